// `rulesmith demo`: bot-vs-bot matches printed as a play-by-play.
import { playMatch, thrownText, type Chooser, type MatchRecord, type Outcome } from "@rulesmith/core";
import { availableBots, parseBotList, tryBots, type BotChoice } from "../bots.js";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import type { GameModule, GameRegistry } from "../game-module.js";
import { outcomeLine, playByPlay, visibleEvents, type PlayStep } from "../play-by-play.js";
import { findGame } from "../registry.js";
import { BROKEN_PIPE_STATUS, onBrokenStdout, pendingEvents } from "../interrupt.js";
import { botSeed } from "../sim-match.js";
import { learnCardNames } from "../card-names.js";
import { outputFilesProblem, writeOutputFile } from "../output-path.js";
import { matchWords, playerCount, playersFor, seatBotList } from "../seats.js";
import { ruleErrorText, ruleSeeLine } from "../rule-link.js";
import { matchConfig, readMatchCards, unplayedCardsWarning, type MatchCards } from "../cards-and-decks.js";
import { deckFiles, deckPlayers } from "../decks.js";
import { shownText } from "../user-input.js";

/**
 * The options of `rulesmith demo`, as parsed from the command line.
 *
 * @internal
 * @example
 * ```ts
 * const options: DemoCommandOptions = { game: "guardians", seed: 7, players: 3, bots: "greedy,random,random", reveal: false, verbose: false, json: false, maxSteps: 10000 };
 * ```
 */
export interface DemoCommandOptions {
  readonly game?: string;
  readonly seed: number;
  /** `--players`: how many players; each game's fewest when absent. */
  readonly players?: number;
  /** `--bots`: one bot for every seat, or one per seat in seat order, comma-separated. */
  readonly bots: string;
  readonly reveal: boolean;
  readonly verbose: boolean;
  readonly json: boolean;
  readonly record?: string;
  /** `--cards`: a card file of your own, added to the game's sample cards (needs `game`). */
  readonly cards?: string;
  /** `--decks`: deck files, comma-separated, one per seat in seat order (needs `game`). */
  readonly decks?: string;
  readonly maxSteps: number;
  readonly color?: boolean;
}

interface DemoMatch {
  readonly game: GameModule;
  readonly seed: number;
  readonly bots: readonly string[];
  /** With `--decks`: each seat's deck name, in seat order. */
  readonly decks?: readonly string[];
  readonly steps: readonly PlayStep[];
  readonly record: MatchRecord;
  readonly outcome: Outcome | undefined;
  readonly names: ReadonlyMap<string, string>;
}

/** A game to play, with its number of players, one bot per seat, and the cards and decks of `--cards` and `--decks`. */
interface DemoPlan {
  readonly game: GameModule;
  readonly players: number;
  readonly bots: readonly BotChoice[];
  readonly given: MatchCards;
}

function playDemo({ game, players, bots, given }: DemoPlan, seed: number, maxSteps: number, reveal: boolean): DemoMatch | string {
  const configured = matchConfig(game, seed, players, given);
  if (!configured.ok) return ruleErrorText(configured.error);
  const config = configured.value;
  const start = game.ruleset.setup(config);
  if (!start.ok) return ruleErrorText(start.error, `${game.name} refused ${given.decks === undefined ? "its demo config" : "the decks"}: `);
  const seats = game.ruleset.players(start.value).length;
  if (seats !== players) return `The demo config for ${players} players seats ${seats} (a bug in the game).`;
  const choosers: Chooser<unknown, unknown>[] = [];
  for (let s = 0; s < seats; s++) {
    const bot = bots[s];
    if (bot === undefined) return "No bot to seat.";
    const made = bot.spec.create(game, botSeed(seed, s), bot.params);
    if (!made.ok) return ruleErrorText(made.error);
    choosers.push(made.value);
  }
  const steps: PlayStep[] = [];
  const names = new Map<string, string>();
  const viewers = reveal ? game.ruleset.players(start.value) : ["spectator" as const];
  const learn = (state: unknown): void => {
    for (const v of viewers) learnCardNames(game.ruleset.view(state, v), names);
  };
  learn(start.value);
  let played;
  try {
    played = playMatch(
      game.ruleset,
      config,
      (state, player, legal) => {
        const c = choosers[player];
        if (c === undefined) throw new Error(`No bot sits at seat ${player}.`);
        return c(state, player, legal);
      },
      {
        maxSteps,
        onStep: (info) => {
          steps.push({ player: info.player, action: info.action, events: info.step.events, around: { before: info.before, after: info.step.state } });
          learn(info.step.state);
        },
      },
    );
  } catch (e) {
    return e instanceof Error ? e.message : thrownText(e);
  }
  if (!played.ok) return ruleErrorText(played.error);
  const decks = given.decks?.map((d) => d.name);
  return { game, seed, bots: bots.map((b) => b.label), ...(decks === undefined ? {} : { decks }), steps, record: played.value.record, outcome: played.value.outcome, names };
}

