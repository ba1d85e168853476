// Deep freezing, and a check of it that remembers its answer: what cannot change may be read
// once and the reading kept (a sample card set's index, a starter deck found legal), where
// data from outside, which its owner may still change, is read again every time.

/** Objects and lists known to be frozen all the way down. */
const known = new WeakSet();

/**
 * Freezes a value and everything in it, and remembers it as deeply frozen, so that
 * {@link isDeepFrozen} answers at once.
 *
 * @typeParam T - The value's type.
 * @param value - Plain data (objects, lists, scalars).
 * @returns The same value, frozen all the way down.
 * @example
 * ```ts
 * import { deepFreeze } from "@rulesmith/core";
 * const deck = deepFreeze({ name: "x", cards: [{ id: "a", count: 2 }] });
 * Object.isFrozen(deck.cards[0]); // true
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || known.has(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child as unknown);
  Object.freeze(value);
  known.add(value);
  return value;
}

/**
 * Whether a value is frozen all the way down, so that nothing read from it can change: a game
 * may then keep what it worked out from the value (a deck found legal) instead of checking it
 * again. The answer is remembered for every object found so. Only own data properties count: a
 * getter, a value nested deeper than 64 levels or a function makes it `false`.
 *
 * @param value - Anything.
 * @returns `true` for a scalar and for an object or list frozen all the way down.
 * @example
 * ```ts
 * import { deepFreeze, isDeepFrozen } from "@rulesmith/core";
 * isDeepFrozen(deepFreeze({ a: [1] })); // true
 * isDeepFrozen(Object.freeze({ a: [1] })); // false: the list inside can change
 * ```
 */
export function isDeepFrozen(value: unknown): boolean {
  return check(value, 0);
}

function check(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null) return typeof value !== "function";
  if (known.has(value)) return true;
  if (depth > 64 || !Object.isFrozen(value)) return false;
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !("value" in d) || !check(d.value, depth + 1)) return false;
  }
  known.add(value);
  return true;
}
