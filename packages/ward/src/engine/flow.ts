// The match moving on by itself: turns and phases, draws, the field rule, chains resolving,
// battles, triggered effects, ticks and the loss checks, until someone must choose.
import {
  locate,
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
import { rollSpeedOff } from "../rules/roll.js";
import { speedOrder } from "../rules/speed.js";
import { OPENING_DRAW, MAX_HAND_SIZE } from "../rules/limits.js";
import { canRespond, canSummon, couldEverSummon, hasPlayableCreature, summonActions } from "./legal.js";
import { addEntry, choiceOptions, destroyMagic, drawCards, pickKind, resolveEntry, runAction, summonedJobs, summonSlot, tickAll } from "./resolve.js";
import type { Action } from "../cards/effects.js";
import type { ChoosePurpose, EntryCost, EntryPayload, Job } from "./types.js";
import { emit, eventSink, move, setCreature, setPlayer, type WardWork } from "./edit.js";
import { abilitiesOn, attackWords, cardsIn, cemeteryTotalOf, creaturesOf, cycleOf, defOf, magicsOnField, other, ownerOf, primaryOf, printedActive, seat, sideCovers, statsOf, zid } from "./queries.js";

function setOutcome(w: WardWork, winners: PlayerId[], losers: PlayerId[], reason: string, rule: string): void {
  const o: Outcome = { winners, losers, reason, rule };
  w.set("outcome", o);
  w.set("decision", null);
  w.set("jobs", []);
}

/** @internal Ends the match with one loser. */
export function lose(w: WardWork, p: PlayerId, reason: string, rule: string): void {
  setOutcome(w, [other(p)], [p], reason, rule);
}

/** @internal The cemetery loss check, applied at once in auto mode (W-4.1.1-1, W-4.1.2-1, W-AMB-4, W-AMB-5). */
function checkCemeteries(w: WardWork): boolean {
  if (w.state.options.cemeteryLossMode !== "auto") return false;
  const th = w.state.options.cemeteryThreshold;
  const l0 = cemeteryTotalOf(w.state, 0) >= th;
  const l1 = cemeteryTotalOf(w.state, 1) >= th;
  if (!l0 && !l1) return false;
  const reason = `cemetery HP reached ${th}`;
  if (l0 !== l1) {
    lose(w, l0 ? 0 : 1, reason, "W-4.1.1-1");
    return true;
  }
  switch (w.state.options.simultaneousLoss) {
    case "draw":
      setOutcome(w, [], [0, 1], `both cemeteries reached ${th}: a draw`, "W-AMB-5");
      return true;
    case "active-player-loses":
      lose(w, w.state.clock.active, `both cemeteries reached ${th}; the active player loses`, "W-AMB-5");
      return true;
    case "roll-off": {
      for (let i = 0; i < 100; i++) {
        const a = w.chance.die(6, "simultaneous-loss roll-off", 0);
        const b = w.chance.die(6, "simultaneous-loss roll-off", 1);
        if (a !== b) {
          lose(w, a < b ? 0 : 1, `both cemeteries reached ${th}; lower roll-off loses`, "W-AMB-5");
          return true;
        }
        if (i + 1 < 100) emit(w, { type: "roll-tied", purpose: "simultaneous-loss roll-off", players: [0, 1], faces: [a, b], rule: "W-AMB-5" });
      }
      setOutcome(w, [], [0, 1], `both cemeteries reached ${th}: a draw`, "W-AMB-5");
      return true;
    }
    default: {
      const never: never = w.state.options.simultaneousLoss;
      return never;
    }
  }
}

function shuffleDeck(w: WardWork, p: PlayerId): void {
  const r = w.shuffle(zid(p, "deck"));
  if (!r.ok) throw new Error(`internal: ${r.error.message}`);
}

/** The names of card definitions, for an event that shows them (the definition id when one has no name). */
function namesOf(w: WardWork, defs: readonly string[]): string[] {
  return defs.map((d) => w.state.defs[d]?.name ?? d);
}

/** @internal Shuffles the hand into the deck and draws the same number (W-17.9-3). */
export function redrawHand(w: WardWork, p: PlayerId, reveal: boolean): void {
  const hand = cardsIn(w.state, p, "hand").slice();
  if (reveal) {
    // Shown to everybody, then shuffled away: the definitions stay public in the event.
    const shown = w.zones.reveal(hand, "all");
    if (!shown.ok) throw new Error(`internal: ${shown.error.message}`);
    const defs = hand.map((c) => w.state.cards[c]?.def ?? "");
    emit(w, { type: "hand-revealed", player: p, cards: defs, names: namesOf(w, defs), rule: "W-AMB-46" });
  }
  if (hand.length > 0) {
    const back = w.zones.moveMany(hand, zid(p, "deck"));
    if (!back.ok) throw new Error(`internal: ${back.error.message}`);
  }
  shuffleDeck(w, p);
  drawCards(w, p, hand.length);
}

/**
 * @internal The field rule when no creature can be played: reveal the hand, shuffle it in and
 * redraw (W-QS.4-4, W-7.2.2-1); with an empty hand draw one at a time (W-7.2.3-1); Creature Out
 * when none can ever be played (W-QS.4-5, W-7.2.4-1, W-AMB-9).
 */
export function forcedReshuffle(w: WardWork, p: PlayerId): void {
  if (!couldEverSummon(w.state, p)) {
    lose(w, p, "creature out: no playable creature in hand or deck", "W-7.2.4-1");
    return;
  }
  for (let i = 0; i < w.state.options.reshuffleLoopCap; i++) {
    if (cardsIn(w.state, p, "hand").length === 0) {
      const drawn: string[] = [];
      while (!hasPlayableCreature(w.state, p)) {
        const top = cardsIn(w.state, p, "deck")[0];
        if (top === undefined) break;
        move(w, top, zid(p, "hand"), "bottom");
        // Each card is drawn in sight of both players: how many it took is public anyway.
        const shown = w.zones.reveal([top], "all");
        if (!shown.ok) throw new Error(`internal: ${shown.error.message}`);
        drawn.push(top);
      }
      emit(w, { type: "drew-until-creature", player: p, count: drawn.length, rule: "W-7.2.3-1" });
      const summon = summonActions(w.state, p, true)[0];
      if (summon?.type === "summon") {
        const keep = new Set([summon.card, ...summon.sacrifices]);
        for (const c of drawn) if (!keep.has(c)) move(w, c, zid(p, "deck"));
        shuffleDeck(w, p);
        return;
      }
    } else {
      emit(w, { type: "forced-reshuffle", player: p, rule: "W-7.2.2-1" });
      redrawHand(w, p, true);
      if (hasPlayableCreature(w.state, p)) return;
    }
  }
  // The last hand drawn proves the loss as every earlier one did: it is shown too (W-AMB-46),
  // or whether the game ends would tell the opponent what the unseen hand holds.
  const last = cardsIn(w.state, p, "hand").slice();
  if (last.length > 0) {
    const shown = w.zones.reveal(last, "all");
    if (!shown.ok) throw new Error(`internal: ${shown.error.message}`);
    const defs = last.map((c) => w.state.cards[c]?.def ?? "");
    emit(w, { type: "hand-revealed", player: p, cards: defs, names: namesOf(w, defs), rule: "W-AMB-46" });
  }
  lose(w, p, "creature out: no playable creature after the reshuffle limit", "W-AMB-9");
}

/** @internal The field rule: a player whose primary is gone promotes or replaces it now (W-QS.4-1, W-QS.4-2, W-13.3.6-1). */
function fieldRule(w: WardWork): "decision" | "changed" | "none" {
  const chosen = w.state.replaceFirst;
  if (chosen !== null && (primaryOf(w.state, chosen) !== null || !w.state.players[seat(chosen)].fielded)) w.set("replaceFirst", null);
  const first = w.state.replaceFirst ?? w.state.clock.active;
  // Asked after every step of the match: the two players in turn, with no list made for them.
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? first : other(first);
    if (!w.state.players[seat(p)].fielded || primaryOf(w.state, p) !== null) continue;
    const limited = cardsIn(w.state, p, "limited");
    if (limited.length === 1) {
      const c = limited[0] ?? "";
      promote(w, p, c);
      return "changed";
    }
    if (limited.length > 1) {
      w.set("decision", { kind: "promote", player: p });
      return "decision";
    }
    if (!hasPlayableCreature(w.state, p)) {
      forcedReshuffle(w, p);
      return "changed";
    }
    w.set("decision", { kind: "replace", player: p });
    return "decision";
  }
  return "none";
}

