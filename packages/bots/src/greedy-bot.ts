import { err, ok, Rng, ruleError, seedRng, type PlayerId, type Result, type Ruleset } from "@rulesmith/core";
import { BotErrorCode, type Bot, type Evaluate } from "./bot.js";
import { chanceIndex } from "./chance-sample.js";
import { determinizeOf, OptionReader, rulesetError, rulesetName } from "./options.js";
import { applyOrThrow, clampValue, decisionError, freshRngState, noActionError, settle } from "./search.js";

/**
 * Options of {@link greedyBot}.
 * @typeParam S - The game state.
 * @example
 * ```ts
 * import type { GreedyBotOptions } from "@rulesmith/bots";
 * import type { DuelState } from "@rulesmith/core/testing";
 * const options: GreedyBotOptions<DuelState> = { seed: 1, samples: 16, evaluate: (s, p) => (s.sides[p === 0 ? 0 : 1].hp - 10) / 10 };
 * ```
 */
export interface GreedyBotOptions<S> {
  /** Seed of the bot's generator (default 0). */
  readonly seed?: number | string;
  /** Name for tables and logs (default `"greedy"`). */
  readonly name?: string;
  /**
   * The game's heuristic, from -1 (lost) to 1 (won): values outside are clamped, and `NaN` or
   * anything that is not a number counts as 0. Without it, only an ended match has a value
   * (won 1, lost -1, otherwise 0) and ties are broken at random.
   */
  readonly evaluate?: Evaluate<S>;
  /** The budget: determinized samples each action is tried on, 1 to 10000 (default 8). */
  readonly samples?: number;
  /**
   * Look at the real state instead of determinized ones: only for games with no hidden
   * information, and required for a ruleset without `determinize` (default false).
   */
  readonly perfectInformation?: boolean;
}

/**
 * How a {@link GreedyBot} rated each legal action: the mean value over its samples.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import type { GreedyRating } from "@rulesmith/bots";
 * const best = (r: GreedyRating<unknown>) => Math.max(...r.values.map((v) => v.value));
 * ```
 */
export interface GreedyRating<A> {
  /** The chosen action. */
  readonly action: A;
  /** Every legal action with its mean value in [-1, 1], in `legalActions` order (empty when nothing was searched). */
  readonly values: readonly {
    /** One legal action. */
    readonly action: A;
    /** Its mean value over the samples, in [-1, 1] from the player's seat (1 a win, -1 a loss). */
    readonly value: number;
  }[];
  /** Samples per action (0 when nothing was searched: one legal action, or a dice roll). */
  readonly samples: number;
}

/**
 * A {@link Bot} that looks one action ahead; `rate` also shows the value of every action.
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import { greedyBot } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const bot = greedyBot(diceDuel, { seed: 1 });
 * const s = diceDuel.setup({ seed: 3 });
 * if (!bot.ok || !s.ok) throw new Error("bad options or config");
 * const rated = bot.value.rate(s.value, 0);
 * // the action it would take, how many actions it valued, the samples per action
 * if (rated.ok) console.log(rated.value.action, rated.value.values.length, rated.value.samples); // { type: 'keep' } 2 8
 * ```
 */
export interface GreedyBot<S, A> extends Bot<S, A> {
  /**
   * Rates every legal action of `player` and picks the best (ties at random).
   * @param state - The current state.
   * @param player - The seat to play for.
   * @returns The rating, or the same errors as `choose`.
   */
  rate(state: S, player: PlayerId): Result<GreedyRating<A>>;
}

/** The options this factory reads (see `BOT_OPTION_NAMES`). @internal */
export const GREEDY_OPTION_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze(["seed", "name", "evaluate", "samples", "perfectInformation"]);

