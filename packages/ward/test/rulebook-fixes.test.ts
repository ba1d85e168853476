// Checks of the latest engine fixes against the rulebook and the rules matrix: the field rule
// from an empty hand, DOT timing in the opponent's combat, Critical Hits, the 4.1.5 guard on
// Creature Out, who replaces first, Lightning without a condition, discard costs, hidden
// information in auto-pass, and deck searches.
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, ruleset, type CreatureCard, type MagicCard, type WardAction, type WardOptions, type WardState } from "../src/index.js";
import { act, defsIn, eventsOf, hp, id, scenario } from "./helpers.js";

/** An extra creature card for a scenario; fields not given take plain values. */
function creatureCard(c: Pick<CreatureCard, "id" | "modifier" | "armorLevel" | "speed" | "hp"> & Partial<CreatureCard>): CreatureCard {
  return {
    kind: "creature", name: c.id, rarity: "common", generation: 1, text: "", creatureType: "beast", attackName: "Hit", attackDice: 2,
    tags: [], effects: [], summonRequirements: [], biography: "", illustrative: true, ...c,
  };
}

/** An extra magic card for a scenario; fields not given take plain values. */
function magicCard(m: Pick<MagicCard, "id" | "magicType" | "effects"> & Partial<MagicCard>): MagicCard {
  return {
    kind: "magic", name: m.id, rarity: "common", generation: 1, text: "", subType: "none", equipTo: "any", fieldScope: "any",
    duration: { kind: "while-on-field" }, playableWhen: [], costs: [], hybrid: null, illustrative: true, ...m,
  };
}

const play = (card: string, target: string | null = null, discards: string[] = []): WardAction => ({ type: "play", card, target, discards });
const plays = (s: WardState, p: 0 | 1, card: string): WardAction[] => ruleset.legalActions(s, p).filter((a) => a.type === "play" && a.card === card);

describe("field rule from an empty hand (W-7.2.3-1, W-7.2.4-1)", () => {
  it("W-7.2.3-1 W-AMB-9 W-AMB-10 W-7.2.1-3 a killed primary with an empty hand and two The Hero in the deck: draw until the second is playable, keep both, shuffle the rest back", () => {
    // Player 0's deck from the top: The Hero, Fireball, The Hero. AL 7 needs one sacrifice.
    const s = scenario({ active: 1, p0: { primary: "bear-wolf", primaryHp: 10, hand: [], deck: ["the-hero", "fireball", "the-hero"] }, p1: { primary: "grizzly-bear", hand: ["fireball"] } });
    const hero0 = id(s, 0, "deck", "the-hero", 0);
    const hero1 = id(s, 0, "deck", "the-hero", 1);
    const drawnFireball = id(s, 0, "deck", "fireball");
    const r = act(s, 1, play(id(s, 1, "hand", "fireball")));
    expect(r.state.outcome).toBeNull();
    expect(eventsOf(r.events, "game-over")).toEqual([]);
    expect(eventsOf(r.events, "drew-until-creature")[0]).toMatchObject({ player: 0, count: 3 });
    // Both Heroes kept (one to summon, one as its sacrifice); the Fireball went back to the deck.
    expect(r.state.zones.zones["p0/hand"]?.cards.slice().sort()).toEqual([hero0, hero1].sort());
    expect(r.state.zones.zones["p0/deck"]?.cards).toEqual([drawnFireball]);
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
    const legal = ruleset.legalActions(r.state, 0);
    expect(legal).toContainEqual({ type: "summon", card: hero1, sacrifices: [hero0] });
    const after = act(r.state, 0, { type: "summon", card: hero1, sacrifices: [hero0] });
    expect(after.state.outcome).toBeNull();
    expect(defsIn(after.state, "p0/primary")).toEqual(["the-hero"]);
    expect(after.state.zones.zones["p0/primary"]?.cards).toEqual([hero1]);
    expect(after.state.zones.zones["p0/cemetery"]?.cards).toContain(hero0);
    expect(after.state.zones.zones["p0/hand"]?.cards).toEqual([]);
  });

  it("W-7.2.3-1 W-AMB-9 the same with nothing else in the deck: two The Hero drawn, one summoned over the other", () => {
    const s = scenario({ active: 1, p0: { primary: "bear-wolf", primaryHp: 10, deck: ["the-hero", "the-hero"] }, p1: { primary: "grizzly-bear", hand: ["fireball"] } });
    const r = act(s, 1, play(id(s, 1, "hand", "fireball")));
    expect(r.state.outcome).toBeNull();
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
    const summon = ruleset.legalActions(r.state, 0).find((a) => a.type === "summon");
    if (summon === undefined) throw new Error("no summon offered");
    const after = act(r.state, 0, summon);
    expect(after.state.outcome).toBeNull();
    expect(defsIn(after.state, "p0/primary")).toEqual(["the-hero"]);
  });

  it("W-7.2.4-1 W-AMB-9 W-QS.4-5 a single The Hero with nothing to sacrifice: Creature Out", () => {
    for (const deck of [["the-hero"], ["the-hero", "fireball", "fireball"]]) {
      const s = scenario({ active: 1, p0: { primary: "bear-wolf", primaryHp: 10, deck }, p1: { primary: "grizzly-bear", hand: ["fireball"] } });
      const r = act(s, 1, play(id(s, 1, "hand", "fireball")));
      expect(r.state.outcome).toMatchObject({ winners: [1], losers: [0] });
      expect(["W-7.2.4-1", "W-AMB-9"]).toContain(r.state.outcome?.rule);
      expect(eventsOf(r.events, "game-over").length).toBe(1);
    }
  });
});

