import { ok, Rng, seedRng, type PlayerId, type Result, type Ruleset } from "@rulesmith/core";
import type { Bot } from "./bot.js";
import { chanceIndex } from "./chance-sample.js";
import { OptionReader, rulesetError } from "./options.js";
import { decisionError, noActionError } from "./search.js";

/**
 * Options of {@link randomBot}.
 * @example
 * ```ts
 * import type { RandomBotOptions } from "@rulesmith/bots";
 * const options: RandomBotOptions = { seed: 42, name: "monkey" };
 * ```
 */
export interface RandomBotOptions {
  /** Seed of the bot's generator (default 0). */
  readonly seed?: number | string;
  /** Name for tables and logs (default `"random"`). */
  readonly name?: string;
}

/** The options this factory reads (see `BOT_OPTION_NAMES`). @internal */
export const RANDOM_OPTION_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze(["seed", "name"]);

/**
 * A bot that picks uniformly at random among the legal actions, from its own seeded
 * generator. Asked for the faces of physical dice, it rolls fair virtual dice.
 *
 * @remarks It never searches, so it needs no `determinize` and sees nothing hidden: it reads
 * only `legalActions(state, player)`.
 *
 * @param ruleset - The game.
 * @param options - Seed and name.
 * @returns The bot, or `bots/options` listing every bad option.
 * @example
 * ```ts
 * import { playBots, randomBot } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const a = randomBot(diceDuel, { seed: 1 });
 * const b = randomBot(diceDuel, { seed: 2 });
 * if (!a.ok || !b.ok) throw new Error("bad options");
 * const m = playBots(diceDuel, { seed: 7 }, [a.value, b.value]);
 * if (m.ok) console.log(m.value.outcome?.winners, m.value.steps); // [ 0 ] 10
 * ```
 */
export function randomBot<S, A>(ruleset: Ruleset<S, A>, options?: RandomBotOptions): Result<Bot<S, A>> {
  const read = new OptionReader(options, RANDOM_OPTION_NAMES);
  const seed = read.seed();
  const name = read.name("random");
  const bad = read.error("random bot") ?? rulesetError(ruleset, "random bot");
  if (bad !== undefined) return bad;
  const rng = new Rng(seedRng(seed));
  return ok({
    name,
    choose(state: S, player: PlayerId): Result<A> {
      try {
        const legal = ruleset.legalActions(state, player);
        if (legal.length === 0) return noActionError(ruleset, name, state, player);
        const c = chanceIndex(legal, rng);
        return ok(legal[c >= 0 ? c : rng.int(legal.length)] as A);
      } catch (e) {
        return decisionError(ruleset, name, state, e);
      }
    },
  });
}
