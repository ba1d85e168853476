/**
 * The engine's working copy of a state during one transition, and the small helpers every part
 * of the engine uses: zone ids, moving cards with events, unit state, statuses, stats, payments
 * and the loss check.
 */
import { currentRound, locate, type GameEvent, type PhaseChangedEvent, type PlayerId, type Work as KitWork } from "@rulesmith/core";
import type { Card, StatusGrant, UnitCard } from "../cards/cards.js";
import type { Currency, Position } from "../cards/vocabulary.js";
import type { Stage } from "../rules/danger.js";
import type { StatLine } from "../rules/stats.js";
import type { Energy } from "../rules/energy.js";
import { effectiveStats } from "../rules/stats.js";
import { resolveLoser } from "../rules/resolve.js";
import { choosePayment, coinValue, paymentOptions, type Funds, type Payment } from "../rules/treasury.js";
import type { CostPaidEvent, WardomEvent } from "./events.js";
import type { CardInstance, HeldStatus, Resolving, WardomState, UnitState } from "./types.js";
import { firstPlayerOf } from "../rules/round.js";

/**
 * Per-player zone names.
 * @internal
 * @example
 * ```ts
 * const z: ZoneName = "hand";
 * ```
 */
export type ZoneName =
  | "deck"
  | "hand"
  | "combat"
  | "support"
  | "coin"
  | "action"
  | "side"
  | "treasury"
  | "void"
  | "forbidden"
  | "equip"
  | "stack"
  | "reveal";

/**
 * Every per-player zone name, in a fixed order.
 * @internal
 * @example
 * ```ts
 * ZONE_NAMES.length; // 13
 * ```
 */
export const ZONE_NAMES: readonly ZoneName[] = /* @__PURE__ */ Object.freeze(["deck", "hand", "combat", "support", "coin", "action", "side", "treasury", "void", "forbidden", "equip", "stack", "reveal"]);

/**
 * The shared Field zone id.
 * @internal
 * @example
 * ```ts
 * FIELD; // "field"
 * ```
 */
export const FIELD = "field";

/**
 * The id of a player's zone.
 * @param p - The player.
 * @param name - The zone.
 * @returns The id, e.g. "p0/hand".
 * @internal
 * @example
 * ```ts
 * zid(0, "hand"); // "p0/hand"
 * ```
 */
export function zid(p: PlayerId, name: ZoneName): string {
  return (p === 1 ? P1 : P0)[name];
}

function zoneIds(p: PlayerId): Readonly<Record<ZoneName, string>> {
  const out = {} as Record<ZoneName, string>;
  for (const name of ZONE_NAMES) out[name] = `p${p}/${name}`;
  return Object.freeze(out);
}
const P0 = zoneIds(0);
const P1 = zoneIds(1);

/**
 * The other player.
 * @param p - The player.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * other(0); // 1
 * ```
 */
export function other(p: PlayerId): PlayerId {
  return p === 0 ? 1 : 0;
}

/**
 * What the engine's queries read: a state, or the working state of a step (`work.state`,
 * which the kit keeps current through every write).
 * @internal
 * @example
 * ```ts
 * function phaseOf(r: Readable): string { return r.clock.phase; }
 * ```
 */
export type Readable = WardomState;

/**
 * The working copy of one Wardom step: the engine kit's, with its zone writer, chance source
 * and event list. `emit` takes Wardom's own events and the stage changes; core writes the card
 * moves, rolls and stack events itself.
 * @internal
 * @example
 * ```ts
 * function energyOf(w: Work): number { return w.state.players[0].energy.available; }
 * ```
 */
export type Work = KitWork<WardomState, WardomEvent | PhaseChangedEvent>;

/**
 * The step's event list, for core functions that append to a list (the stack's). The kit's
 * list is an array; only appending is allowed.
 * @param w - The working copy.
 * @returns The list.
 * @internal
 * @example
 * ```ts
 * stackPass(w.state.stack, 0, eventSink(w));
 * ```
 */
export function eventSink(w: Work): GameEvent[] {
  return w.events as GameEvent[];
}

