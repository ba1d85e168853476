import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { chanceDecision, genericActionWords, rollTiedWords, seedRng, waitingWords, type ChanceRequest } from "../src/index.js";

describe("genericActionWords", () => {
  const names: Readonly<Record<string, string>> = { c3: "Bear Wolf", c9: "The Hero" };
  const cardName = (id: string): string | undefined => (Object.hasOwn(names, id) ? names[id] : undefined);

  it("writes the type, then each field, cards by name", () => {
    expect(genericActionWords({ type: "dig-in", card: "c3", depth: 2, quick: true, with: ["c3", "c9"], note: "x" }, cardName)).toBe(
      "Dig in, card Bear Wolf, depth 2, quick true, with Bear Wolf, The Hero, note x",
    );
    expect(genericActionWords({ type: "pass", with: [] }, cardName)).toBe("Pass, with none");
  });

  it("leaves out nested objects and lists of other things, and says Act for a value with no type", () => {
    expect(genericActionWords({ type: "pay", plan: { energy: 2 }, amounts: [1, 2] }, cardName)).toBe("Pay");
    expect(genericActionWords(null, cardName)).toBe("Act");
    expect(genericActionWords(["summon"], cardName)).toBe("Act");
    expect(genericActionWords({ card: "c9" }, cardName)).toBe("Act, card The Hero");
  });

  it("never throws, even on a value whose getter throws", () => {
    const trap = { type: "x", get card(): never { throw new Error("boom"); } };
    expect(genericActionWords(trap, cardName)).toBe("Act");
  });

  test.prop([fc.anything()])("never throws and always gives a capitalised sentence", (v) => {
    const text = genericActionWords(v, cardName);
    expect(text.length).toBeGreaterThan(0);
    expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
  });
});

describe("waitingWords", () => {
  it("says who the match waits for, the viewer as you", () => {
    expect(waitingWords({ kind: "mulligan", players: [1], prompt: "Keep this hand?" }, 1)).toBe("Waiting for you.");
    expect(waitingWords({ kind: "mulligan", players: [1], prompt: "Keep this hand?" }, 0)).toBe("Waiting for Player 1.");
    expect(waitingWords({ kind: "discard", players: [0, 2, 3], prompt: "Discard" }, 2)).toBe("Waiting for Player 0, you and Player 3.");
    expect(waitingWords({ kind: "discard", players: [], prompt: "Discard" }, "spectator")).toBe("Waiting for the players.");
  });

  it("says who must roll real dice or flip a real coin, and for what, as the kit's prompts ask it", () => {
    const pending = (request: ChanceRequest) => chanceDecision({ rng: seedRng(1), dice: "external", chance: { player: 0, action: null, supplied: [], request } });
    const dice = pending({ kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 1 });
    const coin = pending({ kind: "coin", count: 1, sides: 2, purpose: "burn damage of Ember Imp (tails: 2 damage)", player: 0 });
    if (dice === undefined || coin === undefined) throw new Error("no decision");
    expect(waitingWords(dice, 1)).toBe("Waiting for you to roll 2d6 for the hit roll.");
    expect(waitingWords(dice, 0)).toBe("Waiting for Player 1 to roll 2d6 for the hit roll.");
    expect(waitingWords(dice, "spectator")).toBe("Waiting for Player 1 to roll 2d6 for the hit roll.");
    expect(waitingWords(coin, 1)).toBe("Waiting for Player 0 to flip a coin for the burn damage of Ember Imp (tails: 2 damage).");
    expect(waitingWords({ kind: "chance", players: [0], prompt: "Throw the bones." }, 0)).toBe("Waiting for you to roll: Throw the bones.");
    expect(waitingWords({ kind: "chance", players: [0], prompt: "" }, 0)).toBe("Waiting for you to roll.");
  });

  test.prop([fc.anything(), fc.anything(), fc.anything()])("never throws on a decision that is not shaped like one", (kind, players, prompt) => {
    const text = waitingWords({ kind, players, prompt } as never, 0);
    expect(text).toMatch(/^Waiting for .*\.$/);
  });
});

describe("rollTiedWords", () => {
  it("two tied players: both scores, and both roll again", () => {
    expect(rollTiedWords("speed roll-off", [3, 3])).toBe("The speed roll-off is a tie, 3 against 3: both players roll again.");
    expect(rollTiedWords("first-player roll", [7, 7], [0, 1])).toBe("The first-player roll is a tie, 7 against 7: both players roll again.");
  });

  it("with three or four players, only those tied for the highest roll again, by seat", () => {
    expect(rollTiedWords("roll for the first player", [5, 2, 5], [0, 1, 2])).toBe("The roll for the first player is a tie at 5 between Player 0 and Player 2: they roll again.");
    expect(rollTiedWords("roll for the first player", [6, 6, 1, 6], [0, 1, 2, 3])).toBe("The roll for the first player is a tie at 6 between Player 0, Player 1 and Player 3: they roll again.");
    expect(rollTiedWords("roll for the first player", [4, 4, 4], [0, 1, 2])).toBe("The roll for the first player is a tie at 4: all 3 players roll again.");
  });

  it("leaves out what it cannot read instead of guessing", () => {
    expect(rollTiedWords(undefined, [2, 2])).toBe("The roll is a tie, 2 against 2: both players roll again.");
    expect(rollTiedWords("speed roll-off", [2, "2"])).toBe("The speed roll-off is a tie: the players roll again.");
    expect(rollTiedWords("speed roll-off", null, [0, 1])).toBe("The speed roll-off is a tie: both players roll again.");
    expect(rollTiedWords("roll for the first player", [5, 2, 5], [0, 1])).toBe("The roll for the first player is a tie, 5, 2 and 5: the players tied for the highest roll again.");
  });

  test.prop([fc.anything(), fc.anything(), fc.anything()])("never throws, and always says the roll is a tie", (purpose, scores, players) => {
    expect(rollTiedWords(purpose, scores, players)).toMatch(/^The .+ is a tie.*roll again\.$/);
  });
});
