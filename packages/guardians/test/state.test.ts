import { describe, expect, it } from "vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { demoConfig, evaluate, parseOptions, ruleset, zoneId, type GuardiansState } from "@rulesmith/guardians";
import { act, roll } from "./helpers.js";

function midMatch(): GuardiansState {
  let s = assertOk(ruleset.setup({ ...demoConfig(11), dice: "external" }));
  s = act(s, 0, { type: "start" });
  s = roll(s, [1]);
  s = act(s, 0, { type: "choose-first", player: 0 });
  return s;
}

describe("views, secrets and determinize", () => {
  it("view hides the opponent's hand, every deck and Attack Deck order, and the generator state", () => {
    const s = midMatch();
    const v = ruleset.view(s, 0);
    expect(v.zones[zoneId(0, "hand")]?.cards.every((c) => c !== null)).toBe(true);
    expect(v.zones[zoneId(0, "hand")]?.count).toBe(7);
    expect(v.zones[zoneId(1, "hand")]?.cards.every((c) => c === null)).toBe(true);
    expect(v.zones[zoneId(1, "hand")]?.count).toBe(7);
    expect(v.zones[zoneId(0, "deck")]?.count).toBe(17);
    expect(v.zones[zoneId(0, "attack")]?.count).toBe(20);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    for (const id of ruleset.secrets(s, 0).hiddenCards) expect(text).not.toContain(`"${id}"`);
    const spectator = ruleset.view(s, "spectator");
    expect([0, 1].every((p) => spectator.zones[zoneId(p, "hand")]?.cards.every((c) => c === null))).toBe(true);
  });

  it("a view shows each Guardian's and creature's HP, damage and HP left", () => {
    const s = midMatch();
    const g = ruleset.view(s, 1).game.players[0]?.guardian;
    expect(g?.hp).toBeGreaterThan(0);
    expect(g?.damage).toBe(0);
    expect(g?.hpLeft).toBe(g?.hp);
  });

  it("a pending physical roll shows only its request", () => {
    let s = assertOk(ruleset.setup({ ...demoConfig(2), dice: "external" }));
    s = act(s, 0, { type: "start" });
    const v = ruleset.view(s, 1);
    expect(v.pending?.kind).toBe("chance");
    expect(v.pending?.details).toEqual({ kind: "coin", count: 1, sides: 2, purpose: "toss for the first player (heads: player 0)", player: 0 });
  });

  it("determinize re-deals hidden cards in the same places and keeps the player's view", () => {
    const s = midMatch();
    const d = ruleset.determinize(s, 0, [5, 6, 7, 8]);
    expect(ruleset.view(d, 0)).toEqual(ruleset.view(s, 0));
    expect(d.zones.zones[zoneId(0, "hand")]).toEqual(s.zones.zones[zoneId(0, "hand")]);
    expect(d.zones.zones[zoneId(1, "hand")]?.cards.length).toBe(7);
    expect(d.rng).not.toEqual(s.rng);
    for (const id of d.zones.zones[zoneId(1, "hand")]?.cards ?? []) expect(d.cards[id]?.owner).toBe(1);
  });

  it("evaluate is 0 at the start, in [-1, 1], and 1/-1 once decided", () => {
    const s = midMatch();
    expect(evaluate(s, 0)).toBe(0);
    const won: GuardiansState = { ...s, outcome: { winners: [0], losers: [1], reason: "test" }, decision: null };
    expect(evaluate(won, 0)).toBe(1);
    expect(evaluate(won, 1)).toBe(-1);
  });
});

describe("saved states and options", () => {
  it("parseState accepts a state after a JSON round trip and returns an equal state", () => {
    const s = midMatch();
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s)))).zones).toEqual(s.zones);
  });

  it("parseState refuses a lost or duplicated card (card conservation), a wrong version and junk", () => {
    const s = midMatch();
    const hand = s.zones.zones[zoneId(0, "hand")];
    const lost = { ...s, zones: { ...s.zones, zones: { ...s.zones.zones, [zoneId(0, "hand")]: { ...hand, cards: hand?.cards.slice(1) ?? [], faceDown: [] } } } };
    expect(assertErr(ruleset.parseState(JSON.parse(JSON.stringify(lost)))).code).toBe("state/invalid");
    const first = hand?.cards[0] ?? "";
    const deck = s.zones.zones[zoneId(0, "deck")];
    const dup = { ...s, zones: { ...s.zones, zones: { ...s.zones.zones, [zoneId(0, "deck")]: { ...deck, cards: [...(deck?.cards ?? []), first], faceDown: [...(deck?.faceDown ?? []), first] } } } };
    expect(assertErr(ruleset.parseState(JSON.parse(JSON.stringify(dup)))).code).toBe("state/invalid");
    expect(assertErr(ruleset.parseState({ ...s, version: 99 })).code).toBe("state/invalid");
    expect(assertErr(ruleset.parseState(null)).code).toBe("state/invalid");
  });

  it("options: defaults from the matrix, every problem reported at once", () => {
    const o = assertOk(parseOptions(undefined));
    expect(o.players).toBe(2);
    expect(o.firstPlayer).toBe("coin-flip-choose");
    expect(o.setupTurnPlaceLimit).toBe("unlimited");
    const e = assertErr(parseOptions({ players: 9, retaliation: "yes", nope: 1 }));
    expect(e.code).toBe("config/invalid");
    expect(JSON.stringify(e.details)).toContain("players");
    expect(JSON.stringify(e.details)).toContain("retaliation");
    expect(JSON.stringify(e.details)).toContain("nope");
  });
});
