import type { PlayerId } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";

/**
 * The cemetery HP at which a player loses in a standard match. Players may agree on another
 * threshold before the match (rule 4.2.1).
 *
 * Implements W-4.1.1-1, W-4.2.1-1, W-QS.2-3.
 *
 * @example
 * ```ts
 * import { DEFAULT_CEMETERY_THRESHOLD } from "@rulesmith/ward";
 * DEFAULT_CEMETERY_THRESHOLD; // 300
 * ```
 */
export const DEFAULT_CEMETERY_THRESHOLD = 300;

/**
 * What one card in a cemetery adds to cemetery HP: a creature's printed (base) HP, however it
 * got there and whatever its HP was on the field; a Hybrid magic's HP only when its card says
 * it counts; other magics 0.
 *
 * Implements W-QS.2-2, W-4.1.1-2, W-17.5-1, W-6.2.4-2, W-AMB-7.
 *
 * @param card - A card in a cemetery.
 * @returns Its cemetery HP.
 * @example
 * ```ts
 * import { cemeteryHp, sampleCard } from "@rulesmith/ward";
 * const behemoth = sampleCard("behemoth");
 * if (behemoth !== undefined) cemeteryHp(behemoth); // 120 — its printed HP
 * ```
 */
export function cemeteryHp(card: Card): number {
  if (card.kind === "creature") return card.hp;
  return card.hybrid?.countsInCemetery === true ? card.hybrid.hp : 0;
}

/**
 * A player's cemetery HP: the printed HP of every creature card in their cemetery plus the
 * recorded signed adjustment that card effects made (rule 17.3). It may go below 0. A card
 * removed from the cemetery simply is no longer in `cards`, so it no longer counts.
 *
 * Implements W-QS.2-2, W-4.1.1-1, W-4.1.1-2, W-4.3.1-1, W-17.3-1, W-17.5-1, W-6.2.4-2,
 * W-AMB-7, W-AMB-8.
 *
 * @param cards - The cards in the cemetery.
 * @param adjustment - The sum of the signed changes card effects made to this cemetery's HP;
 *   0 by default.
 * @returns The cemetery HP.
 * @example
 * ```ts
 * import { cemeteryTotal, sampleCard } from "@rulesmith/ward";
 * const cards = ["bear-wolf", "grizzly-bear"].map(sampleCard).filter((c) => c !== undefined);
 * cemeteryTotal(cards);      // 90 — the sum of their printed HP
 * cemeteryTotal(cards, -50); // 40 — 50 less
 * ```
 */
export function cemeteryTotal(cards: readonly Card[], adjustment = 0): number {
  let total = Number.isFinite(adjustment) ? adjustment : 0;
  for (const c of cards) total += cemeteryHp(c);
  return total;
}

/**
 * Whether a cemetery HP total loses the match: it has reached the threshold (300 by default,
 * or whatever the players agreed).
 *
 * Implements W-4.1.1-1, W-4.1.2-1, W-4.2.1-1, W-QS.2-3, W-QS.10-1.
 *
 * @param total - The cemetery HP ({@link cemeteryTotal}).
 * @param threshold - The agreed threshold; {@link DEFAULT_CEMETERY_THRESHOLD} by default.
 * @returns `true` when `total >= threshold`.
 * @example
 * ```ts
 * import { reachesThreshold } from "@rulesmith/ward";
 * reachesThreshold(300); // true
 * reachesThreshold(299); // false
 * reachesThreshold(150, 150); // true
 * ```
 */
export function reachesThreshold(total: number, threshold: number = DEFAULT_CEMETERY_THRESHOLD): boolean {
  return total >= threshold;
}

/**
 * Which players' cemeteries have reached the threshold, given every player's cemetery HP by
 * seat. An empty list means nobody has lost on cemetery HP; two players means both reached it
 * together (W-AMB-5 decides what follows).
 *
 * Implements W-4.1.1-1, W-4.1.2-1, W-4.2.1-1.
 *
 * @param totals - Cemetery HP per player, indexed by seat.
 * @param threshold - The agreed threshold; 300 by default.
 * @returns The seats at or over the threshold, in seat order.
 * @example
 * ```ts
 * import { cemeteryLosers } from "@rulesmith/ward";
 * cemeteryLosers([120, 310]); // [1]
 * ```
 */
export function cemeteryLosers(totals: readonly number[], threshold: number = DEFAULT_CEMETERY_THRESHOLD): PlayerId[] {
  const out: PlayerId[] = [];
  for (let p = 0; p < totals.length; p++) {
    const t = totals[p];
    if (t !== undefined && t >= threshold) out.push(p);
  }
  return out;
}

/**
 * Whether sending these cards to a cemetery would make it reach the threshold — the check
 * behind rule 4.1.5, which stops a player's own action (such as a sacrifice) from making
 * them lose.
 *
 * Implements W-4.1.5-1 (the arithmetic; undoing the action is the match engine's),
 * W-4.1.5-2.
 *
 * @param total - The cemetery HP now.
 * @param incoming - The cards the action would send there.
 * @param threshold - The agreed threshold; 300 by default.
 * @returns `true` when the action would reach the threshold.
 * @example
 * ```ts
 * import { wouldReachThreshold, sampleCard } from "@rulesmith/ward";
 * const bear = sampleCard("bear-wolf");
 * if (bear !== undefined) wouldReachThreshold(280, [bear]); // true — as Bear Wolf has 20 HP or more
 * ```
 */
export function wouldReachThreshold(total: number, incoming: readonly Card[], threshold: number = DEFAULT_CEMETERY_THRESHOLD): boolean {
  return reachesThreshold(cemeteryTotal(incoming, total), threshold);
}
