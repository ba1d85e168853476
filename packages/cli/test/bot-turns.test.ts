// What `rulesmith play` tells a person about the bots' turns: each bot's actions in the game's
// words, then what happened in prose, and never a card the person may not know.
import { playMatch, randomChooser, type PlayerId } from "@rulesmith/core";
import { diceDuel } from "@rulesmith/core/examples";
import { assertOk } from "@rulesmith/core/testing";
import { wardomPackage } from "@rulesmith/wardom";
import { describe, expect, it } from "vitest";
import { botActionWords, botTurnLines } from "../src/bot-turns.js";
import { learnCardNames } from "../src/card-names.js";
import { colorsFor } from "../src/colors.js";
import { diceDuelModule } from "../src/dice-duel-module.js";
import type { GameModule } from "../src/game-module.js";
import { gameFromPackage } from "../src/registry.js";
import { rulesmithHere } from "./helpers.js";

const plain = colorsFor({ isTTY: false }, {});

/** A bot's summary in the output: the line that starts with `header` and the indented lines under it. */
function summaryAt(stdout: string, header: string): string {
  const lines = stdout.split("\n");
  const from = lines.findIndex((l) => l.startsWith(header));
  if (from < 0) return "";
  let to = from + 1;
  while (to < lines.length && (lines[to] ?? "").startsWith("  ")) to++;
  return lines.slice(from, to).join("\n");
}

describe("rulesmith play: the bots' turns are summarised", () => {
  it("Ward: before each decision, the bot's actions in words on one line, then the events as prose, indented", async () => {
    // Seed 1: the roll, then four actions of turn 1 and its three phase ends, then the bot's turn 2
    // stops at a chain the person may answer. The bot's words are about the bot ("their hand"),
    // and the person's cards are "your" cards.
    const r = await rulesmithHere(["play", "ward", "--seed", "1"], "1\n".repeat(9));
    expect(r.stdout).toContain("Player 1 chooses who goes first.\nPlayer 1 (random) played 1 action: Go second (the opponent takes the first turn).\n  Player 0 goes first.\n");
    expect(r.stdout).toContain(
      "Player 1 (random) played 2 actions: Mulligan: shuffle their hand into the deck and draw as many (once per match); Play Lead Boots on your Bear Wolf (HP 40/40).\n  Player 1 mulligans.\n",
    );
    const summary = summaryAt(r.stdout, "Player 1 (random) played 2 actions");
    expect(summary).toMatch(/\n {2}Player 1 plays Lead Boots \(c\d+\) on Bear Wolf \(c\d+\)\.$/m);
    // The summary leaves out what the game's own events already say: card moves and stack entries.
    expect(summary).not.toMatch(/moves from|Added to the stack|Resolves: entry/);
    expect(summary).not.toMatch(/type|\{/);
  });

  it("Guardians with two bots: one summary per bot, in the order they acted", async () => {
    const r = await rulesmithHere(["play", "guardians", "--players", "3", "--seat", "2", "--seed", "5", "--bot", "greedy,random"], "1\n".repeat(40));
    const zero = r.stdout.indexOf("Player 0 (greedy) played ");
    const one = r.stdout.indexOf("Player 1 (random) played ");
    expect(zero).toBeGreaterThan(-1);
    expect(one).toBeGreaterThan(zero);
    expect(r.stdout).not.toMatch(/^Player 2 \(you\) played /m);
  });
});

describe("botTurnLines", () => {
  const game = gameFromPackage(wardomPackage);

  it("names each bot once per run of its steps and counts equal actions in a row", () => {
    const pass = { action: { type: "pass" }, events: [], words: "Pass" };
    const lines = botTurnLines(game, [{ player: 1, ...pass }, { player: 1, ...pass }, { player: 1, action: { type: "end" }, events: [], words: "End the Main Stage" }, { player: 2, ...pass }], 0, plain);
    expect(lines).toEqual(["Player 1 played 3 actions: Pass (×2); End the Main Stage.", "Player 2 played 1 action: Pass."]);
  });
});

describe("botActionWords never tells the person more than they may know", () => {
  it("Wardom: a bot's action on a card the person cannot identify before or after it is worded from the person's view, as a hidden card", () => {
    const game = gameFromPackage(wardomPackage);
    const rules = wardomPackage.ruleset;
    const person: PlayerId = 0;
    let hiddenSteps = 0;
    const played = playMatch(rules, wardomPackage.demoConfig(1), randomChooser(3), {
      maxSteps: 400,
      onStep: (info) => {
        if (info.player === person) return;
        const before: unknown = info.before;
        const after: unknown = info.step.state;
        const around = { before, after };
        const words = botActionWords(game, info.action, info.player, person, around);
        const known = learnCardNames(rules.view(around.after, person), learnCardNames(rules.view(around.before, person), new Map<string, string>()));
        const bots = learnCardNames(rules.view(around.before, info.player), new Map<string, string>());
        const secret = JSON.stringify(info.action).match(/"[^"]+"/g)?.map((s) => s.slice(1, -1)).filter((s) => bots.has(s) && !known.has(s)) ?? [];
        if (secret.length === 0) return;
        hiddenSteps++;
        expect(words).toBe(game.describeAction?.(info.action, rules.view(around.before, person)));
        expect(words).toContain("a hidden card");
      },
    });
    expect(played.ok).toBe(true);
    // Seed 1 has face-down recruits and wagers by the bot, so the law was put to the test.
    expect(hiddenSteps).toBeGreaterThan(0);
  });
});

describe("botActionWords with any viewer", () => {
  const duel = diceDuelModule(diceDuel);
  const start = assertOk(diceDuel.setup({ seed: 7 }));
  const action = { type: "keep" } as const;
  const around = { before: start, after: assertOk(diceDuel.apply(start, 0, action)).state };

  it("a viewer with the characters of a pattern in it is compared, never put into a pattern", () => {
    for (const viewer of ["(", ".*", "[", "\\"]) expect(botActionWords(duel, action, 0, viewer as never, around)).toBe("Keep this hand");
  });

  it("the viewer's seat, and only it, becomes your", () => {
    const game: GameModule = { ...duel, describeAction: () => "Hit Player 1's Wolf, Player 11's Bear and Player 0's Imp" };
    expect(botActionWords(game, action, 0, 1, around)).toBe("Hit your Wolf, Player 11's Bear and Player 0's Imp");
  });
});
