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
    ["only zones and cards", { zones: {}, cards: {} }],
    ["a state without its generator", "no-rng"],
    ["a state whose chance is not a pause", "bad-chance"],
  ])("refuse %s with state/invalid, not game-over or internal/error", (_name, given) => {
    const real = referenceDuel.setup({ seed: 1 });
    if (!real.ok) throw new Error(real.error.message);
    const { rng: _rng, ...withoutRng } = real.value;
    const value = given === "no-rng" ? withoutRng : given === "bad-chance" ? { ...real.value, chance: 7 } : given;
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
