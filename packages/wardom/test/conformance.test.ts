import { describe, expect, it } from "vitest";
import { checkRuleset, type CheckName } from "@rulesmith/core/testing";
import { demoConfig, ruleset, type WardomConfig } from "../src/index.js";

const MATCHES = Number(process.env["RULESMITH_MATCHES"] ?? "6");

// Wardom is on the engine kit: every check runs with seeded and with physical dice, "fast-path",
// "determinize-hidden" and "parse-state" included. (A face-down recruit's cost, which everyone
// sees paid, D-AMB-35, is public: `holds` keeps such a place to Units of that cost. Response
// windows ask a player by what everyone sees, `autoPass: "public"`.)
const SKIP: readonly CheckName[] = [];

/** Generous: every listed action of every step is checked, and a match is about 190 steps. */
const TIMEOUT = Math.max(180_000, MATCHES * 20_000);

function externalConfig(seed: number): WardomConfig {
  return { ...demoConfig(seed), dice: "external" };
}

describe("conformance", () => {
  it("D-SETUP-1 the ruleset passes the core conformance kit (seeded dice)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: demoConfig, matches: MATCHES, maxSteps: 4000 });
    expect(report.skipped).toEqual(SKIP);
  }, TIMEOUT);
  it("D-FIRST-1 the ruleset passes the core conformance kit (physical dice)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: externalConfig, matches: Math.max(2, Math.floor(MATCHES / 2)), maxSteps: 4000 });
    expect(report.checks.length).toBeGreaterThan(5);
  }, TIMEOUT);
});
