// @rulesmith/wardom: the public API. Every public name is listed here; what is not is private.
// Card data, sample cards, decks, the rules math and the match engine (`ruleset`).

export type { CardType, ActionType, StatusName, PlainStatusName, Keyword, Zone, Position, Currency } from "./cards/vocabulary.js";
export { CARD_TYPES, ACTION_TYPES, isActionType, STATUS_NAMES, PLAIN_STATUS_NAMES, KEYWORDS, ZONES, CURRENCIES } from "./cards/vocabulary.js";
export type { ChoiceKind, ChoiceZone, PickZone } from "./cards/pick-zones.js";
export { CHOICE_ZONES } from "./cards/pick-zones.js";

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
} from "./cards/cards.js";
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
} from "./cards/card-schema.js";
export { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";
export type { CardProblem, CardProblems } from "./cards/parse-cards.js";
export { parseCard, parseCardSet } from "./cards/parse-cards.js";
export { cardKeywords, cardStatuses } from "./cards/card-info.js";
export { sampleCards, sampleCardSet } from "./cards/sample-cards.js";

export type { DeckList, DeckReport, DeckOptions } from "./cards/deck.js";
export { validateDeck } from "./cards/deck.js";
export { emberVanguardDeck, frostBastionDeck, starterDecks } from "./cards/starter-decks.js";

export type { WardomOptions } from "./engine/options.js";
export { DEFAULT_OPTIONS, resolveOptions } from "./engine/options.js";
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
} from "./rules/limits.js";

export type { Energy } from "./rules/energy.js";
export { startingEnergy, maxEnergyForRound, refillEnergy, raiseMaxEnergy, spendEnergy, gainEnergy } from "./rules/energy.js";
export { resourceDrawCount, endStageDiscardCount } from "./rules/hand.js";
export type { TreasuryCoin, Funds, Payment, PaymentReceipt } from "./rules/treasury.js";
export { coinValue, checkPayment, choosePayment, fundsAfter, paymentOptions, PAYMENT_OPTIONS_LIMIT } from "./rules/treasury.js";
export { takeResolveDamage, isOutOfResolve, resolveLoser } from "./rules/resolve.js";
export type { WagerCandidate } from "./rules/wager.js";
export { isLegalWager, hasLegalWager } from "./rules/wager.js";
export { canReplaceField } from "./rules/field.js";
export type { Stage, Moment } from "./rules/danger.js";
export { STAGES, dangerReady } from "./rules/danger.js";

export type { StatusHolder } from "./rules/statuses.js";
export { activeStatus, hasStatus, canReceiveStatus, addStatus, isUnaffectedByEffects, effectsActive, canBeFrozen } from "./rules/statuses.js";
export type { StatLine, UnitStats } from "./rules/stats.js";
export { NO_CHANGE, effectiveStats, endStageLoss, applyEndStageLoss, applyRampage, cleanseStats } from "./rules/stats.js";
export type { FormationUnit, BattleTotals, BattleDestruction, BattleResult } from "./rules/battle.js";
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
} from "./rules/battle.js";
export type { FieldUnit, EffectDestruction } from "./rules/protection.js";
export { effectDestruction, guardianSubstitutes } from "./rules/protection.js";
export type { Candidate } from "./rules/targeting.js";
export { matchesFilter, canTarget, legalPicks } from "./rules/targeting.js";
export { firstPlayerChooser, rollFirstPlayerChooser, frozenTouchFreezes, rollFrozenTouch, corruptionStats, rollCorruption } from "./rules/dice-rules.js";
export type { RoundStep, EndStagePart } from "./rules/round.js";
export { roundSteps, nextFirstPlayer, routingOrder, END_STAGE_ORDER, firstPlayerOf } from "./rules/round.js";
export { positionCapacity, hasRoom } from "./rules/line.js";
export type { AfterDestruction } from "./rules/replacement.js";
export { afterDestruction } from "./rules/replacement.js";
export type { ConditionContext } from "./rules/conditions.js";
export { conditionHolds } from "./rules/conditions.js";
export type { TrueRecruitAttempt, TrueRecruitContext } from "./rules/true-recruit.js";
export { canRecruitNormally, checkTrueRecruit } from "./rules/true-recruit.js";

export type {
  EngineOptions,
  WardomConfig,
  CardInstance,
  HeldStatus,
  StatMod,
  UnitState,
  PlayerState,
  Resolving,
  Placement,
  PickedCard,
  EntryPayload,
  DecisionData,
  Phase,
  StageJob,
  StageJobKind,
  BattleRecord,
  WardomState,
  WardomAction,
  PricedAction,
} from "./engine/types.js";
export { DEFAULT_ENGINE_OPTIONS } from "./engine/types.js";
export { parseOptions, parseConfig, demoConfig, setupMatch } from "./engine/config.js";
export type { ParsedConfig } from "./engine/config.js";
export type { UnitView, SideView, GameView, WardomView } from "./engine/view.js";
export type { WardomDecision } from "./engine/decision.js";
export { ruleset, wardomGame } from "./engine/game.js";
export type {
  RollTiedEvent,
  FirstRollWonEvent,
  FirstPlayerChosenEvent,
  CostPaidEvent,
  UpkeepDeclinedEvent,
  UpkeepUnpaidEvent,
  UnitRecruitedEvent,
  TrueRecruitedEvent,
  ActionPlayedEvent,
  ActionActivatedEvent,
  AbilityActivatedEvent,
  TreasureEnteredEvent,
  WagerPlacedEvent,
  FlippedEvent,
  CardSetEvent,
  CorruptionEvent,
  FrozenTouchEvent,
  BattleEvent,
  ResolveDamageEvent,
  CardDestroyedEvent,
  LastWillEvent,
  LastWillEndsEvent,
  RampageEvent,
  CoinedEvent,
  ComebackEvent,
  LoyaltyEvent,
  StatusAddedEvent,
  StatusRefusedEvent,
  StatusRemovedEvent,
  CleansedEvent,
  StatsChangedEvent,
  StatsSwappedEvent,
  DestroyPreventedEvent,
  GuardianSubstitutesEvent,
  DeckShuffledEvent,
  EndStageLossEvent,
  DiscardedEvent,
  RoutedEvent,
  WardomEvent,
  WardomMatchEvent,
} from "./engine/events.js";
export { describeEvent } from "./engine/describe.js";
export { describeView, describeAction, describeCard } from "./engine/board-text.js";
export { evaluate } from "./engine/evaluate.js";

export { wardomPackage } from "./game-package.js";
export { OPTION_TABLE } from "./engine/option-table.js";
