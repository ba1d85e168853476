import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { runWithChance, seedRng } from "@rulesmith/core";
import { rollAttack, rollSpeedOff, type CreatureStats } from "../src/index.js";

const stats: CreatureStats = { armorLevel: 8, speed: 5, modifier: 2, attackDice: 2, hitDice: 2, hp: 60, hitBonus: 0, damageBonus: 0 };

function forced<T>(faces: number[][], body: Parameters<typeof runWithChance<T>>[1]) {
  const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: faces }, body);
  if (!run.done) throw new Error(`needed more dice: ${JSON.stringify(run.request)}`);
  return run;
}

describe("rolling with a Chance", () => {
  it("W-10.2-3 W-10.2-4 a hit rolls Hit dice then Attack dice: 3+4+2 = 9 hits AL 9, 5+2+2 = 9 damage", () => {
    const run = forced([[3, 4], [5, 2]], (c) => rollAttack(c, 0, stats, [], 9));
    expect(run.value).toMatchObject({ hitFaces: [3, 4], damageFaces: [5, 2], damage: 9, selfDamage: 0 });
    expect(run.rolls.map((r) => r.purpose)).toEqual(["hit roll", "attack damage roll"]);
  });

  it("W-QS.7-4 a miss rolls no damage and deals 0", () => {
    const run = forced([[1, 2]], (c) => rollAttack(c, 0, stats, [3], 9));
    expect(run.value).toMatchObject({ damage: 0, damageFaces: [], selfDamage: 0 });
    expect(run.rolls).toHaveLength(1);
  });

  it("W-10.3.1-1 a Critical Hit doubles after the multipliers: (5+2+2) x3 x2 = 54", () => {
    const run = forced([[6, 6], [5, 2]], (c) => rollAttack(c, 0, stats, [3], 12));
    expect(run.value.damage).toBe(54);
  });

  it("W-AMB-61 W-QS.7-3 W-QS.7-4 W-10.3.1-1 all sixes that fall short of the AL miss: 6+6-1 = 11 against AL 12 rolls no Attack dice", () => {
    const weak = { ...stats, modifier: -1 };
    const run = forced([[6, 6]], (c) => rollAttack(c, 0, weak, [3], 12));
    expect(run.value).toMatchObject({ hit: { total: 11, hit: false, critical: null }, damageFaces: [], damage: 0, selfDamage: 0 });
    expect(run.rolls.map((r) => r.purpose)).toEqual(["hit roll"]);
    expect(forced([[6, 6]], (c) => rollAttack(c, 0, weak, [3], 12, false)).value.damage).toBe(0);
  });

  it("W-AMB-61 W-10.3.1-1 with criticalHitAlwaysHits all sixes hit AL 12 with Modifier -1 and double: (5+2-1) x3 x2 = 36", () => {
    const run = forced([[6, 6], [5, 2]], (c) => rollAttack(c, 0, { ...stats, modifier: -1 }, [3], 12, true));
    expect(run.value).toMatchObject({ hit: { total: 11, hit: true, critical: "hit" }, damageFaces: [5, 2], damage: 36 });
  });

  it("W-10.3.2-1 a Critical Miss rolls one die of self-damage and no Attack dice", () => {
    const run = forced([[1, 1], [4]], (c) => rollAttack(c, 1, { ...stats, modifier: 20 }, [], 2));
    expect(run.value).toMatchObject({ damage: 0, selfDamageFace: 4, selfDamage: 4 });
    expect(run.rolls.map((r) => [r.purpose, r.player])).toEqual([
      ["hit roll", 1],
      ["critical miss self-damage", 1],
    ]);
  });

  it("W-10.2-3 the number of Hit dice follows the effective stats (3 with a +1 effect)", () => {
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => rollAttack(c, 0, { ...stats, hitDice: 3 }, [], 9));
    expect(run.done).toBe(false);
    if (run.done) return;
    expect(run.request).toMatchObject({ count: 3, sides: 6, purpose: "hit roll" });
  });

  it("W-QS.7-2 W-AMB-19 a Speed roll-off rerolls ties and the higher die goes first", () => {
    const run = forced([[3], [3], [2], [5]], (c) => rollSpeedOff(c, [0, 1]));
    expect(run.value).toEqual({ first: "b", rounds: [[3, 3], [2, 5]] });
  });

  test.prop([fc.integer()])("seeded rolls are deterministic for a seed and stay within the rules", (seed) => {
    const body = (c: Parameters<Parameters<typeof runWithChance>[1]>[0]) => rollAttack(c, 0, stats, [2], 7);
    const a = runWithChance({ mode: "seeded", rng: seedRng(seed), supplied: [] }, body);
    const b = runWithChance({ mode: "seeded", rng: seedRng(seed), supplied: [] }, body);
    expect(a).toEqual(b);
    fc.pre(a.done);
    expect(a.value.damage).toBeGreaterThanOrEqual(0);
    expect(a.value.selfDamage).toBeLessThanOrEqual(6);
  });
});
