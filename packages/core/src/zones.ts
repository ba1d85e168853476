import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { GameEvent } from "./events.js";
import { excerpt, plainJsonProblem, type JsonValue } from "./json.js";
import type { PlayerId, Viewer } from "./player.js";
import { isRecord, isSeat } from "./json-read.js";
import { err, ok, type Result } from "./result.js";
import { shuffled, type Rng } from "./rng.js";

/**
 * Who may identify the cards of a zone:
 *
 * - `"public"`: everybody sees the face-up cards; a face-down card only its zone's owner;
 * - `"owner"`: the owner sees every card, nobody else any (a hand);
 * - `"hidden"`: nobody, not even the owner (a shuffled pile).
 *
 * The number of cards in a zone is always public.
 *
 * @example
 * ```ts
 * import type { Visibility } from "@rulesmith/core";
 * const hand: Visibility = "owner";
 * ```
 */
export type Visibility = "public" | "owner" | "hidden";

/**
 * An ordered place for cards, as plain JSON. `cards[0]` is the TOP. `faceDown` lists the
 * cards of this zone that lie face down (a subset of `cards`, in no particular order).
 * `capacity` is the most cards it may hold, or `null` for no limit; `owner` is a player or
 * `null` for a shared zone.
 *
 * Change zones only through the functions of this module: they keep every card in exactly
 * one zone, never create or lose a card, and respect capacities.
 *
 * @example
 * ```ts
 * import type { Zone } from "@rulesmith/core";
 * const pile: Zone = { id: "p0/pile", owner: 0, capacity: null, visibility: "hidden", cards: ["c1", "c2"], faceDown: ["c1", "c2"] };
 * ```
 */
export interface Zone {
  /** The zone's id, unique in the match and equal to its key in {@link Zones} (`"p0/hand"`). */
  readonly id: string;
  /** The player the zone belongs to, or `null` for a shared zone. */
  readonly owner: PlayerId | null;
  /** The most cards the zone may hold, a whole number from 0, or `null` for no limit. */
  readonly capacity: number | null;
  /** Who may identify its cards (see {@link Visibility}); the count of cards is always public. */
  readonly visibility: Visibility;
  /** The card ids in the zone, in order, `cards[0]` on top; each card is in exactly one zone. */
  readonly cards: readonly string[];
  /** The cards of this zone that lie face down: a subset of `cards`, in no particular order. */
  readonly faceDown: readonly string[];
}

/**
 * Every zone of a match, keyed by zone id (each key equals its zone's `id`).
 *
 * @example
 * ```ts
 * import { createZones, type Zones } from "@rulesmith/core";
 * const made = createZones([{ id: "table", visibility: "public" }]);
 * const zones: Zones | undefined = made.ok ? made.value : undefined;
 * ```
 */
export type Zones = Readonly<Record<string, Zone>>;

/**
 * What {@link createZones} needs to know about a zone: its id, visibility, and optionally an
 * owner (default `null`, shared) and a capacity (default `null`, no limit).
 *
 * @example
 * ```ts
 * import type { ZoneDef } from "@rulesmith/core";
 * const defs: ZoneDef[] = [
 *   { id: "p0/pile", owner: 0, visibility: "hidden" },
 *   { id: "p0/hand", owner: 0, visibility: "owner" },
 *   { id: "p0/field", owner: 0, visibility: "public", capacity: 3 },
 * ];
 * ```
 */
export interface ZoneDef {
  /** The zone's id, a non-empty string unique among the definitions. */
  readonly id: string;
  /** Who may identify its cards. */
  readonly visibility: Visibility;
  /** The owning player, or `null` (the default) for a shared zone. */
  readonly owner?: PlayerId | null;
  /** The most cards it may hold, a whole number from 0, or `null` (the default) for no limit. */
  readonly capacity?: number | null;
}

/**
 * The cards each zone starts with, top first, keyed by zone id.
 *
 * @example
 * ```ts
 * import type { Placement } from "@rulesmith/core";
 * const start: Placement = { "p0/pile": ["c1", "c2", "c3"] };
 * ```
 */
export type Placement = Readonly<Record<string, readonly string[]>>;

/**
 * Where and how moved cards land: `position` is `"top"` (the default), `"bottom"` or an index
 * from the top (0 is the top) in the target after the moved cards have left their places;
 * `faceDown` sets their facing (see {@link moveCard} for the default).
 *
 * @example
 * ```ts
 * import type { MoveOptions } from "@rulesmith/core";
 * const under: MoveOptions = { position: "bottom", faceDown: true };
 * ```
 */
export interface MoveOptions {
  /** Where the cards land: `"top"` (default), `"bottom"`, or an index from the top (0 is the top) among the cards that stay in the target. */
  readonly position?: "top" | "bottom" | number;
  /** `true` to lay them face down, `false` face up; left out, face down only in a `"hidden"` zone (a card moved within its zone keeps its facing). */
  readonly faceDown?: boolean;
}

/**
 * {@link MoveOptions} for {@link drawCards}, plus `allowFewer`: when `true`, drawing more cards
 * than the zone holds takes what there is instead of failing.
 *
 * @example
 * ```ts
 * import type { DrawOptions } from "@rulesmith/core";
 * const o: DrawOptions = { position: "bottom", allowFewer: true };
 * ```
 */
export interface DrawOptions extends MoveOptions {
  /** `true` to take every card left when the zone holds fewer than asked, instead of failing with `zone/empty` (default `false`). */
  readonly allowFewer?: boolean;
}

