// Wardom's declarations to core's engine kit, and the ruleset the kit builds from them.
import { CoreErrorCode, defineGame, locate, ruleError, type GameDefinition, type KitRuleset, type PlayerId } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import { legalFor, perform as performAction, pickByIdRefusal } from "./actions.js";
import { LAYOUT, setupMatch } from "./config.js";
import { decisionOf, ruleFor, type WardomDecision } from "./decision.js";
import type { WardomMatchEvent } from "./events.js";
import { advance, firstRoll } from "./flow.js";
import { holds, stateInvariants, stateSchema } from "./state-schema.js";
import { actionShapeProblem } from "./action-shape.js";
import type { WardomAction, WardomConfig, WardomState } from "./types.js";
import { gameView, type GameView } from "./view.js";
import type { Work } from "./work.js";

const SEATS: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([0, 1]);

/** @internal A shallow copy of a state's root as a literal of its fixed shape (the kit's working copy). */
function copyState(s: WardomState): WardomState {
  return {
    game: s.game,
    version: s.version,
    options: s.options,
    clock: s.clock,
    jobs: s.jobs,
    cards: s.cards,
    defs: s.defs,
    zones: s.zones,
    decklists: s.decklists,
    players: s.players,
    units: s.units,
    marked: s.marked,
    attached: s.attached,
    setAt: s.setAt,
    setCosts: s.setCosts,
    uses: s.uses,
    battle: s.battle,
    decision: s.decision,
    stack: s.stack,
    outcome: s.outcome,
    rng: s.rng,
    dice: s.dice,
    chance: s.chance,
  };
}

/** @internal The transition: the listed action, then the match runs on to its next decision. */
function perform(w: Work, player: PlayerId, action: WardomAction): undefined {
  if (action.type === "roll") {
    w.set("decision", null);
    firstRoll(w);
  } else performAction(w, player, action);
  advance(w);
  return undefined;
}

/**
 * @internal The cards everyone may identify beyond what the zones show. A True Recruited copy
 * stays marked when it returns to its owner's hand (D-TRUE-9): everyone saw it go there, so
 * everyone may identify it in that hand. The card an action waiting for its payment is for was
 * shown to the table (a spectator too) when it was chosen, unless it is a Unit recruited face
 * down, which shows only its cost.
 */
function seenByAll(s: WardomState): string[] {
  const out: string[] = [];
  for (const c of s.marked) {
    const z = locate(s.zones, c);
    if (z === "p0/hand" || z === "p1/hand") out.push(c);
  }
  const d = s.decision;
  if (d?.kind === "pay" && d.action.type !== "ability" && d.action.type !== "pay-upkeep" && !(d.action.type === "recruit" && d.action.faceDown)) out.push(d.action.card);
  return out;
}

/**
 * Wardom's declarations to core's engine kit: seats, setup, the decision, legal actions, the
 * transition, the view, the zone layout, the state schema and its invariants. The kit builds
 * {@link ruleset} from them; a tool that wraps the kit (a new visibility check, a profiler) can
 * build its own.
 *
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { wardomGame } from "@rulesmith/wardom";
 * // the same ruleset as `ruleset`
 * const rules = defineGame(wardomGame);
 * ```
 */
export const wardomGame: GameDefinition<WardomState, WardomAction, WardomConfig, WardomMatchEvent, WardomDecision, GameView, Card> = {
  id: "wardom",
  // The record version (ruleset.version): 8 since a pick names places, so a version-7 record's
  // picks by id would not replay. The state version stays 7 (config.ts): states are unchanged.
  version: 8,
  setup: setupMatch,
  seats: () => SEATS,
  decision: decisionOf,
  outcome: (s) => s.outcome,
  legalActions: legalFor,
  perform,
  copy: copyState,
  sets: ["cards", "treasury"],
  refuse(s, player, action) {
    const problem = actionShapeProblem(action);
    if (problem !== undefined) return problem;
    const byId = pickByIdRefusal(s, player, action as object);
    if (byId !== undefined) return byId;
    const type = String(Reflect.get(action as object, "type"));
    const d = s.decision;
    if (d === null) return undefined;
    return ruleError(CoreErrorCode.IllegalAction, `That ${type} action is not legal now (waiting for: ${d.kind}); only the actions legalActions lists are allowed.`, {
      rule: ruleFor(d),
      details: { player, decision: d.kind },
    });
  },
  view: (s, _viewer, canIdentify) => gameView(s, canIdentify),
  seen: seenByAll,
  holds,
  layout: () => LAYOUT,
  schema: stateSchema,
  invariants: stateInvariants,
};

/**
 * The Wardom match engine (D-SETUP-1 .. D-WIN-3), built by core's engine kit from
 * {@link wardomGame}: two players, the round of eight ordered steps, battles, wagers,
 * sequences, statuses and keywords; physical dice (`dice: "external"`) for every roll, the
 * fast path `applyIndex` for bots, views and `determinize` from one visibility model, and
 * `parseState` for saved games. Its events are typed ({@link WardomMatchEvent}) and
 * `describeEvent` words them for a play-by-play.
 *
 * @example
 * ```ts
 * import { ruleset, demoConfig } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) ruleset.legalActions(start.value, 0); // [{ type: "roll" }]
 * ```
 */
export const ruleset: KitRuleset<WardomState, WardomAction, WardomConfig, WardomMatchEvent, WardomDecision, GameView> = defineGame(wardomGame);
