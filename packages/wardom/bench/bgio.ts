/**
 * Wardom's random playouts beside boardgame.io 0.50.2's reducer on its 12-move dice duel, in the
 * same process (core's yardstick, `packages/core/bench/compare.ts`). Build first, then:
 *
 *   pnpm build && pnpm exec tsx packages/wardom/bench/bgio.ts [ms]
 */
import { compareWith } from "../../core/bench/compare.js";
import { wardomPlayout } from "./playout.js";

const ms = Number(process.argv[2] ?? "15000");
const apply = compareWith("Wardom, apply", (seed) => wardomPlayout(seed, false), ms);
const fast = compareWith("Wardom, applyIndex", (seed) => wardomPlayout(seed, true), ms);
console.log(`Wardom / boardgame.io: ${apply.ratio.toFixed(1)}x with apply, ${fast.ratio.toFixed(1)}x with applyIndex (target 15x)`);
