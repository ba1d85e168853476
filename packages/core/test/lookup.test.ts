/**
 * The cached lookups by card id (`cardDef`, `cardOwner`) and the zone index shared between
 * matches: they must read exactly what the plain tables say, for any number of card tables
 * asked in any order (a bot alternates between many determinized worlds).
 */
import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { cardDef, cardOwner } from "../src/lookup.js";
import { createZoneMap, locate, slotOf } from "../src/zone-map.js";
import type { CardInstance, KitState } from "../src/kit-state.js";

interface Def { readonly name: string }

function stateOf(cards: Record<string, CardInstance>, defs: Record<string, Def>): KitState<Def> {
  return { game: "lookup", cards, defs, zones: { zones: {}, index: {}, where: [], revealed: {} }, decklists: "hidden", rng: [1, 2, 3, 4], dice: "seeded", chance: null };
}

describe("cardDef and cardOwner", () => {
  it("read the definition and owner of an instance, and undefined for an unknown id", () => {
    const s = stateOf({ c0: { def: "fog", owner: 1 }, c1: { def: "hero", owner: 0 } }, { fog: { name: "Fog" }, hero: { name: "The Hero" } });
    expect(cardDef(s, "c0")).toEqual({ name: "Fog" });
    expect(cardOwner(s, "c0")).toBe(1);
    expect(cardDef(s, "c1")?.name).toBe("The Hero");
    expect(cardDef(s, "c9")).toBeUndefined();
    expect(cardOwner(s, "c9")).toBeUndefined();
    expect(cardDef(s, "constructor")).toBeUndefined();
    expect(cardDef(s, "__proto__")).toBeUndefined();
  });

  it("read a definition missing from defs as undefined, never an inherited member", () => {
    const s = stateOf({ c0: { def: "toString", owner: 0 } }, {});
    expect(cardDef(s, "c0")).toBeUndefined();
    expect(cardOwner(s, "c0")).toBe(0);
  });

  test.prop([
    fc.array(
      fc.dictionary(
        fc.constantFrom("c0", "c1", "c2", "c3"),
        fc.record({ def: fc.constantFrom("a", "b", "c"), owner: fc.integer({ min: 0, max: 3 }) }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom("c0", "c1", "c2", "c3", "c4")), { maxLength: 40 }),
  ])("agree with the plain tables for several card tables asked in any order", (tables, asks) => {
    const defs: Record<string, Def> = { a: { name: "A" }, b: { name: "B" }, c: { name: "C" } };
    const states = tables.map((t) => stateOf(t, defs));
    for (const [i, id] of asks) {
      const s = states[i % states.length];
      if (s === undefined) continue;
      const inst = Object.hasOwn(s.cards, id) ? s.cards[id] : undefined;
      expect(cardDef(s, id)).toBe(inst === undefined ? undefined : defs[inst.def]);
      expect(cardOwner(s, id)).toBe(inst?.owner);
    }
  });

  it("tell two definition tables apart for one card table", () => {
    const cards = { c0: { def: "x", owner: 0 } };
    const a = stateOf(cards, { x: { name: "first" } });
    const b = stateOf(cards, { x: { name: "second" } });
    expect(cardDef(a, "c0")?.name).toBe("first");
    expect(cardDef(b, "c0")?.name).toBe("second");
    expect(cardDef(a, "c0")?.name).toBe("first");
  });
});

describe("the zone index", () => {
  it("is one object for every map dealt the same card ids, and slots read the same through it", () => {
    const defs = [{ id: "deck", visibility: "hidden" as const }, { id: "hand", owner: 0, visibility: "owner" as const }];
    const a = createZoneMap(defs, { deck: ["c2", "c0", "c1"] });
    const b = createZoneMap(defs, { deck: ["c1"], hand: ["c0", "c2"] });
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.index).toBe(b.value.index);
    expect(slotOf(a.value, "c1")).toBe(1);
    expect(locate(a.value, "c1")).toBe("deck");
    expect(locate(b.value, "c2")).toBe("hand");
    expect(locate(b.value, "c7")).toBeUndefined();
    expect(slotOf(b.value, "constructor")).toBe(-1);
  });

  it("is a different object for different card ids", () => {
    const defs = [{ id: "deck", visibility: "hidden" as const }];
    const a = createZoneMap(defs, { deck: ["x0", "x1"] });
    const b = createZoneMap(defs, { deck: ["x0", "x2"] });
    expect(a.ok && b.ok && a.value.index !== b.value.index).toBe(true);
  });
});
