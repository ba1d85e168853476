// The match controller: one object that holds a match (state, history, record), drives its bot
// seats off the caller's stack, and answers every question a client asks of it.
import {
  ANSWER_LIMIT,
  appendActions,
  CoreErrorCode,
  createRecord,
  deepFreeze,
  scrubIds,
  err,
  excerpt,
  finishRecord,
  isPlainJson,
  isRecord,
  isSeat,
  jsonRoundTrip,
  ok,
  own,
  redactEvents,
  replay,
  rollDice,
  Rng,
  ruleError,
  seedRng,
  type Decision,
  type GameEvent,
  type JsonValue,
  type MatchRecord,
  type Outcome,
  type PlayerId,
  type Result,
  type RuleError,
  type Viewer,
} from "@rulesmith/core";
import { buildBot, parseBotSpec, type BotSpec, type ClientGame } from "./bot-spec.js";
import { ClientErrorCode } from "./errors.js";
import { inProcessRunner, type BotRunner } from "./runner.js";

/**
 * Who plays a seat: a person (hot seat, or a remote player the caller relays), or a bot.
 *
 * @example
 * ```ts
 * import type { SeatSpec } from "@rulesmith/client";
 * const seats: SeatSpec[] = [{ kind: "human" }, { kind: "bot", bot: { kind: "greedy" } }];
 * ```
 */
export type SeatSpec =
  | {
      /** A person: the controller waits for {@link MatchController.act}. */
      readonly kind: "human";
    }
  | {
      /** A bot: the controller asks its runner whenever this seat must decide. */
      readonly kind: "bot";
      /** Which bot. */
      readonly bot: BotSpec;
    };

/**
 * How to start a {@link MatchController}: the game, and either a config to start a new match
 * or a match record to step through.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam C - Config. @typeParam V - View.
 * @example
 * ```ts
 * import type { MatchOptions } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const options: MatchOptions = { game: { ruleset: referenceDuel }, config: { seed: 1 }, seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "random" } }], seed: 42 };
 * ```
 */
export interface MatchOptions<S = unknown, A = unknown, C = unknown, V = unknown> {
  /** The game (a game package's `GamePackage` object, or `{ ruleset }`). */
  readonly game: ClientGame<S, A, C, V>;
  /** The config of a new match (seed, decks, options; `dice: "external"` for physical dice). Give this or `record`. */
  readonly config?: C;
  /** A match record (parsed JSON, untrusted) to step through; the controller starts at its first position. Give this or `config`. */
  readonly record?: unknown;
  /** Who plays each seat, in seat order; default: a person at every seat. */
  readonly seats?: readonly SeatSpec[];
  /**
   * The seed of everything random the controller itself decides: each bot decision gets the seed
   * `` `${seed}:${seat}:${position}` `` and virtual dice are rolled from `` `${seed}:dice:${position}` ``,
   * so a match with the same config, seats and seed plays the same. Default 0.
   */
  readonly seed?: number | string;
  /**
   * The seats that roll real dice, in a match whose config asks for `dice: "external"`: a roll
   * one of them must answer waits for {@link MatchController.act} with `{ type: "faces", faces, roll }`
   * (a bot's seat too: a person rolls for it), where `roll` is the pending decision's
   * `details.roll`, read when the faces are asked for: the same answer sent twice is then refused
   * with `chance/stale-answer` rather than taken for the next roll (left out, the answer is taken
   * for whatever roll is pending). Every other seat's rolls are rolled by the controller.
   */
  readonly physicalDice?: readonly PlayerId[];
  /** Where bot decisions run; default {@link inProcessRunner} (closed with the controller). Anything without `run` and `close` functions is refused with `client/options`; a runner that throws or answers something other than a `Result` stops the bots with `client/bot-failed`. */
  readonly runner?: BotRunner;
}

/**
 * Where a controller stands: playing, or stepping through a record.
 *
 * @example
 * ```ts
 * import type { MatchStatus } from "@rulesmith/client";
 * const busy = (s: MatchStatus) => s.thinking !== null;
 * ```
 */
export interface MatchStatus {
  /** `"play"`: actions are taken; `"replay"`: a record is stepped through ({@link MatchController.seek}). */
  readonly mode: "play" | "replay";
  /** How many actions lead to the state shown. */
  readonly position: number;
  /** How many actions the history holds (the record's length in replay mode). */
  readonly length: number;
  /** The seat whose bot is deciding now, or `null`. */
  readonly thinking: PlayerId | null;
  /** The seats that may act now (empty once the match is over). */
  readonly waitingFor: readonly PlayerId[];
  /** How the match ended, or `null`. */
  readonly outcome: Outcome | null;
  /** Why the bots stopped, or `null`: a runner failure or a refused bot action. */
  readonly botError: RuleError | null;
  /** Counts changes: it grows with every change reported to subscribers. */
  readonly version: number;
}

/**
 * One change, as subscribers hear of it.
 *
 * @example
 * ```ts
 * import type { MatchChange } from "@rulesmith/client";
 * const line = (c: MatchChange): string => `${c.type} ${c.position}`;
 * ```
 */
export interface MatchChange {
  /**
   * What changed: `"action"` (an action was applied: a person's, a bot's, or virtual dice),
   * `"thinking"` (a bot started deciding), `"undo"`, `"seek"`, `"load"` (a record was loaded),
   * `"resume"` (play resumed from a replay position), `"bot-error"`, or `"closed"`.
   */
  readonly type: "action" | "thinking" | "undo" | "seek" | "load" | "resume" | "bot-error" | "closed";
  /** {@link MatchStatus.version} after the change. */
  readonly version: number;
  /** {@link MatchStatus.position} after the change. */
  readonly position: number;
}

/**
 * How {@link MatchController.act} takes an action.
 *
 * @example
 * ```ts
 * import type { ActOptions, MatchController } from "@rulesmith/client";
 * // the position the page showed when the player clicked
 * const send = (match: MatchController, action: unknown, shown: number) => match.act(0, action, { at: shown } satisfies ActOptions);
 * ```
 */
