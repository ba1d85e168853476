/**
 * parseCard, parseCardSet and validateDeck never throw, whatever they are given, refuse what is
 * not card data, a deck, a card pool or options with their usual error shape and a readable
 * message, and stay fast on huge inputs (as Wardom's test/cards-robust.test.ts checks for Wardom).
 */
import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import * as v from "valibot";
import type { Result, RuleError } from "@rulesmith/core";
// The card modules directly, not src/index.ts, so these tests need none of the engine.
import { cardSchema, cardSetSchema, parseCard, parseCardSet, type Card, type CardProblems, type CardSet } from "../src/cards/cards.js";
import { validateDeck, type Deck, type DeckReport } from "../src/cards/deck.js";
import { sampleCardSet, sampleCards } from "../src/cards/sample-cards.js";
import { emberVanguardDeck } from "../src/cards/starter-decks.js";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "../src/rules/options.js";
import { anyOutsideValue as anything, fastestUnder } from "../../core/test/support/outside-values.js";
import { reservedCardIdTest } from "../../core/test/support/reserved-card-ids.js";

const wall = { kind: "barrier", id: "wall", name: "Wall", illustrative: true, hp: 5, effects: [] };
const deck = emberVanguardDeck;

/** `levels` arrays (or objects) inside one another, built without recursion. */
function nested(levels: number, kind: "array" | "object"): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = kind === "array" ? [value] : { a: value };
  return value;
}

function cyclic(): unknown {
  const card: Record<string, unknown> = { ...wall, effects: [] };
  card["effects"] = [{ kind: "prevent-damage", amount: 1, card }];
  card["self"] = card;
  return card;
}

function withThrowingGetter(): unknown {
  return Object.defineProperty({ ...wall }, "name", {
    enumerable: true,
    get(): never {
      throw new Error("getter boom");
    },
  });
}

