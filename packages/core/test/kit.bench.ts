// The kit's own cost: random playouts of the reference duel through the kit (apply, and the
// applyIndex fast path) beside a hand-written duel loop doing the same rules with the same
// generator and no kit at all.
import { bench, describe } from "vitest";
import { kitDuelPlayout, kitDuelPlayoutFast } from "../bench/kit-duel.js";
import { Rng, seedRng } from "../src/rng.js";
import { actionKey, findListed } from "../src/action-key.js";

/** The hand-written baseline: the reference duel's rules in one loop, no states, no events. */
function handWrittenDuel(seed: number): number {
  const rng = new Rng(seedRng(seed));
  let x = (seed | 0) || 0x9e3779b9;
  const hp = [60, 60];
  let turn = 0;
  let moves = 0;
  const d6 = (): number => rng.int(6) + 1;
  while ((hp[0] ?? 0) > 0 && (hp[1] ?? 0) > 0) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const heavy = (x >>> 0) % 2 === 1;
    const a = d6();
    const b = d6();
    const foe = 1 - turn;
    if (a === 1 && b === 1) hp[turn] = Math.max(0, (hp[turn] ?? 0) - d6());
    else if ((a === 6 && b === 6) || a + b + 1 >= (heavy ? 9 : 7)) {
      let dmg = 1;
      for (let i = 0; i < (heavy ? 5 : 3); i++) dmg += d6();
      if (a === 6 && b === 6) dmg *= 2;
      hp[foe] = Math.max(0, (hp[foe] ?? 0) - dmg);
    }
    turn = foe;
    moves++;
  }
  return moves;
}

let sink = 0;
let seed = 1;

describe("reference duel: one random playout", () => {
  bench("baseline: hand-written duel loop", () => {
    sink += handWrittenDuel(seed++);
  });
  bench("kit: setup, legalActions, apply", () => {
    sink += kitDuelPlayout(seed++);
  });
  bench("kit: setup, legalActions, applyIndex", () => {
    sink += kitDuelPlayoutFast(seed++);
  });
});

// Matching an incoming action against a legal list, as apply does: findListed compares the
// parts; the baseline builds the canonical key of the action and of each listed one (what apply
// did before). A list like a Guardians Action Phase: Places with tributes, retreats, the end.
const SETS = ["tributes"];
const list = [
  { type: "place", card: "c12", tributes: [] },
  { type: "place", card: "c40", tributes: ["c3", "c7"] },
  { type: "retreat", card: "c3", replacement: "c12", tributes: [] },
  { type: "ability", card: "c5", ability: 0, target: null },
  { type: "end-phase" },
];
const incoming = list.map((a) => JSON.parse(JSON.stringify(a)) as unknown);

describe("matching an action against the legal list", () => {
  bench("findListed", () => {
    for (const a of incoming) if (findListed(list, a, SETS) !== undefined) sink++;
  });
  bench("baseline: canonical keys (actionKey of the action and of each listed one)", () => {
    for (const a of incoming) {
      const key = actionKey(a, SETS);
      if (list.some((l) => actionKey(l, SETS) === key)) sink++;
    }
  });
});

export { sink };
