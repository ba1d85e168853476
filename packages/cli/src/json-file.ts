// Reading a JSON file the user gave (a card file, a deck, a match record): a byte-order mark is
// accepted, and keys JavaScript gives a special meaning (`__proto__`, `constructor`,
// `prototype`) are found by core's `screenData` and reported with their path, never silently
// dropped.
import { readFile } from "node:fs/promises";
import { err, ok, own, ruleError, screenData, type Result, type RuleError } from "@rulesmith/core";
import { oversizedNumberText } from "./json-numbers.js";
import { quotedPath } from "./user-input.js";

/**
 * A key of the data that is refused, and where it is.
 *
 * @internal
 * @example
 * ```ts
 * const key: ForbiddenKey = { key: "__proto__", path: "$.cards[0].__proto__" };
 * ```
 */
export interface ForbiddenKey {
  /** `"__proto__"`, `"constructor"` or `"prototype"`. */
  readonly key: string;
  /** Where it is, such as `$.cards[0].__proto__`. */
  readonly path: string;
}

/**
 * JSON read from a file: the value, with every forbidden key taken out, and the keys that were
 * there, which the caller reports.
 *
 * @internal
 * @example
 * ```ts
 * const read: JsonRead = { value: { a: 1 }, forbidden: [] };
 * ```
 */
export interface JsonRead {
  /** The parsed value, without the forbidden keys. */
  readonly value: unknown;
  /** The forbidden keys found, in document order. */
  readonly forbidden: readonly ForbiddenKey[];
}

/** A written path shows at most this many segments from its start and from its end. */
const PATH_HEAD = 6;
const PATH_TAIL = 2;
/** A key in a written path is cut to this many characters. */
const PATH_KEY = 24;

function segment(key: string | number): string {
  if (typeof key === "number") return `[${key}]`;
  const shown = key.length > PATH_KEY ? `${Array.from(key).slice(0, PATH_KEY - 1).join("")}…` : key;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${shown}` : `[${JSON.stringify(shown)}]`;
}

/** A path as the command line writes it: `$.cards[0].__proto__`, long ones cut in the middle. */
function pathText(path: readonly (string | number)[]): string {
  const segments = path.map(segment);
  if (segments.length > PATH_HEAD + PATH_TAIL) return `$${segments.slice(0, PATH_HEAD).join("")}…${segments.slice(-PATH_TAIL).join("")}`;
  return `$${segments.join("")}`;
}

/** The value at a path of parsed JSON, read with own fields only. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let here = value;
  for (const k of path) here = own(here, String(k));
  return here;
}

/** No limit: a file the user gave may be as large and deep as JSON.parse allows. */
const UNLIMITED = { maxDepth: Infinity, maxValues: Infinity, maxText: Infinity, maxProblems: Infinity } as const;

/**
 * Parses JSON text from a file: a byte-order mark (U+FEFF) at the start is skipped, and every
 * `__proto__`, `constructor` or `prototype` key is taken out of the value and listed with its
 * path, so that the caller reports it (JSON.parse keeps `__proto__` as an own key, which a
 * later copy would drop or turn into a prototype). The keys are those core's `screenData`
 * refuses in card files and deck lists, found by its walk, here without its size limits.
 *
 * @internal
 * @param text - The file's text.
 * @returns The value and the forbidden keys, or `json/parse` with the parser's own message, or
 *   `json/number-too-large` naming the path and the number as written (`1e400`, which
 *   JSON.parse reads as Infinity) with the path in `details.field`.
 * @example
 * ```ts
 * parseJsonText('\uFEFF{"a":{"__proto__":{}}}');
 * // ok: { value: { a: {} }, forbidden: [{ key: "__proto__", path: "$.a.__proto__" }] }
 * ```
 */
export function parseJsonText(text: string): Result<JsonRead> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    // The parser quotes the text around the error, line breaks and all: keep the message on one line.
    const message = e instanceof Error ? e.message : String(e);
    return err(ruleError("json/parse", message.replaceAll("\r", "\\r").replaceAll("\n", "\\n")));
  }
  // JSON.parse gives plain JSON, so the only problems core's screening can find are the keys it
  // refuses; it takes them out of its copy, walking without recursion (a file of any depth).
  const screened = screenData(value, UNLIMITED);
  const forbidden: ForbiddenKey[] = [];
  for (const p of screened.problems) {
    const key = p.path[p.path.length - 1];
    if (!p.forbidden || typeof key !== "string") {
      // The one other value JSON.parse makes that is no JSON: a number too large (1e400 is Infinity).
      const there = valueAt(value, p.path);
      if (typeof there === "number") return err(ruleError("json/number-too-large", oversizedNumberText(body, p.path, there), { details: { field: pathText(p.path) } }));
      return err(ruleError("json/parse", p.message));
    }
    forbidden.push({ key, path: pathText(p.path) });
  }
  return ok({ value: screened.copy, forbidden });
}

/**
 * Reads and parses a JSON file with {@link parseJsonText}.
 *
 * @internal
 * @param file - The path the user gave.
 * @returns The value and the forbidden keys, or `file/unreadable` or `json/parse` with a
 *   sentence naming the file.
 * @example
 * ```ts
 * const read = await readJsonFile("deck.json");
 * ```
 */
export async function readJsonFile(file: string): Promise<Result<JsonRead>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    return err(ruleError("file/unreadable", `Cannot read ${quotedPath(file)}: ${fileErrorText(e)}.`));
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok && parsed.error.code === "json/parse") return err(ruleError("json/parse", `${quotedPath(file)} is not valid JSON: ${parsed.error.message}`));
  if (!parsed.ok) return err(ruleError(parsed.error.code, `In ${quotedPath(file)}, ${parsed.error.message}`, parsed.error.details === undefined ? {} : { details: parsed.error.details }));
  return parsed;
}

/**
 * Why a file could not be read or written, in words, from a Node error code.
 *
 * @internal
 * @param e - What `fs` threw.
 * @returns Such as `"there is no such file"` or `"permission denied"`.
 * @example
 * ```ts
 * fileErrorText(Object.assign(new Error("x"), { code: "ENOENT" })); // "there is no such file"
 * ```
 */
export function fileErrorText(e: unknown): string {
  const code: unknown = typeof e === "object" && e !== null ? Reflect.get(e, "code") : undefined;
  switch (code) {
    case "ENOENT":
      return "there is no such file";
    case "EISDIR":
      return "it is a directory";
    case "ENOTDIR":
      return "a part of the path is not a directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    case "ENOSPC":
      return "the disk is full";
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The problem of a forbidden key, as a sentence for a person.
 *
 * @internal
 * @param key - The key found.
 * @param others - How many more forbidden keys there are, for the sentence (default 0).
 * @returns A rule error with code `json/forbidden-key` and the path in `details.field`.
 * @example
 * ```ts
 * forbiddenKeyError({ key: "__proto__", path: "$.__proto__" }).message;
 * // 'The key "__proto__" is not allowed in rulesmith data: JavaScript gives it a special meaning.'
 * ```
 */
export function forbiddenKeyError(key: ForbiddenKey, others = 0): RuleError {
  const more = others === 0 ? "" : ` (and the file has ${others} more such key${others === 1 ? "" : "s"})`;
  return ruleError("json/forbidden-key", `The key "${key.key}" is not allowed in rulesmith data: JavaScript gives it a special meaning${more}.`, { details: { field: key.path } });
}
