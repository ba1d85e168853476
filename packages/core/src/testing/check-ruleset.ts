import * as fc from "fast-check";
import type { PlayerId } from "../player.js";
import type { Ruleset } from "../ruleset.js";
import {
  checkApplyTotal,
  checkDeterminism,
  checkDeterminize,
  checkImmutability,
  checkJson,
  checkLegalComplete,
  checkLegalSound,
  checkReplay,
  checkTermination,
  checkViews,
  type Probe,
  type ProbeInput,
} from "./checks.js";
import { ConformanceFailure, thrownText } from "./failure.js";
import { checkDeterminizeHidden, checkFastPath, checkParseState, hasFastPath, hasHiddenSwap, type FuzzCounts } from "./kit-checks.js";
import { checkConfigCards } from "./config-cards.js";
import { CHECK_NAMES, checkTitle, type CheckName } from "./names.js";
import type { KitContext, MatchSeeds } from "./random-match.js";

/**
 * Options of {@link checkRuleset}.
 * @typeParam S - The game state.
 * @typeParam C - The config.
 * @example
 * ```ts
 * import type { CheckOptions } from "@rulesmith/core/testing";
 * const opts: CheckOptions<unknown, { seed: number }> = { config: (seed) => ({ seed }), matches: 50 };
 * ```
 */
export interface CheckOptions<S, C> {
  /** Builds the config of a random match from a seed (required). */
  readonly config: (seed: number) => C;
  /** Random matches per check (default 100). */
  readonly matches?: number;
  /** The most actions in one match before "termination" fails (default 2000). */
  readonly maxSteps?: number;
  /** The fast-check seed, to reproduce a run. */
  readonly seed?: number;
  /** The fast-check path of a counterexample, with `seed` and `only`, to replay one failure. */
  readonly path?: string;
  /** Checks not to run. */
  readonly skip?: readonly CheckName[];
  /** Run only these checks. */
  readonly only?: readonly CheckName[];
  /** More candidate actions for the completeness check, for moves that near misses of listed actions would not find. */
  readonly extraActions?: (state: S, player: PlayerId) => readonly unknown[];
  /** The longest one call of `parseState` may take in "parse-state", in milliseconds (default 250), measured with `performance.now()`. */
  readonly parseStateMs?: number;
  /**
   * The cards the configs play with (the game's sample cards, or the cards the decks of
   * `config` are built from), for "config-cards", which gives them to `setup` in the config's
   * `cards` field as a plain list and as a card set; without them that check does not run.
   */
  readonly cards?: readonly unknown[];
}

/**
 * What the "parse-state" check's fuzzing did: corrupted states tried, refused and accepted
 * by `parseState` (every accepted one then played without a problem), and the slowest call.
 * A game README can quote it: "2,930 corrupted states, 0 invalid accepted, 0 throws, slowest
 * call 3 ms".
 *
 * @example
 * ```ts
 * import { checkRuleset, type FuzzReport } from "@rulesmith/core/testing";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const fuzz: FuzzReport | undefined = checkRuleset(diceDuel, { config: (seed) => ({ seed }), matches: 10, only: ["parse-state"], seed: 1 }).fuzz;
 * console.log(`${fuzz?.tried} corrupted states, ${fuzz?.accepted} accepted and played on, slowest call ${fuzz?.slowestMs.toFixed(1)} ms`); // 1589 corrupted states, 84 accepted and played on, slowest call ... ms — the time differs from run to run
 * ```
 */
export interface FuzzReport {
  /** Corrupted states given to `parseState`. */
  readonly tried: number;
  /** Those it refused (with `state/invalid`). */
  readonly refused: number;
  /** Those it accepted, each plain JSON and played on without a throw or an internal error. */
  readonly accepted: number;
  /** The slowest call, in milliseconds. */
  readonly slowestMs: number;
}

/**
 * What {@link checkRuleset} did when every check passed.
 * @example
 * ```ts
 * import type { CheckReport } from "@rulesmith/core/testing";
 * const line = (r: CheckReport) => `${r.ruleset}: ${r.checks.length} checks, ${r.matches} matches each, ${r.steps} steps`;
 * ```
 */
