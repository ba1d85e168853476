/**
 * Evaluating a card's {@link Condition} over a plain description of the game.
 */
import type { CardFilter, Condition } from "../cards/cards.js";
import type { Zone } from "../cards/vocabulary.js";
import type { Candidate } from "./targeting.js";
import { matchesFilter } from "./targeting.js";

/**
 * What conditions look at, seen from the card's controller: the round, both resolves, the result
 * of the controller's last battle, and the cards in play and in zones (each with its zone and side).
 *
 * @example
 * ```ts
 * import type { ConditionContext } from "@rulesmith/wardom";
 * const ctx: ConditionContext = { round: 3, resolve: { you: 9, opponent: 14 }, lastBattle: "lost", cards: [] };
 * ```
 */
export interface ConditionContext {
  /** The round number, from 1. */
  readonly round: number;
  /** Both players' resolve. */
  readonly resolve: {
    /** The controller's resolve. */
    readonly you: number;
    /** The opponent's resolve. */
    readonly opponent: number;
  };
  /** The controller's result in the latest battle, or `null` before the first battle. */
  readonly lastBattle: "won" | "lost" | "tie" | null;
  /** The cards conditions may count, each with its zone and side ("controls" counts those in Combat and Support positions). */
  readonly cards: readonly Candidate[];
  /**
   * The cards of one zone and side, the same as `cards` filtered by them: when given, a condition
   * reads only the zones it counts (the engine builds each zone's list when first asked).
   */
  readonly cardsIn?: (zone: Zone, side: "you" | "opponent") => readonly Candidate[];
}

const LINE: readonly Zone[] = ["combat", "support"];
const SIDES = ["you", "opponent"] as const;

/** How many cards of the zones and side match the filter. */
function count(context: ConditionContext, zones: readonly Zone[], side: "you" | "opponent" | "any", filter: CardFilter | undefined): number {
  let n = 0;
  const by = context.cardsIn;
  if (by === undefined) {
    for (const c of context.cards) {
      if (!zones.includes(c.zone) || (side !== "any" && c.side !== side)) continue;
      if (matchesFilter(c.card, filter, c.statuses)) n++;
    }
    return n;
  }
  for (const zone of zones) {
    for (const s of SIDES) {
      if (side !== "any" && s !== side) continue;
      for (const c of by(zone, s)) if (matchesFilter(c.card, filter, c.statuses)) n++;
    }
  }
  return n;
}

/**
 * Tells whether a condition holds: a Danger Action's condition, a Treasure's requirement or a
 * True Recruit requirement. "Controls" counts cards on the line (Combat and Support positions).
 *
 * Implements D-DANGER-2, D-TREASURE-1, D-TRUE-6.
 *
 * @param condition - The condition.
 * @param context - What it looks at.
 * @returns `true` when it holds.
 * @example
 * ```ts
 * import { conditionHolds } from "@rulesmith/wardom";
 * const ctx = { round: 3, resolve: { you: 9, opponent: 14 }, lastBattle: "lost", cards: [] } as const;
 * conditionHolds({ kind: "resolve-at-most", player: "you", amount: 10 }, ctx); // true
 * conditionHolds({ kind: "round-at-least", round: 4 }, ctx);                   // false
 * ```
 */
export function conditionHolds(condition: Condition, context: ConditionContext): boolean {
  switch (condition.kind) {
    case "resolve-at-most":
      return context.resolve[condition.player] <= condition.amount;
    case "resolve-at-least":
      return context.resolve[condition.player] >= condition.amount;
    case "last-battle":
      return context.lastBattle === condition.result;
    case "round-at-least":
      return context.round >= condition.round;
    case "controls":
      return count(context, LINE, condition.side, condition.filter) >= condition.atLeast;
    case "cards-in-zone":
      return count(context, [condition.zone], condition.side, condition.filter) >= condition.atLeast;
    default: {
      const never: never = condition;
      return never;
    }
  }
}
