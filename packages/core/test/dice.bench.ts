import { bench, describe } from "vitest";
import { Rng, seedRng } from "../src/rng.js";
import { rollDie } from "../src/dice.js";
import { Chance } from "../src/chance.js";

const N = 100_000;

/** The hand-written baseline: sfc32 inlined in a loop, d6 by rejection sampling. */
function handWrittenSfc32D6(seed: readonly [number, number, number, number], n: number): number {
  let a = seed[0] | 0;
  let b = seed[1] | 0;
  let c = seed[2] | 0;
  let d = seed[3] | 0;
  let total = 0;
  const limit = 4294967296 - (4294967296 % 6);
  for (let i = 0; i < n; i++) {
    let x: number;
    do {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      x = t >>> 0;
    } while (x >= limit);
    total += (x % 6) + 1;
  }
  return total;
}

const seed = seedRng(1);
let sink = 0;

describe(`${N.toLocaleString("en")} seeded d6`, () => {
  bench("baseline: hand-written sfc32 loop", () => {
    sink += handWrittenSfc32D6(seed, N);
  });

  bench("core Rng.die(6)", () => {
    const rng = new Rng(seed);
    let t = 0;
    for (let i = 0; i < N; i++) t += rng.die(6);
    sink += t;
  });

  bench("core rollDie(rng, 6)", () => {
    const rng = new Rng(seed);
    let t = 0;
    for (let i = 0; i < N; i++) t += rollDie(rng, 6);
    sink += t;
  });

  bench("core Chance.die(6) with roll records (what game code uses)", () => {
    const chance = new Chance("seeded", seed, []);
    let t = 0;
    for (let i = 0; i < N; i++) t += chance.die(6, "bench", 0);
    sink += t;
  });
});

export { sink };
