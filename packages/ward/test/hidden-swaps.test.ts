// A swap test of Ward's hidden information (see core/test/support/hidden-swaps.ts):
// random and greedy matches, seeded and physical dice; at many states, for each seat and the
// spectator, two cards hidden from that viewer change places (or definitions), and everything
// the viewer gets must stay the same.
import { describe, it } from "vitest";
import { demoConfig, ruleset } from "@rulesmith/ward";
import { assertNoLeak, greedyChooser, run } from "../../core/test/support/hidden-swaps.js";

const rules = ruleset as unknown as Parameters<typeof run>[0];
const special = ["respond", "replace", "discard", "chance", "combat"];

describe("Ward: what a viewer gets does not depend on cards hidden from them (swaps made without the kit's own checks)", () => {
  it("seeded dice, random play", () => {
    assertNoLeak("ward seeded random", run(rules, { config: (s) => demoConfig(s), seeds: [1, 2], maxSteps: 400, every: 6, swaps: 2, special, specialRate: 0.5 }));
  });
  it("physical dice, random play", () => {
    assertNoLeak("ward external random", run(rules, { config: (s) => ({ ...demoConfig(s), dice: "external" }), seeds: [4, 5], maxSteps: 500, every: 6, swaps: 2, special, specialRate: 0.5 }));
  });
  it("seeded and physical dice, greedy play", async () => {
    const choose = await greedyChooser(rules, 7);
    assertNoLeak("ward greedy", run(rules, { config: (s) => (s % 2 === 0 ? demoConfig(s) : { ...demoConfig(s), dice: "external" }), seeds: [6, 7], maxSteps: 300, every: 7, swaps: 2, special, specialRate: 0.5, choose }));
  });
});
