// The legal actions of every decision, complete and in a fixed order. The transition accepts
// exactly these (it looks the action up here), so the two can never disagree.
import type { PlayerId } from "@rulesmith/core";
import {
  attackerOf,
  creaturesInPlay,
  defendingSide,
  defOf,
  guardianOf,
  opponentsOf,
  unitOf,
  zoneCards,
  type Board,
} from "./board.js";
import type { Card } from "../cards/cards.js";
import { canAttack, hasCondition } from "../rules/conditions.js";
import type { Ability, Effect } from "../cards/effects.js";
import { checkRetreat } from "../rules/retreat.js";
import type { GuardiansAction, PendingDecision, Unit } from "./state.js";
import { checkPlace, checkSneak, type Tribute } from "../rules/summon.js";
import { attackOrderAllows, legalAttackTargets, type Attacker, type DefendingSide } from "../rules/targets.js";

/**
 * Slots for Quests and Barriers.
 *
 * Implements G-MAT-6.
 *
 * @internal
 * @example
 * ```ts
 * ROW_SLOTS; // 5
 * ```
 */
export const ROW_SLOTS = 5;

/**
 * Every k-subset of a list, in lexicographic order of positions (the choices of tributes).
 *
 * @param items - The list.
 * @param k - The subset size.
 * @returns The subsets.
 * @internal
 * @example
 * ```ts
 * combinations(["a", "b", "c"], 2); // [["a","b"],["a","c"],["b","c"]]
 * ```
 */
