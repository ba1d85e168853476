import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { runWithChance, seedRng } from "@rulesmith/core";
import { corruptionStats, firstPlayerChooser, frozenTouchFreezes, rollCorruption, rollFirstPlayerChooser, rollFrozenTouch } from "../src/index.js";

describe("first player", () => {
  it("D-FIRST-1 the higher two-dice total chooses: 9 beats 7", () => {
    expect(firstPlayerChooser([4, 5], [3, 4])).toEqual({ ok: true, value: 0 });
    expect(firstPlayerChooser([3, 4], [4, 5])).toEqual({ ok: true, value: 1 });
  });

  it("D-FIRST-2 8 vs 8 is rerolled, then 4 vs 10 decides", () => {
    expect(firstPlayerChooser([4, 4], [2, 6])).toEqual({ ok: true, value: "reroll" });
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[4, 4], [2, 6], [1, 3], [4, 6]] }, rollFirstPlayerChooser);
    expect(run.done && run.value).toBe(1);
  });

  it("refuses impossible faces", () => {
    const r = firstPlayerChooser([7, 1], [1, 1]);
    expect(r.ok ? "" : r.error.code).toBe("chance/bad-faces");
    expect(firstPlayerChooser([1], [1, 1]).ok).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 2 ** 31 })], { numRuns: 50 })("D-FIRST-1 seeded rolling always ends with a chooser", (seed) => {
    const run = runWithChance({ mode: "seeded", rng: seedRng(seed), supplied: [] }, rollFirstPlayerChooser);
    expect(run.done && (run.value === 0 || run.value === 1)).toBe(true);
  });
});

describe("battle dice", () => {
  it("D-ST.FrozenTouch-1 4 freezes, 3 does not", () => {
    expect(frozenTouchFreezes(4)).toEqual({ ok: true, value: true });
    expect(frozenTouchFreezes(3)).toEqual({ ok: true, value: false });
    expect(frozenTouchFreezes(0).ok).toBe(false);
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[6]] }, (c) => rollFrozenTouch(c, 0));
    expect(run.done && run.value).toBe(true);
  });

  it("D-ST.Corruption-1 D-AMB-28 dice 2 and 6 make Combat 2 and Support 6", () => {
    expect(corruptionStats([2, 6])).toEqual({ ok: true, value: { combat: 2, support: 6 } });
    expect(corruptionStats([2]).ok).toBe(false);
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[2, 6]] }, (c) => rollCorruption(c, 1));
    expect(run.done && run.value).toEqual({ combat: 2, support: 6 });
  });
});
