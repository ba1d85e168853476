// The bots the command-line tool offers, behind one small interface. Bots come from
// @rulesmith/bots when it exports their factories; core's randomChooser stands in for
// "random" until then.
import * as botsPackage from "@rulesmith/bots";
import { clipMessage, err, excerpt, isList, isRecord, ok, own, randomChooser, ruleError, type Chooser, type Result } from "@rulesmith/core";
import type { GameModule } from "./game-module.js";
import { exported, isFunction } from "./json-read.js";
import { quoted, someNames } from "./user-input.js";

/**
 * Options given to a bot on the command line after its name: `mcts:iterations=200:trees=4`.
 *
 * @example
 * ```ts
 * import type { BotParams } from "@rulesmith/cli";
 * const params: BotParams = { iterations: 200 };
 * ```
 */
export type BotParams = Readonly<Record<string, number | boolean | string>>;

/**
 * A kind of bot the command-line tool can seat: an id for `--bots`, a description, and a
 * factory that makes a fresh {@link Chooser} for one match of a game from a seed.
 *
 * @remarks
 * A chooser from `create` throws an `Error` if the bot fails during a match (it never should);
 * the commands report that as a failed match.
 * @example
 * ```ts
 * import { ok } from "@rulesmith/core";
 * import type { BotSpec } from "@rulesmith/cli";
 * const first: BotSpec = { id: "first", description: "Always the first legal action.", create: () => ok((_s, _p, legal) => legal[0]) };
 * ```
 */
export interface BotSpec {
  /** The name used in `--bots` (`"random"`). */
  readonly id: string;
  /** One line about how it plays. */
  readonly description: string;
  /**
   * Makes a fresh chooser for one match.
   *
   * @param game - The game the match is of.
   * @param seed - The bot's seed for this match (the commands derive one per seat from the match seed).
   * @param params - The options written after the bot's name (`mcts:iterations=200`).
   * @returns The chooser, or why the bot cannot play this game (bad params, a game without `determinize`).
   */
  create(game: GameModule, seed: number, params: BotParams): Result<Chooser<unknown, unknown>>;
}

/**
 * The longest a bot's own words get in a message: room for a bot that lists every option it
 * knows after one it does not (the MCTS bot's take about 330 characters), but not for one that
 * lists every one of 100,000 options it was given.
 */
const BOT_WORDS_MAX = 1000;

/** Why a bot failed, for a message: at most {@link BOT_WORDS_MAX} characters, whatever the bot said. */
function thrown(e: unknown): string {
  return clipMessage(e instanceof Error ? e.message : excerpt(e), BOT_WORDS_MAX);
}

/** Options written after a bot's name, when they are: an object (not a list) of numbers, booleans and text. */
function paramsProblem(params: unknown): string | undefined {
  if (!isRecord(params)) return `Bot options are an object of names to numbers, booleans or text, not ${excerpt(params)}.`;
  return undefined;
}

/**
 * Wraps a bot factory of `@rulesmith/bots` (`(ruleset, options) => Result<Bot>`, a bot having
 * `choose(state, player) => Result<action>`) as a {@link BotSpec}. The options are the game's
 * own starting options for the bot (`GameModule.botOptions[id]`), then the params written on
 * the command line (which win; a budget written there, such as `timeMs`, replaces the game's
 * whole budget: see `gameBotOptions` of `@rulesmith/bots`), the seed, and the game's
 * `evaluate` when `withEvaluate` is set and the game has one.
 *
 * @param id - The name for `--bots`.
 * @param description - How it plays.
 * @param factory - The package's factory, checked at call time.
 * @param withEvaluate - Whether to pass the game's `evaluate` as the `evaluate` option.
 * @returns The spec. Its `create` refuses params that are not an object with `bots/options`,
 *   and gives the factory's refusal as `bots/failed`, its words cut to 1000 characters.
 * @example
 * ```ts
 * import { greedyBot } from "@rulesmith/bots";
 * import { diceDuelModule, isRuleset, packageBot } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * // The factory gets unknown arguments; check them before handing them to the typed factory.
 * const greedy = packageBot(
 *   "greedy",
 *   "One-ply lookahead.",
 *   (ruleset, options) => (isRuleset(ruleset) && typeof options === "object" && options !== null ? greedyBot(ruleset, options) : undefined),
 *   true,
 * );
 * greedy.create(diceDuelModule(diceDuel), 1, { samples: 2 }).ok; // true
 * ```
 */