/**
 * A copy of a table without one key (instead of `delete`).
 * @param table - The table.
 * @param key - The key to leave out.
 * @returns The copy.
 * @internal
 * @example
 * ```ts
 * dropKey({ a: 1, b: 2 }, "a"); // { b: 2 }
 * ```
 */
export function dropKey<T>(table: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in table) {
    const v = table[k];
    if (k !== key && v !== undefined) out[k] = v;
  }
  return out;
}

/**
 * The card definition of an instance.
 * @param w - The working copy of the state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * defOf(state, "c0")?.name; // e.g. "Ember Squire"
 * ```
 */
export function defOf(w: Pick<Readable, "cards" | "defs">, id: string): Card | undefined {
  if (w.cards !== memoCards || w.defs !== memoDefs) remember(w.cards, w.defs);
  const n = idNumber(id);
  if (n >= 0 && n < memoByNumber.length) {
    const def = memoByNumber[n];
    if (def !== undefined) return def;
  }
  // Card ids are the kit's ("c0", "c1", ...) and every instance's def is a key of defs (the kit
  // checks both in parseState): plain lookups, no own-property checks.
  const inst = w.cards[id];
  return inst === undefined ? undefined : w.defs[inst.def];
}

/**
 * The number in a kit card id (`"c12"` is 12), or -1 for any other string (`"c012"`, `"x1"`).
 * @internal
 */
