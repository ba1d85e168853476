import { describe, expect, it } from "vitest";
import { emberVanguardDeck, frostBastionDeck, sampleCards, starterDecks, validateDeck, type DeckList } from "../src/index.js";

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
    const r = validateDeck(bad as DeckList, sampleCards);
    expect(r.errors.map((e) => e.code)).toEqual(["deck/bad-entry", "deck/bad-entry", "deck/size"]);
    const none: unknown = { name: "y" };
    expect(validateDeck(none as DeckList, sampleCards).legal).toBe(false);
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
