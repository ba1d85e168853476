import type { RuleError } from "./errors.js";

/**
 * The outcome of anything that can fail because of what a caller passed in.
 * Public rulesmith functions return a `Result` instead of throwing.
 *
 * @typeParam T - The value on success.
 * @typeParam E - The error on failure, a {@link RuleError} unless said otherwise.
 * @example
 * ```ts
 * import { ok, err, ruleError, type Result } from "@rulesmith/core";
 * function half(n: number): Result<number> {
 *   return n % 2 === 0 ? ok(n / 2) : err(ruleError("odd", `${n} is odd`));
 * }
 * const r = half(3);
 * if (!r.ok) console.log(r.error.message); // 3 is odd
 * ```
 */
export type Result<T, E = RuleError> =
  | {
      /** `true`: the call succeeded and `value` holds its answer. */
      ok: true;
      /** What the call produced. */
      value: T;
    }
  | {
      /** `false`: the call refused its input and `error` says why; nothing was changed. */
      ok: false;
      /** Why the call failed. */
      error: E;
    };

/**
 * Wraps a value as a successful {@link Result}.
 *
 * @param value - The value.
 * @returns `{ ok: true, value }`.
 * @example
 * ```ts
 * import { ok } from "@rulesmith/core";
 * ok(42); // { ok: true, value: 42 }
 * ```
 */
export function ok<T>(value: T): {
  /** Always `true`. */
  ok: true;
  /** The value passed in, unchanged. */
  value: T;
} {
  return { ok: true, value };
}

/**
 * Wraps an error as a failed {@link Result}.
 *
 * @param error - The error.
 * @returns `{ ok: false, error }`.
 * @example
 * ```ts
 * import { err, ruleError } from "@rulesmith/core";
 * err(ruleError("deck/size", "A deck has exactly 30 cards."));
 * ```
 */
export function err<E>(error: E): {
  /** Always `false`. */
  ok: false;
  /** The error passed in, unchanged. */
  error: E;
} {
  return { ok: false, error };
}
