// The engine kit: a game declares its rules, the kit builds the whole Ruleset around them.
import { actionKey, findListed } from "./action-key.js";
import { ANSWER_LIMIT, Chance, pausedFor, validateFaces, type ChanceRequest, type DiceMode } from "./chance.js";
import { chanceActions, chanceAnswerer, chanceDecision, noRollPending, readFacesAnswer, rollsAfter, staleRoll, type PendingChance } from "./chance-host.js";
import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { ChanceRequestedEvent, GameEvent, GameOverEvent } from "./events.js";
import { canonicalJson, excerpt, plainJsonProblem, type JsonValue } from "./json.js";
// A pause stores its (listed) action as JSON text carries it, -0 as 0, as the kit always did;
// chance-host.ts's hand-written host keeps an exact copy (copyJson): see there.
import { jsonRoundTrip } from "./json-copy.js";
import { isRecord, isSeat, own } from "./json-read.js";
import { clipMessage } from "./outside-data.js";
import type { CardInstance, KitState } from "./kit-state.js";
import type { PlayerId, Viewer } from "./player.js";
import { err, ok, type Result } from "./result.js";
import type { RngState } from "./rng.js";
import type { Decision, Outcome, Ruleset, Secrets, Step } from "./ruleset.js";
import type { StandardSchemaV1 } from "./standard-schema.js";
import { checkState, type StateReport } from "./state-check.js";
import { scrubIds } from "./scrub.js";
import { determinizeKit, hiddenCards, knownCards, redactStep, renamePaused, swapHiddenDefs, zoneViews } from "./visibility.js";
import { LIST_CACHE_SIZE, ListCache } from "./list-cache.js";
import { WorkingCopy } from "./working-copy.js";
import { canIdentify, ZoneWriter } from "./zone-map.js";
import type { Zone, ZoneDef, ZoneView } from "./zones.js";

/**
 * The decision a kit ruleset reports while the faces of real dice are awaited.
 *
 * @example
 * ```ts
 * import type { ChanceDecision } from "@rulesmith/core";
 * function ask(d: ChanceDecision) { return `${d.prompt} (${d.details.count}d${d.details.sides})`; }
 * // the answer names the roll, so that a second copy of it is refused
 * function answer(d: ChanceDecision, faces: number[]) { return { type: "faces", faces, roll: d.details.roll }; }
 * ```
 */
export interface ChanceDecision extends Decision {
  /** Always `"chance"`. */
  readonly kind: "chance";
  /**
   * The roll awaited, and `roll`, its number in the match (counted from 1; see
   * `chanceRollNumber`), for the faces answer to name.
   */
  readonly details: ChanceRequest & {
    /** The roll's number in the match, counted from 1: a faces answer that names it is taken for this roll only. */
    readonly roll: number;
  } & Readonly<Record<string, JsonValue>>;
}

/**
 * What a game's transition works on: a copy-on-write {@link WorkingCopy} of the state, the
 * zones as a {@link ZoneWriter}, the chance source, and the step's events.
 *
 * @typeParam S - The game state.
 * @typeParam E - The game's event union.
 * @example
 * ```ts
 * import type { KitState, Work } from "@rulesmith/core";
 * interface S extends KitState { readonly hp: readonly number[] }
 * function strike(w: Work<S, { type: "hit"; amount: number }>, target: number) {
 *   const amount = w.chance.die(6, "damage", null);
 *   w.table("hp")[target] = Math.max(0, (w.state.hp[target] ?? 0) - amount);
 *   w.emit({ type: "hit", amount });
 * }
 * ```
 */
export interface Work<S extends KitState, E extends GameEvent = GameEvent> extends WorkingCopy<S> {
  /** The zones of the step: move, draw, shuffle, reveal. `state.zones` (the same as `zones.map`) is kept current by every operation, so queries written for a state read the working state as it is. */
  readonly zones: ZoneWriter;
  /** Every roll, flip and shuffle of the step. */
  readonly chance: Chance;
  /** The events so far, in order. */
  readonly events: readonly GameEvent[];
  /**
   * Records an event.
   *
   * @remarks
   * An event that names a card some viewer may not identify (a card set face down, a card taken
   * from a hidden pile) passes the card ids in `cards`: when the step ends, the event gets
   * `visibleTo` and a `publicForm` without those ids, judged by the zones like the `card-moved`
   * events of {@link ZoneWriter} (through its `emitNaming`), so that `redactEvents` alone shows
   * each viewer only the ids they could identify at one end of the step. Without `cards`, the
   * kit finds them itself: every string in the event (at any depth) that is a card id of the
   * match, so an event that forgets to list a card it names still never shows a card hidden from
   * a viewer at both ends of the step (a face-down Unit flipped by Reveal and returned to its
   * owner's hand in the same step). An event with `cards: []` is pushed as it is.
   *
   * @param event - What happened.
   * @param cards - The cards it names that some viewer may not identify.
   */
  emit(event: E, cards?: readonly string[]): void;
  /** Marks the step as revealing hidden information the zones do not know about (a game's own secret made public). */
  markRevealed(): void;
  /**
   * Shuffles a zone with the step's chance source.
   *
   * @param zone - The zone id.
   * @returns Nothing, or why not (an unknown zone).
   */
  shuffle(zone: string): Result<void>;
}

/**
 * A game's declarations to the engine kit: what is its own. {@link defineGame} builds the whole
 * {@link Ruleset} around them.
 *
 * @typeParam S - The game state (extends {@link KitState}).
 * @typeParam A - The action union.
 * @typeParam C - The config of `setup`.
 * @typeParam E - The game's event union.
 * @typeParam D - The game's decision union.
 * @typeParam G - The game's own part of a view.
 * @typeParam F - A card definition.
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { referenceDuelGame } from "@rulesmith/core/examples";
 * // the reference duel's declarations
 * const duel = defineGame(referenceDuelGame);
 * ```
 */