/**
 * A one-ply lookahead bot: it applies each legal action to `samples` determinized copies of
 * the state (the same copies for every action), rolls virtual dice for any physical roll
 * that follows, values each result with `evaluate` from the player's seat, and takes the
 * action with the best mean (ties broken at random).
 *
 * @remarks
 * - Fair: the states it looks at come from the ruleset's `determinize` (hidden cards re-dealt,
 *   the generator replaced), so the dice it imagines are not the real future dice. A ruleset
 *   without `determinize` is refused with `bots/no-determinize` unless `perfectInformation`
 *   is set.
 * - An ended match is valued by its outcome (1, -1, 0) before `evaluate` is asked.
 * - With one legal action it answers at once, and for a pending physical roll it rolls fair
 *   virtual dice: neither is a choice worth a search.
 *
 * @param ruleset - The game.
 * @param options - Seed, evaluation, samples, and `perfectInformation`.
 * @returns The bot, or `bots/options` / `bots/no-determinize`.
 * @example
 * ```ts
 * import { greedyBot, randomBot, tournament } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const greedy = greedyBot(diceDuel, { seed: 1, evaluate: (s, p) => (s.sides[p === 0 ? 0 : 1].hp - s.sides[p === 0 ? 1 : 0].hp) / 20 });
 * const random = randomBot(diceDuel, { seed: 2 });
 * if (!greedy.ok || !random.ok) throw new Error("bad options");
 * const played = tournament(diceDuel, { bots: [greedy.value, random.value], matches: 20, config: (i) => ({ seed: i }) });
 * if (played.ok) console.log(played.value.standings.map((s) => `${s.name} ${s.wins}-${s.losses}`)); // [ 'greedy 13-7', 'random 7-13' ]
 * ```
 */
export function greedyBot<S, A>(ruleset: Ruleset<S, A>, options?: GreedyBotOptions<S>): Result<GreedyBot<S, A>> {
  const read = new OptionReader(options, GREEDY_OPTION_NAMES);
  const seed = read.seed();
  const name = read.name("greedy");
  const samples = read.int("samples", 1, 10_000, 8);
  const perfect = read.bool("perfectInformation", false);
  read.checkFunction("evaluate");
  const evaluate = read.fn("evaluate") as Evaluate<S> | undefined;
  const bad = read.error("greedy bot") ?? rulesetError(ruleset, "greedy bot");
  if (bad !== undefined) return bad;
  const found = determinizeOf(ruleset, perfect, "greedy bot");
  if (!found.ok) return found;
  const determinize = found.value;
  if (determinize === undefined && !perfect) {
    return err(
      ruleError(
        BotErrorCode.NoDeterminize,
        `The ${rulesetName(ruleset)} ruleset has no determinize, so the greedy bot cannot look ahead without seeing hidden information; set perfectInformation: true if the game has none.`,
      ),
    );
  }
  const rng = new Rng(seedRng(seed));

  const value = (s: S, player: PlayerId): number => {
    const o = ruleset.outcome(s);
    if (o !== undefined) return o.winners.includes(player) ? 1 : o.losers.includes(player) ? -1 : 0;
    return evaluate === undefined ? 0 : clampValue(evaluate(s, player));
  };

  const rate = (state: S, player: PlayerId): Result<GreedyRating<A>> => {
    try {
      const legal = ruleset.legalActions(state, player);
      if (legal.length === 0) return noActionError(ruleset, name, state, player);
      const c = chanceIndex(legal, rng);
      if (legal.length === 1 || c >= 0) return ok({ action: legal[c >= 0 ? c : 0] as A, values: [], samples: 0 });
      const worlds: S[] = [];
      for (let k = 0; k < samples; k++) worlds.push(determinize === undefined ? state : determinize(state, player, freshRngState(rng)));
      const values: { action: A; value: number }[] = [];
      let best = -Infinity;
      let ties = 0;
      let chosen = 0;
      for (let i = 0; i < legal.length; i++) {
        const action = legal[i] as A;
        let total = 0;
        for (let k = 0; k < samples; k++) {
          const after = settle(ruleset, applyOrThrow(ruleset, worlds[k] as S, player, action), rng);
          total += value(after.state, player);
        }
        const mean = total / samples;
        values.push({ action, value: mean });
        if (mean > best + 1e-12) {
          best = mean;
          ties = 1;
          chosen = i;
        } else if (mean >= best - 1e-12) {
          // Reservoir sampling over the tied actions: each is kept with equal chance.
          ties++;
          if (rng.int(ties) === 0) chosen = i;
        }
      }
      return ok({ action: legal[chosen] as A, values, samples });
    } catch (e) {
      return decisionError(ruleset, name, state, e);
    }
  };

  return ok({
    name,
    rate,
    choose(state: S, player: PlayerId): Result<A> {
      const r = rate(state, player);
      return r.ok ? ok(r.value.action) : r;
    },
  });
}
