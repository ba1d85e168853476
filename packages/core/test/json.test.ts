import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { canonicalJson, excerpt, hashJson, isPlainJson, parseJson, plainJsonProblem } from "../src/json.js";
import { err, ok } from "../src/result.js";
import { CoreErrorCode, ruleError } from "../src/errors.js";
import { assertErr, assertOk } from "../src/testing/results.js";
import { recursiveCanonicalJson, recursivePlainJsonProblem } from "./fixtures/recursive-json.js";

/** `levels` arrays inside one another around `inner`: `[[[inner]]]`. */
function nestedArrays(levels: number, inner: unknown): unknown {
  let v = inner;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

/** `levels` objects inside one another around `inner`: `{ a: { a: inner } }`. */
function nestedObjects(levels: number, inner: unknown): unknown {
  let v = inner;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

/** A value of 2^levels leaves made of `levels` shared arrays: tiny in memory, huge as a tree. */
function doubling(levels: number): unknown {
  let v: unknown = [1];
  for (let i = 0; i < levels; i++) v = [v, v];
  return v;
}


/** Any value fast-check can build, JSON or not (short keys, so that paths are written in full). */
const anyValue = fc.anything({
  key: fc.string({ maxLength: 10 }),
  withBigInt: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withBoxedValues: true,
});

/** 32-bit FNV-1a of a text, as hashJson defines it. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** A proxy whose keys cannot be listed: any walk over it hits a throwing trap. */
function throwingProxy(): object {
  return new Proxy(
    {},
    {
      ownKeys() {
        throw new Error("trap!");
      },
    },
  );
}

const TOO_LARGE = '"[canonicalJson: more than 10000000 characters]"';
const UNREADABLE = '"[canonicalJson: the value could not be read]"';

describe("plain JSON", () => {
  it("accepts JSON data", () => {
    expect(isPlainJson({ a: [1, "x", null, true, { b: Object.create(null) as object }] })).toBe(true);
  });
  it.each([
    [{ a: undefined }, "$.a is undefined"],
    [[1, Number.NaN], "$[1] is NaN"],
    [{ m: new Map() }, "$.m is not a plain object"],
    [{ d: new Date(0) }, "$.d is not a plain object"],
    [{ f: () => 1 }, "$.f is a function"],
    [{ n: 1n }, "$.n is a bigint"],
    // eslint-disable-next-line no-sparse-arrays
    [[1, , 3], "$[1] is a hole"],
  ])("finds the problem in %o", (value, problem) => {
    expect(plainJsonProblem(value)).toBe(problem);
  });
  it("finds cycles", () => {
    const a: Record<string, unknown> = {};
    a["self"] = a;
    expect(plainJsonProblem(a)).toBe("$.self is a cycle");
  });
  it("allows the same object twice when it is not a cycle", () => {
    const shared = { x: 1 };
    expect(isPlainJson({ a: shared, b: shared })).toBe(true);
  });
  test.prop([fc.jsonValue()])("every value JSON can make is plain JSON", (v) => {
    expect(isPlainJson(v)).toBe(true);
  });
  test.prop([fc.jsonValue({ stringUnit: "binary" })])(
    "any JSON value is plain JSON, and its canonical text is the one the recursive definition gives",
    (v) => {
      expect(isPlainJson(v)).toBe(true);
      expect(canonicalJson(v)).toBe(recursiveCanonicalJson(v));
    },
  );
});

describe("plain JSON: deep, large and hostile values", () => {
  it("a 20,000-level array is a problem past 200 levels, not a RangeError", () => {
    expect(plainJsonProblem(nestedArrays(20_000, 0))).toBe("$[0][0][0][0][0][0]…[0][0] is nested deeper than 200 levels");
    expect(isPlainJson(nestedArrays(20_000, 0))).toBe(false);
  });
  it("a 20,000-level object is a problem past 200 levels, not a RangeError", () => {
    expect(plainJsonProblem(nestedObjects(20_000, 0))).toBe("$.a.a.a.a.a.a….a.a is nested deeper than 200 levels");
    expect(isPlainJson(nestedObjects(20_000, 0))).toBe(false);
  });
  it("200 levels are allowed and 201 are not", () => {
    expect(plainJsonProblem(nestedArrays(200, 0))).toBeUndefined();
    expect(plainJsonProblem(nestedArrays(201, 0))).toMatch(/ is nested deeper than 200 levels$/);
  });
  it("without a depth limit, a 20,000-level value is walked to the bottom", () => {
    expect(plainJsonProblem(nestedArrays(20_000, 0), { maxDepth: Infinity })).toBeUndefined();
    expect(plainJsonProblem(nestedObjects(20_000, undefined), { maxDepth: Infinity })).toBe("$.a.a.a.a.a.a….a.a is undefined");
  });
  it("maxDepth counts arrays and objects inside one another", () => {
    expect(plainJsonProblem("scalar", { maxDepth: 0 })).toBeUndefined();
    expect(plainJsonProblem([], { maxDepth: 0 })).toBe("$ is nested deeper than 0 levels");
    expect(plainJsonProblem({ a: [1] }, { maxDepth: 2 })).toBeUndefined();
    expect(plainJsonProblem({ a: [[]] }, { maxDepth: 2 })).toBe("$.a[0] is nested deeper than 2 levels");
    expect(plainJsonProblem([[]], { maxDepth: 1 })).toBe("$[0] is nested deeper than 1 level");
  });
  it("maxNodes counts every part, the root included", () => {
    expect(plainJsonProblem([1, "a", null], { maxNodes: 4 })).toBeUndefined();
    expect(plainJsonProblem([1, "a", null], { maxNodes: 3 })).toBe("the value has more than 3 parts");
    expect(plainJsonProblem("scalar", { maxNodes: 0 })).toBe("the value has more than 0 parts");
  });
  it("an array of 2,000,000 numbers has more than 1,000,000 parts", () => {
    const wide = new Array<number>(2_000_000).fill(7);
    expect(plainJsonProblem(wide)).toBe("the value has more than 1000000 parts");
    expect(plainJsonProblem(wide, { maxNodes: Infinity })).toBeUndefined();
  });
  it("a shared part counts each time it is met, so a value of 2^100 leaves stops at maxNodes", () => {
    expect(plainJsonProblem(doubling(100))).toBe("the value has more than 1000000 parts");
    expect(plainJsonProblem(doubling(3))).toBeUndefined();
  });
  it("limits that are missing, negative, NaN or unreadable mean the defaults", () => {
    const deep = nestedArrays(201, 0);
    const unreadable = {
      get maxDepth(): number {
        throw new Error("no");
      },
    };
    for (const limits of [undefined, {}, { maxDepth: Number.NaN }, { maxDepth: -1 }, { maxDepth: undefined }, unreadable]) {
      expect(plainJsonProblem(deep, limits)).toMatch(/ is nested deeper than 200 levels$/);
    }
  });
  it("a cycle 30,000 levels down is found, and its path shows the first 6 and last 2 steps", () => {
    const root: Record<string, unknown> = {};
    let at = root;
    for (let i = 0; i < 30_000; i++) {
      const next: Record<string, unknown> = {};
      at["next"] = next;
      at = next;
    }
    at["back"] = root;
    expect(plainJsonProblem(root, { maxDepth: Infinity })).toBe("$.next.next.next.next.next.next….next.back is a cycle");
  });
  it("a cycle is found with no limits at all", () => {
    const a: Record<string, unknown> = {};
    a["self"] = [a];
    expect(plainJsonProblem(a, { maxDepth: Infinity, maxNodes: Infinity })).toBe("$.self[0] is a cycle");
    expect(plainJsonProblem(a, { maxDepth: Infinity })).toBe("$.self[0] is a cycle");
    expect(plainJsonProblem(a, { maxNodes: Infinity })).toBe("$.self[0] is a cycle");
  });
  it("a path of 8 steps is written in full, and one of 9 is cut", () => {
    expect(plainJsonProblem(nestedArrays(8, undefined))).toBe("$[0][0][0][0][0][0][0][0] is undefined");
    expect(plainJsonProblem(nestedArrays(9, undefined))).toBe("$[0][0][0][0][0][0]…[0][0] is undefined");
  });
  it("a long key is cut in the path, so the message stays short", () => {
    expect(plainJsonProblem({ ["k".repeat(100_000)]: undefined })).toBe(`$.${"k".repeat(23)}… is undefined`);
  });
  it("a getter or proxy that throws is a problem, not an exception", () => {
    const getter = {
      x: {
        get a(): number {
          throw new Error("boom");
        },
      },
    };
    expect(plainJsonProblem(getter)).toBe('$.x could not be read (Error("boom"))');
    expect(plainJsonProblem({ a: [throwingProxy()] })).toBe('$.a[0] could not be read (Error("trap!"))');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(plainJsonProblem({ a: proxy })).toMatch(/^\$\.a could not be read \(TypeError\(".{0,40}$/);
  });
  test.prop([anyValue])("for small values, plainJsonProblem gives the answer the recursive definition gave", (v) => {
    expect(plainJsonProblem(v)).toBe(recursivePlainJsonProblem(v, "$", new Set()));
  });
  test.prop([anyValue])("plainJsonProblem and isPlainJson never throw and agree", (v) => {
    const problem = plainJsonProblem(v);
    expect(isPlainJson(v)).toBe(problem === undefined);
    if (problem !== undefined) expect(problem.length).toBeLessThan(200);
  });
});

describe("parseJson", () => {
  it("parses JSON and drops __proto__ keys", () => {
    const value = assertOk(parseJson('{"a":1,"__proto__":{"polluted":true}}'));
    expect(value).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
  it("never throws on bad text", () => {
    expect(assertErr(parseJson("{oops")).code).toBe("json/parse");
  });
  it("reads valid JSON of any depth, and drops __proto__ keys at every depth", () => {
    const depth = 100_000;
    const value = assertOk(parseJson(`${"[".repeat(depth)}{"__proto__":1,"b":2}${"]".repeat(depth)}`));
    expect(plainJsonProblem(value)).toMatch(/ is nested deeper than 200 levels$/);
    expect(canonicalJson(value)).toBe(`${"[".repeat(depth)}{"b":2}${"]".repeat(depth)}`);
  });
});

describe("canonical JSON and hashes", () => {
  it("sorts keys", () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: 2 }] })).toBe('{"a":[2,{"c":2,"d":1}],"b":1}');
  });
  test.prop([fc.jsonValue()])("equal values give equal text and hashes, whatever the key order", (v) => {
    const copy: unknown = JSON.parse(JSON.stringify(v));
    expect(canonicalJson(copy)).toBe(canonicalJson(v));
    expect(hashJson(copy)).toMatch(/^[0-9a-f]{8}$/);
    expect(hashJson(copy)).toBe(hashJson(v));
  });
  it("different values give different hashes here", () => {
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
  });
  it("a 20,000-level array or object is written in full, and hashed", () => {
    const arrays = `${"[".repeat(20_000)}0${"]".repeat(20_000)}`;
    const objects = `${'{"a":'.repeat(20_000)}0${"}".repeat(20_000)}`;
    expect(canonicalJson(nestedArrays(20_000, 0))).toBe(arrays);
    expect(canonicalJson(nestedObjects(20_000, 0))).toBe(objects);
    expect(hashJson(nestedArrays(20_000, 0))).toBe(fnv1a(arrays));
    expect(hashJson(nestedObjects(20_000, 0))).toBe(fnv1a(objects));
  });
  it("a reference back to an enclosing object (a cycle) is written as null", () => {
    const a: Record<string, unknown> = { x: [1] };
    const x = a["x"];
    if (Array.isArray(x)) x.push(a);
    expect(canonicalJson(a)).toBe('{"x":[1,null]}');
    expect(hashJson(a)).toBe(fnv1a('{"x":[1,null]}'));
  });
  it("a part shared by two parents is written twice (it is not a cycle)", () => {
    const shared = { b: 1 };
    expect(canonicalJson([shared, { s: shared }])).toBe('[{"b":1},{"s":{"b":1}}]');
  });
  it("values JSON cannot hold are written the same way every time, and nothing throws", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(canonicalJson([1, , 3])).toBe("[1,null,3]");
    expect(canonicalJson({ a: undefined, f: () => 1, s: Symbol("s") })).toBe('{"f":null,"s":null}');
    expect(canonicalJson([Number.NaN, Infinity, undefined])).toBe("[null,null,null]");
    expect(canonicalJson(12n)).toBe("12");
    expect(canonicalJson({ m: new Map([[1, 2]]), d: new Date(0) })).toBe('{"d":{},"m":{}}');
    expect(canonicalJson({ a: throwingProxy() })).toBe(UNREADABLE);
    expect(hashJson({ a: throwingProxy() })).toBe(fnv1a(UNREADABLE));
  });
  it("text past 10,000,000 characters is not built: one fixed marker instead", () => {
    const mega = "x".repeat(1_000_000);
    expect(canonicalJson(new Array<string>(11).fill(mega))).toBe(TOO_LARGE);
    expect(canonicalJson("y".repeat(10_000_001))).toBe(TOO_LARGE);
    expect(canonicalJson(new Array<string>(9).fill(mega))).toHaveLength(9 * 1_000_002 + 8 + 2);
  });
  it("hashJson hashes text past canonicalJson's limit exactly, without holding it", () => {
    const mega = "x".repeat(1_000_000);
    const eleven = new Array<string>(11).fill(mega);
    expect(hashJson(eleven)).toBe(fnv1a(JSON.stringify(eleven)));
    expect(hashJson(eleven)).not.toBe(hashJson([...eleven, "x"]));
  });
  it("a value of 2^100 leaves stops at the limit instead of running out of memory", () => {
    expect(canonicalJson(doubling(100))).toBe(TOO_LARGE);
  });
  test.prop([anyValue])("canonicalJson and hashJson never throw, and give the same text and hash twice", (v) => {
    const text = canonicalJson(v);
    expect(canonicalJson(v)).toBe(text);
    expect(hashJson(v)).toBe(fnv1a(text));
  });
});

