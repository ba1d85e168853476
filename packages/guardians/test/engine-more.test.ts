import { describe, expect, it } from "vitest";
import { ruleset, zoneId, type Card } from "@rulesmith/guardians";
import { act, card, defsIn, guardian, listed, moved, roll, scenario, unitOf } from "./helpers.js";

// An invented Attack Card that hurts both Guardians, to reach a simultaneous defeat.
const BACKLASH: Card = {
  kind: "attack",
  id: "backlash",
  name: "Backlash",
  illustrative: true,
  baseDamage: 5,
  effects: [{ kind: "damage", amount: 5, target: "own-guardian" }],
};

describe("more rules and options", () => {
  it("G-AMB-40 both Guardians falling at once is a draw by default, or a win for the active player", () => {
    for (const [option, winners] of [["draw", []], ["active-player-wins", [0]]] as const) {
      let s = scenario({
        sides: [{ attackTop: ["backlash", "fireball", "frostbolt"], guardianDamage: 26 }, { guardianDamage: 28 }],
        phase: "battle",
        extraCards: [BACKLASH],
        options: { simultaneousDefeat: option },
      });
      s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
      s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "backlash"), target: null });
      expect(ruleset.outcome(s)?.winners).toEqual(winners);
    }
  });

  it("G-AMB-33 with summoningSickness a creature cannot attack on the turn it enters play", () => {
    for (const sick of [false, true]) {
      let s = scenario({ sides: [{ hand: ["iron-footman"] }, {}], options: { summoningSickness: sick } });
      const f = card(s, 0, "hand", "iron-footman");
      s = act(s, 0, { type: "place", card: f, tributes: [] });
      s = act(s, 0, { type: "end-phase" });
      expect(listed(s, 0, { type: "attack", attacker: f, target: guardian(s, 1) })).toBe(!sick);
    }
  });

  it("G-AMB-18 with fewer than three Attack Cards left the Guardian draws what there is; with none it cannot battle", () => {
    let s = scenario({ sides: [{ attackTop: ["fireball"] }, {}], phase: "battle" });
    const attack = s.zones.zones[zoneId(0, "attack")]?.cards ?? [];
    const discard = s.zones.zones[zoneId(1, "discard")];
    // Move all but the top Attack Card out of reach (to player 0's discard would refill: use the hand instead).
    s = moved(s, attack.slice(1), zoneId(0, "hand"));
    expect(discard?.cards.length).toBe(0);
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    expect(defsIn(s, 0, "drawn")).toEqual(["fireball"]);
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "fireball"), target: null });
    expect(unitOf(s, guardian(s, 1)).damage).toBe(5);
    // With no Attack Card in the Attack Deck or the Discard Pile, no Guardian battle is offered.
    let none = scenario({ sides: [{}, {}], phase: "battle" });
    const all = none.zones.zones[zoneId(0, "attack")]?.cards ?? [];
    none = moved(none, all, zoneId(0, "hand"));

    expect(ruleset.legalActions(none, 0)).toEqual([{ type: "end-phase" }]);
  });

  it("G-AMB-21 a level 1 King Sneaked in a retreat still needs its Sneak tributes", () => {
    const s = scenario({ sides: [{ field: ["cinder-hound", "ember-imp"], hand: ["ignar-ember-king"] }, {}] });
    const hound = card(s, 0, "field", "cinder-hound");
    const king = card(s, 0, "hand", "ignar-ember-king");
    const retreats = ruleset.legalActions(s, 0).filter((a) => a.type === "retreat" && a.card === hound);
    expect(retreats).toEqual([{ type: "retreat", card: hound, replacement: king, tributes: [card(s, 0, "field", "ember-imp")] }]);
  });

  it("G-TURN-3 G-AMB-20 preparation steps in any order: retreat before Place; the retreated card is not its own replacement", () => {
    let s = scenario({ sides: [{ field: ["ember-imp"], hand: ["iron-footman", "cinder-hound"] }, {}] });
    const imp = card(s, 0, "field", "ember-imp");
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "retreat" && a.replacement === imp)).toBe(false);
    s = act(s, 0, { type: "retreat", card: imp, replacement: card(s, 0, "hand", "iron-footman"), tributes: [] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "cinder-hound"), tributes: [] });
    expect(defsIn(s, 0, "field")).toEqual(["iron-footman", "cinder-hound"]);
    const same = scenario({ sides: [{ field: ["ember-imp"] }, {}], options: { retreatSameCard: true } });
    const own = card(same, 0, "field", "ember-imp");
    expect(listed(same, 0, { type: "retreat", card: own, replacement: own, tributes: [] })).toBe(true);
  });

  it("G-AMB-31 an attack cancelled by a Confused tails flip does not wake its target", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], conditions: { 0: { confused: true } } }, { field: ["glacier-sentinel"], conditions: { 0: { asleep: true } } }], phase: "battle", dice: "external" });
    const t = card(s, 1, "field", "glacier-sentinel");
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: t });
    s = roll(s, [2]);
    expect(unitOf(s, t).conditions.asleep).toBe(true);
  });

  it("G-ATKC-4 G-ATKC-1 an Attack Card's own effects act in the Guardian battle: Inferno hits every opposing creature", () => {
    let s = scenario({ sides: [{ attackTop: ["inferno", "fireball", "frostbolt"] }, { field: ["snow-archer", "glacier-sentinel"] }], phase: "battle" });
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "inferno"), target: null });
    expect(unitOf(s, guardian(s, 1)).damage).toBe(5);
    expect(unitOf(s, card(s, 1, "field", "snow-archer")).damage).toBe(1);
    expect(unitOf(s, card(s, 1, "field", "glacier-sentinel")).damage).toBe(1);
  });

  it("G-AMB-13 with unselectedAttackCards bottom-of-attack-deck the two cards not chosen go under the Attack Deck", () => {
    let s = scenario({ sides: [{ attackTop: ["fireball", "frostbolt", "searing-strike"] }, {}], phase: "battle", options: { unselectedAttackCards: "bottom-of-attack-deck" } });
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "fireball"), target: null });
    expect(defsIn(s, 0, "discard")).toEqual(["fireball"]);
    expect(defsIn(s, 0, "attack").slice(-2)).toEqual(["frostbolt", "searing-strike"]);
  });

  it("G-AMB-14 the Guardian's ATK from an Attack Card lasts only for that battle: Quick Strike's +1 ATK ends with the turn", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], attackTop: ["quick-strike", "fireball", "frostbolt"] }, {}], phase: "battle" });
    const f = card(s, 0, "field", "iron-footman");
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "quick-strike"), target: null });
    expect(unitOf(s, f).atkMod).toBe(1);
    s = act(s, 0, { type: "end-phase" });
    expect(unitOf(s, f).atkMod).toBe(0);
  });

  it("G-AMB-22 G-TURN-10 in between turns every Burn coin comes first, then every Asleep coin, then every Frozen coin", () => {
    let s = scenario({ sides: [{}, { field: ["iron-footman", "snow-archer"], conditions: { 0: { burned: true, asleep: true }, 1: { burned: true } } }], phase: "battle", dice: "external" });
    const [a, b] = [card(s, 1, "field", "iron-footman"), card(s, 1, "field", "snow-archer")];
    s = act(s, 0, { type: "end-phase" });
    const purposes: string[] = [];
    for (const faces of [[2], [1], [1]]) {
      purposes.push(s.chance?.request.purpose ?? "");
      s = roll(s, faces);
    }
    expect(purposes).toEqual(["burn damage of Iron Footman (tails: 2 damage)", "burn damage of Snow Archer (tails: 2 damage)", "wake-up check of Iron Footman (heads: it wakes up)"]);
    expect(unitOf(s, a).damage).toBe(2);
    expect(unitOf(s, a).conditions.asleep).toBe(false);
    expect(unitOf(s, b).damage).toBe(0);
  });

  it("G-GUARD-6 G-TURN-6 a Guardian's activated ability is used once per turn and renewed the next turn", () => {
    const aurel: Card = {
      kind: "guardian",
      id: "aurel",
      name: "Aurel",
      illustrative: true,
      damageType: "holy",
      class: "paladin",
      hp: 25,
      abilities: [{ trigger: "activated", effects: [{ kind: "heal", amount: 1, target: "own-guardian" }] }],
    };
    let s = scenario({ sides: [{ guardian: "aurel", guardianDamage: 3, attackTop: ["holy-light"] }, {}], extraCards: [aurel] });
    const g = guardian(s, 0);
    s = act(s, 0, { type: "ability", card: g, ability: 0, target: null });
    expect(unitOf(s, g).damage).toBe(2);
    expect(listed(s, 0, { type: "ability", card: g, ability: 0, target: null })).toBe(false);
    for (let i = 0; i < 4; i++) s = act(s, s.clock.active, { type: "end-phase" });
    expect(s.clock.active).toBe(0);
    expect(listed(s, 0, { type: "ability", card: g, ability: 0, target: null })).toBe(true);
  });
});
