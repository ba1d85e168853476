// The terminal board and the action words: cards by name with their stats, nothing the viewer
// may not know.
import { describe, expect, it } from "vitest";
import type { PlayerId } from "@rulesmith/core";
import { checkCardWords, randomStates, withHiddenSwapped, type StateToAct } from "@rulesmith/core/testing";
import { demoConfig, describeAction, describeCard, describeView, ruleset, wardPackage, type WardAction, type WardState } from "../src/index.js";
import { id, scenario } from "./helpers.js";

/** Every state of a seeded random match, with the player to act. */
const states = (seed: number, limit: number): StateToAct<WardState>[] => randomStates(ruleset, demoConfig(seed), seed, limit);

const board = (s: WardState, viewer: PlayerId | "spectator"): readonly string[] => describeView(ruleset.view(s, viewer), viewer);
const words = (s: WardState, p: PlayerId): string[] => ruleset.legalActions(s, p).map((a) => describeAction(a, ruleset.view(s, p)));

describe("Ward's terminal board", () => {
  const s = scenario({
    p0: { hand: ["fog", "fireball"], primary: "grizzly-bear", primaryHp: 30, magic: [{ def: "battle-axe", host: "p0:primary" }], cemetery: ["assassin"] },
    p1: { hand: ["the-hero", "ent-tree"], primary: "bear-wolf", deck: ["behemoth", "cave-beetle"] },
  });

  it("names the cards with their stats: HP left, effective AL, Speed and Attack on the field, printed stats in hand", () => {
    const lines = board(s, 0);
    const text = lines.join("\n");
    // Battle Axe: +2 Modifier and +1 Attack die on Grizzly Bear (2d6+2).
    expect(text).toContain("Primary: Grizzly Bear (HP 30/50, AL 6, Speed 3, Attack 3d6+4 (Rending Claws), equipped with Battle Axe)");
    expect(text).toContain("Primary: Bear Wolf (HP 40/40, AL 5, Speed 4, Attack 2d6+1 (Maul))");
    expect(text).toContain("Fog: creature, HP 30, AL 5, Speed 4, Attack 1d6+2 (Smother)");
    expect(text).toContain("Fireball: Standard magic.");
    expect(text).toContain("Magics: Battle Axe (Infinite Equip magic, on your Grizzly Bear)");
    expect(text).toContain("Cemetery (1, newest first): Assassin");
    expect(text).toContain("Player 1: cemetery 0/300 HP, hand 2 cards, deck 2 cards");
    expect(lines[0]).toMatch(/^Turn \d+, your turn \(Player 0\), Summoning & Magic Phase\. Waiting for you\.$/);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(lines.length).toBeLessThanOrEqual(25);
  });

  it("shows hidden cards as counts only: the opponent's hand and both decks are never named", () => {
    const text = board(s, 0).join("\n");
    for (const name of ["The Hero", "Ent Tree", "Behemoth", "Cave Beetle"]) expect(text).not.toContain(name);
    expect(text).not.toMatch(/\bc\d+\b/);
    // The spectator sees neither hand.
    const spectator = board(s, "spectator").join("\n");
    for (const name of ["Fog", "Fireball", "The Hero", "Ent Tree"]) expect(spectator).not.toContain(name);
    expect(spectator).toContain("Player 0: cemetery");
  });

  it("does not change when two cards hidden from the viewer swap definitions, all through a random match", () => {
    let checked = 0;
    for (const { state, player } of states(7, 400)) {
      const other = withHiddenSwapped(ruleset, state, player);
      if (other === undefined) continue;
      expect(board(other, player)).toEqual(board(state, player));
      expect(words(other, player)).toEqual(words(state, player));
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("stays within about 25 lines and names no card id in a whole match", () => {
    for (const { state, player } of states(3, 600)) {
      const lines = board(state, player);
      expect(lines.length).toBeLessThanOrEqual(25);
      expect(lines.join("\n")).not.toMatch(/\bc\d+\b|undefined|\[object/);
    }
  });
});

describe("Ward's actions in words", () => {
  it("words summons, magics and battles with names and stats", () => {
    const s = scenario({
      p0: { hand: ["fog", "fireball", "ent-tree", "battle-axe"], primary: "bear-wolf", primaryHp: 25 },
      p1: { primary: "the-hero", hand: ["assassin"] },
    });
    const view = ruleset.view(s, 0);
    const fog = id(s, 0, "hand", "fog");
    const ent = id(s, 0, "hand", "ent-tree");
    const wolf = id(s, 0, "primary", "bear-wolf");
    const hero = id(s, 1, "primary", "the-hero");
    expect(describeAction({ type: "summon", card: fog, sacrifices: [] }, view)).toBe("Summon Fog (AL 5, HP 30), sacrificing nothing");
    expect(describeAction({ type: "summon", card: ent, sacrifices: [wolf, fog] }, view)).toBe("Summon Ent Tree (AL 10, HP 90), sacrificing your primary Bear Wolf (HP 25/40) and Fog from your hand");
    expect(describeAction({ type: "play", card: id(s, 0, "hand", "battle-axe"), target: hero, discards: [fog] }, view)).toBe("Play Battle Axe on Player 1's The Hero (HP 60/60), discarding Fog");
    expect(describeAction({ type: "battle", attacker: wolf, target: hero }, view)).toBe("Attack The Hero (HP 60/60) with Bear Wolf (HP 25/40)");
    expect(describeAction({ type: "next" }, view)).toBe("End the Summoning & Magic Phase (on to Combat)");
    expect(describeAction({ type: "faces", faces: [3, 5] }, view)).toBe("The dice show 3, 5");
  });

  it("never names a card the viewer may not identify, and gives generic words to an unknown action", () => {
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "the-hero", hand: ["assassin"] } });
    const view = ruleset.view(s, 0);
    const secret = id(s, 1, "hand", "assassin");
    expect(describeAction({ type: "discard", card: secret }, view)).toBe("Discard a hidden card");
    const unknown = { type: "new-thing", card: secret, amount: 2 } as unknown as WardAction;
    expect(describeAction(unknown, view)).toBe("New thing, card a hidden card, amount 2");
  });

  it("is what the game package offers", () => {
    expect(wardPackage).toHaveProperty("describeView", describeView);
    expect(wardPackage).toHaveProperty("describeAction", describeAction);
  });
});

describe("Ward's cards in words (describeCard)", () => {
  it("names every card the viewer may identify, name first, and every other card 'a hidden card', all through a random match, unchanged when hidden cards swap definitions", () => {
    const report = checkCardWords(ruleset, describeCard, states(7, 300));
    expect(report.named).toBeGreaterThan(100);
    expect(report.swaps).toBeGreaterThan(10);
    expect(wardPackage).toHaveProperty("describeCard", describeCard);
  });
});
