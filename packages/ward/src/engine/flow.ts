// The match moving on by itself: turns and phases, draws, the field rule, chains resolving,
// battles, triggered effects, ticks and the loss checks, until someone must choose.
import {
  beginTurn as clockBeginTurn,
  createClock,
  endTurn as clockEndTurn,
  isExpired,
  phaseChangedEvent,
  setPhase,
  stackNext,
  stackPass,
  stackResolved,
  type Outcome,
  type PlayerId,
  type StackEntry,
  type StackState,
} from "@rulesmith/core";
import { sacrificesRequired } from "../rules/sacrifice.js";
import { rollSpeedOff } from "../rules/roll.js";
import { speedOrder } from "../rules/speed.js";
import { OPENING_DRAW, MAX_HAND_SIZE } from "../rules/limits.js";
import { canRespond, hasPlayableCreature, summonActions } from "./legal.js";
import { addEntry, choiceOptions, destroyMagic, drawCards, resolveEntry, runAction, summonedJobs, tickAll } from "./resolve.js";
import type { Job } from "./types.js";
import {
  abilitiesOn,
  cardsIn,
  cemeteryTotalOf,
  creaturesOf,
  cycleOf,
  defOf,
  emit,
  move,
  other,
  ownerOf,
  primaryOf,
  printedActive,
  seat,
  setCreature,
  setPlayer,
  statsOf,
  zid,
  type Work,
} from "./work.js";

function setOutcome(w: Work, winners: PlayerId[], losers: PlayerId[], reason: string, rule: string): void {
  const o: Outcome = { winners, losers, reason, rule };
  w.outcome = o;
  w.decision = null;
  w.jobs = [];
  emit(w, { type: "game-over", winners, losers, reason, rule });
}

/** @internal Ends the match with one loser. */
export function lose(w: Work, p: PlayerId, reason: string, rule: string): void {
  setOutcome(w, [other(p)], [p], reason, rule);
}

/** @internal The cemetery loss check, applied at once in auto mode (W-4.1.1-1, W-4.1.2-1, W-AMB-4, W-AMB-5). */
function checkCemeteries(w: Work): boolean {
  if (w.options.cemeteryLossMode !== "auto") return false;
  const th = w.options.cemeteryThreshold;
  const l0 = cemeteryTotalOf(w, 0) >= th;
  const l1 = cemeteryTotalOf(w, 1) >= th;
  if (!l0 && !l1) return false;
  const reason = `cemetery HP reached ${th}`;
  if (l0 !== l1) {
    lose(w, l0 ? 0 : 1, reason, "W-4.1.1-1");
    return true;
  }
  switch (w.options.simultaneousLoss) {
    case "draw":
      setOutcome(w, [], [0, 1], `both cemeteries reached ${th}: a draw`, "W-AMB-5");
      return true;
    case "active-player-loses":
      lose(w, w.clock.active, `both cemeteries reached ${th}; the active player loses`, "W-AMB-5");
      return true;
    case "roll-off": {
      for (let i = 0; i < 100; i++) {
        const a = w.ctx.chance.die(6, "simultaneous-loss roll-off", 0);
        const b = w.ctx.chance.die(6, "simultaneous-loss roll-off", 1);
        if (a !== b) {
          lose(w, a < b ? 0 : 1, `both cemeteries reached ${th}; lower roll-off loses`, "W-AMB-5");
          return true;
        }
      }
      setOutcome(w, [], [0, 1], `both cemeteries reached ${th}: a draw`, "W-AMB-5");
      return true;
    }
    default: {
      const never: never = w.options.simultaneousLoss;
      return never;
    }
  }
}

function shuffleDeck(w: Work, p: PlayerId): void {
  const id = zid(p, "deck");
  const z = w.zones[id];
  if (z === undefined) return;
  w.zones = { ...w.zones, [id]: { id: z.id, owner: z.owner, capacity: z.capacity, visibility: z.visibility, cards: w.ctx.chance.shuffle(z.cards), faceDown: z.faceDown } };
}

