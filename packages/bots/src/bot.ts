import type { PlayerId, Result } from "@rulesmith/core";

/**
 * A player that picks actions for any game through the `Ruleset` contract alone. A bot is
 * made for one ruleset by a factory ({@link randomBot}, {@link greedyBot}, {@link mctsBot})
 * with a seed and options, and its only randomness is that seed.
 *
 * @remarks
 * A bot keeps one seeded generator between calls (like core's `randomChooser`): the same bot,
 * created with the same seed and asked the same questions in the same order, gives the same
 * answers. Use a fresh bot per match to reproduce a match.
 *
 * A bot never looks at what its player could not see: it reads `activePlayers`,
 * `legalActions` and `outcome` of the state it is given, and searches only on states from the
 * ruleset's `determinize` (unless it was created with `perfectInformation: true`).
 *
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import { randomBot } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const bot = randomBot(diceDuel, { seed: 1 });
 * const start = diceDuel.setup({ seed: 7 });
 * if (bot.ok && start.ok) console.log(bot.value.name, bot.value.choose(start.value, 0)); // random { ok: true, value: { type: 'redraw' } }
 * ```
 */
export interface Bot<S, A> {
  /** A short name for tables and logs (`"random"`, `"greedy"`, `"mcts"` unless set). */
  readonly name: string;
  /**
   * Picks the action `player` takes in `state`.
   * @param state - The current state (the bot only uses what `player` may see of it).
   * @param player - The seat to play for.
   * @returns One of `legalActions(state, player)`; or core's `state/invalid`
   *   (`CoreErrorCode.BadState`), in the words of the ruleset's `parseState`, when `state` is
   *   not a match state of the ruleset; or `bots/no-action` when the player has none; or
   *   `internal/error` when the ruleset broke its contract during the search.
   */
  choose(state: S, player: PlayerId): Result<A>;
}

/**
 * A heuristic value of a state for a player, from -1 (lost) to 1 (won), that a game package
 * provides for bots (such as `evaluate` of `@rulesmith/guardians`). Values outside are clamped;
 * `NaN`, and anything that is not a number (`undefined`, `null`, a string), counts as 0.
 *
 * @typeParam S - The game state.
 * @example
 * ```ts
 * import type { Evaluate } from "@rulesmith/bots";
 * import type { DuelState } from "@rulesmith/core/testing";
 * const hpLead: Evaluate<DuelState> = (s, p) => (s.sides[p === 0 ? 0 : 1].hp - s.sides[p === 0 ? 1 : 0].hp) / 20;
 * ```
 */
export type Evaluate<S> = (state: S, player: PlayerId) => number;

/**
 * The stable error codes of `@rulesmith/bots` (rulesets' own failures come back as core's
 * `internal/error`, and a state that is not a match state as core's `state/invalid`).
 *
 * @example
 * ```ts
 * import { BotErrorCode, mctsBot } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const bot = mctsBot(diceDuel, { iterations: -1 });
 * if (!bot.ok && bot.error.code === BotErrorCode.BadOptions) console.log(bot.error.message); // Bad MCTS bot options: iterations is a whole number from 1 to 10000000.
 * ```
 */
export const BotErrorCode = {
  /** Options that are not valid (every problem is listed in `details.problems`). */
  BadOptions: "bots/options",
  /** A searching bot for a ruleset without `determinize`, and `perfectInformation` not set. */
  NoDeterminize: "bots/no-determinize",
  /** Asked to choose for a player who has no legal action in a match state (a state that is not one is core's `state/invalid`). */
  NoAction: "bots/no-action",
  /** A seat of the match has no bot. */
  NoBot: "bots/seat",
} as const;
