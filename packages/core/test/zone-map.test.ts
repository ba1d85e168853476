/**
 * The zone map and its copy-on-write writer. Unit tests per operation, then property tests:
 * random operation sequences agree with zones.ts (the reference implementation), keep every
 * card in one zone with `where` in step, never touch the (deep-frozen) base, and parse back;
 * random corruptions of a valid map are refused or valid, never thrown on. fast-check prints
 * the seed and path of a failure for replay.
 */
import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  ZoneWriter,
  canIdentify,
  createZoneMap,
  locate,
  parseZoneMap,
  positionOf,
  zoneViewOf,
  type ZoneMap,
  type ZoneMapProblem,
} from "../src/zone-map.js";
import {
  cardsVisibleTo,
  drawCards,
  moveCard,
  moveCards,
  redactZone,
  setFaceDown,
  shuffleZone,
  type MoveOptions,
  type DrawOptions,
  type Visibility,
  type Zone,
  type ZoneDef,
  type Zones,
} from "../src/zones.js";
import { CoreErrorCode, type RuleError } from "../src/errors.js";
import { redactEvents, type GameEvent } from "../src/events.js";
import { canonicalJson } from "../src/json.js";
import type { PlayerId, Viewer } from "../src/player.js";
import type { Result } from "../src/result.js";
import { Rng, seedRng } from "../src/rng.js";
import { deepFreeze } from "../src/frozen.js";
import { assertErr, assertOk } from "../src/testing/results.js";

const SEATS: readonly PlayerId[] = [0, 1];

const DEFS: readonly ZoneDef[] = [
  { id: "p0/deck", owner: 0, visibility: "hidden" },
  { id: "p0/hand", owner: 0, visibility: "owner" },
  { id: "p0/field", owner: 0, visibility: "public", capacity: 3 },
  { id: "p1/deck", owner: 1, visibility: "hidden" },
  { id: "p1/hand", owner: 1, visibility: "owner" },
  { id: "p1/field", owner: 1, visibility: "public", capacity: 3 },
  { id: "discard", visibility: "public" },
];

const PLACEMENT = {
  "p0/deck": ["a1", "a2", "a3", "a4", "a5"],
  "p0/hand": ["ah1", "ah2"],
  "p0/field": ["af1"],
  "p1/deck": ["b1", "b2", "b3", "b4", "b5"],
  "p1/hand": ["bh1"],
};
const ALL_CARDS = Object.values(PLACEMENT).flat();

/** A two-player table, deep-frozen: any write to it by the code under test throws. */
function table(): ZoneMap {
  return deepFreeze(assertOk(createZoneMap(DEFS, PLACEMENT), "building the table"));
}

function zoneOfMap(map: ZoneMap, id: string): Zone {
  const z = map.zones[id];
  if (z === undefined) throw new Error(`no zone ${id}`);
  return z;
}

const cardsIn = (map: ZoneMap, id: string): readonly string[] => zoneOfMap(map, id).cards;

/** Every invariant of a zone map, checked the slow obvious way. */
function checkInvariants(map: ZoneMap, cards: readonly string[] = ALL_CARDS): void {
  const seen: string[] = [];
  for (const key of Object.keys(map.zones)) {
    const zone = zoneOfMap(map, key);
    expect(zone.id).toBe(key);
    for (const c of zone.cards) {
      seen.push(c);
      expect(locate(map, c)).toBe(key);
    }
    for (const c of zone.faceDown) expect(zone.cards).toContain(c);
    expect(new Set(zone.faceDown).size).toBe(zone.faceDown.length);
    if (zone.capacity !== null) expect(zone.cards.length).toBeLessThanOrEqual(zone.capacity);
  }
  expect(seen.slice().sort()).toEqual(cards.slice().sort());
  expect(Object.keys(map.index).sort()).toEqual(cards.slice().sort());
  // One slot per card, 0 to n - 1, and `where` as long as that.
  expect(Object.values(map.index).sort((a, b) => a - b)).toEqual(cards.map((_, i) => i));
  expect(map.where).toHaveLength(cards.length);
  for (const c of Object.keys(map.revealed)) {
    expect(cards).toContain(c);
    const seats = map.revealed[c] ?? [];
    expect(seats.length).toBeGreaterThan(0);
    expect(seats.slice().sort((a, b) => a - b)).toEqual(seats);
    expect(new Set(seats).size).toBe(seats.length);
  }
  const parsed = parseZoneMap(JSON.parse(JSON.stringify(map)));
  expect(parsed.ok ? parsed.value : parsed.error).toEqual(map);
}

/** Runs an operation that should fail, and checks that the writer's map did not change at all. */
function expectRefused(w: ZoneWriter, op: () => Result<unknown>, code: string): RuleError {
  const before = w.map;
  const json = canonicalJson(before);
  const revealed = w.revealedSomething;
  const e = assertErr(op(), "the operation");
  expect(e.code).toBe(code);
  expect(w.map).toBe(before);
  expect(canonicalJson(w.map)).toBe(json);
  expect(w.revealedSomething).toBe(revealed);
  return e;
}

// ---------------------------------------------------------------- building and reading

describe("createZoneMap", () => {
  it("builds the zones, an index of every card, and no reveals; hidden zones start face down", () => {
    const map = table();
    expect(zoneOfMap(map, "p0/deck")).toEqual({ id: "p0/deck", owner: 0, capacity: null, visibility: "hidden", cards: ["a1", "a2", "a3", "a4", "a5"], faceDown: ["a1", "a2", "a3", "a4", "a5"] });
    expect(zoneOfMap(map, "discard")).toEqual({ id: "discard", owner: null, capacity: null, visibility: "public", cards: [], faceDown: [] });
    expect(zoneOfMap(map, "p0/field").faceDown).toEqual([]);
    expect(locate(map, "ah2")).toBe("p0/hand");
    expect(map.revealed).toEqual({});
    checkInvariants(map);
  });

  it("gives a map of the same cards as the one before the same index (never written), with its own where list", () => {
    const defs = [{ id: "a", visibility: "public" }, { id: "b", visibility: "hidden" }] as const;
    const first = assertOk(createZoneMap(defs, { a: ["c2", "c0"], b: ["c1"] }));
    const second = assertOk(createZoneMap(defs, { a: ["c1"], b: ["c0", "c2"] }));
    expect(second.index).toBe(first.index);
    expect(first.index).toEqual({ c0: 0, c1: 1, c2: 2 });
    expect(second.where).toEqual(["b", "a", "b"]);
    expect(first.where).toEqual(["a", "b", "a"]);
    checkInvariants(first, ["c0", "c1", "c2"]);
    checkInvariants(second, ["c0", "c1", "c2"]);
    const other = assertOk(createZoneMap(defs, { a: ["c1", "c0", "c3"] }));
    expect(other.index).toEqual({ c0: 0, c1: 1, c3: 2 });
    expect(locate(other, "c3")).toBe("a");
    const fewer = assertOk(createZoneMap(defs, { a: ["c1"], b: ["c0"] }));
    expect(fewer.index).toEqual({ c0: 0, c1: 1 });
    checkInvariants(fewer, ["c0", "c1"]);
  });

  it("copies the placement lists instead of keeping them", () => {
    const cards = ["x", "y"];
    const map = assertOk(createZoneMap([{ id: "t", visibility: "public" }], { t: cards }));
    cards.push("z");
    expect(cardsIn(map, "t")).toEqual(["x", "y"]);
  });

  it.each([
    ["a repeated zone id", [{ id: "x", visibility: "public" }, { id: "x", visibility: "owner" }], undefined],
    ["an empty zone id", [{ id: "", visibility: "public" }], undefined],
    ["the zone id __proto__", [{ id: "__proto__", visibility: "public" }], undefined],
    ["a negative capacity", [{ id: "x", visibility: "public", capacity: -1 }], undefined],
    ["a fractional capacity", [{ id: "x", visibility: "public", capacity: 1.5 }], undefined],
    ["a bad owner", [{ id: "x", visibility: "public", owner: -2 }], undefined],
    ["a bad visibility", [{ id: "x", visibility: "secret" as Visibility }], undefined],
    ["a card placed twice", [{ id: "x", visibility: "public" }, { id: "y", visibility: "public" }], { x: ["a"], y: ["a"] }],
    ["a card id that is not a string", [{ id: "x", visibility: "public" }], { x: [7 as unknown as string] }],
    ["the card id __proto__", [{ id: "x", visibility: "public" }], { x: ["__proto__"] }],
  ] as const)("refuses %s with config/invalid", (_what, defs, placement) => {
    expect(assertErr(createZoneMap(defs, placement)).code).toBe(CoreErrorCode.BadConfig);
  });

  it("refuses cards placed in an undefined zone (zone/unknown) and a zone over capacity (zone/full)", () => {
    expect(assertErr(createZoneMap([{ id: "x", visibility: "public" }], { y: ["a"] })).code).toBe(CoreErrorCode.UnknownZone);
    const full = assertErr(createZoneMap([{ id: "f", visibility: "public", capacity: 1 }], { f: ["a", "b"] }));
    expect(full.code).toBe(CoreErrorCode.ZoneFull);
    expect(full.message).toContain('"f"');
    expect(full.details).toMatchObject({ zone: "f", capacity: 1 });
  });
});

