import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { PhaseChangedEvent } from "./events.js";
import { excerpt, plainJsonProblem } from "./json.js";
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
 * - `phaseEnds` (only with {@link ClockOptions.trackPhases}): per tracked phase and seat, how
 *   many occurrences of that phase have ended, for durations such as "until the end of this
 *   combat" (see {@link phaseEndsBy}).
 * - `roundsEnded` (only with `rounds: "explicit"`): rounds ended so far, for games whose round
 *   is more than one turn of each player (see {@link endRound}, {@link currentRound}).
 *
 * A clock made without options has neither field, and its JSON is what it always was.
 *
 * @example
 * ```ts
 * import type { Clock } from "@rulesmith/core";
 * const c: Clock = { players: [0, 1], turn: 3, active: 0, phase: "draw", turnsBegun: [2, 1], turnsEnded: [1, 1] };
 * const tracked: Clock = { ...c, phaseEnds: [{ phase: "combat", ended: [1, 1] }] };
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
  /**
   * Only on a clock created with {@link ClockOptions.trackPhases}: for each tracked phase, in
   * the order given, how many of its occurrences have ended, per seat. Read it with {@link phaseEndsBy}.
   */
  readonly phaseEnds?: readonly PhaseEndCount[];
  /** Only on a clock created with `rounds: "explicit"`: how many rounds have ended ({@link endRound}). */
  readonly roundsEnded?: number;
}

/**
 * How many occurrences of one tracked phase have ended, per seat: an entry of
 * {@link Clock.phaseEnds}. An occurrence is counted for the seat that was active when the clock
 * left it.
 *
 * @example
 * ```ts
 * import type { PhaseEndCount } from "@rulesmith/core";
 * // seat 0 has ended 2 combats, seat 1 one
 * const combat: PhaseEndCount = { phase: "combat", ended: [2, 1] };
 * ```
 */
export interface PhaseEndCount {
  /** The tracked phase's name. */
  readonly phase: string;
  /** For each seat (same index as {@link Clock.players}), how many occurrences of the phase ended while it was the active seat. */
  readonly ended: readonly number[];
}

/**
 * What a clock keeps beyond turns, chosen when it is created with {@link createClock}. Both are
 * opt-in so that a clock made without them keeps its old JSON (saved games, golden replays).
 *
 * @example
 * ```ts
 * import type { ClockOptions } from "@rulesmith/core";
 * // Ward: DOT/HOT ticks, W-11.1-1
 * const ward: ClockOptions = { trackPhases: ["combat"] };
 * // Wardom: D-ROUND-2
 * const wardom: ClockOptions = { trackPhases: ["battle"], rounds: "explicit" };
 * ```
 */
export interface ClockOptions {
  /**
   * Phases whose ends the clock counts (per seat), so that durations can end at, or tick at,
   * the end of a phase ({@link phaseEndsBy}; `forPhaseEnds` and `untilEndOfPhase` in durations).
   * Distinct names; none when left out.
   */
  readonly trackPhases?: readonly string[];
  /**
   * `"turn-cycles"` (default): a round is a turn cycle, so {@link currentRound} equals
   * {@link turnCycle}. `"explicit"`: the game ends each round itself with {@link endRound}, for a
   * round that has stages outside any player's turn (Wardom's Battle and End & Routing, D-ROUND-2).
   */
  readonly rounds?: "turn-cycles" | "explicit";
}

/** Builds a clock with the optional fields present only when set, so that every clock of one game has one shape. */
function makeClock(
  players: readonly PlayerId[],
  turn: number,
  active: PlayerId,
  phase: string,
  turnsBegun: readonly number[],
  turnsEnded: readonly number[],
  phaseEnds: readonly PhaseEndCount[] | undefined,
  roundsEnded: number | undefined,
): Clock {
  if (phaseEnds === undefined) {
    return roundsEnded === undefined
      ? { players, turn, active, phase, turnsBegun, turnsEnded }
      : { players, turn, active, phase, turnsBegun, turnsEnded, roundsEnded };
  }
  return roundsEnded === undefined
    ? { players, turn, active, phase, turnsBegun, turnsEnded, phaseEnds }
    : { players, turn, active, phase, turnsBegun, turnsEnded, phaseEnds, roundsEnded };
}

/**
 * The clock's counts after it leaves its current phase: the occurrence ends, counted for the
 * active seat, if the phase is tracked. The same array when nothing changes.
 */
function endPhase(clock: Clock): readonly PhaseEndCount[] | undefined {
  const tracked = clock.phaseEnds;
  if (tracked === undefined) return undefined;
  const i = tracked.findIndex((entry) => entry.phase === clock.phase);
  const entry = tracked[i];
  if (entry === undefined) return tracked;
  const out = tracked.slice();
  out[i] = { phase: entry.phase, ended: bump(entry.ended, clock.players.indexOf(clock.active)) };
  return out;
}


function unknownPlayer(player: PlayerId, players: readonly PlayerId[]): RuleError {
  return ruleError(CoreErrorCode.UnknownPlayer, `Player ${excerpt(player)} is not seated in this match (seats: ${seatList(players)}).`, {
    details: { player: typeof player === "number" && Number.isFinite(player) ? player : excerpt(player), players: players.slice() },
  });
}

/** The seats of a match for a message: all of them when they are few, else the first ones and how many more. */
function seatList(players: readonly PlayerId[]): string {
  return players.length <= 12 ? players.join(", ") : `${players.slice(0, 12).join(", ")} and ${players.length - 12} more`;
}

/**
 * Starts a clock before the first turn: turn 0, nobody's turn begun yet, `first` marked as
 * the player who will take the first turn.
 *
 * @param players - The players in seating order: distinct whole numbers, at least one.
 * @param first - Who takes the first turn.
 * @param phase - The phase to show before the first turn (`"setup"`).
 * @param options - What else to keep: phase ends to count ({@link ClockOptions.trackPhases})
 *   and whether rounds are explicit ({@link ClockOptions.rounds}). Without it the clock is
 *   exactly what it always was.
 * @returns The clock, or a `player/unknown` error when `first` is not seated, or
 *   `config/invalid` for an empty or repeating seat list, a seat that is not a whole number
 *   from 0, a phase that is not a string or a bad option.
 * @example
 * ```ts
 * import { createClock } from "@rulesmith/core";
 * const c = createClock([0, 1], 1, "setup");
 * // ok: { players: [0, 1], turn: 0, active: 1, phase: "setup", turnsBegun: [0, 0], turnsEnded: [0, 0] }
 * const wardom = createClock([0, 1], 0, "setup", { trackPhases: ["battle"], rounds: "explicit" });
 * // ok: the same, plus phaseEnds: [{ phase: "battle", ended: [0, 0] }] and roundsEnded: 0
 * ```
 */
export function createClock(players: readonly PlayerId[], first: PlayerId, phase: string, options?: ClockOptions): Result<Clock> {
  const seats: unknown = players; // checked: a caller without types may pass anything
  if (!Array.isArray(seats)) return err(ruleError(CoreErrorCode.BadConfig, `A clock seats a list of players, not ${excerpt(seats)}.`));
  if (players.length === 0) return err(ruleError(CoreErrorCode.BadConfig, "A clock needs at least one player."));
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p === undefined || !Number.isSafeInteger(p) || p < 0) {
      return err(ruleError(CoreErrorCode.BadConfig, `Players are seat numbers (whole numbers from 0); got ${excerpt(p)}.`));
    }
    if (players.indexOf(p) !== i) {
      return err(ruleError(CoreErrorCode.BadConfig, `Player ${p} is seated twice.`, { details: { player: p } }));
    }
  }
  if (!players.includes(first)) return err(unknownPlayer(first, players));
  const phaseName: unknown = phase;
  if (typeof phaseName !== "string") return err(ruleError(CoreErrorCode.BadConfig, `A phase is named by a string, not ${excerpt(phaseName)}.`));
  const zeros = players.map(() => 0);
  let phaseEnds: PhaseEndCount[] | undefined;
  const track = options?.trackPhases;
  const trackList: unknown = track;
  if (trackList !== undefined && !Array.isArray(trackList)) return err(ruleError(CoreErrorCode.BadConfig, `Tracked phases are a list of phase names, not ${excerpt(trackList)}.`));
  if (track !== undefined && track.length > 0) {
    phaseEnds = [];
    for (let i = 0; i < track.length; i++) {
      const name = track[i];
      if (typeof name !== "string") return err(ruleError(CoreErrorCode.BadConfig, "Tracked phases are phase names (strings)."));
      if (track.indexOf(name) !== i) return err(ruleError(CoreErrorCode.BadConfig, `Phase ${excerpt(name)} is tracked twice.`, { details: { phase: name.slice(0, 40) } }));
      phaseEnds.push({ phase: name, ended: zeros.slice() });
    }
  }
  const rounds: unknown = options?.rounds; // checked: a caller without types may pass anything
  if (rounds !== undefined && rounds !== "turn-cycles" && rounds !== "explicit") {
    return err(ruleError(CoreErrorCode.BadConfig, `Rounds are "turn-cycles" or "explicit", not ${excerpt(rounds)}.`));
  }
  return ok(makeClock(players.slice(), 0, first, phase, zeros, zeros.slice(), phaseEnds, rounds === "explicit" ? 0 : undefined));
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
 * if (c.ok) nextPlayer(c.value); // 2 — nobody has played yet; after player 2's turn it is 0
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
 * Beginning a turn also ends the phase the clock was in: if that phase is tracked
 * ({@link ClockOptions.trackPhases}), one end of it is counted for the player who was active
 * (a turn's last phase therefore ends here, not at {@link endTurn}).
 *
 * @param clock - The clock.
 * @param phase - The phase the new turn starts in.
 * @param player - Who takes the turn; the next in seating order if left out.
 * @returns The new clock; `player/unknown` for a player who is not seated;
 *   `clock/turn-in-progress` when the active player's turn has not ended; `config/invalid`
 *   for a phase that is not a string.
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn } from "@rulesmith/core";
 * let c = createClock([0, 1], 0, "setup");
 * if (c.ok) c = beginTurn(c.value, "draw");          // { ok: true, value: { turn: 1, active: 0, ... } }
 * if (c.ok) c = endTurn(c.value);
 * if (c.ok) c = beginTurn(c.value, "draw");          // { ok: true, value: { turn: 2, active: 1, ... } }
 * ```
 */
