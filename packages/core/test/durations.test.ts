import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { beginTurn, createClock, endTurn, isTurnInProgress, setPhase, turnsBegunBy, type Clock } from "../src/clock.js";
import {
  forOwnerTurns,
  forPhaseEnds,
  forRounds,
  forTurnCycles,
  isExpired,
  parseDuration,
  permanent,
  ticksBetween,
  ticksElapsed,
  turnsRemaining,
  untilEndOfNextTurn,
  untilEndOfPhase,
  untilEndOfTurn,
  whileAttached,
  type Duration,
} from "../src/durations.js";
import { CoreErrorCode } from "../src/errors.js";
import { isPlainJson } from "../src/json.js";
import type { Result } from "../src/result.js";

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function errorCode<T>(r: Result<T>): string {
  if (r.ok) throw new Error("expected an error");
  return r.error.code;
}

/** Ward's five phases (W-9.1-1). */
const PHASES = ["draw", "summon-magic", "combat", "magic-2", "end"] as const;

/** Ends the current turn if one is in progress and begins the next one in seating order, in the Draw phase. */
function nextTurn(clock: Clock): Clock {
  const ended = isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
  return unwrap(beginTurn(ended, "draw"));
}

/** A two-player Ward clock at the start of turn `turn` (player 0 went first). */
function wardClockAtTurn(turn: number): Clock {
  let c = unwrap(createClock([0, 1], 0, "setup"));
  for (let i = 0; i < turn; i++) c = nextTurn(c);
  return c;
}

/** Every phase of the current turn after `from` (exclusive), then the turn's end. */
function restOfTurn(clock: Clock, from: (typeof PHASES)[number]): Clock[] {
  const out: Clock[] = [];
  let c = clock;
  for (const p of PHASES.slice(PHASES.indexOf(from) + 1)) {
    c = setPhase(c, p);
    out.push(c);
  }
  out.push(unwrap(endTurn(c)));
  return out;
}

/** Every moment of one whole turn: its beginning, each phase, and its end. */
function wholeTurn(clock: Clock): Clock[] {
  const start = nextTurn(clock);
  return [start, ...restOfTurn(start, "draw")];
}

describe("turn cycles", () => {
  it("W-9.2.3.2-1 Ghost Form (2 turn cycles) played in your 2nd Magic Phase lasts the rest of your turn, the opponent's turn, your next turn, the opponent's next turn, and ends at the start of your following turn before you draw", () => {
    // Turn T = 3 is player 0's second turn; Ghost Form is played in its 2nd Magic Phase.
    const played = setPhase(wardClockAtTurn(3), "magic-2");
    expect([played.turn, played.active]).toEqual([3, 0]);
    const ghostForm = unwrap(forTurnCycles(2, played));
    expect(ghostForm).toEqual({ kind: "turn-cycles", count: 2, anchor: 0, from: 2 });

    const active: Clock[] = [played, ...restOfTurn(played, "magic-2")]; // rest of T
    let c = active[active.length - 1] ?? played;
    for (let t = 0; t < 3; t++) {
      const turn = wholeTurn(c); // T+1 (player 1), T+2 (player 0), T+3 (player 1)
      active.push(...turn);
      c = turn[turn.length - 1] ?? c;
    }
    for (const moment of active) expect(isExpired(ghostForm, moment)).toBe(false);
    expect(active.map((m) => m.turn).filter((t, i, a) => a.indexOf(t) === i)).toEqual([3, 4, 5, 6]);

    const following = nextTurn(c); // T+4, player 0, Draw phase: nothing drawn yet
    expect([following.turn, following.active, following.phase]).toEqual([7, 0, "draw"]);
    expect(isExpired(ghostForm, following)).toBe(true);
  });

  it("W-9.2.3-1 X turn cycles played on your own turn T expire at the start of your turn T + 2X, before drawing", () => {
    for (const x of [1, 2, 3]) {
      const t = 5; // player 0's turn
      const d = unwrap(forTurnCycles(x, wardClockAtTurn(t)));
      let c = wardClockAtTurn(t);
      while (c.turn < t + 2 * x - 1) {
        c = nextTurn(c);
        expect(isExpired(d, c)).toBe(false);
      }
      c = nextTurn(c);
      expect([c.turn, c.active, isExpired(d, c)]).toEqual([t + 2 * x, 0, true]);
    }
  });

  it("W-9.2.3.1-1 the phase the card was played in does not change when it ends", () => {
    const start = wardClockAtTurn(3);
    const early = unwrap(forTurnCycles(2, setPhase(start, "summon-magic")));
    const late = unwrap(forTurnCycles(2, setPhase(start, "magic-2")));
    expect(early).toEqual(late);
  });

  it("W-AMB-28 played on the opponent's turn, a turn-cycle effect is anchored on that opponent", () => {
    const opponentsTurn = wardClockAtTurn(4); // player 1's turn
    const d = unwrap(forTurnCycles(2, opponentsTurn));
    expect(d).toMatchObject({ anchor: 1 });
    let c = opponentsTurn;
    for (let i = 0; i < 3; i++) {
      c = nextTurn(c);
      expect(isExpired(d, c)).toBe(false);
    }
    c = nextTurn(c); // turn 8, player 1's
    expect([c.active, isExpired(d, c)]).toEqual([1, true]);
  });

  it("rejects a count that is not a whole number of at least 1", () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(errorCode(forTurnCycles(n, wardClockAtTurn(1)))).toBe(CoreErrorCode.BadConfig);
  });
});

