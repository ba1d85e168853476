import { describe, expect, it } from "vitest";
import { botOptionsFor, cardChecks, cardFieldPath, cardProblemOf, deckCardReport, ruleError, type CardReport } from "../src/index.js";

describe("the one card-problem shape", () => {
  it("reads the card from details.id or details.name and the field from details.path, field or key", () => {
    expect(cardProblemOf(ruleError("deck/unknown-card", "No card zz.", { details: { id: "zz" } }), "error")).toEqual({ severity: "error", code: "deck/unknown-card", message: "No card zz.", card: "zz", field: null, rule: null });
    expect(cardProblemOf(ruleError("deck/copies", "Too many.", { rule: "W-3.2.1-1", details: { name: "Bear Wolf", path: "$.cards[2].count" } }), "warning")).toMatchObject({ severity: "warning", card: "Bear Wolf", field: "cards[2].count", rule: "W-3.2.1-1" });
    expect(cardProblemOf(ruleError("deck/x", "x", { details: [1, 2] }), "error")).toMatchObject({ card: null, field: null });
  });

  it("writes a card-file problem's field one way: inside the card, dots between keys, list positions in brackets", () => {
    expect(cardFieldPath("cards.3.effects.0.factor")).toBe("effects[0].factor");
    expect(cardFieldPath("cards[3].effects[0].factor")).toBe("effects[0].factor");
    expect(cardFieldPath("effects[0].actions[1].anchored")).toBe("effects[0].actions[1].anchored");
    expect(cardFieldPath("cards.12")).toBeNull();
    expect(cardFieldPath("")).toBeNull();
    expect(cardFieldPath("cards")).toBe("cards");
    expect(cardFieldPath("name")).toBe("name");
  });

  it("a deck report lists errors before warnings; a deck called not legal stays invalid", () => {
    const r = deckCardReport({ legal: false, errors: [], warnings: [ruleError("deck/advice", "Consider more creatures.")] });
    expect(r.valid).toBe(false);
    const s = deckCardReport({ legal: false, errors: [ruleError("deck/size", "40 cards.")], warnings: [ruleError("deck/advice", "More creatures.")] });
    expect(s.problems.map((p) => p.severity)).toEqual(["error", "warning"]);
  });

  it("cardChecks checks a deck against the sample cards or a card file, and reports a bad file", () => {
    const bad: CardReport = { valid: false, problems: [{ severity: "error", code: "cards/invalid", message: "Not a list.", card: null, field: null, rule: null }] };
    const checks = cardChecks<readonly string[], string>({
      parse: (v) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? { ok: true, value: v } : { ok: false, error: "Not a list." }),
      validate: (deck, cards) => {
        const pool = cards ?? ["a", "b"];
        const ok = typeof deck === "string" && pool.includes(deck);
        return { legal: ok, errors: ok ? [] : [ruleError("deck/unknown-card", "Not in the pool.", { details: { id: String(deck) } })], warnings: [] };
      },
      fileReport: () => bad,
    });
    expect(checks.checkDeck("a").valid).toBe(true);
    expect(checks.checkDeck("c").problems[0]?.card).toBe("c");
    expect(checks.checkDeck("c", ["c"]).valid).toBe(true);
    expect(checks.checkDeck("a", 7)).toEqual(bad);
    expect(checks.checkCardSet(["x"])).toEqual({ valid: true, problems: [] });
    expect(checks.checkCardSet({})).toEqual(bad);
  });
});

describe("botOptionsFor", () => {
  it("gives a copy of the game's own plain options for one kind of bot, never its seed or evaluate", () => {
    const mcts = { playoutPolicy: "greedy", iterations: 100, seed: 7, evaluate: "x" };
    const game = { botOptions: { mcts } };
    const got = botOptionsFor(game, "mcts");
    expect(got).toEqual({ playoutPolicy: "greedy", iterations: 100 });
    got["iterations"] = 1;
    expect(mcts.iterations).toBe(100);
    expect(botOptionsFor(game, "greedy")).toEqual({});
    expect(botOptionsFor({}, "mcts")).toEqual({});
  });

  it("reads nothing it should not: inherited kinds, lists, junk", () => {
    const inherited = Object.create({ mcts: { iterations: 3 } }) as object;
    expect(botOptionsFor({ botOptions: inherited }, "mcts")).toEqual({});
    expect(botOptionsFor({ botOptions: { mcts: [1, 2] } }, "mcts")).toEqual({});
    expect(botOptionsFor({ botOptions: "mcts" }, "mcts")).toEqual({});
    expect(botOptionsFor({ botOptions: null }, "toString")).toEqual({});
    const polluted = JSON.parse('{"mcts":{"__proto__":{"x":1},"iterations":2}}') as object;
    const got = botOptionsFor({ botOptions: polluted }, "mcts");
    expect(got).toEqual({ iterations: 2 });
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
  });
});
