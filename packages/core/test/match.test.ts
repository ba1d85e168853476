import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { CoreErrorCode } from "../src/errors.js";
import { canonicalJson, hashJson } from "../src/json.js";
import { playMatch, randomChooser, type MatchStepInfo } from "../src/match.js";
import { replay } from "../src/record.js";
import { assertErr, assertOk } from "../src/testing/results.js";
import { diceDuel, type DuelAction, type DuelState } from "../src/examples/dice-duel.js";

describe("playMatch", () => {
  it("plays a match to its end and records it", () => {
    const seen: MatchStepInfo<DuelState, DuelAction>[] = [];
    const m = assertOk(playMatch(diceDuel, { seed: 4 }, randomChooser(4), { onStep: (info) => seen.push(info) }));
    expect(m.outcome).toBeDefined();
    expect(m.outcome).toEqual(diceDuel.outcome(m.state));
    expect(m.steps).toBe(m.record.actions.length);
    expect(seen.map((s) => s.index)).toEqual([...Array(m.steps).keys()]);
    expect(seen[0]?.before).toEqual(assertOk(diceDuel.setup({ seed: 4 })));
    expect(m.record.final?.stateHash).toBe(hashJson(m.state));
    expect(canonicalJson(assertOk(replay(diceDuel, m.record)).state)).toBe(canonicalJson(m.state));
  });

  it("asks the first active player each step", () => {
    const asked: number[] = [];
    assertOk(
      playMatch(diceDuel, { seed: 4 }, (_state, player, legal) => {
        asked.push(player);
        return legal[0] ?? ({ type: "end" } as const);
      }),
    );
    expect(asked.slice(0, 2)).toEqual([0, 1]);
  });

  it("stops after maxSteps with no outcome and an open record", () => {
    const m = assertOk(playMatch(diceDuel, { seed: 4 }, randomChooser(1), { maxSteps: 3 }));
    expect(m.steps).toBe(3);
    expect(m.outcome).toBeUndefined();
    expect(m.record.final?.outcome).toBeNull();
  });

  it("returns setup's error for a bad config, and refuses a config that cannot be recorded", () => {
    expect(assertErr(playMatch(diceDuel, { seed: 1, turnLimit: 0 }, randomChooser(1))).code).toBe(CoreErrorCode.BadConfig);
    expect(assertErr(playMatch(diceDuel, { seed: Number.NaN }, randomChooser(1))).code).toBe(CoreErrorCode.BadConfig);
  });

  it("reports a refused choice with the step, the player and the action", () => {
    const e = assertErr(playMatch(diceDuel, { seed: 1 }, () => ({ type: "strike" })));
    expect(e.code).toBe(CoreErrorCode.IllegalAction);
    expect(e.message).toMatch(/^Step 1: player 0 chose \{"type":"strike"\}, which was refused: /);
    expect(e.details).toEqual({ index: 0, player: 0, action: { type: "strike" }, error: null });
  });

  it("refuses a chosen action that is not JSON", () => {
    const e = assertErr(playMatch(diceDuel, { seed: 1 }, () => ({ type: "keep", at: undefined }) as unknown as DuelAction));
    expect(e.code).toBe(CoreErrorCode.MalformedAction);
  });

  it("reports a stuck or throwing ruleset as an internal error", () => {
    const noPlayers = { ...diceDuel, activePlayers: () => [] };
    expect(assertErr(playMatch(noPlayers, { seed: 1 }, randomChooser(1))).message).toContain("no player may act");
    const noActions = { ...diceDuel, legalActions: () => [] };
    expect(assertErr(playMatch(noActions, { seed: 1 }, randomChooser(1))).message).toContain("has no legal action");
    const throwing = {
      ...diceDuel,
      outcome: (): never => {
        throw new TypeError("oops");
      },
    };
    const e = assertErr(playMatch(throwing, { seed: 1 }, randomChooser(1)));
    expect(e.code).toBe(CoreErrorCode.Internal);
    expect(e.message).toContain("TypeError: oops");
  });

  it("rethrows what the chooser or onStep throws, unchanged", () => {
    const boom = new Error("chooser");
    expect(() =>
      playMatch(diceDuel, { seed: 1 }, () => {
        throw boom;
      }),
    ).toThrow(boom);
    expect(() =>
      playMatch(diceDuel, { seed: 1 }, randomChooser(1), {
        onStep: () => {
          throw new RangeError("step");
        },
      }),
    ).toThrow(RangeError);
  });
});

describe("playMatch refuses a chooser or options of the wrong kind, as a result", () => {
  it.each([
    ["a chooser that is null", null, undefined, "the chooser is a function"],
    ["a chooser that is a string", "random", undefined, "the chooser is a function"],
    ["options that are a number", randomChooser(1), 5, "the options are an object"],
    ["a maxSteps of -1", randomChooser(1), { maxSteps: -1 }, "maxSteps is a whole number from 0"],
    ["a maxSteps that is text", randomChooser(1), { maxSteps: "10" }, "maxSteps is a whole number from 0"],
    ["an onStep that is not a function", randomChooser(1), { onStep: true }, "onStep is a function"],
  ])("%s", (_name, choose, options, words) => {
    const r = playMatch(diceDuel, { seed: 1 }, choose as never, options as never);
    const e = assertErr(r);
    expect(e.code).toBe(CoreErrorCode.BadArgument);
    expect(e.message).toContain(words);
  });

  it("still plays with no options, and with maxSteps Infinity", () => {
    expect(assertOk(playMatch(diceDuel, { seed: 1 }, randomChooser(1))).outcome).toBeDefined();
    expect(assertOk(playMatch(diceDuel, { seed: 1 }, randomChooser(1), { maxSteps: Infinity })).outcome).toBeDefined();
  });
});

describe("randomChooser", () => {
  it("picks the same actions for the same seed", () => {
    const a = randomChooser(9);
    const b = randomChooser(9);
    const list = [1, 2, 3, 4, 5, 6, 7];
    const picks = (c: typeof a): number[] => Array.from({ length: 20 }, () => c(null, 0, list));
    expect(picks(a)).toEqual(picks(b));
  });

  it("picks every action sometimes", () => {
    const c = randomChooser("spread");
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(c(null, 0, ["a", "b", "c", "d"]));
    expect(seen.size).toBe(4);
  });

  it("throws when asked to choose from nothing", () => {
    expect(() => randomChooser(1)(null, 0, [])).toThrow(RangeError);
  });

  test.prop([fc.nat(), fc.nat()], { numRuns: 30 })("the same seeds play the same match", (seed, choices) => {
    const a = assertOk(playMatch(diceDuel, { seed }, randomChooser(choices)));
    const b = assertOk(playMatch(diceDuel, { seed }, randomChooser(choices)));
    expect(canonicalJson(a.record)).toBe(canonicalJson(b.record));
  });
});
