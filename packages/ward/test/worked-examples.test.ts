import { describe, expect, it } from "vitest";
import {
  applyDamage,
  attackDamage,
  baseStats,
  cemeteryTotal,
  damageMultipliers,
  effectiveStats,
  hitRoll,
  percentageDamage,
  sampleCard,
  speedOrder,
  statChangesOf,
  wouldReachThreshold,
  type Ability,
  type Card,
  type CreatureCard,
  type MultiplierContext,
} from "../src/index.js";

// The worked examples of the rules matrix (section 2) that are pure math. Those that need the
// match engine (zones, chains, durations, DOT ticks) are listed in the package README.

function creature(id: string): CreatureCard {
  const c = sampleCard(id);
  if (c?.kind !== "creature") throw new Error(`no sample creature ${id}`);
  return c;
}
function card(id: string): Card {
  const c = sampleCard(id);
  if (c === undefined) throw new Error(`no sample card ${id}`);
  return c;
}
function abilitiesOf(c: Card): Ability[] {
  const out: Ability[] = [];
  for (const e of c.effects) if (e.kind === "damage-multiplier" || e.kind === "stat-modifier" || e.kind === "battle-first") out.push(e);
  return out;
}
function granted(c: Card): Ability[] {
  const out: Ability[] = [];
  for (const e of c.effects) if (e.kind === "grant") out.push(...e.abilities);
  return out;
}
function against(target: CreatureCard, hitsFirst: boolean): MultiplierContext {
  return { hitsFirst, target: { name: target.name, creatureType: target.creatureType, tags: target.tags } };
}

describe("worked examples (pure math)", () => {
  it("W-EX-1 a sacrifice that would put the sacrificer at 300+ is caught by the threshold check", () => {
    // P1 cemetery 280; the primary to sacrifice has 30 base HP (free value, must push >= 300).
    const primary = { ...creature("bear-wolf"), hp: 30 };
    expect(wouldReachThreshold(280, [primary])).toBe(true);
    expect(wouldReachThreshold(260, [primary])).toBe(false);
    // With a cemetery of cards, the same: 280 of cards + 30 = 310.
    const cemetery = [{ ...primary, id: "a", hp: 140 }, { ...primary, id: "b", hp: 140 }];
    expect(wouldReachThreshold(cemeteryTotal(cemetery), [primary])).toBe(true);
  });

  it("W-EX-2 Ent Tree deals 2x Attack Damage to The Hero (holds a sword) and 1x to a creature without a weapon", () => {
    const ent = creature("ent-tree");
    const D = 13; // free: the computed Attack Damage before the multiplier
    const vsHero = damageMultipliers(abilitiesOf(ent), against(creature("the-hero"), false));
    const vsBear = damageMultipliers(abilitiesOf(ent), against(creature("bear-wolf"), false));
    expect(attackDamage({ faces: [4, 4], modifier: 5, bonus: 0, multipliers: vsHero, critical: false })).toBe(2 * D);
    expect(attackDamage({ faces: [4, 4], modifier: 5, bonus: 0, multipliers: vsBear, critical: false })).toBe(D);
  });

  it("W-EX-3 Assassin rolls first and hits; dice + Modifier + buffs = 20 becomes 60", () => {
    const assassin = creature("assassin");
    const target = creature("bear-wolf");
    const order = speedOrder({ speed: assassin.speed, battleFirst: false }, { speed: target.speed, battleFirst: false });
    expect(order).toBe("a");
    const hit = hitRoll({ faces: [5, 4], modifier: assassin.modifier, bonus: 0 }, target.armorLevel);
    expect(hit.hit).toBe(true);
    const multipliers = damageMultipliers(abilitiesOf(assassin), against(target, order === "a" && hit.hit));
    expect(multipliers).toEqual([3]);
    // One attack die showing 5, Modifier +3, +12 of buffs: 20.
    expect(attackDamage({ faces: [5], modifier: assassin.modifier, bonus: 12, multipliers, critical: false })).toBe(60);
  });

  it("W-EX-4 Assassin with Backstab: 20 x3 = 60, then x3 = 180; with a Critical Hit also, 360", () => {
    const assassin = creature("assassin");
    const abilities = [...abilitiesOf(assassin), ...granted(card("backstab"))];
    const multipliers = damageMultipliers(abilities, against(creature("bear-wolf"), true));
    expect(multipliers).toEqual([3, 3]);
    expect(attackDamage({ faces: [5], modifier: 3, bonus: 12, multipliers: multipliers.slice(0, 1), critical: false })).toBe(60);
    expect(attackDamage({ faces: [5], modifier: 3, bonus: 12, multipliers, critical: false })).toBe(180);
    expect(attackDamage({ faces: [5], modifier: 3, bonus: 12, multipliers, critical: true })).toBe(360);
  });

  it("W-EX-4 Backstab also makes its creature battle first, whatever the Speeds", () => {
    const battleFirst = granted(card("backstab")).some((a) => a.kind === "battle-first");
    expect(speedOrder({ speed: 1, battleFirst }, { speed: 9, battleFirst: false })).toBe("a");
  });

  it("W-EX-18 halving a creature at 30 HP inflicts 15 damage", () => {
    const curse = card("halving-curse");
    const effect = curse.effects[0];
    if (effect?.kind !== "percentage-damage") throw new Error("not percentage damage");
    const damage = percentageDamage(30, effect.percent);
    expect(damage).toBe(15);
    expect(applyDamage(30, damage)).toBe(15);
  });

  it("W-QS.7-5 critical example: rigged 6,6 with a damage total of 10 deals 20", () => {
    const hit = hitRoll({ faces: [6, 6], modifier: 0, bonus: 0 }, 12);
    expect(hit.critical).toBe("hit");
    expect(attackDamage({ faces: [3, 4], modifier: 3, bonus: 0, multipliers: [], critical: hit.critical === "hit" })).toBe(20);
  });

  it("W-QS.7-6 critical example: rigged 1,1 with Mod +20 vs AL 2 misses; the roller loses the face of one die", () => {
    const hit = hitRoll({ faces: [1, 1], modifier: 20, bonus: 0 }, 2);
    expect(hit).toEqual({ total: 22, hit: false, critical: "miss" });
    expect(applyDamage(35, 4)).toBe(31);
  });

  it("W-QS.6-5 example: AL 11 + 3 buff is effective AL 12 (Steam Armor and Stone Skin on Steam Rex's AL 11)", () => {
    const rex = creature("steam-rex");
    const changes = statChangesOf([...abilitiesOf(card("steam-armor")), ...abilitiesOf(card("stone-skin"))]);
    expect(effectiveStats(baseStats(rex), changes).armorLevel).toBe(12);
  });
});
