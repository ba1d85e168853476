// The match transition: checks an action against the legal list, performs it, then advances
// through every step that needs no choice (phases, draws, the End Phase, the in-between step)
// until the next decision or the end of the match.
import {
  beginTurn as clockBeginTurn,
  CoreErrorCode,
  endTurn as clockEndTurn,
  err,
  HEADS,
  ok,
  phaseChangedEvent,
  ruleError,
  TAILS,
  type PlayerId,
  type Result,
  type TransitionContext,
} from "@rulesmith/core";
import { atkOf, defOf, guardianOf, hpOf, livingPlayers, nextLiving, ownerOf, preventedOn, statusOf, unitOf, zoneCards } from "./board.js";
import { afterAttacked, betweenTurns as betweenTurnsMath, betweenTurnsFlips, endPhase as rushEndPhase, NO_CONDITIONS, resolveConfusion, startOwnerTurn } from "./conditions.js";
import { creatureAttack, guardianDamage } from "./damage.js";
import { Draft, freshUnit, withUnit } from "./draft.js";
import { dealDamage, eliminate, end, fatal, runEffects, settle, sweep } from "./effects-run.js";
import { activatedEffects, decisionActions } from "./legal.js";
import { explainIllegal } from "./explain.js";
import type { GuardiansAction, GuardiansState, PendingDecision, Unit } from "./state.js";

/**
 * Cards in an opening hand.
 *
 * Implements G-FIRST-1.
 *
 * @internal
 * @example
 * ```ts
 * OPENING_HAND; // 7
 * ```
 */
export const OPENING_HAND = 7;
/**
 * Attack Cards drawn for a Guardian battle.
 *
 * Implements G-GBTL-1.
 *
 * @internal
 * @example
 * ```ts
 * ATTACK_DRAW; // 3
 * ```
 */
export const ATTACK_DRAW = 3;

type Plain = Exclude<GuardiansAction, { type: "faces" }>;

const isObj = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);
const get = (o: object, k: string): unknown => (Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined);
const hasKeys = (o: object, keys: readonly string[]): boolean => Object.keys(o).length === keys.length && keys.every((k) => Object.hasOwn(o, k));

function strings(v: unknown): string[] | null {
  if (!Array.isArray(v)) return null;
  const out: string[] = [];
  for (const x of v as unknown[]) {
    if (typeof x !== "string") return null;
    out.push(x);
  }
  return out;
}

const MALFORMED =
  'A Guardians action is { type } with one of: "start", "choose-first" {player}, "place"/"sneak" {card, tributes}, "retreat" {card, replacement, tributes}, "ability" {card, target}, "attack" {attacker, target}, "guardian-battle" {target}, "choose-attack" {card, target}, "discard" {card}, "end-phase".';

/**
 * Reads an action from outside, strictly (exact fields and types), into the same field order
 * `legalActions` uses.
 *
 * @param a - Anything.
 * @returns The action, or `action/malformed`.
 * @internal
 * @example
 * ```ts
 * parseAction({ type: "end-phase" }).ok; // true
 * parseAction({ type: "end-phase", x: 1 }).ok; // false
 * ```
 */
