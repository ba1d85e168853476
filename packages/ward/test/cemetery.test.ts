import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  DEFAULT_CEMETERY_THRESHOLD,
  cemeteryHp,
  cemeteryLosers,
  cemeteryTotal,
  reachesThreshold,
  sampleCard,
  sampleCardSet,
  type Card,
  type CreatureCard,
} from "../src/index.js";

function creatureWithHp(hp: number): CreatureCard {
  const bear = sampleCard("bear-wolf");
  if (bear?.kind !== "creature") throw new Error("sample missing");
  return { ...bear, id: `c-${hp}`, hp };
}

function card(id: string): Card {
  const c = sampleCard(id);
  if (c === undefined) throw new Error(`sample missing: ${id}`);
  return c;
}

describe("cemetery HP", () => {
  it("W-QS.2-2 cemetery HP is the sum of the creature cards' HP: 40 + 60 = 100", () => {
    expect(cemeteryTotal([creatureWithHp(40), creatureWithHp(60)])).toBe(100);
  });

  it("W-4.1.1-2 W-17.5-1 it counts the printed base HP, whatever HP the creature had when it died", () => {
    const behemoth = card("behemoth");
    expect(cemeteryTotal([behemoth])).toBe(cemeteryHp(behemoth));
    expect(behemoth.kind === "creature" && cemeteryHp(behemoth)).toBe(120);
  });

  it("magic cards add nothing; W-6.2.4-2 a Hybrid magic adds 0 unless its card says it counts", () => {
    const deerman = card("abominable-deerman");
    expect(cemeteryTotal([card("fireball"), deerman])).toBe(0);
    if (deerman.kind !== "magic" || deerman.hybrid === null) throw new Error("not hybrid");
    const counting: Card = { ...deerman, hybrid: { ...deerman.hybrid, countsInCemetery: true } };
    expect(cemeteryTotal([counting])).toBe(45);
  });

  it("W-4.3.1-1 a creature removed from the cemetery no longer counts: 100 -> 40 after a 60-HP revival", () => {
    const cards = [creatureWithHp(40), creatureWithHp(60)];
    expect(cemeteryTotal(cards.filter((c) => c.hp !== 60))).toBe(40);
  });

  it("W-17.3-1 W-AMB-8 recorded adjustments are added and the total may go below 0: 30 - 50 = -20", () => {
    expect(cemeteryTotal([creatureWithHp(30)], -50)).toBe(-20);
  });

  it("W-4.1.1-1 W-QS.2-3 300 or more loses; 299 does not", () => {
    expect(DEFAULT_CEMETERY_THRESHOLD).toBe(300);
    expect(reachesThreshold(300)).toBe(true);
    expect(reachesThreshold(299)).toBe(false);
    expect(cemeteryLosers([290 + 10, 120])).toEqual([0]);
    expect(cemeteryLosers([299, 120])).toEqual([]);
  });

  it("W-4.2.1-1 the threshold is configurable: 150 loses at 150", () => {
    expect(reachesThreshold(150, 150)).toBe(true);
    expect(reachesThreshold(299, 400)).toBe(false);
    expect(cemeteryLosers([150, 160], 150)).toEqual([0, 1]);
  });

  test.prop([fc.array(fc.constantFrom(...sampleCardSet.cards), { maxLength: 20 }), fc.integer({ min: -500, max: 500 })])(
    "W-QS.2-2 W-AMB-8 cemetery HP equals the sum of the base HP of the creature cards there plus the adjustment",
    (cards, adjustment) => {
      const expected = cards.reduce((sum, c) => sum + (c.kind === "creature" ? c.hp : 0), adjustment);
      expect(cemeteryTotal(cards, adjustment)).toBe(expected);
    },
  );

  test.prop([fc.array(fc.integer({ min: -100, max: 600 }), { maxLength: 4 }), fc.integer({ min: 1, max: 1000 })])(
    "W-QS.2-3 W-4.2.1-1 cemeteryLosers lists exactly the seats at or over the threshold",
    (totals, threshold) => {
      const losers = cemeteryLosers(totals, threshold);
      totals.forEach((t, p) => {
        expect(losers.includes(p)).toBe(t >= threshold);
      });
    },
  );
});
