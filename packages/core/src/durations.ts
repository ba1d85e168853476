import { turnsBegunBy, turnsEndedBy, isTurnInProgress, type Clock } from "./clock.js";
import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { PlayerId } from "./player.js";
import { err, ok, type Result } from "./result.js";

/**
 * How long an effect lasts, as plain JSON. Expiry is computed from the {@link Clock} by
 * {@link isExpired}, never counted down by hand. Build durations with the constructors, which
 * fill in the clock counts:
 *
 * - `"permanent"`: never expires ({@link permanent}).
 * - `"turn-cycles"`: `count` turn cycles anchored on the player whose turn it was when the
 *   effect began; expires at the BEGINNING of that player's `count`-th next turn
 *   ({@link forTurnCycles}).
 * - `"until-end-of-next-turn"`: expires when `player`'s next turn ends ({@link untilEndOfNextTurn}).
 * - `"owner-turns"`: lasts `owner`'s next `count` turns; expires when the last of them ends
 *   ({@link forOwnerTurns}).
 * - `"while-attached"`: lasts while `card` is attached to `host` ({@link whileAttached}).
 *
 * @example
 * ```ts
 * import type { Duration } from "@rulesmith/core";
 * const ghostForm: Duration = { kind: "turn-cycles", count: 2, anchor: 0, from: 2 };
 * ```
 */
export type Duration =
  | {
      /** `"permanent"`: the effect never expires. */
      readonly kind: "permanent";
    }
  | {
      /** `"turn-cycles"`: the effect lasts `count` turn cycles and ends at the beginning of the anchor's `count`-th next turn (W-9.2.3-1). */
      readonly kind: "turn-cycles";
      /** How many turn cycles, a whole number of at least 1. */
      readonly count: number;
      /** The player whose turn it was when the effect began; cycles are counted on their turn beginnings. */
      readonly anchor: PlayerId;
      /** How many turns the anchor had begun when the effect began (their `turnsBegun` then). */
      readonly from: number;
    }
  | {
      /** `"until-end-of-next-turn"`: the effect ends when `player`'s next turn ends (D-ST.FrozenTouch-1). */
      readonly kind: "until-end-of-next-turn";
      /** The player whose next turn counts. */
      readonly player: PlayerId;
      /** The effect expires once `player` has ended this many turns (their `turnsEnded`), 1 or more. */
      readonly target: number;
    }
  | {
      /** `"owner-turns"`: the effect lasts `count` of `owner`'s turns and ends when the last of them ends (G-POI-1). */
      readonly kind: "owner-turns";
      /** The player whose turns are counted. */
      readonly owner: PlayerId;
      /** How many of the owner's turns, a whole number of at least 1 (recorded as given; expiry is computed from `target`). */
      readonly count: number;
      /** The effect expires once `owner` has ended this many turns (their `turnsEnded`). */
      readonly target: number;
    }
  | {
      /** `"while-attached"`: the effect lasts while `card` is attached to `host`, as the game reports through {@link ExpiryContext} (W-6.4.2-2). */
      readonly kind: "while-attached";
      /** The id of the attached card (the Equip). */
      readonly card: string;
      /** The id of the card it is attached to. */
      readonly host: string;
    };

/**
 * What {@link isExpired} needs to know beyond the clock: whether a card is still attached to
 * its host (for `"while-attached"` durations). A function argument, never stored in state.
 *
 * @example
 * ```ts
 * import type { ExpiryContext } from "@rulesmith/core";
 * const attachments: Record<string, string> = { c9: "c3" };
 * const ctx: ExpiryContext = { isAttached: (card, host) => attachments[card] === host };
 * ```
 */
export interface ExpiryContext {
  /** Whether `card` is still attached to `host`; without it a "while-attached" duration never expires. */
  readonly isAttached?: (card: string, host: string) => boolean;
}

