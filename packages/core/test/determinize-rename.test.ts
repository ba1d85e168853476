import { describe, expect, it } from "vitest";
import { createZoneMap, locate, type KitState } from "../src/index.js";
import { determinizeKit } from "../src/visibility.js";

interface Tagged extends KitState {
  /** Per-card bookkeeping keyed by card id, as games keep it (a set card's moment, a Unit's state). */
  readonly tags: Readonly<Record<string, number>>;
}

describe("determinize renames hidden cards everywhere", () => {
  it("keeps every entry of a table keyed by hidden ids, the ones whose new name is their own included", () => {
    const zones = createZoneMap([{ id: "p1/hand", owner: 1, visibility: "owner" }, { id: "p1/row", owner: 1, visibility: "public" }], { "p1/hand": ["c0", "c1", "c2"], "p1/row": ["c3", "c4", "c5"] });
    if (!zones.ok) throw new Error(zones.error.message);
    const row = zones.value.zones["p1/row"];
    if (row === undefined) throw new Error("no row");
    const down = { ...zones.value, zones: { ...zones.value.zones, "p1/row": { ...row, faceDown: ["c3", "c4", "c5"] } } };
    const cards: Record<string, { def: string; owner: number }> = {};
    for (let i = 0; i < 6; i++) cards[`c${i}`] = { def: `d${i}`, owner: 1 };
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 6; i++) defs[`d${i}`] = { n: i };
    const state: Tagged = { game: "tagged", cards, defs, zones: down, decklists: "hidden", rng: [1, 2, 3, 4], dice: "seeded", chance: null, tags: { c3: 3, c4: 4, c5: 5 } };
    let identities = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const d = determinizeKit(state, 0, [seed, 2, 3, 4], undefined, undefined);
      // The tagged cards are the face-down ones: whatever their new names, three entries stay,
      // each on a card of the row.
      expect(Object.values(d.tags).sort()).toEqual([3, 4, 5]);
      for (const k of Object.keys(d.tags)) expect(locate(d.zones, k)).toBe("p1/row");
      if (Object.keys(d.tags).some((k) => state.tags[k] !== undefined && d.zones.zones["p1/row"]?.cards.indexOf(k) === down.zones["p1/row"].cards.indexOf(k))) identities++;
    }
    // Some renamings map a tagged card to its own name: the case that once lost entries.
    expect(identities).toBeGreaterThan(0);
  });
});

describe("determinize asks holds about the place a card takes", () => {
  it("passes the state and the card whose place it is, so a game can keep a place to what is public about it", () => {
    const zones = createZoneMap([{ id: "p1/hand", owner: 1, visibility: "owner" }, { id: "p1/row", owner: 1, visibility: "public" }], { "p1/hand": ["c0", "c1", "c2"], "p1/row": ["c3"] });
    if (!zones.ok) throw new Error(zones.error.message);
    const row = zones.value.zones["p1/row"];
    if (row === undefined) throw new Error("no row");
    const down = { ...zones.value, zones: { ...zones.value.zones, "p1/row": { ...row, faceDown: ["c3"] } } };
    const cards: Record<string, { def: string; owner: number }> = { c0: { def: "cheap", owner: 1 }, c1: { def: "cheap", owner: 1 }, c2: { def: "cheap", owner: 1 }, c3: { def: "dear", owner: 1 } };
    const defs = { cheap: { cost: 1 }, dear: { cost: 5 } };
    // Everyone saw 5 paid for the face-down card c3.
    const state: Tagged = { game: "tagged", cards, defs, zones: down, decklists: "hidden", rng: [1, 2, 3, 4], dice: "seeded", chance: null, tags: { c3: 5 } };
    const asked: string[] = [];
    const holds = (_zone: unknown, def: { readonly cost: number }, _owner: number, place?: { readonly state: Tagged; readonly card: string }): boolean => {
      if (place !== undefined) asked.push(place.card);
      const paid = place?.state.tags[place.card];
      return paid === undefined || def.cost === paid;
    };
    for (let seed = 1; seed <= 50; seed++) {
      const d = determinizeKit(state, 0, [seed, 7, 7, 7], undefined, holds);
      const placed = d.zones.zones["p1/row"]?.cards[0] ?? "";
      expect(d.cards[placed]?.def).toBe("dear");
    }
    expect(asked).toContain("c3");
  });
});