export interface CheckReport {
  /** The ruleset's `id`. */
  readonly ruleset: string;
  /** The checks that ran, in order. */
  readonly checks: readonly CheckName[];
  /**
   * The checks that did not run: skipped by the options, or lacking what they check
   * (`"determinize"` without `determinize`; `"fast-path"` without `applyIndex`;
   * `"determinize-hidden"` without `swapHidden`, `determinize` or `secrets`; `"parse-state"`
   * without `parseState`; `"config-cards"` without the `cards` option).
   */
  readonly skipped: readonly CheckName[];
  /** Random matches per check. */
  readonly matches: number;
  /** Actions applied in all random matches of all checks. */
  readonly steps: number;
  /** What the "parse-state" fuzzing did, when it ran. */
  readonly fuzz?: FuzzReport;
}

const MAX_SEED = 0x7fff_ffff;
const anything = fc.anything({
  maxDepth: 3,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withDate: true,
  withTypedArray: true,
  withBigInt: true,
});
const seedsArb: fc.Arbitrary<MatchSeeds> = fc.record({ configSeed: fc.integer({ min: 0, max: MAX_SEED }), choiceSeed: fc.integer({ min: 0, max: MAX_SEED }) });
const probeArb: fc.Arbitrary<Probe> = fc.record({
  at: fc.nat(),
  player: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom<unknown>(-1, 99, "x", 0.5, Number.NaN, null, undefined)),
  action: fc.oneof(
    fc.record({ kind: fc.constant("raw" as const), value: anything }),
    fc.record({ kind: fc.constant("listed" as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant("tweak" as const), pick: fc.nat(), field: fc.nat({ max: 20 }), value: anything }),
  ),
});
const probeInputArb: fc.Arbitrary<ProbeInput> = fc.record({
  configSeed: seedsArb.map((s) => s.configSeed),
  choiceSeed: fc.integer({ min: 0, max: MAX_SEED }),
  probes: fc.array(probeArb, { minLength: 1, maxLength: 10 }),
});

interface Outcome {
  readonly failed: boolean;
  readonly steps: number;
  readonly message?: string;
  readonly check?: CheckName;
}

function reportLines<T>(details: fc.RunDetails<T>): string {
  const text = fc.defaultReportMessage(details) ?? "";
  const cut = text.indexOf("\nGot error");
  const head = cut < 0 ? text : text.slice(0, cut);
  return head
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("Hint:"))
    .join("\n");
}

function runCheck<T>(
  id: string,
  name: CheckName,
  arb: fc.Arbitrary<T>,
  body: (input: T) => number,
  options: { readonly matches: number; readonly seed: number | undefined; readonly path: string | undefined },
): Outcome {
  let steps = 0;
  const property = fc.property(arb, (input) => {
    steps += body(input);
  });
  const params: fc.Parameters<[T]> = { numRuns: options.matches };
  if (options.seed !== undefined) params.seed = options.seed;
  if (options.path !== undefined) params.path = options.path;
  const details = fc.check(property, params);
  if (!details.failed) return { failed: false, steps };
  const error = details.errorInstance;
  const failure = error instanceof ConformanceFailure ? error : new ConformanceFailure(name, `the ruleset threw ${thrownText(error)}`, undefined);
  const where = failure.step === undefined ? "" : ` at step ${failure.step}`;
  const found = failure.check === name ? "" : ` (found while checking "${checkTitle(name)}")`;
  const replayHint = `seed ${details.seed}, replay with { seed: ${details.seed}, path: "${details.counterexamplePath ?? ""}", only: ["${name}"] }`;
  const message = `rulesmith conformance: "${checkTitle(failure.check)}" failed for ruleset "${id}"${where}: ${failure.detail}${found} (${replayHint})\n${reportLines(details)}`;
  return { failed: true, steps, message, check: failure.check };
}

