// Problems a schema library reports about card or deck data, as sentences a person understands:
// "the field `creatureType` is missing", "unknown field `colour` (did you mean `color`?)".
// Every game checks its data with a schema; this is the one place that words what it finds.
import type { CardProblem } from "./game-package.js";

/**
 * One problem as a schema library reports it: the message, and the details valibot (and
 * libraries like it) add: what kind of check failed, what was expected and received, the input
 * and the requirement. Only `message` is required; a sentence is built from what is there.
 *
 * @example
 * ```ts
 * import type { SchemaIssueLike } from "@rulesmith/core";
 * const missing: SchemaIssueLike = { message: "Invalid key", kind: "schema", type: "strict_object", expected: '"hp"', received: "undefined", input: undefined };
 * ```
 */
export interface SchemaIssueLike {
  /** The library's own message, the last resort. */
  readonly message: string;
  /** `"schema"` (the wrong type or shape) or `"validation"` (a value out of range). */
  readonly kind?: string;
  /** The schema or check that failed (`"strict_object"`, `"picklist"`, `"min_value"`, ...). */
  readonly type?: string;
  /** What was expected, as the library writes it (`'"hp"'`, `"number"`, `'"a" | "b"'`, `"never"`). */
  readonly expected?: string | null;
  /** What was received, as the library writes it (`"undefined"`, `'"red"'`, `"5"`). */
  readonly received?: string;
  /** The value checked. */
  readonly input?: unknown;
  /** The check's parameter (a minimum, a maximum, a length). */
  readonly requirement?: unknown;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  Array: "a list",
  Object: "an object",
  null: "null",
  undefined: "missing",
};

/** @internal What a schema library's `expected` text says, in words: `"(number | string)"` is "one of number, string". */
export function words(given: string): string {
  const expected = given.startsWith("(") && given.endsWith(")") ? given.slice(1, -1) : given;
  const known = TYPE_WORDS[expected];
  if (known !== undefined) return known;
  const options = expected.split(" | ");
  if (options.length > 1) {
    const shown = options.slice(0, 8).join(", ");
    return `one of ${shown}${options.length > 8 ? `, ... (${options.length} in all)` : ""}`;
  }
  return expected;
}

/** @internal What a schema library's `received` text says, in words, at most 40 characters. */
export function shown(received: string | undefined): string {
  if (received === undefined) return "something else";
  const known = TYPE_WORDS[received];
  if (known !== undefined && received !== "null") return known;
  return received.length > 40 ? `${received.slice(0, 37)}...` : received;
}

/**
 * The edit distance between two names (insertions, deletions, substitutions, and swaps of two
 * neighbouring letters each count one), at most `limit + 1`.
 */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  // The whole table in one list: row i starts at i * width.
  const t = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => t[i * width + j] ?? 0;
  for (let j = 0; j <= b.length; j++) t[j] = j;
  for (let i = 1; i <= a.length; i++) {
    t[i * width] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, at(i - 2, j - 2) + 1);
      t[i * width + j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
  }
  return at(a.length, b.length);
}

/**
 * The known name closest to a misspelt one, for a "did you mean" hint: at most two edits away
 * (one for names of three letters or fewer), case ignored; the first such name in order on a tie.
 *
 * @param word - The name given.
 * @param names - The names it may have meant.
 * @returns The closest name, or `undefined` when none is close.
 * @example
 * ```ts
 * import { closestName } from "@rulesmith/core";
 * closestName("colour", ["color", "name", "hp"]); // "color"
 * closestName("xyz", ["color", "name"]); // undefined
 * ```
 */
export function closestName(word: string, names: Iterable<string>): string | undefined {
  const w = word.toLowerCase();
  const limit = w.length <= 3 ? 1 : 2;
  let best: string | undefined;
  let bestD = limit + 1;
  for (const name of names) {
    if (name === word) continue;
    const d = distance(w, name.toLowerCase(), limit);
    if (d < bestD) {
      best = name;
      bestD = d;
    }
  }
  return best;
}

/**
 * Words for one schema problem about a field, as the part of a sentence after the card's name:
 * "the field `creatureType` is missing", "unknown field `colour` (did you mean `color`?)",
 * "the field `hp` is 0, less than 1", "the field `kind` is "dragon", not one of "creature",
 * "magic"". A message the schema's author wrote for a check (one that does not start with the
 * library's own "Invalid ") is kept after the field, and so is the library's message for a
 * problem this has no words for.
 *
 * @param issue - The problem, as the schema library reports it.
 * @param path - Where inside the card or file (`"hp"`, `"effects[0].amount"`); `""` for the card itself.
 * @param known - Field names the data may use, for the "did you mean" hint of an unknown field.
 * @param whole - What the data is, for a problem with the whole of it (default `"the card"`).
 * @returns The words.
 * @example
 * ```ts
 * import { issueSentence } from "@rulesmith/core";
 * issueSentence({ message: "Invalid key", type: "strict_object", expected: '"hp"', received: "undefined", input: undefined }, "hp");
 * // "the field `hp` is missing"
 * issueSentence({ message: "Invalid key", type: "strict_object", expected: "never", received: '"colour"' }, "colour", ["color"]);
 * // "unknown field `colour` (did you mean `color`?)"
 * ```
 */
