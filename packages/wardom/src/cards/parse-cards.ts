/**
 * Validating card data from outside: one card, or a card set with every problem listed.
 */
import * as v from "valibot";
import { err, ok, type Result, type RuleError } from "@rulesmith/core";
import type { Card, CardSet } from "./cards.js";
import { CardSchema } from "./card-schema.js";

/**
 * One problem in card data: which card (its id, else its name, else `#index`), where in it
 * (a dot path such as `statuses.0.x`) and what is wrong.
 *
 * @example
 * ```ts
 * import type { CardProblem } from "@rulesmith/wardom";
 * const p: CardProblem = { card: "ember-squire", index: 3, path: "combat", message: "Invalid type: Expected number but received \"2\"" };
 * ```
 */
export interface CardProblem {
  /** The card concerned: its id, else its name, else `#index`; `"(card)"` for an unnamed single card, `"(set)"` for the set itself. */
  readonly card: string;
  /** The card's index in the set's `cards` array; `null` for a single card ({@link parseCard}) or a problem of the set itself. */
  readonly index: number | null;
  /**
   * Where the problem is, as a dot path such as `statuses.0.x`; from {@link parseCardSet} it starts
   * at the set (`cards.3.statuses.0.x`); `""` for the value as a whole.
   */
  readonly path: string;
  /** What is wrong, in words a person understands. */
  readonly message: string;
}

/**
 * Why card data was refused: a {@link RuleError} (code `"cards/invalid"`) that lists every
 * problem found, not only the first.
 *
 * @example
 * ```ts
 * import { parseCardSet } from "@rulesmith/wardom";
 * const r = parseCardSet({ name: "x", cards: [{}] });
 * if (!r.ok) for (const p of r.error.problems) console.log(p.card, p.path, p.message);
 * ```
 */
export interface CardProblems extends RuleError {
  /** Always `"cards/invalid"`: the card data does not fit the card format. */
  readonly code: "cards/invalid";
  /** Every problem found, not only the first (at least one). */
  readonly problems: readonly CardProblem[];
}

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** An own property of outside data, read without trusting its prototype. */
function own(obj: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return d === undefined ? undefined : (d.value as unknown);
}

function forbiddenKeyPaths(value: unknown, path: string, out: string[]): void {
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) forbiddenKeyPaths(value[i], path === "" ? String(i) : `${path}.${i}`, out);
    return;
  }
  for (const key of Object.keys(value)) {
    const p = path === "" ? key : `${path}.${key}`;
    if (FORBIDDEN_KEYS.has(key)) out.push(p);
    else forbiddenKeyPaths(own(value, key), p, out);
  }
}

function cardLabel(value: unknown, index: number | null): string {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const id = own(value, "id");
    if (typeof id === "string" && id !== "") return id;
    const name = own(value, "name");
    if (typeof name === "string" && name !== "") return name;
  }
  return index === null ? "(card)" : `#${index}`;
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? "";
}

function checkCard(value: unknown, index: number | null): { readonly problems: CardProblem[]; readonly card: Card | undefined } {
  const card = cardLabel(value, index);
  const problems: CardProblem[] = [];
  const bad: string[] = [];
  forbiddenKeyPaths(value, "", bad);
  for (const path of bad) problems.push({ card, index, path, message: `The key "${path.split(".").pop() ?? path}" is not allowed in card data.` });
  const parsed = v.safeParse(CardSchema, value, { abortEarly: false });
  if (parsed.success) return { problems, card: problems.length === 0 ? parsed.output : undefined };
  for (const issue of parsed.issues) {
    const path = issuePath(issue);
    // A forbidden key is reported once, above, not again as an unknown field.
    if (bad.some((b) => path === b || path.startsWith(`${b}.`))) continue;
    problems.push({ card, index, path, message: issue.message });
  }
  return { problems, card: undefined };
}

function problemsError(problems: readonly CardProblem[]): CardProblems {
  const first = problems[0];
  const head = first === undefined ? "" : ` First: ${first.card}${first.path === "" ? "" : ` at ${first.path}`}: ${first.message}`;
  return { code: "cards/invalid", message: `The card data has ${problems.length} problem${problems.length === 1 ? "" : "s"}.${head}`, problems };
}

