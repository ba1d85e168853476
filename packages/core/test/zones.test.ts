import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  allCards,
  cardMovedEvent,
  cardsVisibleTo,
  createZones,
  drawCards,
  moveCard,
  moveCards,
  parseZones,
  redactZone,
  revealCards,
  sameCards,
  searchZone,
  setFaceDown,
  shuffleZone,
  zoneOf,
  type Visibility,
  type Zone,
  type ZoneDef,
  type Zones,
} from "../src/zones.js";
import { CoreErrorCode } from "../src/errors.js";
import { redactEvents } from "../src/events.js";
import type { Result } from "../src/result.js";
import { Rng, seedRng } from "../src/rng.js";

/** Freezes a value and everything inside it, so that any mutation throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function errorOf<T>(r: Result<T>): { code: string; message: string; details?: unknown } {
  if (r.ok) throw new Error("expected an error");
  return r.error;
}

function zone(zones: Zones, id: string): Zone {
  const z = zones[id];
  if (z === undefined) throw new Error(`no zone ${id}`);
  return z;
}

/** A small two-player table: pile (hidden), hand (owner), field (public, capacity 3), discard (public, shared). */
function table(): Zones {
  return deepFreeze(
    unwrap(
      createZones(
        [
          { id: "pile", owner: 0, visibility: "hidden" },
          { id: "hand", owner: 0, visibility: "owner" },
          { id: "field", owner: 0, visibility: "public", capacity: 3 },
          { id: "discard", visibility: "public" },
        ],
        { pile: ["a", "b", "c", "d"], hand: ["h1", "h2"], field: ["f1"] },
      ),
    ),
  );
}

