/**
 * Ward's events in words, one sentence each, for a play-by-play.
 */
import { rollTiedWords, type GameEvent } from "@rulesmith/core";
import type { WardEvent, WardMatchEvent } from "./events.js";

/** Words for one event type; every field is read as unknown and checked. */
type Words = (e: object) => string | undefined;

// ---- Reading fields that may be missing or of the wrong type -------------------------------

function field(o: unknown, k: string): unknown {
  if (typeof o !== "object" || o === null || !Object.hasOwn(o, k)) return undefined;
  const v: unknown = Reflect.get(o, k);
  return v;
}

function seatOf(v: unknown): number | undefined {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined;
}

function numberOf(v: unknown): number | undefined {
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

function idOf(v: unknown): string | undefined {
  return typeof v === "string" && v !== "" ? v : undefined;
}

function listOf(v: unknown): readonly unknown[] | undefined {
  return Array.isArray(v) ? (v as readonly unknown[]) : undefined;
}

/** "Player 0", or "a player" when the seat is missing. */
function player(v: unknown): string {
  const p = seatOf(v);
  return p === undefined ? "a player" : `Player ${p}`;
}

/** A card by its instance id (the CLI writes its name beside it), or "a hidden card". */
function card(v: unknown): string {
  return idOf(v) ?? "a hidden card";
}

/** The sentence with its first letter capitalised when it starts with an article ("a hidden card ..."), never a card id. */
function sentence(text: string): string {
  return /^(a|an|the) /.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "x", "x and y", "x, y and z". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/** "1 card", "3 cards". */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "+2", "−1" (a minus sign), "0". */
function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${Math.abs(n)}` : "0";
}

/** " (HP 25)", or nothing when the event does not say. */
function hpLeft(e: object): string {
  const hp = numberOf(field(e, "hp"));
  return hp === undefined ? "" : ` (HP ${hp})`;
}

// ---- Abilities and durations (granted abilities) -------------------------------------------

const DAMAGE_TYPES = new Map<unknown, string>([
  ["attack", "attack damage"],
  ["instant", "instant damage"],
  ["percentage", "percentage damage"],
  ["damage-over-time", "damage over time"],
]);

/** A damage type as a noun: "instant damage", "damage over time". */
function damageKind(v: unknown): string {
  return DAMAGE_TYPES.get(v) ?? "damage";
}

const STATS = new Map<unknown, readonly [string, string]>([
  ["armorLevel", ["AL", "AL"]],
  ["speed", ["Speed", "Speed"]],
  ["modifier", ["Modifier", "Modifier"]],
  ["attackDice", ["Attack die", "Attack dice"]],
  ["hitDice", ["Hit die", "Hit dice"]],
  ["hp", ["HP", "HP"]],
  ["hitBonus", ["to Hit Rolls", "to Hit Rolls"]],
  ["damageBonus", ["to Attack Damage", "to Attack Damage"]],
]);

/** When a damage multiplier applies, as the end of its phrase: "" (always), " when it hits first". */
function conditionText(c: unknown): string {
  switch (field(c, "kind")) {
    case "hits-first":
      return " when it hits first";
    case "target-has-tag": {
      const tag = idOf(field(c, "tag"));
      return tag === undefined ? " against some creatures" : ` against a creature tagged ${tag}`;
    }
    case "target-is-type": {
      const t = idOf(field(c, "creatureType"));
      return t === undefined ? " against some creatures" : ` against a ${t} creature`;
    }
    case "target-named": {
      const name = idOf(field(c, "name"));
      return name === undefined ? " against some creatures" : ` against ${name}`;
    }
    default:
      return "";
  }
}

/** Whose effects or damage an immunity covers: "" (anyone's), " from the opponent". */
function fromText(v: unknown): string {
  return v === "opponent" ? " from the opponent" : "";
}

function sideText(v: unknown): string {
  if (v === "own") return "its own side";
  if (v === "opponent") return "the opposing side";
  return "both sides";
}

/** One ability as a noun phrase: "+3 Speed", "×3 Attack Damage", "immunity to instant damage". */
function abilityText(a: unknown): string {
  switch (field(a, "kind")) {
    case "stat-modifier": {
      const amount = numberOf(field(a, "amount"));
      const stat = STATS.get(field(a, "stat"));
      if (amount === undefined || stat === undefined) return "a stat change";
      return `${signed(amount)} ${Math.abs(amount) === 1 ? stat[0] : stat[1]}`;
    }
    case "damage-multiplier": {
      const factor = numberOf(field(a, "factor"));
      return `${factor === undefined ? "more" : `\u00d7${factor}`} Attack Damage${conditionText(field(a, "condition"))}`;
    }
    case "battle-first":
      return "the right to battle first";
    case "unaffected": {
      const by = listOf(field(a, "by")) ?? [];
      const kinds = [by.includes("magic") ? "Magic" : "", by.includes("creature") ? "creature" : ""].filter((k) => k !== "");
      return `immunity to ${kinds.length === 0 ? "card" : list(kinds)} effects${fromText(field(a, "from"))}`;
    }
    case "damage-immunity": {
      const types = (listOf(field(a, "damageTypes")) ?? []).map(damageKind);
      return `immunity to ${types.length === 0 ? "damage" : list(types)}${fromText(field(a, "from"))}`;
    }
    case "cannot-be-removed":
      return "protection from removal";
    case "negate-creature-effects":
      return `the negation of creature effects on ${sideText(field(a, "side"))}`;
    case "magic-play-cost":
      return `a cost to play magics on ${sideText(field(a, "players"))}`;
    default:
      return "an ability";
  }
}

/** How long a grant lasts, as the end of a sentence: " until the end of the turn". */
function durationText(d: unknown): string {
  switch (field(d, "kind")) {
    case "this-turn":
      return " until the end of the turn";
    case "turn-cycles": {
      const n = numberOf(field(d, "count"));
      return n === undefined ? " for some turn cycles" : ` for ${count(n, "turn cycle")}`;
    }
    case "while-on-field":
      return " while it stays on the field";
    case "permanent":
      return " for good";
    default:
      return "";
  }
}

// ---- The words for each Ward event ---------------------------------------------------------

function drew(e: object): string {
  const who = player(field(e, "player"));
  const n = numberOf(field(e, "count"));
  const source = idOf(field(e, "source"));
  const by = source === undefined ? "" : ` by the effect of ${source}`;
  if (n === undefined) return `${who} draws${by}.`;
  if (n === 0) return `${who} draws no card${by}: their deck is empty.`;
  return n === 1 ? `${who} draws a card${by}.` : `${who} draws ${n} cards${by}.`;
}

function handRevealed(e: object): string {
  const who = player(field(e, "player"));
  const names = listOf(field(e, "names"));
  const cards = names ?? listOf(field(e, "cards"));
  if (cards === undefined) return `${who} reveals their hand.`;
  if (cards.length === 0) return `${who} reveals an empty hand.`;
  const shown = cards.map((c) => idOf(c) ?? "a card");
  return `${who} reveals their hand: ${list(shown)}.`;
}

function drewUntilCreature(e: object): string {
  const who = player(field(e, "player"));
  const n = numberOf(field(e, "count"));
  if (n === 0) return `${who} has an empty hand and must draw until they can summon a creature, but their deck is empty.`;
  const drawn = n === undefined ? "" : `: ${count(n, "card")} drawn`;
  return `${who} has an empty hand, so they draw one card at a time, shown to both players, until they can summon a creature${drawn}.`;
}

function summoned(e: object): string {
  const as = field(e, "as") === "limited" ? "a Limited Summon" : "the primary creature";
  const without = field(e, "negated") === true ? ", without its effects" : "";
  return `${player(field(e, "player"))} summons ${card(field(e, "card"))} as ${as}${without}.`;
}

function anchorEnded(e: object): string {
  const c = card(field(e, "card"));
  switch (field(e, "to")) {
    case "hand":
      return `${c} loses its anchor and returns to its owner's hand.`;
    case "deck":
      return `${c} loses its anchor and goes to the bottom of its owner's deck.`;
    case "cemetery":
      return `${c} loses its anchor and goes to the cemetery.`;
    default:
      return `${c} loses its anchor and leaves the field.`;
  }
}

