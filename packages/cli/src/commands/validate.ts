// `rulesmith validate`: every problem of a deck or card file at once.
import { isRecord, own } from "@rulesmith/core";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import type { GameRegistry, ValidationProblem, ValidationReport } from "../game-module.js";
import { forbiddenKeyError, readJsonFile, type ForbiddenKey } from "../json-file.js";
import { cardPool, checkCustomCards, customCardProblems } from "../custom-cards.js";
import { findCardTools } from "../registry.js";
import { ruleErrorText, ruleSeeLine } from "../rule-link.js";
import { controlEscape, hasControls, quoted, quotedPath, shownPath, shownText } from "../user-input.js";

/**
 * The options of `rulesmith validate`.
 *
 * @internal
 * @example
 * ```ts
 * const options: ValidateCommandOptions = { game: "ward", kind: "deck", file: "deck.json", json: false };
 * ```
 */
export interface ValidateCommandOptions {
  readonly game: string;
  readonly kind: string;
  readonly file: string;
  readonly cards?: string;
  readonly json: boolean;
  readonly color?: boolean;
}

/** A field's path is cut (in the middle) to this many characters. */
const FIELD_MAX = 120;
/** A problem's message is cut to this many characters: a game's messages are shorter (core clips them to 300). */
const MESSAGE_MAX = 1000;

/** At most this many forbidden keys of one file are listed; one more line counts the rest. */
const FORBIDDEN_SHOWN = 10;

/**
 * The problems of the `__proto__` and `constructor` keys of a file, each with its path.
 *
 * @internal
 * @param keys - The keys found.
 * @param file - The path of a second file (`--cards`), named in each message; `undefined` for the file checked.
 * @returns One problem per key (at most 10, and one that counts the rest).
 * @example
 * ```ts
 * forbiddenProblems([{ key: "__proto__", path: "$.__proto__" }], undefined).length; // 1
 * ```
 */
export function forbiddenProblems(keys: readonly ForbiddenKey[], file: string | undefined): ValidationProblem[] {
  const problems: ValidationProblem[] = keys.slice(0, FORBIDDEN_SHOWN).map((k) => {
    const e = forbiddenKeyError(k);
    return { severity: "error", code: e.code, message: file === undefined ? e.message : `In ${quotedPath(file)}: ${e.message}`, card: null, field: k.path, rule: null };
  });
  const rest = keys.length - FORBIDDEN_SHOWN;
  if (rest > 0) {
    const where = file === undefined ? "The file" : quotedPath(file);
    problems.push({ severity: "error", code: "json/forbidden-key", message: `${where} has ${rest} more keys named __proto__ or constructor, not listed.`, card: null, field: null, rule: null });
  }
  return problems;
}

/** The entries of a file's `cards` list, when it is an object with one. */
function cardEntries(value: unknown): readonly unknown[] | undefined {
  const cards = own(value, "cards");
  return Array.isArray(cards) ? cards : undefined;
}

function hasOnlyKeys(value: unknown, keys: readonly string[]): boolean {
  if (!isRecord(value)) return false;
  const present = Object.keys(value);
  return present.length === keys.length && keys.every((k) => present.includes(k));
}

/**
 * Whether an invalid file looks like the other kind: a deck list (every card an `id` and a
 * `count`) checked as a card set, or a card set (cards with a `kind` and no `count`) checked as
 * a deck. Returns the command to run instead, for a hint under the problems.
 *
 * @internal
 * @param kind - What the file was checked as.
 * @param value - The file's data.
 * @param game - The game id, for the command.
 * @param file - The file, for the command.
 * @returns The hint, or `undefined` when the file does not look like the other kind.
 * @example
 * ```ts
 * kindHint("cards", { name: "x", cards: [{ id: "bear-wolf", count: 3 }] }, "ward", "d.json");
 * // "It looks like a deck list (each card an id and a count): check it with `rulesmith validate ward deck d.json`."
 * ```
 */
