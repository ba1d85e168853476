import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  applyWithChance,
  chanceActions,
  chanceAnswerer,
  chanceDecision,
  chanceRollNumber,
  isFacesAction,
  parseChanceHost,
  type ChanceHost,
  type ChanceTransition,
  type PendingChance,
} from "../src/chance-host.js";
import { runWithChance } from "../src/chance.js";
import { CoreErrorCode, ruleError } from "../src/errors.js";
import type { GameEvent, NoteEvent } from "../src/events.js";
import { canonicalJson } from "../src/json.js";
import { err, ok } from "../src/result.js";
import { seedRng } from "../src/rng.js";
import { deepFreeze } from "../src/frozen.js";
import { assertErr, assertOk } from "../src/testing/results.js";

interface Toy extends ChanceHost {
  readonly total: number;
}

function toy(dice: "seeded" | "external", seed = 1): Toy {
  return { total: 0, rng: seedRng(seed), dice, chance: null };
}

function typeOf(action: unknown): unknown {
  return typeof action === "object" && action !== null && "type" in action ? action.type : undefined;
}

function note(text: string): NoteEvent {
  return { type: "note", text };
}

/** "hit": 2d6 for the hit roll, a note, then a coin flipped by nobody in particular (player 1 if asked). */
const transition: ChanceTransition<Toy> = (state, player, action, ctx) => {
  switch (typeOf(action)) {
    case "hit": {
      ctx.events.push(note("swing"));
      const faces = ctx.chance.roll(2, 6, "hit roll", player);
      ctx.events.push(note("landed"));
      const heads = ctx.chance.coin("toss", null);
      return ok({ total: state.total + (faces[0] ?? 0) + (faces[1] ?? 0) + (heads ? 100 : 0), rng: state.rng, dice: state.dice, chance: state.chance });
    }
    case "coin-by-1": {
      const heads = ctx.chance.coin("toss", 1);
      return ok({ total: heads ? 1 : 2, rng: state.rng, dice: state.dice, chance: state.chance });
    }
    case "shuffle":
      return ok({ total: ctx.chance.shuffle([1, 2, 3, 4, 5])[0] ?? 0, rng: state.rng, dice: state.dice, chance: state.chance });
    case "miss":
      ctx.chance.die(6, "hit roll", player);
      return err(ruleError("toy/miss", "You missed."));
    case "throw":
      throw new Error("boom");
    case "throw-text":
      // A transition that throws something that is not an Error, to check that it is caught too.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw "kaboom";
    case "throw-bare":
      // Not even String() can turn this into text: it has no prototype.
      throw Object.create(null);
    case "lottery": {
      // Three dice of a million faces: legal, but far too many answers (about 1.7e17) to list.
      const faces = ctx.chance.roll(3, 1_000_000, "lottery", player);
      return ok({ total: faces.reduce((a, b) => a + b, 0), rng: state.rng, dice: state.dice, chance: state.chance });
    }
    case "endless-die":
      // A bug: a die with no end of sides. Rolling it once looped forever.
      ctx.chance.die(Number.POSITIVE_INFINITY, "hit roll", player);
      return ok(state);
    default:
      return err(ruleError(CoreErrorCode.MalformedAction, "What?"));
  }
};

function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