describe("createZones", () => {
  it("builds zones with defaults; cards in hidden zones start face down, others face up", () => {
    const z = table();
    expect(zone(z, "pile")).toEqual({ id: "pile", owner: 0, capacity: null, visibility: "hidden", cards: ["a", "b", "c", "d"], faceDown: ["a", "b", "c", "d"] });
    expect(zone(z, "discard")).toEqual({ id: "discard", owner: null, capacity: null, visibility: "public", cards: [], faceDown: [] });
    expect(zone(z, "hand").faceDown).toEqual([]);
    expect(JSON.parse(JSON.stringify(z))).toEqual(z);
  });

  it("rejects a repeated zone id, a bad capacity and a bad owner", () => {
    expect(errorOf(createZones([{ id: "x", visibility: "public" }, { id: "x", visibility: "owner" }])).code).toBe(CoreErrorCode.BadConfig);
    expect(errorOf(createZones([{ id: "x", visibility: "public", capacity: -1 }])).code).toBe(CoreErrorCode.BadConfig);
    expect(errorOf(createZones([{ id: "x", visibility: "public", capacity: 1.5 }])).code).toBe(CoreErrorCode.BadConfig);
    expect(errorOf(createZones([{ id: "x", visibility: "public", owner: -2 }])).code).toBe(CoreErrorCode.BadConfig);
  });

  it("rejects a card placed twice, even in different zones", () => {
    const e = errorOf(createZones([{ id: "x", visibility: "public" }, { id: "y", visibility: "public" }], { x: ["a"], y: ["a"] }));
    expect(e.code).toBe(CoreErrorCode.BadConfig);
    expect(e.message).toContain('"a"');
  });

  it("rejects cards placed in a zone that is not defined", () => {
    expect(errorOf(createZones([{ id: "x", visibility: "public" }], { y: ["a"] })).code).toBe(CoreErrorCode.UnknownZone);
  });

  it("rejects a zone that starts over capacity, naming zone and capacity", () => {
    const e = errorOf(createZones([{ id: "field", visibility: "public", capacity: 1 }], { field: ["a", "b"] }));
    expect(e.code).toBe(CoreErrorCode.ZoneFull);
    expect(e.message).toContain('"field"');
    expect(e.details).toMatchObject({ zone: "field", capacity: 1 });
  });

  it("treats ids like __proto__ and constructor as ordinary zone ids", () => {
    const z = unwrap(createZones([{ id: "__proto__", visibility: "public" }, { id: "constructor", visibility: "public" }], { ["__proto__"]: ["a"] }));
    expect(Object.getPrototypeOf(z)).toBe(Object.prototype);
    expect(Object.keys(z).sort()).toEqual(["__proto__", "constructor"]);
    const moved = unwrap(moveCard(z, "a", "constructor"));
    expect(zoneOf(moved, "a")).toBe("constructor");
    expect(Object.getPrototypeOf(moved)).toBe(Object.prototype);
    expect(errorOf(moveCard(table(), "a", "toString")).code).toBe(CoreErrorCode.UnknownZone);
    const many = unwrap(moveCards(moved, ["a"], "__proto__"));
    expect(Object.getPrototypeOf(many)).toBe(Object.prototype);
    expect(zone(many, "__proto__").cards).toEqual(["a"]);
    const parsed = unwrap(parseZones(JSON.parse(JSON.stringify(many))));
    expect(zone(parsed, "__proto__").cards).toEqual(["a"]);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

describe("moveCard", () => {
  it("moves a card from wherever it is to the top of the target by default", () => {
    const z = unwrap(moveCard(table(), "h1", "field"));
    expect(zone(z, "hand").cards).toEqual(["h2"]);
    expect(zone(z, "field").cards).toEqual(["h1", "f1"]);
    expect(zoneOf(z, "h1")).toBe("field");
  });

  it("copies only the zones it touches", () => {
    const before = table();
    const z = unwrap(moveCard(before, "h1", "field"));
    expect(z).not.toBe(before);
    expect(z["pile"]).toBe(before["pile"]);
    expect(z["discard"]).toBe(before["discard"]);
  });

  it("places at the bottom or at an index from the top", () => {
    expect(zone(unwrap(moveCard(table(), "h1", "pile", { position: "bottom" })), "pile").cards).toEqual(["a", "b", "c", "d", "h1"]);
    expect(zone(unwrap(moveCard(table(), "h1", "pile", { position: 2 })), "pile").cards).toEqual(["a", "b", "h1", "c", "d"]);
    expect(zone(unwrap(moveCard(table(), "h1", "pile", { position: 4 })), "pile").cards).toEqual(["a", "b", "c", "d", "h1"]);
  });

  it("rejects a position out of range or not whole", () => {
    for (const position of [5, -1, 1.5, Number.NaN]) {
      expect(errorOf(moveCard(table(), "h1", "pile", { position })).code).toBe("zone/bad-argument");
    }
  });

  it("faces cards down in hidden zones and up elsewhere, unless told", () => {
    const toPile = unwrap(moveCard(table(), "h1", "pile"));
    expect(zone(toPile, "pile").faceDown).toContain("h1");
    const toHand = unwrap(moveCard(table(), "a", "hand"));
    expect(zone(toHand, "hand").faceDown).not.toContain("a");
    expect(zone(toHand, "pile").faceDown).not.toContain("a");
    const downOnField = unwrap(moveCard(table(), "h1", "field", { faceDown: true }));
    expect(zone(downOnField, "field").faceDown).toEqual(["h1"]);
    const upInPile = unwrap(moveCard(table(), "h1", "pile", { faceDown: false }));
    expect(zone(upInPile, "pile").faceDown).not.toContain("h1");
  });

  it("reorders within the same zone and keeps the facing", () => {
    const z = unwrap(moveCard(table(), "a", "pile", { position: "bottom" }));
    expect(zone(z, "pile").cards).toEqual(["b", "c", "d", "a"]);
    expect([...zone(z, "pile").faceDown].sort()).toEqual(["a", "b", "c", "d"]);
    const flipped = unwrap(moveCard(table(), "f1", "field", { faceDown: true }));
    expect(zone(flipped, "field").faceDown).toEqual(["f1"]);
  });

  it("refuses a full zone with an error naming zone and capacity, and a reorder in a full zone is fine", () => {
    const full = unwrap(moveCards(table(), ["h1", "h2"], "field"));
    const e = errorOf(moveCard(full, "a", "field"));
    expect(e.code).toBe(CoreErrorCode.ZoneFull);
    expect(e.message).toContain('"field"');
    expect(e.message).toContain("3");
    expect(e.details).toMatchObject({ zone: "field", capacity: 3 });
    expect(zone(unwrap(moveCard(full, "f1", "field")), "field").cards).toEqual(["f1", "h1", "h2"]);
  });

  it("reports an unknown zone and a missing card", () => {
    expect(errorOf(moveCard(table(), "h1", "nowhere")).code).toBe(CoreErrorCode.UnknownZone);
    expect(errorOf(moveCard(table(), "zz", "hand")).code).toBe(CoreErrorCode.CardNotFound);
  });
});

describe("moveCards", () => {
  it("moves several cards together, in the order given, keeping untouched cards in place", () => {
    const z = unwrap(moveCards(table(), ["c", "h2", "f1"], "discard"));
    expect(zone(z, "discard").cards).toEqual(["c", "h2", "f1"]);
    expect(zone(z, "pile").cards).toEqual(["a", "b", "d"]);
    expect(zone(z, "pile").faceDown).toEqual(["a", "b", "d"]);
  });

  it("is all-or-nothing: one card too many for the capacity moves none", () => {
    const r = moveCards(table(), ["h1", "h2", "a"], "field");
    expect(errorOf(r).code).toBe(CoreErrorCode.ZoneFull);
  });

  it("counts cards already in the target against nothing and places them with the rest", () => {
    const z = unwrap(moveCards(table(), ["h1", "f1", "h2"], "field", { position: "bottom" }));
    expect(zone(z, "field").cards).toEqual(["h1", "f1", "h2"]);
  });

  it("rejects a repeated card and lists missing cards", () => {
    expect(errorOf(moveCards(table(), ["a", "a"], "hand")).code).toBe("zone/bad-argument");
    const e = errorOf(moveCards(table(), ["a", "x", "y"], "hand"));
    expect(e.code).toBe(CoreErrorCode.CardNotFound);
    expect(e.details).toEqual({ cards: ["x", "y"] });
  });

  it("moves nothing for an empty list", () => {
    const before = table();
    expect(unwrap(moveCards(before, [], "hand"))).toBe(before);
  });
});

describe("drawCards", () => {
  it("takes cards from the top, in order, face up into an owner zone", () => {
    const { zones, cards } = unwrap(drawCards(table(), "pile", "hand", 2));
    expect(cards).toEqual(["a", "b"]);
    expect(zone(zones, "pile").cards).toEqual(["c", "d"]);
    expect(zone(zones, "hand").cards).toEqual(["a", "b", "h1", "h2"]);
    expect(zone(zones, "hand").faceDown).toEqual([]);
  });

  it("appends with position bottom", () => {
    const { zones } = unwrap(drawCards(table(), "pile", "hand", 2, { position: "bottom" }));
    expect(zone(zones, "hand").cards).toEqual(["h1", "h2", "a", "b"]);
  });

  it("drawing more than there are is a zone/empty error unless allowFewer", () => {
    const e = errorOf(drawCards(table(), "pile", "hand", 5));
    expect(e.code).toBe("zone/empty");
    expect(e.details).toEqual({ zone: "pile", requested: 5, available: 4 });
    const r = unwrap(drawCards(table(), "pile", "hand", 5, { allowFewer: true }));
    expect(r.cards).toEqual(["a", "b", "c", "d"]);
    expect(zone(r.zones, "pile").cards).toEqual([]);
  });

  it("draws zero cards, and rejects a negative or fractional count and unknown zones", () => {
    expect(unwrap(drawCards(table(), "pile", "hand", 0)).cards).toEqual([]);
    expect(errorOf(drawCards(table(), "pile", "hand", -1)).code).toBe("zone/bad-argument");
    expect(errorOf(drawCards(table(), "pile", "hand", 1.5)).code).toBe("zone/bad-argument");
    expect(errorOf(drawCards(table(), "nope", "hand", 1)).code).toBe(CoreErrorCode.UnknownZone);
    expect(errorOf(drawCards(table(), "pile", "nope", 1)).code).toBe(CoreErrorCode.UnknownZone);
  });

  it("respects the capacity of the target", () => {
    expect(errorOf(drawCards(table(), "pile", "field", 3)).code).toBe(CoreErrorCode.ZoneFull);
  });
});

describe("shuffleZone, searchZone, setFaceDown", () => {
  it("shuffles with the seeded generator: same seed, same order; the cards and facing are kept", () => {
    const a = unwrap(shuffleZone(table(), "pile", new Rng(seedRng(7))));
    const b = unwrap(shuffleZone(table(), "pile", new Rng(seedRng(7))));
    expect(zone(a, "pile").cards).toEqual(zone(b, "pile").cards);
    expect([...zone(a, "pile").cards].sort()).toEqual(["a", "b", "c", "d"]);
    expect([...zone(a, "pile").faceDown].sort()).toEqual(["a", "b", "c", "d"]);
    expect(errorOf(shuffleZone(table(), "nope", new Rng(seedRng(7)))).code).toBe(CoreErrorCode.UnknownZone);
  });

  it("some seed gives a different order (the shuffle is not the identity)", () => {
    const orders = new Set<string>();
    for (let s = 0; s < 10; s++) orders.add(zone(unwrap(shuffleZone(table(), "pile", new Rng(seedRng(s)))), "pile").cards.join(""));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("searches top first, with facing and index", () => {
    const seen: [string, boolean, number][] = [];
    const r = unwrap(
      searchZone(table(), "pile", (c, down, i) => {
        seen.push([c, down, i]);
        return c === "b" || c === "d";
      }),
    );
    expect(r).toEqual(["b", "d"]);
    expect(seen[1]).toEqual(["b", true, 1]);
    expect(errorOf(searchZone(table(), "nope", () => true)).code).toBe(CoreErrorCode.UnknownZone);
  });

  it("flips a card where it lies; flipping to the same facing changes nothing", () => {
    const before = table();
    const z = unwrap(setFaceDown(before, "f1", true));
    expect(zone(z, "field").faceDown).toEqual(["f1"]);
    expect(zone(unwrap(setFaceDown(z, "f1", false)), "field").faceDown).toEqual([]);
    expect(unwrap(setFaceDown(before, "f1", false))).toBe(before);
    expect(errorOf(setFaceDown(before, "zz", true)).code).toBe(CoreErrorCode.CardNotFound);
  });
});

describe("visibility", () => {
  const mk = (visibility: Visibility, faceDown: string[] = []): Zone => ({ id: "z", owner: 0, capacity: null, visibility, cards: ["u", "d"], faceDown });

  it("public zone: face-up cards seen by all, face-down cards by the owner only", () => {
    const z = mk("public", ["d"]);
    expect(cardsVisibleTo(z, 0)).toEqual(["u", "d"]);
    expect(cardsVisibleTo(z, 1)).toEqual(["u", null]);
    expect(cardsVisibleTo(z, "spectator")).toEqual(["u", null]);
  });

  it("owner zone: the owner sees all, others see nulls", () => {
    const z = mk("owner", ["d"]);
    expect(cardsVisibleTo(z, 0)).toEqual(["u", "d"]);
    expect(cardsVisibleTo(z, 1)).toEqual([null, null]);
    expect(cardsVisibleTo(z, "spectator")).toEqual([null, null]);
  });

  it("hidden zone: nobody sees any card, not even the owner", () => {
    const z = mk("hidden");
    expect(cardsVisibleTo(z, 0)).toEqual([null, null]);
    expect(cardsVisibleTo(z, 1)).toEqual([null, null]);
  });

  it("a shared public zone's face-down cards are seen by nobody", () => {
    const z: Zone = { ...mk("public", ["d"]), owner: null };
    expect(cardsVisibleTo(z, 0)).toEqual(["u", null]);
  });

  it("redactZone gives id, owner, visibility, count, visible ids and per-card facing", () => {
    expect(redactZone(zone(table(), "pile"), 1)).toEqual({
      id: "pile",
      owner: 0,
      visibility: "hidden",
      count: 4,
      cards: [null, null, null, null],
      faceDown: [true, true, true, true],
    });
    expect(redactZone(zone(table(), "hand"), 0).cards).toEqual(["h1", "h2"]);
  });

  test.prop([fc.constantFrom<Visibility>("public", "owner", "hidden"), fc.subarray(["a", "b", "c"]), fc.constantFrom<0 | 1 | "spectator">(0, 1, "spectator")])(
    "a view never shows a card the viewer may not identify, and shows the count",
    (visibility, faceDown, viewer) => {
      const z: Zone = { id: "z", owner: 0, capacity: null, visibility, cards: ["a", "b", "c"], faceDown };
      const v = redactZone(z, viewer);
      expect(v.count).toBe(3);
      for (let i = 0; i < 3; i++) {
        const id = ["a", "b", "c"][i] ?? "";
        const allowed = visibility === "public" ? !faceDown.includes(id) || viewer === 0 : visibility === "owner" ? viewer === 0 : false;
        expect(v.cards[i]).toBe(allowed ? id : null);
      }
    },
  );
});

describe("revealCards", () => {
  it("returns an event and changes no state", () => {
    const before = table();
    const snapshot = JSON.stringify(before);
    const e = unwrap(revealCards(before, ["h1"], [1]));
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(e).toEqual({
      type: "cards-revealed",
      zone: "hand",
      cards: ["h1"],
      to: [1],
      visibleTo: [1, 0],
      publicForm: { type: "cards-revealed", zone: "hand", cards: [null], to: [1] },
    });
  });

  it("is seen in full only by the audience (and an owner who already knew); others see nulls", () => {
    const e = unwrap(revealCards(table(), ["a", "b"], [1]));
    expect(e.visibleTo).toEqual([1]); // the owner of a hidden pile does not know its cards
    expect(redactEvents([e], 1)).toEqual([{ type: "cards-revealed", zone: "pile", cards: ["a", "b"], to: [1] }]);
    expect(redactEvents([e], 0)).toEqual([{ type: "cards-revealed", zone: "pile", cards: [null, null], to: [1] }]);
    expect(redactEvents([e], "spectator")).toEqual([{ type: "cards-revealed", zone: "pile", cards: [null, null], to: [1] }]);
  });

  it("to all is public", () => {
    expect(unwrap(revealCards(table(), ["h1", "h2"], "all"))).toEqual({ type: "cards-revealed", zone: "hand", cards: ["h1", "h2"], to: "all" });
  });

  it("rejects an empty list, a missing card, a repeated card and cards from several zones", () => {
    expect(errorOf(revealCards(table(), [], "all")).code).toBe("zone/bad-argument");
    expect(errorOf(revealCards(table(), ["zz"], "all")).code).toBe(CoreErrorCode.CardNotFound);
    expect(errorOf(revealCards(table(), ["h1", "zz"], "all")).code).toBe(CoreErrorCode.CardNotFound);
    expect(errorOf(revealCards(table(), ["h1", "h1"], "all")).code).toBe("zone/bad-argument");
    expect(errorOf(revealCards(table(), ["h1", "a"], "all")).code).toBe("zone/bad-argument");
  });
});

describe("cardMovedEvent", () => {
  it("a draw from a hidden pile into a hand is seen by the owner only", () => {
    const before = table();
    const after = unwrap(moveCard(before, "a", "hand"));
    const e = cardMovedEvent(before, after, "a");
    expect(e).toEqual({ type: "card-moved", card: "a", from: "pile", to: "hand", visibleTo: [0], publicForm: { type: "card-moved", card: null, from: "pile", to: "hand" } });
    expect(redactEvents(e === undefined ? [] : [e], 1)).toEqual([{ type: "card-moved", card: null, from: "pile", to: "hand" }]);
  });

  it("a card played face up from a hand is public", () => {
    const before = table();
    const after = unwrap(moveCard(before, "h1", "discard"));
    expect(cardMovedEvent(before, after, "h1")).toEqual({ type: "card-moved", card: "h1", from: "hand", to: "discard" });
  });

  it("a card set face down on the field from the hand is seen by its owner only", () => {
    const before = table();
    const after = unwrap(moveCard(before, "h1", "field", { faceDown: true }));
    expect(cardMovedEvent(before, after, "h1")?.visibleTo).toEqual([0]);
  });

  it("moving within a hidden pile is identified by nobody; a missing card gives undefined", () => {
    const before = table();
    const after = unwrap(moveCard(before, "a", "pile", { position: "bottom" }));
    expect(cardMovedEvent(before, after, "a")?.visibleTo).toEqual([]);
    expect(cardMovedEvent(before, after, "zz")).toBeUndefined();
  });
});

describe("parseZones", () => {
  it("accepts the JSON of valid zones and returns an equal fresh copy", () => {
    const z = table();
    const parsed = unwrap(parseZones(JSON.parse(JSON.stringify(z))));
    expect(parsed).toEqual(z);
  });

  it("rejects broken states", () => {
    const good = (): Record<string, unknown> => JSON.parse(JSON.stringify(table())) as Record<string, unknown>;
    const cases: ((s: Record<string, unknown>) => unknown)[] = [
      (s) => ({ ...s, pile: { ...(s["pile"] as object), id: "other" } }),
      (s) => ({ ...s, pile: { ...(s["pile"] as object), cards: ["h1"], faceDown: [] } }),
      (s) => ({ ...s, pile: { ...(s["pile"] as object), faceDown: ["x"] } }),
      (s) => ({ ...s, field: { ...(s["field"] as object), capacity: 0 } }),
      (s) => ({ ...s, field: { ...(s["field"] as object), visibility: "secret" } }),
      (s) => ({ ...s, field: { ...(s["field"] as object), cards: [1] } }),
      (s) => ({ ...s, field: null }),
      () => [],
      () => null,
    ];
    for (const broken of cases) expect(errorOf(parseZones(broken(good()))).code).toBe(CoreErrorCode.BadState);
  });

  it("refuses, without throwing, a value that is not plain JSON: a getter that throws, a cycle, a class instance", () => {
    const getter = errorOf(
      parseZones({
        get deck(): never {
          throw new Error("boom");
        },
      }),
    );
    expect(getter.code).toBe(CoreErrorCode.BadState);
    expect(getter.message).toBe('Not valid zones: it is not plain JSON data: $ could not be read (Error("boom")).');
    const pile: Record<string, unknown> = { ...zone(table(), "pile") };
    pile["self"] = pile;
    expect(errorOf(parseZones({ pile })).message).toBe("Not valid zones: it is not plain JSON data: $.pile.self is a cycle.");
    expect(errorOf(parseZones({ pile: new Map() })).message).toBe("Not valid zones: it is not plain JSON data: $.pile is not a plain object.");
  });

  it("quotes a long zone key or card id as a short excerpt", () => {
    const long = "k".repeat(1_000_000);
    const e = errorOf(parseZones({ [long]: { id: "other", owner: null, capacity: null, visibility: "public", cards: [], faceDown: [] } }));
    expect(e.message.length).toBeLessThan(120);
    const twice = errorOf(parseZones({ a: { id: "a", owner: null, capacity: null, visibility: "public", cards: [long, long], faceDown: [] } }));
    expect(twice.message.length).toBeLessThan(120);
  });
});

describe("zones: what a caller passes that is not what the types say", () => {
  it("quotes a 1 MB card id or zone id as a short excerpt, and keeps it whole in details", () => {
    const big = "x".repeat(1_000_000);
    const missing = errorOf(moveCard(table(), big, "hand"));
    expect(missing.code).toBe(CoreErrorCode.CardNotFound);
    expect(missing.message).toBe(`Card "${"x".repeat(57)}…" is not in any zone.`);
    expect(missing.details).toEqual({ card: big });
    expect(errorOf(moveCard(table(), "a", big)).message.length).toBeLessThan(100);
    expect(errorOf(drawCards(table(), big, "hand", 1)).message.length).toBeLessThan(100);
    expect(errorOf(moveCards(table(), [big, `${big}y`], "hand")).message.length).toBeLessThan(200);
  });

  it("names at most three missing cards and counts the rest", () => {
    const many = Array.from({ length: 1000 }, (_, i) => `m${i}`);
    expect(errorOf(moveCards(table(), many, "hand")).message).toBe('Cards "m0", "m1", "m2" and 997 more are not in any zone.');
  });

  it("refuses ids that are not strings, with no prototype or a symbol, without throwing", () => {
    const bare: unknown = Object.create(null);
    expect(errorOf(moveCard(table(), "a", bare as string)).message).toBe("There is no zone {}.");
    expect(errorOf(moveCard(table(), Symbol("c") as unknown as string, "hand")).message).toBe("Card Symbol(c) is not in any zone.");
    expect(errorOf(moveCard(table(), "a", "hand", { position: bare as number })).message).toBe('Position {} is not "top", "bottom" or a whole number from 0 to 2.');
    expect(errorOf(drawCards(table(), "pile", "hand", bare as number)).message).toBe("Cannot take {} cards: the count is a whole number from 0.");
    expect(errorOf(shuffleZone(table(), bare as string, new Rng(seedRng(1)))).code).toBe(CoreErrorCode.UnknownZone);
    expect(errorOf(searchZone(table(), Symbol("z") as unknown as string, () => true)).code).toBe(CoreErrorCode.UnknownZone);
  });

  it("refuses a facing that is not true or false, which would have listed a face-down card twice", () => {
    const down = unwrap(setFaceDown(table(), "f1", true));
    const e = errorOf(setFaceDown(down, "f1", "yes" as unknown as boolean));
    expect(e.code).toBe(CoreErrorCode.ZoneBadArgument);
    expect(e.message).toBe('A card is turned face down with true or face up with false, not "yes".');
  });

  it("refuses a list of cards, a search test or an audience of the wrong kind", () => {
    expect(errorOf(moveCards(table(), "a" as unknown as string[], "hand")).code).toBe(CoreErrorCode.ZoneBadArgument);
    expect(errorOf(searchZone(table(), "pile", null as unknown as () => boolean)).code).toBe(CoreErrorCode.ZoneBadArgument);
    expect(errorOf(revealCards(table(), "h1" as unknown as string[], [1])).code).toBe(CoreErrorCode.ZoneBadArgument);
    expect(errorOf(revealCards(table(), ["h1"], [Object.create(null) as number])).code).toBe(CoreErrorCode.ZoneBadArgument);
    expect(errorOf(createZones(5 as unknown as ZoneDef[])).code).toBe(CoreErrorCode.BadConfig);
    expect(errorOf(createZones([{ id: "p", visibility: "public", owner: Object.create(null) as number }])).message).toBe('Zone "p" has owner {}; an owner is a player id or null.');
  });
});

// ---------------------------------------------------------------- properties

interface World {
  readonly zones: Zones;
  readonly cardCount: number;
}

const arbWorld: fc.Arbitrary<World> = fc
  .record({
    zoneCount: fc.integer({ min: 1, max: 5 }),
    cardCount: fc.integer({ min: 0, max: 14 }),
  })
  .chain(({ zoneCount, cardCount }) =>
    fc.record({
      homes: fc.array(fc.nat({ max: zoneCount - 1 }), { minLength: cardCount, maxLength: cardCount }),
      kinds: fc.array(
        fc.record({
          visibility: fc.constantFrom<Visibility>("public", "owner", "hidden"),
          owner: fc.constantFrom(null, 0, 1),
          slack: fc.option(fc.nat({ max: 3 }), { nil: null }),
        }),
        { minLength: zoneCount, maxLength: zoneCount },
      ),
    }),
  )
  .map(({ homes, kinds }) => {
    const placement: Record<string, string[]> = {};
    homes.forEach((h, i) => (placement[`z${h}`] ??= []).push(`c${i}`));
    const defs: ZoneDef[] = kinds.map((k, i) => ({
      id: `z${i}`,
      visibility: k.visibility,
      owner: k.owner,
      capacity: k.slack === null ? null : (placement[`z${i}`]?.length ?? 0) + k.slack,
    }));
    return { zones: unwrap(createZones(defs, placement)), cardCount: homes.length };
  });

type Op =
  | { kind: "move"; card: number; zone: number; position: "top" | "bottom" | number; faceDown: boolean | undefined }
  | { kind: "moveMany"; cards: number[]; zone: number; position: "top" | "bottom" | number }
  | { kind: "draw"; from: number; to: number; count: number; allowFewer: boolean }
  | { kind: "shuffle"; zone: number; seed: number }
  | { kind: "flip"; card: number; faceDown: boolean };

const arbPosition = fc.oneof(fc.constant("top" as const), fc.constant("bottom" as const), fc.integer({ min: -1, max: 4 }));
const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("move" as const), card: fc.nat(16), zone: fc.nat(5), position: arbPosition, faceDown: fc.option(fc.boolean(), { nil: undefined }) }),
  fc.record({ kind: fc.constant("moveMany" as const), cards: fc.array(fc.nat(16), { maxLength: 4 }), zone: fc.nat(5), position: arbPosition }),
  fc.record({ kind: fc.constant("draw" as const), from: fc.nat(5), to: fc.nat(5), count: fc.nat(5), allowFewer: fc.boolean() }),
  fc.record({ kind: fc.constant("shuffle" as const), zone: fc.nat(5), seed: fc.integer() }),
  fc.record({ kind: fc.constant("flip" as const), card: fc.nat(16), faceDown: fc.boolean() }),
);

function apply(world: World, zones: Zones, op: Op): Result<Zones> {
  // Indices wrap one past the last zone or card, so that about one in n names something that
  // does not exist: errors are part of the sequence.
  const zoneCount = Object.keys(world.zones).length;
  const zid = (n: number): string => `z${n % (zoneCount + 1)}`;
  const cid = (n: number): string => `c${n % (world.cardCount + 1)}`;
  switch (op.kind) {
    case "move":
      return moveCard(zones, cid(op.card), zid(op.zone), op.faceDown === undefined ? { position: op.position } : { position: op.position, faceDown: op.faceDown });
    case "moveMany":
      return moveCards(zones, op.cards.map(cid), zid(op.zone), { position: op.position });
    case "draw": {
      const r = drawCards(zones, zid(op.from), zid(op.to), op.count, { allowFewer: op.allowFewer });
      return r.ok ? { ok: true, value: r.value.zones } : r;
    }
    case "shuffle":
      return shuffleZone(zones, zid(op.zone), new Rng(seedRng(op.seed)));
    case "flip":
      return setFaceDown(zones, cid(op.card), op.faceDown);
  }
}

const EXPECTED_ERRORS: readonly string[] = [CoreErrorCode.ZoneFull, CoreErrorCode.CardNotFound, CoreErrorCode.UnknownZone, "zone/empty", "zone/bad-argument"];

function checkInvariants(initial: Zones, zones: Zones): void {
  const seen = new Set<string>();
  for (const [key, z] of Object.entries(zones)) {
    expect(z.id).toBe(key);
    for (const c of z.cards) {
      expect(seen.has(c)).toBe(false); // every card in exactly one zone
      seen.add(c);
    }
    if (z.capacity !== null) expect(z.cards.length).toBeLessThanOrEqual(z.capacity);
    expect(new Set(z.faceDown).size).toBe(z.faceDown.length);
    for (const c of z.faceDown) expect(z.cards).toContain(c);
  }
  expect(sameCards(initial, zones)).toBe(true); // nothing created or lost
  expect(Object.keys(zones).sort()).toEqual(Object.keys(initial).sort());
  expect(parseZones(JSON.parse(JSON.stringify(zones))).ok).toBe(true);
}

describe("zone laws", () => {
  test.prop([arbWorld, fc.array(arbOp, { maxLength: 25 })])(
    "after any sequence of moves, draws, shuffles and flips: every card is in exactly one zone, the cards are unchanged, no zone is over capacity, and no input is mutated",
    (world, ops) => {
      const initial = deepFreeze(world.zones);
      checkInvariants(initial, initial);
      let zones = initial;
      for (const op of ops) {
        const snapshot = JSON.stringify(zones);
        const r = apply(world, zones, op); // zones is deep-frozen: any mutation would throw
        expect(JSON.stringify(zones)).toBe(snapshot);
        if (r.ok) {
          zones = deepFreeze(r.value);
          checkInvariants(initial, zones);
        } else {
          expect(EXPECTED_ERRORS).toContain(r.error.code);
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }
      expect(allCards(zones).length).toBe(world.cardCount);
    },
  );

  test.prop([arbWorld, fc.nat(16), fc.nat(5)])("a successful move puts the card in the target zone", (world, card, target) => {
    const c = `c${card % (world.cardCount + 1)}`;
    const z = `z${target % Object.keys(world.zones).length}`;
    const r = moveCard(world.zones, c, z);
    if (r.ok) expect(zoneOf(r.value, c)).toBe(z);
    else expect(EXPECTED_ERRORS).toContain(r.error.code);
  });

  test.prop([arbWorld, fc.array(fc.nat(16), { maxLength: 5 }), fc.nat(5)])(
    "moveCards is all-or-nothing: on success every card is in the target in the order given; on error the zones are returned unchanged",
    (world, cards, target) => {
      const ids = [...new Set(cards.map((c) => `c${c % (world.cardCount + 1)}`))];
      const z = `z${target % Object.keys(world.zones).length}`;
      const r = moveCards(world.zones, ids, z);
      if (r.ok) {
        const t = zone(r.value, z).cards;
        const start = t.indexOf(ids[0] ?? "");
        if (ids.length > 0) expect(t.slice(start, start + ids.length)).toEqual(ids);
      } else {
        expect(EXPECTED_ERRORS).toContain(r.error.code);
      }
    },
  );
});
