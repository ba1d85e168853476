// A caller's callback (onProgress, onEvent, onMatch) that throws: the caller's failure, told
// apart from a failure of the simulation or the queue, and reported the same way by every
// function that takes one (`simulate/callback`).
import { clipMessage, ruleError, thrownText, type RuleError } from "@rulesmith/core";

/**
 * What a caller's callback threw, with the callback's name: thrown by {@link callBack}, caught
 * where the work stops, and reported with {@link callbackError}.
 *
 * @internal
 * @example
 * ```ts
 * const failure = new CallbackFailure("onProgress", new Error("progress bar gone"));
 * ```
 */
export class CallbackFailure extends Error {
  /**
   * @param callback - The callback's name, as the caller gave it (`"onProgress"`).
   * @param thrown - What it threw.
   */
  constructor(
    readonly callback: string,
    readonly thrown: unknown,
  ) {
    super(`The caller's ${callback} callback threw.`);
  }
}

/**
 * Calls a caller's callback; what it throws is thrown again as a {@link CallbackFailure}, so
 * that it is reported as the caller's (`simulate/callback`), not as a failure of the work.
 *
 * @internal
 * @param name - The callback's name.
 * @param f - The callback, if any.
 * @param args - Its arguments.
 * @example
 * ```ts
 * callBack("onProgress", options.onProgress, 3, 10);
 * ```
 */
export function callBack<A extends unknown[]>(name: string, f: ((...args: A) => void) | undefined, ...args: A): void {
  try {
    f?.(...args);
  } catch (e) {
    throw new CallbackFailure(name, e);
  }
}

/**
 * What was thrown, in words for a message: an error's message (cut to 300 characters) without
 * its final full stop (the messages here add their own), or the thrown value described.
 *
 * @internal
 * @param e - What was thrown.
 * @returns The words.
 * @example
 * ```ts
 * thrownWords(new Error("log closed.")); // "log closed"
 * ```
 */
export function thrownWords(e: unknown): string {
  let text: string;
  try {
    text = e instanceof Error && typeof e.message === "string" ? clipMessage(e.message) : thrownText(e);
  } catch {
    // An error whose message cannot be read: said as whatever it is.
    text = thrownText(e);
  }
  return text.replace(/\.$/, "");
}

/**
 * The error of a callback that threw: `simulate/callback`, "The caller's onProgress callback
 * threw: …", then what became of the work.
 *
 * @internal
 * @param failure - The callback's name and what it threw.
 * @param after - A sentence on what became of the work (the shards stay on the queue, the
 *   workers were ended).
 * @returns The error.
 * @example
 * ```ts
 * callbackError(new CallbackFailure("onProgress", new Error("gone")), "The simulation stopped there.").message;
 * // "The caller's onProgress callback threw: gone. The simulation stopped there."
 * ```
 */
export function callbackError(failure: CallbackFailure, after: string): RuleError {
  return ruleError("simulate/callback", `The caller's ${failure.callback} callback threw: ${thrownWords(failure.thrown)}. ${after}`);
}
