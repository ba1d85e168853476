// Asking a person for an answer until it is a good one: with @inquirer/prompts on a terminal,
// line by line from a pipe (so tests and scripts can drive `rulesmith play`).
import { createInterface } from "node:readline";
import { input } from "@inquirer/prompts";
import type { Result } from "@rulesmith/core";
import type { CliIo, Output } from "./cli-io.js";

/**
 * Asks questions and checks the answers: a bad answer is explained and the same question is
 * asked again.
 *
 * @example
 * ```ts
 * import { PassThrough, Readable } from "node:stream";
 * import { lineAsker, output } from "@rulesmith/cli";
 * // Answers piped in instead of typed: a bad one, then a good one.
 * const screen = new PassThrough();
 * const io = { stdin: Readable.from(["seven\n7\n"]), stdout: screen, stderr: screen, env: {} };
 * const asker = lineAsker(io, output(io));
 * const n = await asker.ask("A number:", (a) => (Number.isInteger(Number(a)) ? { ok: true, value: Number(a) } : { ok: false, error: "Type a whole number." }));
 * asker.close();
 * n; // 7 — after "Not accepted: Type a whole number." on the screen
 * ```
 */
export interface Asker {
  /**
   * Asks until `check` accepts the answer.
   * @param question - The prompt.
   * @param check - Turns an answer into a value, or a message saying what is wrong.
   * @returns The value, or `undefined` when the input ended, the person pressed Ctrl-C, or the
   *   asker's abort signal fired (then {@link Asker.interrupted} is `true`).
   */
  ask<T>(question: string, check: (answer: string) => Result<T, string>): Promise<T | undefined>;
  /** Stops reading input. */
  close(): void;
  /**
   * `true` once an answer was cut short by Ctrl-C at a terminal prompt or by the asker's abort
   * signal, rather than by the end of the input; an asker without it is never interrupted.
   */
  readonly interrupted?: boolean;
}

/** How many answers read ahead may wait before reading pauses. */
const BUFFERED_LINES = 1000;

/**
 * An {@link Asker} that reads one line per answer from a stream that need not be a terminal
 * (a pipe, a file): it prints the question, reads a line, and on a bad answer prints the
 * reason and the same question again.
 *
 * @param io - The streams.
 * @param out - Where to write.
 * @param signal - Aborting it (on Ctrl-C, say) ends the question waiting for an answer, and every
 *   later one, with `undefined`, and sets {@link Asker.interrupted}.
 * @returns The asker.
 * @example
 * ```ts
 * import { PassThrough, Readable } from "node:stream";
 * import { lineAsker, output } from "@rulesmith/cli";
 * const screen = new PassThrough();
 * const io = { stdin: Readable.from(["keep\n"]), stdout: screen, stderr: screen, env: {} };
 * const asker = lineAsker(io, output(io));
 * const answer = await asker.ask("Keep or redraw?", (a) => (a === "keep" || a === "redraw" ? { ok: true, value: a } : { ok: false, error: "Type keep or redraw." }));
 * asker.close();
 * answer; // "keep"
 * ```
 */
export function lineAsker(io: CliIo, out: Output, signal?: AbortSignal): Asker {
  const rl = createInterface({ input: io.stdin, terminal: false });
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let ended = false;
  const stop = (): void => {
    ended = true;
    for (const w of waiting.splice(0)) w(undefined);
  };
  // Input that comes faster than it is asked for (`yes 1 | rulesmith play ...`) waits in the
  // pipe, not here: reading pauses while more than BUFFERED_LINES answers are waiting.
  let paused = false;
  rl.on("line", (line) => {
    const w = waiting.shift();
    if (w !== undefined) {
      w(line);
      return;
    }
    lines.push(line);
    if (!paused && lines.length >= BUFFERED_LINES) {
      paused = true;
      rl.pause();
    }
  });
  rl.on("close", stop);
  signal?.addEventListener("abort", stop, { once: true });
  const next = (): Promise<string | undefined> => {
    if (signal?.aborted === true) return Promise.resolve(undefined);
    const line = lines.shift();
    if (paused && lines.length < BUFFERED_LINES / 2) {
      paused = false;
      rl.resume();
    }
    if (line !== undefined) return Promise.resolve(line);
    if (ended) return Promise.resolve(undefined);
    return new Promise((resolve) => waiting.push(resolve));
  };
  return {
    get interrupted(): boolean {
      return signal?.aborted === true;
    },
    async ask<T>(question: string, check: (answer: string) => Result<T, string>): Promise<T | undefined> {
      for (;;) {
        io.stdout.write(`${out.c.bold(question)} `);
        const line = await next();
        if (line === undefined) {
          io.stdout.write("\n");
          return undefined;
        }
        io.stdout.write(`${line}\n`);
        const r = check(line.trim());
        if (r.ok) return r.value;
        out.line(`${out.c.red("Not accepted:")} ${r.error}`);
      }
    },
    close() {
      signal?.removeEventListener("abort", stop);
      rl.close();
    },
  };
}

/**
 * An {@link Asker} for a terminal, built on `input` of @inquirer/prompts: the reason for a
 * bad answer shows under the prompt until the answer is good. Ctrl-C at the prompt (which
 * inquirer reports as an `ExitPromptError`) or the abort signal ends the question with
 * `undefined` and sets {@link Asker.interrupted}.
 *
 * @param signal - Aborting it cancels the prompt on screen.
 * @returns The asker.
 * @example
 * ```ts
 * import { terminalAsker } from "@rulesmith/cli";
 * const asker = terminalAsker();
 * ```
 */
export function terminalAsker(signal?: AbortSignal): Asker {
  let interrupted = false;
  return {
    get interrupted(): boolean {
      return interrupted || signal?.aborted === true;
    },
    async ask<T>(question: string, check: (answer: string) => Result<T, string>): Promise<T | undefined> {
      if (signal?.aborted === true) return undefined;
      let value: T | undefined;
      try {
        await input(
          {
            message: question,
            validate: (answer: string) => {
              const r = check(answer.trim());
              if (!r.ok) return r.error;
              value = r.value;
              return true;
            },
          },
          signal === undefined ? {} : { signal },
        );
      } catch (e) {
        // Ctrl-C at the prompt, or the signal; anything else means the input is gone.
        if (e instanceof Error && (e.name === "ExitPromptError" || e.name === "AbortPromptError")) interrupted = true;
        return undefined;
      }
      return value;
    },
    close() {
      // Each inquirer prompt closes its own input.
    },
  };
}