function throwingProxy(): unknown {
  const boom = (): never => {
    throw new Error("trap boom");
  };
  return new Proxy({}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
}

function revokedProxy(): unknown {
  const r = Proxy.revocable({ ...wall }, {});
  r.revoke();
  return r.proxy;
}

/** A proxy over a valid card whose traps answer `reads` times, then throw: it gets past any first look. */
function lyingProxy(reads: number, card: object = wall): unknown {
  let left = reads;
  const once = <T,>(answer: () => T): T => {
    if (left-- <= 0) throw new Error("changed its mind");
    return answer();
  };
  return new Proxy(
    { ...card },
    {
      get: (target, key, receiver) => once(() => Reflect.get(target, key, receiver) as unknown),
      getOwnPropertyDescriptor: (target, key) => once(() => Reflect.getOwnPropertyDescriptor(target, key)),
      ownKeys: (target) => once(() => Reflect.ownKeys(target)),
      getPrototypeOf: (target) => once(() => Reflect.getPrototypeOf(target)),
    },
  );
}

class Thing {
  readonly kind = "barrier";
  readonly id = "thing";
}

/**
 * Where a value is fine after all: as a card name, as a list (of effects, cards or card ids),
 * as the options, or as a card of the pool (validateDeck reads a few fields).
 */
type FineAs = "name" | "list" | "options" | "card-shaped";

interface Nasty {
  readonly name: string;
  readonly make: () => unknown;
  readonly fineAs?: readonly FineAs[];
  /** Large enough to be timed. */
  readonly large?: true;
}

/** Values that are not card data, a deck, a card pool or options. */
const nasty: readonly Nasty[] = [
  { name: "null", make: () => null },
  { name: "undefined", make: () => undefined, fineAs: ["options"] },
  { name: "NaN", make: () => Number.NaN },
  { name: "Infinity", make: () => Infinity },
  { name: "-0", make: () => -0 },
  { name: "1e308", make: () => 1e308 },
  { name: "a string", make: () => "ember-plains", fineAs: ["name"] },
  { name: "a 20,000,000-character string", make: () => "a".repeat(20_000_000), large: true },
  { name: "true", make: () => true },
  { name: "a bigint", make: () => 12n },
  { name: "a symbol", make: () => Symbol("card") },
  { name: "a function", make: () => () => wall },
  { name: "an empty array", make: () => [], fineAs: ["list"] },
  { name: "an array of 2,000,000 numbers", make: () => new Array<number>(2_000_000).fill(7), large: true },
  { name: "a sparse array of length 1e9", make: () => new Array<unknown>(1e9), large: true },
  // Listing an object's keys is what takes the time here (V8 needs about 25 ms for 100,000 keys).
  { name: "an object with 100,000 keys", make: () => Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])), fineAs: ["options"], large: true },
  { name: "arrays nested 100,000 levels", make: () => nested(100_000, "array"), large: true },
  { name: "objects nested 100,000 levels", make: () => nested(100_000, "object"), fineAs: ["options"], large: true },
  { name: "a cyclic card", make: cyclic, fineAs: ["card-shaped", "options"] },
  {
    name: "a parsed __proto__ key",
    make: () => JSON.parse('{"kind":"barrier","id":"w","name":"W","hp":5,"effects":[],"__proto__":{"polluted":true}}') as unknown,
    fineAs: ["card-shaped", "options"],
  },
  { name: "a constructor key", make: () => ({ ...wall, constructor: { prototype: { polluted: true } } }), fineAs: ["card-shaped", "options"] },
  { name: "a getter that throws", make: withThrowingGetter, fineAs: ["options"] },
  { name: "a proxy whose traps throw", make: throwingProxy },
  { name: "a revoked proxy", make: revokedProxy },
  { name: "a Map", make: () => new Map([["kind", "barrier"]]) },
  { name: "a Date", make: () => new Date(0) },
  { name: "a class instance", make: () => new Thing() },
  { name: "a Uint8Array", make: () => new Uint8Array(16) },
  { name: "an Error", make: () => new Error("card") },
  { name: "a card whose key is 20,000 characters long", make: () => ({ ...wall, ["k".repeat(20_000)]: 1 }), fineAs: ["card-shaped", "options"] },
];

const notFineAs = (position: FineAs): readonly Nasty[] => nasty.filter((n) => !(n.fineAs ?? []).includes(position));

function expectReadableMessage(message: string): void {
  expect(message.length).toBeGreaterThan(0);
  expect(message.length).toBeLessThanOrEqual(300);
}

function expectRefused(r: Result<unknown, CardProblems>, codes: RegExp): void {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe("cards/invalid");
  expect(r.error.message).toMatch(/^The card data has (a problem|\d+ problems): /);
  expectReadableMessage(r.error.message);
  expect(r.error.problems.length).toBeGreaterThan(0);
  for (const p of r.error.problems) {
    expect(p.code).toMatch(codes);
    expectReadableMessage(p.message);
    expect(typeof p.path).toBe("string");
    expect(p.card).toMatch(/\S/);
    expect(p.card.length).toBeLessThanOrEqual(80);
  }
}

function expectRefusedCard(r: Result<Card, CardProblems>): void {
  expectRefused(r, /^cards\/(invalid|forbidden-key)$/);
}

function expectRefusedSet(r: Result<CardSet, CardProblems>): void {
  expectRefused(r, /^cards\/(invalid|forbidden-key|duplicate-id)$/);
}

