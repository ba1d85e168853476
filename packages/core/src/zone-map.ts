import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import { excerpt } from "./json.js";
import { isRecord, isSeat, own } from "./json-read.js";
import { slotsOf } from "./lookup.js";
import type { GameEvent } from "./events.js";
import type { PlayerId, Viewer } from "./player.js";
import { err, ok, type Result } from "./result.js";
import type { Rng } from "./rng.js";
import { scrubIds } from "./scrub.js";
import type { Writable } from "./working-copy.js";
import type { CardMovedEvent, CardsRevealedEvent, DrawOptions, MoveOptions, Placement, Visibility, Zone, ZoneDef, ZoneView } from "./zones.js";

/**
 * Every zone of a match plus an index of where each card is and who it has been shown to, as
 * plain JSON. Finding a card's zone is two lookups (`where[index[card]]`, or {@link locate}),
 * never a scan of the zones.
 *
 * Build one with {@link createZoneMap} (setup) or {@link parseZoneMap} (a saved state); change
 * it only with a {@link ZoneWriter}, which keeps `zones`, `where` and `revealed` in step.
 *
 * @example
 * ```ts
 * import { createZoneMap, type ZoneMap } from "@rulesmith/core";
 * const made = createZoneMap([{ id: "p0/deck", owner: 0, visibility: "hidden" }], { "p0/deck": ["c1", "c2"] });
 * const map: ZoneMap | undefined = made.ok ? made.value : undefined;
 * if (map !== undefined) map.where[map.index["c2"] ?? -1]; // "p0/deck"
 * ```
 */
export interface ZoneMap {
  /** Every zone by id (each key equals its zone's `id`); `cards[0]` is the top of a zone. */
  readonly zones: Readonly<Record<string, Zone>>;
  /**
   * Card id to its slot in `where`, for every card in every zone and no other: the slots are
   * 0 to n - 1, one per card. The card set of a match never changes, so every state of a match
   * shares this one table and a step never copies it.
   */
  readonly index: Readonly<Record<string, number>>;
  /**
   * Slot to the id of the zone its card is in (see `index`). A list, not a table by card id,
   * because a step that moves a card copies it: measured in V8, copying a list is some 30
   * times faster than copying an object of as many keys that was itself made by a copy.
   */
  readonly where: readonly string[];
  /**
   * Card id to the players it was shown to while in its current zone, ascending, never empty;
   * a card with no entry was shown to nobody. A move (or a shuffle of its zone) clears it.
   */
  readonly revealed: Readonly<Record<string, readonly PlayerId[]>>;
}

/**
 * One problem that {@link parseZoneMap} found: where (`$.zones["p0/hand"].cards[3]`) and what.
 *
 * @example
 * ```ts
 * import type { ZoneMapProblem } from "@rulesmith/core";
 * const p: ZoneMapProblem = { path: '$.index["c9"]', message: "names a card that is in no zone" };
 * ```
 */
export interface ZoneMapProblem {
  /** Where in the value, as a path from `$` (the value itself). */
  readonly path: string;
  /** What is wrong there, for a person; it quotes at most a short excerpt of the value. */
  readonly message: string;
}

// ---------------------------------------------------------------- internals

/** A zone copied by a writer in this step: its lists are the writer's own and change in place. */
interface OwnedZone {
  readonly id: string;
  readonly owner: PlayerId | null;
  readonly capacity: number | null;
  readonly visibility: Visibility;
  readonly cards: string[];
  readonly faceDown: string[];
}


/** The one success value of the writer's `Result<void>` operations, shared and frozen. */
const DONE: Result<void> = /* @__PURE__ */ Object.freeze({ ok: true as const, value: undefined });

/**
 * The zone with this id, or `undefined`. Checking `id` also refuses what a plain object
 * inherits (`zones["constructor"]` is a function, whose `id` is `undefined`), without a
 * second lookup.
 */
function zoneIn(zones: Readonly<Record<string, Zone>>, id: string): Zone | undefined {
  const zone = zones[id];
  return zone?.id === id ? zone : undefined;
}

/** A card's slot, or `-1` (read from a Map of the index: see `lookup.ts`). */
function slotIn(index: Readonly<Record<string, number>>, card: string): number {
  return slotsOf(index).get(card) ?? -1;
}

/** The zone id of a card, or `undefined`. */
function whereIs(index: Readonly<Record<string, number>>, where: readonly string[], card: string): string | undefined {
  const slot = slotsOf(index).get(card);
  return slot === undefined ? undefined : where[slot];
}

/** Whether a table has an own key. */
function hasKeys(table: object): boolean {
  for (const k in table) if (Object.hasOwn(table, k)) return true;
  return false;
}

/** The number of own keys of a table. */
function keyCount(table: object): number {
  let n = 0;
  for (const k in table) if (Object.hasOwn(table, k)) n++;
  return n;
}

/** The players `revealed` records `card` was shown to, or `undefined`. */
function shownList(revealed: Readonly<Record<string, readonly PlayerId[]>>, card: string): readonly PlayerId[] | undefined {
  const seats = revealed[card];
  return seats !== undefined && Object.hasOwn(revealed, card) ? seats : undefined;
}

/**
 * The `visibleTo` of an event nobody but its audience may see, shared: most events of a step
 * are seen in full by one seat (a draw, by its drawer) or by none, and their lists are the same.
 * Frozen, as every list an event shares must be.
 */
const NOBODY: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([]);
const ONLY: (readonly PlayerId[] | undefined)[] = [];

/** The shared one-seat list `[seat]` (see {@link NOBODY}). */
function only(seat: PlayerId): readonly PlayerId[] {
  if (seat >= 64) return [seat];
  return (ONLY[seat] ??= Object.freeze([seat]));
}

/** Whether `revealed` records that `seat` was shown `card`. */
function shownTo(revealed: Readonly<Record<string, readonly PlayerId[]>>, card: string, seat: PlayerId): boolean {
  const seats = revealed[card];
  return seats !== undefined && Object.hasOwn(revealed, card) && seats.includes(seat);
}

/** Whether a viewer identifies a card lying in `zone`, facing `down`, by the zone's visibility alone. */
function sees(zone: Zone, down: boolean, viewer: Viewer): boolean {
  switch (zone.visibility) {
    case "public":
      return !down || viewer === zone.owner;
    case "owner":
      return viewer === zone.owner;
    case "hidden":
      return false;
    default: {
      const never: never = zone.visibility;
      return never;
    }
  }
}

function unknownZone(id: string): RuleError {
  return ruleError(CoreErrorCode.UnknownZone, `There is no zone ${quote(id)}.`, { details: { zone: id } });
}

function cardNotFound(card: string): RuleError {
  return ruleError(CoreErrorCode.CardNotFound, `Card ${quote(card)} is not in any zone.`, { details: { card } });
}

function zoneFull(zone: Zone, capacity: number, adding: number): RuleError {
  return ruleError(
    CoreErrorCode.ZoneFull,
    `Zone ${quote(zone.id)} holds at most ${capacity} card${capacity === 1 ? "" : "s"}; it has ${zone.cards.length} and ${adding} more would not fit.`,
    { details: { zone: zone.id, capacity, count: zone.cards.length, adding } },
  );
}

function listedTwice(card: string): RuleError {
  return ruleError(CoreErrorCode.ZoneBadArgument, `Card ${quote(card)} is listed twice.`, { details: { card } });
}

/** The insertion index for `position` among `length` cards, or an error. */
function insertionIndex(position: MoveOptions["position"], length: number): number | RuleError {
  if (position === undefined || position === "top") return 0;
  if (position === "bottom") return length;
  if (Number.isInteger(position) && position >= 0 && position <= length) return position;
  return ruleError(CoreErrorCode.ZoneBadArgument, `Position ${excerpt(position)} is not "top", "bottom" or a whole number from 0 to ${length}.`, {
    details: { position: typeof position === "number" && Number.isFinite(position) ? position : excerpt(position), max: length },
  });
}

/** Removes one occurrence of `card` from a list the writer owns; `false` if it was not there. */
function removeFrom(list: string[], card: string): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  // The top by `shift` (V8 trims a long list's start in place); any other by hand, not by
  // `splice`, which makes a list of the removed: measured, faster for short lists and no
  // slower for a 40-card deck.
  if (i === 0) {
    list.shift();
    return true;
  }
  const last = list.length - 1;
  for (let j = i; j < last; j++) list[j] = list[j + 1] ?? "";
  list.pop();
  return true;
}

/**
 * Puts `card` at `index` of `list` (0 to its length): `splice(index, 0, card)` by hand, as in
 * {@link removeFrom}. Faster than `unshift` for the top of a list just copied (measured: 1.3 to
 * 1.6x for 6 to 40 cards), which has no room to grow.
 */
