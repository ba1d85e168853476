// isRecord, own, isList and isSeat: reading data from outside without following a prototype.
import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { isList, isRecord, isSeat, own } from "../src/index.js";

describe("isRecord", () => {
  it("is true for objects, class instances and objects with no prototype, false for null, arrays and other values", () => {
    expect([{}, { a: 1 }, new Map(), Object.create(null) as object].map(isRecord)).toEqual([true, true, true, true]);
    expect([null, undefined, [], [1], "a", 1, true, () => 1].map(isRecord)).toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe("isList", () => {
  it("is true for arrays only", () => {
    expect([[], [1, "a"], new Array(3)].map(isList)).toEqual([true, true, true]);
    expect([{}, { length: 0 }, "ab", null, new Set([1])].map(isList)).toEqual([false, false, false, false, false]);
  });
});

describe("isSeat", () => {
  it("is true for whole numbers from 0, parsed from JSON too", () => {
    expect([0, 1, 7, 2 ** 31, Number.MAX_SAFE_INTEGER, JSON.parse("3") as unknown, -0].map(isSeat)).toEqual([true, true, true, true, true, true, true]);
  });

  it("is false for negative numbers, fractions, NaN, infinities, numeric strings and other values", () => {
    const others: unknown[] = [-1, -7, 0.5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, "1", "0", null, undefined, true, [0], { seat: 0 }, 1n];
    expect(others.filter(isSeat)).toEqual([]);
  });

  test.prop([fc.anything()])("is false for any value that is not a number", (v) => {
    fc.pre(typeof v !== "number");
    expect(isSeat(v)).toBe(false);
  });

  test.prop([fc.double()])("is false for any number that is not whole (NaN and infinities too)", (x) => {
    fc.pre(!Number.isInteger(x));
    expect(isSeat(x)).toBe(false);
  });

  test.prop([fc.integer()])("is true for an integer exactly when it is 0 or more", (n) => {
    expect(isSeat(n)).toBe(n >= 0);
  });

  it("is false for whole numbers past Number.MAX_SAFE_INTEGER, which no match seats", () => {
    expect([Number.MAX_SAFE_INTEGER + 1, 2 ** 64, 1e300, Number.MAX_VALUE].filter(isSeat)).toEqual([]);
  });
});

describe("own", () => {
  it("reads an own field and never an inherited one", () => {
    const parsed: unknown = JSON.parse('{"turn":3,"phase":"draw"}');
    expect(own(parsed, "turn")).toBe(3);
    expect(own(parsed, "phase")).toBe("draw");
    for (const key of ["constructor", "toString", "hasOwnProperty", "__proto__", "missing"]) expect(own(parsed, key)).toBeUndefined();
    // A field given by a crafted prototype is not the object's own.
    const crafted: unknown = Object.create({ kind: "bot" }) as object;
    expect(own(crafted, "kind")).toBeUndefined();
  });

  it("reads a `__proto__` key that JSON.parse made an own field as data, not as the prototype", () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"admin":true}}');
    expect(own(parsed, "__proto__")).toEqual({ admin: true });
    expect(own(parsed, "admin")).toBeUndefined();
  });

  it("is undefined for anything that is not an object, and reads an array's own fields", () => {
    for (const v of [null, undefined, 1, "turn", true]) expect(own(v, "turn")).toBeUndefined();
    expect(own(["a", "b"], "1")).toBe("b");
    expect(own(["a", "b"], "length")).toBe(2);
    expect(own(["a", "b"], "map")).toBeUndefined();
  });

  it("runs a getter of the object itself", () => {
    const o = {
      get n(): number {
        return 7;
      },
    };
    expect(own(o, "n")).toBe(7);
  });

  test.prop([fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })), fc.string({ maxLength: 12 })])(
    "on a parsed JSON object, own(o, key) is o[key] for an own key and undefined for any other",
    (dict, key) => {
      const o: unknown = JSON.parse(JSON.stringify(dict));
      expect(isRecord(o)).toBe(true);
      const expected: unknown = isRecord(o) && Object.hasOwn(o, key) ? Reflect.get(o, key) : undefined;
      expect(own(o, key)).toEqual(expected);
    },
  );
});
