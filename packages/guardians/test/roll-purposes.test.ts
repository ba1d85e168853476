// What a roll of real dice or a real coin asks for, in words shown to every player and spectator:
// each request names the creature it is for (face up on the field, so everyone may identify it),
// tells two creatures of one name apart, says which face stands for whom, and the board says who
// must roll.
import { describe, expect, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { demoConfig, describeView, ruleset, type GuardiansState } from "@rulesmith/guardians";
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

  it("G-AMB-4 the first-player toss and roll say which face stands for which player", () => {
    const two = assertOk(ruleset.setup({ ...demoConfig(2), dice: "external" }));
    expect(purpose(act(two, 0, { type: "start" }))).toBe("first-player toss (heads: Player 0, tails: Player 1)");
    const three = assertOk(ruleset.setup({ ...demoConfig(2, 3), dice: "external" }));
    expect(act(three, 0, { type: "start" }).chance?.request).toEqual({ kind: "dice", count: 1, sides: 3, purpose: "first-player roll (1: Player 0, 2: Player 1, 3: Player 2)", player: 0 });
    const four = ruleset.pending(act(assertOk(ruleset.setup({ ...demoConfig(2, 4), dice: "external" })), 0, { type: "start" }));
    expect(four?.prompt).toBe("Roll 1d4 for the first-player roll (1: Player 0, 2: Player 1, 3: Player 2, 4: Player 3)");
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