function insertAt(list: string[], index: number, card: string): void {
  list.push(card);
  for (let j = list.length - 1; j > index; j--) list[j] = list[j - 1] ?? "";
  list[index] = card;
}

/** A short, quoted excerpt of a string (at most about 40 characters), for messages. */
function quote(s: unknown): string {
  if (typeof s !== "string") return excerpt(s);
  const body = JSON.stringify(s.slice(0, 40)).slice(1, -1);
  return s.length > 40 || body.length > 38 ? `"${body.slice(0, 37)}…"` : `"${body}"`;
}

function isVisibility(v: unknown): v is Visibility {
  return v === "public" || v === "owner" || v === "hidden";
}

function isOwner(v: unknown): v is PlayerId | null {
  return v === null || isSeat(v);
}

function isCapacity(v: unknown): v is number | null {
  return v === null || isSeat(v);
}

/**
 * Why a string cannot be a card or zone id, or `undefined` when it can. `"__proto__"` is
 * refused because assigning it to a plain object sets the prototype instead of a key.
 */
function idProblem(v: unknown): string | undefined {
  if (typeof v !== "string") return `is ${excerpt(v)}, not a string id`;
  if (v === "") return "is an empty id";
  if (v === "__proto__") return 'is "__proto__", which is refused as an id';
  return undefined;
}

/** Orders entries by key (card ids "c2" before "c10"), for tables of one shape. */
function byKey(a: readonly [string, unknown], b: readonly [string, unknown]): number {
  const x = a[0];
  const y = b[0];
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * Copies a table. Spread, measured: 10-20x faster than `Object.assign` or a key loop for one
 * clone of a table with fast properties. One function per kind of table: a spread site that
 * sees tables of several shapes becomes megamorphic and several times slower.
 */
function cloneZones(table: Readonly<Record<string, Zone>>): Record<string, Zone> {
  return { ...table };
}

function cloneRevealed(table: Readonly<Record<string, readonly PlayerId[]>>): Record<string, readonly PlayerId[]> {
  return { ...table };
}

// ---------------------------------------------------------------- building

/**
 * Builds the zone map of a match from zone definitions and the cards each zone starts with.
 * Cards placed in a `"hidden"` zone start face down, all others face up; nothing starts
 * revealed.
 *
 * @param defs - The zones: non-empty distinct ids (not `"__proto__"`), owners that are player
 *   ids or `null`, capacities that are whole numbers or `null`, a visibility each.
 * @param placement - The cards each zone starts with, top first; every card at most once.
 * @returns The map; `config/invalid` for a bad or repeated zone id, a bad owner, capacity or
 *   visibility, a bad card id or a card placed twice; `zone/unknown` for cards placed in an
 *   undefined zone; `zone/full` when a zone starts over its capacity.
 * @example
 * ```ts
 * import { createZoneMap, locate } from "@rulesmith/core";
 * const made = createZoneMap(
 *   [{ id: "p0/deck", owner: 0, visibility: "hidden" }, { id: "p0/hand", owner: 0, visibility: "owner", capacity: 7 }],
 *   { "p0/deck": ["c1", "c2", "c3"] },
 * );
 * if (made.ok) locate(made.value, "c2"); // "p0/deck"
 * ```
 */
export function createZoneMap(defs: readonly ZoneDef[], placement?: Placement): Result<ZoneMap> {
  const bad = (message: string, details: Readonly<Record<string, string>>): Result<ZoneMap> => err(ruleError(CoreErrorCode.BadConfig, message, { details }));
  const ids = new Set<string>();
  for (const def of defs) {
    const problem = idProblem(def.id);
    if (problem !== undefined) return bad(`A zone id ${problem}.`, { zone: excerpt(def.id) });
    if (ids.has(def.id)) return bad(`Zone id ${quote(def.id)} is used twice.`, { zone: def.id });
    ids.add(def.id);
    if (!isOwner(def.owner ?? null)) return bad(`Zone ${quote(def.id)} has owner ${excerpt(def.owner)}; an owner is a player id or null.`, { zone: def.id });
    if (!isCapacity(def.capacity ?? null)) {
      return bad(`Zone ${quote(def.id)} has capacity ${excerpt(def.capacity)}; a capacity is a whole number from 0, or null.`, { zone: def.id });
    }
    if (!isVisibility(def.visibility)) return bad(`Zone ${quote(def.id)} needs a visibility of "public", "owner" or "hidden".`, { zone: def.id });
  }
  const placed = new Set<string>();
  if (placement !== undefined) {
    for (const key of Object.keys(placement)) {
      if (!ids.has(key)) return err(unknownZone(key));
      for (const card of placement[key] ?? []) {
        const problem = idProblem(card);
        if (problem !== undefined) return bad(`Zone ${quote(key)} is given a card that ${problem}.`, { zone: key });
        if (placed.has(card)) return bad(`Card ${quote(card)} is placed twice.`, { card });
        placed.add(card);
      }
    }
  }
  const zones: [string, Zone][] = [];
  const placedIn: [string, string][] = [];
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
      return err(
        ruleError(CoreErrorCode.ZoneFull, `Zone ${quote(def.id)} holds at most ${capacity} card${capacity === 1 ? "" : "s"}; ${cards.length} are placed in it.`, {
          details: { zone: def.id, capacity, count: 0, adding: cards.length },
        }),
      );
    }
    zones.push([def.id, zone]);
    for (const card of cards) placedIn.push([card, def.id]);
  }
  return ok({ zones: Object.fromEntries(zones), ...indexOf(placedIn), revealed: {} });
}

/**
 * The last zone index made for each number of cards. Every match dealt the same ids (every
 * match of a game with decks of the same sizes) shares one index object, so its lookup Map (see
 * `lookup.ts`) is made once, not once per match, and a setup neither sorts the ids nor builds
 * the table again. Indexes are never written, so sharing one is safe.
 */
const indexesBySize = new Map<number, Readonly<Record<string, number>>>();

/**
 * The `index` and `where` of cards given with their zones. Slots follow card-id order ("c2"
 * before "c10"), not placement order, so that the same ids give the same index whatever the
 * shuffle.
 */
function indexOf(placedIn: readonly (readonly [string, string])[]): { index: Readonly<Record<string, number>>; where: string[] } {
  const n = placedIn.length;
  const known = indexesBySize.get(n);
  if (known !== undefined) {
    // The same ids as last time? (They are distinct, so n of them found in an index of n is all of them.)
    const slots = slotsOf(known);
    const where = new Array<string>(n);
    let same = true;
    for (const [card, zone] of placedIn) {
      const slot = slots.get(card);
      if (slot === undefined) {
        same = false;
        break;
      }
      where[slot] = zone;
    }
    if (same) return { index: known, where };
  }
  const sorted = placedIn.slice().sort(byKey);
  const index: Record<string, number> = {};
  const where: string[] = [];
  for (let i = 0; i < n; i++) {
    const [card, zone] = sorted[i] ?? ["", ""];
    index[card] = i;
    where.push(zone);
  }
  if (indexesBySize.size >= 16) indexesBySize.clear();
  indexesBySize.set(n, index);
  return { index, where };
}

// ---------------------------------------------------------------- queries

/**
 * The zone a card is in: one lookup, whatever the number of zones.
 *
 * @param map - The zone map.
 * @param card - A card id.
 * @returns The zone id, or `undefined` when the card is in no zone.
 * @example
 * ```ts
 * import { createZoneMap, locate } from "@rulesmith/core";
 * const made = createZoneMap([{ id: "hand", owner: 0, visibility: "owner" }], { hand: ["c1"] });
 * if (made.ok) locate(made.value, "c1"); // "hand"
 * ```
 */
export function locate(map: ZoneMap, card: string): string | undefined {
  return whereIs(map.index, map.where, card);
}

/**
 * A card's slot in the zone map: a number from 0 to n - 1 (n the number of cards of the match),
 * fixed for the match. A game that keeps a status per card may keep it in a list by slot
 * instead of a table by card id: a step that changes one status then copies a list, which V8
 * does many times faster than a table whose keys come and go.
 *
 * @param map - The zone map.
 * @param card - A card id.
 * @returns The slot, or `-1` when the card is in no zone.
 * @example
 * ```ts
 * import { createZoneMap, slotOf } from "@rulesmith/core";
 * const made = createZoneMap([{ id: "hand", owner: 0, visibility: "owner" }], { hand: ["c1", "c2"] });
 * if (made.ok) slotOf(made.value, "c2"); // 1
 * ```
 */
export function slotOf(map: ZoneMap, card: string): number {
  return slotIn(map.index, card);
}

/**
 * Where a card lies in its zone, counted from the top: one `indexOf` in that one zone.
 *
 * @param map - The zone map.
 * @param card - A card id.
 * @returns The index (0 is the top), or `-1` when the card is in no zone.
 * @example
 * ```ts
 * import { createZoneMap, positionOf } from "@rulesmith/core";
 * const made = createZoneMap([{ id: "deck", visibility: "hidden" }], { deck: ["a", "b", "c"] });
 * if (made.ok) positionOf(made.value, "c"); // 2 — third from the top
 * ```
 */