export function beginTurn(clock: Clock, phase: string, player?: PlayerId): Result<Clock> {
  const phaseName: unknown = phase; // checked: a caller without types may pass anything
  if (typeof phaseName !== "string") return err(ruleError(CoreErrorCode.BadConfig, `A phase is named by a string, not ${excerpt(phaseName)}.`));
  if (isTurnInProgress(clock)) {
    return err(
      ruleError(CoreErrorCode.TurnInProgress, `Player ${clock.active}'s turn ${clock.turn} has not ended; end it before beginning another.`, {
        details: { turn: clock.turn, active: clock.active },
      }),
    );
  }
  const next = player ?? nextPlayer(clock);
  const seat = clock.players.indexOf(next);
  if (seat < 0) return err(unknownPlayer(next, clock.players));
  return ok(makeClock(clock.players, clock.turn + 1, next, phase, bump(clock.turnsBegun, seat), clock.turnsEnded, endPhase(clock), clock.roundsEnded));
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
 * const e = t.ok ? endTurn(t.value) : t; // { ok: true, value: { turnsEnded: [1, 0], ... } }
 * ```
 */
export function endTurn(clock: Clock): Result<Clock> {
  if (!isTurnInProgress(clock)) {
    return err(
      ruleError(CoreErrorCode.NoTurn, clock.turn === 0 ? "No turn has begun yet." : `Player ${clock.active}'s turn ${clock.turn} has already ended.`, {
        details: { turn: clock.turn, active: clock.active },
      }),
    );
  }
  return ok(
    makeClock(
      clock.players,
      clock.turn,
      clock.active,
      clock.phase,
      clock.turnsBegun,
      bump(clock.turnsEnded, clock.players.indexOf(clock.active)),
      clock.phaseEnds,
      clock.roundsEnded,
    ),
  );
}

