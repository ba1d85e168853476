import type * as v from "valibot";
import { cardSchema } from "./cards.js";
import {
  abilitySchema,
  actionSchema,
  costSchema,
  creatureAbilitySchema,
  creatureEffectSchema,
  creatureTriggerSchema,
  creatureTypeSchema,
  durationSchema,
  effectSchema,
  triggeredActionSchema,
  triggerSchema,
} from "./effects.js";

/**
 * The named sub-schemas that the exported JSON Schemas refer to with `$ref`, as
 * `toJsonSchema(schema, { definitions })` from `@valibot/to-json-schema` expects.
 *
 * @example
 * ```ts
 * import { toJsonSchema } from "@valibot/to-json-schema";
 * import { cardSetSchema, cardSchemaDefinitions } from "@rulesmith/ward";
 * const schema = toJsonSchema(cardSetSchema, { definitions: cardSchemaDefinitions });
 * ```
 */
export const cardSchemaDefinitions: Readonly<Record<string, v.GenericSchema>> = /* @__PURE__ */ Object.freeze({
  creatureType: creatureTypeSchema,
  duration: durationSchema,
  cost: costSchema,
  creatureTrigger: creatureTriggerSchema,
  trigger: triggerSchema,
  creatureAbility: creatureAbilitySchema,
  ability: abilitySchema,
  triggeredAction: triggeredActionSchema,
  action: actionSchema,
  creatureEffect: creatureEffectSchema,
  effect: effectSchema,
  card: cardSchema,
});
