/**
 * The JSON Schemas of the Wardom card format, as plain objects, for people who write card files
 * by hand or validate them with other tools. Generated from the valibot schemas in
 * `card-schema.ts` with `@valibot/to-json-schema`; a test checks that they never drift.
 * To regenerate, print `toJsonSchema(CardSchema, { definitions: cardSchemaDefinitions })` and
 * `toJsonSchema(CardSetSchema, { definitions: { ...cardSchemaDefinitions, Card: CardSchema } })`.
 */
import type { JsonValue } from "@rulesmith/core";

// The definitions both schemas share (each card kind's parts), written once.
const definitions: Readonly<Record<string, JsonValue>> = {
  "StatusGrant": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "status": {
            "enum": [
              "stealth",
              "stability",
              "guardian",
              "ward",
              "loyalty",
              "frozen-touch",
              "frozen",
              "corruption",
              "silenced",
              "last-will",
              "shielded",
              "rampage",
              "piercing",
              "pure"
            ],
            "type": "string",
            "description": "A status without a number."
          }
        },
        "required": [
          "status"
        ],
        "additionalProperties": false,
        "description": "A status without a number."
      },
      {
        "type": "object",
        "properties": {
          "status": {
            "const": "weaken",
            "description": "Weaken(X): loses X Combat at each End Stage."
          },
          "x": {
            "type": "integer",
            "minimum": 1,
            "description": "X, the Combat lost at each End Stage."
          }
        },
        "required": [
          "status",
          "x"
        ],
        "additionalProperties": false,
        "description": "Weaken(X)."
      },
      {
        "type": "object",
        "properties": {
          "status": {
            "const": "poison",
            "description": "Poison(X): loses X Support at each End Stage."
          },
          "x": {
            "type": "integer",
            "minimum": 1,
            "description": "X, the Support lost at each End Stage."
          }
        },
        "required": [
          "status",
          "x"
        ],
        "additionalProperties": false,
        "description": "Poison(X)."
      },
      {
        "type": "object",
        "properties": {
          "status": {
            "const": "tenacity",
            "description": "Tenacity(X): withstands battle destruction by a Combat of X or lower."
          },
          "x": {
            "type": "integer",
            "minimum": 0,
            "description": "X, the highest Combat this Unit withstands."
          }
        },
        "required": [
          "status",
          "x"
        ],
        "additionalProperties": false,
        "description": "Tenacity(X)."
      },
      {
        "type": "object",
        "properties": {
          "status": {
            "const": "comeback",
            "description": "Comeback(X/Y): comes back from the void as an X/Y Unit after being destroyed."
          },
          "combat": {
            "type": "integer",
            "minimum": 0,
            "description": "X, the Combat it comes back with."
          },
          "support": {
            "type": "integer",
            "minimum": 0,
            "description": "Y, the Support it comes back with."
          }
        },
        "required": [
          "status",
          "combat",
          "support"
        ],
        "additionalProperties": false,
        "description": "Comeback(X/Y)."
      }
    ],
    "description": "A status as printed or granted; numbered statuses carry their numbers."
  },
  "CardFilter": {
    "type": "object",
    "properties": {
      "types": {
        "type": "array",
        "items": {
          "enum": [
            "unit",
            "ability",
            "bolt",
            "danger",
            "cycle",
            "equip",
            "field",
            "treasure"
          ],
          "type": "string"
        },
        "minItems": 1,
        "description": "Card types that match."
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "description": "The exact card name that matches."
      },
      "element": {
        "type": "string",
        "minLength": 1,
        "description": "The Unit element that matches."
      },
      "unitType": {
        "type": "string",
        "minLength": 1,
        "description": "A Unit type the card must have."
      },
      "status": {
        "enum": [
          "stealth",
          "stability",
          "guardian",
          "ward",
          "loyalty",
          "weaken",
          "poison",
          "comeback",
          "tenacity",
          "frozen-touch",
          "frozen",
          "corruption",
          "silenced",
          "last-will",
          "shielded",
          "rampage",
          "piercing",
          "pure"
        ],
        "type": "string",
        "description": "One of the 18 statuses."
      },
      "maxLevel": {
        "type": "integer",
        "minimum": 0,
        "description": "The highest Unit level that matches."
      },
      "maxCost": {
        "type": "integer",
        "minimum": 0,
        "description": "The highest printed cost that matches."
      }
    },
    "required": [],
    "additionalProperties": false,
    "description": "Which cards match; every field narrows the match."
  },
  "Choice": {
    "type": "object",
    "properties": {
      "mode": {
        "enum": [
          "target",
          "select"
        ],
        "type": "string",
        "description": "\"target\" when the text says target (Stealth stops it); \"select\" when it selects or chooses."
      },
      "count": {
        "type": "integer",
        "minimum": 1,
        "description": "How many cards are picked."
      },
      "upTo": {
        "type": "boolean",
        "description": "True when fewer cards may be picked (\"up to\")."
      },
      "side": {
        "enum": [
          "you",
          "opponent",
          "any"
        ],
        "type": "string",
        "description": "Whose cards: yours, the opponent's, or either."
      },
      "zones": {
        "type": "array",
        "items": {
          "enum": [
            "deck",
            "hand",
            "combat",
            "support",
            "coin",
            "action",
            "side",
            "field",
            "treasury",
            "void",
            "forbidden"
          ],
          "type": "string",
          "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
        },
        "minItems": 1,
        "description": "One or more zones."
      },
      "filter": {
        "$ref": "#/$defs/CardFilter"
      }
    },
    "required": [
      "mode",
      "count",
      "side",
      "zones"
    ],
    "additionalProperties": false,
    "description": "How an effect picks cards: by targeting or by selecting."
  },
  "Condition": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "resolve-at-most"
          },
          "player": {
            "enum": [
              "you",
              "opponent"
            ],
            "type": "string",
            "description": "Whose resolve."
          },
          "amount": {
            "type": "integer",
            "minimum": 0,
            "description": "The highest resolve that meets the condition."
          }
        },
        "required": [
          "kind",
          "player",
          "amount"
        ],
        "additionalProperties": false,
        "description": "A player's resolve is at most an amount."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "resolve-at-least"
          },
          "player": {
            "enum": [
              "you",
              "opponent"
            ],
            "type": "string",
            "description": "Whose resolve."
          },
          "amount": {
            "type": "integer",
            "minimum": 0,
            "description": "The lowest resolve that meets the condition."
          }
        },
        "required": [
          "kind",
          "player",
          "amount"
        ],
        "additionalProperties": false,
        "description": "A player's resolve is at least an amount."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "controls"
          },
          "side": {
            "enum": [
              "you",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose cards: yours, the opponent's, or either."
          },
          "atLeast": {
            "type": "integer",
            "minimum": 1,
            "description": "How many matching cards must be on the line."
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          }
        },
        "required": [
          "kind",
          "side",
          "atLeast"
        ],
        "additionalProperties": false,
        "description": "A side controls at least some matching cards on its line."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "cards-in-zone"
          },
          "side": {
            "enum": [
              "you",
              "opponent",
              "any"
            ],
            "type": "string",
            "description": "Whose cards: yours, the opponent's, or either."
          },
          "zone": {
            "enum": [
              "deck",
              "hand",
              "combat",
              "support",
              "coin",
              "action",
              "side",
              "field",
              "treasury",
              "void",
              "forbidden"
            ],
            "type": "string",
            "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
          },
          "atLeast": {
            "type": "integer",
            "minimum": 1,
            "description": "How many matching cards the zone must hold."
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          }
        },
        "required": [
          "kind",
          "side",
          "zone",
          "atLeast"
        ],
        "additionalProperties": false,
        "description": "A zone holds at least some matching cards."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "last-battle"
          },
          "result": {
            "enum": [
              "won",
              "lost",
              "tie"
            ],
            "type": "string",
            "description": "The result of your last battle."
          }
        },
        "required": [
          "kind",
          "result"
        ],
        "additionalProperties": false,
        "description": "Your last battle had this result."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "round-at-least"
          },
          "round": {
            "type": "integer",
            "minimum": 1,
            "description": "The earliest round."
          }
        },
        "required": [
          "kind",
          "round"
        ],
        "additionalProperties": false,
        "description": "The round number is at least this."
      }
    ],
    "description": "A condition that must hold."
  },
  "Effect": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "resolve-damage"
          },
          "player": {
            "enum": [
              "you",
              "opponent",
              "each"
            ],
            "type": "string",
            "description": "Which player is affected."
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "Resolve lost."
          }
        },
        "required": [
          "kind",
          "player",
          "amount"
        ],
        "additionalProperties": false,
        "description": "Deal resolve damage."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "gain-resolve"
          },
          "player": {
            "enum": [
              "you",
              "opponent",
              "each"
            ],
            "type": "string",
            "description": "Which player is affected."
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "Resolve gained."
          }
        },
        "required": [
          "kind",
          "player",
          "amount"
        ],
        "additionalProperties": false,
        "description": "Gain resolve."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "gain-energy"
          },
          "amount": {
            "type": "integer",
            "minimum": 1,
            "description": "Energy gained, never above the maximum."
          }
        },
        "required": [
          "kind",
          "amount"
        ],
        "additionalProperties": false,
        "description": "Gain energy."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "draw"
          },
          "player": {
            "enum": [
              "you",
              "opponent",
              "each"
            ],
            "type": "string",
            "description": "Which player is affected."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Cards drawn."
          }
        },
        "required": [
          "kind",
          "player",
          "count"
        ],
        "additionalProperties": false,
        "description": "Draw cards."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "modify-stats"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          },
          "combat": {
            "type": "integer",
            "description": "Combat added (negative to remove)."
          },
          "support": {
            "type": "integer",
            "description": "Support added (negative to remove)."
          },
          "duration": {
            "enum": [
              "this-battle",
              "this-round",
              "next-round",
              "permanent"
            ],
            "type": "string",
            "description": "How long the change lasts: this battle, to the end of this round, to the end of the next round, or permanently."
          }
        },
        "required": [
          "kind",
          "choice",
          "combat",
          "support",
          "duration"
        ],
        "additionalProperties": false,
        "description": "Add to or take from Combat and Support."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "swap-stats"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          },
          "duration": {
            "enum": [
              "this-battle",
              "this-round",
              "next-round",
              "permanent"
            ],
            "type": "string",
            "description": "How long the change lasts: this battle, to the end of this round, to the end of the next round, or permanently."
          }
        },
        "required": [
          "kind",
          "choice",
          "duration"
        ],
        "additionalProperties": false,
        "description": "Swap a Unit's Combat and Support."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "add-status"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          },
          "status": {
            "$ref": "#/$defs/StatusGrant"
          },
          "duration": {
            "enum": [
              "this-battle",
              "this-round",
              "next-round",
              "permanent"
            ],
            "type": "string",
            "description": "How long the change lasts: this battle, to the end of this round, to the end of the next round, or permanently."
          }
        },
        "required": [
          "kind",
          "choice",
          "status",
          "duration"
        ],
        "additionalProperties": false,
        "description": "Give a status (Frozen and Pure Units refuse it)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "remove-status"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          },
          "status": {
            "enum": [
              "stealth",
              "stability",
              "guardian",
              "ward",
              "loyalty",
              "weaken",
              "poison",
              "comeback",
              "tenacity",
              "frozen-touch",
              "frozen",
              "corruption",
              "silenced",
              "last-will",
              "shielded",
              "rampage",
              "piercing",
              "pure"
            ],
            "type": "string",
            "description": "One of the 18 statuses."
          }
        },
        "required": [
          "kind",
          "choice",
          "status"
        ],
        "additionalProperties": false,
        "description": "Remove a status."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "cleanse"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Cleanse: remove all statuses and added stat changes."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "destroy"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Destroy: send to the owner's void unless protected or replaced."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "forbid"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Forbid: move to the Forbidden Zone."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "return-to-hand"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Return to its owner's hand."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "set"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Set: turn face-down."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "flip"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Flip: turn face-up."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "coin"
          },
          "choice": {
            "$ref": "#/$defs/Choice"
          }
        },
        "required": [
          "kind",
          "choice"
        ],
        "additionalProperties": false,
        "description": "Coin: move into your Treasury, worth its printed cost."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "recruit"
          },
          "from": {
            "type": "array",
            "items": {
              "enum": [
                "deck",
                "hand",
                "combat",
                "support",
                "coin",
                "action",
                "side",
                "field",
                "treasury",
                "void",
                "forbidden"
              ],
              "type": "string",
              "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
            },
            "minItems": 1,
            "description": "One or more zones."
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          },
          "position": {
            "enum": [
              "combat",
              "support",
              "any"
            ],
            "type": "string",
            "description": "Where the Unit goes."
          },
          "faceDown": {
            "type": "boolean",
            "description": "True to recruit it set (face-down)."
          },
          "free": {
            "type": "boolean",
            "description": "True when its cost is not paid."
          }
        },
        "required": [
          "kind",
          "from",
          "position",
          "faceDown",
          "free"
        ],
        "additionalProperties": false,
        "description": "Recruit a Unit."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "additional-recruit"
          },
          "position": {
            "enum": [
              "combat",
              "support"
            ],
            "type": "string",
            "description": "The position that may hold more Units."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "How many Units beyond the normal single Unit."
          }
        },
        "required": [
          "kind",
          "position",
          "count"
        ],
        "additionalProperties": false,
        "description": "Additional Recruit: allow more than one Unit in a position."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "search"
          },
          "zone": {
            "enum": [
              "deck",
              "hand",
              "combat",
              "support",
              "coin",
              "action",
              "side",
              "field",
              "treasury",
              "void",
              "forbidden"
            ],
            "type": "string",
            "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Cards taken."
          },
          "to": {
            "enum": [
              "deck",
              "hand",
              "combat",
              "support",
              "coin",
              "action",
              "side",
              "field",
              "treasury",
              "void",
              "forbidden"
            ],
            "type": "string",
            "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
          }
        },
        "required": [
          "kind",
          "zone",
          "count",
          "to"
        ],
        "additionalProperties": false,
        "description": "Search a zone for matching cards and move them (a searched deck is shuffled)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "seek"
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "X, the cards revealed from the top of the deck."
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          },
          "take": {
            "type": "integer",
            "minimum": 1,
            "description": "Matching cards used at most."
          },
          "to": {
            "enum": [
              "deck",
              "hand",
              "combat",
              "support",
              "coin",
              "action",
              "side",
              "field",
              "treasury",
              "void",
              "forbidden"
            ],
            "type": "string",
            "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
          },
          "rest": {
            "enum": [
              "top",
              "bottom",
              "void"
            ],
            "type": "string",
            "description": "Where the other revealed cards go, in revealed order."
          }
        },
        "required": [
          "kind",
          "count",
          "take",
          "to",
          "rest"
        ],
        "additionalProperties": false,
        "description": "Seek X."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "burn"
          },
          "player": {
            "enum": [
              "you",
              "opponent",
              "each"
            ],
            "type": "string",
            "description": "Which player is affected."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "X, cards sent from the top of the deck to the void."
          }
        },
        "required": [
          "kind",
          "player",
          "count"
        ],
        "additionalProperties": false,
        "description": "Burn X."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "pitch"
          },
          "player": {
            "enum": [
              "you",
              "opponent",
              "each"
            ],
            "type": "string",
            "description": "Which player is affected."
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Cards sent from the deck to the void."
          }
        },
        "required": [
          "kind",
          "player",
          "count"
        ],
        "additionalProperties": false,
        "description": "Pitch: send a named card from the deck to the void."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "recover"
          },
          "filter": {
            "$ref": "#/$defs/CardFilter"
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Cards moved from your void to your hand."
          }
        },
        "required": [
          "kind",
          "count"
        ],
        "additionalProperties": false,
        "description": "Recover."
      }
    ],
    "description": "One thing an effect does."
  },
  "Timing": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "activated"
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "Activated by its controller (normally in their Main Stage)."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "continuous"
          }
        },
        "required": [
          "kind"
        ],
        "additionalProperties": false,
        "description": "Applies all the time while in its zone."
      },
      {
        "type": "object",
        "properties": {
          "kind": {
            "const": "triggered"
          },
          "event": {
            "enum": [
              "recruited",
              "placed",
              "flipped",
              "destroyed",
              "start-stage",
              "resource-stage",
              "start-of-battle",
              "battle-won",
              "battle-lost",
              "end-stage",
              "coined"
            ],
            "type": "string",
            "description": "The event that triggers it."
          }
        },
        "required": [
          "kind",
          "event"
        ],
        "additionalProperties": false,
        "description": "Triggered by an event."
      }
    ],
    "description": "When the ability works."
  },
  "CardAbility": {
    "type": "object",
    "properties": {
      "timing": {
        "$ref": "#/$defs/Timing"
      },
      "zone": {
        "enum": [
          "deck",
          "hand",
          "combat",
          "support",
          "coin",
          "action",
          "side",
          "field",
          "treasury",
          "void",
          "forbidden"
        ],
        "type": "string",
        "description": "The parenthetical zone label: where the card must be for this to work."
      },
      "cost": {
        "type": "object",
        "properties": {
          "amount": {
            "type": "integer",
            "minimum": 0,
            "description": "The amount."
          },
          "payWith": {
            "type": "array",
            "items": {
              "enum": [
                "energy",
                "treasury",
                "resolve"
              ],
              "type": "string"
            },
            "minItems": 1,
            "description": "What the cost may be paid with."
          }
        },
        "required": [
          "amount",
          "payWith"
        ],
        "additionalProperties": false,
        "description": "A cost written before a colon, paid before the effect resolves."
      },
      "optional": {
        "type": "boolean",
        "description": "True for \"you can\" effects, which may be declined."
      },
      "swift": {
        "type": "boolean",
        "description": "True for Swift: it can join a response sequence."
      },
      "rule": {
        "type": "boolean",
        "description": "True for Field text marked Rule: it affects both players."
      },
      "perRound": {
        "type": "integer",
        "minimum": 1,
        "description": "How many times per round it can be used."
      },
      "condition": {
        "$ref": "#/$defs/Condition"
      },
      "effects": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/Effect"
        },
        "minItems": 1,
        "description": "What it does, in order."
      },
      "text": {
        "type": "string",
        "minLength": 1,
        "description": "The printed wording."
      }
    },
    "required": [
      "timing",
      "effects"
    ],
    "additionalProperties": false,
    "description": "One printed ability."
  }
};

