import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { HEADS, TAILS, flipCoin, rollDice, rollDie, sumFaces } from "../src/dice.js";
import { excerpt } from "../src/json.js";
import { Rng, seedRng } from "../src/rng.js";

describe("dice", () => {
  test.prop([fc.integer(), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 100 })])(
    "rollDice gives `count` faces, each from 1 to `sides`",
    (seed, count, sides) => {
      const faces = rollDice(new Rng(seedRng(seed)), count, sides);
      expect(faces).toHaveLength(count);
      expect(faces.every((f) => f >= 1 && f <= sides && Number.isInteger(f))).toBe(true);
    },
  );

  test.prop([fc.integer(), fc.integer({ min: 1, max: 100 })])("rollDie gives a face from 1 to sides", (seed, sides) => {
    const f = rollDie(new Rng(seedRng(seed)), sides);
    expect(f >= 1 && f <= sides).toBe(true);
  });

  it("rollDice and rollDie draw the same faces from the same generator state", () => {
    const a = new Rng(seedRng(11));
    const b = new Rng(seedRng(11));
    expect(rollDice(a, 3, 6)).toEqual([rollDie(b, 6), rollDie(b, 6), rollDie(b, 6)]);
  });

  it("flipCoin lands on both sides, about half each", () => {
    const rng = new Rng(seedRng(4));
    let heads = 0;
    for (let i = 0; i < 10_000; i++) if (flipCoin(rng)) heads++;
    expect(Math.abs(heads - 5000)).toBeLessThan(250);
  });

  it("coins are 2-sided dice: 1 is heads and 2 is tails", () => {
    expect([HEADS, TAILS]).toEqual([1, 2]);
  });

  it("sumFaces adds faces", () => {
    expect(sumFaces([3, 4, 6])).toBe(13);
    expect(sumFaces([])).toBe(0);
  });
});

describe("dice with a number of sides or dice that cannot be rolled", () => {
  const sides: unknown[] = [0, -6, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32 + 1, 1e300, "6"];
  it.each(sides.map((n) => [excerpt(n), n]))("sides %s: rollDie and rollDice throw a RangeError naming it, instead of hanging or giving NaN", (shown, n) => {
    const rng = new Rng(seedRng(1));
    const before = rng.state();
    expect(() => rollDie(rng, n as number)).toThrow(new RangeError(`rollDie needs a whole number of sides from 1 to 4294967296 (2^32), not ${shown}.`));
    expect(() => rollDice(rng, 2, n as number)).toThrow(new RangeError(`rollDice needs a whole number of sides from 1 to 4294967296 (2^32), not ${shown}.`));
    expect(rng.state()).toEqual(before);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32])("%s dice: rollDice throws a RangeError naming the count", (count) => {
    expect(() => rollDice(new Rng(seedRng(1)), count, 6)).toThrow(new RangeError(`rollDice needs a whole number of dice from 0, not ${excerpt(count)}.`));
  });

  it("a die of 2^32 sides, the most, rolls", () => {
    const face = rollDie(new Rng(seedRng(1)), 2 ** 32);
    expect(Number.isInteger(face) && face >= 1 && face <= 2 ** 32).toBe(true);
  });
});
