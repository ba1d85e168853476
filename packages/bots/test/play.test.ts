import { describe, expect, it } from "vitest";
import { CoreErrorCode, canonicalJson, replay, type PlayerId } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { BotErrorCode, playBots, randomBot, type Bot } from "../src/index.js";

function spy(log: PlayerId[]): Bot<DuelState, DuelAction> {
  const inner = assertOk(randomBot(diceDuel, { seed: 1 }));
  return {
    name: "spy",
    choose(state, player) {
      log.push(player);
      return inner.choose(state, player);
    },
  };
}

describe("playBots", () => {
  it("plays a recorded match that replays to the same state, asking each bot only for its own seat", () => {
    const asked0: PlayerId[] = [];
    const asked1: PlayerId[] = [];
    const m = assertOk(playBots(diceDuel, { seed: 4 }, [spy(asked0), spy(asked1)]));
    expect(m.outcome).toBeDefined();
    expect(new Set(asked0)).toEqual(new Set([0]));
    expect(new Set(asked1)).toEqual(new Set([1]));
    expect(asked0.length + asked1.length).toBe(m.steps);
    expect(canonicalJson(assertOk(replay(diceDuel, m.record)).state)).toBe(canonicalJson(m.state));
  });

  it("passes playMatch options through", () => {
    const bots = [assertOk(randomBot(diceDuel, { seed: 1 })), assertOk(randomBot(diceDuel, { seed: 2 }))];
    const m = assertOk(playBots(diceDuel, { seed: 4 }, bots, { maxSteps: 2 }));
    expect(m.steps).toBe(2);
    expect(m.outcome).toBeUndefined();
  });

  it("errors: no bots, a seat without a bot, a bot's error, a bad config", () => {
    expect(assertErr(playBots(diceDuel, { seed: 1 }, [])).code).toBe(BotErrorCode.NoBot);
    const one = assertErr(playBots(diceDuel, { seed: 1 }, [assertOk(randomBot(diceDuel))]));
    expect(one.code).toBe(BotErrorCode.NoBot);
    expect(one.details).toEqual({ seat: 1 });
    const failing: Bot<DuelState, DuelAction> = { name: "failing", choose: () => ({ ok: false, error: { code: "x/y", message: "no" } }) };
    expect(assertErr(playBots(diceDuel, { seed: 1 }, [failing, failing]))).toEqual({ code: "x/y", message: "no" });
    expect(assertErr(playBots(diceDuel, { seed: 1, turnLimit: 0 }, [failing, failing])).code).toBe(CoreErrorCode.BadConfig);
  });

  it("lets a bot's own exception through unchanged (it is the caller's bug, as in playMatch)", () => {
    const throwing: Bot<DuelState, DuelAction> = {
      name: "throwing",
      choose: () => {
        throw new TypeError("mine");
      },
    };
    expect(() => playBots(diceDuel, { seed: 1 }, [throwing, throwing])).toThrow("mine");
  });
});
