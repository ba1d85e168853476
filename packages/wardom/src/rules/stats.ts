/**
 * Effective Combat and Support: derived from printed stats, permanent changes (Weaken, Poison,
 * Rampage) and added changes (effects, Equips), never stored. One function computes them so that
 * the floor at 0 is applied in one place.
 */
import type { StatusHolder } from "./statuses.js";
import { activeStatus } from "./statuses.js";

/**
 * A pair of Combat and Support values (or changes to them).
 *
 * @example
 * ```ts
 * import type { StatLine } from "@rulesmith/wardom";
 * const s: StatLine = { combat: 4, support: 2 };
 * ```
 */
export interface StatLine {
  /** Combat value, or a change to it. */
  readonly combat: number;
  /** Support value, or a change to it. */
  readonly support: number;
}

/**
 * What a Unit's stats are made of: `base` (its printed stats, or its Comeback X/Y stats),
 * `permanent` changes (Weaken, Poison, Rampage) and `added` changes (effects and Equips, summed).
 *
 * @example
 * ```ts
 * import type { UnitStats } from "@rulesmith/wardom";
 * const s: UnitStats = { base: { combat: 5, support: 3 }, permanent: { combat: -2, support: 0 }, added: { combat: 2, support: 0 } };
 * ```
 */
export interface UnitStats {
  /** Printed stats, or the Comeback X/Y stats after Comeback (D-ST.Comeback-1). */
  readonly base: StatLine;
  /** Permanent changes: Weaken and Poison losses, Rampage gains (D-ST.Weaken-1, D-ST.Poison-1, D-ST.Rampage-1). */
  readonly permanent: StatLine;
  /** Added changes from effects and Equips, summed (D-EQUIP-1); Cleanse removes them (D-KW.Cleanse-1). */
  readonly added: StatLine;
}

/**
 * No change: `{ combat: 0, support: 0 }`.
 *
 * @example
 * ```ts
 * import { NO_CHANGE } from "@rulesmith/wardom";
 * NO_CHANGE.combat; // 0
 * ```
 */
export const NO_CHANGE: StatLine = /* @__PURE__ */ Object.freeze({ combat: 0, support: 0 });

/**
 * A Unit's effective Combat and Support: base (replaced by the Corruption dice for this battle
 * when given), plus permanent and added changes, floored at 0.
 *
 * Implements D-AMB-21 (floor 0), D-ST.Corruption-1 with D-AMB-28 (the dice replace the base,
 * later changes apply on top), D-EQUIP-1 (Equip bonuses are added changes).
 *
 * @param stats - What the stats are made of.
 * @param corruption - This battle's Corruption stats, if any.
 * @returns The effective stats.
 * @example
 * ```ts
 * import { effectiveStats } from "@rulesmith/wardom";
 * effectiveStats({ base: { combat: 5, support: 3 }, permanent: { combat: -2, support: 0 }, added: { combat: 2, support: -9 } });
 * // { combat: 5, support: 0 }
 * ```
 */
export function effectiveStats(stats: UnitStats, corruption?: StatLine): StatLine {
  const base = corruption ?? stats.base;
  const c = base.combat + stats.permanent.combat + stats.added.combat;
  const s = base.support + stats.permanent.support + stats.added.support;
  return { combat: c > 0 ? c : 0, support: s > 0 ? s : 0 };
}

/**
 * What a Unit loses at an End Stage from Weaken(X) (Combat) and Poison(X) (Support), if face-up.
 *
 * Implements D-ST.Weaken-1, D-ST.Poison-1, D-STATUS-1.
 *
 * @param unit - The Unit.
 * @returns The loss as positive numbers.
 * @example
 * ```ts
 * import { endStageLoss } from "@rulesmith/wardom";
 * endStageLoss({ faceUp: true, statuses: [{ status: "weaken", x: 2 }, { status: "poison", x: 1 }] }); // { combat: 2, support: 1 }
 * ```
 */
