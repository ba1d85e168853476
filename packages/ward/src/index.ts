// @rulesmith/ward: the public API. Every public name is listed here; what is not is private.
// Card data, deck validation, the rules math and the match engine (`ruleset`, `demoConfig`).

// Card data
export type {
  CreatureType,
  DamageType,
  EffectTarget,
  Side,
  Duration,
  Condition,
  CreatureFilter,
  Trigger,
  CreatureTrigger,
  Cost,
  Stat,
  Ability,
  Action,
  TriggeredEffect,
  Effect,
} from "./cards/effects.js";
export { CREATURE_TYPES } from "./cards/effects.js";
export type {
  Rarity,
  CardBase,
  CreatureCard,
  SummonRequirement,
  HybridStats,
  MagicType,
  MagicSubType,
  MagicCard,
  Card,
  CardSet,
  CardProblem,
  CardProblems,
} from "./cards/cards.js";
export { RARITIES, cardSchema, cardSetSchema, parseCard, parseCardSet } from "./cards/cards.js";
export { cardSchemaDefinitions } from "./cards/json-schema-definitions.js";
export { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";
export { sampleCards, sampleCardSet, sampleCard } from "./cards/sample-cards.js";

// Decks
export type { DeckEntry, DeckList, DeckOptions, DeckReport } from "./cards/deck.js";
export { DECK_SIZE, MAX_COPIES, validateDeck } from "./cards/deck.js";
export { forestAmbushDeck, ironWorksDeck, starterDecks } from "./cards/starter-decks.js";

// Rules math
export { sacrificesRequired } from "./rules/sacrifice.js";
export type { CreatureStats, StatChange } from "./rules/stats.js";
export { MAX_ARMOR_LEVEL, BASE_HIT_DICE, baseStats, clampArmorLevel, effectiveStats, statChangesOf } from "./rules/stats.js";
export type { SpeedEntry } from "./rules/speed.js";
export { speedOrder, rollOffWinner, battleOrder } from "./rules/speed.js";
export type { Critical, HitRollInput, HitRollResult } from "./rules/hit.js";
export { criticalOf, hitRoll } from "./rules/hit.js";
export type { AttackDamageInput, PercentRounding, MultiplierContext } from "./rules/damage.js";
export { applyMultipliers, attackDamage, criticalMissSelfDamage, percentageDamage, damageMultipliers } from "./rules/damage.js";
export { applyDamage, applyHealing, isKilled } from "./rules/hp.js";
export { DEFAULT_CEMETERY_THRESHOLD, cemeteryHp, cemeteryTotal, reachesThreshold, cemeteryLosers, wouldReachThreshold } from "./rules/cemetery.js";
export type { AttackOutcome, SpeedRollOff } from "./rules/roll.js";
export { rollAttack, rollSpeedOff } from "./rules/roll.js";
export { MAX_HAND_SIZE, OPENING_DRAW, MAX_INFINITE_MAGICS, MAX_LIMITED_SUMMONS, discardsRequired, canAddInfinite, canAddLimitedSummon } from "./rules/limits.js";
export { isImmuneToDamage, selfDamageCost } from "./rules/immunity.js";
export type { OverTimeEffect, OverTimeTick } from "./rules/over-time.js";
export { canApplyDot, tickOverTime } from "./rules/over-time.js";

// Match engine
export type {
  WardOptions,
  WardConfig,
  ClockExpiry,
  GrantExpiry,
  Grant,
  CreatureStatus,
  MagicStatus,
  PlayerState,
  PendingDecision,
  ChoosePurpose,
  Job,
  WardState,
  WardDecision,
  WardAction,
  EntryPayload,
  EntryCost,
} from "./engine/types.js";
export { DEFAULT_OPTIONS, parseOptions, parseConfig, demoConfig } from "./engine/options.js";
export type { ParsedConfig } from "./engine/options.js";
export { legalActions } from "./engine/legal.js";
export { parseAction } from "./engine/parse-action.js";
export type { WardView, WardGameView } from "./engine/view.js";
export { setupMatch } from "./engine/setup.js";
export { wardGame, ruleset, parseWardState, creatureStats } from "./engine/game.js";
export { evaluate } from "./engine/evaluate.js";
export { swingDamage } from "./rules/swing.js";
export type {
  RollTiedEvent,
  ChooserEvent,
  FirstPlayerEvent,
  DrewEvent,
  DiscardedEvent,
  MulliganEvent,
  ForcedReshuffleEvent,
  HandRevealedEvent,
  DrewUntilCreatureEvent,
  SacrificedEvent,
  SummonedEvent,
  PromotedEvent,
  KillOwnEvent,
  KilledEvent,
  AnchorEndedEvent,
  MagicPlayedEvent,
  MagicResolvedEvent,
  NegatedEvent,
  EffectsNegatedEvent,
  AttackNegatedEvent,
  FizzledEvent,
  MagicDestroyedEvent,
  ExpiredEvent,
  BattleDeclaredEvent,
  SpeedRollOffEvent,
  BattleOrderEvent,
  AttackEvent,
  BattleEndedEvent,
  CreatureDamageEvent,
  DamagePreventedEvent,
  HealedEvent,
  DotAppliedEvent,
  HotAppliedEvent,
  DotNotStackedEvent,
  OverTimeTickEvent,
  GrantedEvent,
  CemeteryAdjustedEvent,
  CostPaidEvent,
  CalledOutEvent,
  WardEvent,
  WardMatchEvent,
} from "./engine/events.js";
export { describeEvent } from "./engine/describe.js";
export { describeView, describeAction, describeCard } from "./engine/board-text.js";

export { wardPackage } from "./game-package.js";
export { OPTION_TABLE } from "./engine/option-table.js";
