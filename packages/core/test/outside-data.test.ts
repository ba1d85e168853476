// screenData: the first look at data from outside (card files, deck lists) before any schema.
import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { clipMessage, dataPathText, screenData, thrownText, valueKind, type DataProblem, type ScreenedData } from "../src/index.js";
import { anyOutsideValue as anything, fastest } from "./support/outside-values.js";

/** `levels` arrays inside one another, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

function throwingProxy(): unknown {
  const boom = (): never => {
    throw new Error("trap boom");
  };
  return new Proxy({}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
}

/** The only problem of a screening, as `path: message`. */
function only(r: ScreenedData): string {
  expect(r.problems).toHaveLength(1);
  const p: DataProblem | undefined = r.problems[0];
  return p === undefined ? "" : `${dataPathText(p.path)}: ${p.message}`;
}

const JSON_ONLY = "card data holds only JSON values (objects, arrays, strings, numbers, booleans and null).";
const card = { what: "card data" } as const;

describe("screenData refuses, each with its path and a sentence", () => {
  it("a cycle", () => {
    const c: Record<string, unknown> = { id: "a" };
    c["cards"] = [c];
    expect(only(screenData(c, card))).toBe(`cards[0]: This value contains itself (a cycle); ${JSON_ONLY}`);
  });

  it("nesting deeper than maxDepth (100,000 levels too, without overflowing the stack)", () => {
    expect(only(screenData(nested(100_000), card))).toMatch(/^(\[0\]){32}: Card data is nested more than 32 levels deep here\.$/);
    expect(screenData(nested(31), card).problems).toEqual([]);
    expect(only(screenData({ a: { b: [] } }, { maxDepth: 2 }))).toBe("a.b: The data is nested more than 2 levels deep here.");
  });

  it("more than maxValues values, before copying them", () => {
    expect(only(screenData(new Array<number>(2_000_000).fill(7), card))).toBe(": Card data holds at most 50,000 values; this holds more.");
    expect(screenData(new Array<number>(49_999).fill(7)).problems).toEqual([]);
    expect(screenData(new Array<number>(50_000).fill(7)).problems).toHaveLength(1);
    expect(only(screenData(new Array<unknown>(1e9)))).toBe(": The data holds at most 50,000 values; this holds more.");
    expect(screenData([1, 2, 3], { maxValues: 3 }).problems).toHaveLength(1);
  });

  it("a string or key longer than maxText", () => {
    expect(only(screenData({ id: "a".repeat(20_000) }, card))).toBe("id: A string in card data holds at most 10,000 characters, not 20,000.");
    const key = "k".repeat(20_000);
    const r = screenData({ [key]: 1 }, card);
    expect(r.problems.map((p) => p.message)).toEqual(["A key in card data holds at most 10,000 characters, not 20,000."]);
    expect(String(r.problems[0]?.path[0]).length).toBeLessThanOrEqual(40);
  });

  it("keys named __proto__, constructor and prototype, marked forbidden and left out of the copy", () => {
    const r = screenData(JSON.parse('{"id":"a","__proto__":{"x":1},"effects":[{"constructor":1,"prototype":2,"n":3}]}') as unknown, card);
    expect(r.problems).toEqual([
      { path: ["__proto__"], message: 'The key "__proto__" is not allowed in card data.', forbidden: true },
      { path: ["effects", 0, "constructor"], message: 'The key "constructor" is not allowed in card data.', forbidden: true },
      { path: ["effects", 0, "prototype"], message: 'The key "prototype" is not allowed in card data.', forbidden: true },
    ]);
    expect(r.copy).toEqual({ id: "a", effects: [{ n: 3 }] });
    expect(Object.getPrototypeOf(r.copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });

  it("a getter or setter, without running it", () => {
    let runs = 0;
    const withGetter = Object.defineProperty({ id: "a" }, "name", {
      enumerable: true,
      get: () => {
        runs++;
        throw new Error("getter boom");
      },
    });
    expect(only(screenData(withGetter, card))).toBe('name: "name" is a getter or setter; card data holds plain values.');
    const list = Object.defineProperty([1, 2], 1, { enumerable: true, get: () => runs++ });
    expect(only(screenData(list, card))).toBe("[1]: Item 1 is a getter or setter; card data holds plain values.");
    expect(runs).toBe(0);
  });

  it("a Map, a Date, a class instance and an Error, named by their kind", () => {
    class Thing {
      readonly id = "thing";
    }
    const kinds = [new Map(), new Date(0), new Thing(), new Error("x"), new Uint8Array(2)].map((x) => screenData({ x }, card).problems[0]?.message);
    expect(kinds).toEqual([
      `This is a Map, not a plain object; ${JSON_ONLY}`,
      `This is a Date, not a plain object; ${JSON_ONLY}`,
      `This is an instance of Thing, not a plain object; ${JSON_ONLY}`,
      `This is a Error, not a plain object; ${JSON_ONLY}`,
      `This is a Uint8Array, not a plain object; ${JSON_ONLY}`,
    ]);
  });

  it("NaN, infinities, undefined, a function, a symbol and a bigint", () => {
    const r = screenData([Number.NaN, -Infinity, undefined, () => 1, Symbol("s"), 1n], card);
    expect(r.problems.map((p) => `${dataPathText(p.path)}: ${p.message}`)).toEqual([
      `[0]: NaN is not a JSON number; ${JSON_ONLY}`,
      `[1]: -Infinity is not a JSON number; ${JSON_ONLY}`,
      `[2]: Undefined is not a JSON value; ${JSON_ONLY}`,
      `[3]: A function is not a JSON value; ${JSON_ONLY}`,
      `[4]: A symbol is not a JSON value; ${JSON_ONLY}`,
      `[5]: A bigint is not a JSON value; ${JSON_ONLY}`,
    ]);
    expect(r.problems.every((p) => !p.forbidden)).toBe(true);
  });

  it("a hole in an array, and keeps the other items where they were in the partial copy", () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const r = screenData(["a", , "c"], card);
    expect(only(r)).toBe("[1]: A list in card data has a hole here; card data holds JSON values.");
    expect((r.copy as unknown[])[2]).toBe("c");
  });

  it("a proxy whose traps throw, as a problem where it threw (never a throw)", () => {
    expect(only(screenData(throwingProxy(), card))).toBe(': Card data could not be read: reading it threw "trap boom".');
    const r = screenData({ name: "s", cards: [{ id: "a" }, throwingProxy()] }, card);
    expect(only(r)).toBe('cards[1]: Card data could not be read: reading it threw "trap boom".');
    expect(r.copy).toEqual({ name: "s", cards: [{ id: "a" }] });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(only(screenData([revoked.proxy]))).toMatch(/^\[0\]: The data could not be read: reading it threw /);
  });

  it("a proxy that answers differently later cannot change the copy, which is what a schema then reads", () => {
    let lying = false;
    const fickle = new Proxy(
      { kind: "barrier", hp: 5 },
      { getOwnPropertyDescriptor: (t, k) => (lying ? { value: -1, enumerable: true, configurable: true, writable: true } : Reflect.getOwnPropertyDescriptor(t, k)) },
    );
    const r = screenData(fickle);
    lying = true;
    expect(r.problems).toEqual([]);
    expect(r.copy).not.toBe(fickle);
    expect(r.copy).toEqual({ kind: "barrier", hp: 5 });
  });

  it("lists at most maxProblems problems, then says there are more", () => {
    const r = screenData(new Array<number>(500).fill(Number.NaN), { what: "the deck list" });
    expect(r.problems).toHaveLength(101);
    expect(r.problems[100]).toEqual({ path: [], message: "The deck list has more problems; the first 100 are listed.", forbidden: false });
    expect(screenData([undefined, undefined, undefined], { maxProblems: 1 }).problems).toHaveLength(2);
  });

  it("never lets a message pass 300 characters, and reads hostile options as the defaults", () => {
    const r = screenData({ ["x".repeat(9_000)]: Number.NaN }, { what: "w".repeat(5_000) });
    for (const p of r.problems) expect(p.message.length).toBeLessThanOrEqual(300);
    const options = Object.defineProperty({}, "maxDepth", {
      get: (): never => {
        throw new Error("no");
      },
    });
    expect(screenData(nested(40), options).problems).toHaveLength(1);
    expect(screenData(nested(40), throwingProxy() as object).problems).toHaveLength(1);
    expect(screenData(1, { maxDepth: Number.NaN, maxValues: -1 }).problems).toEqual([]);
  });
});

describe("the helpers", () => {
  it("dataPathText writes brackets or dots", () => {
    expect(dataPathText(["cards", 3, "effects", 0, "amount"])).toBe("cards[3].effects[0].amount");
    expect(dataPathText(["cards", 3, "amount"], "dots")).toBe("cards.3.amount");
    expect(dataPathText([0, "a"])).toBe("[0].a");
    expect(dataPathText([])).toBe("");
  });

  it("valueKind and thrownText name a value without running a getter", () => {
    let runs = 0;
    const e = Object.defineProperty({}, "message", { get: () => String(runs++) });
    expect(thrownText(e)).toBe("an object");
    expect(thrownText(throwingProxy())).toBe("a value that cannot be read");
    expect(valueKind(throwingProxy())).toBe("a value that cannot be read");
    expect([null, undefined, [1], {}, Object.create(null), 3, "a", true].map(valueKind)).toEqual(["null", "undefined", "a list", "an object", "an object", "3", '"a"', "true"]);
    expect(runs).toBe(0);
  });

  it("clipMessage cuts to 300 characters, never inside a surrogate pair", () => {
    expect(clipMessage("a".repeat(300))).toHaveLength(300);
    const cut = clipMessage(`${"a".repeat(298)}😀😀`);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.slice(0, -1)).toBe("a".repeat(298));
    expect(clipMessage("abcdef", 4)).toBe("abc…");
  });
});

