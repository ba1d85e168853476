// Running simulation matches on worker_threads: starting workers from the built dist or from
// TypeScript source (through tsx), handing out batches of match numbers as workers free up,
// and collecting one summary per match.
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { clipMessage, err, excerpt, isRecord, ok, own, ruleError, thrownText, type Result } from "@rulesmith/core";
import { CallbackFailure, callbackError } from "./callback.js";
import { moduleUrl } from "./package-info.js";
import type { MatchSummary } from "./sim-match.js";
import { MAX_PLAYERS, plural } from "./seats.js";
import { parseFromWorker, parseWorkerSetup, type ToWorker, type WorkerSetup } from "./worker-protocol.js";

/**
 * How to start a simulation worker: the entry file, and whether it is TypeScript source (run
 * through tsx) or built JavaScript.
 *
 * @example
 * ```ts
 * import type { WorkerEntry } from "@rulesmith/cli";
 * const entry: WorkerEntry = { url: new URL("file:///app/dist/worker.js"), typescript: false };
 * ```
 */
export interface WorkerEntry {
  /** The worker's entry file. */
  readonly url: URL;
  /** `true` when it is a `.ts` file that needs tsx. */
  readonly typescript: boolean;
}

/**
 * Finds the simulation worker next to this module: `worker.js` in a build (`dist/`), or
 * `worker.ts` when running from source (tests, `tsx`).
 *
 * @returns The entry.
 * @example
 * ```ts
 * import { defaultWorkerEntry } from "@rulesmith/cli";
 * defaultWorkerEntry().typescript; // true — under tsx or vitest; false from dist
 * ```
 */
export function defaultWorkerEntry(): WorkerEntry {
  const here = moduleUrl();
  const typescript = /\.[cm]?ts$/.test(new URL(here).pathname);
  return { url: new URL(typescript ? "./worker.ts" : "./worker.js", here), typescript };
}

