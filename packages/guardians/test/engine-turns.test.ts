import { describe, expect, it } from "vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { slotOf } from "@rulesmith/core";
import { demoConfig, ruleset, starterDecks, zoneId, type GuardiansState } from "@rulesmith/guardians";
import { act, card, defsIn, guardian, listed, refusal, roll, scenario, unitAt, unitOf } from "./helpers.js";

function started(options: Record<string, unknown> = {}): GuardiansState {
  const s = assertOk(ruleset.setup({ seed: 3, decks: starterDecks, dice: "external", options }));
  return act(s, 0, { type: "start" });
}

const hand = (s: GuardiansState, p: number) => s.zones.zones[zoneId(p, "hand")]?.cards.length ?? 0;

describe("setup and the first turn", () => {
  it("G-MAT-1 G-MAT-2 G-MAT-3 G-MAT-6 each player's mat has a Guardian slot, five creature slots and five Quest/Barrier slots", () => {
    const s = assertOk(ruleset.setup(demoConfig(1)));
    for (const p of [0, 1]) {
      expect(s.zones.zones[zoneId(p, "guardian")]?.capacity).toBe(1);
      expect(s.zones.zones[zoneId(p, "field")]?.capacity).toBe(5);
      expect(s.zones.zones[zoneId(p, "row")]?.capacity).toBe(5);
      expect(s.zones.zones[zoneId(p, "guardian")]?.cards.length).toBe(1);
    }
  });

  it("G-DECK-1 setup refuses an illegal deck and lists every problem at once", () => {
    const bad = { ...starterDecks[0], main: starterDecks[0].main.slice(0, 10), attack: [] };
    const e = assertErr(ruleset.setup({ seed: 1, decks: [bad, starterDecks[1]], options: { players: 2, nonsense: 1 } as never }));
    expect(e.code).toBe("config/invalid");
    expect(JSON.stringify(e.details)).toContain("nonsense");
    expect(JSON.stringify(e.details)).toContain("G-DECK-1");
    expect(JSON.stringify(e.details)).toContain("G-DECK-4");
  });

  it("G-AMB-3 demoConfig for a player count outside 2 to 4 returns at once (at most 4 decks) a config that setup refuses", () => {
    for (const players of [0, 1, 5, 7, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e9]) {
      const config = demoConfig(1, players);
      expect(config.decks.length).toBeLessThanOrEqual(4);
      expect(assertErr(ruleset.setup(config)).code).toBe("config/invalid");
    }
    for (const players of [2, 3, 4]) expect(assertOk(ruleset.setup(demoConfig(1, players))).players.length).toBe(players);
    // The bad count is the one problem: the decks are not also blamed on a count never read.
    expect(assertErr(ruleset.setup(demoConfig(1, 7))).message).toBe("The config has a problem: players is a whole number from 2 to 4.");
  });

  it("a bad config's message is one sentence: nested problems lose their own full stops", () => {
    const options = assertErr(ruleset.setup({ ...demoConfig(1), options: 5 as never }));
    expect(options.message).toBe("The config has a problem: the options are an object of option fields.");
    const decks = assertErr(ruleset.setup({ ...demoConfig(1), decks: [1, 2] as never }));
    expect(decks.message).toBe("The config has 2 problems: deck 0: A deck is an object { name, guardian, main, attack }; deck 1: A deck is an object { name, guardian, main, attack }.");
  });

  it("G-FIRST-1 G-AMB-4 the start shuffles and deals 7 cards each; the toss winner chooses who goes first", () => {
    let s = started();
    expect(s.chance?.request.kind).toBe("coin");
    s = roll(s, [2]); // tails: player 1 wins the toss
    expect(hand(s, 0)).toBe(7);
    expect(hand(s, 1)).toBe(7);
    expect(s.decision).toEqual({ kind: "choose-first", player: 1, target: null });
    s = act(s, 1, { type: "choose-first", player: 1 });
    expect(s.clock.active).toBe(1);
    expect(s.turn.setup).toBe(true);
  });

  it("G-AMB-4 with firstPlayer random the toss decides the first player directly", () => {
    const s = roll(started({ firstPlayer: "random" }), [1]);
    expect(s.first).toBe(0);
    expect(s.decision).toEqual({ kind: "action", player: 0, target: null });
  });

  it("G-FIRST-2 G-FIRST-3 G-FIRST-4 G-AMB-5 the shared first turn: no draw, unlimited Places, no Battle Phase; then the first player's second turn", () => {
    let s = roll(started(), [1]);
    s = act(s, 0, { type: "choose-first", player: 0 });
    expect(hand(s, 0)).toBe(7);
    // Place every level 1 Minion that fits: the one-Place limit is lifted on this turn.
    let placed = 0;
    for (;;) {
      const a = ruleset.legalActions(s, 0).find((x) => x.type === "place" && x.tributes.length === 0 && s.defs[s.cards[x.card]?.def ?? ""]?.kind === "minion");
      if (a === undefined) break;
      s = act(s, 0, a);
      placed++;
    }
    expect(placed).toBeGreaterThan(1);
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "attack" || a.type === "guardian-battle")).toBe(false);
    expect(refusal(s, 0, { type: "guardian-battle", target: s.zones.zones[zoneId(1, "guardian")]?.cards[0] ?? "" })).toBe("phase/wrong G-FIRST-3");
    s = act(s, 0, { type: "end-phase" });
    // No Battle Phase: the End Phase ran and player 1 takes their part of the first turn.
    expect(s.clock.active).toBe(1);
    expect(s.turn.setup).toBe(true);
    expect(hand(s, 1)).toBe(7);
    // Player 1 ends at once; the in-between step may flip coins for conditions (none here).
    s = act(s, 1, { type: "end-phase" });
    expect(s.clock.active).toBe(0);
    expect(s.turn.setup).toBe(false);
    expect(s.clock.turn).toBe(3);
    expect(hand(s, 0)).toBe(7 - placed + 1);
  });
});

