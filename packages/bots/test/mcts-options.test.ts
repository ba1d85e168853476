// The open-loop search's options, one by one: budgets, what each changes, and bad values.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { charmDuel, type CharmDuelAction, type CharmDuelState } from "@rulesmith/core/examples";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import type { Ruleset } from "@rulesmith/core";
import { BotErrorCode, mctsBot, type MctsBotOptions } from "../src/index.js";
import { bets, counted, digits, digitsEvaluate } from "./helpers.js";

/** HP lead in the charm duel, scaled to [-1, 1]. */
function charmEvaluate(s: CharmDuelState, p: number): number {
  return (s.hp[p === 0 ? 0 : 1] - s.hp[p === 0 ? 1 : 0]) / 20;
}

/** A charm duel position of player 0's first turn: a hand of three, several kinds of action. */
function charmStart(seed: number): CharmDuelState {
  return assertOk(charmDuel.setup({ seed }));
}

const everything: MctsBotOptions<CharmDuelState> = {
  priorSamples: 4,
  priorWeight: 6,
  groups: true,
  cardKeys: true,
  worlds: 8,
  normalize: true,
  fpu: 0.05,
  halving: true,
  reuse: true,
  minimax: 0.3,
  baseline: true,
  choice: "value",
  playoutPolicy: "greedy",
  playoutCap: 2,
  playoutEpsilon: 0.2,
  rootTop: 2,
  opponents: "greedy",
};

const variants: readonly (readonly [string, MctsBotOptions<CharmDuelState>])[] = [
  ["no options", {}],
  ["a one-ply prior", { priorSamples: 4, priorWeight: 10 }],
  ["move groups and card keys", { groups: true, cardKeys: true }],
  ["a pool of worlds", { worlds: 5 }],
  ["normalized values and first-play urgency", { normalize: true, fpu: 0 }],
  ["sequential halving at the root", { halving: true }],
  ["implicit minimax, a baseline and choice by value", { minimax: 0.5, baseline: true, choice: "value" }],
  ["greedy playouts", { playoutPolicy: "greedy", playoutCap: 3 }],
  ["epsilon-greedy playouts", { playoutPolicy: "greedy", playoutCap: 3, playoutEpsilon: 0.3 }],
  ["root pruning to the one-ply best", { rootTop: 2 }],
  ["root pruning with a prior", { rootTop: 3, priorSamples: 4 }],
  ["greedy opponents in the tree", { playoutPolicy: "greedy", playoutCap: 2, opponents: "greedy" }],
  ["every option", everything],
];

/** The variants whose choice a count of visits settles (one tree, by visits, no halving or groups): they may stop early. */
const earlyStopVariants: ReadonlySet<string> = new Set(
  variants.filter(([, o]) => o.halving !== true && o.groups !== true && o.choice !== "value" && (o.trees ?? 1) === 1).map(([name]) => name),
);

/**
 * A trap for a one-ply opponent: player 0 plays "a" or "b"; after "a", player 1 replies "x" or
 * "y", then player 0 has one way to finish. "a" then "x" wins for player 0, "a" then "y" for
 * player 1; "b" is a draw. The heuristic misleads a one-ply player 1: before the finish it rates
 * "x" best for player 1 (and "y" worst).
 */
interface TrapState {
  readonly first: "a" | "b" | null;
  readonly reply: "x" | "y" | null;
  readonly finished: boolean;
}
interface TrapAction {
  readonly move: "a" | "b" | "x" | "y" | "finish";
}
const trapToMove = (s: TrapState): number | undefined =>
  s.first === null ? 0 : s.first === "b" || s.finished ? undefined : s.reply === null ? 1 : 0;
