// Internal: one decision of the open-loop search (the MCTS bot's default), and the tree kept
// from one decision to the next of the same turn.
import { canonicalJson, type PlayerId, type Rng, type RngState, type Ruleset } from "@rulesmith/core";
import type { Evaluate } from "./bot.js";
import { cardKey, fieldGroups, jsonKey, type ActionKey, type GroupKey } from "./action-keys.js";
import { actionNode, halvingSearch, nodeValue, onePly, openLoopIteration, openNode, sampleWorld, seedRoot, topRootChoices, type OpenLoopContext, type OpenNode, type World } from "./open-loop.js";
import { freshRngState, rewardSize, type ApplyAt } from "./search.js";

/** How the open-loop search is tuned (see `MctsBotOptions`). @internal */
export interface OpenLoopSettings<S> {
  readonly exploration: number;
  readonly playoutCap: number;
  /** Playout actions chosen one-ply greedily by `evaluate` instead of at random. */
  readonly playoutGreedy: boolean;
  readonly evaluate: Evaluate<S> | undefined;
  /** Trees per decision, voting. */
  readonly trees: number;
  readonly normalize: boolean;
  readonly baseline: boolean;
  readonly minimax: number;
  readonly fpu: number | null;
  /** Key cards the searcher cannot identify, and copies in a hand, by their definition. */
  readonly cards: boolean;
  /** Move groups: actions that differ only in list or object fields share a first choice. */
  readonly groups: boolean;
  /** Sequential halving at the root (with one tree and an iteration budget). */
  readonly halving: boolean;
  /** Keep the tree for the next decision of the same turn. */
  readonly reuse: boolean;
  /** Choose by value instead of by visits. */
  readonly byValue: boolean;
  /** Worlds of the one-ply prior at the root (0: none). */
  readonly priorSamples: number;
  /** Virtual visits each root node's prior counts as. */
  readonly priorWeight: number;
  /** Sampled worlds per decision, cycled through by the iterations (0: a fresh world every iteration). */
  readonly pool: number;
  /** Search only the root's this many one-ply best first choices (0: all of them). */
  readonly rootTop: number;
  /** In greedy playouts, the chance of a random action instead of the one-ply best. */
  readonly playoutEpsilon: number;
  /** The other seats reply one-ply greedily in the tree instead of being searched. */
  readonly greedyOpponents: boolean;
  /** Stop when the most visited root action can no longer be overtaken (see `settled`). */
  readonly earlyStop: boolean;
}

/** Worlds of the one-ply lookahead that picks the root's choices for `rootTop`, when `priorSamples` is 0 (greedy's default budget). */
const ROOT_TOP_SAMPLES = 8;

/** What one decision found, per legal action (in `legalActions` order). @internal */
export interface RootReport {
  readonly chosen: number;
  readonly done: number;
  /** Worlds the decision sampled: `determinize` calls (1, the real state, without `determinize`). */
  readonly worlds: number;
  /** Trees grown, each voting. */
  readonly trees: number;
  readonly votes: readonly number[];
  readonly visits: readonly number[];
  /** Mean reward in [0, 1] for the player (0 when never visited). */
  readonly rewards: readonly number[];
}

/** The last decision's trees, and what was played there. */
interface Memo<S, A> {
  readonly state: S;
  readonly player: PlayerId;
  readonly action: A;
  readonly group: string | null;
  readonly key: string;
  readonly trees: readonly OpenNode[];
}

/** The open-loop searcher of one bot: it keeps the tree between decisions when asked to. @internal */
export interface OpenLoopSearcher<S, A> {
  /**
   * Searches `iterations` iterations (or until `stop`, asked with the iterations done) and picks
   * among `legal`. `timeUp` (the time budget alone, asked at any time) cuts the root's one-ply
   * prior short; without a time budget it is always false, so the decision stays reproducible.
   */
  decide(state: S, player: PlayerId, legal: readonly A[], iterations: number, stop: (done: number) => boolean, timeUp: () => boolean): RootReport;
  /** Notes an action played without a search (the only legal one), so a kept tree can follow it. */
  played(state: S, player: PlayerId, action: A): void;
}

