import { describe, expect, it } from "vitest";
import { CONDITION_NAMES, CREATURE_CLASSES, DAMAGE_TYPES, parseCardSet, sampleCardSet, sampleCards, type Effect } from "@rulesmith/guardians";

function effectsOf(): Effect[] {
  const out: Effect[] = [];
  for (const c of sampleCards) {
    if (c.kind === "guardian" || c.kind === "minion" || c.kind === "king") for (const a of c.abilities) out.push(...a.effects);
    else if (c.kind === "quest") out.push(...c.reward);
    else out.push(...c.effects);
  }
  return out;
}

describe("sample card set", () => {
  it("validates with parseCardSet", () => {
    const r = parseCardSet(JSON.parse(JSON.stringify(sampleCardSet)));
    expect(r.ok).toBe(true);
  });

  it("marks every card illustrative (the rule text names no cards)", () => {
    expect(sampleCards.every((c) => c.illustrative === true)).toBe(true);
  });

  it("G-MIN-1 G-GUARD-1 G-KING-1 G-ATKC-1 G-QUEST-1 G-BAR-1 covers every card kind", () => {
    expect(new Set(sampleCards.map((c) => c.kind))).toEqual(new Set(["guardian", "minion", "king", "attack", "quest", "barrier"]));
  });

  it("G-TYPE-1 covers every Damage Type on creatures", () => {
    const types = new Set(sampleCards.flatMap((c) => (c.kind === "minion" || c.kind === "king" ? [c.damageType] : [])));
    expect([...types].sort()).toEqual([...DAMAGE_TYPES].sort());
  });

  it("G-TYPE-1 covers every Damage Type as Type Damage on Attack Cards", () => {
    const types = new Set(sampleCards.flatMap((c) => (c.kind === "attack" && c.typeDamage !== undefined ? [c.typeDamage.damageType] : [])));
    expect([...types].sort()).toEqual([...DAMAGE_TYPES].sort());
  });

  it("G-CLASS-1 covers every Class", () => {
    const classes = new Set(sampleCards.flatMap((c) => ("class" in c ? [c.class] : [])));
    expect([...classes].sort()).toEqual([...CREATURE_CLASSES].sort());
  });

  it("G-COND-1 some effect inflicts every Special Condition", () => {
    const inflicted = new Set(effectsOf().flatMap((e) => (e.kind === "inflict-condition" ? [e.condition] : [])));
    expect([...inflicted].sort()).toEqual([...CONDITION_NAMES].sort());
  });

  it("G-MIN-2 G-KING-2 has Minions and Kings of levels 1, 2 and 3", () => {
    for (const kind of ["minion", "king"] as const) {
      const levels = new Set(sampleCards.flatMap((c) => (c.kind === kind ? [c.level] : [])));
      expect([...levels].sort()).toEqual([1, 2, 3]);
    }
  });

  it("G-GOLD-2 holds the Golden Rule's unnamed card as Second Wind with an extra Battle then Action Phase", () => {
    const card = sampleCards.find((c) => c.id === "second-wind");
    expect(card?.kind === "attack" ? card.effects : null).toEqual([{ kind: "extra-phases", phases: ["battle", "action"] }]);
  });
});
