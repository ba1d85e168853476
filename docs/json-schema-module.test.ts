/**
 * The shared part of the games' JSON Schema generators (scripts/json-schema-module.ts): how
 * `shareRepeats` writes each part that repeats once under `$defs`, and what it does to the three
 * games' card schemas. Each game's own tests check that its generated module is current and
 * that, with every `$ref` resolved, it is what @valibot/to-json-schema writes.
 */
import { describe, expect, it } from "vitest";
import { shareRepeats, type JsonObject } from "../scripts/json-schema-module.js";
import { inlineRefs } from "../packages/core/test/support/json-schema-check.js";
import { cardJsonSchemas as wardSchemas } from "../packages/ward/scripts/card-json-schema.js";
import { cardJsonSchemas as wardomSchemas } from "../packages/wardom/scripts/card-json-schema.js";
import { cardJsonSchemas as guardiansSchemas } from "../packages/guardians/scripts/card-json-schema.js";
import { cardSetJsonSchema as wardSet } from "../packages/ward/src/cards/card-json-schema.generated.js";
import { cardSetJsonSchema as wardomSet } from "../packages/wardom/src/cards/card-json-schema.generated.js";
import { cardSetJsonSchema as guardiansSet } from "../packages/guardians/src/cards/card-json-schema.generated.js";

const amount = { type: "integer", minimum: 0, maximum: 999, description: "Damage dealt to the target." };
const target = { enum: ["self", "opponent", "all-creatures"], type: "string", description: "Who the effect acts on." };
const damage = { type: "object", properties: { kind: { const: "damage" }, amount, target }, required: ["kind", "amount", "target"], description: "Deals damage." };

const defsOf = (schema: JsonObject): Readonly<Record<string, unknown>> => schema["$defs"] as Readonly<Record<string, unknown>>;

describe("shareRepeats", () => {
  it("writes a part that stands twice once under $defs, named after the property that holds it, and references it", () => {
    const schema = { type: "object", properties: { hit: { type: "object", properties: { target }, description: "A hit." }, heal: { type: "object", properties: { who: target, by: amount }, description: "A heal." } } };
    const shared = shareRepeats(schema, "pascal");
    expect(defsOf(shared)).toEqual({ Target: target });
    expect(shared["properties"]).toEqual({
      hit: { type: "object", properties: { target: { $ref: "#/$defs/Target" } }, description: "A hit." },
      heal: { type: "object", properties: { who: { $ref: "#/$defs/Target" }, by: amount }, description: "A heal." },
    });
    expect(inlineRefs(shared)).toEqual(schema);
  });

  it("names a tagged object after its tag, numbers a name that is taken, and writes camel or Pascal case", () => {
    const otherTarget = { ...target, enum: ["self"] };
    const damage2 = { ...damage, properties: { ...damage.properties, target: otherTarget } };
    const schema = { oneOf: [damage, damage, damage2, damage2, { type: "object", properties: { at: otherTarget }, description: "x" }], $defs: { Target: { type: "string" } } };
    const pascal = shareRepeats(schema, "pascal");
    // The amount stands in both damages: it is shared too.
    expect(Object.keys(defsOf(pascal))).toEqual(["Target", "Amount", "Damage", "Damage2", "Target2"]);
    expect(pascal["oneOf"]).toEqual([{ $ref: "#/$defs/Damage" }, { $ref: "#/$defs/Damage" }, { $ref: "#/$defs/Damage2" }, { $ref: "#/$defs/Damage2" }, { type: "object", properties: { at: { $ref: "#/$defs/Target2" } }, description: "x" }]);
    expect(Object.keys(defsOf(shareRepeats({ allOf: [{ properties: { turnCycles: amount } }, { properties: { turnCycles: amount } }] }, "camel")))).toEqual(["turnCycles"]);
    // First met as the items of a definition: named after the definition.
    expect(Object.keys(defsOf(shareRepeats({ items: target, $defs: { Hand: { type: "array", items: target } } }, "pascal")))).toEqual(["Hand", "HandItems"]);
    expect(inlineRefs(pascal)).toEqual(inlineRefs(schema));
  });

  it("refers to a definition the schema already has when a part equals it", () => {
    const schema = { type: "array", items: damage, contains: { $ref: "#/$defs/Hit" }, $defs: { Hit: damage } };
    expect(shareRepeats(schema, "pascal")).toEqual({ type: "array", items: { $ref: "#/$defs/Hit" }, contains: { $ref: "#/$defs/Hit" }, $defs: { Hit: damage } });
  });

  it("shares the largest part first, so that a part inside it is counted once there", () => {
    const schema = { anyOf: [damage, damage, { type: "object", properties: { amount }, description: "More." }] };
    const shared = shareRepeats(schema, "pascal");
    expect(Object.keys(defsOf(shared))).toEqual(["Amount", "Damage"]);
    expect(defsOf(shared)["Damage"]).toEqual({ ...damage, properties: { kind: { const: "damage" }, amount: { $ref: "#/$defs/Amount" }, target } });
  });

  it("leaves what stands once, short parts, parts without a description or with only a const, and values that are no subschema", () => {
    const short = { type: "integer", minimum: 1, description: "Level." };
    const bare = { properties: { magicType: { enum: ["standard", "lightning"] } }, required: ["magicType"] };
    const tag = { const: "activated", description: "When the ability acts: when used in the Action Phase, once per turn." };
    const schema = {
      oneOf: [
        { properties: { a: short, b: tag, c: damage }, if: bare, then: {}, default: damage, description: "One." },
        { properties: { a: short, b: tag }, if: bare, then: {}, default: damage, description: "Two." },
      ],
      enum: [damage, damage],
    };
    expect(shareRepeats(schema, "pascal")).toBe(schema);
  });
});

describe("the games' card-set schemas", () => {
  // Measured when the sharing came in (compact JSON of cardSetJsonSchema, against what
  // @valibot/to-json-schema writes with the games' own definitions only): Guardians 46,338 to
  // 25,581 characters (55%), Wardom 37,075 to 21,680 (58%), Ward 36,017 to 32,831 (91%: most of
  // what Ward repeats is near, not exact: if/then rules that differ in a value).
  const games = [
    { game: "guardians", written: guardiansSet, raw: () => guardiansSchemas().cardSet, atMost: 0.6 },
    { game: "wardom", written: wardomSet, raw: () => wardomSchemas().cardSet, atMost: 0.65 },
    { game: "ward", written: wardSet, raw: () => wardSchemas().cardSet, atMost: 0.95 },
  ];

  it.each(games)("$game: each part that repeats is written once, as a definition, and the schema is at most $atMost of its size without", ({ written, raw, atMost }) => {
    const before = raw();
    expect(Object.keys(defsOf(written)).length).toBeGreaterThan(Object.keys(defsOf(before)).length);
    expect(JSON.stringify(written).length).toBeLessThan(atMost * JSON.stringify(before).length);
    // Nothing left to share, and nothing lost.
    expect(shareRepeats(written, "pascal")).toEqual(written);
    expect(inlineRefs(written)).toEqual(inlineRefs(before));
  });

  it.each(games)("$game: declares draft 2020-12, a draft whose definitions keyword (defs) is the one it writes", ({ written }) => {
    expect(written["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
  });
});
