// Reading data from outside (module namespaces, worker messages) without `as` casts: the
// guards only the command-line tool needs. Objects, lists, own fields and seat numbers are read
// with core's `isRecord`, `isList`, `own` and `isSeat`.

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
