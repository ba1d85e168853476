/**
 * The name of one conformance check run by {@link checkRuleset}, for `skip` and `only`.
 *
 * - `"determinism"`: the same config and choices give identical states, events and lists.
 * - `"replay"`: the record of a random match replays to an identical final state.
 * - `"json"`: every state, event and listed action is plain JSON, states survive a JSON round
 *   trip, and `parseState` (if present) accepts every state the ruleset makes.
 * - `"immutability"`: `apply`, `legalActions` and `view` never change their input.
 * - `"legal-sound"`: every listed action is accepted; a player who may not act has none.
 * - `"legal-complete"`: every action `apply` accepts is listed.
 * - `"apply-total"`: `apply` never throws and returns a proper `Result` (never an
 *   `internal/error`), whatever the action and player; `parseState` never throws.
 * - `"views"`: views are plain JSON, and views and redacted events show no hidden card id
 *   (values or keys) and not all four numbers of the generator state.
 * - `"determinize"`: a determinized state looks the same to its player, still plays, and
 *   depends only on what the player sees and the seed.
 * - `"termination"`: every random match ends within `maxSteps`.
 *
 * @example
 * ```ts
 * import type { CheckName } from "@rulesmith/core/testing";
 * const slow: readonly CheckName[] = ["legal-complete"];
 * ```
 */
export type CheckName =
  | "determinism"
  | "replay"
  | "json"
  | "immutability"
  | "legal-sound"
  | "legal-complete"
  | "apply-total"
  | "views"
  | "determinize"
  | "termination";

/**
 * Every {@link CheckName}, in the order {@link checkRuleset} runs them.
 * @example
 * ```ts
 * import { CHECK_NAMES } from "@rulesmith/core/testing";
 * CHECK_NAMES.length; // 10
 * ```
 */
export const CHECK_NAMES: readonly CheckName[] = [
  "determinism",
  "replay",
  "json",
  "immutability",
  "legal-sound",
  "legal-complete",
  "apply-total",
  "views",
  "determinize",
  "termination",
];

const TITLES: Readonly<Record<CheckName, string>> = {
  determinism: "the same config and choices give the same match",
  replay: "a match record replays to the same final state",
  json: "every state is plain JSON and survives a round trip",
  immutability: "apply never mutates its input",
  "legal-sound": "every listed action is accepted",
  "legal-complete": "every accepted action is listed",
  "apply-total": "apply never throws on any input",
  views: "views and events hide what is secret",
  determinize: "determinize keeps the player's view",
  termination: "every match ends",
};

/**
 * The property a check states, in words, as failure messages quote it.
 *
 * @param name - A check.
 * @returns Its title, such as `"apply never mutates its input"`.
 * @example
 * ```ts
 * import { checkTitle } from "@rulesmith/core/testing";
 * checkTitle("immutability"); // "apply never mutates its input"
 * ```
 */
export function checkTitle(name: CheckName): string {
  return TITLES[name];
}
