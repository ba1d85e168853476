import { describe, expect, it } from "vitest";
import { LIST_CACHE_SIZE, ListCache } from "../src/list-cache.js";
import { defineGame } from "../src/kit.js";
import { referenceDuelGame, type ReferenceDuelState } from "../src/examples/index.js";
import type { PlayerId } from "../src/player.js";

describe("ListCache", () => {
  it("finds a list by state object and seat, not by equal contents", () => {
    const cache = new ListCache<string>(4);
    const a = { n: 1 };
    const list = ["x"];
    cache.add(a, 0, list);
    expect(cache.get(a, 0)).toBe(list);
    expect(cache.get(a, 1)).toBeUndefined();
    expect(cache.get({ n: 1 }, 0)).toBeUndefined();
  });

  it("gives a list used since it was added a second chance: an unused one falls out first", () => {
    const cache = new ListCache<number>(3);
    const states = [{}, {}, {}, {}, {}];
    const at = (k: number): object => states[k] ?? {};
    cache.add(at(0), 0, [0]);
    cache.add(at(1), 0, [1]);
    cache.add(at(2), 0, [2]);
    // 0 was used again, 1 was not: adding 3 forgets 1, the oldest unused one.
    expect(cache.get(at(0), 0)).toEqual([0]);
    cache.add(at(3), 0, [3]);
    expect(cache.get(at(1), 0)).toBeUndefined();
    expect([0, 2, 3].map((k) => cache.get(at(k), 0))).toEqual([[0], [2], [3]]);
    // Every one used: one of them goes, and the cache still holds as many as it can.
    cache.add(at(4), 0, [4]);
    expect(cache.get(at(4), 0)).toEqual([4]);
    expect([0, 2, 3].filter((k) => cache.get(at(k), 0) !== undefined)).toHaveLength(2);
  });
});

describe("the kit's legal lists", () => {
  /** The reference duel with a count of the lists it derives. */
  function counting(): { game: ReturnType<typeof defineGame<ReferenceDuelState, never, { seed: number }, never, never>>; derived: () => number } {
    let derived = 0;
    const game = defineGame({
      ...referenceDuelGame,
      legalActions: (s: ReferenceDuelState, p: PlayerId) => {
        derived++;
        return referenceDuelGame.legalActions(s, p);
      },
    });
    return { game: game as never, derived: () => derived };
  }

  it(`derives a list again only after ${LIST_CACHE_SIZE} other states were listed since its state was last used, and the list is the same`, () => {
    const { game, derived } = counting();
    const worlds = Array.from({ length: LIST_CACHE_SIZE + 8 }, (_, k) => {
      const r = game.setup({ seed: k + 1 });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    });
    const [first] = worlds;
    if (first === undefined) throw new Error("no world");
    const list = game.legalActions(first, 0);
    // A bot's sampled worlds, each listed and used in turn, stay remembered.
    for (const w of worlds.slice(1, LIST_CACHE_SIZE)) game.legalActions(w, 0);
    expect(derived()).toBe(LIST_CACHE_SIZE);
    expect(game.applyIndex(first, 0, 0).ok).toBe(true);
    expect(derived()).toBe(LIST_CACHE_SIZE);
    // Passed by a full cache of other states, it is derived again, and equal.
    for (const w of worlds.slice(1)) game.legalActions(w, 0);
    const before = derived();
    const again = game.legalActions(first, 0);
    expect(derived()).toBe(before + 1);
    expect(again).toEqual(list);
  });
});
