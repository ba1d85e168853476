// The one visibility model of the engine kit: who may identify which card, derived from zone
// visibility, facing and the cards shown to a player (ZoneMap.revealed), plus a game's own
// `seen` hook. Views, secrets, event redaction and determinize are all built from it.
import { redactEvent, redactEvents, type GameEvent } from "./events.js";
import type { CardInstance, KitState } from "./kit-state.js";
import type { PlayerId, Viewer } from "./player.js";
import { Rng, shuffled, type RngState } from "./rng.js";
import { onlyIdsRemoved, scrubIds } from "./scrub.js";
import { canIdentify, locate, zoneViewOf, type ZoneMap } from "./zone-map.js";
import type { Zone, ZoneView } from "./zones.js";

/** A game's extra knowledge: cards `viewer` may identify beyond what zones and reveals say. @internal */
export type SeenHook<S> = (state: S, viewer: Viewer) => Iterable<string>;

/** Whether a zone may hold a card of this definition and owner (parseState and determinize). @internal */
export type HoldsHook<D, S = KitState> = (zone: Zone, def: D, owner: PlayerId, place?: { readonly state: S; readonly card: string }) => boolean;

/** The ids of the cards `viewer` may not identify in `state`, in instance-table order. @internal */
export function hiddenCards<S extends KitState>(state: S, viewer: Viewer, seen: SeenHook<S> | undefined): string[] {
  const extra = seen === undefined ? undefined : new Set(seen(state, viewer));
  const out: string[] = [];
  for (const id in state.cards) {
    if (canIdentify(state.zones, id, viewer)) continue;
    if (extra?.has(id) === true) continue;
    out.push(id);
  }
  return out;
}

/** The zone views of a viewer, by zone id. @internal */
export function zoneViews(map: ZoneMap, viewer: Viewer): Record<string, ZoneView> {
  const out: Record<string, ZoneView> = {};
  for (const id in map.zones) {
    const v = zoneViewOf(map, id, viewer);
    if (v !== undefined) out[id] = v;
  }
  return out;
}

/** The instances and definitions a viewer may know of. @internal */
export function knownCards(
  state: KitState,
  viewer: Viewer,
  hidden: ReadonlySet<string>,
): { readonly cards: Record<string, CardInstance>; readonly defs: Record<string, unknown> } {
  const cards: Record<string, CardInstance> = {};
  const defs: Record<string, unknown> = {};
  const open = state.decklists === "open";
  for (const id in state.cards) {
    const c = state.cards[id];
    if (c === undefined) continue;
    const known = !hidden.has(id);
    if (known) cards[id] = c;
    if (known || open || c.owner === viewer) {
      const d = state.defs[c.def];
      if (d !== undefined) defs[c.def] = d;
    }
  }
  return { cards, defs };
}

/**
 * Events of one step as `viewer` may see them. Without the states, each event's own `visibleTo`
 * and `publicForm` (see `redactEvents`). With them, every card id the viewer could identify at
 * neither end is removed, and the events whose visibility the zone writer judged from the zones
 * alone are judged from the states instead, which also know what the game's `seen` adds: a
 * `cards-revealed` event goes to its `to` audience, and an event whose `publicForm` only removes
 * card ids from it (every `card-moved` event) goes to everybody, before the removal. So with the
 * states a viewer gets every card those events alone name to them, the ones `seen` adds, and
 * never one hidden from them at both ends. @internal
 */
export function redactStep<S extends KitState>(
  events: readonly GameEvent[],
  viewer: Viewer,
  around: { readonly before: S; readonly after: S } | undefined,
  seen: SeenHook<S> | undefined,
): GameEvent[] {
  if (around === undefined) return redactEvents(events, viewer);
  const after = new Set(hiddenCards(around.after, viewer, seen));
  const hidden = new Set<string>();
  for (const id of hiddenCards(around.before, viewer, seen)) if (after.has(id)) hidden.add(id);
  const cards = around.before.cards;
  const isCard = (id: string): boolean => Object.hasOwn(cards, id);
  const out: GameEvent[] = [];
  for (const e of events) {
    const shown = e.visibleTo === undefined || !judgedByZones(e, viewer, isCard) ? redactEvent(e, viewer) : withoutVisibility(e);
    if (shown !== undefined) out.push(hidden.size === 0 ? shown : (scrubIds(shown, hidden) as GameEvent));
  }
  return out;
}

/**
 * Whether an event that limits who sees it is one the zones judged, which `viewer` sees raw when
 * the states are known: a `cards-revealed` event whose `to` names them or is `"all"`, or an event
 * whose `publicForm` is the event with some card ids removed.
 */
