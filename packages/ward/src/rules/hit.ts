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
 * @remarks
 * It reads the dice only. Whether a Critical Hit counts is settled by {@link hitRoll}: by
 * default all sixes must still reach the defender's AL (W-AMB-61), and a roll that does not
 * is a plain miss.
 *
 * @param faces - The Hit dice as rolled.
 * @returns `"hit"`, `"miss"` or `null`.
 * @example
 * ```ts
 * import { criticalOf } from "@rulesmith/ward";
 * criticalOf([6, 6]);    // "hit"
 * criticalOf([6, 6, 5]); // null
 * criticalOf([1, 1]);    // "miss"
 * criticalOf([6]);       // null — one Hit die cannot crit
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
 * What a Hit Roll needs: the Hit dice as rolled, the creature's Modifier, any Hit bonuses
 * from effects and, optionally, which reading of the Critical Hit to use (W-AMB-61).
 *
 * @example
 * ```ts
 * import type { HitRollInput } from "@rulesmith/ward";
 * const input: HitRollInput = { faces: [3, 4], modifier: 2, bonus: 0 };
 * const houseRule: HitRollInput = { faces: [6, 6], modifier: -1, bonus: 0, criticalHitAlwaysHits: true };
 * ```
 */
export interface HitRollInput {
  /** The Hit dice as rolled. */
  readonly faces: readonly number[];
  /** The creature's Modifier. */
  readonly modifier: number;
  /** Hit bonuses from effects. */
  readonly bonus: number;
  /**
   * Whether a Critical Hit (all sixes) hits whatever the defender's AL. `false` (default):
   * it must still meet or beat the AL like any Hit Roll (W-AMB-61, W-QS.7-3, W-10.3.1-1);
   * `true`: it always hits, as a Critical Miss always misses (10.3.2).
   */
  readonly criticalHitAlwaysHits?: boolean;
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
  /**
   * `"miss"` for a Critical Miss; `"hit"` for a Critical Hit that counts (all sixes, and the
   * roll hit: a `"hit"` is always a hit); `null` otherwise, including all sixes that missed.
   */
  readonly critical: Critical;
}

/**
 * Settles a Hit Roll from dice already rolled: total = Hit dice + Modifier + Hit bonuses, a hit
 * when the total meets or beats the target's Armor Level (capped at 12). A Critical Miss (all
 * ones, two or more dice) always misses, whatever the total. A Critical Hit (all sixes) must
 * still meet or beat the AL by default, and then doubles the damage; all sixes that fall short
 * (a negative Modifier against a high AL) are a plain miss, with `critical: null`. With
 * `criticalHitAlwaysHits: true` all sixes always hit.
 *
 * Implements W-QS.7-3, W-QS.7-4, W-10.2-3, W-5.2.1.7-1, W-5.2.1.10-1, W-18.21-1, W-10.3.1-1,
 * W-10.3.2-1, W-10.3.3-1, W-AMB-61.
 *
 * @remarks
 * The rulebook makes only the Critical Miss automatic ("regardless of your opponent's AL",
 * 10.3.2); 10.3.1 and 18.10 say a Critical Hit doubles damage, and QS Step 2 says a total below
 * the AL misses. With two dice all sixes total 12 + Modifier + bonuses, so the two readings
 * differ only when that is below the AL. The matrix default (W-AMB-61) is that it must hit;
 * the other reading is the `criticalHitAlwaysHits` option.
 *
 * @param input - The Hit dice faces (their count may differ from 2 through effects), the
 *   Modifier, the Hit bonuses and the Critical Hit reading.
 * @param armorLevel - The target's effective Armor Level; values above 12 count as 12.
 * @returns The total, whether it hit and the critical, if any.
 * @example
 * ```ts
 * import { hitRoll } from "@rulesmith/ward";
 * hitRoll({ faces: [3, 4], modifier: 2, bonus: 0 }, 9);  // { total: 9, hit: true, critical: null }
 * hitRoll({ faces: [3, 4], modifier: 2, bonus: 0 }, 10); // { total: 9, hit: false, critical: null }
 * hitRoll({ faces: [1, 1], modifier: 20, bonus: 0 }, 2); // { total: 22, hit: false, critical: "miss" }
 * hitRoll({ faces: [6, 6], modifier: -1, bonus: 0 }, 12); // { total: 11, hit: false, critical: null }
 * hitRoll({ faces: [6, 6], modifier: -1, bonus: 0, criticalHitAlwaysHits: true }, 12); // { total: 11, hit: true, critical: "hit" }
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
  const dice: Critical = n < 2 ? null : sixes === n ? "hit" : ones === n ? "miss" : null;
  if (dice === "miss") return { total, hit: false, critical: "miss" };
  const al = armorLevel > MAX_ARMOR_LEVEL ? MAX_ARMOR_LEVEL : armorLevel;
  const hit = total >= al || (dice === "hit" && input.criticalHitAlwaysHits === true);
  return { total, hit, critical: hit ? dice : null };
}
