// Guardians' own part of a view: every player's side as everybody sees it. The engine kit adds
// the zones, the cards and definitions the viewer may identify, the decision and the outcome.
import type { KitView, PlayerId } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import { poisonTurnsLeft } from "../rules/conditions.js";
import { atkOf, defOf, hpOf, unitIn } from "./board.js";
import type { GuardiansDecision } from "./decision.js";
import type { GameOptions } from "./engine-options.js";
import { zoneId, type GuardiansState, type Resume, type TurnState, type Unit } from "./state.js";

/**
 * A card in play as everybody sees it: its ids, its printed HP, the damage it carries, the HP
 * left, its current ATK, the turns its Poison still lasts and its whole status.
 *
 * @example
 * ```ts
 * import type { UnitView } from "@rulesmith/guardians";
 * // label(u) is such as "HP 14/20"
 * const label = (u: UnitView) => `HP ${u.hpLeft}/${u.hp}`;
 * ```
 */
export interface UnitView {
  /** Opaque instance id of the card. */
  readonly id: string;
  /** Id of its card definition, a key of the view's `defs`. */
  readonly def: string;
  /** Printed HP (0 for a Quest). */
  readonly hp: number;
  /** Damage carried (G-WIN-2). */
  readonly damage: number;
  /** HP left: printed HP minus damage, never below 0. */
  readonly hpLeft: number;
  /** Current ATK of a Minion or King (printed, plus this turn's change, plus the standing `modify-atk` effects in play, G-MIN-8); 0 for other cards. */
  readonly atk: number;
  /** How many more of its owner's turns its Poison lasts, from the clock (`poisonTurnsLeft`, G-POI-1); 0 when not Poisoned. */
  readonly poisonTurnsLeft: number;
  /** Its damage, conditions (Poison as a core duration) and per-turn marks (`attacked`, `usedAbilities`); all public. */
  readonly unit: Unit;
}

/**
 * One player's side as everybody sees it: whether they are out, whether the hand is set aside,
 * and the cards in play with their status. Hands, decks and discard piles are in the view's
 * `zones` (hidden cards as `null`).
 *
 * @example
 * ```ts
 * import type { PlayerView } from "@rulesmith/guardians";
 * const alive = (p: PlayerView) => !p.out && p.guardian !== null;
 * ```
 */
export interface PlayerView {
  /** The seat of this player. */
  readonly seat: PlayerId;
  /** The player is out of the game (G-WIN-3, G-WIN-4). */
  readonly out: boolean;
  /** Why the player is out, for people; `null` while in the game. */
  readonly outReason: string | null;
  /** The hand is set aside during this player's Guardian battle (G-GBTL-1). */
  readonly handAside: boolean;
  /** The Guardian in its slot (G-MAT-2), or `null` if the slot is empty. */
  readonly guardian: UnitView | null;
  /** Minions and Kings on the five creature slots, in the order they entered play (G-MAT-3). */
  readonly field: readonly UnitView[];
  /** Quests and Barriers on the five row slots, in the order they entered play (G-MAT-6). */
  readonly row: readonly UnitView[];
}

/**
 * Guardians' own part of a view (`view(...).game`): the turn, the options and every side.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) ruleset.view(s.value, 0).game.players.length; // 2
 * ```
 */
export interface GameView {
  /** Format version of the state. */
  readonly version: number;
  /** The match's rule options, all filled in. */
  readonly options: GameOptions;
  /** The clock's turn number. */
  readonly turn: number;
  /** The seat whose turn it is. */
  readonly active: PlayerId;
  /** The current phase: `"setup"`, `"start"`, `"action"`, `"battle"`, `"end"` or `"between"` (the in-between step, G-TURN-10). */
  readonly phase: string;
  /** The seat that takes the first turn (G-AMB-4). */
  readonly first: PlayerId;
  /** What the active player has done this turn and the phases still to come. */
  readonly turnState: TurnState;
  /** The effects waiting for a `choose-opponent` or `choose-creature` decision, with the card they belong to and where the turn goes on (all public: cards in play), else `null`. */
  readonly resume: Resume | null;
  /** Every player's side, indexed by seat. */
  readonly players: readonly PlayerView[];
}

/**
 * The whole view of a Guardians match: the kit's part (zones, identifiable cards and their
 * definitions, the pending decision, the outcome, the dice mode) and {@link GameView} as `game`.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset, type GuardiansView } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) {
 *   const v: GuardiansView = ruleset.view(s.value, 1);
 *   console.log(v.zones["p0/deck"]?.count); // 24 — player 0's deck, as a count
 * }
 * ```
 */
export type GuardiansView = KitView<GameView, GuardiansDecision, Card>;

function unitView(s: GuardiansState, id: string): UnitView | null {
  const u = unitIn(s, id);
  const inst = s.cards[id];
  if (u === undefined || inst === undefined) return null;
  const hp = hpOf(defOf(s, id));
  const def = defOf(s, id);
  const left = hp - u.damage;
  return {
    id,
    def: inst.def,
    hp,
    damage: u.damage,
    hpLeft: left > 0 ? left : 0,
    atk: def.kind === "minion" || def.kind === "king" ? atkOf(s, id) : 0,
    poisonTurnsLeft: poisonTurnsLeft(u.conditions, s.clock),
    unit: u,
  };
}

function unitViews(s: GuardiansState, zone: string): UnitView[] {
  const out: UnitView[] = [];
  for (const id of s.zones.zones[zone]?.cards ?? []) {
    const u = unitView(s, id);
    if (u !== null) out.push(u);
  }
  return out;
}

/**
 * Guardians' part of a view: everything in it is public (cards in play, the turn).
 *
 * @param s - The state.
 * @returns The game part.
 * @internal
 * @example
 * ```ts
 * gameView(state).players[0]?.guardian?.hpLeft;
 * ```
 */
export function gameView(s: GuardiansState): GameView {
  const players: PlayerView[] = s.players.map((x, p) => {
    const g = s.zones.zones[zoneId(p, "guardian")]?.cards[0];
    return {
      seat: p,
      out: x.out,
      outReason: x.outReason,
      handAside: x.handAside,
      guardian: g === undefined ? null : unitView(s, g),
      field: unitViews(s, zoneId(p, "field")),
      row: unitViews(s, zoneId(p, "row")),
    };
  });
  return {
    version: s.version,
    options: s.options,
    turn: s.clock.turn,
    active: s.clock.active,
    phase: s.clock.phase,
    first: s.first,
    turnState: s.turn,
    resume: s.resume,
    players,
  };
}
