// What a game package exports, as one typed object: the ruleset and everything a tool (the
// command-line tool, a client, a bot harness) needs around it. A tool reads this object; it
// never probes a package for names or guesses the shape of what it returns.
import type { DiceMode } from "./chance.js";
import type { RuleError } from "./errors.js";
import type { GameEvent } from "./events.js";
import type { JsonValue } from "./json.js";
import { isRecord, own } from "./json-read.js";
import type { PlayerId, Viewer } from "./player.js";
import type { Result } from "./result.js";
import type { AnyRuleset } from "./ruleset.js";

/**
 * One problem found in a deck or a card file, whatever the game: how bad it is, a stable code, a
 * sentence for a person, and where it is (the card and the field, when known).
 *
 * @example
 * ```ts
 * import type { CardProblem } from "@rulesmith/core";
 * const p: CardProblem = {
 *   severity: "error", code: "deck/copies", message: "At most 3 copies of Bear Wolf.",
 *   card: "Bear Wolf", field: null, rule: "W-3.2.1-1",
 * };
 * ```
 */
export interface CardProblem {
  /** `"error"` makes the deck or file invalid; `"warning"` is advice. */
  readonly severity: "error" | "warning";
  /** The game's stable code (`"deck/size"`, `"cards/invalid"`). */
  readonly code: string;
  /** What is wrong, for a person. */
  readonly message: string;
  /** The card concerned (its id, its name, or `#index` in a file), or `null` for the whole. */
  readonly card: string | null;
  /** Where inside the card or file (`"cards[2].count"`, `"hp"`), or `null`. */
  readonly field: string | null;
  /** The rule ID, or `null`. */
  readonly rule: string | null;
}

/**
 * What checking a deck or a card file found: valid when no problem is an error; errors first.
 *
 * @example
 * ```ts
 * import type { CardReport } from "@rulesmith/core";
 * const report: CardReport = { valid: true, problems: [] };
 * ```
 */
export interface CardReport {
  /** `true` when no problem is an `"error"`. */
  readonly valid: boolean;
  /** Every problem found, errors first. */
  readonly problems: readonly CardProblem[];
}

/**
 * One match option of a game, for a table of options: its name, its default, the values it
 * takes and the rules it decides.
 *
 * @example
 * ```ts
 * import type { GameOption } from "@rulesmith/core";
 * const o: GameOption = { name: "cemeteryThreshold", default: 300, values: "any whole number from 1", rules: ["W-4.2.1-1"] };
 * ```
 */
export interface GameOption {
  /** The option's key in the config's `options`. */
  readonly name: string;
  /** Its value when not given. */
  readonly default: JsonValue;
  /** The values it takes, in words. */
  readonly values: string;
  /** The rule IDs (usually ambiguity defaults) it decides; empty for an engine limit. */
  readonly rules: readonly string[];
}

/**
 * How a tool asks a game for its demo configuration.
 *
 * @example
 * ```ts
 * import type { DemoConfigOptions } from "@rulesmith/core";
 * const o: DemoConfigOptions = { dice: "external", players: 2 };
 * ```
 */
export interface DemoConfigOptions {
  /** Where dice come from (default `"seeded"`). */
  readonly dice?: DiceMode;
  /** How many players, within the game's {@link GamePackage.seats} (default the minimum). */
  readonly players?: number;
  /**
   * The deck lists to play instead of the starter decks, one per seat in seat order (each the
   * game's deck-list JSON, as {@link GamePackage.checkDeck} takes it); with `players` absent,
   * their number is the number of players. `ruleset.setup` still checks them.
   */
  readonly decks?: readonly unknown[];
}

/**
 * What every game package exports, as one object (`wardPackage`, `wardomPackage`,
 * `guardiansPackage`): the ruleset, a demo configuration, the sample cards and starter decks,
 * deck and card-set checks in one problem shape, the card JSON Schemas, event prose, the
 * heuristic bots use, the table of options, and (optionally) a terminal board and words for
 * actions and cards. A tool reads this object instead of probing the
 * package for names, so every game offers the same things under the same names.
 *
 * @typeParam S - The game's state.
 * @typeParam C - The game's config.
 * @typeParam K - The game's card type.
 * @typeParam D - The game's deck-list type.
 * @typeParam V - The game's view (what `ruleset.view` returns).
 * @typeParam A - The game's action.
 * @example
 * ```ts
 * import type { GamePackage } from "@rulesmith/core";
 * function describe(game: GamePackage): string {
 *   return `${game.name}: ${game.seats.min}-${game.seats.max} players, ${game.options.length} options`;
 * }
 * ```
 */