export function positionOf(map: ZoneMap, card: string): number {
  const id = whereIs(map.index, map.where, card);
  const zone = id === undefined ? undefined : zoneIn(map.zones, id);
  return zone === undefined ? -1 : zone.cards.indexOf(card);
}

/**
 * Tells whether a viewer may identify a card where it lies now. By the zone's visibility: in a
 * `"public"` zone everyone identifies face-up cards and only the zone's owner face-down ones;
 * in an `"owner"` zone only the owner, face up or down; in a `"hidden"` zone nobody. Besides
 * that, every player in `revealed[card]` identifies it.
 *
 * @remarks
 * A spectator is never in a `revealed` list: a reveal to `"all"` records every seat, so
 * spectators identify only what the zone's visibility shows. A card in no zone is identified
 * by nobody.
 *
 * @param map - The zone map.
 * @param card - A card id.
 * @param viewer - A player or `"spectator"`.
 * @returns `true` when the viewer may know which card it is.
 * @example
 * ```ts
 * import { createZoneMap, canIdentify } from "@rulesmith/core";
 * const made = createZoneMap([{ id: "p0/hand", owner: 0, visibility: "owner" }], { "p0/hand": ["c1"] });
 * if (made.ok) {
 *   canIdentify(made.value, "c1", 0); // true — it is player 0's hand
 *   canIdentify(made.value, "c1", 1); // false
 * }
 * ```
 */
export function canIdentify(map: ZoneMap, card: string, viewer: Viewer): boolean {
  const id = whereIs(map.index, map.where, card);
  const zone = id === undefined ? undefined : zoneIn(map.zones, id);
  if (zone === undefined) return false;
  if (zone.visibility !== "hidden" && sees(zone, zone.visibility === "public" && zone.faceDown.includes(card), viewer)) return true;
  return viewer !== "spectator" && shownTo(map.revealed, card, viewer);
}

/**
 * A zone as one viewer may see it, as plain JSON for a view: the same shape as `redactZone`
 * gives, with the cards the viewer may identify (see {@link canIdentify}, reveals included) and
 * `null` for the others; facing and the count are public.
 *
 * @param map - The zone map.
 * @param zoneId - The zone.
 * @param viewer - A player or `"spectator"`.
 * @returns The view (id, owner, visibility, count, cards, per-card facing), or `undefined`
 *   when there is no such zone.
 * @example
 * ```ts
 * import { createZoneMap, zoneViewOf } from "@rulesmith/core";
 * const made = createZoneMap([{ id: "p0/hand", owner: 0, visibility: "owner" }], { "p0/hand": ["c1", "c2"] });
 * if (made.ok) zoneViewOf(made.value, "p0/hand", 1);
 * // { id: "p0/hand", owner: 0, visibility: "owner", count: 2, cards: [null, null], faceDown: [false, false] }
 * ```
 */
export function zoneViewOf(map: ZoneMap, zoneId: string, viewer: Viewer): ZoneView | undefined {
  const zone = zoneIn(map.zones, zoneId);
  if (zone === undefined) return undefined;
  const n = zone.cards.length;
  const down = zone.faceDown.length === 0 ? undefined : new Set(zone.faceDown);
  const cards = new Array<string | null>(n);
  const faceDown = new Array<boolean>(n);
  const revealed = map.revealed;
  for (let i = 0; i < n; i++) {
    const card = zone.cards[i] ?? "";
    const isDown = down?.has(card) ?? false;
    faceDown[i] = isDown;
    cards[i] = sees(zone, isDown, viewer) || (viewer !== "spectator" && shownTo(revealed, card, viewer)) ? card : null;
  }
  return { id: zone.id, owner: zone.owner, visibility: zone.visibility, count: n, cards, faceDown };
}

// ---------------------------------------------------------------- the writer

/**
 * Changes a {@link ZoneMap} inside one transition step, copy-on-write: the `zones`, `where` and
 * `revealed` tables and each zone it touches are copied once, on their first write, and changed
 * in place after that; nothing it does not write is copied, and the base map is never changed.
 * Every operation keeps each card in exactly one zone and `where` in step with the zones, and
 * either succeeds whole or fails with a `RuleError` and changes nothing.
 *
 * Moves push `card-moved` events and reveals push `cards-revealed` events to the `events`
 * list, in the order they happen; {@link ZoneWriter.finish} then gives each one that names a
 * card someone may not identify its `visibleTo` and `publicForm`, so that `redactEvents` alone
 * shows every viewer only what they may know (see the remarks).
 *
 * @remarks
 * A writer is a local working copy for one step, like {@link Rng}: make one from the state's
 * map, run the step's operations, store {@link ZoneWriter.finish}'s map in the new state. Do not
 * keep {@link ZoneWriter.map} across operations: it is changed in place by the next one.
 *
 * **Who an event names a card to.** A step is what the writer does from its start (or its last
 * `finish`) to `finish`. When it ends, an event that names a card is seen in full by the seats
 * that could identify the card where it lay at the step's start or can where it lies at its end
 * (by zone visibility, facing and the `revealed` lists: {@link canIdentify}). A card the spectator
 * identifies at one end (face up in a public zone) is identified by everyone, and its event stays
 * as it is: no `visibleTo`, no `publicForm`, nothing allocated. Otherwise the event gets
 * `visibleTo` (those seats, in seat order; the list may be shared with other events, and is
 * frozen) and a `publicForm` without the card: a `card-moved` event with `card: null` (`from`
 * and `to` kept), a `cards-revealed` event with `null` for each card the spectator identifies
 * at neither end. A card drawn from a hidden deck into its owner's hand is its owner's; a card
 * shown to everyone and shuffled back in the same step is named only to those who knew it
 * before or know it after; a reveal to some seats stays theirs alone (no public form), kept to
 * those of them who identify every card. A game's own events that name cards are judged the
 * same way through {@link ZoneWriter.emitNaming}.
 *
 * Judging by the ends of the step rather than of each move is what a viewer holding the states
 * around the step decides too (a kit ruleset's `viewEvents` with them): a move in the middle of
 * a step never names a card the step hides again before it ends. Until `finish`, the events are
 * as they happened, without these fields.
 *
 * @example
 * ```ts
 * import { createZoneMap, locate, ZoneWriter, type GameEvent } from "@rulesmith/core";
 * const made = createZoneMap(
 *   [{ id: "p0/deck", owner: 0, visibility: "hidden" }, { id: "p0/hand", owner: 0, visibility: "owner" }, { id: "p0/field", owner: 0, visibility: "public" }],
 *   { "p0/deck": ["c1", "c2", "c3"] },
 * );
 * if (made.ok) {
 *   const events: GameEvent[] = [];
 *   const w = new ZoneWriter(made.value, [0, 1], events);
 *   w.draw("p0/deck", "p0/hand", 2, { position: "bottom" }); // { ok: true, value: ["c1", "c2"] }
 *   w.move("c2", "p0/field");
 *   // made.value is unchanged
 *   const after = w.finish();
 *   locate(after, "c2");        // "p0/field"
 *   w.revealedSomething;        // true — player 0 now knows c1, everyone knows c2
 *   events.length;              // 3 — card-moved events
 *   events[0]?.visibleTo;       // [0] — c1 is player 0's; c2 ends face up, named to all
 * }
 * ```
 */
export class ZoneWriter {
  private readonly seats: readonly PlayerId[];
  private readonly events: GameEvent[] | undefined;
  /** The current tables: the base's until first written, then the writer's own copies. */
  private zones: Readonly<Record<string, Zone>>;
  /** The base's `index`: fixed for the match, never written. */
  private readonly index: Readonly<Record<string, number>>;
  private where: readonly string[];
  private revealed: Readonly<Record<string, readonly PlayerId[]>>;
  /** The writer's own copies of the tables, once made in this step (the same objects as above). */
  private zonesOwn: Record<string, Zone> | undefined = undefined;
  private whereOwn: string[] | undefined = undefined;
  private revealedOwn: Record<string, readonly PlayerId[]> | undefined = undefined;
  /** The zones copied in this step: a handful, so a list searched by identity is cheapest. */
  private owned: OwnedZone[] = [];
  /** What `map` returns: one object for the writer's life up to `finish`, its tables kept current. */
  private live: {
    zones: Readonly<Record<string, Zone>>;
    readonly index: Readonly<Record<string, number>>;
    where: readonly string[];
    revealed: Readonly<Record<string, readonly PlayerId[]>>;
  };
  /** The map `finish` returns while nothing is written: the base, or the last map finished. */
  private unchanged: ZoneMap | undefined;
  private revealedAny = false;
  /** How many cards `revealed` lists now, or -1 until counted (see `forget`). */
  private revealedCount = -1;
  /** Whether a key was deleted from the writer's own `revealed` since the last `finish`. */
  private revealedDeleted = false;
  /** The map at the writer's start or its last `finish`: where the step its events are judged for began. */
  private start: ZoneMap;
  /** The step's `card-moved` events, judged at `finish`; made on the step's first move. */
  private moves: Writable<CardMovedEvent>[] | undefined = undefined;
  /** The step's `cards-revealed` events, judged at `finish`; made on the step's first reveal. */
  private reveals: Writable<CardsRevealedEvent>[] | undefined = undefined;
  /** The game's events that name cards (see `emitNaming`), and the cards each names, judged at `finish`. */
  private naming: { readonly event: Writable<GameEvent>; readonly cards: readonly string[] }[] | undefined = undefined;
  /** While judging: the `revealed` tables of the step's start and end, or `undefined` for an empty one. */
  private shownAtStart: Readonly<Record<string, readonly PlayerId[]>> | undefined = undefined;
  private shownAtEnd: Readonly<Record<string, readonly PlayerId[]>> | undefined = undefined;

