// Generated from the valibot schemas in cards.ts and effects.ts with @valibot/to-json-schema.
// Do not edit by hand: test/json-schema.test.ts fails when this drifts from the schemas, and
// its diff shows the new value.

import type { JsonValue } from "@rulesmith/core";

// The definitions both schemas share (each card kind's parts), written once.
const definitions: Readonly<Record<string, JsonValue>> = {
  "creatureType": {
    "enum": [
      "beast",
      "bug",
      "cosmic",
      "demon",
      "dragon",
      "elemental",
      "humanoid",
      "dinosaur",
      "undead",
      "mechanical"
    ],
    "type": "string",
    "description": "A creature type (rule 5.2.1.2)."
  },
  "duration": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "while-on-field",
            "description": "Lasts while the card is on the field."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "While the card stays on the field."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "this-turn",
            "description": "Lasts until the end of this turn."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "Until the end of the current turn."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "turn-cycles",
            "description": "Lasts a number of turn cycles (rule 9.2.3)."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Number of turn cycles."
          }
        },
        "required": [
          "kind",
          "count"
        ],
        "additionalProperties": false,
        "description": "Ends at the start of the controller's turn this many cycles later, before the draw."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "permanent",
            "description": "Never ends on its own."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "Never ends while the creature stays on the field."
      }
    ],
    "description": "How long it lasts."
  },
  "cost": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "self-damage",
            "description": "Damage to your own creature."
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "HP of damage."
          },
          "target": {
            "const": "own-primary",
            "description": "Your primary creature."
          }
        },
        "required": [
          "kind",
          "amount",
          "target"
        ],
        "additionalProperties": false,
        "description": "Inflict damage to your own primary creature."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "discard",
            "description": "Discard cards from hand."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "How many (at least 1)."
          }
        },
        "required": [
          "kind",
          "count"
        ],
        "additionalProperties": false,
        "description": "Discard cards from your hand."
      }
    ],
    "description": "A cost paid before the card is played or activated (rule 6.2.2)."
  },
  "trigger": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "summoned",
            "description": "This creature entered the field."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "When this creature is summoned."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "hits",
            "description": "This creature's Hit Roll hit."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "When this creature hits."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "after-turn-cycles",
            "description": "Some turn cycles after coming to the field."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Number of turn cycles."
          }
        },
        "required": [
          "kind",
          "count"
        ],
        "additionalProperties": false,
        "description": "A delayed activation (rule 18.1)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "turn-start",
            "description": "The start of a turn."
          },
          "side": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose side, seen from the card's controller."
          }
        },
        "required": [
          "kind",
          "side"
        ],
        "additionalProperties": false,
        "description": "At the start of a turn of that side."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "targeted-in-battle",
            "description": "Declared as a battle target."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "When this creature is targeted in battle."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "magic-played",
            "description": "A Magic card is played."
          },
          "by": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose action it responds to."
          }
        },
        "required": [
          "kind",
          "by"
        ],
        "additionalProperties": false,
        "description": "When a Magic card is played."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "creature-summoned",
            "description": "A creature is summoned."
          },
          "by": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose action it responds to."
          }
        },
        "required": [
          "kind",
          "by"
        ],
        "additionalProperties": false,
        "description": "When a creature is summoned."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "attack-roll",
            "description": "An Attack Damage Roll is made."
          },
          "by": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose action it responds to."
          }
        },
        "required": [
          "kind",
          "by"
        ],
        "additionalProperties": false,
        "description": "When an attack is rolled."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "primary-killed",
            "description": "A primary creature is killed."
          },
          "side": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose side, seen from the card's controller."
          }
        },
        "required": [
          "kind",
          "side"
        ],
        "additionalProperties": false,
        "description": "When a primary creature is killed."
      }
    ],
    "description": "What starts it."
  },
  "ability": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "stat-modifier",
            "description": "Changes a stat."
          },
          "stat": {
            "enum": [
              "armorLevel",
              "speed",
              "modifier",
              "attackDice",
              "hitDice",
              "hp",
              "hitBonus",
              "damageBonus"
            ],
            "type": "string",
            "description": "The stat that changes."
          },
          "amount": {
            "type": "integer",
            "description": "Signed change to the stat."
          }
        },
        "required": [
          "kind",
          "stat",
          "amount"
        ],
        "additionalProperties": false,
        "description": "Adds to or subtracts from a stat."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "damage-multiplier",
            "description": "Multiplies final Attack Damage."
          },
          "factor": {
            "type": "number",
            "exclusiveMinimum": 0,
            "description": "The multiplier (3 for 3x)."
          },
          "condition": {
            "oneOf": [
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "always",
                    "description": "Always applies."
                  }
                },
                "required": [
                  "kind"
                ],
                "additionalProperties": false,
                "description": "No condition."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "hits-first",
                    "description": "Applies when this creature rolled first and hit."
                  }
                },
                "required": [
                  "kind"
                ],
                "additionalProperties": false,
                "description": "This creature hit first in the battle."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "target-has-tag",
                    "description": "Applies against creatures with an art tag."
                  },
                  "tag": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The art tag, such as holds-weapon."
                  }
                },
                "required": [
                  "kind",
                  "tag"
                ],
                "additionalProperties": false,
                "description": "The opposing creature carries this tag."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "target-is-type",
                    "description": "Applies against one creature type."
                  },
                  "creatureType": {
                    "$ref": "#/$defs/creatureType"
                  }
                },
                "required": [
                  "kind",
                  "creatureType"
                ],
                "additionalProperties": false,
                "description": "The opposing creature has this type."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "target-named",
                    "description": "Applies against one named creature."
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The creature's name."
                  }
                },
                "required": [
                  "kind",
                  "name"
                ],
                "additionalProperties": false,
                "description": "The opposing creature has this name."
              }
            ],
            "description": "When the ability applies."
          }
        },
        "required": [
          "kind",
          "factor",
          "condition"
        ],
        "additionalProperties": false,
        "description": "Multiplies this creature's Attack Damage after dice, Modifier and buffs (rule 5.3)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "battle-first",
            "description": "Rolls first in battle."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "This creature battles first."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "unaffected",
            "description": "Ignores effects."
          },
          "by": {
            "type": "array",
            "items": {
              "enum": [
                "magic",
                "creature"
              ],
              "type": "string",
              "description": "A source kind."
            },
            "minItems": 1,
            "description": "Which effects it ignores."
          },
          "from": {
            "enum": [
              "any",
              "opponent"
            ],
            "type": "string",
            "description": "Whose effects it ignores."
          }
        },
        "required": [
          "kind",
          "by",
          "from"
        ],
        "additionalProperties": false,
        "description": "Unaffected by Magic and/or creature effects (rule 16.1)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "damage-immunity",
            "description": "Takes no damage."
          },
          "damageTypes": {
            "type": "array",
            "items": {
              "enum": [
                "attack",
                "damage-over-time",
                "instant",
                "percentage"
              ],
              "type": "string",
              "description": "A damage type (rule 10.4.1)."
            },
            "minItems": 1,
            "description": "The damage types it ignores."
          },
          "from": {
            "enum": [
              "any",
              "opponent"
            ],
            "type": "string",
            "description": "Whose damage it ignores."
          }
        },
        "required": [
          "kind",
          "damageTypes",
          "from"
        ],
        "additionalProperties": false,
        "description": "Immune to some damage."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "cannot-be-removed",
            "description": "Stays on the field."
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "Cannot be removed from the field, except when its anchor ends (rule 12.3)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "negate-creature-effects",
            "description": "Negates creature effects."
          },
          "side": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose side, seen from the card's controller."
          }
        },
        "required": [
          "kind",
          "side"
        ],
        "additionalProperties": false,
        "description": "Negates creature effects on that side."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "magic-play-cost",
            "description": "A cost on playing Magic cards."
          },
          "cost": {
            "$ref": "#/$defs/cost"
          },
          "players": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose side, seen from the card's controller."
          }
        },
        "required": [
          "kind",
          "cost",
          "players"
        ],
        "additionalProperties": false,
        "description": "Players on that side must pay the cost to play a Magic card (rule 14.2.4)."
      }
    ],
    "description": "A lasting ability."
  },
  "action": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "damage",
            "description": "Instant damage."
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "HP of damage."
          },
          "target": {
            "enum": [
              "self",
              "own-primary",
              "opponent-primary",
              "battle-opponent",
              "chosen-creature",
              "own-creatures",
              "opponent-creatures",
              "all-creatures"
            ],
            "type": "string",
            "description": "Which creatures the effect acts on."
          }
        },
        "required": [
          "kind",
          "amount",
          "target"
        ],
        "additionalProperties": false,
        "description": "Instant damage (rule 10.4.1)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "percentage-damage",
            "description": "Percentage damage."
          },
          "percent": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "description": "Percent of current HP."
          },
          "target": {
            "enum": [
              "self",
              "own-primary",
              "opponent-primary",
              "battle-opponent",
              "chosen-creature",
              "own-creatures",
              "opponent-creatures",
              "all-creatures"
            ],
            "type": "string",
            "description": "Which creatures the effect acts on."
          }
        },
        "required": [
          "kind",
          "percent",
          "target"
        ],
        "additionalProperties": false,
        "description": "Removes a percentage of current HP, as whole-number damage (rule 17.6)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "heal",
            "description": "Healing."
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "HP healed."
          },
          "target": {
            "enum": [
              "self",
              "own-primary",
              "opponent-primary",
              "battle-opponent",
              "chosen-creature",
              "own-creatures",
              "opponent-creatures",
              "all-creatures"
            ],
            "type": "string",
            "description": "Which creatures the effect acts on."
          }
        },
        "required": [
          "kind",
          "amount",
          "target"
        ],
        "additionalProperties": false,
        "description": "Heals, never above printed HP (rule 18.18)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "damage-over-time",
            "description": "Damage over time."
          },
          "damage": {
            "type": "integer",
            "minimum": 1,
            "description": "HP of damage per tick."
          },
          "turnCycles": {
            "type": "integer",
            "minimum": 1,
            "description": "Number of turn cycles (ticks)."
          },
          "target": {
            "enum": [
              "self",
              "own-primary",
              "opponent-primary",
              "battle-opponent",
              "chosen-creature",
              "own-creatures",
              "opponent-creatures",
              "all-creatures"
            ],
            "type": "string",
            "description": "Which creatures the effect acts on."
          }
        },
        "required": [
          "kind",
          "damage",
          "turnCycles",
          "target"
        ],
        "additionalProperties": false,
        "description": "Damage once per turn cycle for some turn cycles (rule 11)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "heal-over-time",
            "description": "Healing over time."
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "HP healed per tick."
          },
          "turnCycles": {
            "type": "integer",
            "minimum": 1,
            "description": "Number of turn cycles (ticks)."
          },
          "target": {
            "enum": [
              "self",
              "own-primary",
              "opponent-primary",
              "battle-opponent",
              "chosen-creature",
              "own-creatures",
              "opponent-creatures",
              "all-creatures"
            ],
            "type": "string",
            "description": "Which creatures the effect acts on."
          }
        },
        "required": [
          "kind",
          "amount",
          "turnCycles",
          "target"
        ],
        "additionalProperties": false,
        "description": "Healing once per turn cycle for some turn cycles (rule 11)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "destroy-magic",
            "description": "Destroys magics."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "How many (at least 1)."
          },
          "side": {
            "enum": [
              "own",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose side, seen from the card's controller."
          }
        },
        "required": [
          "kind",
          "count",
          "side"
        ],
        "additionalProperties": false,
        "description": "Destroys Magic cards on the field."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "negate",
            "description": "Negates what it responds to."
          },
          "what": {
            "type": "array",
            "items": {
              "enum": [
                "magic",
                "creature-effects",
                "attack"
              ],
              "type": "string",
              "description": "A thing it can negate."
            },
            "minItems": 1,
            "description": "What it can negate."
          }
        },
        "required": [
          "kind",
          "what"
        ],
        "additionalProperties": false,
        "description": "Negates the card, creature effect or attack it responds to (rule 18.27)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "summon",
            "description": "Summons creatures."
          },
          "from": {
            "type": "array",
            "items": {
              "enum": [
                "hand",
                "deck",
                "cemetery"
              ],
              "type": "string",
              "description": "A zone."
            },
            "minItems": 1,
            "description": "Where the creatures come from."
          },
          "as": {
            "enum": [
              "primary",
              "limited"
            ],
            "type": "string",
            "description": "As the primary creature or as Limited Summons (rule 13)."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "How many (at least 1)."
          },
          "filter": {
            "oneOf": [
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "any",
                    "description": "Any creature card."
                  }
                },
                "required": [
                  "kind"
                ],
                "additionalProperties": false,
                "description": "Any creature."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "type",
                    "description": "Creatures of one type."
                  },
                  "creatureType": {
                    "$ref": "#/$defs/creatureType"
                  }
                },
                "required": [
                  "kind",
                  "creatureType"
                ],
                "additionalProperties": false,
                "description": "Creatures of one type."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "name",
                    "description": "Creatures of one name."
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The name."
                  }
                },
                "required": [
                  "kind",
                  "name"
                ],
                "additionalProperties": false,
                "description": "Creatures with one name."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "max-armor-level",
                    "description": "Creatures up to a base AL."
                  },
                  "armorLevel": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 12,
                    "description": "The highest base AL allowed."
                  }
                },
                "required": [
                  "kind",
                  "armorLevel"
                ],
                "additionalProperties": false,
                "description": "Creatures whose base AL is at most this."
              }
            ],
            "description": "Which creature cards may be picked."
          },
          "anchored": {
            "type": "boolean",
            "description": "Whether this card is the anchoring effect of the summoned creatures (rule 12)."
          },
          "onAnchorEnd": {
            "enum": [
              "cemetery",
              "hand",
              "deck"
            ],
            "type": "string",
            "description": "Where they go when the anchor ends."
          }
        },
        "required": [
          "kind",
          "from",
          "as",
          "count",
          "filter",
          "anchored",
          "onAnchorEnd"
        ],
        "additionalProperties": false,
        "description": "Summons creatures by card effect."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "draw",
            "description": "Draws cards."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "How many (at least 1)."
          }
        },
        "required": [
          "kind",
          "count"
        ],
        "additionalProperties": false,
        "description": "Draws cards."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "grant",
            "description": "Grants abilities."
          },
          "target": {
            "enum": [
              "self",
              "own-primary",
              "opponent-primary",
              "battle-opponent",
              "chosen-creature",
              "own-creatures",
              "opponent-creatures",
              "all-creatures"
            ],
            "type": "string",
            "description": "Which creatures the effect acts on."
          },
          "duration": {
            "$ref": "#/$defs/duration"
          },
          "abilities": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/ability"
            },
            "minItems": 1,
            "description": "The abilities granted."
          }
        },
        "required": [
          "kind",
          "target",
          "duration",
          "abilities"
        ],
        "additionalProperties": false,
        "description": "Gives abilities to creatures for a while."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "cemetery-adjustment",
            "description": "Changes cemetery HP."
          },
          "amount": {
            "type": "integer",
            "description": "Signed change to cemetery HP."
          },
          "player": {
            "enum": [
              "own",
              "opponent"
            ],
            "type": "string",
            "description": "Whose cemetery."
          }
        },
        "required": [
          "kind",
          "amount",
          "player"
        ],
        "additionalProperties": false,
        "description": "A signed adjustment to a player's cemetery HP (rule 17.3)."
      }
    ],
    "description": "A one-shot action."
  },
  "effect": {
    "oneOf": [
      {
        "$ref": "#/$defs/ability"
      },
      {
        "$ref": "#/$defs/action"
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "triggered",
            "description": "A triggered effect."
          },
          "on": {
            "$ref": "#/$defs/trigger"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/action"
            },
            "minItems": 1,
            "description": "What happens, in order."
          }
        },
        "required": [
          "kind",
          "on",
          "actions"
        ],
        "additionalProperties": false,
        "description": "When the trigger happens, the actions run."
      }
    ],
    "description": "One effect of a card: an ability, an action or a triggered effect."
  }
};

