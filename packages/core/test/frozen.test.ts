/**
 * deepFreeze and isDeepFrozen: a value counts as deeply frozen only when nothing inside it can
 * change, since games keep what they read from such values (a deck found legal).
 */
import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { deepFreeze, FrozenMemo, isDeepFrozen } from "../src/frozen.js";

describe("deepFreeze and isDeepFrozen", () => {
  it("freeze every object and list inside, and say so", () => {
    const v = deepFreeze({ name: "deck", cards: [{ id: "a", count: 2 }], tags: ["x"] });
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.cards)).toBe(true);
    expect(Object.isFrozen(v.cards[0])).toBe(true);
    expect(isDeepFrozen(v)).toBe(true);
  });

  it("refuse a value frozen only at the top, or with a getter or a function inside", () => {
    expect(isDeepFrozen(Object.freeze({ a: [1] }))).toBe(false);
    expect(isDeepFrozen({ a: 1 })).toBe(false);
    const getter = Object.freeze(Object.defineProperty({}, "a", { get: () => 1, enumerable: true }));
    expect(isDeepFrozen(getter)).toBe(false);
    expect(isDeepFrozen(Object.freeze({ f: Object.freeze(() => 1) }))).toBe(false);
  });

  it("take scalars as frozen and functions as not", () => {
    for (const v of [1, "s", null, undefined, true]) expect(isDeepFrozen(v)).toBe(true);
    expect(isDeepFrozen(() => 1)).toBe(false);
  });

  it("answer for a value nested deeper than it reads with false, without throwing", () => {
    let v: unknown = 1;
    for (let i = 0; i < 200; i++) v = Object.freeze([v]);
    expect(isDeepFrozen(v)).toBe(false);
  });

  it("freeze what someone else froze only at the top, all the way down", () => {
    const inner = [1];
    const v = deepFreeze(Object.freeze({ a: inner }));
    expect(Object.isFrozen(inner)).toBe(true);
    expect(isDeepFrozen(v)).toBe(true);
  });

  it("freeze a value that contains itself, and one nested 100,000 levels deep, without throwing", () => {
    const loop: { self?: unknown; list: unknown[] } = { list: [] };
    loop.self = loop;
    loop.list.push(loop);
    expect(() => deepFreeze(loop)).not.toThrow();
    expect(Object.isFrozen(loop.list)).toBe(true);
    expect(isDeepFrozen(loop)).toBe(true);

    const innermost: number[] = [];
    let deep: unknown = innermost;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => deepFreeze(deep)).not.toThrow();
    expect(Object.isFrozen(innermost)).toBe(true);
  });

  it("freeze a value with a function or a getter inside but not call it deeply frozen", () => {
    const list = [1];
    const withFunction = deepFreeze({ f: () => 1, list });
    expect(Object.isFrozen(withFunction)).toBe(true);
    expect(Object.isFrozen(list)).toBe(true);
    expect(isDeepFrozen(withFunction)).toBe(false);
    const getter = deepFreeze(Object.defineProperty({ n: [2] }, "a", { get: () => 1, enumerable: true }));
    expect(Object.isFrozen(getter.n)).toBe(true);
    expect(isDeepFrozen(getter)).toBe(false);
  });

  test.prop([fc.jsonValue()])("a deep-frozen JSON value is deeply frozen and unchanged", (value) => {
    // Compared with its own JSON text: JSON has no -0 (fast-check's jsonValue makes one, and the copy reads it back as 0).
    const text = JSON.stringify(value);
    const frozen = deepFreeze(JSON.parse(text) as unknown);
    expect(isDeepFrozen(frozen)).toBe(true);
    expect(JSON.stringify(frozen)).toBe(text);
    expect(frozen).toEqual(JSON.parse(text));
  });

  test.prop([fc.jsonValue().filter((v) => typeof v === "object" && v !== null && JSON.stringify(v).length > 2)])(
    "a JSON value that is not frozen is not deeply frozen",
    (value) => {
      expect(isDeepFrozen(value)).toBe(false);
    },
  );
});

describe("FrozenMemo", () => {
  const deck = deepFreeze({ cards: ["a", "b"] });
  const set = deepFreeze({ cards: [{ id: "a" }, { id: "b" }] });

  it("recall what was remembered for the same keys, in order, and tag", () => {
    const memo = new FrozenMemo<string>();
    expect(memo.recall([deck, set])).toBeUndefined();
    expect(memo.remember([deck, set], "legal", "casual")).toBe(true);
    expect(memo.recall([deck, set], "casual")).toBe("legal");
    expect(memo.recall([deck, set])).toBeUndefined();
    expect(memo.recall([set, deck], "casual")).toBeUndefined();
    expect(memo.recall([deck], "casual")).toBeUndefined();
    expect(memo.recall([deck, set, deck], "casual")).toBeUndefined();
  });

  it("keep nothing worked out from a key that can still change, nor for no keys", () => {
    const memo = new FrozenMemo<number>();
    const open = { cards: ["a"] };
    expect(memo.remember([open, set], 1)).toBe(false);
    expect(memo.recall([open, set])).toBeUndefined();
    expect(memo.remember([Object.freeze({ cards: ["a"] }), set], 1)).toBe(false);
    expect(memo.remember([], 1)).toBe(false);
    expect(memo.recall([])).toBeUndefined();
  });

  test.prop([fc.array(fc.anything(), { maxLength: 4 }), fc.string()])("never throw, and find nothing in an empty memo, whatever the keys", (keys, tag) => {
    const memo = new FrozenMemo<number>();
    expect(memo.recall(keys, tag)).toBeUndefined();
    const kept = memo.remember(keys, 7, tag);
    expect(kept).toBe(keys.length > 0 && keys.every((k) => typeof k === "object" && k !== null && isDeepFrozen(k)));
    expect(memo.recall(keys, tag)).toBe(kept ? 7 : undefined);
  });
});
