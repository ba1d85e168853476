// Simulating many bot-vs-bot matches and turning the results into win rates with confidence
// intervals, the first-seat advantage, and the spread of match length and time.
import { availableParallelism } from "node:os";
import { err, hashJson, ok, ruleError, type Result } from "@rulesmith/core";
import { availableBots, parseBotList, type BotChoice } from "./bots.js";
import type { GameModule, GameRegistry } from "./game-module.js";
import { findGame, loadRegistry } from "./registry.js";
import { matchWords, playerCount, seatBotList } from "./seats.js";
import { playSimMatch, type MatchSummary } from "./sim-match.js";
import { summarize, wilsonInterval, type Interval, type Summary } from "./stats.js";
import { runOnWorkers } from "./worker-pool.js";

/**
 * Options of {@link simulate}.
 *
 * @example
 * ```ts
 * import type { SimulateOptions } from "@rulesmith/cli";
 * const options: SimulateOptions = { game: "guardians", bots: ["greedy", "random", "random"], players: 3, games: 1000, seed: 1, workers: 2 };
 * ```
 */
export interface SimulateOptions {
  /** The game id. */
  readonly game: string;
  /**
   * The bots as written on the command line (`"random"`, `"mcts:iterations=200"`), in seat order
   * of match 0: one bot per seat, or a single bot that plays itself in every seat.
   */
  readonly bots: readonly string[];
  /** How many players a match seats, within the game's seats (default the game's fewest). */
  readonly players?: number;
  /** How many matches (1 to 10^7). */
  readonly games: number;
  /** Match `i` uses game seed `seed + i` (default 1). */
  readonly seed?: number;
  /** Worker threads; 0 plays in this thread (default: the number of cores). */
  readonly workers?: number;
  /** The step limit of a match (default 10000). */
  readonly maxSteps?: number;
  /** Called after each match with how many are done. */
  readonly onProgress?: (done: number, total: number) => void;
  /** The games to look the game up in; only with `workers: 0` (workers load the default registry). */
  readonly registry?: GameRegistry;
}

/**
 * One bot's results in a simulation.
 *
 * @example
 * ```ts
 * import type { BotStanding } from "@rulesmith/cli";
 * const line = (s: BotStanding) => `${s.bot}: ${(100 * s.winRate.estimate).toFixed(1)}%`;
 * ```
 */
export interface BotStanding {
  /** Its position in the bot list. */
  readonly position: number;
  /** The bot as written. */
  readonly bot: string;
  /** Matches it played (finished or not). */
  readonly matches: number;
  /** Matches it won. */
  readonly wins: number;
  /** Matches someone else won. */
  readonly losses: number;
  /** Finished matches nobody won. */
  readonly draws: number;
  /** Wins over all matches, with a 95% Wilson interval. */
  readonly winRate: Interval;
}

/**
 * How often one seat won, whoever sat there.
 *
 * @example
 * ```ts
 * import type { SeatStanding } from "@rulesmith/cli";
 * const s: SeatStanding = { seat: 0, wins: 52, winRate: { estimate: 0.52, low: 0.42, high: 0.62 } };
 * ```
 */
export interface SeatStanding {
  /** The seat. */
  readonly seat: number;
  /** Matches the seat won. */
  readonly wins: number;
  /** Wins over all matches, with a 95% Wilson interval. */
  readonly winRate: Interval;
}

/**
 * What a simulation found. Every field but `timing` depends only on the game, the bots, the
 * number of matches and the seed, never on the number of workers.
 *
 * @example
 * ```ts
 * import type { SimulationReport } from "@rulesmith/cli";
 * const headline = (r: SimulationReport) => r.standings.map((s) => `${s.bot} ${s.wins}`).join(" vs ");
 * ```
 */