  /**
   * Starts a working copy of a map for one step.
   *
   * @param base - The map to start from (from {@link createZoneMap}, {@link parseZoneMap} or
   *   a previous {@link ZoneWriter.finish}); it is never changed.
   * @param seats - Every player of the match: who a reveal to `"all"` is recorded for, and who
   *   {@link ZoneWriter.revealedSomething} considers.
   * @param events - A list to push the step's `card-moved` and `cards-revealed` events to
   *   (judged at each `finish`); left out, no events are made and nothing is judged.
   */
  constructor(base: ZoneMap, seats: readonly PlayerId[], events?: GameEvent[]) {
    this.seats = seats;
    this.events = events;
    this.zones = base.zones;
    this.index = base.index;
    this.where = base.where;
    this.revealed = base.revealed;
    this.live = { zones: base.zones, index: base.index, where: base.where, revealed: base.revealed };
    this.unchanged = base;
    this.start = base;
  }

  /**
   * The map as it is now, for reading between operations.
   *
   * @remarks The same object from the writer's start (or its last {@link ZoneWriter.finish})
   * on: every operation keeps it current, so a reference kept between operations still reads
   * the zones as they are. Use {@link ZoneWriter.finish} for a map that stays as it is.
   *
   * @returns The current map.
   */
  get map(): ZoneMap {
    return this.live;
  }

  /**
   * Whether an operation of this writer so far let some seat, or a spectator, identify a card
   * it could not identify just before: a move into a place where the seat sees it (a draw from a
   * hidden deck into its owner's hand counts: the owner now knows the card), a flip face up, a
   * reveal to a seat that did not know the card, or a card every seat was shown turning up face
   * up in a public zone (the spectator sees it there first). Shuffles and moves out of sight
   * never count.
   *
   * @returns `true` once anything was revealed; a step that returns `true` is where undo stops.
   */
  get revealedSomething(): boolean {
    return this.revealedAny;
  }

  /**
   * Moves one card, from wherever it is, to a zone. Facing: `options.faceDown` when given;
   * otherwise face down when the target is `"hidden"` and face up elsewhere, and a card moved
   * within its own zone keeps its facing. The card's `revealed` entry is cleared. Pushes a
   * `card-moved` event (`{ card, from, to }`), which `finish` gives `visibleTo` and a public
   * form with `card: null` when someone could identify the card at neither end of the step (see
   * {@link ZoneWriter}); a move everybody can follow stays as it is.
   *
   * @param card - The card to move.
   * @param to - The target zone id.
   * @param options - Position (default `"top"`; an index counts from the top among the cards
   *   that stay in the target) and facing.
   * @returns `ok`; or `zone/unknown`, `zone/card-not-found`, `zone/full` (naming the zone and its
   *   capacity), or `zone/bad-argument` for a bad position. Nothing changes on an error.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "hand", owner: 0, visibility: "owner" }, { id: "discard", visibility: "public" }], { hand: ["c1"] });
   * if (made.ok) {
   *   const w = new ZoneWriter(made.value, [0, 1]);
   *   w.move("c1", "discard", { position: "bottom" }); // { ok: true, value: undefined }
   *   w.move("c1", "nowhere").ok;                       // false — zone/unknown
   * }
   * ```
   */
  move(card: string, to: string, options?: MoveOptions): Result<void> {
    const target = zoneIn(this.zones, to);
    if (target === undefined) return err(unknownZone(to));
    const from = whereIs(this.index, this.where, card);
    const source = from === undefined ? undefined : zoneIn(this.zones, from);
    if (from === undefined || source === undefined) return err(cardNotFound(card));
    const wasDown = source.faceDown.includes(card);
    const down = options?.faceDown ?? (from === to ? wasDown : target.visibility === "hidden");
    if (from === to) {
      const index = insertionIndex(options?.position, target.cards.length - 1);
      if (typeof index !== "number") return err(index);
      this.noteMove(card, source, wasDown, target, down);
      const zone = this.own(target);
      removeFrom(zone.cards, card);
      insertAt(zone.cards, index, card);
      if (down !== wasDown) {
        if (down) zone.faceDown.push(card);
        else removeFrom(zone.faceDown, card);
      }
    } else {
      if (target.capacity !== null && target.cards.length + 1 > target.capacity) return err(zoneFull(target, target.capacity, 1));
      const index = insertionIndex(options?.position, target.cards.length);
      if (typeof index !== "number") return err(index);
      this.noteMove(card, source, wasDown, target, down);
      const left = this.own(source);
      removeFrom(left.cards, card);
      if (wasDown) removeFrom(left.faceDown, card);
      const arrived = this.own(target);
      insertAt(arrived.cards, index, card);
      if (down) arrived.faceDown.push(card);
      this.writableWhere()[slotIn(this.index, card)] = to;
    }
    this.forget(card);
    if (this.events !== undefined) this.moved(this.events, card, from, to);
    return DONE;
  }

