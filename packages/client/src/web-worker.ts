// @rulesmith/client/web-worker: bots in a browser Web Worker.
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import type { ClientGame } from "./bot-spec.js";
import { ClientErrorCode } from "./errors.js";
import { endpointRunner, serveEndpoint, type BotRunner } from "./runner.js";

/**
 * What the runner needs of a `Worker` (a browser `Worker` is one; so is a `MessagePort`, whose
 * `close` then stands for `terminate`).
 *
 * @example
 * ```ts
 * import type { WorkerLike } from "@rulesmith/client/web-worker";
 * const { port1 } = new MessageChannel();
 * const w: WorkerLike = port1;
 * port1.close();
 * ```
 */
export interface WorkerLike {
  /**
   * Sends a message.
   * @param message - The message.
   */
  postMessage(message: unknown): void;
  /**
   * Listens.
   * @param type - `"message"` or `"error"`.
   * @param listener - Gets the event; a message event's `data` property is the message.
   */
  addEventListener(type: "message" | "error", listener: (event: object) => void): void;
  /**
   * Stops listening.
   * @param type - `"message"` or `"error"`.
   * @param listener - The listener given to `addEventListener`.
   */
  removeEventListener(type: "message" | "error", listener: (event: object) => void): void;
  /** Ends a worker. */
  terminate?(): void;
  /** Closes a port. */
  close?(): void;
  /** Starts a `MessagePort`'s queue (a worker has none). */
  start?(): void;
}

function endpointOf(target: WorkerLike): Parameters<typeof endpointRunner>[0] {
  return {
    post: (message) => {
      target.postMessage(message);
    },
    listen: (onMessage, onFailure) => {
      const message = (event: object): void => {
        onMessage(Reflect.get(event, "data"));
      };
      const error = (event: object): void => {
        const text: unknown = Reflect.get(event, "message");
        onFailure(typeof text === "string" ? text : "the worker reported an error");
      };
      target.addEventListener("message", message);
      target.addEventListener("error", error);
      target.start?.();
      return () => {
        target.removeEventListener("message", message);
        target.removeEventListener("error", error);
      };
    },
    close: () => {
      if (target.terminate !== undefined) target.terminate();
      else target.close?.();
    },
  };
}

/**
 * A bot runner that decides in a Web Worker, so that the page never freezes during a search.
 * Create the worker from a module of yours that calls {@link serveWebWorker}; bundlers know the
 * `new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" })` form.
 *
 * @param worker - The worker (or a `MessagePort` whose other end a worker serves).
 * @returns The runner; {@link BotRunner.close} terminates the worker.
 * @example
 * ```ts
 * import { webWorkerRunner, serveWebWorker } from "@rulesmith/client/web-worker";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * // In a page: webWorkerRunner(new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" })).
 * // Here both ends of a MessageChannel stand in for the page and the worker:
 * const { port1, port2 } = new MessageChannel();
 * serveWebWorker([{ ruleset: referenceDuel }], port2);
 * const runner = webWorkerRunner(port1);
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) console.log(await runner.run({ game: "reference-duel", bot: { kind: "random" }, seed: "s", state: start.value, player: 0 })); // { ok: true, value: { type: 'attack' } }
 * runner.close();
 * port2.close();
 * ```
 */
export function webWorkerRunner(worker: WorkerLike): BotRunner {
  return endpointRunner(endpointOf(worker));
}

/**
 * The worker side: call it in the worker module. It answers every bot task from the page with
 * the games given.
 *
 * @param games - The games the worker serves (each game package's `GamePackage` object works).
 * @param scope - Where requests arrive: the worker's global scope (the default), or a port.
 * @returns A function that stops serving, or a `client/options` error when `scope` cannot post
 *   and receive messages (not inside a worker).
 * @example
 * ```ts
 * import { serveWebWorker } from "@rulesmith/client/web-worker";
 * import { wardPackage } from "@rulesmith/ward";
 * // in a worker module:
 * const served = serveWebWorker([wardPackage]);
 * // Called here outside a worker, with no port, it refuses:
 * if (!served.ok) console.log(served.error.message); // serveWebWorker runs inside a Web Worker (or is given a port).
 * ```
 */
export function serveWebWorker(games: readonly ClientGame[], scope?: WorkerLike): Result<() => void> {
  const target = scope ?? workerScope();
  if (target === undefined) return err(ruleError(ClientErrorCode.BadOptions, "serveWebWorker runs inside a Web Worker (or is given a port)."));
  return ok(serveEndpoint(games, endpointOf(target)));
}

/** The global scope when it is a worker's: it posts and receives messages and is not a window. */
function workerScope(): WorkerLike | undefined {
  const g: object = globalThis;
  const post: unknown = Reflect.get(g, "postMessage");
  const add: unknown = Reflect.get(g, "addEventListener");
  const remove: unknown = Reflect.get(g, "removeEventListener");
  if (typeof post !== "function" || typeof add !== "function" || typeof remove !== "function" || Reflect.has(g, "document")) return undefined;
  return {
    postMessage: (m) => {
      Reflect.apply(post, g, [m]);
    },
    addEventListener: (type, listener) => {
      Reflect.apply(add, g, [type, listener]);
    },
    removeEventListener: (type, listener) => {
      Reflect.apply(remove, g, [type, listener]);
    },
  };
}
