// A saved state's clock must seat Ward's two players, 0 and 1, in that order (core's parseClock
// with { players: 2 }): a consistent clock of other seats is refused. Its phase, the turn in
// progress and the decision must agree: a saved state where they do not is refused, not played.
import { describe, expect, it } from "vitest";
import { parseClock } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { demoConfig, ruleset, type WardState } from "../src/index.js";
import { jsonCopy, demoMatches, reach, refusal, savedStateProperties } from "../../core/test/support/mutated-states.js";

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

const PHASES = ["setup", "draw", "discard", "summon", "combat", "magic", "end"];
const KINDS = ["start", "choose-order", "discard", "main", "combat", "promote", "replace", "respond", "choose"];

describe("a saved state's phase, turn in progress and decision agree", () => {
  const withClock = (s: WardState, clock: Partial<WardState["clock"]>): unknown => ({ ...jsonCopy(s), clock: { ...s.clock, ...clock } });

  it("W-QS.5-10 the End Turn phase never waits: a chain waiting for a response (or a replacement) in it is refused", () => {
    const s = reach(ruleset, demoConfig(1), 20);
    expect(s.decision?.kind).toBe("respond");
    expect(refusal(ruleset, withClock(s, { phase: "end" }))).toContainEqual({
      path: "$.decision",
      message: "is respond, which the end phase never waits for (it waits for no decision: the engine ends the turn and begins the next within one step, W-QS.5-10)",
    });
    const r = reach(ruleset, demoConfig(2), 32);
    expect(r.decision?.kind).toBe("replace");
    expect(refusal(ruleset, withClock(r, { phase: "end" }))?.map((p) => p.path)).toEqual(["$.decision"]);
  });

  it("W-QS.3-2 the setup comes before the first turn: a setup phase with a turn begun and a chain waiting is refused", () => {
    const s = reach(ruleset, demoConfig(1), 20);
    expect(refusal(ruleset, withClock(s, { phase: "setup" }))).toEqual([
      { path: "$.clock", message: "is in the setup after a turn has begun (the setup comes before the first turn, W-QS.3-2)" },
      { path: "$.decision", message: "is respond, which the setup phase never waits for (it waits for only start, choose-order, W-QS.3-2)" },
    ]);
  });

  it("W-QS.5-1 every other phase is inside a turn: the active player's turn counted as ended is refused", () => {
    const s = reach(ruleset, demoConfig(1), 16);
    expect(s.clock.active).toBe(1);
    expect(refusal(ruleset, withClock(s, { turnsEnded: [s.clock.turnsEnded[0] ?? 0, (s.clock.turnsEnded[1] ?? 0) + 1] }))).toEqual([
      { path: "$.clock", message: "is in the magic phase with no turn in progress (every phase but the setup is a phase of the active player's turn, W-QS.5-1)" },
    ]);
  });

  savedStateProperties(ruleset, { ...demoMatches(demoConfig), kinds: KINDS, phases: PHASES, rule: "W-QS.5-1" }, { accepted: 6, changed: 2 });
});
