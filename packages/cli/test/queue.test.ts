// Queue mode against a real Redis: `simulate --queue` puts the shards on a BullMQ queue and
// `worker --queue` processes play them. A worker killed mid-shard (SIGKILL) loses nothing: its
// job is played again by another worker once its lock runs out, and the merged result is the
// single run's. The test starts its own `redis-server` (Debian's package) on a free local port,
// without persistence, and stops it after; it is skipped, saying why, when redis-server is not
// installed (`.ci/run` installs it).
import { spawn, spawnSync, type ChildProcessByStdio } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { assertErr } from "@rulesmith/core/testing";
import { forestAmbushDeck, ironWorksDeck } from "@rulesmith/ward";
import { Queue, type JobState } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRedis, parseQueueAddress, parseShardJob, runQueueWorker, simulateOnQueue } from "../src/queue.js";
import { readJob, type JobReader } from "../src/queue-job-read.js";
import { parsed, repoRoot, rulesmithHere, type Run } from "./helpers.js";

const hasRedis = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
const bin = fileURLToPath(new URL("../src/bin.ts", import.meta.url));

/** A free local TCP port, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** A child process whose output is kept, with a way to wait for a line. */
interface Child {
  readonly process: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything it printed on stdout so far. */
  out(): string;
  /** Everything it printed on stderr so far. */
  err(): string;
  /** Resolves with the first match of `pattern` in stdout (waiting for it to appear). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
}

function start(command: string, args: readonly string[]): Child {
  const child = spawn(command, [...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  const waiters: (() => void)[] = [];
  child.stdout.setEncoding("utf8").on("data", (d: string) => {
    stdout += d;
    for (const w of waiters.splice(0)) w();
  });
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const exited = new Promise<number | string>((resolve) => {
    child.on("exit", (code, signal) => {
      resolve(code ?? signal ?? "unknown");
      for (const w of waiters.splice(0)) w();
    });
  });
  return {
    process: child,
    out: () => stdout,
    err: () => stderr,
    exited,
    waitFor: (pattern, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`Timed out waiting for ${String(pattern)}; stdout:\n${stdout}\nstderr:\n${stderr}`));
        }, timeoutMs);
        const look = (): void => {
          const m = pattern.exec(stdout);
          if (m !== null) {
            clearTimeout(timer);
            resolve(m);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            clearTimeout(timer);
            reject(new Error(`Exited before ${String(pattern)}; stdout:\n${stdout}\nstderr:\n${stderr}`));
          } else {
            waiters.push(look);
          }
        };
        look();
      }),
  };
}

/** `rulesmith worker` from source, with short locks so that a dead worker's shard comes back fast. */
function worker(url: string): Child {
  return start(process.execPath, ["--import", "tsx", bin, "worker", "--queue", url, "--workers", "1", "--lock-duration", "6000", "--stalled-interval", "2000"]);
}

async function stop(child: Child | undefined): Promise<void> {
  if (child === undefined) return;
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/** What a run of `simulate --queue` and its workers printed, for an assertion's message. */
function outputs(producer: Run, workers: Readonly<Record<string, Child>>): string {
  const parts = [`producer (status ${String(producer.code)}) stdout:\n${producer.stdout}\nproducer stderr:\n${producer.stderr}`];
  for (const [name, w] of Object.entries(workers)) parts.push(`worker ${name} stdout:\n${w.out()}\nworker ${name} stderr:\n${w.err()}`);
  return parts.join("\n");
}

/** A report's JSON without its `timing`, the one part that changes from run to run. */
async function withoutTiming(file: string): Promise<string> {
  const value = parsed(await readFile(file, "utf8"));
  expect(value).toHaveProperty("timing");
  if (typeof value === "object" && value !== null) Reflect.deleteProperty(value, "timing");
  return JSON.stringify(value);
}

describe("reading a shard job from the queue", () => {
  // A job that finishes right after the first read, whichever it is: what a busy machine does
  // between the producer's two reads of a shard job (its state and its fields).
  interface FakeJob {
    readonly returnvalue: unknown;
  }
  function finishingAfterFirstRead(): JobReader<FakeJob> {
    let finished = false;
    const read = <T>(active: T, completed: T): T => {
      const value = finished ? completed : active;
      finished = true;
      return value;
    };
    return {
      getJobState: () => Promise.resolve(read<JobState>("active", "completed")),
      getJob: () => Promise.resolve(read<FakeJob>({ returnvalue: null }, { returnvalue: { format: "rulesmith-simulation-shard" } })),
    };
  }

  it("a job found completed comes with its result, even when it finished between the two reads", async () => {
    const reader = finishingAfterFirstRead();
    const first = await readJob(reader, "run-0");
    // The state read before it finished: still playing, to be asked again.
    expect(first.state).toBe("active");
    const second = await readJob(reader, "run-0");
    expect(second).toEqual({ state: "completed", job: { returnvalue: { format: "rulesmith-simulation-shard" } } });
  });

  it("a job that is not there (or was removed between the two reads) is missing", async () => {
    expect(await readJob({ getJobState: () => Promise.resolve("unknown"), getJob: () => Promise.resolve({ returnvalue: 1 }) }, "x")).toEqual({ state: "missing" });
    expect(await readJob({ getJobState: () => Promise.resolve("completed"), getJob: () => Promise.resolve(undefined) }, "x")).toEqual({ state: "missing" });
  });
});

describe("queue mode: Redis that does not answer", () => {
  it("simulate --queue and worker --queue say so at once, with status 1 and no stack trace", async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const sim = await rulesmithHere(["simulate", "dice-duel", "--games", "4", "--bots", "random", "--queue", url]);
    expect(sim.code).toBe(1);
    expect(sim.stderr).toMatch(new RegExp(`^error: Cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED.*\\.\\n$`));
    const w = worker(url);
    expect(await w.exited).toBe(1);
    expect(w.err()).toMatch(/^error: Cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/);
    expect(w.err()).not.toMatch(/^\s+at /m);
  });
});

describe("queue functions refuse bad arguments before asking Redis anything (no Redis needed)", () => {
  // Nothing listens on port 1: an argument refused as a connection failure would say queue/connect.
  const nowhere = "redis://127.0.0.1:1";

  it("checkRedis: a wait that is not a whole number of milliseconds a timer takes", async () => {
    for (const timeout of [-1, "abc", {}, Number.NaN, [], 0, 1.5, 2 ** 31, Number.POSITIVE_INFINITY]) {
      const e = assertErr(await checkRedis(nowhere, timeout as never));
      expect(e.code).toBe("queue/options");
      expect(e.message).toMatch(/^The time to wait for Redis is a whole number of milliseconds from 1 to 2147483647, not .+\.$/);
    }
    for (const address of [null, 6379, Symbol("redis")]) expect(assertErr(await checkRedis(address as never)).code).toBe("queue/address");
    expect(assertErr(parseQueueAddress(null as never)).message).toBe("--queue takes a Redis address such as redis://127.0.0.1:6379 (redis://[user:password@]host[:port][/db], or rediss:// for TLS), not null.");
  });

  it("runQueueWorker: options BullMQ would throw on, or hand to a timer that cannot take them", async () => {
    expect(assertErr(await runQueueWorker(null as never)).code).toBe("simulate/options");
    for (const bad of [{ lockDurationMs: 2 ** 31 }, { stalledIntervalMs: 1e12 }, { maxStalledCount: 1e300 }, { queueName: "a:b" }, { queueName: "" }, { queueName: 5 }, { onEvent: 5 }, { onError: "x" }, { workers: "2" }]) {
      expect({ bad, code: assertErr(await runQueueWorker({ queue: nowhere, ...(bad as object) })).code }).toEqual({ bad, code: "simulate/options" });
    }
  });

  it("parseShardJob: a shard whose numbers are not numbers", () => {
    const setup = { game: "dice-duel", bots: ["random"], players: 2, games: 4, seed: 1, maxSteps: 100 };
    for (const shard of [{ index: Object.create(null) as unknown, count: 1 }, { index: 0, count: Symbol("n") }, { index: "0", count: "1" }]) {
      expect(assertErr(parseShardJob({ run: "r", version: "0.0.0", setup, shard })).code).toBe("queue/job");
    }
    expect(parseShardJob({ run: "r", version: "0.0.0", setup, shard: { index: 0, count: 1 } }).ok).toBe(true);
  });

  it("simulateOnQueue: options that are not an object, and a bad wait, queue name, callback or signal", async () => {
    expect(assertErr(await simulateOnQueue(null as never)).code).toBe("simulate/options");
    const options = { game: "dice-duel", bots: ["random"], games: 4, queue: nowhere };
    for (const bad of [{ pollMs: -1 }, { pollMs: 2 ** 31 }, { pollMs: "x" }, { queueName: "" }, { queueName: "a:b" }, { onEvent: 1 }, { signal: {} }, { shards: Number.NaN }, { onProgress: 1 }]) {
      expect({ bad, code: assertErr(await simulateOnQueue({ ...options, ...(bad as object) })).code }).toEqual({ bad, code: "simulate/options" });
    }
  });

  it("simulateOnQueue and runQueueWorker: an option key they do not take is refused, naming it and the option it most likely meant", async () => {
    const options = { game: "dice-duel", bots: ["random"], games: 4, queue: nowhere };
    expect(assertErr(await simulateOnQueue({ ...options, shard: 4 } as never))).toEqual({
      code: "simulate/options",
      message: 'simulateOnQueue has no option "shard" (did you mean "shards"?); its options are game, bots, players, decks, cards, games, seed, maxSteps, onProgress, queue, shards, queueName, pollMs, signal and onEvent.',
    });
    // simulate's workers and registry are not the queue's: said why.
    expect(assertErr(await simulateOnQueue({ ...options, workers: 2 } as never))).toEqual({
      code: "simulate/options",
      message: 'simulateOnQueue has no option "workers": each queue worker (rulesmith worker, runQueueWorker) sets its own number of threads.',
    });
    expect(assertErr(await simulateOnQueue({ ...options, registry: undefined } as never)).message).toBe('simulateOnQueue has no option "registry": queue workers play the games of the default registry.');
    expect(assertErr(await runQueueWorker({ queue: nowhere, lockDuration: 6000 } as never))).toEqual({
      code: "simulate/options",
      message: 'runQueueWorker has no option "lockDuration" (did you mean "lockDurationMs"?); its options are queue, queueName, workers, lockDurationMs, stalledIntervalMs, maxStalledCount, onEvent and onError.',
    });
  });
});

if (!hasRedis) console.warn("queue.test.ts: redis-server is not installed (apt-get install redis-server), so the queue tests against a real Redis are skipped.");

describe.skipIf(!hasRedis)("queue mode on a real redis-server (skipped when redis-server is not installed: apt-get install redis-server)", () => {
  let redis: Child | undefined;
  let url = "";
  let dir = "";
  const workers: Child[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "rulesmith-queue-"));
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = start("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
    await redis.waitFor(/Ready to accept connections/, 15_000);
  });

