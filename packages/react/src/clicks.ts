// A choice button's click handler that answers one decision per double click: the second click
// of a double click may arrive after the page re-rendered, on a choice of the next decision.

/**
 * Wraps a choice button's click handler so that only the first click of a double (or triple)
 * click runs it: a click whose `event.detail` (the browser's click count) is more than 1 does
 * nothing. A single click (`detail` 1) and a button pressed with Enter or Space (`detail` 0)
 * run the handler.
 *
 * @remarks
 * **When to use**: on every button that answers a decision (the legal actions, a pass, a
 * "Roll" button), together with `at` (`match.act(seat, action, { at })`, with `at` the
 * `status().position` of the same render).
 *
 * `at` alone does not cover a double click. When React re-renders between its two clicks (it
 * does after the first click's `act`, before the browser delivers the second), the second
 * click runs the handler of the *new* render, which carries the new `at`, on whatever button is
 * now under the pointer: often a choice of the next decision. The controller then takes it as
 * the answer to that decision, and one double click answers two. The click count is the
 * browser's (time and distance between clicks), not the button's, so it stays 2 on a button
 * that replaced the first one; a delay ("ignore clicks for 300 ms after a render") would
 * depend on the machine's speed and the player's.
 *
 * **Gotchas**: two deliberate quick clicks on the same spot are a double click to the browser:
 * the second is ignored, and the player clicks again. `element.click()` and keyboard
 * activation give `detail` 0 and are never ignored; a click resent in the same task (before
 * React re-renders) still needs `at` to be refused.
 *
 * @typeParam E - The click event: React's `MouseEvent`, or a DOM `MouseEvent`.
 * @param handler - What a click does (send the action with `act`, ...); what it returns is dropped.
 * @returns A click handler (`onClick`) that calls `handler` with the event unless
 *   `event.detail > 1`.
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { ignoreRepeatClicks, useLegalActions, useMatchStatus } from "@rulesmith/react";
 *
 * function Choices({ match }: { match: MatchController }) {
 *   const legal = useLegalActions(match, 0);
 *   const at = useMatchStatus(match)?.position ?? 0;
 *   const choose = (a: unknown) => ignoreRepeatClicks(() => match.act(0, a, { at }));
 *   return createElement("div", null, legal.map((a, i) => createElement("button", { key: i, onClick: choose(a) }, JSON.stringify(a))));
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(Choices, { match: made.value }))); // <div><button>{&quot;type&quot;:&quot;attack&quot;}</button><button>{&quot;type&quot;:&quot;heavy&quot;}</button></div>
 *
 * // What each click of a double click, and then Enter on the button, does:
 * const taken: number[] = [];
 * const onClick = ignoreRepeatClicks((e: { detail: number }) => taken.push(e.detail));
 * for (const detail of [1, 2, 0]) onClick({ detail });
 * console.log(taken); // [ 1, 0 ]
 * ```
 */
export function ignoreRepeatClicks<
  E extends {
    /** The click's number in a series of clicks on the same spot (1, 2 for a double click), 0 for Enter or Space. */
    readonly detail: number;
  },
>(handler: (event: E) => unknown): (event: E) => void {
  return (event) => {
    if (event.detail > 1) return;
    handler(event);
  };
}
