// Setup, the turn structure, summoning and the field rule, through the match engine.
import { describe, expect, it } from "vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { demoConfig, forestAmbushDeck, parseOptions, ruleset, type WardAction } from "../src/index.js";
import { act, defsIn, eventsOf, id, passTurn, scenario } from "./helpers.js";

const external = (seed: number) => ({ ...demoConfig(seed), dice: "external" as const });

describe("setup and the first turn", () => {
  it("W-QS.3-1 W-5.4.1-1 W-QS.1-3 W-2.1.1-1 decks start shuffled; zones have the field's capacities", () => {
    const s = assertOk(ruleset.setup(demoConfig(3)));
    const listed: string[] = [];
    for (const e of forestAmbushDeck.cards) for (let i = 0; i < e.count; i++) listed.push(e.id);
    expect(defsIn(s, "p0/deck")).not.toEqual(listed);
    expect(defsIn(s, "p0/deck").slice().sort()).toEqual(listed.slice().sort());
    expect(s.zones.zones["p0/primary"]?.capacity).toBe(1);
    expect(s.zones.zones["p0/limited"]?.capacity).toBe(4);
  });

  it("a bad config is refused in one sentence that counts its problems", () => {
    expect(assertErr(ruleset.setup({ ...demoConfig(1), options: { bogus: 1 } } as never)).message).toBe('The config has a problem: unknown option "bogus".');
    expect(assertErr(ruleset.setup({} as never)).message).toBe("The config has 2 problems: the seed is a number or a string; decks is a list of two deck lists.");
  });

  it("a bad config lists its problems in details.problems, as the other games do", () => {
    expect(assertErr(ruleset.setup({} as never)).details).toEqual({ problems: ["the seed is a number or a string", "decks is a list of two deck lists"] });
    expect(assertErr(parseOptions({ bogus: 1 })).details).toEqual({ problems: ['unknown option "bogus"'] });
  });

  it("W-QS.3-2 W-7.1.1-1 W-QS.1-2 W-AMB-19 W-AMB-1 the lower roll chooses; ties reroll; physical dice work from the first roll", () => {
    const s = assertOk(ruleset.setup(external(1)));
    expect(s.decision).toEqual({ kind: "start", player: 0 });
    const paused = assertOk(ruleset.apply(s, 0, { type: "start" }));
    expect(paused.state.chance?.request.purpose).toBe("first-player roll");
    const r = act(s, 0, { type: "start" }, [[3], [3], [5], [2]]);
    expect(r.state.decision).toEqual({ kind: "choose-order", player: 1 });
    const higher = assertOk(ruleset.setup({ ...external(1), options: { firstPlayerChooser: "higher" } }));
    expect(act(higher, 0, { type: "start" }, [[5], [2]]).state.decision).toEqual({ kind: "choose-order", player: 0 });
  });

  it("W-QS.3-3 W-QS.5-2 W-7.1.2-1 W-9.1-2 W-18.15-1 W-AMB-2 W-AMB-12 five cards in each player's first draw, one later; no setup draw", () => {
    const s = assertOk(ruleset.setup(external(2)));
    let r = act(s, 0, { type: "start" }, [[1], [6]]);
    r = act(r.state, 0, { type: "go-first" });
    expect(r.state.zones.zones["p0/hand"]?.cards.length).toBe(5);
    expect(r.state.zones.zones["p1/hand"]?.cards.length).toBe(0);
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
    const summon = ruleset.legalActions(r.state, 0).find((a) => a.type === "summon");
    if (summon === undefined) throw new Error("no summon");
    r = act(r.state, 0, summon);
    r = passTurn(r.state);
    expect(r.state.zones.zones["p1/hand"]?.cards.length).toBe(5);
    const p1summon = ruleset.legalActions(r.state, 1).find((a) => a.type === "summon");
    if (p1summon === undefined) throw new Error("no summon");
    r = act(r.state, 1, p1summon);
    const before = r.state.zones.zones["p0/hand"]?.cards.length ?? 0;
    r = passTurn(r.state);
    expect(r.state.zones.zones["p0/hand"]?.cards.length).toBe(before + 1);
  });

  it("W-QS.3-5 W-7.1.4-1 W-17.9-1 W-17.9-2 W-17.9-3 W-AMB-45 a creature must be summoned on the first turn; the mulligan is offered once, on turn 1 only", () => {
    const s = assertOk(ruleset.setup(external(4)));
    let r = act(s, 0, { type: "start" }, [[1], [6]]);
    r = act(r.state, 0, { type: "go-first" });
    const legal = ruleset.legalActions(r.state, 0);
    expect(legal).not.toContainEqual({ type: "next" });
    expect(legal).toContainEqual({ type: "mulligan" });
    r = act(r.state, 0, { type: "mulligan" });
    expect(r.state.zones.zones["p0/hand"]?.cards.length).toBe(5);
    expect(ruleset.legalActions(r.state, 0)).not.toContainEqual({ type: "mulligan" });
    const summon = ruleset.legalActions(r.state, 0).find((a) => a.type === "summon");
    if (summon === undefined) throw new Error("no summon");
    r = act(r.state, 0, summon);
    expect(ruleset.legalActions(r.state, 0)).toContainEqual({ type: "next" });
    r = passTurn(r.state);
    // Player 1 does not use it on turn 1: it is gone afterwards.
    const s1 = ruleset.legalActions(r.state, 1).find((a) => a.type === "summon");
    if (s1 === undefined) throw new Error("no summon");
    r = act(r.state, 1, s1);
    r = passTurn(r.state);
    r = passTurn(r.state);
    expect(r.state.players[1].mulliganUsed).toBe(true);
    expect(ruleset.legalActions(r.state, 1)).not.toContainEqual({ type: "mulligan" });
  });

  it("W-AMB-42 only two-player matches: a config with three decks is refused with every problem listed", () => {
    const bad = ruleset.setup({ seed: 1, decks: [forestAmbushDeck, forestAmbushDeck, forestAmbushDeck] as never });
    expect(bad.ok).toBe(false);
  });
});

