// @rulesmith/cli: the library behind the `rulesmith` command. Every public name is listed
// here; what is not is private.

export type { ValidationProblem, ValidationReport, DemoOptions, SeatRange, CardTools, GameModule, UnplayableGame, GameRegistry } from "./game-module.js";
export type { GamePackage } from "./registry.js";
export { isRuleset, gameFromNamespace, gameFromPackage, isPlayable, buildRegistry, loadRegistry, findGame, findCardTools } from "./registry.js";
export { diceDuelModule } from "./dice-duel-module.js";
export type { BotSeats } from "./seats.js";
export { TWO_SEATS, seatRange, seatsInWords, playerCount, playersFor, seatBotList, matchWords } from "./seats.js";
export { deckReportProblems, cardProblems } from "./validation.js";

export type { BotParams, BotSpec, BotChoice } from "./bots.js";
export { packageBot, coreRandomBot, availableBots, parseBot, parseBotList } from "./bots.js";

export type { FormatEventOptions } from "./format-event.js";
export { formatEvent, eventTone } from "./format-event.js";
export type { PlayStep, PlayByPlayOptions, StepStates } from "./play-by-play.js";
export { visibleEvents, eventLine, playByPlay, outcomeLine } from "./play-by-play.js";
export type { ActionChoice } from "./describe-data.js";
export { actionText, viewLines, actionChoices } from "./describe-data.js";
export { learnCardNames } from "./card-names.js";
export type { BotStep } from "./bot-turns.js";
export { botActionWords, botTurnLines } from "./bot-turns.js";
export { ruleSeeLine, withRuleLink, ruleErrorText } from "./rule-link.js";

export type { Interval, Summary } from "./stats.js";
export { Z_95, wilsonInterval, summarize } from "./stats.js";

export type { MatchSummary } from "./sim-match.js";
export { seatBots, botSeed, playSimMatch } from "./sim-match.js";
export type { SimulateOptions, BotStanding, SeatStanding, ReportDeck, SimulationReport } from "./simulate.js";
export { simulationReport, simulate } from "./simulate.js";
export type { SimulationDeck } from "./decks.js";
export { deckName, checkDecks, readDeckFiles, deckHash, deckConfig } from "./decks.js";
export type { CustomCards } from "./custom-cards.js";
export { checkCustomCards, readCardFile, cardPool } from "./custom-cards.js";
export type { ShardSpec, SimulationSetup, SimulationShard, ShardOptions } from "./shards.js";
export { parseShard, shardRange, simulateShard, setupOptions, parseSimulationSetup, parseSimulationShard, mergeShards } from "./shards.js";
export type { WorkerEntry, MatchRange } from "./worker-pool.js";
export type { WorkerSetup } from "./worker-protocol.js";
export { defaultWorkerEntry, runOnWorkers } from "./worker-pool.js";

export type { Colors } from "./colors.js";
export { useColor, colorsFor } from "./colors.js";
export type { CliIo, Output } from "./cli-io.js";
export { output } from "./cli-io.js";
export type { Asker } from "./prompt.js";
export { lineAsker, terminalAsker } from "./prompt.js";
export { runCli } from "./program.js";
