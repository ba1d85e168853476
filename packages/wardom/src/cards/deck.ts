/**
 * Deck validation: every problem at once as errors, advice as warnings, each with its rule ID.
 */
import { clipMessage, dataPathText, excerpt, own, readCardPool, ruleError, screenData, thrownText, type RuleError } from "@rulesmith/core";
import type { Card, CardSet } from "./cards.js";
import { CARD_TYPES } from "./vocabulary.js";
import { DECK_MAX, DECK_MIN, MAX_COPIES } from "../rules/limits.js";
import { isLegalWager } from "../rules/wager.js";

/**
 * A deck list: card ids (of a card set) with counts.
 *
 * @example
 * ```ts
 * import type { DeckList } from "@rulesmith/wardom";
 * const d: DeckList = { name: "Mine", cards: [{ id: "ember-squire", count: 4 }] };
 * ```
 */
export interface DeckList {
  /** The deck's name, shown to people; no rule uses it. */
  readonly name: string;
  /** The entries of the deck: 40 to 60 cards in all (D-DECK-1). */
  readonly cards: readonly {
    /** Card definition id, from the card set the deck is checked against. */
    readonly id: string;
    /** Copies of that card, a whole number from 1; at most 4 per card name (D-DECK-2, D-AMB-48). */
    readonly count: number;
  }[];
}

/**
 * The result of {@link validateDeck}: `legal` when there are no errors; `size` is the number of
 * cards counted; `errors` make the deck illegal; `warnings` are advice.
 *
 * @example
 * ```ts
 * import type { DeckReport } from "@rulesmith/wardom";
 * function show(r: DeckReport) { return r.legal ? "legal" : r.errors.map((e) => e.message).join("\n"); }
 * ```
 */
export interface DeckReport {
  /** `true` when `errors` is empty: the deck may be played. */
  readonly legal: boolean;
  /** Cards counted: the sum of the counts of the well-formed entries, unknown ids included. */
  readonly size: number;
  /** Every problem that makes the deck illegal (`deck/...` codes, with rule IDs where a rule is broken). */
  readonly errors: readonly RuleError[];
  /** Advice that does not make the deck illegal (few Units, few wagers, illustrative cards, repeated entries). */
  readonly warnings: readonly RuleError[];
}

/**
 * Options of deck validation: the size range and copy limit (defaults 40, 60 and 4) and the
 * fewest Units below which a warning is given (default 12).
 *
 * @example
 * ```ts
 * import type { DeckOptions } from "@rulesmith/wardom";
 * const o: DeckOptions = { minUnits: 15 };
 * ```
 */
export interface DeckOptions {
  /** Fewest cards in a deck; default 40 (D-DECK-1). */
  readonly minSize?: number;
  /** Most cards in a deck; default 60 (D-DECK-1). */
  readonly maxSize?: number;
  /** Most copies of one card, counted by name; default 4 (D-DECK-2, D-AMB-48). */
  readonly maxCopies?: number;
  /** Fewest Units before a `deck/few-units` warning is given; default 12 (advice, not a rule). */
  readonly minUnits?: number;
}

/** The largest count one entry may give; with at most {@link MAX_ENTRIES} entries, sizes stay exact. */
const MAX_ENTRY_COUNT = 10_000;

/** The most cards the card pool may hold, as in every game. */
const MAX_CARDS = 10_000;

/** The most entries a deck list may hold: a legal deck has at most 60. */
const MAX_ENTRIES = 1_000;

type Limits = Required<DeckOptions>;

const OPTION_KEYS = ["minSize", "maxSize", "maxCopies", "minUnits"] as const;

const OPTION_NAMES: ReadonlySet<string> = new Set(OPTION_KEYS);

const TYPES: ReadonlySet<string> = new Set(CARD_TYPES);

