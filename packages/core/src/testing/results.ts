import type { Result } from "../result.js";

/**
 * Returns the value of a successful {@link Result}, or throws an `Error` quoting the failure.
 * For tests: it narrows without an `if`, so no assertion is ever skipped.
 *
 * @param result - A result that should have succeeded.
 * @param what - What was attempted, for the message.
 * @returns The value.
 * @example
 * ```ts
 * import { seedRng, parseRngState } from "@rulesmith/core";
 * import { assertOk } from "@rulesmith/core/testing";
 * const state = assertOk(parseRngState(seedRng(1)));
 * ```
 */
export function assertOk<T, E>(result: Result<T, E>, what = "the call"): T {
  if (result.ok) return result.value;
  throw new Error(`Expected ${what} to succeed, but it failed: ${JSON.stringify(result.error)}`);
}

/**
 * Returns the error of a failed {@link Result}, or throws an `Error` if it succeeded.
 * For tests of bad input.
 *
 * @param result - A result that should have failed.
 * @param what - What was attempted, for the message.
 * @returns The error.
 * @example
 * ```ts
 * import { parseRngState } from "@rulesmith/core";
 * import { assertErr } from "@rulesmith/core/testing";
 * assertErr(parseRngState([1, 2])).code; // "state/invalid"
 * ```
 */
export function assertErr<T, E>(result: Result<T, E>, what = "the call"): E {
  if (!result.ok) return result.error;
  throw new Error(`Expected ${what} to fail, but it succeeded with ${JSON.stringify(result.value)}`);
}
