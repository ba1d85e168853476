import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { Rng, seedRng, type GameEvent } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { demoConfig, ruleset, type WardomState } from "../src/index.js";

const RUNS = Number(process.env["RULESMITH_MATCHES"] ?? "12");

interface Trace {
  readonly states: WardomState[];
  readonly events: GameEvent[][];
  readonly ended: boolean;
}

function play(seed: number, choice: number, dice: "seeded" | "external", limit = 6000): Trace {
  let s = assertOk(ruleset.setup({ ...demoConfig(seed), dice }));
  const r = new Rng(seedRng(choice));
  const states = [s];
  const events: GameEvent[][] = [];
  for (let i = 0; i < limit && ruleset.outcome(s) === undefined; i++) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const a = legal[r.int(legal.length)];
    if (a === undefined) throw new Error("no legal action");
    const step = assertOk(ruleset.apply(s, p, a));
    s = step.state;
    states.push(s);
    events.push([...step.events]);
  }
  return { states, events, ended: ruleset.outcome(s) !== undefined };
}

const match = fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), choice: fc.integer({ min: 0, max: 1_000_000 }), dice: fc.constantFrom<"seeded" | "external">("seeded", "external") });

describe("invariants over random matches", () => {
  test.prop([match], { numRuns: RUNS })("D-ROUND-1 random matches in both dice modes never throw and always end", ({ seed, choice, dice }) => {
    expect(play(seed, choice, dice).ended).toBe(true);
  });

  test.prop([match], { numRuns: RUNS })("D-BTL-6 resolve damage is never negative", ({ seed, choice, dice }) => {
    const t = play(seed, choice, dice);
    for (const list of t.events) {
      for (const e of list) {
        if (e.type === "battle" || e.type === "damage") expect(e["damage"] ?? e["amount"]).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test.prop([match], { numRuns: RUNS })("D-ENERGY-1 D-ENERGY-2 energy stays a whole number from 0 to 10, available at most the maximum", ({ seed, choice, dice }) => {
    for (const s of play(seed, choice, dice).states) {
      for (const p of s.players) {
        expect(Number.isInteger(p.energy.available) && p.energy.available >= 0 && p.energy.available <= p.energy.max && p.energy.max <= 10).toBe(true);
      }
    }
  });

  test.prop([match], { numRuns: RUNS })("D-LIMIT-1 D-LIMIT-2 D-ZONE-4 D-ZONE-2 the Side Zone holds at most 3 Units and the Action Zone at most 3 cards", ({ seed, choice, dice }) => {
    for (const s of play(seed, choice, dice).states) {
      for (const p of [0, 1]) {
        expect(s.zones.zones[`p${p}/side`]?.cards.length ?? 0).toBeLessThanOrEqual(3);
        expect(s.zones.zones[`p${p}/action`]?.cards.length ?? 0).toBeLessThanOrEqual(3);
        for (const id of s.zones.zones[`p${p}/side`]?.cards ?? []) expect(s.defs[s.cards[id]?.def ?? ""]?.type).toBe("unit");
      }
    }
  });

  test.prop([match], { numRuns: RUNS })("D-TRUE-10 D-WAGER-3 a True Recruited copy is never a wager", ({ seed, choice, dice }) => {
    for (const s of play(seed, choice, dice).states) {
      for (const p of [0, 1]) for (const id of s.zones.zones[`p${p}/coin`]?.cards ?? []) expect(s.marked.includes(id)).toBe(false);
    }
  });

  test.prop([match], { numRuns: RUNS })("D-TREAS-2 Treasury payments never give change: energy never rises inside a Main Stage", ({ seed, choice, dice }) => {
    const t = play(seed, choice, dice);
    for (let i = 1; i < t.states.length; i++) {
      const a = t.states[i - 1];
      const b = t.states[i];
      if (a === undefined || b === undefined || a.clock.phase !== "main" || b.clock.phase !== "main" || a.clock.turn !== b.clock.turn) continue;
      for (const p of [0, 1] as const) expect(b.players[p].energy.available).toBeLessThanOrEqual(a.players[p].energy.available);
    }
  });

  test.prop([match], { numRuns: RUNS })("D-ZONE-5 card conservation: every card is in exactly one zone, Treasury and Forbidden included", ({ seed, choice, dice }) => {
    const t = play(seed, choice, dice);
    const ids = Object.keys(t.states[0]?.cards ?? {}).sort();
    for (const s of t.states) {
      const inZones = Object.values(s.zones.zones).flatMap((z) => z.cards).sort();
      expect(inZones).toEqual(ids);
    }
  });

  test.prop([match], { numRuns: Math.max(3, Math.floor(RUNS / 2)) })("D-SETUP-2 saved states parse back to themselves", ({ seed, choice, dice }) => {
    const t = play(seed, choice, dice);
    for (const s of t.states.filter((_, i) => i % 25 === 0)) {
      const back = assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s))));
      expect(back).toEqual(s);
    }
  });
});
