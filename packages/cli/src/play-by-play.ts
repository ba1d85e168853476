// A match as lines of text: every step's events, redacted for whoever reads them, in words.
import { redactEvents, type GameEvent, type Outcome, type PlayerId, type Viewer } from "@rulesmith/core";
import type { Colors } from "./colors.js";
import { eventTone, formatEvent } from "./format-event.js";
import type { GameModule } from "./game-module.js";
import { shownText } from "./user-input.js";

/**
 * One step of a match as the play-by-play reads it: who acted, what they did, what happened.
 *
 * @example
 * ```ts
 * import type { PlayStep } from "@rulesmith/cli";
 * const s: PlayStep = { player: 0, action: { type: "strike" }, events: [] };
 * ```
 */
export interface PlayStep {
  /** Who acted. */
  readonly player: PlayerId;
  /** What they did. */
  readonly action: unknown;
  /** The events, unredacted. */
  readonly events: readonly GameEvent[];
  /** The states before and after the step, so that a game on the engine kit can also show what its own rules let the viewer identify; left out, each event's `visibleTo` and `publicForm` apply, which name no card the viewer could identify at neither end of the step. */
  readonly around?: StepStates;
}

/**
 * The states before and after one step, as {@link visibleEvents} passes them to a game's
 * `viewEvents`.
 *
 * @example
 * ```ts
 * import type { StepStates } from "@rulesmith/cli";
 * const around: StepStates = { before: { turn: 1 }, after: { turn: 2 } };
 * ```
 */
export interface StepStates {
  /** The state the step was applied to. */
  readonly before: unknown;
  /** The state the step made. */
  readonly after: unknown;
}

/**
 * The events of a step as a viewer may see them: the game's `viewEvents` when it has one, core's
 * `redactEvents` otherwise; `"all"` sees everything.
 *
 * @param game - The game.
 * @param events - The events, unredacted.
 * @param viewer - A player, `"spectator"`, or `"all"`.
 * @param around - The states before and after the step, passed on to the game's `viewEvents`
 *   (optional: the events alone are safe; with the states, a game on the engine kit may also
 *   show what its own rules let the viewer identify).
 * @returns The visible events.
 * @example
 * ```ts
 * import { diceDuelModule, visibleEvents, type PlayStep } from "@rulesmith/cli";
 * import { playMatch, randomChooser } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const game = diceDuelModule(diceDuel);
 * const steps: PlayStep[] = [];
 * playMatch(diceDuel, { seed: 7 }, randomChooser(1), {
 *   maxSteps: 1,
 *   onStep: (info) => steps.push({ player: info.player, action: info.action, events: info.step.events }),
 * });
 * visibleEvents(game, steps[0]?.events ?? [], "spectator"); // [{ type: "hand-redrawn", player: 0 }] — the new hand stays hidden
 * ```
 */
export function visibleEvents(
  game: GameModule,
  events: readonly GameEvent[],
  viewer: Viewer | "all",
  around?: StepStates,
): readonly GameEvent[] {
  if (viewer === "all") return events;
  const rules = game.ruleset;
  return rules.viewEvents === undefined ? redactEvents(events, viewer) : rules.viewEvents(events, viewer, around);
}

/**
 * Options of {@link playByPlay} and {@link eventLine}.
 *
 * @example
 * ```ts
 * import type { PlayByPlayOptions } from "@rulesmith/cli";
 * const options: PlayByPlayOptions = { verbose: true, playerName: (p) => (p === 0 ? "Player 0 (you)" : `Player ${p}`) };
 * ```
 */
export interface PlayByPlayOptions {
  /** How to name a seat. */
  readonly playerName?: ((p: PlayerId) => string) | undefined;
  /** The name of a card instance the reader knows (see {@link learnCardNames}). */
  readonly cardName?: ((id: string) => string | undefined) | undefined;
  /** Keep every line: passes on the stack, the end of each chain, phases where nothing happened, and repeats. */
  readonly verbose?: boolean | undefined;
  /**
   * Keep control characters in the words as they are, for JSON output (which escapes them
   * itself). By default a line is for a terminal: a control character in it (in a card's name
   * from a match record's config, say) is written as an escape (`\u001b`, `\n`), so that it
   * cannot move the cursor, change colours or break the line.
   */
  readonly raw?: boolean | undefined;
}

/**
 * One event as a line of a play-by-play, coloured by kind (turns, rolls, the end). Control
 * characters in the words (a card's name from a record's config, say) are written as escapes,
 * as on a terminal, unless `options.raw` is set.
 *
 * @param game - The game (for its own wording).
 * @param event - The event, already redacted.
 * @param colors - Colour functions (off on a pipe).
 * @param options - How to name seats and cards; `raw` for words kept as they are (JSON output).
 * @returns The line.
 * @example
 * ```ts
 * import { colorsFor, diceDuelModule, eventLine } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const game = diceDuelModule(diceDuel);
 * eventLine(game, { type: "damage", player: 1, amount: 7, doubled: false, hp: 13 }, colorsFor(process.stdout, process.env));
 * // "Player 1 takes 7 damage and has 13 HP left."
 * ```
 */
