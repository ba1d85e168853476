// @rulesmith/core/examples: small example games on the engine kit. Needs nothing optional.
export type { ReferenceDuelAction, ReferenceDuelConfig, ReferenceDuelDecision, ReferenceDuelEvent, ReferenceDuelState, ReferenceDuelView } from "./reference-duel.js";
export { REFERENCE_DUEL_HP, referenceDuel, referenceDuelGame } from "./reference-duel.js";
export type { Charm, CharmDuelAction, CharmDuelAnswer, CharmDuelConfig, CharmDuelDecision, CharmDuelEvent, CharmDuelState, CharmDuelTurn, CharmDuelView } from "./charm-duel.js";
export { CHARM_DUEL_HP, charmDuel, charmDuelGame } from "./charm-duel.js";
