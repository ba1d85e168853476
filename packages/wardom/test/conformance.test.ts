import { describe, expect, it } from "vitest";
import { checkRuleset } from "@rulesmith/core/testing";
import { demoConfig, ruleset, type GameConfig } from "../src/index.js";

const MATCHES = Number(process.env["RULESMITH_MATCHES"] ?? "6");
/** Large RULESMITH_MATCHES runs take longer than the default minute. */
const TIMEOUT = Math.max(60_000, MATCHES * 8_000);

function externalConfig(seed: number): GameConfig {
  return { ...demoConfig(seed), dice: "external" };
}

describe("conformance", () => {
  it("D-SETUP-1 the ruleset passes the core conformance kit (seeded dice)", () => {
    const report = checkRuleset(ruleset, { config: demoConfig, matches: MATCHES, maxSteps: 4000 });
    expect(report.checks.length).toBeGreaterThan(5);
  }, TIMEOUT);
  it("D-FIRST-1 the ruleset passes the core conformance kit (physical dice)", () => {
    const report = checkRuleset(ruleset, { config: externalConfig, matches: Math.max(2, Math.floor(MATCHES / 2)), maxSteps: 4000 });
    expect(report.checks.length).toBeGreaterThan(5);
  }, TIMEOUT);
});
