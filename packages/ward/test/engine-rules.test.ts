// Battle, magic, Limited Summons, unaffected creatures, DOT/HOT and winning, through the engine.
import { describe, expect, it } from "vitest";
import { locate } from "@rulesmith/core";
import { creatureStats, describeEvent, ruleset, type Card } from "../src/index.js";
import { act, defsIn, eventsOf, hp, id, passTurn, scenario } from "./helpers.js";

describe("battle", () => {
  it("W-10.1-1 W-10.2-1 W-10.2-5 W-QS.7-9 W-AMB-18 W-18.21-1 W-10.4.1-2 W-5.2.1.10-1 W-5.2.1.6-1 W-18.4-1 both creatures roll in turn; the slower returns the attack", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "grizzly-bear" }, phase: "combat" });
    const wolf = id(s, 0, "primary", "bear-wolf");
    const bear = id(s, 1, "primary", "grizzly-bear");
    // Wolf (SPD 4) first: 2+2+1 = 5 < AL 6 misses; Grizzly: 2+2+2 = 6 >= 5 hits, damage 3+4+2 = 9 (and its DOT).
    const r = act(s, 0, { type: "battle", attacker: wolf, target: bear }, [[2, 2], [2, 2], [3, 4]]);
    const attacks = eventsOf(r.events, "attack");
    expect(attacks.map((a) => a["attacker"])).toEqual([wolf, bear]);
    expect(attacks[1]).toMatchObject({ hitTotal: 6, damage: 9 });
    expect(eventsOf(r.events, "damage")[0]?.["damageType"]).toBe("attack");
    expect(hp(r.state, wolf)).toBe(31);
  });

  it("W-10.2-6 W-QS.5-7 a creature battles once per Combat Phase; combat may be skipped", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "grizzly-bear" }, phase: "combat" });
    expect(ruleset.legalActions(s, 0)).toContainEqual({ type: "next" });
    const r = act(s, 0, { type: "battle", attacker: id(s, 0, "primary", "bear-wolf"), target: id(s, 1, "primary", "grizzly-bear") }, [[2, 2], [2, 2], [1, 1]]);
    expect(ruleset.legalActions(r.state, 0)).toEqual([{ type: "next" }]);
  });

  it("W-QS.7-9 W-QS.7-8 W-18.13-1 W-5.2.1.9-1 a killed slower creature does not return the attack", () => {
    const s = scenario({ p0: { primary: "assassin" }, p1: { primary: "cave-beetle", deck: [] , hand: ["fog"] }, phase: "combat" });
    const r = act(s, 0, { type: "battle", attacker: id(s, 0, "primary", "assassin"), target: id(s, 1, "primary", "cave-beetle") }, [[3, 3], [6]]);
    expect(eventsOf(r.events, "attack").length).toBe(1);
    expect(r.state.zones.zones["p1/cemetery"]?.cards.length).toBe(1);
  });

  it("W-AMB-59 W-18.11-1 W-18.10-1 a faster creature killed by its own Critical Miss gets no return attack, and combat ends", () => {
    const s = scenario({ p0: { primary: "assassin", primaryHp: 3, hand: ["bear-wolf"] }, p1: { primary: "grizzly-bear" }, phase: "combat" });
    const r = act(s, 0, { type: "battle", attacker: id(s, 0, "primary", "assassin"), target: id(s, 1, "primary", "grizzly-bear") }, [[1, 1], [5]]);
    expect(eventsOf(r.events, "attack").length).toBe(1);
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
    const after = act(r.state, 0, { type: "summon", card: id(s, 0, "hand", "bear-wolf"), sacrifices: [] });
    expect(after.state.clock.phase).toBe("magic");
  });

  it("W-AMB-16 only the opposing primary may be targeted (option: Limited Summons too)", () => {
    const spec = { p0: { primary: "bear-wolf" }, p1: { primary: "fog", limited: ["cave-beetle"] }, phase: "combat" as const };
    const s = scenario(spec);
    expect(ruleset.legalActions(s, 0).filter((a) => a.type === "battle").length).toBe(1);
    const o = scenario({ ...spec, options: { allowTargetLimitedSummons: true } });
    expect(ruleset.legalActions(o, 0).filter((a) => a.type === "battle").length).toBe(2);
  });

  it("W-13.3.3-1 W-AMB-17 W-13.2.2-1 Limited Summons battle on their own (and lose their effects: Hawk Archer rolls 2 Hit dice)", () => {
    const s = scenario({ p0: { primary: "bear-wolf", limited: ["hawk-archer"] }, p1: { primary: "fog" }, phase: "combat" });
    const hawk = id(s, 0, "limited", "hawk-archer");
    expect(ruleset.legalActions(s, 0).flatMap((a) => (a.type === "battle" ? [a.attacker] : []))).toEqual([id(s, 0, "primary", "bear-wolf"), hawk]);
    // Hawk (SPD 5) first with 2 dice only: 2+2+2 = 6 hits Fog (AL 5), damage 1+2 = 3; Fog returns 2+2+2 = 6 hits, but a Limited Summon takes no damage.
    const r = act(s, 0, { type: "battle", attacker: hawk, target: id(s, 1, "primary", "fog") }, [[2, 2], [1], [2, 2], [6]]);
    expect(hp(r.state, hawk)).toBe(30);
    const i = scenario({ p0: { primary: "bear-wolf", limited: ["hawk-archer"] }, p1: { primary: "fog" }, phase: "combat", options: { limitedSummonBattle: "instead-of-primary" } });
    const ri = act(i, 0, { type: "battle", attacker: id(i, 0, "limited", "hawk-archer"), target: id(i, 1, "primary", "fog") }, [[2, 2], [1], [1, 2], [6]]);
    expect(ruleset.legalActions(ri.state, 0)).toEqual([{ type: "next" }]);
  });
});

