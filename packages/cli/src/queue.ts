// @rulesmith/cli/queue: simulation shards through a BullMQ job queue on Redis. `simulateOnQueue`
// puts one job per shard on the queue and waits for their results; `runQueueWorker` plays shards
// from the queue, on any number of machines. Kept in its own entry point, loaded only by the
// commands that use it, so that the rest of the tool never loads BullMQ.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from "bullmq";
import { Redis } from "ioredis";
import { canonicalJson, err, excerpt, isRecord, ok, own, ruleError, type Result } from "@rulesmith/core";
import { CallbackFailure, callBack, callbackError, thrownWords } from "./callback.js";
import { unknownOption } from "./option-keys.js";
import { packageVersion } from "./package-info.js";
import { readJob, type JobRead } from "./queue-job-read.js";
import { DEFAULT_QUEUE_NAME, parseQueueAddress, queueAddressText } from "./queue-url.js";
import { plural } from "./seats.js";
import { mergeShards, parseShard, parseSimulationSetup, parseSimulationShard, setupOf, setupOptions, simulateShard, type ShardSpec, type SimulationSetup, type SimulationShard } from "./shards.js";
import { prepareSimulation, SIMULATE_OPTION_KEYS, type SimulateOptions, type SimulationReport } from "./simulate.js";
import type { MatchRange } from "./worker-pool.js";

export { DEFAULT_QUEUE_NAME, parseQueueAddress, queueAddressText } from "./queue-url.js";

/**
 * What one job of the queue holds: the simulation, the shard to play, and the version of
 * rulesmith that queued it (a worker of another version refuses the job, since a match may be
 * played differently).
 *
 * @example
 * ```ts
 * import type { ShardJob } from "@rulesmith/cli/queue";
 * const job: ShardJob = { run: "3f2a", version: "0.1.0", setup: { game: "ward", bots: ["random"], players: 2, games: 100, seed: 1, maxSteps: 10000 }, shard: { index: 0, count: 4 } };
 * ```
 */
export interface ShardJob {
  /** The run's id: a hash of the version, setup and number of shards. */
  readonly run: string;
  /** The rulesmith version that queued it. */
  readonly version: string;
  /** The simulation. */
  readonly setup: SimulationSetup;
  /** The shard to play. */
  readonly shard: ShardSpec;
}

/**
 * The options of {@link simulateOnQueue}: those of `simulate`, and where the queue is.
 *
 * @example
 * ```ts
 * import type { QueueSimulateOptions } from "@rulesmith/cli/queue";
 * const options: QueueSimulateOptions = { game: "ward", bots: ["mcts", "greedy"], games: 100000, queue: "redis://127.0.0.1:6379", shards: 200 };
 * ```
 */
export interface QueueSimulateOptions extends Omit<SimulateOptions, "workers" | "registry"> {
  /** The Redis address: `redis://host:port`. */
  readonly queue: string;
  /** How many shards (jobs) to split the matches into; {@link defaultShardCount} by default. */
  readonly shards?: number;
  /** The queue's name ({@link DEFAULT_QUEUE_NAME} by default; 1 to 200 characters, no `:`); workers must use the same. */
  readonly queueName?: string;
  /** How often to look for results, in milliseconds (default 500; 1 to 2147483647). */
  readonly pollMs?: number;
  /** Stops waiting (the jobs stay on the queue; the same call later picks up their results). */
  readonly signal?: AbortSignal;
  /** Called with a sentence when something happens worth telling (a shard done, a job put back). */
  readonly onEvent?: (message: string) => void;
}

/**
 * Why {@link simulateOnQueue} takes no `workers` or `registry`, which `simulate` takes: one note
 * for each key of `simulate`'s options that these options leave out (the compiler checks it).
 */
const QUEUE_SIMULATE_NOTES: Readonly<Record<Exclude<keyof SimulateOptions, keyof QueueSimulateOptions>, string>> = {
  workers: "each queue worker (rulesmith worker, runQueueWorker) sets its own number of threads.",
  registry: "queue workers play the games of the default registry.",
};

/**
 * Every key of {@link QueueSimulateOptions}: those of `simulate` less the ones with a note above,
 * then the queue's own (the compiler checks both lists). {@link simulateOnQueue} refuses any other.
 */
