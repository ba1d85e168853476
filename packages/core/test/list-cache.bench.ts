// The kit's memory of legal lists on a random playout's pattern: a fresh state every step,
// listed once and then applied once. The baseline keeps no memory at all (the floor); the
// WeakMap keyed by every state is what the kit did before: its table gains an entry every step,
// which slows every young-generation collection.
import { bench, describe } from "vitest";
import { ListCache } from "../src/list-cache.js";

const STEPS = 10_000;
let sink = 0;

/** A state-sized object and its list, as a step makes them. */
function step(i: number): { state: object; list: readonly number[] } {
  return { state: { turn: i, zones: { hand: [i, i + 1] } }, list: [i, i + 1, i + 2] };
}

describe("legal lists of fresh states, listed and then applied", () => {
  bench("baseline: no memory", () => {
    for (let i = 0; i < STEPS; i++) sink += step(i).list.length;
  });
  const table = new WeakMap<object, readonly number[]>();
  bench("WeakMap keyed by every state (the kit before)", () => {
    for (let i = 0; i < STEPS; i++) {
      const { state, list } = step(i);
      if (table.get(state) === undefined) table.set(state, list);
      sink += table.get(state)?.length ?? 0;
    }
  });
  const cache = new ListCache<number>(32);
  bench("ListCache of 32 (the kit)", () => {
    for (let i = 0; i < STEPS; i++) {
      const { state, list } = step(i);
      if (cache.get(state, 0) === undefined) cache.add(state, 0, list);
      sink += cache.get(state, 0)?.length ?? 0;
    }
  });
});
export { sink };
