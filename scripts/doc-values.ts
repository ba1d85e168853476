/**
 * What a value comment of a doc code block is checked against (the rules are in the header of
 * scripts/doc-blocks.ts): the value of a statement, taken when the statement runs, as text (node's
 * `util.inspect` on one line) and as a {@link ValueShape}, plain data that survives JSON, so that
 * scripts/smoke-tarballs.ts can send it from the process that ran the block. This file imports
 * nothing but node's `util`, so that the smoke test can compile it on its own and run it next to
 * the installed packages.
 */
import { inspect } from "node:util";
import type { Print } from "./doc-blocks.js";

/**
 * A value as a value comment's literal sees it. Numbers keep their printed form (`String(n)`,
 * `-0` for minus zero), so that `NaN` and `Infinity` survive JSON. An array keeps its items, any
 * other object (a class instance or an error among them) its own enumerable string keys in
 * order, read when the statement ran. A Promise or other thenable is `promise`; a function, a
 * symbol, a `Map`, a `Set`, a `Date`, a `RegExp`, a boxed primitive, a typed array, an object
 * that refers to itself or whose keys cannot be read is `other`, which no literal matches (only
 * the text can).
 */
export type ValueShape =
  | { readonly kind: "number"; readonly text: string }
  | { readonly kind: "bigint"; readonly text: string }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "null" }
  | { readonly kind: "undefined" }
  | { readonly kind: "array"; readonly items: readonly ValueShape[] }
  | { readonly kind: "object"; readonly entries: readonly (readonly [string, ValueShape])[] }
  | { readonly kind: "promise" }
  | { readonly kind: "other" };

/** Objects whose own keys say little about them: matched by their text only. */
const OPAQUE: readonly (abstract new (...args: never[]) => unknown)[] = [Map, Set, WeakMap, WeakSet, Date, RegExp, Number, String, Boolean, ArrayBuffer, DataView];

const isThenable = (value: object): boolean => {
  try {
    return typeof (value as { then?: unknown }).then === "function";
  } catch {
    return false;
  }
};

/**
 * The shape of a value (see {@link ValueShape}).
 * @param value - The value.
 * @returns Its shape.
 */
export function valueShape(value: unknown): ValueShape {
  const within = new Set<object>();
  const shape = (v: unknown): ValueShape => {
    switch (typeof v) {
      case "number":
        return { kind: "number", text: Object.is(v, -0) ? "-0" : String(v) };
      case "bigint":
        return { kind: "bigint", text: String(v) };
      case "string":
        return { kind: "string", value: v };
      case "boolean":
        return { kind: "boolean", value: v };
      case "undefined":
        return { kind: "undefined" };
      case "function":
        return isThenable(v) ? { kind: "promise" } : { kind: "other" };
      case "object":
        break;
      default:
        return { kind: "other" };
    }
    if (v === null) return { kind: "null" };
    if (isThenable(v)) return { kind: "promise" };
    if (within.has(v) || OPAQUE.some((type) => v instanceof type) || ArrayBuffer.isView(v)) return { kind: "other" };
    within.add(v);
    try {
      if (Array.isArray(v)) return { kind: "array", items: Array.from(v as unknown[], shape) };
      const record = v as Record<string, unknown>;
      return { kind: "object", entries: Object.keys(record).map((key) => [key, shape(record[key])] as const) };
    } catch {
      return { kind: "other" };
    } finally {
      within.delete(v);
    }
  };
  return shape(value);
}

/**
 * A value as text: node's `util.inspect` with no depth limit, on one line (`compact: true`,
 * `breakLength: Infinity`): strings in single quotes, `{ ok: true, value: [ 1, 2 ] }`, as the
 * node REPL shows a value, but never broken over lines.
 * @param value - The value.
 * @returns The text.
 */
export function valueText(value: unknown): string {
  return inspect(value, { depth: null, breakLength: Infinity, compact: true });
}

/**
 * What a statement's value is recorded as, for scripts/doc-blocks.ts's `outputProblems`: its
 * text ({@link valueText}) and its shape ({@link valueShape}), taken now, so that a change made
 * to the value by a later line does not count.
 * @param line - The page line where the statement ends.
 * @param value - The statement's value.
 * @returns The record.
 */
export function valuePrint(line: number, value: unknown): Print {
  return { line, text: valueText(value), value: valueShape(value) };
}