/**
 * The JSON Schema (draft-07) of a Ward card file `{ name, cards }`, for people who write card
 * data by hand or check it in an editor. Every object and property carries a description.
 * It is what `toJsonSchema(cardSetSchema, { definitions: cardSchemaDefinitions })` produces.
 *
 * @example
 * ```ts
 * import { cardSetJsonSchema } from "@rulesmith/ward";
 * // Save this text as ward-cards.schema.json and point "$schema" in your card file at it.
 * const text = JSON.stringify(cardSetJsonSchema, null, 2);
 * console.log(text.length > 1000); // true
 * ```
 */
export const cardSetJsonSchema: Readonly<Record<string, JsonValue>> = {
  "type": "object",
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The name of the card set."
    },
    "cards": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/card"
      },
      "description": "The cards."
    }
  },
  "required": [
    "name",
    "cards"
  ],
  "additionalProperties": false,
  "description": "A Ward card set (card file).",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$defs": {
    ...definitions,
    "card": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "creature",
              "description": "A creature card (tan)."
            },
            "id": {
              "type": "string",
              "pattern": "^[a-z0-9][a-z0-9-]*$",
              "description": "Stable card id: lowercase letters, digits and dashes."
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "The printed card name; copy limits count by name."
            },
            "rarity": {
              "enum": [
                "common",
                "uncommon",
                "rare",
                "epic",
                "legendary",
                "mythic",
                "promo"
              ],
              "type": "string",
              "default": "common",
              "description": "Card rarity (no gameplay effect)."
            },
            "generation": {
              "type": "integer",
              "minimum": 1,
              "description": "Card generation (release set).",
              "default": 1
            },
            "text": {
              "type": "string",
              "default": "",
              "description": "Rules text as a person reads it."
            },
            "creatureType": {
              "$ref": "#/$defs/creatureType"
            },
            "attackName": {
              "type": "string",
              "minLength": 1,
              "description": "The name of the creature's attack."
            },
            "attackDice": {
              "type": "integer",
              "minimum": 0,
              "maximum": 20,
              "description": "Number of d6 rolled for Attack Damage."
            },
            "modifier": {
              "type": "integer",
              "minimum": -20,
              "maximum": 40,
              "description": "Added to Hit and Attack Damage rolls."
            },
            "armorLevel": {
              "type": "integer",
              "minimum": 1,
              "maximum": 12,
              "description": "Base Armor Level, 1 to 12."
            },
            "speed": {
              "type": "integer",
              "minimum": 0,
              "description": "Speed; higher rolls first in battle."
            },
            "hp": {
              "type": "integer",
              "minimum": 1,
              "description": "Printed (base) Health Points."
            },
            "tags": {
              "type": "array",
              "items": {
                "type": "string",
                "minLength": 1,
                "description": "An art tag."
              },
              "default": [],
              "description": "Facts shown in the artwork, such as holds-weapon."
            },
            "effects": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/effect"
              },
              "default": [],
              "description": "The card's effects as data."
            },
            "summonRequirements": {
              "type": "array",
              "items": {
                "oneOf": [
                  {
                    "type": "object",
                    "properties": {
                      "kind": {
                        "const": "cemetery-hp-at-least",
                        "description": "Needs cemetery HP."
                      },
                      "amount": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "Least cemetery HP."
                      }
                    },
                    "required": [
                      "kind",
                      "amount"
                    ],
                    "additionalProperties": false,
                    "description": "Your cemetery HP must be at least this."
                  },
                  {
                    "type": "object",
                    "properties": {
                      "kind": {
                        "const": "controls-type",
                        "description": "Needs a creature type on your field."
                      },
                      "creatureType": {
                        "$ref": "#/$defs/creatureType"
                      }
                    },
                    "required": [
                      "kind",
                      "creatureType"
                    ],
                    "additionalProperties": false,
                    "description": "You must control a creature of this type."
                  },
                  {
                    "type": "object",
                    "properties": {
                      "kind": {
                        "const": "magic-on-field",
                        "description": "Needs a magic on your field."
                      },
                      "name": {
                        "type": "string",
                        "minLength": 1,
                        "description": "The magic's name."
                      }
                    },
                    "required": [
                      "kind",
                      "name"
                    ],
                    "additionalProperties": false,
                    "description": "A magic with this name must be on your side of the field."
                  }
                ],
                "description": "An extra summon requirement (rule 8.3.1); not a creature effect."
              },
              "default": [],
              "description": "Extra summon requirements."
            },
            "biography": {
              "type": "string",
              "default": "",
              "description": "Flavor text."
            },
            "illustrative": {
              "type": "boolean",
              "default": false,
              "description": "True when stats or text were invented because the rulebook gives none."
            }
          },
          "required": [
            "kind",
            "id",
            "name",
            "creatureType",
            "attackName",
            "attackDice",
            "modifier",
            "armorLevel",
            "speed",
            "hp"
          ],
          "additionalProperties": false,
          "description": "A creature card."
        },
        {
          "type": "object",
          "properties": {
            "kind": {
              "const": "magic",
              "description": "A magic card (blue)."
            },
            "id": {
              "type": "string",
              "pattern": "^[a-z0-9][a-z0-9-]*$",
              "description": "Stable card id: lowercase letters, digits and dashes."
            },
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "The printed card name; copy limits count by name."
            },
            "rarity": {
              "enum": [
                "common",
                "uncommon",
                "rare",
                "epic",
                "legendary",
                "mythic",
                "promo"
              ],
              "type": "string",
              "default": "common",
              "description": "Card rarity (no gameplay effect)."
            },
            "generation": {
              "type": "integer",
              "minimum": 1,
              "description": "Card generation (release set).",
              "default": 1
            },
            "text": {
              "type": "string",
              "default": "",
              "description": "Rules text as a person reads it."
            },
            "magicType": {
              "enum": [
                "standard",
                "infinite",
                "lightning"
              ],
              "type": "string",
              "description": "Magic type (rule 6.5)."
            },
            "subType": {
              "enum": [
                "field",
                "equip",
                "none"
              ],
              "type": "string",
              "description": "Magic sub-type (rule 6.4)."
            },
            "equipTo": {
              "enum": [
                "own",
                "opponent",
                "any"
              ],
              "type": "string",
              "default": "any",
              "description": "Whose creatures an Equip may go on."
            },
            "fieldScope": {
              "enum": [
                "own",
                "opponent",
                "any"
              ],
              "type": "string",
              "default": "any",
              "description": "Whose creatures a Field magic covers."
            },
            "duration": {
              "$ref": "#/$defs/duration",
              "default": {
                "kind": "while-on-field"
              },
              "description": "How long an Equip or Field magic stays."
            },
            "playableWhen": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/trigger"
              },
              "default": [],
              "description": "Events a Lightning magic may answer."
            },
            "costs": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/cost"
              },
              "default": [],
              "description": "Play or activation costs (rule 6.2.2)."
            },
            "effects": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/effect"
              },
              "default": [],
              "description": "The card's effects as data."
            },
            "hybrid": {
              "anyOf": [
                {
                  "type": "object",
                  "properties": {
                    "creatureType": {
                      "$ref": "#/$defs/creatureType"
                    },
                    "attackName": {
                      "type": "string",
                      "minLength": 1,
                      "description": "The name of its attack."
                    },
                    "attackDice": {
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 20,
                      "description": "Number of d6 rolled for Attack Damage."
                    },
                    "modifier": {
                      "type": "integer",
                      "minimum": -20,
                      "maximum": 40,
                      "description": "Added to Hit and Attack Damage rolls."
                    },
                    "armorLevel": {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 12,
                      "description": "Base Armor Level, 1 to 12."
                    },
                    "speed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Speed; higher rolls first in battle."
                    },
                    "hp": {
                      "type": "integer",
                      "minimum": 1,
                      "description": "Printed (base) Health Points."
                    },
                    "countsInCemetery": {
                      "type": "boolean",
                      "default": false,
                      "description": "Whether its HP counts toward cemetery HP (rule 6.2.4)."
                    }
                  },
                  "required": [
                    "creatureType",
                    "attackName",
                    "attackDice",
                    "modifier",
                    "armorLevel",
                    "speed",
                    "hp"
                  ],
                  "additionalProperties": false,
                  "description": "The creature side of a Hybrid magic."
                },
                {
                  "type": "null"
                }
              ],
              "default": null,
              "description": "Creature stats of a Hybrid magic, or null."
            },
            "illustrative": {
              "type": "boolean",
              "default": false,
              "description": "True when stats or text were invented because the rulebook gives none."
            }
          },
          "required": [
            "kind",
            "id",
            "name",
            "magicType",
            "subType"
          ],
          "additionalProperties": false,
          "description": "A magic card."
        }
      ],
      "description": "A Ward card."
    },
  }
};

