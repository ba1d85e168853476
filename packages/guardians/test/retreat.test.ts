import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { checkRetreat, guardiansOptions, millTop, NO_CONDITIONS, type RetreatRequest } from "@rulesmith/guardians";

const base: RetreatRequest = { kind: "minion", level: 2, retreatCost: 2, conditions: NO_CONDITIONS, deckSize: 10, levelOneCreaturesInHand: 1, retreatedThisTurn: false };
const code = (r: RetreatRequest, o = guardiansOptions()) => {
  const x = checkRetreat(r, o);
  return x.ok ? `mill ${x.value.mill}` : `${x.error.code} ${x.error.rule ?? ""}`;
};

describe("retreat", () => {
  it("G-RET-1 a Retreat Cost of 2 mills 2 cards from the top of the deck", () => {
    expect(code(base)).toBe("mill 2");
    expect(millTop(["a", "b", "c", "d"], 2)).toEqual({ ok: true, value: { deck: ["c", "d"], milled: ["a", "b"] } });
  });

  it("G-RET-4 without a level 1 creature in hand you cannot retreat", () => {
    expect(code({ ...base, levelOneCreaturesInHand: 0 })).toBe("retreat/no-level-one G-RET-4");
  });

  it("G-AMB-20 the retreated level 1 creature itself may come back only with retreatSameCard", () => {
    const r = { ...base, level: 1, levelOneCreaturesInHand: 0 };
    expect(code(r)).toBe("retreat/no-level-one G-RET-4");
    expect(code(r, guardiansOptions({ retreatSameCard: true }))).toBe("mill 2");
  });

  it("G-TURN-5 only one retreat per turn", () => {
    expect(code({ ...base, retreatedThisTurn: true })).toBe("retreat/once G-TURN-5");
  });

  it("G-RET-5 G-AMB-28 Paralyzed, Asleep or Frozen creatures cannot retreat", () => {
    for (const c of [{ paralyzed: true }, { asleep: true }, { frozen: true }]) {
      expect(code({ ...base, conditions: { ...NO_CONDITIONS, ...c } })).toBe("retreat/condition G-RET-5");
    }
    expect(code({ ...base, conditions: { ...NO_CONDITIONS, burned: true, poison: { kind: "owner-turns", owner: 0, count: 3, target: 3 }, confused: true } })).toBe("mill 2");
  });

  it("G-GUARD-7 a Guardian cannot retreat", () => {
    expect(code({ ...base, kind: "guardian" })).toBe("retreat/guardian G-GUARD-7");
  });

  it("G-AMB-19 a Retreat Cost larger than the deck is not allowed (milling never decks you out)", () => {
    expect(code({ ...base, retreatCost: 3, deckSize: 2 })).toBe("retreat/deck-too-small G-AMB-19");
    expect(code({ ...base, retreatCost: 2, deckSize: 2 })).toBe("mill 2");
    expect(millTop(["a"], 2).ok).toBe(false);
  });

  test.prop([fc.array(fc.integer(), { maxLength: 20 }), fc.integer({ min: 0, max: 25 })])(
    "G-RET-1 milling conserves cards and never changes its input",
    (deck, n) => {
      const copy = deck.slice();
      const r = millTop(deck, n);
      expect(deck).toEqual(copy);
      if (n > deck.length) expect(r.ok).toBe(false);
      else if (r.ok) {
        expect(r.value.milled).toHaveLength(n);
        expect([...r.value.milled, ...r.value.deck]).toEqual(deck);
      }
    },
  );
});
