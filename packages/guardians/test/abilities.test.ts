// Every ability the card format accepts runs: static abilities on Guardians, Minions and Kings,
// every standing effect of a Barrier, every activated ability of a card (each with its own
// limit), curing Flying; and, with 3 or 4 players, the choice of the opponent an effect acts on.
import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { Rng, seedRng, slotOf } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { emberVanguardDeck, parseCard, ruleset, validateDeck, type GuardiansState } from "@rulesmith/guardians";
import { ABILITY_DECKS, ABILITY_POOL, act, card, defsIn, guardian, listed, QUAKE, refusal, scenario, THUNDER, unitOf } from "./helpers.js";

/** The ATK the view shows for a card in play. */
function atk(s: GuardiansState, id: string): number {
  const v = ruleset.view(s, 0).game;
  for (const side of v.players) for (const u of side.field) if (u.id === id) return u.atk;
  throw new Error(`${id} is not on a field`);
}

/** The state with a card's damage set (a test's setup). */
function damaged(s: GuardiansState, id: string, damage: number): GuardiansState {
  const units = s.units.slice();
  units[slotOf(s.zones, id)] = { ...unitOf(s, id), damage };
  return { ...s, units };
}

const minion = (id: string, abilities: unknown[]): unknown => ({ kind: "minion", id, name: id, level: 1, damageType: "fire", class: "mage", atk: 1, hp: 3, retreatCost: 0, abilities });
const messages = (r: ReturnType<typeof parseCard>): string => (r.ok ? "accepted" : r.error.message);

