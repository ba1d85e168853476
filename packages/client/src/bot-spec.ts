import { BOT_OPTION_NAMES, gameBotOptions, greedyBot, mctsBot, randomBot, type Bot, type GreedyBotOptions, type MctsBotOptions, type RandomBotOptions } from "@rulesmith/bots";
import { CoreErrorCode, err, isRecord, ok, own, ruleError, type JsonValue, type PlayerId, type Result, type Ruleset } from "@rulesmith/core";
import { ClientErrorCode } from "./errors.js";

/**
 * Which bot plays a seat, as plain JSON so that it can be sent to a worker: the kind of bot of
 * `@rulesmith/bots` and its options (every option of that factory except `seed` and `evaluate`:
 * the seed comes from the controller, the heuristic from the game).
 *
 * @example
 * ```ts
 * import type { BotSpec } from "@rulesmith/client";
 * const quick: BotSpec = { kind: "random" };
 * const strong: BotSpec = { kind: "mcts", options: { iterations: 200 } };
 * ```
 */
export interface BotSpec {
  /** `"random"`, `"greedy"` or `"mcts"`: `randomBot`, `greedyBot` or `mctsBot` of `@rulesmith/bots`. */
  readonly kind: "random" | "greedy" | "mcts";
  /** The factory's options, such as `{ iterations: 200 }` for MCTS or `{ samples: 8 }` for greedy. */
  readonly options?: Readonly<Record<string, JsonValue>>;
}

/**
 * A game as the controller and the bot runners need it: its ruleset and, optionally, the
 * heuristic its greedy and MCTS bots use. Every game package's `GamePackage` object
 * (`wardPackage`, `guardiansPackage`, ...) is one.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam C - Config. @typeParam V - View.
 * @example
 * ```ts
 * import type { ClientGame } from "@rulesmith/client";
 * import { guardiansPackage } from "@rulesmith/guardians";
 * const game: ClientGame = guardiansPackage;
 * ```
 */
export interface ClientGame<S = unknown, A = unknown, C = unknown, V = unknown> {
  /** The rules. */
  readonly ruleset: Ruleset<S, A, C, V>;
  /**
   * The game's heuristic for bots, from -1 (lost) to 1 (won).
   * @param state - A state.
   * @param player - The player.
   * @returns The value.
   */
  evaluate?(state: S, player: PlayerId): number;
  /**
   * Options the game's bots start from, by kind (`"mcts"`, `"greedy"`): the game package's
   * `botOptions`, settings measured stronger on that game. A bot spec's own options win, and a
   * budget in them (the MCTS bot's `timeMs` or `iterations`) replaces the game's whole budget.
   */
  readonly botOptions?: Readonly<Record<string, Readonly<Record<string, JsonValue>>>>;
}

/** Options of a factory that a spec may not give: the controller gives the seed, the game the heuristic. */
const FROM_ELSEWHERE: readonly string[] = ["seed", "evaluate"];

/** The options a spec of this kind may give: the factory's own list (bots' `BOT_OPTION_NAMES`), less the seed and the heuristic. */
function allowedOptions(kind: BotSpec["kind"]): readonly string[] {
  return BOT_OPTION_NAMES[kind].filter((k) => !FROM_ELSEWHERE.includes(k));
}

/**
 * Reads a bot spec from outside (options, a worker message), checking the kind and every
 * option's name against the options that bot's factory reads (bots' `BOT_OPTION_NAMES`, less
 * `seed` and `evaluate`) and that each value is a number, true or false, or a string. The
 * factory checks the values themselves when the bot is made (`createMatch`
 * makes each bot once when the match is made, so a bad value is refused there).
 *
 * @param value - Anything.
 * @returns The spec, or a `client/options` error naming the problem.
 * @example
 * ```ts
 * import { parseBotSpec } from "@rulesmith/client";
 * parseBotSpec({ kind: "mcts", options: { iterations: 50 } }).ok; // true
 * parseBotSpec({ kind: "mcts", options: { depth: 3 } }).ok;       // false — no such option
 * ```
 */
export function parseBotSpec(value: unknown): Result<BotSpec> {
  const bad = (message: string): Result<BotSpec> => err(ruleError(ClientErrorCode.BadOptions, message));
  if (!isRecord(value)) return bad('A bot spec is an object { kind: "random" | "greedy" | "mcts", options? }.');
  for (const k of Object.keys(value)) if (k !== "kind" && k !== "options") return bad(`A bot spec has no field "${k}".`);
  const kind = own(value, "kind");
  if (kind !== "random" && kind !== "greedy" && kind !== "mcts") return bad('A bot\'s kind is "random", "greedy" or "mcts".');
  if (!Object.hasOwn(value, "options")) return ok({ kind });
  const options = own(value, "options");
  if (!isRecord(options)) return bad("A bot spec's options are an object.");
  const allowed = allowedOptions(kind);
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(options)) {
    if (!allowed.includes(k)) return bad(`A ${kind} bot has no option "${k}" (it takes ${allowed.join(", ")}; the seed comes from the controller).`);
    if (typeof v !== "string" && typeof v !== "boolean" && (typeof v !== "number" || !Number.isFinite(v))) {
      return bad(`The ${kind} bot's option "${k}" is a number, true or false, or a string.`);
    }
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return ok({ kind, options: out });
}

/**
 * Builds the bot a spec names, for one decision, with the seed the controller gave it: the
 * game's starting options for that kind of bot (`game.botOptions`), then the spec's options,
 * which win; a budget in the spec (such as `timeMs`) replaces the game's whole budget (see
 * `gameBotOptions` of `@rulesmith/bots`).
 *
 * @param game - The game.
 * @param spec - The bot (checked with {@link parseBotSpec}).
 * @param seed - The seed of this decision.
 * @returns The bot, or the factory's `bots/options` error.
 */
export function buildBot<S, A>(game: ClientGame<S, A>, spec: BotSpec, seed: string): Result<Bot<S, A>> {
  // Every option is handed on: the factory checks each value (and refuses a bad one with
  // bots/options), so no list here can fall behind the bots' own.
  const merged = gameBotOptions(game, spec.kind, spec.options);
  if (!merged.ok) return merged;
  const given: Record<string, unknown> = { ...merged.value, seed };
  const evaluate = game.evaluate === undefined ? undefined : game.evaluate.bind(game);
  switch (spec.kind) {
    case "random":
      return randomBot(game.ruleset, given as RandomBotOptions);
    case "greedy":
      return greedyBot(game.ruleset, (evaluate === undefined ? given : { ...given, evaluate }) as GreedyBotOptions<S>);
    case "mcts":
      return mctsBot(game.ruleset, (evaluate === undefined ? given : { ...given, evaluate }) as MctsBotOptions<S>);
    default: {
      const never: never = spec.kind;
      return err(ruleError(CoreErrorCode.Internal, `Unknown bot kind ${String(never)}.`));
    }
  }
}
