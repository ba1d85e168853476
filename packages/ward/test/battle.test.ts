import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  applyMultipliers,
  attackDamage,
  battleOrder,
  criticalMissSelfDamage,
  criticalOf,
  damageMultipliers,
  hitRoll,
  percentageDamage,
  rollOffWinner,
  speedOrder,
  type Ability,
} from "../src/index.js";

const arbFaces = (min: number, max: number) => fc.array(fc.integer({ min: 1, max: 6 }), { minLength: min, maxLength: max });
/** Hit dice with all sixes and all ones mixed in often, so that properties meet criticals. */
const arbHitFaces = fc.oneof(
  arbFaces(1, 5),
  fc.integer({ min: 1, max: 4 }).map((n) => Array.from({ length: n }, () => 6)),
  fc.integer({ min: 1, max: 4 }).map((n) => Array.from({ length: n }, () => 1)),
);
const arbDamageInput = fc.record({
  faces: arbFaces(0, 6),
  modifier: fc.integer({ min: -20, max: 40 }),
  bonus: fc.integer({ min: -30, max: 30 }),
  multipliers: fc.array(fc.constantFrom(0.5, 1, 1.5, 2, 3), { maxLength: 4 }),
});

describe("speed", () => {
  it("W-QS.7-1 W-5.2.1.8-1 the higher Speed rolls first", () => {
    expect(speedOrder({ speed: 5, battleFirst: false }, { speed: 3, battleFirst: false })).toBe("a");
    expect(speedOrder({ speed: 3, battleFirst: false }, { speed: 5, battleFirst: false })).toBe("b");
  });

  it("W-18.17-1 Speed has no maximum", () => {
    expect(speedOrder({ speed: 99, battleFirst: false }, { speed: 98, battleFirst: false })).toBe("a");
  });

  it("W-QS.7-2 W-10.2-2 a Speed tie is settled by a roll-off, higher die first, redone for each battle", () => {
    const tie = { speed: 4, battleFirst: false };
    expect(speedOrder(tie, tie)).toBe("roll-off");
    expect(battleOrder(tie, tie, [[2, 5]])).toBe("b");
    expect(battleOrder(tie, tie, [[6, 1]])).toBe("a");
    expect(battleOrder(tie, tie, [])).toBe("undecided");
  });

  it("W-AMB-19 equal roll-off dice are rolled again", () => {
    expect(rollOffWinner(3, 3)).toBe("reroll");
    const tie = { speed: 1, battleFirst: false };
    expect(battleOrder(tie, tie, [[3, 3], [4, 4], [1, 2]])).toBe("b");
    expect(battleOrder(tie, tie, [[3, 3]])).toBe("undecided");
  });

  it("W-10.2-2 W-AMB-20 a battle-first effect beats Speed; two of them are settled by a roll-off", () => {
    expect(speedOrder({ speed: 1, battleFirst: true }, { speed: 9, battleFirst: false })).toBe("a");
    expect(speedOrder({ speed: 9, battleFirst: false }, { speed: 1, battleFirst: true })).toBe("b");
    expect(speedOrder({ speed: 9, battleFirst: true }, { speed: 1, battleFirst: true })).toBe("roll-off");
  });

  test.prop([fc.nat(30), fc.nat(30), fc.boolean(), fc.boolean()])("speed order is antisymmetric", (sa, sb, fa, fb) => {
    const a = { speed: sa, battleFirst: fa };
    const b = { speed: sb, battleFirst: fb };
    const ab = speedOrder(a, b);
    const ba = speedOrder(b, a);
    expect(ba).toBe(ab === "a" ? "b" : ab === "b" ? "a" : "roll-off");
  });
});

