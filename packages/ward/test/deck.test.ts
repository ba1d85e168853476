import { describe, expect, it } from "vitest";
import { isDeepFrozen } from "@rulesmith/core";
import { DECK_SIZE, MAX_COPIES, forestAmbushDeck, ironWorksDeck, ruleset, sampleCard, sampleCardSet, starterDecks, validateDeck, type DeckEntry } from "../src/index.js";

function deck(cards: DeckEntry[]) {
  return { name: "test", cards };
}

// 10 creatures + 20 magics, 3 copies at most: a legal base to vary.
const legal: DeckEntry[] = [
  { id: "bear-wolf", count: 3 },
  { id: "grizzly-bear", count: 3 },
  { id: "fog", count: 2 },
  { id: "assassin", count: 2 },
  { id: "fireball", count: 3 },
  { id: "healing-spring", count: 3 },
  { id: "haunted-tree", count: 3 },
  { id: "battle-axe", count: 3 },
  { id: "eagle-eye", count: 3 },
  { id: "backstab", count: 3 },
  { id: "ghost-form", count: 2 },
];

describe("validateDeck", () => {
  it("both starter decks are legal with no warnings", () => {
    for (const d of starterDecks) {
      const r = validateDeck(d, sampleCardSet);
      expect(r.errors).toEqual([]);
      expect(r.warnings).toEqual([]);
      expect(r.legal).toBe(true);
    }
    expect(starterDecks).toEqual([forestAmbushDeck, ironWorksDeck]);
  });

  it("W-QS.1-1 W-QS.9-1 a deck is exactly 30 cards: 30 accepted, 29 and 31 rejected", () => {
    expect(DECK_SIZE).toBe(30);
    expect(validateDeck(deck(legal), sampleCardSet).legal).toBe(true);
    const minus = legal.map((e) => (e.id === "ghost-form" ? { id: e.id, count: 1 } : e));
    const plus = legal.map((e) => (e.id === "ghost-form" ? { id: e.id, count: 3 } : e));
    for (const d of [minus, plus]) {
      const r = validateDeck(deck(d), sampleCardSet);
      expect(r.legal).toBe(false);
      expect(r.errors.map((e) => [e.code, e.rule])).toEqual([["deck/size", "W-QS.9-1"]]);
    }
  });

  it("W-QS.9-3 W-3.2.1-1 at most 3 copies of a name: 3 accepted, 4 rejected", () => {
    expect(MAX_COPIES).toBe(3);
    const four = [...legal.filter((e) => e.id !== "ghost-form" && e.id !== "fog"), { id: "fog", count: 4 }];
    const r = validateDeck(deck(four), sampleCardSet);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/copies"]);
    expect(r.errors[0]?.rule).toBe("W-3.2.1-1");
  });

  it("W-3.2.1-1 copies are counted by name across card ids", () => {
    const fog = sampleCard("fog");
    if (fog === undefined) throw new Error("no Fog");
    const cards = [...sampleCardSet.cards, { ...fog, id: "fog-promo" }];
    const d = [...legal.filter((e) => e.id !== "ghost-form"), { id: "fog-promo", count: 2 }];
    const r = validateDeck(deck(d), cards);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/copies"]);
  });

  it("W-QS.9-2 W-3.1.1.1-1 W-3.1.1.2-1 the 8-12 creature / 18-22 magic mix is a warning, not an error", () => {
    const fewCreatures = [
      { id: "bear-wolf", count: 3 },
      { id: "fog", count: 2 },
      { id: "fireball", count: 3 },
      { id: "healing-spring", count: 3 },
      { id: "haunted-tree", count: 3 },
      { id: "battle-axe", count: 3 },
      { id: "eagle-eye", count: 3 },
      { id: "backstab", count: 3 },
      { id: "ghost-form", count: 3 },
      { id: "regrowth", count: 1 },
      { id: "halving-curse", count: 3 },
    ];
    const r = validateDeck(deck(fewCreatures), sampleCardSet);
    expect(r.legal).toBe(true);
    expect(r.warnings.map((w) => [w.code, w.rule])).toEqual([
      ["deck/creature-mix", "W-QS.9-2"],
      ["deck/magic-mix", "W-QS.9-2"],
    ]);
  });

  it("W-3.2.2-1 W-18.5-1 official play rejects a banned card; W-3.2.3-1 casual play only warns", () => {
    const official = validateDeck(deck(legal), sampleCardSet, { format: "official", banned: ["Assassin"] });
    expect(official.errors.map((e) => [e.code, e.rule])).toEqual([["deck/banned", "W-18.5-1"]]);
    const casual = validateDeck(deck(legal), sampleCardSet, { banned: ["assassin"] });
    expect(casual.legal).toBe(true);
    expect(casual.warnings.map((e) => [e.code, e.rule])).toEqual([["deck/banned", "W-3.2.3-1"]]);
  });

  it("W-18.23-1 official play allows one copy of a limited card", () => {
    const r = validateDeck(deck(legal), sampleCardSet, { format: "official", limited: ["Backstab", "Fireball"] });
    expect(r.errors.map((e) => e.code)).toEqual(["deck/limited", "deck/limited"]);
    const one = [...legal.filter((e) => e.id !== "backstab" && e.id !== "battle-axe"), { id: "backstab", count: 1 }, { id: "battle-axe", count: 3 }, { id: "mysterious-door", count: 2 }];
    expect(validateDeck(deck(one), sampleCardSet, { format: "official", limited: ["Backstab"] }).errors).toEqual([]);
  });

  it("reports every problem at once", () => {
    const bad = [
      { id: "bear-wolf", count: 5 },
      { id: "no-such-card", count: 1 },
      { id: "behemoth", count: 1 },
    ];
    const r = validateDeck(deck(bad), sampleCardSet, { format: "official", banned: ["Behemoth"] });
    expect(r.errors.map((e) => e.code)).toEqual(["deck/unknown-card", "deck/size", "deck/copies", "deck/banned"]);
    expect(r.warnings.map((e) => e.code)).toEqual(["deck/creature-mix", "deck/magic-mix"]);
  });

  it("rejects a malformed deck list with every problem, never throwing", () => {
    const r = validateDeck({ name: "", cards: [{ id: "x", count: 0 }, { id: 3 }] }, sampleCardSet);
    expect(r.legal).toBe(false);
    expect(r.errors.length).toBeGreaterThanOrEqual(3);
    expect(r.errors.every((e) => e.code === "deck/malformed")).toBe(true);
    for (const odd of [null, 7, "deck", [], { cards: "x" }]) expect(validateDeck(odd, sampleCardSet).legal).toBe(false);
  });
});

