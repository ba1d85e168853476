// Events are safe on their own: a client or tool that redacts them without the states around
// the step (`ruleset.viewEvents(events, viewer)`, or core's `redactEvents`) shows no viewer a card
// hidden from them before and after the step. Core's conformance check "views" plays the
// matches and checks it for every seat and the spectator on every step, beside views and
// `viewEvents` with the states.
import { describe, expect, it } from "vitest";
import { checkRuleset } from "@rulesmith/core/testing";
import { demoConfig, ruleset } from "../src/index.js";

const MATCHES = 36;

describe("events without the states around the step", () => {
  it("G-GBTL-1 no event of a random two-player match names a card hidden from the viewer at both ends of its step: draws, Attack Cards drawn and chosen (seeded dice)", () => {
    const report = checkRuleset(ruleset, { only: ["views"], config: (seed) => demoConfig(seed), matches: MATCHES, seed: 2027 });
    expect(report.checks).toEqual(["views"]);
    expect(report.steps).toBeGreaterThan(1000);
  }, 300_000);

  it("G-GBTL-1 the same for four players with physical dice: a roll that pauses before the chosen Attack Card is discarded names it to its owner only", () => {
    const report = checkRuleset(ruleset, { only: ["views"], config: (seed) => ({ ...demoConfig(seed, 4), dice: "external" as const }), matches: 12, seed: 2028 });
    expect(report.checks).toEqual(["views"]);
    expect(report.steps).toBeGreaterThan(1000);
  }, 300_000);
});
