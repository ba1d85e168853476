// The streams and environment a command runs with, so commands can be run on other streams.
import type { Colors } from "./colors.js";
import { colorsFor } from "./colors.js";

/**
 * The streams and environment of a command run: `process.stdin`, `process.stdout`,
 * `process.stderr` and `process.env` for the real command.
 *
 * @example
 * ```ts
 * import type { CliIo } from "@rulesmith/cli";
 * const io: CliIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
 * ```
 */
export interface CliIo {
  /** Where answers to prompts come from. */
  readonly stdin: NodeJS.ReadableStream & {
    /** `true` when stdin is a terminal: `play` then asks with an interactive terminal prompt instead of reading lines. */
    readonly isTTY?: boolean;
  };
  /** Where results go. */
  readonly stdout: NodeJS.WritableStream & {
    /** `true` when stdout is a terminal: its output is coloured unless `NO_COLOR`, `FORCE_COLOR` or `--no-color` decide otherwise. */
    readonly isTTY?: boolean;
  };
  /** Where errors and progress go. */
  readonly stderr: NodeJS.WritableStream & {
    /** `true` when stderr is a terminal: its output is coloured unless `NO_COLOR`, `FORCE_COLOR` or `--no-color` decide otherwise. */
    readonly isTTY?: boolean;
  };
  /** The environment (`NO_COLOR`, `FORCE_COLOR`). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Writing helpers for a command: lines to stdout and stderr, with colours decided per stream.
 *
 * @example
 * ```ts
 * import { output } from "@rulesmith/cli";
 * const out = output({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env }, true);
 * out.line(out.c.green("done"));
 * ```
 */
export interface Output {
  /** Colours for stdout. */
  readonly c: Colors;
  /** Colours for stderr. */
  readonly ce: Colors;
  /**
   * Writes a line to stdout.
   *
   * @param text - The line, without its newline (default: an empty line).
   */
  line(text?: string): void;
  /**
   * Writes a line to stderr, after a red `error:` label.
   *
   * @param text - The message, without its newline.
   */
  error(text: string): void;
  /**
   * Writes a line to stderr, after a yellow `warning:` label.
   *
   * @param text - The message, without its newline.
   */
  warn(text: string): void;
}

/**
 * Makes the {@link Output} of a command run.
 *
 * @param io - The streams.
 * @param color - `false` for `--no-color`.
 * @returns The writing helpers.
 * @example
 * ```ts
 * import { output } from "@rulesmith/cli";
 * output({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env }).line("hello");
 * ```
 */
export function output(io: CliIo, color?: boolean): Output {
  const c = colorsFor(io.stdout, io.env, color);
  const ce = colorsFor(io.stderr, io.env, color);
  return {
    c,
    ce,
    line: (text = "") => {
      io.stdout.write(`${text}\n`);
    },
    error: (text) => {
      io.stderr.write(`${ce.red("error:")} ${text}\n`);
    },
    warn: (text) => {
      io.stderr.write(`${ce.yellow("warning:")} ${text}\n`);
    },
  };
}
