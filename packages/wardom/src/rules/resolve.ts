/**
 * Resolve: damage, paying resolve, and losing at 0.
 */

/**
 * A player's resolve after taking damage (never below 0).
 *
 * Implements D-BTL-6 (damage is taken from the loser's resolve), D-WIN-2.
 *
 * @param resolve - Resolve now.
 * @param damage - Damage taken (negative counts as 0).
 * @returns The resolve left, from 0.
 * @example
 * ```ts
 * import { takeResolveDamage } from "@rulesmith/wardom";
 * takeResolveDamage(20, 2); // 18
 * takeResolveDamage(3, 5);  // 0
 * ```
 */
export function takeResolveDamage(resolve: number, damage: number): number {
  const d = damage > 0 ? damage : 0;
  const r = resolve - d;
  return r > 0 ? r : 0;
}

/**
 * Whether a player has lost by resolve: at 0 or below.
 *
 * Implements D-WIN-2, D-AMB-38.
 *
 * @param resolve - Their resolve.
 * @returns `true` when they have lost.
 * @example
 * ```ts
 * import { isOutOfResolve } from "@rulesmith/wardom";
 * isOutOfResolve(0); // true
 * isOutOfResolve(1); // false
 * ```
 */
export function isOutOfResolve(resolve: number): boolean {
  return resolve <= 0;
}

/**
 * Who has lost by resolve, from both players' resolve: nobody, one player, or both at once
 * (a draw by default).
 *
 * Implements D-WIN-2, D-AMB-36, D-AMB-38.
 *
 * @param resolve - Player 0's and player 1's resolve.
 * @returns `"none"`, `0`, `1` (the loser), or `"draw"`.
 * @example
 * ```ts
 * import { resolveLoser } from "@rulesmith/wardom";
 * resolveLoser([0, 4]); // 0
 * resolveLoser([0, 0]); // "draw"
 * ```
 */
export function resolveLoser(resolve: readonly [number, number]): "none" | 0 | 1 | "draw" {
  const a = isOutOfResolve(resolve[0]);
  const b = isOutOfResolve(resolve[1]);
  if (a && b) return "draw";
  if (a) return 0;
  if (b) return 1;
  return "none";
}
