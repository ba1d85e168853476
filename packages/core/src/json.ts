/**
 * A JSON value: what every rulesmith state, action, event and record is made of.
 *
 * @example
 * ```ts
 * import type { JsonValue } from "@rulesmith/core";
 * const v: JsonValue = { hp: [20, 18], over: false };
 * ```
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Tells whether a value is plain JSON data that survives `JSON.parse(JSON.stringify(v))`
 * unchanged: no `undefined`, functions, class instances, Maps, Sets, Dates, `NaN`,
 * infinities or cycles.
 *
 * @param value - Any value.
 * @returns `true` when the value is plain JSON.
 * @example
 * ```ts
 * import { isPlainJson } from "@rulesmith/core";
 * isPlainJson({ a: [1, "b", null] }); // true
 * isPlainJson({ a: undefined });      // false
 * isPlainJson(new Map());             // false
 * ```
 */
export function isPlainJson(value: unknown): value is JsonValue {
  return plainJsonProblem(value) === undefined;
}

/**
 * Finds the first place where a value is not plain JSON, as a path like `$.players[1].hand`.
 *
 * @param value - Any value.
 * @returns A description of the first problem, or `undefined` when the value is plain JSON.
 * @example
 * ```ts
 * import { plainJsonProblem } from "@rulesmith/core";
 * plainJsonProblem({ a: [1, undefined] }); // "$.a[1] is undefined"
 * ```
 */
export function plainJsonProblem(value: unknown): string | undefined {
  return problemAt(value, "$", new Set());
}

function problemAt(value: unknown, path: string, seen: Set<object>): string | undefined {
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      return Number.isFinite(value) ? undefined : `${path} is ${String(value)}`;
    case "undefined":
      return `${path} is undefined`;
    case "object": {
      if (value === null) return undefined;
      if (seen.has(value)) return `${path} is a cycle`;
      seen.add(value);
      try {
        if (Array.isArray(value)) {
          for (let i = 0; i < value.length; i++) {
            if (!(i in value)) return `${path}[${i}] is a hole`;
            const p = problemAt(value[i], `${path}[${i}]`, seen);
            if (p !== undefined) return p;
          }
          return undefined;
        }
        const proto: unknown = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) {
          return `${path} is not a plain object`;
        }
        for (const key of Object.keys(value)) {
          const p = problemAt((value as Record<string, unknown>)[key], `${path}.${key}`, seen);
          if (p !== undefined) return p;
        }
        return undefined;
      } finally {
        seen.delete(value);
      }
    }
    default:
      return `${path} is a ${typeof value}`;
  }
}

/**
 * Parses JSON text without ever throwing, and without letting `__proto__` keys turn into
 * prototypes: such keys are dropped.
 *
 * @param text - JSON text from outside (a file, a network message, a saved game).
 * @returns The parsed value, or `undefined` together with the parser's message.
 * @example
 * ```ts
 * import { parseJson } from "@rulesmith/core";
 * parseJson('{"a":1}'); // { ok: true, value: { a: 1 } }
 * parseJson("{oops");  // { ok: false, error: { code: "json/parse", ... } }
 * ```
 */
export function parseJson(text: string):
  | {
      /** `true`: the text was valid JSON. */
      ok: true;
      /** The parsed value, with every `__proto__` key dropped. */
      value: JsonValue;
    }
  | {
      /** `false`: the text was not valid JSON. */
      ok: false;
      /** Why the text was refused. */
      error: {
        /** Always `"json/parse"`. */
        code: "json/parse";
        /** "Not valid JSON: " followed by the parser's own message, for a person. */
        message: string;
      };
    } {
  try {
    const value = JSON.parse(text, (key, v: unknown) => (key === "__proto__" ? undefined : v)) as JsonValue;
    return { ok: true, value };
  } catch (e) {
    return { ok: false, error: { code: "json/parse", message: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` } };
  }
}

/**
 * Serializes a JSON value with object keys sorted, so that equal values give equal text.
 * Used for hashing states and comparing them.
 *
 * @param value - A JSON value.
 * @returns Canonical JSON text.
 * @example
 * ```ts
 * import { canonicalJson } from "@rulesmith/core";
 * canonicalJson({ b: 1, a: [2] }); // '{"a":[2],"b":1}'
 * ```
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

/**
 * A 32-bit FNV-1a hash of a value's canonical JSON, as 8 hex digits. Match records use it to
 * notice a tampered config or a replay that ends somewhere else.
 *
 * @param value - A JSON value.
 * @returns The hash as 8 lowercase hex digits.
 * @example
 * ```ts
 * import { hashJson } from "@rulesmith/core";
 * hashJson({ a: 1 }) === hashJson({ a: 1 }); // true
 * ```
 */
export function hashJson(value: unknown): string {
  const text = canonicalJson(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
