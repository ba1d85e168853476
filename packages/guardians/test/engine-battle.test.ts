import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { NO_CONDITIONS, poisonTurnsLeft, ruleset, zoneId } from "@rulesmith/guardians";
import { act, card, defsIn, guardian, listed, refusal, roll, scenario, unitAt, unitOf } from "./helpers.js";

describe("Placing, Sneaking and retreating", () => {
  it("G-MIN-3 G-TERM-1 a level 1 Minion is Placed from hand with no cost", () => {
    let s = scenario({ sides: [{ hand: ["ember-imp"] }, {}] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "ember-imp"), tributes: [] });
    expect(defsIn(s, 0, "field")).toEqual(["ember-imp"]);
  });

  it("G-MIN-4 a level 2 Minion needs one Minion sent from the field to the Discard Pile", () => {
    const none = scenario({ sides: [{ hand: ["flame-adept"] }, {}] });
    expect(ruleset.legalActions(none, 0).some((a) => a.type === "place")).toBe(false);
    let s = scenario({ sides: [{ field: ["ember-imp"], hand: ["flame-adept"] }, {}] });
    const imp = card(s, 0, "field", "ember-imp");
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "flame-adept"), tributes: [imp] });
    expect(defsIn(s, 0, "field")).toEqual(["flame-adept"]);
    expect(defsIn(s, 0, "discard")).toEqual(["ember-imp"]);
  });

  it("G-MIN-5 a level 3 Minion needs two Minions", () => {
    const one = scenario({ sides: [{ field: ["ember-imp"], hand: ["magma-brute"] }, {}] });
    const brute = card(one, 0, "hand", "magma-brute");
    expect(refusal(one, 0, { type: "place", card: brute, tributes: [card(one, 0, "field", "ember-imp")] })).toBe("place/tributes G-MIN-5");
    let s = scenario({ sides: [{ field: ["ember-imp", "cinder-hound"], hand: ["magma-brute"] }, {}] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "magma-brute"), tributes: [card(s, 0, "field", "ember-imp"), card(s, 0, "field", "cinder-hound")] });
    expect(defsIn(s, 0, "field")).toEqual(["magma-brute"]);
  });

  it("G-KING-3 G-KING-7 a King is Sneaked with Minions of its own level, never Placed", () => {
    let s = scenario({ sides: [{ field: ["glacier-sentinel", "glacier-sentinel"], hand: ["halvard-rime-king"] }, {}] });
    const king = card(s, 0, "hand", "halvard-rime-king");
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "place" && a.card === king)).toBe(false);
    expect(refusal(s, 0, { type: "place", card: king, tributes: [] })).toBe("place/king G-KING-7");
    s = act(s, 0, { type: "sneak", card: king, tributes: [card(s, 0, "field", "glacier-sentinel", 0), card(s, 0, "field", "glacier-sentinel", 1)] });
    expect(defsIn(s, 0, "field")).toEqual(["halvard-rime-king"]);
    const mixed = scenario({ sides: [{ field: ["glacier-sentinel", "frost-sprite"], hand: ["halvard-rime-king"] }, {}] });
    expect(ruleset.legalActions(mixed, 0).some((a) => a.type === "sneak")).toBe(false);
  });

  it("G-AMB-6 G-TERM-2 a Sneak does not use the one Place by default", () => {
    let s = scenario({ sides: [{ field: ["ember-imp"], hand: ["ignar-ember-king", "cinder-hound"] }, {}] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "cinder-hound"), tributes: [] });
    expect(listed(s, 0, { type: "sneak", card: card(s, 0, "hand", "ignar-ember-king"), tributes: [card(s, 0, "field", "ember-imp")] })).toBe(true);
    let t = scenario({ sides: [{ field: ["ember-imp"], hand: ["ignar-ember-king", "cinder-hound"] }, {}], options: { sneakCountsAsPlace: true } });
    t = act(t, 0, { type: "place", card: card(t, 0, "hand", "cinder-hound"), tributes: [] });
    expect(ruleset.legalActions(t, 0).some((a) => a.type === "sneak")).toBe(false);
  });

  it("G-MAT-3 a sixth creature cannot be Placed", () => {
    const s = scenario({ sides: [{ field: ["ember-imp", "ember-imp", "cinder-hound", "cinder-hound", "iron-footman"], hand: ["iron-footman"] }, {}] });
    expect(refusal(s, 0, { type: "place", card: card(s, 0, "hand", "iron-footman"), tributes: [] })).toBe("place/tributes G-MAT-3");
  });

  it("G-MAT-6 a sixth Quest or Barrier cannot be Placed", () => {
    const s = scenario({ sides: [{ row: ["ember-wall", "ember-wall", "stone-bulwark", "stone-bulwark", "rally-the-party"], hand: ["trial-of-flame"] }, {}] });
    expect(refusal(s, 0, { type: "place", card: card(s, 0, "hand", "trial-of-flame"), tributes: [] })).toBe("place/row-full G-MAT-6");
  });

  it("G-RET-1 G-RET-2 G-RET-3 a retreat mills the Retreat Cost, returns the creature to hand and Sneaks a level 1 creature", () => {
    let s = scenario({ sides: [{ field: ["magma-brute"], hand: ["ember-imp"], deckTop: ["iron-footman", "cinder-hound", "flame-adept"] }, {}] });
    const brute = card(s, 0, "field", "magma-brute");
    s = act(s, 0, { type: "retreat", card: brute, replacement: card(s, 0, "hand", "ember-imp"), tributes: [] });
    expect(defsIn(s, 0, "field")).toEqual(["ember-imp"]);
    expect(defsIn(s, 0, "hand")).toEqual(["magma-brute"]);
    expect(defsIn(s, 0, "discard")).toEqual(["iron-footman", "cinder-hound"].reverse());
    expect(unitAt(s, brute)).toBeUndefined();
  });

  it("G-RET-4 G-TURN-5 no retreat without a level 1 creature in hand, and only once per turn", () => {
    const none = scenario({ sides: [{ field: ["ember-imp"], hand: ["flame-adept"] }, {}] });
    expect(ruleset.legalActions(none, 0).some((a) => a.type === "retreat")).toBe(false);
    let s = scenario({ sides: [{ field: ["ember-imp", "cinder-hound"], hand: ["iron-footman", "iron-footman"] }, {}] });
    s = act(s, 0, { type: "retreat", card: card(s, 0, "field", "ember-imp"), replacement: card(s, 0, "hand", "iron-footman"), tributes: [] });
    expect(refusal(s, 0, { type: "retreat", card: card(s, 0, "field", "cinder-hound"), replacement: card(s, 0, "hand", "iron-footman"), tributes: [] })).toBe("retreat/once G-TURN-5");
  });

  it("G-RET-5 an Asleep or Paralyzed creature cannot retreat", () => {
    const s = scenario({ sides: [{ field: ["ember-imp", "cinder-hound"], hand: ["iron-footman"], conditions: { 0: { asleep: true }, 1: { paralyzed: true } } }, {}] });
    expect(refusal(s, 0, { type: "retreat", card: card(s, 0, "field", "ember-imp"), replacement: card(s, 0, "hand", "iron-footman"), tributes: [] })).toBe("retreat/condition G-RET-5");
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "retreat")).toBe(false);
  });
});