/** @internal Shuffles the hand into the deck and draws the same number (W-17.9-3). */
export function redrawHand(w: Work, p: PlayerId, reveal: boolean): void {
  const hand = cardsIn(w, p, "hand").slice();
  if (reveal) {
    const defs = hand.map((c) => w.cards[c]?.def ?? "");
    emit(w, { type: "hand-revealed", player: p, cards: defs, rule: "W-AMB-46" });
  }
  for (const c of hand) move(w, c, zid(p, "deck"));
  shuffleDeck(w, p);
  drawCards(w, p, hand.length);
}

/**
 * Whether a reshuffle could ever bring a playable creature: a creature whose sacrifices exist
 * among the other creatures, fit in a hand of this size with it, and would not cross the
 * player's own threshold (W-AMB-9).
 */
function couldEverSummon(w: Work, p: PlayerId): boolean {
  const hand = cardsIn(w, p, "hand").length;
  const deck = cardsIn(w, p, "deck").length;
  if (deck === 0 && hand > 0) return false;
  const slots = Math.max(hand, 1);
  const hps: number[] = [];
  const needs: number[] = [];
  for (const zone of ["hand", "deck"] as const) {
    for (const c of cardsIn(w, p, zone)) {
      const d = defOf(w, c);
      if (d?.kind === "creature") {
        needs.push(sacrificesRequired(d.armorLevel));
        hps.push(d.hp);
      }
    }
  }
  const sorted = hps.slice().sort((a, b) => a - b);
  const room = w.options.cemeteryThreshold - cemeteryTotalOf(w, p);
  return needs.some((need) => {
    if (need > needs.length - 1 || need + 1 > slots) return false;
    let cheapest = 0;
    for (let i = 0; i < need; i++) cheapest += sorted[i] ?? 0;
    return need === 0 || cheapest < room;
  });
}

/**
 * @internal The field rule when no creature can be played: reveal the hand, shuffle it in and
 * redraw (W-QS.4-4, W-7.2.2-1); with an empty hand draw one at a time (W-7.2.3-1); Creature Out
 * when none can ever be played (W-QS.4-5, W-7.2.4-1, W-AMB-9).
 */
export function forcedReshuffle(w: Work, p: PlayerId): void {
  if (!couldEverSummon(w, p)) {
    lose(w, p, "creature out: no playable creature in hand or deck", "W-7.2.4-1");
    return;
  }
  for (let i = 0; i < w.options.reshuffleLoopCap; i++) {
    if (cardsIn(w, p, "hand").length === 0) {
      const drawn: string[] = [];
      while (!hasPlayableCreature(w, p)) {
        const top = cardsIn(w, p, "deck")[0];
        if (top === undefined) break;
        move(w, top, zid(p, "hand"), "bottom");
        drawn.push(top);
      }
      emit(w, { type: "drew-until-creature", player: p, count: drawn.length, rule: "W-7.2.3-1" });
      const summon = summonActions(w, p, true)[0];
      if (summon?.type === "summon") {
        const keep = new Set([summon.card, ...summon.sacrifices]);
        for (const c of drawn) if (!keep.has(c)) move(w, c, zid(p, "deck"));
        shuffleDeck(w, p);
        return;
      }
    } else {
      emit(w, { type: "forced-reshuffle", player: p, rule: "W-7.2.2-1" });
      redrawHand(w, p, true);
      if (hasPlayableCreature(w, p)) return;
    }
  }
  lose(w, p, "creature out: no playable creature after the reshuffle limit", "W-AMB-9");
}

/** @internal The field rule: a player whose primary is gone promotes or replaces it now (W-QS.4-1, W-QS.4-2, W-13.3.6-1). */
function fieldRule(w: Work): "decision" | "changed" | "none" {
  const first = w.clock.active;
  for (const p of [first, other(first)]) {
    if (!w.players[seat(p)].fielded || primaryOf(w, p) !== null) continue;
    const limited = cardsIn(w, p, "limited");
    if (limited.length === 1) {
      const c = limited[0] ?? "";
      promote(w, p, c);
      return "changed";
    }
    if (limited.length > 1) {
      w.decision = { kind: "promote", player: p };
      return "decision";
    }
    if (!hasPlayableCreature(w, p)) {
      forcedReshuffle(w, p);
      return "changed";
    }
    w.decision = { kind: "replace", player: p };
    return "decision";
  }
  return "none";
}

