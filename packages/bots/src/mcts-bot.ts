import { err, ok, Rng, ruleError, seedRng, type PlayerId, type Result, type Ruleset } from "@rulesmith/core";
import { BotErrorCode, type Bot, type Evaluate } from "./bot.js";
import { chanceIndex } from "./chance-sample.js";
import { openLoopSearcher } from "./open-loop-search.js";
import { perWorldDecision } from "./per-world-search.js";
import { determinizeOf, hasMethod, OptionReader, rulesetError, rulesetName } from "./options.js";
import { applier, decisionError, noActionError } from "./search.js";

/**
 * Options of {@link mctsBot}.
 *
 * @remarks
 * Five defaults depend on `evaluate`. Given an `evaluate`, in the open-loop search (`resample`,
 * the default) and without `perfectInformation`, they are the set measured strongest (see the
 * README): `iterations` 400, `worlds` 16, `normalize` true, `baseline` true, `playoutCap` 4.
 * Otherwise they are `iterations` 200, `worlds` 0, `normalize` false, `baseline` false, and
 * `playoutCap` 0 with an `evaluate` or 200 without one. Each of these options says both.
 * @typeParam S - The game state.
 * @example
 * ```ts
 * import type { MctsBotOptions } from "@rulesmith/bots";
 * const fast: MctsBotOptions<unknown> = { seed: 1, iterations: 200, trees: 4 };
 * const timed: MctsBotOptions<unknown> = { seed: 1, timeMs: 50 };
 * ```
 */
