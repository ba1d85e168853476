// One action applied: checked against the legal list, performed, then the match moves on.
import { CoreErrorCode, err, ok, phaseChangedEvent, ruleError, setPhase, stackPass, stackRespond, type PlayerId, type Result, type TransitionContext } from "@rulesmith/core";
import { advance, battleJobs, endTurn, forcedReshuffle, lose, promote, redrawHand, startFirstTurn } from "./flow.js";
import { legalActions, magicCosts } from "./legal.js";
import { addEntry, discard, kill, leaveField, enterField, paySelfDamage } from "./resolve.js";
import type { WardAction, WardState } from "./types.js";
import { defOf, emit, move, other, primaryOf, seat, setCreature, setPlayer, zid, draft, finish, type Work } from "./work.js";

const isObj = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);
const get = (o: object, k: string): unknown => (Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined);
const keysAre = (o: object, keys: readonly string[]): boolean => {
  const own = Object.keys(o);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(o, k));
};

const SIMPLE = ["start", "go-first", "go-second", "mulligan", "kill-own", "next", "end-turn", "pass", "call-out", "reshuffle"] as const;

/**
 * Reads an action from outside data with a strict shape, or says why it is malformed.
 *
 * Implements no rule: it only checks the shape of an action from outside data; whether the action
 * is legal is checked when it is applied.
 *
 * @param a - Anything.
 * @returns The action rebuilt with its fields in a fixed order, or an `action/malformed` error.
 * @example
 * ```ts
 * import { parseAction } from "@rulesmith/ward";
 * parseAction({ type: "next" }).ok;          // true
 * parseAction({ type: "next", x: 1 }).ok;    // false
 * ```
 */
export function parseAction(a: unknown): Result<WardAction> {
  const bad = err(ruleError(CoreErrorCode.MalformedAction, "A Ward action is an object with a known `type` and exactly its fields (see WardAction)."));
  if (!isObj(a)) return bad;
  const type = get(a, "type");
  for (const t of SIMPLE) if (type === t) return keysAre(a, ["type"]) ? ok({ type: t }) : bad;
  const str = (k: string): string | null => {
    const v = get(a, k);
    return typeof v === "string" ? v : null;
  };
  switch (type) {
    case "discard":
    case "respond":
    case "promote": {
      const card = str("card");
      return card !== null && keysAre(a, ["type", "card"]) ? ok({ type, card }) : bad;
    }
    case "choose": {
      const option = str("option");
      return option !== null && keysAre(a, ["type", "option"]) ? ok({ type, option }) : bad;
    }
    case "summon": {
      const card = str("card");
      const sac = get(a, "sacrifices");
      if (card === null || !keysAre(a, ["type", "card", "sacrifices"]) || !Array.isArray(sac)) return bad;
      const list: string[] = [];
      for (const x of sac as unknown[]) {
        if (typeof x !== "string") return bad;
        list.push(x);
      }
      return ok({ type, card, sacrifices: list });
    }
    case "play": {
      const card = str("card");
      const target = get(a, "target");
      if (card === null || !keysAre(a, ["type", "card", "target"]) || !(target === null || typeof target === "string")) return bad;
      return ok({ type, card, target });
    }
    case "battle": {
      const attacker = str("attacker");
      const target = str("target");
      return attacker !== null && target !== null && keysAre(a, ["type", "attacker", "target"]) ? ok({ type, attacker, target }) : bad;
    }
    default:
      return bad;
  }
}

