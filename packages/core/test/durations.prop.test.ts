/**
 * Laws of every kind of duration, on clocks that track phases and rounds, driven by random
 * sequences of clock steps (turns in and out of seating order, turn ends, phase changes,
 * explicit round ends). Failures print the fast-check seed and path for replay.
 */
import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { beginTurn, createClock, endRound, endTurn, isTurnInProgress, parseClock, phaseEndsBy, setPhase, type Clock } from "../src/clock.js";
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
import { isPlainJson } from "../src/json.js";
import type { Result } from "../src/result.js";

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Phases the random runs move between; "combat" and "battle" are tracked, "draw" and "main" are not. */
const PHASES = ["draw", "combat", "main", "battle"] as const;
const TRACKED = ["combat", "battle"] as const;

type Step =
  | { readonly kind: "pass" }
  | { readonly kind: "extra"; readonly player: number }
  | { readonly kind: "end" }
  | { readonly kind: "phase"; readonly phase: number }
  | { readonly kind: "round" };

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "pass" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), player: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.constant({ kind: "end" as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("phase" as const), phase: fc.nat(PHASES.length - 1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "round" as const }) },
);

/** One clock step; a step the clock refuses (a round end during a turn) leaves it unchanged. */
function step(clock: Clock, s: Step): Clock {
  switch (s.kind) {
    case "pass": {
      const ended = isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
      return unwrap(beginTurn(ended, "draw"));
    }
    case "extra": {
      const ended = isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
      return unwrap(beginTurn(ended, "main", clock.players[s.player % clock.players.length]));
    }
    case "end":
      return isTurnInProgress(clock) ? unwrap(endTurn(clock)) : clock;
    case "phase":
      return setPhase(clock, PHASES[s.phase] ?? "draw");
    case "round": {
      const r = endRound(clock);
      return r.ok ? r.value : clock;
    }
  }
}

type Make =
  | { readonly kind: "cycles" | "rounds"; readonly count: number }
  | { readonly kind: "next" | "owner" | "ownerNow"; readonly count: number; readonly player: number }
  | { readonly kind: "phase"; readonly count: number; readonly phase: number; readonly player: number | null }
  | { readonly kind: "thisPhase"; readonly phase: number }
  | { readonly kind: "thisTurn" };

const arbMake: fc.Arbitrary<Make> = fc.oneof(
  fc.record({ kind: fc.constantFrom("cycles" as const, "rounds" as const), count: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constantFrom("next" as const, "owner" as const, "ownerNow" as const), count: fc.integer({ min: 1, max: 4 }), player: fc.nat(3) }),
  fc.record({
    kind: fc.constant("phase" as const),
    count: fc.integer({ min: 1, max: 4 }),
    phase: fc.nat(TRACKED.length - 1),
    player: fc.option(fc.nat(3), { nil: null }),
  }),
  fc.record({ kind: fc.constant("thisPhase" as const), phase: fc.nat(TRACKED.length - 1) }),
  fc.constant({ kind: "thisTurn" as const }),
);

/** The duration `m` describes, made now; `undefined` when it cannot be made now ("this turn" between turns). */
function make(m: Make, clock: Clock): Duration | undefined {
  const seat = (n: number): number => clock.players[n % clock.players.length] ?? 0;
  switch (m.kind) {
    case "cycles":
      return unwrap(forTurnCycles(m.count, clock));
    case "rounds":
      return unwrap(forRounds(m.count, clock));
    case "next":
      return unwrap(untilEndOfNextTurn(seat(m.player), clock));
    case "owner":
      return unwrap(forOwnerTurns(seat(m.player), m.count, clock));
    case "ownerNow":
      return unwrap(forOwnerTurns(seat(m.player), m.count, clock, { includeCurrentTurn: true }));
    case "phase": {
      const phase = TRACKED[m.phase] ?? "combat";
      return unwrap(m.player === null ? forPhaseEnds(phase, m.count, clock) : forPhaseEnds(phase, m.count, clock, { player: seat(m.player) }));
    }
    case "thisPhase":
      return unwrap(untilEndOfPhase(TRACKED[m.phase] ?? "combat", clock));
    case "thisTurn": {
      const r = untilEndOfTurn(clock);
      return r.ok ? r.value : undefined;
    }
  }
}

/** How many ticks the duration has in all. */
function totalTicks(d: Duration): number | null {
  switch (d.kind) {
    case "permanent":
    case "while-attached":
      return null;
    case "until-end-of-next-turn":
      return 1;
    default:
      return d.count;
  }
}

