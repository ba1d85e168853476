import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { isDeepFrozen } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { at, sharedValueTests } from "../../core/test/support/shared-writes.js";
import {
  ACTION_TYPES,
  CARD_TYPES,
  CardFilterSchema,
  cardJsonSchema,
  cardSchemaDefinitions,
  cardSetJsonSchema,
  CHOICE_ZONES,
  CURRENCIES,
  DEFAULT_ENGINE_OPTIONS,
  DEFAULT_OPTIONS,
  demoConfig,
  END_STAGE_ORDER,
  KEYWORDS,
  NO_CHANGE,
  OPTION_TABLE,
  PLAIN_STATUS_NAMES,
  ruleset,
  STAGES,
  STATUS_NAMES,
  ZONES,
} from "@rulesmith/wardom";
import { ACTION_FIELDS } from "../src/engine/action-shape.js";
import { STAGE_JOBS } from "../src/engine/stages.js";
import { ZONE_NAMES } from "../src/engine/work.js";
import { PICK_REASONS, PICK_ZONES } from "../src/cards/pick-zones.js";

// Module-level defaults are shared by every match and every caller of the process: a write to one
// would change them all.
describe("the defaults every match shares", () => {
  it("are frozen all the way down", () => {
    for (const shared of [DEFAULT_OPTIONS, DEFAULT_ENGINE_OPTIONS, NO_CHANGE, OPTION_TABLE]) expect(isDeepFrozen(shared)).toBe(true);
  });
});


// The vocabulary lists and the card schemas are module-level too, and the valibot schemas hold
// the lists themselves (`v.picklist(CARD_TYPES)` checks `CARD_TYPES.includes`, the state schema
// `STAGES.includes`): a push would make every later parse of the process accept a word no rule
// knows, and an in-place sort would reorder every menu built from a list.
describe("the vocabulary and schemas every caller shares", () => {
  const shared = {
    CARD_TYPES,
    ACTION_TYPES,
    STATUS_NAMES,
    PLAIN_STATUS_NAMES,
    KEYWORDS,
    ZONES,
    CURRENCIES,
    CHOICE_ZONES,
    STAGES,
    END_STAGE_ORDER,
    cardJsonSchema,
    cardSetJsonSchema,
    ACTION_FIELDS,
    STAGE_JOBS,
    ZONE_NAMES,
    PICK_REASONS,
    PICK_ZONES,
  };

  it("cardSchemaDefinitions cannot be given another schema", () => {
    expect(Object.isFrozen(cardSchemaDefinitions)).toBe(true);
  });

  const writes: readonly (readonly [string, () => unknown])[] = [
    ["CARD_TYPES.push", () => at(CARD_TYPES).push("relic")],
    ["ACTION_TYPES.pop", () => at(ACTION_TYPES).pop()],
    ["STATUS_NAMES.sort", () => at(STATUS_NAMES).sort()],
    ["PLAIN_STATUS_NAMES.push", () => at(PLAIN_STATUS_NAMES).push("haste")],
    ["KEYWORDS.reverse", () => at(KEYWORDS).reverse()],
    ["ZONES[0] =", () => (at(ZONES)[0] = "graveyard")],
    ["CURRENCIES.push", () => at(CURRENCIES).push("gold")],
    ["CHOICE_ZONES.destroy.push", () => at(CHOICE_ZONES, "destroy").push("hand")],
    ["CHOICE_ZONES.flip =", () => (at(CHOICE_ZONES)["flip"] = ["hand"])],
    ["STAGES.splice", () => at(STAGES).splice(0, 1)],
    ["END_STAGE_ORDER.sort", () => at(END_STAGE_ORDER).sort()],
    ["ACTION_FIELDS.recruit.push", () => at(ACTION_FIELDS, "recruit").push("paid")],
    ["STAGE_JOBS.main =", () => (at(STAGE_JOBS)["main"] = [])],
    ["ZONE_NAMES.push", () => at(ZONE_NAMES).push("graveyard")],
    ["PICK_REASONS.coin.why =", () => (at(PICK_REASONS, "coin")["why"] = "")],
    ["PICK_ZONES.push", () => at(PICK_ZONES).push("deck")],
    ["cardJsonSchema.oneOf.pop", () => at(cardJsonSchema, "oneOf").pop()],
    ["cardJsonSchema.$defs.Zone.enum.push", () => at(cardJsonSchema, "$defs", "Zone", "enum").push("graveyard")],
    ["cardSetJsonSchema.$defs.Card =", () => (at(cardSetJsonSchema, "$defs")["Card"] = {})],
    ["cardSchemaDefinitions.Effect =", () => (at(cardSchemaDefinitions)["Effect"] = cardSchemaDefinitions.Timing)],
  ];

  sharedValueTests(shared, writes, () => assertOk(ruleset.setup(demoConfig(1))));

  it("a filter naming a card type pushed onto CARD_TYPES is still refused", () => {
    expect(() => at(CARD_TYPES).push("relic")).toThrow(TypeError);
    expect(v.safeParse(CardFilterSchema, { types: ["relic"] }).success).toBe(false);
  });
});
