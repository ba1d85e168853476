import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { creatureAttack, DAMAGE_TYPES, guardianDamage, guardiansOptions, healDamage, isFatal, remainingHp, takeDamage, type DamageType } from "@rulesmith/guardians";

const unit = fc.record({ hp: fc.integer({ min: 1, max: 40 }), damage: fc.integer({ min: 0, max: 60 }) });
const amount = fc.oneof(fc.integer({ min: -20, max: 40 }), fc.double({ noNaN: false }));

describe("damage and health", () => {
  it("G-WIN-3 G-GUARD-5 a Guardian with HP 20 taking 20 is out; 19 still in", () => {
    expect(isFatal({ hp: 20, damage: takeDamage({ hp: 20, damage: 0 }, 20) })).toBe(true);
    expect(isFatal({ hp: 20, damage: takeDamage({ hp: 20, damage: 0 }, 19) })).toBe(false);
  });

  it("G-MIN-9 a Minion with HP 4 taking 4 is destroyed; 3 stays", () => {
    expect(creatureAttack({ atk: 4, hp: 1, damage: 0 }, { hp: 4, damage: 0 }).targetDestroyed).toBe(true);
    expect(creatureAttack({ atk: 3, hp: 1, damage: 0 }, { hp: 4, damage: 0 }).targetDestroyed).toBe(false);
  });

  it("G-KING-6 a King with HP 5 taking 5 is destroyed", () => {
    expect(isFatal({ hp: 5, damage: 5 })).toBe(true);
  });

  it("G-BAR-2 a Barrier with HP 6 taking 6 is destroyed", () => {
    expect(creatureAttack({ atk: 6, hp: 3, damage: 0 }, { hp: 6, damage: 0 }).targetDestroyed).toBe(true);
  });

  it("G-WIN-2 damage is permanent: a second attack adds to the first", () => {
    const first = creatureAttack({ atk: 2, hp: 3, damage: 0 }, { hp: 5, damage: 0 });
    const second = creatureAttack({ atk: 2, hp: 3, damage: 0 }, { hp: 5, damage: first.targetDamage });
    expect(second.targetDamage).toBe(4);
    expect(second.targetDestroyed).toBe(false);
  });

  it("G-MIN-8 G-AMB-8 one-way damage by default; retaliation by option", () => {
    const att = { atk: 3, hp: 3, damage: 0 };
    const tgt = { atk: 4, hp: 5, damage: 0 };
    expect(creatureAttack(att, tgt).attackerDamage).toBe(0);
    const r = creatureAttack(att, tgt, 0, guardiansOptions({ retaliation: true }));
    expect(r.attackerDamage).toBe(4);
    expect(r.attackerDestroyed).toBe(true);
  });

  it("G-BAR-1 prevented damage lowers what an attack deals, never below 0", () => {
    expect(creatureAttack({ atk: 3, hp: 3, damage: 0 }, { hp: 6, damage: 0 }, 1).dealt).toBe(2);
    expect(creatureAttack({ atk: 1, hp: 3, damage: 0 }, { hp: 6, damage: 0 }, 5).dealt).toBe(0);
  });

  test.prop([unit, amount])("G-WIN-2 damage never goes negative and taking damage never lowers it", (u, a) => {
    const d = takeDamage(u, a);
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeGreaterThanOrEqual(u.damage);
    expect(Number.isFinite(d)).toBe(true);
    expect(remainingHp({ hp: u.hp, damage: d })).toBeGreaterThanOrEqual(0);
  });

  test.prop([unit, amount])("G-AMB-35 healing never raises HP above printed HP nor damage below 0", (u, a) => {
    const d = healDamage(u, a);
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeLessThanOrEqual(u.damage);
    expect(remainingHp({ hp: u.hp, damage: d })).toBeLessThanOrEqual(u.hp);
  });

  test.prop([unit])("remaining HP is within 0..printed HP and fatal exactly at 0", (u) => {
    const left = remainingHp(u);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThanOrEqual(u.hp);
    expect(isFatal(u)).toBe(left === 0);
  });
});

describe("guardianDamage", () => {
  const fireCard = { baseDamage: 3, typeDamage: { damageType: "fire" as const, amount: 2 } };

  it("G-ATKC-2 Base Damage is dealt whatever the Guardian's type", () => {
    expect(guardianDamage({ damageType: "frost" }, fireCard)).toBe(3);
    expect(guardianDamage({ damageType: "frost" }, { baseDamage: 4 })).toBe(4);
  });

  it("G-ATKC-3 G-AMB-12 a matching Guardian adds the Type Damage", () => {
    expect(guardianDamage({ damageType: "fire" }, fireCard)).toBe(5);
  });

  it("G-AMB-12 with typeDamage 'always' every Guardian adds it", () => {
    expect(guardianDamage({ damageType: "frost" }, fireCard, guardiansOptions({ typeDamage: "always" }))).toBe(5);
  });

  test.prop([fc.constantFrom(...DAMAGE_TYPES), fc.constantFrom(...DAMAGE_TYPES), fc.nat(20), fc.nat(20)])(
    "G-ATKC-1..3 base plus type damage, type added only on a match",
    (g: DamageType, t: DamageType, base, extra) => {
      const d = guardianDamage({ damageType: g }, { baseDamage: base, typeDamage: { damageType: t, amount: extra } });
      expect(d).toBe(base + (g === t ? extra : 0));
    },
  );
});