function magicPlayed(e: object): string {
  const target = idOf(field(e, "target"));
  const on = target === undefined ? "" : ` on ${target}`;
  const answer = field(e, "response") === true ? " in response" : "";
  return `${player(field(e, "player"))} plays ${card(field(e, "card"))}${on}${answer}.`;
}

/** "4 against 4, then 1 against 4". */
function rounds(list: readonly unknown[]): string {
  const parts = list.map((r) => {
    const a = numberOf(field(r, "0"));
    const b = numberOf(field(r, "1"));
    return a === undefined || b === undefined ? "a tie" : `${a} against ${b}`;
  });
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")}, then ${parts[parts.length - 1] ?? ""}`;
}

function speedRollOff(e: object): string {
  const players = listOf(field(e, "players"));
  const a = seatOf(players?.[0]);
  const b = seatOf(players?.[1]);
  const who = a === undefined || b === undefined ? "The players" : `Player ${a} and Player ${b}`;
  const all = listOf(field(e, "rounds"));
  if (all === undefined || all.length === 0) return `${who} roll for speed.`;
  const last = all[all.length - 1];
  const fa = numberOf(field(last, "0"));
  const fb = numberOf(field(last, "1"));
  const rolled = `${who} roll for speed: ${rounds(all)}`;
  if (a === undefined || b === undefined || fa === undefined || fb === undefined) return `${rolled}.`;
  // Still tied after the reroll cap: the attacker goes first (rollSpeedOff).
  if (fa === fb) return `${rolled}; still tied, so Player ${a} goes first.`;
  return `${rolled}; Player ${fa > fb ? a : b} goes first.`;
}

