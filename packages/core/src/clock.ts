import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { PhaseChangedEvent } from "./events.js";
import type { PlayerId } from "./player.js";
import { err, ok, type Result } from "./result.js";

/**
 * The game clock, as plain JSON: who sits where, how many turns have begun, whose turn it is,
 * the phase, and for every seat how many of its turns have begun and ended. Durations
 * (see `isExpired`) are computed from these counts, never counted down by hand.
 *
 * - `players`: seating order; a seat's index in this list indexes `turnsBegun` and `turnsEnded`.
 * - `turn`: turns begun so far in the match, 0 before the first.
 * - `active`: whose turn it is (before the first turn: who will go first).
 * - `phase`: the game's name for the current phase or stage.
 *
 * @example
 * ```ts
 * import type { Clock } from "@rulesmith/core";
 * const c: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
 * ```
 */
export interface Clock {
  /** The seats in seating order (distinct, at least one); a seat's index here indexes `turnsBegun` and `turnsEnded`. */
  readonly players: readonly PlayerId[];
  /** Turns begun so far in the whole match, 0 before the first turn. */
  readonly turn: number;
  /** Whose turn it is; before the first turn, who will go first. */
  readonly active: PlayerId;
  /** The game's name for the current phase or stage (`"draw"`); any string. */
  readonly phase: string;
  /** For each seat (same index as `players`), how many of its turns have begun, the current one included. */
  readonly turnsBegun: readonly number[];
  /** For each seat (same index as `players`), how many of its turns have ended. */
  readonly turnsEnded: readonly number[];
}

/** Error code: a turn is begun while the active player's turn has not ended. */
const TURN_IN_PROGRESS = CoreErrorCode.TurnInProgress;
/** Error code: a turn is ended while no turn is in progress. */
const NO_TURN = CoreErrorCode.NoTurn;

function unknownPlayer(player: PlayerId, players: readonly PlayerId[]): RuleError {
  return ruleError(CoreErrorCode.UnknownPlayer, `Player ${String(player)} is not seated in this match (seats: ${players.join(", ")}).`, {
    details: { player, players: players.slice() },
  });
}

/**
 * Starts a clock before the first turn: turn 0, nobody's turn begun yet, `first` marked as
 * the player who will take the first turn.
 *
 * @param players - The players in seating order: distinct whole numbers, at least one.
 * @param first - Who takes the first turn.
 * @param phase - The phase to show before the first turn (`"setup"`).
 * @returns The clock, or a `player/unknown` error when `first` is not seated, or
 *   `config/invalid` for an empty or repeating seat list.
 * @example
 * ```ts
 * import { createClock } from "@rulesmith/core";
 * const c = createClock([0, 1], 1, "setup");
 * // ok: { players: [0, 1], turn: 0, active: 1, phase: "setup", turnsBegun: [0, 0], turnsEnded: [0, 0] }
 * ```
 */
export function createClock(players: readonly PlayerId[], first: PlayerId, phase: string): Result<Clock> {
  if (players.length === 0) return err(ruleError(CoreErrorCode.BadConfig, "A clock needs at least one player."));
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p === undefined || !Number.isInteger(p) || p < 0) {
      return err(ruleError(CoreErrorCode.BadConfig, `Players are seat numbers (whole numbers from 0); got ${String(p)}.`));
    }
    if (players.indexOf(p) !== i) {
      return err(ruleError(CoreErrorCode.BadConfig, `Player ${p} is seated twice.`, { details: { player: p } }));
    }
  }
  if (!players.includes(first)) return err(unknownPlayer(first, players));
  const zeros = players.map(() => 0);
  return ok({ players: players.slice(), turn: 0, active: first, phase, turnsBegun: zeros, turnsEnded: zeros.slice() });
}

/**
 * Tells whether the active player's turn has begun and not yet ended.
 *
 * @param clock - The clock.
 * @returns `true` between {@link beginTurn} and {@link endTurn}.
 * @example
 * ```ts
 * import { createClock, beginTurn, isTurnInProgress } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * if (c.ok) {
 *   isTurnInProgress(c.value); // false
 *   const t = beginTurn(c.value, "draw");
 *   if (t.ok) isTurnInProgress(t.value); // true
 * }
 * ```
 */
export function isTurnInProgress(clock: Clock): boolean {
  const seat = clock.players.indexOf(clock.active);
  return (clock.turnsBegun[seat] ?? 0) > (clock.turnsEnded[seat] ?? 0);
}

/**
 * The player after the active one in seating order (wrapping round), or the active player
 * themselves before the first turn: whoever a plain {@link beginTurn} would start.
 *
 * @param clock - The clock.
 * @returns The player whose turn comes next.
 * @example
 * ```ts
 * import { createClock, nextPlayer } from "@rulesmith/core";
 * const c = createClock([0, 1, 2], 2, "setup");
 * if (c.ok) nextPlayer(c.value); // 2 (nobody has played yet); after player 2's turn it is 0
 * ```
 */
export function nextPlayer(clock: Clock): PlayerId {
  if (clock.turn === 0) return clock.active;
  const seat = clock.players.indexOf(clock.active);
  return clock.players[(seat + 1) % clock.players.length] ?? clock.active;
}

