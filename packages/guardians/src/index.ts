// @rulesmith/guardians: the public API. Every public name is listed here; what is not is private.
// The rules-math layer, card data, and the match engine (ruleset, demoConfig).

export { DAMAGE_TYPES, CREATURE_CLASSES, CONDITION_NAMES, GUARDIAN_COLOURS } from "./cards/elements.js";
export type { DamageType, CreatureClass, ConditionName } from "./cards/elements.js";

export { DEFAULT_OPTIONS, guardiansOptions } from "./rules/options.js";
export type { GuardiansOptions } from "./rules/options.js";

export {
  EFFECT_TARGETS,
  STANDING_EFFECT_KINDS,
  STANDING_TARGETS,
  effectSchema,
  standingEffectSchema,
  barrierEffectSchema,
  abilitySchema,
  guardianAbilitySchema,
  attackEffectSchema,
  rewardEffectSchema,
  questRequirementSchema,
} from "./cards/effects.js";
export type { Effect, EffectTarget, ExtraPhase, Ability, AbilityTrigger, QuestRequirement } from "./cards/effects.js";

export { cardSchema, cardSetSchema, parseCard, parseCardSet } from "./cards/cards.js";
export type {
  Card,
  CardKind,
  CardCommon,
  CardSet,
  CardProblem,
  CardProblems,
  GuardianCard,
  MinionCard,
  KingCard,
  AttackCard,
  TypeDamage,
  QuestCard,
  BarrierCard,
} from "./cards/cards.js";
export { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";

export { sampleCards, sampleCardSet } from "./cards/sample-cards.js";

export { validateDeck } from "./cards/deck.js";
export type { Deck, DeckReport } from "./cards/deck.js";
export { emberVanguardDeck, frostwardHostDeck, starterDecks } from "./cards/starter-decks.js";

export { CREATURE_SLOTS, sacrificesRequired, checkPlace, sneakCost, checkSneak, canSneak } from "./rules/summon.js";
export type { Tribute } from "./rules/summon.js";

export { checkRetreat, millTop } from "./rules/retreat.js";
export type { RetreatRequest } from "./rules/retreat.js";

export { remainingHp, isFatal, takeDamage, healDamage, creatureAttack, guardianDamage } from "./rules/damage.js";
export type { Damageable, CreatureAttackResult } from "./rules/damage.js";

export { canReachFlying, legalAttackTargets, isLegalAttack, attackOrderAllows } from "./rules/targets.js";
export type { TargetCreature, DefendingSide, Attacker, AttackTarget } from "./rules/targets.js";

export {
  NO_CONDITIONS,
  hasCondition,
  activeConditions,
  applyCondition,
  canAttack,
  conditionsAllowRetreat,
  startOwnerTurn,
  endPhase,
  betweenTurnsFlips,
  betweenTurns,
  betweenTurnsWithChance,
  poisonWithChance,
  poisonTurnsLeft,
  resolveConfusion,
  afterAttacked,
  leavePlay,
} from "./rules/conditions.js";
export type { Conditions, CreatureStatus, ConditionApplication, CoinFace, BetweenTurnsResult, PoisonDuration, TurnEnd } from "./rules/conditions.js";

// The match engine.
export { DEFAULT_GAME_OPTIONS, GAME_OPTION_NAMES, parseOptions } from "./engine/engine-options.js";
export type { GameOptions } from "./engine/engine-options.js";
export { STATE_VERSION, ZONE_NAMES, zoneId } from "./engine/state.js";
export type { Unit, PlayerState, TurnPhase, TurnState, PendingDecision, EffectRun, ResumePoint, Resume, GuardiansState, GuardiansConfig, GuardiansAction, ZoneName } from "./engine/state.js";
export { setupMatch, demoConfig, parseConfig } from "./engine/setup.js";
export type { ParsedConfig } from "./engine/setup.js";
export type { GameView, PlayerView, UnitView, GuardiansView } from "./engine/view.js";
export { describeView, describeAction, describeCard } from "./engine/board-text.js";
export { describeEvent } from "./engine/describe.js";
export type {
  RollTiedEvent,
  TossWonEvent,
  FirstPlayerEvent,
  PlacedEvent,
  SneakedEvent,
  TributeEvent,
  RetreatedEvent,
  AbilityUsedEvent,
  AttackEvent,
  ConfusedSelfHitEvent,
  CatchEvent,
  GuardianBattleEvent,
  AttackCardChosenEvent,
  AttackDeckReshuffledEvent,
  CardDamagedEvent,
  HealedEvent,
  ConditionInflictedEvent,
  ConditionIgnoredEvent,
  CuredEvent,
  AtkChangedEvent,
  RushEndsEvent,
  ExtraPhasesEvent,
  CardDestroyedEvent,
  QuestCompletedEvent,
  QuestExpiredEvent,
  DiscardedEvent,
  PlayerOutEvent,
  OpponentChosenEvent,
  CreatureChosenEvent,
  ZoneShuffledEvent,
  GuardiansEvent,
  GuardiansMatchEvent,
} from "./engine/events.js";
export type { GuardiansDecision } from "./engine/decision.js";
export { evaluate } from "./engine/evaluate.js";
export { ruleset, guardiansGame } from "./engine/game.js";

export { guardiansPackage } from "./game-package.js";
export { OPTION_TABLE } from "./engine/option-table.js";
