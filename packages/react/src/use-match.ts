// A match owned by a component: made from options, closed when the options change or the
// component goes away.
import { createMatch, type MatchController, type MatchOptions, type MatchStatus } from "@rulesmith/client";
import type { Result, RuleError } from "@rulesmith/core";
import { useEffect, useState } from "react";
import { useMatchStatus } from "./subscription.js";

/**
 * What {@link useMatch} gives: the controller (to pass to the other hooks and to act on), why it
 * could not be made, and its status.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @example
 * ```ts
 * import type { MatchHandle } from "@rulesmith/react";
 * const ready = (h: MatchHandle) => h.match !== null && h.status?.thinking === null;
 * ```
 */
export interface MatchHandle<S = unknown, A = unknown, V = unknown> {
  /** The controller, or `null` before it is made (the first render, and on a server), after an error, or without options. */
  readonly match: MatchController<S, A, V> | null;
  /** Why `createMatch` refused the options (bad seats, a record that does not replay, ...), or `null`. */
  readonly error: RuleError | null;
  /** The controller's status, kept current ({@link useMatchStatus}), or `null` without a controller. */
  readonly status: MatchStatus | null;
}

/**
 * Makes a match controller from `options` (`createMatch` of `@rulesmith/client`) and keeps the
 * component current with it; the controller is closed (its bots stopped, its worker ended) when
 * `options` changes to another object or the component unmounts.
 *
 * @remarks
 * The options object's identity decides the match: a new object starts a new match. Keep it in
 * state (set it when the player presses "New match") or in `useMemo`, never as a literal in
 * the render. The controller is made in an effect, so the first render (and a server render)
 * has `match: null`; React's strict mode makes one, closes it and makes another, which is
 * harmless. Pass `null` to have no match.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam C - Config. @typeParam V - View.
 * @param options - What `createMatch` takes (the game, a config or a record, seats, seed, physical
 *   dice, bot runner), or `null`.
 * @returns `{ match, error, status }`.
 * @example
 * ```ts
 * import { createElement, useState } from "react";
 * import { renderToString } from "react-dom/server";
 * import type { MatchOptions } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { useMatch, useView } from "@rulesmith/react";
 *
 * const options: MatchOptions = { game: { ruleset: referenceDuel }, config: { seed: 1 }, seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "random" } }] };
 * function Duel() {
 *   // one object for the component's life: one match
 *   const [chosen] = useState(options);
 *   const { match, error } = useMatch(chosen);
 *   const view = useView(match, 0);
 *   if (error !== null) return createElement("p", { role: "alert" }, error.message);
 *   return createElement("pre", null, view === null ? "Setting up..." : JSON.stringify(view));
 * }
 * console.log(renderToString(createElement(Duel))); // <pre>Setting up...</pre> — the match is made once mounted
 * ```
 */
export function useMatch<S, A, C, V>(options: MatchOptions<S, A, C, V> | null): MatchHandle<S, A, V> {
  const [made, setMade] = useState<{ readonly options: MatchOptions<S, A, C, V>; readonly result: Result<MatchController<S, A, V>> } | null>(null);
  useEffect(() => {
    if (options === null) {
      setMade(null);
      return undefined;
    }
    const result = createMatch(options);
    setMade({ options, result });
    return () => {
      if (result.ok) result.value.close();
    };
  }, [options]);
  // Until the effect has run for these options, the match made for older ones is not shown.
  const current = made !== null && made.options === options ? made.result : null;
  const match = current?.ok === true ? current.value : null;
  const status = useMatchStatus(match);
  return { match, error: current !== null && !current.ok ? current.error : null, status };
}
