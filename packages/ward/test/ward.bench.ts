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

/** A state of a seeded match where the active player may declare a battle, and that battle's index in the list. */
function battleAhead(): { state: WardState; player: PlayerId; index: number } {
  for (let seed = 1; ; seed++) {
    const s0 = ruleset.setup(demoConfig(seed));
    if (!s0.ok) throw new Error(s0.error.message);
    let s = s0.value;
    const rng = new Rng(seedRng(seed));
    while (s.outcome === null) {
      const p = ruleset.activePlayers(s)[0] ?? 0;
      const legal = ruleset.legalActions(s, p);
      const index = legal.findIndex((a) => a.type === "battle");
      if (index >= 0) return { state: s, player: p, index };
      const r = ruleset.applyIndex(s, p, rng.int(legal.length));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
}

const battle = battleAhead();
const battleAction = ruleset.legalActions(battle.state, battle.player)[battle.index];
if (battleAction === undefined) throw new Error("no battle");
const rollRng = new Rng(seedRng(7));

describe("one step: a battle declared and fought to its end (Speed, two attacks, their chain windows, damage)", () => {
  bench("ruleset.applyIndex (the fast path)", () => {
    const r = ruleset.applyIndex(battle.state, battle.player, battle.index);
    if (r.ok) sink += r.value.events.length;
  });

  bench("ruleset.apply (matched against the legal list)", () => {
    const r = ruleset.apply(battle.state, battle.player, battleAction);
    if (r.ok) sink += r.value.events.length;
  });

  // What the step must do at the least, written by hand on the same state: two rolls each way,
  // hit and damage by the rules math, the two HP written into a copied creature table and a new
  // state root of the same shape. No chain, no legal list, no events: the floor, not a rival.
  bench("baseline: hand-written battle on plain objects", () => {
    const s = battle.state;
    const creatures = { ...s.creatures };
    const ids = Object.keys(creatures);
    for (let k = 0; k < 2; k++) {
      const target = ids[(k + 1) % ids.length] ?? "";
      const st = creatures[target];
      if (st === undefined) continue;
      const dmg = swing(rollRng.int(6) + 1, rollRng.int(6) + 1, 2, 0, 9, rollRng.int(6) + rollRng.int(6) + 2, 1, 9);
      creatures[target] = { ...st, hp: Math.max(0, st.hp - Math.max(0, dmg)) };
    }
    const next: WardState = { ...s, creatures, rng: rollRng.state() };
    sink += next.clock.turn;
  });
});
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
