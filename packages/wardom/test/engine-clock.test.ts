// Rounds and stages on core's clock: the engine runs roundSteps and END_STAGE_ORDER, the first
// player and the round are read from the clock, and saved states keep the clock consistent.
import { describe, expect, it } from "vitest";
import { appendActions, createRecord, currentRound, finishRecord, isTurnInProgress, replay, Rng, seedRng, type GameEvent, type PlayerId } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { demoConfig, describeEvent, END_STAGE_ORDER, firstPlayerOf, nextFirstPlayer, roundSteps, ruleset, type RoundStep, type WardomState } from "../src/index.js";
import { build, clockAt } from "./helpers.js";

/** A random match of `seed`: every state reached and every event, in order. */
function playout(seed: number, steps = 3000): { readonly states: WardomState[]; readonly events: GameEvent[] } {
  const rng = new Rng(seedRng(seed));
  let s = assertOk(ruleset.setup(demoConfig(seed)));
  const states = [s];
  const events: GameEvent[] = [];
  for (let i = 0; i < steps && s.outcome === null; i++) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const step = assertOk(ruleset.apply(s, p, legal[rng.int(legal.length)] ?? legal[0] ?? { type: "end" }));
    s = step.state;
    states.push(s);
    events.push(...step.events);
  }
  return { states, events };
}

