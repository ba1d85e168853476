/**
 * Wardom's events in words, one sentence each, for a play-by-play.
 */
import { rollTiedWords, type GameEvent } from "@rulesmith/core";
import type { StatusName } from "../cards/vocabulary.js";
import type { WardomEvent } from "./events.js";

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

/** "Player 0", or "a player" when the seat is missing. */
function player(v: unknown): string {
  const p = seatOf(v);
  return p === undefined ? "a player" : `Player ${p}`;
}

/** A card by its instance id (the CLI writes its name beside it), or `hidden` ("a Unit"). */
function card(v: unknown, hidden = "a card"): string {
  return idOf(v) ?? hidden;
}

/** The sentence with its first letter capitalised when it starts with an article ("a card ..."), never a card id. */
function sentence(text: string): string {
  return /^(a|an|the) /.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "x", "x and y", "x, y and z". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function position(v: unknown): string {
  if (v === "combat") return "in Combat";
  if (v === "support") return "in Support";
  return "on the line";
}

// ---- Statuses and zones --------------------------------------------------------------------

const STATUS_WORDS: Readonly<Record<StatusName, string>> = {
  stealth: "Stealth",
  stability: "Stability",
  guardian: "Guardian",
  ward: "Ward",
  loyalty: "Loyalty",
  weaken: "Weaken",
  poison: "Poison",
  comeback: "Comeback",
  tenacity: "Tenacity",
  "frozen-touch": "Frozen Touch",
  frozen: "Frozen",
  corruption: "Corruption",
  silenced: "Silenced",
  "last-will": "Last-Will",
  shielded: "Shielded",
  rampage: "Rampage",
  piercing: "Piercing",
  pure: "Pure",
};
const STATUS = new Map<unknown, string>(Object.entries(STATUS_WORDS));

function statusName(v: unknown): string {
  return STATUS.get(v) ?? "a status";
}

/** A status with its numbers, as the rules write it: `Weaken(2)`, `Comeback(3/2)`. */
function grantText(grant: unknown): string {
  const status = typeof grant === "string" ? grant : field(grant, "status");
  const name = statusName(status);
  const x = numberOf(field(grant, "x"));
  const combat = numberOf(field(grant, "combat"));
  const support = numberOf(field(grant, "support"));
  if ((status === "weaken" || status === "poison" || status === "tenacity") && x !== undefined) return `${name}(${x})`;
  if (status === "comeback" && combat !== undefined && support !== undefined) return `${name}(${combat}/${support})`;
  return name;
}

const ZONE_WORDS = new Map<string, string>([
  ["deck", "deck"],
  ["hand", "hand"],
  ["combat", "Combat position"],
  ["support", "Support position"],
  ["coin", "Coin Zone"],
  ["action", "Action Zone"],
  ["side", "Side Zone"],
  ["treasury", "Treasury"],
  ["void", "void"],
  ["forbidden", "Forbidden Zone"],
  ["equip", "Equip Zone"],
  ["stack", "sequence"],
  ["reveal", "reveal zone"],
]);

/** A zone id (`p0/hand`, or the older `p0.hand`) read as its owner and the zone's name. */
function zoneParts(v: unknown): { readonly owner: number | undefined; readonly name: string } | undefined {
  if (typeof v !== "string" || v === "") return undefined;
  if (v === "field") return { owner: undefined, name: "the Field Zone" };
  const m = /^p(\d{1,3})[/.]([a-z-]+)$/.exec(v);
  if (m === null) return { owner: undefined, name: v };
  return { owner: Number(m[1]), name: ZONE_WORDS.get(m[2] ?? "") ?? m[2] ?? v };
}

/** "Player 0's hand"; "their hand" when `sameOwnerAs` is the same player's zone. */
function zone(v: unknown, sameOwnerAs?: number): string | undefined {
  const z = zoneParts(v);
  if (z === undefined) return undefined;
  if (z.owner === undefined) return z.name;
  return z.owner === sameOwnerAs ? `their ${z.name}` : `Player ${z.owner}'s ${z.name}`;
}

// ---- Stack entries (the sequence) ----------------------------------------------------------

/** What a Wardom stack entry is, in words ("an ability of c3", "the Frozen Touch of c5"), or undefined for a payload that is not Wardom's. */
function entryWhat(payload: unknown): string | undefined {
  const kind = field(payload, "kind");
  const source = field(payload, "source");
  if (kind === "status") {
    const status = field(payload, "status");
    return `the ${STATUS.get(status) ?? "status"} of ${card(source, "a Unit")}`;
  }
  if (kind === "ability") return field(payload, "played") === true ? card(source) : `an ability of ${card(source)}`;
  return undefined;
}

// ---- The words for each Wardom event -------------------------------------------------------

function paid(e: object): string {
  const who = player(field(e, "player"));
  const parts: string[] = [];
  const energy = numberOf(field(e, "energy"));
  const resolve = numberOf(field(e, "resolve"));
  if (energy !== undefined && energy > 0) parts.push(`${energy} energy`);
  if (resolve !== undefined && resolve > 0) parts.push(`${resolve} resolve`);
  const treasury = field(e, "treasury");
  const spent: string[] = [];
  if (Array.isArray(treasury)) {
    const cards: unknown[] = treasury;
    const known = cards.map(idOf).filter((c) => c !== undefined);
    const hidden = cards.length - known.length;
    spent.push(...known);
    if (hidden > 0) spent.push(hidden === 1 ? "a card" : `${hidden} cards`);
  }
  const spends = spent.length === 0 ? "" : `spends ${list(spent)} from the Treasury`;
  const what = paidFor(e);
  if (parts.length === 0) return spends === "" ? `${who} pays a cost${what}.` : `${who} ${spends}${what}.`;
  if (spends === "") return `${who} pays ${list(parts)}${what}.`;
  return parts.length === 1 ? `${who} pays ${list(parts)} and ${spends}${what}.` : `${who} pays ${list(parts)}, and ${spends}${what}.`;
}

/** " for c3", " for an ability of c3", " for the upkeep of c40", or nothing when the event does not say. */
function paidFor(e: object): string {
  if (!Object.hasOwn(e, "card")) return "";
  const c = field(e, "card");
  switch (field(e, "purpose")) {
    case "ability":
      return ` for an ability of ${card(c)}`;
    case "upkeep":
      return ` for the upkeep of ${card(c, "the Field")}`;
    default:
      return ` for ${card(c)}`;
  }
}

function firstChosen(e: object): string {
  const chooser = seatOf(field(e, "chooser"));
  const first = seatOf(field(e, "first"));
  if (chooser !== undefined && first !== undefined) {
    return chooser === first ? `Player ${chooser} chooses to act first.` : `Player ${chooser} chooses to act second, so Player ${first} acts first.`;
  }
  if (first !== undefined) return `Player ${first} acts first.`;
  return `${player(chooser)} chooses who acts first.`;
}

function recruited(e: object): string {
  const who = player(field(e, "player"));
  const unit = card(field(e, "card"), "a Unit");
  const where = position(field(e, "position"));
  return field(e, "faceDown") === true ? `${who} sets ${unit} face down ${where}.` : `${who} recruits ${unit} ${where}.`;
}

function played(verb: string, hidden: string): Words {
  return (e) => {
    const onto = Object.hasOwn(e, "target") ? ` on ${card(field(e, "target"), "a Unit")}` : "";
    return `${player(field(e, "player"))} ${verb} ${card(field(e, "card"), hidden)}${onto}.`;
  };
}

function wager(e: object): string {
  const who = player(field(e, "player"));
  const id = idOf(field(e, "card"));
  const down = field(e, "faceDown") === true;
  if (id === undefined) return down ? `${who} places a card face down as a wager.` : `${who} places a card as a wager.`;
  return down ? `${who} places ${id} face down as a wager.` : `${who} places ${id} as a wager.`;
}

function flipped(e: object): string {
  const what = card(field(e, "card"));
  const p = seatOf(field(e, "player"));
  if (field(e, "cause") === "effect" || p === undefined) return `${what} is flipped face up.`;
  return `Player ${p} flips ${what} face up.`;
}

function corruption(e: object): string {
  const unit = card(field(e, "card"), "a Unit");
  const combat = numberOf(field(e, "combat"));
  const support = numberOf(field(e, "support"));
  if (combat === undefined || support === undefined) return `Corruption changes the stats of ${unit} for this battle.`;
  return `Corruption gives ${unit} ${combat} Combat and ${support} Support for this battle.`;
}

function frozenTouch(e: object): string {
  const touch = `the Frozen Touch of ${card(field(e, "card"), "a Unit")}`;
  const face = numberOf(field(e, "face"));
  const freezes = field(e, "freezes");
  if (Object.hasOwn(e, "frozen")) {
    const target = card(field(e, "frozen"), "a Unit");
    return face === undefined ? `${touch} freezes ${target}.` : `${touch} rolls ${face}: ${target} is Frozen.`;
  }
  if (freezes === true) return face === undefined ? `${touch} finds no opposing front-line Unit to freeze.` : `${touch} rolls ${face}, but no opposing front-line Unit can be frozen.`;
  if (freezes === false) return face === undefined ? `${touch} freezes nothing.` : `${touch} rolls ${face}: nothing is frozen.`;
  return face === undefined ? `${touch} resolves.` : `${touch} rolls ${face}.`;
}

function battleTotal(totals: unknown, seat: number): number | undefined {
  return Array.isArray(totals) ? numberOf(field(totals[seat], "battle")) : undefined;
}

function battle(e: object): string {
  const totals = field(e, "totals");
  const t0 = battleTotal(totals, 0);
  const t1 = battleTotal(totals, 1);
  const winner = field(e, "winner");
  const w = seatOf(winner);
  if (w === 0 || w === 1) {
    const own = w === 0 ? t0 : t1;
    const theirs = w === 0 ? t1 : t0;
    const score = own === undefined || theirs === undefined ? "" : ` ${own} to ${theirs}`;
    const piercing = field(e, "piercing") === true ? " with Piercing" : "";
    const none = numberOf(field(e, "damage")) === 0 ? " but deals no resolve damage" : "";
    return `Player ${w} wins the battle${score}${piercing}${none}.`;
  }
  if (w !== undefined) return `Player ${w} wins the battle.`;
  if (winner === null) {
    const score = t0 === undefined || t1 === undefined ? "" : ` ${t0} to ${t1}`;
    return `The battle is tied${score}, so no one takes resolve damage or coins a wager.`;
  }
  return t0 === undefined || t1 === undefined ? "The battle is fought." : `The battle totals are ${t0} for Player 0 and ${t1} for Player 1.`;
}

function damage(e: object): string {
  const who = player(field(e, "player"));
  const amount = numberOf(field(e, "amount"));
  const from = Object.hasOwn(e, "source") ? ` from ${card(field(e, "source"))}` : "";
  return amount === undefined ? `${who} takes resolve damage${from}.` : `${who} takes ${amount} resolve damage${from}.`;
}

function destroyed(e: object): string {
  const what = card(field(e, "card"));
  if (Object.hasOwn(e, "by")) return `${what} is destroyed by ${card(field(e, "by"))}.`;
  const cause = field(e, "cause");
  if (cause === "effect") return `${what} is destroyed by an effect.`;
  if (cause === "routing") return `${what} finds no room in the Side Zone and is destroyed.`;
  return `${what} is destroyed.`;
}

function coined(e: object): string {
  const who = player(field(e, "player"));
  const id = idOf(field(e, "card"));
  if (field(e, "cause") === "effect") return `${who} coins ${id ?? "a card"} into their Treasury.`;
  return id === undefined ? `${who} coins the wager.` : `${who} coins the wager, ${id}.`;
}

function comeback(e: object): string {
  const unit = card(field(e, "card"), "a Unit");
  const combat = numberOf(field(e, "combat"));
  const support = numberOf(field(e, "support"));
  const as = combat === undefined || support === undefined ? "" : ` as a ${combat}/${support} Unit`;
  return `Comeback: ${unit} returns from the void ${position(field(e, "position"))}${as}.`;
}

function loyalty(e: object): string {
  const p = seatOf(field(e, "player"));
  return `Loyalty: ${card(field(e, "card"), "a Unit")} returns to ${p === undefined ? "its owner's" : `Player ${p}'s`} hand.`;
}

function statusAdded(e: object): string {
  const grant = Object.hasOwn(e, "grant") ? field(e, "grant") : field(e, "status");
  const until = numberOf(field(e, "until"));
  const end = until === undefined ? "" : ` until the end of round ${until}`;
  return `${card(field(e, "card"), "a Unit")} gains ${grantText(grant)}${end}.`;
}

function statusRefused(e: object): string {
  const grant = Object.hasOwn(e, "grant") ? field(e, "grant") : field(e, "status");
  const reason = field(e, "reason");
  const why = reason === "frozen" ? ": it is Frozen" : reason === "pure" ? ": it is Pure" : "";
  return `${card(field(e, "card"), "a Unit")} cannot gain ${grantText(grant)}${why}.`;
}

function statsChanged(e: object): string {
  const unit = card(field(e, "card"), "a Unit");
  const combat = numberOf(field(e, "combat"));
  const support = numberOf(field(e, "support"));
  const parts: string[] = [];
  if (combat !== undefined && combat !== 0) parts.push(`${signed(combat)} Combat`);
  if (support !== undefined && support !== 0) parts.push(`${signed(support)} Support`);
  if (parts.length > 0) return `${unit} gets ${list(parts)}.`;
  return combat === 0 && support === 0 ? `the stats of ${unit} do not change.` : `the stats of ${unit} change.`;
}

function destroyPrevented(e: object): string {
  const unit = card(field(e, "card"), "a Unit");
  const reason = field(e, "reason");
  if (reason === "stability") return `Stability keeps ${unit} from being destroyed.`;
  if (reason === "frozen") return `${unit} is Frozen, so the effect cannot destroy it.`;
  return `${unit} is not destroyed.`;
}

function guardian(e: object): string {
  const g = idOf(field(e, "guardian"));
  return `${g === undefined ? "a Guardian" : `Guardian ${g}`} protects ${card(field(e, "protected"), "a Ward Unit")} and is destroyed instead.`;
}

function endStageLoss(e: object): string {
  const unit = card(field(e, "card"), "a Unit");
  const combat = numberOf(field(e, "combat"));
  const support = numberOf(field(e, "support"));
  const parts: string[] = [];
  if (combat !== undefined && combat > 0) parts.push(`${combat} Combat to Weaken`);
  if (support !== undefined && support > 0) parts.push(`${support} Support to Poison`);
  return parts.length === 0 ? `${unit} loses stats at the End Stage.` : `${unit} permanently loses ${list(parts)}.`;
}

function byPlayer(text: (who: string, what: unknown) => string): Words {
  return (e) => text(player(field(e, "player")), field(e, "card"));
}

function ofCard(text: (what: string) => string, hidden = "a Unit"): Words {
  return (e) => text(card(field(e, "card"), hidden));
}

/** "The first-player roll is a tie, 7 against 7: both players roll again." */
function rollTied(e: object): string {
  return rollTiedWords(field(e, "purpose"), field(e, "totals"), field(e, "players"));
}

/** Every Wardom event's words; the record type makes a new event type fail to compile until it has words. */
const WARDOM_WORDS: Readonly<Record<WardomEvent["type"], Words>> = {
  "roll-tied": rollTied,
  "first-roll-won": (e) => `${player(field(e, "player"))} wins the first-player roll and chooses who acts first.`,
  "first-player-chosen": firstChosen,
  "cost-paid": paid,
  "upkeep-declined": byPlayer((who, f) => `${who} declines the upkeep of ${card(f, "the Field")}, and it goes to the void.`),
  "upkeep-unpaid": byPlayer((who, f) => `${who} cannot pay the upkeep of ${card(f, "the Field")}, and it goes to the void.`),
  "unit-recruited": recruited,
  "true-recruited": byPlayer((who, c) => `${who} True Recruits ${card(c, "a Unit")}, and that copy is marked for the rest of the game.`),
  "action-played": played("plays", "a card"),
  "action-activated": played("activates", "a card"),
  "ability-activated": byPlayer((who, c) => `${who} activates an ability of ${card(c)}.`),
  "treasure-entered": byPlayer((who, c) => `${who} puts ${card(c, "a Treasure")} into their Treasury.`),
  "wager-placed": wager,
  flipped,
  set: ofCard((c) => `${c} is set face down.`, "a card"),
  corruption,
  "frozen-touch": frozenTouch,
  battle,
  damage,
  destroyed,
  "last-will": ofCard((c) => `${c} survives with Last-Will until the End Stage.`),
  "last-will-ends": ofCard((c) => `the Last-Will of ${c} runs out.`),
  rampage: ofCard((c) => `Rampage: ${c} permanently gains 1 Combat.`),
  coined,
  comeback,
  loyalty,
  "status-added": statusAdded,
  "status-refused": statusRefused,
  "status-removed": (e) => `${card(field(e, "card"), "a Unit")} loses ${statusName(field(e, "status"))}.`,
  cleansed: ofCard((c) => `${c} is cleansed of its statuses and stat changes.`),
  "stats-changed": statsChanged,
  "stats-swapped": ofCard((c) => `${c} swaps its Combat and Support.`),
  "destroy-prevented": destroyPrevented,
  "guardian-substitutes": guardian,
  "deck-shuffled": (e) => `${player(field(e, "player"))} shuffles their deck.`,
  "end-stage-loss": endStageLoss,
  discarded: byPlayer((who, c) => `${who} discards ${card(c)}.`),
  routed: byPlayer((who, c) => `${who} routes ${card(c, "a Unit")} to the Side Zone.`),
};

// ---- Core events whose generic wording would show Wardom's ids -----------------------------

function cardMoved(e: object): string {
  const what = card(field(e, "card"));
  const fromId = field(e, "from");
  const toId = field(e, "to");
  const from = zone(fromId);
  if (fromId === toId && from !== undefined) return `${what} moves within ${from}.`;
  const to = zone(toId, zoneParts(fromId)?.owner);
  if (from !== undefined && to !== undefined) return `${what} moves from ${from} to ${to}.`;
  if (to !== undefined) return `${what} moves to ${to}.`;
  if (from !== undefined) return `${what} moves from ${from}.`;
  return `${what} moves.`;
}

function audience(to: unknown): string {
  if (to === "all") return "everyone";
  if (!Array.isArray(to)) return "some players";
  const seats: unknown[] = to;
  const names = seats.map(seatOf).filter((p) => p !== undefined).map((p) => `Player ${p}`);
  return names.length === 0 ? "no one" : list(names);
}

function cardsRevealed(e: object): string {
  const cards = field(e, "cards");
  const where = zone(field(e, "zone"));
  const at = where === undefined ? "" : ` in ${where}`;
  const to = audience(field(e, "to"));
  if (!Array.isArray(cards)) return `Cards${at} are revealed to ${to}.`;
  const all: unknown[] = cards;
  const known = all.map(idOf).filter((c) => c !== undefined);
  const hidden = all.length - known.length;
  const names = [...known, ...(hidden === 0 ? [] : [hidden === 1 ? "a card" : `${hidden} cards`])];
  if (names.length === 0) return `No cards${at} are revealed to ${to}.`;
  return `${list(names)}${at} ${all.length === 1 ? "is" : "are"} revealed to ${to}.`;
}

function entryAdded(e: object): string | undefined {
  const entry = field(e, "entry");
  const what = entryWhat(field(entry, "payload"));
  if (what === undefined) return undefined;
  if (field(e, "by") === "response") return `${player(field(entry, "controller"))} responds with ${what}.`;
  return `${what} goes on the sequence.`;
}

function triggerQueued(e: object): string | undefined {
  const trigger = field(e, "trigger");
  const what = entryWhat(field(trigger, "payload"));
  if (what === undefined) return undefined;
  if (field(trigger, "optional") === true) return `${player(field(trigger, "controller"))} may add ${what} to the sequence.`;
  return `${what} triggers.`;
}

function triggerDeclined(e: object): string | undefined {
  const trigger = field(e, "trigger");
  const what = entryWhat(field(trigger, "payload"));
  return what === undefined ? undefined : `${player(field(trigger, "controller"))} declines ${what}.`;
}

function entryResolved(e: object): string | undefined {
  const entry = field(e, "entry");
  const what = entryWhat(field(entry, "payload"));
  if (what === undefined) return undefined;
  return field(entry, "negated") === true ? `${what} is negated and does nothing.` : `${what} resolves.`;
}

const STAGE_NAMES: Readonly<Record<string, string>> = {
  start: "Start Stage",
  resource: "Resource Stage",
  main: "Main Stage",
  battle: "Battle Stage",
  end: "End & Routing Stage",
};

/**
 * A stage begins: "-- Round 3: Player 1's Main Stage --". The event's `turn` is the clock's turn
 * (two a round: the first player's, then the second's), so the round is half of it, rounded up;
 * Battle and End & Routing belong to both players (D-ROUND-2).
 */
function phaseChanged(e: unknown): string | undefined {
  const turn = seatOf(field(e, "turn"));
  const phase = field(e, "phase");
  const stage = typeof phase === "string" && Object.hasOwn(STAGE_NAMES, phase) ? STAGE_NAMES[phase] : undefined;
  if (turn === undefined || stage === undefined) return undefined;
  const round = Math.max(1, Math.ceil(turn / 2));
  const both = phase === "battle" || phase === "end";
  return `-- Round ${round}: ${both ? "" : `${player(field(e, "active"))}'s `}${stage} --`;
}

/**
 * Core events worded here: those whose generic wording in the CLI would show zone ids or a stack
 * payload as data, and stage changes (rounds and stages, not the clock's turns). The rest (rolls,
 * real-dice requests, the end of the match, passes, the end of a chain, notes) read well as the
 * CLI writes them.
 */
const CORE_WORDS: Readonly<Record<string, Words>> = {
  "phase-changed": phaseChanged,
  "card-moved": cardMoved,
  "cards-revealed": cardsRevealed,
  "stack-entry-added": entryAdded,
  "stack-trigger-queued": triggerQueued,
  "stack-trigger-declined": triggerDeclined,
  "stack-entry-resolved": entryResolved,
};

const WORDS = new Map<unknown, Words>([...Object.entries(WARDOM_WORDS), ...Object.entries(CORE_WORDS)]);

/**
 * A one-sentence English description of a Wardom event for a play-by-play, or `undefined` for an
 * event that the generic wording of a client already says well (rolls, the end of the match) or
 * that is not Wardom's. A stage change reads "-- Round 3: Player 1's Main Stage --".
 *
 * Implements no rule: it only words events for people.
 *
 * @remarks
 * Cards are named by instance id (`c12`); a client that knows the card's name writes it in (the
 * CLI's play-by-play turns `c12 is destroyed.` into `Ember Squire (c12) is destroyed.`). No
 * sentence puts an id right after an opening bracket or before `'s`, so that replacement
 * always applies. A card the viewer may not identify (`null`) reads "a Unit" or "a card"; a zone
 * id reads "Player 0's hand". A field that is missing or of the wrong type is left out of the
 * sentence: this function never throws.
 *
 * @param e - An event from `ruleset.apply`, as the viewer sees it.
 * @returns The sentence, or `undefined`.
 * @example
 * ```ts
 * import { describeEvent, type BattleEvent } from "@rulesmith/wardom";
 * const battle: BattleEvent = {
 *   type: "battle",
 *   winner: 0,
 *   totals: [{ combat: 7, support: 2, battle: 9 }, { combat: 3, support: 3, battle: 6 }],
 *   damage: 4,
 *   piercing: false,
 *   rule: "D-BTL-4",
 * };
 * describeEvent(battle); // "Player 0 wins the battle 9 to 6."
 * describeEvent({ type: "damage", player: 1, amount: 4, resolve: 16, cause: "battle", rule: "D-BTL-6" }); // "Player 1 takes 4 resolve damage."
 * describeEvent({ type: "unit-recruited", player: 1, card: null, position: "support", faceDown: true }); // "Player 1 sets a Unit face down in Support."
 * describeEvent({ type: "card-moved", card: null, from: "p0/deck", to: "p0/hand" }); // "A card moves from Player 0's deck to their hand."
 * describeEvent({ type: "phase-changed", turn: 6, active: 1, phase: "main" }); // "-- Round 3: Player 1's Main Stage --"
 * ```
 */
export function describeEvent(e: GameEvent): string | undefined {
  const raw: unknown = e;
  if (typeof raw !== "object" || raw === null) return undefined;
  const words = WORDS.get(field(raw, "type"));
  const text = words?.(raw);
  return text === undefined ? undefined : sentence(text);
}
