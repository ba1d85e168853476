import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  BASE_HIT_DICE,
  MAX_ARMOR_LEVEL,
  applyDamage,
  applyHealing,
  baseStats,
  clampArmorLevel,
  effectiveStats,
  isKilled,
  sacrificesRequired,
  sampleCard,
  statChangesOf,
  type CreatureStats,
  type StatChange,
} from "../src/index.js";

const base: CreatureStats = { armorLevel: 11, speed: 3, modifier: 1, attackDice: 2, hitDice: 2, hp: 50, hitBonus: 0, damageBonus: 0 };
const STATS = ["armorLevel", "speed", "modifier", "attackDice", "hitDice", "hp", "hitBonus", "damageBonus"] as const;
const arbChange: fc.Arbitrary<StatChange> = fc.oneof(
  fc.record({ stat: fc.constantFrom(...STATS), op: fc.constant("add" as const), amount: fc.integer({ min: -15, max: 15 }) }),
  fc.record({ stat: fc.constantFrom(...STATS), op: fc.constant("multiply" as const), amount: fc.constantFrom(0, 0.5, 1, 2, 3) }),
);
// effectiveStats and applyHealing as they were before they went through core's computeStat (the
// same arithmetic, written compactly): the reference the new ones must agree with.
function oldClampArmorLevel(armorLevel: number): number {
  if (!(armorLevel > 0)) return 0;
  return armorLevel > MAX_ARMOR_LEVEL ? MAX_ARMOR_LEVEL : Math.floor(armorLevel);
}
function oldFloorAt(value: number, min: number): number {
  if (!(value > min)) return min;
  return Math.floor(value);
}
function oldEffectiveStats(b: CreatureStats, changes: readonly StatChange[]): CreatureStats {
  const v: Record<(typeof STATS)[number], number> = { ...b };
  for (let pass = 0; pass < 2; pass++) {
    const op = pass === 0 ? "add" : "multiply";
    for (const c of changes) {
      if (c.op !== op) continue;
      v[c.stat] = op === "add" ? v[c.stat] + c.amount : v[c.stat] * c.amount;
    }
  }
  return {
    armorLevel: oldClampArmorLevel(v.armorLevel),
    speed: oldFloorAt(v.speed, 0),
    modifier: Number.isFinite(v.modifier) ? Math.floor(v.modifier) : 0,
    attackDice: oldFloorAt(v.attackDice, 0),
    hitDice: oldFloorAt(v.hitDice, 1),
    hp: oldFloorAt(v.hp, 0),
    hitBonus: Number.isFinite(v.hitBonus) ? Math.floor(v.hitBonus) : 0,
    damageBonus: Number.isFinite(v.damageBonus) ? Math.floor(v.damageBonus) : 0,
  };
}
function oldApplyHealing(currentHp: number, amount: number, maxHp: number): number {
  if (!(amount > 0) || currentHp >= maxHp) return currentHp;
  const hp = currentHp + amount;
  return hp < maxHp ? hp : maxHp;
}
/** `x` with a negative zero read as 0: core's clamp keeps a -0 where the old code gave 0 (`-0 === 0`, and JSON writes both as 0). */
const unsignedZero = (x: number): number => x + 0;

const arbBase: fc.Arbitrary<CreatureStats> = fc.record({
  armorLevel: fc.integer({ min: 1, max: 12 }),
  speed: fc.nat(20),
  modifier: fc.integer({ min: -5, max: 10 }),
  attackDice: fc.nat(5),
  hitDice: fc.constant(2),
  hp: fc.integer({ min: 1, max: 200 }),
  hitBonus: fc.constant(0),
  damageBonus: fc.constant(0),
});

describe("sacrificesRequired", () => {
  it("W-QS.6-1 W-QS.6-2 W-QS.6-3 W-8.2.1-2 AL 1-6 none, 7-11 one, 12 two", () => {
    for (let al = 1; al <= 6; al++) expect(sacrificesRequired(al)).toBe(0);
    for (let al = 7; al <= 11; al++) expect(sacrificesRequired(al)).toBe(1);
    expect(sacrificesRequired(12)).toBe(2);
  });

  it("W-8.2.1-1 uses the BASE AL: an AL-6 card under a +1 AL aura still needs none", () => {
    const grizzly = sampleCard("grizzly-bear");
    if (grizzly?.kind !== "creature") throw new Error("sample missing");
    const eff = effectiveStats(baseStats(grizzly), [{ stat: "armorLevel", op: "add", amount: 1 }]);
    expect(eff.armorLevel).toBe(7);
    expect(sacrificesRequired(grizzly.armorLevel)).toBe(0);
  });

  test.prop([fc.integer({ min: -5, max: 20 }), fc.integer({ min: -5, max: 20 })])("is monotone and in {0, 1, 2}", (a, b) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    expect([0, 1, 2]).toContain(sacrificesRequired(lo));
    expect(sacrificesRequired(lo)).toBeLessThanOrEqual(sacrificesRequired(hi));
  });
});