describe("turn structure", () => {
  it("W-QS.5-1 W-9.1-1 W-QS.5-10 W-9.1-8 W-9.2.1-1 W-9.2.2-1 W-18.25-1 five phases in order; ending the turn hands it over; cycles count full rounds", () => {
    const deck = ["cave-beetle", "cave-beetle"];
    const s = scenario({ p0: { primary: "bear-wolf", deck }, p1: { primary: "fog", deck }, active: 1, phase: "magic" });
    let r = act(s, 1, { type: "end-turn" });
    const phases: string[] = [];
    const t = passTurn(r.state);
    for (const e of [...r.events, ...t.events]) if (e.type === "phase-changed") phases.push((e as unknown as { phase: string }).phase);
    expect(phases).toEqual(["end", "draw", "summon", "combat", "magic", "end", "draw", "summon"]);
    r = t;
    expect(r.state.clock.active).toBe(1);
    expect(r.state.clock.turnsEnded).toEqual([3, 2]);
  });

  it("W-QS.5-3 W-9.1-3 W-9.1-4 W-AMB-3 W-AMB-53 over eight cards after the draw: discard to eight (to the cemetery) before anything else", () => {
    const hand = ["fireball", "fireball", "fireball", "healing-spring", "healing-spring", "healing-spring", "regrowth", "regrowth"];
    const s = scenario({ p0: { primary: "bear-wolf", hand, deck: ["eagle-eye"] }, p1: { primary: "fog" }, active: 1, phase: "magic" });
    const r = act(s, 1, { type: "end-turn" });
    expect(r.state.decision).toEqual({ kind: "discard", player: 0 });
    const legal = ruleset.legalActions(r.state, 0);
    expect(legal.every((a) => a.type === "discard")).toBe(true);
    const first = legal[0];
    if (first?.type !== "discard") throw new Error("no discard");
    const d = act(r.state, 0, first);
    expect(d.state.zones.zones["p0/hand"]?.cards.length).toBe(8);
    expect(d.state.zones.zones["p0/cemetery"]?.cards).toContain(first.card);
    // Option before-draw: the check comes before drawing.
    const b = scenario({ p0: { primary: "bear-wolf", hand: [...hand, "regrowth"], deck: ["eagle-eye"] }, p1: { primary: "fog" }, active: 1, phase: "magic", options: { handLimitCheck: "before-draw" } });
    const rb = act(b, 1, { type: "end-turn" });
    expect(rb.state.zones.zones["p0/deck"]?.cards.length).toBe(1);
    expect(rb.state.decision).toEqual({ kind: "discard", player: 0 });
  });

  it("W-17.4-1 an empty deck is no loss: play goes on without drawing", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" }, active: 1, phase: "magic" });
    const r = act(s, 1, { type: "end-turn" });
    expect(r.state.outcome).toBeNull();
    expect(eventsOf(r.events, "drew")[0]?.["count"]).toBe(0);
  });

  it("W-QS.5-9 W-9.1-7 W-AMB-48 no summoning or sacrificing in the 2nd Magic Phase", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord", "cave-beetle"] }, p1: { primary: "fog" }, phase: "magic" });
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "summon" || a.type === "kill-own")).toBe(false);
    const r = ruleset.apply(s, 0, { type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    expect(r.ok).toBe(false);
  });

  it("W-QS.5-5 W-9.1-5 W-8.1-1 W-QS.5-6 W-8.1-2 W-AMB-14 W-AMB-15 one normal summon per turn; a new primary only by sacrificing the old one", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord", "steam-rex", "cave-beetle"] }, p1: { primary: "fog" } });
    const legal = ruleset.legalActions(s, 0);
    const beetle = id(s, 0, "hand", "cave-beetle");
    expect(legal.some((a) => a.type === "summon" && a.card === beetle)).toBe(false);
    const r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    expect(ruleset.legalActions(r.state, 0).some((a) => a.type === "summon")).toBe(false);
  });

  it("W-QS.5-4 W-6.2.1-3 W-6.2.1-4 W-QS.8-4 W-6.5.3-1 W-AMB-27 W-AMB-52 any number of magics in your magic phases; none in combat; Lightning only as a response", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["healing-spring", "healing-spring", "healing-spring", "haunted-tree"] }, p1: { primary: "fog", hand: ["fireball"] } });
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "healing-spring", 0), target: null, discards: [] });
    r = act(r.state, 0, { type: "play", card: id(r.state, 0, "hand", "healing-spring", 0), target: null, discards: [] });
    r = act(r.state, 0, { type: "play", card: id(r.state, 0, "hand", "healing-spring", 0), target: null, discards: [] });
    expect(r.state.zones.zones["p0/cemetery"]?.cards.length).toBe(3);
    expect(ruleset.legalActions(r.state, 0).some((a) => a.type === "play")).toBe(false);
    expect(ruleset.legalActions(r.state, 1)).toEqual([]);
    r = act(r.state, 0, { type: "next" });
    expect(ruleset.legalActions(r.state, 0).some((a) => a.type === "play")).toBe(false);
  });

  it("W-QS.3-4 W-7.1.3-1 W-AMB-21 no battle and no damage in turn cycle 1 (damage magics and self-damage costs cannot be played)", () => {
    const s = scenario({ cycle: 1, p0: { primary: "bear-wolf", hand: ["fireball", "mysterious-door", "healing-spring"] }, p1: { primary: "fog" } });
    const plays = ruleset.legalActions(s, 0).filter((a) => a.type === "play");
    expect(plays).toEqual([{ type: "play", card: id(s, 0, "hand", "healing-spring"), target: null, discards: [] }]);
    const c = act(s, 0, { type: "next" });
    expect(ruleset.legalActions(c.state, 0)).toEqual([{ type: "next" }]);
  });
});

