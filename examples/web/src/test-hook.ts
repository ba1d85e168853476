// What the page lets its browser test read: the referee's state and the controller's status, so
// that the test can check what the page shows against the engine. Nothing on the page reads it.
import type { MatchStatus } from "@rulesmith/client";
import type { Viewer } from "@rulesmith/core";

export interface TestHook {
  /** The game's id ("ward", "wardom", "guardians"). */
  readonly game: string;
  /** The state at the current position (hidden information included: for the test only). */
  readonly state: () => unknown;
  readonly status: () => MatchStatus | null;
  /** The controller's version the page last rendered (the status is read live). */
  readonly rendered: () => number;
  /** Whose view the page shows. */
  readonly viewer: () => Viewer;
  /** The seat a person acts for now, or null. */
  readonly actingSeat: () => number | null;
}

declare global {
  interface Window {
    rulesmith?: TestHook;
  }
}

export function setTestHook(hook: TestHook | undefined): void {
  if (hook === undefined) delete window.rulesmith;
  else window.rulesmith = hook;
}
