// Quoting what a user typed in a message: short, on one line, whatever its length.
import { clipMessage, excerpt } from "@rulesmith/core";

/** The most characters a quoted value takes in a message, quotes and `…` included. */
export const QUOTE_MAX = 40;

/**
 * Quotes a value the user gave (an argument, an option, an answer) for a message: in double
 * quotes, escaped as in JSON so it stays on one line, and cut to {@link QUOTE_MAX} characters
 * with `…` when longer.
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
  return excerpt(value, QUOTE_MAX);
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
  const whole = JSON.stringify(path);
  if (whole.length <= QUOTE_MAX) return whole;
  const chars = Array.from(path);
  // Two quotes and the ellipsis leave QUOTE_MAX - 3 characters: a third for the start, the rest for the end.
  const room = QUOTE_MAX - 3;
  const head = Math.floor(room / 3);
  let start = chars.slice(0, head).join("");
  let end = chars.slice(chars.length - (room - head)).join("");
  // Escapes (a quote, a control character) make the JSON form longer: cut further until it fits.
  let shown = `${JSON.stringify(start).slice(0, -1)}…${JSON.stringify(end).slice(1)}`;
  while (shown.length > QUOTE_MAX && (start !== "" || end !== "")) {
    if (end.length >= start.length) end = Array.from(end).slice(1).join("");
    else start = Array.from(start).slice(0, -1).join("");
    shown = `${JSON.stringify(start).slice(0, -1)}…${JSON.stringify(end).slice(1)}`;
  }
  return shown;
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
  return message.replace(/'([^']*)'/g, (whole, inner: string) => {
    const escaped = JSON.stringify(inner).slice(1, -1);
    if (escaped.length + 2 <= QUOTE_MAX && escaped === inner) return whole;
    const cut = quoted(inner).slice(1, -1);
    return `'${cut}'`;
  });
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