/** "The speed roll-off is a tie, 3 against 3: both players roll again." */
function rollTied(e: object): string {
  return rollTiedWords(field(e, "purpose"), field(e, "faces"), field(e, "players"));
}

/** The dice of a roll, "6 + 4", or "no dice". */
function faces(v: unknown): string {
  const all = listOf(v)?.map(numberOf).filter((f) => f !== undefined) ?? [];
  return all.length === 0 ? "no dice" : all.join(" + ");
}

/** ", +5" or ", −1" after the dice; nothing for 0 or a missing value. */
function plus(v: unknown): string {
  const n = numberOf(v);
  return n === undefined || n === 0 ? "" : `, ${signed(n)}`;
}

function known(v: unknown): string {
  const n = numberOf(v);
  return n === undefined ? "?" : String(n);
}

/**
 * A creature's attack with its totals explained: "Assassin's Hit Roll 6 + 4, +5 = 15 against
 * AL 7: a hit; Attack Roll 4 + 3, +5, ×3 = 36 damage."
 */
function attack(e: object): string {
  const crit = field(e, "critical");
  const hit = field(e, "hit") === true;
  const how = crit === "hit" ? (hit ? "a Critical Hit" : "a Critical Hit, but a miss (option criticalHitAlwaysHits is off)") : crit === "miss" ? "a Critical Miss, a miss whatever the AL" : hit ? "a hit" : "a miss";
  const hitPart = `${card(field(e, "attacker"))}'s Hit Roll ${faces(field(e, "hitFaces"))}${plus(field(e, "hitModifier"))} = ${known(field(e, "hitTotal"))} against AL ${known(field(e, "armorLevel"))}: ${how}`;
  if (!hit) return `${hitPart}.`;
  const times = (listOf(field(e, "multipliers")) ?? []).map((m) => `, \u00d7${known(m)}`).join("");
  const double = crit === "hit" ? ", \u00d72 for the Critical Hit" : "";
  return `${hitPart}; Attack Roll ${faces(field(e, "damageFaces"))}${plus(field(e, "damageModifier"))}${times}${double} = ${known(field(e, "damage"))} damage.`;
}

function damage(e: object): string {
  const n = numberOf(field(e, "amount"));
  return `${card(field(e, "card"))} takes ${n === undefined ? "" : `${n} `}${damageKind(field(e, "damageType"))}${hpLeft(e)}.`;
}

function healed(e: object): string {
  const c = card(field(e, "card"));
  const n = numberOf(field(e, "amount"));
  if (n === 0) return `${c} is at full HP and heals nothing${hpLeft(e)}.`;
  return n === undefined ? `${c} heals${hpLeft(e)}.` : `${c} heals ${n}${hpLeft(e)}.`;
}

function overTimeApplied(what: string): Words {
  return (e) => {
    const n = numberOf(field(e, "amount"));
    const cycles = numberOf(field(e, "turnCycles"));
    const amount = n === undefined ? what : `${n} ${what}`;
    const length = cycles === undefined ? "" : ` for ${count(cycles, "turn cycle")}`;
    return `${card(field(e, "card"))} ${what === "damage over time" ? "suffers" : "heals"} ${amount}${length}.`;
  };
}

function dotNotStacked(e: object): string {
  const c = card(field(e, "card"));
  const source = idOf(field(e, "source"));
  const from = source === undefined ? "" : ` from ${source}`;
  return `${c} already suffers damage over time, and DOTs do not stack: the new damage over time${from} is not applied.`;
}

function overTimeTick(e: object): string {
  const c = card(field(e, "card"));
  const d = numberOf(field(e, "damage")) ?? 0;
  const h = numberOf(field(e, "healing")) ?? 0;
  const hp = hpLeft(e);
  if (d > 0 && h > 0) return `${c} takes ${d} damage over time and heals ${h} over time${hp}.`;
  if (d > 0) return `${c} takes ${d} damage over time${hp}.`;
  if (h > 0) return `${c} heals ${h} over time${hp}.`;
  return `Over time, ${c} takes no damage and heals nothing${hp}.`;
}

