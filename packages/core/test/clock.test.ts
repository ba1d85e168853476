import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  beginTurn,
  createClock,
  currentRound,
  endRound,
  endTurn,
  isTurnInProgress,
  nextPlayer,
  parseClock,
  phaseChangedEvent,
  phaseEndsBy,
  setPhase,
  turnCycle,
  turnsBegunBy,
  turnsEndedBy,
  type Clock,
  type ClockOptions,
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
      { ...good, players: [0, 1e300] },
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

  it("refuses a field a clock does not have, at the top or in a phaseEnds entry, and names it", () => {
    const good: Clock = { players: [0, 1], turn: 1, active: 0, phase: "draw", turnsBegun: [1, 0], turnsEnded: [0, 0] };
    const top = parseClock({ ...good, foo: 1 });
    expect(top.ok ? "accepted" : top.error.message).toBe('Not a valid clock: it has a field "foo", which a clock does not have.');
    const entry = parseClock({ ...good, phaseEnds: [{ phase: "combat", ended: [0, 0], when: 3 }] });
    expect(entry.ok ? "accepted" : entry.error.message).toBe('Not a valid clock: a phaseEnds entry has a field "when", which it does not have.');
    expect(parseClock({ ...good, phaseEnds: [{ phase: "combat", ended: [0, 0] }], roundsEnded: 0 }).ok).toBe(true);
  });
});

describe("parseClock with the match's number of players", () => {
  const seatsOf = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

  it("accepts a clock seating 0 to n-1 in order, and refuses other seats with a sentence that quotes them", () => {
    const good: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
    expect(unwrap(parseClock(good, { players: 2 }))).toEqual(good);
    for (const players of [[1, 0], [0, 2], [0], [0, 1, 2]]) {
      const clock = pass(pass(pass(unwrap(createClock(players, players[0] ?? 0, "setup")))));
      expect(parseClock(clock).ok).toBe(true);
      const r = parseClock(clock, { players: 2 });
      expect(r.ok ? "" : r.error.message).toBe(`Not a valid clock: it seats ${JSON.stringify(players)}, not the 2 seats of the match (0 to 1, in order).`);
      expect(errorCode(r)).toBe(CoreErrorCode.BadState);
    }
    const one = unwrap(createClock([0], 0, "setup"));
    expect(parseClock(one, { players: 1 }).ok).toBe(true);
    const r = parseClock({ ...one, players: [3], active: 3 }, { players: 1 });
    expect(r.ok ? "" : r.error.message).toBe("Not a valid clock: it seats [3], not the seat 0 of the match.");
  });

  it("refuses every clock, without throwing, for a number of players that is not a whole number from 1", () => {
    const good = unwrap(createClock([0, 1], 0, "setup"));
    for (const players of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, "2" as unknown as number]) {
      const r = parseClock(good, { players });
      expect(errorCode(r)).toBe(CoreErrorCode.BadState);
      expect(r.ok ? "" : r.error.message).toMatch(/^Not a valid clock: a match of .{1,40} players seats no clock/);
    }
  });

  test.prop([fc.integer({ min: 1, max: 6 }), fc.nat(), fc.array(fc.constantFrom("begin", "end", "phase"), { maxLength: 40 })])(
    "a clock a match of n players makes (seats 0 to n-1) and plays on is accepted for n players, as the same clock",
    (n, first, moves) => {
      let c = unwrap(createClock(seatsOf(n), first % n, "setup"));
      for (const m of moves) {
        if (m === "phase") c = setPhase(c, "main");
        else if (m === "end" && isTurnInProgress(c)) c = unwrap(endTurn(c));
        else if (m === "begin") c = pass(c);
      }
      const saved: unknown = JSON.parse(JSON.stringify(c));
      expect(unwrap(parseClock(saved, { players: n }))).toEqual(unwrap(parseClock(saved)));
    },
  );

  test.prop([fc.uniqueArray(fc.nat({ max: 7 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 8 }), fc.nat({ max: 12 })])(
    "with n players, parseClock accepts exactly the clocks it accepts without, whose seats are 0 to n-1 in order",
    (players, n, turns) => {
      let c = unwrap(createClock(players, players[0] ?? 0, "setup"));
      for (let i = 0; i < turns; i++) c = pass(c);
      const plain = parseClock(c);
      const counted = parseClock(c, { players: n });
      const seated = players.length === n && players.every((p, i) => p === i);
      expect(plain.ok).toBe(true);
      expect(counted.ok).toBe(seated);
      if (counted.ok) expect(counted.value).toEqual(unwrap(plain));
      else expect(counted.error.code).toBe(CoreErrorCode.BadState);
    },
  );
});