describe("rounds and stages on the core clock", () => {
  it("D-ROUND-1 D-ROUND-2 D-END-4 the engine runs the steps of roundSteps in order, round after round, the first player swapping", () => {
    for (const seed of [1, 2, 3, 4]) {
      const { events } = playout(seed);
      const chosen = events.find((e) => e.type === "first-player-chosen");
      let first = chosen?.["first"] === 1 ? 1 : 0;
      const seen = events.filter((e) => e.type === "phase-changed");
      expect(seen.length).toBeGreaterThan(16);
      const expected: (RoundStep & { round: number })[] = [];
      for (let round = 1; expected.length < seen.length; round++, first = nextFirstPlayer(first)) for (const s of roundSteps(first)) expected.push({ ...s, round });
      seen.forEach((e, i) => {
        const want = expected[i];
        // The event's turn is the clock's: two a round, the first player's then the second's.
        expect({ stage: e["phase"], round: Math.ceil(Number(e["turn"]) / 2), player: want?.player === null ? null : e["active"] }).toEqual({ stage: want?.stage, round: want?.round, player: want?.player });
      });
    }
  });

  it("D-ROUND-2 D-END-4 the round and the first player are read from the clock", () => {
    for (const state of playout(5).states) {
      const c = state.clock;
      if (c.phase === "first-roll") continue;
      // In a player's own stage the clock turn is theirs; the round's first turn is the first player's.
      const inTurn = isTurnInProgress(c);
      const firstTurn = c.turn === 2 * currentRound(c) - 1;
      expect({ inTurn, first: firstTurn ? c.active : c.active === 0 ? 1 : 0 }).toEqual({ inTurn: ["start", "resource", "main"].includes(c.phase), first: firstPlayerOf(c) });
      expect(currentRound(c)).toBe(Math.ceil(c.turn / 2));
    }
    expect(firstPlayerOf(clockAt(3, 1, 0, "main"))).toBe(1);
    expect(firstPlayerOf(clockAt(3, 1, 1, "resource"))).toBe(1);
    expect(firstPlayerOf(clockAt(2, 0, 0, "end"))).toBe(0);
    expect(currentRound(clockAt(4, 0, 1, "battle"))).toBe(4);
  });

  it("D-AMB-18 D-END-1 D-END-2 D-END-5 End & Routing runs the parts of END_STAGE_ORDER, in order", () => {
    const waits = new Map<string, Set<string>>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const s of playout(seed).states) {
        if (s.clock.phase !== "end" || s.outcome !== null) continue;
        const kinds = s.jobs.map((j) => j.kind);
        expect(kinds).toEqual(END_STAGE_ORDER.slice(END_STAGE_ORDER.length - kinds.length));
        const asked = waits.get(s.decision?.kind ?? "none") ?? new Set<string>();
        asked.add(kinds.join(" "));
        waits.set(s.decision?.kind ?? "none", asked);
      }
    }
    // Routing waits in its own part, with the energy and the swap still to come.
    expect([...(waits.get("route") ?? [])]).toEqual(["routing raise-max-energy swap-first-player"]);
  });

  it("D-END-2 D-AMB-5 who has routed is kept on routing's part of the stage; the battle window keeps no list (it is core's priority window)", () => {
    const answered = new Set<string>();
    const problems: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const rng = new Rng(seedRng(seed));
      let s = assertOk(ruleset.setup(demoConfig(seed)));
      for (let i = 0; i < 3000 && s.outcome === null; i++) {
        const p = ruleset.activePlayers(s)[0] ?? 0;
        const legal = ruleset.legalActions(s, p);
        const kind = s.decision?.kind;
        const job = s.jobs[0];
        // Prefer the answer that ends the player's part, so that both kinds are seen often.
        const done = legal.find((a) => (kind === "battle-window" && a.type === "pass") || (kind === "route" && a.type === "stop-routing"));
        const action = done ?? legal[rng.int(legal.length)] ?? legal[0] ?? { type: "end" as const };
        const next = assertOk(ruleset.apply(s, p, action)).state;
        if (done !== undefined && kind === "battle-window") {
          // The window is on the stack, with nothing on it and the asked player holding priority;
          // the battle's part that opened it is done.
          if (s.stack?.priorityWindow !== true || s.stack.entries.length > 0 || s.stack.priority !== p) problems.push(`seed ${seed}: player ${p} asked with no window of theirs open`);
          if (job?.kind !== "battle-calc") problems.push(`seed ${seed}: the battle window asked before its part was done`);
          answered.add("battle-window");
        }
        if (done !== undefined && job?.kind === "routing") {
          if (job.routed.includes(p)) problems.push(`seed ${seed}: player ${p} asked again in routing`);
          // Still waiting in the same part: the player is recorded there; otherwise the part is over.
          const after = next.jobs[0];
          const recorded = after?.kind === "routing" ? after.routed : undefined;
          if (recorded !== undefined) answered.add("routing");
          if (recorded !== undefined && !recorded.includes(p)) problems.push(`seed ${seed}: player ${p} not recorded in routing`);
        }
        s = next;
      }
    }
    expect(problems).toEqual([]);
    expect([...answered].sort()).toEqual(["battle-window", "routing"]);
  });

  it("D-ROUND-1 a stage change reads as the round and the stage, not the clock's turn", () => {
    expect(describeEvent({ type: "phase-changed", turn: 6, active: 1, phase: "main" })).toBe("-- Round 3: Player 1's Main Stage --");
    expect(describeEvent({ type: "phase-changed", turn: 5, active: 0, phase: "start" })).toBe("-- Round 3: Player 0's Start Stage --");
    expect(describeEvent({ type: "phase-changed", turn: 6, active: 1, phase: "battle" })).toBe("-- Round 3: Battle Stage --");
    expect(describeEvent({ type: "phase-changed", turn: 6, active: 1, phase: "end" })).toBe("-- Round 3: End & Routing Stage --");
    expect(describeEvent({ type: "phase-changed", turn: 1, active: 0, phase: "combat" })).toBeUndefined();
  });
});

