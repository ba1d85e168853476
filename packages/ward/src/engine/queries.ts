// The read-only queries the engine asks of a state (or of a step's working state): zones,
// definitions, the abilities and stats in force, cemetery totals.
import { canIdentify, cardDef, cardOwner, turnCycle, type PlayerId, type Zone } from "@rulesmith/core";
import type { Card, CreatureCard, HybridStats, MagicCard } from "../cards/cards.js";
import { cemeteryHp } from "../rules/cemetery.js";
import type { Ability, CreatureType } from "../cards/effects.js";
import { baseStats, effectiveStats, statChangesOf, type CreatureStats } from "../rules/stats.js";
import type { WardState } from "./types.js";

/**
 * @internal What the queries read: a state, or the working state of a step (`work.state`, whose
 * zones the kit keeps current).
 */
export type Readable = WardState;

/** @internal */
export type ZoneName = "deck" | "hand" | "primary" | "limited" | "magic" | "cemetery";

/** @internal The id of a player's zone. */
export function zid(p: PlayerId, name: ZoneName): string {
  // Constant strings: a zone id built per call was the largest single cost of a step.
  if (p === 1) {
    switch (name) {
      case "deck":
        return "p1/deck";
      case "hand":
        return "p1/hand";
      case "primary":
        return "p1/primary";
      case "limited":
        return "p1/limited";
      case "magic":
        return "p1/magic";
      case "cemetery":
        return "p1/cemetery";
    }
  }
  switch (name) {
    case "deck":
      return "p0/deck";
    case "hand":
      return "p0/hand";
    case "primary":
      return "p0/primary";
    case "limited":
      return "p0/limited";
    case "magic":
      return "p0/magic";
    case "cemetery":
      return "p0/cemetery";
  }
}

const NONE: readonly string[] = /* @__PURE__ */ Object.freeze([]);

/**
 * @internal The cards of a player's zone, top first.
 *
 * Every zone is read with a literal key: V8 reads a field named in the code from a table of
 * one shape in about a nanosecond, and a key that varies (`zones[zid(p, name)]`) in ten or more.
 */
export function cardsIn(r: Readable, p: PlayerId, name: ZoneName): readonly string[] {
  const z = r.zones.zones;
  let zone: Zone | undefined;
  if (p === 1) {
    switch (name) {
      case "deck":
        zone = z["p1/deck"];
        break;
      case "hand":
        zone = z["p1/hand"];
        break;
      case "primary":
        zone = z["p1/primary"];
        break;
      case "limited":
        zone = z["p1/limited"];
        break;
      case "magic":
        zone = z["p1/magic"];
        break;
      case "cemetery":
        zone = z["p1/cemetery"];
        break;
    }
  } else {
    switch (name) {
      case "deck":
        zone = z["p0/deck"];
        break;
      case "hand":
        zone = z["p0/hand"];
        break;
      case "primary":
        zone = z["p0/primary"];
        break;
      case "limited":
        zone = z["p0/limited"];
        break;
      case "magic":
        zone = z["p0/magic"];
        break;
      case "cemetery":
        zone = z["p0/cemetery"];
        break;
    }
  }
  return zone === undefined ? NONE : zone.cards;
}

/** @internal The other player. */
export function other(p: PlayerId): 0 | 1 {
  return p === 0 ? 1 : 0;
}

/** @internal Seat 0 or 1. */
export function seat(p: PlayerId): 0 | 1 {
  return p === 1 ? 1 : 0;
}

/** @internal The card definition of an instance. */
export function defOf(r: Readable, id: string): Card | undefined {
  return cardDef(r, id);
}

/** @internal The owner of an instance (also its controller: Ward has no change of control). */
export function ownerOf(r: Readable, id: string): PlayerId {
  return cardOwner(r, id) ?? 0;
}

/** @internal The creature stats printed on a card (a creature, or a Hybrid's creature side). */
export function printedStats(card: Card | undefined): CreatureCard | HybridStats | undefined {
  if (card === undefined) return undefined;
  if (card.kind === "creature") return card;
  return card.hybrid ?? undefined;
}