/** @internal A Limited Summon becomes the primary and regains its effects (W-13.3.6-1, W-AMB-34). */
export function promote(w: WardWork, p: PlayerId, card: string): void {
  move(w, card, zid(p, "primary"));
  setCreature(w, card, { limited: false });
  emit(w, { type: "promoted", card, player: p, rule: "W-13.3.6-1" });
}

function speedEntry(w: WardWork, c: string): { speed: number; battleFirst: boolean } {
  const abilities = abilitiesOn(w.state, c);
  return { speed: statsOf(w.state, c, abilities).speed, battleFirst: abilities.some((a) => a.kind === "battle-first") };
}

/** What a `choose` decision picks, in words, for the action that asks. */
function purposeOf(a: Action): ChoosePurpose {
  switch (pickKind(a)) {
    case "summon":
      return "the creature to summon";
    case "magic":
      return "the magic card to destroy";
    default:
      return "the creature the effect acts on";
  }
}

/**
 * Runs the next action of an effect (a triggered effect, or the picks a magic left for after the
 * chain): asks its player to pick when the action picks and the pick is theirs, else runs it.
 * An action that picks several cards (`count`) asks once per card, front first.
 */
function runActions(w: WardWork, job: Extract<Job, { kind: "actions" }>): "wait" | "done" {
  const a = job.actions[0];
  if (a === undefined) {
    w.table("jobs").shift();
    return "done";
  }
  const next = (actions: readonly Action[], target: string | null): void => {
    w.table("jobs")[0] = { kind: "actions", source: job.source, controller: job.controller, origin: job.origin, self: job.self, opponent: job.opponent, actions, target, chosen: null };
  };
  const rest = job.actions.slice(1);
  // A summon with no room left does nothing more; nothing hidden is asked (the slots are public).
  if (a.kind === "summon" && summonSlot(w.state, a, job.controller) === null) {
    next(rest, job.target);
    return "done";
  }
  const opts = choiceOptions(w.state, a, job);
  let chosen = job.chosen;
  if (opts !== null && (chosen === null || !opts.includes(chosen))) {
    chosen = null;
    // A pick among hand or deck cards is always the player's, even of one option or none:
    // picking or skipping for them would tell the opponent what the hand or deck holds. The
    // deck's candidates are shown to the player who searches it.
    const hidden = a.kind === "summon" && (a.from.includes("hand") || a.from.includes("deck"));
    if (a.kind === "summon" && a.from.includes("deck")) {
      const found = opts.filter((c) => locate(w.state.zones, c) === zid(job.controller, "deck"));
      if (found.length > 0) {
        const shown = w.zones.reveal(found, [job.controller]);
        if (!shown.ok) throw new Error(`internal: ${shown.error.message}`);
      }
    }
    if (a.kind === "destroy-magic" && opts.length <= a.count) {
      // Every magic it may pick is destroyed: nothing is left to choose.
      next(rest, job.target);
      const had = bothPrimaries(w);
      for (const m of opts) destroyMagic(w, m);
      afterEffect(w, job.controller, had);
      return "done";
    }
    if (opts.length === 0 && !hidden) {
      next(rest, job.target);
      return "done";
    }
    if (opts.length === 1 && !hidden) chosen = opts[0] ?? null;
    else {
      w.set("decision", { kind: "choose", player: job.controller, purpose: purposeOf(a) });
      return "wait";
    }
  }
  // The rest of the effect: the same action again for its next card, and the creature picked for
  // its chosen-creature actions kept for the later ones.
  const again = chosen !== null && (a.kind === "destroy-magic" || a.kind === "summon") && a.count > 1 ? [{ ...a, count: a.count - 1 }, ...rest] : rest;
  const target = pickKind(a) === "creature" && opts !== null ? chosen : job.target;
  next(again, target);
  const had = bothPrimaries(w);
  runAction(w, a, job.source, job.controller, job.origin, job.self, job.opponent, opts !== null ? chosen : job.target);
  afterEffect(w, job.controller, had);
  return "done";
}

