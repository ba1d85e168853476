import { greedyBot, mctsBot, randomBot, type Bot, type GreedyBotOptions, type MctsBotOptions, type RandomBotOptions } from "@rulesmith/bots";
import { botOptionsFor, CoreErrorCode, err, isRecord, ok, own, ruleError, type JsonValue, type PlayerId, type Result, type Ruleset } from "@rulesmith/core";
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
   * `botOptions`, settings measured stronger on that game. A bot spec's own options win.
   */
  readonly botOptions?: Readonly<Record<string, Readonly<Record<string, JsonValue>>>>;
}

const KEYS: Readonly<Record<BotSpec["kind"], Readonly<Record<string, "number" | "boolean" | "string">>>> = {
  random: { name: "string" },
  greedy: { name: "string", samples: "number", perfectInformation: "boolean" },
  mcts: {
    name: "string",
    iterations: "number",
    timeMs: "number",
    determinizations: "number",
    exploration: "number",
    playoutCap: "number",
    playoutPolicy: "string",
    resample: "boolean",
    perfectInformation: "boolean",
  },
};

/**
 * Reads a bot spec from outside (options, a worker message), checking the kind and every option.
 *
 * @param value - Anything.
 * @returns The spec, or a `client/options` error naming the problem.
 * @example
 * ```ts
 * import { parseBotSpec } from "@rulesmith/client";
 * parseBotSpec({ kind: "mcts", options: { iterations: 50 } }).ok; // true
 * parseBotSpec({ kind: "mcts", options: { depth: 3 } }).ok;       // false: no such option
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
  const allowed = KEYS[kind];
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(options)) {
    const type = Object.hasOwn(allowed, k) ? allowed[k] : undefined;
    if (type === undefined) return bad(`A ${kind} bot has no option "${k}" (it takes ${Object.keys(allowed).join(", ")}; the seed comes from the controller).`);
    if (typeof v !== type || (type === "number" && !Number.isFinite(v))) return bad(`The ${kind} bot's option "${k}" is a ${type}.`);
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return ok({ kind, options: out });
}

/**
 * Builds the bot a spec names, for one decision, with the seed the controller gave it: the
 * game's starting options for that kind of bot (`game.botOptions`), then the spec's options,
 * which win.
 *
 * @param game - The game.
 * @param spec - The bot (checked with {@link parseBotSpec}).
 * @param seed - The seed of this decision.
 * @returns The bot, or the factory's `bots/options` error.
 */
export function buildBot<S, A>(game: ClientGame<S, A>, spec: BotSpec, seed: string): Result<Bot<S, A>> {
  const o = spec.options ?? {};
  const num = (k: string): number | undefined => (typeof o[k] === "number" ? o[k] : undefined);
  const bool = (k: string): boolean | undefined => (typeof o[k] === "boolean" ? o[k] : undefined);
  const name = typeof o["name"] === "string" ? o["name"] : undefined;
  const evaluate = game.evaluate === undefined ? undefined : game.evaluate.bind(game);
  switch (spec.kind) {
    case "random": {
      const options: { -readonly [K in keyof RandomBotOptions]: RandomBotOptions[K] } = { seed };
      if (name !== undefined) options.name = name;
      return randomBot(game.ruleset, options);
    }
    case "greedy": {
      const options: { -readonly [K in keyof GreedyBotOptions<S>]: GreedyBotOptions<S>[K] } = { ...botOptionsFor(game, "greedy"), seed };
      if (name !== undefined) options.name = name;
      if (evaluate !== undefined) options.evaluate = evaluate;
      const samples = num("samples");
      if (samples !== undefined) options.samples = samples;
      const perfect = bool("perfectInformation");
      if (perfect !== undefined) options.perfectInformation = perfect;
      return greedyBot(game.ruleset, options);
    }
    case "mcts": {
      const options: { -readonly [K in keyof MctsBotOptions<S>]: MctsBotOptions<S>[K] } = { ...botOptionsFor(game, "mcts"), seed };
      if (name !== undefined) options.name = name;
      if (evaluate !== undefined) options.evaluate = evaluate;
      for (const k of ["iterations", "timeMs", "determinizations", "exploration", "playoutCap"] as const) {
        const v = num(k);
        if (v !== undefined) options[k] = v;
      }
      for (const k of ["resample", "perfectInformation"] as const) {
        const v = bool(k);
        if (v !== undefined) options[k] = v;
      }
      // Any string is handed on: mctsBot refuses one that is not a policy, with bots/options.
      const policy = o["playoutPolicy"];
      if (typeof policy === "string") options.playoutPolicy = policy as "random" | "greedy";
      return mctsBot(game.ruleset, options);
    }
    default: {
      const never: never = spec.kind;
      return err(ruleError(CoreErrorCode.Internal, `Unknown bot kind ${String(never)}.`));
    }
  }
}