function judgedByZones(e: GameEvent, viewer: Viewer, isCard: (id: string) => boolean): boolean {
  if (e.type === "cards-revealed") {
    const to = e["to"];
    if (to === "all") return true;
    if (viewer !== "spectator" && Array.isArray(to) && (to as readonly unknown[]).includes(viewer)) return true;
  }
  return e.publicForm !== undefined && onlyIdsRemoved(e, e.publicForm, isCard);
}

/** The event in full, as a viewer in its `visibleTo` gets it. */
function withoutVisibility(e: GameEvent): GameEvent {
  const { visibleTo: _v, publicForm: _p, ...rest } = e;
  return rest;
}

const KIT_KEYS: ReadonlySet<string> = new Set(["cards", "defs", "zones", "rng", "dice", "decklists"]);

/** One owner's part of a {@link DealPlan}. */
interface OwnerDeal {
  /** The owner's hidden positions (indices into the plan's position lists), in canonical order. */
  readonly mine: readonly number[];
  /** Their definitions, sorted. */
  readonly pool: readonly string[];
  /** Without `holds`: null. Else which kinds fit each position: `fit[m * width + kind]`. */
  readonly fit: Uint8Array | null;
  readonly width: number;
  /** A definition's kind: its column in `fit`. */
  readonly kindOf: ReadonlyMap<string, number>;
  /** Indices into `mine`, the positions the fewest kinds fit first. */
  readonly order: readonly number[];
}

/**
 * What {@link determinizeKit} works out of a state for a player before it deals: the hidden
 * positions, their canonical names and definitions, and which definitions each position may
 * hold. None of it depends on the seed, and a search determinizes the same state many times
 * (one world per sample), so it is worked out once per state, player and hooks.
 */
interface DealPlan {
  readonly player: PlayerId;
  readonly seen: unknown;
  readonly holds: unknown;
  /** Zone, index and id of each hidden position, zone by zone in id order, top first. */
  readonly posZone: readonly string[];
  readonly posIndex: readonly number[];
  readonly posOld: readonly string[];
  /** The hidden ids, sorted. */
  readonly sortedIds: readonly string[];
  /** Each position's owner. */
  readonly ownerAt: readonly PlayerId[];
  /** Owner by owner, in seat order. */
  readonly owners: readonly OwnerDeal[];
  /** The state's card table with fast properties: spread, it copies several times faster than the table itself. */
  readonly cards: Readonly<Record<string, CardInstance>>;
}

/** Deal plans by state: a state is never changed, and a plan never changes an answer. */
const plans = new WeakMap<object, DealPlan[]>();

function dealPlan<S extends KitState, D>(state: S, player: PlayerId, seen: SeenHook<S> | undefined, holds: HoldsHook<D, S> | undefined): DealPlan {
  let list = plans.get(state);
  if (list === undefined) {
    list = [];
    plans.set(state, list);
  }
  for (const p of list) if (p.player === player && p.seen === seen && p.holds === holds) return p;
  const made = makeDealPlan(state, player, seen, holds);
  list.push(made);
  return made;
}

function makeDealPlan<S extends KitState, D>(state: S, player: PlayerId, seen: SeenHook<S> | undefined, holds: HoldsHook<D, S> | undefined): DealPlan {
  const extra = seen === undefined ? undefined : new Set(seen(state, player));
  const map = state.zones;
  const zoneIds = Object.keys(map.zones).sort();
  const posZone: string[] = [];
  const posIndex: number[] = [];
  const posOld: string[] = [];
  for (const zid of zoneIds) {
    const z = map.zones[zid];
    if (z === undefined) continue;
    for (let i = 0; i < z.cards.length; i++) {
      const c = z.cards[i];
      if (c === undefined || canIdentify(map, c, player) || extra?.has(c) === true) continue;
      posZone.push(zid);
      posIndex.push(i);
      posOld.push(c);
    }
  }
  const n = posOld.length;
  const ownerAt: PlayerId[] = posOld.map((c) => state.cards[c]?.owner ?? 0);
  const owners: OwnerDeal[] = [];
  for (const o of [...new Set(ownerAt)].sort((a, b) => a - b)) {
    const mine: number[] = [];
    for (let k = 0; k < n; k++) if (ownerAt[k] === o) mine.push(k);
    const pool = mine.map((k) => state.cards[posOld[k] ?? ""]?.def ?? "").sort();
    const kindOf = new Map<string, number>();
    const kinds: string[] = [];
    for (const def of pool) {
      if (kindOf.has(def)) continue;
      kindOf.set(def, kinds.length);
      kinds.push(def);
    }
    const order: number[] = [];
    for (let m = 0; m < mine.length; m++) order.push(m);
    if (holds === undefined) {
      owners.push({ mine, pool, fit: null, width: 0, kindOf, order });
      continue;
    }
    // Which kinds of card fit each position, asked of the game once per position and kind.
    const kindDefs = kinds.map((def) => state.defs[def] as D | undefined);
    const width = kinds.length;
    const fit = new Uint8Array(mine.length * width);
    const room: number[] = [];
    for (let m = 0; m < mine.length; m++) {
      const k = mine[m] ?? 0;
      const z = map.zones[posZone[k] ?? ""];
      const place = { state, card: posOld[k] ?? "" };
      let r = 0;
      for (let j = 0; j < width; j++) {
        const d = kindDefs[j];
        if (z === undefined || d === undefined || holds(z, d, o, place)) {
          fit[m * width + j] = 1;
          r++;
        }
      }
      room.push(r);
    }
    order.sort((a, b) => (room[a] ?? 0) - (room[b] ?? 0) || (mine[a] ?? 0) - (mine[b] ?? 0));
    owners.push({ mine, pool, fit, width, kindOf, order });
  }
  return { player, seen, holds, posZone, posIndex, posOld, sortedIds: posOld.slice().sort(), ownerAt, owners, cards: n === 0 ? state.cards : { ...state.cards } };
}

