// The JSON Schema of one card, for people who write card files by hand or in another language.
// It is what `toJsonSchema(cardSchema, { definitions: { Effect, Ability, QuestRequirement } })`
// from @valibot/to-json-schema produces; test/card-json-schema.test.ts fails if they drift.
// Regenerate by printing that call and pasting its output below.

import type { JsonValue } from "@rulesmith/core";
import type { CardKind } from "./cards.js";

/**
 * The JSON Schema (draft-07) of a Guardians of the Elements card, with `Effect`, `Ability`
 * and `QuestRequirement` under `$defs`. Every object and property carries a description.
 *
 * Implements the card anatomy rules G-MIN-1..10, G-GUARD-1..7, G-KING-1..7, G-ATKC-1..4,
 * G-QUEST-1..4, G-BAR-1..2, G-TYPE-1, G-CLASS-1, G-COND-1.
 *
 * @example
 * ```ts
 * import { cardJsonSchema } from "@rulesmith/guardians";
 * // The text to save as guardians-card.schema.json, so an editor can check card files:
 * const text = JSON.stringify(cardJsonSchema, null, 2);
 * console.log(text.split("\n")[1]); // '  "oneOf": ['
 * console.log(cardJsonSchema.$schema); // "http://json-schema.org/draft-07/schema#"
 * console.log(cardJsonSchema.oneOf.map((branch) => branch.properties.kind.const));
 * // ["guardian", "minion", "king", "attack", "quest", "barrier"]
 * console.log(Object.keys(cardJsonSchema.$defs)); // ["Effect", "Ability", "QuestRequirement"]
 * ```
 */
