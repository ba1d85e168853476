/**
 * Validating card data from outside: one card, or a card set with every problem listed.
 */
import * as v from "valibot";
import { clipMessage, dataPathText, err, isRecord, issueSentence, ok, own, cardDataSummary, schemaFieldNames, screenData, type DataProblem, type Result, type RuleError } from "@rulesmith/core";
import type { Card, CardSet } from "./cards.js";
import { CardSchema, ID_WORDS } from "./card-schema.js";
import { abilityProblems } from "./ability-rules.js";
import { PICK_REASONS, type ChoiceKind } from "./pick-zones.js";
import { CARD_TYPES } from "./vocabulary.js";

/** How the parsers name card data in the messages of core's `screenData`. */
const CARD_DATA = { what: "card data" } as const;

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
  /** The rule ID the problem breaks, where there is one (a duplicate name: D-AMB-48). */
  readonly rule?: string;
}

/**
 * Why card data was refused: a {@link RuleError} (code `"cards/invalid"`) that lists every
 * problem found, not only the first.
 *
 * @example
 * ```ts
 * import { parseCardSet } from "@rulesmith/wardom";
 * const r = parseCardSet({ name: "x", cards: [{}] });
 * if (!r.ok) for (const p of r.error.problems) console.log(p.card, p.path, p.message); // #0 cards.0.type the field `type` is missing: a card's type is one of "unit", "ability", "bolt", "danger", "cycle", "equip", "field" or "treasure"
 * ```
 */
export interface CardProblems extends RuleError {
  /** Always `"cards/invalid"`: the card data does not fit the card format. */
  readonly code: "cards/invalid";
  /** Every problem found, not only the first (at least one); the same as plain JSON in `details.problems`. */
  readonly problems: readonly CardProblem[];
}

/** Which card of a screened set a screening problem belongs to: its index and label, or the set itself. */
function cardAt(set: unknown, p: DataProblem): { readonly card: string; readonly index: number | null } {
  const index = p.path[0] === "cards" ? p.path[1] : undefined;
  if (typeof index !== "number") return { card: "(set)", index: null };
  const cards = own(set, "cards");
  const list: readonly unknown[] = Array.isArray(cards) ? cards : [];
  return { card: cardLabel(list[index], index), index };
}

function cardLabel(value: unknown, index: number | null): string {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const id = own(value, "id");
    if (typeof id === "string" && id !== "") return clipMessage(id);
    const name = own(value, "name");
    if (typeof name === "string" && name !== "") return clipMessage(name);
  }
  return index === null ? "(card)" : `#${index}`;
}

// The field names a card may use, for the "did you mean" hint of a misspelt one (made once).
let knownFields: Set<string> | undefined;

/** The card format's problems with a copy that core's `screenData` made and passed, or the parsed card. */
function checkCard(value: unknown, index: number | null): { readonly problems: readonly CardProblem[]; readonly card: Card | undefined } {
  const parsed = v.safeParse(CardSchema, value, { abortEarly: false });
  const card = (): string => cardLabel(value, index);
  if (parsed.success) {
    // What the schema accepts but the engine could not run as written is refused, saying why.
    const refused = abilityProblems(parsed.output);
    if (refused.length === 0) return { problems: [], card: parsed.output };
    const label = card();
    return { problems: refused.map((p) => ({ card: label, index, path: p.path, message: clipMessage(p.message), ...(p.rule === undefined ? {} : { rule: p.rule }) })), card: undefined };
  }
  const label = card();
  knownFields ??= schemaFieldNames(CardSchema);
  const known = knownFields;
  return {
    problems: parsed.issues.map((issue) => {
      const path = v.getDotPath(issue) ?? "";
      const message = clipMessage(ownWords(issue, path) ?? issueSentence(issue, path, known));
      const rule = pickRule(value, path, issue);
      return rule === undefined ? { card: label, index, path, message } : { card: label, index, path, message, rule };
    }),
    card: undefined,
  };
}

/**
 * The rule a zone an effect does not pick from breaks (D-KW.Destroy-1 for a destroy, ...), read
 * from the effect's kind in the card at `path` (`abilities.0.effects.1.choice.zones.0`).
 */