describe("magic", () => {
  it("W-6.2.1-1 W-18.28-1 W-6.2.1-2 W-QS.8-1 W-6.5.1-1 W-6.4.3-1 W-10.4.1-4 W-18.9-1 a Standard magic is played, resolves as written and goes to the cemetery", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball"] }, p1: { primary: "grizzly-bear" } });
    const fb = id(s, 0, "hand", "fireball");
    const r = act(s, 0, { type: "play", card: fb, target: null, discards: [] });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("magic-played")).toBeLessThan(types.indexOf("magic-resolved"));
    expect(eventsOf(r.events, "damage")[0]).toMatchObject({ amount: 15, damageType: "instant" });
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toEqual([fb]);
  });

  it("W-6.5.2-1 W-QS.8-2 W-18.20-1 W-6.4.1-1 W-16.1.1-2 W-6.2.3-2 W-QS.6-5 W-17.1-1 an Infinite Field stays and covers its side, but not an unaffected creature; AL stays at most 12", () => {
    const s = scenario({ p0: { primary: "steam-rex", limited: ["bear-wolf"], hand: ["stone-skin"] }, p1: { primary: "the-hero" } });
    const skin = id(s, 0, "hand", "stone-skin");
    const r = act(s, 0, { type: "play", card: skin, target: null, discards: [] });
    expect(r.state.zones.zones["p0/magic"]?.cards).toEqual([skin]);
    expect(creatureStats(r.state, id(s, 0, "limited", "bear-wolf"))?.armorLevel).toBe(8);
    expect(creatureStats(r.state, id(s, 0, "primary", "steam-rex"))?.armorLevel).toBe(11);
    expect(creatureStats(r.state, id(s, 1, "primary", "the-hero"))?.armorLevel).toBe(7);
    const later = passTurn(r.state);
    expect(later.state.magics[skin]).toBeDefined();
    const cap = scenario({ p0: { primary: "the-hero", magic: [{ def: "stone-skin" }, { def: "stone-skin" }] }, p1: { primary: "fog" } });
    expect(creatureStats(cap, id(cap, 0, "primary", "the-hero"))?.armorLevel).toBe(12);
  });

  it("W-QS.8-3 W-6.5.2-2 W-AMB-26 at most five Infinite magics on a side (option: every lingering magic counts)", () => {
    const five = [{ def: "stone-skin" }, { def: "stone-skin" }, { def: "lead-boots", host: "p0:primary" }, { def: "lead-boots", host: "p0:primary" }, { def: "iron-range" }];
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["battle-axe", "fireball"], magic: five }, p1: { primary: "grizzly-bear" } });
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "play" && a.card === id(s, 0, "hand", "battle-axe"))).toBe(false);
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "play" && a.card === id(s, 0, "hand", "fireball"))).toBe(true);
    const four = scenario({ p0: { primary: "bear-wolf", hand: ["stone-skin"], magic: [{ def: "ghost-form", host: "p0:primary" }, { def: "stone-skin" }, { def: "stone-skin" }, { def: "iron-range" }] }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(four, 0).some((a) => a.type === "play")).toBe(true);
    const all = scenario({ p0: { primary: "bear-wolf", hand: ["stone-skin"], magic: [{ def: "ghost-form", host: "p0:primary" }, { def: "stone-skin" }, { def: "stone-skin" }, { def: "iron-range" }, { def: "lead-boots", host: "p0:primary" }] }, p1: { primary: "fog" }, options: { magicCapScope: "all-lingering" } });
    expect(ruleset.legalActions(all, 0).some((a) => a.type === "play")).toBe(false);
  });

  it("W-6.6.1-1 W-6.6.1.1-1 W-6.6.1.1-2 W-6.4.2-1 W-6.4.2-2 W-17.8-1 W-18.12-1 an Equip on the opponent's creature uses your slot and returns to your cemetery", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["battle-axe", "fireball"] }, p1: { primary: "grizzly-bear", primaryHp: 10 } });
    const axe = id(s, 0, "hand", "battle-axe");
    const bear = id(s, 1, "primary", "grizzly-bear");
    let r = act(s, 0, { type: "play", card: axe, target: bear, discards: [] });
    expect(r.state.zones.zones["p0/magic"]?.cards).toEqual([axe]);
    expect(r.state.zones.zones["p1/magic"]?.cards).toEqual([]);
    expect(creatureStats(r.state, bear)?.modifier).toBe(4);
    r = act(r.state, 0, { type: "play", card: id(s, 0, "hand", "fireball"), target: null, discards: [] });
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toContain(axe);
    expect(r.state.magics[axe]).toBeUndefined();
  });

  it("W-16.1.1-1 W-16.1.1-3 W-6.2.3-1 W-AMB-23 an unaffected creature cannot be equipped or targeted by magic; the card stays in hand", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["battle-axe", "fireball", "halving-curse"] }, p1: { primary: "steam-rex" } });
    const rex = id(s, 1, "primary", "steam-rex");
    const plays = ruleset.legalActions(s, 0).flatMap((a) => (a.type === "play" ? [a] : []));
    expect(plays.some((a) => a.target === rex)).toBe(false);
    expect(plays.some((a) => a.card === id(s, 0, "hand", "fireball"))).toBe(false);
    expect(ruleset.apply(s, 0, { type: "play", card: id(s, 0, "hand", "fireball"), target: null, discards: [] }).ok).toBe(false);
  });

  it("W-16.1.1-4 W-AMB-38 the opponent's own buffs and multipliers still count against an unaffected creature", () => {
    const s = scenario({ p0: { primary: "assassin", magic: [{ def: "battle-axe", host: "p0:primary" }] }, p1: { primary: "steam-rex" }, phase: "combat" });
    // Assassin first: 3+3+5 = 11 >= AL 11; damage 1+1+5 = 7, x3 = 21. Rex: 1+2+3 = 6 >= 6, damage 1+1+1+3 = 6.
    const r = act(s, 0, { type: "battle", attacker: id(s, 0, "primary", "assassin"), target: id(s, 1, "primary", "steam-rex") }, [[3, 3], [1, 1], [1, 2], [1, 1, 1]]);
    expect(hp(r.state, id(s, 1, "primary", "steam-rex"))).toBe(79);
  });

  it("W-16.1.5-1 a creature made unaffected loses its Equips to their owners' cemeteries", () => {
    const veil: Card = {
      kind: "magic", id: "veil", name: "Veil", rarity: "rare", generation: 1, text: "Your primary becomes unaffected by Magic and creature effects.",
      magicType: "standard", subType: "none", equipTo: "any", fieldScope: "any", duration: { kind: "while-on-field" }, playableWhen: [], costs: [],
      effects: [{ kind: "grant", target: "own-primary", duration: { kind: "permanent" }, abilities: [{ kind: "unaffected", by: ["magic", "creature"], from: "any" }] }],
      hybrid: null, illustrative: true,
    };
    const s = scenario({ extraCards: [veil], p0: { primary: "bear-wolf", hand: ["veil"], magic: [{ def: "battle-axe", host: "p0:primary" }] }, p1: { primary: "fog", magic: [{ def: "battle-axe", host: "p0:primary" }] } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "veil"), target: null, discards: [] });
    expect(defsIn(r.state, "p0/cemetery")).toEqual(expect.arrayContaining(["battle-axe", "veil"]));
    expect(defsIn(r.state, "p1/cemetery")).toEqual(["battle-axe"]);
  });

  it("W-6.2.2-1 W-AMB-22 a card's own cost is paid as it resolves, after it was played", () => {
    const s = scenario({ p0: { primary: "grizzly-bear", hand: ["mysterious-door"], deck: ["fireball", "fireball"] }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "mysterious-door"), target: null, discards: [] });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("magic-played")).toBeLessThan(types.indexOf("damage"));
    expect(hp(r.state, id(s, 0, "primary", "grizzly-bear"))).toBe(40);
    expect(r.state.zones.zones["p0/hand"]?.cards.length).toBe(2);
  });

  it("W-AMB-37 W-6.5.3-2 W-18.27-1 nobody answers their own card; a Lightning card goes to the cemetery after resolving", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["battle-axe", "haunted-tree"] }, p1: { primary: "fog", hand: ["fireball"] } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "battle-axe"), target: id(s, 0, "primary", "bear-wolf"), discards: [] });
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
    const t = scenario({ active: 1, p0: { primary: "bear-wolf", hand: ["haunted-tree"] }, p1: { primary: "fog", hand: ["fireball"] } });
    const tree = id(t, 0, "hand", "haunted-tree");
    let rt = act(t, 1, { type: "play", card: id(t, 1, "hand", "fireball"), target: null, discards: [] });
    rt = act(rt.state, 0, { type: "respond", card: tree, discards: [] });
    expect(eventsOf(rt.events, "negated").length).toBe(1);
    expect(rt.state.zones.zones["p0/cemetery"]?.cards).toContain(tree);
    expect(hp(rt.state, id(t, 0, "primary", "bear-wolf"))).toBe(40);
  });

  it("W-6.2.4-1 W-6.2.4-2 W-AMB-25 a Hybrid magic (Abominable Deerman) stays as a creature and counts 0 in the cemetery", () => {
    const t = scenario({ active: 1, p0: { primary: "bear-wolf", hand: ["abominable-deerman"] }, p1: { primary: "fog", hand: ["fireball"] } });
    const deer = id(t, 0, "hand", "abominable-deerman");
    let r = act(t, 1, { type: "play", card: id(t, 1, "hand", "fireball"), target: null, discards: [] });
    r = act(r.state, 0, { type: "respond", card: deer, discards: [] });
    expect(r.state.zones.zones["p0/limited"]?.cards).toEqual([deer]);
    expect(r.state.creatures[deer]?.limited).toBe(true);
    const c = scenario({ p0: { primary: "bear-wolf", cemetery: ["abominable-deerman"] }, p1: { primary: "fog" } });
    expect(ruleset.view(c, 0).game.cemeteryHp[0]).toBe(0);
  });

  it("W-AMB-51 W-AMB-56 Backstab lasts until the end of the turn", () => {
    const s = scenario({ p0: { primary: "assassin", hand: ["backstab"] }, p1: { primary: "bear-wolf" } });
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "backstab"), target: null, discards: [] });
    expect(r.state.creatures[id(s, 0, "primary", "assassin")]?.grants.length).toBe(1);
    r = passTurn(r.state);
    expect(r.state.creatures[id(s, 0, "primary", "assassin")]?.grants).toEqual([]);
  });

  it("W-4.3.3-1 a magic in the cemetery does nothing (Iron Range there negates no summon)", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["steam-rex"] }, p1: { primary: "fog", cemetery: ["iron-range"] } });
    const r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "steam-rex"), sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    expect(r.state.creatures[id(s, 0, "hand", "steam-rex")]?.effectsNegated).toBe(false);
  });
});