/** Without `--game`, every game plays: which games seat the number of players asked for. */
function gamesSeating(registry: GameRegistry, players: number): string {
  const fit = registry.games.filter((g) => g.example !== true && playerCount(g, players).ok).map((g) => g.id);
  return fit.length === 0 ? `No game seats ${players} players.` : `Give --game with a game that seats ${players}: ${fit.join(", ")}.`;
}

/**
 * Runs `rulesmith demo`: one bot-vs-bot match per game (or of the game asked for), printed as
 * a play-by-play, or as JSON; optionally saves the match records.
 *
 * With `--decks` (and `--game`), the match plays those deck lists, one per seat in seat order,
 * checked as `simulate --decks` checks them (against the sample cards and the `--cards`
 * file's); the number of players defaults to the number of decks, and the header and the JSON
 * name each seat's deck.
 *
 * @internal
 * @param io - Streams.
 * @param registry - Games.
 * @param options - Parsed options.
 * @returns The exit status: 2 for an unknown game or bot, bot options a bot refuses, a number
 *   of players a game does not seat, a bot list that does not name one bot per seat, a deck list
 *   that does not name one deck per seat (or a game without decks), `--cards` or `--decks`
 *   without `--game`, an output file that cannot be written, or `--record` without `--game`
 *   when several games would play (all checked before any match is played), 1 for a card or
 *   deck file that cannot be read or is not valid, when a match fails, does not end within
 *   `maxSteps` actions, or no game can be played, 141 when stdout broke (its reader went away)
 *   and the matches left were not played.
 * @example
 * ```ts
 * const status = await demoCommand(io, await loadRegistry(), { game: "dice-duel", seed: 7, bots: "random,random", reveal: false, verbose: false, json: false, maxSteps: 10000 });
 * ```
 */
export async function demoCommand(io: CliIo, registry: GameRegistry, options: DemoCommandOptions): Promise<number> {
  const out = output(io, options.color);
  let games: readonly GameModule[];
  if (options.game !== undefined) {
    const g = findGame(registry, options.game);
    if (!g.ok) {
      out.error(ruleErrorText(g.error));
      return 2;
    }
    games = [g.value];
  } else {
    const real = registry.games.filter((g) => g.example !== true);
    games = real.length > 0 ? real : registry.games;
    if (games.length === 0) {
      out.error("No game can be played yet.");
      return 1;
    }
  }
  const bots = parseBotList(options.bots, availableBots());
  if (!bots.ok) {
    out.error(ruleErrorText(bots.error));
    return 2;
  }
  // Cards and decks are of one game.
  for (const [option, given] of [
    ["--cards", options.cards],
    ["--decks", options.decks],
  ] as const) {
    if (given !== undefined && options.game === undefined) {
      out.error(`${option} holds the ${option === "--cards" ? "cards" : "decks"} of one game: give --game too.`);
      return 2;
    }
  }
  const deckList = deckFiles(options.decks);
  if (!deckList.ok) {
    out.error(ruleErrorText(deckList.error));
    return 2;
  }
  const files = deckList.value;
  const plans: DemoPlan[] = [];
  for (const game of games) {
    // Without --players, one seat per deck, else one per bot when two or more are listed.
    const players = files === undefined ? playersFor(game, options.players, bots.value.length, "--bots") : deckPlayers(game, options.players, files.length);
    if (!players.ok) {
      const asked = options.players ?? bots.value.length;
      out.error(options.game === undefined ? `${players.error.message} ${gamesSeating(registry, asked)}` : players.error.message);
      return 2;
    }
    const seated = seatBotList(bots.value, { option: "--bots", seats: players.value, match: matchWords(game, players.value) });
    if (!seated.ok) {
      out.error(ruleErrorText(seated.error));
      return 2;
    }
    plans.push({ game, players: players.value, bots: seated.value, given: {} });
  }
  // Bot options a bot refuses are a usage error, found before any match (as simulate and play do).
  for (const plan of plans) {
    const tried = tryBots(plan.game, plan.bots, botSeed(options.seed, 0));
    if (!tried.ok) {
      out.error(ruleErrorText(tried.error));
      return 2;
    }
  }
  const unwritable = await outputFilesProblem([["--record", options.record]]);
  if (unwritable !== undefined) {
    out.error(unwritable);
    return 2;
  }
  // A record file holds one match, which is what `replay` reads.
  if (options.record !== undefined && plans.length > 1) {
    out.error(`--record saves one match, and without --game demo plays ${plans.length} (one per game): give --game, such as --game ${plans[0]?.game.id ?? "ward"}.`);
    return 2;
  }
  const [plan] = plans;
  if (plan !== undefined && (options.cards !== undefined || files !== undefined)) {
    const given = await readMatchCards(plan.game, options.cards, files);
    if (!given.ok) {
      out.error(given.error.text);
      return given.error.status;
    }
    plans[0] = { ...plan, given: given.value };
    const unplayed = unplayedCardsWarning(options.cards, files);
    if (unplayed !== undefined) out.warn(unplayed);
  }
  const broken = onBrokenStdout(io.stdout);
  try {
    return await playDemos(io, plans, options, broken.signal);
  } finally {
    broken.dispose();
  }
}