/**
 * Validates a deck against a card pool (a card set or a list of cards) and reports every
 * problem at once.
 *
 * Errors: `deck/malformed` (the deck list is not `{ name, cards: [...] }` of plain JSON, or it
 * holds more than 1,000 entries), `deck/bad-entry` (an entry that is not `{ id, count }` with a
 * count that is a whole number from 1 to 10,000), `deck/unknown-card`, `deck/size` (D-DECK-1:
 * 40 to 60 cards), `deck/copies` (D-DECK-2: at most 4 copies of a card, counted by name,
 * D-AMB-48), `deck/bad-cards` (the card pool is not a {@link CardSet} or a list of at most
 * 10,000 cards, or some of its entries are not cards: read by core's `readCardPool`, as in
 * every game; the deck is still checked against the cards that are), `deck/bad-options` (an
 * unknown option, one that is not a whole number from 0, or `minSize` above `maxSize`),
 * `deck/unreadable` (a proxy threw while it was read).
 * Warnings: `deck/repeated-entry` (the same id listed twice; counts are added), `deck/few-units`
 * (fewer Units than `minUnits`), `deck/few-wagers` (fewer than 8 cards that can be wagered, D-WIN-3),
 * `deck/illustrative` (the deck uses illustrative cards, not published card text, D-RULING-2).
 *
 * Implements D-DECK-1, D-DECK-2, D-AMB-48, D-WAGER-3.
 *
 * @remarks
 * It never throws, whatever its arguments: a deck list from outside is checked as
 * {@link parseCardSet} checks card data (plain JSON, at most 32 levels deep, 50,000 values and
 * 10,000 characters in a string), so a call takes well under 100 ms on any input. Of each card
 * it reads only `id`, `name`, `type`, `illustrative` and `trueRecruit`; check card data from
 * outside with {@link parseCardSet} first.
 *
 * @param deck - The deck list, from anywhere (it is validated).
 * @param cards - The card set (or list of cards) the ids refer to, at most 10,000 cards.
 * @param options - Size range, copy limit, Unit advice threshold.
 * @returns The report: `legal` is `false` whenever there is an error.
 * @example
 * ```ts
 * import { validateDeck, sampleCards, sampleCardSet, starterDecks } from "@rulesmith/wardom";
 * validateDeck(starterDecks[0], sampleCards).legal; // true
 * validateDeck(starterDecks[0], sampleCardSet).legal; // true
 * validateDeck({ name: "Tiny", cards: [{ id: "ember-squire", count: 5 }] }, sampleCards).errors.map((e) => e.code);
 * // ["deck/size", "deck/copies"]
 * validateDeck(null, sampleCards).errors.map((e) => e.code); // ["deck/malformed"]
 * validateDeck(starterDecks[0], null as never).errors[0]?.message;
 * // "The card pool is a card set { name, cards } or a list of cards, not null."
 * ```
 */
export function validateDeck(deck: unknown, cards: CardSet | readonly Card[], options: DeckOptions = {}): DeckReport {
  try {
    return checkDeck(deck, cards, options);
  } catch (e) {
    return refused(ruleError("deck/unreadable", clipMessage(`The deck list, its cards or its options could not be read: reading them threw ${thrownText(e)}.`)));
  }
}

function refused(...errors: readonly RuleError[]): DeckReport {
  return { legal: false, size: 0, errors, warnings: [] };
}

