// Internal: open-loop information-set search, where every iteration starts from a freshly
// determinized world and the tree is keyed by actions, not by states.
import type { PlayerId, Rng, Ruleset } from "@rulesmith/core";
import type { Evaluate } from "./bot.js";
import type { ActionKey, GroupKey } from "./action-keys.js";
import { clampValue, greedyStep, outcomeRewards, playout, settle, type ApplyAt, type Settled } from "./search.js";

/**
 * A node of an open-loop tree: the statistics of one action sequence, whatever world it was
 * played in. A group node (see `GroupKey`) stands for a set of actions, its children being
 * the actions of the group. @internal
 */
export interface OpenNode {
  /** The seat whose action led here (-1 at a root): its rewards are summed in `total`. */
  readonly mover: PlayerId;
  /** Children by the key of their action (or group). */
  readonly children: Map<string, OpenNode>;
  /** Iterations through this node. */
  visits: number;
  /** Sum of the mover's rewards over those iterations. */
  total: number;
  /** Iterations in which this node's action was legal at its parent (ISMCTS availability). */
  avail: number;
  /** The last iteration that counted this node available (several actions may share a key). */
  stamp: number;
  /**
   * Per seat, the value of the node by implicit minimax backups (used when the context's
   * `minimax` weight is above 0): a leaf's own reward, else the value of the child best for the
   * seat to act there.
   */
  mm: Float64Array | null;
}

/** A fresh node. @internal */
export function openNode(mover: PlayerId): OpenNode {
  return { mover, children: new Map(), visits: 0, total: 0, avail: 1, stamp: -1, mm: null };
}

/** What one open-loop iteration needs besides the tree and the world. @internal */
export interface OpenLoopContext<S, A> {
  readonly ruleset: Ruleset<S, A>;
  readonly applyAt: ApplyAt<S, A>;
  readonly keyOf: ActionKey<S, A>;
  /** Move groups, or null for a flat tree. */
  readonly groupOf: GroupKey<S, A> | null;
  readonly rng: Rng;
  readonly exploration: number;
  readonly playoutCap: number;
  /** Playout actions chosen one-ply greedily by `evaluate` instead of at random. */
  readonly playoutGreedy: boolean;
  /** In greedy playouts, the chance of a random action instead of the one-ply best. */
  readonly playoutEpsilon: number;
  readonly seats: readonly PlayerId[];
  readonly rewards: Float64Array;
  readonly evaluate: Evaluate<S> | undefined;
  /** Scratch space for the path of an iteration. */
  readonly path: OpenNode[];
  /**
   * Per seat, the lowest and highest mean of any node that seat moved into, for min-max
   * normalisation of the exploitation term (null: means are used as they are).
   */
  readonly bounds: { readonly lo: Float64Array; readonly hi: Float64Array } | null;
  /**
   * Whether each iteration's rewards are taken relative to its world's value before any action
   * (a control variate: worlds that are better or worse for everyone whatever is played no
   * longer add their noise to the comparison of actions).
   */
  readonly baseline: boolean;
  /** Iterations run so far (stamps the children counted available). */
  iteration: number;
  /**
   * The weight of the implicit minimax value in a node's value, 0 to 1 (Lanctot et al. 2014):
   * `(1 - w) * mean + w * minimax`. At 0 a node's value is its mean reward.
   */
  readonly minimax: number;
  /** First-play urgency reduction (null: untried actions first). */
  readonly fpu: number | null;
  /** Scratch: per legal action of the current decision, its key at the current level. */
  readonly keys: string[];
  /** Scratch: the legal actions (indices) still in play at the current level. */
  readonly members: number[];
  /** Scratch: the last choice of a child. */
  readonly pick: Pick;
  /** The keys of the legal actions of every state searched (by state object). */
  readonly stateKeys: WeakMap<object, StateKeys>;
  /**
   * The only first-level keys the root may choose (see `topRootChoices`), or null for all of
   * them. In a world where none of them is legal, the root chooses among all.
   */
  rootOnly: ReadonlySet<string> | null;
  /**
   * The searching seat, whose choices alone make the tree when `greedyOpponents` is set.
   */
  readonly searcher: PlayerId;
  /**
   * Every other seat plays its one-ply best by `evaluate` in the tree too, as in a greedy
   * playout, instead of being searched: a node is the searcher's action and the replies to it.
   */
  readonly greedyOpponents: boolean;
}

