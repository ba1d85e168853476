import { describe, expect, it } from "vitest";
import { toJsonSchema } from "@valibot/to-json-schema";
import {
  CardSchema,
  CardSetSchema,
  KEYWORDS,
  STATUS_NAMES,
  CARD_TYPES,
  ZONES,
  cardJsonSchema,
  cardSchemaDefinitions,
  cardSetJsonSchema,
  parseCard,
  parseCardSet,
  type CardProblem,
  type CardProblems,
} from "../src/index.js";
import type { Result } from "@rulesmith/core";

function problemsOf(r: Result<unknown, CardProblems>): readonly CardProblem[] {
  return r.ok ? [] : r.error.problems;
}

const field = { type: "field", id: "ember-plains", name: "Ember Plains", cost: 3, illustrative: true, upkeep: 1 };

function walkObjects(value: unknown, visit: (o: Record<string, unknown>, path: string) => void, path = "$"): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      walkObjects(v, visit, `${path}[${i}]`);
    });
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const o = value as Record<string, unknown>;
  visit(o, path);
  for (const [k, v] of Object.entries(o)) walkObjects(v, visit, `${path}.${k}`);
}

describe("card vocabulary", () => {
  it("D-STATUS-3 there are exactly 18 statuses", () => {
    expect(STATUS_NAMES).toHaveLength(18);
    expect(new Set(STATUS_NAMES).size).toBe(18);
  });
  it("D-KW-0 there are exactly 15 keywords", () => {
    expect(KEYWORDS).toHaveLength(15);
    expect(new Set(KEYWORDS).size).toBe(15);
  });
  it("D-ZONE-1 D-ZONE-3 D-ZONE-5 the line runs Combat, Support, Coin; one Field zone; Treasury, void and Forbidden Zone are distinct", () => {
    expect(ZONES.slice(ZONES.indexOf("combat"), ZONES.indexOf("combat") + 3)).toEqual(["combat", "support", "coin"]);
    expect(ZONES.filter((z) => z === "field")).toHaveLength(1);
    expect(new Set(ZONES).size).toBe(ZONES.length);
    expect(ZONES).toEqual(expect.arrayContaining(["treasury", "void", "forbidden", "hand", "deck", "side", "action"]));
  });
  it("D-UNIT-1 card types are Unit, five Actions, Field and Treasure", () => {
    expect(CARD_TYPES).toEqual(["unit", "ability", "bolt", "danger", "cycle", "equip", "field", "treasure"]);
  });
});

