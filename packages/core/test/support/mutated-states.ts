// Test support for the games' saved-state invariants: states of played matches, the same states
// with one field changed, and what goes wrong when a changed state is accepted. A state that
// `parseState` accepts must play on: every listed action applies (no `internal/error`) and
// every successor is accepted again. A changed state that would break the engine must be refused.
import { expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { randomChooser, type Result, type RuleError, type Ruleset } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";

/** A ruleset with a `parseState`, as each game's is. */
export type SavedStateRuleset<S, A, C> = Ruleset<S, A, C> & { parseState(value: unknown): Result<S> };

/** A saved state's JSON text read back: what a client loads. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The state after `steps` actions from `setup(config)`, each the (7i mod n)-th listed action of
 * the first active player (the outside review's `reach`); stops early when nobody may act.
 */
export function reach<S, A, C>(game: Ruleset<S, A, C>, config: C, steps: number): S {
  let s = assertOk(game.setup(config), "setup");
  for (let i = 0; i < steps; i++) {
    const p = game.activePlayers(s)[0];
    if (p === undefined) break;
    const listed = game.legalActions(s, p);
    const a = listed[(i * 7) % listed.length];
    if (a === undefined) break;
    s = assertOk(game.apply(s, p, a), `step ${i}`).state;
  }
  return s;
}

/** The states of a random match (chooser `seed`), from the set-up state, the ended state included, at most `limit`. */
export function matchStates<S, A, C>(game: Ruleset<S, A, C>, config: C, seed: number, limit: number): S[] {
  const choose = randomChooser(seed);
  let s = assertOk(game.setup(config), "setup");
  const out: S[] = [s];
  while (out.length < limit) {
    const p = game.activePlayers(s)[0];
    if (p === undefined) break;
    s = assertOk(game.apply(s, p, choose(s, p, game.legalActions(s, p))), "a random action").state;
    out.push(s);
  }
  return out;
}

/** What goes wrong playing on from an accepted state: listed actions refused, successors refused, a player left nothing to do. */
export function problemsOfAccepted<S, A, C>(game: SavedStateRuleset<S, A, C>, s: S): string[] {
  const out: string[] = [];
  for (const p of game.activePlayers(s)) {
    const listed = game.legalActions(s, p);
    if (listed.length === 0) out.push(`player ${p} is active with no legal action`);
    for (const a of listed) {
      const step = game.apply(s, p, a);
      if (!step.ok) out.push(`${JSON.stringify(a)} refused: ${step.error.code} ${step.error.message.slice(0, 160)}`);
      else {
        const back = game.parseState(jsonCopy(step.value.state));
        if (!back.ok) out.push(`successor of ${JSON.stringify(a)} refused: ${back.error.message.slice(0, 160)}`);
      }
    }
  }
  return out;
}

/** The problems `parseState` lists for a refused value (`path` and `message` each), or `undefined` when it accepts it. */
export function refusal<S, A, C>(game: SavedStateRuleset<S, A, C>, value: unknown): { readonly path: string; readonly message: string }[] | undefined {
  const r = game.parseState(value);
  if (r.ok) return undefined;
  return problemsOf(r.error);
}

function problemsOf(e: RuleError): { readonly path: string; readonly message: string }[] {
  const details: unknown = e.details;
  const list = typeof details === "object" && details !== null && "problems" in details ? details.problems : undefined;
  if (!Array.isArray(list)) return [{ path: "$", message: e.message }];
  return list.map((x: unknown) => {
    const o = typeof x === "object" && x !== null ? (x as Record<string, unknown>) : {};
    return { path: String(o["path"]), message: String(o["message"]) };
  });
}

/**
 * What is wrong with `value` as a saved state: nothing when `parseState` refuses it with
 * `state/invalid`, else the problems of playing on from it ({@link problemsOfAccepted}).
 */
export function refusedOrPlayable<S, A, C>(game: SavedStateRuleset<S, A, C>, value: unknown): string[] {
  const r = game.parseState(value);
  if (!r.ok) return r.error.code === "state/invalid" ? [] : [`refused with ${r.error.code}, not state/invalid`];
  return problemsOfAccepted(game, r.value);
}

/**
 * Copies of `state` (as JSON) with the field at `path` (dot-separated: `"clock.phase"`) set to
 * each of `values` other than its own; none when the state has no object at the parent path.
 */
export function withEachOther(state: unknown, path: string, values: readonly string[]): { readonly value: string; readonly state: unknown }[] {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  const out: { value: string; state: unknown }[] = [];
  for (const value of values) {
    const copy: unknown = jsonCopy(state);
    let at: unknown = copy;
    for (const k of keys) at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[k] : undefined;
    if (typeof at !== "object" || at === null) return [];
    const parent = at as Record<string, unknown>;
    if (parent[last] === value) continue;
    parent[last] = value;
    out.push({ value, state: copy });
  }
  return out;
}

/**
 * For every state of a random match with `path` set to each other value: what is wrong (see
 * {@link refusedOrPlayable}), each line naming the step and the value. States are taken every
 * `every` steps to keep a run short.
 */
export function mutationProblems<S, A, C>(game: SavedStateRuleset<S, A, C>, states: readonly S[], path: string, values: readonly string[], every = 1): string[] {
  const out: string[] = [];
  states.forEach((s, i) => {
    if (i % every !== 0) return;
    for (const m of withEachOther(s, path, values)) {
      for (const p of refusedOrPlayable(game, m.state)) out.push(`step ${i}, ${path} = ${m.value}: ${p}`);
    }
  });
  return out;
}

/** What {@link savedStateProperties} plays and changes. */
export interface SavedStateMatches<C, T> {
  /** What fast-check draws for a match. */
  readonly match: fc.Arbitrary<T>;
  /** The match's config and the random player's seed, from what was drawn. */
  readonly config: (drawn: T) => { readonly config: C; readonly seed: number };
  /** Every decision kind of the game. */
  readonly kinds: readonly string[];
  /** Every phase of the game's clock. */
  readonly phases: readonly string[];
  /** What the matches are, for the test names ("seeded and physical dice"). */
  readonly what: string;
  /** The rule IDs the second test names first. */
  readonly rule: string;
}

/**
 * Registers the two properties of a game's saved-state invariants: every state of a random match
 * is accepted, and every state of a (shorter) random match with its decision kind or clock phase
 * set to each other value is refused or plays on ({@link mutationProblems}, every fourth state).
 */
export function savedStateProperties<S, A, C, T>(game: SavedStateRuleset<S, A, C>, m: SavedStateMatches<C, T>, runs: { readonly accepted: number; readonly changed: number }): void {
  test.prop([m.match], { numRuns: runs.accepted })(`every state of a random match is accepted (${m.what})`, (drawn) => {
    const { config, seed } = m.config(drawn);
    for (const s of matchStates(game, config, seed, 2000)) expect(game.parseState(jsonCopy(s)).ok).toBe(true);
  });
  test.prop([m.match], { numRuns: runs.changed })(
    `${m.rule} a state of a random match with its decision kind or clock phase set to another value is refused, or plays on (no internal error, every successor accepted; ${m.what})`,
    (drawn) => {
      const { config, seed } = m.config(drawn);
      const states = matchStates(game, config, seed, 150);
      expect(mutationProblems(game, states, "decision.kind", m.kinds, 4)).toEqual([]);
      expect(mutationProblems(game, states, "clock.phase", m.phases, 4)).toEqual([]);
    },
  );
}

/** The matches of a two-player game's demo config, in both dice modes: most of a {@link SavedStateMatches}. */
export function demoMatches<C>(demoConfig: (seed: number) => C): Pick<SavedStateMatches<C, { seed: number; dice: "seeded" | "external" }>, "match" | "config" | "what"> {
  return {
    match: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), dice: fc.constantFrom("seeded" as const, "external" as const) }),
    config: ({ seed, dice }) => ({ config: { ...demoConfig(seed), dice }, seed }),
    what: "seeded and physical dice",
  };
}