describe("applyWithChance with seeded dice", () => {
  it("runs the transition, writes the advanced generator back and returns events in order", () => {
    const start = deepFreeze(toy("seeded"));
    const step = assertOk(applyWithChance(start, 0, { type: "hit" }, transition));
    expect(step.state.chance).toBeNull();
    expect(step.state.rng).not.toEqual(start.rng);
    expect(types(step.events)).toEqual(["note", "dice-rolled", "note", "dice-rolled"]);
    expect(step.events[1]).toMatchObject({ type: "dice-rolled", count: 2, sides: 6, purpose: "hit roll", player: 0, source: "seeded" });
    expect(step.state.total).toBeGreaterThan(1);
  });

  it("gives the same step for the same state and action", () => {
    const a = applyWithChance(toy("seeded", 5), 0, { type: "hit" }, transition);
    const b = applyWithChance(toy("seeded", 5), 0, { type: "hit" }, transition);
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it("uses the seeded generator for shuffles in both modes", () => {
    const seeded = assertOk(applyWithChance(toy("seeded", 3), 0, { type: "shuffle" }, transition));
    const external = assertOk(applyWithChance(toy("external", 3), 0, { type: "shuffle" }, transition));
    expect(external.state.total).toBe(seeded.state.total);
    expect(external.state.rng).toEqual(seeded.state.rng);
  });

  it("returns the transition's own error unchanged", () => {
    expect(assertErr(applyWithChance(toy("seeded"), 0, { type: "miss" }, transition)).code).toBe("toy/miss");
  });

  it("refuses a faces answer when no roll is pending", () => {
    expect(assertErr(applyWithChance(toy("seeded"), 0, { type: "faces", faces: [1] }, transition)).code).toBe(CoreErrorCode.IllegalAction);
  });

  it("refuses an action that is not plain JSON, naming where", () => {
    const e = assertErr(applyWithChance(toy("seeded"), 0, { type: "hit", extra: undefined }, transition));
    expect(e.code).toBe(CoreErrorCode.MalformedAction);
    expect(e.message).toContain("$.extra is undefined");
  });

  it("catches an exception thrown by the transition and reports it as an internal error", () => {
    const e = assertErr(applyWithChance(toy("seeded"), 0, { type: "throw" }, transition));
    expect(e.code).toBe(CoreErrorCode.Internal);
    expect(e.message).toContain("Error: boom");
    expect(assertErr(applyWithChance(toy("seeded"), 0, { type: "throw-text" }, transition)).message).toContain("kaboom");
    expect(assertErr(applyWithChance(toy("seeded"), 0, { type: "throw-bare" }, transition)).code).toBe(CoreErrorCode.Internal);
  });

  it.each(["seeded", "external"] as const)("reports a die of Infinity sides at once as an internal error naming it, with %s dice, instead of rolling forever", (dice) => {
    const e = assertErr(applyWithChance(toy(dice), 0, { type: "endless-die" }, transition));
    expect(e.code).toBe(CoreErrorCode.Internal);
    expect(e.message).toContain("RangeError: Chance.die needs a whole number of sides from 1 to 4294967296 (2^32), not Infinity.");
  });
});

describe("applyWithChance with physical dice", () => {
  const start = deepFreeze(toy("external"));
  const paused = assertOk(applyWithChance(start, 0, { type: "hit" }, transition));

  it("pauses at the first roll: the original state with the request, one event, the generator unchanged", () => {
    expect(paused.state.total).toBe(0);
    expect(paused.state.rng).toEqual(start.rng);
    expect(paused.state.chance).toEqual({
      player: 0,
      action: { type: "hit" },
      supplied: [],
      request: { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 },
    });
    expect(paused.events).toEqual([{ type: "chance-requested", request: { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 }, roll: 1 }]);
  });

  it("pauses again at the next roll, keeping the faces entered so far", () => {
    const again = assertOk(applyWithChance(deepFreeze(paused.state), 0, { type: "faces", faces: [3, 4] }, transition));
    expect(again.state.chance?.supplied).toEqual([[3, 4]]);
    expect(again.state.chance?.request).toMatchObject({ kind: "coin", purpose: "toss", player: null });
    expect(types(again.events)).toEqual(["chance-requested"]);
    const done = assertOk(applyWithChance(deepFreeze(again.state), 0, { type: "faces", faces: [1] }, transition));
    expect(done.state.total).toBe(107);
    expect(done.state.chance).toBeNull();
    expect(types(done.events)).toEqual(["note", "dice-rolled", "note", "dice-rolled"]);
    expect(done.events[1]).toMatchObject({ faces: [3, 4], source: "external" });
  });

  it("refuses the wrong number of dice and leaves the state unchanged", () => {
    const before = canonicalJson(paused.state);
    const e = assertErr(applyWithChance(paused.state, 0, { type: "faces", faces: [3] }, transition));
    expect(e.code).toBe(CoreErrorCode.BadFaces);
    expect(e.message).toBe("The hit roll needs 2 dice, got 1.");
    expect(canonicalJson(paused.state)).toBe(before);
  });

  it("refuses a 7 on a d6", () => {
    const e = assertErr(applyWithChance(paused.state, 0, { type: "faces", faces: [3, 7] }, transition));
    expect(e.code).toBe(CoreErrorCode.BadFaces);
    expect(e.message).toContain("7 is not a possible face");
  });

  it("accepts faces only from the answering player", () => {
    const e = assertErr(applyWithChance(paused.state, 1, { type: "faces", faces: [3, 4] }, transition));
    expect(e.code).toBe(CoreErrorCode.NotYourTurn);
    expect(e.message).toContain("Player 0 must enter the faces");
  });

  it("accepts nothing but faces while a roll is pending", () => {
    const e = assertErr(applyWithChance(paused.state, 0, { type: "hit" }, transition));
    expect(e.code).toBe(CoreErrorCode.IllegalAction);
    expect(e.message).toContain("waiting for the faces of the hit roll");
    expect(assertErr(applyWithChance(paused.state, 0, "faces", transition)).code).toBe(CoreErrorCode.IllegalAction);
  });

  it("refuses a faces answer with other fields", () => {
    const e = assertErr(applyWithChance(paused.state, 0, { type: "faces", faces: [3, 4], note: "x" }, transition));
    expect(e.code).toBe(CoreErrorCode.MalformedAction);
    expect(assertErr(applyWithChance(paused.state, 0, { type: "faces", face: [3, 4] }, transition)).code).toBe(CoreErrorCode.MalformedAction);
  });

  it("asks the roller named in the request, and otherwise the player who acted", () => {
    const coin = assertOk(applyWithChance(toy("external"), 0, { type: "coin-by-1" }, transition));
    const pending = coin.state.chance;
    expect(pending === null ? undefined : chanceAnswerer(pending)).toBe(1);
    expect(assertErr(applyWithChance(coin.state, 0, { type: "faces", faces: [1] }, transition)).code).toBe(CoreErrorCode.NotYourTurn);
    expect(assertOk(applyWithChance(coin.state, 1, { type: "faces", faces: [2] }, transition)).state.total).toBe(2);
    const again = assertOk(applyWithChance(paused.state, 0, { type: "faces", faces: [1, 1] }, transition));
    expect(chanceDecision(again.state)?.players).toEqual([0]);
  });

  it("returns the transition's error once the faces are in", () => {
    const miss = assertOk(applyWithChance(toy("external"), 0, { type: "miss" }, transition));
    expect(assertErr(applyWithChance(miss.state, 0, { type: "faces", faces: [2] }, transition)).code).toBe("toy/miss");
  });

  it("stores a copy of the paused action", () => {
    const action = { type: "hit", power: [1] };
    const step = assertOk(applyWithChance(toy("external"), 0, action, transition));
    action.power.push(2);
    expect(step.state.chance?.action).toEqual({ type: "hit", power: [1] });
  });

  test.prop([fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })), fc.integer({ min: 1, max: 2 })])(
    "answering roll by roll gives the same state as running with all faces at once",
    (hit, coin) => {
      const first = assertOk(applyWithChance(toy("external"), 0, { type: "hit" }, transition));
      const second = assertOk(applyWithChance(first.state, 0, { type: "faces", faces: hit }, transition));
      const done = assertOk(applyWithChance(second.state, 0, { type: "faces", faces: [coin] }, transition));
      const direct = runWithChance({ mode: "external", rng: seedRng(1), supplied: [hit, [coin]] }, (chance) =>
        transition(toy("external"), 0, { type: "hit" }, { chance, events: [] }),
      );
      expect(direct.done && direct.value.ok ? direct.value.value.total : undefined).toBe(done.state.total);
    },
  );
});