describe("validateDeck reads a deck list from outside once, as plain values (core's screenData)", () => {
  it("a getter, a throwing proxy or a cycle in the deck list is deck/malformed, and no getter runs", () => {
    let reads = 0;
    const withGetter = Object.defineProperty({ name: "d", cards: [] }, "name", { enumerable: true, get: () => String(reads++) });
    const boom = (): never => {
      throw new Error("trap boom");
    };
    const proxy = new Proxy({}, { get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
    const cyclic: Record<string, unknown> = { name: "d" };
    cyclic["cards"] = [cyclic];
    const first = (deck: unknown): string => validateDeck(deck, sampleCardSet).errors.map((e) => `${e.code} ${e.message}`)[0] ?? "";
    expect(first(withGetter)).toBe('deck/malformed Deck list: "name" is a getter or setter; the deck list holds plain values.');
    expect(first(proxy)).toBe('deck/malformed Deck list: The deck list could not be read: reading it threw "trap boom".');
    expect(first(cyclic)).toMatch(/^deck\/malformed Deck list: This value contains itself \(a cycle\)/);
    expect(reads).toBe(0);
  });
});

describe("validateDeck never throws on its other arguments either", () => {
  it("a card pool that is not a card set or a list of cards is deck/bad-cards", () => {
    for (const pool of [undefined, null, 3, "cards", {}, { cards: "all" }, Object.create(null)]) {
      const report = validateDeck(starterDecks[0], pool as never);
      expect(report.legal).toBe(false);
      expect(report.errors.map((e) => e.code)).toEqual(["deck/bad-cards"]);
    }
  });

  it("cards of the pool that are not cards are left out and reported once, with their places", () => {
    const report = validateDeck(starterDecks[0], [...sampleCardSet.cards, null, { id: 7 }] as never);
    expect(report.errors.map((e) => e.code)).toEqual(["deck/bad-cards"]);
    expect(report.errors[0]?.details).toEqual({ indices: [sampleCardSet.cards.length, sampleCardSet.cards.length + 1] });
    expect(validateDeck(starterDecks[0], sampleCardSet.cards).legal).toBe(true);
  });

  it("options that are not { format, banned, limited } are deck/bad-options", () => {
    for (const options of [null, 3, [], { format: "tournament" }, { banned: "fog" }, { limited: [1] }, { colour: "red" }]) {
      expect(validateDeck(starterDecks[0], sampleCardSet, options as never).errors.map((e) => e.code)).toEqual(["deck/bad-options"]);
    }
  });

  it("a pool or options whose reading throws is deck/unreadable", () => {
    const trap = new Proxy([], { get: () => { throw new Error("trap"); } });
    expect(validateDeck(starterDecks[0], trap as never).errors.map((e) => e.code)).toEqual(["deck/unreadable"]);
  });
});

describe("setup keeps what it read only of data that cannot change", () => {
  it("W-QS.9-1 a deck changed after a legal setup is checked again and refused", () => {
    const changing = { name: "test", cards: legal.map((e) => ({ ...e })) };
    expect(ruleset.setup({ seed: 1, decks: [changing, ironWorksDeck] }).ok).toBe(true);
    const first = changing.cards[0];
    if (first !== undefined) first.count = 1; // 28 cards now
    const again = ruleset.setup({ seed: 1, decks: [changing, ironWorksDeck] });
    expect(again.ok ? "accepted" : again.error.message).toContain("exactly 30 cards");
  });

  it("the sample cards and starter decks are frozen all the way down, and set up the same match every time", () => {
    expect(isDeepFrozen(sampleCardSet)).toBe(true);
    expect(isDeepFrozen(starterDecks)).toBe(true);
    expect(isDeepFrozen(forestAmbushDeck)).toBe(true);
    const a = ruleset.setup({ seed: 5, decks: [forestAmbushDeck, ironWorksDeck] });
    const b = ruleset.setup({ seed: 5, decks: [forestAmbushDeck, ironWorksDeck] });
    expect(a.ok && b.ok && JSON.stringify(a.value) === JSON.stringify(b.value)).toBe(true);
  });
});
