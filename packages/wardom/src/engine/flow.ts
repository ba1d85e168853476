/**
 * The engine's round machine: it advances through every step that needs no choice (stages,
 * draws, upkeep, triggers, sequences, the battle, End & Routing) until the next decision or the
 * end of the match (D-ROUND-1..2).
 */
import {
  addTrigger,
  endRound,
  isTurnInProgress,
  openPriorityWindow,
  stackMoves,
  stackNext,
  stackPass,
  stackResolved,
  type PlayerId,
} from "@rulesmith/core";
import type { EntryPayload } from "./types.js";
import { refillEnergy, raiseMaxEnergy } from "../rules/energy.js";
import { resourceDrawCount } from "../rules/hand.js";
import { roundSteps, routingOrder, type RoundStep } from "../rules/round.js";
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
  firstOf,
  roundOf,
  unitOf,
  zid,
  type Work,
  eventSink,
  type Readable,
  setResolving,
  resolvingOf,
} from "./work.js";
import { SEQUENCE_POLICY, destroyCard, fireTriggers, runResolving } from "./effects.js";
import { fight, resolveStatusTrigger, reveal } from "./battle.js";
import { asksToRespond, mustDiscard } from "./actions.js";
import { enterStep, must } from "./stages.js";

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
      // The entry's effect resolves as the first job, in front of the stage's parts (D-SEQ-4).
      setResolving(w, { kind: "effect", entry: n.entry.id, source: data.source, ability: data.ability, you: data.you, played: data.played, effect: 0, targets: null });
      return true;
    }
    case "awaiting": {
      const p = n.player;
      if (n.entry === null) {
        const m = stackMoves(stack, p);
        if (m.pass) {
          // The battle window: core's priority window with nothing on the stack (D-BTL-2). A
          // Swift play starts a sequence in it; both players passing in a row closes it.
          if (asksToRespond(w.state, p)) {
            w.set("decision", { kind: "battle-window", player: p });
            return false;
          }
          const s = stackPass(stack, p, eventSink(w));
          w.set("stack", s.ok ? s.value : null);
          return true;
        }
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

/**
 * End & Routing's first part (D-AMB-18): Weaken/Poison, then the end-stage triggers (they resolve on the sequence).
 * @internal
 */
function endStage(w: Work): void {
  const first = firstOf(w.state);
  const order: PlayerId[] = [first, other(first)];
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
  const first = firstOf(w.state);
  for (const p of [first, other(first)]) {
    for (const id of lineUnits(w.state, p)) {
      if (unitOf(w.state, id).lastWill === "pending") {
        w.emit({ type: "last-will-ends", card: id, rule: "D-ST.LastWill-2" });
        destroyCard(w, id, "last-will");
      }
    }
  }
  const round = roundOf(w.state);
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

/** The steps of a round, by its first player: built once, read at every change of stage. */
const ROUND_STEPS: readonly [readonly RoundStep[], readonly RoundStep[]] = [roundSteps(0), roundSteps(1)];

/**
 * The step after the current one in {@link roundSteps}: the next of this round, or the next
 * round's first once End & Routing is over (the round has ended on the clock, so its first
 * player is already the other one, D-END-4).
 */
function nextStep(w: Work): RoundStep | undefined {
  const clock = w.state.clock;
  const steps = ROUND_STEPS[firstOf(w.state) === 1 ? 1 : 0];
  if (clock.phase === "end") return steps[0];
  const player = isTurnInProgress(clock) ? clock.active : null;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    if (s?.stage === clock.phase && s.player === player) return steps[i + 1];
  }
  return undefined;
}

/** Drops the part of the stage that is done (the first of the pending work). */
function done(w: Work): void {
  w.table("jobs").shift();
}

/**
 * Runs the first part of the stage, or moves on to the next step of the round when the stage
 * has none left; returns false when a decision is now pending.
 * @internal
 */
function stepPhase(w: Work): boolean {
  const job = w.state.jobs[0];
  if (job === undefined) {
    if (w.state.clock.phase === "first-roll") {
      if (w.state.decision === null) w.set("decision", { kind: "first-roll", player: 0 });
      return false;
    }
    const next = nextStep(w);
    if (next === undefined) {
      endMatch(w, [], [], "the engine lost its place in the round (a bug)", "engine");
      return false;
    }
    enterStep(w, next);
    return true;
  }
  const p = w.state.clock.active;
  switch (job.kind) {
    case "start-triggers":
      done(w);
      fireTriggers(w, "start-stage", lineUnits(w.state, p));
      return true;
    case "refill-and-draw": {
      done(w);
      const ps = w.state.players[p];
      if (ps !== undefined) setPlayer(w, p, ps.resolve, refillEnergy(ps.energy));
      const n = resourceDrawCount({ handSize: cardsIn(w.state, zid(p, "hand")).length, first: firstOf(w.state) === p, round: roundOf(w.state) });
      drawFor(w, p, n);
      return true;
    }
    case "upkeep": {
      done(w);
      const f = cardsIn(w.state, FIELD)[0];
      const d = f === undefined ? undefined : defOf(w.state, f);
      if (f === undefined || d?.type !== "field" || ownerOf(w.state, f) !== p || d.upkeep <= 0) return true;
      if (canAfford(w.state, p, d.upkeep, ORDINARY)) {
        w.set("decision", { kind: "upkeep", player: p });
        return false;
      }
      move(w, f, zid(p, "void"), false);
      w.emit({ type: "upkeep-unpaid", player: p, card: f, rule: "D-FIELD-3" });
      return true;
    }
    case "resource-triggers":
      done(w);
      fireTriggers(w, "resource-stage", cardsIn(w.state, FIELD), p);
      fireTriggers(w, "resource-stage", lineUnits(w.state, p));
      return true;
    case "main":
      // Stays first until the player ends the stage (the "end" action drops it).
      w.set("decision", { kind: "main", player: p });
      return false;
    case "reveal":
      done(w);
      reveal(w);
      return true;
    case "battle-window": {
      // Core's priority window, the first player holding priority first (D-BTL-2, D-AMB-33): it
      // runs on the stack like a sequence, and the battle is calculated once it has closed.
      done(w);
      const first = firstOf(w.state);
      w.set("stack", must(openPriorityWindow(SEQUENCE_POLICY, [first, other(first)])));
      return true;
    }
    case "battle-calc":
      done(w);
      fight(w);
      return w.state.decision === null;
    case "end-triggers":
      done(w);
      endStage(w);
      return true;
    case "last-will":
      done(w);
      endLastWill(w);
      return true;
    case "discard-to-8": {
      const first = firstOf(w.state);
      for (const q of [first, other(first)]) {
        if (mustDiscard(w.state, q)) {
          w.set("decision", { kind: "discard", player: q });
          return false;
        }
      }
      done(w);
      return true;
    }
    case "routing": {
      // The winner first (D-END-2); the "stop-routing" action adds its player to `routed`.
      const b = w.state.battle;
      let routed = job.routed;
      for (const q of routingOrder(b?.round === roundOf(w.state) ? b.winner : null, firstOf(w.state))) {
        if (routed.includes(q)) continue;
        const units = lineUnits(w.state, q);
        if (w.state.options.routing === "all-mandatory") {
          for (const id of units) {
            if (cardsIn(w.state, zid(q, "side")).length < SIDE_ZONE_LIMIT) move(w, id, zid(q, "side"));
            else destroyCard(w, id, "routing");
          }
          routed = [...routed, q];
          continue;
        }
        if (units.length > 0 && cardsIn(w.state, zid(q, "side")).length < SIDE_ZONE_LIMIT) {
          if (routed !== job.routed) w.table("jobs")[0] = { kind: "routing", routed };
          w.set("decision", { kind: "route", player: q });
          return false;
        }
        routed = [...routed, q];
      }
      done(w);
      return true;
    }
    case "raise-max-energy":
      done(w);
      for (const q of [0, 1] as const) {
        const ps = w.state.players[q];
        setPlayer(w, q, ps.resolve, raiseMaxEnergy(ps.energy));
      }
      return true;
    case "effect":
      // An effect being resolved: advance runs it before the stack and the stage's parts.
      runResolving(w);
      return true;
    case "swap-first-player":
      done(w);
      w.set("uses", {});
      if (roundOf(w.state) >= w.state.options.maxRounds) {
        endMatch(w, [], [], `the round limit of ${w.state.options.maxRounds} was reached`, "maxRounds");
        return false;
      }
      // The round ends on the clock: from now on its first player is the other one (D-END-4).
      w.set("clock", must(endRound(w.state.clock)));
      return true;
    default: {
      const never: never = job;
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
    // The effect being resolved is the first job; it runs before the stack and the stage go on.
    if (resolvingOf(w.state) !== null) {
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
 * The first-player roll (D-FIRST-1..2): both roll two dice, ties reroll (each tie told by a
 * `roll-tied` event), the higher total chooses.
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * firstRoll(w); // w.state.decision: { kind: "choose-order", player }
 * ```
 */
export function firstRoll(w: Work): void {
  const chooser = rollFirstPlayerChooser(w.chance, (totals) => {
    w.emit({ type: "roll-tied", purpose: "first-player roll", players: [0, 1], totals, rule: "D-FIRST-2" });
  });
  w.emit({ type: "first-roll-won", player: chooser, rule: "D-FIRST-1" });
  w.set("decision", { kind: "choose-order", player: chooser });
}
