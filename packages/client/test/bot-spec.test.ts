import type { MctsBot } from "@rulesmith/bots";
import { diceDuel, type DuelAction, type DuelState } from "@rulesmith/core/examples";
import { describe, expect, it } from "vitest";
import { buildBot, type ClientGame } from "../src/bot-spec.js";
import { unwrap } from "./helpers.js";

describe("buildBot", () => {
  const state = unwrap(diceDuel.setup({ seed: 3 }));
  const player = diceDuel.activePlayers(state)[0] ?? 0;
  // earlyStop off: every iteration of the budget runs, so the count shows which budget applied.
  const game: ClientGame<DuelState, DuelAction> = { ruleset: diceDuel, botOptions: { mcts: { iterations: 5, exploration: 0.3, earlyStop: false } } };
  const search = (options: Record<string, number>) => {
    const bot = unwrap(buildBot(game, { kind: "mcts", options }, "s")) as MctsBot<DuelState, DuelAction>;
    return unwrap(bot.search(state, player));
  };

  it("starts from the game's options, and the spec's win", () => {
    expect(search({}).iterations).toBe(5);
    expect(search({ iterations: 12 }).iterations).toBe(12);
  });

  it("a time budget in the spec replaces the game's iteration budget instead of being capped by it", () => {
    // The clock is read every 8 iterations, so at least 8 run, more than the game's 5, however slow the machine.
    const timed = search({ timeMs: 20 });
    expect(timed.iterations).toBeGreaterThanOrEqual(8);
    expect(timed.elapsedMs).not.toBeNull();
    // Both given: whichever comes first.
    expect(search({ timeMs: 60_000, iterations: 3 }).iterations).toBe(3);
  });
});
