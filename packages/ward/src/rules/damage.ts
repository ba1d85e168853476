import type { Ability, CreatureType } from "../cards/effects.js";

/**
 * Applies Attack Damage multipliers one after another to a running total, in the order given,
 * and rounds the result down to whole damage, once, after the last multiplier.
 *
 * Implements W-5.3.1-1, W-5.3.2-1.
 *
 * @param total - The damage after dice, Modifier and buffs.
 * @param factors - The multipliers in the order they apply (Assassin's 3, then Backstab's 3).
 * @returns The multiplied damage, never negative.
 * @example
 * ```ts
 * import { applyMultipliers } from "@rulesmith/ward";
 * applyMultipliers(20, [3]);      // 60
 * applyMultipliers(20, [3, 3]);   // 180
 * applyMultipliers(7, [1.5, 2]);  // 21 — 7 x1.5 x2, rounded once at the end
 * ```
 */
export function applyMultipliers(total: number, factors: readonly number[]): number {
  return multiplied(total, factors, 1);
}

/**
 * `total` (at least 0) times each factor in order, then times `last`, rounded down once at the
 * end; a factor of 0 or less counts as 0, and a result that is not finite gives 0.
 */
function multiplied(total: number, factors: readonly number[], last: number): number {
  let t = total > 0 ? total : 0;
  for (const f of factors) t *= f > 0 ? f : 0;
  t *= last;
  return t < Infinity ? Math.floor(t) : 0;
}

/**
 * What an Attack Damage Roll needs: the Attack dice as rolled, the Modifier, damage buffs from
 * effects, the multipliers in order, and whether the Hit Roll was a Critical Hit.
 *
 * @example
 * ```ts
 * import type { AttackDamageInput } from "@rulesmith/ward";
 * const input: AttackDamageInput = { faces: [4, 3], modifier: 3, bonus: 0, multipliers: [], critical: false };
 * ```
 */
export interface AttackDamageInput {
  /** The Attack dice as rolled. */
  readonly faces: readonly number[];
  /** The creature's Modifier. */
  readonly modifier: number;
  /** Damage buffs from effects. */
  readonly bonus: number;
  /** Attack Damage multipliers, in the order they apply. */
  readonly multipliers: readonly number[];
  /** Whether the Hit Roll was a Critical Hit. */
  readonly critical: boolean;
}

/**
 * Attack Damage from dice already rolled: Attack dice + Modifier + buffs (at least 0), then each
 * multiplier in order, then doubled on a Critical Hit — the doubling is the last multiplier,
 * after every other modifier, buff and multiplier — and only then rounded down, once, to
 * whole damage.
 *
 * Implements W-QS.7-7, W-10.2-4, W-5.3.1-1, W-5.3.2-1, W-QS.7-5, W-10.3.1-1, W-18.10-1.
 *
 * @remarks
 * The rounding comes after the doubling: 10.3.1 doubles "after all modifiers/buffs have been
 * calculated", 18.10 multiplies "the final damage result" by 2 and 5.3.2 applies multipliers
 * one after another to the running total; no rule rounds in between. With a fractional
 * multiplier this matters: 7 x1.5 x2 is 21, not 10 x2 = 20.
 *
 * @param input - Dice faces, Modifier, buffs, multipliers and the critical flag.
 * @returns The damage to subtract from the target's HP, a whole number of 0 or more.
 * @example
 * ```ts
 * import { attackDamage } from "@rulesmith/ward";
 * attackDamage({ faces: [4, 3], modifier: 3, bonus: 0, multipliers: [], critical: false });    // 10
 * attackDamage({ faces: [4, 3], modifier: 3, bonus: 0, multipliers: [], critical: true });     // 20
 * attackDamage({ faces: [5, 5], modifier: 6, bonus: 4, multipliers: [3, 3], critical: false }); // 180
 * attackDamage({ faces: [4, 3], modifier: 0, bonus: 0, multipliers: [1.5], critical: true });  // 21
 * ```
 */
export function attackDamage(input: AttackDamageInput): number {
  const faces = input.faces;
  let total = input.modifier + input.bonus;
  for (const f of faces) total += f;
  return multiplied(total, input.multipliers, input.critical ? 2 : 1);
}

/**
 * The damage a creature deals to itself on a Critical Miss: the face of one die, with no
 * Modifier, effect or buff.
 *
 * Implements W-QS.7-6, W-10.3.2-1, W-18.11-1.
 *
 * @param face - The one die rolled for the self-damage.
 * @returns The damage (the face itself; 0 for a face below 0).
 * @example
 * ```ts
 * import { criticalMissSelfDamage } from "@rulesmith/ward";
 * criticalMissSelfDamage(4); // 4
 * ```
 */
