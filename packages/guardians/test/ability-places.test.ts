// Where each effect may be printed: every one the card format accepts acts there, and every one
// that could never act there is refused with the reason. Extra phases are played or refused
// (G-ENG-10), a Guardian's own on-attack abilities act (G-ENG-11), and "a creature" outside an
// attack is chosen by the effect's controller (G-ENG-9).
import { describe, expect, it } from "vitest";
import { Rng, seedRng, slotOf } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { emberVanguardDeck, parseCard, ruleset, type Card, type GuardiansState } from "@rulesmith/guardians";
import { ABILITY_DECKS, ABILITY_POOL, act, card, defsIn, guardian, listed, MEDIC, QUAKE, refusal, scenario, TRIAGE, unitOf } from "./helpers.js";

const minion = (id: string, abilities: unknown[]): unknown => ({ kind: "minion", id, name: id, level: 1, damageType: "fire", class: "mage", atk: 1, hp: 3, retreatCost: 0, abilities });
const guardianCard = (id: string, abilities: unknown[]): unknown => ({ kind: "guardian", id, name: id, damageType: "holy", class: "paladin", hp: 30, abilities });
const quest = (id: string, reward: unknown[]): unknown => ({ kind: "quest", id, name: id, turnCount: 3, requirement: { kind: "guardian-damage-at-most", damage: 99 }, reward });
const attackCard = (id: string, effects: unknown[]): unknown => ({ kind: "attack", id, name: id, baseDamage: 1, effects });
const barrier = (id: string, effects: unknown[]): unknown => ({ kind: "barrier", id, name: id, hp: 3, effects });
const message = (x: unknown): string => {
  const r = parseCard(x);
  return r.ok ? "accepted" : r.error.problems.map((p) => `${p.path}: ${p.message}`).join(" | ");
};
const asCard = (x: unknown): Card => assertOk(parseCard(x));

/** The state with a card's damage set (a test's setup). */
function damaged(s: GuardiansState, id: string, damage: number): GuardiansState {
  const units = s.units.slice();
  units[slotOf(s.zones, id)] = { ...unitOf(s, id), damage };
  return { ...s, units };
}

function parsesBack(s: GuardiansState): void {
  const r = ruleset.parseState(JSON.parse(JSON.stringify(s)));
  if (!r.ok) throw new Error(`${r.error.message} ${JSON.stringify(r.error.details)}`);
}

const extra = { kind: "extra-phases", phases: ["battle"] };

describe("extra phases are played where a phase can follow, and refused elsewhere", () => {
  it("G-ENG-10 G-GOLD-2 G-QUEST-3 the card format refuses extra phases in a Quest's reward and an end-phase ability (no phase follows the End Phase), and in an on-attacked ability (the attacker's turn)", () => {
    expect(message(quest("q", [extra]))).toContain("a Quest's reward acts in the End Phase, which ends the turn: no phase of the turn comes after it");
    expect(message(minion("m", [{ trigger: "end-phase", effects: [extra] }]))).toContain('an "end-phase" ability acts in the End Phase');
    expect(message(guardianCard("g", [{ trigger: "end-phase", effects: [extra] }]))).toContain("acts in the End Phase");
    expect(message(minion("m", [{ trigger: "on-attacked", effects: [extra] }]))).toContain("the attacker would get the phases, not the player whose card it is");
    expect(message(guardianCard("g", [{ trigger: "on-attacked", effects: [extra] }]))).toContain("the attacker would get the phases");
    expect(message(quest("q", [extra]))).toContain("reward[0].kind");
    for (const trigger of ["enters-play", "activated", "on-attack"]) expect(message(minion("m", [{ trigger, effects: [extra] }]))).toBe("accepted");
    expect(message(guardianCard("g", [{ trigger: "on-attack", effects: [extra] }]))).toBe("accepted");
    expect(message(guardianCard("g", [{ trigger: "activated", effects: [extra] }]))).toBe("accepted");
    expect(message(attackCard("a", [extra]))).toBe("accepted");
  });

  it("G-ENG-10 G-GOLD-2 a creature's on-attack extra Battle Phase is played after the Battle Phase it attacked in", () => {
    const striker = asCard(minion("striker", [{ trigger: "on-attack", effects: [extra] }]));
    let s = scenario({ sides: [{ field: ["striker", "iron-footman"] }, {}], phase: "battle", extraCards: [striker] });
    const foe = guardian(s, 1);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "striker"), target: foe });
    expect(s.turn.remaining).toEqual(["extra-battle", "end"]);
    s = act(s, 0, { type: "end-phase" });
    expect([s.decision?.kind, s.clock.phase, s.clock.active]).toEqual(["battle", "battle", 0]);
    expect(listed(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: foe })).toBe(true);
    s = act(s, 0, { type: "end-phase" });
    expect(s.clock.active).toBe(1);
  });
});

