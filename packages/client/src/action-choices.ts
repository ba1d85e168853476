// Legal actions as choices for a person: the same words shown once, with how many actions have them.

/**
 * One numbered choice of a list of legal actions: the words, the action taken when it is
 * chosen, and how many legal actions have these same words.
 *
 * @typeParam A - The game's action.
 * @example
 * ```ts
 * import type { ActionChoice } from "@rulesmith/client";
 * const choice: ActionChoice = { text: "Summon Fog (AL 5, HP 30), sacrificing nothing", action: { type: "summon", card: "c3", sacrifices: [] }, count: 2 };
 * ```
 */
export interface ActionChoice<A = unknown> {
  /** The words, as the game (or the generic wording) gives them. */
  readonly text: string;
  /** The first legal action with these words: the one taken when this choice is picked. */
  readonly action: A;
  /** How many legal actions have these words (2 for two copies of a card in hand). */
  readonly count: number;
}

/**
 * Legal actions as choices for a person, identical words shown once: two copies of a card in
 * hand give the same words ("Summon Fog (AL 5, HP 30), sacrificing nothing"), and a list with
 * the same line twice only confuses. The choice keeps the first of them, in the order of the
 * legal list, and counts them. A game's words tell apart actions that differ in anything that
 * matters (the payment, the target's HP); the generic wording names card ids, so it never
 * groups.
 *
 * @typeParam A - The game's action.
 * @param actions - The legal actions, in the ruleset's order.
 * @param words - Words for one action.
 * @returns The choices, in the order of their first action; none when `actions` is not a list
 *   (a client that passes on what a ruleset returned for a finished match, say).
 * @example
 * ```ts
 * import { actionChoices } from "@rulesmith/client";
 * const choices = actionChoices([{ card: "c1" }, { card: "c2" }, { card: "c3" }], (a) => (a.card === "c3" ? "Play Fireball" : "Play Fog"));
 * choices.map((c) => `${c.text} x${c.count}`); // ["Play Fog x2", "Play Fireball x1"]
 * ```
 */
export function actionChoices<A>(actions: readonly A[], words: (action: A) => string): ActionChoice<A>[] {
  const byText = new Map<string, { text: string; action: A; count: number }>();
  const given: unknown = actions;
  if (!Array.isArray(given)) return [];
  for (const action of actions) {
    const text = words(action);
    const seen = byText.get(text);
    if (seen === undefined) byText.set(text, { text, action, count: 1 });
    else seen.count++;
  }
  return [...byText.values()];
}
