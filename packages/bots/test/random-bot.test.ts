import { describe, expect, it } from "vitest";
import { CoreErrorCode, type Ruleset } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { BotErrorCode, randomBot } from "../src/index.js";
import { duelPosition } from "./helpers.js";

const turn = duelPosition({ seed: 3 }, 3, 3);
const turnPlayer = diceDuel.activePlayers(turn)[0] ?? 0;

describe("randomBot", () => {
  it("picks every legal action about equally often", () => {
    const bot = assertOk(randomBot(diceDuel, { seed: 9 }));
    const legal = diceDuel.legalActions(turn, turnPlayer).map((a) => JSON.stringify(a));
    const counts = new Map<string, number>();
    const n = 3000;
    for (let i = 0; i < n; i++) {
      const a = JSON.stringify(assertOk(bot.choose(turn, turnPlayer)));
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...legal].sort());
    for (const c of counts.values()) expect(Math.abs(c - n / legal.length)).toBeLessThan(n / legal.length / 4);
  });

  it("is named, seeded and reproducible", () => {
    const a = assertOk(randomBot(diceDuel, { seed: "x", name: "monkey" }));
    const b = assertOk(randomBot(diceDuel, { seed: "x" }));
    expect(a.name).toBe("monkey");
    expect(b.name).toBe("random");
    const seq = (bot: typeof a) => Array.from({ length: 20 }, () => assertOk(bot.choose(turn, turnPlayer)));
    expect(seq(a)).toEqual(seq(b));
  });

  it("errors: bad options, no legal action, a throwing ruleset", () => {
    expect(assertErr(randomBot(diceDuel, { seed: Number.POSITIVE_INFINITY })).code).toBe(BotErrorCode.BadOptions);
    expect(assertErr(randomBot(diceDuel, { iterations: 3 } as unknown as undefined)).message).toContain('unknown option "iterations"');
    const bot = assertOk(randomBot(diceDuel));
    expect(assertErr(bot.choose(turn, -1)).code).toBe(BotErrorCode.NoAction);
    const throwing: Ruleset<DuelState, DuelAction> = {
      ...diceDuel,
      legalActions: () => {
        throw new Error("boom");
      },
    };
    expect(assertErr(assertOk(randomBot(throwing)).choose(turn, 0)).code).toBe(CoreErrorCode.Internal);
  });
});
