import { err, ok, ruleError, type PlayerId, type Result, type Ruleset } from "@rulesmith/core";
import { BotErrorCode, type Bot } from "./bot.js";
import { notABot, OptionReader, rulesetError, thrownText } from "./options.js";
import { playSeated } from "./play.js";

/**
 * Options of {@link tournament}.
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @typeParam C - The config.
 * @example
 * ```ts
 * import { randomBot, tournament, type TournamentOptions } from "@rulesmith/bots";
 * import { diceDuel, type DuelAction, type DuelConfig, type DuelState } from "@rulesmith/core/examples";
 * const a = randomBot(diceDuel, { seed: 1 });
 * const b = randomBot(diceDuel, { seed: 2 });
 * if (a.ok && b.ok) {
 *   const options: TournamentOptions<DuelState, DuelAction, DuelConfig> = { bots: [a.value, b.value], matches: 200, config: (i) => ({ seed: i }) };
 *   console.log(tournament(diceDuel, options)); // { ok: true, value: { matches: 200, steps: 2852, standings: [ [Object], [Object] ] } }
 * }
 * ```
 */
export interface TournamentOptions<S, A, C> {
  /**
   * The bots, at least one: as many as the game has seats, or more, and then they take turns
   * (the rotation of {@link tournament} leaves some out of each match).
   */
  readonly bots: readonly Bot<S, A>[];
  /** How many matches, 1 to 10^7. */
  readonly matches: number;
  /**
   * The config of match `i` (from 0), so that each match gets its own seed. If it throws, the
   * tournament stops there with `bots/options` naming the match.
   */
  readonly config: (match: number) => C;
  /** The step limit of each match (default 10000, as `playMatch`); a match cut there counts as unfinished. */
  readonly maxSteps?: number;
}

/**
 * One bot's results in a {@link tournament}.
 * @example
 * ```ts
 * import type { BotStanding } from "@rulesmith/bots";
 * const line = (b: BotStanding) => `${b.name}: ${b.wins}-${b.losses}-${b.draws} (${(100 * b.score).toFixed(1)}%)`;
 * ```
 */
export interface BotStanding {
  /** The bot's name. */
  readonly name: string;
  /** Matches it won (it was among the winners). */
  readonly wins: number;
  /** Matches it lost (it was among the losers). */
  readonly losses: number;
  /** Matches that ended with it neither winner nor loser (a draw). */
  readonly draws: number;
  /** Matches cut at `maxSteps` before they ended. */
  readonly unfinished: number;
  /**
   * Matches it sat in (wins + losses + draws + unfinished): every match, unless there are more
   * bots than seats, when the rotation leaves it out of some.
   */
  readonly played: number;
  /** Matches it won in each seat, by seat number: one entry per seat of the game (of its largest match). */
  readonly winsBySeat: readonly number[];
  /**
   * (wins + draws / 2) / played, from 0 to 1: its share of the matches it sat in (a match cut
   * at `maxSteps` counts as played, for nothing); 0 when it sat in none. With as many bots as
   * seats, `played` is every match.
   */
  readonly score: number;
}

/**
 * What a {@link tournament} measured.
 * @example
 * ```ts
 * import type { TournamentResult } from "@rulesmith/bots";
 * const first = (r: TournamentResult) => r.standings[0]?.score;
 * ```
 */
export interface TournamentResult {
  /** Matches played. */
  readonly matches: number;
  /** Actions applied over all matches. */
  readonly steps: number;
  /** One standing per bot, in the order the bots were given. */
  readonly standings: readonly BotStanding[];
}

interface Tally {
  wins: number;
  losses: number;
  draws: number;
  unfinished: number;
  /** Wins by seat number (sparse until the standings are made). */
  winsBySeat: number[];
}

