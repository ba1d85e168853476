import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { isExpired, Rng, seedRng } from "@rulesmith/core";
import { demoConfig, NO_CONDITIONS, poisonTurnsLeft, ruleset, zoneId, type GuardiansAction, type GuardiansState } from "@rulesmith/guardians";
import { unitAt } from "./helpers.js";

interface Played {
  readonly states: GuardiansState[];
  readonly actions: { readonly before: GuardiansState; readonly player: number; readonly action: GuardiansAction }[];
  readonly ended: boolean;
}

/** A random match: random legal choices, and random faces for physical dice. */
function play(seed: number, choice: number, players: number, external: boolean): Played {
  const start = ruleset.setup({ ...demoConfig(seed, players), dice: external ? "external" : "seeded" });
  if (!start.ok) throw new Error(start.error.message);
  const rng = new Rng(seedRng(choice));
  let s = start.value;
  const states = [s];
  const actions: Played["actions"] = [];
  for (let i = 0; i < 5000 && ruleset.outcome(s) === undefined; i++) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const action = legal[rng.int(legal.length)];
    if (action === undefined) throw new Error("no legal action");
    const r = ruleset.apply(s, p, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    actions.push({ before: s, player: p, action });
    s = r.value.state;
    states.push(s);
  }
  return { states, actions, ended: ruleset.outcome(s) !== undefined };
}

const matchArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  choice: fc.integer({ min: 0, max: 1_000_000 }),
  players: fc.constantFrom(2, 2, 3, 4),
  external: fc.boolean(),
});
const RUNS = { numRuns: 15 };

function inPlay(s: GuardiansState): string[] {
  const out: string[] = [];
  for (let p = 0; p < s.players.length; p++) for (const z of ["guardian", "field", "row"] as const) out.push(...(s.zones.zones[zoneId(p, z)]?.cards ?? []));
  return out;
}

describe("invariants over random matches", () => {
  test.prop([matchArb], RUNS)("random matches with seeded and physical dice never throw and always end", (m) => {
    expect(play(m.seed, m.choice, m.players, m.external).ended).toBe(true);
  });

  test.prop([matchArb], RUNS)("G-WIN-2 G-AMB-35 damage is never negative and healing never lifts HP above the printed HP", (m) => {
    for (const s of play(m.seed, m.choice, m.players, m.external).states) {
      for (const u of s.units) {
        if (u === null) continue;
        expect(Number.isInteger(u.damage)).toBe(true);
        expect(u.damage).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test.prop([matchArb], RUNS)("G-CATCH-6 a Guardian never carries a condition", (m) => {
    for (const s of play(m.seed, m.choice, m.players, m.external).states) {
      for (let p = 0; p < s.players.length; p++) {
        const g = s.zones.zones[zoneId(p, "guardian")]?.cards[0] ?? "";
        expect(unitAt(s, g)?.conditions).toEqual(NO_CONDITIONS);
      }
    }
  });

  test.prop([matchArb], RUNS)("G-POI-1 G-PAR-2 G-RUSH-2 conditions expire on their schedule", (m) => {
    const { states } = play(m.seed, m.choice, m.players, m.external);
    for (let i = 1; i < states.length; i++) {
      const prev = states[i - 1];
      const s = states[i];
      if (prev === undefined || s === undefined) continue;
      for (let p = 0; p < s.players.length; p++) {
        if (s.players[p]?.out !== false) continue;
        for (const id of s.zones.zones[zoneId(p, "field")]?.cards ?? []) {
          const c = unitAt(s, id)?.conditions ?? NO_CONDITIONS;
          // Poison lasts at most a d6 of its owner's turns, counted on the clock, and is gone once
          // its duration has run out.
          expect(poisonTurnsLeft(c, s.clock)).toBeLessThanOrEqual(6);
          if (c.poison !== null) {
            expect(c.poison.owner).toBe(p);
            expect(isExpired(c.poison, s.clock)).toBe(false);
          }
          // Outside its owner's turn, no creature is still marked Paralyzed-since-its-turn-began:
          // that Paralysis ended in between turns.
          if (p !== s.clock.active) expect(c.paralyzedAtTurnStart).toBe(false);
        }
      }
      // When a turn has just ended, the creatures of its player are no longer Rushed (End Phase).
      if (s.clock.turn > prev.clock.turn && prev.clock.turn > 0) {
        const ended = prev.clock.active;
        for (const id of s.zones.zones[zoneId(ended, "field")]?.cards ?? []) expect(unitAt(s, id)?.conditions.rushed).toBe(false);
      }
    }
  });

  test.prop([matchArb], RUNS)("G-COC-1..5 G-COC-2 G-GBTL-2 no attack breaks the Chain of Command or passes a Barrier", (m) => {
    for (const { before: s, action } of play(m.seed, m.choice, m.players, m.external).actions) {
      if (action.type !== "attack" && action.type !== "guardian-battle") continue;
      const target = action.target;
      const q = s.cards[target]?.owner ?? -1;
      const row = s.zones.zones[zoneId(q, "row")]?.cards ?? [];
      const barriers = row.filter((id) => s.defs[s.cards[id]?.def ?? ""]?.kind === "barrier");
      const targetKind = s.defs[s.cards[target]?.def ?? ""]?.kind;
      if (action.type === "guardian-battle") {
        expect(targetKind).toBe("guardian");
        expect(barriers).toEqual([]);
        continue;
      }
      const rushed = unitAt(s, action.attacker)?.conditions.rushed === true;
      if (rushed) {
        expect(targetKind).toBe("guardian");
        continue;
      }
      if (barriers.length > 0) expect(targetKind).toBe("barrier");
      const guards = (s.zones.zones[zoneId(q, "field")]?.cards ?? []).filter((id) => unitAt(s, id)?.conditions.frozen !== true);
      const kinds = guards.map((id) => s.defs[s.cards[id]?.def ?? ""]?.kind);
      if (targetKind === "king") expect(kinds).not.toContain("minion");
      if (targetKind === "guardian") expect(kinds).toEqual([]);
    }
  });

  test.prop([matchArb], RUNS)("G-WIN-1 G-DECK-3 exactly one Guardian per player, always in its slot", (m) => {
    for (const s of play(m.seed, m.choice, m.players, m.external).states) {
      for (let p = 0; p < s.players.length; p++) {
        const slot = s.zones.zones[zoneId(p, "guardian")]?.cards ?? [];
        expect(slot.length).toBe(1);
        const guardians = Object.entries(s.cards).filter(([, c]) => c.owner === p && s.defs[c.def]?.kind === "guardian").map(([id]) => id);
        expect(guardians).toEqual(slot);
      }
    }
  });

  test.prop([matchArb], RUNS)("card conservation: every card in exactly one zone of its owner, none created or lost; units only for cards in play", (m) => {
    const { states } = play(m.seed, m.choice, m.players, m.external);
    const total = Object.keys(states[0]?.cards ?? {}).length;
    for (const s of states) {
      const seen: string[] = [];
      for (const z of Object.values(s.zones.zones)) {
        for (const id of z.cards) {
          expect(s.cards[id]?.owner).toBe(z.owner);
          seen.push(id);
        }
      }
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
      expect(Object.keys(s.zones.index).filter((id) => unitAt(s, id) !== undefined).sort()).toEqual(inPlay(s).sort());
      expect(s.units).toHaveLength(total);
    }
  });
});
