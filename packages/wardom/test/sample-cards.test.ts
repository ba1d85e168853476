import { describe, expect, it } from "vitest";
import { CARD_TYPES, KEYWORDS, STATUS_NAMES, cardKeywords, cardStatuses, parseCardSet, sampleCardSet, sampleCards } from "../src/index.js";

describe("sample card set", () => {
  it("validates with parseCardSet", () => {
    const r = parseCardSet(sampleCardSet);
    expect(r.ok ? [] : r.error.problems).toEqual([]);
  });

  it("survives a JSON round trip and still validates (card files are JSON)", () => {
    const json: unknown = JSON.parse(JSON.stringify(sampleCardSet));
    expect(json).toEqual(sampleCardSet);
    expect(parseCardSet(json).ok).toBe(true);
  });

  it("every sample card is marked illustrative", () => {
    expect(sampleCards.filter((c) => !c.illustrative).map((c) => c.id)).toEqual([]);
  });

  it("D-EX-1 includes Chaggai, Joker of Old, whose effect selects rather than targets", () => {
    const chaggai = sampleCards.find((c) => c.name === "Chaggai, Joker of Old");
    expect(chaggai).toBeDefined();
    const modes = chaggai?.abilities.flatMap((a) => a.effects.flatMap((e) => ("choice" in e ? [e.choice.mode] : [])));
    expect(modes).toEqual(["select"]);
  });

  it("D-EX-2 includes a card that says \"target 1 Unit\"", () => {
    const targeting = sampleCards.filter((c) =>
      c.abilities.some((a) => a.effects.some((e) => "choice" in e && e.choice.mode === "target" && e.choice.count === 1 && e.choice.filter?.types?.includes("unit") === true)),
    );
    expect(targeting.length).toBeGreaterThan(0);
  });

  it("D-UNIT-1 every card type appears at least once", () => {
    const types = new Set(sampleCards.map((c) => c.type));
    expect(CARD_TYPES.filter((t) => !types.has(t))).toEqual([]);
  });

  it("D-STATUS-3 every one of the 18 statuses appears at least once", () => {
    const seen = new Set(sampleCards.flatMap(cardStatuses));
    expect(STATUS_NAMES.filter((s) => !seen.has(s))).toEqual([]);
  });

  it("D-KW-0 every one of the 15 keywords appears at least once", () => {
    const seen = new Set(sampleCards.flatMap(cardKeywords));
    expect(KEYWORDS.filter((k) => !seen.has(k))).toEqual([]);
  });

  it("D-TRUE-1 includes a True Recruit Unit of cost 0 with a written procedure", () => {
    const tr = sampleCards.find((c) => c.type === "unit" && c.trueRecruit !== undefined);
    expect(tr?.cost).toBe(0);
  });

  it("D-FIELD-3 D-FIELD-4 includes a Field with upkeep and Rule text", () => {
    const f = sampleCards.find((c) => c.type === "field");
    expect(f?.type === "field" && f.upkeep > 0 && f.abilities.some((a) => a.rule === true)).toBe(true);
  });
});