describe("until end of next turn", () => {
  it("for the active player, the current turn does not count: it lasts to the end of their next turn", () => {
    const now = setPhase(wardClockAtTurn(1), "combat"); // player 0's turn
    const d = unwrap(untilEndOfNextTurn(0, now));
    let c = unwrap(endTurn(now));
    expect(isExpired(d, c)).toBe(false);
    c = nextTurn(c); // player 1
    c = nextTurn(c); // player 0's next turn
    expect(isExpired(d, c)).toBe(false);
    expect(isExpired(d, unwrap(endTurn(c)))).toBe(true);
  });

  it("for another player, it lasts to the end of their upcoming turn", () => {
    const now = wardClockAtTurn(1); // player 0's turn
    const d = unwrap(untilEndOfNextTurn(1, now));
    const c = nextTurn(now); // player 1
    expect(isExpired(d, c)).toBe(false);
    expect(isExpired(d, unwrap(endTurn(c)))).toBe(true);
  });

  it("rejects an unseated player", () => {
    expect(errorCode(untilEndOfNextTurn(3, wardClockAtTurn(1)))).toBe(CoreErrorCode.UnknownPlayer);
  });
});

describe("owner turns", () => {
  it("G-POI-1 poisoned for 3 of its owner's turns (poisoned on the opponent's turn): gone when the owner's third turn ends", () => {
    const now = wardClockAtTurn(2); // player 1's turn poisons player 0's creature
    const d = unwrap(forOwnerTurns(0, 3, now));
    let c = now;
    for (let i = 0; i < 3; i++) {
      c = nextTurn(c); // player 0
      expect(isExpired(d, c)).toBe(false);
      expect(turnsRemaining(d, c)).toBe(3 - i);
      c = unwrap(endTurn(c));
      expect(isExpired(d, c)).toBe(i === 2);
      if (i < 2) c = nextTurn(c); // player 1
    }
  });

  it("on the owner's own turn the current turn does not count, unless includeCurrentTurn", () => {
    const now = wardClockAtTurn(1); // player 0's turn
    const excluded = unwrap(forOwnerTurns(0, 1, now));
    const included = unwrap(forOwnerTurns(0, 1, now, { includeCurrentTurn: true }));
    const ended = unwrap(endTurn(now));
    expect(isExpired(excluded, ended)).toBe(false);
    expect(isExpired(included, ended)).toBe(true);
    // includeCurrentTurn only matters while the owner's turn is in progress
    expect(unwrap(forOwnerTurns(1, 1, now, { includeCurrentTurn: true }))).toEqual(unwrap(forOwnerTurns(1, 1, now)));
  });

  it("rejects a bad count or owner", () => {
    expect(errorCode(forOwnerTurns(0, 0, wardClockAtTurn(1)))).toBe(CoreErrorCode.BadConfig);
    expect(errorCode(forOwnerTurns(9, 1, wardClockAtTurn(1)))).toBe(CoreErrorCode.UnknownPlayer);
  });
});

