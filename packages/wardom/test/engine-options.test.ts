import { describe, expect, it } from "vitest";
import { currentRound, ZoneWriter } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import type { Card } from "../src/index.js";
import { demoConfig, frostBastionDeck, parseConfig, ruleset } from "../src/index.js";
import { act, build, eventsOf, isLegal, pick, runUntil, zone } from "./helpers.js";

const heralds: readonly Card[] = [
  {
    type: "unit",
    id: "dawn-herald",
    name: "Dawn Herald",
    cost: 1,
    illustrative: true,
    combat: 1,
    support: 1,
    level: 1,
    element: "Light",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [{ timing: { kind: "triggered", event: "start-stage" }, effects: [{ kind: "gain-resolve", player: "you", amount: 1 }], text: "At the start of your turn, gain 1 resolve." }],
  },
  {
    type: "unit",
    id: "dusk-herald",
    name: "Dusk Herald",
    cost: 1,
    illustrative: true,
    combat: 1,
    support: 1,
    level: 1,
    element: "Shadow",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [{ timing: { kind: "triggered", event: "end-stage" }, effects: [{ kind: "resolve-damage", player: "opponent", amount: 1 }], text: "In the End Stage, your opponent takes 1 resolve damage." }],
  },
];

const extras: readonly Card[] = [
  {
    type: "cycle",
    id: "war-banner",
    name: "War Banner",
    cost: 1,
    illustrative: true,
    abilities: [{ timing: { kind: "continuous" }, effects: [{ kind: "additional-recruit", position: "combat", count: 1 }], text: "Your Combat position can hold 1 additional Unit." }],
  },
  {
    type: "bolt",
    id: "cataclysm",
    name: "Cataclysm",
    cost: 0,
    illustrative: true,
    abilities: [{ timing: { kind: "activated" }, swift: true, effects: [{ kind: "resolve-damage", player: "each", amount: 20 }], text: "Swift. Each player takes 20 resolve damage." }],
  },
];

describe("a bad config", () => {
  it("is refused in one sentence: nested problems lose their own full stops", () => {
    expect(assertErr(ruleset.setup({ ...demoConfig(1), options: { bogus: 1 } } as never)).message).toBe('The config has a problem: unknown option "bogus".');
    expect(assertErr(ruleset.setup({ ...demoConfig(1), options: 5 } as never)).message).toBe("The config has a problem: the options are an object of option fields.");
  });
});

describe("parseConfig", () => {
  it("D-SETUP-1 D-DECK-1 returns the checked config with the defaults filled in", () => {
    const parsed = assertOk(parseConfig(demoConfig(7)));
    expect(parsed.seed).toBe(7);
    expect(parsed.dice).toBe("seeded");
    expect(parsed.decklists).toBe("hidden");
    expect(parsed.options.routing).toBe("optional");
    expect(parsed.decks[1].name).toBe(frostBastionDeck.name);
  });

  it("D-SETUP-1 lists every problem at once in details.problems, with deck problems in details.decks", () => {
    const e = assertErr(parseConfig({ seed: Number.NaN, dice: "loaded", decks: [{ name: "x", cards: [{ id: "no-such-card", count: 40 }] }, frostBastionDeck], extra: 1 }));
    expect(e.code).toBe("config/invalid");
    const details = e.details as { problems: string[]; decks: { deck: number }[] };
    expect(details.problems).toEqual(expect.arrayContaining(['unknown config field "extra"', "the seed is a number or a string", 'dice are "seeded" or "external"']));
    expect(details.problems.some((p) => p.startsWith("deck 0: "))).toBe(true);
    expect(details.decks.length).toBeGreaterThan(0);
    expect(details.decks.every((d) => d.deck === 0)).toBe(true);
  });

  it("answers anything with a result, never a throw, and setup agrees with it", () => {
    for (const value of [null, undefined, 42, "config", [], {}, { seed: 1 }, { seed: 1, decks: [null, null] }]) {
      const parsed = parseConfig(value);
      expect(parsed.ok).toBe(false);
      expect(assertErr(ruleset.setup(value as never)).message).toBe(assertErr(parsed).message);
    }
  });
});

