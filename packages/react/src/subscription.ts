// The one subscription every hook shares: React's useSyncExternalStore over the controller's
// subscribe, with the controller's change counter (status().version) as the snapshot. A number
// is a snapshot React can compare with Object.is, so a render never sees a torn state.
import type { MatchController, MatchStatus } from "@rulesmith/client";
import { useCallback, useMemo, useSyncExternalStore } from "react";

/** What the hooks read when there is no match yet. */
const NO_MATCH = -1;

function never(): () => void {
  return () => undefined;
}

/**
 * The controller's change counter, re-rendering the component at every change the controller
 * reports (an action, a bot starting to think, an undo, a step through a record, ...). Every
 * other hook of this package is built on it; use it to derive something of your own from the
 * controller with `useMemo(..., [match, version])`.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none (then nothing is subscribed).
 * @returns The controller's `status().version`, or -1 without a controller.
 * @example
 * ```ts
 * import { createElement, useMemo } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { useMatchVersion } from "@rulesmith/react";
 *
 * function Steps({ match }: { match: MatchController }) {
 *   const version = useMatchVersion(match);
 *   const steps = useMemo(() => match.status().position, [match, version]);
 *   return createElement("p", null, `${steps} steps`);
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(Steps, { match: made.value }))); // <p>0 steps</p>
 * ```
 */
export function useMatchVersion<S, A, V>(match: MatchController<S, A, V> | null | undefined): number {
  const subscribe = useCallback((onChange: () => void) => (match === null || match === undefined ? never() : match.subscribe(onChange)), [match]);
  const snapshot = useCallback(() => (match === null || match === undefined ? NO_MATCH : match.status().version), [match]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Where the match stands, kept current: mode (play or replay), position, who is thinking, who
 * must act, the outcome, a bot's failure and the version.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @returns The status, the same object until the next change; `null` without a controller.
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { useMatchStatus } from "@rulesmith/react";
 *
 * function Thinking({ match }: { match: MatchController }) {
 *   const status = useMatchStatus(match);
 *   return createElement("p", { "aria-live": "polite" }, status?.thinking === null ? "Your move" : `Player ${status?.thinking ?? "?"} is thinking`);
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(Thinking, { match: made.value }))); // <p aria-live="polite">Your move</p>
 * ```
 */
export function useMatchStatus<S, A, V>(match: MatchController<S, A, V> | null | undefined): MatchStatus | null {
  return useRead(match, (m) => m.status(), null, []);
}

/**
 * Reads something of the controller again only after a change (or when `keys` change): the
 * version is a dependency of the memo, not an input of `read`. Private to the package.
 */
export function useRead<S, A, V, T>(match: MatchController<S, A, V> | null | undefined, read: (match: MatchController<S, A, V>) => T, none: T, keys: readonly unknown[]): T {
  const version = useMatchVersion(match);
  // `read` and `none` are fresh each render; the match, its version and the keys decide the value.
  return useMemo(() => (match === null || match === undefined ? none : read(match)), [match, version, ...keys]);
}
