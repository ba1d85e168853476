// Reading data from outside (parsed JSON, saved states, worker messages, options) without `as`
// casts: two type guards and a field reader that never walks the prototype chain, so that
// `__proto__`, `constructor` or a field inherited from a crafted prototype is never read.

import type { PlayerId } from "./player.js";

/**
 * Tells whether a value is a non-null object that is not an array: something whose fields
 * {@link own} reads.
 *
 * @remarks
 * It narrows to `object`, not to a record of fields, on purpose: read the fields with
 * {@link own}, which skips inherited ones, rather than with `value[key]`, which does not.
 *
 * @param value - Anything.
 * @returns `true` for an object that is not an array (a class instance too), `false` for
 *   `null`, an array or any other value.
 * @example
 * ```ts
 * import { isRecord } from "@rulesmith/core";
 * isRecord({ a: 1 }); // true
 * isRecord([1]);      // false
 * isRecord(null);     // false
 * ```
 */
export function isRecord(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads an own field of a value, never an inherited one: `own(JSON.parse(text), "constructor")`
 * is `undefined`, where `value["constructor"]` is `Object`.
 *
 * @remarks
 * A getter defined on the object itself runs. An array's own fields (its items by index, and
 * `length`) are read too; check {@link isRecord} or {@link isList} first where the shape
 * matters.
 *
 * @param value - Anything.
 * @param key - The field's name.
 * @returns The field's value, or `undefined` when `value` is not an object or has no own field
 *   of that name.
 * @example
 * ```ts
 * import { own } from "@rulesmith/core";
 * const saved: unknown = JSON.parse('{"turn":3}');
 * own(saved, "turn");        // 3
 * own(saved, "constructor"); // undefined — inherited, not read
 * own(null, "turn");         // undefined
 * ```
 */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
  const v: unknown = Reflect.get(value, key);
  return v;
}

/**
 * Tells whether a value is an array, typed as a read-only list of unknown items (where
 * `Array.isArray` types it as `any[]`).
 *
 * @param value - Anything.
 * @returns `true` for an array.
 * @example
 * ```ts
 * import { isList } from "@rulesmith/core";
 * const faces: unknown = JSON.parse("[3, 5]");
 * if (isList(faces)) console.log(faces.length); // 2
 * ```
 */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/**
 * Tells whether a value is a seat number, a {@link PlayerId}: a whole number from 0 up to
 * `Number.MAX_SAFE_INTEGER`.
 *
 * @remarks
 * It says nothing of whether the seat is in a given match; compare with the match's seats for
 * that. A number past `Number.MAX_SAFE_INTEGER` (`1e300`) is not a seat: such numbers are not
 * told apart from their neighbours, and the clock and the stack refuse them too.
 *
 * @param value - Anything.
 * @returns `true` for a whole number from 0 to `Number.MAX_SAFE_INTEGER`, `false` for a negative
 *   number, a fraction, `NaN`, a larger number, a numeric string or any other value.
 * @example
 * ```ts
 * import { isSeat } from "@rulesmith/core";
 * const player: unknown = JSON.parse("1");
 * isSeat(player); // true
 * isSeat(-1);     // false
 * isSeat(1.5);    // false
 * isSeat("1");    // false
 * isSeat(1e300);  // false
 * ```
 */
export function isSeat(value: unknown): value is PlayerId {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}
