import { describe, expect, it } from "vitest";
import { toJsonSchema } from "@valibot/to-json-schema";
import { cardJsonSchema, cardSchema, cardSchemaDefinitions, cardSetJsonSchema, cardSetSchema } from "../src/index.js";

// When a schema changes, regenerate src/card-json-schema.ts from the values printed here.
describe("exported JSON Schema", () => {
  it("cardSetJsonSchema equals what @valibot/to-json-schema produces from cardSetSchema today", () => {
    const now = toJsonSchema(cardSetSchema, { definitions: cardSchemaDefinitions });
    expect(cardSetJsonSchema).toEqual(now);
  });

  it("cardJsonSchema equals what @valibot/to-json-schema produces from cardSchema today", () => {
    const { card: _card, ...definitions } = cardSchemaDefinitions;
    const now = toJsonSchema(cardSchema, { definitions });
    expect(cardJsonSchema).toEqual(now);
  });

  it("every object and property in the schema carries a description", () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (node === null || typeof node !== "object") return;
      if (Array.isArray(node)) {
        node.forEach((n: unknown, i) => { walk(n, `${path}[${i}]`); });
        return;
      }
      const rec = node as Record<string, unknown>;
      if (rec["type"] === "object" && typeof rec["description"] !== "string") missing.push(path);
      const props = rec["properties"];
      if (props !== null && typeof props === "object") {
        for (const [k, p] of Object.entries(props as Record<string, unknown>)) {
          const hasDesc = p !== null && typeof p === "object" && (typeof (p as Record<string, unknown>)["description"] === "string" || "$ref" in p);
          if (!hasDesc) missing.push(`${path}.properties.${k}`);
        }
      }
      for (const [k, child] of Object.entries(rec)) walk(child, `${path}.${k}`);
    };
    walk(cardSetJsonSchema, "$");
    expect(missing).toEqual([]);
  });
});