describe("turn structure", () => {
  it("G-TURN-1 G-TURN-2 G-AMB-38 a normal turn: Start (draw), Action, Battle, End, then the next player's Start Phase", () => {
    let s = scenario({ sides: [{}, {}] });
    const before = s.zones.zones[zoneId(1, "hand")]?.cards.length ?? 0;
    s = act(s, 0, { type: "end-phase" });
    expect(s.clock.phase).toBe("battle");
    s = act(s, 0, { type: "end-phase" });
    expect(s.clock.active).toBe(1);
    expect(s.clock.phase).toBe("action");
    expect(s.zones.zones[zoneId(1, "hand")]?.cards.length).toBe(before + 1);
  });

  it("G-TURN-4 G-QUEST-5 one Place per turn, shared by Creatures and Quests", () => {
    let s = scenario({ sides: [{ hand: ["ember-imp", "rally-the-party"] }, {}] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "ember-imp"), tributes: [] });
    expect(refusal(s, 0, { type: "place", card: card(s, 0, "hand", "rally-the-party"), tributes: [] })).toBe("place/once G-TURN-4");
  });

  it("G-AMB-7 Barriers share the Place limit by default; with barrierPlace unlimited they do not", () => {
    const spec = { sides: [{ hand: ["ember-imp", "ember-wall"] }, {}] };
    let s = scenario(spec);
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "ember-imp"), tributes: [] });
    expect(listed(s, 0, { type: "place", card: card(s, 0, "hand", "ember-wall"), tributes: [] })).toBe(false);
    let t = scenario({ ...spec, options: { barrierPlace: "unlimited" } });
    t = act(t, 0, { type: "place", card: card(t, 0, "hand", "ember-imp"), tributes: [] });
    expect(listed(t, 0, { type: "place", card: card(t, 0, "hand", "ember-wall"), tributes: [] })).toBe(true);
  });

  it("G-TURN-6 abilities can be used without a limit on their number: three in one phase", () => {
    let s = scenario({ sides: [{ field: ["dawn-acolyte", "dawn-acolyte", "iron-footman"] }, {}] });
    const [a, b] = [card(s, 0, "field", "dawn-acolyte", 0), card(s, 0, "field", "dawn-acolyte", 1)];
    const f = card(s, 0, "field", "iron-footman");
    const units = s.units.slice();
    units[slotOf(s.zones, f)] = { ...unitOf(s, f), damage: 3 };
    s = { ...s, units };
    expect(unitOf(s, f).damage).toBe(3);
    s = act(s, 0, { type: "ability", card: a, ability: 0, target: f });
    s = act(s, 0, { type: "ability", card: b, ability: 0, target: f });
    expect(unitOf(s, f).damage).toBe(0);
    // G-ENG-1 default: each card's activated ability once per turn.
    expect(listed(s, 0, { type: "ability", card: a, ability: 0, target: f })).toBe(false);
  });

  it("G-WIN-4 G-WIN-5 a player who cannot draw at the Draw Step is out; the last player standing wins", () => {
    let s = scenario({ sides: [{}, { emptyDeck: true }] });
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(ruleset.outcome(s)?.winners).toEqual([0]);
    expect(ruleset.outcome(s)?.losers).toEqual([1]);
    expect(ruleset.activePlayers(s)).toEqual([]);
  });

  it("G-QUEST-2 G-QUEST-3 G-QUEST-4 G-TURN-8 G-AMB-36 G-AMB-37 a met Quest rewards at each End Phase and leaves after its Turn Count", () => {
    let s = scenario({ sides: [{ field: ["iron-footman", "ember-imp", "cinder-hound"], row: ["rally-the-party"] }, {}] });
    const q = card(s, 0, "row", "rally-the-party");
    const handBefore = s.zones.zones[zoneId(0, "hand")]?.cards.length ?? 0;
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(s.zones.zones[zoneId(0, "hand")]?.cards.length).toBe(handBefore + 1);
    expect(unitOf(s, q).counter).toBe(2);
    // G-AMB-37: met again at the next End Phase, rewarded again.
    s = act(s, 1, { type: "end-phase" });
    s = act(s, 1, { type: "end-phase" });
    const handMid = s.zones.zones[zoneId(0, "hand")]?.cards.length ?? 0;
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(s.zones.zones[zoneId(0, "hand")]?.cards.length).toBe(handMid + 1);
    for (let i = 0; i < 1; i++) {
      s = act(s, 1, { type: "end-phase" });
      s = act(s, 1, { type: "end-phase" });
      s = act(s, 0, { type: "end-phase" });
      s = act(s, 0, { type: "end-phase" });
    }
    expect(defsIn(s, 0, "discard")).toContain("rally-the-party");
    expect(unitAt(s, q)).toBeUndefined();
  });

  it("G-QUEST-2 an unmet Quest gives nothing", () => {
    let s = scenario({ sides: [{ row: ["rally-the-party"] }, {}] });
    const handBefore = s.zones.zones[zoneId(0, "hand")]?.cards.length ?? 0;
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(s.zones.zones[zoneId(0, "hand")]?.cards.length).toBe(handBefore);
  });

  it("G-AMB-34 with maxHand the player discards down at the End Phase", () => {
    let s = scenario({ sides: [{ hand: ["ember-imp", "cinder-hound", "iron-footman"] }, {}], options: { maxHand: 2 } });
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(s.decision?.kind).toBe("discard");
    s = act(s, 0, { type: "discard", card: card(s, 0, "hand", "ember-imp") });
    expect(s.clock.active).toBe(1);
  });

  it("G-AMB-3 in a free-for-all an eliminated player leaves with their cards and turns skip them", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"] }, { guardianDamage: 31 }, {}, {}], phase: "battle" });
    const total = Object.keys(s.cards).length;
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: guardian(s, 1) });
    expect(s.players[1]?.out).toBe(true);
    expect(ruleset.outcome(s)).toBeUndefined();
    s = act(s, 0, { type: "end-phase" });
    expect(s.clock.active).toBe(2);
    expect(Object.keys(s.cards).length).toBe(total);
    expect(s.zones.zones[zoneId(1, "guardian")]?.cards.length).toBe(1);
  });

  it("G-ENG-2 the match ends in a draw at the time-out", () => {
    let s = scenario({ sides: [{}, {}], options: { maxTurns: 3 } });
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(ruleset.outcome(s)?.winners).toEqual([]);
  });
});
