// What happens on the field: damage, kills, magics destroyed, creatures entering and leaving,
// card effects run, chain entries resolved, attacks rolled and DOT/HOT ticks.
import { forTurnCycles, locate, negateEntry, openStack, permanent, pushEntry, type PlayerId, type StackEntry, type StackPolicy } from "@rulesmith/core";
import { percentageDamage, damageMultipliers } from "../rules/damage.js";
import type { MagicCard } from "../cards/cards.js";
import type { Action, DamageType, Duration, Effect, EffectTarget } from "../cards/effects.js";
import { applyDamage, applyHealing } from "../rules/hp.js";
import { isImmuneToDamage, selfDamageCost } from "../rules/immunity.js";
import { canApplyDot, tickOverTime, type OverTimeEffect } from "../rules/over-time.js";
import { rollAttack } from "../rules/roll.js";
import type { ClockExpiry, EntryCost, EntryPayload, Grant, GrantExpiry, Job } from "./types.js";
import { emit, eventSink, move, setCreature, setPlayer, type WardWork } from "./edit.js";
import {
  abilitiesOn,
  attackWords,
  cardsIn,
  creaturesOf,
  cycleOf,
  defOf,
  entryNegated,
  identity,
  magicsOnField,
  other,
  ownerOf,
  primaryOf,
  printedActive,
  printedStats,
  seat,
  sideCovers,
  statsOf,
  unaffectedBy,
  zid,
  type Readable,
} from "./queries.js";

/** @internal The chain policy: once-per-entry, whole chain (W-14.1.1-1, W-14.4.1-1, W-14.4.3-1). */
export const CHAIN_POLICY: StackPolicy = /* @__PURE__ */ Object.freeze({
  kind: "once-per-entry",
  resolve: "whole-chain",
  ruleIds: /* @__PURE__ */ Object.freeze({ ownEntry: "W-AMB-37", respondOnce: "W-14.4.3-1", priority: "W-14.4.1-1" }),
});

/** @internal Puts an entry on the chain, opening it if needed. */
export function addEntry(w: WardWork, controller: PlayerId, payload: EntryPayload, cost: EntryCost | null): void {
  const input = cost === null ? { controller, payload } : { controller, payload, cost };
  const stack = w.state.stack;
  const r = stack === null ? openStack<EntryPayload, EntryCost>(CHAIN_POLICY, [0, 1], input, eventSink(w)) : pushEntry(stack, input, eventSink(w));
  if (!r.ok) throw new Error(`internal: chain: ${r.error.message}`);
  w.set("stack", r.value);
}

/**
 * @internal Deals damage to a creature and kills it at 0 HP. Returns the damage dealt.
 * Limited Summons take none (W-13.2.1-1); no damage in turn cycle 1 (W-QS.3-4); an unaffected
 * creature ignores effect damage (W-16.1.1-3); immunities stop their types (W-17.6-1).
 */
export function dealDamage(w: WardWork, target: string, amount: number, type: DamageType, from: PlayerId, origin: "battle" | "magic" | "creature" | "cost"): number {
  const st = w.state.creatures[target];
  if (st === undefined || amount <= 0) return 0;
  if (cycleOf(w.state) === 1) return 0;
  if (st.limited) return 0;
  if ((origin === "magic" || origin === "creature") && unaffectedBy(w.state, target, origin, from)) return 0;
  const owner = ownerOf(w.state, target);
  if (isImmuneToDamage(abilitiesOn(w.state, target), type, from === owner ? "own" : "opponent")) {
    emit(w, { type: "damage-prevented", card: target, amount, damageType: type });
    return 0;
  }
  const hp = applyDamage(st.hp, amount);
  const dealt = st.hp - hp;
  setCreature(w, target, { hp });
  emit(w, { type: "damage", card: target, amount: dealt, damageType: type, hp });
  if (hp === 0) kill(w, target);
  return dealt;
}

/** @internal A creature is killed: to its owner's cemetery (W-QS.7-8, W-18.13-1). */
export function kill(w: WardWork, id: string): void {
  const wasPrimary = primaryOf(w.state, ownerOf(w.state, id)) === id;
  emit(w, { type: "killed", card: id, player: ownerOf(w.state, id), primary: wasPrimary });
  leaveField(w, id, "cemetery");
  if (wasPrimary && w.state.clock.phase === "combat") w.set("combatOver", true);
}

