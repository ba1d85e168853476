/**
 * The rule options where the rule text is silent or ambiguous, with the defaults proposed by the
 * matrix's ambiguity register (D-AMB-n). Only the options the math layer uses so far are here.
 */

/**
 * Options of the Wardom rules math: one per gap or ambiguity of the rule text, each settling a
 * D-AMB-n entry of the matrix's register. Every field has a default in {@link DEFAULT_OPTIONS}.
 *
 * @example
 * ```ts
 * import { DEFAULT_OPTIONS, type WardomOptions } from "@rulesmith/wardom";
 * const allStats: WardomOptions = { ...DEFAULT_OPTIONS, totals: "all-stats" };
 * ```
 */
export interface WardomOptions {
  /**
   * What each face-up Unit adds to the battle totals (D-BTL-3, settles D-AMB-3). Default
   * `"by-position"`: a Unit in the Combat position adds its Combat, one in the Support position
   * its Support; `"all-stats"`: every face-up Unit adds both stats.
   */
  readonly totals: "by-position" | "all-stats";
  /**
   * Which stat of the loser's front-line Unit the winner's Combat total must exceed to destroy it
   * (D-BTL-8, settles D-AMB-4). Default `"position-stat"`: the stat of the Unit's position (Combat
   * in Combat, Support in Support); `"combat"` or `"support"`: always that stat.
   */
  readonly destroyCompare: "position-stat" | "combat" | "support";
  /**
   * What Tenacity(X) compares with X (D-ST.Tenacity-1, settles D-AMB-22). Default
   * `"winner-combat-total"`: the winner's Combat total; `"highest-unit-combat"`: the highest Combat
   * of one face-up Unit in the winner's Combat position.
   */
  readonly tenacityCompare: "winner-combat-total" | "highest-unit-combat";
  /**
   * Which True Recruit Units may never be wagered (D-WAGER-3, D-TRUE-10, settles D-AMB-8). Default
   * `"all-tr-units"`: no Unit with a True Recruit procedure, marked or not; `"marked-only"`: only
   * copies marked True Recruited.
   */
  readonly trWagerBan: "all-tr-units" | "marked-only";
  /**
   * Whether a resolve payment (a Danger cost, D-DANGER-3) may take resolve down to 0, so that the
   * payer loses at once (D-WIN-2, settles D-AMB-14). Default `true`; with `false` a resolve
   * payment must leave at least 1 resolve.
   */
  readonly allowResolveToZeroPayment: boolean;
  /**
   * The replacement-cost rule for a new Field (D-FIELD-2, settles D-AMB-11). Default `"cost-gte"`:
   * its printed cost is at least the current Field's; `"cost-gt"`: strictly greater; `"free"`: any
   * Field may replace the current one.
   */
  readonly fieldReplacement: "cost-gte" | "cost-gt" | "free";
  /**
   * When a set Danger Action has "remained set for a full round" (D-DANGER-1, settles D-AMB-15).
   * Default `"same-stage-next-round"`: usable from the same stage of the next round on;
   * `"next-round-start"`: from the start of the next round.
   */
  readonly dangerDelay: "same-stage-next-round" | "next-round-start";
  /**
   * Whether Cleanse also removes the permanent changes of Weaken, Poison and Rampage
   * (D-KW.Cleanse-1, settles D-AMB-20). Default `true`; with `false` those changes stay and Cleanse
   * removes only added changes and statuses.
   */
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
export const DEFAULT_OPTIONS: WardomOptions = /* @__PURE__ */ Object.freeze({
  totals: "by-position",
  destroyCompare: "position-stat",
  tenacityCompare: "winner-combat-total",
  trWagerBan: "all-tr-units",
  allowResolveToZeroPayment: true,
  fieldReplacement: "cost-gte",
  dangerDelay: "same-stage-next-round",
  cleanseRemovesPermanent: true,
});

/**
 * Fills in the defaults for the options not given.
 *
 * Implements no rule: it fills in the defaults of the options.
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
