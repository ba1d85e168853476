// Undo for a seat, kept current: whether it would work now, and the function that does it.
import { ClientErrorCode, type MatchController } from "@rulesmith/client";
import { err, ruleError, type PlayerId, type Result } from "@rulesmith/core";
import { useCallback } from "react";
import { useRead } from "./subscription.js";

/**
 * What {@link useUndo} gives: whether `seat` may undo now, and the function that undoes.
 *
 * @example
 * ```ts
 * import type { UndoHandle } from "@rulesmith/react";
 * const label = (u: UndoHandle) => (u.canUndo ? "Undo" : "Nothing to undo");
 * ```
 */
export interface UndoHandle {
  /** Whether {@link UndoHandle.undo} would take something back now (a person's seat, a decision made, no revealing or random step in between). */
  readonly canUndo: boolean;
  /**
   * Takes back the seat's last decision and what followed (the controller's `undo`).
   * @returns How many steps were taken back, or why not (`undo/blocked`, `undo/nothing`, ...).
   */
  readonly undo: () => Result<number>;
}

/**
 * Undo for `seat`, kept current: `canUndo` turns false when a step that revealed information
 * or used chance comes in between (the controller never goes back past one), and true again
 * after the seat's next decision.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @param match - The controller, or `null` (or `undefined`) while there is none.
 * @param seat - A seat a person plays.
 * @returns `{ canUndo, undo }`; without a controller, `canUndo` is false and `undo` answers `undo/nothing`.
 * @example
 * ```ts
 * import { createElement } from "react";
 * import { renderToString } from "react-dom/server";
 * import { createMatch, type MatchController } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * import { useUndo } from "@rulesmith/react";
 *
 * function UndoButton({ match }: { match: MatchController }) {
 *   const { canUndo, undo } = useUndo(match, 0);
 *   return createElement("button", { disabled: !canUndo, onClick: () => undo() }, "Undo");
 * }
 * const made = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
 * if (made.ok) console.log(renderToString(createElement(UndoButton, { match: made.value }))); // <button disabled="">Undo</button>
 * ```
 */
export function useUndo<S, A, V>(match: MatchController<S, A, V> | null | undefined, seat: PlayerId): UndoHandle {
  const canUndo = useRead(match, (m) => m.canUndo(seat), false, [seat]);
  const undo = useCallback(
    (): Result<number> => (match === null || match === undefined ? err(ruleError(ClientErrorCode.NothingToUndo, "There is no match to undo in.")) : match.undo(seat)),
    [match, seat],
  );
  return { canUndo, undo };
}