export function packageBot(id: string, description: string, factory: (...args: readonly unknown[]) => unknown, withEvaluate: boolean): BotSpec {
  return {
    id,
    description,
    create(game, seed, params) {
      const problem = paramsProblem(params);
      if (problem !== undefined) return err(ruleError("bots/options", problem));
      // The game's own starting options for this bot (its package's botOptions), then the
      // user's: what is written on the command line wins, and a budget written there
      // (mcts:timeMs=1000) replaces the game's whole budget (the bots' gameBotOptions).
      const merged = botsPackage.gameBotOptions(game, id, params);
      if (!merged.ok) return err(ruleError("bots/options", merged.error.message));
      const options: Record<string, unknown> = { ...merged.value, seed };
      if (withEvaluate && game.evaluate !== undefined && !("evaluate" in params)) options["evaluate"] = game.evaluate;
      let made: unknown;
      try {
        made = factory(game.ruleset, options);
      } catch (e) {
        return err(ruleError("bots/failed", `The ${id} bot could not be made: ${thrown(e)}`));
      }
      if (own(made, "ok") !== true) {
        const message = own(own(made, "error"), "message");
        // The bot's own message may list every option it refused: it is cut.
        return err(ruleError("bots/failed", `Cannot make the ${id} bot for ${game.name}: ${typeof message === "string" ? clipMessage(message, BOT_WORDS_MAX) : "it refused"}`));
      }
      const bot = own(made, "value");
      const choose = own(bot, "choose");
      if (!isFunction(choose)) return err(ruleError("bots/failed", `The ${id} bot has no choose function.`));
      return ok((state: unknown, player: number) => {
        const r = choose.call(bot, state, player);
        if (own(r, "ok") === true) return own(r, "value");
        const message = own(own(r, "error"), "message");
        throw new Error(`The ${id} bot failed for player ${player}: ${typeof message === "string" ? clipMessage(message, BOT_WORDS_MAX) : "no action"}`);
      });
    },
  };
}

/**
 * The stand-in random bot: core's `randomChooser`, uniformly random among the legal actions.
 *
 * @example
 * ```ts
 * import { coreRandomBot } from "@rulesmith/cli";
 * coreRandomBot.id; // "random"
 * ```
 */
export const coreRandomBot: BotSpec = {
  id: "random",
  description: "Picks uniformly at random among the legal actions.",
  create: (_game, seed, params) => {
    const problem = paramsProblem(params);
    if (problem !== undefined) return err(ruleError("bots/options", problem));
    const keys = Object.keys(params);
    if (keys.length > 0) return err(ruleError("bots/options", `The random bot takes no options (got ${quoted(keys.join(", "))}).`));
    return ok(randomChooser(seed));
  },
};

function fromPackage(id: string, exportName: string, description: string, withEvaluate: boolean): BotSpec | undefined {
  const factory = exported(botsPackage, exportName);
  return isFunction(factory) ? packageBot(id, description, factory, withEvaluate) : undefined;
}

/**
 * Every bot the command-line tool offers, in the order `--help` lists them: `random`,
 * `greedy` and `mcts` from `@rulesmith/bots` when it exports `randomBot`, `greedyBot` and
 * `mctsBot`; core's random chooser as `random` otherwise.
 *
 * @returns The bot specs.
 * @example
 * ```ts
 * import { availableBots } from "@rulesmith/cli";
 * availableBots().map((b) => b.id); // ["random", "greedy", "mcts"]
 * ```
 */
