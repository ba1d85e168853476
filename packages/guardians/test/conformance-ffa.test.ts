import { describe, expect, it } from "vitest";
import { checkRuleset } from "@rulesmith/core/testing";
import { demoConfig, ruleset, sampleCards, type GuardiansConfig } from "@rulesmith/guardians";
import { ABILITY_DECKS, ABILITY_POOL } from "./helpers.js";

// See conformance.test.ts for RULESMITH_MATCHES.
const MATCHES = Number(process.env["RULESMITH_MATCHES"] ?? "10");

/** Time allowed: generous per match, since two cores are shared with other jobs. */
// Three times what a loaded two-core machine has been seen to need: a timeout here means a slow
// machine, not a broken rule.
const TIMEOUT = Math.max(300_000, MATCHES * 30_000);

/** Four players, seeded dice for odd seeds, physical dice for even ones. */
const config = (seed: number): GuardiansConfig => ({ ...demoConfig(seed, 4), dice: seed % 2 === 0 ? "external" : "seeded" });

describe("conformance kit (checkRuleset), free-for-all", () => {
  it("G-AMB-3 passes with 4 players in a free-for-all (seeded and physical dice)", { timeout: TIMEOUT }, () => {
    const report = checkRuleset(ruleset, { config, matches: MATCHES, maxSteps: 4000, cards: sampleCards });
    expect(report.skipped).toEqual([]);
  });

  it("G-AMB-3 G-GOLD-1 passes with 3 players and decks of static, activated and opponent-choosing abilities (choose-opponent decisions)", { timeout: TIMEOUT }, () => {
    const abilities = (seed: number): GuardiansConfig => ({
      seed,
      decks: [ABILITY_DECKS[1], ABILITY_DECKS[0], ABILITY_DECKS[1]].flatMap((d) => (d === undefined ? [] : [d])),
      cards: ABILITY_POOL,
      dice: seed % 2 === 0 ? "external" : "seeded",
      options: { players: 3 },
    });
    const report = checkRuleset(ruleset, { config: abilities, matches: Math.max(4, MATCHES >> 1), maxSteps: 4000, cards: ABILITY_POOL });
    expect(report.skipped).toEqual([]);
  });
});
