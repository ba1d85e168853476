// A match summary from outside (a shard file, a queue job's result, a caller of
// simulationReport), checked against the simulation it claims to be part of: the one check that
// every report built from summaries it did not play itself goes through, so that nothing is
// counted that no simulation could have played.
import { isList, isRecord, own } from "@rulesmith/core";
import { MAX_PLAYERS, plural } from "./seats.js";
import { seatBots, type MatchSummary } from "./sim-match.js";
import { parseMatchSummary } from "./worker-protocol.js";

/**
 * What a match summary is checked against: the simulation's bots (or decks), its players and its
 * step limit.
 *
 * @internal
 * @example
 * ```ts
 * const fit: SummaryFit = { entrants: 2, entrantWord: "bot", players: 2, maxSteps: 10000 };
 * ```
 */
export interface SummaryFit {
  /** Bots in the bot list (decks in the deck list, deck against deck): every seat's position is below it. */
  readonly entrants: number;
  /** What an entrant is called in a message: `"bot"` or `"deck"`. */
  readonly entrantWord: "bot" | "deck";
  /** Players in every match of the simulation; when unknown, a match seats at most {@link MAX_PLAYERS}. */
  readonly players: number | undefined;
  /** The simulation's step limit: no match took more actions. */
  readonly maxSteps: number;
}

/**
 * What a simulation's summaries are checked against, from its bots, decks, players and step
 * limit: the standings are the decks' when there are decks, else the bots'.
 *
 * @internal
 * @param bots - The bots as written.
 * @param decks - The decks, deck against deck.
 * @param players - Players in every match, when known.
 * @param maxSteps - The step limit.
 * @returns The fit.
 * @example
 * ```ts
 * summaryFit(["greedy", "random"], undefined, 2, 10000).entrants; // 2
 * ```
 */
export function summaryFit(bots: readonly string[], decks: readonly unknown[] | undefined, players: number | undefined, maxSteps: number): SummaryFit {
  return decks === undefined ? { entrants: bots.length, entrantWord: "bot", players, maxSteps } : { entrants: decks.length, entrantWord: "deck", players, maxSteps };
}

/**
 * Reads one match summary and checks that it is a match the simulation could have played, as
 * a simulation's own summaries always are:
 *
 * - its shape: `{ index, seed, seats, winners, steps, finished, ms, error }` with whole numbers,
 *   lists of seats, a boolean, a number and a string or `null`;
 * - a match number (`index`) from 0;
 * - as many seats as the simulation's players (a failed match may have none: it failed before
 *   anyone was seated), at most {@link MAX_PLAYERS} when the players are unknown;
 * - each seat's position within the bot list (the deck list, deck against deck);
 * - winners among its seats, each once;
 * - `steps` a whole number from 0 to the step limit, and `ms` a number of milliseconds from 0;
 * - a match that did not finish has no winners, and a failed match (`error` set) did not finish.
 *
 * Lists are measured before their items are read, so that a huge list costs nothing.
 *
 * @internal
 * @param value - The summary, as read from JSON or given by a caller.
 * @param fit - The simulation's bots, players and step limit.
 * @returns The summary; `undefined` when it is not a match summary at all; or a sentence (no
 *   capital, no full stop) saying why it cannot be a match of this simulation.
 * @example
 * ```ts
 * const fit: SummaryFit = { entrants: 2, entrantWord: "bot", players: 2, maxSteps: 100 };
 * checkMatchSummary({ index: 0, seed: 1, seats: [0, 1], winners: [9], steps: 4, finished: true, ms: 1, error: null }, fit);
 * // "winner 9 is not one of its 2 seats"
 * ```
 */
