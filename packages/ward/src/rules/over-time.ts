import type { PlayerId } from "@rulesmith/core";
import { applyDamage, applyHealing } from "./hp.js";

/**
 * A damage-over-time (DOT) or healing-over-time (HOT) effect on a creature: `amount` HP per
 * tick, `ticksLeft` ticks to go, applied by `applier` from the card `source`, ticking at the end
 * of `combatOf`'s Combat Phases: the player whose Combat Phase it was applied in, or the
 * applier when it was applied outside combat (W-11.1-1, W-AMB-32).
 *
 * @example
 * ```ts
 * import type { OverTimeEffect } from "@rulesmith/ward";
 * const dot: OverTimeEffect = { kind: "dot", amount: 10, ticksLeft: 2, applier: 0, combatOf: 0, source: "grizzly-bear" };
 * ```
 */
export interface OverTimeEffect {
  /** `"dot"` for damage, `"hot"` for healing. */
  readonly kind: "dot" | "hot";
  /** HP per tick. */
  readonly amount: number;
  /** Ticks to go. */
  readonly ticksLeft: number;
  /** The player whose effect applied it (whether its damage is "own" or "opponent" damage, W-17.6-1). */
  readonly applier: PlayerId;
  /** The player whose Combat Phase ends are the ticks (W-11.1-1, W-AMB-32). */
  readonly combatOf: PlayerId;
  /** The card that applied it. */
  readonly source: string;
}

/**
 * Whether a new DOT may be put on a creature: DOTs cannot stack, so while a DOT is active on it
 * no other DOT can be applied. By default any active DOT blocks (W-AMB-31); with
 * `"same-source"` only one from the same card does. HOTs never block.
 *
 * Implements W-11.3-1, W-11.3.1-1, W-AMB-31.
 *
 * @param active - The over-time effects on the creature now.
 * @param source - The card that would apply the new DOT.
 * @param scope - `"any"` (default) or `"same-source"`.
 * @returns `true` when the DOT may be applied.
 * @example
 * ```ts
 * import { canApplyDot } from "@rulesmith/ward";
 * canApplyDot([{ kind: "dot", amount: 10, ticksLeft: 1, applier: 0, combatOf: 0, source: "grizzly-bear" }], "grizzly-bear"); // false
 * ```
 */
export function canApplyDot(active: readonly OverTimeEffect[], source: string, scope: "any" | "same-source" = "any"): boolean {
  for (const e of active) {
    if (e.kind !== "dot" || e.ticksLeft <= 0) continue;
    if (scope === "any" || e.source === source) return false;
  }
  return true;
}

/**
 * What one tick of over-time effects did to a creature.
 *
 * @example
 * ```ts
 * import type { OverTimeTick } from "@rulesmith/ward";
 * const t: OverTimeTick = { hp: 30, effects: [], damage: 10, healing: 0 };
 * ```
 */
export interface OverTimeTick {
  /** The creature's HP after the tick. */
  readonly hp: number;
  /** The effects still running. */
  readonly effects: readonly OverTimeEffect[];
  /** Damage dealt by DOTs in this tick. */
  readonly damage: number;
  /** HP healed by HOTs in this tick. */
  readonly healing: number;
}

/**
 * Ticks the over-time effects of one creature at the end of `player`'s Combat Phase: each
 * effect that ticks in that player's Combat Phases (`combatOf`) deals or heals its amount once (HP never below 0, healing never
 * above `maxHp`) and loses a tick; effects with no ticks left are dropped. Effects applied by
 * the other player's Combat Phases wait for it. Immune creatures are handled by the caller (pass
 * `immuneToDot`, or a function of the effect when immunity depends on who applied it).
 *
 * Implements W-11.1-1, W-11.2-1, W-11.3.2-1, W-18.16-1, W-18.22-1, W-17.2-1, W-18.18-1, W-AMB-32.
 *
 * @param hp - The creature's current HP.
 * @param maxHp - Its healing cap (printed HP unless raised).
 * @param effects - Its over-time effects, oldest first.
 * @param player - The player whose Combat Phase just ended.
 * @param immuneToDot - Whether DOT damage is prevented now (e.g. Ghost Form), for all of them or
 *   per effect; the tick is still used up.
 * @returns The new HP, the effects left, and the damage and healing done.
 * @example
 * ```ts
 * import { tickOverTime } from "@rulesmith/ward";
 * const dot = { kind: "dot", amount: 10, ticksLeft: 2, applier: 0, combatOf: 0, source: "grizzly-bear" } as const;
 * tickOverTime(40, 40, [dot], 0); // { hp: 30, effects: [{ ticksLeft: 1, ... }], damage: 10, healing: 0 }
 * ```
 */
export function tickOverTime(
  hp: number,
  maxHp: number,
  effects: readonly OverTimeEffect[],
  player: PlayerId,
  immuneToDot: boolean | ((effect: OverTimeEffect) => boolean) = false,
): OverTimeTick {
  let now = hp;
  let damage = 0;
  let healing = 0;
  const left: OverTimeEffect[] = [];
  for (const e of effects) {
    if (e.combatOf !== player || e.ticksLeft <= 0) {
      if (e.ticksLeft > 0) left.push(e);
      continue;
    }
    if (e.kind === "dot") {
      if (!(typeof immuneToDot === "function" ? immuneToDot(e) : immuneToDot)) {
        const after = applyDamage(now, e.amount);
        damage += now - after;
        now = after;
      }
    } else {
      const after = applyHealing(now, e.amount, maxHp);
      healing += after - now;
      now = after;
    }
    if (e.ticksLeft > 1) left.push({ kind: e.kind, amount: e.amount, ticksLeft: e.ticksLeft - 1, applier: e.applier, combatOf: e.combatOf, source: e.source });
  }
  return { hp: now, effects: left, damage, healing };
}