describe("locate and positionOf", () => {
  it("locate gives a card's zone by lookup, and undefined for a card in no zone", () => {
    const map = table();
    expect(locate(map, "b3")).toBe("p1/deck");
    expect(locate(map, "ghost")).toBeUndefined();
    expect(locate(map, "constructor")).toBeUndefined();
    expect(locate(map, "toString")).toBeUndefined();
  });

  it("positionOf counts from the top of the card's zone, -1 for a card in no zone", () => {
    const map = table();
    expect(positionOf(map, "a1")).toBe(0);
    expect(positionOf(map, "a4")).toBe(3);
    expect(positionOf(map, "ghost")).toBe(-1);
    expect(positionOf(map, "constructor")).toBe(-1);
  });
});

describe("canIdentify", () => {
  // zone visibility, face down?, viewer -> identifies? (the zone is owned by player 0)
  const rows: [Visibility, boolean, Viewer, boolean][] = [
    ["public", false, 0, true],
    ["public", false, 1, true],
    ["public", false, "spectator", true],
    ["public", true, 0, true],
    ["public", true, 1, false],
    ["public", true, "spectator", false],
    ["owner", false, 0, true],
    ["owner", false, 1, false],
    ["owner", false, "spectator", false],
    ["owner", true, 0, true],
    ["owner", true, 1, false],
    ["owner", true, "spectator", false],
    ["hidden", false, 0, false],
    ["hidden", false, 1, false],
    ["hidden", false, "spectator", false],
    ["hidden", true, 0, false],
    ["hidden", true, 1, false],
    ["hidden", true, "spectator", false],
  ];
  it.each(rows)("a card in a %s zone of player 0, face down %s: viewer %s identifies it: %s", (visibility, down, viewer, expected) => {
    const w = new ZoneWriter(assertOk(createZoneMap([{ id: "z", owner: 0, visibility }], { z: ["c"] })), SEATS);
    assertOk(w.setFaceDown("c", down));
    expect(canIdentify(w.map, "c", viewer)).toBe(expected);
    // The same as zones.ts says, when nothing was revealed.
    expect(cardsVisibleTo(zoneOfMap(w.map, "z"), viewer)[0] === "c").toBe(expected);
  });

  it.each(["public", "owner", "hidden"] as const)("in a %s zone, a player the card was revealed to identifies it, face up or down; a spectator does not", (visibility) => {
    const w = new ZoneWriter(assertOk(createZoneMap([{ id: "z", owner: 0, visibility }], { z: ["c", "d"] })), [0, 1, 2]);
    assertOk(w.setFaceDown("c", true));
    assertOk(w.reveal(["c"], [1]));
    expect(canIdentify(w.map, "c", 1)).toBe(true);
    expect(canIdentify(w.map, "c", 2)).toBe(false);
    expect(canIdentify(w.map, "c", "spectator")).toBe(false);
    assertOk(w.reveal(["c"], "all"));
    expect(w.map.revealed["c"]).toEqual([0, 1, 2]);
    expect(canIdentify(w.map, "c", 2)).toBe(true);
    expect(canIdentify(w.map, "c", "spectator")).toBe(false);
  });

  it("nobody identifies a card that is in no zone", () => {
    expect(canIdentify(table(), "ghost", 0)).toBe(false);
    expect(canIdentify(table(), "constructor", "spectator")).toBe(false);
  });
});

describe("zoneViewOf", () => {
  it.each([0, 1, "spectator"] as const)("gives what zones.ts's redactZone gives for viewer %s when nothing was revealed", (viewer) => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.setFaceDown("af1", true));
    assertOk(w.move("ah1", "p0/field"));
    const map = w.finish();
    for (const id of Object.keys(map.zones)) expect(zoneViewOf(map, id, viewer)).toEqual(redactZone(zoneOfMap(map, id), viewer));
  });

  it("shows a revealed card to the players it was shown to, and only to them", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["a2"], [1]));
    expect(zoneViewOf(w.map, "p0/deck", 1)?.cards).toEqual([null, "a2", null, null, null]);
    expect(zoneViewOf(w.map, "p0/deck", 0)?.cards).toEqual([null, null, null, null, null]);
    expect(zoneViewOf(w.map, "p0/deck", "spectator")).toEqual({
      id: "p0/deck",
      owner: 0,
      visibility: "hidden",
      count: 5,
      cards: [null, null, null, null, null],
      faceDown: [true, true, true, true, true],
    });
  });

  it("gives undefined for a zone that does not exist", () => {
    expect(zoneViewOf(table(), "nowhere", 0)).toBeUndefined();
    expect(zoneViewOf(table(), "constructor", 0)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- the writer

describe("ZoneWriter.move", () => {
  it("moves the top of a hidden deck into its owner's hand: face up, indexed, one card-moved event", () => {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(table(), SEATS, events);
    assertOk(w.move("a1", "p0/hand", { position: "bottom" }));
    expect(cardsIn(w.map, "p0/deck")).toEqual(["a2", "a3", "a4", "a5"]);
    expect(zoneOfMap(w.map, "p0/deck").faceDown).toEqual(["a2", "a3", "a4", "a5"]);
    expect(cardsIn(w.map, "p0/hand")).toEqual(["ah1", "ah2", "a1"]);
    expect(zoneOfMap(w.map, "p0/hand").faceDown).toEqual([]);
    expect(locate(w.map, "a1")).toBe("p0/hand");
    expect(events).toEqual([{ type: "card-moved", card: "a1", from: "p0/deck", to: "p0/hand" }]);
    checkInvariants(w.finish());
  });

  it("lands on top by default, at the bottom or at an index from the top when asked", () => {
    const at = (options?: MoveOptions): readonly string[] => {
      const w = new ZoneWriter(table(), SEATS);
      assertOk(w.move("ah1", "p0/deck", options));
      return cardsIn(w.map, "p0/deck");
    };
    expect(at()).toEqual(["ah1", "a1", "a2", "a3", "a4", "a5"]);
    expect(at({ position: "top" })).toEqual(["ah1", "a1", "a2", "a3", "a4", "a5"]);
    expect(at({ position: "bottom" })).toEqual(["a1", "a2", "a3", "a4", "a5", "ah1"]);
    expect(at({ position: 2 })).toEqual(["a1", "a2", "ah1", "a3", "a4", "a5"]);
    expect(at({ position: 5 })).toEqual(["a1", "a2", "a3", "a4", "a5", "ah1"]);
  });

  it("lays a card face down in a hidden zone and face up elsewhere, unless faceDown says otherwise", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("ah1", "p0/deck"));
    expect(zoneOfMap(w.map, "p0/deck").faceDown).toContain("ah1");
    assertOk(w.move("a3", "discard"));
    expect(zoneOfMap(w.map, "discard").faceDown).toEqual([]);
    assertOk(w.move("ah2", "p0/field", { faceDown: true }));
    expect(zoneOfMap(w.map, "p0/field").faceDown).toEqual(["ah2"]);
    assertOk(w.move("a4", "p0/hand", { faceDown: true }));
    expect(zoneOfMap(w.map, "p0/hand").faceDown).toEqual(["a4"]);
    checkInvariants(w.finish());
  });

  it("reorders a card within its own zone, keeping its facing unless faceDown is given", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("a1", "p0/deck", { position: "bottom" }));
    expect(cardsIn(w.map, "p0/deck")).toEqual(["a2", "a3", "a4", "a5", "a1"]);
    expect(zoneOfMap(w.map, "p0/deck").faceDown).toContain("a1");
    assertOk(w.move("a1", "p0/deck", { position: 1, faceDown: false }));
    expect(cardsIn(w.map, "p0/deck")).toEqual(["a2", "a1", "a3", "a4", "a5"]);
    expect(zoneOfMap(w.map, "p0/deck").faceDown).not.toContain("a1");
    checkInvariants(w.finish());
  });

  it("moves a card into a full zone only from within that zone", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("ah1", "p0/field"));
    assertOk(w.move("ah2", "p0/field"));
    const e = expectRefused(w, () => w.move("a1", "p0/field"), CoreErrorCode.ZoneFull);
    expect(e.details).toEqual({ zone: "p0/field", capacity: 3, count: 3, adding: 1 });
    assertOk(w.move("af1", "p0/field", { position: "top" }));
    expect(cardsIn(w.map, "p0/field")).toEqual(["af1", "ah2", "ah1"]);
  });

  it("refuses an unknown zone, a card in no zone, and a bad position, changing nothing", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("a1", "p0/hand"));
    expectRefused(w, () => w.move("a2", "nowhere"), CoreErrorCode.UnknownZone);
    expectRefused(w, () => w.move("a2", "toString"), CoreErrorCode.UnknownZone);
    expectRefused(w, () => w.move("ghost", "p0/hand"), CoreErrorCode.CardNotFound);
    expectRefused(w, () => w.move("constructor", "p0/hand"), CoreErrorCode.CardNotFound);
    for (const position of [-1, 3.5, 4, Number.NaN]) expectRefused(w, () => w.move("a2", "p0/hand", { position }), CoreErrorCode.ZoneBadArgument);
    expectRefused(w, () => w.move("a2", "p0/deck", { position: 4 }), CoreErrorCode.ZoneBadArgument);
  });

  it("quotes at most a short excerpt of a long bad id in its message", () => {
    const long = "x".repeat(10_000);
    const e = assertErr(new ZoneWriter(table(), SEATS).move(long, "p0/hand"));
    expect(e.message.length).toBeLessThan(120);
  });

  it("makes no events without an events list", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("a1", "p0/hand"));
    expect(locate(w.finish(), "a1")).toBe("p0/hand");
  });
});

