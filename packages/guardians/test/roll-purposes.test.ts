// What a roll of real dice or a real coin asks for, in words shown to every player and spectator:
// each request names the creature it is for (face up on the field, so everyone may identify it),
// tells two creatures of one name apart, says which face stands for whom, and the board says who
// must roll.
import { describe, expect, it } from "vitest";
import type { DiceRolledEvent, GameEvent } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { demoConfig, describeEvent, describeView, ruleset, type GuardiansState, type RollTiedEvent } from "@rulesmith/guardians";
import { act, card, guardian, roll, scenario } from "./helpers.js";

/** The purpose of the pending roll. */
function purpose(s: GuardiansState): string | undefined {
  return s.chance?.request.purpose;
}

describe("Guardians' roll requests name what they are for", () => {
  it("G-AMB-22 G-BURN-2 G-SLEEP-2 G-FROZ-2 each in-between coin names its creature, the second of two namesakes as such", () => {
    let s = scenario({
      sides: [{}, { field: ["glacier-sentinel", "iron-footman", "glacier-sentinel"], conditions: { 0: { burned: true }, 1: { asleep: true }, 2: { burned: true, frozen: true } } }],
      phase: "battle",
      dice: "external",
    });
    s = act(s, 0, { type: "end-phase" });
    const asked: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      asked.push(purpose(s));
      expect(s.chance?.request.player).toBe(1);
      s = roll(s, [1]);
    }
    expect(asked).toEqual([
      "burn damage of the first Glacier Sentinel (tails: 2 damage)",
      "burn damage of the second Glacier Sentinel (tails: 2 damage)",
      "wake-up check of Iron Footman (heads: it wakes up)",
      "thaw check of the second Glacier Sentinel (heads: it thaws)",
    ]);
    expect(s.chance).toBeNull();
  });

  it("G-POI-1 the Poison die names the creature it poisons, and its owner when the attacker's player rolls", () => {
    let s = scenario({ sides: [{ field: ["venom-stalker"] }, { field: ["glacier-sentinel"] }], phase: "battle", dice: "external" });
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "venom-stalker"), target: card(s, 1, "field", "glacier-sentinel") });
    expect(s.chance?.request).toEqual({ kind: "dice", count: 1, sides: 6, purpose: "poison duration of Player 1's Glacier Sentinel", player: 0 });
  });

  it("G-CONF-2 the confusion coin names the attacker and what tails does", () => {
    let s = scenario({ sides: [{ field: ["iron-footman"], conditions: { 0: { confused: true } } }, {}], phase: "battle", dice: "external" });
    s = act(s, 0, { type: "attack", attacker: card(s, 0, "field", "iron-footman"), target: guardian(s, 1) });
    expect(purpose(s)).toBe("confusion check of Iron Footman (tails: it hits itself)");
  });

  it("G-AMB-4 G-ENG-8 the first-player toss says which face stands for whom; with 3 or 4 players each player rolls a d6", () => {
    const two = assertOk(ruleset.setup({ ...demoConfig(2), dice: "external" }));
    expect(purpose(act(two, 0, { type: "start" }))).toBe("first-player toss (heads: Player 0, tails: Player 1)");
    let three = act(assertOk(ruleset.setup({ ...demoConfig(2, 3), dice: "external" })), 0, { type: "start" });
    for (const p of [0, 1, 2]) {
      expect(three.chance?.request).toEqual({ kind: "dice", count: 1, sides: 6, purpose: "first-player roll (the highest chooses who goes first)", player: p });
      three = roll(three, [p + 1]);
    }
    expect(three.decision).toMatchObject({ kind: "choose-first", player: 2 });
    const four = assertOk(ruleset.setup({ ...demoConfig(2, 4), dice: "external", options: { players: 4, firstPlayer: "random" } }));
    const started = act(four, 0, { type: "start" });
    expect(ruleset.pending(started)?.prompt).toBe("Roll 1d6 for the first-player roll (the highest goes first)");
    expect(describeView(ruleset.view(started, 1), 1)[0]).toMatch(/\. Waiting for Player 0 to roll 1d6 for the first-player roll \(the highest goes first\)\.$/);
    expect(roll(started, [3], [5], [2], [4]).clock.active).toBe(1);
  });

  it("G-ENG-8 players tied for the highest die roll again, the others do not, and a roll-tied event with words says so", () => {
    const start = act(assertOk(ruleset.setup({ ...demoConfig(2, 4), dice: "external" })), 0, { type: "start" });
    const events: GameEvent[] = [];
    let s = start;
    const answer = (faces: number): void => {
      const c = s.chance;
      if (c === null) throw new Error("no roll is pending");
      const r = assertOk(ruleset.apply(s, c.request.player ?? c.player, { type: "faces", faces: [faces] }));
      s = r.state;
      events.push(...r.events);
    };
    // Round 1: players 0, 2 and 3 tie at 5; round 2: players 0 and 3 tie at 6; round 3: player 3 wins.
    for (const f of [5, 1, 5, 5]) answer(f);
    expect(s.chance?.request.player).toBe(0);
    for (const f of [6, 2, 6]) answer(f);
    for (const f of [3, 4]) answer(f);
    expect(s.chance).toBeNull();
    const ties = events.filter((e): e is RollTiedEvent => e.type === "roll-tied");
    expect(ties).toEqual([
      { type: "roll-tied", purpose: "first-player roll", players: [0, 1, 2, 3], faces: [5, 1, 5, 5], rule: "G-ENG-8" },
      { type: "roll-tied", purpose: "first-player roll", players: [0, 2, 3], faces: [6, 2, 6], rule: "G-ENG-8" },
    ]);
    // Who rolled each die, in order: everyone, then the three tied, then the two tied.
    const rollers = events.flatMap((e) => (e.type === "dice-rolled" ? [(e as DiceRolledEvent).player] : []));
    expect(rollers).toEqual([0, 1, 2, 3, 0, 2, 3, 0, 3]);
    // Each tie comes right after the tied round's last die and before the next request.
    const at = events.findIndex((e) => e.type === "roll-tied");
    expect(events.slice(at - 1, at + 2).map((e) => e.type)).toEqual(["dice-rolled", "roll-tied", "chance-requested"]);
    expect(ties.map((t) => describeEvent(t))).toEqual([
      "The roll for the first player is a tie at 5 between Player 0, Player 2 and Player 3: they roll again.",
      "The roll for the first player is a tie at 6 between Player 0 and Player 3: they roll again.",
    ]);
    expect(s.decision).toMatchObject({ kind: "choose-first", player: 3 });
  });

  it("G-ENG-8 with seeded dice the 3- and 4-player roll is the same d6 roll-off, and two players still toss one coin", () => {
    let ties = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const n of [3, 4] as const) {
        const step = assertOk(ruleset.apply(assertOk(ruleset.setup(demoConfig(seed, n))), 0, { type: "start" }));
        const rolls = step.events.filter((e): e is DiceRolledEvent => e.type === "dice-rolled");
        expect(rolls.every((r) => r.kind === "dice" && r.sides === 6 && r.count === 1)).toBe(true);
        // The roll-off replayed from the dice: everyone, then only those tied for the highest.
        let rolling = Array.from({ length: n }, (_, p) => p);
        let i = 0;
        while (rolling.length > 1 && i < rolls.length) {
          const faces = rolling.map(() => rolls[i++]?.faces[0] ?? 0);
          const top = Math.max(...faces);
          rolling = rolling.filter((_, k) => faces[k] === top);
          if (rolling.length > 1) ties++;
        }
        expect(i).toBe(rolls.length);
        expect(step.events.find((e) => e.type === "toss-won")).toMatchObject({ player: rolling[0] });
        expect(rolling).toHaveLength(1);
      }
      const two = assertOk(ruleset.apply(assertOk(ruleset.setup(demoConfig(seed))), 0, { type: "start" }));
      expect(two.events.filter((e) => e.type === "dice-rolled")).toMatchObject([{ kind: "coin", count: 1 }]);
    }
    expect(ties).toBeGreaterThan(0);
  });

  it("the board says who must flip or roll, as it says who must decide", () => {
    let s = scenario({ sides: [{}, { field: ["iron-footman"], conditions: { 0: { burned: true } } }], phase: "battle", dice: "external" });
    s = act(s, 0, { type: "end-phase" });
    const head = (viewer: 0 | 1 | "spectator"): string => describeView(ruleset.view(s, viewer), viewer)[0] ?? "";
    expect(head(1)).toMatch(/\. Waiting for you to flip a coin for the burn damage of Iron Footman \(tails: 2 damage\)\.$/);
    expect(head(0)).toMatch(/\. Waiting for Player 1 to flip a coin for the burn damage of Iron Footman \(tails: 2 damage\)\.$/);
    expect(head("spectator")).toMatch(/\. Waiting for Player 1 to flip a coin for the burn damage of Iron Footman \(tails: 2 damage\)\.$/);
  });
});
