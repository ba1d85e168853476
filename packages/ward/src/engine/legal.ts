// What a player may do now: every legal action, in a fixed order.
import { chanceActions, stackMoves, type PlayerId } from "@rulesmith/core";
import type { CreatureCard, MagicCard } from "../cards/cards.js";
import type { Action, Trigger } from "../cards/effects.js";
import { isImmuneToDamage, selfDamageCost } from "../rules/immunity.js";
import { sacrificesRequired } from "../rules/sacrifice.js";
import { actionsOf, affectableCreatures, choiceOptions, destroyCandidates, magicPlan, pickKind, searchesDeck, summonCandidates, summonRoom, summonSlot } from "./resolve.js";
import type { WardAction, WardState } from "./types.js";
import {
  abilitiesOn,
  cannotBeRemoved,
  cardsIn,
  cemeteryTotalOf,
  cemeteryValue,
  countsTowardCap,
  creaturesOf,
  cycleOf,
  defOf,
  magicsControlledBy,
  magicsOnField,
  other,
  ownerOf,
  primaryOf,
  printedAbilities,
  seat,
  sideCovers,
  unaffectedBy,
  type Readable,
} from "./queries.js";

function combos(items: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  const walk = (start: number, acc: string[]): void => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < items.length; i++) {
      const x = items[i];
      if (x === undefined) continue;
      acc.push(x);
      walk(i + 1, acc);
      acc.pop();
    }
  };
  walk(0, []);
  return out;
}

function requirementsMet(r: Readable, p: PlayerId, card: CreatureCard): boolean {
  for (const req of card.summonRequirements) {
    switch (req.kind) {
      case "cemetery-hp-at-least":
        if (cemeteryTotalOf(r, p) < req.amount) return false;
        break;
      case "controls-type":
        if (!creaturesOf(r, p).some((c) => {
          const d = defOf(r, c);
          return d?.kind === "creature" && d.creatureType === req.creatureType;
        })) return false;
        break;
      case "magic-on-field":
        if (!magicsControlledBy(r, p).some((m) => defOf(r, m)?.name.toLowerCase() === req.name.toLowerCase())) return false;
        break;
      default: {
        const never: never = req;
        return never;
      }
    }
  }
  return true;
}

/**
 * @internal Summons a player may make: normal summons (phase 2, W-QS.5-5, W-QS.5-6, W-QS.6-1..4,
 * W-8.3.1-1, W-4.1.5-1) or a replacement (W-7.2.1-2, W-7.2.1-3). Sacrifices come from the hand
 * and the primary; never Limited Summons (W-13.2.3-1).
 */
export function summonActions(r: Readable, p: PlayerId, replacement: boolean): WardAction[] {
  const out: WardAction[] = [];
  eachSummon(r, p, replacement, (card, sacrifices) => {
    out.push({ type: "summon", card, sacrifices });
    return false;
  });
  return out;
}

/**
 * Calls `found` with every summon a player may make (see {@link summonActions}), in list
 * order, until it returns `true`; returns whether it did.
 */
function eachSummon(r: Readable, p: PlayerId, replacement: boolean, found: (card: string, sacrifices: string[]) => boolean): boolean {
  const hand = cardsIn(r, p, "hand");
  const primary = primaryOf(r, p);
  const total = cemeteryTotalOf(r, p);
  const threshold = r.options.cemeteryThreshold;
  const removalBlocked = primary !== null && !replacement && cannotBeRemoved(r, primary);
  for (const c of hand) {
    const d = defOf(r, c);
    if (d?.kind !== "creature") continue;
    if (!requirementsMet(r, p, d)) continue;
    const need = sacrificesRequired(d.armorLevel);
    if (need === 0) {
      // No sacrifice: the primary, when there is one, must be among them, so none is possible.
      if (primary === null && found(c, [])) return true;
      continue;
    }
    const pool: string[] = [];
    for (const h of hand) if (h !== c && defOf(r, h)?.kind === "creature") pool.push(h);
    // A primary that cannot be removed from the field (Lead Boots) is no sacrifice (W-8.2.2-1).
    if (primary !== null && !replacement && !removalBlocked) pool.push(primary);
    for (const sac of combos(pool, need)) {
      if (primary !== null && !sac.includes(primary)) continue;
      let add = 0;
      for (const x of sac) add += cemeteryValue(r, x);
      if (add > 0 && total + add >= threshold) continue;
      if (found(c, sac)) return true;
    }
  }
  return false;
}