/**
 * Runs the conformance properties on any {@link Ruleset}: random matches (fast-check
 * properties) that check the whole contract. Call it from a test; it throws when a property
 * fails and returns a short report when all hold.
 *
 * The checks, by {@link CheckName}: determinism, replay identity (core `replay`), JSON
 * round trip of every state and event, input never mutated (states are deep-frozen before
 * `apply`, `legalActions` and `view`), legalActions sound (every listed action is accepted,
 * players who may not act have none), legalActions complete (near misses of listed actions,
 * actions listed elsewhere and `extraActions` are refused unless listed), apply never throws
 * (any value as action, any player), views, redacted events and `pending` hide `secrets`
 * (needs `secrets`; a hidden id is found also as a word of longer text) and a step that says
 * `revealed: false` lets no viewer, the spectator included, see a card hidden from them before
 * it, determinize keeps the
 * player's view and plays on (if the ruleset has it), and termination within `maxSteps`.
 *
 * Four more checks run where the ruleset (or the options) has what they check, and are
 * listed in `skipped` otherwise:
 *
 * - `"fast-path"` (a ruleset with `applyIndex`, as core's `defineGame` builds): the same step as
 *   `apply` with the listed action, for a sample of indices and the last, and with
 *   `{ events: false }` the same state, `revealed` and `random` without the events; indices
 *   outside the list (-1, its length, 0.5, NaN) refused with an error, never thrown on.
 * - `"determinize-hidden"` (with `swapHidden`, `determinize` and `secrets`): for pairs of cards
 *   hidden from a viewer, the state with their definitions exchanged gives the same view, the
 *   same `pending`, the same redacted events of the next step and, for the same seed, the same
 *   `determinize` result; also on states where another player must act (random play goes on
 *   until one comes up). A difference in what the viewer sees fails `"views"`.
 * - `"parse-state"` (with `parseState`): fuzzing. Corrupted copies of states of every match
 *   (bad numbers, wrong types, a 20,000-level array, 200,000 zeros, `__proto__` keys, removed
 *   keys, cards moved or duplicated between zones, NaN, Infinity, cycles, undefined) never make
 *   `parseState` throw or take longer than `parseStateMs`; anything that is not plain JSON, or
 *   has a `__proto__` key, is refused; an accepted state is plain JSON, keeps the contract and
 *   plays on (a random playout, each state accepted again). The report's `fuzz` counts them.
 * - `"config-cards"` (with the `cards` option, for a game whose config carries its cards and
 *   decks): the config's `cards` as a plain list and as a card set `{ name, cards }` give the
 *   same match; with one card replaced by a value that is no card, `setup` refuses the config
 *   with `config/invalid` in both forms, and lists exactly one problem that it does not list
 *   for the same config without `decks` (the note that the decks wait for the card data), not
 *   a problem for every deck line checked against cards it could not read.
 *
 * @remarks
 * Rulesets must be strict about action shapes: an action with an extra or missing field that
 * `apply` accepts but `legalActions` does not list fails "legal-complete" (a list in another
 * order is allowed when it gives the same step as the listed action, and so is a listed faces
 * answer to a physical roll without its `roll` number, core's documented short form). "determinize-hidden"
 * assumes that a step's events show a viewer nothing about a card that stays hidden from them;
 * a game whose public result depends on a card that stays hidden (a face-down trap that deals
 * its own damage) should reveal it, or skip the check. Each failure is
 * named after the property that broke, even when another check found it. A failure message
 * looks like `rulesmith conformance: "apply never mutates its input" failed for ruleset
 * "dice-duel" at step 12: apply(state, 0, {"type":"strike"}) ... (seed 1234, replay with
 * { seed: 1234, path: "3:0", only: ["immutability"] })`; pass those options back to replay it.
 *
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @typeParam C - The config.
 * @param ruleset - The ruleset under test.
 * @param options - How to build configs, how many matches, and which checks.
 * @returns What ran.
 * @throws Error naming every property that failed, with the step, the action and how to replay it.
 * @example
 * ```ts
 * import { checkRuleset } from "@rulesmith/core/testing";
 * import { diceDuel } from "@rulesmith/core/examples";
 * // In a test of your game (vitest, jest, node:test...): it throws a readable error on failure.
 * const report = checkRuleset(diceDuel, { config: (seed) => ({ seed }), matches: 20 });
 * console.log(report.checks.length, "checks passed"); // 11 checks passed
 * ```
 */
