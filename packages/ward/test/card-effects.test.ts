// Card effects the sample cards do not exercise, through the engine: picks of several cards,
// chosen-creature targets of triggered effects, triggered effects of magics on the field, effect
// draws, Lead Boots' "cannot be removed", "unaffected" given by an Equip or a Field, and grants
// that last while their card stays on the field.
import { describe, expect, it } from "vitest";
import { creatureStats, parseCard, ruleset, type Card, type WardState } from "../src/index.js";
import { act, eventsOf, id, passTurn, scenario } from "./helpers.js";

/** A card from card data, as a card file gives it (fails the test when it is refused). */
function card(data: unknown): Card {
  const r = parseCard(data);
  if (!r.ok) throw new Error(r.error.problems.map((p) => `${p.path}: ${p.message}`).join("; "));
  return r.value;
}

const creatureBase = { kind: "creature", creatureType: "beast", attackName: "Maul", attackDice: 1, modifier: 0, armorLevel: 3, speed: 2, hp: 30 };

const purge = card({ kind: "magic", id: "purge", name: "Purge", magicType: "standard", subType: "none", effects: [{ kind: "destroy-magic", count: 3, side: "opponent" }] });

/** Every `choose` option listed for the player. */
function options(s: WardState, p: 0 | 1): string[] {
  return ruleset.legalActions(s, p).flatMap((a) => (a.type === "choose" ? [a.option] : []));
}