describe("clock options", () => {
  it("a clock made without options has exactly the fields it always had (saved games and golden replays keep their JSON)", () => {
    let c = unwrap(createClock([0, 1], 0, "setup"));
    c = setPhase(pass(c), "combat");
    c = pass(setPhase(c, "end"));
    expect(Object.keys(c)).toEqual(["players", "turn", "active", "phase", "turnsBegun", "turnsEnded"]);
    expect(Object.keys(unwrap(createClock([0, 1], 0, "setup", {})))).toEqual(["players", "turn", "active", "phase", "turnsBegun", "turnsEnded"]);
  });

  it("trackPhases and explicit rounds add phaseEnds and roundsEnded", () => {
    const c = unwrap(createClock([0, 1], 1, "setup", { trackPhases: ["combat", "battle"], rounds: "explicit" }));
    expect(c).toEqual({
      players: [0, 1],
      turn: 0,
      active: 1,
      phase: "setup",
      turnsBegun: [0, 0],
      turnsEnded: [0, 0],
      phaseEnds: [
        { phase: "combat", ended: [0, 0] },
        { phase: "battle", ended: [0, 0] },
      ],
      roundsEnded: 0,
    });
  });

  it("rejects a phase tracked twice and an unknown rounds mode", () => {
    expect(errorCode(createClock([0, 1], 0, "setup", { trackPhases: ["combat", "combat"] }))).toBe(CoreErrorCode.BadConfig);
    const fromJavaScript: unknown = { rounds: "sometimes" }; // what a caller without types could pass
    expect(errorCode(createClock([0, 1], 0, "setup", fromJavaScript as ClockOptions))).toBe(CoreErrorCode.BadConfig);
  });
});

describe("phase ends", () => {
  const tracked = (): Clock => unwrap(createClock([0, 1], 0, "setup", { trackPhases: ["combat"] }));

  it("W-11.1-1 leaving a tracked phase counts one end of it for the active player; staying, ending the turn or other phases count nothing", () => {
    let c = pass(tracked()); // player 0, draw
    c = setPhase(c, "combat");
    expect(phaseEndsBy(c, "combat", 0)).toBe(0);
    expect(setPhase(c, "combat")).toBe(c);
    c = setPhase(c, "magic");
    expect([phaseEndsBy(c, "combat", 0), phaseEndsBy(c, "combat", 1), phaseEndsBy(c, "combat")]).toEqual([1, 0, 1]);
    c = unwrap(endTurn(setPhase(c, "end")));
    expect(phaseEndsBy(c, "combat")).toBe(1);
    expect(phaseEndsBy(c, "draw")).toBe(0); // untracked: always 0
  });

  it("a turn's last phase ends when the next turn begins, counted for the player whose turn it was", () => {
    let c = setPhase(pass(tracked()), "combat");
    c = unwrap(endTurn(c)); // the turn ends in its combat
    expect(phaseEndsBy(c, "combat", 0)).toBe(0);
    c = unwrap(beginTurn(c, "combat")); // player 1 begins straight in combat: player 0's combat is over
    expect([phaseEndsBy(c, "combat", 0), phaseEndsBy(c, "combat", 1)]).toEqual([1, 0]);
  });

  it("D-ROUND-2 a stage outside any turn still ends when the clock leaves it", () => {
    let c = setPhase(pass(tracked()), "main");
    c = unwrap(endTurn(c));
    c = setPhase(c, "combat"); // a shared stage, no turn in progress
    c = setPhase(c, "end");
    expect(phaseEndsBy(c, "combat")).toBe(1);
  });
});