describe("several front-line Units and simultaneous losses", () => {
  it("D-BTL-9 D-AMB-4 with two Units in the loser's Combat position the winner picks the one destroyed; only one is", () => {
    const b = build(
      { coin: ["ember-squire"], combat: ["mountain-ogre"], support: ["shieldmaiden"] },
      { coin: ["ember-squire"], combat: ["river-sprite", "ember-squire"], action: ["war-banner"] },
      { cards: extras, active: 1, extra: [[], ["ember-squire"]] },
    );
    const s = act(b.state, 1, { type: "end" }).state;
    expect(s.decision).toMatchObject({ kind: "pick", purpose: "front-line", player: 0, min: 1, max: 1 });
    const sprite = b.ids(1, "river-sprite");
    const r = act(s, 0, pick(s, 0, [sprite]));
    expect(zone(r.state, 1, "void")).toContain(sprite);
    expect(zone(r.state, 1, "combat")).toEqual([b.ids(1, "ember-squire")]);
  });

  it("D-AMB-36 both players at 0 resolve at once is a draw; with first-player-loses the first player loses", () => {
    const b = build({ hand: ["cataclysm"] }, {}, { cards: extras });
    const r = act(b.state, 0, { type: "play", card: b.ids(0, "cataclysm"), target: null });
    expect(r.state.outcome).toMatchObject({ winners: [], losers: [], rule: "D-AMB-36" });
    const strict = build({ hand: ["cataclysm"] }, {}, { cards: extras, options: { simultaneousLoss: "first-player-loses" } });
    const r2 = act(strict.state, 0, { type: "play", card: strict.ids(0, "cataclysm"), target: null });
    expect(r2.state.outcome).toMatchObject({ winners: [1], losers: [0], rule: "D-AMB-36" });
  });
});

describe("triggers by stage", () => {
  it("D-START-1 D-AMB-2 a start-of-turn trigger fires in its owner's own Start Stage", () => {
    const b = build({ coin: ["ember-squire"] }, { coin: ["ember-squire"], combat: ["dawn-herald"] }, { cards: heralds });
    const s = act(b.state, 0, { type: "end" }).state;
    expect(s.players[1].resolve).toBe(21);
    expect(s.players[0].resolve).toBe(20);
  });

  it("D-START-1 D-BOLT-1 a Start Stage trigger resolves in the Start Stage: no Bolt from hand answers it", () => {
    // Player 0 holds a Swift Bolt it could pay for; the trigger's sequence is in player 1's Start
    // Stage, not a Resource or Main window, so player 0 is not asked to respond.
    const b = build({ coin: ["ember-squire"], hand: ["hunters-bolt"] }, { coin: ["ember-squire"], combat: ["dawn-herald"] }, { cards: heralds });
    const r = act(b.state, 0, { type: "end" });
    expect(r.state.decision).toEqual({ kind: "main", player: 1 });
    expect(r.state.players[1].resolve).toBe(21);
    const stages = r.events.filter((e) => e.type === "phase-changed").map((e) => e["phase"]);
    const added = r.events.findIndex((e) => e.type === "stack-entry-added");
    const resource = r.events.findIndex((e) => e.type === "phase-changed" && e["phase"] === "resource");
    expect(stages).toEqual(["start", "resource", "main"]);
    expect(added).toBeGreaterThan(-1);
    expect(added).toBeLessThan(resource);
  });

  it("D-END-1 D-AMB-18 End-stage triggers resolve in End & Routing", () => {
    const b = build({ coin: ["ember-squire"], combat: ["dusk-herald"] }, { coin: ["ember-squire"], combat: ["dusk-herald"] }, { cards: heralds, active: 1 });
    const r = runUntil(act(b.state, 1, { type: "end" }).state, (s) => currentRound(s.clock) === 2);
    expect([r.state.players[0].resolve, r.state.players[1].resolve]).toEqual([19, 19]);
  });

  it("D-AMB-49 simultaneous start-of-battle triggers: the first player's go on first, so the second player's resolve first", () => {
    const b = build({ coin: ["ember-squire"], combat: ["frost-warden"] }, { coin: ["ember-squire"], combat: ["frost-warden"] }, { active: 1, dice: "external" });
    const s = act(b.state, 1, { type: "end" }).state;
    expect(s.chance?.request.player).toBe(1);
  });
});

describe("sequences", () => {
  it("D-AMB-50 D-ABIL-1 an Ability Action cannot be used in response", () => {
    const b = build({ hand: ["hunters-bolt"], combat: ["mountain-ogre"] }, { hand: ["withering-curse", "hunters-bolt"] });
    const s = act(b.state, 0, { type: "play", card: b.ids(0, "hunters-bolt"), target: null }).state;
    expect(s.decision).toEqual({ kind: "sequence", player: 1 });
    expect(isLegal(s, 1, { type: "play", card: b.ids(1, "withering-curse"), target: null })).toBe(false);
    expect(isLegal(s, 1, { type: "pass" })).toBe(true);
  });

  it("D-AMB-51 D-TIMING-2 a paid cost is not refunded when the effect finds nothing", () => {
    const b = build({ hand: ["doom-bolt"] }, {});
    const s = act(b.state, 0, { type: "play", card: b.ids(0, "doom-bolt"), target: null }).state;
    expect(s.players[0].energy.available).toBe(1);
    expect(zone(s, 0, "void")).toEqual([b.ids(0, "doom-bolt")]);
  });
});

