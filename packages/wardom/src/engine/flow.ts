/**
 * The engine's round machine: it advances through every step that needs no choice (stages,
 * draws, upkeep, triggers, sequences, the battle, End & Routing) until the next decision or the
 * end of the match (D-ROUND-1..2).
 */
import { addTrigger, stackMoves, stackNext, stackPass, stackResolved, type PlayerId } from "@rulesmith/core";
import type { EntryPayload } from "./types.js";
import { refillEnergy, raiseMaxEnergy } from "../rules/energy.js";
import { resourceDrawCount } from "../rules/hand.js";
import { routingOrder } from "../rules/round.js";
import { applyEndStageLoss } from "../rules/stats.js";
import { hasStatus } from "../rules/statuses.js";
import { rollFirstPlayerChooser } from "../rules/dice-rules.js";
import { SIDE_ZONE_LIMIT } from "../rules/limits.js";
import {
  FIELD,
  ORDINARY,
  canAfford,
  cardsIn,
  defOf,
  drawFor,
  endMatch,
  holder,
  lineUnits,
  move,
  other,
  ownerOf,
  setPlayer,
  stepPlayer,
  unitOf,
  zid,
  type Work,
  eventSink,
  type Readable,
} from "./work.js";
import { destroyCard, fireTriggers, runResolving } from "./effects.js";
import { fight, resolveStatusTrigger, reveal } from "./battle.js";
import { asksToRespond, mustDiscard } from "./actions.js";

/**
 * Most automatic steps in one transition; a guard against a bug looping forever.
 * @internal
 */
const STEP_GUARD = 100_000;

function readPayload(v: unknown): EntryPayload | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
  const kind: unknown = Reflect.get(v, "kind");
  const source: unknown = Reflect.get(v, "source");
  const you: unknown = Reflect.get(v, "you");
  if (typeof source !== "string" || (you !== 0 && you !== 1)) return undefined;
  if (kind === "ability") {
    const ability: unknown = Reflect.get(v, "ability");
    const played: unknown = Reflect.get(v, "played");
    if (typeof ability !== "number" || typeof played !== "boolean") return undefined;
    return { kind, source, ability, you, played };
  }
  const status: unknown = Reflect.get(v, "status");
  if (kind === "status" && (status === "frozen-touch" || status === "corruption")) return { kind, source, status, you };
  return undefined;
}

/**
 * Handles the open sequence one step; returns false when a decision is now pending.
 * @internal
 */
function stepStack(w: Work): boolean {
  const stack = w.state.stack;
  if (stack === null) return true;
  const n = stackNext(stack);
  switch (n.kind) {
    case "closed":
      w.set("stack", null);
      return true;
    case "resolve": {
      const data = readPayload(n.entry.payload);
      if (data === undefined || n.entry.negated) {
        const s = stackResolved(stack, n.entry.id, eventSink(w));
        if (s.ok) w.set("stack", s.value);
        return true;
      }
      if (data.kind === "status") {
        resolveStatusTrigger(w, data.source, data.status, data.you);
        const s = stackResolved(w.state.stack ?? stack, n.entry.id, eventSink(w));
        if (s.ok) w.set("stack", s.value);
        return true;
      }
      w.set("resolving", { entry: n.entry.id, source: data.source, ability: data.ability, you: data.you, played: data.played, effect: 0, targets: null });
      return true;
    }
    case "awaiting": {
      const p = n.player;
      if (n.entry === null) {
        const m = stackMoves(stack, p);
        const mandatory = m.addTriggers.find((t) => !m.declineTriggers.includes(t));
        if (mandatory !== undefined) {
          const s = addTrigger(stack, p, mandatory, eventSink(w));
          if (s.ok) w.set("stack", s.value);
          return true;
        }
        w.set("decision", { kind: "trigger", player: p });
        return false;
      }
      if (asksToRespond(w.state, p)) {
        w.set("decision", { kind: "sequence", player: p });
        return false;
      }
      const s = stackPass(stack, p, eventSink(w));
      if (s.ok) w.set("stack", s.value);
      else w.set("stack", null);
      return true;
    }
    default: {
      const never: never = n;
      return never;
    }
  }
}

function phaseEvent(w: Work, phase: string, active: PlayerId): void {
  w.emit({ type: "phase-changed", turn: w.state.round, active, phase });
}

/**
 * End & Routing's first part (D-AMB-18): Weaken/Poison, then the end-stage triggers (they resolve on the sequence).
 * @internal
 */
