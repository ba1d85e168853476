// Bot runners: where a bot decision runs. In-process here; worker runners in node-worker.ts and
// web-worker.ts, over the message endpoint below.
import { err, ruleError, type JsonValue, type Result } from "@rulesmith/core";
import type { ClientGame } from "./bot-spec.js";
import { ClientErrorCode } from "./errors.js";
import { botReply, botRequest, parseBotReply, parseBotRequest, runBotTask, type BotTask } from "./protocol.js";

/**
 * Runs bot decisions for a controller, asynchronously so that the thread that holds the UI
 * stays free. {@link inProcessRunner} runs them on the same thread (after yielding to the event
 * loop); `nodeWorkerRunner` (`@rulesmith/client/node-worker`) and `webWorkerRunner`
 * (`@rulesmith/client/web-worker`) run them in a worker.
 *
 * @example
 * ```ts
 * import { inProcessRunner, type BotRunner } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const runner: BotRunner = inProcessRunner([{ ruleset: referenceDuel }]);
 * runner.close();
 * ```
 */
export interface BotRunner {
  /**
   * Makes one decision.
   * @param task - The decision, plain JSON.
   * @returns The action chosen, or why there is none; never rejects.
   */
  run(task: BotTask): Promise<Result<JsonValue>>;
  /** Stops the runner (ends its worker); decisions under way and later ones answer `client/closed`. */
  close(): void;
}

/**
 * The default runner: decides on the calling thread, but only after yielding to the event loop
 * (a `setTimeout` of 0), so that a UI can paint "thinking" before a search starts. A long search
 * still blocks that thread while it runs: use a worker runner for strong bots in a browser.
 *
 * @param games - The games it serves (by ruleset id).
 * @returns The runner.
 * @example
 * ```ts
 * import { inProcessRunner } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * const runner = inProcessRunner([{ ruleset: referenceDuel }]);
 * if (start.ok) console.log(await runner.run({ game: "reference-duel", bot: { kind: "random" }, seed: "1:0:0", state: start.value, player: 0 })); // { ok: true, value: { type: 'attack' } }
 * ```
 */
export function inProcessRunner(games: readonly ClientGame[]): BotRunner {
  let closed = false;
  return {
    async run(task) {
      await new Promise<void>((resolve) => {
        setTimeout(resolve, 0);
      });
      if (closed) return closedError();
      return runBotTask(games, task);
    },
    close() {
      closed = true;
    },
  };
}

function closedError(): Result<JsonValue> {
  return err(ruleError(ClientErrorCode.Closed, "The bot runner was closed."));
}

/**
 * The two ends of a message channel as the worker runners see them, whatever the platform.
 *
 * @example
 * ```ts
 * import type { MessageEndpoint } from "@rulesmith/client";
 * const sent: unknown[] = [];
 * const end: MessageEndpoint = { post: (m) => sent.push(m), listen: () => () => undefined, close: () => undefined };
 * end.post({ hello: 1 });
 * sent; // [{ hello: 1 }]
 * ```
 */
export interface MessageEndpoint {
  /**
   * Sends a message.
   * @param message - Plain JSON.
   */
  post(message: unknown): void;
  /**
   * Listens for messages and for the other side failing.
   * @param onMessage - Called with each message's data.
   * @param onFailure - Called once if the other side fails or ends (a worker error or exit).
   * @returns A function that stops listening.
   */
  listen(onMessage: (data: unknown) => void, onFailure: (reason: string) => void): () => void;
  /** Ends the other side (terminates the worker). */
  close(): void;
}

/**
 * A runner that sends every task over a {@link MessageEndpoint} and waits for the reply: the
 * worker runners are this over a Node worker thread or a Web Worker.
 *
 * @param endpoint - The runner's end of the channel.
 * @returns The runner.
 * @example
 * ```ts
 * import { endpointRunner, serveEndpoint, type MessageEndpoint } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * // Both ends in one thread, for the example: a worker would call serveEndpoint on its side.
 * let toWorker = (_: unknown): void => undefined;
 * let toRunner = (_: unknown): void => undefined;
 * const runnerEnd: MessageEndpoint = { post: (m) => { toWorker(m); }, listen: (on) => { toRunner = on; return () => undefined; }, close: () => undefined };
 * const workerEnd: MessageEndpoint = { post: (m) => { toRunner(m); }, listen: (on) => { toWorker = on; return () => undefined; }, close: () => undefined };
 * serveEndpoint([{ ruleset: referenceDuel }], workerEnd);
 * const runner = endpointRunner(runnerEnd);
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) console.log(await runner.run({ game: "reference-duel", bot: { kind: "random" }, seed: "s", state: start.value, player: 0 })); // { ok: true, value: { type: 'attack' } }
 * ```
 */
export function endpointRunner(endpoint: MessageEndpoint): BotRunner {
  const waiting = new Map<number, (r: Result<JsonValue>) => void>();
  let next = 1;
  let failure: string | undefined;
  let stop: (() => void) | undefined;
  const failAll = (message: string, code: string): void => {
    for (const resolve of waiting.values()) resolve(err(ruleError(code, message)));
    waiting.clear();
  };
  const start = (): void => {
    if (stop !== undefined) return;
    stop = endpoint.listen(
      (data) => {
        const reply = parseBotReply(data);
        if (!reply.ok) return;
        const resolve = waiting.get(reply.value.id);
        if (resolve === undefined) return;
        waiting.delete(reply.value.id);
        resolve(reply.value.result);
      },
      (reason) => {
        failure = `The bot worker failed: ${reason}`;
        failAll(failure, ClientErrorCode.BotFailed);
      },
    );
  };
  let closed = false;
  return {
    run(task) {
      if (closed) return Promise.resolve(closedError());
      if (failure !== undefined) return Promise.resolve(err(ruleError(ClientErrorCode.BotFailed, failure)));
      start();
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        try {
          endpoint.post(botRequest(id, task));
        } catch (e) {
          waiting.delete(id);
          resolve(err(ruleError(ClientErrorCode.BotFailed, `The task could not be sent to the bot worker: ${e instanceof Error ? e.message : String(e)}`)));
        }
      });
    },
    close() {
      if (closed) return;
      closed = true;
      failAll("The bot runner was closed.", ClientErrorCode.Closed);
      stop?.();
      endpoint.close();
    },
  };
}

/**
 * The worker's side of the protocol: answers every request that arrives on `endpoint` with
 * {@link runBotTask} over `games`. Messages that are not requests are ignored.
 *
 * @param games - The games the worker serves.
 * @param endpoint - The worker's end of the channel.
 * @returns A function that stops serving.
 * @example
 * ```ts
 * import { serveEndpoint } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const sent: unknown[] = [];
 * const stop = serveEndpoint([{ ruleset: referenceDuel }], { post: (m) => sent.push(m), listen: () => () => undefined, close: () => undefined });
 * stop();
 * ```
 */
export function serveEndpoint(games: readonly ClientGame[], endpoint: MessageEndpoint): () => void {
  return endpoint.listen(
    (data) => {
      const request = parseBotRequest(data);
      if (!request.ok) return;
      endpoint.post(botReply(request.value.id, runBotTask(games, request.value.task)));
    },
    () => undefined,
  );
}