const trap: Ruleset<TrapState, TrapAction, Record<string, never>> = {
  id: "trap",
  version: 1,
  setup: () => ({ ok: true, value: { first: null, reply: null, finished: false } }),
  players: () => [0, 1],
  activePlayers: (s) => {
    const p = trapToMove(s);
    return p === undefined ? [] : [p];
  },
  pending: (s) => {
    const p = trapToMove(s);
    return p === undefined ? undefined : { kind: "move", players: [p], prompt: "Move." };
  },
  legalActions: (s, p) => {
    if (trapToMove(s) !== p) return [];
    if (s.first === null) return [{ move: "a" }, { move: "b" }];
    return s.reply === null ? [{ move: "x" }, { move: "y" }] : [{ move: "finish" }];
  },
  apply: (s, _p, a) => {
    const next: TrapState =
      a.move === "a" || a.move === "b" ? { first: a.move, reply: null, finished: false } : a.move === "finish" ? { ...s, finished: true } : { ...s, reply: a.move };
    return { ok: true, value: { state: next, events: [] } };
  },
  outcome: (s) => {
    if (s.first === "b") return { winners: [], losers: [], reason: "draw" };
    if (!s.finished) return undefined;
    return s.reply === "x" ? { winners: [0], losers: [1], reason: "x" } : { winners: [1], losers: [0], reason: "y" };
  },
  view: (s) => s,
};
/** Rates player 1's "x" at 0.9 for player 1 before the finish, and "y" at -0.9: wrong both times. */
const trapEvaluate = (s: TrapState, p: number): number => {
  if (s.reply === null || s.finished) return 0;
  const forOne = s.reply === "x" ? 0.9 : -0.9;
  return p === 1 ? forOne : -forOne;
};

