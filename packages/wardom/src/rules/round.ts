/**
 * The order of a round: the eight ordered steps, End & Routing's inner order, routing order and
 * the swap of the first player.
 */
import type { PlayerId } from "@rulesmith/core";
import type { Stage } from "./danger.js";

/**
 * One of the eight ordered steps of a round: a stage, and the player who takes it (`null` for
 * the Battle and End & Routing stages, which both players resolve together).
 *
 * @example
 * ```ts
 * import type { RoundStep } from "@rulesmith/wardom";
 * const s: RoundStep = { stage: "main", player: 1 };
 * ```
 */
export interface RoundStep {
  /** The stage of this step (D-ROUND-1). */
  readonly stage: Stage;
  /** The player who takes it, or `null` for Battle and End & Routing, which both players resolve together (D-ROUND-2). */
  readonly player: PlayerId | null;
}

/**
 * The eight ordered steps of a round: the first player's Start, Resource and Main; the second
 * player's Start, Resource and Main; then Battle and End & Routing for both.
 *
 * Implements D-ROUND-1, D-ROUND-2, D-BTL-1.
 *
 * @param first - The player who acts first this round (0 or 1).
 * @returns The eight steps in order.
 * @example
 * ```ts
 * import { roundSteps } from "@rulesmith/wardom";
 * roundSteps(1).map((s) => `${s.stage}:${s.player ?? "both"}`).join(" ");
 * // "start:1 resource:1 main:1 start:0 resource:0 main:0 battle:both end:both"
 * ```
 */
export function roundSteps(first: PlayerId): readonly RoundStep[] {
  const second = first === 0 ? 1 : 0;
  return [
    { stage: "start", player: first },
    { stage: "resource", player: first },
    { stage: "main", player: first },
    { stage: "start", player: second },
    { stage: "resource", player: second },
    { stage: "main", player: second },
    { stage: "battle", player: null },
    { stage: "end", player: null },
  ];
}

/**
 * Who acts first next round: the players swap.
 *
 * Implements D-END-4.
 *
 * @param first - Who acted first this round.
 * @returns The other player.
 * @example
 * ```ts
 * import { nextFirstPlayer } from "@rulesmith/wardom";
 * nextFirstPlayer(0); // 1
 * ```
 */
export function nextFirstPlayer(first: PlayerId): PlayerId {
  return first === 0 ? 1 : 0;
}

/**
 * The order in which players route Units to their Side Zones: the battle winner first, then the
 * loser; after a tie, the current first player first.
 *
 * Implements D-END-2, D-AMB-5 (tie order).
 *
 * @param winner - The battle winner, or `null` for a tie.
 * @param first - Who acts first this round.
 * @returns The two players in routing order.
 * @example
 * ```ts
 * import { routingOrder } from "@rulesmith/wardom";
 * routingOrder(1, 0);    // [1, 0]
 * routingOrder(null, 1); // [1, 0]
 * ```
 */
export function routingOrder(winner: PlayerId | null, first: PlayerId): readonly [PlayerId, PlayerId] {
  const lead = winner ?? first;
  return [lead, lead === 0 ? 1 : 0];
}

/**
 * The order of the parts of the End & Routing stage (D-AMB-18): end triggers (Weaken and Poison
 * included), pending Last-Will destructions, discard to 8, routing, maximum energy +1, swap of the
 * first player.
 *
 * Implements D-END-1, D-END-2, D-END-3, D-END-4, D-END-5, D-AMB-18.
 *
 * @example
 * ```ts
 * import { END_STAGE_ORDER } from "@rulesmith/wardom";
 * END_STAGE_ORDER[0]; // "end-triggers"
 * ```
 */
export const END_STAGE_ORDER = ["end-triggers", "last-will", "discard-to-8", "routing", "raise-max-energy", "swap-first-player"] as const;