describe("DOT applied in the opponent's combat (W-11.1-1, W-AMB-32)", () => {
  it("W-11.1-1 W-AMB-32 Grizzly Bear's return-attack DOT ticks at the end of that very combat, then at the end of the attacker's next combat", () => {
    const deck = ["cave-beetle", "cave-beetle", "cave-beetle"];
    const s = scenario({ p0: { primary: "bear-wolf", deck }, p1: { primary: "grizzly-bear", deck }, phase: "combat" });
    const wolf = id(s, 0, "primary", "bear-wolf");
    const bear = id(s, 1, "primary", "grizzly-bear");
    // Wolf (SPD 4) first: 2+2+1 = 5 < AL 6 misses; Grizzly returns 2+2+2 = 6 >= 5, damage 3+4+2 = 9, and its DOT.
    let r = act(s, 0, { type: "battle", attacker: wolf, target: bear }, [[2, 2], [2, 2], [3, 4]]);
    expect(hp(r.state, wolf)).toBe(31);
    expect(r.state.creatures[wolf]?.overTime).toMatchObject([{ kind: "dot", amount: 10, ticksLeft: 2, applier: 1 }]);
    r = act(r.state, 0, { type: "next" }); // the attacker's Combat Phase ends: first tick
    expect(eventsOf(r.events, "over-time-tick")).toEqual([expect.objectContaining({ card: wolf, damage: 10, hp: 21 })]);
    expect(hp(r.state, wolf)).toBe(21);
    r = act(r.state, 0, { type: "end-turn" });
    r = act(r.state, 1, { type: "next" });
    r = act(r.state, 1, { type: "next" }); // Grizzly Bear's owner's combat ends: no tick
    expect(eventsOf(r.events, "over-time-tick")).toEqual([]);
    expect(hp(r.state, wolf)).toBe(21);
    r = act(r.state, 1, { type: "end-turn" });
    r = act(r.state, 0, { type: "next" });
    r = act(r.state, 0, { type: "next" }); // the attacker's next combat ends: second and last tick
    expect(hp(r.state, wolf)).toBe(11);
    expect(r.state.creatures[wolf]?.overTime).toEqual([]);
  });
});

