import { err, playMatch, ruleError, type Chooser, type PlayedMatch, type PlayerId, type PlayMatchOptions, type Result, type RuleError, type Ruleset } from "@rulesmith/core";
import { BotErrorCode, type Bot } from "./bot.js";

/** Carries a bot's error out of core's `playMatch`, which rethrows what a chooser throws. */
class BotFailure extends Error {
  constructor(readonly error: RuleError) {
    super(error.message);
  }
}

/**
 * Plays one match with a bot in every seat: `bots[p]` plays for player `p` (seat numbers
 * from 0), built on core's `playMatch`, so the match is recorded and can be replayed.
 *
 * @remarks
 * Each bot is asked only for its own seat. Errors come back as results: setup's error for a
 * bad config, `bots/seat` when a seat that must act has no bot, a bot's own error (such as
 * `internal/error` when the ruleset broke its contract during a search), and every error of
 * `playMatch`.
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
 *   if (m.ok) console.log(m.value.outcome, m.value.steps);
 * }
 * ```
 */
export function playBots<S, A, C>(
  ruleset: Ruleset<S, A, C>,
  config: C,
  bots: readonly Bot<S, A>[],
  options?: PlayMatchOptions<S, A>,
): Result<PlayedMatch<S>> {
  const given: unknown = bots;
  if (!Array.isArray(given) || bots.length === 0) return err(ruleError(BotErrorCode.NoBot, "A match needs at least one bot."));
  const choose: Chooser<S, A> = (state: S, player: PlayerId): A => {
    const bot = bots[player];
    if (bot === undefined) throw new BotFailure(ruleError(BotErrorCode.NoBot, `Seat ${player} must act, but only ${bots.length} bot(s) were given.`, { details: { seat: player } }));
    const r = bot.choose(state, player);
    if (!r.ok) throw new BotFailure(r.error);
    return r.value;
  };
  try {
    return playMatch(ruleset, config, choose, options);
  } catch (e) {
    if (e instanceof BotFailure) return err(e.error);
    throw e;
  }
}
