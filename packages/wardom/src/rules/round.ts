/**
 * The order of a round: the eight ordered steps, End & Routing's inner order, routing order and
 * the swap of the first player.
 */
import { currentRound, type Clock, type PlayerId } from "@rulesmith/core";
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
 * player's Start, Resource and Main; then Battle and End & Routing for both. The engine runs
 * exactly these steps, in this order: it moves its clock from one to the next (a step with a
 * player is a stage of that player's clock turn; Battle and End & Routing run with no turn in
 * progress).
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
 * first player. The engine runs End & Routing from this list: entering the stage queues these
 * parts as its pending work, in this order (`WardomState.jobs`); the swap ends the round on the
 * clock, after which the other player begins the next round.
 *
 * Implements D-END-1, D-END-2, D-END-3, D-END-4, D-END-5, D-AMB-18.
 *
 * @example
 * ```ts
 * import { END_STAGE_ORDER } from "@rulesmith/wardom";
 * END_STAGE_ORDER[0]; // "end-triggers"
 * ```
 */
export const END_STAGE_ORDER = /* @__PURE__ */ Object.freeze(["end-triggers", "last-will", "discard-to-8", "routing", "raise-max-energy", "swap-first-player"] as const);

/**
 * One part of the End & Routing stage: an entry of {@link END_STAGE_ORDER}.
 *
 * @example
 * ```ts
 * import type { EndStagePart } from "@rulesmith/wardom";
 * const part: EndStagePart = "routing";
 * ```
 */
export type EndStagePart = (typeof END_STAGE_ORDER)[number];

/**
 * Who acts first in the current round of a Wardom match's clock (D-ROUND-2): the player whose
 * turn is the round's first. A round is two clock turns, the first player's then the second's,
 * and the players swap each round (D-END-4), so the second player of one round begins the next.
 *
 * Implements D-ROUND-2, D-END-4.
 *
 * @remarks
 * Before the first-player roll is decided (clock turn 0) it is the clock's `active` seat, 0.
 *
 * @param clock - A Wardom match's clock (explicit rounds, two clock turns a round).
 * @returns The first player of the round the clock is in.
 * @example
 * ```ts
 * import { ruleset, demoConfig, firstPlayerOf } from "@rulesmith/wardom";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) firstPlayerOf(s.value.clock); // 0 — until the roll's winner chooses
 * ```
 */
export function firstPlayerOf(clock: Clock): PlayerId {
  // Turns begun in this round: 1 during the first player's turn, 2 from the second player's
  // turn to the end of the round, 0 between the end of a round and the next round's first turn.
  const begun = clock.turn - 2 * (currentRound(clock) - 1);
  if (begun !== 2) return clock.active;
  return clock.active === 0 ? 1 : 0;
}