/**
 * @internal A creature leaves the field: Equips on it are destroyed (W-6.4.2-2), creatures it
 * anchors leave too (W-12.2-1), DOTs it applied end (W-AMB-30, option), and so do the abilities
 * it granted "while-on-field".
 */
export function leaveField(w: WardWork, id: string, dest: "cemetery" | "hand" | "deck"): void {
  if (w.state.creatures[id] === undefined) return;
  Reflect.deleteProperty(w.table("creatures"), id);
  const owner = ownerOf(w.state, id);
  move(w, id, zid(owner, dest), dest === "deck" ? "bottom" : "top");
  endGrantsOf(w, id);
  for (const m of magicsOnField(w.state)) if (w.state.magics[m]?.host === id) destroyMagic(w, m);
  endAnchorsOf(w, id);
  if (w.state.options.dotEndsWithSource) {
    for (const c of Object.keys(w.state.creatures)) {
      const st = w.state.creatures[c];
      if (st === undefined) continue;
      if (st.overTime.some((e) => e.source === id)) setCreature(w, c, { overTime: st.overTime.filter((e) => e.source !== id) });
    }
  }
}

/** The creatures `card` anchors leave the field: it has left it, or never came (W-12.2-1). */
function endAnchorsOf(w: WardWork, card: string): void {
  for (const c of Object.keys(w.state.creatures)) if (w.state.creatures[c]?.anchor === card) leaveAnchored(w, c);
}

/**
 * Whether `card` holds what it anchors: it is on the field, as a creature or a magic, or is a
 * Hybrid still resolving (it comes to the field as a creature once its effects have run). A card
 * in the cemetery holds nothing (W-4.3.3-1): a magic that went there is destroyed (W-18.12-1),
 * and what it anchored leaves the field (W-12.2-1).
 */
function anchorHolds(w: WardWork, card: string): boolean {
  return w.state.creatures[card] !== undefined || w.state.magics[card] !== undefined || inChain(w, card);
}

function leaveAnchored(w: WardWork, id: string): void {
  const st = w.state.creatures[id];
  if (st === undefined) return;
  emit(w, { type: "anchor-ended", card: id, to: st.onAnchorEnd });
  const wasPrimary = primaryOf(w.state, ownerOf(w.state, id)) === id;
  leaveField(w, id, st.onAnchorEnd);
  if (wasPrimary && w.state.clock.phase === "combat") w.set("combatOver", true);
}

/** @internal A magic is destroyed: to its original owner's cemetery (W-17.8-1, W-6.6.1.1-2); what it anchors and what it granted "while-on-field" go too (W-12.2-1). */
export function destroyMagic(w: WardWork, id: string): void {
  if (w.state.magics[id] === undefined) return;
  Reflect.deleteProperty(w.table("magics"), id);
  emit(w, { type: "magic-destroyed", card: id });
  move(w, id, zid(ownerOf(w.state, id), "cemetery"));
  endGrantsOf(w, id);
  endAnchorsOf(w, id);
}

/**
 * @internal A creature enters the field. As a primary it opens the summon activation window
 * (W-14.2.1-1) unless an already active negation meets it (W-16.1.3-1).
 */
export function enterField(w: WardWork, id: string, p: PlayerId, as: "primary" | "limited", anchor: string | null, onAnchorEnd: "cemetery" | "hand" | "deck"): void {
  move(w, id, zid(p, as));
  const stats = printedStats(defOf(w.state, id));
  const negatedAtEntry = as === "primary" && entryNegated(w.state, p);
  w.table("creatures")[id] = {
    hp: stats?.hp ?? 1,
    limited: as === "limited",
    effectsNegated: negatedAtEntry,
    anchor,
    onAnchorEnd,
    grants: [],
    overTime: [],
    enteredAt: w.state.clock.turnsBegun[seat(p)] ?? 0,
    fired: [],
    battled: false,
  };
  if (as === "primary" && !w.state.players[seat(p)].fielded) setPlayer(w, p, { fielded: true });
  emit(w, { type: "summoned", card: id, player: p, as, negated: negatedAtEntry });
  const d = defOf(w.state, id);
  if (as === "primary" && d !== undefined) {
    // Every primary's summon opens a window, with or without effects of its own: a Lightning
    // played "when a creature is summoned" may answer it (W-6.5.3-1, W-14.2.1-1). A chain waiting
    // for answers takes no new entry: the creature's effects then start without a window.
    const hasEffects = !negatedAtEntry && d.effects.length > 0;
    if (w.state.stack !== null && w.state.stack.resolving === null) {
      if (hasEffects) w.table("jobs").unshift({ kind: "summoned", card: id });
    } else addEntry(w, p, { kind: "summon", card: id }, null);
  }
}