/**
 * Moves to another phase within the turn. Any string is a phase: the game names them.
 *
 * @remarks
 * Leaving a tracked phase ({@link ClockOptions.trackPhases}) counts one end of it for the
 * active player, also when no turn is in progress (a stage that all players share, such as
 * Wardom's Battle Stage after both players' Main Stages); see {@link phaseEndsBy}. Setting the
 * phase it is already in changes nothing and ends nothing.
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
  return makeClock(clock.players, clock.turn, clock.active, phase, clock.turnsBegun, clock.turnsEnded, endPhase(clock), clock.roundsEnded);
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
 * How many occurrences of a tracked phase have ended: in `player`'s turns, or in everyone's
 * when `player` is left out. An occurrence ends when the clock leaves the phase
 * ({@link setPhase} to another phase, or {@link beginTurn}); it is counted for the player who
 * was active then. The count never goes down, so a duration measured on it never un-expires.
 *
 * Lets a game tell "the end of the combat" from the end of the turn: Ward's DOT and HOT tick at
 * the end of a Combat Phase (W-11.1-1, W-11.2-1, W-AMB-32), Wardom's "this battle" changes end
 * with the Battle Stage.
 *
 * @remarks
 * A phase that the clock does not track ({@link ClockOptions.trackPhases}) always gives 0:
 * track every phase a duration is measured on (the duration constructors refuse the others).
 *
 * @param clock - The clock.
 * @param phase - The phase's name.
 * @param player - Whose occurrences to count; everyone's when left out.
 * @returns The count, 0 or more.
 * @example
 * ```ts
 * import { createClock, beginTurn, setPhase, phaseEndsBy } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup", { trackPhases: ["combat"] });
 * const t = c.ok ? beginTurn(c.value, "combat") : c;
 * if (t.ok) {
 *   const after = setPhase(t.value, "magic");
 *   phaseEndsBy(after, "combat", 0); // 1
 *   phaseEndsBy(after, "combat", 1); // 0
 * }
 * ```
 */