describe("Critical Hits (W-AMB-61)", () => {
  const sapper = creatureCard({ id: "sapper", modifier: -3, armorLevel: 10, speed: 6, hp: 40 });
  const bastion = creatureCard({ id: "bastion", modifier: 0, armorLevel: 12, speed: 1, hp: 100, attackDice: 1 });
  const brute = creatureCard({ id: "brute", modifier: 10, armorLevel: 10, speed: 6, hp: 40 });
  const battle = (attacker: string, defender: string, always: boolean, faces: number[][]) => {
    const s = scenario({ extraCards: [sapper, bastion, brute], p0: { primary: attacker }, p1: { primary: defender }, phase: "combat", options: { criticalHitAlwaysHits: always } });
    const a = id(s, 0, "primary", attacker);
    const d = id(s, 1, "primary", defender);
    const r = act(s, 0, { type: "battle", attacker: a, target: d }, faces);
    return { r, a, d };
  };

  it("W-AMB-61 W-QS.7-3 W-10.3.1-1 by default all sixes with Modifier -3 (6+6-3 = 9) against AL 12 miss: no damage", () => {
    // Sapper first: 9 < 12 misses, no damage dice; Bastion returns 2+2+0 = 4 < AL 10 misses.
    const { r, a, d } = battle("sapper", "bastion", false, [[6, 6], [2, 2]]);
    const first = eventsOf(r.events, "attack")[0];
    expect(first).toMatchObject({ attacker: a, hitTotal: 9, armorLevel: 12, hit: false, damage: 0 });
    expect(first?.["critical"]).not.toBe("hit");
    expect(hp(r.state, d)).toBe(100);
    expect(eventsOf(r.events, "damage")).toEqual([]);
  });

  it("W-AMB-61 W-10.3.1-1 with criticalHitAlwaysHits the same roll hits and the damage doubles: (4+5-3) x2 = 12", () => {
    const { r, a, d } = battle("sapper", "bastion", true, [[6, 6], [4, 5], [2, 2]]);
    expect(eventsOf(r.events, "attack")[0]).toMatchObject({ attacker: a, hit: true, critical: "hit", damage: 12 });
    expect(hp(r.state, d)).toBe(88);
  });

  it("W-AMB-61 W-10.3.1-1 by default all sixes that reach the AL (9 against The Hero's 7) hit and double", () => {
    // The Hero returns 2+3+3 = 8 < AL 10: a miss.
    const { r, d } = battle("sapper", "the-hero", false, [[6, 6], [4, 5], [2, 3]]);
    expect(eventsOf(r.events, "attack")[0]).toMatchObject({ hit: true, critical: "hit", damage: 12 });
    expect(hp(r.state, d)).toBe(48);
  });

  it("W-10.3.2-1 W-QS.7-3 a Critical Miss (1+1+10 = 12 against AL 3) misses whatever the AL, under either reading", () => {
    for (const always of [false, true]) {
      // Brute: 1,1 then a self-damage die of 4; Cave Beetle returns 2+2+1 = 5 < AL 10.
      const { r, a, d } = battle("brute", "cave-beetle", always, [[1, 1], [4], [2, 2]]);
      expect(eventsOf(r.events, "attack")[0]).toMatchObject({ attacker: a, hit: false, critical: "miss", damage: 0 });
      expect(hp(r.state, d)).toBe(20);
      expect(hp(r.state, a)).toBe(36);
    }
  });
});

