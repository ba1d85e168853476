// @rulesmith/core/testing: the conformance kit and test helpers. Every public name is listed here.

export { checkRuleset } from "./check-ruleset.js";
export type { CheckOptions, CheckReport, FuzzReport } from "./check-ruleset.js";
export { CHECK_NAMES, checkTitle } from "./names.js";
export type { CheckName } from "./names.js";
export { deepFreeze } from "./deep-freeze.js";
export { assertOk, assertErr } from "./results.js";
export { diceDuel, START_HP, HAND_SIZE } from "./dice-duel.js";
export type { DuelConfig, DuelSide, DuelPhase, DuelState, DuelAction, CardView, DuelSideView, DuelView } from "./dice-duel.js";
