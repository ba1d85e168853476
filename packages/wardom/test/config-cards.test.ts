import { describe, expect, it } from "vitest";
import { demoConfig, parseCardSet, ruleset, sampleCards } from "../src/index.js";

describe("config.cards", () => {
  it("takes a plain list of cards or a card set { name, cards }, the same match either way", () => {
    const asList = ruleset.setup({ ...demoConfig(3), cards: sampleCards });
    const asSet = ruleset.setup({ ...demoConfig(3), cards: { name: "Mine", cards: sampleCards } });
    expect(asSet.ok && asList.ok).toBe(true);
    expect(asSet).toEqual(asList);
  });

  it("reports bad card data once, without a 'no card has the id' for every deck line", () => {
    const cards = sampleCards.map((c, i) => (i === 0 ? { ...c, name: 7 } : c));
    const r = ruleset.setup({ ...demoConfig(3), cards } as never);
    const message = r.ok ? "" : r.error.message;
    expect(r.ok ? "" : r.error.code).toBe("config/invalid");
    expect(message).toContain("checked once the card data is fixed");
    expect(message).not.toMatch(/no card has the id/i);
  });
});

describe("$schema in a card file", () => {
  it("a card set may say where its JSON Schema is; the parsed set leaves it out", () => {
    const r = parseCardSet({ $schema: "./wardom-cards.schema.json", name: "Mine", cards: [sampleCards[0]] });
    expect(r.ok && Object.keys(r.value)).toEqual(["name", "cards"]);
    const bad = parseCardSet({ $schema: 3, name: "Mine", cards: [] });
    expect(!bad.ok && bad.error.message).toContain("$schema");
  });
});