/** Replies of the other seats, one-ply greedy, until the searcher must choose or the match ends (see `greedyOpponents`). */
function replies<S, A>(ctx: OpenLoopContext<S, A>, settled: Settled<S, A>): Settled<S, A> {
  const evaluate = ctx.evaluate;
  if (!ctx.greedyOpponents || evaluate === undefined) return settled;
  let s = settled;
  for (let i = 0; i < REPLY_LIMIT && s.actor >= 0 && s.actor !== ctx.searcher; i++) {
    const next = s.legal.length === 1 ? ctx.applyAt(s.state, s.actor, s.legal, 0) : greedyStep(ctx.ruleset, s.state, s.actor, s.legal, ctx.rng, evaluate, ctx.applyAt);
    s = settle(ctx.ruleset, next, ctx.rng, ctx.applyAt);
  }
  return s;
}

/** The most replies in a row before the searcher's next choice (a runaway guard). */
const REPLY_LIMIT = 1000;

/** A child's value for its mover: the mean reward mixed with its minimax value. @internal */
export function nodeValue(child: OpenNode, weight: number): number {
  const mean = child.total / child.visits;
  if (weight <= 0 || child.mm === null) return mean;
  return (1 - weight) * mean + weight * (child.mm[child.mover] ?? mean);
}

function endRewards<S, A>(ctx: OpenLoopContext<S, A>, state: S): void {
  const outcome = ctx.ruleset.outcome(state);
  if (outcome !== undefined) outcomeRewards(outcome, ctx.seats, ctx.rewards);
  else for (const p of ctx.seats) ctx.rewards[p] = 0.5;
}

/** A sampled world, settled to a player's decision, with its baseline values per seat. @internal */
export interface World<S, A> {
  readonly settled: Settled<S, A>;
  /** Per seat, the world's value before any action (used only with a baseline). */
  readonly base: Float64Array | null;
  /**
   * The states this world reached at tree nodes, when the world is searched more than once (a
   * pool of worlds): an iteration then applies only the actions below the deepest node it
   * already reached in this world.
   */
  readonly states: Map<OpenNode, Settled<S, A>> | null;
}

/** Settles a freshly determinized world and values it for the baseline. @internal */
export function sampleWorld<S, A>(ctx: OpenLoopContext<S, A>, world: S, reused: boolean): World<S, A> {
  const settled = settle(ctx.ruleset, world, ctx.rng, ctx.applyAt);
  const states = reused ? new Map<OpenNode, Settled<S, A>>() : null;
  if (!ctx.baseline) return { settled, base: null, states };
  const base = new Float64Array(ctx.rewards.length);
  const evaluate = ctx.evaluate;
  for (const p of ctx.seats) base[p] = settled.actor < 0 || evaluate === undefined ? 0.5 : (clampValue(evaluate(settled.state, p)) + 1) / 2;
  return { settled, base, states };
}

/** What `pickChild` chose: a child to descend into, or an untried key to expand. @internal */
export interface Pick {
  /** The child to descend into, or null to expand `key`. */
  child: OpenNode | null;
  /** A legal action of the chosen child or key (the one to apply when it is an action). */
  index: number;
  key: string;
}

/**
 * UCB1 with availability counts over the children of `node` whose keys appear among
 * `ctx.members` (keys in `ctx.keys`, by legal index); an untried key is expanded first, or,
 * with first-play urgency, when it beats every tried child. Writes the choice to `ctx.pick`
 * and returns it, or null when nothing is legal.
 */