export function parseAction(a: unknown): Result<Plain> {
  const bad = err(ruleError(CoreErrorCode.MalformedAction, MALFORMED));
  if (!isObj(a)) return bad;
  const type = get(a, "type");
  const card = get(a, "card");
  const target = get(a, "target");
  switch (type) {
    case "start":
    case "end-phase":
      return hasKeys(a, ["type"]) ? ok({ type }) : bad;
    case "choose-first": {
      const player = get(a, "player");
      return hasKeys(a, ["type", "player"]) && typeof player === "number" && Number.isInteger(player) ? ok({ type, player }) : bad;
    }
    case "place":
    case "sneak": {
      const tributes = strings(get(a, "tributes"));
      return hasKeys(a, ["type", "card", "tributes"]) && typeof card === "string" && tributes !== null ? ok({ type, card, tributes }) : bad;
    }
    case "retreat": {
      const tributes = strings(get(a, "tributes"));
      const replacement = get(a, "replacement");
      return hasKeys(a, ["type", "card", "replacement", "tributes"]) && typeof card === "string" && typeof replacement === "string" && tributes !== null
        ? ok({ type, card, replacement, tributes })
        : bad;
    }
    case "ability":
    case "choose-attack":
      return hasKeys(a, ["type", "card", "target"]) && typeof card === "string" && (target === null || typeof target === "string") ? ok({ type, card, target }) : bad;
    case "attack": {
      const attacker = get(a, "attacker");
      return hasKeys(a, ["type", "attacker", "target"]) && typeof attacker === "string" && typeof target === "string" ? ok({ type, attacker, target }) : bad;
    }
    case "guardian-battle":
      return hasKeys(a, ["type", "target"]) && typeof target === "string" ? ok({ type, target }) : bad;
    case "discard":
      return hasKeys(a, ["type", "card"]) && typeof card === "string" ? ok({ type, card }) : bad;
    default:
      return bad;
  }
}

/**
 * A canonical text of an action in engine field order, to compare with the legal list.
 *
 * @param a - The action (from `parseAction` or `legalActions`).
 * @returns Its text.
 * @internal
 * @example
 * ```ts
 * actionKey({ type: "end-phase" }); // '{"type":"end-phase"}'
 * ```
 */
export function actionKey(a: GuardiansAction): string {
  return JSON.stringify(a);
}

/**
 * The game's transition, run by core's `applyWithChance` (so physical dice work).
 *
 * @param state - The state.
 * @param player - Who acts.
 * @param raw - The action, unchecked.
 * @param ctx - Chance source and event list.
 * @returns The next state, or why the action was refused.
 * @internal
 * @example
 * ```ts
 * applyWithChance(state, 0, { type: "start" }, transition);
 * ```
 */
export function transition(state: GuardiansState, player: PlayerId, raw: unknown, ctx: TransitionContext): Result<GuardiansState> {
  const parsed = parseAction(raw);
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  const decision = state.decision;
  if (state.outcome !== null || decision === null) return err(ruleError(CoreErrorCode.GameOver, "The match is over."));
  if (player !== decision.player) {
    return err(ruleError(CoreErrorCode.NotYourTurn, `Player ${decision.player} must act now (${decision.kind}).`, { details: { player: decision.player } }));
  }
  const key = actionKey(action);
  let legal = false;
  for (const a of decisionActions(state, decision, player)) {
    if (actionKey(a) === key) {
      legal = true;
      break;
    }
  }
  if (!legal) return err(explainIllegal(state, decision, action));
  const d = new Draft(state, ctx);
  perform(d, decision, action);
  return ok(d.finish());
}

function perform(d: Draft, decision: PendingDecision, a: Plain): void {
  const p = decision.player;
  switch (a.type) {
    case "start":
      startMatch(d);
      return;
    case "choose-first":
      d.emit({ type: "first-player", player: a.player, chosenBy: p, rule: "G-AMB-4" });
      d.first = a.player;
      beginTurn(d, a.player, true);
      return;
    case "place":
      place(d, p, a.card, a.tributes);
      break;
    case "sneak":
      sendTributes(d, a.tributes);
      enterField(d, p, a.card);
      d.emit({ type: "sneaked", player: p, card: a.card, rule: "G-KING-3" });
      if (d.options.sneakCountsAsPlace) d.setTurn({ placed: true });
      break;
    case "retreat":
      retreat(d, p, a.card, a.replacement, a.tributes);
      break;
    case "ability": {
      const effects = activatedEffects(defOf(d, a.card)) ?? [];
      d.setUnit(a.card, withUnit(unitOf(d, a.card), { usedAbility: true }));
      d.emit({ type: "ability", card: a.card, target: a.target, rule: "G-TURN-6" });
      runEffects(d, effects, { controller: p, self: a.card, attackTarget: null, chosen: a.target, defender: null });
      break;
    }
    case "attack":
      creatureBattle(d, p, a.attacker, a.target);
      break;
    case "guardian-battle":
      startGuardianBattle(d, p, a.target);
      return;
    case "choose-attack":
      finishGuardianBattle(d, p, decision.target ?? "", a.card, a.target);
      break;
    case "discard":
      d.move(a.card, d.zone(p, "discard"));
      d.emit({ type: "discarded", player: p, card: a.card, rule: "G-AMB-34" });
      if (!overHandLimit(d, p)) finishTurn(d);
      return;
    case "end-phase":
      advancePhase(d);
      return;
    default: {
      const never: never = a;
      return never;
    }
  }
  sweep(d);
  if (d.outcome === null && d.players[p]?.out === true) finishTurn(d);
}