export function eventLine(game: GameModule, event: GameEvent, colors: Colors, options?: PlayByPlayOptions): string {
  const words = formatEvent(event, { describe: game.describeEvent, playerName: options?.playerName, cardName: options?.cardName });
  const text = options?.raw === true ? words : shownText(words, Infinity);
  switch (eventTone(event)) {
    case "turn":
      return colors.cyan(colors.bold(text));
    case "dice":
      return colors.yellow(text);
    case "outcome":
      return colors.green(colors.bold(text));
    case "other":
      return text;
  }
}

const BOOKKEEPING: readonly string[] = ["stack-passed", "stack-closed"];

/**
 * A whole match as lines: every event of every step, as `viewer` may see it.
 *
 * @remarks
 * Unless `verbose` is set, bookkeeping is left out to keep the story readable: passes on the
 * stack, the end of each chain, and a phase in which nothing visible happened (its line is
 * dropped when the next phase of the same turn begins at once); and a line repeated several times in a row is
 * written once with a count (`"A hidden card moves from Player 0's deck to their hand. (x5)"`).
 * The lines are for a terminal: control characters in them are written as escapes, unless
 * `raw` is set (for JSON output).
 *
 * @param game - The game.
 * @param steps - The steps in order.
 * @param viewer - Whose eyes (`"spectator"` hides hands and decks; `"all"` shows everything).
 * @param colors - Colour functions.
 * @param options - How to name seats and cards; whether to keep every line; `raw` for words kept as they are (JSON output).
 * @returns The lines.
 * @example
 * ```ts
 * import { colorsFor, diceDuelModule, playByPlay, type PlayStep } from "@rulesmith/cli";
 * import { playMatch, randomChooser } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const game = diceDuelModule(diceDuel);
 * const steps: PlayStep[] = [];
 * playMatch(diceDuel, { seed: 7, turnLimit: 2 }, randomChooser(1), {
 *   onStep: (info) => steps.push({ player: info.player, action: info.action, events: info.step.events }),
 * });
 * // Plain text (colorsFor(process.stdout, process.env) colours it in a terminal):
 * for (const line of playByPlay(game, steps, "spectator", colorsFor({ isTTY: false }, {}))) console.log(line); // Player 0 shuffles their hand away and draws a new one. Player 1 shuffles their hand away and draws a new one. -- Turn 1: Player 0, play phase -- Player 0 plays charm c19: +2 to the next strike. ... The match is a draw: turn limit of 2 reached.
 * ```
 */
export function playByPlay(game: GameModule, steps: readonly PlayStep[], viewer: Viewer | "all", colors: Colors, options?: PlayByPlayOptions): string[] {
  const verbose = options?.verbose === true;
  const events: GameEvent[] = [];
  for (const step of steps) {
    for (const e of visibleEvents(game, step.events, viewer, step.around)) {
      if (!verbose && BOOKKEEPING.includes(e.type)) continue;
      const prev = events[events.length - 1];
      if (!verbose && e.type === "phase-changed" && prev?.type === "phase-changed" && prev["turn"] === e["turn"] && prev["active"] === e["active"]) events.pop();
      events.push(e);
    }
  }
  const lines: string[] = [];
  let last = "";
  let repeats = 0;
  const flush = (): void => {
    if (repeats > 1) lines[lines.length - 1] = `${lines[lines.length - 1] ?? ""} ${colors.dim(`(x${repeats})`)}`;
  };
  for (const e of events) {
    const line = eventLine(game, e, colors, options);
    if (!verbose && line === last) {
      repeats++;
      continue;
    }
    flush();
    lines.push(line);
    last = line;
    repeats = 1;
  }
  flush();
  return lines;
}

/**
 * The closing line of a match: the winner and why, a draw, or a match that did not end, for a
 * terminal (a control character in it is written as an escape, as {@link eventLine} writes it).
 *
 * @param outcome - The outcome, or `undefined` for a match that stopped before the end.
 * @param playerName - How to name a seat (default `"Player N"`).
 * @returns The line, such as `"Winner: Player 1, because player 0 was reduced to 0 HP."`.
 * @example
 * ```ts
 * import { outcomeLine } from "@rulesmith/cli";
 * outcomeLine({ winners: [1], losers: [0], reason: "player 0 was reduced to 0 HP" }); // "Winner: Player 1, because player 0 was reduced to 0 HP."
 * ```
 */
export function outcomeLine(outcome: Outcome | undefined, playerName: (p: PlayerId) => string = (p) => `Player ${p}`): string {
  if (outcome === undefined) return "No result: the match stopped before it ended.";
  const rule = outcome.rule === undefined ? "" : ` [${outcome.rule}]`;
  if (outcome.winners.length === 0) return shownText(`Result: a draw, because ${outcome.reason}.${rule}`, Infinity);
  const label = outcome.winners.length === 1 ? "Winner" : "Winners";
  return shownText(`${label}: ${outcome.winners.map(playerName).join(", ")}, because ${outcome.reason}.${rule}`, Infinity);
}
