import { describe, expect, it } from "vitest";
import { greedyBot, mctsBot, playBots, tournament } from "../src/index.js";
import { diceDuel } from "@rulesmith/core/examples";

describe("the README example", () => {
  it("runs as written (with fewer matches)", () => {
    const mcts = mctsBot(diceDuel, { seed: 1 });
    const greedy = greedyBot(diceDuel, { seed: 2, evaluate: (s, p) => (s.sides[p === 0 ? 0 : 1].hp - s.sides[p === 0 ? 1 : 0].hp) / 20 });
    if (!mcts.ok || !greedy.ok) throw new Error("bad options");
    const match = playBots(diceDuel, { seed: 7 }, [mcts.value, greedy.value]);
    const result = tournament(diceDuel, { bots: [mcts.value, greedy.value], matches: 4, config: (i) => ({ seed: i }) });
    expect(match.ok && match.value.outcome !== undefined).toBe(true);
    expect(result.ok && result.value.standings.length).toBe(2);
  });
});
