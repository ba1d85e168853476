import { describe, expect, it } from "vitest";
import { toJsonSchema } from "@valibot/to-json-schema";
import { abilitySchema, cardJsonSchema, cardSchema, effectSchema, questRequirementSchema } from "@rulesmith/guardians";

function objectsWithoutDescription(node: unknown, path: string, out: string[]): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => {
      objectsWithoutDescription(n, `${path}[${i}]`, out);
    });
    return;
  }
  const rec = node as Record<string, unknown>;
  if (rec["type"] === "object" && typeof rec["description"] !== "string") out.push(path);
  const props = rec["properties"];
  if (typeof props === "object" && props !== null) {
    for (const [k, v] of Object.entries(props)) {
      const p = v as Record<string, unknown>;
      // "kind" tags are consts that need no prose; every other property is described.
      if (k !== "kind" && typeof p["description"] !== "string" && typeof p["$ref"] !== "string") out.push(`${path}.properties.${k}`);
    }
  }
  for (const [k, v] of Object.entries(rec)) objectsWithoutDescription(v, `${path}.${k}`, out);
}

describe("card JSON Schema", () => {
  it("deep-equals what @valibot/to-json-schema produces from cardSchema today", () => {
    const generated = toJsonSchema(cardSchema, {
      definitions: { Effect: effectSchema, Ability: abilitySchema, QuestRequirement: questRequirementSchema },
    });
    expect(cardJsonSchema).toEqual(generated);
  });

  it("describes every object and every property except kind tags", () => {
    const missing: string[] = [];
    objectsWithoutDescription(cardJsonSchema, "$", missing);
    expect(missing).toEqual([]);
  });

  it("G-MIN-1 G-GUARD-1 G-KING-1 G-ATKC-1 G-QUEST-1 G-BAR-1 has one branch per card kind", () => {
    const kinds = cardJsonSchema.oneOf.map((b) => b.properties.kind.const);
    expect(kinds).toEqual(["guardian", "minion", "king", "attack", "quest", "barrier"]);
  });
});