describe("permanent and while attached", () => {
  it("a permanent duration never expires and has no count", () => {
    const c = wardClockAtTurn(40);
    expect(isExpired(permanent(), c)).toBe(false);
    expect(turnsRemaining(permanent(), c)).toBeNull();
  });

  it("W-6.4.2-2 an equip lasts while attached to its host, as the game reports it", () => {
    const d = whileAttached("boots", "behemoth");
    const c = wardClockAtTurn(1);
    expect(isExpired(d, c, { isAttached: (card, host) => card === "boots" && host === "behemoth" })).toBe(false);
    expect(isExpired(d, c, { isAttached: () => false })).toBe(true);
    expect(isExpired(d, c)).toBe(false); // without isAttached it cannot tell
    expect(turnsRemaining(d, c)).toBeNull();
  });

  it("a duration naming a player who is not seated never expires", () => {
    const c = wardClockAtTurn(9);
    expect(isExpired({ kind: "owner-turns", owner: 7, count: 1, target: 1 }, c)).toBe(false);
    expect(isExpired({ kind: "turn-cycles", count: 1, anchor: 7, from: 0 }, c)).toBe(false);
    expect(isExpired({ kind: "until-end-of-next-turn", player: 7, target: 1 }, c)).toBe(false);
  });
});

describe("parseDuration", () => {
  it("accepts every kind and drops extra fields", () => {
    const all: Duration[] = [
      { kind: "permanent" },
      { kind: "turn-cycles", count: 2, anchor: 0, from: 1 },
      { kind: "until-end-of-next-turn", player: 1, target: 3 },
      { kind: "owner-turns", owner: 0, count: 3, target: 4 },
      { kind: "while-attached", card: "a", host: "b" },
      { kind: "phase-ends", phase: "combat", player: 1, count: 2, from: 3 },
      { kind: "phase-ends", phase: "battle", player: null, count: 1, from: 0 },
      { kind: "rounds", count: 2, from: 4 },
    ];
    for (const d of all) expect(unwrap(parseDuration(JSON.parse(JSON.stringify({ ...d, extra: 1 }))))).toEqual(d);
  });

  it("rejects malformed durations", () => {
    const bad: unknown[] = [
      null,
      [],
      { kind: "forever" },
      { kind: "turn-cycles", count: 0, anchor: 0, from: 1 },
      { kind: "turn-cycles", count: 1, anchor: -1, from: 1 },
      { kind: "turn-cycles", count: 1, anchor: 0, from: 0.5 },
      { kind: "until-end-of-next-turn", player: "0", target: 1 },
      { kind: "until-end-of-next-turn", player: 0, target: 0 },
      { kind: "owner-turns", owner: 0, count: 2 },
      { kind: "owner-turns", owner: 0, count: 0, target: 1 },
      { kind: "owner-turns", owner: null, count: 1, target: 1 },
      { kind: "while-attached", card: 1, host: "b" },
      { kind: "phase-ends", phase: 1, player: 0, count: 1, from: 0 },
      { kind: "phase-ends", phase: "combat", count: 1, from: 0 },
      { kind: "phase-ends", phase: "combat", player: -1, count: 1, from: 0 },
      { kind: "phase-ends", phase: "combat", player: null, count: 0, from: 0 },
      { kind: "phase-ends", phase: "combat", player: null, count: 1, from: -1 },
      { kind: "rounds", count: 0, from: 0 },
      { kind: "rounds", count: 1 },
      JSON.parse('{"__proto__":{},"kind":"permanent"}'),
    ];
    for (const b of bad) expect(errorCode(parseDuration(b))).toBe(CoreErrorCode.BadState);
  });
});

