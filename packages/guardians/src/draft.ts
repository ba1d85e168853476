// The mutable working copy of a state inside one transition. Only what a transition touches is
// copied: the units table and players list once, zones by core's own copy-on-move.
import {
  cardMovedEvent,
  moveCard,
  moveCards,
  phaseChangedEvent,
  setPhase,
  type Clock,
  type GameEvent,
  type Outcome,
  type PlayerId,
  type TransitionContext,
  type Zones,
} from "@rulesmith/core";
import type { Board } from "./board.js";
import type { Card } from "./cards.js";
import type { GameOptions } from "./engine-options.js";
import type { CardInstance, GuardiansState, PendingDecision, PlayerState, TurnState, Unit, ZoneName } from "./state.js";
import { zoneId } from "./state.js";

/**
 * A state being changed by one transition: the units table and player list are copied once, zones change through core.
 *
 * @internal
 * @example
 * ```ts
 * const d = new Draft(state, ctx);
 * d.move("c3", "p0/discard");
 * const next = d.finish();
 * ```
 */
export class Draft implements Board {
  readonly options: GameOptions;
  readonly defs: Readonly<Record<string, Card>>;
  readonly cards: Readonly<Record<string, CardInstance>>;
  zones: Zones;
  units: Record<string, Unit>;
  players: PlayerState[];
  clock: Clock;
  first: PlayerId;
  turn: TurnState;
  decision: PendingDecision | null;
  outcome: Outcome | null;
  readonly events: GameEvent[];

  constructor(
    private readonly base: GuardiansState,
    readonly ctx: TransitionContext,
  ) {
    this.options = base.options;
    this.defs = base.defs;
    this.cards = base.cards;
    this.zones = base.zones;
    this.units = { ...base.units };
    this.players = base.players.slice();
    this.clock = base.clock;
    this.first = base.first;
    this.turn = base.turn;
    this.decision = base.decision;
    this.outcome = base.outcome;
    this.events = ctx.events;
  }

  /**
   * The finished state (the chance host writes `rng` and `chance`).
   * @returns The state.
   */
  finish(): GuardiansState {
    const b = this.base;
    return {
      version: b.version,
      options: b.options,
      defs: b.defs,
      cards: b.cards,
      zones: this.zones,
      units: this.units,
      players: this.players,
      clock: this.clock,
      first: this.first,
      turn: this.turn,
      decision: this.decision,
      outcome: this.outcome,
      rng: b.rng,
      dice: b.dice,
      chance: b.chance,
    };
  }

  /**
   * Adds an event.
   * @param e - The event.
   */
  emit(e: GameEvent): void {
    this.events.push(e);
  }

  /**
   * Moves one card, with its card-moved event (redacted by core for hidden zones).
   * @param card - The card.
   * @param to - The target zone id.
   * @param position - Top (default) or bottom.
   */
  move(card: string, to: string, position: "top" | "bottom" = "top"): void {
    const before = this.zones;
    const r = moveCard(before, card, to, { position });
    if (!r.ok) throw new Error(`move ${card} to ${to}: ${r.error.message}`);
    this.zones = r.value;
    const e = cardMovedEvent(before, r.value, card);
    if (e !== undefined) this.events.push(e);
  }

  /**
   * Puts a zone's cards in the given order (a shuffle result), with a zone-shuffled event.
   * @param zone - The zone id.
   * @param order - All its cards, in the new order.
   */
  reorder(zone: string, order: readonly string[]): void {
    if (order.length === 0) return;
    const r = moveCards(this.zones, order, zone, { position: "top" });
    if (!r.ok) throw new Error(`reorder ${zone}: ${r.error.message}`);
    this.zones = r.value;
    this.events.push({ type: "zone-shuffled", zone });
  }

  /**
   * A player's zone id.
   * @param player - The seat.
   * @param name - The zone name.
   * @returns The id.
   */
  zone(player: PlayerId, name: ZoneName): string {
    return zoneId(player, name);
  }

  /**
   * Sets the unit of a card in play.
   * @param id - The card.
   * @param u - Its unit.
   */
  setUnit(id: string, u: Unit): void {
    this.units[id] = u;
  }

  /**
   * Removes the unit of a card leaving play (damage and conditions are cleared, G-AMB-46).
   * @param id - The card.
   */
  dropUnit(id: string): void {
    // The units table was copied for this transition, so deleting from it is local.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete this.units[id];
  }

  /**
   * Replaces a player's match data.
   * @param p - The seat.
   * @param x - The data.
   */
  setPlayer(p: PlayerId, x: PlayerState): void {
    this.players[p] = x;
  }

  /**
   * Changes some fields of the turn state.
   * @param t - The fields.
   */
  setTurn(t: Partial<TurnState>): void {
    const c = this.turn;
    this.turn = {
      setup: t.setup ?? c.setup,
      placed: t.placed ?? c.placed,
      retreated: t.retreated ?? c.retreated,
      guardianBattled: t.guardianBattled ?? c.guardianBattled,
      phaseKingAttacked: t.phaseKingAttacked ?? c.phaseKingAttacked,
      phaseGuardianBattled: t.phaseGuardianBattled ?? c.phaseGuardianBattled,
      defeated: t.defeated ?? c.defeated,
      remaining: t.remaining ?? c.remaining,
    };
  }

  /**
   * Sets the clock's phase, with a phase-changed event.
   * @param name - The phase.
   */
  phase(name: string): void {
    this.clock = setPhase(this.clock, name);
    this.events.push(phaseChangedEvent(this.clock));
  }
}

/**
 * A fresh unit for a card entering play.
 *
 * Implements G-AMB-46.
 *
 * @param turn - The clock turn it enters.
 * @param counter - A Quest's Turn Count, else 0.
 * @param conditions - Its conditions (none).
 * @returns The unit.
 * @internal
 * @example
 * ```ts
 * freshUnit(3, 0, NO_CONDITIONS);
 * ```
 */
export function freshUnit(turn: number, counter: number, conditions: Unit["conditions"]): Unit {
  return { damage: 0, conditions, attacked: false, usedAbility: false, enteredTurn: turn, atkMod: 0, counter };
}

/**
 * A unit with some fields changed (a fixed-shape copy).
 *
 * @param u - The unit.
 * @param c - The fields to change.
 * @returns The new unit.
 * @internal
 * @example
 * ```ts
 * withUnit(u, { damage: u.damage + 2 });
 * ```
 */
export function withUnit(u: Unit, c: Partial<Unit>): Unit {
  return {
    damage: c.damage ?? u.damage,
    conditions: c.conditions ?? u.conditions,
    attacked: c.attacked ?? u.attacked,
    usedAbility: c.usedAbility ?? u.usedAbility,
    enteredTurn: c.enteredTurn ?? u.enteredTurn,
    atkMod: c.atkMod ?? u.atkMod,
    counter: c.counter ?? u.counter,
  };
}
