import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import { toJsonSchema } from "@valibot/to-json-schema";
import type { Result } from "@rulesmith/core";
// The card modules directly, not src/index.ts, so these tests need none of the engine.
import { CardSchema, CardSetSchema, cardSchemaDefinitions } from "../src/cards/card-schema.js";
import { cardJsonSchema, cardSetJsonSchema } from "../src/cards/card-json-schema.generated.js";
import { parseCard, parseCardSet, type CardProblem, type CardProblems } from "../src/cards/parse-cards.js";
import { sampleCardSet, sampleCards } from "../src/cards/sample-cards.js";
import { CARD_TYPES, KEYWORDS, STATUS_NAMES, ZONES } from "../src/cards/vocabulary.js";
import { REGENERATE, generatedModule, staleness } from "../scripts/card-json-schema.js";
import { inlineRefs, jsonErrors } from "../../core/test/support/json-schema-check.js";

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
    expect(problemsOf(r).filter((p) => p.rule === "D-AMB-48")).toHaveLength(2);
  });

  it("needs a name and a cards array, and refuses unknown set fields", () => {
    const r = parseCardSet({ cards: "none", extra: 1 });
    expect(problemsOf(r).map((p) => p.path).sort()).toEqual(["cards", "extra", "name"]);
    expect(parseCardSet([]).ok).toBe(false);
  });

  it("a card file may say where its JSON Schema is ($schema); the parsed set leaves it out", () => {
    const r = parseCardSet({ $schema: "./wardom-cards.schema.json", name: "Mine", cards: [sampleCards[0]] });
    expect(r.ok && Object.keys(r.value)).toEqual(["name", "cards"]);
    const bad = parseCardSet({ $schema: 3, name: "Mine", cards: [] });
    expect(!bad.ok && bad.error.message).toContain("$schema");
  });
});

// src/cards/card-json-schema.generated.ts is written by scripts/generate-json-schema.ts; when a
// valibot schema changes, run `pnpm --filter @rulesmith/wardom schema` and commit the result.
describe("generated JSON Schema module", () => {
  it("the checked-in card-json-schema.generated.ts is what scripts/generate-json-schema.ts writes today", () => {
    expect(staleness(), `regenerate it with \`${REGENERATE}\``).toBeNull();
  });

  it("starts with the do-not-edit header and documents both exports with an example", () => {
    const text = generatedModule();
    expect(text.startsWith("// generated by scripts/generate-json-schema.ts; do not edit")).toBe(true);
    expect(text).toContain("export const cardJsonSchema");
    expect(text).toContain("export const cardSetJsonSchema");
    expect(text.match(/@example/g)).toHaveLength(2);
  });
});

