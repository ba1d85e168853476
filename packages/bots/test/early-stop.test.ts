import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlayerId, Ruleset } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import { greedyBot, mctsBot, type Evaluate } from "../src/index.js";
import { openNode } from "../src/open-loop.js";
import { settled } from "../src/open-loop-search.js";

/** A root whose children named "a0", "a1", ... have these visits (a missing child: never visited). */
function rootWith(visits: readonly (number | null)[]): ReturnType<typeof openNode> {
  const root = openNode(-1);
  visits.forEach((v, i) => {
    if (v === null) return;
    const child = openNode(0);
    child.visits = v;
    root.children.set(`a${i}`, child);
  });
  return root;
}

/** The unique most visited key after `extra` visits are added, or null when two tie. */
function leader(visits: readonly number[]): number | null {
  let best = -1;
  let tie = false;
  for (let i = 0; i < visits.length; i++) {
    const v = visits[i] ?? 0;
    const b = best < 0 ? -1 : (visits[best] ?? 0);
    if (v > b) {
      best = i;
      tie = false;
    } else if (v === b) tie = true;
  }
  return tie ? null : best;
}

describe("early stop of a decision's search", () => {
  it("settles exactly when no way of spending the iterations left could change or tie the most visited root action", () => {
    const visits = fc.array(fc.option(fc.nat(500), { nil: null }), { minLength: 2, maxLength: 12 });
    fc.assert(
      // The iterations left: any number, or (where the answer turns) the leader's lead give or take 2.
      fc.property(visits, fc.oneof(fc.nat(600).map((n) => ({ n, near: false })), fc.integer({ min: -2, max: 2 }).map((n) => ({ n, near: true }))), fc.nat(), (counts, budget, at) => {
        const keys = counts.map((_, i) => `a${i}`);
        const now = counts.map((v) => v ?? 0);
        const sorted = now.slice().sort((x, y) => y - x);
        const left = budget.near ? Math.max(0, (sorted[0] ?? 0) - (sorted[1] ?? 0) + budget.n) : budget.n;
        const before = leader(now);
        /** The visits after every iteration left goes to action `k`: the strongest challenge to the leader. */
        const allTo = (k: number): number[] => now.map((v, i) => (i === k ? v + left : v));
        // Settled exactly when there is a unique leader and no other action, given all that is left, ties or overtakes it.
        const truth = before !== null && now.every((_, k) => k === before || leader(allTo(k)) === before);
        const says = settled(rootWith(counts), keys, left);
        expect(says).toBe(truth);
        // Spread over two actions instead, a settled leader still stands.
        const k = at % now.length === before ? (at + 1) % now.length : at % now.length;
        const spread = now.map((v, i) => (i === k ? v + Math.floor(left / 2) : i === (k + 1) % now.length && i !== before ? v + Math.ceil(left / 2) : v));
        expect(!says || leader(spread) === before).toBe(true);
      }),
    );
  });

  it("counts only the contenders: a child the choice cannot fall on does not hold the search up", () => {
    const root = rootWith([10, 9, 50]);
    expect(settled(root, ["a0", "a1", "a2"], 5)).toBe(true);
    expect(settled(root, ["a0", "a1"], 5)).toBe(false);
    expect(settled(root, ["a0", "a1"], 0)).toBe(true);
  });

  // The games' own positions, from greedy-against-greedy matches: the default search, which
  // stops early, plays what the whole budget plays.
  const games: readonly (readonly [string, Ruleset<unknown, unknown>, unknown, Evaluate<unknown>])[] = [
    ["Ward", ward.ruleset, ward.demoConfig(3), ward.evaluate as Evaluate<unknown>],
    ["Guardians", guardians.ruleset, guardians.demoConfig(3, 2), guardians.evaluate as Evaluate<unknown>],
  ];
  it.each(games)("on %s, the default search plays what its whole budget plays, with fewer iterations in all", (_name, rules, config, evaluate) => {
    const positions: { state: unknown; player: PlayerId }[] = [];
    let s = assertOk(rules.setup(config));
    const greedy = assertOk(greedyBot(rules, { seed: 1, evaluate }));
    for (let step = 0; step < 400 && rules.outcome(s) === undefined && positions.length < 8; step++) {
      const p = rules.activePlayers(s)[0] ?? 0;
      const legal = rules.legalActions(s, p);
      if (legal.length > 1 && step % 5 === 0 && (legal[0] as { type?: string }).type !== "faces") positions.push({ state: s, player: p });
      s = assertOk(rules.apply(s, p, assertOk(greedy.choose(s, p)))).state;
    }
    expect(positions.length).toBe(8);
    let whole = 0;
    let early = 0;
    for (const { state, player } of positions) {
      const full = assertOk(assertOk(mctsBot(rules, { seed: 2, evaluate, earlyStop: false })).search(state, player));
      const short = assertOk(assertOk(mctsBot(rules, { seed: 2, evaluate })).search(state, player));
      expect(short.action).toEqual(full.action);
      whole += full.iterations;
      early += short.iterations;
    }
    expect(whole).toBe(8 * 400);
    expect(early).toBeLessThan(whole);
  });
});