describe("ZoneWriter.moveMany", () => {
  it("moves cards from several zones to one, all together in the order given, one event each", () => {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(table(), SEATS, events);
    assertOk(w.moveMany(["ah2", "a3", "bh1"], "discard"));
    expect(cardsIn(w.map, "discard")).toEqual(["ah2", "a3", "bh1"]);
    expect(cardsIn(w.map, "p0/deck")).toEqual(["a1", "a2", "a4", "a5"]);
    expect(events).toEqual([
      { type: "card-moved", card: "ah2", from: "p0/hand", to: "discard" },
      { type: "card-moved", card: "a3", from: "p0/deck", to: "discard" },
      { type: "card-moved", card: "bh1", from: "p1/hand", to: "discard" },
    ]);
    checkInvariants(w.finish());
  });

  it("counts a position among the target's cards that stay, and capacity only for cards coming in", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.moveMany(["ah1", "ah2"], "p0/field"));
    expect(cardsIn(w.map, "p0/field")).toEqual(["ah1", "ah2", "af1"]);
    assertOk(w.moveMany(["af1", "ah1"], "p0/field", { position: 1 }));
    expect(cardsIn(w.map, "p0/field")).toEqual(["ah2", "af1", "ah1"]);
    expectRefused(w, () => w.moveMany(["af1", "a1"], "p0/field"), CoreErrorCode.ZoneFull);
    expectRefused(w, () => w.moveMany(["af1", "ah1"], "p0/field", { position: 2 }), CoreErrorCode.ZoneBadArgument);
    checkInvariants(w.finish());
  });

  it("sets facing card by card: a card already in the target keeps its own", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.setFaceDown("af1", true));
    assertOk(w.moveMany(["ah1", "af1"], "p0/field", { position: "bottom" }));
    expect(cardsIn(w.map, "p0/field")).toEqual(["ah1", "af1"]);
    expect(zoneOfMap(w.map, "p0/field").faceDown).toEqual(["af1"]);
    assertOk(w.moveMany(["ah2", "a1"], "p1/deck"));
    expect(zoneOfMap(w.map, "p1/deck").faceDown.slice().sort()).toEqual(["a1", "ah2", "b1", "b2", "b3", "b4", "b5"]);
  });

  it("refuses a repeated card and names every missing card, changing nothing", () => {
    const w = new ZoneWriter(table(), SEATS);
    expectRefused(w, () => w.moveMany(["a1", "a1"], "discard"), CoreErrorCode.ZoneBadArgument);
    const e = expectRefused(w, () => w.moveMany(["a1", "g1", "g2"], "discard"), CoreErrorCode.CardNotFound);
    expect(e.details).toEqual({ cards: ["g1", "g2"] });
    expectRefused(w, () => w.moveMany(["a1"], "nowhere"), CoreErrorCode.UnknownZone);
    expectRefused(w, () => w.moveMany([], "nowhere"), CoreErrorCode.UnknownZone);
  });

  it("does nothing for an empty list", () => {
    const base = table();
    const w = new ZoneWriter(base, SEATS);
    assertOk(w.moveMany([], "discard"));
    expect(w.finish()).toBe(base);
  });
});

describe("ZoneWriter.draw", () => {
  it("takes cards from the top, keeps their order, and returns them", () => {
    const w = new ZoneWriter(table(), SEATS);
    expect(assertOk(w.draw("p0/deck", "p0/hand", 2, { position: "bottom" }))).toEqual(["a1", "a2"]);
    expect(cardsIn(w.map, "p0/hand")).toEqual(["ah1", "ah2", "a1", "a2"]);
    expect(assertOk(w.draw("p0/deck", "discard", 2))).toEqual(["a3", "a4"]);
    expect(cardsIn(w.map, "discard")).toEqual(["a3", "a4"]);
    expect(assertOk(w.draw("p0/deck", "discard", 0))).toEqual([]);
    checkInvariants(w.finish());
  });

  it("refuses to draw more than the zone holds unless allowFewer, then takes what there is", () => {
    const w = new ZoneWriter(table(), SEATS);
    const e = expectRefused(w, () => w.draw("p0/deck", "p0/hand", 6), CoreErrorCode.ZoneEmpty);
    expect(e.details).toEqual({ zone: "p0/deck", requested: 6, available: 5 });
    expect(assertOk(w.draw("p0/deck", "p0/hand", 6, { allowFewer: true }))).toHaveLength(5);
    expect(cardsIn(w.map, "p0/deck")).toEqual([]);
    expect(assertOk(w.draw("p0/deck", "p0/hand", 1, { allowFewer: true }))).toEqual([]);
  });

  it("refuses unknown zones, a bad count and a full target, changing nothing", () => {
    const w = new ZoneWriter(table(), SEATS);
    expectRefused(w, () => w.draw("nowhere", "p0/hand", 1), CoreErrorCode.UnknownZone);
    expectRefused(w, () => w.draw("p0/deck", "nowhere", 1), CoreErrorCode.UnknownZone);
    for (const count of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expectRefused(w, () => w.draw("p0/deck", "p0/hand", count), CoreErrorCode.ZoneBadArgument);
    expectRefused(w, () => w.draw("p0/deck", "p0/field", 3), CoreErrorCode.ZoneFull);
  });
});

describe("ZoneWriter.shuffle", () => {
  it("shuffles like zones.ts's shuffleZone for the same seed, keeping facing", () => {
    for (let seed = 0; seed < 20; seed++) {
      const w = new ZoneWriter(table(), SEATS);
      const rng = new Rng(seedRng(seed));
      assertOk(w.shuffle("p0/deck", rng));
      const reference = new Rng(seedRng(seed));
      const expected = assertOk(shuffleZone(table().zones, "p0/deck", reference));
      expect(zoneOfMap(w.map, "p0/deck")).toEqual(expected["p0/deck"]);
      expect(rng.state()).toEqual(reference.state());
    }
  });

  it("draws no number for a zone of fewer than two cards, and copies nothing", () => {
    const base = table();
    const w = new ZoneWriter(base, SEATS);
    const rng = new Rng(seedRng(1));
    assertOk(w.shuffle("p0/field", rng));
    assertOk(w.shuffle("discard", rng));
    expect(rng.state()).toEqual(seedRng(1));
    expect(w.finish()).toBe(base);
  });

  it("forgets reveals of the shuffled zone's cards: nobody knows where they lie now", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["a2"], [0, 1]));
    assertOk(w.reveal(["ah1"], [1]));
    assertOk(w.shuffle("p0/deck", new Rng(seedRng(3))));
    expect(w.map.revealed).toEqual({ ah1: [1] });
  });

  it("refuses an unknown zone", () => {
    const w = new ZoneWriter(table(), SEATS);
    expectRefused(w, () => w.shuffle("nowhere", new Rng(seedRng(1))), CoreErrorCode.UnknownZone);
  });
});

