// Internal to the conformance kit: not exported from @rulesmith/core/testing.
import { CoreErrorCode } from "../errors.js";
import type { PlayerId } from "../player.js";
import { Rng, seedRng } from "../rng.js";
import type { Ruleset, Step } from "../ruleset.js";
import { ConformanceFailure, show, thrownText } from "./failure.js";
import type { CheckName } from "./names.js";

/** What every check needs: the ruleset (actions seen as unknown) and the kit's options. @internal */
export interface KitContext<S> {
  readonly rules: Ruleset<S, unknown>;
  readonly config: (seed: number) => unknown;
  readonly maxSteps: number;
  readonly extraActions: ((state: S, player: PlayerId) => readonly unknown[]) | undefined;
  /** The longest one call of `parseState` may take in "parse-state", in milliseconds. */
  readonly parseStateMs: number;
  /** The cards the configs play with, for "config-cards" (which does not run without them). */
  readonly cards: readonly unknown[] | undefined;
}

/** The two seeds that fix a random match: one for the config, one for the choices. @internal */
export interface MatchSeeds {
  readonly configSeed: number;
  readonly choiceSeed: number;
}

/** One applied action of a random match. @internal */
export interface TraceStep<S> {
  readonly index: number;
  readonly before: S;
  readonly player: PlayerId;
  readonly action: unknown;
  readonly step: Step<S>;
}

/** A played random match. @internal */
export interface Trace<S> {
  readonly config: unknown;
  readonly start: S;
  readonly steps: readonly TraceStep<S>[];
  readonly final: S;
  /** Whether the match reached an outcome within `maxSteps`. */
  readonly ended: boolean;
}

/** Applies an action for the driver; throws a {@link ConformanceFailure} when it cannot. @internal */
export type ApplyFn<S> = (state: S, player: PlayerId, action: unknown, index: number) => Step<S>;

/** Hooks a check adds to the driver. @internal */
export interface PlayHooks<S> {
  /** Called on every state (the start, after each step, the final one) before it is used. */
  readonly visit?: (state: S, index: number) => void;
  readonly apply?: ApplyFn<S>;
}

/** Steps whose states the costlier checks look at: the first 40, then every 10th. @internal */
export function isSampled(index: number): boolean {
  return index < 40 || index % 10 === 0;
}

/** A sample of at most `cap` items of a list, always the same for the same generator state. @internal */
export function sample<T>(items: readonly T[], cap: number, rng: Rng): readonly T[] {
  if (items.length <= cap) return items;
  const out: T[] = [];
  const step = items.length / cap;
  const offset = rng.int(Math.max(1, Math.floor(step)));
  for (let i = 0; i < cap; i++) {
    const item = items[Math.floor(i * step) + offset];
    if (item !== undefined) out.push(item);
  }
  return out;
}

/** The standard apply of the driver: a throw breaks "apply-total", a refusal "legal-sound". @internal */
export function guardedApply<S>(rules: Ruleset<S, unknown>): ApplyFn<S> {
  return (state, player, action, index) => {
    let result;
    try {
      result = rules.apply(state, player, action);
    } catch (e) {
      throw new ConformanceFailure("apply-total", `apply(state, ${player}, ${show(action)}) threw ${thrownText(e)}`, index);
    }
    if (!result.ok) {
      const e = result.error;
      const check: CheckName = e.code === CoreErrorCode.Internal ? "apply-total" : "legal-sound";
      throw new ConformanceFailure(
        check,
        `legalActions(state, ${player}) lists ${show(action)}, but apply refused it: [${e.code}] ${e.message}`,
        index,
      );
    }
    return result.value;
  };
}

/** Starts a match from the config for a seed; a refused config fails the running check. @internal */
export function startMatch<S>(ctx: KitContext<S>, configSeed: number, check: CheckName): { readonly config: unknown; readonly state: S } {
  const config = ctx.config(configSeed);
  const start = ctx.rules.setup(config);
  if (!start.ok) {
    throw new ConformanceFailure(check, `setup(config(${configSeed})) refused the config ${show(config)}: [${start.error.code}] ${start.error.message}`, undefined);
  }
  return { config, state: start.value };
}

/**
 * Plays a random match: at each step a random active player takes a random listed action,
 * both picked with a generator seeded from `choiceSeed`, until the match has an outcome or
 * `maxSteps` actions were applied.
 * @internal
 */
export function playRandom<S>(ctx: KitContext<S>, seeds: MatchSeeds, check: CheckName, hooks: PlayHooks<S> = {}): Trace<S> {
  const { rules, maxSteps } = ctx;
  const { config, state: start } = startMatch(ctx, seeds.configSeed, check);
  const choices = new Rng(seedRng(seeds.choiceSeed));
  const apply = hooks.apply ?? guardedApply(rules);
  const steps: TraceStep<S>[] = [];
  let state = start;
  let ended = false;
  for (let index = 0; index <= maxSteps; index++) {
    hooks.visit?.(state, index);
    if (rules.outcome(state) !== undefined) {
      ended = true;
      break;
    }
    if (index === maxSteps) break;
    const active = rules.activePlayers(state);
    if (active.length === 0) {
      throw new ConformanceFailure("termination", "the match has no outcome, but activePlayers is empty: nobody can move it on", index);
    }
    const player = active[choices.int(active.length)] ?? 0;
    const legal = rules.legalActions(state, player);
    if (legal.length === 0) {
      throw new ConformanceFailure("legal-sound", `activePlayers lists player ${player}, but legalActions(state, ${player}) is empty`, index);
    }
    const action = legal[choices.int(legal.length)];
    const step = apply(state, player, action, index);
    steps.push({ index, before: state, player, action, step });
    state = step.state;
  }
  return { config, start, steps, final: state, ended };
}
