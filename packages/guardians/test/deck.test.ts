import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  emberVanguardDeck,
  frostwardHostDeck,
  guardiansOptions,
  sampleCardSet,
  sampleCards,
  starterDecks,
  validateDeck,
  type Deck,
} from "@rulesmith/guardians";

const deck = emberVanguardDeck;
const codes = (d: unknown, o = guardiansOptions()) => validateDeck(d, sampleCardSet, o).errors.map((e) => `${e.code} ${e.rule ?? ""}`.trim());
const minions = ["ember-imp", "cinder-hound", "iron-footman", "venom-stalker", "shade-lurker", "frost-sprite", "snow-archer", "dawn-acolyte", "flame-adept", "glacier-sentinel", "mind-weaver", "storm-hawk", "magma-brute", "ice-wyrmling", "ember-wall", "ice-wall", "stone-bulwark", "rally-the-party", "trial-of-flame", "hold-the-line", "the-great-hunt", "ignar-ember-king", "halvard-rime-king", "archon-of-dusk"];
function mainOf(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const id = minions[Math.floor(i / 2) % minions.length] ?? "ember-imp";
    out.push(id);
  }
  return out;
}

describe("validateDeck", () => {
  it("G-DECK-1..4 both starter decks are legal, from the sample set, with no warnings", () => {
    for (const d of starterDecks) {
      const r = validateDeck(d, sampleCardSet);
      expect(r.errors).toEqual([]);
      expect(r.legal).toBe(true);
      expect(r.warnings).toEqual([]);
    }
  });

  it("G-DECK-4 each starter deck has an Attack Deck of exactly 20 Attack Cards", () => {
    for (const d of starterDecks) {
      expect(d.attack).toHaveLength(20);
      expect(d.attack.every((id) => sampleCards.find((c) => c.id === id)?.kind === "attack")).toBe(true);
    }
  });

  it("G-DECK-1 main deck 19 and 61 rejected, 20 and 48 accepted (max 2 copies allows 48 here)", () => {
    expect(codes({ ...deck, main: mainOf(19) })).toEqual(["deck/main-size G-DECK-1"]);
    expect(codes({ ...deck, main: mainOf(20) })).toEqual([]);
    expect(codes({ ...deck, main: mainOf(48) })).toEqual([]);
    expect(codes({ ...deck, main: [...mainOf(48), ...mainOf(13)] })).toContain("deck/main-size G-DECK-1");
  });

  it("G-AMB-16 the Guardian does not count toward 20-60 unless the option says so", () => {
    expect(codes({ ...deck, main: mainOf(19) }, guardiansOptions({ guardianCountsInMainDeck: true }))).toEqual([]);
  });

  it("G-DECK-2 G-CARD-1 a third copy (by name) is rejected", () => {
    expect(codes({ ...deck, main: [...deck.main.slice(1), "ember-imp", "ember-imp"] })).toContain("deck/copies G-DECK-2");
  });

  it("G-AMB-17 the Attack Deck copy limit is on by default and can be turned off", () => {
    const attack = [...deck.attack.slice(0, 18), "fireball", "fireball"];
    expect(codes({ ...deck, attack })).toEqual(["deck/copies G-AMB-17"]);
    expect(codes({ ...deck, attack }, guardiansOptions({ attackDeckCopyLimit: false }))).toEqual([]);
  });

  it("G-DECK-4 Attack Deck of 19 or 21 rejected", () => {
    expect(codes({ ...deck, attack: deck.attack.slice(1) })).toEqual(["deck/attack-size G-DECK-4"]);
    expect(codes({ ...deck, attack: [...deck.attack, "frostbolt"] })).toEqual(["deck/attack-size G-DECK-4"]);
  });

  it("G-DECK-3 exactly one Guardian: a second one in the main deck or a non-Guardian in the slot is rejected", () => {
    expect(codes({ ...deck, main: [...deck.main.slice(1), "glacius-frost-guardian"] })).toEqual(["deck/guardian G-DECK-3"]);
    expect(codes({ ...deck, guardian: "ember-imp" })).toEqual(["deck/guardian G-DECK-3"]);
  });

  it("G-MAT-5 G-MAT-7 Attack Cards only in the Attack Deck, the rest only in the main deck", () => {
    expect(codes({ ...deck, main: [...deck.main.slice(1), "fireball"] })).toEqual(["deck/main-kind G-MAT-7"]);
    expect(codes({ ...deck, attack: [...deck.attack.slice(1), "ember-imp"] })).toEqual(["deck/attack-kind G-MAT-5"]);
  });

  it("reports every problem at once", () => {
    const r = validateDeck({ name: "bad", guardian: "nobody", main: ["ghost", "fireball"], attack: ["ember-imp"], extra: true }, sampleCardSet);
    expect(r.legal).toBe(false);
    expect(r.errors.map((e) => e.code).sort()).toEqual(
      ["deck/attack-kind", "deck/attack-size", "deck/main-kind", "deck/main-size", "deck/malformed", "deck/unknown-card", "deck/unknown-card"].sort(),
    );
  });

  it("never throws on malformed input", () => {
    for (const d of [null, 3, "deck", [], {}, { name: 1, guardian: 2, main: "x", attack: [1] }]) {
      expect(validateDeck(d, sampleCards).legal).toBe(false);
    }
  });

  it("G-RET-4 G-KING-3 G-AMB-1 G-AMB-12 warns about decks that are legal but cannot play well", () => {
    const weird: Deck = {
      name: "weird",
      guardian: "pyra-flame-guardian",
      main: mainOf(48).filter((id) => !["ember-imp", "cinder-hound", "iron-footman", "venom-stalker", "shade-lurker", "frost-sprite", "snow-archer", "dawn-acolyte", "ignar-ember-king", "ice-wyrmling", "magma-brute"].includes(id)),
      attack: frostwardHostDeck.attack.filter((id) => id !== "frostbolt").concat(["searing-strike", "searing-strike"]),
    };
    const r = validateDeck(weird, sampleCardSet);
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => `${w.code} ${w.rule ?? ""}`)).toEqual(
      expect.arrayContaining(["deck/no-level-one G-RET-4", "deck/unsneakable G-KING-3", "deck/no-type-damage G-AMB-12"]),
    );
    const high = validateDeck(deck, [...sampleCards.filter((c) => c.id !== "magma-brute"), { kind: "minion", id: "magma-brute", name: "Magma Brute", level: 4, damageType: "fire", class: "warrior", atk: 6, hp: 7, retreatCost: 2, abilities: [] }]);
    expect(high.warnings.map((w) => w.code)).toContain("deck/unplaceable");
  });

  test.prop([fc.constantFrom(...starterDecks), fc.integer({ min: 0, max: 23 })])(
    "G-DECK-1 G-DECK-2 removing cards from a legal main deck is legal exactly while 20 or more remain",
    (d: Deck, drop: number) => {
      const main = d.main.slice(drop);
      expect(validateDeck({ ...d, main }, sampleCardSet).legal).toBe(main.length >= 20);
    },
  );
});
