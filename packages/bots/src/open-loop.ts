// Internal: open-loop information-set search, where every iteration starts from a freshly
// determinized world and the tree is keyed by actions, not by states.
import { canonicalJson, type PlayerId, type Rng, type Ruleset } from "@rulesmith/core";
import type { Evaluate } from "./bot.js";
import { applyOrThrow, outcomeRewards, playout, settle } from "./search.js";

/**
 * A node of an open-loop tree: the statistics of one action sequence, whatever world it was
 * played in. @internal
 */
export interface OpenNode {
  /** The seat whose action led here (-1 at a root): its rewards are summed in `total`. */
  readonly mover: PlayerId;
  /** Children by the canonical JSON of their action. */
  readonly children: Map<string, OpenNode>;
  /** Iterations through this node. */
  visits: number;
  /** Sum of the mover's rewards over those iterations. */
  total: number;
  /** Iterations in which this node's action was legal at its parent (ISMCTS availability). */
  avail: number;
}

/** A fresh node. @internal */
export function openNode(mover: PlayerId): OpenNode {
  return { mover, children: new Map(), visits: 0, total: 0, avail: 1 };
}

/** What one open-loop iteration needs besides the tree and the world. @internal */
export interface OpenLoopContext<S, A> {
  readonly ruleset: Ruleset<S, A>;
  readonly rng: Rng;
  readonly exploration: number;
  readonly playoutCap: number;
  readonly seats: readonly PlayerId[];
  readonly rewards: Float64Array;
  readonly evaluate: Evaluate<S> | undefined;
  /** Scratch space for the path of an iteration. */
  readonly path: OpenNode[];
}

/**
 * One iteration of open-loop UCT from `world`: descends the tree by the actions legal in this
 * world (UCB1 with availability counts), expands one untried action, values the new leaf with a
 * playout (or `evaluate` at once when the cap is 0), and backs the rewards up the path.
 * Because each iteration plays in a different world, the statistics of a node average over
 * hidden cards and dice instead of knowing one world's. @internal
 */
export function openLoopIteration<S, A>(ctx: OpenLoopContext<S, A>, root: OpenNode, world: S): void {
  const { ruleset, rng, exploration, rewards, seats, path } = ctx;
  path.length = 0;
  path.push(root);
  let node = root;
  let settled = settle(ruleset, world, rng);
  for (;;) {
    if (settled.actor < 0) {
      const outcome = ruleset.outcome(settled.state);
      if (outcome !== undefined) outcomeRewards(outcome, seats, rewards);
      else for (const p of seats) rewards[p] = 0.5;
      break;
    }
    const legal = settled.legal;
    let best: OpenNode | null = null;
    let bestIndex = -1;
    let bestScore = -Infinity;
    let untried = 0;
    let pick = -1;
    let pickKey = "";
    for (let i = 0; i < legal.length; i++) {
      const key = canonicalJson(legal[i]);
      const child = node.children.get(key);
      if (child === undefined) {
        untried++;
        if (rng.int(untried) === 0) {
          pick = i;
          pickKey = key;
        }
        continue;
      }
      child.avail++;
      const score = child.total / child.visits + exploration * Math.sqrt(Math.log(child.avail) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
        bestIndex = i;
      }
    }
    if (pick >= 0) {
      const child = openNode(settled.actor);
      node.children.set(pickKey, child);
      path.push(child);
      const next = settle(ruleset, applyOrThrow(ruleset, settled.state, settled.actor, legal[pick] as A), rng);
      if (next.actor < 0) {
        const outcome = ruleset.outcome(next.state);
        if (outcome !== undefined) outcomeRewards(outcome, seats, rewards);
        else for (const p of seats) rewards[p] = 0.5;
      } else {
        playout(ruleset, next.state, rng, ctx.playoutCap, seats, rewards, ctx.evaluate);
      }
      break;
    }
    if (best === null) {
      for (const p of seats) rewards[p] = 0.5;
      break;
    }
    path.push(best);
    settled = settle(ruleset, applyOrThrow(ruleset, settled.state, settled.actor, legal[bestIndex] as A), rng);
    node = best;
  }
  for (const n of path) {
    n.visits++;
    if (n.mover >= 0) n.total += rewards[n.mover] ?? 0.5;
  }
}
