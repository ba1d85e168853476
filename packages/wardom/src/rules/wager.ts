/**
 * The wager rule: which cards are legal wagers.
 */
import type { Card } from "../cards/cards.js";
import { DEFAULT_OPTIONS, type WardomOptions } from "../engine/options.js";

/**
 * A card in hand that might be wagered: its data and whether this copy was True Recruited.
 *
 * @example
 * ```ts
 * import { sampleCards, type WagerCandidate } from "@rulesmith/wardom";
 * const card = sampleCards[0];
 * const w: WagerCandidate | undefined = card && { card, trueRecruited: false };
 * ```
 */
export interface WagerCandidate {
  /** The card's data. */
  readonly card: Card;
  /** Whether this copy is marked True Recruited; a marked copy is never a legal wager (D-TRUE-10). */
  readonly trueRecruited: boolean;
}

/**
 * Whether a card may be placed as a wager: any card except True Recruit Units. By default no
 * Unit with a True Recruit procedure may be wagered; with `trWagerBan: "marked-only"` only copies
 * marked True Recruited are refused.
 *
 * Implements D-WAGER-3, D-TRUE-10, D-KW.TrueRecruit-2, D-AMB-7, D-AMB-8.
 *
 * @param candidate - The card and its True Recruit mark.
 * @param options - `trWagerBan` (default `"all-tr-units"`).
 * @returns `true` when it is a legal wager.
 * @example
 * ```ts
 * import { isLegalWager, sampleCards } from "@rulesmith/wardom";
 * const tr = sampleCards.find((c) => c.type === "unit" && c.trueRecruit !== undefined);
 * if (tr) isLegalWager({ card: tr, trueRecruited: false }); // false
 * ```
 */
export function isLegalWager(candidate: WagerCandidate, options: Pick<WardomOptions, "trWagerBan"> = DEFAULT_OPTIONS): boolean {
  if (candidate.trueRecruited) return false;
  const card = candidate.card;
  if (card.type === "unit" && card.trueRecruit !== undefined && options.trWagerBan === "all-tr-units") return false;
  return true;
}

/**
 * Whether a player who must wager can: some card in hand is a legal wager. If not, and they
 * control no wager, they lose.
 *
 * Implements D-WIN-3, D-MAIN-2, D-WAGER-1.
 *
 * @param hand - The cards in hand.
 * @param options - `trWagerBan`.
 * @returns `true` when a legal wager exists.
 * @example
 * ```ts
 * import { hasLegalWager } from "@rulesmith/wardom";
 * hasLegalWager([]); // false
 * ```
 */
export function hasLegalWager(hand: readonly WagerCandidate[], options: Pick<WardomOptions, "trWagerBan"> = DEFAULT_OPTIONS): boolean {
  for (const c of hand) if (isLegalWager(c, options)) return true;
  return false;
}
