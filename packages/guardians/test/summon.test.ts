import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { canSneak, checkPlace, checkSneak, CREATURE_SLOTS, guardiansOptions, sacrificesRequired, sneakCost, type Tribute } from "@rulesmith/guardians";

const m = (level: number, zone: "field" | "hand" = "field"): Tribute => ({ kind: "minion", level, zone });
const k = (level: number): Tribute => ({ kind: "king", level, zone: "field" });

describe("Minion placement", () => {
  it("G-MIN-3 a level 1 Minion needs no tribute", () => {
    expect(sacrificesRequired(1)).toEqual({ ok: true, value: 0 });
    expect(checkPlace(1, [], 0).ok).toBe(true);
  });

  it("G-MIN-4 a level 2 Minion needs one Minion: 0 rejected, 1 accepted", () => {
    expect(checkPlace(2, [], 1).ok).toBe(false);
    expect(checkPlace(2, [m(1)], 1).ok).toBe(true);
  });

  it("G-MIN-5 a level 3 Minion needs two Minions: 1 rejected, 2 accepted", () => {
    const one = checkPlace(3, [m(1)], 2);
    expect(one.ok).toBe(false);
    expect(one.ok ? null : one.error.rule).toBe("G-MIN-5");
    expect(checkPlace(3, [m(1), m(2)], 2).ok).toBe(true);
  });

  it("G-AMB-1 a level 4 Minion cannot be Placed by default; the option raises the cap", () => {
    const r = sacrificesRequired(4);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error.code).toBe("place/level-too-high");
    expect(sacrificesRequired(4, guardiansOptions({ maxPlaceableMinionLevel: 5 }))).toEqual({ ok: true, value: 3 });
  });

  it("G-MIN-2 a level is a whole number of stars from 1", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(sacrificesRequired(bad).ok).toBe(false);
  });

  it("G-AMB-41 Kings cannot be sent for a Minion's Place", () => {
    const r = checkPlace(2, [k(1)], 1);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error.code).toBe("place/tribute-kind");
  });

  it("G-AMB-2 tributes come from the field by default; hand or either by option", () => {
    expect(checkPlace(2, [m(1, "hand")], 0).ok).toBe(false);
    expect(checkPlace(2, [m(1, "hand")], 0, guardiansOptions({ tributeSource: "hand" })).ok).toBe(true);
    expect(checkPlace(2, [m(1, "field")], 1, guardiansOptions({ tributeSource: "hand" })).ok).toBe(false);
    expect(checkPlace(2, [m(1, "hand")], 0, guardiansOptions({ tributeSource: "either" })).ok).toBe(true);
  });

  it("G-MAT-3 G-AMB-42 a full row rejects a level 1 Place, but tributes from the field free a slot", () => {
    const full = checkPlace(1, [], CREATURE_SLOTS);
    expect(full.ok).toBe(false);
    expect(full.ok ? null : full.error.code).toBe("place/no-slot");
    expect(checkPlace(2, [m(1)], CREATURE_SLOTS).ok).toBe(true);
  });
});

describe("King Sneak", () => {
  const king = { level: 2, sneakMinions: 2 };

  it("G-KING-3 G-KING-4 sneakCost reads the printed count and the King's level", () => {
    expect(sneakCost(king)).toEqual({ level: 2, minions: 2 });
  });

  it("G-KING-3 two level 2 Minions accepted; one level 1 plus one level 2 rejected", () => {
    expect(checkSneak(king, [m(2), m(2)], 2).ok).toBe(true);
    const r = checkSneak(king, [m(1), m(2)], 2);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error.rule).toBe("G-KING-3");
  });

  it("G-KING-3 the wrong number of Minions is rejected", () => {
    expect(checkSneak(king, [m(2)], 2).ok).toBe(false);
    expect(checkSneak(king, [m(2), m(2), m(2)], 3).ok).toBe(false);
  });

  it("G-AMB-41 Kings cannot pay a King's Sneak", () => {
    expect(checkSneak(king, [m(2), k(2)], 2).ok).toBe(false);
  });

  it("G-KING-3 canSneak needs enough same-level Minions in the allowed zone", () => {
    expect(canSneak(king, [m(2), m(1), k(2)], 3)).toBe(false);
    expect(canSneak(king, [m(2), m(2)], 2)).toBe(true);
    expect(canSneak(king, [m(2, "hand"), m(2, "hand")], 0)).toBe(false);
    expect(canSneak(king, [m(2, "hand"), m(2, "hand")], 0, guardiansOptions({ tributeSource: "hand" }))).toBe(true);
  });

  it("G-AMB-42 a Sneak with no field tributes into a full row is impossible", () => {
    expect(canSneak({ level: 1, sneakMinions: 0 }, [], CREATURE_SLOTS)).toBe(false);
    expect(checkSneak({ level: 1, sneakMinions: 0 }, [], CREATURE_SLOTS).ok).toBe(false);
  });

  const tribute = fc.record({ kind: fc.constantFrom("minion" as const, "king" as const), level: fc.integer({ min: 1, max: 3 }), zone: fc.constantFrom("field" as const, "hand" as const) });
  test.prop([fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.array(tribute, { maxLength: 6 }), fc.integer({ min: 0, max: 5 })])(
    "G-KING-3 canSneak is true exactly when some subset of the pool passes checkSneak",
    (level, count, pool, onField) => {
      const king = { level, sneakMinions: count };
      // Try every subset of the pool.
      let some = false;
      for (let mask = 0; mask < 1 << pool.length && !some; mask++) {
        const chosen = pool.filter((_, i) => (mask & (1 << i)) !== 0);
        if (checkSneak(king, chosen, onField).ok) some = true;
      }
      expect(canSneak(king, pool, onField)).toBe(some);
    },
  );

  test.prop([fc.integer({ min: 1, max: 3 }), fc.array(tribute, { maxLength: 4 }), fc.integer({ min: 0, max: 5 })])(
    "G-MIN-3..5 an accepted Place always sends exactly level - 1 Minions and leaves at most 5 creatures",
    (level, tributes, onField) => {
      const r = checkPlace(level, tributes, onField);
      if (r.ok) {
        expect(tributes).toHaveLength(level - 1);
        expect(tributes.every((t) => t.kind === "minion" && t.zone === "field")).toBe(true);
        expect(onField - tributes.length + 1).toBeLessThanOrEqual(CREATURE_SLOTS);
      } else {
        expect(r.error.code).toMatch(/^place\//);
      }
    },
  );
});
