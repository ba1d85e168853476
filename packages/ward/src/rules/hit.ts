import { MAX_ARMOR_LEVEL } from "./stats.js";

/**
 * Whether a Hit Roll was critical: `"hit"` when every Hit die shows 6, `"miss"` when every
 * Hit die shows 1, `null` otherwise. With fewer than two Hit dice there are no criticals.
 *
 * @example
 * ```ts
 * import type { Critical } from "@rulesmith/ward";
 * const c: Critical = "hit";
 * ```
 */
export type Critical = "hit" | "miss" | null;

/**
 * Reads the Hit dice for a critical: all sixes is a Critical Hit, all ones a Critical Miss,
 * with two or more dice; one die never makes a critical.
 *
 * Implements W-QS.7-5, W-QS.7-6, W-10.3.1-1, W-10.3.1-2, W-10.3.2-1, W-10.3.3-1, W-18.10-1,
 * W-18.11-1.
 *
 * @param faces - The Hit dice as rolled.
 * @returns `"hit"`, `"miss"` or `null`.
 * @example
 * ```ts
 * import { criticalOf } from "@rulesmith/ward";
 * criticalOf([6, 6]);    // "hit"
 * criticalOf([6, 6, 5]); // null
 * criticalOf([1, 1]);    // "miss"
 * criticalOf([6]);       // null: one Hit die cannot crit
 * ```
 */
export function criticalOf(faces: readonly number[]): Critical {
  const n = faces.length;
  if (n < 2) return null;
  const first = faces[0];
  if (first !== 6 && first !== 1) return null;
  for (let i = 1; i < n; i++) if (faces[i] !== first) return null;
  return first === 6 ? "hit" : "miss";
}

/**
 * What a Hit Roll needs: the Hit dice as rolled, the creature's Modifier and any Hit bonuses
 * from effects.
 *
 * @example
 * ```ts
 * import type { HitRollInput } from "@rulesmith/ward";
 * const input: HitRollInput = { faces: [3, 4], modifier: 2, bonus: 0 };
 * ```
 */
export interface HitRollInput {
  /** The Hit dice as rolled. */
  readonly faces: readonly number[];
  /** The creature's Modifier. */
  readonly modifier: number;
  /** Hit bonuses from effects. */
  readonly bonus: number;
}

/**
 * The result of a Hit Roll: the total (dice + Modifier + bonuses), whether it hit and whether it
 * was critical.
 *
 * @example
 * ```ts
 * import type { HitRollResult } from "@rulesmith/ward";
 * const r: HitRollResult = { total: 9, hit: true, critical: null };
 * ```
 */
export interface HitRollResult {
  /** Dice + Modifier + bonuses. */
  readonly total: number;
  /** Whether it hit. */
  readonly hit: boolean;
  /** `"hit"`, `"miss"` or `null`. */
  readonly critical: Critical;
}

/**
 * Settles a Hit Roll from dice already rolled: total = Hit dice + Modifier + Hit bonuses, a hit
 * when the total meets or beats the target's Armor Level (capped at 12). A Critical Miss (all
 * ones, two or more dice) always misses, whatever the total; a Critical Hit (all sixes) always
 * hits.
 *
 * Implements W-QS.7-3, W-QS.7-4, W-10.2-3, W-5.2.1.7-1, W-5.2.1.10-1, W-18.21-1, W-10.3.2-1,
 * W-10.3.3-1.
 *
 * @param input - The Hit dice faces (their count may differ from 2 through effects), the
 *   Modifier and the Hit bonuses.
 * @param armorLevel - The target's effective Armor Level; values above 12 count as 12.
 * @returns The total, whether it hit and the critical, if any.
 * @remarks
 * The rulebook says a Critical Miss misses "regardless" of the AL but does not say a Critical
 * Hit hits regardless; with two dice all sixes total 12 + Modifier, which misses AL 12 only
 * with a negative Modifier. This function treats all sixes as a hit (a decision, listed in the
 * package README).
 * @example
 * ```ts
 * import { hitRoll } from "@rulesmith/ward";
 * hitRoll({ faces: [3, 4], modifier: 2, bonus: 0 }, 9);  // { total: 9, hit: true, critical: null }
 * hitRoll({ faces: [3, 4], modifier: 2, bonus: 0 }, 10); // { total: 9, hit: false, critical: null }
 * hitRoll({ faces: [1, 1], modifier: 20, bonus: 0 }, 2); // { total: 22, hit: false, critical: "miss" }
 * ```
 */
export function hitRoll(input: HitRollInput, armorLevel: number): HitRollResult {
  const faces = input.faces;
  const n = faces.length;
  let total = input.modifier + input.bonus;
  let sixes = 0;
  let ones = 0;
  for (let i = 0; i < n; i++) {
    const f = faces[i] ?? 0;
    total += f;
    if (f === 6) sixes++;
    else if (f === 1) ones++;
  }
  // Same reading as criticalOf, inlined: this is the hottest function of a battle.
  const critical: Critical = n < 2 ? null : sixes === n ? "hit" : ones === n ? "miss" : null;
  const al = armorLevel > MAX_ARMOR_LEVEL ? MAX_ARMOR_LEVEL : armorLevel;
  const hit = critical === null ? total >= al : critical === "hit";
  return { total, hit, critical };
}
