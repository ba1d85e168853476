import { describe, expect, it } from "vitest";
import { demoConfig, ruleset, sampleCardSet } from "../src/index.js";

describe("config.cards", () => {
  it("takes a card set { name, cards } or a plain list of cards, the same match either way", () => {
    const asSet = ruleset.setup({ ...demoConfig(3), cards: sampleCardSet });
    const asList = ruleset.setup({ ...demoConfig(3), cards: sampleCardSet.cards });
    expect(asSet.ok && asList.ok).toBe(true);
    expect(asList).toEqual(asSet);
  });

  it("reports bad card data once, without a 'no card has the id' for every deck line", () => {
    const cards = sampleCardSet.cards.map((c, i) => (i === 0 ? { ...c, name: 7 } : c));
    const r = ruleset.setup({ ...demoConfig(3), cards } as never);
    const message = r.ok ? "" : r.error.message;
    expect(r.ok ? "" : r.error.code).toBe("config/invalid");
    expect(message).toContain("checked once the card data is fixed");
    expect(message).not.toMatch(/no card has the id/i);
  });
});
