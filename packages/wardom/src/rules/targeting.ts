/**
 * Targeting versus selecting: which cards an effect's {@link Choice} may pick.
 */
import type { Card, CardFilter, Choice } from "../cards/cards.js";
import type { StatusGrant } from "../cards/cards.js";
import type { Zone } from "../cards/vocabulary.js";
import { hasStatus } from "./statuses.js";

/**
 * A card an effect might pick, seen from the effect's controller: its card data, where it is,
 * whose it is (`"you"` or `"opponent"`), face-up or not, and its statuses in play.
 *
 * @example
 * ```ts
 * import { sampleCards, type Candidate } from "@rulesmith/wardom";
 * const card = sampleCards.find((c) => c.id === "veiled-assassin");
 * const c: Candidate | undefined = card && { id: "u7", card, zone: "combat", side: "opponent", faceUp: true, statuses: [{ status: "stealth" }] };
 * ```
 */
export interface Candidate {
  /** The card's id (the engine passes instance ids). */
  readonly id: string;
  /** Its card data, which filters look at. */
  readonly card: Card;
  /** The zone it is in; a choice picks only from the zones it names. */
  readonly zone: Zone;
  /** Whose it is, seen from the effect's controller: `"you"` or `"opponent"`. */
  readonly side: "you" | "opponent";
  /** Whether it is face-up; statuses such as Stealth count only then (D-STATUS-1). */
  readonly faceUp: boolean;
  /** Its statuses in play (printed, given, from Equips); filters on a status look at these. */
  readonly statuses: readonly StatusGrant[];
}

/**
 * Tells whether a card matches a filter (every given field must match).
 *
 * Implements the "matching card" test of D-KW.Search-1, D-KW.Seek-1, D-KW.Recover-1, D-KW.Pitch-1
 * and D-TRUE-7, the card requirements of D-TRUE-6 and D-DANGER-2, and the legal Unit of
 * D-KW.Equip-1. Targeting restrictions are in {@link canTarget}.
 *
 * @param card - The card.
 * @param filter - The filter (absent matches everything).
 * @param statuses - The card's statuses in play, for the `status` field (default: printed ones).
 * @returns `true` when it matches.
 * @example
 * ```ts
 * import { matchesFilter, sampleCards } from "@rulesmith/wardom";
 * const chaggai = sampleCards.find((c) => c.name === "Chaggai, Joker of Old");
 * if (chaggai) matchesFilter(chaggai, { types: ["unit"] }); // true
 * ```
 */
export function matchesFilter(card: Card, filter: CardFilter | undefined, statuses?: readonly StatusGrant[]): boolean {
  if (filter === undefined) return true;
  if (filter.types !== undefined && !filter.types.includes(card.type)) return false;
  if (filter.name !== undefined && filter.name !== card.name) return false;
  if (filter.maxCost !== undefined && card.cost > filter.maxCost) return false;
  if (filter.element !== undefined || filter.unitType !== undefined || filter.maxLevel !== undefined) {
    if (card.type !== "unit") return false;
    if (filter.element !== undefined && filter.element !== card.element) return false;
    if (filter.unitType !== undefined && !card.unitTypes.includes(filter.unitType)) return false;
    if (filter.maxLevel !== undefined && card.level > filter.maxLevel) return false;
  }
  if (filter.status !== undefined) {
    const list = statuses ?? (card.type === "unit" ? card.statuses : []);
    if (!list.some((s) => s.status === filter.status)) return false;
  }
  return true;
}

/**
 * Tells whether an effect's choice may pick a card. Every restriction of the choice applies
 * (zone, side, filter); in addition a choice that targets (the text says "target") cannot pick a
 * face-up card with Stealth, even its controller's own, while a choice that selects or chooses
 * can. Stealth matters only on face-up cards in play, never in the deck.
 *
 * Implements D-TARGET-1, D-TARGET-2, D-TARGET-3, D-ST.Stealth-1, D-ST.Stealth-2, D-AMB-32,
 * D-AMB-43, D-STATUS-1.
 *
 * @param candidate - The card.
 * @param choice - How the effect picks.
 * @returns `true` when it may be picked.
 * @example
 * ```ts
 * import { canTarget, sampleCards } from "@rulesmith/wardom";
 * const card = sampleCards.find((c) => c.id === "veiled-assassin");
 * if (card) {
 *   const stealthUnit = { id: "u7", card, zone: "combat", side: "opponent", faceUp: true, statuses: [{ status: "stealth" }] } as const;
 *   canTarget(stealthUnit, { mode: "target", count: 1, side: "any", zones: ["combat", "support"] }); // false
 *   canTarget(stealthUnit, { mode: "select", count: 1, side: "any", zones: ["combat", "support"] }); // true
 * }
 * ```
 */
export function canTarget(candidate: Candidate, choice: Choice<Zone>): boolean {
  if (!choice.zones.includes(candidate.zone)) return false;
  if (choice.side !== "any" && choice.side !== candidate.side) return false;
  if (!matchesFilter(candidate.card, choice.filter, candidate.statuses)) return false;
  if (choice.mode === "target" && candidate.zone !== "deck" && hasStatus(candidate, "stealth")) return false;
  return true;
}

/**
 * The ids of the candidates an effect's choice may pick, in the given order. When it is empty a
 * targeting effect has no legal target.
 *
 * Implements D-TARGET-2, D-TARGET-3, D-EX-1, D-EX-2.
 *
 * @param candidates - The cards that might be picked.
 * @param choice - How the effect picks.
 * @returns The ids that may be picked.
 * @example
 * ```ts
 * import { legalPicks, sampleCards, type Candidate } from "@rulesmith/wardom";
 * const board: Candidate[] = sampleCards
 *   .filter((c) => c.id === "veiled-assassin" || c.id === "ember-squire")
 *   .map((card, i) => ({ id: `u${i}`, card, zone: "combat", side: "opponent", faceUp: true, statuses: card.type === "unit" ? card.statuses : [] }));
 * legalPicks(board, { mode: "target", count: 1, side: "opponent", zones: ["combat"] }); // ["u0"] — only the Ember Squire's id
 * ```
 */
export function legalPicks(candidates: readonly Candidate[], choice: Choice<Zone>): readonly string[] {
  const out: string[] = [];
  for (const c of candidates) if (canTarget(c, choice)) out.push(c.id);
  return out;
}
