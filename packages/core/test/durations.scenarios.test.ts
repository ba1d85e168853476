/**
 * The time rules of the three games, modelled with core's clock only: each test plays the
 * game's turn, phase and round structure on a `Clock` and checks that core's durations and
 * schedules end and tick where the rule text (and its matrix row) says. No game package is
 * imported: these are the rules a game engine can hand to core instead of counting by hand.
 */
import { describe, expect, it } from "vitest";
import { beginTurn, createClock, currentRound, endRound, endTurn, isTurnInProgress, setPhase, turnCycle, type Clock, type ClockOptions } from "../src/clock.js";
import {
  forOwnerTurns,
  forPhaseEnds,
  forRounds,
  isExpired,
  ticksBetween,
  ticksElapsed,
  turnsRemaining,
  untilEndOfNextTurn,
  untilEndOfPhase,
  untilEndOfTurn,
  type Duration,
} from "../src/durations.js";
import type { PlayerId } from "../src/player.js";
import type { Result } from "../src/result.js";

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

// ------------------------------------------------------------------ Ward

/**
 * Ward's turn (W-9.1-1) as its engine names the phases: draw, summon (Summoning & Magic),
 * combat, magic (2nd Magic), end. The clock counts Combat Phase ends for DOT/HOT (W-11.1-1).
 */
const WARD: ClockOptions = { trackPhases: ["combat"] };

/** A Ward match at the beginning of turn `turn` (player 0 went first), in the Draw Phase. */
function wardAtTurn(turn: number): Clock {
  let c = unwrap(createClock([0, 1], 0, "setup", WARD));
  for (let i = 0; i < turn; i++) c = wardNextTurn(c);
  return c;
}

/** Plays the rest of the turn through the End phase, ends it, and begins the other player's turn. */
function wardNextTurn(clock: Clock): Clock {
  let c = clock;
  if (isTurnInProgress(c)) {
    c = setPhase(c, "end");
    c = unwrap(endTurn(c));
  }
  return unwrap(beginTurn(c, "draw"));
}

/**
 * A DOT as the engine would keep it: the damage per tick and its schedule. The engine applies
 * `ticksBetween(schedule, before, after)` ticks after every clock step and drops the DOT once
 * it has expired: no `ticksLeft` counter.
 */
interface Dot {
  readonly damage: number;
  readonly schedule: Duration;
}

/** Steps the clock with `step`, applies the DOT's ticks to `hp`, and reports both. */
function stepWithDot(clock: Clock, hp: number, dot: Dot, step: (c: Clock) => Clock): { clock: Clock; hp: number; ticks: number } {
  const after = step(clock);
  const ticks = ticksBetween(dot.schedule, clock, after);
  return { clock: after, hp: Math.max(0, hp - ticks * dot.damage), ticks };
}

/**
 * Ward's DOT schedule per W-AMB-32: applied during a combat, it ticks at the end of that
 * combat and then at the end of the same player's Combat Phase once per turn cycle; applied
 * outside combat, at the end of the applier's next Combat Phase, then once per turn cycle.
 */
function wardDot(clock: Clock, applier: PlayerId, turnCycles: number): Duration {
  const player = clock.phase === "combat" ? clock.active : applier;
  return unwrap(forPhaseEnds("combat", turnCycles, clock, { player }));
}

