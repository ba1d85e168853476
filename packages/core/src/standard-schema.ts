// The Standard Schema v1 interface (https://standardschema.dev), which valibot, zod and arktype
// schemas implement. The spec asks libraries to copy these types rather than depend on a
// package, so core takes a game's state schema without a runtime dependency.

/**
 * A schema of any library that implements Standard Schema v1 (valibot 1, zod 3.24+, arktype 2),
 * as the engine kit takes a game's state schema.
 *
 * @typeParam Input - What the schema accepts.
 * @typeParam Output - What it gives back once valid.
 * @example
 * ```ts
 * import type { StandardSchemaV1 } from "@rulesmith/core";
 * // A hand-written schema: a whole number.
 * const int: StandardSchemaV1<unknown, number> = {
 *   "~standard": {
 *     version: 1,
 *     vendor: "example",
 *     validate: (v) => (Number.isInteger(v) ? { value: v as number } : { issues: [{ message: "not a whole number" }] }),
 *   },
 * };
 * ```
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly "~standard": StandardSchemaProps<Input, Output>;
}

/**
 * The properties behind `~standard` of a {@link StandardSchemaV1}.
 *
 * @typeParam Input - What the schema accepts.
 * @typeParam Output - What it gives back once valid.
 * @example
 * ```ts
 * import type { StandardSchemaProps } from "@rulesmith/core";
 * const props: StandardSchemaProps<unknown, string> = {
 *   version: 1,
 *   vendor: "example",
 *   validate: (v) => (typeof v === "string" ? { value: v } : { issues: [{ message: "not text" }] }),
 * };
 * ```
 */
export interface StandardSchemaProps<Input = unknown, Output = Input> {
  /** Always 1. */
  readonly version: 1;
  /** The library that made the schema (`"valibot"`). */
  readonly vendor: string;
  /**
   * Validates a value.
   *
   * @param value - Anything.
   * @returns The typed value, or the issues found; the engine kit refuses a schema that answers with a promise.
   */
  readonly validate: (value: unknown) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
  /** Type-only: the input and output types. */
  readonly types?:
    | {
        /** The input type. */
        readonly input: Input;
        /** The output type. */
        readonly output: Output;
      }
    | undefined;
}

/**
 * What a Standard Schema's `validate` returns: the value, or the issues.
 *
 * @typeParam Output - The valid value's type.
 * @example
 * ```ts
 * import type { StandardSchemaResult } from "@rulesmith/core";
 * const bad: StandardSchemaResult<number> = { issues: [{ message: "too big", path: ["hp"] }] };
 * ```
 */
export type StandardSchemaResult<Output> =
  | {
      /** The valid value (possibly a copy, with defaults filled in). */
      readonly value: Output;
      /** Absent on success. */
      readonly issues?: undefined;
    }
  | {
      /** Every problem found. */
      readonly issues: readonly StandardSchemaIssue[];
    };

/**
 * One problem a Standard Schema found: a message and where.
 *
 * @example
 * ```ts
 * import type { StandardSchemaIssue } from "@rulesmith/core";
 * const i: StandardSchemaIssue = { message: "Expected a number", path: ["players", 1, { key: "hp" }] };
 * ```
 */
export interface StandardSchemaIssue {
  /** What is wrong, for a person. */
  readonly message: string;
  /** Where: keys from the root, each a key or `{ key }`. */
  readonly path?:
    | readonly (
        | PropertyKey
        | {
            /** The key at this step of the path. */
            readonly key: PropertyKey;
          }
      )[]
    | undefined;
}
