import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { excerpt } from "../src/json.js";
import { Rng, parseRngState, seedRng, shuffled } from "../src/rng.js";
import { assertErr } from "../src/testing/results.js";

describe("seeded generator", () => {
  it("golden sequence: seed 1 gives the same state and outputs on every platform (changes only in a major version)", () => {
    expect(seedRng(1)).toEqual([2459862799, 1621824973, 3310820794, 2041432051]);
    const rng = new Rng(seedRng(1));
    expect(Array.from({ length: 8 }, () => rng.nextU32())).toEqual([
      1828152527, 3394835397, 2967886022, 2251045104, 4148684523, 4055680838, 3224489912, 3690843842,
    ]);
  });

  it("golden sequence: the first 20 d6 faces for seed 42", () => {
    const rng = new Rng(seedRng(42));
    expect(Array.from({ length: 20 }, () => rng.die(6))).toEqual([4, 5, 3, 1, 5, 1, 2, 3, 6, 4, 6, 5, 5, 4, 6, 3, 2, 5, 3, 4]);
  });

  it("golden sequence: string seeds are hashed", () => {
    expect(seedRng("ward")).toEqual([2061137273, 2317084570, 2016447409, 1275426097]);
  });

  test.prop([fc.integer()])("same seed, same sequence", (seed) => {
    const a = new Rng(seedRng(seed));
    const b = new Rng(seedRng(seed));
    for (let i = 0; i < 20; i++) expect(a.nextU32()).toBe(b.nextU32());
  });

  test.prop([fc.integer(), fc.integer({ min: 1, max: 1000 })])("int(n) stays in [0, n)", (seed, n) => {
    const rng = new Rng(seedRng(seed));
    for (let i = 0; i < 50; i++) {
      const x = rng.int(n);
      expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
    }
  });

  test.prop([fc.integer()])("float() stays in [0, 1)", (seed) => {
    const rng = new Rng(seedRng(seed));
    const x = rng.float();
    expect(x >= 0 && x < 1).toBe(true);
  });

  it("int(n) is unbiased: a d6 over 60,000 rolls is within 3% of uniform on every face", () => {
    const rng = new Rng(seedRng(2024));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const f = rng.int(6);
      counts[f] = (counts[f] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(300);
  });

  it("int(n) rejects the biased tail: with n = 3 * 2^30 the outputs stay uniform across thirds", () => {
    const n = 3 * 2 ** 30;
    const rng = new Rng(seedRng(5));
    const thirds = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const x = rng.int(n);
      const k = Math.floor(x / 2 ** 30);
      thirds[k] = (thirds[k] ?? 0) + 1;
    }
    for (const t of thirds) expect(Math.abs(t - 10_000)).toBeLessThan(500);
  });

  it("the working copy never changes the state it was made from", () => {
    const s = Object.freeze(seedRng(3));
    const rng = new Rng(s);
    rng.nextU32();
    expect(s).toEqual(seedRng(3));
    expect(rng.state()).not.toEqual(s);
  });

  it("state() resumes the sequence exactly", () => {
    const a = new Rng(seedRng(8));
    a.nextU32();
    const b = new Rng(a.state());
    expect(b.nextU32()).toBe(a.nextU32());
  });
});

describe("Rng.int and Rng.die refuse a number of outcomes that is not a whole number from 1 to 2^32", () => {
  // Past 2^32 the rejection cut-off was 0, so no output was ever accepted (a hang); 0 and NaN gave NaN.
  const bad: unknown[] = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 32 + 1, 2 ** 53, 1e300, "6", null, undefined, [6], Object.create(null), Symbol("n")];
  it.each(bad.map((n) => [excerpt(n), n]))("%s: a RangeError that names it, at once, and nothing drawn", (shown, n) => {
    const rng = new Rng(seedRng(1));
    const before = rng.state();
    expect(() => rng.int(n as number)).toThrow(new RangeError(`Rng.int needs a whole number of outcomes from 1 to 4294967296 (2^32), not ${shown}.`));
    expect(() => rng.die(n as number)).toThrow(new RangeError(`Rng.die needs a whole number of sides from 1 to 4294967296 (2^32), not ${shown}.`));
    expect(rng.state()).toEqual(before);
  });

  it("accepts the bounds: 1 outcome gives 0, and 2^32 outcomes give the raw 32-bit output", () => {
    const rng = new Rng(seedRng(1));
    const raw = new Rng(seedRng(1));
    expect(rng.int(1)).toBe(0);
    raw.nextU32();
    expect(rng.int(2 ** 32)).toBe(raw.nextU32());
    expect(rng.die(2 ** 32)).toBe(raw.nextU32() + 1);
  });
});

describe("parseRngState", () => {
  it("accepts four 32-bit integers", () => {
    expect(parseRngState([0, 1, 2, 4294967295])).toEqual({ ok: true, value: [0, 1, 2, 4294967295] });
  });
  it.each([[null], [[1, 2, 3]], [[1, 2, 3, -1]], [[1, 2, 3, 2 ** 32]], [[1, 2, 3, 1.5]], [["1", 2, 3, 4]]])(
    "refuses %j with state/invalid",
    (bad) => {
      expect(assertErr(parseRngState(bad)).code).toBe("state/invalid");
    },
  );
});

describe("shuffled", () => {
  test.prop([fc.integer(), fc.array(fc.integer(), { maxLength: 30 })])("is a permutation and leaves the input alone", (seed, items) => {
    const input = Object.freeze(items.slice());
    const out = shuffled(new Rng(seedRng(seed)), input);
    expect(out.slice().sort((a, b) => a - b)).toEqual(input.slice().sort((a, b) => a - b));
    expect(input).toEqual(items);
  });

  it("every order of three items is about equally likely (Fisher-Yates, not a biased sort)", () => {
    const rng = new Rng(seedRng(77));
    const counts = new Map<string, number>();
    for (let i = 0; i < 12_000; i++) {
      const key = shuffled(rng, ["a", "b", "c"]).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });
});
