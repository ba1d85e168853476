// Reading data from outside (files, module namespaces, worker messages) without `as` casts:
// small type guards and an own-property getter that never walks the prototype chain.

/**
 * Tells whether a value is a non-null, non-array object.
 *
 * @internal
 * @param value - Anything.
 * @returns `true` for an object whose fields can be read with {@link own}.
 * @example
 * ```ts
 * isRecord({ a: 1 }); // true
 * isRecord([1]);      // false
 * ```
 */
export function isRecord(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads an own field of an object, never an inherited one (so `__proto__` or `constructor`
 * keys of outside data are never followed).
 *
 * @internal
 * @param value - Anything.
 * @param key - The field name.
 * @returns The field's value, or `undefined` when `value` is not an object or has no such own field.
 * @example
 * ```ts
 * own({ a: 1 }, "a");            // 1
 * own({ a: 1 }, "constructor");  // undefined
 * ```
 */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
  const v: unknown = Reflect.get(value, key);
  return v;
}

/**
 * Tells whether a value is a function, typed as one that takes and returns unknown data.
 *
 * @internal
 * @param value - Anything.
 * @returns `true` for a function.
 * @example
 * ```ts
 * isFunction(() => 1); // true
 * ```
 */
export function isFunction(value: unknown): value is (...args: readonly unknown[]) => unknown {
  return typeof value === "function";
}

/**
 * Reads a field of a module namespace object (`import * as game from "..."`), which, unlike
 * data, has no own-property guarantees worth checking.
 *
 * @internal
 * @param ns - A module namespace or any object.
 * @param key - The export name.
 * @returns The export, or `undefined`.
 * @example
 * ```ts
 * exported({ ruleset: 1 }, "ruleset"); // 1
 * ```
 */
export function exported(ns: object, key: string): unknown {
  if (!(key in ns)) return undefined;
  const v: unknown = Reflect.get(ns, key);
  return v;
}

/**
 * Tells whether a value is an array, typed as a read-only list of unknown items.
 *
 * @internal
 * @param value - Anything.
 * @returns `true` for an array.
 * @example
 * ```ts
 * isList([1, 2]); // true
 * ```
 */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/**
 * Tells whether a value is a seat number (a whole number from 0).
 *
 * @internal
 * @param value - Anything.
 * @returns `true` for a seat number.
 * @example
 * ```ts
 * isSeat(1);   // true
 * isSeat(-1);  // false
 * ```
 */
export function isSeat(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