describe("JSON Schema", () => {
  // The parts that repeat are shared under $defs: with every $ref resolved, the schemas are what
  // @valibot/to-json-schema writes, so they accept the same documents.
  it("cardJsonSchema, with every $ref resolved, equals what @valibot/to-json-schema produces today", () => {
    expect(inlineRefs(cardJsonSchema)).toEqual(inlineRefs(toJsonSchema(CardSchema, { definitions: cardSchemaDefinitions, typeMode: "output", target: "draft-2020-12" })));
  });

  it("cardSetJsonSchema, with every $ref resolved, equals what @valibot/to-json-schema produces today", () => {
    expect(inlineRefs(cardSetJsonSchema)).toEqual(inlineRefs(toJsonSchema(CardSetSchema, { definitions: { ...cardSchemaDefinitions, Card: CardSchema }, typeMode: "output", target: "draft-2020-12" })));
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

const cardErrors = (card: unknown): string[] => jsonErrors(cardJsonSchema, cardJsonSchema, card, "$");

/** Plain JSON data, as a card file holds it. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** Every place in a JSON value, as a list of keys from the root. */
function placesIn(value: unknown, at: readonly (string | number)[] = [], out: (readonly (string | number)[])[] = []): (readonly (string | number)[])[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item: unknown, i) => placesIn(item, [...at, i], out));
  else if (typeof value === "object" && value !== null) for (const [k, item] of Object.entries(value)) placesIn(item, [...at, k], out);
  return out;
}

type Edit = { readonly op: "set"; readonly value: unknown } | { readonly op: "delete" } | { readonly op: "add-key"; readonly key: string; readonly value: unknown };

/** A copy of a JSON value with one edit at one place; keys are defined, never assigned, so `__proto__` stays data. */
function edited(value: unknown, at: readonly (string | number)[], edit: Edit): unknown {
  if (at.length === 0) {
    if (edit.op === "set") return edit.value;
    if (edit.op === "add-key" && typeof value === "object" && value !== null && !Array.isArray(value)) {
      const out: Record<string, unknown> = { ...value };
      Object.defineProperty(out, edit.key, { value: edit.value, enumerable: true, writable: true, configurable: true });
      return out;
    }
    return value;
  }
  const [head, ...rest] = at;
  if (Array.isArray(value)) {
    const copy: unknown[] = Array.from(value as readonly unknown[]);
    if (rest.length === 0 && edit.op === "delete") copy.splice(Number(head), 1);
    else copy[Number(head)] = edited(copy[Number(head)], rest, edit);
    return copy;
  }
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = { ...value };
  const key = String(head);
  if (rest.length === 0 && edit.op === "delete") Reflect.deleteProperty(copy, key);
  else copy[key] = edited(copy[key], rest, edit);
  return copy;
}

/** Values next to the ones the card format allows: bounds, wrong types, empty things. */
const nearValue = fc.constantFrom<unknown>(-10_001, -1, 0, 1, 2.5, 10_000, 10_001, "", "x", "Fire", "unit", "you", "energy", "combat", true, false, null, [], {}, ["unit"], [{}]);

const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant("set" as const), value: fc.oneof(nearValue, fc.jsonValue({ maxDepth: 2 })) }),
  fc.constant({ op: "delete" as const }),
  fc.record({ op: fc.constant("add-key" as const), key: fc.oneof(fc.constantFrom("extra", "upkep", "__proto__", "x"), fc.string()), value: fc.jsonValue({ maxDepth: 1 }) }),
);

const jsonSamples = sampleCards.map(asJson);

describe("the generated JSON Schema accepts the cards the valibot schema accepts, and refuses the rest", () => {
  it("the whole sample card set validates against cardSetJsonSchema", () => {
    expect(jsonErrors(cardSetJsonSchema, cardSetJsonSchema, asJson(sampleCardSet), "$")).toEqual([]);
  });

  it("every sample card validates against cardJsonSchema", () => {
    const bad = jsonSamples.flatMap((c, i) => cardErrors(c).map((e) => `${sampleCards[i]?.id ?? i} ${e}`));
    expect(bad).toEqual([]);
  });

  it("a card with its defaults left out validates too", () => {
    expect(cardErrors(field)).toEqual([]);
  });

  it("refuses what parseCard refuses: out-of-range numbers, a bad id, unknown keys", () => {
    expect(cardErrors({ ...field, cost: 10_001 })).not.toEqual([]);
    expect(cardErrors({ ...field, cost: -1 })).not.toEqual([]);
    expect(cardErrors({ ...field, id: "Ember Plains" })).not.toEqual([]);
    expect(cardErrors({ ...field, upkep: 1 })).not.toEqual([]);
    expect(parseCard({ ...field, cost: 10_001 }).ok).toBe(false);
  });

  test.prop([fc.nat({ max: jsonSamples.length - 1 }), fc.nat(), arbEdit], { numRuns: 500 })(
    "a sample card with one edit anywhere: the JSON Schema accepts it exactly when the valibot schema does",
    (which, where, edit) => {
      const card = jsonSamples[which];
      const places = placesIn(card);
      const candidate = edited(card, places[where % places.length] ?? [], edit);
      expect(cardErrors(candidate).length === 0).toBe(v.is(CardSchema, candidate));
    },
  );

  test.prop([fc.jsonValue({ maxDepth: 4 })])("any JSON value: the JSON Schema accepts it exactly when the valibot schema does", (value) => {
    expect(cardErrors(value).length === 0).toBe(v.is(CardSchema, value));
  });
});