function bothPrimaries(w: WardWork): boolean {
  return primaryOf(w.state, 0) !== null && primaryOf(w.state, 1) !== null;
}

/** An effect that removed every primary: its player summons first, on turn or not (W-14.4.4-1). */
function afterEffect(w: WardWork, controller: PlayerId, hadBoth: boolean): void {
  if (hadBoth && primaryOf(w.state, 0) === null && primaryOf(w.state, 1) === null) w.set("replaceFirst", controller);
}

/** @internal Runs the job at the front of the queue. Returns "wait" when a player must choose. */
function runJob(w: WardWork): "wait" | "done" {
  const job = w.state.jobs[0];
  if (job === undefined) return "done";
  switch (job.kind) {
    case "battle": {
      if (w.state.combatOver || w.state.creatures[job.attacker] === undefined || w.state.creatures[job.defender] === undefined) {
        w.table("jobs").shift();
        emit(w, { type: "battle-ended", attacker: job.attacker, defender: job.defender });
        return "done";
      }
      if (job.order.length === 0) {
        const a = speedEntry(w, job.attacker);
        const b = speedEntry(w, job.defender);
        let firstIsAttacker = speedOrder(a, b);
        if (firstIsAttacker === "roll-off") {
          const players = [ownerOf(w.state, job.attacker), ownerOf(w.state, job.defender)] as const;
          // Each die's purpose names its creature and the other, face up on the field: a table rolling real dice is shown them.
          const names = [attackWords(w.state, job.attacker, job.defender), attackWords(w.state, job.defender, job.attacker)] as const;
          const r = rollSpeedOff(
            w.chance,
            players,
            undefined,
            (faces) => {
              emit(w, { type: "roll-tied", purpose: "speed roll-off", players, faces, rule: "W-AMB-19" });
            },
            names,
          );
          firstIsAttacker = r.first;
          emit(w, { type: "speed-roll-off", attacker: job.attacker, defender: job.defender, players, rounds: r.rounds, rule: "W-QS.7-2" });
        }
        const order = firstIsAttacker === "a" ? [job.attacker, job.defender] : [job.defender, job.attacker];
        emit(w, { type: "battle-order", first: order[0] ?? "", second: order[1] ?? "", rule: "W-QS.7-1" });
        w.table("jobs")[0] = { kind: "battle", attacker: job.attacker, defender: job.defender, order, index: 0, opened: false };
        return "done";
      }
      if (job.index >= job.order.length) {
        w.table("jobs").shift();
        emit(w, { type: "battle-ended", attacker: job.attacker, defender: job.defender });
        return "done";
      }
      const roller = job.order[job.index] ?? "";
      const target = job.order[1 - job.index] ?? "";
      if (job.opened) {
        w.table("jobs")[0] = { kind: "battle", attacker: job.attacker, defender: job.defender, order: job.order, index: job.index + 1, opened: false };
        return "done";
      }
      w.table("jobs")[0] = { kind: "battle", attacker: job.attacker, defender: job.defender, order: job.order, index: job.index, opened: true };
      addEntry(w, ownerOf(w.state, roller), { kind: "attack", attacker: roller, defender: target, first: job.index === 0 }, null);
      return "done";
    }
    case "actions":
      return runActions(w, job);
    case "summoned": {
      w.table("jobs").shift();
      const more = summonedJobs(w, job.card);
      for (let i = more.length - 1; i >= 0; i--) {
        const j = more[i];
        if (j !== undefined) w.table("jobs").unshift(j);
      }
      return "done";
    }
    case "end-combat":
      w.table("jobs").shift();
      tickAll(w, w.state.clock.active);
      w.set("combatOver", false);
      w.set("clock", setPhase(w.state.clock, "magic"));
      emit(w, phaseChangedEvent(w.state.clock));
      return "done";
    default: {
      // Only a state parseState refused can hold another job: dropped, so that the loop ends.
      const never: never = job;
      w.table("jobs").shift();
      return never;
    }
  }
}

