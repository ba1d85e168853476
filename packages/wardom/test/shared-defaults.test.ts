import { describe, expect, it } from "vitest";
import { isDeepFrozen } from "@rulesmith/core";
import { DEFAULT_ENGINE_OPTIONS, DEFAULT_OPTIONS, NO_CHANGE, OPTION_TABLE } from "@rulesmith/wardom";

// Module-level defaults are shared by every match and every caller of the process: a write to one
// would change them all.
describe("the defaults every match shares", () => {
  it("are frozen all the way down", () => {
    for (const shared of [DEFAULT_OPTIONS, DEFAULT_ENGINE_OPTIONS, NO_CHANGE, OPTION_TABLE]) expect(isDeepFrozen(shared)).toBe(true);
  });
});