/** Makes the open-loop searcher of one bot. @internal */
export function openLoopSearcher<S, A>(
  ruleset: Ruleset<S, A>,
  applyAt: ApplyAt<S, A>,
  rng: Rng,
  determinize: ((state: S, player: PlayerId, rng: RngState) => S) | undefined,
  settings: OpenLoopSettings<S>,
): OpenLoopSearcher<S, A> {
  let memo: Memo<S, A> | null = null;

  const keysFor = (player: PlayerId): { keyOf: ActionKey<S, A>; rootKey: ActionKey<S, A>; groupOf: GroupKey<S, A> | null; rootGroup: GroupKey<S, A> | null } => {
    const keyOf = settings.cards ? cardKey<S, A>(player) : jsonKey;
    const rootKey = settings.cards ? cardKey<S, A>(player, true) : jsonKey;
    return {
      keyOf,
      rootKey,
      groupOf: settings.groups ? fieldGroups(keyOf) : null,
      rootGroup: settings.groups ? fieldGroups(rootKey) : null,
    };
  };

  /** The memo's trees advanced by its action, when `state` is where that action led for sure. */
  const continued = (state: S, player: PlayerId): OpenNode[] | null => {
    const m = memo;
    memo = null;
    if (m?.player !== player) return null;
    const step = ruleset.apply(m.state, player, m.action);
    if (!step.ok || step.value.random !== false || !revealedNothing(ruleset, m.state, step.value.state, player, step.value.revealed)) return null;
    if (canonicalJson(ruleset.view(step.value.state, player)) !== canonicalJson(ruleset.view(state, player))) return null;
    return m.trees.map((tree) => {
      const child = actionNode(tree, m.group, m.key);
      const root = openNode(-1);
      if (child !== undefined) {
        for (const [k, v] of child.children) root.children.set(k, v);
        root.visits = child.visits;
      }
      return root;
    });
  };

  return {
    played(state, player, action) {
      if (!settings.reuse) return;
      const kept = continued(state, player);
      if (kept === null) return;
      const { rootKey, rootGroup } = keysFor(player);
      memo = { state, player, action, group: rootGroup?.(state, action) ?? null, key: rootKey(state, action), trees: kept };
    },

    decide(state, player, legal, iterations, stop, timeUp) {
      const seats = ruleset.players(state);
      const size = rewardSize(seats);
      const { keyOf, rootKey, groupOf, rootGroup } = keysFor(player);
      const groups = legal.map((a) => rootGroup?.(state, a) ?? null);
      const keys = legal.map((a) => rootKey(state, a));
      const firsts = legal.map((_, i) => groups[i] ?? keys[i] ?? "");
      const kept = settings.reuse ? continued(state, player) : null;
      const trees: OpenNode[] = kept ?? [];
      for (let k = trees.length; k < settings.trees; k++) trees.push(openNode(-1));
      const ctx: OpenLoopContext<S, A> = {
        ruleset,
        applyAt,
        keyOf,
        groupOf,
        rng,
        exploration: settings.exploration,
        playoutCap: settings.playoutCap,
        playoutGreedy: settings.playoutGreedy,
        playoutEpsilon: settings.playoutEpsilon,
        seats,
        rewards: new Float64Array(size),
        evaluate: settings.evaluate,
        path: [],
        bounds: settings.normalize ? { lo: new Float64Array(size).fill(Infinity), hi: new Float64Array(size).fill(-Infinity) } : null,
        baseline: settings.baseline,
        iteration: 0,
        minimax: settings.minimax,
        fpu: settings.fpu,
        keys: [],
        members: [],
        pick: { child: null, index: -1, key: "" },
        stateKeys: new WeakMap(),
        rootOnly: null,
        searcher: player,
        greedyOpponents: settings.greedyOpponents,
      };
      let sampled = 0;
      const fresh = (): World<S, A> => {
        sampled++;
        return sampleWorld(ctx, determinize === undefined ? state : determinize(state, player, freshRngState(rng)), settings.pool > 0);
      };
      const pool: World<S, A>[] = [];
      let drawn = 0;
      const draw = (): World<S, A> => {
        if (settings.pool <= 0) return fresh();
        const k = drawn++ % settings.pool;
        let w = pool[k];
        if (w === undefined) {
          w = fresh();
          pool[k] = w;
        }
        return w;
      };
      // The root's one-ply prior, within the time budget: a world is sampled, and valued, only
      // while there is time left (the iterations then still run their first 8: see mctsBot).
      const priorWorlds: World<S, A>[] = [];
      const priorCount = settings.priorSamples > 0 ? settings.priorSamples : settings.rootTop > 0 ? ROOT_TOP_SAMPLES : 0;
      for (let k = 0; k < priorCount && !timeUp(); k++) priorWorlds.push(draw());
      // One one-ply pass over those worlds, shared by the prior of every tree and by rootTop.
      const prior = priorCount > 0 ? onePly(ctx, priorWorlds, timeUp) : null;
      if (settings.priorSamples > 0 && prior !== null) for (const tree of trees) seedRoot(tree, prior, settings.priorWeight);
      // The root's choices, narrowed to the one-ply best: the search refines greedy's pick.
      let allowed: ReadonlySet<string> | null = null;
      if (settings.rootTop > 0 && prior !== null) {
        const top = new Set(topRootChoices(prior, settings.rootTop));
        if (firsts.some((f) => top.has(f))) allowed = top;
      }
      ctx.rootOnly = allowed;
      const isAllowed = (i: number): boolean => allowed === null || allowed.has(firsts[i] ?? "");
      let done = 0;
      let finalists: ReadonlySet<string> | null = null;
      const first = trees[0];
      if (settings.halving && Number.isFinite(iterations) && trees.length === 1 && first !== undefined) {
        const arms = [...new Set(firsts)].filter((f) => allowed === null || allowed.has(f));
        const r = halvingSearch(ctx, first, arms, iterations, draw, stop);
        done = r.done;
        finalists = new Set(r.alive);
      } else {
        // The choice below is the most visited action of a lone tree (groups off, so an
        // action's node is its first-level node): once it leads by more than what is left, the
        // rest of the budget cannot change it.
        const watch = settings.earlyStop && !settings.byValue && !settings.groups && trees.length === 1 && first !== undefined && Number.isFinite(iterations) ? contenders(keys, isAllowed) : null;
        while (done < iterations && !stop(done)) {
          const tree = trees[done % trees.length];
          if (tree === undefined) break;
          openLoopIteration(ctx, tree, draw());
          done++;
          if (watch !== null && first !== undefined && settled(first, watch, iterations - done)) break;
        }
      }

      // Per tree: each legal action's node and its first-level node; the tree votes for its best.
      const n = legal.length;
      const votes = new Array<number>(n).fill(0);
      const visits = new Array<number>(n).fill(0);
      const totals = new Array<number>(n).fill(0);
      const values = new Array<number>(n).fill(0);
      const valued = new Array<number>(n).fill(0);
      const firstVisits = new Array<number>(n).fill(0);
      const firstValues = new Array<number>(n).fill(0);
      for (const tree of trees) {
        let top = -1;
        let topRank: readonly number[] = [];
        for (let i = 0; i < n; i++) {
          const node = actionNode(tree, groups[i] ?? null, keys[i] ?? "");
          const head = tree.children.get(firsts[i] ?? "");
          if (node === undefined || node.visits === 0 || head === undefined) continue;
          visits[i] = (visits[i] ?? 0) + node.visits;
          totals[i] = (totals[i] ?? 0) + node.total;
          const v = nodeValue(node, settings.minimax);
          const hv = nodeValue(head, settings.minimax);
          values[i] = (values[i] ?? 0) + v;
          valued[i] = (valued[i] ?? 0) + 1;
          firstVisits[i] = (firstVisits[i] ?? 0) + head.visits;
          firstValues[i] = (firstValues[i] ?? 0) + hv;
          if (!isAllowed(i) || (finalists !== null && !finalists.has(firsts[i] ?? ""))) continue;
          const rank = settings.byValue || finalists !== null ? [hv, node.visits, v] : [head.visits, node.visits, v];
          if (top < 0 || greater(rank, topRank)) {
            top = i;
            topRank = rank;
          }
        }
        if (top >= 0) votes[top] = (votes[top] ?? 0) + 1;
      }
      let chosen = 0;
      while (chosen < n - 1 && !isAllowed(chosen)) chosen++;
      for (let i = chosen + 1; i < n; i++) {
        if (!isAllowed(i)) continue;
        const a = [votes[i] ?? 0, firstVisits[i] ?? 0, visits[i] ?? 0];
        const b = [votes[chosen] ?? 0, firstVisits[chosen] ?? 0, visits[chosen] ?? 0];
        if (greater(a, b)) chosen = i;
      }
      memo = settings.reuse ? { state, player, action: legal[chosen] as A, group: groups[chosen] ?? null, key: keys[chosen] ?? "", trees } : null;
      return {
        chosen,
        done,
        worlds: determinize === undefined ? 1 : sampled,
        trees: trees.length,
        votes,
        visits,
        rewards: visits.map((v, i) => (v > 0 ? (totals[i] ?? 0) / v : 0)),
      };
    },
  };
}