describe("Limited Summons and anchors", () => {
  const caller = () => scenario({ p0: { primary: "bear-wolf", hand: ["swarm-caller"], deck: ["fireball", "cave-beetle", "regrowth"] }, p1: { primary: "fog", hand: ["fireball"] } });

  it("W-13.1-1 W-13.1-2 W-13.3.2-1 W-12.1-1 W-18.19-1 W-18.24-1 Swarm Caller's effect Limited Summons a Bug from the deck, anchored to it", () => {
    const s = caller();
    const sc = id(s, 0, "hand", "swarm-caller");
    const summoned = act(s, 0, { type: "summon", card: sc, sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    const beetle = id(s, 0, "deck", "cave-beetle");
    // The search is the player's pick, and the Bugs it finds are shown to them alone.
    expect(summoned.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the creature to summon" });
    expect(ruleset.legalActions(summoned.state, 0)).toContainEqual({ type: "choose", option: beetle });
    expect(ruleset.view(summoned.state, 0).game.choices).toContain(beetle);
    expect(ruleset.view(summoned.state, 1).game.choices).toBeNull();
    expect(ruleset.view(summoned.state, 1).cards[beetle]).toBeUndefined();
    const r = act(summoned.state, 0, { type: "choose", option: beetle });
    expect(r.state.zones.zones["p0/limited"]?.cards).toEqual([beetle]);
    expect(r.state.creatures[beetle]).toMatchObject({ limited: true, anchor: sc });
  });

  it("W-13.2.1-1 W-13.2.3-1 W-13.3.5-1 W-13.3.4-1 a Limited Summon takes no HP damage, is no sacrifice, is not killed by rules actions, and can be equipped", () => {
    const s = scenario({ p0: { primary: "bear-wolf", limited: ["cave-beetle"], hand: ["hive-lord", "battle-axe"] }, p1: { primary: "assassin" }, options: { allowTargetLimitedSummons: true } });
    const beetle = id(s, 0, "limited", "cave-beetle");
    const legal = ruleset.legalActions(s, 0);
    expect(legal.some((a) => a.type === "summon" && a.sacrifices.includes(beetle))).toBe(false);
    expect(legal).toContainEqual({ type: "play", card: id(s, 0, "hand", "battle-axe"), target: beetle, discards: [] });
    const k = act(s, 0, { type: "kill-own" }, []);
    expect(k.state.zones.zones["p0/primary"]?.cards).toEqual([beetle]);
    const t = scenario({ active: 1, phase: "combat", p0: { primary: "bear-wolf", limited: ["cave-beetle"] }, p1: { primary: "assassin" }, options: { allowTargetLimitedSummons: true } });
    const tb = id(t, 0, "limited", "cave-beetle");
    const r = act(t, 1, { type: "battle", attacker: id(t, 1, "primary", "assassin"), target: tb }, [[3, 3], [6], [2, 2]]);
    expect(hp(r.state, tb)).toBe(20);
  });

  it("W-13.3.6-1 W-AMB-34 when the primary dies, its owner chooses which Limited Summon becomes primary; it regains its effects and keeps its anchor", () => {
    const s = scenario({ p0: { primary: "cave-beetle", primaryHp: 10, limited: ["hawk-archer", "bear-wolf"] }, p1: { primary: "fog", hand: ["fireball"] }, active: 1 });
    const r = act(s, 1, { type: "play", card: id(s, 1, "hand", "fireball"), target: null, discards: [] });
    expect(r.state.decision).toEqual({ kind: "promote", player: 0 });
    const hawk = id(s, 0, "limited", "hawk-archer");
    const p = act(r.state, 0, { type: "promote", card: hawk });
    expect(p.state.zones.zones["p0/primary"]?.cards).toEqual([hawk]);
    expect(creatureStats(p.state, hawk)?.hitDice).toBe(3);
  });

  it("W-AMB-33 W-12.2-1 when the anchoring creature leaves, the anchored Limited Summon goes to the cemetery", () => {
    const k = scenario({ p0: { primary: "swarm-caller", limited: ["cave-beetle"] }, p1: { primary: "fog" } });
    const beetle = id(k, 0, "limited", "cave-beetle");
    const st = k.creatures[beetle];
    if (st === undefined) throw new Error("no beetle");
    const anchored = { ...k, creatures: { ...k.creatures, [beetle]: { ...st, anchor: id(k, 0, "primary", "swarm-caller") } } };
    const killed = act(anchored, 0, { type: "kill-own" });
    expect(killed.state.zones.zones["p0/cemetery"]?.cards).toContain(beetle);
  });
});

describe("DOT and HOT", () => {
  it("W-AMB-32 W-18.22-1 W-10.4.1-3 W-9.2.3-2 a HOT applied in phase 2 first ticks at the end of that turn's combat", () => {
    const s = scenario({ p0: { primary: "grizzly-bear", primaryHp: 20, hand: ["regrowth"] }, p1: { primary: "fog" } });
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "regrowth"), target: null, discards: [] });
    r = act(r.state, 0, { type: "next" });
    r = act(r.state, 0, { type: "next" });
    expect(hp(r.state, id(s, 0, "primary", "grizzly-bear"))).toBe(30);
  });

  it("W-AMB-30 a DOT ends when the creature that applied it leaves the field", () => {
    const s = scenario({ p0: { primary: "grizzly-bear", hand: ["bear-wolf"] }, p1: { primary: "bear-wolf" }, phase: "combat" });
    const bear = id(s, 0, "primary", "grizzly-bear");
    const wolf = id(s, 1, "primary", "bear-wolf");
    let r = act(s, 0, { type: "battle", attacker: bear, target: wolf }, [[1, 2], [3, 3], [1, 1]]);
    expect(r.state.creatures[wolf]?.overTime.length).toBe(1);
    r = act(r.state, 0, { type: "next" });
    r = act(r.state, 0, { type: "end-turn" });
    r = passTurn(r.state);
    r = act(r.state, 0, { type: "kill-own" });
    expect(r.state.creatures[wolf]?.overTime).toEqual([]);
  });
});

