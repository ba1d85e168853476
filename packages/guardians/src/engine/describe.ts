// Guardians' events in words, for a play-by-play: one sentence per event, totals explained.
import { rollTiedWords, type CardMovedEvent, type GameEvent } from "@rulesmith/core";
import type { GuardiansEvent, GuardiansMatchEvent } from "./events.js";

// ---- Reading fields that may be missing or of the wrong type -------------------------------

function field(o: object, k: string): unknown {
  return Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined;
}

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

function seatOf(v: unknown): number | undefined {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined;
}

/** "Player 0", or "a player" when the seat is missing. */
function player(v: unknown): string {
  const p = seatOf(v);
  return p === undefined ? "a player" : `Player ${p}`;
}

/** A card by its instance id (the CLI writes its name beside it), or `hidden` for a card the viewer may not identify. */
function card(v: unknown, hidden = "a hidden card"): string {
  return typeof v === "string" && v !== "" ? v : hidden;
}

/** "x", "x and y", "x, y and z". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/** "1 card", "2 cards". */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The sentence with its first letter capitalised when it starts with a word ("a hidden card ..."), never a card id. */
function sentence(text: string): string {
  return /^(a|an|the) /.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

const CONDITION_WORDS = new Map<unknown, string>([
  ["poisoned", "Poisoned"],
  ["paralyzed", "Paralyzed"],
  ["confused", "Confused"],
  ["burned", "Burned"],
  ["asleep", "Asleep"],
  ["rushed", "Rushed"],
  ["flying", "Flying"],
  ["frozen", "Frozen"],
]);

function condition(v: unknown): string {
  return CONDITION_WORDS.get(v) ?? "a Special Condition";
}

const TYPE_WORDS = new Map<unknown, string>([
  ["arcane", "Arcane"],
  ["fire", "Fire"],
  ["frost", "Frost"],
  ["holy", "Holy"],
  ["melee", "Melee"],
  ["nature", "Nature"],
  ["ranged", "Ranged"],
  ["shadow", "Shadow"],
]);

const ZONE_WORDS = new Map<string, string>([
  ["guardian", "Guardian slot"],
  ["field", "field"],
  ["row", "row"],
  ["discard", "Discard Pile"],
  ["attack", "Attack Deck"],
  ["deck", "deck"],
  ["hand", "hand"],
  ["drawn", "drawn Attack Cards"],
]);

/** A zone id (`p0/hand`) read as its owner and the zone's name, or undefined for a value that is no zone id. */
function zoneParts(v: unknown): { readonly owner: number | undefined; readonly kind: string; readonly name: string } | undefined {
  if (typeof v !== "string" || v === "") return undefined;
  const m = /^p(\d{1,3})\/([a-z-]+)$/.exec(v);
  if (m === null) return { owner: undefined, kind: v, name: v };
  const kind = m[2] ?? "";
  return { owner: Number(m[1]), kind, name: ZONE_WORDS.get(kind) ?? kind };
}

/** "Player 0's hand"; "their hand" when it is `sameOwnerAs`'s. */
function zone(v: unknown, sameOwnerAs?: number): string | undefined {
  const z = zoneParts(v);
  if (z === undefined) return undefined;
  if (z.owner === undefined) return `the ${z.name}`;
  return z.owner === sameOwnerAs ? `their ${z.name}` : `Player ${z.owner}'s ${z.name}`;
}

/** "3 ATK − 1 prevented by Barriers = 2" when the parts are in the event, else the total alone. */
function total(e: object, parts: readonly (readonly [key: string, words: string, sign: 1 | -1])[], result: number | undefined): string {
  const shown: string[] = [];
  for (const [key, words, sign] of parts) {
    const v = num(field(e, key));
    if (v === undefined || (v === 0 && shown.length > 0)) continue;
    shown.push(`${shown.length === 0 ? "" : sign > 0 ? "+ " : "\u2212 "}${v} ${words}`);
  }
  if (shown.length < 2 || result === undefined) return result === undefined ? "" : String(result);
  return `${shown.join(" ")} = ${result}`;
}

// ---- The words for each event --------------------------------------------------------------

/** An event's own fields (not core's index signature), each read as unknown: a words function names only fields its event has. */
type Fields<T> = { readonly [K in keyof T as string extends K ? never : number extends K ? never : K]?: unknown };

/** Guardians' own events and the core events it words itself. */
type Worded = GuardiansEvent | CardMovedEvent;

type WordsFor = { readonly [K in Worded["type"]]: (e: Fields<Extract<Worded, { readonly type: K }>>) => string };

function firstPlayer(e: Fields<Extract<Worded, { readonly type: "first-player" }>>): string {
  const by = seatOf(e.chosenBy);
  if (by === undefined) return `${player(e.player)} goes first.`;
  return seatOf(e.player) === by ? `Player ${by} chooses to go first.` : `Player ${by} chooses ${player(e.player)} to go first.`;
}

/** Two players toss a coin, three or four roll d6s (G-ENG-8); an event without `by` (older releases) could be either. */
function tossWon(e: Fields<Extract<Worded, { readonly type: "toss-won" }>>): string {
  const won = e.by === "coin" ? "wins the coin toss and chooses" : e.by === "dice" ? "rolls highest and chooses" : "wins the right to choose";
  return `${player(e.player)} ${won} who goes first.`;
}

function retreated(e: Fields<Extract<Worded, { readonly type: "retreated" }>>): string {
  const milled = num(e.milled) ?? 0;
  return `${player(e.player)} retreats ${card(e.card)} to the hand${milled > 0 ? `, milling ${count(milled, "card")} from the deck` : ""}.`;
}

function ability(e: Fields<Extract<Worded, { readonly type: "ability" }>>): string {
  const on = e.target === null || e.target === undefined ? "" : ` on ${card(e.target)}`;
  return `${card(e.card)} uses its ability${on}.`;
}

function attack(e: Fields<Extract<Worded, { readonly type: "attack" }>>): string {
  const atk = num(e.atk);
  const prevented = num(e.prevented) ?? 0;
  const power = atk === undefined ? "" : ` with ${atk} ATK${prevented > 0 ? `, ${prevented} of it prevented by Barriers` : ""}`;
  return `${card(e.attacker)} attacks ${card(e.target)}${power}.`;
}

function selfHit(e: Fields<Extract<Worded, { readonly type: "confused-self-hit" }>>): string {
  const amount = num(e.amount);
  return `${card(e.card)} is Confused and hits itself${amount === undefined ? "" : ` for ${amount} damage`} instead.`;
}

/** What an attack did to each lost condition, as a verb phrase about "it". */
const CATCH_WORDS = new Map<unknown, string>([
  ["asleep", "wakes it up"],
  ["frozen", "thaws it"],
  ["burned", "cures its Burn"],
  ["flying", "grounds it for the rest of the duel"],
]);

function caught(e: Fields<Extract<Worded, { readonly type: "catch" }>>): string {
  const type = TYPE_WORDS.get(e.attackerType);
  const on = `${type === undefined ? "The attack" : `The ${type} attack`} on ${card(e.card)}`;
  const lost: unknown[] = Array.isArray(e.lost) ? (e.lost as unknown[]) : [];
  const flying = lost.includes("flying");
  const healed = lost.filter((c) => c !== "flying" && CONDITION_WORDS.has(c));
  if (e.attackerType === "holy") {
    const heals = healed.length === 0 ? "heals its Special Conditions" : `heals it of ${list(healed.map(condition))}`;
    return `${on} ${flying ? `${heals} and grounds it for the rest of the duel` : heals}.`;
  }
  const phrases = lost.map((c) => CATCH_WORDS.get(c)).filter((p) => p !== undefined);
  return phrases.length === 0 ? `${on} changes its Special Conditions.` : `${on} ${list(phrases)}.`;
}

function guardianBattle(e: Fields<Extract<Worded, { readonly type: "guardian-battle" }>>): string {
  return `${player(e.player)}'s Guardian ${card(e.attacker)} battles ${card(e.target)}: three Attack Cards are drawn and the hand is set aside.`;
}

function attackCardChosen(e: Fields<Extract<Worded, { readonly type: "attack-card-chosen" }>>): string {
  const sum = total(
    e,
    [
      ["base", "Base Damage", 1],
      ["typeDamage", "Type Damage", 1],
      ["prevented", "prevented by Barriers", -1],
    ],
    num(e.damage),
  );
  return `${player(e.player)} chooses the Attack Card ${card(e.card)}${sum === "" ? "" : `: ${sum} damage`}.`;
}

function reshuffled(e: Fields<Extract<Worded, { readonly type: "attack-deck-reshuffled" }>>): string {
  const n = num(e.cards);
  return `${player(e.player)} shuffles ${n === undefined ? "the Attack Cards" : count(n, "Attack Card")} from the Discard Pile back into the Attack Deck.`;
}

function damage(e: Fields<Extract<Worded, { readonly type: "damage" }>>): string {
  const source = e.source;
  const from = source === "poison" ? " from Poison" : source === "burn" ? " from its Burn" : source === "effect" || source === undefined ? "" : ` from ${card(source)}`;
  const amount = num(e.amount);
  const all = num(e.damage);
  return `${card(e.card)} takes ${amount === undefined ? "" : `${amount} `}damage${from}${all === undefined ? "" : ` (${all} damage in all)`}.`;
}

function healed(e: Fields<Extract<Worded, { readonly type: "healed" }>>): string {
  const amount = num(e.amount);
  const left = num(e.damage);
  return `${card(e.card)} heals ${amount === undefined ? "" : `${amount} `}damage${left === undefined ? "" : ` (${left} damage left)`}.`;
}

function atkChanged(e: Fields<Extract<Worded, { readonly type: "atk-changed" }>>): string {
  const n = num(e.amount) ?? 0;
  return `${card(e.card)} gets ${n >= 0 ? "+" : "\u2212"}${Math.abs(n)} ATK this turn.`;
}

const PHASE_WORDS = new Map<unknown, string>([
  ["battle", "Battle Phase"],
  ["action", "Action Phase"],
]);

function extraPhases(e: Fields<Extract<Worded, { readonly type: "extra-phases" }>>): string {
  const phases: unknown[] = Array.isArray(e.phases) ? (e.phases as unknown[]) : [];
  const names = phases.map((p) => PHASE_WORDS.get(p)).filter((p) => p !== undefined);
  if (names.length === 0) return "An extra phase will follow.";
  return `${list(names.map((p) => `an extra ${p}`))} will follow.`;
}

function destroyed(e: Fields<Extract<Worded, { readonly type: "destroyed" }>>): string {
  const owner = seatOf(e.owner);
  return `${card(e.card)} is destroyed and goes to ${owner === undefined ? "its owner's" : `Player ${owner}'s`} Discard Pile.`;
}

function playerOut(e: Fields<Extract<Worded, { readonly type: "player-out" }>>): string {
  const reason = typeof e.reason === "string" && e.reason !== "" ? `: ${e.reason}` : "";
  return `${player(e.player)} is out of the game${reason}.`;
}

function opponentChosen(e: Fields<Extract<Worded, { readonly type: "opponent-chosen" }>>): string {
  return `${player(e.player)} chooses ${player(e.opponent)} as the opponent for ${card(e.card)}.`;
}

function creatureChosen(e: Fields<Extract<Worded, { readonly type: "creature-chosen" }>>): string {
  return `${player(e.player)} chooses ${card(e.creature)} as the creature for ${card(e.card)}.`;
}

function shuffled(e: Fields<Extract<Worded, { readonly type: "zone-shuffled" }>>): string {
  const z = zoneParts(e.zone);
  if (z?.owner === undefined) return z === undefined ? "A deck is shuffled." : `The ${z.name} is shuffled.`;
  return `Player ${z.owner} shuffles their ${z.name}.`;
}

function cardMoved(e: Fields<CardMovedEvent>): string {
  const from = zoneParts(e.from);
  const to = zoneParts(e.to);
  const owner = from?.owner;
  const known = typeof e.card === "string" && e.card !== "";
  if (owner !== undefined && to?.owner === owner) {
    if (from?.kind === "deck" && to.kind === "hand") return `Player ${owner} draws ${known ? card(e.card) : "a card"}.`;
    if (from?.kind === "attack" && to.kind === "drawn") return known ? `Player ${owner} draws ${card(e.card)} from their Attack Deck.` : `Player ${owner} draws an Attack Card.`;
  }
  const what = card(e.card, "a card");
  const fromText = zone(e.from);
  if (e.from === e.to && fromText !== undefined) return `${what} moves within ${fromText}.`;
  const toText = zone(e.to, owner);
  if (fromText !== undefined && toText !== undefined) return `${what} moves from ${fromText} to ${toText}.`;
  if (toText !== undefined) return `${what} moves to ${toText}.`;
  return `${what} moves.`;
}

/** Every Guardians event's words; the record type makes a new event type fail to compile until it has words. */
const WORDS: WordsFor = {
  // The roll's words, not its purpose: this file's lines never show a raw "first-player".
  "roll-tied": (e) => rollTiedWords("roll for the first player", e.faces, e.players),
  "toss-won": tossWon,
  "first-player": firstPlayer,
  placed: (e) => `${player(e.player)} places ${card(e.card)}.`,
  sneaked: (e) => `${player(e.player)} Sneaks ${card(e.card)} onto the field.`,
  tribute: (e) => `${card(e.card)} is sent to the Discard Pile as a tribute.`,
  retreated,
  ability,
  attack,
  "confused-self-hit": selfHit,
  catch: caught,
  "guardian-battle": guardianBattle,
  "attack-card-chosen": attackCardChosen,
  "attack-deck-reshuffled": reshuffled,
  damage,
  healed,
  condition: (e) => `${card(e.card)} is ${condition(e.condition)}.`,
  "condition-ignored": (e) => `${card(e.card)} is a Guardian and cannot be ${condition(e.condition)}.`,
  cured: (e) => `${card(e.card)} is cured of its Special Conditions.`,
  "atk-changed": atkChanged,
  "rush-ends": (e) => `${card(e.card)} is no longer Rushed.`,
  "extra-phases": extraPhases,
  destroyed,
  // A met Quest stays in the row and may pay again at the next End Phase (G-AMB-37): "completes" read as if it left.
  "quest-completed": (e) => `${player(e.player)} meets the requirement of the Quest ${card(e.card)} and gets its reward; the Quest stays in play until its Turn Count runs out.`,
  "quest-expired": (e) => `the Quest ${card(e.card)} runs out and goes to the Discard Pile.`,
  discarded: (e) => `${player(e.player)} discards ${card(e.card)} down to the hand limit.`,
  "player-out": playerOut,
  "opponent-chosen": opponentChosen,
  "creature-chosen": creatureChosen,
  "zone-shuffled": shuffled,
  "card-moved": cardMoved,
};

const TABLE = new Map<unknown, (e: object) => string>(Object.entries(WORDS) as [string, (e: object) => string][]);

/**
 * A one-sentence English description of a Guardians event for a play-by-play, or `undefined`
 * for a core event a client already words well on its own (coin flips and die rolls, real-dice
 * requests, phase changes, the end of the match) or an event that is not Guardians'.
 *
 * Implements no rule: it only words events for people.
 *
 * @remarks
 * Every event of {@link GuardiansEvent} gets a sentence, and so does core's `card-moved`, with
 * the zones in words ("Player 0 draws c46.", "c28 moves from Player 0's hand to their field.").
 * Cards are named by instance id (`c12`); a client that knows the card's name writes it in (the
 * CLI's play-by-play turns `c12 is destroyed ...` into `Ember Imp (c12) is destroyed ...`). No
 * sentence puts an id right after an opening bracket or before `'s`, so that replacement
 * always applies. A card the viewer may not identify (`null`) reads "a hidden card" (or "a
 * card"). The parameter is typed as {@link GuardiansMatchEvent} for a client that narrows on it,
 * but any core event is taken (what `ruleset.viewEvents` returns, say): a field that is missing
 * or of the wrong type is left out of the sentence, and this function never throws.
 *
 * @param e - An event from `ruleset.apply`, as the viewer sees it.
 * @returns The sentence, or `undefined`.
 * @example
 * ```ts
 * import { describeEvent } from "@rulesmith/guardians";
 * describeEvent({ type: "damage", card: "c4", amount: 3, damage: 5, source: "c9" });
 * // "c4 takes 3 damage from c9 (5 damage in all)."
 * describeEvent({ type: "attack-card-chosen", player: 0, card: "c12", base: 3, typeDamage: 2, prevented: 1, damage: 4, rule: "G-ATKC-1" });
 * // "Player 0 chooses the Attack Card c12: 3 Base Damage + 2 Type Damage − 1 prevented by Barriers = 4 damage."
 * describeEvent({ type: "zone-shuffled", zone: "p1/attack" }); // "Player 1 shuffles their Attack Deck."
 * describeEvent({ type: "card-moved", card: null, from: "p0/deck", to: "p0/hand" }); // "Player 0 draws a card."
 * describeEvent({ type: "dice-rolled", kind: "coin", count: 1, sides: 2, purpose: "confusion check", player: 0, faces: [1], source: "seeded" }); // undefined
 * ```
 */
export function describeEvent(e: GuardiansMatchEvent | GameEvent): string | undefined {
  const raw: unknown = e;
  if (typeof raw !== "object" || raw === null) return undefined;
  const words = TABLE.get(field(raw, "type"));
  return words === undefined ? undefined : sentence(words(raw));
}
