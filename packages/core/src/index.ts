// @rulesmith/core: the public API. Every public name is listed here; what is not is private.

export type { JsonValue } from "./json.js";
export { isPlainJson, plainJsonProblem, parseJson, canonicalJson, hashJson } from "./json.js";

export type { Result } from "./result.js";
export { ok, err } from "./result.js";

export type { RuleError } from "./errors.js";
export { ruleError, CoreErrorCode } from "./errors.js";

export type { PlayerId, Viewer } from "./player.js";

export type { RngState } from "./rng.js";
export { Rng, seedRng, parseRngState, shuffled } from "./rng.js";

export { HEADS, TAILS, rollDie, rollDice, flipCoin, sumFaces } from "./dice.js";

export type { DiceMode, ChanceRequest, RollRecord, DiceRolledEvent, ChanceRun } from "./chance.js";
export { Chance, runWithChance, validateFaces, chanceAnswers, ANSWER_LIMIT } from "./chance.js";

export type { GameEvent, PhaseChangedEvent, ChanceRequestedEvent, GameOverEvent, NoteEvent } from "./events.js";
export { redactEvents } from "./events.js";

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

export type { Clock } from "./clock.js";
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
} from "./clock.js";

export type { Duration, ExpiryContext } from "./durations.js";
export { permanent, forTurnCycles, untilEndOfNextTurn, forOwnerTurns, whileAttached, isExpired, turnsRemaining, parseDuration } from "./durations.js";

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
export { applyWithChance, chanceDecision, chanceActions, chanceAnswerer, isFacesAction, parseChanceHost } from "./chance-host.js";

export type { MatchRecord, RecordedAction, RecordFinal, ReplayStep, Replayed } from "./record.js";
export { MATCH_RECORD_FORMAT, MATCH_RECORD_VERSION, createRecord, appendAction, appendActions, finishRecord, parseRecord, replay } from "./record.js";

export type { Chooser, MatchStepInfo, PlayMatchOptions, PlayedMatch } from "./match.js";
export { playMatch, randomChooser } from "./match.js";
