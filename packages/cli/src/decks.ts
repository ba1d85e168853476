// Deck against deck: deck files read and checked with the game's own deck check, and a match's
// config with the decks in their seats.
import { err, hashJson, isList, isPlainJson, isRecord, ok, own, ruleError, type DiceMode, type JsonValue, type Result, type RuleError } from "@rulesmith/core";
import { problemText } from "./commands/validate.js";
import type { GameModule, ValidationProblem } from "./game-module.js";
import { forbiddenKeyError, readJsonFile } from "./json-file.js";
import { ruleErrorText, withRuleLink } from "./rule-link.js";
import { matchWords, playerCount, plural, seatsInWords } from "./seats.js";
import { quoted, quotedPath, shownText } from "./user-input.js";

/**
 * One deck of a deck-against-deck simulation: its name and its deck list.
 *
 * @example
 * ```ts
 * import type { SimulationDeck } from "@rulesmith/cli";
 * import { forestAmbushDeck } from "@rulesmith/ward";
 * const deck: SimulationDeck = { name: forestAmbushDeck.name, list: forestAmbushDeck };
 * ```
 */
export interface SimulationDeck {
  /** Its name for the tables: the deck list's `name`, or `"deck N"` when it has none. */
  readonly name: string;
  /** The deck list: the game's deck-list JSON (plain JSON data), as `rulesmith validate <game> deck` checks it. */
  readonly list: unknown;
}

/** At most this many problems of one deck are named in the message. */
const PROBLEMS_SHOWN = 5;

/**
 * A deck's name for the tables: its `name` field when that is a non-empty string, else
 * `"deck N"` (N from 1).
 *
 * @param list - The deck list.
 * @param position - Its position in the deck list, from 0.
 * @returns The name.
 * @example
 * ```ts
 * import { deckName } from "@rulesmith/cli";
 * deckName({ name: "Forest Ambush", cards: [] }, 0); // "Forest Ambush"
 * deckName({ cards: [] }, 1); // "deck 2"
 * ```
 */
export function deckName(list: unknown, position: number): string {
  const name = own(list, "name");
  return typeof name === "string" && name.trim() !== "" ? name.trim() : `deck ${position + 1}`;
}

/**
 * The deck files `--decks` names, comma-separated, one per seat in seat order. An empty entry
 * (two commas in a row, or one at an end) is refused, not skipped, as `--bots` refuses one: it
 * would shift every later deck a seat.
 *
 * @internal
 * @param option - The option's value, as typed, or `undefined` when it was not given.
 * @returns The files, each trimmed (`undefined` without the option), or `decks/list` (a usage
 *   error) saying what to write.
 * @example
 * ```ts
 * deckFiles("a.json, b.json"); // { ok: true, value: ["a.json", "b.json"] }
 * deckFiles("a.json,,b.json").ok; // false
 * ```
 */
export function deckFiles(option: string | undefined): Result<readonly string[] | undefined> {
  if (option === undefined) return ok(undefined);
  const files = option.split(",").map((f) => f.trim());
  if (files.every((f) => f === "")) return err(ruleError("decks/list", "--decks names the deck files, comma-separated: one per seat."));
  if (files.includes("")) {
    return err(ruleError("decks/list", `--decks ${quoted(option)} has an empty entry (two commas in a row, or one at an end): name a deck file in each place.`));
  }
  return ok(files);
}

/**
 * The number of players of a match played deck against deck: the number asked for
 * (`--players`), else one per deck; either way there must be one deck per seat.
 *
 * @internal
 * @param game - The game (its name and seats).
 * @param asked - `--players`, or `undefined`.
 * @param decks - How many decks were given.
 * @returns The number of players, or `players/range` for a number asked for that the game
 *   does not seat, or `decks/count` (a usage error) when the decks do not fill the seats one
 *   each.
 * @example
 * ```ts
 * deckPlayers({ name: "Guardians", seats: { min: 2, max: 4 } }, undefined, 3); // { ok: true, value: 3 }
 * deckPlayers({ name: "Ward" }, undefined, 1).ok; // false — "1 deck for Ward, which seats exactly 2 players: name one deck per seat."
 * ```
 */
