/**
 * One change to a stat, as data: add a number, multiply by a factor, or set the value
 * outright. `source` names what caused it (a card instance id, an effect name) for
 * {@link explainStat} and for removing the modifier later.
 *
 * @example
 * ```ts
 * import type { Modifier } from "@rulesmith/core";
 * const mods: Modifier[] = [
 *   { kind: "add", value: 5, source: "c12" },
 *   { kind: "multiply", factor: 3, source: "backstab" },
 *   { kind: "multiply", factor: 29, divisor: 100, source: "29%" }, // exact: x * 29 / 100
 *   { kind: "set", value: 0 },
 * ];
 * ```
 */
export type Modifier =
  | {
      /** `"add"`: adds `value` before any multiplication, whatever its place in the list. */
      readonly kind: "add";
      /** The amount added; negative to subtract. */
      readonly value: number;
      /** What caused it (a card instance id, an effect name), for {@link explainStat} and for removing it later. */
      readonly source?: string;
    }
  | {
      /** `"multiply"`: multiplies the running total by `factor`, in list order, after every add (W-5.3.2-1). */
      readonly kind: "multiply";
      /** The factor (3 for "x3", 0.5 for "half"). */
      readonly factor: number;
      /**
       * Divides after multiplying: the running total becomes `total * factor / divisor`. Use it
       * for percentages and fractions, which binary factors get wrong (`100 * 0.29` is
       * 28.999..., so a floored 29% of 100 would be 28; `{ factor: 29, divisor: 100 }` gives 29).
       * 1 when left out.
       */
      readonly divisor?: number;
      /** What caused it (a card instance id, an effect name), for {@link explainStat} and for removing it later. */
      readonly source?: string;
    }
  | {
      /** `"set"`: replaces the base value; adds and multipliers still apply on top, and the last `"set"` in the list wins. */
      readonly kind: "set";
      /** The new base value. */
      readonly value: number;
      /** What caused it (a card instance id, an effect name), for {@link explainStat} and for removing it later. */
      readonly source?: string;
    };

/**
 * Limits and rounding for one stat: `min` and `max` are the floor and cap the final value is
 * clamped to; `rounding` is applied after every multiplication (none when left out), or once
 * at the end with `roundingAt: "end"`; `limitsApplyTo: "change"` makes the limits stop the
 * modifiers without pulling back a starting value that is already beyond them.
 *
 * @example
 * ```ts
 * import type { StatRules } from "@rulesmith/core";
 * // Armor Level: W-QS.6-5, W-AMB-49
 * const armorLevel: StatRules = { min: 0, max: 12, rounding: "floor", roundingAt: "end" };
 * // damage: whole numbers, W-AMB-29
 * const damage: StatRules = { min: 0, rounding: "floor" };
 * // healing: W-18.18-1
 * const healing = (maxHp: number): StatRules => ({ min: 0, max: maxHp, limitsApplyTo: "change" });
 * ```
 */
export interface StatRules {
  /** The floor: a final value below it becomes `min` (0 for HP; none when left out). */
  readonly min?: number;
  /** The cap: a final value above it becomes `max` (12 for Ward's armor level, W-QS.6-5; none when left out). */
  readonly max?: number;
  /** How to round after each multiplication, with the `Math` function of that name (`"floor"` for Ward's percentages, W-AMB-29); no rounding when left out. */
  readonly rounding?: "floor" | "ceil" | "round" | "trunc";
  /**
   * When `rounding` applies: `"each"` (default) after every multiplication; `"end"` once, to the
   * value after every add and multiplication and before the limits (Ward rounds a multiplied
   * total once, after all multipliers, W-5.3.2-1).
   */
  readonly roundingAt?: "each" | "end";
  /**
   * What the limits hold: `"value"` (default) clamps the final value into `[min, max]`;
   * `"change"` only stops the modifiers from pushing the value across a limit, so a starting
   * value (the base, or the last `"set"`) already beyond a limit is kept, never pulled back:
   * healing cannot raise HP above the cap, but does not cut an HP that is above it (W-18.18-1,
   * W-AMB-50), and damage to it counts from where it is.
   */
  readonly limitsApplyTo?: "value" | "change";
}