/**
 * @internal Whether a reshuffle could ever bring a playable creature: a creature whose
 * sacrifices exist among the other creatures, fit in a hand of this size with it, and would not
 * cross the player's own threshold (W-AMB-9). `extraCemetery` is HP about to go to the cemetery
 * (a primary about to be killed).
 */
export function couldEverSummon(r: Readable, p: PlayerId, extraCemetery = 0): boolean {
  const hand = cardsIn(r, p, "hand").length;
  const deck = cardsIn(r, p, "deck").length;
  if (deck === 0 && hand > 0) return false;
  // From an empty hand the player draws one card at a time and keeps them (W-7.2.3-1), so every
  // card of the deck can end up in hand together: two The Hero can sacrifice one for the other.
  const slots = hand === 0 ? deck : hand;
  // No slot fits even a creature without sacrifices; with one, the first such creature settles it.
  if (slots === 0) return false;
  const hps: number[] = [];
  const needs: number[] = [];
  for (const zone of ["hand", "deck"] as const) {
    for (const c of cardsIn(r, p, zone)) {
      const d = defOf(r, c);
      if (d?.kind === "creature") {
        const need = sacrificesRequired(d.armorLevel);
        if (need === 0) return true;
        needs.push(need);
        hps.push(d.hp);
      }
    }
  }
  const sorted = hps.slice().sort((a, b) => a - b);
  const room = r.options.cemeteryThreshold - cemeteryTotalOf(r, p) - extraCemetery;
  return needs.some((need) => {
    if (need > needs.length - 1 || need + 1 > slots) return false;
    let cheapest = 0;
    for (let i = 0; i < need; i++) cheapest += sorted[i] ?? 0;
    return need === 0 || cheapest < room;
  });
}

/**
 * @internal Whether the player would still have a possible primary if theirs left the field
 * now (4.1.5 in automatic mode, W-AMB-6): a Limited Summon to promote, a creature in hand to
 * summon as the replacement (not `except`, a card about to leave the hand), or a reshuffle that
 * could still bring one. Otherwise they would lose by Creature Out (W-7.2.4-1) for certain.
 */
export function replacementPossible(r: Readable, p: PlayerId, except: string | null): boolean {
  if (cardsIn(r, p, "limited").length > 0) return true;
  const prim = primaryOf(r, p);
  const extra = prim === null ? 0 : cemeteryValue(r, prim);
  const hand = cardsIn(r, p, "hand");
  const total = cemeteryTotalOf(r, p) + extra;
  for (const c of hand) {
    if (c === except) continue;
    const d = defOf(r, c);
    if (d?.kind !== "creature" || !requirementsMetWithout(r, p, d, prim)) continue;
    const need = sacrificesRequired(d.armorLevel);
    const pool: string[] = [];
    for (const h of hand) if (h !== c && h !== except && defOf(r, h)?.kind === "creature") pool.push(h);
    for (const sac of combos(pool, need)) {
      let add = 0;
      for (const x of sac) add += cemeteryValue(r, x);
      if (add === 0 || total + add < r.options.cemeteryThreshold) return true;
    }
  }
  return couldEverSummon(r, p, extra);
}