export function deckPlayers(game: Pick<GameModule, "name" | "seats">, asked: number | undefined, decks: number): Result<number> {
  const players = playerCount(game, asked ?? decks);
  if (!players.ok && asked === undefined) {
    return err(ruleError("decks/count", `${plural(decks, "deck")} for ${game.name}, which seats ${seatsInWords(game)}: name one deck per seat.`, { details: { decks } }));
  }
  if (!players.ok) return players;
  if (decks !== players.value) {
    return err(
      ruleError("decks/count", `${plural(decks, "deck")} for ${players.value} seats (${matchWords(game, players.value)}): name one deck per seat.`, {
        details: { decks, seats: players.value },
      }),
    );
  }
  return players;
}

function invalidText(what: string, game: GameModule, errors: readonly ValidationProblem[]): string {
  const shown = errors.slice(0, PROBLEMS_SHOWN).map(problemText);
  const more = errors.length > PROBLEMS_SHOWN ? `; and ${errors.length - PROBLEMS_SHOWN} more` : "";
  return `${what} is not a valid ${game.name} deck (${errors.length} error${errors.length === 1 ? "" : "s"}): ${shown.join("; ")}${more}.`;
}

/**
 * One deck that cannot be played, as `details.decks` lists it: its position, its file (when it
 * was read from one), the code and sentence of its refusal, and its problems (plain JSON).
 */
interface DeckFailure {
  readonly deck: number;
  readonly file?: string;
  readonly code: string;
  readonly message: string;
  readonly problems: readonly ValidationProblem[];
}

/** A problem that is not the deck check's (a file that cannot be read, is not JSON, ...), as a problem of its deck. */
function fileProblem(code: string, message: string, field: string | null = null): ValidationProblem {
  return { severity: "error", code, message, card: null, field, rule: null };
}

/** The failure of a deck the game's deck check refuses, or `undefined` for a valid deck (warnings are allowed). */
function checkedDeck(game: GameModule, check: NonNullable<GameModule["validateDeck"]>, deck: SimulationDeck, position: number, what: string, file?: string, pool?: unknown): DeckFailure | undefined {
  const report = check(deck.list, pool);
  if (report.valid) return undefined;
  const errors = report.problems.filter((p) => p.severity === "error");
  return { deck: position, ...(file === undefined ? {} : { file }), code: "decks/invalid", message: invalidText(what, game, errors), problems: errors };
}

/**
 * Every deck that cannot be played, in one error: `file/unreadable` when each of them is a file
 * that cannot be read, else `decks/invalid`. The message is the one deck's sentence, or says how
 * many decks failed and gives each one's sentence; `details.deck` is the first failed deck's
 * position and `details.decks` lists every failed deck ({@link DeckFailure}).
 */
function decksError(failures: readonly [DeckFailure, ...DeckFailure[]], total: number): RuleError {
  const [first] = failures;
  const code = failures.every((f) => f.code === "file/unreadable") ? "file/unreadable" : "decks/invalid";
  const message = failures.length === 1 ? first.message : `${decksHeadline(failures.length, total)} ${failures.map((f) => sentence(f.message)).join(" ")}`;
  // The first problem's rule, for the link the tool prints after the message.
  return ruleError(code, message, { details: { deck: first.deck, decks: failures.map(failureJson) }, rule: first.problems[0]?.rule ?? undefined });
}

/** The words before the decks' own sentences, when several decks cannot be played. */
function decksHeadline(failed: number, total: number): string {
  return `${failed} of ${total} decks cannot be played:`;
}

/** A deck's message as a sentence: with its full stop. */
function sentence(message: string): string {
  return message.endsWith(".") ? message : `${message}.`;
}

/**
 * The error of {@link readDeckFiles} or {@link checkDecks} as the tool prints it: for one deck,
 * as {@link ruleErrorText} prints any error; for several, how many on the first line, then each
 * deck's sentence on a line of its own, indented (with the rule's address under the first, whose
 * problem it is), each escaped as {@link shownText} escapes text, so that a line stays a line.
 *
 * @internal
 * @param error - The error (its `details.decks` lists the decks that cannot be played).
 * @param total - How many decks were given.
 * @returns The text to print after `error: `.
 * @example
 * ```ts
 * decksErrorText(read.error, files.length);
 * // 2 of 2 decks cannot be played:
 * //   Cannot read "a.json": there is no such file.
 * //   Cannot read "b.json": there is no such file.
 * ```
 */