/** @internal Name, type and tags of a creature on the field. */
export function identity(r: Readable, id: string): { name: string; creatureType: CreatureType | null; tags: readonly string[] } {
  const d = defOf(r, id);
  if (d === undefined) return { name: "", creatureType: null, tags: [] };
  if (d.kind === "creature") return { name: d.name, creatureType: d.creatureType, tags: d.tags };
  return { name: d.name, creatureType: d.hybrid?.creatureType ?? null, tags: [] };
}

/** @internal The primary creature of a player, or `null`. */
export function primaryOf(r: Readable, p: PlayerId): string | null {
  return cardsIn(r, p, "primary")[0] ?? null;
}

/** @internal Every creature of a player on the field: primary first, then Limited Summons. */
export function creaturesOf(r: Readable, p: PlayerId): string[] {
  const out = cardsIn(r, p, "primary").slice();
  for (const c of cardsIn(r, p, "limited")) out.push(c);
  return out;
}

const ORDINALS: readonly string[] = ["first", "second", "third", "fourth"];

/**
 * @internal A creature on the field in words for a roll's purpose, which every player and
 * spectator reads: its name ("Bear Wolf"); "the primary Bear Wolf", "the Limited Summon Bear
 * Wolf" or "the second Limited Summon Bear Wolf" (counted in the zone's order, as boards list
 * them) when its player has namesakes on the field; "Player 1's ..." with `withOwner`. Only
 * cards everyone may identify are named or counted: the field is public and face up in Ward,
 * and a card nobody else may identify would read "a hidden creature".
 */
export function creatureWords(r: Readable, id: string, withOwner: boolean): string {
  if (!canIdentify(r.zones, id, "spectator")) return "a hidden creature";
  const name = identity(r, id).name;
  const p = ownerOf(r, id);
  const namesake = (c: string): boolean => canIdentify(r.zones, c, "spectator") && identity(r, c).name === name;
  const primary = cardsIn(r, p, "primary").filter(namesake);
  const limited = cardsIn(r, p, "limited").filter(namesake);
  let which = "";
  if (primary.length + limited.length > 1) {
    const k = limited.indexOf(id);
    if (primary.includes(id)) which = "primary ";
    else if (k >= 0) which = limited.length === 1 ? "Limited Summon " : `${ORDINALS[k] ?? `${k + 1}th`} Limited Summon `;
  }
  if (withOwner) return `Player ${p}'s ${which}${name}`;
  return which === "" ? name : `the ${which}${name}`;
}

/**
 * @internal The two creatures of one creature's Hit and Attack rolls in words, for their
 * purposes (W-10.2-3, W-10.2-4): `{ roller: "Grizzly Bear", target: "The Hero" }`; the target is
 * "Player 1's Bear Wolf" when the roller's player has a Bear Wolf on the field too.
 */
export function attackWords(r: Readable, roller: string, target: string): { readonly roller: string; readonly target: string } {
  const p = ownerOf(r, roller);
  const name = identity(r, target).name;
  const ambiguous = ownerOf(r, target) !== p && creaturesOf(r, p).some((c) => identity(r, c).name === name);
  return { roller: creatureWords(r, roller, false), target: creatureWords(r, target, ambiguous) };
}

/** @internal Every magic on the field, player 0's first. */
export function magicsOnField(r: Readable): readonly string[] {
  const a = cardsIn(r, 0, "magic");
  const b = cardsIn(r, 1, "magic");
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  // Asked many times a step while both players have magics out: the last joined list is kept
  // while it still holds the same cards (the zone writer changes its lists in place).
  if (sameJoin(lastMagics, a, b)) return lastMagics;
  lastMagics = a.concat(b);
  return lastMagics;
}

let lastMagics: readonly string[] = [];

function sameJoin(joined: readonly string[], a: readonly string[], b: readonly string[]): boolean {
  if (joined.length !== a.length + b.length) return false;
  for (let i = 0; i < a.length; i++) if (joined[i] !== a[i]) return false;
  for (let i = 0; i < b.length; i++) if (joined[a.length + i] !== b[i]) return false;
  return true;
}

function abilitiesOfCard(card: Card): Ability[] {
  const out: Ability[] = [];
  for (const e of card.effects) {
    switch (e.kind) {
      case "stat-modifier":
      case "damage-multiplier":
      case "battle-first":
      case "unaffected":
      case "damage-immunity":
      case "cannot-be-removed":
      case "negate-creature-effects":
      case "magic-play-cost":
        out.push(e);
        break;
      default:
        break;
    }
  }
  return out;
}