/** Summon requirements, read as if creature `gone` had left the field. */
function requirementsMetWithout(r: Readable, p: PlayerId, card: CreatureCard, gone: string | null): boolean {
  if (gone === null || !card.summonRequirements.some((q) => q.kind === "controls-type")) return requirementsMet(r, p, card);
  for (const req of card.summonRequirements) {
    if (req.kind === "controls-type" && !creaturesOf(r, p).some((c) => c !== gone && defOf(r, c)?.kind === "creature" && (defOf(r, c) as CreatureCard).creatureType === req.creatureType)) return false;
  }
  return requirementsMet(r, p, { ...card, summonRequirements: card.summonRequirements.filter((q) => q.kind !== "controls-type") });
}

/** @internal Whether any creature in hand can be summoned now (the "playable creature" of W-AMB-9). */
export function hasPlayableCreature(r: Readable, p: PlayerId): boolean {
  return eachSummon(r, p, true, () => true);
}

/** @internal Whether {@link summonActions} would list anything, without listing it. */
export function canSummon(r: Readable, p: PlayerId, replacement: boolean): boolean {
  return eachSummon(r, p, replacement, () => true);
}

/** @internal Total self-damage a player must inflict to play a magic now: its own costs and Field rules (W-14.2.4-1). */
export function magicCosts(r: Readable, p: PlayerId, card: MagicCard): MagicCosts {
  return withOwnCosts(card, fieldCosts(r, p));
}

/** @internal What playing a magic costs: self-damage of its own, self-damage the Field rules add, cards to discard. */
export interface MagicCosts {
  readonly own: number;
  readonly field: number;
  readonly discard: number;
}

/** What the Field rules on the field add to every magic a player plays (the `own` part is 0). */
function fieldCosts(r: Readable, p: PlayerId): MagicCosts {
  let field = 0;
  let discard = 0;
  for (const m of magicsOnField(r)) {
    const st = r.magics[m];
    const d = defOf(r, m);
    if (st === undefined || d?.kind !== "magic") continue;
    for (const a of printedAbilities(d)) {
      if (a.kind === "magic-play-cost" && sideCovers(a.players, st.controller, p)) {
        if (a.cost.kind === "self-damage") field += a.cost.amount;
        else discard += a.cost.count;
      }
    }
  }
  return { own: 0, field, discard };
}

/** A magic's own costs added to what the Field rules ask (`field`, from {@link fieldCosts}). */
function withOwnCosts(card: MagicCard, field: MagicCosts): MagicCosts {
  let own = 0;
  let discard = 0;
  for (const c of card.costs) {
    if (c.kind === "self-damage") own += c.amount;
    else discard += c.count;
  }
  return { own, field: field.field, discard: discard + field.discard };
}

function damages(a: Action): boolean {
  return a.kind === "damage" || a.kind === "percentage-damage" || a.kind === "damage-over-time";
}

function targetsOf(r: Readable, p: PlayerId, d: MagicCard): (string | null)[] {
  const plan = magicPlan(d);
  if (plan.pick === null) return [null];
  const now = plan.actions.filter((_, i) => plan.later[i] !== true);
  const out: string[] = [];
  switch (plan.pick) {
    case "host":
      for (const q of [p, other(p)] as const) {
        if (!sideCovers(d.equipTo, p, q)) continue;
        for (const c of creaturesOf(r, q)) if (!unaffectedBy(r, c, "magic", p)) out.push(c);
      }
      return out;
    case "magic":
      for (const a of now) if (a.kind === "destroy-magic") return destroyCandidates(r, a, p, null);
      return out;
    case "creature":
      return affectableCreatures(r, p, "magic");
    case "summon":
      for (const a of now) if (a.kind === "summon") return summonCandidates(r, a, p);
      return out;
    default: {
      const never: never = plan.pick;
      return never;
    }
  }
}

/**
 * Whether a pick left for after the chain (W-6.2.3-1: the card must be able to resolve in full)
 * could be made now: enough magics to destroy, creature cards to summon and room for them, a
 * creature to act on. A search of the deck is not judged by what the deck holds, which the
 * player cannot see; only by the room it needs.
 */