/** Whether the match ended (a function, so that checks after calls are not narrowed away). */
function isOver(d: Draft): boolean {
  return d.outcome !== null;
}

function unitIfInPlay(d: Draft, id: string): Unit | undefined {
  return d.units[id];
}

// ------------------------------------------------------------------ start and turns

function startMatch(d: Draft): void {
  const n = d.players.length;
  for (let p = 0; p < n; p++) {
    d.reorder(d.zone(p, "deck"), d.ctx.chance.shuffle(zoneCards(d, p, "deck")));
    d.reorder(d.zone(p, "attack"), d.ctx.chance.shuffle(zoneCards(d, p, "attack")));
    for (let i = 0; i < OPENING_HAND; i++) {
      const top = zoneCards(d, p, "deck")[0];
      if (top !== undefined) d.move(top, d.zone(p, "hand"));
    }
  }
  const roll = (): PlayerId => (n === 2 ? (d.ctx.chance.coin("toss for the first player (heads: player 0)", 0) ? 0 : 1) : d.ctx.chance.die(n, "roll for the first player (face n: player n-1)", 0) - 1);
  const winner = roll();
  if (d.options.firstPlayer === "coin-flip-choose") {
    d.emit({ type: "toss-won", player: winner, rule: "G-AMB-4" });
    d.decision = { kind: "choose-first", player: winner, target: null };
    return;
  }
  d.first = winner;
  d.emit({ type: "first-player", player: winner, chosenBy: null, rule: "G-AMB-4" });
  beginTurn(d, winner, true);
}

function beginTurn(d: Draft, p: PlayerId, setup: boolean): void {
  const begun = clockBeginTurn(d.clock, setup ? "action" : "start", p);
  if (!begun.ok) throw new Error(begun.error.message);
  d.clock = begun.value;
  d.emit(phaseChangedEvent(d.clock));
  d.turn = {
    setup,
    placed: false,
    retreated: false,
    guardianBattled: false,
    phaseKingAttacked: false,
    phaseGuardianBattled: false,
    defeated: 0,
    remaining: setup ? ["end"] : ["battle", "end"],
  };
  if (!setup) {
    for (const id of zoneCards(d, p, "field")) {
      const u = unitOf(d, id);
      const s = startOwnerTurn(statusOf(d, id));
      if (s.conditions !== u.conditions) d.setUnit(id, withUnit(u, { conditions: s.conditions }));
    }
    const top = zoneCards(d, p, "deck")[0];
    if (top === undefined) {
      eliminate(d, p, "it could not draw a card", "G-WIN-4");
      settle(d);
      if (d.outcome === null) finishTurn(d);
      return;
    }
    d.move(top, d.zone(p, "hand"));
    d.phase("action");
  }
  d.decision = { kind: "action", player: p, target: null };
}

function resetLimits(d: Draft): void {
  if (!d.options.extraPhaseResetsLimits) return;
  d.setTurn({ placed: false, retreated: false, guardianBattled: false });
  for (const id of [guardianOf(d, d.clock.active), ...zoneCards(d, d.clock.active, "field")]) {
    const u = unitOf(d, id);
    if (u.attacked || u.usedAbility) d.setUnit(id, withUnit(u, { attacked: false, usedAbility: false }));
  }
}

