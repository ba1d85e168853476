import { describe, expect, it } from "vitest";
import { demoConfig, ruleset } from "@rulesmith/guardians";

describe("README example", () => {
  it("plays a whole match by always taking the first legal action", () => {
    const start = ruleset.setup(demoConfig(42));
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    let steps = 0;
    while (ruleset.outcome(state) === undefined && steps < 10_000) {
      const player = ruleset.activePlayers(state)[0] ?? 0;
      const step = ruleset.apply(state, player, ruleset.legalActions(state, player)[0] ?? { type: "end-phase" });
      if (!step.ok) throw new Error(step.error.message);
      state = step.value.state;
      steps++;
    }
    expect(ruleset.outcome(state)?.reason).toMatch(/last player standing|draw/);
  });
});