function badCount(count: number, what: string): RuleError | undefined {
  if (Number.isInteger(count) && count >= 1) return undefined;
  return ruleError(CoreErrorCode.BadConfig, `${what} must be a whole number of at least 1, not ${String(count)}.`, {
    details: { count: Number.isFinite(count) ? count : String(count) },
  });
}

function unseated(player: PlayerId, clock: Clock): RuleError | undefined {
  if (clock.players.includes(player)) return undefined;
  return ruleError(CoreErrorCode.UnknownPlayer, `Player ${String(player)} is not seated in this match.`, {
    details: { player: Number.isFinite(player) ? player : String(player), players: clock.players.slice() },
  });
}

/**
 * A duration that never expires.
 *
 * @returns `{ kind: "permanent" }`.
 * @example
 * ```ts
 * import { permanent } from "@rulesmith/core";
 * const d = permanent();
 * ```
 */
export function permanent(): Duration {
  return { kind: "permanent" };
}

/**
 * A duration of `count` turn cycles, starting now. It is anchored on the player whose turn it
 * is (`clock.active`) and expires at the beginning of that player's `count`-th next turn,
 * before anything else in that turn (a game checks expiry right after `beginTurn`,
 * before its draw). The phase it began in does not matter, nor whose card it was.
 *
 * Implements W-9.2.3-1, W-9.2.3.1-1 and W-9.2.3.2-1 (Ghost Form: played in your 2nd Magic
 * Phase with 2 turn cycles, it lasts the rest of your turn, the opponent's turn, your next
 * turn, the opponent's next turn, and ends at the start of your following turn, before you
 * draw), and the default of W-AMB-28 (played on the opponent's turn, it is anchored on the
 * opponent).
 *
 * @remarks
 * Created before the first turn, it is anchored on the player who goes first and counts
 * their first turn as the first "next" turn.
 *
 * @param count - Turn cycles, a whole number of at least 1.
 * @param clock - The clock now.
 * @returns The duration, or a `config/invalid` error for a bad count.
 * @example
 * ```ts
 * import { createClock, beginTurn, forTurnCycles, isExpired } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * const t = c.ok ? beginTurn(c.value, "draw") : c;
 * if (t.ok) {
 *   const d = forTurnCycles(2, t.value);
 *   if (d.ok) isExpired(d.value, t.value); // false
 * }
 * ```
 */
export function forTurnCycles(count: number, clock: Clock): Result<Duration> {
  const bad = badCount(count, "A number of turn cycles");
  if (bad !== undefined) return err(bad);
  return ok({ kind: "turn-cycles", count, anchor: clock.active, from: turnsBegunBy(clock, clock.active) });
}

/**
 * A duration that lasts until the end of `player`'s next turn: the turn of theirs that begins
 * after now (if it is their turn now, the current one does not count).
 *
 * Implements Wardom's "until the end of the next turn" (D-ST.FrozenTouch-1, with the game
 * choosing whose turn counts, D-AMB-2).
 *
 * @param player - The player whose next turn counts.
 * @param clock - The clock now.
 * @returns The duration, or `player/unknown` when `player` is not seated.
 * @example
 * ```ts
 * import { createClock, untilEndOfNextTurn } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * if (c.ok) untilEndOfNextTurn(1, c.value); // ok: expires when player 1's first turn ends
 * ```
 */
export function untilEndOfNextTurn(player: PlayerId, clock: Clock): Result<Duration> {
  const bad = unseated(player, clock);
  if (bad !== undefined) return err(bad);
  return ok({ kind: "until-end-of-next-turn", player, target: turnsBegunBy(clock, player) + 1 });
}

