// Strength on the dice duel, seats alternated. The default run plays a few matches per pairing;
// RULESMITH_STRENGTH=200 plays 200 and prints the table that the README quotes:
//   RULESMITH_STRENGTH=200 pnpm vitest run --project @rulesmith/bots test/strength.test.ts
import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { greedyBot, mctsBot, randomBot, tournament, type Bot, type BotStanding } from "../src/index.js";
import { duelEvaluate } from "./helpers.js";

const fromEnv = process.env["RULESMITH_STRENGTH"];
const MATCHES = fromEnv === undefined ? 20 : Math.max(2, Number.parseInt(fromEnv, 10) || 200);
const PRINT = fromEnv !== undefined;

function measure(first: Bot<DuelState, DuelAction>, second: Bot<DuelState, DuelAction>, offset: number): BotStanding {
  const r = assertOk(tournament(diceDuel, { bots: [first, second], matches: MATCHES, config: (i) => ({ seed: offset + i }) }));
  const [a, b] = r.standings;
  if (a === undefined || b === undefined) throw new Error("two standings expected");
  if (PRINT) {
    // Normal-approximation 95% interval of the first bot's score.
    const half = 1.96 * Math.sqrt((a.score * (1 - a.score)) / MATCHES);
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    console.log(`| ${a.name} vs ${b.name} | ${MATCHES} | ${a.wins} | ${a.losses} | ${a.draws} | ${pct(a.score)} (${pct(a.score - half)} to ${pct(a.score + half)}) |`);
  }
  return a;
}

describe(`strength on the dice duel (${MATCHES} matches per pairing, seats alternated)`, () => {
  it("greedy (HP evaluation) beats random", () => {
    const greedy = assertOk(greedyBot(diceDuel, { seed: 1, evaluate: duelEvaluate, name: "greedy" }));
    const random = assertOk(randomBot(diceDuel, { seed: 2 }));
    expect(measure(greedy, random, 10_000).score).toBeGreaterThan(0.6);
  });

  it("greedy without an evaluation (win/loss only) is no better than random by much", () => {
    const greedy = assertOk(greedyBot(diceDuel, { seed: 3, name: "greedy (no evaluate)" }));
    const random = assertOk(randomBot(diceDuel, { seed: 4 }));
    expect(measure(greedy, random, 20_000).score).toBeGreaterThan(0.3);
  });

  it("MCTS (default budget, no evaluation) beats greedy (HP evaluation)", () => {
    const mcts = assertOk(mctsBot(diceDuel, { seed: 5 }));
    const greedy = assertOk(greedyBot(diceDuel, { seed: 6, evaluate: duelEvaluate }));
    expect(measure(mcts, greedy, 30_000).score).toBeGreaterThan(0.5);
  });

  it("MCTS (default budget) beats random", () => {
    const mcts = assertOk(mctsBot(diceDuel, { seed: 7 }));
    const random = assertOk(randomBot(diceDuel, { seed: 8 }));
    expect(measure(mcts, random, 40_000).score).toBeGreaterThan(0.6);
  });
});