describe("winning and losing", () => {
  it("W-4.1.2-1 W-4.1.1-1 W-QS.2-3 W-QS.10-1 W-AMB-4 a cemetery reaching 300 loses at once (auto mode)", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball"] }, p1: { primary: "cave-beetle", primaryHp: 10, cemeteryAdjustment: 290 } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "fireball"), target: null, discards: [] });
    expect(r.state.outcome).toMatchObject({ winners: [0], losers: [1], rule: "W-4.1.1-1" });
    expect(eventsOf(r.events, "game-over").length).toBe(1);
  });

  it("W-4.1.3-1 W-4.1.4-1 W-15.1-2 in call-out mode the loss needs a call-out by the opponent", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball"] }, p1: { primary: "cave-beetle", primaryHp: 10, cemeteryAdjustment: 290, hand: ["cave-beetle"] }, options: { cemeteryLossMode: "callout" } });
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "fireball"), target: null, discards: [] });
    expect(r.state.outcome).toBeNull();
    r = act(r.state, 1, { type: "summon", card: id(s, 1, "hand", "cave-beetle"), sacrifices: [] });
    expect(ruleset.legalActions(r.state, 0)).toContainEqual({ type: "call-out" });
    r = act(r.state, 0, { type: "call-out" });
    expect(r.state.outcome).toMatchObject({ winners: [0], losers: [1] });
  });

  it("W-AMB-5 both cemeteries at the threshold together: a draw by default", () => {
    const s = scenario({ p0: { primary: "bear-wolf", cemeteryAdjustment: 300 }, p1: { primary: "fog", cemeteryAdjustment: 300 } });
    const r = act(s, 0, { type: "next" });
    expect(r.state.outcome).toMatchObject({ winners: [], losers: [0, 1] });
  });

  it("W-AMB-6 W-4.1.5-1 voluntary actions that would cross your own threshold are not offered (kill-own, self-damage costs)", () => {
    const s = scenario({ p0: { primary: "bear-wolf", primaryHp: 10, hand: ["mysterious-door", "cave-beetle"], cemeteryAdjustment: 270 }, p1: { primary: "fog" } });
    const legal = ruleset.legalActions(s, 0);
    expect(legal).not.toContainEqual({ type: "kill-own" });
    expect(legal.some((a) => a.type === "play")).toBe(false);
  });

  it("W-AMB-57 W-AMB-7 W-17.5-1 a forced discard avoids crossing the threshold when it can; discarded creatures count (option: they do not)", () => {
    const hand = ["behemoth", "fireball", "fireball", "fireball", "fireball", "fireball", "fireball", "fireball"];
    const s = scenario({ p0: { primary: "bear-wolf", hand, deck: ["fireball"], cemeteryAdjustment: 200 }, p1: { primary: "fog" }, active: 1, phase: "magic" });
    const r = act(s, 1, { type: "end-turn" });
    expect(ruleset.legalActions(r.state, 0).some((a) => a.type === "discard" && a.card === id(s, 0, "hand", "behemoth"))).toBe(false);
    const n = scenario({ p0: { primary: "bear-wolf", hand, deck: ["fireball"] }, p1: { primary: "fog" }, active: 1, phase: "magic", options: { countDiscardedCreatures: false } });
    const rn = act(n, 1, { type: "end-turn" });
    const d = act(rn.state, 0, { type: "discard", card: id(n, 0, "hand", "behemoth") });
    expect(ruleset.view(d.state, 0).game.cemeteryHp[0]).toBe(0);
  });

  it("W-AMB-7 W-4.3.1-1 a discarded creature summoned back from the cemetery is no longer left uncounted (option: discards do not count)", () => {
    const hand = ["behemoth", "revival-priest", "fireball", "fireball", "fireball", "fireball", "fireball", "fireball"];
    const n = scenario({ p0: { primary: "bear-wolf", hand, deck: ["fireball"] }, p1: { primary: "fog" }, active: 1, phase: "magic", options: { countDiscardedCreatures: false } });
    const behemoth = id(n, 0, "hand", "behemoth");
    const rn = act(n, 1, { type: "end-turn" });
    const d = act(rn.state, 0, { type: "discard", card: behemoth });
    expect(d.state.players[0].uncounted).toEqual([behemoth]);
    const r = act(d.state, 0, { type: "play", card: id(n, 0, "hand", "revival-priest"), target: behemoth, discards: [] });
    expect(locate(r.state.zones, behemoth)).not.toBe("p0/cemetery");
    expect(r.state.players[0].uncounted).toEqual([]);
    // The saved state is one the ruleset accepts back (it once named a card gone from the cemetery).
    expect(ruleset.parseState(JSON.parse(JSON.stringify(r.state))).ok).toBe(true);
  });

  it("W-15.1-4 W-AMB-43 Time Out: after the last turn cycle the higher cemetery loses", () => {
    const s = scenario({ p0: { primary: "bear-wolf", cemeteryAdjustment: 50 }, p1: { primary: "fog", cemeteryAdjustment: 10 }, active: 1, phase: "magic", options: { maxTurnCycles: 2 } });
    const r = act(s, 1, { type: "end-turn" });
    expect(r.state.outcome).toMatchObject({ losers: [0], rule: "W-15.1-4" });
  });

  it("W-17.3-1 W-AMB-8 cemetery HP may go below 0 through a card's adjustment", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["grave-robbing"], cemetery: ["cave-beetle"] }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "grave-robbing"), target: null, discards: [] });
    expect(ruleset.view(r.state, 1).game.cemeteryHp[0]).toBe(20 - 30);
  });

  it("W-4.3.2-1 W-QS.1-3 both cemeteries and every creature's HP are public in every view", () => {
    const s = scenario({ p0: { primary: "bear-wolf", primaryHp: 12, cemetery: ["fog"], hand: ["fireball"] }, p1: { primary: "fog" } });
    const v = ruleset.view(s, 1);
    expect(v.zones["p0/cemetery"]?.cards).toEqual(s.zones.zones["p0/cemetery"]?.cards);
    expect(v.game.creatures[id(s, 0, "primary", "bear-wolf")]?.hp).toBe(12);
    expect(v.zones["p0/hand"]?.cards).toEqual([null]);
  });
});

