// Ward as core's game package: the one object the command-line tool and clients read.
import { cardChecks, type CardReport, type DemoConfigOptions, type GamePackage } from "@rulesmith/core";
import { parseCardSet, type Card, type CardProblems } from "./cards/cards.js";
import { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";
import { validateDeck, type DeckList } from "./cards/deck.js";
import { sampleCards } from "./cards/sample-cards.js";
import { starterDecks } from "./cards/starter-decks.js";
import { describeEvent } from "./engine/describe.js";
import { evaluate } from "./engine/evaluate.js";
import { ruleset } from "./engine/game.js";
import { OPTION_TABLE } from "./engine/option-table.js";
import { demoConfig } from "./engine/options.js";
import type { WardConfig, WardState } from "./engine/types.js";

function cardFileReport(error: CardProblems): CardReport {
  return {
    valid: false,
    problems: error.problems.map((p) => ({ severity: "error" as const, code: error.code, message: p.message, card: p.card, field: p.path === "" ? null : p.path, rule: null })),
  };
}

/**
 * Ward as a {@link GamePackage}: its ruleset, demo configuration, sample cards and starter
 * decks, deck and card-set checks in core's one problem shape, JSON Schemas, event prose,
 * heuristic and option table.
 *
 * @example
 * ```ts
 * import { wardPackage } from "@rulesmith/ward";
 * const start = wardPackage.ruleset.setup(wardPackage.demoConfig(1));
 * wardPackage.checkDeck(wardPackage.starterDecks[0]).valid; // true
 * ```
 */
export const wardPackage: GamePackage<WardState, WardConfig, Card, DeckList> = {
  id: "ward",
  name: "Ward",
  seats: { min: 2, max: 2 },
  ruleset,
  demoConfig(seed: number, options?: DemoConfigOptions): WardConfig {
    const config = demoConfig(seed);
    return options?.dice === undefined ? config : { ...config, dice: options.dice };
  },
  sampleCards: sampleCards.cards,
  starterDecks,
  ...cardChecks({
    parse: parseCardSet,
    validate: (deck, cards) => validateDeck(deck, cards ?? sampleCards),
    fileReport: cardFileReport,
  }),
  cardJsonSchema,
  cardSetJsonSchema,
  describeEvent,
  evaluate,
  options: OPTION_TABLE,
};
