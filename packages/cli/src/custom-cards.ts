// `--cards FILE`: a card file of your own, added to the game's sample cards. The cards are
// checked with the game's card-set check, then their ids against the sample cards' (an id in
// both is refused), then the whole pool, so that a match never starts on cards the game refuses.
import { err, isList, isPlainJson, isRecord, ok, own, ruleError, type JsonValue, type Result, type RuleError } from "@rulesmith/core";
import { forbiddenProblems, problemText } from "./commands/validate.js";
import type { CardTools, ValidationProblem } from "./game-module.js";
import { readJsonFile } from "./json-file.js";
import { ruleSeeLine } from "./rule-link.js";
import { quoted, quotedPath, shownText } from "./user-input.js";

/**
 * Cards of your own, checked: the set's name and its cards as plain JSON, as the file has them.
 * {@link cardPool} adds them to the game's sample cards.
 *
 * @example
 * ```ts
 * import type { CustomCards } from "@rulesmith/cli";
 * const mine: CustomCards = { name: "My set", cards: [{ kind: "magic", id: "purge", name: "Purge" }] };
 * ```
 */
export interface CustomCards {
  /** The set's `name`; for a plain list, the file's name (or `"custom cards"`). */
  readonly name: string;
  /** The cards, plain JSON. */
  readonly cards: readonly JsonValue[];
}

/** At most this many problems are listed under the error's first line. */
const PROBLEMS_SHOWN = 20;

function failure(message: string, problems: readonly ValidationProblem[]): RuleError {
  const listed = problems.map((p) => ({ severity: p.severity, code: p.code, message: p.message, card: p.card, field: p.field, rule: p.rule }));
  return ruleError("cards/invalid", message, { details: { problems: listed }, rule: problems[0]?.rule ?? undefined });
}

function problem(code: string, message: string, card: string | null = null, field: string | null = null): ValidationProblem {
  return { severity: "error", code, message, card, field, rule: null };
}

function errorCount(n: number): string {
  return `${n} error${n === 1 ? "" : "s"}`;
}

/**
 * Checks cards of your own for a game: a card set `{ name, cards }` or a plain list of cards, in
 * the game's card format. The set must be valid by the game's card-set check, no card may have
 * the id of one of the game's sample cards (the cards are added to them), and the sample cards
 * and these together must be a valid set (no two with one name, where the game counts copies by
 * name).
 *
 * @param game - The game (its `parseCardSet` and `sampleCards`).
 * @param value - The card set or list (parsed JSON).
 * @param label - What to call it in messages: the file, quoted, or `"The cards"`.
 * @returns The cards, or `cards/unsupported` (the game has no card format: a usage error), or
 *   `cards/invalid` whose `details.problems` lists every problem (card, field, rule) as
 *   `rulesmith validate` lists them. A problem of the sample cards and these together names
 *   the card of `value` by its place there (from 0) and the sample card by its id, never by a
 *   place in the pool: `Card #1 of "my-cards.json": Duplicate name: Ward's sample card
 *   "bear-wolf" has the same name (...)`.
 * @example
 * ```ts
 * import { checkCustomCards, findGame, loadRegistry } from "@rulesmith/cli";
 * import { sampleCardSet } from "@rulesmith/ward";
 * const ward = findGame(await loadRegistry(), "ward");
 * if (ward.ok) checkCustomCards(ward.value, [sampleCardSet.cards[0]], "The cards").ok; // false — ent-tree is a sample card
 * ```
 */
