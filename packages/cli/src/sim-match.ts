// One match of a simulation: who sits where, the seeds, and what came of it. Workers and the
// in-thread runner both call this, so results do not depend on where a match ran.
import { playMatch, thrownText, type Chooser, type PlayerId } from "@rulesmith/core";
import type { BotChoice } from "./bots.js";
import { withCards } from "./custom-cards.js";
import { deckConfig } from "./decks.js";
import type { GameModule } from "./game-module.js";

/**
 * What one simulated match came to.
 *
 * @example
 * ```ts
 * import type { MatchSummary } from "@rulesmith/cli";
 * const m: MatchSummary = { index: 0, seed: 1, seats: [0, 1], winners: [1], steps: 42, finished: true, ms: 3.2, error: null };
 * ```
 */
export interface MatchSummary {
  /** The match number, from 0. */
  readonly index: number;
  /** The game seed (the simulation seed plus the index). */
  readonly seed: number;
  /**
   * For each seat, the position in the bot list of the bot sitting there; in a deck-against-deck
   * simulation, the position in the deck list of the deck played there (and of its bot).
   */
  readonly seats: readonly number[];
  /** The winning seats (none for a draw or an unfinished match). */
  readonly winners: readonly PlayerId[];
  /** Actions applied. */
  readonly steps: number;
  /** `false` when the match hit the step limit or failed. */
  readonly finished: boolean;
  /** Wall-clock milliseconds the match took. */
  readonly ms: number;
  /** Why the match failed (a ruleset or bot bug), or `null`. */
  readonly error: string | null;
}

/**
 * The seat arrangement of match `index`: seat `s` gets bot `(s + index) mod bots`, so with two
 * bots they swap seats every match, and with one bot per seat each bot sits in every seat in
 * turn.
 *
 * @param index - The match number.
 * @param seats - Seats in the match.
 * @param bots - Bots in the list.
 * @returns For each seat, the bot's position in the list.
 * @example
 * ```ts
 * import { seatBots } from "@rulesmith/cli";
 * seatBots(0, 2, 2); // [0, 1]
 * seatBots(1, 2, 2); // [1, 0]
 * seatBots(1, 4, 4); // [1, 2, 3, 0]
 * ```
 */
export function seatBots(index: number, seats: number, bots: number): number[] {
  const out = new Array<number>(seats);
  for (let s = 0; s < seats; s++) out[s] = (s + index) % bots;
  return out;
}

/**
 * The largest match seed: core's generator takes a number seed as 32 bits, so 2^32 would play
 * as seed 0.
 *
 * @internal
 * @example
 * ```ts
 * MAX_SEED; // 4294967295
 * ```
 */
export const MAX_SEED = 0xffffffff;

/**
 * The seed of the bot at `seat` in the match played with `matchSeed`: different for every seat
 * and match, and the same wherever the match runs.
 *
 * @param matchSeed - The game seed of the match.
 * @param seat - The seat.
 * @returns The bot's seed.
 * @example
 * ```ts
 * import { botSeed } from "@rulesmith/cli";
 * botSeed(7, 1); // 7002
 * ```
 */
export function botSeed(matchSeed: number, seat: number): number {
  return matchSeed * 1000 + seat + 1;
}

function thrown(e: unknown): string {
  return e instanceof Error ? e.message : thrownText(e);
}

