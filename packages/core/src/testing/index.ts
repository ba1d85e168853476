// @rulesmith/core/testing: the conformance kit and test helpers. Every public name is listed here.
// The only entry of @rulesmith/core that needs fast-check (an optional peer dependency). The
// build's code comes from entry.ts, which loads this list and says clearly when fast-check is
// missing; the types come from here.

export { checkRuleset } from "./check-ruleset.js";
export type { CheckOptions, CheckReport, FuzzReport } from "./check-ruleset.js";
export { CHECK_NAMES, checkTitle } from "./names.js";
export type { CheckName } from "./names.js";
export { deepFreeze } from "../frozen.js";
export { assertOk, assertErr } from "./results.js";
export { randomStates } from "./random-states.js";
export type { StateToAct } from "./random-states.js";
export { checkCardWords, withHiddenSwapped } from "./card-words.js";
export type { CardWordsRuleset, CardTable, CardWordsView, CardWordsReport } from "./card-words.js";
// The dice duel moved to @rulesmith/core/examples, which needs nothing optional.
export {
  /** @deprecated Import `diceDuel` from `@rulesmith/core/examples`, which needs no fast-check. */
  diceDuel,
  /** @deprecated Import `START_HP` from `@rulesmith/core/examples`. */
  START_HP,
  /** @deprecated Import `HAND_SIZE` from `@rulesmith/core/examples`. */
  HAND_SIZE,
} from "../examples/dice-duel.js";
export type {
  /** @deprecated Import `DuelConfig` from `@rulesmith/core/examples`. */
  DuelConfig,
  /** @deprecated Import `DuelSide` from `@rulesmith/core/examples`. */
  DuelSide,
  /** @deprecated Import `DuelPhase` from `@rulesmith/core/examples`. */
  DuelPhase,
  /** @deprecated Import `DuelState` from `@rulesmith/core/examples`. */
  DuelState,
  /** @deprecated Import `DuelAction` from `@rulesmith/core/examples`. */
  DuelAction,
  /** @deprecated Import `CardView` from `@rulesmith/core/examples`. */
  CardView,
  /** @deprecated Import `DuelSideView` from `@rulesmith/core/examples`. */
  DuelSideView,
  /** @deprecated Import `DuelView` from `@rulesmith/core/examples`. */
  DuelView,
} from "../examples/dice-duel.js";