function roundWith(value: number, rounding: "floor" | "ceil" | "round" | "trunc"): number {
  switch (rounding) {
    case "floor":
      return Math.floor(value);
    case "ceil":
      return Math.ceil(value);
    case "round":
      return Math.round(value);
    case "trunc":
      return Math.trunc(value);
    default: {
      const never: never = rounding;
      return never;
    }
  }
}

/**
 * Computes an effective stat from its base value and its modifiers. This is the one place
 * where caps and floors are enforced, so that no rule can forget them.
 *
 * The order is fixed, whatever the order of the list:
 * 1. start from `base`, or from the value of the LAST `"set"` modifier if there is one;
 * 2. add every `"add"` value (their order does not matter);
 * 3. multiply by every `"multiply"` factor (and divide by its `divisor`), one after another in
 *    list order, each to the running total, rounding after each multiplication when
 *    `rules.rounding` is given (or once, after all of them, with `roundingAt: "end"`);
 * 4. clamp to `[rules.min, rules.max]` (with `limitsApplyTo: "change"`, widened to keep a
 *    starting value that is already beyond a limit).
 *
 * Implements W-5.3.2-1 (multipliers apply one after another to the running total),
 * W-QS.6-5 / W-17.1-1 (a cap holds even with buffs: pass `max: 12`), W-17.2-1 (HP never below
 * 0: `min: 0`), W-18.18-1 (pass `max: printed HP` and `limitsApplyTo: "change"` for healing),
 * W-AMB-49 (AL in `[0, 12]`) and D-AMB-21 (Combat and Support floored at 0).
 *
 * @remarks
 * - No rounding by default: integers added and multiplied by whole factors stay integers, and
 *   whether a fraction rounds down or up is a game's rule (Ward rounds percentages down,
 *   W-AMB-29: pass `rounding: "floor"`). Rounding applies after multiplications only (or once
 *   at the end with `roundingAt: "end"`); `base`, `"set"` and `"add"` values are used as given.
 * - Percentages: write 29% as `{ factor: 29, divisor: 100 }`, not `factor: 0.29`, which is not
 *   exact in binary and floors 29% of 100 to 28.
 * - Order of sources does not matter for adds (Equips, Fields and grants may be listed in any
 *   order); multipliers apply in list order, which matters only when rounding after each.
 * - A `"set"` replaces the base only: adds and multipliers still apply on top of it; the last
 *   `"set"` in the list wins. To pin a final value regardless of buffs, clamp with `min`/`max`.
 * - With a limit, the result always respects it: a `NaN` result becomes `min` (or `max` when
 *   there is no `min`). If `min > max` the result is `max`. Without limits `NaN` stays `NaN`.
 * - It is a hot path: two passes over the list, no allocation.
 *
 * @param base - The printed or stored base value.
 * @param modifiers - Every modifier in effect, in the order they were applied.
 * @param rules - Optional limits and rounding.
 * @returns The effective value.
 * @example
 * ```ts
 * import { computeStat } from "@rulesmith/core";
 * computeStat(20, [{ kind: "multiply", factor: 3 }, { kind: "multiply", factor: 3 }]); // 180
 * computeStat(11, [{ kind: "add", value: 3 }], { max: 12 });                           // 12
 * computeStat(31, [{ kind: "multiply", factor: 0.5 }], { rounding: "floor" });         // 15
 * computeStat(100, [{ kind: "multiply", factor: 29, divisor: 100 }], { rounding: "floor" }); // 29
 * computeStat(70, [{ kind: "add", value: 20 }], { max: 60, limitsApplyTo: "change" }); // 70 — healing never cuts
 * ```
 */
export function computeStat(base: number, modifiers: readonly Modifier[], rules?: StatRules): number {
  let start = base;
  let added = 0;
  let adds = false;
  let multiplies = false;
  for (const m of modifiers) {
    if (m.kind === "add") {
      added += m.value;
      adds = true;
    } else if (m.kind === "set") start = m.value;
    else multiplies = true;
  }
  let value = adds ? start + added : start;
  if (rules === undefined) {
    if (multiplies) for (const m of modifiers) if (m.kind === "multiply") value = multiplied(value, m);
    return value;
  }
  const rounding = rules.rounding;
  const atEnd = rules.roundingAt === "end";
  if (multiplies) {
    const each = atEnd ? undefined : rounding;
    for (const m of modifiers) {
      if (m.kind !== "multiply") continue;
      value = multiplied(value, m);
      if (each !== undefined) value = roundWith(value, each);
    }
  }
  if (atEnd && rounding !== undefined) value = roundWith(value, rounding);
  const lo = lowerLimit(rules, start);
  const hi = upperLimit(rules, start);
  if (lo !== undefined && !(value >= lo)) value = lo;
  if (hi !== undefined && !(value <= hi)) value = hi;
  return value;
}

