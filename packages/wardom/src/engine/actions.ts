/**
 * The engine's legal actions (complete, in a fixed order) and what each does.
 */
import { CoreErrorCode, addTrigger, canIdentify, declineTrigger, openStack, pushEntry, ruleError, stackMoves, stackPass, stackRespond, type PlayerId, type RuleError } from "@rulesmith/core";
import type { Card, CardAbility } from "../cards/cards.js";
import type { Currency, Position } from "../cards/vocabulary.js";
import type { ConditionContext } from "../rules/conditions.js";
import { factsOf, poolFactsOf } from "./card-facts.js";
import { abilityZones, type AbilityZone } from "../cards/ability-rules.js";
import { coinValue, type Payment } from "../rules/treasury.js";
import type { CostPaidEvent } from "./events.js";
import type { DecisionData, PickedCard, PricedAction, WardomAction } from "./types.js";
import { canRecruitNormally, checkTrueRecruit } from "../rules/true-recruit.js";
import { isLegalWager } from "../rules/wager.js";
import { canReplaceField } from "../rules/field.js";
import { dangerReady } from "../rules/danger.js";
import { conditionHolds } from "../rules/conditions.js";
import { matchesFilter } from "../rules/targeting.js";
import { ACTION_ZONE_LIMIT, HAND_LIMIT, SIDE_ZONE_LIMIT } from "../rules/limits.js";
import {
  FIELD,
  canAfford,
  cardsIn,
  defOf,
  dropKey,
  effectsOn,
  endMatch,
  isFaceDown,
  lineUnits,
  move,
  other,
  ownerOf,
  pay,
  paymentsFor,
  stageOf,
  firstOf,
  roundOf,
  zid,
  type Work,
  eventSink,
  zoneOf,
  type Readable,
  ORDINARY,
  setResolving,
} from "./work.js";
import { frontLineChosen } from "./battle.js";
import { enterStep } from "./stages.js";
import { SEQUENCE_POLICY, answerEffectPick, answerGuardian, answerPlace, entryJson, conditionContext, openPositions, recruitUnit, runResolving } from "./effects.js";

/**
 * Most True Recruit payments listed for one card and position.
 * @internal
 */
const TR_LIMIT = 64;

function canPay(w: Readable, p: PlayerId, card: Card): boolean {
  return canAfford(w, p, card.cost, card.type === "danger" ? card.payWith : ORDINARY);
}

function payWithOf(card: Card): readonly Currency[] {
  return card.type === "danger" ? card.payWith : ORDINARY;
}

/** Where a {@link PricedAction} was chosen, for the "pay" decision that may follow it. */
type PaidFrom = Extract<DecisionData, { kind: "pay" }>["from"];

/**
 * Pays for an action that costs something (D-TREAS-2, D-AMB-13, D-DANGER-3): with the payment
 * chosen in its "pay" decision, or the only way the cost can be paid. When there is more than
 * one way and none is chosen yet, the action waits: the card it pays for is shown to everyone
 * (a card played or activated, a Unit recruited face up; a face-down recruit shows only what it
 * costs, D-AMB-35), a "pay" decision is set, and `false` says so. The action is done, paid,
 * when the decision is answered.
 * @returns Whether the action goes on now.
 */
function paidFor(w: Work, p: PlayerId, action: PricedAction, from: PaidFrom, amount: number, payWith: readonly Currency[], what: Pick<CostPaidEvent, "purpose" | "card">, chosen: Payment | undefined): boolean {
  let pm = chosen;
  if (pm === undefined) {
    if (amount <= 0) return true;
    const ways = twoWaysAtLeast(w.state, p, amount, payWith) ? undefined : paymentsFor(w.state, p, amount, payWith);
    if (ways === undefined || ways.length > 1) {
      announce(w, p, action, amount);
      w.set("decision", { kind: "pay", player: p, amount, payWith, action, from });
      return false;
    }
    pm = ways[0];
    if (pm === undefined) return true;
  }
  pay(w, p, pm, what);
  return true;
}

/**
 * Whether a cost can surely be paid more than one way, without listing the ways: energy alone
 * pays it, and so does a Treasury card worth something (with energy for the rest, if any).
 */
function twoWaysAtLeast(w: Readable, p: PlayerId, amount: number, payWith: readonly Currency[]): boolean {
  if (!payWith.includes("energy") || !payWith.includes("treasury") || (w.players[p]?.energy.available ?? 0) < amount) return false;
  for (const id of cardsIn(w, zid(p, "treasury"))) {
    const d = defOf(w, id);
    if (d !== undefined && coinValue(d) > 0) return true;
  }
  return false;
}