describe("hit roll", () => {
  it("W-QS.7-3 2 dice + Modifier against AL: 3+4 with Mod +2 hits AL 9 and misses AL 10", () => {
    expect(hitRoll({ faces: [3, 4], modifier: 2, bonus: 0 }, 9)).toEqual({ total: 9, hit: true, critical: null });
    expect(hitRoll({ faces: [3, 4], modifier: 2, bonus: 0 }, 10)).toEqual({ total: 9, hit: false, critical: null });
  });

  it("W-5.2.1.7-1 a total equal to the AL hits", () => {
    expect(hitRoll({ faces: [4, 4], modifier: 0, bonus: 0 }, 8).hit).toBe(true);
  });

  it("W-QS.7-3 Hit bonuses add to the Hit Roll", () => {
    expect(hitRoll({ faces: [2, 3], modifier: 1, bonus: 2 }, 8)).toEqual({ total: 8, hit: true, critical: null });
  });

  it("W-10.2-3 effects change the number of Hit dice: 3 dice are summed", () => {
    expect(hitRoll({ faces: [2, 3, 4], modifier: 0, bonus: 0 }, 9).hit).toBe(true);
  });

  it("W-17.1-1 an AL above 12 counts as 12", () => {
    expect(hitRoll({ faces: [5, 5], modifier: 2, bonus: 0 }, 15).hit).toBe(true);
  });

  it("W-QS.7-6 W-10.3.2-1 a Critical Miss (all ones) misses whatever the total: 1,1 with Mod +20 vs AL 2", () => {
    expect(hitRoll({ faces: [1, 1], modifier: 20, bonus: 0 }, 2)).toEqual({ total: 22, hit: false, critical: "miss" });
  });

  it("W-QS.7-5 W-10.3.1-1 all sixes is a Critical Hit", () => {
    expect(hitRoll({ faces: [6, 6], modifier: 0, bonus: 0 }, 12)).toEqual({ total: 12, hit: true, critical: "hit" });
  });

  it("W-AMB-61 W-QS.7-3 W-10.3.1-1 a Critical Hit is not an automatic hit: 6,6 with Modifier -1 (11) misses AL 12, and is no critical", () => {
    expect(hitRoll({ faces: [6, 6], modifier: -1, bonus: 0 }, 12)).toEqual({ total: 11, hit: false, critical: null });
    expect(hitRoll({ faces: [6, 6], modifier: -1, bonus: 0, criticalHitAlwaysHits: false }, 12)).toEqual({ total: 11, hit: false, critical: null });
    expect(hitRoll({ faces: [6, 6, 6], modifier: -5, bonus: -2 }, 12)).toEqual({ total: 11, hit: false, critical: null });
    expect(hitRoll({ faces: [6, 6], modifier: -1, bonus: 0 }, 11)).toEqual({ total: 11, hit: true, critical: "hit" });
  });

  it("W-AMB-61 W-10.3.2-1 with criticalHitAlwaysHits all sixes hit whatever the AL: 6,6 with Modifier -1 hits AL 12", () => {
    expect(hitRoll({ faces: [6, 6], modifier: -1, bonus: 0, criticalHitAlwaysHits: true }, 12)).toEqual({ total: 11, hit: true, critical: "hit" });
    expect(hitRoll({ faces: [6, 6], modifier: -20, bonus: 0, criticalHitAlwaysHits: true }, 12)).toEqual({ total: -8, hit: true, critical: "hit" });
  });

  it("W-10.3.2-1 W-QS.7-6 W-AMB-61 only the Critical Miss is automatic: all ones miss with either reading", () => {
    expect(hitRoll({ faces: [1, 1], modifier: 20, bonus: 0, criticalHitAlwaysHits: true }, 2)).toEqual({ total: 22, hit: false, critical: "miss" });
    expect(hitRoll({ faces: [1, 1, 1], modifier: 20, bonus: 0 }, 0)).toEqual({ total: 23, hit: false, critical: "miss" });
  });

  test.prop([arbHitFaces, fc.integer({ min: -20, max: 20 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 14 })])(
    "W-AMB-61 W-QS.7-3 W-10.3.1-1 W-10.3.2-1 by default every roll but a Critical Miss hits exactly when it meets the AL, and a critical \"hit\" is always a hit",
    (faces, modifier, bonus, al) => {
      const r = hitRoll({ faces, modifier, bonus }, al);
      expect(r.hit).toBe(r.critical !== "miss" && r.total >= Math.min(al, 12));
      if (r.critical === "hit") expect(r.hit).toBe(true);
      expect(r.critical).toBe(criticalOf(faces) === "hit" ? (r.hit ? "hit" : null) : criticalOf(faces));
    },
  );

  test.prop([arbHitFaces, fc.integer({ min: -20, max: 20 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 14 })])(
    "W-AMB-61 criticalHitAlwaysHits changes only all sixes that fall short of the AL: they hit, as a Critical Hit",
    (faces, modifier, bonus, al) => {
      const must = hitRoll({ faces, modifier, bonus }, al);
      const auto = hitRoll({ faces, modifier, bonus, criticalHitAlwaysHits: true }, al);
      expect(auto.total).toBe(must.total);
      if (criticalOf(faces) === "hit") expect(auto).toEqual({ total: must.total, hit: true, critical: "hit" });
      else expect(auto).toEqual(must);
    },
  );

  it("W-10.3.1-2 with more than two Hit dice every die must match: 6,6,5 is no critical, 1,1,1 is", () => {
    expect(criticalOf([6, 6, 5])).toBeNull();
    expect(criticalOf([6, 6, 6])).toBe("hit");
    expect(criticalOf([1, 1, 1])).toBe("miss");
    expect(criticalOf([1, 1, 2])).toBeNull();
  });

  it("W-10.3.3-1 one Hit die never makes a critical: a single 6 is a normal hit check, a single 1 a normal miss check", () => {
    expect(criticalOf([6])).toBeNull();
    expect(hitRoll({ faces: [6], modifier: 0, bonus: 0 }, 7)).toEqual({ total: 6, hit: false, critical: null });
    expect(hitRoll({ faces: [1], modifier: 9, bonus: 0 }, 10)).toEqual({ total: 10, hit: true, critical: null });
  });

  test.prop([arbFaces(1, 5), fc.integer({ min: -10, max: 20 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 12 })])(
    "the total is dice + Modifier + bonus, and a non-critical roll hits exactly when it meets the AL",
    (faces, modifier, bonus, al) => {
      const r = hitRoll({ faces, modifier, bonus }, al);
      expect(r.total).toBe(faces.reduce((a, b) => a + b, 0) + modifier + bonus);
      if (r.critical === null) expect(r.hit).toBe(r.total >= al);
      if (r.critical === "miss") expect(r.hit).toBe(false);
    },
  );
});

