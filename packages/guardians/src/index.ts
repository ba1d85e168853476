// @rulesmith/guardians: the public API. Every public name is listed here; what is not is private.
// The rules-math layer, card data, and the match engine (ruleset, demoConfig).

export { DAMAGE_TYPES, CREATURE_CLASSES, CONDITION_NAMES, GUARDIAN_COLOURS } from "./elements.js";
export type { DamageType, CreatureClass, ConditionName } from "./elements.js";

export { DEFAULT_OPTIONS, guardiansOptions } from "./options.js";
export type { GuardiansOptions } from "./options.js";

export { EFFECT_TARGETS, effectSchema, abilitySchema, questRequirementSchema } from "./effects.js";
export type { Effect, EffectTarget, ExtraPhase, Ability, AbilityTrigger, QuestRequirement } from "./effects.js";

export { cardSchema, parseCard, parseCardSet } from "./cards.js";
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
} from "./cards.js";
export { cardJsonSchema } from "./card-json-schema.js";

export { SAMPLE_CARDS, SAMPLE_CARD_SET } from "./sample-cards.js";

export { validateDeck } from "./deck.js";
export type { Deck, DeckReport } from "./deck.js";
export { EMBER_VANGUARD_DECK, FROSTWARD_HOST_DECK, STARTER_DECKS } from "./starter-decks.js";

export { CREATURE_SLOTS, sacrificesRequired, checkPlace, sneakCost, checkSneak, canSneak } from "./summon.js";
export type { Tribute } from "./summon.js";

export { checkRetreat, millTop } from "./retreat.js";
export type { RetreatRequest } from "./retreat.js";

export { remainingHp, isFatal, takeDamage, healDamage, creatureAttack, guardianDamage } from "./damage.js";
export type { Damageable, CreatureAttackResult } from "./damage.js";

export { canReachFlying, legalAttackTargets, isLegalAttack, attackOrderAllows } from "./targets.js";
export type { TargetCreature, DefendingSide, Attacker, AttackTarget } from "./targets.js";

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
  resolveConfusion,
  afterAttacked,
  leavePlay,
} from "./conditions.js";
export type { Conditions, CreatureStatus, ConditionApplication, CoinFace, BetweenTurnsResult } from "./conditions.js";

// The match engine.
export { DEFAULT_GAME_OPTIONS, GAME_OPTION_NAMES, parseOptions } from "./engine-options.js";
export type { GameOptions } from "./engine-options.js";
export { STATE_VERSION, ZONE_NAMES, zoneId } from "./state.js";
export type { CardInstance, Unit, PlayerState, TurnPhase, TurnState, PendingDecision, GuardiansState, GuardiansConfig, GuardiansAction, ZoneName } from "./state.js";
export { setup, demoConfig, parseConfig } from "./setup.js";
export type { ParsedConfig } from "./setup.js";
export { view, secrets, determinize } from "./view.js";
export type { GameView, PlayerView, UnitView, CardRef } from "./view.js";
export { parseState } from "./parse-state.js";
export { evaluate } from "./evaluate.js";
export { ruleset, activePlayers, pending, legalActions, apply } from "./ruleset.js";

export { guardiansPackage } from "./game-package.js";
export { OPTION_TABLE } from "./option-table.js";