function checkDeck(deck: unknown, cards: unknown, options: DeckOptions): DeckReport {
  const limits = readOptions(options);
  if (Array.isArray(limits)) return refused(...limits);
  const list = readDeckList(deck);
  if ("errors" in list) return refused(...list.errors);
  const entries = list.entries;
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  // The pool is read as in every game (core's readCardPool): a set or a list of at most 10,000
  // cards. A pool that is no list leaves no card to check against: each entry is then unknown.
  const pool = readCardPool(cards, poolCard, MAX_CARDS);
  if (pool.problem !== undefined) errors.push(pool.problem);
  const byId = pool.byId;
  const byName = new Map<string, number>();
  const seenIds = new Set<string>();
  let size = 0;
  let units = 0;
  let wagers = 0;
  let illustrative = 0;
  for (let i = 0; i < entries.length; i++) {
    const entry = readEntry(entries[i], i);
    if ("code" in entry) {
      errors.push(entry);
      continue;
    }
    const { id, count } = entry;
    if (seenIds.has(id)) warnings.push(ruleError("deck/repeated-entry", clipMessage(`${id} is listed more than once; the counts are added.`), { rule: "D-DECK-2", details: { id } }));
    seenIds.add(id);
    const card = byId.get(id);
    size += count;
    if (card === undefined) {
      errors.push(ruleError("deck/unknown-card", clipMessage(`No card has the id ${id}.`), { details: { index: i, id } }));
      continue;
    }
    byName.set(card.name, (byName.get(card.name) ?? 0) + count);
    if (card.type === "unit") units += count;
    if (isLegalWager({ card, trueRecruited: false })) wagers += count;
    if (card.illustrative) illustrative += count;
  }
  const { minSize, maxSize, maxCopies, minUnits } = limits;
  if (size < minSize || size > maxSize) {
    errors.push(
      ruleError("deck/size", `A deck has ${minSize} to ${maxSize} cards; this one has ${size}.`, {
        rule: "D-DECK-1",
        details: { size, min: minSize, max: maxSize },
      }),
    );
  }
  for (const [name, copies] of byName) {
    if (copies > maxCopies) {
      errors.push(
        ruleError("deck/copies", clipMessage(`A deck may hold at most ${maxCopies} copies of ${name}; this one has ${copies}.`), {
          rule: "D-DECK-2",
          details: { name, copies, max: maxCopies },
        }),
      );
    }
  }
  if (units < minUnits) {
    warnings.push(ruleError("deck/few-units", `The deck has ${units} Units; ${minUnits} or more keep the line filled.`, { rule: "D-UNIT-1", details: { units } }));
  }
  if (wagers < 8) {
    warnings.push(
      ruleError("deck/few-wagers", `Only ${wagers} cards can be wagered; a player who cannot wager loses.`, { rule: "D-WIN-3", details: { wagers } }),
    );
  }
  if (illustrative > 0) {
    warnings.push(
      ruleError("deck/illustrative", `${illustrative} cards of the deck are illustrative (invented), not printed cards.`, { rule: "D-RULING-2", details: { illustrative } }),
    );
  }
  return { legal: errors.length === 0, size, errors, warnings };
}

/** The options with their defaults, or why they cannot be used. */
function readOptions(options: unknown): Limits | RuleError[] {
  const limits: { -readonly [K in keyof Limits]: number } = { minSize: DECK_MIN, maxSize: DECK_MAX, maxCopies: MAX_COPIES, minUnits: 12 };
  if (options === undefined) return limits;
  const bad = (message: string, field: string): RuleError[] => [ruleError("deck/bad-options", clipMessage(message), { details: { field } })];
  const proto: unknown = typeof options === "object" && options !== null ? Object.getPrototypeOf(options) : undefined;
  if (typeof options !== "object" || options === null || (proto !== Object.prototype && proto !== null)) return bad(`The deck options are a plain object such as { minSize: 40 }, not ${excerpt(options)}.`, "");
  const unknown = Object.keys(options).find((k) => !OPTION_NAMES.has(k));
  if (unknown !== undefined) return bad(`Unknown deck option "${unknown}"; the options are ${OPTION_KEYS.join(", ")}.`, unknown);
  for (const key of OPTION_KEYS) {
    const d = Object.getOwnPropertyDescriptor(options, key);
    if (d === undefined) continue;
    if (!("value" in d)) return bad(`The deck option ${key} is a getter or setter; options hold plain values.`, key);
    const n: unknown = d.value;
    if (n === undefined) continue;
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) return bad(`The deck option ${key} is a whole number from 0, not ${excerpt(n)}.`, key);
    limits[key] = n;
  }
  if (limits.minSize > limits.maxSize) return bad(`The deck option minSize (${limits.minSize}) is above maxSize (${limits.maxSize}).`, "minSize");
  return limits;
}

