import { describe, expect, it } from "vitest";
import { fc } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { createRecord, locate, replay, slotOf } from "@rulesmith/core";
import { demoConfig, evaluate, parseOptions, ruleset, STATE_VERSION, zoneId, type GuardiansConfig, type GuardiansState } from "@rulesmith/guardians";
import { ABILITY_DECKS, ABILITY_POOL, act, card, roll, scenario, unitAt } from "./helpers.js";
import { jsonCopy, reach, refusal, savedStateProperties } from "../../core/test/support/mutated-states.js";

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

  it("a pending physical roll shows only its request and its number in the match", () => {
    let s = assertOk(ruleset.setup({ ...demoConfig(2), dice: "external" }));
    s = act(s, 0, { type: "start" });
    const v = ruleset.view(s, 1);
    expect(v.pending?.kind).toBe("chance");
    expect(v.pending?.details).toEqual({ kind: "coin", count: 1, sides: 2, purpose: "first-player toss (heads: Player 0, tails: Player 1)", player: 0, roll: 1 });
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

  it("parseState refuses a field of no Guardians state at the root, as Ward and Wardom do, and returns the state as the same JSON text", () => {
    const s = midMatch();
    const text = JSON.stringify(s);
    expect(JSON.stringify(assertOk(ruleset.parseState(JSON.parse(text))))).toBe(text);
    const e = assertErr(ruleset.parseState({ ...JSON.parse(text), note: "kept by a server" }));
    expect(e.code).toBe("state/invalid");
    expect(e.message).toContain("$.note");
  });

  it("parseState refuses a clock that does not seat the match's players 0 to n-1 in order (a seat 1e300 made apply throw)", () => {
    const s = midMatch();
    for (const players of [[0, 1e300], [1, 0], [0, 2], [0]]) {
      const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify({ ...s, clock: { ...s.clock, players } }))));
      expect(e.code).toBe("state/invalid");
    }
  });

  it("parseState refuses a player out before the match has begun (one out at the toss was offered the first turn)", () => {
    const config = { ...demoConfig(4, 4), dice: "external" as const };
    let s = assertOk(ruleset.setup(config));
    const out = (st: GuardiansState, q: number) => JSON.parse(JSON.stringify({ ...st, players: st.players.map((x, i) => (i === q ? { ...x, out: true } : x)) })) as unknown;
    // At the start decision, and at the toss winner's choice of the first player.
    expect(assertErr(ruleset.parseState(out(s, 2))).message).toContain("$.players[2].out");
    s = act(s, 0, { type: "start" });
    // Each of the four players rolls a d6; player 1's 6 is the highest.
    s = roll(s, [2], [6], [1], [3]);
    expect(s.decision).toMatchObject({ kind: "choose-first", player: 1 });
    expect(assertErr(ruleset.parseState(out(s, 2))).code).toBe("state/invalid");
    assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s))));
  });

  it("parseState refuses a card whose ATK change is out of -999 to 999 (1e300 in Quick Strike made a later state out of range)", () => {
    const s = midMatch();
    const def = s.defs["quick-strike"];
    if (def?.kind !== "attack") throw new Error("the demo decks hold Quick Strike");
    for (const amount of [1e300, 1000, -1000]) {
      const changed = { ...def, effects: [{ kind: "modify-atk", amount, target: "all-own-creatures" }] };
      const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify({ ...s, defs: { ...s.defs, "quick-strike": changed } }))));
      expect(e.code).toBe("state/invalid");
    }
    const edge = { ...def, effects: [{ kind: "modify-atk", amount: -999, target: "all-own-creatures" }] };
    assertOk(ruleset.parseState(JSON.parse(JSON.stringify({ ...s, defs: { ...s.defs, "quick-strike": edge } }))));
  });

  it("G-POI-1 G-AMB-23 parseState takes Poison as a core duration that fits the clock, and refuses one that does not", () => {
    // Player 1 has ended 1 turn: a Poison of 3 of their turns begun before their first has 2 left.
    const poison = { kind: "owner-turns", owner: 1, count: 3, target: 3 } as const;
    const s = scenario({ sides: [{}, { field: ["glacier-sentinel"], conditions: { 0: { poison } } }] });
    const id = card(s, 1, "field", "glacier-sentinel");
    /** The state as JSON, with the creature's conditions changed. */
    const saved = (change: (c: Record<string, unknown>) => Record<string, unknown>): Record<string, unknown> => {
      const json = JSON.parse(JSON.stringify(s)) as { units: ({ conditions: Record<string, unknown> } | null)[] };
      const u = json.units[slotOf(s.zones, id)];
      if (u !== undefined && u !== null) u.conditions = change(u.conditions);
      return json;
    };
    const same = (c: Record<string, unknown>): Record<string, unknown> => c;
    expect(unitAt(assertOk(ruleset.parseState(saved(same))), id)?.conditions.poison).toEqual(poison);
    const refused = (p: Record<string, unknown>): string => JSON.stringify(assertErr(ruleset.parseState(saved((c) => ({ ...c, poison: p })))).details);
    expect(refused({ ...poison, owner: 0 })).toContain("is not the card's owner");
    expect(refused({ ...poison, count: 1, target: 1 })).toContain("has run out but is still on the card");
    expect(refused({ ...poison, target: 2 })).toContain("counts from before the match began");
    expect(refused({ ...poison, target: 5 })).toContain("more than the 3 rolled");
    expect(refused({ ...poison, count: 7, target: 8 })).toContain("poison");
    expect(refused({ kind: "turn-cycles", count: 2, anchor: 1, from: 1 })).toContain("poison");
    // Version 3 kept a count of turns (poisonTurns) instead of the duration: refused.
    expect(assertErr(ruleset.parseState({ ...saved(same), version: 3 })).code).toBe("state/invalid");
    expect(assertErr(ruleset.parseState(saved(({ poison: _p, ...rest }) => ({ ...rest, poisonTurns: 2 })))).code).toBe("state/invalid");
  });

  it("a match record of the rules version before Poison became a duration (3) is refused, not replayed into another state", () => {
    // Records carry the rules version (6 since G-ENG-8's d6 first-player roll); states keep format 5.
    expect([STATE_VERSION, ruleset.version]).toEqual([5, 6]);
    const record = assertOk(createRecord(ruleset, demoConfig(3)));
    expect(assertOk(replay(ruleset, record)).outcome).toBeUndefined();
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 3 })).code).toBe("record/version");
    // Version 4 states did not say whose they were (no game field): their records' hashes differ.
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 4 })).code).toBe("record/version");
  });

  it("G-ENG-8 a record of rules version 5 is refused: its 3- or 4-player match rolled the first player on one die", () => {
    const record = assertOk(createRecord(ruleset, demoConfig(3, 3)));
    expect(record.gameVersion).toBe(6);
    expect(assertErr(replay(ruleset, { ...record, gameVersion: 5 })).code).toBe("record/version");
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

const PHASES = ["setup", "start", "action", "battle", "end", "between"];
const KINDS = ["start", "choose-first", "action", "battle", "choose-attack", "discard", "choose-opponent", "choose-creature"];

/** The configs of the random matches below: 2 and 4 players with the starter decks, 3 players with decks of choosing abilities. */
function configFor(seed: number, players: 2 | 3 | 4, dice: "seeded" | "external"): GuardiansConfig {
  if (players !== 3) return { ...demoConfig(seed, players), dice };
  const decks = [ABILITY_DECKS[1], ABILITY_DECKS[0], ABILITY_DECKS[1]].flatMap((d) => (d === undefined ? [] : [d]));
  return { seed, decks, cards: ABILITY_POOL, dice, options: { players: 3 } };
}

describe("a saved state's phase, turn in progress, decision and drawn Attack Cards agree", () => {
  it("G-AMB-4 a battle decision before the first turn is refused (the setup waits only for start and choose-first)", () => {
    const s = reach(ruleset, demoConfig(1), 0);
    expect(s.decision?.kind).toBe("start");
    expect(refusal(ruleset, { ...jsonCopy(s), decision: { ...s.decision, kind: "battle" } })).toContainEqual({
      path: "$.decision",
      message: "is battle, which the setup phase never waits for (it waits for only start, choose-first, G-AMB-4)",
    });
  });

  it("G-TURN-1 the active player's turn counted as ended while their Action Phase waits is refused", () => {
    const s = reach(ruleset, demoConfig(1), 4);
    expect(s.clock.active).toBe(1);
    const turnsEnded = s.clock.turnsEnded.map((n, i) => (i === 1 ? n + 1 : n));
    expect(refusal(ruleset, { ...jsonCopy(s), clock: { ...s.clock, turnsEnded } })).toContainEqual({
      path: "$.clock",
      message: `is in the ${s.clock.phase} phase with no turn in progress (it is a phase of the active player's turn, G-TURN-1)`,
    });
  });

  it("G-GBTL-1 an Attack Card in the drawn zone while the battle decision waits is refused (a Guardian battle puts the drawn ones away)", () => {
    const s = jsonCopy(reach(ruleset, demoConfig(1), 40));
    expect(s.decision?.kind).toBe("battle");
    expect(locate(s.zones, "c46")).toBe("p1/attack");
    const attack = s.zones.zones["p1/attack"];
    const drawn = s.zones.zones["p1/drawn"];
    const index = s.zones.index["c46"];
    if (attack === undefined || drawn === undefined || index === undefined) throw new Error("no p1/attack, p1/drawn or c46");
    const moved = {
      ...s,
      zones: {
        ...s.zones,
        zones: {
          ...s.zones.zones,
          "p1/attack": { ...attack, cards: attack.cards.filter((c) => c !== "c46"), faceDown: attack.faceDown.filter((c) => c !== "c46") },
          "p1/drawn": { ...drawn, cards: [...drawn.cards, "c46"] },
        },
        where: s.zones.where.map((z, i) => (i === index ? "p1/drawn" : z)),
      },
    };
    expect(refusal(ruleset, moved)).toContainEqual({
      path: '$.zones.zones["p1/drawn"]',
      message: "holds cards while its player is not choosing an Attack Card (a Guardian battle puts the drawn ones away before it ends, G-GBTL-1)",
    });
  });

  it("G-GBTL-1 a hand set aside outside the choice of an Attack Card, or not set aside during it, is refused", () => {
    const s = jsonCopy(reach(ruleset, demoConfig(1), 40));
    expect(s.decision?.kind).toBe("battle");
    const aside = { ...s, players: s.players.map((x, i) => (i === 1 ? { ...x, handAside: true } : x)) };
    expect(refusal(ruleset, aside)).toContainEqual({
      path: "$.players[1].handAside",
      message: "is true while its player is not choosing an Attack Card (a Guardian battle takes the hand back before it ends, G-GBTL-1)",
    });
    const battle = ruleset.legalActions(s, 1).find((a) => (a as { type?: unknown }).type === "guardian-battle");
    if (battle === undefined) throw new Error("no guardian-battle action at step 40");
    const choosing = ruleset.apply(s, 1, battle);
    if (!choosing.ok) throw new Error(choosing.error.message);
    const c = jsonCopy(choosing.value.state);
    expect(c.decision?.kind).toBe("choose-attack");
    expect(ruleset.parseState(c).ok).toBe(true);
    const back = { ...c, players: c.players.map((x, i) => (i === 1 ? { ...x, handAside: false } : x)) };
    expect(refusal(ruleset, back)).toContainEqual({
      path: "$.players[1].handAside",
      message: "is false while its player chooses an Attack Card (a Guardian battle sets the hand aside, G-GBTL-1)",
    });
  });

  savedStateProperties(
    ruleset,
    {
      match: fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), players: fc.constantFrom(2 as const, 3 as const, 4 as const), dice: fc.constantFrom("seeded" as const, "external" as const) }),
      config: ({ seed, players, dice }) => ({ config: configFor(seed, players, dice), seed }),
      kinds: KINDS,
      phases: PHASES,
      what: "2 and 4 players with the starter decks, 3 with choosing abilities; seeded and physical dice",
      rule: "G-TURN-1",
    },
    { accepted: 8, changed: 3 },
  );
});