/** The card kinds, one JSON Schema each: shared by {@link cardJsonSchema} and {@link cardSetJsonSchema}. */
const cardVariants: readonly JsonValue[] = [
{
  "type": "object",
  "properties": {
    "type": {
      "const": "unit"
    },
    "id": {
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9-]*$",
      "description": "A stable id: lowercase letters, digits and dashes."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The printed name; copies are counted by name."
    },
    "cost": {
      "type": "integer",
      "minimum": 0,
      "description": "The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."
    },
    "illustrative": {
      "type": "boolean",
      "description": "True when the data was invented for illustration rather than printed."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "description": "The printed rules text."
    },
    "abilities": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/CardAbility"
      },
      "description": "The printed abilities.",
      "default": []
    },
    "combat": {
      "type": "integer",
      "minimum": 0,
      "description": "Printed Combat."
    },
    "support": {
      "type": "integer",
      "minimum": 0,
      "description": "Printed Support."
    },
    "level": {
      "type": "integer",
      "minimum": 0,
      "description": "Level."
    },
    "element": {
      "type": "string",
      "minLength": 1,
      "description": "Element."
    },
    "unitTypes": {
      "type": "array",
      "items": {
        "type": "string",
        "minLength": 1,
        "description": "A type."
      },
      "description": "Types, such as Human or Dragon.",
      "default": []
    },
    "statuses": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/StatusGrant"
      },
      "description": "Statuses.",
      "default": []
    },
    "trueRecruit": {
      "type": "object",
      "properties": {
        "requirements": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Condition"
          },
          "description": "Checked before any card moves.",
          "default": []
        },
        "steps": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "count": {
                "type": "integer",
                "minimum": 1,
                "description": "How many cards."
              },
              "from": {
                "enum": [
                  "deck",
                  "hand",
                  "combat",
                  "support",
                  "coin",
                  "action",
                  "side",
                  "field",
                  "treasury",
                  "void",
                  "forbidden"
                ],
                "type": "string",
                "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
              },
              "to": {
                "enum": [
                  "deck",
                  "hand",
                  "combat",
                  "support",
                  "coin",
                  "action",
                  "side",
                  "field",
                  "treasury",
                  "void",
                  "forbidden"
                ],
                "type": "string",
                "description": "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden."
              },
              "filter": {
                "$ref": "#/$defs/CardFilter"
              }
            },
            "required": [
              "count",
              "from",
              "to"
            ],
            "additionalProperties": false,
            "description": "Move matching cards of yours from one zone to another."
          },
          "minItems": 1,
          "description": "The written procedure, paid in order."
        }
      },
      "required": [
        "steps"
      ],
      "additionalProperties": false,
      "description": "The True Recruit procedure; energy and Treasury cannot replace it."
    }
  },
  "required": [
    "type",
    "id",
    "name",
    "cost",
    "illustrative",
    "combat",
    "support",
    "level",
    "element"
  ],
  "additionalProperties": false,
  "description": "A Unit."
},
{
  "type": "object",
  "properties": {
    "type": {
      "enum": [
        "ability",
        "bolt",
        "cycle"
      ],
      "type": "string",
      "description": "Ability, Bolt or Cycle Action."
    },
    "id": {
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9-]*$",
      "description": "A stable id: lowercase letters, digits and dashes."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The printed name; copies are counted by name."
    },
    "cost": {
      "type": "integer",
      "minimum": 0,
      "description": "The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."
    },
    "illustrative": {
      "type": "boolean",
      "description": "True when the data was invented for illustration rather than printed."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "description": "The printed rules text."
    },
    "abilities": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/CardAbility"
      },
      "description": "The printed abilities.",
      "default": []
    }
  },
  "required": [
    "type",
    "id",
    "name",
    "cost",
    "illustrative"
  ],
  "additionalProperties": false,
  "description": "An Ability, Bolt or Cycle Action."
},
{
  "type": "object",
  "properties": {
    "type": {
      "const": "danger"
    },
    "id": {
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9-]*$",
      "description": "A stable id: lowercase letters, digits and dashes."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The printed name; copies are counted by name."
    },
    "cost": {
      "type": "integer",
      "minimum": 0,
      "description": "The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."
    },
    "illustrative": {
      "type": "boolean",
      "description": "True when the data was invented for illustration rather than printed."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "description": "The printed rules text."
    },
    "abilities": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/CardAbility"
      },
      "description": "The printed abilities.",
      "default": []
    },
    "condition": {
      "$ref": "#/$defs/Condition"
    },
    "payWith": {
      "type": "array",
      "items": {
        "enum": [
          "energy",
          "treasury",
          "resolve"
        ],
        "type": "string"
      },
      "minItems": 1,
      "description": "What the cost may be paid with."
    }
  },
  "required": [
    "type",
    "id",
    "name",
    "cost",
    "illustrative",
    "condition",
    "payWith"
  ],
  "additionalProperties": false,
  "description": "A Danger Action."
},
{
  "type": "object",
  "properties": {
    "type": {
      "const": "equip"
    },
    "id": {
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9-]*$",
      "description": "A stable id: lowercase letters, digits and dashes."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The printed name; copies are counted by name."
    },
    "cost": {
      "type": "integer",
      "minimum": 0,
      "description": "The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."
    },
    "illustrative": {
      "type": "boolean",
      "description": "True when the data was invented for illustration rather than printed."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "description": "The printed rules text."
    },
    "abilities": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/CardAbility"
      },
      "description": "The printed abilities.",
      "default": []
    },
    "grants": {
      "type": "object",
      "properties": {
        "combat": {
          "type": "integer",
          "description": "Combat added while attached."
        },
        "support": {
          "type": "integer",
          "description": "Support added while attached."
        },
        "statuses": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/StatusGrant"
          },
          "description": "Statuses.",
          "default": []
        }
      },
      "required": [
        "combat",
        "support"
      ],
      "additionalProperties": false,
      "description": "What it grants while attached."
    },
    "equipTo": {
      "$ref": "#/$defs/CardFilter"
    }
  },
  "required": [
    "type",
    "id",
    "name",
    "cost",
    "illustrative",
    "grants"
  ],
  "additionalProperties": false,
  "description": "An Equip Action."
},
{
  "type": "object",
  "properties": {
    "type": {
      "const": "field"
    },
    "id": {
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9-]*$",
      "description": "A stable id: lowercase letters, digits and dashes."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The printed name; copies are counted by name."
    },
    "cost": {
      "type": "integer",
      "minimum": 0,
      "description": "The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."
    },
    "illustrative": {
      "type": "boolean",
      "description": "True when the data was invented for illustration rather than printed."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "description": "The printed rules text."
    },
    "abilities": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/CardAbility"
      },
      "description": "The printed abilities.",
      "default": []
    },
    "upkeep": {
      "type": "integer",
      "minimum": 0,
      "description": "Upkeep paid in each Resource Stage, or the Field goes to the void."
    }
  },
  "required": [
    "type",
    "id",
    "name",
    "cost",
    "illustrative",
    "upkeep"
  ],
  "additionalProperties": false,
  "description": "A Field."
},
{
  "type": "object",
  "properties": {
    "type": {
      "const": "treasure"
    },
    "id": {
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9-]*$",
      "description": "A stable id: lowercase letters, digits and dashes."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The printed name; copies are counted by name."
    },
    "cost": {
      "type": "integer",
      "minimum": 0,
      "description": "The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."
    },
    "illustrative": {
      "type": "boolean",
      "description": "True when the data was invented for illustration rather than printed."
    },
    "text": {
      "type": "string",
      "minLength": 1,
      "description": "The printed rules text."
    },
    "abilities": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/CardAbility"
      },
      "description": "The printed abilities.",
      "default": []
    },
    "requirement": {
      "$ref": "#/$defs/Condition"
    }
  },
  "required": [
    "type",
    "id",
    "name",
    "cost",
    "illustrative",
    "requirement"
  ],
  "additionalProperties": false,
  "description": "A Treasure; its cost is the coin value gained."
}
];

