// Cards from outside, read the same way in every game: the card pool a game's validateDeck checks
// a deck against, and the cards a match config carries.
import { ruleError, type RuleError } from "./errors.js";
import { clipMessage, valueKind } from "./outside-data.js";

/**
 * What {@link readCardPool} needs of what a game reads of a card: its id.
 *
 * @example
 * ```ts
 * import type { PoolCard } from "@rulesmith/core";
 * const card: PoolCard = { id: "bear-wolf" };
 * ```
 */
export interface PoolCard {
  /** The card's id, unique in the pool. */
  readonly id: string;
}

/**
 * What {@link readCardPool} read: the cards by id and, when something was wrong, the problem.
 *
 * @typeParam T - What the game reads of a card.
 * @example
 * ```ts
 * import type { CardPool } from "@rulesmith/core";
 * const ids = (pool: CardPool<{ id: string }>) => [...pool.byId.keys()];
 * ```
 */
export interface CardPool<T> {
  /** The cards that could be read, by id (empty when the pool itself is not a list of cards). */
  readonly byId: ReadonlyMap<string, T>;
  /** `deck/bad-cards` when the pool is not a card set or a list of cards, is too long, or holds values that are not cards; else `undefined`. */
  readonly problem: RuleError | undefined;
  /** Whether the pool is a list (of a card set or given as one) within the limit: `false` when `byId` is empty because nothing could be read at all. */
  readonly listed: boolean;
}

/**
 * Reads the card pool of a deck check: a card set `{ name, cards }` or a list of cards, at most
 * `max` of them. `read` gives what the game needs of one item, or `null` when the item is not
 * shaped like a card; those are left out and reported once, with their places. The set's
 * `cards` field is read by its property descriptor, so no getter runs.
 *
 * @remarks
 * A proxy whose traps throw makes `read` (or the reading of `cards`) throw: callers run it
 * where they turn a throw into their `deck/unreadable` refusal.
 *
 * @typeParam T - What the game reads of a card (with its `id`).
 * @param cards - Anything.
 * @param read - Reads item `i` of the list, or returns `null` when it is not a card.
 * @param max - The most cards taken.
 * @returns The cards by id, and the problem if any.
 * @example
 * ```ts
 * import { readCardPool } from "@rulesmith/core";
 * const read = (items: readonly unknown[], i: number) => {
 *   const c = items[i];
 *   return typeof c === "object" && c !== null && typeof (c as { id?: unknown }).id === "string" ? (c as { id: string }) : null;
 * };
 * readCardPool({ name: "set", cards: [{ id: "a" }, 7] }, read, 100).problem?.message;
 * // "1 of the 2 cards of the card pool is not a card (the first: #1); parse card data with parseCardSet."
 * readCardPool(null, read, 100).problem?.message; // "The card pool is a card set { name, cards } or a list of cards, not null."
 * ```
 */
export function readCardPool<T extends PoolCard>(cards: unknown, read: (items: readonly unknown[], i: number) => T | null, max: number): CardPool<T> {
  const byId = new Map<string, T>();
  let list: unknown = cards;
  const proto: unknown = typeof cards === "object" && cards !== null && !Array.isArray(cards) ? Object.getPrototypeOf(cards) : undefined;
  // Only a plain object is a card set: a Map or a class instance with a `cards` field is not.
  if (proto === Object.prototype || proto === null) {
    const field = Object.getOwnPropertyDescriptor(cards, "cards");
    list = field !== undefined && "value" in field ? (field.value as unknown) : undefined;
  }
  if (!Array.isArray(list)) {
    return { byId, listed: false, problem: ruleError("deck/bad-cards", clipMessage(`The card pool is a card set { name, cards } or a list of cards, not ${valueKind(cards)}.`)) };
  }
  const items: readonly unknown[] = list;
  if (items.length > max) {
    return { byId, listed: false, problem: ruleError("deck/bad-cards", `The card pool holds ${items.length.toLocaleString("en")} cards; at most ${max.toLocaleString("en")}.`) };
  }
  const bad: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const card = read(items, i);
    if (card === null) bad.push(i);
    else byId.set(card.id, card);
  }
  const first = bad[0];
  if (first === undefined) return { byId, listed: true, problem: undefined };
  const message = `${bad.length} of the ${items.length} cards of the card pool ${bad.length === 1 ? "is" : "are"} not a card (the first: #${first}); parse card data with parseCardSet.`;
  return { byId, listed: true, problem: ruleError("deck/bad-cards", message, { details: { indices: bad.slice(0, 10) } }) };
}

/**
 * The card set a match config's `cards` stands for, as a game's `parseCardSet` reads it: a
 * plain list of cards is the set `{ name: "config cards", cards }`, and anything else (a card
 * set, or a value that is neither, for the parser to refuse) is itself. Every game reads its
 * config's `cards` through it, so that a list and a set of the same cards give the same match;
 * the conformance kit's `"config-cards"` check holds a ruleset to that.
 *
 * @param cards - A config's `cards` field, unchecked.
 * @returns What to give the game's card-set parser.
 * @example
 * ```ts
 * import { configCardSet } from "@rulesmith/core";
 * configCardSet([{ id: "a" }]); // { name: "config cards", cards: [{ id: "a" }] }
 * configCardSet({ name: "Mine", cards: [] }); // { name: "Mine", cards: [] }
 * ```
 */
export function configCardSet(cards: unknown): unknown {
  return Array.isArray(cards) ? { name: "config cards", cards } : cards;
}
