// Every worked example of the rules matrix (section 2) played through the match engine, with the
// named sample cards and forced dice (physical-dice mode, faces entered in order).
import { describe, expect, it } from "vitest";
import { ruleset } from "../src/index.js";
import { act, defsIn, eventsOf, hp, id, passTurn, scenario } from "./helpers.js";

describe("worked examples through the engine", () => {
  it("W-EX-1 W-4.1.5-1 W-4.1.5-2 a sacrifice that would put the sacrificer over 300 cannot be made", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord", "cave-beetle"], cemeteryAdjustment: 280 }, p1: { primary: "fog" } });
    const wolf = id(s, 0, "primary", "bear-wolf");
    const lord = id(s, 0, "hand", "hive-lord");
    const legal = ruleset.legalActions(s, 0);
    expect(legal.some((a) => a.type === "summon" && a.card === lord)).toBe(false);
    const r = ruleset.apply(s, 0, { type: "summon", card: lord, sacrifices: [wolf] });
    expect(r.ok).toBe(false);
    expect(ruleset.outcome(s)).toBeUndefined();
    // Below the threshold the same summon is allowed.
    const low = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord"], cemeteryAdjustment: 200 }, p1: { primary: "fog" } });
    const ok = act(low, 0, { type: "summon", card: id(low, 0, "hand", "hive-lord"), sacrifices: [id(low, 0, "primary", "bear-wolf")] });
    expect(defsIn(ok.state, "p0/primary")).toEqual(["hive-lord"]);
  });

  it("W-EX-2 W-5.2.1.3.1-1 W-5.2.1.3-1 Ent Tree deals double Attack Damage to The Hero (holds a weapon)", () => {
    const s = scenario({ p0: { primary: "ent-tree" }, p1: { primary: "the-hero" }, phase: "combat" });
    const ent = id(s, 0, "primary", "ent-tree");
    const hero = id(s, 1, "primary", "the-hero");
    // The Hero (SPD 5) rolls first and misses (2+3+3 = 8 < AL 10); Ent Tree hits (4+4+3 = 11 >= 7), damage 3+4+3 = 10, x2.
    const r = act(s, 0, { type: "battle", attacker: ent, target: hero }, [[2, 3], [4, 4], [3, 4]]);
    expect(hp(r.state, hero)).toBe(40);
    const plain = scenario({ p0: { primary: "ent-tree" }, p1: { primary: "grizzly-bear" }, phase: "combat" });
    const bear = id(plain, 1, "primary", "grizzly-bear");
    // Grizzly (SPD 3) first, misses (1+2+2 = 5 < 10); Ent Tree hits for 10, no weapon: x1.
    const r2 = act(plain, 0, { type: "battle", attacker: id(plain, 0, "primary", "ent-tree"), target: bear }, [[1, 2], [4, 4], [3, 4]]);
    expect(hp(r2.state, bear)).toBe(40);
  });

  it("W-EX-3 W-5.3.1-1 W-5.3.1-2 W-AMB-54 Assassin hitting first triples 20 into 60", () => {
    const s = scenario({
      p0: { primary: "assassin", magic: [{ def: "battle-axe", host: "p0:primary" }, { def: "battle-axe", host: "p0:primary" }] },
      p1: { primary: "behemoth" },
      phase: "combat",
    });
    const assassin = id(s, 0, "primary", "assassin");
    const behemoth = id(s, 1, "primary", "behemoth");
    // Assassin (SPD 7) first: 3+3+7 = 13 >= AL 12; damage 4+4+5 + 7 = 20, x3 = 60. Behemoth returns: 1+1 critical miss, self-damage 3.
    const r = act(s, 0, { type: "battle", attacker: assassin, target: behemoth }, [[3, 3], [4, 4, 5], [1, 1], [3]]);
    const attacks = eventsOf(r.events, "attack");
    expect(attacks[0]?.["damage"]).toBe(60);
    expect(hp(r.state, behemoth)).toBe(120 - 60 - 3);
  });

  it("W-EX-4 W-5.3.2-1 W-5.3.2-2 Assassin with Backstab: 20 x3 x3 = 180 (x2 more on a Critical Hit)", () => {
    const build = () =>
      scenario({
        p0: { primary: "assassin", hand: ["backstab"], magic: [{ def: "battle-axe", host: "p0:primary" }, { def: "battle-axe", host: "p0:primary" }] },
        p1: { primary: "behemoth" },
      });
    const s = build();
    const played = act(s, 0, { type: "play", card: id(s, 0, "hand", "backstab"), target: null, discards: [] });
    const toCombat = act(played.state, 0, { type: "next" });
    const r = act(toCombat.state, 0, { type: "battle", attacker: id(s, 0, "primary", "assassin"), target: id(s, 1, "primary", "behemoth") }, [[3, 3], [4, 4, 5]]);
    expect(eventsOf(r.events, "attack")[0]?.["damage"]).toBe(180);
    const s2 = build();
    const p2 = act(s2, 0, { type: "play", card: id(s2, 0, "hand", "backstab"), target: null, discards: [] });
    const c2 = act(p2.state, 0, { type: "next" });
    const r2 = act(c2.state, 0, { type: "battle", attacker: id(s2, 0, "primary", "assassin"), target: id(s2, 1, "primary", "behemoth") }, [[6, 6], [4, 4, 5]]);
    expect(eventsOf(r2.events, "attack")[0]?.["damage"]).toBe(360);
  });

  it("W-EX-5 W-6.2.2-2 W-6.2.2-3 Mysterious Door negated by Haunted Tree: its cost is never paid", () => {
    const s = scenario({ p0: { primary: "grizzly-bear", hand: ["mysterious-door"] }, p1: { primary: "fog", hand: ["haunted-tree"] } });
    const door = id(s, 0, "hand", "mysterious-door");
    const tree = id(s, 1, "hand", "haunted-tree");
    const played = act(s, 0, { type: "play", card: door, target: null, discards: [] });
    expect(played.state.decision).toMatchObject({ kind: "respond", player: 1 });
    const r = act(played.state, 1, { type: "respond", card: tree, discards: [] });
    expect(hp(r.state, id(s, 0, "primary", "grizzly-bear"))).toBe(50);
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toContain(door);
    expect(r.state.zones.zones["p1/cemetery"]?.cards).toContain(tree);
  });

  it("W-EX-6 W-6.2.3-1 W-6.2.3-3 W-AMB-24 Backstab cannot be played against Fog: nothing of it applies", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["backstab"] }, p1: { primary: "fog" } });
    const stab = id(s, 0, "hand", "backstab");
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "play" && a.card === stab)).toBe(false);
    expect(ruleset.apply(s, 0, { type: "play", card: stab, target: null, discards: [] }).ok).toBe(false);
    // Battle order then follows Speed: SPD 4 vs 4 is a tie, rolled off (2 vs 5: Fog first).
    const c = act(s, 0, { type: "next" });
    const r = act(c.state, 0, { type: "battle", attacker: id(s, 0, "primary", "bear-wolf"), target: id(s, 1, "primary", "fog") }, [[2], [5], [1, 2], [1], [1, 2]]);
    expect(eventsOf(r.events, "battle-order")[0]?.["first"]).toBe(id(s, 1, "primary", "fog"));
    expect(r.state.zones.zones["p0/hand"]?.cards).toContain(stab);
  });

  it("W-EX-7 W-9.2.3-1 W-9.2.3.1-1 W-9.2.3.2-1 W-AMB-28 Ghost Form lasts two turn cycles and is discarded before the draw", () => {
    const deck = ["bear-wolf", "bear-wolf", "bear-wolf", "bear-wolf"];
    const s = scenario({ p0: { primary: "grizzly-bear", hand: ["ghost-form"], deck }, p1: { primary: "bear-wolf", hand: ["fireball", "fireball"], deck }, phase: "magic" });
    const bear = id(s, 0, "primary", "grizzly-bear");
    const form = id(s, 0, "hand", "ghost-form");
    let st = act(s, 0, { type: "play", card: form, target: bear, discards: [] }).state;
    expect(st.magics[form]?.host).toBe(bear);
    st = act(st, 0, { type: "end-turn" }).state; // P1's turn T+1
    const fb = act(st, 1, { type: "play", card: id(st, 1, "hand", "fireball"), target: null, discards: [] });
    expect(eventsOf(fb.events, "damage-prevented").length).toBe(1);
    expect(hp(fb.state, bear)).toBe(50);
    st = passTurn(fb.state).state; // P0's T+2
    expect(st.magics[form]).toBeDefined();
    st = passTurn(st).state; // P1's T+3
    expect(st.magics[form]).toBeDefined();
    const t4 = passTurn(st); // P0's T+4 begins: discarded before the draw
    expect(t4.state.magics[form]).toBeUndefined();
    const types = t4.events.map((e) => e.type);
    expect(types.indexOf("expired")).toBeGreaterThan(-1);
    expect(types.indexOf("expired")).toBeLessThan(types.lastIndexOf("drew"));
  });

  it("W-EX-8 W-11.3-1 W-11.3.1-1 W-11.3.2-1 W-11.1-1 W-11.2-1 Grizzly Bear's DOT: 10 at the end of each of its owner's combats, no stacking", () => {
    const deck = ["cave-beetle", "cave-beetle", "cave-beetle"];
    const s = scenario({ p0: { primary: "grizzly-bear", deck }, p1: { primary: "bear-wolf", deck }, phase: "combat" });
    const bear = id(s, 0, "primary", "grizzly-bear");
    const wolf = id(s, 1, "primary", "bear-wolf");
    // Bear Wolf (SPD 4) first: 1+2+1 = 4 < 6 misses; Grizzly hits 3+3+2 = 8 >= 5, damage 1+1+2 = 4 and the DOT starts.
    let r = act(s, 0, { type: "battle", attacker: bear, target: wolf }, [[1, 2], [3, 3], [1, 1]]);
    expect(hp(r.state, wolf)).toBe(36);
    r = act(r.state, 0, { type: "next" }); // end of combat: tick
    expect(hp(r.state, wolf)).toBe(26);
    r = act(r.state, 0, { type: "end-turn" });
    r = act(r.state, 1, { type: "next" });
    r = act(r.state, 1, { type: "battle", attacker: wolf, target: bear }, [[1, 2], [3, 3], [1, 1]]);
    expect(eventsOf(r.events, "dot-not-stacked").length).toBe(1);
    expect(hp(r.state, wolf)).toBe(22);
    r = act(r.state, 1, { type: "next" }); // P1's combat ends: no tick (the DOT is P0's)
    expect(hp(r.state, wolf)).toBe(22);
    r = act(r.state, 1, { type: "end-turn" });
    r = act(r.state, 0, { type: "next" });
    r = act(r.state, 0, { type: "next" }); // end of P0's combat: second tick, DOT complete
    expect(hp(r.state, wolf)).toBe(12);
    expect(r.state.creatures[wolf]?.overTime).toEqual([]);
  });

  it("W-EX-9 W-12.3-1 W-12.3-2 W-12.3-3 W-12.2-1 W-18.2-1 W-4.3.1-1 Revival Priest destroyed: Behemoth returns to the cemetery despite Lead Boots", () => {
    const s = scenario({
      p0: { hand: ["revival-priest", "lead-boots", "cave-beetle"], cemetery: ["behemoth"], fielded: false },
      p1: { primary: "bear-wolf", hand: ["evil-queen"], deck: ["cave-beetle"] },
    });
    const behemoth = id(s, 0, "cemetery", "behemoth");
    const priest = id(s, 0, "hand", "revival-priest");
    const boots = id(s, 0, "hand", "lead-boots");
    expect(ruleset.view(s, 1).game.cemeteryHp[0]).toBe(120);
    let r = act(s, 0, { type: "play", card: priest, target: behemoth, discards: [] });
    expect(r.state.zones.zones["p0/primary"]?.cards).toEqual([behemoth]);
    expect(r.state.creatures[behemoth]?.anchor).toBe(priest);
    expect(ruleset.view(r.state, 1).game.cemeteryHp[0]).toBe(0);
    r = act(r.state, 0, { type: "play", card: boots, target: behemoth, discards: [] });
    r = passTurn(r.state);
    r = act(r.state, 1, { type: "play", card: id(r.state, 1, "hand", "evil-queen"), target: priest, discards: [] });
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toEqual(expect.arrayContaining([behemoth, priest, boots]));
    expect(ruleset.view(r.state, 1).game.cemeteryHp[0]).toBe(120);
    expect(r.state.decision).toMatchObject({ kind: "replace", player: 0 });
  });

  it("W-EX-10 W-14.2.1-1 W-14.2.1-2 W-14.2.2-1 Mind Sap in Hive Lord's summon window: no magic destroyed", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord"] }, p1: { primary: "fog", hand: ["mind-sap"], magic: [{ def: "stone-skin" }] } });
    const lord = id(s, 0, "hand", "hive-lord");
    const skin = id(s, 1, "magic", "stone-skin");
    let r = act(s, 0, { type: "summon", card: lord, sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    expect(r.state.decision).toMatchObject({ kind: "respond", player: 1 });
    r = act(r.state, 1, { type: "respond", card: id(s, 1, "hand", "mind-sap"), discards: [] });
    expect(r.state.magics[skin]).toBeDefined();
    expect(r.state.creatures[lord]?.effectsNegated).toBe(true);
    expect(r.state.zones.zones["p0/primary"]?.cards).toEqual([lord]);
    // Without Mind Sap, Hive Lord destroys the only magic on the field.
    const s2 = scenario({ p0: { primary: "bear-wolf", hand: ["hive-lord"] }, p1: { primary: "fog", magic: [{ def: "stone-skin" }] } });
    const r2 = act(s2, 0, { type: "summon", card: id(s2, 0, "hand", "hive-lord"), sacrifices: [id(s2, 0, "primary", "bear-wolf")] });
    expect(r2.state.magics[id(s2, 1, "magic", "stone-skin")]).toBeUndefined();
  });

  it("W-EX-11 W-14.2.4-2 W-14.2.4-3 Old Logging Road with Ghost Form: the cost counts as paid, no damage", () => {
    const s = scenario({ p0: { primary: "grizzly-bear", hand: ["eagle-eye"], magic: [{ def: "ghost-form", host: "p0:primary" }] }, p1: { primary: "fog", magic: [{ def: "old-logging-road" }] } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "eagle-eye"), target: null, discards: [] });
    expect(hp(r.state, id(s, 0, "primary", "grizzly-bear"))).toBe(50);
    expect(eventsOf(r.events, "cost-paid")[0]?.["selfDamage"]).toBe(0);
    expect(eventsOf(r.events, "magic-resolved").length).toBe(1);
  });

  it("W-EX-12 W-14.2.4-1 W-14.2.4-4 Old Logging Road with Steam Armor: 5 damage before the magic is played", () => {
    const s = scenario({ p0: { primary: "grizzly-bear", hand: ["eagle-eye"], magic: [{ def: "steam-armor", host: "p0:primary" }] }, p1: { primary: "fog", magic: [{ def: "old-logging-road" }] } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "eagle-eye"), target: null, discards: [] });
    expect(hp(r.state, id(s, 0, "primary", "grizzly-bear"))).toBe(45);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("damage")).toBeLessThan(types.indexOf("magic-played"));
  });

  it("W-EX-13 W-14.3.1-1 W-14.3.2-1 W-14.3.2-2 W-14.1.1-1 Battle Axe, Melody of the Deep, Haunted Tree resolve newest first", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["battle-axe", "haunted-tree"] }, p1: { primary: "fog", hand: ["melody-of-the-deep"] } });
    const axe = id(s, 0, "hand", "battle-axe");
    const melody = id(s, 1, "hand", "melody-of-the-deep");
    const tree = id(s, 0, "hand", "haunted-tree");
    let r = act(s, 0, { type: "play", card: axe, target: id(s, 0, "primary", "bear-wolf"), discards: [] });
    r = act(r.state, 1, { type: "respond", card: melody, discards: [] });
    expect(r.state.decision).toMatchObject({ kind: "respond", player: 0 });
    r = act(r.state, 0, { type: "respond", card: tree, discards: [] });
    expect(r.state.magics[axe]?.host).toBe(id(s, 0, "primary", "bear-wolf"));
    expect(r.state.zones.zones["p1/cemetery"]?.cards).toContain(melody);
    expect(r.state.zones.zones["p0/cemetery"]?.cards).toContain(tree);
    expect(r.state.stack).toBeNull();
  });

  it("W-EX-14 W-14.4.1-1 W-14.4.2-1 W-AMB-36 only one of Abominable Deerman and Haunted Tree answers Melody of the Deep", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["battle-axe", "abominable-deerman", "haunted-tree"] }, p1: { primary: "fog", hand: ["melody-of-the-deep", "melody-of-the-deep"] } });
    const deer = id(s, 0, "hand", "abominable-deerman");
    const tree = id(s, 0, "hand", "haunted-tree");
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "battle-axe"), target: id(s, 0, "primary", "bear-wolf"), discards: [] });
    r = act(r.state, 1, { type: "respond", card: id(s, 1, "hand", "melody-of-the-deep", 0), discards: [] });
    const options = ruleset.legalActions(r.state, 0).filter((a) => a.type === "respond");
    expect(options).toEqual([{ type: "respond", card: deer, discards: [] }, { type: "respond", card: tree, discards: [] }]);
    r = act(r.state, 0, { type: "respond", card: tree, discards: [] });
    expect(ruleset.apply(r.state, 0, { type: "respond", card: deer, discards: [] }).ok).toBe(false);
    // Player 1 answers the Haunted Tree with the second Melody: player 0's next turn in the chain, Deerman may answer it.
    r = act(r.state, 1, { type: "respond", card: id(s, 1, "hand", "melody-of-the-deep", 1), discards: [] });
    expect(ruleset.legalActions(r.state, 0)).toContainEqual({ type: "respond", card: deer, discards: [] });
  });

  it("W-EX-15 W-14.4.3-1 W-14.4.3-2 a negated Melody against an attack: no second response to that attack", () => {
    const s = scenario({
      active: 1,
      phase: "combat",
      p0: { primary: "bear-wolf", hand: ["melody-of-the-deep", "melody-of-the-deep"] },
      p1: { primary: "assassin", hand: ["haunted-tree"] },
    });
    const assassin = id(s, 1, "primary", "assassin");
    const wolf = id(s, 0, "primary", "bear-wolf");
    let r = act(s, 1, { type: "battle", attacker: assassin, target: wolf });
    expect(r.state.decision).toMatchObject({ kind: "respond", player: 0 });
    r = act(r.state, 0, { type: "respond", card: id(s, 0, "hand", "melody-of-the-deep", 0), discards: [] });
    r = act(r.state, 1, { type: "respond", card: id(s, 1, "hand", "haunted-tree"), discards: [] });
    // Player 0 passes on the Haunted Tree; the chain ends, the attack proceeds and no new window opens on it.
    r = act(r.state, 0, { type: "pass" }, [[3, 3], [2], [1, 2]]);
    const attacks = eventsOf(r.events, "attack");
    expect(attacks[0]?.["attacker"]).toBe(assassin);
    expect(r.state.zones.zones["p0/hand"]?.cards.length).toBe(1);
  });

  it("W-EX-16 W-16.1.3-1 W-16.1.2-1 Steam Rex summoned under Iron Range enters without its effect", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["steam-rex", "battle-axe"] }, p1: { primary: "fog", magic: [{ def: "iron-range" }] } });
    const rex = id(s, 0, "hand", "steam-rex");
    const r = act(s, 0, { type: "summon", card: rex, sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    expect(eventsOf(r.events, "summoned")[0]?.["negated"]).toBe(true);
    expect(r.state.creatures[rex]?.effectsNegated).toBe(true);
    expect(ruleset.legalActions(r.state, 0)).toContainEqual({ type: "play", card: id(s, 0, "hand", "battle-axe"), target: rex, discards: [] });
  });

  it("W-EX-17 W-16.1.4-1 W-AMB-39 Mind Sap negates Ent Tree's immunity in its summon window", () => {
    const build = (sap: boolean) => scenario({ p0: { primary: "bear-wolf", hand: ["ent-tree", "battle-axe"] }, p1: { primary: "fog", hand: sap ? ["mind-sap"] : [] } });
    const s = build(true);
    const ent = id(s, 0, "hand", "ent-tree");
    let r = act(s, 0, { type: "summon", card: ent, sacrifices: [id(s, 0, "primary", "bear-wolf")] });
    r = act(r.state, 1, { type: "respond", card: id(s, 1, "hand", "mind-sap"), discards: [] });
    expect(r.state.creatures[ent]?.effectsNegated).toBe(true);
    expect(ruleset.legalActions(r.state, 0)).toContainEqual({ type: "play", card: id(s, 0, "hand", "battle-axe"), target: ent, discards: [] });
    const s2 = build(false);
    const ent2 = id(s2, 0, "hand", "ent-tree");
    const r2 = act(s2, 0, { type: "summon", card: ent2, sacrifices: [id(s2, 0, "primary", "bear-wolf")] });
    expect(ruleset.legalActions(r2.state, 0).some((a) => a.type === "play" && a.target === ent2)).toBe(false);
  });

  it("W-EX-18 W-17.6-1 W-10.4.1-5 halving a creature at 30 HP inflicts 15 damage; immunity to damage stops it", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["halving-curse"] }, p1: { primary: "grizzly-bear", primaryHp: 30 } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "halving-curse"), target: null, discards: [] });
    expect(eventsOf(r.events, "damage")[0]).toMatchObject({ amount: 15, damageType: "percentage" });
    expect(hp(r.state, id(s, 1, "primary", "grizzly-bear"))).toBe(15);
    const g = scenario({ p0: { primary: "bear-wolf", hand: ["halving-curse"] }, p1: { primary: "grizzly-bear", primaryHp: 30, magic: [{ def: "ghost-form", host: "p1:primary" }] } });
    const r2 = act(g, 0, { type: "play", card: id(g, 0, "hand", "halving-curse"), target: null, discards: [] });
    expect(hp(r2.state, id(g, 1, "primary", "grizzly-bear"))).toBe(30);
  });

  it("W-EX-19 W-18.1-1 Future Warrior and Bunnysaurus activate later, not when played", () => {
    const deck = ["cave-beetle", "cave-beetle", "cave-beetle", "cave-beetle"];
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["future-warrior"], deck }, p1: { primary: "fog", deck } });
    const fw = id(s, 0, "hand", "future-warrior");
    let r = act(s, 0, { type: "kill-own" });
    r = act(r.state, 0, { type: "summon", card: fw, sacrifices: [] });
    expect(r.state.creatures[fw]?.grants).toEqual([]);
    r = passTurn(r.state);
    r = passTurn(r.state);
    expect(r.state.creatures[fw]?.grants).toEqual([]);
    r = passTurn(r.state);
    r = passTurn(r.state);
    expect(r.state.creatures[fw]?.grants.length).toBe(1);
    // Bunnysaurus gains +3 SPD when targeted: 6 + 3 = 9 beats Assassin's 7.
    const b = scenario({ p0: { primary: "assassin" }, p1: { primary: "bunnysaurus" }, phase: "combat" });
    const bunny = id(b, 1, "primary", "bunnysaurus");
    const rb = act(b, 0, { type: "battle", attacker: id(b, 0, "primary", "assassin"), target: bunny }, [[1, 2], [1, 2], [1]]);
    expect(eventsOf(rb.events, "battle-order")[0]?.["first"]).toBe(bunny);
  });
});