/**
 * Shows what an action waiting for its payment is for, as the table would see it: a card from a
 * hand or a set card is revealed to everyone; a Unit recruited face down keeps its face hidden
 * and shows its cost, which the state keeps (`setCosts`) so that `determinize` deals only a Unit
 * of that cost to its place.
 */
function announce(w: Work, p: PlayerId, action: PricedAction, amount: number): void {
  if (action.type === "ability" || action.type === "pay-upkeep") return;
  const card = action.card;
  if (canIdentify(w.zones.map, card, other(p))) return;
  if (action.type === "recruit" && action.faceDown) w.table("setCosts")[card] = amount;
  else w.zones.reveal([card], "all");
}

function payCard(w: Work, p: PlayerId, action: Extract<PricedAction, { card: string }>, card: Card, from: PaidFrom, chosen: Payment | undefined): boolean {
  return paidFor(w, p, action, from, card.cost, payWithOf(card), { purpose: "card", card: action.card }, chosen);
}

/**
 * The index of an Action card's effect: its first activated ability, the only one an Ability,
 * Bolt or Danger Action may have (`parseCard` refuses a second, which would never run).
 * @internal
 */
function mainAbility(card: Card): number {
  return card.abilities.findIndex((a) => a.timing.kind === "activated");
}

function actionRoom(w: Readable, p: PlayerId): number {
  let used = cardsIn(w, zid(p, "action")).length;
  if (w.options.equipUsesActionSlot) used += cardsIn(w, zid(p, "equip")).length;
  return ACTION_ZONE_LIMIT - used;
}

function abilityUsable(w: Readable, p: PlayerId, id: string, def: Card, index: number, a: CardAbility, place: AbilityZone, swiftOnly: boolean): boolean {
  if (a.timing.kind !== "activated") return false;
  if (swiftOnly && a.swift !== true) return false;
  // Where the card is now must be where the ability works: its zone label, else where the card is in play (D-TIMING-1).
  if (!abilityZones(def, a).includes(place)) return false;
  if (a.perRound !== undefined && (w.uses[`${id}/${index}`] ?? 0) >= a.perRound) return false;
  if (a.condition !== undefined && !conditionHolds(a.condition, conditionContext(w, p))) return false;
  if (a.cost !== undefined && !canAfford(w, p, a.cost.amount, a.cost.payWith)) return false;
  return true;
}

/**
 * The places whose face-up cards may offer activated abilities to their player, in the order
 * they are listed: the line, the Action Zone, the Field Zone (the Field its player controls),
 * attached Equips, then the Side Zone, Treasury, Void and Forbidden Zone.
 */
const ABILITY_PLACES: readonly AbilityZone[] = ["combat", "support", "action", "field", "equip", "side", "treasury", "void", "forbidden"];

/**
 * Activated abilities a player may use now (the `"ability"` action): of their face-up cards
 * wherever an ability's zone label, else the card's place in play, says it works (a Unit on
 * the line, a face-up Cycle, their Field, an attached Equip, a Treasure in their Treasury; a
 * labelled one in the Side Zone, Treasury, Void or Forbidden Zone too), D-TIMING-1, D-CYCLE-1.
 * Only places some card of the match has an activated ability for are looked at.
 * @internal
 */
function boardAbilities(w: Readable, p: PlayerId, swiftOnly: boolean): WardomAction[] {
  const out: WardomAction[] = [];
  const places = poolFactsOf(w.defs).activatedIn;
  if (places.size === 0) return out;
  for (const place of ABILITY_PLACES) if (places.has(place)) abilitiesIn(w, p, place, swiftOnly, out);
  return out;
}

/** {@link boardAbilities} of one place's cards, added to `out`. */
function abilitiesIn(w: Readable, p: PlayerId, place: AbilityZone, swiftOnly: boolean, out: WardomAction[]): void {
  const zone = place === "field" ? FIELD : zid(p, place);
  for (const id of cardsIn(w, zone)) {
    const def = defOf(w, id);
    if (def === undefined || !factsOf(def).activatedIn.has(place)) continue;
    if (zone === FIELD && ownerOf(w, id) !== p) continue;
    if (!effectsOn(w, id, "activated")) continue;
    const abilities = def.abilities;
    for (let index = 0; index < abilities.length; index++) {
      const a = abilities[index];
      if (a !== undefined && abilityUsable(w, p, id, def, index, a, place, swiftOnly)) out.push({ type: "ability", card: id, index });
    }
  }
}

