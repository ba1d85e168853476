import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { HEADS, TAILS, flipCoin, rollDice, rollDie, sumFaces } from "../src/dice.js";
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