/**
 * How many turns a player has begun so far (the current one included).
 *
 * @param clock - The clock.
 * @param player - A seated player.
 * @returns The count; 0 for a player who is not seated.
 * @example
 * ```ts
 * import type { Clock } from "@rulesmith/core";
 * import { turnsBegunBy } from "@rulesmith/core";
 * const c: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
 * turnsBegunBy(c, 0); // 2
 * ```
 */
export function turnsBegunBy(clock: Clock, player: PlayerId): number {
  return clock.turnsBegun[clock.players.indexOf(player)] ?? 0;
}

/**
 * How many turns a player has ended so far.
 *
 * @param clock - The clock.
 * @param player - A seated player.
 * @returns The count; 0 for a player who is not seated.
 * @example
 * ```ts
 * import type { Clock } from "@rulesmith/core";
 * import { turnsEndedBy } from "@rulesmith/core";
 * const c: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
 * turnsEndedBy(c, 0); // 1
 * ```
 */
export function turnsEndedBy(clock: Clock, player: PlayerId): number {
  return clock.turnsEnded[clock.players.indexOf(player)] ?? 0;
}

function bump(counts: readonly number[], seat: number): number[] {
  const out = counts.slice();
  out[seat] = (out[seat] ?? 0) + 1;
  return out;
}

/**
 * Begins the next turn: `player` (or, when left out, the next player in seating order after
 * the active one; before the first turn, the player chosen to go first) becomes active, the
 * turn number goes up by one and so does that player's count of turns begun.
 *
 * Implements W-9.2.2-1 (a turn cycle starts at the beginning of a player's turn: durations
 * anchored on turn beginnings expire here, before the game's first phase, e.g. before the draw).
 *
 * @remarks
 * The previous turn must have been ended with {@link endTurn} first, so that durations
 * counting turn ends ("until the end of the next turn") see it. Give `player` for games
 * where the order changes (an extra turn, a skipped player).
 *
 * @param clock - The clock.
 * @param phase - The phase the new turn starts in.
 * @param player - Who takes the turn; the next in seating order if left out.
 * @returns The new clock; `player/unknown` for a player who is not seated;
 *   `clock/turn-in-progress` when the active player's turn has not ended.
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn } from "@rulesmith/core";
 * let c = createClock([0, 1], 0, "setup");
 * if (c.ok) c = beginTurn(c.value, "draw");          // turn 1, player 0
 * if (c.ok) c = endTurn(c.value);
 * if (c.ok) c = beginTurn(c.value, "draw");          // turn 2, player 1
 * ```
 */
export function beginTurn(clock: Clock, phase: string, player?: PlayerId): Result<Clock> {
  if (isTurnInProgress(clock)) {
    return err(
      ruleError(TURN_IN_PROGRESS, `Player ${clock.active}'s turn ${clock.turn} has not ended; end it before beginning another.`, {
        details: { turn: clock.turn, active: clock.active },
      }),
    );
  }
  const next = player ?? nextPlayer(clock);
  const seat = clock.players.indexOf(next);
  if (seat < 0) return err(unknownPlayer(next, clock.players));
  return ok({
    players: clock.players,
    turn: clock.turn + 1,
    active: next,
    phase,
    turnsBegun: bump(clock.turnsBegun, seat),
    turnsEnded: clock.turnsEnded,
  });
}

/**
 * Ends the active player's turn: their count of turns ended goes up by one. The active player
 * and phase stay until the next {@link beginTurn}.
 *
 * @param clock - The clock.
 * @returns The new clock, or `clock/no-turn` when no turn is in progress (before the first
 *   turn, or the turn was already ended).
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * const t = c.ok ? beginTurn(c.value, "draw") : c;
 * const e = t.ok ? endTurn(t.value) : t; // turnsEnded [1, 0]
 * ```
 */
export function endTurn(clock: Clock): Result<Clock> {
  if (!isTurnInProgress(clock)) {
    return err(
      ruleError(NO_TURN, clock.turn === 0 ? "No turn has begun yet." : `Player ${clock.active}'s turn ${clock.turn} has already ended.`, {
        details: { turn: clock.turn, active: clock.active },
      }),
    );
  }
  return ok({
    players: clock.players,
    turn: clock.turn,
    active: clock.active,
    phase: clock.phase,
    turnsBegun: clock.turnsBegun,
    turnsEnded: bump(clock.turnsEnded, clock.players.indexOf(clock.active)),
  });
}

/**
 * Moves to another phase within the turn. Any string is a phase: the game names them.
 *
 * @param clock - The clock.
 * @param phase - The new phase.
 * @returns The new clock (the same object if the phase is unchanged).
 * @example
 * ```ts
 * import { createClock, setPhase } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * if (c.ok) setPhase(c.value, "combat").phase; // "combat"
 * ```
 */
export function setPhase(clock: Clock, phase: string): Clock {
  if (clock.phase === phase) return clock;
  return {
    players: clock.players,
    turn: clock.turn,
    active: clock.active,
    phase,
    turnsBegun: clock.turnsBegun,
    turnsEnded: clock.turnsEnded,
  };
}

