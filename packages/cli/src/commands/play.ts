// `rulesmith play`: a person plays bots in the terminal, with seeded or real dice.
import { appendActions, createRecord, err, finishRecord, isSeat, ok, own, type Chooser, type DiceMode, type PlayerId, type Result, type Step } from "@rulesmith/core";
import { availableBots, parseBotList, type BotChoice } from "../bots.js";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import { actionChoices, actionText, viewLines } from "../describe-data.js";
import { BROKEN_PIPE_STATUS, INTERRUPTED_STATUS, onBrokenStdout, onInterrupt, pendingEvents } from "../interrupt.js";
import type { GameRegistry } from "../game-module.js";
import { outcomeLine, playByPlay } from "../play-by-play.js";
import { lineAsker, terminalAsker } from "../prompt.js";
import { findGame } from "../registry.js";
import { botSeed } from "../sim-match.js";
import { botActionWords, botTurnLines, type BotStep } from "../bot-turns.js";
import { ruleErrorText, ruleSeeLine } from "../rule-link.js";
import { learnCardNames } from "../card-names.js";
import { outputFilesProblem, writeOutputFile } from "../output-path.js";
import { quoted, shownText } from "../user-input.js";
import { matchWords, playersFor, seatBotList, seatRange } from "../seats.js";
import { matchConfig, readMatchCards, unplayedCardsWarning } from "../cards-and-decks.js";
import { deckFiles, deckPlayers } from "../decks.js";

/**
 * The options of `rulesmith play`, as parsed from the command line.
 *
 * @internal
 * @example
 * ```ts
 * const options: PlayCommandOptions = { game: "guardians", bot: "greedy,random", players: 3, dice: "seeded", seat: 2, seed: 7, maxSteps: 10000, verbose: false };
 * ```
 */
export interface PlayCommandOptions {
  readonly game: string;
  /** `--bot`: one bot for every seat but yours, or one per other seat in seat order, comma-separated. */
  readonly bot: string;
  /** `--players`: how many players; the game's fewest when absent. */
  readonly players?: number;
  readonly dice: DiceMode;
  /** `--seat`: your seat, from 0 to the number of players minus 1. */
  readonly seat: number;
  readonly seed: number;
  readonly maxSteps: number;
  readonly verbose: boolean;
  readonly record?: string;
  /** `--cards`: a card file of your own, added to the game's sample cards. */
  readonly cards?: string;
  /** `--decks`: deck files, comma-separated, one per seat in seat order (yours at `seat`). */
  readonly decks?: string;
  readonly color?: boolean;
}

/** The coin faces a person may type for a flip: heads is face 1, tails face 2 (core's chance). */
const COIN_WORDS: Readonly<Record<string, number>> = { heads: 1, h: 1, tails: 2, t: 2 };

/** Reads the faces a person typed: numbers for dice; for coins also `heads` or `tails`. */
function parseFaces(answer: string, coin: boolean): Result<number[], string> {
  const parts = answer.split(/[\s,+]+/).filter((p) => p !== "");
  const how = coin ? "heads or tails (or 1 for heads, 2 for tails), like: heads" : "the faces the dice show, as numbers separated by spaces, like: 3 5";
  if (parts.length === 0) return err(`Enter ${how}`);
  const faces: number[] = [];
  for (const p of parts) {
    const word = coin ? COIN_WORDS[p.toLowerCase()] : undefined;
    const n = word ?? Number(p);
    if (!Number.isInteger(n)) return err(`${quoted(p)} is not ${coin ? "heads, tails or a face number" : "a whole number"}; enter ${how}`);
    faces.push(n);
  }
  return ok(faces);
}

function seatList(n: number): string {
  return Array.from({ length: n }, (_, i) => String(i)).join(", ");
}