export interface GameDefinition<S extends KitState<F>, A, C, E extends GameEvent, D extends Decision, G, F = unknown> {
  /** The game's id, stored in match records (`"ward"`). */
  readonly id: string;
  /** The match-record format of its states and actions. */
  readonly version: number;
  /**
   * Starts a match from a config that may come from outside: validate it.
   *
   * @param config - Anything.
   * @returns The first state, or why the config is refused.
   */
  setup(config: C): Result<S>;
  /**
   * Every seat of the match, in seating order.
   *
   * @param state - The state.
   * @returns The seats.
   */
  seats(state: S): readonly PlayerId[];
  /**
   * What the match waits for now, or `null` once it is over. Never a roll: the kit reports
   * pending physical dice itself.
   *
   * @param state - The state.
   * @returns The decision (its `players` are the active players).
   */
  decision(state: S): D | null;
  /**
   * How the match ended, or `null` while it goes on.
   *
   * @param state - The state.
   * @returns The outcome.
   */
  outcome(state: S): Outcome | null;
  /**
   * Every action `player` may take: called only while the match goes on, no roll is pending
   * and `player` is one of the decision's players. Deterministic order.
   *
   * @param state - The state.
   * @param player - An active player.
   * @returns The actions.
   */
  legalActions(state: S, player: PlayerId): readonly A[];
  /**
   * The transition: applies a listed action to the working copy (and moves the match on to its
   * next decision). It gets the listed action, never the caller's object. Roll only through
   * `work.chance`; never throw (the kit turns a throw into an `internal/error`).
   *
   * @param work - The working copy of the step.
   * @param player - Who acts.
   * @param action - The action, as listed.
   * @returns Nothing, or a refusal (the step is then dropped: nothing changes).
   */
  perform(work: Work<S, E>, player: PlayerId, action: A): Result<void> | undefined;
  /**
   * A shallow copy of the root of a state as a literal of its fixed shape, for speed: the kit
   * copies the root once per step, with an object spread when this is left out.
   *
   * @param state - The state.
   * @returns A new object with the same fields.
   */
  copy?(state: S): S;
  /** Names of action fields whose lists are sets (sacrifices, payments, picks): matched in any order. */
  readonly sets?: readonly string[];
  /**
   * Why an action that is not listed is refused, with the rule ID where there is one; called
   * only for refused actions. Left out, the refusal names the decision awaited.
   *
   * @param state - The state.
   * @param player - Who tried.
   * @param action - What they sent (any value).
   * @returns The error, or `undefined` for the kit's own message.
   */
  refuse?(state: S, player: PlayerId, action: unknown): RuleError | undefined;
  /**
   * The game's own part of a view (the kit adds zones, cards, definitions, the decision and
   * the outcome). Any card id it names that `viewer` may not identify is removed by the kit.
   *
   * @param state - The state.
   * @param viewer - Who looks.
   * @param canIdentify - Whether `viewer` may identify a card.
   * @returns The game's view part.
   */
  view?(state: S, viewer: Viewer, canIdentify: (card: string) => boolean): G;
  /**
   * Cards `viewer` may identify beyond zone visibility and reveals recorded in the zones.
   *
   * @param state - The state.
   * @param viewer - Who looks.
   * @returns Card ids.
   */
  seen?(state: S, viewer: Viewer): Iterable<string>;
  /**
   * Whether a zone may hold a card (its kind, its owner). Left out: a card may be in a shared
   * zone or in a zone of its owner. Used by `parseState` and by `determinize`.
   *
   * @remarks
   * `determinize` and the conformance kit, which put a hidden card in another hidden card's
   * place, also pass `place`: the state and the card whose place it is. A game that knows
   * something public about a hidden card (the energy a face-down card cost when it was set)
   * says there which definitions that place may take. `parseState` does not pass it.
   *
   * @param zone - The zone.
   * @param def - The card's definition.
   * @param owner - The card's owner.
   * @param place - The state and the card now in the place, when a card is to take its place.
   * @returns `true` when the card may be there.
   */
  holds?(zone: Zone, def: F, owner: PlayerId, place?: { readonly state: S; readonly card: string }): boolean;
  /**
   * The zones every state of the match has (ids, owners, capacities, visibility): `parseState`
   * refuses a state whose zones differ. Left out, any zones are accepted.
   *
   * @param state - The state.
   * @returns The zone definitions.
   */
  layout?(state: S): readonly ZoneDef[];
  /** The state schema (valibot or any Standard Schema v1 library), checked by `parseState`. */
  readonly schema?: StandardSchemaV1<unknown, S>;
  /**
   * The game's own invariants, checked by `parseState` after the schema and the kit's own:
   * report every problem; never throw.
   *
   * @param state - A state that passed the schema and the kit's checks.
   * @param report - Where to report.
   */
  invariants?(state: S, report: StateReport): void;
}

/**
 * The view of a ruleset built by {@link defineGame}: the kit's part, derived from the one
 * visibility model, and the game's own part.
 *
 * @typeParam G - The game's own part.
 * @typeParam D - The game's decision union.
 * @typeParam F - A card definition.
 * @example
 * ```ts
 * import type { KitView } from "@rulesmith/core";
 * function handSize(v: KitView<unknown>, zone: string) { return v.zones[zone]?.count ?? 0; }
 * ```
 */
