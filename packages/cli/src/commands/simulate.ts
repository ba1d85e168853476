// `rulesmith simulate`: many bot-vs-bot matches in parallel, then win rates and spreads.
import type { Result, RuleError } from "@rulesmith/core";
import cliProgress from "cli-progress";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import { readMatchCards, unplayedCardsWarning, type MatchCards } from "../cards-and-decks.js";
import { cardsErrorText } from "../custom-cards.js";
import { deckFiles } from "../decks.js";
import { INTERRUPTED_STATUS, onInterrupt } from "../interrupt.js";
import { outputFilesProblem, writeOutputFile } from "../output-path.js";
import { parseQueueAddress } from "../queue-url.js";
import { ruleErrorText } from "../rule-link.js";
import { findGame, loadRegistry } from "../registry.js";
import { plural } from "../seats.js";
import { matchRangeText, parseShard, simulateShard, type ShardSpec, type SimulationShard } from "../shards.js";
import { simulate, type SimulationReport } from "../simulate.js";
import type { Interval } from "../stats.js";
import { shownText } from "../user-input.js";
import { workersOverCores } from "../worker-pool.js";

/**
 * The options of `rulesmith simulate`. `json` is `true` for JSON on stdout, a file name to
 * write the JSON there (the table still prints), or `undefined`.
 *
 * @internal
 * @example
 * ```ts
 * const options: SimulateCommandOptions = { game: "guardians", games: 1000, players: 3, bots: "greedy,random,random", seed: 1, maxSteps: 10000 };
 * ```
 */