/** One bit per ability kind, so that a card's kinds are one number to test. */
const KIND_BIT: Readonly<Record<Ability["kind"], number>> = {
  "stat-modifier": 1,
  "damage-multiplier": 2,
  "battle-first": 4,
  unaffected: 8,
  "damage-immunity": 16,
  "cannot-be-removed": 32,
  "negate-creature-effects": 64,
  "magic-play-cost": 128,
};

const UNAFFECTED = KIND_BIT.unaffected;
const CANNOT_BE_REMOVED = KIND_BIT["cannot-be-removed"];
const NEGATES = KIND_BIT["negate-creature-effects"];
/** What a Field magic gives the creatures it covers: every ability but its own two rules of the field. */
const FIELD_GIVES = ~(NEGATES | KIND_BIT["magic-play-cost"]);

/** The lasting abilities printed on a card, and the bits of their kinds. */
interface Printed {
  readonly list: readonly Ability[];
  readonly kinds: number;
}

const printedCache = new WeakMap<Card, Printed>();

/** A card's {@link Printed} (worked out once per definition object). */
function printedOf(card: Card): Printed {
  let p = printedCache.get(card);
  if (p === undefined) {
    const list = abilitiesOfCard(card);
    let kinds = 0;
    for (const a of list) kinds |= KIND_BIT[a.kind];
    p = { list, kinds };
    printedCache.set(card, p);
  }
  return p;
}

const NO_ABILITIES: readonly Ability[] = /* @__PURE__ */ Object.freeze([]);

/** @internal The lasting abilities printed on a card (cached per definition object). */
export function printedAbilities(card: Card | undefined): readonly Ability[] {
  return card === undefined ? NO_ABILITIES : printedOf(card).list;
}

/** @internal Whether a side (seen from `controller`) covers player `p`. */
export function sideCovers(side: "own" | "opponent" | "any", controller: PlayerId, p: PlayerId): boolean {
  return side === "any" || (side === "own" ? controller === p : controller !== p);
}

/** Whether ability `a` makes a creature of `owner` ignore effects of this origin from player `by` (W-16.1.1-3). */
function ignores(a: Ability, origin: "magic" | "creature", by: PlayerId, owner: PlayerId): boolean {
  return a.kind === "unaffected" && a.by.includes(origin) && (a.from === "any" || by !== owner);
}

function printedUnaffectedBy(r: Readable, id: string, origin: "magic" | "creature", by: PlayerId): boolean {
  const d = defOf(r, id);
  if (d === undefined) return false;
  const p = printedOf(d);
  if ((p.kinds & UNAFFECTED) === 0) return false;
  const owner = ownerOf(r, id);
  for (const a of p.list) if (ignores(a, origin, by, owner)) return true;
  return false;
}

/** @internal Whether an Iron Range-like field ability negates creature effects on player `p`'s side. */
function fieldNegates(r: Readable, p: PlayerId): PlayerId | null {
  for (const m of magicsOnField(r)) {
    const d = defOf(r, m);
    if (d?.kind !== "magic" || d.subType !== "field") continue;
    const printed = printedOf(d);
    if ((printed.kinds & NEGATES) === 0) continue;
    const st = r.magics[m];
    if (st === undefined) continue;
    for (const a of printed.list) if (a.kind === "negate-creature-effects" && sideCovers(a.side, st.controller, p)) return st.controller;
  }
  return null;
}

/**
 * @internal Whether a creature's printed effects apply now: not a Limited Summon (W-13.2.2-1),
 * not negated as it entered (W-14.2.1-2), and not negated by a Field magic unless it is
 * unaffected by that magic (W-16.1.1-1).
 */
export function printedActive(r: Readable, id: string): boolean {
  const st = r.creatures[id];
  if (st === undefined || st.limited || st.effectsNegated) return false;
  const by = fieldNegates(r, ownerOf(r, id));
  return by === null || printedUnaffectedBy(r, id, "magic", by);
}

/** @internal Whether Iron Range-like negation would meet a creature of `p` entering now. */
export function entryNegated(r: Readable, p: PlayerId): boolean {
  return fieldNegates(r, p) !== null;
}