function perform(w: Work, p: PlayerId, a: WardAction): void {
  const d = w.decision;
  w.decision = null;
  switch (a.type) {
    case "start": {
      let chooser: PlayerId = 0;
      for (let i = 0; i < 100; i++) {
        const f0 = w.ctx.chance.die(6, "first-player roll", 0);
        const f1 = w.ctx.chance.die(6, "first-player roll", 1);
        setPlayer(w, 0, { roll: f0 });
        setPlayer(w, 1, { roll: f1 });
        if (f0 === f1) continue;
        const lower: PlayerId = f0 < f1 ? 0 : 1;
        chooser = w.options.firstPlayerChooser === "lower" ? lower : other(lower);
        break;
      }
      emit(w, { type: "chooser", player: chooser, rule: w.options.firstPlayerChooser === "lower" ? "W-QS.3-2" : "W-AMB-1" });
      w.decision = { kind: "choose-order", player: chooser };
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
      const prim = primaryOf(w, p);
      for (const s of a.sacrifices) {
        emit(w, { type: "sacrificed", card: s, player: p, rule: "W-8.2.2-1" });
        if (s === prim) leaveField(w, s, "cemetery");
        else move(w, s, zid(p, "cemetery"));
      }
      const ps = w.players[seat(p)];
      if (!replacing) setPlayer(w, p, { normalSummonUsed: true });
      else if (ps.replacementIsNormal) setPlayer(w, p, { normalSummonUsed: true, replacementIsNormal: false });
      enterField(w, a.card, p, "primary", null, "cemetery");
      return;
    }
    case "play": {
      const def = defOf(w, a.card);
      if (def?.kind !== "magic") return;
      const c = magicCosts(w, p, def);
      if (c.field > 0) paySelfDamage(w, p, c.field);
      move(w, a.card, "chain");
      emit(w, { type: "magic-played", card: a.card, player: p, target: a.target, rule: "W-6.2.1-1" });
      addEntry(w, p, { kind: "magic", card: a.card, target: a.target }, c.own > 0 || c.discard > 0 ? { selfDamage: c.own, discard: c.discard } : null);
      return;
    }
    case "kill-own": {
      const prim = primaryOf(w, p);
      if (prim === null) return;
      emit(w, { type: "kill-own", card: prim, player: p, rule: "W-8.4.1-1" });
      kill(w, prim);
      setPlayer(w, p, { killedOwn: true, replacementIsNormal: true });
      return;
    }
    case "battle":
      setCreature(w, a.attacker, { battled: true });
      emit(w, { type: "battle-declared", attacker: a.attacker, target: a.target, rule: "W-10.2-1" });
      for (const j of battleJobs(w, a.attacker, a.target)) w.jobs.push(j);
      return;
    case "next":
      if (w.clock.phase === "summon") {
        w.clock = setPhase(w.clock, "combat");
        emit(w, phaseChangedEvent(w.clock));
      } else w.jobs.push({ kind: "end-combat" });
      return;
    case "end-turn":
      endTurn(w);
      return;
    case "reshuffle":
      forcedReshuffle(w, p);
      return;
    case "pass": {
      if (d?.kind === "choose") {
        const job = w.jobs[0];
        if (job?.kind === "actions") w.jobs[0] = { kind: "actions", source: job.source, controller: job.controller, origin: job.origin, self: job.self, opponent: job.opponent, actions: job.actions.slice(1), target: job.target, chosen: null };
        return;
      }
      if (w.stack === null) return;
      const r = stackPass(w.stack, p, w.events);
      if (r.ok) w.stack = r.value;
      return;
    }
    case "respond": {
      const def = defOf(w, a.card);
      if (w.stack === null || def?.kind !== "magic") return;
      const c = magicCosts(w, p, def);
      if (c.field > 0) paySelfDamage(w, p, c.field);
      move(w, a.card, "chain");
      emit(w, { type: "magic-played", card: a.card, player: p, target: null, response: true, rule: "W-14.1.1-1" });
      const cost = c.own > 0 || c.discard > 0 ? { selfDamage: c.own, discard: c.discard } : undefined;
      const r = stackRespond(w.stack, p, { kind: "magic", card: a.card, target: null }, cost, w.events);
      if (r.ok) w.stack = r.value;
      return;
    }
    case "promote":
      promote(w, p, a.card);
      return;
    case "choose": {
      const job = w.jobs[0];
      if (job?.kind === "actions") w.jobs[0] = { kind: "actions", source: job.source, controller: job.controller, origin: job.origin, self: job.self, opponent: job.opponent, actions: job.actions, target: job.target, chosen: a.option };
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

/** @internal Whether two actions are the same (fields compared one by one). */
export function sameAction(x: WardAction, y: WardAction): boolean {
  if (x.type !== y.type) return false;
  const a = x as unknown as Record<string, unknown>;
  const b = y as unknown as Record<string, unknown>;
  for (const k of Object.keys(a)) {
    const u = a[k];
    const v = b[k];
    if (Array.isArray(u)) {
      if (!Array.isArray(v) || u.length !== v.length) return false;
      for (let i = 0; i < u.length; i++) if (u[i] !== (v as unknown[])[i]) return false;
    } else if (u !== v) return false;
  }
  return true;
}

/**
 * @internal The Ward transition for core's `applyWithChance`: validates the action against the
 * legal list, performs it and moves the match on to the next choice.
 */
export function transition(s: WardState, player: PlayerId, action: unknown, ctx: TransitionContext): Result<WardState> {
  const parsed = parseAction(action);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  const d = s.decision;
  if (d === null) return err(ruleError(CoreErrorCode.GameOver, "The match is over."));
  if (d.player !== player) {
    return err(ruleError(CoreErrorCode.NotYourTurn, `Player ${d.player} must act now (${d.kind}).`, { details: { player: d.player } }));
  }
  if (!legalActions(s, player).some((x) => sameAction(x, a))) {
    return err(ruleError(CoreErrorCode.IllegalAction, `That ${a.type} is not legal now (waiting for: ${d.kind}); only the actions legalActions lists are allowed.`, { rule: "W-16.2.1-1" }));
  }
  const w = draft(s, ctx);
  perform(w, player, a);
  advance(w);
  hideReturnedCards(s, w);
  return ok(finish(s, w));
}


/**
 * A card drawn and shuffled back within one action (a forced reshuffle, a mulligan) is hidden
 * again at the end: its private card-moved events keep only their public form.
 */
function hideReturnedCards(s: WardState, w: Work): void {
  let back = false;
  for (const e of w.events) {
    if (e.type === "card-moved" && (e as { to?: unknown }).to === "p0/deck") back = true;
    else if (e.type === "card-moved" && (e as { to?: unknown }).to === "p1/deck") back = true;
  }
  if (!back) return;
  const before = new Set<string>();
  for (const p of [0, 1] as const) for (const c of s.zones[zid(p, "deck")]?.cards ?? []) before.add(c);
  const after = new Set<string>();
  for (const p of [0, 1] as const) for (const c of w.zones[zid(p, "deck")]?.cards ?? []) after.add(c);
  const ev = w.events;
  for (let i = 0; i < ev.length; i++) {
    const e = ev[i];
    if (e?.type !== "card-moved" || e.visibleTo === undefined) continue;
    const card = (e as { card?: unknown }).card;
    if (typeof card === "string" && before.has(card) && after.has(card)) {
      const pub = e.publicForm;
      if (pub !== undefined) ev[i] = pub;
      else ev.splice(i--, 1);
    }
  }
}
