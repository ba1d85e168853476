import type { JsonValue } from "./json.js";
import type { PlayerId, Viewer } from "./player.js";
import type { ChanceRequest } from "./chance.js";

/**
 * Something that happened, returned by every transition so that clients can animate and log
 * without diffing states. Events are JSON; each game adds its own `type`s.
 *
 * An event that not everyone may see carries `visibleTo` (the players who see it in full) and,
 * optionally, `publicForm` (what everybody else sees instead, such as "player 1 drew a card"
 * without the card). {@link redactEvents} applies that. Core's zone events carry them already
 * (a `ZoneWriter` judges each `card-moved` and `cards-revealed` event when its step ends), and
 * so does a game's own event that names a hidden card through the kit's `work.emit(event,
 * cards)`: the events alone name no card to a viewer who could identify it at neither end of
 * the step.
 *
 * Games declare their events as interfaces extending this one (`interface DamageEvent extends
 * GameEvent { type: "damage"; amount: number }`); any JSON fields are allowed, so an event list
 * of a transition can hold every kind.
 *
 * @example
 * ```ts
 * import type { GameEvent } from "@rulesmith/core";
 * const drew: GameEvent = { type: "card-drawn", visibleTo: [0], publicForm: { type: "card-drawn" } };
 * ```
 */
export interface GameEvent {
  /** What happened, as a kebab-case name the game chooses (`"card-drawn"`); selects the event's other fields. */
  readonly type: string;
  /** The players who see this event in full; left out when everybody does. Removed by {@link redactEvents}. */
  readonly visibleTo?: readonly PlayerId[];
  /** What everybody not in `visibleTo` (spectators included) sees instead; left out, they see nothing. */
  readonly publicForm?: GameEvent;
  /** Any other JSON fields the event carries (a game declares them in its own event types). */
  readonly [field: string]: unknown;
}

/**
 * The turn or phase changed.
 * @example
 * ```ts
 * import type { PhaseChangedEvent } from "@rulesmith/core";
 * const e: PhaseChangedEvent = { type: "phase-changed", turn: 3, active: 0, phase: "combat" };
 * ```
 */
export interface PhaseChangedEvent extends GameEvent {
  /** Always `"phase-changed"`. */
  readonly type: "phase-changed";
  /** The turn number now: turns begun so far in the match, 0 before the first (as `Clock.turn`). */
  readonly turn: number;
  /** Whose turn it is now. */
  readonly active: PlayerId;
  /** The game's name for the phase or stage now (`"combat"`). */
  readonly phase: string;
}

/**
 * The match paused for the faces of real dice (physical-dice mode).
 * @example
 * ```ts
 * import type { ChanceRequestedEvent } from "@rulesmith/core";
 * function ask(e: ChanceRequestedEvent) { return `Roll ${e.request.count}d${e.request.sides} for ${e.request.purpose} (roll ${e.roll})`; }
 * ```
 */
export interface ChanceRequestedEvent extends GameEvent {
  /** Always `"chance-requested"`. */
  readonly type: "chance-requested";
  /** The roll the match waits for: how many dice of how many sides, for what, and who rolls. */
  readonly request: ChanceRequest;
  /**
   * The roll's number in the match, counted from 1 (see `chanceRollNumber`): a faces answer that
   * names it (`{ type: "faces", faces, roll }`) is taken for this roll only.
   */
  readonly roll: number;
}

/**
 * The match ended.
 * @example
 * ```ts
 * import type { GameOverEvent } from "@rulesmith/core";
 * const e: GameOverEvent = { type: "game-over", winners: [1], losers: [0], reason: "creature out" };
 * ```
 */
export interface GameOverEvent extends GameEvent {
  /** Always `"game-over"`. */
  readonly type: "game-over";
  /** The players who won; empty for a draw. */
  readonly winners: readonly PlayerId[];
  /** The players who lost; empty for a draw. */
  readonly losers: readonly PlayerId[];
  /** Why the match ended, in words for a person (`"creature out"`). */
  readonly reason: string;
  /** The rule ID of the winning or ending condition, when there is one. */
  readonly rule?: string;
}

