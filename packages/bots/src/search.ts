// Internal: the pieces every searching bot shares (settling dice, playouts, rewards, errors).
import { CoreErrorCode, err, excerpt, ruleError, seedRng, type Outcome, type PlayerId, type Result, type RngState, type Rng, type RuleError, type Ruleset } from "@rulesmith/core";
import { BotErrorCode, type Evaluate } from "./bot.js";
import { chanceIndex } from "./chance-sample.js";

/** Thrown inside a search when the ruleset breaks its contract; turned into a result at the boundary. @internal */
export class ContractBreach extends Error {
  override readonly name = "ContractBreach";
}

/** The `internal/error` result for anything thrown during a bot's decision. @internal */
export function internalError(bot: string, e: unknown): { ok: false; error: RuleError } {
  const text = e instanceof Error ? (e instanceof ContractBreach ? e.message : `${e.name}: ${e.message}`) : String(e);
  return err(ruleError(CoreErrorCode.Internal, `The ${bot} bot could not choose: ${text}`));
}

/**
 * The refusal of a state that is not a match state of the ruleset, in the ruleset's own words:
 * its `parseState`'s `state/invalid` (core's `CoreErrorCode.BadState`), said by the bot. Asked
 * only once a decision has failed (no legal action, or a throw), so that a good state pays
 * nothing for it; `undefined` when the state is one, or when the ruleset cannot tell (it has
 * no `parseState`). @internal
 */
function stateRefusal<S, A>(ruleset: Ruleset<S, A>, bot: string, state: S): { ok: false; error: RuleError } | undefined {
  let parsed: Result<S> | undefined;
  try {
    parsed = ruleset.parseState?.(state);
  } catch {
    return undefined;
  }
  if (parsed === undefined || parsed.ok) return undefined;
  const { message, rule, details } = parsed.error;
  return err(ruleError(CoreErrorCode.BadState, `The ${bot} bot could not choose: ${message}`, { rule, details }));
}

/**
 * What a bot answers when `player` has no legal action: `state/invalid` in the ruleset's words
 * for a state that is not a match state (`{}`, `null`, another game's state), which lists no
 * action for anyone; else `bots/no-action`. @internal
 */
export function noActionError<S, A>(ruleset: Ruleset<S, A>, bot: string, state: S, player: PlayerId): { ok: false; error: RuleError } {
  return stateRefusal(ruleset, bot, state) ?? err(ruleError(BotErrorCode.NoAction, `Player ${excerpt(player)} has no legal action to choose from.`));
}

/**
 * What a bot answers when its decision threw: `state/invalid` in the ruleset's words for a
 * state that is not a match state (a ruleset may throw on one), else `internal/error`. @internal
 */
export function decisionError<S, A>(ruleset: Ruleset<S, A>, bot: string, state: S, e: unknown): { ok: false; error: RuleError } {
  return stateRefusal(ruleset, bot, state) ?? internalError(bot, e);
}

/** The most physical rolls settled in a row before giving up (a ruleset that keeps asking is broken). @internal */
const SETTLE_LIMIT = 256;

/** A state where a player (not the dice) must choose, or the match is over. @internal */
export interface Settled<S, A> {
  readonly state: S;
  /** The player to act, or -1 when the match is over (or stuck). */
  readonly actor: PlayerId;
  /** Their legal actions; empty when the match is over. */
  readonly legal: readonly A[];
}

/**
 * Applies the `index`-th of `legal`, which must be `legalActions(state, player)` of this very
 * state object; a refusal breaks the contract. @internal
 */
export type ApplyAt<S, A> = (state: S, player: PlayerId, legal: readonly A[], index: number) => S;

/** What a ruleset built with core's engine kit adds: the fast path for search. */
interface FastPath<S> {
  applyIndex(state: S, player: PlayerId, index: number, options?: { readonly events?: boolean }): Result<{ readonly state: S }>;
}

function hasFastPath<S>(ruleset: object): ruleset is FastPath<S> {
  return typeof (ruleset as { applyIndex?: unknown }).applyIndex === "function";
}

/** A search reads only the states of its steps: the kit leaves their events out. */
const STATES_ONLY = { events: false } as const;

/**
 * How a search applies a listed action: by its index with the kit's `applyIndex` when the
 * ruleset has it (no matching of the action against the list again, and no events made,
 * which a search never reads), else with `apply`.
 * @internal
 */
export function applier<S, A>(ruleset: Ruleset<S, A>): ApplyAt<S, A> {
  if (hasFastPath<S>(ruleset)) {
    return (state, player, _legal, index) => {
      const r = ruleset.applyIndex(state, player, index, STATES_ONLY);
      if (!r.ok) throw new ContractBreach(`the ruleset refused an action it listed as legal (${r.error.code}: ${r.error.message})`);
      return r.value.state;
    };
  }
  return (state, player, legal, index) => applyOrThrow(ruleset, state, player, legal[index] as A);
}

/**
 * Rolls virtual dice for every pending physical roll until a player must choose or the match
 * is over. @internal
 */
