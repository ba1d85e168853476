import { computeStat, type Modifier, type StatRules } from "@rulesmith/core";
import type { CreatureCard, HybridStats } from "../cards/cards.js";
import type { Ability, Stat } from "../cards/effects.js";

/**
 * The highest Armor Level any creature can have, whatever buffs it gets.
 *
 * Implements W-QS.6-5, W-5.2.1.7-1, W-17.1-1.
 *
 * @example
 * ```ts
 * import { MAX_ARMOR_LEVEL } from "@rulesmith/ward";
 * MAX_ARMOR_LEVEL; // 12
 * ```
 */
export const MAX_ARMOR_LEVEL = 12;

/**
 * The number of Hit dice every creature rolls before effects change it.
 *
 * Implements W-10.2-3.
 *
 * @example
 * ```ts
 * import { BASE_HIT_DICE } from "@rulesmith/ward";
 * BASE_HIT_DICE; // 2
 * ```
 */
export const BASE_HIT_DICE = 2;

/**
 * A creature's battle numbers. As base stats they are the printed values (plus 2 Hit dice and
 * no bonuses); as effective stats they include every change, capped and floored.
 *
 * - `hp` here is the creature's maximum HP: the healing cap (W-18.18-1), not its current HP.
 * - `hitBonus` adds to Hit Rolls only; `damageBonus` to Attack Damage only.
 *
 * @example
 * ```ts
 * import type { CreatureStats } from "@rulesmith/ward";
 * const s: CreatureStats = { armorLevel: 8, speed: 5, modifier: 2, attackDice: 2, hitDice: 2, hp: 60, hitBonus: 0, damageBonus: 0 };
 * ```
 */
export interface CreatureStats {
  /** Armor Level (0 to 12 once effective). */
  readonly armorLevel: number;
  /** Speed (0 or more, no maximum). */
  readonly speed: number;
  /** Added to Hit Rolls and Attack Damage. */
  readonly modifier: number;
  /** Number of Attack dice. */
  readonly attackDice: number;
  /** Number of Hit dice (2 at base, at least 1). */
  readonly hitDice: number;
  /** Maximum HP: the healing cap. */
  readonly hp: number;
  /** Added to Hit Rolls only. */
  readonly hitBonus: number;
  /** Added to Attack Damage only. */
  readonly damageBonus: number;
}

/**
 * One change to a stat: `add` a signed amount, or `multiply` by a factor. Changes are applied
 * additions first, then multiplications in the order given.
 *
 * @example
 * ```ts
 * import type { StatChange } from "@rulesmith/ward";
 * const battleAxe: StatChange = { stat: "modifier", op: "add", amount: 2 };
 * ```
 */
export interface StatChange {
  /** The stat that changes. */
  readonly stat: Stat;
  /** Add the amount, or multiply by it. */
  readonly op: "add" | "multiply";
  /** The signed amount, or the factor. */
  readonly amount: number;
}

/**
 * The printed stats of a creature card or of the creature side of a Hybrid magic, with
 * 2 Hit dice and no bonuses.
 *
 * Implements W-18.6-1, W-18.7-1, W-10.2-3.
 *
 * @param card - A creature card or a Hybrid magic's {@link HybridStats}.
 * @returns The base stats.
 * @example
 * ```ts
 * import { baseStats, sampleCard } from "@rulesmith/ward";
 * const assassin = sampleCard("assassin");
 * if (assassin?.kind === "creature") baseStats(assassin).hitDice; // 2
 * ```
 */
export function baseStats(card: CreatureCard | HybridStats): CreatureStats {
  return {
    armorLevel: card.armorLevel,
    speed: card.speed,
    modifier: card.modifier,
    attackDice: card.attackDice,
    hitDice: BASE_HIT_DICE,
    hp: card.hp,
    hitBonus: 0,
    damageBonus: 0,
  };
}

/** AL: whole, from 0 to 12 (W-QS.6-5, W-17.1-1 cap; W-AMB-49 floor), rounded down once at the end. */
const ARMOR_LEVEL_RULES: StatRules = { min: 0, max: MAX_ARMOR_LEVEL, rounding: "floor", roundingAt: "end" };
/** Speed, Attack dice and maximum HP: whole, at least 0, no maximum (W-AMB-49, W-18.17-1). */
const AT_LEAST_ZERO: StatRules = { min: 0, rounding: "floor", roundingAt: "end" };
/** Hit dice: whole, at least 1 (W-10.2-3, W-AMB-49). */
const HIT_DICE_RULES: StatRules = { min: 1, rounding: "floor", roundingAt: "end" };
/** Modifier, Hit bonus and damage bonus: whole, may be negative (W-AMB-49). */
const SIGNED: StatRules = { rounding: "floor", roundingAt: "end" };
const NO_MODIFIERS: readonly Modifier[] = [];

