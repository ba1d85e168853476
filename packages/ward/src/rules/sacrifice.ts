/**
 * How many creatures must be sacrificed to summon a creature, from its BASE (printed) Armor
 * Level: AL 1–6 needs none, AL 7–11 needs one, AL 12 needs two. Buffs to AL never change this.
 *
 * Implements W-QS.6-1, W-QS.6-2, W-QS.6-3, W-8.2.1-1, W-8.2.1-2, W-8.2-1.
 *
 * @param baseArmorLevel - The printed AL of the creature being summoned (1 to 12).
 * @returns 0, 1 or 2.
 * @remarks
 * Values outside 1–12 are read by the same thresholds (below 7 → 0, 12 and above → 2), so the
 * function never throws; card data is validated to 1–12 by {@link parseCard}.
 * @example
 * ```ts
 * import { sacrificesRequired } from "@rulesmith/ward";
 * sacrificesRequired(6);  // 0
 * sacrificesRequired(9);  // 1
 * sacrificesRequired(12); // 2
 * ```
 */
export function sacrificesRequired(baseArmorLevel: number): 0 | 1 | 2 {
  if (baseArmorLevel >= 12) return 2;
  if (baseArmorLevel >= 7) return 1;
  return 0;
}