export function endStageLoss(unit: StatusHolder): StatLine {
  const w = activeStatus(unit, "weaken");
  const p = activeStatus(unit, "poison");
  return { combat: w?.status === "weaken" ? w.x : 0, support: p?.status === "poison" ? p.x : 0 };
}

/**
 * Applies one End Stage of Weaken and Poison to a Unit's permanent changes. The loss is
 * permanent; the permanent change never takes the effective stat below 0, so stats never go
 * negative however many End Stages pass.
 *
 * Implements D-ST.Weaken-1, D-ST.Poison-1, D-AMB-21.
 *
 * @param stats - The Unit's stats.
 * @param unit - Its face-up state and statuses.
 * @returns The stats after the End Stage.
 * @example
 * ```ts
 * import { applyEndStageLoss, effectiveStats } from "@rulesmith/wardom";
 * const weak = { faceUp: true, statuses: [{ status: "weaken", x: 2 }] } as const;
 * let s = { base: { combat: 5, support: 3 }, permanent: { combat: 0, support: 0 }, added: { combat: 0, support: 0 } };
 * s = applyEndStageLoss(s, weak); // { permanent: { combat: -2, support: 0 }, ... } — Combat 3
 * s = applyEndStageLoss(s, weak); // { permanent: { combat: -4, support: 0 }, ... } — Combat 1
 * effectiveStats(s).combat; // 1
 * ```
 */
export function applyEndStageLoss(stats: UnitStats, unit: StatusHolder): UnitStats {
  const loss = endStageLoss(unit);
  if (loss.combat === 0 && loss.support === 0) return stats;
  const now = effectiveStats(stats);
  const combatLoss = Math.min(loss.combat, now.combat);
  const supportLoss = Math.min(loss.support, now.support);
  return {
    base: stats.base,
    permanent: { combat: stats.permanent.combat - combatLoss, support: stats.permanent.support - supportLoss },
    added: stats.added,
  };
}

/**
 * Rampage: a Unit's permanent +1 Combat after its side destroys a Unit in battle.
 *
 * Implements D-ST.Rampage-1.
 *
 * @param stats - The Rampage Unit's stats.
 * @returns The stats with +1 permanent Combat.
 * @example
 * ```ts
 * import { applyRampage } from "@rulesmith/wardom";
 * applyRampage({ base: { combat: 3, support: 1 }, permanent: { combat: 0, support: 0 }, added: { combat: 0, support: 0 } }).permanent; // { combat: 1, support: 0 }
 * ```
 */
export function applyRampage(stats: UnitStats): UnitStats {
  return { base: stats.base, permanent: { combat: stats.permanent.combat + 1, support: stats.permanent.support }, added: stats.added };
}

/**
 * Cleanse: removes every added stat change, and (by default) the permanent ones too; the caller
 * clears the statuses. With `cleanseRemovesPermanent: false` Weaken/Poison/Rampage changes stay.
 *
 * Implements D-KW.Cleanse-1, D-STATUS-2, D-AMB-20.
 *
 * @param stats - The Unit's stats.
 * @param options - `cleanseRemovesPermanent` (default true).
 * @returns The cleansed stats.
 * @example
 * ```ts
 * import { cleanseStats } from "@rulesmith/wardom";
 * cleanseStats({ base: { combat: 5, support: 3 }, permanent: { combat: -4, support: 0 }, added: { combat: 2, support: 0 } });
 * // { base: { combat: 5, support: 3 }, permanent: { combat: 0, support: 0 }, added: { combat: 0, support: 0 } }
 * ```
 */
export function cleanseStats(stats: UnitStats, options: { readonly cleanseRemovesPermanent: boolean } = { cleanseRemovesPermanent: true }): UnitStats {
  return { base: stats.base, permanent: options.cleanseRemovesPermanent ? NO_CHANGE : stats.permanent, added: NO_CHANGE };
}