export interface KitView<G, D extends Decision = Decision, F = unknown> {
  /** Who this view is for: the seat asked for, or `"spectator"` (also for a viewer that is not a seat of the match). */
  readonly viewer: Viewer;
  /** Every zone as the viewer sees it (ids of cards they may not identify are `null`). */
  readonly zones: Readonly<Record<string, ZoneView>>;
  /** The card instances the viewer may identify now. */
  readonly cards: Readonly<Record<string, CardInstance>>;
  /** The definitions of those cards and of the viewer's own (every card's with open decklists). */
  readonly defs: Readonly<Record<string, F>>;
  /** What the match waits for, or `null` once it is over. */
  readonly pending: D | ChanceDecision | null;
  /** How the match ended, or `null`. */
  readonly outcome: Outcome | null;
  /** Where dice come from. */
  readonly dice: DiceMode;
  /** The game's own part. */
  readonly game: G;
}

/**
 * Options of {@link KitRuleset.applyIndex}.
 *
 * @example
 * ```ts
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) {
 *   const step = referenceDuel.applyIndex(start.value, 0, 0, { events: false });
 *   if (step.ok) console.log(step.value.events.length); // 0
 * }
 * ```
 */
export interface ApplyIndexOptions {
  /**
   * `false`: leave the step's events out (`events` is an empty list), for a search or a
   * simulation that reads only the state. The state, `revealed` and `random` are the ones of
   * the full step; what is saved is the work of making the events and of judging which cards
   * each may name (see {@link ZoneWriter}): about a tenth of a Wardom search's time. With
   * physical dice (`dice: "external"`) the events are always made: a pause for real dice
   * records how many of them were already shown. Default `true`.
   */
  readonly events?: boolean;
}

/**
 * A ruleset built by {@link defineGame}: the whole {@link Ruleset} contract plus the kit's
 * fast path and helpers.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam C - Config.
 * @typeParam E - Events. @typeParam D - Decisions. @typeParam G - The game's view part.
 * @example
 * ```ts
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) {
 *   const list = referenceDuel.legalActions(start.value, 0);
 *   // the same as apply(state, 0, list[0])
 *   const step = referenceDuel.applyIndex(start.value, 0, 0);
 * }
 * ```
 */
export interface KitRuleset<S extends KitState, A, C, E extends GameEvent, D extends Decision, G>
  extends Ruleset<S, A, C, KitView<G, D, DefinitionOf<S>>, E | GameOverEvent | ChanceRequestedEvent, D | ChanceDecision> {
  /**
   * The fast path for search: applies the `index`-th action of `legalActions(state, player)`
   * without matching it against the list again. The same step as
   * `apply(state, player, legalActions(state, player)[index])` (the conformance kit checks it).
   *
   * @param state - The state.
   * @param player - Who acts.
   * @param index - The action's position in `legalActions(state, player)`.
   * @param options - `{ events: false }` for a search that reads only the state: see
   *   {@link ApplyIndexOptions}.
   * @returns The step, or an error (an index outside the list is `action/illegal`, and so is
   *   any index for a pending roll with too many answers to list, whose faces go through
   *   `apply`; a `state` that is not a match state at all is `state/invalid`).
   */
  applyIndex(state: S, player: PlayerId, index: number, options?: ApplyIndexOptions): Result<Step<S, E | GameOverEvent | ChanceRequestedEvent>>;
  /**
   * Events of a step as `viewer` may see them.
   *
   * @remarks
   * Without `around`, each event's `visibleTo`/`publicForm` apply ({@link redactEvents}), and
   * that is safe: the kit's zone events (`card-moved`, `cards-revealed`) name a card only to the
   * seats that could identify it at the start or the end of the step, and so does a game event
   * emitted with the cards it names (`work.emit(event, cards)`).
   *
   * With `around`, the states decide what the zones alone decided: a zone event, or one whose
   * public form only removes card ids, is shown to `viewer` with the ids they could identify at
   * one end of the step, by the zones and by the game's `seen` hook (a card everyone watched go
   * back to a hand); then every id of a card the viewer could identify at neither end is removed
   * from every event. So the states may show a viewer more than the events alone, never a card
   * hidden from them before and after the step. An event the game hides in other ways (a
   * public form without some other field) keeps its own visibility.
   *
   * @param events - The events of one step.
   * @param viewer - Who looks.
   * @param around - The states before and after the step, when the caller keeps them.
   * @returns The events as `viewer` sees them.
   */
  viewEvents(events: readonly GameEvent[], viewer: Viewer, around?: { readonly before: S; readonly after: S }): readonly GameEvent[];
  /**
   * Re-deals every card hidden from `player` and replaces the generator; a function of
   * `player`'s view and `rng` only.
   *
   * @param state - The real state.
   * @param player - Whose knowledge is kept.
   * @param rng - The seed of the sample.
   * @returns A state `player` cannot tell from `state`.
   */
  determinize(state: S, player: PlayerId, rng: RngState): S;
  /**
   * What `viewer` may not know of `state`.
   *
   * @param state - The state.
   * @param viewer - Who looks.
   * @returns Hidden card ids and the generator.
   */
  secrets(state: S, viewer: Viewer): Secrets;
  /**
   * Validates a saved state: bounded JSON check, the game's schema, the kit's invariants and the
   * game's; lists every problem in `error.details.problems`.
   *
   * @param value - Anything.
   * @returns The state, or a `state/invalid` error.
   */
  parseState(value: unknown): Result<S>;
  /**
   * For the conformance kit: `state` with the definitions of two cards hidden from `viewer`
   * exchanged (a state `viewer` cannot tell apart), or `undefined` when they cannot be: the
   * game's `holds` keeps one of them where it is, or a roll is pending and the action that asked
   * for it, replayed on the exchanged cards, would not pause for that roll.
   *
   * @param state - The state.
   * @param viewer - Who must not tell the difference.
   * @param a - A card id.
   * @param b - Another card id.
   * @returns The swapped state, or `undefined`.
   */
  swapHidden(state: S, viewer: Viewer, a: string, b: string): S | undefined;
}

type AnyStep<S> = Step<S>;

