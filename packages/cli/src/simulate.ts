// Simulating many bot-vs-bot matches and turning the results into win rates with confidence
// intervals, the first-seat advantage, and the spread of match length and time.
import { availableParallelism } from "node:os";
import { err, excerpt, hashJson, isList, isPlainJson, isRecord, ok, own, ruleError, type Result } from "@rulesmith/core";
import { availableBots, parseBotList, tryBots, type BotChoice } from "./bots.js";
import { CallbackFailure, callBack, callbackError } from "./callback.js";
import { cardPool, checkCustomCards, withCards, type CustomCards } from "./custom-cards.js";
import { checkDecks, deckConfig, deckHash, deckPlayers, type SimulationDeck } from "./decks.js";
import type { GameModule, GameRegistry } from "./game-module.js";
import { unknownOption } from "./option-keys.js";
import { findGame, loadRegistry } from "./registry.js";
import { MAX_PLAYERS, matchWords, playersFor, seatBotList } from "./seats.js";
import { MAX_SEED, playSimMatch, type MatchSummary } from "./sim-match.js";
import { summarize, wilsonInterval, type Interval, type Summary } from "./stats.js";
import { checkMatchSummary, summaryFit } from "./summary-check.js";
import { runOnWorkers, workerThreads, type MatchRange } from "./worker-pool.js";

/**
 * Options of {@link simulate}.
 *
 * @example
 * ```ts
 * import type { SimulateOptions } from "@rulesmith/cli";
 * const options: SimulateOptions = { game: "guardians", bots: ["greedy", "random", "random"], players: 3, games: 1000, seed: 1, workers: 2 };
 * // Deck against deck, the decks swapping seats every match, greedy playing both:
 * import { forestAmbushDeck, ironWorksDeck } from "@rulesmith/ward";
 * const matchup: SimulateOptions = {
 *   game: "ward", bots: ["greedy"], games: 200,
 *   decks: [{ name: "Forest Ambush", list: forestAmbushDeck }, { name: "Iron Works", list: ironWorksDeck }],
 * };
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
  /**
   * How many players a match seats, within the game's seats (default: the number of decks with
   * `decks`, else the number of bots when two or more are listed, else the game's fewest).
   */
  readonly players?: number;
  /**
   * Deck against deck: one deck per seat, in seat order of match 0, checked with the game's deck
   * check. The decks rotate seats every match (with two, they swap), each with the bot of the
   * same position, or the single bot; the standings are then the decks'. Without it every match
   * plays the game's starter decks.
   */
  readonly decks?: readonly SimulationDeck[];
  /**
   * Cards of your own, added to the game's sample cards for every match: a card set
   * `{ name, cards }` or a list of cards in the game's card format (plain JSON), checked by
   * {@link checkCustomCards} (an id of a sample card is refused). The `decks` are checked against
   * the sample cards and these.
   */
  readonly cards?: unknown;
  /** How many matches (1 to 10^7). */
  readonly games: number;
  /** Match `i` uses game seed `seed + i` (default 1); every one of them from 0 to 4294967295 (2^32 - 1). */
  readonly seed?: number;
  /**
   * Worker threads, 0 to 256; 0 plays in this thread (default: the number of cores). No more are
   * started than the machine has cores (`os.availableParallelism()`), nor than there are
   * matches: the report's `timing.workers` says how many were.
   */
  readonly workers?: number;
  /** The step limit of a match (default 10000). */
  readonly maxSteps?: number;
  /**
   * Called after each match with how many are done. A callback that throws stops the simulation
   * (its worker threads are ended) with `simulate/callback`.
   */
  readonly onProgress?: (done: number, total: number) => void;
  /** The games to look the game up in; only with `workers: 0` (workers load the default registry). */
  readonly registry?: GameRegistry;
}

/**
 * The keys of {@link SimulateOptions}, every one (the compiler checks the list against the
 * interface): {@link simulate} refuses any other.
 *
 * @internal
 * @example
 * ```ts
 * SIMULATE_OPTION_KEYS.includes("games"); // true
 * ```
 */
