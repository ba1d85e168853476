import { MAX_ARMOR_LEVEL } from "./stats.js";

/**
 * The fast path of one creature's swing with two Hit dice, for bots and simulations: the Hit
 * Roll (2 dice + Modifier + Hit bonus against the target's AL, W-QS.7-3), criticals (all sixes
 * hit and double, all ones miss, W-QS.7-5, W-QS.7-6, W-10.3.1-1) and Attack Damage (dice +
 * Modifier + damage bonus, at least 0, times the product of the multipliers, rounded down,
 * W-QS.7-7, W-5.3.1-1, W-5.3.2-1), with plain numbers in and out and no allocation.
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
 * @returns The damage dealt on a hit, 0 on a miss, or -1 on a Critical Miss (the roller then
 *   rolls one die of damage against itself).
 * @example
 * ```ts
 * import { swingDamage } from "@rulesmith/ward";
 * swingDamage(6, 6, 3, 0, 11, 17, 0, 9); // (17 + 3) x 9 x 2 = 360
 * swingDamage(1, 1, 20, 0, 2, 12, 0, 1); // -1: Critical Miss
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
): number {
  if (hit1 === 1 && hit2 === 1) return -1;
  const crit = hit1 === 6 && hit2 === 6;
  const al = armorLevel > MAX_ARMOR_LEVEL ? MAX_ARMOR_LEVEL : armorLevel;
  if (!crit && hit1 + hit2 + modifier + hitBonus < al) return 0;
  let total = damageFaces + modifier + damageBonus;
  if (total < 0) total = 0;
  const m = multiplier > 0 ? multiplier : 0;
  const d = Math.floor(total * m);
  return crit ? d * 2 : d;
}