export interface GamePackage<S = unknown, C = unknown, K = unknown, D = unknown, V = unknown, A = unknown> {
  /** The game's id, as on the command line and in match records (`"ward"`). */
  readonly id: string;
  /** The game's name for people (`"Ward"`). */
  readonly name: string;
  /** How many players a match seats. */
  readonly seats: {
    /** The fewest. */
    readonly min: number;
    /** The most. */
    readonly max: number;
  };
  /** The rules. */
  readonly ruleset: AnyRuleset;
  /**
   * A ready configuration: the starter decks, the seed and default options.
   * @param seed - The match seed.
   * @param options - Dice and players.
   * @returns The config for `ruleset.setup`.
   */
  demoConfig(seed: number, options?: DemoConfigOptions): C;
  /** The game's sample cards (card data, JSON). */
  readonly sampleCards: readonly K[];
  /** The game's starter decks (deck lists, JSON). */
  readonly starterDecks: readonly D[];
  /**
   * Checks a deck list (parsed JSON) against the sample cards, or against a card set (parsed
   * JSON) when one is given. Never throws.
   * @param deck - The deck list.
   * @param cards - A card-set file's parsed JSON, or `undefined` for the sample cards.
   * @returns Every problem found.
   */
  checkDeck(deck: unknown, cards?: unknown): CardReport;
  /**
   * Checks a card-set file (parsed JSON). Never throws.
   * @param value - The parsed file.
   * @returns Every problem found.
   */
  checkCardSet(value: unknown): CardReport;
  /** The JSON Schema of one card. */
  readonly cardJsonSchema: Readonly<Record<string, JsonValue>>;
  /** The JSON Schema of a card-set file, or `null` when the game has none. */
  readonly cardSetJsonSchema: Readonly<Record<string, JsonValue>> | null;
  /**
   * One event as a sentence, or `undefined` for an event the game does not describe.
   * @param event - An event of a step.
   * @returns The sentence.
   */
  describeEvent(event: GameEvent): string | undefined;
  /**
   * A compact board for a terminal, from a view (what `ruleset.view(state, viewer)` returns): the
   * turn and phase and whose decision it is, then each side's zones that matter, cards by name
   * with their stats (the viewer's hand included), and every card the viewer may not identify
   * as a count only. Roughly 10 to 25 lines, no raw fields. It reads nothing but the view, so it
   * can never show what the viewer may not know. Optional: a tool without it renders the view
   * generically.
   *
   * @param view - The viewer's view.
   * @param viewer - Whose view it is (the view's own `viewer`).
   * @returns The lines, without newlines.
   * @example
   * ```ts
   * import type { GamePackage } from "@rulesmith/core";
   * function board(game: GamePackage, state: unknown): readonly string[] {
   *   const view = game.ruleset.view(state, 0);
   *   return game.describeView?.(view, 0) ?? [JSON.stringify(view)];
   * }
   * ```
   */
  describeView?(view: V, viewer: Viewer): readonly string[];
  /**
   * One legal action in words a player understands (`"Summon Fog (AL 3), sacrificing nothing"`,
   * `"Attack Ember Imp with Bear Wolf"`), for a list of choices. Cards are named from the
   * view's `cards` and `defs`; a card the view does not identify is "a hidden card", never its
   * id. Two actions that differ in anything that matters to the player get different words: a
   * tool may show actions with the same words as one choice. An action type the game does not
   * know still gets words (a generic fallback), never an exception.
   *
   * @param action - One of `ruleset.legalActions(state, player)`.
   * @param view - That player's view of the same state.
   * @returns The words, without a final full stop.
   * @example
   * ```ts
   * import type { GamePackage, PlayerId } from "@rulesmith/core";
   * function choices(game: GamePackage, state: unknown, player: PlayerId): string[] {
   *   const view = game.ruleset.view(state, player);
   *   return game.ruleset.legalActions(state, player).map((a, i) => `${i + 1}. ${game.describeAction?.(a, view) ?? JSON.stringify(a)}`);
   * }
   * ```
   */
  describeAction?(action: A, view: V): string;
  /**
   * One card in words for a player, from their view alone: a card in play as the board shows it
   * (its current numbers and conditions), any other card with what is printed on it, then the
   * card's whole text; what a client shows as a card's details on hover or focus. A card the
   * view does not identify is "a hidden card", never its name. Optional: a client without it
   * shows the card's data.
   *
   * @param view - The viewer's view.
   * @param card - A card's instance id.
   * @returns The words, without a final full stop after the text.
   * @example
   * ```ts
   * import type { GamePackage, Viewer } from "@rulesmith/core";
   * function details(game: GamePackage, state: unknown, viewer: Viewer, card: string): string {
   *   return game.describeCard?.(game.ruleset.view(state, viewer), card) ?? card;
   * }
   * ```
   */
  describeCard?(view: V, card: string): string;
  /**
   * The game's heuristic: how good a state is for a player, from -1 (lost) to 1 (won).
   * @param state - A state.
   * @param player - The player.
   * @returns The value.
   */
  evaluate(state: S, player: PlayerId): number;
  /**
   * Options this game's bots start from, by the bot's kind in `@rulesmith/bots` (`"mcts"`,
   * `"greedy"`, `"random"`): settings measured stronger on this game than the bots' own
   * defaults (the package README says how). Tools that make a bot for the game (the command
   * line's `--bots`, the client's bot seats) pass them, and any option the user gives wins; a
   * budget the user gives (the MCTS bot's `timeMs` or `iterations`) replaces the game's whole
   * budget (`gameBotOptions` of `@rulesmith/bots` puts the two together).
   * Optional: without it the bots' own defaults apply.
   *
   * @example
   * ```ts
   * import { botOptionsFor, type GamePackage } from "@rulesmith/core";
   * function mctsOptions(game: GamePackage, mine: Record<string, unknown>): Record<string, unknown> {
   *   return { ...botOptionsFor(game, "mcts"), ...mine, evaluate: game.evaluate.bind(game) };
   * }
   * ```
   */
  readonly botOptions?: Readonly<Record<string, Readonly<Record<string, JsonValue>>>>;
  /** Every match option, in the order of the package's documentation. */
  readonly options: readonly GameOption[];
}