function laterPickPossible(r: Readable, p: PlayerId, a: Action): boolean {
  switch (a.kind) {
    case "destroy-magic":
      return destroyCandidates(r, a, p, null).length >= a.count;
    case "summon":
      if (summonRoom(r, a, p) < a.count) return false;
      return searchesDeck(a) || summonCandidates(r, a, p).length >= a.count;
    default:
      return pickKind(a) !== "creature" || affectableCreatures(r, p, "magic").length > 0;
  }
}

/**
 * @internal Whether every part of a magic could resolve now (W-6.2.3-1, W-AMB-23): otherwise it
 * cannot be played. Also the turn-cycle-1 rule (W-QS.3-4, W-AMB-21).
 */
function allPartsResolve(r: Readable, p: PlayerId, d: MagicCard, target: string | null): boolean {
  const cycle1 = cycleOf(r) === 1;
  const fixed = (t: string): string | null => (t === "own-primary" ? primaryOf(r, p) : t === "opponent-primary" ? primaryOf(r, other(p)) : t === "chosen-creature" ? target : "group");
  const plan = magicPlan(d);
  for (let i = 0; i < plan.actions.length; i++) {
    const a = plan.actions[i];
    if (a === undefined) continue;
    if (cycle1 && damages(a)) return false;
    if (plan.later[i] === true) {
      if (!laterPickPossible(r, p, a)) return false;
      continue;
    }
    switch (a.kind) {
      case "damage":
      case "percentage-damage":
      case "heal":
      case "damage-over-time":
      case "heal-over-time":
      case "grant": {
        const t = fixed(a.target);
        if (t === "group") break;
        if (t === null || r.creatures[t] === undefined) return false;
        if (unaffectedBy(r, t, "magic", p)) return false;
        if (a.kind === "grant" && a.abilities.some((x) => x.kind === "battle-first")) {
          const foe = primaryOf(r, other(p));
          if (foe !== null && unaffectedBy(r, foe, "magic", p)) return false;
        }
        break;
      }
      case "summon": {
        if (summonSlot(r, a, p) === null) return false;
        if (target === null || !summonCandidates(r, a, p).includes(target)) return false;
        break;
      }
      case "destroy-magic":
        if (target === null || r.magics[target] === undefined) return false;
        break;
      case "negate":
        return false;
      case "draw":
      case "cemetery-adjustment":
        break;
      default: {
        const never: never = a;
        return never;
      }
    }
  }
  return true;
}

/** @internal Whether a player can pay `c`, what playing a magic from hand card `fromHand` costs now (W-6.2.2-1, W-14.2.4-1..4, W-4.1.5-1). */
export function costsPayable(r: Readable, p: PlayerId, c: MagicCosts, fromHand: string): boolean {
  if (c.discard > 0 && cardsIn(r, p, "hand").filter((x) => x !== fromHand).length < c.discard) return false;
  const dmg = c.own + c.field;
  if (dmg === 0) return true;
  const prim = primaryOf(r, p);
  if (prim === null) return false;
  const abilities = abilitiesOn(r, prim);
  const dealt = r.creatures[prim]?.limited === true ? 0 : selfDamageCost(abilities, dmg);
  if (dealt === 0) return true;
  if (cycleOf(r) === 1) return false;
  const hp = r.creatures[prim]?.hp ?? 0;
  if (dealt < hp) return true;
  if (cemeteryTotalOf(r, p) + cemeteryValue(r, prim) >= r.options.cemeteryThreshold) return false;
  // A cost that kills the primary must leave a possible primary in automatic mode (W-AMB-6).
  return r.options.cemeteryLossMode !== "auto" || replacementPossible(r, p, fromHand);
}

function capAllows(r: Readable, p: PlayerId, d: MagicCard): boolean {
  const stays = d.subType === "equip" || d.subType === "field" || d.magicType === "infinite";
  if (!stays || !countsTowardCap(r, d)) return true;
  let n = 0;
  for (const m of magicsControlledBy(r, p)) {
    const md = defOf(r, m);
    if (md?.kind === "magic" && countsTowardCap(r, md)) n++;
  }
  return n < 5;
}