/** A value that holds itself: an object or array from `value`, with a member pointing back to it. */
const arbCyclic = fc.tuple(fc.array(anything, { maxLength: 4 }), fc.boolean()).map(([items, asArray]) => {
  const holder: unknown[] | Record<string, unknown> = asArray ? [...items] : Object.fromEntries(items.map((x, i) => [`k${i}`, x]));
  if (Array.isArray(holder)) holder.push({ back: holder });
  else holder["self"] = [holder];
  return holder;
});

function hasForbiddenKey(value: unknown): boolean {
  const todo: unknown[] = [value];
  for (let v = todo.pop(); v !== undefined; v = todo.pop()) {
    if (typeof v !== "object" || v === null) continue;
    for (const [k, child] of Object.entries(v)) {
      if (!Array.isArray(v) && ["__proto__", "constructor", "prototype"].includes(k)) return true;
      todo.push(child);
    }
  }
  return false;
}

describe("properties (fast-check)", () => {
  test.prop([anything])("never throws, and every problem has a path and a message of at most 300 characters", (value) => {
    const r = screenData(value);
    for (const p of r.problems) {
      expect(Array.isArray(p.path)).toBe(true);
      expect(p.message.length).toBeGreaterThan(0);
      expect(p.message.length).toBeLessThanOrEqual(300);
    }
  });

  test.prop([arbCyclic, fc.integer({ min: 0, max: 40 })])("never throws on a cyclic or deeply nested value, and refuses it", (value, depth) => {
    let deep: unknown = value;
    for (let i = 0; i < depth; i++) deep = i % 2 === 0 ? [deep] : { a: deep };
    const r = screenData(deep);
    expect(r.problems.some((p) => !p.forbidden)).toBe(true);
  });

  test.prop([fc.jsonValue()])("on plain JSON without forbidden keys the copy deep-equals the value and there are no problems", (value) => {
    fc.pre(!hasForbiddenKey(value));
    const r = screenData(value);
    expect(r.problems).toEqual([]);
    expect(r.copy).toStrictEqual(value);
  });

  test.prop([fc.jsonValue()])("the copy shares no array or object with the value", (value) => {
    fc.pre(typeof value === "object" && value !== null && !hasForbiddenKey(value));
    const originals = new Set<unknown>();
    const todo: unknown[] = [value];
    for (let v = todo.pop(); v !== undefined; v = todo.pop()) {
      if (typeof v === "object" && v !== null) {
        originals.add(v);
        const children: readonly unknown[] = Object.values(v);
        todo.push(...children);
      }
    }
    const copies: unknown[] = [screenData(value).copy];
    for (let v = copies.pop(); v !== undefined; v = copies.pop()) {
      if (typeof v === "object" && v !== null) {
        expect(originals.has(v)).toBe(false);
        const children: readonly unknown[] = Object.values(v);
        copies.push(...children);
      }
    }
  });
});