export const SIMULATE_OPTION_KEYS: readonly string[] = Object.keys({
  game: true,
  bots: true,
  players: true,
  decks: true,
  cards: true,
  games: true,
  seed: true,
  workers: true,
  maxSteps: true,
  onProgress: true,
  registry: true,
} satisfies Record<keyof SimulateOptions, true>);

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
  /** Its position in the bot list (in the deck list, deck against deck). */
  readonly position: number;
  /** The bot as written. */
  readonly bot: string;
  /** Deck against deck: the name of the deck played at this position (with `bot`). */
  readonly deck?: string;
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
 * A deck of a deck-against-deck simulation, as a report names it.
 *
 * @example
 * ```ts
 * import type { ReportDeck } from "@rulesmith/cli";
 * const d: ReportDeck = { position: 0, name: "Forest Ambush", hash: "1f2e3d4c" };
 * ```
 */
export interface ReportDeck {
  /** Its position in the deck list (the standings' `position`). */
  readonly position: number;
  /** Its name. */
  readonly name: string;
  /** A hash of its deck list: equal lists, equal hashes. */
  readonly hash: string;
}

/**
 * What a simulation found. Every field but `timing` depends only on the game, the bots, the
 * decks, the number of matches and the seed, never on the number of workers, nor on how the
 * matches were split into shards ({@link mergeShards}).
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
  /** Deck against deck: the decks, in deck-list order (absent when the starter decks were played). */
  readonly decks?: readonly ReportDeck[];
  /** With cards of your own (`--cards`): the set's name, how many cards and a hash of them (absent with the sample cards alone). */
  readonly cards?: {
    /** The card set's name (for a plain list, the file's name). */
    readonly name: string;
    /** How many cards it holds. */
    readonly count: number;
    /** `hashJson` of `{ name, cards }`: two reports with the same hash played the same cards. */
    readonly hash: string;
  };
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
  /** Each bot's results, in bot-list order (each deck's, in deck-list order, deck against deck). */
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
  /**
   * `false` when a bot has a `timeMs` option (`mcts:timeMs=50`): a search cut by the clock
   * goes as far as the machine's speed and load let it, so runs with the same game, bots,
   * games and seed may differ, digest included. `true` otherwise: equal options give an equal
   * report (`timing` aside), whatever the workers or shards.
   */
  readonly reproducible: boolean;
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
    /** Worker threads started (0: the matches ran in this thread); no more than the cores, nor than the matches. */
    readonly workers: number;
    /** Wall-clock milliseconds from starting the matches (worker start-up included) to the last one done. */
    readonly wallMs: number;
    /** Milliseconds per match: count, mean, spread, minimum and maximum. */
    readonly perMatchMs: Summary;
    /** Matches played per wall-clock second (0 when no time was measured). */
    readonly matchesPerSecond: number;
  };
}

/**
 * Whether a bot as written has a `timeMs` option (`mcts:timeMs=50`): a search budget in
 * wall-clock time, which no seed makes reproducible.
 *
 * @internal
 * @param bot - The bot as written.
 * @returns `true` when one of its options is `timeMs`.
 * @example
 * ```ts
 * hasTimeBudget("mcts:timeMs=3"); // true
 * hasTimeBudget("mcts:iterations=200"); // false
 * ```
 */
export function hasTimeBudget(bot: string): boolean {
  return bot
    .trim()
    .split(":")
    .slice(1)
    .some((option) => option.slice(0, Math.max(option.indexOf("="), 0)) === "timeMs");
}

function interval(wins: number, trials: number): Interval {
  const r = wilsonInterval(wins, trials);
  return r.ok ? r.value : { estimate: 0, low: 0, high: 1 };
}