export const cardJsonSchema: {
  /** The JSON Schema dialect: `"http://json-schema.org/draft-07/schema#"`. */
  readonly $schema: string;
  /**
   * One branch per card kind, in the order guardian, minion, king, attack, quest, barrier
   * (G-GUARD-1, G-MIN-1, G-KING-1, G-ATKC-1, G-QUEST-1, G-BAR-1); a card must match exactly one.
   */
  readonly oneOf: readonly {
    /** The fields of this card kind, each with its type, range and description. */
    readonly properties: {
      /** The `kind` tag of the branch, a JSON Schema `const`. */
      readonly kind: {
        /** The card kind this branch accepts, such as `"minion"`. */
        readonly const: CardKind;
        readonly [keyword: string]: JsonValue;
      };
      readonly [field: string]: JsonValue;
    };
    readonly [keyword: string]: JsonValue;
  }[];
  /** The shared definitions that the branches point at with `$ref`: `Effect`, `Ability`, `QuestRequirement`. */
  readonly $defs: Readonly<Record<"Effect" | "Ability" | "QuestRequirement", JsonValue>>;
  readonly [keyword: string]: JsonValue;
} =
{
  "oneOf": [
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "guardian"
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "description": "Unique id of this printing: lower-case words joined by hyphens."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "Card name; same name means same card (G-CARD-1)."
        },
        "illustrative": {
          "type": "boolean",
          "description": "True for invented sample data the rules do not print."
        },
        "text": {
          "type": "string",
          "description": "Printed text box wording, for people."
        },
        "damageType": {
          "enum": [
            "arcane",
            "fire",
            "frost",
            "holy",
            "melee",
            "nature",
            "ranged",
            "shadow"
          ],
          "type": "string",
          "description": "Damage Type (G-TYPE-1)."
        },
        "class": {
          "enum": [
            "beast-warrior",
            "hunter",
            "mage",
            "paladin",
            "psychic",
            "rogue",
            "shaman",
            "warlock",
            "warrior"
          ],
          "type": "string",
          "description": "Class (G-CLASS-1)."
        },
        "hp": {
          "type": "integer",
          "minimum": 1,
          "maximum": 999,
          "description": "Printed HP: damage it can take."
        },
        "abilities": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Ability"
          },
          "description": "Abilities in the text box."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "damageType",
        "class",
        "hp",
        "abilities"
      ],
      "additionalProperties": false,
      "description": "A Guardian: the party leader; fights with Attack Cards."
    },
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "minion"
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "description": "Unique id of this printing: lower-case words joined by hyphens."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "Card name; same name means same card (G-CARD-1)."
        },
        "illustrative": {
          "type": "boolean",
          "description": "True for invented sample data the rules do not print."
        },
        "text": {
          "type": "string",
          "description": "Printed text box wording, for people."
        },
        "level": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "description": "Level: number of stars."
        },
        "damageType": {
          "enum": [
            "arcane",
            "fire",
            "frost",
            "holy",
            "melee",
            "nature",
            "ranged",
            "shadow"
          ],
          "type": "string",
          "description": "Damage Type (G-TYPE-1)."
        },
        "class": {
          "enum": [
            "beast-warrior",
            "hunter",
            "mage",
            "paladin",
            "psychic",
            "rogue",
            "shaman",
            "warlock",
            "warrior"
          ],
          "type": "string",
          "description": "Class (G-CLASS-1)."
        },
        "atk": {
          "type": "integer",
          "minimum": 0,
          "maximum": 999,
          "description": "ATK: damage dealt in battle."
        },
        "hp": {
          "type": "integer",
          "minimum": 1,
          "maximum": 999,
          "description": "Printed HP: damage it can take."
        },
        "retreatCost": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99,
          "description": "Retreat Cost: cards milled from the deck to retreat."
        },
        "abilities": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Ability"
          },
          "description": "Abilities in the text box."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "level",
        "damageType",
        "class",
        "atk",
        "hp",
        "retreatCost",
        "abilities"
      ],
      "additionalProperties": false,
      "description": "A Minion: a basic creature."
    },
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "king"
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "description": "Unique id of this printing: lower-case words joined by hyphens."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "Card name; same name means same card (G-CARD-1)."
        },
        "illustrative": {
          "type": "boolean",
          "description": "True for invented sample data the rules do not print."
        },
        "text": {
          "type": "string",
          "description": "Printed text box wording, for people."
        },
        "level": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "description": "Level: number of stars."
        },
        "sneakMinions": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99,
          "description": "How many Minions of the King's level are sent to the Discard Pile to Sneak it."
        },
        "damageType": {
          "enum": [
            "arcane",
            "fire",
            "frost",
            "holy",
            "melee",
            "nature",
            "ranged",
            "shadow"
          ],
          "type": "string",
          "description": "Damage Type (G-TYPE-1)."
        },
        "class": {
          "enum": [
            "beast-warrior",
            "hunter",
            "mage",
            "paladin",
            "psychic",
            "rogue",
            "shaman",
            "warlock",
            "warrior"
          ],
          "type": "string",
          "description": "Class (G-CLASS-1)."
        },
        "atk": {
          "type": "integer",
          "minimum": 0,
          "maximum": 999,
          "description": "ATK: damage dealt in battle."
        },
        "hp": {
          "type": "integer",
          "minimum": 1,
          "maximum": 999,
          "description": "Printed HP: damage it can take."
        },
        "retreatCost": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99,
          "description": "Retreat Cost: cards milled from the deck to retreat."
        },
        "abilities": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Ability"
          },
          "description": "Abilities in the text box."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "level",
        "sneakMinions",
        "damageType",
        "class",
        "atk",
        "hp",
        "retreatCost",
        "abilities"
      ],
      "additionalProperties": false,
      "description": "A King: a creature one rank above Minions, Sneaked not Placed."
    },
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "attack"
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "description": "Unique id of this printing: lower-case words joined by hyphens."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "Card name; same name means same card (G-CARD-1)."
        },
        "illustrative": {
          "type": "boolean",
          "description": "True for invented sample data the rules do not print."
        },
        "text": {
          "type": "string",
          "description": "Printed text box wording, for people."
        },
        "baseDamage": {
          "type": "integer",
          "minimum": 0,
          "maximum": 999,
          "description": "Base Damage, dealt whatever the Guardian's type."
        },
        "typeDamage": {
          "type": "object",
          "properties": {
            "damageType": {
              "enum": [
                "arcane",
                "fire",
                "frost",
                "holy",
                "melee",
                "nature",
                "ranged",
                "shadow"
              ],
              "type": "string",
              "description": "Damage Type (G-TYPE-1)."
            },
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 999,
              "description": "Extra damage for that type."
            }
          },
          "required": [
            "damageType",
            "amount"
          ],
          "additionalProperties": false,
          "description": "Type Damage: extra damage for a Damage Type."
        },
        "effects": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Effect"
          },
          "description": "Further effects when used in a Guardian battle."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "baseDamage",
        "effects"
      ],
      "additionalProperties": false,
      "description": "An Attack Card, used by a Guardian in battle."
    },
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "quest"
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "description": "Unique id of this printing: lower-case words joined by hyphens."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "Card name; same name means same card (G-CARD-1)."
        },
        "illustrative": {
          "type": "boolean",
          "description": "True for invented sample data the rules do not print."
        },
        "text": {
          "type": "string",
          "description": "Printed text box wording, for people."
        },
        "turnCount": {
          "type": "integer",
          "minimum": 1,
          "maximum": 99,
          "description": "Turn Count: how many of your turns it stays active."
        },
        "requirement": {
          "$ref": "#/$defs/QuestRequirement"
        },
        "reward": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Effect"
          },
          "description": "The reward gained at your End Phase when the requirement is met."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "turnCount",
        "requirement",
        "reward"
      ],
      "additionalProperties": false,
      "description": "A Quest: a goal checked at your End Phases."
    },
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "barrier"
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "description": "Unique id of this printing: lower-case words joined by hyphens."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "description": "Card name; same name means same card (G-CARD-1)."
        },
        "illustrative": {
          "type": "boolean",
          "description": "True for invented sample data the rules do not print."
        },
        "text": {
          "type": "string",
          "description": "Printed text box wording, for people."
        },
        "hp": {
          "type": "integer",
          "minimum": 1,
          "maximum": 999,
          "description": "Printed HP: damage it can take."
        },
        "effects": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Effect"
          },
          "description": "Effects while the Barrier stands."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "hp",
        "effects"
      ],
      "additionalProperties": false,
      "description": "A Barrier: a defence with HP that shields your creatures."
    }
  ],
  "description": "A Guardians of the Elements card, tagged by kind.",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$defs": {
    "Effect": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "inflict-condition"
            },
            "condition": {
              "enum": [
                "poisoned",
                "paralyzed",
                "confused",
                "burned",
                "asleep",
                "rushed",
                "flying",
                "frozen"
              ],
              "type": "string",
              "description": "The Special Condition put on the target."
            },
            "target": {
              "enum": [
                "self",
                "attack-target",
                "chosen-creature",
                "all-opponent-creatures",
                "all-own-creatures",
                "own-guardian",
                "opponent-guardian"
              ],
              "type": "string",
              "description": "Who the effect acts on."
            }
          },
          "required": [
            "kind",
            "condition",
            "target"
          ],
          "additionalProperties": false,
          "description": "Puts a Special Condition on the target."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "cure-conditions"
            },
            "target": {
              "enum": [
                "self",
                "attack-target",
                "chosen-creature",
                "all-opponent-creatures",
                "all-own-creatures",
                "own-guardian",
                "opponent-guardian"
              ],
              "type": "string",
              "description": "Who the effect acts on."
            }
          },
          "required": [
            "kind",
            "target"
          ],
          "additionalProperties": false,
          "description": "Removes every Special Condition from the target."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "damage"
            },
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 999,
              "description": "Damage dealt."
            },
            "target": {
              "enum": [
                "self",
                "attack-target",
                "chosen-creature",
                "all-opponent-creatures",
                "all-own-creatures",
                "own-guardian",
                "opponent-guardian"
              ],
              "type": "string",
              "description": "Who the effect acts on."
            }
          },
          "required": [
            "kind",
            "amount",
            "target"
          ],
          "additionalProperties": false,
          "description": "Deals damage to the target."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "heal"
            },
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 999,
              "description": "Damage healed (never above printed HP)."
            },
            "target": {
              "enum": [
                "self",
                "attack-target",
                "chosen-creature",
                "all-opponent-creatures",
                "all-own-creatures",
                "own-guardian",
                "opponent-guardian"
              ],
              "type": "string",
              "description": "Who the effect acts on."
            }
          },
          "required": [
            "kind",
            "amount",
            "target"
          ],
          "additionalProperties": false,
          "description": "Heals damage from the target."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "draw"
            },
            "count": {
              "type": "integer",
              "minimum": 1,
              "maximum": 99,
              "description": "Cards drawn."
            }
          },
          "required": [
            "kind",
            "count"
          ],
          "additionalProperties": false,
          "description": "Its controller draws cards."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "modify-atk"
            },
            "amount": {
              "type": "integer",
              "description": "ATK change until end of turn (may be negative)."
            },
            "target": {
              "enum": [
                "self",
                "attack-target",
                "chosen-creature",
                "all-opponent-creatures",
                "all-own-creatures",
                "own-guardian",
                "opponent-guardian"
              ],
              "type": "string",
              "description": "Who the effect acts on."
            }
          },
          "required": [
            "kind",
            "amount",
            "target"
          ],
          "additionalProperties": false,
          "description": "Changes the target's ATK until the end of the turn."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "prevent-damage"
            },
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 999,
              "description": "Damage prevented per attack."
            }
          },
          "required": [
            "kind",
            "amount"
          ],
          "additionalProperties": false,
          "description": "Each attack on its controller's side deals this much less damage."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "extra-phases"
            },
            "phases": {
              "type": "array",
              "items": {
                "enum": [
                  "battle",
                  "action"
                ],
                "type": "string",
                "description": "A phase."
              },
              "minItems": 1,
              "description": "The phases added after the current one, in order."
            }
          },
          "required": [
            "kind",
            "phases"
          ],
          "additionalProperties": false,
          "description": "Adds phases after the current phase (Golden Rule example)."
        }
      ],
      "description": "One effect of a card, tagged by kind."
    },
    "Ability": {
      "type": "object",
      "properties": {
        "trigger": {
          "enum": [
            "enters-play",
            "on-attack",
            "on-attacked",
            "activated",
            "static",
            "end-phase"
          ],
          "type": "string",
          "description": "When the ability acts."
        },
        "effects": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Effect"
          },
          "minItems": 1,
          "description": "What the ability does, in order."
        },
        "text": {
          "type": "string",
          "description": "The printed wording."
        }
      },
      "required": [
        "trigger",
        "effects"
      ],
      "additionalProperties": false,
      "description": "An ability in a text box."
    },
    "QuestRequirement": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "control-creatures"
            },
            "count": {
              "type": "integer",
              "minimum": 1,
              "maximum": 99,
              "description": "How many Minions and Kings."
            },
            "damageType": {
              "enum": [
                "arcane",
                "fire",
                "frost",
                "holy",
                "melee",
                "nature",
                "ranged",
                "shadow"
              ],
              "type": "string",
              "description": "Only creatures of this Damage Type count."
            }
          },
          "required": [
            "kind",
            "count"
          ],
          "additionalProperties": false,
          "description": "Control at least this many creatures."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "defeated-this-turn"
            },
            "count": {
              "type": "integer",
              "minimum": 1,
              "maximum": 99,
              "description": "How many opposing creatures."
            }
          },
          "required": [
            "kind",
            "count"
          ],
          "additionalProperties": false,
          "description": "Destroy at least this many opposing creatures this turn."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "guardian-damage-at-most"
            },
            "damage": {
              "type": "integer",
              "minimum": 0,
              "maximum": 999,
              "description": "Most damage your Guardian may carry."
            }
          },
          "required": [
            "kind",
            "damage"
          ],
          "additionalProperties": false,
          "description": "Your Guardian has taken at most this much damage."
        }
      ],
      "description": "What a Quest requires at your End Phase."
    }
  }
} as const;