/**
 * Whether an Ability, Bolt or Danger Action can be played or activated now as far as its own
 * ability goes: it has one (its first activated ability is what the card does), and that
 * ability's condition holds (D-TIMING-1).
 */
function playable(w: Readable, p: PlayerId, card: Card): boolean {
  const a = card.abilities[mainAbility(card)];
  return a !== undefined && (a.condition === undefined || conditionHolds(a.condition, conditionContext(w, p)));
}

function isSwiftCard(card: Card): boolean {
  const i = mainAbility(card);
  // A card with no activated ability has nothing to start: it is never offered as a play.
  return i >= 0 && (card.type === "bolt" || (card.abilities[i]?.swift === true && card.type !== "danger"));
}

function equipTargets(w: Readable, p: PlayerId, card: Card): string[] {
  if (card.type !== "equip") return [];
  return lineUnits(w, p).filter((u) => {
    if (isFaceDown(w, u)) return false;
    const d = defOf(w, u);
    return d !== undefined && matchesFilter(d, card.equipTo);
  });
}

/**
 * Swift plays a player may make in an open window (D-BOLT-1..2, D-KW.Swift-1, D-AMB-34): a
 * Bolt from hand in a Resource or Main Stage, a set Bolt in any stage, Swift abilities.
 * @param w - The working copy.
 * @param p - The player.
 * @returns The actions.
 * @internal
 * @example
 * ```ts
 * swiftActions(w, 1).length > 0; // player 1 could respond
 * ```
 */
export function swiftActions(w: Readable, p: PlayerId): WardomAction[] {
  return swiftPlays(w, p, false);
}

/**
 * Whether a player is asked in a response window, or passed for: with `autoPass: "public"` by
 * what everyone sees alone (a hidden card that might be a Bolt means the player is asked, even if
 * it is not one), with `"no-answer"` by the player's legal Swift plays.
 * @param w - The state.
 * @param p - The player.
 * @returns `true` when the window waits for the player.
 * @internal
 * @example
 * ```ts
 * asksToRespond(state, 1); // true while player 1 holds cards in the Main Stage
 * ```
 */
export function asksToRespond(w: Readable, p: PlayerId): boolean {
  if (w.options.autoPass === "no-answer") return swiftPlays(w, p, true).length > 0;
  const stage = stageOf(w);
  if ((stage === "resource" || stage === "main") && cardsIn(w, zid(p, "hand")).length > 0) return true;
  for (const id of cardsIn(w, zid(p, "action"))) if (isFaceDown(w, id)) return true;
  return boardAbilities(w, p, true).length > 0;
}

function swiftPlays(w: Readable, p: PlayerId, anyOne: boolean): WardomAction[] {
  const out: WardomAction[] = [];
  const stage = stageOf(w);
  if (stage === "resource" || stage === "main") {
    for (const id of cardsIn(w, zid(p, "hand"))) {
      const d = defOf(w, id);
      if (d?.type !== "bolt" || !isSwiftCard(d)) continue;
      if (!playable(w, p, d) || !canPay(w, p, d)) continue;
      if (anyOne) return [{ type: "play", card: id, target: null }];
      out.push({ type: "play", card: id, target: null });
    }
  }
  for (const id of cardsIn(w, zid(p, "action"))) {
    const d = defOf(w, id);
    if (d?.type === "bolt" && isFaceDown(w, id) && playable(w, p, d) && canPay(w, p, d)) out.push({ type: "activate", card: id, target: null });
  }
  for (const a of boardAbilities(w, p, true)) out.push(a);
  return out;
}

