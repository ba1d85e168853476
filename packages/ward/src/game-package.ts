// Ward as core's game package: the one object the command-line tool and clients read.
import { cardChecks, cardFieldPath, type CardReport, type DemoConfigOptions, type GamePackage } from "@rulesmith/core";
import { parseCardSet, type Card, type CardProblems } from "./cards/cards.js";
import { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";
import { validateDeck, type DeckList } from "./cards/deck.js";
import { sampleCardSet } from "./cards/sample-cards.js";
import { starterDecks } from "./cards/starter-decks.js";
import { describeAction, describeCard, describeView } from "./engine/board-text.js";
import { describeEvent } from "./engine/describe.js";
import { evaluate } from "./engine/evaluate.js";
import { ruleset } from "./engine/game.js";
import { OPTION_TABLE } from "./engine/option-table.js";
import { demoConfig } from "./engine/options.js";
import type { WardAction, WardConfig, WardState } from "./engine/types.js";
import type { WardView } from "./engine/view.js";

function cardFileReport(error: CardProblems): CardReport {
  return {
    valid: false,
    problems: error.problems.map((p) => ({
      severity: "error" as const,
      code: error.code,
      message: p.message,
      card: p.card === "(set)" || p.card === "(card)" ? null : p.card,
      field: cardFieldPath(p.path),
      rule: null,
    })),
  };
}

/**
 * Ward as a {@link GamePackage}: its ruleset, demo configuration, sample cards and starter
 * decks, deck and card-set checks in core's one problem shape, JSON Schemas, event prose,
 * a terminal board and words for actions, heuristic and option table. Its `demoConfig` plays
 * the starter decks, or the two deck lists given as `decks` (player 0's first).
 *
 * @example
 * ```ts
 * import { wardPackage } from "@rulesmith/ward";
 * const start = wardPackage.ruleset.setup(wardPackage.demoConfig(1));
 * wardPackage.checkDeck(wardPackage.starterDecks[0]).valid; // true
 * // Deck against deck, seats swapped:
 * wardPackage.ruleset.setup(wardPackage.demoConfig(2, { decks: [wardPackage.starterDecks[1], wardPackage.starterDecks[0]] })).ok; // true
 * ```
 */
export const wardPackage: GamePackage<WardState, WardConfig, Card, DeckList, WardView, WardAction> = {
  id: "ward",
  name: "Ward",
  seats: { min: 2, max: 2 },
  ruleset,
  demoConfig(seed: number, options?: DemoConfigOptions): WardConfig {
    const starter = demoConfig(seed);
    // Deck lists given are handed on as they are: ruleset.setup checks them (two, each legal).
    const config = options?.decks === undefined ? starter : { ...starter, decks: options.decks as readonly [DeckList, DeckList] };
    return options?.dice === undefined ? config : { ...config, dice: options.dice };
  },
  sampleCards: sampleCardSet.cards,
  starterDecks,
  ...cardChecks({
    parse: parseCardSet,
    validate: (deck, cards) => validateDeck(deck, cards ?? sampleCardSet),
    fileReport: cardFileReport,
  }),
  cardJsonSchema,
  cardSetJsonSchema,
  describeEvent,
  describeView,
  describeAction,
  describeCard,
  evaluate,
  options: OPTION_TABLE,
};