export interface MctsBotOptions<S> {
  /** Seed of the bot's generator (default 0). */
  readonly seed?: number | string;
  /** Name for tables and logs (default `"mcts"`). */
  readonly name?: string;
  /**
   * The budget: search iterations per decision, shared by the trees, 1 to 10^7. Default 400
   * with an `evaluate` in the open-loop search (without `perfectInformation`), 200 otherwise;
   * unlimited when `timeMs` is set and `iterations` is not.
   */
  readonly iterations?: number;
  /**
   * Opt-in time budget in milliseconds per decision (1 to 600000): the search stops at
   * whichever of `iterations` (unlimited unless given) and `timeMs` comes first. The clock is
   * read before each sampled world of the root's one-ply prior (`priorSamples`, `rootTop`),
   * which stops there when the time is up, and then once every 8 iterations: at least 8
   * iterations run (unless `iterations` is fewer), and a decision may overrun by the time of
   * the last 8 iterations or of one prior world. Decisions then depend on the machine's speed,
   * so they are not reproducible; the iteration budget is.
   */
  readonly timeMs?: number;
  /**
   * How many trees each decision grows and votes over, 1 to 1000. With `resample` (the
   * default) each tree samples a fresh world every iteration (default 1 tree); without it each
   * tree searches one determinization, a sampled world (default 8). The search report's
   * `trees` says how many were grown; its `determinizations` counts the worlds sampled.
   */
  readonly trees?: number;
  /**
   * The old name of `trees`, with the same meaning, read when `trees` is not given (both given
   * with different values are refused with `bots/options`).
   *
   * @deprecated Use `trees`: the search report's `determinizations` counts the worlds sampled,
   *   which this option does not set.
   */
  readonly determinizations?: number;
  /** The UCT exploration constant on rewards in [0, 1], 0 to 100 (default 0.7). */
  readonly exploration?: number;
  /**
   * The most actions of one random playout before it is cut off and valued by `evaluate`, 0 to
   * 10^6. The default is 4 when `evaluate` is given to the open-loop search without
   * `perfectInformation` (a short random playout from each new leaf, then `evaluate`: measured
   * stronger than valuing the leaf at once on Ward and Guardians, see the README), 0 with
   * `evaluate` otherwise (each new leaf is valued by `evaluate` at once) and 200 without it (a
   * random playout to the end of the match, or a draw at the cut).
   */
  readonly playoutCap?: number;
  /**
   * How playout actions are chosen (default `"random"`): `"greedy"` plays, for whichever seat
   * acts, the action whose result `evaluate` values best from that seat (a one-ply player in the
   * sampled world), at the cost of one `apply` and one `evaluate` per legal action per step.
   * Without `evaluate` playouts stay random.
   */
  readonly playoutPolicy?: "random" | "greedy";
  /**
   * In greedy playouts (`playoutPolicy: "greedy"`), the chance of each action being random
   * instead of the one-ply best, 0 to 1 (default 0: always the best). Epsilon-greedy playouts
   * keep the heuristic's direction while still trying the moves it rates low.
   */
  readonly playoutEpsilon?: number;
  /**
   * How the other seats are treated in the open-loop tree (default `"search"`): searched like
   * the player's own choices (UCT at their nodes too), or, with `"greedy"` (and `evaluate`),
   * modelled as one-ply greedy players: each of their decisions in the tree is the action
   * whose result `evaluate` values best for them, as in a greedy playout, so the tree holds only
   * the player's own choices and spends every iteration on them. It suits an opponent known to
   * play one ply ahead and misjudges a deeper one (measured on Wardom in the README).
   */
  readonly opponents?: "search" | "greedy";
  /**
   * Values a cut-off playout (or, at `playoutCap` 0, a new leaf) from -1 to 1 per seat (values
   * outside are clamped; `NaN` or anything that is not a number counts as 0); without it a
   * cut-off playout is a draw.
   */
  readonly evaluate?: Evaluate<S>;
  /**
   * Open-loop search (default true): every iteration starts from a freshly determinized world
   * (new hidden cards, new dice) and the tree is keyed by actions, so its statistics average
   * over what the player cannot know instead of knowing one world's cards and future rolls.
   * `false` grows one tree per determinization, each on its own fixed world, and votes.
   */
  readonly resample?: boolean;
  /**
   * Search the real state instead of determinized ones: only for games with no hidden
   * information, and required for a ruleset without `determinize` (default false).
   */
  readonly perfectInformation?: boolean;
  /**
   * A one-ply prior at the root, 0 to 10000 worlds (default 0, none): before searching, every
   * legal action is tried in this many sampled worlds (the same worlds for every action, as
   * greedy does) and valued with `evaluate`; each root node starts with `priorWeight` virtual
   * visits at that value, so the search starts where a greedy player would and refines it.
   * The prior's work is not counted in `iterations`.
   */
  readonly priorSamples?: number;
  /** Virtual visits a root node's prior counts as, 0 to 10^6 (default 8). */
  readonly priorWeight?: number;
  /**
   * Root pruning to the one-ply best, 0 to 10000 (default 0, off): before searching, every
   * legal action is valued one ply ahead with `evaluate` in `priorSamples` sampled worlds (8
   * when `priorSamples` is 0), as greedy does, and the search, and the action played, keep to
   * the `rootTop` best first choices (actions, or move groups by their best action; ties in
   * `legalActions` order). The budget then refines greedy's short list instead of spreading
   * over every action. Open loop only.
   */
  readonly rootTop?: number;
  /**
   * Move groups (default false): actions that differ only in fields holding a list or an
   * object (how to pay: a payment, cards discarded or sacrificed, tributes; which cards to pick)
   * share a first choice, under which the search chooses among them. Without it every way to
   * pay is a sibling of every other action and the budget spreads thin over them.
   */
  readonly groups?: boolean;
  /**
   * Key actions by card definition where the card's id carries no information (default
   * false): for states of core's engine kit, a card the searcher cannot identify (an opponent's
   * hand, a face-down card, their own deck) gets a new id in every sampled world, and copies
   * of one card in a hand are interchangeable; such ids count as their definition, so "play a
   * Spark" is one child in every world. Cards in public view keep their ids.
   */
  readonly cardKeys?: boolean;
  /**
   * Sampled worlds per decision, 0 to 100000: with 0, every iteration determinizes a fresh
   * world; otherwise the decision samples this many and the iterations take them in turn, each
   * searching a world again from the states it reached there before (fewer `determinize` and
   * `apply` calls). Default 16 with an `evaluate` in the open-loop search (without
   * `perfectInformation`), 0 otherwise.
   */
  readonly worlds?: number;
  /**
   * Min-max normalisation of node values: each seat's values are rescaled to [0, 1] over the
   * values seen in the tree (as in MuZero), so that `exploration` means the same whether an
   * evaluation moves by 0.01 or 0.5 between actions. Default true with an `evaluate` in the
   * open-loop search (without `perfectInformation`), false otherwise.
   */
  readonly normalize?: boolean;
  /**
   * First-play urgency (default `false`, off): an untried action counts as worth the mean of
   * its tried siblings less this reduction (-1 to 1), so a node whose first tries look good
   * is searched deeper before every sibling has been tried once.
   */
  readonly fpu?: number | false;
  /**
   * Sequential halving at the root (default false): with an iteration budget and one tree,
   * the budget is split into rounds; each round gives every remaining root choice the same
   * iterations in the same sampled worlds and drops the worse half; the last one left is
   * played.
   */
  readonly halving?: boolean;
  /**
   * Keep the tree between decisions (default false): when the same player decides again right
   * after their own step, and that step used no randomness and showed them nothing (the
   * ruleset's `secrets`, or the step's `revealed` flag without them), the search goes on from
   * the chosen action's node instead of starting afresh. It compares the player's `view` of
   * the two positions, so a ruleset without `view` is refused with `bots/options` when the bot
   * is made (in the open-loop search, the only one that keeps a tree).
   */
  readonly reuse?: boolean;
  /**
   * Implicit minimax backups, 0 to 1 (default 0): a node's value mixes its mean reward with
   * this weight of the value of its best line (the best child's, for the seat to act there),
   * which a mean over explored lines underrates.
   */
  readonly minimax?: number;
  /**
   * Rewards relative to each sampled world's value before any action: a control variate, so
   * that worlds that are better or worse for the player whatever they play (the hidden cards
   * dealt) add less noise to the comparison of actions. Default true with an `evaluate` in the
   * open-loop search (without `perfectInformation`), false otherwise.
   */
  readonly baseline?: boolean;
  /** Which root action is played: the most visited (`"visits"`, the default) or the best valued (`"value"`). */
  readonly choice?: "visits" | "value";
  /**
   * Stop a decision's search as soon as its choice is settled (default true): when the most
   * visited root action leads the next by more visits than the iterations left, no run of
   * those iterations could change which action is played, so they are not run. The action
   * played is the one the whole budget would play; the search report then counts fewer
   * `iterations`. It applies to the choice by visits with one tree, without `halving` and
   * `groups` (whose choices are not settled by one count), and with an iteration budget.
   * The bot's generator draws less in a shortened search, so from the next decision on a bot
   * with `earlyStop: false` plays other (equally good) matches from the same seed.
   */
  readonly earlyStop?: boolean;
}

