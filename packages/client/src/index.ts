// @rulesmith/client: the public API. Every public name is listed here; what is not is private.
// The worker runners are separate entry points: @rulesmith/client/node-worker and
// @rulesmith/client/web-worker.

export { ClientErrorCode } from "./errors.js";

export type { BotSpec, ClientGame } from "./bot-spec.js";
export { parseBotSpec } from "./bot-spec.js";

export type { BotTask, BotRequest, BotReply } from "./protocol.js";
export { BOT_PROTOCOL, BOT_PROTOCOL_VERSION, runBotTask, parseBotRequest, parseBotReply, botRequest, botReply } from "./protocol.js";

export type { BotRunner, MessageEndpoint } from "./runner.js";
export { inProcessRunner, endpointRunner, serveEndpoint } from "./runner.js";

export type { SeatSpec, MatchOptions, MatchStatus, MatchChange, ActOptions, LogEntry, MatchController } from "./controller.js";
export { createMatch } from "./controller.js";

export type { FormatEventOptions } from "./event-words.js";
export { formatEvent, eventTone } from "./event-words.js";
export type { ActionChoice } from "./action-choices.js";
export { actionChoices } from "./action-choices.js";
export { learnCardNames } from "./card-names.js";