describe("Ward: DOT and HOT (section 11)", () => {
  it("W-11.3.1-1 / W-11.3.2-1 your Grizzly Bear's 2-cycle DOT on Bear Wolf: 10 at the end of that combat, none on the opponent's turn, the second 10 at the end of your next Combat Phase, then it ends", () => {
    // Turn 3: player 0's combat; Grizzly Bear hits Bear Wolf.
    const combat = setPhase(setPhase(wardAtTurn(3), "summon"), "combat");
    const dot: Dot = { damage: 10, schedule: wardDot(combat, 0, 2) };
    let hp = 60;

    let s = stepWithDot(combat, hp, dot, (c) => setPhase(c, "magic")); // end of that combat
    expect([s.ticks, s.hp]).toEqual([1, 50]);
    hp = s.hp;

    // Turn 4, the opponent's: Bear Wolf battles Grizzly Bear and is hit again (no new DOT, W-11.3-1).
    let c = s.clock;
    c = wardNextTurn(c);
    c = setPhase(setPhase(c, "summon"), "combat");
    s = stepWithDot(c, hp, dot, (x) => setPhase(x, "magic"));
    expect([s.ticks, s.hp]).toEqual([0, 50]);
    expect(isExpired(dot.schedule, s.clock)).toBe(false);

    // Turn 5, yours again: the second tick at the end of the Combat Phase, and the DOT is over.
    c = wardNextTurn(s.clock);
    c = setPhase(setPhase(c, "summon"), "combat");
    expect(isExpired(dot.schedule, c)).toBe(false);
    s = stepWithDot(c, s.hp, dot, (x) => setPhase(x, "magic"));
    expect([s.ticks, s.hp]).toEqual([1, 40]);
    expect(isExpired(dot.schedule, s.clock)).toBe(true);
    expect(ticksElapsed(dot.schedule, s.clock)).toBe(2);

    // Nothing more, ever.
    let later = s.clock;
    for (let i = 0; i < 6; i++) {
      const next = wardNextTurn(setPhase(setPhase(later, "summon"), "combat"));
      expect(ticksBetween(dot.schedule, later, next)).toBe(0);
      later = next;
    }
  });

  it("W-11.1-1 / W-AMB-32 a DOT applied during the opponent's combat (a return attack) first ticks at the end of that very combat, then at the end of that player's Combat Phases", () => {
    // Turn 4 is player 1's; player 0's creature hits back during player 1's battle.
    const opponentsCombat = setPhase(setPhase(wardAtTurn(4), "summon"), "combat");
    const dot: Dot = { damage: 10, schedule: wardDot(opponentsCombat, 0, 2) };
    expect(dot.schedule).toMatchObject({ kind: "phase-ends", phase: "combat", player: 1, count: 2 });

    const s = stepWithDot(opponentsCombat, 60, dot, (c) => setPhase(c, "magic"));
    expect([s.ticks, s.hp]).toEqual([1, 50]); // the end of that very combat

    // Turn 5 (player 0's, the applier's): no tick; turn 6 (player 1's): the second tick.
    let c = setPhase(setPhase(wardNextTurn(s.clock), "summon"), "combat");
    let t = stepWithDot(c, s.hp, dot, (x) => setPhase(x, "magic"));
    expect(t.ticks).toBe(0);
    c = setPhase(setPhase(wardNextTurn(t.clock), "summon"), "combat");
    t = stepWithDot(c, t.hp, dot, (x) => setPhase(x, "magic"));
    expect([t.ticks, t.hp]).toEqual([1, 40]);
    expect(isExpired(dot.schedule, t.clock)).toBe(true);
  });

  it("W-AMB-32 a DOT applied outside combat first ticks at the end of the applier's next Combat Phase", () => {
    // Applied in player 0's 2nd Magic Phase of turn 3 (after that combat): first tick on turn 5.
    const secondMagic = setPhase(setPhase(setPhase(wardAtTurn(3), "summon"), "combat"), "magic");
    const afterCombat = wardDot(secondMagic, 0, 1);
    let c = secondMagic;
    for (const turn of [4, 5]) {
      c = setPhase(setPhase(wardNextTurn(c), "summon"), "combat");
      const next = setPhase(c, "magic");
      expect([turn, ticksBetween(afterCombat, c, next)]).toEqual([turn, turn === 5 ? 1 : 0]);
      c = next;
    }

    // Applied in player 0's Summoning & Magic Phase (before combat): first tick at the end of this turn's combat.
    const summon = setPhase(wardAtTurn(3), "summon");
    const beforeCombat = wardDot(summon, 0, 1);
    const combat = setPhase(summon, "combat");
    expect(ticksBetween(beforeCombat, summon, combat)).toBe(0);
    expect(ticksBetween(beforeCombat, combat, setPhase(combat, "magic"))).toBe(1);
  });

  it("W-11.2-1 a DOT deals its damage at the end of the Combat Phase, not at the end of the turn", () => {
    const combat = setPhase(setPhase(wardAtTurn(3), "summon"), "combat");
    const schedule = wardDot(combat, 0, 1);
    const magic = setPhase(combat, "magic");
    expect(ticksBetween(schedule, combat, magic)).toBe(1); // the phase change out of combat
    const ended = unwrap(endTurn(setPhase(magic, "end")));
    expect(ticksBetween(schedule, magic, ended)).toBe(0); // the turn's end adds nothing
  });

  it("W-AMB-51 Backstab lasts until the end of the current turn", () => {
    const played = setPhase(wardAtTurn(3), "summon");
    const backstab = unwrap(untilEndOfTurn(played));
    const combat = setPhase(played, "combat");
    expect(isExpired(backstab, combat)).toBe(false);
    expect(isExpired(backstab, setPhase(combat, "end"))).toBe(false);
    expect(isExpired(backstab, unwrap(endTurn(setPhase(combat, "end"))))).toBe(true);
  });

  it("W-QS.3-4 / W-9.2.1-1 the turn cycle that Ward's own cycleOf computed is core's turnCycle", () => {
    expect([1, 2, 3, 4, 5].map((t) => turnCycle(wardAtTurn(t)))).toEqual([1, 1, 2, 2, 3]);
  });
});

