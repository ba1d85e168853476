/**
 * Battle calculation: formation totals, the winner, resolve damage, front-line destruction and
 * the coined wager. Pure functions over the two formations after Reveal.
 */
import type { StatusGrant } from "../cards/cards.js";
import type { Position } from "../cards/vocabulary.js";
import { DEFAULT_OPTIONS, type WardomOptions } from "../engine/options.js";
import { activeStatus, hasStatus } from "./statuses.js";

/**
 * A Unit in a formation, as battle sees it: its position, face-up or set, its effective stats
 * (see {@link effectiveStats}) and statuses.
 *
 * @example
 * ```ts
 * import type { FormationUnit } from "@rulesmith/wardom";
 * const u: FormationUnit = { id: "u1", position: "combat", faceUp: true, combat: 6, support: 2, statuses: [] };
 * ```
 */
export interface FormationUnit {
  /** The Unit's id (any string the caller uses; the engine passes instance ids). */
  readonly id: string;
  /** The line position it stands in: Combat or Support (D-ZONE-1). */
  readonly position: Position;
  /** `false` for a set Unit: it adds nothing to the totals and its statuses are off (D-BTL-3, D-STATUS-1). */
  readonly faceUp: boolean;
  /** Its effective Combat for this battle, all changes applied. */
  readonly combat: number;
  /** Its effective Support for this battle, all changes applied. */
  readonly support: number;
  /** Its statuses (printed, given by effects, granted by Equips); they count only while face-up. */
  readonly statuses: readonly StatusGrant[];
}

/**
 * A side's totals: Combat, Support, and Battle = Combat + Support.
 *
 * @example
 * ```ts
 * import type { BattleTotals } from "@rulesmith/wardom";
 * const t: BattleTotals = { combat: 4, support: 3, battle: 7 };
 * ```
 */
export interface BattleTotals {
  /** Combat total: the face-up Combat values that count (D-BTL-3, D-AMB-3), a whole number from 0. */
  readonly combat: number;
  /** Support total: the face-up Support values that count (D-BTL-3, D-AMB-3), a whole number from 0. */
  readonly support: number;
  /** Battle total = Combat + Support; the higher one wins the battle (D-BTL-4). */
  readonly battle: number;
}

function nonNegative(n: number): number {
  return n > 0 ? n : 0;
}

/**
 * A formation's Combat, Support and Battle totals. Only face-up Units count. By default
 * (`totals: "by-position"`) a Combat-position Unit adds its Combat and a Support-position Unit
 * adds its Support; with `"all-stats"` every face-up Unit adds both. Negative stats count as 0;
 * an empty formation totals 0.
 *
 * Implements D-BTL-3, D-AMB-3, D-AMB-21, D-AMB-46.
 *
 * @param formation - The side's Units.
 * @param options - `totals` (default `"by-position"`).
 * @returns The totals.
 * @example
 * ```ts
 * import { battleTotals } from "@rulesmith/wardom";
 * battleTotals([
 *   { id: "a", position: "combat", faceUp: true, combat: 4, support: 1, statuses: [] },
 *   { id: "b", position: "support", faceUp: true, combat: 2, support: 3, statuses: [] },
 * ]); // { combat: 4, support: 3, battle: 7 }
 * ```
 */
export function battleTotals(formation: readonly FormationUnit[], options: Pick<WardomOptions, "totals"> = DEFAULT_OPTIONS): BattleTotals {
  let combat = 0;
  let support = 0;
  const all = options.totals === "all-stats";
  for (const u of formation) {
    if (!u.faceUp) continue;
    if (all || u.position === "combat") combat += nonNegative(u.combat);
    if (all || u.position === "support") support += nonNegative(u.support);
  }
  return { combat, support, battle: combat + support };
}

/**
 * Which side wins: the higher Battle total; a tie has no winner.
 *
 * Implements D-BTL-4, D-BTL-5.
 *
 * @param first - The first player's totals (side 0).
 * @param second - The second player's totals (side 1).
 * @returns `0`, `1`, or `null` on a tie.
 * @example
 * ```ts
 * import { battleWinner } from "@rulesmith/wardom";
 * battleWinner({ combat: 5, support: 4, battle: 9 }, { combat: 4, support: 3, battle: 7 }); // 0
 * battleWinner({ combat: 4, support: 3, battle: 7 }, { combat: 7, support: 0, battle: 7 }); // null
 * ```
 */