/**
 * What one {@link MctsBot} search did: the chosen action, the iterations, worlds and trees,
 * and per root action the votes (trees whose most visited action it was), visits and mean
 * reward.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import type { MctsSearch } from "@rulesmith/bots";
 * const summary = (s: MctsSearch<unknown>) => `${s.iterations} iterations over ${s.determinizations} worlds`;
 * ```
 */
export interface MctsSearch<A> {
  /** The chosen action. */
  readonly action: A;
  /** Iterations run (0 when there was nothing to search: one legal action, or a dice roll). */
  readonly iterations: number;
  /**
   * Worlds the search sampled with the ruleset's `determinize`: one per tree without
   * `resample`; with it, one per iteration and one per world of the root's prior, or, with a
   * pool of `worlds`, at most that many (16 by default with an `evaluate`). 1 with
   * `perfectInformation` (the real state), 0 when there was nothing to search.
   */
  readonly determinizations: number;
  /**
   * Trees grown, each voting for its most visited root action: the `trees` option
   * (1 by default, 8 without `resample`), fewer when a time budget ran out while the worlds of
   * per-world trees were sampled; 0 when there was nothing to search.
   */
  readonly trees: number;
  /** Every legal action, in `legalActions` order, with its votes, visits and mean reward in [0, 1] for the player. */
  readonly actions: readonly {
    /** One legal action. */
    readonly action: A;
    /** Trees whose most visited root action it was (the chosen action has the most, ties broken by visits). */
    readonly votes: number;
    /** Search iterations through it, summed over the trees. */
    readonly visits: number;
    /** Mean reward of those iterations for the player, in [0, 1] (1 a win, 0 a loss; 0 when never visited). */
    readonly reward: number;
  }[];
  /** Milliseconds spent, measured only with a `timeMs` budget (otherwise `null`). */
  readonly elapsedMs: number | null;
}