export function criticalMissSelfDamage(face: number): number {
  return face > 0 ? Math.floor(face) : 0;
}

/**
 * How percentage damage is rounded to whole damage (rule 10.4.1 demands a whole number but
 * gives no rounding; the default is `"floor"`, W-AMB-29).
 *
 * @example
 * ```ts
 * import type { PercentRounding } from "@rulesmith/ward";
 * const r: PercentRounding = "half-up";
 * ```
 */
export type PercentRounding = "floor" | "ceil" | "half-up";

/**
 * Percentage-based damage as whole-number damage: `percent` of the creature's CURRENT HP,
 * rounded as asked (floor by default). It is damage like any other (damage immunity stops it).
 *
 * Implements W-10.4.1-5, W-17.6-1, W-AMB-29.
 *
 * @param currentHp - The creature's HP now.
 * @param percent - The percentage, 0 to 100.
 * @param rounding - How to round to a whole number; `"floor"` by default.
 * @returns Whole damage from 0 to `currentHp`.
 * @example
 * ```ts
 * import { percentageDamage } from "@rulesmith/ward";
 * percentageDamage(30, 50);            // 15
 * percentageDamage(25, 50);            // 12
 * percentageDamage(25, 50, "half-up"); // 13
 * ```
 */
export function percentageDamage(currentHp: number, percent: number, rounding: PercentRounding = "floor"): number {
  if (!(currentHp > 0) || !(percent > 0)) return 0;
  const p = percent > 100 ? 100 : percent;
  const exact = (currentHp * p) / 100;
  let whole: number;
  switch (rounding) {
    case "floor":
      whole = Math.floor(exact);
      break;
    case "ceil":
      whole = Math.ceil(exact);
      break;
    case "half-up":
      whole = Math.floor(exact + 0.5);
      break;
    default: {
      const never: never = rounding;
      return never;
    }
  }
  return whole > currentHp ? Math.floor(currentHp) : whole;
}

/**
 * What a conditional damage multiplier looks at: whether the attacker hit first in this
 * battle, and the creature it is attacking.
 *
 * @example
 * ```ts
 * import type { MultiplierContext } from "@rulesmith/ward";
 * const ctx: MultiplierContext = { hitsFirst: true, target: { name: "The Hero", creatureType: "humanoid", tags: ["holds-weapon"] } };
 * ```
 */
export interface MultiplierContext {
  /** Whether the attacker rolled first in this battle and hit. */
  readonly hitsFirst: boolean;
  /** The creature being attacked: name, type (or `null` for a non-creature) and art tags. */
  readonly target: {
    /** Its name. */
    readonly name: string;
    /** Its creature type, or `null` when it has none. */
    readonly creatureType: CreatureType | null;
    /** Its art tags. */
    readonly tags: readonly string[];
  };
}

/**
 * The Attack Damage multipliers that apply, in order, from the abilities on the attacking
 * creature (printed first, then Equips, Fields and grants in the order they were applied).
 * Multipliers on the attacker still apply when the target is "unaffected" by effects, since
 * they act on the attacker (W-AMB-38).
 *
 * Implements W-5.3.1-1, W-5.3.1-2, W-5.3.2-1, W-5.2.1.3.1-1, W-AMB-54.
 *
 * @param abilities - The attacker's abilities that are in force.
 * @param context - Whether it hit first, and what it is attacking.
 * @returns The factors, for {@link attackDamage}.
 * @example
 * ```ts
 * import { damageMultipliers } from "@rulesmith/ward";
 * const entTree = [{ kind: "damage-multiplier", factor: 2, condition: { kind: "target-has-tag", tag: "holds-weapon" } }] as const;
 * damageMultipliers(entTree, { hitsFirst: false, target: { name: "The Hero", creatureType: "humanoid", tags: ["holds-weapon"] } }); // [2]
 * ```
 */
export function damageMultipliers(abilities: readonly Ability[], context: MultiplierContext): number[] {
  const out: number[] = [];
  for (const a of abilities) {
    if (a.kind !== "damage-multiplier") continue;
    const c = a.condition;
    let applies: boolean;
    switch (c.kind) {
      case "always":
        applies = true;
        break;
      case "hits-first":
        applies = context.hitsFirst;
        break;
      case "target-has-tag":
        applies = context.target.tags.includes(c.tag);
        break;
      case "target-is-type":
        applies = context.target.creatureType === c.creatureType;
        break;
      case "target-named":
        applies = context.target.name.toLowerCase() === c.name.toLowerCase();
        break;
      default: {
        const never: never = c;
        return never;
      }
    }
    if (applies) out.push(a.factor);
  }
  return out;
}