function expectReadable(e: RuleError): void {
  expect(e.code).toMatch(/^deck\//);
  expectReadableMessage(e.message);
}

function expectRefusedDeck(r: DeckReport): void {
  expect(r.legal).toBe(false);
  expect(r.errors.length).toBeGreaterThan(0);
  r.errors.forEach(expectReadable);
  r.warnings.forEach(expectReadable);
}

const setOf = (cards: unknown): unknown => ({ name: "s", cards });

describe("nothing throws on a value that is not card data", () => {
  it.each(nasty)("parseCard refuses $name with cards/invalid", ({ make }) => {
    expectRefusedCard(parseCard(make()));
  });

  it.each(notFineAs("name"))("parseCard refuses a card whose name is $name", ({ make }) => {
    expectRefusedCard(parseCard({ ...wall, name: make() }));
  });

  it.each(notFineAs("list"))("parseCard refuses a card whose effects are $name, and parseCardSet a set whose cards are", ({ make }) => {
    expectRefusedCard(parseCard({ ...wall, effects: make() }));
    expectRefusedSet(parseCardSet(setOf(make())));
  });

  it.each(nasty)("parseCardSet refuses $name, as the set, one of its cards or its name", ({ make }) => {
    expectRefusedSet(parseCardSet(make()));
    expectRefusedSet(parseCardSet(setOf([wall, make()])));
    if (typeof make() !== "string") expectRefusedSet(parseCardSet({ name: make(), cards: [wall] }));
  });

  it("a proxy that answers at first and throws later is refused at whatever read it throws, and accepted when it never throws", () => {
    for (let reads = 0; reads < 60; reads++) {
      const r = parseCard(lyingProxy(reads));
      if (!r.ok) expectRefusedCard(r);
      const set = parseCardSet(setOf([lyingProxy(reads)]));
      if (!set.ok) expectRefusedSet(set);
      const outer = parseCardSet(lyingProxy(reads, { name: "s", cards: [wall] }));
      if (!outer.ok) expectRefusedSet(outer);
      const cards = sampleCards.map((c) => (c.id === "ember-imp" ? (lyingProxy(reads, c) as Card) : c));
      const report = validateDeck(deck, cards);
      if (!report.legal) report.errors.forEach(expectReadable);
      const deckReport = validateDeck(lyingProxy(reads, deck), sampleCardSet);
      if (!deckReport.legal) deckReport.errors.forEach(expectReadable);
    }
    expect(parseCard(lyingProxy(1_000)).ok).toBe(true);
    expect(validateDeck(lyingProxy(1_000, deck), sampleCardSet).legal).toBe(true);
  });

  it("a parsed __proto__ key is reported as cards/forbidden-key and pollutes nothing", () => {
    const r = parseCardSet(JSON.parse('{"name":"s","cards":[{"kind":"barrier","id":"w","name":"W","hp":5,"effects":[],"__proto__":{"polluted":true}}],"__proto__":{"polluted":true}}') as unknown);
    expectRefusedSet(r);
    expect(r.ok ? [] : r.error.problems.map((p) => `${p.code} ${p.path}`)).toEqual(["cards/forbidden-key __proto__", "cards/forbidden-key cards[0].__proto__"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("names what is wrong: a cycle, the depth, a getter, a hole, the size", () => {
    const messages = (value: unknown): string => {
      const r = parseCardSet(value);
      return r.ok ? "" : r.error.problems.map((p) => p.message).join("\n");
    };
    expect(messages(setOf([cyclic()]))).toContain("cycle");
    expect(messages(setOf([nested(100_000, "array")]))).toContain("nested more than 32 levels");
    expect(messages(setOf([withThrowingGetter()]))).toContain("getter");
    expect(messages(setOf(new Array<unknown>(3)))).toContain("hole");
    expect(messages(setOf(new Array<number>(2_000_000).fill(7)))).toContain("at most 50,000 values");
    expect(messages(setOf([{ ...wall, id: "a".repeat(20_000_000) }]))).toContain("at most 10,000 characters");
    expect(messages(throwingProxy())).toContain("could not be read");
  });
});

describe("nothing throws on a value that is not a deck, a card pool or options", () => {
  it.each(nasty)("validateDeck refuses $name as the deck, its Guardian, its main or attack list, or an id in them (deck/malformed)", ({ make }) => {
    expectRefusedDeck(validateDeck(make(), sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, guardian: make() }, sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, main: make() }, sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, attack: make() }, sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, main: [...deck.main.slice(1), make()] }, sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, attack: [...deck.attack.slice(1), make()] }, sampleCardSet));
  });

  it.each(notFineAs("card-shaped"))("validateDeck refuses $name as the card pool or one of its cards (deck/bad-cards)", ({ make }) => {
    expectRefusedDeck(validateDeck(deck, make() as readonly Card[]));
    expectRefusedDeck(validateDeck(deck, { name: "pool", cards: make() } as unknown as CardSet));
    const one = validateDeck(deck, [...sampleCards, make() as Card]);
    expectRefusedDeck(one);
    expect(one.errors.map((e) => e.code)).toEqual(["deck/bad-cards"]);
  });

  it.each(notFineAs("options"))("validateDeck refuses $name as the options (deck/bad-options)", ({ make }) => {
    const r = validateDeck(deck, sampleCardSet, make() as GuardiansOptions);
    expectRefusedDeck(r);
    expect(r.errors.map((e) => e.code)).toContainEqual(expect.stringMatching(/^deck\/(bad-options|unreadable)$/));
  });

  it.each(nasty)("validateDeck refuses $name as an option it reads, unless it is a value of that option (deck/bad-options)", ({ make }) => {
    const fine: Readonly<Record<string, (value: unknown) => boolean>> = {
      maxPlaceableMinionLevel: (x) => x === undefined || x === 0,
      guardianCountsInMainDeck: (x) => x === undefined || typeof x === "boolean",
      attackDeckCopyLimit: (x) => x === undefined || typeof x === "boolean",
    };
    for (const [key, isFine] of Object.entries(fine)) {
      const r = validateDeck(deck, sampleCardSet, { [key]: make() } as unknown as GuardiansOptions);
      if (isFine(make())) continue;
      expectRefusedDeck(r);
      expect(r.errors.map((e) => e.code)).toEqual(["deck/bad-options"]);
    }
  });

  it("accepts options with keys it does not read (the engine's GameOptions), and a pool given as a card set or a list", () => {
    expect(validateDeck(deck, sampleCardSet, { ...DEFAULT_OPTIONS, players: 3 } as GuardiansOptions).legal).toBe(true);
    expect(validateDeck(deck, sampleCards).legal).toBe(true);
    expect(validateDeck(deck, JSON.parse(JSON.stringify(sampleCardSet)) as CardSet).legal).toBe(true);
    expect(validateDeck(deck, sampleCardSet, undefined).legal).toBe(true);
  });

  it("names what is wrong in a message of at most 300 characters", () => {
    const first = (d: unknown, cards: unknown = sampleCardSet, options?: unknown): string =>
      validateDeck(d, cards as CardSet, options as GuardiansOptions).errors[0]?.message ?? "";
    expect(first({ ...deck, main: "ember-imp" })).toBe("The deck needs a main list of card ids: main is not a list.");
    expect(first({ ...deck, main: new Array<string>(2_000_000).fill("ember-imp") })).toBe("The deck needs a main list of card ids: main holds 2,000,000 entries; at most 1,000.");
    expect(first({ ...deck, attack: [1] })).toBe("The deck needs an attack list of card ids: attack[0] is not a card id (a string).");
    expect(first(deck, null)).toBe("The card pool is a card set { name, cards } or a list of cards, not null.");
    expect(first(deck, sampleCardSet, { maxPlaceableMinionLevel: "3" })).toBe('The option maxPlaceableMinionLevel is a whole number from 0, not "3".');
    expect(first(throwingProxy())).toMatch(/^The deck, its card pool or its options could not be read/);
    expect(first({ ...deck, main: [...deck.main.slice(1), "x".repeat(5_000)] }).length).toBeLessThanOrEqual(300);
  });
});

function isPlainObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

describe("properties over any value (fast-check)", () => {
  test.prop([anything])("parseCard never throws; what it accepts cardSchema accepts, what it refuses gets cards/invalid", (value) => {
    const r = parseCard(value);
    if (r.ok) expect(v.is(cardSchema, value)).toBe(true);
    else expectRefusedCard(r);
  });

  test.prop([anything, fc.array(anything, { maxLength: 4 })])("parseCardSet never throws, refuses any value that is not a card set, and accepts only what cardSetSchema accepts", (value, cards) => {
    expectRefusedSet(parseCardSet(value));
    const set = setOf(cards);
    const r = parseCardSet(set);
    if (r.ok) {
      expect(r.value.cards).toHaveLength(cards.length);
      expect(v.is(cardSetSchema, set)).toBe(true);
    } else expectRefusedSet(r);
  });

  test.prop([anything, fc.array(anything, { maxLength: 4 })])("validateDeck never throws; a value that is not a deck is refused with a deck/ code", (value, ids) => {
    expectRefusedDeck(validateDeck(value, sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, main: ids }, sampleCardSet));
    expectRefusedDeck(validateDeck({ ...deck, attack: [...deck.attack.slice(1), ...ids, ...ids, ids] }, sampleCardSet));
  });

  test.prop([anything])("validateDeck never throws on any card pool or options; options are refused unless they are a plain object or undefined", (value) => {
    const pool = validateDeck(deck, value as readonly Card[]);
    if (!pool.legal) pool.errors.forEach(expectReadable);
    const options = validateDeck(deck, sampleCardSet, value as GuardiansOptions);
    if (!options.legal) options.errors.forEach(expectReadable);
    expect(options.legal).toBe(value === undefined || isPlainObject(value));
  });
});

