/**
 * When a set Danger Action may be activated.
 */
import { DEFAULT_OPTIONS, type WardomOptions } from "../engine/options.js";

/**
 * The five stages of a round, in order.
 *
 * Implements D-ROUND-1.
 *
 * @example
 * ```ts
 * import { STAGES } from "@rulesmith/wardom";
 * STAGES[3]; // "battle"
 * ```
 */
export const STAGES = /* @__PURE__ */ Object.freeze(["start", "resource", "main", "battle", "end"] as const);

/**
 * One of the five {@link STAGES}.
 *
 * @example
 * ```ts
 * import type { Stage } from "@rulesmith/wardom";
 * const s: Stage = "main";
 * ```
 */
export type Stage = (typeof STAGES)[number];

/**
 * A moment of the game: a round number and a stage.
 *
 * @example
 * ```ts
 * import type { Moment } from "@rulesmith/wardom";
 * const m: Moment = { round: 2, stage: "main" };
 * ```
 */
export interface Moment {
  /** The round number, from 1. */
  readonly round: number;
  /** The stage within that round (D-ROUND-1). */
  readonly stage: Stage;
}

/**
 * Whether a Danger Action set at one moment has remained set for a full round at another. By
 * default it is usable from the same stage of the next round; with `dangerDelay:
 * "next-round-start"` from the start of the next round. (Its condition is checked separately.)
 *
 * Implements D-DANGER-1, D-AMB-15.
 *
 * @param set - When it was set.
 * @param now - Now.
 * @param options - `dangerDelay` (default `"same-stage-next-round"`).
 * @returns `true` when it has waited long enough.
 * @example
 * ```ts
 * import { dangerReady } from "@rulesmith/wardom";
 * dangerReady({ round: 2, stage: "main" }, { round: 2, stage: "battle" });   // false
 * dangerReady({ round: 2, stage: "main" }, { round: 3, stage: "resource" }); // false
 * dangerReady({ round: 2, stage: "main" }, { round: 3, stage: "main" });     // true
 * ```
 */
export function dangerReady(set: Moment, now: Moment, options: Pick<WardomOptions, "dangerDelay"> = DEFAULT_OPTIONS): boolean {
  if (now.round <= set.round) return false;
  if (now.round > set.round + 1) return true;
  if (options.dangerDelay === "next-round-start") return true;
  return STAGES.indexOf(now.stage) >= STAGES.indexOf(set.stage);
}