export interface SimulationReport {
  /** The game id. */
  readonly game: string;
  /** The bots as written. */
  readonly bots: readonly string[];
  /** Players (seats) in every match. */
  readonly players: number;
  /** Matches played. */
  readonly games: number;
  /** The simulation seed. */
  readonly seed: number;
  /** The step limit of a match. */
  readonly maxSteps: number;
  /** Matches that ended with an outcome. */
  readonly finished: number;
  /** Matches stopped at the step limit. */
  readonly unfinished: number;
  /** Matches that failed (a ruleset or bot bug); see `failures`. */
  readonly failed: number;
  /** Each bot's results, in bot-list order. */
  readonly standings: readonly BotStanding[];
  /** Each seat's results. */
  readonly seats: readonly SeatStanding[];
  /** The first seat's (seat 0's) win rate among decided matches, and how far it is above a fair share. */
  readonly firstSeat: {
    /** Finished matches that someone won (draws, unfinished and failed matches left out). */
    readonly decided: number;
    /** Matches seat 0 won. */
    readonly wins: number;
    /** `wins` over `decided`, with a 95% Wilson interval. */
    readonly winRate: Interval;
    /** The win-rate estimate minus a fair share (1 / number of seats): above 0 favours seat 0; 0 when nothing was decided. */
    readonly advantage: number;
  };
  /** Actions per finished match. */
  readonly length: Summary;
  /** A hash of every match's seed, seating, winners and length: equal digests, equal simulations. */
  readonly digest: string;
  /** The first failures (at most 10), with their match number and seed to replay them. */
  readonly failures: readonly {
    /** The match number, from 0. */
    readonly index: number;
    /** The game seed of that match (the simulation seed plus the index), to replay it. */
    readonly seed: number;
    /** Why it failed: the error message. */
    readonly error: string;
  }[];
  /** How long it took: the only part that changes from run to run. */
  readonly timing: {
    /** Worker threads used (0: the matches ran in this thread). */
    readonly workers: number;
    /** Wall-clock milliseconds from starting the matches (worker start-up included) to the last one done. */
    readonly wallMs: number;
    /** Milliseconds per match: count, mean, spread, minimum and maximum. */
    readonly perMatchMs: Summary;
    /** Matches played per wall-clock second (0 when no time was measured). */
    readonly matchesPerSecond: number;
  };
}

function interval(wins: number, trials: number): Interval {
  const r = wilsonInterval(wins, trials);
  return r.ok ? r.value : { estimate: 0, low: 0, high: 1 };
}

/**
 * Builds a report from match summaries (in match order).
 *
 * @param game - The game id.
 * @param bots - The bots as written.
 * @param seed - The simulation seed.
 * @param maxSteps - The step limit.
 * @param matches - One summary per match, in order.
 * @param workers - Worker threads used (0: this thread).
 * @param wallMs - Wall-clock time of the whole simulation.
 * @param players - Seats in every match; when absent, the most seats any match had.
 * @returns The report.
 * @example
 * ```ts
 * import { simulationReport } from "@rulesmith/cli";
 * const r = simulationReport("dice-duel", ["random", "random"], 1, 10000, [], 0, 0, 2);
 * r.games; // 0
 * r.seats.length; // 2
 * ```
 */
export function simulationReport(
  game: string,
  bots: readonly string[],
  seed: number,
  maxSteps: number,
  matches: readonly MatchSummary[],
  workers: number,
  wallMs: number,
  players?: number,
): SimulationReport {
  const botStats = bots.map(() => ({ matches: 0, wins: 0, losses: 0, draws: 0 }));
  const seatWins: number[] = [];
  let seatCount = players ?? 0;
  let finished = 0;
  let unfinished = 0;
  let decided = 0;
  const failures: { index: number; seed: number; error: string }[] = [];
  let failed = 0;
  const lengths: number[] = [];
  for (const m of matches) {
    seatCount = Math.max(seatCount, m.seats.length);
    if (m.error !== null) {
      failed++;
      if (failures.length < 10) failures.push({ index: m.index, seed: m.seed, error: m.error });
    } else if (m.finished) {
      finished++;
      lengths.push(m.steps);
      if (m.winners.length > 0) decided++;
    } else {
      unfinished++;
    }
    m.seats.forEach((position, seat) => {
      const b = botStats[position];
      if (b === undefined) return;
      b.matches++;
      if (m.winners.includes(seat)) b.wins++;
      else if (m.winners.length > 0) b.losses++;
      else if (m.finished) b.draws++;
    });
    for (const w of m.winners) seatWins[w] = (seatWins[w] ?? 0) + 1;
  }
  const total = matches.length;
  const seats: SeatStanding[] = [];
  for (let s = 0; s < seatCount; s++) seats.push({ seat: s, wins: seatWins[s] ?? 0, winRate: interval(seatWins[s] ?? 0, total) });
  const firstWins = seatWins[0] ?? 0;
  const firstRate = interval(firstWins, decided);
  const digest = hashJson(matches.map((m) => [m.seed, m.seats, m.winners, m.steps, m.finished, m.error]));
  const perMatch = summarize(matches.map((m) => m.ms));
  return {
    game,
    bots: bots.slice(),
    players: players ?? seatCount,
    games: total,
    seed,
    maxSteps,
    finished,
    unfinished,
    failed,
    standings: botStats.map((b, position) => ({ position, bot: bots[position] ?? "", ...b, winRate: interval(b.wins, b.matches) })),
    seats,
    firstSeat: { decided, wins: firstWins, winRate: firstRate, advantage: decided === 0 || seatCount === 0 ? 0 : firstRate.estimate - 1 / seatCount },
    length: summarize(lengths),
    digest,
    failures,
    timing: { workers, wallMs, perMatchMs: perMatch, matchesPerSecond: wallMs > 0 ? (total * 1000) / wallMs : 0 },
  };
}

