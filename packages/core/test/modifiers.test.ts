import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { computeStat, explainStat, type Modifier, type StatRules } from "../src/modifiers.js";
import { isPlainJson } from "../src/json.js";

const mul = (factor: number): Modifier => ({ kind: "multiply", factor });
const add = (value: number): Modifier => ({ kind: "add", value });
const set = (value: number): Modifier => ({ kind: "set", value });

const arbModifier: fc.Arbitrary<Modifier> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), value: fc.integer({ min: -50, max: 50 }) }),
  fc.record({ kind: fc.constant("multiply" as const), factor: fc.constantFrom(0, 0.5, 1, 1.5, 2, 3) }),
  fc.record({ kind: fc.constant("set" as const), value: fc.integer({ min: -50, max: 50 }) }),
);
const arbRounding = fc.constantFrom(undefined, "floor" as const, "ceil" as const, "round" as const, "trunc" as const);
const arbRules: fc.Arbitrary<StatRules> = fc
  .tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 200 }), arbRounding)
  .map(([min, span, rounding]) => (rounding === undefined ? { min, max: min + span } : { min, max: min + span, rounding }));

describe("computeStat", () => {
  it("W-5.3.2-1 multipliers apply one after another to the running total: 20 x3 x3 = 180", () => {
    expect(computeStat(20, [mul(3), mul(3)])).toBe(180);
  });

  it("W-5.3.2-2 Assassin (x3) and Backstab (x3) turn 20 into 60 and then 180; a critical hit (x2) after all makes 360", () => {
    const mods: Modifier[] = [
      { kind: "multiply", factor: 3, source: "assassin" },
      { kind: "multiply", factor: 3, source: "backstab" },
    ];
    expect(computeStat(20, mods.slice(0, 1))).toBe(60);
    expect(computeStat(20, mods)).toBe(180);
    expect(computeStat(20, [...mods, mul(2)])).toBe(360);
  });

  it("W-QS.6-5 armor level never exceeds 12 even with buffs: AL 11 + 3 gives 12", () => {
    expect(computeStat(11, [add(3)], { max: 12 })).toBe(12);
    expect(computeStat(11, [add(1)], { max: 12 })).toBe(12);
    expect(computeStat(10, [add(1)], { max: 12 })).toBe(11);
  });

  it("W-18.18-1 a value capped at its base: healing 20 on 50 of 60 gives 60", () => {
    expect(computeStat(50, [add(20)], { max: 60 })).toBe(60);
  });

  it("clamps to the floor: HP never below 0", () => {
    expect(computeStat(10, [add(-25)], { min: 0 })).toBe(0);
  });

  it("adds apply before multipliers whatever the list order", () => {
    expect(computeStat(10, [mul(2), add(5)])).toBe(30);
    expect(computeStat(10, [add(5), mul(2)])).toBe(30);
  });

  it("the last set replaces the base; adds and multipliers still apply on top", () => {
    expect(computeStat(10, [set(4), set(7)])).toBe(7);
    expect(computeStat(10, [add(1), set(4), mul(2)])).toBe(10);
  });

  it("no rounding unless asked; W-AMB-29 Ward rounds percentages down: half of 31 is 15", () => {
    expect(computeStat(31, [mul(0.5)])).toBe(15.5);
    expect(computeStat(31, [mul(0.5)], { rounding: "floor" })).toBe(15);
    expect(computeStat(31, [mul(0.5)], { rounding: "ceil" })).toBe(16);
    expect(computeStat(-31, [mul(0.5)], { rounding: "trunc" })).toBe(-15);
    expect(computeStat(-31, [mul(0.5)], { rounding: "round" })).toBe(-15);
  });

  it("rounds after each multiplication, not once at the end", () => {
    // 5 x0.5 = 2.5 -> 2, x3 = 6 (rounding once at the end would give 7)
    expect(computeStat(5, [mul(0.5), mul(3)], { rounding: "floor" })).toBe(6);
  });

  it("with min above max the result is max", () => {
    expect(computeStat(5, [], { min: 10, max: 8 })).toBe(8);
  });

  it("no modifiers and no rules give the base", () => {
    expect(computeStat(42, [])).toBe(42);
  });

  test.prop([fc.integer({ min: -100, max: 100 }), fc.array(arbModifier, { maxLength: 8 }), arbRules])(
    "the result is always within [min, max]",
    (base, mods, rules) => {
      const v = computeStat(base, mods, rules);
      expect(v).toBeGreaterThanOrEqual(rules.min ?? -Infinity);
      expect(v).toBeLessThanOrEqual(rules.max ?? Infinity);
    },
  );

  test.prop([
    fc.integer({ min: -100, max: 100 }),
    fc.array(arbModifier, { maxLength: 8 }).chain((mods) => fc.tuple(fc.constant(mods), fc.shuffledSubarray(mods, { minLength: mods.length }))),
  ])("the order of adds does not matter (only multipliers keep their order)", (base, [mods, shuffledMods]) => {
    // Keep multipliers and sets in their original relative order; permute only the adds.
    const addsPermuted = shuffledMods.filter((m) => m.kind === "add");
    let k = 0;
    const reordered = mods.map((m) => (m.kind === "add" ? (addsPermuted[k++] ?? m) : m));
    expect(computeStat(base, reordered, { rounding: "floor" })).toBe(computeStat(base, mods, { rounding: "floor" }));
  });

  test.prop([fc.integer({ min: -100, max: 100 }), fc.array(fc.constantFrom(0.5, 1.5, 2, 3), { maxLength: 6 }), arbRounding])(
    "multipliers apply in list order, each to the running total (a left fold)",
    (base, factors, rounding) => {
      let expected = base;
      for (const f of factors) {
        expected *= f;
        if (rounding !== undefined) expected = Math[rounding](expected);
      }
      const rules: StatRules = rounding === undefined ? {} : { rounding };
      expect(computeStat(base, factors.map(mul), rules)).toBe(expected);
    },
  );
});