function advancePhase(d: Draft): void {
  const [next, ...rest] = d.turn.remaining;
  d.setTurn({ remaining: rest });
  const p = d.clock.active;
  switch (next) {
    case "extra-battle":
      resetLimits(d);
      d.setTurn({ phaseKingAttacked: false, phaseGuardianBattled: false });
      d.phase("battle");
      d.decision = { kind: "battle", player: p, target: null };
      return;
    case "battle":
      d.setTurn({ phaseKingAttacked: false, phaseGuardianBattled: false });
      d.phase("battle");
      d.decision = { kind: "battle", player: p, target: null };
      return;
    case "extra-action":
      resetLimits(d);
      d.phase("action");
      d.decision = { kind: "action", player: p, target: null };
      return;
    case "action":
      d.phase("action");
      d.decision = { kind: "action", player: p, target: null };
      return;
    case "end":
    case undefined:
      endPhase(d);
      return;
    default: {
      const never: never = next;
      return never;
    }
  }
}

function questMet(d: Draft, p: PlayerId, quest: string): boolean {
  const def = defOf(d, quest);
  if (def.kind !== "quest") return false;
  const r = def.requirement;
  switch (r.kind) {
    case "control-creatures": {
      let n = 0;
      for (const id of zoneCards(d, p, "field")) {
        const c = defOf(d, id);
        if ((c.kind === "minion" || c.kind === "king") && (r.damageType === undefined || c.damageType === r.damageType)) n++;
      }
      return n >= r.count;
    }
    case "defeated-this-turn":
      return d.turn.defeated >= r.count;
    case "guardian-damage-at-most":
      return unitOf(d, guardianOf(d, p)).damage <= r.damage;
    default: {
      const never: never = r;
      return never;
    }
  }
}

function endPhase(d: Draft): void {
  const p = d.clock.active;
  d.phase("end");
  for (const q of zoneCards(d, p, "row").slice()) {
    const def = defOf(d, q);
    if (def.kind !== "quest" || d.units[q] === undefined) continue;
    if (questMet(d, p, q)) {
      d.emit({ type: "quest-completed", player: p, card: q, rule: "G-QUEST-2" });
      runEffects(d, def.reward, { controller: p, self: q, attackTarget: null, chosen: null, defender: null });
    }
    const u = unitIfInPlay(d, q);
    if (u === undefined) continue;
    const counts = d.options.questCountIncludesPlacementTurn || u.enteredTurn !== d.clock.turn;
    const counter = counts ? u.counter - 1 : u.counter;
    if (counter <= 0) {
      d.dropUnit(q);
      d.move(q, d.zone(p, "discard"));
      d.emit({ type: "quest-expired", player: p, card: q, rule: "G-QUEST-4" });
    } else if (counter !== u.counter) {
      d.setUnit(q, withUnit(u, { counter }));
    }
  }
  sweep(d);
  if (isOver(d)) return;
  for (const id of zoneCards(d, p, "field")) {
    const u = unitOf(d, id);
    const s = rushEndPhase(statusOf(d, id));
    if (s.conditions !== u.conditions) {
      d.setUnit(id, withUnit(u, { conditions: s.conditions }));
      d.emit({ type: "rush-ends", card: id, rule: "G-RUSH-2" });
    }
  }
  const holders = [guardianOf(d, p), ...zoneCards(d, p, "field")];
  for (const id of holders) {
    const def = defOf(d, id);
    if (def.kind !== "guardian" && def.kind !== "minion" && def.kind !== "king") continue;
    for (const ab of def.abilities) {
      if (ab.trigger === "end-phase" && d.units[id] !== undefined) runEffects(d, ab.effects, { controller: p, self: id, attackTarget: null, chosen: null, defender: null });
    }
  }
  sweep(d);
  if (isOver(d)) return;
  for (let q = 0; q < d.players.length; q++) {
    for (const id of [guardianOf(d, q), ...zoneCards(d, q, "field")]) {
      const u = unitOf(d, id);
      if (u.attacked || u.usedAbility || u.atkMod !== 0) d.setUnit(id, withUnit(u, { attacked: false, usedAbility: false, atkMod: 0 }));
    }
  }
  if (overHandLimit(d, p)) {
    d.decision = { kind: "discard", player: p, target: null };
    return;
  }
  finishTurn(d);
}

