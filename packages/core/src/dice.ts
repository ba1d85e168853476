import type { Rng } from "./rng.js";

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

/**
 * Rolls one die with the working generator.
 *
 * @param rng - The working generator.
 * @param sides - Number of faces, an integer of at least 1.
 * @returns A face from 1 to `sides`.
 * @example
 * ```ts
 * import { Rng, seedRng, rollDie } from "@rulesmith/core";
 * const face = rollDie(new Rng(seedRng(9)), 6);
 * ```
 */
export function rollDie(rng: Rng, sides: number): number {
  return rng.int(sides) + 1;
}

/**
 * Rolls several dice of one size.
 *
 * @param rng - The working generator.
 * @param count - How many dice.
 * @param sides - Faces per die.
 * @returns The faces, in the order rolled.
 * @example
 * ```ts
 * import { Rng, seedRng, rollDice } from "@rulesmith/core";
 * rollDice(new Rng(seedRng(9)), 2, 6); // [5, 4]
 * ```
 */
export function rollDice(rng: Rng, count: number, sides: number): number[] {
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
