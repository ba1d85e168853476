// The writes a Ward step makes, on the engine kit's working copy: moves through the kit's zone
// writer, and fixed-shape replacements of a creature's status or a player's bookkeeping.
import { locate, type GameEvent, type PhaseChangedEvent, type PlayerId, type Work } from "@rulesmith/core";
import type { WardEvent } from "./events.js";
import type { CreatureStatus, PlayerState, WardState } from "./types.js";
import { seat } from "./queries.js";

/** @internal The working copy of one Ward step (the kit's): it emits Ward's own events and phase changes; the kit and core's zone and stack functions add the rest. */
export type WardWork = Work<WardState, WardEvent | PhaseChangedEvent>;

/**
 * @internal The step's event list, for core functions that append to a list (the stack's).
 * The kit's list is an array; only appending is allowed.
 */
export function eventSink(w: WardWork): GameEvent[] {
  return w.events as GameEvent[];
}

/**
 * @internal Moves a card with the kit's zone writer (which records the card-moved event). A
 * discarded creature that leaves its cemetery (summoned back from it) is no longer one of the
 * cards its cemetery leaves uncounted (W-AMB-7 option): if it dies later, it counts.
 */
export function move(w: WardWork, id: string, to: string, position: "top" | "bottom" = "top"): void {
  const from = locate(w.state.zones, id);
  if (from !== to && (from === "p0/cemetery" || from === "p1/cemetery")) dropUncounted(w, from === "p0/cemetery" ? 0 : 1, id);
  const r = w.zones.move(id, to, { position });
  if (!r.ok) throw new Error(`internal: cannot move ${id} to ${to}: ${r.error.message}`);
}

function dropUncounted(w: WardWork, p: PlayerId, id: string): void {
  const un = w.state.players[seat(p)].uncounted;
  if (un.length > 0 && un.includes(id)) setPlayer(w, p, { uncounted: un.filter((c) => c !== id) });
}

/** @internal Replaces one player's bookkeeping. */
export function setPlayer(w: WardWork, p: PlayerId, patch: Partial<PlayerState>): void {
  const players = w.table("players");
  const i = seat(p);
  const cur = w.state.players[i];
  players[i] = {
    fielded: patch.fielded ?? cur.fielded,
    normalSummonUsed: patch.normalSummonUsed ?? cur.normalSummonUsed,
    killedOwn: patch.killedOwn ?? cur.killedOwn,
    replacementIsNormal: patch.replacementIsNormal ?? cur.replacementIsNormal,
    mulliganUsed: patch.mulliganUsed ?? cur.mulliganUsed,
    cemeteryAdjustment: patch.cemeteryAdjustment ?? cur.cemeteryAdjustment,
    uncounted: patch.uncounted ?? cur.uncounted,
    roll: patch.roll === undefined ? cur.roll : patch.roll,
  };
}

/** @internal Replaces a creature's status (a creature on the field; nothing otherwise). */
export function setCreature(w: WardWork, id: string, patch: Partial<CreatureStatus>): void {
  const cur = w.state.creatures[id];
  if (cur === undefined) return;
  w.table("creatures")[id] = {
    hp: patch.hp ?? cur.hp,
    limited: patch.limited ?? cur.limited,
    effectsNegated: patch.effectsNegated ?? cur.effectsNegated,
    anchor: patch.anchor === undefined ? cur.anchor : patch.anchor,
    onAnchorEnd: patch.onAnchorEnd ?? cur.onAnchorEnd,
    grants: patch.grants ?? cur.grants,
    overTime: patch.overTime ?? cur.overTime,
    enteredAt: patch.enteredAt ?? cur.enteredAt,
    fired: patch.fired ?? cur.fired,
    battled: patch.battled ?? cur.battled,
  };
}

/** @internal Records an event. */
export function emit(w: WardWork, e: WardEvent | PhaseChangedEvent): void {
  w.emit(e);
}