  afterAll(async () => {
    for (const w of workers) await stop(w);
    await stop(redis);
  });

  it("two workers, one killed mid-shard and restarted: the merged result is the single run's, digest included", { timeout: 90_000 }, async () => {
    const a = join(dir, "a.json");
    const b = join(dir, "b.json");
    await writeFile(a, JSON.stringify(forestAmbushDeck));
    await writeFile(b, JSON.stringify(ironWorksDeck));
    const args = ["simulate", "ward", "--games", "16", "--decks", `${a},${b}`, "--bots", "random", "--seed", "11", "--max-steps", "4000"];
    const wholeFile = join(dir, "whole.json");
    const whole = await rulesmithHere([...args, "--workers", "0", "--json", wholeFile]);
    expect(whole.code, `stdout:\n${whole.stdout}\nstderr:\n${whole.stderr}`).toBe(0);

    const first = worker(url);
    const second = worker(url);
    workers.push(first, second);
    await Promise.all([first.waitFor(/waiting for shards/), second.waitFor(/waiting for shards/)]);
    const queuedFile = join(dir, "queued.json");
    const producer = rulesmithHere([...args, "--queue", url, "--shards", "4", "--json", queuedFile]);
    // Kill the first worker the moment it starts a shard, then start it again.
    await first.waitFor(/shard \d\/4 of run [0-9a-f]+: started/);
    first.process.kill("SIGKILL");
    expect(await first.exited, `stderr:\n${first.err()}`).toBe("SIGKILL");
    // The shard it was playing: the last it started (one at a time), whatever it printed before the kill landed.
    const killedShard = [...first.out().matchAll(/shard (\d)\/4 of run [0-9a-f]+: started/g)].at(-1)?.[1] ?? "";
    expect(first.out()).not.toMatch(new RegExp(`shard ${killedShard}/4 of run [0-9a-f]+: done`));
    const again = worker(url);
    workers.push(again);

    const r = await producer;
    // Everything the producer and the workers printed, for a failure to say why.
    const printed = (): string => outputs(r, { first, second, again });
    expect(r.code, `what was printed:\n${printed()}`).toBe(0);
    expect(r.stderr, `what was printed:\n${printed()}`).toMatch(/^Queued 16 matches in 4 shards \(run [0-9a-f]{16}\) on redis:\/\/127\.0\.0\.1:\d+; /);
    expect(r.stderr, `what was printed:\n${printed()}`).toContain(`Shard ${killedShard}/4 done`);
    expect(await withoutTiming(queuedFile), `what was printed:\n${printed()}`).toBe(await withoutTiming(wholeFile));
    const digest: unknown = Reflect.get(Object(parsed(await readFile(wholeFile, "utf8"))), "digest");
    expect(typeof digest).toBe("string");
    expect(r.stdout, `what was printed:\n${printed()}`).toContain(`digest ${String(digest)} `);
    // The killed worker's shard was played again, by one of the others, and counted once.
    const doneBy = [second, again].filter((w) => new RegExp(`shard ${killedShard}/4 of run [0-9a-f]+: done`).test(w.out()));
    expect(doneBy.length, `what was printed:\n${printed()}`).toBeGreaterThanOrEqual(1);
    const report = parsed(await readFile(queuedFile, "utf8"));
    expect(report, `what was printed:\n${printed()}`).toMatchObject({ games: 16, finished: 16, failed: 0 });

    // Workers stop cleanly on SIGTERM.
    for (const w of [second, again]) {
      w.process.kill("SIGTERM");
      expect(await w.exited, `what was printed:\n${printed()}`).toBe(0);
      expect(w.out(), `what was printed:\n${printed()}`).toContain("rulesmith worker: stopped.");
    }
  });

