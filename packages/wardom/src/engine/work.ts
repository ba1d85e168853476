/**
 * The engine's working copy of a state during one transition, and the small helpers every part
 * of the engine uses: zone ids, moving cards with events, unit state, statuses, stats, payments
 * and the loss check.
 */
import { cardMovedEvent, moveCard, zoneOf, type Chance, type GameEvent, type Outcome, type PlayerId, type StackState, type Zones } from "@rulesmith/core";
import type { Card, StatusGrant, UnitCard } from "../cards/cards.js";
import type { Currency, Position } from "../cards/vocabulary.js";
import type { Moment, Stage } from "../rules/danger.js";
import type { StatLine } from "../rules/stats.js";
import type { Energy } from "../rules/energy.js";
import { effectiveStats } from "../rules/stats.js";
import { resolveLoser } from "../rules/resolve.js";
import { choosePayment, coinValue, type Funds, type Payment } from "../rules/treasury.js";
import type {
  BattleRecord,
  CardInstance,
  DecisionData,
  EngineOptions,
  GameState,
  Phase,
  PlayerState,
  Resolving,
  UnitState,
} from "./types.js";

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
export const ZONE_NAMES: readonly ZoneName[] = ["deck", "hand", "combat", "support", "coin", "action", "side", "treasury", "void", "forbidden", "equip", "stack", "reveal"];

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
 * @returns The id, e.g. "p0.hand".
 * @internal
 * @example
 * ```ts
 * zid(0, "hand"); // "p0.hand"
 * ```
 */
export function zid(p: PlayerId, name: ZoneName): string {
  return `p${p}.${name}`;
}

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
 * The mutable working copy of a state inside one transition.
 * @internal
 * @example
 * ```ts
 * function energyOf(w: Work): number { return w.players[0]?.energy.available ?? 0; }
 * ```
 */
export interface Work {
  readonly options: EngineOptions;
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly defs: Readonly<Record<string, Card>>;
  round: number;
  first: PlayerId;
  half: 0 | 1;
  phase: Phase;
  zones: Zones;
  players: PlayerState[];
  units: Record<string, UnitState>;
  marked: string[];
  attached: Record<string, string>;
  setAt: Record<string, Moment>;
  uses: Record<string, number>;
  windowPassed: PlayerId[];
  routed: PlayerId[];
  battle: BattleRecord | null;
  resolving: Resolving | null;
  decision: DecisionData | null;
  stack: StackState | null;
  outcome: Outcome | null;
  readonly events: GameEvent[];
  readonly chance: Chance;
}

/**
 * A working copy: top-level fields, and shallow copies of the small tables a transition may change.
 * @param s - The state.
 * @param chance - The transition's chance source.
 * @param events - Where events go.
 * @returns The working copy.
 * @internal
 * @example
 * ```ts
 * const w = draft(state, ctx.chance, ctx.events); // inside a transition
 * ```
 */
export function draft(s: GameState, chance: Chance, events: GameEvent[]): Work {
  return {
    options: s.options,
    cards: s.cards,
    defs: s.defs,
    round: s.round,
    first: s.first,
    half: s.half,
    phase: s.phase,
    zones: s.zones,
    players: [s.players[0], s.players[1]],
    units: { ...s.units },
    marked: s.marked.slice(),
    attached: { ...s.attached },
    setAt: { ...s.setAt },
    uses: { ...s.uses },
    windowPassed: s.windowPassed.slice(),
    routed: s.routed.slice(),
    battle: s.battle,
    resolving: s.resolving,
    decision: s.decision,
    stack: s.stack,
    outcome: s.outcome,
    events,
    chance,
  };
}

/**
 * The state from a working copy (the host writes `rng` and `chance`).
 * @param s - The state the transition started from.
 * @param w - The working copy.
 * @returns The new state.
 * @internal
 * @example
 * ```ts
 * const next = finish(state, w); // after advance(w)
 * ```
 */
