import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  ENERGY_CAP,
  STARTING_HAND,
  STARTING_RESOLVE,
  endStageDiscardCount,
  gainEnergy,
  maxEnergyForRound,
  raiseMaxEnergy,
  refillEnergy,
  resourceDrawCount,
  spendEnergy,
  startingEnergy,
  type Energy,
} from "../src/index.js";

describe("starting resources", () => {
  it("D-RES-1 each player begins at 20 resolve", () => {
    expect(STARTING_RESOLVE).toBe(20);
  });
  it("D-RES-2 each player draws 5 cards", () => {
    expect(STARTING_HAND).toBe(5);
  });
  it("D-RES-3 5 maximum and 5 available energy", () => {
    expect(startingEnergy()).toEqual({ available: 5, max: 5 });
  });
});

describe("energy", () => {
  it("D-ENERGY-2 maximum energy by round: 5, 6, ... capped at 10", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(maxEnergyForRound)).toEqual([5, 6, 7, 8, 9, 10, 10, 10]);
    expect(maxEnergyForRound(0)).toBe(5);
    expect(maxEnergyForRound(Number.NaN)).toBe(5);
  });

  it("D-RSRC-1 D-ENERGY-1 refill to the current maximum: 1 left of 6 becomes 6", () => {
    expect(refillEnergy({ available: 1, max: 6 })).toEqual({ available: 6, max: 6 });
  });

  it("D-END-3 maximum rises by 1 up to 10: 5 becomes 6, 10 stays 10", () => {
    expect(raiseMaxEnergy({ available: 2, max: 5 })).toEqual({ available: 2, max: 6 });
    expect(raiseMaxEnergy({ available: 0, max: 10 })).toEqual({ available: 0, max: 10 });
  });

  it("D-KW.Recruit-2 spending energy pays a cost; not more than available", () => {
    expect(spendEnergy({ available: 5, max: 5 }, 3)).toEqual({ ok: true, value: { available: 2, max: 5 } });
    const r = spendEnergy({ available: 2, max: 5 }, 3);
    expect(r.ok ? "" : r.error.code).toBe("energy/not-enough");
    const bad = spendEnergy({ available: 2, max: 5 }, -1);
    expect(bad.ok ? "" : bad.error.code).toBe("energy/bad-amount");
  });

  it("gaining energy never goes above the maximum", () => {
    expect(gainEnergy({ available: 4, max: 6 }, 5)).toEqual({ available: 6, max: 6 });
  });

  const op = fc.oneof(
    fc.constant({ kind: "refill" as const, n: 0 }),
    fc.constant({ kind: "raise" as const, n: 0 }),
    fc.record({ kind: fc.constant("spend" as const), n: fc.integer({ min: -3, max: 12 }) }),
    fc.record({ kind: fc.constant("gain" as const), n: fc.integer({ min: -3, max: 12 }) }),
  );

  test.prop([fc.array(op, { maxLength: 60 })])("D-ENERGY-1 D-ENERGY-2 energy stays a whole number between 0 and 10, available never above max", (ops) => {
    let e: Energy = startingEnergy();
    for (const o of ops) {
      if (o.kind === "refill") e = refillEnergy(e);
      else if (o.kind === "raise") e = raiseMaxEnergy(e);
      else if (o.kind === "gain") e = gainEnergy(e, o.n);
      else {
        const r = spendEnergy(e, o.n);
        if (r.ok) e = r.value;
      }
      expect(Number.isInteger(e.available) && Number.isInteger(e.max)).toBe(true);
      expect(e.available).toBeGreaterThanOrEqual(0);
      expect(e.available).toBeLessThanOrEqual(e.max);
      expect(e.max).toBeLessThanOrEqual(ENERGY_CAP);
    }
  });

  test.prop([fc.integer({ min: 1, max: 1000 })])("D-ENERGY-2 round by round raising equals maxEnergyForRound", (rounds) => {
    let e = startingEnergy();
    for (let r = 1; r < rounds && r < 20; r++) e = raiseMaxEnergy(e);
    expect(e.max).toBe(maxEnergyForRound(Math.min(rounds, 20)));
  });
});

describe("Resource Stage draw and End Stage discard", () => {
  it("D-RSRC-2 hand 2 draws 3; hand 5 draws 1; hand 7 draws 1", () => {
    expect(resourceDrawCount({ handSize: 2, first: true, round: 2 })).toBe(3);
    expect(resourceDrawCount({ handSize: 5, first: false, round: 2 })).toBe(1);
    expect(resourceDrawCount({ handSize: 7, first: false, round: 4 })).toBe(1);
  });

  it("D-RSRC-3 the first player does not draw in round 1", () => {
    expect(resourceDrawCount({ handSize: 5, first: true, round: 1 })).toBe(0);
  });

  it("D-AMB-37 the second player in round 1 holds 5 and draws 1", () => {
    expect(resourceDrawCount({ handSize: 5, first: false, round: 1 })).toBe(1);
  });

  it("D-AMB-10 an empty or short deck draws what it has", () => {
    expect(resourceDrawCount({ handSize: 1, first: false, round: 3, deckSize: 2 })).toBe(2);
    expect(resourceDrawCount({ handSize: 1, first: false, round: 3, deckSize: 0 })).toBe(0);
  });

  it("D-END-5 D-LIMIT-3 hand 10 discards 2; hand 8 discards 0", () => {
    expect(endStageDiscardCount(10)).toBe(2);
    expect(endStageDiscardCount(8)).toBe(0);
    expect(endStageDiscardCount(3)).toBe(0);
  });

  test.prop([fc.integer({ min: 0, max: 30 })])("D-RSRC-2 after the draw a player holds at least 5, and draws at least 1", (hand) => {
    const n = resourceDrawCount({ handSize: hand, first: false, round: 2 });
    expect(n).toBeGreaterThanOrEqual(1);
    expect(hand + n).toBeGreaterThanOrEqual(STARTING_HAND);
  });
});