function overHandLimit(d: Draft, p: PlayerId): boolean {
  const max = d.options.maxHand;
  return max !== null && zoneCards(d, p, "hand").length > max;
}

/**
 * The in-between step (G-TURN-10, G-AMB-22): across all creatures of the living players, first
 * every Burn coin, then every Asleep coin, then every Frozen coin (each flipped by the
 * creature's owner); then each creature takes its Poison and Burn damage, wakes or thaws, and
 * loses Paralysis and Poison turns as the math layer's `betweenTurns` says.
 */
function betweenTurns(d: Draft, ended: PlayerId): void {
  d.phase("between");
  const cards: { readonly id: string; readonly owner: PlayerId; readonly flips: ("burn" | "sleep" | "frozen")[]; readonly coins: number[] }[] = [];
  for (const p of livingPlayers(d)) {
    for (const id of zoneCards(d, p, "field")) cards.push({ id, owner: p, flips: betweenTurnsFlips(statusOf(d, id)), coins: [] });
  }
  const purpose = { burn: "burn damage (tails: 2 damage)", sleep: "waking up (heads: awake)", frozen: "thawing (heads: thawed)" } as const;
  for (const step of ["burn", "sleep", "frozen"] as const) {
    for (const c of cards) if (c.flips.includes(step)) c.coins.push(d.ctx.chance.coin(purpose[step], c.owner) ? HEADS : TAILS);
  }
  for (const c of cards) {
    const u = unitOf(d, c.id);
    const r = betweenTurnsMath(statusOf(d, c.id), c.owner === ended, c.coins, d.options);
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.status.conditions !== u.conditions || r.value.status.damage !== u.damage) {
      d.setUnit(c.id, withUnit(u, { conditions: r.value.status.conditions, damage: r.value.status.damage }));
    }
    if (r.value.poisonDamage > 0) d.emit({ type: "damage", card: c.id, amount: r.value.poisonDamage, damage: u.damage + r.value.poisonDamage, source: "poison" });
    if (r.value.burnDamage > 0) d.emit({ type: "damage", card: c.id, amount: r.value.burnDamage, damage: r.value.status.damage, source: "burn" });
  }
  sweep(d);
}

function finishTurn(d: Draft): void {
  const ended = d.clock.active;
  const done = clockEndTurn(d.clock);
  if (!done.ok) throw new Error(done.error.message);
  d.clock = done.value;
  betweenTurns(d, ended);
  if (isOver(d)) return;
  if (d.clock.turn >= d.options.maxTurns) {
    const living = livingPlayers(d);
    end(d, [], [], `the time-out of ${d.options.maxTurns} turns was reached: a draw among players ${living.join(", ")}`, "G-ENG-2");
    return;
  }
  const n = d.players.length;
  if (d.clock.turn < n) {
    beginTurn(d, (d.first + d.clock.turn) % n, true);
    return;
  }
  beginTurn(d, nextLiving(d, ended), false);
}

// ------------------------------------------------------------------ Action Phase

function sendTributes(d: Draft, tributes: readonly string[]): void {
  for (const t of tributes) {
    const owner = ownerOf(d, t);
    if (d.units[t] !== undefined) d.dropUnit(t);
    d.move(t, d.zone(owner, "discard"));
    d.emit({ type: "tribute", card: t, rule: "G-MIN-4" });
  }
}