  it("a throwing onProgress or onEvent is the caller's failure (simulate/callback), not the queue's; the connection is closed", { timeout: 30_000 }, async () => {
    const sockets = (): number => process.getActiveResourcesInfo().filter((r) => r === "TCPSocketWrap").length;
    const before = sockets();
    const options = { game: "dice-duel", bots: ["random"], games: 4, queue: url, queueName: "rulesmith-callback-test", pollMs: 50 };
    const progress = assertErr(
      await simulateOnQueue({
        ...options,
        onProgress: () => {
          throw new Error("progress bar gone");
        },
      }),
    );
    expect(progress).toEqual({ code: "simulate/callback", message: "The caller's onProgress callback threw: progress bar gone. The shards stay on the queue, and the same call picks up their results." });
    const event = assertErr(
      await simulateOnQueue({
        ...options,
        onEvent: () => {
          throw new TypeError("log closed");
        },
      }),
    );
    expect(event).toEqual({ code: "simulate/callback", message: "The caller's onEvent callback threw: log closed. The shards stay on the queue, and the same call picks up their results." });
    // Every connection to Redis is closed: nothing is left to keep the process alive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sockets()).toBe(before);
    const client = new Redis(url);
    try {
      const clients = String(await client.call("CLIENT", "LIST")).trim().split("\n");
      expect(clients).toHaveLength(1);
    } finally {
      client.disconnect();
    }
  });