describe("an effect that picks several cards (count)", () => {
  const field = [{ def: "old-logging-road" }, { def: "stone-skin" }, { def: "revival-priest" }, { def: "lead-boots", host: "p1:primary" }];

  it("W-QS.8-1 W-6.2.3-1 DESIGN Decisions destroy-magic count 3 among four magics: the player picks each of the three once the chain has resolved", () => {
    const s = scenario({ extraCards: [purge], p0: { primary: "bear-wolf", primaryHp: 40, hand: ["purge"] }, p1: { primary: "fog", magic: field } });
    const theirs = s.zones.zones["p1/magic"]?.cards ?? [];
    // Nothing is named when it is played: the picks come after the chain.
    expect(ruleset.legalActions(s, 0).filter((a) => a.type === "play")).toEqual([{ type: "play", card: id(s, 0, "hand", "purge"), target: null, discards: [] }]);
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "purge"), target: null, discards: [] });
    const destroyed: string[] = [];
    for (const left of [4, 3, 2]) {
      expect(r.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the magic card to destroy" });
      expect(options(r.state, 0)).toHaveLength(left);
      const pick = options(r.state, 0)[left - 1] ?? "";
      destroyed.push(pick);
      r = act(r.state, 0, { type: "choose", option: pick });
      expect(eventsOf(r.events, "magic-destroyed")).toEqual([{ type: "magic-destroyed", card: pick }]);
    }
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
    expect(r.state.zones.zones["p1/magic"]?.cards).toEqual(theirs.filter((m) => !destroyed.includes(m)));
  });

  it("W-QS.8-1 destroy-magic count 3 with exactly three magics destroys them all: there is nothing to choose", () => {
    const s = scenario({ extraCards: [purge], p0: { primary: "bear-wolf", hand: ["purge"] }, p1: { primary: "fog", magic: field.slice(0, 3) } });
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "purge"), target: null, discards: [] });
    expect(eventsOf(r.events, "magic-destroyed")).toHaveLength(3);
    expect(r.state.zones.zones["p1/magic"]?.cards).toEqual([]);
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
  });

  it("W-6.2.3-1 destroy-magic count 3 with two magics cannot resolve in full, so it cannot be played", () => {
    const s = scenario({ extraCards: [purge], p0: { primary: "bear-wolf", hand: ["purge"] }, p1: { primary: "fog", magic: field.slice(0, 2) } });
    expect(ruleset.legalActions(s, 0).filter((a) => a.type === "play")).toEqual([]);
  });

  it("W-QS.8-1 W-13.3.2-1 DESIGN Decisions a summon of three creatures from the cemetery asks for each; they come as anchored Limited Summons", () => {
    const rites = card({
      kind: "magic", id: "grave-rites", name: "Grave Rites", magicType: "infinite", subType: "none",
      effects: [{ kind: "summon", from: ["cemetery"], as: "limited", count: 3, filter: { kind: "any" }, anchored: true, onAnchorEnd: "cemetery" }],
    });
    const s = scenario({ extraCards: [rites], p0: { primary: "bear-wolf", hand: ["grave-rites"], cemetery: ["cave-beetle", "fog", "grizzly-bear", "assassin"] }, p1: { primary: "fog" } });
    let r = act(s, 0, { type: "play", card: id(s, 0, "hand", "grave-rites"), target: null, discards: [] });
    for (const left of [4, 3, 2]) {
      expect(r.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the creature to summon" });
      expect(options(r.state, 0)).toHaveLength(left);
      r = act(r.state, 0, { type: "choose", option: options(r.state, 0)[0] ?? "" });
    }
    const limited = r.state.zones.zones["p0/limited"]?.cards ?? [];
    expect(limited).toHaveLength(3);
    const rite = id(r.state, 0, "magic", "grave-rites");
    for (const c of limited) expect(r.state.creatures[c]).toMatchObject({ limited: true, anchor: rite });
    // Too few creatures in the cemetery: it cannot resolve in full (W-6.2.3-1).
    const few = scenario({ extraCards: [rites], p0: { primary: "bear-wolf", hand: ["grave-rites"], cemetery: ["cave-beetle", "fog"] }, p1: { primary: "fog" } });
    expect(ruleset.legalActions(few, 0).filter((a) => a.type === "play")).toEqual([]);
  });

  it("W-18.24-1 DESIGN Decisions a creature's summon of two from hand asks twice, with only its owner told what the hand holds", () => {
    const piper = card({
      ...creatureBase, id: "pied-piper", name: "Pied Piper",
      effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "summon", from: ["hand"], as: "limited", count: 2, filter: { kind: "type", creatureType: "bug" }, anchored: true, onAnchorEnd: "hand" }] }],
    });
    const s = scenario({ extraCards: [piper], p0: { hand: ["pied-piper", "cave-beetle", "cave-beetle", "fog"], fielded: false }, p1: { primary: "fog" } });
    let r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "pied-piper"), sacrifices: [] });
    expect(r.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the creature to summon" });
    const beetles = [id(s, 0, "hand", "cave-beetle", 0), id(s, 0, "hand", "cave-beetle", 1)];
    expect(options(r.state, 0).sort()).toEqual(beetles.slice().sort());
    r = act(r.state, 0, { type: "choose", option: beetles[0] ?? "" });
    // One left: still asked, since it is a pick among hidden cards.
    expect(options(r.state, 0)).toEqual([beetles[1]]);
    r = act(r.state, 0, { type: "choose", option: beetles[1] ?? "" });
    expect(r.state.zones.zones["p0/limited"]?.cards.slice().sort()).toEqual(beetles.slice().sort());
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
  });

  it("W-QS.8-1 a creature's destroy-magic count 2 among three magics asks twice", () => {
    const queen = card({ ...creatureBase, id: "hive-queen", name: "Hive Queen", effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "destroy-magic", count: 2, side: "any" }] }] });
    const s = scenario({ extraCards: [queen], p0: { hand: ["hive-queen"], fielded: false }, p1: { primary: "fog", magic: field.slice(0, 3) } });
    let r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "hive-queen"), sacrifices: [] });
    expect(options(r.state, 0)).toHaveLength(3);
    r = act(r.state, 0, { type: "choose", option: options(r.state, 0)[0] ?? "" });
    expect(options(r.state, 0)).toHaveLength(2);
    r = act(r.state, 0, { type: "choose", option: options(r.state, 0)[0] ?? "" });
    expect(r.state.zones.zones["p1/magic"]?.cards).toHaveLength(1);
  });
});

describe("chosen-creature in a triggered effect", () => {
  const sniper = card({
    ...creatureBase, id: "sniper", name: "Sniper",
    effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "damage", amount: 10, target: "chosen-creature" }, { kind: "heal", amount: 5, target: "chosen-creature" }] }],
  });

  it("W-18.1-1 DESIGN Decisions its controller picks the creature, and every chosen-creature action of the effect acts on it", () => {
    const s = scenario({ extraCards: [sniper], p0: { hand: ["sniper"], fielded: false }, p1: { primary: "bear-wolf" } });
    const wolf = id(s, 1, "primary", "bear-wolf");
    let r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "sniper"), sacrifices: [] });
    const mine = id(r.state, 0, "primary", "sniper");
    expect(r.state.decision).toEqual({ kind: "choose", player: 0, purpose: "the creature the effect acts on" });
    expect(options(r.state, 0)).toEqual([mine, wolf]);
    expect(ruleset.pending(r.state)?.prompt).toBe("Choose the creature the effect acts on.");
    r = act(r.state, 0, { type: "choose", option: wolf });
    expect(eventsOf(r.events, "damage")).toEqual([{ type: "damage", card: wolf, amount: 10, damageType: "instant", hp: 30 }]);
    expect(eventsOf(r.events, "healed")).toEqual([{ type: "healed", card: wolf, amount: 5, hp: 35 }]);
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
  });

  it("W-16.1.1-3 W-18.1-1 a creature unaffected by creature effects is not offered; with one creature left the effect acts on it without asking", () => {
    const s = scenario({ extraCards: [sniper], p0: { hand: ["sniper"], fielded: false }, p1: { primary: "steam-rex" } });
    const r = act(s, 0, { type: "summon", card: id(s, 0, "hand", "sniper"), sacrifices: [] });
    const mine = id(r.state, 0, "primary", "sniper");
    expect(eventsOf(r.events, "damage")).toEqual([{ type: "damage", card: mine, amount: 10, damageType: "instant", hp: 20 }]);
    expect(eventsOf(r.events, "healed")).toEqual([{ type: "healed", card: mine, amount: 5, hp: 25 }]);
    expect(r.state.decision).toEqual({ kind: "main", player: 0 });
  });
});

