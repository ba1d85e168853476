/** BOT_OPTION_NAMES: the lists a client checks option names against are the factories' own. */
import { describe, expect, it } from "vitest";
import { charmDuel } from "@rulesmith/core/examples";
import { BOT_OPTION_NAMES, greedyBot, mctsBot, randomBot } from "../src/index.js";

const factories = {
  random: (o: object) => randomBot(charmDuel, o),
  greedy: (o: object) => greedyBot(charmDuel, o),
  mcts: (o: object) => mctsBot(charmDuel, o),
} as const;

describe("BOT_OPTION_NAMES", () => {
  it("lists exactly the names each factory reads: none of them is called unknown, and a name not listed is", () => {
    for (const kind of ["random", "greedy", "mcts"] as const) {
      for (const name of BOT_OPTION_NAMES[kind]) {
        const r = factories[kind]({ [name]: Symbol("not a value") });
        expect(r.ok ? "" : r.error.message).not.toMatch(new RegExp(`unknown option "${name}"`));
      }
      const r = factories[kind]({ notAnOption: 1 });
      expect(r.ok ? "accepted" : r.error.message).toMatch(/unknown option "notAnOption"/);
      expect(Object.isFrozen(BOT_OPTION_NAMES[kind])).toBe(true);
    }
  });

  it("quotes an unknown option's name in short: a 10,000-character name gives a message as short as a short name's", () => {
    for (const kind of ["random", "greedy", "mcts"] as const) {
      const long = factories[kind]({ ["x".repeat(10_000)]: 1 });
      const short = factories[kind]({ notAnOption: 1 });
      const longText = long.ok ? "accepted" : long.error.message;
      expect(longText).toMatch(/unknown option "x+…"/);
      expect(longText.length).toBeLessThan((short.ok ? "" : short.error.message).length + 40);
    }
  });
});
