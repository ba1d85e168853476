// Speed of playouts and searches on the dice duel, each against a hand-written baseline:
//   pnpm vitest bench --run --project @rulesmith/bots test/bots.bench.ts
import { bench, describe } from "vitest";
import { playMatch, randomChooser, Rng, seedRng, type PlayerId } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelState } from "@rulesmith/core/examples";
import { greedyBot, mctsBot, playBots, randomBot } from "../src/index.js";
import { playout } from "../src/search.js";
import { duelEvaluate, duelPosition } from "./helpers.js";

const start = assertOk(diceDuel.setup({ seed: 1 }));
const seats: readonly PlayerId[] = [0, 1];
let sink = 0;

/** The baseline: the loop a person would write by hand, straight on the contract. */
function handWrittenPlayout(state: DuelState, rng: Rng): number {
  let s = state;
  let steps = 0;
  while (diceDuel.outcome(s) === undefined && steps < 200) {
    const p = diceDuel.activePlayers(s)[0] ?? 0;
    const legal = diceDuel.legalActions(s, p);
    const r = diceDuel.apply(s, p, legal[rng.int(legal.length)] ?? { type: "end" });
    if (!r.ok) break;
    s = r.value.state;
    steps++;
  }
  return steps;
}

describe("one random playout of a whole dice duel", () => {
  const rngA = new Rng(seedRng(1));
  const rngB = new Rng(seedRng(1));
  const rewards = new Float64Array(2);
  bench("baseline: hand-written loop on the contract", () => {
    sink += handWrittenPlayout(start, rngA);
  });
  bench("bots: playout (what MCTS runs per iteration)", () => {
    sink += playout(diceDuel, start, rngB, 200, seats, rewards, undefined);
  });
  let seed = 0;
  bench("core: playMatch with randomChooser (setup and record included)", () => {
    const m = playMatch(diceDuel, { seed: ++seed }, randomChooser(seed));
    sink += m.ok ? m.value.steps : 0;
  });
  const a = assertOk(randomBot(diceDuel, { seed: 1 }));
  const b = assertOk(randomBot(diceDuel, { seed: 2 }));
  bench("bots: playBots with two random bots (setup and record included)", () => {
    const m = playBots(diceDuel, { seed: ++seed }, [a, b]);
    sink += m.ok ? m.value.steps : 0;
  });
});

describe("one decision on a dice duel turn (1000 playouts' worth)", () => {
  const turn = duelPosition({ seed: 3 }, 3, 3);
  const player = diceDuel.activePlayers(turn)[0] ?? 0;
  const rng = new Rng(seedRng(5));
  bench("baseline: 1000 hand-written playouts from 8 determinizations (flat Monte Carlo, no tree)", () => {
    for (let k = 0; k < 8; k++) {
      const world = diceDuel.determinize ? diceDuel.determinize(turn, player, seedRng(rng.nextU32())) : turn;
      for (let i = 0; i < 125; i++) sink += handWrittenPlayout(world, rng);
    }
  });
  const mcts = assertOk(mctsBot(diceDuel, { seed: 1, iterations: 1000 }));
  bench("bots: mctsBot 1000 iterations, open loop (the default), playouts to the end (no evaluate)", () => {
    const r = mcts.search(turn, player);
    sink += r.ok ? r.value.iterations : 0;
  });
  const perWorld = assertOk(mctsBot(diceDuel, { seed: 1, iterations: 1000, resample: false }));
  bench("bots: mctsBot 1000 iterations, resample: false (8 trees, one world each), playouts to the end", () => {
    const r = perWorld.search(turn, player);
    sink += r.ok ? r.value.iterations : 0;
  });
  const mctsEval = assertOk(mctsBot(diceDuel, { seed: 1, iterations: 1000, playoutCap: 10, evaluate: duelEvaluate }));
  bench("bots: mctsBot 1000 iterations, open loop, playouts cut at 10 actions with evaluate", () => {
    const r = mctsEval.search(turn, player);
    sink += r.ok ? r.value.iterations : 0;
  });
  const greedy = assertOk(greedyBot(diceDuel, { seed: 1, evaluate: duelEvaluate }));
  bench("bots: greedyBot default budget (8 samples per action)", () => {
    const r = greedy.rate(turn, player);
    sink += r.ok ? r.value.samples : 0;
  });
});

export { sink };