export interface ActOptions {
  /**
   * The match position the caller saw when it chose the action: {@link MatchStatus.position}, or
   * the `position` of the last {@link MatchChange} it heard of. When the match is no longer
   * there, the action is refused with `client/stale-action` and nothing changes: the same action
   * sent twice (a double click, a network retry) is applied once, even where it is still legal
   * the second time (a pass, a second copy of a card). Left out, the action is taken at whatever
   * position the match is at. A double click whose second click comes after the page
   * re-rendered carries the new position, on whatever button is then under the pointer: ignore a
   * click whose `event.detail` (the click count) is more than 1 (`ignoreRepeatClicks` of
   * `@rulesmith/react`).
   */
  readonly at?: number;
}

/**
 * One step of the match as a viewer may see it.
 *
 * @example
 * ```ts
 * import type { LogEntry } from "@rulesmith/client";
 * const line = (e: LogEntry) => `${e.index + 1}. player ${e.player}: ${e.events.map((x) => x.type).join(", ")}`;
 * ```
 */
export interface LogEntry {
  /** The step's position: it led from position `index` to `index + 1`. */
  readonly index: number;
  /** Who acted. */
  readonly player: PlayerId;
  /**
   * Who chose: a person, a bot, or the controller's virtual dice. A record does not say, so for
   * steps loaded from one it follows this controller's seats and `physicalDice`.
   */
  readonly by: "person" | "bot" | "dice";
  /** The events, redacted for the viewer. */
  readonly events: readonly GameEvent[];
  /** The step let some player identify a card they could not before: undo stops here. */
  readonly revealed: boolean;
  /** The step used randomness (dice, coins, a shuffle): undo stops here. */
  readonly random: boolean;
}

interface Entry {
  readonly player: PlayerId;
  readonly action: JsonValue;
  readonly by: "person" | "bot" | "dice";
  readonly events: readonly GameEvent[];
  /** The kit's flags; a ruleset that does not set them is taken to reveal and use chance on every step. */
  readonly revealed: boolean;
  readonly random: boolean;
}

/**
 * A match for a client to show and drive, without any UI framework: it holds the state, the
 * history and the match record, knows which seats are people and which are bots, runs bot
 * decisions asynchronously through a {@link BotRunner}, applies actions, and gives each viewer
 * (a seat or `"spectator"`) only what they may see. Create one with {@link createMatch}.
 *
 * @remarks
 * Every method returns a `Result` for bad input and never throws. Bots move by themselves
 * whenever one must decide; {@link MatchController.settled} waits for them. Results of a bot that
 * arrive after the match moved on (an undo, a person's answer to a simultaneous decision) are
 * dropped and the bot asked again.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam V - View.
 * @example
 * ```ts
 * import { createMatch } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const m = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 }, seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "random" } }] });
 * if (m.ok) {
 *   const match = m.value;
 *   const stop = match.subscribe((c) => console.log(c.type)); // action thinking action action thinking action ...
 *   while (match.status().outcome === null) {
 *     const mine = match.legalActions(0);
 *     if (mine.length > 0) match.act(0, mine[0]);
 *     else if (!(await match.settled()).ok) break;
 *   }
 *   console.log(match.status().outcome, match.view("spectator")); // { winners: [ 0 ], losers: [ 1 ], reason: 'player 1 has no HP left' } { ok: true, value: { viewer: 'spectator', ... } }
 *   stop();
 *   match.close();
 * }
 * ```
 */
