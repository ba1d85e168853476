import { fc, test } from "@fast-check/vitest";
import type { GameEvent } from "@rulesmith/core";
import { describe, expect, it } from "vitest";
import { eventTone, formatEvent } from "../src/event-words.js";

describe("formatEvent: core events", () => {
  it("says who rolled what for what", () => {
    const e: GameEvent = { type: "dice-rolled", kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 1, faces: [6, 3], source: "seeded" };
    expect(formatEvent(e)).toBe("Player 1 rolls 2d6 for the hit roll: 6 + 3 = 9.");
    expect(formatEvent({ ...e, count: 1, faces: [4], source: "external" })).toBe("Player 1 rolls 1d6 for the hit roll: 4 (real dice).");
    expect(formatEvent({ ...e, player: null })).toBe("The table rolls 2d6 for the hit roll: 6 + 3 = 9.");
  });

  it("says which face a coin showed", () => {
    const e: GameEvent = { type: "dice-rolled", kind: "coin", count: 1, sides: 2, purpose: "toss", player: 0, faces: [2], source: "seeded" };
    expect(formatEvent(e)).toBe("Player 0 flips a coin for the toss: tails.");
    expect(formatEvent({ ...e, source: "external" })).toBe("Player 0 flips a coin for the toss: tails (a real coin).");
    expect(formatEvent({ ...e, count: 2, faces: [1, 2], source: "external" })).toBe("Player 0 flips 2 coins for the toss: heads, tails (real coins).");
  });

  it("marks a new turn or phase", () => {
    expect(formatEvent({ type: "phase-changed", turn: 3, active: 0, phase: "combat" })).toBe("-- Turn 3: Player 0, combat phase --");
  });

  it("names the winner and why, or a draw", () => {
    expect(formatEvent({ type: "game-over", winners: [1], losers: [0], reason: "cemetery HP reached 300", rule: "W-4.1.1-1" })).toBe(
      "Player 1 wins: cemetery HP reached 300. [W-4.1.1-1]",
    );
    expect(formatEvent({ type: "game-over", winners: [], losers: [], reason: "turn limit of 20 reached" })).toBe("The match is a draw: turn limit of 20 reached.");
    expect(formatEvent({ type: "game-over", winners: [0, 2], losers: [1], reason: "team win" })).toBe("Player 0 and Player 2 win: team win.");
  });

  it("shows card moves, hidden or not, with a seat's zones in words", () => {
    expect(formatEvent({ type: "card-moved", card: "c7", from: "p0/deck", to: "p0/hand" })).toBe("Card c7 moves from Player 0's deck to their hand.");
    expect(formatEvent({ type: "card-moved", card: null, from: "p0/deck", to: "p0/hand" })).toBe("A hidden card moves from Player 0's deck to their hand.");
    expect(formatEvent({ type: "card-moved", card: "c7", from: "chain", to: "p1/cemetery" })).toBe("Card c7 moves from the chain to Player 1's cemetery.");
    expect(formatEvent({ type: "card-moved", card: "c7", from: "p0/magic", to: "p1/limited-summon" })).toBe("Card c7 moves from Player 0's magic to Player 1's limited summon.");
  });

  it("says which cards are revealed to whom, counting those whose ids the reader does not get", () => {
    expect(formatEvent({ type: "cards-revealed", zone: "p1/hand", cards: ["c3", null], to: [0] })).toBe("c3, a hidden card in Player 1's hand are revealed to Player 0.");
    expect(formatEvent({ type: "cards-revealed", zone: "p1/hand", cards: [null, null, null], to: "all" })).toBe("3 cards in Player 1's hand are revealed to everyone.");
    expect(formatEvent({ type: "cards-revealed", zone: "p1/hand", cards: [null], to: "all" })).toBe("1 card in Player 1's hand is revealed to everyone.");
  });

  it("words the stack events", () => {
    const entry = { id: 2, controller: 1, payload: { card: "c9" }, negated: false, respondsTo: 1, cost: null };
    expect(formatEvent({ type: "stack-entry-added", entry, by: "response" })).toBe("Added to the stack: entry #2 of Player 1 (card c9), in response to #1.");
    expect(formatEvent({ type: "stack-passed", player: 0, entry: 2 })).toBe("Player 0 passes on #2.");
    expect(formatEvent({ type: "stack-entry-negated", entry: 2 })).toBe("Stack entry #2 is negated.");
    expect(formatEvent({ type: "stack-entry-resolved", entry: { ...entry, payload: { kind: "magic", card: "c9", target: null } } })).toBe("Resolves: entry #2 of Player 1 (magic, card c9).");
    expect(formatEvent({ type: "stack-closed" })).toBe("The stack is empty; the chain is over.");
  });

  it("asks for real dice and passes notes through", () => {
    expect(formatEvent({ type: "chance-requested", request: { kind: "dice", count: 2, sides: 6, purpose: "strike", player: 0 } })).toBe(
      "Waiting for real dice: Player 0 rolls 2d6 for the strike.",
    );
    expect(formatEvent({ type: "note", text: "Fog ends." })).toBe("Fog ends.");
  });

  it("asks for a real coin to be flipped, not rolled", () => {
    const request = { kind: "coin", count: 1, sides: 2, purpose: "burn damage of Ember Imp (tails: 2 damage)", player: 1 };
    expect(formatEvent({ type: "chance-requested", request })).toBe("Waiting for a real coin: Player 1 flips a coin for the burn damage of Ember Imp (tails: 2 damage).");
    expect(formatEvent({ type: "chance-requested", request: { ...request, count: 2 } })).toBe("Waiting for real coins: Player 1 flips 2 coins for the burn damage of Ember Imp (tails: 2 damage).");
  });

  it("names the cards the reader knows in a roll's purpose, as in a game's own line", () => {
    const names: Readonly<Record<string, string>> = { c39: "Frost Warden", c26: "Chaos Spawn" };
    const cardName = (id: string): string | undefined => names[id];
    const requested: GameEvent = { type: "chance-requested", request: { kind: "dice", count: 1, sides: 6, purpose: "Frozen Touch of c39", player: 1 } };
    expect(formatEvent(requested, { cardName })).toBe("Waiting for real dice: Player 1 rolls 1d6 for the Frozen Touch of Frost Warden (c39).");
    expect(formatEvent(requested, { cardName, cardIds: false })).toBe("Waiting for real dice: Player 1 rolls 1d6 for the Frozen Touch of Frost Warden.");
    expect(formatEvent(requested)).toBe("Waiting for real dice: Player 1 rolls 1d6 for the Frozen Touch of c39.");
    const rolled: GameEvent = { type: "dice-rolled", kind: "dice", count: 2, sides: 6, purpose: "Corruption of c26", player: 0, faces: [2, 6], source: "external" };
    expect(formatEvent(rolled, { cardName, cardIds: false })).toBe("Player 0 rolls 2d6 for the Corruption of Chaos Spawn: 2 + 6 = 8 (real dice).");
    // Wardom's Corruption: the roll says its dice are read one by one (`read: "each"`; the first
    // die is the Combat, the second the Support), so no total is told.
    const corruption: GameEvent = { ...rolled, purpose: "Corruption of c26 (first die Combat, second die Support)", read: "each" };
    expect(formatEvent(corruption, { cardName, cardIds: false })).toBe("Player 0 rolls 2d6 for the Corruption of Chaos Spawn (first die Combat, second die Support): 2, 6 (real dice).");
    // The words alone do not decide it: without `read`, the dice are added up.
    const { read: _read, ...added } = corruption;
    expect(formatEvent(added, { cardName, cardIds: false })).toBe("Player 0 rolls 2d6 for the Corruption of Chaos Spawn (first die Combat, second die Support): 2 + 6 = 8 (real dice).");
    const flipped: GameEvent = { type: "dice-rolled", kind: "coin", count: 1, sides: 2, purpose: "wake-up check of c26 (heads: it wakes up)", player: 0, faces: [1], source: "seeded" };
    expect(formatEvent(flipped, { cardName })).toBe("Player 0 flips a coin for the wake-up check of Chaos Spawn (c26) (heads: it wakes up): heads.");
  });
});