describe("attack damage", () => {
  it("W-QS.7-7 W-10.2-4 damage = Attack dice + Modifier (+ buffs): dice 4+3, Mod +3 -> 10", () => {
    expect(attackDamage({ faces: [4, 3], modifier: 3, bonus: 0, multipliers: [], critical: false })).toBe(10);
    expect(attackDamage({ faces: [4, 3], modifier: 3, bonus: 5, multipliers: [], critical: false })).toBe(15);
  });

  it("W-QS.7-5 W-10.3.1-1 a Critical Hit doubles the damage total: 10 -> 20", () => {
    expect(attackDamage({ faces: [4, 3], modifier: 3, bonus: 0, multipliers: [], critical: true })).toBe(20);
  });

  it("W-5.3.1-1 multipliers apply after dice, Modifier and buffs", () => {
    expect(attackDamage({ faces: [5, 5], modifier: 6, bonus: 4, multipliers: [3], critical: false })).toBe(60);
  });

  it("W-5.3.2-1 several multipliers apply one after another: 20 x3 x3 = 180", () => {
    expect(applyMultipliers(20, [3, 3])).toBe(180);
  });

  it("W-QS.7-6 W-10.3.2-1 Critical Miss self-damage is the face of one die, nothing added", () => {
    expect(criticalMissSelfDamage(4)).toBe(4);
    expect(criticalMissSelfDamage(1)).toBe(1);
  });

  it("W-10.4.1-5 W-17.6-1 percentage damage is whole-number damage of CURRENT HP: half of 30 is 15", () => {
    expect(percentageDamage(30, 50)).toBe(15);
    expect(percentageDamage(30, 100)).toBe(30);
    expect(percentageDamage(0, 50)).toBe(0);
  });

  it("W-AMB-29 percentage damage rounds down by default; ceil and half-up are options", () => {
    expect(percentageDamage(25, 50)).toBe(12);
    expect(percentageDamage(25, 50, "ceil")).toBe(13);
    expect(percentageDamage(25, 50, "half-up")).toBe(13);
    expect(percentageDamage(25, 10, "half-up")).toBe(3);
  });

  it("W-10.3.1-1 W-18.10-1 W-5.3.2-1 the damage is rounded once, after the critical x2: 7 x1.5 x2 = 21, not floor(10.5) x2 = 20", () => {
    expect(attackDamage({ faces: [4, 3], modifier: 0, bonus: 0, multipliers: [1.5], critical: true })).toBe(21);
    expect(attackDamage({ faces: [4, 3], modifier: 0, bonus: 0, multipliers: [1.5], critical: false })).toBe(10);
    expect(attackDamage({ faces: [5], modifier: 0, bonus: 0, multipliers: [0.5, 3], critical: true })).toBe(15);
    expect(applyMultipliers(7, [1.5, 2])).toBe(21);
  });

  test.prop([arbDamageInput])("W-10.3.1-1 W-18.10-1 W-5.3.2-1 the critical x2 is the last multiplier, rounded with the others once at the end", (input) => {
    const normal = attackDamage({ ...input, critical: false });
    const crit = attackDamage({ ...input, critical: true });
    const total = input.faces.reduce((a, b) => a + b, input.modifier + input.bonus);
    expect(crit).toBe(applyMultipliers(total, [...input.multipliers, 2]));
    expect(normal).toBe(applyMultipliers(total, input.multipliers));
    // Doubling the rounded damage would lose the half a fractional multiplier leaves.
    expect(crit - 2 * normal).toBeGreaterThanOrEqual(0);
    expect(crit - 2 * normal).toBeLessThanOrEqual(1);
  });

  test.prop([arbDamageInput, fc.boolean()])("damage is never negative and always a whole number", (input, critical) => {
    const d = attackDamage({ ...input, critical });
    expect(d).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(d)).toBe(true);
  });

  test.prop([fc.integer({ min: -50, max: 500 }), fc.integer({ min: -10, max: 150 }), fc.constantFrom("floor" as const, "ceil" as const, "half-up" as const)])(
    "percentage damage is a whole number from 0 to current HP",
    (hp, pct, rounding) => {
      const d = percentageDamage(hp, pct, rounding);
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(Math.max(0, hp));
    },
  );

  test.prop([fc.integer({ min: 1, max: 6 })])("critical-miss self-damage is the die face", (face) => {
    expect(criticalMissSelfDamage(face)).toBe(face);
  });
});

describe("damage multipliers from abilities", () => {
  const assassin: Ability[] = [{ kind: "damage-multiplier", factor: 3, condition: { kind: "hits-first" } }];
  const target = { name: "Bear Wolf", creatureType: "beast" as const, tags: [] };

  it("W-AMB-54 Assassin's 3x applies only when it hit first", () => {
    expect(damageMultipliers(assassin, { hitsFirst: true, target })).toEqual([3]);
    expect(damageMultipliers(assassin, { hitsFirst: false, target })).toEqual([]);
  });

  it("W-5.2.1.2-2 W-5.2.1.1-1 type- and name-conditional multipliers read the target", () => {
    const abilities: Ability[] = [
      { kind: "damage-multiplier", factor: 2, condition: { kind: "target-is-type", creatureType: "beast" } },
      { kind: "damage-multiplier", factor: 1.5, condition: { kind: "target-named", name: "bear wolf" } },
      { kind: "damage-multiplier", factor: 4, condition: { kind: "target-is-type", creatureType: "dragon" } },
      { kind: "stat-modifier", stat: "modifier", amount: 2 },
    ];
    expect(damageMultipliers(abilities, { hitsFirst: false, target })).toEqual([2, 1.5]);
  });
});