export interface MatchController<S = unknown, A = unknown, V = unknown> {
  /** Who plays each seat, in seat order. */
  readonly seats: readonly SeatSpec[];
  /**
   * The state at the current position: the referee's whole state, hidden information included.
   * Show players {@link MatchController.view}, never this.
   *
   * @remarks The match's own state, not a copy (states share their unchanged parts with the
   * states before them, so a copy per call would cost a deep clone), and frozen all the way
   * down: read it, save it; a write to it throws.
   * @returns The state (plain JSON, frozen).
   */
  state(): S;
  /**
   * Where the controller stands.
   * @returns Mode, position, who is thinking, who must act, outcome, bot error, version.
   */
  status(): MatchStatus;
  /**
   * What `viewer` may see now: the ruleset's `view`.
   * @param viewer - A seat or `"spectator"`.
   * @returns The view, the same object until the state changes, frozen all the way down (it shares
   *   parts with the state: copy what you sort or change); or `player/unknown` for a viewer not in the match.
   */
  view(viewer: Viewer): Result<V>;
  /**
   * The events of the step that led to the current position, as `viewer` may see them.
   * @param viewer - A seat or `"spectator"`.
   * @returns The redacted events (none at position 0), frozen, or `player/unknown`.
   */
  events(viewer: Viewer): Result<readonly GameEvent[]>;
  /**
   * Every step up to the current position, as `viewer` may see it.
   * @param viewer - A seat or `"spectator"`.
   * @returns The log (each step's events frozen, as {@link MatchController.events} gives them), or `player/unknown`.
   */
  log(viewer: Viewer): Result<readonly LogEntry[]>;
  /**
   * What the match waits for (the ruleset's `pending`, which names no card hidden from anybody).
   * @returns The decision (frozen), or `undefined` once the match is over.
   */
  pending(): Decision | undefined;
  /**
   * The actions `seat` may take by hand now: its legal actions if a person plays it (or if it
   * must enter the faces of real dice), else none.
   * @param seat - A seat.
   * @returns The actions (frozen), in the ruleset's order; empty in replay mode.
   */
  legalActions(seat: PlayerId): readonly A[];
  /**
   * A person's action at `seat`. Then rolls that the controller rolls are rolled, and the next bot
   * is asked (asynchronously).
   * @param seat - Who acts.
   * @param action - What they do (from outside: checked by the ruleset).
   * @param options - `at`: the position the caller saw, so that an action sent again is refused
   *   rather than applied twice ({@link ActOptions}).
   * @returns The step's events as `seat` sees them (as the spectator sees them when a person
   *   entered the dice of a bot's seat), or the ruleset's refusal (`action/not-your-turn` while another
   *   seat's dice are awaited, `chance/stale-answer` for faces sent again, a bot's seat's too),
   *   `client/stale-action` (the match has left the position `at`; `details` hold `at` and `position`),
   *   `client/bot-seat`, `client/replaying`, `action/malformed` (not plain JSON), `client/options`
   *   (options that are not `{ at?: position }`) or `player/unknown`.
   * @example
   * ```ts
   * import { createMatch } from "@rulesmith/client";
   * import { referenceDuel } from "@rulesmith/core/examples";
   * const m = createMatch({ game: { ruleset: referenceDuel }, config: { seed: 1 } });
   * if (m.ok) {
   *   const match = m.value;
   *   // what the page showed when the player clicked
   *   const shown = match.status().position;
   *   const seat = match.status().waitingFor[0] ?? 0;
   *   const [choice] = match.legalActions(seat);
   *   const first = match.act(seat, choice, { at: shown });
   *   console.log(first.ok, match.status().position); // true 1
   *   // the same click arrives again: refused, nothing changes
   *   const again = match.act(seat, choice, { at: shown });
   *   if (!again.ok) console.log(again.error.code, match.status().position); // client/stale-action 1
   *   match.close();
   * }
   * ```
   */
  act(seat: PlayerId, action: unknown, options?: ActOptions): Result<readonly GameEvent[]>;
  /**
   * Takes back `seat`'s last decision and everything after it, unless a step in between (or the
   * decision itself) revealed hidden information or used randomness.
   * @param seat - A seat a person plays.
   * @returns How many steps were taken back, or `undo/nothing`, `undo/blocked` (with the step's
   *   `index` in `details`), `client/bot-seat`, `client/replaying` or `player/unknown`.
   */
  undo(seat: PlayerId): Result<number>;
  /**
   * Whether {@link MatchController.undo} would succeed now.
   * @param seat - A seat.
   * @returns `true` when it would.
   */
  canUndo(seat: PlayerId): boolean;
  /**
   * Replaces the match with a record to step through (the seats are kept; their number must fit).
   * @param record - A match record (parsed JSON, untrusted).
   * @returns Nothing, or why the record does not load: core's `record/...` codes, `client/options`.
   */
  loadRecord(record: unknown): Result<void>;
  /**
   * Moves to a position of the record (replay mode).
   * @param position - From 0 (the start) to {@link MatchStatus.length}.
   * @returns Nothing, or `client/position` for a position outside the record or in play mode.
   */
  seek(position: number): Result<void>;
  /**
   * One step forward in the record.
   * @returns Nothing, or `client/position` at the end.
   */
  forward(): Result<void>;
  /**
   * One step back in the record.
   * @returns Nothing, or `client/position` at the start.
   */
  back(): Result<void>;
  /**
   * Leaves replay mode and plays on from the current position (later recorded actions are
   * dropped); bots then move by themselves.
   * @returns Nothing, or `client/options` when not replaying.
   */
  resume(): Result<void>;
  /**
   * The match record up to the current position, finished (with the final state's hash and the
   * outcome) once the match is over.
   * @returns The record, plain JSON: a new object each call, whose config and actions are frozen
   *   (the controller keeps its own copy of the config, so a caller's later change to the config
   *   object it gave does not reach the record).
   */
  record(): Result<MatchRecord>;
  /**
   * Listens to every change.
   * @param listener - Called after each change; a listener that throws does not stop the others.
   * @returns A function that stops listening.
   */
  subscribe(listener: (change: MatchChange) => void): () => void;
  /**
   * Waits until no bot is deciding and none must: a person must act, the match is over, or the
   * bots failed.
   * @returns `ok` when idle, the bot error when the bots stopped, `client/closed` after close.
   */
  settled(): Promise<Result<void>>;
  /** Stops the bots and closes the runner the controller made (a runner given in the options stays open). */
  close(): void;
}

function badOptions(message: string): { ok: false; error: RuleError } {
  return err(ruleError(ClientErrorCode.BadOptions, message));
}

function parseSeats(value: unknown, count: number): Result<readonly SeatSpec[]> {
  if (value === undefined) return ok(Array.from({ length: count }, () => ({ kind: "human" as const })));
  if (!Array.isArray(value)) return badOptions("seats is a list with one entry per seat.");
  const list = value as readonly unknown[];
  if (list.length !== count) return badOptions(`This match has ${count} seats; ${list.length === 1 ? "1 was" : `${list.length} were`} given.`);
  const out: SeatSpec[] = [];
  for (const [i, s] of list.entries()) {
    if (!isRecord(s)) return badOptions(`Seat ${i} is { kind: "human" } or { kind: "bot", bot }.`);
    const kind = own(s, "kind");
    if (kind === "human") out.push({ kind: "human" });
    else if (kind === "bot") {
      const bot = parseBotSpec(own(s, "bot"));
      if (!bot.ok) return err(ruleError(ClientErrorCode.BadOptions, `Seat ${i}: ${bot.error.message}`));
      out.push({ kind: "bot", bot: bot.value });
    } else return badOptions(`Seat ${i} is { kind: "human" } or { kind: "bot", bot }.`);
  }
  return ok(out);
}

/** The position of `act`'s options (from outside: any value), `undefined` when none is given. */
function actPosition(options: unknown): Result<number | undefined> {
  if (options === undefined) return ok(undefined);
  const at = isRecord(options) ? own(options, "at") : null;
  if (at === undefined || isSeat(at)) return ok(at);
  // isSeat: a whole number from 0 to Number.MAX_SAFE_INTEGER, as a position is.
  return badOptions(`act's options are { at?: position }, where the position is a whole number from 0 (status().position), not ${excerpt(isRecord(options) ? at : options)}.`);
}

