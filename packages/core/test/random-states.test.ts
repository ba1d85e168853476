/** randomStates: the states of a seeded random match, each with the player to act. */
import { describe, expect, it } from "vitest";
import { diceDuel } from "../src/examples/dice-duel.js";
import { randomStates } from "../src/testing/random-states.js";
import { assertOk } from "../src/testing/results.js";

describe("randomStates", () => {
  it("start at setup, give each state's first active player, and give the same states for the same seed", () => {
    const seen = randomStates(diceDuel, { seed: 3 }, 5, 30);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]?.state).toEqual(assertOk(diceDuel.setup({ seed: 3 })));
    for (const { state, player } of seen) expect(player).toBe(diceDuel.activePlayers(state)[0]);
    expect(randomStates(diceDuel, { seed: 3 }, 5, 30)).toEqual(seen);
  });

  it("stop at the limit, and before the end of the match (the ended state is not listed)", () => {
    expect(randomStates(diceDuel, { seed: 3 }, 5, 4)).toHaveLength(4);
    const all = randomStates(diceDuel, { seed: 3 }, 5, 10_000);
    expect(all.length).toBeLessThan(10_000);
    for (const { state } of all) expect(diceDuel.outcome(state)).toBeUndefined();
  });

  it("throw, naming setup, on a config the game refuses", () => {
    expect(() => randomStates(diceDuel, { seed: Number.NaN }, 1, 5)).toThrow(/setup/);
  });
});