  /**
   * Moves several cards, from wherever each is, to one zone: all of them or, on any error,
   * none. They land together at `position`, in the order given (`cards[0]` nearest the top).
   * Facing follows {@link ZoneWriter.move}, card by card; one `card-moved` event per card, in
   * the order given, each judged at `finish` as {@link ZoneWriter.move}'s is (a draw of five
   * from a hidden deck into a hand: five events naming their card to the hand's owner only).
   *
   * @param cards - The cards, each listed once.
   * @param to - The target zone id.
   * @param options - Position (default `"top"`; an index counts the target's cards that stay)
   *   and facing.
   * @returns `ok`; or the first problem: `zone/unknown`, `zone/card-not-found` (with every
   *   missing card in `details`), `zone/full`, `zone/bad-argument` (a repeated card, a bad
   *   position). Nothing changes on an error.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "hand", owner: 0, visibility: "owner" }, { id: "deck", visibility: "hidden" }], { hand: ["a", "b"] });
   * if (made.ok) {
   *   const w = new ZoneWriter(made.value, [0, 1]);
   *   w.moveMany(["a", "b"], "deck", { position: "bottom" });
   *   w.map.zones["deck"]?.cards; // ["a", "b"] — both face down
   * }
   * ```
   */
  moveMany(cards: readonly string[], to: string, options?: MoveOptions): Result<void> {
    const target = zoneIn(this.zones, to);
    if (target === undefined) return err(unknownZone(to));
    const first = cards[0];
    if (first === undefined) return DONE;
    if (cards.length === 1) return this.move(first, to, options);
    // Repeats: a few cards are checked against each other, many through a Set.
    const seen = cards.length > 16 ? new Set<string>() : undefined;
    const sources: Zone[] = [];
    const missing: string[] = [];
    let incoming = 0;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] ?? "";
      if (seen === undefined ? cards.indexOf(card) !== i : seen.has(card)) return err(listedTwice(card));
      seen?.add(card);
      const from = whereIs(this.index, this.where, card);
      const source = from === undefined ? undefined : zoneIn(this.zones, from);
      if (source === undefined) missing.push(card);
      else {
        sources.push(source);
        if (source !== target) incoming++;
      }
    }
    if (missing.length > 0) {
      const one = missing[0] ?? "";
      if (missing.length === 1) return err(cardNotFound(one));
      const names = missing.slice(0, 3).map(quote).join(", ");
      return err(ruleError(CoreErrorCode.CardNotFound, `Cards ${names}${missing.length > 3 ? ` and ${missing.length - 3} more` : ""} are not in any zone.`, { details: { cards: missing } }));
    }
    if (target.capacity !== null && target.cards.length + incoming > target.capacity) return err(zoneFull(target, target.capacity, incoming));
    const index = insertionIndex(options?.position, target.cards.length - (cards.length - incoming));
    if (typeof index !== "number") return err(index);

    // Facings first, from the zones as they are before anything moves.
    const downs: boolean[] = [];
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] ?? "";
      const source = sources[i] ?? target;
      const wasDown = source.faceDown.includes(card);
      const down = options?.faceDown ?? (source === target ? wasDown : target.visibility === "hidden");
      downs.push(down);
      this.noteMove(card, source, wasDown, target, down);
    }
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] ?? "";
      const zone = this.own(sources[i] ?? target);
      removeFrom(zone.cards, card);
      removeFrom(zone.faceDown, card);
    }
    const arrived = this.own(target);
    const below = arrived.cards.splice(index);
    for (const card of cards) arrived.cards.push(card);
    for (const card of below) arrived.cards.push(card);
    let where: string[] | undefined;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] ?? "";
      const from = sources[i]?.id ?? to;
      if (downs[i] === true) arrived.faceDown.push(card);
      if (from !== to) (where ??= this.writableWhere())[slotIn(this.index, card)] = to;
      this.forget(card);
      if (this.events !== undefined) this.moved(this.events, card, from, to);
    }
    return DONE;
  }

  /**
   * Takes cards from the top of one zone into another ("draw 5", "mill 3"). The cards keep
   * their order and land together at `position` (default: the top of the target, the first one
   * taken topmost); pass `position: "bottom"` to append, as a hand usually does.
   *
   * @remarks
   * Asking for more cards than the zone holds is an error (`zone/empty`) unless `allowFewer` is
   * set; then all remaining cards are taken and the length of the result tells how many.
   * Deciding what running out means (losing, reshuffling a discard pile) is the game's rule.
   *
   * @param from - The zone to take from.
   * @param to - The zone to put them in.
   * @param count - How many, a whole number from 0.
   * @param options - Position, facing, `allowFewer`.
   * @returns The cards taken, top first; or `zone/unknown`, `zone/empty` (with `details`
   *   `{ zone, requested, available }`), `zone/full`, `zone/bad-argument`. Nothing changes on
   *   an error.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "deck", owner: 0, visibility: "hidden" }, { id: "hand", owner: 0, visibility: "owner" }], { deck: ["a", "b", "c"] });
   * if (made.ok) {
   *   const w = new ZoneWriter(made.value, [0, 1]);
   *   w.draw("deck", "hand", 2, { position: "bottom" }); // { ok: true, value: ["a", "b"] }
   *   w.draw("deck", "hand", 5).ok;                      // false — zone/empty, one card left
   * }
   * ```
   */
  draw(from: string, to: string, count: number, options?: DrawOptions): Result<readonly string[]> {
    const source = zoneIn(this.zones, from);
    if (source === undefined) return err(unknownZone(from));
    if (zoneIn(this.zones, to) === undefined) return err(unknownZone(to));
    if (!Number.isInteger(count) || count < 0) return err(ruleError(CoreErrorCode.ZoneBadArgument, `Cannot take ${excerpt(count)} cards: the count is a whole number from 0.`));
    const available = source.cards.length;
    if (count > available && options?.allowFewer !== true) {
      return err(
        ruleError(CoreErrorCode.ZoneEmpty, `Zone ${quote(from)} has ${available} card${available === 1 ? "" : "s"}; ${count} were asked for.`, {
          details: { zone: from, requested: count, available },
        }),
      );
    }
    const taken = source.cards.slice(0, count < available ? count : available);
    const moved = this.moveMany(taken, to, options);
    return moved.ok ? ok(taken) : moved;
  }

  /**
   * Shuffles a zone with the seeded generator, every order equally likely (Fisher-Yates, the
   * same draws as `shuffled` makes, so a zone shuffles alike in both zone APIs). Facing is kept;
   * the `revealed` entries of the zone's cards are cleared, since where each one now lies is
   * not known.
   *
   * @param zone - The zone to shuffle.
   * @param rng - The transition's working generator: an {@link Rng}, or anything with its
   *   `int` (a `Chance`, which then counts the shuffle as chance used).
   * @returns `ok`, or `zone/unknown`. A zone of fewer than two cards is left as it is and no
   *   number is drawn.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter, Rng, seedRng } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "deck", visibility: "hidden" }], { deck: ["a", "b", "c"] });
   * const rng = new Rng(seedRng(1));
   * if (made.ok) new ZoneWriter(made.value, [0, 1]).shuffle("deck", rng); // { ok: true, value: undefined } — write rng.state() back afterwards
   * ```
   */
  shuffle(zone: string, rng: Pick<Rng, "int">): Result<void> {
    const found = zoneIn(this.zones, zone);
    if (found === undefined) return err(unknownZone(zone));
    if (found.cards.length < 2) return DONE;
    const cards = this.own(found).cards;
    for (const card of cards) this.forget(card);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = cards[i] ?? "";
      cards[i] = cards[j] ?? "";
      cards[j] = t;
    }
    return DONE;
  }

  /**
   * Turns a card face down or face up where it lies.
   *
   * @param card - The card.
   * @param faceDown - `true` to turn it face down, `false` face up.
   * @returns `ok` (nothing is copied when the card already lies so), or `zone/card-not-found`.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter, canIdentify } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "field", owner: 0, visibility: "public" }], { field: ["trap"] });
   * if (made.ok) {
   *   const w = new ZoneWriter(made.value, [0, 1]);
   *   w.setFaceDown("trap", true);
   *   canIdentify(w.map, "trap", 1); // false — only player 0 knows it now
   * }
   * ```
   */
  setFaceDown(card: string, faceDown: boolean): Result<void> {
    const from = whereIs(this.index, this.where, card);
    const zone = from === undefined ? undefined : zoneIn(this.zones, from);
    if (zone === undefined) return err(cardNotFound(card));
    const isDown = zone.faceDown.includes(card);
    if (isDown === faceDown) return DONE;
    this.noteMove(card, zone, isDown, zone, faceDown);
    const own = this.own(zone);
    if (faceDown) own.faceDown.push(card);
    else removeFrom(own.faceDown, card);
    return DONE;
  }

  /**
   * Shows cards of one zone to some players, or to every seat with `"all"`, and records it in
   * `revealed` until each card moves. Pushes a `cards-revealed` event (`{ zone, cards, to }`,
   * `to` as given, repeats removed); revealing moves nothing. A reveal to some players has
   * `visibleTo` (those players) and no public form; `finish` judges both kinds by the ends of the
   * step (see {@link ZoneWriter}): a reveal to `"all"` names the cards in full to the seats that
   * identify them, which a spectator never does through a reveal.
   *
   * @param cards - The cards, all in one zone, each listed once.
   * @param to - Seats of this match, or `"all"` for every seat.
   * @returns `ok`; or `zone/card-not-found`, `player/unknown` for a seat not in the match, or
   *   `zone/bad-argument` for an empty list, a repeated card or cards from several zones.
   *   Nothing changes on an error.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter, canIdentify } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "p0/hand", owner: 0, visibility: "owner" }], { "p0/hand": ["c4", "c5"] });
   * if (made.ok) {
   *   const w = new ZoneWriter(made.value, [0, 1]);
   *   w.reveal(["c4"], [1]);
   *   canIdentify(w.map, "c4", 1); // true — until c4 moves
   *   w.revealedSomething;         // true
   * }
   * ```
   */
  reveal(cards: readonly string[], to: readonly PlayerId[] | "all"): Result<void> {
    const first = cards[0];
    if (first === undefined) return err(ruleError(CoreErrorCode.ZoneBadArgument, "Reveal at least one card."));
    const key = whereIs(this.index, this.where, first);
    const zone = key === undefined ? undefined : zoneIn(this.zones, key);
    if (key === undefined || zone === undefined) return err(cardNotFound(first));
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] ?? "";
      if (cards.indexOf(card) !== i) return err(listedTwice(card));
      const at = whereIs(this.index, this.where, card);
      if (at === undefined) return err(cardNotFound(card));
      if (at !== key) return err(ruleError(CoreErrorCode.ZoneBadArgument, `Cards revealed together must be in one zone; ${quote(card)} is not in ${quote(key)}.`, { details: { card, zone: key } }));
    }
    const audience: PlayerId[] = [];
    for (const seat of to === "all" ? this.seats : to) {
      if (!this.seats.includes(seat)) {
        return err(ruleError(CoreErrorCode.UnknownPlayer, `Player ${excerpt(seat)} is not in this match.`, { details: { player: isSeat(seat) ? seat : excerpt(seat) } }));
      }
      if (!audience.includes(seat)) audience.push(seat);
    }
    audience.sort((a, b) => a - b);
    // One list for every card shown to nobody before: stored lists are never written.
    const fresh: readonly PlayerId[] = audience.slice();
    for (const card of cards) {
      const listed = this.revealed[card];
      const before = listed !== undefined && Object.hasOwn(this.revealed, card) ? listed : undefined;
      if (!this.revealedAny) {
        const down = zone.faceDown.includes(card);
        for (const seat of audience) if (!sees(zone, down, seat) && before?.includes(seat) !== true) this.revealedAny = true;
      }
      if (audience.length === 0 || (before !== undefined && audience.every((s) => before.includes(s)))) continue;
      const merged = before === undefined ? fresh : before.concat(audience.filter((s) => !before.includes(s))).sort((a, b) => a - b);
      if (before === undefined && this.revealedCount >= 0) this.revealedCount++;
      this.writableRevealed()[card] = merged;
    }
    if (this.events !== undefined) {
      // A reveal to some players is their event alone: even its public form would tell the
      // others how many cards were shown (how many a search found).
      const event: Writable<CardsRevealedEvent> =
        to === "all" ? { type: "cards-revealed", zone: key, cards: cards.slice(), to: "all" } : { type: "cards-revealed", zone: key, cards: cards.slice(), to: audience, visibleTo: audience.slice() };
      this.events.push(event);
      (this.reveals ??= []).push(event);
    }
    return DONE;
  }

  /**
   * Records an event of the game's own that names cards (`{ type: "recruited", card: "c5",
   * faceDown: true }`), to be judged like the writer's own events when the step ends: it gets
   * `visibleTo` and `publicForm` unless everyone could identify every card it names (see
   * {@link ZoneWriter} for the rule). Pushed to the events list in its place among the writer's
   * events; nothing is recorded when the writer has no events list.
   *
   * @remarks
   * The writer pushes a copy of `event` (the one it completes at {@link ZoneWriter.finish}). The
   * public form is the event with each id hidden from it removed as a view removes ids: `null`
   * for a field that is the id, "a card" inside text. An event that has its own `visibleTo`
   * keeps its own `publicForm`, and its `visibleTo` loses the seats that could identify a card
   * it names at neither end of the step.
   *
   * @param event - The event, naming cards in any of its fields.
   * @param cards - The cards it names that some viewer may not identify.
   * @example
   * ```ts
   * import { createZoneMap, redactEvents, ZoneWriter, type GameEvent } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "p0/hand", owner: 0, visibility: "owner" }, { id: "p0/row", owner: 0, visibility: "public" }], { "p0/hand": ["c5"] });
   * if (made.ok) {
   *   const events: GameEvent[] = [];
   *   const w = new ZoneWriter(made.value, [0, 1], events);
   *   w.move("c5", "p0/row", { faceDown: true });
   *   w.emitNaming({ type: "recruited", card: "c5", faceDown: true }, ["c5"]);
   *   w.finish();
   *   redactEvents(events, 1); // [{ type: "card-moved", card: null, from: "p0/hand", to: "p0/row" }, { type: "recruited", card: null, faceDown: true }]
   * }
   * ```
   */
  emitNaming(event: GameEvent, cards: readonly string[]): void {
    if (this.events === undefined) return;
    const own: Writable<GameEvent> = { ...event };
    this.events.push(own);
    if (cards.length > 0) (this.naming ??= []).push({ event: own, cards: cards.slice() });
  }

  /**
   * Ends the step: the map as it is now, a new object wherever something was written and the
   * base's own objects everywhere else (the base itself when nothing was written). The step's
   * events that name cards get their `visibleTo` and `publicForm` here (see {@link ZoneWriter}).
   *
   * @remarks The writer may go on after `finish`: its next write copies again, from the
   * finished map, so a map once returned never changes.
   *
   * @returns The new map.
   * @example
   * ```ts
   * import { createZoneMap, ZoneWriter } from "@rulesmith/core";
   * const made = createZoneMap([{ id: "a", visibility: "public" }, { id: "b", visibility: "public" }, { id: "c", visibility: "public" }], { a: ["x"] });
   * if (made.ok) {
   *   const w = new ZoneWriter(made.value, [0, 1]);
   *   w.move("x", "b");
   *   const after = w.finish();
   *   after.zones["c"] === made.value.zones["c"]; // true — untouched zones are shared
   * }
   * ```
   */
  finish(): ZoneMap {
    if (this.revealedDeleted) {
      // Deleting keys leaves a table V8 reads and copies slowly: store a fresh one.
      this.revealedDeleted = false;
      const own = this.revealedOwn;
      if (own !== undefined) {
        const t: Record<string, readonly PlayerId[]> = {};
        for (const k of Object.keys(own)) {
          const v = own[k];
          if (v !== undefined) t[k] = v;
        }
        this.revealed = t;
        this.live.revealed = t;
      }
    }
    const map: ZoneMap = this.unchanged ?? this.live;
    if (this.moves !== undefined || this.reveals !== undefined || this.naming !== undefined) this.judge(this.start, map);
    this.start = map;
    this.unchanged = map;
    this.live = { zones: map.zones, index: map.index, where: map.where, revealed: map.revealed };
    this.zonesOwn = undefined;
    this.whereOwn = undefined;
    this.revealedOwn = undefined;
    if (this.owned.length > 0) this.owned = [];
    return map;
  }

  // -------------------------------------------------------------- copy-on-write

  /** The writer's own copy of `zone`, made (and put in its own zones table) on first write. */
  private own(zone: Zone): OwnedZone {
    // By id, not identity: `zone` may be the base's object for a zone copied since.
    const owned = this.owned;
    for (const z of owned) if (z.id === zone.id) return z;
    const copy: OwnedZone = {
      id: zone.id,
      owner: zone.owner,
      capacity: zone.capacity,
      visibility: zone.visibility,
      cards: zone.cards.slice(),
      faceDown: zone.faceDown.slice(),
    };
    owned.push(copy);
    this.writableZones()[zone.id] = copy;
    return copy;
  }

  private writableZones(): Record<string, Zone> {
    if (this.zonesOwn !== undefined) return this.zonesOwn;
    const t = cloneZones(this.zones);
    this.zonesOwn = t;
    this.zones = t;
    this.live.zones = t;
    this.unchanged = undefined;
    return t;
  }

  private writableWhere(): string[] {
    if (this.whereOwn !== undefined) return this.whereOwn;
    const t = this.where.slice();
    this.whereOwn = t;
    this.where = t;
    this.live.where = t;
    this.unchanged = undefined;
    return t;
  }

  private writableRevealed(): Record<string, readonly PlayerId[]> {
    if (this.revealedOwn !== undefined) return this.revealedOwn;
    const t = cloneRevealed(this.revealed);
    this.revealedOwn = t;
    this.revealed = t;
    this.live.revealed = t;
    this.unchanged = undefined;
    return t;
  }

  /** Clears a card's `revealed` entry, copying the table only when there is one. */
  private forget(card: string): void {
    // Most steps move cards while nothing is revealed: counted once, then kept up to date.
    if (this.revealedCount < 0) this.revealedCount = keyCount(this.revealed);
    if (this.revealedCount === 0) return;
    if (this.revealed[card] !== undefined && Object.hasOwn(this.revealed, card)) {
      Reflect.deleteProperty(this.writableRevealed(), card);
      this.revealedCount--;
      this.revealedDeleted = true;
    }
  }

  /** Records the `card-moved` event of a move, to be judged at `finish`. */
  private moved(events: GameEvent[], card: string, from: string, to: string): void {
    const event: Writable<CardMovedEvent> = { type: "card-moved", card, from, to };
    events.push(event);
    (this.moves ??= []).push(event);
  }

  /**
   * Gives each event of the step that names cards its visibility, from who could identify each
   * card at the step's start (`start`) or can at its end (`end`): see the class remarks.
   */
  private judge(start: ZoneMap, end: ZoneMap): void {
    const { moves, reveals, naming } = this;
    this.moves = undefined;
    this.reveals = undefined;
    this.naming = undefined;
    // Most steps start and end with nothing revealed: then no card needs looking up there.
    this.shownAtStart = hasKeys(start.revealed) ? start.revealed : undefined;
    this.shownAtEnd = hasKeys(end.revealed) ? end.revealed : undefined;
    if (moves !== undefined) {
      // The moves of a draw share one public form: the same move without the card.
      let last: CardMovedEvent | undefined;
      for (const e of moves) {
        const seers = e.card === null ? undefined : this.knowers(e.card, start, end);
        if (seers === undefined) continue;
        if (last?.from !== e.from || last.to !== e.to) last = { type: "card-moved", card: null, from: e.from, to: e.to };
        e.visibleTo = seers;
        e.publicForm = last;
      }
    }
    if (reveals !== undefined) {
      for (const e of reveals) {
        // A reveal to some players is theirs alone, with no public form (see `reveal`).
        const toSome = e.visibleTo !== undefined;
        const unseen = this.unseen(e, e.cards, start, end);
        if (unseen !== undefined && !toSome) e.publicForm = { type: "cards-revealed", zone: e.zone, cards: e.cards.map((c) => (c !== null && unseen.has(c) ? null : c)), to: e.to } satisfies CardsRevealedEvent;
      }
    }
    if (naming !== undefined) {
      for (const { event, cards } of naming) {
        // An event that limits who sees it keeps its own public form, or none.
        const own = event.visibleTo;
        const unseen = this.unseen(event, cards, start, end);
        if (unseen === undefined || own !== undefined) continue;
        const { visibleTo: _v, publicForm: _p, ...rest } = event;
        event.publicForm = scrubIds(rest, unseen) as GameEvent;
      }
    }
  }

  /**
   * For an event naming several cards: the ones the spectator identifies at neither end of the
   * step, with the event's `visibleTo` set to the seats that identify every one of them (kept
   * within its own `visibleTo` when it has one); `undefined`, and the event untouched, when the
   * spectator identifies them all. The caller gives the others a public form without them.
   */
  private unseen(e: Writable<GameEvent>, cards: readonly (string | null)[], start: ZoneMap, end: ZoneMap): Set<string> | undefined {
    let unseen: Set<string> | undefined;
    let seers: readonly PlayerId[] | undefined;
    for (const card of cards) {
      const knowers = card === null ? undefined : this.knowers(card, start, end);
      if (card === null || knowers === undefined) continue;
      (unseen ??= new Set()).add(card);
      seers = seers === undefined ? knowers : seers.filter((s) => knowers.includes(s));
    }
    if (unseen === undefined || seers === undefined) return undefined;
    const own = e.visibleTo;
    e.visibleTo = own === undefined ? seers : own.filter((s) => seers.includes(s));
    return unseen;
  }

  /**
   * The seats that identify `card` where it lay at the step's start or where it lies at its end,
   * or `undefined` when the spectator does (the card lay face up in a public zone there, so
   * everybody does). One lookup of the card's slot, then the two zones.
   */
  private knowers(card: string, start: ZoneMap, end: ZoneMap): readonly PlayerId[] | undefined {
    const slot = slotIn(this.index, card);
    const a = slot < 0 ? undefined : zoneIn(start.zones, start.where[slot] ?? "");
    const b = slot < 0 ? undefined : zoneIn(end.zones, end.where[slot] ?? "");
    const aDown = a?.visibility === "public" && a.faceDown.includes(card);
    const bDown = b?.visibility === "public" && b.faceDown.includes(card);
    if ((a !== undefined && sees(a, aDown, "spectator")) || (b !== undefined && sees(b, bDown, "spectator"))) return undefined;
    const shownA = this.shownAtStart === undefined ? undefined : shownList(this.shownAtStart, card);
    const shownB = this.shownAtEnd === undefined ? undefined : shownList(this.shownAtEnd, card);
    let out: readonly PlayerId[] = NOBODY;
    for (const seat of this.seats) {
      if ((a !== undefined && sees(a, aDown, seat)) || (b !== undefined && sees(b, bDown, seat)) || shownA?.includes(seat) === true || shownB?.includes(seat) === true) {
        out = out.length === 0 ? only(seat) : [...out, seat];
      }
    }
    return out;
  }

  /** Records whether moving (or flipping) `card` from `source` to `target` lets some seat identify it. */
  private noteMove(card: string, source: Zone, wasDown: boolean, target: Zone, down: boolean): void {
    if (this.revealedAny || target.visibility === "hidden") return;
    // A spectator is never in a `revealed` list: a card every seat was shown still tells the
    // spectator something new when it turns up where the spectator sees it.
    if (sees(target, down, "spectator") && !sees(source, wasDown, "spectator")) {
      this.revealedAny = true;
      return;
    }
    for (const seat of this.seats) {
      if (sees(target, down, seat) && !sees(source, wasDown, seat) && !shownTo(this.revealed, card, seat)) {
        this.revealedAny = true;
        return;
      }
    }
  }
}

