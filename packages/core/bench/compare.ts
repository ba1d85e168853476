/**
 * The speed comparison against boardgame.io (the yardstick in `bgio-duel.ts`).
 *
 * Run alone, it times boardgame.io's reference duel for about 3 s and prints its actions per
 * second:
 *
 *     pnpm exec tsx packages/core/bench/compare.ts
 *
 * A game package plugs in its own engine with {@link compareWith}:
 *
 *     import { compareWith } from "../../core/bench/compare.js";
 *     compareWith("ward duel", (seed) => playWardDuel(seed), 3000);
 */
import { pathToFileURL } from "node:url";
import { bgioPlayout, measure, type Measurement } from "./bgio-duel.js";

/** What {@link compareWith} measured. */
export interface Comparison {
  /** boardgame.io's reference duel, all rounds together. */
  readonly bgio: Measurement;
  /** The other engine, all rounds together. */
  readonly other: Measurement;
  /** The other engine's actions per second divided by boardgame.io's. */
  readonly ratio: number;
}

const ROUNDS = 3;

const rate = (n: number): string => Math.round(n).toLocaleString("en-US");

/** Adds up several timed runs of one engine into one. */
function total(runs: readonly Measurement[]): Measurement {
  const actions = runs.reduce((sum, r) => sum + r.actions, 0);
  const playouts = runs.reduce((sum, r) => sum + r.playouts, 0);
  const ms = runs.reduce((sum, r) => sum + r.ms, 0);
  return { actionsPerSecond: (actions / ms) * 1000, actions, playouts, ms };
}

/**
 * Times boardgame.io's reference duel and another engine's playouts in alternation, 3 rounds
 * each, and prints both figures and their ratio.
 *
 * @param name - The other engine's name, for the printout.
 * @param playout - The other engine's random playout, as {@link measure} takes it.
 * @param ms - Time per engine over all rounds, in milliseconds (each round gets a third).
 * @returns Both engines' totals and the ratio of their actions per second.
 *
 * @remarks
 * Interleaving (bgio first in rounds 1 and 3, the other engine first in round 2) spreads
 * drift from a busy shared machine, thermal throttling or GC over both engines instead of
 * charging it to whichever ran second. Both run in this process, so both see
 * `NODE_ENV=production`, which `bgio-duel.ts` sets.
 *
 * @example
 * const { ratio } = compareWith("bgio again", bgioPlayout, 3000); // about 1
 */
export function compareWith(name: string, playout: (seed: number) => number, ms: number): Comparison {
  const perRound = ms / ROUNDS;
  const bgioRuns: Measurement[] = [];
  const otherRuns: Measurement[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (round % 2 === 1) {
      bgioRuns.push(measure(bgioPlayout, perRound));
      otherRuns.push(measure(playout, perRound));
    } else {
      otherRuns.push(measure(playout, perRound));
      bgioRuns.push(measure(bgioPlayout, perRound));
    }
    const b = bgioRuns[bgioRuns.length - 1];
    const o = otherRuns[otherRuns.length - 1];
    if (b !== undefined && o !== undefined) {
      console.log(`round ${round}: boardgame.io ${rate(b.actionsPerSecond)} actions/s, ${name} ${rate(o.actionsPerSecond)} actions/s`);
    }
  }
  const bgio = total(bgioRuns);
  const other = total(otherRuns);
  const ratio = other.actionsPerSecond / bgio.actionsPerSecond;
  console.log(describe("boardgame.io 0.50.2", bgio));
  console.log(describe(name, other));
  console.log(`ratio: ${name} / boardgame.io = ${ratio.toFixed(2)}x`);
  return { bgio, other, ratio };
}

function describe(name: string, m: Measurement): string {
  const perPlayout = (m.actions / m.playouts).toFixed(1);
  return `${name}: ${rate(m.actionsPerSecond)} actions/s (${rate(m.actions)} actions, ${rate(m.playouts)} playouts, ${perPlayout} actions each, ${Math.round(m.ms)} ms)`;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  console.log(`node ${process.version}, NODE_ENV=${process.env["NODE_ENV"] ?? ""}`);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const m = measure(bgioPlayout, 3000);
  const cpu = process.cpuUsage(cpuBefore);
  // Below ~95%, other processes took this one's core for part of the run: the figure is low.
  const share = (cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore);
  console.log(`${describe("boardgame.io 0.50.2", m)}; CPU share ${(share * 100).toFixed(0)}%`);
}