const arbRun = fc.record({
  players: fc.integer({ min: 1, max: 4 }),
  explicitRounds: fc.boolean(),
  before: fc.array(arbStep, { maxLength: 14 }),
  make: arbMake,
  after: fc.array(arbStep, { maxLength: 40 }),
});

function start(players: number, explicitRounds: boolean): Clock {
  const seats = Array.from({ length: players }, (_, i) => i);
  return unwrap(createClock(seats, 0, "draw", { trackPhases: TRACKED, rounds: explicitRounds ? "explicit" : "turn-cycles" }));
}

describe("duration laws, every kind, clocks with tracked phases and rounds", () => {
  test.prop([arbRun])(
    "an expired duration never un-expires as the clock advances; what is left never goes up and is 0 exactly when it has expired",
    ({ players, explicitRounds, before, make: m, after }) => {
      let c = start(players, explicitRounds);
      for (const s of before) c = step(c, s);
      const d = make(m, c);
      fc.pre(d !== undefined);
      expect(isExpired(d, c)).toBe(false); // nothing has expired the moment it is made
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
    "ticks: never more than the duration's count, never taken back, all counted once by ticksBetween, and complete exactly when it expires",
    ({ players, explicitRounds, before, make: m, after }) => {
      let c = start(players, explicitRounds);
      for (const s of before) c = step(c, s);
      const d = make(m, c);
      fc.pre(d !== undefined);
      const total = totalTicks(d) ?? 0;
      const first = c;
      expect(ticksElapsed(d, c)).toBe(0);
      let sum = 0;
      for (const s of after) {
        const prev = c;
        c = step(c, s);
        const ticks = ticksBetween(d, prev, c);
        expect(ticks).toBeGreaterThanOrEqual(0);
        expect(ticksBetween(d, c, prev)).toBe(0); // backwards, nothing
        sum += ticks;
        const elapsed = ticksElapsed(d, c) ?? 0;
        expect(elapsed).toBe(sum);
        expect(elapsed).toBeLessThanOrEqual(total);
        expect(elapsed === total).toBe(isExpired(d, c));
      }
      expect(ticksBetween(d, first, c)).toBe(sum);
    },
  );

  test.prop([arbRun])(
    "W-11.1-1 / W-AMB-32 a phase-end schedule for one player ticks only when the clock leaves that phase while it is that player's",
    ({ players, explicitRounds, before, after }) => {
      let c = start(players, explicitRounds);
      for (const s of before) c = step(c, s);
      const d = unwrap(forPhaseEnds("combat", 3, c, { player: c.active }));
      const owner = c.active;
      for (const s of after) {
        const prev = c;
        c = step(c, s);
        if (ticksBetween(d, prev, c) > 0) {
          expect(prev.phase).toBe("combat");
          expect(prev.active).toBe(owner);
          expect(c.phase !== "combat" || c.turn !== prev.turn).toBe(true);
        }
      }
    },
  );

  test.prop([arbRun])("durations and clocks are plain JSON and survive a save: parse(JSON) gives back an equal value", ({ players, explicitRounds, before, make: m, after }) => {
    let c = start(players, explicitRounds);
    for (const s of before) c = step(c, s);
    const made = make(m, c);
    const all: Duration[] = [permanent(), whileAttached("c1", "c2")];
    if (made !== undefined) all.push(made);
    for (const s of after) {
      c = step(c, s);
      expect(isPlainJson(c)).toBe(true);
      expect(unwrap(parseClock(JSON.parse(JSON.stringify(c)) as unknown))).toEqual(c);
    }
    for (const d of all) {
      expect(isPlainJson(d)).toBe(true);
      expect(unwrap(parseDuration(JSON.parse(JSON.stringify(d)) as unknown))).toEqual(d);
    }
  });

  test.prop([arbRun])("phase-end counts never go down, and everyone's count is the sum over the seats", ({ players, explicitRounds, before, after }) => {
    let c = start(players, explicitRounds);
    for (const s of [...before, ...after]) {
      const prev = c;
      c = step(c, s);
      for (const phase of TRACKED) {
        let sum = 0;
        for (const p of c.players) {
          expect(phaseEndsBy(c, phase, p)).toBeGreaterThanOrEqual(phaseEndsBy(prev, phase, p));
          sum += phaseEndsBy(c, phase, p);
        }
        expect(phaseEndsBy(c, phase)).toBe(sum);
      }
      expect(phaseEndsBy(c, "draw")).toBe(0); // untracked
    }
  });
});