/**
 * Plays the demo matches and prints them, or their JSON; saves the record. A stdout that broke
 * while a match was printed (`demo | head -1`) stops it before the next match.
 */
async function playDemos(io: CliIo, plans: readonly DemoPlan[], options: DemoCommandOptions, broken: AbortSignal): Promise<number> {
  const out = output(io, options.color);
  const matches: DemoMatch[] = [];
  let status = 0;
  for (const plan of plans) {
    // A write to a closed pipe fails a moment later: let that be seen before playing on for nobody.
    await pendingEvents();
    if (broken.aborted) return BROKEN_PIPE_STATUS;
    const game = plan.game;
    const m = playDemo(plan, options.seed, options.maxSteps, options.reveal);
    if (typeof m === "string") {
      out.error(`${game.name}: ${m}`);
      status = 1;
      continue;
    }
    matches.push(m);
    const c = out.c;
    if (!options.json) {
      // Deck names come from the deck files: shown with control characters escaped.
      const deck = (p: number): string => (m.decks === undefined ? "" : ` (${shownText(m.decks[p] ?? "?", Infinity)})`);
      out.line(c.bold(`== ${game.name}: seed ${m.seed}, ${m.bots.map((b, p) => `player ${p} ${b}${deck(p)}`).join(" vs ")} ==`));
      for (const line of playByPlay(game, m.steps, options.reveal ? "all" : "spectator", c, { verbose: options.verbose, cardName: (id) => m.names.get(id) })) out.line(line);
    }
    // A match without an outcome was cut by the step limit (a stuck match fails in playDemo): it
    // did not end, a failure as in play. The play-by-play so far stays printed.
    if (m.outcome === undefined) {
      out.error(`${game.name}: The match did not end within ${options.maxSteps} actions.`);
      status = 1;
      if (!options.json) out.line();
      continue;
    }
    if (options.json) continue;
    const name = (p: number): string => `Player ${p} (${m.bots[p] ?? "?"})`;
    out.line(c.green(c.bold(outcomeLine(m.outcome, name))));
    const see = ruleSeeLine(m.outcome.rule);
    if (see !== undefined) out.line(c.dim(see));
    out.line(c.dim(`${m.steps.length} actions.`));
    out.line();
  }
  if (options.json) {
    const doc = matches.map((m) => ({
      game: m.game.id,
      seed: m.seed,
      bots: m.bots,
      ...(m.decks === undefined ? {} : { decks: m.decks }),
      outcome: m.outcome ?? null,
      actions: m.steps.length,
      lines: playByPlay(m.game, m.steps, options.reveal ? "all" : "spectator", output(io, false).c, { verbose: options.verbose, cardName: (id) => m.names.get(id), raw: true }),
      steps: m.steps.map((s) => ({ player: s.player, action: s.action, events: visibleEvents(m.game, s.events, options.reveal ? "all" : "spectator", s.around) })),
      record: m.record,
    }));
    io.stdout.write(`${JSON.stringify({ matches: doc }, null, 2)}\n`);
  }
  if (options.record !== undefined && matches.length > 0) {
    const failed = await writeOutputFile(options.record, "--record", `${JSON.stringify(matches[0]?.record, null, 2)}\n`);
    if (failed !== undefined) {
      out.error(failed);
      return 1;
    }
  }
  return status;
}
