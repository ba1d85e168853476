// `rulesmith worker --queue redis://host:port`: plays the simulation shards that
// `rulesmith simulate --queue` puts on the queue, until stopped.
import { availableParallelism } from "node:os";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import { BROKEN_PIPE_STATUS, onBrokenStdout } from "../interrupt.js";
import { parseQueueAddress, queueAddressText } from "../queue-url.js";
import { ruleErrorText } from "../rule-link.js";
import { matchRangeText } from "../shards.js";
import { withinCores, workersOverCores } from "../worker-pool.js";

/**
 * The options of `rulesmith worker`.
 *
 * @internal
 * @example
 * ```ts
 * const options: WorkerCommandOptions = { queue: "redis://127.0.0.1:6379", workers: 2 };
 * ```
 */
export interface WorkerCommandOptions {
  readonly queue: string;
  readonly workers?: number;
  readonly queueName?: string;
  readonly lockDuration?: number;
  readonly stalledInterval?: number;
  readonly color?: boolean;
  /** Stops the worker as SIGTERM does (for a program running the command in-process). */
  readonly stop?: AbortSignal;
}

/**
 * Runs `rulesmith worker`: connects to the queue, then plays one shard at a time, each on
 * `--workers` threads, printing a line as each starts and ends, until SIGINT or SIGTERM (which
 * let the current shard finish; a second one stops at once, and the shard is played again by
 * another worker). A stdout that broke (its reader went away: `rulesmith worker ... | head -1`)
 * stops it the same way, as `play` and `demo` stop: it is seen at the next line written (a
 * shard starting), that shard is finished and its result handed to the queue, and no other is
 * taken; the status is then 141.
 *
 * @internal
 * @param io - Streams.
 * @param options - Parsed options.
 * @returns The exit status: 2 for a bad `--queue` address or numbers, 1 when Redis does not
 *   answer, 0 once stopped, 141 once stopped because stdout broke.
 * @example
 * ```ts
 * const status = await workerCommand(io, { queue: "redis://127.0.0.1:6379" });
 * ```
 */
export async function workerCommand(io: CliIo, options: WorkerCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const address = parseQueueAddress(options.queue);
  if (!address.ok) {
    out.error(ruleErrorText(address.error));
    return 2;
  }
  const asked = options.workers ?? availableParallelism();
  // The library starts no more threads than cores (withinCores): the command only says so.
  const lowered = workersOverCores(asked);
  if (lowered !== undefined) out.warn(lowered);
  const workers = withinCores(asked);
  // The queue library is loaded only here, so that no other command pays for loading it.
  const { runQueueWorker } = await import("../queue.js");
  const where = queueAddressText(address.value);
  const worker = await runQueueWorker({
    queue: address.value,
    workers,
    ...(options.queueName === undefined ? {} : { queueName: options.queueName }),
    ...(options.lockDuration === undefined ? {} : { lockDurationMs: options.lockDuration }),
    ...(options.stalledInterval === undefined ? {} : { stalledIntervalMs: options.stalledInterval }),
    onEvent: (e) => {
      const what = `shard ${e.shard.index}/${e.shard.count} of run ${e.run}`;
      const matches = e.matches === undefined ? "" : matchRangeText(e.matches);
      if (e.type === "started") out.line(`${what}: started (${matches})`);
      else if (e.type === "done") out.line(`${what}: done (${matches}, ${e.detail ?? ""})`);
      else out.error(`${what}: failed: ${e.detail ?? ""}`);
    },
    onError: (message) => {
      out.warn(message);
    },
  });
  if (!worker.ok) {
    out.error(ruleErrorText(worker.error));
    return worker.error.code === "queue/connect" ? 1 : 2;
  }
  // Nobody reads any more (`| head -1`, seen at the next write): the worker stops as on SIGTERM.
  const broken = onBrokenStdout(io.stdout);
  out.line(`rulesmith worker: waiting for shards on ${where} (${workers} thread${workers === 1 ? "" : "s"} a shard); SIGINT or SIGTERM stops it after the current shard.`);
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (): void => {
      if (stopping) {
        out.line("Stopping now; the shard being played goes back to the queue once its lock runs out.");
        void worker.value.close(true);
        return;
      }
      stopping = true;
      out.line("Stopping after the current shard (signal again to stop at once).");
      worker.value.close().then(done, done);
    };
    const done = (): void => {
      process.removeListener("SIGINT", stop);
      process.removeListener("SIGTERM", stop);
      options.stop?.removeEventListener("abort", stop);
      broken.signal.removeEventListener("abort", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    if (options.stop?.aborted === true || broken.signal.aborted) stop();
    else {
      options.stop?.addEventListener("abort", stop, { once: true });
      broken.signal.addEventListener("abort", stop, { once: true });
    }
  });
  const pipeBroke = broken.signal.aborted;
  broken.dispose();
  out.line("rulesmith worker: stopped.");
  return pipeBroke ? BROKEN_PIPE_STATUS : 0;
}
