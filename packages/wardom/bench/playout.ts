/**
 * A random Wardom playout for speed measurements: core's random playout (`randomPlayout`) on the
 * demo decks. It imports the built package (`pnpm build` first), as a client or a bot would.
 */
import { demoConfig, ruleset } from "@rulesmith/wardom";
import { randomPlayout } from "../../core/bench/random-playout.js";

/**
 * Plays one random Wardom match and returns how many actions it took.
 *
 * @param seed - The match seed (also seeds the chooser).
 * @param fast - Apply through the fast path a search takes (`applyIndex` without events) instead of `apply`.
 * @returns The number of actions applied.
 */
export function wardomPlayout(seed: number, fast = false): number {
  return randomPlayout(ruleset, demoConfig(seed), seed, fast);
}