function multiplied(value: number, m: Extract<Modifier, { kind: "multiply" }>): number {
  return m.divisor === undefined ? value * m.factor : (value * m.factor) / m.divisor;
}

/** The floor in force: `min`, or with `limitsApplyTo: "change"` the starting value when it is already below `min`. */
function lowerLimit(rules: StatRules, start: number): number | undefined {
  const min = rules.min;
  if (min === undefined) return undefined;
  return rules.limitsApplyTo === "change" && start < min ? start : min;
}

/** The cap in force: `max`, or with `limitsApplyTo: "change"` the starting value when it is already above `max`. */
function upperLimit(rules: StatRules, start: number): number | undefined {
  const max = rules.max;
  if (max === undefined) return undefined;
  return rules.limitsApplyTo === "change" && start > max ? start : max;
}

/**
 * One step of {@link explainStat}: what was applied and the running value after it
 * (`result`). A `"multiply"` step carries `unrounded` when rounding changed the value; a
 * `"round"` step (with `roundingAt: "end"`) appears when the final rounding changed it; a
 * `"clamp"` step says which limit (`bound`) held the value at `limit`.
 *
 * @example
 * ```ts
 * import type { StatStep } from "@rulesmith/core";
 * function line(s: StatStep): string {
 *   switch (s.kind) {
 *     case "base": return `base ${s.value}`;
 *     case "set": return `set to ${s.value} -> ${s.result}`;
 *     case "add": return `${s.value >= 0 ? "+" : ""}${s.value} -> ${s.result}`;
 *     case "multiply": return `x${s.factor}${s.divisor === undefined ? "" : `/${s.divisor}`} -> ${s.result}`;
 *     case "round": return `${s.rounding} ${s.unrounded} -> ${s.result}`;
 *     case "clamp": return `${s.bound} ${s.limit} -> ${s.result}`;
 *   }
 * }
 * ```
 */
export type StatStep =
  | {
      /** `"base"`: the first step, the base value as given. */
      readonly kind: "base";
      /** The base value. */
      readonly value: number;
      /** The running value after this step: the base value. */
      readonly result: number;
    }
  | {
      /** `"set"`: the last `"set"` modifier replaced the base. */
      readonly kind: "set";
      /** The value it set. */
      readonly value: number;
      /** The running value after this step: the value set. */
      readonly result: number;
      /** The modifier's `source`, when it has one. */
      readonly source?: string;
    }
  | {
      /** `"add"`: an `"add"` modifier was applied. */
      readonly kind: "add";
      /** The amount added (negative for a subtraction). */
      readonly value: number;
      /** The running value after the addition. */
      readonly result: number;
      /** The modifier's `source`, when it has one. */
      readonly source?: string;
    }
  | {
      /** `"multiply"`: a `"multiply"` modifier was applied, then rounding if the stat has any. */
      readonly kind: "multiply";
      /** The factor applied. */
      readonly factor: number;
      /** The modifier's `divisor`, when it has one. */
      readonly divisor?: number;
      /** The running value after the multiplication and rounding. */
      readonly result: number;
      /** The product before rounding, present only when rounding changed it. */
      readonly unrounded?: number;
      /** The modifier's `source`, when it has one. */
      readonly source?: string;
    }
  | {
      /** `"round"`: with `roundingAt: "end"`, the one rounding after every add and multiplication changed the value. */
      readonly kind: "round";
      /** The rounding used (the `Math` function of that name). */
      readonly rounding: "floor" | "ceil" | "round" | "trunc";
      /** The value before rounding. */
      readonly unrounded: number;
      /** The value after rounding. */
      readonly result: number;
    }
  | {
      /** `"clamp"`: a limit of the {@link StatRules} changed the value; clamp steps come last (`"min"` before `"max"`). */
      readonly kind: "clamp";
      /** Which limit held: `"min"` (the floor) or `"max"` (the cap). */
      readonly bound: "min" | "max";
      /** The limit in force: the rule's `min` or `max`, or with `limitsApplyTo: "change"` the starting value when it was already beyond it. */
      readonly limit: number;
      /** The value after clamping: equal to `limit`. */
      readonly result: number;
    };

