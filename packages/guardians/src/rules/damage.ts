import type { AttackCard } from "../cards/cards.js";
import type { DamageType } from "../cards/elements.js";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "./options.js";

/**
 * Anything that takes damage: printed HP and the damage it carries (damage is permanent
 * until healed, G-WIN-2). Remaining HP is derived, never stored.
 *
 * @example
 * ```ts
 * import type { Damageable } from "@rulesmith/guardians";
 * const d: Damageable = { hp: 5, damage: 2 };
 * ```
 */
export interface Damageable {
  /** Printed HP: the damage it can take. */
  readonly hp: number;
  /** Damage it carries, a whole number ≥ 0; fatal at or above `hp` (G-WIN-3, G-MIN-9). */
  readonly damage: number;
}

function whole(amount: number): number {
  return amount > 0 && amount !== Infinity ? Math.floor(amount) : 0;
}

/**
 * Remaining HP: printed HP minus damage, never below 0.
 *
 * Implements G-WIN-2, G-AMB-35.
 *
 * @param unit - The creature, Guardian or Barrier.
 * @returns HP left, from 0 to the printed HP.
 * @example
 * ```ts
 * import { remainingHp } from "@rulesmith/guardians";
 * remainingHp({ hp: 5, damage: 7 }); // 0
 * ```
 */
export function remainingHp(unit: Damageable): number {
  const left = unit.hp - unit.damage;
  return left > 0 ? (left < unit.hp ? left : unit.hp) : 0;
}

/**
 * Whether a unit has taken fatal damage: damage equal to or greater than its health. A
 * Minion or King is then destroyed, a Barrier too, and a Guardian's player is out.
 *
 * Implements G-MIN-9, G-KING-6, G-BAR-2, G-GUARD-5, G-WIN-3.
 *
 * @param unit - The unit.
 * @returns `true` when damage ≥ HP.
 * @example
 * ```ts
 * import { isFatal } from "@rulesmith/guardians";
 * isFatal({ hp: 20, damage: 20 }); // true
 * isFatal({ hp: 20, damage: 19 }); // false
 * ```
 */
export function isFatal(unit: Damageable): boolean {
  return unit.damage >= unit.hp;
}

/**
 * The damage a unit carries after taking `amount` more. Negative, infinite or NaN amounts count
 * as 0 and fractions are rounded down, so damage never goes down here.
 *
 * Implements G-WIN-2 (damage is permanent), G-MIN-8.
 *
 * @param unit - The unit.
 * @param amount - Damage dealt.
 * @returns The new damage total.
 * @example
 * ```ts
 * import { takeDamage } from "@rulesmith/guardians";
 * takeDamage({ hp: 5, damage: 1 }, 3); // 4
 * ```
 */
export function takeDamage(unit: Damageable, amount: number): number {
  const d = unit.damage > 0 ? unit.damage : 0;
  return d + whole(amount);
}

/**
 * The damage a unit carries after healing `amount`: never below 0, so HP never rises above
 * the printed HP.
 *
 * Implements G-WIN-2 ("unless it is healed"), G-AMB-35.
 *
 * @param unit - The unit.
 * @param amount - Damage healed.
 * @returns The new damage total.
 * @example
 * ```ts
 * import { healDamage } from "@rulesmith/guardians";
 * healDamage({ hp: 5, damage: 2 }, 10); // 0
 * ```
 */
export function healDamage(unit: Damageable, amount: number): number {
  const d = unit.damage - whole(amount);
  return d > 0 ? d : 0;
}

/**
 * What a Minion or King attack does in the Damage Step.
 *
 * @example
 * ```ts
 * import type { CreatureAttackResult } from "@rulesmith/guardians";
 * const r: CreatureAttackResult = { dealt: 3, targetDamage: 3, targetDestroyed: false, attackerDamage: 0, attackerDestroyed: false };
 * ```
 */
export interface CreatureAttackResult {
  /** Damage dealt to the target after prevention. */
  readonly dealt: number;
  /** The target's damage total after the attack. */
  readonly targetDamage: number;
  /** The target took fatal damage and is destroyed (G-MIN-9, G-KING-6, G-BAR-2). */
  readonly targetDestroyed: boolean;
  /** The attacker's damage total after the attack; higher only with `retaliation` (G-AMB-8). */
  readonly attackerDamage: number;
  /** The attacker took fatal damage from retaliation and is destroyed. */
  readonly attackerDestroyed: boolean;
}

/**
 * The Damage Step of a Minion or King attack: the attacker deals its ATK (less any damage
 * prevented, e.g. by a Barrier's `prevent-damage`) to the target; fatal damage destroys it.
 * With the `retaliation` option (off by default) a creature target hits back with its ATK.
 *
 * Implements G-MIN-8, G-MIN-9, G-KING-6, G-BAR-2, G-BTL-3, G-AMB-8.
 *
 * @param attacker - The attacker's ATK and damage state.
 * @param target - The target's damage state, with ATK if it is a creature.
 * @param prevented - Damage prevented from this attack (default 0).
 * @param options - Rule options (reads `retaliation`).
 * @returns The new damage totals and who is destroyed.
 * @example
 * ```ts
 * import { creatureAttack } from "@rulesmith/guardians";
 * creatureAttack({ atk: 4, hp: 3, damage: 0 }, { atk: 2, hp: 4, damage: 0 }).targetDestroyed; // true
 * ```
 */
export function creatureAttack(
  attacker: Damageable & { readonly atk: number },
  target: Damageable & { readonly atk?: number },
  prevented = 0,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): CreatureAttackResult {
  const raw = whole(attacker.atk) - whole(prevented);
  const dealt = raw > 0 ? raw : 0;
  const targetDamage = takeDamage(target, dealt);
  let attackerDamage = attacker.damage > 0 ? attacker.damage : 0;
  if (options.retaliation && target.atk !== undefined) attackerDamage = takeDamage(attacker, target.atk);
  return {
    dealt,
    targetDamage,
    targetDestroyed: targetDamage >= target.hp,
    attackerDamage,
    attackerDestroyed: attackerDamage >= attacker.hp,
  };
}

/**
 * A Guardian's battle damage with an Attack Card: Base Damage, plus the card's Type Damage
 * when the Guardian's Damage Type is the type named on the card (or always, with
 * `typeDamage: "always"`).
 *
 * Implements G-ATKC-1, G-ATKC-2, G-ATKC-3, G-GUARD-4, G-AMB-12.
 *
 * @param guardian - The attacking Guardian's Damage Type.
 * @param card - The selected Attack Card.
 * @param options - Rule options (reads `typeDamage`).
 * @returns The damage dealt to the opposing Guardian.
 * @example
 * ```ts
 * import { guardianDamage } from "@rulesmith/guardians";
 * const card = { baseDamage: 3, typeDamage: { damageType: "fire", amount: 2 } } as const;
 * guardianDamage({ damageType: "fire" }, card);  // 5
 * guardianDamage({ damageType: "frost" }, card); // 3
 * ```
 */
export function guardianDamage(
  guardian: { readonly damageType: DamageType },
  card: Pick<AttackCard, "baseDamage" | "typeDamage">,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): number {
  const base = whole(card.baseDamage);
  const t = card.typeDamage;
  if (t === undefined) return base;
  if (options.typeDamage === "always" || t.damageType === guardian.damageType) return base + whole(t.amount);
  return base;
}
