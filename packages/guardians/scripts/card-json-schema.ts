/**
 * Builds `src/cards/card-json-schema.generated.ts`, the JSON Schemas `cardJsonSchema` and
 * `cardSetJsonSchema`, from the valibot schemas `cardSchema` and `cardSetSchema` in
 * `src/cards/cards.ts` (with `abilitySchema`, `guardianAbilitySchema`, `attackEffectSchema`,
 * `rewardEffectSchema` and `questRequirementSchema` of `src/cards/effects.ts` under `$defs`) with
 * `@valibot/to-json-schema`, as Ward's and Wardom's `scripts/card-json-schema.ts` do for their
 * cards. `generate-json-schema.ts` writes or checks the file with it;
 * `test/card-json-schema.test.ts` calls it in-process and fails when the checked-in file is stale.
 *
 * What is the same for every game (sharing the parts that repeat under `$defs`, writing the
 * module text, the staleness check, the command line) is in the repository's
 * `scripts/json-schema-module.ts`. Paths are resolved from this module, so it runs from any
 * working directory.
 */
import type * as v from "valibot";
import { toJsonSchema } from "@valibot/to-json-schema";
import * as shared from "../../../scripts/json-schema-module.js";
import { JSON_SCHEMA_TARGET, type CardJsonSchemas, type JsonObject, type JsonSchemaModule } from "../../../scripts/json-schema-module.js";
import { cardSchema, cardSetSchema } from "../src/cards/cards.js";
import { abilitySchema, attackEffectSchema, guardianAbilitySchema, questRequirementSchema, rewardEffectSchema } from "../src/cards/effects.js";

/** The generated module, as a file URL. */
export const GENERATED_FILE: URL = new URL("../src/cards/card-json-schema.generated.ts", import.meta.url);

/** The generated module's path inside the package, for messages. */
export const GENERATED_PATH = "src/cards/card-json-schema.generated.ts";

/** The command that regenerates the module, for messages. */
export const REGENERATE = "pnpm --filter @rulesmith/guardians schema";

export type { CardJsonSchemas };

/** The named parts of the card schema that both JSON Schemas put under `$defs`, written once and referenced with `$ref`. */
export const cardSchemaDefinitions: Readonly<Record<string, v.GenericSchema>> = {
  Ability: abilitySchema,
  GuardianAbility: guardianAbilitySchema,
  AttackEffect: attackEffectSchema,
  RewardEffect: rewardEffectSchema,
  QuestRequirement: questRequirementSchema,
};

/**
 * Converts the valibot card and card-set schemas to JSON Schema.
 *
 * @returns The JSON Schema of one card and of a card file.
 */
export function cardJsonSchemas(): CardJsonSchemas {
  return {
    card: toJsonSchema(cardSchema, { definitions: cardSchemaDefinitions, target: JSON_SCHEMA_TARGET }) as JsonObject,
    cardSet: toJsonSchema(cardSetSchema, { definitions: { ...cardSchemaDefinitions, Card: cardSchema }, target: JSON_SCHEMA_TARGET }) as JsonObject,
  };
}

const CARD_DOC = `/**
 * The JSON Schema (draft 2020-12) of one Guardians of the Elements card, for people who write
 * card data by hand or check it in an editor or with another validator: one \`oneOf\` branch per
 * card kind, with \`Ability\` (a Minion's or King's), \`GuardianAbility\`, \`AttackEffect\`,
 * \`RewardEffect\` (a Quest's) and \`QuestRequirement\` under \`$defs\`, and after them every
 * other part that stands more than once (an effect such as \`Draw\`, the \`Target\`s of a
 * place), each written once and referenced with \`$ref\`. Every object and property carries a
 * description. It is what
 * \`toJsonSchema(cardSchema, { definitions: { Ability, GuardianAbility, AttackEffect, RewardEffect, QuestRequirement }, target: "draft-2020-12" })\`
 * from \`@valibot/to-json-schema\` produces, with those parts shared, so it accepts exactly the
 * cards {@link cardSchema} accepts.
 *
 * Implements the card anatomy rules G-MIN-1..10, G-GUARD-1..7, G-KING-1..7, G-ATKC-1..4,
 * G-QUEST-1..4, G-BAR-1..2, G-TYPE-1, G-CLASS-1, G-COND-1.
 *
 * @remarks
 * {@link parseCard} also refuses keys named \`__proto__\`, \`constructor\` or \`prototype\`
 * anywhere, data that is not plain JSON, and data past its size limits (depth, values, string
 * length), which this schema does not say.
 *
 * @example
 * \`\`\`ts
 * import { cardJsonSchema } from "@rulesmith/guardians";
 * // The text to save as guardians-card.schema.json, so an editor can check card files:
 * const text = JSON.stringify(cardJsonSchema, null, 2);
 * console.log(text.split("\\n")[1]); // "oneOf": [
 * console.log(cardJsonSchema["$schema"]); // https://json-schema.org/draft/2020-12/schema
 * const branches = cardJsonSchema["oneOf"] as readonly { properties: { kind: { const: string } } }[];
 * console.log(branches.map((branch) => branch.properties.kind.const)); // [ 'guardian', 'minion', 'king', 'attack', 'quest', 'barrier' ]
 * console.log(Object.keys(cardJsonSchema["$defs"] as object)); // [ 'Ability', 'GuardianAbility', 'AttackEffect', 'RewardEffect', 'QuestRequirement', ... ]
 * \`\`\`
 */`;

const CARD_SET_DOC = `/**
 * The JSON Schema (draft 2020-12) of a Guardians of the Elements card file
 * \`{ "name": ..., "cards": [...] }\`, as {@link parseCardSet} takes it: a non-empty name and a
 * list of cards, each as {@link cardJsonSchema} says, the card schema written under \`$defs\`
 * as \`Card\` beside the same shared parts. It is what
 * \`toJsonSchema(cardSetSchema, { definitions: { ...the five above, Card: cardSchema }, target: "draft-2020-12" })\`
 * produces, with the parts that repeat shared, so it accepts exactly the card sets
 * {@link cardSetSchema} accepts.
 *
 * @remarks
 * {@link parseCardSet} also refuses duplicate card ids, keys named \`__proto__\`,
 * \`constructor\` or \`prototype\`, data that is not plain JSON and data past its size limits,
 * which a JSON Schema cannot say.
 *
 * @example
 * \`\`\`ts
 * import { cardSetJsonSchema } from "@rulesmith/guardians";
 * // Save this text as guardians-card-set.schema.json and point "$schema" in your card file at it.
 * const text = JSON.stringify(cardSetJsonSchema, null, 2);
 * console.log(text.length > 1000); // true
 * console.log(cardSetJsonSchema["required"]); // [ 'name', 'cards' ]
 * console.log(Object.keys(cardSetJsonSchema["$defs"] as object)); // [ 'Ability', 'GuardianAbility', 'AttackEffect', 'RewardEffect', 'QuestRequirement', ..., 'Card' ]
 * \`\`\`
 */`;

/** The generated module of this package, for the shared generator in the repository's `scripts/json-schema-module.ts`. */
export const JSON_SCHEMA_MODULE: JsonSchemaModule = {
  file: GENERATED_FILE,
  path: GENERATED_PATH,
  regenerate: REGENERATE,
  sources: "cards.ts and effects.ts",
  test: "test/card-json-schema.test.ts",
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