describe("phase ends", () => {
  const tracked = (): Clock => unwrap(beginTurn(unwrap(createClock([0, 1], 0, "setup", { trackPhases: ["combat"] })), "draw"));

  it("W-11.1-1 until the end of this combat: the occurrence in progress; outside the phase, the next one", () => {
    const combat = setPhase(tracked(), "combat");
    const now = unwrap(untilEndOfPhase("combat", combat));
    expect(now).toEqual({ kind: "phase-ends", phase: "combat", player: null, count: 1, from: 0 });
    expect(isExpired(now, setPhase(combat, "magic-2"))).toBe(true);
    const early = unwrap(untilEndOfPhase("combat", tracked()));
    expect(early).toEqual(now); // made in the Draw phase, it waits for this turn's combat
  });

  it("counts one player's occurrences, or anyone's", () => {
    const c0 = setPhase(tracked(), "combat");
    const mine = unwrap(forPhaseEnds("combat", 2, c0, { player: 0 }));
    const anyone = unwrap(forPhaseEnds("combat", 2, c0));
    let c = nextTurn(setPhase(c0, "end")); // player 0's combat ended; player 1's turn
    c = setPhase(setPhase(c, "combat"), "end"); // player 1's combat ended
    expect([ticksElapsed(mine, c), ticksElapsed(anyone, c)]).toEqual([1, 2]);
    expect([isExpired(mine, c), isExpired(anyone, c)]).toEqual([false, true]);
    expect(turnsRemaining(mine, c)).toBe(1);
  });

  it("refuses an untracked phase, a bad count and an unseated player", () => {
    const c = tracked();
    expect(errorCode(forPhaseEnds("battle", 1, c))).toBe(CoreErrorCode.BadConfig);
    expect(errorCode(untilEndOfPhase("combat", wardClockAtTurn(1)))).toBe(CoreErrorCode.BadConfig); // a clock made without trackPhases
    expect(errorCode(forPhaseEnds("combat", 0, c))).toBe(CoreErrorCode.BadConfig);
    expect(errorCode(forPhaseEnds("combat", 1, c, { player: 5 }))).toBe(CoreErrorCode.UnknownPlayer);
  });

  it("a phase-end duration naming a player who is not seated, or a phase the clock does not track, never expires", () => {
    const c = setPhase(setPhase(tracked(), "combat"), "end");
    expect(isExpired({ kind: "phase-ends", phase: "combat", player: 7, count: 1, from: 0 }, c)).toBe(false);
    expect(isExpired({ kind: "phase-ends", phase: "battle", player: null, count: 1, from: 0 }, c)).toBe(false);
    expect(ticksElapsed({ kind: "phase-ends", phase: "combat", player: 7, count: 1, from: 0 }, c)).toBe(0);
  });
});

describe("rounds", () => {
  it("D-AMB-2 on a clock without explicit rounds a round is a turn cycle: forRounds(1) ends when every player has ended a turn", () => {
    const c = wardClockAtTurn(1);
    const d = unwrap(forRounds(1, c));
    expect(d).toEqual({ kind: "rounds", count: 1, from: 0 });
    const second = nextTurn(c);
    expect(isExpired(d, second)).toBe(false);
    expect(isExpired(d, unwrap(endTurn(second)))).toBe(true);
  });

  it("rejects a bad count", () => {
    for (const n of [0, 2.5, -1]) expect(errorCode(forRounds(n, wardClockAtTurn(1)))).toBe(CoreErrorCode.BadConfig);
  });
});

describe("until the end of this turn", () => {
  it("W-AMB-51 is an owner-turns duration of the active player that counts the turn in progress", () => {
    const c = wardClockAtTurn(3);
    const d = unwrap(untilEndOfTurn(c));
    expect(d).toEqual(unwrap(forOwnerTurns(0, 1, c, { includeCurrentTurn: true })));
    expect(isExpired(d, unwrap(endTurn(c)))).toBe(true);
  });

  it("refuses when no turn is in progress", () => {
    expect(errorCode(untilEndOfTurn(unwrap(createClock([0, 1], 0, "setup"))))).toBe("clock/no-turn");
    expect(errorCode(untilEndOfTurn(unwrap(endTurn(wardClockAtTurn(1)))))).toBe("clock/no-turn");
  });
});

describe("ticks", () => {
  it("G-POI-1 the ticks of an owner-turns duration are the ends of the owner's counted turns", () => {
    const poisoned = wardClockAtTurn(2); // player 1's turn poisons player 0's creature
    const d = unwrap(forOwnerTurns(0, 2, poisoned));
    let c = poisoned;
    const ticks: number[] = [];
    for (let i = 0; i < 6; i++) {
      const next = isTurnInProgress(c) ? unwrap(endTurn(c)) : nextTurn(c);
      ticks.push(ticksBetween(d, c, next));
      c = next;
    }
    // end of turn 2 (player 1), begin 3, end 3 (player 0: tick), begin 4, end 4, begin 5
    expect(ticks).toEqual([0, 0, 1, 0, 0, 0]);
    expect(ticksElapsed(d, c)).toBe(1);
  });

  it("W-9.2.3-1 the ticks of a turn-cycle duration are its anchor's turn beginnings", () => {
    const d = unwrap(forTurnCycles(2, wardClockAtTurn(1)));
    expect([1, 2, 3, 4, 5].map((t) => ticksElapsed(d, wardClockAtTurn(t)))).toEqual([0, 0, 1, 1, 2]);
  });

  it("until-end-of-next-turn has one tick, its end; permanent and while-attached have none", () => {
    const c = wardClockAtTurn(1);
    const d = unwrap(untilEndOfNextTurn(1, c));
    const second = nextTurn(c);
    expect(ticksBetween(d, second, unwrap(endTurn(second)))).toBe(1);
    expect(ticksElapsed(permanent(), c)).toBeNull();
    expect(ticksElapsed(whileAttached("a", "b"), c)).toBeNull();
    expect(ticksBetween(permanent(), c, second)).toBe(0);
  });
});