/**
 * Plays match `index` of a simulation: game seed `baseSeed + index`, the game's demo config
 * (for `players` players when given), bots seated by {@link seatBots}, each seeded by
 * {@link botSeed}.
 *
 * @remarks
 * With `decks`, the decks rotate instead of the bots: seat `s` plays deck
 * `(s + index) mod decks` (one deck per seat), with the bot of the same position (or the single
 * bot), so over a cycle of matches every deck is played from every seat.
 *
 * @param game - The game.
 * @param bots - The bots, in `--bots` order: one per seat, or a single bot in every seat.
 * @param baseSeed - The simulation seed.
 * @param index - The match number.
 * @param maxSteps - The step limit of a match.
 * @param players - How many players (within the game's seats); the game's demo default when absent.
 * @param decks - Deck lists to play instead of the starter decks (the game's deck-list JSON,
 *   already checked), one per seat; see {@link deckConfig}.
 * @param pool - The card pool with cards of your own (see {@link cardPool}), the config's
 *   `cards`; the game's sample cards when absent.
 * @returns The summary; a failure (a config the game refuses, a bot that cannot be made, a
 *   ruleset or bot that breaks) is in `error`, never thrown.
 * @example
 * ```ts
 * import { playSimMatch, parseBotList, availableBots, loadRegistry, findGame } from "@rulesmith/cli";
 * const game = findGame(await loadRegistry(), "dice-duel");
 * const bots = parseBotList("random,random", availableBots());
 * if (game.ok && bots.ok) console.log(playSimMatch(game.value, bots.value, 1, 0, 10000)); // { index: 0, seed: 1, seats: [ 0, 1 ], winners: [ 0 ], steps: 12, finished: true, ms: ..., error: null } — ms, the time taken, differs from run to run
 * ```
 */
export function playSimMatch(
  game: GameModule,
  bots: readonly BotChoice[],
  baseSeed: number,
  index: number,
  maxSteps: number,
  players?: number,
  decks?: readonly unknown[],
  pool?: unknown,
): MatchSummary {
  const seed = baseSeed + index;
  const started = performance.now();
  const fail = (seats: readonly number[], error: string): MatchSummary => ({
    index,
    seed,
    seats,
    winners: [],
    steps: 0,
    finished: false,
    ms: performance.now() - started,
    error,
  });
  try {
    let config: unknown;
    if (decks === undefined) {
      config = withCards(game.demoConfig(seed, players === undefined ? undefined : { players }), pool);
    } else {
      const seated = seatBots(index, players ?? decks.length, decks.length).map((p) => decks[p] ?? null);
      const made = deckConfig(game, seed, seated);
      if (!made.ok) return fail([], made.error.message);
      config = withCards(made.value, pool);
    }
    const start = game.ruleset.setup(config);
    if (!start.ok) return fail([], `The game refused ${decks === undefined ? "its demo config" : "the config with the decks"}: ${start.error.message}`);
    const seatCount = game.ruleset.players(start.value).length;
    if (players !== undefined && seatCount !== players) return fail([], `The demo config for ${players} players seats ${seatCount} (a bug in the game).`);
    if (decks !== undefined && seatCount !== decks.length) return fail([], `The config with ${decks.length} decks seats ${seatCount} players (a bug in the game).`);
    // Who sits where: the decks rotate when there are decks, else the bots; a single bot sits everywhere.
    const seats = seatBots(index, seatCount, decks?.length ?? bots.length);
    const choosers: Chooser<unknown, unknown>[] = [];
    for (let s = 0; s < seatCount; s++) {
      const bot = bots.length === 1 ? bots[0] : bots[seats[s] ?? 0];
      if (bot === undefined) return fail(seats, "No bot to seat.");
      const made = bot.spec.create(game, botSeed(seed, s), bot.params);
      if (!made.ok) return fail(seats, made.error.message);
      choosers.push(made.value);
    }
    const choose: Chooser<unknown, unknown> = (state, player, legal) => {
      const c = choosers[player];
      if (c === undefined) throw new Error(`No bot sits at seat ${player}.`);
      return c(state, player, legal);
    };
    const played = playMatch(game.ruleset, config, choose, { maxSteps });
    if (!played.ok) return fail(seats, played.error.message);
    const outcome = played.value.outcome;
    return {
      index,
      seed,
      seats,
      winners: outcome === undefined ? [] : outcome.winners.slice(),
      steps: played.value.steps,
      finished: outcome !== undefined,
      ms: performance.now() - started,
      error: null,
    };
  } catch (e) {
    return fail([], thrown(e));
  }
}