function resolveTargets(w: WardWork, target: EffectTarget, controller: PlayerId, self: string | null, opponent: string | null, chosen: string | null): string[] {
  const onField = (c: string | null): string[] => (c !== null && w.state.creatures[c] !== undefined ? [c] : []);
  switch (target) {
    case "self":
      return onField(self);
    case "own-primary":
      return onField(primaryOf(w.state, controller));
    case "opponent-primary":
      return onField(primaryOf(w.state, other(controller)));
    case "battle-opponent":
      return onField(opponent);
    case "chosen-creature":
      return onField(chosen);
    case "own-creatures":
      return creaturesOf(w.state, controller);
    case "opponent-creatures":
      return creaturesOf(w.state, other(controller));
    case "all-creatures":
      return creaturesOf(w.state, 0).concat(creaturesOf(w.state, 1));
    default: {
      const never: never = target;
      return never;
    }
  }
}

/** When a magic on the field with this duration is discarded (W-9.2.3-1): "while-on-field" and "permanent" never on their own. */
function clockExpiryOf(w: WardWork, d: Duration): ClockExpiry {
  switch (d.kind) {
    case "this-turn":
      return { kind: "end-of-turn", turn: w.state.clock.turn };
    case "turn-cycles": {
      const r = forTurnCycles(d.count, w.state.clock);
      return { kind: "clock", duration: r.ok ? r.value : permanent() };
    }
    case "while-on-field":
    case "permanent":
      return { kind: "clock", duration: permanent() };
    default: {
      const never: never = d;
      return never;
    }
  }
}

/** When abilities granted for this duration by `source`'s effect end: "while-on-field" when `source` leaves the field. */
function grantExpiryOf(w: WardWork, d: Duration, source: string): GrantExpiry {
  return d.kind === "while-on-field" ? { kind: "while-on-field", card: source } : clockExpiryOf(w, d);
}

/** Abilities granted "while-on-field" by `card` end as it leaves the field. */
function endGrantsOf(w: WardWork, card: string): void {
  for (const c of Object.keys(w.state.creatures)) {
    const st = w.state.creatures[c];
    if (!st?.grants.some((g) => g.expiry.kind === "while-on-field" && g.expiry.card === card)) continue;
    setCreature(w, c, { grants: st.grants.filter((g) => !(g.expiry.kind === "while-on-field" && g.expiry.card === card)) });
  }
}

/** @internal What a summon effect may pick now, in a fixed order. */
export function summonCandidates(w: Readable, action: Extract<Action, { kind: "summon" }>, controller: PlayerId): string[] {
  const out: string[] = [];
  for (const zone of action.from) {
    for (const c of cardsIn(w, controller, zone)) {
      const d = defOf(w, c);
      if (d?.kind !== "creature") continue;
      const f = action.filter;
      const fits =
        f.kind === "any" ||
        (f.kind === "type" && d.creatureType === f.creatureType) ||
        (f.kind === "name" && d.name.toLowerCase() === f.name.toLowerCase()) ||
        (f.kind === "max-armor-level" && d.armorLevel <= f.armorLevel);
      if (fits) out.push(c);
    }
  }
  return out;
}

/**
 * @internal Where a summon effect would put its next creature now, or `null` if nowhere: the
 * primary slot when it asks for a primary and there is none, else a Limited Summon slot if one
 * is free and the summon anchors it (Limited Summons rely on an anchor, W-13.3.2-1).
 */
