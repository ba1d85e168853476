/**
 * Laws of the one stat function, for any numbers at all (NaN, infinities, negative zero,
 * fractions) and every combination of rules: the cap and floor always hold, the explanation
 * always agrees with the value, soft limits only ever stop changes. Failures print the
 * fast-check seed and path for replay.
 */
import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { computeStat, explainStat, type Modifier, type StatRules } from "../src/modifiers.js";

const anyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -200, max: 200 }) },
  { weight: 3, arbitrary: fc.double() }, // NaN, +/-Infinity, -0 and everything between
  { weight: 1, arbitrary: fc.constantFrom(0.1, 0.2, 0.29, 1.5, -0, Number.NaN, Infinity, -Infinity) },
);
const source = fc.string({ maxLength: 4 });

const arbModifier: fc.Arbitrary<Modifier> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), value: anyNumber, source }, { requiredKeys: ["kind", "value"] }),
  fc.record({ kind: fc.constant("set" as const), value: anyNumber, source }, { requiredKeys: ["kind", "value"] }),
  fc.record({ kind: fc.constant("multiply" as const), factor: anyNumber, divisor: anyNumber, source }, { requiredKeys: ["kind", "factor"] }),
);

const arbRounding = fc.constantFrom("floor" as const, "ceil" as const, "round" as const, "trunc" as const);

/** Rules with finite limits, `min <= max` when both are given, and every option. */
const arbRules: fc.Arbitrary<StatRules> = fc
  .record(
    {
      min: fc.integer({ min: -100, max: 100 }),
      span: fc.integer({ min: 0, max: 200 }),
      hasMin: fc.boolean(),
      hasMax: fc.boolean(),
      rounding: fc.option(arbRounding, { nil: undefined }),
      roundingAt: fc.option(fc.constantFrom("each" as const, "end" as const), { nil: undefined }),
      limitsApplyTo: fc.option(fc.constantFrom("value" as const, "change" as const), { nil: undefined }),
    },
    { requiredKeys: ["min", "span", "hasMin", "hasMax"] },
  )
  .map(({ min, span, hasMin, hasMax, rounding, roundingAt, limitsApplyTo }) => {
    const rules: { -readonly [K in keyof StatRules]: StatRules[K] } = {};
    if (hasMin) rules.min = min;
    if (hasMax) rules.max = min + span;
    if (rounding !== undefined) rules.rounding = rounding;
    if (roundingAt !== undefined) rules.roundingAt = roundingAt;
    if (limitsApplyTo !== undefined) rules.limitsApplyTo = limitsApplyTo;
    return rules;
  });

const arbMods = fc.array(arbModifier, { maxLength: 8 });

/** The starting value computeStat uses: the last "set", else the base. */
function startOf(base: number, mods: readonly Modifier[]): number {
  let start = base;
  for (const m of mods) if (m.kind === "set") start = m.value;
  return start;
}

describe("computeStat laws", () => {
  test.prop([anyNumber, arbMods, arbRules])(
    "W-QS.6-5 / W-17.2-1 with limitsApplyTo 'value' the result always respects the cap and the floor, whatever the modifiers (NaN and infinities included)",
    (base, mods, rules) => {
      const valueRules: StatRules = { ...rules, limitsApplyTo: "value" };
      const v = computeStat(base, mods, valueRules);
      if (valueRules.min !== undefined || valueRules.max !== undefined) expect(Number.isNaN(v)).toBe(false);
      if (valueRules.min !== undefined) expect(v).toBeGreaterThanOrEqual(valueRules.min);
      if (valueRules.max !== undefined) expect(v).toBeLessThanOrEqual(valueRules.max);
    },
  );

  test.prop([anyNumber, arbMods, arbRules])(
    "W-18.18-1 with limitsApplyTo 'change' a limit only stops the modifiers: the result stays within the limits widened to the start, and equals the clamped value when the start is inside them",
    (base, mods, rules) => {
      const soft: StatRules = { ...rules, limitsApplyTo: "change" };
      const v = computeStat(base, mods, soft);
      const start = startOf(base, mods);
      const lo = soft.min === undefined ? undefined : start < soft.min ? start : soft.min;
      const hi = soft.max === undefined ? undefined : start > soft.max ? start : soft.max;
      if (lo !== undefined) expect(v >= lo || Number.isNaN(lo)).toBe(true);
      if (hi !== undefined) expect(v <= hi || Number.isNaN(hi)).toBe(true);
      const inside = (soft.min === undefined || start >= soft.min) && (soft.max === undefined || start <= soft.max);
      if (inside) expect(v).toBe(computeStat(base, mods, { ...rules, limitsApplyTo: "value" }));
    },
  );

  test.prop([anyNumber, arbMods, arbRounding, fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined })])(
    "with roundingAt 'end' a finite result is a whole number",
    (base, mods, rounding, min) => {
      const v = computeStat(base, mods, min === undefined ? { rounding, roundingAt: "end" } : { min, rounding, roundingAt: "end" });
      if (Number.isFinite(v)) expect(Number.isInteger(v)).toBe(true);
    },
  );

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 })])(
    "W-AMB-29 a whole-number percentage written with a divisor floors exactly like integer division",
    (hp, percent) => {
      const exact = Number((BigInt(hp) * BigInt(percent)) / 100n);
      expect(computeStat(hp, [{ kind: "multiply", factor: percent, divisor: 100 }], { min: 0, rounding: "floor" })).toBe(exact);
    },
  );
});

describe("explainStat laws", () => {
  test.prop([anyNumber, arbMods, fc.option(arbRules, { nil: undefined })])(
    "its value is computeStat's for any input, to the last bit, and its last step ends on that value",
    (base, mods, rules) => {
      const r = explainStat(base, mods, rules);
      const v = computeStat(base, mods, rules);
      expect(Object.is(r.value, v)).toBe(true);
      const last = r.steps.at(-1);
      expect(last !== undefined && Object.is(last.result, v)).toBe(true);
      expect(r.steps[0]).toEqual({ kind: "base", value: base, result: base });
    },
  );

  test.prop([fc.integer({ min: -100, max: 100 }), fc.array(arbModifier, { maxLength: 8 }), arbRules])(
    "it lists the last set, every add and every multiply once, in the order computeStat applies them, then at most one round and one clamp per bound",
    (base, mods, rules) => {
      const kinds = explainStat(base, mods, rules).steps.map((s) => s.kind);
      const sets = mods.some((m) => m.kind === "set") ? 1 : 0;
      const adds = mods.filter((m) => m.kind === "add").length;
      const muls = mods.filter((m) => m.kind === "multiply").length;
      const rank = { base: 0, set: 1, add: 2, multiply: 3, round: 4, clamp: 5 } as const;
      const ranks = kinds.map((k) => rank[k]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(kinds.filter((k) => k === "set").length).toBe(sets);
      expect(kinds.filter((k) => k === "add").length).toBe(adds);
      expect(kinds.filter((k) => k === "multiply").length).toBe(muls);
      expect(kinds.filter((k) => k === "round").length).toBeLessThanOrEqual(1);
      expect(kinds.filter((k) => k === "clamp").length).toBeLessThanOrEqual(2);
    },
  );
});
