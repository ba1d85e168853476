// Running card effects and removing what took fatal damage, inside a transition.
import type { PlayerId } from "@rulesmith/core";
import { cardWords, defOf, guardianOf, hpOf, livingPlayers, nextLiving, opponentsOf, ownerOf, statusOf, unitIn, unitOf, zoneCards, type Board } from "./board.js";
import { applyCondition, NO_CONDITIONS, poisonPurpose, type Conditions } from "../rules/conditions.js";
import { healDamage, takeDamage } from "../rules/damage.js";
import { dropUnit, move, setPlayer, setTurn, setUnit, takeWounded, withUnit, type Work } from "./work.js";
import type { Effect, EffectTarget } from "../cards/effects.js";
import type { PlayerOutEvent } from "./events.js";
import { zoneId, type TurnPhase } from "./state.js";

/**
 * Who an effect belongs to and what it can point at.
 *
 * @internal
 * @example
 * ```ts
 * const src: EffectSource = { controller: 0, self: "c3", attackTarget: "c40", chosen: null, defender: 1 };
 * ```
 */
export interface EffectSource {
  readonly controller: PlayerId;
  readonly self: string | null;
  readonly attackTarget: string | null;
  readonly chosen: string | null;
  /** The player attacked, if the effect comes with an attack. */
  readonly defender: PlayerId | null;
}

const GROUNDED_ONLY: Conditions = { ...NO_CONDITIONS, grounded: true };

/**
 * Whether the effects of one run depend on which opponent they act on (`opponent-guardian`,
 * `all-opponent-creatures`), so that outside an attack, with two or more opponents, their
 * controller chooses one (G-AMB-3). An effect that would do the same whichever opponent is
 * chosen asks nothing: only `damage` and `heal` act on a Guardian (the card format refuses the
 * others there), and "all opposing creatures" matters only while some opponent has one.
 *
 * Implements G-AMB-3.
 *
 * @param b - The board.
 * @param controller - The player whose effects they are.
 * @param effects - The effects of one ability or Quest reward.
 * @returns `true` when the choice of opponent changes what they do.
 * @internal
 * @example
 * ```ts
 * asksOpponent(state, 0, [{ kind: "damage", amount: 2, target: "opponent-guardian" }]); // true
 * ```
 */
export function asksOpponent(b: Board, controller: PlayerId, effects: readonly Effect[]): boolean {
  let foesHaveCreatures: boolean | undefined;
  for (const e of effects) {
    if (!("target" in e)) continue;
    if (e.target === "opponent-guardian" && (e.kind === "damage" || e.kind === "heal")) return true;
    if (e.target === "all-opponent-creatures") {
      foesHaveCreatures ??= opponentsOf(b, controller).some((q) => zoneCards(b, q, "field").length > 0);
      if (foesHaveCreatures) return true;
    }
  }
  return false;
}

/**
 * Whether effects act on "a creature" (`chosen-creature`), which somebody must choose: the
 * action's target for an activated ability or an Attack Card, else a `choose-creature` decision
 * of their controller (G-ENG-9).
 *
 * Implements G-ENG-9.
 *
 * @param effects - The effects of one ability or Quest reward.
 * @returns `true` when one of them acts on the chosen creature.
 * @internal
 * @example
 * ```ts
 * needsCreature([{ kind: "heal", amount: 2, target: "chosen-creature" }]); // true
 * ```
 */
export function needsCreature(effects: readonly Effect[]): boolean {
  for (const e of effects) if ("target" in e && e.target === "chosen-creature") return true;
  return false;
}

function inPlay(w: Work, id: string | null): id is string {
  return id !== null && unitIn(w.state, id) !== undefined;
}

function targetsOf(w: Work, t: EffectTarget, src: EffectSource): string[] {
  switch (t) {
    case "self":
      return inPlay(w, src.self) ? [src.self] : [];
    case "attack-target":
      return inPlay(w, src.attackTarget) ? [src.attackTarget] : [];
    case "chosen-creature":
      return inPlay(w, src.chosen) ? [src.chosen] : [];
    case "all-opponent-creatures": {
      const out: string[] = [];
      const foes = src.defender !== null ? [src.defender] : opponentsOf(w.state, src.controller);
      for (const q of foes) for (const id of zoneCards(w.state, q, "field")) out.push(id);
      return out;
    }
    case "all-own-creatures":
      return zoneCards(w.state, src.controller, "field").slice();
    case "own-guardian":
      return [guardianOf(w.state, src.controller)];
    case "opponent-guardian": {
      const q = src.defender ?? nextLiving(w.state, src.controller);
      return q === src.controller ? [] : [guardianOf(w.state, q)];
    }
    default: {
      const never: never = t;
      return never;
    }
  }
}