export function kindHint(kind: "deck" | "cards", value: unknown, game: string, file: string): string | undefined {
  const entries = cardEntries(value);
  if (entries === undefined || entries.length === 0) return undefined;
  // A path with anything a shell would split or expand is single-quoted in the command; one
  // with a control character is written $'...', with the character escaped.
  const path = /^[\w./@:+-]+$/.test(file)
    ? file
    : hasControls(file)
      ? `$'${Array.from(file, (ch) => (ch === "\\" || ch === "'" ? `\\${ch}` : hasControls(ch) ? controlEscape(ch) : ch)).join("")}'`
      : `'${file.replaceAll("'", "'\\''")}'`;
  const command = (other: string): string => `\`rulesmith validate ${game} ${other} ${path}\``;
  if (kind === "cards" && entries.every((e) => hasOnlyKeys(e, ["id", "count"]))) {
    return `It looks like a deck list (each card an id and a count): check it with ${command("deck")}.`;
  }
  const isDefinition = (e: unknown): boolean => isRecord(e) && Object.hasOwn(e, "kind") && !Object.hasOwn(e, "count");
  if (kind === "deck" && entries.every(isDefinition)) {
    return `It looks like a card set (card definitions, not counts): check it with ${command("cards")}, or give it to a deck check with --cards.`;
  }
  return undefined;
}

/**
 * One problem as a line: severity, card, field, message, code and rule.
 *
 * @internal
 * @param p - The problem.
 * @returns Such as ``"card `bear-wolf`: the field `creatureType` is missing [cards/invalid]"``; the
 *   field is named in front only when the message does not name it.
 * @example
 * ```ts
 * problemText({ severity: "error", code: "deck/size", message: "A deck has 30 cards.", card: null, field: null, rule: null });
 * ```
 */