describe("applyWithChance: a faces answer names the roll it answers", () => {
  const start = deepFreeze(toy("external"));
  // "hit": the hit roll (2d6) is roll 1, the toss roll 2; the next "hit" asks for rolls 3 and 4.
  const first = assertOk(applyWithChance(start, 0, { type: "hit" }, transition));
  const toss = assertOk(applyWithChance(deepFreeze(first.state), 0, { type: "faces", faces: [3, 4], roll: 1 }, transition));

  it("numbers the rolls of the match in the event, the decision and the listed answers", () => {
    expect(first.events).toEqual([{ type: "chance-requested", request: { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 }, roll: 1 }]);
    expect(toss.events).toEqual([{ type: "chance-requested", request: { kind: "coin", count: 1, sides: 2, purpose: "toss", player: null }, roll: 2 }]);
    expect(chanceRollNumber(toss.state)).toBe(2);
    expect(chanceDecision(toss.state)?.details).toMatchObject({ roll: 2 });
    expect(chanceActions(toss.state, 0)).toEqual([
      { type: "faces", faces: [1], roll: 2 },
      { type: "faces", faces: [2], roll: 2 },
    ]);
    expect(chanceRollNumber(start)).toBeUndefined();
  });

  it("refuses an answer that names another roll, whoever sends it, and changes nothing", () => {
    const before = canonicalJson(toss.state);
    const e = assertErr(applyWithChance(toss.state, 0, { type: "faces", faces: [3, 4], roll: 1 }, transition));
    expect(e.code).toBe(CoreErrorCode.StaleAnswer);
    expect(e.message).toBe("These faces answer roll 1, but the match now waits for roll 2 (flip a coin for the toss): an answer sent twice or late is not taken for another roll, and nothing changed.");
    expect(assertErr(applyWithChance(toss.state, 1, { type: "faces", faces: [1], roll: 3 }, transition)).code).toBe(CoreErrorCode.StaleAnswer);
    expect(assertErr(applyWithChance(toss.state, 0, { type: "faces", faces: [1], roll: 0 }, transition)).code).toBe(CoreErrorCode.MalformedAction);
    expect(canonicalJson(toss.state)).toBe(before);
  });

  it("counts the rolls answered in physicalRolls once the action ends, whatever the transition returned, and goes on counting", () => {
    const named = assertOk(applyWithChance(toss.state, 0, { type: "faces", faces: [1], roll: 2 }, transition));
    const plain = assertOk(applyWithChance(toss.state, 0, { type: "faces", faces: [1] }, transition));
    expect(canonicalJson(named)).toBe(canonicalJson(plain));
    expect(named.state.physicalRolls).toBe(2);
    expect(named.state.total).toBe(107);
    const late = assertErr(applyWithChance(named.state, 0, { type: "faces", faces: [1], roll: 2 }, transition));
    expect(late.code).toBe(CoreErrorCode.StaleAnswer);
    expect(late.details).toEqual({ answered: 2, roll: null });
    const next = assertOk(applyWithChance(named.state, 0, { type: "hit" }, transition));
    expect(next.events).toMatchObject([{ type: "chance-requested", roll: 3 }]);
    // The paused state keeps the count of the rolls before its action.
    expect(next.state.physicalRolls).toBe(2);
    expect(assertErr(applyWithChance(next.state, 0, { type: "faces", faces: [3, 4], roll: 1 }, transition)).code).toBe(CoreErrorCode.StaleAnswer);
    // An action without rolls keeps the count; a seeded match never has one.
    expect(assertOk(applyWithChance(named.state, 0, { type: "shuffle" }, transition)).state.physicalRolls).toBe(2);
    expect(Object.hasOwn(assertOk(applyWithChance(toy("seeded"), 0, { type: "hit" }, transition)).state, "physicalRolls")).toBe(false);
  });
});