describe("deck rules still hold for any deck of known cards (fast-check)", () => {
  const mainIds = [...new Set(deck.main)];
  test.prop([fc.array(fc.constantFrom(...mainIds), { maxLength: 80 })])("G-DECK-1 G-DECK-2 a deck/main-size error exactly when the main deck holds fewer than 20 or more than 60 cards", (main) => {
    const r = validateDeck({ ...deck, main }, sampleCardSet);
    const sizeErrors = r.errors.filter((e) => e.code === "deck/main-size");
    expect(sizeErrors).toHaveLength(main.length < 20 || main.length > 60 ? 1 : 0);
    const byName = new Map<string, number>();
    for (const id of main) {
      const name = sampleCards.find((c) => c.id === id)?.name ?? id;
      byName.set(name, (byName.get(name) ?? 0) + 1);
    }
    expect(r.errors.filter((e) => e.code === "deck/copies")).toHaveLength([...byName.values()].filter((n) => n > 2).length);
    expect(r.legal).toBe(r.errors.length === 0);
  });
});


/** How many values (arrays, objects, strings, numbers, booleans, null) a JSON value holds. */
function valuesIn(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((n: number, item: unknown) => n + valuesIn(item), 0);
  if (typeof value === "object" && value !== null) return 1 + Object.values(value).reduce((n: number, item: unknown) => n + valuesIn(item), 0);
  return 1;
}