export function checkMatchSummary(value: unknown, fit: SummaryFit): MatchSummary | string | undefined {
  if (!isRecord(value)) return undefined;
  const rawSeats = own(value, "seats");
  const rawWinners = own(value, "winners");
  const most = fit.players ?? MAX_PLAYERS;
  if (isList(rawSeats) && rawSeats.length > most) {
    return fit.players === undefined ? `it seats ${rawSeats.length} players, more than a simulation seats (${MAX_PLAYERS})` : `it seats ${rawSeats.length} players, not the simulation's ${fit.players}`;
  }
  if (isList(rawSeats) && isList(rawWinners) && rawWinners.length > rawSeats.length) return `it lists ${plural(rawWinners.length, "winner")} for ${plural(rawSeats.length, "seat")}`;
  const m = parseMatchSummary(value);
  if (m === undefined) return undefined;
  if (!Number.isSafeInteger(m.index) || m.index < 0) return `its index, ${m.index}, is not a match number (a whole number from 0)`;
  if (!Number.isSafeInteger(m.seed)) return `its seed, ${m.seed}, is not a whole number a simulation plays`;
  const seats = m.seats.length;
  if (fit.players !== undefined && seats !== fit.players && !(m.error !== null && seats === 0)) {
    return `it seats ${plural(seats, "player")}, not the simulation's ${fit.players}${m.error === null ? "" : " (a failed match seats them all, or none)"}`;
  }
  const outside = m.seats.findIndex((position) => position >= fit.entrants);
  if (outside !== -1) {
    return `seat ${outside} holds ${fit.entrantWord} position ${m.seats[outside] ?? ""}, but the ${fit.entrantWord} list has ${plural(fit.entrants, fit.entrantWord)} (positions 0 to ${fit.entrants - 1})`;
  }
  const seen = new Set<number>();
  for (const w of m.winners) {
    if (w >= seats) return `winner ${w} is not one of its ${plural(seats, "seat")}`;
    if (seen.has(w)) return `winner ${w} is listed twice`;
    seen.add(w);
  }
  if (!Number.isSafeInteger(m.steps) || m.steps < 0 || m.steps > fit.maxSteps) return `its steps, ${m.steps}, are not a whole number from 0 to the step limit (${fit.maxSteps})`;
  if (!Number.isFinite(m.ms) || m.ms < 0) return `its time, ${m.ms}, is not a number of milliseconds from 0`;
  if (m.error !== null && m.finished) return "it failed (its error is set) but says it finished";
  if (!m.finished && m.winners.length > 0) return `it did not finish but lists ${plural(m.winners.length, "winner")} (${m.winners.join(", ")})`;
  return m;
}

/**
 * Checks that a match's seats follow the rotation a simulation seats its matches in
 * ({@link seatBots}): seat `s` of match `index` holds position `(s + index) mod entrants` of the
 * bot list (of the deck list, deck against deck), so that with two they swap every match. A
 * match that failed before anyone was seated (no seats) has nothing to check.
 *
 * @remarks
 * For the summaries of a shard, whose match numbers are those of its simulation; not for
 * {@link checkMatchSummary}, which a caller of `simulationReport` may give summaries of its own
 * numbering.
 *
 * @internal
 * @param m - A summary {@link checkMatchSummary} accepted (its seats within the list).
 * @param fit - The simulation's bots or decks.
 * @returns A sentence (no capital, no full stop) saying how the seats differ, or `undefined`.
 * @example
 * ```ts
 * const fit: SummaryFit = { entrants: 2, entrantWord: "bot", players: 2, maxSteps: 100 };
 * seatRotationProblem({ index: 1, seed: 2, seats: [0, 1], winners: [], steps: 4, finished: true, ms: 1, error: null }, fit);
 * // "its seats hold bot positions 0, 1, but the bots rotate: seat s of match 1 holds position (s + 1) mod 2, so 1, 0"
 * ```
 */
export function seatRotationProblem(m: MatchSummary, fit: SummaryFit): string | undefined {
  if (m.seats.length === 0) return undefined;
  const expected = seatBots(m.index, m.seats.length, fit.entrants);
  if (expected.every((position, s) => m.seats[s] === position)) return undefined;
  const word = fit.entrantWord;
  return `its seats hold ${word} positions ${m.seats.join(", ")}, but the ${word}s rotate: seat s of match ${m.index} holds position (s + ${m.index}) mod ${fit.entrants}, so ${expected.join(", ")}`;
}
