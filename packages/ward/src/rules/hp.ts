import { computeStat } from "@rulesmith/core";

/**
 * A creature's HP after taking damage: never below 0. Negative damage counts as none.
 *
 * Implements W-QS.7-7, W-QS.7-8, W-17.2-1, W-18.13-1.
 *
 * @param currentHp - HP now.
 * @param damage - Damage taken.
 * @returns The new HP, from 0 to `currentHp`.
 * @example
 * ```ts
 * import { applyDamage } from "@rulesmith/ward";
 * applyDamage(8, 10); // 0 — the creature is killed
 * ```
 */
export function applyDamage(currentHp: number, damage: number): number {
  const d = damage > 0 ? damage : 0;
  const hp = currentHp - d;
  return hp > 0 ? hp : 0;
}

/**
 * A creature's HP after healing: never above its maximum, which is the printed HP unless an
 * effect explicitly raises it (W-AMB-50). Healing never lowers HP: a heal of 0 or less counts
 * as none, and an HP already above the maximum is kept, not cut. It is core's
 * {@link computeStat} with the maximum as a cap on the change (`limitsApplyTo: "change"`).
 *
 * Implements W-18.18-1, W-AMB-50.
 *
 * @param currentHp - HP now.
 * @param amount - HP healed.
 * @param maxHp - The cap: the printed (base) HP, or the effective HP stat.
 * @returns The new HP.
 * @example
 * ```ts
 * import { applyHealing } from "@rulesmith/ward";
 * applyHealing(50, 20, 60); // 60
 * applyHealing(30, 20, 60); // 50
 * applyHealing(70, 20, 60); // 70 — already above the cap, kept
 * ```
 */
export function applyHealing(currentHp: number, amount: number, maxHp: number): number {
  if (!(amount > 0)) return currentHp;
  return computeStat(currentHp, [{ kind: "add", value: amount }], { max: maxHp, limitsApplyTo: "change" });
}

/**
 * Whether a creature at this HP is killed (HP reduced to 0).
 *
 * Implements W-QS.7-8, W-18.13-1.
 *
 * @param currentHp - HP now.
 * @returns `true` at 0 HP (or below, for bad input).
 * @example
 * ```ts
 * import { isKilled } from "@rulesmith/ward";
 * isKilled(0); // true
 * ```
 */
export function isKilled(currentHp: number): boolean {
  return !(currentHp > 0);
}