/**
 * Deals damage to a card in play, with its event; nothing for 0 or less.
 *
 * Implements G-WIN-2, G-MIN-8.
 *
 * @param w - The working copy.
 * @param id - The card.
 * @param amount - The damage.
 * @param source - What dealt it (a card id or a word).
 * @internal
 * @example
 * ```ts
 * dealDamage(w, "c40", 3, "c3");
 * ```
 */
export function dealDamage(w: Work, id: string, amount: number, source: string): void {
  if (amount <= 0 || unitIn(w.state, id) === undefined) return;
  const u = unitOf(w.state, id);
  const damage = takeDamage({ hp: hpOf(defOf(w.state, id)), damage: u.damage }, amount);
  setUnit(w, id, withUnit(u, { damage }));
  w.emit({ type: "damage", card: id, amount, damage, source });
}

function heal(w: Work, id: string, amount: number): void {
  const u = unitOf(w.state, id);
  const damage = healDamage({ hp: hpOf(defOf(w.state, id)), damage: u.damage }, amount);
  if (damage === u.damage) return;
  setUnit(w, id, withUnit(u, { damage }));
  w.emit({ type: "healed", card: id, amount: u.damage - damage, damage });
}

/** Puts a Special Condition on a card in play (Poison rolls its d6 through the chance source). */
function inflict(w: Work, id: string, condition: Extract<Effect, { kind: "inflict-condition" }>, roller: PlayerId): void {
  const def = defOf(w.state, id);
  if (def.kind !== "minion" && def.kind !== "king" && def.kind !== "guardian") return;
  const status = statusOf(w.state, id);
  if (status.kind === "guardian") {
    w.emit({ type: "condition-ignored", card: id, condition: condition.condition, rule: "G-CATCH-6" });
    return;
  }
  const app =
    condition.condition === "poisoned"
      ? ({ condition: "poisoned", die: w.chance.die(6, poisonPurpose(cardWords(w.state, id, roller)), roller), owner: ownerOf(w.state, id), clock: w.state.clock } as const)
      : { condition: condition.condition };
  const r = applyCondition(status, app, w.state.options);
  if (!r.ok || !r.value.applied) return;
  setUnit(w, id, withUnit(unitOf(w.state, id), { conditions: r.value.status.conditions }));
  w.emit({ type: "condition", card: id, condition: condition.condition });
}

/**
 * Runs a list of card effects in order.
 *
 * Implements G-GOLD-1, G-GOLD-2, G-ATKC-4, G-QUEST-2, G-COND-1 (curing removes every Special
 * Condition, Flying included).
 *
 * @param w - The working copy.
 * @param effects - The effects.
 * @param src - Who they belong to and what they can point at.
 * @internal
 * @example
 * ```ts
 * runEffects(w, [{ kind: "draw", count: 1 }], { controller: 0, self: null, attackTarget: null, chosen: null, defender: null });
 * ```
 */