/** The answer of a virtual roll to a chance decision's request, naming its roll number when it has one; `undefined` when it does not describe one. */
function virtualAnswer(details: unknown, rng: Rng): { type: "faces"; faces: number[]; roll?: number } | undefined {
  const faces = virtualFaces(details, rng);
  if (faces === undefined) return undefined;
  const roll = own(details, "roll");
  return typeof roll === "number" ? { type: "faces", faces, roll } : { type: "faces", faces };
}

/** The faces a virtual roll shows, from a chance decision's request; `undefined` when it does not describe one. */
function virtualFaces(details: unknown, rng: Rng): number[] | undefined {
  if (!isRecord(details)) return undefined;
  const count = own(details, "count");
  const sides = own(details, "sides");
  // Bounded as core's chance is (at most 2^32 faces; a roll of more dice than fit a list is no roll): rollDice throws past that.
  if (typeof count !== "number" || typeof sides !== "number" || !Number.isInteger(count) || !Number.isInteger(sides) || count < 1 || sides < 1 || sides > 2 ** 32 || count > 1_000_000) return undefined;
  const faces = rollDice(rng, count, sides);
  // Past the answer limit, faces are entered (and accepted) from lowest to highest.
  return sides ** count > ANSWER_LIMIT ? faces.sort((a, b) => a - b) : faces;
}

const AUTO_DICE_LIMIT = 10_000;

class Controller<S, A, C, V> implements MatchController<S, A, V> {
  readonly seats: readonly SeatSpec[];
  private readonly rules: ClientGame<S, A, C, V>["ruleset"];
  private readonly game: ClientGame<S, A, C, V>;
  private readonly seed: string;
  private readonly physical: ReadonlySet<PlayerId>;
  private readonly runner: BotRunner;
  private readonly ownRunner: boolean;
  private base: MatchRecord;
  private states: S[];
  private entries: Entry[] = [];
  private mode: "play" | "replay";
  private position = 0;
  private version = 0;
  private thinking: PlayerId | null = null;
  private running: { readonly state: S } | undefined;
  private botError: RuleError | null = null;
  /** The controller's own dice were refused since the last change was reported: the next report is followed by a `"bot-error"` one. */
  private diceRefused = false;
  private closed = false;
  private readonly listeners = new Set<(change: MatchChange) => void>();
  private waiters: ((r: Result<void>) => void)[] = [];
  private readonly redacted = new Map<string, readonly GameEvent[]>();
  /** The views of the state shown, by viewer: made and frozen once per state. */
  private views: { readonly state: S | undefined; readonly byViewer: Map<Viewer, V> } = { state: undefined, byViewer: new Map() };

  constructor(options: {
    game: ClientGame<S, A, C, V>;
    seats: readonly SeatSpec[];
    seed: string;
    physical: ReadonlySet<PlayerId>;
    runner: BotRunner;
    ownRunner: boolean;
    base: MatchRecord;
    states: S[];
    entries: Entry[];
    mode: "play" | "replay";
  }) {
    this.game = options.game;
    this.rules = options.game.ruleset;
    this.seats = options.seats;
    this.seed = options.seed;
    this.physical = options.physical;
    this.runner = options.runner;
    this.ownRunner = options.ownRunner;
    this.base = deepFreeze(options.base);
    this.states = options.states.map((s) => deepFreeze(s));
    this.entries = options.entries.map(frozenEntry);
    this.mode = options.mode;
    this.position = options.mode === "play" ? options.entries.length : 0;
  }

  /** Rolls the controller's dice and asks the first bot, once the controller is built. */
  start(): void {
    if (this.mode !== "play") return;
    this.rollVirtualDice();
    // Nobody listens yet: status().botError tells the caller of createMatch.
    this.diceRefused = false;
    this.schedule();
  }

  state(): S {
    return this.current();
  }

  private current(): S {
    return this.states[this.position] ?? (this.states[0] as S);
  }

  status(): MatchStatus {
    const state = this.current();
    return {
      mode: this.mode,
      position: this.position,
      length: this.entries.length,
      thinking: this.thinking,
      waitingFor: this.rules.activePlayers(state),
      outcome: this.rules.outcome(state) ?? null,
      botError: this.botError,
      version: this.version,
    };
  }

  private checkViewer(viewer: unknown): Result<Viewer> {
    if (viewer === "spectator") return ok(viewer);
    if (isSeat(viewer) && viewer < this.seats.length) return ok(viewer);
    return err(ruleError(CoreErrorCode.UnknownPlayer, `${excerpt(viewer)} is neither a seat of this match (0 to ${this.seats.length - 1}) nor "spectator".`));
  }

  view(viewer: Viewer): Result<V> {
    const v = this.checkViewer(viewer);
    if (!v.ok) return v;
    const state = this.current();
    if (this.views.state !== state) this.views = { state, byViewer: new Map() };
    let view = this.views.byViewer.get(v.value);
    if (view === undefined) {
      view = deepFreeze(this.rules.view(state, v.value));
      this.views.byViewer.set(v.value, view);
    }
    return ok(view);
  }

  private stepEvents(index: number, viewer: Viewer): readonly GameEvent[] {
    const key = `${String(viewer)}|${index}`;
    const cached = this.redacted.get(key);
    if (cached !== undefined) return cached;
    const entry = this.entries[index];
    const before = this.states[index];
    const after = this.states[index + 1];
    if (entry === undefined || before === undefined || after === undefined) return [];
    const shown = deepFreeze(this.rules.viewEvents?.(entry.events, viewer, { before, after }) ?? redactEvents(entry.events, viewer));
    this.redacted.set(key, shown);
    return shown;
  }