function pickRule(card: unknown, path: string, issue: v.BaseIssue<unknown>): string | undefined {
  const at = /^abilities\.(\d+)\.effects\.(\d+)\.choice\.zones\.\d+$/.exec(path);
  if (at === null || issue.type !== "picklist") return undefined;
  const abilities = own(card, "abilities");
  const ability: unknown = Array.isArray(abilities) ? abilities[Number(at[1])] : undefined;
  const effects = own(ability, "effects");
  const kind = own(Array.isArray(effects) ? effects[Number(at[2])] : undefined, "kind");
  return typeof kind === "string" && Object.hasOwn(PICK_REASONS, kind) ? PICK_REASONS[kind as ChoiceKind].rule : undefined;
}

/**
 * Wardom's own words for problems core's general ones say badly: a `type` that is none of the
 * eight (the schema lists the types as its variant groups them, in parentheses), an id that is
 * not lower-case letters, digits and dashes (the schema shows its regular expression), and the
 * zone label `"equip"` (the engine's zone of attached Equips, which an unlabelled Equip ability
 * already means).
 */
function ownWords(issue: v.BaseIssue<unknown>, path: string): string | undefined {
  if (path === "type" && issue.type === "variant") {
    const given = issue.received === "undefined" ? "is missing" : `is ${issue.received}`;
    const types = CARD_TYPES.map((t) => `"${t}"`);
    return `the field \`type\` ${given}: a card's type is one of ${types.slice(0, -1).join(", ")} or ${types[types.length - 1] ?? ""}`;
  }
  if (path === "id" && issue.type === "regex") return `the field \`id\` is ${issue.received}, not an id: an id is ${ID_WORDS}`;
  // A zone an effect does not pick from: the schema's sentence says why (pick-zones.ts).
  if (/\.choice\.zones\.\d+$/.test(path) && issue.type === "picklist") return `the field \`${path}\` is ${issue.received}, but ${issue.message}`;
  if (/^abilities\.\d+\.zone$/.test(path) && issue.received === '"equip"') {
    return `the field \`${path}\` is "equip", which is no zone label: an Equip's abilities without a label work while it is attached to a Unit, so leave the label out`;
  }
  return undefined;
}

/** The `cards/invalid` error, worded as in every game (core's `cardDataSummary`): the problems that fit, the rest counted. */
function problemsError(problems: readonly CardProblem[]): CardProblems {
  // In details.problems too, as every refusal that lists problems has them (plain JSON, for a client that gets only code, message and details).
  const details = { problems: problems.map((p) => (p.rule === undefined ? { card: p.card, index: p.index, path: p.path, message: p.message } : { card: p.card, index: p.index, path: p.path, message: p.message, rule: p.rule })) };
  return { code: "cards/invalid", message: cardDataSummary(problems), details, problems };
}

/**
 * Validates one card from outside data (for example parsed JSON).
 *
 * Unknown fields are refused (a typo is reported, not ignored), and so are keys named
 * `__proto__`, `constructor` or `prototype` anywhere in the card.
 *
 * Implements D-UNIT-1 and the card format of D-ABIL-1 to D-TREASURE-2.
 *
 * @remarks
 * It never throws, whatever the value. Besides the card format it refuses the abilities the
 * engine would not run as written, each with a sentence saying why (a continuous ability that
 * holds anything but `additional-recruit`, a second activated ability on an Ability, Bolt or
 * Danger Action, a zone label where the card never is face up, ...: see {@link CardAbility}).
 * It also refuses, each as a problem:
 * a value that is not plain JSON (a function, `undefined`, `NaN`, a class instance, a cycle,
 * a getter), one nested more than 32 levels deep or holding more than 50,000 values, a
 * string or key longer than 10,000 characters, and a value whose proxy traps throw. So a call
 * on any input takes well under 100 ms. Numbers in the card format are whole and at most
 * 10,000 in size (see {@link CardSchema}).
 *
 * @param value - Anything.
 * @returns The card, or a `cards/invalid` error listing every problem with its field path.
 * @example
 * ```ts
 * import { parseCard } from "@rulesmith/wardom";
 * const r = parseCard({ type: "field", id: "ember-plains", name: "Ember Plains", cost: 3, illustrative: true, upkeep: 1 });
 * if (r.ok) console.log(r.value.name); // Ember Plains
 * parseCard(null).ok; // false — "The card data has 1 problem. First: (card): ..."
 * ```
 */
export function parseCard(value: unknown): Result<Card, CardProblems> {
  // The schema reads the plain copy, never the value itself: no getter or proxy trap runs again.
  const { copy, problems } = screenData(value, CARD_DATA);
  if (problems.length > 0) {
    const card = cardLabel(copy, null);
    return err(problemsError(problems.map((p) => ({ card, index: null, path: dataPathText(p.path, "dots"), message: p.message }))));
  }
  const checked = checkCard(copy, null);
  return checked.card === undefined ? err(problemsError(checked.problems)) : ok(checked.card);
}