export function issueSentence(issue: SchemaIssueLike, path: string, known: Iterable<string> = [], whole = "the card"): string {
  const field = path === "" ? whole : `the field \`${path}\``;
  const last = /([^.[\]]+)\]?$/.exec(path)?.[1] ?? path;
  if (!issue.message.startsWith("Invalid ")) return `${field}: ${issue.message}`;
  const objectCheck = issue.type === "object" || issue.type === "strict_object" || issue.type === "loose_object" || issue.type === "object_with_rest";
  if (issue.type === "strict_object" && issue.expected === "never") {
    const hint = closestName(last, known);
    return `unknown field \`${path}\`${hint === undefined ? "" : ` (did you mean \`${hint}\`?)`}`;
  }
  if (objectCheck && issue.input === undefined && issue.received === "undefined" && path !== "") return `${field} is missing`;
  if (issue.kind === "validation") {
    const value = shown(issue.received);
    const req = typeof issue.requirement === "number" || typeof issue.requirement === "string" ? String(issue.requirement) : undefined;
    switch (issue.type) {
      case "min_value":
        if (req !== undefined) return `${field} is ${value}, less than ${req}`;
        break;
      case "max_value":
        if (req !== undefined) return `${field} is ${value}, more than ${req}`;
        break;
      case "integer":
        return `${field} is ${value}, not a whole number`;
      case "min_length":
        if (req !== undefined) return `${field} is too short (at least ${req})`;
        break;
      case "max_length":
        if (req !== undefined) return `${field} is too long (at most ${req})`;
        break;
      default:
        break;
    }
    return `${field}: ${issue.message}`;
  }
  if (issue.kind === "schema" && typeof issue.expected === "string" && issue.expected !== "") {
    if (issue.received === "undefined" && path !== "") return `${field} is missing`;
    return `${field} is ${shown(issue.received)}, not ${words(issue.expected)}`;
  }
  return `${field}: ${issue.message}`;
}

/**
 * Every field name a valibot-shaped schema may accept, anywhere inside it (the keys of its
 * object schemas, through variants, unions, lists, records, optionals and pipes): the names
 * {@link issueSentence} suggests for a misspelt field.
 *
 * @param schema - A schema object (valibot's, or one with the same `entries` / `options` /
 *   `item` / `wrapped` / `pipe` fields).
 * @returns The names.
 * @example
 * ```ts
 * import { schemaFieldNames } from "@rulesmith/core";
 * schemaFieldNames({ entries: { hp: {}, color: { wrapped: { entries: { name: {} } } } } }); // Set(3) { 'hp', 'color', 'name' }
 * ```
 */
export function schemaFieldNames(schema: unknown): Set<string> {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (s: unknown, depth: number): void => {
    if (typeof s !== "object" || s === null || seen.has(s) || depth > 40) return;
    seen.add(s);
    const node = s as Readonly<Record<string, unknown>>;
    const entries = node["entries"];
    if (typeof entries === "object" && entries !== null) {
      for (const [k, v] of Object.entries(entries)) {
        out.add(k);
        walk(v, depth + 1);
      }
    }
    for (const key of ["options", "pipe"]) {
      const list = node[key];
      if (Array.isArray(list)) for (const item of list) walk(item, depth + 1);
    }
    for (const key of ["item", "wrapped", "value", "rest"]) walk(node[key], depth + 1);
  };
  walk(schema, 0);
  return out;
}

/**
 * A card problem as one line for a person: the card, then what is wrong
 * ("card `bear-wolf`: the field `creatureType` is missing"), and the rule ID when there is one.
 *
 * @param problem - The problem.
 * @returns The line.
 * @example
 * ```ts
 * import { cardProblemText } from "@rulesmith/core";
 * cardProblemText({ severity: "error", code: "cards/invalid", message: "the field `hp` is missing", card: "bear-wolf", field: "hp", rule: null });
 * // "card `bear-wolf`: the field `hp` is missing"
 * ```
 */
export function cardProblemText(problem: CardProblem): string {
  const where = problem.card === null ? "" : `card \`${problem.card}\`: `;
  return `${where}${problem.message}${problem.rule === null ? "" : ` (${problem.rule})`}`;
}
