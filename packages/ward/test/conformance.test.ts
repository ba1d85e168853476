import { describe, expect, it } from "vitest";
import { checkRuleset, type CheckName } from "@rulesmith/core/testing";
import { Rng, seedRng } from "@rulesmith/core";
import { demoConfig, ruleset, sampleCardSet, type WardConfig } from "../src/index.js";
import { randomDeck } from "./helpers.js";

const MATCHES = Number(process.env["RULESMITH_MATCHES"] ?? "10");
// Three times what a loaded two-core machine has been seen to need: a timeout here means a slow
// machine, not a broken rule.
const TIMEOUT = Math.max(300_000, MATCHES * 30_000);

// Ward is on the engine kit: every check runs, "fast-path", "determinize-hidden" and
// "parse-state" included, and "config-cards" with the sample cards every config plays with.
const SKIP: readonly CheckName[] = [];
const NOT_ON_THE_KIT: readonly CheckName[] = [];
const CARDS = sampleCardSet.cards;

describe("core conformance kit", () => {
  it("ruleset keeps the Ruleset contract (seeded dice)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: demoConfig, matches: MATCHES, cards: CARDS });
    expect(report.skipped).toEqual(NOT_ON_THE_KIT);
  }, TIMEOUT);
  it("ruleset keeps the Ruleset contract with physical dice (W-QS.1-2)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: (seed) => ({ ...demoConfig(seed), dice: "external" as const }), matches: Math.max(5, MATCHES >> 2) });
    expect(report.checks.length).toBeGreaterThan(0);
  }, TIMEOUT);

  it("ruleset keeps the Ruleset contract with random decks of every sample card", () => {
    const config = (seed: number): WardConfig => {
      const rng = new Rng(seedRng(seed));
      return { seed, decks: [randomDeck(rng, "a"), randomDeck(rng, "b")] };
    };
    const report = checkRuleset(ruleset, { skip: SKIP, config, matches: Math.max(3, MATCHES >> 2), cards: CARDS });
    expect(report.skipped).toEqual(NOT_ON_THE_KIT);
  }, TIMEOUT);

  it("ruleset keeps the Ruleset contract with every option switched away from its default", () => {
    const config = (seed: number): WardConfig => {
      const rng = new Rng(seedRng(seed));
      return {
        seed,
        decks: [randomDeck(rng, "a"), randomDeck(rng, "b")],
        options: {
          cemeteryThreshold: 200,
          cemeteryLossMode: "callout",
          simultaneousLoss: "roll-off",
          firstPlayerChooser: "higher",
          handLimitCheck: "before-draw",
          countDiscardedCreatures: false,
          reshuffleLoopCap: 5,
          allowTargetLimitedSummons: true,
          limitedSummonBattle: "instead-of-primary",
          magicCapScope: "all-lingering",
          pctRounding: "ceil",
          dotEndsWithSource: false,
          dotStackScope: "same-source",
          hotStacking: false,
          maxTurnCycles: 30,
          criticalHitAlwaysHits: true,
          // autoPass stays "empty-hand": "no-answer" tells the opponent on purpose whether a
          // player held an answer, which the hidden-information checks rightly refuse.
        },
        decklists: "open",
      };
    };
    const report = checkRuleset(ruleset, { skip: SKIP, config, matches: Math.max(3, MATCHES >> 2), cards: CARDS });
    expect(report.skipped).toEqual(NOT_ON_THE_KIT);
  }, TIMEOUT);
});
