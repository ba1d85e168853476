// Guardians' declarations to core's engine kit, and the ruleset the kit builds from them.
import { CoreErrorCode, defineGame, ruleError, type GameDefinition, type KitRuleset, type PlayerId } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import { decisionOf, type GuardiansDecision } from "./decision.js";
import type { GuardiansMatchEvent } from "./events.js";
import { parseAction, transition } from "./engine.js";
import { explainIllegal } from "./explain.js";
import { decisionActions } from "./legal.js";
import { layoutOf, setupMatch } from "./setup.js";
import { holds, stateInvariants, stateSchema } from "./state-schema.js";
import type { GuardiansAction, GuardiansConfig, GuardiansState } from "./state.js";
import { gameView, type GameView } from "./view.js";

// The rules version match records carry (`gameVersion`). 6: the first player of a 3- or 4-player
// match is rolled on d6s (G-ENG-8), so a version-5 record of such a match would replay into
// another one. Saved states did not change: they keep format STATE_VERSION (5).
const RULES_VERSION = 6;

const SEATS: readonly (readonly PlayerId[])[] = [[], [0], /* @__PURE__ */ Object.freeze([0, 1]), /* @__PURE__ */ Object.freeze([0, 1, 2]), /* @__PURE__ */ Object.freeze([0, 1, 2, 3])];

/** @internal A shallow copy of a state's root as a literal of its fixed shape (the kit's working copy). */
function copyState(s: GuardiansState): GuardiansState {
  return {
    game: s.game,
    version: s.version,
    options: s.options,
    defs: s.defs,
    cards: s.cards,
    zones: s.zones,
    decklists: s.decklists,
    units: s.units,
    players: s.players,
    clock: s.clock,
    first: s.first,
    turn: s.turn,
    decision: s.decision,
    resume: s.resume,
    outcome: s.outcome,
    rng: s.rng,
    dice: s.dice,
    chance: s.chance,
  };
}

/**
 * Guardians' declarations to core's engine kit: seats, setup, the decision, legal actions, the
 * transition, the view, the zone layout, the state schema and its invariants. The kit builds
 * {@link ruleset} from them; a tool that wraps the kit (a visibility check, a profiler) can
 * build its own.
 *
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { guardiansGame } from "@rulesmith/guardians";
 * // the same ruleset as `ruleset`
 * const rules = defineGame(guardiansGame);
 * ```
 */
export const guardiansGame: GameDefinition<GuardiansState, GuardiansAction, GuardiansConfig, GuardiansMatchEvent, GuardiansDecision, GameView, Card> = {
  id: "guardians",
  version: RULES_VERSION,
  setup: setupMatch,
  seats: (s) => SEATS[s.players.length] ?? s.players.map((_, i) => i),
  decision: decisionOf,
  outcome: (s) => s.outcome,
  legalActions: (s, player) => (s.decision === null ? [] : decisionActions(s, s.decision, player)),
  perform: transition,
  copy: copyState,
  sets: ["tributes"],
  refuse(s, _player, action) {
    const parsed = parseAction(action);
    if (!parsed.ok) return parsed.error;
    const d = s.decision;
    if (d === null) return ruleError(CoreErrorCode.GameOver, "The match is over.");
    return explainIllegal(s, d, parsed.value);
  },
  view: (s) => gameView(s),
  holds,
  layout: (s) => layoutOf(s.players.length),
  schema: stateSchema,
  invariants: stateInvariants,
};

/**
 * The Guardians of the Elements match engine, built by core's engine kit from
 * {@link guardiansGame}: 2 to 4 players, the whole turn (Action Phase, Battle Phase, End Phase,
 * the in-between step), Minions, Kings, Quests, Barriers, Guardian battles with Attack Cards
 * and the eight Special Conditions; physical dice (`dice: "external"`) for every die and coin,
 * the fast path `applyIndex` for bots, views and `determinize` from one visibility model, and
 * `parseState` for saved games. Its events are typed ({@link GuardiansMatchEvent}), so
 * `e.type === "damage"` narrows an event of a step; `describeEvent` words each one.
 *
 * Implements the rules matrix G-* (see the package README for the rows covered and not modelled).
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * let s = ruleset.setup(demoConfig(7));
 * while (s.ok && ruleset.outcome(s.value) === undefined) {
 *   const p = ruleset.activePlayers(s.value)[0] ?? 0;
 *   // always the first legal action
 *   const step = ruleset.applyIndex(s.value, p, 0);
 *   s = step.ok ? { ok: true, value: step.value.state } : step;
 * }
 * if (s.ok) console.log(ruleset.outcome(s.value)?.reason); // player 1 is the last player standing
 * ```
 */
export const ruleset: KitRuleset<GuardiansState, GuardiansAction, GuardiansConfig, GuardiansMatchEvent, GuardiansDecision, GameView> = defineGame(guardiansGame);
