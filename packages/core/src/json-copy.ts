// Deep copies of JSON data, written once: the exact copy of plain JSON (which keeps -0) and the
// copy JSON text would carry (which does not). Which one a caller wants is its own choice, said
// where it is made.
import type { JsonValue } from "./json.js";

/**
 * An exact deep copy of plain JSON data: new arrays and objects all the way down, with the same
 * strings, booleans, `null` and numbers, `-0` included (JSON text would turn it into `0`; see
 * {@link jsonRoundTrip}), and the keys in the same order. An own `__proto__` key is copied as
 * an own data key, never turned into a prototype.
 *
 * @remarks
 * For data known to be plain JSON (checked with {@link isPlainJson}, or made by the rules); it
 * checks nothing. What is not JSON is not converted as `JSON.stringify` would convert it:
 * `undefined` and a function are kept as they are (by reference) where they stand, not dropped;
 * an object of a class is copied as a plain object of its own enumerable fields. The copy is
 * recursive: plain JSON within {@link isPlainJson}'s default limits (200 levels) is safe.
 *
 * @typeParam T - The data's type.
 * @param value - Plain JSON data.
 * @returns A copy that shares no array or object with `value`.
 * @example
 * ```ts
 * import { copyJson } from "@rulesmith/core";
 * const action = { type: "move", to: [-0, 2] };
 * const copy = copyJson(action);
 * console.log(copy, copy !== action, Object.is(copy.to[0], -0)); // { type: 'move', to: [ -0, 2 ] } true true
 * ```
 */
export function copyJson<T extends JsonValue>(value: T): T {
  return copyExact(value) as T;
}

function copyExact(value: JsonValue): JsonValue {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return (value as readonly JsonValue[]).map(copyExact);
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(value)) {
    // defineProperty, not assignment: an own "__proto__" key stays a key.
    Object.defineProperty(out, k, { value: copyExact(v), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The value as JSON text carries it: `JSON.parse(JSON.stringify(value))`, what saving the
 * value and loading it back gives. Plain JSON comes back equal, but for `-0`, which becomes `0`
 * ({@link copyJson} keeps it).
 *
 * @remarks
 * What is not plain JSON comes back as `JSON.stringify` writes it: in an object, a member that
 * is `undefined` or a function is dropped; in an array, it becomes `null`; `NaN` and the
 * infinities become `null`; an object with a `toJSON` method (a `Date`) becomes what that
 * returns. It throws where `JSON.stringify` throws (a cycle, a `bigint`) and for a value that
 * has no JSON text at all (`undefined` or a function itself). It is typed as returning the type
 * it is given, which is right for plain JSON: check a value from outside with
 * {@link isPlainJson} first.
 *
 * @typeParam T - The value's type.
 * @param value - A value to save and load again.
 * @returns The loaded copy.
 * @example
 * ```ts
 * import { jsonRoundTrip } from "@rulesmith/core";
 * const saved = jsonRoundTrip({ hp: [20, -0], note: undefined });
 * console.log(saved, Object.is(saved.hp[1], 0)); // { hp: [ 20, 0 ] } true
 * ```
 */
export function jsonRoundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
