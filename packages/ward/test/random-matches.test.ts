import { describe, expect, it } from "vitest";
import { Rng, seedRng, type PlayerId } from "@rulesmith/core";
import { demoConfig, ruleset, type WardState } from "../src/index.js";

function play(seed: number, dice: "seeded" | "external", maxSteps = 5000): { state: WardState; steps: number } {
  const cfg = { ...demoConfig(seed), dice };
  const start = ruleset.setup(cfg);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = new Rng(seedRng(seed * 7 + 1));
  let steps = 0;
  while (ruleset.outcome(state) === undefined && steps < maxSteps) {
    const active = ruleset.activePlayers(state);
    const p: PlayerId = active[rng.int(active.length)] ?? 0;
    const legal = ruleset.legalActions(state, p);
    if (legal.length === 0) throw new Error(`no legal action at step ${steps}: ${JSON.stringify(ruleset.pending(state))}`);
    const a = legal[rng.int(legal.length)];
    if (a === undefined) throw new Error("no action");
    const r = ruleset.apply(state, p, a);
    if (!r.ok) throw new Error(`step ${steps} ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    state = r.value.state;
    steps++;
  }
  return { state, steps };
}

describe("random full matches", () => {
  it("W-QS.1-2 W-QS.10-1 random full matches with seeded and physical dice never throw and always end", () => {
    for (let seed = 1; seed <= 30; seed++) {
      for (const dice of ["seeded", "external"] as const) {
        const { state, steps } = play(seed, dice);
        expect(state.outcome, `seed ${seed} ${dice} after ${steps} steps`).not.toBeNull();
      }
    }
  });
});
