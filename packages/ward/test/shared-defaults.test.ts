import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { at, sharedValueTests } from "../../core/test/support/shared-writes.js";
import { isDeepFrozen } from "@rulesmith/core";
import {
  CREATURE_TYPES,
  cardJsonSchema,
  cardSchemaDefinitions,
  cardSetJsonSchema,
  DEFAULT_OPTIONS,
  demoConfig,
  OPTION_TABLE,
  parseCard,
  RARITIES,
  ruleset,
  sampleCards,
  type WardState,
} from "../src/index.js";
import { MAGIC_RULES_JSON } from "../src/cards/card-rules.js";
import { BATTLE_TRIGGERS } from "../src/cards/effects.js";

// A match with default options holds the module's DEFAULT_OPTIONS object itself, and its views
// hand it out: were it writable, one client's write would change every later match of the process.
describe("the defaults every match shares", () => {
  it("are frozen all the way down", () => {
    expect(isDeepFrozen(DEFAULT_OPTIONS)).toBe(true);
    expect(isDeepFrozen(OPTION_TABLE)).toBe(true);
  });

  it("a write to the options a view shows throws, and the next match is set up as before", () => {
    const before = assertOk(ruleset.setup(demoConfig(1)));
    const view = ruleset.view(before, "spectator") as { game: { options: WardState["options"] } };
    expect(() => {
      (view.game.options as { cemeteryThreshold: number }).cemeteryThreshold = 1;
    }).toThrow(TypeError);
    expect(assertOk(ruleset.setup(demoConfig(1)))).toEqual(before);
  });
});


// The vocabulary lists and the card schemas are module-level too, and the valibot card schema
// holds the lists themselves (`v.picklist(CREATURE_TYPES)` checks `CREATURE_TYPES.includes`):
// a push would make every later parseCard of the process accept a creature type no rule knows.
describe("the vocabulary and schemas every caller shares", () => {
  const shared = { RARITIES, CREATURE_TYPES, BATTLE_TRIGGERS, MAGIC_RULES_JSON, cardJsonSchema, cardSetJsonSchema };

  it("cardSchemaDefinitions cannot be given another schema", () => {
    expect(Object.isFrozen(cardSchemaDefinitions)).toBe(true);
  });

  const writes: readonly (readonly [string, () => unknown])[] = [
    ["RARITIES.push", () => at(RARITIES).push("relic")],
    ["RARITIES.sort", () => at(RARITIES).sort()],
    ["CREATURE_TYPES.push", () => at(CREATURE_TYPES).push("robot")],
    ["CREATURE_TYPES[0] =", () => (at(CREATURE_TYPES)[0] = "robot")],
    ["BATTLE_TRIGGERS.push", () => at(BATTLE_TRIGGERS).push("on-summon")],
    ["MAGIC_RULES_JSON.pop", () => at(MAGIC_RULES_JSON).pop()],
    ["MAGIC_RULES_JSON[0].then =", () => (at(MAGIC_RULES_JSON, "0")["then"] = {})],
    ["cardJsonSchema.oneOf.pop", () => at(cardJsonSchema, "oneOf").pop()],
    ["cardJsonSchema.$defs.creatureType.enum.push", () => at(cardJsonSchema, "$defs", "creatureType", "enum").push("robot")],
    ["cardSetJsonSchema.$defs.card =", () => (at(cardSetJsonSchema, "$defs")["card"] = {})],
    ["cardSchemaDefinitions.card =", () => (at(cardSchemaDefinitions)["card"] = cardSchemaDefinitions["effect"])],
  ];

  sharedValueTests(shared, writes, () => assertOk(ruleset.setup(demoConfig(1))));

  it("a card of a creature type pushed onto CREATURE_TYPES is still refused", () => {
    const creature = sampleCards.find((c) => c.kind === "creature");
    expect(creature).toBeDefined();
    expect(() => at(CREATURE_TYPES).push("robot")).toThrow(TypeError);
    expect(parseCard({ ...creature, creatureType: "robot" }).ok).toBe(false);
  });
});