describe("chanceDecision and chanceActions", () => {
  const pending = (request: PendingChance["request"]): Toy => ({ total: 0, rng: seedRng(1), dice: "external", chance: { player: 0, action: null, supplied: [], request } });

  it("describe the pending roll for a person", () => {
    expect(chanceDecision(pending({ kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 }))).toEqual({
      kind: "chance",
      players: [0],
      prompt: "Roll 2d6 for the hit roll",
      details: { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0, roll: 1 },
    });
    expect(chanceDecision(pending({ kind: "coin", count: 1, sides: 2, purpose: "first player", player: 1 }))?.prompt).toBe("Flip a coin for the first player");
    expect(chanceDecision(pending({ kind: "coin", count: 3, sides: 2, purpose: "storm", player: null }))?.prompt).toBe("Flip 3 coins for the storm");
    expect(chanceDecision(toy("external"))).toBeUndefined();
    // Dice read one by one say so in the decision, for a client to show no total.
    expect(chanceDecision(pending({ kind: "dice", count: 2, sides: 6, purpose: "Corruption", player: 0, read: "each" }))?.details).toEqual({
      kind: "dice",
      count: 2,
      sides: 6,
      purpose: "Corruption",
      player: 0,
      read: "each",
      roll: 1,
    });
  });

  it("list every answer for the answering player only", () => {
    const state = pending({ kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 });
    const answers = chanceActions(state, 0);
    expect(answers).toHaveLength(36);
    expect(answers[0]).toEqual({ type: "faces", faces: [1, 1], roll: 1 });
    expect(answers.every(isFacesAction)).toBe(true);
    expect(chanceActions(state, 1)).toEqual([]);
    expect(chanceActions(toy("external"), 0)).toEqual([]);
  });
});