describe("a Guardian's on-attack abilities", () => {
  const AEGIS = asCard(
    guardianCard("aegis", [
      {
        trigger: "on-attack",
        effects: [
          { kind: "draw", count: 1 },
          { kind: "damage", amount: 1, target: "attack-target" },
        ],
      },
    ]),
  );
  const BRAMBLE = asCard(guardianCard("bramble", [{ trigger: "on-attacked", effects: [{ kind: "damage", amount: 2, target: "attack-target" }] }]));

  it("G-ENG-11 G-GUARD-6 G-GBTL-1 act after its Attack Card's effects and before the attacked Guardian's on-attacked abilities", () => {
    let s = scenario({ sides: [{ guardian: "aegis", attackTop: ["quick-strike", "fireball", "frostbolt"], field: ["iron-footman"] }, { guardian: "bramble" }], phase: "battle", extraCards: [AEGIS, BRAMBLE] });
    const [g0, g1] = [guardian(s, 0), guardian(s, 1)];
    const hand = defsIn(s, 0, "hand").length;
    s = act(s, 0, { type: "guardian-battle", target: g1 });
    const r = ruleset.apply(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "quick-strike"), target: null });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    // Quick Strike's 3, then Aegis's 1; Bramble answers with 2.
    expect([unitOf(s, g1).damage, unitOf(s, g0).damage]).toEqual([4, 2]);
    expect(defsIn(s, 0, "hand")).toHaveLength(hand + 1);
    const steps = r.value.events.map((e) => (e.type === "damage" ? `damage ${e.card === g1 ? "g1" : "g0"} ${e.amount}` : e.type)).filter((t) => t.startsWith("damage") || t === "atk-changed" || t === "card-moved");
    expect(steps.slice(0, 5)).toEqual(["damage g1 3", "atk-changed", "card-moved", "damage g1 1", "damage g0 2"]);
  });
});