function trueRecruitActions(w: Readable, p: PlayerId, id: string, from: "hand" | "side", open: readonly Position[], ctx: ConditionContext): WardomAction[] {
  const def = defOf(w, id);
  if (def?.type !== "unit" || def.trueRecruit === undefined || open.length === 0) return [];
  const marked = w.marked.includes(id);
  if (from === "side" && !w.options.trRepeatFromSideZone) return [];
  // Requirements first (D-TRUE-6): unmet, no way to pay the procedure needs listing.
  for (const req of def.trueRecruit.requirements) if (!conditionHolds(req, ctx)) return [];
  const cardsIn = ctx.cardsIn;
  const out: WardomAction[] = [];
  for (const position of open) {
    // Every way to pay each step, product over steps (capped).
    let combos: string[][][] = [[]];
    for (const step of def.trueRecruit.steps) {
      const from = cardsIn === undefined ? ctx.cards.filter((c) => c.side === "you" && c.zone === step.from) : cardsIn(step.from, "you");
      const pool = from.filter((c) => c.id !== id && matchesFilter(c.card, step.filter, c.statuses)).map((c) => c.id);
      const picks = combinations(pool, step.count, TR_LIMIT);
      const next: string[][][] = [];
      for (const c of combos) for (const k of picks) if (next.length < TR_LIMIT && !k.some((x) => c.some((s) => s.includes(x)))) next.push([...c, k]);
      combos = next;
    }
    for (const paid of combos) {
      const ok = checkTrueRecruit(def, { from, faceUp: true, position, steps: paid, currencyOffered: false }, { ownMainStage: true, marked, room: true, conditions: ctx });
      if (ok.ok) out.push({ type: "true-recruit", card: id, position, paid });
    }
  }
  return out;
}

/**
 * The k-element subsets of a list, in index order, at most `limit` of them.
 * @param list - The items.
 * @param k - Subset size.
 * @param limit - Most subsets.
 * @returns The subsets.
 * @internal
 * @example
 * ```ts
 * combinations(["a", "b", "c"], 2); // [["a","b"],["a","c"],["b","c"]]
 * ```
 */
export function combinations<T>(list: readonly T[], k: number, limit = 100_000): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const go = (start: number): void => {
    if (out.length >= limit) return;
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i < list.length; i++) {
      const item = list[i];
      if (item === undefined) continue;
      pick.push(item);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}

const END: WardomAction = /* @__PURE__ */ Object.freeze({ type: "end" });

function mainActions(w: Readable, p: PlayerId): WardomAction[] {
  const out: WardomAction[] = [];
  const open = openPositions(w, p);
  const hand = cardsIn(w, zid(p, "hand"));
  const coinEmpty = cardsIn(w, zid(p, "coin")).length === 0;
  const room = actionRoom(w, p);
  let ctxCache: ConditionContext | undefined;
  const ctx = (): ConditionContext => (ctxCache ??= conditionContext(w, p));
  let wagerInHand = false;
  for (const from of ["hand", "side"] as const) {
    for (const id of cardsIn(w, zid(p, from))) {
      const d = defOf(w, id);
      if (d?.type !== "unit") continue;
      if (canRecruitNormally(d)) {
        if (!canPay(w, p, d)) continue;
        for (const position of open) {
          out.push({ type: "recruit", card: id, position, faceDown: false });
          out.push({ type: "recruit", card: id, position, faceDown: true });
        }
      } else for (const a of trueRecruitActions(w, p, id, from, open, ctx())) out.push(a);
    }
  }
  for (const id of hand) {
    const d = defOf(w, id);
    if (d === undefined) continue;
    switch (d.type) {
      case "ability":
      case "bolt":
        if (playable(w, p, d) && canPay(w, p, d)) out.push({ type: "play", card: id, target: null });
        break;
      case "cycle":
        if (room > 0 && canPay(w, p, d)) out.push({ type: "play", card: id, target: null });
        break;
      case "equip":
        if ((!w.options.equipUsesActionSlot || room > 0) && canPay(w, p, d)) {
          for (const t of equipTargets(w, p, d)) out.push({ type: "play", card: id, target: t });
        }
        break;
      case "field": {
        const current = cardsIn(w, FIELD)[0];
        const cur = current === undefined ? undefined : defOf(w, current);
        if (canReplaceField(d.cost, cur === undefined ? null : cur.cost, w.options) && canPay(w, p, d)) out.push({ type: "play", card: id, target: null });
        break;
      }
      case "treasure":
        if (conditionHolds(d.requirement, ctx())) out.push({ type: "treasure", card: id });
        break;
      default:
        break;
    }
    if (d.type !== "unit" && d.type !== "field" && d.type !== "treasure" && room > 0) out.push({ type: "set", card: id });
    if (coinEmpty && isLegalWager({ card: d, trueRecruited: w.marked.includes(id) }, w.options)) {
      out.push({ type: "wager", card: id });
      wagerInHand = true;
    }
  }
  for (const id of cardsIn(w, zid(p, "action"))) {
    if (!isFaceDown(w, id)) continue;
    const d = defOf(w, id);
    if (d === undefined) continue;
    // A card that cannot be paid for offers nothing.
    if (!canPay(w, p, d)) continue;
    switch (d.type) {
      case "bolt":
      case "ability":
        if (playable(w, p, d)) out.push({ type: "activate", card: id, target: null });
        break;
      case "danger": {
        const set = w.setAt[id];
        if (set !== undefined && dangerReady(set, { round: roundOf(w), stage: "main" }, w.options) && conditionHolds(d.condition, ctx()) && playable(w, p, d)) {
          out.push({ type: "activate", card: id, target: null });
        }
        break;
      }
      case "cycle":
        out.push({ type: "activate", card: id, target: null });
        break;
      case "equip":
        for (const t of equipTargets(w, p, d)) out.push({ type: "activate", card: id, target: t });
        break;
      default:
        break;
    }
  }
  for (const a of boardAbilities(w, p, false)) out.push(a);
  // Without a wager placed, the stage ends only when no legal wager is in hand (D-MAIN-2, D-WIN-3).
  if (!coinEmpty || !wagerInHand) out.push(END);
  return out;
}