/**
 * The card definition type of a kit state: `F` of `KitState<F>`.
 *
 * @typeParam S - A kit state.
 * @example
 * ```ts
 * import type { DefinitionOf, KitState } from "@rulesmith/core";
 * interface Duel extends KitState<{ readonly power: number }> { readonly turn: number }
 * const def: DefinitionOf<Duel> = { power: 3 };
 * ```
 */
export type DefinitionOf<S> = S extends KitState<infer F> ? F : unknown;

/**
 * Whether a value has the kit's part of a state: the `cards`, `defs` and `zones` tables, a
 * generator, and a `chance` that is `null` or a pause. A cheap screen, not `parseState`: it
 * tells "not a state at all" from a state, so that `apply` can say so.
 */
function looksLikeKitState(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const chance = own(value, "chance");
  return isRecord(own(value, "cards")) && isRecord(own(value, "defs")) && isRecord(own(value, "zones")) && own(value, "rng") !== undefined && (chance === null || isRecord(chance));
}

/** A roll request in words, for a refusal: `2d6 for the hit roll, rolled by player 0`. */
function rollWords(r: ChanceRequest): string {
  const dice = r.kind === "coin" ? `${r.count} coin${r.count === 1 ? "" : "s"}` : `${r.count}d${r.sides}`;
  return `${dice} for the ${clipMessage(r.purpose, 60)}, ${r.player === null ? "rolled by nobody in particular" : `rolled by player ${r.player}`}`;
}

/** The faces supplied to a step that answers no roll: one list for every such step, never written. */
const NO_FACES: readonly (readonly number[])[] = /* @__PURE__ */ Object.freeze([]);
/** The events of a step run with `{ events: false }`: one shared, frozen empty list. */
const NO_EVENTS: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/**
 * Writes the count of rolls of real dice answered into a state the step made (its own object):
 * a game's `copy` builds the root of its own fields, so the kit puts the count back (a state
 * that had a count has at least as many after the step).
 */
function keepRolls(next: KitState, rolls: number | undefined): void {
  if (rolls !== undefined) (next as unknown as Record<string, unknown>)["physicalRolls"] = rolls;
}

/**
 * Builds a complete {@link Ruleset} from a game's declarations. The game declares its seats,
 * setup, decisions and legal actions, the transition on a working copy, visibility hooks and
 * its state schema; the kit owns everything that is the same in every game:
 *
 * - `activePlayers`, `pending`, game-over and seat checks, and a `game-over` event when a step
 *   ends the match;
 * - matching an incoming action to a listed one by {@link actionKey} (set-valued fields in any
 *   order), refusals with coded errors, and the internal-error catch: `apply` never throws;
 * - physical dice: a roll in `"external"` mode pauses the action with a `"chance"` decision;
 *   the events up to the pause are returned at once, the rest when the faces are in. Each roll
 *   has a number (`details.roll` of the decision, `roll` of the `chance-requested` event and of
 *   the listed answers); an answer that names another roll is refused with
 *   `chance/stale-answer`, and one that names none is taken for the roll pending. The count
 *   behind it is the state's optional `physicalRolls`, which the kit keeps (a game's `copy`,
 *   schema and invariants never see it);
 * - the copy-on-write working copy and zone writer of each step, and the step's `revealed` and
 *   `random` flags;
 * - `view`, `secrets`, `viewEvents` and `determinize`, all from one visibility model;
 * - `parseState`: total, bounded, every problem listed;
 * - `applyIndex`, the fast path for search.
 *
 * @remarks
 * `legalActions` returns a frozen list and remembers it for that state object and player (for
 * the 32 states used last): `apply` and `applyIndex` on a state listed recently do not derive
 * it again. Do not change the actions of a list you were given, nor a state.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam C - Config.
 * @typeParam E - Events. @typeParam D - Decisions. @typeParam G - The game's view part.
 * @typeParam F - A card definition.
 * @param game - The game's declarations.
 * @returns The ruleset.
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { referenceDuelGame } from "@rulesmith/core/examples";
 * const duel = defineGame(referenceDuelGame);
 * const start = duel.setup({ seed: 3 });
 * if (start.ok) console.log(duel.pending(start.value)?.prompt); // Attack (2d6+1 against 7, 3d6+1 damage) or heavy attack (2d6+1 against 9, 5d6+1)?
 * ```
 */
