import { CoreErrorCode, ruleError } from "./errors.js";
import { canonicalJson, excerpt, isPlainJson, plainJsonProblem, type JsonValue } from "./json.js";
import { own } from "./json-read.js";
import { clipMessage, thrownText } from "./outside-data.js";
import type { PlayerId } from "./player.js";
import { createRecord, finishRecord, type MatchRecord, type RecordedAction } from "./record.js";
import { err, ok, type Result } from "./result.js";
import { Rng, seedRng } from "./rng.js";
import type { Outcome, Ruleset, Step } from "./ruleset.js";

/**
 * Picks the action a player takes, given the legal ones (never an empty list). Bots, the
 * command-line tool and tests provide one.
 *
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import type { Chooser } from "@rulesmith/core";
 * const firstLegal: Chooser<unknown, unknown> = (_state, _player, legal) => legal[0];
 * ```
 */
export type Chooser<S, A> = (state: S, player: PlayerId, legal: readonly A[]) => A;

/**
 * What {@link playMatch} tells `onStep` after each applied action.
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import type { MatchStepInfo } from "@rulesmith/core";
 * const line = (info: MatchStepInfo<unknown, unknown>): string => `step ${info.index}: player ${info.player}, ${info.step.events.length} events`;
 * ```
 */
export interface MatchStepInfo<S, A> {
  /** The step number, from 0. */
  readonly index: number;
  /** Who acted. */
  readonly player: PlayerId;
  /** What they did. */
  readonly action: A;
  /** The state the action was applied to. */
  readonly before: S;
  /** The new state and its events. */
  readonly step: Step<S>;
}

/**
 * Options of {@link playMatch}.
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import type { PlayMatchOptions } from "@rulesmith/core";
 * const seen: number[] = [];
 * const opts: PlayMatchOptions<unknown, unknown> = { maxSteps: 500, onStep: (i) => seen.push(i.index) };
 * ```
 */
export interface PlayMatchOptions<S, A> {
  /** Stop after this many actions even if the match has not ended (default 10000). */
  readonly maxSteps?: number;
  /** Called after each applied action. */
  readonly onStep?: (info: MatchStepInfo<S, A>) => void;
}

/**
 * A match played by {@link playMatch}: the last state, its record (finished), the outcome
 * (`undefined` if it stopped at `maxSteps`) and the number of actions applied.
 * @typeParam S - The game state.
 * @example
 * ```ts
 * import type { PlayedMatch } from "@rulesmith/core";
 * const summary = (m: PlayedMatch<unknown>) => `${m.steps} steps, ${m.outcome?.reason ?? "unfinished"}`;
 * ```
 */
export interface PlayedMatch<S> {
  /** The last state. */
  readonly state: S;
  /** The finished record of the match. */
  readonly record: MatchRecord;
  /** How it ended, or `undefined` if it stopped at `maxSteps`. */
  readonly outcome: Outcome | undefined;
  /** Actions applied. */
  readonly steps: number;
}

/** What is wrong with playMatch's chooser or options, or `undefined`. */
function playArgumentProblem(choose: unknown, options: unknown): string | undefined {
  if (typeof choose !== "function") return `the chooser is a function (state, player, legal) => action, not ${excerpt(choose)}`;
  if (options === undefined) return undefined;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return `the options are an object ({ maxSteps, onStep }), not ${excerpt(options)}`;
  const maxSteps = own(options, "maxSteps");
  if (maxSteps !== undefined && !(typeof maxSteps === "number" && maxSteps >= 0 && (Number.isInteger(maxSteps) || maxSteps === Infinity))) return `maxSteps is a whole number from 0 (or Infinity), not ${excerpt(maxSteps)}`;
  const onStep = own(options, "onStep");
  if (onStep !== undefined && typeof onStep !== "function") return `onStep is a function, not ${excerpt(onStep)}`;
  return undefined;
}