export function phaseEndsBy(clock: Clock, phase: string, player?: PlayerId): number {
  const tracked = clock.phaseEnds;
  if (tracked === undefined) return 0;
  for (const entry of tracked) {
    if (entry.phase !== phase) continue;
    if (player !== undefined) return entry.ended[clock.players.indexOf(player)] ?? 0;
    let total = 0;
    for (const n of entry.ended) total += n;
    return total;
  }
  return 0;
}

/**
 * Whether the clock counts the ends of `phase`.
 *
 * @internal
 * @param clock - The clock.
 * @param phase - The phase's name.
 * @returns `true` when `phase` is in {@link ClockOptions.trackPhases}.
 */
export function isPhaseTracked(clock: Clock, phase: string): boolean {
  const tracked = clock.phaseEnds;
  if (tracked === undefined) return false;
  for (const entry of tracked) if (entry.phase === phase) return true;
  return false;
}

/**
 * How many rounds have ended: the explicit count, or the turn cycles completed.
 *
 * @internal
 * @param clock - The clock.
 * @returns The count, 0 or more.
 */
export function roundsEndedOf(clock: Clock): number {
  return clock.roundsEnded ?? turnCycle(clock) - 1;
}

/**
 * The current round, counted from 1. On a clock with explicit rounds
 * ({@link ClockOptions.rounds}) it is one more than the rounds ended with {@link endRound};
 * otherwise a round is a turn cycle and this equals {@link turnCycle}.
 *
 * Implements Wardom's round number (D-ROUND-1, D-ROUND-2: a round is the eight ordered steps,
 * each player's Start, Resource and Main, then Battle and End & Routing together) and the
 * round counts read by D-ENERGY-2, D-AMB-15 and D-AMB-26.
 *
 * @remarks
 * With explicit rounds, {@link turnCycle} runs ahead of the round during the stages after the
 * last player's turn has ended (it counts turns only): read the round with this function.
 *
 * @param clock - The clock.
 * @returns The round number, 1 or more.
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn, setPhase, endRound, currentRound, turnCycle } from "@rulesmith/core";
 * let c = createClock([0, 1], 0, "setup", { rounds: "explicit" });
 * if (c.ok) c = beginTurn(c.value, "main");      // { ok: true, value: { turn: 1, active: 0, ... } } — player 0's steps
 * if (c.ok) c = endTurn(c.value);
 * if (c.ok) c = beginTurn(c.value, "main");      // { ok: true, value: { turn: 2, active: 1, ... } } — player 1's steps
 * if (c.ok) c = endTurn(c.value);
 * if (c.ok) {
 *   const battle = setPhase(c.value, "battle");  // { phase: "battle", turnsBegun: [1, 1], turnsEnded: [1, 1], ... } — both players, no turn in progress
 *   currentRound(battle); // 1 — turnCycle(battle) is already 2
 *   const next = endRound(setPhase(battle, "end"));
 *   if (next.ok) currentRound(next.value); // 2
 * }
 * ```
 */
