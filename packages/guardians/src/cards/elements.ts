/**
 * The eight Damage Types, lower-case (the rule text spells Melee both "Meele" and "Melee").
 *
 * Implements G-TYPE-1.
 *
 * @example
 * ```ts
 * import { DAMAGE_TYPES } from "@rulesmith/guardians";
 * DAMAGE_TYPES.includes("fire"); // true
 * ```
 */
export const DAMAGE_TYPES = /* @__PURE__ */ Object.freeze(["arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow"] as const);

/**
 * One of the eight {@link DAMAGE_TYPES}.
 *
 * Implements G-TYPE-1.
 *
 * @example
 * ```ts
 * import type { DamageType } from "@rulesmith/guardians";
 * const t: DamageType = "frost";
 * ```
 */
export type DamageType = (typeof DAMAGE_TYPES)[number];

/**
 * The nine Classes, lower-case (the rule text spells Rogue "Rougue"). No rule reads a Class;
 * cards may.
 *
 * Implements G-CLASS-1.
 *
 * @example
 * ```ts
 * import { CREATURE_CLASSES } from "@rulesmith/guardians";
 * CREATURE_CLASSES.length; // 9
 * ```
 */
export const CREATURE_CLASSES = /* @__PURE__ */ Object.freeze([
  "beast-warrior",
  "hunter",
  "mage",
  "paladin",
  "psychic",
  "rogue",
  "shaman",
  "warlock",
  "warrior",
] as const);

/**
 * One of the nine {@link CREATURE_CLASSES}.
 *
 * Implements G-CLASS-1.
 *
 * @example
 * ```ts
 * import type { CreatureClass } from "@rulesmith/guardians";
 * const c: CreatureClass = "paladin";
 * ```
 */
export type CreatureClass = (typeof CREATURE_CLASSES)[number];

/**
 * The eight Special Conditions, as names used in card data and in {@link Conditions}.
 *
 * Implements G-COND-1.
 *
 * @example
 * ```ts
 * import { CONDITION_NAMES } from "@rulesmith/guardians";
 * CONDITION_NAMES.length; // 8
 * ```
 */
export const CONDITION_NAMES = /* @__PURE__ */ Object.freeze(["poisoned", "paralyzed", "confused", "burned", "asleep", "rushed", "flying", "frozen"] as const);

/**
 * One of the eight {@link CONDITION_NAMES}.
 *
 * Implements G-COND-1.
 *
 * @example
 * ```ts
 * import type { ConditionName } from "@rulesmith/guardians";
 * const c: ConditionName = "asleep";
 * ```
 */
export type ConditionName = (typeof CONDITION_NAMES)[number];

/**
 * The colour of a Guardian card for its Damage Type (cosmetic).
 *
 * Implements G-GUARD-2.
 *
 * @example
 * ```ts
 * import { GUARDIAN_COLOURS } from "@rulesmith/guardians";
 * GUARDIAN_COLOURS.holy; // "yellow"
 * ```
 */
export const GUARDIAN_COLOURS: Readonly<Record<DamageType, string>> = /* @__PURE__ */ Object.freeze({
  arcane: "purple",
  fire: "red",
  frost: "blue",
  holy: "yellow",
  melee: "silver",
  nature: "green",
  ranged: "brown",
  shadow: "grey",
});