/**
 * @internal Every choice of hand cards a discard cost of `count` may take when `card` is played:
 * the player's hand without the card itself and without cards an earlier entry of theirs on
 * the chain already takes (W-14.2.4-1; the player chooses, DESIGN "Decisions").
 */
export function discardChoices(r: Readable, p: PlayerId, card: string, count: number): string[][] {
  if (count === 0) return [[]];
  const taken = new Set<string>();
  for (const e of r.stack?.entries ?? []) if (e.controller === p && e.cost !== null) for (const c of e.cost.discards) taken.add(c);
  const pool: string[] = [];
  for (const c of cardsIn(r, p, "hand")) if (c !== card && !taken.has(c)) pool.push(c);
  return combos(pool.sort(), count);
}

/**
 * @internal Whether a Lightning magic's condition is met outside a chain (W-6.5.3-1, W-AMB-27):
 * its conditions name chain events (a magic played, a summon, an attack roll), so only a
 * Lightning with no condition may be played at a phase boundary.
 */
function lightningFreeToPlay(d: MagicCard): boolean {
  return d.playableWhen.length === 0;
}

/** @internal Magics a player may play in their magic phases or at a boundary of their turn (W-QS.5-4, W-6.2.1-3, W-6.2.1-4, W-QS.8-3, W-6.5.3-1). */
export function magicPlays(r: Readable, p: PlayerId): WardAction[] {
  const out: WardAction[] = [];
  // What the Field rules add is the same for every card of the hand: worked out once, when a magic needs it.
  let field: MagicCosts | undefined;
  for (const c of cardsIn(r, p, "hand")) {
    const d = defOf(r, c);
    if (d?.kind !== "magic") continue;
    if (d.magicType === "lightning" && !lightningFreeToPlay(d)) continue;
    if (d.magicType === "lightning" && cycleOf(r) === 1 && actionsOf(d.effects).some(damages)) continue;
    const costs = withOwnCosts(d, (field ??= fieldCosts(r, p)));
    if (!capAllows(r, p, d) || !costsPayable(r, p, costs, c)) continue;
    const choices = discardChoices(r, p, c, costs.discard);
    for (const t of targetsOf(r, p, d)) if (allPartsResolve(r, p, d, t)) for (const discards of choices) out.push({ type: "play", card: c, target: t, discards });
  }
  return out;
}

function answers(trigger: Trigger, kind: "magic" | "summon" | "attack", controller: PlayerId, p: PlayerId): boolean {
  const byOk = (by: "own" | "opponent" | "any"): boolean => sideCovers(by, p, controller);
  switch (trigger.kind) {
    case "magic-played":
      return kind === "magic" && byOk(trigger.by);
    case "creature-summoned":
      return kind === "summon" && byOk(trigger.by);
    case "attack-roll":
      return kind === "attack" && byOk(trigger.by);
    default:
      return false;
  }
}

/** @internal Lightning cards a player may answer chain entry `entryId` with (W-6.5.3-1, W-AMB-52). */
export function responseActions(r: Readable, p: PlayerId, entryId: number, stack: WardState["stack"]): WardAction[] {
  if (stack === null) return [];
  const e = stack.entries.find((x) => x.id === entryId);
  if (e === undefined) return [];
  const pl = e.payload;
  const out: WardAction[] = [];
  let field: MagicCosts | undefined;
  for (const c of cardsIn(r, p, "hand")) {
    const d = defOf(r, c);
    if (d?.kind !== "magic" || d.magicType !== "lightning") continue;
    if (!lightningFreeToPlay(d) && !d.playableWhen.some((t) => answers(t, pl.kind, e.controller, p))) continue;
    const costs = withOwnCosts(d, (field ??= fieldCosts(r, p)));
    if (!capAllows(r, p, d) || !costsPayable(r, p, costs, c)) continue;
    if (cycleOf(r) === 1 && actionsOf(d.effects).some(damages)) continue;
    // Its picks are all made once the chain has resolved (an answer names no target): they must be possible (W-6.2.3-1).
    const plan = magicPlan(d);
    if (!plan.actions.every((a, i) => plan.later[i] !== true || laterPickPossible(r, p, a))) continue;
    for (const discards of discardChoices(r, p, c, costs.discard)) out.push({ type: "respond", card: c, discards });
  }
  return out;
}

