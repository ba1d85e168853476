// Text from outside (what a user typed, a deck's name, a card id, a file path) as a terminal
// shows it: on one line, control characters escaped, long values cut.
import { clipMessage, excerpt } from "@rulesmith/core";

/** The most characters a quoted value takes in a message, quotes and `…` included. */
export const QUOTE_MAX = 40;

/** The short escapes JSON writes for some control characters. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r" };

/** Whether a UTF-16 code unit is a C0 control, DEL or a C1 control (the escape character among them). */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** Whether a code point (a character as `for...of` gives it) is shown as an escape: a control, or a lone surrogate. */
function isUnprintable(char: string): boolean {
  const code = char.charCodeAt(0);
  return char.length === 1 && (isControl(code) || (code >= 0xd800 && code <= 0xdfff));
}

/**
 * How one control character is shown: `\n`, `\t` and the other short escapes of JSON, else
 * `\u001b` and the like.
 *
 * @internal
 * @param char - One UTF-16 code unit.
 * @returns The escape.
 * @example
 * ```ts
 * controlEscape("\u001b"); // "\\u001b"
 * ```
 */
export function controlEscape(char: string): string {
  return SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Whether a text holds a character a terminal would act on or could not show: a C0 control
 * (line breaks and the escape character among them), DEL, a C1 control, or a lone surrogate.
 *
 * @internal
 * @param text - Any text.
 * @returns `true` when {@link shownText} would escape something in it.
 * @example
 * ```ts
 * hasControls("a\nb"); // true
 * ```
 */
export function hasControls(text: string): boolean {
  for (const char of text) if (isUnprintable(char)) return true;
  return false;
}

/**
 * The text cut into the pieces a terminal shows: each character (a surrogate pair kept whole),
 * or the escape of a control character; with `quotes`, `"` and `\` are escaped as in JSON.
 */
function pieces(text: string, quotes: boolean): string[] {
  const out: string[] = [];
  for (const char of text) {
    if (quotes && (char === '"' || char === "\\")) out.push(`\\${char}`);
    else out.push(isUnprintable(char) ? controlEscape(char) : char);
  }
  return out;
}

/** The first pieces that fit in `room` characters. */
function headOf(parts: readonly string[], room: number): string {
  let used = 0;
  let i = 0;
  while (i < parts.length && used + (parts[i]?.length ?? 0) <= room) used += parts[i++]?.length ?? 0;
  return parts.slice(0, i).join("");
}

/** The last pieces that fit in `room` characters. */
function tailOf(parts: readonly string[], room: number): string {
  let used = 0;
  let i = parts.length;
  while (i > 0 && used + (parts[i - 1]?.length ?? 0) <= room) used += parts[--i]?.length ?? 0;
  return parts.slice(i).join("");
}

/** The pieces in at most `room` characters: whole, or cut at the end (or in the middle) with `…`. */
function fit(parts: readonly string[], room: number, middle: boolean): string {
  const whole = parts.join("");
  if (whole.length <= room) return whole;
  const left = Math.max(room - 1, 0);
  if (!middle) return `${headOf(parts, left)}…`;
  // A third for the start, the rest for the end, where a path has its file name.
  const start = headOf(parts, Math.floor(left / 3));
  return `${start}…${tailOf(parts, left - start.length)}`;
}

/**
 * Text from outside as a terminal shows it, the one way the commands print a deck's name, a
 * card id, a file path or a message that may quote them: control characters (C0, DEL, C1, the
 * escape character and line breaks among them) are written as escapes (`\u001b`, `\n`), so
 * that the text stays on its line and cannot move the cursor, clear the screen or change
 * colours; a text longer than `max` characters is cut with `…`, at the end or, for a path, in
 * the middle so that the file name still shows. A surrogate pair or an escape is never split.
 * JSON output keeps the text as it is (JSON escapes it itself).
 *
 * @internal
 * @param text - The text.
 * @param max - The most characters to show, `…` included (default {@link QUOTE_MAX});
 *   `Infinity` never cuts.
 * @param cut - `"end"` (default) or `"middle"` (for a path).
 * @returns The text to print.
 * @example
 * ```ts
 * shownText("Evil\u001b[31m\nFAKE");             // "Evil\\u001b[31m\\nFAKE"
 * shownText("x".repeat(100)).length;              // 40, ending in "…"
 * shownText("/a/very/long/path/to/a/deck.json", 20, "middle"); // "/a/ver…o/a/deck.json"
 * ```
 */
export function shownText(text: string, max = QUOTE_MAX, cut: "end" | "middle" = "end"): string {
  return fit(pieces(text, false), Math.max(max, 1), cut === "middle");
}

/**
 * Quotes a value the user gave (an argument, an option, an answer) for a message: in double
 * quotes, escaped as in JSON and with every control character escaped as {@link shownText}
 * writes it, so it stays on one line, and cut to {@link QUOTE_MAX} characters with `…` when
 * longer.
 *
 * @internal
 * @param value - What the user typed.
 * @returns Such as `"chess"`, or `"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…"` for a long value.
 * @example
 * ```ts
 * quoted("chess");          // '"chess"'
 * quoted("a".repeat(1000)); // 40 characters, ending in '…"'
 * ```
 */
export function quoted(value: string): string {
  return `"${fit(pieces(value, true), QUOTE_MAX - 2, false)}"`;
}

/**
 * Quotes a file path for a message like {@link quoted}, but cuts a long path in the middle, so
 * that its end (the file name) is still shown: `"/home/alice/pro…/missing/match.json"`.
 *
 * @internal
 * @param path - A path the user gave.
 * @returns The path in double quotes, at most {@link QUOTE_MAX} characters.
 * @example
 * ```ts
 * quotedPath("out/match.json"); // '"out/match.json"'
 * ```
 */
export function quotedPath(path: string): string {
  return `"${fit(pieces(path, true), QUOTE_MAX - 2, true)}"`;
}

/**
 * A file path as a line shows it unquoted (`deck.json is not a valid Ward deck`): as
 * {@link shownText} shows it, cut in the middle to {@link QUOTE_MAX} characters.
 *
 * @internal
 * @param path - A path the user gave.
 * @returns The path to print.
 * @example
 * ```ts
 * shownPath("decks/forest.json"); // "decks/forest.json"
 * ```
 */
export function shownPath(path: string): string {
  return shownText(path, QUOTE_MAX, "middle");
}

/**
 * Shortens every value commander quoted in one of its error messages (`argument '…' is
 * invalid`, `unknown option '…'`, `unknown command '…'`) to {@link QUOTE_MAX} characters, with
 * control characters written as escapes.
 *
 * @internal
 * @param message - Commander's message.
 * @returns The message with long values cut.
 * @example
 * ```ts
 * shortenQuotes(`error: unknown command '${"x".repeat(100)}'`); // "error: unknown command 'xxx…'"
 * ```
 */
export function shortenQuotes(message: string): string {
  return message.replace(/'([^']*)'/g, (_whole, inner: string) => `'${quoted(inner).slice(1, -1)}'`);
}

/** The most names {@link someNames} lists before it counts the rest. */
export const NAMES_SHOWN = 10;

/**
 * Names for a message, as a comma-separated list of at most {@link NAMES_SHOWN} (each cut to
 * {@link QUOTE_MAX} characters; a name that is not a string is written as `excerpt` writes it),
 * then how many more there are: a list from a caller may be of any length.
 *
 * @internal
 * @param names - The names (game ids, bot ids).
 * @returns Such as `"random, greedy, mcts"`; for a longer list its first ten names, then
 *   `"and 99990 more"`.
 * @example
 * ```ts
 * someNames(["random", "greedy", "mcts"]); // "random, greedy, mcts"
 * someNames(Array.from({ length: 12 }, (_, i) => `b${i}`)); // "b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 and 2 more"
 * ```
 */
export function someNames(names: readonly unknown[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((n) => (typeof n === "string" ? clipMessage(n, QUOTE_MAX) : excerpt(n, QUOTE_MAX)));
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}