function granted(e: object): string {
  const c = card(field(e, "card"));
  const source = idOf(field(e, "source"));
  const abilities = listOf(field(e, "abilities"));
  const what = abilities === undefined || abilities.length === 0 ? "new abilities" : list(abilities.map(abilityText));
  const how = durationText(field(e, "duration"));
  return source === undefined || source === field(e, "card") ? `${c} gains ${what}${how}.` : `${source} gives ${c} ${what}${how}.`;
}

function cemeteryAdjusted(e: object): string {
  const whose = seatOf(field(e, "player"));
  const cemetery = whose === undefined ? "A player's cemetery HP" : `Player ${whose}'s cemetery HP`;
  const n = numberOf(field(e, "amount"));
  if (n === undefined || n === 0) return `${cemetery} changes.`;
  return n > 0 ? `${cemetery} goes up by ${n}.` : `${cemetery} goes down by ${-n}.`;
}

function costPaid(e: object): string {
  const who = player(field(e, "player"));
  const n = numberOf(field(e, "selfDamage"));
  if (n === undefined) return `${who} pays the cost of a magic.`;
  if (n === 0) return `${who} pays the cost: their primary creature is immune, so it takes no damage and the cost counts as paid.`;
  return `${who} pays the cost: ${n} damage to their primary creature.`;
}

function byPlayer(text: (who: string, what: string) => string): Words {
  return (e) => text(player(field(e, "player")), card(field(e, "card")));
}

function ofCard(text: (what: string) => string): Words {
  return (e) => text(card(field(e, "card")));
}

/** Every Ward event's words; the record type makes a new event type fail to compile until it has words. */
const WARD_WORDS: Readonly<Record<WardEvent["type"], Words>> = {
  "roll-tied": rollTied,
  chooser: byPlayer((who) => `${who} chooses who goes first.`),
  "first-player": byPlayer((who) => `${who} goes first.`),
  drew,
  discarded: byPlayer((who, c) => `${who} discards ${c}: a hand holds at most eight cards.`),
  mulligan: byPlayer((who) => `${who} mulligans.`),
  "forced-reshuffle": byPlayer((who) => `${who} has no creature they can summon, so they reveal their hand, shuffle it into their deck and draw as many cards.`),
  "hand-revealed": handRevealed,
  "drew-until-creature": drewUntilCreature,
  sacrificed: byPlayer((who, c) => `${who} sacrifices ${c}.`),
  summoned,
  promoted: (e) => `${card(field(e, "card"))} becomes ${player(field(e, "player"))}'s primary creature.`,
  "kill-own": byPlayer((who, c) => `${who} kills their own ${c}.`),
  killed: ofCard((c) => `${c} is killed and goes to the cemetery.`),
  "anchor-ended": anchorEnded,
  "magic-played": magicPlayed,
  "magic-resolved": (e) => `${card(field(e, "card"))} resolves${field(e, "stays") === true ? " and stays on the field" : ""}.`,
  negated: ofCard((c) => `${c} is negated: it does nothing, its cost is not paid, and it goes to the cemetery.`),
  "effects-negated": ofCard((c) => `The effects of ${c} are negated: it stays on the field without them.`),
  "attack-negated": ofCard((c) => `The attack of ${c} is negated: it does not roll.`),
  fizzled: ofCard((c) => `${c} cannot resolve and goes to the cemetery.`),
  "magic-destroyed": ofCard((c) => `${c} is destroyed.`),
  expired: ofCard((c) => `The turn cycles of ${c} are over, and it leaves the field.`),
  "battle-declared": (e) => `${card(field(e, "attacker"))} battles ${card(field(e, "target"))}.`,
  "speed-roll-off": speedRollOff,
  "battle-order": (e) => `${card(field(e, "first"))} attacks first.`,
  attack,
  "battle-ended": (e) => `The battle of ${card(field(e, "attacker"))} against ${card(field(e, "defender"))} is over.`,
  damage,
  "damage-prevented": (e) => `${card(field(e, "card"))} takes no ${damageKind(field(e, "damageType"))}: it is immune.`,
  healed,
  "dot-applied": overTimeApplied("damage over time"),
  "hot-applied": overTimeApplied("over time"),
  "dot-not-stacked": dotNotStacked,
  "over-time-tick": overTimeTick,
  granted,
  "cemetery-adjusted": cemeteryAdjusted,
  "cost-paid": costPaid,
  "called-out": byPlayer((who) => `${who} calls out the opponent's cemetery.`),
};