/**
 * A game's starting options for one kind of bot (its package's `botOptions[kind]`), as a fresh
 * object of its own plain fields, never a `seed` or an `evaluate` (those come from whoever
 * makes the bot). The user's options go over it, so the user's win (`gameBotOptions` of
 * `@rulesmith/bots` does that, taking a bot's budget whole).
 *
 * @param game - Anything with the optional `botOptions` of a {@link GamePackage}.
 * @param kind - The bot's kind: `"mcts"`, `"greedy"`, `"random"`.
 * @returns The options, empty when the game recommends none.
 * @example
 * ```ts
 * import { botOptionsFor } from "@rulesmith/core";
 * const game = { botOptions: { mcts: { iterations: 100, seed: 3 } } };
 * botOptionsFor(game, "mcts"); // { iterations: 100 }
 * botOptionsFor(game, "greedy"); // {}
 * ```
 */
export function botOptionsFor(game: { readonly botOptions?: unknown }, kind: string): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  const table: unknown = game.botOptions;
  const mine = isRecord(table) ? own(table, kind) : undefined;
  if (!isRecord(mine)) return out;
  for (const key of Object.keys(mine)) {
    if (key === "__proto__" || key === "seed" || key === "evaluate") continue;
    out[key] = own(mine, key) as JsonValue;
  }
  return out;
}

/**
 * What a game's deck check returns, in every game: whether the deck is legal, and its errors
 * and warnings as rule errors.
 *
 * @example
 * ```ts
 * import type { DeckCheck } from "@rulesmith/core";
 * const c: DeckCheck = { legal: true, errors: [], warnings: [] };
 * ```
 */
export interface DeckCheck {
  /** `true` when the deck may be played. */
  readonly legal: boolean;
  /** What makes it illegal. */
  readonly errors: readonly RuleError[];
  /** Advice. */
  readonly warnings: readonly RuleError[];
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number") return String(value);
  return null;
}

/**
 * The field of a card-file problem, written the one way every game writes it: the path inside
 * the card, keys joined by dots and list positions in brackets (`effects[0].factor`). A path
 * counted from the card set (`cards.3.effects.0.factor` or `cards[3].effects[0].factor`) loses
 * its `cards` prefix, since the problem's `card` already names the card; a path of the set
 * itself (`name`, `cards`) stays as it is. Use it when a game turns its own card-file problems
 * into {@link CardProblem}s.
 *
 * @param path - A field path, dotted or with brackets; `""` for the card or the set as a whole.
 * @returns The field, or `null` for the whole.
 * @example
 * ```ts
 * import { cardFieldPath } from "@rulesmith/core";
 * cardFieldPath("cards.3.effects.0.factor"); // "effects[0].factor"
 * cardFieldPath("cards[3].hp"); // "hp"
 * cardFieldPath("cards[3]"); // null
 * cardFieldPath("name"); // "name"
 * ```
 */
export function cardFieldPath(path: string): string | null {
  const keys = path.match(/[^.[\]]+/g) ?? [];
  const second = keys[1];
  const inCard = keys[0] === "cards" && second !== undefined && /^\d+$/.test(second) ? keys.slice(2) : keys;
  let out = "";
  for (const key of inCard) out += /^\d+$/.test(key) ? `[${key}]` : out === "" ? key : `.${key}`;
  return out === "" ? null : out;
}

