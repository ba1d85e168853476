import { CoreErrorCode, err, excerpt, playMatch, ruleError, type Chooser, type PlayedMatch, type PlayerId, type PlayMatchOptions, type Result, type RuleError, type Ruleset } from "@rulesmith/core";
import { BotErrorCode, type Bot } from "./bot.js";
import { notABot, OptionReader, rulesetError } from "./options.js";

/** Carries a bot's error out of core's `playMatch`, which rethrows what a chooser throws. */
class BotFailure extends Error {
  constructor(readonly error: RuleError) {
    super(error.message);
  }
}

/**
 * What a bot's `choose` returned, when it is a `Result`: `{ ok: true, value }`, or
 * `{ ok: false, error }` with a rule error (a `code` and a `message`); `undefined` otherwise.
 */
function botAnswer(r: unknown): { ok: true; value: unknown } | { ok: false; error: RuleError } | undefined {
  if (typeof r !== "object" || r === null) return undefined;
  const ok: unknown = Reflect.get(r, "ok");
  if (ok === true) return { ok: true, value: Reflect.get(r, "value") };
  if (ok !== false) return undefined;
  const error: unknown = Reflect.get(r, "error");
  if (typeof error !== "object" || error === null) return undefined;
  return typeof Reflect.get(error, "code") === "string" && typeof Reflect.get(error, "message") === "string" ? { ok: false, error: error as RuleError } : undefined;
}

/** The `internal/error` for a bot whose `choose` returned something other than a `Result` (a bug in the bot). */
function notAnAnswer<S, A>(bot: Bot<S, A>, player: PlayerId, r: unknown): RuleError {
  const named: unknown = Reflect.get(bot, "name");
  const who = typeof named === "string" ? `The bot ${excerpt(named)}` : "The bot";
  return ruleError(
    CoreErrorCode.Internal,
    `${who} in seat ${player} returned ${excerpt(r)} from choose, which is not a Result: choose returns ok(action), or an error result ({ ok: false, error: { code, message } }).`,
    { details: { seat: player } },
  );
}

/**
 * Plays one match with a bot in every seat: `bots[p]` plays for player `p` (seat numbers
 * from 0), built on core's `playMatch`, so the match is recorded and can be replayed.
 *
 * @remarks
 * Each bot is asked only for its own seat. Errors come back as results: setup's error for a
 * bad config; `bots/seat` for an entry that is not a bot (an object with a `choose`
 * function), for more bots than the match has seats, and when a seat that must act has no
 * bot; `bots/options` for something that is not a ruleset and for bad options (`maxSteps` a
 * whole number from 0, `onStep` a function, nothing else); a bot's own error (such as
 * `internal/error` when the ruleset broke its contract during a search); `internal/error`
 * naming the bot and its seat when a bot's `choose` returns something that is not a `Result`
 * (an action not wrapped in `ok(...)`, `undefined`, an error result without a `code` and a
 * `message`); and every error of `playMatch`. An exception a bot or `onStep` throws is the
 * caller's and is let through, as in `playMatch`.
 *
 * @param ruleset - The game.
 * @param config - The config for `setup` (plain JSON).
 * @param bots - One bot per seat, in seat order.
 * @param options - `playMatch`'s step limit and per-step callback.
 * @returns The played match (final state, record, outcome, steps), or why it could not be played.
 * @example
 * ```ts
 * import { greedyBot, playBots, randomBot } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const a = greedyBot(diceDuel, { seed: 1 });
 * const b = randomBot(diceDuel, { seed: 2 });
 * if (a.ok && b.ok) {
 *   const m = playBots(diceDuel, { seed: 5 }, [a.value, b.value]);
 *   if (m.ok) console.log(m.value.outcome, m.value.steps); // { winners: [ 0 ], losers: [ 1 ], reason: 'player 1 was reduced to 0 HP' } 3
 * }
 * ```
 */
export function playBots<S, A, C>(
  ruleset: Ruleset<S, A, C>,
  config: C,
  bots: readonly Bot<S, A>[],
  options?: PlayMatchOptions<S, A>,
): Result<PlayedMatch<S>> {
  return playSeated(ruleset, config, bots, options, false);
}

/**
 * {@link playBots}, and for `tournament` with `extra` set: bots beyond the match's seats sit
 * out instead of being refused.
 * @internal
 */
export function playSeated<S, A, C>(ruleset: Ruleset<S, A, C>, config: C, bots: readonly Bot<S, A>[], options: PlayMatchOptions<S, A> | undefined, extra: boolean): Result<PlayedMatch<S>> {
  const bad = rulesetError(ruleset, "match");
  if (bad !== undefined) return bad;
  const given: unknown = bots;
  if (!Array.isArray(given) || bots.length === 0) return err(ruleError(BotErrorCode.NoBot, "A match needs at least one bot."));
  const notBot = notABot(given);
  if (notBot !== undefined) return err(ruleError(BotErrorCode.NoBot, `${notBot}.`));
  const read = new OptionReader(options, ["maxSteps", "onStep"]);
  read.int("maxSteps", 0, Number.MAX_SAFE_INTEGER, 0);
  read.checkFunction("onStep");
  const badOptions = read.error("match");
  if (badOptions !== undefined) return badOptions;
  let seated = extra;
  const choose: Chooser<S, A> = (state: S, player: PlayerId): A => {
    if (!seated) {
      seated = true;
      const seats = ruleset.players(state).length;
      if (bots.length > seats) throw new BotFailure(ruleError(BotErrorCode.NoBot, `The match seats ${seats} players, but ${bots.length} bots were given: give one bot per seat.`, { details: { seats, bots: bots.length } }));
    }
    const bot = bots[player];
    if (bot === undefined) throw new BotFailure(ruleError(BotErrorCode.NoBot, `Seat ${player} must act, but only ${bots.length} bot(s) were given.`, { details: { seat: player } }));
    const r: unknown = bot.choose(state, player);
    const answer = botAnswer(r);
    if (answer === undefined) throw new BotFailure(notAnAnswer(bot, player, r));
    if (!answer.ok) throw new BotFailure(answer.error);
    return answer.value as A;
  };
  try {
    return playMatch(ruleset, config, choose, options);
  } catch (e) {
    if (e instanceof BotFailure) return err(e.error);
    throw e;
  }
}