describe("excerpt", () => {
  it.each([
    ["abc", '"abc"'],
    ["line\nbreak", '"line\\nbreak"'],
    [Number.NaN, "NaN"],
    [Infinity, "Infinity"],
    [-Infinity, "-Infinity"],
    [-0, "-0"],
    [1.5, "1.5"],
    [12n, "12n"],
    [true, "true"],
    [null, "null"],
    [undefined, "undefined"],
    [[1, "a", null, [true]], '[1,"a",null,[true]]'],
    // eslint-disable-next-line no-sparse-arrays
    [[1, , 3], "[1,,3]"],
    [{ a: 1, "b c": [2], $d: {} }, '{a:1,"b c":[2],$d:{}}'],
    [new Map([[1, 2]]), "Map(1)"],
    [new Set([1, 2]), "Set(2)"],
    [new Date(0), "Date(1970-01-01T00:00:00.000Z)"],
    [new Date(Number.NaN), "Date(invalid)"],
    [new TypeError("bad"), 'TypeError("bad")'],
    [new Uint8Array(3), "Uint8Array(3 bytes)"],
    [Symbol("s"), "Symbol(s)"],
  ])("writes %o as %s", (value, text) => {
    expect(excerpt(value)).toBe(text);
  });
  it("writes functions and class instances by name", () => {
    function named(): number {
      return 1;
    }
    class Card {
      readonly id = "c1";
    }
    expect(excerpt(named)).toBe("[Function: named]");
    expect(excerpt(new Card())).toBe('Card {id:"c1"}');
  });
  it("cuts a string inside its quotes, never in an escape or a surrogate pair", () => {
    expect(excerpt("a".repeat(100), 10)).toBe('"aaaaaaa…"');
    expect(excerpt("\n".repeat(50), 10)).toBe('"\\n\\n\\n…"');
    expect(excerpt("😀".repeat(50), 9)).toBe('"😀😀😀…"');
  });
  it("cuts an array or object at max characters, ending in …", () => {
    const action = { type: "summon", card: "c12", sacrifices: ["c3", "c4"] };
    expect(excerpt(action, 100)).toBe('{type:"summon",card:"c12",sacrifices:["c3","c4"]}');
    expect(excerpt(action)).toBe('{type:"summon",card:"c12",sacrifices:["…');
    expect(excerpt(action)).toHaveLength(40);
  });
  it("writes arrays and objects deeper than 8 levels as […] and {…}, even 20,000 levels down", () => {
    expect(excerpt(nestedArrays(20_000, 0))).toBe("[[[[[[[[[…]]]]]]]]]");
    expect(excerpt(nestedObjects(20_000, 0), 100)).toBe("{a:{a:{a:{a:{a:{a:{a:{a:{…}}}}}}}}}");
  });
  it("reads a cyclic, a 2,000,000-item or a 2^100-leaf value only as far as the excerpt reaches", () => {
    const self: Record<string, unknown> = {};
    self["self"] = self;
    expect(excerpt(self, 20)).toBe("{self:{self:{self:{…");
    const started = performance.now();
    expect(excerpt(new Array<number>(2_000_000).fill(0))).toBe(`[${"0,".repeat(19)}…`);
    expect(excerpt(doubling(100))).toHaveLength(40);
    expect(performance.now() - started).toBeLessThan(1000);
  });
  it("never throws on getters or proxies that throw", () => {
    const getter = {
      ok: 1,
      get bad(): number {
        throw new Error("boom");
      },
    };
    expect(excerpt(getter)).toBe("{ok:1,bad:…");
    expect(excerpt(throwingProxy())).toBe("{…");
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(excerpt(proxy)).toBe("(unreadable)");
  });
  it("takes any max: below 1 means 1, above 10,000 means 10,000, NaN means 40", () => {
    expect(excerpt("abc", 0)).toBe("…");
    expect(excerpt(7, -5)).toBe("7");
    expect(excerpt("x".repeat(20_000), Infinity)).toHaveLength(10_000);
    expect(excerpt("x".repeat(100), Number.NaN)).toHaveLength(40);
  });
  test.prop([anyValue, fc.integer({ min: 1, max: 200 })])("an excerpt is never longer than max, and is cut (with …) only when the whole would not fit", (v, max) => {
    const text = excerpt(v, max);
    expect(text.length).toBeLessThanOrEqual(max);
    const whole = excerpt(v, 10_000);
    if (whole.length <= max) expect(text).toBe(whole);
    else expect(text).toContain("…");
  });
});

describe("Result and RuleError", () => {
  it("ok and err build the two shapes exactly", () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err("x")).toEqual({ ok: false, error: "x" });
  });
  it("ruleError leaves out what is not given", () => {
    expect(ruleError("a/b", "msg")).toEqual({ code: "a/b", message: "msg" });
    expect(ruleError("a/b", "msg", { rule: "W-1-1", details: { n: 1 } })).toEqual({ code: "a/b", message: "msg", rule: "W-1-1", details: { n: 1 } });
    expect(Object.keys(ruleError("a/b", "msg", { rule: undefined }))).toEqual(["code", "message"]);
  });
  it("error codes are stable strings", () => {
    expect(CoreErrorCode.BadFaces).toBe("chance/bad-faces");
    expect(new Set(Object.values(CoreErrorCode)).size).toBe(Object.values(CoreErrorCode).length);
  });
});