/**
 * A rule error as a card problem. Deck checks name the card in their error's `details` as `id`
 * or `name`, and the field as `path`, `field` or `key`: that is the convention this reads.
 *
 * @param error - A deck check's error or warning.
 * @param severity - Which it is.
 * @returns The problem.
 * @example
 * ```ts
 * import { cardProblemOf, ruleError } from "@rulesmith/core";
 * cardProblemOf(ruleError("deck/copies", "At most 3 copies of Bear Wolf.", { details: { name: "Bear Wolf" } }), "error").card; // "Bear Wolf"
 * ```
 */
export function cardProblemOf(error: RuleError, severity: "error" | "warning"): CardProblem {
  const d = error.details;
  const get = (k: string): unknown => (typeof d === "object" && d !== null && !Array.isArray(d) ? Reflect.get(d, k) : undefined);
  const field = text(get("path")) ?? text(get("field")) ?? text(get("key"));
  return {
    severity,
    code: error.code,
    message: error.message,
    card: text(get("id")) ?? text(get("name")),
    field: field === null ? null : field.replace(/^\$?\./, ""),
    rule: error.rule ?? null,
  };
}

/**
 * A card report from a deck check's errors and warnings (errors first). A deck the check called
 * not legal stays invalid even when it listed no error.
 *
 * @param report - The deck check's result: `legal`, `errors`, `warnings`.
 * @returns The report.
 * @example
 * ```ts
 * import { deckCardReport } from "@rulesmith/core";
 * deckCardReport({ legal: true, errors: [], warnings: [] }); // { valid: true, problems: [] }
 * ```
 */
export function deckCardReport(report: DeckCheck): CardReport {
  const problems: CardProblem[] = [];
  for (const e of report.errors) problems.push(cardProblemOf(e, "error"));
  for (const w of report.warnings) problems.push(cardProblemOf(w, "warning"));
  return { valid: report.legal && report.errors.length === 0, problems };
}

/**
 * How a game checks its card data, for {@link cardChecks}: its card-set parser, its deck check
 * and its sample cards, and how its own card-file problems read as card problems.
 *
 * @typeParam P - What the parser returns for a good file.
 * @typeParam E - What it returns for a bad one.
 * @example
 * ```ts
 * import type { CardCheckParts, RuleError } from "@rulesmith/core";
 * type Parts = CardCheckParts<readonly string[], RuleError>;
 * ```
 */
export interface CardCheckParts<P, E> {
  /** Parses a card-set file (never throws). */
  readonly parse: (value: unknown) => Result<P, E>;
  /** Checks a deck list against parsed cards, or the sample cards when `cards` is `undefined` (never throws). */
  readonly validate: (deck: unknown, cards: P | undefined) => DeckCheck;
  /** A bad card file's error as a report. */
  readonly fileReport: (error: E) => CardReport;
}

/**
 * A game package's `checkDeck` and `checkCardSet` from the game's own parser and deck check,
 * so that every game reports in one shape the same way: a deck is checked against the sample
 * cards, or against a card file (whose problems are reported when it is bad).
 *
 * @param parts - The game's parser, deck check and file report.
 * @returns The two checks.
 * @example
 * ```ts
 * import { cardChecks, ruleError } from "@rulesmith/core";
 * const checks = cardChecks<readonly string[], string>({
 *   parse: (v) => (Array.isArray(v) ? { ok: true, value: v as string[] } : { ok: false, error: "not a list" }),
 *   validate: (deck) => ({ legal: deck !== null, errors: deck === null ? [ruleError("deck/malformed", "No deck.")] : [], warnings: [] }),
 *   fileReport: (e) => ({ valid: false, problems: [{ severity: "error", code: "cards/invalid", message: e, card: null, field: null, rule: null }] }),
 * });
 * checks.checkDeck(null).valid; // false
 * ```
 */
export function cardChecks<P, E>(parts: CardCheckParts<P, E>): Pick<GamePackage, "checkDeck" | "checkCardSet"> {
  return {
    checkDeck(deck: unknown, cards?: unknown): CardReport {
      if (cards === undefined) return deckCardReport(parts.validate(deck, undefined));
      const set = parts.parse(cards);
      return set.ok ? deckCardReport(parts.validate(deck, set.value)) : parts.fileReport(set.error);
    },
    checkCardSet(value: unknown): CardReport {
      const set = parts.parse(value);
      return set.ok ? { valid: true, problems: [] } : parts.fileReport(set.error);
    },
  };
}