/**
 * A card a pick may take, named as the picking player's view shows it: its zone, its index there,
 * and its id only where they may identify it (D-KW.Set-3: an opposing set Unit is `null`).
 * @param w - The state.
 * @param id - One of the pick's options.
 * @param p - The picking player.
 * @returns The card's place and what the view shows there.
 * @internal
 * @example
 * ```ts
 * pickedCard(w, "c41", 0); // { zone: "p1/support", index: 0, card: null } for player 1's set Unit
 * ```
 */
export function pickedCard(w: Readable, id: string, p: PlayerId): PickedCard {
  const zone = zoneOf(w, id) ?? "";
  return { zone, index: cardsIn(w, zone).indexOf(id), card: canIdentify(w.zones, id, p) ? id : null };
}

/**
 * Why a `"pick"` that names cards by id alone (`{ type: "pick", cards: ["c3"] }`, the form before
 * picks named places) is refused, or `undefined` for any other action. It is refused rather than
 * read as the pick it means: `legalActions` lists the pick by place, and `apply` accepts only what
 * the list holds (every action it accepts is listed). The message gives the listed action that
 * names the same cards when each of them is one the player may identify, and never names a card
 * they may not.
 * @param w - The state.
 * @param p - The player who sent it (the picker: the kit asks no one else).
 * @param action - What they sent, shaped like a Wardom action.
 * @returns The `action/malformed` error, or `undefined`.
 * @internal
 * @example
 * ```ts
 * pickByIdRefusal(w, 0, { type: "pick", cards: ["c3"] })?.code; // "action/malformed"
 * ```
 */
export function pickByIdRefusal(w: Readable, p: PlayerId, action: object): RuleError | undefined {
  if (Reflect.get(action, "type") !== "pick") return undefined;
  const cards: unknown = Reflect.get(action, "cards");
  if (!Array.isArray(cards) || !cards.some((c) => typeof c === "string")) return undefined;
  const d = w.decision;
  const options = d?.kind === "pick" && d.player === p ? d.options : [];
  const named: PickedCard[] = [];
  for (const c of cards as readonly unknown[]) {
    const known = typeof c === "string" && options.includes(c) ? pickedCard(w, c, p) : undefined;
    if (known === undefined || known.card === null) break;
    named.push(known);
  }
  const meant = named.length === cards.length ? ` For the cards you named: ${JSON.stringify({ type: "pick", cards: named })}.` : "";
  return ruleError(
    CoreErrorCode.MalformedAction,
    `A Wardom "pick" names each card by where it lies, as your view shows it: { zone, index, card }, with card null for a card you may not identify (view.zones[zone].cards[index] is that place); pick one of the actions legalActions lists.${meant}`,
  );
}

/** The ids a listed pick names by place (the places hold them: nothing moved since it was listed). */
function pickedIds(w: Readable, cards: readonly PickedCard[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    const id = cardsIn(w, c.zone)[c.index];
    if (id !== undefined) out.push(id);
  }
  return out;
}

/**
 * Every legal action of a player now, in a fixed order (empty for a player who may not act).
 * @param w - The working copy (read only here).
 * @param p - The player.
 * @returns The actions.
 * @internal
 * @example
 * ```ts
 * legalFor(w, 0); // [{ type: "roll" }] at the start
 * ```
 */
