// Wardom as core's game package: the one object the command-line tool and clients read.
import { cardChecks, cardFieldPath, type CardReport, type DemoConfigOptions, type GamePackage } from "@rulesmith/core";
import type { Card } from "./cards/cards.js";
import { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";
import { validateDeck, type DeckList } from "./cards/deck.js";
import { parseCardSet, type CardProblems } from "./cards/parse-cards.js";
import { sampleCards } from "./cards/sample-cards.js";
import { starterDecks } from "./cards/starter-decks.js";
import { demoConfig } from "./engine/config.js";
import { describeAction, describeCard, describeView } from "./engine/board-text.js";
import { describeEvent } from "./engine/describe.js";
import { evaluate } from "./engine/evaluate.js";
import { ruleset } from "./engine/game.js";
import { OPTION_TABLE } from "./engine/option-table.js";
import type { WardomAction, WardomConfig, WardomState } from "./engine/types.js";
import type { WardomView } from "./engine/view.js";

function cardFileReport(error: CardProblems): CardReport {
  return {
    valid: false,
    problems: error.problems.map((p) => ({
      severity: "error" as const,
      code: error.code,
      message: p.message,
      card: p.card === "(set)" || p.card === "(card)" ? null : p.card,
      field: cardFieldPath(p.path),
      rule: p.rule ?? null,
    })),
  };
}

/**
 * Wardom as a {@link GamePackage}: its ruleset, demo configuration, sample cards and starter
 * decks, deck and card-set checks in core's one problem shape, JSON Schemas, event prose,
 * a terminal board and words for actions, heuristic, the options its MCTS bot starts from
 * (`botOptions`: greedy playouts, sequential halving at the root and a smaller exploration constant, measured stronger on Wardom) and option table. Its `demoConfig` plays
 * the starter decks, or the two deck lists given as `decks` (player 0's first).
 *
 * @example
 * ```ts
 * import { wardomPackage } from "@rulesmith/wardom";
 * const start = wardomPackage.ruleset.setup(wardomPackage.demoConfig(1));
 * wardomPackage.checkDeck(wardomPackage.starterDecks[0]).valid; // true
 * // Deck against deck, seats swapped:
 * wardomPackage.ruleset.setup(wardomPackage.demoConfig(2, { decks: [wardomPackage.starterDecks[1], wardomPackage.starterDecks[0]] })).ok; // true
 * ```
 */
export const wardomPackage: GamePackage<WardomState, WardomConfig, Card, DeckList, WardomView, WardomAction> = {
  id: "wardom",
  name: "Wardom: Sword and Shield",
  seats: { min: 2, max: 2 },
  ruleset,
  demoConfig(seed: number, options?: DemoConfigOptions): WardomConfig {
    const starter = demoConfig(seed);
    // Deck lists given are handed on as they are: ruleset.setup checks them (two, each legal).
    const config = options?.decks === undefined ? starter : { ...starter, decks: options.decks as readonly [DeckList, DeckList] };
    return options?.dice === undefined ? config : { ...config, dice: options.dice };
  },
  sampleCards,
  starterDecks,
  ...cardChecks({
    parse: parseCardSet,
    validate: (deck, cards) => validateDeck(deck, cards ?? sampleCards),
    fileReport: cardFileReport,
  }),
  cardJsonSchema,
  cardSetJsonSchema,
  describeEvent,
  describeView,
  describeAction,
  describeCard,
  evaluate,
  // Measured on Wardom (the bots README): MCTS whose playouts play each seat's one-ply best
  // reply for 4 actions, 100 iterations, won 61.0% of 200 matches against greedy, where the
  // bots' own default won 47.5%, in about the same time per decision.
  botOptions: { mcts: { playoutPolicy: "greedy", playoutCap: 4, iterations: 100, halving: true, exploration: 0.3 } },
  options: OPTION_TABLE,
};