export function decksErrorText(error: RuleError, total: number): string {
  const listed = own(error.details, "decks");
  const messages = isList(listed) ? listed.map((d) => own(d, "message")) : [];
  if (messages.length < 2 || !messages.every((m): m is string => typeof m === "string")) return ruleErrorText(error);
  const lines = messages.map((m, i) => {
    const text = shownText(sentence(m), Infinity);
    return `  ${i === 0 ? withRuleLink(text, error.rule).replace("\n", "\n  ") : text}`;
  });
  return [decksHeadline(messages.length, total), ...lines].join("\n");
}

/** A failed deck as plain JSON, for `details.decks`: each problem's fields copied. */
function failureJson(f: DeckFailure): JsonValue {
  const problems = f.problems.map((p) => ({ severity: p.severity, code: p.code, message: p.message, card: p.card, field: p.field, rule: p.rule }));
  return { deck: f.deck, ...(f.file === undefined ? {} : { file: f.file }), code: f.code, message: f.message, problems };
}

/**
 * Checks the decks of a deck-against-deck simulation with the game's deck check (its package's
 * `checkDeck`): every deck must be valid (warnings are allowed).
 *
 * @param game - The game.
 * @param decks - The decks, in deck-list order.
 * @param names - What to call each deck in a message (its file); `deck N (name)` by default.
 * @param pool - The card pool to check against (a card set, such as {@link cardPool}'s); the game's sample cards when absent.
 * @returns The decks, or `decks/unsupported` (a usage error: the game has no deck check), or
 *   `decks/invalid` naming every invalid deck with its first problems (`details.decks`: each
 *   one's position, message and problems).
 * @example
 * ```ts
 * import { checkDecks, findGame, loadRegistry } from "@rulesmith/cli";
 * import { forestAmbushDeck, ironWorksDeck } from "@rulesmith/ward";
 * const ward = findGame(await loadRegistry(), "ward");
 * if (ward.ok) checkDecks(ward.value, [{ name: "a", list: forestAmbushDeck }, { name: "b", list: ironWorksDeck }]).ok; // true
 * ```
 */
export function checkDecks(game: GameModule, decks: readonly SimulationDeck[], names?: readonly string[], pool?: unknown): Result<readonly SimulationDeck[]> {
  const check = game.validateDeck;
  if (check === undefined) return err(ruleError("decks/unsupported", `${game.name} has no deck check, so it cannot play deck against deck.`));
  const failures: DeckFailure[] = [];
  for (const [i, deck] of decks.entries()) {
    const failure = checkedDeck(game, check, deck, i, names?.[i] ?? `Deck ${i + 1} (${quoted(deck.name)})`, undefined, pool);
    if (failure !== undefined) failures.push(failure);
  }
  const [first, ...rest] = failures;
  return first === undefined ? ok(decks) : err(decksError([first, ...rest], decks.length));
}

/**
 * Reads deck files (the game's deck-list JSON, as `rulesmith validate <game> deck` checks them)
 * and checks each with the game's deck check.
 *
 * @param game - The game.
 * @param files - The files, in deck-list order (seat order of match 0).
 * @param pool - The card pool to check against (a card set, such as {@link cardPool}'s); the game's sample cards when absent.
 * @returns The decks, or `decks/unsupported` (a usage error: the game has no deck check),
 *   `file/unreadable` (files that cannot be read), or `decks/invalid` (a file that is not
 *   JSON, has a `__proto__` or `constructor` key, or is not a valid deck). Every file is read
 *   and checked: the message names each file that cannot be played, with its first problems,
 *   and `details.decks` lists each one's position, file, message and problems.
 * @example
 * ```ts
 * import { writeFile } from "node:fs/promises";
 * import { tmpdir } from "node:os";
 * import { join } from "node:path";
 * import { findGame, loadRegistry, readDeckFiles } from "@rulesmith/cli";
 * import { forestAmbushDeck } from "@rulesmith/ward";
 * const file = join(tmpdir(), "forest-ambush.json");
 * await writeFile(file, JSON.stringify(forestAmbushDeck));
 * const ward = findGame(await loadRegistry(), "ward");
 * if (ward.ok) console.log(await readDeckFiles(ward.value, [file, file])); // { ok: true, value: [ { name: 'Forest Ambush', ... }, { name: 'Forest Ambush', ... } ] } — two decks
 * ```
 */