// ---------------------------------------------------------------- parsing

/** At most this many problems are listed. */
const PROBLEM_LIMIT = 50;
/** At most this many zones, and this many cards in all, are read; more is a problem. */
const MAX_ZONES = 10_000;
const MAX_CARDS = 200_000;
/** At most this many players are read in one `revealed` list. */
const MAX_SEATS = 10_000;
const ZONE_FIELDS: readonly string[] = ["id", "owner", "capacity", "visibility", "cards", "faceDown"];
const MAP_FIELDS: readonly string[] = ["zones", "index", "where", "revealed"];

/** The problems found so far: the first {@link PROBLEM_LIMIT} kept, all counted. */
class Problems {
  readonly list: ZoneMapProblem[] = [];
  count = 0;
  add(path: string, message: string): void {
    this.count++;
    if (this.list.length < PROBLEM_LIMIT) this.list.push({ path, message });
  }
}

const at = (table: string, key: string): string => `$.${table}[${quote(key)}]`;

/**
 * Checks that a value from outside (a saved state) is a valid {@link ZoneMap}, and lists every
 * problem found: each zone well formed and keyed by its id; string card ids; every card in
 * exactly one zone; `faceDown` a subset of its zone's cards without repeats; capacities
 * respected; `index` giving exactly the placed cards one slot each, 0 to n - 1, and `where`
 * each slot's zone (or, from a map saved before `index` existed, `where` a table of zone ids by
 * card id, which is read into today's format); `revealed` keyed by
 * placed cards, each with a non-empty ascending list of player ids; no other fields.
 *
 * @remarks
 * Total and bounded: it never throws, reads at most 10,000 zones and 200,000 cards, and lists
 * at most 50 problems (the message gives the total). `"__proto__"` keys are reported, never
 * copied. The map returned shares no object with the input.
 *
 * @param value - Anything, such as the `zones` part of a `JSON.parse`d saved game.
 * @returns A fresh map, or a `state/invalid` error whose `details.problems` lists each problem
 *   as `{ path, message }` (see {@link ZoneMapProblem}) and whose message names the first few.
 * @example
 * ```ts
 * import { parseZoneMap } from "@rulesmith/core";
 * const saved = '{"zones":{"t":{"id":"t","owner":null,"capacity":1,"visibility":"public","cards":["a"],"faceDown":[]}},"index":{"a":0},"where":["t"],"revealed":{}}';
 * parseZoneMap(JSON.parse(saved)).ok; // true
 * const r = parseZoneMap({ zones: {}, index: { a: 0 }, where: [], revealed: {} });
 * if (!r.ok) console.log(r.error.message); // Not a valid zone map: $.index["a"] names a card that is in no zone.
 * ```
 */