/**
 * A card changed zones (or place within one), for games to return from a transition. `card`
 * is `null` in the public form of a move that some players may not identify. The events a
 * `ZoneWriter` pushes (every move of a game on the engine kit) carry that redaction
 * themselves: `visibleTo` lists the seats that could identify the card at the start or the end
 * of the step, and `publicForm` is the same move with `card: null`; a move everyone can follow
 * has neither. With these zone functions, build it with {@link cardMovedEvent}.
 *
 * @example
 * ```ts
 * import type { CardMovedEvent } from "@rulesmith/core";
 * const e: CardMovedEvent = { type: "card-moved", card: "c7", from: "p0/pile", to: "p0/hand" };
 * ```
 */
export interface CardMovedEvent extends GameEvent {
  /** Always `"card-moved"`. */
  readonly type: "card-moved";
  /** The card's id, or `null` in the public form seen by players who could identify it at neither end. */
  readonly card: string | null;
  /** The id of the zone it left (equal to `to` for a move within one zone). */
  readonly from: string;
  /** The id of the zone it is in now. */
  readonly to: string;
}

/**
 * Cards of a zone were shown to some players (`to`) or to everybody (`"all"`). Built by
 * {@link revealCards} or a `ZoneWriter`; in its public form `cards` holds `null` for each card
 * hidden from whoever gets that form. A reveal to everybody names the cards in full to the
 * seats only: a spectator identifies cards by zone visibility alone.
 *
 * @example
 * ```ts
 * import type { CardsRevealedEvent } from "@rulesmith/core";
 * const e: CardsRevealedEvent = { type: "cards-revealed", zone: "p0/hand", cards: ["c4"], to: [1] };
 * ```
 */
export interface CardsRevealedEvent extends GameEvent {
  /** Always `"cards-revealed"`. */
  readonly type: "cards-revealed";
  /** The id of the zone the cards are in; revealing does not move them. */
  readonly zone: string;
  /** The revealed card ids, in the order given; in the public form, `null` for each. */
  readonly cards: readonly (string | null)[];
  /** Who the cards are shown to: some players, or `"all"` for everybody (then the event is public). */
  readonly to: "all" | readonly PlayerId[];
}

/**
 * A zone as one viewer may see it, as plain JSON: `cards` holds `null` for every card the
 * viewer may not identify; `faceDown` says, card by card, whether it lies face down (facing
 * is public); `count` is the number of cards.
 *
 * @example
 * ```ts
 * import type { ZoneView } from "@rulesmith/core";
 * const v: ZoneView = { id: "p1/hand", owner: 1, visibility: "owner", count: 2, cards: [null, null], faceDown: [false, false] };
 * ```
 */
export interface ZoneView {
  /** The zone's id. */
  readonly id: string;
  /** The owning player, or `null` for a shared zone. */
  readonly owner: PlayerId | null;
  /** The zone's visibility, so a client can tell "hidden" from "not yours". */
  readonly visibility: Visibility;
  /** How many cards the zone holds (always public). */
  readonly count: number;
  /** One entry per card, top first: its id where the viewer may identify it, otherwise `null`. */
  readonly cards: readonly (string | null)[];
  /** One entry per card, top first: `true` where it lies face down (facing is public). */
  readonly faceDown: readonly boolean[];
}

// ---------------------------------------------------------------- internals

/** The zone with this id; `undefined` for an id that is not a string (a caller's mistake) or not a zone. */
function getZone(zones: Zones, id: string): Zone | undefined {
  return typeof id === "string" && Object.hasOwn(zones, id) ? zones[id] : undefined;
}

/** A value from the caller, quoted for a message: a short {@link excerpt}, never the whole of a long id. */
function quoted(value: unknown): string {
  return excerpt(value, 60);
}

/** A value from the caller for `details`: the id itself when it is a string, else a short excerpt (a symbol or a cycle is not JSON). */
function detail(value: unknown): JsonValue {
  return typeof value === "string" ? value : excerpt(value, 60);
}

function makeZone(zone: Zone, cards: readonly string[], faceDown: readonly string[]): Zone {
  return { id: zone.id, owner: zone.owner, capacity: zone.capacity, visibility: zone.visibility, cards, faceDown };
}

/** A copy of `zones` with some zones replaced; keys must be existing keys (own properties). */
function replaceOne(zones: Zones, key: string, zone: Zone): Zones {
  return { ...zones, [key]: zone };
}

function unknownZone(id: unknown): RuleError {
  return ruleError(CoreErrorCode.UnknownZone, `There is no zone ${quoted(id)}.`, { details: { zone: detail(id) } });
}

function cardNotFound(card: unknown): RuleError {
  return ruleError(CoreErrorCode.CardNotFound, `Card ${quoted(card)} is not in any zone.`, { details: { card: detail(card) } });
}

function listedTwice(card: unknown): RuleError {
  return ruleError(CoreErrorCode.ZoneBadArgument, `Card ${quoted(card)} is listed twice.`, { details: { card: detail(card) } });
}

/** How many missing cards a message names; the rest are counted. */
const MISSING_SHOWN = 3;

function zoneFull(zone: Zone, capacity: number, adding: number): RuleError {
  return ruleError(
    CoreErrorCode.ZoneFull,
    `Zone ${quoted(zone.id)} holds at most ${capacity} card${capacity === 1 ? "" : "s"}; it has ${zone.cards.length} and ${adding} more would not fit.`,
    { details: { zone: zone.id, capacity, count: zone.cards.length, adding } },
  );
}