/**
 * Validates a card set (`{ name, cards }`) and reports every problem at once, each naming the
 * card (id, else name, else `#index`) and the field path. Besides each card's own problems it
 * reports duplicate ids and duplicate names (copies are counted by name, D-AMB-48).
 *
 * @remarks
 * Like {@link parseCard} it never throws, and refuses data that is not plain JSON or is past
 * its limits (32 levels, 50,000 values in the whole set, 10,000 characters in a string), and
 * abilities the engine would not run as written. The JSON Schema {@link cardSetJsonSchema} says
 * the same as the card format, but not these limits, the abilities refused nor the duplicate
 * checks.
 *
 * @param value - Anything, such as the result of `JSON.parse` on a card file.
 * @returns The card set, or every problem found.
 * @example
 * ```ts
 * import { parseCardSet, sampleCardSet } from "@rulesmith/wardom";
 * parseCardSet(sampleCardSet).ok; // true
 * const bad = parseCardSet({ name: "Bad", cards: [{ type: "unit", id: "x", name: "X" }] });
 * if (!bad.ok) console.log(bad.error.problems.map((p) => `${p.card} ${p.path}`)); // [ 'x cards.0.cost', 'x cards.0.illustrative', ... ]
 * ```
 */
export function parseCardSet(value: unknown): Result<CardSet, CardProblems> {
  const notASet = (): Result<CardSet, CardProblems> => err(problemsError([{ card: "(set)", index: null, path: "", message: "A card set is an object { name, cards }." }]));
  if (typeof value !== "object" || value === null) return notASet();
  // Everything below reads the plain copy, never the value itself: no getter or proxy trap runs
  // again (a revoked proxy throws even on Array.isArray, so that too is asked of the copy).
  const screened = screenData(value, CARD_DATA);
  const set = screened.copy;
  if (Array.isArray(set)) return notASet();
  if (screened.problems.length > 0) {
    return err(problemsError(screened.problems.map((p) => ({ ...cardAt(set, p), path: dataPathText(p.path, "dots"), message: p.message }))));
  }
  if (!isRecord(set)) return notASet();
  const problems: CardProblem[] = [];
  const name = own(set, "name");
  if (typeof name !== "string" || name === "") problems.push({ card: "(set)", index: null, path: "name", message: "The set needs a non-empty name." });
  for (const key of Object.keys(set)) {
    // `$schema` only tells an editor where the JSON Schema is; the set read leaves it out.
    if (key === "$schema") {
      if (typeof own(set, key) !== "string") problems.push({ card: "(set)", index: null, path: key, message: "The set's $schema is the address of its JSON Schema, a string." });
    } else if (key !== "name" && key !== "cards") problems.push({ card: "(set)", index: null, path: key, message: `Unknown field "${key}" in the card set.` });
  }
  const cards = own(set, "cards");
  if (!Array.isArray(cards)) {
    problems.push({ card: "(set)", index: null, path: "cards", message: "The set needs a cards array." });
    return err(problemsError(problems));
  }
  const list: readonly unknown[] = cards;
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  const valid: Card[] = [];
  for (let i = 0; i < list.length; i++) {
    const raw = list[i];
    const checked = checkCard(raw, i);
    if (checked.card !== undefined) valid.push(checked.card);
    for (const p of checked.problems) problems.push({ ...p, path: p.path === "" ? `cards.${i}` : `cards.${i}.${p.path}` });
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) continue;
    const id = own(raw, "id");
    const cardName = own(raw, "name");
    if (typeof id === "string") {
      const prev = ids.get(id);
      if (prev === undefined) ids.set(id, i);
      else problems.push({ card: clipMessage(id), index: i, path: `cards.${i}.id`, message: clipMessage(`Duplicate id "${id}" (also card #${prev}).`) });
    }
    if (typeof cardName === "string") {
      const prev = names.get(cardName);
      if (prev === undefined) names.set(cardName, i);
      else {
        const message = clipMessage(`Duplicate name "${cardName}" (also card #${prev}); copies are counted by name (D-AMB-48).`);
        problems.push({ card: cardLabel(raw, i), index: i, path: `cards.${i}.name`, message, rule: "D-AMB-48" });
      }
    }
  }
  if (problems.length > 0 || typeof name !== "string") return err(problemsError(problems));
  return ok({ name, cards: valid });
}
