// Running card effects and removing what took fatal damage, inside a transition.
import type { PlayerId } from "@rulesmith/core";
import { defOf, guardianOf, hpOf, livingPlayers, nextLiving, opponentsOf, ownerOf, statusOf, unitOf, zoneCards } from "./board.js";
import { applyCondition, NO_CONDITIONS, type Conditions } from "./conditions.js";
import { healDamage, takeDamage } from "./damage.js";
import type { Draft } from "./draft.js";
import { withUnit } from "./draft.js";
import type { Effect, EffectTarget } from "./effects.js";
import type { TurnPhase } from "./state.js";

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

function inPlay(d: Draft, id: string | null): id is string {
  return id !== null && d.units[id] !== undefined;
}

function targetsOf(d: Draft, t: EffectTarget, src: EffectSource): string[] {
  switch (t) {
    case "self":
      return inPlay(d, src.self) ? [src.self] : [];
    case "attack-target":
      return inPlay(d, src.attackTarget) ? [src.attackTarget] : [];
    case "chosen-creature":
      return inPlay(d, src.chosen) ? [src.chosen] : [];
    case "all-opponent-creatures": {
      const out: string[] = [];
      const foes = src.defender !== null ? [src.defender] : opponentsOf(d, src.controller);
      for (const q of foes) for (const id of zoneCards(d, q, "field")) out.push(id);
      return out;
    }
    case "all-own-creatures":
      return zoneCards(d, src.controller, "field").slice();
    case "own-guardian":
      return [guardianOf(d, src.controller)];
    case "opponent-guardian": {
      const q = src.defender ?? nextLiving(d, src.controller);
      return q === src.controller ? [] : [guardianOf(d, q)];
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
 * @param d - The draft.
 * @param id - The card.
 * @param amount - The damage.
 * @param source - What dealt it (a card id or a word).
 * @internal
 * @example
 * ```ts
 * dealDamage(d, "c40", 3, "c3");
 * ```
 */
export function dealDamage(d: Draft, id: string, amount: number, source: string): void {
  if (amount <= 0 || d.units[id] === undefined) return;
  const u = unitOf(d, id);
  const damage = takeDamage({ hp: hpOf(defOf(d, id)), damage: u.damage }, amount);
  d.setUnit(id, withUnit(u, { damage }));
  d.emit({ type: "damage", card: id, amount, damage, source });
}

function heal(d: Draft, id: string, amount: number): void {
  const u = unitOf(d, id);
  const damage = healDamage({ hp: hpOf(defOf(d, id)), damage: u.damage }, amount);
  if (damage === u.damage) return;
  d.setUnit(id, withUnit(u, { damage }));
  d.emit({ type: "healed", card: id, amount: u.damage - damage, damage });
}

/** Puts a Special Condition on a card in play (Poison rolls its d6 through the chance source). */
function inflict(d: Draft, id: string, condition: Extract<Effect, { kind: "inflict-condition" }>, roller: PlayerId): void {
  const def = defOf(d, id);
  if (def.kind !== "minion" && def.kind !== "king" && def.kind !== "guardian") return;
  const status = statusOf(d, id);
  if (status.kind === "guardian") {
    d.emit({ type: "condition-ignored", card: id, condition: condition.condition, rule: "G-CATCH-6" });
    return;
  }
  const app =
    condition.condition === "poisoned"
      ? ({ condition: "poisoned", die: d.ctx.chance.die(6, "poison duration", roller) } as const)
      : { condition: condition.condition };
  const r = applyCondition(status, app, d.options);
  if (!r.ok || !r.value.applied) return;
  d.setUnit(id, withUnit(unitOf(d, id), { conditions: r.value.status.conditions }));
  d.emit({ type: "condition", card: id, condition: condition.condition });
}

/**
 * Runs a list of card effects in order.
 *
 * Implements G-GOLD-1, G-GOLD-2, G-ATKC-4, G-QUEST-2.
 *
 * @param d - The draft.
 * @param effects - The effects.
 * @param src - Who they belong to and what they can point at.
 * @internal
 * @example
 * ```ts
 * runEffects(d, [{ kind: "draw", count: 1 }], { controller: 0, self: null, attackTarget: null, chosen: null, defender: null });
 * ```
 */
export function runEffects(d: Draft, effects: readonly Effect[], src: EffectSource): void {
  for (const e of effects) {
    switch (e.kind) {
      case "inflict-condition":
        for (const id of targetsOf(d, e.target, src)) if (!fatal(d, id)) inflict(d, id, e, src.controller);
        break;
      case "cure-conditions":
        for (const id of targetsOf(d, e.target, src)) {
          const u = unitOf(d, id);
          const c = u.conditions;
          const cured: Conditions = { ...NO_CONDITIONS, flying: c.flying, grounded: c.grounded };
          d.setUnit(id, withUnit(u, { conditions: cured }));
          d.emit({ type: "cured", card: id });
        }
        break;
      case "damage":
        for (const id of targetsOf(d, e.target, src)) dealDamage(d, id, e.amount, src.self ?? "effect");
        break;
      case "heal":
        for (const id of targetsOf(d, e.target, src)) if (!fatal(d, id)) heal(d, id, e.amount);
        break;
      case "draw":
        drawForEffect(d, src.controller, e.count);
        break;
      case "modify-atk":
        for (const id of targetsOf(d, e.target, src)) {
          const def = defOf(d, id);
          if (def.kind !== "minion" && def.kind !== "king") continue;
          const u = unitOf(d, id);
          d.setUnit(id, withUnit(u, { atkMod: u.atkMod + e.amount }));
          d.emit({ type: "atk-changed", card: id, amount: e.amount });
        }
        break;
      case "prevent-damage":
        // A Barrier's standing shield, read when attacks resolve (preventedOn).
        break;
      case "extra-phases": {
        const extra: TurnPhase[] = e.phases.map((p) => (p === "battle" ? "extra-battle" : "extra-action"));
        d.setTurn({ remaining: [...extra, ...d.turn.remaining] });
        d.emit({ type: "extra-phases", phases: e.phases.slice(), rule: "G-GOLD-2" });
        break;
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  }
}

function drawForEffect(d: Draft, p: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = zoneCards(d, p, "deck")[0];
    if (top === undefined) return;
    d.move(top, d.zone(p, "hand"));
  }
}

/**
 * Whether a card in play carries fatal damage (damage at least its HP).
 *
 * Implements G-MIN-9, G-KING-6, G-BAR-2, G-WIN-3.
 *
 * @param d - The draft.
 * @param id - The card.
 * @returns `true` when fatal.
 * @internal
 * @example
 * ```ts
 * fatal(d, "c40");
 * ```
 */
export function fatal(d: Draft, id: string): boolean {
  const u = d.units[id];
  if (u === undefined) return false;
  const def = defOf(d, id);
  return def.kind !== "quest" && u.damage >= hpOf(def);
}

/** Moves a card in play to its owner's Discard Pile (damage and conditions are cleared). */
function destroy(d: Draft, id: string): void {
  const owner = ownerOf(d, id);
  const def = defOf(d, id);
  d.dropUnit(id);
  d.move(id, d.zone(owner, "discard"));
  d.emit({ type: "destroyed", card: id, owner });
  const active = d.clock.active;
  if ((def.kind === "minion" || def.kind === "king") && owner !== active) d.setTurn({ defeated: d.turn.defeated + 1 });
}

/**
 * Puts a player out of the game; their cards stay where they are, out of play.
 *
 * Implements G-WIN-3, G-WIN-4, G-AMB-3.
 *
 * @param d - The draft.
 * @param p - The player.
 * @param reason - Why, for people.
 * @param rule - The rule ID.
 * @internal
 * @example
 * ```ts
 * eliminate(d, 1, "it could not draw a card", "G-WIN-4");
 * ```
 */
export function eliminate(d: Draft, p: PlayerId, reason: string, rule: string): void {
  const x = d.players[p];
  if (x === undefined || x.out) return;
  d.setPlayer(p, { out: true, outReason: reason, handAside: false });
  d.emit({ type: "player-out", player: p, reason, rule });
}

/**
 * Removes every card with fatal damage: Guardians first (their players are out at once,
 * G-WIN-3, G-AMB-40), then Minions, Kings and Barriers to the Discard Pile (G-MIN-9, G-KING-6,
 * G-BAR-2); then decides the outcome.
 *
 * @param d - The draft.
 * @internal
 * @example
 * ```ts
 * sweep(d);
 * ```
 */
export function sweep(d: Draft): void {
  for (const p of livingPlayers(d)) {
    const g = guardianOf(d, p);
    if (fatal(d, g)) eliminate(d, p, "its Guardian took fatal damage", "G-WIN-3");
  }
  for (let p = 0; p < d.players.length; p++) {
    for (const zone of ["field", "row"] as const) {
      for (const id of zoneCards(d, p, zone)) if (fatal(d, id)) destroy(d, id);
    }
  }
  settle(d);
}

/**
 * Sets the outcome when at most one player remains.
 *
 * Implements G-WIN-5, G-AMB-40.
 *
 * @param d - The draft.
 * @internal
 * @example
 * ```ts
 * settle(d);
 * ```
 */
export function settle(d: Draft): void {
  if (d.outcome !== null) return;
  const living = livingPlayers(d);
  if (living.length > 1) return;
  const losers: number[] = [];
  for (let p = 0; p < d.players.length; p++) if (!living.includes(p)) losers.push(p);
  if (living.length === 1) {
    const w = living[0] ?? 0;
    end(d, [w], losers, `player ${w} is the last player standing`, "G-WIN-5");
    return;
  }
  if (d.options.simultaneousDefeat === "active-player-wins") {
    const w = d.clock.active;
    end(d, [w], losers.filter((p) => p !== w), "every remaining player was defeated at once; the active player wins", "G-AMB-40");
  } else {
    end(d, [], losers, "every remaining player was defeated at once: a draw", "G-AMB-40");
  }
}

/**
 * Ends the match with its outcome and a game-over event.
 *
 * @param d - The draft.
 * @param winners - The winners.
 * @param losers - The losers.
 * @param reason - Why, for people.
 * @param rule - The rule ID.
 * @internal
 * @example
 * ```ts
 * end(d, [0], [1], "player 0 is the last player standing", "G-WIN-5");
 * ```
 */
export function end(d: Draft, winners: number[], losers: number[], reason: string, rule: string): void {
  d.outcome = { winners, losers, reason, rule };
  d.decision = null;
  d.emit({ type: "game-over", winners, losers, reason, rule });
}