describe("battles and the Chain of Command", () => {
  it("G-BTL-1 G-BTL-2 G-BTL-3 G-MIN-8 with no creatures in the way a Minion attacks the Guardian for its ATK", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"] }, {}], phase: "battle" });
    const g = guardian(s, 1);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: g });
    expect(unitOf(s, g).damage).toBe(2);
  });

  it("G-BTL-5 G-BTL-4 each creature attacks once; several creatures attack in one Battle Phase", () => {
    let s = scenario({ sides: [{ field: ["iron-footman", "cinder-hound"] }, {}], phase: "battle" });
    const g = guardian(s, 1);
    const f = card(s, 0, "field", "iron-footman");
    s = act(s, 0, { type: "attack", attacker: f, target: g });
    expect(refusal(s, 0, { type: "attack", attacker: f, target: g })).toBe("attack/once G-BTL-5");
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "cinder-hound"), target: g });
    expect(unitOf(s, g).damage).toBe(5);
  });

  it("G-BTL-6 attacking is optional", () => {
    const s = scenario({ sides: [{ field: ["iron-footman"] }, {}], phase: "battle" });
    expect(act(s, 0, { type: "end-phase" }).clock.active).toBe(1);
  });

  it("G-COC-2 G-AMB-39 while the opponent controls a Barrier only the Barrier can be attacked", () => {
    const s = scenario({ sides: [{ field: ["iron-footman"] }, { field: ["snow-archer"], row: ["ice-wall"] }], phase: "battle" });
    const f = card(s, 0, "field", "iron-footman");
    expect(refusal(s, 0, { type: "attack", attacker: f, target: card(s, 1, "field", "snow-archer") })).toBe("attack/target G-COC-2");
    expect(ruleset.legalActions(s, 0).filter((a) => a.type === "attack")).toEqual([{ type: "attack", attacker: f, target: card(s, 1, "row", "ice-wall") }]);
  });

  it("G-BAR-2 G-BAR-1 a Barrier taking damage equal to its HP is destroyed; Ice Wall prevents 1 damage per attack", () => {
    let s = scenario({ sides: [{ field: ["magma-brute"] }, { row: ["ember-wall"] }], phase: "battle" });
    const wall = card(s, 1, "row", "ember-wall");
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "magma-brute"), target: guardian(s, 1) === wall ? wall : wall });
    expect(defsIn(s, 1, "discard")).toEqual(["ember-wall"]);
    let t = scenario({ sides: [{ field: ["iron-footman"] }, { row: ["ice-wall"] }], phase: "battle" });
    const ice = card(t, 1, "row", "ice-wall");
    t = act(t, 0, { type: "attack", attacker: card(t, 0, "field", "iron-footman"), target: ice });
    expect(unitOf(t, ice).damage).toBe(1);
  });

  it("G-COC-3 G-COC-4 G-COC-5 Minions protect Kings, Minions and Kings protect the Guardian", () => {
    const s = scenario({ sides: [{ field: ["iron-footman"] }, { field: ["ignar-ember-king", "cinder-hound"] }], phase: "battle" });
    const f = card(s, 0, "field", "iron-footman");
    expect(refusal(s, 0, { type: "attack", attacker: f, target: card(s, 1, "field", "ignar-ember-king") })).toBe("attack/target G-COC-2");
    expect(listed(s, 0, { type: "attack", attacker: f, target: guardian(s, 1) })).toBe(false);
    const k = scenario({ sides: [{ field: ["iron-footman"] }, { field: ["ignar-ember-king"] }], phase: "battle" });
    expect(listed(k, 0, { type: "attack", attacker: card(k, 0, "field", "iron-footman"), target: card(k, 1, "field", "ignar-ember-king") })).toBe(true);
    expect(listed(k, 0, { type: "attack", attacker: card(k, 0, "field", "iron-footman"), target: guardian(k, 1) })).toBe(false);
  });

  it("G-COC-1 G-BTL-7 G-AMB-10 your Minions attack before your Kings", () => {
    let s = scenario({ sides: [{ field: ["iron-footman", "ignar-ember-king"] }, {}], phase: "battle" });
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "ignar-ember-king"), target: guardian(s, 1) });
    expect(refusal(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: guardian(s, 1) })).toBe("attack/order G-COC-1");
  });

  it("G-MIN-9 G-MAT-4 a Minion taking fatal damage goes to its owner's Discard Pile", () => {
    let s = scenario({ sides: [{ field: ["magma-brute"] }, { field: ["iron-footman"] }], phase: "battle" });
    const brute = card(s, 0, "field", "magma-brute");
    const target = card(s, 1, "field", "iron-footman");
    // Magma Brute is not Rushed here (it was arranged, not Placed).
    s = act(s, 0, { type: "attack", attacker: brute, target });
    expect(defsIn(s, 1, "discard")).toEqual(["iron-footman"]);
    expect(unitAt(s, target)).toBeUndefined();
  });

  it("G-WIN-3 G-GUARD-5 a Guardian taking damage equal to its HP puts its player out; one less is not fatal", () => {
    const spec = (damage: number) => scenario({ sides: [{ field: ["iron-footman"] }, { guardianDamage: damage }], phase: "battle" });
    let s = spec(30);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: guardian(s, 1) });
    expect(ruleset.outcome(s)?.winners).toEqual([0]);
    let t = spec(29);
    t = act(t, 0, { type: "attack", attacker: card(t, 0, "field", "iron-footman"), target: guardian(t, 1) });
    expect(ruleset.outcome(t)).toBeUndefined();
  });

  it("G-FLY-1 G-CATCH-5 a flier can be attacked only by Flying, Ranged or Arcane creatures; attacked, it is grounded", () => {
    let s = scenario({ sides: [{ field: ["iron-footman", "snow-archer"] }, { field: ["storm-hawk"], conditions: { 0: { flying: true } } }], phase: "battle" });
    const hawk = card(s, 1, "field", "storm-hawk");
    expect(listed(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: hawk })).toBe(false);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "snow-archer"), target: hawk });
    expect(unitOf(s, hawk).conditions.grounded).toBe(true);
    expect(listed(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: hawk })).toBe(true);
  });

  it("G-RUSH-1 G-RUSH-2 a Rushed creature must attack the Guardian directly and falls Asleep at the End Phase", () => {
    let s = scenario({ sides: [{ field: ["ember-imp", "cinder-hound"], hand: ["magma-brute"] }, { field: ["iron-footman"], row: ["ember-wall"] }], dice: "external" });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "magma-brute"), tributes: [card(s, 0, "field", "ember-imp"), card(s, 0, "field", "cinder-hound")] });
    const brute = card(s, 0, "field", "magma-brute");
    expect(unitOf(s, brute).conditions.rushed).toBe(true);
    s = act(s, 0, { type: "end-phase" });
    expect(ruleset.legalActions(s, 0)).toEqual([{ type: "attack", attacker: brute, target: guardian(s, 1) }]);
    expect(refusal(s, 0, { type: "end-phase" })).toBe("battle/rush G-RUSH-1");
    s = act(s, 0, { type: "attack", attacker: brute, target: guardian(s, 1) });
    expect(unitOf(s, guardian(s, 1)).damage).toBe(6);
    s = act(s, 0, { type: "end-phase" });
    // In between turns the sleeper flips a coin: tails, it stays Asleep.
    s = roll(s, [2]);
    expect(unitOf(s, brute).conditions.asleep).toBe(true);
    expect(unitOf(s, brute).conditions.rushed).toBe(false);
  });

  it("G-AMB-8 retaliation is off by default and on with the option", () => {
    const spec = (retaliation: boolean) => scenario({ sides: [{ field: ["iron-footman"] }, { field: ["glacier-sentinel"] }], phase: "battle", options: { retaliation } });
    for (const on of [false, true]) {
      let s = spec(on);
      const f = card(s, 0, "field", "iron-footman");
      s = act(s, 0, { type: "attack", attacker: f, target: card(s, 1, "field", "glacier-sentinel") });
      expect(unitOf(s, f).damage).toBe(on ? 3 : 0);
    }
  });
});