const QUEUE_SIMULATE_KEYS: readonly string[] = [
  ...SIMULATE_OPTION_KEYS.filter((key) => !Object.hasOwn(QUEUE_SIMULATE_NOTES, key)),
  ...Object.keys({
    queue: true,
    shards: true,
    queueName: true,
    pollMs: true,
    signal: true,
    onEvent: true,
  } satisfies Record<Exclude<keyof QueueSimulateOptions, keyof SimulateOptions>, true>),
];

/**
 * How many shards the queue mode splits a simulation into by default: about 1,000 matches a
 * shard, and at least 16 shards (so that a few machines share even a small run), but never more
 * shards than matches.
 *
 * @param games - Matches.
 * @returns The number of shards.
 * @example
 * ```ts
 * import { defaultShardCount } from "@rulesmith/cli/queue";
 * defaultShardCount(100); // 16
 * defaultShardCount(100000); // 100
 * defaultShardCount(5); // 5
 * ```
 */
export function defaultShardCount(games: number): number {
  return Math.max(1, Math.min(games, Math.max(16, Math.ceil(games / 1000))));
}

/**
 * The id of a run on the queue: the same for the same rulesmith version, setup and number of
 * shards, so that running the same simulation again (after an interruption) finds the jobs
 * already queued, and their results.
 *
 * @param version - The rulesmith version.
 * @param setup - The simulation.
 * @param count - The number of shards.
 * @returns 16 hexadecimal digits.
 * @example
 * ```ts
 * import { runId } from "@rulesmith/cli/queue";
 * runId("0.1.0", { game: "ward", bots: ["random"], players: 2, games: 10, seed: 1, maxSteps: 100 }, 2).length; // 16
 * ```
 */
export function runId(version: string, setup: SimulationSetup, count: number): string {
  return createHash("sha256")
    .update(canonicalJson({ version, setup, count }))
    .digest("hex")
    .slice(0, 16);
}

function jobId(run: string, index: number): string {
  return `${run}-${index}`;
}

/**
 * Reads a job's data.
 *
 * @param value - The job's data.
 * @returns The job, or `queue/job` saying what is wrong.
 * @example
 * ```ts
 * import { parseShardJob } from "@rulesmith/cli/queue";
 * parseShardJob({ run: "x", version: "0.0.0", setup: {}, shard: { index: 0, count: 1 } }).ok; // false — the setup is not one
 * ```
 */
export function parseShardJob(value: unknown): Result<ShardJob> {
  const run = own(value, "run");
  const version = own(value, "version");
  if (typeof run !== "string" || typeof version !== "string") return err(ruleError("queue/job", "A shard job is { run, version, setup, shard }."));
  const setup = parseSimulationSetup(own(value, "setup"));
  if (!setup.ok) return err(ruleError("queue/job", `The job's ${setup.error.message}`));
  const index = own(own(value, "shard"), "index");
  const count = own(own(value, "shard"), "count");
  const shard = typeof index === "number" && typeof count === "number" ? parseShard(`${index}/${count}`) : undefined;
  if (shard?.ok !== true) return err(ruleError("queue/job", "The job's shard is { index, count } with 0 <= index < count."));
  return ok({ run, version, setup: setup.value, shard: shard.value });
}

/**
 * The longest time a Node timer takes (2^31 - 1 ms, about 24.8 days): ioredis and BullMQ hand
 * their times to timers and sockets, which refuse (or, for a timer, cut to 1 ms) anything else.
 */
const MAX_TIMER_MS = 2_147_483_647;

/** The longest queue name taken (it is part of every Redis key of the queue). */
const MAX_QUEUE_NAME = 200;

function isWhole(v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
}

/** What is wrong with a queue name, if anything: BullMQ throws on an empty name or one with `:`. */
function queueNameProblem(name: unknown): string | undefined {
  if (name === undefined || (typeof name === "string" && name !== "" && name.length <= MAX_QUEUE_NAME && !name.includes(":"))) return undefined;
  return `The queue's name is 1 to ${MAX_QUEUE_NAME} characters without ":", not ${excerpt(name)}.`;
}

/** What is wrong with an optional callback, if anything. */
function callbackProblem(name: string, f: unknown): string | undefined {
  return f === undefined || typeof f === "function" ? undefined : `${name} is a function, not ${excerpt(f)}.`;
}

