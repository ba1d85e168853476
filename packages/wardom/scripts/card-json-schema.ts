/**
 * Builds `src/cards/card-json-schema.generated.ts`, the JSON Schemas `cardJsonSchema` and
 * `cardSetJsonSchema`, from the valibot schemas in `src/cards/card-schema.ts` with
 * `@valibot/to-json-schema` (as Ward's `scripts/card-json-schema.ts` does for Ward's cards).
 * `generate-json-schema.ts` writes or checks the file with it; `test/cards.test.ts` calls it
 * in-process and fails when the checked-in file is stale.
 *
 * What is the same for every game (sharing the parts that repeat under `$defs`, writing the
 * module text, the staleness check, the command line) is in the repository's
 * `scripts/json-schema-module.ts`. Paths are resolved from this module, so it runs from any
 * working directory.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import * as shared from "../../../scripts/json-schema-module.js";
import { JSON_SCHEMA_TARGET, type CardJsonSchemas, type JsonObject, type JsonSchemaModule } from "../../../scripts/json-schema-module.js";
import { CardSchema, CardSetSchema, cardSchemaDefinitions } from "../src/cards/card-schema.js";

/** The generated module, as a file URL. */
export const GENERATED_FILE: URL = new URL("../src/cards/card-json-schema.generated.ts", import.meta.url);

/** The generated module's path inside the package, for messages. */
export const GENERATED_PATH = "src/cards/card-json-schema.generated.ts";

/** The command that regenerates the module, for messages. */
export const REGENERATE = "pnpm --filter @rulesmith/wardom schema";

export type { CardJsonSchemas };

/**
 * Converts the valibot card and card-set schemas to JSON Schema.
 *
 * @returns The JSON Schema of one card and of a card file.
 */
export function cardJsonSchemas(): CardJsonSchemas {
  // "output": a pipe that checks its input before its schema (a filter is not a list, which
  // valibot's object schema would let through) is written as that schema, whose JSON Schema
  // type already says so.
  return {
    card: toJsonSchema(CardSchema, { definitions: cardSchemaDefinitions, typeMode: "output", target: JSON_SCHEMA_TARGET }) as JsonObject,
    cardSet: toJsonSchema(CardSetSchema, { definitions: { ...cardSchemaDefinitions, Card: CardSchema }, typeMode: "output", target: JSON_SCHEMA_TARGET }) as JsonObject,
  };
}

const CARD_DOC = `/**
 * The JSON Schema (draft 2020-12) of one Wardom card, for people who write card data by hand or
 * check it in an editor or with another validator. Every object and property carries a
 * description. It is what \`toJsonSchema(CardSchema, { definitions: cardSchemaDefinitions, typeMode: "output", target: "draft-2020-12" })\`
 * produces, each part that stands more than once written once under \`$defs\`, so it accepts
 * exactly the cards {@link CardSchema} accepts.
 *
 * @remarks
 * {@link parseCard} also refuses data that is not plain JSON or is past its size limits (depth,
 * values, string length), and abilities the engine would not run as written (see
 * {@link CardAbility}), which this JSON Schema does not say.
 *
 * @example
 * \`\`\`ts
 * import { cardJsonSchema } from "@rulesmith/wardom";
 * // Save this text as wardom-card.schema.json and point "$schema" in your card file at it.
 * const text = JSON.stringify(cardJsonSchema, null, 2);
 * console.log(cardJsonSchema["$schema"]); // https://json-schema.org/draft/2020-12/schema
 * \`\`\`
 */`;

const CARD_SET_DOC = `/**
 * The JSON Schema (draft 2020-12) of a Wardom card file \`{ "name": ..., "cards": [...] }\`. It is
 * what \`toJsonSchema(CardSetSchema, { definitions: { ...cardSchemaDefinitions, Card: CardSchema }, typeMode: "output", target: "draft-2020-12" })\`
 * produces, each part that stands more than once written once under \`$defs\`, so it accepts
 * exactly the card sets {@link CardSetSchema} accepts.
 *
 * @remarks
 * {@link parseCardSet} also refuses duplicate ids and names (D-AMB-48), data past its size
 * limits and abilities the engine would not run as written (see {@link CardAbility}), which this
 * JSON Schema does not say.
 *
 * @example
 * \`\`\`ts
 * import { cardSetJsonSchema } from "@rulesmith/wardom";
 * // Save this text as wardom-card-set.schema.json and point "$schema" in your card file at it.
 * const text = JSON.stringify(cardSetJsonSchema, null, 2);
 * console.log(text.length > 1000); // true
 * \`\`\`
 */`;

/** The generated module of this package, for the shared generator in the repository's `scripts/json-schema-module.ts`. */
export const JSON_SCHEMA_MODULE: JsonSchemaModule = {
  file: GENERATED_FILE,
  path: GENERATED_PATH,
  regenerate: REGENERATE,
  sources: "card-schema.ts",
  test: "test/cards.test.ts",
  cardKey: "Card",
  first: "card",
  cardDoc: CARD_DOC,
  cardSetDoc: CARD_SET_DOC,
  schemas: cardJsonSchemas,
};

/**
 * The text of `src/cards/card-json-schema.generated.ts`. The definitions both schemas share,
 * and the card schema the card-set schema holds as `$defs.Card`, are written once.
 *
 * @param schemas - The schemas to write; by default {@link cardJsonSchemas}.
 * @returns The module source, ending with a newline.
 * @throws When the two schemas do not share their definitions as this layout expects.
 */
export function generatedModule(schemas: CardJsonSchemas = cardJsonSchemas()): string {
  return shared.generatedModule(JSON_SCHEMA_MODULE, schemas);
}

/**
 * Compares the checked-in module with what {@link generatedModule} would write.
 *
 * @returns `null` when it is current, else a message that says how to regenerate it.
 */
export function staleness(): string | null {
  return shared.staleness(JSON_SCHEMA_MODULE);
}

/**
 * Writes the module when its text would change.
 *
 * @returns Whether the file was written.
 */
export function writeGeneratedModule(): boolean {
  return shared.writeGeneratedModule(JSON_SCHEMA_MODULE);
}
