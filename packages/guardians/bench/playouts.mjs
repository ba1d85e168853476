// Random playouts of the built package, for a profile: setup, then legalActions and a seeded
// random pick (the chooser core's bench uses) until the match ends, for a time. Build first, then:
//
//   pnpm build && node --cpu-prof packages/guardians/bench/playouts.mjs [ms] [players] [apply|index]
//
// and open the .cpuprofile it writes (Chrome DevTools, or sort its nodes by self time). It prints
// actions per second of wall time and of CPU time (the second moves less on a shared machine).
import { demoConfig, ruleset } from "../dist/index.js";

const ms = Number(process.argv[2] ?? "5000");
const players = Number(process.argv[3] ?? "2");
const fast = process.argv[4] !== "apply";

/** The xorshift32 chooser of core's bench/random-playout.ts. */
function chooser(seed) {
  let x = seed | 0 || 0x9e3779b9;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function playout(seed) {
  const pick = chooser(seed);
  const start = ruleset.setup(demoConfig(seed, players));
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let n = 0;
  for (;;) {
    const player = ruleset.activePlayers(state)[0];
    if (player === undefined) return n;
    const list = ruleset.legalActions(state, player);
    const i = pick(list.length);
    const step = fast ? ruleset.applyIndex(state, player, i) : ruleset.apply(state, player, list[i]);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
    n++;
  }
}

for (let seed = 100_000; seed < 100_200; seed++) playout(seed); // warm up
let actions = 0;
let matches = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
while (performance.now() - t0 < ms) actions += playout(++matches);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `${players} players, ${fast ? "applyIndex" : "apply"}: ${Math.round((actions / wall) * 1000).toLocaleString("en-US")} actions/s (${Math.round((actions / cpuMs) * 1000).toLocaleString("en-US")} per CPU second), ${matches} matches, ${(actions / matches).toFixed(1)} actions each`,
);
