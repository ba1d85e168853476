import { describe, expect, it } from "vitest";
import { CoreErrorCode, type Ruleset } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { BotErrorCode, greedyBot } from "../src/index.js";
import { counted, duelEvaluate, duelPosition, nim } from "./helpers.js";

const turn = duelPosition({ seed: 3 }, 3, 3);
const turnPlayer = diceDuel.activePlayers(turn)[0] ?? 0;

describe("greedyBot", () => {
  it("tries each legal action on `samples` determinized states: its whole budget", () => {
    const { rules, counts } = counted(diceDuel);
    const bot = assertOk(greedyBot(rules, { seed: 1, samples: 5, evaluate: duelEvaluate }));
    const legal = diceDuel.legalActions(turn, turnPlayer);
    const rating = assertOk(bot.rate(turn, turnPlayer));
    expect(counts.determinize).toBe(5);
    expect(counts.apply).toBe(5 * legal.length);
    expect(rating.samples).toBe(5);
    expect(rating.values.map((v) => v.action)).toEqual(legal);
    for (const v of rating.values) {
      expect(v.value).toBeGreaterThanOrEqual(-1);
      expect(v.value).toBeLessThanOrEqual(1);
    }
  });

  it("takes the action with the best mean value: with an HP evaluation it strikes", () => {
    const bot = assertOk(greedyBot(diceDuel, { seed: 1, samples: 8, evaluate: duelEvaluate }));
    const rating = assertOk(bot.rate(turn, turnPlayer));
    const best = Math.max(...rating.values.map((v) => v.value));
    expect(rating.action).toEqual({ type: "strike" });
    expect(rating.values.find((v) => v.action.type === "strike")?.value).toBe(best);
  });

  it("clamps evaluations to [-1, 1] and counts NaN as 0", () => {
    const big = assertOk(greedyBot(diceDuel, { seed: 1, evaluate: () => 50 }));
    expect(assertOk(big.rate(turn, turnPlayer)).values.every((v) => v.value === 1)).toBe(true);
    const nan = assertOk(greedyBot(diceDuel, { seed: 1, evaluate: () => Number.NaN }));
    expect(assertOk(nan.rate(turn, turnPlayer)).values.every((v) => v.value === 0)).toBe(true);
  });

  it("counts an evaluation that is not a number (undefined, null, a string) as 0, as NaN", () => {
    const zero = assertOk(assertOk(greedyBot(diceDuel, { seed: 1, evaluate: () => 0 })).rate(turn, turnPlayer));
    for (const odd of [undefined, null, "0.5", "x", 1n, {}]) {
      const bot = assertOk(greedyBot(diceDuel, { seed: 1, evaluate: (() => odd) as unknown as () => number }));
      const rating = assertOk(bot.rate(turn, turnPlayer));
      expect(rating.values.every((v) => v.value === 0)).toBe(true);
      expect(rating).toEqual(zero);
    }
  });

  it("without evaluate, takes an immediate win (Nim, perfect information)", () => {
    const bot = assertOk(greedyBot(nim, { seed: 1, perfectInformation: true }));
    expect(assertOk(bot.choose(assertOk(nim.setup({ pile: 3 })), 0))).toEqual({ take: 3 });
    expect(assertOk(bot.choose(assertOk(nim.setup({ pile: 2 })), 0))).toEqual({ take: 2 });
  });

  it("breaks ties at random but reproducibly", () => {
    const picks = (seed: number): string[] => {
      const bot = assertOk(greedyBot(nim, { seed, perfectInformation: true }));
      const s = assertOk(nim.setup({ pile: 10 }));
      return Array.from({ length: 30 }, () => JSON.stringify(assertOk(bot.choose(s, 0))));
    };
    expect(new Set(picks(4)).size).toBe(3);
    expect(picks(4)).toEqual(picks(4));
  });

  it("returns the only legal action, and rolls a physical roll, without looking ahead", () => {
    const { rules, counts } = counted(nim);
    const one = assertOk(greedyBot(rules, { seed: 1, perfectInformation: true }));
    expect(assertOk(one.rate(assertOk(nim.setup({ pile: 1 })), 0))).toEqual({ action: { take: 1 }, values: [], samples: 0 });
    expect(counts.apply).toBe(0);
    const start = duelPosition({ seed: 8, dice: "external" }, 2, 1);
    const paused = assertOk(diceDuel.apply(start, 0, { type: "strike" })).state;
    const rolled = assertOk(assertOk(greedyBot(diceDuel, { seed: 1 })).choose(paused, 0));
    expect(rolled.type).toBe("faces");
  });

  it("settles physical rolls after an action before evaluating (external dice)", () => {
    const s = duelPosition({ seed: 3, dice: "external" }, 3, 3);
    const p = diceDuel.activePlayers(s)[0] ?? 0;
    const rating = assertOk(assertOk(greedyBot(diceDuel, { seed: 1, samples: 12, evaluate: duelEvaluate })).rate(s, p));
    expect(rating.values.find((v) => v.action.type === "strike")?.value).toBeGreaterThan(0);
    expect(rating.action).toEqual({ type: "strike" });
  });

  it("errors: no determinize, bad options, no legal action, a broken ruleset", () => {
    expect(assertErr(greedyBot(nim)).code).toBe(BotErrorCode.NoDeterminize);
    const bad = assertErr(greedyBot(diceDuel, { samples: 0, perfectInformation: "yes", name: "" } as unknown as undefined));
    expect(bad.code).toBe(BotErrorCode.BadOptions);
    expect(bad.details).toEqual({ problems: ["name is a non-empty string", "samples is a whole number from 1 to 10000", "perfectInformation is true or false"] });
    const bot = assertOk(greedyBot(diceDuel, { seed: 1 }));
    expect(assertErr(bot.choose(turn, turnPlayer === 0 ? 1 : 0)).code).toBe(BotErrorCode.NoAction);
    const throwing: Ruleset<DuelState, DuelAction> = {
      ...diceDuel,
      legalActions: () => {
        throw new Error("boom");
      },
    };
    expect(assertErr(assertOk(greedyBot(throwing, { seed: 1 })).choose(turn, turnPlayer)).code).toBe(CoreErrorCode.Internal);
  });
});
