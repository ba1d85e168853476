// What a roll of real dice asks for, in words shown to every player and spectator: a Hit or
// Attack roll, or a Speed roll-off's die, names the creature rolling and the one it battles (face
// up on the field, so everyone may identify them), tells namesakes apart, and never names a card
// id or a card some viewer may not identify.
import { describe, expect, it } from "vitest";
import { runWithChance, seedRng, type PlayerId } from "@rulesmith/core";
import { randomStates } from "@rulesmith/core/testing";
import { attackWords, creatureWords } from "../src/engine/queries.js";
import { demoConfig, describeView, rollAttack, rollSpeedOff, ruleset, sampleCards, type WardState } from "../src/index.js";
import { id, scenario } from "./helpers.js";

/** Answers every pending roll with the same face on each die; returns the purposes asked for, in order. */
function purposesOf(s: WardState, face: number): { state: WardState; asked: string[] } {
  let state = s;
  const asked: string[] = [];
  for (let i = 0; i < 20 && state.chance !== null; i++) {
    const request = state.chance.request;
    asked.push(request.purpose);
    const r = ruleset.apply(state, request.player ?? state.chance.player, { type: "faces", faces: Array<number>(request.count).fill(face) });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return { state, asked };
}

function battle(s: WardState, attacker: string, target: string): WardState {
  const r = ruleset.apply(s, 0, { type: "battle", attacker, target });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe("Ward's Hit and Attack rolls and Speed roll-offs name their creatures", () => {
  it("W-10.2-3 W-10.2-4 each Hit and Attack roll names the creature rolling and its target, and the board says who rolls", () => {
    const s = scenario({ p0: { primary: "grizzly-bear" }, p1: { primary: "the-hero" }, phase: "combat", dice: "external" });
    const paused = battle(s, id(s, 0, "primary", "grizzly-bear"), id(s, 1, "primary", "the-hero"));
    // The Hero is faster (Speed 5 against 3): its player rolls first.
    expect(paused.chance?.request).toEqual({ kind: "dice", count: 2, sides: 6, purpose: "hit roll of The Hero against Grizzly Bear", player: 1 });
    const head = (viewer: PlayerId | "spectator"): string => describeView(ruleset.view(paused, viewer), viewer)[0] ?? "";
    expect(head(1)).toMatch(/\. Waiting for you to roll 2d6 for the hit roll of The Hero against Grizzly Bear\.$/);
    expect(head(0)).toMatch(/\. Waiting for Player 1 to roll 2d6 for the hit roll of The Hero against Grizzly Bear\.$/);
    expect(head("spectator")).toMatch(/\. Waiting for Player 1 to roll 2d6 for the hit roll of The Hero against Grizzly Bear\.$/);
    expect(purposesOf(paused, 4).asked).toEqual([
      "hit roll of The Hero against Grizzly Bear",
      "attack damage roll of The Hero against Grizzly Bear",
      "hit roll of Grizzly Bear against The Hero",
      "attack damage roll of Grizzly Bear against The Hero",
    ]);
  });

  it("W-10.3.2-1 a Critical Miss's self-damage die names the creature that rolls it", () => {
    const s = scenario({ p0: { primary: "grizzly-bear" }, p1: { primary: "the-hero" }, phase: "combat", dice: "external" });
    const { asked } = purposesOf(battle(s, id(s, 0, "primary", "grizzly-bear"), id(s, 1, "primary", "the-hero")), 1);
    expect(asked.slice(0, 2)).toEqual(["hit roll of The Hero against Grizzly Bear", "critical miss self-damage of The Hero"]);
  });

  it("W-10.2-3 two creatures of one name: the target is its player's, and namesakes on one side are told apart by place", () => {
    const s = scenario({ p0: { primary: "bear-wolf", limited: ["bear-wolf", "grizzly-bear", "bear-wolf"] }, p1: { primary: "bear-wolf" }, phase: "combat", dice: "external" });
    const [mine, theirs] = [id(s, 0, "primary", "bear-wolf"), id(s, 1, "primary", "bear-wolf")];
    expect(attackWords(s, mine, theirs)).toEqual({ roller: "the primary Bear Wolf", target: "Player 1's Bear Wolf" });
    expect(attackWords(s, theirs, mine)).toEqual({ roller: "Bear Wolf", target: "Player 0's primary Bear Wolf" });
    expect(creatureWords(s, id(s, 0, "limited", "bear-wolf", 1), false)).toBe("the second Limited Summon Bear Wolf");
    expect(creatureWords(s, id(s, 0, "limited", "grizzly-bear"), false)).toBe("Grizzly Bear");
    const one = scenario({ p0: { primary: "bear-wolf", limited: ["bear-wolf"] }, p1: { primary: "fog" } });
    expect(creatureWords(one, id(one, 0, "limited", "bear-wolf"), true)).toBe("Player 0's Limited Summon Bear Wolf");
    // A card in the hand is never counted, nor named.
    const hand = scenario({ p0: { primary: "bear-wolf", hand: ["bear-wolf"] }, p1: { primary: "fog" } });
    expect(creatureWords(hand, id(hand, 0, "primary", "bear-wolf"), false)).toBe("Bear Wolf");
    expect(creatureWords(hand, id(hand, 0, "hand", "bear-wolf"), false)).toBe("a hidden creature");
  });

  it("W-10.2-2 W-QS.7-2 each die of a Speed roll-off names its player's creature and the other, as the speed-roll-off event does", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" }, phase: "combat", dice: "external" });
    const [wolf, fog] = [id(s, 0, "primary", "bear-wolf"), id(s, 1, "primary", "fog")];
    // Bear Wolf and Fog both have Speed 4: a roll-off, tied once.
    const paused = battle(s, wolf, fog);
    expect(paused.chance?.request).toEqual({ kind: "dice", count: 1, sides: 6, purpose: "speed roll-off of Bear Wolf against Fog", player: 0 });
    const head = (viewer: PlayerId | "spectator"): string => describeView(ruleset.view(paused, viewer), viewer)[0] ?? "";
    expect(head(1)).toMatch(/\. Waiting for Player 0 to roll 1d6 for the speed roll-off of Bear Wolf against Fog\.$/);
    const { asked } = purposesOf(paused, 3);
    expect(asked.slice(0, 4)).toEqual(["speed roll-off of Bear Wolf against Fog", "speed roll-off of Fog against Bear Wolf", "speed roll-off of Bear Wolf against Fog", "speed roll-off of Fog against Bear Wolf"]);
  });

  it("W-10.2-2 W-QS.7-2 a state saved while paused at a Speed roll-off under the old words (\"speed roll-off\") still loads, with the new words, and plays on as the same state saved now", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "fog" }, phase: "combat", dice: "external" });
    const first = battle(s, id(s, 0, "primary", "bear-wolf"), id(s, 1, "primary", "fog"));
    const step = ruleset.apply(first, 0, { type: "faces", faces: [3] });
    if (!step.ok) throw new Error(step.error.message);
    // Paused at each die of the roll-off: player 0's (nothing supplied yet), then player 1's.
    for (const paused of [first, step.value.state]) {
      const now = paused.chance?.request.purpose;
      expect(now).toMatch(/^speed roll-off of .+ against .+$/);
      // The state as the version before the words named the creatures saved it: only the purpose differs.
      const saved = JSON.parse(JSON.stringify(paused)) as { chance: { request: { purpose: string } } };
      saved.chance.request.purpose = "speed roll-off";
      const loaded = ruleset.parseState(saved);
      if (!loaded.ok) throw new Error(loaded.error.message);
      expect(loaded.value.chance?.request.purpose).toBe(now);
      expect(describeView(ruleset.view(loaded.value, 1), 1)[0]).toContain(`to roll 1d6 for the ${now ?? ""}.`);
      const player = paused.chance?.request.player ?? 0;
      const [a, b] = [ruleset.apply(loaded.value, player, { type: "faces", faces: [5] }), ruleset.apply(paused, player, { type: "faces", faces: [5] })];
      expect(a).toEqual(b);
      expect(a.ok).toBe(true);
    }
  });

  it("W-10.2-2 namesakes in a Speed roll-off: each die names the other player's creature as theirs", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "bear-wolf" }, phase: "combat", dice: "external" });
    const { asked } = purposesOf(battle(s, id(s, 0, "primary", "bear-wolf"), id(s, 1, "primary", "bear-wolf")), 2);
    expect(asked.slice(0, 2)).toEqual(["speed roll-off of Bear Wolf against Player 1's Bear Wolf", "speed roll-off of Bear Wolf against Player 0's Bear Wolf"]);
  });

  it("W-10.2-2 rollSpeedOff names the creatures only when given their words, and rolls the same dice either way", () => {
    const names = [{ roller: "Bear Wolf", target: "Fog" }, { roller: "Fog", target: "Bear Wolf" }] as const;
    const named = runWithChance({ mode: "seeded", rng: seedRng(4), supplied: [] }, (c) => rollSpeedOff(c, [0, 1], 100, undefined, names));
    const plain = runWithChance({ mode: "seeded", rng: seedRng(4), supplied: [] }, (c) => rollSpeedOff(c, [0, 1]));
    expect(named.rolls.slice(0, 2).map((r) => r.purpose)).toEqual(["speed roll-off of Bear Wolf against Fog", "speed roll-off of Fog against Bear Wolf"]);
    expect(plain.rolls.slice(0, 2).map((r) => r.purpose)).toEqual(["speed roll-off", "speed roll-off"]);
    expect(named.rolls.map((r) => r.faces)).toEqual(plain.rolls.map((r) => r.faces));
  });

  it("W-10.2-3 rollAttack names the creatures only when given their words, and rolls the same dice either way", () => {
    const stats = { armorLevel: 8, speed: 5, modifier: 2, attackDice: 2, hitDice: 2, hp: 60, hitBonus: 0, damageBonus: 0 };
    const names = { roller: "Grizzly Bear", target: "The Hero" };
    const named = runWithChance({ mode: "seeded", rng: seedRng(4), supplied: [] }, (c) => rollAttack(c, 0, stats, [], 9, false, names));
    const plain = runWithChance({ mode: "seeded", rng: seedRng(4), supplied: [] }, (c) => rollAttack(c, 0, stats, [], 9));
    expect(named.rolls.map((r) => r.purpose)).toEqual(["hit roll of Grizzly Bear against The Hero", "attack damage roll of Grizzly Bear against The Hero"]);
    expect(plain.rolls.map((r) => r.purpose)).toEqual(["hit roll", "attack damage roll"]);
    expect(named.rolls.map((r) => r.faces)).toEqual(plain.rolls.map((r) => r.faces));
  });

  it("no roll request of a random match with physical dice names a card id or a card no spectator may identify", () => {
    const names = new Set(sampleCards.map((c) => c.name));
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      for (const { state: s } of randomStates(ruleset, { ...demoConfig(seed), dice: "external" as const }, seed, 600)) {
        const purpose = s.chance?.request.purpose;
        if (purpose === undefined) continue;
        expect(purpose).not.toMatch(/\bc\d+\b/);
        const hidden = new Set(ruleset.secrets(s, "spectator").hiddenCards);
        const seen = new Set(Object.keys(s.cards).filter((c) => !hidden.has(c)).map((c) => s.defs[s.cards[c]?.def ?? ""]?.name));
        const named = [...names].filter((name) => purpose.includes(name));
        expect({ purpose, unseen: named.filter((name) => !seen.has(name)) }).toEqual({ purpose, unseen: [] });
        if (/^(hit roll|attack damage roll|speed roll-off) of .+ against .+$/.test(purpose)) checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
