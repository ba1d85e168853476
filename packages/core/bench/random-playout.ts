/**
 * A random playout of any kit ruleset for speed measurements: setup from a config, then a
 * uniformly random legal action until the match ends, picked by the same small seeded chooser
 * the boardgame.io side of the yardstick uses (`bgio-duel.ts`). A game's bench imports its
 * built package (`pnpm build` first), as a client or a bot would run it, and passes its
 * ruleset here:
 *
 *     randomPlayout(ruleset, demoConfig(seed), seed, true);
 */
import type { PlayerId, Result } from "../src/index.js";

/** What a playout needs of a ruleset: setup, who acts, the legal list and both ways to apply. */
export interface PlayoutRuleset<S, A, C> {
  setup(config: C): Result<S>;
  activePlayers(state: S): readonly PlayerId[];
  legalActions(state: S, player: PlayerId): readonly A[];
  apply(state: S, player: PlayerId, action: A): Result<{ readonly state: S }>;
  applyIndex(state: S, player: PlayerId, index: number, options?: { readonly events?: boolean }): Result<{ readonly state: S }>;
}

/** The fast path's option: the step's state without its events, as a search takes it. */
const STATE_ONLY = { events: false } as const;

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
 * Plays one random match and returns how many actions it took.
 *
 * @param ruleset - The ruleset (built by `defineGame`).
 * @param config - The match config.
 * @param seed - Seeds the chooser.
 * @param fast - Apply through the fast path a search takes, `applyIndex` with
 *   `{ events: false }` (no matching of the action, no events made), instead of `apply`.
 * @returns The number of actions applied.
 */
export function randomPlayout<S, A, C>(ruleset: PlayoutRuleset<S, A, C>, config: C, seed: number, fast = false): number {
  const pick = chooser(seed);
  const start = ruleset.setup(config);
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
    const step = fast ? ruleset.applyIndex(state, player, i, STATE_ONLY) : ruleset.apply(state, player, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
    n++;
  }
}