/** Whether a creature's own printed abilities include one of these kinds and apply now. */
function printsActive(r: Readable, id: string, bits: number): boolean {
  const d = defOf(r, id);
  return d !== undefined && (printedOf(d).kinds & bits) !== 0 && printedActive(r, id);
}

/**
 * Whether a magic on the field gives creature `id` (of `owner`) its abilities of these kinds:
 * an Equip on it, or a Field magic covering it that it is not unaffected by (W-16.1.1-1).
 */
function givenBy(r: Readable, m: string, id: string, owner: PlayerId, bits: number): Printed | null {
  const d = defOf(r, m);
  if (d?.kind !== "magic") return null;
  const p = printedOf(d);
  if ((p.kinds & bits) === 0) return null;
  const ms = r.magics[m];
  if (ms === undefined) return null;
  if (d.subType === "equip") return ms.host === id ? p : null;
  if (d.subType !== "field" || (p.kinds & bits & FIELD_GIVES) === 0) return null;
  return sideCovers(d.fieldScope, ms.controller, owner) && !unaffectedBy(r, id, "magic", ms.controller) ? p : null;
}

/**
 * @internal Whether a creature ignores effects of this origin from player `by` (W-16.1.1-3): by
 * its own ability, a grant, or, for creature effects, an Equip or Field magic's ability (the card
 * format gives no Equip or Field "unaffected by Magic", which would undo itself, W-16.1.1-1).
 * Asked on every target of every effect: it reads the cards' abilities in place, allocating
 * nothing, and reads a card's abilities only when it prints an "unaffected".
 */
export function unaffectedBy(r: Readable, id: string, origin: "magic" | "creature", by: PlayerId): boolean {
  const st = r.creatures[id];
  if (st === undefined) return false;
  const owner = ownerOf(r, id);
  if (printsActive(r, id, UNAFFECTED)) for (const a of printedAbilities(defOf(r, id))) if (ignores(a, origin, by, owner)) return true;
  for (const g of st.grants) for (const a of g.abilities) if (ignores(a, origin, by, owner)) return true;
  if (origin === "creature") {
    for (const m of magicsOnField(r)) {
      const p = givenBy(r, m, id, owner, UNAFFECTED);
      if (p !== null) for (const a of p.list) if (ignores(a, origin, by, owner)) return true;
    }
  }
  return false;
}

/** The abilities Equips on a creature and Field magics covering it give it, appended to `out` (made when there is one). */
function magicAbilitiesOn(r: Readable, id: string, owner: PlayerId, magics: readonly string[], out: Ability[] | null): Ability[] | null {
  for (const m of magics) {
    const p = givenBy(r, m, id, owner, ~0);
    if (p === null) continue;
    const equip = r.magics[m]?.host === id;
    for (const a of p.list) {
      if (!equip && (KIND_BIT[a.kind] & FIELD_GIVES) === 0) continue;
      (out ??= []).push(a);
    }
  }
  return out;
}

/**
 * @internal Every lasting ability in force on a creature: printed, Equips, Fields, grants. A
 * creature with none gets one shared empty list: nothing is allocated for it.
 */
export function abilitiesOn(r: Readable, id: string): readonly Ability[] {
  const st = r.creatures[id];
  if (st === undefined) return NO_ABILITIES;
  let out: Ability[] | null = null;
  const d = defOf(r, id);
  if (d !== undefined && printedOf(d).list.length > 0 && printedActive(r, id)) out = printedOf(d).list.slice();
  const magics = magicsOnField(r);
  if (magics.length > 0) out = magicAbilitiesOn(r, id, ownerOf(r, id), magics, out);
  for (const g of st.grants) for (const a of g.abilities) (out ??= []).push(a);
  return out ?? NO_ABILITIES;
}

/**
 * @internal Whether a creature cannot be removed from the field (Lead Boots): by its player's
 * sacrifice or kill-own, the removals the rules give a player (W-13.3.5-1 names them). Killing
 * and the end of its anchor still take it (W-12.3-1). Asked for every list of summons and every
 * kill-own: it allocates nothing, and reads only cards that print the ability.
 */