describe("a magic that stays on the field", () => {
  const well = card({
    kind: "magic", id: "wishing-well", name: "Wishing Well", magicType: "infinite", subType: "none",
    effects: [{ kind: "triggered", on: { kind: "turn-start", side: "own" }, actions: [{ kind: "draw", count: 1 }] }, { kind: "magic-play-cost", cost: { kind: "discard", count: 1 }, players: "opponent" }],
  });

  it("W-18.1-1 W-6.5.2-1 an Infinite magic's turn-start effect runs at the start of each of its controller's turns, and its magic-play-cost applies", () => {
    const s = scenario({ extraCards: [well], p0: { primary: "bear-wolf", magic: [{ def: "wishing-well" }], deck: ["fog", "fog", "fog"] }, p1: { primary: "grizzly-bear", hand: ["fireball", "fog"], deck: ["fog", "fog"] } });
    const source = id(s, 0, "magic", "wishing-well");
    const p1Turn = passTurn(s);
    // Not on the opponent's turn.
    expect(eventsOf(p1Turn.events, "drew")).toEqual([{ type: "drew", player: 1, count: 1, rule: "W-QS.5-2" }]);
    // The opponent pays its cost: a discard to play Fireball.
    expect(ruleset.legalActions(p1Turn.state, 1)).toContainEqual({ type: "play", card: id(s, 1, "hand", "fireball"), target: null, discards: [id(s, 1, "hand", "fog")] });
    const back = passTurn(p1Turn.state);
    expect(eventsOf(back.events, "drew")).toEqual([
      { type: "drew", player: 0, count: 1, source, rule: "W-QS.8-1" },
      { type: "drew", player: 0, count: 1, rule: "W-QS.5-2" },
    ]);
    expect(back.state.zones.zones["p0/hand"]?.cards).toHaveLength(2);
  });
});

describe("a draw effect", () => {
  it("W-QS.8-1 W-17.4-1 Mysterious Door's draw is a drew event naming the card, and the drawn cards are named to their owner only", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["mysterious-door"], deck: ["fog", "assassin", "grizzly-bear"] }, p1: { primary: "fog" } });
    const door = id(s, 0, "hand", "mysterious-door");
    const drawn = [id(s, 0, "deck", "fog"), id(s, 0, "deck", "assassin")];
    const r = act(s, 0, { type: "play", card: door, target: null, discards: [] });
    expect(eventsOf(r.events, "drew")).toEqual([{ type: "drew", player: 0, count: 2, source: door, rule: "W-QS.8-1" }]);
    const around = { before: s, after: r.state };
    const seenBy = (viewer: 0 | 1): string => JSON.stringify(ruleset.viewEvents(r.events, viewer, around));
    for (const c of drawn) {
      expect(seenBy(0)).toContain(`"${c}"`);
      expect(seenBy(1)).not.toContain(`"${c}"`);
    }
    expect(seenBy(1)).toContain('"drew"');
  });

  it("W-17.4-1 a draw effect from an empty deck draws nothing and says so", () => {
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["mysterious-door"], deck: [] }, p1: { primary: "fog" } });
    const door = id(s, 0, "hand", "mysterious-door");
    const r = act(s, 0, { type: "play", card: door, target: null, discards: [] });
    expect(eventsOf(r.events, "drew")).toEqual([{ type: "drew", player: 0, count: 0, source: door, rule: "W-QS.8-1" }]);
  });
});