function idNumber(id: string): number {
  const length = id.length;
  if (length < 2 || length > 8 || id.charCodeAt(0) !== 99) return -1;
  if (length > 2 && id.charCodeAt(1) === 48) return -1;
  let n = 0;
  for (let i = 1; i < length; i++) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

// The definitions of the last card table looked at, by the number in each id: a list read by
// index instead of two lookups in tables of a hundred keys (the engine's most frequent query).
// A memo of a pure function of the two tables, which no state ever changes (a step that deals
// new ids makes new tables): a table of other ids is simply remembered in place of this one.
let memoCards: Readonly<Record<string, CardInstance>> | undefined;
let memoDefs: Readonly<Record<string, Card>> | undefined;
let memoByNumber: (Card | undefined)[] = [];

// Every card table looked at, while something else holds it: a search alternates between the
// card tables of its sampled worlds (each determinized world deals new ids), which a single
// remembered table would rebuild at every switch.
const memoTables = new WeakMap<object, { readonly defs: Readonly<Record<string, Card>>; readonly byNumber: (Card | undefined)[] }>();

function remember(cards: Readonly<Record<string, CardInstance>>, defs: Readonly<Record<string, Card>>): void {
  const known = memoTables.get(cards);
  let byNumber: (Card | undefined)[];
  if (known?.defs === defs) byNumber = known.byNumber;
  else {
    byNumber = [];
    for (const id in cards) {
      const n = idNumber(id);
      const inst = cards[id];
      if (n >= 0 && n < 100_000 && inst !== undefined) byNumber[n] = defs[inst.def];
    }
    memoTables.set(cards, { defs, byNumber });
  }
  memoCards = cards;
  memoDefs = defs;
  memoByNumber = byNumber;
}

/**
 * The owner of an instance (0 when unknown).
 * @param w - The working copy of the state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * ownerOf(state, "c0"); // 0
 * ```
 */
export function ownerOf(w: Pick<Readable, "cards">, id: string): PlayerId {
  const inst = w.cards[id];
  return inst?.owner ?? 0;
}

/**
 * The cards of a zone (empty for an unknown zone).
 * @param r - The state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * cardsIn(state, "p0/hand").length; // 5 at the start
 * ```
 */
export function cardsIn(r: Pick<Readable, "zones">, id: string): readonly string[] {
  return r.zones.zones[id]?.cards ?? NONE;
}
const NONE: readonly string[] = /* @__PURE__ */ Object.freeze([]);

/**
 * The zone a card is in, or `undefined` (the kit's card index: one lookup).
 * @param r - The state.
 * @param id - The card instance id.
 * @returns The zone id.
 * @internal
 * @example
 * ```ts
 * zoneOf(state, "c0"); // "p0/hand"
 * ```
 */
export function zoneOf(r: Pick<Readable, "zones">, id: string): string | undefined {
  return locate(r.zones, id);
}

/**
 * Whether a card lies face down where it is.
 * @param r - The state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * isFaceDown(state.zones, "c0"); // true for a set card
 * ```
 */
export function isFaceDown(r: Pick<Readable, "zones">, id: string): boolean {
  const where = locate(r.zones, id);
  const z = where === undefined ? undefined : r.zones.zones[where];
  return z !== undefined && z.visibility !== "hidden" && z.faceDown.length > 0 && z.faceDown.includes(id);
}

/**
 * The stage the match is in (the clock's phase; the first-player roll counts as the Start
 * Stage), for Danger timing and response windows.
 * @param r - The state.
 * @returns The stage.
 * @internal
 * @example
 * ```ts
 * stageOf(state); // "battle" while the battle is fought
 * ```
 */
export function stageOf(r: Pick<Readable, "clock">): Stage {
  const phase = r.clock.phase;
  return phase === "start" || phase === "resource" || phase === "main" || phase === "battle" || phase === "end" ? phase : "start";
}

/**
 * The round the match is in, from 1 (the clock's explicit rounds, D-ROUND-2).
 * @param r - The state.
 * @returns The round.
 * @internal
 * @example
 * ```ts
 * roundOf(state); // 1 in the first round
 * ```
 */
export function roundOf(r: Pick<Readable, "clock">): number {
  return currentRound(r.clock);
}

/**
 * The player acting first this round (D-ROUND-2, D-END-4), read from the clock.
 * @param r - The state.
 * @returns The first player.
 * @internal
 * @example
 * ```ts
 * firstOf(state); // 0 or 1
 * ```
 */
export function firstOf(r: Pick<Readable, "clock">): PlayerId {
  return firstPlayerOf(r.clock);
}

/**
 * Moves a card with the kit's zone writer (which records the card-moved event; the kit
 * redacts it for viewers who may not identify the card). Returns false when the move failed
 * (a full zone).
 * @param w - The working copy.
 * @param id - The card.
 * @param to - The zone id.
 * @param faceDown - The facing, or undefined for the default.
 * @param position - "top" or "bottom".
 * @returns Whether it moved.
 * @internal
 * @example
 * ```ts
 * move(w, "c3", zid(0, "void"), false); // true, with a card-moved event
 * ```
 */
export function move(w: Work, id: string, to: string, faceDown?: boolean, position: "top" | "bottom" = "top"): boolean {
  if (!w.zones.move(id, to, faceDown === undefined ? { position } : { position, faceDown }).ok) return false;
  // Per-card bookkeeping ends where the card goes out of sight: a set card's moment when it
  // leaves its Action slot, a Unit's state when it goes to a hand or deck (kept, it would tell
  // which hidden card it was, and determinize would carry it to another).
  const s = w.state;
  if (Object.hasOwn(s.setAt, id) && !to.endsWith("/action")) w.set("setAt", dropKey(s.setAt, id));
  if (Object.hasOwn(s.setCosts, id)) w.set("setCosts", dropKey(s.setCosts, id));
  if (Object.hasOwn(s.units, id) && (to.endsWith("/hand") || to.endsWith("/deck"))) w.set("units", dropKey(s.units, id));
  return true;
}

const NO_UNIT: UnitState = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ freshUnit(undefined));
const FRESH = new WeakMap<UnitCard, UnitState>();

/**
 * Turns a card face up where it lies; what its face-down place kept (the cost it was set for)
 * ends, since everyone now sees the card.
 * @param w - The working copy.
 * @param id - The card.
 * @internal
 * @example
 * ```ts
 * turnFaceUp(w, "c3"); // a set Unit flips at Reveal
 * ```
 */
export function turnFaceUp(w: Work, id: string): void {
  w.zones.setFaceDown(id, false);
  if (Object.hasOwn(w.state.setCosts, id)) w.set("setCosts", dropKey(w.state.setCosts, id));
}

