import { GREEDY_OPTION_NAMES } from "./greedy-bot.js";
import { MCTS_OPTION_NAMES } from "./mcts-bot.js";
import { RANDOM_OPTION_NAMES } from "./random-bot.js";

/**
 * The options each bot factory reads, by kind of bot: the names `randomBot`, `greedyBot` and
 * `mctsBot` accept (any other is refused with `bots/options`). A client or a tool that passes
 * options on from JSON (a worker message, a command line) checks names against these lists
 * instead of keeping its own, which would fall behind when an option is added; the factory
 * still checks each value.
 *
 * @example
 * ```ts
 * import { BOT_OPTION_NAMES } from "@rulesmith/bots";
 * BOT_OPTION_NAMES.mcts.includes("iterations"); // true
 * BOT_OPTION_NAMES.random.includes("iterations"); // false
 * ```
 */
export const BOT_OPTION_NAMES: Readonly<Record<"random" | "greedy" | "mcts", readonly string[]>> = /* @__PURE__ */ Object.freeze({
  random: RANDOM_OPTION_NAMES,
  greedy: GREEDY_OPTION_NAMES,
  mcts: MCTS_OPTION_NAMES,
});
