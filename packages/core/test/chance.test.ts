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

  it('carries read: "each" from the request to the record and the event, and leaves it out otherwise', () => {
    const events: GameEvent[] = [];
    const chance = new Chance("seeded", seedRng(42), [], events);
    const faces = chance.roll(2, 6, "Corruption (first die Combat, second die Support)", 1, "each");
    chance.roll(2, 6, "damage", 1);
    expect(chance.rolls[0]).toEqual({ kind: "dice", count: 2, sides: 6, purpose: "Corruption (first die Combat, second die Support)", player: 1, read: "each", faces, source: "seeded" });
    expect(events[0]).toMatchObject({ type: "dice-rolled", read: "each", faces });
    expect(Object.hasOwn(chance.rolls[1] ?? {}, "read")).toBe(false);
    expect(Object.hasOwn(events[1] ?? {}, "read")).toBe(false);
    const paused = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => c.roll(2, 6, "Corruption", 0, "each"));
    expect(paused).toEqual({ done: false, request: { kind: "dice", count: 2, sides: 6, purpose: "Corruption", player: 0, read: "each" }, rolls: [] });
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
  test.prop([fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 10 }), fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined })])(
    "lists the same answers, in the same order, as the recursive listing did for rolls that fit",
    (count, sides, limit) => {
      const req: ChanceRequest = { kind: "dice", count, sides, purpose: "p", player: 0 };
      expect(chanceAnswers(req, limit)).toEqual(recursiveAnswers(req, limit));
    },
  );
});

/** The listing as it was before the cap: one recursive call per die, no bound on the answers. */
function recursiveAnswers(request: ChanceRequest, limit = 1296): number[][] {
  const full = request.sides ** request.count <= limit;
  const out: number[][] = [];
  const cur: number[] = [];
  const walk = (i: number, min: number): void => {
    if (i === request.count) {
      out.push(cur.slice());
      return;
    }
    for (let f = full ? 1 : min; f <= request.sides; f++) {
      cur.push(f);
      walk(i + 1, f);
      cur.pop();
    }
  };
  walk(0, 1);
  return out;
}

/** `ms` milliseconds is far more than any bounded call takes, and far less than listing a huge roll would. */
function within<T>(ms: number, call: () => T): T {
  const began = performance.now();
  const value = call();
  expect(performance.now() - began).toBeLessThan(ms);
  return value;
}

describe("chanceAnswers is bounded, however large the roll", () => {
  const roll = (count: number, sides: number): ChanceRequest => ({ kind: "dice", count, sides, purpose: "huge roll", player: 0 });

  it("lists none for a roll with more than 100,000 answers, at once", () => {
    for (const [count, sides] of [[3, 1_000_000], [1, 100_001], [30, 6], [1_000_000, 2], [2 ** 32 - 1, 2 ** 32], [1, 2 ** 32]] as const) {
      expect(within(100, () => chanceAnswers(roll(count, sides)))).toEqual([]);
    }
  });

  it("lists up to 100,000 answers: a d100000, 20d6 as 53,130 multisets, 3d83 as 98,770 (3d84 has 102,340)", () => {
    const d = within(2000, () => chanceAnswers(roll(1, 100_000)));
    expect(d).toHaveLength(100_000);
    expect(d.at(-1)).toEqual([100_000]);
    expect(within(2000, () => chanceAnswers(roll(20, 6)))).toHaveLength(53_130);
    expect(within(2000, () => chanceAnswers(roll(3, 83)))).toHaveLength(98_770);
    expect(chanceAnswers(roll(3, 84))).toEqual([]);
  });

  it("a million one-sided dice is one answer, listed without a recursion per die; past 2,000,000 faces in all, none", () => {
    const one = within(1000, () => chanceAnswers(roll(1_000_000, 1)));
    expect(one).toHaveLength(1);
    expect(one[0]?.length).toBe(1_000_000);
    expect(one[0]?.every((f) => f === 1)).toBe(true);
    expect(within(100, () => chanceAnswers(roll(3_000_000, 1)))).toEqual([]);
    // 100,000 multisets of 2 faces fit; of 21 faces (2,100,000 in all) they do not.
    expect(within(100, () => chanceAnswers(roll(21, 2 ** 32)))).toEqual([]);
  });

  it("lists none for a request that is not a whole number of dice of 1 to 2^32 faces", () => {
    for (const [count, sides] of [[0, 6], [-1, 6], [1.5, 6], [Number.NaN, 6], [Number.POSITIVE_INFINITY, 6], [2 ** 32, 1], [2, 0], [2, 6.5], [2, Number.NaN], [2, Number.POSITIVE_INFINITY], [2, 2 ** 32 + 1]]) {
      expect(within(100, () => chanceAnswers(roll(count ?? 0, sides ?? 0)))).toEqual([]);
    }
    for (const request of [null, undefined, 3, "2d6", {}, { count: "2", sides: 6 }]) expect(chanceAnswers(request as never)).toEqual([]);
  });

  test.prop(
    [
      fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 2 ** 32 - 1 })),
      fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 2 ** 32 })),
      fc.option(fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(Number.POSITIVE_INFINITY)), { nil: undefined }),
    ],
    { numRuns: 200 },
  )("returns within a second, at most 100,000 answers and 2,000,000 faces, each one accepted", (count, sides, limit) => {
    const req = roll(count, sides);
    const answers = within(1000, () => chanceAnswers(req, limit));
    expect(answers.length).toBeLessThanOrEqual(100_000);
    expect(answers.length * count).toBeLessThanOrEqual(2_000_000);
    for (const a of [answers[0], answers.at(-1)]) if (a !== undefined) expect(validateFaces(req, a, limit).ok).toBe(true);
  });
});

describe("validateFaces on a roll too large to list", () => {
  it("accepts 3d1000000 entered lowest first, at once, and explains the order otherwise", () => {
    const req: ChanceRequest = { kind: "dice", count: 3, sides: 1_000_000, purpose: "lottery", player: 0 };
    expect(within(100, () => validateFaces(req, [7, 500_000, 1_000_000]))).toEqual({ ok: true, value: [7, 500_000, 1_000_000] });
    expect(assertErr(validateFaces(req, [1_000_000, 7, 500_000])).message).toBe("For 3 dice, enter the faces from lowest to highest (for example 7, 500000, 1000000).");
  });

  it("shows only the first 12 faces of its example for a long roll", () => {
    const faces = Array.from({ length: 1_000_000 }, (_, i) => (i % 2) + 1);
    const e = assertErr(within(1000, () => validateFaces({ kind: "dice", count: 1_000_000, sides: 2, purpose: "flood", player: 0 }, faces)));
    expect(e.message).toBe("For 1000000 dice, enter the faces from lowest to highest (for example 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, …).");
  });
});
