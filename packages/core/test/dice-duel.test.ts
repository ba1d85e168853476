import { describe, expect, it } from "vitest";
import { CoreErrorCode } from "../src/errors.js";
import { redactEvents } from "../src/events.js";
import { canonicalJson } from "../src/json.js";
import { deepFreeze } from "../src/frozen.js";
import { assertErr, assertOk } from "../src/testing/results.js";
import { diceDuel, type DuelAction, type DuelConfig, type DuelSide, type DuelState } from "../src/examples/dice-duel.js";

const start = (config: DuelConfig = { seed: 1 }): DuelState => deepFreeze(assertOk(diceDuel.setup(config)));
const act = (s: DuelState, p: number, a: DuelAction): DuelState => deepFreeze(assertOk(diceDuel.apply(s, p, a)).state);
const ready = (config: DuelConfig = { seed: 1 }): DuelState => act(act(start(config), 0, { type: "keep" }), 1, { type: "keep" });
const withSides = (s: DuelState, a: Partial<DuelSide>, b: Partial<DuelSide>): DuelState => ({
  ...s,
  sides: [{ ...s.sides[0], ...a }, { ...s.sides[1], ...b }],
});
const allCards = (s: DuelState): string[] => s.sides.flatMap((x) => [...x.hand, ...x.deck, ...x.played]).sort();

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value as unknown[]) strings(v, out);
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) strings(v, out.concat(k));
  return out;
}

describe("setup", () => {
  it("deals each player 20 HP, a hidden hand of 3 charms and a deck of 7 from a seeded shuffle", () => {
    const s = start();
    for (const side of s.sides) {
      expect(side.hp).toBe(20);
      expect(side.hand).toHaveLength(3);
      expect(side.deck).toHaveLength(7);
    }
    expect(allCards(s)).toEqual(Array.from({ length: 20 }, (_, i) => `c${i}`).sort());
    expect(Object.values(s.values).every((v) => v >= 1 && v <= 3)).toBe(true);
    expect(canonicalJson(start({ seed: 1 }))).toBe(canonicalJson(assertOk(diceDuel.setup({ seed: 1 }))));
    expect(start({ seed: 2 }).sides[0].hand).not.toEqual(start({ seed: 1 }).sides[0].hand);
  });

  it.each<[string, unknown]>([
    ["not an object", 3],
    ["an unknown field", { seed: 1, hp: 30 }],
    ["a seed that is not a number or text", { seed: true }],
    ["unknown dice", { seed: 1, dice: "loaded" }],
    ["a turn limit of 0", { seed: 1, turnLimit: 0 }],
  ])("refuses a config with %s", (_what, config) => {
    // Deliberately wrong configs, as a client could send them.
    expect(assertErr(diceDuel.setup(config as DuelConfig)).code).toBe(CoreErrorCode.BadConfig);
  });
});

describe("keep or redraw", () => {
  it("asks both players first, each once", () => {
    const s = start();
    expect(diceDuel.activePlayers(s)).toEqual([0, 1]);
    expect(diceDuel.pending(s)?.kind).toBe("mulligan");
    expect(diceDuel.legalActions(s, 1)).toEqual([{ type: "keep" }, { type: "redraw" }]);
    const kept = act(s, 1, { type: "keep" });
    expect(diceDuel.activePlayers(kept)).toEqual([0]);
    expect(diceDuel.legalActions(kept, 1)).toEqual([]);
    expect(assertErr(diceDuel.apply(kept, 1, { type: "redraw" })).code).toBe(CoreErrorCode.NotYourTurn);
    expect(assertErr(diceDuel.apply(kept, 0, { type: "strike" })).code).toBe(CoreErrorCode.IllegalAction);
  });

  it("a redraw shuffles the hand into the deck and draws 3, telling only the owner which cards", () => {
    const s = start();
    const step = assertOk(diceDuel.apply(s, 0, { type: "redraw" }));
    const me = step.state.sides[0];
    expect([...me.hand, ...me.deck].sort()).toEqual([...s.sides[0].hand, ...s.sides[0].deck].sort());
    expect(me.hand).toHaveLength(3);
    expect(me.ready).toBe(true);
    expect(redactEvents(step.events, 1)).toEqual([{ type: "hand-redrawn", player: 0 }]);
    expect(redactEvents(step.events, 0)).toEqual([{ type: "hand-redrawn", player: 0, hand: me.hand }]);
  });

  it("once both have chosen, player 0 takes the first turn", () => {
    const step = assertOk(diceDuel.apply(act(start(), 0, { type: "keep" }), 1, { type: "keep" }));
    expect(step.state.phase).toBe("play");
    expect(diceDuel.activePlayers(step.state)).toEqual([0]);
    expect(step.events.at(-1)).toEqual({ type: "phase-changed", turn: 1, active: 0, phase: "play" });
    expect(diceDuel.pending(step.state)?.kind).toBe("turn");
  });
});