export function checkRuleset<S, A, C>(ruleset: Ruleset<S, A, C>, options: CheckOptions<S, C>): CheckReport {
  // The kit feeds apply anything at all, so it sees actions as unknown.
  const rules: Ruleset<S, unknown> = ruleset;
  const matches = options.matches ?? 100;
  const ctx: KitContext<S> = {
    rules,
    config: options.config,
    maxSteps: options.maxSteps ?? 2000,
    extraActions: options.extraActions,
    parseStateMs: options.parseStateMs ?? 250,
    cards: options.cards,
  };
  const counts: FuzzCounts = { tried: 0, refused: 0, accepted: 0, slowestMs: 0 };
  const run = { matches, seed: options.seed, path: options.path };
  const skip = new Set<CheckName>(options.skip ?? []);
  const only = options.only === undefined ? undefined : new Set<CheckName>(options.only);
  const ran: CheckName[] = [];
  const skipped: CheckName[] = [];
  const failures = new Map<CheckName, string>();
  let steps = 0;
  for (const name of CHECK_NAMES) {
    if (skip.has(name) || (only !== undefined && !only.has(name)) || !hasWhatItChecks(ctx, name)) {
      skipped.push(name);
      continue;
    }
    ran.push(name);
    const outcome =
      name === "apply-total"
        ? runCheck(ruleset.id, name, probeInputArb, (input) => checkApplyTotal(ctx, input), run)
        : name === "parse-state"
          ? runCheck(ruleset.id, name, seedsArb, (seeds) => checkParseState(ctx, seeds, counts), run)
          : runCheck(ruleset.id, name, seedsArb, (seeds) => BODIES[name](ctx, seeds), run);
    steps += outcome.steps;
    if (outcome.failed && outcome.check !== undefined && !failures.has(outcome.check)) failures.set(outcome.check, outcome.message ?? "");
  }
  if (failures.size > 0) {
    const names = [...failures.keys()].map((n) => `"${checkTitle(n)}"`).join(", ");
    throw new Error(`rulesmith conformance: ${failures.size} of ${ran.length} checks failed for ruleset "${ruleset.id}": ${names}\n\n${[...failures.values()].join("\n\n")}`);
  }
  const report = { ruleset: ruleset.id, checks: ran, skipped, matches, steps };
  return ran.includes("parse-state") ? { ...report, fuzz: { ...counts } } : report;
}

/** Whether the ruleset has the methods a check is about, and the options what it needs (the others are always there). */
function hasWhatItChecks<S>(ctx: KitContext<S>, name: CheckName): boolean {
  const { rules } = ctx;
  switch (name) {
    case "determinize":
      return rules.determinize !== undefined;
    case "fast-path":
      return hasFastPath(rules);
    case "determinize-hidden":
      return hasHiddenSwap(rules) && rules.determinize !== undefined && rules.secrets !== undefined;
    case "parse-state":
      return rules.parseState !== undefined;
    case "config-cards":
      return ctx.cards !== undefined;
    default:
      return true;
  }
}

const BODIES: Readonly<Record<CheckName, <S>(ctx: KitContext<S>, seeds: MatchSeeds) => number>> = {
  determinism: checkDeterminism,
  replay: checkReplay,
  json: checkJson,
  immutability: checkImmutability,
  "legal-sound": checkLegalSound,
  "legal-complete": checkLegalComplete,
  "apply-total": (ctx, seeds) => checkApplyTotal(ctx, { configSeed: seeds.configSeed, choiceSeed: seeds.choiceSeed, probes: [] }),
  views: checkViews,
  determinize: checkDeterminize,
  termination: checkTermination,
  "fast-path": checkFastPath,
  "determinize-hidden": checkDeterminizeHidden,
  "parse-state": (ctx, seeds) => checkParseState(ctx, seeds, { tried: 0, refused: 0, accepted: 0, slowestMs: 0 }),
  "config-cards": checkConfigCards,
};