/** @internal Whether the battle targets and attackers of the Combat Phase allow a battle (W-10.2-1, W-13.3.3-1, W-AMB-16, W-AMB-17). */
export function battleActions(r: Readable, p: PlayerId): WardAction[] {
  if (cycleOf(r) === 1) return [];
  const out: WardAction[] = [];
  const prim = primaryOf(r, p);
  const limited = cardsIn(r, p, "limited");
  const targets = r.options.allowTargetLimitedSummons ? creaturesOf(r, other(p)) : cardsIn(r, other(p), "primary").slice();
  if (targets.length === 0) return out;
  const instead = r.options.limitedSummonBattle === "instead-of-primary";
  const limitedBattled = limited.some((c) => r.creatures[c]?.battled === true);
  const primaryBattled = prim !== null && r.creatures[prim]?.battled === true;
  const attackers: string[] = [];
  if (prim !== null && !primaryBattled && !(instead && limitedBattled)) attackers.push(prim);
  for (const c of limited) if (r.creatures[c]?.battled === false && !(instead && primaryBattled)) attackers.push(c);
  for (const a of attackers) for (const t of targets) out.push({ type: "battle", attacker: a, target: t });
  return out;
}

/** @internal Whether kill-own is allowed now (W-8.4.1-1, W-8.4.2-1, W-8.4.2.1-1, W-AMB-35, W-4.1.5-1), and not of a creature that cannot be removed (Lead Boots). */
export function canKillOwn(r: Readable, p: PlayerId): boolean {
  const ps = r.players[seat(p)];
  const prim = primaryOf(r, p);
  if (prim === null || ps.killedOwn || ps.normalSummonUsed || r.clock.phase !== "summon") return false;
  // Killing one's own creature removes it from the field, which Lead Boots forbids (W-13.3.5-1 counts kill-own as a removal).
  if (cannotBeRemoved(r, prim)) return false;
  if (cemeteryTotalOf(r, p) + cemeteryValue(r, prim) >= r.options.cemeteryThreshold) return false;
  // In automatic mode no voluntary action may lose the match for its player for certain (W-AMB-6).
  return r.options.cemeteryLossMode !== "auto" || replacementPossible(r, p, null);
}

/** @internal Whether the once-only mulligan is offered (W-17.9-1, W-17.9-2, W-AMB-45). */
export function canMulligan(r: Readable, p: PlayerId): boolean {
  const ps = r.players[seat(p)];
  return !ps.mulliganUsed && !ps.fielded && cycleOf(r) === 1 && r.clock.phase === "summon" && primaryOf(r, p) === null && cardsIn(r, p, "hand").length > 0;
}

/** @internal Hand cards a player may discard down to the hand limit (W-9.1-3, W-AMB-57). */
export function discardActions(r: Readable, p: PlayerId): WardAction[] {
  const hand = cardsIn(r, p, "hand");
  const total = cemeteryTotalOf(r, p);
  const counts = r.options.countDiscardedCreatures;
  const safe = hand.filter((c) => !counts || total + cemeteryValue(r, c) < r.options.cemeteryThreshold);
  const list = safe.length > 0 ? safe : hand;
  return list.map((card) => ({ type: "discard", card }));
}