describe("static abilities and standing effects", () => {
  it("G-GUARD-6 G-GOLD-1 a Guardian's static ability is in force while it is in play: Sylva gives her side's creatures +1 ATK, read and not stored", () => {
    let s = scenario({ sides: [{ guardian: "sylva-grove-guardian", field: ["iron-footman"] }, { field: ["glacier-sentinel"] }], phase: "battle" });
    const f = card(s, 0, "field", "iron-footman");
    const sentinel = card(s, 1, "field", "glacier-sentinel");
    expect([atk(s, f), atk(s, sentinel)]).toEqual([3, 3]);
    s = act(s, 0, { type: "attack", attacker: f, target: sentinel });
    expect(unitOf(s, sentinel).damage).toBe(3);
    expect(unitOf(s, f).atkMod).toBe(0);
  });

  it("G-MIN-8 G-GBTL-1 G-ENG-6 a Minion's static prevent-damage shields its side from creature attacks and Guardian battles while it is in play", () => {
    let s = scenario({ sides: [{ field: ["cinder-hound"], attackTop: ["fireball", "frostbolt", "searing-strike"] }, { field: ["shieldbearer"] }], phase: "battle" });
    const bearer = card(s, 1, "field", "shieldbearer");
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "cinder-hound"), target: bearer });
    expect(unitOf(s, bearer).damage).toBe(2);
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "fireball"), target: null });
    expect(unitOf(s, guardian(s, 1)).damage).toBe(4);
    // Without it on the field the same attack deals its whole ATK.
    let t = scenario({ sides: [{ field: ["cinder-hound"] }, { field: ["iron-footman"] }], phase: "battle" });
    const foot = card(t, 1, "field", "iron-footman");
    t = act(t, 0, { type: "attack", attacker: card(t, 0, "field", "cinder-hound"), target: foot });
    expect(unitOf(t, foot).damage).toBe(3);
  });

  it("G-KING-5 G-GOLD-1 a King's static ability: Grimbold gives opposing creatures -1 ATK, not his own side's, and it ends when he leaves play", () => {
    let s = scenario({ sides: [{ field: ["magma-brute", "iron-footman"] }, { field: ["grimbold-dread-king", "snow-archer"] }], phase: "battle" });
    const [brute, foot] = [card(s, 0, "field", "magma-brute"), card(s, 0, "field", "iron-footman")];
    const [king, archer] = [card(s, 1, "field", "grimbold-dread-king"), card(s, 1, "field", "snow-archer")];
    expect([atk(s, brute), atk(s, foot), atk(s, king), atk(s, archer)]).toEqual([5, 1, 5, 2]);
    s = act(s, 0, { type: "attack", attacker: brute, target: archer });
    s = act(s, 0, { type: "attack", attacker: foot, target: king });
    expect(unitOf(s, king).damage).toBe(1);
    // Destroyed, Grimbold takes his -1 ATK with him.
    let t = scenario({ sides: [{ field: ["magma-brute"] }, { field: ["grimbold-dread-king"] }], phase: "battle" });
    const k = card(t, 1, "field", "grimbold-dread-king");
    t = act(damaged(t, k, 4), 0, { type: "attack", attacker: card(t, 0, "field", "magma-brute"), target: k });
    expect(defsIn(t, 1, "discard")).toEqual(["grimbold-dread-king"]);
    expect(atk(t, card(t, 0, "field", "magma-brute"))).toBe(6);
  });

  it("G-BAR-1 every standing effect of a Barrier runs while it stands: War Banner's +1 ATK until it is destroyed, Ice Wall's shield", () => {
    let s = scenario({ sides: [{ field: ["magma-brute", "cinder-hound"] }, { row: ["war-banner", "ice-wall"], field: ["iron-footman"] }], phase: "battle" });
    const foot = card(s, 1, "field", "iron-footman");
    const [banner, wall] = [card(s, 1, "row", "war-banner"), card(s, 1, "row", "ice-wall")];
    expect(atk(s, foot)).toBe(3);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "magma-brute"), target: banner });
    expect(defsIn(s, 1, "discard")).toEqual(["war-banner"]);
    expect(atk(s, foot)).toBe(2);
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "cinder-hound"), target: wall });
    expect(unitOf(s, wall).damage).toBe(2);
  });

  it("G-AMB-14 G-GOLD-1 standing ATK changes add to one-shot ones; the End Phase clears only the one-shot change", () => {
    let s = scenario({ sides: [{ guardian: "sylva-grove-guardian", row: ["war-banner"], field: ["iron-footman"], attackTop: ["quick-strike", "fireball", "frostbolt"] }, {}], phase: "battle" });
    const f = card(s, 0, "field", "iron-footman");
    expect(atk(s, f)).toBe(4);
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "quick-strike"), target: null });
    expect([unitOf(s, f).atkMod, atk(s, f)]).toEqual([1, 5]);
    s = act(s, 0, { type: "end-phase" });
    expect([unitOf(s, f).atkMod, atk(s, f)]).toEqual([0, 4]);
  });

  it("G-AMB-3 G-GOLD-1 the standing effects of a player who is out stop", () => {
    const s = scenario({ sides: [{ field: ["iron-footman"] }, { field: ["grimbold-dread-king"] }, {}] });
    const f = card(s, 0, "field", "iron-footman");
    expect(atk(s, f)).toBe(1);
    const out = { ...s, players: s.players.map((x, p) => (p === 1 ? { out: true, outReason: "test", handAside: false } : x)) };
    expect(atk(out, f)).toBe(2);
  });

  it("G-GOLD-1 G-BAR-1 the schema refuses, with the reason, effects that cannot stand in a static ability or a Barrier", () => {
    const oneShot = [
      { kind: "damage", amount: 1, target: "opponent-guardian" },
      { kind: "heal", amount: 1, target: "self" },
      { kind: "draw", count: 1 },
      { kind: "inflict-condition", condition: "flying", target: "self" },
      { kind: "cure-conditions", target: "all-own-creatures" },
      { kind: "extra-phases", phases: ["battle"] },
    ];
    for (const e of oneShot) {
      const reason = `"${e.kind}" happens once, so it cannot stand`;
      expect(messages(parseCard(minion("m", [{ trigger: "static", effects: [e] }])))).toContain(reason);
      expect(messages(parseCard({ kind: "guardian", id: "g", name: "G", damageType: "holy", class: "paladin", hp: 20, abilities: [{ trigger: "static", effects: [e] }] }))).toContain(reason);
      expect(messages(parseCard({ kind: "barrier", id: "b", name: "B", hp: 3, effects: [e] }))).toContain(reason);
      // The same effect is fine where it happens once.
      expect(parseCard(minion("m", [{ trigger: "activated", effects: [e] }])).ok).toBe(true);
    }
    for (const t of ["attack-target", "chosen-creature", "own-guardian", "opponent-guardian"]) {
      expect(messages(parseCard({ kind: "barrier", id: "b", name: "B", hp: 3, effects: [{ kind: "modify-atk", amount: 1, target: t }] }))).toContain(`cannot act on "${t}"`);
    }
    const shield = { kind: "prevent-damage", amount: 1 };
    for (const trigger of ["enters-play", "on-attack", "on-attacked", "activated", "end-phase"]) {
      expect(messages(parseCard(minion("m", [{ trigger, effects: [shield] }])))).toContain('"prevent-damage" is a standing shield');
    }
    expect(messages(parseCard({ kind: "attack", id: "a", name: "A", baseDamage: 1, effects: [shield] }))).toContain("standing shield");
    expect(parseCard(minion("m", [{ trigger: "static", effects: [shield, { kind: "modify-atk", amount: -2, target: "all-opponent-creatures" }] }])).ok).toBe(true);
  });
});

