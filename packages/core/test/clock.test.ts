import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  beginTurn,
  createClock,
  endTurn,
  isTurnInProgress,
  nextPlayer,
  parseClock,
  phaseChangedEvent,
  setPhase,
  turnCycle,
  turnsBegunBy,
  turnsEndedBy,
  type Clock,
} from "../src/clock.js";
import { CoreErrorCode } from "../src/errors.js";
import type { Result } from "../src/result.js";

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function errorCode<T>(r: Result<T>): string {
  if (r.ok) throw new Error("expected an error");
  return r.error.code;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Ends the current turn (if one is in progress) and begins the next in seating order. */
function pass(clock: Clock, phase = "draw"): Clock {
  const ended = isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
  return unwrap(beginTurn(ended, phase));
}

describe("createClock", () => {
  it("starts at turn 0 with nobody's turn begun", () => {
    const c = unwrap(createClock([0, 1], 1, "setup"));
    expect(c).toEqual({ players: [0, 1], turn: 0, active: 1, phase: "setup", turnsBegun: [0, 0], turnsEnded: [0, 0] });
    expect(isTurnInProgress(c)).toBe(false);
    expect(turnCycle(c)).toBe(1);
  });

  it("rejects an unseated first player, an empty or repeating seat list", () => {
    expect(errorCode(createClock([0, 1], 2, "setup"))).toBe(CoreErrorCode.UnknownPlayer);
    expect(errorCode(createClock([], 0, "setup"))).toBe(CoreErrorCode.BadConfig);
    expect(errorCode(createClock([0, 0], 0, "setup"))).toBe(CoreErrorCode.BadConfig);
    expect(errorCode(createClock([0, -1], 0, "setup"))).toBe(CoreErrorCode.BadConfig);
  });
});

describe("turns", () => {
  it("the first beginTurn starts the player chosen to go first; then seating order wraps round", () => {
    let c = unwrap(createClock([0, 1, 2], 1, "setup"));
    c = pass(c);
    expect([c.turn, c.active]).toEqual([1, 1]);
    c = pass(c);
    expect([c.turn, c.active]).toEqual([2, 2]);
    c = pass(c);
    expect([c.turn, c.active]).toEqual([3, 0]);
    expect(c.turnsBegun).toEqual([1, 1, 1]);
    expect(c.turnsEnded).toEqual([0, 1, 1]);
  });

  it("an explicit player takes the turn (extra turns, changed order)", () => {
    let c = pass(unwrap(createClock([0, 1], 0, "setup")));
    c = unwrap(endTurn(c));
    c = unwrap(beginTurn(c, "draw", 0));
    expect([c.turn, c.active]).toEqual([2, 0]);
    expect(turnsBegunBy(c, 0)).toBe(2);
    expect(turnsBegunBy(c, 1)).toBe(0);
  });

  it("rejects an unknown player, a new turn before the old one ended, and ending twice", () => {
    const c = pass(unwrap(createClock([0, 1], 0, "setup")));
    expect(errorCode(beginTurn(c, "draw"))).toBe("clock/turn-in-progress");
    const ended = unwrap(endTurn(c));
    expect(errorCode(endTurn(ended))).toBe("clock/no-turn");
    expect(errorCode(beginTurn(ended, "draw", 7))).toBe(CoreErrorCode.UnknownPlayer);
    expect(errorCode(endTurn(unwrap(createClock([0, 1], 0, "setup"))))).toBe("clock/no-turn");
  });

  it("endTurn counts the turn as ended and keeps the active player until the next turn begins", () => {
    const c = unwrap(endTurn(pass(unwrap(createClock([0, 1], 0, "setup")))));
    expect(c.active).toBe(0);
    expect(turnsEndedBy(c, 0)).toBe(1);
    expect(nextPlayer(c)).toBe(1);
  });

  it("setPhase changes only the phase; phaseChangedEvent reports the clock", () => {
    const c = pass(unwrap(createClock([0, 1], 0, "setup")));
    const p = setPhase(c, "combat");
    expect(p).toEqual({ ...c, phase: "combat" });
    expect(setPhase(p, "combat")).toBe(p);
    expect(phaseChangedEvent(p)).toEqual({ type: "phase-changed", turn: 1, active: 0, phase: "combat" });
  });

  it("transitions never change their input", () => {
    const c = deepFreeze(pass(unwrap(createClock([0, 1], 0, "setup"))));
    const snapshot = JSON.stringify(c);
    unwrap(endTurn(c));
    setPhase(c, "x");
    expect(JSON.stringify(c)).toBe(snapshot);
  });
});

describe("turnCycle", () => {
  it("W-9.2.1-1 two players: cycle 1 is both first turns; the counter goes up once both turns have ended", () => {
    let c = unwrap(createClock([0, 1], 0, "setup"));
    expect(turnCycle(c)).toBe(1);
    c = pass(c); // player 0, turn 1
    expect(turnCycle(c)).toBe(1);
    c = pass(c); // player 1, turn 2
    expect(turnCycle(c)).toBe(1);
    c = unwrap(endTurn(c));
    expect(turnCycle(c)).toBe(2);
    c = unwrap(beginTurn(c, "draw")); // player 0, turn 3
    expect([c.turn, c.active, turnCycle(c)]).toEqual([3, 0, 2]);
    c = pass(pass(c)); // player 0, turn 5
    expect([c.turn, c.active, turnCycle(c)]).toEqual([5, 0, 3]);
  });

  test.prop([fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 30 })])(
    "in plain seating order, the cycle is 1 + floor((turn - 1) / players) during a turn",
    (n, turns) => {
      let c = unwrap(createClock(Array.from({ length: n }, (_, i) => i), 0, "setup"));
      for (let i = 0; i < turns; i++) c = pass(c);
      expect(turnCycle(c)).toBe(turns === 0 ? 1 : 1 + Math.floor((turns - 1) / n));
      expect(c.turn).toBe(turns);
    },
  );
});

describe("parseClock", () => {
  it("accepts a clock's JSON and returns an equal copy", () => {
    const c = pass(pass(unwrap(createClock([0, 1], 0, "setup"))));
    expect(unwrap(parseClock(JSON.parse(JSON.stringify(c))))).toEqual(c);
  });

  it("rejects inconsistent clocks", () => {
    const good: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
    expect(parseClock(good).ok).toBe(true);
    const broken: unknown[] = [
      null,
      [],
      { ...good, players: [0, 0] },
      { ...good, players: [] },
      { ...good, active: 5 },
      { ...good, phase: 3 },
      { ...good, turn: 4 },
      { ...good, turnsBegun: [2] },
      { ...good, turnsEnded: [3, 1] },
      { ...good, turnsBegun: [3, 1], turn: 4 },
      { ...good, turnsBegun: [2, 2], turn: 4 },
      { ...good, active: 1 },
    ];
    for (const b of broken) expect(errorCode(parseClock(b))).toBe(CoreErrorCode.BadState);
  });
});
