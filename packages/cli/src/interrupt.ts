// Ctrl-C during a command that should stop cleanly (`rulesmith play` saves the match so far).

/**
 * The exit status of a command stopped by Ctrl-C (SIGINT): 128 + 2, as shells report it.
 *
 * @internal
 */
export const INTERRUPTED_STATUS = 130;

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
 * @returns The interruption; dispose of it when the command ends.
 * @example
 * ```ts
 * const interruption = onInterrupt();
 * interruption.dispose();
 * ```
 */
export function onInterrupt(): Interruption {
  const controller = new AbortController();
  const abort = (): void => {
    controller.abort();
  };
  process.once("SIGINT", abort);
  return {
    signal: controller.signal,
    dispose: () => {
      process.removeListener("SIGINT", abort);
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