describe("ZoneWriter.setFaceDown", () => {
  it("turns a card face down and back up where it lies", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.setFaceDown("af1", true));
    expect(zoneOfMap(w.map, "p0/field").faceDown).toEqual(["af1"]);
    assertOk(w.setFaceDown("af1", false));
    expect(zoneOfMap(w.map, "p0/field").faceDown).toEqual([]);
    expect(cardsIn(w.map, "p0/field")).toEqual(["af1"]);
  });

  it("copies nothing when the card already lies that way", () => {
    const base = table();
    const w = new ZoneWriter(base, SEATS);
    assertOk(w.setFaceDown("af1", false));
    assertOk(w.setFaceDown("a1", true));
    expect(w.finish()).toBe(base);
  });

  it("refuses a card in no zone", () => {
    const w = new ZoneWriter(table(), SEATS);
    expectRefused(w, () => w.setFaceDown("ghost", true), CoreErrorCode.CardNotFound);
  });
});

describe("ZoneWriter.reveal", () => {
  it("records who was shown each card, ascending, and pushes one cards-revealed event", () => {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(table(), [0, 1, 2], events);
    assertOk(w.reveal(["ah1", "ah2"], [2, 1, 2]));
    expect(w.map.revealed).toEqual({ ah1: [1, 2], ah2: [1, 2] });
    assertOk(w.reveal(["ah1"], [0]));
    expect(w.map.revealed["ah1"]).toEqual([0, 1, 2]);
    expect(events).toEqual([
      // A reveal to some players is theirs alone: the others do not even learn how many were shown.
      { type: "cards-revealed", zone: "p0/hand", cards: ["ah1", "ah2"], to: [1, 2], visibleTo: [1, 2] },
      { type: "cards-revealed", zone: "p0/hand", cards: ["ah1"], to: [0], visibleTo: [0] },
    ]);
  });

  it('records every seat for "all", and the event says "all"', () => {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(table(), SEATS, events);
    assertOk(w.reveal(["b1"], "all"));
    expect(w.map.revealed).toEqual({ b1: [0, 1] });
    expect(events).toEqual([{ type: "cards-revealed", zone: "p1/deck", cards: ["b1"], to: "all" }]);
  });

  it("is forgotten when the card moves, even within its zone", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["a1", "a2"], [1]));
    assertOk(w.move("a1", "p0/hand"));
    assertOk(w.move("a2", "p0/deck", { position: "bottom" }));
    expect(w.map.revealed).toEqual({});
    expect(canIdentify(w.map, "a2", 1)).toBe(false);
  });

  it("copies nothing when every seat already had been shown the cards", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["a1"], [1]));
    const first = w.finish();
    assertOk(w.reveal(["a1"], [1]));
    expect(w.finish()).toBe(first);
  });

  it("refuses an empty list, a card in no zone, a repeated card, cards of two zones and an unknown seat, changing nothing", () => {
    const w = new ZoneWriter(table(), SEATS);
    expectRefused(w, () => w.reveal([], [1]), CoreErrorCode.ZoneBadArgument);
    expectRefused(w, () => w.reveal(["ghost"], [1]), CoreErrorCode.CardNotFound);
    expectRefused(w, () => w.reveal(["a1", "ghost"], [1]), CoreErrorCode.CardNotFound);
    expectRefused(w, () => w.reveal(["a1", "a1"], [1]), CoreErrorCode.ZoneBadArgument);
    expectRefused(w, () => w.reveal(["a1", "b1"], [1]), CoreErrorCode.ZoneBadArgument);
    expectRefused(w, () => w.reveal(["a1"], [1, 2]), CoreErrorCode.UnknownPlayer);
    expectRefused(w, () => w.reveal(["a1"], [-1]), CoreErrorCode.UnknownPlayer);
  });
});

describe("ZoneWriter.revealedSomething", () => {
  const after = (ops: (w: ZoneWriter) => void): boolean => {
    const w = new ZoneWriter(table(), SEATS);
    ops(w);
    return w.revealedSomething;
  };
  it.each([
    ["a draw from a hidden deck into its owner's hand: the owner now knows the card", true, (w: ZoneWriter) => w.draw("p0/deck", "p0/hand", 1)],
    ["a card from a hidden deck to the public discard", true, (w: ZoneWriter) => w.move("a1", "discard")],
    ["a card from a hand onto the public field", true, (w: ZoneWriter) => w.move("ah1", "p0/field")],
    ["a card from a hand into the opponent's hand", true, (w: ZoneWriter) => w.move("ah1", "p1/hand")],
    ["a flip face up of a face-down field card", true, (w: ZoneWriter) => [w.setFaceDown("af1", true), w.setFaceDown("af1", false)]],
    ["a flip face up in a hidden deck", false, (w: ZoneWriter) => w.setFaceDown("a1", false)],
    ["a reveal of a hand card to the opponent", true, (w: ZoneWriter) => w.reveal(["ah1"], [1])],
    ["a reveal of a deck card to its owner", true, (w: ZoneWriter) => w.reveal(["a1"], [0])],
    ["a draw from a deck into a hidden zone", false, (w: ZoneWriter) => w.draw("p0/deck", "p1/deck", 2)],
    ["a hand card put back into the deck", false, (w: ZoneWriter) => w.move("ah1", "p0/deck")],
    ["a face-up field card to the discard: everyone knew it", false, (w: ZoneWriter) => w.move("af1", "discard")],
    ["a hand card played face down on its owner's field", false, (w: ZoneWriter) => w.move("ah1", "p0/field", { faceDown: true })],
    ["a flip face down", false, (w: ZoneWriter) => w.setFaceDown("af1", true)],
    ["a shuffle", false, (w: ZoneWriter) => w.shuffle("p0/deck", new Rng(seedRng(1)))],
    ["a reveal of a hand card to its owner", false, (w: ZoneWriter) => w.reveal(["ah1"], [0])],
    ["a reveal of a face-up field card", false, (w: ZoneWriter) => w.reveal(["af1"], "all")],
    ["a refused move", false, (w: ZoneWriter) => w.move("a1", "nowhere")],
  ] as const)("%s: %s", (_what, expected, op) => {
    expect(after((w) => op(w))).toBe(expected);
  });

  it("counts a face-down card moving from its owner's field into the opponent's hand, not into its owner's", () => {
    expect(after((w) => [w.setFaceDown("af1", true), w.move("af1", "p0/hand")])).toBe(false);
    expect(after((w) => [w.setFaceDown("af1", true), w.move("af1", "p1/hand")])).toBe(true);
  });

  it("does not count a card going where the seats it was revealed to still see it", () => {
    expect(after((w) => [w.reveal(["a1"], [0]), w.move("a1", "p0/hand")])).toBe(true); // the reveal itself
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["ah1"], [1]));
    const revealedStep = w.finish();
    const next = new ZoneWriter(revealedStep, SEATS);
    assertOk(next.move("ah1", "p0/field", { faceDown: true }));
    expect(next.revealedSomething).toBe(false);
  });

  it("counts a card every seat was shown when it turns up face up in a public zone: the spectator sees it there first", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["ah1"], "all"));
    const shown = w.finish();
    expect(canIdentify(shown, "ah1", "spectator")).toBe(false);
    const next = new ZoneWriter(shown, SEATS);
    assertOk(next.move("ah1", "p0/field"));
    expect(canIdentify(next.map, "ah1", "spectator")).toBe(true);
    expect(next.revealedSomething).toBe(true);
  });
});

