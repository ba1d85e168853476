import { describe, expect, it } from "vitest";
import { Rng, seedRng, type PlayerId, type Ruleset } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import type { DuelAction, DuelConfig, DuelState } from "@rulesmith/core/examples";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";
import { gameBotOptions, greedyBot, mctsBot, randomBot, type Bot, type Evaluate } from "../src/index.js";
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

/** A game's positions a few random actions apart (seeded and physical dice), where the player to act has a choice, each with a twin from `determinize`. */
function gamePairs<S, A>(rules: Ruleset<S, A>, config: (seed: number, dice: "seeded" | "external") => unknown, count: number): { real: S; twin: S; player: PlayerId }[] {
  const out: { real: S; twin: S; player: PlayerId }[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const rng = new Rng(seedRng(300 + i));
    const start = rules.setup(config(300 + i, i % 2 === 1 ? "external" : "seeded"));
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    // Deeper into the match at each pair: the opening, the first rounds, later.
    for (let step = 0; step < 15 + 25 * out.length && rules.outcome(s) === undefined; step++) {
      const p = rules.activePlayers(s)[0] ?? 0;
      const legal = rules.legalActions(s, p);
      s = assertOk(rules.apply(s, p, legal[rng.int(legal.length)] as A)).state;
    }
    const player = rules.activePlayers(s)[0];
    if (player === undefined || rules.legalActions(s, player).length < 2 || JSON.stringify(rules.legalActions(s, player)[0]).includes('"faces"')) continue;
    const twin = rules.determinize?.(s, player, seedRng(900 + i));
    if (twin !== undefined) out.push({ real: s, twin, player });
  }
  return out;
}

/** Each game's own bots, as the command-line tool makes them: its evaluate, and its botOptions under the MCTS bot. */
function gameFairness<S, A>(name: string, game: { readonly ruleset: Ruleset<S, A>; readonly evaluate: Evaluate<S>; readonly botOptions?: unknown }, config: (seed: number, dice: "seeded" | "external") => unknown): void {
  describe(`${name}: a bot never sees what its player could not see`, () => {
    const rules = game.ruleset;
    const cases = gamePairs(rules, config, 6);
    it("the twins give the player the same view and hide other cards", () => {
      expect(cases.length).toBe(6);
      for (const { real, twin, player } of cases) expect(rules.view(twin, player)).toEqual(rules.view(real, player));
      expect(cases.filter(({ real, twin }) => JSON.stringify(real) !== JSON.stringify(twin)).length).toBe(6);
    });
    const makers: readonly (readonly [string, (seed: number) => Bot<S, A>])[] = [
      ["greedy", (seed) => assertOk(greedyBot(rules, { seed, evaluate: game.evaluate }))],
      ["mcts with the game's options", (seed) => assertOk(mctsBot(rules, { ...assertOk(gameBotOptions(game, "mcts", {})), seed, evaluate: game.evaluate }))],
    ];
    it.each(makers)("%s: with the same seed it decides the same on two states with the same view", (_bot, make) => {
      const differ: number[] = [];
      cases.forEach(({ real, twin, player }, i) => {
        if (JSON.stringify(assertOk(make(i).choose(real, player))) !== JSON.stringify(assertOk(make(i).choose(twin, player)))) differ.push(i);
      });
      expect(differ).toEqual([]);
    });
    it("control: a greedy bot that sees the real state (perfectInformation) and values all of it tells the twins apart", () => {
      const whole: Evaluate<S> = (s) => {
        let h = 0;
        for (const ch of JSON.stringify(s)) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
        return h / 1_000_003;
      };
      const make = (seed: number): Bot<S, A> => assertOk(greedyBot(rules, { seed, samples: 1, evaluate: whole, perfectInformation: true }));
      const differ = cases.filter(({ real, twin, player }, i) => JSON.stringify(assertOk(make(i).choose(real, player))) !== JSON.stringify(assertOk(make(i).choose(twin, player))));
      expect(differ.length).toBeGreaterThanOrEqual(2);
    });
  });
}

gameFairness("Ward", { ruleset: ward.ruleset, evaluate: ward.evaluate, botOptions: ward.wardPackage.botOptions }, (seed, dice) => ({ ...ward.demoConfig(seed), dice }));
gameFairness("Wardom", { ruleset: wardom.ruleset, evaluate: wardom.evaluate, botOptions: wardom.wardomPackage.botOptions }, (seed, dice) => ({ ...wardom.demoConfig(seed), dice }));
gameFairness("Guardians, 3 players", { ruleset: guardians.ruleset, evaluate: guardians.evaluate, botOptions: guardians.guardiansPackage.botOptions }, (seed, dice) => ({ ...guardians.demoConfig(seed, 3), dice }));