// ---------------------------------------------------------------- properties

type Step = { kind: "pass" } | { kind: "extra"; player: number } | { kind: "end" } | { kind: "phase"; phase: number };
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "pass" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), player: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "end" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("phase" as const), phase: fc.nat(PHASES.length - 1) }) },
);

function step(clock: Clock, s: Step): Clock {
  switch (s.kind) {
    case "pass":
      return nextTurn(clock);
    case "extra": {
      const ended = isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
      return unwrap(beginTurn(ended, "draw", clock.players[s.player % clock.players.length]));
    }
    case "end":
      return isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
    case "phase":
      return setPhase(clock, PHASES[s.phase] ?? "draw");
  }
}

interface Make {
  kind: "cycles" | "next" | "owner" | "ownerNow";
  count: number;
  player: number;
}
const arbMake: fc.Arbitrary<Make> = fc.record({
  kind: fc.constantFrom("cycles" as const, "next" as const, "owner" as const, "ownerNow" as const),
  count: fc.integer({ min: 1, max: 4 }),
  player: fc.nat(3),
});

function make(m: Make, clock: Clock): Duration {
  const p = clock.players[m.player % clock.players.length] ?? 0;
  switch (m.kind) {
    case "cycles":
      return unwrap(forTurnCycles(m.count, clock));
    case "next":
      return unwrap(untilEndOfNextTurn(p, clock));
    case "owner":
      return unwrap(forOwnerTurns(p, m.count, clock));
    case "ownerNow":
      return unwrap(forOwnerTurns(p, m.count, clock, { includeCurrentTurn: true }));
  }
}

const arbRun = fc.record({
  players: fc.integer({ min: 1, max: 4 }),
  before: fc.array(arbStep, { maxLength: 12 }),
  make: arbMake,
  after: fc.array(arbStep, { maxLength: 30 }),
});

describe("duration laws", () => {
  test.prop([arbRun])(
    "expiry is monotonic: once expired, a duration stays expired as the clock advances; the turns left never go up and reach 0 exactly when it expires",
    ({ players, before, make: m, after }) => {
      let c = unwrap(createClock(Array.from({ length: players }, (_, i) => i), 0, "setup"));
      for (const s of before) c = step(c, s);
      const d = make(m, c);
      expect(isPlainJson(d)).toBe(true);
      expect(isExpired(d, c)).toBe(false); // nothing expires the moment it is created
      let wasExpired = false;
      let left = turnsRemaining(d, c) ?? 0;
      for (const s of after) {
        c = step(c, s);
        const now = isExpired(d, c);
        if (wasExpired) expect(now).toBe(true);
        wasExpired = now;
        const r = turnsRemaining(d, c) ?? 0;
        expect(r).toBeLessThanOrEqual(left);
        expect(r === 0).toBe(now);
        left = r;
      }
    },
  );

  test.prop([arbRun])(
    "a turn-cycle duration expires exactly when its anchor begins its count-th next turn (W-9.2.3-1)",
    ({ players, before, make: m, after }) => {
      let c = unwrap(createClock(Array.from({ length: players }, (_, i) => i), 0, "setup"));
      for (const s of before) c = step(c, s);
      const d = unwrap(forTurnCycles(m.count, c));
      const anchor = c.active;
      const goal = turnsBegunBy(c, anchor) + m.count;
      for (const s of after) {
        const prev = c;
        c = step(c, s);
        const becameExpired = !isExpired(d, prev) && isExpired(d, c);
        const anchorBegan = turnsBegunBy(c, anchor) === goal && turnsBegunBy(prev, anchor) === goal - 1;
        expect(becameExpired).toBe(anchorBegan);
        if (becameExpired) expect([c.active, c.phase]).toEqual([anchor, "draw"]);
      }
    },
  );
});