/**
 * The effective value of a stat and how it came about, step by step, for a UI that shows
 * "20 + 5 (Sword) x3 (Backstab) = 75". Gives the same value as {@link computeStat}.
 *
 * Steps come in the order {@link computeStat} applies them: the base, the last `"set"`
 * (earlier sets are overridden and not listed), every `"add"` in list order, every
 * `"multiply"` in list order, a `"round"` step if the final rounding (`roundingAt: "end"`)
 * changed the value, then a `"clamp"` step if a limit changed it. The value is always what
 * {@link computeStat} gives for the same input, to the last bit, and the last step's `result`
 * is that value.
 *
 * Implements W-5.3.2-1, W-QS.6-5, W-18.18-1 (see {@link computeStat}).
 *
 * @param base - The printed or stored base value.
 * @param modifiers - Every modifier in effect, in the order they were applied.
 * @param rules - Optional limits and rounding.
 * @returns The value and the steps (plain JSON).
 * @example
 * ```ts
 * import { explainStat } from "@rulesmith/core";
 * const { value, steps } = explainStat(20, [{ kind: "add", value: 5, source: "sword" }, { kind: "multiply", factor: 3 }]);
 * // value 75; steps: base 20, add 5 -> 25, multiply 3 -> 75
 * ```
 */
export function explainStat(
  base: number,
  modifiers: readonly Modifier[],
  rules?: StatRules,
): {
  /** The effective value, equal to what {@link computeStat} returns for the same input. */
  readonly value: number;
  /** How the value came about, in the order applied, starting with the `"base"` step. */
  readonly steps: readonly StatStep[];
} {
  const steps: StatStep[] = [{ kind: "base", value: base, result: base }];
  let last: Extract<Modifier, { kind: "set" }> | undefined;
  for (const m of modifiers) if (m.kind === "set") last = m;
  let start = base;
  if (last !== undefined) {
    start = last.value;
    steps.push(
      last.source === undefined
        ? { kind: "set", value: last.value, result: start }
        : { kind: "set", value: last.value, result: start, source: last.source },
    );
  }
  // Adds are summed first and then added to the start, exactly as computeStat does, so that
  // the value agrees with it to the last bit; each step shows the running total.
  let added = 0;
  let value = start;
  for (const m of modifiers) {
    if (m.kind !== "add") continue;
    added += m.value;
    value = start + added;
    steps.push(
      m.source === undefined ? { kind: "add", value: m.value, result: value } : { kind: "add", value: m.value, result: value, source: m.source },
    );
  }
  const rounding = rules?.rounding;
  const atEnd = rules?.roundingAt === "end";
  const each = atEnd ? undefined : rounding;
  for (const m of modifiers) {
    if (m.kind !== "multiply") continue;
    const raw = multiplied(value, m);
    value = each === undefined ? raw : roundWith(raw, each);
    const step: { kind: "multiply"; factor: number; divisor?: number; result: number; unrounded?: number; source?: string } = {
      kind: "multiply",
      factor: m.factor,
      result: value,
    };
    if (m.divisor !== undefined) step.divisor = m.divisor;
    if (!Object.is(raw, value)) step.unrounded = raw;
    if (m.source !== undefined) step.source = m.source;
    steps.push(step);
  }
  if (atEnd && rounding !== undefined) {
    const raw = value;
    value = roundWith(raw, rounding);
    if (!Object.is(raw, value)) steps.push({ kind: "round", rounding, unrounded: raw, result: value });
  }
  if (rules !== undefined) {
    const lo = lowerLimit(rules, start);
    const hi = upperLimit(rules, start);
    if (lo !== undefined && !(value >= lo)) {
      value = lo;
      steps.push({ kind: "clamp", bound: "min", limit: lo, result: value });
    }
    if (hi !== undefined && !(value <= hi)) {
      value = hi;
      steps.push({ kind: "clamp", bound: "max", limit: hi, result: value });
    }
  }
  return { value, steps };
}