export function settle<S, A>(ruleset: Ruleset<S, A>, state: S, rng: Rng, applyAt?: ApplyAt<S, A>): Settled<S, A> {
  let s = state;
  for (let i = 0; i < SETTLE_LIMIT; i++) {
    if (ruleset.outcome(s) !== undefined) return { state: s, actor: -1, legal: [] };
    const actor = ruleset.activePlayers(s)[0];
    if (actor === undefined) return { state: s, actor: -1, legal: [] };
    const legal = ruleset.legalActions(s, actor);
    const c = chanceIndex(legal, rng);
    if (c < 0) return { state: s, actor, legal };
    s = applyAt === undefined ? applyOrThrow(ruleset, s, actor, legal[c] as A) : applyAt(s, actor, legal, c);
  }
  throw new ContractBreach(`the ruleset asked for more than ${SETTLE_LIMIT} rolls in a row`);
}

/** Applies an action the ruleset listed as legal; a refusal breaks the contract. @internal */
export function applyOrThrow<S, A>(ruleset: Ruleset<S, A>, state: S, player: PlayerId, action: A): S {
  const r = ruleset.apply(state, player, action);
  if (!r.ok) throw new ContractBreach(`the ruleset refused an action it listed as legal (${r.error.code}: ${r.error.message})`);
  return r.value.state;
}

/** A fresh generator state for `determinize`, drawn from the bot's generator. @internal */
export function freshRngState(rng: Rng): RngState {
  return seedRng(rng.nextU32());
}

/**
 * Clamps an evaluation to [-1, 1]; NaN, and anything that is not a number (an `evaluate` that
 * returns `undefined`, `null` or a string), counts as 0. @internal
 */
export function clampValue(v: unknown): number {
  if (typeof v !== "number" || v !== v) return 0;
  return v > 1 ? 1 : v < -1 ? -1 : v;
}

/** Writes each seat's reward in [0, 1] for an ended match: 1 won, 0 lost, 0.5 otherwise. @internal */
export function outcomeRewards(outcome: Outcome, seats: readonly PlayerId[], rewards: Float64Array): void {
  for (const p of seats) rewards[p] = 0.5;
  for (const p of outcome.winners) if (p < rewards.length) rewards[p] = 1;
  for (const p of outcome.losers) if (p < rewards.length) rewards[p] = 0;
}

/**
 * Plays random actions (fair virtual dice for physical rolls) from `state` until the match
 * ends or `cap` actions were played, and writes each seat's reward in [0, 1]: from the
 * outcome, else from `evaluate` (mapped from [-1, 1]), else 0.5. Returns the actions played.
 * With `greedy` (and `evaluate`) each action is the actor's one-ply best instead, except with
 * probability `epsilon`, when it is random.
 * @internal
 */
export function playout<S, A>(
  ruleset: Ruleset<S, A>,
  state: S,
  rng: Rng,
  cap: number,
  seats: readonly PlayerId[],
  rewards: Float64Array,
  evaluate: Evaluate<S> | undefined,
  applyAt?: ApplyAt<S, A>,
  greedy = false,
  epsilon = 0,
): number {
  let s = state;
  let steps = 0;
  for (;;) {
    const outcome = ruleset.outcome(s);
    if (outcome !== undefined) {
      outcomeRewards(outcome, seats, rewards);
      return steps;
    }
    if (steps >= cap) break;
    const actor = ruleset.activePlayers(s)[0];
    if (actor === undefined) break;
    const legal = ruleset.legalActions(s, actor);
    if (legal.length === 0) break;
    const c = chanceIndex(legal, rng);
    if (c < 0 && greedy && evaluate !== undefined && legal.length > 1 && (epsilon <= 0 || rng.float() >= epsilon)) {
      s = greedyStep(ruleset, s, actor, legal, rng, evaluate, applyAt);
      steps++;
      continue;
    }
    const i = c >= 0 ? c : rng.int(legal.length);
    s = applyAt === undefined ? applyOrThrow(ruleset, s, actor, legal[i] as A) : applyAt(s, actor, legal, i);
    steps++;
  }
  for (const p of seats) rewards[p] = evaluate === undefined ? 0.5 : (clampValue(evaluate(s, p)) + 1) / 2;
  return steps;
}

/**
 * One step of a heuristic playout: every legal action of `actor` is applied and its result
 * valued with `evaluate` from the actor's seat (an ended match by its outcome); the best is
 * kept, ties broken at random. The world is the searcher's sampled one, so the actor sees its
 * cards: a one-ply player on perfect information. Returns the state after the best action.
 * @internal
 */
export function greedyStep<S, A>(ruleset: Ruleset<S, A>, s: S, actor: PlayerId, legal: readonly A[], rng: Rng, evaluate: Evaluate<S>, applyAt?: ApplyAt<S, A>): S {
  let best: S = s;
  let bestValue = -Infinity;
  let ties = 0;
  for (let i = 0; i < legal.length; i++) {
    const next = applyAt === undefined ? applyOrThrow(ruleset, s, actor, legal[i] as A) : applyAt(s, actor, legal, i);
    const o = ruleset.outcome(next);
    const v = o !== undefined ? (o.winners.includes(actor) ? 2 : o.losers.includes(actor) ? -2 : 0) : clampValue(evaluate(next, actor));
    if (v > bestValue + 1e-12) {
      bestValue = v;
      best = next;
      ties = 1;
    } else if (v >= bestValue - 1e-12) {
      ties++;
      if (rng.int(ties) === 0) best = next;
    }
  }
  return best;
}

/** The size of a reward array that every seat indexes. @internal */
export function rewardSize(seats: readonly PlayerId[]): number {
  let n = 0;
  for (const p of seats) if (p + 1 > n) n = p + 1;
  return n;
}