describe("activated abilities", () => {
  it("G-TURN-6 G-ENG-1 every activated ability of a card can be used, each once per turn: Rune Scribe draws, then deals 1 damage", () => {
    let s = scenario({ sides: [{ field: ["rune-scribe"] }, { field: ["iron-footman"] }] });
    const scribe = card(s, 0, "field", "rune-scribe");
    const foot = card(s, 1, "field", "iron-footman");
    const abilities = ruleset.legalActions(s, 0).filter((a) => a.type === "ability");
    expect(abilities).toEqual([
      { type: "ability", card: scribe, ability: 0, target: null },
      { type: "ability", card: scribe, ability: 1, target: scribe },
      { type: "ability", card: scribe, ability: 1, target: foot },
    ]);
    const hand = defsIn(s, 0, "hand").length;
    s = act(s, 0, { type: "ability", card: scribe, ability: 0, target: null });
    expect(defsIn(s, 0, "hand")).toHaveLength(hand + 1);
    expect(unitOf(s, scribe).usedAbilities).toEqual([0]);
    expect(refusal(s, 0, { type: "ability", card: scribe, ability: 0, target: null })).toBe("ability/once G-ENG-1");
    s = act(s, 0, { type: "ability", card: scribe, ability: 1, target: foot });
    expect(unitOf(s, foot).damage).toBe(1);
    expect(unitOf(s, scribe).usedAbilities).toEqual([0, 1]);
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "ability")).toBe(false);
    // Renewed at its next turn.
    for (let i = 0; i < 4; i++) s = act(s, s.clock.active, { type: "end-phase" });
    expect(s.clock.active).toBe(0);
    expect(listed(s, 0, { type: "ability", card: scribe, ability: 0, target: null })).toBe(true);
    expect(listed(s, 0, { type: "ability", card: scribe, ability: 1, target: foot })).toBe(true);
  });

  it("G-ENG-1 with activatedAbilities unlimited each ability can be used again in the same turn", () => {
    let s = scenario({ sides: [{ field: ["rune-scribe"] }, {}], options: { activatedAbilities: "unlimited" } });
    const scribe = card(s, 0, "field", "rune-scribe");
    s = act(s, 0, { type: "ability", card: scribe, ability: 0, target: null });
    s = act(s, 0, { type: "ability", card: scribe, ability: 0, target: null });
    expect(unitOf(s, scribe).usedAbilities).toEqual([0]);
    expect(listed(s, 0, { type: "ability", card: scribe, ability: 0, target: null })).toBe(true);
  });

  it("G-TURN-6 G-FROZ-1 an ability action names an activated ability by its position; other positions, Frozen cards and malformed actions are refused", () => {
    const s = scenario({ sides: [{ guardian: "sylva-grove-guardian", field: ["rune-scribe", "dawn-acolyte"], conditions: { 1: { frozen: true } } }, {}] });
    const scribe = card(s, 0, "field", "rune-scribe");
    expect(refusal(s, 0, { type: "ability", card: scribe, ability: 2, target: null })).toBe("ability/none G-TURN-6");
    // Sylva's only ability is static: it is in force, not used.
    expect(refusal(s, 0, { type: "ability", card: guardian(s, 0), ability: 0, target: null })).toBe("ability/none G-TURN-6");
    expect(refusal(s, 0, { type: "ability", card: card(s, 0, "field", "dawn-acolyte"), ability: 0, target: scribe })).toBe("ability/frozen G-FROZ-1");
    expect(refusal(s, 0, { type: "ability", card: guardian(s, 1), ability: 0, target: null })).toBe("ability/card G-TURN-6");
    const r = ruleset.apply(s, 0, { type: "ability", card: scribe, target: null } as never);
    expect(r.ok ? "accepted" : r.error.code).toBe("action/malformed");
  });

  it("G-AMB-44 an extra Action Phase that renews limits renews every activated ability", () => {
    let s = scenario({ sides: [{ field: ["rune-scribe"], attackTop: ["second-wind", "fireball", "frostbolt"] }, {}], options: { extraPhaseResetsLimits: true } });
    const scribe = card(s, 0, "field", "rune-scribe");
    s = act(s, 0, { type: "ability", card: scribe, ability: 0, target: null });
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "second-wind"), target: null });
    s = act(s, 0, { type: "end-phase" });
    s = act(s, 0, { type: "end-phase" });
    expect(s.decision?.kind).toBe("action");
    expect(unitOf(s, scribe).usedAbilities).toEqual([]);
    expect(listed(s, 0, { type: "ability", card: scribe, ability: 0, target: null })).toBe(true);
  });
});

