// What a component shows of a match, read from the controller and kept current: one viewer's
// view, a seat's legal actions, the pending decision, the last step's events and the log.
import type { LogEntry, MatchController } from "@rulesmith/client";
import type { Decision, GameEvent, PlayerId, Viewer } from "@rulesmith/core";
import { useRead } from "./subscription.js";

const NONE: readonly never[] = [];

/**
 * What `viewer` may see now (the ruleset's `view`), kept current. Render the board from this,
 * never from the state: it holds nothing the viewer may not know.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @param viewer - A seat or `"spectator"`.
 * @returns The view, the same object until the next change; `null` without a controller or for
 *   a viewer not in the match.
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { demoConfig, wardPackage, type WardAction, type WardState, type WardView } from "@rulesmith/ward";
 * import { useView } from "@rulesmith/react";
 *
 * function Cemeteries({ match }: { match: MatchController<WardState, WardAction, WardView> }) {
 *   const view = useView(match, "spectator");
 *   return createElement("p", null, `Cemetery HP: ${view?.game.cemeteryHp.join(" / ") ?? "-"}`);
 * }
 * const made = createMatch({ game: wardPackage, config: demoConfig(1) });
 * if (made.ok) console.log(renderToString(createElement(Cemeteries, { match: made.value }))); // <p>Cemetery HP: 0 / 0</p>
 * ```
 */
export function useView<S, A, V>(match: MatchController<S, A, V> | null | undefined, viewer: Viewer): V | null {
  return useRead(
    match,
    (m) => {
      const view = m.view(viewer);
      return view.ok ? view.value : null;
    },
    null,
    [viewer],
  );
}

/**
 * The actions `seat` may take by hand now (the controller's `legalActions`): empty while a bot
 * plays the seat, while another seat must act, in a replay and once the match is over. Send the
 * one clicked with `at` and wrap its handler in {@link ignoreRepeatClicks}, so that a double
 * click answers one decision.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @param seat - A seat.
 * @returns The actions in the ruleset's order, the same list until the next change.
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { ignoreRepeatClicks, useLegalActions, useMatchStatus } from "@rulesmith/react";
 *
 * function Buttons({ match }: { match: MatchController }) {
 *   const legal = useLegalActions(match, 0);
 *   // the position the buttons are drawn at: a second click before the next render is refused
 *   const at = useMatchStatus(match)?.position ?? 0;
 *   // and the second click of a double click after it does nothing (on a choice of the next decision)
 *   const choose = (a: unknown) => ignoreRepeatClicks(() => match.act(0, a, { at }));
 *   return createElement("div", null, legal.map((a, i) => createElement("button", { key: i, onClick: choose(a) }, JSON.stringify(a))));
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(Buttons, { match: made.value }))); // <div><button>{&quot;type&quot;:&quot;attack&quot;}</button><button>{&quot;type&quot;:&quot;heavy&quot;}</button></div>
 * ```
 */
export function useLegalActions<S, A, V>(match: MatchController<S, A, V> | null | undefined, seat: PlayerId): readonly A[] {
  return useRead(match, (m) => m.legalActions(seat), NONE, [seat]);
}

/**
 * What the match waits for now (the ruleset's `pending`): its kind, who must answer and the
 * question in words; a roll of real dice is `{ kind: "chance", details }`.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @returns The decision, or `null` once the match is over or without a controller.
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { usePending } from "@rulesmith/react";
 *
 * function Prompt({ match }: { match: MatchController }) {
 *   const pending = usePending(match);
 *   return createElement("h2", null, pending?.prompt ?? "The match is over");
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(Prompt, { match: made.value }))); // <h2>Attack (2d6+1 against 7, 3d6+1 damage) or heavy attack (2d6+1 against 9, 5d6+1)?</h2>
 * ```
 */
export function usePending<S, A, V>(match: MatchController<S, A, V> | null | undefined): Decision | null {
  return useRead(match, (m) => m.pending() ?? null, null, []);
}

/**
 * The events of the step that led to the current position, as `viewer` may see them: what to
 * animate or announce after each change.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @param viewer - A seat or `"spectator"`.
 * @returns The redacted events (none at the start, without a controller or for an unknown viewer).
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { useEvents } from "@rulesmith/react";
 *
 * function Latest({ match }: { match: MatchController }) {
 *   const events = useEvents(match, 0);
 *   return createElement("p", { "aria-live": "polite" }, events.map((e) => e.type).join(", "));
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(Latest, { match: made.value }))); // <p aria-live="polite"></p>
 * ```
 */
export function useEvents<S, A, V>(match: MatchController<S, A, V> | null | undefined, viewer: Viewer): readonly GameEvent[] {
  return useRead(
    match,
    (m) => {
      const events = m.events(viewer);
      return events.ok ? events.value : NONE;
    },
    NONE,
    [viewer],
  );
}

/**
 * Every step up to the current position as `viewer` may see it: who acted (a person, a bot or
 * the dice), the redacted events, and whether the step revealed information or used chance.
 * Put it in words with the game's `describeEvent` through `formatEvent` of `@rulesmith/client`.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @param viewer - A seat or `"spectator"`.
 * @returns The log, the same list until the next change (empty without a controller).
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, formatEvent, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { useLog } from "@rulesmith/react";
 *
 * function Log({ match }: { match: MatchController }) {
 *   const log = useLog(match, "spectator");
 *   return createElement("ol", null, log.flatMap((step) => step.events.map((e, i) => createElement("li", { key: `${step.index}.${i}` }, formatEvent(e)))));
 * }
 * const bot = { kind: "bot", bot: { kind: "random" } } as const;
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 }, seats: [bot, bot] });
 * if (made.ok) {
 *   await made.value.settled(); // { ok: true, value: undefined } — the bots play the match
 *   console.log(renderToString(createElement(Log, { match: made.value }))); // <ol><li>Player 0 rolls 2d6 for the heavy attack&#x27;s hit roll: 6 + 4 = 10.</li>...</ol>
 * }
 * ```
 */
export function useLog<S, A, V>(match: MatchController<S, A, V> | null | undefined, viewer: Viewer): readonly LogEntry[] {
  return useRead(
    match,
    (m) => {
      const log = m.log(viewer);
      return log.ok ? log.value : NONE;
    },
    NONE,
    [viewer],
  );
}