/**
 * A log line with no rules meaning, for a play-by-play.
 * @example
 * ```ts
 * import type { NoteEvent } from "@rulesmith/core";
 * const e: NoteEvent = { type: "note", text: "Fog ends." };
 * ```
 */
export interface NoteEvent extends GameEvent {
  /** Always `"note"`. */
  readonly type: "note";
  /** The log line, for a person. */
  readonly text: string;
  /** Optional JSON data behind the line, for a client that formats notes itself. */
  readonly data?: JsonValue;
}

/**
 * Keeps what a viewer may see of a list of events: events without `visibleTo` pass as they
 * are; an event the viewer may not see is replaced by its `publicForm`, or left out if it has
 * none. The `visibleTo` and `publicForm` fields never reach the viewer.
 *
 * @remarks
 * Enough for the events of any ruleset, on the engine kit or not: the zone events of a step
 * carry their own visibility (see `ZoneWriter`), so a tool that keeps no states (a log, a
 * replay viewer, a server that forwards steps) shows no viewer a card hidden from them at both
 * ends of the step. A kit ruleset's `viewEvents` given the states around the step also knows
 * what the game's own `seen` adds (a card everyone saw go back to a hand), and may show a
 * viewer such a card where the events alone do not.
 *
 * @param events - Events from a transition.
 * @param viewer - A player or `"spectator"`.
 * @returns The events as that viewer sees them.
 * @example
 * ```ts
 * import { redactEvents } from "@rulesmith/core";
 * const events = [{ type: "card-drawn", card: "c7", visibleTo: [0], publicForm: { type: "card-drawn" } }];
 * redactEvents(events, 1); // [{ type: "card-drawn" }]
 * redactEvents(events, 0); // [{ type: "card-drawn", card: "c7" }]
 * ```
 */
export function redactEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const shown = redactEvent(e, viewer);
    if (shown !== undefined) out.push(shown);
  }
  return out;
}

/** One event as {@link redactEvents} shows it to `viewer`, or `undefined` when they see none of it. @internal */
export function redactEvent(e: GameEvent, viewer: Viewer): GameEvent | undefined {
  const sees = e.visibleTo === undefined || (viewer !== "spectator" && e.visibleTo.includes(viewer));
  const shown = sees ? e : e.publicForm;
  if (shown === undefined || (shown.visibleTo === undefined && shown.publicForm === undefined)) return shown;
  const { visibleTo: _v, publicForm: _p, ...rest } = shown;
  return rest;
}

/**
 * Damage was dealt: to a card (`card`) or to a player (`player`). One name in every game, so a
 * client can animate damage the same way in all of them.
 * @example
 * ```ts
 * import type { DamageEvent } from "@rulesmith/core";
 * const e: DamageEvent = { type: "damage", amount: 12, card: "c4", source: "c9" };
 * ```
 */
export interface DamageEvent extends GameEvent {
  /** Always `"damage"`. */
  readonly type: "damage";
  /** How much, after every reduction (0 when all of it was prevented). */
  readonly amount: number;
  /** The card that took it, when a card did. */
  readonly card?: string;
  /** The player who took it, when a player did. */
  readonly player?: PlayerId;
  /** The card or effect that dealt it, when there is one. */
  readonly source?: string;
}

/**
 * A card was destroyed (killed, routed, broken): it left play by the rules of the game. One name
 * in every game.
 * @example
 * ```ts
 * import type { DestroyedEvent } from "@rulesmith/core";
 * const e: DestroyedEvent = { type: "destroyed", card: "c4", rule: "W-13.1-1" };
 * ```
 */
export interface DestroyedEvent extends GameEvent {
  /** Always `"destroyed"`. */
  readonly type: "destroyed";
  /** The card destroyed. */
  readonly card: string;
  /** The card or effect that destroyed it, when there is one. */
  readonly by?: string;
  /** The rule ID that destroyed it, when there is one. */
  readonly rule?: string;
}