describe("Guardian battles", () => {
  const spec = (attackTop: string[], foe = {}) => scenario({ sides: [{ attackTop, hand: ["ember-imp"] }, foe], phase: "battle" });

  it("G-GBTL-1 G-ATKC-2 G-ATKC-3 G-GUARD-4 G-AMB-12 G-AMB-15 three Attack Cards drawn, hidden from the opponent; Base plus matching Type Damage", () => {
    let s = spec(["fireball", "frostbolt", "searing-strike"]);
    const g = guardian(s, 1);
    s = act(s, 0, { type: "guardian-battle", target: g });
    expect(defsIn(s, 0, "drawn")).toEqual(["fireball", "frostbolt", "searing-strike"]);
    expect(s.players[0]?.handAside).toBe(true);
    expect(ruleset.view(s, 1).zones[zoneId(0, "drawn")]?.cards).toEqual([null, null, null]);
    expect(ruleset.view(s, 1).zones[zoneId(0, "drawn")]?.count).toBe(3);
    const own = ruleset.view(s, 0);
    expect(own.zones[zoneId(0, "drawn")]?.cards.map((c) => own.cards[c ?? ""]?.def)).toEqual(["fireball", "frostbolt", "searing-strike"]);
    expect(ruleset.legalActions(s, 0).every((a) => a.type === "choose-attack")).toBe(true);
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "fireball"), target: null });
    expect(unitOf(s, g).damage).toBe(5);
    // G-AMB-13: all three go to the Discard Pile.
    expect(defsIn(s, 0, "discard").sort()).toEqual(["fireball", "frostbolt", "searing-strike"]);
    expect(s.players[0]?.handAside).toBe(false);
  });

  it("G-ATKC-3 Type Damage of another type is not added", () => {
    let s = spec(["frostbolt", "fireball", "searing-strike"]);
    const g = guardian(s, 1);
    s = act(s, 0, { type: "guardian-battle", target: g });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "frostbolt"), target: null });
    expect(unitOf(s, g).damage).toBe(2);
  });

  it("G-GBTL-2 G-AMB-9 the Guardian ignores opposing creatures but a Barrier stops it", () => {
    const open = spec(["fireball"], { field: ["iron-footman", "ignar-ember-king"] });
    expect(listed(open, 0, { type: "guardian-battle", target: guardian(open, 1) })).toBe(true);
    const walled = spec(["fireball"], { row: ["ember-wall"] });
    expect(ruleset.legalActions(walled, 0).some((a) => a.type === "guardian-battle")).toBe(false);
  });

  it("G-GBTL-3 G-TURN-7 one Guardian battle per turn, and no creature attacks after it", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], attackTop: ["fireball", "frostbolt", "searing-strike"] }, {}], phase: "battle" });
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "searing-strike"), target: null });
    expect(ruleset.legalActions(s, 0)).toEqual([{ type: "end-phase" }]);
  });

  it("G-DECK-5 G-AMB-45 an empty Attack Deck is refilled from the Attack Cards in the Discard Pile", () => {
    let s = spec(["fireball", "frostbolt", "searing-strike"]);
    const attack = s.zones.zones[zoneId(0, "attack")]?.cards ?? [];
    const discardZone = s.zones.zones[zoneId(0, "discard")];
    const keep = attack.slice(0, 1);
    const moved = attack.slice(1);
    s = {
      ...s,
      zones: {
        ...s.zones,
        [zoneId(0, "attack")]: { id: zoneId(0, "attack"), owner: 0, capacity: null, visibility: "hidden", cards: keep, faceDown: keep },
        [zoneId(0, "discard")]: { id: zoneId(0, "discard"), owner: 0, capacity: null, visibility: "public", cards: [...(discardZone?.cards ?? []), ...moved], faceDown: [] },
      },
    };
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    expect(s.zones.zones[zoneId(0, "drawn")]?.cards.length).toBe(3);
    expect(s.zones.zones[zoneId(0, "attack")]?.cards.length).toBe(moved.length - 2);
  });
});

