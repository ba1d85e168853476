// Ward's declarations to core's engine kit, and the ruleset the kit builds from them.
import { CoreErrorCode, defineGame, ruleError, type GameDefinition, type KitRuleset, type PlayerId } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { CreatureStats } from "../rules/stats.js";
import { legalActions } from "./legal.js";
import type { WardMatchEvent } from "./events.js";
import { parseAction } from "./parse-action.js";
import { perform } from "./perform.js";
import { statsOf } from "./queries.js";
import { LAYOUT, setupMatch } from "./setup.js";
import { holds, stateInvariants, stateSchema } from "./state-schema.js";
import type { PendingDecision, WardAction, WardConfig, WardDecision, WardState } from "./types.js";
import { gameView, type WardGameView } from "./view.js";

const SEATS: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([0, 1]);

const PROMPTS: Readonly<Record<PendingDecision["kind"], readonly [string, string]>> = {
  start: ["Roll for who goes first (each player rolls one die).", "W-QS.3-2"],
  "choose-order": ["You rolled to choose: go first or second?", "W-QS.3-2"],
  discard: ["Discard down to 8 cards.", "W-9.1-3"],
  main: ["Summon, play magics, or move on.", "W-9.1-1"],
  combat: ["Declare a battle, or end the Combat Phase.", "W-QS.5-7"],
  respond: ["Respond with one Lightning card, or pass.", "W-14.4.1-1"],
  promote: ["Your primary is gone: choose the Limited Summon that becomes your primary.", "W-13.3.6-1"],
  replace: ["Your primary is gone: summon a replacement now (no magic meanwhile).", "W-QS.4-2"],
  choose: ["Choose for the card effect.", "W-QS.8-1"],
};

/** @internal The kit's decision for Ward's pending decision. */
export function decisionOf(s: WardState): WardDecision | null {
  if (s.outcome !== null) return null;
  const d = s.decision;
  if (d === null) return null;
  const entry = PROMPTS[d.kind];
  const rule = entry[1];
  const players = d.player === 1 ? ONE : ZERO;
  if (d.kind === "choose") return { kind: d.kind, players, prompt: `Choose ${d.purpose}.`, rule, details: { purpose: d.purpose } };
  if (d.kind === "respond") return { kind: d.kind, players, prompt: entry[0], rule, details: { entry: d.entry } };
  const prompt = d.kind === "main" && s.clock.phase === "magic" ? "Play magics, or end your turn." : entry[0];
  return { kind: d.kind, players, prompt, rule };
}

const ZERO: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([0]);
const ONE: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([1]);

/** @internal A shallow copy of a state's root as a literal of its fixed shape (the kit's working copy). */
function copyState(s: WardState): WardState {
  return {
    game: s.game,
    version: s.version,
    options: s.options,
    clock: s.clock,
    cards: s.cards,
    defs: s.defs,
    zones: s.zones,
    decklists: s.decklists,
    creatures: s.creatures,
    magics: s.magics,
    players: s.players,
    decision: s.decision,
    stack: s.stack,
    jobs: s.jobs,
    combatOver: s.combatOver,
    replaceFirst: s.replaceFirst,
    outcome: s.outcome,
    rng: s.rng,
    dice: s.dice,
    chance: s.chance,
  };
}

/**
 * Ward's declarations to core's engine kit: seats, setup, the decision, legal actions, the
 * transition, visibility, the zone layout, the state schema and its invariants. The kit builds
 * {@link ruleset} from them; a tool that wraps the kit (a new visibility check, a profiler) can
 * build its own.
 *
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { wardGame } from "@rulesmith/ward";
 * // the same ruleset as `ruleset`
 * const rules = defineGame(wardGame);
 * ```
 */
export const wardGame: GameDefinition<WardState, WardAction, WardConfig, WardMatchEvent, WardDecision, WardGameView, Card> = {
  id: "ward",
  // The record version (ruleset.version): 4 since Lead Boots stops sacrifice and kill-own, so
  // seeded matches with it play differently. The state version stays 3 (setup.ts).
  version: 4,
  setup: setupMatch,
  seats: () => SEATS,
  decision: decisionOf,
  outcome: (s) => s.outcome,
  legalActions,
  perform,
  copy: copyState,
  sets: ["sacrifices", "discards"],
  refuse(s, player, action) {
    const shape = parseAction(action);
    if (!shape.ok) return shape.error;
    const d = s.decision;
    return ruleError(CoreErrorCode.IllegalAction, `That ${shape.value.type} is not legal now (waiting for: ${d?.kind ?? "nothing"}); only the actions legalActions lists are allowed.`, {
      rule: "W-16.2.1-1",
      details: { player, decision: d?.kind ?? null },
    });
  },
  view: (s, viewer) => gameView(s, viewer),
  holds,
  layout: () => LAYOUT,
  schema: stateSchema,
  invariants: stateInvariants,
};

/**
 * The Ward: Trading Card Game ruleset, built by core's engine kit from {@link wardGame}: the
 * whole `Ruleset` contract for a two-player match, with physical dice (`dice: "external"`)
 * for every roll, the fast path `applyIndex` for bots, views and `determinize` from one
 * visibility model, and `parseState` for saved games. The events of its steps are
 * {@link WardMatchEvent}s: `e.type === "attack"` narrows an event to Ward's `AttackEvent`.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(3));
 * if (!s.ok) throw new Error(s.error.message);
 * let state = s.value;
 * while (ruleset.outcome(state) === undefined) {
 *   const p = ruleset.activePlayers(state)[0] ?? 0;
 *   // the first legal action
 *   const r = ruleset.applyIndex(state, p, 0);
 *   if (!r.ok) throw new Error(r.error.message);
 *   state = r.value.state;
 * }
 * ```
 */
export const ruleset: KitRuleset<WardState, WardAction, WardConfig, WardMatchEvent, WardDecision, WardGameView> = defineGame(wardGame);

/**
 * Validates a saved state before use: the kit's checks (bounded plain JSON, cards and zones,
 * chance fields, a paused roll replayed), Ward's state schema and its invariants (statuses
 * matching the field, HP and counters in range, references to existing cards, the decision
 * consistent with the state). Every problem is listed in `error.details.problems`. The same as
 * `ruleset.parseState`.
 *
 * Implements no rule: it validates saved data before use.
 *
 * @param value - Anything (for example `JSON.parse` of a saved game).
 * @returns The state, or a `state/invalid` error.
 * @example
 * ```ts
 * import { jsonRoundTrip } from "@rulesmith/core";
 * import { demoConfig, parseWardState, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) parseWardState(jsonRoundTrip(s.value)).ok; // true
 * ```
 */
export function parseWardState(value: unknown): ReturnType<typeof ruleset.parseState> {
  return ruleset.parseState(value);
}

/**
 * The effective stats of a creature on the field now: printed stats with its Equips, Field
 * magics and grants applied, AL never above 12 (W-QS.6-5, W-17.1-1), or `undefined` when the
 * card is not a creature on the field.
 *
 * @param s - The state.
 * @param card - The instance id.
 * @returns The stats, or `undefined`.
 * @example
 * ```ts
 * import { creatureStats, demoConfig, ruleset } from "@rulesmith/ward";
 * const start = ruleset.setup(demoConfig(1));
 * // undefined until c3 is a creature on the field; then its AL, 12 at most
 * if (start.ok) console.log(creatureStats(start.value, "c3")?.armorLevel); // undefined
 * ```
 */
export function creatureStats(s: WardState, card: string): CreatureStats | undefined {
  return s.creatures[card] === undefined ? undefined : statsOf(s, card);
}
