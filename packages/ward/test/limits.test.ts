import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  MAX_HAND_SIZE,
  MAX_INFINITE_MAGICS,
  MAX_LIMITED_SUMMONS,
  OPENING_DRAW,
  canAddInfinite,
  canAddLimitedSummon,
  discardsRequired,
} from "../src/index.js";

describe("limits", () => {
  it("W-QS.5-3 W-9.1-3 the hand limit is 8: a 9-card hand discards 1, an 8-card hand none", () => {
    expect(MAX_HAND_SIZE).toBe(8);
    expect(discardsRequired(9)).toBe(1);
    expect(discardsRequired(8)).toBe(0);
    expect(discardsRequired(0)).toBe(0);
  });

  it("W-QS.3-3 W-7.1.2-1 each player's first draw is 5 cards", () => {
    expect(OPENING_DRAW).toBe(5);
  });

  it("W-QS.8-3 W-6.5.2-2 a 6th Infinite magic is refused", () => {
    expect(MAX_INFINITE_MAGICS).toBe(5);
    expect(canAddInfinite(4)).toBe(true);
    expect(canAddInfinite(5)).toBe(false);
  });

  it("W-13.3.1-1 a 5th Limited Summon is refused", () => {
    expect(MAX_LIMITED_SUMMONS).toBe(4);
    expect(canAddLimitedSummon(3)).toBe(true);
    expect(canAddLimitedSummon(4)).toBe(false);
  });

  test.prop([fc.nat(40)])("W-QS.5-3 W-9.1-3 after discarding, the hand holds at most 8 cards and nothing more is discarded than needed", (n) => {
    const d = discardsRequired(n);
    expect(n - d).toBeLessThanOrEqual(MAX_HAND_SIZE);
    expect(d === 0 || n - d === MAX_HAND_SIZE).toBe(true);
  });
});