describe("mctsBot search options", () => {
  it.each(variants)("with %s, runs exactly its iteration budget, however small", (_name, options) => {
    const s = charmStart(3);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    expect(charmDuel.legalActions(s, player).length).toBeGreaterThan(4);
    for (const iterations of [1, 3, 37]) {
      const bot = assertOk(mctsBot(charmDuel, { seed: 1, evaluate: charmEvaluate, iterations, earlyStop: false, ...options }));
      expect(assertOk(bot.search(s, player)).iterations).toBe(iterations);
    }
  });

  it.each(variants)("with %s and earlyStop (the default), plays what the whole budget plays, in at most that many iterations", (_name, options) => {
    let shorter = 0;
    for (const seed of [3, 4, 5, 6, 7, 8]) {
      const s = charmStart(seed);
      const player = charmDuel.activePlayers(s)[0] ?? 0;
      for (const iterations of [3, 37, 200]) {
        const whole = assertOk(assertOk(mctsBot(charmDuel, { seed: 1, evaluate: charmEvaluate, iterations, earlyStop: false, ...options })).search(s, player));
        const early = assertOk(assertOk(mctsBot(charmDuel, { seed: 1, evaluate: charmEvaluate, iterations, ...options })).search(s, player));
        expect(early.action).toEqual(whole.action);
        expect(early.iterations).toBeLessThanOrEqual(iterations);
        if (early.iterations < iterations) shorter++;
      }
    }
    // Whether a variant stops early at all depends on its choice rule (see earlyStopVariants).
    expect(shorter > 0).toBe(earlyStopVariants.has(_name));
  });

  it.each(variants)("with %s, decides the same for the same seed and question", (_name, options) => {
    const s = charmStart(4);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    const make = () => assertOk(mctsBot(charmDuel, { seed: 9, evaluate: charmEvaluate, iterations: 60, ...options }));
    expect(assertOk(make().search(s, player))).toEqual(assertOk(make().search(s, player)));
  });

  it("a pool of worlds determinizes each world once, however many iterations search it", () => {
    const { rules, counts } = counted(charmDuel);
    const s = charmStart(5);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: charmEvaluate, iterations: 120, worlds: 7 })).search(s, player));
    expect(counts.determinize).toBe(7);
    counts.determinize = 0;
    // The prior's worlds come from the pool too.
    assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: charmEvaluate, iterations: 120, worlds: 7, priorSamples: 4 })).search(s, player));
    expect(counts.determinize).toBe(7);
    counts.determinize = 0;
    // Without a pool, one world per iteration, and one per prior sample.
    assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: charmEvaluate, iterations: 120, worlds: 0, priorSamples: 4 })).search(s, player));
    expect(counts.determinize).toBe(124);
  });

  it("a pool searches a world again from the states it reached there: fewer applies than without one", () => {
    // Playouts are cut off (playoutCap 0) so that the count is of the tree's own applies.
    const s = charmStart(6);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    const applies = (worlds: number): number => {
      const { rules, counts } = counted(charmDuel);
      assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: charmEvaluate, iterations: 300, worlds, normalize: true, fpu: 0, playoutCap: 0, earlyStop: false })).search(s, player));
      return counts.apply;
    };
    expect(applies(4)).toBeLessThan(applies(0) * 0.8);
  });

  it("a one-ply prior decides even when the search has one iteration", () => {
    // The prior sees at once which digit is largest; without it one iteration tries one action.
    const s = assertOk(digits.setup({}));
    let best = 0;
    let plain = 0;
    for (let seed = 0; seed < 12; seed++) {
      const withPrior = assertOk(mctsBot(digits, { seed, iterations: 1, perfectInformation: true, evaluate: digitsEvaluate, priorSamples: 1, priorWeight: 50 }));
      const without = assertOk(mctsBot(digits, { seed, iterations: 1, perfectInformation: true, evaluate: digitsEvaluate }));
      if (assertOk(withPrior.choose(s, 0)).digit === 9) best++;
      if (assertOk(without.choose(s, 0)).digit === 9) plain++;
    }
    expect(best).toBe(12);
    expect(plain).toBeLessThan(6);
  });

  it("move groups choose what to do before how to pay: with groups the best digit is found on a budget that spreads thin over every way to pay", () => {
    const s = assertOk(digits.setup({}));
    const found = (groups: boolean): number => {
      let n = 0;
      for (let seed = 0; seed < 12; seed++) {
        const bot = assertOk(mctsBot(digits, { seed, iterations: 45, perfectInformation: true, evaluate: digitsEvaluate, groups, normalize: true, fpu: 0 }));
        if (assertOk(bot.choose(s, 0)).digit === 9) n++;
      }
      return n;
    };
    // 30 actions (10 digits, 3 ways to pay each) but 10 groups.
    expect(found(true)).toBeGreaterThanOrEqual(10);
    expect(found(false)).toBeLessThan(found(true));
  });

  it("card keys make copies of one card in hand one choice: they get the same visits", () => {
    // Seed 3 deals player 0 two copies of one charm.
    const s = charmStart(3);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    const hand = s.zones.zones[`p${player}/hand`]?.cards ?? [];
    const defs = hand.map((c) => s.cards[c]?.def);
    expect(new Set(defs).size).toBeLessThan(defs.length);
    const twin = hand.find((c, i) => defs.indexOf(s.cards[c]?.def) !== i) ?? "";
    const first = hand[defs.indexOf(s.cards[twin]?.def)] ?? "";
    const visitsOf = (cardKeys: boolean): [number, number] => {
      const r = assertOk(assertOk(mctsBot(charmDuel, { seed: 2, evaluate: charmEvaluate, iterations: 200, cardKeys })).search(s, player));
      const of = (card: string) => r.actions.find((a) => a.action.type === "set" && a.action.card === card)?.visits ?? -1;
      return [of(first), of(twin)];
    };
    const [a, b] = visitsOf(true);
    expect(a).toBeGreaterThan(0);
    expect(a).toBe(b);
    const [c, d] = visitsOf(false);
    expect(c + d).toBeGreaterThan(0);
    expect(c).not.toBe(d);
  });

  it("reuse keeps the tree for the same player's next decision when the step was certain and showed nothing", () => {
    const start = assertOk(digits.setup({}));
    const bot = assertOk(mctsBot(digits, { seed: 1, iterations: 50, perfectInformation: true, evaluate: digitsEvaluate, reuse: true }));
    const first = assertOk(bot.search(start, 0));
    const next = assertOk(digits.apply(start, 0, first.action)).state;
    const second = assertOk(bot.search(next, 0));
    expect(second.iterations).toBe(50);
    // The kept subtree's visits come on top of this decision's 50.
    expect(second.actions.reduce((n, a) => n + a.visits, 0)).toBeGreaterThan(50);
    // A fresh bot, or one asked about another position, starts from nothing.
    const fresh = assertOk(assertOk(mctsBot(digits, { seed: 1, iterations: 50, perfectInformation: true, evaluate: digitsEvaluate, reuse: true })).search(next, 0));
    expect(fresh.actions.reduce((n, a) => n + a.visits, 0)).toBe(50);
    const other = assertOk(digits.apply(start, 0, { digit: (first.action.digit + 1) % 10, payment: { coins: 0 } })).state;
    assertOk(bot.search(start, 0));
    expect(assertOk(bot.search(other, 0)).actions.reduce((n, a) => n + a.visits, 0)).toBe(50);
  });

  it("reuse starts afresh after a step that used randomness", () => {
    const start = assertOk(digits.setup({ noisy: true }));
    const bot = assertOk(mctsBot(digits, { seed: 1, iterations: 50, perfectInformation: true, evaluate: digitsEvaluate, reuse: true }));
    const first = assertOk(bot.search(start, 0));
    const next = assertOk(digits.apply(start, 0, first.action)).state;
    expect(assertOk(bot.search(next, 0)).actions.reduce((n, a) => n + a.visits, 0)).toBe(50);
  });

  it("sequential halving compares the bets on the same dice and mostly declines them all", () => {
    let none = 0;
    for (let seed = 0; seed < 20; seed++) {
      const bot = assertOk(mctsBot(bets, { seed, iterations: 60, halving: true }));
      if (assertOk(bot.choose(assertOk(bets.setup({ seed: seed + 1 })), 0)).bet === "none") none++;
    }
    // Each bet wins a third of the time; a broken halving would pick one two times in three.
    expect(none).toBeGreaterThanOrEqual(15);
  });

  it("greedy playouts value every legal action at each playout step", () => {
    const s = charmStart(5);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    const calls = (policy: "random" | "greedy"): number => {
      let n = 0;
      const counting = (st: CharmDuelState, p: number): number => {
        n++;
        return charmEvaluate(st, p);
      };
      assertOk(assertOk(mctsBot(charmDuel, { seed: 2, evaluate: counting, iterations: 40, playoutCap: 3, baseline: false, playoutPolicy: policy })).search(s, player));
      return n;
    };
    const random = calls("random");
    // Random playouts ask evaluate once per seat at the cut; greedy ones also value every legal
    // action of every playout step.
    expect(random).toBeLessThanOrEqual(2 * 40);
    expect(calls("greedy")).toBeGreaterThan(3 * random);
  });

  it("greedy playouts play each seat's best reply: one try per first digit finds the only digit that does not lose", () => {
    // Digits, perfect information: after player 0's first digit, greedy playouts pick 9 for
    // both players every time, so only a first 9 escapes a loss (a draw at 99 against 99).
    const s = assertOk(digits.setup({}));
    const first = (policy: "random" | "greedy", seed: number): number => {
      const bot = assertOk(mctsBot(digits, { seed, evaluate: digitsEvaluate, perfectInformation: true, iterations: 30, playoutCap: 3, playoutPolicy: policy, choice: "value", baseline: false }));
      return assertOk(bot.choose(s, 0)).digit;
    };
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(seeds.map((seed) => first("greedy", seed))).toEqual(seeds.map(() => 9));
    // One random playout per action is not enough to tell.
    expect(seeds.filter((seed) => first("random", seed) !== 9).length).toBeGreaterThan(0);
  });

  it("root pruning keeps the search and the choice to the one-ply best: every visit goes to a 9, even with one iteration", () => {
    // Digits: the three ways to pay a 9 are the three one-ply best actions.
    const s = assertOk(digits.setup({}));
    for (const iterations of [1, 40]) {
      for (let seed = 0; seed < 6; seed++) {
        const r = assertOk(assertOk(mctsBot(digits, { seed, iterations, perfectInformation: true, evaluate: digitsEvaluate, rootTop: 3 })).search(s, 0));
        expect(r.action.digit).toBe(9);
        const visited = r.actions.filter((a) => a.visits > 0);
        expect(visited.length).toBeGreaterThan(0);
        expect(visited.every((a) => a.action.digit === 9)).toBe(true);
      }
    }
    // With move groups the first choices are the digits: rootTop 2 keeps the 9 and the 8.
    const grouped = assertOk(assertOk(mctsBot(digits, { seed: 1, iterations: 60, perfectInformation: true, evaluate: digitsEvaluate, rootTop: 2, groups: true })).search(s, 0));
    expect(new Set(grouped.actions.filter((a) => a.visits > 0).map((a) => a.action.digit))).toEqual(new Set([8, 9]));
  });

  it("rootTop with priorSamples, and a prior seeding several trees, rate the root actions one ply ahead once: as many applies and evaluates as the prior alone", () => {
    // Digits, perfect information, one iteration without a playout: nearly every call is the
    // one-ply pass (4 worlds x 30 root actions), so a second pass would double the counts.
    const s = assertOk(digits.setup({}));
    const calls = (options: MctsBotOptions<typeof s>): { apply: number; evaluate: number } => {
      const { rules, counts } = counted(digits);
      let evaluate = 0;
      const counting = (st: typeof s, p: number): number => {
        evaluate++;
        return digitsEvaluate(st, p);
      };
      assertOk(assertOk(mctsBot(rules, { seed: 1, iterations: 1, playoutCap: 0, perfectInformation: true, evaluate: counting, priorSamples: 4, ...options })).search(s, 0));
      return { apply: counts.apply, evaluate };
    };
    const prior = calls({});
    // The pass, then the one iteration: down a seeded root node and one expansion below it.
    expect(prior.apply).toBe(4 * 30 + 2);
    expect(calls({ rootTop: 3 })).toEqual(prior);
    expect(calls({ trees: 3 })).toEqual(prior);
    expect(calls({ rootTop: 3, trees: 3 })).toEqual(prior);
  });

  it("root pruning is off by default: the search spreads over every action, as with rootTop 0", () => {
    const s = assertOk(digits.setup({}));
    const report = (options: MctsBotOptions<typeof s>) => assertOk(assertOk(mctsBot(digits, { seed: 3, iterations: 60, perfectInformation: true, evaluate: digitsEvaluate, ...options })).search(s, 0));
    const plain = report({});
    expect(plain).toEqual(report({ rootTop: 0 }));
    expect(new Set(plain.actions.filter((a) => a.visits > 0).map((a) => a.action.digit)).size).toBeGreaterThan(3);
    // Epsilon-greedy playouts too: epsilon 0 is plain greedy playouts.
    expect(report({ playoutPolicy: "greedy", playoutCap: 2 })).toEqual(report({ playoutPolicy: "greedy", playoutCap: 2, playoutEpsilon: 0 }));
  });

  it("epsilon-greedy playouts: at epsilon 1 every playout action is random, so evaluate is asked only at the cut", () => {
    const s = charmStart(5);
    const player = charmDuel.activePlayers(s)[0] ?? 0;
    const calls = (playoutEpsilon: number): number => {
      let n = 0;
      const counting = (st: CharmDuelState, p: number): number => {
        n++;
        return charmEvaluate(st, p);
      };
      assertOk(assertOk(mctsBot(charmDuel, { seed: 2, evaluate: counting, iterations: 40, playoutCap: 3, baseline: false, playoutPolicy: "greedy", playoutEpsilon })).search(s, player));
      return n;
    };
    expect(calls(1)).toBeLessThanOrEqual(2 * 40);
    const half = calls(0.5);
    expect(half).toBeGreaterThan(calls(1));
    expect(half).toBeLessThan(calls(0));
  });

  it('with opponents "greedy", the other seats reply one-ply greedily in the tree instead of being searched', () => {
    const s = assertOk(trap.setup({}));
    const choose = (opponents: "search" | "greedy") =>
      assertOk(assertOk(mctsBot(trap, { seed: 4, iterations: 200, perfectInformation: true, evaluate: trapEvaluate, playoutCap: 2, opponents })).search(s, 0));
    // Searched, player 1 answers "a" with "y", so "b" (a draw) is player 0's best.
    expect(choose("search").action).toEqual({ move: "b" });
    // Modelled as greedy, player 1 falls for "x" after "a": every iteration through "a" wins.
    const greedy = choose("greedy");
    expect(greedy.action).toEqual({ move: "a" });
    expect(greedy.actions.find((a) => a.action.move === "a")?.reward).toBe(1);
    // The default is to search every seat.
    const plain = assertOk(assertOk(mctsBot(trap, { seed: 4, iterations: 200, perfectInformation: true, evaluate: trapEvaluate, playoutCap: 2 })).search(s, 0));
    expect(plain).toEqual(choose("search"));
  });

  it("with an evaluate, the defaults are the tuned set (iterations 400, worlds 16, normalize, baseline, playoutCap 4), not the ones without", () => {
    const search = (options: MctsBotOptions<CharmDuelState>) =>
      [1, 2, 3].map((seed) => assertOk(assertOk(mctsBot(charmDuel, { seed: 3, evaluate: charmEvaluate, ...options })).search(charmStart(seed), 0)).actions.map((a) => a.visits));
    const byDefault = search({});
    expect(byDefault).toEqual(search({ iterations: 400, worlds: 16, normalize: true, baseline: true, playoutCap: 4 }));
    expect(byDefault).not.toEqual(search({ iterations: 200, worlds: 0, normalize: false, baseline: false, playoutCap: 0 }));
  });

  it("the TSDoc of each option whose default depends on evaluate states both defaults, as the code sets them", () => {
    const source = readFileSync(new URL("../src/mcts-bot.ts", import.meta.url), "utf8");
    const constant = (name: string): string => {
      const m = new RegExp(`const ${name} = (\\d+);`).exec(source);
      if (m?.[1] === undefined) throw new Error(`no ${name}`);
      return m[1];
    };
    const doc = (option: string): string => {
      const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*readonly ${option}\\?:`).exec(source);
      if (m?.[1] === undefined) throw new Error(`no TSDoc for ${option}`);
      return m[1].replace(/\s*\*\s*/g, " ");
    };
    expect(doc("iterations")).toContain(`Default ${constant("TUNED_ITERATIONS")} with an \`evaluate\` in the open-loop search (without \`perfectInformation\`), ${constant("DEFAULT_ITERATIONS")} otherwise`);
    expect(doc("worlds")).toContain(`Default ${constant("TUNED_WORLDS")} with an \`evaluate\` in the open-loop search (without \`perfectInformation\`), 0 otherwise`);
    expect(doc("playoutCap")).toContain(`The default is ${constant("TUNED_PLAYOUT")} when \`evaluate\` is given to the open-loop search without \`perfectInformation\``);
    for (const option of ["normalize", "baseline"]) {
      expect(doc(option)).toContain("Default true with an `evaluate` in the open-loop search (without `perfectInformation`), false otherwise");
      expect(doc(option)).not.toContain("(default false)");
    }
    // The time budget's clock: read every TIME_CHECK_EVERY iterations, so at least that many run.
    expect(doc("timeMs")).toContain(`once every ${constant("TIME_CHECK_EVERY")} iterations: at least ${constant("TIME_CHECK_EVERY")} iterations run`);
  });

  it("checks every search option and lists each bad one", () => {
    const bad = {
      priorSamples: -1,
      priorWeight: "x",
      groups: 1,
      cardKeys: "yes",
      worlds: 1.5,
      normalize: null,
      fpu: "no",
      halving: 0,
      reuse: "true",
      minimax: 2,
      baseline: [],
      choice: "mean",
      playoutPolicy: "smart",
      rootTop: 1.5,
      playoutEpsilon: 2,
      opponents: "minimax",
    } as unknown as MctsBotOptions<CharmDuelState>;
    const e = assertErr(mctsBot(charmDuel, bad));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    for (const key of Object.keys(bad)) expect(e.message).toContain(key);
    expect((e.details as { problems: unknown[] }).problems).toHaveLength(Object.keys(bad).length);
    // fpu takes false for off, and numbers.
    expect(assertOk(mctsBot(charmDuel, { fpu: false })).name).toBe("mcts");
    expect(assertOk(mctsBot(charmDuel, { fpu: -0.2 })).name).toBe("mcts");
  });

  it("keeps every chosen action legal through whole matches with every option on", () => {
    const rules: Ruleset<CharmDuelState, CharmDuelAction> = charmDuel;
    for (let seed = 0; seed < 3; seed++) {
      let s = charmStart(100 + seed);
      const bots = [0, 1].map((p) => assertOk(mctsBot(rules, { seed: seed * 2 + p, evaluate: charmEvaluate, iterations: 30, ...everything })));
      for (let step = 0; step < 400 && rules.outcome(s) === undefined; step++) {
        const p = rules.activePlayers(s)[0] ?? 0;
        const bot = bots[p];
        if (bot === undefined) throw new Error(`no bot for seat ${p}`);
        s = assertOk(rules.apply(s, p, assertOk(bot.choose(s, p)))).state;
      }
      expect(rules.outcome(s)).toBeDefined();
    }
  });
});