export function defineGame<S extends KitState<F>, A, C, E extends GameEvent, D extends Decision, G = null, F = unknown>(
  game: GameDefinition<S, A, C, E, D, G, F>,
): KitRuleset<S, A, C, E, D, G> {
  const sets = game.sets ?? [];
  const ownSeen = game.seen?.bind(game);
  // The match as it stood when an action paused for physical dice: the working state the
  // transition had reached (zones, clock, counters: what its shown events told), with the pending
  // roll. The stored state stays the one before the action, so that the faces replay it; views
  // show this one, and what it lets each viewer identify (a card played from the hand onto a
  // public chain) is known. Remembered per paused state; a paused state from elsewhere
  // (parseState, JSON) is replayed to its pause once. Seeded dice never pause: the hot path
  // never reads it.
  const pausedStates = new WeakMap<object, S | null>();
  const atPause = (state: S): S | null => {
    let at = pausedStates.get(state);
    if (at === undefined) {
      at = replayToPause(state);
      pausedStates.set(state, at);
    }
    return at;
  };
  // Who may identify what at a pause: what they could before the action, and what they can at
  // the pause (its zones and the game's own `seen` of it).
  const seen = (state: S, viewer: Viewer): Iterable<string> => {
    const own = ownSeen?.(state, viewer);
    if (state.chance === null) return own ?? [];
    const at = atPause(state);
    if (at === null) return own ?? [];
    const out = own === undefined ? [] : [...own];
    const map = at.zones;
    for (const id in state.cards) if (!canIdentify(state.zones, id, viewer) && canIdentify(map, id, viewer)) out.push(id);
    const later = ownSeen?.(at, viewer);
    if (later !== undefined) for (const id of later) out.push(id);
    return out;
  };
  const holds = game.holds?.bind(game);
  const copy = game.copy?.bind(game);
  // The lists legalActions made, for the states listed last, so that apply or applyIndex on a
  // state already listed need not derive its list again. States never change, so a list stays
  // right for its state. A one-ply bot lists every sampled world before applying each action to
  // each, and a greedy playout step applies every action of one list: a short list of recent
  // states (a list used again gets a second chance before it is forgotten) serves both. A WeakMap keyed by every state listed
  // served them too, but one that gains an entry every step makes each young-generation
  // collection slower: it cost about a sixth of a random Ward playout.
  const recent = new ListCache<A>(LIST_CACHE_SIZE);

  function listFor(state: S, player: PlayerId): readonly A[] {
    const known = recent.get(state, player);
    if (known !== undefined) return known;
    const given = game.legalActions(state, player);
    const list = Object.isFrozen(given) ? given : Object.freeze(given);
    recent.add(state, player, list);
    return list;
  }

  function outcomeOf(state: S): Outcome | undefined {
    return game.outcome(state) ?? undefined;
  }

  function activePlayers(state: S): readonly PlayerId[] {
    if (game.outcome(state) !== null) return [];
    if (state.chance !== null) return [chanceAnswerer(state.chance)];
    return game.decision(state)?.players ?? [];
  }

  function pending(state: S): D | ChanceDecision | undefined {
    if (game.outcome(state) !== null) return undefined;
    const chance = chanceDecision(state) as ChanceDecision | undefined;
    const d = chance ?? game.decision(state) ?? undefined;
    if (d === undefined) return undefined;
    // A decision is shown to everybody: it may name only cards everybody may identify.
    const hidden = new Set(hiddenCards(state, "spectator", seen));
    return scrubIds(d, hidden) as D | ChanceDecision;
  }

  function legalActions(state: S, player: PlayerId): readonly A[] {
    // Another game's state, or no match state at all, has no action here: apply refuses every
    // action on it (gate), so the list is empty, and a caller that finds it so asks why.
    if (own(state, "game") !== game.id) return [];
    // A list is remembered only for a state where the match goes on, no roll is pending and
    // `player` is asked (states never change): a state listed recently skips those checks.
    const known = recent.get(state, player);
    if (known !== undefined) return known;
    if (game.outcome(state) !== null) return [];
    if (state.chance !== null) return chanceActions(state, player) as unknown as readonly A[];
    if (game.decision(state)?.players.includes(player) !== true) return [];
    return listFor(state, player);
  }

  /**
   * Runs the transition; `supplied` faces for physical dice, `shown` events already returned.
   * What `runWithChance` does, inline: every step of every playout comes here, and its closure
   * (with the context it captures), argument and result objects were garbage of every step.
   */
  function run(state: S, player: PlayerId, action: A, supplied: readonly (readonly number[])[], shown: number, quiet = false): Result<AnyStep<S>> {
    // A quiet step (`{ events: false }`) still gives core's stack functions a list to append
    // to, but the zones and the dice make no events, the game's `emit` keeps none, and nothing
    // is judged.
    const events: GameEvent[] = [];
    const chance = new Chance(state.dice, state.rng, supplied, quiet ? undefined : events);
    const work = new KitWork<S, E>(state, game.seats(state), chance, events, copy, quiet);
    let refused: Result<void> | undefined;
    try {
      refused = game.perform(work, player, action);
    } catch (e) {
      const request = pausedFor(e);
      if (request === undefined) throw e;
      // The seeded fast path passes one shared empty list: a pause stores a list of its own.
      const faces = supplied === NO_FACES ? [] : supplied;
      const paused: PendingChance = { player, action: jsonRoundTrip(action as JsonValue), supplied: faces, request, shown: events.length };
      const requested: ChanceRequestedEvent = { type: "chance-requested", request, roll: (state.physicalRolls ?? 0) + supplied.length + 1 };
      const out = events.slice(shown);
      out.push(requested);
      const next = { ...state, chance: paused };
      pausedStates.set(next, work.atPause(paused));
      return ok({ state: next, events: out, revealed: work.revealedSomething, random: true });
    }
    if (refused !== undefined && !refused.ok) return refused;
    const next = work.end(chance.rngState());
    // Rolls of real dice are counted across the match (a game's copy of the root leaves the
    // count out): seeded dice never get here.
    if (state.dice === "external") keepRolls(next, rollsAfter(state, supplied.length));
    if (quiet) return ok({ state: next, events: NO_EVENTS, revealed: work.revealedSomething, random: work.chance.usedChance });
    const out = shown === 0 ? events : events.slice(shown);
    const ended = game.outcome(next);
    if (ended !== null) {
      const over: GameOverEvent = ended.rule === undefined
        ? { type: "game-over", winners: ended.winners, losers: ended.losers, reason: ended.reason }
        : { type: "game-over", winners: ended.winners, losers: ended.losers, reason: ended.reason, rule: ended.rule };
      out.push(over);
    }
    return ok({ state: next, events: out, revealed: work.revealedSomething, random: work.chance.usedChance || supplied.length > 0 });
  }

  function faces(state: S, player: PlayerId, action: unknown, p: PendingChance): Result<AnyStep<S>> {
    const answerer = chanceAnswerer(p);
    const r = p.request;
    const roll = (state.physicalRolls ?? 0) + p.supplied.length + 1;
    const stale = staleRoll(action, r, roll);
    if (stale !== undefined) return err(stale);
    if (player !== answerer) {
      return err(ruleError(CoreErrorCode.NotYourTurn, `Player ${answerer} must enter the faces for the ${r.purpose}.`, { details: { player: answerer } }));
    }
    if (!isRecord(action) || own(action, "type") !== "faces") {
      return err(ruleError(CoreErrorCode.IllegalAction, `The match is waiting for the faces of the ${r.purpose}: answer { type: "faces", faces: [...], roll: ${roll} }.`));
    }
    const given = readFacesAnswer(action, r, roll);
    if (!given.ok) return given;
    const supplied = p.supplied.slice();
    supplied.push(given.value);
    return run({ ...state, chance: null }, p.player, p.action as A, supplied, p.shown ?? 0);
  }

  /** Why `player` may not act on `state` at all; `goesOn` when the match is known not to be over. */
  function gate(state: S, player: PlayerId, goesOn = false): RuleError | undefined {
    if (state.game !== game.id) return foreignState(state);
    if (!goesOn && game.outcome(state) !== null) return ruleError(CoreErrorCode.GameOver, "The match is over.");
    if (!isSeat(player) || !game.seats(state).includes(player)) {
      return ruleError(CoreErrorCode.UnknownPlayer, `There is no player ${excerpt(player)} in this ${game.id} match (players ${game.seats(state).join(", ")}).`);
    }
    return undefined;
  }

  /** The refusal of a state that is not this game's: another game's, or not a kit state at all. */
  function foreignState(state: S): RuleError {
    const given: unknown = state;
    const other = own(given, "game");
    if (typeof other === "string" && looksLikeKitState(given)) {
      const name = /^[\w-]{1,40}$/.test(other) ? other : excerpt(other);
      return ruleError(CoreErrorCode.BadState, `This is a ${name} match state, not a ${game.id} one: pass it to the ${name} engine.`, { details: { game: name } });
    }
    return ruleError(CoreErrorCode.BadState, `${excerpt(given)} is not a ${game.id} match state: pass a state that setup, apply or parseState returned.`);
  }

  function notYourTurn(state: S, player: PlayerId): RuleError {
    const d = game.decision(state);
    const who = d?.players ?? [];
    // The prompt is a sentence of its own: its full stop would end the parenthesis too.
    const asked = d?.prompt ?? "nothing";
    const prompt = asked.endsWith(".") ? asked.slice(0, -1) : asked;
    return ruleError(CoreErrorCode.NotYourTurn, `Player ${player} may not act now: the match waits for player ${who.join(" or ")} (${prompt}).`, {
      rule: d?.rule,
      details: { players: who.slice() },
    });
  }

  /**
   * What `apply` and `applyIndex` answer when the step did not go through: a refusal or a throw
   * on something that is not a match state at all (null, a number, an object without the kit's
   * fields) says so, rather than "the match is over" or a TypeError reported as the engine's bug.
   * Only failures are screened, so a step that goes through pays nothing for it.
   */
  function failed(state: S, refusal: Result<AnyStep<S>> | undefined, thrown?: unknown): Result<AnyStep<S>> {
    const given: unknown = state;
    if (!looksLikeKitState(given)) return err(foreignState(state));
    if (refusal !== undefined) return refusal;
    return err(ruleError(CoreErrorCode.Internal, `The ${game.id} engine threw instead of returning a result (a bug): ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : excerpt(thrown)}`));
  }

  function apply(state: S, player: PlayerId, action: A): Result<AnyStep<S>> {
    try {
      const r = applyAction(state, player, action);
      return r.ok ? r : failed(state, r);
    } catch (e) {
      // An action whose getter or proxy throws is nothing a client could send as JSON: it is
      // malformed, not the engine's bug.
      const problem = looksLikeKitState(state) ? plainJsonProblem(action) : undefined;
      return problem === undefined ? failed(state, undefined, e) : err(notJson(problem));
    }
  }

  function applyIndex(state: S, player: PlayerId, index: number, options?: ApplyIndexOptions): Result<AnyStep<S>> {
    try {
      const r = applyListed(state, player, index, options?.events === false);
      return r.ok ? r : failed(state, r);
    } catch (e) {
      return failed(state, undefined, e);
    }
  }

  function applyAction(state: S, player: PlayerId, action: A): Result<AnyStep<S>> {
    const closed = gate(state, player);
    if (closed !== undefined) return err(closed);
    if (state.chance !== null) return faces(state, player, action, state.chance);
    if (own(action, "type") === "faces") return err(noRollPending(action as object));
    const d = game.decision(state);
    if (d?.players.includes(player) !== true) return err(notYourTurn(state, player));
    const list = listFor(state, player);
    // An action taken from the list itself (a bot's or a client's pick) is matched by identity;
    // any other is compared part by part (findListed), with no canonical key built in the usual case.
    for (const listed of list) if (listed === action) return run(state, player, listed, NO_FACES, 0);
    const listed = findListed(list, action, sets);
    if (listed !== undefined) return run(state, player, listed, NO_FACES, 0);
    const problem = plainJsonProblem(action);
    if (problem !== undefined) return err(notJson(problem));
    const refused = game.refuse?.(state, player, action);
    if (refused !== undefined) return err(refused);
    return err(
      ruleError(CoreErrorCode.IllegalAction, `${excerpt(action, 60)} is not a legal action now: the match waits for this: ${d.prompt}`, {
        rule: d.rule,
        details: { decision: d.kind },
      }),
    );
  }

  function notJson(problem: string): RuleError {
    return ruleError(CoreErrorCode.MalformedAction, `An action must be plain JSON data, where $ is the action: ${problem}.`);
  }

  /** The refusal of `applyIndex` for a roll whose answers are too many to list (chanceAnswers lists none): its faces go through `apply`. */
  function unlistedRoll(state: S, c: PendingChance, index: number): RuleError {
    const r = c.request;
    const order = r.sides ** r.count > ANSWER_LIMIT ? " from lowest to highest" : "";
    const roll = (state.physicalRolls ?? 0) + c.supplied.length + 1;
    return ruleError(
      CoreErrorCode.IllegalAction,
      `The ${clipMessage(r.purpose, 80)} (${r.count.toLocaleString("en")}d${r.sides.toLocaleString("en")}) has too many possible answers to list, so there is no legal action number ${excerpt(index)}: enter its faces${order} with apply and { type: "faces", faces: [...], roll: ${roll} }.`,
      { details: { count: r.count, sides: r.sides, roll } },
    );
  }

  function applyListed(state: S, player: PlayerId, index: number, quiet: boolean): Result<AnyStep<S>> {
    // A state listed for `player` recently (a playout lists, then applies) is one where the match
    // goes on and `player` is asked: the gate's outcome and legalActions' checks are not redone.
    const known = own(state, "game") === game.id ? recent.get(state, player) : undefined;
    const closed = gate(state, player, known !== undefined);
    if (closed !== undefined) return err(closed);
    const list = known ?? legalActions(state, player);
    const c = state.chance;
    if (list.length === 0 && c !== null && chanceAnswerer(c) === player) return err(unlistedRoll(state, c, index));
    if (list.length === 0) return err(notYourTurn(state, player));
    if (!Number.isInteger(index) || index < 0 || index >= list.length) {
      return err(ruleError(CoreErrorCode.IllegalAction, `There is no legal action number ${excerpt(index)}: player ${player} has ${list.length}.`));
    }
    const action = list[index] as A;
    if (state.chance !== null) return faces(state, player, action, state.chance);
    // Real dice keep their events: a pause records how many were shown (see ApplyIndexOptions).
    return run(state, player, action, NO_FACES, 0, quiet && state.dice !== "external");
  }

  /** The match at a paused state's pause (its action replayed with the faces supplied), or `null` when it does not pause there. */
  function replayToPause(state: S): S | null {
    const c = state.chance;
    if (c === null) return null;
    try {
      const base = { ...state, chance: null };
      if (game.decision(base)?.players.includes(c.player) !== true) return null;
      const key = actionKey(c.action, sets);
      const listed = game.legalActions(base, c.player).find((a) => actionKey(a, sets) === key);
      if (listed === undefined) return null;
      const r = run(base, c.player, listed, c.supplied, 0);
      if (!r.ok || r.value.state.chance === null) return null;
      const at = pausedStates.get(r.value.state);
      return at === undefined || at === null ? null : { ...at, chance: c };
    } catch {
      return null;
    }
  }

  /** A paused roll is what its action makes: replayed with the faces supplied, it pauses for the very same roll. */
  function pauseHolds(state: S): boolean {
    return typeof replayPause(state, true) !== "string";
  }

  /**
   * The roll a paused state's action pauses for, replayed from the state before it with the
   * faces supplied (each of which must fit the roll it answered), or why it does not pause there.
   * `strict`: the very same request and count of events shown, else the reason. Not strict (a
   * saved state, in `parseState`): the same dice for the same player is enough, and the pause
   * returned has the words (`purpose`) and the count of events shown that this version gives
   * it: a state saved by an older version, whose roll was worded otherwise or which showed
   * fewer events, still loads. The state's own pause is returned when nothing differs.
   */
  function replayPause(state: S, strict: boolean): PendingChance | string {
    const c = state.chance;
    if (c === null) return "no roll is pending";
    const base = { ...state, chance: null };
    const d = game.decision(base);
    if (d?.players.includes(c.player) !== true) return `its action is player ${c.player}'s, but the match does not wait for player ${c.player} before it`;
    const key = actionKey(c.action, sets);
    const listed = game.legalActions(base, c.player).find((a) => actionKey(a, sets) === key);
    if (listed === undefined) return `its action ${excerpt(c.action, 60)} is not a legal action of player ${c.player} before it`;
    for (let n = 0; n <= c.supplied.length; n++) {
      const r = run(base, c.player, listed, c.supplied.slice(0, n), 0);
      if (!r.ok) return `replayed with the faces supplied, its action is refused: ${clipMessage(r.error.message, 120)}`;
      const at = r.value.state.chance;
      if (at === null) return `replayed with the first ${n} of its ${c.supplied.length} faces supplied, its action ends without another roll`;
      if (n < c.supplied.length) {
        const fit = validateFaces(at.request, c.supplied[n]);
        if (!fit.ok) return `the faces supplied for its roll ${n + 1} do not fit it: ${clipMessage(fit.error.message, 120)}`;
        continue;
      }
      if (canonicalJson(at.request) === canonicalJson(c.request) && (at.shown ?? 0) === (c.shown ?? 0)) return c;
      const q = at.request;
      const same = q.kind === c.request.kind && q.count === c.request.count && q.sides === c.request.sides && q.player === c.request.player;
      if (!strict && same) return { player: c.player, action: c.action, supplied: c.supplied, request: q, shown: at.shown ?? 0 };
      if (same) return `replayed, its action asks for the same dice, but for the ${clipMessage(q.purpose, 60)} with ${at.shown ?? 0} events shown`;
      return `replayed with the faces supplied, its action asks for ${rollWords(q)}, not ${rollWords(c.request)}`;
    }
    return "its action does not pause";
  }

  /**
   * Re-deals what `player` cannot see. A determinized paused state keeps what the real pause
   * showed (renamed with the hidden cards): replaying its action would run on re-dealt cards,
   * which may pause elsewhere or not at all.
   */
  function determinize(state: S, player: PlayerId, rng: RngState): S {
    let rename: ReadonlyMap<string, string> = new Map();
    const d = determinizeKit(state, player, rng, seen, holds, (r) => {
      rename = r;
    });
    if (state.chance !== null) {
      const at = atPause(state);
      pausedStates.set(d, at === null ? null : renamePaused(at, d, rename));
    }
    return d;
  }

  function view(state: S, asked: Viewer): KitView<G, D, DefinitionOf<S>> {
    // Anything but a seat of this match or "spectator" sees what a spectator sees, and the view
    // says so (the value given is not copied into it: it may be anything).
    const viewer: Viewer = asked === "spectator" || (isSeat(asked) && game.seats(state).includes(asked)) ? asked : "spectator";
    const hidden = new Set(hiddenCards(state, viewer, seen));
    // While a roll is awaited, the board is the one at the pause: what the shown events told.
    const board = state.chance === null ? state : (atPause(state) ?? state);
    const known = knownCards(board, viewer, hidden);
    const identify = (card: string): boolean => Object.hasOwn(board.cards, card) && !hidden.has(card);
    const own = game.view === undefined ? (null as G) : game.view(board, viewer, identify);
    return {
      viewer,
      zones: zoneViews(board.zones, viewer),
      cards: known.cards,
      defs: known.defs as Readonly<Record<string, DefinitionOf<S>>>,
      pending: (scrubIds(pending(state) ?? null, hidden) ?? null) as D | ChanceDecision | null,
      outcome: outcomeOf(state) ?? null,
      dice: state.dice,
      game: scrubIds(own, hidden) as G,
    };
  }

  return {
    id: game.id,
    version: game.version,
    setup: (config: C) => {
      try {
        return game.setup(config);
      } catch (e) {
        // A config that is not plain JSON (a getter that throws, a proxy) is the caller's
        // mistake, not the engine's bug: screened only here, so a setup that goes through pays nothing.
        const problem = plainJsonProblem(config);
        if (problem !== undefined) return err(ruleError(CoreErrorCode.BadConfig, `A ${game.id} config is plain JSON data, where $ is the config: ${problem}.`));
        return err(ruleError(CoreErrorCode.Internal, `The ${game.id} setup threw (a bug): ${e instanceof Error ? e.message : excerpt(e)}`));
      }
    },
    players: (state: S) => game.seats(state),
    activePlayers,
    pending,
    legalActions,
    apply: apply as KitRuleset<S, A, C, E, D, G>["apply"],
    applyIndex: applyIndex as KitRuleset<S, A, C, E, D, G>["applyIndex"],
    outcome: outcomeOf,
    view,
    viewEvents: (events, viewer, around) => redactStep(events, viewer, around, seen),
    determinize,
    secrets: (state, viewer) => ({ hiddenCards: hiddenCards(state, viewer, seen), rng: state.rng }),
    parseState: (value) =>
      checkState<S, F>(value, {
        id: game.id,
        schema: game.schema,
        seats: (s) => game.seats(s),
        holds,
        invariants: game.invariants?.bind(game),
        layout: game.layout?.bind(game),
        outcome: (s) => game.outcome(s),
        decision: (s) => game.decision(s),
        pause: (s) => replayPause(s, false),
      }),
    // While a roll is pending, two cards may change places only if the action that asked for
    // it, replayed on the swapped cards, still pauses for that roll (it may have read one).
    swapHidden: (state, viewer, a, b) => {
      const swapped = swapHiddenDefs(state, viewer, a, b, seen, holds);
      return swapped === undefined || swapped.chance === null || pauseHolds(swapped) ? swapped : undefined;
    },
  };
}