/**
 * A fresh unit state with the printed statuses.
 * @param def - The Unit card, if known.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * freshUnit(undefined).lastWill; // "ready"
 * ```
 */
export function freshUnit(def: UnitCard | undefined): UnitState {
  const statuses = def === undefined ? [] : def.statuses.map((grant) => ({ grant, until: null }));
  return { statuses, base: null, permanent: { combat: 0, support: 0 }, mods: [], swapUntil: null, corruption: null, lastWill: "ready", comebackRound: 0 };
}

/**
 * The state of a Unit (fresh when it has none yet).
 * @param w - The working copy of the state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * unitOf(state, "c3").statuses; // its statuses
 * ```
 */
export function unitOf(w: Pick<Readable, "units" | "cards" | "defs">, id: string): UnitState {
  const u = w.units[id];
  if (u !== undefined) return u;
  const def = defOf(w, id);
  // A Unit without state of its own has its printed one.
  return def?.type === "unit" ? printedUnit(def) : NO_UNIT;
}

/**
 * A Unit's printed state (its printed statuses, no changes), made once per card definition and
 * shared: unit states are never changed in place, a change writes a new one.
 * @param def - The Unit card.
 * @returns The state, frozen.
 * @internal
 * @example
 * ```ts
 * printedUnit(card).lastWill; // "ready"
 * ```
 */
export function printedUnit(def: UnitCard): UnitState {
  let fresh = FRESH.get(def);
  if (fresh === undefined) {
    fresh = Object.freeze(freshUnit(def));
    FRESH.set(def, fresh);
  }
  return fresh;
}

/**
 * Whether a card sits in one of its owner's line positions.
 * @param w - The working copy of the state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * linePosition(state, "c3"); // "combat", "support" or null
 * ```
 */
export function linePosition(w: Pick<Readable, "zones" | "cards">, id: string): Position | null {
  const z = zoneOf(w, id);
  const p = ownerOf(w, id);
  if (z === zid(p, "combat")) return "combat";
  if (z === zid(p, "support")) return "support";
  return null;
}

/**
 * The Units on a player's line, Combat position first.
 * @param w - The working copy of the state.
 * @param p - The player.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * lineUnits(state, 0); // ids in p0/combat, then p0/support
 * ```
 */
export function lineUnits(w: Pick<Readable, "zones">, p: PlayerId): string[] {
  return [...cardsIn(w, zid(p, "combat")), ...cardsIn(w, zid(p, "support"))];
}

/**
 * The Equips attached to a Unit.
 * @param w - The working copy of the state.
 * @param unit - The Unit instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * equipsOf(state, "c3"); // ["c7"] when c7 is attached to c3
 * ```
 */
export function equipsOf(w: Pick<Readable, "attached">, unit: string): readonly string[] {
  let out: string[] | undefined;
  for (const e in w.attached) {
    if (w.attached[e] !== unit) continue;
    (out ??= []).push(e);
  }
  return out ?? NONE;
}

/**
 * The statuses that count for a Unit: its own and those of its Equips (not on a Pure Unit),
 * and the face-up flag (statuses work only face up, D-STATUS-1). With
 * `silenceDisablesStatuses` a Silenced Unit keeps only Silenced (D-AMB-30).
 * @param w - The working copy or state.
 * @param id - The Unit.
 * @returns A status holder for the math layer.
 * @internal
 * @example
 * ```ts
 * hasStatus(holder(state, "c3"), "stealth");
 * ```
 */
export function holder(w: Pick<Readable, "units" | "cards" | "defs" | "zones" | "attached" | "options">, id: string): { faceUp: boolean; statuses: readonly StatusGrant[] } {
  return { faceUp: !isFaceDown(w, id), statuses: statusesOf(w, id) };
}

/**
 * The statuses of {@link holder} without the facing, for a reader that knows it or does not need it.
 * @param w - The working copy or state.
 * @param id - The Unit.
 * @returns Its statuses, its own and its Equips'.
 * @internal
 * @example
 * ```ts
 * statusesOf(state, "c3"); // [{ status: "stealth" }]
 * ```
 */
