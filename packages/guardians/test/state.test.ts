import { describe, expect, it } from "vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { demoConfig, determinize, evaluate, parseOptions, parseState, ruleset, secrets, zoneId, type GuardiansState } from "@rulesmith/guardians";
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
    expect(v.players[0]?.hand?.length).toBe(7);
    expect(v.players[1]?.hand).toBeNull();
    expect(v.players[1]?.handCount).toBe(7);
    expect(v.players[0]?.deckCount).toBe(17);
    expect(v.players[0]?.attackDeckCount).toBe(20);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    for (const id of secrets(s, 0).hiddenCards) expect(text).not.toContain(`"${id}"`);
    const spectator = ruleset.view(s, "spectator");
    expect(spectator.players.every((p) => p.hand === null)).toBe(true);
  });

  it("a pending physical roll shows only its request", () => {
    let s = assertOk(ruleset.setup({ ...demoConfig(2), dice: "external" }));
    s = act(s, 0, { type: "start" });
    const v = ruleset.view(s, 1);
    expect(v.chance).toEqual({ player: 0, request: { kind: "coin", count: 1, sides: 2, purpose: "toss for the first player (heads: player 0)", player: 0 } });
  });

  it("determinize re-deals hidden cards in the same places and keeps the player's view", () => {
    const s = midMatch();
    const d = determinize(s, 0, [5, 6, 7, 8]);
    expect(ruleset.view(d, 0)).toEqual(ruleset.view(s, 0));
    expect(d.zones[zoneId(0, "hand")]).toEqual(s.zones[zoneId(0, "hand")]);
    expect(d.zones[zoneId(1, "hand")]?.cards.length).toBe(7);
    expect(d.rng).not.toEqual(s.rng);
    for (const id of d.zones[zoneId(1, "hand")]?.cards ?? []) expect(d.cards[id]?.owner).toBe(1);
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
    expect(assertOk(parseState(JSON.parse(JSON.stringify(s)))).zones).toEqual(s.zones);
  });

  it("parseState refuses a lost or duplicated card (card conservation), a wrong version and junk", () => {
    const s = midMatch();
    const hand = s.zones[zoneId(0, "hand")];
    const lost = { ...s, zones: { ...s.zones, [zoneId(0, "hand")]: { ...hand, cards: hand?.cards.slice(1) ?? [], faceDown: [] } } };
    expect(assertErr(parseState(JSON.parse(JSON.stringify(lost)))).code).toBe("state/invalid");
    const first = hand?.cards[0] ?? "";
    const deck = s.zones[zoneId(0, "deck")];
    const dup = { ...s, zones: { ...s.zones, [zoneId(0, "deck")]: { ...deck, cards: [...(deck?.cards ?? []), first], faceDown: [...(deck?.faceDown ?? []), first] } } };
    expect(assertErr(parseState(JSON.parse(JSON.stringify(dup)))).code).toBe("state/invalid");
    expect(assertErr(parseState({ ...s, version: 99 })).code).toBe("state/invalid");
    expect(assertErr(parseState(null)).code).toBe("state/invalid");
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
