import { err, ok, type Result } from "./result.js";
import { ruleError } from "./errors.js";
import { CoreErrorCode } from "./errors.js";
import { excerpt } from "./json.js";

/**
 * The whole state of the seeded generator: four unsigned 32-bit integers (sfc32). It is plain
 * JSON and lives inside a game state, so saving a game saves its future rolls too.
 *
 * Never show it to a player: whoever holds it can predict every roll.
 *
 * @example
 * ```ts
 * import { seedRng, type RngState } from "@rulesmith/core";
 * const s: RngState = seedRng(42);
 * ```
 */
export type RngState = readonly [number, number, number, number];

const TWO_32 = 0x1_0000_0000;

/**
 * A working copy of the generator, used inside one transition and then written back with
 * {@link Rng.state}. This is what makes seeded dice fast: no copy per roll.
 *
 * The algorithm is sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, 128 bits of
 * state); its output for a given seed is pinned by a golden test and changes only in a major
 * version.
 *
 * @example
 * ```ts
 * import { Rng, seedRng } from "@rulesmith/core";
 * const rng = new Rng(seedRng(7));
 * const face = rng.die(6);     // 6 — from 1 to 6
 * // put this back into the game state
 * const saved = rng.state();
 * ```
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /**
   * Makes a working generator that continues from a stored state.
   *
   * @param state - The state to start from; it is copied, never changed.
   */
  constructor(state: RngState) {
    this.a = state[0] >>> 0;
    this.b = state[1] >>> 0;
    this.c = state[2] >>> 0;
    this.d = state[3] >>> 0;
  }

  /**
   * The next unsigned 32-bit integer.
   * @returns An integer in `[0, 2^32)`.
   */
  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /**
   * An unbiased integer in `[0, n)`, by rejection sampling.
   *
   * @remarks
   * `n` is a number the game's own code gives (a die's sides, a list's length), not outside
   * input, so a bad one is a bug: it throws a `RangeError` that names it, at once, rather than
   * loop forever (past 2^32 no output is ever accepted) or return `NaN` (for 0). Inside a
   * transition run by the engine kit, the throw becomes an `internal/error` result.
   *
   * @param n - The number of outcomes, a whole number from 1 to 2^32 (4294967296).
   * @returns An integer from 0 to `n - 1`.
   * @throws RangeError when `n` is not a whole number from 1 to 2^32 (0, a fraction, `NaN`,
   *   `Infinity`, a number past 2^32, or not a number).
   */
  int(n: number): number {
    if (!isOutcomeCount(n)) throw badOutcomes(n, "Rng.int", "outcomes");
    return this.below(n);
  }

  /**
   * One die.
   * @param sides - Number of faces (6 for a d6), a whole number from 1 to 2^32.
   * @returns A face from 1 to `sides`.
   * @throws RangeError for any other `sides` (see {@link Rng.int}).
   */
  die(sides: number): number {
    if (!isOutcomeCount(sides)) throw badOutcomes(sides, "Rng.die", "sides");
    return this.below(sides) + 1;
  }

  /** {@link Rng.int} for an `n` already checked. */
  private below(n: number): number {
    const limit = TWO_32 - (TWO_32 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  /**
   * A float in `[0, 1)` with 32 bits of randomness, for bots and simulations (never for dice).
   * @returns A number in `[0, 1)`.
   */
  float(): number {
    return this.nextU32() / TWO_32;
  }

  /**
   * The current state, to store back into the game state.
   * @returns A fresh {@link RngState}.
   */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/**
 * Whether `n` is a number of outcomes (or sides) the generator can draw from fairly: a whole
 * number from 1 to 2^32.
 * @internal
 */
export function isOutcomeCount(n: unknown): n is number {
  return typeof n === "number" && n >= 1 && n <= TWO_32 && Math.floor(n) === n;
}

/**
 * The error for a number of outcomes or sides the generator cannot draw from.
 * @internal
 */
export function badOutcomes(n: unknown, where: string, what: "outcomes" | "sides"): RangeError {
  return new RangeError(`${where} needs a whole number of ${what} from 1 to 4294967296 (2^32), not ${excerpt(n)}.`);
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function stringSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Turns a seed into a generator state. Numbers are taken as 32-bit integers (fractions and
 * sign are folded in by `>>> 0`); strings are hashed. The first 12 outputs are discarded, as
 * sfc32's author recommends.
 *
 * @param seed - Any number or string.
 * @returns A fresh {@link RngState}.
 * @example
 * ```ts
 * import { seedRng, Rng } from "@rulesmith/core";
 * new Rng(seedRng(1)).die(6) === new Rng(seedRng(1)).die(6); // true — on every platform
 * ```
 */
export function seedRng(seed: number | string): RngState {
  const mix = splitmix32(typeof seed === "string" ? stringSeed(seed) : Math.trunc(seed) >>> 0);
  const rng = new Rng([mix(), mix(), mix(), mix()]);
  for (let i = 0; i < 12; i++) rng.nextU32();
  return rng.state();
}

/**
 * Checks that an unknown value is a valid {@link RngState} (four integers in `[0, 2^32)`),
 * for loading saved games.
 *
 * @param value - Anything.
 * @returns The state, or a `state/invalid` error.
 * @example
 * ```ts
 * import { parseRngState } from "@rulesmith/core";
 * parseRngState([1, 2, 3, 4]).ok; // true
 * parseRngState([1, 2]).ok;       // false
 * ```
 */
export function parseRngState(value: unknown): Result<RngState> {
  if (!Array.isArray(value) || value.length !== 4) {
    return err(ruleError(CoreErrorCode.BadState, "A generator state is a list of four integers."));
  }
  const out: number[] = [];
  for (const v of value as unknown[]) {
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v >= TWO_32) {
      return err(ruleError(CoreErrorCode.BadState, "A generator state holds integers from 0 to 4294967295."));
    }
    out.push(v);
  }
  return ok([out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0]);
}

/**
 * Shuffles a copy of a list with Fisher-Yates (Durstenfeld), every order equally likely.
 *
 * @param rng - The working generator.
 * @param items - The list; it is not changed.
 * @returns A new, shuffled list.
 * @example
 * ```ts
 * import { Rng, seedRng, shuffled } from "@rulesmith/core";
 * shuffled(new Rng(seedRng(3)), ["a", "b", "c"]);
 * ```
 */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