export function currentRound(clock: Clock): number {
  return 1 + roundsEndedOf(clock);
}

/**
 * Ends the current round on a clock with explicit rounds ({@link ClockOptions.rounds}):
 * durations measured in rounds that were due at the end of this round expire now. Call it
 * once the round's last stage is over; the next round begins with the next {@link beginTurn}.
 *
 * Implements D-ROUND-2 / D-END-4 (a round ends after End & Routing) and the default of
 * D-AMB-2 (a Wardom duration "until the end of the next turn" lasts to the end of the next
 * round's End & Routing Stage).
 *
 * @remarks
 * The phase the clock is in does not end here (it ends when the clock moves on, see
 * {@link setPhase}), so that it is counted once.
 *
 * @param clock - The clock, with no turn in progress.
 * @returns The new clock; `config/invalid` on a clock whose rounds are its turn cycles;
 *   `clock/turn-in-progress` while a player's turn has not ended.
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn, endRound, currentRound } from "@rulesmith/core";
 * let c = createClock([0, 1], 0, "setup", { rounds: "explicit" });
 * if (c.ok) c = beginTurn(c.value, "main");
 * if (c.ok) c = endTurn(c.value);
 * if (c.ok) c = beginTurn(c.value, "main");
 * if (c.ok) c = endTurn(c.value);
 * if (c.ok) c = endRound(c.value);
 * if (c.ok) currentRound(c.value); // 2
 * ```
 */
