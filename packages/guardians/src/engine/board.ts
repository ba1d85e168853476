// Read-only questions about a board (a state, or the draft of one inside a transition).
import { canIdentify, locate, slotOf, type CardInstance, type Clock, type PlayerId, type ZoneMap } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { Effect } from "../cards/effects.js";
import type { CreatureStatus } from "../rules/conditions.js";
import { hasCondition } from "../rules/conditions.js";
import type { GameOptions } from "./engine-options.js";
import type { PlayerState, TurnState, Unit, ZoneName } from "./state.js";
import { zoneId } from "./state.js";
import type { Attacker, DefendingSide, TargetCreature } from "../rules/targets.js";

/**
 * What the rules read from a state or from a draft inside a transition.
 *
 * @internal
 * @example
 * ```ts
 * import type { Board } from "./board.js";
 * const hand = (b: Board) => b.zones.zones["p0/hand"]?.cards ?? [];
 * ```
 */
export interface Board {
  readonly options: GameOptions;
  readonly defs: Readonly<Record<string, Card>>;
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly zones: ZoneMap;
  readonly units: readonly (Unit | null)[];
  readonly players: readonly PlayerState[];
  readonly clock: Clock;
  readonly turn: TurnState;
}

const EMPTY: readonly string[] = [];

/**
 * The cards of one of a player's zones, top first.
 *
 * @param b - The board.
 * @param player - The seat.
 * @param zone - The zone name.
 * @returns The card ids (an empty list for an unknown zone).
 * @internal
 * @example
 * ```ts
 * zoneCards(state, 0, "hand");
 * ```
 */
export function zoneCards(b: Board, player: PlayerId, zone: ZoneName): readonly string[] {
  return b.zones.zones[zoneId(player, zone)]?.cards ?? EMPTY;
}

/**
 * The definition of a card instance; a missing one is a bug and throws (caught by the chance host).
 *
 * @param b - The board.
 * @param id - The instance id.
 * @returns The card.
 * @internal
 * @example
 * ```ts
 * defOf(state, "c12").kind;
 * ```
 */
export function defOf(b: Pick<Board, "cards" | "defs">, id: string): Card {
  const def = catalogOf(b).get(id);
  if (def === undefined) throw new Error(`unknown card instance ${id}`);
  return def;
}

/** The definitions of a match's cards by instance id, made once for a `cards` and `defs` table. */
interface Catalog {
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly defs: Readonly<Record<string, Card>>;
  readonly byId: ReadonlyMap<string, Card>;
  /** The cards of the match with standing effects while in play (static abilities, Barriers), in id order. */
  readonly standing: readonly string[];
}

// The card set of a match never changes: every state of the match shares its `cards` and `defs`
// tables, so the definition of each card is looked up in a Map made once for them. Two keyed
// lookups in those tables by a card id that changes call by call were 15% of a random playout.
// The last few are kept in a short list, not a WeakMap: a WeakMap that gains an entry every
// match made each young-generation collection several times slower. A search moves between the
// worlds it samples (the bots' open-loop search cycles through 16, each with its own `cards`
// table, at every iteration): the list holds them all, where a list of 4 made the Map again at
// nearly every iteration (12% of a decision).
const RECENT = 32;
const catalogs: Catalog[] = [];

function catalogOf(b: Pick<Board, "cards" | "defs">): ReadonlyMap<string, Card> {
  const last = catalogs[0];
  if (last?.cards === b.cards && last.defs === b.defs) return last.byId;
  return catalogFor(b).byId;
}