/** @internal Begins the next turn: expiries before the draw (W-9.2.3-1), delayed effects (W-18.1-1). */
export function beginTurn(w: WardWork, player: PlayerId): void {
  const c = clockBeginTurn(w.state.clock, "draw", player);
  if (!c.ok) throw new Error(`internal: ${c.error.message}`);
  w.set("clock", c.value);
  const max = w.state.options.maxTurnCycles;
  if (max !== null && cycleOf(w.state) > max) {
    const t0 = cemeteryTotalOf(w.state, 0);
    const t1 = cemeteryTotalOf(w.state, 1);
    if (t0 === t1) setOutcome(w, [], [0, 1], `time out after ${max} turn cycles with equal cemeteries: a draw`, "W-AMB-43");
    else lose(w, t0 > t1 ? 0 : 1, `time out after ${max} turn cycles: the higher cemetery HP loses`, "W-15.1-4");
    return;
  }
  setPlayer(w, player, { normalSummonUsed: false, killedOwn: false, replacementIsNormal: false });
  for (const id of Object.keys(w.state.creatures)) {
    const st = w.state.creatures[id];
    // Most creatures have no grant and have not battled: nothing to write, no list to filter.
    if (st === undefined || (st.grants.length === 0 && !st.battled)) continue;
    const grants = st.grants.length === 0 ? st.grants : st.grants.filter((g) => g.expiry.kind !== "clock" || !isExpired(g.expiry.duration, w.state.clock));
    if (grants.length !== st.grants.length || st.battled) setCreature(w, id, { grants, battled: false });
  }
  emit(w, phaseChangedEvent(w.state.clock));
  for (const m of Object.keys(w.state.magics)) {
    const e = w.state.magics[m]?.expiry;
    if (e?.kind === "clock" && isExpired(e.duration, w.state.clock)) {
      emit(w, { type: "expired", card: m, rule: "W-9.2.3-1" });
      destroyMagic(w, m);
    }
  }
  const begun = w.state.clock.turnsBegun[seat(player)] ?? 0;
  for (const p of [0, 1] as const) {
    for (const cid of creaturesOf(w.state, p)) {
      const st = w.state.creatures[cid];
      const d = defOf(w.state, cid);
      if (st === undefined || d === undefined || !printedActive(w.state, cid)) continue;
      d.effects.forEach((e, i) => {
        if (e.kind !== "triggered") return;
        const on = e.on;
        const delayed = on.kind === "after-turn-cycles" && p === player && !st.fired.includes(i) && begun - st.enteredAt >= on.count;
        const start = on.kind === "turn-start" && (on.side === "any" || (on.side === "own") === (p === player));
        if (!delayed && !start) return;
        if (delayed) setCreature(w, cid, { fired: st.fired.concat([i]) });
        w.table("jobs").push({ kind: "actions", source: cid, controller: p, origin: "creature", self: cid, opponent: null, actions: e.actions, target: null, chosen: null });
      });
    }
  }
  // A magic that stays on the field runs its "at the start of a turn" effects too (W-18.1-1); an
  // Equip's `self` is the creature it is on.
  for (const m of magicsOnField(w.state)) {
    const ms = w.state.magics[m];
    const d = defOf(w.state, m);
    if (ms === undefined || d?.kind !== "magic") continue;
    for (const e of d.effects) {
      if (e.kind === "triggered" && e.on.kind === "turn-start" && sideCovers(e.on.side, ms.controller, player)) {
        w.table("jobs").push({ kind: "actions", source: m, controller: ms.controller, origin: "magic", self: ms.host, opponent: null, actions: e.actions, target: null, chosen: null });
      }
    }
  }
}