  events(viewer: Viewer): Result<readonly GameEvent[]> {
    const v = this.checkViewer(viewer);
    if (!v.ok) return v;
    return ok(this.position === 0 ? [] : this.stepEvents(this.position - 1, v.value));
  }

  log(viewer: Viewer): Result<readonly LogEntry[]> {
    const v = this.checkViewer(viewer);
    if (!v.ok) return v;
    const out: LogEntry[] = [];
    for (let i = 0; i < this.position; i++) {
      const e = this.entries[i];
      if (e !== undefined) out.push({ index: i, player: e.player, by: e.by, events: this.stepEvents(i, v.value), revealed: e.revealed, random: e.random });
    }
    return ok(out);
  }

  pending(): Decision | undefined {
    return deepFreeze(this.rules.pending(this.current()));
  }

  /** The seat that answers a pending roll, or `undefined` when no roll is pending. */
  private rollAnswerer(state: S): PlayerId | undefined {
    const d = this.rules.pending(state);
    return d?.kind === "chance" ? d.players[0] : undefined;
  }

  /** Whether a person acts for `seat` now: a person's seat, or a seat whose real dice are awaited. */
  private byHand(state: S, seat: PlayerId): boolean {
    const roller = this.rollAnswerer(state);
    if (roller !== undefined) return roller === seat && this.physical.has(seat);
    return this.seats[seat]?.kind === "human";
  }

  legalActions(seat: PlayerId): readonly A[] {
    if (this.mode !== "play" || this.closed || !isSeat(seat) || seat >= this.seats.length) return [];
    const state = this.current();
    return this.byHand(state, seat) ? deepFreeze(this.rules.legalActions(state, seat)) : [];
  }

  act(seat: PlayerId, action: unknown, options?: ActOptions): Result<readonly GameEvent[]> {
    if (this.closed) return err(ruleError(ClientErrorCode.Closed, "The match controller was closed."));
    if (this.mode !== "play") return err(ruleError(ClientErrorCode.Replaying, "The controller is stepping through a record; call resume() to play on from here."));
    const at = actPosition(options);
    if (!at.ok) return at;
    const v = this.checkViewer(seat);
    if (!v.ok || v.value === "spectator") return err(ruleError(CoreErrorCode.UnknownPlayer, `${excerpt(seat)} is not a seat of this match.`));
    if (at.value !== undefined && at.value !== this.position) {
      return err(
        ruleError(ClientErrorCode.StaleAction, `The match has moved on: this action was chosen at position ${at.value}, and the match is now at position ${this.position}. Nothing was changed; choose again from what the match shows now.`, {
          details: { at: at.value, position: this.position },
        }),
      );
    }
    const state = this.current();
    const person = this.seats[seat]?.kind === "human";
    if (!this.byHand(state, seat)) {
      if (this.rollAnswerer(state) === seat) return err(ruleError(ClientErrorCode.BotSeat, `Seat ${seat}'s dice are rolled by the controller, not entered.`));
      if (!person) return err(this.staleFaces(state, seat, action) ?? ruleError(ClientErrorCode.BotSeat, `Seat ${seat} is played by a bot.`));
      // A person's seat while another seat's real dice are awaited: the ruleset says whose turn it is.
    }
    if (!isPlainJson(action)) return err(ruleError(CoreErrorCode.MalformedAction, "An action is plain JSON data."));
    // The record keeps a copy: the caller may change its object afterwards.
    const copy = jsonRoundTrip(action);
    const applied = this.applyStep(seat, copy, "person");
    if (!applied.ok) return applied;
    this.afterChange("action");
    // Whoever enters a bot's dice is not that bot: they see the step as a spectator does.
    return ok(this.stepEvents(applied.value, person ? seat : "spectator"));
  }

  /**
   * The ruleset's `chance/stale-answer` for faces that a person enters for a bot's seat (listed in
   * `physicalDice`) when none of its rolls is awaited: most often the same answer sent twice, which
   * is then told as it is for a person's seat rather than as a bot's seat. `undefined` for
   * anything else; the action is only tried, never applied.
   */
  private staleFaces(state: S, seat: PlayerId, action: unknown): RuleError | undefined {
    if (!this.physical.has(seat) || !isRecord(action) || own(action, "type") !== "faces" || !isPlainJson(action)) return undefined;
    const tried = this.rules.apply(state, seat, action as A);
    return !tried.ok && tried.error.code === CoreErrorCode.StaleAnswer ? tried.error : undefined;
  }

  /** Applies an action at the end of the history, then the controller's own rolls; the step's index. */
  private applyStep(seat: PlayerId, action: JsonValue, by: Entry["by"]): Result<number> {
    const before = this.current();
    // The action is checked by the ruleset, which never throws and refuses what is not legal.
    const step = this.rules.apply(before, seat, action as A);
    if (!step.ok) return step;
    const index = this.entries.length;
    this.push({ player: seat, action, by, events: step.value.events, revealed: step.value.revealed ?? true, random: step.value.random ?? true }, step.value.state);
    this.rollVirtualDice();
    return ok(index);
  }

  private push(entry: Entry, state: S): void {
    this.entries.push(frozenEntry(entry));
    this.states.push(deepFreeze(state));
    this.position = this.entries.length;
  }

  /** Rolls every pending roll that no seat rolls by hand, with the controller's seeded dice. */
  private rollVirtualDice(): void {
    for (let n = 0; n < AUTO_DICE_LIMIT; n++) {
      const state = this.current();
      const roller = this.rollAnswerer(state);
      if (roller === undefined || this.physical.has(roller)) return;
      const rng = new Rng(seedRng(`${this.seed}:dice:${this.position}`));
      const answer = virtualAnswer(this.rules.pending(state)?.details, rng);
      const legal = this.rules.legalActions(state, roller);
      const action: unknown = answer ?? legal[rng.int(Math.max(1, legal.length))];
      if (!isPlainJson(action)) return;
      const step = this.rules.apply(state, roller, action as A);
      if (!step.ok) {
        this.botError = this.shownToAll(ruleError(ClientErrorCode.BotFailed, `The controller's dice were refused: ${step.error.message}`));
        // Reported by afterChange, after the change that led here (the action, the resume).
        this.diceRefused = true;
        return;
      }
      this.push({ player: roller, action, by: "dice", events: step.value.events, revealed: step.value.revealed ?? true, random: true }, step.value.state);
    }
  }

