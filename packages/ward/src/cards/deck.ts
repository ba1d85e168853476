import * as v from "valibot";
import { clipMessage, err, excerpt, issueSentence, ok, own, readCardPool, ruleError, schemaFieldNames, screenData, thrownText, type Result, type RuleError } from "@rulesmith/core";
import type { Card, CardSet } from "./cards.js";

/**
 * The number of cards in every Ward deck: no more, no less.
 *
 * Implements W-QS.1-1, W-QS.9-1, W-2.1.1-1.
 *
 * @example
 * ```ts
 * import { DECK_SIZE } from "@rulesmith/ward";
 * DECK_SIZE; // 30
 * ```
 */
export const DECK_SIZE = 30;

/**
 * The most copies of one card name a deck may hold (1 for a Limited card in official play).
 *
 * Implements W-QS.9-3, W-3.2.1-1.
 *
 * @example
 * ```ts
 * import { MAX_COPIES } from "@rulesmith/ward";
 * MAX_COPIES; // 3
 * ```
 */
export const MAX_COPIES = 3;

/**
 * One line of a deck list: a card id and how many copies.
 *
 * @example
 * ```ts
 * import type { DeckEntry } from "@rulesmith/ward";
 * const e: DeckEntry = { id: "bear-wolf", count: 3 };
 * ```
 */
export interface DeckEntry {
  /** The card id. */
  readonly id: string;
  /** How many copies. */
  readonly count: number;
}

/**
 * A deck list: a name and its lines.
 *
 * @example
 * ```ts
 * import type { DeckList } from "@rulesmith/ward";
 * const d: DeckList = { name: "My deck", cards: [{ id: "bear-wolf", count: 3 }] };
 * ```
 */
export interface DeckList {
  /** The deck's name. */
  readonly name: string;
  /** Its lines. */
  readonly cards: readonly DeckEntry[];
}

/**
 * How to judge a deck.
 *
 * - `format`: `"official"` enforces the Banned and Limited lists as errors; `"casual"`
 *   (default) allows those cards and only warns (W-3.2.2-1, W-3.2.3-1).
 * - `banned` / `limited`: card names (or ids) from the current Banned and Limited List, which
 *   the rulebook keeps outside the game (rule 3.2.2); empty by default.
 *
 * @example
 * ```ts
 * import type { DeckOptions } from "@rulesmith/ward";
 * const o: DeckOptions = { format: "official", banned: ["Behemoth"], limited: ["Backstab"] };
 * ```
 */
export interface DeckOptions {
  /** `"casual"` (default) or `"official"`. */
  readonly format?: "casual" | "official";
  /** Names (or ids) on the Banned list. */
  readonly banned?: readonly string[];
  /** Names (or ids) on the Limited list. */
  readonly limited?: readonly string[];
}

/**
 * What {@link validateDeck} found: `legal` is `true` when there is no error; `errors` break the
 * deck rules, `warnings` are advice (the recommended mix, listed cards in casual play).
 * Each entry is a {@link RuleError} with a stable code and the rule ID.
 *
 * @example
 * ```ts
 * import type { DeckReport } from "@rulesmith/ward";
 * function show(r: DeckReport) { return [...r.errors, ...r.warnings].map((e) => `${e.rule ?? ""} ${e.message}`); }
 * ```
 */
export interface DeckReport {
  /** `true` when there is no error. */
  readonly legal: boolean;
  /** Broken deck rules. */
  readonly errors: readonly RuleError[];
  /** Advice. */
  readonly warnings: readonly RuleError[];
}

const deckSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  cards: v.array(v.strictObject({ id: v.pipe(v.string(), v.minLength(1)), count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
});

/** A path as `deck/malformed` details write it: `.cards[0].id`. */
function detailsPath(keys: readonly unknown[]): string {
  return keys.map((k) => (typeof k === "number" ? `[${k}]` : `.${String(k)}`)).join("");
}

function listed(list: readonly string[] | undefined, card: Card): boolean {
  if (list === undefined) return false;
  const name = card.name.toLowerCase();
  const id = card.id.toLowerCase();
  for (const entry of list) {
    const e = entry.toLowerCase();
    if (e === name || e === id) return true;
  }
  return false;
}

function band(count: number, min: number, max: number): boolean {
  return count >= min && count <= max;
}

/**
 * Checks a deck list against the deck rules and reports every problem at once:
 *
 * - errors: malformed list (`deck/malformed`), unknown card (`deck/unknown-card`), not exactly
 *   30 cards (`deck/size`), more than 3 copies of one name (`deck/copies`), and in official
 *   play a banned card (`deck/banned`) or more than one copy of a limited card
 *   (`deck/limited`); and for bad arguments, a card pool that is not a card set or a list of
 *   cards (`deck/bad-cards`), options that are not `{ format, banned, limited }`
 *   (`deck/bad-options`), or a value whose reading threw (`deck/unreadable`);
 * - warnings: fewer than 8 or more than 12 creatures (`deck/creature-mix`), fewer than 18 or
 *   more than 22 magics (`deck/magic-mix`), and in casual play banned or over-limit cards.
 *
 * Copies are counted by card name, across ids (rule 3.2.1). Hybrid magics count as magics.
 *
 * Implements W-QS.1-1, W-QS.9-1, W-QS.9-2, W-QS.9-3, W-3.1.1.1-1, W-3.1.1.2-1, W-3.2.1-1,
 * W-3.2.2-1, W-3.2.3-1, W-18.5-1, W-18.23-1.
 *
 * @param deck - The deck list, from anywhere (it is validated).
 * @param cards - The card set (or list of cards) that the ids refer to.
 * @param options - Format and Banned / Limited lists; casual with empty lists by default.
 * @returns The report; it never throws, whatever its arguments.
 * @example
 * ```ts
 * import { validateDeck, sampleCardSet, starterDecks } from "@rulesmith/ward";
 * const report = validateDeck(starterDecks[0], sampleCardSet);
 * report.legal; // true
 * validateDeck({ name: "tiny", cards: [{ id: "bear-wolf", count: 4 }] }, sampleCardSet).errors.map((e) => e.code);
 * // ["deck/size", "deck/copies"]
 * validateDeck(starterDecks[0], undefined as never).errors.map((e) => e.code); // ["deck/bad-cards"]
 * ```
 */
export function validateDeck(deck: unknown, cards: CardSet | readonly Card[], options: DeckOptions = {}): DeckReport {
  try {
    return checkDeck(deck, cards, options);
  } catch (e) {
    const error = ruleError("deck/unreadable", clipMessage(`The deck list, its cards or its options could not be read: reading them threw ${thrownText(e)}.`));
    return { legal: false, errors: [error], warnings: [] };
  }
}

/** At most this many cards in the card pool. */
const MAX_POOL = 10_000;

/** A card of the pool as {@link validateDeck} reads it (an object with a string `id` and `name` and a `kind`), or `null`. */
function poolCard(items: readonly unknown[], i: number): Card | null {
  const c = items[i];
  const shaped = typeof c === "object" && c !== null && typeof own(c, "id") === "string" && typeof own(c, "name") === "string" && (own(c, "kind") === "creature" || own(c, "kind") === "magic");
  return shaped ? (c as Card) : null;
}

/** The options, or why they are not `{ format, banned, limited }`. */
function readOptions(options: unknown): Result<DeckOptions> {
  if (options === undefined) return ok({});
  const bad = (message: string): Result<DeckOptions> => err(ruleError("deck/bad-options", clipMessage(message)));
  if (typeof options !== "object" || options === null || Array.isArray(options)) return bad(`The deck options are an object such as { format: "official" }, not ${excerpt(options)}.`);
  for (const key of Object.keys(options)) {
    if (key !== "format" && key !== "banned" && key !== "limited") return bad(`Unknown deck option ${excerpt(key)}; the options are format, banned and limited.`);
  }
  const format = own(options, "format");
  if (format !== undefined && format !== "casual" && format !== "official") return bad(`The deck option format is "casual" or "official", not ${excerpt(format)}.`);
  for (const key of ["banned", "limited"] as const) {
    const list = own(options, key);
    if (list !== undefined && !(Array.isArray(list) && list.every((x) => typeof x === "string"))) return bad(`The deck option ${key} is a list of card names or ids, not ${excerpt(list)}.`);
  }
  return ok(options as DeckOptions);
}

function checkDeck(deck: unknown, cards: unknown, given: unknown): DeckReport {
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  // The schema reads the plain copy, never the list itself: no getter or proxy trap runs, and
  // one whose trap throws is a deck/malformed error, not a throw.
  const screened = screenData(deck, { what: "the deck list" });
  if (screened.problems.length > 0) {
    for (const p of screened.problems) errors.push(ruleError("deck/malformed", `Deck list: ${p.message}`, { details: { path: detailsPath(p.path) } }));
    return { legal: false, errors, warnings };
  }
  const parsed = v.safeParse(deckSchema, screened.copy, { abortEarly: false });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = detailsPath((issue.path ?? []).map((p) => p.key));
      const words = issueSentence(issue, path.replace(/^\./, ""), schemaFieldNames(deckSchema), "the deck list");
      errors.push(ruleError("deck/malformed", `Deck list: ${words}.`, { details: { path } }));
    }
    return { legal: false, errors, warnings };
  }
  const read = readOptions(given);
  if (!read.ok) return { legal: false, errors: [read.error], warnings };
  const options = read.value;
  // The pool is read as in every game (core's readCardPool): a set or a list of at most 10,000 cards.
  const pool = readCardPool(cards, poolCard, MAX_POOL);
  if (pool.problem !== undefined) errors.push(pool.problem);
  if (!pool.listed) return { legal: false, errors, warnings };
  const byId = pool.byId;

  const official = options.format === "official";
  let total = 0;
  let creatures = 0;
  let magics = 0;
  const byName = new Map<string, { card: Card; count: number }>();
  for (const entry of parsed.output.cards) {
    total += entry.count;
    const card = byId.get(entry.id);
    if (card === undefined) {
      errors.push(ruleError("deck/unknown-card", `The deck lists "${entry.id}", which is not in the card set.`, { details: { id: entry.id } }));
      continue;
    }
    if (card.kind === "creature") creatures += entry.count;
    else magics += entry.count;
    const key = card.name.toLowerCase();
    const seen = byName.get(key);
    if (seen === undefined) byName.set(key, { card, count: entry.count });
    else seen.count += entry.count;
  }

  if (total !== DECK_SIZE) {
    errors.push(
      ruleError("deck/size", `A deck has exactly ${DECK_SIZE} cards, no more, no less; this one has ${total}.`, {
        rule: "W-QS.9-1",
        details: { expected: DECK_SIZE, got: total },
      }),
    );
  }
  for (const { card, count } of byName.values()) {
    if (count > MAX_COPIES) {
      errors.push(
        ruleError("deck/copies", `A deck may hold at most ${MAX_COPIES} copies of "${card.name}"; this one has ${count}.`, {
          rule: "W-3.2.1-1",
          details: { name: card.name, max: MAX_COPIES, got: count },
        }),
      );
    }
    if (listed(options.banned, card)) {
      const msg = `"${card.name}" is on the Banned list`;
      if (official) errors.push(ruleError("deck/banned", `${msg}: it is not allowed in official play.`, { rule: "W-18.5-1", details: { name: card.name } }));
      else warnings.push(ruleError("deck/banned", `${msg}; it is allowed in casual play but not in official play.`, { rule: "W-3.2.3-1", details: { name: card.name } }));
    } else if (count > 1 && listed(options.limited, card)) {
      const msg = `"${card.name}" is on the Limited list (one copy in official play); this deck has ${count}`;
      if (official) errors.push(ruleError("deck/limited", `${msg}.`, { rule: "W-18.23-1", details: { name: card.name, max: 1, got: count } }));
      else warnings.push(ruleError("deck/limited", `${msg}; that is fine in casual play.`, { rule: "W-3.2.3-1", details: { name: card.name, max: 1, got: count } }));
    }
  }
  if (!band(creatures, 8, 12)) {
    warnings.push(
      ruleError("deck/creature-mix", `The recommended mix is 8 to 12 creatures; this deck has ${creatures}.`, {
        rule: "W-QS.9-2",
        details: { min: 8, max: 12, got: creatures },
      }),
    );
  }
  if (!band(magics, 18, 22)) {
    warnings.push(
      ruleError("deck/magic-mix", `The recommended mix is 18 to 22 magics; this deck has ${magics}.`, {
        rule: "W-QS.9-2",
        details: { min: 18, max: 22, got: magics },
      }),
    );
  }
  return { legal: errors.length === 0, errors, warnings };
}