describe("ZoneWriter copy-on-write", () => {
  it("never changes the base (deep-frozen), and shares every zone it did not write", () => {
    const base = table();
    const json = canonicalJson(base);
    const w = new ZoneWriter(base, SEATS);
    assertOk(w.draw("p0/deck", "p0/hand", 2));
    assertOk(w.move("ah1", "p0/field"));
    assertOk(w.reveal(["bh1"], [0]));
    const after = w.finish();
    expect(canonicalJson(base)).toBe(json);
    for (const id of ["p1/deck", "p1/hand", "p1/field", "discard"]) expect(after.zones[id]).toBe(base.zones[id]);
    for (const id of ["p0/deck", "p0/hand", "p0/field"]) expect(after.zones[id]).not.toBe(base.zones[id]);
    expect(after.zones).not.toBe(base.zones);
    expect(after.where).not.toBe(base.where);
    expect(after.index).toBe(base.index); // the card set never changes: one index for the match
    expect(after.revealed).not.toBe(base.revealed);
    checkInvariants(after);
  });

  it("copies each table and each zone once per step, on first write, and writes in place after that", () => {
    const base = table();
    const w = new ZoneWriter(base, SEATS);
    const live = w.map;
    expect(live).toEqual(base);
    assertOk(w.move("a1", "p0/hand"));
    expect(w.map).toBe(live); // one map object, kept current, until finish
    expect(locate(live, "a1")).toBe("p0/hand");
    const { zones, where, revealed } = w.map;
    const deck = w.map.zones["p0/deck"];
    const hand = w.map.zones["p0/hand"];
    expect(revealed).toBe(base.revealed); // nothing was revealed: not copied
    assertOk(w.move("a2", "p0/hand"));
    assertOk(w.draw("p0/deck", "p0/hand", 2));
    assertOk(w.shuffle("p0/deck", new Rng(seedRng(2))));
    expect(w.map.zones).toBe(zones);
    expect(w.map.where).toBe(where);
    expect(w.map.zones["p0/deck"]).toBe(deck);
    expect(w.map.zones["p0/hand"]).toBe(hand);
    assertOk(w.reveal(["ah1"], [1]));
    const revealedCopy = w.map.revealed;
    expect(revealedCopy).not.toBe(base.revealed);
    assertOk(w.reveal(["ah2"], [1]));
    expect(w.map.revealed).toBe(revealedCopy);
  });

  it("does not copy where for a move within one zone, nor revealed for a card that was never revealed", () => {
    const base = table();
    const w = new ZoneWriter(base, SEATS);
    assertOk(w.move("a1", "p0/deck", { position: "bottom" }));
    assertOk(w.moveMany(["a2", "a3"], "p0/deck", { position: "bottom" }));
    expect(w.map.where).toBe(base.where);
    expect(w.map.revealed).toBe(base.revealed);
  });

  it("returns the base itself from finish when nothing was written", () => {
    const base = table();
    const w = new ZoneWriter(base, SEATS);
    expectRefused(w, () => w.move("a1", "nowhere"), CoreErrorCode.UnknownZone);
    expect(w.finish()).toBe(base);
  });

  it("never changes a finished map: writes after finish copy again", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("a1", "p0/hand"));
    const first = deepFreeze(w.finish());
    const json = canonicalJson(first);
    assertOk(w.move("a2", "p0/hand"));
    assertOk(w.reveal(["a3"], [1]));
    const second = w.finish();
    expect(canonicalJson(first)).toBe(json);
    expect(cardsIn(second, "p0/hand")).toEqual(["a2", "a1", "ah1", "ah2"]);
    expect(second.zones["p1/deck"]).toBe(first.zones["p1/deck"]);
  });

  it("builds its tables and zones as plain JSON", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.move("a1", "p0/hand"));
    assertOk(w.reveal(["a2"], [1]));
    const after = w.finish();
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
    expect(Object.getPrototypeOf(after.index)).toBe(Object.prototype);
    expect(Array.isArray(after.where)).toBe(true);
    expect(Object.keys(zoneOfMap(after, "p0/hand"))).toEqual(["id", "owner", "capacity", "visibility", "cards", "faceDown"]);
  });
});

describe("ZoneWriter events: who may see which card", () => {
  /** One step on the table: `ops`, then finish; the step's events, and as each viewer sees them. */
  function step(ops: (w: ZoneWriter) => void, base: ZoneMap = table()): { events: GameEvent[]; seen: (v: Viewer) => GameEvent[] } {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(base, SEATS, events);
    ops(w);
    w.finish();
    return { events, seen: (v) => redactEvents(events, v) };
  }
  const hiddenMove = (from: string, to: string): GameEvent => ({ type: "card-moved", card: null, from, to });

  it("a draw from a hidden deck into its owner's hand names the card to the owner only: the opponent and the spectator get the move without it", () => {
    const { events, seen } = step((w) => assertOk(w.draw("p0/deck", "p0/hand", 1)));
    expect(events).toEqual([{ type: "card-moved", card: "a1", from: "p0/deck", to: "p0/hand", visibleTo: [0], publicForm: hiddenMove("p0/deck", "p0/hand") }]);
    expect(seen(0)).toEqual([{ type: "card-moved", card: "a1", from: "p0/deck", to: "p0/hand" }]);
    expect(seen(1)).toEqual([hiddenMove("p0/deck", "p0/hand")]);
    expect(seen("spectator")).toEqual([hiddenMove("p0/deck", "p0/hand")]);
  });

  it("a move everyone can follow (face up into a public zone) stays as it is, with no visibility fields", () => {
    const { events, seen } = step((w) => {
      assertOk(w.move("ah1", "p0/field"));
      assertOk(w.move("af1", "discard"));
    });
    expect(events).toEqual([
      { type: "card-moved", card: "ah1", from: "p0/hand", to: "p0/field" },
      { type: "card-moved", card: "af1", from: "p0/field", to: "discard" },
    ]);
    expect(seen("spectator")).toEqual(events);
  });

  it("a card laid face down in a public zone is named to its owner only, and a card no one can identify at either end to nobody", () => {
    const { events } = step((w) => {
      assertOk(w.move("ah1", "p0/field", { faceDown: true }));
      assertOk(w.move("a5", "p0/deck", { position: 0 }));
    });
    expect(events[0]?.visibleTo).toEqual([0]);
    expect(events[1]?.visibleTo).toEqual([]);
    expect(events[1]?.publicForm).toEqual(hiddenMove("p0/deck", "p0/deck"));
  });

  it("a card shown to a seat in an earlier step is named to that seat when it goes back into the deck", () => {
    const w = new ZoneWriter(table(), SEATS);
    assertOk(w.reveal(["ah1"], [1]));
    const { seen } = step((x) => { assertOk(x.move("ah1", "p0/deck")); }, w.finish());
    expect(seen(1)).toEqual([{ type: "card-moved", card: "ah1", from: "p0/hand", to: "p0/deck" }]);
    expect(seen("spectator")).toEqual([hiddenMove("p0/hand", "p0/deck")]);
  });

  it("a card that is public at one end of the step and hidden at the other is named to everyone", () => {
    const { events } = step((w) => {
      assertOk(w.move("af1", "p0/deck"));
      assertOk(w.draw("p1/deck", "p1/field", 1));
    });
    expect(events.map((e) => e.visibleTo)).toEqual([undefined, undefined]);
  });

  it("cards shown to everyone and shuffled back within one step are named only to whoever identifies them at the step's start or end", () => {
    const { events, seen } = step((w) => {
      assertOk(w.reveal(["ah1", "ah2"], "all"));
      assertOk(w.moveMany(["ah1", "ah2"], "p0/deck"));
      assertOk(w.shuffle("p0/deck", new Rng(seedRng(1))));
    });
    expect(events[0]).toEqual({
      type: "cards-revealed",
      zone: "p0/hand",
      cards: ["ah1", "ah2"],
      to: "all",
      visibleTo: [0],
      publicForm: { type: "cards-revealed", zone: "p0/hand", cards: [null, null], to: "all" },
    });
    expect(seen(1)).toEqual([{ type: "cards-revealed", zone: "p0/hand", cards: [null, null], to: "all" }, hiddenMove("p0/hand", "p0/deck"), hiddenMove("p0/hand", "p0/deck")]);
    expect(seen(0).map((e) => e["card"] ?? e["cards"])).toEqual([["ah1", "ah2"], "ah1", "ah2"]);
  });

  it("a reveal to everyone that stays shown names the cards to every seat, not to the spectator, who is in no reveal", () => {
    const { events, seen } = step((w) => { assertOk(w.reveal(["bh1"], "all")); });
    expect(events[0]?.visibleTo).toEqual([0, 1]);
    expect(seen(0)).toEqual([{ type: "cards-revealed", zone: "p1/hand", cards: ["bh1"], to: "all" }]);
    expect(seen("spectator")).toEqual([{ type: "cards-revealed", zone: "p1/hand", cards: [null], to: "all" }]);
  });

  it("a card played face up and put back in its deck within one step is named to no one who could identify it at neither end", () => {
    const { seen } = step((w) => {
      assertOk(w.move("bh1", "discard"));
      assertOk(w.move("bh1", "p1/deck"));
    });
    expect(seen(1).map((e) => e["card"])).toEqual(["bh1", "bh1"]);
    expect(seen(0)).toEqual([hiddenMove("p1/hand", "discard"), hiddenMove("discard", "p1/deck")]);
  });

  it("a reveal to some seats stays theirs alone: the others get nothing, not even how many cards", () => {
    const { events, seen } = step((w) => { assertOk(w.reveal(["bh1"], [0])); });
    expect(events).toEqual([{ type: "cards-revealed", zone: "p1/hand", cards: ["bh1"], to: [0], visibleTo: [0] }]);
    expect(seen(1)).toEqual([]);
    expect(seen("spectator")).toEqual([]);
  });

  it("emitNaming judges a game's own event like the writer's: a card set face down is its owner's, in text too", () => {
    const { events, seen } = step((w) => {
      assertOk(w.move("ah1", "p0/field", { faceDown: true }));
      w.emitNaming({ type: "set", card: "ah1", text: "Player 0 sets ah1." }, ["ah1"]);
      w.emitNaming({ type: "played", card: "ah2" }, []);
    });
    expect(events.map((e) => e.type)).toEqual(["card-moved", "set", "played"]);
    expect(seen(0)[1]).toEqual({ type: "set", card: "ah1", text: "Player 0 sets ah1." });
    expect(seen(1)[1]).toEqual({ type: "set", card: null, text: "Player 0 sets a card." });
    expect(events[2]).toEqual({ type: "played", card: "ah2" });
  });

  it("judges when the step ends: until finish, events are as they happened", () => {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(table(), SEATS, events);
    assertOk(w.draw("p0/deck", "p0/hand", 1));
    expect(events).toEqual([{ type: "card-moved", card: "a1", from: "p0/deck", to: "p0/hand" }]);
    w.finish();
    expect(events[0]?.visibleTo).toEqual([0]);
    // The next step is judged from the map finished: a1 is in player 0's hand at its start.
    assertOk(w.move("a1", "p0/deck"));
    w.finish();
    expect(events[1]?.visibleTo).toEqual([0]);
  });
});

