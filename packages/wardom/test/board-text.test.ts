// The terminal board and the action words: cards by name with their stats, nothing the viewer
// may not know.
import { describe, expect, it } from "vitest";
import type { PlayerId } from "@rulesmith/core";
import { checkCardWords, randomStates, withHiddenSwapped, type StateToAct } from "@rulesmith/core/testing";
import { demoConfig, describeAction, describeCard, describeView, ruleset, wardomPackage, type WardomAction, type WardomState } from "../src/index.js";
import { build } from "./helpers.js";

const states = (seed: number, limit: number): StateToAct<WardomState>[] => randomStates(ruleset, demoConfig(seed), seed, limit);

const board = (s: WardomState, viewer: PlayerId | "spectator"): readonly string[] => describeView(ruleset.view(s, viewer), viewer);
const words = (s: WardomState, p: PlayerId): string[] => ruleset.legalActions(s, p).map((a) => describeAction(a, ruleset.view(s, p)));

const { state, ids } = build(
  { hand: ["veiled-assassin", "hunters-bolt", "lance-of-dawn"], combat: ["ironwood-spearman"], support: ["shieldmaiden"], treasury: ["river-sprite"], coin: ["ember-squire"], action: ["withering-curse"], faceDown: ["withering-curse"], energy: 3 },
  { hand: ["doom-bolt", "mountain-ogre"], combat: ["red-berserker"], action: ["glacial-prison"], faceDown: ["glacial-prison"] },
);

describe("Wardom's terminal board", () => {
  it("names the Units with their Combat, Support and statuses, the hand with costs, the Treasury with coin values", () => {
    const lines = board(state, 0);
    const text = lines.join("\n");
    expect(lines[0]).toBe("Round 1, your Main Stage (you act first). Waiting for you.");
    expect(text).toMatch(/^Player 1: resolve 20, energy 5\/5, hand 2 cards, deck \d+ cards$/m);
    expect(text).toContain("Combat: Red Berserker (Combat 4, Support 0, Rampage)");
    expect(text).toMatch(/^Player 0 \(you\): resolve 20, energy 3\/5, deck \d+ cards$/m);
    expect(text).toContain("Combat: Ironwood Spearman (Combat 3, Support 1)");
    expect(text).toContain("Support: Shieldmaiden (Combat 1, Support 3)");
    expect(text).toContain("Action Zone: Withering Curse (face-down)");
    expect(text).toContain("Wager: Ember Squire (face-down); Treasury: River Sprite (1)");
    expect(text).toContain("Veiled Assassin: Unit, cost 3, Combat 4, Support 1, level 2, Shadow, Stealth");
    expect(text).toContain("Lance of Dawn: Equip Action, cost 3, +2 Combat, +0 Support, Piercing");
    expect(lines.length).toBeLessThanOrEqual(25);
  });

  it("shows hidden cards as counts only: the opponent's hand and set cards, and to a spectator every hand and wager", () => {
    const text = board(state, 0).join("\n");
    for (const name of ["Doom Bolt", "Mountain Ogre", "Glacial Prison"]) expect(text).not.toContain(name);
    expect(text).toContain("Action Zone: 1 face-down card");
    const spectator = board(state, "spectator").join("\n");
    for (const name of ["Veiled Assassin", "Hunter's Bolt", "Withering Curse", "Ember Squire", "Doom Bolt"]) expect(spectator).not.toContain(name);
    expect(spectator).toContain("Wager: 1 face-down card");
  });

  it("does not change when two cards hidden from the viewer swap definitions, all through a random match", () => {
    let checked = 0;
    for (const { state: s, player } of states(5, 300)) {
      const other = withHiddenSwapped(ruleset, s, player);
      if (other === undefined) continue;
      expect(board(other, player)).toEqual(board(s, player));
      expect(words(other, player)).toEqual(words(s, player));
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("names no card id in a whole match", () => {
    for (const { state: s, player } of states(2, 500)) {
      expect(board(s, player).join("\n")).not.toMatch(/\bc\d+\b|undefined|\[object/);
      for (const w of words(s, player)) expect(w).not.toMatch(/\bc\d+\b|undefined|\[object/);
    }
  });
});

describe("Wardom's actions in words", () => {
  it("words plays with their target, and each way to pay, so two ways to pay are two choices", () => {
    const view = ruleset.view(state, 0);
    const lance = ids(0, "lance-of-dawn");
    const spearman = ids(0, "ironwood-spearman");
    const sprite = ids(0, "river-sprite");
    expect(describeAction({ type: "play", card: lance, target: spearman }, view)).toBe("Play Lance of Dawn (Equip Action, cost 3) on your Ironwood Spearman (Combat 3, Support 1)");
    expect(describeAction({ type: "pay", payment: { energy: 3, resolve: 0, treasury: [] } }, view)).toBe("Paying 3 energy");
    expect(describeAction({ type: "pay", payment: { energy: 2, resolve: 0, treasury: [sprite] } }, view)).toBe("Paying 2 energy and River Sprite (1) from your Treasury");
    expect(describeAction({ type: "recruit", card: ids(0, "veiled-assassin"), position: "combat", faceDown: true }, view)).toBe("Recruit Veiled Assassin (Combat 4, Support 1, cost 3) to Combat, face-down");
    expect(describeAction({ type: "activate", card: ids(0, "withering-curse"), target: null }, view)).toBe("Activate your set Withering Curse (Ability Action, cost 2)");
    expect(describeAction({ type: "end" }, view)).toBe("End the Main Stage");
    const labels = words(state, 0);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("never names a card the viewer may not identify, and gives generic words to an unknown action", () => {
    const view = ruleset.view(state, 0);
    // A pick names a card the viewer may not identify by its place only (card: null), and says the place.
    expect(describeAction({ type: "pick", cards: [{ zone: "p1/action", index: 0, card: null }] }, view)).toBe("Choose the face-down card in Player 1's Action Zone");
    // An id the view does not identify is still never named.
    expect(describeAction({ type: "pick", cards: [{ zone: "p1/action", index: 0, card: ids(1, "glacial-prison") }] }, view)).toBe("Choose a hidden card");
    expect(describeAction({ type: "discard", card: ids(1, "doom-bolt") }, view)).toBe("Discard a hidden card");
    expect(describeAction({ type: "new-thing", card: ids(1, "doom-bolt"), n: 1 } as unknown as WardomAction, view)).toBe("New thing, card a hidden card, n 1");
  });

  it("is what the game package offers", () => {
    expect(wardomPackage).toHaveProperty("describeView", describeView);
    expect(wardomPackage).toHaveProperty("describeAction", describeAction);
  });
});

describe("Wardom's cards in words (describeCard)", () => {
  it("names every card the viewer may identify, name first, and every other card 'a hidden card', all through a random match, unchanged when hidden cards swap definitions", () => {
    const report = checkCardWords(ruleset, describeCard, states(7, 300));
    expect(report.named).toBeGreaterThan(100);
    expect(report.swaps).toBeGreaterThan(10);
    expect(wardomPackage).toHaveProperty("describeCard", describeCard);
  });
});