export function cannotBeRemoved(r: Readable, id: string): boolean {
  const st = r.creatures[id];
  if (st === undefined) return false;
  if (printsActive(r, id, CANNOT_BE_REMOVED)) return true;
  for (const g of st.grants) for (const a of g.abilities) if (a.kind === "cannot-be-removed") return true;
  const owner = ownerOf(r, id);
  for (const m of magicsOnField(r)) if (givenBy(r, m, id, owner, CANNOT_BE_REMOVED) !== null) return true;
  return false;
}

/** @internal Effective stats of a creature on the field (AL capped at 12, W-17.1-1). */
export function statsOf(r: Readable, id: string, abilities?: readonly Ability[]): CreatureStats {
  const p = printedStats(defOf(r, id));
  if (p === undefined) return { armorLevel: 0, speed: 0, modifier: 0, attackDice: 0, hitDice: 2, hp: 0, hitBonus: 0, damageBonus: 0 };
  return effectiveStats(baseStats(p), statChangesOf(abilities ?? abilitiesOn(r, id)));
}

/** @internal The magics a player controls on the field. */
export function magicsControlledBy(r: Readable, p: PlayerId): string[] {
  const out: string[] = [];
  for (const m of magicsOnField(r)) if (r.magics[m]?.controller === p) out.push(m);
  return out;
}

/** @internal Whether a magic counts toward the cap of five (W-6.5.2-2, W-AMB-26). */
export function countsTowardCap(r: Readable, card: MagicCard): boolean {
  return r.options.magicCapScope === "all-lingering" || card.magicType === "infinite";
}

/** @internal A player's cemetery HP (W-QS.2-2, W-4.1.1-2, W-17.3-1). */
export function cemeteryTotalOf(r: Readable, p: PlayerId): number {
  const ps = r.players[seat(p)];
  const cards = cardsIn(r, p, "cemetery");
  // Asked several times a step (every loss check); the cemetery rarely changes. The last total
  // of each seat is kept: a list the zone writer changes in place is caught too, since Ward adds
  // cemetery cards on top, so any change moves its length or its top card.
  const memo = p === 1 ? lastTotal1 : lastTotal0;
  if (memo.list === cards && memo.length === cards.length && memo.top === cards[0] && memo.adjustment === ps.cemeteryAdjustment && memo.uncounted === ps.uncounted && memo.cards === r.cards) return memo.total;
  let total = ps.cemeteryAdjustment;
  const hp = cemeteryHpOfCards(r);
  const skip = ps.uncounted.length > 0;
  for (const c of cards) {
    if (skip && ps.uncounted.includes(c)) continue;
    total += hp.get(c) ?? 0;
  }
  memo.list = cards;
  memo.length = cards.length;
  memo.top = cards[0];
  memo.adjustment = ps.cemeteryAdjustment;
  memo.uncounted = ps.uncounted;
  memo.cards = r.cards;
  memo.total = total;
  return total;
}

interface TotalMemo {
  list: readonly string[] | undefined;
  length: number;
  top: string | undefined;
  adjustment: number;
  uncounted: readonly string[] | undefined;
  cards: object | undefined;
  total: number;
}

const freshMemo = (): TotalMemo => ({ list: undefined, length: -1, top: undefined, adjustment: 0, uncounted: undefined, cards: undefined, total: 0 });
const lastTotal0 = freshMemo();
const lastTotal1 = freshMemo();

/** What each card adds to a cemetery, worked out once per match (the card table never changes). */
const cemeteryHpCache = new WeakMap<object, Map<string, number>>();

function cemeteryHpOfCards(r: Readable): Map<string, number> {
  let m = cemeteryHpCache.get(r.cards);
  if (m === undefined) {
    m = new Map();
    for (const id of Object.keys(r.cards)) {
      const d = defOf(r, id);
      m.set(id, d === undefined ? 0 : cemeteryHp(d));
    }
    cemeteryHpCache.set(r.cards, m);
  }
  return m;
}

/** @internal The base HP a card adds to the cemetery. */
export function cemeteryValue(r: Readable, id: string): number {
  const d = defOf(r, id);
  return d === undefined ? 0 : cemeteryHp(d);
}

/** @internal The turn cycle now (W-9.2.1-1). */
export function cycleOf(r: Readable): number {
  return turnCycle(r.clock);
}

