/**
 * The name of one conformance check run by {@link checkRuleset}, for `skip` and `only`.
 *
 * - `"determinism"`: the same config and choices give identical states, events and lists.
 * - `"replay"`: the record of a random match replays to an identical final state.
 * - `"json"`: every state, event and listed action is plain JSON, states survive a JSON round
 *   trip, and `parseState` (if present) accepts every state the ruleset makes.
 * - `"immutability"`: `apply`, `legalActions` and `view` never change their input.
 * - `"legal-sound"`: every listed action is accepted; a player who may not act has none.
 * - `"legal-complete"`: every action `apply` accepts is listed (an action that differs from a
 *   listed one only in the order of a list counts as listed when it gives the very same step:
 *   a set of cards, which `defineGame` rulesets match in any order; so does a listed faces answer
 *   to a physical roll without its `roll` number, the documented short form).
 * - `"apply-total"`: `apply` never throws and returns a proper `Result` (never an
 *   `internal/error`), whatever the action and player; `parseState` never throws.
 * - `"views"`: views are plain JSON, and views, an acting seat's `legalActions` (what its
 *   client offers it), redacted events and `pending` (which every viewer sees: checked against
 *   what the spectator may not know) show no hidden card id, as a
 *   value, a key or a word inside longer text ("Frozen Touch of c55" shows `c55`; "c550" does
 *   not), and not all four numbers of the generator state. Events are checked both ways a
 *   client may redact them: `viewEvents` with the states around the step, and the events alone
 *   (`viewEvents(events, viewer)` without them, or `redactEvents`), on every step; a card hidden
 *   from the viewer before the step and after it may appear in neither. A step that says `revealed: false`
 *   (where undo may go back) lets no viewer, the spectator included, see a card in its view that
 *   was hidden from them before the step.
 * - `"determinize"`: a determinized state looks the same to its player, still plays, and
 *   depends only on what the player sees and the seed.
 * - `"termination"`: every random match ends within `maxSteps`.
 * - `"fast-path"` (rulesets with `applyIndex`, such as those built with `defineGame`):
 *   `applyIndex(state, p, i)` gives the same step as `apply(state, p, legalActions(state, p)[i])`
 *   (ok-ness, state, events, `revealed`, `random`), and with `{ events: false }` the same state,
 *   `revealed` and `random` with no events; it refuses an index outside the list.
 * - `"determinize-hidden"` (rulesets with `swapHidden`, `determinize` and `secrets`): exchanging
 *   the definitions of two cards hidden from a player (`swapHidden`) changes neither that
 *   player's view, nor their legal actions, nor what `apply` answers them for near misses of
 *   those actions that it refuses, nor `pending`, nor the player's redacted events of the next
 *   step, nor `determinize` for the same seed, also while another player has a decision to make.
 * - `"parse-state"` (rulesets with `parseState`): fuzzing. Corrupted copies of real states
 *   (wrong values, deep or huge values, `__proto__` keys, removed keys, cards moved or
 *   duplicated between zones) never make `parseState` throw or take longer than
 *   `parseStateMs`; a value that is not plain JSON, or that has a `__proto__` key, is always
 *   refused (with `state/invalid`); and a state it accepts is plain JSON on which the game
 *   keeps the contract (who acts, the decision, the outcome, listed actions accepted) through a
 *   random playout, every state of which `parseState` accepts again.
 * - `"config-cards"` (with the `cards` option: the cards the configs play with): a config's
 *   `cards` may be a card set `{ name, cards }` or a plain list of cards, and `setup` gives the
 *   same match either way (core's `configCardSet` reads it so); with one card of the list
 *   replaced by a value that is no card, `setup` refuses the config with `config/invalid`, as a
 *   list and as a set, and does not check the decks against cards it could not read: its
 *   refusal lists exactly one problem that the same config without `decks` does not (a note
 *   that the decks are checked once the card data is fixed), never one per deck line.
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
  | "termination"
  | "fast-path"
  | "determinize-hidden"
  | "parse-state"
  | "config-cards";

/**
 * Every {@link CheckName}, in the order {@link checkRuleset} runs them.
 * @example
 * ```ts
 * import { CHECK_NAMES } from "@rulesmith/core/testing";
 * CHECK_NAMES.length; // 14
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
  "fast-path",
  "determinize-hidden",
  "parse-state",
  "config-cards",
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
  "fast-path": "applyIndex gives the same step as apply",
  "determinize-hidden": "determinize depends only on the player's view",
  "parse-state": "parseState refuses every state the game cannot play",
  "config-cards": "a config's cards may be a list or a set, and bad ones are reported once",
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
