// Ward's card schema through the JSON Schema validator the games' tests share
// (core/test/support/json-schema-check.ts). json-schema.test.ts checks the generated schemas
// with it, and cards-have-effect.test.ts checks that the schema refuses exactly what parseCard refuses.
import { cardJsonSchema } from "../src/cards/card-json-schema.generated.js";
import { schemaErrors } from "../../core/test/support/json-schema-check.js";

export { inlineRefs, jsonErrors } from "../../core/test/support/json-schema-check.js";

/** What the card JSON Schema finds wrong with one card: nothing when it accepts it. */
export const cardErrors = (card: unknown): string[] => schemaErrors(cardJsonSchema, card);