export function statusesOf(w: Pick<Readable, "units" | "cards" | "defs" | "attached" | "options">, id: string): readonly StatusGrant[] {
  const own = grantsOf(unitOf(w, id).statuses);
  if (own.silenced && w.options.silenceDisablesStatuses) return SILENCED_ONLY;
  let statuses = own.grants;
  if (!own.pure) {
    const equips = equipsOf(w, id);
    if (equips.length > 0) {
      const all = statuses.slice();
      for (const e of equips) {
        const d = defOf(w, e);
        if (d?.type === "equip") for (const g of d.grants.statuses) all.push(g);
      }
      statuses = all;
    }
  }
  return statuses;
}

const SILENCED_ONLY: readonly StatusGrant[] = /* @__PURE__ */ Object.freeze([/* @__PURE__ */ Object.freeze({ status: "silenced" as const })]);

/** A Unit's own statuses as grants, with whether Pure and Silenced are among them. */
interface Grants {
  readonly grants: readonly StatusGrant[];
  readonly pure: boolean;
  readonly silenced: boolean;
}

// Unit states are never changed (a change writes a new one), so the grants of a statuses list
// are found once per list: most Units share their definition's printed list.
const GRANTS = new WeakMap<readonly HeldStatus[], Grants>();

function grantsOf(held: readonly HeldStatus[]): Grants {
  let g = GRANTS.get(held);
  if (g === undefined) {
    let pure = false;
    let silenced = false;
    const grants: StatusGrant[] = [];
    for (const h of held) {
      grants.push(h.grant);
      if (h.grant.status === "pure") pure = true;
      if (h.grant.status === "silenced") silenced = true;
    }
    g = Object.freeze({ grants: Object.freeze(grants), pure, silenced });
    GRANTS.set(held, g);
  }
  return g;
}

/**
 * Whether a card's effects of one timing work now: face up, and for a Unit, not Silenced, nor
 * Frozen for a continuous effect (D-STATUS-1, D-ST.Silenced-1, D-ST.Frozen-1). The same as the
 * math layer's `effectsActive(holder(w, id), timing)` for a Unit, without building the holder.
 * @param w - The working copy or state.
 * @param id - The card.
 * @param timing - The timing of the effects.
 * @returns Whether they work.
 * @internal
 * @example
 * ```ts
 * effectsOn(state, "c3", "triggered"); // false for a face-down or Silenced Unit
 * ```
 */
export function effectsOn(w: Pick<Readable, "units" | "cards" | "defs" | "zones" | "attached">, id: string, timing: "continuous" | "triggered" | "activated"): boolean {
  if (isFaceDown(w, id)) return false;
  const def = defOf(w, id);
  if (def?.type !== "unit") return true;
  let silenced = false;
  let frozen = false;
  let pure = false;
  for (const h of unitOf(w, id).statuses) {
    const name = h.grant.status;
    if (name === "silenced") silenced = true;
    else if (name === "frozen") frozen = true;
    else if (name === "pure") pure = true;
  }
  if (!pure) {
    for (const e of equipsOf(w, id)) {
      const d = defOf(w, e);
      if (d?.type !== "equip") continue;
      for (const g of d.grants.statuses) {
        if (g.status === "silenced") silenced = true;
        else if (g.status === "frozen") frozen = true;
      }
    }
  }
  // With silenceDisablesStatuses a Silenced Unit keeps only Silenced: its effects are off either way.
  if (silenced) return false;
  return timing !== "continuous" || !frozen;
}

/**
 * A Unit's effective Combat and Support now: printed (or Comeback / Corruption) base,
 * permanent and temporary changes, Equip bonuses, a swap, floored at 0 (D-AMB-21, D-AMB-28).
 * @param w - The working copy or state.
 * @param id - The Unit.
 * @returns The stats.
 * @internal
 * @example
 * ```ts
 * statsOf(state, "c3"); // { combat: 2, support: 1 }
 * ```
 */