describe("rounds", () => {
  const explicit = (): Clock => unwrap(createClock([0, 1], 0, "setup", { rounds: "explicit" }));

  it("D-ROUND-2 with explicit rounds, the round changes only with endRound, after both players' turns and the shared stages", () => {
    let c = explicit();
    expect(currentRound(c)).toBe(1);
    c = unwrap(endTurn(pass(c)));
    c = unwrap(endTurn(pass(c)));
    c = setPhase(c, "battle");
    expect([currentRound(c), turnCycle(c)]).toEqual([1, 2]);
    c = unwrap(endRound(c));
    expect(currentRound(c)).toBe(2);
    expect(c.phase).toBe("battle"); // the phase stays until the clock moves on
  });

  it("without explicit rounds, the round is the turn cycle", () => {
    let c = unwrap(createClock([0, 1, 2], 0, "setup"));
    for (let i = 0; i < 7; i++) {
      c = pass(c);
      expect(currentRound(c)).toBe(turnCycle(c));
    }
  });

  it("endRound refuses a clock whose rounds are turn cycles, and a round end during a turn", () => {
    expect(errorCode(endRound(unwrap(createClock([0, 1], 0, "setup"))))).toBe(CoreErrorCode.BadConfig);
    expect(errorCode(endRound(pass(explicit())))).toBe("clock/turn-in-progress");
  });

  it("transitions never change their input", () => {
    const c = deepFreeze(unwrap(endTurn(setPhase(pass(unwrap(createClock([0, 1], 0, "setup", { trackPhases: ["draw"], rounds: "explicit" }))), "main"))));
    const snapshot = JSON.stringify(c);
    unwrap(endRound(c));
    setPhase(c, "x");
    unwrap(beginTurn(c, "draw"));
    expect(JSON.stringify(c)).toBe(snapshot);
  });
});

describe("parseClock with phase ends and rounds", () => {
  it("keeps phaseEnds and roundsEnded", () => {
    let c = unwrap(createClock([0, 1], 0, "setup", { trackPhases: ["combat"], rounds: "explicit" }));
    c = setPhase(setPhase(pass(c), "combat"), "end");
    c = unwrap(endRound(unwrap(endTurn(c))));
    expect(unwrap(parseClock(JSON.parse(JSON.stringify(c)) as unknown))).toEqual(c);
  });

  it("rejects malformed phaseEnds and roundsEnded", () => {
    const good: Clock = { players: [0, 1], turn: 1, active: 0, phase: "draw", turnsBegun: [1, 0], turnsEnded: [0, 0] };
    const broken: unknown[] = [
      { ...good, phaseEnds: {} },
      { ...good, phaseEnds: [null] },
      { ...good, phaseEnds: [{ ended: [0, 0] }] },
      { ...good, phaseEnds: [{ phase: "combat", ended: [0] }] },
      { ...good, phaseEnds: [{ phase: "combat", ended: [0, -1] }] },
      {
        ...good,
        phaseEnds: [
          { phase: "combat", ended: [0, 0] },
          { phase: "combat", ended: [0, 0] },
        ],
      },
      { ...good, roundsEnded: -1 },
      { ...good, roundsEnded: 1.5 },
      { ...good, roundsEnded: "1" },
      JSON.parse('{"__proto__":{},"players":[0,1],"turn":1,"active":0,"phase":"draw","turnsBegun":[1,0],"turnsEnded":[0,0]}'),
      { ...good, phaseEnds: [JSON.parse('{"__proto__":{},"phase":"combat","ended":[0,0]}')] },
    ];
    for (const b of broken) expect(errorCode(parseClock(b))).toBe(CoreErrorCode.BadState);
  });
});
