import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { canonicalJson, hashJson, isPlainJson, parseJson, plainJsonProblem } from "../src/json.js";
import { err, ok } from "../src/result.js";
import { CoreErrorCode, ruleError } from "../src/errors.js";
import { assertErr, assertOk } from "../src/testing/results.js";

describe("plain JSON", () => {
  it("accepts JSON data", () => {
    expect(isPlainJson({ a: [1, "x", null, true, { b: Object.create(null) as object }] })).toBe(true);
  });
  it.each([
    [{ a: undefined }, "$.a is undefined"],
    [[1, Number.NaN], "$[1] is NaN"],
    [{ m: new Map() }, "$.m is not a plain object"],
    [{ d: new Date(0) }, "$.d is not a plain object"],
    [{ f: () => 1 }, "$.f is a function"],
    [{ n: 1n }, "$.n is a bigint"],
    // eslint-disable-next-line no-sparse-arrays
    [[1, , 3], "$[1] is a hole"],
  ])("finds the problem in %o", (value, problem) => {
    expect(plainJsonProblem(value)).toBe(problem);
  });
  it("finds cycles", () => {
    const a: Record<string, unknown> = {};
    a["self"] = a;
    expect(plainJsonProblem(a)).toBe("$.self is a cycle");
  });
  it("allows the same object twice when it is not a cycle", () => {
    const shared = { x: 1 };
    expect(isPlainJson({ a: shared, b: shared })).toBe(true);
  });
  test.prop([fc.jsonValue()])("every value JSON can make is plain JSON", (v) => {
    expect(isPlainJson(v)).toBe(true);
  });
});

describe("parseJson", () => {
  it("parses JSON and drops __proto__ keys", () => {
    const value = assertOk(parseJson('{"a":1,"__proto__":{"polluted":true}}'));
    expect(value).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
  it("never throws on bad text", () => {
    expect(assertErr(parseJson("{oops")).code).toBe("json/parse");
  });
});

describe("canonical JSON and hashes", () => {
  it("sorts keys", () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: 2 }] })).toBe('{"a":[2,{"c":2,"d":1}],"b":1}');
  });
  test.prop([fc.jsonValue()])("equal values give equal text and hashes, whatever the key order", (v) => {
    const copy: unknown = JSON.parse(JSON.stringify(v));
    expect(canonicalJson(copy)).toBe(canonicalJson(v));
    expect(hashJson(copy)).toMatch(/^[0-9a-f]{8}$/);
    expect(hashJson(copy)).toBe(hashJson(v));
  });
  it("different values give different hashes here", () => {
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
  });
});

describe("Result and RuleError", () => {
  it("ok and err build the two shapes exactly", () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err("x")).toEqual({ ok: false, error: "x" });
  });
  it("ruleError leaves out what is not given", () => {
    expect(ruleError("a/b", "msg")).toEqual({ code: "a/b", message: "msg" });
    expect(ruleError("a/b", "msg", { rule: "W-1-1", details: { n: 1 } })).toEqual({ code: "a/b", message: "msg", rule: "W-1-1", details: { n: 1 } });
    expect(Object.keys(ruleError("a/b", "msg", { rule: undefined }))).toEqual(["code", "message"]);
  });
  it("error codes are stable strings", () => {
    expect(CoreErrorCode.BadFaces).toBe("chance/bad-faces");
    expect(new Set(Object.values(CoreErrorCode)).size).toBe(Object.values(CoreErrorCode).length);
  });
});