export function runEffects(w: Work, effects: readonly Effect[], src: EffectSource): void {
  for (const e of effects) {
    switch (e.kind) {
      case "inflict-condition":
        for (const id of targetsOf(w, e.target, src)) if (!fatal(w, id)) inflict(w, id, e, src.controller);
        break;
      case "cure-conditions":
        // Flying is one of the eight Special Conditions (G-COND-1), so it goes too; the grounded
        // mark is not a condition and lasts "for the rest of the duel" (G-CATCH-5).
        for (const id of targetsOf(w, e.target, src)) {
          const u = unitOf(w.state, id);
          const cured: Conditions = u.conditions.grounded ? GROUNDED_ONLY : NO_CONDITIONS;
          setUnit(w, id, withUnit(u, { conditions: cured }));
          w.emit({ type: "cured", card: id, rule: "G-COND-1" });
        }
        break;
      case "damage":
        for (const id of targetsOf(w, e.target, src)) dealDamage(w, id, e.amount, src.self ?? "effect");
        break;
      case "heal":
        for (const id of targetsOf(w, e.target, src)) if (!fatal(w, id)) heal(w, id, e.amount);
        break;
      case "draw":
        drawForEffect(w, src.controller, e.count);
        break;
      case "modify-atk":
        for (const id of targetsOf(w, e.target, src)) {
          const def = defOf(w.state, id);
          if (def.kind !== "minion" && def.kind !== "king") continue;
          const u = unitOf(w.state, id);
          setUnit(w, id, withUnit(u, { atkMod: u.atkMod + e.amount }));
          w.emit({ type: "atk-changed", card: id, amount: e.amount });
        }
        break;
      case "prevent-damage":
        // Standing only: the card schema refuses it outside a static ability or a Barrier, and
        // its shield is read when attacks resolve (preventedOn).
        break;
      case "extra-phases": {
        const extra: TurnPhase[] = e.phases.map((p) => (p === "battle" ? "extra-battle" : "extra-action"));
        setTurn(w, { remaining: [...extra, ...w.state.turn.remaining] });
        w.emit({ type: "extra-phases", phases: e.phases.slice(), rule: "G-GOLD-2" });
        break;
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  }
}

function drawForEffect(w: Work, p: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = zoneCards(w.state, p, "deck")[0];
    if (top === undefined) return;
    move(w, top, zoneId(p, "hand"));
  }
}

/**
 * Whether a card in play carries fatal damage (damage at least its HP).
 *
 * Implements G-MIN-9, G-KING-6, G-BAR-2, G-WIN-3.
 *
 * @param w - The working copy.
 * @param id - The card.
 * @returns `true` when fatal.
 * @internal
 * @example
 * ```ts
 * fatal(w, "c40");
 * ```
 */
export function fatal(w: Work, id: string): boolean {
  const u = unitIn(w.state, id);
  if (u === undefined) return false;
  const def = defOf(w.state, id);
  return def.kind !== "quest" && u.damage >= hpOf(def);
}

/** Moves a card in play to its owner's Discard Pile (damage and conditions are cleared). */
function destroy(w: Work, id: string): void {
  const owner = ownerOf(w.state, id);
  const def = defOf(w.state, id);
  dropUnit(w, id);
  move(w, id, zoneId(owner, "discard"));
  w.emit({ type: "destroyed", card: id, owner });
  const active = w.state.clock.active;
  if ((def.kind === "minion" || def.kind === "king") && owner !== active) setTurn(w, { defeated: w.state.turn.defeated + 1 });
}

/**
 * Puts a player out of the game; their cards stay where they are, out of play.
 *
 * Implements G-WIN-3, G-WIN-4, G-AMB-3.
 *
 * @param w - The working copy.
 * @param p - The player.
 * @param reason - Why, for people.
 * @param rule - The rule ID.
 * @internal
 * @example
 * ```ts
 * eliminate(w, 1, "it could not draw a card", "G-WIN-4");
 * ```
 */
export function eliminate(w: Work, p: PlayerId, reason: string, rule: PlayerOutEvent["rule"]): void {
  const x = w.state.players[p];
  if (x === undefined || x.out) return;
  setPlayer(w, p, { out: true, outReason: reason, handAside: false });
  w.emit({ type: "player-out", player: p, reason, rule });
}

/**
 * Removes every card with fatal damage: Guardians first (their players are out at once,
 * G-WIN-3, G-AMB-40), then Minions, Kings and Barriers to the Discard Pile (G-MIN-9, G-KING-6,
 * G-BAR-2); then decides the outcome.
 *
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * sweep(w);
 * ```
 */
export function sweep(w: Work): void {
  if (!takeWounded(w)) {
    settle(w);
    return;
  }
  for (const p of livingPlayers(w.state)) {
    const g = guardianOf(w.state, p);
    if (fatal(w, g)) eliminate(w, p, "its Guardian took fatal damage", "G-WIN-3");
  }
  for (let p = 0; p < w.state.players.length; p++) {
    for (const zone of ["field", "row"] as const) {
      for (const id of zoneCards(w.state, p, zone)) if (fatal(w, id)) destroy(w, id);
    }
  }
  settle(w);
}

/**
 * Sets the outcome when at most one player remains.
 *
 * Implements G-WIN-5, G-AMB-40.
 *
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * settle(w);
 * ```
 */
export function settle(w: Work): void {
  if (w.state.outcome !== null) return;
  const living = livingPlayers(w.state);
  if (living.length > 1) return;
  const losers: number[] = [];
  for (let p = 0; p < w.state.players.length; p++) if (!living.includes(p)) losers.push(p);
  if (living.length === 1) {
    const winner = living[0] ?? 0;
    end(w, [winner], losers, `player ${winner} is the last player standing`, "G-WIN-5");
    return;
  }
  if (w.state.options.simultaneousDefeat === "active-player-wins") {
    const winner = w.state.clock.active;
    end(w, [winner], losers.filter((p) => p !== winner), "every remaining player was defeated at once; the active player wins", "G-AMB-40");
  } else {
    end(w, [], losers, "every remaining player was defeated at once: a draw", "G-AMB-40");
  }
}

/**
 * Ends the match with its outcome (the kit adds the `game-over` event).
 *
 * @param w - The working copy.
 * @param winners - The winners.
 * @param losers - The losers.
 * @param reason - Why, for people.
 * @param rule - The rule ID.
 * @internal
 * @example
 * ```ts
 * end(w, [0], [1], "player 0 is the last player standing", "G-WIN-5");
 * ```
 */
export function end(w: Work, winners: number[], losers: number[], reason: string, rule: string): void {
  w.set("outcome", { winners, losers, reason, rule });
  w.set("decision", null);
}