/**
 * A {@link Bot} that searches; `search` also reports the search.
 * @typeParam S - The game state.
 * @typeParam A - The action.
 * @example
 * ```ts
 * import { mctsBot } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const bot = mctsBot(diceDuel, { seed: 1, iterations: 300 });
 * const s = diceDuel.setup({ seed: 3 });
 * if (!bot.ok || !s.ok) throw new Error("bad options or config");
 * const report = bot.value.search(s.value, 0);
 * // the action played, and the visits of each legal action: 210 of the 300 iterations ran,
 * // since by then "keep" led by more than the 90 left (earlyStop)
 * if (report.ok) console.log(report.value.action, report.value.actions.map((a) => a.visits)); // { type: 'keep' } [ 151, 59 ]
 * ```
 */
export interface MctsBot<S, A> extends Bot<S, A> {
  /**
   * Searches and picks an action for `player`.
   * @param state - The current state.
   * @param player - The seat to play for.
   * @returns The search report, or the same errors as `choose`.
   */
  search(state: S, player: PlayerId): Result<MctsSearch<A>>;
}

/** The options this factory reads (see `BOT_OPTION_NAMES`). @internal */
export const MCTS_OPTION_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze([
  "seed",
  "name",
  "iterations",
  "timeMs",
  "trees",
  "determinizations",
  "exploration",
  "playoutCap",
  "playoutPolicy",
  "evaluate",
  "perfectInformation",
  "resample",
  "priorSamples",
  "priorWeight",
  "rootTop",
  "playoutEpsilon",
  "opponents",
  "groups",
  "cardKeys",
  "worlds",
  "normalize",
  "fpu",
  "halving",
  "reuse",
  "minimax",
  "baseline",
  "choice",
  "earlyStop",
]);
/**
 * The `trees` option, or, when it is not given, its deprecated old name `determinizations`
 * (1 to 1000, default `fallback`): both given with different values is a problem, since the bot
 * could only guess which one was meant.
 */
function readTrees(read: OptionReader, fallback: number): number {
  const before = read.problems.length;
  const trees = read.int("trees", 1, 1000, fallback);
  const old = read.int("determinizations", 1, 1000, fallback);
  if (!read.has("trees")) return old;
  if (read.has("determinizations") && read.problems.length === before && trees !== old) {
    read.problems.push(`trees and its deprecated old name determinizations are both given, with different values (${trees} and ${old}): give trees alone`);
  }
  return trees;
}

/** How often, in iterations, the clock is read under a `timeMs` budget (so at least this many run): the `timeMs` TSDoc says 8. */
const TIME_CHECK_EVERY = 8;
/** The default budget in iterations per decision, without an `evaluate`. */
const DEFAULT_ITERATIONS = 200;
/** The default budget with an `evaluate` (open loop): 400 iterations over a pool of {@link TUNED_WORLDS} worlds cost about half of 200 with a fresh world each. */
const TUNED_ITERATIONS = 400;
/** The default pool of sampled worlds with an `evaluate` (open loop). */
const TUNED_WORLDS = 16;
/** The default playout with an `evaluate` (open loop): four random actions past each new leaf, then `evaluate`. */
const TUNED_PLAYOUT = 4;

