// The terminal board and the action words: cards by name with their stats, nothing the viewer
// may not know.
import { describe, expect, it } from "vitest";
import type { PlayerId } from "@rulesmith/core";
import { checkCardWords, randomStates, withHiddenSwapped, type StateToAct } from "@rulesmith/core/testing";
import { demoConfig, describeAction, describeCard, describeView, guardiansPackage, ruleset, type GuardiansAction, type GuardiansState } from "@rulesmith/guardians";
import { card, guardian, scenario } from "./helpers.js";

const states = (seed: number, players: number, limit: number): StateToAct<GuardiansState>[] => randomStates(ruleset, demoConfig(seed, players), seed, limit);

const board = (s: GuardiansState, viewer: PlayerId | "spectator"): readonly string[] => describeView(ruleset.view(s, viewer), viewer);
const words = (s: GuardiansState, p: PlayerId): string[] => ruleset.legalActions(s, p).map((a) => describeAction(a, ruleset.view(s, p)));

const state = scenario({
  sides: [
    { field: ["cinder-hound", "iron-footman"], row: ["ember-wall"], hand: ["flame-adept", "ember-imp"], guardianDamage: 4, conditions: { 1: { burned: true, poison: { kind: "owner-turns", owner: 0, count: 3, target: 3 } } } },
    { field: ["storm-hawk"], row: ["ice-wall", "hold-the-line"], hand: ["magma-brute", "shade-lurker"] },
  ],
});

describe("Guardians' terminal board", () => {
  it("names the cards in play with ATK, HP left and conditions, and the hand with printed stats", () => {
    const lines = board(state, 0);
    const text = lines.join("\n");
    expect(lines[0]).toMatch(/^Turn \d+, your turn \(Player 0\), Action Phase\. Waiting for you\.$/);
    expect(text).toContain("Guardian: Pyra, Flame Guardian (HP 26/30)");
    expect(text).toContain("Field: Cinder Hound (ATK 3, HP 2/2), Iron Footman (ATK 2, HP 4/4, poisoned (2), burned)");
    expect(text).toContain("Row: Ember Wall (Barrier, HP 5/5)");
    expect(text).toContain("Field: Storm Hawk (ATK 3, HP 3/3)");
    expect(text).toContain("Row: Ice Wall (Barrier, HP 6/6), Hold the Line (Quest, 4 turns left)");
    expect(text).toContain("Flame Adept: Minion level 2, ATK 4, HP 4, fire, retreat 1");
    expect(text).toMatch(/Player 1: hand 2 cards, deck \d+ cards, Attack Deck \d+ cards/);
    expect(lines.length).toBeLessThanOrEqual(25);
  });

  it("shows hidden cards as counts only", () => {
    const text = board(state, 0).join("\n");
    for (const name of ["Magma Brute", "Shade Lurker"]) expect(text).not.toContain(name);
    const spectator = board(state, "spectator").join("\n");
    for (const name of ["Flame Adept", "Ember Imp", "Magma Brute"]) expect(spectator).not.toContain(name);
    expect(spectator).toContain("Player 0: hand 2 cards");
  });

  it("does not change when two cards hidden from the viewer swap definitions, all through random matches of 2 and 4 players", () => {
    let checked = 0;
    for (const [seed, players] of [
      [3, 2],
      [4, 4],
    ] as const) {
      for (const { state: s, player } of states(seed, players, 250)) {
        const other = withHiddenSwapped(ruleset, s, player);
        if (other === undefined) continue;
        expect(board(other, player)).toEqual(board(s, player));
        expect(words(other, player)).toEqual(words(s, player));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("names no card id in a whole match", () => {
    for (const { state: s, player } of states(6, 3, 500)) {
      expect(board(s, player).join("\n")).not.toMatch(/\bc\d+\b|undefined|\[object/);
      for (const w of words(s, player)) expect(w).not.toMatch(/\bc\d+\b|undefined|\[object/);
    }
  });
});

describe("Guardians' actions in words", () => {
  it("words places, attacks and abilities with names and stats", () => {
    const view = ruleset.view(state, 0);
    const hound = card(state, 0, "field", "cinder-hound");
    expect(describeAction({ type: "place", card: card(state, 0, "hand", "flame-adept"), tributes: [hound] }, view)).toBe(
      "Place Flame Adept (Minion level 2, ATK 4, HP 4), sending your Cinder Hound (ATK 3, HP 2/2) to the Discard Pile",
    );
    expect(describeAction({ type: "attack", attacker: hound, target: card(state, 1, "field", "storm-hawk") }, view)).toBe("Attack Player 1's Storm Hawk (ATK 3, HP 3/3) with your Cinder Hound (ATK 3, HP 2/2)");
    expect(describeAction({ type: "guardian-battle", target: guardian(state, 1) }, view)).toBe("Battle Player 1's Glacius, Frost Guardian (HP 32/32): set your hand aside and draw three Attack Cards");
    expect(describeAction({ type: "end-phase" }, view)).toBe("End the Action Phase (on to the Battle Phase)");
    expect(describeAction({ type: "choose-opponent", player: 1 }, view)).toBe("Choose Player 1 as the opponent the waiting effects act on");
  });

  it("words an ability by its index and its text", () => {
    const s = scenario({ sides: [{ field: ["dawn-acolyte"] }, {}] });
    const acolyte = card(s, 0, "field", "dawn-acolyte");
    const action = { type: "ability", card: acolyte, ability: 0, target: acolyte } as GuardiansAction;
    expect(describeAction(action, ruleset.view(s, 0))).toBe('Use your Dawn Acolyte\'s ability "Heal 2 damage from a creature." on your Dawn Acolyte (ATK 1, HP 4/4)');
  });

  it("never names a card the viewer may not identify, and gives generic words to an unknown action", () => {
    const view = ruleset.view(state, 0);
    const secret = card(state, 1, "hand", "magma-brute");
    expect(describeAction({ type: "discard", card: secret }, view)).toBe("Discard a hidden card");
    expect(describeAction({ type: "new-thing", card: secret, count: 2, cards: [secret] } as unknown as GuardiansAction, view)).toBe("New thing, card a hidden card, count 2, cards a hidden card");
  });

  it("is what the game package offers", () => {
    expect(guardiansPackage).toHaveProperty("describeView", describeView);
    expect(guardiansPackage).toHaveProperty("describeAction", describeAction);
  });
});

describe("Guardians's cards in words (describeCard)", () => {
  it("names every card the viewer may identify, name first, and every other card 'a hidden card', all through a random match, unchanged when hidden cards swap definitions", () => {
    const report = checkCardWords(ruleset, describeCard, states(7, 3, 300));
    expect(report.named).toBeGreaterThan(100);
    expect(report.swaps).toBeGreaterThan(10);
    expect(guardiansPackage).toHaveProperty("describeCard", describeCard);
  });
});