describe("damage types and card data in a match", () => {
  it("W-10.4.1-1 every damage event names one of the four damage types", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball", "halving-curse"] }, p1: { primary: "behemoth" } });
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "fireball"), target: null, discards: [] });
    r = act(r.state, 0, { type: "play", card: id(s, 0, "hand", "halving-curse"), target: null, discards: [] });
    const types = eventsOf(r.events, "damage").map((e) => e["damageType"]);
    expect(types).toEqual(["percentage"]);
    const all = eventsOf(act(s, 0, { type: "play", card: id(s, 0, "hand", "fireball"), target: null, discards: [] }).events, "damage").map((e) => e["damageType"]);
    expect(all).toEqual(["instant"]);
  });

  it("W-18.7-1 W-5.2.1.5-1 W-5.2.1.12-1 W-5.2.1.13-1 W-6.3.1-1 W-AMB-41 the match keeps the printed card data (attack name, generation, biography; magic type and sub-type) of illustrative sample cards", () => {
    const s = scenario({ p0: { primary: "ent-tree", hand: ["haunted-tree", "ghost-form"] }, p1: { primary: "fog" } });
    const ent = s.defs["ent-tree"];
    const tree = s.defs["haunted-tree"];
    const ghost = s.defs["ghost-form"];
    expect(ent).toMatchObject({ kind: "creature", attackName: "Root Crush", generation: 1, biography: "", illustrative: true });
    expect(tree).toMatchObject({ kind: "magic", magicType: "lightning", subType: "none" });
    expect(ghost).toMatchObject({ kind: "magic", subType: "equip", duration: { kind: "turn-cycles", count: 2 } });
  });
});