export function summonSlot(w: Readable, action: Extract<Action, { kind: "summon" }>, controller: PlayerId): "primary" | "limited" | null {
  if (action.as === "primary" && primaryOf(w, controller) === null) return "primary";
  return action.anchored && cardsIn(w, controller, "limited").length < 4 ? "limited" : null;
}

/** @internal How many creatures a summon effect could put on the field now, one after another. */
export function summonRoom(w: Readable, action: Extract<Action, { kind: "summon" }>, controller: PlayerId): number {
  const primary = action.as === "primary" && primaryOf(w, controller) === null ? 1 : 0;
  return primary + (action.anchored ? 4 - cardsIn(w, controller, "limited").length : 0);
}

/** @internal Whether a summon effect searches the deck only (its pick waits until the chain has resolved). */
export function searchesDeck(a: Action): boolean {
  return a.kind === "summon" && a.from.length === 1 && a.from[0] === "deck";
}

/**
 * @internal What an action makes its player pick: a magic on the field (destroy-magic), a
 * creature card (summon) or a creature on the field (a `chosen-creature` target); `null` for none.
 */
export function pickKind(a: Action): "magic" | "summon" | "creature" | null {
  if (a.kind === "destroy-magic") return "magic";
  if (a.kind === "summon") return "summon";
  if ("target" in a && a.target === "chosen-creature") return "creature";
  return null;
}

/**
 * @internal How a magic's picks are made. `pick` is what the player names when playing it (the
 * `play` action's `target`): an Equip's host, else the first thing one action picks that can be
 * named then (one magic to destroy, one creature card to summon from hand or cemetery, the
 * creature every `chosen-creature` action of the card acts on); a Lightning names nothing, since
 * it is played in answer with no target. `later[i]` says that action `i` (of `actionsOf`) makes
 * its picks once the chain has resolved instead, as `choose` decisions: a search of the deck,
 * a pick of several cards, a pick of another kind than `pick`.
 */
export interface MagicPlan {
  readonly pick: "host" | "magic" | "summon" | "creature" | null;
  readonly actions: readonly Action[];
  readonly later: readonly boolean[];
}

const plans = new WeakMap<MagicCard, MagicPlan>();

/** @internal The {@link MagicPlan} of a magic (worked out once per definition). */
export function magicPlan(d: MagicCard): MagicPlan {
  const known = plans.get(d);
  if (known !== undefined) return known;
  const actions = actionsOf(d.effects);
  let pick: MagicPlan["pick"] = d.subType === "equip" ? "host" : null;
  const later: boolean[] = [];
  for (const a of actions) {
    const k = pickKind(a);
    if (k === null) later.push(false);
    else if (d.magicType === "lightning" || searchesDeck(a)) later.push(true);
    else if (k === "creature") {
      pick ??= "creature";
      later.push(pick !== "creature");
    } else if ((a.kind === "destroy-magic" || a.kind === "summon") && a.count === 1 && pick === null) {
      pick = k;
      later.push(false);
    } else later.push(true);
  }
  const plan: MagicPlan = { pick, actions, later };
  plans.set(d, plan);
  return plan;
}

/** @internal The creatures on the field an effect of this origin from `controller` can act on, `controller`'s first. */
export function affectableCreatures(w: Readable, controller: PlayerId, origin: "magic" | "creature"): string[] {
  const out: string[] = [];
  for (const q of [controller, other(controller)] as const) for (const c of creaturesOf(w, q)) if (!unaffectedBy(w, c, origin, controller)) out.push(c);
  return out;
}

/** @internal The magics on the field a destroy-magic effect may pick: on its side, never the card itself. */
export function destroyCandidates(w: Readable, action: Extract<Action, { kind: "destroy-magic" }>, controller: PlayerId, source: string | null): string[] {
  const out: string[] = [];
  for (const m of magicsOnField(w)) {
    const st = w.magics[m];
    if (m !== source && st !== undefined && sideCovers(action.side, controller, st.controller)) out.push(m);
  }
  return out;
}

/** @internal What a pending effect still to run looks at when its player picks (a job's fields). */
export interface Picker {
  readonly controller: PlayerId;
  readonly source: string;
  readonly origin: "magic" | "creature";
  /** The creature already picked for the effect's `chosen-creature` actions, or `null`. */
  readonly target: string | null;
}