export function parseZoneMap(value: unknown): Result<ZoneMap> {
  const problems = new Problems();
  let map: ZoneMap | undefined;
  try {
    map = readZoneMap(value, problems);
  } catch {
    // Only a value that is not plain data (a throwing getter, a proxy) gets here.
    problems.add("$", "could not be read: it is not plain JSON data");
  }
  if (map !== undefined && problems.count === 0) return ok(map);
  const shown = problems.list
    .slice(0, 3)
    .map((p) => `${p.path} ${p.message}`)
    .join("; ");
  const more = problems.count > 3 ? `; and ${problems.count - 3} more problem${problems.count === 4 ? "" : "s"}` : "";
  return err(ruleError(CoreErrorCode.BadState, `Not a valid zone map: ${shown}${more}.`, { details: { problems: problems.list.map((p) => ({ path: p.path, message: p.message })) } }));
}

function readZoneMap(value: unknown, problems: Problems): ZoneMap | undefined {
  if (!isRecord(value)) {
    problems.add("$", `is ${excerpt(value)}, not an object with zones, index, where and revealed`);
    return undefined;
  }
  for (const key of Object.keys(value)) if (!MAP_FIELDS.includes(key)) problems.add(`$[${quote(key)}]`, "is not a field of a zone map");
  const placed = new Map<string, string>();
  const zones = readZones(own(value, "zones"), problems, placed);
  const index = own(value, "index");
  const where = own(value, "where");
  const slots = index === undefined && isRecord(where) ? readLegacyWhere(where, problems, placed) : readIndex(index, where, problems, placed);
  const revealed = readRevealed(own(value, "revealed"), problems, placed);
  return zones === undefined || slots === undefined || revealed === undefined ? undefined : { zones, index: slots.index, where: slots.where, revealed };
}

/** Reads the zones table, filling `placed` (card to zone) with every card found. */
function readZones(value: unknown, problems: Problems, placed: Map<string, string>): Record<string, Zone> | undefined {
  if (!isRecord(value)) {
    problems.add("$.zones", `is ${excerpt(value)}, not an object of zones by id`);
    return undefined;
  }
  const keys = Object.keys(value);
  if (keys.length > MAX_ZONES) {
    problems.add("$.zones", `has ${keys.length} zones; at most ${MAX_ZONES} are read`);
    return undefined;
  }
  const out: [string, Zone][] = [];
  for (const key of keys) {
    const path = at("zones", key);
    if (key === "__proto__") {
      problems.add(path, 'is refused: "__proto__" cannot be a zone id');
      continue;
    }
    const zone = readZone(own(value, key), key, path, problems, placed);
    if (zone !== undefined) out.push([key, zone]);
  }
  return Object.fromEntries(out);
}