function pickChild<S, A>(ctx: OpenLoopContext<S, A>, node: OpenNode, actor: PlayerId, only: string | null): Pick | null {
  const { rng, exploration, bounds, keys, members } = ctx;
  let lo = 0;
  let range = 0;
  if (bounds !== null) {
    lo = bounds.lo[actor] ?? 0;
    const hi = bounds.hi[actor] ?? 0;
    range = hi - lo > 1e-9 ? hi - lo : 0;
  }
  let best: OpenNode | null = null;
  let bestIndex = -1;
  let bestKey = "";
  let bestScore = -Infinity;
  let untried = 0;
  let pick = -1;
  let pickKey = "";
  let qSum = 0;
  let qVisits = 0;
  for (const i of members) {
    const key = keys[i] ?? "";
    if (only !== null && key !== only) continue;
    const child = node.children.get(key);
    if (child === undefined) {
      untried++;
      if (rng.int(untried) === 0) {
        pick = i;
        pickKey = key;
      }
      continue;
    }
    // Several legal actions may share a key in this world: count the child once.
    if (child.stamp === ctx.iteration) continue;
    child.stamp = ctx.iteration;
    child.avail++;
    let q = nodeValue(child, ctx.minimax);
    if (range > 0) q = (q - lo) / range;
    qSum += q * child.visits;
    qVisits += child.visits;
    const score = q + exploration * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
      bestIndex = i;
      bestKey = key;
    }
  }
  // First-play urgency: an untried action is worth the mean of the tried ones less a
  // reduction, with the exploration bonus of one visit; without it every action is tried
  // once before any is tried twice.
  if (pick >= 0 && best !== null && ctx.fpu !== null && qVisits > 0) {
    const fpuScore = qSum / qVisits - ctx.fpu + exploration * Math.sqrt(Math.log(node.visits + 1));
    if (bestScore >= fpuScore) pick = -1;
  }
  const out = ctx.pick;
  if (pick >= 0) {
    out.child = null;
    out.index = pick;
    out.key = pickKey;
    return out;
  }
  if (best === null) return null;
  out.child = best;
  out.index = bestIndex;
  out.key = bestKey;
  return out;
}

/** The keys of one state's legal actions, computed once per state object. @internal */
export interface StateKeys {
  /** Per legal action, its first-level key: its group's, or its own. */
  readonly first: string[];
  /** Per legal action, its own key (computed when first needed). */
  readonly own: (string | undefined)[];
}

function keysOf<S, A>(ctx: OpenLoopContext<S, A>, state: S, legal: readonly A[]): StateKeys {
  const cacheable = typeof state === "object" && state !== null;
  const known = cacheable ? ctx.stateKeys.get(state) : undefined;
  if (known !== undefined) return known;
  const { keyOf, groupOf } = ctx;
  const first: string[] = new Array<string>(legal.length);
  const own: (string | undefined)[] = new Array<string | undefined>(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i] as A;
    const group = groupOf === null ? null : groupOf(state, a);
    if (group === null) {
      const key = keyOf(state, a);
      first[i] = key;
      own[i] = key;
    } else first[i] = group;
  }
  const entry = { first, own };
  if (cacheable) ctx.stateKeys.set(state, entry);
  return entry;
}

/** Fills `ctx.keys` with the first-level key (group or action) of every legal action, and `ctx.members` with all of them. */
function firstLevel<S, A>(ctx: OpenLoopContext<S, A>, state: S, legal: readonly A[]): StateKeys {
  const { keys, members } = ctx;
  const entry = keysOf(ctx, state, legal);
  keys.length = legal.length;
  members.length = legal.length;
  for (let i = 0; i < legal.length; i++) {
    keys[i] = entry.first[i] ?? "";
    members[i] = i;
  }
  return entry;
}

/** Narrows `ctx.members` to the actions whose current key is in `only`, unless none is. */
function keepOnly<S, A>(ctx: OpenLoopContext<S, A>, only: ReadonlySet<string>): void {
  const { keys, members } = ctx;
  let n = 0;
  for (const i of members) if (only.has(keys[i] ?? "")) n++;
  if (n === 0) return;
  n = 0;
  for (const i of members) if (only.has(keys[i] ?? "")) members[n++] = i;
  members.length = n;
}

