// What each stage of a round is made of: the parts the engine queues as pending work
// (`WardomState.jobs`) when the clock enters the stage, run front first.
import { beginTurn, deepFreeze, endTurn, isTurnInProgress, phaseChangedEvent, setPhase, type Clock, type Result } from "@rulesmith/core";
import { END_STAGE_ORDER, type RoundStep } from "../rules/round.js";
import type { Stage } from "../rules/danger.js";
import type { Phase, StageJob, StageJobKind } from "./types.js";
import type { Work } from "./work.js";

/**
 * The parts of each stage, in the order the engine runs them; End & Routing's are
 * {@link END_STAGE_ORDER} (D-AMB-18).
 * @internal
 */
export const STAGE_JOBS: Readonly<Record<Stage, readonly StageJobKind[]>> = /* @__PURE__ */ deepFreeze({
  start: ["start-triggers"],
  resource: ["refill-and-draw", "upkeep", "resource-triggers"],
  main: ["main"],
  battle: ["reveal", "battle-window", "battle-calc"],
  end: END_STAGE_ORDER,
});

/**
 * The pending work of a stage just entered.
 * @internal
 */
export function jobsOf(stage: Stage): StageJob[] {
  return STAGE_JOBS[stage].map((kind): StageJob => (kind === "routing" ? { kind, routed: [] } : { kind }));
}

/**
 * Whether `jobs` can be the pending work of `phase`: the last parts of its stage, in order
 * (none before the first-player roll is decided).
 * @internal
 */
export function isStageRest(phase: Phase, jobs: readonly StageJob[]): boolean {
  if (phase === "first-roll") return jobs.length === 0;
  const all = STAGE_JOBS[phase];
  const from = all.length - jobs.length;
  if (from < 0) return false;
  for (let i = 0; i < jobs.length; i++) if (jobs[i]?.kind !== all[from + i]) return false;
  return true;
}

/**
 * A clock move (or the opening of the battle window) that cannot fail in a consistent state; a
 * failure is an engine bug.
 * @internal
 */
export function must<T = Clock>(r: Result<T>): T {
  if (!r.ok) throw new Error(`internal: ${r.error.message}`);
  return r.value;
}

/**
 * Moves the clock to a step of {@link roundSteps} and queues that stage's parts: a step with a
 * player is a stage of that player's clock turn (their turn begins with its Start Stage), a
 * step for both runs with no turn in progress.
 * @internal
 */
export function enterStep(w: Work, step: RoundStep): void {
  let clock = w.state.clock;
  if (step.player !== null && isTurnInProgress(clock) && clock.active === step.player) clock = setPhase(clock, step.stage);
  else {
    if (isTurnInProgress(clock)) clock = must(endTurn(clock));
    clock = step.player === null ? setPhase(clock, step.stage) : must(beginTurn(clock, step.stage, step.player));
  }
  w.set("clock", clock);
  w.set("jobs", jobsOf(step.stage));
  w.emit(phaseChangedEvent(clock));
}