export function checkCustomCards(game: CardTools, value: unknown, label: string): Result<CustomCards> {
  const parse = game.parseCardSet;
  if (parse === undefined) return err(ruleError("cards/unsupported", `${game.name} has no card format, so it takes no --cards.`));
  if (!isPlainJson(value)) return err(failure(`${label} is not plain JSON data.`, [problem("cards/invalid", "A card set is plain JSON data.")]));
  const fallbackName = label.startsWith('"') ? label.slice(1, -1) : "custom cards";
  const set = isList(value) ? { name: fallbackName, cards: value } : value;
  const own_ = parse(set);
  const errors = own_.problems.filter((p) => p.severity === "error");
  if (!own_.valid) return err(failure(`${label} is not a valid ${game.name} card set (${errorCount(errors.length)}).`, errors));
  const name = own(set, "name");
  const list = own(set, "cards");
  if (!isList(list)) return err(failure(`${label} is not a valid ${game.name} card set.`, [problem("cards/invalid", "A card set is { name, cards }.")]));
  const cards: JsonValue[] = list.filter((c): c is JsonValue => isPlainJson(c));
  const samples = game.sampleCards ?? [];
  const sampleIds = new Set(samples.map((c) => own(c, "id")).filter((id) => typeof id === "string"));
  const clashes = cards
    .map((c) => own(c, "id"))
    .filter((id): id is string => typeof id === "string" && sampleIds.has(id))
    .map((id) =>
      problem("cards/sample-id", `The id ${quoted(id)} is the id of one of ${game.name}'s sample cards; --cards adds cards to the sample cards, so give this card an id of its own.`, id, "id"),
    );
  if (clashes.length > 0) {
    const ids = clashes.map((p) => p.card ?? "");
    return err(failure(`${label} has ${ids.length === 1 ? "a card" : `${ids.length} cards`} with the id of a ${game.name} sample card: ${ids.map((id) => quoted(id)).join(", ")}.`, clashes));
  }
  const pool = parse({ name: "pool", cards: [...samples, ...cards] });
  const poolErrors = pool.problems.filter((p) => p.severity === "error").map((p) => poolProblem(p, game.name, samples, cards, label));
  if (!pool.valid) return err(failure(`${label} and ${game.name}'s sample cards together are not a valid card set (${errorCount(poolErrors.length)}).`, poolErrors));
  return ok({ name: typeof name === "string" && name.trim() !== "" ? name.trim() : fallbackName, cards });
}

/**
 * A problem of the pool (the sample cards, then the file's) in the words of the file: a card
 * the game names by its place in the pool (`card #37`, `cards[37]`, which means nothing to the
 * user) is named as the sample card it is (`Ward's sample card "bear-wolf"`) or by its place in
 * the file (`card #1 of "my-cards.json"`, from 0 as the game's own check of the file counts),
 * and the message starts with the file's card it is about, by its place there.
 */
