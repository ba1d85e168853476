/**
 * The most cards a hand may hold after the Draw Phase; above it the player discards down to
 * this before playing anything.
 *
 * Implements W-QS.5-3, W-9.1-3, W-9.1-4.
 *
 * @example
 * ```ts
 * import { MAX_HAND_SIZE } from "@rulesmith/ward";
 * MAX_HAND_SIZE; // 8
 * ```
 */
export const MAX_HAND_SIZE = 8;

/**
 * How many cards each player draws in their first Draw Phase (turn cycle 1).
 *
 * Implements W-QS.3-3, W-QS.5-2, W-7.1.2-1 (one draw of five, W-AMB-2).
 *
 * @example
 * ```ts
 * import { OPENING_DRAW } from "@rulesmith/ward";
 * OPENING_DRAW; // 5
 * ```
 */
export const OPENING_DRAW = 5;

/**
 * The most Infinite magics one player may have active on their side of the field.
 *
 * Implements W-QS.8-3, W-6.5.2-2 (the cap counts Infinite magics only, W-AMB-26).
 *
 * @example
 * ```ts
 * import { MAX_INFINITE_MAGICS } from "@rulesmith/ward";
 * MAX_INFINITE_MAGICS; // 5
 * ```
 */
export const MAX_INFINITE_MAGICS = 5;

/**
 * The most Limited Summons one player may have on their side of the field.
 *
 * Implements W-13.3.1-1.
 *
 * @example
 * ```ts
 * import { MAX_LIMITED_SUMMONS } from "@rulesmith/ward";
 * MAX_LIMITED_SUMMONS; // 4
 * ```
 */
export const MAX_LIMITED_SUMMONS = 4;

/**
 * How many cards a player must discard after drawing to get down to the hand limit.
 *
 * Implements W-QS.5-3, W-9.1-3.
 *
 * @param handSize - Cards in hand after the draw.
 * @returns 0 when the hand is at most 8 cards, otherwise the excess.
 * @example
 * ```ts
 * import { discardsRequired } from "@rulesmith/ward";
 * discardsRequired(9); // 1
 * discardsRequired(8); // 0
 * ```
 */
export function discardsRequired(handSize: number): number {
  return handSize > MAX_HAND_SIZE ? Math.floor(handSize) - MAX_HAND_SIZE : 0;
}

/**
 * Whether another Infinite magic may be played, given how many are active on that side.
 *
 * Implements W-QS.8-3, W-6.5.2-2.
 *
 * @param activeInfinite - Infinite magics active on the player's side now.
 * @returns `true` while fewer than 5 are active.
 * @example
 * ```ts
 * import { canAddInfinite } from "@rulesmith/ward";
 * canAddInfinite(4); // true
 * canAddInfinite(5); // false
 * ```
 */
export function canAddInfinite(activeInfinite: number): boolean {
  return activeInfinite < MAX_INFINITE_MAGICS;
}

/**
 * Whether another Limited Summon may come to that side, given how many are there.
 *
 * Implements W-13.3.1-1.
 *
 * @param limitedSummons - Limited Summons on the player's side now.
 * @returns `true` while fewer than 4 are there.
 * @example
 * ```ts
 * import { canAddLimitedSummon } from "@rulesmith/ward";
 * canAddLimitedSummon(4); // false
 * ```
 */
export function canAddLimitedSummon(limitedSummons: number): boolean {
  return limitedSummons < MAX_LIMITED_SUMMONS;
}
