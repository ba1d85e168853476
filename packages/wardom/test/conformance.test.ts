import { describe, expect, it } from "vitest";
import { checkRuleset, type CheckName } from "@rulesmith/core/testing";
import { demoConfig, ruleset, type GameConfig } from "../src/index.js";

const MATCHES = Number(process.env["RULESMITH_MATCHES"] ?? "6");

// Wardom is on the engine kit: every check runs with seeded and with physical dice, "fast-path"
// and "parse-state" included, except "determinize-hidden". That check exchanges two hidden
// cards and finds that a face-down recruit's events and view differ: the energy paid is the
// card's cost (D-AMB-35: a face-down Unit's cost is paid when it is set), which a player at the
// table sees too. The kit has no way yet to say "this hidden card is one of those costing 3"
// (a `holds` that sees the state and the card); until it does, this check stays off for
// Wardom. See the README's "Hidden information".
const SKIP: readonly CheckName[] = ["determinize-hidden"];

/** Large RULESMITH_MATCHES runs take longer than the default minute. */
const TIMEOUT = Math.max(60_000, MATCHES * 8_000);

function externalConfig(seed: number): GameConfig {
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
