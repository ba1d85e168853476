// Where a rule ID is explained: each game's rules reference page (docs/rules/<game>.md, made by
// scripts/rules-reference.ts), one anchor per ID. Errors, events and the API docs link to it.

/**
 * Where the rules reference pages are online: a page is `<base><game>.md`, an ID's entry
 * `<base><game>.md#<anchor>` (see {@link ruleUrl}).
 *
 * @example
 * ```ts
 * import { RULES_REFERENCE_BASE } from "@rulesmith/core";
 * const wardPage = `${RULES_REFERENCE_BASE}ward.md`;
 * ```
 */
export const RULES_REFERENCE_BASE = "https://github.com/rulesmith/rulesmith/blob/main/docs/rules/";

const PAGES: Readonly<Record<string, string>> = { W: "ward", D: "wardom", G: "guardians" };

/** A rule ID as the matrices write them: a game letter, a topic, a number (`W-QS.3-2`, `D-ST.FrozenTouch-1`, `G-AMB-46`). */
const RULE_ID = /^([WDG])-[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*-\d+$/;

/**
 * The anchor of a rule ID on its game's rules reference page: the ID in lower case with every
 * dot replaced by a dash (`W-QS.2-1` → `w-qs-2-1`). It depends on the ID alone.
 *
 * @param id - A rule ID.
 * @returns The anchor, without `#`.
 * @example
 * ```ts
 * import { ruleAnchor } from "@rulesmith/core";
 * ruleAnchor("D-ST.FrozenTouch-1"); // "d-st-frozentouch-1"
 * ```
 */
export function ruleAnchor(id: string): string {
  return id.toLowerCase().replace(/\./g, "-");
}

/**
 * Where a rule ID is explained: its game's rules reference page with the ID's anchor, or
 * `undefined` for a text that is not a rule ID of the three games (W- Ward, D- Wardom,
 * G- Guardians). A client shows it beside an error's `rule`.
 *
 * @param id - A rule ID, such as an error's `rule`.
 * @returns The address, or `undefined`.
 * @example
 * ```ts
 * import { ruleUrl } from "@rulesmith/core";
 * ruleUrl("W-QS.3-2"); // "https://github.com/rulesmith/rulesmith/blob/main/docs/rules/ward.md#w-qs-3-2"
 * ruleUrl("nonsense"); // undefined
 * ```
 */
export function ruleUrl(id: string): string | undefined {
  const m = RULE_ID.exec(id);
  const page = m === null ? undefined : PAGES[m[1] ?? ""];
  return page === undefined ? undefined : `${RULES_REFERENCE_BASE}${page}.md#${ruleAnchor(id)}`;
}
