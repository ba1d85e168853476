/**
 * What decides who rolls first in a battle: the creature's effective Speed and whether an
 * effect makes it battle first (Backstab).
 *
 * @example
 * ```ts
 * import type { SpeedEntry } from "@rulesmith/ward";
 * const e: SpeedEntry = { speed: 5, battleFirst: false };
 * ```
 */
export interface SpeedEntry {
  /** Effective Speed. */
  readonly speed: number;
  /** Whether an effect makes it battle first. */
  readonly battleFirst: boolean;
}

/**
 * Who rolls first in a battle between creature `a` and creature `b`, before any die: a creature
 * made to battle first goes first; otherwise the higher Speed goes first. When both or neither
 * are made to battle first and the Speeds are equal, the answer is `"roll-off"`: each player
 * rolls one die, for this battle only (see {@link rollOffWinner}). Two "battle first" effects
 * against each other are an ambiguous order, settled by a roll-off (W-AMB-20).
 *
 * Implements W-QS.7-1, W-QS.7-2, W-5.2.1.8-1, W-10.2-2, W-18.17-1, W-AMB-20.
 *
 * @param a - The first creature's Speed entry.
 * @param b - The second creature's Speed entry.
 * @returns `"a"`, `"b"` or `"roll-off"`.
 * @example
 * ```ts
 * import { speedOrder } from "@rulesmith/ward";
 * speedOrder({ speed: 5, battleFirst: false }, { speed: 3, battleFirst: false }); // "a"
 * speedOrder({ speed: 2, battleFirst: true }, { speed: 9, battleFirst: false });  // "a"
 * speedOrder({ speed: 4, battleFirst: false }, { speed: 4, battleFirst: false }); // "roll-off"
 * ```
 */
export function speedOrder(a: SpeedEntry, b: SpeedEntry): "a" | "b" | "roll-off" {
  if (a.battleFirst !== b.battleFirst) return a.battleFirst ? "a" : "b";
  if (a.battleFirst) return "roll-off";
  if (a.speed > b.speed) return "a";
  if (b.speed > a.speed) return "b";
  return "roll-off";
}

/**
 * Reads one round of a Speed roll-off: the higher die goes first; equal dice are rolled again
 * (W-AMB-19).
 *
 * Implements W-QS.7-2, W-10.2-2, W-AMB-19.
 *
 * @param faceA - The die of `a`'s player.
 * @param faceB - The die of `b`'s player.
 * @returns `"a"`, `"b"` or `"reroll"`.
 * @example
 * ```ts
 * import { rollOffWinner } from "@rulesmith/ward";
 * rollOffWinner(5, 2); // "a"
 * rollOffWinner(3, 3); // "reroll"
 * ```
 */
export function rollOffWinner(faceA: number, faceB: number): "a" | "b" | "reroll" {
  if (faceA > faceB) return "a";
  if (faceB > faceA) return "b";
  return "reroll";
}

/**
 * Who rolls first in a battle, given the Speed entries and the roll-off rounds already rolled
 * (used only on a tie; rounds after the deciding one are ignored).
 *
 * Implements W-QS.7-1, W-QS.7-2, W-10.2-2, W-AMB-19, W-AMB-20.
 *
 * @param a - The first creature.
 * @param b - The second creature.
 * @param rollOffs - Pairs of dice `[a's die, b's die]` in the order rolled.
 * @returns `"a"` or `"b"`, or `"undecided"` when a roll-off is needed and the rounds given do
 *   not settle it yet (roll another pair).
 * @example
 * ```ts
 * import { battleOrder } from "@rulesmith/ward";
 * const tie = { speed: 4, battleFirst: false };
 * battleOrder(tie, tie, [[3, 3], [2, 6]]); // "b"
 * battleOrder(tie, tie, []);              // "undecided"
 * ```
 */
export function battleOrder(a: SpeedEntry, b: SpeedEntry, rollOffs: readonly (readonly [number, number])[]): "a" | "b" | "undecided" {
  const order = speedOrder(a, b);
  if (order !== "roll-off") return order;
  for (const [fa, fb] of rollOffs) {
    const w = rollOffWinner(fa, fb);
    if (w !== "reroll") return w;
  }
  return "undecided";
}