/** @internal Ends the active player's turn (W-QS.5-10) and begins the next. */
export function endTurn(w: WardWork): void {
  const p = w.state.clock.active;
  const turn = w.state.clock.turn;
  for (const id of Object.keys(w.state.creatures)) {
    const st = w.state.creatures[id];
    if (st === undefined || st.grants.length === 0) continue;
    const grants = st.grants.filter((g) => !(g.expiry.kind === "end-of-turn" && g.expiry.turn <= turn));
    if (grants.length !== st.grants.length) setCreature(w, id, { grants });
  }
  for (const m of Object.keys(w.state.magics)) {
    const e = w.state.magics[m]?.expiry;
    if (e?.kind === "end-of-turn" && e.turn <= turn) destroyMagic(w, m);
  }
  if (!w.state.players[seat(p)].mulliganUsed) setPlayer(w, p, { mulliganUsed: true });
  w.set("clock", setPhase(w.state.clock, "end"));
  emit(w, phaseChangedEvent(w.state.clock));
  const c = clockEndTurn(w.state.clock);
  if (!c.ok) throw new Error(`internal: ${c.error.message}`);
  w.set("clock", c.value);
  beginTurn(w, other(p));
}

/** @internal Sets up turn order once the first player is chosen (W-QS.3-2). */
export function startFirstTurn(w: WardWork, first: PlayerId): void {
  const c = createClock([0, 1], first, "setup");
  if (!c.ok) throw new Error(`internal: ${c.error.message}`);
  w.set("clock", c.value);
  emit(w, { type: "first-player", player: first, rule: "W-QS.3-2" });
  beginTurn(w, first);
}