export function endRound(clock: Clock): Result<Clock> {
  const ended = clock.roundsEnded;
  if (ended === undefined) {
    return err(ruleError(CoreErrorCode.BadConfig, 'This clock counts rounds as turn cycles; create it with { rounds: "explicit" } to end rounds by hand.'));
  }
  if (isTurnInProgress(clock)) {
    return err(
      ruleError(CoreErrorCode.TurnInProgress, `Player ${clock.active}'s turn ${clock.turn} has not ended; end it before ending the round.`, {
        details: { turn: clock.turn, active: clock.active },
      }),
    );
  }
  return ok(makeClock(clock.players, clock.turn, clock.active, clock.phase, clock.turnsBegun, clock.turnsEnded, clock.phaseEnds, ended + 1));
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

/** The fields a clock may have (the last two optional): any other is refused by {@link parseClock}. */
const CLOCK_KEYS: ReadonlySet<string> = new Set(["players", "turn", "active", "phase", "turnsBegun", "turnsEnded", "phaseEnds", "roundsEnded"]);

/**
 * What {@link parseClock} requires of a clock beyond being consistent.
 *
 * @example
 * ```ts
 * import { parseClock, type ParseClockOptions } from "@rulesmith/core";
 * const twoPlayers: ParseClockOptions = { players: 2 };
 * parseClock(JSON.parse('{"players":[1,0],"turn":0,"active":1,"phase":"setup","turnsBegun":[0,0],"turnsEnded":[0,0]}'), twoPlayers).ok; // false
 * ```
 */
export interface ParseClockOptions {
  /**
   * The number of players of the match: the clock must seat exactly the seats 0 to
   * `players - 1`, in that order, as a game whose seats are numbered from 0 makes it
   * (`createClock([0, 1, 2], ...)`). A clock seating `[1, 0]`, `[0, 2]` or `[0]` for two players
   * is refused. Left out, any distinct seats are accepted. A value that is not a whole number
   * from 1 refuses every clock.
   */
  readonly players?: number;
}

/**
 * Checks that a value from outside (a saved game) is a consistent {@link Clock}: distinct
 * seats, the active player seated, counts that are whole numbers, no player with more turns
 * ended than begun or more than one turn in progress, and the turn number equal to all turns
 * begun. The optional `phaseEnds` (distinct phase names, a whole number per seat) and
 * `roundsEnded` (a whole number) are checked and kept when present. Any other key is refused
 * (a saved clock with a field this version does not know is not one it wrote), and so is a
 * `"__proto__"` key (DESIGN, "Bad input").
 *
 * @remarks
 * It never throws: a value that is not plain JSON data (a getter, a class instance, a cycle, too
 * deep or too large, see {@link plainJsonProblem}) is refused before anything else is read.
 *
 * Give the match's number of players ({@link ParseClockOptions.players}) to refuse a clock
 * whose seats are not the match's: a consistent clock may seat any distinct whole numbers,
 * and a seat the match does not have makes every per-seat table of a game's state disagree
 * with it.
 *
 * @param value - Anything.
 * @param options - What else to require: the seats of a match of so many players.
 * @returns A fresh clock (no object is shared with the input), or a `state/invalid` error
 *   saying what is wrong.
 * @example
 * ```ts
 * import { parseClock } from "@rulesmith/core";
 * const saved: unknown = JSON.parse('{"players":[0,1],"turn":1,"active":0,"phase":"draw","turnsBegun":[1,0],"turnsEnded":[0,0]}');
 * parseClock(saved).ok;                  // true
 * parseClock(saved, { players: 2 }).ok;  // true — seats 0 and 1
 * parseClock(saved, { players: 3 }).ok;  // false — "Not a valid clock: it seats [0,1], not the 3 seats of the match (0 to 2, in order)."
 * ```
 */
export function parseClock(value: unknown, options?: ParseClockOptions): Result<Clock> {
  const bad = (why: string): Result<Clock> => err(ruleError(CoreErrorCode.BadState, `Not a valid clock: ${why}.`));
  const problem = plainJsonProblem(value);
  if (problem !== undefined) return bad(`it is not plain JSON data: ${problem}`);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  if (Object.hasOwn(value, "__proto__")) return bad('it has a "__proto__" key, which is refused');
  for (const key of Object.keys(value)) if (!CLOCK_KEYS.has(key)) return bad(`it has a field ${excerpt(key)}, which a clock does not have`);
  const { players, turn, active, phase, turnsBegun, turnsEnded, phaseEnds, roundsEnded } = value as Record<string, unknown>;
  if (!Array.isArray(players) || players.length === 0) return bad("players is not a non-empty list");
  const seats: PlayerId[] = [];
  for (const p of players as unknown[]) {
    if (typeof p !== "number" || !Number.isSafeInteger(p) || p < 0) return bad("players must be whole numbers from 0");
    if (seats.includes(p)) return bad(`player ${p} is seated twice`);
    seats.push(p);
  }
  const count = options?.players;
  if (count !== undefined) {
    if (!Number.isSafeInteger(count) || count < 1) return bad(`a match of ${excerpt(count)} players seats no clock (the number of players is a whole number from 1)`);
    if (seats.length !== count || seats.some((p, i) => p !== i)) {
      return bad(`it seats ${excerpt(seats)}, not the ${count === 1 ? "seat 0" : `${count} seats`} of the match${count === 1 ? "" : ` (0 to ${count - 1}, in order)`}`);
    }
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
  let tracked: PhaseEndCount[] | undefined;
  if (phaseEnds !== undefined) {
    if (!Array.isArray(phaseEnds)) return bad("phaseEnds is not a list");
    tracked = [];
    for (const entry of phaseEnds as unknown[]) {
      if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return bad("a phaseEnds entry is not an object");
      if (Object.hasOwn(entry, "__proto__")) return bad('a phaseEnds entry has a "__proto__" key, which is refused');
      for (const key of Object.keys(entry)) if (key !== "phase" && key !== "ended") return bad(`a phaseEnds entry has a field ${excerpt(key)}, which it does not have`);
      const { phase: name, ended } = entry as Record<string, unknown>;
      if (typeof name !== "string") return bad("a phaseEnds entry has no phase name");
      if (tracked.some((t) => t.phase === name)) return bad(`phase "${name.slice(0, 40)}" is tracked twice`);
      if (!isCountList(ended, seats.length)) return bad(`phaseEnds for "${name.slice(0, 40)}" must list a whole number per seat`);
      tracked.push({ phase: name, ended: ended.slice() });
    }
  }
  if (roundsEnded !== undefined && (typeof roundsEnded !== "number" || !Number.isInteger(roundsEnded) || roundsEnded < 0)) {
    return bad("roundsEnded is not a whole number");
  }
  return ok(makeClock(seats, turn, active, phase, turnsBegun.slice(), turnsEnded.slice(), tracked, roundsEnded));
}
