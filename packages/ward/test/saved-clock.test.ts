// A saved state's clock must seat Ward's two players, 0 and 1, in that order (core's parseClock
// with { players: 2 }): a consistent clock of other seats is refused.
import { describe, expect, it } from "vitest";
import { parseClock } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { demoConfig, ruleset } from "../src/index.js";

describe("a saved state's clock", () => {
  const s = assertOk(ruleset.setup(demoConfig(4)));

  it("is accepted seating players 0 and 1, and refused seating any other players, with the same problem", () => {
    expect(ruleset.parseState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
    for (const players of [[1, 0], [0, 2], [0], [0, 1, 2], [0, 1e300]]) {
      const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify({ ...s, clock: { ...s.clock, players } }))));
      expect(e.code).toBe("state/invalid");
      expect(e.details).toEqual({ problems: [{ path: "$.clock", message: "is not a Ward clock (players 0 and 1, a Ward phase)" }] });
    }
    // [1, 0] is a consistent clock of its own: only the seats of the match refuse it.
    expect(parseClock({ ...s.clock, players: [1, 0] }).ok).toBe(true);
  });
});