function startWorker(entry: WorkerEntry, setup: WorkerSetup): Worker {
  // Workers inherit the parent's Node options, except one that only fits `node --eval`.
  const execArgv = process.execArgv.filter((a) => !a.startsWith("--input-type"));
  if (!entry.typescript) return new Worker(entry.url, { workerData: setup, execArgv });
  // Node 20 does not apply `--import tsx` from execArgv to a worker's entry file, so a small
  // bootstrap registers tsx inside the worker and then imports the TypeScript entry.
  // require.resolve finds the CommonJS build of tsx's API; its ES module build sits beside it.
  const api = pathToFileURL(createRequire(moduleUrl()).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.url.href)}); });`;
  return new Worker(code, { eval: true, workerData: setup, execArgv });
}

/** The most matches one call plays, as a simulation allows. */
const MAX_MATCHES = 10_000_000;
/** The most worker threads, as a simulation allows. */
const MAX_WORKERS = 256;

/**
 * The most worker threads a simulation runs on this machine for `workers` asked: one per core
 * (`os.availableParallelism()`), whatever more is asked. The one place the count is lowered:
 * {@link runOnWorkers} starts no more, reports count no more, and the commands warn with
 * {@link workersOverCores}.
 *
 * @internal
 * @param workers - Worker threads asked for.
 * @returns `workers`, or the number of cores when that is fewer.
 * @example
 * ```ts
 * withinCores(256); // the number of cores
 * ```
 */
export function withinCores(workers: number): number {
  return Math.min(workers, availableParallelism());
}

/**
 * The worker threads {@link runOnWorkers} starts to play `matches` matches with `workers`
 * asked: at most one per core ({@link withinCores}) and one per match; 0 when there is
 * nothing to play (or `workers` is 0: the matches are played in this thread).
 *
 * @internal
 * @param workers - Worker threads asked for.
 * @param matches - Matches to play.
 * @returns The threads started.
 * @example
 * ```ts
 * workerThreads(64, 3); // 3 — on a machine of 3 cores or more
 * workerThreads(4, 0); // 0
 * ```
 */
export function workerThreads(workers: number, matches: number): number {
  return Math.max(0, Math.min(withinCores(workers), matches));
}

/**
 * The warning a command gives when `--workers` asks for more threads than the machine has
 * cores, and {@link withinCores} lowers it.
 *
 * @internal
 * @param workers - The `--workers` number.
 * @returns The sentence, or `undefined` when the number is not lowered.
 * @example
 * ```ts
 * workersOverCores(256); // "--workers 256 is more than the 2 cores of this machine; using 2 workers." — on 2 cores
 * ```
 */
export function workersOverCores(workers: number): string | undefined {
  const used = withinCores(workers);
  return used < workers ? `--workers ${workers} is more than the ${plural(used, "core")} of this machine; using ${plural(used, "worker")}.` : undefined;
}

/** What became of a run on worker threads whose caller's callback threw. */
const STOPPED_WORKERS = "The simulation stopped there, and its worker threads were ended: nothing of it is left running.";

/** Why something failed, for a message: an error's own message (cut to 300 characters), or what else was thrown. */
function reason(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === "string") return clipMessage(e.message);
  } catch {
    // A message that cannot be read: said below as whatever it is.
  }
  return thrownText(e);
}

function isMatchNumber(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

/**
 * A range of match numbers: `from` (included) to `to` (excluded).
 *
 * @example
 * ```ts
 * import type { MatchRange } from "@rulesmith/cli";
 * const thirdOfNine: MatchRange = { from: 6, to: 9 };
 * ```
 */
export interface MatchRange {
  /** The first match number. */
  readonly from: number;
  /** The match number after the last. */
  readonly to: number;
}

/**
 * Plays matches `0` to `games - 1` (or the range given) on `workers` worker threads, handing
 * each worker a batch of match numbers whenever it is free (smaller batches as the end nears),
 * and returns the summaries in match order.
 *
 * @remarks
 * The arguments are checked before any worker starts. No more threads are started than the
 * machine has cores (`os.availableParallelism()`), nor than there are matches: `workers: 64` on
 * two cores starts two. A worker's message is read, never trusted: one that is not part of the
 * protocol, or a match not asked for, ends the run with `simulate/worker`. An `onMatch` that
 * throws ends the run with `simulate/callback`, as a throwing callback of `simulate` or
 * `simulateOnQueue` does. The result comes once every worker has stopped: nothing of the run is
 * left running.
 *
 * @param setup - The game, bots, seed, step limit, players and decks every worker gets.
 * @param games - How many matches, from match 0 (0 to 10^7); or the range of match numbers to
 *   play (one shard: whole numbers `0 <= from <= to`, at most 10^7 matches).
 * @param workers - How many threads at most (1 to 256; at most one per core is started).
 * @param onMatch - Called in the main thread after each match.
 * @param entry - The worker entry; {@link defaultWorkerEntry} by default.
 * @returns The summaries, or `simulate/options` for arguments that are not those above (a setup
 *   that is not a {@link WorkerSetup}, a number of workers that is not a whole number from 1 to
 *   256, an `onMatch` that is not a function), `simulate/worker` if a worker could not start
 *   or broke, or `simulate/callback` when `onMatch` threw ("The caller's onMatch callback threw:
 *   …"; the workers are ended).
 * @example
 * ```ts
 * import { runOnWorkers } from "@rulesmith/cli";
 * const r = await runOnWorkers({ game: "dice-duel", bots: ["random", "random"], seed: 1, maxSteps: 10000 }, 4, 1);
 * if (r.ok) r.value.length; // 4
 * const shard = await runOnWorkers({ game: "dice-duel", bots: ["random", "random"], seed: 1, maxSteps: 10000 }, { from: 4, to: 6 }, 1);
 * if (shard.ok) shard.value.map((m) => m.index); // [4, 5]
 * ```
 */
export async function runOnWorkers(
  setup: WorkerSetup,
  games: number | MatchRange,
  workers: number,
  onMatch?: (match: MatchSummary) => void,
  entry: WorkerEntry = defaultWorkerEntry(),
): Promise<Result<MatchSummary[]>> {
  const bad = (message: string): Result<MatchSummary[]> => err(ruleError("simulate/options", message));
  const read = parseWorkerSetup(setup);
  if (read === undefined || !Number.isSafeInteger(read.seed) || read.maxSteps < 1 || (read.players !== undefined && read.players > MAX_PLAYERS)) {
    return bad(`The setup is { game, bots, seed, maxSteps, players?, decks?, cards? } with a whole-number seed, a step limit from 1 and at most ${MAX_PLAYERS} players, not ${excerpt(setup)}.`);
  }
  const first: unknown = typeof games === "number" ? 0 : own(games, "from");
  const end: unknown = typeof games === "number" ? games : own(games, "to");
  if (!isMatchNumber(first) || !isMatchNumber(end) || end < first || end - first > MAX_MATCHES) {
    return bad(`The matches are a number from 0 to ${MAX_MATCHES} or a range { from, to } of whole numbers with 0 <= from <= to and at most ${MAX_MATCHES} matches, not ${excerpt(games)}.`);
  }
  if (typeof workers !== "number" || !Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) return bad(`The number of workers is a whole number from 1 to ${MAX_WORKERS}, not ${excerpt(workers)}.`);
  if (onMatch !== undefined && typeof onMatch !== "function") return bad(`onMatch is a function, not ${excerpt(onMatch)}.`);
  if (!isRecord(entry)) return bad(`The worker entry is { url, typescript }, not ${excerpt(entry)}.`);
  const total = end - first;
  if (total === 0) return ok([]);
  const results = new Array<MatchSummary | undefined>(total).fill(undefined);
  // No more threads than cores (nor than matches): the report of a simulation counts these.
  const count = workerThreads(workers, total);
  let next = first;
  let received = 0;
  const pool: Worker[] = [];
  return new Promise((resolve) => {
    let settled = false;
    // The result is given once every worker has stopped: nothing of the run is left running then.
    const finish = (r: Result<MatchSummary[]>): void => {
      if (settled) return;
      settled = true;
      void Promise.allSettled(pool.map((w) => w.terminate())).then(() => {
        resolve(r);
      });
    };
    const broke = (message: string): void => {
      finish(err(ruleError("simulate/worker", `A simulation worker failed: ${message}`)));
    };
    const feed = (w: Worker): void => {
      if (next >= end) return;
      // Guided self-scheduling: big batches while much is left, single matches at the end,
      // so that no worker sits idle while another finishes a long batch.
      const batch = Math.max(1, Math.min(64, Math.ceil((end - next) / (4 * count))));
      const from = next;
      next = Math.min(end, next + batch);
      const m: ToWorker = { type: "run", from, to: next };
      w.postMessage(m);
    };
    for (let k = 0; k < count; k++) {
      let w: Worker;
      try {
        w = startWorker(entry, read);
      } catch (e) {
        broke(reason(e));
        return;
      }
      pool.push(w);
      const heard = (raw: unknown): void => {
        // Once the run has ended (a failure, a throwing onMatch), what workers still send is not read.
        if (settled) return;
        const m = parseFromWorker(raw);
        if (m === undefined) {
          broke("it sent a message that is not part of the protocol.");
          return;
        }
        switch (m.type) {
          case "ready":
          case "idle":
            feed(w);
            return;
          case "failed":
            broke(m.message);
            return;
          case "match": {
            const slot = m.match.index - first;
            if (slot < 0 || slot >= total || results[slot] !== undefined) {
              broke(`it reported match ${m.match.index}, which was not asked for.`);
              return;
            }
            results[slot] = m.match;
            received++;
            try {
              onMatch?.(m.match);
            } catch (e) {
              // The caller's failure, not a worker's: the run stops, as simulateOnQueue's wait does.
              finish(err(callbackError(e instanceof CallbackFailure ? e : new CallbackFailure("onMatch", e), STOPPED_WORKERS)));
              return;
            }
            if (received === total) {
              const done: MatchSummary[] = [];
              for (const r of results) if (r !== undefined) done.push(r);
              finish(ok(done));
            }
            return;
          }
        }
      };
      // Nothing thrown while handling a message may escape to the event loop (it would end the process).
      w.on("message", (raw: unknown) => {
        try {
          heard(raw);
        } catch (e) {
          broke(`its message could not be handled: ${reason(e)}`);
        }
      });
      w.on("error", (e: unknown) => {
        broke(reason(e));
      });
      w.on("exit", (code) => {
        if (!settled) broke(`it exited early (code ${code}).`);
      });
    }
  });
}