// ------------------------------------------------------------------ Guardians

/**
 * Guardians' turn (G-TURN-1: Start, Action, Battle, End) and the In-between step after every
 * turn (G-AMB-22), as its engine runs them: the turn ends, then the clock is in "between".
 */
function guardiansAtTurn(turn: number, players = 2): Clock {
  let c = unwrap(createClock(Array.from({ length: players }, (_, i) => i), 0, "setup"));
  for (let i = 0; i < turn; i++) c = guardiansNextTurn(c);
  return c;
}

function guardiansNextTurn(clock: Clock): Clock {
  const c = isTurnInProgress(clock) ? guardiansEndTurn(clock).after : clock;
  return unwrap(beginTurn(c, "start"));
}

/** The End Phase, the turn's end, and the In-between step: the clocks before and after the turn ended. */
function guardiansEndTurn(clock: Clock): { before: Clock; after: Clock } {
  const before = setPhase(clock, "end");
  return { before, after: setPhase(unwrap(endTurn(before)), "between") };
}

describe("Guardians: Special Conditions and Quests", () => {
  it("G-POI-1 / G-AMB-23 poisoned for 3 of its owner's turns on the opponent's turn: 1 damage at every In-between step, removed after the owner's third turn", () => {
    const battle = setPhase(guardiansAtTurn(4), "battle"); // player 1 attacks player 0's Minion
    expect(battle.active).toBe(1);
    const poison = unwrap(forOwnerTurns(0, 3, battle)); // the d6 showed 3

    let c = battle;
    let everyBetween = 0;
    let ownerTurnsOnly = 0;
    const poisonedAtStart: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const { before, after } = guardiansEndTurn(c);
      // The In-between step: damage first (G-AMB-22), while the Poison was on during the turn...
      if (!isExpired(poison, before)) everyBetween += 1; // poison_damage_timing = every_between (default)
      ownerTurnsOnly += ticksBetween(poison, before, after); // = owner_turns_only: one of the owner's counted turns ended
      // ...and the duration's expiry last.
      c = unwrap(beginTurn(after, "start"));
      poisonedAtStart.push(!isExpired(poison, c));
    }
    expect(everyBetween).toBe(6); // after turns 4, 5, 6, 7, 8, 9: the owner's turns are 5, 7, 9
    expect(ownerTurnsOnly).toBe(3);
    expect(poisonedAtStart).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });

  it("G-AMB-23 re-poisoning rerolls and replaces: the new duration counts from the new roll", () => {
    const first = setPhase(guardiansAtTurn(2), "battle");
    const old = unwrap(forOwnerTurns(0, 1, first));
    const again = setPhase(guardiansAtTurn(4), "battle");
    const rerolled = unwrap(forOwnerTurns(0, 2, again));
    expect(isExpired(old, again)).toBe(true);
    expect(turnsRemaining(rerolled, again)).toBe(2);
  });

  it("G-PAR-2 / G-AMB-24 paralyzed on the opponent's turn: still paralyzed through the owner's turn, removed in the In-between step right after it", () => {
    const paralyzedThen = setPhase(guardiansAtTurn(2), "battle"); // player 1's turn, player 0's creature
    const paralysis = unwrap(untilEndOfNextTurn(0, paralyzedThen));
    let c = guardiansNextTurn(paralyzedThen); // player 0's turn 3
    expect(isExpired(paralysis, setPhase(c, "battle"))).toBe(false);
    const { before, after } = guardiansEndTurn(c);
    expect(isExpired(paralysis, before)).toBe(false);
    expect(isExpired(paralysis, after)).toBe(true); // removed in that In-between step

    // Paralyzed on its owner's own turn: that turn did not begin paralyzed, so the next one counts.
    c = setPhase(guardiansAtTurn(3), "action");
    const ownTurn = unwrap(untilEndOfNextTurn(0, c));
    c = guardiansNextTurn(guardiansNextTurn(c)); // player 1's turn 4, then player 0's turn 5
    expect(isExpired(ownTurn, c)).toBe(false);
    expect(isExpired(ownTurn, guardiansEndTurn(c).after)).toBe(true);
  });

  it("G-QUEST-4 / G-AMB-36 a Quest with Turn Count 2 placed this turn is checked at 2 End Phases, then discarded", () => {
    for (const includesPlacement of [true, false]) {
      const placed = setPhase(guardiansAtTurn(3), "action");
      const quest = unwrap(forOwnerTurns(0, 2, placed, { includeCurrentTurn: includesPlacement }));
      let c = placed;
      let checks = 0;
      for (;;) {
        const end = setPhase(c, "end");
        checks += 1; // the reward check
        if (turnsRemaining(quest, end) === 1) break; // this End Phase is its last: discard now
        c = guardiansNextTurn(guardiansNextTurn(end));
      }
      expect([includesPlacement, checks]).toEqual([includesPlacement, includesPlacement ? 2 : 3]);
    }
  });

  it("an ATK change 'until the end of the turn' (kept by hand in Guardians' atkMod) ends when that turn ends, in a 3-player duel too", () => {
    const action = setPhase(guardiansAtTurn(5, 3), "action");
    const boost = unwrap(untilEndOfTurn(action));
    expect(isExpired(boost, setPhase(action, "end"))).toBe(false);
    expect(isExpired(boost, guardiansEndTurn(action).after)).toBe(true);
  });

  it("G-AMB-14 the Guardian keeps the Attack Card's ATK until the end of that Guardian battle", () => {
    let c = unwrap(createClock([0, 1], 0, "setup", { trackPhases: ["guardian-battle"] }));
    c = setPhase(unwrap(beginTurn(c, "start")), "battle");
    const guardianBattle = setPhase(c, "guardian-battle");
    const attackCard = unwrap(untilEndOfPhase("guardian-battle", guardianBattle));
    expect(isExpired(attackCard, guardianBattle)).toBe(false);
    expect(isExpired(attackCard, setPhase(guardianBattle, "end"))).toBe(true);
  });
});

