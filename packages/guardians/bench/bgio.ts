/**
 * Guardians' random playouts beside boardgame.io 0.50.2's reducer on its 12-move dice duel, in
 * the same process (core's yardstick, `packages/core/bench/compare.ts`), with 2, 3 and 4
 * players. Build first, then:
 *
 *   pnpm build && pnpm exec tsx --tsconfig tsconfig.dist.json packages/guardians/bench/bgio.ts [ms] [players...]
 *
 * `--tsconfig tsconfig.dist.json` resolves `@rulesmith/*` to the built packages (`dist`), as a
 * client gets them; without it tsx maps them to the sources.
 */
import { demoConfig, ruleset } from "@rulesmith/guardians";
import { compareWith } from "../../core/bench/compare.js";
import { randomPlayout } from "../../core/bench/random-playout.js";

const ms = Number(process.argv[2] ?? "15000");
const counts = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [2, 3, 4];
// Warm up first: the engine is large, and a short warm-up inside the first round (under load, a
// few hundred milliseconds of CPU) left that round's figure several times too low.
for (const players of counts) {
  const end = performance.now() + 2000;
  for (let seed = 1; performance.now() < end; seed++) {
    randomPlayout(ruleset, demoConfig(seed, players), seed, false);
    randomPlayout(ruleset, demoConfig(seed, players), seed, true);
  }
}
const lines: string[] = [];
for (const players of counts) {
  const apply = compareWith(`Guardians ${players}p, apply`, (seed) => randomPlayout(ruleset, demoConfig(seed, players), seed, false), ms);
  const fast = compareWith(`Guardians ${players}p, applyIndex without events`, (seed) => randomPlayout(ruleset, demoConfig(seed, players), seed, true), ms);
  lines.push(`Guardians ${players} players / boardgame.io: ${apply.ratio.toFixed(1)}x with apply, ${fast.ratio.toFixed(1)}x with applyIndex without events${players === 2 ? " (target 25x)" : ""}`);
}
for (const l of lines) console.log(l);
