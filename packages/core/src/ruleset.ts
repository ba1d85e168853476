import type { GameEvent } from "./events.js";
import type { JsonValue } from "./json.js";
import type { PlayerId, Viewer } from "./player.js";
import type { Result } from "./result.js";
import type { RngState } from "./rng.js";
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- for {@link defineGame} in the docs
import type { defineGame } from "./kit.js";

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
  /** The kind of answer awaited, named by the game (`"mulligan"`); `"chance"` when it waits for the faces of real dice. */
  readonly kind: string;
  /** The players who must answer: the same players as {@link Ruleset.activePlayers}. */
  readonly players: readonly PlayerId[];
  /** The question, in words for a person (`"Keep this hand or mulligan once?"`). */
  readonly prompt: string;
  /** The rule ID that calls for the decision (`"W-7.1.2-2"`), when there is one. */
  readonly rule?: string;
  /** JSON data a client needs to present the choice (for `"chance"`: the roll requested). */
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
  /** The players who won; empty for a draw. */
  readonly winners: readonly PlayerId[];
  /** The players who lost; empty for a draw. */
  readonly losers: readonly PlayerId[];
  /** Why the match ended, in words for a person (`"cemetery HP reached 300"`). */
  readonly reason: string;
  /** The rule ID of the condition that ended the match (`"W-4.1.1-1"`), when there is one. */
  readonly rule?: string;
}

/**
 * What `apply` returns: the next state and the events that led to it.
 *
 * @example
 * ```ts
 * import type { Step } from "@rulesmith/core";
 * const types = <S>(step: Step<S>): string[] => step.events.map((e) => e.type);
 * ```
 */
