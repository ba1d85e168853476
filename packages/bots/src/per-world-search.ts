// Internal: determinized UCT with voting (the MCTS bot with `resample: false`): one tree per
// sampled world, each holding that world's states, and the action most trees visited most.
import { canonicalJson, type PlayerId, type Rng, type RngState, type Ruleset } from "@rulesmith/core";
import type { Evaluate } from "./bot.js";
import type { RootReport } from "./open-loop-search.js";
import { applyOrThrow, freshRngState, outcomeRewards, playout, rewardSize, settle } from "./search.js";

interface TreeNode<S, A> {
  readonly state: S;
  /** The seat whose action led here (-1 at a root): its rewards are summed in `total`. */
  readonly mover: PlayerId;
  /** The seat to act, -1 when the match is over. */
  readonly actor: PlayerId;
  readonly actions: readonly A[];
  readonly children: (TreeNode<S, A> | null)[];
  /** Indices of `actions` not expanded yet. */
  readonly untried: number[];
  visits: number;
  total: number;
}

function makeNode<S, A>(state: S, mover: PlayerId, actor: PlayerId, actions: readonly A[]): TreeNode<S, A> {
  const n = actions.length;
  const children = new Array<TreeNode<S, A> | null>(n);
  const untried = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    children[i] = null;
    untried[i] = i;
  }
  return { state, mover, actor, actions, children, untried, visits: 0, total: 0 };
}

/**
 * Adds one tree's root children (aligned with the legal actions; missing ones unexpanded) to
 * the per-action visits and totals, and gives the tree's vote to its most visited child (ties
 * by mean reward, then by order).
 */
function addVotes(children: readonly ({ readonly visits: number; readonly total: number } | null | undefined)[], votes: number[], visits: number[], totals: number[]): void {
  let top = -1;
  let topVisits = 0;
  let topMean = -Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child == null || child.visits === 0) continue;
    visits[i] = (visits[i] ?? 0) + child.visits;
    totals[i] = (totals[i] ?? 0) + child.total;
    const mean = child.total / child.visits;
    if (child.visits > topVisits || (child.visits === topVisits && mean > topMean)) {
      top = i;
      topVisits = child.visits;
      topMean = mean;
    }
  }
  if (top >= 0) votes[top] = (votes[top] ?? 0) + 1;
}

/** How the per-world search is tuned. @internal */
export interface PerWorldSettings<S> {
  readonly exploration: number;
  readonly playoutCap: number;
  /** Playout actions chosen one-ply greedily by `evaluate` instead of at random. */
  readonly playoutGreedy: boolean;
  /** In greedy playouts, the chance of a random action instead of the one-ply best. */
  readonly playoutEpsilon: number;
  readonly evaluate: Evaluate<S> | undefined;
  readonly trees: number;
}

/**
 * One decision of determinized UCT with voting: `settings.trees` worlds, one tree each, the
 * budget dealt round-robin, and the action most trees visited most (ties: total visits, then
 * `legalActions` order). When `timeUp` says so while the worlds are sampled, fewer worlds (at
 * least one). @internal
 */
export function perWorldDecision<S, A>(
  ruleset: Ruleset<S, A>,
  rng: Rng,
  determinize: ((state: S, player: PlayerId, rng: RngState) => S) | undefined,
  settings: PerWorldSettings<S>,
  state: S,
  player: PlayerId,
  legal: readonly A[],
  iterations: number,
  stop: (done: number) => boolean,
  timeUp: () => boolean,
): RootReport {
  const { exploration, playoutCap, playoutGreedy, playoutEpsilon, evaluate } = settings;
  const seats = ruleset.players(state);
  const rewards = new Float64Array(rewardSize(seats));
  const keys = legal.map((a) => canonicalJson(a));

  const expand = (node: TreeNode<S, A>): TreeNode<S, A> => {
    const j = rng.int(node.untried.length);
    const index = node.untried[j] ?? 0;
    const last = node.untried.pop() ?? index;
    if (j < node.untried.length) node.untried[j] = last;
    const next = settle(ruleset, applyOrThrow(ruleset, node.state, node.actor, node.actions[index] as A), rng);
    const child = makeNode(next.state, node.actor, next.actor, next.legal);
    node.children[index] = child;
    return child;
  };

  const select = (node: TreeNode<S, A>): TreeNode<S, A> => {
    const logN = Math.log(node.visits);
    let best: TreeNode<S, A> | null = null;
    let bestScore = -Infinity;
    for (const child of node.children) {
      if (child === null) continue;
      const score = child.total / child.visits + exploration * Math.sqrt(logN / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    if (best === null) throw new RangeError("select on a node without children");
    return best;
  };

  const roots: TreeNode<S, A>[] = [];
  const rootIndex: number[][] = [];
  // One world per tree, within the time budget (at least one).
  for (let k = 0; k < settings.trees && (k === 0 || !timeUp()); k++) {
    const world = determinize === undefined ? state : determinize(state, player, freshRngState(rng));
    const actions = ruleset.legalActions(world, player);
    roots.push(makeNode(world, -1, player, actions));
    // Map each of this world's root actions to the real legal list (they should be the same).
    const map: number[] = [];
    for (const a of actions) map.push(keys.indexOf(canonicalJson(a)));
    rootIndex.push(map);
  }
  const path: TreeNode<S, A>[] = [];
  let done = 0;
  while (done < iterations && !stop(done)) {
    const root = roots[done % roots.length];
    if (root === undefined) break;
    path.length = 0;
    let node = root;
    path.push(node);
    while (node.actor >= 0 && node.untried.length === 0 && node.actions.length > 0) {
      node = select(node);
      path.push(node);
    }
    if (node.actor >= 0 && node.untried.length > 0) {
      node = expand(node);
      path.push(node);
    }
    const outcome = node.actor < 0 ? ruleset.outcome(node.state) : undefined;
    if (outcome !== undefined) outcomeRewards(outcome, seats, rewards);
    else playout(ruleset, node.state, rng, playoutCap, seats, rewards, evaluate, undefined, playoutGreedy, playoutEpsilon);
    for (const n of path) {
      n.visits++;
      if (n.mover >= 0) n.total += rewards[n.mover] ?? 0.5;
    }
    done++;
  }
  const votes = new Array<number>(legal.length).fill(0);
  const visits = new Array<number>(legal.length).fill(0);
  const totals = new Array<number>(legal.length).fill(0);
  for (const [k, root] of roots.entries()) {
    // This world's root children, in the order of the real legal list.
    const map = rootIndex[k] ?? [];
    const aligned = new Array<TreeNode<S, A> | null>(legal.length).fill(null);
    for (let i = 0; i < root.children.length; i++) {
      const at = map[i] ?? -1;
      if (at >= 0) aligned[at] = root.children[i] ?? null;
    }
    addVotes(aligned, votes, visits, totals);
  }
  let chosen = 0;
  for (let i = 1; i < legal.length; i++) {
    const v = votes[i] ?? 0;
    const b = votes[chosen] ?? 0;
    if (v > b || (v === b && (visits[i] ?? 0) > (visits[chosen] ?? 0))) chosen = i;
  }
  return { chosen, done, worlds: determinize === undefined ? 1 : roots.length, trees: roots.length, votes, visits, rewards: visits.map((v, i) => (v > 0 ? (totals[i] ?? 0) / v : 0)) };
}