/** @internal A Limited Summon becomes the primary and regains its effects (W-13.3.6-1, W-AMB-34). */
export function promote(w: Work, p: PlayerId, card: string): void {
  move(w, card, zid(p, "primary"));
  setCreature(w, card, { limited: false });
  emit(w, { type: "promoted", card, player: p, rule: "W-13.3.6-1" });
}

function speedEntry(w: Work, c: string): { speed: number; battleFirst: boolean } {
  const abilities = abilitiesOn(w, c);
  return { speed: statsOf(w, c, abilities).speed, battleFirst: abilities.some((a) => a.kind === "battle-first") };
}

/** @internal Runs the job at the front of the queue. Returns "wait" when a player must choose. */
function runJob(w: Work): "wait" | "done" {
  const job = w.jobs[0];
  if (job === undefined) return "done";
  switch (job.kind) {
    case "battle": {
      if (w.combatOver || w.creatures[job.attacker] === undefined || w.creatures[job.defender] === undefined) {
        w.jobs.shift();
        emit(w, { type: "battle-ended", attacker: job.attacker, defender: job.defender });
        return "done";
      }
      if (job.order.length === 0) {
        const a = speedEntry(w, job.attacker);
        const b = speedEntry(w, job.defender);
        let firstIsAttacker = speedOrder(a, b);
        if (firstIsAttacker === "roll-off") {
          const r = rollSpeedOff(w.ctx.chance, [ownerOf(w, job.attacker), ownerOf(w, job.defender)]);
          firstIsAttacker = r.first;
          emit(w, { type: "speed-roll-off", rounds: r.rounds, rule: "W-QS.7-2" });
        }
        const order = firstIsAttacker === "a" ? [job.attacker, job.defender] : [job.defender, job.attacker];
        emit(w, { type: "battle-order", first: order[0] ?? "", second: order[1] ?? "", rule: "W-QS.7-1" });
        w.jobs[0] = { kind: "battle", attacker: job.attacker, defender: job.defender, order, index: 0, opened: false };
        return "done";
      }
      if (job.index >= job.order.length) {
        w.jobs.shift();
        emit(w, { type: "battle-ended", attacker: job.attacker, defender: job.defender });
        return "done";
      }
      const roller = job.order[job.index] ?? "";
      const target = job.order[1 - job.index] ?? "";
      if (job.opened) {
        w.jobs[0] = { kind: "battle", attacker: job.attacker, defender: job.defender, order: job.order, index: job.index + 1, opened: false };
        return "done";
      }
      w.jobs[0] = { kind: "battle", attacker: job.attacker, defender: job.defender, order: job.order, index: job.index, opened: true };
      addEntry(w, ownerOf(w, roller), { kind: "attack", attacker: roller, defender: target, first: job.index === 0 }, null);
      return "done";
    }
    case "actions": {
      const a = job.actions[0];
      if (a === undefined) {
        w.jobs.shift();
        return "done";
      }
      let chosen = job.chosen;
      const opts = choiceOptions(w, a, job.controller);
      if (opts !== null && (chosen === null || !opts.includes(chosen))) {
        if (opts.length === 1) chosen = opts[0] ?? null;
        else if (opts.length > 1) {
          w.decision = { kind: "choose", player: job.controller, purpose: a.kind === "summon" ? "the creature to summon" : "the magic card to destroy" };
          return "wait";
        }
      }
      w.jobs[0] = { kind: "actions", source: job.source, controller: job.controller, origin: job.origin, self: job.self, opponent: job.opponent, actions: job.actions.slice(1), target: job.target, chosen: null };
      runAction(w, a, job.source, job.controller, job.origin, job.self, job.opponent, chosen);
      return "done";
    }
    case "summoned": {
      w.jobs.shift();
      const more = summonedJobs(w, job.card);
      for (let i = more.length - 1; i >= 0; i--) {
        const j = more[i];
        if (j !== undefined) w.jobs.unshift(j);
      }
      return "done";
    }
    case "end-combat":
      w.jobs.shift();
      tickAll(w, w.clock.active);
      w.combatOver = false;
      w.clock = setPhase(w.clock, "magic");
      emit(w, phaseChangedEvent(w.clock));
      return "done";
    default: {
      const never: never = job;
      return never;
    }
  }
}

