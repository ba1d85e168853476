// A bot given something that is not a match state of its ruleset (`{}`, `null`, another game's
// state, a saved state without the decision it awaits) says so, in the ruleset's own words
// (`parseState`), from every entry point that takes a state: random and greedy `choose`, greedy
// `rate`, MCTS `choose` and `search`. The bots ask only once a decision has failed (no legal
// action, or a throw), so a good state pays nothing; a match state where the player has no
// action is still `bots/no-action`.
import { CoreErrorCode, isRecord, own, type AnyRuleset, type PlayerId, type Result } from "@rulesmith/core";
import { diceDuel } from "@rulesmith/core/examples";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { guardiansPackage } from "@rulesmith/guardians";
import { wardPackage } from "@rulesmith/ward";
import { wardomPackage } from "@rulesmith/wardom";
import { describe, expect, it } from "vitest";
import { BotErrorCode, greedyBot, mctsBot, randomBot } from "../src/index.js";

/** One entry point of a bot that takes a state: its name and the call. */
type Entry = readonly [string, (state: unknown, player: PlayerId) => Result<unknown>];

/** Every entry point that takes a state, of a bot of each kind for a ruleset. */
function entries(ruleset: AnyRuleset): Entry[] {
  const random = assertOk(randomBot(ruleset, { seed: 1 }));
  const greedy = assertOk(greedyBot(ruleset, { seed: 1, samples: 1 }));
  const mcts = assertOk(mctsBot(ruleset, { seed: 1, iterations: 10 }));
  return [
    ["random choose", (s, p) => random.choose(s, p)],
    ["greedy choose", (s, p) => greedy.choose(s, p)],
    ["greedy rate", (s, p) => greedy.rate(s, p)],
    ["mcts choose", (s, p) => mcts.choose(s, p)],
    ["mcts search", (s, p) => mcts.search(s, p)],
  ];
}

/** A started match of a game package, for another game's state and a damaged one. */
function started(ruleset: AnyRuleset, config: unknown): unknown {
  return assertOk(ruleset.setup(config));
}

const games = [
  ["ward", wardPackage.ruleset, wardPackage.demoConfig(1), started(guardiansPackage.ruleset, guardiansPackage.demoConfig(1))],
  ["wardom", wardomPackage.ruleset, wardomPackage.demoConfig(1), started(wardPackage.ruleset, wardPackage.demoConfig(1))],
  ["guardians", guardiansPackage.ruleset, guardiansPackage.demoConfig(1), started(wardomPackage.ruleset, wardomPackage.demoConfig(1))],
] as const;

describe("a state that is not a match state is refused as one, by every bot, in the ruleset's words", () => {
  it.each(games)("%s: {}, null, a number, another game's state, a state without its decision: state/invalid naming the bot and what is wrong", (id, ruleset, config, foreign) => {
    const good = started(ruleset, config);
    const damaged = isRecord(good) ? Object.fromEntries(Object.entries(good).filter(([key]) => key !== "decision")) : good;
    for (const [entry, call] of entries(ruleset)) {
      for (const [what, state, why] of [
        ["{}", {}, `$.game is undefined, not "${id}"`],
        ["null", null, "$ is null, not an object"],
        ["3", 3, "$ is 3, not an object"],
        ["another game's state", foreign, `$.game is "${String(own(foreign, "game"))}": this is a state of another game, not ${id}.`],
        ["a state without its decision", damaged, "$.decision is missing"],
      ] as const) {
        const error = assertErr(call(state, 0));
        const bot = entry.split(" ")[0] ?? "";
        expect({ entry, what, code: error.code, message: error.message }).toEqual({
          entry,
          what,
          code: CoreErrorCode.BadState,
          message: expect.stringContaining(`The ${bot} bot could not choose: Not a valid ${id} state: ${why}`) as unknown,
        });
      }
      // A match state is chosen in as before.
      const player = ruleset.activePlayers(good)[0] ?? 0;
      expect({ entry, ok: call(good, player).ok }).toEqual({ entry, ok: true });
    }
  });

  it("the dice duel (not built with the engine kit): its parseState's words too", () => {
    for (const [entry, call] of entries(diceDuel)) {
      const error = assertErr(call({}, 0));
      expect({ entry, code: error.code }).toEqual({ entry, code: CoreErrorCode.BadState });
      expect(error.message).toMatch(/^The (random|greedy|mcts) bot could not choose: Not a valid dice-duel state: /);
    }
  });

  it("a match state where the player has no legal action is still bots/no-action; so is any state of a ruleset without parseState", () => {
    const start = assertOk(diceDuel.setup({ seed: 3 }));
    const waiting = diceDuel.activePlayers(start).includes(0) ? 7 : 0;
    for (const [entry, call] of entries(diceDuel)) expect({ entry, code: assertErr(call(start, waiting)).code }).toEqual({ entry, code: BotErrorCode.NoAction });
    const blind: AnyRuleset = { ...diceDuel };
    delete blind.parseState;
    for (const [entry, call] of entries(blind)) {
      // The dice duel throws on null (it has no kit to screen its input): internal/error, as before.
      expect({ entry, codes: [assertErr(call({ ...start, sides: [] }, 7)).code, assertErr(call(null, 0)).code] }).toEqual({ entry, codes: [BotErrorCode.NoAction, CoreErrorCode.Internal] });
    }
  });

  it("a parseState that throws leaves the bot's own answer", () => {
    const throwing: AnyRuleset = {
      ...diceDuel,
      parseState: () => {
        throw new Error("boom");
      },
    };
    for (const [entry, call] of entries(throwing)) expect({ entry, code: assertErr(call({}, 0)).code }).not.toEqual({ entry, code: CoreErrorCode.BadState });
  });
});
