import type { AnyRuleset, CardProblem, CardReport, DiceMode, GameEvent, PlayerId, Viewer } from "@rulesmith/core";

/**
 * One problem found in a deck or card file, whatever game it is for: core's
 * {@link CardProblem}, which every game package's checks return.
 *
 * @example
 * ```ts
 * import type { ValidationProblem } from "@rulesmith/cli";
 * const p: ValidationProblem = {
 *   severity: "error", code: "deck/copies", message: "At most 3 copies of Bear Wolf.",
 *   card: "bear-wolf", field: "cards[0].count", rule: "W-3.2.1-1",
 * };
 * ```
 */
export type ValidationProblem = CardProblem;

/**
 * What checking a deck or a card file found: core's {@link CardReport}.
 *
 * @example
 * ```ts
 * import type { ValidationReport } from "@rulesmith/cli";
 * const report: ValidationReport = { valid: true, problems: [] };
 * ```
 */
export type ValidationReport = CardReport;

/**
 * Options for a game's demo configuration.
 *
 * @example
 * ```ts
 * import type { DemoOptions } from "@rulesmith/cli";
 * const options: DemoOptions = { dice: "external", players: 3 };
 * ```
 */
export interface DemoOptions {
  /** Where dice come from (default `"seeded"`). */
  readonly dice?: DiceMode;
  /** How many players, within the game's {@link GameModule.seats} (default the fewest). */
  readonly players?: number;
}

/**
 * How many players a match of a game seats: the fewest and the most.
 *
 * @example
 * ```ts
 * import type { SeatRange } from "@rulesmith/cli";
 * const guardians: SeatRange = { min: 2, max: 4 };
 * ```
 */
export interface SeatRange {
  /** The fewest players. */
  readonly min: number;
  /** The most players. */
  readonly max: number;
}

/**
 * What the command-line tool can do with a game's card data, which a game package may offer
 * before its match engine exists: check a deck (against the game's sample cards, or a card
 * set given as parsed JSON) and check a card file.
 *
 * @example
 * ```ts
 * import type { CardTools } from "@rulesmith/cli";
 * function canValidate(tools: CardTools) { return tools.validateDeck !== undefined; }
 * ```
 */
export interface CardTools {
  /** The game id used on the command line (`"ward"`). */
  readonly id: string;
  /** The game's name for people (`"Ward"`). */
  readonly name: string;
  /** Checks a deck; `cards` is a parsed card-set file, or `undefined` for the game's own sample cards. */
  readonly validateDeck?: (deck: unknown, cards?: unknown) => ValidationReport;
  /** Checks a card-set file (parsed JSON). */
  readonly parseCardSet?: (value: unknown) => ValidationReport;
  /**
   * The game's sample cards (its package's `sampleCards`): the card pool of a match, to which
   * `--cards` adds a file's cards. Absent for a game that ships none.
   */
  readonly sampleCards?: readonly unknown[];
}

/**
 * A game the command-line tool can play: its {@link AnyRuleset | ruleset}, a configuration
 * that starts a match from a seed alone, and optional extras (a position evaluator for bots,
 * card-data checks, and words for its own events, actions and views).
 *
 * @remarks
 * The default registry ({@link loadRegistry}) builds one per game from its game-package object
 * ({@link gameFromPackage}: `describeView` and `describeAction` come from the package's
 * optional members of the same names); {@link gameFromNamespace} builds one from a package's
 * exports (`ruleset`, `demoConfig`, `evaluate`, `validateDeck`, `parseCardSet`,
 * `describeEvent`), so a game appears as soon as its package exports `ruleset` and
 * `demoConfig`. A program can also build its own and pass it to {@link simulate} or the commands.
 *
 * @example
 * ```ts
 * import type { GameModule } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const duel: GameModule = { id: "dice-duel", name: "Dice duel", ruleset: diceDuel, demoConfig: (seed) => ({ seed }) };
 * ```
 */
export interface GameModule extends CardTools {
  /** The rules. */
  readonly ruleset: AnyRuleset;
  /**
   * How many players a match seats; 2 to 2 when absent. The commands' `--players` takes a
   * number in this range and hands it to {@link GameModule.demoConfig} as `players`.
   */
  readonly seats?: SeatRange;
  /**
   * A configuration that starts a match from a seed alone (starter decks, default options), for
   * `options.players` players when given (always within {@link GameModule.seats}).
   */
  readonly demoConfig: (seed: number, options?: DemoOptions) => unknown;
  /** How good a state is for a player, from -1 (lost) to 1 (won), for bots. */
  readonly evaluate?: (state: unknown, player: PlayerId) => number;
  /**
   * Options the game's bots start from, by bot name (`mcts`, `greedy`): the game package's
   * `botOptions`. The options written after a bot's name on the command line win.
   */
  readonly botOptions?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** One line for one of the game's own events, or `undefined` to use the generic wording. */
  readonly describeEvent?: (event: GameEvent) => string | undefined;
  /**
   * Words for an action in a list of choices, given the chooser's view; `undefined` for the
   * generic wording. `rulesmith play` shows actions with the same words as one choice, so the
   * words tell apart every two actions that differ in anything that matters to the player.
   */
  readonly describeAction?: (action: unknown, view: unknown) => string | undefined;
  /** Lines showing a player's view (a board: cards by name, with their stats); `undefined`, or absent, for the generic rendering. */
  readonly describeView?: (view: unknown, viewer: Viewer) => readonly string[] | undefined;
  /** `true` for a small example game (the dice duel), left out of "every game" lists. */
  readonly example?: boolean;
}

/**
 * A game package found that cannot be played yet: its card tools, and the exports it lacks.
 *
 * @example
 * ```ts
 * import type { UnplayableGame } from "@rulesmith/cli";
 * const why = (g: UnplayableGame) => `${g.name} lacks ${g.missing.join(", ")}`;
 * ```
 */
export interface UnplayableGame extends CardTools {
  /** The exports the package would need to be playable (`["ruleset", "demoConfig"]`). */
  readonly missing: readonly string[];
}

/**
 * Every game the command-line tool knows: the playable ones and those with card tools only.
 *
 * @example
 * ```ts
 * import { loadRegistry } from "@rulesmith/cli";
 * const registry = await loadRegistry();
 * console.log(registry.games.map((g) => g.id)); // [ 'ward', 'wardom', 'guardians', 'dice-duel' ]
 * ```
 */
export interface GameRegistry {
  /** Playable games, in a fixed order. */
  readonly games: readonly GameModule[];
  /** Game packages that do not export a ruleset yet. */
  readonly unplayable: readonly UnplayableGame[];
}