describe("saved states and the clock", () => {
  const main = build({ hand: ["ember-squire"] }, {}, { round: 2, first: 1, active: 0 }).state;
  const refused = (s: unknown): string => {
    const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify(s))));
    expect(e.code).toBe("state/invalid");
    return e.message;
  };

  it("D-SETUP-2 a built state parses back, and a state of an earlier format (version 5 with resolving, version 4, or version 3 with round, first, half, phase) is refused", () => {
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(main))))).toEqual(main);
    const { clock: _clock, jobs: _jobs, ...rest } = main;
    refused({ ...rest, version: 3, round: 2, first: 1, half: 1, phase: "main" });
    expect(refused({ ...main, version: 3 })).toMatch(/version/);
    expect(refused({ ...main, version: 4 })).toMatch(/version/);
    expect(refused({ ...main, version: 5 })).toMatch(/version/);
    // Version 5 kept the effect being resolved in a field of its own, not as a job.
    expect(refused({ ...main, version: 5, resolving: null })).toMatch(/version|resolving/);
    refused({ ...main, resolving: null });
  });

  it("D-ROUND-1 D-ROUND-2 parseState refuses a clock that is not a Wardom clock", () => {
    expect(refused({ ...main, clock: { ...main.clock, phase: "upkeep" } })).toMatch(/clock/);
    expect(refused({ ...main, clock: { ...main.clock, phase: "combat" } })).toMatch(/clock/);
    const { roundsEnded: _r, ...turnCycles } = main.clock;
    refused({ ...main, clock: turnCycles });
    refused({ ...main, clock: { ...main.clock, players: [1, 0] } });
    // A player's stage with no turn in progress, a shared stage in a player's turn.
    refused({ ...main, clock: clockAt(2, 1, 0, "battle"), decision: { kind: "main", player: 0 } });
    refused({ ...main, clock: { ...clockAt(2, 1, 0, "main"), phase: "battle" } });
    // Two turns of one player in one round.
    expect(refused({ ...main, clock: { ...main.clock, turnsBegun: [3, 1], turnsEnded: [2, 1] } })).toMatch(/one turn per player per round/);
    // Past the round limit.
    refused({ ...main, clock: clockAt(61, 1, 0, "main") });
  });

  it("D-ROUND-2 parseState refuses pending work that is not the rest of the stage, or that does not ask the pending decision", () => {
    refused({ ...main, jobs: [{ kind: "reveal" }] });
    refused({ ...main, jobs: [] });
    refused({ ...main, jobs: [{ kind: "main" }, { kind: "main" }] });
    expect(refused({ ...main, jobs: [{ kind: "later" }] })).toMatch(/jobs/);
    const routing = { ...main, clock: clockAt(2, 1, 0, "end"), decision: { kind: "route", player: 0 }, battle: { round: 2, winner: 0, damage: 0, destroyed: null } };
    expect(refused({ ...routing, jobs: [{ kind: "routing", routed: [1, 1] }, { kind: "raise-max-energy" }, { kind: "swap-first-player" }] })).toMatch(/twice/);
    refused({ ...routing, jobs: [{ kind: "routing" }, { kind: "raise-max-energy" }, { kind: "swap-first-player" }] });
  });
});

describe("match records and the clock", () => {
  it("D-SETUP-2 a record of this version replays to its final state; one of version 7 (picks by id), 6, 5 (resolving a field of its own), 4 (the battle window's passed list) or 3 (round, first, half and phase in the state) is refused", () => {
    const rng = new Rng(seedRng(9));
    let s = assertOk(ruleset.setup(demoConfig(9)));
    const actions: { player: PlayerId; action: unknown }[] = [];
    for (let i = 0; i < 400 && s.outcome === null; i++) {
      const p = ruleset.activePlayers(s)[0] ?? 0;
      const legal = ruleset.legalActions(s, p);
      const action = legal[rng.int(legal.length)] ?? legal[0] ?? { type: "end" as const };
      actions.push({ player: p, action });
      s = assertOk(ruleset.apply(s, p, action)).state;
    }
    const record = finishRecord(assertOk(appendActions(assertOk(createRecord(ruleset, demoConfig(9))), actions)), ruleset, s);
    expect(record.gameVersion).toBe(8);
    expect(assertOk(replay(ruleset, record)).state).toEqual(s);
    // Version 7 recorded a pick by id alone (`cards: ["c3"]`); version 8 names places.
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 7 })).code).toBe("record/version");
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 6 })).code).toBe("record/version");
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 5 })).code).toBe("record/version");
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 4 })).code).toBe("record/version");
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 3 })).code).toBe("record/version");
  });
});