export async function readDeckFiles(game: GameModule, files: readonly string[], pool?: unknown): Promise<Result<readonly SimulationDeck[]>> {
  const check = game.validateDeck;
  if (check === undefined) return err(ruleError("decks/unsupported", `${game.name} has no deck check, so it cannot play deck against deck.`));
  const decks: SimulationDeck[] = [];
  const failures: DeckFailure[] = [];
  for (const [i, file] of files.entries()) {
    const read = await readJsonFile(file);
    if (!read.ok) {
      const code = read.error.code === "file/unreadable" ? "file/unreadable" : "decks/invalid";
      failures.push({ deck: i, file, code, message: read.error.message, problems: [fileProblem(read.error.code, read.error.message)] });
      continue;
    }
    const { forbidden, value } = read.value;
    const [key] = forbidden;
    if (key !== undefined) {
      const e = forbiddenKeyError(key, forbidden.length - 1);
      const problems = forbidden.map((k) => fileProblem("json/forbidden-key", forbiddenKeyError(k).message, k.path));
      failures.push({ deck: i, file, code: "decks/invalid", message: `${quotedPath(file)} is not a valid ${game.name} deck: ${e.message} (at ${key.path})`, problems });
      continue;
    }
    const deck = { name: deckName(value, i), list: value };
    decks.push(deck);
    // The game's deck check says first why a file is not a deck list, in the words `validate`
    // uses (a list nested more than 32 levels deep, say); the decks are handed on only as plain JSON.
    const failure = checkedDeck(game, check, deck, i, quotedPath(file), file, pool);
    if (failure !== undefined) failures.push(failure);
    else if (!isPlainJson(value)) {
      const message = `${quotedPath(file)} is not a ${game.name} deck list (not plain JSON data).`;
      failures.push({ deck: i, file, code: "decks/invalid", message, problems: [fileProblem("decks/invalid", message)] });
    }
  }
  const [first, ...rest] = failures;
  return first === undefined ? ok(decks) : err(decksError([first, ...rest], files.length));
}

/**
 * A short hash of a deck list, to tell decks apart in a report: equal lists, equal hashes.
 *
 * @param deck - The deck.
 * @returns Eight hexadecimal digits.
 * @example
 * ```ts
 * import { deckHash } from "@rulesmith/cli";
 * deckHash({ name: "x", list: { name: "x", cards: [] } }).length; // 8
 * ```
 */
export function deckHash(deck: SimulationDeck): string {
  return hashJson(deck.list);
}

/**
 * The config of one match played with the given decks: the game's demo config for that many
 * players (seed, default options, and the dice asked for) with its `decks` replaced by these,
 * one per seat in seat order. Every game of the default registry (Ward, Wardom, Guardians)
 * takes its decks as a `decks` list in its config, as its package's `demoConfig` builds it.
 *
 * @param game - The game.
 * @param seed - The match seed.
 * @param decks - One deck list per seat, in seat order.
 * @param dice - Where the dice come from (`"external"`: real dice, as `play --dice external`
 *   asks); the game's default (seeded) when absent.
 * @returns The config (which `ruleset.setup` still checks), or `decks/unsupported` when the
 *   game's demo config has no `decks` list of that length (a game that plays without decks).
 * @example
 * ```ts
 * import { deckConfig, findGame, loadRegistry } from "@rulesmith/cli";
 * import { forestAmbushDeck, ironWorksDeck } from "@rulesmith/ward";
 * const ward = findGame(await loadRegistry(), "ward");
 * if (ward.ok) {
 *   const config = deckConfig(ward.value, 7, [ironWorksDeck, forestAmbushDeck]);
 *   if (config.ok) ward.value.ruleset.setup(config.value).ok; // true
 * }
 * ```
 */
export function deckConfig(game: GameModule, seed: number, decks: readonly unknown[], dice?: DiceMode): Result<unknown> {
  const base = game.demoConfig(seed, { players: decks.length, ...(dice === undefined ? {} : { dice }) });
  const current = own(base, "decks");
  if (!isRecord(base) || !isList(current) || current.length !== decks.length) {
    return err(ruleError("decks/unsupported", `${game.name} does not take deck lists for ${decks.length} players in its config, so it cannot play deck against deck.`));
  }
  return ok({ ...base, decks: decks.slice() });
}
