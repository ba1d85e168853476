import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { isDeepFrozen } from "@rulesmith/core";
import { DEFAULT_GAME_OPTIONS, DEFAULT_OPTIONS, demoConfig, NO_CONDITIONS, OPTION_TABLE, ruleset } from "@rulesmith/guardians";

// A match with default options holds the module's DEFAULT_GAME_OPTIONS object itself, and its
// views hand it out: were it writable, one client's write (say `players = 3`) would make every
// later setup of the process refuse the demo's two decks.
describe("the defaults every match shares", () => {
  it("are frozen all the way down", () => {
    for (const shared of [DEFAULT_OPTIONS, DEFAULT_GAME_OPTIONS, NO_CONDITIONS, OPTION_TABLE]) expect(isDeepFrozen(shared)).toBe(true);
  });

  it("a write to the options a view shows throws, and the next match is set up as before", () => {
    const before = assertOk(ruleset.setup(demoConfig(1)));
    const view = ruleset.view(before, "spectator") as { game: { options: { players: number } } };
    expect(() => {
      view.game.options.players = 3;
    }).toThrow(TypeError);
    expect(assertOk(ruleset.setup(demoConfig(1)))).toEqual(before);
  });
});