/** The working copy a transition gets: state, zones, chance and events of one step. */
class KitWork<S extends KitState, E extends GameEvent> extends WorkingCopy<S> implements Work<S, E> {
  readonly zones: ZoneWriter;
  private marked = false;

  constructor(
    before: S,
    seats: readonly PlayerId[],
    readonly chance: Chance,
    readonly events: GameEvent[],
    copy: ((state: S) => S) | undefined,
    private readonly quiet: boolean,
  ) {
    super(before, copy);
    this.zones = new ZoneWriter(before.zones, seats, quiet ? undefined : events);
    // The working state reads the zones as they are now: the writer's map is kept current.
    (this.state as unknown as Record<string, unknown>)["zones"] = this.zones.map;
  }

  emit(event: E, cards?: readonly string[]): void {
    if (this.quiet) return;
    const named = cards ?? cardIdsIn(event, this.state.cards);
    if (named.length === 0) this.events.push(event);
    else this.zones.emitNaming(event, named);
  }

  markRevealed(): void {
    this.marked = true;
  }

  shuffle(zone: string): Result<void> {
    return this.zones.shuffle(zone, this.chance);
  }

  get revealedSomething(): boolean {
    return this.marked || this.zones.revealedSomething;
  }

  /**
   * The match as it stands now, paused for `chance`: the working state with its zones as they
   * are (the step goes no further; its tables are no longer written).
   */
  atPause(chance: PendingChance): S {
    return { ...this.state, zones: this.zones.finish(), chance };
  }

  /** The state after the step, with the zones and the generator written back. */
  end(rng: RngState): S {
    const root = this.state as unknown as Record<string, unknown>;
    root["zones"] = this.zones.finish();
    root["rng"] = rng;
    root["chance"] = null;
    return this.finish();
  }
}

/** The card ids of `cards` that `value` names as strings, at any depth (an event is small), each once. */
function cardIdsIn(value: unknown, cards: Readonly<Record<string, CardInstance>>, into: string[] = [], depth = 0): string[] {
  if (typeof value === "string") {
    if (Object.hasOwn(cards, value) && !into.includes(value)) into.push(value);
  } else if (Array.isArray(value)) {
    if (depth < 16) for (const v of value as readonly unknown[]) cardIdsIn(v, cards, into, depth + 1);
  } else if (typeof value === "object" && value !== null && depth < 16) {
    for (const k in value) if (k !== "type") cardIdsIn((value as Record<string, unknown>)[k], cards, into, depth + 1);
  }
  return into;
}
