// Ctrl-C during a command that should stop cleanly (`rulesmith play` saves the match so far).

/**
 * The exit status of a command stopped by Ctrl-C (SIGINT): 128 + 2, as shells report it.
 *
 * @internal
 */
export const INTERRUPTED_STATUS = 130;

/**
 * The exit status of a command that stopped its work early because stdout broke (the reader of
 * a pipe, such as `head -1`, went away): 128 + 13 (SIGPIPE), as shells report a process that a
 * closed pipe ended.
 *
 * @internal
 */
export const BROKEN_PIPE_STATUS = 141;

/**
 * Listens for one SIGINT while a command runs: the first Ctrl-C aborts `signal` instead of
 * killing the process, so the command can save its work and exit; a second Ctrl-C, with the
 * listener gone, ends the process at once as usual.
 *
 * @internal
 * @example
 * ```ts
 * const interruption = onInterrupt();
 * try { await work(interruption.signal); } finally { interruption.dispose(); }
 * ```
 */
export interface Interruption {
  /** Aborted by the first SIGINT. */
  readonly signal: AbortSignal;
  /** Stops listening. */
  dispose(): void;
}

/**
 * Starts listening for SIGINT (see {@link Interruption}).
 *
 * @internal
 * @param also - Another signal that stops the command the same way (a broken stdout, from
 *   {@link onBrokenStdout}): its abort aborts the interruption's signal too.
 * @returns The interruption; dispose of it when the command ends.
 * @example
 * ```ts
 * const interruption = onInterrupt();
 * interruption.dispose();
 * ```
 */
export function onInterrupt(also?: AbortSignal): Interruption {
  const controller = new AbortController();
  const abort = (): void => {
    controller.abort();
  };
  process.once("SIGINT", abort);
  if (also?.aborted === true) abort();
  else also?.addEventListener("abort", abort, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      process.removeListener("SIGINT", abort);
      also?.removeEventListener("abort", abort);
    },
  };
}

/**
 * Watches a command's stdout for a reader that went away (`rulesmith play ward | head -1`):
 * the first write that fails with `EPIPE`, or on a stream already destroyed, aborts `signal`, so
 * that the command stops its work instead of playing on for nobody. A closed pipe is seen only
 * when something is written to it, so the command learns of it at its next write.
 *
 * @internal
 * @param stdout - The command's stdout.
 * @returns The watch; dispose of it when the command ends.
 * @example
 * ```ts
 * const broken = onBrokenStdout(process.stdout);
 * await pendingEvents();
 * if (broken.signal.aborted) console.error("nobody reads stdout any more");
 * broken.dispose();
 * ```
 */
export function onBrokenStdout(stdout: NodeJS.WritableStream): Interruption {
  const controller = new AbortController();
  const broke = (e: unknown): void => {
    const code: unknown = typeof e === "object" && e !== null ? Reflect.get(e, "code") : undefined;
    if (code === "EPIPE" || code === "ERR_STREAM_DESTROYED") controller.abort();
  };
  stdout.on("error", broke);
  return {
    signal: controller.signal,
    dispose: () => {
      stdout.removeListener("error", broke);
    },
  };
}

/**
 * Lets pending events (a SIGINT among them) run before long synchronous work such as a bot's
 * search, which would otherwise hold them back until the next prompt.
 *
 * @internal
 * @returns A promise that settles after the events waiting now.
 * @example
 * ```ts
 * await pendingEvents();
 * ```
 */
export function pendingEvents(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
