import type { GameEvent } from "./events.js";
import type { JsonValue } from "./json.js";
import type { PlayerId, Viewer } from "./player.js";
import type { Result } from "./result.js";
import type { RngState } from "./rng.js";

/**
 * What the match is waiting for: a kind of answer (`"mulligan"`, `"choose-sacrifices"`,
 * `"chance"`) from some players. `legalActions` lists the answers; `apply` takes one.
 *
 * @example
 * ```ts
 * import type { Decision } from "@rulesmith/core";
 * const d: Decision = { kind: "mulligan", players: [0], prompt: "Keep this hand or mulligan once?", rule: "W-7.1.2-2" };
 * ```
 */
export interface Decision {
  readonly kind: string;
  readonly players: readonly PlayerId[];
  readonly prompt: string;
  readonly rule?: string;
  readonly details?: JsonValue;
}

/**
 * How a match ended: who won, who lost (both may hold several players, a draw has no
 * winners) and why.
 *
 * @example
 * ```ts
 * import type { Outcome } from "@rulesmith/core";
 * const o: Outcome = { winners: [0], losers: [1], reason: "cemetery HP reached 300", rule: "W-4.1.1-1" };
 * ```
 */
export interface Outcome {
  readonly winners: readonly PlayerId[];
  readonly losers: readonly PlayerId[];
  readonly reason: string;
  readonly rule?: string;
}

/**
 * What `apply` returns: the next state and the events that led to it.
 *
 * @example
 * ```ts
 * import type { Step } from "@rulesmith/core";
 * function log<S>(step: Step<S>) { for (const e of step.events) console.log(e.type); }
 * ```
 */
export interface Step<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/**
 * What a viewer must not learn from a state, so the conformance kit can check views:
 * the ids of cards whose identity is hidden from the viewer, and the generator state.
 *
 * @example
 * ```ts
 * import type { Secrets } from "@rulesmith/core";
 * const s: Secrets = { hiddenCards: ["c12", "c13"], rng: [1, 2, 3, 4] };
 * ```
 */
export interface Secrets {
  readonly hiddenCards: readonly string[];
  readonly rng: RngState;
}

/**
 * The contract every game implements, and all that bots, the command-line tool and the
 * conformance kit rely on.
 *
 * - `S` is the state (plain JSON), `A` the action (plain JSON), `C` the config given to
 *   {@link Ruleset.setup}, `V` the view.
 * - `apply` is pure and total: it never changes its input, never throws, and answers an
 *   illegal or malformed action with an error.
 * - `legalActions` is complete and sound: `apply` accepts exactly the listed actions
 *   (from players in {@link Ruleset.activePlayers}).
 *
 * @typeParam S - State.
 * @typeParam A - Action.
 * @typeParam C - Config.
 * @typeParam V - View.
 * @example
 * ```ts
 * import type { Ruleset } from "@rulesmith/core";
 * function playFirstLegal<S, A, C>(rules: Ruleset<S, A, C>, config: C) {
 *   const start = rules.setup(config);
 *   if (!start.ok) throw new Error(start.error.message);
 *   let state = start.value;
 *   while (rules.outcome(state) === undefined) {
 *     const player = rules.activePlayers(state)[0]!;
 *     const step = rules.apply(state, player, rules.legalActions(state, player)[0]!);
 *     if (!step.ok) throw new Error(step.error.message);
 *     state = step.value.state;
 *   }
 *   return rules.outcome(state);
 * }
 * ```
 */
export interface Ruleset<S, A, C = unknown, V = unknown> {
  /** The game's id, stored in match records (`"ward"`). */
  readonly id: string;
  /** The match-record format of this ruleset's states and actions; bump it when old records would no longer replay. */
  readonly version: number;
  /** Starts a match: seed, decks and options come in the config, which is validated. */
  setup(config: C): Result<S>;
  /** Every seat in the match, in seating order. */
  players(state: S): readonly PlayerId[];
  /** Who may act now; empty once the match is over. */
  activePlayers(state: S): readonly PlayerId[];
  /** What the match is waiting for, or `undefined` when it is over. */
  pending(state: S): Decision | undefined;
  /** Every action `player` may take now, in a fixed order; empty for a player who may not act. */
  legalActions(state: S, player: PlayerId): readonly A[];
  /** Applies one action. Pure and total. */
  apply(state: S, player: PlayerId, action: A): Result<Step<S>>;
  /** How the match ended, or `undefined` while it goes on. */
  outcome(state: S): Outcome | undefined;
  /** What `viewer` may know of the state: hidden cards and the generator state removed. */
  view(state: S, viewer: Viewer): V;
  /** The events as `viewer` may see them; defaults to {@link redactEvents}. */
  viewEvents?(events: readonly GameEvent[], viewer: Viewer): readonly GameEvent[];
  /**
   * A state that `player` cannot tell from `state`: every card hidden from them re-dealt at
   * random among the places they cannot see, and the generator replaced by one seeded from
   * `rng`. What a fair search bot plays on.
   *
   * It must depend only on what `player` can see and on `rng`: two states that give the player
   * the same view must give the same result for the same `rng` (sort the hidden card ids
   * before dealing them out), so that a bot's decision cannot depend on hidden information.
   */
  determinize?(state: S, player: PlayerId, rng: RngState): S;
  /** What `viewer` must not learn from `state`, for the conformance kit's view checks. */
  secrets?(state: S, viewer: Viewer): Secrets;
  /** Validates a state from outside (a saved game) before use. */
  parseState?(value: unknown): Result<S>;
}

/**
 * Any ruleset, whatever its types: what generic tools such as bots and the command-line tool
 * take.
 *
 * @example
 * ```ts
 * import type { AnyRuleset } from "@rulesmith/core";
 * function describe(rules: AnyRuleset) { return `${rules.id} v${rules.version}`; }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any>;