/** Narrows `ctx.members` to the actions of group `group` and gives them their own keys. */
function secondLevel<S, A>(ctx: OpenLoopContext<S, A>, state: S, legal: readonly A[], group: string, entry: StateKeys): void {
  const { keys, members, keyOf } = ctx;
  let n = 0;
  for (let i = 0; i < legal.length; i++) {
    if (keys[i] !== group) continue;
    members[n++] = i;
  }
  members.length = n;
  for (const i of members) {
    let key = entry.own[i];
    if (key === undefined) {
      key = keyOf(state, legal[i] as A);
      entry.own[i] = key;
    }
    keys[i] = key;
  }
}

/**
 * One iteration of open-loop UCT in `world`: descends the tree by the actions legal in this
 * world (UCB1 with availability counts; with move groups, first the group, then the action
 * in it), expands one untried action, values the new leaf with a playout (or `evaluate` at
 * once when the cap is 0), and backs the rewards up the path. Because each iteration plays in
 * a different world, the statistics of a node average over hidden cards and dice instead of
 * knowing one world's. With `forced`, the root's first-level choice is the one with that key
 * (when it is legal in this world) instead of UCB's. @internal
 */
export function openLoopIteration<S, A>(ctx: OpenLoopContext<S, A>, root: OpenNode, world: World<S, A>, forced: string | null = null): void {
  const { ruleset, rng, rewards, seats, path, applyAt, bounds } = ctx;
  path.length = 0;
  path.push(root);
  let node = root;
  let settled = world.settled;
  for (;;) {
    if (settled.actor < 0) {
      endRewards(ctx, settled.state);
      break;
    }
    const legal = settled.legal;
    const actor = settled.actor;
    const entry = firstLevel(ctx, settled.state, legal);
    if (node === root && ctx.rootOnly !== null) keepOnly(ctx, ctx.rootOnly);
    let choice = pickChild(ctx, node, actor, node === root ? forced : null);
    const head = choice?.child ?? null;
    if (head !== null && ctx.groupOf !== null && isGroupKey(ctx.pick.key)) {
      // Into the group: choose the action in it.
      const group = head;
      path.push(group);
      secondLevel(ctx, settled.state, legal, ctx.pick.key, entry);
      node = group;
      choice = pickChild(ctx, group, actor, null);
    }
    if (choice === null) {
      for (const p of seats) rewards[p] = 0.5;
      break;
    }
    if (choice.child === null) {
      const index = choice.index;
      let parent = node;
      let key = choice.key;
      if (ctx.groupOf !== null && isGroupKey(key)) {
        // A new group: its node, then the node of the action tried in it.
        const group = openNode(actor);
        parent.children.set(key, group);
        path.push(group);
        parent = group;
        key = entry.own[index] ?? ctx.keyOf(settled.state, legal[index] as A);
      }
      const child = openNode(actor);
      parent.children.set(key, child);
      path.push(child);
      const next = replies(ctx, settle(ruleset, applyAt(settled.state, actor, legal, index), rng, applyAt));
      if (next.actor < 0) endRewards(ctx, next.state);
      else playout(ruleset, next.state, rng, ctx.playoutCap, seats, rewards, ctx.evaluate, applyAt, ctx.playoutGreedy, ctx.playoutEpsilon);
      break;
    }
    const into = choice.child;
    path.push(into);
    const known = world.states?.get(into);
    if (known === undefined) {
      settled = replies(ctx, settle(ruleset, applyAt(settled.state, actor, legal, choice.index), rng, applyAt));
      world.states?.set(into, settled);
    } else settled = known;
    node = into;
  }
  const base = world.base;
  if (base !== null) for (const p of seats) rewards[p] = (rewards[p] ?? 0.5) - (base[p] ?? 0.5) + 0.5;
  for (const n of path) {
    n.visits++;
    if (n.mover < 0) continue;
    n.total += rewards[n.mover] ?? 0.5;
    if (bounds !== null) {
      const mean = n.total / n.visits;
      if (mean < (bounds.lo[n.mover] ?? 0)) bounds.lo[n.mover] = mean;
      if (mean > (bounds.hi[n.mover] ?? 0)) bounds.hi[n.mover] = mean;
    }
  }
  if (ctx.minimax > 0) backupMinimax(path, rewards);
  ctx.iteration++;
}