describe("a creature chosen outside an attack (G-ENG-9)", () => {
  const HEALER = asCard(guardianCard("healer", [{ trigger: "end-phase", effects: [{ kind: "heal", amount: 2, target: "chosen-creature" }] }]));

  it("G-ENG-9 an end-phase effect on a creature asks its controller to choose among the creatures in play, then the End Phase goes on", () => {
    let s = scenario({ sides: [{ guardian: "healer", field: ["iron-footman"] }, { field: ["snow-archer"] }], phase: "battle", extraCards: [HEALER] });
    const [foot, archer] = [card(s, 0, "field", "iron-footman"), card(s, 1, "field", "snow-archer")];
    s = damaged(damaged(s, foot, 2), archer, 1);
    s = act(s, 0, { type: "end-phase" });
    expect(ruleset.pending(s)).toMatchObject({ kind: "choose-creature", players: [0], rule: "G-ENG-9" });
    expect(ruleset.legalActions(s, 0)).toEqual([
      { type: "choose-creature", target: foot },
      { type: "choose-creature", target: archer },
    ]);
    expect(s.resume).toEqual({ controller: 0, runs: [{ card: guardian(s, 0), effects: HEALER.kind === "guardian" ? HEALER.abilities[0]?.effects : [], chosen: null }], then: { step: "end-phase" } });
    parsesBack(s);
    expect(refusal(s, 0, { type: "choose-creature", target: guardian(s, 1) })).toBe("creature/not-in-play G-ENG-9");
    expect(refusal(s, 0, { type: "end-phase" })).toBe("action/illegal");
    expect(refusal(s, 1, { type: "choose-creature", target: foot })).not.toBe("accepted");
    const r = ruleset.apply(s, 0, { type: "choose-creature", target: archer });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.some((e) => e.type === "creature-chosen" && e.creature === archer && e.card === guardian(s, 0))).toBe(true);
    s = r.value.state;
    expect([unitOf(s, foot).damage, unitOf(s, archer).damage]).toEqual([2, 0]);
    expect(s.resume).toBeNull();
    expect(s.decision).toEqual({ kind: "action", player: 1, target: null });
  });

  it("G-ENG-9 with one creature in play it is chosen without asking; with none the effect acts on nothing", () => {
    let one = scenario({ sides: [{ guardian: "healer" }, { field: ["snow-archer"] }], phase: "battle", extraCards: [HEALER] });
    const archer = card(one, 1, "field", "snow-archer");
    one = act(damaged(one, archer, 1), 0, { type: "end-phase" });
    expect(unitOf(one, archer).damage).toBe(0);
    expect(one.decision).toEqual({ kind: "action", player: 1, target: null });
    let none = scenario({ sides: [{ guardian: "healer" }, {}], phase: "battle", extraCards: [HEALER] });
    none = act(none, 0, { type: "end-phase" });
    expect(none.decision).toEqual({ kind: "action", player: 1, target: null });
  });

  it("G-ENG-9 G-AMB-3 an enters-play effect asks for the creature first, then (three players) the opponent, then the Action Phase goes on", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], hand: ["battle-medic"] }, { field: ["snow-archer"] }, {}], extraCards: [MEDIC] });
    const foot = card(s, 0, "field", "iron-footman");
    s = damaged(s, foot, 2);
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "battle-medic"), tributes: [] });
    const medic = card(s, 0, "field", "battle-medic");
    expect(s.decision?.kind).toBe("choose-creature");
    expect(ruleset.legalActions(s, 0).map((a) => (a.type === "choose-creature" ? a.target : ""))).toEqual([foot, medic, card(s, 1, "field", "snow-archer")]);
    parsesBack(s);
    s = act(s, 0, { type: "choose-creature", target: foot });
    expect(unitOf(s, foot).damage).toBe(2);
    expect(s.decision?.kind).toBe("choose-opponent");
    expect(s.resume?.runs[0]?.chosen).toBe(foot);
    parsesBack(s);
    s = act(s, 0, { type: "choose-opponent", player: 2 });
    expect([unitOf(s, foot).damage, unitOf(s, guardian(s, 1)).damage, unitOf(s, guardian(s, 2)).damage]).toEqual([0, 0, 1]);
    expect(s.decision).toEqual({ kind: "action", player: 0, target: null });
  });

  it("G-ENG-9 G-QUEST-2 a Quest's reward on a creature asks in the End Phase, and the Quest then counts down", () => {
    let s = scenario({ sides: [{ row: ["field-triage"], field: ["iron-footman", "snow-archer"] }, {}], phase: "battle", extraCards: [TRIAGE] });
    const triage = card(s, 0, "row", "field-triage");
    const archer = card(s, 0, "field", "snow-archer");
    s = damaged(s, archer, 1);
    s = act(s, 0, { type: "end-phase" });
    expect(s.decision?.kind).toBe("choose-creature");
    expect(s.resume?.then).toEqual({ step: "quest", quest: triage, quests: [] });
    parsesBack(s);
    s = act(s, 0, { type: "choose-creature", target: archer });
    expect(unitOf(s, archer).damage).toBe(0);
    expect(unitOf(s, triage).counter).toBe(2);
    expect(s.clock.active).toBe(1);
  });

  it("G-ENG-9 a saved choose-creature state whose waiting work does not fit is refused", () => {
    let s = scenario({ sides: [{ guardian: "healer", field: ["iron-footman"] }, { field: ["snow-archer"] }], phase: "battle", extraCards: [HEALER] });
    s = act(s, 0, { type: "end-phase" });
    const bad = (x: unknown): boolean => !ruleset.parseState(JSON.parse(JSON.stringify(x))).ok;
    const run = s.resume?.runs[0];
    expect(bad({ ...s, resume: null })).toBe(true);
    expect(bad({ ...s, resume: { ...s.resume, runs: [{ ...run, chosen: card(s, 0, "field", "iron-footman") }] } })).toBe(true);
    expect(bad({ ...s, resume: { ...s.resume, runs: [{ ...run, effects: [{ kind: "draw", count: 1 }] }] } })).toBe(true);
    expect(bad({ ...s, decision: { kind: "choose-opponent", player: 0, target: null } })).toBe(true);
    expect(bad({ ...s, decision: { kind: "choose-creature", player: 1, target: null } })).toBe(true);
    parsesBack(s);
  });

  it("G-ENG-9 G-AMB-3 random matches with Battle Medic and Field Triage ask for creatures", () => {
    let asked = 0;
    for (let seed = 1; seed <= 6 && asked === 0; seed++) {
      const decks = [ABILITY_DECKS[0] ?? emberVanguardDeck, ABILITY_DECKS[1] ?? emberVanguardDeck, ABILITY_DECKS[0] ?? emberVanguardDeck];
      let s = assertOk(ruleset.setup({ seed, decks, cards: ABILITY_POOL, options: { players: 3 } }));
      const rng = new Rng(seedRng(seed));
      for (let i = 0; i < 3000 && ruleset.outcome(s) === undefined; i++) {
        if (s.decision?.kind === "choose-creature") asked++;
        const p = ruleset.activePlayers(s)[0] ?? 0;
        const legal = ruleset.legalActions(s, p);
        s = act(s, p, legal[rng.int(legal.length)] ?? { type: "end-phase" });
      }
    }
    expect(asked).toBeGreaterThan(0);
  });
});

