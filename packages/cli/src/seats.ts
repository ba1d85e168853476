// How many players a match seats and which bot sits where: the `--players` and `--bots` rules
// that demo, play and simulate share.
import { err, excerpt, isList, ok, own, ruleError, type Result } from "@rulesmith/core";
import type { GameModule, SeatRange } from "./game-module.js";

/**
 * The seats of a game that does not say: two players, no more, no fewer.
 *
 * @example
 * ```ts
 * import { TWO_SEATS } from "@rulesmith/cli";
 * TWO_SEATS; // { min: 2, max: 2 }
 * ```
 */
export const TWO_SEATS: SeatRange = { min: 2, max: 2 };

/**
 * The most players a simulation seats, whatever the game: a bound on numbers that come from
 * outside (a shard file, a queue job, a caller), well above any game's seats.
 *
 * @internal
 * @example
 * ```ts
 * MAX_PLAYERS; // 1000
 * ```
 */
export const MAX_PLAYERS = 1000;

/**
 * How many players a match of a game seats: its {@link GameModule.seats}, or 2 to 2 when the
 * game does not say.
 *
 * @param game - The game.
 * @returns The fewest and the most players.
 * @example
 * ```ts
 * import { seatRange } from "@rulesmith/cli";
 * seatRange({ seats: { min: 2, max: 4 } }); // { min: 2, max: 4 }
 * seatRange({}); // { min: 2, max: 2 }
 * ```
 */
export function seatRange(game: Pick<GameModule, "seats">): SeatRange {
  return game.seats ?? TWO_SEATS;
}

