// Running simulation matches on worker_threads: starting workers from the built dist or from
// TypeScript source (through tsx), handing out batches of match numbers as workers free up,
// and collecting one summary per match.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import { moduleUrl } from "./package-info.js";
import type { MatchSummary } from "./sim-match.js";
import { parseFromWorker, type ToWorker, type WorkerSetup } from "./worker-protocol.js";

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
 * @param setup - The game, bots, seed, step limit, players and decks every worker gets.
 * @param games - How many matches, from match 0; or the range of match numbers to play (one shard).
 * @param workers - How many threads (at least 1).
 * @param onMatch - Called in the main thread after each match.
 * @param entry - The worker entry; {@link defaultWorkerEntry} by default.
 * @returns The summaries, or `simulate/worker` if a worker could not start or broke.
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
  const first = typeof games === "number" ? 0 : games.from;
  const end = typeof games === "number" ? games : games.to;
  const total = Math.max(0, end - first);
  if (total === 0) return ok([]);
  const results = new Array<MatchSummary | undefined>(total).fill(undefined);
  const count = Math.max(1, Math.min(workers, total));
  let next = first;
  let received = 0;
  const pool: Worker[] = [];
  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: Result<MatchSummary[]>): void => {
      if (settled) return;
      settled = true;
      for (const w of pool) void w.terminate();
      resolve(r);
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
        w = startWorker(entry, setup);
      } catch (e) {
        broke(e instanceof Error ? e.message : String(e));
        return;
      }
      pool.push(w);
      w.on("message", (raw: unknown) => {
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
            onMatch?.(m.match);
            if (received === total) {
              const done: MatchSummary[] = [];
              for (const r of results) if (r !== undefined) done.push(r);
              finish(ok(done));
            }
            return;
          }
        }
      });
      w.on("error", (e) => {
        broke(e.message);
      });
      w.on("exit", (code) => {
        if (!settled) broke(`it exited early (code ${code}).`);
      });
    }
  });
}