  private undoTarget(seat: PlayerId): Result<number> {
    if (this.closed) return err(ruleError(ClientErrorCode.Closed, "The match controller was closed."));
    if (this.mode !== "play") return err(ruleError(ClientErrorCode.Replaying, "Undo is for play; in a replay, step back with back()."));
    if (!isSeat(seat) || seat >= this.seats.length) return err(ruleError(CoreErrorCode.UnknownPlayer, `${excerpt(seat)} is not a seat of this match.`));
    if (this.seats[seat]?.kind !== "human") return err(ruleError(ClientErrorCode.BotSeat, `Seat ${seat} is played by a bot: only a person's decision is taken back.`));
    let target = -1;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (e?.player === seat && e.by === "person") {
        target = i;
        break;
      }
    }
    if (target < 0) return err(ruleError(ClientErrorCode.NothingToUndo, `Seat ${seat} has no decision to take back.`));
    for (let i = this.entries.length - 1; i >= target; i--) {
      const e = this.entries[i];
      if (e === undefined || e.revealed || e.random) {
        const why = e?.random === true ? "used randomness" : "revealed hidden information";
        return err(ruleError(ClientErrorCode.UndoBlocked, `Step ${i + 1} ${why}: undo cannot go back past it.`, { details: { index: i } }));
      }
    }
    return ok(target);
  }

  canUndo(seat: PlayerId): boolean {
    return this.undoTarget(seat).ok;
  }

  undo(seat: PlayerId): Result<number> {
    const target = this.undoTarget(seat);
    if (!target.ok) return target;
    const undone = this.entries.length - target.value;
    this.truncate(target.value);
    this.botError = null;
    this.afterChange("undo");
    return ok(undone);
  }

  private truncate(length: number): void {
    this.entries.length = length;
    this.states.length = length + 1;
    this.position = length;
    this.redacted.clear();
  }

  loadRecord(record: unknown): Result<void> {
    if (this.closed) return err(ruleError(ClientErrorCode.Closed, "The match controller was closed."));
    const loaded = loadHistory(this.game, record);
    if (!loaded.ok) return loaded;
    const seats = this.rules.players(loaded.value.states[0] as S).length;
    if (seats !== this.seats.length) return badOptions(`The record's match has ${seats} seats; this controller has ${this.seats.length}.`);
    this.base = deepFreeze(loaded.value.base);
    this.states = loaded.value.states.map((s) => deepFreeze(s));
    this.entries = labelled(this.rules, loaded.value.entries, loaded.value.states, this.seats, this.physical).map(frozenEntry);
    this.mode = "replay";
    this.position = 0;
    this.botError = null;
    this.redacted.clear();
    this.afterChange("load");
    return ok(undefined);
  }

  seek(position: number): Result<void> {
    if (this.closed) return err(ruleError(ClientErrorCode.Closed, "The match controller was closed."));
    if (this.mode !== "replay") return err(ruleError(ClientErrorCode.BadPosition, "Seeking is for stepping through a record (loadRecord, or createMatch with a record)."));
    if (!Number.isInteger(position) || position < 0 || position > this.entries.length) {
      return err(ruleError(ClientErrorCode.BadPosition, `A position of this record is 0 to ${this.entries.length}.`, { details: { length: this.entries.length } }));
    }
    if (position === this.position) return ok(undefined);
    this.position = position;
    this.afterChange("seek");
    return ok(undefined);
  }

  forward(): Result<void> {
    return this.seek(this.position + 1);
  }

  back(): Result<void> {
    return this.seek(this.position - 1);
  }

  resume(): Result<void> {
    if (this.closed) return err(ruleError(ClientErrorCode.Closed, "The match controller was closed."));
    if (this.mode !== "replay") return badOptions("The controller is already playing.");
    this.truncate(this.position);
    this.mode = "play";
    this.rollVirtualDice();
    this.afterChange("resume");
    return ok(undefined);
  }

  record(): Result<MatchRecord> {
    const longer = appendActions(this.base, this.entries.slice(0, this.position));
    if (!longer.ok) return longer;
    const state = this.current();
    return ok(this.rules.outcome(state) === undefined ? longer.value : finishRecord(longer.value, this.rules, state));
  }

  subscribe(listener: (change: MatchChange) => void): () => void {
    const own = (change: MatchChange): void => {
      listener(change);
    };
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }

  settled(): Promise<Result<void>> {
    if (this.closed) return Promise.resolve(err(ruleError(ClientErrorCode.Closed, "The match controller was closed.")));
    if (this.running === undefined && this.nextBot() === undefined) return Promise.resolve(this.idleResult());
    return new Promise((resolve) => {
      this.waiters.push(resolve);
    });
  }

  private idleResult(): Result<void> {
    if (this.closed) return err(ruleError(ClientErrorCode.Closed, "The match controller was closed."));
    return this.botError === null ? ok(undefined) : err(this.botError);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.ownRunner) this.runner.close();
    this.thinking = null;
    this.notify("closed");
    this.wake();
  }

  private notify(type: MatchChange["type"]): void {
    this.version++;
    const change: MatchChange = { type, version: this.version, position: this.position };
    for (const l of [...this.listeners]) {
      try {
        l(change);
      } catch {
        // A listener's failure is its own: the match and the other listeners go on.
      }
    }
  }

  private afterChange(type: MatchChange["type"]): void {
    // A bot still deciding on a state the match has left: its answer will be dropped, so this
    // change already reports that nobody is thinking (the next bot, if any, is reported anew).
    if (this.running !== undefined && (this.mode !== "play" || this.current() !== this.running.state)) this.thinking = null;
    this.notify(type);
    if (this.diceRefused) {
      this.diceRefused = false;
      this.notify("bot-error");
    }
    this.schedule();
  }

  /** The bot seat that must decide now, if any. */
  private nextBot(): PlayerId | undefined {
    if (this.mode !== "play" || this.closed || this.botError !== null) return undefined;
    const state = this.current();
    if (this.rollAnswerer(state) !== undefined) return undefined;
    return this.rules.activePlayers(state).find((p) => this.seats[p]?.kind === "bot");
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    const result = this.idleResult();
    for (const w of waiters) w(result);
  }

  private schedule(): void {
    if (this.running !== undefined) return;
    const seat = this.nextBot();
    const spec = seat === undefined ? undefined : this.seats[seat];
    if (seat === undefined || spec?.kind !== "bot") {
      if (this.thinking !== null) this.thinking = null;
      this.wake();
      return;
    }
    const state = this.current();
    if (!isPlainJson(state)) {
      this.fail(ruleError(ClientErrorCode.BotFailed, "The state is not plain JSON, so it cannot be given to a bot (a ruleset bug)."));
      return;
    }
    const running = { state };
    this.running = running;
    this.thinking = seat;
    this.notify("thinking");
    const task = { game: this.rules.id, bot: spec.bot, seed: `${this.seed}:${seat}:${this.position}`, state, player: seat };
    const broken = (why: string): Result<JsonValue> => err(ruleError(ClientErrorCode.BotFailed, `The bot runner failed: ${why}`));
    // A runner of the caller's may throw, or answer with something that is not a Result.
    new Promise<unknown>((resolve) => {
      resolve(this.runner.run(task));
    }).then(
      (result) => {
        this.finish(running, seat, isRunnerResult(result) ? result : broken(`it answered ${excerpt(result)}, which is not a Result of plain JSON.`));
      },
      (e: unknown) => {
        this.finish(running, seat, broken(e instanceof Error ? e.message : excerpt(e)));
      },
    );
  }

  /**
   * A bot's or the dice's failure as `status()` shows it to every viewer: without the cards hidden
   * from the spectator (a runner's error or a refusal may quote an action naming a card of the
   * bot's hand), as core's views, prompts and events leave them out.
   */
  private shownToAll(error: RuleError): RuleError {
    const hidden = this.rules.secrets?.(this.current(), "spectator").hiddenCards;
    return hidden === undefined || hidden.length === 0 ? error : (scrubIds(error, new Set(hidden)) as RuleError);
  }

  private fail(error: RuleError): void {
    this.botError = this.shownToAll(error);
    this.thinking = null;
    this.notify("bot-error");
    this.wake();
  }

  private finish(running: { readonly state: S }, seat: PlayerId, result: Result<JsonValue>): void {
    this.running = undefined;
    if (this.closed) return;
    this.thinking = null;
    // The match moved on while the bot thought: its answer is for another state.
    if (this.mode !== "play" || this.current() !== running.state) {
      this.schedule();
      return;
    }
    if (!result.ok) {
      this.fail(ruleError(ClientErrorCode.BotFailed, `Seat ${seat}'s bot failed: ${result.error.message} [${result.error.code}]`, { details: { code: result.error.code } }));
      return;
    }
    const applied = this.applyStep(seat, result.value, "bot");
    if (!applied.ok) {
      this.fail(ruleError(ClientErrorCode.BotFailed, `Seat ${seat}'s bot chose an action the rules refused: ${applied.error.message}`, { details: { code: applied.error.code } }));
      return;
    }
    this.afterChange("action");
  }
}

