import { describe, expect, it } from "vitest";
// The card modules directly, not src/index.ts, so these tests need none of the engine.
import type { Card } from "../src/cards/cards.js";
import { validateDeck, type DeckList, type DeckOptions } from "../src/cards/deck.js";
import { sampleCardSet, sampleCards } from "../src/cards/sample-cards.js";
import { readCardPool } from "@rulesmith/core";
import { emberVanguardDeck, frostBastionDeck, starterDecks } from "../src/cards/starter-decks.js";

function deckOf(size: number): DeckList {
  const ids = ["ember-squire", "ironwood-spearman", "shieldmaiden", "mountain-ogre", "river-sprite", "veiled-assassin", "loyal-hound", "red-berserker", "dawn-lancer", "frost-warden", "dying-knight", "ashen-phoenix", "iron-bulwark", "saint-of-cinders", "grave-robber", "gravedigger"];
  const cards: { id: string; count: number }[] = [];
  let left = size;
  for (const id of ids) {
    if (left === 0) break;
    const n = Math.min(4, left);
    cards.push({ id, count: n });
    left -= n;
  }
  return { name: `deck of ${size}`, cards };
}

describe("validateDeck", () => {
  it("D-DECK-1 39 and 61 cards are rejected; 40 and 60 are accepted", () => {
    expect(validateDeck(deckOf(39), sampleCards).errors.map((e) => e.code)).toEqual(["deck/size"]);
    expect(validateDeck(deckOf(61), sampleCards).errors.map((e) => e.code)).toEqual(["deck/size"]);
    expect(validateDeck(deckOf(40), sampleCards).legal).toBe(true);
    expect(validateDeck(deckOf(60), sampleCards).legal).toBe(true);
  });

  it("D-DECK-2 a 5th copy is rejected, counted by name across entries (D-AMB-48)", () => {
    const base = deckOf(40);
    const five: DeckList = { name: "five", cards: [...base.cards.slice(1), { id: "ember-squire", count: 3 }, { id: "ember-squire", count: 2 }] };
    const r = validateDeck(five, sampleCards);
    expect(r.size).toBe(41);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/copies"]);
    expect(r.errors[0]?.rule).toBe("D-DECK-2");
    expect(r.warnings.map((w) => w.code)).toContain("deck/repeated-entry");
  });

  it("reports every problem at once", () => {
    const r = validateDeck({ name: "bad", cards: [{ id: "nope", count: 1 }, { id: "ember-squire", count: 0 }, { id: "shieldmaiden", count: 9 }] }, sampleCards);
    expect(r.legal).toBe(false);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/unknown-card", "deck/bad-entry", "deck/size", "deck/copies"]);
  });

  it("gives advice as warnings: few Units, illustrative cards", () => {
    const r = validateDeck(
      { name: "spells", cards: ["hunters-bolt", "doom-bolt", "glacial-prison", "ambush-order", "withering-curse", "hush", "call-to-arms", "scouts-report", "purifying-rain", "banishing-seal"].map((id) => ({ id, count: 4 })) },
      sampleCards,
    );
    expect(r.legal).toBe(true);
    expect(r.warnings.map((w) => w.code)).toEqual(["deck/few-units", "deck/illustrative"]);
  });

  it("D-WIN-3 D-WAGER-3 warns when few cards can be wagered", () => {
    const r = validateDeck({ name: "tr", cards: [{ id: "ancient-colossus", count: 40 }] }, sampleCards, { maxCopies: 40, minUnits: 0 });
    expect(r.legal).toBe(true);
    expect(r.warnings.map((w) => w.code)).toContain("deck/few-wagers");
  });

  it("does not throw on a malformed deck list", () => {
    const bad: unknown = { name: "x", cards: [null, { id: 3, count: 1 }] };
    const r = validateDeck(bad, sampleCards);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/bad-entry", "deck/bad-entry", "deck/size"]);
    expect(validateDeck({ name: "y" }, sampleCards).errors.map((e) => e.code)).toEqual(["deck/malformed"]);
  });

  it("refuses what is not a deck list { name, cards } with deck/malformed, naming the field", () => {
    expect(validateDeck(null, sampleCards)).toEqual({ legal: false, size: 0, errors: [expect.objectContaining({ code: "deck/malformed" })], warnings: [] });
    const r = validateDeck({ cards: [], format: "casual" }, sampleCards);
    expect(r.errors.map((e) => [e.code, e.details])).toEqual([
      ["deck/malformed", { path: "name" }],
      ["deck/malformed", { path: "format" }],
    ]);
    expect(validateDeck({ name: "big", cards: new Array<unknown>(1_001).fill({ id: "ember-squire", count: 1 }) }, sampleCards).errors[0]?.message).toBe(
      "A deck list holds at most 1,000 entries, not 1,001.",
    );
  });

  it("D-DECK-1 a count up to 10,000 is counted toward the size; a larger count or an unknown entry field is a bad entry", () => {
    const big = validateDeck({ name: "big", cards: [{ id: "ember-squire", count: 10_000 }] }, sampleCards);
    expect(big.size).toBe(10_000);
    expect(big.errors.map((e) => [e.code, e.rule])).toEqual([
      ["deck/size", "D-DECK-1"],
      ["deck/copies", "D-DECK-2"],
    ]);
    const r = validateDeck({ name: "bad", cards: [{ id: "ember-squire", count: 10_001 }, { id: "shieldmaiden", count: 1, foil: true }] }, sampleCards);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/bad-entry", "deck/bad-entry", "deck/size"]);
    expect(r.errors[0]?.message).toBe("Entry 0 (ember-squire) needs a count that is a whole number from 1 to 10,000.");
  });

  it("refuses a card pool that is not a card set or a list of cards with deck/bad-cards, and checks the deck against the cards that are", () => {
    const notCards: unknown = "sample";
    const r0 = validateDeck(emberVanguardDeck, notCards as readonly Card[]);
    expect(r0.errors.map((e) => e.code)).toEqual(["deck/bad-cards", ...emberVanguardDeck.cards.map(() => "deck/unknown-card")]);
    expect(r0.errors[0]?.message).toContain("a card set { name, cards } or a list of cards");
    const one: unknown = { id: "ember-squire" };
    const r = validateDeck(emberVanguardDeck, [...sampleCards, one as Card]);
    expect(r.legal).toBe(false);
    expect(r.errors.map((e) => [e.code, e.details])).toEqual([["deck/bad-cards", { indices: [sampleCards.length] }]]);
    expect(r.errors[0]?.message).toMatch(new RegExp(`^1 of the ${sampleCards.length + 1} cards of the card pool is not a card \\(the first: #${sampleCards.length}\\)`));
  });

  it("refuses options that are not whole numbers from 0, unknown options, and minSize above maxSize with deck/bad-options", () => {
    const cases: unknown[] = [null, [], { minSize: -1 }, { maxCopies: 2.5 }, { minUnits: "12" }, { maxSize: 10, minSize: 20 }, { minsize: 40 }];
    for (const options of cases) {
      const r = validateDeck(emberVanguardDeck, sampleCards, options as DeckOptions);
      expect(r.legal).toBe(false);
      expect(r.errors.map((e) => e.code)).toEqual(["deck/bad-options"]);
    }
    expect(validateDeck(deckOf(20), sampleCards, { minSize: 20, maxSize: 20, minUnits: 0 }).legal).toBe(true);
  });
});