/**
 * Checks that Redis answers at an address, failing at once (not retrying for ever, as the
 * queue's own connections do) when it does not.
 *
 * @param address - The Redis address.
 * @param timeoutMs - How long to wait for an answer, in milliseconds (default 5000; a whole
 *   number from 1 to 2147483647).
 * @returns Nothing, or `queue/address` for a bad address, `queue/options` for a bad
 *   `timeoutMs` (refused before any connection), `queue/connect` for a Redis that does not answer.
 * @example
 * ```ts
 * import { checkRedis } from "@rulesmith/cli/queue";
 * const r = await checkRedis("redis://127.0.0.1:1", 500);
 * r.ok; // false — nothing listens on port 1
 * ```
 */
export async function checkRedis(address: string, timeoutMs = 5000): Promise<Result<void>> {
  const parsed = parseQueueAddress(address);
  if (!parsed.ok) return parsed;
  if (!isWhole(timeoutMs, 1, MAX_TIMER_MS)) {
    return err(ruleError("queue/options", `The time to wait for Redis is a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, not ${excerpt(timeoutMs)}.`));
  }
  const client = new Redis(parsed.value, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  // connect() only says the connection closed; the error event says why (ECONNREFUSED, ...).
  let cause: unknown = undefined;
  client.on("error", (e) => {
    cause ??= e;
  });
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return ok(undefined);
  } catch (e) {
    // disconnect() on a connection that has already ended would keep a timer for 2 s.
    if (client.status !== "end") client.disconnect();
    return err(ruleError("queue/connect", `Cannot reach Redis at ${queueAddressText(parsed.value)}: ${thrownWords(cause ?? e)}.`));
  }
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

/** Jobs kept this long (in seconds) after they end, for a producer that comes back for their results. */
const KEEP_SECONDS = 7 * 24 * 3600;

/** Job ids whose states are asked of Redis at once: a few round trips for 100,000 shards. */
const STATE_BATCH = 1000;

/** How many of the jobs are on the queue (in any state), asking Redis in batches. */
async function shardsOnQueue(queue: Pick<Queue, "getJobState">, ids: readonly string[]): Promise<number> {
  let found = 0;
  for (let i = 0; i < ids.length; i += STATE_BATCH) {
    const states = await Promise.all(ids.slice(i, i + STATE_BATCH).map((id) => queue.getJobState(id)));
    found += states.filter((state) => state !== "unknown").length;
  }
  return found;
}

/**
 * What `simulateOnQueue` says once it has queued a run's shards: how many were queued now, and
 * how many were already on the queue (the same run, queued earlier, and not queued twice).
 */
function queuedMessage(games: number, count: number, already: number, run: string, where: string): string {
  const matches = plural(games, "match", "matches");
  if (already === 0) return `Queued ${matches} in ${plural(count, "shard")} (run ${run}) on ${where}; rulesmith worker --queue processes play them.`;
  if (already >= count) {
    const shards = count === 1 ? "the 1 shard" : `all ${count} shards`;
    return `Queued no new shards: ${shards} of run ${run} (${matches}) ${count === 1 ? "was" : "were"} already on the queue at ${where}, from an earlier run of the same simulation; waiting for their results from rulesmith worker --queue processes.`;
  }
  const fresh = count - already;
  return `Queued ${plural(fresh, "new shard")} of ${count} (run ${run}, ${matches} in all) on ${where}; the other ${already} ${already === 1 ? "was" : "were"} already on the queue, from an earlier run of the same simulation, and ${already === 1 ? "is" : "are"} not queued twice. rulesmith worker --queue processes play them.`;
}

/**
 * Plays a simulation through the queue: checks the options as `simulate` does, puts one job
 * per shard on the queue (at most once: a job already queued for the same run is not queued
 * again), waits for every shard's result, and merges them with `mergeShards` into the report a
 * single run gives (digest included; the `timing` is this call's wall-clock time, and the sum of
 * the workers' threads). Workers started with {@link runQueueWorker} (`rulesmith worker`) on any
 * number of machines play the jobs.
 *
 * @remarks
 * A worker that dies mid-shard leaves its job locked until the lock expires; another worker
 * then finds it stalled and plays it again from the start. The results are kept per shard and
 * merged once per shard, so no match is counted twice or lost. A job that is missing from the
 * queue (Redis restarted without persistence) is queued again. When the wait is stopped
 * (`signal`), the jobs stay on the queue: the same call later finds them and their results.
 * The jobs of a run are removed once its report is made.
 *
 * @param options - The simulation, the Redis address, the number of shards.
 * @returns The report, or the errors of `simulate` (`simulate/options` also for a bad
 *   `shards`, `pollMs`, `queueName`, `onEvent` or `signal`, or a key these options do not have,
 *   `workers` and `registry` among them: checked before Redis is asked anything), `queue/address`, `queue/connect`, `queue/failed` (a shard that failed for good:
 *   its reason), `queue/result` (a result that is not the shard asked for), `queue/interrupted`,
 *   or `simulate/callback` when `onProgress` or `onEvent` threw (the wait stops there, the
 *   connection to Redis is closed, and the shards stay on the queue, as when the wait is
 *   interrupted).
 * @example
 * ```ts ignore
 * import { simulateOnQueue } from "@rulesmith/cli/queue";
 * // Needs Redis, and `rulesmith worker --queue redis://127.0.0.1:6379` running somewhere.
 * const r = await simulateOnQueue({ game: "ward", bots: ["greedy", "random"], games: 2000, queue: "redis://127.0.0.1:6379" });
 * if (r.ok) console.log(r.value.digest);
 * ```
 */
export async function simulateOnQueue(options: QueueSimulateOptions): Promise<Result<SimulationReport>> {
  const started = performance.now();
  const bad = (message: string): Result<never> => err(ruleError("simulate/options", message));
  if (!isRecord(options)) return bad(`The options are an object { game, bots, games, queue, ... }, not ${excerpt(options)}.`);
  const unknown = unknownOption(options, QUEUE_SIMULATE_KEYS, "simulateOnQueue", QUEUE_SIMULATE_NOTES);
  if (unknown !== undefined) return bad(unknown);
  const address = parseQueueAddress(options.queue);
  if (!address.ok) return address;
  // Everything handed to BullMQ or a timer is checked before Redis is asked anything.
  const problem =
    queueNameProblem(options.queueName) ??
    callbackProblem("onEvent", options.onEvent) ??
    (options.pollMs === undefined || isWhole(options.pollMs, 1, MAX_TIMER_MS) ? undefined : `The time between looks for results is a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, not ${excerpt(options.pollMs)}.`) ??
    (options.signal === undefined || options.signal instanceof AbortSignal ? undefined : `signal is an AbortSignal, not ${excerpt(options.signal)}.`);
  if (problem !== undefined) return bad(problem);
  const prepared = await prepareSimulation({ ...options, workers: 0 });
  if (!prepared.ok) return prepared;
  const setup = setupOf(prepared.value);
  const count = options.shards ?? defaultShardCount(setup.games);
  if (!isWhole(count, 1, 100_000)) return bad(`The number of shards is a whole number from 1 to 100000, not ${excerpt(count)}.`);
  const reachable = await checkRedis(address.value);
  if (!reachable.ok) return reachable;
  const version = packageVersion();
  const run = runId(version, setup, count);
  const say = (message: string): void => {
    callBack("onEvent", options.onEvent, message);
  };
  const queue = new Queue(options.queueName ?? DEFAULT_QUEUE_NAME, { connection: { url: address.value } });
  // A callback that throws here would throw inside the Redis client: kept, and reported by the loop below.
  let failedCallback: CallbackFailure | undefined;
  queue.on("error", (e) => {
    try {
      say(`Redis: ${thrownWords(e)}`);
    } catch (f) {
      if (f instanceof CallbackFailure) failedCallback ??= f;
    }
  });
  const dataOf = (index: number): ShardJob => ({ run, version, setup, shard: { index, count } });
  const jobOptions = (index: number): JobsOptions => ({
    jobId: jobId(run, index),
    attempts: 3,
    backoff: { type: "fixed", delay: 1000 },
    removeOnComplete: { age: KEEP_SECONDS },
    removeOnFail: { age: KEEP_SECONDS },
  });
  try {
    await queue.waitUntilReady();
    const all = Array.from({ length: count }, (_, index) => index);
    // BullMQ adds a job whose id is already there as if it were new, so the shards already on
    // the queue (the same run, queued earlier) are counted first, for the message.
    const already = await shardsOnQueue(queue, all.map((index) => jobId(run, index)));
    // Jobs with these ids that are already there are kept as they are.
    await queue.addBulk(all.map((index) => ({ name: "shard", data: dataOf(index), opts: jobOptions(index) })));
    say(queuedMessage(setup.games, count, already, run, queueAddressText(address.value)));
    const expected = canonicalJson(dataOf(0).setup);
    const pending = new Set(all);
    const results = new Map<number, SimulationShard>();
    const progress = new Map<number, number>();
    const sizes = (index: number): number => Math.floor(((index + 1) * setup.games) / count) - Math.floor((index * setup.games) / count);
    // A run queued earlier whose shard failed for good gets one more go.
    for (const index of all) {
      const read = await readJob(queue, jobId(run, index));
      if (read.state === "failed") {
        say(`Shard ${index}/${count} had failed earlier (${read.job.failedReason}); trying it again.`);
        await read.job.retry("failed", { resetAttemptsMade: true, resetAttemptsStarted: true });
      }
    }
    let reported = -1;
    while (pending.size > 0) {
      if (failedCallback !== undefined) throw failedCallback;
      if (options.signal?.aborted === true) {
        return err(ruleError("queue/interrupted", `Stopped waiting with ${results.size} of ${count} shards done; the shards stay on the queue, and the same command picks up their results.`));
      }
      for (const index of [...pending]) {
        // The state, then the job as it was in that state: a job finished between two reads
        // would otherwise show as completed without its result.
        let read: JobRead<Job>;
        try {
          read = await readJob(queue, jobId(run, index));
        } catch (e) {
          say(`Could not ask Redis about shard ${index}/${count}: ${thrownWords(e)}`);
          continue;
        }
        if (read.state === "missing") {
          say(`Shard ${index}/${count} is not on the queue (was Redis restarted?); queueing it again.`);
          await queue.add("shard", dataOf(index), jobOptions(index));
          continue;
        }
        const { state, job } = read;
        if (canonicalJson(own(job.data, "setup")) !== expected) {
          return err(ruleError("queue/result", `The job ${job.id ?? ""} on the queue is of another simulation (a hash collision of run ids?); clear the queue ${options.queueName ?? DEFAULT_QUEUE_NAME}.`));
        }
        if (state === "completed") {
          const shard = parseSimulationShard(job.returnvalue);
          if (!shard.ok) return err(ruleError("queue/result", `Shard ${index}/${count}'s result is not a shard result: ${shard.error.message}`));
          if (canonicalJson(shard.value.setup) !== expected || shard.value.shard.index !== index || shard.value.shard.count !== count) {
            return err(ruleError("queue/result", `Shard ${index}/${count}'s result is of another shard or simulation.`));
          }
          // One result per shard id, merged once: a shard played twice (after a stall) counts once.
          if (!results.has(index)) results.set(index, shard.value);
          pending.delete(index);
          progress.delete(index);
          say(`Shard ${index}/${count} done (${results.size} of ${count}).`);
        } else if (state === "failed") {
          return err(ruleError("queue/failed", `Shard ${index}/${count} failed: ${job.failedReason}`));
        } else {
          const p: unknown = job.progress;
          progress.set(index, typeof p === "number" && Number.isFinite(p) ? Math.max(0, Math.min(p, sizes(index))) : 0);
        }
      }
      let done = 0;
      for (const s of results.values()) done += s.matches.length;
      for (const p of progress.values()) done += p;
      if (done !== reported) {
        reported = done;
        callBack("onProgress", options.onProgress, done, setup.games);
      }
      if (pending.size > 0) await sleep(options.pollMs ?? 500, options.signal);
    }
    const ordered = all.map((index) => results.get(index)).filter((s): s is SimulationShard => s !== undefined);
    const merged = mergeShards(ordered);
    if (!merged.ok) return merged;
    for (const index of all) {
      try {
        await (await queue.getJob(jobId(run, index)))?.remove();
      } catch {
        // Left for the queue's own clean-up (kept a week at most).
      }
    }
    const wallMs = performance.now() - started;
    const r = merged.value;
    return ok({ ...r, timing: { ...r.timing, wallMs, matchesPerSecond: wallMs > 0 ? (r.games * 1000) / wallMs : 0 } });
  } catch (e) {
    if (e instanceof CallbackFailure) {
      return err(callbackError(e, "The shards stay on the queue, and the same call picks up their results."));
    }
    return err(ruleError("queue/connect", `The queue at ${queueAddressText(address.value)} failed: ${thrownWords(e)}.`));
  } finally {
    await queue.close().catch(() => undefined);
  }
}

/**
 * What a queue worker tells as it works.
 *
 * @example
 * ```ts
 * import type { QueueWorkerEvent } from "@rulesmith/cli/queue";
 * const line = (e: QueueWorkerEvent) => `${e.type} shard ${e.shard.index}/${e.shard.count}`;
 * ```
 */
export interface QueueWorkerEvent {
  /** `"started"`, `"done"` or `"failed"`. */
  readonly type: "started" | "done" | "failed";
  /** The run. */
  readonly run: string;
  /** The shard. */
  readonly shard: ShardSpec;
  /** Its match numbers (`from` included, `to` excluded), when known. */
  readonly matches?: MatchRange;
  /** Milliseconds it took (`"done"`), or why it failed (`"failed"`). */
  readonly detail?: string;
}

/**
 * The options of {@link runQueueWorker}.
 *
 * @example
 * ```ts
 * import type { QueueWorkerOptions } from "@rulesmith/cli/queue";
 * const options: QueueWorkerOptions = { queue: "redis://127.0.0.1:6379", workers: 2 };
 * ```
 */
export interface QueueWorkerOptions {
  /** The Redis address: `redis://host:port`. */
  readonly queue: string;
  /** The queue's name ({@link DEFAULT_QUEUE_NAME} by default; 1 to 200 characters, no `:`). */
  readonly queueName?: string;
  /** Worker threads a shard is played on (1 to 256; default the number of cores, and no more are started). */
  readonly workers?: number;
  /**
   * How long a job stays locked to this worker without a renewal, in milliseconds (default
   * 30000; 100 to 2147483647). The lock is renewed every half of it while the worker lives; when the worker dies,
   * the job is played again elsewhere once the lock has run out.
   */
  readonly lockDurationMs?: number;
  /** How often this worker looks for stalled jobs (those whose worker died), in milliseconds (default 30000; 100 to 2147483647). */
  readonly stalledIntervalMs?: number;
  /** How often a job may stall before it fails for good (default 3). */
  readonly maxStalledCount?: number;
  /** Called as shards start, end and fail. */
  readonly onEvent?: (event: QueueWorkerEvent) => void;
  /** Called with a sentence when the connection to Redis has a problem. */
  readonly onError?: (message: string) => void;
}

/** Every key of {@link QueueWorkerOptions} (the compiler checks the list): {@link runQueueWorker} refuses any other. */
const QUEUE_WORKER_KEYS: readonly string[] = Object.keys({
  queue: true,
  queueName: true,
  workers: true,
  lockDurationMs: true,
  stalledIntervalMs: true,
  maxStalledCount: true,
  onEvent: true,
  onError: true,
} satisfies Record<keyof QueueWorkerOptions, true>);

/**
 * A running queue worker.
 *
 * @example
 * ```ts
 * import type { QueueWorker } from "@rulesmith/cli/queue";
 * const stop = (w: QueueWorker) => w.close();
 * ```
 */
export interface QueueWorker {
  /**
   * Stops taking jobs and waits for the shard being played (`force`: stops it at once, and its
   * job is played again by another worker once its lock has run out).
   *
   * @param force - Stop without finishing the current shard.
   */
  close(force?: boolean): Promise<void>;
}

/**
 * Plays the shards put on the queue by {@link simulateOnQueue} (`rulesmith simulate --queue`),
 * one at a time, each on `workers` threads, until closed. Start one on every machine that
 * should help; they share the jobs. Jobs queued by another rulesmith version are refused (their
 * matches might be played differently), and so are jobs whose setup this worker cannot play.
 *
 * @param options - The Redis address, threads per shard, lock and stall settings.
 * @returns The worker, or `queue/address`, `queue/connect` (Redis does not answer) or
 *   `simulate/options` (options that are not as described above: bad numbers, a queue name
 *   that is empty or has `:`, a callback that is not a function, a key these options do not
 *   have), checked before Redis is asked anything.
 * @example
 * ```ts ignore
 * import { runQueueWorker } from "@rulesmith/cli/queue";
 * // Needs Redis.
 * const worker = await runQueueWorker({ queue: "redis://127.0.0.1:6379", workers: 2, onEvent: (e) => console.log(e) });
 * if (worker.ok) process.once("SIGTERM", () => void worker.value.close());
 * ```
 */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<Result<QueueWorker>> {
  const bad = (message: string): Result<never> => err(ruleError("simulate/options", message));
  if (!isRecord(options)) return bad(`The options are an object { queue, workers, ... }, not ${excerpt(options)}.`);
  const unknown = unknownOption(options, QUEUE_WORKER_KEYS, "runQueueWorker");
  if (unknown !== undefined) return bad(unknown);
  const address = parseQueueAddress(options.queue);
  if (!address.ok) return address;
  const threads = options.workers ?? availableParallelism();
  const lockDuration = options.lockDurationMs ?? 30_000;
  const stalledInterval = options.stalledIntervalMs ?? 30_000;
  const maxStalledCount = options.maxStalledCount ?? 3;
  // Shards are played on worker threads, never in this thread: this thread keeps renewing the
  // job's lock, which it could not do while busy playing.
  if (!isWhole(threads, 1, 256)) return bad(`A queue worker plays on 1 to 256 worker threads, not ${excerpt(threads)}.`);
  // BullMQ hands both times to timers (and the lock's to Redis): a time a timer cannot take is refused here.
  for (const [name, v] of [
    ["lock duration", lockDuration],
    ["stalled interval", stalledInterval],
  ] as const) {
    if (!isWhole(v, 100, MAX_TIMER_MS)) return bad(`The ${name} is a whole number of milliseconds from 100 to ${MAX_TIMER_MS}, not ${excerpt(v)}.`);
  }
  if (!isWhole(maxStalledCount, 0)) return bad(`The most stalls of a job is a whole number from 0, not ${excerpt(maxStalledCount)}.`);
  const problem = queueNameProblem(options.queueName) ?? callbackProblem("onEvent", options.onEvent) ?? callbackProblem("onError", options.onError);
  if (problem !== undefined) return bad(problem);
  const reachable = await checkRedis(address.value);
  if (!reachable.ok) return reachable;
  const version = packageVersion();
  const tell = options.onEvent ?? (() => undefined);
  const play = async (job: Job): Promise<SimulationShard> => {
    const data = parseShardJob(job.data);
    if (!data.ok) throw new UnrecoverableError(data.error.message);
    const { run, shard, setup } = data.value;
    if (data.value.version !== version) {
      const why = `This worker runs rulesmith ${version}; the simulation was queued by rulesmith ${data.value.version}. Run workers of the same version.`;
      tell({ type: "failed", run, shard, detail: why });
      throw new UnrecoverableError(why);
    }
    const from = Math.floor((shard.index * setup.games) / shard.count);
    const to = Math.floor(((shard.index + 1) * setup.games) / shard.count);
    tell({ type: "started", run, shard, matches: { from, to } });
    const t0 = performance.now();
    let last = 0;
    const r = await simulateShard({
      ...setupOptions(setup),
      workers: threads,
      shard,
      onProgress: (done) => {
        const now = Date.now();
        if (now - last < 250) return;
        last = now;
        job.updateProgress(done).catch(() => undefined);
      },
    });
    if (!r.ok) {
      tell({ type: "failed", run, shard, matches: { from, to }, detail: r.error.message });
      // A broken worker thread may be a passing problem (memory): worth another attempt. A setup
      // this worker cannot play is not.
      if (r.error.code === "simulate/worker") throw new Error(r.error.message);
      throw new UnrecoverableError(r.error.message);
    }
    tell({ type: "done", run, shard, matches: { from, to }, detail: `${Math.round(performance.now() - t0)} ms` });
    return r.value;
  };
  const worker = new Worker(options.queueName ?? DEFAULT_QUEUE_NAME, play, {
    connection: { url: address.value },
    concurrency: 1,
    lockDuration,
    stalledInterval,
    maxStalledCount,
    autorun: true,
  });
  worker.on("error", (e) => {
    options.onError?.(`Redis: ${thrownWords(e)}`);
  });
  try {
    await worker.waitUntilReady();
  } catch (e) {
    await worker.close(true).catch(() => undefined);
    return err(ruleError("queue/connect", `Cannot reach Redis at ${queueAddressText(address.value)}: ${thrownWords(e)}.`));
  }
  return ok({
    close: async (force = false) => {
      await worker.close(force);
    },
  });
}