/**
 * Plays `matches` matches between bots with the seats rotated: in match `i`, seat `p` is
 * played by bot `(i + p) % bots.length`, so with two bots each plays first in half the
 * matches. Counts wins, losses and draws per bot: what measures a bot's strength. With more
 * bots than the game seats, the bots the rotation leaves without a seat sit that match out:
 * each bot's `played` counts the matches it sat in, and its `score` is taken over those.
 *
 * @remarks
 * The bots keep their generators from match to match, so a tournament is reproducible as a
 * whole (same bots, seeds and configs, same results). The first match that cannot be played
 * stops the tournament with its error, `details.match` naming it; so does a `config` that
 * throws (`bots/options`, what it threw in `details.problems`).
 *
 * @param ruleset - The game.
 * @param options - Bots, number of matches, config per match, step limit.
 * @returns The standings, or `bots/options` / the failing match's error.
 * @example
 * ```ts
 * import { greedyBot, randomBot, tournament } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const a = greedyBot(diceDuel, { seed: 1 });
 * const b = randomBot(diceDuel, { seed: 2 });
 * if (a.ok && b.ok) {
 *   const r = tournament(diceDuel, { bots: [a.value, b.value], matches: 100, config: (i) => ({ seed: i }) });
 *   if (r.ok) console.log(r.value.standings.map((s) => `${s.name} ${s.wins}-${s.losses}`)); // [ 'greedy 71-29', 'random 29-71' ]
 * }
 * ```
 */
export function tournament<S, A, C>(ruleset: Ruleset<S, A, C>, options: TournamentOptions<S, A, C>): Result<TournamentResult> {
  const read = new OptionReader(options, ["bots", "matches", "config", "maxSteps"]);
  const matches = read.int("matches", 1, 10_000_000, 0);
  const maxSteps = read.int("maxSteps", 1, 100_000_000, 10_000);
  if (!read.has("matches")) read.problems.push("matches is required");
  read.checkFunction("config");
  if (!read.has("config")) read.problems.push("config is required");
  const config = read.fn("config") as ((match: number) => C) | undefined;
  const bots: unknown = read.value("bots");
  if (!Array.isArray(bots) || bots.length === 0) read.problems.push("bots is a list of at least one bot");
  else {
    const notBot = notABot(bots);
    if (notBot !== undefined) read.problems.push(notBot);
  }
  const bad = read.error("tournament") ?? rulesetError(ruleset, "tournament");
  if (bad !== undefined || config === undefined) return bad ?? err(ruleError(BotErrorCode.BadOptions, "Bad tournament options: config is required."));
  const list = bots as readonly Bot<S, A>[];
  const n = list.length;
  /** Seats of the largest match played: the length of every `winsBySeat`. */
  let seatCount = 0;
  const tallies: Tally[] = list.map(() => ({ wins: 0, losses: 0, draws: 0, unfinished: 0, winsBySeat: [] }));
  let steps = 0;
  for (let i = 0; i < matches; i++) {
    const seated: Bot<S, A>[] = [];
    const botAt: number[] = [];
    for (let p = 0; p < n; p++) {
      const b = (i + p) % n;
      const bot = list[b];
      if (bot === undefined) continue;
      botAt.push(b);
      seated.push(bot);
    }
    // A config function that throws is the caller's bug, told as the match it stopped.
    let matchConfig: C;
    try {
      matchConfig = config(i);
    } catch (e) {
      const problem = `config threw for match ${i} (${thrownText(e)})`;
      return err(ruleError(BotErrorCode.BadOptions, `Match ${i} could not be played: the tournament's ${problem}.`, { details: { match: i, problems: [problem] } }));
    }
    const played = playSeated(ruleset, matchConfig, seated, { maxSteps }, true);
    if (!played.ok) {
      const e = played.error;
      return err(ruleError(e.code, `Match ${i} could not be played: ${e.message}`, { rule: e.rule, details: { match: i, error: e.details ?? null } }));
    }
    steps += played.value.steps;
    const outcome = played.value.outcome;
    const seats: readonly PlayerId[] = ruleset.players(played.value.state);
    for (const p of seats) {
      if (p + 1 > seatCount) seatCount = p + 1;
      const b = botAt[p];
      if (b === undefined) continue;
      const t = tallies[b];
      if (t === undefined) continue;
      if (outcome === undefined) t.unfinished++;
      else if (outcome.winners.includes(p)) {
        t.wins++;
        t.winsBySeat[p] = (t.winsBySeat[p] ?? 0) + 1;
      } else if (outcome.losers.includes(p)) t.losses++;
      else t.draws++;
    }
  }
  const standings = tallies.map((t, b): BotStanding => {
    const played = t.wins + t.losses + t.draws + t.unfinished;
    const winsBySeat: number[] = [];
    for (let p = 0; p < seatCount; p++) winsBySeat.push(t.winsBySeat[p] ?? 0);
    return {
      name: list[b]?.name ?? `bot ${b}`,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      unfinished: t.unfinished,
      played,
      winsBySeat,
      score: played === 0 ? 0 : (t.wins + t.draws / 2) / played,
    };
  });
  return ok({ matches, steps, standings });
}
