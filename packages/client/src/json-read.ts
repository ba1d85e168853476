// Reading data from outside (events, views, records) without `as` casts: small type guards and
// an own-property getter that never walks the prototype chain. Private to the package.

/** Whether a value is a non-null, non-array object. */
export function isRecord(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own field of an object, never an inherited one (`__proto__` or `constructor` of outside data are never followed). */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
  const v: unknown = Reflect.get(value, key);
  return v;
}

/** Whether a value is an array, typed as a read-only list of unknown items. */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}