/** Whether a runner's answer is a `Result` the controller can use: an action of plain JSON, or an error with a code and a message. */
function isRunnerResult(value: unknown): value is Result<JsonValue> {
  if (!isRecord(value)) return false;
  const ok = own(value, "ok");
  if (ok === true) return Object.hasOwn(value, "value") && isPlainJson(own(value, "value"));
  const error = own(value, "error");
  return ok === false && isRecord(error) && typeof own(error, "code") === "string" && typeof own(error, "message") === "string";
}

/**
 * The controller's own copy of a config or a record it is given: the caller's object may change
 * afterwards (a rematch that changes the seed of the same object), the match must not; and the
 * controller freezes its history, which must not freeze the caller's objects. What is not plain
 * JSON is left as it is, for `createRecord` or `replay` to refuse.
 */
function ownCopy(value: unknown): unknown {
  // Core's copy as JSON text carries it (-0 as 0), which the record's hashes read the same.
  return isPlainJson(value) ? jsonRoundTrip(value) : value;
}

/** An entry of the history with its action and events frozen: they are handed out (events, the log, records), and shared by every call. */
function frozenEntry(e: Entry): Entry {
  deepFreeze(e.action);
  deepFreeze(e.events);
  return e;
}

/**
 * Who chose each step loaded from a record, by this controller's seats, since a record does not
 * say: an answer to a roll is the controller's dice unless the seat enters its own, any other
 * step is its seat's bot or person.
 */
function labelled<S>(rules: ClientGame<S>["ruleset"], entries: readonly Entry[], states: readonly S[], seats: readonly SeatSpec[], physical: ReadonlySet<PlayerId>): Entry[] {
  return entries.map((e, i) => {
    const before = states[i];
    const roll = before !== undefined && rules.pending(before)?.kind === "chance";
    const by: Entry["by"] = roll ? (physical.has(e.player) ? "person" : "dice") : seats[e.player]?.kind === "bot" ? "bot" : "person";
    return by === e.by ? e : { player: e.player, action: e.action, by, events: e.events, revealed: e.revealed, random: e.random };
  });
}