/** @internal Whether the player may call out the opponent's cemetery (W-4.1.3-1, W-4.1.4-1). */
export function canCallOut(r: Readable, p: PlayerId): boolean {
  return r.options.cemeteryLossMode === "callout" && cemeteryTotalOf(r, other(p)) >= r.options.cemeteryThreshold;
}

/** @internal The options of the pending "choose" decision (triggered effects). */
export function chooseOptions(s: WardState): string[] {
  const job = s.jobs[0];
  if (job?.kind !== "actions") return [];
  const a = job.actions[0];
  if (a === undefined) return [];
  return choiceOptions(s, a, job) ?? [];
}

/**
 * Every action `player` may take now, in a fixed order (W-16.2.1-1: what is not listed is
 * prohibited).
 *
 * @param s - The state.
 * @param player - The player.
 * @returns The legal actions; empty when the player may not act.
 * @example
 * ```ts
 * import { demoConfig, legalActions, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) legalActions(s.value, 0); // [{ type: "start" }]
 * ```
 */
export function legalActions(s: WardState, player: PlayerId): WardAction[] {
  if (s.outcome !== null) return [];
  if (s.chance !== null) return chanceActions(s, player);
  const d = s.decision;
  if (d?.player !== player) return [];
  const out: WardAction[] = [];
  switch (d.kind) {
    case "start":
      out.push({ type: "start" });
      break;
    case "choose-order":
      out.push({ type: "go-first" }, { type: "go-second" });
      break;
    case "discard":
      for (const a of discardActions(s, player)) out.push(a);
      break;
    case "main": {
      const ps = s.players[seat(player)];
      if (s.clock.phase === "summon") {
        if (!ps.normalSummonUsed) for (const a of summonActions(s, player, false)) out.push(a);
        if (canMulligan(s, player)) out.push({ type: "mulligan" });
        if (canKillOwn(s, player)) out.push({ type: "kill-own" });
      }
      for (const a of magicPlays(s, player)) out.push(a);
      if (s.clock.phase === "summon") {
        if (ps.fielded) out.push({ type: "next" });
        else if (out.length === 0 || !out.some((a) => a.type === "summon")) out.push({ type: "reshuffle" });
      } else out.push({ type: "end-turn" });
      break;
    }
    case "combat":
      for (const a of battleActions(s, player)) out.push(a);
      out.push({ type: "next" });
      break;
    case "respond": {
      if (s.stack !== null && stackMoves(s.stack, player).respondTo === d.entry) for (const a of responseActions(s, player, d.entry, s.stack)) out.push(a);
      out.push({ type: "pass" });
      break;
    }
    case "promote":
      for (const c of cardsIn(s, player, "limited")) out.push({ type: "promote", card: c });
      break;
    case "replace":
      for (const a of summonActions(s, player, true)) out.push(a);
      if (out.length === 0) out.push({ type: "reshuffle" });
      break;
    case "choose":
      for (const o of chooseOptions(s)) out.push({ type: "choose", option: o });
      if (out.length === 0) out.push({ type: "pass" });
      break;
    default: {
      const never: never = d;
      return never;
    }
  }
  if (canCallOut(s, player) && d.kind !== "start" && d.kind !== "choose-order") out.push({ type: "call-out" });
  return out;
}

/** @internal Whether a player could answer a chain entry at all (else the engine passes for them). */
export function canRespond(s: Readable, p: PlayerId, entryId: number, stack: WardState["stack"]): boolean {
  return responseActions(s, p, entryId, stack).length > 0;
}

/** @internal Owner check used by transitions. */
export function ownsCard(r: Readable, p: PlayerId, card: string): boolean {
  return r.cards[card] !== undefined && ownerOf(r, card) === p;
}

/** @internal Whether damage of a type would reach this creature from `from` (for evaluation and tests). */
export function wouldTakeDamage(r: Readable, id: string, type: "attack" | "instant", from: PlayerId): boolean {
  return !isImmuneToDamage(abilitiesOn(r, id), type, from === ownerOf(r, id) ? "own" : "opponent");
}
