import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { Chance, chanceAnswers, runWithChance, validateFaces, type ChanceRequest } from "../src/chance.js";
import type { GameEvent } from "../src/events.js";
import { excerpt } from "../src/json.js";
import { Rng, seedRng } from "../src/rng.js";
import { assertErr } from "../src/testing/results.js";

const hit: ChanceRequest = { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 };

describe("Chance, seeded", () => {
  it("rolls the same faces as the generator and records every roll with purpose and player", () => {
    const events: GameEvent[] = [];
    const chance = new Chance("seeded", seedRng(42), [], events);
    const faces = chance.roll(2, 6, "hit roll", 1);
    const rng = new Rng(seedRng(42));
    expect(faces).toEqual([rng.die(6), rng.die(6)]);
    expect(chance.rolls).toEqual([{ kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 1, faces, source: "seeded" }]);
    expect(events).toEqual([{ type: "dice-rolled", kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 1, faces, source: "seeded" }]);
    expect(chance.rngState()).toEqual(rng.state());
  });

  it("die, coin, int and shuffle all draw from the one generator", () => {
    const chance = new Chance("seeded", seedRng(5), []);
    const die = chance.die(20, "initiative", null);
    const coin = chance.coin("wake up", 0);
    const n = chance.int(10);
    const deck = chance.shuffle(["a", "b", "c", "d"]);
    expect(die >= 1 && die <= 20).toBe(true);
    expect(typeof coin).toBe("boolean");
    expect(n >= 0 && n < 10).toBe(true);
    expect(deck.slice().sort()).toEqual(["a", "b", "c", "d"]);
    expect(chance.rolls.map((r) => r.kind)).toEqual(["dice", "coin"]);
  });
});

describe("Chance, external (physical dice)", () => {
  it("pauses with the request when no faces were entered, and changes nothing", () => {
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => c.roll(2, 6, "hit roll", 0));
    expect(run).toEqual({ done: false, request: hit, rolls: [] });
  });

  it("uses the entered faces in order, and keeps the seeded generator for shuffles only", () => {
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[6, 6], [1]] }, (c) => {
      const a = c.roll(2, 6, "hit roll", 0);
      const b = c.coin("wake up", 1);
      return { a, b };
    });
    expect(run).toMatchObject({ done: true, value: { a: [6, 6], b: true }, rng: seedRng(1) });
    expect(run.rolls.map((r) => r.source)).toEqual(["external", "external"]);
  });

  it("game code asks the same way in both modes: the same body runs in each", () => {
    const body = (c: Chance): number => c.die(6, "damage", 0) + c.die(6, "damage", 0);
    const seeded = runWithChance({ mode: "seeded", rng: seedRng(3), supplied: [] }, body);
    const external = runWithChance({ mode: "external", rng: seedRng(3), supplied: [[2], [5]] }, body);
    expect(seeded.done).toBe(true);
    expect(external).toMatchObject({ done: true, value: 7 });
  });

  it("a bug inside the transition is not swallowed", () => {
    expect(() =>
      runWithChance({ mode: "seeded", rng: seedRng(1), supplied: [] }, () => {
        throw new TypeError("bug");
      }),
    ).toThrow("bug");
  });
});

describe("validateFaces", () => {
  it("accepts the right count of faces in range", () => {
    expect(validateFaces(hit, [3, 4])).toEqual({ ok: true, value: [3, 4] });
  });
  it("refuses a wrong count with a clear message", () => {
    const e = assertErr(validateFaces(hit, [3]));
    expect(e.code).toBe("chance/bad-faces");
    expect(e.message).toBe("The hit roll needs 2 dice, got 1.");
  });
  it("refuses a 7 on a d6", () => {
    expect(assertErr(validateFaces(hit, [3, 7])).message).toBe("7 is not a possible face: a d6 shows 1 to 6.");
  });
  it.each([[[0, 1]], [[1.5, 2]], [["3", 4]], [[null, 1]], ["66"], [null]])("refuses %j", (bad) => {
    expect(validateFaces(hit, bad).ok).toBe(false);
  });
  it("explains coins as heads or tails", () => {
    const coin: ChanceRequest = { kind: "coin", count: 1, sides: 2, purpose: "wake-up flip", player: 1 };
    expect(assertErr(validateFaces(coin, [3])).message).toBe("3 is not a possible face: a coin shows 1 (heads) or 2 (tails).");
    expect(assertErr(validateFaces(coin, 1)).message).toBe("The wake-up flip needs a list of 1 coin.");
  });
});