describe("computeStat: percentages, final rounding, soft limits, NaN", () => {
  it("W-10.4.1-5 / W-17.6-1 / W-AMB-29 percentage damage is a whole number of current HP: 50% of 30 is 15; 29% of 100 is 29 with a divisor", () => {
    const pct = (p: number): Modifier => ({ kind: "multiply", factor: p, divisor: 100, source: `${p}%` });
    expect(computeStat(30, [pct(50)], { min: 0, rounding: "floor" })).toBe(15);
    expect(computeStat(100, [pct(29)], { rounding: "floor" })).toBe(29);
    // The trap the divisor avoids: 0.29 is not exact in binary, and 100 * 0.29 floors to 28.
    expect(computeStat(100, [mul(0.29)], { rounding: "floor" })).toBe(28);
  });

  it("W-5.3.2-1 with roundingAt 'end', multipliers apply to the exact running total and the result is rounded once", () => {
    // 5 x1.5 x1.5 = 11.25 -> 11; rounding after each gives floor(floor(7.5) x 1.5) = 10.
    expect(computeStat(5, [mul(1.5), mul(1.5)], { rounding: "floor", roundingAt: "end" })).toBe(11);
    expect(computeStat(5, [mul(1.5), mul(1.5)], { rounding: "floor" })).toBe(10);
    // It also rounds a value no multiplier touched.
    expect(computeStat(7.5, [], { rounding: "floor", roundingAt: "end" })).toBe(7);
  });

  it("W-AMB-49 effective Armor Level stays in [0, 12]: 11 + 3 is 12, 2 - 5 is 0", () => {
    const al = { min: 0, max: 12, rounding: "floor", roundingAt: "end" } as const;
    expect(computeStat(11, [add(3)], al)).toBe(12);
    expect(computeStat(2, [add(-5)], al)).toBe(0);
  });

  it("W-18.18-1 / W-AMB-50 healing stops at the cap but never cuts an HP already above it; damage counts from where it is", () => {
    const heal = (maxHp: number): StatRules => ({ min: 0, max: maxHp, limitsApplyTo: "change" });
    expect(computeStat(50, [add(20)], heal(60))).toBe(60);
    expect(computeStat(70, [add(20)], heal(60))).toBe(70); // a +HP buff ended, HP stays 70
    expect(computeStat(70, [add(-5)], heal(60))).toBe(65);
    expect(computeStat(70, [add(-5)], { min: 0, max: 60 })).toBe(60); // the default clamps the value
    expect(computeStat(10, [add(-25)], heal(60))).toBe(0); // W-17.2-1 HP never below 0
  });

  it("G-AMB-35 healing cannot take damage below 0: damage carried is a stat floored at 0", () => {
    expect(computeStat(3, [add(-5)], { min: 0 })).toBe(0);
  });

  it("D-AMB-21 / D-ST.Corruption-1 Combat is floored at 0; Corruption's dice replace the base and changes still apply", () => {
    expect(computeStat(2, [add(-3)], { min: 0 })).toBe(0);
    const mods: Modifier[] = [
      { kind: "set", value: 4, source: "comeback 4/4" },
      { kind: "add", value: -1, source: "weaken" },
      { kind: "set", value: 6, source: "corruption" }, // the last set wins: list Corruption after Comeback
    ];
    expect(computeStat(3, mods, { min: 0 })).toBe(5);
  });

  it("with a limit, a NaN result becomes the floor (or the cap when there is no floor); without limits it stays NaN", () => {
    expect(computeStat(Number.NaN, [], { min: 0, max: 12 })).toBe(0);
    expect(computeStat(5, [add(Infinity), add(-Infinity)], { max: 12 })).toBe(12);
    expect(computeStat(Number.NaN, [])).toBeNaN();
  });
});