function enterField(d: Draft, p: PlayerId, card: string): void {
  d.move(card, d.zone(p, "field"), "bottom");
  d.setUnit(card, freshUnit(d.clock.turn, 0, NO_CONDITIONS));
  const def = defOf(d, card);
  if (def.kind !== "minion" && def.kind !== "king") return;
  for (const ab of def.abilities) {
    if (ab.trigger === "enters-play") runEffects(d, ab.effects, { controller: p, self: card, attackTarget: null, chosen: null, defender: null });
  }
}

function place(d: Draft, p: PlayerId, card: string, tributes: readonly string[]): void {
  const def = defOf(d, card);
  sendTributes(d, tributes);
  if (def.kind === "minion") {
    enterField(d, p, card);
  } else {
    d.move(card, d.zone(p, "row"), "bottom");
    d.setUnit(card, freshUnit(d.clock.turn, def.kind === "quest" ? def.turnCount : 0, NO_CONDITIONS));
  }
  d.emit({ type: "placed", player: p, card, rule: def.kind === "minion" ? "G-TERM-1" : def.kind === "quest" ? "G-QUEST-5" : "G-AMB-7" });
  if (!(def.kind === "barrier" && d.options.barrierPlace === "unlimited")) d.setTurn({ placed: true });
}

function retreat(d: Draft, p: PlayerId, card: string, replacement: string, tributes: readonly string[]): void {
  const def = defOf(d, card);
  const cost = def.kind === "minion" || def.kind === "king" ? def.retreatCost : 0;
  for (let i = 0; i < cost; i++) {
    const top = zoneCards(d, p, "deck")[0];
    if (top !== undefined) d.move(top, d.zone(p, "discard"));
  }
  d.dropUnit(card);
  d.move(card, d.zone(p, "hand"));
  d.emit({ type: "retreated", player: p, card, milled: cost, rule: "G-RET-1" });
  sendTributes(d, tributes);
  enterField(d, p, replacement);
  d.emit({ type: "sneaked", player: p, card: replacement, rule: "G-RET-3" });
  d.setTurn({ retreated: true });
  if (d.options.sneakCountsAsPlace) d.setTurn({ placed: true });
}

// ------------------------------------------------------------------ Battle Phase

function creatureBattle(d: Draft, p: PlayerId, attacker: string, target: string): void {
  const ad = defOf(d, attacker);
  if (ad.kind !== "minion" && ad.kind !== "king") return;
  const atk = atkOf(d, attacker);
  const u = withUnit(unitOf(d, attacker), { attacked: true });
  d.setUnit(attacker, u);
  if (ad.kind === "king") d.setTurn({ phaseKingAttacked: true });
  d.emit({ type: "attack", player: p, attacker, target, rule: "G-BTL-1" });
  if (u.conditions.confused) {
    const heads = d.ctx.chance.coin("confusion check", p);
    const r = resolveConfusion(statusOf(d, attacker), atk, heads ? HEADS : TAILS);
    if (r.ok && !r.value.proceeds) {
      d.setUnit(attacker, withUnit(u, { damage: r.value.status.damage }));
      d.emit({ type: "confused-self-hit", card: attacker, amount: r.value.status.damage - u.damage, rule: "G-CONF-2" });
      return;
    }
  }
  const q = ownerOf(d, target);
  const td = defOf(d, target);
  const prevented = preventedOn(d, q);
  if (td.kind === "guardian") {
    dealDamage(d, target, atk - prevented, attacker);
  } else {
    const tu = unitOf(d, target);
    const creature = td.kind === "minion" || td.kind === "king";
    const res = creatureAttack(
      { atk, hp: ad.hp, damage: u.damage },
      creature ? { hp: hpOf(td), damage: tu.damage, atk: atkOf(d, target) } : { hp: hpOf(td), damage: tu.damage },
      prevented,
      d.options,
    );
    dealDamage(d, target, res.dealt, attacker);
    if (res.attackerDamage > u.damage) dealDamage(d, attacker, res.attackerDamage - u.damage, target);
    if (creature && !fatal(d, target)) {
      const before = unitOf(d, target);
      const after = afterAttacked(statusOf(d, target), ad.damageType);
      if (after.conditions !== before.conditions) {
        d.setUnit(target, withUnit(before, { conditions: after.conditions }));
        d.emit({ type: "catch", card: target, attackerType: ad.damageType, rule: "G-CATCH-1" });
      }
    }
  }
  for (const ab of ad.abilities) {
    if (ab.trigger === "on-attack") runEffects(d, ab.effects, { controller: p, self: attacker, attackTarget: target, chosen: null, defender: q });
  }
  if ((td.kind === "minion" || td.kind === "king" || td.kind === "guardian") && d.units[target] !== undefined && !fatal(d, target)) {
    for (const ab of td.abilities) {
      if (ab.trigger === "on-attacked") runEffects(d, ab.effects, { controller: q, self: target, attackTarget: attacker, chosen: null, defender: p });
    }
  }
}