describe("effective stats", () => {
  it("W-QS.6-5 W-17.1-1 AL never exceeds 12: AL 11 + 3 gives 12", () => {
    expect(MAX_ARMOR_LEVEL).toBe(12);
    expect(effectiveStats(base, [{ stat: "armorLevel", op: "add", amount: 3 }]).armorLevel).toBe(12);
    expect(clampArmorLevel(14)).toBe(12);
  });

  it("W-AMB-49 floors: AL at least 0, Hit dice at least 1, Attack dice and Speed at least 0; Modifier may be negative", () => {
    const e = effectiveStats(base, [
      { stat: "armorLevel", op: "add", amount: -20 },
      { stat: "hitDice", op: "add", amount: -5 },
      { stat: "attackDice", op: "add", amount: -5 },
      { stat: "speed", op: "add", amount: -9 },
      { stat: "modifier", op: "add", amount: -4 },
    ]);
    expect(e).toMatchObject({ armorLevel: 0, hitDice: 1, attackDice: 0, speed: 0, modifier: -3 });
  });

  it("W-10.2-3 the Hit Roll is 2 dice at base and effects change the count (+1 -> 3)", () => {
    expect(BASE_HIT_DICE).toBe(2);
    const archer = sampleCard("hawk-archer");
    if (archer?.kind !== "creature") throw new Error("sample missing");
    expect(effectiveStats(baseStats(archer), statChangesOf(archer.effects.filter((e) => e.kind === "stat-modifier"))).hitDice).toBe(3);
  });

  it("W-18.6-1 base stats are the printed numbers; effective stats add the buffs (Battle Axe)", () => {
    const axe = sampleCard("battle-axe");
    const hero = sampleCard("the-hero");
    if (axe?.kind !== "magic" || hero?.kind !== "creature") throw new Error("sample missing");
    const changes = statChangesOf(axe.effects.filter((e) => e.kind === "stat-modifier"));
    const eff = effectiveStats(baseStats(hero), changes);
    expect(baseStats(hero)).toMatchObject({ modifier: 3, attackDice: 2 });
    expect(eff).toMatchObject({ modifier: 5, attackDice: 3 });
  });

  it("applies additions first, then multiplications in order", () => {
    const e = effectiveStats(base, [
      { stat: "speed", op: "multiply", amount: 2 },
      { stat: "speed", op: "add", amount: 1 },
    ]);
    expect(e.speed).toBe(8);
  });

  test.prop([arbBase, fc.array(arbChange, { maxLength: 8 })])("W-QS.6-5 W-AMB-49 effective AL is never above 12 nor below 0, Hit dice never below 1", (b, changes) => {
    const e = effectiveStats(b, changes);
    expect(e.armorLevel).toBeLessThanOrEqual(12);
    expect(e.armorLevel).toBeGreaterThanOrEqual(0);
    expect(e.hitDice).toBeGreaterThanOrEqual(1);
    expect(e.attackDice).toBeGreaterThanOrEqual(0);
    expect(e.speed).toBeGreaterThanOrEqual(0);
    for (const s of STATS) expect(Number.isInteger(e[s])).toBe(true);
  });

  it("W-AMB-49 multiplied stats are rounded down once, after every multiplication: Speed 3 x0.5 x3 = 4", () => {
    const e = effectiveStats(base, [
      { stat: "speed", op: "multiply", amount: 0.5 },
      { stat: "speed", op: "multiply", amount: 3 },
      { stat: "armorLevel", op: "multiply", amount: 0.5 },
    ]);
    expect(e.speed).toBe(4); // 4.5 -> 4; rounding after each would give floor(1.5) x3 = 3
    expect(e.armorLevel).toBe(5); // 5.5 -> 5
  });

  it("W-QS.6-5 W-17.1-1 W-AMB-49 the AL limits hold after multiplications too: AL 11 x2 is 12, AL 11 - 20 then x3 is 0", () => {
    expect(effectiveStats(base, [{ stat: "armorLevel", op: "multiply", amount: 2 }]).armorLevel).toBe(12);
    expect(effectiveStats(base, [{ stat: "armorLevel", op: "multiply", amount: 3 }, { stat: "armorLevel", op: "add", amount: -20 }]).armorLevel).toBe(0);
    expect(clampArmorLevel(Number.NaN)).toBe(0);
    expect(clampArmorLevel(7.9)).toBe(7);
  });

  const arbWideBase: fc.Arbitrary<CreatureStats> = fc.record({
    armorLevel: fc.integer({ min: -50, max: 50 }),
    speed: fc.integer({ min: -50, max: 50 }),
    modifier: fc.integer({ min: -50, max: 50 }),
    attackDice: fc.integer({ min: -50, max: 50 }),
    hitDice: fc.integer({ min: -50, max: 50 }),
    hp: fc.integer({ min: -500, max: 500 }),
    hitBonus: fc.integer({ min: -50, max: 50 }),
    damageBonus: fc.integer({ min: -50, max: 50 }),
  });
  const arbWideChange: fc.Arbitrary<StatChange> = fc.oneof(
    fc.record({ stat: fc.constantFrom(...STATS), op: fc.constant("add" as const), amount: fc.integer({ min: -1000, max: 1000 }) }),
    fc.record({
      stat: fc.constantFrom(...STATS),
      op: fc.constant("multiply" as const),
      amount: fc.oneof(fc.constantFrom(0, -0, 0.5, 1.5, 2, 3, -1), fc.double({ min: -10, max: 10, noNaN: true })),
    }),
  );
  test.prop([arbWideBase, fc.array(arbWideChange, { maxLength: 24 })], { numRuns: 1000 })(
    "W-QS.6-5 W-17.1-1 W-AMB-49 computing every stat with core's computeStat gives the same stats as the old arithmetic",
    (b, changes) => {
      const now = effectiveStats(b, changes);
      const before = oldEffectiveStats(b, changes);
      for (const s of STATS) expect(unsignedZero(now[s])).toBe(unsignedZero(before[s]));
    },
  );

  test.prop([arbBase, fc.array(arbChange, { maxLength: 8 })])("does not change its inputs", (b, changes) => {
    const before = JSON.stringify([b, changes]);
    effectiveStats(b, changes);
    expect(JSON.stringify([b, changes])).toBe(before);
  });
});