/** @internal Begins the next turn: expiries before the draw (W-9.2.3-1), delayed effects (W-18.1-1). */
export function beginTurn(w: Work, player: PlayerId): void {
  const c = clockBeginTurn(w.clock, "draw", player);
  if (!c.ok) throw new Error(`internal: ${c.error.message}`);
  w.clock = c.value;
  const max = w.options.maxTurnCycles;
  if (max !== null && cycleOf(w) > max) {
    const t0 = cemeteryTotalOf(w, 0);
    const t1 = cemeteryTotalOf(w, 1);
    if (t0 === t1) setOutcome(w, [], [0, 1], `time out after ${max} turn cycles with equal cemeteries: a draw`, "W-AMB-43");
    else lose(w, t0 > t1 ? 0 : 1, `time out after ${max} turn cycles: the higher cemetery HP loses`, "W-15.1-4");
    return;
  }
  setPlayer(w, player, { normalSummonUsed: false, killedOwn: false, replacementIsNormal: false });
  for (const id of Object.keys(w.creatures)) {
    const st = w.creatures[id];
    if (st === undefined) continue;
    const grants = st.grants.filter((g) => g.expiry.kind !== "clock" || !isExpired(g.expiry.duration, w.clock));
    if (grants.length !== st.grants.length || st.battled) setCreature(w, id, { grants, battled: false });
  }
  emit(w, phaseChangedEvent(w.clock));
  for (const m of Object.keys(w.magics)) {
    const e = w.magics[m]?.expiry;
    if (e?.kind === "clock" && isExpired(e.duration, w.clock)) {
      emit(w, { type: "expired", card: m, rule: "W-9.2.3-1" });
      destroyMagic(w, m);
    }
  }
  const begun = w.clock.turnsBegun[seat(player)] ?? 0;
  for (const p of [0, 1] as const) {
    for (const cid of creaturesOf(w, p)) {
      const st = w.creatures[cid];
      const d = defOf(w, cid);
      if (st === undefined || d === undefined || !printedActive(w, cid)) continue;
      d.effects.forEach((e, i) => {
        if (e.kind !== "triggered") return;
        const on = e.on;
        const delayed = on.kind === "after-turn-cycles" && p === player && !st.fired.includes(i) && begun - st.enteredAt >= on.count;
        const start = on.kind === "turn-start" && (on.side === "any" || (on.side === "own") === (p === player));
        if (!delayed && !start) return;
        if (delayed) setCreature(w, cid, { fired: st.fired.concat([i]) });
        w.jobs.push({ kind: "actions", source: cid, controller: p, origin: "creature", self: cid, opponent: null, actions: e.actions, target: null, chosen: null });
      });
    }
  }
}

/** @internal Ends the active player's turn (W-QS.5-10) and begins the next. */
export function endTurn(w: Work): void {
  const p = w.clock.active;
  const turn = w.clock.turn;
  for (const id of Object.keys(w.creatures)) {
    const st = w.creatures[id];
    if (st === undefined) continue;
    const grants = st.grants.filter((g) => !(g.expiry.kind === "end-of-turn" && g.expiry.turn <= turn));
    if (grants.length !== st.grants.length) setCreature(w, id, { grants });
  }
  for (const m of Object.keys(w.magics)) {
    const e = w.magics[m]?.expiry;
    if (e?.kind === "end-of-turn" && e.turn <= turn) destroyMagic(w, m);
  }
  if (!w.players[seat(p)].mulliganUsed) setPlayer(w, p, { mulliganUsed: true });
  w.clock = setPhase(w.clock, "end");
  emit(w, phaseChangedEvent(w.clock));
  const c = clockEndTurn(w.clock);
  if (!c.ok) throw new Error(`internal: ${c.error.message}`);
  w.clock = c.value;
  beginTurn(w, other(p));
}

/** @internal Sets up turn order once the first player is chosen (W-QS.3-2). */
export function startFirstTurn(w: Work, first: PlayerId): void {
  const c = createClock([0, 1], first, "setup");
  if (!c.ok) throw new Error(`internal: ${c.error.message}`);
  w.clock = c.value;
  emit(w, { type: "first-player", player: first, rule: "W-QS.3-2" });
  beginTurn(w, first);
}