// ---------------------------------------------------------------- parsing

function valid(): Record<string, unknown> {
  const w = new ZoneWriter(table(), SEATS);
  assertOk(w.setFaceDown("af1", true));
  assertOk(w.reveal(["ah1"], [1]));
  return JSON.parse(JSON.stringify(w.finish())) as Record<string, unknown>;
}

/** The problems listed in a refusal's details, checked to be `{ path, message }` each. */
function problemList(e: RuleError): readonly ZoneMapProblem[] {
  const details = e.details;
  const list = typeof details === "object" && details !== null && !Array.isArray(details) ? (details as Readonly<Record<string, unknown>>)["problems"] : undefined;
  if (!Array.isArray(list)) throw new Error(`no problems listed in ${JSON.stringify(details)}`);
  return list.map((p: unknown) => {
    const r = typeof p === "object" && p !== null ? (p as Readonly<Record<string, unknown>>) : {};
    const path = r["path"];
    const message = r["message"];
    if (typeof path !== "string" || typeof message !== "string") throw new Error(`not a problem: ${JSON.stringify(p)}`);
    return { path, message };
  });
}

function problemsOf(value: unknown): readonly ZoneMapProblem[] {
  const e = assertErr(parseZoneMap(value), "parsing a bad map");
  expect(e.code).toBe(CoreErrorCode.BadState);
  return problemList(e);
}

/** Applies a change to a fresh copy of a valid map, given as JSON text. */
interface Loose {
  zones: Record<string, Record<string, unknown>>;
  index: Record<string, unknown>;
  where: unknown[];
  revealed: Record<string, unknown>;
}
function changed(edit: (m: Loose) => void): unknown {
  const m = valid() as unknown as Loose;
  edit(m);
  return m;
}

