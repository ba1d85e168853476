/** gameBotOptions: the one place a game's starting bot options and the user's are put together. */
import { describe, expect, it } from "vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel } from "@rulesmith/core/examples";
import * as wardom from "@rulesmith/wardom";
import { BotErrorCode, gameBotOptions, mctsBot } from "../src/index.js";
import { duelPosition } from "./helpers.js";

describe("gameBotOptions", () => {
  const game = { botOptions: { mcts: { playoutPolicy: "greedy", iterations: 5, exploration: 0.3, seed: 9 }, greedy: { samples: 3 } } };

  it("gives the game's starting options with the user's over them (never the game's seed)", () => {
    expect(assertOk(gameBotOptions(game, "mcts", { exploration: 1 }))).toEqual({ playoutPolicy: "greedy", iterations: 5, exploration: 1 });
    expect(assertOk(gameBotOptions(game, "mcts"))).toEqual({ playoutPolicy: "greedy", iterations: 5, exploration: 0.3 });
    expect(assertOk(gameBotOptions(game, "greedy", { samples: 8 }))).toEqual({ samples: 8 });
    expect(assertOk(gameBotOptions(game, "random", { name: "r" }))).toEqual({ name: "r" });
    expect(assertOk(gameBotOptions({}, "mcts", { iterations: 7 }))).toEqual({ iterations: 7 });
    expect(assertOk(gameBotOptions(null as never, "mcts"))).toEqual({});
  });

  it("takes the MCTS budget whole: a user's timeMs alone leaves out the game's iterations, a user's iterations the game's timeMs", () => {
    expect(assertOk(gameBotOptions(game, "mcts", { timeMs: 1000 }))).toEqual({ playoutPolicy: "greedy", exploration: 0.3, timeMs: 1000 });
    const timed = { botOptions: { mcts: { timeMs: 50, iterations: 100, halving: true } } };
    expect(assertOk(gameBotOptions(timed, "mcts", { iterations: 20 }))).toEqual({ halving: true, iterations: 20 });
    expect(assertOk(gameBotOptions(timed, "mcts", { iterations: 20, timeMs: 10 }))).toEqual({ halving: true, iterations: 20, timeMs: 10 });
    // An option given as undefined is not given.
    expect(assertOk(gameBotOptions(game, "mcts", { timeMs: undefined }))).toEqual({ playoutPolicy: "greedy", iterations: 5, exploration: 0.3 });
    // Other kinds have no such pair: their options merge one by one.
    expect(assertOk(gameBotOptions({ botOptions: { greedy: { samples: 3, iterations: 4 } } }, "greedy", { timeMs: 1 }))).toEqual({ samples: 3, iterations: 4, timeMs: 1 });
  });

  it("takes trees and its deprecated old name determinizations as one setting: the user's either one leaves out the game's both", () => {
    const old = { botOptions: { mcts: { determinizations: 4, exploration: 0.3 } } };
    const mine = assertOk(gameBotOptions(old, "mcts", { trees: 2 }));
    expect(mine).toEqual({ exploration: 0.3, trees: 2 });
    // The bot is made with the user's trees, not refused for a conflict with the game's old name.
    expect(assertOk(assertOk(mctsBot(diceDuel, { ...mine, iterations: 10 })).search(duelPosition({ seed: 3 }, 3, 3), 0)).trees).toBe(2);
    expect(assertOk(gameBotOptions({ botOptions: { mcts: { trees: 4 } } }, "mcts", { determinizations: 2 }))).toEqual({ determinizations: 2 });
  });

  it("with the game's iteration budget, a user's time budget searches past it (before, it stopped at the game's iterations)", () => {
    const turn = duelPosition({ seed: 3 }, 3, 3);
    const player = diceDuel.activePlayers(turn)[0] ?? 0;
    const options = assertOk(gameBotOptions(game, "mcts", { timeMs: 20 }));
    const search = assertOk(assertOk(mctsBot(diceDuel, { ...options, playoutPolicy: "random", seed: 1 })).search(turn, player));
    // The clock is read every 8 iterations, so at least 8 run: more than the game's 5, however slow the machine.
    expect(search.iterations).toBeGreaterThanOrEqual(8);
    expect(search.elapsedMs).not.toBeNull();
  });

  it("on Wardom, a time budget alone keeps the game's other options and drops its 100 iterations", () => {
    const mine = assertOk(gameBotOptions(wardom.wardomPackage, "mcts", { timeMs: 1000 }));
    expect(mine).toEqual({ playoutPolicy: "greedy", playoutCap: 4, halving: true, exploration: 0.3, timeMs: 1000 });
    expect(mctsBot(wardom.ruleset, { ...mine, seed: 1, evaluate: wardom.evaluate }).ok).toBe(true);
  });

  it("refuses options that are not an object, or cannot be read, with bots/options instead of throwing", () => {
    for (const bad of [5, "iterations=5", null, [1, 2]]) {
      const e = assertErr(gameBotOptions(game, "mcts", bad));
      expect(e.code).toBe(BotErrorCode.BadOptions);
      expect(e.message).toMatch(/^Bot options are an object of option names to values, not /);
    }
    const hostile = Object.defineProperty({}, "timeMs", {
      enumerable: true,
      get() {
        throw new Error("getter");
      },
    });
    expect(assertErr(gameBotOptions(game, "mcts", hostile))).toMatchObject({ code: BotErrorCode.BadOptions, message: "The bot options could not be read (getter)." });
    const hostileGame = Object.defineProperty({}, "botOptions", {
      get() {
        throw new Error("no options");
      },
    });
    expect(assertErr(gameBotOptions(hostileGame, "mcts", {})).code).toBe(BotErrorCode.BadOptions);
  });

  it("keeps a __proto__ key an own option (for the factory to refuse), never the prototype", () => {
    const given = JSON.parse('{"__proto__": {"iterations": 1}}') as object;
    const out = assertOk(gameBotOptions({}, "mcts", given));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__"]);
  });
});