function endStage(w: Work): void {
  const order: PlayerId[] = [w.state.first, other(w.state.first)];
  phaseEvent(w, "end", w.state.first);
  for (const p of order) {
    for (const id of lineUnits(w.state, p)) {
      const h = holder(w.state, id);
      if (!hasStatus(h, "weaken") && !hasStatus(h, "poison")) continue;
      const u = unitOf(w.state, id);
      const real = applyEndStageLoss({ base: baseOf(w.state, id), permanent: u.permanent, added: addedOf(w.state, id) }, h);
      if (real.permanent !== u.permanent) {
        w.table("units")[id] = { ...u, permanent: real.permanent };
        // What was really lost: a stat already at 0 loses nothing more (D-AMB-21).
        const combat = u.permanent.combat - real.permanent.combat;
        const support = u.permanent.support - real.permanent.support;
        if (combat > 0 || support > 0) w.emit({ type: "end-stage-loss", card: id, combat, support, rule: combat > 0 ? "D-ST.Weaken-1" : "D-ST.Poison-1" });
      }
    }
  }
  for (const p of order) fireTriggers(w, "end-stage", lineUnits(w.state, p));
}

/**
 * End & Routing's second part: pending Last-Will destructions (D-ST.LastWill-2), then this round's statuses and changes end.
 * @internal
 */
function endLastWill(w: Work): void {
  for (const p of [w.state.first, other(w.state.first)]) {
    for (const id of lineUnits(w.state, p)) {
      if (unitOf(w.state, id).lastWill === "pending") {
        w.emit({ type: "last-will-ends", card: id, rule: "D-ST.LastWill-2" });
        destroyCard(w, id, "last-will");
      }
    }
  }
  const round = w.state.round;
  const units = w.state.units;
  for (const id in units) {
    const u = units[id];
    if (u === undefined) continue;
    const endsStatus = u.statuses.some((s) => s.until !== null && s.until <= round);
    const endsMod = u.mods.some((m) => m.until !== null && m.until <= round);
    const swapUntil = u.swapUntil !== null && u.swapUntil <= round ? null : u.swapUntil;
    const lastWill = u.lastWill === "spent" ? "ready" : u.lastWill;
    if (endsStatus || endsMod || swapUntil !== u.swapUntil || lastWill !== u.lastWill) {
      const statuses = endsStatus ? u.statuses.filter((s) => s.until === null || s.until > round) : u.statuses;
      const mods = endsMod ? u.mods.filter((m) => m.until === null || m.until > round) : u.mods;
      w.table("units")[id] = { ...u, statuses, mods, swapUntil, lastWill };
    }
  }
}

function baseOf(w: Readable, id: string): { combat: number; support: number } {
  const d = defOf(w, id);
  const u = unitOf(w, id);
  return u.base ?? (d?.type === "unit" ? { combat: d.combat, support: d.support } : { combat: 0, support: 0 });
}

function addedOf(w: Readable, id: string): { combat: number; support: number } {
  const u = unitOf(w, id);
  let combat = 0;
  let support = 0;
  for (const m of u.mods) {
    combat += m.combat;
    support += m.support;
  }
  return { combat, support };
}

/**
 * One phase step; returns false when a decision is now pending.
 * @internal
 */