/** The insertion index for `position` in a list of `length` cards, or an error. */
function insertionIndex(position: MoveOptions["position"], length: number): number | RuleError {
  if (position === undefined || position === "top") return 0;
  if (position === "bottom") return length;
  if (Number.isInteger(position) && position >= 0 && position <= length) return position;
  return ruleError(CoreErrorCode.ZoneBadArgument, `Position ${quoted(position)} is not "top", "bottom" or a whole number from 0 to ${length}.`, {
    details: { position: typeof position === "number" && Number.isFinite(position) ? position : excerpt(position), max: length },
  });
}

function insertAt(list: readonly string[], index: number, items: readonly string[]): string[] {
  const out = list.slice(0, index);
  for (const c of items) out.push(c);
  for (const c of list.slice(index)) out.push(c);
  return out;
}

function seesCard(zone: Zone, faceDown: boolean, viewer: Viewer): boolean {
  switch (zone.visibility) {
    case "public":
      return !faceDown || (viewer !== "spectator" && viewer === zone.owner);
    case "owner":
      return viewer !== "spectator" && viewer === zone.owner;
    case "hidden":
      return false;
    default: {
      const never: never = zone.visibility;
      return never;
    }
  }
}

function isVisibility(v: unknown): v is Visibility {
  return v === "public" || v === "owner" || v === "hidden";
}

function isOwner(v: unknown): v is PlayerId | null {
  return v === null || (typeof v === "number" && Number.isInteger(v) && v >= 0);
}

function isCapacity(v: unknown): v is number | null {
  return v === null || (typeof v === "number" && Number.isInteger(v) && v >= 0);
}

// ---------------------------------------------------------------- building

/**
 * Builds the zones of a match from their definitions and starting cards. Cards placed in a
 * `"hidden"` zone start face down, all others face up.
 *
 * @param defs - The zones: distinct ids, owners that are player ids or `null`, capacities
 *   that are whole numbers or `null`.
 * @param placement - The cards each zone starts with, top first.
 * @returns The zones; `config/invalid` for a repeated zone id, a bad owner, capacity or
 *   visibility, a card placed twice, `defs` that is not a list or a `placement` that is not a
 *   table of card lists; `zone/unknown` for cards placed in an undefined zone;
 *   `zone/full` when a zone starts over capacity.
 * @example
 * ```ts
 * import { createZones } from "@rulesmith/core";
 * const zones = createZones(
 *   [{ id: "p0/pile", owner: 0, visibility: "hidden" }, { id: "p0/hand", owner: 0, visibility: "owner", capacity: 8 }],
 *   { "p0/pile": ["c1", "c2", "c3"] },
 * );
 * ```
 */
export function createZones(defs: readonly ZoneDef[], placement?: Placement): Result<Zones> {
  const entries: [string, Zone][] = [];
  const ids: string[] = [];
  const given: unknown = defs; // checked: a caller without types may pass anything
  if (!Array.isArray(given)) return err(ruleError(CoreErrorCode.BadConfig, `The zone definitions are a list, not ${quoted(given)}.`));
  for (const def of defs) {
    const raw: unknown = def;
    if (!isRecord(raw) || typeof def.id !== "string" || def.id === "") {
      return err(ruleError(CoreErrorCode.BadConfig, "Every zone needs a non-empty string id."));
    }
    if (ids.includes(def.id)) {
      return err(ruleError(CoreErrorCode.BadConfig, `Zone id ${quoted(def.id)} is used twice.`, { details: { zone: def.id } }));
    }
    ids.push(def.id);
    const owner = def.owner ?? null;
    const capacity = def.capacity ?? null;
    if (!isOwner(owner)) {
      return err(ruleError(CoreErrorCode.BadConfig, `Zone ${quoted(def.id)} has owner ${quoted(owner)}; an owner is a player id or null.`, { details: { zone: def.id } }));
    }
    if (!isCapacity(capacity)) {
      return err(
        ruleError(CoreErrorCode.BadConfig, `Zone ${quoted(def.id)} has capacity ${quoted(capacity)}; a capacity is a whole number from 0, or null.`, {
          details: { zone: def.id },
        }),
      );
    }
    if (!isVisibility(def.visibility)) {
      return err(ruleError(CoreErrorCode.BadConfig, `Zone ${quoted(def.id)} needs a visibility of "public", "owner" or "hidden".`, { details: { zone: def.id } }));
    }
  }
  const placed = new Set<string>();
  if (placement !== undefined) {
    const table: unknown = placement;
    if (!isRecord(table)) return err(ruleError(CoreErrorCode.BadConfig, `The starting cards are a table of card lists by zone id, not ${quoted(table)}.`));
    for (const key of Object.keys(placement)) {
      if (!ids.includes(key)) return err(unknownZone(key));
      const cards: unknown = placement[key];
      if (cards === undefined) continue;
      if (!Array.isArray(cards)) return err(ruleError(CoreErrorCode.BadConfig, `Zone ${quoted(key)} is given ${quoted(cards)}, not a list of card ids.`, { details: { zone: key } }));
      for (const card of cards as unknown[]) {
        if (typeof card !== "string") return err(ruleError(CoreErrorCode.BadConfig, `Zone ${quoted(key)} is given a card id that is not a string.`, { details: { zone: key } }));
        if (placed.has(card)) return err(ruleError(CoreErrorCode.BadConfig, `Card ${quoted(card)} is placed twice.`, { details: { card } }));
        placed.add(card);
      }
    }
  }
  for (const def of defs) {
    const cards = placement !== undefined && Object.hasOwn(placement, def.id) ? (placement[def.id] ?? []).slice() : [];
    const capacity = def.capacity ?? null;
    const zone: Zone = {
      id: def.id,
      owner: def.owner ?? null,
      capacity,
      visibility: def.visibility,
      cards,
      faceDown: def.visibility === "hidden" ? cards.slice() : [],
    };
    if (capacity !== null && cards.length > capacity) {
      return err(zoneFull({ ...zone, cards: [] }, capacity, cards.length));
    }
    entries.push([def.id, zone]);
  }
  return ok(Object.fromEntries(entries));
}

