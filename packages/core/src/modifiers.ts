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
 * clamped to; `rounding` is applied after every multiplication (none when left out).
 *
 * @example
 * ```ts
 * import type { StatRules } from "@rulesmith/core";
 * const armorLevel: StatRules = { min: 1, max: 12 };          // W-QS.6-5
 * const damage: StatRules = { min: 0, rounding: "floor" };    // whole numbers, W-AMB-29
 * ```
 */
export interface StatRules {
  /** The floor: a final value below it becomes `min` (0 for HP; none when left out). */
  readonly min?: number;
  /** The cap: a final value above it becomes `max` (12 for Ward's armor level, W-QS.6-5; none when left out). */
  readonly max?: number;
  /** How to round after each multiplication, with the `Math` function of that name (`"floor"` for Ward's percentages, W-AMB-29); no rounding when left out. */
  readonly rounding?: "floor" | "ceil" | "round" | "trunc";
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
 * 3. multiply by every `"multiply"` factor, one after another in list order, each to the
 *    running total, rounding after each multiplication when `rules.rounding` is given;
 * 4. clamp to `[rules.min, rules.max]`.
 *
 * Implements W-5.3.2-1 (multipliers apply one after another to the running total),
 * W-QS.6-5 / W-17.1-1 (a cap holds even with buffs: pass `max: 12`) and W-18.18-1 (pass
 * `max: base` for a value that can never be healed above its base).
 *
 * @remarks
 * - No rounding by default: integers added and multiplied by whole factors stay integers, and
 *   whether a fraction rounds down or up is a game's rule (Ward rounds percentages down,
 *   W-AMB-29: pass `rounding: "floor"`). Rounding applies after multiplications only; `base`,
 *   `"set"` and `"add"` values are used as given.
 * - A `"set"` replaces the base only: adds and multipliers still apply on top of it. To pin a
 *   final value regardless of buffs, clamp with `min`/`max` instead.
 * - If `min > max` the result is `max`. `NaN` anywhere gives `NaN`.
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
 * ```
 */
export function computeStat(base: number, modifiers: readonly Modifier[], rules?: StatRules): number {
  let start = base;
  let added = 0;
  let multiplies = false;
  for (const m of modifiers) {
    if (m.kind === "add") added += m.value;
    else if (m.kind === "set") start = m.value;
    else multiplies = true;
  }
  let value = start + added;
  if (multiplies) {
    const rounding = rules?.rounding;
    for (const m of modifiers) {
      if (m.kind !== "multiply") continue;
      value *= m.factor;
      if (rounding !== undefined) value = roundWith(value, rounding);
    }
  }
  if (rules !== undefined) {
    if (rules.min !== undefined && value < rules.min) value = rules.min;
    if (rules.max !== undefined && value > rules.max) value = rules.max;
  }
  return value;
}

/**
 * One step of {@link explainStat}: what was applied and the running value after it
 * (`result`). A `"multiply"` step carries `unrounded` when rounding changed the value; a
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
 *     case "multiply": return `x${s.factor} -> ${s.result}`;
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
      /** The running value after the multiplication and rounding. */
      readonly result: number;
      /** The product before rounding, present only when rounding changed it. */
      readonly unrounded?: number;
      /** The modifier's `source`, when it has one. */
      readonly source?: string;
    }
  | {
      /** `"clamp"`: a limit of the {@link StatRules} changed the value; clamp steps come last (`"min"` before `"max"`). */
      readonly kind: "clamp";
      /** Which limit held: `"min"` (the floor) or `"max"` (the cap). */
      readonly bound: "min" | "max";
      /** The limit's value. */
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
 * `"multiply"` in list order, then a `"clamp"` step if a limit changed the value.
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
  let value = base;
  if (last !== undefined) {
    value = last.value;
    steps.push(
      last.source === undefined
        ? { kind: "set", value: last.value, result: value }
        : { kind: "set", value: last.value, result: value, source: last.source },
    );
  }
  for (const m of modifiers) {
    if (m.kind !== "add") continue;
    value += m.value;
    steps.push(
      m.source === undefined ? { kind: "add", value: m.value, result: value } : { kind: "add", value: m.value, result: value, source: m.source },
    );
  }
  const rounding = rules?.rounding;
  for (const m of modifiers) {
    if (m.kind !== "multiply") continue;
    const raw = value * m.factor;
    value = rounding === undefined ? raw : roundWith(raw, rounding);
    const step: { kind: "multiply"; factor: number; result: number; unrounded?: number; source?: string } = {
      kind: "multiply",
      factor: m.factor,
      result: value,
    };
    if (raw !== value) step.unrounded = raw;
    if (m.source !== undefined) step.source = m.source;
    steps.push(step);
  }
  if (rules?.min !== undefined && value < rules.min) {
    value = rules.min;
    steps.push({ kind: "clamp", bound: "min", limit: rules.min, result: value });
  }
  if (rules?.max !== undefined && value > rules.max) {
    value = rules.max;
    steps.push({ kind: "clamp", bound: "max", limit: rules.max, result: value });
  }
  return { value, steps };
}
