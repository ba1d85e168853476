// A tied roll-off is rolled again, and a table rolling real dice is told so: a roll-tied event
// with words comes after the tied round and before the request for the reroll. The dice rolled do
// not change. And the board says who must roll.
import { describe, expect, it } from "vitest";
import { runWithChance, seedRng, type GameEvent, type PlayerId } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { demoConfig, describeEvent, describeView, rollSpeedOff, ruleset, type WardAction, type WardState } from "../src/index.js";
import { act, eventsOf, id, scenario } from "./helpers.js";

const external = (seed: number) => ({ ...demoConfig(seed), dice: "external" as const });

/** The types of the events from the tie on: the tie must come right after the tied dice and before the next request. */
function around(events: readonly GameEvent[]): string[] {
  const at = events.findIndex((e) => e.type === "roll-tied");
  return events.slice(at - 1, at + 2).map((e) => e.type);
}

/** Applies an action, then answers each physical-dice request with the next faces given, or with 2s once they run out. */
function step(s: WardState, player: PlayerId, action: WardAction, faces: number[][]): { state: WardState; events: GameEvent[] } {
  const first = assertOk(ruleset.apply(s, player, action));
  let state = first.state;
  const events: GameEvent[] = [...first.events];
  const queue = faces.slice();
  while (state.chance !== null) {
    const request = state.chance.request;
    const r = assertOk(ruleset.apply(state, request.player ?? state.chance.player, { type: "faces", faces: queue.shift() ?? Array<number>(request.count).fill(2) }));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe("Ward's tied rolls are told before the reroll", () => {
  it("W-AMB-19 W-QS.3-2 a tied first-player roll: a roll-tied event between the tied round and the reroll", () => {
    const s = assertOk(ruleset.setup(external(1)));
    const r = act(s, 0, { type: "start" }, [[3], [3], [5], [2]]);
    expect(eventsOf(r.events, "roll-tied")).toEqual([{ type: "roll-tied", purpose: "first-player roll", players: [0, 1], faces: [3, 3], rule: "W-AMB-19" }]);
    expect(around(r.events)).toEqual(["dice-rolled", "roll-tied", "chance-requested"]);
    expect(r.events.filter((e) => e.type === "dice-rolled")).toHaveLength(4);
    expect(r.state.decision).toEqual({ kind: "choose-order", player: 1 });
    // No tie, no event.
    expect(eventsOf(act(s, 0, { type: "start" }, [[1], [6]]).events, "roll-tied")).toEqual([]);
  });

  it("W-AMB-19 W-QS.7-2 a tied Speed roll-off: one roll-tied event per tied round, the attacker's player's die first", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "bear-wolf" }, phase: "combat", dice: "external" });
    const r = step(s, 0, { type: "battle", attacker: id(s, 0, "primary", "bear-wolf"), target: id(s, 1, "primary", "bear-wolf") }, [[4], [4], [2], [2], [1], [4]]);
    expect(eventsOf(r.events, "roll-tied")).toEqual([
      { type: "roll-tied", purpose: "speed roll-off", players: [0, 1], faces: [4, 4], rule: "W-AMB-19" },
      { type: "roll-tied", purpose: "speed roll-off", players: [0, 1], faces: [2, 2], rule: "W-AMB-19" },
    ]);
    expect(around(r.events)).toEqual(["dice-rolled", "roll-tied", "chance-requested"]);
    expect(eventsOf(r.events, "speed-roll-off")).toMatchObject([{ rounds: [[4, 4], [2, 2], [1, 4]] }]);
  });

  it("W-AMB-5 a tied simultaneous-loss roll-off is told too", () => {
    const s = scenario({ p0: { primary: "bear-wolf", cemeteryAdjustment: 300 }, p1: { primary: "fog", cemeteryAdjustment: 300 }, options: { simultaneousLoss: "roll-off" }, dice: "external" });
    const r = act(s, 0, { type: "next" }, [[6], [6], [2], [5]]);
    expect(eventsOf(r.events, "roll-tied")).toEqual([{ type: "roll-tied", purpose: "simultaneous-loss roll-off", players: [0, 1], faces: [6, 6], rule: "W-AMB-5" }]);
    expect(r.state.outcome).toMatchObject({ winners: [1], losers: [0] });
  });

  it("W-AMB-19 a roll-tied event reads as a sentence, whatever its fields", () => {
    expect(describeEvent({ type: "roll-tied", purpose: "speed roll-off", players: [0, 1], faces: [3, 3], rule: "W-AMB-19" })).toBe("The speed roll-off is a tie, 3 against 3: both players roll again.");
    expect(describeEvent({ type: "roll-tied" })).toBe("The roll is a tie: the players roll again.");
    expect(describeEvent({ type: "roll-tied", purpose: "speed roll-off", players: [0, 1] })).toBe("The speed roll-off is a tie: both players roll again.");
  });

  it("W-AMB-19 rollSpeedOff reports each tie but the capped last one, and rolls the same dice with or without the report", () => {
    const ties: (readonly [number, number])[] = [];
    const faces = [[3], [3], [6], [6], [5], [1]];
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: faces }, (c) => rollSpeedOff(c, [0, 1], 100, (f) => ties.push(f)));
    expect(ties).toEqual([
      [3, 3],
      [6, 6],
    ]);
    expect(run.done && run.value).toEqual({ first: "a", rounds: [[3, 3], [6, 6], [5, 1]] });
    const capped: (readonly [number, number])[] = [];
    runWithChance({ mode: "external", rng: seedRng(1), supplied: [[2], [2], [2], [2]] }, (c) => rollSpeedOff(c, [0, 1], 2, (f) => capped.push(f)));
    expect(capped).toEqual([[2, 2]]);
    for (let seed = 1; seed <= 30; seed++) {
      const plain = runWithChance({ mode: "seeded", rng: seedRng(seed), supplied: [] }, (c) => rollSpeedOff(c, [0, 1]));
      const told = runWithChance({ mode: "seeded", rng: seedRng(seed), supplied: [] }, (c) => rollSpeedOff(c, [0, 1], 100, () => undefined));
      expect(told).toEqual(plain);
    }
  });
});