describe("turns", () => {
  it("a charm adds its value to the next strike, once per turn", () => {
    const s = ready();
    const card = s.sides[0].hand[0] ?? "";
    const after = act(s, 0, { type: "play", card });
    expect(after.sides[0].bonus).toBe(s.values[card]);
    expect(after.sides[0].played).toEqual([card]);
    expect(after.sides[0].hand).not.toContain(card);
    expect(diceDuel.legalActions(after, 0)).toEqual([{ type: "strike" }, { type: "end" }]);
    const second = after.sides[0].hand[0] ?? "";
    expect(assertErr(diceDuel.apply(after, 0, { type: "play", card: second })).message).toBe("Only one charm may be played per turn.");
  });

  it("only charms in your own hand can be played", () => {
    const s = ready();
    for (const card of ["c99", s.sides[1].hand[0] ?? "", s.sides[0].deck[0] ?? ""]) {
      expect(assertErr(diceDuel.apply(s, 0, { type: "play", card })).code).toBe(CoreErrorCode.IllegalAction);
    }
  });

  it("a strike deals 2d6 plus the charm bonus, then the bonus is spent and the turn passes", () => {
    const s = withSides(ready({ seed: 1, dice: "external" }), { bonus: 2 }, {});
    const paused = act(s, 0, { type: "strike" });
    const step = assertOk(diceDuel.apply(paused, 0, { type: "faces", faces: [3, 4] }));
    expect(step.state.sides[1].hp).toBe(20 - 9);
    expect(step.state.sides[0].bonus).toBe(0);
    expect(step.state.active).toBe(1);
    expect(step.state.turn).toBe(2);
    expect(step.events.find((e) => e.type === "damage")).toEqual({ type: "damage", player: 1, amount: 9, doubled: false, hp: 11 });
  });

  it("two sixes double the damage", () => {
    const s = withSides(ready({ seed: 1, dice: "external" }), { bonus: 1 }, {});
    const step = assertOk(diceDuel.apply(act(s, 0, { type: "strike" }), 0, { type: "faces", faces: [6, 6] }));
    expect(step.events.find((e) => e.type === "damage")).toEqual({ type: "damage", player: 1, amount: 26, doubled: true, hp: 0 });
  });

  it("ending the turn draws back up to 3 while the deck lasts", () => {
    const s = ready();
    const card = s.sides[0].hand[0] ?? "";
    const step = assertOk(diceDuel.apply(act(s, 0, { type: "play", card }), 0, { type: "end" }));
    expect(step.state.sides[0].hand).toHaveLength(3);
    expect(step.state.sides[0].deck).toHaveLength(6);
    expect(redactEvents(step.events, 1)[0]).toEqual({ type: "card-drawn", player: 0 });
    const empty = withSides(s, { hand: [], deck: [] }, {});
    expect(act(empty, 0, { type: "end" }).sides[0].hand).toEqual([]);
  });

  it("a player reduced to 0 HP loses, and nothing more can happen", () => {
    const s = withSides(ready({ seed: 1, dice: "external" }), {}, { hp: 5 });
    const step = assertOk(diceDuel.apply(act(s, 0, { type: "strike" }), 0, { type: "faces", faces: [2, 3] }));
    expect(diceDuel.outcome(step.state)).toEqual({ winners: [0], losers: [1], reason: "player 1 was reduced to 0 HP" });
    expect(step.events.at(-1)?.type).toBe("game-over");
    expect(diceDuel.activePlayers(step.state)).toEqual([]);
    expect(diceDuel.pending(step.state)).toBeUndefined();
    expect(diceDuel.legalActions(step.state, 0)).toEqual([]);
    expect(assertErr(diceDuel.apply(step.state, 0, { type: "end" })).code).toBe(CoreErrorCode.GameOver);
  });

  it("the match is a draw after the turn limit", () => {
    const s = ready({ seed: 1, turnLimit: 2 });
    const over = act(act(s, 0, { type: "end" }), 1, { type: "end" });
    expect(diceDuel.outcome(over)).toEqual({ winners: [], losers: [], reason: "turn limit of 2 reached" });
  });

  it("refuses the wrong player, unknown players and malformed actions", () => {
    const s = ready();
    expect(assertErr(diceDuel.apply(s, 1, { type: "end" })).code).toBe(CoreErrorCode.NotYourTurn);
    expect(assertErr(diceDuel.apply(s, 2, { type: "end" })).code).toBe(CoreErrorCode.UnknownPlayer);
    expect(assertErr(diceDuel.apply(s, 0, { type: "keep" })).code).toBe(CoreErrorCode.IllegalAction);
    for (const bad of [null, { type: "dance" }, { type: "play" }, { type: "end", now: true }, { type: "play", card: 3 }]) {
      // Malformed on purpose.
      expect(assertErr(diceDuel.apply(s, 0, bad as DuelAction)).code).toBe(CoreErrorCode.MalformedAction);
    }
  });
});