/**
 * A duration of `count` of `owner`'s turns: the next `count` turns of theirs that begin after
 * now; it expires when the last of them ends. With `includeCurrentTurn`, when it is the
 * owner's turn now (begun, not ended), the current turn counts as the first.
 *
 * Implements Guardians' "for the owner's next N turns" (G-POI-1).
 *
 * @param owner - Whose turns are counted.
 * @param count - How many turns, a whole number of at least 1.
 * @param clock - The clock now.
 * @param options - `includeCurrentTurn` (default `false`).
 * @returns The duration, or `player/unknown` / `config/invalid`.
 * @example
 * ```ts
 * import { createClock, forOwnerTurns } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * if (c.ok) forOwnerTurns(1, 3, c.value); // ok: expires when player 1's third turn ends
 * ```
 */
export function forOwnerTurns(
  owner: PlayerId,
  count: number,
  clock: Clock,
  options?: { readonly includeCurrentTurn?: boolean },
): Result<Duration> {
  const badPlayer = unseated(owner, clock);
  if (badPlayer !== undefined) return err(badPlayer);
  const bad = badCount(count, "A number of turns");
  if (bad !== undefined) return err(bad);
  const current = options?.includeCurrentTurn === true && clock.active === owner && isTurnInProgress(clock) ? 1 : 0;
  return ok({ kind: "owner-turns", owner, count, target: turnsBegunBy(clock, owner) + count - current });
}

/**
 * A duration that lasts while `card` is attached to `host` ("while equipped").
 * {@link isExpired} asks the game through `context.isAttached`.
 *
 * Implements W-6.4.2-2 (an Equip goes when its host leaves the field) when the game reports
 * attachment.
 *
 * @param card - The attached card's id.
 * @param host - The host card's id.
 * @returns The duration.
 * @example
 * ```ts
 * import { whileAttached } from "@rulesmith/core";
 * const d = whileAttached("c9", "c3");
 * ```
 */
export function whileAttached(card: string, host: string): Duration {
  return { kind: "while-attached", card, host };
}

/**
 * Tells whether a duration has run out at this point of the clock. Once expired, a
 * clock-based duration stays expired as the clock moves on.
 *
 * - `"turn-cycles"`: expired once the anchor has begun `count` more turns than when it was
 *   created, i.e. from the beginning of the anchor's `count`-th next turn (W-9.2.3-1).
 * - `"until-end-of-next-turn"` / `"owner-turns"`: expired once the player has ended `target` turns.
 * - `"while-attached"`: expired when `context.isAttached(card, host)` is false.
 * - `"permanent"`: never.
 *
 * @remarks
 * Without `context.isAttached`, a `"while-attached"` duration is never expired: pass it.
 * A duration naming a player who is not seated in this clock never expires.
 *
 * @param duration - The duration.
 * @param clock - The clock now.
 * @param context - What the clock cannot tell (attachments).
 * @returns `true` when the effect has ended.
 * @example
 * ```ts
 * import { isExpired } from "@rulesmith/core";
 * const clock = { players: [0, 1], turn: 5, active: 0, phase: "draw", turnsBegun: [3, 2], turnsEnded: [2, 2] };
 * isExpired({ kind: "turn-cycles", count: 2, anchor: 0, from: 1 }, clock); // true: player 0 began 2 turns since
 * isExpired({ kind: "while-attached", card: "c9", host: "c3" }, clock, { isAttached: () => true }); // false
 * ```
 */
export function isExpired(duration: Duration, clock: Clock, context?: ExpiryContext): boolean {
  switch (duration.kind) {
    case "permanent":
      return false;
    case "turn-cycles":
      return clock.players.includes(duration.anchor) && turnsBegunBy(clock, duration.anchor) - duration.from >= duration.count;
    case "until-end-of-next-turn":
      return clock.players.includes(duration.player) && turnsEndedBy(clock, duration.player) >= duration.target;
    case "owner-turns":
      return clock.players.includes(duration.owner) && turnsEndedBy(clock, duration.owner) >= duration.target;
    case "while-attached":
      return context?.isAttached !== undefined && !context.isAttached(duration.card, duration.host);
    default: {
      const never: never = duration;
      return never;
    }
  }
}

