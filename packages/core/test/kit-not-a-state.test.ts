import { describe, expect, it } from "vitest";
import { referenceDuel } from "../src/examples/index.js";

describe("the kit's apply and applyIndex given something that is not a match state", () => {
  it.each([
    ["null", null],
    ["a number", 42],
    ["a string", "state"],
    ["a list", []],
    ["an empty object", {}],
    ["an object without the kit's tables", { zones: 1, cards: {} }],
  ])("refuse %s with state/invalid, not game-over or internal/error", (_name, value) => {
    for (const r of [referenceDuel.apply(value as never, 0, { type: "attack" }), referenceDuel.applyIndex(value as never, 0, 0)]) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe("state/invalid");
      expect(r.error.message).toMatch(/is not a reference-duel match state: pass a state that setup, apply or parseState returned\.$/);
      expect(r.error.message.length).toBeLessThan(200);
    }
  });

  it("still answers a real state as before", () => {
    const s = referenceDuel.setup({ seed: 1 });
    if (!s.ok) throw new Error(s.error.message);
    expect(referenceDuel.applyIndex(s.value, 0, 0).ok).toBe(true);
  });
});