function catalogFor(b: Pick<Board, "cards" | "defs">): Catalog {
  const last = catalogs[0];
  if (last?.cards === b.cards && last.defs === b.defs) return last;
  let c = catalogs.find((x) => x.cards === b.cards && x.defs === b.defs);
  if (c === undefined) {
    const byId = new Map<string, Card>();
    for (const id of Object.keys(b.cards)) {
      const inst = b.cards[id];
      const def = inst === undefined || !Object.hasOwn(b.defs, inst.def) ? undefined : b.defs[inst.def];
      if (def !== undefined) byId.set(id, def);
    }
    const standing: string[] = [];
    for (const [id, def] of byId) if (standingOf(def).length > 0) standing.push(id);
    c = { cards: b.cards, defs: b.defs, byId, standing };
  } else {
    catalogs.splice(catalogs.indexOf(c), 1);
  }
  catalogs.unshift(c);
  if (catalogs.length > RECENT) catalogs.pop();
  return c;
}

// Slots likewise: the zone map's `index` is fixed for a match and shared by all its states.
const slotTables: { readonly index: Readonly<Record<string, number>>; readonly slots: ReadonlyMap<string, number> }[] = [];

function slotsOf(zones: ZoneMap): ReadonlyMap<string, number> {
  const index = zones.index;
  let t = slotTables.find((x) => x.index === index);
  if (t === undefined) {
    const slots = new Map<string, number>();
    for (const k of Object.keys(index)) slots.set(k, slotOf(zones, k));
    t = { index, slots };
  } else {
    slotTables.splice(slotTables.indexOf(t), 1);
  }
  slotTables.unshift(t);
  if (slotTables.length > RECENT) slotTables.pop();
  return t.slots;
}

/**
 * A card's slot in the zone map (core's `slotOf`), from a Map made once per match.
 *
 * @param zones - The zone map.
 * @param id - A card id.
 * @returns The slot, or -1 for a card in no zone.
 * @internal
 * @example
 * ```ts
 * cardSlot(state.zones, "c3");
 * ```
 */
export function cardSlot(zones: ZoneMap, id: string): number {
  const last = slotTables[0];
  return (last?.index === zones.index ? last.slots : slotsOf(zones)).get(id) ?? -1;
}

/**
 * The owner of a card instance.
 *
 * @param b - The board.
 * @param id - The instance id.
 * @returns The seat (0 for an unknown id).
 * @internal
 * @example
 * ```ts
 * ownerOf(state, "c12");
 * ```
 */
export function ownerOf(b: Board, id: string): PlayerId {
  return b.cards[id]?.owner ?? 0;
}

const ORDINALS: readonly string[] = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/**
 * A card in play in words for a roll's purpose, which every player and spectator reads: its name
 * when everyone may identify it, "the second Ember Imp" when its zone holds several cards of that
 * name (counted in the zone's order, as boards list them), and its owner's when someone else rolls
 * for it ("Player 1's Ember Imp"); "a hidden card" when not everyone may identify it. Only cards
 * everyone may identify are counted, so the words never tell a hidden card.
 *
 * @param b - The board.
 * @param id - The instance id.
 * @param roller - Who rolls or flips for it, or `null`.
 * @returns The words.
 * @internal
 * @example
 * ```ts
 * cardWords(state, "c21", 0); // "Ember Imp"
 * ```
 */
export function cardWords(b: Board, id: string, roller: PlayerId | null): string {
  if (!canIdentify(b.zones, id, "spectator")) return "a hidden card";
  const name = defOf(b, id).name;
  const owner = ownerOf(b, id);
  const zone = locate(b.zones, id);
  const here = (zone === undefined ? EMPTY : (b.zones.zones[zone]?.cards ?? EMPTY)).filter((c) => canIdentify(b.zones, c, "spectator") && defOf(b, c).name === name);
  const k = here.indexOf(id);
  const which = here.length > 1 && k >= 0 ? `${ORDINALS[k] ?? `${k + 1}th`} ` : "";
  if (owner !== roller) return `Player ${owner}'s ${which}${name}`;
  return which === "" ? name : `the ${which}${name}`;
}

/**
 * The unit of a card in play; a card not in play is a bug and throws.
 *
 * @param b - The board.
 * @param id - The instance id.
 * @returns The unit.
 * @internal
 * @example
 * ```ts
 * unitOf(state, guardianOf(state, 0)).damage;
 * ```
 */
