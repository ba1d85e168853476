// @rulesmith/bots: the public API. Every public name is listed here; what is not is private.

export type { Bot, Evaluate } from "./bot.js";
export { BotErrorCode } from "./bot.js";

export type { RandomBotOptions } from "./random-bot.js";
export { randomBot } from "./random-bot.js";

export type { GreedyBot, GreedyBotOptions, GreedyRating } from "./greedy-bot.js";
export { greedyBot } from "./greedy-bot.js";

export type { MctsBot, MctsBotOptions, MctsSearch } from "./mcts-bot.js";
export { mctsBot } from "./mcts-bot.js";
export { BOT_OPTION_NAMES } from "./option-names.js";
export { gameBotOptions } from "./game-options.js";

export { playBots } from "./play.js";

export type { BotStanding, TournamentOptions, TournamentResult } from "./tournament.js";
export { tournament } from "./tournament.js";
