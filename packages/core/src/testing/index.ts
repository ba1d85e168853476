// @rulesmith/core/testing: the conformance kit and test helpers. Every public name is listed here.

export { checkRuleset } from "./check-ruleset.js";
export type { CheckOptions, CheckReport } from "./check-ruleset.js";
export { CHECK_NAMES, checkTitle } from "./names.js";
export type { CheckName } from "./names.js";
export { deepFreeze } from "./deep-freeze.js";
export { assertOk, assertErr } from "./results.js";
