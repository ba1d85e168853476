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
  Cost,
  Stat,
  Ability,
  Action,
  TriggeredEffect,
  Effect,
} from "./effects.js";
export { CREATURE_TYPES } from "./effects.js";
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
} from "./cards.js";
export { RARITIES, cardSchema, cardSetSchema, parseCard, parseCardSet } from "./cards.js";
export { cardSchemaDefinitions } from "./json-schema-definitions.js";
export { cardJsonSchema, cardSetJsonSchema } from "./card-json-schema.js";
export { sampleCards, sampleCard } from "./sample-cards.js";

// Decks
export type { DeckEntry, DeckList, DeckOptions, DeckReport } from "./deck.js";
export { DECK_SIZE, MAX_COPIES, validateDeck } from "./deck.js";
export { forestAmbushDeck, ironWorksDeck, starterDecks } from "./starter-decks.js";

// Rules math
export { sacrificesRequired } from "./sacrifice.js";
export type { CreatureStats, StatChange } from "./stats.js";
export { MAX_ARMOR_LEVEL, BASE_HIT_DICE, baseStats, clampArmorLevel, effectiveStats, statChangesOf } from "./stats.js";
export type { SpeedEntry } from "./speed.js";
export { speedOrder, rollOffWinner, battleOrder } from "./speed.js";
export type { Critical, HitRollInput, HitRollResult } from "./hit.js";
export { criticalOf, hitRoll } from "./hit.js";
export type { AttackDamageInput, PercentRounding, MultiplierContext } from "./damage.js";
export { applyMultipliers, attackDamage, criticalMissSelfDamage, percentageDamage, damageMultipliers } from "./damage.js";
export { applyDamage, applyHealing, isKilled } from "./hp.js";
export { DEFAULT_CEMETERY_THRESHOLD, cemeteryHp, cemeteryTotal, reachesThreshold, cemeteryLosers, wouldReachThreshold } from "./cemetery.js";
export type { AttackOutcome, SpeedRollOff } from "./roll.js";
export { rollAttack, rollSpeedOff } from "./roll.js";
export { MAX_HAND_SIZE, OPENING_DRAW, MAX_INFINITE_MAGICS, MAX_LIMITED_SUMMONS, discardsRequired, canAddInfinite, canAddLimitedSummon } from "./limits.js";
export { isImmuneToDamage, selfDamageCost } from "./immunity.js";
export type { OverTimeEffect, OverTimeTick } from "./over-time.js";
export { canApplyDot, tickOverTime } from "./over-time.js";

// Match engine
export type {
  WardOptions,
  WardConfig,
  CardInstance,
  GrantExpiry,
  Grant,
  CreatureStatus,
  MagicStatus,
  PlayerState,
  PendingDecision,
  Job,
  WardState,
  WardAction,
} from "./engine/types.js";
export { DEFAULT_OPTIONS, parseOptions, parseConfig, demoConfig } from "./engine/options.js";
export type { ParsedConfig } from "./engine/options.js";
export { legalActions } from "./engine/legal.js";
export { parseAction } from "./engine/transition.js";
export type { WardView } from "./engine/view.js";
export { ruleset, setupMatch, parseWardState, evaluate, creatureStats } from "./engine/ruleset.js";
export { swingDamage } from "./swing.js";
export { describeEvent } from "./engine/describe.js";
