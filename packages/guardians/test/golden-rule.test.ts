import { describe, expect, it } from "vitest";
import { ruleset } from "@rulesmith/guardians";
import { act, card, guardian, listed, scenario, unitOf } from "./helpers.js";

// G-EX-1: the Golden Rule's example card, "After this phase, there is an additional Battle
// Phase followed by an additional Action Phase." In the sample set it is the Attack Card
// Second Wind (illustrative), drawn here on top of player 0's Attack Deck.
describe("G-EX-1 the Golden Rule's extra Battle and Action Phases", () => {
  const base = () =>
    scenario({
      sides: [{ field: ["iron-footman"], hand: ["ember-imp"], attackTop: ["second-wind", "fireball", "searing-strike"] }, {}],
      phase: "battle",
      placed: true,
    });

  it("G-EX-1 G-GOLD-1 G-GOLD-2 G-TURN-9 after the Battle Phase come an extra Battle Phase, then an extra Action Phase, then the End Phase", () => {
    let s = base();
    const foe = guardian(s, 1);
    s = act(s, 0, { type: "guardian-battle", target: foe });
    const wind = card(s, 0, "drawn", "second-wind");
    s = act(s, 0, { type: "choose-attack", card: wind, target: null });
    expect(unitOf(s, foe).damage).toBe(1);
    expect(s.turn.remaining).toEqual(["extra-battle", "extra-action", "end"]);
    // End the (first) Battle Phase: an extra Battle Phase follows.
    s = act(s, 0, { type: "end-phase" });
    expect(s.decision?.kind).toBe("battle");
    expect(s.clock.phase).toBe("battle");
    // G-AMB-44: the Guardian already battled this turn; the Footman has not attacked yet.
    const footman = card(s, 0, "field", "iron-footman");
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "guardian-battle")).toBe(false);
    expect(listed(s, 0, { type: "attack", attacker: footman, target: foe })).toBe(true);
    s = act(s, 0, { type: "attack", attacker: footman, target: foe });
    expect(unitOf(s, foe).damage).toBe(3);
    // End the extra Battle Phase: an extra Action Phase follows.
    s = act(s, 0, { type: "end-phase" });
    expect(s.decision?.kind).toBe("action");
    expect(s.clock.phase).toBe("action");
    // G-AMB-44: the one Place of the turn was already used, so the Imp cannot be Placed.
    expect(ruleset.legalActions(s, 0).some((a) => a.type === "place")).toBe(false);
    // End the extra Action Phase: the End Phase runs and the turn passes to player 1.
    s = act(s, 0, { type: "end-phase" });
    expect(s.clock.active).toBe(1);
    expect(s.decision).toEqual({ kind: "action", player: 1, target: null });
  });

  it("G-EX-1 G-AMB-44 with extraPhaseResetsLimits the extra phases renew the once-per-turn limits", () => {
    let s = scenario({
      sides: [{ field: ["iron-footman"], hand: ["ember-imp"], attackTop: ["second-wind", "fireball", "searing-strike"] }, {}],
      phase: "battle",
      placed: true,
      options: { extraPhaseResetsLimits: true },
    });
    const foe = guardian(s, 1);
    const footman = card(s, 0, "field", "iron-footman");
    s = act(s, 0, { type: "attack", attacker: footman, target: foe });
    s = act(s, 0, { type: "guardian-battle", target: foe });
    s = act(s, 0, { type: "choose-attack", card: card(s, 0, "drawn", "second-wind"), target: null });
    s = act(s, 0, { type: "end-phase" });
    expect(listed(s, 0, { type: "attack", attacker: footman, target: foe })).toBe(true);
    s = act(s, 0, { type: "end-phase" });
    expect(listed(s, 0, { type: "place", card: card(s, 0, "hand", "ember-imp"), tributes: [] })).toBe(true);
  });

  it("G-TURN-9 without such a card a turn has one Battle Phase: ending it runs the End Phase", () => {
    let s = base();
    s = act(s, 0, { type: "end-phase" });
    expect(s.clock.active).toBe(1);
  });
});
