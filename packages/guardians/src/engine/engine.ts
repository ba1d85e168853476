// The match transition: performs a listed action (core's engine kit matched it), then advances
// through every step that needs no choice (phases, draws, the End Phase, the in-between step)
// until the next decision or the end of the match.
import {
  beginTurn as clockBeginTurn,
  CoreErrorCode,
  endTurn as clockEndTurn,
  err,
  HEADS,
  isRecord,
  ok,
  own,
  phaseChangedEvent,
  ruleError,
  TAILS,
  type Clock,
  type PlayerId,
  type Result,
} from "@rulesmith/core";
import { atkOf, cardWords, creaturesInPlay, defOf, guardianOf, hpOf, livingPlayers, nextLiving, opponentsOf, ownerOf, preventedOn, statusOf, unitIn, unitOf, zoneCards } from "./board.js";
import type { ConditionName, DamageType } from "../cards/elements.js";
import { activeConditions, afterAttacked, isCalm, betweenTurns as betweenTurnsMath, betweenTurnsFlips, endPhase as rushEndPhase, flipPurpose, NO_CONDITIONS, resolveConfusion, startOwnerTurn } from "../rules/conditions.js";
import { creatureAttack, guardianDamage } from "../rules/damage.js";
import { dropUnit, freshUnit, move, NONE_USED, pending, phase, setPlayer, setTurn, setUnit, shuffleZone, withUnit, type Work } from "./work.js";
import { asksOpponent, dealDamage, eliminate, end, fatal, needsCreature, runEffects, settle, sweep } from "./effects-run.js";
import type { CatchEvent } from "./events.js";
import { activatedAbility } from "./legal.js";
import { zoneId, type EffectRun, type GuardiansAction, type PendingDecision, type ResumePoint, type Unit } from "./state.js";

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
  'A Guardians action is { type } with one of: "start", "choose-first" {player}, "place"/"sneak" {card, tributes}, "retreat" {card, replacement, tributes}, "ability" {card, ability, target}, "attack" {attacker, target}, "guardian-battle" {target}, "choose-attack" {card, target}, "discard" {card}, "end-phase", "choose-opponent" {player}, "choose-creature" {target}.';

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
  if (!isRecord(a)) return bad;
  const type = own(a, "type");
  const card = own(a, "card");
  const target = own(a, "target");
  switch (type) {
    case "start":
    case "end-phase":
      return hasKeys(a, ["type"]) ? ok({ type }) : bad;
    case "choose-first":
    case "choose-opponent": {
      const player = own(a, "player");
      return hasKeys(a, ["type", "player"]) && typeof player === "number" && Number.isInteger(player) ? ok({ type, player }) : bad;
    }
    case "place":
    case "sneak": {
      const tributes = strings(own(a, "tributes"));
      return hasKeys(a, ["type", "card", "tributes"]) && typeof card === "string" && tributes !== null ? ok({ type, card, tributes }) : bad;
    }
    case "retreat": {
      const tributes = strings(own(a, "tributes"));
      const replacement = own(a, "replacement");
      return hasKeys(a, ["type", "card", "replacement", "tributes"]) && typeof card === "string" && typeof replacement === "string" && tributes !== null
        ? ok({ type, card, replacement, tributes })
        : bad;
    }
    case "ability": {
      const ability = own(a, "ability");
      return hasKeys(a, ["type", "card", "ability", "target"]) && typeof card === "string" && typeof ability === "number" && Number.isInteger(ability) && (target === null || typeof target === "string")
        ? ok({ type, card, ability, target })
        : bad;
    }
    case "choose-attack":
      return hasKeys(a, ["type", "card", "target"]) && typeof card === "string" && (target === null || typeof target === "string") ? ok({ type, card, target }) : bad;
    case "choose-creature":
      return hasKeys(a, ["type", "target"]) && typeof target === "string" ? ok({ type, target }) : bad;
    case "attack": {
      const attacker = own(a, "attacker");
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
 * The game's transition, given a listed action by core's engine kit: performs it, then runs
 * every step that needs no choice up to the next decision or the end of the match.
 *
 * Implements the turn structure: G-TURN-1, G-TURN-2, G-TURN-8, G-TURN-9, G-TURN-10, G-FIRST-1,
 * G-FIRST-2, G-FIRST-3, G-FIRST-4, G-AMB-4, G-AMB-5, G-AMB-22; each action follows the rules of
 * the step that performs it.
 *
 * @param w - The working copy.
 * @param player - Who acts (the decision's player: the kit checked).
 * @param action - The action, as listed.
 * @internal
 * @example
 * ```ts
 * defineGame({ ...guardiansGame, perform: transition });
 * ```
 */
export function transition(w: Work, player: PlayerId, action: GuardiansAction): undefined {
  const decision = w.state.decision;
  if (decision === null || action.type === "faces") return undefined;
  perform(w, decision, action);
  return undefined;
}

function perform(w: Work, decision: PendingDecision, a: Plain): void {
  const p = decision.player;
  let runs: readonly EffectRun[] = NO_RUNS;
  switch (a.type) {
    case "start":
      startMatch(w);
      return;
    case "choose-first":
      w.emit({ type: "first-player", player: a.player, chosenBy: p, rule: "G-AMB-4" });
      w.set("first", a.player);
      beginTurn(w, a.player, true);
      return;
    case "place":
      runs = place(w, p, a.card, a.tributes);
      break;
    case "sneak":
      sendTributes(w, a.tributes);
      runs = enterField(w, p, a.card);
      w.emit({ type: "sneaked", player: p, card: a.card, rule: "G-KING-3" });
      if (w.state.options.sneakCountsAsPlace) setTurn(w, { placed: true });
      break;
    case "retreat":
      runs = retreat(w, p, a.card, a.replacement, a.tributes);
      break;
    case "ability": {
      const effects = activatedAbility(defOf(w.state, a.card), a.ability)?.effects ?? [];
      const u = unitOf(w.state, a.card);
      if (!u.usedAbilities.includes(a.ability)) setUnit(w, a.card, withUnit(u, { usedAbilities: [...u.usedAbilities, a.ability].sort((x, y) => x - y) }));
      w.emit({ type: "ability", card: a.card, ability: a.ability, target: a.target, rule: "G-TURN-6" });
      runs = [{ card: a.card, effects, chosen: a.target }];
      break;
    }
    case "attack":
      creatureBattle(w, p, a.attacker, a.target);
      break;
    case "guardian-battle":
      startGuardianBattle(w, p, a.target);
      return;
    case "choose-attack":
      finishGuardianBattle(w, p, decision.target ?? "", a.card, a.target);
      break;
    case "discard":
      move(w, a.card, zoneId(p, "discard"));
      w.emit({ type: "discarded", player: p, card: a.card, rule: "G-AMB-34" });
      if (!overHandLimit(w, p)) finishTurn(w);
      return;
    case "end-phase":
      advancePhase(w);
      return;
    case "choose-opponent":
      chooseOpponent(w, a.player);
      return;
    case "choose-creature":
      chooseCreature(w, a.target);
      return;
    default: {
      const never: never = a;
      return never;
    }
  }
  if (!drain(w, p, runs, AFTER_ACTION)) return;
  finishAction(w, p);
}

const NO_RUNS: readonly EffectRun[] = /* @__PURE__ */ Object.freeze([]);
const AFTER_ACTION: ResumePoint = /* @__PURE__ */ Object.freeze({ step: "action" });
const AFTER_END_ABILITIES: ResumePoint = /* @__PURE__ */ Object.freeze({ step: "end-phase" });

/** The end of an action of the Action or Battle Phase: what took fatal damage is removed, and a player who is out ends the turn. */
function finishAction(w: Work, p: PlayerId): void {
  sweep(w);
  if (w.state.outcome === null && w.state.players[p]?.out === true) finishTurn(w);
}

// ------------------------------------------------------------------ effects that wait for a choice

/**
 * Runs effect runs of the active player in order, outside an attack. A run whose card has left
 * play is skipped. A run waits for its controller's choice (every pause for a choice is a
 * decision in the state):
 *
 * - with an effect on "a creature" (`chosen-creature`) and no creature chosen yet (an
 *   enters-play or end-phase ability, a Quest reward), for a `choose-creature` decision while
 *   two or more creatures are in play (G-ENG-9); with one, that one is chosen, with none the
 *   effect acts on nothing;
 * - then, with an effect whose outcome depends on which opponent it acts on (`opponent-guardian`,
 *   `all-opponent-creatures`, {@link asksOpponent}) while two or more opponents live, for a
 *   `choose-opponent` decision (G-AMB-3); with one opponent the run acts on it at once, as with
 *   two players.
 *
 * Before a question, what took fatal damage is removed (so the saved state keeps its invariants
 * and the choice is made on the board as it is); then the runs still to do and `then` are kept
 * in `state.resume` and the decision is set.
 *
 * @returns `false` when it stopped for a decision; `true` when the caller goes on (every run
 *   done, or the match over, or the controller out, whose effects then stop).
 */
function drain(w: Work, controller: PlayerId, runs: readonly EffectRun[], then: ResumePoint): boolean {
  for (let i = 0; i < runs.length; i++) {
    let r = runs[i];
    if (r === undefined || unitIn(w.state, r.card) === undefined) continue;
    const creature = r.chosen === null && needsCreature(r.effects);
    if (creature || (opponentsOf(w.state, controller).length > 1 && asksOpponent(w.state, controller, r.effects))) {
      sweep(w);
      if (isOver(w) || w.state.players[controller]?.out !== false) return true;
      if (unitIn(w.state, r.card) === undefined) continue;
      if (creature) {
        const creatures = creaturesInPlay(w.state);
        if (creatures.length > 1) {
          wait(w, controller, "choose-creature", [r, ...runs.slice(i + 1)], then);
          return false;
        }
        const only = creatures[0];
        if (only !== undefined) r = { card: r.card, effects: r.effects, chosen: only };
      }
      if (opponentsOf(w.state, controller).length > 1 && asksOpponent(w.state, controller, r.effects)) {
        wait(w, controller, "choose-opponent", [r, ...runs.slice(i + 1)], then);
        return false;
      }
    }
    runEffects(w, r.effects, { controller, self: r.card, attackTarget: null, chosen: r.chosen, defender: null });
  }
  return true;
}

/** Keeps the runs still to do (only those of cards still in play: a run of a card just removed would be skipped anyway) and where to go on, and asks the decision. */
function wait(w: Work, controller: PlayerId, kind: "choose-creature" | "choose-opponent", runs: readonly EffectRun[], then: ResumePoint): void {
  const waiting: EffectRun[] = [];
  for (const x of runs) {
    if (unitIn(w.state, x.card) === undefined) continue;
    waiting.push(x.chosen === null || unitIn(w.state, x.chosen) !== undefined ? x : { card: x.card, effects: x.effects, chosen: null });
  }
  w.set("resume", { controller, runs: waiting, then });
  w.set("decision", pending(kind, controller));
}

/** Answers a `choose-opponent` decision: the first waiting run acts on that opponent, the others follow, then the match goes on where it stopped. */
function chooseOpponent(w: Work, opponent: PlayerId): void {
  const r = w.state.resume;
  if (r === null) return;
  w.set("resume", null);
  const [first, ...rest] = r.runs;
  if (first !== undefined) {
    w.emit({ type: "opponent-chosen", player: r.controller, opponent, card: first.card, rule: "G-AMB-3" });
    runEffects(w, first.effects, { controller: r.controller, self: first.card, attackTarget: null, chosen: first.chosen, defender: opponent });
  }
  if (!drain(w, r.controller, rest, r.then)) return;
  resumeAt(w, r.controller, r.then);
}

/** Answers a `choose-creature` decision: the first waiting run acts on that creature (after asking for an opponent if it also needs one), the others follow, then the match goes on where it stopped. */
function chooseCreature(w: Work, creature: string): void {
  const r = w.state.resume;
  if (r === null) return;
  w.set("resume", null);
  const [first, ...rest] = r.runs;
  const runs = first === undefined ? rest : [{ card: first.card, effects: first.effects, chosen: creature }, ...rest];
  if (first !== undefined) w.emit({ type: "creature-chosen", player: r.controller, creature, card: first.card, rule: "G-ENG-9" });
  if (!drain(w, r.controller, runs, r.then)) return;
  resumeAt(w, r.controller, r.then);
}

/** Goes on from where effect runs stopped for a choice. */
function resumeAt(w: Work, p: PlayerId, then: ResumePoint): void {
  if (isOver(w)) return;
  switch (then.step) {
    case "action":
      w.set("decision", pending("action", p));
      finishAction(w, p);
      return;
    case "quest":
      if (w.state.players[p]?.out === true) {
        sweep(w);
        if (!isOver(w)) finishTurn(w);
        return;
      }
      countDown(w, p, then.quest);
      checkQuests(w, p, then.quests);
      return;
    case "end-phase":
      closeEndPhase(w, p);
      return;
    default: {
      const never: never = then;
      return never;
    }
  }
}

/** Whether the match ended (a function, so that checks after calls are not narrowed away). */
function isOver(w: Work): boolean {
  return w.state.outcome !== null;
}

function unitIfInPlay(w: Work, id: string): Unit | undefined {
  return unitIn(w.state, id);
}

// ------------------------------------------------------------------ start and turns

function startMatch(w: Work): void {
  const n = w.state.players.length;
  for (let p = 0; p < n; p++) {
    shuffleZone(w, zoneId(p, "deck"));
    shuffleZone(w, zoneId(p, "attack"));
    for (let i = 0; i < OPENING_HAND; i++) {
      const top = zoneCards(w.state, p, "deck")[0];
      if (top !== undefined) move(w, top, zoneId(p, "hand"));
    }
  }
  // The purpose says which face stands for whom: a table tossing a real coin needs to know.
  const winner = n === 2 ? (w.chance.coin("first-player toss (heads: Player 0, tails: Player 1)", 0) ? 0 : 1) : rollForFirst(w, n);
  if (w.state.options.firstPlayer === "coin-flip-choose") {
    w.emit({ type: "toss-won", player: winner, by: n === 2 ? "coin" : "dice", rule: "G-AMB-4" });
    w.set("decision", pending("choose-first", winner));
    return;
  }
  w.set("first", winner);
  w.emit({ type: "first-player", player: winner, chosenBy: null, rule: "G-AMB-4" });
  beginTurn(w, winner, true);
}

/**
 * The first-player roll with three or four players (G-AMB-4, G-ENG-8), with dice a table owns:
 * each player rolls a d6 and the highest wins; the players tied for the highest roll again
 * (each tie told by a `roll-tied` event), the others are out of it.
 */
function rollForFirst(w: Work, n: number): PlayerId {
  const purpose = w.state.options.firstPlayer === "coin-flip-choose" ? "first-player roll (the highest chooses who goes first)" : "first-player roll (the highest goes first)";
  let rolling: PlayerId[] = [];
  for (let p = 0; p < n; p++) rolling.push(p);
  for (;;) {
    const faces = rolling.map((p) => w.chance.die(6, purpose, p));
    const top = Math.max(...faces);
    const best = rolling.filter((_, i) => faces[i] === top);
    if (best.length === 1) return best[0] ?? 0;
    w.emit({ type: "roll-tied", purpose: "first-player roll", players: rolling, faces, rule: "G-ENG-8" });
    rolling = best;
  }
}

function beginTurn(w: Work, p: PlayerId, setup: boolean): void {
  const begun = clockBeginTurn(w.state.clock, setup ? "action" : "start", p);
  if (!begun.ok) throw new Error(begun.error.message);
  w.set("clock", begun.value);
  w.emit(phaseChangedEvent(w.state.clock));
  w.set("turn", {
    setup,
    placed: false,
    retreated: false,
    guardianBattled: false,
    phaseKingAttacked: false,
    phaseGuardianBattled: false,
    defeated: 0,
    remaining: setup ? ["end"] : ["battle", "end"],
  });

  if (!setup) {
    for (const id of zoneCards(w.state, p, "field")) {
      const u = unitOf(w.state, id);
      if (isCalm(u.conditions)) continue;
      const s = startOwnerTurn(statusOf(w.state, id));
      if (s.conditions !== u.conditions) setUnit(w, id, withUnit(u, { conditions: s.conditions }));
    }
    const top = zoneCards(w.state, p, "deck")[0];
    if (top === undefined) {
      eliminate(w, p, "it could not draw a card", "G-WIN-4");
      settle(w);
      if (w.state.outcome === null) finishTurn(w);
      return;
    }
    move(w, top, zoneId(p, "hand"));
    phase(w, "action");
  }
  w.set("decision", pending("action", p));
}

function resetLimits(w: Work): void {
  if (!w.state.options.extraPhaseResetsLimits) return;
  setTurn(w, { placed: false, retreated: false, guardianBattled: false });
  for (const id of [guardianOf(w.state, w.state.clock.active), ...zoneCards(w.state, w.state.clock.active, "field")]) {
    const u = unitOf(w.state, id);
    if (u.attacked || u.usedAbilities.length > 0) setUnit(w, id, withUnit(u, { attacked: false, usedAbilities: NONE_USED }));
  }
}

function advancePhase(w: Work): void {
  const [next, ...rest] = w.state.turn.remaining;
  setTurn(w, { remaining: rest });
  const p = w.state.clock.active;
  switch (next) {
    case "extra-battle":
      resetLimits(w);
      setTurn(w, { phaseKingAttacked: false, phaseGuardianBattled: false });
      phase(w, "battle");
      w.set("decision", pending("battle", p));
      return;
    case "battle":
      setTurn(w, { phaseKingAttacked: false, phaseGuardianBattled: false });
      phase(w, "battle");
      w.set("decision", pending("battle", p));
      return;
    case "extra-action":
      resetLimits(w);
      phase(w, "action");
      w.set("decision", pending("action", p));
      return;
    case "action":
      phase(w, "action");
      w.set("decision", pending("action", p));
      return;
    case "end":
    case undefined:
      endPhase(w);
      return;
    default: {
      const never: never = next;
      return never;
    }
  }
}

function questMet(w: Work, p: PlayerId, quest: string): boolean {
  const def = defOf(w.state, quest);
  if (def.kind !== "quest") return false;
  const r = def.requirement;
  switch (r.kind) {
    case "control-creatures": {
      let n = 0;
      for (const id of zoneCards(w.state, p, "field")) {
        const c = defOf(w.state, id);
        if ((c.kind === "minion" || c.kind === "king") && (r.damageType === undefined || c.damageType === r.damageType)) n++;
      }
      return n >= r.count;
    }
    case "defeated-this-turn":
      return w.state.turn.defeated >= r.count;
    case "guardian-damage-at-most":
      return unitOf(w.state, guardianOf(w.state, p)).damage <= r.damage;
    default: {
      const never: never = r;
      return never;
    }
  }
}

function endPhase(w: Work): void {
  const p = w.state.clock.active;
  phase(w, "end");
  const quests: string[] = [];
  for (const q of zoneCards(w.state, p, "row")) if (defOf(w.state, q).kind === "quest") quests.push(q);
  checkQuests(w, p, quests);
}

/** End Phase, first part: each Quest of the row in order gives its reward if met (G-QUEST-2), then counts down (G-QUEST-4). */
function checkQuests(w: Work, p: PlayerId, quests: readonly string[]): void {
  for (let i = 0; i < quests.length; i++) {
    const q = quests[i] ?? "";
    const def = defOf(w.state, q);
    if (def.kind !== "quest" || unitIn(w.state, q) === undefined) continue;
    if (questMet(w, p, q)) {
      w.emit({ type: "quest-completed", player: p, card: q, rule: "G-QUEST-2" });
      if (!drain(w, p, [{ card: q, effects: def.reward, chosen: null }], { step: "quest", quest: q, quests: quests.slice(i + 1) })) return;
      if (isOver(w)) return;
      if (w.state.players[p]?.out === true) {
        finishTurn(w);
        return;
      }
    }
    countDown(w, p, q);
  }
  afterQuests(w, p);
}

function countDown(w: Work, p: PlayerId, q: string): void {
  const u = unitIfInPlay(w, q);
  if (u === undefined) return;
  const counts = w.state.options.questCountIncludesPlacementTurn || u.enteredTurn !== w.state.clock.turn;
  const counter = counts ? u.counter - 1 : u.counter;
  if (counter <= 0) {
    dropUnit(w, q);
    move(w, q, zoneId(p, "discard"));
    w.emit({ type: "quest-expired", player: p, card: q, rule: "G-QUEST-4" });
  } else if (counter !== u.counter) {
    setUnit(w, q, withUnit(u, { counter }));
  }
}

/** End Phase, second part: Rush ends (G-RUSH-2), then the end-phase abilities of the Guardian and the creatures. */
function afterQuests(w: Work, p: PlayerId): void {
  sweep(w);
  if (isOver(w)) return;
  if (w.state.players[p]?.out === true) {
    finishTurn(w);
    return;
  }
  for (const id of zoneCards(w.state, p, "field")) {
    const u = unitOf(w.state, id);
    if (!u.conditions.rushed) continue;
    const s = rushEndPhase(statusOf(w.state, id));
    if (s.conditions !== u.conditions) {
      setUnit(w, id, withUnit(u, { conditions: s.conditions }));
      w.emit({ type: "rush-ends", card: id, rule: "G-RUSH-2" });
    }
  }
  const runs: EffectRun[] = [];
  endPhaseRuns(w, guardianOf(w.state, p), runs);
  for (const id of zoneCards(w.state, p, "field")) endPhaseRuns(w, id, runs);
  if (runs.length > 0 && !drain(w, p, runs, AFTER_END_ABILITIES)) return;
  closeEndPhase(w, p);
}

/** Adds the end-phase abilities of a Guardian, Minion or King in play to `runs`. */
function endPhaseRuns(w: Work, id: string, runs: EffectRun[]): void {
  const def = defOf(w.state, id);
  if (def.kind !== "guardian" && def.kind !== "minion" && def.kind !== "king") return;
  for (const ab of def.abilities) if (ab.trigger === "end-phase") runs.push({ card: id, effects: ab.effects, chosen: null });
}

/** Clears a card's marks of the turn: attacked, abilities used, ATK changed. */
function clearMarks(w: Work, id: string): void {
  const u = unitOf(w.state, id);
  if (u.attacked || u.usedAbilities.length > 0 || u.atkMod !== 0) setUnit(w, id, withUnit(u, { attacked: false, usedAbilities: NONE_USED, atkMod: 0 }));
}

/** End Phase, last part: per-turn marks are cleared, then the hand limit (G-AMB-34) or the end of the turn. */
function closeEndPhase(w: Work, p: PlayerId): void {
  sweep(w);
  if (isOver(w)) return;
  if (w.state.players[p]?.out === true) {
    finishTurn(w);
    return;
  }
  for (let q = 0; q < w.state.players.length; q++) {
    clearMarks(w, guardianOf(w.state, q));
    for (const id of zoneCards(w.state, q, "field")) clearMarks(w, id);
  }
  if (overHandLimit(w, p)) {
    w.set("decision", pending("discard", p));
    return;
  }
  finishTurn(w);
}

function overHandLimit(w: Work, p: PlayerId): boolean {
  const max = w.state.options.maxHand;
  return max !== null && zoneCards(w.state, p, "hand").length > max;
}

/**
 * The in-between step (G-TURN-10, G-AMB-22): across all creatures of the living players, first
 * every Burn coin, then every Asleep coin, then every Frozen coin (each flipped by the
 * creature's owner); then each creature takes its Poison and Burn damage, wakes or thaws, and
 * loses Paralysis and an expired Poison as the math layer's `betweenTurns` says, from the clock
 * before the turn ended (`before`) and the clock now.
 */
function betweenTurns(w: Work, before: Clock): void {
  phase(w, "between");
  const cards: { readonly id: string; readonly owner: PlayerId; readonly flips: ("burn" | "sleep" | "frozen")[]; readonly coins: number[] }[] = [];
  for (const p of livingPlayers(w.state)) {
    // A creature with no Special Condition has nothing to flip, take or lose here.
    for (const id of zoneCards(w.state, p, "field")) if (!isCalm(unitOf(w.state, id).conditions)) cards.push({ id, owner: p, flips: betweenTurnsFlips(statusOf(w.state, id)), coins: [] });
  }
  if (cards.length === 0) {
    sweep(w);
    return;
  }
  // Each flip names its creature, which is face up on the field (a player with two Burned creatures flips for each).
  for (const step of ["burn", "sleep", "frozen"] as const) {
    for (const c of cards) if (c.flips.includes(step)) c.coins.push(w.chance.coin(flipPurpose(step, cardWords(w.state, c.id, c.owner)), c.owner) ? HEADS : TAILS);
  }
  for (const c of cards) {
    const u = unitOf(w.state, c.id);
    const r = betweenTurnsMath(statusOf(w.state, c.id), { owner: c.owner, before, after: w.state.clock }, c.coins, w.state.options);
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.status.conditions !== u.conditions || r.value.status.damage !== u.damage) {
      setUnit(w, c.id, withUnit(u, { conditions: r.value.status.conditions, damage: r.value.status.damage }));
    }
    if (r.value.poisonDamage > 0) w.emit({ type: "damage", card: c.id, amount: r.value.poisonDamage, damage: u.damage + r.value.poisonDamage, source: "poison" });
    if (r.value.burnDamage > 0) w.emit({ type: "damage", card: c.id, amount: r.value.burnDamage, damage: r.value.status.damage, source: "burn" });
  }
  sweep(w);
}

function finishTurn(w: Work): void {
  const ended = w.state.clock.active;
  const before = w.state.clock;
  const done = clockEndTurn(before);
  if (!done.ok) throw new Error(done.error.message);
  w.set("clock", done.value);
  betweenTurns(w, before);
  if (isOver(w)) return;
  if (w.state.clock.turn >= w.state.options.maxTurns) {
    const living = livingPlayers(w.state);
    end(w, [], [], `the time-out of ${w.state.options.maxTurns} turns was reached: a draw among players ${living.join(", ")}`, "G-ENG-2");
    return;
  }
  const n = w.state.players.length;
  if (w.state.clock.turn < n) {
    beginTurn(w, (w.state.first + w.state.clock.turn) % n, true);
    return;
  }
  beginTurn(w, nextLiving(w.state, ended), false);
}

// ------------------------------------------------------------------ Action Phase

function sendTributes(w: Work, tributes: readonly string[]): void {
  for (const t of tributes) {
    const owner = ownerOf(w.state, t);
    if (unitIn(w.state, t) !== undefined) dropUnit(w, t);
    move(w, t, zoneId(owner, "discard"));
    w.emit({ type: "tribute", card: t, rule: "G-MIN-4" });
  }
}

/** Puts a Minion or King onto the field with a fresh unit; returns its enters-play abilities, to run once its Place or Sneak is done. */
function enterField(w: Work, p: PlayerId, card: string): EffectRun[] {
  move(w, card, zoneId(p, "field"), "bottom");
  setUnit(w, card, freshUnit(w.state.clock.turn, 0, NO_CONDITIONS));
  const def = defOf(w.state, card);
  const runs: EffectRun[] = [];
  if (def.kind !== "minion" && def.kind !== "king") return runs;
  for (const ab of def.abilities) if (ab.trigger === "enters-play") runs.push({ card, effects: ab.effects, chosen: null });
  return runs;
}

function place(w: Work, p: PlayerId, card: string, tributes: readonly string[]): EffectRun[] {
  const def = defOf(w.state, card);
  sendTributes(w, tributes);
  let runs: EffectRun[] = [];
  if (def.kind === "minion") {
    runs = enterField(w, p, card);
  } else {
    move(w, card, zoneId(p, "row"), "bottom");
    setUnit(w, card, freshUnit(w.state.clock.turn, def.kind === "quest" ? def.turnCount : 0, NO_CONDITIONS));
  }
  w.emit({ type: "placed", player: p, card, rule: def.kind === "minion" ? "G-TERM-1" : def.kind === "quest" ? "G-QUEST-5" : "G-AMB-7" });
  if (!(def.kind === "barrier" && w.state.options.barrierPlace === "unlimited")) setTurn(w, { placed: true });
  return runs;
}

function retreat(w: Work, p: PlayerId, card: string, replacement: string, tributes: readonly string[]): EffectRun[] {
  const def = defOf(w.state, card);
  const cost = def.kind === "minion" || def.kind === "king" ? def.retreatCost : 0;
  for (let i = 0; i < cost; i++) {
    const top = zoneCards(w.state, p, "deck")[0];
    if (top !== undefined) move(w, top, zoneId(p, "discard"));
  }
  dropUnit(w, card);
  move(w, card, zoneId(p, "hand"));
  w.emit({ type: "retreated", player: p, card, milled: cost, rule: "G-RET-1" });
  sendTributes(w, tributes);
  const runs = enterField(w, p, replacement);
  w.emit({ type: "sneaked", player: p, card: replacement, rule: "G-RET-3" });
  setTurn(w, { retreated: true });
  if (w.state.options.sneakCountsAsPlace) setTurn(w, { placed: true });
  return runs;
}

// ------------------------------------------------------------------ Battle Phase

function creatureBattle(w: Work, p: PlayerId, attacker: string, target: string): void {
  const ad = defOf(w.state, attacker);
  if (ad.kind !== "minion" && ad.kind !== "king") return;
  const atk = atkOf(w.state, attacker);
  const u = withUnit(unitOf(w.state, attacker), { attacked: true });
  setUnit(w, attacker, u);
  if (ad.kind === "king") setTurn(w, { phaseKingAttacked: true });
  const q = ownerOf(w.state, target);
  // Read once: the attack moves no card, so what the defender's side prevents stays the same.
  const prevented = preventedOn(w.state, q);
  w.emit({ type: "attack", player: p, attacker, target, atk, prevented, rule: "G-BTL-1" });
  if (u.conditions.confused) {
    const heads = w.chance.coin(`confusion check of ${cardWords(w.state, attacker, p)} (tails: it hits itself)`, p);
    const r = resolveConfusion(statusOf(w.state, attacker), atk, heads ? HEADS : TAILS);
    if (r.ok && !r.value.proceeds) {
      setUnit(w, attacker, withUnit(u, { damage: r.value.status.damage }));
      w.emit({ type: "confused-self-hit", card: attacker, amount: r.value.status.damage - u.damage, rule: "G-CONF-2" });
      return;
    }
  }
  const td = defOf(w.state, target);
  if (td.kind === "guardian") {
    dealDamage(w, target, atk - prevented, attacker);
  } else {
    const tu = unitOf(w.state, target);
    const creature = td.kind === "minion" || td.kind === "king";
    const res = creatureAttack(
      { atk, hp: ad.hp, damage: u.damage },
      creature ? { hp: hpOf(td), damage: tu.damage, atk: atkOf(w.state, target) } : { hp: hpOf(td), damage: tu.damage },
      prevented,
      w.state.options,
    );
    dealDamage(w, target, res.dealt, attacker);
    if (res.attackerDamage > u.damage) dealDamage(w, attacker, res.attackerDamage - u.damage, target);
    if (creature && !fatal(w, target)) {
      const before = unitOf(w.state, target);
      const after = afterAttacked(statusOf(w.state, target), ad.damageType);
      if (after.conditions !== before.conditions) {
        setUnit(w, target, withUnit(before, { conditions: after.conditions }));
        const kept = activeConditions(after.conditions);
        const lost = activeConditions(before.conditions).filter((c) => !kept.includes(c));
        if (lost.length > 0) w.emit({ type: "catch", card: target, attackerType: ad.damageType, lost, rule: catchRule(ad.damageType, lost) });
      }
    }
  }
  for (const ab of ad.abilities) {
    if (ab.trigger === "on-attack") runEffects(w, ab.effects, { controller: p, self: attacker, attackTarget: target, chosen: null, defender: q });
  }
  if ((td.kind === "minion" || td.kind === "king" || td.kind === "guardian") && unitIn(w.state, target) !== undefined && !fatal(w, target)) {
    for (const ab of td.abilities) {
      if (ab.trigger === "on-attacked") runEffects(w, ab.effects, { controller: q, self: target, attackTarget: attacker, chosen: null, defender: p });
    }
  }
}

/** The first catch that applied (G-CATCH-1 to G-CATCH-5), for the `catch` event. */
function catchRule(attackerType: DamageType, lost: readonly ConditionName[]): CatchEvent["rule"] {
  if (attackerType === "holy") return "G-CATCH-1";
  if (lost.includes("asleep")) return "G-CATCH-2";
  if (lost.includes("frozen")) return "G-CATCH-3";
  if (lost.includes("burned")) return "G-CATCH-4";
  return "G-CATCH-5";
}

function reshuffleAttackDeck(w: Work, p: PlayerId): void {
  const back: string[] = [];
  for (const id of zoneCards(w.state, p, "discard")) if (defOf(w.state, id).kind === "attack") back.push(id);
  if (back.length === 0) return;
  const zone = zoneId(p, "attack");
  for (const id of back) move(w, id, zone);
  shuffleZone(w, zone);
  w.emit({ type: "attack-deck-reshuffled", player: p, cards: back.length, rule: "G-DECK-5" });
}

function startGuardianBattle(w: Work, p: PlayerId, target: string): void {
  const x = w.state.players[p];
  if (x !== undefined) setPlayer(w, p, { out: x.out, outReason: x.outReason, handAside: true });
  w.emit({ type: "guardian-battle", player: p, attacker: guardianOf(w.state, p), target, rule: "G-GBTL-1" });
  for (let i = 0; i < ATTACK_DRAW; i++) {
    if (zoneCards(w.state, p, "attack").length === 0) reshuffleAttackDeck(w, p);
    const top = zoneCards(w.state, p, "attack")[0];
    if (top === undefined) break;
    move(w, top, zoneId(p, "drawn"), "bottom");
  }
  w.set("decision", { kind: "choose-attack", player: p, target });
}

/**
 * Resolves a Guardian battle with the Attack Card chosen: its damage, its effects, then the
 * Guardian's own on-attack abilities, then the attacked Guardian's on-attacked abilities.
 *
 * Implements G-GBTL-1, G-ATKC-1, G-ATKC-4, G-ENG-11.
 */
function finishGuardianBattle(w: Work, p: PlayerId, target: string, card: string, chosen: string | null): void {
  const g = guardianOf(w.state, p);
  const gd = defOf(w.state, g);
  const ac = defOf(w.state, card);
  if (gd.kind !== "guardian" || ac.kind !== "attack") return;
  const q = ownerOf(w.state, target);
  const full = guardianDamage(gd, ac, w.state.options);
  const prevented = preventedOn(w.state, q);
  const dmg = full - prevented;
  // The parts of the total, for the play-by-play: Base Damage, then Type Damage (G-ATKC-2, G-ATKC-3).
  // The card is named for the zones to judge: it is still among the drawn ones, which only their
  // owner sees, and stays there when the step pauses for a roll before it is discarded.
  w.emit({ type: "attack-card-chosen", player: p, card, base: ac.baseDamage, typeDamage: full - ac.baseDamage, prevented, damage: dmg > 0 ? dmg : 0, rule: "G-ATKC-1" }, [card]);
  dealDamage(w, target, dmg, g);
  runEffects(w, ac.effects, { controller: p, self: g, attackTarget: target, chosen, defender: q });
  // The Guardian's own on-attack abilities act after the Attack Card's effects, which are the
  // attack itself ("your Guardian gains ATK and Abilities because of that card"), and before the
  // target's on-attacked abilities, as a creature's do (G-ENG-11).
  for (const ab of gd.abilities) {
    if (ab.trigger === "on-attack") runEffects(w, ab.effects, { controller: p, self: g, attackTarget: target, chosen: null, defender: q });
  }
  const td = defOf(w.state, target);
  if (td.kind === "guardian" && !fatal(w, target)) {
    for (const ab of td.abilities) {
      if (ab.trigger === "on-attacked") runEffects(w, ab.effects, { controller: q, self: target, attackTarget: g, chosen: null, defender: p });
    }
  }
  move(w, card, zoneId(p, "discard"));
  const bottom = w.state.options.unselectedAttackCards === "bottom-of-attack-deck";
  for (const other of zoneCards(w.state, p, "drawn").slice()) move(w, other, zoneId(p, bottom ? "attack" : "discard"), bottom ? "bottom" : "top");
  const x = w.state.players[p];
  if (x !== undefined) setPlayer(w, p, { out: x.out, outReason: x.outReason, handAside: false });
  setTurn(w, { guardianBattled: true, phaseGuardianBattled: true });
  w.set("decision", pending("battle", p));
}