describe("a creature that cannot be removed from the field (Lead Boots)", () => {
  it("W-13.3.5-1 W-12.3-1 W-8.2.2-1 W-8.4.1-1 its player may neither sacrifice it nor kill it; a battle still kills it", () => {
    const boots = (on: boolean) => scenario({ p0: { primary: "bear-wolf", primaryHp: 4, hand: ["the-hero", "cave-beetle"], magic: on ? [{ def: "lead-boots", host: "p0:primary" }] : [] }, p1: { primary: "grizzly-bear" } });
    const free = boots(false);
    const wolf = id(free, 0, "primary", "bear-wolf");
    // Without Lead Boots: kill-own, and The Hero (AL 7) with Bear Wolf as its sacrifice.
    expect(ruleset.legalActions(free, 0)).toContainEqual({ type: "kill-own" });
    expect(ruleset.legalActions(free, 0)).toContainEqual({ type: "summon", card: id(free, 0, "hand", "the-hero"), sacrifices: [wolf] });
    const shod = boots(true);
    const actions = ruleset.legalActions(shod, 0);
    expect(actions.filter((a) => a.type === "kill-own" || a.type === "summon")).toEqual([]);
    // Killing is no removal the Boots stop: Grizzly Bear's attack kills it (HP 4).
    const fight = act({ ...shod, clock: { ...shod.clock, phase: "combat" }, decision: { kind: "combat", player: 0 } }, 0, { type: "battle", attacker: wolf, target: id(shod, 1, "primary", "grizzly-bear") }, [[1, 2], [4, 4], [3, 3]]);
    expect(eventsOf(fight.events, "killed")).toMatchObject([{ card: wolf }]);
  });
});

describe("unaffected by creature effects from an Equip or a Field magic", () => {
  const charm = card({ kind: "magic", id: "charm", name: "Charm", magicType: "infinite", subType: "equip", effects: [{ kind: "unaffected", by: ["creature"], from: "opponent" }] });
  const calm = card({ kind: "magic", id: "calm", name: "Calm", magicType: "infinite", subType: "field", fieldScope: "own", effects: [{ kind: "unaffected", by: ["creature"], from: "opponent" }] });

  it("W-16.1.1-3 the creature ignores the opponent's creature effects: Grizzly Bear's DOT does not take", () => {
    for (const [magic, spec] of [[undefined, {}], [charm, { def: "charm", host: "p0:primary" }], [calm, { def: "calm" }]] as const) {
      const s = scenario({ extraCards: magic === undefined ? [] : [magic], p0: { primary: "bear-wolf", magic: magic === undefined ? [] : [spec] }, p1: { primary: "grizzly-bear" }, phase: "combat" });
      // Bear Wolf (SPD 4) misses; Grizzly Bear hits, and its "hits" effect would apply a DOT.
      const r = act(s, 0, { type: "battle", attacker: id(s, 0, "primary", "bear-wolf"), target: id(s, 1, "primary", "grizzly-bear") }, [[1, 2], [3, 3], [2, 2]]);
      expect(eventsOf(r.events, "dot-applied")).toHaveLength(magic === undefined ? 1 : 0);
    }
  });
});

describe("abilities granted while the card that gives them stays on the field", () => {
  const banner = card({
    kind: "magic", id: "banner", name: "Banner", magicType: "infinite", subType: "none",
    effects: [{ kind: "grant", target: "own-primary", duration: { kind: "while-on-field" }, abilities: [{ kind: "stat-modifier", stat: "speed", amount: 3 }] }],
  });
  const pennant = card({ ...banner, id: "pennant", name: "Pennant", effects: [{ kind: "grant", target: "own-primary", duration: { kind: "permanent" }, abilities: [{ kind: "stat-modifier", stat: "speed", amount: 3 }] }] });

  it("W-12.2-1 a \"while-on-field\" grant ends when its card is destroyed; a permanent one stays", () => {
    for (const [magic, ends] of [[banner, true], [pennant, false]] as const) {
      const s = scenario({ extraCards: [magic], p0: { primary: "bear-wolf", hand: [magic.id] }, p1: { primary: "fog", hand: ["evil-queen"] } });
      const wolf = id(s, 0, "primary", "bear-wolf");
      const played = act(s, 0, { type: "play", card: id(s, 0, "hand", magic.id), target: null, discards: [] });
      expect(creatureStats(played.state, wolf)?.speed).toBe(7);
      const theirs = passTurn(played.state).state;
      const gone = act(theirs, 1, { type: "play", card: id(theirs, 1, "hand", "evil-queen"), target: id(theirs, 0, "magic", magic.id), discards: [] });
      expect(eventsOf(gone.events, "magic-destroyed")).toHaveLength(1);
      expect(creatureStats(gone.state, wolf)?.speed).toBe(ends ? 4 : 7);
      expect(gone.state.creatures[wolf]?.grants).toHaveLength(ends ? 0 : 1);
    }
  });
});