// ------------------------------------------------------------------ Wardom

/**
 * Wardom's round (D-ROUND-2): the first player's Start, Resource and Main; the second player's;
 * then Battle and End & Routing for both. Each player's three steps are a core turn; Battle and
 * End & Routing are stages outside any turn, and the round is ended explicitly. The first player
 * swaps every round (D-END-4).
 */
const WARDOM: ClockOptions = { trackPhases: ["battle"], rounds: "explicit" };

interface RoundMoments {
  readonly steps: readonly Clock[];
  readonly battle: Clock;
  readonly end: Clock;
  readonly after: Clock;
}

function playerSteps(clock: Clock, player: PlayerId): Clock[] {
  const start = unwrap(beginTurn(clock, "start", player));
  const resource = setPhase(start, "resource");
  const main = setPhase(resource, "main");
  return [start, resource, main, unwrap(endTurn(main))];
}

function wardomRound(clock: Clock, first: PlayerId): RoundMoments {
  const a = playerSteps(clock, first);
  const b = playerSteps(a[a.length - 1] ?? clock, first === 0 ? 1 : 0);
  const battle = setPhase(b[b.length - 1] ?? clock, "battle");
  const end = setPhase(battle, "end");
  return { steps: [...a, ...b], battle, end, after: unwrap(endRound(end)) };
}