/**
 * Checks that a value from outside (a saved game) is a valid set of zones: every key equal to
 * its zone's id, valid owners, capacities and visibilities, string card ids, no card in two
 * places, `faceDown` a subset of `cards`, no zone over capacity.
 *
 * @remarks
 * It never throws: a value that is not plain JSON data (a getter, a class instance, a cycle,
 * more than 200 levels deep or more than 1,000,000 parts, see {@link plainJsonProblem}) is
 * refused before anything else is read, and messages quote at most a short excerpt of a key.
 *
 * @param value - Anything.
 * @returns Fresh zones (no object shared with the input), or a `state/invalid` error that
 *   names the zone.
 * @example
 * ```ts
 * import { parseZones } from "@rulesmith/core";
 * parseZones(JSON.parse('{"t":{"id":"t","owner":null,"capacity":null,"visibility":"public","cards":["a"],"faceDown":[]}}')).ok; // true
 * ```
 */
export function parseZones(value: unknown): Result<Zones> {
  const bad = (why: string): Result<Zones> => err(ruleError(CoreErrorCode.BadState, `Not valid zones: ${why}.`));
  const problem = plainJsonProblem(value);
  if (problem !== undefined) return bad(`it is not plain JSON data: ${problem}`);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  const source = value as Record<string, unknown>;
  const entries: [string, Zone][] = [];
  const seen = new Set<string>();
  for (const key of Object.keys(source)) {
    const z = source[key];
    if (typeof z !== "object" || z === null || Array.isArray(z)) return bad(`zone ${quoted(key)} is not an object`);
    const { id, owner, capacity, visibility, cards, faceDown } = z as Record<string, unknown>;
    if (id !== key) return bad(`zone ${quoted(key)} has another id`);
    if (!isOwner(owner)) return bad(`zone ${quoted(key)} has an invalid owner`);
    if (!isCapacity(capacity)) return bad(`zone ${quoted(key)} has an invalid capacity`);
    if (!isVisibility(visibility)) return bad(`zone ${quoted(key)} has an invalid visibility`);
    if (!Array.isArray(cards) || !Array.isArray(faceDown)) return bad(`zone ${quoted(key)} needs cards and faceDown lists`);
    const list: string[] = [];
    for (const c of cards as unknown[]) {
      if (typeof c !== "string") return bad(`zone ${quoted(key)} holds a card id that is not a string`);
      if (seen.has(c)) return bad(`card ${quoted(c)} is in two places`);
      seen.add(c);
      list.push(c);
    }
    const down: string[] = [];
    for (const c of faceDown as unknown[]) {
      if (typeof c !== "string" || !list.includes(c) || down.includes(c)) return bad(`zone ${quoted(key)} has a faceDown entry that is not one of its cards`);
      down.push(c);
    }
    if (capacity !== null && list.length > capacity) return bad(`zone ${quoted(key)} holds ${list.length} cards, over its capacity of ${capacity}`);
    entries.push([key, { id: key, owner, capacity, visibility, cards: list, faceDown: down }]);
  }
  return ok(Object.fromEntries(entries));
}

// ---------------------------------------------------------------- queries

/**
 * Finds the zone a card is in.
 *
 * @param zones - The zones.
 * @param cardId - The card.
 * @returns The zone id, or `undefined` if the card is in no zone.
 * @example
 * ```ts
 * import { createZones, zoneOf } from "@rulesmith/core";
 * const z = createZones([{ id: "hand", visibility: "owner", owner: 0 }], { hand: ["c1"] });
 * if (z.ok) zoneOf(z.value, "c1"); // "hand"
 * ```
 */
export function zoneOf(zones: Zones, cardId: string): string | undefined {
  for (const key of Object.keys(zones)) {
    const zone = zones[key];
    if (zone?.cards.includes(cardId)) return key;
  }
  return undefined;
}

/**
 * Every card in every zone, zone by zone (in key order), each zone top first.
 *
 * @param zones - The zones.
 * @returns The card ids.
 * @example
 * ```ts
 * import { createZones, allCards } from "@rulesmith/core";
 * const z = createZones([{ id: "a", visibility: "public" }, { id: "b", visibility: "public" }], { a: ["x"], b: ["y", "z"] });
 * if (z.ok) allCards(z.value); // ["x", "y", "z"]
 * ```
 */
export function allCards(zones: Zones): string[] {
  const out: string[] = [];
  for (const key of Object.keys(zones)) {
    const zone = zones[key];
    if (zone !== undefined) for (const c of zone.cards) out.push(c);
  }
  return out;
}

/**
 * Tells whether two sets of zones hold the same cards, counting repeats, wherever they are:
 * the invariant "no card created or lost" for a test or a debug check.
 *
 * @param a - Zones before.
 * @param b - Zones after.
 * @returns `true` when the multisets of card ids are equal.
 * @example
 * ```ts
 * import { createZones, moveCard, sameCards } from "@rulesmith/core";
 * const z = createZones([{ id: "a", visibility: "public" }, { id: "b", visibility: "public" }], { a: ["x"] });
 * if (z.ok) {
 *   const moved = moveCard(z.value, "x", "b");
 *   if (moved.ok) sameCards(z.value, moved.value); // true
 * }
 * ```
 */
export function sameCards(a: Zones, b: Zones): boolean {
  const left = allCards(a);
  const right = allCards(b);
  if (left.length !== right.length) return false;
  const counts = new Map<string, number>();
  for (const c of left) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of right) {
    const n = counts.get(c);
    if (n === undefined || n === 0) return false;
    counts.set(c, n - 1);
  }
  return true;
}

