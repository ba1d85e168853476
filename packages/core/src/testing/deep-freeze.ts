/**
 * Freezes a value and everything reachable from it (own properties, array items), in place,
 * so that any later write to it throws in strict-mode code. The conformance kit freezes every
 * state before handing it to `apply`, `legalActions` and `view`.
 *
 * @remarks Objects that are already frozen are not walked again, which keeps freezing a chain
 * of states that share structure cheap; an object frozen shallowly by someone else keeps its
 * unfrozen children.
 *
 * @typeParam T - The value's type.
 * @param value - Any value.
 * @returns The same value, now frozen.
 * @example
 * ```ts
 * import { deepFreeze } from "@rulesmith/core/testing";
 * const state = deepFreeze({ hp: [20, 20] });
 * Object.isFrozen(state.hp); // true
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    const child: unknown = Reflect.get(value, key);
    deepFreeze(child);
  }
  return value;
}
