// A swap test of Guardians' hidden information (see core/test/support/hidden-swaps.ts):
// 2, 3 and 4 players, random and greedy matches, seeded and physical dice; at many states, for
// each seat and the spectator, two cards hidden from that viewer change places (or
// definitions), and everything the viewer gets must stay the same.
import { describe, it } from "vitest";
import { demoConfig, ruleset } from "@rulesmith/guardians";
import { assertNoLeak, greedyChooser, run } from "../../core/test/support/hidden-swaps.js";

const rules = ruleset as unknown as Parameters<typeof run>[0];
const special = ["battle", "choose-attack", "chance"];

describe("Guardians: what a viewer gets does not depend on cards hidden from them (swaps made without the kit's own checks)", () => {
  it("2 players, seeded dice, random play", () => {
    assertNoLeak("guardians 2p random", run(rules, { config: (s) => demoConfig(s), seeds: [1, 2, 3], maxSteps: 300, every: 4, swaps: 2, special, specialRate: 0.3 }));
  });
  it("4 players, physical dice, random play", () => {
    assertNoLeak("guardians 4p external", run(rules, { config: (s) => ({ ...demoConfig(s, 4), dice: "external" }), seeds: [3, 4], maxSteps: 250, every: 6, swaps: 2, special, specialRate: 0.3 }));
  });
  it("3 and 4 players, greedy play", async () => {
    const choose = await greedyChooser(rules, 9);
    assertNoLeak("guardians greedy", run(rules, { config: (s) => (s % 2 === 0 ? demoConfig(s, 4) : { ...demoConfig(s, 3), dice: "external" }), seeds: [5, 6], maxSteps: 250, every: 6, swaps: 2, special, specialRate: 0.3, choose }));
  });
});
