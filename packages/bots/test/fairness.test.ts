import { describe, expect, it } from "vitest";
import { seedRng, type Ruleset } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import type { DuelAction, DuelConfig, DuelState } from "@rulesmith/core/examples";
import { greedyBot, mctsBot, randomBot, type Bot } from "../src/index.js";
import { duelEvaluate, duelPosition, fairDuel } from "./helpers.js";

/** An evaluation that reads the opponent's hidden hand and deck: fair bots only ever show it sampled cards. */
function peek(s: DuelState, player: number): number {
  const me = s.sides[player === 0 ? 0 : 1];
  const foe = s.sides[player === 0 ? 1 : 0];
  let h = 0;
  for (const id of [...foe.hand, ...foe.deck]) h = (h * 31 + Number(id.slice(1))) % 1009;
  // Mixed with what the player's own action changes, so that the hidden cards decide the ranking.
  return ((h * (1 + me.bonus + 7 * foe.hp + 3 * me.hand.length + (me.ready ? 11 : 0))) % 1009) / 1009;
}

type Make = (rules: Ruleset<DuelState, DuelAction>, seed: number) => Bot<DuelState, DuelAction>;

const makers: readonly (readonly [string, Make])[] = [
  ["random", (rules, seed) => assertOk(randomBot(rules, { seed }))],
  ["greedy", (rules, seed) => assertOk(greedyBot(rules, { seed, samples: 6, evaluate: duelEvaluate }))],
  ["greedy without evaluate", (rules, seed) => assertOk(greedyBot(rules, { seed, samples: 6 }))],
  ["greedy with an evaluate that peeks at hidden cards", (rules, seed) => assertOk(greedyBot(rules, { seed, samples: 3, evaluate: peek }))],
  ["mcts with an evaluate that peeks at hidden cards", (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 100, trees: 3, evaluate: peek, playoutCap: 3 }))],
  ["mcts", (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 150, trees: 5, evaluate: duelEvaluate, playoutCap: 20 }))],
  ["mcts with resample (a fresh world every iteration)", (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 150, trees: 1, resample: true, evaluate: duelEvaluate }))],
  ["mcts with resample and an evaluate that peeks at hidden cards", (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 100, trees: 2, resample: true, evaluate: peek, playoutCap: 3 }))],
  [
    "mcts with root pruning and epsilon-greedy playouts, and an evaluate that peeks at hidden cards",
    (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 60, evaluate: peek, playoutCap: 3, playoutPolicy: "greedy", playoutEpsilon: 0.25, rootTop: 2, worlds: 8 })),
  ],
  [
    "mcts with greedy opponents in the tree, and an evaluate that peeks at hidden cards",
    (rules, seed) => assertOk(mctsBot(rules, { seed, iterations: 60, evaluate: peek, playoutCap: 2, playoutPolicy: "greedy", opponents: "greedy", halving: true })),
  ],
];

interface Pair {
  readonly real: DuelState;
  /** Another state that the player cannot tell from `real`: hidden cards re-dealt, generator replaced. */
  readonly twin: DuelState;
  readonly player: number;
}

/** Positions reached by random play, each with a twin that gives the player the same view. */
function pairs(count: number): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const config: DuelConfig = { seed: 100 + i, dice: i % 3 === 2 ? "external" : "seeded" };
    const real = duelPosition(config, i % 9, i);
    const player = fairDuel.activePlayers(real)[0] ?? 0;
    const twin = fairDuel.determinize ? fairDuel.determinize(real, player, seedRng(5000 + i)) : real;
    out.push({ real, twin, player });
  }
  return out;
}

const cases = pairs(36);

describe("a bot never sees what its player could not see", () => {
  it("the twins give the player the same view, and hide different cards and dice", () => {
    for (const { real, twin, player } of cases) expect(fairDuel.view(twin, player)).toEqual(fairDuel.view(real, player));
    expect(cases.filter(({ real, twin }) => JSON.stringify(real.sides) !== JSON.stringify(twin.sides)).length).toBeGreaterThan(30);
    expect(cases.every(({ real, twin }) => real.rng.join() !== twin.rng.join())).toBe(true);
  });

  it.each(makers)("%s: with the same seed it decides the same on two states with the same view", (_name, make) => {
    const differ: number[] = [];
    cases.forEach(({ real, twin, player }, i) => {
      const a = assertOk(make(fairDuel, i).choose(real, player));
      const b = assertOk(make(fairDuel, i).choose(twin, player));
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(i);
    });
    expect(differ).toEqual([]);
  });

  it("control: a greedy bot allowed to see the real state (perfectInformation) with an evaluate that peeks at hidden cards tells twins apart", () => {
    const make = (seed: number) => assertOk(greedyBot(fairDuel, { seed, samples: 1, evaluate: peek, perfectInformation: true }));
    const differ = cases.filter(({ real, twin, player }, i) => JSON.stringify(make(i).choose(real, player)) !== JSON.stringify(make(i).choose(twin, player)));
    expect(differ.length).toBeGreaterThan(5);
  });

  it("control: so does an MCTS bot allowed to see the real state", () => {
    const make = (seed: number) => assertOk(mctsBot(fairDuel, { seed, iterations: 100, trees: 1, evaluate: peek, playoutCap: 3, perfectInformation: true }));
    const differ = cases.filter(({ real, twin, player }, i) => JSON.stringify(make(i).choose(real, player)) !== JSON.stringify(make(i).choose(twin, player)));
    expect(differ.length).toBeGreaterThan(5);
  });
});
