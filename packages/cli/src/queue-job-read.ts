// Reading a job of the queue with its state, in the one order that cannot mix two moments: the
// state first, then the job. BullMQ has no call that reads both at once; each is a read of its own.
import type { JobState } from "bullmq";

/**
 * What {@link readJob} needs of a BullMQ `Queue` (a queue is one).
 *
 * @internal
 * @example
 * ```ts
 * import { Queue } from "bullmq";
 * const reader: JobReader<unknown> = new Queue("rulesmith-simulate", { connection: { url: "redis://127.0.0.1:6379" } });
 * ```
 */
export interface JobReader<J> {
  /** The job's state, `"unknown"` when there is no such job. */
  getJobState(id: string): Promise<JobState | "unknown">;
  /** The job as it is now, undefined when there is no such job. */
  getJob(id: string): Promise<J | undefined>;
}

/**
 * A job and the state it was in, or `"missing"`.
 *
 * @internal
 * @example
 * ```ts
 * const read: JobRead<{ returnvalue: unknown }> = { state: "completed", job: { returnvalue: 1 } };
 * ```
 */
export type JobRead<J> = { readonly state: "missing" } | { readonly state: JobState; readonly job: J };

/**
 * Reads a job's state, then the job. The job is read after its state, so that a job found
 * `completed` (or `failed`) carries its return value (or failed reason): those states are final
 * (until someone retries or removes the job), and BullMQ writes the return value in the same
 * step as it moves the job to `completed`. Read the other way round, a job that finishes between
 * the two reads is `completed` with the copy read while it was still active, whose return value
 * is null: a `simulate --queue` under load once took a finished shard for one without a result
 * that way, and failed.
 *
 * @internal
 * @param queue - The queue.
 * @param id - The job id.
 * @returns The state and the job, or `"missing"` when there is no such job (or it was removed
 *   between the two reads).
 * @example
 * ```ts ignore
 * import { Queue } from "bullmq";
 * const queue = new Queue("rulesmith-simulate", { connection: { url: "redis://127.0.0.1:6379" } });
 * const read = await readJob(queue, "3f2a-0");
 * if (read.state === "completed") console.log(read.job.returnvalue);
 * ```
 */
export async function readJob<J>(queue: JobReader<J>, id: string): Promise<JobRead<J>> {
  const state = await queue.getJobState(id);
  if (state === "unknown") return { state: "missing" };
  const job = await queue.getJob(id);
  if (job === undefined) return { state: "missing" };
  return { state, job };
}