/** @internal The options of the pick an action of an effect needs now, or `null` when it needs none. */
export function choiceOptions(w: Readable, action: Action, job: Picker): string[] | null {
  switch (pickKind(action)) {
    case "magic":
      return action.kind === "destroy-magic" ? destroyCandidates(w, action, job.controller, job.source) : null;
    case "summon":
      return action.kind === "summon" ? summonCandidates(w, action, job.controller) : null;
    case "creature":
      return job.target === null ? affectableCreatures(w, job.controller, job.origin) : null;
    case null:
      return null;
  }
}

/**
 * @internal Runs one action of a card effect (W-QS.8-1). `chosen` is the target picked when the
 * card was played or the choice made for a triggered effect.
 */
export function runAction(
  w: WardWork,
  a: Action,
  source: string,
  controller: PlayerId,
  origin: "magic" | "creature",
  self: string | null,
  opponent: string | null,
  chosen: string | null,
): void {
  const targets = (t: EffectTarget): string[] => resolveTargets(w, t, controller, self, opponent, chosen).filter((c) => !unaffectedBy(w.state, c, origin, controller));
  switch (a.kind) {
    case "damage":
      for (const t of targets(a.target)) dealDamage(w, t, a.amount, "instant", controller, origin);
      return;
    case "percentage-damage":
      for (const t of targets(a.target)) {
        const st = w.state.creatures[t];
        if (st !== undefined) dealDamage(w, t, percentageDamage(st.hp, a.percent, w.state.options.pctRounding), "percentage", controller, origin);
      }
      return;
    case "heal":
      for (const t of targets(a.target)) {
        const st = w.state.creatures[t];
        if (st === undefined) continue;
        const hp = applyHealing(st.hp, a.amount, statsOf(w.state, t).hp);
        setCreature(w, t, { hp });
        emit(w, { type: "healed", card: t, amount: hp - st.hp, hp });
      }
      return;
    case "damage-over-time":
    case "heal-over-time":
      for (const t of targets(a.target)) {
        const st = w.state.creatures[t];
        if (st === undefined) continue;
        const dot = a.kind === "damage-over-time";
        if (dot && !canApplyDot(st.overTime, source, w.state.options.dotStackScope === "any" ? "any" : "same-source")) {
          emit(w, { type: "dot-not-stacked", card: t, source, rule: "W-11.3-1" });
          continue;
        }
        if (!dot && !w.state.options.hotStacking && st.overTime.some((e) => e.kind === "hot")) continue;
        // It ticks at the end of the Combat Phase it was applied in (a return attack's DOT at the end
        // of the opponent's combat), else at the end of the applier's next one (W-11.1-1, W-AMB-32).
        const combatOf = w.state.clock.phase === "combat" ? w.state.clock.active : controller;
        const e: OverTimeEffect = { kind: dot ? "dot" : "hot", amount: dot ? a.damage : a.amount, ticksLeft: a.turnCycles, applier: controller, combatOf, source };
        setCreature(w, t, { overTime: st.overTime.concat([e]) });
        emit(w, { type: dot ? "dot-applied" : "hot-applied", card: t, amount: e.amount, turnCycles: a.turnCycles });
      }
      return;
    case "destroy-magic":
      if (chosen !== null && w.state.magics[chosen] !== undefined) destroyMagic(w, chosen);
      return;
    case "negate":
      return;
    case "summon": {
      const slot = summonSlot(w.state, a, controller);
      if (slot === null) return;
      if (chosen === null || !summonCandidates(w.state, a, controller).includes(chosen)) return;
      enterField(w, chosen, controller, slot, a.anchored ? source : null, a.onAnchorEnd);
      // Its anchor has already left the field (a creature gone before its effect ran; the card
      // format refuses an anchored summon in a magic that goes to the cemetery as it resolves):
      // the creature goes at once (W-12.2-1), and no anchor names a card off the field.
      if (a.anchored && !anchorHolds(w, source)) leaveAnchored(w, chosen);
      return;
    }
    case "draw": {
      // As the Draw Phase's draw: the event counts the cards, the card moves name them to their owner only.
      const n = drawCards(w, controller, a.count);
      emit(w, { type: "drew", player: controller, count: n, source, rule: origin === "magic" ? "W-QS.8-1" : "W-18.1-1" });
      return;
    }
    case "grant":
      // A "while-on-field" grant of a card that has left the field since would end at once.
      if (a.duration.kind === "while-on-field" && w.state.creatures[source] === undefined && w.state.magics[source] === undefined) return;
      for (const t of targets(a.target)) {
        const st = w.state.creatures[t];
        if (st === undefined) continue;
        const becomesUnaffected = a.abilities.some((x) => x.kind === "unaffected") && !unaffectedBy(w.state, t, "magic", other(ownerOf(w.state, t)));
        const g: Grant = { abilities: a.abilities, expiry: grantExpiryOf(w, a.duration, source), from: controller, source: origin };
        setCreature(w, t, { grants: st.grants.concat([g]) });
        emit(w, { type: "granted", card: t, source, abilities: a.abilities, duration: a.duration });
        if (becomesUnaffected) for (const m of magicsOnField(w.state)) if (w.state.magics[m]?.host === t) destroyMagic(w, m);
      }
      return;
    case "cemetery-adjustment": {
      const p = a.player === "own" ? controller : other(controller);
      setPlayer(w, p, { cemeteryAdjustment: w.state.players[seat(p)].cemeteryAdjustment + a.amount });
      emit(w, { type: "cemetery-adjusted", player: p, amount: a.amount });
      return;
    }
    default: {
      const never: never = a;
      return never;
    }
  }
}