function readZone(value: unknown, key: string, path: string, problems: Problems, placed: Map<string, string>): Zone | undefined {
  if (!isRecord(value)) {
    problems.add(path, `is ${excerpt(value)}, not a zone`);
    return undefined;
  }
  const before = problems.count;
  for (const field of Object.keys(value)) if (!ZONE_FIELDS.includes(field)) problems.add(`${path}[${quote(field)}]`, "is not a field of a zone");
  const id = own(value, "id");
  const owner = own(value, "owner");
  const capacity = own(value, "capacity");
  const visibility = own(value, "visibility");
  const cards = own(value, "cards");
  const faceDown = own(value, "faceDown");
  if (id !== key) problems.add(`${path}.id`, `is ${excerpt(id)}, not its key`);
  if (!isOwner(owner)) problems.add(`${path}.owner`, `is ${excerpt(owner)}, not a player id or null`);
  if (!isCapacity(capacity)) problems.add(`${path}.capacity`, `is ${excerpt(capacity)}, not a whole number from 0 or null`);
  if (!isVisibility(visibility)) problems.add(`${path}.visibility`, `is ${excerpt(visibility)}, not "public", "owner" or "hidden"`);
  const list: string[] = [];
  if (!Array.isArray(cards)) problems.add(`${path}.cards`, `is ${excerpt(cards)}, not a list of card ids`);
  else if (placed.size + cards.length > MAX_CARDS) problems.add(`${path}.cards`, `would make more than ${MAX_CARDS} cards in all`);
  else {
    const items: readonly unknown[] = cards;
    for (let i = 0; i < items.length; i++) {
      const card = items[i];
      const problem = idProblem(card);
      if (problem !== undefined || typeof card !== "string") problems.add(`${path}.cards[${i}]`, problem ?? "is not a string");
      else {
        const other = placed.get(card);
        if (other === undefined) {
          placed.set(card, key);
          list.push(card);
        } else problems.add(`${path}.cards[${i}]`, other === key ? `repeats card ${quote(card)}` : `is card ${quote(card)}, which is also in zone ${quote(other)}`);
      }
    }
  }
  const down: string[] = [];
  if (!Array.isArray(faceDown)) problems.add(`${path}.faceDown`, `is ${excerpt(faceDown)}, not a list of card ids`);
  else if (faceDown.length > list.length) problems.add(`${path}.faceDown`, `lists ${faceDown.length} cards; the zone holds ${list.length}`);
  else {
    const mine = new Set(list);
    const items: readonly unknown[] = faceDown;
    for (let i = 0; i < items.length; i++) {
      const card = items[i];
      if (typeof card !== "string" || !mine.has(card)) problems.add(`${path}.faceDown[${i}]`, `is ${excerpt(card)}, not one of the zone's cards`);
      else {
        mine.delete(card);
        down.push(card);
      }
    }
  }
  if (isCapacity(capacity) && capacity !== null && Array.isArray(cards) && cards.length > capacity) {
    problems.add(`${path}.cards`, `holds ${cards.length} cards, over the zone's capacity of ${capacity}`);
  }
  if (problems.count > before || !isOwner(owner) || !isCapacity(capacity) || !isVisibility(visibility)) return undefined;
  return { id: key, owner, capacity, visibility, cards: list, faceDown: down };
}

/** Reads `index` and `where` together: a slot per placed card, and each slot's zone. */
function readIndex(index: unknown, where: unknown, problems: Problems, placed: ReadonlyMap<string, string>): { index: Record<string, number>; where: string[] } | undefined {
  if (!isRecord(index)) {
    problems.add("$.index", `is ${excerpt(index)}, not an object of slots by card id`);
    return undefined;
  }
  if (!Array.isArray(where)) {
    problems.add("$.where", `is ${excerpt(where)}, not a list of zone ids by slot`);
    return undefined;
  }
  const keys = Object.keys(index);
  if (keys.length > MAX_CARDS) {
    problems.add("$.index", `has ${keys.length} entries; at most ${MAX_CARDS} are read`);
    return undefined;
  }
  const n = placed.size;
  const zonesBySlot: readonly unknown[] = where;
  if (zonesBySlot.length !== n) problems.add("$.where", `has ${zonesBySlot.length} slots; there are ${n} cards in the zones`);
  const before = problems.count;
  const taken = new Array<string | undefined>(n);
  const slots: [string, number][] = [];
  for (const key of keys) {
    const zone = placed.get(key);
    const slot = own(index, key);
    if (key === "__proto__") problems.add(at("index", key), 'is refused: "__proto__" cannot be a card id');
    else if (zone === undefined) problems.add(at("index", key), "names a card that is in no zone");
    else if (typeof slot !== "number" || !Number.isInteger(slot) || slot < 0 || slot >= n) problems.add(at("index", key), `is ${excerpt(slot)}, not a slot from 0 to ${n - 1}`);
    else if (taken[slot] !== undefined) problems.add(at("index", key), `is slot ${slot}, which card ${quote(taken[slot] ?? "")} has too`);
    else {
      taken[slot] = key;
      slots.push([key, slot]);
      const given = zonesBySlot[slot];
      if (given !== zone) problems.add(`$.where[${slot}]`, `is ${excerpt(given)}; card ${quote(key)} of that slot is in zone ${quote(zone)}`);
    }
  }
  if (slots.length < n) {
    for (const [card, zone] of placed) {
      if (!Object.hasOwn(index, card)) problems.add(at("index", card), `is missing; the card is in zone ${quote(zone)}`);
    }
  }
  if (problems.count > before || zonesBySlot.length !== n) return undefined;
  return { index: Object.fromEntries(slots), where: zonesBySlot.slice() as string[] };
}

/**
 * Reads the format before `index` (rulesmith 0.x up to December 2026): `where` a table of zone
 * ids by card id. Saved states in it still load; the map returned is in today's format.
 */
function readLegacyWhere(value: object, problems: Problems, placed: ReadonlyMap<string, string>): { index: Record<string, number>; where: string[] } | undefined {
  const keys = Object.keys(value);
  if (keys.length > MAX_CARDS) {
    problems.add("$.where", `has ${keys.length} entries; at most ${MAX_CARDS} are read`);
    return undefined;
  }
  let listed = 0;
  for (const key of keys) {
    const zone = placed.get(key);
    const given = own(value, key);
    if (key === "__proto__") problems.add(at("where", key), 'is refused: "__proto__" cannot be a card id');
    else if (zone === undefined) problems.add(at("where", key), "names a card that is in no zone");
    else {
      listed++;
      if (given !== zone) problems.add(at("where", key), `is ${excerpt(given)}; the card is in zone ${quote(zone)}`);
    }
  }
  if (listed < placed.size) {
    for (const [card, zone] of placed) {
      if (!Object.hasOwn(value, card)) problems.add(at("where", card), `is missing; the card is in zone ${quote(zone)}`);
    }
  }
  return indexOf([...placed].sort(byKey));
}

function readRevealed(value: unknown, problems: Problems, placed: ReadonlyMap<string, string>): Record<string, readonly PlayerId[]> | undefined {
  if (!isRecord(value)) {
    problems.add("$.revealed", `is ${excerpt(value)}, not an object of player lists by card id`);
    return undefined;
  }
  const keys = Object.keys(value);
  if (keys.length > MAX_CARDS) {
    problems.add("$.revealed", `has ${keys.length} entries; at most ${MAX_CARDS} are read`);
    return undefined;
  }
  const out: [string, readonly PlayerId[]][] = [];
  for (const key of keys) {
    const path = at("revealed", key);
    const seats = own(value, key);
    if (key === "__proto__") problems.add(path, 'is refused: "__proto__" cannot be a card id');
    else if (!placed.has(key)) problems.add(path, "names a card that is in no zone");
    else if (!Array.isArray(seats) || seats.length === 0) problems.add(path, `is ${excerpt(seats)}, not a non-empty list of player ids`);
    else if (seats.length > MAX_SEATS) problems.add(path, `lists ${seats.length} players; at most ${MAX_SEATS} are read`);
    else {
      const items: readonly unknown[] = seats;
      const list: PlayerId[] = [];
      let previous = -1;
      for (let i = 0; i < items.length; i++) {
        const seat = items[i];
        if (!isSeat(seat)) problems.add(`${path}[${i}]`, `is ${excerpt(seat)}, not a player id`);
        else if (seat <= previous) problems.add(`${path}[${i}]`, `is ${seat}; the list is ascending, without repeats`);
        else {
          previous = seat;
          list.push(seat);
        }
      }
      out.push([key, list]);
    }
  }
  return Object.fromEntries(out);
}
