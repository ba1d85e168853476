// Speed of random playouts and MCTS decisions on the three games, each against a
// hand-written baseline on the bare Ruleset contract:
//   pnpm vitest bench --run --project @rulesmith/bots test/games.bench.ts
import { bench, describe } from "vitest";
import { Rng, seedRng, type PlayerId, type Ruleset } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";
import { mctsBot, type Evaluate } from "../src/index.js";
import { playout } from "../src/search.js";

let sink = 0;
const seats: readonly PlayerId[] = [0, 1];

/** The baseline: a random playout written by hand on the contract, cut after `cap` actions. */
function handWrittenPlayout<S, A>(rules: Ruleset<S, A>, state: S, rng: Rng, cap: number): number {
  let s = state;
  let steps = 0;
  while (steps < cap && rules.outcome(s) === undefined) {
    const p = rules.activePlayers(s)[0] ?? 0;
    const legal = rules.legalActions(s, p);
    const a = legal[rng.int(legal.length)];
    if (a === undefined) break;
    const r = rules.apply(s, p, a);
    if (!r.ok) break;
    s = r.value.state;
    steps++;
  }
  return steps;
}

/** A state some random actions into a match, where the player to act has a choice. */
function midGame<S, A>(rules: Ruleset<S, A>, start: S, actions: number): { state: S; player: PlayerId } {
  const rng = new Rng(seedRng(7));
  let s = start;
  let last: { state: S; player: PlayerId } | undefined;
  for (let i = 0; i < actions * 4 && rules.outcome(s) === undefined; i++) {
    const p = rules.activePlayers(s)[0] ?? 0;
    const legal = rules.legalActions(s, p);
    if (legal.length > 1 && i >= actions && !JSON.stringify(legal[0]).includes('"faces"')) return { state: s, player: p };
    if (legal.length > 1) last = { state: s, player: p };
    const r = rules.apply(s, p, legal[rng.int(legal.length)] as A);
    if (!r.ok) break;
    s = r.value.state;
  }
  if (last === undefined) throw new Error("no decision found");
  return last;
}

function gameBenches<S, A>(name: string, rules: Ruleset<S, A>, start: S, evaluate: Evaluate<S>): void {
  describe(`${name}: one random playout of a whole match`, () => {
    const rngA = new Rng(seedRng(1));
    const rngB = new Rng(seedRng(1));
    const rewards = new Float64Array(2);
    bench("baseline: hand-written loop on the contract", () => {
      sink += handWrittenPlayout(rules, start, rngA, 2000);
    });
    bench("bots: playout (what MCTS runs per iteration, uncut)", () => {
      sink += playout(rules, start, rngB, 2000, seats, rewards, undefined);
    });
  });

  describe(`${name}: one MCTS decision at the default budget (400 iterations over 16 pooled worlds, 4-action playouts, then evaluate)`, () => {
    const { state, player } = midGame(rules, start, 20);
    const rng = new Rng(seedRng(5));
    const determinize = rules.determinize?.bind(rules);
    bench("baseline: 200 hand-written samples (determinize, one random legal action, evaluate): flat, no tree", () => {
      for (let i = 0; i < 200; i++) {
        const world = determinize === undefined ? state : determinize(state, player, seedRng(rng.nextU32()));
        const legal = rules.legalActions(world, player);
        const r = rules.apply(world, player, legal[rng.int(legal.length)] as A);
        if (r.ok) sink += evaluate(r.value.state, player);
      }
    });
    const openLoop = assertOk(mctsBot(rules, { seed: 1, evaluate }));
    bench("bots: mctsBot defaults (open loop: a fresh determinization per iteration)", () => {
      const r = openLoop.search(state, player);
      sink += r.ok ? r.value.iterations : 0;
    });
    const perWorld = assertOk(mctsBot(rules, { seed: 1, evaluate, resample: false }));
    bench("bots: mctsBot resample: false (one tree per determinization, 8 trees voting)", () => {
      const r = perWorld.search(state, player);
      sink += r.ok ? r.value.iterations : 0;
    });
  });
}

gameBenches("Ward", ward.ruleset, assertOk(ward.ruleset.setup(ward.demoConfig(1))), ward.evaluate);
gameBenches("Wardom", wardom.ruleset, assertOk(wardom.ruleset.setup(wardom.demoConfig(1))), wardom.evaluate);
gameBenches("Guardians", guardians.ruleset, assertOk(guardians.ruleset.setup(guardians.demoConfig(1))), guardians.evaluate);

export { sink };