/**
 * Lists the cards of a zone that match a test, top first (a search for "a card with AL 6 or
 * less" passes a predicate that looks the id up in the game's card table).
 *
 * @param zones - The zones.
 * @param zoneId - The zone to search.
 * @param predicate - Called with each card id, whether it lies face down, and its index from
 *   the top.
 * @returns The matching ids, `zone/unknown`, or `zone/bad-argument` when `predicate` is not a
 *   function.
 * @example
 * ```ts
 * import { createZones, searchZone } from "@rulesmith/core";
 * const z = createZones([{ id: "pile", visibility: "hidden" }], { pile: ["m1", "c1", "m2"] });
 * if (z.ok) searchZone(z.value, "pile", (id) => id.startsWith("m")); // { ok: true, value: ["m1", "m2"] }
 * ```
 */
export function searchZone(
  zones: Zones,
  zoneId: string,
  predicate: (cardId: string, faceDown: boolean, index: number) => boolean,
): Result<string[]> {
  const zone = getZone(zones, zoneId);
  if (zone === undefined) return err(unknownZone(zoneId));
  const test: unknown = predicate; // checked: a caller without types may pass anything
  if (typeof test !== "function") return err(ruleError(CoreErrorCode.ZoneBadArgument, `A search needs a test of each card (a function), not ${quoted(test)}.`));
  const out: string[] = [];
  zone.cards.forEach((c, i) => {
    if (predicate(c, zone.faceDown.includes(c), i)) out.push(c);
  });
  return ok(out);
}

// ---------------------------------------------------------------- moves

/**
 * Moves one card, from wherever it is, to a zone.
 *
 * Facing: with `options.faceDown` given, that; otherwise face down when the target is
 * `"hidden"` and face up elsewhere. Moving a card within its own zone reorders it and keeps
 * its facing unless `faceDown` is given.
 *
 * @param zones - The zones.
 * @param cardId - The card to move.
 * @param to - The target zone id.
 * @param options - Position (default top) and facing.
 * @returns New zones (only the touched zones are copied); `zone/unknown`,
 *   `zone/card-not-found`, `zone/full` (naming the zone and its capacity) or
 *   `zone/bad-argument` for a bad position. Nothing changes on an error.
 * @example
 * ```ts
 * import { createZones, moveCard } from "@rulesmith/core";
 * const z = createZones([{ id: "hand", owner: 0, visibility: "owner" }, { id: "discard", visibility: "public" }], { hand: ["c1"] });
 * if (z.ok) moveCard(z.value, "c1", "discard"); // { ok: true, value: { discard: { cards: ["c1"], faceDown: [], ... }, ... } }
 * ```
 */
export function moveCard(zones: Zones, cardId: string, to: string, options?: MoveOptions): Result<Zones> {
  const target = getZone(zones, to);
  if (target === undefined) return err(unknownZone(to));
  const fromKey = zoneOf(zones, cardId);
  if (fromKey === undefined) return err(cardNotFound(cardId));
  const wasDown = (getZone(zones, fromKey)?.faceDown ?? []).includes(cardId);
  const down = options?.faceDown ?? (fromKey === to ? wasDown : target.visibility === "hidden");

  if (fromKey === to) {
    const rest = target.cards.filter((c) => c !== cardId);
    const index = insertionIndex(options?.position, rest.length);
    if (typeof index !== "number") return err(index);
    const faceDown = down === wasDown ? target.faceDown : down ? [...target.faceDown, cardId] : target.faceDown.filter((c) => c !== cardId);
    return ok(replaceOne(zones, to, makeZone(target, insertAt(rest, index, [cardId]), faceDown)));
  }

  if (target.capacity !== null && target.cards.length + 1 > target.capacity) return err(zoneFull(target, target.capacity, 1));
  const index = insertionIndex(options?.position, target.cards.length);
  if (typeof index !== "number") return err(index);
  const source = getZone(zones, fromKey);
  if (source === undefined) return err(cardNotFound(cardId));
  const newSource = makeZone(
    source,
    source.cards.filter((c) => c !== cardId),
    wasDown ? source.faceDown.filter((c) => c !== cardId) : source.faceDown,
  );
  const newTarget = makeZone(target, insertAt(target.cards, index, [cardId]), down ? [...target.faceDown, cardId] : target.faceDown);
  return ok({ ...zones, [fromKey]: newSource, [to]: newTarget });
}

/**
 * Moves several cards, from wherever each is, to one zone: all of them or, on any error, none.
 * They land together at `position`, in the order given (`cardIds[0]` nearest the top).
 * Facing follows {@link moveCard}, card by card.
 *
 * @param zones - The zones.
 * @param cardIds - The cards, each listed once.
 * @param to - The target zone id.
 * @param options - Position (default top; an index counts the target's cards that stay) and facing.
 * @returns New zones, or the first problem: `zone/unknown`, `zone/card-not-found` (with every
 *   missing card in `details`; the message names the first three), `zone/full`,
 *   `zone/bad-argument` (a repeated card, a bad position, `cardIds` not a list).
 * @example
 * ```ts
 * import { createZones, moveCards } from "@rulesmith/core";
 * const z = createZones([{ id: "hand", owner: 0, visibility: "owner" }, { id: "pile", visibility: "hidden" }], { hand: ["a", "b"] });
 * if (z.ok) moveCards(z.value, ["a", "b"], "pile", { position: "bottom" }); // { ok: true, value: { pile: { cards: ["a", "b"], faceDown: ["a", "b"], ... }, ... } }
 * ```
 */