export function legalFor(w: Readable, p: PlayerId): WardomAction[] {
  const d = w.decision;
  if (w.outcome !== null || d?.player !== p) return [];
  switch (d.kind) {
    case "first-roll":
      return [{ type: "roll" }];
    case "choose-order":
      return [{ type: "go-first" }, { type: "go-second" }];
    case "upkeep": {
      const out: WardomAction[] = [];
      const f = cardsIn(w, FIELD)[0];
      const d = f === undefined ? undefined : defOf(w, f);
      if (d?.type === "field" && canAfford(w, p, d.upkeep, ORDINARY)) out.push({ type: "pay-upkeep" });
      out.push({ type: "decline-upkeep" });
      return out;
    }
    case "main":
      return mainActions(w, p);
    case "sequence":
    case "battle-window":
      return [{ type: "pass" }, ...swiftActions(w, p)];
    case "trigger": {
      if (w.stack === null) return [];
      const m = stackMoves(w.stack, p);
      return [...m.addTriggers.map((trigger): WardomAction => ({ type: "add-trigger", trigger })), ...m.declineTriggers.map((trigger): WardomAction => ({ type: "decline-trigger", trigger }))];
    }
    case "pick": {
      const picks = d.options.map((id) => pickedCard(w, id, p));
      const out: WardomAction[] = [];
      for (let k = d.min; k <= d.max; k++) for (const cards of combinations(picks, k, 200)) out.push({ type: "pick", cards });
      return out;
    }
    case "place":
      return d.options.map((o): WardomAction => ({ type: "place", position: o.position, payment: o.payment }));
    case "pay":
      return paymentsFor(w, p, d.amount, d.payWith).map((payment): WardomAction => ({ type: "pay", payment }));
    case "discard":
      return cardsIn(w, zid(p, "hand")).map((card): WardomAction => ({ type: "discard", card }));
    case "route": {
      const out: WardomAction[] = [];
      if (cardsIn(w, zid(p, "side")).length < SIDE_ZONE_LIMIT) for (const card of lineUnits(w, p)) out.push({ type: "route", card });
      out.push({ type: "stop-routing" });
      return out;
    }
    default: {
      const never: never = d;
      return never;
    }
  }
}

/**
 * Starts an effect: Swift ones go on the sequence and open a window (D-SEQ-2, D-KW.Swift-1);
 * others resolve at once.
 * @internal
 */
function startEffect(w: Work, p: PlayerId, source: string, ability: number, played: boolean, responding: boolean): void {
  const a = defOf(w.state, source)?.abilities[ability];
  const def = defOf(w.state, source);
  const swift = a?.swift === true || def?.type === "bolt";
  if (!swift) {
    setResolving(w, { kind: "effect", entry: null, source, ability, you: p, played, effect: 0, targets: null });
    runResolving(w);
    return;
  }
  const data = entryJson({ kind: "ability", source, ability, you: p, played });
  if (w.state.stack === null) {
    const s = openStack(SEQUENCE_POLICY, [firstOf(w.state), other(firstOf(w.state))], { controller: p, payload: data }, eventSink(w));
    if (s.ok) w.set("stack", s.value);
  } else if (responding) {
    const s = stackRespond(w.state.stack, p, data, undefined, eventSink(w));
    if (s.ok) w.set("stack", s.value);
  } else {
    const s = pushEntry(w.state.stack, { controller: p, payload: data }, eventSink(w));
    if (s.ok) w.set("stack", s.value);
  }
}

function playAction(w: Work, p: PlayerId, a: Extract<PricedAction, { type: "play" | "activate" }>, from: PaidFrom, chosen: Payment | undefined): void {
  const id = a.card;
  const target = a.target;
  const fromSet = a.type === "activate";
  const d = defOf(w.state, id);
  if (d === undefined) return;
  if (!payCard(w, p, a, d, from, chosen)) return;
  if (w.state.outcome !== null) return;
  if (fromSet && Object.hasOwn(w.state.setAt, id)) w.set("setAt", dropKey(w.state.setAt, id));
  // A play in the battle window adds the first entry through core's priority window, as a response does.
  const responding = from === "sequence" || from === "battle-window";
  const onto = target === null ? {} : { target };
  w.emit(fromSet ? { type: "action-activated", player: p, card: id, ...onto } : { type: "action-played", player: p, card: id, ...onto });
  switch (d.type) {
    case "cycle":
      move(w, id, zid(p, "action"), false);
      return;
    case "equip":
      if (target !== null) {
        move(w, id, zid(p, "equip"), false);
        w.table("attached")[id] = target;
      }
      return;
    case "field": {
      const current = cardsIn(w.state, FIELD)[0];
      if (current !== undefined) move(w, current, zid(ownerOf(w.state, current), "void"), false);
      move(w, id, FIELD, false);
      return;
    }
    default: {
      const index = mainAbility(d);
      move(w, id, zid(p, "stack"), false);
      startEffect(w, p, id, index, true, responding);
    }
  }
}

