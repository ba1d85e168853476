// A check of what a step bakes into the decision it opens (see openingSwaps in
// core/test/support/hidden-swaps.ts): cards hidden from a viewer change places *before* the
// step, and the decision, view and events after it must not change for that viewer.
import { describe, it } from "vitest";
import { demoConfig, ruleset } from "@rulesmith/guardians";
import { assertNoLeak, openingSwaps } from "../../core/test/support/hidden-swaps.js";

const rules = ruleset as unknown as Parameters<typeof openingSwaps>[0];

describe("Guardians: a step that opens a decision does not bake hidden cards into it (swaps made without the kit's own checks)", () => {
  it("2, 3 and 4 players, seeded and physical dice, random play", () => {
    assertNoLeak("guardians opening", openingSwaps(rules, { config: (s) => ({ ...demoConfig(s, 2 + (s % 3)), dice: s % 2 === 0 ? "external" : "seeded" }), seeds: [30, 31, 32, 33, 34, 35], maxSteps: 500, pairs: 8 }));
  });
});