describe("parseZoneMap", () => {
  it("accepts a valid map from JSON and returns an equal one that shares nothing with the input", () => {
    const input = valid();
    const map = assertOk(parseZoneMap(input));
    expect(map).toEqual(input);
    expect(map.zones).not.toBe(input["zones"]);
    expect(map.zones["p0/deck"]?.cards).not.toBe((input["zones"] as Record<string, Zone>)["p0/deck"]?.cards);
    expect(map.revealed["ah1"]).not.toBe((input["revealed"] as Record<string, unknown>)["ah1"]);
  });

  it.each([
    ["not an object", null, "$"],
    ["a list", [], "$"],
    ["an unknown field", changed((m) => Object.assign(m, { extra: 1 })), '$["extra"]'],
    ["zones missing", changed((m) => Object.assign(m, { zones: undefined })), "$.zones"],
    ["a zone that is not an object", changed((m) => Object.assign(m.zones, { "p0/hand": 3 })), '$.zones["p0/hand"]'],
    ["an id that is not its key", changed((m) => Object.assign(m.zones["discard"] ?? {}, { id: "bin" })), '$.zones["discard"].id'],
    ["a bad owner", changed((m) => Object.assign(m.zones["discard"] ?? {}, { owner: "me" })), '$.zones["discard"].owner'],
    ["a bad capacity", changed((m) => Object.assign(m.zones["discard"] ?? {}, { capacity: -3 })), '$.zones["discard"].capacity'],
    ["a bad visibility", changed((m) => Object.assign(m.zones["discard"] ?? {}, { visibility: "secret" })), '$.zones["discard"].visibility'],
    ["an unknown zone field", changed((m) => Object.assign(m.zones["discard"] ?? {}, { colour: "red" })), '$.zones["discard"]["colour"]'],
    ["cards that are not a list", changed((m) => Object.assign(m.zones["discard"] ?? {}, { cards: "a1" })), '$.zones["discard"].cards'],
    ["a card id that is not a string", changed((m) => Object.assign(m.zones["discard"] ?? {}, { cards: [5] })), '$.zones["discard"].cards[0]'],
    ["a card in two zones", changed((m) => Object.assign(m.zones["discard"] ?? {}, { cards: ["a1"] })), '$.zones["discard"].cards[0]'],
    ["a card twice in one zone", changed((m) => Object.assign(m.zones["p0/field"] ?? {}, { cards: ["af1", "af1"], faceDown: [] })), '$.zones["p0/field"].cards[1]'],
    ["faceDown that is not a list", changed((m) => Object.assign(m.zones["discard"] ?? {}, { faceDown: {} })), '$.zones["discard"].faceDown'],
    ["a face-down card that is not in the zone", changed((m) => Object.assign(m.zones["p0/field"] ?? {}, { faceDown: ["a1"] })), '$.zones["p0/field"].faceDown[0]'],
    ["a face-down card listed twice", changed((m) => Object.assign(m.zones["p0/deck"] ?? {}, { faceDown: ["a1", "a1"] })), '$.zones["p0/deck"].faceDown[1]'],
    ["a zone over capacity", changed((m) => Object.assign(m.zones["p0/field"] ?? {}, { capacity: 0 })), '$.zones["p0/field"].cards'],
    ["an index entry missing", changed((m) => Reflect.deleteProperty(m.index, "a1")), '$.index["a1"]'],
    ["an index entry for a card in no zone", changed((m) => Object.assign(m.index, { ghost: 0 })), '$.index["ghost"]'],
    ["an index entry that is not a slot", changed((m) => Object.assign(m.index, { a1: 1.5 })), '$.index["a1"]'],
    ["an index entry past the last slot", changed((m) => Object.assign(m.index, { a1: 99 })), '$.index["a1"]'],
    ["two cards in one slot", changed((m) => Object.assign(m.index, { a1: m.index["a2"] })), '$.index["a2"]'],
    ["index not an object", changed((m) => Object.assign(m, { index: [] })), "$.index"],
    ["where not a list", changed((m) => Object.assign(m, { where: {} })), "$.where"],
    ["where shorter than the cards", changed((m) => m.where.pop()), "$.where"],
    ["a where slot naming the wrong zone", changed((m) => (m.where[0] = "discard")), "$.where[0]"],
    ["a revealed entry for a card in no zone", changed((m) => Object.assign(m.revealed, { ghost: [1] })), '$.revealed["ghost"]'],
    ["an empty revealed list", changed((m) => Object.assign(m.revealed, { a1: [] })), '$.revealed["a1"]'],
    ["a revealed list out of order", changed((m) => Object.assign(m.revealed, { a1: [1, 0] })), '$.revealed["a1"][1]'],
    ["a revealed entry that is not a player id", changed((m) => Object.assign(m.revealed, { a1: [0.5] })), '$.revealed["a1"][0]'],
    ["revealed not an object", changed((m) => Object.assign(m, { revealed: [] })), "$.revealed"],
  ])("refuses %s, with the path of the problem", (_what, value, path) => {
    expect(problemsOf(value).map((p) => p.path)).toContain(path);
  });

  it('reports "__proto__" keys from JSON instead of dropping or copying them', () => {
    const text = JSON.stringify(valid()).replace('"revealed":{', '"revealed":{"__proto__":[0],').replace('"index":{', '"index":{"__proto__":0,');
    const paths = problemsOf(JSON.parse(text)).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['$.index["__proto__"]', '$.revealed["__proto__"]']));
    const zoneText = JSON.stringify({ zones: JSON.parse('{"__proto__":{"id":"__proto__","owner":null,"capacity":null,"visibility":"public","cards":[],"faceDown":[]}}') as unknown, index: {}, where: [], revealed: {} });
    expect(problemsOf(JSON.parse(zoneText)).map((p) => p.path)).toEqual(['$.zones["__proto__"]']);
  });

  it("lists every problem, at most 50, and names the first few and the total in its message", () => {
    const m = changed((x) => {
      for (let i = 0; i < 80; i++) x.index[`ghost${i}`] = 0;
      Object.assign(x.zones["discard"] ?? {}, { id: "bin", owner: "me" });
    });
    const e = assertErr(parseZoneMap(m));
    const problems = problemList(e);
    expect(problems).toHaveLength(50);
    expect(e.message).toContain('$.zones["discard"].id is "bin", not its key');
    expect(e.message).toContain("and 79 more problems");
  });

  it("quotes only a short excerpt of a long bad value, and keeps every message short", () => {
    const long = "y".repeat(100_000);
    const e = assertErr(parseZoneMap(changed((m) => Object.assign(m.zones["discard"] ?? {}, { id: long, cards: [long], visibility: long }))));
    for (const p of problemList(e)) expect(p.message.length + p.path.length).toBeLessThan(160);
    expect(e.message.length).toBeLessThan(500);
  });

  it("never throws, even on a value whose getter throws, and bounds the work on huge input", () => {
    const trap = { zones: {}, index: {}, where: [], get revealed(): never { throw new Error("boom"); } };
    expect(assertErr(parseZoneMap(trap)).code).toBe(CoreErrorCode.BadState);
    const huge = { zones: { z: { id: "z", owner: null, capacity: null, visibility: "public", cards: Array.from({ length: 250_000 }, (_, i) => `c${i}`), faceDown: [] } }, index: {}, where: [], revealed: {} };
    expect(problemsOf(huge)[0]?.path).toBe('$.zones["z"].cards');
  });

  it("refuses a map, or a zone, whose fields come only from its prototype, where the same fields as its own are accepted", () => {
    const fields = valid();
    assertOk(parseZoneMap({ ...fields }));
    expect(problemsOf(Object.create(fields) as object).map((p) => p.path)).toEqual(["$.zones", "$.index", "$.revealed"]);
    const inherited = changed((m) => {
      m.zones["discard"] = Object.create({ ...m.zones["discard"] }) as Record<string, unknown>;
    });
    expect(problemsOf(inherited)[0]?.path).toBe('$.zones["discard"].id');
    assertOk(parseZoneMap(changed((m) => (m.zones["discard"] = { ...m.zones["discard"] }))));
  });
});

// ---------------------------------------------------------------- properties

type Op =
  | { readonly kind: "move"; readonly card: string; readonly to: string; readonly options: MoveOptions }
  | { readonly kind: "moveMany"; readonly cards: readonly string[]; readonly to: string; readonly options: MoveOptions }
  | { readonly kind: "draw"; readonly from: string; readonly to: string; readonly count: number; readonly options: DrawOptions }
  | { readonly kind: "shuffle"; readonly zone: string; readonly seed: number }
  | { readonly kind: "flip"; readonly card: string; readonly faceDown: boolean }
  | { readonly kind: "reveal"; readonly cards: readonly string[]; readonly to: readonly PlayerId[] | "all" }
  | { readonly kind: "finish" };

const ZONE_IDS = [...DEFS.map((d) => d.id), "nowhere", "constructor"];
const CARD_IDS = [...ALL_CARDS, "ghost", "toString"];
const arbZone = fc.constantFrom(...ZONE_IDS);
const arbCard = fc.constantFrom(...CARD_IDS);
const arbPosition = fc.oneof(fc.constantFrom<MoveOptions["position"]>(undefined, "top", "bottom"), fc.integer({ min: -1, max: 8 }), fc.constant(1.5));
const arbOptions: fc.Arbitrary<DrawOptions> = fc
  .record({ position: arbPosition, faceDown: fc.constantFrom(undefined, true, false), allowFewer: fc.boolean() })
  .map(({ position, faceDown, allowFewer }) => {
    const o: { position?: "top" | "bottom" | number; faceDown?: boolean; allowFewer?: boolean } = {};
    if (position !== undefined) o.position = position;
    if (faceDown !== undefined) o.faceDown = faceDown;
    if (allowFewer) o.allowFewer = true;
    return o;
  });
const arbOp: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("move" as const), card: arbCard, to: arbZone, options: arbOptions }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant("moveMany" as const), cards: fc.array(arbCard, { maxLength: 4 }), to: arbZone, options: arbOptions }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("draw" as const), from: arbZone, to: arbZone, count: fc.integer({ min: -1, max: 4 }), options: arbOptions }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("shuffle" as const), zone: arbZone, seed: fc.integer() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("flip" as const), card: arbCard, faceDown: fc.boolean() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("reveal" as const),
      cards: fc.array(arbCard, { maxLength: 3 }),
      to: fc.oneof(fc.constant("all" as const), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 })),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: "finish" as const }), weight: 1 },
);

/** The same operation through zones.ts, the reference; `undefined` for reveal and finish (no state to compare). */
function reference(zones: Zones, op: Op): Result<Zones> | undefined {
  switch (op.kind) {
    case "move":
      return moveCard(zones, op.card, op.to, op.options);
    case "moveMany":
      return moveCards(zones, op.cards, op.to, op.options);
    case "draw": {
      const r = drawCards(zones, op.from, op.to, op.count, op.options);
      return r.ok ? { ok: true, value: r.value.zones } : r;
    }
    case "shuffle":
      return shuffleZone(zones, op.zone, new Rng(seedRng(op.seed)));
    case "flip":
      return setFaceDown(zones, op.card, op.faceDown);
    case "reveal":
    case "finish":
      return undefined;
    default: {
      const never: never = op;
      return never;
    }
  }
}

