// The `--queue redis://host:port` option, read without loading the queue library, so that a bad
// address is a usage error found at once.
import { err, excerpt, ok, ruleError, type Result } from "@rulesmith/core";
import { QUOTE_MAX } from "./user-input.js";

/**
 * The default name of the queue the shards go through (BullMQ's queue name; its keys in Redis
 * start with `bull:rulesmith-simulate:`).
 *
 * @example
 * ```ts
 * import { DEFAULT_QUEUE_NAME } from "@rulesmith/cli/queue";
 * DEFAULT_QUEUE_NAME; // "rulesmith-simulate"
 * ```
 */
export const DEFAULT_QUEUE_NAME = "rulesmith-simulate";

/**
 * Checks a Redis address for `--queue`: `redis://[user:password@]host[:port][/db]`, or
 * `rediss://` for TLS.
 *
 * @param text - The address as given.
 * @returns The address (trimmed), or `queue/address` with a sentence (also for a value that
 *   is not a string).
 * @example
 * ```ts
 * import { parseQueueAddress } from "@rulesmith/cli/queue";
 * parseQueueAddress("redis://127.0.0.1:6379"); // { ok: true, value: "redis://127.0.0.1:6379" }
 * parseQueueAddress("127.0.0.1:6379").ok; // false — it needs redis://
 * ```
 */
export function parseQueueAddress(text: string): Result<string> {
  const problem = (): Result<string> =>
    err(ruleError("queue/address", `--queue takes a Redis address such as redis://127.0.0.1:6379 (redis://[user:password@]host[:port][/db], or rediss:// for TLS), not ${excerpt(text, QUOTE_MAX)}.`));
  if (typeof text !== "string") return problem();
  const address = text.trim();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return problem();
  }
  if ((url.protocol !== "redis:" && url.protocol !== "rediss:") || url.hostname === "") return problem();
  if (url.pathname !== "" && url.pathname !== "/" && !/^\/\d+$/.test(url.pathname)) return problem();
  return ok(address);
}

/**
 * A Redis address for messages, without its password.
 *
 * @param address - A checked address.
 * @returns Such as `redis://127.0.0.1:6379`.
 * @example
 * ```ts
 * import { queueAddressText } from "@rulesmith/cli/queue";
 * queueAddressText("redis://user:secret@example.org:6380/2"); // "redis://user:***@example.org:6380/2"
 * ```
 */
export function queueAddressText(address: string): string {
  try {
    const url = new URL(address);
    if (url.password !== "") url.password = "***";
    return url.toString().replace(/\/$/, "");
  } catch {
    return address;
  }
}