export function moveCards(zones: Zones, cardIds: readonly string[], to: string, options?: MoveOptions): Result<Zones> {
  const target = getZone(zones, to);
  if (target === undefined) return err(unknownZone(to));
  const list: unknown = cardIds; // checked: a caller without types may pass anything
  if (!Array.isArray(list)) return err(ruleError(CoreErrorCode.ZoneBadArgument, `The cards to move are a list of card ids, not ${quoted(list)}.`));
  if (cardIds.length === 0) return ok(zones);
  const moving = new Set<string>();
  for (const c of cardIds) {
    if (moving.has(c)) return err(listedTwice(c));
    moving.add(c);
  }
  // Where each moving card is now.
  const found = new Map<string, string>();
  const touched: string[] = [];
  for (const key of Object.keys(zones)) {
    const zone = zones[key];
    if (zone === undefined) continue;
    let hit = false;
    for (const c of zone.cards) {
      if (moving.has(c)) {
        found.set(c, key);
        hit = true;
      }
    }
    if (hit && key !== to) touched.push(key);
  }
  if (found.size !== moving.size) {
    const missing = cardIds.filter((c) => !found.has(c));
    const first = missing[0] ?? "";
    if (missing.length === 1) return err(cardNotFound(first));
    const shown = missing.slice(0, MISSING_SHOWN).map(quoted).join(", ");
    const more = missing.length > MISSING_SHOWN ? ` and ${missing.length - MISSING_SHOWN} more` : "";
    return err(ruleError(CoreErrorCode.CardNotFound, `Cards ${shown}${more} are not in any zone.`, { details: { cards: missing.map(detail) } }));
  }
  let incoming = 0;
  for (const c of cardIds) if (found.get(c) !== to) incoming++;
  if (target.capacity !== null && target.cards.length + incoming > target.capacity) {
    return err(zoneFull(target, target.capacity, incoming));
  }
  const staying = incoming === cardIds.length ? target.cards : target.cards.filter((c) => !moving.has(c));
  const index = insertionIndex(options?.position, staying.length);
  if (typeof index !== "number") return err(index);

  const out: Record<string, Zone> = { ...zones };
  for (const key of touched) {
    const zone = getZone(zones, key);
    if (zone === undefined) continue;
    out[key] = makeZone(
      zone,
      zone.cards.filter((c) => !moving.has(c)),
      zone.faceDown.filter((c) => !moving.has(c)),
    );
  }
  const downSet = new Set<string>();
  for (const key of [...touched, to]) for (const c of getZone(zones, key)?.faceDown ?? []) if (moving.has(c)) downSet.add(c);
  const faceDown = target.faceDown.filter((c) => !moving.has(c));
  for (const c of cardIds) {
    const down = options?.faceDown ?? (found.get(c) === to ? downSet.has(c) : target.visibility === "hidden");
    if (down) faceDown.push(c);
  }
  out[to] = makeZone(target, insertAt(staying, index, cardIds), faceDown);
  return ok(out);
}

/**
 * Takes cards from the top of one zone into another ("draw 5", "put the top 3 into the
 * discard"). The cards keep their order and land together at `position` (default: top of the
 * target, the first one taken topmost); pass `position: "bottom"` to append, as a hand
 * usually does.
 *
 * @remarks
 * Asking for more cards than the zone holds is an error (`zone/empty`) unless `allowFewer`
 * is set; then all remaining cards are taken and `cards.length` tells how many. Deciding what
 * running out means (losing, reshuffling a discard pile) is the game's rule.
 *
 * @param zones - The zones.
 * @param from - The zone to take from.
 * @param to - The zone to put them in.
 * @param count - How many, a whole number from 0.
 * @param options - Position, facing, `allowFewer`.
 * @returns The new zones and the cards taken, top first; or `zone/unknown`, `zone/empty`
 *   (with `details` `{ zone, requested, available }`), `zone/full`, `zone/bad-argument`.
 * @example
 * ```ts
 * import { createZones, drawCards } from "@rulesmith/core";
 * const z = createZones([{ id: "pile", owner: 0, visibility: "hidden" }, { id: "hand", owner: 0, visibility: "owner" }], { pile: ["a", "b", "c"] });
 * if (z.ok) drawCards(z.value, "pile", "hand", 2); // { ok: true, value: { cards: ["a", "b"], zones: { pile: { cards: ["c"], ... }, ... } } }
 * ```
 */
export function drawCards(
  zones: Zones,
  from: string,
  to: string,
  count: number,
  options?: DrawOptions,
): Result<{
  /** The zones after the draw (only the zones it touched are copied). */
  readonly zones: Zones;
  /** The cards taken, top first; fewer than `count` only with `allowFewer`. */
  readonly cards: readonly string[];
}> {
  const source = getZone(zones, from);
  if (source === undefined) return err(unknownZone(from));
  if (getZone(zones, to) === undefined) return err(unknownZone(to));
  if (!Number.isInteger(count) || count < 0) {
    return err(ruleError(CoreErrorCode.ZoneBadArgument, `Cannot take ${quoted(count)} cards: the count is a whole number from 0.`));
  }
  const available = source.cards.length;
  if (count > available && options?.allowFewer !== true) {
    return err(
      ruleError(CoreErrorCode.ZoneEmpty, `Zone ${quoted(from)} has ${available} card${available === 1 ? "" : "s"}; ${count} were asked for.`, {
        details: { zone: from, requested: count, available },
      }),
    );
  }
  const cards = source.cards.slice(0, Math.min(count, available));
  const moveOptions: { position?: "top" | "bottom" | number; faceDown?: boolean } = {};
  if (options?.position !== undefined) moveOptions.position = options.position;
  if (options?.faceDown !== undefined) moveOptions.faceDown = options.faceDown;
  const moved = moveCards(zones, cards, to, moveOptions);
  if (!moved.ok) return moved;
  return ok({ zones: moved.value, cards });
}

