import { describe, expect, it } from "vitest";
import { chanceActions, chanceAnswers, Rng, seedRng, type ChanceRequest } from "@rulesmith/core";
import { chanceIndex } from "../src/chance-sample.js";

const request = (count: number, sides: number): ChanceRequest => ({ kind: "dice", count, sides, purpose: "test", player: 0 });
const answers = (count: number, sides: number) => chanceActions({ rng: seedRng(1), dice: "external", chance: { player: 0, action: null, supplied: [], request: request(count, sides) } }, 0);

describe("rolling virtual dice for a physical roll", () => {
  it("is not a roll when the actions are not faces", () => {
    expect(chanceIndex([{ type: "strike" }, { type: "end" }], new Rng(seedRng(1)))).toBe(-1);
    expect(chanceIndex([], new Rng(seedRng(1)))).toBe(-1);
  });

  it("rolls 2d6 fairly from the full answer list", () => {
    const legal = answers(2, 6);
    expect(legal).toHaveLength(36);
    const rng = new Rng(seedRng(2));
    let sevens = 0;
    const n = 7200;
    for (let i = 0; i < n; i++) {
      const f = legal[chanceIndex(legal, rng)]?.faces ?? [];
      if ((f[0] ?? 0) + (f[1] ?? 0) === 7) sevens++;
    }
    expect(Math.abs(sevens - n / 6)).toBeLessThan(120);
  });

  it("rolls 5d6 fairly from the capped list (one answer per multiset), not uniformly over the list", () => {
    const legal = answers(5, 6);
    expect(legal.length).toBe(chanceAnswers(request(5, 6)).length);
    expect(legal.length).toBe(252);
    const rng = new Rng(seedRng(3));
    let allSame = 0;
    let total = 0;
    const n = 5000;
    for (let i = 0; i < n; i++) {
      const f = legal[chanceIndex(legal, rng)]?.faces ?? [];
      if (f.every((x) => x === f[0])) allSame++;
      total += f.reduce((a, b) => a + b, 0);
    }
    // A fair roll shows five of a kind 6/7776 of the time (about 4 in 5000); a uniform pick over 252 answers, 119.
    expect(allSame).toBeLessThan(20);
    expect(Math.abs(total / n - 17.5)).toBeLessThan(0.2);
  });
});
