import { bench, describe } from "vitest";
import { attackDamage, hitRoll } from "../src/index.js";

// The battle math a bot runs most: one creature's swing (Hit Roll, then Attack Damage with
// two multipliers and the critical check), over pre-rolled faces so only the math is timed.
const N = 1024;
const hitFaces: (readonly [number, number])[] = [];
const dmgFaces: (readonly [number, number])[] = [];
let s = 12345;
const next = (): number => {
  s = (Math.imul(s, 1103515245) + 12345) >>> 0;
  return (s >>> 16) % 6 + 1;
};
for (let i = 0; i < N; i++) {
  hitFaces.push([next(), next()]);
  dmgFaces.push([next(), next()]);
}
const multipliers: readonly number[] = [3, 3];
let _sink = 0;

describe("one swing: hitRoll + attackDamage", () => {
  bench("hitRoll + attackDamage", () => {
    for (let i = 0; i < N; i++) {
      const hf = hitFaces[i] ?? [1, 1];
      const h = hitRoll({ faces: hf, modifier: 2, bonus: 0 }, 9);
      if (h.hit) _sink += attackDamage({ faces: dmgFaces[i] ?? [1, 1], modifier: 2, bonus: 1, multipliers, critical: h.critical === "hit" });
    }
  });

  bench("baseline: hand-written inline arithmetic", () => {
    for (let i = 0; i < N; i++) {
      const hf = hitFaces[i] ?? [1, 1];
      const a = hf[0];
      const b = hf[1];
      const crit = a === 6 && b === 6;
      const miss = a === 1 && b === 1;
      const hit = !miss && (crit || a + b + 2 >= 9);
      if (hit) {
        const df = dmgFaces[i] ?? [1, 1];
        let d = df[0] + df[1] + 2 + 1;
        if (d < 0) d = 0;
        d = Math.floor(d * 3 * 3);
        _sink += crit ? d * 2 : d;
      }
    }
  });
});
