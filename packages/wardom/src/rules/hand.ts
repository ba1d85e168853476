/**
 * Hand-size arithmetic: the Resource Stage draw and the End Stage discard.
 */
import { HAND_LIMIT, STARTING_HAND } from "./limits.js";

/**
 * How many cards a player draws in their Resource Stage: up to 5 in hand, or 1 if they already
 * hold 5 or more; none for the first player in round 1. An empty deck draws as many as it has
 * (D-AMB-10, no loss).
 *
 * Implements D-RSRC-2, D-RSRC-3, D-AMB-37 (the second player draws 1 in round 1), D-AMB-10.
 *
 * @param input - `handSize`, whether the player acts `first` this round, the `round` number,
 *   and optionally `deckSize` (cards left in the deck).
 * @returns The number of cards to draw.
 * @example
 * ```ts
 * import { resourceDrawCount } from "@rulesmith/wardom";
 * resourceDrawCount({ handSize: 2, first: true, round: 3 }); // 3
 * resourceDrawCount({ handSize: 7, first: true, round: 3 }); // 1
 * resourceDrawCount({ handSize: 5, first: true, round: 1 }); // 0
 * ```
 */
export function resourceDrawCount(input: { readonly handSize: number; readonly first: boolean; readonly round: number; readonly deckSize?: number }): number {
  if (input.first && input.round <= 1) return 0;
  const hand = Number.isFinite(input.handSize) ? Math.max(0, Math.trunc(input.handSize)) : 0;
  const want = hand >= STARTING_HAND ? 1 : STARTING_HAND - hand;
  if (input.deckSize === undefined || !Number.isFinite(input.deckSize)) return want;
  return Math.max(0, Math.min(want, Math.trunc(input.deckSize)));
}

/**
 * How many cards a player must discard at End Stage to get down to 8.
 *
 * Implements D-END-5, D-LIMIT-3.
 *
 * @param handSize - Cards in hand.
 * @returns `max(0, handSize - 8)`.
 * @example
 * ```ts
 * import { endStageDiscardCount } from "@rulesmith/wardom";
 * endStageDiscardCount(10); // 2
 * endStageDiscardCount(8);  // 0
 * ```
 */
export function endStageDiscardCount(handSize: number): number {
  return Number.isFinite(handSize) ? Math.max(0, Math.trunc(handSize) - HAND_LIMIT) : 0;
}
