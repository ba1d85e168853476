import { describe, expect, it } from "vitest";
import { CoreErrorCode, canonicalJson, replay, type PlayerId, type Result } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { BotErrorCode, greedyBot, mctsBot, playBots, randomBot, type Bot } from "../src/index.js";

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

  it("refuses what is not a ruleset, a bot or a valid option, and more bots than seats, without throwing", () => {
    const bot = assertOk(randomBot(diceDuel, { seed: 1 }));
    for (const ruleset of [null, undefined, 42, {}, { setup: 1 }]) {
      const e = assertErr(playBots(ruleset as never, { seed: 1 }, [bot, bot]));
      expect(e.code).toBe(BotErrorCode.BadOptions);
      expect(e.message).toMatch(/^The match needs a rulesmith ruleset \(an object with setup, players, activePlayers, legalActions, apply, outcome\), not /);
    }
    for (const odd of [null, {}, { choose: 1 }, 7]) {
      const e = assertErr(playBots(diceDuel, { seed: 1 }, [bot, odd as never]));
      expect(e.code).toBe(BotErrorCode.NoBot);
      expect(e.message).toMatch(/^bots\[1\] is not a bot \(an object with a choose function\): /);
    }
    expect(assertErr(playBots(diceDuel, { seed: 1 }, [bot, bot, bot]))).toMatchObject({
      code: BotErrorCode.NoBot,
      message: "The match seats 2 players, but 3 bots were given: give one bot per seat.",
      details: { seats: 2, bots: 3 },
    });
    for (const options of [{ maxSteps: -1 }, { maxSteps: Number.NaN }, { maxSteps: 1.5 }, { maxStep: 5 }, { onStep: 3 }, 5]) {
      expect(assertErr(playBots(diceDuel, { seed: 1 }, [bot, bot], options as never)).code).toBe(BotErrorCode.BadOptions);
    }
    expect(assertOk(playBots(diceDuel, { seed: 1 }, [bot, bot], { maxSteps: 0 })).steps).toBe(0);
  });

  it("the bot factories refuse what is not a ruleset instead of throwing", () => {
    for (const ruleset of [null, undefined, 42, "ward", {}]) {
      for (const make of [randomBot, greedyBot, mctsBot]) {
        const e = assertErr(make(ruleset as never));
        expect(e.code).toBe(BotErrorCode.BadOptions);
        expect(e.message).toContain("needs a rulesmith ruleset");
      }
    }
  });

  it("reports a bot whose choose returns something that is not a Result as internal/error naming the bot and its seat", () => {
    const other = assertOk(randomBot(diceDuel, { seed: 1 }));
    const forgotOk = { name: "forgot-ok", choose: (s: DuelState, p: PlayerId) => diceDuel.legalActions(s, p)[0] };
    const answers: readonly (readonly [unknown, RegExp])[] = [
      [undefined, /returned undefined from choose/],
      [null, /returned null from choose/],
      [7, /returned 7 from choose/],
      [{ ok: false, error: "no" }, /returned \{.*\} from choose/],
      [{ ok: false }, /returned \{.*\} from choose/],
      [{ ok: "yes", value: { type: "end" } }, /returned \{.*\} from choose/],
    ];
    const cases: [Bot<DuelState, DuelAction>, RegExp][] = [
      [forgotOk as unknown as Bot<DuelState, DuelAction>, /^The bot "forgot-ok" in seat 1 returned \{.*\} from choose, which is not a Result: choose returns ok\(action\)/],
      ...answers.map(([answer, message]): [Bot<DuelState, DuelAction>, RegExp] => [{ name: "odd", choose: () => answer } as unknown as Bot<DuelState, DuelAction>, message]),
    ];
    for (const [bot, message] of cases) {
      const e = assertErr(playBots(diceDuel, { seed: 1 }, [other, bot]));
      expect(e.code).toBe(CoreErrorCode.Internal);
      expect(e.message).toMatch(message);
      expect(e.details).toEqual({ seat: 1 });
    }
    // An error result with a code and a message is the bot's own error, as it was.
    const refusing = { name: "refusing", choose: () => ({ ok: false, error: { code: "mine/no", message: "No." } }) } as unknown as Bot<DuelState, DuelAction>;
    expect(assertErr(playBots(diceDuel, { seed: 1 }, [refusing, other]))).toEqual({ code: "mine/no", message: "No." });
  });

  it("greedyBot and mctsBot refuse a ruleset whose determinize is not a function with bots/options, instead of throwing", () => {
    const broken = { ...diceDuel, determinize: "nope" } as unknown as typeof diceDuel;
    const makers: readonly ((ruleset: typeof diceDuel, options: { seed: number; perfectInformation?: boolean }) => Result<Bot<DuelState, DuelAction>>)[] = [greedyBot, mctsBot];
    for (const make of makers) {
      const e = assertErr(make(broken, { seed: 1 }));
      expect(e.code).toBe(BotErrorCode.BadOptions);
      expect(e.message).toMatch(/bot needs the ruleset's determinize to be a function, not "nope"\.$/);
      // With perfectInformation it is not used, so it does not matter.
      expect(make(broken, { seed: 1, perfectInformation: true }).ok).toBe(true);
    }
    expect(randomBot(broken, { seed: 1 }).ok).toBe(true);
  });

  it("every factory, playBots and tournament refuse an options object whose getter throws with bots/options, instead of throwing", () => {
    const hostile = (key: string): object =>
      Object.defineProperty({}, key, {
        enumerable: true,
        get() {
          throw new Error("getter");
        },
      });
    for (const [make, key] of [
      [randomBot, "seed"],
      [greedyBot, "samples"],
      [greedyBot, "evaluate"],
      [mctsBot, "iterations"],
      [mctsBot, "evaluate"],
    ] as const) {
      const e = assertErr(make(diceDuel, hostile(key) as never));
      expect(e.code).toBe(BotErrorCode.BadOptions);
      expect(e.details).toEqual({ problems: [`${key} could not be read (Error: getter)`] });
    }
    const bot = assertOk(randomBot(diceDuel, { seed: 1 }));
    expect(assertErr(playBots(diceDuel, { seed: 1 }, [bot, bot], hostile("maxSteps") as never)).code).toBe(BotErrorCode.BadOptions);
    // A ruleset whose getters throw is not a ruleset.
    const trap = new Proxy({}, { get: () => { throw new Error("trap"); } });
    expect(assertErr(mctsBot(trap as never)).code).toBe(BotErrorCode.BadOptions);
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