describe("formatEvent: games' own events", () => {
  it("uses the game's wording first", () => {
    const describe = (e: GameEvent): string | undefined => (e.type === "fog" ? "Fog rolls in." : undefined);
    expect(formatEvent({ type: "fog" }, { describe })).toBe("Fog rolls in.");
    expect(formatEvent({ type: "phase-changed", turn: 1, active: 1, phase: "draw" }, { describe })).toBe("-- Turn 1: Player 1, draw phase --");
  });

  it("falls back to readable words for an unknown event, with its rule", () => {
    expect(formatEvent({ type: "quest-completed", player: 1, card: "c21", rule: "G-QUEST-2" })).toBe("Quest completed: Player 1, card c21. [G-QUEST-2]");
    expect(formatEvent({ type: "extra-phases", phases: ["battle", "action"] })).toBe("Extra phases: phases battle, action.");
    expect(formatEvent({ type: "speedRollOff", rounds: [[3, 6]], target: null })).toBe("Speed roll off: rounds [[3,6]], target none.");
  });

  it("falls back when the game's wording throws", () => {
    const describe = (): string => {
      throw new Error("boom");
    };
    expect(formatEvent({ type: "stack-closed" }, { describe })).toBe("The stack is empty; the chain is over.");
  });

  it("names the cards the reader knows, in core events, stack entries and the fallback", () => {
    const cardName = (id: string): string | undefined => (id === "c9" ? "Bear Wolf" : undefined);
    expect(formatEvent({ type: "card-moved", card: "c9", from: "hand", to: "field" }, { cardName })).toBe("Card Bear Wolf (c9) moves from hand to field.");
    expect(formatEvent({ type: "attack", attacker: "c9", target: "c2" }, { cardName })).toBe("Attack: attacker Bear Wolf (c9), target c2.");
    const describe = (e: GameEvent): string | undefined => (e.type === "battle" ? "c9 battles c2; (c9) is named already." : undefined);
    expect(formatEvent({ type: "battle" }, { describe, cardName })).toBe("Bear Wolf (c9) battles c2; (c9) is named already.");
    const entry = { id: 1, controller: 0, payload: { kind: "summon", card: "c9" }, negated: false, respondsTo: null, cost: null };
    expect(formatEvent({ type: "stack-entry-resolved", entry }, { cardName })).toBe("Resolves: entry #1 of Player 0 (summon, card Bear Wolf (c9)).");
  });

  it("writes a named card by name alone when asked (cardIds: false), an unnamed one by id", () => {
    const cardName = (id: string): string | undefined => (id === "c9" ? "Bear Wolf" : undefined);
    const describe = (e: GameEvent): string | undefined => (e.type === "battle" ? "c9 battles c2." : undefined);
    expect(formatEvent({ type: "battle" }, { describe, cardName, cardIds: false })).toBe("Bear Wolf battles c2.");
    expect(formatEvent({ type: "card-moved", card: "c9", from: "hand", to: "field" }, { cardName, cardIds: false })).toBe("Card Bear Wolf moves from hand to field.");
  });

  it("names seats as asked", () => {
    expect(formatEvent({ type: "stack-passed", player: 0, entry: null }, { playerName: (p) => `Seat ${p + 1}` })).toBe("Seat 1 passes.");
  });

  it("tells the kind of line for colouring", () => {
    expect(eventTone({ type: "phase-changed" })).toBe("turn");
    expect(eventTone({ type: "dice-rolled" })).toBe("dice");
    expect(eventTone({ type: "game-over" })).toBe("outcome");
    expect(eventTone({ type: "damage" })).toBe("other");
  });

  const json = fc.jsonValue({ maxDepth: 3 });
  const eventArb = fc.record({ type: fc.oneof(fc.string(), fc.constantFrom("dice-rolled", "phase-changed", "game-over", "card-moved", "cards-revealed", "chance-requested", "note", "stack-entry-added", "stack-passed", "stack-trigger-queued", "stack-entry-resolved")) }).chain((base) =>
    fc.dictionary(fc.string().filter((k) => k !== "type" && k !== "__proto__"), json, { maxKeys: 5 }).map((rest): GameEvent => ({ ...rest, type: base.type })),
  );

  test.prop([eventArb])("never throws and always gives a line, whatever the fields", (e) => {
    const line = formatEvent(e);
    expect(typeof line).toBe("string");
    expect(line.length).toBeGreaterThan(0);
  });

  // Parsed JSON can hold an object that no string can be made of: {"toString": false}.
  const unprintable = fc.oneof(fc.constant(JSON.parse('{"toString":false}') as unknown), fc.constant(Object.create(null) as unknown), json);
  const knownFields = fc.dictionary(
    fc.constantFrom("turn", "phase", "active", "kind", "count", "sides", "purpose", "player", "faces", "source", "entry", "trigger", "winners", "losers", "reason", "card", "cards", "from", "to", "zone", "request", "controller", "payload", "by", "respondsTo"),
    fc.oneof(unprintable, fc.array(unprintable, { maxLength: 3 })),
    { maxKeys: 6 },
  );
  const eventType = fc.constantFrom("dice-rolled", "phase-changed", "game-over", "card-moved", "cards-revealed", "chance-requested", "stack-entry-added", "stack-passed", "stack-trigger-queued", "stack-trigger-declined", "stack-entry-negated", "stack-entry-resolved", "note");
  test.prop([eventType, knownFields])("never throws on a core event whose fields no string can be made of (formatEvent, eventTone)", (type, fields) => {
    const e = { ...fields, type } as GameEvent;
    const line = formatEvent(e);
    expect(typeof line).toBe("string");
    expect(line.length).toBeGreaterThan(0);
    expect(["turn", "dice", "outcome", "other"]).toContain(eventTone(e));
  });

  it("eventTone of something that is not an event is \"other\", not a throw", () => {
    for (const v of [null, undefined, 3, "dice-rolled", []]) expect(eventTone(v as never)).toBe("other");
  });
});