describe("time", () => {
  it("stays well under 100 ms at its limits", () => {
    // 8 values a card: 6,250 cards and the list are 50,001 values.
    const cards = Array.from({ length: 6_250 }, (_, i) => ({ id: `c${i}`, hp: i, tags: ["a", "b"], x: null, y: true }));
    expect(screenData(cards).problems.length).toBeGreaterThan(0);
    const fit = cards.slice(0, 6_249);
    expect(screenData(fit).problems).toEqual([]);
    for (const value of [fit, cards, new Array<number>(2_000_000).fill(1), nested(100_000), "a".repeat(20_000_000)]) {
      expect(fastest(() => screenData(value))).toBeLessThan(100);
    }
  });

  it("without limits, walks 40,000 levels in linear time and memory, and still names the path of a problem deep down", () => {
    // A frame once kept its own copy of the path (and the cycle check scanned the stack): 40,000
    // levels then took gigabytes and most of a minute.
    const unlimited = { maxDepth: Infinity, maxValues: Infinity, maxText: Infinity, maxProblems: Infinity };
    const deep = JSON.parse(`${"[".repeat(40_000)}{"__proto__":1}${"]".repeat(40_000)}`) as unknown;
    let r: ReturnType<typeof screenData> | undefined;
    expect(fastest(() => (r = screenData(deep, unlimited)))).toBeLessThan(500);
    expect(r?.problems).toHaveLength(1);
    expect(r?.problems[0]?.forbidden).toBe(true);
    expect(r?.problems[0]?.path).toEqual([...Array.from({ length: 40_000 }, () => 0), "__proto__"]);
  });
});
