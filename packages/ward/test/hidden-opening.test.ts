// A check of what a step bakes into the decision it opens (see openingSwaps in
// core/test/support/hidden-swaps.ts): cards hidden from a viewer change places *before* the
// step, and the decision, view and events after it must not change for that viewer.
import { describe, it } from "vitest";
import { demoConfig, ruleset } from "@rulesmith/ward";
import { assertNoLeak, openingSwaps } from "../../core/test/support/hidden-swaps.js";

const rules = ruleset as unknown as Parameters<typeof openingSwaps>[0];

describe("Ward: a step that opens a decision does not bake hidden cards into it (swaps made without the kit's own checks)", () => {
  it("seeded and physical dice, random play", () => {
    assertNoLeak("ward opening", openingSwaps(rules, { config: (s) => (s % 2 === 1 ? { ...demoConfig(s), dice: "external" } : demoConfig(s)), seeds: [30, 31], maxSteps: 500, pairs: 8 }));
  });
});