export interface SimulateCommandOptions {
  readonly game: string;
  readonly games: number;
  /** `--players`: how many players; the number of decks with `--decks`, else the game's fewest, when absent. */
  readonly players?: number;
  /** `--decks`: deck files, comma-separated, one per seat. */
  readonly decks?: string;
  /** `--cards`: a card file of your own, added to the game's sample cards. */
  readonly cards?: string;
  /** `--shard i/n`: play only shard i of n. */
  readonly shard?: string;
  /** `--queue`: the Redis address of the job queue. */
  readonly queue?: string;
  /** `--shards`: how many shards to queue. */
  readonly shards?: number;
  /** `--queue-name`: the queue's name. */
  readonly queueName?: string;
  /** `--bots`: one bot per seat, or a single bot that plays itself in every seat, comma-separated. */
  readonly bots: string;
  readonly seed: number;
  readonly workers?: number;
  readonly maxSteps: number;
  readonly json?: string | true;
  readonly color?: boolean;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function ci(i: Interval): string {
  return `[${pct(i.low)}, ${pct(i.high)}]`;
}

/**
 * A simulation report as lines of a table.
 *
 * @internal
 * @param r - The report.
 * @param shards - For the table of one shard: the number of shards of its split. Its digest is
 *   of its own matches, equal to no run's, so its line says so instead of promising equal digests.
 * @returns The lines.
 * @example
 * ```ts
 * for (const line of reportLines(report)) console.log(line);
 * ```
 */
export function reportLines(r: SimulationReport, shards?: number): string[] {
  const t = r.timing;
  const decks = r.decks;
  // Deck names, bots and the game come from files (decks, shard results): shown on one line, cut.
  const shown = (text: string): string => shownText(text);
  const lines = [
    `${shown(r.game)}, ${plural(r.players, "player")}: ${plural(r.games, "match", "matches")}, seed ${r.seed}, ${t.workers === 0 ? "in one thread" : plural(t.workers, "worker")}, ${(t.wallMs / 1000).toFixed(2)} s (${t.matchesPerSecond.toFixed(1)} matches/s)`,
    ...(decks === undefined ? [] : [`deck against deck, seats alternated: ${decks.map((d) => `${d.position + 1}. ${shown(d.name)} (${d.hash})`).join(" vs ")}`]),
    ...(r.cards === undefined ? [] : [`cards: the sample cards and ${shown(r.cards.name)} (${plural(r.cards.count, "card")}, ${r.cards.hash})`]),
    `finished ${r.finished}, unfinished (step limit ${r.maxSteps}) ${r.unfinished}, failed ${r.failed}`,
    "",
  ];
  const name = (s: (typeof r.standings)[number]): string => (s.deck === undefined ? shown(s.bot) : `${shown(s.deck)} (${shown(s.bot)})`);
  const width = Math.max(decks === undefined ? 3 : 4, ...r.standings.map((s) => name(s).length + 4));
  lines.push(`${(decks === undefined ? "bot" : "deck").padEnd(width)}  ${"wins".padStart(6)}  ${"losses".padStart(6)}  ${"draws".padStart(6)}  ${"win rate".padStart(8)}  95% CI`);
  for (const s of r.standings) {
    const label = `${s.position + 1}. ${name(s)}`.padEnd(width);
    lines.push(`${label}  ${String(s.wins).padStart(6)}  ${String(s.losses).padStart(6)}  ${String(s.draws).padStart(6)}  ${pct(s.winRate.estimate).padStart(8)}  ${ci(s.winRate)}`);
  }
  // A match that did not finish is in every line's matches, won by nobody: say so, as the win
  // rates count it.
  const undone = r.unfinished + r.failed;
  if (undone > 0) lines.push(`(win rate: wins over all matches played, the ${plural(undone, "match", "matches")} that did not finish counted as not won)`);
  lines.push("");
  const f = r.firstSeat;
  const sign = f.advantage >= 0 ? "+" : "";
  const fair = r.players > 0 ? ` over a fair share of ${pct(1 / r.players)}` : "";
  lines.push(
    f.decided === 0
      ? "first seat (player 0): no decided matches"
      : `first seat (player 0): won ${f.wins} of ${plural(f.decided, "decided match", "decided matches")}, ${pct(f.winRate.estimate)} ${ci(f.winRate)}, advantage ${sign}${(100 * f.advantage).toFixed(1)} points${fair}`,
  );
  for (const s of r.seats) lines.push(`  seat ${s.seat}: ${s.wins} ${s.wins === 1 ? "win" : "wins"}, ${pct(s.winRate.estimate)} of all matches ${ci(s.winRate)}`);
  const l = r.length;
  lines.push(l.count === 0 ? "match length: no finished matches" : `match length: mean ${l.mean.toFixed(1)} actions, sd ${l.sd.toFixed(1)} (min ${l.min}, max ${l.max})`);
  lines.push(`time per match: mean ${t.perMatchMs.mean.toFixed(2)} ms, sd ${t.perMatchMs.sd.toFixed(2)} ms (min ${t.perMatchMs.min.toFixed(2)}, max ${t.perMatchMs.max.toFixed(2)})`);
  lines.push(
    !r.reproducible
      ? `digest ${r.digest} (timeMs budgets are not reproducible: runs with the same seed may differ)`
      : shards !== undefined
        ? `digest ${r.digest} (of this shard's matches only; rulesmith merge of the ${shards} shards gives the whole simulation's digest)`
        : `digest ${r.digest} (equal for equal game, bots, ${decks === undefined ? "" : "decks, "}${r.cards === undefined ? "" : "cards, "}games and seed, whatever the workers or shards)`,
  );
  for (const x of r.failures) lines.push(`failed: match ${x.index} (seed ${x.seed}): ${shownText(x.error, Infinity)}`);
  return lines;
}

/** Error codes that are failures of the run (status 1); every other refusal is about the options (status 2). */
const RUN_FAILURES = new Set(["simulate/worker", "simulate/callback", "decks/invalid", "cards/invalid", "json/parse", "json/number-too-large", "file/unreadable", "queue/connect", "queue/failed", "queue/result"]);

/**
 * The exit status of a refused simulation: 1 for a failure of the run (a broken worker, a deck
 * file that cannot be read or is not valid, a queue that fails, a progress callback that
 * threw), else 2 (a usage error).
 *
 * @internal
 * @param e - The error.
 * @returns 1 or 2.
 * @example
 * ```ts
 * simulateStatus(ruleError("decks/invalid", "x")); // 1
 * ```
 */
export function simulateStatus(e: RuleError): number {
  if (e.code === "queue/interrupted") return INTERRUPTED_STATUS;
  return RUN_FAILURES.has(e.code) ? 1 : 2;
}

/**
 * Lines for a shard result: which matches it played, how to merge it, then its own table.
 *
 * @internal
 * @param s - The shard result.
 * @returns The lines.
 * @example
 * ```ts
 * for (const line of shardLines(shard)) console.log(line);
 * ```
 */
export function shardLines(s: SimulationShard): string[] {
  const { index, count, from, to } = s.shard;
  const which = to > from ? `${matchRangeText({ from, to })} of ${s.setup.games}` : `no matches (of ${s.setup.games}; more shards than matches)`;
  return [`shard ${index}/${count}: ${which}. Merge the ${count} shard files with rulesmith merge for the whole report.`, "", ...reportLines(s.report, count)];
}

/**
 * Runs `rulesmith simulate`: the simulation with a progress bar on stderr (only on a terminal),
 * then the table, or JSON. With `--shard i/n`, one shard of it, whose JSON is for
 * `rulesmith merge`; with `--queue`, every shard through a job queue that `rulesmith worker`
 * processes play.
 *
 * @remarks
 * More workers than the machine has cores (`os.availableParallelism()`) are not started: the
 * count is lowered to the number of cores, with a warning.
 *
 * @internal
 * @param io - Streams.
 * @param options - Parsed options.
 * @returns The exit status: 2 for bad options (an unknown game or bot, a number of players the
 *   game does not seat, a bot or deck list that does not name one per seat, a bad `--shard` or
 *   `--queue`, options that do not go together, a `--json` file that cannot be written,
 *   checked before any match is played), 1 for a deck file that cannot be read or is not a
 *   valid deck, a broken worker, a queue that fails or a file that could not be written at the
 *   end, 130 when a queued run is interrupted, else 0.
 * @example
 * ```ts
 * const status = await simulateCommand(io, { game: "dice-duel", games: 100, bots: "random,random", seed: 1, maxSteps: 10000 });
 * ```
 */
export async function simulateCommand(io: CliIo, options: SimulateCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const unwritable = await outputFilesProblem([["--json", typeof options.json === "string" ? options.json : undefined]]);
  if (unwritable !== undefined) {
    out.error(unwritable);
    return 2;
  }
  if (options.shard !== undefined && options.queue !== undefined) {
    out.error("--shard and --queue do not go together: --shard plays one shard here, --queue hands every shard to rulesmith worker processes.");
    return 2;
  }
  if (options.queue === undefined && (options.shards !== undefined || options.queueName !== undefined)) {
    out.error(`${options.shards !== undefined ? "--shards" : "--queue-name"} needs --queue (to play one shard here, use --shard i/n).`);
    return 2;
  }
  let shard: ShardSpec | undefined;
  if (options.shard !== undefined) {
    const parsed = parseShard(options.shard);
    if (!parsed.ok) {
      out.error(`--shard: ${parsed.error.message}`);
      return 2;
    }
    if (options.json === undefined) {
      out.error("--shard needs --json FILE (or --json for stdout): the shard's result is for rulesmith merge.");
      return 2;
    }
    shard = parsed.value;
  }
  let queue: string | undefined;
  if (options.queue !== undefined) {
    const parsed = parseQueueAddress(options.queue);
    if (!parsed.ok) {
      out.error(ruleErrorText(parsed.error));
      return 2;
    }
    queue = parsed.value;
  }
  const deckList = deckFiles(options.decks);
  if (!deckList.ok) {
    out.error(ruleErrorText(deckList.error));
    return 2;
  }
  const files = deckList.value;
  let given: MatchCards = {};
  if (options.cards !== undefined || files !== undefined) {
    const game = findGame(await loadRegistry(), options.game);
    if (!game.ok) {
      out.error(ruleErrorText(game.error));
      return 2;
    }
    const read = await readMatchCards(game.value, options.cards, files);
    if (!read.ok) {
      // The card file's problems, or every deck file that cannot be played with its problems
      // (`details.decks`); with --json on stdout the refusal is JSON, as `replay --json` answers one.
      if (options.json === true) io.stdout.write(`${JSON.stringify({ ok: false, error: read.error.error }, null, 2)}\n`);
      else out.error(read.error.text);
      return read.error.status;
    }
    given = read.value;
    const unplayed = unplayedCardsWarning(options.cards, files);
    if (unplayed !== undefined) out.warn(unplayed);
  }
  const { cards, decks } = given;
  const workers = options.workers;
  // The library starts no more threads than cores (withinCores): the command only says so. With
  // --queue, the queue's workers decide how many threads play: only the note below is said.
  const lowered = queue === undefined && workers !== undefined ? workersOverCores(workers) : undefined;
  if (lowered !== undefined) out.warn(lowered);
  if (queue !== undefined && workers !== undefined) out.warn("--workers has no effect with --queue: each rulesmith worker process sets its own.");
  const bar =
    io.stderr.isTTY === true
      ? new cliProgress.SingleBar(
          { stream: io.stderr, format: "simulating [{bar}] {percentage}% | {value}/{total} matches | eta {eta_formatted}", hideCursor: true, clearOnComplete: true },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  const base = {
    game: options.game,
    bots: options.bots.split(","),
    ...(options.players === undefined ? {} : { players: options.players }),
    ...(decks === undefined ? {} : { decks }),
    ...(cards === undefined ? {} : { cards }),
    games: options.games,
    seed: options.seed,
    maxSteps: options.maxSteps,
    onProgress: (done: number) => bar?.update(done),
  };
  let r: Result<SimulationReport | SimulationShard>;
  if (queue !== undefined) {
    bar?.start(options.games, 0);
    const interrupt = onInterrupt();
    try {
      // The queue library is loaded only here, so that no other command pays for loading it.
      const { simulateOnQueue } = await import("../queue.js");
      r = await simulateOnQueue({
        ...base,
        queue,
        ...(options.shards === undefined ? {} : { shards: options.shards }),
        ...(options.queueName === undefined ? {} : { queueName: options.queueName }),
        signal: interrupt.signal,
        // What happens goes to stderr, as the progress bar does, so that stdout keeps the results alone.
        onEvent: (message) => {
          if (bar === undefined) io.stderr.write(`${message}\n`);
        },
      });
    } finally {
      interrupt.dispose();
    }
  } else if (shard !== undefined) {
    const range = Math.floor(((shard.index + 1) * options.games) / shard.count) - Math.floor((shard.index * options.games) / shard.count);
    bar?.start(range, 0);
    r = await simulateShard({ ...base, ...(workers === undefined ? {} : { workers }), shard });
  } else {
    bar?.start(options.games, 0);
    r = await simulate({ ...base, ...(workers === undefined ? {} : { workers }) });
  }
  bar?.stop();
  if (!r.ok) {
    out.error(r.error.code === "cards/invalid" ? cardsErrorText(r.error) : ruleErrorText(r.error));
    return simulateStatus(r.error);
  }
  const json = `${JSON.stringify(r.value, null, 2)}\n`;
  if (options.json === true) {
    io.stdout.write(json);
    return 0;
  }
  const lines = "format" in r.value ? shardLines(r.value) : reportLines(r.value);
  for (const line of lines) out.line(line);
  if (typeof options.json === "string") {
    const failed = await writeOutputFile(options.json, "--json", json);
    if (failed !== undefined) {
      out.error(failed);
      return 1;
    }
    out.line(out.c.dim(`JSON written to ${shownText(options.json, Infinity)}.`));
  }
  return 0;
}