/**
 * Re-deals every card hidden from `player` among the places they cannot see, renames hidden
 * instances canonically, and replaces the generator, so that the result depends only on what
 * `player` can see and on `seed`:
 *
 * 1. the hidden positions (zone by zone in id order, top first) get the hidden ids in a seeded
 *    order (sorted first), and every mention of a hidden id elsewhere in the state is renamed
 *    the same way, so a pending decision that names a card in the opponent's hand still names
 *    the card in that place;
 * 2. each owner's hidden definitions (sorted, then shuffled) are dealt to that owner's hidden
 *    positions, most constrained zone first (`holds`);
 * 3. `rng` becomes the generator after the dealing.
 * @internal
 */
export function determinizeKit<S extends KitState, D>(
  state: S,
  player: PlayerId,
  seed: RngState,
  seen: SeenHook<S> | undefined,
  holds: HoldsHook<D, S> | undefined,
  renamed?: (rename: ReadonlyMap<string, string>) => void,
): S {
  const rng = new Rng(seed);
  const plan = dealPlan(state, player, seen, holds);
  const { posZone, posIndex, posOld, ownerAt } = plan;
  const n = posOld.length;
  if (n === 0) {
    renamed?.(new Map());
    return withRng(state, rng.state());
  }
  const map = state.zones;
  // 1. Canonical names: the sorted hidden ids in a seeded order.
  const newIds = shuffled(rng, plan.sortedIds);
  const rename = new Map<string, string>();
  for (let k = 0; k < n; k++) rename.set(posOld[k] ?? "", newIds[k] ?? "");
  renamed?.(rename);
  // 2. Definitions, owner by owner: each owner's sorted definitions in a seeded order, given to
  // the most constrained positions first, each the first card of the pool that fits it.
  const defAt = new Array<string>(n);
  for (const deal of plan.owners) {
    const { mine, fit, kindOf, width } = deal;
    const pool = shuffled(rng, deal.pool);
    if (fit === null) {
      for (let i = 0; i < mine.length; i++) defAt[mine[i] ?? 0] = pool[i] ?? "";
      continue;
    }
    const poolKind = pool.map((def) => kindOf.get(def) ?? 0);
    for (const m of deal.order) {
      let at = 0;
      for (let i = 0; i < poolKind.length; i++) {
        if (fit[m * width + (poolKind[i] ?? 0)] === 1) {
          at = i;
          break;
        }
      }
      defAt[mine[m] ?? 0] = pool[at] ?? "";
      pool.splice(at, 1);
      poolKind.splice(at, 1);
    }
  }
  // The new card table, zones and index.
  const cards: Record<string, CardInstance> = { ...plan.cards };
  for (let k = 0; k < n; k++) cards[newIds[k] ?? ""] = { def: defAt[k] ?? "", owner: ownerAt[k] ?? 0 };
  const zones: Record<string, Zone> = { ...map.zones };
  // The ids only change places among themselves, so `index` stays and `where` is rewritten.
  const where: string[] = map.where.slice();
  const copied = new Set<string>();
  for (let k = 0; k < n; k++) {
    const zid = posZone[k] ?? "";
    const z = zones[zid];
    if (z === undefined) continue;
    let list = z.cards as string[];
    let faceDown = z.faceDown as string[];
    if (!copied.has(zid)) {
      copied.add(zid);
      list = z.cards.slice();
      faceDown = z.faceDown.map((c) => rename.get(c) ?? c);
      zones[zid] = { id: z.id, owner: z.owner, capacity: z.capacity, visibility: z.visibility, cards: list, faceDown };
    }
    const id = newIds[k] ?? "";
    list[posIndex[k] ?? 0] = id;
    const slot = map.index[id];
    if (slot !== undefined) where[slot] = zid;
  }
  let revealed = map.revealed;
  for (const old in map.revealed) {
    const to = rename.get(old);
    if (to === undefined) continue;
    if (revealed === map.revealed) {
      revealed = {};
      for (const c in map.revealed) {
        const seenBy = map.revealed[c];
        if (seenBy !== undefined && !rename.has(c)) (revealed as Record<string, readonly PlayerId[]>)[c] = seenBy;
      }
    }
    const seenBy = map.revealed[old];
    if (seenBy !== undefined) (revealed as Record<string, readonly PlayerId[]>)[to] = seenBy;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(state)) {
    const v = (state as unknown as Record<string, unknown>)[key];
    Object.defineProperty(out, key, { value: KIT_KEYS.has(key) ? v : renameIds(v, rename, 0), enumerable: true, writable: true, configurable: true });
  }
  out["cards"] = cards;
  out["zones"] = { zones, index: map.index, where, revealed };
  out["rng"] = rng.state();
  return out as S;
}