function describeThrown(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${clipMessage(e.message, 200)}` : thrownText(e);
}

/**
 * Plays a whole match: sets up from `config`, then asks `choose` for an action of the first
 * of the `activePlayers` at each step and applies it, until the match has an outcome or
 * `maxSteps` actions were applied. Records every action.
 *
 * @remarks
 * Errors come back as results, never as exceptions: a config that `setup` refuses (or that
 * is not JSON, so cannot be recorded), an action the ruleset refuses (with its own code, the
 * step number in the message and `details: { index, player, action, error }`), a ruleset that
 * is stuck (no active player and no outcome, or an active player with no legal action:
 * `internal/error`), a ruleset that throws, or a chooser or options of the wrong kind
 * (`argument/invalid`). Exceptions thrown by `choose` or `onStep` are the caller's and are
 * rethrown unchanged.
 *
 * @param ruleset - The game.
 * @param config - The config for `setup`; plain JSON.
 * @param choose - Picks each action.
 * @param options - Step limit and a per-step callback.
 * @returns The played match, or why it could not be played.
 * @example
 * ```ts
 * import { playMatch, randomChooser } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const m = playMatch(diceDuel, { seed: 1 }, randomChooser(42));
 * if (m.ok) console.log(m.value.outcome?.reason, m.value.record.actions.length); // player 0 was reduced to 0 HP 18
 * ```
 */
export function playMatch<S, A, C>(
  ruleset: Ruleset<S, A, C>,
  config: C,
  choose: Chooser<S, A>,
  options?: PlayMatchOptions<S, A>,
): Result<PlayedMatch<S>> {
  const bad = playArgumentProblem(choose, options);
  if (bad !== undefined) return err(ruleError(CoreErrorCode.BadArgument, `playMatch: ${bad}.`));
  const maxSteps = options?.maxSteps ?? 10_000;
  const onStep = options?.onStep;
  const begun = createRecord(ruleset, config);
  if (!begun.ok) return begun;
  let inCallback = false;
  try {
    const start = ruleset.setup(config);
    if (!start.ok) return start;
    let state = start.value;
    const actions: RecordedAction[] = [];
    let steps = 0;
    while (steps < maxSteps && ruleset.outcome(state) === undefined) {
      const player = ruleset.activePlayers(state)[0];
      if (player === undefined) {
        return err(ruleError(CoreErrorCode.Internal, `After ${steps} steps the match has no outcome, but no player may act: the ruleset is stuck.`));
      }
      const legal = ruleset.legalActions(state, player);
      if (legal.length === 0) {
        return err(ruleError(CoreErrorCode.Internal, `After ${steps} steps player ${player} may act but has no legal action: the ruleset is stuck.`));
      }
      inCallback = true;
      const action = choose(state, player, legal);
      inCallback = false;
      if (!isPlainJson(action)) {
        return err(
          ruleError(CoreErrorCode.MalformedAction, `Step ${steps + 1}: the chosen action is not plain JSON, so it cannot be recorded (${plainJsonProblem(action) ?? ""}).`),
        );
      }
      const actionJson: JsonValue = action;
      const step = ruleset.apply(state, player, action);
      if (!step.ok) {
        const e = step.error;
        return err(
          ruleError(e.code, `Step ${steps + 1}: player ${player} chose ${clipMessage(canonicalJson(actionJson), 80)}, which was refused: ${clipMessage(e.message, 200)}`, {
            rule: e.rule,
            details: { index: steps, player, action: actionJson, error: e.details ?? null },
          }),
        );
      }
      actions.push({ player, action: actionJson });
      if (onStep !== undefined) {
        inCallback = true;
        onStep({ index: steps, player, action, before: state, step: step.value });
        inCallback = false;
      }
      state = step.value.state;
      steps++;
    }
    const record = finishRecord({ ...begun.value, actions }, ruleset, state);
    return ok({ state, record, outcome: ruleset.outcome(state), steps });
  } catch (e) {
    if (inCallback) throw e;
    return err(ruleError(CoreErrorCode.Internal, `The ruleset threw during the match (a bug): ${describeThrown(e)}`));
  }
}

/**
 * A chooser that picks uniformly at random among the legal actions, from its own seeded
 * generator (never `Math.random`): the same seed gives the same choices for the same
 * sequence of questions.
 *
 * @remarks It keeps its generator between calls, so use one chooser per match to reproduce
 * a match. It throws a `RangeError` if asked to choose from an empty list, which
 * {@link playMatch} never does.
 *
 * @param seed - Any number or string.
 * @returns The chooser.
 * @example
 * ```ts
 * import { playMatch, randomChooser } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const a = playMatch(diceDuel, { seed: 1 }, randomChooser(7));
 * // the same match as a
 * const b = playMatch(diceDuel, { seed: 1 }, randomChooser(7));
 * ```
 */
export function randomChooser(seed: number | string): <A>(state: unknown, player: PlayerId, legal: readonly A[]) => A {
  const rng = new Rng(seedRng(seed));
  return <A>(_state: unknown, _player: PlayerId, legal: readonly A[]): A => {
    if (legal.length === 0) throw new RangeError("randomChooser: there is no legal action to choose from.");
    return legal[rng.int(legal.length)] as A;
  };
}