function drawStep(w: Work): boolean {
  const p = w.clock.active;
  const hand = cardsIn(w, p, "hand").length;
  if (w.clock.phase === "draw") {
    if (w.options.handLimitCheck === "before-draw" && hand > MAX_HAND_SIZE) {
      w.decision = { kind: "discard", player: p };
      return true;
    }
    const first = (w.clock.turnsBegun[seat(p)] ?? 0) === 1;
    const n = drawCards(w, p, first ? OPENING_DRAW : 1);
    emit(w, { type: "drew", player: p, count: n, rule: first ? "W-7.1.2-1" : "W-QS.5-2" });
    w.clock = setPhase(w.clock, "discard");
    return false;
  }
  if (w.options.handLimitCheck === "after-draw" && hand > MAX_HAND_SIZE) {
    w.decision = { kind: "discard", player: p };
    return true;
  }
  w.clock = setPhase(w.clock, "summon");
  emit(w, phaseChangedEvent(w.clock));
  return false;
}

/**
 * @internal Moves the match on through every step that needs no choice, until a player must
 * choose or the match is over.
 */
export function advance(w: Work): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (w.outcome !== null) {
      w.decision = null;
      return;
    }
    if (checkCemeteries(w)) continue;
    if (w.clock.phase === "setup") return;
    const field = fieldRule(w);
    if (field === "decision") return;
    if (field === "changed") continue;
    if (w.stack !== null) {
      const next = stackNext(w.stack);
      if (next.kind === "awaiting") {
        const entry = next.entry?.id ?? -1;
        if (!canRespond(w, next.player, entry, w.stack)) {
          const r = stackPass(w.stack, next.player, w.events);
          if (!r.ok) throw new Error(`internal: ${r.error.message}`);
          w.stack = r.value;
          continue;
        }
        w.decision = { kind: "respond", player: next.player, entry };
        return;
      }
      if (next.kind === "resolve") {
        const stack = resolveEntryOn(w, next.entry, next.payCost);
        const r = stackResolved(stack, next.entry.id, w.events);
        if (!r.ok) throw new Error(`internal: ${r.error.message}`);
        w.stack = r.value;
        continue;
      }
      w.stack = null;
      const chain = w.zones["chain"];
      if (chain !== undefined) for (const c of chain.cards.slice()) move(w, c, zid(ownerOf(w, c), "cemetery"));
      continue;
    }
    if (w.jobs.length > 0) {
      if (runJob(w) === "wait") return;
      continue;
    }
    const p = w.clock.active;
    switch (w.clock.phase) {
      case "draw":
      case "discard":
        if (drawStep(w)) return;
        continue;
      case "summon":
        if (!w.players[seat(p)].fielded && primaryOf(w, p) === null && summonActions(w, p, false).length === 0) {
          forcedReshuffle(w, p);
          continue;
        }
        w.decision = { kind: "main", player: p };
        return;
      case "combat":
        if (w.combatOver) {
          w.combatOver = false;
          w.jobs.push({ kind: "end-combat" });
          continue;
        }
        w.decision = { kind: "combat", player: p };
        return;
      case "magic":
        w.decision = { kind: "main", player: p };
        return;
      default:
        throw new Error(`internal: unknown phase ${w.clock.phase}`);
    }
  }
  throw new Error("internal: the match did not settle");
}

/** Resolves an entry and returns the chain as it is afterwards (resolving may negate entries). */
function resolveEntryOn(w: Work, entry: StackEntry, payCost: boolean): StackState {
  const before = w.stack;
  resolveEntry(w, entry, payCost);
  const after: StackState | null = w.stack;
  if (after === null) {
    if (before === null) throw new Error("internal: no chain");
    return before;
  }
  return after;
}

/** @internal Jobs that declaring a battle queues: "when targeted" effects, then the battle itself. */
export function battleJobs(w: Work, attacker: string, target: string): Job[] {
  const out: Job[] = [];
  const d = defOf(w, target);
  if (d !== undefined && printedActive(w, target)) {
    for (const e of d.effects) {
      if (e.kind === "triggered" && e.on.kind === "targeted-in-battle") {
        out.push({ kind: "actions", source: target, controller: ownerOf(w, target), origin: "creature", self: target, opponent: attacker, actions: e.actions, target: null, chosen: null });
      }
    }
  }
  out.push({ kind: "battle", attacker, defender: target, order: [], index: 0, opened: false });
  return out;
}