export function statsOf(w: Pick<Readable, "units" | "cards" | "defs" | "attached">, id: string): StatLine {
  const def = defOf(w, id);
  const u = unitOf(w, id);
  const printed: StatLine = def?.type === "unit" ? { combat: def.combat, support: def.support } : { combat: 0, support: 0 };
  const base = u.base ?? printed;
  let c = 0;
  let s = 0;
  for (const m of u.mods) {
    c += m.combat;
    s += m.support;
  }
  for (const e of equipsOf(w, id)) {
    const d = defOf(w, e);
    if (d?.type === "equip") {
      c += d.grants.combat;
      s += d.grants.support;
    }
  }
  const line = effectiveStats({ base, permanent: u.permanent, added: { combat: c, support: s } }, u.corruption ?? undefined);
  return u.swapUntil === null ? line : { combat: line.support, support: line.combat };
}

/**
 * The funds of a player for the payment math.
 * @param w - The working copy of the state.
 * @param p - The player.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * fundsOf(w, 0).energy; // available energy
 * ```
 */
export function fundsOf(w: Readable, p: PlayerId): Funds {
  const ps = w.players[p];
  // Two Treasury cards of one definition are the same coin: which is spent cannot matter.
  const treasury = cardsIn(w, zid(p, "treasury")).map((id) => {
    const d = defOf(w, id);
    return d === undefined ? { id, value: 0 } : { id, value: coinValue(d), kind: d.id };
  });
  return { energy: ps?.energy.available ?? 0, resolve: ps?.resolve ?? 0, treasury };
}

/**
 * What an ordinary cost (a card's, a recruited Unit's, an upkeep) is paid with: energy and
 * Treasury cards, never resolve (D-KW.Recruit-2, D-TREAS-2, D-AMB-13).
 * @internal
 */
export const ORDINARY: readonly Currency[] = /* @__PURE__ */ Object.freeze(["energy", "treasury"]);

/**
 * Whether a player can pay a cost, without finding how: what they may pay with is worth it
 * together (D-TREAS-2, D-AMB-13, D-AMB-14).
 * @param w - The working copy.
 * @param p - The payer.
 * @param amount - The cost.
 * @param payWith - The currencies allowed.
 * @returns Whether it can be paid.
 * @internal
 * @example
 * ```ts
 * canAfford(w, 0, 3, ["energy", "treasury"]); // true with 3 energy
 * ```
 */
export function canAfford(w: Readable, p: PlayerId, amount: number, payWith: readonly Currency[]): boolean {
  if (amount <= 0) return true;
  const ps = w.players[p];
  let have = 0;
  if (payWith.includes("energy")) {
    have += ps?.energy.available ?? 0;
    if (have >= amount) return true;
  }
  // A cost can be paid exactly when the funds allowed are worth it together: coins first while
  // they leave part of the cost unpaid (so each is needed, D-TREAS-2), the rest from energy and
  // resolve. The payment math's choosePayment finds one then.
  if (payWith.includes("resolve")) have += Math.max(0, (ps?.resolve ?? 0) - (w.options.allowResolveToZeroPayment ? 0 : 1));
  if (payWith.includes("treasury")) {
    for (const id of cardsIn(w, zid(p, "treasury"))) {
      const d = defOf(w, id);
      if (d !== undefined) have += coinValue(d);
      if (have >= amount) return true;
    }
  }
  return have >= amount;
}

/**
 * The payment the engine makes for a cost, or undefined when it cannot be paid: the
 * payment math's choice (no change, D-TREAS-2).
 * @param w - The working copy.
 * @param p - The payer.
 * @param amount - The cost.
 * @param payWith - The currencies allowed.
 * @returns The payment.
 * @internal
 * @example
 * ```ts
 * paymentFor(w, 0, 3, ["energy", "treasury"]); // { energy: 3, resolve: 0, treasury: [] }
 * ```
 */
export function paymentFor(w: Readable, p: PlayerId, amount: number, payWith: readonly Currency[]): Payment | undefined {
  const r = choosePayment(amount, fundsOf(w, p), payWith, w.options);
  return r.ok ? r.value : undefined;
}

