import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { applyDamage, canApplyDot, isImmuneToDamage, sampleCard, selfDamageCost, tickOverTime, type Ability, type Card, type OverTimeEffect } from "../src/index.js";

function abilities(id: string): Ability[] {
  const c: Card | undefined = sampleCard(id);
  const out: Ability[] = [];
  for (const e of c?.effects ?? []) if (e.kind === "damage-immunity" || e.kind === "stat-modifier") out.push(e);
  return out;
}

const grizzlyDot: OverTimeEffect = { kind: "dot", amount: 10, ticksLeft: 2, applier: 0, combatOf: 0, source: "grizzly-bear" };

describe("damage and healing over time", () => {
  it("W-EX-8 Grizzly Bear's DOT: -10 at the end of P1's combat, nothing on P2's turn, -10 at the end of P1's next combat, then done", () => {
    // Turn T (P1): Grizzly Bear hits Bear Wolf (40 HP) for 7 and applies its DOT.
    let hp = applyDamage(40, 7);
    expect(canApplyDot([], "grizzly-bear")).toBe(true);
    let effects: readonly OverTimeEffect[] = [grizzlyDot];
    let tick = tickOverTime(hp, 40, effects, 0);
    expect(tick.damage).toBe(10);
    hp = tick.hp;
    effects = tick.effects;
    expect(hp).toBe(23);
    // Turn T+1 (P2): Bear Wolf battles Grizzly Bear and is hit again (6): no new DOT, no tick.
    hp = applyDamage(hp, 6);
    expect(canApplyDot(effects, "grizzly-bear")).toBe(false);
    tick = tickOverTime(hp, 40, effects, 1);
    expect(tick.damage).toBe(0);
    expect(tick.effects).toEqual(effects);
    // Turn T+2 (P1): end of Combat Phase, the second 10; the DOT is complete (20 in all).
    tick = tickOverTime(tick.hp, 40, tick.effects, 0);
    expect(tick.damage).toBe(10);
    expect(tick.hp).toBe(7);
    expect(tick.effects).toEqual([]);
    // Grizzly Bear must hit again to re-apply it.
    expect(canApplyDot(tick.effects, "grizzly-bear")).toBe(true);
  });

  it("W-11.3-1 W-AMB-31 DOTs do not stack: any active DOT blocks by default; same-source is an option; HOTs never block", () => {
    const other: OverTimeEffect = { ...grizzlyDot, source: "poison" };
    expect(canApplyDot([other], "grizzly-bear")).toBe(false);
    expect(canApplyDot([other], "grizzly-bear", "same-source")).toBe(true);
    expect(canApplyDot([{ ...grizzlyDot, kind: "hot" }], "grizzly-bear")).toBe(true);
  });

  it("W-18.22-1 W-18.18-1 a HOT heals once per tick, never above the cap", () => {
    const hot: OverTimeEffect = { kind: "hot", amount: 10, ticksLeft: 3, applier: 1, combatOf: 1, source: "regrowth" };
    const t = tickOverTime(55, 60, [hot], 1);
    expect(t).toEqual({ hp: 60, effects: [{ ...hot, ticksLeft: 2 }], damage: 0, healing: 5 });
  });

  it("W-17.2-1 a DOT never takes HP below 0; an immune creature takes nothing but the tick is used", () => {
    expect(tickOverTime(4, 40, [grizzlyDot], 0).hp).toBe(0);
    const t = tickOverTime(30, 40, [grizzlyDot], 0, true);
    expect(t.hp).toBe(30);
    expect(t.effects[0]?.ticksLeft).toBe(1);
  });

  const arbEffect: fc.Arbitrary<OverTimeEffect> = fc.record({
    kind: fc.constantFrom("dot" as const, "hot" as const),
    amount: fc.integer({ min: 0, max: 50 }),
    ticksLeft: fc.integer({ min: 0, max: 4 }),
    applier: fc.constantFrom(0, 1),
    combatOf: fc.constantFrom(0, 1),
    source: fc.constantFrom("a", "b"),
  });
  test.prop([fc.integer({ min: 1, max: 200 }), fc.array(arbEffect, { maxLength: 5 }), fc.array(fc.constantFrom(0, 1), { maxLength: 12 })])(
    "ticking keeps HP within 0 and the cap, and every effect ends after its ticks",
    (maxHp, start, players) => {
      let hp = maxHp;
      let effects: readonly OverTimeEffect[] = start;
      for (const p of players) {
        const t = tickOverTime(hp, maxHp, effects, p);
        expect(t.hp).toBeGreaterThanOrEqual(0);
        expect(t.hp).toBeLessThanOrEqual(maxHp);
        expect(t.effects.every((e) => e.ticksLeft > 0)).toBe(true);
        expect(t.effects.length).toBeLessThanOrEqual(effects.length);
        hp = t.hp;
        effects = t.effects;
      }
    },
  );
});

describe("immunity and self-damage costs", () => {
  it("W-EX-11 with Ghost Form, Old Logging Road's 5 HP cost is prevented and counts as paid", () => {
    expect(selfDamageCost(abilities("ghost-form"), 5)).toBe(0);
  });

  it("W-EX-12 Steam Armor does not prevent Old Logging Road's cost", () => {
    expect(selfDamageCost(abilities("steam-armor"), 5)).toBe(5);
  });

  it("W-EX-18 percentage damage is damage: a creature under Ghost Form takes none", () => {
    expect(isImmuneToDamage(abilities("ghost-form"), "percentage", "opponent")).toBe(true);
    expect(isImmuneToDamage([], "percentage", "opponent")).toBe(false);
  });

  it("an immunity to the opponent's damage does not cover damage from its own side", () => {
    const steam = abilities("steam-armor");
    expect(isImmuneToDamage(steam, "instant", "opponent")).toBe(true);
    expect(isImmuneToDamage(steam, "instant", "own")).toBe(false);
    expect(isImmuneToDamage(steam, "attack", "opponent")).toBe(false);
  });
});
