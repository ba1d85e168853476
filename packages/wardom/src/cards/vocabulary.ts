/**
 * The closed word lists of Wardom: card types, the 18 statuses, the 15 keywords, zones and
 * currencies. Everything else in the card format is built from these.
 */

/**
 * The eight card types: Unit, the five Action subtypes, Field and Treasure.
 *
 * Implements D-UNIT-1, D-ABIL-1, D-BOLT-1, D-DANGER-1, D-CYCLE-1, D-EQUIP-1, D-FIELD-1, D-TREASURE-1.
 *
 * @example
 * ```ts
 * import { CARD_TYPES } from "@rulesmith/wardom";
 * CARD_TYPES.length; // 8
 * ```
 */
export const CARD_TYPES = /* @__PURE__ */ Object.freeze(["unit", "ability", "bolt", "danger", "cycle", "equip", "field", "treasure"] as const);

/**
 * One of the eight {@link CARD_TYPES}.
 *
 * @example
 * ```ts
 * import type { CardType } from "@rulesmith/wardom";
 * const t: CardType = "bolt";
 * ```
 */
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The five Action subtypes (the card types that go to the Action Zone or attach to a Unit).
 *
 * @example
 * ```ts
 * import { ACTION_TYPES } from "@rulesmith/wardom";
 * ACTION_TYPES.includes("equip"); // true
 * ```
 */
export const ACTION_TYPES = /* @__PURE__ */ Object.freeze(["ability", "bolt", "danger", "cycle", "equip"] as const);

/**
 * One of the five {@link ACTION_TYPES}.
 *
 * @example
 * ```ts
 * import type { ActionType } from "@rulesmith/wardom";
 * const t: ActionType = "cycle";
 * ```
 */
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * Tells whether a card type is an Action subtype.
 *
 * Implements no rule: it classifies card types (the five Action subtypes the rule text names).
 *
 * @param type - A card type.
 * @returns `true` for Ability, Bolt, Danger, Cycle and Equip.
 * @example
 * ```ts
 * import { isActionType } from "@rulesmith/wardom";
 * isActionType("danger"); // true
 * isActionType("field");  // false
 * ```
 */
export function isActionType(type: CardType): type is ActionType {
  return type === "ability" || type === "bolt" || type === "danger" || type === "cycle" || type === "equip";
}

/**
 * The 18 statuses, in the order of the rule text's status reference.
 *
 * Implements D-STATUS-3.
 *
 * @example
 * ```ts
 * import { STATUS_NAMES } from "@rulesmith/wardom";
 * STATUS_NAMES.length; // 18
 * ```
 */
export const STATUS_NAMES = /* @__PURE__ */ Object.freeze([
  "stealth",
  "stability",
  "guardian",
  "ward",
  "loyalty",
  "weaken",
  "poison",
  "comeback",
  "tenacity",
  "frozen-touch",
  "frozen",
  "corruption",
  "silenced",
  "last-will",
  "shielded",
  "rampage",
  "piercing",
  "pure",
] as const);

/**
 * One of the 18 {@link STATUS_NAMES}.
 *
 * @example
 * ```ts
 * import type { StatusName } from "@rulesmith/wardom";
 * const s: StatusName = "last-will";
 * ```
 */
export type StatusName = (typeof STATUS_NAMES)[number];

/**
 * The statuses that carry no number: every status except Weaken(X), Poison(X), Tenacity(X)
 * and Comeback(X/Y).
 *
 * @example
 * ```ts
 * import { PLAIN_STATUS_NAMES } from "@rulesmith/wardom";
 * PLAIN_STATUS_NAMES.length; // 14
 * ```
 */
export const PLAIN_STATUS_NAMES = /* @__PURE__ */ Object.freeze([
  "stealth",
  "stability",
  "guardian",
  "ward",
  "loyalty",
  "frozen-touch",
  "frozen",
  "corruption",
  "silenced",
  "last-will",
  "shielded",
  "rampage",
  "piercing",
  "pure",
] as const);

/**
 * One of the 14 {@link PLAIN_STATUS_NAMES}.
 *
 * @example
 * ```ts
 * import type { PlainStatusName } from "@rulesmith/wardom";
 * const s: PlainStatusName = "shielded";
 * ```
 */
export type PlainStatusName = (typeof PLAIN_STATUS_NAMES)[number];

/**
 * The 15 keywords, in the order of the rule text's keyword reference. "Set / Flipped" is
 * `"set"` and "Swift / Sequence" is `"swift"`.
 *
 * Implements D-KW-0.
 *
 * @example
 * ```ts
 * import { KEYWORDS } from "@rulesmith/wardom";
 * KEYWORDS.length; // 15
 * ```
 */
export const KEYWORDS = /* @__PURE__ */ Object.freeze([
  "recruit",
  "additional-recruit",
  "true-recruit",
  "set",
  "search",
  "seek",
  "burn",
  "pitch",
  "recover",
  "cleanse",
  "destroy",
  "forbid",
  "equip",
  "coined",
  "swift",
] as const);

/**
 * One of the 15 {@link KEYWORDS}.
 *
 * @example
 * ```ts
 * import type { Keyword } from "@rulesmith/wardom";
 * const k: Keyword = "seek";
 * ```
 */
export type Keyword = (typeof KEYWORDS)[number];

/**
 * The zones a card can be in. `combat` and `support` are the two line positions, `coin` is
 * the Wager/Coin Zone, `action` the three Action slots, `side` the Side Zone, `field` the
 * shared Field Zone.
 *
 * Implements D-ZONE-1, D-ZONE-2, D-ZONE-3, D-ZONE-4, D-ZONE-5.
 *
 * @example
 * ```ts
 * import { ZONES } from "@rulesmith/wardom";
 * ZONES.includes("forbidden"); // true
 * ```
 */
export const ZONES = /* @__PURE__ */ Object.freeze(["deck", "hand", "combat", "support", "coin", "action", "side", "field", "treasury", "void", "forbidden"] as const);

/**
 * One of the {@link ZONES}.
 *
 * @example
 * ```ts
 * import type { Zone } from "@rulesmith/wardom";
 * const z: Zone = "treasury";
 * ```
 */
export type Zone = (typeof ZONES)[number];

/**
 * A line position: the Combat position or the Support position.
 *
 * @example
 * ```ts
 * import type { Position } from "@rulesmith/wardom";
 * const p: Position = "support";
 * ```
 */
export type Position = "combat" | "support";

/**
 * What a cost may be paid with: energy, Treasury cards, or resolve (only where the card allows).
 *
 * Implements D-DANGER-3 and D-AMB-13.
 *
 * @example
 * ```ts
 * import { CURRENCIES } from "@rulesmith/wardom";
 * CURRENCIES; // ["energy", "treasury", "resolve"]
 * ```
 */
export const CURRENCIES = /* @__PURE__ */ Object.freeze(["energy", "treasury", "resolve"] as const);

/**
 * One of the {@link CURRENCIES}.
 *
 * @example
 * ```ts
 * import type { Currency } from "@rulesmith/wardom";
 * const c: Currency = "treasury";
 * ```
 */
export type Currency = (typeof CURRENCIES)[number];