/**
 * Whether a step showed `player` nothing new: with the ruleset's `secrets`, every card hidden
 * from them before is still hidden after (a card they played face up shows their opponent
 * something, not them); without it, the step's own `revealed` flag (a reveal to anyone).
 */
function revealedNothing<S, A>(ruleset: Ruleset<S, A>, before: S, after: S, player: PlayerId, revealed: boolean | undefined): boolean {
  if (ruleset.secrets === undefined) return revealed === false;
  const still = new Set(ruleset.secrets(after, player).hiddenCards);
  for (const card of ruleset.secrets(before, player).hiddenCards) if (!still.has(card)) return false;
  return true;
}

/** The distinct keys of the root actions the choice may fall on (`allowed` by `rootTop`). */
function contenders(keys: readonly string[], allowed: (i: number) => boolean): string[] {
  const out = new Set<string>();
  for (let i = 0; i < keys.length; i++) if (allowed(i)) out.add(keys[i] ?? "");
  return [...out];
}

/**
 * Whether the most visited of the `contenders` among the root's children leads every other by
 * more than `left` visits: each iteration adds one visit to one root child at most, so no run
 * of the `left` iterations still to come could overtake it or tie it. @internal
 */
export function settled(root: OpenNode, contenders: readonly string[], left: number): boolean {
  let best = 0;
  let next = 0;
  for (const key of contenders) {
    const v = root.children.get(key)?.visits ?? 0;
    if (v > best) {
      next = best;
      best = v;
    } else if (v > next) next = v;
  }
  return best - next > left;
}

/** Lexicographic comparison of two rankings. */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}