describe("summoning", () => {
  it("W-QS.6-4 W-8.2-1 W-8.2.2-1 W-18.14-1 W-QS.2-1 W-QS.6-2 W-18.8-1 a sacrifice from the hand goes to the cemetery and counts there", () => {
    const s = scenario({ p0: { hand: ["hive-lord", "bear-wolf"], fielded: false }, p1: { primary: "fog" } });
    const wolf = id(s, 0, "hand", "bear-wolf");
    const sums = ruleset.legalActions(s, 0).filter((a) => a.type === "summon");
    expect(sums).toContainEqual({ type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [wolf] });
    expect(sums).toContainEqual({ type: "summon", card: wolf, sacrifices: [] });
    const r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [wolf] });
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toEqual([wolf]);
    expect(ruleset.view(r.state, 1).game.cemeteryHp[0]).toBe(40);
  });

  it("W-QS.6-3 W-8.2.1-2 an AL 12 creature needs two sacrifices (field and hand)", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["behemoth", "cave-beetle"] }, p1: { primary: "fog" } });
    const sums = ruleset.legalActions(s, 0).filter((a) => a.type === "summon");
    expect(sums).toEqual([{ type: "summon", card: id(s, 0, "hand", "behemoth"), sacrifices: [id(s, 0, "hand", "cave-beetle"), id(s, 0, "primary", "bear-wolf")] }]);
  });

  it("W-8.3.1-1 W-8.3.1-2 summon requirements are enforced, even while creature effects are negated", () => {
    const knight = (adj: number) => scenario({ p0: { primary: "bear-wolf", hand: ["grave-knight"], cemeteryAdjustment: adj }, p1: { primary: "fog", magic: [{ def: "iron-range" }] } });
    const has = (s: ReturnType<typeof knight>) => ruleset.legalActions(s, 0).some((a) => a.type === "summon");
    expect(has(knight(0))).toBe(false);
    expect(has(knight(100))).toBe(true);
  });

  it("W-8.4.1-1 W-8.4.1-2 W-8.4.2-1 W-8.4.2.1-1 W-AMB-35 W-AMB-13 killing your own primary: once, in phase 2, using the normal summon; immunity does not stop it", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["cave-beetle", "fog"], magic: [{ def: "ghost-form", host: "p0:primary" }] }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(s, 0)).toContainEqual({ type: "kill-own" });
    let r = act(s, 0, { type: "kill-own" });
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toContain(id(s, 0, "primary", "bear-wolf"));
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
    r = act(r.state, 0, { type: "summon", card: id(s, 0, "hand", "cave-beetle"), sacrifices: [] });
    const legal = ruleset.legalActions(r.state, 0);
    expect(legal).not.toContainEqual({ type: "kill-own" });
    expect(legal.some((a) => a.type === "summon")).toBe(false);
    const m = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" }, phase: "magic" });
    expect(ruleset.legalActions(m, 0)).not.toContainEqual({ type: "kill-own" });
  });

  it("W-AMB-58 sacrificing your primary for a summon is one action: no replacement is due", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord"] }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
  });
});

