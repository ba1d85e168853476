// Ward's own part of a view; the engine kit adds zones, cards, definitions, the pending
// decision and the outcome, and removes every id of a card the viewer may not identify.
import type { Clock, KitView, StackState, Viewer } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { CreatureStats } from "../rules/stats.js";
import { chooseOptions } from "./legal.js";
import type { CreatureStatus, EntryCost, EntryPayload, MagicStatus, PendingDecision, PlayerState, WardDecision, WardOptions, WardState } from "./types.js";
import { cemeteryTotalOf, statsOf } from "./queries.js";

/**
 * Ward's own part of a view (`view.game`): the options, the clock, the field, both players'
 * bookkeeping and cemetery HP, the chain and the pending decision. Everything here is public
 * except `choices`, which only the player who chooses gets.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) ruleset.view(s.value, 1).game.cemeteryHp; // [0, 0]
 * ```
 */
export interface WardGameView {
  /** The options in force. */
  readonly options: WardOptions;
  /** The clock. */
  readonly clock: Clock;
  /** Creatures on the field. */
  readonly creatures: Readonly<Record<string, CreatureStatus>>;
  /**
   * The effective stats of every creature on the field, by instance id: printed stats with
   * Equips, Field magics and grants applied, AL never above 12 (W-QS.6-5, W-17.1-1). Public,
   * like the field; what a client shows on the card.
   */
  readonly stats: Readonly<Record<string, CreatureStats>>;
  /** Magics on the field. */
  readonly magics: Readonly<Record<string, MagicStatus>>;
  /** Both players' bookkeeping. */
  readonly players: readonly PlayerState[];
  /** Cemetery HP of each player (W-4.3.2-1: cemeteries are public). */
  readonly cemeteryHp: readonly [number, number];
  /** The open chain. */
  readonly stack: StackState<EntryPayload, EntryCost> | null;
  /** The pending decision as Ward keeps it, or `null`. */
  readonly decision: PendingDecision | null;
  /** The options of a `"choose"` decision, for the player who chooses; `null` otherwise. */
  readonly choices: readonly (string | null)[] | null;
}

/**
 * A player's or a spectator's view of a Ward match: the engine kit's view (zones with the
 * cards the viewer may not identify as `null`, those cards' definitions left out while
 * decklists are hidden, no generator state, a pending roll as its request) with Ward's own
 * part in `game`.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset, type WardView } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * const v: WardView | undefined = s.ok ? ruleset.view(s.value, 1) : undefined;
 * v?.zones["p0/deck"]?.count; // 30 — every card null
 * ```
 */
export type WardView = KitView<WardGameView, WardDecision, Card>;

/** @internal Ward's part of the view of a state. */
export function gameView(s: WardState, viewer: Viewer): WardGameView {
  const d = s.decision;
  return {
    options: s.options,
    clock: s.clock,
    creatures: s.creatures,
    stats: fieldStats(s),
    magics: s.magics,
    players: s.players,
    cemeteryHp: [cemeteryTotalOf(s, 0), cemeteryTotalOf(s, 1)],
    stack: s.stack,
    decision: d,
    choices: d?.kind === "choose" && d.player === viewer && s.chance === null ? chooseOptions(s) : null,
  };
}

/** Effective stats of the creatures on the field. */
function fieldStats(s: WardState): Record<string, CreatureStats> {
  const out: Record<string, CreatureStats> = {};
  for (const id of Object.keys(s.creatures)) out[id] = statsOf(s, id);
  return out;
}
