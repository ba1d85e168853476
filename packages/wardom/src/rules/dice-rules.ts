/**
 * The rules that use dice: choosing the first player, Frozen Touch and Corruption. Each takes the
 * faces already rolled (seeded or physical dice), with a thin helper that rolls with a core
 * {@link Chance}.
 */
import { CoreErrorCode, err, ok, ruleError, type Chance, type PlayerId, type Result } from "@rulesmith/core";
import type { StatLine } from "./stats.js";

function d6Faces(faces: readonly number[], count: number, purpose: string, rule: string): Result<readonly number[]> {
  if (faces.length !== count) {
    return err(ruleError(CoreErrorCode.BadFaces, `The ${purpose} needs ${count} d6, got ${faces.length}.`, { rule, details: { expected: count, got: faces.length } }));
  }
  for (const f of faces) {
    if (!Number.isInteger(f) || f < 1 || f > 6) {
      return err(ruleError(CoreErrorCode.BadFaces, `${f} is not a possible face: a d6 shows 1 to 6.`, { rule, details: { face: f } }));
    }
  }
  return ok(faces);
}

/**
 * Who chooses to act first or second, from each player's two dice: the higher total chooses;
 * equal totals are rerolled.
 *
 * Implements D-FIRST-1, D-FIRST-2.
 *
 * @param first - Player 0's two faces.
 * @param second - Player 1's two faces.
 * @returns `0` or `1` (the chooser), or `"reroll"` on a tie; `chance/bad-faces` for bad faces.
 * @example
 * ```ts
 * import { firstPlayerChooser } from "@rulesmith/wardom";
 * firstPlayerChooser([4, 5], [3, 4]); // { ok: true, value: 0 }
 * firstPlayerChooser([4, 4], [2, 6]); // { ok: true, value: "reroll" }
 * ```
 */
export function firstPlayerChooser(first: readonly number[], second: readonly number[]): Result<0 | 1 | "reroll"> {
  const a = d6Faces(first, 2, "first-player roll", "D-FIRST-1");
  if (!a.ok) return a;
  const b = d6Faces(second, 2, "first-player roll", "D-FIRST-1");
  if (!b.ok) return b;
  const ta = (a.value[0] ?? 0) + (a.value[1] ?? 0);
  const tb = (b.value[0] ?? 0) + (b.value[1] ?? 0);
  return ok(ta > tb ? 0 : tb > ta ? 1 : "reroll");
}

/**
 * Rolls for the first player with a {@link Chance} until the totals differ, and returns who
 * chooses. Works with seeded and physical dice (in external mode it pauses like any roll).
 *
 * Implements D-FIRST-1, D-FIRST-2.
 *
 * @param chance - The chance source.
 * @param onTie - Called after each tied round, before the dice are rolled again, with player 0's
 *   and player 1's totals (the engine reports the tie with a `roll-tied` event, so that a table
 *   rolling real dice is told why it rolls again).
 * @returns The player who chooses to act first or second.
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * import { rollFirstPlayerChooser } from "@rulesmith/wardom";
 * const run = runWithChance({ mode: "seeded", rng: seedRng(1), supplied: [] }, (c) => rollFirstPlayerChooser(c));
 * if (run.done) console.log(run.value); // 0 — player 0 chooses
 * const tied = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[3, 4], [5, 2], [6, 6], [1, 2]] }, (c) =>
 *   rollFirstPlayerChooser(c, (totals) => console.log("tie", totals)), // tie [ 7, 7 ]
 * );
 * if (tied.done) console.log(tied.value); // 0
 * ```
 */
export function rollFirstPlayerChooser(chance: Chance, onTie?: (totals: readonly [number, number]) => void): PlayerId {
  for (;;) {
    const a = chance.roll(2, 6, "first-player roll", 0);
    const b = chance.roll(2, 6, "first-player roll", 1);
    const r = firstPlayerChooser(a, b);
    if (r.ok && r.value !== "reroll") return r.value;
    if (r.ok) onTie?.([(a[0] ?? 0) + (a[1] ?? 0), (b[0] ?? 0) + (b[1] ?? 0)]);
  }
}


/**
 * Whether a Frozen Touch roll freezes: 4, 5 or 6.
 *
 * Implements D-ST.FrozenTouch-1.
 *
 * @param face - The die face.
 * @returns `true` on 4 to 6; `chance/bad-faces` for a face outside 1..6.
 * @example
 * ```ts
 * import { frozenTouchFreezes } from "@rulesmith/wardom";
 * frozenTouchFreezes(4); // { ok: true, value: true }
 * frozenTouchFreezes(3); // { ok: true, value: false }
 * ```
 */
export function frozenTouchFreezes(face: number): Result<boolean> {
  const f = d6Faces([face], 1, "Frozen Touch roll", "D-ST.FrozenTouch-1");
  if (!f.ok) return f;
  return ok(face >= 4);
}

/**
 * Rolls Frozen Touch with a {@link Chance}.
 *
 * Implements D-ST.FrozenTouch-1.
 *
 * @param chance - The chance source.
 * @param player - The Frozen Touch Unit's controller, who rolls.
 * @returns Whether the roll freezes.
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * import { rollFrozenTouch } from "@rulesmith/wardom";
 * runWithChance({ mode: "external", rng: seedRng(1), supplied: [[5]] }, (c) => rollFrozenTouch(c, 0)); // { done: true, value: true, ... }
 * ```
 */
export function rollFrozenTouch(chance: Chance, player: PlayerId): boolean {
  return chance.die(6, "Frozen Touch", player) >= 4;
}

/**
 * A Corruption Unit's stats for this battle from its two d6: the first die is its Combat, the
 * second its Support.
 *
 * Implements D-ST.Corruption-1, D-AMB-28.
 *
 * @param faces - The two faces.
 * @returns The battle stats; `chance/bad-faces` for bad faces.
 * @example
 * ```ts
 * import { corruptionStats } from "@rulesmith/wardom";
 * corruptionStats([2, 6]); // { ok: true, value: { combat: 2, support: 6 } }
 * ```
 */
export function corruptionStats(faces: readonly number[]): Result<StatLine> {
  const f = d6Faces(faces, 2, "Corruption roll", "D-ST.Corruption-1");
  if (!f.ok) return f;
  return ok({ combat: f.value[0] ?? 1, support: f.value[1] ?? 1 });
}

/**
 * Rolls Corruption with a {@link Chance}.
 *
 * Implements D-ST.Corruption-1, D-AMB-28.
 *
 * @param chance - The chance source.
 * @param player - The Corruption Unit's controller, who rolls.
 * @returns The battle stats.
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * import { rollCorruption } from "@rulesmith/wardom";
 * runWithChance({ mode: "external", rng: seedRng(1), supplied: [[2, 6]] }, (c) => rollCorruption(c, 1)); // { done: true, value: { combat: 2, support: 6 }, ... }
 * ```
 */
export function rollCorruption(chance: Chance, player: PlayerId): StatLine {
  const faces = chance.roll(2, 6, "Corruption (first die Combat, second die Support)", player, "each");
  return { combat: faces[0] ?? 1, support: faces[1] ?? 1 };
}