export function unitOf(b: Board, id: string): Unit {
  const u = b.units[cardSlot(b.zones, id)];
  if (u === undefined || u === null) throw new Error(`card ${id} is not in play`);
  return u;
}

/**
 * The status of a card in play, or `undefined` for a card not in play.
 *
 * @param b - The board.
 * @param id - A card.
 * @returns Its unit, or `undefined`.
 * @internal
 * @example
 * ```ts
 * if (unitIn(state, "c12") !== undefined) console.log("c12 is in play");
 * ```
 */
export function unitIn(b: Pick<Board, "zones" | "units">, id: string): Unit | undefined {
  return b.units[cardSlot(b.zones, id)] ?? undefined;
}

/**
 * The player's Guardian instance id.
 *
 * Implements G-MAT-2.
 *
 * @param b - The board.
 * @param player - The seat.
 * @returns The id.
 * @internal
 * @example
 * ```ts
 * guardianOf(state, 1);
 * ```
 */
export function guardianOf(b: Board, player: PlayerId): string {
  return zoneCards(b, player, "guardian")[0] ?? "";
}

/**
 * Seats still in the game, in seating order.
 *
 * Implements G-WIN-5.
 *
 * @param b - The board.
 * @returns The seats.
 * @internal
 * @example
 * ```ts
 * livingPlayers(state); // [0, 1]
 * ```
 */
export function livingPlayers(b: Pick<Board, "players">): readonly PlayerId[] {
  return seatsOf(b.players).living;
}

/** Who is still in, and each seat's living opponents. */
interface Seats {
  readonly living: readonly PlayerId[];
  readonly opponents: readonly (readonly PlayerId[])[];
}

// By player count and which players are out (a bit per seat): made once each. Not by the
// `players` table itself, which a transition's working copy writes in place.
const SEATS_BY: Seats[][] = [];

function seatsOf(players: readonly PlayerState[]): Seats {
  const n = players.length;
  let outMask = 0;
  for (let p = 0; p < n; p++) if (players[p]?.out !== false) outMask |= 1 << p;
  if (n > 8) return makeSeats(n, outMask);
  const byMask = (SEATS_BY[n] ??= []);
  return (byMask[outMask] ??= makeSeats(n, outMask));
}

function makeSeats(n: number, outMask: number): Seats {
  const isIn = (q: number): boolean => (outMask & (1 << q)) === 0;
  const living: PlayerId[] = [];
  for (let p = 0; p < n; p++) if (isIn(p)) living.push(p);
  const opponents: (readonly PlayerId[])[] = [];
  for (let p = 0; p < n; p++) {
    const out: PlayerId[] = [];
    for (let i = 1; i < n; i++) {
      const q = (p + i) % n;
      if (isIn(q)) out.push(q);
    }
    opponents.push(Object.freeze(out));
  }
  return { living: Object.freeze(living), opponents };
}

/**
 * The living opponents of a player, clockwise from the player's left.
 *
 * Implements G-AMB-3.
 *
 * @param b - The board.
 * @param player - The seat.
 * @returns The seats.
 * @internal
 * @example
 * ```ts
 * opponentsOf(state, 0); // [1]
 * ```
 */
export function opponentsOf(b: Pick<Board, "players">, player: PlayerId): readonly PlayerId[] {
  return seatsOf(b.players).opponents[player] ?? NO_SEATS;
}

const NO_SEATS: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([]);

/**
 * The next living player clockwise after `player` (itself when alone).
 *
 * Implements G-AMB-3.
 *
 * @param b - The board.
 * @param player - The seat.
 * @returns The seat.
 * @internal
 * @example
 * ```ts
 * nextLiving(state, 0); // 1
 * ```
 */
export function nextLiving(b: Board, player: PlayerId): PlayerId {
  return opponentsOf(b, player)[0] ?? player;
}

