import {
  applyWithChance,
  chanceActions,
  chanceAnswerer,
  chanceDecision,
  CoreErrorCode,
  err,
  redactEvents,
  ruleError,
  type Decision,
  type PlayerId,
  type Result,
  type Ruleset,
  type Step,
} from "@rulesmith/core";
import { transition } from "./engine.js";
import { decisionActions } from "./legal.js";
import { parseState } from "./parse-state.js";
import { setup } from "./setup.js";
import type { GuardiansAction, GuardiansConfig, GuardiansState, PendingDecision } from "./state.js";
import { determinize, secrets, view, type GameView } from "./view.js";

function isSeat(s: GuardiansState, player: unknown): player is PlayerId {
  return typeof player === "number" && Number.isInteger(player) && player >= 0 && player < s.players.length;
}

/**
 * Who must act now: the answerer of a pending physical roll, else the player of the pending
 * decision; nobody once the match is over.
 *
 * Implements G-TURN-1 and G-FIRST-4 as far as who acts: one player at a time, the one whose turn
 * (or decision) it is; the turn order itself is kept by {@link apply}.
 *
 * @param s - The state.
 * @returns The players.
 * @example
 * ```ts
 * import { activePlayers, demoConfig, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) activePlayers(s.value); // [0]
 * ```
 */
export function activePlayers(s: GuardiansState): readonly PlayerId[] {
  if (s.outcome !== null) return [];
  if (s.chance !== null) return [chanceAnswerer(s.chance)];
  return s.decision === null ? [] : [s.decision.player];
}

const PROMPTS: Readonly<Record<PendingDecision["kind"], readonly [string, string]>> = {
  start: ["Start the match: shuffle, draw 7 cards each and decide the first player.", "G-FIRST-1"],
  "choose-first": ["You won the toss: choose who takes the first turn.", "G-AMB-4"],
  action: ["Action Phase: Place a Creature, Quest or Barrier, Sneak a King, retreat, use abilities, or end the phase.", "G-TURN-3"],
  battle: ["Battle Phase: attack with a Minion or King, battle with your Guardian, or end the phase.", "G-TURN-7"],
  "choose-attack": ["Choose one of the three Attack Cards you drew for your Guardian.", "G-GBTL-1"],
  discard: ["Discard a card: your hand is over the hand limit.", "G-AMB-34"],
};

/**
 * What the match waits for, as a core Decision with a prompt and the rule ID.
 *
 * Implements G-FIRST-1, G-AMB-4, G-TURN-3, G-TURN-7, G-GBTL-1, G-AMB-34: the rule each kind of
 * decision names.
 *
 * @param s - The state.
 * @returns The decision, or `undefined` when the match is over.
 * @example
 * ```ts
 * import { demoConfig, pending, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) pending(s.value)?.kind; // "start"
 * ```
 */
export function pending(s: GuardiansState): Decision | undefined {
  if (s.outcome !== null) return undefined;
  const c = chanceDecision(s);
  if (c !== undefined) return c;
  const d = s.decision;
  if (d === null) return undefined;
  const [prompt, rule] = PROMPTS[d.kind];
  return { kind: d.kind, players: [d.player], prompt, rule };
}

/**
 * Every legal action of a player now, complete and in a fixed order.
 *
 * Implements G-TURN-3, G-TURN-4, G-TURN-5, G-TURN-6, G-TURN-7, G-BTL-5, G-BTL-6, G-BTL-7,
 * G-GBTL-3, G-RUSH-1, G-MAT-6, G-AMB-5, G-AMB-7, G-AMB-27, and through the placement, retreat and
 * target checks the rules those name.
 *
 * @param s - The state.
 * @param player - The player.
 * @returns The actions.
 * @example
 * ```ts
 * import { demoConfig, legalActions, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) legalActions(s.value, 0); // [{ type: "start" }]
 * ```
 */
export function legalActions(s: GuardiansState, player: PlayerId): readonly GuardiansAction[] {
  if (s.outcome !== null || !isSeat(s, player)) return [];
  if (s.chance !== null) return chanceActions(s, player);
  if (s.decision === null) return [];
  return decisionActions(s, s.decision, player);
}

/**
 * Applies one action: checked against the legal list, performed, then the match advances to
 * the next decision. Dice and coins go through core's chance source, so physical dice work.
 *
 * Implements the turn structure: G-TURN-1, G-TURN-2, G-TURN-8, G-TURN-9, G-TURN-10, G-FIRST-1,
 * G-FIRST-2, G-FIRST-3, G-FIRST-4, G-AMB-4, G-AMB-5, G-AMB-22; each action follows the rules of
 * the step that performs it.
 *
 * @param s - The state (not changed).
 * @param player - Who acts.
 * @param action - The action (unchecked).
 * @returns The next state and events, or why the action was refused.
 * @example
 * ```ts
 * import { apply, demoConfig, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) apply(s.value, 0, { type: "start" }).ok; // true
 * ```
 */
export function apply(s: GuardiansState, player: PlayerId, action: GuardiansAction): Result<Step<GuardiansState>> {
  if (s.outcome !== null) return err(ruleError(CoreErrorCode.GameOver, "The match is over."));
  if (!isSeat(s, player)) return err(ruleError(CoreErrorCode.UnknownPlayer, `There is no player ${String(player)} in this match.`));
  return applyWithChance(s, player, action, transition);
}

/**
 * The Guardians of the Elements ruleset: the whole match engine behind core's contract.
 *
 * Implements the rules matrix G-* (see the package README for the rows covered and not modelled).
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * let s = ruleset.setup(demoConfig(7));
 * while (s.ok && ruleset.outcome(s.value) === undefined) {
 *   const p = ruleset.activePlayers(s.value)[0] ?? 0;
 *   const step = ruleset.apply(s.value, p, ruleset.legalActions(s.value, p)[0] ?? { type: "end-phase" });
 *   s = step.ok ? { ok: true, value: step.value.state } : step;
 * }
 * // Always taking the first legal action, seed 7 ends with player 1 the last one standing.
 * if (s.ok) console.log(ruleset.outcome(s.value)?.winners); // [1]
 * ```
 */
export const ruleset: Ruleset<GuardiansState, GuardiansAction, GuardiansConfig, GameView> = {
  id: "guardians",
  version: 1,
  setup,
  players: (s) => s.players.map((_, i) => i),
  activePlayers,
  pending,
  legalActions,
  apply,
  outcome: (s) => s.outcome ?? undefined,
  view,
  viewEvents: (events, viewer) => redactEvents(events, viewer),
  determinize,
  secrets,
  parseState,
};
