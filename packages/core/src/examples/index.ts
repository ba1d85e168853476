// @rulesmith/core/examples: small example games, two on the engine kit and one by hand. Needs nothing optional.
export type { ReferenceDuelAction, ReferenceDuelConfig, ReferenceDuelDecision, ReferenceDuelEvent, ReferenceDuelState, ReferenceDuelView } from "./reference-duel.js";
export { REFERENCE_DUEL_HP, referenceDuel, referenceDuelGame } from "./reference-duel.js";
export type { Charm, CharmDuelAction, CharmDuelAnswer, CharmDuelConfig, CharmDuelDecision, CharmDuelEvent, CharmDuelState, CharmDuelTurn, CharmDuelView } from "./charm-duel.js";
export { CHARM_DUEL_HP, charmDuel, charmDuelGame } from "./charm-duel.js";
// The dice duel is written by hand against the Ruleset contract, without the engine kit.
export type { DuelConfig, DuelSide, DuelPhase, DuelState, DuelAction, CardView, DuelSideView, DuelView } from "./dice-duel.js";
export { diceDuel, START_HP, HAND_SIZE } from "./dice-duel.js";
