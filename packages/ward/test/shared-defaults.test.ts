import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { isDeepFrozen } from "@rulesmith/core";
import { DEFAULT_OPTIONS, demoConfig, OPTION_TABLE, ruleset, type WardState } from "../src/index.js";

// A match with default options holds the module's DEFAULT_OPTIONS object itself, and its views
// hand it out: were it writable, one client's write would change every later match of the process.
describe("the defaults every match shares", () => {
  it("are frozen all the way down", () => {
    expect(isDeepFrozen(DEFAULT_OPTIONS)).toBe(true);
    expect(isDeepFrozen(OPTION_TABLE)).toBe(true);
  });

  it("a write to the options a view shows throws, and the next match is set up as before", () => {
    const before = assertOk(ruleset.setup(demoConfig(1)));
    const view = ruleset.view(before, "spectator") as { game: { options: WardState["options"] } };
    expect(() => {
      (view.game.options as { cemeteryThreshold: number }).cemeteryThreshold = 1;
    }).toThrow(TypeError);
    expect(assertOk(ruleset.setup(demoConfig(1)))).toEqual(before);
  });
});