function stepPhase(w: Work): boolean {
  const p = stepPlayer(w.state);
  switch (w.state.phase) {
    case "first-roll":
      if (w.state.decision === null) w.set("decision", { kind: "first-roll", player: 0 });
      return false;
    case "start":
      phaseEvent(w, "start", p);
      fireTriggers(w, "start-stage", lineUnits(w.state, p));
      w.set("phase", "resource");
      return true;
    case "resource": {
      phaseEvent(w, "resource", p);
      const ps = w.state.players[p];
      if (ps !== undefined) setPlayer(w, p, ps.resolve, refillEnergy(ps.energy));
      const n = resourceDrawCount({ handSize: cardsIn(w.state, zid(p, "hand")).length, first: w.state.half === 0, round: w.state.round });
      drawFor(w, p, n);
      w.set("phase", "upkeep");
      return true;
    }
    case "upkeep": {
      const f = cardsIn(w.state, FIELD)[0];
      const d = f === undefined ? undefined : defOf(w.state, f);
      w.set("phase", "resource-triggers");
      if (f === undefined || d?.type !== "field" || ownerOf(w.state, f) !== p || d.upkeep <= 0) return true;
      if (canAfford(w.state, p, d.upkeep, ORDINARY)) {
        w.set("phase", "upkeep");
        w.set("decision", { kind: "upkeep", player: p });
        return false;
      }
      move(w, f, zid(p, "void"), false);
      w.emit({ type: "upkeep-unpaid", player: p, card: f, rule: "D-FIELD-3" });
      return true;
    }
    case "resource-triggers":
      fireTriggers(w, "resource-stage", cardsIn(w.state, FIELD), p);
      fireTriggers(w, "resource-stage", lineUnits(w.state, p));
      w.set("phase", "main");
      phaseEvent(w, "main", p);
      return true;
    case "main":
      w.set("decision", { kind: "main", player: p });
      return false;
    case "reveal":
      phaseEvent(w, "battle", w.state.first);
      reveal(w);
      w.set("phase", "battle-window");
      w.set("windowPassed", []);
      return true;
    case "battle-window":
      for (const q of [w.state.first, other(w.state.first)]) {
        if (w.state.windowPassed.includes(q)) continue;
        if (asksToRespond(w.state, q)) {
          w.set("decision", { kind: "battle-window", player: q });
          return false;
        }
        w.table("windowPassed").push(q);
      }
      w.set("phase", "battle-calc");
      return true;
    case "battle-calc":
      fight(w);
      return w.state.decision === null;
    case "end":
      endStage(w);
      w.set("phase", "end-last-will");
      return true;
    case "end-last-will":
      endLastWill(w);
      w.set("phase", "discard");
      return true;
    case "discard":
      for (const q of [w.state.first, other(w.state.first)]) {
        if (mustDiscard(w.state, q)) {
          w.set("decision", { kind: "discard", player: q });
          return false;
        }
      }
      w.set("phase", "route");
      w.set("routed", []);
      return true;
    case "route": {
      for (const q of routingOrder(w.state.battle?.round === w.state.round ? w.state.battle.winner : null, w.state.first)) {
        if (w.state.routed.includes(q)) continue;
        const units = lineUnits(w.state, q);
        if (w.state.options.routing === "all-mandatory") {
          for (const id of units) {
            if (cardsIn(w.state, zid(q, "side")).length < SIDE_ZONE_LIMIT) move(w, id, zid(q, "side"));
            else destroyCard(w, id, "routing");
          }
          w.table("routed").push(q);
          continue;
        }
        if (units.length > 0 && cardsIn(w.state, zid(q, "side")).length < SIDE_ZONE_LIMIT) {
          w.set("decision", { kind: "route", player: q });
          return false;
        }
        w.table("routed").push(q);
      }
      w.set("phase", "end-final");
      return true;
    }
    case "end-final": {
      for (const q of [0, 1] as const) {
        const ps = w.state.players[q];
        setPlayer(w, q, ps.resolve, raiseMaxEnergy(ps.energy));
      }
      w.set("uses", {});
      if (w.state.round >= w.state.options.maxRounds) {
        endMatch(w, [], [], `the round limit of ${w.state.options.maxRounds} was reached`, "maxRounds");
        return false;
      }
      w.set("first", other(w.state.first));
      w.set("round", w.state.round + 1);
      w.set("half", 0);
      w.set("phase", "start");
      w.set("windowPassed", []);
      w.set("routed", []);
      return true;
    }
    case "over":
      return false;
    default: {
      const never: never = w.state.phase;
      return never;
    }
  }
}

/**
 * Advances until a decision is pending or the match is over.
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * perform(w, 0, { type: "end" }); advance(w);
 * ```
 */
export function advance(w: Work): void {
  for (let i = 0; i < STEP_GUARD; i++) {
    if (w.state.outcome !== null) {
      w.set("decision", null);
      return;
    }
    if (w.state.decision !== null) return;
    if (w.state.resolving !== null) {
      runResolving(w);
      continue;
    }
    if (w.state.stack !== null) {
      if (!stepStack(w)) return;
      continue;
    }
    if (!stepPhase(w)) return;
  }
  endMatch(w, [], [], "the engine stopped a loop (a bug)", "engine");
}

/**
 * The first-player roll (D-FIRST-1..2): both roll two dice, ties reroll, the higher total
 * chooses.
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * firstRoll(w); // w.state.decision: { kind: "choose-order", player }
 * ```
 */
export function firstRoll(w: Work): void {
  const chooser = rollFirstPlayerChooser(w.chance);
  w.emit({ type: "first-roll-won", player: chooser, rule: "D-FIRST-1" });
  w.set("decision", { kind: "choose-order", player: chooser });
}