/**
 * An information-set Monte Carlo tree search bot. By default (`resample`) it is open-loop
 * information-set UCT: every iteration samples a world with the ruleset's `determinize`
 * (hidden cards re-dealt, the generator, hence the dice, replaced), walks the tree by the
 * actions legal in that world, expands one action, values the new leaf by a playout of up to
 * `playoutCap` actions (4 with an `evaluate`; random, or with `playoutPolicy: "greedy"` each
 * seat's one-ply best) and `evaluate` where it is cut, and the action visited most wins: every
 * sampled world votes with its iteration. With `resample: false` it is determinized UCT with
 * voting: one tree per determinization, each on its own fixed world, and the action most
 * trees visited most.
 *
 * @remarks
 * - Fair: the trees never hold the real state, only determinized ones. A ruleset without
 *   `determinize` is refused with `bots/no-determinize` unless `perfectInformation` is set.
 * - Physical rolls (`chance` decisions) are played by fair virtual dice, in the tree and in
 *   playouts, never chosen.
 * - With one legal action it answers at once, without any search.
 * - Votes are tied by total visits, then by `legalActions` order.
 * - With `resample: false`, within one world the dice are those of that world's generator,
 *   so each tree "knows" its world's future rolls and hidden cards (the known limits of
 *   determinized search: strategy fusion and clairvoyance); voting over worlds only partly
 *   averages this out. The default open-loop search does not have this bias, at the cost of a
 *   `determinize` call per iteration.
 * - Seats are taken from `ruleset.players`; rewards are 1 for a win, 0 for a loss, 0.5 for
 *   anything else, each seat maximising its own.
 *
 * @param ruleset - The game.
 * @param options - Budget, trees, search mode, exploration, playout cap, evaluation.
 * @returns The bot, or `bots/options` / `bots/no-determinize`.
 * @example
 * ```ts
 * import { mctsBot, playBots } from "@rulesmith/bots";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const a = mctsBot(diceDuel, { seed: 1, iterations: 500 });
 * const b = mctsBot(diceDuel, { seed: 2, iterations: 500 });
 * if (!a.ok || !b.ok) throw new Error("bad options");
 * const m = playBots(diceDuel, { seed: 9 }, [a.value, b.value]);
 * if (m.ok) console.log(m.value.outcome?.winners, m.value.steps); // [ 0 ] 11
 * ```
 */