/**
 * Every distinct way a player can pay a cost, best first (the payment math's
 * {@link paymentOptions}); empty when it cannot be paid. The common case, energy alone, is
 * answered without building the player's funds.
 * @param w - The working copy.
 * @param p - The payer.
 * @param amount - The cost.
 * @param payWith - The currencies allowed.
 * @returns The payments.
 * @internal
 * @example
 * ```ts
 * paymentsFor(w, 0, 3, ["energy", "treasury"]); // [{ energy: 3, resolve: 0, treasury: [] }] with an empty Treasury
 * ```
 */
export function paymentsFor(w: Readable, p: PlayerId, amount: number, payWith: readonly Currency[]): Payment[] {
  const coins = payWith.includes("treasury") ? cardsIn(w, zid(p, "treasury")).length : 0;
  if (coins === 0 && !payWith.includes("resolve")) {
    if (amount === 0) return [NOTHING];
    const energy = payWith.includes("energy") ? (w.players[p]?.energy.available ?? 0) : 0;
    return energy >= amount ? [{ energy: amount, resolve: 0, treasury: NONE }] : [];
  }
  return paymentOptions(amount, fundsOf(w, p), payWith, w.options);
}

const NOTHING: Payment = /* @__PURE__ */ Object.freeze({ energy: 0, resolve: 0, treasury: NONE });

/**
 * Sets a player's counters.
 * @param w - The working copy of the state.
 * @param p - The player.
 * @param resolve - The new resolve.
 * @param energy - The new energy.
 * @internal
 * @example
 * ```ts
 * setPlayer(w, 0, 19, { available: 2, max: 5 });
 * ```
 */
export function setPlayer(w: Work, p: PlayerId, resolve: number, energy: Energy): void {
  w.table("players")[p] = { resolve, energy };
}

/**
 * Pays: energy spent, resolve lost (the loss checked), Treasury cards to the Forbidden Zone
 * (D-TREAS-3).
 * @param w - The working copy.
 * @param p - The payer.
 * @param pay - The payment.
 * @param paidFor - What it pays for, as the `cost-paid` event reports it.
 * @internal
 * @example
 * ```ts
 * const p = paymentFor(w, 0, 2, ["energy"]); if (p !== undefined) pay(w, 0, p, { purpose: "card", card: "c3" });
 * ```
 */
export function pay(w: Work, p: PlayerId, pay: Payment, paidFor: Pick<CostPaidEvent, "purpose" | "card">): void {
  const ps = w.state.players[p];
  if (ps === undefined) return;
  setPlayer(w, p, ps.resolve - pay.resolve, { available: ps.energy.available - pay.energy, max: ps.energy.max });
  for (const id of pay.treasury) move(w, id, zid(p, "forbidden"), false);
  if (pay.energy > 0 || pay.resolve > 0 || pay.treasury.length > 0) {
    // The card paid for may be a Unit set face down: named for the zones to judge.
    const named = paidFor.card === null ? pay.treasury : [paidFor.card, ...pay.treasury];
    w.emit({ type: "cost-paid", player: p, purpose: paidFor.purpose, card: paidFor.card, energy: pay.energy, resolve: pay.resolve, treasury: pay.treasury.slice() }, named);
  }
  if (pay.resolve > 0) checkLoss(w);
}

/**
 * Ends the match if a player is out of resolve (D-WIN-2, D-AMB-36, D-AMB-38).
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * checkLoss(w); // w.state.outcome is set when a player is at 0 resolve
 * ```
 */
export function checkLoss(w: Work): void {
  if (w.state.outcome !== null) return;
  const r0 = w.state.players[0].resolve;
  const r1 = w.state.players[1].resolve;
  const who = resolveLoser([r0, r1]);
  if (who === "none") return;
  if (who === "draw") {
    if (w.state.options.simultaneousLoss === "first-player-loses") endMatch(w, [other(firstOf(w.state))], [firstOf(w.state)], "both players reached 0 resolve; the first player loses", "D-AMB-36");
    else endMatch(w, [], [], "both players reached 0 resolve at once", "D-AMB-36");
    return;
  }
  endMatch(w, [other(who)], [who], `player ${who} reached 0 resolve`, "D-WIN-2");
}

