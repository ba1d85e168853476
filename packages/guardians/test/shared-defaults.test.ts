import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { at, sharedValueTests } from "../../core/test/support/shared-writes.js";
import { isDeepFrozen } from "@rulesmith/core";
import {
  cardJsonSchema,
  cardSetJsonSchema,
  CONDITION_NAMES,
  CREATURE_CLASSES,
  DAMAGE_TYPES,
  DEFAULT_GAME_OPTIONS,
  DEFAULT_OPTIONS,
  demoConfig,
  EFFECT_TARGETS,
  GAME_OPTION_NAMES,
  GUARDIAN_COLOURS,
  NO_CONDITIONS,
  OPTION_TABLE,
  parseCard,
  ruleset,
  sampleCards,
  STANDING_EFFECT_KINDS,
  STANDING_TARGETS,
  ZONE_NAMES,
} from "@rulesmith/guardians";

// A match with default options holds the module's DEFAULT_GAME_OPTIONS object itself, and its
// views hand it out: were it writable, one client's write (say `players = 3`) would make every
// later setup of the process refuse the demo's two decks.
describe("the defaults every match shares", () => {
  it("are frozen all the way down", () => {
    for (const shared of [DEFAULT_OPTIONS, DEFAULT_GAME_OPTIONS, NO_CONDITIONS, OPTION_TABLE]) expect(isDeepFrozen(shared)).toBe(true);
  });

  it("a write to the options a view shows throws, and the next match is set up as before", () => {
    const before = assertOk(ruleset.setup(demoConfig(1)));
    const view = ruleset.view(before, "spectator") as { game: { options: { players: number } } };
    expect(() => {
      view.game.options.players = 3;
    }).toThrow(TypeError);
    expect(assertOk(ruleset.setup(demoConfig(1)))).toEqual(before);
  });
});


// The vocabulary lists and the card schemas are module-level too, and the valibot card schema
// holds the lists themselves (`v.picklist(DAMAGE_TYPES)` checks `DAMAGE_TYPES.includes`): a push
// would make every later parseCard of the process accept a Damage Type no rule knows, and an
// in-place sort would reorder every menu built from a list.
describe("the vocabulary and schemas every caller shares", () => {
  const shared = {
    DAMAGE_TYPES,
    CREATURE_CLASSES,
    CONDITION_NAMES,
    GUARDIAN_COLOURS,
    EFFECT_TARGETS,
    STANDING_EFFECT_KINDS,
    STANDING_TARGETS,
    ZONE_NAMES,
    GAME_OPTION_NAMES,
    cardJsonSchema,
    cardSetJsonSchema,
  };

  const writes: readonly (readonly [string, () => unknown])[] = [
    ["DAMAGE_TYPES.push", () => at(DAMAGE_TYPES).push("lightning")],
    ["CREATURE_CLASSES.push", () => at(CREATURE_CLASSES).push("bard")],
    ["CONDITION_NAMES.sort", () => at(CONDITION_NAMES).sort()],
    ["GUARDIAN_COLOURS.holy =", () => (at(GUARDIAN_COLOURS)["holy"] = "white")],
    ["EFFECT_TARGETS.pop", () => at(EFFECT_TARGETS).pop()],
    ["STANDING_EFFECT_KINDS.push", () => at(STANDING_EFFECT_KINDS).push("damage")],
    ["STANDING_TARGETS.push", () => at(STANDING_TARGETS).push("attack-target")],
    ["ZONE_NAMES.reverse", () => at(ZONE_NAMES).reverse()],
    ["GAME_OPTION_NAMES.splice", () => at(GAME_OPTION_NAMES).splice(0, 1)],
    ["cardJsonSchema.oneOf.pop", () => at(cardJsonSchema, "oneOf").pop()],
    ["cardSetJsonSchema.required.push", () => at(cardSetJsonSchema, "required").push("art")],
    ["cardSetJsonSchema.$defs.Card =", () => (at(cardSetJsonSchema, "$defs")["Card"] = {})],
  ];

  sharedValueTests(shared, writes, () => assertOk(ruleset.setup(demoConfig(1))));

  it("a card of a Damage Type pushed onto DAMAGE_TYPES is still refused", () => {
    const minion = sampleCards.find((c) => c.kind === "minion");
    expect(minion).toBeDefined();
    expect(() => at(DAMAGE_TYPES).push("lightning")).toThrow(TypeError);
    expect(parseCard({ ...minion, damageType: "lightning" }).ok).toBe(false);
  });
});
