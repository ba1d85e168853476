import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { parseCard, parseCardSet, sampleCards, type Card, type CardProblem, type CardProblems } from "@rulesmith/guardians";

const errorOf = (r: { ok: true } | { ok: false; error: CardProblems }): CardProblems | null => (r.ok ? null : r.error);
const setProblems = (r: { ok: true } | { ok: false; error: CardProblems }): readonly CardProblem[] => (r.ok ? [] : r.error.problems);

const imp = {
  kind: "minion",
  id: "ember-imp",
  name: "Ember Imp",
  level: 1,
  damageType: "fire",
  class: "warlock",
  atk: 2,
  hp: 3,
  retreatCost: 1,
  abilities: [],
};

describe("parseCard", () => {
  it("G-MIN-1..10 accepts a well-formed Minion", () => {
    expect(parseCard(imp)).toEqual({ ok: true, value: imp });
  });

  it("G-MIN-9 G-TYPE-1 G-CLASS-1 reports every problem at once with its field path", () => {
    const r = parseCard({ ...imp, hp: 0, damageType: "lightning", class: "bard", atk: -1 });
    expect(errorOf(r)?.code).toBe("cards/invalid");
    expect(setProblems(r).map((p) => p.path).sort()).toEqual(["atk", "class", "damageType", "hp"]);
    expect(setProblems(r).every((p) => p.card === "ember-imp" && p.cardId === "ember-imp" && p.cardName === "Ember Imp" && p.index === null)).toBe(true);
    expect(errorOf(r)?.message).toMatch(/^The card data has 4 problems: ember-imp: /);
    expect(errorOf(r)?.details).toEqual({ problems: setProblems(r).map((p) => ({ ...p })) });
  });

  it("rejects an unknown card kind", () => {
    expect(parseCard({ ...imp, kind: "spell" }).ok).toBe(false);
  });

  it("rejects a __proto__ key coming from JSON text", () => {
    const value: unknown = JSON.parse('{"kind":"barrier","id":"wall","name":"Wall","hp":5,"effects":[],"__proto__":{"polluted":true}}');
    const r = parseCard(value);
    expect(errorOf(r)?.message).toContain("__proto__");
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("rejects a constructor key deep in an effect", () => {
    const r = parseCard({ kind: "barrier", id: "wall", name: "Wall", hp: 5, effects: [{ kind: "draw", count: 1, constructor: 1 }] });
    expect(r.ok).toBe(false);
    expect(setProblems(r)).toContainEqual(expect.objectContaining({ code: "cards/forbidden-key", card: "wall", path: "effects[0].constructor" }));
  });

  it("G-ATKC-3 Type Damage is optional on an Attack Card but must name a Damage Type when present", () => {
    expect(parseCard({ kind: "attack", id: "jab", name: "Jab", baseDamage: 1, effects: [] }).ok).toBe(true);
    expect(parseCard({ kind: "attack", id: "jab", name: "Jab", baseDamage: 1, typeDamage: { damageType: "wind", amount: 1 }, effects: [] }).ok).toBe(false);
  });

  it("G-GOLD-2 the Golden Rule example card is expressible as an extra-phases effect", () => {
    const r = parseCard({
      kind: "attack",
      id: "second-wind",
      name: "Second Wind",
      baseDamage: 1,
      effects: [{ kind: "extra-phases", phases: ["battle", "action"] }],
    });
    expect(r.ok).toBe(true);
  });

  it("does not throw on any JSON value", () => {
    for (const v of [null, 1, "x", [], {}, { kind: null }, [imp]]) expect(parseCard(v).ok).toBe(false);
  });
});

describe("parseCardSet", () => {
  it("reports every problem in every card, naming card and path", () => {
    const r = parseCardSet({
      name: "broken",
      cards: [imp, { ...imp, id: "two", name: "Two", hp: "3" }, { ...imp }, { kind: "quest", name: "Nameless quest" }],
    });
    expect(r.ok).toBe(false);
    expect(errorOf(r)?.code).toBe("cards/invalid");
    const byCode = setProblems(r).map((p) => `${p.code} ${p.path} ${p.card}`);
    expect(byCode).toContain("cards/invalid cards[1].hp two");
    expect(byCode).toContain("cards/duplicate-id cards[2].id ember-imp");
    expect(byCode.some((s) => s.startsWith("cards/invalid cards[3].") && s.endsWith("Nameless quest"))).toBe(true);
    expect(setProblems(r)).toContainEqual({ card: "ember-imp", path: "cards[2].id", message: "cards[2] has the same id as cards[0].", code: "cards/duplicate-id", index: 2, cardId: "ember-imp", cardName: "Ember Imp" });
    expect(setProblems(r).every((p) => p.path.startsWith("cards["))).toBe(true);
  });

  it("rejects a set that is not { name, cards }", () => {
    expect(parseCardSet([imp]).ok).toBe(false);
    const r = parseCardSet({ cards: "none", extra: 1 });
    expect(setProblems(r).map((p) => p.path).sort()).toEqual(["cards", "extra", "name"]);
    expect(setProblems(r).every((p) => p.card === "(set)" && p.index === null && p.code === "cards/invalid")).toBe(true);
    expect(setProblems(parseCardSet([imp]))).toEqual([{ card: "(set)", path: "", message: "A card set is an object { name, cards }.", code: "cards/invalid", index: null, cardId: null, cardName: null }]);
    expect(errorOf(parseCardSet(null))?.message).toBe("The card data has a problem: A card set is an object { name, cards }.");
  });

  it("a card file may say where its JSON Schema is ($schema); the parsed set leaves it out", () => {
    const r = parseCardSet({ $schema: "./guardians-cards.schema.json", name: "Mine", cards: [sampleCards[0]] });
    expect(r.ok && Object.keys(r.value)).toEqual(["name", "cards"]);
    const bad = parseCardSet({ $schema: 3, name: "Mine", cards: [] });
    expect(!bad.ok && bad.error.message).toContain("$schema");
  });

  it("fails like Ward and Wardom: a cards/invalid rule error whose problems name the card by id, else name, else #index", () => {
    const r = parseCardSet({ name: "s", cards: [{ ...imp, hp: 0 }, { ...imp, id: "", name: "Nameless", hp: 0 }, { kind: "minion" }] });
    const e = errorOf(r);
    expect(e?.code).toBe("cards/invalid");
    expect(setProblems(r).find((p) => p.index === 0)?.card).toBe("ember-imp");
    expect(setProblems(r).find((p) => p.index === 1)?.card).toBe("Nameless");
    expect(setProblems(r).find((p) => p.index === 2)?.card).toBe("#2");
    expect(setProblems(parseCard({ kind: "minion" })).every((p) => p.card === "(card)")).toBe(true);
  });

  it("lists in its message the problems that fit in 300 characters and counts the rest", () => {
    const cards = Array.from({ length: 40 }, (_, i) => ({ ...imp, id: `imp-${i}`, hp: 0 }));
    const message = errorOf(parseCardSet({ name: "s", cards }))?.message ?? "";
    expect(message).toMatch(/^The card data has 40 problems: imp-0: .*; and \d+ more\.$/);
    expect(message.length).toBeLessThanOrEqual(300);
  });

  test.prop([fc.constantFrom(...sampleCards)])("every sample card survives a JSON round trip through parseCard", (card: Card) => {
    const r = parseCard(JSON.parse(JSON.stringify(card)));
    expect(r.ok && r.value).toEqual(card);
  });

  test.prop([fc.constantFrom(...sampleCards), fc.constantFrom("hp", "atk", "level", "baseDamage", "turnCount", "name", "id")])(
    "breaking one field of a valid card is reported at that field",
    (card: Card, key: string) => {
      fc.pre(key in card);
      const broken = { ...card, [key]: key === "name" ? "" : key === "id" ? "Bad Id" : -5 };
      const r = parseCardSet({ name: "s", cards: [broken] });
      expect(setProblems(r).some((p) => p.path === `cards[0].${key}` && p.cardName === (key === "name" ? "" : card.name))).toBe(true);
    },
  );
});