/** The entries of a deck list, or why it is not one. */
function readDeckList(list: unknown): { readonly entries: readonly unknown[] } | { readonly errors: readonly RuleError[] } {
  const malformed = (message: string, path: string): RuleError => ruleError("deck/malformed", clipMessage(message), { details: { path } });
  // Everything below reads the plain copy, never the list itself: no getter or proxy trap runs again.
  const screened = screenData(list, { what: "the deck list" });
  if (screened.problems.length > 0) return { errors: screened.problems.map((p) => malformed(p.message, dataPathText(p.path, "dots"))) };
  const deck = screened.copy;
  if (typeof deck !== "object" || deck === null || Array.isArray(deck)) return { errors: [malformed(`A deck list is an object { name, cards }, not ${excerpt(deck)}.`, "")] };
  const errors: RuleError[] = [];
  if (typeof own(deck, "name") !== "string") errors.push(malformed("A deck list needs a name (a string).", "name"));
  for (const key of Object.keys(deck)) if (key !== "name" && key !== "cards") errors.push(malformed(`Unknown field "${key}" in the deck list.`, key));
  const cards = own(deck, "cards");
  if (!Array.isArray(cards)) errors.push(malformed("A deck list needs a cards array of { id, count } entries.", "cards"));
  else if (cards.length > MAX_ENTRIES) errors.push(malformed(`A deck list holds at most ${MAX_ENTRIES.toLocaleString("en")} entries, not ${cards.length.toLocaleString("en")}.`, "cards"));
  if (errors.length > 0 || !Array.isArray(cards)) return { errors };
  return { entries: cards };
}

/** One entry of a screened copy of a deck list, or why it is not `{ id, count }`. */
function readEntry(entry: unknown, i: number): { readonly id: string; readonly count: number } | RuleError {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    return ruleError("deck/bad-entry", `Entry ${i} is not an { id, count } object.`, { details: { index: i } });
  }
  const id = own(entry, "id");
  const count = own(entry, "count");
  const extra = Object.keys(entry).find((k) => k !== "id" && k !== "count");
  if (typeof id !== "string") return ruleError("deck/bad-entry", `Entry ${i} has no card id.`, { details: { index: i } });
  if (extra !== undefined) return ruleError("deck/bad-entry", clipMessage(`Entry ${i} (${id}) has an unknown field "${extra}".`), { details: { index: i, id, field: extra } });
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_ENTRY_COUNT) {
    return ruleError("deck/bad-entry", clipMessage(`Entry ${i} (${id}) needs a count that is a whole number from 1 to ${MAX_ENTRY_COUNT.toLocaleString("en")}.`), {
      details: { index: i, id },
    });
  }
  return { id, count };
}

/**
 * Item `i` of the card pool as {@link validateDeck} reads it: the card when it is shaped like
 * one (an object with a string `id` and `name`, a card `type`, a boolean `illustrative` and, if
 * any, a `trueRecruit` object), or `null`, which core's `readCardPool` reports as
 * `deck/bad-cards`.
 */
function poolCard(items: readonly unknown[], i: number): Card | null {
  const card = items[i];
  return isCardShaped(card) ? (card as Card) : null;
}

/** Whether a value has the fields of a card that {@link validateDeck} reads, as own data properties; `false` when it cannot be read. */
function isCardShaped(value: unknown): boolean {
  try {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    const type = dataField(value, "type");
    const trueRecruit = dataField(value, "trueRecruit");
    return (
      typeof dataField(value, "id") === "string" &&
      typeof dataField(value, "name") === "string" &&
      typeof type === "string" &&
      TYPES.has(type) &&
      typeof dataField(value, "illustrative") === "boolean" &&
      (trueRecruit === undefined || (typeof trueRecruit === "object" && trueRecruit !== null))
    );
  } catch {
    return false;
  }
}

/**
 * An own data property of a card from the caller's list (which is not screened: it holds up to
 * 10,000 parsed cards), read by its descriptor so that a getter does not run; a getter reads as
 * `undefined`. May throw only for a proxy whose trap throws.
 */
function dataField(value: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(value, key);
  return d === undefined ? undefined : (d.value as unknown);
}