/**
 * Runs `rulesmith play`: a person at `seat` against bots at every other seat, prompting with
 * the person's view and numbered legal actions, and, with real dice, for the faces of every roll.
 *
 * @internal
 * @param io - Streams (stdin may be a pipe).
 * @param registry - Games.
 * @param options - Parsed options.
 * @remarks
 * The view is shown with the game's `describeView` (a board: cards by name with their stats)
 * and the actions with its `describeAction`, or the generic renderings for a game without them.
 * The person's own steps are told as they happen (without core's card moves, which the game's
 * own lines tell, unless `verbose` is set); the bots' steps since the person's last
 * decision are summarised just before the next one (and at the end): each bot's actions in words,
 * then what happened ({@link botTurnLines}). An error with a rule ID, and the result, say where
 * the rule is explained ({@link ruleSeeLine}). Every word that comes from the game package (the
 * board, the actions, the prompts, the events: card names from its card set among them) is
 * printed with control characters escaped, as records are, so that it cannot drive the terminal.
 * Actions with the same words (two copies of a card in hand) are one numbered choice, marked
 * `(×2)`, which takes the first of them ({@link actionChoices}). Ctrl-C (SIGINT), at a prompt or
 * while a bot thinks, stops the match: with `--record` the match so far is saved, as when the
 * input ends, and the status is 130. A bot's search is not cut short: the match stops as soon as
 * it returns, and its move is not played. A second Ctrl-C ends the process at once. A stdout
 * that broke (its reader went away) stops the match the same way, with status 141.
 *
 * With `--decks`, the match plays those deck lists, one per seat in seat order (the person's is
 * the one at `seat`), checked as `simulate --decks` checks them (against the sample cards and
 * the `--cards` file's), and the number of players defaults to the number of decks.
 *
 * @returns The exit status: 0 when the match was played to the end, 2 for an unknown game or
 *   bot, a number of players the game does not seat, a bot list that does not name one bot per
 *   other seat, a deck list that does not name one deck per seat (or a game without decks), a
 *   seat the match does not have or a record file that cannot be written (checked before the
 *   match starts), 1 for a card or deck file that cannot be read or is not valid, or when the
 *   match could not be played to the end, 130 when Ctrl-C stopped it, 141 when stdout broke.
 * @example
 * ```ts
 * const status = await playCommand(io, await loadRegistry(), { game: "dice-duel", bot: "random", dice: "external", seat: 0, seed: 7, maxSteps: 10000, verbose: false });
 * ```
 */