export function problemText(p: ValidationProblem): string {
  // The card, the field and the message may quote the file's own text: shown on one line, the card cut.
  const where: string[] = [];
  if (p.card !== null) where.push(`card \`${shownText(p.card)}\``);
  const named = /^(the field|unknown field) `/.test(p.message);
  if (p.field !== null && p.field !== "" && !named) where.push(`field ${shownText(p.field, FIELD_MAX, "middle")}`);
  const tags = p.rule === null ? p.code : `${p.code}, ${p.rule}`;
  return `${where.length > 0 ? `${where.join(", ")}: ` : ""}${shownText(p.message, MESSAGE_MAX)} [${shownText(tags, MESSAGE_MAX)}]`;
}

/**
 * Runs `rulesmith validate <game> deck|cards <file>`: lists every problem, naming card and
 * field; exit status 1 when the file (or the `--cards` file) is invalid or cannot be read, 2
 * when the command line asks for a check that does not exist (an unknown game, a game without
 * that checker).
 *
 * @internal
 * @param io - Streams.
 * @param registry - Games.
 * @param options - Parsed options.
 * @returns The exit status.
 * @example
 * ```ts
 * const status = await validateCommand(io, await loadRegistry(), { game: "ward", kind: "deck", file: "deck.json", json: false });
 * ```
 */
export async function validateCommand(io: CliIo, registry: GameRegistry, options: ValidateCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const c = out.c;
  const tools = findCardTools(registry, options.game);
  if (!tools.ok) {
    out.error(ruleErrorText(tools.error));
    return 2;
  }
  if (options.kind !== "deck" && options.kind !== "cards") {
    out.error(`Validate a "deck" or "cards", not ${quoted(options.kind)}.`);
    return 2;
  }
  if (options.kind === "cards" && options.cards !== undefined) {
    out.error("--cards gives the card set a deck is checked against; to check a card file, give it as the file: rulesmith validate <game> cards <file>.");
    return 2;
  }
  let check: (value: unknown, cards: unknown) => ValidationReport;
  if (options.kind === "deck") {
    const validateDeck = tools.value.validateDeck;
    if (validateDeck === undefined) {
      out.error(`${tools.value.name} has no deck checker yet (its package does not export validateDeck).`);
      return 2;
    }
    check = (value, cards) => validateDeck(value, cards);
  } else {
    const parseCardSet = tools.value.parseCardSet;
    if (parseCardSet === undefined) {
      out.error(`${tools.value.name} has no card checker yet (its package does not export parseCardSet).`);
      return 2;
    }
    check = (value) => parseCardSet(value);
  }
  const file = await readJsonFile(options.file);
  // A file that could not be read at all (missing, a directory, no permission) is not "not a
  // valid deck": it is said as every command says it, on stderr. With --json it stays a report.
  if (!file.ok && file.error.code === "file/unreadable" && !options.json) {
    out.error(ruleErrorText(file.error));
    return 1;
  }
  let report: ValidationReport;
  let hint: string | undefined;
  let cardsBroken = false;
  if (!file.ok) {
    report = { valid: false, problems: [{ severity: "error", code: file.error.code, message: file.error.message, card: null, field: null, rule: null }] };
  } else {
    // The keys JavaScript gives a meaning are reported here, with their paths; the game checks
    // the rest of the data (without them), so that every problem is listed at once.
    const problems = forbiddenProblems(file.value.forbidden, undefined);
    let cards: unknown = undefined;
    if (options.kind === "deck" && options.cards !== undefined) {
      const loaded = await readJsonFile(options.cards);
      if (!loaded.ok && !options.json) {
        out.error(ruleErrorText(loaded.error));
        return 1;
      }
      if (!loaded.ok) {
        // With --json the answer is JSON too: the card set is the problem.
        problems.push({ severity: "error", code: loaded.error.code, message: loaded.error.message, card: null, field: null, rule: null });
        cardsBroken = true;
      } else {
        problems.push(...forbiddenProblems(loaded.value.forbidden, options.cards));
        // The file's cards are added to the sample cards, as `--cards` adds them for a match. A
        // broken card set is reported as itself (the headline names its file): the deck cannot
        // be checked against it. A key JavaScript gives a meaning breaks it as any other problem does.
        const custom = checkCustomCards(tools.value, loaded.value.value, quotedPath(options.cards));
        if (custom.ok) cards = cardPool(tools.value, custom.value);
        else problems.push(...customCardProblems(custom.error));
        cardsBroken = loaded.value.forbidden.length > 0 || !custom.ok;
      }
    }
    const checked = cardsBroken ? { valid: false, problems: [] } : check(file.value.value, cards);
    const all = [...problems, ...checked.problems];
    report = { valid: checked.valid && problems.length === 0, problems: [...all.filter((p) => p.severity === "error"), ...all.filter((p) => p.severity !== "error")] };
    if (!report.valid) hint = kindHint(options.kind, file.value.value, tools.value.id, options.file);
  }
  const errors = report.problems.filter((p) => p.severity === "error").length;
  const warnings = report.problems.length - errors;
  if (options.json) {
    const json = { game: tools.value.id, kind: options.kind, file: options.file, valid: report.valid, errors, warnings, problems: report.problems, ...(hint === undefined ? {} : { hint }), ...(options.cards === undefined || options.kind !== "deck" ? {} : { cardSet: { file: options.cards, valid: !cardsBroken } }) };
    io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return report.valid ? 0 : 1;
  }
  const what = options.kind === "deck" ? `${tools.value.name} deck` : `${tools.value.name} card set`;
  const counts = `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  const shown = shownPath(options.file);
  const headline = cardsBroken
    ? `${shown} cannot be checked: its card set ${shownPath(options.cards ?? "")} is not a valid ${tools.value.name} card set: ${counts}.`
    : report.valid
      ? `${shown} is a valid ${what} (${counts}).`
      : `${shown} is not a valid ${what}: ${counts}.`;
  out.line(report.valid ? c.green(headline) : c.red(c.bold(headline)));
  for (const p of report.problems) {
    const tag = p.severity === "error" ? c.red("error  ") : c.yellow("warning");
    out.line(`  ${tag} ${problemText(p)}`);
    const see = ruleSeeLine(p.rule);
    if (see !== undefined) out.line(c.dim(`          ${see}`));
  }
  if (hint !== undefined) out.line(`${c.yellow("hint:")} ${hint}`);
  return report.valid ? 0 : 1;
}
