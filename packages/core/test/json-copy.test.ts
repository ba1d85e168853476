import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { copyJson, jsonRoundTrip, type JsonValue } from "../src/index.js";

/** Every array and object of `a` that `b` shares (the same object at the same place). */
function shared(a: unknown, b: unknown): number {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return 0;
  let n = a === b ? 1 : 0;
  for (const [k, v] of Object.entries(a)) n += shared(v, (b as Record<string, unknown>)[k]);
  return n;
}

describe("copyJson", () => {
  test.prop([fc.jsonValue()])("gives an equal value, -0 included, that shares no array or object", (value) => {
    const v = value as JsonValue;
    const copy = copyJson(v);
    // toStrictEqual tells -0 from 0.
    expect(copy).toStrictEqual(v);
    expect(shared(copy, v)).toBe(0);
  });

  it("keeps -0, the key order, and an own __proto__ key as a key", () => {
    const given = JSON.parse('{"b":[-0,1],"a":{"__proto__":{"x":1}}}') as { b: number[]; a: Record<string, unknown> };
    given.b[0] = -0;
    const copy = copyJson(given as unknown as JsonValue) as typeof given;
    expect(Object.is(copy.b[0], -0)).toBe(true);
    expect(Object.keys(copy)).toEqual(["b", "a"]);
    expect(Object.hasOwn(copy.a, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(copy.a)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });
});

describe("jsonRoundTrip", () => {
  test.prop([fc.jsonValue()])("gives what the value's JSON text reads back as", (value) => {
    const copy = jsonRoundTrip(value);
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(shared(copy, value)).toBe(0);
  });

  it("turns -0 into 0 and drops what JSON has no text for, as a save and a load do", () => {
    const saved = jsonRoundTrip({ hp: [20, -0], note: undefined, f: () => 1, list: [undefined, Number.NaN], at: new Date(0) });
    expect(saved).toStrictEqual({ hp: [20, 0], list: [null, null], at: "1970-01-01T00:00:00.000Z" });
    expect(Object.is(saved.hp[1], 0)).toBe(true);
    expect(() => {
      jsonRoundTrip(undefined);
    }).toThrow();
  });
});