export function availableBots(): readonly BotSpec[] {
  // To add a bot, add one line here.
  const specs = [
    fromPackage("random", "randomBot", "Picks uniformly at random among the legal actions.", false) ?? coreRandomBot,
    fromPackage("greedy", "greedyBot", "Tries each action one step ahead and takes the best by the game's evaluation.", true),
    fromPackage("mcts", "mctsBot", "Information-set Monte Carlo tree search (options: iterations, trees, timeMs, ...).", true),
  ];
  return specs.filter((s): s is BotSpec => s !== undefined);
}

/**
 * A bot named on the command line: its spec and its params.
 *
 * @example
 * ```ts
 * import type { BotChoice } from "@rulesmith/cli";
 * const c = (choice: BotChoice) => `${choice.spec.id} ${JSON.stringify(choice.params)}`;
 * ```
 */
export interface BotChoice {
  /** The bot as written (`"mcts:iterations=200"`), for reports. */
  readonly label: string;
  /** The kind of bot. */
  readonly spec: BotSpec;
  /** Its options. */
  readonly params: BotParams;
}

/** A number as a bot option is written: an optional minus sign, digits, an optional fraction. */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A bot option's value as written after `key=`: `true` and `false` are booleans, a plain
 * decimal number is a number, and other text is text for the bot to check (`playoutPolicy=greedy`).
 * An empty value, and text that JavaScript's `Number` would read as a number but that is not
 * written in plain decimal (`0x10`, `1e3`, ` 12`, `+5`, `5.`, `Infinity`), are refused: the
 * user meant a number, and should see the one that is played.
 */
function paramValue(key: string, raw: string, bot: string): Result<number | boolean | string> {
  if (raw === "true") return ok(true);
  if (raw === "false") return ok(false);
  if (PLAIN_DECIMAL.test(raw)) return ok(Number(raw));
  if (raw.trim() === "") {
    return err(ruleError("bots/options", `The option ${quoted(key)} has no value (${quoted(`${key}=${raw}`)}): write key=value, such as ${key}=200 or ${key}=true.`, { details: { bot } }));
  }
  if (!Number.isNaN(Number(raw))) {
    return err(
      ruleError("bots/options", `The option ${quoted(key)} has the value ${quoted(raw)}, which is not a plain decimal number: write digits, with a minus sign or a fraction if need be (such as 200, -1 or 0.25).`, {
        details: { bot },
      }),
    );
  }
  return ok(raw);
}

/** The bots on offer, when they are a list of specs (objects with an id). */
function specsProblem(specs: unknown): Result<never> | undefined {
  if (isList(specs) && specs.every((s) => isRecord(s) && typeof own(s, "id") === "string") && !specs.includes(undefined)) return undefined;
  return err(ruleError("bots/unknown", `The bots on offer are a list of bot specs { id, description, create }, not ${excerpt(specs)}.`));
}

/**
 * Reads one bot as written on the command line: a name, then `:key=value` options.
 *
 * @param text - Such as `"random"` or `"mcts:iterations=200:trees=4"`.
 * @param specs - The bots on offer.
 * @returns The bot, or `bots/unknown` naming the bots on offer (the first ten, and how many
 *   more) or saying that `text` is not a string or `specs` not a list, or `bots/options` for an
 *   option not written `key=value`, one with an empty value, or one whose value reads as a
 *   number but is not written as a plain decimal number (`0x10`, `1e3`).
 * @example
 * ```ts
 * import { availableBots, parseBot } from "@rulesmith/cli";
 * parseBot("mcts:iterations=200", availableBots());
 * ```
 */
export function parseBot(text: string, specs: readonly BotSpec[]): Result<BotChoice> {
  const offered = specsProblem(specs);
  if (offered !== undefined) return offered;
  if (typeof text !== "string") return err(ruleError("bots/unknown", `A bot is written as text, such as "random" or "mcts:iterations=200", not ${excerpt(text)}.`));
  return readBot(text, specs);
}