/** @internal Draws up to `count` cards; an empty deck is no loss (W-17.4-1). */
export function drawCards(w: WardWork, p: PlayerId, count: number): number {
  if (count <= 0) return 0;
  const r = w.zones.draw(zid(p, "deck"), zid(p, "hand"), count, { position: "bottom", allowFewer: true });
  if (!r.ok) throw new Error(`internal: cannot draw: ${r.error.message}`);
  return r.value.length;
}

/** @internal The actions of a card that run when it resolves or triggers (not its abilities). */
export function actionsOf(effects: readonly Effect[]): Action[] {
  const out: Action[] = [];
  for (const e of effects) {
    switch (e.kind) {
      case "damage":
      case "percentage-damage":
      case "heal":
      case "damage-over-time":
      case "heal-over-time":
      case "destroy-magic":
      case "negate":
      case "summon":
      case "draw":
      case "grant":
      case "cemetery-adjustment":
        out.push(e);
        break;
      default:
        break;
    }
  }
  return out;
}

/** @internal Pays a self-damage cost on the player's primary; prevented damage counts as paid (W-14.2.4-2). */
export function paySelfDamage(w: WardWork, p: PlayerId, amount: number): void {
  const prim = primaryOf(w.state, p);
  if (prim === null || amount <= 0) return;
  const dealt = selfDamageCost(abilitiesOn(w.state, prim), amount);
  emit(w, { type: "cost-paid", player: p, selfDamage: dealt });
  if (dealt > 0) dealDamage(w, prim, dealt, "instant", p, "cost");
}

/** @internal Discards a card from hand to the cemetery (W-AMB-53, W-AMB-7 option). */
export function discard(w: WardWork, p: PlayerId, c: string): void {
  move(w, c, zid(p, "cemetery"));
  if (!w.state.options.countDiscardedCreatures && defOf(w.state, c)?.kind === "creature") setPlayer(w, p, { uncounted: w.state.players[seat(p)].uncounted.concat([c]) });
}

/** @internal Whether a magic's play-time target and hosts can still take it at resolution. */
function stillValid(w: WardWork, card: string, target: string | null, controller: PlayerId): boolean {
  const d = defOf(w.state, card);
  if (d?.kind !== "magic") return false;
  if (d.subType === "equip") return target !== null && w.state.creatures[target] !== undefined && !unaffectedBy(w.state, target, "magic", controller);
  return true;
}

function inChain(w: WardWork, card: string): boolean {
  return w.state.zones.zones["chain"]?.cards.includes(card) ?? false;
}