/**
 * Player 1's creature was poisoned with a 3 before player 1's first turn; player 1 has ended 1
 * turn since, so 2 are left (turns 4 and 6); a count kept from the die would run on to turn 8.
 * Plays turns 3 to 8 with nothing but end-phase; after each, whether it is Poisoned and its damage.
 */
function poisonRun(timing: "every-between" | "owner-turns-only"): { poisoned: boolean[]; damage: number[] } {
  let s = scenario({
    sides: [{}, { field: ["glacier-sentinel"], conditions: { 0: { poison: { kind: "owner-turns", owner: 1, count: 3, target: 3 } } } }],
    phase: "battle",
    options: { poisonDamageTiming: timing },
  });
  const target = card(s, 1, "field", "glacier-sentinel");
  const poisoned: boolean[] = [];
  const damage: number[] = [];
  while (s.clock.turn < 9) {
    const turn = s.clock.turn;
    while (s.clock.turn === turn) s = act(s, s.clock.active, { type: "end-phase" });
    poisoned.push(unitOf(s, target).conditions.poison !== null);
    damage.push(unitOf(s, target).damage);
  }
  return { poisoned, damage };
}

describe("special conditions and catches", () => {
  it("G-POI-1 G-POI-2 G-AMB-23 Poison lasts a d6 of its owner's turns and deals 1 damage in between turns", () => {
    let s = scenario({ sides: [{ field: ["venom-stalker"] }, { field: ["glacier-sentinel"] }], phase: "battle", dice: "external" });
    const target = card(s, 1, "field", "glacier-sentinel");
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "venom-stalker"), target });
    s = roll(s, [3]);
    // A core duration of 3 of player 1's turns: player 1 has ended 1, so it ends with their 4th.
    expect(unitOf(s, target).conditions.poison).toEqual({ kind: "owner-turns", owner: 1, count: 3, target: 4 });
    expect(unitOf(s, target).damage).toBe(2);
    s = act(s, 0, { type: "end-phase" });
    expect(unitOf(s, target).damage).toBe(3);
    expect(poisonTurnsLeft(unitOf(s, target).conditions, s.clock)).toBe(3);
    expect(ruleset.view(s, 0).game.players[1]?.field[0]?.poisonTurnsLeft).toBe(3);
    expect(unitAt(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s)))), target)).toEqual(unitOf(s, target));
  });

  it("G-POI-1 G-POI-2 Poison runs out when the clock reaches its duration, not after a count of its own", () => {
    expect(poisonRun("every-between")).toEqual({ poisoned: [true, true, true, false, false, false], damage: [1, 2, 3, 4, 4, 4] });
  });

  it("G-POI-2 G-AMB-23 with poisonDamageTiming owner-turns-only, Poison deals 1 only as each of its owner's counted turns ends", () => {
    expect(poisonRun("owner-turns-only")).toEqual({ poisoned: [true, true, true, false, false, false], damage: [0, 1, 1, 2, 2, 2] });
  });

  it("G-CONF-1 G-CONF-2 G-AMB-32 a Confused attacker flips a coin; on tails it takes its own ATK and the attack ends", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], conditions: { 0: { confused: true } } }, {}], phase: "battle", dice: "external" });
    const f = card(s, 0, "field", "iron-footman");
    s = act(s, 0, { type: "attack", attacker: f, target: guardian(s, 1) });
    expect(s.chance?.request.kind).toBe("coin");
    s = roll(s, [2]);
    expect(unitOf(s, f).damage).toBe(2);
    expect(unitOf(s, guardian(s, 1)).damage).toBe(0);
    let h = scenario({ sides: [{ field: ["iron-footman"], conditions: { 0: { confused: true } } }, {}], phase: "battle", dice: "external" });
    h = act(h, 0, { type: "attack", attacker: card(h, 0, "field", "iron-footman"), target: guardian(h, 1) });
    h = roll(h, [1]);
    expect(unitOf(h, guardian(h, 1)).damage).toBe(2);
  });

  it("G-TURN-10 G-AMB-22 G-BURN-1 G-BURN-2 G-SLEEP-2 G-FROZ-2 in between turns coins decide Burn damage, waking and thawing", () => {
    let s = scenario({ sides: [{}, { field: ["iron-footman", "snow-archer", "frost-sprite"], conditions: { 0: { burned: true }, 1: { asleep: true }, 2: { frozen: true } } }], phase: "battle", dice: "external" });
    s = act(s, 0, { type: "end-phase" });
    s = roll(s, [2], [1], [1]);
    expect(unitOf(s, card(s, 1, "field", "iron-footman")).damage).toBe(2);
    expect(unitOf(s, card(s, 1, "field", "snow-archer")).conditions.asleep).toBe(false);
    expect(unitOf(s, card(s, 1, "field", "frost-sprite")).conditions.frozen).toBe(false);
  });

  it("G-PAR-1 G-PAR-2 G-SLEEP-1 G-FROZ-1 Paralyzed, Asleep and Frozen creatures cannot attack", () => {
    const s = scenario({ sides: [{ field: ["iron-footman", "snow-archer", "cinder-hound"], conditions: { 0: { paralyzed: true }, 1: { asleep: true }, 2: { frozen: true } } }, {}], phase: "battle" });
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "attack")).toBe(false);
    expect(refusal(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: guardian(s, 1) })).toBe("attack/condition G-PAR-1");
  });

  it("G-CATCH-2 G-CATCH-3 G-CATCH-4 an attack wakes a sleeper, Fire thaws, Frost cools a burn", () => {
    let s = scenario({
      sides: [{ field: ["cinder-hound", "frost-sprite"] }, { field: ["glacier-sentinel", "glacier-sentinel"], conditions: { 0: { asleep: true, frozen: true }, 1: { burned: true } } }],
      phase: "battle",
    });
    const [a, b] = [card(s, 1, "field", "glacier-sentinel", 0), card(s, 1, "field", "glacier-sentinel", 1)];
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "cinder-hound"), target: a });
    expect(unitOf(s, a).conditions.asleep).toBe(false);
    expect(unitOf(s, a).conditions.frozen).toBe(false);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "frost-sprite"), target: b });
    expect(unitOf(s, b).conditions.burned).toBe(false);
    // Frost Sprite's own ability then freezes its target.
    expect(unitOf(s, b).conditions.frozen).toBe(true);
  });

  it("G-CATCH-1 a Holy attacker heals every condition of its target", () => {
    let s = scenario({ sides: [{ field: ["dawn-acolyte"] }, { field: ["glacier-sentinel"], conditions: { 0: { burned: true, confused: true, poison: { kind: "owner-turns", owner: 1, count: 4, target: 5 } } } }], phase: "battle" });
    const t = card(s, 1, "field", "glacier-sentinel");
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "dawn-acolyte"), target: t });
    expect(unitOf(s, t).conditions).toEqual(NO_CONDITIONS);
  });

  it("G-CATCH-6 a Guardian is unaffected by Special Conditions", () => {
    let s = scenario({ sides: [{ attackTop: ["shadow-bolt", "fireball", "frostbolt"] }, {}], phase: "battle" });
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    // Shadow Bolt's chosen creature: there is none, so the effect has no target.
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "shadow-bolt"), target: null });
    expect(unitOf(s, guardian(s, 1)).conditions).toEqual(NO_CONDITIONS);
  });
});
