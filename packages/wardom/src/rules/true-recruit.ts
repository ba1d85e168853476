/**
 * True Recruiting: checking an attempt against the card's written procedure before anything moves.
 */
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { Position, Zone } from "../cards/vocabulary.js";
import { conditionHolds, type ConditionContext } from "./conditions.js";
import { matchesFilter } from "./targeting.js";

/**
 * Whether a card may be recruited the ordinary way (paying its cost with energy or Treasury): any
 * Unit except a True Recruit Unit, whatever its printed cost (a cost of 0 does not make it free).
 *
 * Implements D-TRUE-1, D-KW.TrueRecruit-1, D-AMB-9.
 *
 * @param card - The card.
 * @returns `true` for a Unit without a True Recruit procedure.
 * @example
 * ```ts
 * import { canRecruitNormally, sampleCards } from "@rulesmith/wardom";
 * sampleCards.filter((c) => c.type === "unit" && !canRecruitNormally(c)).map((c) => c.name); // ["Ancient Colossus"]
 * ```
 */
export function canRecruitNormally(card: Card): boolean {
  return card.type === "unit" && card.trueRecruit === undefined;
}

/**
 * A True Recruit attempt: where the Unit comes from, face-up or not, the position chosen, the ids
 * of the cards moved for each step of the procedure (in step order), and whether the player offered
 * energy or Treasury instead of any part of it.
 *
 * @example
 * ```ts
 * import type { TrueRecruitAttempt } from "@rulesmith/wardom";
 * const a: TrueRecruitAttempt = { from: "hand", faceUp: true, position: "combat", steps: [["v1", "v2"]], currencyOffered: false };
 * ```
 */
export interface TrueRecruitAttempt {
  /** The zone the Unit comes from: the hand for its first True Recruit (D-TRUE-3), the Side Zone too for a marked copy (D-AMB-9). */
  readonly from: Zone;
  /** Whether it enters face-up; it must (D-TRUE-4). */
  readonly faceUp: boolean;
  /** The line position chosen (D-TRUE-5). */
  readonly position: Position;
  /** For each step of the procedure, in step order, the ids of the cards it moves (D-TRUE-7). */
  readonly steps: readonly (readonly string[])[];
  /** Whether energy or Treasury was offered in place of part of the procedure, which is illegal (D-TRUE-7). */
  readonly currencyOffered: boolean;
}

/**
 * The situation of a True Recruit attempt: whether it is the player's own Main Stage, whether this
 * copy was True Recruited before (marked), whether the chosen position has room, and what
 * conditions look at (the cards, with ids, zones and sides).
 *
 * @example
 * ```ts
 * import type { TrueRecruitContext } from "@rulesmith/wardom";
 * const c: TrueRecruitContext = {
 *   ownMainStage: true, marked: false, room: true,
 *   conditions: { round: 2, resolve: { you: 20, opponent: 20 }, lastBattle: null, cards: [] },
 * };
 * ```
 */
export interface TrueRecruitContext {
  /** Whether it is the player's own Main Stage (D-TRUE-2). */
  readonly ownMainStage: boolean;
  /** Whether this copy was True Recruited before and is marked (D-TRUE-9). */
  readonly marked: boolean;
  /** Whether the chosen position has room, with any Additional Recruit room (D-TRUE-5, D-KW.AdditionalRecruit-1). */
  readonly room: boolean;
  /** What the requirements and the procedure's cards are checked against (D-TRUE-6). */
  readonly conditions: ConditionContext;
}

