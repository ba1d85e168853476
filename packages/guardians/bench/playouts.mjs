// Random playouts of the built package, for a profile: core's random playout (`randomPlayout` of
// core's bench/random-playout.ts, the one every game's bench uses) on the demo decks, for a time.
// Build first, then:
//
//   pnpm build && node --cpu-prof packages/guardians/bench/playouts.mjs [ms] [players] [apply|index]
//
// and open the larger .cpuprofile it writes (Chrome DevTools, or sort its nodes by self time; the
// smaller one is tsx's loader thread, and tsx's start-up shows as waitForWorker and
// makeSyncRequest, before the playouts). It prints actions per second of wall time and of CPU
// time (the second moves less on a shared machine).
//
// Plain JavaScript run by plain node, so that Guardians and core run from their dist: run under
// tsx (`node --import tsx`, `pnpm exec tsx`), the workspace's tsconfig paths send
// "@rulesmith/guardians" and the dist's own "@rulesmith/core" to src. Only core's playout helper,
// which has no runtime import, is loaded through tsx's tsImport.
import { tsImport } from "tsx/esm/api";
import { demoConfig, ruleset } from "../dist/index.js";

const { randomPlayout } = await tsImport("../../core/bench/random-playout.ts", import.meta.url);

const ms = Number(process.argv[2] ?? "5000");
const players = Number(process.argv[3] ?? "2");
const fast = process.argv[4] !== "apply";

const playout = (seed) => randomPlayout(ruleset, demoConfig(seed, players), seed, fast);

for (let seed = 100_000; seed < 100_200; seed++) playout(seed); // warm up
let actions = 0;
let matches = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
while (performance.now() - t0 < ms) actions += playout(++matches);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
const rate = (perMs) => Math.round(perMs * 1000).toLocaleString("en-US");
console.log(
  `${players} players, ${fast ? "applyIndex" : "apply"}: ${rate(actions / wall)} actions/s (${rate(actions / cpuMs)} per CPU second), ${matches} matches, ${(actions / matches).toFixed(1)} actions each`,
);