export function battleWinner(first: BattleTotals, second: BattleTotals): 0 | 1 | null {
  if (first.battle > second.battle) return 0;
  if (second.battle > first.battle) return 1;
  return null;
}

/**
 * Resolve damage to the loser: the winner's Combat minus the loser's Support, never below 0;
 * with Piercing the loser's Support is ignored.
 *
 * Implements D-BTL-6, D-BTL-7, D-ST.Piercing-1.
 *
 * @param winnerCombat - The winner's Combat total.
 * @param loserSupport - The loser's Support total.
 * @param piercing - Whether the winning side has Piercing.
 * @returns The damage, a whole number from 0.
 * @example
 * ```ts
 * import { resolveDamage } from "@rulesmith/wardom";
 * resolveDamage(6, 4, false); // 2
 * resolveDamage(3, 5, false); // 0
 * resolveDamage(6, 4, true);  // 6
 * ```
 */
export function resolveDamage(winnerCombat: number, loserSupport: number, piercing: boolean): number {
  const c = Number.isFinite(winnerCombat) ? nonNegative(Math.trunc(winnerCombat)) : 0;
  if (piercing) return c;
  const s = Number.isFinite(loserSupport) ? nonNegative(Math.trunc(loserSupport)) : 0;
  return nonNegative(c - s);
}

/**
 * Whether a side has Piercing: any face-up Unit of the side has it.
 *
 * Implements D-AMB-24, D-STATUS-1.
 *
 * @param formation - The side's Units.
 * @returns `true` when resolve damage from this side ignores Support.
 * @example
 * ```ts
 * import { formationHasPiercing } from "@rulesmith/wardom";
 * formationHasPiercing([{ id: "a", position: "support", faceUp: true, combat: 1, support: 1, statuses: [{ status: "piercing" }] }]); // true
 * ```
 */
export function formationHasPiercing(formation: readonly FormationUnit[]): boolean {
  for (const u of formation) if (hasStatus(u, "piercing")) return true;
  return false;
}

/**
 * The loser's eligible front-line Units: those in the Combat position, or, if it is empty, those
 * in the Support position. Set and Frozen Units are still eligible. With several (Additional
 * Recruit) the winner chooses one.
 *
 * Implements D-AMB-4, D-AMB-29, D-AMB-46.
 *
 * @param formation - The loser's Units.
 * @returns The eligible Units (empty when the formation is empty).
 * @example
 * ```ts
 * import { frontLineUnits } from "@rulesmith/wardom";
 * frontLineUnits([{ id: "s", position: "support", faceUp: true, combat: 1, support: 4, statuses: [] }]).map((u) => u.id); // ["s"]
 * ```
 */
export function frontLineUnits(formation: readonly FormationUnit[]): readonly FormationUnit[] {
  const combat = formation.filter((u) => u.position === "combat");
  return combat.length > 0 ? combat : formation.filter((u) => u.position === "support");
}

/**
 * The front-line Unit's relevant stat: by default the stat of its position (Combat in Combat,
 * Support in Support).
 *
 * Implements D-BTL-8, D-AMB-4.
 *
 * @param unit - The Unit.
 * @param options - `destroyCompare` (default `"position-stat"`).
 * @returns The stat the winner's Combat must exceed.
 * @example
 * ```ts
 * import { relevantStat } from "@rulesmith/wardom";
 * relevantStat({ id: "s", position: "support", faceUp: true, combat: 1, support: 4, statuses: [] }); // 4
 * ```
 */
export function relevantStat(unit: FormationUnit, options: Pick<WardomOptions, "destroyCompare"> = DEFAULT_OPTIONS): number {
  const which = options.destroyCompare === "position-stat" ? unit.position : options.destroyCompare;
  return nonNegative(which === "combat" ? unit.combat : unit.support);
}

/**
 * What battle does to a front-line Unit.
 * - `destroyed`: it goes to the void (then Comeback/Loyalty may apply).
 * - `survives` with `reason`: `"not-exceeded"` (the winner's Combat is not greater than its
 *   stat), `"shielded"`, `"tenacity"`, or `"last-will"` (it survives until the End Stage, then is
 *   destroyed).
 *
 * @example
 * ```ts
 * import type { BattleDestruction } from "@rulesmith/wardom";
 * const d: BattleDestruction = { kind: "survives", reason: "tenacity" };
 * ```
 */