describe("validateDeck reads its card pool with core's readCardPool, as Ward and Guardians do", () => {
  it("takes a card set as well as a list of cards", () => {
    expect(validateDeck(emberVanguardDeck, sampleCardSet)).toEqual(validateDeck(emberVanguardDeck, sampleCards));
    expect(validateDeck(emberVanguardDeck, sampleCardSet).legal).toBe(true);
    expect(validateDeck(emberVanguardDeck, { name: "no name check", cards: sampleCards.slice() }).legal).toBe(true);
    // Unknown ids against a set: the set's cards, not the set, are the pool.
    expect(validateDeck(emberVanguardDeck, { name: "empty", cards: [] }).errors.map((e) => e.code)).toEqual(emberVanguardDeck.cards.map(() => "deck/unknown-card"));
  });

  it("refuses with core's deck/bad-cards problem what is neither: the same code and words as the other games", () => {
    let ran = false;
    const getter = Object.defineProperty({ name: "s" }, "cards", {
      enumerable: true,
      get: () => {
        ran = true;
        return sampleCards;
      },
    });
    class Shelf {
      readonly cards = sampleCards;
    }
    const pools: unknown[] = [undefined, null, 3, "cards", {}, { cards: "all" }, Object.create(null), new Map([["cards", sampleCards]]), new Shelf(), getter];
    for (const pool of pools) {
      const r = validateDeck(emberVanguardDeck, pool as readonly Card[]);
      const core = readCardPool(pool, () => null, 10_000).problem;
      expect(r.legal).toBe(false);
      expect(r.errors[0]).toEqual(core);
      expect(r.errors[0]).toMatchObject({ code: "deck/bad-cards" });
    }
    // The set's cards field is read by its descriptor: its getter never ran.
    expect(ran).toBe(false);
  });

  it("refuses a pool of more than 10,000 cards at once, naming both numbers", () => {
    const huge: unknown[] = Array.from({ length: 10_001 }, (_, i) => sampleCards[i % sampleCards.length]);
    for (const pool of [huge, { name: "huge", cards: huge }]) {
      const e = validateDeck(emberVanguardDeck, pool as readonly Card[]).errors[0];
      expect(e?.code).toBe("deck/bad-cards");
      expect(e?.message).toContain("10,001");
      expect(e?.message).toContain("10,000");
    }
  });
});

describe("starter decks", () => {
  it("D-DECK-1 D-DECK-2 both starter decks are legal", () => {
    for (const deck of starterDecks) {
      const r = validateDeck(deck, sampleCards);
      expect(r.errors).toEqual([]);
      expect(r.size).toBe(40);
    }
    expect(starterDecks).toEqual([emberVanguardDeck, frostBastionDeck]);
  });
});