/**
 * The JSON Schema (draft-07) of one Ward card. It is what
 * `toJsonSchema(cardSchema, { definitions })` produces, with every definition of
 * `cardSchemaDefinitions` except `card` itself.
 *
 * @example
 * ```ts
 * import { cardJsonSchema } from "@rulesmith/ward";
 * const schema = JSON.stringify(cardJsonSchema); // hand it to an editor or a JSON Schema validator
 * ```
 */
export const cardJsonSchema: Readonly<Record<string, JsonValue>> = {
  "oneOf": [
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "creature",
          "description": "A creature card (tan)."
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9][a-z0-9-]*$",
          "description": "Stable card id: lowercase letters, digits and dashes."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 80,
          "description": "The printed card name; copy limits count by name."
        },
        "rarity": {
          "enum": [
            "common",
            "uncommon",
            "rare",
            "epic",
            "legendary",
            "mythic",
            "promo"
          ],
          "type": "string",
          "default": "common",
          "description": "Card rarity (no gameplay effect)."
        },
        "generation": {
          "type": "integer",
          "minimum": 1,
          "description": "Card generation (release set).",
          "default": 1
        },
        "text": {
          "type": "string",
          "default": "",
          "description": "Rules text as a person reads it."
        },
        "creatureType": {
          "$ref": "#/$defs/creatureType"
        },
        "attackName": {
          "type": "string",
          "minLength": 1,
          "description": "The name of the creature's attack."
        },
        "attackDice": {
          "type": "integer",
          "minimum": 0,
          "maximum": 20,
          "description": "Number of d6 rolled for Attack Damage."
        },
        "modifier": {
          "type": "integer",
          "minimum": -20,
          "maximum": 40,
          "description": "Added to Hit and Attack Damage rolls."
        },
        "armorLevel": {
          "type": "integer",
          "minimum": 1,
          "maximum": 12,
          "description": "Base Armor Level, 1 to 12."
        },
        "speed": {
          "type": "integer",
          "minimum": 0,
          "description": "Speed; higher rolls first in battle."
        },
        "hp": {
          "type": "integer",
          "minimum": 1,
          "description": "Printed (base) Health Points."
        },
        "tags": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1,
            "description": "An art tag."
          },
          "default": [],
          "description": "Facts shown in the artwork, such as holds-weapon."
        },
        "effects": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/effect"
          },
          "default": [],
          "description": "The card's effects as data."
        },
        "summonRequirements": {
          "type": "array",
          "items": {
            "oneOf": [
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "cemetery-hp-at-least",
                    "description": "Needs cemetery HP."
                  },
                  "amount": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "Least cemetery HP."
                  }
                },
                "required": [
                  "kind",
                  "amount"
                ],
                "additionalProperties": false,
                "description": "Your cemetery HP must be at least this."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "controls-type",
                    "description": "Needs a creature type on your field."
                  },
                  "creatureType": {
                    "$ref": "#/$defs/creatureType"
                  }
                },
                "required": [
                  "kind",
                  "creatureType"
                ],
                "additionalProperties": false,
                "description": "You must control a creature of this type."
              },
              {
                "type": "object",
                "properties": {
                  "kind": {
                    "const": "magic-on-field",
                    "description": "Needs a magic on your field."
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The magic's name."
                  }
                },
                "required": [
                  "kind",
                  "name"
                ],
                "additionalProperties": false,
                "description": "A magic with this name must be on your side of the field."
              }
            ],
            "description": "An extra summon requirement (rule 8.3.1); not a creature effect."
          },
          "default": [],
          "description": "Extra summon requirements."
        },
        "biography": {
          "type": "string",
          "default": "",
          "description": "Flavor text."
        },
        "illustrative": {
          "type": "boolean",
          "default": false,
          "description": "True when stats or text were invented because the rulebook gives none."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "creatureType",
        "attackName",
        "attackDice",
        "modifier",
        "armorLevel",
        "speed",
        "hp"
      ],
      "additionalProperties": false,
      "description": "A creature card."
    },
    {
      "type": "object",
      "properties": {
        "kind": {
          "const": "magic",
          "description": "A magic card (blue)."
        },
        "id": {
          "type": "string",
          "pattern": "^[a-z0-9][a-z0-9-]*$",
          "description": "Stable card id: lowercase letters, digits and dashes."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 80,
          "description": "The printed card name; copy limits count by name."
        },
        "rarity": {
          "enum": [
            "common",
            "uncommon",
            "rare",
            "epic",
            "legendary",
            "mythic",
            "promo"
          ],
          "type": "string",
          "default": "common",
          "description": "Card rarity (no gameplay effect)."
        },
        "generation": {
          "type": "integer",
          "minimum": 1,
          "description": "Card generation (release set).",
          "default": 1
        },
        "text": {
          "type": "string",
          "default": "",
          "description": "Rules text as a person reads it."
        },
        "magicType": {
          "enum": [
            "standard",
            "infinite",
            "lightning"
          ],
          "type": "string",
          "description": "Magic type (rule 6.5)."
        },
        "subType": {
          "enum": [
            "field",
            "equip",
            "none"
          ],
          "type": "string",
          "description": "Magic sub-type (rule 6.4)."
        },
        "equipTo": {
          "enum": [
            "own",
            "opponent",
            "any"
          ],
          "type": "string",
          "default": "any",
          "description": "Whose creatures an Equip may go on."
        },
        "fieldScope": {
          "enum": [
            "own",
            "opponent",
            "any"
          ],
          "type": "string",
          "default": "any",
          "description": "Whose creatures a Field magic covers."
        },
        "duration": {
          "$ref": "#/$defs/duration",
          "default": {
            "kind": "while-on-field"
          },
          "description": "How long an Equip or Field magic stays."
        },
        "playableWhen": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/trigger"
          },
          "default": [],
          "description": "Events a Lightning magic may answer."
        },
        "costs": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/cost"
          },
          "default": [],
          "description": "Play or activation costs (rule 6.2.2)."
        },
        "effects": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/effect"
          },
          "default": [],
          "description": "The card's effects as data."
        },
        "hybrid": {
          "anyOf": [
            {
              "type": "object",
              "properties": {
                "creatureType": {
                  "$ref": "#/$defs/creatureType"
                },
                "attackName": {
                  "type": "string",
                  "minLength": 1,
                  "description": "The name of its attack."
                },
                "attackDice": {
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 20,
                  "description": "Number of d6 rolled for Attack Damage."
                },
                "modifier": {
                  "type": "integer",
                  "minimum": -20,
                  "maximum": 40,
                  "description": "Added to Hit and Attack Damage rolls."
                },
                "armorLevel": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 12,
                  "description": "Base Armor Level, 1 to 12."
                },
                "speed": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Speed; higher rolls first in battle."
                },
                "hp": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Printed (base) Health Points."
                },
                "countsInCemetery": {
                  "type": "boolean",
                  "default": false,
                  "description": "Whether its HP counts toward cemetery HP (rule 6.2.4)."
                }
              },
              "required": [
                "creatureType",
                "attackName",
                "attackDice",
                "modifier",
                "armorLevel",
                "speed",
                "hp"
              ],
              "additionalProperties": false,
              "description": "The creature side of a Hybrid magic."
            },
            {
              "type": "null"
            }
          ],
          "default": null,
          "description": "Creature stats of a Hybrid magic, or null."
        },
        "illustrative": {
          "type": "boolean",
          "default": false,
          "description": "True when stats or text were invented because the rulebook gives none."
        }
      },
      "required": [
        "kind",
        "id",
        "name",
        "magicType",
        "subType"
      ],
      "additionalProperties": false,
      "description": "A magic card."
    }
  ],
  "description": "A Ward card.",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$defs": definitions
};