/**
 * The match at a paused action's pause (see `defineGame`), for the state `determinize` made of
 * the paused state: every hidden card renamed as `rename` says and given the definition it was
 * dealt in `dealt`, the generator and the pending roll of `dealt`. @internal
 */
export function renamePaused<S extends KitState>(at: S, dealt: S, rename: ReadonlyMap<string, string>): S {
  const cards: Record<string, CardInstance> = { ...at.cards };
  for (const id of rename.values()) {
    const c = dealt.cards[id];
    if (c !== undefined) cards[id] = c;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(at)) {
    const v = (at as unknown as Record<string, unknown>)[key];
    Object.defineProperty(out, key, { value: KIT_KEYS.has(key) ? v : renameIds(v, rename, 0), enumerable: true, writable: true, configurable: true });
  }
  out["cards"] = cards;
  out["zones"] = rename.size === 0 ? at.zones : renameIds(at.zones, rename, 0);
  out["rng"] = dealt.rng;
  out["chance"] = (dealt as unknown as Record<string, unknown>)["chance"];
  return out as S;
}

function withRng<S extends KitState>(state: S, rng: RngState): S {
  return { ...state, rng };
}

function renameIds(value: unknown, rename: ReadonlyMap<string, string>, depth: number): unknown {
  if (typeof value === "string") return rename.get(value) ?? value;
  if (typeof value !== "object" || value === null || depth > 64) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    const list = value as readonly unknown[];
    for (let i = 0; i < list.length; i++) {
      const v = list[i];
      const r = renameIds(v, rename, depth + 1);
      if (r !== v) {
        out ??= list.slice();
        out[i] = r;
      }
    }
    return out ?? value;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  const renamed: unknown[] = new Array<unknown>(keys.length);
  let changed = false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] ?? "";
    const v = obj[k];
    const r = renameIds(v, rename, depth + 1);
    renamed[i] = r;
    if (r !== v || (rename.get(k) ?? k) !== k) changed = true;
  }
  if (!changed) return value;
  // Every key under its new name (a renaming is one-to-one, so no two keys meet): a key a
  // renaming maps to itself keeps its entry.
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] ?? "";
    Object.defineProperty(out, rename.get(k) ?? k, { value: renamed[i], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The state with the definitions of two cards exchanged, when both are hidden from `viewer`,
 * have the same owner, and each zone may hold the other's card; otherwise `undefined`. For the
 * conformance kit: a state the viewer cannot tell from `state`. @internal
 */
export function swapHiddenDefs<S extends KitState, D>(
  state: S,
  viewer: Viewer,
  a: string,
  b: string,
  seen: SeenHook<S> | undefined,
  holds: HoldsHook<D, S> | undefined,
): S | undefined {
  const ca = state.cards[a];
  const cb = state.cards[b];
  if (ca === undefined || cb === undefined || a === b || ca.owner !== cb.owner || ca.def === cb.def) return undefined;
  const hidden = new Set(hiddenCards(state, viewer, seen));
  if (!hidden.has(a) || !hidden.has(b)) return undefined;
  if (holds !== undefined) {
    const za = state.zones.zones[locate(state.zones, a) ?? ""];
    const zb = state.zones.zones[locate(state.zones, b) ?? ""];
    const da = state.defs[ca.def] as D | undefined;
    const db = state.defs[cb.def] as D | undefined;
    if (za === undefined || zb === undefined || da === undefined || db === undefined) return undefined;
    if (!holds(za, db, ca.owner, { state, card: a }) || !holds(zb, da, cb.owner, { state, card: b })) return undefined;
  }
  const cards: Record<string, CardInstance> = { ...state.cards };
  cards[a] = { def: cb.def, owner: ca.owner };
  cards[b] = { def: ca.def, owner: cb.owner };
  return { ...state, cards };
}
