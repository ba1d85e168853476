import { describe, expect } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { canonicalJson, type Ruleset } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { greedyBot, mctsBot, playBots, randomBot, type Bot } from "../src/index.js";
import { duelEvaluate } from "./helpers.js";

type Make = (rules: Ruleset<DuelState, DuelAction>, seed: number) => Bot<DuelState, DuelAction>;

const makers: readonly (readonly [string, Make])[] = [
  ["random", (rules, seed) => assertOk(randomBot(rules, { seed }))],
  ["greedy", (rules, seed) => assertOk(greedyBot(rules, { seed, samples: 4, evaluate: duelEvaluate }))],
  ["mcts", (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 60, trees: 3 }))],
  ["mcts with resample", (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 60, trees: 2, resample: true, playoutCap: 30 }))],
];

const dice = fc.constantFrom("seeded" as const, "external" as const);

describe.each(makers)("%s bot", (_name, make) => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), dice], { numRuns: 12 })("always returns one of the legal actions, to the end of the match", (seed, mode) => {
    const illegal: string[] = [];
    const m = assertOk(
      playBots(diceDuel, { seed, dice: mode }, [make(diceDuel, seed), make(diceDuel, seed + 1)], {
        onStep: ({ before, player, action }) => {
          const legal = diceDuel.legalActions(before, player).map((a) => canonicalJson(a));
          if (!legal.includes(canonicalJson(action))) illegal.push(canonicalJson(action));
        },
      }),
    );
    expect(illegal).toEqual([]);
    expect(m.outcome).toBeDefined();
  });

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), dice], { numRuns: 6 })("is deterministic: the same seeds play the same match", (seed, mode) => {
    const one = assertOk(playBots(diceDuel, { seed, dice: mode }, [make(diceDuel, seed), make(diceDuel, seed + 7)]));
    const two = assertOk(playBots(diceDuel, { seed, dice: mode }, [make(diceDuel, seed), make(diceDuel, seed + 7)]));
    expect(two.record).toEqual(one.record);
  });
});