export function mctsBot<S, A>(ruleset: Ruleset<S, A>, options?: MctsBotOptions<S>): Result<MctsBot<S, A>> {
  const read = new OptionReader(options, MCTS_OPTION_NAMES);
  const seed = read.seed();
  const name = read.name("mcts");
  const timed = read.has("timeMs");
  const timeMs = read.int("timeMs", 1, 600_000, 0);
  const resample = read.bool("resample", true);
  read.checkFunction("evaluate");
  const evaluate = read.fn("evaluate") as Evaluate<S> | undefined;
  const hasEvaluate = evaluate !== undefined;
  const perfect = read.bool("perfectInformation", false);
  // With the game's evaluate, the open-loop search's measured best: twice the iterations in a
  // pool of 16 worlds, values min-max normalised, a per-world baseline and a 4-action random
  // playout before evaluate (see the README).
  const tuned = hasEvaluate && resample && !perfect;
  const iterations = read.int("iterations", 1, 10_000_000, timed ? Number.POSITIVE_INFINITY : tuned ? TUNED_ITERATIONS : DEFAULT_ITERATIONS);
  const trees = readTrees(read, resample ? 1 : 8);
  const exploration = read.num("exploration", 0, 100, 0.7);
  const playoutCap = read.int("playoutCap", 0, 1_000_000, tuned ? TUNED_PLAYOUT : hasEvaluate ? 0 : 200);
  const playoutGreedy = read.oneOf("playoutPolicy", ["random", "greedy"], "random") === "greedy";
  const normalize = read.bool("normalize", tuned);
  const useBaseline = read.bool("baseline", tuned);
  const byMean = read.oneOf("choice", ["visits", "value"], "visits") === "value";
  const byCards = read.bool("cardKeys", false);
  const groups = read.bool("groups", false);
  const priorSamples = read.int("priorSamples", 0, 10_000, 0);
  const priorWeight = read.num("priorWeight", 0, 1_000_000, 8);
  const rootTop = read.int("rootTop", 0, 10_000, 0);
  const playoutEpsilon = read.num("playoutEpsilon", 0, 1, 0);
  const pool = read.int("worlds", 0, 100_000, tuned ? TUNED_WORLDS : 0);
  const reuse = read.bool("reuse", false);
  const minimax = read.num("minimax", 0, 1, 0);
  const fpu = read.numOrOff("fpu", -1, 1, null);
  const halving = read.bool("halving", false);
  const earlyStop = read.bool("earlyStop", true);
  const greedyOpponents = read.oneOf("opponents", ["search", "greedy"], "search") === "greedy";
  const bad = read.error("MCTS bot") ?? rulesetError(ruleset, "MCTS bot");
  if (bad !== undefined) return bad;
  // A kept tree is followed only to the position its action led to, told by the player's view:
  // without one the bot would fail at its second decision, so it is refused now.
  if (reuse && resample && !hasMethod(ruleset, "view")) {
    return err(
      ruleError(
        BotErrorCode.BadOptions,
        `The MCTS bot's reuse option needs the ${rulesetName(ruleset)} ruleset's view, to tell that a position is the one its kept tree leads to; this ruleset has none (leave reuse off).`,
        { details: { problems: ["reuse needs the ruleset's view"] } },
      ),
    );
  }
  const found = determinizeOf(ruleset, perfect, "MCTS bot");
  if (!found.ok) return found;
  const determinize = found.value;
  if (determinize === undefined && !perfect) {
    return err(
      ruleError(
        BotErrorCode.NoDeterminize,
        `The ${rulesetName(ruleset)} ruleset has no determinize, so the MCTS bot cannot search without seeing hidden information; set perfectInformation: true if the game has none.`,
      ),
    );
  }
  const rng = new Rng(seedRng(seed));
  const perWorld = { exploration, playoutCap, playoutGreedy, playoutEpsilon, evaluate, trees };
  const openLoop = resample
    ? openLoopSearcher(ruleset, applier(ruleset), rng, determinize, {
        exploration,
        playoutCap,
        playoutGreedy,
        evaluate,
        trees,
        normalize,
        baseline: useBaseline,
        minimax,
        fpu,
        cards: byCards,
        groups,
        halving,
        reuse,
        byValue: byMean,
        priorSamples,
        priorWeight,
        pool,
        rootTop,
        playoutEpsilon,
        greedyOpponents,
        earlyStop,
      })
    : null;

  const search = (state: S, player: PlayerId): Result<MctsSearch<A>> => {
    try {
      const legal = ruleset.legalActions(state, player);
      if (legal.length === 0) return noActionError(ruleset, name, state, player);
      const c = chanceIndex(legal, rng);
      if (legal.length === 1 || c >= 0) {
        const action = legal[c >= 0 ? c : 0] as A;
        if (c < 0) openLoop?.played(state, player, action);
        return ok({ action, iterations: 0, determinizations: 0, trees: 0, actions: legal.map((a) => ({ action: a, votes: 0, visits: 0, reward: 0 })), elapsedMs: null });
      }
      const started = timed ? Date.now() : 0;
      // Without a time budget neither asks the clock: the decision depends on the seed alone.
      const timeUp = (): boolean => timed && Date.now() - started >= timeMs;
      const stop = (n: number): boolean => timed && n % TIME_CHECK_EVERY === 0 && n > 0 && timeUp();
      const r =
        openLoop === null
          ? perWorldDecision(ruleset, rng, determinize, perWorld, state, player, legal, iterations, stop, timeUp)
          : openLoop.decide(state, player, legal, iterations, stop, timeUp);
      return ok({
        action: legal[r.chosen] as A,
        iterations: r.done,
        determinizations: r.worlds,
        trees: r.trees,
        actions: legal.map((action, i) => ({ action, votes: r.votes[i] ?? 0, visits: r.visits[i] ?? 0, reward: r.rewards[i] ?? 0 })),
        elapsedMs: timed ? Date.now() - started : null,
      });
    } catch (e) {
      return decisionError(ruleset, name, state, e);
    }
  };

  return ok({
    name,
    search,
    choose(state: S, player: PlayerId): Result<A> {
      const r = search(state, player);
      return r.ok ? ok(r.value.action) : r;
    },
  });
}