/**
 * The effect being resolved: the `"effect"` job at the front of `jobs`, or `null` when none is
 * (pending work as data: there is at most one, always first).
 * @param s - The state, or the working state of a step.
 * @returns The effect's job, or `null`.
 * @internal
 * @example
 * ```ts
 * resolvingOf(state); // { kind: "effect", entry: null, source: "c3", ability: 0, you: 0, played: true, effect: 0, targets: null }
 * ```
 */
export function resolvingOf(s: Pick<Readable, "jobs">): Resolving | null {
  const j = s.jobs[0];
  return j?.kind === "effect" ? j : null;
}

/**
 * Sets the effect being resolved: `r` goes to the front of `jobs` in place of the effect there,
 * or in front of the stage's parts when none is resolving; `null` drops the effect's job. A
 * match that has ended keeps no pending work (`endMatch` empties `jobs`), so an effect
 * whose step ended the match is not put back.
 * @param w - The working copy.
 * @param r - The effect's job as it is now (a fresh object), or `null` once it is done.
 * @internal
 * @example
 * ```ts
 * setResolving(w, { kind: "effect", entry: null, source: "c3", ability: 0, you: 0, played: true, effect: 0, targets: null });
 * setResolving(w, null); // resolved: the stage's parts are first again
 * ```
 */
export function setResolving(w: Work, r: Resolving | null): void {
  if (w.state.outcome !== null) return;
  const front = w.state.jobs[0];
  const resolving = front?.kind === "effect";
  if (r === null) {
    if (resolving) w.table("jobs").shift();
    return;
  }
  const jobs = w.table("jobs");
  if (resolving) jobs[0] = r;
  else jobs.unshift(r);
}

/**
 * Ends the match with an outcome (the kit records the game-over event).
 * @param w - The working copy.
 * @param winners - Winners.
 * @param losers - Losers.
 * @param reason - Why.
 * @param rule - The rule ID.
 * @internal
 * @example
 * ```ts
 * endMatch(w, [1], [0], "player 0 had no legal wager", "D-WIN-3");
 * ```
 */
export function endMatch(w: Work, winners: PlayerId[], losers: PlayerId[], reason: string, rule: string): void {
  if (w.state.outcome !== null) return;
  w.set("outcome", { winners, losers, reason, rule });
  w.set("jobs", []);
  w.set("decision", null);
}

/**
 * Deals resolve damage to a player (floored at 0) and checks the loss.
 * @param w - The working copy.
 * @param p - The player.
 * @param amount - The damage.
 * @param source - The card whose effect dealt it, or `null` for the battle's resolve damage (D-BTL-6).
 * @param check - Check for a loss now (false while damage to both players is still being dealt).
 * @internal
 * @example
 * ```ts
 * damage(w, 1, 3, null); // player 1 loses 3 resolve in battle
 * ```
 */
export function damage(w: Work, p: PlayerId, amount: number, source: string | null, check = true): void {
  const ps = w.state.players[p];
  if (ps === undefined || amount <= 0) return;
  const resolve = Math.max(0, ps.resolve - amount);
  setPlayer(w, p, resolve, ps.energy);
  if (source === null) w.emit({ type: "damage", player: p, amount, resolve, cause: "battle", rule: "D-BTL-6" });
  else w.emit({ type: "damage", player: p, amount, resolve, cause: "effect", source });
  if (check) checkLoss(w);
}

/**
 * Draws cards for a player, one at a time; an empty deck draws what it can (D-AMB-10) or loses
 * with `deckoutLoses`.
 * @param w - The working copy.
 * @param p - The player.
 * @param count - How many.
 * @internal
 * @example
 * ```ts
 * drawFor(w, 0, 2); // two cards from p0/deck to p0/hand
 * ```
 */
export function drawFor(w: Work, p: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = cardsIn(w.state, zid(p, "deck"))[0];
    if (top === undefined) {
      if (w.state.options.deckoutLoses) endMatch(w, [other(p)], [p], `player ${p} had to draw from an empty deck`, "D-AMB-10");
      return;
    }
    move(w, top, zid(p, "hand"));
  }
}