/** @internal Resolves one chain entry (W-14.1.1-1: newest first). */
export function resolveEntry(w: WardWork, entry: StackEntry<EntryPayload, EntryCost>, payCost: boolean): void {
  const pl = entry.payload;
  const p = entry.controller;
  if (pl.kind === "summon") {
    if (entry.negated) {
      setCreature(w, pl.card, { effectsNegated: true });
      emit(w, { type: "effects-negated", card: pl.card, rule: "W-14.2.1-2" });
    } else if (w.state.creatures[pl.card] !== undefined) {
      w.table("jobs").unshift({ kind: "summoned", card: pl.card });
    }
    return;
  }
  if (pl.kind === "attack") {
    if (entry.negated) emit(w, { type: "attack-negated", card: pl.attacker, rule: "W-14.4.3-1" });
    else performAttack(w, pl.attacker, pl.defender, pl.first);
    return;
  }
  const card = pl.card;
  const d = defOf(w.state, card);
  if (d?.kind !== "magic") return;
  if (entry.negated) {
    emit(w, { type: "negated", card, rule: "W-6.2.2-2" });
    move(w, card, zid(ownerOf(w.state, card), "cemetery"));
    return;
  }
  if (payCost && entry.cost !== null) {
    paySelfDamage(w, p, entry.cost.selfDamage);
    // The cards the player chose when playing it; one that has left the hand since is not paid again.
    for (const c of entry.cost.discards) if (locate(w.state.zones, c) === zid(p, "hand")) discard(w, p, c);
  }
  const actions = magicPlan(d).actions;
  if (entry.respondsTo !== null && actions.some((a) => a.kind === "negate")) {
    const target = w.state.stack?.entries.find((x) => x.id === entry.respondsTo);
    const tp = target === undefined ? null : target.payload;
    const what = actions.flatMap((a) => (a.kind === "negate" ? a.what : []));
    const ok = tp !== null && ((tp.kind === "magic" && what.includes("magic")) || (tp.kind === "summon" && what.includes("creature-effects")) || (tp.kind === "attack" && what.includes("attack")));
    if (ok && w.state.stack !== null && target !== undefined) {
      const r = negateEntry(w.state.stack, target.id, eventSink(w));
      if (r.ok) w.set("stack", r.value);
    }
  }
  if (!stillValid(w, card, pl.target, p) || !inChain(w, card)) {
    emit(w, { type: "fizzled", card, rule: "W-6.2.3-1" });
    if (inChain(w, card)) move(w, card, zid(ownerOf(w.state, card), "cemetery"));
    return;
  }
  const stays = d.subType === "equip" || d.subType === "field" || d.magicType === "infinite";
  if (stays) {
    move(w, card, zid(p, "magic"));
    const expiry = d.duration.kind === "turn-cycles" || d.duration.kind === "this-turn" ? clockExpiryOf(w, d.duration) : null;
    w.table("magics")[card] = { controller: p, host: d.subType === "equip" ? pl.target : null, expiry };
    emit(w, { type: "magic-resolved", card, stays: true });
  } else if (d.hybrid !== null && cardsIn(w.state, p, "limited").length < 4) {
    emit(w, { type: "magic-resolved", card, stays: false });
  } else {
    move(w, card, zid(ownerOf(w.state, card), "cemetery"));
    emit(w, { type: "magic-resolved", card, stays: false });
  }
  const hadPrimaries = primaryOf(w.state, 0) !== null || primaryOf(w.state, 1) !== null;
  // The picks the player could not make when playing it (a search of the deck, several cards, a
  // second kind of pick) are theirs once the chain has resolved, in the card's order.
  const plan = magicPlan(d);
  const later: Action[] = [];
  plan.actions.forEach((a, i) => {
    if (a.kind === "negate") return;
    if (plan.later[i] === true) later.push(a);
    else runAction(w, a, card, p, "magic", pl.target, null, pl.target);
  });
  if (later.length > 0) w.table("jobs").push({ kind: "actions", source: card, controller: p, origin: "magic", self: pl.target, opponent: null, actions: later, target: null, chosen: null });
  if (!stays && d.hybrid !== null && inChain(w, card)) {
    // Its own summons may have taken the last Limited Summon slot (W-13.3.1-1): then it goes to
    // the cemetery, as when there is no room as it resolves, and what it anchors leaves (W-12.2-1).
    if (cardsIn(w.state, p, "limited").length < 4) enterField(w, card, p, "limited", null, "cemetery");
    else {
      move(w, card, zid(ownerOf(w.state, card), "cemetery"));
      endAnchorsOf(w, card);
    }
  }
  // The card removed every primary: its player summons first, on turn or not (W-14.4.4-1).
  if (hadPrimaries && primaryOf(w.state, 0) === null && primaryOf(w.state, 1) === null) w.set("replaceFirst", p);
}

