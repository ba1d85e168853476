// Events are safe on their own: a client or tool that redacts them without the states around
// the step (`ruleset.viewEvents(events, viewer)`, or core's `redactEvents`) shows no viewer a card
// hidden from them before and after the step. Core's conformance check "views" plays the
// matches and checks it for both seats and the spectator on every step, beside views and
// `viewEvents` with the states.
import { describe, expect, it } from "vitest";
import { checkRuleset } from "@rulesmith/core/testing";
import { demoConfig, ruleset } from "../src/index.js";

const MATCHES = 36;

describe("events without the states around the step", () => {
  it("D-KW.Set-1 D-AMB-35 D-WAGER-2 D-KW.Seek-1 no event of a random match names a card hidden from the viewer at both ends of its step: draws, Units set, face-down wagers and their costs, cards sought and sent back (seeded dice)", () => {
    const report = checkRuleset(ruleset, { only: ["views"], config: demoConfig, matches: MATCHES, seed: 2027 });
    expect(report.checks).toEqual(["views"]);
    expect(report.steps).toBeGreaterThan(1000);
  }, 300_000);

  it("D-BTL-2 D-ST.Loyalty-1 a face-down Unit that Reveal flips and Loyalty returns to the hand in the same step is not named to the opponent (found by the hidden-figures run: seed 4, path 0)", () => {
    // Before the fix the "flipped" event of Reveal named the card to everyone, while it lay
    // face down at the step's start and in its owner's hand at its end.
    const report = checkRuleset(ruleset, { only: ["views"], config: demoConfig, matches: 20, seed: 4, path: "0" });
    expect(report.checks).toEqual(["views"]);
  }, 300_000);

  it("D-FIRST-1 the same with physical dice, whose pauses return the events up to a roll", () => {
    const report = checkRuleset(ruleset, { only: ["views"], config: (seed) => ({ ...demoConfig(seed), dice: "external" as const }), matches: 12, seed: 2028 });
    expect(report.checks).toEqual(["views"]);
    expect(report.steps).toBeGreaterThan(300);
  }, 300_000);
});