/**
 * Validates one card from outside data (for example parsed JSON).
 *
 * Keys named `__proto__`, `constructor` or `prototype` are refused anywhere in the card, and
 * unknown fields are refused (a typo is reported, not ignored).
 *
 * Implements D-UNIT-1 and the card format of D-ABIL-1 to D-TREASURE-2.
 *
 * @param value - Anything.
 * @returns The card, or an error listing every problem with its field path.
 * @example
 * ```ts
 * import { parseCard } from "@rulesmith/wardom";
 * const r = parseCard({ type: "field", id: "ember-plains", name: "Ember Plains", cost: 3, illustrative: true, upkeep: 1 });
 * if (r.ok) console.log(r.value.name); // "Ember Plains"
 * ```
 */
export function parseCard(value: unknown): Result<Card, CardProblems> {
  const checked = checkCard(value, null);
  if (checked.card === undefined) return err(problemsError(checked.problems));
  return ok(checked.card);
}

/**
 * Validates a card set (`{ name, cards }`) and reports every problem at once, each naming the
 * card (id, else name, else `#index`) and the field path. Besides each card's own problems it
 * reports duplicate ids and duplicate names (copies are counted by name, D-AMB-48).
 *
 * @param value - Anything, such as the result of `JSON.parse` on a card file.
 * @returns The card set, or every problem found.
 * @example
 * ```ts
 * import { parseCardSet, sampleCardSet } from "@rulesmith/wardom";
 * parseCardSet(sampleCardSet).ok; // true
 * const bad = parseCardSet({ name: "Bad", cards: [{ type: "unit", id: "x", name: "X" }] });
 * if (!bad.ok) console.log(bad.error.problems.map((p) => `${p.card} ${p.path}`)); // ["x cost", "x illustrative", ...]
 * ```
 */
export function parseCardSet(value: unknown): Result<CardSet, CardProblems> {
  const problems: CardProblem[] = [];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return err(problemsError([{ card: "(set)", index: null, path: "", message: "A card set is an object { name, cards }." }]));
  }
  const top: string[] = [];
  for (const key of Object.keys(value)) if (FORBIDDEN_KEYS.has(key)) top.push(key);
  for (const key of top) problems.push({ card: "(set)", index: null, path: key, message: `The key "${key}" is not allowed in card data.` });
  const name = own(value, "name");
  if (typeof name !== "string" || name === "") problems.push({ card: "(set)", index: null, path: "name", message: "The set needs a non-empty name." });
  for (const key of Object.keys(value)) {
    if (key !== "name" && key !== "cards" && !FORBIDDEN_KEYS.has(key)) {
      problems.push({ card: "(set)", index: null, path: key, message: `Unknown field "${key}" in the card set.` });
    }
  }
  const cards = own(value, "cards");
  if (!Array.isArray(cards)) {
    problems.push({ card: "(set)", index: null, path: "cards", message: "The set needs a cards array." });
    return err(problemsError(problems));
  }
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  const valid: Card[] = [];
  for (let i = 0; i < cards.length; i++) {
    const raw: unknown = cards[i];
    const checked = checkCard(raw, i);
    if (checked.card !== undefined) valid.push(checked.card);
    for (const p of checked.problems) problems.push({ card: p.card, index: i, path: p.path === "" ? `cards.${i}` : `cards.${i}.${p.path}`, message: p.message });
    if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
      const id = own(raw, "id");
      const cardName = own(raw, "name");
      if (typeof id === "string") {
        const prev = ids.get(id);
        if (prev === undefined) ids.set(id, i);
        else problems.push({ card: id, index: i, path: `cards.${i}.id`, message: `Duplicate id "${id}" (also card #${prev}).` });
      }
      if (typeof cardName === "string") {
        const prev = names.get(cardName);
        if (prev === undefined) names.set(cardName, i);
        else problems.push({ card: cardLabel(raw, i), index: i, path: `cards.${i}.name`, message: `Duplicate name "${cardName}" (also card #${prev}); copies are counted by name (D-AMB-48).` });
      }
    }
  }
  if (problems.length > 0 || typeof name !== "string") return err(problemsError(problems));
  return ok({ name, cards: valid });
}