// Up to 48 timed calls of up to 100 ms each fit in the test timeout with room for a loaded machine.
describe("no call takes more than 100 ms on a large input", { timeout: 60_000 }, () => {
  const json = JSON.parse(JSON.stringify(sampleCards)) as Record<string, unknown>[];
  const cardAt = (i: number): Record<string, unknown> => ({ ...json[i % json.length], id: `c${i}`, name: `C${i}` });
  /** The most cards like the sample cards that fit in 50,000 values, with the set's own 4. */
  let fit = 0;
  for (let values = 4; values + valuesIn(cardAt(fit)) <= 50_000; fit++) values += valuesIn(cardAt(fit));
  const set = (n: number): unknown => ({ name: "big", cards: Array.from({ length: n }, (_, i) => cardAt(i)) });
  const largest = set(fit);
  const tooLarge = set(fit + 1);
  const large = nasty.filter((n) => n.large === true).map((n) => ({ name: n.name, value: n.make() }));

  it("the largest card set within the limits is accepted, and one card more is refused", () => {
    expect(fit).toBeGreaterThan(1_000);
    expect(parseCardSet(largest).ok).toBe(true);
    const r = parseCardSet(tooLarge);
    expect(r.ok ? "" : r.error.problems.map((p) => p.message).join()).toContain("at most 50,000 values");
  });

  it.each([
    { name: "the largest card set", value: largest },
    { name: "a card set past the limits", value: tooLarge },
    { name: "a set of the largest card set's cards, each broken", value: setOf((largest as { cards: Record<string, unknown>[] }).cards.map((c) => ({ ...c, kind: "spell" }))) },
    { name: "an id of 20,000,000 characters", value: { ...wall, id: "a".repeat(20_000_000) } },
    ...large,
  ])("parseCard and parseCardSet on $name", ({ value }) => {
    expect(fastestUnder(() => parseCardSet(value), 100)).toBeLessThan(100);
    expect(fastestUnder(() => parseCardSet(setOf([value])), 100)).toBeLessThan(100);
    expect(fastestUnder(() => parseCard(value), 100)).toBeLessThan(100);
  });

  it.each([
    { name: "a main list of 1,000 unknown cards", value: { ...deck, main: Array.from({ length: 1_000 }, (_, i) => `x${i}`) } },
    { name: "a main list of 1,001 cards", value: { ...deck, main: new Array<string>(1_001).fill("ember-imp") } },
    { name: "a main list of 2,000,000 cards", value: { ...deck, main: new Array<string>(2_000_000).fill("ember-imp") } },
    { name: "a deck with 100,000 unknown keys", value: { ...deck, ...Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])) } },
    ...large,
  ])("validateDeck on $name", ({ value }) => {
    expect(fastestUnder(() => validateDeck(value, sampleCardSet), 100)).toBeLessThan(100);
    expect(fastestUnder(() => validateDeck({ ...deck, main: [...deck.main.slice(1), value] }, sampleCardSet), 100)).toBeLessThan(100);
    expect(fastestUnder(() => validateDeck(deck, sampleCardSet, value as GuardiansOptions), 100)).toBeLessThan(100);
  });

  it("validateDeck against 10,000 cards, and refusing 2,000,000", () => {
    const many: Card[] = Array.from({ length: 10_000 - sampleCards.length }, (_, i): Card => ({ ...(sampleCards[i % sampleCards.length] ?? (wall as Card)), id: `c${i}` }));
    const all = [...sampleCards, ...many];
    expect(validateDeck(deck, all).legal).toBe(true);
    expect(fastestUnder(() => validateDeck(deck, all), 100)).toBeLessThan(100);
    const huge = new Array<Card>(2_000_000).fill(all[0] ?? (wall as Card));
    expect(fastestUnder(() => validateDeck(deck, huge), 100)).toBeLessThan(100);
    expect(validateDeck(deck, huge).errors.map((e) => e.code)).toContain("deck/bad-cards");
    const pool = [...all, 1 as unknown as Card];
    expect(validateDeck(deck, pool).errors.map((e) => e.code)).toContain("deck/bad-cards");
  });
});

describe("a deck of well-formed values keeps its report", () => {
  it("G-DECK-1..4 the starter deck is legal from the card set, the card list and a JSON copy of both", () => {
    const copy = JSON.parse(JSON.stringify(deck)) as Deck;
    for (const pool of [sampleCardSet, sampleCards]) expect(validateDeck(copy, pool)).toEqual({ legal: true, errors: [], warnings: [] });
  });
});

describe("reserved card ids", () => {
  reservedCardIdTest(parseCard, sampleCards[0] as object);
});