// ---- Core events whose generic wording would show Ward's data ------------------------------

/** What a chain entry is, in words ("c9", "the attack of c3 on c57"), or undefined for a payload that is not Ward's. */
function entryWhat(payload: unknown): string | undefined {
  switch (field(payload, "kind")) {
    case "magic":
      return card(field(payload, "card"));
    case "summon":
      return `the summon of ${card(field(payload, "card"))}`;
    case "attack": {
      const which = field(payload, "first") === false ? "the return attack" : "the attack";
      return `${which} of ${card(field(payload, "attacker"))} on ${card(field(payload, "defender"))}`;
    }
    default:
      return undefined;
  }
}

function entryAdded(e: object): string | undefined {
  const payload = field(field(e, "entry"), "payload");
  const what = entryWhat(payload);
  if (what === undefined) return undefined;
  if (field(e, "by") === "response") return `${what} goes on the chain as an answer.`;
  return field(payload, "kind") === "summon" ? `${what} goes on the chain, and it may be answered.` : `${what} goes on the chain.`;
}

function entryResolved(e: object): string | undefined {
  const entry = field(e, "entry");
  const what = entryWhat(field(entry, "payload"));
  if (what === undefined) return undefined;
  return field(entry, "negated") === true ? `The chain is done with ${what}, which was negated.` : `The chain has resolved ${what}.`;
}

function gameOver(e: object): string {
  const winners = (listOf(field(e, "winners")) ?? []).map(seatOf).filter((p) => p !== undefined);
  const reason = idOf(field(e, "reason"));
  const why = reason === undefined ? "" : `: ${reason}`;
  if (winners.length === 0) return `Game over${why}.`;
  return `${list(winners.map((p) => `Player ${p}`))} ${winners.length === 1 ? "wins" : "win"}${why}.`;
}

/**
 * Core events worded here: the chain's entries, whose payloads are Ward's, and the end of the
 * match. The rest (card moves and reveals, rolls, real-dice requests, phase changes, passes,
 * negations and the end of a chain) read well as a client's generic wording writes them.
 */
const CORE_WORDS: Readonly<Record<string, Words>> = {
  "stack-entry-added": entryAdded,
  "stack-entry-resolved": entryResolved,
  "game-over": gameOver,
};

const WORDS = new Map<unknown, Words>([...Object.entries(WARD_WORDS), ...Object.entries(CORE_WORDS)]);

/**
 * A one-sentence English description of a Ward event for a play-by-play, or `undefined` for an
 * event that a client's generic wording already says well (card moves and reveals, rolls, phase
 * changes, passes on the chain and its end) or that is not Ward's. Every {@link WardEvent} has
 * a sentence, and so do the chain's entries and the end of the match.
 *
 * Implements no rule: it only words events for people.
 *
 * @remarks
 * Cards are named by instance id (`c12`); a client that knows the card's name writes it in (the
 * CLI's play-by-play turns `c12 is killed and goes to the cemetery.` into `Bear Wolf (c12) is
 * killed and goes to the cemetery.`). A card the viewer may not identify (`null`) reads "a
 * hidden card". A field that is missing or of the wrong type is left out of the sentence: this
 * function never throws, so it takes any {@link GameEvent} as well as a {@link WardMatchEvent}.
 *
 * @param e - An event from `ruleset.apply`, as the viewer sees it.
 * @returns The sentence, or `undefined`.
 * @example
 * ```ts
 * import { describeEvent, type SpeedRollOffEvent } from "@rulesmith/ward";
 * const rollOff: SpeedRollOffEvent = { type: "speed-roll-off", attacker: "c3", defender: "c57", players: [0, 1], rounds: [[4, 4], [1, 4]], rule: "W-QS.7-2" };
 * describeEvent(rollOff); // "Player 0 and Player 1 roll for speed: 4 against 4, then 1 against 4; Player 1 goes first."
 * describeEvent({ type: "damage", card: "c4", amount: 15, damageType: "instant", hp: 25 }); // "c4 takes 15 instant damage (HP 25)."
 * describeEvent({ type: "card-moved", card: "c4", from: "p0/deck", to: "p0/hand" }); // undefined — the client's words
 * ```
 */
export function describeEvent(e: WardMatchEvent | GameEvent): string | undefined {
  const raw: unknown = e;
  if (typeof raw !== "object" || raw === null) return undefined;
  const words = WORDS.get(field(raw, "type"));
  const text = words?.(raw);
  return text === undefined ? undefined : sentence(text);
}