/**
 * Performs a legal action (already checked against the legal list); a `"pay"` action does the
 * action its decision waits for, paid as chosen (D-TREAS-2).
 * @param w - The working copy.
 * @param p - The acting player.
 * @param a - The action.
 * @internal
 * @example
 * ```ts
 * perform(w, 0, { type: "go-first" });
 * ```
 */
export function perform(w: Work, p: PlayerId, a: WardomAction): void {
  const decision = w.state.decision;
  w.set("decision", null);
  if (a.type === "pay") {
    // The action the payment is for, done now as if chosen with this payment.
    if (decision?.kind === "pay") performChosen(w, p, decision.action, { kind: decision.from, player: p }, a.payment);
    return;
  }
  performChosen(w, p, a, decision, undefined);
}

function paidFrom(d: DecisionData | null): PaidFrom {
  const kind = d?.kind;
  return kind === "upkeep" || kind === "sequence" || kind === "battle-window" ? kind : "main";
}

/**
 * Does an action chosen in `decision`: every action of the game, each by its rules. An action
 * that costs something is paid with `chosen` when a "pay" decision answered it, or waits for one.
 */
function performChosen(w: Work, p: PlayerId, a: Exclude<WardomAction, { type: "pay" }>, decision: DecisionData | null, chosen: Payment | undefined): void {
  switch (a.type) {
    case "roll":
    case "faces":
      return;
    case "go-first":
    case "go-second":
    {
      // The chosen player's clock turn begins the first round with their Start Stage.
      const first = a.type === "go-first" ? p : other(p);
      w.emit({ type: "first-player-chosen", chooser: p, first, rule: "D-FIRST-1" });
      enterStep(w, { stage: "start", player: first });
      return;
    }
    case "pay-upkeep": {
      const f = cardsIn(w.state, FIELD)[0];
      const d = f === undefined ? undefined : defOf(w.state, f);
      if (f !== undefined && d?.type === "field" && !paidFor(w, p, a, paidFrom(decision), d.upkeep, ORDINARY, { purpose: "upkeep", card: f }, chosen)) return;
      return;
    }
    case "decline-upkeep": {
      const f = cardsIn(w.state, FIELD)[0];
      if (f !== undefined) {
        move(w, f, zid(ownerOf(w.state, f), "void"), false);
        w.emit({ type: "upkeep-declined", player: p, card: f, rule: "D-RSRC-4" });
      }
      return;
    }
    case "recruit": {
      const d = defOf(w.state, a.card);
      if (d !== undefined && !payCard(w, p, a, d, paidFrom(decision), chosen)) return;
      if (w.state.outcome === null) recruitUnit(w, p, a.card, a.position, a.faceDown);
      // Everyone saw what a face-down Unit cost (D-AMB-35): determinize keeps to Units of that cost.
      if (a.faceDown && d?.type === "unit" && zoneOf(w.state, a.card) === zid(p, a.position)) w.table("setCosts")[a.card] = d.cost;
      return;
    }
    case "true-recruit": {
      const d = defOf(w.state, a.card);
      if (d?.type !== "unit" || d.trueRecruit === undefined) return;
      d.trueRecruit.steps.forEach((step, i) => {
        for (const id of a.paid[i] ?? []) move(w, id, zid(p, step.to as "void"), false);
      });
      recruitUnit(w, p, a.card, a.position, false);
      if (!w.state.marked.includes(a.card)) w.table("marked").push(a.card);
      w.emit({ type: "true-recruited", player: p, card: a.card, rule: "D-TRUE-9" });
      return;
    }
    case "play":
      playAction(w, p, a, paidFrom(decision), chosen);
      return;
    case "activate": {
      const d = defOf(w.state, a.card);
      if (d?.type === "cycle") {
        if (!payCard(w, p, a, d, paidFrom(decision), chosen)) return;
        move(w, a.card, zid(p, "action"), false);
        w.emit({ type: "action-activated", player: p, card: a.card });
        return;
      }
      playAction(w, p, a, paidFrom(decision), chosen);
      return;
    }
    case "set":
      move(w, a.card, zid(p, "action"), true);
      w.table("setAt")[a.card] = { round: roundOf(w.state), stage: stageOf(w.state) };
      return;
    case "ability": {
      const ab = defOf(w.state, a.card)?.abilities[a.index];
      if (ab === undefined) return;
      if (ab.cost !== undefined && !paidFor(w, p, a, paidFrom(decision), ab.cost.amount, ab.cost.payWith, { purpose: "ability", card: a.card }, chosen)) return;
      if (w.state.outcome !== null) return;
      const key = `${a.card}/${a.index}`;
      w.table("uses")[key] = (w.state.uses[key] ?? 0) + 1;
      w.emit({ type: "ability-activated", player: p, card: a.card, index: a.index });
      startEffect(w, p, a.card, a.index, false, decision?.kind === "sequence" || decision?.kind === "battle-window");
      return;
    }
    case "treasure":
      move(w, a.card, zid(p, "treasury"), false);
      w.emit({ type: "treasure-entered", player: p, card: a.card, rule: "D-TREASURE-1" });
      return;
    case "wager": {
      const faceDown = w.state.options.wagerVisibility === "face-down";
      move(w, a.card, zid(p, "coin"), faceDown);
      // Named for the zones to judge: a face-down wager is its owner's to know (D-WAGER-2).
      w.emit({ type: "wager-placed", player: p, card: a.card, faceDown, rule: "D-WAGER-2" }, [a.card]);
      return;
    }
    case "end":
      if (cardsIn(w.state, zid(p, "coin")).length === 0) {
        endMatch(w, [other(p)], [p], `player ${p} had to wager and had no legal card`, "D-WIN-3");
        return;
      }
      // The Main Stage is done: the round goes on to its next step (roundSteps).
      if (w.state.jobs[0]?.kind === "main") w.table("jobs").shift();
      return;
    case "pass":
      // In a sequence or in the battle window, both core stack windows (D-SEQ-3, D-BTL-2).
      passStack(w, p);
      return;
    case "add-trigger":
      if (w.state.stack !== null) {
        const s = addTrigger(w.state.stack, p, a.trigger, eventSink(w));
        if (s.ok) w.set("stack", s.value);
      }
      return;
    case "decline-trigger":
      if (w.state.stack !== null) {
        const s = declineTrigger(w.state.stack, p, a.trigger, eventSink(w));
        if (s.ok) w.set("stack", s.value);
      }
      return;
    case "pick":
      answerPick(w, decision, pickedIds(w.state, a.cards));
      return;
    case "place":
      answerPlace(w, { position: a.position, payment: a.payment });
      return;
    case "discard":
      move(w, a.card, zid(p, "void"), false);
      w.emit({ type: "discarded", player: p, card: a.card, rule: "D-END-5" });
      return;
    case "route":
      move(w, a.card, zid(p, "side"), undefined);
      w.emit({ type: "routed", player: p, card: a.card, rule: "D-END-2" });
      return;
    case "stop-routing":
      markRouted(w, p);
      return;
    default: {
      const never: never = a;
      return never;
    }
  }
}