describe("Wardom: rounds and stages", () => {
  it("D-ROUND-2 / D-END-4 a round is both players' steps, then Battle and End & Routing; the round number changes only when the round ends", () => {
    let c = unwrap(createClock([0, 1], 0, "setup", WARDOM));
    for (const [round, first] of [
      [1, 0],
      [2, 1],
      [3, 0],
    ] as const) {
      const r = wardomRound(c, first);
      for (const m of [...r.steps, r.battle, r.end]) expect(currentRound(m)).toBe(round);
      expect(isTurnInProgress(r.battle)).toBe(false); // Battle belongs to neither player's turn
      expect(turnCycle(r.battle)).toBe(round + 1); // which is why the round is not the turn cycle
      expect(currentRound(r.after)).toBe(round + 1);
      c = r.after;
    }
  });

  it("D-AMB-2 Frozen Touch's Frozen (round unit, the default) lasts until the end of the next round's End & Routing Stage", () => {
    const r1 = wardomRound(unwrap(createClock([0, 1], 0, "setup", WARDOM)), 0);
    const frozen = unwrap(forRounds(2, r1.battle)); // frozen at the start of round 1's battle
    expect(isExpired(frozen, r1.after)).toBe(false);
    const r2 = wardomRound(r1.after, 1);
    for (const m of [...r2.steps, r2.battle, r2.end]) expect(isExpired(frozen, m)).toBe(false);
    expect(isExpired(frozen, r2.after)).toBe(true);
  });

  it("D-AMB-2 with turn_duration_unit = player_steps, 'until the end of the next turn' ends with that player's next Main Stage", () => {
    const r1 = wardomRound(unwrap(createClock([0, 1], 0, "setup", WARDOM)), 0);
    const frozen = unwrap(untilEndOfNextTurn(1, r1.battle));
    const r2 = wardomRound(r1.after, 1); // player 1 acts first in round 2
    const [start, resource, main, ended] = r2.steps;
    for (const m of [start, resource, main]) expect(m !== undefined && isExpired(frozen, m)).toBe(false);
    expect(ended !== undefined && isExpired(frozen, ended)).toBe(true);
  });

  it("D-ST.LastWill-1 'during a turn' is the current round: forRounds(1) ends with this round", () => {
    const r1 = wardomRound(unwrap(createClock([0, 1], 0, "setup", WARDOM)), 0);
    const survives = unwrap(forRounds(1, r1.battle));
    expect(isExpired(survives, r1.end)).toBe(false);
    expect(isExpired(survives, r1.after)).toBe(true);
  });

  it("D-ST.Corruption-1 a change 'for that battle' set up in a Main Stage ends as soon as the round's Battle Stage is over", () => {
    const c = unwrap(createClock([0, 1], 0, "setup", WARDOM));
    const main = playerSteps(c, 0)[2] ?? c;
    const thisBattle = unwrap(untilEndOfPhase("battle", main));
    const r = wardomRound(c, 0);
    expect(isExpired(thisBattle, r.battle)).toBe(false);
    expect(isExpired(thisBattle, r.end)).toBe(true);
    // Made during the battle itself, it ends with that battle too.
    const during = unwrap(untilEndOfPhase("battle", r.battle));
    expect([isExpired(during, r.battle), isExpired(during, r.end)]).toEqual([false, true]);
  });
});
