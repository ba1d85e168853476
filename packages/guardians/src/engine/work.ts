// The working copy of one transition (core's engine kit `Work`) and the small writes every part
// of the engine makes through it: moving cards, units, players, the turn state and the phase.
import { phaseChangedEvent, setPhase, type PhaseChangedEvent, type PlayerId, type Work as KitWork } from "@rulesmith/core";
import { cardSlot } from "./board.js";
import type { GuardiansEvent } from "./events.js";
import type { GuardiansState, PendingDecision, PlayerState, TurnState, Unit } from "./state.js";

/**
 * The working copy of one Guardians transition: the kit's copy-on-write state, zone writer,
 * chance source and events. `emit` takes Guardians' own events (and the phase changes it makes),
 * so an event the engine writes must be one of {@link GuardiansEvent}.
 *
 * @internal
 * @example
 * ```ts
 * function draw(w: Work) { move(w, "c3", "p0/hand"); }
 * ```
 */
export type Work = KitWork<GuardiansState, GuardiansEvent | PhaseChangedEvent>;

/**
 * Moves one card (with core's `card-moved` event); a refused move is a bug in the engine.
 *
 * @param w - The working copy.
 * @param card - The card.
 * @param to - The target zone id.
 * @param position - Top (default) or bottom.
 * @internal
 * @example
 * ```ts
 * move(w, "c3", "p0/discard");
 * ```
 */
export function move(w: Work, card: string, to: string, position: "top" | "bottom" = "top"): void {
  const r = w.zones.move(card, to, position === "top" ? TOP : BOTTOM);
  if (!r.ok) throw new Error(`move ${card} to ${to}: ${r.error.message}`);
}

const TOP = /* @__PURE__ */ Object.freeze({ position: "top" as const });
const BOTTOM = /* @__PURE__ */ Object.freeze({ position: "bottom" as const });

/**
 * A pending decision with no target (the same object each time for a kind and player: states
 * are never written in place).
 *
 * @param kind - The kind.
 * @param player - Who decides.
 * @returns The decision.
 * @internal
 * @example
 * ```ts
 * w.set("decision", pending("action", 0));
 * ```
 */
export function pending(kind: PendingDecision["kind"], player: PlayerId): PendingDecision {
  let byPlayer = PENDING.get(kind);
  if (byPlayer === undefined) {
    byPlayer = [];
    PENDING.set(kind, byPlayer);
  }
  let d = byPlayer[player];
  if (d === undefined) {
    d = Object.freeze({ kind, player, target: null });
    if (player >= 0 && player < 4) byPlayer[player] = d;
  }
  return d;
}

const PENDING = new Map<PendingDecision["kind"], PendingDecision[]>();

/**
 * Shuffles a zone with the step's chance source, with a `zone-shuffled` event.
 *
 * @param w - The working copy.
 * @param zone - The zone id.
 * @internal
 * @example
 * ```ts
 * shuffleZone(w, "p0/deck");
 * ```
 */
export function shuffleZone(w: Work, zone: string): void {
  const r = w.shuffle(zone);
  if (!r.ok) throw new Error(`shuffle ${zone}: ${r.error.message}`);
  w.emit({ type: "zone-shuffled", zone });
}

/**
 * Sets the unit of a card in play.
 *
 * @param w - The working copy.
 * @param id - The card.
 * @param u - Its unit.
 * @internal
 * @example
 * ```ts
 * setUnit(w, "c3", freshUnit(4, 0, NO_CONDITIONS));
 * ```
 */
export function setUnit(w: Work, id: string, u: Unit): void {
  const slot = cardSlot(w.state.zones, id);
  if (slot < 0) throw new Error(`card ${id} is in no zone`);
  w.table("units")[slot] = u;
  if (u.damage > 0) wounded = w;
}

// The working copy that wrote a unit with damage since its last full sweep. Only damage makes a
// card's damage fatal (HP is printed), and a state between steps holds no card with fatal damage
// (the sweep removed it), so a sweep with no such write has nothing to find. Transitions run one
// at a time, so one variable is enough.
let wounded: Work | undefined;

/**
 * Whether a unit with damage was written in this working copy since the last call that returned
 * `true` (the sweep's question: may any card in play carry fatal damage now?).
 *
 * @param w - The working copy.
 * @returns `true` once per batch of such writes.
 * @internal
 * @example
 * ```ts
 * if (takeWounded(w)) console.log("look for fatal damage");
 * ```
 */
export function takeWounded(w: Work): boolean {
  if (wounded !== w) return false;
  wounded = undefined;
  return true;
}

/**
 * Removes the unit of a card leaving play (damage and conditions are cleared, G-AMB-46).
 *
 * @param w - The working copy.
 * @param id - The card.
 * @internal
 * @example
 * ```ts
 * dropUnit(w, "c3");
 * ```
 */
export function dropUnit(w: Work, id: string): void {
  const slot = cardSlot(w.state.zones, id);
  if (slot >= 0 && w.state.units[slot] !== null) w.table("units")[slot] = null;
}

/**
 * Replaces a player's match data.
 *
 * @param w - The working copy.
 * @param p - The seat.
 * @param x - The data.
 * @internal
 * @example
 * ```ts
 * setPlayer(w, 1, { out: true, outReason: "it could not draw a card", handAside: false });
 * ```
 */
export function setPlayer(w: Work, p: PlayerId, x: PlayerState): void {
  w.table("players")[p] = x;
}

/**
 * Changes some fields of the turn state (a fixed-shape copy).
 *
 * @param w - The working copy.
 * @param t - The fields.
 * @internal
 * @example
 * ```ts
 * setTurn(w, { placed: true });
 * ```
 */
export function setTurn(w: Work, t: Partial<TurnState>): void {
  const c = w.state.turn;
  w.set("turn", {
    setup: t.setup ?? c.setup,
    placed: t.placed ?? c.placed,
    retreated: t.retreated ?? c.retreated,
    guardianBattled: t.guardianBattled ?? c.guardianBattled,
    phaseKingAttacked: t.phaseKingAttacked ?? c.phaseKingAttacked,
    phaseGuardianBattled: t.phaseGuardianBattled ?? c.phaseGuardianBattled,
    defeated: t.defeated ?? c.defeated,
    remaining: t.remaining ?? c.remaining,
  });
}

/**
 * Sets the clock's phase, with a `phase-changed` event.
 *
 * @param w - The working copy.
 * @param name - The phase.
 * @internal
 * @example
 * ```ts
 * phase(w, "battle");
 * ```
 */
export function phase(w: Work, name: string): void {
  const clock = setPhase(w.state.clock, name);
  w.set("clock", clock);
  w.emit(phaseChangedEvent(clock));
}

/**
 * No activated ability used this turn (one shared, frozen empty list).
 *
 * @internal
 * @example
 * ```ts
 * withUnit(u, { usedAbilities: NONE_USED });
 * ```
 */
export const NONE_USED: readonly number[] = /* @__PURE__ */ Object.freeze([]);

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
  return { damage: 0, conditions, attacked: false, usedAbilities: NONE_USED, enteredTurn: turn, atkMod: 0, counter };
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
    usedAbilities: c.usedAbilities ?? u.usedAbilities,
    enteredTurn: c.enteredTurn ?? u.enteredTurn,
    atkMod: c.atkMod ?? u.atkMod,
    counter: c.counter ?? u.counter,
  };
}