  it("queued a second time, a run says how many shards are new and how many were already on the queue", { timeout: 30_000 }, async () => {
    const queueName = "rulesmith-requeue-test";
    // Queues the run, then stops waiting (no worker plays it): the shards stay on the queue.
    const queueOnce = async (): Promise<string> => {
      const stop = new AbortController();
      const said: string[] = [];
      const r = await simulateOnQueue({
        game: "dice-duel",
        bots: ["random"],
        games: 6,
        shards: 3,
        queue: url,
        queueName,
        pollMs: 50,
        signal: stop.signal,
        onEvent: (message) => {
          said.push(message);
          if (message.startsWith("Queued")) stop.abort();
        },
      });
      expect(assertErr(r).code).toBe("queue/interrupted");
      const queued = said.filter((m) => m.startsWith("Queued"));
      expect(queued).toHaveLength(1);
      return queued[0] ?? "";
    };
    const first = await queueOnce();
    const run = /\(run ([0-9a-f]{16})\)/.exec(first)?.[1] ?? "";
    expect(first).toBe(`Queued 6 matches in 3 shards (run ${run}) on ${url}; rulesmith worker --queue processes play them.`);
    expect(await queueOnce()).toBe(`Queued no new shards: all 3 shards of run ${run} (6 matches) were already on the queue at ${url}, from an earlier run of the same simulation; waiting for their results from rulesmith worker --queue processes.`);
    // One shard gone from the queue (removed, or lost): only it is queued again.
    const queue = new Queue(queueName, { connection: { url } });
    try {
      await (await queue.getJob(`${run}-1`))?.remove();
      expect(await queueOnce()).toBe(`Queued 1 new shard of 3 (run ${run}, 6 matches in all) on ${url}; the other 2 were already on the queue, from an earlier run of the same simulation, and are not queued twice. rulesmith worker --queue processes play them.`);
      await queue.obliterate({ force: true });
    } finally {
      await queue.close();
    }
  });

