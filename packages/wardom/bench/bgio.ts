/**
 * Wardom's random playouts beside boardgame.io 0.50.2's reducer on its 12-move dice duel, in the
 * same process (core's yardstick, `packages/core/bench/compare.ts`). Build first, then:
 *
 *   pnpm build && pnpm exec tsx --tsconfig tsconfig.dist.json packages/wardom/bench/bgio.ts [ms]
 *
 * Before the comparison, Wardom's playouts run for 3 s (both ways to apply): its engine is much
 * more code than the duel's, and V8 takes several thousand actions to compile its hot paths, more
 * than the 1 s warm-up each measurement gives both engines. The figures are then steady-state
 * throughput for both.
 *
 * `--tsconfig tsconfig.dist.json` resolves `@rulesmith/*` to the built packages (`dist`), as a
 * client gets them; without it tsx maps them to the sources.
 */
import { compareWith } from "../../core/bench/compare.js";
import { wardomPlayout } from "./playout.js";

const ms = Number(process.argv[2] ?? "15000");
const warm = performance.now() + 3000;
for (let seed = 100_000; performance.now() < warm; seed++) wardomPlayout(seed, seed % 2 === 0);
const apply = compareWith("Wardom, apply", (seed) => wardomPlayout(seed, false), ms);
const fast = compareWith("Wardom, applyIndex without events", (seed) => wardomPlayout(seed, true), ms);
console.log(`Wardom / boardgame.io: ${apply.ratio.toFixed(1)}x with apply, ${fast.ratio.toFixed(1)}x with applyIndex without events (target 15x)`);