/**
 * A count and a word, the word in the plural unless the count is 1: `"1 match"`, `"3 matches"`.
 *
 * @internal
 * @param n - The count.
 * @param word - The word in the singular.
 * @param many - The plural, when it is not the word and an `s` (default).
 * @returns The words.
 * @example
 * ```ts
 * plural(1, "player"); // "1 player"
 * plural(2, "match", "matches"); // "2 matches"
 * ```
 */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${typeof n === "number" ? n : excerpt(n)} ${n === 1 ? word : many}`;
}

/**
 * A game's seats in words: `"exactly 2 players"` or `"2 to 4 players"`.
 *
 * @param game - The game.
 * @returns The words.
 * @example
 * ```ts
 * import { seatsInWords } from "@rulesmith/cli";
 * seatsInWords({ seats: { min: 2, max: 4 } }); // "2 to 4 players"
 * seatsInWords({}); // "exactly 2 players"
 * ```
 */
export function seatsInWords(game: Pick<GameModule, "seats">): string {
  const { min, max } = seatRange(game);
  return min === max ? `exactly ${plural(min, "player")}` : `${min} to ${max} players`;
}

/**
 * The number of players for a match: the one asked for (`--players`), checked against the
 * game's {@link seatRange}, or the game's fewest when none was asked for.
 *
 * @param game - The game (its name and seats).
 * @param players - The number asked for, or `undefined`.
 * @returns The number, or `players/range` with a sentence naming the game's seats.
 * @example
 * ```ts
 * import { playerCount } from "@rulesmith/cli";
 * playerCount({ name: "Guardians", seats: { min: 2, max: 4 } }, 3); // { ok: true, value: 3 }
 * playerCount({ name: "Ward" }, 3).ok; // false — "Ward seats exactly 2 players; --players 3 is not possible."
 * ```
 */
export function playerCount(game: Pick<GameModule, "name" | "seats">, players?: number): Result<number> {
  const { min, max } = seatRange(game);
  if (players === undefined) return ok(min);
  if (Number.isInteger(players) && players >= min && players <= max) return ok(players);
  return err(
    ruleError("players/range", `${game.name} seats ${seatsInWords(game)}; --players ${excerpt(players)} is not possible.`, {
      details: { players: typeof players === "number" ? players : excerpt(players), min, max },
    }),
  );
}

/**
 * The number of players for a match whose bots are listed: the one asked for (`--players`) when
 * given; otherwise, when two or more bots are listed (one per seat), their number, if the game
 * seats that many; otherwise the game's fewest.
 *
 * @remarks
 * A single bot is not counted: it sits in every seat. A list longer than the game seats is
 * refused with `players/range`, naming the option and the game's seats, instead of being cut.
 *
 * @param game - The game.
 * @param asked - `--players`, or `undefined`.
 * @param listed - How many bots the list names.
 * @param option - The option that gave the list (`"--bots"`, `"--bot"`), for the message.
 * @param besides - How many seats the list leaves out (1 for `play`'s `--bot`, which names the
 *   seats besides the person's; 0 otherwise).
 * @returns The number of players, or `players/range`; or `bots/count` when `listed` or
 *   `besides` is not a whole number from 0.
 * @example
 * ```ts
 * import { playersFor } from "@rulesmith/cli";
 * const guardians = { name: "Guardians of the Elements", seats: { min: 2, max: 4 } };
 * playersFor(guardians, undefined, 3, "--bots");  // { ok: true, value: 3 }
 * playersFor(guardians, undefined, 1, "--bots");  // { ok: true, value: 2 } — one bot sits everywhere
 * playersFor(guardians, 4, 1, "--bots");          // { ok: true, value: 4 }
 * playersFor(guardians, undefined, 5, "--bots").ok; // false — Guardians seats 2 to 4 players
 * ```
 */
export function playersFor(game: Pick<GameModule, "name" | "seats">, asked: number | undefined, listed: number, option: string, besides = 0): Result<number> {
  for (const [what, n] of [
    ["bots listed", listed],
    ["seats besides the list", besides],
  ] as const) {
    if (!Number.isSafeInteger(n) || n < 0) return err(ruleError("bots/count", `The number of ${what} is a whole number from 0, not ${excerpt(n)}.`));
  }
  if (asked !== undefined || listed < 2) return playerCount(game, asked);
  const n = listed + besides;
  const { min, max } = seatRange(game);
  if (n >= min && n <= max) return ok(n);
  const seats = besides > 0 ? `${plural(listed, "bot")} for the seats besides yours, ${n} players in all` : plural(listed, "bot");
  const per = besides > 0 ? "other seat" : "seat";
  return err(
    ruleError("players/range", `${typeof option === "string" ? option : excerpt(option)} names ${seats}, but ${game.name} seats ${seatsInWords(game)}: name one bot per ${per}, or a single bot for every ${per}.`, {
      details: { players: n, min, max },
    }),
  );
}

/**
 * Who fills the seats, for {@link seatBotList}: the option that names the bots, how many seats
 * they fill, and words for the match (`"Guardians of the Elements, 4 players"`).
 *
 * @example
 * ```ts
 * import type { BotSeats } from "@rulesmith/cli";
 * const s: BotSeats = { option: "--bots", seats: 4, match: "Guardians of the Elements, 4 players" };
 * ```
 */
export interface BotSeats {
  /** The option the bots were given with (`"--bots"`, `"--bot"`). */
  readonly option: string;
  /** How many seats the bots fill. */
  readonly seats: number;
  /** The game and its number of players, for the message. */
  readonly match: string;
  /** `true` when the seats are those besides a person's (`play`). */
  readonly others?: boolean;
}

/**
 * One bot per seat from the bots named on the command line: a single bot sits in every seat; a
 * list of two or more must name exactly one bot per seat, in seat order. A list that is longer
 * or shorter is refused, never cut or padded.
 *
 * @typeParam T - What a bot is (a {@link BotChoice}, a name).
 * @param bots - The bots as listed.
 * @param seats - The seats to fill and words for the message.
 * @returns One bot per seat, or `bots/count` with a sentence saying how many to name (also
 *   for bots that are not a list, or a number of seats that is not a whole number from 1 to
 *   1000).
 * @example
 * ```ts
 * import { seatBotList } from "@rulesmith/cli";
 * const seats = { option: "--bots", seats: 3, match: "Guardians of the Elements, 3 players" };
 * seatBotList(["random"], seats); // { ok: true, value: ["random", "random", "random"] }
 * seatBotList(["greedy", "random"], seats).ok; // false — 2 bots for 3 seats
 * ```
 */
export function seatBotList<T>(bots: readonly T[], seats: BotSeats): Result<T[]> {
  const count = own(seats, "seats");
  if (!isList(bots) || typeof count !== "number" || !Number.isSafeInteger(count) || count < 1 || count > MAX_PLAYERS) {
    return err(ruleError("bots/count", `Seat bots from a list of bots, for 1 to ${MAX_PLAYERS} seats; not ${excerpt(bots)} for ${excerpt(count)} seats.`));
  }
  const [only] = bots;
  if (bots.length === 1 && only !== undefined) return ok(Array.from({ length: seats.seats }, () => only));
  if (bots.length === seats.seats) return ok(bots.slice());
  const where = seats.others === true ? `the ${plural(seats.seats, "seat")} besides yours` : plural(seats.seats, "seat");
  const per = seats.others === true ? "other seat" : "seat";
  return err(
    ruleError(
      "bots/count",
      `${seats.option} names ${plural(bots.length, "bot")} for ${where} (${seats.match}): name one bot per ${per}, ${seats.seats} comma-separated, or a single bot for every ${per}.`,
      { details: { bots: bots.length, seats: seats.seats } },
    ),
  );
}

/**
 * Words for a match's game and number of players, for messages: `"Ward, 2 players"`.
 *
 * @param game - The game.
 * @param players - The number of players.
 * @returns The words.
 * @example
 * ```ts
 * import { matchWords } from "@rulesmith/cli";
 * matchWords({ name: "Ward" }, 2); // "Ward, 2 players"
 * ```
 */
export function matchWords(game: Pick<GameModule, "name">, players: number): string {
  return `${game.name}, ${plural(players, "player")}`;
}