export async function playCommand(io: CliIo, registry: GameRegistry, options: PlayCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const c = out.c;
  const found = findGame(registry, options.game);
  if (!found.ok) {
    out.error(ruleErrorText(found.error));
    return 2;
  }
  const game = found.value;
  const rules = game.ruleset;
  const listed = parseBotList(options.bot, availableBots());
  if (!listed.ok) {
    out.error(ruleErrorText(listed.error));
    return 2;
  }
  const deckList = deckFiles(options.decks);
  if (!deckList.ok) {
    out.error(ruleErrorText(deckList.error));
    return 2;
  }
  const files = deckList.value;
  // Without --players, one seat per deck, else two or more bots name the seats besides the person's.
  const players = files === undefined ? playersFor(game, options.players, listed.value.length, "--bot", 1) : deckPlayers(game, options.players, files.length);
  if (!players.ok) {
    out.error(ruleErrorText(players.error));
    return 2;
  }
  const n = players.value;
  const human = options.seat;
  if (!Number.isInteger(human) || human < 0 || human >= n) {
    const { min, max } = seatRange(game);
    // With --decks, the decks set the seats.
    const orMore = human + 1 < max ? " or more" : "";
    const seating = files === undefined ? `--players ${human + 1}${orMore} has` : `${human + 1}${orMore} decks have`;
    const more = Number.isInteger(human) && human >= 0 && human < max ? ` (${seating} a seat ${human})` : "";
    const where = min === max ? game.name : `${game.name} with ${n} players`;
    out.error(`There is no seat ${human} in ${where}; the seats are ${seatList(n)}${more}.`);
    return 2;
  }
  const seated = seatBotList(listed.value, { option: "--bot", seats: n - 1, match: matchWords(game, n), others: true });
  if (!seated.ok) {
    out.error(ruleErrorText(seated.error));
    return 2;
  }
  const unwritable = await outputFilesProblem([["--record", options.record]]);
  if (unwritable !== undefined) {
    out.error(unwritable);
    return 2;
  }
  const given = await readMatchCards(game, options.cards, files);
  if (!given.ok) {
    out.error(given.error.text);
    return given.error.status;
  }
  const unplayed = unplayedCardsWarning(options.cards, files);
  if (unplayed !== undefined) out.warn(unplayed);
  const { decks } = given.value;
  const configured = matchConfig(game, options.seed, n, given.value, options.dice);
  if (!configured.ok) {
    out.error(ruleErrorText(configured.error));
    return 2;
  }
  const config = configured.value;
  const start = rules.setup(config);
  if (!start.ok) {
    out.error(ruleErrorText(start.error, `${game.name} refused ${decks === undefined ? "the match config" : "the decks"}: `));
    return 1;
  }
  let state: unknown = start.value;
  const seats = rules.players(state);
  if (seats.length !== n || !seats.includes(human)) {
    out.error(`The match config for ${n} players seats ${seats.join(", ")} (a bug in the game).`);
    return 1;
  }
  // The bots fill the other seats in seat order.
  const botAt = new Map<PlayerId, BotChoice>();
  seats.filter((s) => s !== human).forEach((s, i) => {
    const b = seated.value[i];
    if (b !== undefined) botAt.set(s, b);
  });
  const choosers = new Map<PlayerId, Chooser<unknown, unknown>>();
  for (const [s, b] of botAt) {
    const made = b.spec.create(game, botSeed(options.seed, s), b.params);
    if (!made.ok) {
      out.error(ruleErrorText(made.error));
      return 2;
    }
    choosers.set(s, made.value);
  }
  const name = (p: PlayerId): string => (p === human ? `Player ${p} (you)` : `Player ${p} (${botAt.get(p)?.label ?? "?"})`);
  // Words from the game package (its name, the board, the actions, the prompts: card names from
  // a card set among them) and bot labels from the command line, as a terminal shows them:
  // control characters escaped, so that a card's name cannot move the cursor or change colours.
  const shown = (text: string): string => shownText(text, Infinity);
  out.line(c.bold(shown(`${game.name}: you are player ${human}; ${seats.filter((s) => s !== human).map(name).join(", ")} against you. Seed ${options.seed}.`)));
  if (decks !== undefined) out.line(shown(`Decks: ${seats.map((s, i) => `${decks[i]?.name ?? "?"} for ${name(s)}`).join(", ")}.`));
  if (options.dice === "external") out.line("Dice: real dice at the table. Roll them when asked and type the faces you see.");
  // Nobody reads any more (`| head -1`, at the next write): the match stops as on Ctrl-C.
  const broken = onBrokenStdout(io.stdout);
  const interruption = onInterrupt(broken.signal);
  const asker = io.stdin.isTTY === true ? terminalAsker(interruption.signal) : lineAsker(io, out, interruption.signal);
  const actions: { player: PlayerId; action: unknown }[] = [];
  const names = learnCardNames(rules.view(state, human), new Map<string, string>());
  const cardName = (id: string): string | undefined => names.get(id);
  const show = (before: unknown, step: Step<unknown>, actor: PlayerId, action: unknown): void => {
    actions.push({ player: actor, action });
    learnCardNames(rules.view(step.state, human), names);
    // Cards moving between zones are told by the game's own lines ("summons Fog", "is killed and goes to the cemetery"), as in the bots' summaries.
    const events = options.verbose ? step.events : step.events.filter((e) => e.type !== "card-moved");
    for (const line of playByPlay(game, [{ player: actor, action, events, around: { before, after: step.state } }], human, c, { playerName: name, verbose: options.verbose, cardName })) out.line(line);
  };
  // The bots' steps since the person's last decision, told together just before the next one.
  const botSteps: BotStep[] = [];
  const keepBotStep = (before: unknown, step: Step<unknown>, actor: PlayerId, action: unknown): void => {
    actions.push({ player: actor, action });
    learnCardNames(rules.view(step.state, human), names);
    const around = { before, after: step.state };
    botSteps.push({ player: actor, action, events: step.events, around, words: botActionWords(game, action, actor, human, around) });
  };
  const tellBotSteps = (): void => {
    for (const line of botTurnLines(game, botSteps, human, c, { playerName: name, verbose: options.verbose, cardName })) out.line(line);
    botSteps.length = 0;
  };
  /** Writes the record when `--record` was given: the whole match, or the match so far when it stopped early. */
  const saveRecord = async (last: unknown, early = false): Promise<number> => {
    if (options.record === undefined) return early ? 1 : 0;
    const begun = createRecord(rules, config);
    const full = begun.ok ? appendActions(begun.value, actions) : begun;
    if (!full.ok) {
      out.error(`The match could not be recorded: ${full.error.message}`);
      return 1;
    }
    const failed = await writeOutputFile(options.record, "--record", `${JSON.stringify(finishRecord(full.value, rules, last), null, 2)}\n`);
    if (failed !== undefined) {
      out.error(failed);
      return 1;
    }
    const file = shownText(options.record, Infinity);
    out.line(c.dim(early ? `The match so far (${actions.length} actions) is saved to ${file}; it replays to where it stopped.` : `Match record saved to ${file}.`));
    return early ? 1 : 0;
  };
  /** Whether Ctrl-C was pressed (read afresh each time: a signal handler sets it between awaits). */
  const interrupted = (): boolean => interruption.signal.aborted || asker.interrupted === true;
  /** Stops before the end: the input ended, Ctrl-C (then the status is 130 whatever the record), or stdout broke (141). */
  const stopEarly = async (last: unknown): Promise<number> => {
    tellBotSteps();
    if (broken.signal.aborted) {
      await saveRecord(last, true);
      return BROKEN_PIPE_STATUS;
    }
    if (interrupted()) {
      out.line();
      out.line(c.yellow("Interrupted (Ctrl-C): the match stopped before it ended."));
      await saveRecord(last, true);
      return INTERRUPTED_STATUS;
    }
    out.error("The input ended before the match did.");
    return saveRecord(last, true);
  };
  // Undo: the states of the human's decisions since the last step that revealed something or
  // used chance (undo never goes back past one), each with the number of actions made by then.
  const undoable: { readonly state: unknown; readonly actions: number }[] = [];
  /**
   * A step that revealed information or rolled dice cannot be taken back. A ruleset that does
   * not set the flags (one not built with the kit) is taken to reveal and roll on every step, as
   * the client takes it.
   */
  const settle = (step: Step<unknown>): void => {
    if (step.revealed !== false || step.random !== false) undoable.length = 0;
  };
  try {
    let steps = 0;
    while (rules.outcome(state) === undefined) {
      if (steps >= options.maxSteps) {
        tellBotSteps();
        out.error(`The match did not end within ${options.maxSteps} actions.`);
        // As when the input ends: the match so far is saved with --record.
        return await saveRecord(state, true);
      }
      const active = rules.activePlayers(state);
      const decision = rules.pending(state);
      const actor = active.includes(human) ? human : active[0];
      if (actor === undefined) {
        out.error("No player may act, but the match is not over (a bug in the game).");
        return 1;
      }
      const before = state;
      if (decision?.kind === "chance") {
        tellBotSteps();
        const who = name(actor);
        const coin = own(decision.details, "kind") === "coin";
        // The answer names the roll it was asked for (core's `details.roll`), so that the game
        // refuses it as stale (`chance/stale-answer`) if the match has moved on to another roll.
        const roll = own(decision.details, "roll");
        const answer = await asker.ask(shown(`${who}: ${decision.prompt}. Enter ${coin ? "heads or tails" : "the faces"}:`), (text) => {
          const faces = parseFaces(text, coin);
          if (!faces.ok) return faces;
          const action = isSeat(roll) && roll >= 1 ? { type: "faces", faces: faces.value, roll } : { type: "faces", faces: faces.value };
          const step = rules.apply(before, actor, action);
          return step.ok ? ok({ step: step.value, action }) : err(ruleErrorText(step.error));
        });
        if (answer === undefined) return await stopEarly(state);
        state = answer.step.state;
        show(before, answer.step, actor, answer.action);
        settle(answer.step);
      } else if (actor === human) {
        tellBotSteps();
        const legal = rules.legalActions(state, human);
        const view: unknown = rules.view(state, human);
        const choices = actionChoices(legal, (a) => game.describeAction?.(a, view) ?? actionText(a, names));
        out.line();
        out.line(c.bold("Your view:"));
        for (const line of game.describeView?.(view, human) ?? viewLines(view, names)) out.line(`  ${shown(line)}`);
        if (decision !== undefined) out.line(c.bold(shown(decision.prompt)));
        choices.forEach((choice, i) => {
          out.line(`  ${c.cyan(String(i + 1).padStart(2))}. ${shown(choice.text)}${choice.count > 1 ? c.dim(` (×${choice.count})`) : ""}`);
        });
        if (undoable[undoable.length - 1]?.state !== state) undoable.push({ state, actions: actions.length });
        const canUndo = undoable.length > 1;
        if (canUndo) out.line(`   ${c.cyan("u")}. Undo: back to your last decision`);
        type Answer = { readonly undo: true } | { readonly undo: false; readonly step: Step<unknown>; readonly action: unknown };
        const answer = await asker.ask(`Your choice (1-${choices.length}${canUndo ? " or u" : ""}):`, (text): Result<Answer, string> => {
          if (text === "u" || text === "undo") {
            return canUndo ? ok({ undo: true }) : err("There is nothing to undo: undo goes back to your last decision, never past dice rolled or a card revealed.");
          }
          const n = Number(text);
          if (!/^\d+$/.test(text) || !Number.isInteger(n) || n < 1 || n > choices.length) {
            return err(`${quoted(text)} is not one of the choices; type a number from 1 to ${choices.length}.`);
          }
          const action: unknown = choices[n - 1]?.action;
          const step = rules.apply(before, human, action);
          return step.ok ? ok({ undo: false, step: step.value, action }) : err(ruleErrorText(step.error));
        });
        if (answer === undefined) return await stopEarly(state);
        if (answer.undo) {
          undoable.pop();
          const back = undoable[undoable.length - 1];
          if (back !== undefined) {
            state = back.state;
            actions.length = back.actions;
            out.line(c.yellow("Undone: back to your last decision."));
          }
          continue;
        }
        state = answer.step.state;
        show(before, answer.step, human, answer.action);
        settle(answer.step);
      } else {
        const choose = choosers.get(actor);
        const legal = rules.legalActions(state, actor);
        if (choose === undefined || legal.length === 0) {
          tellBotSteps();
          out.error(`Player ${actor} has no legal action (a bug in the game).`);
          return 1;
        }
        // A bot's search runs without a break: let a Ctrl-C pressed meanwhile be seen before and after it.
        await pendingEvents();
        if (interrupted()) return await stopEarly(state);
        const action = choose(state, actor, legal);
        await pendingEvents();
        if (interrupted()) return await stopEarly(state);
        const step = rules.apply(state, actor, action);
        if (!step.ok) {
          tellBotSteps();
          out.error(ruleErrorText(step.error, "The bot's action was refused (a bug): "));
          return 1;
        }
        keepBotStep(before, step.value, actor, action);
        settle(step.value);
        state = step.value.state;
      }
      steps++;
    }
  } finally {
    asker.close();
    interruption.dispose();
    broken.dispose();
  }
  tellBotSteps();
  const outcome = rules.outcome(state);
  out.line();
  out.line(c.green(c.bold(outcomeLine(outcome, name))));
  const see = ruleSeeLine(outcome?.rule);
  if (see !== undefined) out.line(c.dim(see));
  if (outcome?.winners.includes(human) === true) out.line(c.green("You win!"));
  else if (outcome !== undefined && outcome.winners.length > 0) out.line("You lose. Better luck next time.");
  return saveRecord(state);
}