describe("explainStat", () => {
  it("shows a multiplier's divisor, the final rounding and the limit in force", () => {
    const r = explainStat(
      70,
      [
        { kind: "multiply", factor: 3, divisor: 2, source: "x1.5" },
        { kind: "add", value: 1 },
      ],
      { max: 60, rounding: "floor", roundingAt: "end", limitsApplyTo: "change" },
    );
    expect(r.steps).toEqual([
      { kind: "base", value: 70, result: 70 },
      { kind: "add", value: 1, result: 71 },
      { kind: "multiply", factor: 3, divisor: 2, result: 106.5, source: "x1.5" },
      { kind: "round", rounding: "floor", unrounded: 106.5, result: 106 },
      { kind: "clamp", bound: "max", limit: 70, result: 70 },
    ]);
    expect(r.value).toBe(70);
  });

  it("lists base, set, adds, multipliers and the clamp with running totals", () => {
    const r = explainStat(
      20,
      [
        { kind: "multiply", factor: 0.5, source: "weaken" },
        { kind: "add", value: 5, source: "sword" },
        { kind: "set", value: 9 },
      ],
      { max: 6, rounding: "floor" },
    );
    expect(r.value).toBe(6);
    expect(r.steps).toEqual([
      { kind: "base", value: 20, result: 20 },
      { kind: "set", value: 9, result: 9 },
      { kind: "add", value: 5, result: 14, source: "sword" },
      { kind: "multiply", factor: 0.5, result: 7, source: "weaken" },
      { kind: "clamp", bound: "max", limit: 6, result: 6 },
    ]);
  });

  it("records the unrounded value when rounding changed it", () => {
    const r = explainStat(31, [mul(0.5)], { rounding: "floor" });
    expect(r.steps[1]).toEqual({ kind: "multiply", factor: 0.5, result: 15, unrounded: 15.5 });
  });

  test.prop([fc.integer({ min: -100, max: 100 }), fc.array(arbModifier, { maxLength: 8 }), fc.option(arbRules, { nil: undefined })])(
    "gives the same value as computeStat, ends on it, and is plain JSON",
    (base, mods, rules) => {
      const r = explainStat(base, mods, rules);
      const v = computeStat(base, mods, rules);
      expect(r.value).toBe(v);
      expect(r.steps.at(-1)?.result).toBe(v);
      expect(isPlainJson(r)).toBe(true);
    },
  );
});