/**
 * Clamps an Armor Level to what the rules allow: never above 12, never below 0, rounded down
 * to a whole number. It is {@link computeStat} with the AL rules that {@link effectiveStats}
 * uses, so the cap lives in one place.
 *
 * Implements W-QS.6-5, W-5.2.1.7-1, W-17.1-1 (cap of 12) and W-AMB-49 (floor of 0).
 *
 * @param armorLevel - Base AL plus every change.
 * @returns The effective AL, from 0 to 12 (`NaN` gives 0).
 * @example
 * ```ts
 * import { clampArmorLevel } from "@rulesmith/ward";
 * clampArmorLevel(11 + 3); // 12
 * clampArmorLevel(-2);     // 0
 * ```
 */
export function clampArmorLevel(armorLevel: number): number {
  return computeStat(armorLevel, NO_MODIFIERS, ARMOR_LEVEL_RULES);
}

/** The changes to one stat as core modifiers, in list order (a shared empty list when none). */
function modifiersOf(changes: readonly StatChange[], stat: Stat): readonly Modifier[] {
  let out: Modifier[] | undefined;
  for (const c of changes) {
    if (c.stat !== stat) continue;
    const m: Modifier = c.op === "add" ? { kind: "add", value: c.amount } : { kind: "multiply", factor: c.amount };
    if (out === undefined) out = [m];
    else out.push(m);
  }
  return out ?? NO_MODIFIERS;
}

/**
 * Computes effective stats from base stats and changes, each stat with one call to core's
 * {@link computeStat}, so that every cap and floor is enforced in one place: base, then
 * every addition, then the multiplications in order, rounded down once at the end, then
 * Armor Level 0–12, Hit dice at least 1, Attack dice, Speed and maximum HP at least 0 (Speed
 * has no maximum). The Modifier and the bonuses may be negative.
 *
 * Implements W-QS.6-5, W-17.1-1, W-10.2-3 (Hit dice changed by effects), W-18.17-1,
 * W-AMB-49, W-AMB-50.
 *
 * @remarks
 * A Modifier or bonus that is not finite (`NaN`, `±Infinity`, which only absurd inputs
 * reach) stays so: {@link computeStat} leaves a stat without limits as computed.
 *
 * @param base - The base stats (see {@link baseStats}).
 * @param changes - Every change that applies now, additions and multiplications.
 * @returns The effective stats; `base` is not changed.
 * @example
 * ```ts
 * import { effectiveStats } from "@rulesmith/ward";
 * const base = { armorLevel: 11, speed: 3, modifier: 1, attackDice: 2, hitDice: 2, hp: 50, hitBonus: 0, damageBonus: 0 };
 * effectiveStats(base, [{ stat: "armorLevel", op: "add", amount: 3 }]).armorLevel; // 12
 * effectiveStats(base, [{ stat: "hitDice", op: "add", amount: -4 }]).hitDice;       // 1
 * effectiveStats(base, [{ stat: "speed", op: "multiply", amount: 0.5 }]).speed;     // 1 — 1.5 rounded down
 * ```
 */
export function effectiveStats(base: CreatureStats, changes: readonly StatChange[]): CreatureStats {
  return {
    armorLevel: computeStat(base.armorLevel, modifiersOf(changes, "armorLevel"), ARMOR_LEVEL_RULES),
    speed: computeStat(base.speed, modifiersOf(changes, "speed"), AT_LEAST_ZERO),
    modifier: computeStat(base.modifier, modifiersOf(changes, "modifier"), SIGNED),
    attackDice: computeStat(base.attackDice, modifiersOf(changes, "attackDice"), AT_LEAST_ZERO),
    hitDice: computeStat(base.hitDice, modifiersOf(changes, "hitDice"), HIT_DICE_RULES),
    hp: computeStat(base.hp, modifiersOf(changes, "hp"), AT_LEAST_ZERO),
    hitBonus: computeStat(base.hitBonus, modifiersOf(changes, "hitBonus"), SIGNED),
    damageBonus: computeStat(base.damageBonus, modifiersOf(changes, "damageBonus"), SIGNED),
  };
}

/**
 * The stat changes a list of abilities makes: one `add` per `stat-modifier` ability, in order.
 * Other abilities change no stat.
 *
 * Implements no rule: it only turns `stat-modifier` abilities into `StatChange` entries; the caps
 * and floors the rules set are applied by {@link effectiveStats}.
 *
 * @param abilities - Abilities that apply to the creature now (its own, Equips, Fields, grants).
 * @returns The changes, for {@link effectiveStats}.
 * @example
 * ```ts
 * import { statChangesOf } from "@rulesmith/ward";
 * statChangesOf([{ kind: "stat-modifier", stat: "modifier", amount: 2 }, { kind: "battle-first" }]);
 * // [{ stat: "modifier", op: "add", amount: 2 }]
 * ```
 */
export function statChangesOf(abilities: readonly Ability[]): StatChange[] {
  const out: StatChange[] = [];
  for (const a of abilities) {
    if (a.kind === "stat-modifier") out.push({ stat: a.stat, op: "add", amount: a.amount });
  }
  return out;
}