/**
 * Builds a report from match summaries (in match order).
 *
 * @remarks
 * The arguments are checked as a simulation's are: a game id, 1 to 1000 bots (strings), a
 * whole-number seed, a step limit from 1, a whole number of workers from 0, a finite wall-clock
 * time from 0, a number of players from 1 to 1000, and 1 to 1000 decks `{ name, list }`. Each
 * match summary must be one a simulation could have played, as a shard's are when
 * {@link mergeShards} reads it: as many seats as `players` (a failed match may have none; at
 * most 1000 when `players` is absent), each seat's position within the bot list (the deck list
 * with `decks`), winners among its seats and each listed once, `steps` a whole number from 0 to
 * `maxSteps`, `ms` from 0, no winners for a match that did not finish, and a failed match
 * (`error` set) not finished.
 *
 * @param game - The game id.
 * @param bots - The bots as written.
 * @param seed - The simulation seed.
 * @param maxSteps - The step limit.
 * @param matches - One summary per match, in order.
 * @param workers - Worker threads used (0: this thread).
 * @param wallMs - Wall-clock time of the whole simulation.
 * @param players - Seats in every match; when absent, the most seats any match had.
 * @param decks - Deck against deck: the decks (the standings are then one per deck).
 * @param cards - Cards of your own added to the sample cards (`--cards`); the report then names
 *   them, and the digest covers them.
 * @returns The report, or `simulate/options` naming the first argument that is wrong.
 * @example
 * ```ts
 * import { simulationReport } from "@rulesmith/cli";
 * const r = simulationReport("dice-duel", ["random", "random"], 1, 10000, [], 0, 0, 2);
 * if (r.ok) r.value.seats.length; // 2
 * simulationReport("dice-duel", ["random"], 1, 10000, [], 0, 0, Number.POSITIVE_INFINITY).ok; // false — no simulation seats that many
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
  decks?: readonly SimulationDeck[],
  cards?: CustomCards,
): Result<SimulationReport> {
  const checked = reportArguments(game, bots, seed, maxSteps, matches, workers, wallMs, players, decks, cards);
  if (!checked.ok) return checked;
  return ok(reportOf(checked.value));
}

/**
 * The arguments of {@link simulationReport}, checked and copied (or read by a parser that
 * checked them, or made by a simulation): what {@link reportOf} builds a report from.
 *
 * @internal
 * @example
 * ```ts
 * const a: ReportArguments = { game: "g", bots: ["a"], seed: 1, maxSteps: 100, matches: [], workers: 0, wallMs: 0, players: 2, decks: undefined };
 * ```
 */
export interface ReportArguments {
  readonly game: string;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly maxSteps: number;
  readonly matches: readonly MatchSummary[];
  readonly workers: number;
  readonly wallMs: number;
  readonly players: number | undefined;
  readonly decks: readonly SimulationDeck[] | undefined;
  /** Cards of your own added to the sample cards (`--cards`), or `undefined`. */
  readonly cards?: CustomCards | undefined;
}

/** A whole number from `min` to `max`. */
function whole(v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
}

/** A list's items read by `read`, holes refused: the items, or the index of the first that `read` refuses (-1: not a list of `min` to `max` items). */
function listOf<T>(value: unknown, min: number, max: number, read: (item: unknown) => T | undefined): T[] | number {
  if (!isList(value) || value.length < min || value.length > max) return -1;
  const out: T[] = [];
  for (let i = 0; i < value.length; i++) {
    const item = read(own(value, String(i)));
    if (item === undefined) return i;
    out.push(item);
  }
  return out;
}