function drawStep(w: WardWork): boolean {
  const p = w.state.clock.active;
  const hand = cardsIn(w.state, p, "hand").length;
  if (w.state.clock.phase === "draw") {
    if (w.state.options.handLimitCheck === "before-draw" && hand > MAX_HAND_SIZE) {
      w.set("decision", { kind: "discard", player: p });
      return true;
    }
    const first = (w.state.clock.turnsBegun[seat(p)] ?? 0) === 1;
    const n = drawCards(w, p, first ? OPENING_DRAW : 1);
    emit(w, { type: "drew", player: p, count: n, rule: first ? "W-7.1.2-1" : "W-QS.5-2" });
    w.set("clock", setPhase(w.state.clock, "discard"));
    return false;
  }
  if (w.state.options.handLimitCheck === "after-draw" && hand > MAX_HAND_SIZE) {
    w.set("decision", { kind: "discard", player: p });
    return true;
  }
  w.set("clock", setPhase(w.state.clock, "summon"));
  emit(w, phaseChangedEvent(w.state.clock));
  return false;
}

/**
 * @internal Moves the match on through every step that needs no choice, until a player must
 * choose or the match is over.
 */
export function advance(w: WardWork): void {
  // A real match settles in a few dozen rounds; the guard ends a state outside the contract fast.
  for (let guard = 0; guard < 10_000; guard++) {
    if (w.state.outcome !== null) {
      w.set("decision", null);
      return;
    }
    if (checkCemeteries(w)) continue;
    if (w.state.clock.phase === "setup") return;
    const field = fieldRule(w);
    if (field === "decision") return;
    if (field === "changed") continue;
    if (w.state.stack !== null) {
      const next = stackNext(w.state.stack);
      if (next.kind === "awaiting") {
        const entry = next.entry?.id ?? -1;
        // Passing for a player with cards in hand would tell the opponent they had no answer:
        // by default the engine passes only for an empty hand (public), see `autoPass`.
        const auto = w.state.options.autoPass === "no-answer" ? !canRespond(w.state, next.player, entry, w.state.stack) : cardsIn(w.state, next.player, "hand").length === 0;
        if (auto) {
          const r = stackPass(w.state.stack, next.player, eventSink(w));
          if (!r.ok) throw new Error(`internal: ${r.error.message}`);
          w.set("stack", r.value);
          continue;
        }
        w.set("decision", { kind: "respond", player: next.player, entry });
        return;
      }
      if (next.kind === "resolve") {
        const stack = resolveEntryOn(w, next.entry, next.payCost);
        const r = stackResolved(stack, next.entry.id, eventSink(w));
        if (!r.ok) throw new Error(`internal: ${r.error.message}`);
        w.set("stack", r.value);
        continue;
      }
      w.set("stack", null);
      const chain = w.state.zones.zones["chain"];
      if (chain !== undefined) for (const c of chain.cards.slice()) move(w, c, zid(ownerOf(w.state, c), "cemetery"));
      continue;
    }
    if (w.state.jobs.length > 0) {
      if (runJob(w) === "wait") return;
      continue;
    }
    const p = w.state.clock.active;
    switch (w.state.clock.phase) {
      case "draw":
      case "discard":
        if (drawStep(w)) return;
        continue;
      case "summon":
        if (!w.state.players[seat(p)].fielded && primaryOf(w.state, p) === null && !canSummon(w.state, p, false)) {
          forcedReshuffle(w, p);
          continue;
        }
        w.set("decision", { kind: "main", player: p });
        return;
      case "combat":
        if (w.state.combatOver) {
          w.set("combatOver", false);
          w.table("jobs").push({ kind: "end-combat" });
          continue;
        }
        w.set("decision", { kind: "combat", player: p });
        return;
      case "magic":
        w.set("decision", { kind: "main", player: p });
        return;
      default:
        throw new Error(`internal: unknown phase ${w.state.clock.phase}`);
    }
  }
  throw new Error("internal: the match did not settle");
}

/** Resolves an entry and returns the chain as it is afterwards (resolving may negate entries). */
function resolveEntryOn(w: WardWork, entry: StackEntry<EntryPayload, EntryCost>, payCost: boolean): StackState<EntryPayload, EntryCost> {
  const before = w.state.stack;
  resolveEntry(w, entry, payCost);
  const after = w.state.stack;
  if (after === null) {
    if (before === null) throw new Error("internal: no chain");
    return before;
  }
  return after;
}

/** @internal Jobs that declaring a battle queues: "when targeted" effects, then the battle itself. */
export function battleJobs(w: WardWork, attacker: string, target: string): Job[] {
  const out: Job[] = [];
  const d = defOf(w.state, target);
  if (d !== undefined && printedActive(w.state, target)) {
    for (const e of d.effects) {
      if (e.kind === "triggered" && e.on.kind === "targeted-in-battle") {
        out.push({ kind: "actions", source: target, controller: ownerOf(w.state, target), origin: "creature", self: target, opponent: attacker, actions: e.actions, target: null, chosen: null });
      }
    }
  }
  out.push({ kind: "battle", attacker, defender: target, order: [], index: 0, opened: false });
  return out;
}