export type BattleDestruction =
  | {
      /** `"destroyed"`: the battle destroys the Unit (D-BTL-8). */
      readonly kind: "destroyed";
    }
  | {
      /** `"survives"`: the Unit stays, for `reason`. */
      readonly kind: "survives";
      /**
       * Why: `"not-exceeded"` the winner's Combat is not greater than its relevant stat (D-BTL-8);
       * `"shielded"` (D-ST.Shielded-1); `"tenacity"` (D-ST.Tenacity-1); `"last-will"` it stays until
       * the End Stage, then is destroyed (D-ST.LastWill-1..2).
       */
      readonly reason: "not-exceeded" | "shielded" | "tenacity" | "last-will";
    };

/**
 * Decides whether battle destroys a front-line Unit: it is destroyed when the winner's Combat is
 * strictly greater than its relevant stat, unless Shielded, or Tenacity(X) with the compared
 * Combat at most X, or Last-Will not yet used this turn. Stability, Guardian and Frozen do not
 * stop battle destruction.
 *
 * Implements D-BTL-8, D-BTL-11, D-ST.Shielded-1, D-ST.Tenacity-1, D-ST.LastWill-1,
 * D-ST.Stability-2, D-AMB-22, D-AMB-29.
 *
 * @param unit - The loser's front-line Unit.
 * @param winnerCombat - The winner's Combat total.
 * @param context - `lastWillUsed`: its Last-Will was already used this turn; `highestUnitCombat`:
 *   the winner's highest single Combat (used only with `tenacityCompare: "highest-unit-combat"`).
 * @param options - `destroyCompare`, `tenacityCompare`.
 * @returns The outcome.
 * @example
 * ```ts
 * import { battleDestruction } from "@rulesmith/wardom";
 * const u = { id: "u", position: "combat", faceUp: true, combat: 5, support: 1, statuses: [] } as const;
 * battleDestruction(u, 6); // { kind: "destroyed" }
 * battleDestruction(u, 5); // { kind: "survives", reason: "not-exceeded" }
 * ```
 */
export function battleDestruction(
  unit: FormationUnit,
  winnerCombat: number,
  context: { readonly lastWillUsed?: boolean; readonly highestUnitCombat?: number } = {},
  options: Pick<WardomOptions, "destroyCompare" | "tenacityCompare"> = DEFAULT_OPTIONS,
): BattleDestruction {
  if (!(winnerCombat > relevantStat(unit, options))) return { kind: "survives", reason: "not-exceeded" };
  if (hasStatus(unit, "shielded")) return { kind: "survives", reason: "shielded" };
  const ten = activeStatus(unit, "tenacity");
  if (ten?.status === "tenacity") {
    const compared = options.tenacityCompare === "highest-unit-combat" ? (context.highestUnitCombat ?? winnerCombat) : winnerCombat;
    if (compared <= ten.x) return { kind: "survives", reason: "tenacity" };
  }
  if (hasStatus(unit, "last-will") && context.lastWillUsed !== true) return { kind: "survives", reason: "last-will" };
  return { kind: "destroyed" };
}

/**
 * The whole battle calculation for two formations after Reveal.
 *
 * - `totals`: each side's totals; `winner`: 0, 1 or null (tie).
 * - `damage`: resolve damage to the loser (0 on a tie); `piercing`: whether the winner had Piercing.
 * - `frontLine`: the loser's eligible front-line Units with what battle would do to each; the
 *   winner picks one of those marked `destroyed` (at most one Unit is destroyed, D-BTL-9);
 *   empty on a tie (D-AMB-47) or when the loser has no Units.
 * - `coinsWager`: whether the winner coins the loser's wager (false on a tie).
 *
 * @example
 * ```ts
 * import type { BattleResult } from "@rulesmith/wardom";
 * function log(r: BattleResult) { return r.winner === null ? "tie" : `side ${r.winner} deals ${r.damage}`; }
 * ```
 */
export interface BattleResult {
  /** The totals of side 0 (the first formation) and side 1 (D-BTL-3). */
  readonly totals: readonly [BattleTotals, BattleTotals];
  /** The side with the higher Battle total (D-BTL-4), or `null` on a tie (D-BTL-5). */
  readonly winner: 0 | 1 | null;
  /** Resolve damage to the loser: winner's Combat minus loser's Support, at least 0 (D-BTL-6); 0 on a tie. */
  readonly damage: number;
  /** Whether the winner has Piercing, so that the loser's Support was ignored (D-BTL-7, D-AMB-24). */
  readonly piercing: boolean;
  /** The loser's eligible front-line Units with what battle does to each (D-BTL-8, D-AMB-4); empty on a tie (D-AMB-47). */
  readonly frontLine: readonly {
    /** The Unit's id. */
    readonly id: string;
    /** What the battle does to it; the winner destroys at most one Unit (D-BTL-9). */
    readonly outcome: BattleDestruction;
  }[];
  /** Whether the winner coins the loser's wager into their Treasury (D-BTL-10); `false` on a tie. */
  readonly coinsWager: boolean;
}