describe("no effect asks a choice that changes nothing (G-AMB-3)", () => {
  it("G-AMB-3 with four players an effect on all opposing creatures asks nothing while no opponent has a creature", () => {
    let s = scenario({ sides: [{ field: ["quake-shaman", "iron-footman"] }, {}, {}, {}], extraCards: [QUAKE] });
    const own = card(s, 0, "field", "iron-footman");
    s = act(damaged(s, own, 2), 0, { type: "ability", card: card(s, 0, "field", "quake-shaman"), ability: 0, target: own });
    expect(s.decision?.kind).toBe("action");
    expect(unitOf(s, own).damage).toBe(1);
    let t = scenario({ sides: [{ field: ["quake-shaman"] }, {}, { field: ["snow-archer"] }, {}], extraCards: [QUAKE] });
    t = act(t, 0, { type: "ability", card: card(t, 0, "field", "quake-shaman"), ability: 0, target: card(t, 0, "field", "quake-shaman") });
    expect(t.decision?.kind).toBe("choose-opponent");
  });
});

describe("the card format refuses effects that could never act where they are printed", () => {
  it("G-TURN-8 a modify-atk in the End Phase (an end-phase ability, a Quest's reward) is refused: the change is cleared as the turn ends, before any attack", () => {
    const atk = { kind: "modify-atk", amount: 1, target: "all-own-creatures" };
    expect(message(quest("q", [atk]))).toContain("the field `reward[0].kind`: \"modify-atk\" changes ATK until the end of the turn, and a Quest's reward acts in the End Phase");
    expect(message(minion("m", [{ trigger: "end-phase", effects: [atk] }]))).toContain('and an "end-phase" ability acts in the End Phase: no attack comes before the turn ends');
    expect(message(guardianCard("g", [{ trigger: "end-phase", effects: [atk] }]))).toContain("so it would do nothing");
    for (const trigger of ["enters-play", "activated", "on-attack", "on-attacked"]) expect(message(minion("m", [{ trigger, effects: [atk] }]))).toBe("accepted");
  });

  it("G-AMB-46 heal and cure-conditions on the self of an enters-play ability are refused: a card enters play with no damage and no conditions", () => {
    for (const e of [{ kind: "heal", amount: 2, target: "self" }, { kind: "cure-conditions", target: "self" }]) {
      expect(message(minion("m", [{ trigger: "enters-play", effects: [e] }]))).toContain('In an "enters-play" ability, "self" has just entered play, with no damage and no Special Conditions');
      expect(message(minion("m", [{ trigger: "activated", effects: [e] }]))).toBe("accepted");
      expect(message(minion("m", [{ trigger: "enters-play", effects: [{ ...e, target: "all-own-creatures" }] }]))).toBe("accepted");
    }
  });

  it("G-CATCH-6 G-GOLD-1 a card that inflicts a Special Condition on a Guardian is refused, and the refusal says why the Golden Rule does not lift G-CATCH-6", () => {
    const explicit = [
      minion("m", [{ trigger: "activated", effects: [{ kind: "inflict-condition", condition: "poisoned", target: "opponent-guardian" }] }]),
      minion("m", [{ trigger: "end-phase", effects: [{ kind: "inflict-condition", condition: "asleep", target: "own-guardian" }] }]),
      guardianCard("g", [{ trigger: "activated", effects: [{ kind: "inflict-condition", condition: "frozen", target: "self" }] }]),
      attackCard("a", [{ kind: "inflict-condition", condition: "burned", target: "attack-target" }]),
    ];
    for (const c of explicit) {
      expect(message(c)).toContain("unaffected by Special Conditions (G-CATCH-6); inflicting one does not contradict that, so the Golden Rule (G-GOLD-1) does not lift it");
    }
  });

  it("G-GUARD-4 G-CATCH-6 an effect that acts only on a Minion or King (modify-atk, inflict-condition, cure-conditions) is refused on a Guardian", () => {
    for (const t of ["own-guardian", "opponent-guardian"]) {
      expect(message(minion("m", [{ trigger: "activated", effects: [{ kind: "modify-atk", amount: 1, target: t }] }]))).toContain(`A Guardian has no ATK (G-GUARD-4), so "modify-atk" on "${t}" would do nothing`);
      expect(message(minion("m", [{ trigger: "enters-play", effects: [{ kind: "inflict-condition", condition: "poisoned", target: t }] }]))).toContain("unaffected by Special Conditions (G-CATCH-6)");
      expect(message(attackCard("a", [{ kind: "cure-conditions", target: t }]))).toContain("never carries a Special Condition");
      // Damage and healing act on a Guardian.
      expect(message(minion("m", [{ trigger: "enters-play", effects: [{ kind: "damage", amount: 1, target: t }] }]))).toBe("accepted");
    }
    // A Guardian's own "self", and the Guardian an Attack Card or a Guardian's on-attack ability attacks.
    expect(message(guardianCard("g", [{ trigger: "activated", effects: [{ kind: "modify-atk", amount: 1, target: "self" }] }]))).toContain('"self" is a Guardian, and a Guardian has no ATK');
    expect(message(attackCard("a", [{ kind: "modify-atk", amount: 1, target: "self" }]))).toContain('In an Attack Card, "self" is a Guardian');
    expect(message(attackCard("a", [{ kind: "inflict-condition", condition: "burned", target: "attack-target" }]))).toContain('"attack-target" is always a Guardian');
    expect(message(guardianCard("g", [{ trigger: "on-attack", effects: [{ kind: "modify-atk", amount: -1, target: "attack-target" }] }]))).toContain('"attack-target" is always a Guardian');
    // A Guardian's on-attacked ability may be answering a creature.
    expect(message(guardianCard("g", [{ trigger: "on-attacked", effects: [{ kind: "inflict-condition", condition: "burned", target: "attack-target" }] }]))).toBe("accepted");
    // Standing: a Guardian and a Barrier have no ATK of their own.
    expect(message(guardianCard("g", [{ trigger: "static", effects: [{ kind: "modify-atk", amount: 1, target: "self" }] }]))).toContain('"self" is the Guardian, which has no ATK');
    expect(message(barrier("b", [{ kind: "modify-atk", amount: 1, target: "self" }]))).toContain('"self" is the Barrier, which has no ATK');
    expect(message(minion("m", [{ trigger: "static", effects: [{ kind: "modify-atk", amount: 1, target: "self" }] }]))).toBe("accepted");
  });

  it("G-QUEST-3 G-ATKC-4 'self' in a Quest's reward and 'attack-target' outside an attack are refused; 'chosen-creature' inside an attack is refused (G-ENG-9)", () => {
    for (const kind of ["damage", "heal"]) {
      expect(message(quest("q", [{ kind, amount: 1, target: "self" }]))).toContain(`In a Quest's reward, "self" is the Quest, which has no HP, ATK or Special Conditions, so "${kind}" on "self" would do nothing`);
      expect(message(quest("q", [{ kind, amount: 1, target: "attack-target" }]))).toContain("A Quest's reward comes with no attack");
    }
    for (const trigger of ["enters-play", "activated", "end-phase"]) {
      expect(message(minion("m", [{ trigger, effects: [{ kind: "damage", amount: 1, target: "attack-target" }] }]))).toContain("comes with no attack");
      expect(message(minion("m", [{ trigger, effects: [{ kind: "heal", amount: 1, target: "chosen-creature" }] }]))).toBe("accepted");
    }
    expect(message(guardianCard("g", [{ trigger: "end-phase", effects: [{ kind: "damage", amount: 1, target: "attack-target" }] }]))).toContain("comes with no attack");
    for (const trigger of ["on-attack", "on-attacked"]) {
      expect(message(minion("m", [{ trigger, effects: [{ kind: "heal", amount: 1, target: "chosen-creature" }] }]))).toContain("acts inside an attack, where nobody is asked to choose a creature");
      expect(message(guardianCard("g", [{ trigger, effects: [{ kind: "heal", amount: 1, target: "chosen-creature" }] }]))).toContain("acts inside an attack");
      expect(message(minion("m", [{ trigger, effects: [{ kind: "heal", amount: 1, target: "attack-target" }] }]))).toBe("accepted");
    }
    expect(message(attackCard("a", [{ kind: "heal", amount: 1, target: "chosen-creature" }]))).toBe("accepted");
    expect(message(quest("q", [{ kind: "heal", amount: 1, target: "chosen-creature" }]))).toBe("accepted");
    // The message lists what may be used instead.
    expect(message(quest("q", [{ kind: "damage", amount: 1, target: "self" }]))).toContain('use "chosen-creature", "all-opponent-creatures", "all-own-creatures", "own-guardian", "opponent-guardian".');
  });

  it("G-GUARD-6 a Guardian's enters-play ability is refused: a Guardian starts in its slot and never enters play", () => {
    expect(message(guardianCard("g", [{ trigger: "enters-play", effects: [{ kind: "draw", count: 1 }] }]))).toContain('never enters play, so an "enters-play" ability of a Guardian would never act');
    expect(message(minion("m", [{ trigger: "enters-play", effects: [{ kind: "draw", count: 1 }] }]))).toBe("accepted");
  });

  it("G-AMB-1 G-MIN-2 a Minion's level is any whole number of stars from 1 to 99: above the placeable level it is a valid card the deck check warns about", () => {
    const high = { kind: "minion", id: "m", name: "M", level: 99, damageType: "arcane", class: "mage", atk: 1, hp: 3, retreatCost: 0, abilities: [] };
    expect(message(high)).toBe("accepted");
    expect(message({ ...high, level: 100 })).not.toBe("accepted");
    expect(message({ ...high, level: 0 })).not.toBe("accepted");
  });
});
