/**
 * The rule options where the rule text is silent or ambiguous, with the defaults proposed by the
 * matrix's ambiguity register (D-AMB-n). Only the options the math layer uses so far are here.
 */

/**
 * Options of the Wardom rules math. Every field has a default in {@link DEFAULT_OPTIONS}.
 *
 * - `totals` (D-AMB-3): `"by-position"` adds only the stat of each Unit's position;
 *   `"all-stats"` adds both stats of every face-up Unit.
 * - `destroyCompare` (D-AMB-4): which stat of the front-line Unit the winner's Combat must exceed.
 * - `tenacityCompare` (D-AMB-22): what Tenacity(X) compares with X.
 * - `trWagerBan` (D-AMB-8): no True Recruit Unit may be wagered, or only marked copies.
 * - `allowResolveToZeroPayment` (D-AMB-14): whether a resolve payment may take resolve to 0.
 * - `fieldReplacement` (D-AMB-11): the replacement-cost rule for a new Field.
 * - `dangerDelay` (D-AMB-15): when a set Danger Action becomes usable.
 * - `cleanseRemovesPermanent` (D-AMB-20): whether Cleanse removes Weaken/Poison/Rampage changes.
 *
 * @example
 * ```ts
 * import { DEFAULT_OPTIONS, type WardomOptions } from "@rulesmith/wardom";
 * const allStats: WardomOptions = { ...DEFAULT_OPTIONS, totals: "all-stats" };
 * ```
 */
export interface WardomOptions {
  readonly totals: "by-position" | "all-stats";
  readonly destroyCompare: "position-stat" | "combat" | "support";
  readonly tenacityCompare: "winner-combat-total" | "highest-unit-combat";
  readonly trWagerBan: "all-tr-units" | "marked-only";
  readonly allowResolveToZeroPayment: boolean;
  readonly fieldReplacement: "cost-gte" | "cost-gt" | "free";
  readonly dangerDelay: "same-stage-next-round" | "next-round-start";
  readonly cleanseRemovesPermanent: boolean;
}

/**
 * The default options: the engine defaults proposed in the matrix's ambiguity register.
 *
 * Implements the defaults of D-AMB-3, D-AMB-4, D-AMB-8, D-AMB-11, D-AMB-14, D-AMB-15, D-AMB-20, D-AMB-22.
 *
 * @example
 * ```ts
 * import { DEFAULT_OPTIONS } from "@rulesmith/wardom";
 * DEFAULT_OPTIONS.totals; // "by-position"
 * ```
 */
export const DEFAULT_OPTIONS: WardomOptions = {
  totals: "by-position",
  destroyCompare: "position-stat",
  tenacityCompare: "winner-combat-total",
  trWagerBan: "all-tr-units",
  allowResolveToZeroPayment: true,
  fieldReplacement: "cost-gte",
  dangerDelay: "same-stage-next-round",
  cleanseRemovesPermanent: true,
};

/**
 * Fills in the defaults for the options not given.
 *
 * @param options - Some options, or nothing.
 * @returns All options.
 * @example
 * ```ts
 * import { resolveOptions } from "@rulesmith/wardom";
 * resolveOptions({ totals: "all-stats" }).destroyCompare; // "position-stat"
 * ```
 */
export function resolveOptions(options?: Partial<WardomOptions>): WardomOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  return {
    totals: options.totals ?? DEFAULT_OPTIONS.totals,
    destroyCompare: options.destroyCompare ?? DEFAULT_OPTIONS.destroyCompare,
    tenacityCompare: options.tenacityCompare ?? DEFAULT_OPTIONS.tenacityCompare,
    trWagerBan: options.trWagerBan ?? DEFAULT_OPTIONS.trWagerBan,
    allowResolveToZeroPayment: options.allowResolveToZeroPayment ?? DEFAULT_OPTIONS.allowResolveToZeroPayment,
    fieldReplacement: options.fieldReplacement ?? DEFAULT_OPTIONS.fieldReplacement,
    dangerDelay: options.dangerDelay ?? DEFAULT_OPTIONS.dangerDelay,
    cleanseRemovesPermanent: options.cleanseRemovesPermanent ?? DEFAULT_OPTIONS.cleanseRemovesPermanent,
  };
}
