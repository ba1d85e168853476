import type { Ability, DamageType } from "../cards/effects.js";

/**
 * Whether a creature with these abilities takes no damage of this type from this source:
 * a `damage-immunity` ability that lists the type and covers the source (`"any"`, or
 * `"opponent"` when the damage comes from the opponent) stops it.
 *
 * Implements W-9.2.3.2-1 (Ghost Form's immunity), W-14.2.4-2, W-17.6-1 (percentage damage is
 * damage, so immunity stops it).
 *
 * @param abilities - The abilities in force on the creature (printed, Equips, Fields, grants).
 * @param damageType - The kind of damage (rule 10.4.1).
 * @param from - Whose effect or creature deals it, seen from the damaged creature's controller.
 * @returns `true` when the damage is prevented.
 * @example
 * ```ts
 * import { isImmuneToDamage } from "@rulesmith/ward";
 * const ghostForm = [{ kind: "damage-immunity", damageTypes: ["attack", "instant"], from: "any" }] as const;
 * isImmuneToDamage(ghostForm, "instant", "own"); // true
 * ```
 */
export function isImmuneToDamage(abilities: readonly Ability[], damageType: DamageType, from: "own" | "opponent"): boolean {
  for (const a of abilities) {
    if (a.kind !== "damage-immunity") continue;
    if (a.from === "opponent" && from !== "opponent") continue;
    if (a.damageTypes.includes(damageType)) return true;
  }
  return false;
}

/**
 * Whether a self-damage cost (Mysterious Door, Old Logging Road) is actually dealt: a cost whose
 * damage is prevented counts as paid and is not applied (rule 14.2.4). The damage is instant
 * damage from the player's own side, so only immunities that cover their own effects stop it
 * (Ghost Form does; an immunity to the opponent's effects, such as Steam Armor's, does not).
 *
 * Implements W-14.2.4-2, W-14.2.4-3, W-14.2.4-4, W-6.2.2-1.
 *
 * @param abilities - The abilities in force on the creature that would take the damage.
 * @param amount - The damage the cost asks for.
 * @returns The damage to apply: `amount`, or 0 when it is prevented (the cost still counts as paid).
 * @example
 * ```ts
 * import { selfDamageCost } from "@rulesmith/ward";
 * selfDamageCost([], 5); // 5
 * selfDamageCost([{ kind: "damage-immunity", damageTypes: ["instant"], from: "any" }], 5); // 0
 * ```
 */
export function selfDamageCost(abilities: readonly Ability[], amount: number): number {
  return isImmuneToDamage(abilities, "instant", "own") ? 0 : amount > 0 ? amount : 0;
}
