// @rulesmith/wardom: the public API. Every public name is listed here; what is not is private.
// Card data, sample cards, decks, the rules math and the match engine (`ruleset`).

export type { CardType, ActionType, StatusName, PlainStatusName, Keyword, Zone, Position, Currency } from "./vocabulary.js";
export { CARD_TYPES, ACTION_TYPES, isActionType, STATUS_NAMES, PLAIN_STATUS_NAMES, KEYWORDS, ZONES, CURRENCIES } from "./vocabulary.js";

export type {
  StatusGrant,
  CardFilter,
  Side,
  PlayerRef,
  Choice,
  Duration,
  Condition,
  Effect,
  Timing,
  Cost,
  CardAbility,
  TrueRecruitStep,
  TrueRecruit,
  CardBase,
  UnitCard,
  PlainActionCard,
  DangerCard,
  EquipCard,
  FieldCard,
  TreasureCard,
  Card,
  CardSet,
} from "./cards.js";
export {
  StatusGrantSchema,
  CardFilterSchema,
  ChoiceSchema,
  ConditionSchema,
  EffectSchema,
  TimingSchema,
  CardAbilitySchema,
  CardSchema,
  CardSetSchema,
  cardSchemaDefinitions,
} from "./card-schema.js";
export { cardJsonSchema, cardSetJsonSchema } from "./card-json-schema.js";
export type { CardProblem, CardProblems } from "./parse-cards.js";
export { parseCard, parseCardSet } from "./parse-cards.js";
export { cardKeywords, cardStatuses } from "./card-info.js";
export { sampleCards, sampleCardSet } from "./sample-cards.js";

export type { DeckList, DeckReport, DeckOptions } from "./deck.js";
export { validateDeck } from "./deck.js";
export { emberVanguardDeck, frostBastionDeck, starterDecks } from "./starter-decks.js";

export type { WardomOptions } from "./options.js";
export { DEFAULT_OPTIONS, resolveOptions } from "./options.js";
export {
  DECK_MIN,
  DECK_MAX,
  MAX_COPIES,
  STARTING_RESOLVE,
  STARTING_HAND,
  STARTING_ENERGY,
  ENERGY_CAP,
  SIDE_ZONE_LIMIT,
  ACTION_ZONE_LIMIT,
  HAND_LIMIT,
} from "./limits.js";

export type { Energy } from "./energy.js";
export { startingEnergy, maxEnergyForRound, refillEnergy, raiseMaxEnergy, spendEnergy, gainEnergy } from "./energy.js";
export { resourceDrawCount, endStageDiscardCount } from "./hand.js";
export type { TreasuryCoin, Funds, Payment, PaymentReceipt } from "./treasury.js";
export { coinValue, checkPayment, choosePayment, fundsAfter } from "./treasury.js";
export { takeResolveDamage, isOutOfResolve, resolveLoser } from "./resolve.js";
export type { WagerCandidate } from "./wager.js";
export { isLegalWager, hasLegalWager } from "./wager.js";
export { canReplaceField } from "./field.js";
export type { Stage, Moment } from "./danger.js";
export { STAGES, dangerReady } from "./danger.js";

export type { StatusHolder } from "./statuses.js";
export { activeStatus, hasStatus, canReceiveStatus, addStatus, removeStatus, isUnaffectedByEffects, effectsActive, canBeFrozen } from "./statuses.js";
export type { StatLine, UnitStats } from "./stats.js";
export { NO_CHANGE, effectiveStats, endStageLoss, applyEndStageLoss, applyRampage, cleanseStats } from "./stats.js";
export type { FormationUnit, BattleTotals, BattleDestruction, BattleResult } from "./battle.js";
export {
  battleTotals,
  battleWinner,
  resolveDamage,
  formationHasPiercing,
  frontLineUnits,
  relevantStat,
  battleDestruction,
  resolveBattle,
  rampageGainers,
} from "./battle.js";
export type { FieldUnit, EffectDestruction } from "./protection.js";
export { effectDestruction, guardianSubstitutes } from "./protection.js";
export type { Candidate } from "./targeting.js";
export { matchesFilter, canTarget, legalPicks } from "./targeting.js";
export { firstPlayerChooser, rollFirstPlayerChooser, frozenTouchFreezes, rollFrozenTouch, corruptionStats, rollCorruption } from "./dice-rules.js";
export type { RoundStep } from "./round.js";
export { roundSteps, nextFirstPlayer, routingOrder, END_STAGE_ORDER } from "./round.js";
export { positionCapacity, hasRoom } from "./line.js";
export type { AfterDestruction } from "./replacement.js";
export { afterDestruction } from "./replacement.js";
export type { ConditionContext } from "./conditions.js";
export { conditionHolds } from "./conditions.js";
export type { TrueRecruitAttempt, TrueRecruitContext } from "./true-recruit.js";
export { canRecruitNormally, checkTrueRecruit } from "./true-recruit.js";

export type {
  EngineOptions,
  GameConfig,
  CardInstance,
  HeldStatus,
  StatMod,
  UnitState,
  PlayerState,
  Resolving,
  EntryPayload,
  DecisionData,
  Phase,
  BattleRecord,
  GameState,
  GameAction,
} from "./engine-types.js";
export { DEFAULT_ENGINE_OPTIONS } from "./engine-types.js";
export { parseOptions, demoConfig, setupMatch } from "./engine-config.js";
export type { CardView, UnitView, SideView, GameView } from "./ruleset.js";
export { ruleset } from "./ruleset.js";
export { evaluate } from "./evaluate.js";
