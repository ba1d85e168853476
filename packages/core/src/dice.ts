import { excerpt } from "./json.js";
import { badOutcomes, isOutcomeCount, type Rng } from "./rng.js";

/**
 * Heads, as a face of a coin: coins are 2-sided dice where 1 is heads and 2 is tails.
 * @example
 * ```ts
 * import { HEADS, Rng, seedRng, rollDie } from "@rulesmith/core";
 * rollDie(new Rng(seedRng(1)), 2) === HEADS;
 * ```
 */
export const HEADS = 1;
/**
 * Tails, as a face of a coin (see {@link HEADS}).
 * @example
 * ```ts
 * import { TAILS } from "@rulesmith/core";
 * // answer a physical coin flip that came up tails
 * const faces = [TAILS];
 * ```
 */
export const TAILS = 2;

/** One more than the longest list a JavaScript array can be (2^32 - 1 items). */
const LIST_LIMIT = 0x1_0000_0000;

/**
 * Rolls one die with the working generator.
 *
 * @param rng - The working generator.
 * @param sides - Number of faces, a whole number from 1 to 2^32.
 * @returns A face from 1 to `sides`.
 * @throws RangeError for any other `sides` (0, a fraction, `NaN`, `Infinity`, past 2^32): a
 *   bug in the game's code, reported at once instead of a hang or `NaN` (see {@link Rng.int}).
 * @example
 * ```ts
 * import { Rng, seedRng, rollDie } from "@rulesmith/core";
 * const face = rollDie(new Rng(seedRng(9)), 6);
 * ```
 */
export function rollDie(rng: Rng, sides: number): number {
  if (!isOutcomeCount(sides)) throw badOutcomes(sides, "rollDie", "sides");
  return rng.int(sides) + 1;
}

/**
 * Rolls several dice of one size.
 *
 * @param rng - The working generator.
 * @param count - How many dice, a whole number from 0 (below 2^32, the longest list).
 * @param sides - Faces per die, a whole number from 1 to 2^32.
 * @returns The faces, in the order rolled.
 * @throws RangeError for any other `count` or `sides`, before anything is rolled (see
 *   {@link rollDie}).
 * @example
 * ```ts
 * import { Rng, seedRng, rollDice } from "@rulesmith/core";
 * rollDice(new Rng(seedRng(9)), 2, 6); // [5, 4]
 * ```
 */
export function rollDice(rng: Rng, count: number, sides: number): number[] {
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count >= LIST_LIMIT) {
    throw new RangeError(`rollDice needs a whole number of dice from 0, not ${excerpt(count)}.`);
  }
  if (!isOutcomeCount(sides)) throw badOutcomes(sides, "rollDice", "sides");
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) faces[i] = rng.int(sides) + 1;
  return faces;
}

/**
 * Flips a coin.
 *
 * @param rng - The working generator.
 * @returns `true` for heads.
 * @example
 * ```ts
 * import { Rng, seedRng, flipCoin } from "@rulesmith/core";
 * flipCoin(new Rng(seedRng(2))); // true — heads
 * ```
 */
export function flipCoin(rng: Rng): boolean {
  return rng.int(2) === 0;
}

/**
 * Sums dice faces.
 * @param faces - The faces.
 * @returns Their total.
 * @example
 * ```ts
 * import { sumFaces } from "@rulesmith/core";
 * sumFaces([3, 4]); // 7
 * ```
 */
export function sumFaces(faces: readonly number[]): number {
  let t = 0;
  for (const f of faces) t += f;
  return t;
}
