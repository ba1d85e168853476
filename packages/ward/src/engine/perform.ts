// One action performed on the kit's working copy, then the match moves on by itself.
import { phaseChangedEvent, setPhase, stackPass, stackRespond, type PlayerId } from "@rulesmith/core";
import { advance, battleJobs, endTurn, forcedReshuffle, lose, promote, redrawHand, startFirstTurn } from "./flow.js";
import { magicCosts } from "./legal.js";
import { addEntry, discard, kill, leaveField, enterField, paySelfDamage } from "./resolve.js";
import type { WardAction } from "./types.js";
import { emit, eventSink, move, setCreature, setPlayer, type WardWork } from "./edit.js";
import { defOf, other, primaryOf, seat, zid } from "./queries.js";

/**
 * @internal The Ward transition for the engine kit: performs a listed action on the working copy,
 * then moves the match on to the next choice.
 */
export function perform(w: WardWork, p: PlayerId, a: WardAction): undefined {
  act(w, p, a);
  advance(w);
  return undefined;
}

function act(w: WardWork, p: PlayerId, a: WardAction): void {
  const d = w.state.decision;
  w.set("decision", null);
  switch (a.type) {
    case "start": {
      let chooser: PlayerId = 0;
      for (let i = 0; i < 100; i++) {
        const f0 = w.chance.die(6, "first-player roll", 0);
        const f1 = w.chance.die(6, "first-player roll", 1);
        setPlayer(w, 0, { roll: f0 });
        setPlayer(w, 1, { roll: f1 });
        if (f0 === f1) {
          if (i + 1 < 100) emit(w, { type: "roll-tied", purpose: "first-player roll", players: [0, 1], faces: [f0, f1], rule: "W-AMB-19" });
          continue;
        }
        const lower: PlayerId = f0 < f1 ? 0 : 1;
        chooser = w.state.options.firstPlayerChooser === "lower" ? lower : other(lower);
        break;
      }
      emit(w, { type: "chooser", player: chooser, rule: w.state.options.firstPlayerChooser === "lower" ? "W-QS.3-2" : "W-AMB-1" });
      w.set("decision", { kind: "choose-order", player: chooser });
      return;
    }
    case "go-first":
    case "go-second":
      startFirstTurn(w, a.type === "go-first" ? p : other(p));
      return;
    case "discard":
      discard(w, p, a.card);
      emit(w, { type: "discarded", player: p, card: a.card, rule: "W-9.1-3" });
      return;
    case "mulligan":
      setPlayer(w, p, { mulliganUsed: true });
      emit(w, { type: "mulligan", player: p, rule: "W-17.9-1" });
      redrawHand(w, p, false);
      return;
    case "summon": {
      const replacing = d?.kind === "replace";
      const prim = primaryOf(w.state, p);
      for (const s of a.sacrifices) {
        emit(w, { type: "sacrificed", card: s, player: p, rule: "W-8.2.2-1" });
        if (s === prim) leaveField(w, s, "cemetery");
        else move(w, s, zid(p, "cemetery"));
      }
      const ps = w.state.players[seat(p)];
      if (!replacing) setPlayer(w, p, { normalSummonUsed: true });
      else if (ps.replacementIsNormal) setPlayer(w, p, { normalSummonUsed: true, replacementIsNormal: false });
      enterField(w, a.card, p, "primary", null, "cemetery");
      return;
    }
    case "play": {
      const def = defOf(w.state, a.card);
      if (def?.kind !== "magic") return;
      const c = magicCosts(w.state, p, def);
      if (c.field > 0) paySelfDamage(w, p, c.field);
      move(w, a.card, "chain");
      emit(w, { type: "magic-played", card: a.card, player: p, target: a.target, rule: "W-6.2.1-1" });
      addEntry(w, p, { kind: "magic", card: a.card, target: a.target }, c.own > 0 || a.discards.length > 0 ? { selfDamage: c.own, discards: a.discards } : null);
      return;
    }
    case "kill-own": {
      const prim = primaryOf(w.state, p);
      if (prim === null) return;
      emit(w, { type: "kill-own", card: prim, player: p, rule: "W-8.4.1-1" });
      kill(w, prim);
      setPlayer(w, p, { killedOwn: true, replacementIsNormal: true });
      return;
    }
    case "battle":
      setCreature(w, a.attacker, { battled: true });
      emit(w, { type: "battle-declared", attacker: a.attacker, target: a.target, rule: "W-10.2-1" });
      for (const j of battleJobs(w, a.attacker, a.target)) w.table("jobs").push(j);
      return;
    case "next":
      if (w.state.clock.phase === "summon") {
        w.set("clock", setPhase(w.state.clock, "combat"));
        emit(w, phaseChangedEvent(w.state.clock));
      } else w.table("jobs").push({ kind: "end-combat" });
      return;
    case "end-turn":
      endTurn(w);
      return;
    case "reshuffle":
      forcedReshuffle(w, p);
      return;
    case "pass": {
      if (d?.kind === "choose") {
        const job = w.state.jobs[0];
        if (job?.kind === "actions") w.table("jobs")[0] = { kind: "actions", source: job.source, controller: job.controller, origin: job.origin, self: job.self, opponent: job.opponent, actions: job.actions.slice(1), target: job.target, chosen: null };
        return;
      }
      if (w.state.stack === null) return;
      const r = stackPass(w.state.stack, p, eventSink(w));
      if (r.ok) w.set("stack", r.value);
      return;
    }
    case "respond": {
      const def = defOf(w.state, a.card);
      if (w.state.stack === null || def?.kind !== "magic") return;
      const c = magicCosts(w.state, p, def);
      if (c.field > 0) paySelfDamage(w, p, c.field);
      move(w, a.card, "chain");
      emit(w, { type: "magic-played", card: a.card, player: p, target: null, response: true, rule: "W-14.1.1-1" });
      const cost = c.own > 0 || a.discards.length > 0 ? { selfDamage: c.own, discards: a.discards } : undefined;
      const r = stackRespond(w.state.stack, p, { kind: "magic", card: a.card, target: null }, cost, eventSink(w));
      if (r.ok) w.set("stack", r.value);
      return;
    }
    case "promote":
      promote(w, p, a.card);
      return;
    case "choose": {
      const job = w.state.jobs[0];
      if (job?.kind === "actions") w.table("jobs")[0] = { kind: "actions", source: job.source, controller: job.controller, origin: job.origin, self: job.self, opponent: job.opponent, actions: job.actions, target: job.target, chosen: a.option };
      return;
    }
    case "call-out":
      emit(w, { type: "called-out", player: p, rule: "W-4.1.3-1" });
      lose(w, other(p), "cemetery HP called out", "W-15.1-2");
      return;
    case "faces":
      return;
    default: {
      const never: never = a;
      return never;
    }
  }
}