/**
 * How much of a duration is left, for a UI ("2 turns left"), in the unit the duration counts:
 *
 * - `"turn-cycles"`: beginnings of the anchor's turns still to come before it expires
 *   (equal to the turn cycles left);
 * - `"until-end-of-next-turn"` / `"owner-turns"`: ends of the player's turns still to come
 *   before it expires (the current turn's end included);
 * - `"permanent"` / `"while-attached"`: `null`, not counted by the clock.
 *
 * @param duration - The duration.
 * @param clock - The clock now.
 * @returns The count (0 once expired), or `null`.
 * @example
 * ```ts
 * import { turnsRemaining } from "@rulesmith/core";
 * const clock = { players: [0, 1], turn: 4, active: 1, phase: "draw", turnsBegun: [2, 2], turnsEnded: [2, 1] };
 * turnsRemaining({ kind: "turn-cycles", count: 2, anchor: 0, from: 1 }, clock); // 1
 * ```
 */
export function turnsRemaining(duration: Duration, clock: Clock): number | null {
  switch (duration.kind) {
    case "permanent":
    case "while-attached":
      return null;
    case "turn-cycles":
      return Math.max(0, duration.count - (turnsBegunBy(clock, duration.anchor) - duration.from));
    case "until-end-of-next-turn":
      return Math.max(0, duration.target - turnsEndedBy(clock, duration.player));
    case "owner-turns":
      return Math.max(0, duration.target - turnsEndedBy(clock, duration.owner));
    default: {
      const never: never = duration;
      return never;
    }
  }
}

function wholeAtLeast(v: unknown, min: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= min;
}

/**
 * Checks that a value from outside (a saved game, a card file) is a well-formed
 * {@link Duration}: a known `kind` with whole-number counts, player ids and string card ids.
 * Extra fields are dropped.
 *
 * @param value - Anything.
 * @returns A fresh duration, or a `state/invalid` error saying what is wrong.
 * @example
 * ```ts
 * import { parseDuration } from "@rulesmith/core";
 * parseDuration({ kind: "turn-cycles", count: 2, anchor: 0, from: 1 }).ok; // true
 * parseDuration({ kind: "turn-cycles", count: 0, anchor: 0, from: 1 }).ok; // false
 * ```
 */
export function parseDuration(value: unknown): Result<Duration> {
  const bad = (why: string): Result<Duration> => err(ruleError(CoreErrorCode.BadState, `Not a valid duration: ${why}.`));
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  const v = value as Record<string, unknown>;
  const kind = v["kind"];
  switch (kind) {
    case "permanent":
      return ok({ kind });
    case "turn-cycles": {
      const { count, anchor, from } = v;
      if (!wholeAtLeast(count, 1)) return bad("count must be a whole number of at least 1");
      if (!wholeAtLeast(anchor, 0)) return bad("anchor must be a player id");
      if (!wholeAtLeast(from, 0)) return bad("from must be a whole number");
      return ok({ kind, count, anchor, from });
    }
    case "until-end-of-next-turn": {
      const { player, target } = v;
      if (!wholeAtLeast(player, 0)) return bad("player must be a player id");
      if (!wholeAtLeast(target, 1)) return bad("target must be a whole number of at least 1");
      return ok({ kind, player, target });
    }
    case "owner-turns": {
      const { owner, count, target } = v;
      if (!wholeAtLeast(owner, 0)) return bad("owner must be a player id");
      if (!wholeAtLeast(count, 1)) return bad("count must be a whole number of at least 1");
      if (!wholeAtLeast(target, 0)) return bad("target must be a whole number");
      return ok({ kind, owner, count, target });
    }
    case "while-attached": {
      const { card, host } = v;
      if (typeof card !== "string" || typeof host !== "string") return bad("card and host must be card ids");
      return ok({ kind, card, host });
    }
    default:
      return bad(typeof kind === "string" ? `unknown kind "${kind}"` : "kind is not a string");
  }
}
