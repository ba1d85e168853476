// @rulesmith/client/node-worker: bots in a Node worker thread. The one entry point that imports a
// Node built-in; the controller itself (`@rulesmith/client`) stays platform-neutral.
import { parentPort, Worker } from "node:worker_threads";
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import type { ClientGame } from "./bot-spec.js";
import { ClientErrorCode } from "./errors.js";
import { endpointRunner, serveEndpoint, type BotRunner } from "./runner.js";

/**
 * Options of {@link nodeWorkerRunner}.
 *
 * @example
 * ```ts
 * import type { NodeWorkerOptions } from "@rulesmith/client/node-worker";
 * // for a worker module written in TypeScript
 * const viaTsx: NodeWorkerOptions = { execArgv: ["--import", "tsx"] };
 * ```
 */
export interface NodeWorkerOptions {
  /** Node options for the worker (`["--import", "tsx"]` to load a `.ts` worker module). */
  readonly execArgv?: readonly string[];
}

/**
 * A bot runner that decides in a Node worker thread, so that the main thread never blocks on a
 * search. The worker runs `module`, a file of yours that calls {@link serveNodeWorker} with the
 * games it serves (it imports the game packages, so the worker builds the ruleset and the bots
 * itself; only JSON crosses the thread boundary: the task, then the action).
 *
 * The thread is started on the first decision and does not keep the process alive on its own;
 * {@link BotRunner.close} ends it.
 *
 * @param module - The worker module: a path or a `file:` URL.
 * @param options - Node options for the worker.
 * @returns The runner.
 * @example
 * ```ts ignore
 * // bot-worker.mjs
 * import { serveNodeWorker } from "@rulesmith/client/node-worker";
 * import { guardiansPackage } from "@rulesmith/guardians";
 * serveNodeWorker([guardiansPackage]);
 * ```
 * ```ts
 * import { nodeWorkerRunner } from "@rulesmith/client/node-worker";
 * const runner = nodeWorkerRunner(new URL("./bot-worker.mjs", import.meta.url));
 * // pass it as `runner` to createMatch instead; here it is closed unused
 * runner.close();
 * ```
 */
export function nodeWorkerRunner(module: string | URL, options: NodeWorkerOptions = {}): BotRunner {
  let worker: Worker | undefined;
  const started = (): Worker => {
    if (worker === undefined) {
      worker = new Worker(module, options.execArgv === undefined ? {} : { execArgv: options.execArgv.slice() });
      worker.unref();
    }
    return worker;
  };
  return endpointRunner({
    post: (message) => {
      started().postMessage(message);
    },
    listen: (onMessage, onFailure) => {
      const w = started();
      const error = (e: unknown): void => {
        onFailure(e instanceof Error ? e.message : String(e));
      };
      const exit = (code: number): void => {
        onFailure(`the worker exited with code ${code}`);
      };
      w.on("message", onMessage);
      w.on("error", error);
      w.on("exit", exit);
      return () => {
        w.off("message", onMessage);
        w.off("error", error);
        w.off("exit", exit);
      };
    },
    close: () => {
      void worker?.terminate();
    },
  });
}

/**
 * The worker side: call it in the worker module that {@link nodeWorkerRunner} loads. It answers
 * every bot task from the main thread with the games given.
 *
 * @param games - The games the worker serves (each game package's `GamePackage` object works).
 * @returns Nothing, or a `client/options` error when not called inside a worker thread.
 * @example
 * ```ts
 * import { serveNodeWorker } from "@rulesmith/client/node-worker";
 * import { wardPackage } from "@rulesmith/ward";
 * const served = serveNodeWorker([wardPackage]);
 * // Called here outside a worker thread, it refuses:
 * if (!served.ok) console.log(served.error.message); // serveNodeWorker runs inside a worker thread (the module nodeWorkerRunner loads).
 * ```
 */
export function serveNodeWorker(games: readonly ClientGame[]): Result<void> {
  const port = parentPort;
  if (port === null) return err(ruleError(ClientErrorCode.BadOptions, "serveNodeWorker runs inside a worker thread (the module nodeWorkerRunner loads)."));
  serveEndpoint(games, {
    post: (message) => {
      port.postMessage(message);
    },
    listen: (onMessage) => {
      port.on("message", onMessage);
      return () => port.off("message", onMessage);
    },
    close: () => {
      port.close();
    },
  });
  return ok(undefined);
}