  it("a worker whose stdout broke (rulesmith worker | head -1) finishes its shard, takes no other and exits with 141; the others play the rest", { timeout: 90_000 }, async () => {
    const queueName = "rulesmith-broken-pipe-test";
    const startWorker = (): Child =>
      start(process.execPath, ["--import", "tsx", bin, "worker", "--queue", url, "--queue-name", queueName, "--workers", "1", "--lock-duration", "6000", "--stalled-interval", "2000"]);
    const reader = startWorker();
    workers.push(reader);
    await reader.waitFor(/waiting for shards/);
    // The reader goes away, as head does after its first line: the worker's next write fails with EPIPE.
    reader.process.stdout.destroy();
    const producer = rulesmithHere(["simulate", "dice-duel", "--games", "8", "--bots", "random", "--seed", "3", "--queue", url, "--queue-name", queueName, "--shards", "4"]);
    const late = new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve("still running after 40 s");
      }, 40_000);
    });
    const status = await Promise.race([reader.exited, late]);
    expect(status, `stderr:\n${reader.err()}`).toBe(141);
    expect(reader.err()).toBe("");
    // The other shards are still on the queue: a worker started now plays them, and the run ends.
    const other = startWorker();
    workers.push(other);
    const r = await producer;
    expect(r.code, `producer stderr:\n${r.stderr}\nworker stdout:\n${other.out()}`).toBe(0);
    expect(r.stdout).toContain("8 matches");
    // The broken worker played the one shard it had started (its result counted), no other.
    const played = other.out().match(/shard \d\/4 of run [0-9a-f]+: done/g) ?? [];
    expect(played).toHaveLength(3);
    other.process.kill("SIGTERM");
    expect(await other.exited).toBe(0);
  });
});