/**
 * The condition view of a card in play, for the math layer.
 *
 * @param b - The board.
 * @param id - The instance id.
 * @returns Its kind, printed HP, damage and conditions.
 * @internal
 * @example
 * ```ts
 * statusOf(state, "c12").conditions;
 * ```
 */
export function statusOf(b: Board, id: string): CreatureStatus {
  const def = defOf(b, id);
  const u = unitOf(b, id);
  const kind = def.kind === "minion" || def.kind === "king" ? def.kind : "guardian";
  const hp = def.kind === "minion" || def.kind === "king" || def.kind === "guardian" || def.kind === "barrier" ? def.hp : 1;
  return { kind, hp, damage: u.damage, conditions: u.conditions };
}

/**
 * Printed HP of a card (Quests and Attack Cards: 0).
 *
 * @param def - The card.
 * @returns The HP.
 * @internal
 * @example
 * ```ts
 * hpOf(defOf(state, "c12"));
 * ```
 */
export function hpOf(def: Card): number {
  return def.kind === "minion" || def.kind === "king" || def.kind === "guardian" || def.kind === "barrier" ? def.hp : 0;
}

/**
 * Calls `f` with every standing effect of a player's cards in play: the effects of the `static`
 * abilities of the Guardian and of the Minions and Kings on the field, and the effects of the
 * Barriers in the row. The order is fixed (the cards' ids) but means nothing: every use adds the
 * effects up.
 *
 * Implements G-BAR-1, G-GUARD-6, G-GOLD-1.
 *
 * @param b - The board.
 * @param player - The seat.
 * @param f - Called with the card whose effect it is and the effect.
 * @internal
 * @example
 * ```ts
 * forStanding(state, 1, (card, e) => console.log(card, e.kind));
 * ```
 */
export function forStanding(b: Board, player: PlayerId, f: (card: string, e: Effect) => void): void {
  // Only the few cards of the match that have standing effects are looked at, wherever they are.
  const ids = catalogFor(b).standing;
  if (ids.length === 0) return;
  const guardian = zoneId(player, "guardian");
  const field = zoneId(player, "field");
  const row = zoneId(player, "row");
  for (const id of ids) {
    const z = b.zones.where[cardSlot(b.zones, id)];
    if (z === guardian || z === field || z === row) for (const e of standingOf(defOf(b, id))) f(id, e);
  }
}

const NO_EFFECTS: readonly Effect[] = /* @__PURE__ */ Object.freeze([]);
const standing = new WeakMap<Card, readonly Effect[]>();

/**
 * The standing effects of a card while it is in play: those of its `static` abilities (a
 * Guardian, Minion or King), or a Barrier's effects; none for other cards. Read once per
 * definition (definitions never change).
 *
 * @param def - The card.
 * @returns The effects, in order.
 * @internal
 * @example
 * ```ts
 * standingOf(defOf(state, "c7")).length;
 * ```
 */
export function standingOf(def: Card): readonly Effect[] {
  let list = standing.get(def);
  if (list === undefined) {
    const out: Effect[] = [];
    if (def.kind === "guardian" || def.kind === "minion" || def.kind === "king") {
      for (const a of def.abilities) if (a.trigger === "static") out.push(...a.effects);
    } else if (def.kind === "barrier") {
      out.push(...def.effects);
    }
    list = out.length === 0 ? NO_EFFECTS : Object.freeze(out);
    standing.set(def, list);
  }
  return list;
}

/**
 * Current ATK of a creature: printed, plus this turn's changes, plus the standing `modify-atk`
 * effects in force on it (static abilities and Barriers of every living player: `self` the card
 * itself, `all-own-creatures` the creatures of the effect's controller, `all-opponent-creatures`
 * those of every opponent), never below 0. Standing changes are read here, never stored.
 *
 * Implements G-MIN-8, G-KING-5, G-GOLD-1.
 *
 * @param b - The board.
 * @param id - The instance id.
 * @returns The ATK.
 * @internal
 * @example
 * ```ts
 * atkOf(state, "c12");
 * ```
 */