describe("Ward's board says who must roll", () => {
  it("a pending roll reads as who rolls what for what, to each seat and a spectator", () => {
    const s = assertOk(ruleset.apply(assertOk(ruleset.setup(external(1))), 0, { type: "start" })).state;
    const head = (v: PlayerId | "spectator", st: WardState = s): string => describeView(ruleset.view(st, v), v)[0] ?? "";
    expect(head(0)).toBe("Before the first turn. Waiting for you to roll 1d6 for the first-player roll.");
    expect(head(1)).toBe("Before the first turn. Waiting for Player 0 to roll 1d6 for the first-player roll.");
    expect(head("spectator")).toBe("Before the first turn. Waiting for Player 0 to roll 1d6 for the first-player roll.");
    const next = assertOk(ruleset.apply(s, 0, { type: "faces", faces: [4] })).state;
    expect(head(0, next)).toBe("Before the first turn. Waiting for Player 1 to roll 1d6 for the first-player roll.");
    expect(head(1, next)).toBe("Before the first turn. Waiting for you to roll 1d6 for the first-player roll.");
  });
});

describe("Ward's reroll after a tie, with real dice, numbered and saved", () => {
  /** Player 0 starts and both roll 3: the match waits for player 0's reroll, the match's roll 3. */
  function pausedAtReroll(): WardState {
    let s = assertOk(ruleset.apply(assertOk(ruleset.setup(external(1))), 0, { type: "start" })).state;
    s = assertOk(ruleset.apply(s, 0, { type: "faces", faces: [3], roll: 1 })).state;
    s = assertOk(ruleset.apply(s, 1, { type: "faces", faces: [3], roll: 2 })).state;
    expect(s.chance?.supplied).toEqual([[3], [3]]);
    return s;
  }

  it("the reroll has its own number: an answer sent twice is refused as stale, the reroll's own is taken", () => {
    const s = pausedAtReroll();
    expect(ruleset.pending(s)?.details).toMatchObject({ purpose: "first-player roll", player: 0, roll: 3 });
    const again = ruleset.apply(s, 1, { type: "faces", faces: [3], roll: 2 });
    expect(again.ok ? "taken" : again.error.code).toBe("chance/stale-answer");
    const done = assertOk(ruleset.apply(s, 0, { type: "faces", faces: [5], roll: 3 }));
    expect(done.state.chance?.request).toMatchObject({ purpose: "first-player roll", player: 1 });
    expect(ruleset.pending(done.state)?.details).toMatchObject({ roll: 4 });
  });

  it("a state saved paused at the reroll by the version before roll-tied events (one event fewer shown) loads, and plays on", () => {
    const s = pausedAtReroll();
    const saved = JSON.parse(JSON.stringify(s)) as { chance: { shown: number } };
    // Saved before the roll-tied event existed: one event fewer had been shown at the pause, and no roll numbers.
    saved.chance.shown -= 1;
    const loaded = assertOk(ruleset.parseState(saved));
    expect(loaded.chance).toEqual(s.chance);
    expect(ruleset.pending(loaded)?.details).toMatchObject({ roll: 3 });
    const a = assertOk(ruleset.apply(loaded, 0, { type: "faces", faces: [5] }));
    const b = assertOk(ruleset.apply(s, 0, { type: "faces", faces: [5] }));
    expect(a).toEqual(b);
  });
});
