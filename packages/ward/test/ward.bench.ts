import { bench, describe } from "vitest";
import { Rng, seedRng, type PlayerId } from "@rulesmith/core";
import { attackDamage, demoConfig, hitRoll, ruleset, swingDamage, type WardAction, type WardState } from "../src/index.js";

// Battle math over pre-rolled faces, so that only the arithmetic is timed.
const N = 1024;
const hitFaces = new Int32Array(2 * N);
const dmgFaces = new Int32Array(2 * N);
let seed = 12345;
const next = (): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return ((seed >>> 16) % 6) + 1;
};
for (let i = 0; i < 2 * N; i++) {
  hitFaces[i] = next();
  dmgFaces[i] = next();
}
const multipliers: readonly number[] = [3, 3];
let sink = 0;
// Local bindings: the test runner turns imports into property reads, which would be timed too.
const swing = swingDamage;
const hitRollFn = hitRoll;
const attackDamageFn = attackDamage;

describe("battle resolution: one swing (Hit Roll + Attack Damage, two x3 multipliers)", () => {
  bench("swingDamage (fixed-shape fast path)", () => {
    for (let i = 0; i < N; i++) {
      const a = hitFaces[2 * i] ?? 1;
      const b = hitFaces[2 * i + 1] ?? 1;
      sink += swing(a, b, 2, 0, 9, (dmgFaces[2 * i] ?? 1) + (dmgFaces[2 * i + 1] ?? 1), 1, 9);
    }
  });

  bench("hitRoll + attackDamage (general path, objects)", () => {
    for (let i = 0; i < N; i++) {
      const h = hitRollFn({ faces: [hitFaces[2 * i] ?? 1, hitFaces[2 * i + 1] ?? 1], modifier: 2, bonus: 0 }, 9);
      if (h.hit) sink += attackDamageFn({ faces: [dmgFaces[2 * i] ?? 1, dmgFaces[2 * i + 1] ?? 1], modifier: 2, bonus: 1, multipliers, critical: h.critical === "hit" });
    }
  });

  bench("baseline: hand-written inline arithmetic", () => {
    for (let i = 0; i < N; i++) {
      const a = hitFaces[2 * i] ?? 1;
      const b = hitFaces[2 * i + 1] ?? 1;
      if (a === 1 && b === 1) {
        sink -= 1;
        continue;
      }
      const crit = a === 6 && b === 6;
      if (crit || a + b + 2 >= 9) {
        let d = (dmgFaces[2 * i] ?? 1) + (dmgFaces[2 * i + 1] ?? 1) + 2 + 1;
        if (d < 0) d = 0;
        d = Math.floor(d * 3 * 3);
        sink += crit ? d * 2 : d;
      }
    }
  });
});

function playRandom(matchSeed: number, dice: "seeded" | "external"): { actions: { player: PlayerId; action: WardAction }[]; start: WardState } {
  const s0 = ruleset.setup({ ...demoConfig(matchSeed), dice });
  if (!s0.ok) throw new Error(s0.error.message);
  let s = s0.value;
  const rng = new Rng(seedRng(matchSeed));
  const actions: { player: PlayerId; action: WardAction }[] = [];
  while (s.outcome === null) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const a = legal[rng.int(legal.length)];
    if (a === undefined) throw new Error("stuck");
    const r = ruleset.apply(s, p, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push({ player: p, action: a });
    s = r.value.state;
  }
  return { actions, start: s0.value };
}

const recorded = playRandom(99, "seeded");
let matchSeed = 1;
let applied = 0;

describe("random full matches (actions per second = matches per second x actions per match)", () => {
  bench("random full match, seeded dice (legalActions + random choice + apply)", () => {
    applied += playRandom(matchSeed++, "seeded").actions.length;
  });

  bench("random full match, physical dice (every roll answered as a faces action)", () => {
    applied += playRandom(matchSeed++, "external").actions.length;
  });

  bench(`baseline: replay a recorded match of ${recorded.actions.length} actions (apply only)`, () => {
    let s = recorded.start;
    for (const { player, action } of recorded.actions) {
      const r = ruleset.apply(s, player, action);
      if (r.ok) s = r.value.state;
    }
    sink += s.clock.turn;
  });
});

export { sink, applied };