/**
 * Shuffles a zone with the seeded generator (every order equally likely). Facing is kept.
 *
 * @param zones - The zones.
 * @param zoneId - The zone to shuffle.
 * @param rng - The transition's working generator.
 * @returns New zones, or `zone/unknown`.
 * @example
 * ```ts
 * import { createZones, shuffleZone, Rng, seedRng } from "@rulesmith/core";
 * const z = createZones([{ id: "pile", visibility: "hidden" }], { pile: ["a", "b", "c"] });
 * const rng = new Rng(seedRng(1));
 * if (z.ok) shuffleZone(z.value, "pile", rng); // { ok: true, ... } — write rng.state() back into the game state afterwards
 * ```
 */
export function shuffleZone(zones: Zones, zoneId: string, rng: Rng): Result<Zones> {
  const zone = getZone(zones, zoneId);
  if (zone === undefined) return err(unknownZone(zoneId));
  return ok(replaceOne(zones, zoneId, makeZone(zone, shuffled(rng, zone.cards), zone.faceDown)));
}

/**
 * Turns a card face down or face up where it lies.
 *
 * @param zones - The zones.
 * @param cardId - The card.
 * @param faceDown - `true` to turn it face down.
 * @returns New zones (the same object when nothing changes), `zone/card-not-found`, or
 *   `zone/bad-argument` when `faceDown` is not `true` or `false`.
 * @example
 * ```ts
 * import { createZones, setFaceDown } from "@rulesmith/core";
 * const z = createZones([{ id: "field", owner: 0, visibility: "public" }], { field: ["trap"] });
 * if (z.ok) setFaceDown(z.value, "trap", true); // { ok: true, value: { field: { faceDown: ["trap"], ... } } } — only player 0 can now identify "trap"
 * ```
 */
export function setFaceDown(zones: Zones, cardId: string, faceDown: boolean): Result<Zones> {
  const facing: unknown = faceDown; // checked: a caller without types may pass anything
  if (typeof facing !== "boolean") return err(ruleError(CoreErrorCode.ZoneBadArgument, `A card is turned face down with true or face up with false, not ${quoted(facing)}.`));
  const key = zoneOf(zones, cardId);
  if (key === undefined) return err(cardNotFound(cardId));
  const zone = getZone(zones, key);
  if (zone === undefined) return err(cardNotFound(cardId));
  const isDown = zone.faceDown.includes(cardId);
  if (isDown === faceDown) return ok(zones);
  const list = faceDown ? [...zone.faceDown, cardId] : zone.faceDown.filter((c) => c !== cardId);
  return ok(replaceOne(zones, key, makeZone(zone, zone.cards, list)));
}

// ---------------------------------------------------------------- visibility

/**
 * The cards of a zone as one viewer may see them, top first: the id where the viewer may
 * identify the card, `null` where not. In a `"public"` zone face-up cards are seen by all and
 * face-down ones by the zone's owner only; in an `"owner"` zone the owner sees every card and
 * nobody else any; in a `"hidden"` zone nobody sees any. Spectators see only face-up cards of
 * public zones.
 *
 * @param zone - The zone.
 * @param viewer - A player or `"spectator"`.
 * @returns One entry per card.
 * @example
 * ```ts
 * import { cardsVisibleTo, type Zone } from "@rulesmith/core";
 * const hand: Zone = { id: "h", owner: 0, capacity: null, visibility: "owner", cards: ["a", "b"], faceDown: [] };
 * cardsVisibleTo(hand, 0); // ["a", "b"]
 * cardsVisibleTo(hand, 1); // [null, null]
 * ```
 */
export function cardsVisibleTo(zone: Zone, viewer: Viewer): (string | null)[] {
  const n = zone.cards.length;
  const out = new Array<string | null>(n);
  if (zone.visibility === "hidden" || (zone.visibility === "owner" && (viewer === "spectator" || viewer !== zone.owner))) {
    out.fill(null);
    return out;
  }
  const down = zone.faceDown.length === 0 ? undefined : new Set(zone.faceDown);
  zone.cards.forEach((c, i) => {
    out[i] = seesCard(zone, down?.has(c) ?? false, viewer) ? c : null;
  });
  return out;
}

/**
 * A zone as one viewer may see it (see {@link cardsVisibleTo}), as plain JSON for a view.
 *
 * @param zone - The zone.
 * @param viewer - A player or `"spectator"`.
 * @returns The view: id, owner, visibility, count, visible card ids, and per-card facing.
 * @example
 * ```ts
 * import { redactZone, type Zone } from "@rulesmith/core";
 * const pile: Zone = { id: "p", owner: 0, capacity: null, visibility: "hidden", cards: ["a", "b"], faceDown: ["a", "b"] };
 * redactZone(pile, 0); // { id: "p", owner: 0, visibility: "hidden", count: 2, cards: [null, null], faceDown: [true, true] }
 * ```
 */
export function redactZone(zone: Zone, viewer: Viewer): ZoneView {
  const down = new Set(zone.faceDown);
  return {
    id: zone.id,
    owner: zone.owner,
    visibility: zone.visibility,
    count: zone.cards.length,
    cards: cardsVisibleTo(zone, viewer),
    faceDown: zone.cards.map((c) => down.has(c)),
  };
}