function textOf(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

function deckOf(v: unknown): SimulationDeck | undefined {
  const name = own(v, "name");
  return isRecord(v) && typeof name === "string" ? { name, list: own(v, "list") } : undefined;
}

/**
 * Cards of your own as a report or shard setup holds them.
 *
 * @internal
 * @param v - Anything.
 * @returns The cards `{ name, cards }` (the cards plain JSON), or `null` for anything else.
 * @example
 * ```ts
 * customCardsOf({ name: "Mine", cards: [] }); // { name: "Mine", cards: [] }
 * ```
 */
export function customCardsOf(v: unknown): CustomCards | null {
  const name = own(v, "name");
  const cards = own(v, "cards");
  if (!isRecord(v) || typeof name !== "string" || !isList(cards) || !isPlainJson(cards)) return null;
  return { name, cards: cards.slice() };
}

function reportArguments(
  game: unknown,
  bots: unknown,
  seed: unknown,
  maxSteps: unknown,
  matches: unknown,
  workers: unknown,
  wallMs: unknown,
  players: unknown,
  decks: unknown,
  cards: unknown,
): Result<ReportArguments> {
  if (typeof game !== "string") return bad(`The game is a game id (a string), not ${excerpt(game)}.`);
  const names = listOf(bots, 1, MAX_PLAYERS, textOf);
  if (typeof names === "number") return bad(`The bots are a list of 1 to ${MAX_PLAYERS} bots written as text, not ${excerpt(bots)}.`);
  if (!whole(seed, Number.MIN_SAFE_INTEGER)) return bad(`The seed is a whole number, not ${excerpt(seed)}.`);
  if (!whole(maxSteps, 1)) return bad(`The step limit is a whole number from 1, not ${excerpt(maxSteps)}.`);
  if (!whole(workers, 0)) return bad(`The number of workers is a whole number from 0, not ${excerpt(workers)}.`);
  if (typeof wallMs !== "number" || !Number.isFinite(wallMs) || wallMs < 0) return bad(`The wall-clock time is a number of milliseconds from 0, not ${excerpt(wallMs)}.`);
  const seats = players === undefined ? undefined : whole(players, 1, MAX_PLAYERS) ? players : null;
  if (seats === null) return bad(`The number of players is a whole number from 1 to ${MAX_PLAYERS}, not ${excerpt(players)}.`);
  const deckList = decks === undefined ? undefined : listOf(decks, 1, MAX_PLAYERS, deckOf);
  if (typeof deckList === "number") return bad(`The decks are a list of 1 to ${MAX_PLAYERS} decks { name, list }, not ${excerpt(decks)}.`);
  const custom = cards === undefined ? undefined : customCardsOf(cards);
  if (custom === null) return bad(`The cards are { name, cards } with the cards as plain JSON, not ${excerpt(cards)}.`);
  if (!isList(matches)) return bad(`The matches are a list of match summaries, not ${excerpt(matches)}.`);
  // Each summary is checked as a shard file's are (checkMatchSummary): one the simulation could have played.
  const fit = summaryFit(names, deckList, seats, maxSteps);
  const summaries: MatchSummary[] = [];
  for (let i = 0; i < matches.length; i++) {
    const raw = own(matches, String(i));
    const m = checkMatchSummary(raw, fit);
    if (m === undefined) return bad(`matches[${i}] is not a match summary { index, seed, seats, winners, steps, finished, ms, error }: ${excerpt(raw)}.`);
    if (typeof m === "string") return bad(`matches[${i}] cannot be a match of this simulation: ${m}.`);
    summaries.push(m);
  }
  return ok({ game, bots: names, seed, maxSteps, matches: summaries, workers, wallMs, players: seats, decks: deckList, cards: custom });
}

/**
 * The report of arguments already checked: {@link simulationReport} without the checks, for
 * the matches of a simulation, of shards read by {@link parseSimulationShard}, or of
 * {@link simulationReport}'s own copies (so that no list of matches is copied twice).
 *
 * @internal
 * @param a - The game, bots, seed, step limit, matches, workers, time, players and decks.
 * @returns The report.
 * @example
 * ```ts
 * reportOf({ game: "g", bots: ["a"], seed: 1, maxSteps: 100, matches: [], workers: 0, wallMs: 0, players: 2, decks: undefined }).seats.length; // 2
 * ```
 */
export function reportOf(a: ReportArguments): SimulationReport {
  const { game, bots, seed, maxSteps, matches, workers, wallMs, players, decks, cards } = a;
  const entrants = decks?.length ?? bots.length;
  const botStats = Array.from({ length: entrants }, () => ({ matches: 0, wins: 0, losses: 0, draws: 0 }));
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
  const played = matches.map((m) => [m.seed, m.seats, m.winners, m.steps, m.finished, m.error]);
  // Without decks and cards, the digest of the matches alone (as before either existed).
  const digest = hashJson(
    decks === undefined && cards === undefined
      ? played
      : { ...(decks === undefined ? {} : { decks: decks.map((d) => d.list) }), ...(cards === undefined ? {} : { cards: { name: cards.name, cards: cards.cards } }), matches: played },
  );
  const perMatch = summarize(matches.map((m) => m.ms));
  const botAt = (position: number): string => (decks !== undefined && bots.length === 1 ? bots[0] : bots[position]) ?? "";
  return {
    game,
    bots: bots.slice(),
    ...(decks === undefined ? {} : { decks: decks.map((d, position) => ({ position, name: d.name, hash: deckHash(d) })) }),
    ...(cards === undefined ? {} : { cards: { name: cards.name, count: cards.cards.length, hash: hashJson({ name: cards.name, cards: cards.cards }) } }),
    players: players ?? seatCount,
    games: total,
    seed,
    maxSteps,
    finished,
    unfinished,
    failed,
    standings: botStats.map((b, position) => ({
      position,
      bot: botAt(position),
      ...(decks === undefined ? {} : { deck: decks[position]?.name ?? "" }),
      ...b,
      winRate: interval(b.wins, b.matches),
    })),
    seats,
    firstSeat: { decided, wins: firstWins, winRate: firstRate, advantage: decided === 0 || seatCount === 0 ? 0 : firstRate.estimate - 1 / seatCount },
    length: summarize(lengths),
    digest,
    reproducible: !bots.some(hasTimeBudget),
    failures,
    timing: { workers, wallMs, perMatchMs: perMatch, matchesPerSecond: wallMs > 0 ? (total * 1000) / wallMs : 0 },
  };
}

function bad(message: string): { ok: false; error: ReturnType<typeof ruleError> } {
  return err(ruleError("simulate/options", message));
}

/**
 * A simulation whose options were checked: the game, the bots made once to check them, the
 * number of players, the decks, the seeds and limits. {@link simulate}, {@link simulateShard} and
 * the queue's workers all play from one.
 *
 * @internal
 * @example
 * ```ts
 * const prepared = await prepareSimulation({ game: "dice-duel", bots: ["random"], games: 10, workers: 0 });
 * ```
 */
export interface PreparedSimulation {
  /** The game id, as given. */
  readonly id: string;
  /** The game. */
  readonly game: GameModule;
  /** The bots, parsed. */
  readonly bots: readonly BotChoice[];
  /** The bots' labels, in list order (what reports and workers get). */
  readonly labels: readonly string[];
  /** Players in every match. */
  readonly players: number;
  /** Matches in the whole simulation. */
  readonly games: number;
  /** The simulation seed. */
  readonly seed: number;
  /** The step limit of a match. */
  readonly maxSteps: number;
  /** Worker threads asked for (0: this thread); {@link runOnWorkers} starts no more than the cores. */
  readonly workers: number;
  /** Deck against deck: the decks, checked. */
  readonly decks?: readonly SimulationDeck[];
  /** Cards of your own, checked: what the setup of a shard or queue job carries. */
  readonly cards?: CustomCards;
  /** The card pool with {@link PreparedSimulation.cards}: the sample cards and those, for each match's config. */
  readonly pool?: unknown;
  /** The options' progress callback. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Checks a simulation's options: numbers, game, players, bots and decks.
 *
 * @internal
 * @param options - The options.
 * @returns The prepared simulation, or the errors {@link simulate} documents.
 * @example
 * ```ts
 * const prepared = await prepareSimulation({ game: "ward", bots: ["greedy"], games: 10, decks });
 * ```
 */
export async function prepareSimulation(options: SimulateOptions): Promise<Result<PreparedSimulation>> {
  if (!isRecord(options)) return bad(`The options are an object { game, bots, games, ... }, not ${excerpt(options)}.`);
  const seed = options.seed ?? 1;
  const maxSteps = options.maxSteps ?? 10_000;
  const workers = options.workers ?? availableParallelism();
  if (!whole(options.games, 1, 10_000_000)) return bad("The number of games is a whole number from 1 to 10000000.");
  if (!whole(seed, Number.MIN_SAFE_INTEGER)) return bad("The seed is a whole number.");
  // Core takes a number seed as 32 bits: a seed past 2^32 - 1 would replay a match of a small one.
  if (seed < 0 || seed + options.games - 1 > MAX_SEED) return bad(`The seeds of the matches (${seed} to ${seed + options.games - 1}) are whole numbers from 0 to 4294967295.`);
  if (!whole(maxSteps, 1)) return bad("The step limit is a whole number from 1.");
  if (!whole(workers, 0, 256)) return bad("The number of workers is a whole number from 0 to 256.");
  if (options.registry !== undefined && workers > 0) return bad("A custom registry can only be used with workers: 0 (workers load the default registry).");
  if (options.onProgress !== undefined && typeof options.onProgress !== "function") return bad(`onProgress is a function, not ${excerpt(options.onProgress)}.`);
  // The bots and decks are read before anything joins or walks them: a list with holes, or far
  // longer than any game seats, is refused here.
  const botTexts = listOf(options.bots, 1, MAX_PLAYERS, textOf);
  if (typeof botTexts === "number") return bad(`The bots are a list of 1 to ${MAX_PLAYERS} bots written as text (such as "random"), not ${excerpt(options.bots)}.`);
  if (options.decks !== undefined && isList(options.decks) && options.decks.length === 0) {
    return err(ruleError("decks/count", "Name at least one deck per seat, or no decks to play the starter decks."));
  }
  const given = options.decks === undefined ? undefined : listOf(options.decks, 1, MAX_PLAYERS, deckOf);
  if (typeof given === "number") return bad(`The decks are a list of 1 to ${MAX_PLAYERS} decks { name, list }, not ${excerpt(options.decks)}.`);
  const registry = options.registry ?? (await loadRegistry());
  const game = findGame(registry, options.game);
  if (!game.ok) return game;
  const bots = parseBotList(botTexts.join(","), availableBots());
  if (!bots.ok) return bots;
  // Without --players: one seat per deck, else one per bot when two or more are listed.
  const players = given === undefined ? playersFor(game.value, options.players, bots.value.length, "--bots") : deckPlayers(game.value, options.players, given.length);
  if (!players.ok) return players;
  const match = matchWords(game.value, players.value);
  let cards: CustomCards | undefined;
  if (options.cards !== undefined) {
    const checked = checkCustomCards(game.value, options.cards, "The cards");
    if (!checked.ok) return checked;
    cards = checked.value;
  }
  const pool = cards === undefined ? undefined : cardPool(game.value, cards);
  const decks = given;
  if (decks !== undefined) {
    const checked = checkDecks(game.value, decks, undefined, pool);
    if (!checked.ok) return checked;
    // The game's own setup has the last word on the decks (a deck check may not see everything).
    const config = deckConfig(game.value, seed, decks.map((d) => d.list));
    if (!config.ok) return config;
    const start = game.value.ruleset.setup(withCards(config.value, pool));
    if (!start.ok) return err(ruleError("decks/invalid", `${game.value.name} refused the decks: ${start.error.message}`, { rule: start.error.rule }));
  }
  // A single bot plays itself in every seat; a list of two or more names one bot per seat.
  const seated = seatBotList(bots.value, { option: "--bots", seats: players.value, match });
  if (!seated.ok) return seated;
  const tried = tryBots(game.value, bots.value, seed);
  if (!tried.ok) return tried;
  return ok({
    id: options.game,
    game: game.value,
    bots: bots.value,
    labels: bots.value.map((b) => b.label),
    players: players.value,
    games: options.games,
    seed,
    maxSteps,
    workers,
    ...(decks === undefined ? {} : { decks }),
    ...(cards === undefined ? {} : { cards, pool }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
}

/**
 * Plays a range of a prepared simulation's matches, in this thread or on worker threads.
 *
 * @internal
 * @param p - The prepared simulation.
 * @param range - The match numbers.
 * @returns The summaries in match order, the wall-clock time and the worker threads started
 *   (no more than the cores, nor than the matches); or `simulate/worker`, or
 *   `simulate/callback` when `onProgress` threw (the simulation stops there).
 * @example
 * ```ts
 * const played = await playRange(prepared, { from: 0, to: 10 });
 * ```
 */
export async function playRange(p: PreparedSimulation, range: MatchRange): Promise<Result<{ readonly matches: MatchSummary[]; readonly wallMs: number; readonly workers: number }>> {
  const started = performance.now();
  const total = range.to - range.from;
  let done = 0;
  // A callback that throws is the caller's failure: it stops the simulation (simulate/callback),
  // as it stops simulateOnQueue's wait.
  const progress = (): void => {
    done++;
    callBack("onProgress", p.onProgress, done, total);
  };
  const lists = p.decks?.map((d) => d.list);
  if (p.workers === 0) {
    const matches: MatchSummary[] = [];
    for (let i = range.from; i < range.to; i++) {
      matches.push(playSimMatch(p.game, p.bots, p.seed, i, p.maxSteps, p.players, lists, p.pool));
      try {
        progress();
      } catch (e) {
        return err(callbackError(e instanceof CallbackFailure ? e : new CallbackFailure("onProgress", e), "The simulation stopped there: nothing of it is left running."));
      }
    }
    return ok({ matches, wallMs: performance.now() - started, workers: 0 });
  }
  const setup = { game: p.id, bots: p.labels, seed: p.seed, maxSteps: p.maxSteps, players: p.players, ...(lists === undefined ? {} : { decks: lists }), ...(p.pool === undefined ? {} : { cards: p.pool }) };
  // runOnWorkers ends its workers and says simulate/callback when progress throws.
  const run = await runOnWorkers(setup, range, p.workers, progress);
  if (!run.ok) return run;
  return ok({ matches: run.value, wallMs: performance.now() - started, workers: workerThreads(p.workers, total) });
}

/**
 * The report of a prepared simulation's matches.
 *
 * @internal
 * @param p - The prepared simulation.
 * @param matches - The matches, in order.
 * @param workers - Worker threads used.
 * @param wallMs - Wall-clock time.
 * @returns The report.
 * @example
 * ```ts
 * const report = preparedReport(prepared, matches, 2, 1234);
 * ```
 */
export function preparedReport(p: PreparedSimulation, matches: readonly MatchSummary[], workers: number, wallMs: number): SimulationReport {
  return reportOf({ game: p.id, bots: p.labels, seed: p.seed, maxSteps: p.maxSteps, matches, workers, wallMs, players: p.players, decks: p.decks, cards: p.cards });
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
 * number of workers, and for any split into shards ({@link simulateShard}, {@link mergeShards}).
 * Workers load the default registry ({@link loadRegistry}); from TypeScript source they run
 * through tsx, from a build they run `dist/worker.js`. No more worker threads are started than
 * the machine has cores (`os.availableParallelism()`), nor than there are matches: `workers: 64`
 * on two cores plays on two, and the report's `timing.workers` says 2.
 *
 * An `onProgress` that throws stops the simulation: its worker threads are ended, and the
 * result, `simulate/callback` ("The caller's onProgress callback threw: …"), comes once nothing
 * of it is left running. An option key that `SimulateOptions` does not have (a typo such as
 * `gmaes`) is refused with `simulate/options`, naming the key and the option it most likely
 * meant.
 *
 * With more than two players (`players`, within the game's seats), name one bot per seat: the
 * rotation seats every bot in every seat equally often. A single bot plays itself in every seat.
 *
 * Deck against deck (`decks`, one per seat), the decks rotate instead, each with the bot of its
 * position (or the single bot), and the standings are the decks'.
 *
 * @param options - Game, bots, players, decks, number of matches, seed, workers, step limit, progress callback.
 * @returns The report, or `simulate/options` for bad options (an unknown key among them), `game/unknown`,
 *   `game/not-playable`, `bots/unknown`, `players/range` for a number of players the game does
 *   not seat, `bots/count` for a list of two or more bots that does not name one per seat,
 *   `decks/count` for a deck list that does not name one deck per seat, `decks/unsupported`
 *   for a game without decks, `decks/invalid` for a deck the game refuses,
 *   `simulate/worker` when a worker broke, or `simulate/callback` when `onProgress` threw.
 * @example
 * ```ts
 * import { simulate } from "@rulesmith/cli";
 * const r = await simulate({ game: "dice-duel", bots: ["random", "random"], games: 4, workers: 1 });
 * if (r.ok) console.log(r.value.standings[0]?.winRate); // { estimate: 0.5, low: 0.150..., high: 0.849... }
 * ```
 */
export async function simulate(options: SimulateOptions): Promise<Result<SimulationReport>> {
  const unknown = unknownOption(options, SIMULATE_OPTION_KEYS, "simulate");
  if (unknown !== undefined) return bad(unknown);
  const prepared = await prepareSimulation(options);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const played = await playRange(p, { from: 0, to: p.games });
  if (!played.ok) return played;
  return ok(preparedReport(p, played.value.matches, played.value.workers, played.value.wallMs));
}