describe("the field rule", () => {
  it("W-QS.4-1 W-QS.4-2 W-7.2.1-1 W-7.2.1-2 W-7.2.1-3 W-QS.4-3 W-AMB-11 W-QS.5-8 W-9.1-6 a killed primary is replaced at once, in the opponent's combat, with no magic meanwhile; combat ends", () => {
    const s = scenario({ active: 1, phase: "combat", p0: { primary: "cave-beetle", hand: ["hive-lord", "bear-wolf", "healing-spring"] }, p1: { primary: "assassin" } });
    // Assassin (SPD 7) first: 3+3+3 hits AL 3; damage 6+3 = 9, x3 = 27 kills the Beetle (20).
    const r = act(s, 1, { type: "battle", attacker: id(s, 1, "primary", "assassin"), target: id(s, 0, "primary", "cave-beetle") }, [[3, 3], [6]]);
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
    const legal = ruleset.legalActions(r.state, 0);
    expect(legal.every((a) => a.type === "summon")).toBe(true);
    expect(legal).toContainEqual({ type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [id(s, 0, "hand", "bear-wolf")] });
    const after = act(r.state, 0, { type: "summon", card: id(s, 0, "hand", "hive-lord"), sacrifices: [id(s, 0, "hand", "bear-wolf")] });
    expect(after.state.players[0].normalSummonUsed).toBe(false);
    expect(after.state.clock.phase).toBe("magic");
    expect(after.state.decision).toEqual({ kind: "main", player: 1 });
  });

  it("W-QS.4-4 W-7.2.2-1 W-17.9-4 W-AMB-46 W-AMB-9 no playable creature: reveal, shuffle in, redraw the same number until one comes", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball", "fireball", "healing-spring"], deck: ["cave-beetle", "regrowth", "regrowth"] }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "kill-own" });
    expect(r.state.zones.zones["p0/hand"]?.cards.length).toBe(3);
    expect(defsIn(r.state, "p0/hand")).toContain("cave-beetle");
    expect(eventsOf(r.events, "hand-revealed").length).toBeGreaterThan(0);
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
  });

  it("W-AMB-9 W-AMB-46 Creature Out at the reshuffle limit shows the last hand drawn, as every earlier one was shown", () => {
    let losses = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const base = scenario({
        p0: { primary: "bear-wolf", hand: ["fireball", "fireball", "fireball"], deck: ["cave-beetle", ...Array<string>(20).fill("regrowth")] },
        p1: { primary: "fog" },
        options: { reshuffleLoopCap: 1, cemeteryLossMode: "callout" },
        dice: "seeded",
      });
      const r = act({ ...base, rng: [seed, 2, 3, 4] }, 0, { type: "kill-own" });
      if (r.state.outcome?.rule !== "W-AMB-9") continue;
      losses++;
      const shown = eventsOf(r.events, "hand-revealed");
      // Once before the redraw, once for the hand that proves the loss.
      expect(shown).toHaveLength(2);
      expect(shown[1]?.["cards"]).toEqual(defsIn(r.state, "p0/hand"));
    }
    expect(losses).toBeGreaterThan(0);
  });

  it("W-7.2.3-1 W-AMB-10 with an empty hand: draw one at a time until a creature can be played; the rest go back", () => {
    const s = scenario({ p0: { primary: "bear-wolf", deck: ["fireball", "fireball", "cave-beetle", "regrowth"] }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "kill-own" });
    expect(defsIn(r.state, "p0/hand")).toEqual(["cave-beetle"]);
    expect(r.state.zones.zones["p0/deck"]?.cards.length).toBe(3);
  });

  it("W-QS.4-5 W-7.2.4-1 W-15.1-3 W-15.1-1 no creature in hand or deck when one is due: Creature Out", () => {
    // In callout mode: in automatic mode 4.1.5 forbids this kill-own, which loses for certain (W-AMB-6).
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball"], deck: ["regrowth"] }, p1: { primary: "fog" }, options: { cemeteryLossMode: "callout" } });
    const r = act(s, 0, { type: "kill-own" });
    expect(r.state.outcome).toMatchObject({ winners: [1], losers: [0], rule: "W-7.2.4-1" });
    expect(ruleset.activePlayers(r.state)).toEqual([]);
  });

  it("W-16.2.1-1 anything not listed is refused, with the rule", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" } });
    const bad: WardAction = { type: "battle", attacker: id(s, 0, "primary", "bear-wolf"), target: id(s, 1, "primary", "fog") };
    expect(assertErr(ruleset.apply(s, 0, bad)).rule).toBe("W-16.2.1-1");
    expect(ruleset.apply(s, 0, { type: "next", extra: 1 } as never).ok).toBe(false);
  });
});
