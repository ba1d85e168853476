/**
 * The stable error codes of `@rulesmith/client`. Refusals of the rules themselves keep the
 * ruleset's codes (`action/illegal`, `action/not-your-turn`, `chance/bad-faces`, ...).
 *
 * @example
 * ```ts
 * import { ClientErrorCode, createMatch } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const m = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 }, seats: [{ kind: "human" }] });
 * if (!m.ok && m.error.code === ClientErrorCode.BadOptions) console.log(m.error.message); // This match has 2 seats; 1 was given.
 * ```
 */
export const ClientErrorCode = {
  /** Options that are not valid: the seats, the bot specs, the physical-dice seats, the seed. */
  BadOptions: "client/options",
  /** A seat that a bot plays was asked to act by hand, or to undo. */
  BotSeat: "client/bot-seat",
  /** The controller is stepping through a record: act and undo wait for {@link MatchController.resume}. */
  Replaying: "client/replaying",
  /** Nothing to undo: the seat has made no decision since the match began (a decision behind a step that revealed or rolled is `undo/blocked`). */
  NothingToUndo: "undo/nothing",
  /** Undo would go back past a step that revealed hidden information or used randomness. */
  UndoBlocked: "undo/blocked",
  /** A position outside the record when seeking. */
  BadPosition: "client/position",
  /** A bot failed: its runner broke, or it chose an action the rules refused. */
  BotFailed: "client/bot-failed",
  /** The controller (or runner) was closed. */
  Closed: "client/closed",
  /**
   * An action sent with `{ at }` ({@link ActOptions.at}) for a position the match has left: a
   * double click or a network retry of an action already applied. Nothing was changed.
   */
  StaleAction: "client/stale-action",
} as const;