describe("a pending roll too large to list, as loaded from a saved state", () => {
  /** `ms` milliseconds: far more than a bounded call takes, far less than listing the roll would. */
  function within<T>(ms: number, call: () => T): T {
    const began = performance.now();
    const value = call();
    expect(performance.now() - began).toBeLessThan(ms);
    return value;
  }

  it("loads, lists no answer at once, and still takes the faces of real dice, lowest first", () => {
    const paused = assertOk(applyWithChance(toy("external"), 0, { type: "lottery" }, transition)).state;
    const saved: unknown = JSON.parse(JSON.stringify(paused));
    const host = assertOk(within(100, () => parseChanceHost(saved)));
    const loaded: Toy = { ...paused, ...host };
    expect(chanceDecision(loaded)?.prompt).toBe("Roll 3d1000000 for the lottery");
    expect(within(100, () => chanceActions(loaded, 0))).toEqual([]);
    const refused = assertErr(applyWithChance(loaded, 0, { type: "faces", faces: [999_999, 7, 500_000] }, transition));
    expect(refused.code).toBe(CoreErrorCode.BadFaces);
    expect(refused.message).toContain("from lowest to highest");
    const done = assertOk(within(100, () => applyWithChance(loaded, 0, { type: "faces", faces: [7, 500_000, 999_999] }, transition)));
    expect(done.state.total).toBe(1_500_006);
    expect(done.state.chance).toBeNull();
  });

  it("a million one-sided dice list their one answer without a recursion per die", () => {
    const state: Toy = { total: 0, rng: seedRng(1), dice: "external", chance: { player: 0, action: null, supplied: [], request: { kind: "dice", count: 1_000_000, sides: 1, purpose: "flood", player: 0 } } };
    const answers = within(1000, () => chanceActions(state, 0));
    expect(answers).toHaveLength(1);
    expect(answers[0]?.faces).toHaveLength(1_000_000);
  });
});

describe("isFacesAction", () => {
  it("accepts exactly { type: 'faces', faces: number[], roll?: number }", () => {
    expect(isFacesAction({ type: "faces", faces: [1, 2] })).toBe(true);
    expect(isFacesAction({ type: "faces", faces: [] })).toBe(true);
    expect(isFacesAction({ type: "faces", faces: ["1"] })).toBe(false);
    expect(isFacesAction({ type: "faces", faces: 1 })).toBe(false);
    expect(isFacesAction({ type: "faces", faces: [1], x: 1 })).toBe(false);
    expect(isFacesAction({ type: "faces", faces: [1], roll: 3 })).toBe(true);
    expect(isFacesAction({ type: "faces", faces: [1], roll: 0 })).toBe(false);
    expect(isFacesAction({ type: "faces", faces: [1], roll: "3" })).toBe(false);
    expect(isFacesAction({ type: "faces", faces: [1], roll: 3, x: 1 })).toBe(false);
    expect(isFacesAction({ type: "strike" })).toBe(false);
    expect(isFacesAction([1])).toBe(false);
    expect(isFacesAction(null)).toBe(false);
  });
});