describe("curing", () => {
  it("G-COND-1 G-CATCH-5 G-ENG-6 curing removes every Special Condition, Flying included; a grounded creature stays grounded", () => {
    let s = scenario({
      sides: [{ field: ["storm-hawk", "ice-wyrmling"], conditions: { 0: { flying: true, burned: true }, 1: { flying: true, grounded: true, confused: true } }, attackTop: ["healing-wind", "fireball", "frostbolt"] }, {}],
      phase: "battle",
    });
    const [hawk, wyrm] = [card(s, 0, "field", "storm-hawk"), card(s, 0, "field", "ice-wyrmling")];
    s = act(s, 0, { type: "guardian-battle", target: guardian(s, 1) });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "healing-wind"), target: null });
    expect(unitOf(s, hawk).conditions).toMatchObject({ flying: false, burned: false, grounded: false });
    expect(unitOf(s, wyrm).conditions).toMatchObject({ flying: false, confused: false, grounded: true });
  });
});

// ------------------------------------------------------------------ choosing the opponent

function parsesBack(s: GuardiansState): void {
  const r = ruleset.parseState(JSON.parse(JSON.stringify(s)));
  if (!r.ok) throw new Error(`${r.error.message} ${JSON.stringify(r.error.details)}`);
}

describe("free-for-all: choosing the opponent", () => {
  it("G-AMB-3 G-ENG-3 with three players an enters-play effect on an opposing Guardian asks its controller which opponent, then the Action Phase goes on", () => {
    let s = scenario({ sides: [{ hand: ["storm-caller", "iron-footman"] }, {}, {}] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "storm-caller"), tributes: [] });
    expect(ruleset.pending(s)).toMatchObject({ kind: "choose-opponent", players: [0], rule: "G-AMB-3" });
    expect(ruleset.legalActions(s, 0)).toEqual([
      { type: "choose-opponent", player: 1 },
      { type: "choose-opponent", player: 2 },
    ]);
    expect(s.resume).toEqual({ controller: 0, runs: [{ card: card(s, 0, "field", "storm-caller"), effects: [{ kind: "damage", amount: 1, target: "opponent-guardian" }], chosen: null }], then: { step: "action" } });
    parsesBack(s);
    expect(refusal(s, 0, { type: "choose-opponent", player: 0 })).toBe("opponent/not-opponent G-AMB-3");
    expect(refusal(s, 0, { type: "place", card: card(s, 0, "hand", "iron-footman"), tributes: [] })).toBe("phase/wrong G-TURN-1");
    s = act(s, 0, { type: "choose-opponent", player: 2 });
    expect([unitOf(s, guardian(s, 1)).damage, unitOf(s, guardian(s, 2)).damage]).toEqual([0, 1]);
    expect(s.resume).toBeNull();
    expect(s.decision).toEqual({ kind: "action", player: 0, target: null });
    // The Place was used by the Storm Caller.
    expect(listed(s, 0, { type: "place", card: card(s, 0, "hand", "iron-footman"), tributes: [] })).toBe(false);
  });

  it("G-AMB-3 G-RET-3 a creature Sneaked in by a retreat asks too, and the retreat is used", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], hand: ["storm-caller"] }, {}, {}] });
    s = act(s, 0, { type: "retreat", card: card(s, 0, "field", "iron-footman"), replacement: card(s, 0, "hand", "storm-caller"), tributes: [] });
    expect(s.decision?.kind).toBe("choose-opponent");
    expect(s.turn.retreated).toBe(true);
    s = act(s, 0, { type: "choose-opponent", player: 1 });
    expect([unitOf(s, guardian(s, 1)).damage, unitOf(s, guardian(s, 2)).damage]).toEqual([1, 0]);
    expect(defsIn(s, 0, "field")).toEqual(["storm-caller"]);
    expect(s.decision?.kind).toBe("action");
  });

  it("G-AMB-3 with two players, or one opponent left, nothing is asked: the effect acts on that opponent", () => {
    let two = scenario({ sides: [{ hand: ["storm-caller"] }, {}] });
    two = act(two, 0, { type: "place", card: card(two, 0, "hand", "storm-caller"), tributes: [] });
    expect(two.decision?.kind).toBe("action");
    expect(unitOf(two, guardian(two, 1)).damage).toBe(1);
    let lone = scenario({ sides: [{ hand: ["storm-caller"] }, {}, {}] });
    lone = { ...lone, players: lone.players.map((x, p) => (p === 1 ? { out: true, outReason: "test", handAside: false } : x)) };
    lone = act(lone, 0, { type: "place", card: card(lone, 0, "hand", "storm-caller"), tributes: [] });
    expect(lone.decision?.kind).toBe("action");
    expect(unitOf(lone, guardian(lone, 2)).damage).toBe(1);
  });

  it("G-AMB-3 G-TURN-6 an activated ability on all opposing creatures acts on the chosen opponent's creatures only, and keeps its chosen creature", () => {
    let s = scenario({ sides: [{ field: ["quake-shaman", "iron-footman"] }, { field: ["snow-archer"] }, { field: ["cinder-hound"] }, { field: ["iron-footman"] }], extraCards: [QUAKE] });
    const own = card(s, 0, "field", "iron-footman");
    s = damaged(s, own, 2);
    s = act(s, 0, { type: "ability", card: card(s, 0, "field", "quake-shaman"), ability: 0, target: own });
    expect(ruleset.legalActions(s, 0).map((a) => (a.type === "choose-opponent" ? a.player : -1))).toEqual([1, 2, 3]);
    expect(s.resume?.runs[0]?.chosen).toBe(own);
    parsesBack(s);
    s = act(s, 0, { type: "choose-opponent", player: 3 });
    expect([unitOf(s, card(s, 1, "field", "snow-archer")).damage, unitOf(s, card(s, 2, "field", "cinder-hound")).damage, unitOf(s, card(s, 3, "field", "iron-footman")).damage]).toEqual([0, 0, 1]);
    expect(unitOf(s, own).damage).toBe(1);
  });

  it("G-AMB-3 G-QUEST-2 G-QUEST-4 a Quest reward and an end-phase ability each ask in the End Phase, which then goes on where it stopped", () => {
    let s = scenario({ sides: [{ guardian: "thunder-warden", row: ["the-great-hunt", "hold-the-line"] }, {}, {}], phase: "battle", extraCards: [THUNDER] });
    s = { ...s, turn: { ...s.turn, defeated: 2 } };
    const [hunt, hold] = [card(s, 0, "row", "the-great-hunt"), card(s, 0, "row", "hold-the-line")];
    const hand = defsIn(s, 0, "hand").length;
    s = act(s, 0, { type: "end-phase" });
    expect(s.decision?.kind).toBe("choose-opponent");
    expect(s.resume?.then).toEqual({ step: "quest", quest: hunt, quests: [hold] });
    parsesBack(s);
    s = act(s, 0, { type: "choose-opponent", player: 1 });
    expect(unitOf(s, guardian(s, 1)).damage).toBe(2);
    // The Great Hunt counted down, Hold the Line rewarded, then Thunder Warden's ability asks.
    expect(unitOf(s, hunt).counter).toBe(2);
    expect(unitOf(s, hold).counter).toBe(3);
    expect(defsIn(s, 0, "hand")).toHaveLength(hand + 1);
    expect(s.decision?.kind).toBe("choose-opponent");
    expect(s.resume?.then).toEqual({ step: "end-phase" });
    parsesBack(s);
    s = act(s, 0, { type: "choose-opponent", player: 2 });
    expect(unitOf(s, guardian(s, 2)).damage).toBe(1);
    expect(s.resume).toBeNull();
    expect(s.clock.active).toBe(1);
    expect(s.decision).toEqual({ kind: "action", player: 1, target: null });
  });

  it("G-AMB-3 G-ENG-3 G-BTL-1 an attack already fixes the opponent: Archon of Dusk's on-attack damage hits only the defender's creatures", () => {
    let s = scenario({ sides: [{ field: ["archon-of-dusk"] }, { field: ["snow-archer", "iron-footman"] }, { field: ["cinder-hound"] }], phase: "battle" });
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "archon-of-dusk"), target: card(s, 1, "field", "iron-footman") });
    expect(s.decision?.kind).toBe("battle");
    expect(unitOf(s, card(s, 1, "field", "snow-archer")).damage).toBe(1);
    expect(unitOf(s, card(s, 2, "field", "cinder-hound")).damage).toBe(0);
  });

  it("G-AMB-3 a saved choose-opponent state whose waiting work does not fit is refused", () => {
    let s = scenario({ sides: [{ hand: ["storm-caller"] }, {}, {}] });
    s = act(s, 0, { type: "place", card: card(s, 0, "hand", "storm-caller"), tributes: [] });
    const bad = (x: unknown): boolean => !ruleset.parseState(JSON.parse(JSON.stringify(x))).ok;
    expect(bad({ ...s, resume: null })).toBe(true);
    expect(bad({ ...s, resume: { ...s.resume, runs: [] } })).toBe(true);
    expect(bad({ ...s, resume: { ...s.resume, then: { step: "end-phase" } } })).toBe(true);
    expect(bad({ ...s, resume: { ...s.resume, runs: [{ card: card(s, 0, "field", "storm-caller"), effects: [{ kind: "draw", count: 1 }], chosen: null }] } })).toBe(true);
    expect(bad({ ...s, decision: { kind: "action", player: 0, target: null } })).toBe(true);
    assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s))));
  });
});