function bad(message: string): { ok: false; error: ReturnType<typeof ruleError> } {
  return err(ruleError("simulate/options", message));
}

/**
 * Plays `games` bot-vs-bot matches of a game, in parallel on worker threads, and reports win
 * rates with 95% Wilson intervals, the first-seat advantage, and the mean and spread of
 * match length and time per match.
 *
 * @remarks
 * Matches are sharded by number, not by worker: match `i` uses game seed `seed + i`, and the
 * bots change seats every match (seat `s` gets bot `(s + i) mod bots`), with bot seeds derived
 * from the match seed. So every field of the report except `timing` is the same for any
 * number of workers. Workers load the default registry ({@link loadRegistry}); from
 * TypeScript source they run through tsx, from a build they run `dist/worker.js`.
 *
 * With more than two players (`players`, within the game's seats), name one bot per seat: the
 * rotation seats every bot in every seat equally often. A single bot plays itself in every seat.
 *
 * @param options - Game, bots, players, number of matches, seed, workers, step limit, progress callback.
 * @returns The report, or `simulate/options` for bad options, `game/unknown`,
 *   `game/not-playable`, `bots/unknown`, `players/range` for a number of players the game does
 *   not seat, `bots/count` for a list of two or more bots that does not name one per seat, or
 *   `simulate/worker` when a worker broke.
 * @example
 * ```ts
 * import { simulate } from "@rulesmith/cli";
 * const r = await simulate({ game: "dice-duel", bots: ["random", "random"], games: 4, workers: 1 });
 * if (r.ok) console.log(r.value.standings[0]?.winRate);
 * ```
 */
export async function simulate(options: SimulateOptions): Promise<Result<SimulationReport>> {
  const seed = options.seed ?? 1;
  const maxSteps = options.maxSteps ?? 10_000;
  const workers = options.workers ?? availableParallelism();
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > 10_000_000) return bad("The number of games is a whole number from 1 to 10000000.");
  if (!Number.isSafeInteger(seed)) return bad("The seed is a whole number.");
  if (!Number.isInteger(maxSteps) || maxSteps < 1) return bad("The step limit is a whole number from 1.");
  if (!Number.isInteger(workers) || workers < 0 || workers > 256) return bad("The number of workers is a whole number from 0 to 256.");
  if (options.registry !== undefined && workers > 0) return bad("A custom registry can only be used with workers: 0 (workers load the default registry).");
  const registry = options.registry ?? (await loadRegistry());
  const game = findGame(registry, options.game);
  if (!game.ok) return game;
  const players = playerCount(game.value, options.players);
  if (!players.ok) return players;
  const bots = parseBotList(options.bots.join(","), availableBots());
  if (!bots.ok) return bots;
  // A single bot plays itself in every seat; a list of two or more names one bot per seat.
  const seated = seatBotList(bots.value, { option: "--bots", seats: players.value, match: matchWords(game.value, players.value) });
  if (!seated.ok) return seated;
  for (const b of bots.value) {
    const trial = b.spec.create(game.value, seed, b.params);
    if (!trial.ok) return trial;
  }
  const labels = bots.value.map((b) => b.label);
  const started = performance.now();
  let done = 0;
  const progress = (): void => {
    done++;
    options.onProgress?.(done, options.games);
  };
  let matches: MatchSummary[];
  if (workers === 0) {
    matches = playHere(game.value, bots.value, seed, options.games, maxSteps, players.value, progress);
  } else {
    const run = await runOnWorkers({ game: options.game, bots: labels, seed, maxSteps, players: players.value }, options.games, workers, progress);
    if (!run.ok) return run;
    matches = run.value;
  }
  return ok(simulationReport(options.game, labels, seed, maxSteps, matches, workers, performance.now() - started, players.value));
}

function playHere(game: GameModule, bots: readonly BotChoice[], seed: number, games: number, maxSteps: number, players: number, progress: () => void): MatchSummary[] {
  const out: MatchSummary[] = [];
  for (let i = 0; i < games; i++) {
    out.push(playSimMatch(game, bots, seed, i, maxSteps, players));
    progress();
  }
  return out;
}