describe("parseChanceHost", () => {
  const request = { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 };
  const good = { rng: [1, 2, 3, 4], dice: "external", chance: { player: 0, action: { type: "hit" }, supplied: [[3, 4]], request } };

  it("accepts valid chance fields and returns fresh copies", () => {
    const parsed = assertOk(parseChanceHost(good));
    expect(parsed).toEqual(good);
    expect(parsed.chance?.action).not.toBe(good.chance.action);
    expect(assertOk(parseChanceHost({ rng: [1, 2, 3, 4], dice: "seeded", chance: null })).dice).toBe("seeded");
  });

  it('keeps read: "each" of a pending request', () => {
    const each = { ...good, chance: { ...good.chance, request: { ...request, read: "each" } } };
    expect(assertOk(parseChanceHost(each))).toEqual(each);
  });

  it("keeps the count of rolls answered, and loads a state saved before it existed", () => {
    expect(assertOk(parseChanceHost({ ...good, physicalRolls: 7 })).physicalRolls).toBe(7);
    expect(chanceRollNumber(assertOk(parseChanceHost({ ...good, physicalRolls: 7 })))).toBe(9);
    expect(Object.hasOwn(assertOk(parseChanceHost(good)), "physicalRolls")).toBe(false);
    expect(chanceRollNumber(assertOk(parseChanceHost(good)))).toBe(2);
  });

  it.each([
    ["not an object", 7],
    ["a bad generator", { ...good, rng: [1, 2] }],
    ["an unknown dice mode", { ...good, dice: "loaded" }],
    ["a roll pending with seeded dice", { ...good, dice: "seeded" }],
    ["a pending roll that is not an object", { ...good, chance: [] }],
    ["a pending roll with another field", { ...good, chance: { ...good.chance, extra: 1 } }],
    ["a pending roll without a seat", { ...good, chance: { ...good.chance, player: -1 } }],
    ["a pending action that is not JSON", { ...good, chance: { ...good.chance, action: undefined } }],
    ["supplied faces that are not a list", { ...good, chance: { ...good.chance, supplied: 3 } }],
    ["supplied faces that are not lists", { ...good, chance: { ...good.chance, supplied: [3] } }],
    ["a supplied face of 0", { ...good, chance: { ...good.chance, supplied: [[0]] } }],
    ["a request that is not an object", { ...good, chance: { ...good.chance, request: "2d6" } }],
    ["a request of another kind", { ...good, chance: { ...good.chance, request: { ...request, kind: "card" } } }],
    ["a request for no dice", { ...good, chance: { ...good.chance, request: { ...request, count: 0 } } }],
    ["a coin with six sides", { ...good, chance: { ...good.chance, request: { ...request, kind: "coin" } } }],
    ["a request without a purpose", { ...good, chance: { ...good.chance, request: { ...request, purpose: 1 } } }],
    ["a request by a bad player", { ...good, chance: { ...good.chance, request: { ...request, player: "me" } } }],
    ["a request with another field", { ...good, chance: { ...good.chance, request: { ...request, extra: 1 } } }],
    ["a request read in another way", { ...good, chance: { ...good.chance, request: { ...request, read: "sum" } } }],
    ["a request with read and another field", { ...good, chance: { ...good.chance, request: { ...request, read: "each", extra: 1 } } }],
    ["a die of 2^32 + 1 sides, which no generator can roll fairly", { ...good, chance: { ...good.chance, request: { ...request, sides: 2 ** 32 + 1 } } }],
    ["a die of 1e300 sides", { ...good, chance: { ...good.chance, request: { ...request, sides: 1e300 } } }],
    ["a roll of 2^32 dice, more than a list holds", { ...good, chance: { ...good.chance, request: { ...request, count: 2 ** 32 } } }],
    ["a count of rolls of 0 (left out while none)", { ...good, physicalRolls: 0 }],
    ["a count of rolls that is not a whole number", { ...good, physicalRolls: 1.5 }],
    ["a count of rolls as text", { ...good, physicalRolls: "3" }],
    ["a count of rolls in a seeded match", { rng: [1, 2, 3, 4], dice: "seeded", chance: null, physicalRolls: 3 }],
  ])("refuses %s", (_what, value) => {
    expect(assertErr(parseChanceHost(value)).code).toBe(CoreErrorCode.BadState);
  });
});