describe("parseCard", () => {
  it("D-FIELD-1 accepts a valid Field and fills the default abilities", () => {
    expect(parseCard(field)).toEqual({ ok: true, value: { ...field, abilities: [] } });
  });

  it("D-UNIT-1 a Unit needs Combat, Support, level and element", () => {
    const r = parseCard({ type: "unit", id: "x", name: "X", cost: 1, illustrative: true });
    expect(r.ok ? "" : r.error.code).toBe("cards/invalid");
    expect(problemsOf(r).map((p) => p.path).sort()).toEqual(["combat", "element", "level", "support"]);
    expect(problemsOf(r).every((p) => p.card === "x")).toBe(true);
  });

  it("reports every problem at once with its field path", () => {
    const r = parseCard({
      type: "unit",
      id: "bad-unit",
      name: "Bad",
      cost: -1,
      illustrative: "yes",
      combat: 2.5,
      support: 1,
      level: 1,
      element: "Fire",
      statuses: [{ status: "weaken" }, { status: "sleepy" }],
    });
    expect(problemsOf(r).map((p) => p.path)).toEqual(expect.arrayContaining(["cost", "illustrative", "combat", "statuses.0.x", "statuses.1.status"]));
    expect(r.ok ? "" : r.error.message).toContain("bad-unit");
  });

  it("D-TIMING-1 D-TIMING-2 D-KW.Swift-1 D-CYCLE-1 abilities carry a zone label, a cost before the colon, Swift and a per-round limit", () => {
    const r = parseCard({
      type: "cycle",
      id: "c",
      name: "C",
      cost: 1,
      illustrative: true,
      abilities: [{ timing: { kind: "activated" }, zone: "action", cost: { amount: 2, payWith: ["energy"] }, swift: true, perRound: 1, effects: [{ kind: "draw", player: "you", count: 1 }] }],
    });
    expect(r.ok).toBe(true);
    expect(problemsOf(parseCard({ ...field, abilities: [{ timing: { kind: "activated" }, zone: "moon", effects: [] }] })).map((p) => p.path).sort()).toEqual(["abilities.0.effects", "abilities.0.zone"]);
  });

  it("refuses unknown fields (typos are reported)", () => {
    const r = parseCard({ ...field, upkep: 2 });
    expect(problemsOf(r).some((p) => p.path === "upkep")).toBe(true);
  });

  it("refuses __proto__ and constructor keys anywhere", () => {
    const withProto: unknown = JSON.parse('{"type":"field","id":"f","name":"F","cost":1,"illustrative":true,"upkeep":0,"__proto__":{"polluted":true}}');
    expect(problemsOf(parseCard(withProto)).map((p) => p.path)).toEqual(["__proto__"]);
    const r2 = parseCard({ ...field, abilities: [{ timing: { kind: "continuous" }, effects: [{ kind: "gain-energy", amount: 1, constructor: 1 }] }] });
    expect(problemsOf(r2).map((p) => p.path)).toEqual(["abilities.0.effects.0.constructor"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("refuses non-objects without throwing", () => {
    for (const bad of [null, 3, "card", [], undefined]) expect(parseCard(bad).ok).toBe(false);
  });

  it("D-ST.Comeback-1 numbered statuses carry their numbers", () => {
    const r = parseCard({
      type: "unit",
      id: "p",
      name: "P",
      cost: 1,
      illustrative: true,
      combat: 1,
      support: 1,
      level: 1,
      element: "Fire",
      statuses: [{ status: "comeback", combat: 2, support: 1 }, { status: "tenacity", x: 0 }, { status: "poison", x: 1 }],
    });
    expect(r.ok).toBe(true);
  });
});

describe("parseCardSet", () => {
  it("lists every problem of every card, naming card and path", () => {
    const r = parseCardSet({
      name: "Broken",
      cards: [field, { type: "field", name: "No Id", cost: 1, illustrative: true, upkeep: "one" }, { type: "wizard", id: "w" }, 7],
    });
    const got = problemsOf(r).map((p) => `${p.card} ${p.path}`);
    expect(got).toEqual(expect.arrayContaining(["No Id cards.1.id", "No Id cards.1.upkeep", "w cards.2.type", "#3 cards.3"]));
  });

  it("D-AMB-48 reports duplicate ids and duplicate names", () => {
    const r = parseCardSet({ name: "Dups", cards: [field, field, { ...field, id: "other" }] });
    expect(problemsOf(r).some((p) => p.message.includes("Duplicate id"))).toBe(true);
    expect(problemsOf(r).filter((p) => p.message.includes("Duplicate name"))).toHaveLength(2);
  });

  it("needs a name and a cards array, and refuses unknown set fields", () => {
    const r = parseCardSet({ cards: "none", extra: 1 });
    expect(problemsOf(r).map((p) => p.path).sort()).toEqual(["cards", "extra", "name"]);
    expect(parseCardSet([]).ok).toBe(false);
  });
});

describe("JSON Schema", () => {
  it("cardJsonSchema equals what @valibot/to-json-schema produces today", () => {
    expect(cardJsonSchema).toEqual(toJsonSchema(CardSchema, { definitions: cardSchemaDefinitions }));
  });

  it("cardSetJsonSchema equals what @valibot/to-json-schema produces today", () => {
    expect(cardSetJsonSchema).toEqual(toJsonSchema(CardSetSchema, { definitions: { ...cardSchemaDefinitions, Card: CardSchema } }));
  });

  it("every object schema and every property carries a description", () => {
    const missing: string[] = [];
    walkObjects(cardSetJsonSchema, (o, path) => {
      if (o["type"] === "object") {
        if (typeof o["description"] !== "string") missing.push(path);
        const props = o["properties"];
        if (typeof props === "object" && props !== null) {
          for (const [k, p] of Object.entries(props as Record<string, unknown>)) {
            const ps = p as Record<string, unknown>;
            const described = typeof ps["description"] === "string" || typeof ps["$ref"] === "string" || typeof ps["const"] === "string";
            if (!described) missing.push(`${path}.properties.${k}`);
          }
        }
      }
    });
    expect(missing).toEqual([]);
  });
});