describe("HP", () => {
  it("W-QS.7-8 W-17.2-1 HP never goes below 0: HP 8 takes 10 -> 0, killed", () => {
    expect(applyDamage(8, 10)).toBe(0);
    expect(isKilled(applyDamage(8, 10))).toBe(true);
    expect(isKilled(1)).toBe(false);
  });

  it("W-18.18-1 healing never goes above printed HP: 50/60 healed 20 -> 60", () => {
    expect(applyHealing(50, 20, 60)).toBe(60);
    expect(applyHealing(30, 20, 60)).toBe(50);
  });

  it("W-AMB-50 an explicit +HP buff raises the healing cap while it lasts", () => {
    const hero = sampleCard("the-hero");
    if (hero?.kind !== "creature") throw new Error("sample missing");
    const cap = effectiveStats(baseStats(hero), [{ stat: "hp", op: "add", amount: 10 }]).hp;
    expect(applyHealing(60, 20, cap)).toBe(70);
  });

  it("W-18.18-1 W-AMB-50 healing never lowers HP: a heal of 0 or less counts as none, and HP above the cap is kept", () => {
    expect(applyHealing(30, -5, 60)).toBe(30);
    expect(applyHealing(30, 0, 60)).toBe(30);
    expect(applyHealing(70, 20, 60)).toBe(70);
    expect(applyHealing(60, 20, 60)).toBe(60);
  });

  const arbHp = fc.oneof(fc.integer({ min: -50, max: 400 }), fc.double());
  test.prop([arbHp, arbHp, arbHp])("W-18.18-1 W-AMB-50 healing through core's computeStat gives the same HP as the old arithmetic, for any numbers", (hp, amount, maxHp) => {
    expect(unsignedZero(applyHealing(hp, amount, maxHp))).toBe(unsignedZero(oldApplyHealing(hp, amount, maxHp)));
  });

  const arbStep = fc.oneof(
    fc.record({ kind: fc.constant("damage" as const), amount: fc.integer({ min: -20, max: 200 }) }),
    fc.record({ kind: fc.constant("heal" as const), amount: fc.integer({ min: -20, max: 200 }) }),
  );
  test.prop([fc.integer({ min: 1, max: 300 }), fc.array(arbStep, { maxLength: 30 })])("W-17.2-1 W-18.18-1 HP never goes below 0 nor above base, whatever damage and healing", (baseHp, steps) => {
    let hp = baseHp;
    for (const s of steps) {
      hp = s.kind === "damage" ? applyDamage(hp, s.amount) : applyHealing(hp, s.amount, baseHp);
      expect(hp).toBeGreaterThanOrEqual(0);
      expect(hp).toBeLessThanOrEqual(baseHp);
    }
  });
});