function loadHistory<S, A, C, V>(game: ClientGame<S, A, C, V>, given: unknown): Result<{ base: MatchRecord; states: S[]; entries: Entry[] }> {
  const rules = game.ruleset;
  // The history is built from a copy: it is frozen, and the caller's record stays theirs.
  const record = ownCopy(given);
  // replay checks the whole record (format, game, config hash, every action, the final hash).
  const replayed = replay(rules, record);
  if (!replayed.ok) return replayed;
  if (!isRecord(record)) return badOptions("A match record is an object.");
  const base = createRecord(rules, own(record, "config"));
  if (!base.ok) return base;
  const start = rules.setup(base.value.config as C);
  if (!start.ok) return start;
  const states: S[] = [start.value];
  const entries: Entry[] = [];
  for (const s of replayed.value.steps) {
    const before = states[states.length - 1] as S;
    const step = rules.apply(before, s.player, s.action as A);
    if (!step.ok) return step;
    const dice = isRecord(s.action) && own(s.action, "type") === "faces";
    entries.push({ player: s.player, action: s.action, by: dice ? "dice" : "person", events: step.value.events, revealed: step.value.revealed ?? true, random: step.value.random ?? true });
    states.push(step.value.state);
  }
  return ok({ base: base.value, states, entries });
}

/**
 * Starts a {@link MatchController}: a new match from `config`, or a record to step through.
 *
 * @param options - The game, the config or the record, the seats, the seed, the physical-dice
 *   seats and the bot runner (all from outside: checked).
 * @returns The controller, or an error: `client/options` (seats, bot specs, physical-dice seats,
 *   neither or both of config and record), the ruleset's setup error, or core's `record/...` codes.
 * @example
 * ```ts
 * import { createMatch } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const watch = createMatch({
 *   game: { ruleset: referenceDuel },
 *   config: { seed: 3 },
 *   seats: [{ kind: "bot", bot: { kind: "random" } }, { kind: "bot", bot: { kind: "random" } }],
 *   seed: 9,
 * });
 * if (watch.ok) {
 *   await watch.value.settled(); // { ok: true, value: undefined } — the bots play the whole match
 *   console.log(watch.value.status().outcome, watch.value.events("spectator")); // { winners: [ 0 ], losers: [ 1 ], reason: 'player 1 has no HP left' } { ok: true, value: [ { type: 'dice-rolled', ... }, { type: 'game-over', ... } ] }
 *   watch.value.close();
 * }
 * ```
 */
export function createMatch<S, A, C, V>(options: MatchOptions<S, A, C, V>): Result<MatchController<S, A, V>> {
  try {
    if (!isRecord(options) || !isRecord(options.game) || !isRecord(options.game.ruleset)) return badOptions("createMatch takes { game: { ruleset }, config | record, seats?, seed?, physicalDice?, runner? }.");
    const game = options.game;
    const rules = game.ruleset;
    const hasConfig = Object.hasOwn(options, "config");
    const hasRecord = Object.hasOwn(options, "record");
    if (hasConfig === hasRecord) return badOptions("Give either a config (a new match) or a record (to step through), not both or neither.");
    const seedValue = options.seed ?? 0;
    if (!(typeof seedValue === "string" || (typeof seedValue === "number" && Number.isFinite(seedValue)))) return badOptions("seed is a finite number or a string.");
    let base: MatchRecord;
    let states: S[];
    let entries: Entry[] = [];
    if (hasRecord) {
      const loaded = loadHistory(game, options.record);
      if (!loaded.ok) return loaded;
      ({ base, states, entries } = loaded.value);
    } else {
      // The controller's own copy: the match is frozen, and the caller's config stays theirs.
      const config = ownCopy(options.config);
      const record = createRecord(rules, config);
      if (!record.ok) return record;
      const start = rules.setup(config as C);
      if (!start.ok) return start;
      base = record.value;
      states = [start.value];
    }
    const first = states[0] as S;
    const count = rules.players(first).length;
    const seats = parseSeats(options.seats, count);
    if (!seats.ok) return seats;
    // Each bot is made once now, so that a bad option value is refused here with the bot
    // factory's words rather than at the bot's first turn.
    for (const [i, s] of seats.value.entries()) {
      if (s.kind !== "bot") continue;
      const made = buildBot(game, s.bot, "check");
      if (!made.ok) return badOptions(`Seat ${i}: ${made.error.message}`);
    }
    const physicalList: unknown = options.physicalDice ?? [];
    if (!Array.isArray(physicalList)) return badOptions("physicalDice is a list of seats.");
    const physical = new Set<PlayerId>();
    for (const p of physicalList as readonly unknown[]) {
      if (!isSeat(p) || p >= count) return badOptions(`physicalDice lists seats 0 to ${count - 1}, not ${excerpt(p)}.`);
      physical.add(p);
    }
    if (physical.size > 0 && isRecord(first) && own(first, "dice") === "seeded") {
      return badOptions('Physical dice need a match whose config says dice: "external"; this one rolls seeded dice.');
    }
    const given: unknown = options.runner;
    if (given !== undefined && !(isRecord(given) && typeof own(given, "run") === "function" && typeof own(given, "close") === "function")) {
      return badOptions("runner is a BotRunner: an object with run(task) and close() (inProcessRunner, a worker runner, or your own).");
    }
    const runner = options.runner ?? inProcessRunner([game]);
    if (hasRecord) entries = labelled(rules, entries, states, seats.value, physical);
    const controller = new Controller<S, A, C, V>({
      game,
      seats: seats.value,
      seed: String(seedValue),
      physical,
      runner,
      ownRunner: options.runner === undefined,
      base,
      states,
      entries,
      mode: hasRecord ? "replay" : "play",
    });
    controller.start();
    return ok(controller);
  } catch (e) {
    return err(ruleError(CoreErrorCode.Internal, `The match could not start (a bug): ${e instanceof Error ? e.message : String(e)}`));
  }
}
