import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { GUARDIAN_COLOURS, parseCard, sampleCards, validateDeck, starterDecks, type Card } from "@rulesmith/guardians";

describe("card rows used by the engine", () => {
  it("G-GUARD-2 G-GUARD-3 G-GUARD-6 a Guardian has a colour by Damage Type, a Class and a text box of abilities", () => {
    const g = assertOk(parseCard(sampleCards.find((c) => c.id === "glacius-frost-guardian")));
    expect(g.kind === "guardian" && [GUARDIAN_COLOURS[g.damageType], g.class, g.abilities.length]).toEqual(["blue", "paladin", 1]);
  });

  it("G-KING-5 a King has a Damage Type, Class, ATK, HP, text box and Retreat Cost", () => {
    const k = assertOk(parseCard(sampleCards.find((c) => c.id === "halvard-rime-king")));
    expect(k.kind === "king" && [k.damageType, k.class, k.atk, k.hp, k.abilities.length, k.retreatCost]).toEqual(["frost", "paladin", 5, 9, 1, 3]);
  });

  it("G-AMB-43 two printings with one name share the copy limit but keep their own text", () => {
    const alt: Card = assertOk(parseCard({ kind: "minion", id: "ember-imp-alt", name: "Ember Imp", illustrative: true, level: 1, damageType: "fire", class: "warlock", atk: 3, hp: 2, retreatCost: 1, abilities: [] }));
    const pool = [...sampleCards, alt];
    const deck = { ...starterDecks[0], main: [...starterDecks[0].main, "ember-imp-alt"] };
    expect(validateDeck(deck, pool).errors.map((e) => e.code)).toContain("deck/copies");
    expect(alt.kind === "minion" && alt.atk).toBe(3);
    expect(alt.id).not.toBe("ember-imp");
  });
});
