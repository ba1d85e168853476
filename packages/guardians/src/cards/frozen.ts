// Deep freezing, and a check of it that remembers its answer: what cannot change may be read
// once and the reading kept (the sample set's card index, a starter deck found legal).

/** Objects and lists known to be frozen all the way down. */
const known = new WeakSet();

/**
 * Freezes a value and everything in it, and remembers it as deeply frozen.
 *
 * @param value - Plain JSON data (objects, lists, scalars).
 * @returns The same value, frozen.
 * @internal
 * @example
 * ```ts
 * const deck = deepFreeze({ name: "x", main: ["a"] });
 * Object.isFrozen(deck.main); // true
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
 * Whether a value is frozen all the way down (so nothing read from it can change), remembered
 * for each object found so. Only own data properties are looked at; a getter makes it `false`.
 *
 * @param value - Anything.
 * @returns `true` for a scalar and for a deeply frozen object or list.
 * @internal
 * @example
 * ```ts
 * isDeepFrozen(deepFreeze({ a: [1] })); // true
 * isDeepFrozen({ a: 1 }); // false
 * ```
 */
export function isDeepFrozen(value: unknown): boolean {
  return check(value, 0);
}

function check(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null) return typeof value !== "function";
  if (known.has(value)) return true;
  if (depth > 32 || !Object.isFrozen(value)) return false;
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !("value" in d) || !check(d.value, depth + 1)) return false;
  }
  known.add(value);
  return true;
}
