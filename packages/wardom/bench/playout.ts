/**
 * A random Wardom playout for speed measurements: setup from the demo decks, then a uniformly
 * random legal action until the match ends, picked by the same small seeded chooser the
 * boardgame.io side of the yardstick uses. It imports the built package (`pnpm build` first),
 * as a client or a bot would run it.
 */
import { demoConfig, ruleset } from "@rulesmith/wardom";

/** A small seeded chooser (xorshift32), the same kind the boardgame.io side uses. */
function chooser(seed: number): (n: number) => number {
  let x = (seed | 0) || 0x9e3779b9;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * Plays one random Wardom match and returns how many actions it took.
 *
 * @param seed - The match seed (also seeds the chooser).
 * @param fast - Apply through `applyIndex` (the fast path) instead of `apply`.
 * @returns The number of actions applied.
 */
export function wardomPlayout(seed: number, fast = false): number {
  const pick = chooser(seed);
  const start = ruleset.setup(demoConfig(seed));
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let n = 0;
  for (;;) {
    const player = ruleset.activePlayers(state)[0];
    if (player === undefined) return n;
    const list = ruleset.legalActions(state, player);
    const i = pick(list.length);
    const action = list[i];
    if (action === undefined) throw new Error("no legal action");
    const step = fast ? ruleset.applyIndex(state, player, i) : ruleset.apply(state, player, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
    n++;
  }
}
