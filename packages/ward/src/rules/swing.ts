import { MAX_ARMOR_LEVEL } from "./stats.js";

/**
 * The fast path of one creature's swing with two Hit dice, for bots and simulations: the Hit
 * Roll (2 dice + Modifier + Hit bonus against the target's AL, W-QS.7-3), criticals (all ones
 * miss, W-QS.7-6; all sixes double and, by default, must still reach the AL, W-QS.7-5,
 * W-10.3.1-1, W-AMB-61) and Attack Damage (dice + Modifier + damage bonus, at least 0, times
 * the product of the multipliers and the critical x2, rounded down once, W-QS.7-7, W-5.3.1-1,
 * W-5.3.2-1), with plain numbers in and out and no allocation.
 *
 * @remarks
 * Same results as {@link hitRoll} followed by {@link attackDamage} for two Hit dice (the
 * multipliers applied one after another equal their product before the final rounding). The
 * general path (any number of Hit dice, the roll records) is {@link rollAttack}.
 *
 * @param hit1 - First Hit die.
 * @param hit2 - Second Hit die.
 * @param modifier - The roller's Modifier.
 * @param hitBonus - Hit Roll bonuses.
 * @param armorLevel - The target's effective AL (capped at 12 here too).
 * @param damageFaces - The sum of the Attack dice rolled.
 * @param damageBonus - Attack Damage bonuses.
 * @param multiplier - The product of the Attack Damage multipliers (1 for none).
 * @param criticalHitAlwaysHits - Whether 6, 6 hits whatever the AL; `false` (default): it must
 *   reach it like any Hit Roll (W-AMB-61, see {@link HitRollInput}).
 * @returns The damage dealt on a hit, 0 on a miss, or -1 on a Critical Miss (the roller then
 *   rolls one die of damage against itself).
 * @example
 * ```ts
 * import { swingDamage } from "@rulesmith/ward";
 * swingDamage(6, 6, 3, 0, 11, 17, 0, 9);         // 360 — (17 + 3) x 9 x 2
 * swingDamage(1, 1, 20, 0, 2, 12, 0, 1);         // -1 — Critical Miss
 * swingDamage(6, 6, -1, 0, 12, 7, 0, 1);         // 0 — 6 + 6 - 1 = 11 misses AL 12
 * swingDamage(6, 6, -1, 0, 12, 7, 0, 1, true);   // 12 — (7 - 1) x 2 when a Critical Hit always hits
 * swingDamage(6, 6, 0, 0, 12, 7, 0, 1.5);        // 21 — 7 x 1.5 x 2, rounded once
 * ```
 */
export function swingDamage(
  hit1: number,
  hit2: number,
  modifier: number,
  hitBonus: number,
  armorLevel: number,
  damageFaces: number,
  damageBonus: number,
  multiplier: number,
  criticalHitAlwaysHits = false,
): number {
  if (hit1 === 1 && hit2 === 1) return -1;
  const crit = hit1 === 6 && hit2 === 6;
  const al = armorLevel > MAX_ARMOR_LEVEL ? MAX_ARMOR_LEVEL : armorLevel;
  if (!(crit && criticalHitAlwaysHits) && hit1 + hit2 + modifier + hitBonus < al) return 0;
  let total = damageFaces + modifier + damageBonus;
  if (total < 0) total = 0;
  const m = multiplier > 0 ? multiplier : 0;
  const d = crit ? total * m * 2 : total * m;
  return d < Infinity ? Math.floor(d) : 0;
}
