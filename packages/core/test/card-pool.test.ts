import { describe, expect, it } from "vitest";
import { readCardPool } from "../src/card-pool.js";

const read = (items: readonly unknown[], i: number): { id: string } | null => {
  const c = items[i];
  return typeof c === "object" && c !== null && typeof (c as { id?: unknown }).id === "string" ? (c as { id: string }) : null;
};

describe("readCardPool", () => {
  it("reads a card set or a list of cards by id, and reports the items that are not cards once, with their places", () => {
    expect([...readCardPool({ name: "s", cards: [{ id: "a" }, { id: "b" }] }, read, 10).byId.keys()]).toEqual(["a", "b"]);
    const pool = readCardPool([{ id: "a" }, 7, null], read, 10);
    expect(pool).toMatchObject({ listed: true, problem: { code: "deck/bad-cards", details: { indices: [1, 2] } } });
    expect([...pool.byId.keys()]).toEqual(["a"]);
  });

  it("refuses what is not a set or a list, a set whose cards field is a getter (not run), and a pool past the limit", () => {
    let ran = false;
    const getter = Object.defineProperty({}, "cards", { enumerable: true, get: () => { ran = true; return []; } });
    for (const cards of [null, 3, new Map(), getter, { cards: "all" }]) {
      expect(readCardPool(cards, read, 10)).toMatchObject({ listed: false, problem: { code: "deck/bad-cards" } });
    }
    expect(ran).toBe(false);
    expect(readCardPool(new Array(11).fill({ id: "a" }), read, 10).problem?.message).toBe("The card pool holds 11 cards; at most 10.");
  });
});