/** Whether a key is a move group's (see `fieldGroups`). @internal */
export function isGroupKey(key: string): boolean {
  return key.charCodeAt(0) === 2;
}

/** Implicit minimax backups along an iteration's path, from the leaf up. */
function backupMinimax(path: readonly OpenNode[], rewards: Float64Array): void {
  for (let i = path.length - 1; i >= 0; i--) {
    const n = path[i];
    if (n === undefined) continue;
    let mm = n.mm;
    if (mm === null) {
      mm = new Float64Array(rewards.length);
      n.mm = mm;
    }
    let best: Float64Array | null = null;
    let bestValue = -Infinity;
    for (const c of n.children.values()) {
      if (c.mm === null) continue;
      const v = c.mm[c.mover] ?? 0;
      if (v > bestValue) {
        bestValue = v;
        best = c.mm;
      }
    }
    mm.set(best ?? rewards);
  }
}

/**
 * The node of one legal action of the root: its own node, or its node inside its group.
 * @internal
 */
export function actionNode(root: OpenNode, group: string | null, key: string): OpenNode | undefined {
  if (group === null) return root.children.get(key);
  return root.children.get(group)?.children.get(key);
}

/**
 * Sequential halving at the root (Karnin, Koren and Somekh 2013, as in Gumbel MuZero): the
 * budget is split into rounds; in each round every remaining root choice (an action, or a
 * move group) gets the same number of iterations, each in the same sampled worlds (common
 * random numbers: the choices are compared on the same hidden cards and generators), and the
 * worse half is dropped. Below the root the tree grows by UCT as usual. Runs exactly `budget`
 * iterations unless `stop` says otherwise, and returns how many ran and the choices left.
 * @internal
 */
export function halvingSearch<S, A>(
  ctx: OpenLoopContext<S, A>,
  root: OpenNode,
  arms: readonly string[],
  budget: number,
  draw: () => World<S, A>,
  stop: (done: number) => boolean,
): { readonly done: number; readonly alive: readonly string[] } {
  let alive = arms.slice();
  let done = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const value = (key: string): number => {
    const c = root.children.get(key);
    return c === undefined || c.visits === 0 ? -Infinity : nodeValue(c, ctx.minimax);
  };
  for (let r = 0; r < rounds && done < budget; r++) {
    const last = r === rounds - 1 || alive.length <= 2;
    const share = last ? budget - done : Math.floor((budget - done) / (rounds - r));
    const each = Math.max(1, Math.floor(share / alive.length));
    for (let k = 0; k < each && done < budget; k++) {
      const world = draw();
      for (const arm of alive) {
        if (done >= budget || stop(done)) return { done, alive };
        openLoopIteration(ctx, root, world, arm);
        done++;
      }
    }
    if (last) break;
    // Stable: ties keep the earlier (legalActions) order.
    alive = alive
      .map((key, i) => ({ key, i, m: value(key) }))
      .sort((a, b) => b.m - a.m || a.i - b.i)
      .slice(0, Math.ceil(alive.length / 2))
      .map((x) => x.key);
  }
  // What the rounds left over (flooring) goes to the last arms, one world at a time.
  while (done < budget && !stop(done)) {
    const world = draw();
    for (const arm of alive) {
      if (done >= budget) break;
      openLoopIteration(ctx, root, world, arm);
      done++;
    }
  }
  return { done, alive };
}

/** One action's one-ply value at the root, summed over the sampled worlds it was legal in. @internal */
export interface PriorEntry {
  readonly group: string | null;
  /** The action's own key (its key inside the group, with a group). */
  readonly key: string;
  readonly mover: PlayerId;
  sum: number;
  n: number;
}