export function combinations(items: readonly string[], k: number): string[][] {
  const out: string[][] = [];
  if (k < 0 || k > items.length) return out;
  const cur: string[] = [];
  const walk = (start: number): void => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - cur.length); i++) {
      cur.push(items[i] ?? "");
      walk(i + 1);
      cur.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * Whether the one Place of the turn is still available (or lifted on the shared first turn).
 *
 * Implements G-TURN-4, G-AMB-5.
 *
 * @param b - The board.
 * @returns `true` when a Place is possible.
 * @internal
 * @example
 * ```ts
 * placeAvailable(state);
 * ```
 */
export function placeAvailable(b: Board): boolean {
  return (b.turn.setup && b.options.setupTurnPlaceLimit === "unlimited") || !b.turn.placed;
}

/** A Minion that may be sent for a Place or Sneak: where it is and its level. */
interface Candidate {
  readonly id: string;
  readonly level: number;
  readonly field: boolean;
}

/** The cards of one of a player's zones and their definitions (same positions), read once per list. */
interface Held {
  readonly ids: readonly string[];
  readonly defs: readonly Card[];
}

function held(b: Board, p: PlayerId, zone: "hand" | "field"): Held {
  const ids = zoneCards(b, p, zone);
  const defs: Card[] = [];
  for (const id of ids) defs.push(defOf(b, id));
  return { ids, defs };
}

/** Minions that may be sent for a Place or Sneak, field first then hand (per `tributeSource`), read once per list. */
function tributeCandidates(b: Board, hand: Held, field: Held): Candidate[] {
  const out: Candidate[] = [];
  const src = b.options.tributeSource;
  const scan = (cards: Held, onField: boolean): void => {
    for (let i = 0; i < cards.ids.length; i++) {
      const d = cards.defs[i];
      if (d?.kind === "minion") out.push({ id: cards.ids[i] ?? "", level: d.level, field: onField });
    }
  };
  if (src !== "hand") scan(field, true);
  if (src !== "field") scan(hand, false);
  return out;
}

/** The candidates' ids, leaving out `exclude` and, when `level` is given, Minions of another level. */
function poolOf(candidates: readonly Candidate[], exclude: readonly string[], level: number | null): string[] {
  const out: string[] = [];
  for (const c of candidates) if ((level === null || c.level === level) && !exclude.includes(c.id)) out.push(c.id);
  return out;
}

/** The tributes as the placement rules read them. */
function tributesOf(candidates: readonly Candidate[], ids: readonly string[]): Tribute[] {
  return ids.map((id) => {
    const c = candidates.find((x) => x.id === id);
    return { kind: "minion", level: c?.level ?? 0, zone: c?.field === true ? "field" : "hand" };
  });
}

function placeActions(b: Board, p: PlayerId, hand: Held, onField: number, tributes: () => readonly Candidate[], out: GuardiansAction[]): void {
  const rowFull = zoneCards(b, p, "row").length >= ROW_SLOTS;
  const canPlace = placeAvailable(b);
  const o = b.options;
  // The tributes listed are always Minions from the zones option tributeSource allows, so a
  // Place's check depends only on the level and how many come from the field: asked once each.
  const placeOk: (boolean | undefined)[] = [];
  for (let i = 0; i < hand.ids.length; i++) {
    const card = hand.ids[i] ?? "";
    const d = hand.defs[i];
    if (d === undefined) continue;
    if (d.kind === "minion") {
      if (!canPlace || d.level > o.maxPlaceableMinionLevel) continue;
      if (d.level === 1) {
        if ((placeOk[0] ??= checkPlace(1, NO_TRIBUTE_LIST, onField, o).ok)) out.push({ type: "place", card, tributes: NO_TRIBUTES });
        continue;
      }
      const candidates = tributes();
      for (const t of combinations(poolOf(candidates, [card], null), d.level - 1)) {
        const key = d.level * 8 + fromField(candidates, t);
        if ((placeOk[key] ??= checkPlace(d.level, tributesOf(candidates, t), onField, o).ok)) out.push({ type: "place", card, tributes: t });
      }
    } else if (d.kind === "quest") {
      if (canPlace && !rowFull) out.push({ type: "place", card, tributes: NO_TRIBUTES });
    } else if (d.kind === "barrier") {
      if ((o.barrierPlace === "unlimited" || canPlace) && !rowFull) out.push({ type: "place", card, tributes: NO_TRIBUTES });
    } else if (d.kind === "king") {
      if (o.sneakCountsAsPlace && !canPlace) continue;
      const sneakOk: (boolean | undefined)[] = [];
      const candidates = tributes();
      for (const t of combinations(poolOf(candidates, [card], d.level), d.sneakMinions)) {
        if ((sneakOk[fromField(candidates, t)] ??= checkSneak(d, tributesOf(candidates, t), onField, o).ok)) out.push({ type: "sneak", card, tributes: t });
      }
    }
  }
}

/** How many of the tributes come from the field (they free their slots, G-AMB-42). */
function fromField(candidates: readonly Candidate[], ids: readonly string[]): number {
  let n = 0;
  for (const c of candidates) if (c.field && ids.includes(c.id)) n++;
  return n;
}

const NO_TRIBUTE_LIST: readonly Tribute[] = /* @__PURE__ */ Object.freeze([]);

/** No tributes: one shared, frozen empty list. */
const NO_TRIBUTES: readonly string[] = /* @__PURE__ */ Object.freeze([]);

function retreatActions(b: Board, p: PlayerId, hand: Held, field: Held, tributes: () => readonly Candidate[], out: GuardiansAction[]): void {
  const o = b.options;
  if (b.turn.retreated || (o.sneakCountsAsPlace && !placeAvailable(b))) return;
  const deckSize = zoneCards(b, p, "deck").length;
  // The level-1 Minions and Kings in hand: each may be Sneaked in for any creature that retreats.
  const levelOnes: string[] = [];
  for (let i = 0; i < hand.ids.length; i++) {
    const d = hand.defs[i];
    if ((d?.kind === "minion" || d?.kind === "king") && d.level === 1) levelOnes.push(hand.ids[i] ?? "");
  }
  const levelOne = levelOnes.length;
  for (let i = 0; i < field.ids.length; i++) {
    const card = field.ids[i] ?? "";
    const d = field.defs[i];
    if (d === undefined || (d.kind !== "minion" && d.kind !== "king")) continue;
    const u = unitOf(b, card);
    const check = checkRetreat(
      { kind: d.kind, level: d.level, retreatCost: d.retreatCost, conditions: u.conditions, deckSize, levelOneCreaturesInHand: levelOne, retreatedThisTurn: false },
      o,
    );
    if (!check.ok) continue;
    const replacements = o.retreatSameCard && d.level === 1 ? [...levelOnes, card] : levelOnes;
    for (const rep of replacements) {
      const rd = defOf(b, rep);
      if (rd.kind === "minion") {
        out.push({ type: "retreat", card, replacement: rep, tributes: NO_TRIBUTES });
      } else if (rd.kind === "king") {
        const candidates = tributes();
        for (const t of combinations(poolOf(candidates, [card, rep], 1), rd.sneakMinions)) {
          if (checkSneak(rd, tributesOf(candidates, t), field.ids.length - 1, o).ok) out.push({ type: "retreat", card, replacement: rep, tributes: t });
        }
      }
    }
  }
}

/**
 * The activated ability at a position of a card's `abilities`, or null when there is none
 * there (another trigger, past the end, or a card without abilities).
 *
 * Implements G-TURN-6.
 *
 * @param d - The card.
 * @param index - The position in its `abilities`.
 * @returns The ability.
 * @internal
 * @example
 * ```ts
 * activatedAbility(defOf(state, "c7"), 0)?.effects;
 * ```
 */
export function activatedAbility(d: Card, index: number): Ability | null {
  if (d.kind !== "minion" && d.kind !== "king" && d.kind !== "guardian") return null;
  const a = d.abilities[index];
  return a?.trigger === "activated" ? a : null;
}

/**
 * Whether an activated ability of a card in play may be used now: not while Frozen (G-FROZ-1),
 * and each ability once per turn unless `activatedAbilities` is `"unlimited"` (G-ENG-1).
 *
 * Implements G-TURN-6, G-ENG-1, G-FROZ-1.
 *
 * @param b - The board.
 * @param card - The card in play.
 * @param index - The ability's position in the card's `abilities`.
 * @returns `true` when it may be used.
 * @internal
 * @example
 * ```ts
 * mayUseAbility(state, "c7", 0);
 * ```
 */
export function mayUseAbility(b: Board, card: string, index: number): boolean {
  return mayUse(b, defOf(b, card), card, index);
}

/** {@link mayUseAbility} for a card whose definition is known. */
function mayUse(b: Board, d: Card, card: string, index: number): boolean {
  if (activatedAbility(d, index) === null) return false;
  const u = unitOf(b, card);
  return !u.conditions.frozen && (b.options.activatedAbilities === "unlimited" || !u.usedAbilities.includes(index));
}

function needsChoice(effects: readonly Effect[]): boolean {
  for (const e of effects) if ("target" in e && e.target === "chosen-creature") return true;
  return false;
}

function chosenTargets(b: Board, effects: readonly Effect[]): (string | null)[] {
  if (!needsChoice(effects)) return [null];
  const all = creaturesInPlay(b);
  return all.length === 0 ? [null] : all;
}

function abilityActions(b: Board, p: PlayerId, field: Held, out: GuardiansAction[]): void {
  const guardian = guardianOf(b, p);
  cardAbilityActions(b, guardian, defOf(b, guardian), out);
  for (let i = 0; i < field.ids.length; i++) {
    const d = field.defs[i];
    if (d !== undefined) cardAbilityActions(b, field.ids[i] ?? "", d, out);
  }
}

/** The activated abilities a card in play may use now, with their targets. */
function cardAbilityActions(b: Board, card: string, d: Card, out: GuardiansAction[]): void {
  if (d.kind !== "minion" && d.kind !== "king" && d.kind !== "guardian") return;
  for (let ability = 0; ability < d.abilities.length; ability++) {
    const a = d.abilities[ability];
    if (a === undefined || !mayUse(b, d, card, ability)) continue;
    for (const target of chosenTargets(b, a.effects)) out.push({ type: "ability", card, ability, target });
  }
}

/**
 * Whether a creature may attack now: conditions, once per turn, order of attackers, summoning sickness.
 *
 * Implements G-BTL-5, G-PAR-1, G-SLEEP-1, G-FROZ-1, G-COC-1, G-AMB-33.
 *
 * @param b - The board.
 * @param card - The creature.
 * @returns `true` when it may attack.
 * @internal
 * @example
 * ```ts
 * mayAttack(state, "c3");
 * ```
 */
export function mayAttack(b: Board, card: string): boolean {
  const d = defOf(b, card);
  if (d.kind !== "minion" && d.kind !== "king") return false;
  return ready(b, d.kind, unitOf(b, card));
}

/** {@link mayAttack} for a Minion or King whose unit is known. */
function ready(b: Board, kind: "minion" | "king", u: Unit): boolean {
  if (u.attacked || !canAttack(u.conditions)) return false;
  if (b.options.summoningSickness && u.enteredTurn === b.clock.turn) return false;
  return attackOrderAllows(kind, { kingAttacked: b.turn.phaseKingAttacked, guardianBattled: b.turn.phaseGuardianBattled }, b.options);
}

/**
 * Every legal target of a card's attack, over all living opponents.
 *
 * Implements G-COC-1..5, G-GBTL-2, G-FLY-1, G-RUSH-1.
 *
 * @param b - The board.
 * @param p - The attacking player.
 * @param card - The attacker (a creature or the Guardian).
 * @returns The target ids.
 * @internal
 * @example
 * ```ts
 * attackTargets(state, 0, "c3");
 * ```
 */
export function attackTargets(b: Board, p: PlayerId, card: string): string[] {
  const out: string[] = [];
  const attacker = attackerOf(b, card);
  for (const q of opponentsOf(b, p)) for (const t of legalAttackTargets(attacker, defendingSide(b, q), b.options)) out.push(t.id);
  return out;
}

/**
 * Attack Cards the player could draw (Attack Deck plus Attack Cards in the Discard Pile).
 *
 * Implements G-DECK-5, G-AMB-18.
 *
 * @param b - The board.
 * @param p - The player.
 * @returns The count.
 * @internal
 * @example
 * ```ts
 * attackCardsAvailable(state, 0); // 20
 * ```
 */
export function attackCardsAvailable(b: Board, p: PlayerId): number {
  let n = zoneCards(b, p, "attack").length;
  for (const id of zoneCards(b, p, "discard")) if (defOf(b, id).kind === "attack") n++;
  return n;
}

/** Whether {@link attackCardsAvailable} is above 0, looking no further than it must. */
function anyAttackCard(b: Board, p: PlayerId): boolean {
  if (zoneCards(b, p, "attack").length > 0) return true;
  for (const id of zoneCards(b, p, "discard")) if (defOf(b, id).kind === "attack") return true;
  return false;
}

function battleActions(b: Board, p: PlayerId, out: GuardiansAction[]): void {
  let forced = false;
  // Each opponent's defending side, read once for all attackers.
  let sides: DefendingSide[] | undefined;
  for (const card of zoneCards(b, p, "field")) {
    const d = defOf(b, card);
    if (d.kind !== "minion" && d.kind !== "king") continue;
    const u = unitOf(b, card);
    if (!ready(b, d.kind, u)) continue;
    sides ??= opponentsOf(b, p).map((q) => defendingSide(b, q));
    // As attackerOf reads it.
    const attacker: Attacker = { kind: d.kind, damageType: d.damageType, flying: hasCondition(u.conditions, "flying"), rushed: u.conditions.rushed };
    const before = out.length;
    for (const side of sides) for (const t of legalAttackTargets(attacker, side, b.options)) out.push({ type: "attack", attacker: card, target: t.id });
    if (out.length > before && attacker.rushed) forced = true;
  }
  const t = b.turn;
  if (!t.guardianBattled && !t.phaseGuardianBattled && anyAttackCard(b, p)) {
    const g = guardianOf(b, p);
    sides ??= opponentsOf(b, p).map((q) => defendingSide(b, q));
    const attacker = attackerOf(b, g);
    for (const side of sides) for (const target of legalAttackTargets(attacker, side, b.options)) out.push({ type: "guardian-battle", target: target.id });
  }
  if (!forced) out.push(END_PHASE);
}

/** The actions without fields, made once (a listed action is never written). */
const END_PHASE: GuardiansAction = /* @__PURE__ */ Object.freeze({ type: "end-phase" });
const START: GuardiansAction = /* @__PURE__ */ Object.freeze({ type: "start" });

function chooseAttackActions(b: Board, p: PlayerId, out: GuardiansAction[]): void {
  for (const card of zoneCards(b, p, "drawn")) {
    const d = defOf(b, card);
    if (d.kind !== "attack") continue;
    for (const target of chosenTargets(b, d.effects)) out.push({ type: "choose-attack", card, target });
  }
}

/**
 * Every action a player may take for the pending decision (not a physical roll), in a fixed
 * order.
 *
 * Implements G-TURN-3, G-TURN-4, G-TURN-5, G-TURN-6, G-TURN-7, G-BTL-5, G-BTL-6, G-BTL-7,
 * G-GBTL-3, G-RUSH-1, G-MAT-6, G-AMB-3, G-AMB-5, G-AMB-7, G-AMB-27, G-ENG-9, and through the placement, retreat and
 * target checks the rules those name.
 *
 * @param b - The board.
 * @param decision - The pending decision.
 * @param player - Who asks.
 * @returns The actions; empty when the player may not act.
 * @internal
 * @example
 * ```ts
 * decisionActions(state, { kind: "start", player: 0, target: null }, 0); // [{ type: "start" }]
 * ```
 */
export function decisionActions(b: Board, decision: PendingDecision, player: PlayerId): GuardiansAction[] {
  const out: GuardiansAction[] = [];
  if (decision.player !== player) return out;
  switch (decision.kind) {
    case "start":
      out.push(START);
      break;
    case "choose-first":
      for (let q = 0; q < b.players.length; q++) out.push({ type: "choose-first", player: q });
      break;
    case "action": {
      // The Minions that may be sent as tributes, read only when some choice needs them.
      // The hand and field with their definitions, read once for every kind of action.
      const hand = held(b, player, "hand");
      const field = held(b, player, "field");
      let candidates: Candidate[] | undefined;
      const tributes = (): readonly Candidate[] => (candidates ??= tributeCandidates(b, hand, field));
      placeActions(b, player, hand, field.ids.length, tributes, out);
      retreatActions(b, player, hand, field, tributes, out);
      abilityActions(b, player, field, out);
      out.push(END_PHASE);
      break;
    }
    case "battle":
      battleActions(b, player, out);
      break;
    case "choose-attack":
      chooseAttackActions(b, player, out);
      break;
    case "discard":
      for (const card of zoneCards(b, player, "hand")) out.push({ type: "discard", card });
      break;
    case "choose-opponent":
      for (const q of opponentsOf(b, player)) out.push({ type: "choose-opponent", player: q });
      break;
    case "choose-creature":
      for (const target of creaturesInPlay(b)) out.push({ type: "choose-creature", target });
      break;
    default: {
      const never: never = decision.kind;
      return never;
    }
  }
  return out;
}