export interface Step<S, E extends GameEvent = GameEvent> {
  /** The state after the action: a new value, plain JSON; the state passed to `apply` is unchanged. */
  readonly state: S;
  /** What happened, in the order it happened, unredacted: show a viewer only what {@link Ruleset.viewEvents} (or {@link redactEvents}) keeps. */
  readonly events: readonly E[];
  /**
   * `true` when the step let some player, or a spectator, identify a card they could not
   * identify before (a draw, a reveal, a card turned face up, a card shown to every seat played
   * face up), so an undo back past it would let a player act on what they learned. Set by rulesets built with {@link defineGame}; left out by others.
   */
  readonly revealed?: boolean;
  /** `true` when the step used randomness: dice, coins or a shuffle (or paused for real dice). Undo past it would let a player re-roll. Set by rulesets built with {@link defineGame}. */
  readonly random?: boolean;
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
  /** Ids of the cards whose identity the viewer may not know in this state; no view or event the viewer gets may contain them. */
  readonly hiddenCards: readonly string[];
  /** The generator state, hidden from every viewer (it predicts every future roll); a view may not contain all four of its numbers. */
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
export interface Ruleset<S, A, C = unknown, V = unknown, E extends GameEvent = GameEvent, D extends Decision = Decision> {
  /** The game's id, stored in match records (`"ward"`). */
  readonly id: string;
  /** The match-record format of this ruleset's states and actions; bump it when old records would no longer replay. */
  readonly version: number;
  /**
   * Starts a match. Seed, decks and options come in the config, which may come from outside
   * (a file, a command line) and is validated, never trusted. Deterministic: the same config
   * always gives the same state, so a match record replays from its config.
   *
   * @param config - The seed, decks and options of the match; any value, never thrown on.
   * @returns The starting state (plain JSON), or an error that says what is wrong with the
   *   config (`config/invalid`, or a game's own code such as a deck error).
   */
  setup(config: C): Result<S>;
  /**
   * Every seat in the match, in seating order, whether or not it may act now.
   *
   * @param state - A state of this ruleset; not changed.
   * @returns The player ids. Tools show a view to each of them and to `"spectator"`.
   */
  players(state: S): readonly PlayerId[];
  /**
   * Who may act now. Each player listed has at least one legal action; every other player has
   * none and is refused by {@link Ruleset.apply}. Several players may act at once (such as
   * both players choosing whether to keep their opening hand).
   *
   * @param state - A state of this ruleset; not changed.
   * @returns The players who may act: empty exactly when the match is over (when
   *   {@link Ruleset.outcome} is defined), never empty before.
   */
  activePlayers(state: S): readonly PlayerId[];
  /**
   * What the match is waiting for, so a client can ask the right question: the kind of answer,
   * from whom, and a prompt. The answers themselves are {@link Ruleset.legalActions}.
   *
   * @param state - A state of this ruleset; not changed.
   * @returns The decision awaited from the active players, or `undefined` once the match is over.
   */
  pending(state: S): D | undefined;
  /**
   * Every action `player` may take now. Complete and sound: {@link Ruleset.apply} accepts
   * every listed action from `player` in `state`, and refuses every action that is not
   * listed. Bots and the conformance kit rely on both directions.
   *
   * @param state - A state of this ruleset; not changed.
   * @param player - Any seat; a player not in {@link Ruleset.activePlayers} gets an empty list.
   * @returns The legal actions as plain JSON, in an order that depends only on the state (the
   *   same state always gives the same list); empty when `player` may not act.
   */
  legalActions(state: S, player: PlayerId): readonly A[];
  /**
   * Applies one action. Pure: it never changes its input (which may be deep-frozen) and the
   * same state, player and action always give the same step. Total: it never throws, whatever
   * the player and action (any value at all, from outside); an action that is not listed by
   * {@link Ruleset.legalActions} for that player is refused with a {@link RuleError}, and
   * nothing changes.
   *
   * @param state - The state to act on; never changed.
   * @param player - Who acts: any value; a player who is not seated or may not act now is refused.
   * @param action - The action: any value; a malformed one is refused, not thrown on.
   * @returns The next state and the events of the step, or a RuleError: `action/illegal`,
   *   `action/malformed`, `action/not-your-turn`, `action/game-over`, `player/unknown`,
   *   `chance/bad-faces` or a game's own code (never `internal/error`, which marks a bug). A
   *   ruleset built with the engine kit answers `state/invalid` for a `state` that is not a
   *   match state at all (`null`, a number, an object without the kit's tables).
   */
  apply(state: S, player: PlayerId, action: A): Result<Step<S, E>>;
  /**
   * How the match ended.
   *
   * @param state - A state of this ruleset; not changed.
   * @returns Winners, losers and the reason once the match is over (exactly when
   *   {@link Ruleset.activePlayers} is empty), or `undefined` while it goes on.
   */
  outcome(state: S): Outcome | undefined;
  /**
   * What `viewer` may know of the state, for a client to show: every card hidden from them
   * (see {@link Ruleset.secrets}) and the generator state are left out. Counts, facing and
   * everything public stay.
   *
   * @param state - A state of this ruleset; not changed.
   * @param viewer - A seat, or `"spectator"` for someone who sees only what is public.
   * @returns The view, plain JSON, containing no id of a card hidden from `viewer` and not the
   *   generator state.
   *
   * @remarks The view is not a copy: it shares the parts of the state it shows (zone lists,
   * options, card definitions), so writing to it writes to the state. Read it, or copy what you
   * sort or change (`[...hand].sort()`). `@rulesmith/client`'s controller hands out views
   * frozen all the way down, and the games' module-level defaults a view may show are frozen.
   */
  view(state: S, viewer: Viewer): V;
  /**
   * The events of a step as `viewer` may see them. Optional: without it, tools use
   * {@link redactEvents}, which applies each event's `visibleTo` and `publicForm`.
   *
   * @param events - The events of one step, as {@link Ruleset.apply} returned them.
   * @param viewer - A seat, or `"spectator"`.
   * @param around - The states before and after the step, when the caller has them. Without
   *   them the events must be safe on their own (the conformance kit checks both ways); with
   *   them a ruleset may show more that the states let the viewer know. Rulesets built with
   *   {@link defineGame}: without them, each event's `visibleTo`/`publicForm`, which the kit's
   *   zone events carry; with them, what the game's `seen` hook adds too.
   * @returns The events `viewer` may see, in order; none shows the id of a card that was hidden
   *   from `viewer` before the step and still is after it, nor the generator state.
   */
  viewEvents?(events: readonly E[], viewer: Viewer, around?: { readonly before: S; readonly after: S }): readonly GameEvent[];
  /**
   * A state that `player` cannot tell from `state`: every card hidden from them re-dealt at
   * random among the places they cannot see, and the generator replaced by one seeded from
   * `rng`. What a fair search bot plays on.
   *
   * It must depend only on what `player` can see and on `rng`: two states that give the player
   * the same view must give the same result for the same `rng` (sort the hidden card ids
   * before dealing them out), so that a bot's decision cannot depend on hidden information.
   * Optional; the conformance kit checks it when present.
   *
   * @param state - The real state; not changed.
   * @param player - The seat whose knowledge is kept.
   * @param rng - The seed of the sample, as a generator state (a bot takes four numbers from
   *   its own generator); the only source of randomness.
   * @returns A plain-JSON state of the same match with `view(result, player)` equal to
   *   `view(state, player)`, on which play goes on: every action listed in it is accepted.
   */
  determinize?(state: S, player: PlayerId, rng: RngState): S;
  /**
   * What `viewer` must not learn from `state`. Optional, but the conformance kit's "views"
   * check needs it to verify {@link Ruleset.view} and {@link Ruleset.viewEvents}.
   *
   * @param state - A state of this ruleset; not changed.
   * @param viewer - A seat, or `"spectator"`.
   * @returns The ids of the cards whose identity `viewer` may not know now, and the generator
   *   state (hidden from everybody).
   */
  secrets?(state: S, viewer: Viewer): Secrets;
  /**
   * Validates a state from outside (a saved game, a network message) before use. Optional.
   *
   * @param value - Any value, typically parsed JSON; never thrown on.
   * @returns A state equal to `value` when it is a valid state of this ruleset (every state the
   *   ruleset made itself passes, after a JSON round trip), or a `state/invalid` error that
   *   says what is wrong.
   */
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
