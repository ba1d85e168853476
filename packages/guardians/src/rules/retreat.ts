import { err, ok, ruleError, type Result } from "@rulesmith/core";
import { conditionsAllowRetreat, type Conditions } from "./conditions.js";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "./options.js";

/**
 * What a retreat needs to know about the retreating card and its player.
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS, type RetreatRequest } from "@rulesmith/guardians";
 * const r: RetreatRequest = { kind: "minion", level: 2, retreatCost: 1, conditions: NO_CONDITIONS, deckSize: 10, levelOneCreaturesInHand: 1, retreatedThisTurn: false };
 * ```
 */
export interface RetreatRequest {
  /** The retreating card's kind; a `"guardian"` never retreats (G-GUARD-7). */
  readonly kind: "minion" | "king" | "guardian";
  /** Its level; a level-1 card may be its own replacement with `retreatSameCard` (G-AMB-20). */
  readonly level: number;
  /** Its Retreat Cost: cards to mill, a whole number ≥ 0 and at most `deckSize` (G-RET-1, G-AMB-19). */
  readonly retreatCost: number;
  /** Its Special Conditions; Paralyzed, Asleep or Frozen forbid the retreat (G-RET-5, G-AMB-28). */
  readonly conditions: Conditions;
  /** Cards left in the main deck. */
  readonly deckSize: number;
  /** Level-1 Minions and Kings in hand before the retreat. */
  readonly levelOneCreaturesInHand: number;
  /** The player already retreated this turn (once per turn, G-TURN-5). */
  readonly retreatedThisTurn: boolean;
}

/**
 * Checks a retreat and says how many cards it mills: once per turn; not a Guardian; not
 * Paralyzed, Asleep or Frozen; a level-1 creature must be in hand to Sneak in its place (the
 * retreated card itself only with `retreatSameCard`); and the Retreat Cost is milled from the
 * top of the deck, so it cannot exceed the deck (milling is not a draw and never decks you out).
 *
 * Implements G-TURN-5, G-RET-1, G-RET-3, G-RET-4, G-RET-5, G-GUARD-7, G-AMB-19, G-AMB-20, G-AMB-28.
 *
 * @param r - The retreat.
 * @param options - Rule options (reads `retreatSameCard`).
 * @returns The number of cards to mill, or why the retreat is not allowed.
 * @example
 * ```ts
 * import { checkRetreat, NO_CONDITIONS } from "@rulesmith/guardians";
 * checkRetreat({ kind: "minion", level: 2, retreatCost: 2, conditions: NO_CONDITIONS, deckSize: 10, levelOneCreaturesInHand: 1, retreatedThisTurn: false });
 * // { ok: true, value: { mill: 2 } }
 * ```
 */
export function checkRetreat(r: RetreatRequest, options: GuardiansOptions = DEFAULT_OPTIONS): Result<{
  /** How many cards to mill from the top of the main deck: the Retreat Cost (G-RET-1). */
  readonly mill: number;
}> {
  if (r.kind === "guardian") return err(ruleError("retreat/guardian", "A Guardian cannot retreat.", { rule: "G-GUARD-7" }));
  if (r.retreatedThisTurn) return err(ruleError("retreat/once", "You can retreat only once per turn.", { rule: "G-TURN-5" }));
  if (!conditionsAllowRetreat(r.conditions)) {
    return err(ruleError("retreat/condition", "A Paralyzed, Asleep or Frozen creature cannot retreat.", { rule: "G-RET-5" }));
  }
  const sameCard = options.retreatSameCard && r.level === 1;
  if (r.levelOneCreaturesInHand < 1 && !sameCard) {
    return err(ruleError("retreat/no-level-one", "You need a level 1 creature in hand to Sneak in its place.", { rule: "G-RET-4" }));
  }
  if (!Number.isInteger(r.retreatCost) || r.retreatCost < 0) {
    return err(ruleError("retreat/bad-cost", `A Retreat Cost is a whole number, not ${String(r.retreatCost)}.`, { rule: "G-MIN-10" }));
  }
  if (r.retreatCost > r.deckSize) {
    return err(
      ruleError("retreat/deck-too-small", `The Retreat Cost ${r.retreatCost} is more than the ${r.deckSize} cards left in your deck.`, {
        rule: "G-AMB-19",
        details: { retreatCost: r.retreatCost, deckSize: r.deckSize },
      }),
    );
  }
  return ok({ mill: r.retreatCost });
}

/**
 * Mills `count` cards from the top of a deck (index 0 is the top): returns the deck left and
 * the milled cards in the order they left. The input is not changed.
 *
 * Implements G-RET-1, G-AMB-19.
 *
 * @param deck - The deck, top first.
 * @param count - How many cards to mill.
 * @returns The new deck and the milled cards, or `retreat/deck-too-small`.
 * @example
 * ```ts
 * import { millTop } from "@rulesmith/guardians";
 * millTop(["a", "b", "c"], 2); // { ok: true, value: { deck: ["c"], milled: ["a", "b"] } }
 * ```
 */
export function millTop<T>(deck: readonly T[], count: number): Result<{
  /** The deck left, top first. */
  readonly deck: T[];
  /** The milled cards, in the order they left the deck (top first). */
  readonly milled: T[];
}> {
  if (!Number.isInteger(count) || count < 0) return err(ruleError("retreat/bad-cost", `Cannot mill ${String(count)} cards.`, { rule: "G-RET-1" }));
  if (count > deck.length) {
    return err(ruleError("retreat/deck-too-small", `Cannot mill ${count} cards from a deck of ${deck.length}.`, { rule: "G-AMB-19" }));
  }
  return ok({ deck: deck.slice(count), milled: deck.slice(0, count) });
}