describe("physical dice", () => {
  const paused = act(ready({ seed: 1, dice: "external" }), 0, { type: "strike" });

  it("a strike pauses for 2d6 from the striker", () => {
    expect(paused.chance?.request).toEqual({ kind: "dice", count: 2, sides: 6, purpose: "strike", player: 0 });
    expect(diceDuel.pending(paused)?.prompt).toBe("Roll 2d6 for the strike");
    expect(diceDuel.activePlayers(paused)).toEqual([0]);
    expect(diceDuel.legalActions(paused, 0)).toHaveLength(36);
    expect(diceDuel.legalActions(paused, 1)).toEqual([]);
    expect(diceDuel.view(paused, 1).chance?.request.count).toBe(2);
  });

  it("refuses the wrong number of dice and a 7 on a d6, changing nothing", () => {
    const before = canonicalJson(paused);
    const few = assertErr(diceDuel.apply(paused, 0, { type: "faces", faces: [4] }));
    expect(few.code).toBe(CoreErrorCode.BadFaces);
    expect(few.message).toBe("The strike needs 2 dice, got 1.");
    const seven = assertErr(diceDuel.apply(paused, 0, { type: "faces", faces: [7, 1] }));
    expect(seven.code).toBe(CoreErrorCode.BadFaces);
    expect(seven.message).toBe("7 is not a possible face: a d6 shows 1 to 6.");
    expect(canonicalJson(paused)).toBe(before);
  });

  it("resumes with the entered faces", () => {
    const step = assertOk(diceDuel.apply(paused, 0, { type: "faces", faces: [5, 1] }));
    expect(step.state.chance).toBeNull();
    expect(step.state.sides[1].hp).toBe(14);
    expect(step.events[0]).toMatchObject({ type: "dice-rolled", faces: [5, 1], source: "external" });
  });
});

describe("views and hidden information", () => {
  const s = ready();

  it("a player sees their own hand but only the size of the opponent's hand and of both decks", () => {
    const v = diceDuel.view(s, 0);
    expect(v.sides[0]?.hand?.map((c) => c.id)).toEqual(s.sides[0].hand);
    expect(v.sides[1]?.hand).toBeNull();
    expect(v.sides[1]?.handSize).toBe(3);
    expect(v.sides[0]?.deckSize).toBe(7);
    const shown = strings(v);
    for (const id of [...s.sides[1].hand, ...s.sides[0].deck, ...s.sides[1].deck]) expect(shown).not.toContain(id);
    expect(canonicalJson(v)).not.toContain(String(s.rng[0]));
  });

  it("a spectator sees no hand", () => {
    const v = diceDuel.view(s, "spectator");
    expect(v.sides.map((x) => x.hand)).toEqual([null, null]);
    expect(diceDuel.secrets?.(s, "spectator").hiddenCards).toHaveLength(20);
  });

  it("determinize re-deals only what the player cannot see, and the player cannot tell", () => {
    const d = diceDuel.determinize?.(s, 0, [9, 8, 7, 6]);
    expect(d?.sides[0].hand).toEqual(s.sides[0].hand);
    expect(d?.rng).not.toEqual(s.rng);
    expect(canonicalJson(d === undefined ? null : diceDuel.view(d, 0))).toBe(canonicalJson(diceDuel.view(s, 0)));
    expect(d === undefined ? [] : allCards(d)).toEqual(allCards(s));
  });
});

describe("parseState", () => {
  const s = act(ready({ seed: 3, dice: "external" }), 0, { type: "strike" });
  const json = (): Record<string, unknown> => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;

  it("accepts a saved state and returns an equal one", () => {
    expect(canonicalJson(assertOk(diceDuel.parseState?.(json()) ?? { ok: false, error: { code: "", message: "" } }))).toBe(canonicalJson(s));
  });

  it.each<[string, (v: Record<string, unknown>) => unknown]>([
    ["not an object", () => []],
    ["a missing field", (v) => ({ ...v, turn: undefined })],
    ["a bad generator", (v) => ({ ...v, rng: [1] })],
    ["a card value of 4", (v) => ({ ...v, values: { ...(v["values"] as object), c0: 4 } })],
    ["values that are not a table", (v) => ({ ...v, values: [] })],
    ["one side", (v) => ({ ...v, sides: [s.sides[0]] })],
    ["a side with another field", (v) => ({ ...v, sides: [{ ...s.sides[0], mana: 1 }, s.sides[1]] })],
    ["HP above 20", (v) => ({ ...v, sides: [{ ...s.sides[0], hp: 21 }, s.sides[1]] })],
    ["a card in two places", (v) => ({ ...v, sides: [{ ...s.sides[0], played: [s.sides[1].deck[0]] }, s.sides[1]] })],
    ["a lost card", (v) => ({ ...v, sides: [{ ...s.sides[0], deck: [] }, s.sides[1]] })],
    ["an unknown phase", (v) => ({ ...v, phase: "lunch" })],
    ["turn 0", (v) => ({ ...v, turn: 0 })],
    ["an outcome while playing", (v) => ({ ...v, outcome: { winners: [0], losers: [1], reason: "x" } })],
    ["a bad outcome", (v) => ({ ...v, phase: "over", outcome: { winners: [2], losers: [], reason: "x" } })],
    ["a roll pending while choosing hands", (v) => ({ ...v, phase: "mulligan" })],
  ])("refuses a state with %s", (_what, corrupt) => {
    expect(assertErr(diceDuel.parseState?.(corrupt(json())) ?? { ok: true, value: s }).code).toBe(CoreErrorCode.BadState);
  });
});
