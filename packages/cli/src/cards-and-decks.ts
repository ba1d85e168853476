// `--cards FILE` and `--decks A,B,...` as demo, play and simulate take them: the files read and
// checked (the decks against the game's sample cards and the card file's), and the config of a
// match played with them.
import { err, ok, type DiceMode, type Result, type RuleError } from "@rulesmith/core";
import { cardPool, cardsErrorText, readCardFile, withCards, type CustomCards } from "./custom-cards.js";
import { deckConfig, decksErrorText, readDeckFiles, type SimulationDeck } from "./decks.js";
import type { GameModule } from "./game-module.js";
import { quotedPath } from "./user-input.js";

/**
 * The cards and decks a command line names, read and checked.
 *
 * @internal
 * @example
 * ```ts
 * const given: MatchCards = { decks: [{ name: "Forest Ambush", list: forestAmbushDeck }, { name: "Iron Works", list: ironWorksDeck }] };
 * ```
 */
export interface MatchCards {
  /** `--cards`: the file's cards. */
  readonly cards?: CustomCards;
  /** The card pool with {@link MatchCards.cards}: the sample cards and the file's, for the config's `cards`. */
  readonly pool?: unknown;
  /** `--decks`: one deck per seat, in seat order. */
  readonly decks?: readonly SimulationDeck[];
}

/**
 * Why the cards or decks of a command line cannot be played: the error, the text the tool prints
 * after `error: `, and the exit status.
 *
 * @internal
 * @example
 * ```ts
 * const failed: MatchCardsFailure = { error, text: cardsErrorText(error), status: 1 };
 * ```
 */
export interface MatchCardsFailure {
  readonly error: RuleError;
  readonly text: string;
  /** 2 (a usage error) for a game without a card format or a deck check, else 1. */
  readonly status: 1 | 2;
}

function failure(error: RuleError, text: string): MatchCardsFailure {
  return { error, text, status: error.code === "cards/unsupported" || error.code === "decks/unsupported" ? 2 : 1 };
}

/**
 * Reads `--cards` and `--decks`: the card file, checked with {@link readCardFile}, then the deck
 * files, checked with {@link readDeckFiles} against the game's sample cards and the file's.
 *
 * @internal
 * @param game - The game.
 * @param cardFile - `--cards`, or `undefined`.
 * @param deckFiles - `--decks`, split into its files ({@link deckFiles}), or `undefined`.
 * @returns The cards, their pool and the decks; or the first failure: the card file's problems
 *   (as {@link cardsErrorText} prints them), else every deck that cannot be played (as
 *   {@link decksErrorText} prints them).
 * @example
 * ```ts
 * const read = await readMatchCards(game, "my-cards.json", ["bugs.json", "iron-works.json"]);
 * ```
 */
export async function readMatchCards(game: GameModule, cardFile: string | undefined, deckFiles: readonly string[] | undefined): Promise<Result<MatchCards, MatchCardsFailure>> {
  let cards: CustomCards | undefined;
  let pool: unknown;
  if (cardFile !== undefined) {
    const read = await readCardFile(game, cardFile);
    if (!read.ok) return err(failure(read.error, cardsErrorText(read.error)));
    cards = read.value;
    pool = cardPool(game, cards);
  }
  let decks: readonly SimulationDeck[] | undefined;
  if (deckFiles !== undefined) {
    const read = await readDeckFiles(game, deckFiles, pool);
    if (!read.ok) return err(failure(read.error, decksErrorText(read.error, deckFiles.length)));
    decks = read.value;
  }
  return ok({ ...(cards === undefined ? {} : { cards, pool }), ...(decks === undefined ? {} : { decks }) });
}

/**
 * The warning for `--cards` without `--decks`. The starter decks are then played, and they hold
 * none of the file's cards (a card of the file never has a sample card's id), so the cards are
 * checked and go into the config but no match plays them.
 *
 * @internal
 * @param cardFile - `--cards`, or `undefined`.
 * @param deckFiles - `--decks`, or `undefined`.
 * @returns The warning's text, or `undefined` when there is nothing to warn about.
 * @example
 * ```ts
 * unplayedCardsWarning("my-cards.json", undefined); // '--cards "my-cards.json" without --decks: ...'
 * ```
 */
export function unplayedCardsWarning(cardFile: string | undefined, deckFiles: readonly string[] | undefined): string | undefined {
  if (cardFile === undefined || deckFiles !== undefined) return undefined;
  return `--cards ${quotedPath(cardFile)} without --decks: the starter decks hold none of its cards, so they are checked but not played; give --decks with decks that use them.`;
}

/**
 * The config of one match: the game's demo config for that many players, with the dice asked
 * for, the decks in their seats in seat order ({@link deckConfig}) when there are decks, and
 * the card pool ({@link withCards}) when there is one.
 *
 * @internal
 * @param game - The game.
 * @param seed - The match seed.
 * @param players - How many players (the number of decks, when there are decks).
 * @param given - The cards and decks, from {@link readMatchCards}.
 * @param dice - Where the dice come from; the game's default when absent.
 * @returns The config, which `ruleset.setup` still checks, or `decks/unsupported` (a usage
 *   error) for a game whose config takes no decks.
 * @example
 * ```ts
 * const config = matchConfig(game, 7, 2, { decks }, "external");
 * ```
 */
export function matchConfig(game: GameModule, seed: number, players: number, given: MatchCards, dice?: DiceMode): Result<unknown> {
  const base = given.decks === undefined ? ok(game.demoConfig(seed, { players, ...(dice === undefined ? {} : { dice }) })) : deckConfig(game, seed, given.decks.map((d) => d.list), dice);
  return base.ok ? ok(withCards(base.value, given.pool)) : base;
}