function reshuffleAttackDeck(d: Draft, p: PlayerId): void {
  const back: string[] = [];
  for (const id of zoneCards(d, p, "discard")) if (defOf(d, id).kind === "attack") back.push(id);
  if (back.length === 0) return;
  const zone = d.zone(p, "attack");
  for (const id of back) d.move(id, zone);
  d.reorder(zone, d.ctx.chance.shuffle(zoneCards(d, p, "attack")));
  d.emit({ type: "attack-deck-reshuffled", player: p, cards: back.length, rule: "G-DECK-5" });
}

function startGuardianBattle(d: Draft, p: PlayerId, target: string): void {
  const x = d.players[p];
  if (x !== undefined) d.setPlayer(p, { out: x.out, outReason: x.outReason, handAside: true });
  d.emit({ type: "guardian-battle", player: p, attacker: guardianOf(d, p), target, rule: "G-GBTL-1" });
  for (let i = 0; i < ATTACK_DRAW; i++) {
    if (zoneCards(d, p, "attack").length === 0) reshuffleAttackDeck(d, p);
    const top = zoneCards(d, p, "attack")[0];
    if (top === undefined) break;
    d.move(top, d.zone(p, "drawn"), "bottom");
  }
  d.decision = { kind: "choose-attack", player: p, target };
}

function finishGuardianBattle(d: Draft, p: PlayerId, target: string, card: string, chosen: string | null): void {
  const g = guardianOf(d, p);
  const gd = defOf(d, g);
  const ac = defOf(d, card);
  if (gd.kind !== "guardian" || ac.kind !== "attack") return;
  const q = ownerOf(d, target);
  const dmg = guardianDamage(gd, ac, d.options) - preventedOn(d, q);
  d.emit({ type: "attack-card-chosen", player: p, card, damage: dmg > 0 ? dmg : 0, rule: "G-ATKC-1" });
  dealDamage(d, target, dmg, g);
  runEffects(d, ac.effects, { controller: p, self: g, attackTarget: target, chosen, defender: q });
  const td = defOf(d, target);
  if (td.kind === "guardian" && !fatal(d, target)) {
    for (const ab of td.abilities) {
      if (ab.trigger === "on-attacked") runEffects(d, ab.effects, { controller: q, self: target, attackTarget: g, chosen: null, defender: p });
    }
  }
  d.move(card, d.zone(p, "discard"));
  const bottom = d.options.unselectedAttackCards === "bottom-of-attack-deck";
  for (const other of zoneCards(d, p, "drawn").slice()) d.move(other, d.zone(p, bottom ? "attack" : "discard"), bottom ? "bottom" : "top");
  const x = d.players[p];
  if (x !== undefined) d.setPlayer(p, { out: x.out, outReason: x.outReason, handAside: false });
  d.setTurn({ guardianBattled: true, phaseGuardianBattled: true });
  d.decision = { kind: "battle", player: p, target: null };
}