/** Records on routing's part of the stage that `p` has finished routing. */
function markRouted(w: Work, p: PlayerId): void {
  const job = w.state.jobs[0];
  if (job?.kind === "routing" && !job.routed.includes(p)) w.table("jobs")[0] = { kind: "routing", routed: [...job.routed, p] };
}

function passStack(w: Work, p: PlayerId): void {
  if (w.state.stack === null) return;
  const s = stackPass(w.state.stack, p, eventSink(w));
  if (s.ok) w.set("stack", s.value);
}

function answerPick(w: Work, d: Readable["decision"], cards: readonly string[]): void {
  if (d?.kind !== "pick") return;
  switch (d.purpose) {
    case "guardian":
      answerGuardian(w, cards[0]);
      return;
    case "front-line":
      frontLineChosen(w, cards[0]);
      return;
    case "effect":
    case "search":
      answerEffectPick(w, cards);
      return;
    default: {
      const never: never = d.purpose;
      return never;
    }
  }
}

/**
 * Whether a player holds more than 8 cards and must discard (D-END-5, D-LIMIT-3).
 * @param w - The working copy.
 * @param p - The player.
 * @returns True while they must discard.
 * @internal
 * @example
 * ```ts
 * mustDiscard(w, 0); // true with 9 cards in hand
 * ```
 */
export function mustDiscard(w: Readable, p: PlayerId): boolean {
  return cardsIn(w, zid(p, "hand")).length > HAND_LIMIT;
}