/**
 * The JSON Schema (draft-07) of one Wardom card.
 *
 * @example
 * ```ts
 * import { cardJsonSchema } from "@rulesmith/wardom";
 * console.log(JSON.stringify(cardJsonSchema, null, 2)); // save as wardom-card.schema.json
 * ```
 */
export const cardJsonSchema: Readonly<Record<string, JsonValue>> = {
  "oneOf": cardVariants,
  "description": "A Wardom card.",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$defs": definitions
};

/**
 * The JSON Schema (draft-07) of a Wardom card set file: `{ "name": ..., "cards": [...] }`.
 *
 * @example
 * ```ts
 * import { cardSetJsonSchema } from "@rulesmith/wardom";
 * console.log(JSON.stringify(cardSetJsonSchema, null, 2)); // save as wardom-card-set.schema.json
 * ```
 */
export const cardSetJsonSchema: Readonly<Record<string, JsonValue>> = {
  "type": "object",
  "properties": {
    "name": {
      "type": "string",
      "minLength": 1,
      "description": "The set's name."
    },
    "cards": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/Card"
      },
      "description": "The cards."
    }
  },
  "required": [
    "name",
    "cards"
  ],
  "additionalProperties": false,
  "description": "A named set of Wardom cards.",
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$defs": {
    ...definitions,
    "Card": {
      "oneOf": cardVariants,
      "description": "A Wardom card."
    },
  }
};