/**
 * The current turn cycle, counted from 1: one more than the fewest turns any player has
 * ended. A cycle is every player having had a turn, so cycle 2 begins as soon as every
 * player has ended one turn.
 *
 * Two players, player 0 first:
 *
 * | moment | turnsEnded | cycle |
 * |---|---|---|
 * | before the first turn | [0, 0] | 1 |
 * | player 0's turn 1 | [0, 0] | 1 |
 * | player 1's turn 2 | [1, 0] | 1 |
 * | player 0's turn 3 | [1, 1] | 2 |
 * | player 1's turn 4 | [2, 1] | 2 |
 * | player 0's turn 5 | [2, 2] | 3 |
 *
 * Implements W-9.2.1-1 / W-18.25-1 (a turn cycle is all players taking their turn) and lets
 * a game check W-QS.3-4 ("no battle during turn cycle 1": `turnCycle(clock) === 1`).
 *
 * @param clock - The clock.
 * @returns The cycle number, 1 or more.
 * @example
 * ```ts
 * import type { Clock } from "@rulesmith/core";
 * import { turnCycle } from "@rulesmith/core";
 * const c: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
 * turnCycle(c); // 2
 * ```
 */
export function turnCycle(clock: Clock): number {
  let min = Infinity;
  for (const n of clock.turnsEnded) if (n < min) min = n;
  return min === Infinity ? 1 : 1 + min;
}

/**
 * A {@link PhaseChangedEvent} describing the clock now, to return from a transition that
 * began a turn or changed the phase.
 *
 * @param clock - The clock after the change.
 * @returns The event.
 * @example
 * ```ts
 * import { createClock, beginTurn, phaseChangedEvent } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * const t = c.ok ? beginTurn(c.value, "draw") : c;
 * if (t.ok) phaseChangedEvent(t.value); // { type: "phase-changed", turn: 1, active: 0, phase: "draw" }
 * ```
 */
export function phaseChangedEvent(clock: Clock): PhaseChangedEvent {
  return { type: "phase-changed", turn: clock.turn, active: clock.active, phase: clock.phase };
}

function isCountList(v: unknown, length: number): v is readonly number[] {
  if (!Array.isArray(v) || v.length !== length) return false;
  for (const n of v as unknown[]) if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return false;
  return true;
}

/**
 * Checks that a value from outside (a saved game) is a consistent {@link Clock}: distinct
 * seats, the active player seated, counts that are whole numbers, no player with more turns
 * ended than begun or more than one turn in progress, and the turn number equal to all turns
 * begun.
 *
 * @param value - Anything.
 * @returns A fresh clock (no object is shared with the input), or a `state/invalid` error
 *   saying what is wrong.
 * @example
 * ```ts
 * import { parseClock } from "@rulesmith/core";
 * parseClock(JSON.parse('{"players":[0,1],"turn":1,"active":0,"phase":"draw","turnsBegun":[1,0],"turnsEnded":[0,0]}')).ok; // true
 * ```
 */
export function parseClock(value: unknown): Result<Clock> {
  const bad = (why: string): Result<Clock> => err(ruleError(CoreErrorCode.BadState, `Not a valid clock: ${why}.`));
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  const { players, turn, active, phase, turnsBegun, turnsEnded } = value as Record<string, unknown>;
  if (!Array.isArray(players) || players.length === 0) return bad("players is not a non-empty list");
  const seats: PlayerId[] = [];
  for (const p of players as unknown[]) {
    if (typeof p !== "number" || !Number.isInteger(p) || p < 0) return bad("players must be whole numbers from 0");
    if (seats.includes(p)) return bad(`player ${p} is seated twice`);
    seats.push(p);
  }
  if (typeof active !== "number" || !seats.includes(active)) return bad("the active player is not seated");
  if (typeof phase !== "string") return bad("phase is not a string");
  if (typeof turn !== "number" || !Number.isInteger(turn) || turn < 0) return bad("turn is not a whole number");
  if (!isCountList(turnsBegun, seats.length) || !isCountList(turnsEnded, seats.length)) {
    return bad("turnsBegun and turnsEnded must list a whole number per seat");
  }
  let total = 0;
  let openSeat = -1;
  for (let i = 0; i < seats.length; i++) {
    const b = turnsBegun[i] ?? 0;
    const e = turnsEnded[i] ?? 0;
    if (e > b) return bad(`seat ${i} has ended more turns than it began`);
    if (b - e > 1) return bad(`seat ${i} has more than one turn in progress`);
    if (b > e) {
      if (openSeat >= 0) return bad("more than one turn is in progress");
      openSeat = i;
    }
    total += b;
  }
  if (total !== turn) return bad(`turn is ${turn} but ${total} turns have begun`);
  if (openSeat >= 0 && seats[openSeat] !== active) return bad("the turn in progress is not the active player's");
  return ok({ players: seats, turn, active, phase, turnsBegun: turnsBegun.slice(), turnsEnded: turnsEnded.slice() });
}