/**
 * @internal One creature's Hit and Attack rolls against another (W-10.2-3, W-10.2-4), with
 * criticals (W-10.3.1-1, W-10.3.2-1), multipliers (W-5.3.1-1) and "when it hits" triggers.
 */
export function performAttack(w: WardWork, roller: string, target: string, first: boolean): void {
  if (w.state.creatures[roller] === undefined || w.state.creatures[target] === undefined) return;
  const p = ownerOf(w.state, roller);
  const abilities = abilitiesOn(w.state, roller);
  const stats = statsOf(w.state, roller, abilities);
  const targetAl = statsOf(w.state, target).armorLevel;
  const mult = damageMultipliers(abilities, { hitsFirst: first, target: identity(w.state, target) });
  // The purposes name both creatures, face up on the field: a table rolling real dice is shown them.
  const out = rollAttack(w.chance, p, stats, mult, targetAl, w.state.options.criticalHitAlwaysHits, attackWords(w.state, roller, target));
  emit(w, {
    type: "attack",
    attacker: roller,
    target,
    hitFaces: out.hitFaces.slice(),
    damageFaces: out.damageFaces.slice(),
    hitTotal: out.hit.total,
    hitModifier: stats.modifier + stats.hitBonus,
    armorLevel: targetAl,
    hit: out.hit.hit,
    critical: out.hit.critical,
    damageModifier: stats.modifier + stats.damageBonus,
    multipliers: mult.slice(),
    damage: out.damage,
  });
  if (out.hit.critical === "miss") {
    dealDamage(w, roller, out.selfDamage, "attack", p, "battle");
    return;
  }
  if (!out.hit.hit) return;
  dealDamage(w, target, out.damage, "attack", p, "battle");
  if (printedActive(w.state, roller)) {
    const d = defOf(w.state, roller);
    if (d !== undefined) {
      for (const e of d.effects) {
        if (e.kind === "triggered" && e.on.kind === "hits") {
          w.table("jobs").unshift({ kind: "actions", source: roller, controller: p, origin: "creature", self: roller, opponent: target, actions: e.actions, target: null, chosen: null });
        }
      }
    }
  }
}

/** @internal DOT/HOT ticks at the end of `player`'s Combat Phase (W-11.1-1, W-11.2-1, W-AMB-32). */
export function tickAll(w: WardWork, player: PlayerId): void {
  for (const p of [0, 1] as const) {
    for (const c of creaturesOf(w.state, p)) {
      const st = w.state.creatures[c];
      if (st === undefined || st.overTime.length === 0) continue;
      if (!st.overTime.some((e) => e.combatOf === player)) continue;
      const abilities = abilitiesOn(w.state, c);
      const always = st.limited || cycleOf(w.state) === 1;
      const immune = (e: OverTimeEffect): boolean => always || isImmuneToDamage(abilities, "damage-over-time", e.applier === p ? "own" : "opponent");
      const t = tickOverTime(st.hp, statsOf(w.state, c, abilities).hp, st.overTime, player, immune);
      setCreature(w, c, { hp: t.hp, overTime: t.effects });
      emit(w, { type: "over-time-tick", card: c, damage: t.damage, healing: t.healing, hp: t.hp });
      if (t.hp === 0) kill(w, c);
    }
  }
}

/** @internal Queues a creature's "when summoned" effects, after its activation window (W-14.2.1-1). */
export function summonedJobs(w: WardWork, card: string): Job[] {
  const out: Job[] = [];
  if (w.state.creatures[card] === undefined || !printedActive(w.state, card)) return out;
  const d = defOf(w.state, card);
  if (d === undefined) return out;
  const p = ownerOf(w.state, card);
  for (const e of d.effects) {
    if (e.kind === "triggered" && e.on.kind === "summoned") {
      out.push({ kind: "actions", source: card, controller: p, origin: "creature", self: card, opponent: null, actions: e.actions, target: null, chosen: null });
    }
  }
  return out;
}