/** {@link parseBot} once its arguments are known to be text and a list of specs. */
function readBot(text: string, specs: readonly BotSpec[]): Result<BotChoice> {
  const [name = "", ...rest] = text.trim().split(":");
  const spec = specs.find((s) => own(s, "id") === name);
  if (spec === undefined) {
    return err(ruleError("bots/unknown", `There is no bot ${quoted(name)}. Bots: ${someNames(specs.map((s) => own(s, "id")))}.`, { details: { bot: clipMessage(name, 100) } }));
  }
  const params: Record<string, number | boolean | string> = {};
  for (const part of rest) {
    const eq = part.indexOf("=");
    const key = eq > 0 ? part.slice(0, eq) : "";
    if (key === "") return err(ruleError("bots/options", `Bot options are written name:key=value, not ${quoted(part)}.`, { details: { bot: name } }));
    if (key === "__proto__" || key === "constructor" || key === "prototype") {
      return err(ruleError("bots/options", `${quoted(key)} cannot be a bot option.`, { details: { bot: name } }));
    }
    // The tool gives every bot its seed (from --seed) and the game's evaluate itself.
    if (key === "seed") return err(ruleError("bots/options", `A bot's seed comes from --seed (each seat gets its own); ${quoted(part)} cannot set it.`, { details: { bot: name } }));
    if (key === "evaluate") return err(ruleError("bots/options", `A bot's evaluate is the game's own heuristic; ${quoted(part)} cannot set it.`, { details: { bot: name } }));
    if (Object.hasOwn(params, key)) return err(ruleError("bots/options", `The option ${quoted(key)} is given twice in ${quoted(text.trim())}.`, { details: { bot: name } }));
    const value = paramValue(key, part.slice(eq + 1), name);
    if (!value.ok) return value;
    params[key] = value.value;
  }
  return ok({ label: text.trim(), spec, params });
}

/**
 * Reads a comma-separated list of bots (`"random,mcts:iterations=200"`).
 *
 * @param text - The list.
 * @param specs - The bots on offer.
 * @returns The bots in order, or the first problem.
 * @example
 * ```ts
 * import { availableBots, parseBotList } from "@rulesmith/cli";
 * parseBotList("random,greedy", availableBots());
 * ```
 */
export function parseBotList(text: string, specs: readonly BotSpec[]): Result<BotChoice[]> {
  const offered = specsProblem(specs);
  if (offered !== undefined) return offered;
  if (typeof text !== "string") return err(ruleError("bots/unknown", `A bot list is written as text, such as "random,greedy", not ${excerpt(text)}.`));
  const out: BotChoice[] = [];
  const parts = text.split(",");
  // An empty entry would shift every later bot a seat: it is refused, not skipped.
  if (parts.length > 1 && parts.some((p) => p.trim() === "")) {
    return err(ruleError("bots/unknown", `The bot list ${quoted(text)} has an empty entry (two commas in a row, or one at an end): name a bot in each place.`));
  }
  for (const part of parts) {
    if (part.trim() === "") continue;
    const bot = readBot(part, specs);
    if (!bot.ok) return bot;
    out.push(bot.value);
  }
  if (out.length === 0) return err(ruleError("bots/unknown", "Name at least one bot."));
  return ok(out);
}

/**
 * Makes each listed bot once for a game, to find bot options a bot refuses before any match is
 * played (a usage error); the bots made are thrown away.
 *
 * @internal
 * @param game - The game.
 * @param bots - The bots as listed.
 * @param seed - A seed to make them with.
 * @returns `ok`, or the first bot's refusal (`bots/failed`).
 * @example
 * ```ts
 * const listed = parseBotList("mcts:iterations=-1", availableBots());
 * if (listed.ok) tryBots(game, listed.value, 1).ok; // false: iterations is a whole number from 1
 * ```
 */
export function tryBots(game: GameModule, bots: readonly BotChoice[], seed: number): Result<void> {
  for (const b of new Set(bots)) {
    const made = b.spec.create(game, seed, b.params);
    if (!made.ok) return made;
  }
  return ok(undefined);
}
