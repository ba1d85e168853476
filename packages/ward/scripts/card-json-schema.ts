/**
 * Builds `src/cards/card-json-schema.generated.ts`, the JSON Schemas `cardJsonSchema` and
 * `cardSetJsonSchema`, from the valibot schemas in `src/cards/` with `@valibot/to-json-schema`.
 * `generate-json-schema.ts` writes or checks the file with it; `test/json-schema.test.ts` calls
 * it in-process and fails when the checked-in file is stale.
 *
 * What is the same for every game (sharing the parts that repeat under `$defs`, writing the
 * module text, the staleness check, the command line) is in the repository's
 * `scripts/json-schema-module.ts`. Paths are resolved from this module, so it runs from any
 * working directory.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import * as shared from "../../../scripts/json-schema-module.js";
import { JSON_SCHEMA_TARGET, type CardJsonSchemas, type JsonObject, type JsonSchemaModule } from "../../../scripts/json-schema-module.js";
import { cardSchema, cardSetSchema } from "../src/cards/cards.js";
import { cardSchemaDefinitions } from "../src/cards/json-schema-definitions.js";

/** The generated module, as a file URL. */
export const GENERATED_FILE: URL = new URL("../src/cards/card-json-schema.generated.ts", import.meta.url);

/** The generated module's path inside the package, for messages. */
export const GENERATED_PATH = "src/cards/card-json-schema.generated.ts";

/** The command that regenerates the module, for messages. */
export const REGENERATE = "pnpm --filter @rulesmith/ward schema";

export type { CardJsonSchemas };

/**
 * Converts the valibot card and card-set schemas to JSON Schema.
 *
 * @returns The JSON Schema of one card and of a card file.
 */
export function cardJsonSchemas(): CardJsonSchemas {
  const { card: _card, ...definitions } = cardSchemaDefinitions;
  return {
    card: toJsonSchema(cardSchema, { definitions, target: JSON_SCHEMA_TARGET }) as JsonObject,
    cardSet: toJsonSchema(cardSetSchema, { definitions: cardSchemaDefinitions, target: JSON_SCHEMA_TARGET }) as JsonObject,
  };
}

const CARD_SET_DOC = `/**
 * The JSON Schema (draft 2020-12) of a Ward card file \`{ name, cards }\`, for people who write
 * card data by hand or check it in an editor. Every object and property carries a description.
 * It is what \`toJsonSchema(cardSetSchema, { definitions: cardSchemaDefinitions, target: "draft-2020-12" })\`
 * produces, with each part that stands more than once written once under \`$defs\` and
 * referenced with \`$ref\`: it accepts the same card files.
 *
 * @example
 * \`\`\`ts
 * import { cardSetJsonSchema } from "@rulesmith/ward";
 * // Save this text as ward-cards.schema.json and point "$schema" in your card file at it.
 * const text = JSON.stringify(cardSetJsonSchema, null, 2);
 * console.log(text.length > 1000); // true
 * \`\`\`
 */`;

const CARD_DOC = `/**
 * The JSON Schema (draft 2020-12) of one Ward card. It is what
 * \`toJsonSchema(cardSchema, { definitions, target: "draft-2020-12" })\` produces, with every
 * definition of \`cardSchemaDefinitions\` except \`card\` itself, and each part that stands more
 * than once written once under \`$defs\`.
 *
 * @example
 * \`\`\`ts
 * import { cardJsonSchema } from "@rulesmith/ward";
 * // hand it to an editor or a JSON Schema validator
 * const schema = JSON.stringify(cardJsonSchema);
 * console.log(cardJsonSchema["$schema"]); // https://json-schema.org/draft/2020-12/schema
 * \`\`\`
 */`;

/** The generated module of this package, for the shared generator in the repository's `scripts/json-schema-module.ts`. */
export const JSON_SCHEMA_MODULE: JsonSchemaModule = {
  file: GENERATED_FILE,
  path: GENERATED_PATH,
  regenerate: REGENERATE,
  sources: "cards.ts and effects.ts",
  test: "test/json-schema.test.ts",
  cardKey: "card",
  first: "cardSet",
  cardDoc: CARD_DOC,
  cardSetDoc: CARD_SET_DOC,
  schemas: cardJsonSchemas,
};

/**
 * The text of `src/cards/card-json-schema.generated.ts`. The definitions both schemas share,
 * and the card schema the card-set schema holds as `$defs.card`, are written once.
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
