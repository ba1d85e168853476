// Statistics for simulation reports: Wilson score intervals and mean/spread summaries.
import { err, excerpt, ok, ruleError, type Result } from "@rulesmith/core";

/**
 * The z value of a two-sided 95% interval (the 97.5th percentile of the normal distribution).
 *
 * @example
 * ```ts
 * import { Z_95 } from "@rulesmith/cli";
 * Z_95; // 1.959963984540054
 * ```
 */
export const Z_95 = 1.959963984540054;

/**
 * A proportion with its confidence interval.
 *
 * @example
 * ```ts
 * import type { Interval } from "@rulesmith/cli";
 * const i: Interval = { estimate: 0.5, low: 0.2366, high: 0.7634 };
 * ```
 */
export interface Interval {
  /** The observed proportion (0 when there were no trials). */
  readonly estimate: number;
  /** The lower bound. */
  readonly low: number;
  /** The upper bound. */
  readonly high: number;
}

/**
 * The Wilson score interval for a proportion: `successes` out of `trials`, at the confidence
 * given by `z` (default 95%). Unlike the textbook "p ± z·se" interval, it stays inside
 * [0, 1] and keeps a sensible width at 0% and 100% and for few trials.
 *
 * @remarks With no trials at all nothing is known: the interval is [0, 1] and the estimate 0.
 * @param successes - Wins (a whole number from 0 to `trials`).
 * @param trials - Matches (a whole number from 0).
 * @param z - The normal quantile; {@link Z_95} by default.
 * @returns The interval, or a `stats/bad-count` error for counts that are not whole, are
 *   negative, or have more successes than trials, or a `z` that is not positive.
 * @example
 * ```ts
 * import { wilsonInterval } from "@rulesmith/cli";
 * wilsonInterval(5, 10); // { ok: true, value: { estimate: 0.5, low: 0.2365..., high: 0.7634... } }
 * wilsonInterval(0, 10); // { ok: true, value: { estimate: 0, low: 0, high: 0.2775... } }
 * ```
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Result<Interval> {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || trials < 0 || successes > trials) {
    return err(ruleError("stats/bad-count", `Successes and trials are whole numbers with 0 <= successes <= trials, not ${excerpt(successes)} of ${excerpt(trials)}.`));
  }
  if (typeof z !== "number" || !(z > 0) || !Number.isFinite(z)) return err(ruleError("stats/bad-count", `z is a positive number, not ${excerpt(z)}.`));
  if (trials === 0) return ok({ estimate: 0, low: 0, high: 1 });
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const low = successes === 0 ? 0 : Math.max(0, centre - half);
  const high = successes === trials ? 1 : Math.min(1, centre + half);
  return ok({ estimate: p, low, high });
}

/**
 * The count, mean, sample standard deviation, minimum and maximum of some numbers.
 *
 * @example
 * ```ts
 * import type { Summary } from "@rulesmith/cli";
 * const s: Summary = { count: 3, mean: 2, sd: 1, min: 1, max: 3 };
 * ```
 */
export interface Summary {
  /** How many numbers. */
  readonly count: number;
  /** Their mean (0 for none). */
  readonly mean: number;
  /** Their sample standard deviation (n - 1 in the denominator; 0 for fewer than two). */
  readonly sd: number;
  /** The smallest (0 for none). */
  readonly min: number;
  /** The largest (0 for none). */
  readonly max: number;
}

/**
 * Summarises numbers as count, mean, sample standard deviation, minimum and maximum, in one
 * pass (Welford's method, which stays accurate for long lists of large numbers).
 *
 * @param values - The numbers (non-finite ones are skipped).
 * @returns The summary; all zeros for an empty list.
 * @example
 * ```ts
 * import { summarize } from "@rulesmith/cli";
 * summarize([1, 2, 3]); // { count: 3, mean: 2, sd: 1, min: 1, max: 3 }
 * ```
 */
export function summarize(values: readonly number[]): Summary {
  let count = 0;
  let mean = 0;
  let m2 = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const x of values) {
    if (!Number.isFinite(x)) continue;
    count++;
    const delta = x - mean;
    mean += delta / count;
    m2 += delta * (x - mean);
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (count === 0) return { count: 0, mean: 0, sd: 0, min: 0, max: 0 };
  return { count, mean, sd: count > 1 ? Math.sqrt(m2 / (count - 1)) : 0, min, max };
}