describe("4.1.5 in automatic mode: no voluntary Creature Out (W-4.1.5-1, W-AMB-6)", () => {
  const killOwn: WardAction = { type: "kill-own" };

  it("W-4.1.5-1 W-AMB-6 kill-own is not offered when no primary could follow (empty hand and deck, or a lone AL 7 creature)", () => {
    const empty = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(empty, 0)).not.toContainEqual(killOwn);
    expect(ruleset.apply(empty, 0, killOwn).ok).toBe(false);
    const lone = scenario({ p0: { primary: "bear-wolf", hand: ["fireball"], deck: ["the-hero"] }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(lone, 0)).not.toContainEqual(killOwn);
    expect(ruleset.legalActions(lone, 0)).toContainEqual({ type: "next" });
  });

  it("W-4.1.5-1 W-AMB-6 kill-own is offered with a playable creature in hand, or a deck a reshuffle can make playable", () => {
    const inHand = scenario({ p0: { primary: "bear-wolf", hand: ["cave-beetle"] }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(inHand, 0)).toContainEqual(killOwn);
    const r = act(inHand, 0, killOwn);
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
    const twoHeroes = scenario({ p0: { primary: "bear-wolf", deck: ["the-hero", "the-hero"] }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(twoHeroes, 0)).toContainEqual(killOwn);
  });

  it("W-AMB-6 W-4.1.3-1 in call-out mode the Creature Out restriction does not apply to kill-own", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" }, options: { cemeteryLossMode: "callout" } });
    expect(ruleset.legalActions(s, 0)).toContainEqual(killOwn);
  });

  it("W-4.1.5-1 W-AMB-6 W-14.2.4-1 a self-damage cost (Mysterious Door, 10) that would kill the primary with no possible primary after is not offered", () => {
    const door = (spec: { hp: number; hand: string[]; callout?: boolean }) =>
      scenario({
        p0: { primary: "bear-wolf", primaryHp: spec.hp, hand: spec.hand, deck: ["fireball", "fireball"] },
        p1: { primary: "fog" },
        ...(spec.callout === true ? { options: { cemeteryLossMode: "callout" as const } } : {}),
      });
    const fatal = door({ hp: 10, hand: ["mysterious-door"] });
    const d = id(fatal, 0, "hand", "mysterious-door");
    expect(plays(fatal, 0, d)).toEqual([]);
    expect(ruleset.apply(fatal, 0, play(d)).ok).toBe(false);
    const withCreature = door({ hp: 10, hand: ["mysterious-door", "cave-beetle"] });
    expect(plays(withCreature, 0, id(withCreature, 0, "hand", "mysterious-door"))).toEqual([play(id(withCreature, 0, "hand", "mysterious-door"))]);
    const survives = door({ hp: 11, hand: ["mysterious-door"] });
    expect(plays(survives, 0, id(survives, 0, "hand", "mysterious-door")).length).toBe(1);
    const callout = door({ hp: 10, hand: ["mysterious-door"], callout: true });
    expect(plays(callout, 0, id(callout, 0, "hand", "mysterious-door")).length).toBe(1);
  });
});

describe("who replaces first when one card removes every primary (W-14.4.4-1)", () => {
  const storm = magicCard({ id: "storm", magicType: "lightning", playableWhen: [], effects: [{ kind: "damage", amount: 200, target: "all-creatures" }] });
  const thunder = magicCard({ id: "thunder", magicType: "lightning", playableWhen: [{ kind: "magic-played", by: "opponent" }], effects: [{ kind: "damage", amount: 200, target: "all-creatures" }] });

  for (const card of [storm, thunder]) {
    it(`W-14.4.4-1 W-6.5.3-1 the non-active player's Lightning (${card.playableWhen.length === 0 ? "no condition" : "a condition"}) removes both primaries in response: that player replaces first`, () => {
      const s = scenario({ extraCards: [card], active: 0, p0: { primary: "bear-wolf", hand: ["fireball", "cave-beetle"] }, p1: { primary: "grizzly-bear", hand: [card.id, "cave-beetle"] } });
      let r = act(s, 0, play(id(s, 0, "hand", "fireball")));
      expect(r.state.decision).toMatchObject({ kind: "respond", player: 1 });
      r = act(r.state, 1, { type: "respond", card: id(s, 1, "hand", card.id), discards: [] });
      expect(r.state.zones.zones["p0/primary"]?.cards).toEqual([]);
      expect(r.state.zones.zones["p1/primary"]?.cards).toEqual([]);
      expect(r.state.decision).toEqual({ kind: "replace", player: 1 });
      expect(ruleset.legalActions(r.state, 0)).toEqual([]);
      r = act(r.state, 1, { type: "summon", card: id(s, 1, "hand", "cave-beetle"), sacrifices: [] });
      expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
      r = act(r.state, 0, { type: "summon", card: id(s, 0, "hand", "cave-beetle"), sacrifices: [] });
      expect(r.state.outcome).toBeNull();
      expect(r.state.decision).toEqual({ kind: "main", player: 0 });
    });
  }
});

describe("Lightning without a condition (W-6.5.3-1, W-AMB-27)", () => {
  const zap = magicCard({ id: "zap", magicType: "lightning", playableWhen: [], effects: [{ kind: "damage", amount: 10, target: "opponent-primary" }] });

  it("W-6.5.3-1 W-AMB-27 a Lightning with no condition is a play in your own Summoning & Magic phase and 2nd Magic Phase; one with a condition is not", () => {
    const s = scenario({ extraCards: [zap], p0: { primary: "bear-wolf", hand: ["zap", "mind-sap", "haunted-tree", "melody-of-the-deep"] }, p1: { primary: "grizzly-bear" } });
    const z = id(s, 0, "hand", "zap");
    expect(s.decision).toEqual({ kind: "main", player: 0 });
    expect(plays(s, 0, z)).toEqual([play(z)]);
    for (const def of ["mind-sap", "haunted-tree", "melody-of-the-deep"]) expect(plays(s, 0, id(s, 0, "hand", def))).toEqual([]);
    const r = act(s, 0, play(z));
    expect(hp(r.state, id(s, 1, "primary", "grizzly-bear"))).toBe(40);
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toContain(z);
    const m = scenario({ extraCards: [zap], phase: "magic", p0: { primary: "bear-wolf", hand: ["zap", "mind-sap"] }, p1: { primary: "grizzly-bear" } });
    expect(plays(m, 0, id(m, 0, "hand", "zap"))).toEqual([play(id(m, 0, "hand", "zap"))]);
    expect(plays(m, 0, id(m, 0, "hand", "mind-sap"))).toEqual([]);
  });

  it("W-6.5.3-1 W-QS.8-4 a Lightning with no condition answers the opponent's card", () => {
    const s = scenario({ extraCards: [zap], active: 1, p0: { primary: "bear-wolf", hand: ["zap"] }, p1: { primary: "grizzly-bear", hand: ["fireball"] } });
    const z = id(s, 0, "hand", "zap");
    let r = act(s, 1, play(id(s, 1, "hand", "fireball")));
    expect(r.state.decision).toMatchObject({ kind: "respond", player: 0 });
    expect(ruleset.legalActions(r.state, 0)).toContainEqual({ type: "respond", card: z, discards: [] });
    r = act(r.state, 0, { type: "respond", card: z, discards: [] });
    expect(hp(r.state, id(s, 1, "primary", "grizzly-bear"))).toBe(40);
    expect(hp(r.state, id(s, 0, "primary", "bear-wolf"))).toBe(25);
  });
});

describe("discard costs are the player's choice (W-14.2.4-1)", () => {
  const offering = magicCard({ id: "offering", magicType: "standard", costs: [{ kind: "discard", count: 1 }], effects: [{ kind: "damage", amount: 15, target: "opponent-primary" }] });

  it("W-14.2.4-1 DESIGN every choice is the player's: one play per hand card to discard, never the card itself; exactly the chosen card goes", () => {
    const s = scenario({ extraCards: [offering], p0: { primary: "bear-wolf", hand: ["offering", "fireball", "cave-beetle"] }, p1: { primary: "grizzly-bear" } });
    const o = id(s, 0, "hand", "offering");
    const fb = id(s, 0, "hand", "fireball");
    const beetle = id(s, 0, "hand", "cave-beetle");
    const options = plays(s, 0, o);
    expect(options).toHaveLength(2);
    expect(options).toEqual(expect.arrayContaining([play(o, null, [fb]), play(o, null, [beetle])]));
    expect(options.some((a) => a.type === "play" && a.discards.includes(o))).toBe(false);
    const r = act(s, 0, play(o, null, [beetle]));
    expect(r.state.zones.zones["p0/cemetery"]?.cards.slice().sort()).toEqual([beetle, o].sort());
    expect(r.state.zones.zones["p0/hand"]?.cards).toEqual([fb]);
    expect(hp(r.state, id(s, 1, "primary", "grizzly-bear"))).toBe(35);
    // The other choice takes the other card.
    const r2 = act(s, 0, play(o, null, [fb]));
    expect(r2.state.zones.zones["p0/hand"]?.cards).toEqual([beetle]);
    expect(r2.state.zones.zones["p0/cemetery"]?.cards).toContain(fb);
  });

  it("W-14.2.4-1 a discard cost with nothing else in hand cannot be paid: not offered", () => {
    const s = scenario({ extraCards: [offering], p0: { primary: "bear-wolf", hand: ["offering"] }, p1: { primary: "grizzly-bear" } });
    expect(plays(s, 0, id(s, 0, "hand", "offering"))).toEqual([]);
  });
});

describe("auto-pass keeps hands hidden (W-14.4.1-1, autoPass)", () => {
  // The same cards either way; only which of Haunted Tree (an answer to Fireball) and Mind Sap
  // (no answer to it) is in hand and which in the deck differs.
  // The scenario helper defaults to "no-answer", so the engine's default is given explicitly.
  const build = (answer: boolean, autoPass: WardOptions["autoPass"] = DEFAULT_OPTIONS.autoPass) =>
    scenario({
      p0: { primary: "bear-wolf", hand: ["fireball"] },
      p1: { primary: "grizzly-bear", hand: [answer ? "haunted-tree" : "mind-sap"], deck: [answer ? "mind-sap" : "haunted-tree"] },
      options: { autoPass },
    });

  it("W-14.4.1-1 by default (empty-hand) a player holding cards but no answer still gets the respond decision; the opponent's view is the same", () => {
    const withAnswer = build(true);
    const without = build(false);
    expect(DEFAULT_OPTIONS.autoPass).toBe("empty-hand");
    const a = act(withAnswer, 0, play(id(withAnswer, 0, "hand", "fireball")));
    const b = act(without, 0, play(id(without, 0, "hand", "fireball")));
    expect(a.state.decision).toMatchObject({ kind: "respond", player: 1 });
    expect(b.state.decision).toMatchObject({ kind: "respond", player: 1 });
    expect(ruleset.legalActions(a.state, 1)).toContainEqual({ type: "respond", card: id(withAnswer, 1, "hand", "haunted-tree"), discards: [] });
    expect(ruleset.legalActions(b.state, 1)).toEqual([{ type: "pass" }]);
    expect(ruleset.view(a.state, 0)).toEqual(ruleset.view(b.state, 0));
    // The states do differ: the responder sees their own hand.
    expect(ruleset.view(a.state, 1)).not.toEqual(ruleset.view(b.state, 1));
    // Passing resolves the Fireball.
    const passed = act(b.state, 1, { type: "pass" });
    expect(hp(passed.state, id(without, 1, "primary", "grizzly-bear"))).toBe(35);
  });

  it("W-14.4.1-1 with autoPass no-answer the engine passes for the player with no answer", () => {
    const s = build(false, "no-answer");
    const r = act(s, 0, play(id(s, 0, "hand", "fireball")));
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
    expect(hp(r.state, id(s, 1, "primary", "grizzly-bear"))).toBe(35);
    const t = build(true, "no-answer");
    expect(act(t, 0, play(id(t, 0, "hand", "fireball"))).state.decision).toMatchObject({ kind: "respond", player: 1 });
  });
});

describe("deck search is the player's pick (DESIGN Decisions)", () => {
  const summonCaller = (deck: string[]) => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["swarm-caller"], deck }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "swarm-caller"), sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    return { s, r };
  };

  it("W-18.24-1 DESIGN Decisions Swarm Caller with one Bug in the deck still asks; the Bug is shown to its owner only", () => {
    const { s, r } = summonCaller(["fireball", "cave-beetle", "regrowth"]);
    const beetle = id(s, 0, "deck", "cave-beetle");
    expect(r.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the creature to summon" });
    expect(ruleset.legalActions(r.state, 0)).toEqual([{ type: "choose", option: beetle }]);
    expect(r.state.zones.zones["p0/limited"]?.cards).toEqual([]);
    expect(ruleset.view(r.state, 0).cards[beetle]).toBeDefined();
    expect(ruleset.view(r.state, 1).cards[beetle]).toBeUndefined();
    const c = act(r.state, 0, { type: "choose", option: beetle });
    expect(c.state.zones.zones["p0/limited"]?.cards).toEqual([beetle]);
  });

  it("W-18.24-1 DESIGN Decisions Swarm Caller with no Bug in the deck asks too, with only pass", () => {
    const { r } = summonCaller(["fireball", "regrowth"]);
    expect(r.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the creature to summon" });
    expect(ruleset.legalActions(r.state, 0)).toEqual([{ type: "pass" }]);
    const p = act(r.state, 0, { type: "pass" });
    expect(p.state.zones.zones["p0/limited"]?.cards).toEqual([]);
    expect(p.state.decision).toEqual({ kind: "main", player: 0 });
  });

  it("W-18.24-1 DESIGN Decisions two Bugs in the deck: both offered, both shown to the owner, neither to the opponent", () => {
    const { s, r } = summonCaller(["cave-beetle", "fireball", "cave-beetle"]);
    const bugs = [id(s, 0, "deck", "cave-beetle", 0), id(s, 0, "deck", "cave-beetle", 1)];
    expect(ruleset.legalActions(r.state, 0)).toEqual(expect.arrayContaining(bugs.map((option) => ({ type: "choose", option }))));
    for (const b of bugs) {
      expect(ruleset.view(r.state, 0).cards[b]).toBeDefined();
      expect(ruleset.view(r.state, 1).cards[b]).toBeUndefined();
    }
  });
});
