import { botOptionsFor, clipMessage, err, excerpt, isRecord, ok, own, ruleError, type Result } from "@rulesmith/core";
import { BotErrorCode } from "./bot.js";

/**
 * The options of a kind of bot that together make one setting: a user who gives any of them
 * gives the whole setting, and the game's starting ones are left out. For the MCTS bot, its
 * budget (`iterations`, `timeMs`), and `trees` with its deprecated old name `determinizations`.
 */
const SETTINGS: Readonly<Record<string, readonly (readonly string[])[]>> = /* @__PURE__ */ Object.freeze({
  mcts: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ Object.freeze(["iterations", "timeMs"]), /* @__PURE__ */ Object.freeze(["trees", "determinizations"])]),
});

/**
 * The options to make a bot of one kind for a game with: the game's starting options for that
 * kind (its package's `botOptions[kind]`, as core's `botOptionsFor` reads them: never a `seed`
 * or an `evaluate`), then the user's `given` options over them, which win. The one place where
 * the command-line tool (`--bots mcts:timeMs=1000`) and the client (a bot seat's options) put
 * the two together.
 *
 * @remarks
 * A budget is taken whole. For the MCTS bot, `iterations` and `timeMs` are one budget: when
 * `given` sets either, the game's `iterations` and `timeMs` are both left out. So a user's
 * `timeMs` alone searches until the time is up, as it does without a game (iterations are
 * unlimited unless given), instead of stopping at the game's starting `iterations` (Wardom's
 * 100); and a user's `iterations` alone stays reproducible. Every other starting option (such
 * as Wardom's greedy playouts) still applies unless `given` sets it. Likewise the MCTS bot's
 * `trees` and its deprecated old name `determinizations` are one setting: a user's `trees`
 * leaves out a game's `determinizations` (which would otherwise conflict with it), and the
 * other way round. An option given as `undefined` counts as not given.
 *
 * The values are not checked here: the factory checks them when the bot is made.
 *
 * @param game - Anything with the optional `botOptions` of a game package (core's
 *   `GamePackage`, the client's `ClientGame`, the command-line tool's `GameModule`).
 * @param kind - The bot's kind: `"mcts"`, `"greedy"`, `"random"`.
 * @param given - The user's options for the bot (an object), or `undefined` for none.
 * @returns The options to hand to the factory (add the `seed` and the `evaluate`), or
 *   `bots/options` when `given` is not an object or cannot be read.
 * @example
 * ```ts
 * import { gameBotOptions } from "@rulesmith/bots";
 * const wardom = { botOptions: { mcts: { playoutPolicy: "greedy", iterations: 100 } } };
 * gameBotOptions(wardom, "mcts", { exploration: 1 }); // { ok: true, value: { playoutPolicy: "greedy", iterations: 100, exploration: 1 } }
 * gameBotOptions(wardom, "mcts", { timeMs: 1000 }); // { ok: true, value: { playoutPolicy: "greedy", timeMs: 1000 } }
 * gameBotOptions(wardom, "mcts", 5).ok; // false
 * ```
 */
export function gameBotOptions(game: { readonly botOptions?: unknown }, kind: string, given?: unknown): Result<Record<string, unknown>> {
  if (given !== undefined && !isRecord(given)) {
    return err(ruleError(BotErrorCode.BadOptions, `Bot options are an object of option names to values, not ${excerpt(given)}.`, { details: { problems: ["the options are not an object"] } }));
  }
  try {
    const mine: [string, unknown][] = [];
    for (const key of given === undefined ? [] : Object.keys(given)) {
      const v = own(given, key);
      if (v !== undefined) mine.push([key, v]);
    }
    const settings = typeof kind === "string" && Object.hasOwn(SETTINGS, kind) ? (SETTINGS[kind] ?? []) : [];
    // The game's options of every setting the user gives, whole or in part, are left out.
    const replaced = settings.filter((setting) => mine.some(([key]) => setting.includes(key))).flat();
    const out: Record<string, unknown> = {};
    const put = (key: string, value: unknown): void => {
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    };
    const starting = isRecord(game) ? botOptionsFor(game, kind) : {};
    for (const [key, value] of Object.entries(starting)) if (!replaced.includes(key)) put(key, value);
    for (const [key, value] of mine) put(key, value);
    return ok(out);
  } catch (e) {
    const why = e instanceof Error ? clipMessage(e.message, 80) : excerpt(e);
    return err(ruleError(BotErrorCode.BadOptions, `The bot options could not be read (${why}).`, { details: { problems: ["the options could not be read"] } }));
  }
}