function run(w: ZoneWriter, op: Op): Result<unknown> | undefined {
  switch (op.kind) {
    case "move":
      return w.move(op.card, op.to, op.options);
    case "moveMany":
      return w.moveMany(op.cards, op.to, op.options);
    case "draw":
      return w.draw(op.from, op.to, op.count, op.options);
    case "shuffle":
      return w.shuffle(op.zone, new Rng(seedRng(op.seed)));
    case "flip":
      return w.setFaceDown(op.card, op.faceDown);
    case "reveal":
      return w.reveal(op.cards, op.to);
    case "finish":
      return undefined;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** The zones with each `faceDown` list sorted: its order is unspecified ("in no particular order"). */
function facingAsSets(zones: Zones): Zones {
  return Object.fromEntries(Object.entries(zones).map(([k, z]) => [k, { ...z, faceDown: z.faceDown.slice().sort() }]));
}

/** Every (card, seat) pair a seat can identify. */
function knowledge(map: ZoneMap): Set<string> {
  const out = new Set<string>();
  for (const c of ALL_CARDS) for (const s of [...SEATS, "spectator" as const]) if (canIdentify(map, c, s)) out.add(`${c}@${s}`);
  return out;
}

describe("ZoneWriter properties", () => {
  test.prop([fc.array(arbOp, { maxLength: 30 })])(
    "any sequence of operations agrees with zones.ts, keeps every card in exactly one zone with where in step, never changes a base, and parses back",
    (ops) => {
      let base = table();
      let baseJson = canonicalJson(base);
      let w = new ZoneWriter(base, SEATS, []);
      let zones: Zones = base.zones;
      for (const op of ops) {
        if (op.kind === "finish") {
          const done = w.finish();
          checkInvariants(done);
          expect(canonicalJson(base)).toBe(baseJson);
          base = deepFreeze(done);
          baseJson = canonicalJson(base);
          w = new ZoneWriter(base, SEATS, []);
          continue;
        }
        const before = canonicalJson(w.map);
        const got = run(w, op);
        const want = reference(zones, op);
        if (got !== undefined && !got.ok) expect(canonicalJson(w.map)).toBe(before);
        if (want !== undefined) {
          expect(got?.ok).toBe(want.ok);
          if (want.ok) zones = want.value;
          else if (got !== undefined && !got.ok) expect(got.error.code).toBe(want.error.code);
          expect(facingAsSets(w.map.zones)).toEqual(facingAsSets(zones));
        }
      }
      checkInvariants(w.finish());
      expect(canonicalJson(base)).toBe(baseJson);
    },
  );

  test.prop([fc.array(arbOp, { maxLength: 30 })])(
    "revealedSomething turns true exactly at the first operation after which some seat or the spectator identifies a card it could not just before",
    (ops) => {
      const w = new ZoneWriter(table(), SEATS);
      let expected = false;
      for (const op of ops) {
        if (op.kind === "finish") continue;
        const before = knowledge(w.map);
        run(w, op);
        const after = knowledge(w.map);
        if ([...after].some((k) => !before.has(k))) expected = true;
        expect(w.revealedSomething).toBe(expected);
      }
    },
  );

  test.prop([fc.array(arbOp, { maxLength: 20 })])("card-moved events list each successful move, as it happened, with no redaction fields until the step ends", (ops) => {
    const events: GameEvent[] = [];
    const w = new ZoneWriter(table(), SEATS, events);
    for (const op of ops) {
      // Only index and where are read from this snapshot (zones change in place).
      const before = { ...w.map, where: w.map.where.slice() };
      const count = events.length;
      const r = run(w, op);
      if (!r?.ok) {
        expect(events).toHaveLength(count);
        continue;
      }
      for (const e of events.slice(count)) {
        // Only a reveal to some players is theirs alone (visibleTo, no public form).
        if (!(e.type === "cards-revealed" && e["to"] !== "all")) expect(e).not.toHaveProperty("visibleTo");
        else expect(e.visibleTo).toEqual(e["to"]);
        expect(e).not.toHaveProperty("publicForm");
        if (e.type === "card-moved") {
          const card = e["card"] as string;
          expect(e["from"]).toBe(locate(before, card));
          expect(e["to"]).toBe(locate(w.map, card));
        }
      }
    }
  });

  test.prop([fc.array(arbOp, { maxLength: 30 })])(
    "after each finish, an event names a card to a viewer exactly when they identify it at the step's start or end; one everybody can follow has no visibility fields",
    (ops) => {
      const events: GameEvent[] = [];
      const w = new ZoneWriter(table(), SEATS, events);
      let start = w.finish();
      let from = 0;
      const judge = (): void => {
        const end = w.finish();
        const knows = (card: string, v: Viewer): boolean => canIdentify(start, card, v) || canIdentify(end, card, v);
        for (const e of events.slice(from)) {
          const named = (e.type === "card-moved" ? [e["card"]] : (e["cards"] as unknown[])) as string[];
          for (const v of [...SEATS, "spectator" as const]) {
            const shown = redactEvents([e], v)[0];
            const ids = JSON.stringify(shown ?? null).match(/"[ab][a-z]?\d"/g) ?? [];
            for (const id of ids) expect(knows(id.slice(1, -1), v), `${JSON.stringify(e)} as ${v} sees it`).toBe(true);
            if (e.type === "card-moved" && knows(named[0] ?? "", v)) expect(shown?.["card"]).toBe(named[0]);
          }
          if (named.every((c) => knows(c, "spectator")) && !(e.type === "cards-revealed" && e["to"] !== "all")) expect(e).not.toHaveProperty("visibleTo");
        }
        from = events.length;
        start = end;
      };
      for (const op of ops) {
        if (op.kind === "finish") judge();
        else run(w, op);
      }
      judge();
    },
  );
});

/** Small changes to a valid map's JSON: values replaced, keys dropped or added, lists edited. */
const arbMutation = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  action: fc.constantFrom("replace", "delete", "add", "push", "duplicate"),
  value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), arbCard, arbZone, fc.constantFrom(-1, 0, 1, 2, 1.5, null)),
});

function mutate(root: unknown, m: { path: readonly number[]; action: string; value: unknown }): void {
  let node: unknown = root;
  for (let depth = 0; depth < m.path.length; depth++) {
    if (typeof node !== "object" || node === null) return;
    const keys = Object.keys(node);
    if (keys.length === 0) return;
    const key = keys[(m.path[depth] ?? 0) % keys.length] ?? "";
    const last = depth === m.path.length - 1;
    const record = node as Record<string, unknown>;
    if (!last) {
      node = record[key];
      continue;
    }
    if (m.action === "replace") record[key] = m.value;
    else if (m.action === "delete") {
      if (Array.isArray(node)) node.splice(Number(key), 1);
      else Reflect.deleteProperty(record, key);
    } else if (m.action === "add") {
      if (Array.isArray(node)) node.push(m.value);
      else record[typeof m.value === "string" ? m.value : "extra"] = m.value;
    } else if (m.action === "push") {
      const child = record[key];
      if (Array.isArray(child)) child.push(m.value);
    } else {
      const child = record[key];
      if (Array.isArray(child) && child.length > 0) child.push(child[0]);
    }
  }
}

describe("parseZoneMap properties", () => {
  test.prop([fc.array(arbMutation, { minLength: 1, maxLength: 3 })])("a randomly changed valid map is refused with listed problems, or is valid; parsing never throws", (mutations) => {
    const value = valid();
    for (const m of mutations) mutate(value, m);
    const r = parseZoneMap(value);
    if (r.ok) {
      const cards = Object.keys(r.value.index);
      checkInvariants(r.value, cards);
      expect(r.value).toEqual(value);
    } else {
      expect(r.error.code).toBe(CoreErrorCode.BadState);
      const problems = problemList(r.error);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.length).toBeLessThanOrEqual(50);
    }
  });

  test.prop([fc.anything()])("parsing anything never throws, and refuses what is not a zone map", (value) => {
    const r = parseZoneMap(value);
    if (r.ok) checkInvariants(r.value, Object.keys(r.value.index));
    else expect(r.error.code).toBe(CoreErrorCode.BadState);
  });
});

describe("parseZoneMap of a map saved before index", () => {
  it("reads where as a table of zone ids by card id into today's format, and checks it as before", () => {
    const map = table();
    const legacy: Record<string, unknown> = { zones: map.zones, where: Object.fromEntries(Object.keys(map.index).map((c) => [c, locate(map, c)])), revealed: map.revealed };
    const read = assertOk(parseZoneMap(JSON.parse(JSON.stringify(legacy))));
    checkInvariants(read);
    for (const c of Object.keys(map.index)) expect(locate(read, c)).toBe(locate(map, c));
    const wrong = { ...legacy, where: { ...(legacy["where"] as Record<string, string>), a1: "discard" } };
    expect(problemsOf(wrong).map((p) => p.path)).toContain('$.where["a1"]');
    const missing = { ...legacy, where: {} };
    expect(problemsOf(missing).map((p) => p.path)).toContain('$.where["a1"]');
  });
});
