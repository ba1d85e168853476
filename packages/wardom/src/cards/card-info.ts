/**
 * What a card's data says about it at a glance: the keywords and statuses it uses.
 */
import type { Card, Effect } from "./cards.js";
import { parseCard } from "./parse-cards.js";
import { KEYWORDS, STATUS_NAMES, type Keyword, type StatusName } from "./vocabulary.js";

function effectKeyword(effect: Effect): Keyword | undefined {
  switch (effect.kind) {
    case "recruit":
    case "additional-recruit":
    case "search":
    case "seek":
    case "burn":
    case "pitch":
    case "recover":
    case "cleanse":
    case "destroy":
    case "forbid":
    case "set":
      return effect.kind;
    case "flip":
      return "set";
    case "coin":
      return "coined";
    case "resolve-damage":
    case "gain-resolve":
    case "gain-energy":
    case "draw":
    case "modify-stats":
    case "swap-stats":
    case "add-status":
    case "remove-status":
    case "return-to-hand":
      return undefined;
    default: {
      const never: never = effect;
      return never;
    }
  }
}

/**
 * The keywords a card uses, derived from its data: effect kinds (recruit, search, seek, burn,
 * pitch, recover, cleanse, destroy, forbid, set/flip, coin), Swift abilities, a True Recruit
 * procedure, and Equip cards. In the order of {@link KEYWORDS}.
 *
 * Implements D-KW-0.
 *
 * @remarks
 * It reads the card through {@link parseCard}, so it never throws: a value that is not a valid
 * card has no keywords.
 *
 * @param card - The card.
 * @returns Its keywords; none for a value that is not a valid card.
 * @example
 * ```ts
 * import { cardKeywords, sampleCards } from "@rulesmith/wardom";
 * const all = new Set(sampleCards.flatMap(cardKeywords));
 * all.size; // 15
 * ```
 */
export function cardKeywords(card: Card): readonly Keyword[] {
  const parsed = parseCard(card);
  if (!parsed.ok) return [];
  return keywordsOf(parsed.value);
}

function keywordsOf(card: Card): readonly Keyword[] {
  const found = new Set<Keyword>();
  if (card.type === "equip") found.add("equip");
  if (card.type === "unit" && card.trueRecruit !== undefined) found.add("true-recruit");
  for (const a of card.abilities) {
    if (a.swift === true) found.add("swift");
    for (const e of a.effects) {
      const k = effectKeyword(e);
      if (k !== undefined) found.add(k);
    }
  }
  return KEYWORDS.filter((k) => found.has(k));
}

/**
 * The statuses a card carries or gives: printed on a Unit, granted by an Equip, or added by an
 * effect. In the order of {@link STATUS_NAMES}.
 *
 * Implements D-STATUS-3.
 *
 * @remarks
 * Like {@link cardKeywords} it reads the card through {@link parseCard} and never throws: a
 * value that is not a valid card has no statuses.
 *
 * @param card - The card.
 * @returns The status names; none for a value that is not a valid card.
 * @example
 * ```ts
 * import { cardStatuses, sampleCards } from "@rulesmith/wardom";
 * new Set(sampleCards.flatMap(cardStatuses)).size; // 18
 * ```
 */
export function cardStatuses(card: Card): readonly StatusName[] {
  const parsed = parseCard(card);
  if (!parsed.ok) return [];
  return statusesOf(parsed.value);
}

function statusesOf(card: Card): readonly StatusName[] {
  const found = new Set<StatusName>();
  if (card.type === "unit") for (const s of card.statuses) found.add(s.status);
  if (card.type === "equip") for (const s of card.grants.statuses) found.add(s.status);
  for (const a of card.abilities) for (const e of a.effects) if (e.kind === "add-status") found.add(e.status.status);
  return STATUS_NAMES.filter((s) => found.has(s));
}
