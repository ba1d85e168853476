import { fc, test } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { describe, expect, it } from "vitest";
import { summarize, wilsonInterval, Z_95 } from "../src/stats.js";

describe("wilsonInterval", () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I, method 3.
  const known: readonly (readonly [number, number, number, number])[] = [
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
  ];
  it.each(known)("%i of %i gives [%f, %f] (Newcombe 1998)", (k, n, low, high) => {
    const i = assertOk(wilsonInterval(k, n));
    expect(i.estimate).toBeCloseTo(k / n, 12);
    expect(i.low).toBeCloseTo(low, 4);
    expect(i.high).toBeCloseTo(high, 4);
  });

  it("is [0, 1] with no trials", () => {
    expect(assertOk(wilsonInterval(0, 0))).toEqual({ estimate: 0, low: 0, high: 1 });
  });

  it("refuses counts that are not whole, negative, or more successes than trials", () => {
    expect(assertErr(wilsonInterval(3, 2)).code).toBe("stats/bad-count");
    expect(assertErr(wilsonInterval(-1, 2)).code).toBe("stats/bad-count");
    expect(assertErr(wilsonInterval(0.5, 2)).code).toBe("stats/bad-count");
    expect(assertErr(wilsonInterval(1, 2, 0)).code).toBe("stats/bad-count");
  });

  it("uses z = 1.96 by default", () => {
    expect(Z_95).toBeCloseTo(1.96, 2);
  });

  const counts = fc.integer({ min: 1, max: 100_000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n)));

  test.prop([counts])("the interval lies in [0, 1] and holds the observed proportion", ([k, n]) => {
    const i = assertOk(wilsonInterval(k, n));
    expect(i.low).toBeGreaterThanOrEqual(0);
    expect(i.high).toBeLessThanOrEqual(1);
    expect(i.low).toBeLessThanOrEqual(i.estimate + 1e-12);
    expect(i.high).toBeGreaterThanOrEqual(i.estimate - 1e-12);
  });

  test.prop([counts])("it is symmetric: k of n mirrors n - k of n", ([k, n]) => {
    const a = assertOk(wilsonInterval(k, n));
    const b = assertOk(wilsonInterval(n - k, n));
    expect(a.low).toBeCloseTo(1 - b.high, 10);
    expect(a.high).toBeCloseTo(1 - b.low, 10);
  });

  test.prop([counts])("more trials at the same proportion never widen it", ([k, n]) => {
    const a = assertOk(wilsonInterval(k, n));
    const b = assertOk(wilsonInterval(2 * k, 2 * n));
    expect(b.high - b.low).toBeLessThanOrEqual(a.high - a.low + 1e-12);
  });
});

describe("summarize", () => {
  it("gives count, mean, sample standard deviation, min and max", () => {
    expect(summarize([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ count: 8, mean: 5, sd: Math.sqrt(32 / 7), min: 2, max: 9 });
  });

  it("is all zeros for no numbers, and has no spread for one", () => {
    expect(summarize([])).toEqual({ count: 0, mean: 0, sd: 0, min: 0, max: 0 });
    expect(summarize([3])).toEqual({ count: 1, mean: 3, sd: 0, min: 3, max: 3 });
  });

  it("skips numbers that are not finite", () => {
    expect(summarize([1, Number.NaN, 3, Number.POSITIVE_INFINITY])).toMatchObject({ count: 2, mean: 2 });
  });

  // Zeros of both signs are one number here: the smallest of [0, -0] may be either (a random run
  // drew such an array, which Object.is told apart).
  test.prop([fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 200 })], { examples: [[[0, -0]], [[-0, 0]]] })(
    "agrees with the two-pass formulas",
    (xs) => {
      const s = summarize(xs);
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const sd = xs.length > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1)) : 0;
      expect(s.mean).toBeCloseTo(mean, 4);
      expect(s.sd).toBeCloseTo(sd, 4);
      expect(s.min === Math.min(...xs)).toBe(true);
      expect(s.max === Math.max(...xs)).toBe(true);
    },
  );
});

describe("wilsonInterval with values that are not numbers", () => {
  it("refuses them with a message that quotes them, never a throw", () => {
    expect(assertErr(wilsonInterval(Object.create(null) as never, 1)).message).toBe("Successes and trials are whole numbers with 0 <= successes <= trials, not {} of 1.");
    expect(assertErr(wilsonInterval(1, Symbol("n") as never)).message).toBe("Successes and trials are whole numbers with 0 <= successes <= trials, not 1 of Symbol(n).");
    expect(assertErr(wilsonInterval(1, 2, Symbol("z") as never)).message).toBe("z is a positive number, not Symbol(z).");
    expect(assertErr(wilsonInterval(1, 2, Object.create(null) as never)).message).toBe("z is a positive number, not {}.");
    expect(assertErr(wilsonInterval(1, 2, "1.96" as never)).message).toBe('z is a positive number, not "1.96".');
  });
});
