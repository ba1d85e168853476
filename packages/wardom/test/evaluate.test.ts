import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { assertOk } from "@rulesmith/core/testing";
import { evaluate } from "../src/engine/evaluate.js";
import { demoConfig, ruleset, type WardomState } from "../src/index.js";
import { act, build, clockAt, type Side } from "./helpers.js";

/** A state after this round's battle, where Units may be routed. */
function afterBattle(p0: Side, p1: Side): WardomState {
  const s = build(p0, p1).state;
  return { ...s, clock: clockAt(1, 0, 1, "end"), jobs: [{ kind: "routing", routed: [] }, { kind: "raise-max-energy" }, { kind: "swap-first-player" }], decision: { kind: "route", player: 0 }, battle: { round: 1, winner: null, damage: 0, destroyed: null } };
}

/** Plays `picks` as indexes into the legal actions from the start of a demo match. */
function playOut(seed: number, picks: readonly number[]): WardomState {
  let s = assertOk(ruleset.setup(demoConfig(seed)));
  for (const k of picks) {
    if (s.outcome !== null) break;
    const p = ruleset.activePlayers(s)[0];
    if (p === undefined) break;
    const legal = ruleset.legalActions(s, p);
    const a = legal[k % legal.length];
    if (a === undefined) break;
    s = assertOk(ruleset.apply(s, p, a)).state;
  }
  return s;
}

describe("evaluate, the Wardom heuristic", () => {
  it("D-WIN-2 evaluate is the outcome when the match is over, and small at the start", () => {
    const s = assertOk(ruleset.setup(demoConfig(3)));
    expect(Math.abs(evaluate(s, 0))).toBeLessThan(0.1);
    const over = act(build({ hand: ["ancient-colossus"] }, {}).state, 0, { type: "end" }).state;
    expect([evaluate(over, 0), evaluate(over, 1)]).toEqual([-1, 1]);
  });

  test.prop([fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(), { maxLength: 120 })], { numRuns: 40 })(
    "the two seats' values are opposite and strictly inside (-1, 1) until the match is over",
    (seed, picks) => {
      const s = playOut(seed, picks);
      const v0 = evaluate(s, 0);
      expect(v0 + evaluate(s, 1)).toBeCloseTo(0, 9);
      expect(s.outcome !== null || (v0 > -1 && v0 < 1)).toBe(true);
    },
  );

  it("D-TREAS-2 a recruit waiting for its payment is valued as recruited and paid the first listed way", () => {
    const b = build({ hand: ["mountain-ogre", "ember-squire"], treasury: ["river-sprite"], energy: 5 }, {});
    const asked = act(b.state, 0, { type: "recruit", card: b.ids(0, "mountain-ogre"), position: "combat", faceDown: false }).state;
    expect(asked.decision?.kind).toBe("pay");
    const paid = assertOk(ruleset.applyIndex(asked, 0, 0)).state;
    expect(evaluate(asked, 0)).toBe(evaluate(paid, 0));
    expect(evaluate(asked, 1)).toBe(evaluate(paid, 1));
    // The Ogre counts on the line, not in the hand.
    expect(evaluate(asked, 0)).toBeGreaterThan(evaluate(b.state, 0));
  });

  it("D-WIN-2 more resolve scores higher", () => {
    const b = build({ resolve: 20, coin: ["hush"] }, { resolve: 5 });
    expect(evaluate(b.state, 0)).toBeGreaterThan(0);
    expect(evaluate(b.state, 1)).toBeLessThan(0);
  });

  it("D-BTL-3 a Unit counts by position: Mountain Ogre (5/2) scores higher in Combat than in Support", () => {
    const foe: Side = { combat: ["ironwood-spearman"], support: ["shieldmaiden"] };
    const combat = build({ combat: ["mountain-ogre"], support: ["river-sprite"], coin: ["hush"] }, foe).state;
    const support = build({ combat: ["river-sprite"], support: ["mountain-ogre"], coin: ["hush"] }, foe).state;
    expect(evaluate(combat, 0)).toBeGreaterThan(evaluate(support, 0));
  });

  it("D-BTL-4..10 the round's battle is valued before it is fought: ending the Main Stage into it barely moves the value", () => {
    // Player 1 acts second, so ending its Main Stage starts the battle: 5 + 3 against 2 + 2.
    const b = build({ combat: ["mountain-ogre"], support: ["shieldmaiden"], coin: ["hunters-bolt"] }, { combat: ["ember-squire"], support: ["river-sprite"], coin: ["doom-bolt"], hand: ["hush"] }, { active: 1 });
    const before = evaluate(b.state, 0);
    const after = act(b.state, 1, { type: "end" }).state;
    expect(after.players[1].resolve).toBeLessThan(20);
    expect(evaluate(after, 0)).toBeCloseTo(before, 9);
    expect(before).toBeGreaterThan(0);
  });

  it("D-WAGER-2 D-BTL-10 the cheaper card is the better wager when the battle would be lost", () => {
    const b = build({ hand: ["hunters-bolt", "doom-bolt"] }, { combat: ["mountain-ogre"] });
    const cheap = act(b.state, 0, { type: "wager", card: b.ids(0, "hunters-bolt") }).state;
    const dear = act(b.state, 0, { type: "wager", card: b.ids(0, "doom-bolt") }).state;
    expect(evaluate(cheap, 0)).toBeGreaterThan(evaluate(dear, 0));
  });

  it("D-WIN-3 a Main Stage with no wager placed and no card left to wager is valued as all but lost", () => {
    const stranded = build({ hand: ["ancient-colossus"] }, {}).state;
    expect(evaluate(stranded, 0)).toBe(-0.95);
    expect(evaluate(stranded, 1)).toBe(0.95);
    const safe = build({ hand: ["ancient-colossus"], coin: ["hush"] }, {}).state;
    expect(Math.abs(evaluate(safe, 0))).toBeLessThan(0.5);
  });

  it("D-END-2 routing a weak Unit scores higher when a stronger one waits in hand, and lower when none does", () => {
    const keepWeak = afterBattle({ combat: ["ember-squire"], hand: ["mountain-ogre"] }, { combat: ["ironwood-spearman"] });
    const routeWeak = afterBattle({ side: ["ember-squire"], hand: ["mountain-ogre"] }, { combat: ["ironwood-spearman"] });
    expect(evaluate(routeWeak, 0)).toBeGreaterThan(evaluate(keepWeak, 0));
    const keepStrong = afterBattle({ combat: ["mountain-ogre"], hand: ["ember-squire"] }, { combat: ["ironwood-spearman"] });
    const routeStrong = afterBattle({ side: ["mountain-ogre"], hand: ["ember-squire"] }, { combat: ["ironwood-spearman"] });
    expect(evaluate(keepStrong, 0)).toBeGreaterThan(evaluate(routeStrong, 0));
  });

  it("D-KW.Set-1 a set Action that is not a Bolt scores below the same card kept in hand, a set Bolt the same", () => {
    const hand = build({ hand: ["withering-curse", "hunters-bolt"], coin: ["hush"] }, {}).state;
    const setCurse = build({ hand: ["hunters-bolt"], action: ["withering-curse"], faceDown: ["withering-curse"], coin: ["hush"] }, {}).state;
    const setBolt = build({ hand: ["withering-curse"], action: ["hunters-bolt"], faceDown: ["hunters-bolt"], coin: ["hush"] }, {}).state;
    expect(evaluate(setCurse, 0)).toBeLessThan(evaluate(hand, 0));
    expect(evaluate(setBolt, 0)).toBeCloseTo(evaluate(hand, 0), 9);
  });
});