export function finish(s: GameState, w: Work): GameState {
  return {
    version: 1,
    options: w.options,
    round: w.round,
    first: w.first,
    half: w.half,
    phase: w.phase,
    cards: w.cards,
    defs: w.defs,
    zones: w.zones,
    players: [w.players[0] ?? s.players[0], w.players[1] ?? s.players[1]],
    units: w.units,
    marked: w.marked,
    attached: w.attached,
    setAt: w.setAt,
    uses: w.uses,
    windowPassed: w.windowPassed,
    routed: w.routed,
    battle: w.battle,
    resolving: w.resolving,
    decision: w.decision,
    stack: w.stack,
    outcome: w.outcome,
    rng: s.rng,
    dice: s.dice,
    chance: s.chance,
  };
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
export function defOf(w: Pick<Work, "cards" | "defs">, id: string): Card | undefined {
  const inst = Object.hasOwn(w.cards, id) ? w.cards[id] : undefined;
  if (inst === undefined) return undefined;
  return Object.hasOwn(w.defs, inst.def) ? w.defs[inst.def] : undefined;
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
export function ownerOf(w: Pick<Work, "cards">, id: string): PlayerId {
  const inst = Object.hasOwn(w.cards, id) ? w.cards[id] : undefined;
  return inst?.owner ?? 0;
}

/**
 * The cards of a zone (empty for an unknown zone).
 * @param zones - The zones of the match.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * cardsIn(state.zones, "p0.hand").length; // 5 at the start
 * ```
 */
export function cardsIn(zones: Zones, id: string): readonly string[] {
  return Object.hasOwn(zones, id) ? (zones[id]?.cards ?? []) : [];
}

/**
 * Whether a card lies face down where it is.
 * @param zones - The zones of the match.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * isFaceDown(state.zones, "c0"); // true for a set card
 * ```
 */
export function isFaceDown(zones: Zones, id: string): boolean {
  for (const key in zones) {
    const z = zones[key];
    if (z === undefined || z.visibility === "hidden" || z.faceDown.length === 0) continue;
    if (z.faceDown.includes(id)) return true;
  }
  return false;
}

/**
 * The stage the engine is in, for Danger timing.
 * @param phase - The engine phase.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * stageOf("battle-calc"); // "battle"
 * ```
 */
export function stageOf(phase: Phase): Stage {
  switch (phase) {
    case "first-roll":
    case "start":
      return "start";
    case "resource":
    case "upkeep":
    case "resource-triggers":
      return "resource";
    case "main":
      return "main";
    case "reveal":
    case "battle-window":
    case "battle-calc":
      return "battle";
    case "end":
    case "end-last-will":
    case "discard":
    case "route":
    case "end-final":
    case "over":
      return "end";
    default: {
      const never: never = phase;
      return never;
    }
  }
}

/**
 * The player whose Start, Resource and Main steps are running (the first or second).
 * @param w - The working copy of the state.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * stepPlayer({ first: 1, half: 0 }); // 1
 * ```
 */
export function stepPlayer(w: Pick<Work, "first" | "half">): PlayerId {
  return w.half === 0 ? w.first : other(w.first);
}

/**
 * Moves a card and records a redacted card-moved event. Returns false when the move failed.
 * @param w - The working copy.
 * @param id - The card.
 * @param to - The zone id.
 * @param faceDown - The facing, or undefined for the default.
 * @param position - "top" or "bottom".
 * @param quiet - Emit the event without the card id (a card revealed and put back stays unnamed in events).
 * @returns Whether it moved.
 * @internal
 * @example
 * ```ts
 * move(w, "c3", zid(0, "void"), false); // true, with a card-moved event
 * ```
 */
export function move(w: Work, id: string, to: string, faceDown?: boolean, position: "top" | "bottom" = "top", quiet = false): boolean {
  const before = w.zones;
  const r = moveCard(before, id, to, faceDown === undefined ? { position } : { position, faceDown });
  if (!r.ok) return false;
  w.zones = r.value;
  const e = cardMovedEvent(before, r.value, id);
  if (e !== undefined) w.events.push(quiet ? { type: "card-moved", card: null, from: e.from, to: e.to } : e);
  return true;
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
export function unitOf(w: Pick<Work, "units" | "cards" | "defs">, id: string): UnitState {
  const u = Object.hasOwn(w.units, id) ? w.units[id] : undefined;
  if (u !== undefined) return u;
  const def = defOf(w, id);
  return freshUnit(def?.type === "unit" ? def : undefined);
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
export function linePosition(w: Pick<Work, "zones" | "cards">, id: string): Position | null {
  const z = zoneOf(w.zones, id);
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
 * lineUnits(state, 0); // ids in p0.combat, then p0.support
 * ```
 */
export function lineUnits(w: Pick<Work, "zones">, p: PlayerId): string[] {
  return [...cardsIn(w.zones, zid(p, "combat")), ...cardsIn(w.zones, zid(p, "support"))];
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
export function equipsOf(w: Pick<Work, "attached">, unit: string): string[] {
  const out: string[] = [];
  for (const [e, u] of Object.entries(w.attached)) if (u === unit) out.push(e);
  return out;
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
export function holder(w: Pick<Work, "units" | "cards" | "defs" | "zones" | "attached" | "options">, id: string): { faceUp: boolean; statuses: StatusGrant[] } {
  const u = unitOf(w, id);
  const statuses: StatusGrant[] = [];
  let pure = false;
  let silenced = false;
  for (const h of u.statuses) {
    statuses.push(h.grant);
    if (h.grant.status === "pure") pure = true;
    if (h.grant.status === "silenced") silenced = true;
  }
  if (!pure) {
    for (const e of equipsOf(w, id)) {
      const d = defOf(w, e);
      if (d?.type === "equip") for (const g of d.grants.statuses) statuses.push(g);
    }
  }
  const faceUp = !isFaceDown(w.zones, id);
  if (silenced && w.options.silenceDisablesStatuses) return { faceUp, statuses: [{ status: "silenced" }] };
  return { faceUp, statuses };
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
export function statsOf(w: Pick<Work, "units" | "cards" | "defs" | "attached">, id: string): StatLine {
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
export function fundsOf(w: Work, p: PlayerId): Funds {
  const ps = w.players[p];
  const treasury = cardsIn(w.zones, zid(p, "treasury")).map((id) => {
    const d = defOf(w, id);
    return { id, value: d === undefined ? 0 : coinValue(d) };
  });
  return { energy: ps?.energy.available ?? 0, resolve: ps?.resolve ?? 0, treasury };
}

/**
 * Whether a player can pay a cost (energy alone first, then the payment math).
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
export function canAfford(w: Work, p: PlayerId, amount: number, payWith: readonly Currency[]): boolean {
  if (payWith.includes("energy") && (w.players[p]?.energy.available ?? 0) >= amount) return true;
  return paymentFor(w, p, amount, payWith) !== undefined;
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
export function paymentFor(w: Work, p: PlayerId, amount: number, payWith: readonly Currency[]): Payment | undefined {
  const r = choosePayment(amount, fundsOf(w, p), payWith, w.options);
  return r.ok ? r.value : undefined;
}

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
  w.players[p] = { resolve, energy };
}

/**
 * Pays: energy spent, resolve lost (the loss checked), Treasury cards to the Forbidden Zone
 * (D-TREAS-3).
 * @param w - The working copy.
 * @param p - The payer.
 * @param pay - The payment.
 * @internal
 * @example
 * ```ts
 * const p = paymentFor(w, 0, 2, ["energy"]); if (p !== undefined) pay(w, 0, p);
 * ```
 */
export function pay(w: Work, p: PlayerId, pay: Payment): void {
  const ps = w.players[p];
  if (ps === undefined) return;
  setPlayer(w, p, ps.resolve - pay.resolve, { available: ps.energy.available - pay.energy, max: ps.energy.max });
  for (const id of pay.treasury) move(w, id, zid(p, "forbidden"), false);
  if (pay.resolve > 0) {
    w.events.push({ type: "resolve-paid", player: p, amount: pay.resolve, resolve: ps.resolve - pay.resolve });
    checkLoss(w);
  }
  if (pay.energy > 0 || pay.treasury.length > 0) w.events.push({ type: "cost-paid", player: p, energy: pay.energy, treasury: pay.treasury.length });
}

/**
 * Ends the match if a player is out of resolve (D-WIN-2, D-AMB-36, D-AMB-38).
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * checkLoss(w); // w.outcome is set when a player is at 0 resolve
 * ```
 */
export function checkLoss(w: Work): void {
  if (w.outcome !== null) return;
  const r0 = w.players[0]?.resolve ?? 0;
  const r1 = w.players[1]?.resolve ?? 0;
  const who = resolveLoser([r0, r1]);
  if (who === "none") return;
  if (who === "draw") {
    if (w.options.simultaneousLoss === "first-player-loses") endMatch(w, [other(w.first)], [w.first], "both players reached 0 resolve; the first player loses", "D-AMB-36");
    else endMatch(w, [], [], "both players reached 0 resolve at once", "D-AMB-36");
    return;
  }
  endMatch(w, [other(who)], [who], `player ${who} reached 0 resolve`, "D-WIN-2");
}

/**
 * Ends the match with an outcome and a game-over event.
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
  if (w.outcome !== null) return;
  w.outcome = { winners, losers, reason, rule };
  w.phase = "over";
  w.decision = null;
  w.events.push({ type: "game-over", winners, losers, reason, rule });
}

/**
 * Deals resolve damage to a player (floored at 0) and checks the loss.
 * @param w - The working copy.
 * @param p - The player.
 * @param amount - The damage.
 * @param source - What dealt it.
 * @param check - Check for a loss now (false while damage to both players is still being dealt).
 * @internal
 * @example
 * ```ts
 * damage(w, 1, 3, "battle"); // player 1 loses 3 resolve
 * ```
 */
export function damage(w: Work, p: PlayerId, amount: number, source: string, check = true): void {
  const ps = w.players[p];
  if (ps === undefined || amount <= 0) return;
  const resolve = Math.max(0, ps.resolve - amount);
  setPlayer(w, p, resolve, ps.energy);
  w.events.push({ type: "resolve-damage", player: p, amount, resolve, source });
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
 * drawFor(w, 0, 2); // two cards from p0.deck to p0.hand
 * ```
 */
export function drawFor(w: Work, p: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = cardsIn(w.zones, zid(p, "deck"))[0];
    if (top === undefined) {
      if (w.options.deckoutLoses) endMatch(w, [other(p)], [p], `player ${p} had to draw from an empty deck`, "D-AMB-10");
      return;
    }
    move(w, top, zid(p, "hand"));
  }
}
