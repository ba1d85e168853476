import { describe, expect, it } from "vitest";
import { err, ok } from "../src/result.js";
import { assertErr, assertOk } from "../src/testing/results.js";

describe("assertOk and assertErr", () => {
  it("return the value or the error", () => {
    expect(assertOk(ok(3))).toBe(3);
    expect(assertErr(err("bad"))).toBe("bad");
  });
  it("throw a readable error when the result is the other kind", () => {
    expect(() => assertOk(err({ code: "x" }), "the summon")).toThrow('Expected the summon to succeed, but it failed: {"code":"x"}');
    expect(() => assertErr(ok(1))).toThrow("Expected the call to fail, but it succeeded with 1");
  });
});