/**
 * Resolves the battle calculation: totals, winner, resolve damage, front-line destruction and the
 * coined wager. It decides nothing the players choose (which front-line Unit, protections that are
 * optional); the engine applies the result.
 *
 * Implements D-BTL-3 to D-BTL-11, D-AMB-3, D-AMB-4, D-AMB-22, D-AMB-24, D-AMB-46, D-AMB-47.
 *
 * @param first - The first player's formation (side 0).
 * @param second - The second player's formation (side 1).
 * @param context - `lastWillUsed`: ids of Units whose Last-Will was already used this turn.
 * @param options - Rule options (defaults from the ambiguity register).
 * @returns The result.
 * @example
 * ```ts
 * import { resolveBattle } from "@rulesmith/wardom";
 * const r = resolveBattle(
 *   [{ id: "a", position: "combat", faceUp: true, combat: 6, support: 1, statuses: [] }],
 *   [{ id: "b", position: "combat", faceUp: true, combat: 2, support: 0, statuses: [] },
 *    { id: "c", position: "support", faceUp: true, combat: 0, support: 3, statuses: [] }],
 * );
 * // 6 beats 5: r.winner === 0, r.damage === 3, r.frontLine = [{ id: "b", outcome: { kind: "destroyed" } }], r.coinsWager === true
 * ```
 */
export function resolveBattle(
  first: readonly FormationUnit[],
  second: readonly FormationUnit[],
  context: { readonly lastWillUsed?: readonly string[] } = {},
  options: Pick<WardomOptions, "totals" | "destroyCompare" | "tenacityCompare"> = DEFAULT_OPTIONS,
): BattleResult {
  const t0 = battleTotals(first, options);
  const t1 = battleTotals(second, options);
  const winner = battleWinner(t0, t1);
  if (winner === null) return { totals: [t0, t1], winner, damage: 0, piercing: false, frontLine: [], coinsWager: false };
  const winning = winner === 0 ? first : second;
  const losing = winner === 0 ? second : first;
  const wt = winner === 0 ? t0 : t1;
  const lt = winner === 0 ? t1 : t0;
  const piercing = formationHasPiercing(winning);
  let highestUnitCombat = 0;
  for (const u of winning) if (u.faceUp && u.position === "combat" && u.combat > highestUnitCombat) highestUnitCombat = u.combat;
  const used = context.lastWillUsed;
  let anyCombat = false;
  for (const u of losing) {
    if (u.position === "combat") {
      anyCombat = true;
      break;
    }
  }
  const front = anyCombat ? "combat" : "support";
  const frontLine: { readonly id: string; readonly outcome: BattleDestruction }[] = [];
  for (const u of losing) {
    if (u.position !== front) continue;
    frontLine.push({ id: u.id, outcome: battleDestruction(u, wt.combat, { lastWillUsed: used?.includes(u.id) === true, highestUnitCombat }, options) });
  }
  return { totals: [t0, t1], winner, damage: resolveDamage(wt.combat, lt.support, piercing), piercing, frontLine, coinsWager: true };
}

/**
 * The winner's Units that gain Rampage's +1 Combat when their side destroys a Unit in battle:
 * every face-up Rampage Unit in the Combat position.
 *
 * Implements D-ST.Rampage-1, D-AMB-23.
 *
 * @param winning - The winner's formation.
 * @param destroyed - Whether the battle destroyed a Unit.
 * @returns The ids of the Units that gain +1 Combat.
 * @example
 * ```ts
 * import { rampageGainers } from "@rulesmith/wardom";
 * rampageGainers([{ id: "r", position: "combat", faceUp: true, combat: 3, support: 0, statuses: [{ status: "rampage" }] }], true); // ["r"]
 * ```
 */
export function rampageGainers(winning: readonly FormationUnit[], destroyed: boolean): readonly string[] {
  if (!destroyed) return [];
  const out: string[] = [];
  for (const u of winning) if (u.position === "combat" && hasStatus(u, "rampage")) out.push(u.id);
  return out;
}
