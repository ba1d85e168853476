import { describe, expect, it, vi } from "vitest";
import { CoreErrorCode, type Ruleset } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { BotErrorCode, mctsBot } from "../src/index.js";
import { bets, counted, duelEvaluate, duelPosition, nim } from "./helpers.js";

const turn = duelPosition({ seed: 3 }, 3, 3);
const turnPlayer = diceDuel.activePlayers(turn)[0] ?? 0;

function noBets(resample: boolean): number {
  let count = 0;
  for (let seed = 0; seed < 20; seed++) {
    const bot = assertOk(mctsBot(bets, { seed, resample }));
    if (assertOk(bot.choose(assertOk(bets.setup({ seed: seed + 1 })), 0)).bet === "none") count++;
  }
  return count;
}

describe("mctsBot", () => {
  it("without resample, runs exactly its iteration budget, searching each determinization once", () => {
    const { rules, counts } = counted(diceDuel);
    const bot = assertOk(mctsBot(rules, { seed: 1, iterations: 137, trees: 5, playoutCap: 4, resample: false }));
    const search = assertOk(bot.search(turn, turnPlayer));
    expect(search.iterations).toBe(137);
    expect(search.determinizations).toBe(5);
    expect(counts.determinize).toBe(5);
    // One expansion plus at most playoutCap playout actions per iteration (seeded dice: no rolls to settle).
    expect(counts.apply).toBeLessThanOrEqual(137 * (1 + 4));
    expect(search.actions.reduce((n, a) => n + a.visits, 0)).toBe(137);
    expect(search.actions.reduce((n, a) => n + a.votes, 0)).toBe(5);
    expect(search.elapsedMs).toBeNull();
  });

  it("without resample and with playoutCap 0, applies one action per iteration and values the cut-off with evaluate", () => {
    const { rules, counts } = counted(diceDuel);
    const bot = assertOk(mctsBot(rules, { seed: 1, iterations: 50, trees: 2, playoutCap: 0, evaluate: duelEvaluate, resample: false }));
    assertOk(bot.search(turn, turnPlayer));
    expect(counts.apply).toBeLessThanOrEqual(50);
  });

  it("by default has a budget of 200 iterations per decision (all of them run without earlyStop)", () => {
    const bot = assertOk(mctsBot(diceDuel, { seed: 1, earlyStop: false }));
    expect(assertOk(bot.search(turn, turnPlayer)).iterations).toBe(200);
  });

  it("by default values each new leaf with evaluate after a short random playout, when given one", () => {
    let calls = 0;
    const counting = (s: DuelState, p: number): number => {
      calls++;
      return duelEvaluate(s, p);
    };
    assertOk(assertOk(mctsBot(diceDuel, { seed: 1, evaluate: counting, earlyStop: false })).search(turn, turnPlayer));
    // Every iteration whose playout (4 random actions past the new leaf by default) does not
    // end the match asks evaluate once per seat (400 iterations by default with an evaluate;
    // in this short duel many playouts end it), and the baseline values each of the 16 pooled
    // worlds once per seat.
    expect(calls).toBeGreaterThan(2 * 200);
    expect(calls).toBeLessThanOrEqual(2 * (400 + 16));
    calls = 0;
    // With playoutCap 0 each new leaf is valued at once: no random action after the expansion.
    const { rules, counts } = counted(diceDuel);
    assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: counting, playoutCap: 0, baseline: false, earlyStop: false })).search(turn, turnPlayer));
    const atOnce = counts.apply;
    const { rules: r4, counts: c4 } = counted(diceDuel);
    assertOk(assertOk(mctsBot(r4, { seed: 1, evaluate: counting, baseline: false, earlyStop: false })).search(turn, turnPlayer));
    expect(c4.apply).toBeGreaterThan(atOnce + 400);
    calls = 0;
    // With long playouts, evaluate only values a playout cut before the match ends: rarely
    // (without the baseline, which values each pooled world once per seat).
    assertOk(assertOk(mctsBot(diceDuel, { seed: 1, evaluate: counting, playoutCap: 200, baseline: false })).search(turn, turnPlayer));
    expect(calls).toBeLessThan(20);
  });

  it("with an evaluate, defaults to the measured best set: 400 iterations over a pool of 16 sampled worlds, 4-action playouts", () => {
    const { rules, counts } = counted(diceDuel);
    const search = assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: duelEvaluate, earlyStop: false })).search(turn, turnPlayer));
    expect(search.iterations).toBe(400);
    expect(counts.determinize).toBe(16);
    // Each default can still be set by hand: the old open-loop search, a fresh world per iteration.
    const { rules: plain, counts: plainCounts } = counted(diceDuel);
    const old = assertOk(assertOk(mctsBot(plain, { seed: 1, evaluate: duelEvaluate, iterations: 200, worlds: 0, normalize: false, baseline: false, playoutCap: 0, earlyStop: false })).search(turn, turnPlayer));
    expect(old.iterations).toBe(200);
    expect(plainCounts.determinize).toBe(200);
  });

  it("by default searches open-loop: one determinization per iteration, one tree", () => {
    const { rules, counts } = counted(diceDuel);
    const search = assertOk(assertOk(mctsBot(rules, { seed: 1, earlyStop: false })).search(turn, turnPlayer));
    expect(counts.determinize).toBe(200);
    expect(search.determinizations).toBe(200);
    expect(search.trees).toBe(1);
    expect(search.actions.reduce((n, a) => n + a.votes, 0)).toBe(1);
  });

  it("reports as determinizations the worlds it sampled: its determinize calls", () => {
    const cases: readonly (readonly [Parameters<typeof mctsBot<DuelState, DuelAction>>[1], number, number])[] = [
      // [options, worlds, trees]
      [{ seed: 1, evaluate: duelEvaluate }, 16, 1],
      [{ seed: 1, iterations: 10, evaluate: duelEvaluate }, 10, 1],
      [{ seed: 1, iterations: 50, worlds: 0 }, 50, 1],
      [{ seed: 1, iterations: 50, worlds: 0, priorSamples: 4, evaluate: duelEvaluate }, 54, 1],
      [{ seed: 1, iterations: 50, rootTop: 2, evaluate: duelEvaluate }, 16, 1],
      [{ seed: 1, iterations: 60, trees: 3 }, 60, 3],
      [{ seed: 1, iterations: 60, trees: 3, resample: false }, 3, 3],
    ];
    for (const [options, worlds, trees] of cases) {
      const { rules, counts } = counted(diceDuel);
      const search = assertOk(assertOk(mctsBot(rules, { ...options, earlyStop: false })).search(turn, turnPlayer));
      expect(counts.determinize).toBe(worlds);
      expect([search.determinizations, search.trees]).toEqual([worlds, trees]);
      expect(search.actions.reduce((n, a) => n + a.votes, 0)).toBe(trees);
    }
    // Perfect information searches the real state: one world, whatever the trees.
    for (const resample of [true, false]) {
      const search = assertOk(assertOk(mctsBot(nim, { seed: 1, iterations: 40, trees: 2, perfectInformation: true, resample })).search(assertOk(nim.setup({ pile: 7 })), 0));
      expect([search.determinizations, search.trees]).toEqual([1, 2]);
    }
  });

  it("counts an evaluation that is not a number (undefined, null, a string) as 0, as NaN, never as NaN rewards", () => {
    const run = (evaluate: unknown) => assertOk(assertOk(mctsBot(diceDuel, { seed: 1, iterations: 60, playoutCap: 0, evaluate: evaluate as () => number })).search(turn, turnPlayer));
    const zero = run(() => 0);
    for (const odd of [undefined, null, "0.5", "x", {}, Number.NaN]) {
      const search = run(() => odd);
      expect(search.actions.every((a) => Number.isFinite(a.reward))).toBe(true);
      expect(search).toEqual(zero);
    }
  });

  it("stops at a time budget, after at least one iteration", () => {
    const bot = assertOk(mctsBot(diceDuel, { seed: 1, timeMs: 40 }));
    const search = assertOk(bot.search(turn, turnPlayer));
    expect(search.iterations).toBeGreaterThan(0);
    expect(search.elapsedMs).toBeGreaterThanOrEqual(40);
    expect(search.elapsedMs).toBeLessThan(40 + 400);
  });

  it("a time budget bounds the root's one-ply prior and the per-world trees' sampling too (a fake clock: each evaluate or determinize call takes a millisecond)", () => {
    let now = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    try {
      const slow = (s: DuelState, p: number): number => {
        now++;
        return duelEvaluate(s, p);
      };
      for (const options of [{ priorSamples: 2000 }, { rootTop: 1, priorSamples: 2000 }, { rootTop: 2 }, { priorSamples: 2000, worlds: 0 }]) {
        now = 0;
        const search = assertOk(assertOk(mctsBot(diceDuel, { seed: 1, evaluate: slow, timeMs: 30, earlyStop: false, ...options })).search(turn, turnPlayer));
        // Before, the prior's 2000 worlds ran whatever the budget: thousands of milliseconds.
        expect(search.elapsedMs).toBeLessThan(100);
        // The clock is read every 8 iterations: at least 8 run.
        expect(search.iterations).toBeGreaterThanOrEqual(8);
      }
      const slowWorlds: Ruleset<DuelState, DuelAction> = {
        ...diceDuel,
        determinize(s, p, rng) {
          now++;
          return diceDuel.determinize ? diceDuel.determinize(s, p, rng) : s;
        },
      };
      now = 0;
      const perWorld = assertOk(assertOk(mctsBot(slowWorlds, { seed: 1, timeMs: 30, resample: false, trees: 1000 })).search(turn, turnPlayer));
      expect(perWorld.elapsedMs).toBeLessThan(100);
      expect(perWorld.trees).toBeLessThan(100);
      expect(perWorld.determinizations).toBe(perWorld.trees);
      // Without a time budget the clock is never read, and the prior runs in full: reproducible.
      clock.mockClear();
      const { rules, counts } = counted(diceDuel);
      const untimed = assertOk(assertOk(mctsBot(rules, { seed: 1, evaluate: duelEvaluate, iterations: 20, worlds: 0, priorSamples: 300, earlyStop: false })).search(turn, turnPlayer));
      expect(clock).not.toHaveBeenCalled();
      expect(counts.determinize).toBe(320);
      expect(untimed.determinizations).toBe(320);
    } finally {
      clock.mockRestore();
    }
  });

  it("with a time budget and an iteration budget, stops at whichever comes first", () => {
    const bot = assertOk(mctsBot(diceDuel, { seed: 1, timeMs: 60_000, iterations: 25, earlyStop: false }));
    expect(assertOk(bot.search(turn, turnPlayer)).iterations).toBe(25);
  });

  it("returns the only legal action without searching", () => {
    const { rules, counts } = counted(nim);
    const bot = assertOk(mctsBot(rules, { seed: 1, perfectInformation: true }));
    const s = assertOk(nim.setup({ pile: 1 }));
    const search = assertOk(bot.search(s, 0));
    expect(search.action).toEqual({ take: 1 });
    expect(search.iterations).toBe(0);
    expect(counts.apply).toBe(0);
  });

  it("rolls fair virtual dice for a physical roll instead of searching", () => {
    const { rules, counts } = counted(diceDuel);
    const start = duelPosition({ seed: 8, dice: "external" }, 2, 1);
    const paused = assertOk(diceDuel.apply(start, 0, { type: "strike" })).state;
    expect(diceDuel.pending(paused)?.kind).toBe("chance");
    const bot = assertOk(mctsBot(rules, { seed: 1 }));
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const search = assertOk(bot.search(paused, 0));
      expect(search.iterations).toBe(0);
      seen.add(JSON.stringify(search.action));
    }
    expect(seen.size).toBe(36);
    expect(counts.apply + counts.determinize).toBe(0);
  });

  it.each([false, true])("finds the winning move of Nim, leaving a multiple of 4 (resample: %s)", (resample) => {
    const bot = assertOk(mctsBot(nim, { seed: 3, iterations: 3000, trees: 1, perfectInformation: true, resample }));
    for (const [pile, take] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [9, 1],
    ] as const) {
      expect(assertOk(bot.choose(assertOk(nim.setup({ pile })), 0))).toEqual({ take });
    }
  });

  it("plays the dice duel sensibly: a charm before striking", () => {
    const bot = assertOk(mctsBot(diceDuel, { seed: 2, iterations: 2000 }));
    const s = duelPosition({ seed: 11 }, 2, 2);
    expect(s.phase).toBe("play");
    expect(assertOk(bot.choose(s, s.active)).type).toBe("play");
  });

  it("with resample, determinizes afresh for every iteration and still runs exactly its budget", () => {
    const { rules, counts } = counted(diceDuel);
    const bot = assertOk(mctsBot(rules, { seed: 1, iterations: 90, trees: 3, resample: true, worlds: 0, evaluate: duelEvaluate }));
    const search = assertOk(bot.search(turn, turnPlayer));
    expect(search.iterations).toBe(90);
    expect(counts.determinize).toBe(90);
    expect(search.actions.reduce((n, a) => n + a.visits, 0)).toBe(90);
    expect(search.actions.reduce((n, a) => n + a.votes, 0)).toBe(3);
  });

  it("by default averages over the dice instead of trusting one world's roll", () => {
    // Open loop: a fresh die every iteration, so each bet is worth a third and no bet wins.
    expect(noBets(true)).toBeGreaterThanOrEqual(18);
    // Per-world trees each know their die, so their votes scatter over the bets.
    expect(noBets(false)).toBeLessThanOrEqual(10);
  });

  it("checks the resample option", () => {
    const bad = { resample: "yes" } as unknown as Parameters<typeof mctsBot<DuelState, DuelAction>>[1];
    expect(assertErr(mctsBot(diceDuel, bad)).message).toContain("resample is true or false");
  });

  it("refuses a ruleset without determinize unless perfectInformation is set", () => {
    expect(assertErr(mctsBot(nim)).code).toBe(BotErrorCode.NoDeterminize);
    expect(assertOk(mctsBot(nim, { perfectInformation: true })).name).toBe("mcts");
  });

  it("lists every bad option at once", () => {
    const e = assertErr(mctsBot(diceDuel, { iterations: 0, exploration: -1, trees: 1.5, evaluate: 3, colour: "red" } as unknown as Parameters<typeof mctsBot<DuelState, DuelAction>>[1]));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.details).toEqual({ problems: expect.any(Array) as unknown });
    expect(e.message).toContain("iterations");
    expect(e.message).toContain("exploration");
    expect(e.message).toContain("determinizations");
    expect(e.message).toContain("evaluate");
    expect(e.message).toContain('"colour"');
    expect(assertErr(mctsBot(diceDuel, { seed: Number.NaN })).code).toBe(BotErrorCode.BadOptions);
    expect(assertErr(mctsBot(diceDuel, { timeMs: 0 })).code).toBe(BotErrorCode.BadOptions);
    expect(assertErr(mctsBot(diceDuel, null as unknown as undefined)).code).toBe(BotErrorCode.BadOptions);
  });

  it("takes the number of trees as trees, and still as determinizations, its deprecated old name, with the same meaning", () => {
    const search = (options: Parameters<typeof mctsBot<DuelState, DuelAction>>[1]) => assertOk(assertOk(mctsBot(diceDuel, { seed: 1, iterations: 40, ...options })).search(turn, turnPlayer));
    for (const resample of [true, false]) {
      const byNew = search({ trees: 3, resample });
      expect(byNew.trees).toBe(3);
      // The old name gives the very same search, and so do both names with one value.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated name is what is checked
      expect(search({ determinizations: 3, resample })).toEqual(byNew);
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated name is what is checked
      expect(search({ trees: 3, determinizations: 3, resample })).toEqual(byNew);
    }
  });

  it("refuses trees and determinizations given with different values, saying so in a sentence", () => {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated name is what is checked
    const e = assertErr(mctsBot(diceDuel, { trees: 2, determinizations: 5 }));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.message).toBe("Bad MCTS bot options: trees and its deprecated old name determinizations are both given, with different values (2 and 5): give trees alone.");
    // A bad value is said as such, not as a difference.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated name is what is checked
    expect(assertErr(mctsBot(diceDuel, { trees: 0, determinizations: 5 })).details).toEqual({ problems: ["trees is a whole number from 1 to 1000"] });
  });

  it("with reuse, refuses a ruleset without view when the bot is made, not at its second decision", () => {
    const viewless = { ...diceDuel, view: undefined } as unknown as Ruleset<DuelState, DuelAction>;
    const e = assertErr(mctsBot(viewless, { seed: 1, iterations: 20, reuse: true }));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.message).toBe("The MCTS bot's reuse option needs the dice-duel ruleset's view, to tell that a position is the one its kept tree leads to; this ruleset has none (leave reuse off).");
    // Without reuse (or with per-world trees, which never keep one) the view is not needed.
    expect(assertOk(mctsBot(viewless, { seed: 1, iterations: 20 })).name).toBe("mcts");
    expect(assertOk(mctsBot(viewless, { seed: 1, iterations: 20, reuse: true, resample: false })).name).toBe("mcts");
  });

  it("answers bots/no-action for a player who cannot act, and never throws for a broken ruleset", () => {
    const bot = assertOk(mctsBot(diceDuel, { seed: 1, iterations: 20 }));
    expect(assertErr(bot.choose(turn, 7)).code).toBe(BotErrorCode.NoAction);
    const throwing: Ruleset<DuelState, DuelAction> = {
      ...diceDuel,
      apply: () => {
        throw new Error("boom");
      },
    };
    const e = assertErr(assertOk(mctsBot(throwing, { seed: 1, iterations: 20 })).choose(turn, turnPlayer));
    expect(e.code).toBe(CoreErrorCode.Internal);
    expect(e.message).toContain("boom");
    const refusing: Ruleset<DuelState, DuelAction> = { ...diceDuel, apply: (s, p, a) => diceDuel.apply(s, p === 0 ? 1 : 0, a) };
    expect(assertErr(assertOk(mctsBot(refusing, { seed: 1, iterations: 20 })).choose(turn, turnPlayer)).message).toContain("refused an action it listed as legal");
  });
});
