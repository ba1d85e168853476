// Guardians as core's game package: the one object the command-line tool and clients read.
import { cardChecks, cardFieldPath, type CardReport, type DemoConfigOptions, type GamePackage } from "@rulesmith/core";
import { cardJsonSchema, cardSetJsonSchema } from "./cards/card-json-schema.generated.js";
import { parseCardSet, type Card, type CardProblems } from "./cards/cards.js";
import { validateDeck, type Deck } from "./cards/deck.js";
import { describeEvent } from "./engine/describe.js";
import { evaluate } from "./engine/evaluate.js";
import { describeAction, describeCard, describeView } from "./engine/board-text.js";
import { OPTION_TABLE } from "./engine/option-table.js";
import { ruleset } from "./engine/game.js";
import { sampleCards } from "./cards/sample-cards.js";
import { demoConfig } from "./engine/setup.js";
import type { GuardiansConfig, GuardiansState } from "./engine/state.js";
import { starterDecks } from "./cards/starter-decks.js";

function cardFileReport(error: CardProblems): CardReport {
  return {
    valid: false,
    problems: error.problems.map((p) => ({
      severity: "error" as const,
      code: p.code,
      message: p.message,
      card: p.card === "(set)" || p.card === "(card)" ? null : p.card,
      field: cardFieldPath(p.path),
      rule: null,
    })),
  };
}

/**
 * Guardians of the Elements as a {@link GamePackage}: its ruleset, demo configuration (2 to 4
 * players), sample cards and starter decks, deck and card-set checks in core's one problem
 * shape, the card and card-set JSON Schemas, event prose (`describeEvent`), heuristic and option table.
 *
 * @example
 * ```ts
 * import { guardiansPackage } from "@rulesmith/guardians";
 * const start = guardiansPackage.ruleset.setup(guardiansPackage.demoConfig(1, { players: 3 }));
 * guardiansPackage.checkDeck(guardiansPackage.starterDecks[0]).valid; // true
 * ```
 */
export const guardiansPackage: GamePackage<GuardiansState, GuardiansConfig, Card, Deck> = {
  id: "guardians",
  name: "Guardians of the Elements",
  seats: { min: 2, max: 4 },
  ruleset,
  demoConfig(seed: number, options?: DemoConfigOptions): GuardiansConfig {
    const starter = demoConfig(seed, options?.players ?? options?.decks?.length ?? 2);
    // Deck lists given are handed on as they are: ruleset.setup checks them (one per player, each legal).
    const config = options?.decks === undefined ? starter : { ...starter, decks: options.decks as readonly Deck[] };
    return options?.dice === undefined ? config : { ...config, dice: options.dice };
  },

  sampleCards: sampleCards,
  starterDecks: starterDecks,
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
  options: OPTION_TABLE,
};