/**
 * Checks a True Recruit attempt before any card moves, and reports the first problem: not a True
 * Recruit Unit; not the player's own Main Stage; the first True Recruit not from hand (a marked copy
 * may also come from the Side Zone, D-AMB-9); not face-up; no room; a requirement not met; energy or
 * Treasury offered in place of the procedure; a step paid with the wrong number of cards, with a card
 * that is not the player's, not in the step's zone or not matching, or with a card used twice.
 *
 * Implements D-TRUE-1, D-TRUE-2, D-TRUE-3, D-TRUE-4, D-TRUE-5, D-TRUE-6, D-TRUE-7, D-AMB-9.
 *
 * @param card - The Unit to True Recruit.
 * @param attempt - What the player does.
 * @param context - The situation.
 * @returns `ok(true)` when the attempt is legal, else a `true-recruit/...` error with the rule ID.
 * @example
 * ```ts
 * import { checkTrueRecruit, sampleCards } from "@rulesmith/wardom";
 * const colossus = sampleCards.find((c) => c.id === "ancient-colossus");
 * const ctx = { ownMainStage: true, marked: false, room: true, conditions: { round: 2, resolve: { you: 20, opponent: 20 }, lastBattle: null, cards: [] } } as const;
 * if (colossus) checkTrueRecruit(colossus, { from: "side", faceUp: true, position: "combat", steps: [], currencyOffered: false }, ctx).ok; // false — D-TRUE-3
 * ```
 */
export function checkTrueRecruit(card: Card, attempt: TrueRecruitAttempt, context: TrueRecruitContext): Result<true> {
  if (card.type !== "unit" || card.trueRecruit === undefined) {
    return err(ruleError("true-recruit/not-true-recruit", `${card.name} has no True Recruit procedure.`, { rule: "D-KW.TrueRecruit-1" }));
  }
  if (!context.ownMainStage) return err(ruleError("true-recruit/stage", "True Recruiting is done in your own Main Stage.", { rule: "D-TRUE-2" }));
  const fromOk = attempt.from === "hand" || (context.marked && attempt.from === "side");
  if (!fromOk) {
    return err(ruleError("true-recruit/from", `The first True Recruit of ${card.name} starts in your hand.`, { rule: "D-TRUE-3", details: { from: attempt.from } }));
  }
  if (!attempt.faceUp) return err(ruleError("true-recruit/face-down", "A True Recruited Unit enters play face-up.", { rule: "D-TRUE-4" }));
  if (!context.room) {
    return err(ruleError("true-recruit/no-room", `The ${attempt.position} position has no room.`, { rule: "D-TRUE-5", details: { position: attempt.position } }));
  }
  for (let i = 0; i < card.trueRecruit.requirements.length; i++) {
    const req = card.trueRecruit.requirements[i];
    if (req !== undefined && !conditionHolds(req, context.conditions)) {
      return err(ruleError("true-recruit/requirement", `Requirement ${i + 1} of ${card.name} is not met.`, { rule: "D-TRUE-6", details: { requirement: i } }));
    }
  }
  if (attempt.currencyOffered) {
    return err(ruleError("true-recruit/currency", "Energy and Treasury cannot replace a True Recruit procedure.", { rule: "D-TRUE-7" }));
  }
  const steps = card.trueRecruit.steps;
  if (attempt.steps.length !== steps.length) {
    return err(
      ruleError("true-recruit/steps", `The procedure of ${card.name} has ${steps.length} steps; ${attempt.steps.length} were paid.`, {
        rule: "D-TRUE-7",
        details: { expected: steps.length, got: attempt.steps.length },
      }),
    );
  }
  const used = new Set<string>();
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const ids = attempt.steps[i] ?? [];
    if (step === undefined) continue;
    if (ids.length !== step.count) {
      return err(ruleError("true-recruit/count", `Step ${i + 1} moves exactly ${step.count} cards, not ${ids.length}.`, { rule: "D-TRUE-7", details: { step: i } }));
    }
    for (const id of ids) {
      if (used.has(id)) return err(ruleError("true-recruit/reused", `Card ${id} is used twice in the procedure.`, { rule: "D-TRUE-7", details: { id } }));
      used.add(id);
      const c = (context.conditions.cardsIn?.(step.from, "you") ?? context.conditions.cards).find((x) => x.id === id);
      if (c?.side !== "you" || c.zone !== step.from || !matchesFilter(c.card, step.filter, c.statuses)) {
        return err(
          ruleError("true-recruit/card", `Card ${id} is not a matching card in your ${step.from} for step ${i + 1}.`, { rule: "D-TRUE-7", details: { id, step: i } }),
        );
      }
    }
  }
  return ok(true);
}
