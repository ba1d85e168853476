// @rulesmith/core: the public API. Every public name is listed here; what is not is private.

export type { JsonLimits, JsonValue } from "./json.js";
export { isPlainJson, plainJsonProblem, parseJson, canonicalJson, hashJson, excerpt } from "./json.js";
export { copyJson, jsonRoundTrip } from "./json-copy.js";
export { isRecord, own, isList, isSeat } from "./json-read.js";
export type { ScreenOptions, DataProblem, ScreenedData } from "./outside-data.js";
export { screenData, dataPathText, valueKind, thrownText, clipMessage, problemSummary, cardDataSummary } from "./outside-data.js";
export type { CardPool, PoolCard } from "./card-pool.js";
export { configCardSet, readCardPool } from "./card-pool.js";

export type { Result } from "./result.js";
export { ok, err } from "./result.js";

export type { RuleError } from "./errors.js";
export { ruleError, problemSentence, problemCount, problemsError, problemsOf, CoreErrorCode } from "./errors.js";

export type { PlayerId, Viewer } from "./player.js";

export type { RngState } from "./rng.js";
export { Rng, seedRng, parseRngState, shuffled } from "./rng.js";

export { HEADS, TAILS, rollDie, rollDice, flipCoin, sumFaces } from "./dice.js";

export type { DiceMode, ChanceRequest, RollRecord, DiceRolledEvent, ChanceRun } from "./chance.js";
export { Chance, runWithChance, validateFaces, chanceAnswers, ANSWER_LIMIT } from "./chance.js";

export type { GameEvent, PhaseChangedEvent, ChanceRequestedEvent, GameOverEvent, NoteEvent, DamageEvent, DestroyedEvent } from "./events.js";
export { redactEvents } from "./events.js";
export { scrubIds } from "./scrub.js";

export type { Decision, Outcome, Step, Secrets, Ruleset, AnyRuleset } from "./ruleset.js";

export type { Visibility, Zone, Zones, ZoneDef, Placement, MoveOptions, DrawOptions, CardMovedEvent, CardsRevealedEvent, ZoneView } from "./zones.js";
export {
  createZones,
  parseZones,
  zoneOf,
  allCards,
  sameCards,
  searchZone,
  moveCard,
  moveCards,
  drawCards,
  shuffleZone,
  setFaceDown,
  cardsVisibleTo,
  redactZone,
  revealCards,
  cardMovedEvent,
} from "./zones.js";

export type { Clock, ClockOptions, ParseClockOptions, PhaseEndCount } from "./clock.js";
export {
  createClock,
  beginTurn,
  endTurn,
  setPhase,
  isTurnInProgress,
  nextPlayer,
  turnsBegunBy,
  turnsEndedBy,
  turnCycle,
  phaseChangedEvent,
  parseClock,
  phaseEndsBy,
  currentRound,
  endRound,
} from "./clock.js";

export type { Duration, ExpiryContext } from "./durations.js";
export {
  permanent,
  forTurnCycles,
  untilEndOfNextTurn,
  forOwnerTurns,
  whileAttached,
  isExpired,
  turnsRemaining,
  parseDuration,
  untilEndOfTurn,
  forPhaseEnds,
  untilEndOfPhase,
  forRounds,
  ticksElapsed,
  ticksBetween,
} from "./durations.js";

export type { Modifier, StatRules, StatStep } from "./modifiers.js";
export { computeStat, explainStat } from "./modifiers.js";

export type {
  StackRuleIds,
  StackPolicy,
  StackEntry,
  QueuedTrigger,
  StackAnswer,
  StackState,
  EntryInput,
  StackNext,
  StackMoves,
  StackEvent,
  StackEventSink,
} from "./stack.js";
export {
  createStack,
  openStack,
  openPriorityWindow,
  pushEntry,
  stackRespond,
  stackPass,
  queueTrigger,
  addTrigger,
  declineTrigger,
  negateEntry,
  stackNext,
  stackResolved,
  stackMoves,
  parseStackState,
} from "./stack.js";

export type { PendingChance, ChanceHost, FacesAction, TransitionContext, ChanceTransition } from "./chance-host.js";
export { applyWithChance, chanceDecision, chanceActions, chanceAnswerer, chanceRollNumber, isFacesAction, parseChanceHost } from "./chance-host.js";

export type { MatchRecord, RecordedAction, RecordFinal, ReplayStep, Replayed } from "./record.js";
export { MATCH_RECORD_FORMAT, MATCH_RECORD_VERSION, createRecord, appendAction, appendActions, finishRecord, parseRecord, replay } from "./record.js";

export type { Chooser, MatchStepInfo, PlayMatchOptions, PlayedMatch } from "./match.js";
export { playMatch, randomChooser } from "./match.js";

export type { StandardSchemaV1, StandardSchemaProps, StandardSchemaResult, StandardSchemaIssue } from "./standard-schema.js";

export { actionKey } from "./action-key.js";
export { genericActionWords, rollTiedWords, waitingWords } from "./action-words.js";

export type { Writable } from "./working-copy.js";
export { WorkingCopy } from "./working-copy.js";

export type { KitState, CardInstance, DecklistVisibility } from "./kit-state.js";
export { DEFAULT_DECKLISTS } from "./kit-state.js";
export { dealCardIds, RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS } from "./card-ids.js";
export { cardDef, cardOwner } from "./lookup.js";
export { deepFreeze, FrozenMemo, isDeepFrozen } from "./frozen.js";

export type { StateProblem } from "./state-check.js";
export { StateReport } from "./state-check.js";

export type { GameDefinition, Work, KitView, KitRuleset, ChanceDecision, DefinitionOf, ApplyIndexOptions } from "./kit.js";
export { defineGame } from "./kit.js";

export type { ZoneMap, ZoneMapProblem } from "./zone-map.js";
export { createZoneMap, parseZoneMap, locate, slotOf, positionOf, canIdentify, zoneViewOf, ZoneWriter } from "./zone-map.js";

export type { CardProblem, CardReport, GameOption, DemoConfigOptions, GamePackage, CardCheckParts, DeckCheck } from "./game-package.js";
export { botOptionsFor, cardProblemOf, deckCardReport, cardChecks, cardFieldPath } from "./game-package.js";
export type { SchemaIssueLike } from "./schema-issues.js";
export { closestName, issueSentence, schemaFieldNames, cardProblemText } from "./schema-issues.js";
export { RULES_REFERENCE_BASE, ruleAnchor, ruleUrl } from "./rule-links.js";
