/**
 * Ward's random playouts beside boardgame.io 0.50.2's reducer on its 12-move dice duel, in the
 * same process (core's yardstick, `packages/core/bench/compare.ts`). Build first, then:
 *
 *   pnpm build && pnpm exec tsx --tsconfig tsconfig.dist.json packages/ward/bench/bgio.ts [ms]
 *
 * `--tsconfig tsconfig.dist.json` resolves `@rulesmith/*` to the built packages (`dist`), as a
 * client gets them; without it tsx maps them to the sources.
 */
import { compareWith } from "../../core/bench/compare.js";
import { wardPlayout } from "./playout.js";

const ms = Number(process.argv[2] ?? "15000");
const apply = compareWith("Ward, apply", (seed) => wardPlayout(seed, false), ms);
const fast = compareWith("Ward, applyIndex without events", (seed) => wardPlayout(seed, true), ms);
console.log(`Ward / boardgame.io: ${apply.ratio.toFixed(1)}x with apply, ${fast.ratio.toFixed(1)}x with applyIndex without events (target 25x)`);