describe("validateFaces on what a person can enter, whatever it is", () => {
  it("refuses a list that contains itself, quoting a short excerpt of the bad face", () => {
    const cyclic: unknown[] = [1];
    cyclic.push(cyclic);
    const e = assertErr(validateFaces(hit, cyclic));
    expect(e.code).toBe("chance/bad-faces");
    expect(e.message).toBe("[1,[1,[1,[1,[1,[1,[1,[1,[…]]]]]]]]] is not a possible face: a d6 shows 1 to 6.");
  });

  it("refuses a face nested 100,000 lists deep", () => {
    let deep: unknown = 3;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const e = assertErr(validateFaces({ ...hit, count: 1 }, [deep]));
    expect(e.code).toBe("chance/bad-faces");
    expect(e.message.length).toBeLessThan(100);
  });

  it("refuses a list whose getter throws, as unreadable", () => {
    const trap = Object.defineProperty([3, 4], 1, {
      get(): never {
        throw new Error("no face here");
      },
    });
    const e = assertErr(validateFaces(hit, trap));
    expect(e.code).toBe("chance/bad-faces");
    expect(e.message).toBe('The faces entered for the hit roll could not be read ("no face here").');
  });

  test.prop([fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true, withSparseArray: true })])(
    "never throws, and refuses anything but the right faces with a short message",
    (faces) => {
      const r = validateFaces(hit, faces);
      if (!r.ok) expect(r.error.message.length).toBeLessThan(200);
    },
  );
});

describe("Chance refuses dice that cannot be rolled, in both modes, before anything is rolled or asked for", () => {
  const sides: unknown[] = [0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32 + 1, 1e300];
  it.each(["seeded", "external"] as const)("%s: a die, a roll or an int of a bad size throws a RangeError naming it", (mode) => {
    for (const n of sides) {
      const chance = new Chance(mode, seedRng(1), []);
      expect(() => chance.die(n as number, "hit roll", 0)).toThrow(new RangeError(`Chance.die needs a whole number of sides from 1 to 4294967296 (2^32), not ${excerpt(n)}.`));
      expect(() => chance.roll(2, n as number, "hit roll", 0)).toThrow(new RangeError(`Chance.roll needs a whole number of sides from 1 to 4294967296 (2^32), not ${excerpt(n)}.`));
      expect(() => chance.int(n as number)).toThrow(new RangeError(`Chance.int needs a whole number of outcomes from 1 to 4294967296 (2^32), not ${excerpt(n)}.`));
      expect(chance.rolls).toEqual([]);
      expect(chance.usedChance).toBe(false);
      expect(chance.rngState()).toEqual(seedRng(1));
    }
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("a roll of %s dice throws a RangeError naming the count, and is never asked of a person", (count) => {
    expect(() => runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => c.roll(count, 6, "hit roll", 0))).toThrow(
      new RangeError(`Chance.roll needs a whole number of dice from 1, not ${excerpt(count)}.`),
    );
  });
});

describe("chanceAnswers", () => {
  it("lists every ordered answer when there are few", () => {
    expect(chanceAnswers(hit)).toHaveLength(36);
    expect(chanceAnswers({ kind: "coin", count: 1, sides: 2, purpose: "flip", player: null })).toEqual([[1], [2]]);
  });
  it("past the limit, faces must be entered from lowest to highest so that every accepted answer is listed", () => {
    const big: ChanceRequest = { kind: "dice", count: 5, sides: 6, purpose: "attack damage", player: 0 };
    expect(validateFaces(big, [1, 2, 2, 5, 6]).ok).toBe(true);
    expect(assertErr(validateFaces(big, [6, 2, 2, 5, 1])).message).toBe("For 5 dice, enter the faces from lowest to highest (for example 1, 2, 2, 5, 6).");
    expect(validateFaces(hit, [6, 1]).ok).toBe(true);
  });
  it("lists one answer per multiset past the limit", () => {
    const answers = chanceAnswers({ kind: "dice", count: 5, sides: 6, purpose: "big", player: 0 });
    expect(answers).toHaveLength(252);
    for (const a of answers) expect(a.slice().sort((x, y) => x - y)).toEqual(a);
  });
  test.prop([fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 8 })])("every listed answer is valid", (count, sides) => {
    const req: ChanceRequest = { kind: "dice", count, sides, purpose: "p", player: 0 };
    expect(chanceAnswers(req).every((a) => validateFaces(req, a).ok)).toBe(true);
  });
});