function poolProblem(p: ValidationProblem, game: string, samples: readonly unknown[], cards: readonly JsonValue[], label: string): ValidationProblem {
  const file = label.startsWith('"') ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  const named = (at: number, capital: boolean): string => {
    if (at >= samples.length) return `${capital ? "Card" : "card"} #${at - samples.length} of ${file}`;
    const id = own(samples[at], "id");
    return `${game}'s sample card ${typeof id === "string" ? quoted(id) : `#${at}`}`;
  };
  // A quoted part is the data's own text (a card's name may read "card #3"): left as it is.
  const message = p.message
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\b(?:([Cc])ard #(\d+)|cards\[(\d+)\])/g, (_, c: string | undefined, n: string | undefined, m: string | undefined) => named(Number(n ?? m), c === "C"))))
    .join("");
  const mine = p.card === null ? -1 : cards.findIndex((c) => own(c, "id") === p.card);
  return { ...p, message: mine < 0 ? message : `Card #${mine} of ${file}: ${message}` };
}

/**
 * Reads a card file (`--cards FILE`) and checks it with {@link checkCustomCards}. A key
 * JavaScript gives a meaning (`__proto__`, `constructor`, `prototype`) is a problem of the file.
 *
 * @param game - The game.
 * @param file - The path the user gave.
 * @returns The cards, or `file/unreadable`, `json/parse` and the errors of {@link checkCustomCards}.
 * @example
 * ```ts
 * import { findGame, loadRegistry, readCardFile } from "@rulesmith/cli";
 * const ward = findGame(await loadRegistry(), "ward");
 * if (ward.ok) console.log(await readCardFile(ward.value, "my-cards.json")); // { ok: false, error: { code: 'file/unreadable', message: 'Cannot read "my-cards.json": there is no such file.' } }
 * ```
 */
export async function readCardFile(game: CardTools, file: string): Promise<Result<CustomCards>> {
  if (game.parseCardSet === undefined) return err(ruleError("cards/unsupported", `${game.name} has no card format, so it takes no --cards.`));
  const read = await readJsonFile(file);
  if (!read.ok) return read;
  if (read.value.forbidden.length > 0) {
    const problems = forbiddenProblems(read.value.forbidden, undefined);
    return err(failure(`${quotedPath(file)} is not a valid ${game.name} card set (${errorCount(problems.length)}).`, problems));
  }
  return checkCustomCards(game, read.value.value, quotedPath(file));
}

/**
 * The card pool of a match with cards of your own: the game's sample cards and these, as one
 * card set, which each game's config takes as `cards` (its whole pool).
 *
 * @param game - The game (its sample cards).
 * @param custom - The cards, checked by {@link checkCustomCards}.
 * @returns The card set `{ name, cards }`.
 * @example
 * ```ts
 * import { cardPool, findGame, loadRegistry } from "@rulesmith/cli";
 * const ward = findGame(await loadRegistry(), "ward");
 * if (ward.ok) cardPool(ward.value, { name: "Mine", cards: [] }).cards.length; // 36 — the sample cards
 * ```
 */
export function cardPool(
  game: CardTools,
  custom: CustomCards,
): {
  /** `"<game> sample cards and <set name>"`. */
  readonly name: string;
  /** The game's sample cards, then these. */
  readonly cards: readonly unknown[];
} {
  return { name: `${game.name} sample cards and ${custom.name}`, cards: [...(game.sampleCards ?? []), ...custom.cards] };
}

/**
 * A match config with its card pool: the config with `cards` set to the pool (each game's
 * config takes its whole card pool as `cards`).
 *
 * @internal
 * @param config - The game's config.
 * @param pool - The pool, from {@link cardPool}; `undefined` leaves the config as it is.
 * @returns The config.
 * @example
 * ```ts
 * withCards({ seed: 1 }, { name: "x", cards: [] }); // { seed: 1, cards: { name: "x", cards: [] } }
 * ```
 */
export function withCards(config: unknown, pool: unknown): unknown {
  return pool === undefined || !isRecord(config) ? config : { ...config, cards: pool };
}

/**
 * The error of {@link readCardFile} or {@link checkCustomCards} as the tool prints it: its
 * sentence, then each problem on a line of its own, as `rulesmith validate` lists them (card,
 * field, message, code and rule, with the rule's address under it).
 *
 * @internal
 * @param error - The error.
 * @returns The text to print after `error: `.
 * @example
 * ```ts
 * cardsErrorText(read.error);
 * // "my-cards.json" is not a valid Ward card set (1 error).
 * //   error   card `tiny-bug`: the field `hp` is missing [cards/invalid]
 * ```
 */
export function cardsErrorText(error: RuleError): string {
  const listed = own(error.details, "problems");
  const lines = [shownText(error.message, Infinity)];
  const problems = (isList(listed) ? listed : []).map(problemOf).filter((p): p is ValidationProblem => p !== undefined);
  for (const read of problems.slice(0, PROBLEMS_SHOWN)) {
    lines.push(`  error   ${problemText(read)}`);
    const see = ruleSeeLine(read.rule);
    if (see !== undefined) lines.push(`          ${see}`);
  }
  if (problems.length > PROBLEMS_SHOWN) lines.push(`  and ${problems.length - PROBLEMS_SHOWN} more`);
  if (problems.length === 0) {
    const see = ruleSeeLine(error.rule);
    if (see !== undefined) lines.push(`  ${see}`);
  }
  return lines.join("\n");
}

/**
 * The problems of an error of {@link checkCustomCards} (its `details.problems`), or the error
 * itself as one problem when it lists none.
 *
 * @internal
 * @param error - The error.
 * @returns The problems, as `rulesmith validate` lists them.
 * @example
 * ```ts
 * customCardProblems(ruleError("cards/unsupported", "Dice duel has no card format.")).length; // 1
 * ```
 */
export function customCardProblems(error: RuleError): ValidationProblem[] {
  const listed = own(error.details, "problems");
  const problems = (isList(listed) ? listed : []).map(problemOf).filter((p): p is ValidationProblem => p !== undefined);
  return problems.length > 0 ? problems : [problem(error.code, error.message)];
}

function text(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

function problemOf(p: unknown): ValidationProblem | undefined {
  const message = text(own(p, "message"));
  const code = text(own(p, "code"));
  if (message === null || code === null) return undefined;
  return { severity: "error", code, message, card: text(own(p, "card")), field: text(own(p, "field")), rule: text(own(p, "rule")) };
}
