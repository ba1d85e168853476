// `rulesmith simulate`: many bot-vs-bot matches in parallel, then win rates and spreads.
import { availableParallelism } from "node:os";
import cliProgress from "cli-progress";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import { outputFilesProblem, writeOutputFile } from "../output-path.js";
import { simulate, type SimulationReport } from "../simulate.js";
import type { Interval } from "../stats.js";

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
  /** `--players`: how many players; the game's fewest when absent. */
  readonly players?: number;
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
 * @returns The lines.
 * @example
 * ```ts
 * for (const line of reportLines(report)) console.log(line);
 * ```
 */
export function reportLines(r: SimulationReport): string[] {
  const t = r.timing;
  const lines = [
    `${r.game}, ${r.players} players: ${r.games} matches, seed ${r.seed}, ${t.workers === 0 ? "in one thread" : `${t.workers} worker${t.workers === 1 ? "" : "s"}`}, ${(t.wallMs / 1000).toFixed(2)} s (${t.matchesPerSecond.toFixed(1)} matches/s)`,
    `finished ${r.finished}, unfinished (step limit ${r.maxSteps}) ${r.unfinished}, failed ${r.failed}`,
    "",
  ];
  const width = Math.max(3, ...r.standings.map((s) => s.bot.length + 4));
  lines.push(`${"bot".padEnd(width)}  ${"wins".padStart(6)}  ${"losses".padStart(6)}  ${"draws".padStart(6)}  ${"win rate".padStart(8)}  95% CI`);
  for (const s of r.standings) {
    const label = `${s.position + 1}. ${s.bot}`.padEnd(width);
    lines.push(`${label}  ${String(s.wins).padStart(6)}  ${String(s.losses).padStart(6)}  ${String(s.draws).padStart(6)}  ${pct(s.winRate.estimate).padStart(8)}  ${ci(s.winRate)}`);
  }
  lines.push("");
  const f = r.firstSeat;
  const sign = f.advantage >= 0 ? "+" : "";
  const fair = r.players > 0 ? ` over a fair share of ${pct(1 / r.players)}` : "";
  lines.push(`first seat (player 0): won ${f.wins} of ${f.decided} decided matches, ${pct(f.winRate.estimate)} ${ci(f.winRate)}, advantage ${sign}${(100 * f.advantage).toFixed(1)} points${fair}`);
  for (const s of r.seats) lines.push(`  seat ${s.seat}: ${s.wins} wins, ${pct(s.winRate.estimate)} of all matches ${ci(s.winRate)}`);
  lines.push(`match length: mean ${r.length.mean.toFixed(1)} actions, sd ${r.length.sd.toFixed(1)} (min ${r.length.min}, max ${r.length.max})`);
  lines.push(`time per match: mean ${t.perMatchMs.mean.toFixed(2)} ms, sd ${t.perMatchMs.sd.toFixed(2)} ms (min ${t.perMatchMs.min.toFixed(2)}, max ${t.perMatchMs.max.toFixed(2)})`);
  lines.push(`digest ${r.digest} (equal for equal game, bots, games and seed, whatever the workers)`);
  for (const x of r.failures) lines.push(`failed: match ${x.index} (seed ${x.seed}): ${x.error}`);
  return lines;
}

/**
 * Runs `rulesmith simulate`: the simulation with a progress bar on stderr (only on a terminal),
 * then the table, or JSON.
 *
 * @remarks
 * More workers than the machine has cores (`os.availableParallelism()`) are not started: the
 * count is lowered to the number of cores, with a warning on stderr.
 *
 * @internal
 * @param io - Streams.
 * @param options - Parsed options.
 * @returns The exit status: 2 for bad options (an unknown game or bot, a number of players the
 *   game does not seat, a bot list that does not name one bot per seat, a `--json` file that
 *   cannot be written, checked before any match is played), 1 for a broken worker or a file
 *   that could not be written at the end, else 0.
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
  let workers = options.workers;
  const cores = availableParallelism();
  if (workers !== undefined && workers > cores) {
    out.warn(`--workers ${workers} is more than the ${cores} core${cores === 1 ? "" : "s"} of this machine; using ${cores} worker${cores === 1 ? "" : "s"}.`);
    workers = cores;
  }
  const bar =
    io.stderr.isTTY === true
      ? new cliProgress.SingleBar(
          { stream: io.stderr, format: "simulating [{bar}] {percentage}% | {value}/{total} matches | eta {eta_formatted}", hideCursor: true, clearOnComplete: true },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  bar?.start(options.games, 0);
  const r = await simulate({
    game: options.game,
    bots: options.bots.split(","),
    ...(options.players === undefined ? {} : { players: options.players }),
    games: options.games,
    seed: options.seed,
    maxSteps: options.maxSteps,
    ...(workers === undefined ? {} : { workers }),
    onProgress: (done) => bar?.update(done),
  });
  bar?.stop();
  if (!r.ok) {
    out.error(r.error.message);
    // Only a broken worker is a failure of the run; every other refusal is about the options.
    return r.error.code === "simulate/worker" ? 1 : 2;
  }
  const json = `${JSON.stringify(r.value, null, 2)}\n`;
  if (options.json === true) {
    io.stdout.write(json);
    return 0;
  }
  for (const line of reportLines(r.value)) out.line(line);
  if (typeof options.json === "string") {
    const failed = await writeOutputFile(options.json, "--json", json);
    if (failed !== undefined) {
      out.error(failed);
      return 1;
    }
    out.line(out.c.dim(`JSON written to ${options.json}.`));
  }
  return 0;
}
