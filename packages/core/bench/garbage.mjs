// Bytes allocated per action in random playouts of a built game, from V8's sampling heap
// profiler with the objects the collector has freed counted in (a step's garbage, not what
// stays): a figure that the load of a shared machine does not move, unlike actions per second.
// The same matches every run (seeds 1 to the count given), after 100 to warm up. Build first:
//
//   pnpm build && node packages/core/bench/garbage.mjs <ward|guardians|wardom> [matches] [out.heapprofile]
//
// With a file name, the profile is written there (open it in Chrome DevTools' Memory tab, or
// sort its nodes by selfSize: inlined functions count in the function they were inlined into).
// Plain JavaScript run by plain node, as packages/guardians/bench/playouts.mjs, so that the game
// and core run from their dist; only core's playout helper is loaded through tsx's tsImport.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tsImport } from "tsx/esm/api";

const game = process.argv[2] ?? "guardians";
const matches = Number(process.argv[3] ?? "150");
const out = process.argv[4];
const { demoConfig, ruleset } = await import(`../../${game}/dist/index.js`);
const { randomPlayout } = await tsImport("./random-playout.ts", import.meta.url);

// Guardians' demoConfig takes a player count too: two, as in the other games.
const playout = (seed) => randomPlayout(ruleset, demoConfig(seed, 2), seed, true);

for (let seed = 100_000; seed < 100_100; seed++) playout(seed); // warm up
const session = new Session();
session.connect();
await session.post("HeapProfiler.enable");
await session.post("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
let actions = 0;
for (let seed = 1; seed <= matches; seed++) actions += playout(seed);
const { profile } = await session.post("HeapProfiler.stopSampling");
session.disconnect();
let bytes = 0;
const walk = (node) => {
  bytes += node.selfSize;
  for (const child of node.children) walk(child);
};
walk(profile.head);
if (out !== undefined) writeFileSync(out, JSON.stringify(profile));
console.log(`${game}: ${Math.round(bytes / actions).toLocaleString("en-US")} bytes allocated per action (${actions.toLocaleString("en-US")} actions, ${matches} matches)`);