describe("both primaries removed at once", () => {
  it("W-14.4.4-1 the player whose card removed every primary summons first", () => {
    const cataclysm: Card = {
      kind: "magic", id: "cataclysm", name: "Cataclysm", rarity: "epic", generation: 1, text: "Inflict 200 HP damage to every creature.",
      magicType: "standard", subType: "none", equipTo: "any", fieldScope: "any", duration: { kind: "while-on-field" }, playableWhen: [], costs: [],
      effects: [{ kind: "damage", amount: 200, target: "all-creatures" }], hybrid: null, illustrative: true,
    };
    const s = scenario({ extraCards: [cataclysm], active: 1, p0: { primary: "bear-wolf", hand: ["fog"] }, p1: { primary: "grizzly-bear", hand: ["cataclysm", "cave-beetle"] } });
    let r = act(s, 1, { type: "play", card: id(s, 1, "hand", "cataclysm"), target: null, discards: [] });
    expect(r.state.decision).toEqual({ kind: "replace", player: 1 });
    r = act(r.state, 1, { type: "summon", card: id(s, 1, "hand", "cave-beetle"), sacrifices: [] });
    expect(r.state.decision).toEqual({ kind: "replace", player: 0 });
  });
});

describe("play-by-play", () => {
  it("W-10.2-3 every battle event of a match reads as a sentence", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "grizzly-bear" }, phase: "combat" });
    const r = act(s, 0, { type: "battle", attacker: id(s, 0, "primary", "bear-wolf"), target: id(s, 1, "primary", "grizzly-bear") }, [[2, 2], [2, 2], [3, 4]]);
    const lines = r.events.map(describeEvent).filter((x) => x !== undefined);
    const grizzly = id(s, 1, "primary", "grizzly-bear");
    expect(lines.find((l) => l.startsWith(`${grizzly}'s Hit Roll`))).toMatch(new RegExp(`^${grizzly}'s Hit Roll \\d \\+ \\d(, [+\u2212]\\d+)? = 6 against AL 5: a hit; Attack Roll .* = 9 damage\\.$`));
  });
});