/**
 * What a one-ply lookahead knows at the root: every legal action tried in each of `worlds`
 * (the same worlds for every action), its result valued with `evaluate` (an ended match by its
 * outcome) relative to the world's baseline when there is one, summed per action. When
 * `timeUp` says so (asked before each world) it stops with the worlds done so far: each of
 * them has every action tried. One pass serves both of its uses, {@link seedRoot} (for every
 * tree) and {@link topRootChoices}. @internal
 */
export function onePly<S, A>(ctx: OpenLoopContext<S, A>, worlds: readonly World<S, A>[], timeUp: () => boolean): ReadonlyMap<string, PriorEntry> {
  const { ruleset, rng, rewards, applyAt, keyOf, groupOf, evaluate } = ctx;
  const sums = new Map<string, PriorEntry>();
  for (const world of worlds) {
    if (timeUp()) break;
    const start = world.settled;
    if (start.actor < 0) continue;
    const actor = start.actor;
    const base = world.base === null ? 0.5 : (world.base[actor] ?? 0.5);
    const legal = start.legal;
    const seen = new Set<string>();
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i] as A;
      const key = keyOf(start.state, a);
      const group = groupOf === null ? null : groupOf(start.state, a);
      const id = group === null ? key : `${group}\u0003${key}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const next = settle(ruleset, applyAt(start.state, actor, legal, i), rng, applyAt);
      let v: number;
      if (next.actor < 0) {
        endRewards(ctx, next.state);
        v = rewards[actor] ?? 0.5;
      } else {
        v = evaluate === undefined ? 0.5 : (clampValue(evaluate(next.state, actor)) + 1) / 2;
      }
      let entry = sums.get(id);
      if (entry === undefined) {
        entry = { group, key, sum: 0, n: 0, mover: actor };
        sums.set(id, entry);
      }
      entry.sum += v - base + 0.5;
      entry.n++;
    }
  }
  return sums;
}

/**
 * Seeds the root with what a one-ply lookahead knows (the values {@link onePly} found): each
 * root node (action, and move group) starts with `weight` virtual visits at the mean value of
 * its action (a group: of its best action). The search then starts where a greedy player with
 * as many samples would, and refines it. @internal
 */
export function seedRoot(root: OpenNode, prior: ReadonlyMap<string, PriorEntry>, weight: number): void {
  const groupBest = new Map<string, number>();
  for (const e of prior.values()) {
    if (e.n === 0) continue;
    const mean = e.sum / e.n;
    let parent = root;
    if (e.group !== null) {
      groupBest.set(e.group, Math.max(groupBest.get(e.group) ?? -Infinity, mean));
      let g = root.children.get(e.group);
      if (g === undefined) {
        g = openNode(e.mover);
        root.children.set(e.group, g);
      }
      parent = g;
    }
    let child = parent.children.get(e.key);
    if (child === undefined) {
      child = openNode(e.mover);
      parent.children.set(e.key, child);
    }
    seed(child, mean, weight);
  }
  for (const [group, best] of groupBest) {
    const g = root.children.get(group);
    if (g !== undefined) seed(g, best, weight);
  }
}

/**
 * The `k` first-level root choices (actions, or move groups: a group by its best action) that
 * a one-ply lookahead (the values {@link onePly} found) values best, best first; ties keep the
 * order in which the worlds listed them (`legalActions` order). With fewer choices than `k`,
 * all of them; with no world done (the time was up), none.
 * @internal
 */
export function topRootChoices(prior: ReadonlyMap<string, PriorEntry>, k: number): string[] {
  const best = new Map<string, number>();
  for (const e of prior.values()) {
    if (e.n === 0) continue;
    const first = e.group ?? e.key;
    const mean = e.sum / e.n;
    const known = best.get(first);
    if (known === undefined || mean > known) best.set(first, mean);
  }
  return [...best]
    .map(([key, mean], i) => ({ key, mean, i }))
    .sort((a, b) => b.mean - a.mean || a.i - b.i)
    .slice(0, k)
    .map((x) => x.key);
}

function seed(node: OpenNode, mean: number, weight: number): void {
  if (node.visits === 0) node.avail = 0;
  node.visits += weight;
  node.total += weight * mean;
  node.avail += weight;
}
