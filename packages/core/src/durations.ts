import { turnsBegunBy, turnsEndedBy, isTurnInProgress, isPhaseTracked, phaseEndsBy, roundsEndedOf, type Clock } from "./clock.js";
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- for {@link ClockOptions}, {@link currentRound} and {@link endRound} in the docs
import type { ClockOptions, currentRound, endRound } from "./clock.js";
import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import { excerpt, plainJsonProblem, type JsonValue } from "./json.js";
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
 * - `"phase-ends"`: lasts until `count` ends of a tracked `phase` (in `player`'s turns, or
 *   anyone's), the occurrence in progress included ({@link forPhaseEnds}, {@link untilEndOfPhase}).
 * - `"rounds"`: lasts the rest of the current round and `count - 1` more; expires when the
 *   last of them ends ({@link forRounds}).
 *
 * "Until the end of this turn" is an `"owner-turns"` duration ({@link untilEndOfTurn}).
 *
 * The counted kinds are also schedules: every moment a duration counts (a turn beginning, a
 * turn end, a phase end, a round end) is a tick, so "deals 10 at the end of each of its
 * applier's Combat Phases, twice" is a `"phase-ends"` duration of 2, and the engine asks
 * {@link ticksBetween} how many ticks a clock step crossed instead of counting down by hand.
 *
 * @example
 * ```ts
 * import type { Duration } from "@rulesmith/core";
 * const ghostForm: Duration = { kind: "turn-cycles", count: 2, anchor: 0, from: 2 };
 * const dot: Duration = { kind: "phase-ends", phase: "combat", player: 0, count: 2, from: 3 };
 * const frozen: Duration = { kind: "rounds", count: 2, from: 0 };
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
    }
  | {
      /** `"phase-ends"`: the effect lasts until `count` ends of `phase` have passed (W-11.1-1, W-AMB-32: DOT and HOT tick at the end of a Combat Phase). */
      readonly kind: "phase-ends";
      /** The phase whose ends are counted; the clock must track it ({@link ClockOptions.trackPhases}). */
      readonly phase: string;
      /** Only ends of the phase in this player's turns count; `null`: anyone's (a stage all players share). */
      readonly player: PlayerId | null;
      /** How many ends, a whole number of at least 1. */
      readonly count: number;
      /** How many ends had been counted ({@link phaseEndsBy} for `phase` and `player`) when the effect began. */
      readonly from: number;
    }
  | {
      /** `"rounds"`: the effect lasts until the end of the `count`-th round, the current one counted as the first (D-AMB-2). */
      readonly kind: "rounds";
      /** How many rounds, a whole number of at least 1 (1: "this round"). */
      readonly count: number;
      /** How many rounds had ended when the effect began. */
      readonly from: number;
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

/** A value from the caller for `details`: a finite number as it is, anything else as a short excerpt. */
function numberDetail(value: unknown): JsonValue {
  return typeof value === "number" && Number.isFinite(value) ? value : excerpt(value);
}

function badCount(count: number, what: string): RuleError | undefined {
  if (Number.isInteger(count) && count >= 1) return undefined;
  return ruleError(CoreErrorCode.BadConfig, `${what} must be a whole number of at least 1, not ${excerpt(count)}.`, {
    details: { count: numberDetail(count) },
  });
}

function unseated(player: PlayerId, clock: Clock): RuleError | undefined {
  if (clock.players.includes(player)) return undefined;
  return ruleError(CoreErrorCode.UnknownPlayer, `Player ${excerpt(player)} is not seated in this match.`, {
    details: { player: numberDetail(player), players: clock.players.slice() },
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
 * if (c.ok) untilEndOfNextTurn(1, c.value); // { ok: true, value: { kind: "until-end-of-next-turn", player: 1, target: 1 } } — expires when player 1's first turn ends
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
 * if (c.ok) forOwnerTurns(1, 3, c.value); // { ok: true, value: { kind: "owner-turns", owner: 1, count: 3, target: 3 } } — expires when player 1's third turn ends
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
 * A duration that lasts until the end of the current turn ("this turn"): an `"owner-turns"`
 * duration of 1 for the active player, the turn in progress counted.
 *
 * Implements Ward's "this turn" effects such as Backstab (W-AMB-51) and Guardians' ATK
 * changes that last until the end of the turn.
 *
 * @param clock - The clock now, with a turn in progress.
 * @returns The duration, or `clock/no-turn` when no turn is in progress (before the first
 *   turn, or between turns, where "this turn" means nothing).
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn, untilEndOfTurn, isExpired } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * const t = c.ok ? beginTurn(c.value, "main") : c;
 * const d = t.ok ? untilEndOfTurn(t.value) : t;
 * const e = t.ok ? endTurn(t.value) : t;
 * if (d.ok && e.ok) isExpired(d.value, e.value); // true
 * ```
 */
export function untilEndOfTurn(clock: Clock): Result<Duration> {
  if (!isTurnInProgress(clock)) {
    return err(ruleError(CoreErrorCode.NoTurn, "No turn is in progress, so nothing can last until the end of this turn.", { details: { turn: clock.turn } }));
  }
  return ok({ kind: "owner-turns", owner: clock.active, count: 1, target: turnsBegunBy(clock, clock.active) });
}

/**
 * A duration of `count` ends of a tracked phase, starting now: the first counted end is the end
 * of the occurrence in progress if the clock is in `phase` now, otherwise the end of the next
 * occurrence. With `player`, only occurrences in that player's turns count.
 *
 * As a schedule it says when something happens: "at the end of each of the applier's Combat
 * Phases, N times" is `forPhaseEnds("combat", n, clock, { player: applier })`, and
 * {@link ticksBetween} tells the engine when a tick falls.
 *
 * Implements W-11.1-1 / W-11.2-1 / W-AMB-32 (a DOT or HOT ticks once per turn cycle at the end
 * of the Combat Phase of the turn in which it was applied: applied during a combat, pass
 * `player: clock.active`, and the first tick is the end of that very combat; applied outside
 * combat, pass the applier, and the first tick is the end of the applier's next Combat Phase)
 * and W-11.3.2-1 (the DOT ends with its last tick).
 *
 * @remarks
 * The clock must track `phase` ({@link ClockOptions.trackPhases}); a duration on an untracked
 * phase could never end, so it is refused. The phase's ends are counted when the clock leaves
 * it, so a turn's last phase ends when the next turn begins.
 *
 * @param phase - The phase whose ends are counted.
 * @param count - How many ends, a whole number of at least 1.
 * @param clock - The clock now.
 * @param options - `player`: count only that player's occurrences (leave it out for a stage
 *   every player shares).
 * @returns The duration; `config/invalid` for a bad count or an untracked phase;
 *   `player/unknown` for an unseated player.
 * @example
 * ```ts
 * import { createClock, beginTurn, setPhase, forPhaseEnds, ticksBetween } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup", { trackPhases: ["combat"] });
 * const t = c.ok ? beginTurn(c.value, "combat") : c;
 * if (t.ok) {
 *   // applied in this combat
 *   const dot = forPhaseEnds("combat", 2, t.value, { player: t.value.active });
 *   const after = setPhase(t.value, "magic");
 *   if (dot.ok) ticksBetween(dot.value, t.value, after); // 1 — the first tick, at the end of this combat
 * }
 * ```
 */
export function forPhaseEnds(phase: string, count: number, clock: Clock, options?: { readonly player?: PlayerId }): Result<Duration> {
  const bad = badCount(count, "A number of phase ends");
  if (bad !== undefined) return err(bad);
  if (!isPhaseTracked(clock, phase)) {
    return err(
      ruleError(CoreErrorCode.BadConfig, `The clock does not count the ends of phase ${excerpt(phase)}; create it with trackPhases.`, {
        details: { phase: typeof phase === "string" ? phase.slice(0, 40) : excerpt(phase) },
      }),
    );
  }
  const player = options?.player;
  if (player === undefined) return ok({ kind: "phase-ends", phase, player: null, count, from: phaseEndsBy(clock, phase) });
  const badPlayer = unseated(player, clock);
  if (badPlayer !== undefined) return err(badPlayer);
  return ok({ kind: "phase-ends", phase, player, count, from: phaseEndsBy(clock, phase, player) });
}

/**
 * A duration until the end of a tracked phase: the occurrence in progress if the clock is in
 * `phase` now ("until the end of this combat"), otherwise the next one ("until the end of this
 * round's battle", set up in a Main Stage). It is {@link forPhaseEnds} with a count of 1.
 *
 * Implements W-11.1-1 ("the end of the combat in which they were applied") and Wardom's
 * "this battle" changes (they end as soon as the round's Battle Stage is over).
 *
 * @param phase - The phase; the clock must track it.
 * @param clock - The clock now.
 * @param options - `player`: only an occurrence in that player's turns ends it.
 * @returns The duration, or the errors of {@link forPhaseEnds}.
 * @example
 * ```ts
 * import { createClock, beginTurn, setPhase, untilEndOfPhase, isExpired } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup", { trackPhases: ["battle"] });
 * const main = c.ok ? beginTurn(c.value, "main") : c;
 * if (main.ok) {
 *   const d = untilEndOfPhase("battle", main.value);
 *   const battle = setPhase(main.value, "battle");
 *   if (d.ok) {
 *     isExpired(d.value, battle);                  // false
 *     isExpired(d.value, setPhase(battle, "end")); // true
 *   }
 * }
 * ```
 */
export function untilEndOfPhase(phase: string, clock: Clock, options?: { readonly player?: PlayerId }): Result<Duration> {
  return forPhaseEnds(phase, 1, clock, options);
}

/**
 * A duration of `count` rounds: the rest of the current round and `count - 1` more; it expires
 * when the last of them ends. A round is what {@link currentRound} counts: the game's own
 * rounds on a clock with explicit rounds ({@link endRound}), a turn cycle otherwise.
 *
 * Implements D-AMB-2's default (Frozen Touch's Frozen "until the end of the next turn" lasts to
 * the end of the next round's End & Routing Stage: `forRounds(2, clock)`; "this round":
 * `forRounds(1, clock)`) and D-ST.LastWill-1 ("during a turn" = the current round).
 *
 * @param count - How many rounds, the current one included: a whole number of at least 1.
 * @param clock - The clock now.
 * @returns The duration, or `config/invalid` for a bad count.
 * @example
 * ```ts
 * import { createClock, forRounds, turnsRemaining } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup", { rounds: "explicit" });
 * const frozen = c.ok ? forRounds(2, c.value) : c;
 * if (c.ok && frozen.ok) turnsRemaining(frozen.value, c.value); // 2 — round ends to come
 * ```
 */
export function forRounds(count: number, clock: Clock): Result<Duration> {
  const bad = badCount(count, "A number of rounds");
  if (bad !== undefined) return err(bad);
  return ok({ kind: "rounds", count, from: roundsEndedOf(clock) });
}

/**
 * Tells whether a duration has run out at this point of the clock. Once expired, a
 * clock-based duration stays expired as the clock moves on.
 *
 * - `"turn-cycles"`: expired once the anchor has begun `count` more turns than when it was
 *   created, i.e. from the beginning of the anchor's `count`-th next turn (W-9.2.3-1).
 * - `"until-end-of-next-turn"` / `"owner-turns"`: expired once the player has ended `target` turns.
 * - `"while-attached"`: expired when `context.isAttached(card, host)` is false.
 * - `"phase-ends"`: expired once `count` more ends of `phase` (in `player`'s turns, or
 *   anyone's) have been counted than when it was created.
 * - `"rounds"`: expired once `count` more rounds have ended than when it was created.
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
 * isExpired({ kind: "turn-cycles", count: 2, anchor: 0, from: 1 }, clock); // true — player 0 began 2 turns since
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
    case "phase-ends":
      return phaseEndsSince(duration, clock) >= duration.count;
    case "rounds":
      return roundsEndedOf(clock) - duration.from >= duration.count;
    default: {
      const never: never = duration;
      return never;
    }
  }
}

/** Ends of the duration's phase counted since it began; 0 for a player who is not seated. */
function phaseEndsSince(duration: Extract<Duration, { kind: "phase-ends" }>, clock: Clock): number {
  const player = duration.player;
  if (player === null) return phaseEndsBy(clock, duration.phase) - duration.from;
  if (!clock.players.includes(player)) return 0;
  return phaseEndsBy(clock, duration.phase, player) - duration.from;
}

/**
 * How much of a duration is left, for a UI ("2 turns left"), in the unit the duration counts:
 *
 * - `"turn-cycles"`: beginnings of the anchor's turns still to come before it expires
 *   (equal to the turn cycles left);
 * - `"until-end-of-next-turn"` / `"owner-turns"`: ends of the player's turns still to come
 *   before it expires (the current turn's end included);
 * - `"phase-ends"`: ends of the phase still to come (the occurrence in progress included);
 * - `"rounds"`: round ends still to come (the current round's included);
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
    case "phase-ends":
      return Math.max(0, duration.count - phaseEndsSince(duration, clock));
    case "rounds":
      return Math.max(0, duration.count - (roundsEndedOf(clock) - duration.from));
    default: {
      const never: never = duration;
      return never;
    }
  }
}

function clampTicks(n: number, count: number): number {
  return n < 0 ? 0 : n > count ? count : n;
}

/**
 * How many of a duration's ticks have passed: the moments it counts that have gone by since it
 * began, from 0 up to its count, reaching the count exactly when it expires.
 *
 * | kind | a tick is | ticks in all |
 * |---|---|---|
 * | `"turn-cycles"` | a beginning of the anchor's turn | `count` |
 * | `"owner-turns"` | an end of one of the owner's counted turns | `count` |
 * | `"until-end-of-next-turn"` | the end of the player's next turn | 1 |
 * | `"phase-ends"` | an end of the phase (in `player`'s turns) | `count` |
 * | `"rounds"` | a round end | `count` |
 * | `"permanent"`, `"while-attached"` | not counted by the clock | `null` |
 *
 * Implements the counters that games kept by hand: Ward's DOT/HOT ticks (W-11.1-1, W-11.3.2-1),
 * Guardians' Poison turns (G-POI-1, G-AMB-23), Quest turn counts (G-QUEST-4).
 *
 * @param duration - The duration.
 * @param clock - The clock now.
 * @returns The ticks passed, or `null` for a duration the clock does not count.
 * @example
 * ```ts
 * import { ticksElapsed } from "@rulesmith/core";
 * const clock = { players: [0, 1], turn: 4, active: 1, phase: "draw", turnsBegun: [2, 2], turnsEnded: [2, 1] };
 * ticksElapsed({ kind: "owner-turns", owner: 0, count: 3, target: 3 }, clock); // 2 — of 3
 * ```
 */
export function ticksElapsed(duration: Duration, clock: Clock): number | null {
  switch (duration.kind) {
    case "permanent":
    case "while-attached":
      return null;
    case "turn-cycles":
      if (!clock.players.includes(duration.anchor)) return 0;
      return clampTicks(turnsBegunBy(clock, duration.anchor) - duration.from, duration.count);
    case "until-end-of-next-turn":
      return isExpired(duration, clock) ? 1 : 0;
    case "owner-turns":
      if (!clock.players.includes(duration.owner)) return 0;
      return duration.count - clampTicks(duration.target - turnsEndedBy(clock, duration.owner), duration.count);
    case "phase-ends":
      return clampTicks(phaseEndsSince(duration, clock), duration.count);
    case "rounds":
      return clampTicks(roundsEndedOf(clock) - duration.from, duration.count);
    default: {
      const never: never = duration;
      return never;
    }
  }
}

/**
 * How many of a duration's ticks fell between two moments of the clock: what an engine asks
 * after every clock step (`setPhase`, `endTurn`, `beginTurn`, `endRound`) to know whether a
 * scheduled effect acts now, and how often, without a counter of its own. Never counts a tick
 * twice or past the duration's end.
 *
 * Implements W-11.1-1, W-11.2-1, W-11.3.2-1 and W-AMB-32 (a DOT deals its damage once at each
 * counted end of a Combat Phase, then ends), G-POI-2 with `poison_damage_timing =
 * owner_turns_only` (Poison deals 1 when one of its owner's counted turns ends, G-AMB-23).
 *
 * @remarks
 * Pass the clock from just before the step as `before` and the clock after it as `after`; for
 * clocks in the other order it returns 0. A duration the clock does not count gives 0.
 * Whether an immune creature takes the damage is the game's rule: the tick is still used up.
 *
 * @param duration - The duration (the schedule).
 * @param before - The clock before the step.
 * @param after - The clock after the step.
 * @returns The number of ticks, 0 or more (1 for a single step of one phase or turn).
 * @example
 * ```ts
 * import { createClock, beginTurn, setPhase, forPhaseEnds, ticksBetween } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup", { trackPhases: ["combat"] });
 * const summon = c.ok ? beginTurn(c.value, "summon") : c;
 * if (summon.ok) {
 *   // applied before combat
 *   const hot = forPhaseEnds("combat", 2, summon.value, { player: 0 });
 *   const combat = setPhase(summon.value, "combat");
 *   if (hot.ok) {
 *     ticksBetween(hot.value, summon.value, combat);                    // 0 — combat has begun, not ended
 *     ticksBetween(hot.value, combat, setPhase(combat, "magic"));       // 1 — heal now
 *   }
 * }
 * ```
 */
export function ticksBetween(duration: Duration, before: Clock, after: Clock): number {
  const a = ticksElapsed(duration, before);
  const b = ticksElapsed(duration, after);
  if (a === null || b === null || b <= a) return 0;
  return b - a;
}

function wholeAtLeast(v: unknown, min: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= min;
}

/**
 * Checks that a value from outside (a saved game, a card file) is a well-formed
 * {@link Duration}: a known `kind` with whole-number counts, player ids (or `null` for a
 * `"phase-ends"` duration of anyone's phase), string card ids and phase names. Extra fields
 * are dropped, except a `"__proto__"` key, which is refused (DESIGN, "Bad input").
 *
 * @remarks
 * It never throws: a value that is not plain JSON data (a getter, a class instance, a cycle, too
 * deep or too large, see {@link plainJsonProblem}) is refused before anything else is read.
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
  const problem = plainJsonProblem(value);
  if (problem !== undefined) return bad(`it is not plain JSON data: ${problem}`);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  if (Object.hasOwn(value, "__proto__")) return bad('it has a "__proto__" key, which is refused');
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
    case "phase-ends": {
      const { phase, player, count, from } = v;
      if (typeof phase !== "string") return bad("phase must be a phase name");
      if (player !== null && !wholeAtLeast(player, 0)) return bad("player must be a player id or null");
      if (!wholeAtLeast(count, 1)) return bad("count must be a whole number of at least 1");
      if (!wholeAtLeast(from, 0)) return bad("from must be a whole number");
      return ok({ kind, phase, player, count, from });
    }
    case "rounds": {
      const { count, from } = v;
      if (!wholeAtLeast(count, 1)) return bad("count must be a whole number of at least 1");
      if (!wholeAtLeast(from, 0)) return bad("from must be a whole number");
      return ok({ kind, count, from });
    }
    default:
      return bad(typeof kind === "string" ? `unknown kind ${excerpt(kind)}` : "kind is not a string");
  }
}