describe("options", () => {
  it("D-AMB-5 routing all-mandatory: every surviving line Unit goes to the Side Zone", () => {
    const b = build({ coin: ["ember-squire"], combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { coin: ["ember-squire"] }, { active: 1, options: { routing: "all-mandatory" } });
    const r = runUntil(act(b.state, 1, { type: "end" }).state, (s) => currentRound(s.clock) === 2);
    expect(zone(r.state, 0, "side")).toHaveLength(2);
    expect(zone(r.state, 0, "combat")).toEqual([]);
  });

  it("D-AMB-5 routing all-mandatory: a line Unit with no room in the Side Zone is destroyed", () => {
    const b = build({ coin: ["ember-squire"], combat: ["mountain-ogre"], side: ["river-sprite", "shieldmaiden", "dawn-lancer"] }, { coin: ["ember-squire"] }, { active: 1, options: { routing: "all-mandatory" } });
    const ended = act(b.state, 1, { type: "end" });
    const r = runUntil(ended.state, (s) => currentRound(s.clock) === 2);
    const ogre = b.ids(0, "mountain-ogre");
    expect(zone(r.state, 0, "void")).toContain(ogre);
    expect(eventsOf([...ended.events, ...r.events], "destroyed")).toEqual([{ type: "destroyed", card: ogre, owner: 0, cause: "routing", rule: "D-AMB-5" }]);
  });

  it("D-AMB-6 winnerWager returns-to-hand: the winner's own wager goes back to hand", () => {
    const b = build({ coin: ["river-sprite"], combat: ["mountain-ogre"] }, { coin: ["ember-squire"] }, { active: 1, options: { winnerWager: "returns-to-hand" } });
    const r = runUntil(act(b.state, 1, { type: "end" }).state, (s) => currentRound(s.clock) === 2);
    expect(zone(r.state, 0, "hand")).toContain(b.ids(0, "river-sprite"));
    expect(zone(r.state, 0, "treasury")).toEqual([b.ids(1, "ember-squire")]);
  });

  it("D-AMB-7 wagerVisibility face-up: the wager is seen by the opponent", () => {
    const b = build({ hand: ["ember-squire"] }, {}, { options: { wagerVisibility: "face-up" } });
    const s = act(b.state, 0, { type: "wager", card: b.ids(0, "ember-squire") }).state;
    expect(ruleset.view(s, 1).zones["p0/coin"]).toMatchObject({ cards: [b.ids(0, "ember-squire")], faceDown: [false] });
  });

  it("D-AMB-9 trRepeatFromSideZone false: a marked copy cannot be True Recruited again from the Side Zone", () => {
    const b = build({ side: ["ancient-colossus"], void: ["ember-squire", "river-sprite"] }, {}, { options: { trRepeatFromSideZone: false } });
    const marked = { ...b.state, marked: [b.ids(0, "ancient-colossus")] };
    expect(ruleset.legalActions(marked, 0).some((a) => a.type === "true-recruit")).toBe(false);
  });

  it("D-TRUE-9 a True Recruited copy keeps its mark when it returns to hand", () => {
    const b = build({ hand: ["ancient-colossus"], void: ["ember-squire", "river-sprite"] }, {});
    const tr = ruleset.legalActions(b.state, 0).find((a) => a.type === "true-recruit");
    if (tr === undefined) throw new Error("no true recruit");
    const s = act(b.state, 0, tr).state;
    const colossus = b.ids(0, "ancient-colossus");
    const back = { ...s, zones: { ...s.zones, "p0/combat": { ...s.zones.zones["p0/combat"], cards: [] }, "p0/hand": { ...s.zones.zones["p0/hand"], cards: [colossus] } } } as typeof s;
    expect(back.marked).toEqual([colossus]);
    expect(isLegal(back, 0, { type: "wager", card: colossus })).toBe(false);
  });

  it("D-SEQ-3 autoPass: a response window asks by what everyone sees (public), or passes for a player with no Swift play (no-answer)", () => {
    const played = (held: string, autoPass: "public" | "no-answer") => {
      const b = build({ hand: ["glacial-prison", held], energy: 10, maxEnergy: 10 }, { combat: ["ember-squire"] }, { options: { autoPass } });
      return act(b.state, 0, { type: "play", card: b.ids(0, "glacial-prison"), target: null }).state;
    };
    // Whether player 0's other card is a Bolt or not, the window waits for player 0: the opponent cannot tell.
    expect(played("withering-curse", "public").decision).toEqual({ kind: "sequence", player: 0 });
    expect(played("doom-bolt", "public").decision).toEqual({ kind: "sequence", player: 0 });
    // With no-answer, a hand with no Swift play is passed for and the Bolt resolves at once.
    expect(played("withering-curse", "no-answer").decision).toEqual({ kind: "main", player: 0 });
    expect(played("doom-bolt", "no-answer").decision).toEqual({ kind: "sequence", player: 0 });
  });

  it("D-AMB-10 deckoutLoses: drawing from an empty deck loses", () => {
    const b = build({ coin: ["ember-squire"] }, { coin: ["ember-squire"] }, { options: { deckoutLoses: true } });
    const zw = new ZoneWriter(b.state.zones, [0, 1]);
    assertOk(zw.moveMany((b.state.zones.zones["p1/deck"]?.cards ?? []).slice(), "p1/void"));
    const empty = { ...b.state, zones: zw.finish() };
    const s = act(empty, 0, { type: "end" }).state;
    expect(s.outcome).toMatchObject({ losers: [1], rule: "D-AMB-10" });
  });

  it("D-AMB-14 allowResolveToZeroPayment false: resolve cannot pay down to 0", () => {
    const opts = { active: 0 as const, round: 2 };
    const pyre = (allow: boolean) => {
      const b = build({ action: ["pyre-of-memories"], faceDown: ["pyre-of-memories"], energy: 0, resolve: 3 }, {}, { ...opts, options: { allowResolveToZeroPayment: allow } });
      const id = b.ids(0, "pyre-of-memories");
      return { state: { ...b.state, setAt: { [id]: { round: 1, stage: "main" as const } } }, id };
    };
    const strict = pyre(false);
    expect(isLegal(strict.state, 0, { type: "activate", card: strict.id, target: null })).toBe(false);
    const loose = pyre(true);
    const s = act(loose.state, 0, { type: "activate", card: loose.id, target: null }).state;
    expect(s.outcome).toMatchObject({ losers: [0], rule: "D-WIN-2" });
  });

  it("D-AMB-16 equipUsesActionSlot: with three set cards an Equip has no slot", () => {
    const side = { hand: ["tower-shield"], combat: ["ember-squire"], action: ["hunters-bolt", "doom-bolt", "glacial-prison"], faceDown: ["hunters-bolt", "doom-bolt", "glacial-prison"] };
    const b = build(side, {});
    const play = { type: "play" as const, card: b.ids(0, "tower-shield"), target: b.ids(0, "ember-squire") };
    expect(isLegal(b.state, 0, play)).toBe(true);
    const strict = build(side, {}, { options: { equipUsesActionSlot: true } });
    expect(isLegal(strict.state, 0, { ...play, card: strict.ids(0, "tower-shield"), target: strict.ids(0, "ember-squire") })).toBe(false);
  });

  it("D-AMB-30 silenceDisablesStatuses: a Silenced Unit's statuses stop too", () => {
    const b = build({ hand: ["hush"] }, { combat: ["stonewall-sentinel"] }, { options: { silenceDisablesStatuses: true } });
    const s = act(b.state, 0, { type: "play", card: b.ids(0, "hush"), target: null }).state;
    const unit = ruleset.view(s, 0).game.units[b.ids(1, "stonewall-sentinel")];
    expect(unit?.statuses).toEqual(["silenced"]);
    const loose = build({ hand: ["hush"] }, { combat: ["stonewall-sentinel"] });
    const s2 = act(loose.state, 0, { type: "play", card: loose.ids(0, "hush"), target: null }).state;
    expect(ruleset.view(s2, 0).game.units[loose.ids(1, "stonewall-sentinel")]?.statuses).toEqual(["stability", "silenced"]);
  });

  it("D-AMB-3 D-AMB-4 totals all-stats and destroyCompare options reach the battle", () => {
    const b = build({ coin: ["ember-squire"], combat: ["mountain-ogre"] }, { coin: ["ember-squire"], combat: ["shieldmaiden"] }, { active: 1, options: { totals: "all-stats" } });
    const r = act(b.state, 1, { type: "end" });
    expect(eventsOf(r.events, "battle")[0]).toMatchObject({ totals: [{ combat: 5, support: 2, battle: 7 }, { combat: 1, support: 3, battle: 4 }] });
  });

  it("D-RULING-2 D-AMB-40 card data with an unknown term is refused at setup", () => {
    const bad = ruleset.setup({ seed: 1, decks: [{ name: "a", cards: [] }, { name: "b", cards: [] }], cards: [{ type: "unit", id: "x", name: "X", cost: 1, illustrative: true, combat: 1, support: 1, level: 1, element: "Fire", unitTypes: [], statuses: [{ status: "haste" }], abilities: [] }] } as never);
    expect(bad.ok).toBe(false);
  });
});
