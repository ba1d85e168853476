/**
 * The reference duel on the engine kit, played the way the yardstick measures every engine:
 * `setup`, then `legalActions` and `apply` with a random listed action until the match ends.
 *
 *     pnpm exec tsx packages/core/bench/kit-duel.ts
 *
 * prints boardgame.io's actions per second, the kit's, and the ratio (see compare.ts).
 */
import { pathToFileURL } from "node:url";
import { referenceDuel } from "../src/examples/index.js";
import { compareWith } from "./compare.js";

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
 * One random playout of the reference duel through the public `Ruleset` calls: `setup`, then
 * `legalActions` and a random listed action until the match ends.
 *
 * @param seed - Seeds the dice and the chooser.
 * @param fast - Apply the action through the fast path, `applyIndex` with `{ events: false }`, as a search bot does,
 *   instead of `apply`.
 * @returns The number of actions applied.
 */
export function kitDuelPlayout(seed: number, fast = false): number {
  const pick = chooser(seed);
  const start = referenceDuel.setup({ seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let n = 0;
  for (;;) {
    const player = referenceDuel.activePlayers(state)[0];
    if (player === undefined) return n;
    const list = referenceDuel.legalActions(state, player);
    const i = pick(list.length);
    const action = list[i];
    if (action === undefined) throw new Error("no legal action");
    const step = fast ? referenceDuel.applyIndex(state, player, i, { events: false }) : referenceDuel.apply(state, player, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
    n++;
  }
}

/**
 * {@link kitDuelPlayout} through `applyIndex`.
 *
 * @param seed - Seeds the dice and the chooser.
 * @returns The number of actions applied.
 */
export function kitDuelPlayoutFast(seed: number): number {
  return kitDuelPlayout(seed, true);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  compareWith("rulesmith kit (apply)", kitDuelPlayout, 6000);
  compareWith("rulesmith kit (applyIndex)", kitDuelPlayoutFast, 6000);
}