/**
 * Shows cards of one zone to some players or to everybody, as an event. Revealing changes no
 * state: the cards stay where and as they are, and the returned event is what the game
 * returns from its transition so the chosen players learn the cards.
 *
 * The event is visible in full to the players in `to`, and to the zone's owner when the owner
 * can already identify all of the cards; everybody else gets a public form with `null` for
 * each card. With `to: "all"` it is public.
 *
 * @param zones - The zones.
 * @param cardIds - The cards, all in one zone, each listed once.
 * @param to - The players to show them to, or `"all"`.
 * @returns The event; or `zone/card-not-found`, or `zone/bad-argument` for an empty list (or
 *   no list), a repeated card, cards from several zones, or a `to` that is neither `"all"` nor
 *   a list of seat numbers.
 * @example
 * ```ts
 * import { createZones, revealCards } from "@rulesmith/core";
 * const z = createZones([{ id: "hand", owner: 0, visibility: "owner" }], { hand: ["c4", "c5"] });
 * if (z.ok) revealCards(z.value, ["c4"], [1]);
 * // ok: { type: "cards-revealed", zone: "hand", cards: ["c4"], to: [1], visibleTo: [1, 0],
 * //       publicForm: { type: "cards-revealed", zone: "hand", cards: [null], to: [1] } }
 * ```
 */
export function revealCards(zones: Zones, cardIds: readonly string[], to: "all" | readonly PlayerId[]): Result<CardsRevealedEvent> {
  const list: unknown = cardIds; // checked: a caller without types may pass anything
  if (!Array.isArray(list)) return err(ruleError(CoreErrorCode.ZoneBadArgument, `The cards to reveal are a list of card ids, not ${quoted(list)}.`));
  const viewers: unknown = to;
  if (viewers !== "all" && (!Array.isArray(viewers) || !(viewers as unknown[]).every(isSeat))) {
    return err(ruleError(CoreErrorCode.ZoneBadArgument, `Cards are revealed to "all" or to a list of seat numbers, not ${quoted(viewers)}.`));
  }
  const first = cardIds[0];
  if (first === undefined) return err(ruleError(CoreErrorCode.ZoneBadArgument, "Reveal at least one card."));
  const key = zoneOf(zones, first);
  if (key === undefined) return err(cardNotFound(first));
  const zone = getZone(zones, key);
  if (zone === undefined) return err(cardNotFound(first));
  for (const [i, c] of cardIds.entries()) {
    if (cardIds.indexOf(c) !== i) return err(listedTwice(c));
    if (!zone.cards.includes(c)) {
      return zoneOf(zones, c) === undefined
        ? err(cardNotFound(c))
        : err(ruleError(CoreErrorCode.ZoneBadArgument, `Cards revealed together must be in one zone; ${quoted(c)} is not in ${quoted(key)}.`, { details: { card: c, zone: key } }));
    }
  }
  const cards = cardIds.slice();
  if (to === "all") return ok({ type: "cards-revealed", zone: key, cards, to: "all" });
  const audience = to.slice();
  const owner = zone.owner;
  if (owner !== null && !audience.includes(owner) && cards.every((c) => seesCard(zone, zone.faceDown.includes(c), owner))) {
    audience.push(owner);
  }
  const publicForm: CardsRevealedEvent = { type: "cards-revealed", zone: key, cards: cards.map(() => null), to: to.slice() };
  return ok({ type: "cards-revealed", zone: key, cards, to: to.slice(), visibleTo: audience, publicForm });
}

/**
 * The {@link CardMovedEvent} for a card that moved between two states of the zones, redacted
 * by visibility: players who could identify the card where it was or can where it is now see
 * its id; everyone else (spectators included) gets a public form with `card: null`. When
 * everybody could identify it at either end, the event is simply public.
 *
 * @param before - The zones before the move.
 * @param after - The zones after it.
 * @param cardId - The card.
 * @returns The event, or `undefined` when the card is missing from either state.
 * @example
 * ```ts
 * import { createZones, moveCard, cardMovedEvent } from "@rulesmith/core";
 * const z = createZones([{ id: "pile", owner: 0, visibility: "hidden" }, { id: "hand", owner: 0, visibility: "owner" }], { pile: ["c1"] });
 * if (z.ok) {
 *   const after = moveCard(z.value, "c1", "hand");
 *   if (after.ok) cardMovedEvent(z.value, after.value, "c1");
 *   // { type: "card-moved", card: "c1", from: "pile", to: "hand", visibleTo: [0],
 *   //   publicForm: { type: "card-moved", card: null, from: "pile", to: "hand" } }
 * }
 * ```
 */
export function cardMovedEvent(before: Zones, after: Zones, cardId: string): CardMovedEvent | undefined {
  const from = zoneOf(before, cardId);
  const to = zoneOf(after, cardId);
  if (from === undefined || to === undefined) return undefined;
  const a = getZone(before, from);
  const b = getZone(after, to);
  if (a === undefined || b === undefined) return undefined;
  const downBefore = a.faceDown.includes(cardId);
  const downAfter = b.faceDown.includes(cardId);
  const event: CardMovedEvent = { type: "card-moved", card: cardId, from, to };
  if ((a.visibility === "public" && !downBefore) || (b.visibility === "public" && !downAfter)) return event;
  const seers: PlayerId[] = [];
  for (const p of [a.owner, b.owner]) {
    if (p === null || seers.includes(p)) continue;
    if (seesCard(a, downBefore, p) || seesCard(b, downAfter, p)) seers.push(p);
  }
  const publicForm: CardMovedEvent = { type: "card-moved", card: null, from, to };
  return { type: "card-moved", card: cardId, from, to, visibleTo: seers, publicForm };
}