export function atkOf(b: Board, id: string): number {
  const def = defOf(b, id);
  const base = def.kind === "minion" || def.kind === "king" ? def.atk : 0;
  let v = base + unitOf(b, id).atkMod;
  if (def.kind === "minion" || def.kind === "king") {
    const owner = ownerOf(b, id);
    for (let p = 0; p < b.players.length; p++) {
      if (b.players[p]?.out !== false) continue;
      forStanding(b, p, (card, e) => {
        if (e.kind !== "modify-atk") return;
        if (e.target === "self" ? card === id : e.target === "all-own-creatures" ? p === owner : e.target === "all-opponent-creatures" && p !== owner) v += e.amount;
      });
    }
  }
  return v > 0 ? v : 0;
}

/**
 * The defending side of a player for the targeting rules.
 *
 * Implements G-COC-1..5.
 *
 * @param b - The board.
 * @param player - The defender.
 * @returns Guardian, creatures (flying, frozen) and Barriers.
 * @internal
 * @example
 * ```ts
 * legalAttackTargets(attackerOf(state, "c3"), defendingSide(state, 1));
 * ```
 */
export function defendingSide(b: Board, player: PlayerId): DefendingSide {
  const creatures: TargetCreature[] = [];
  for (const id of zoneCards(b, player, "field")) {
    const def = defOf(b, id);
    if (def.kind !== "minion" && def.kind !== "king") continue;
    const c = unitOf(b, id).conditions;
    creatures.push({ id, kind: def.kind, flying: hasCondition(c, "flying"), frozen: c.frozen });
  }
  const barrierIds: string[] = [];
  for (const id of zoneCards(b, player, "row")) if (defOf(b, id).kind === "barrier") barrierIds.push(id);
  return { guardianId: guardianOf(b, player), creatures, barrierIds };
}

/**
 * The attacker description of a creature or Guardian in play.
 *
 * Implements G-FLY-1, G-RUSH-1.
 *
 * @param b - The board.
 * @param id - The instance id.
 * @returns Kind, Damage Type, Flying, Rushed.
 * @internal
 * @example
 * ```ts
 * attackerOf(state, "c3").rushed;
 * ```
 */
export function attackerOf(b: Board, id: string): Attacker {
  const def = defOf(b, id);
  if (def.kind === "guardian") return { kind: "guardian", damageType: def.damageType, flying: false, rushed: false };
  if (def.kind !== "minion" && def.kind !== "king") throw new Error(`card ${id} cannot attack`);
  const c = unitOf(b, id).conditions;
  return { kind: def.kind, damageType: def.damageType, flying: hasCondition(c, "flying"), rushed: c.rushed };
}

/**
 * Damage prevented from each attack on a player's side: the standing `prevent-damage` effects
 * of their cards in play (Barriers, and the static abilities of their Guardian, Minions and
 * Kings), added up.
 *
 * Implements G-BAR-1, G-GOLD-1.
 *
 * @param b - The board.
 * @param player - The defender.
 * @returns The amount.
 * @internal
 * @example
 * ```ts
 * preventedOn(state, 1); // 1 with Ice Wall
 * ```
 */
export function preventedOn(b: Board, player: PlayerId): number {
  let n = 0;
  forStanding(b, player, (_card, e) => {
    if (e.kind === "prevent-damage") n += e.amount;
  });
  return n;
}

/**
 * Every Minion and King in play of the living players, seat by seat, in field order.
 *
 * @param b - The board.
 * @returns The ids.
 * @internal
 * @example
 * ```ts
 * creaturesInPlay(state).length;
 * ```
 */
export function creaturesInPlay(b: Board): string[] {
  const out: string[] = [];
  for (let p = 0; p < b.players.length; p++) {
    if (b.players[p]?.out !== false) continue;
    for (const id of zoneCards(b, p, "field")) out.push(id);
  }
  return out;
}