describe("free-for-all random matches with the ability decks", () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(2, 3, 4), fc.boolean()], { numRuns: 12 })(
    "G-AMB-3 G-ENG-9 a choose-opponent or choose-creature decision comes exactly with its waiting work; choose-opponent offers every living opponent and never comes with two players, choose-creature every creature in play",
    (seed, players, external) => {
      expect(ABILITY_DECKS.every((d) => validateDeck(d, ABILITY_POOL).legal)).toBe(true);
      const decks = Array.from({ length: players }, (_, i) => ABILITY_DECKS[i % 2] ?? emberVanguardDeck);
      let s = assertOk(ruleset.setup({ seed, decks, cards: ABILITY_POOL, dice: external ? "external" : "seeded", options: { players } }));
      const rng = new Rng(seedRng(seed + 1));
      let asked = 0;
      for (let i = 0; i < 3000 && ruleset.outcome(s) === undefined; i++) {
        const waiting = s.decision?.kind === "choose-opponent" && s.chance === null;
        expect(s.resume !== null).toBe(s.decision?.kind === "choose-opponent" || s.decision?.kind === "choose-creature");
        if (s.decision?.kind === "choose-creature" && s.chance === null) {
          // Every Minion and King in play, two or more (with one it is chosen without asking).
          const creatures = s.players.flatMap((x, q) => (x.out ? [] : (s.zones.zones[`p${q}/field`]?.cards ?? [])));
          expect(ruleset.legalActions(s, s.clock.active)).toEqual(creatures.map((target) => ({ type: "choose-creature", target })));
          expect(creatures.length).toBeGreaterThan(1);
        }
        if (waiting) {
          asked++;
          // Clockwise from the player's left.
          const n = s.players.length;
          const living = Array.from({ length: n - 1 }, (_, i) => (s.clock.active + i + 1) % n).filter((q) => s.players[q]?.out === false);
          expect(ruleset.legalActions(s, s.clock.active)).toEqual(living.map((q) => ({ type: "choose-opponent", player: q })));
          expect(living.length).toBeGreaterThan(1);
        }
        const p = ruleset.activePlayers(s)[0] ?? 0;
        const legal = ruleset.legalActions(s, p);
        const r = ruleset.apply(s, p, legal[rng.int(legal.length)] ?? { type: "end-phase" });
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      // Thunder Warden asks at each of its End Phases while two opponents live.
      if (players === 2) expect(asked).toBe(0);
      else expect(asked).toBeGreaterThan(0);
    },
  );
});
