// Test helpers: build a Wardom state with named sample cards in chosen places, then act on it.
import { ZoneWriter, type Clock, type GameEvent, type PlayerId } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { freshUnit } from "../src/engine/work.js";
import { ruleset, sampleCards, type Card, type DeckList, type EngineOptions, type WardomAction, type WardomState, type UnitState, type WardomMatchEvent } from "../src/index.js";

/** A legal 40-60 card deck: every sample card once plus the extra copies asked for. */
export function deckWith(extra: readonly string[] = [], more: readonly Card[] = []): DeckList {
  const counts = new Map<string, number>();
  for (const c of [...sampleCards, ...more]) counts.set(c.id, 1);
  for (const id of extra) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { name: "test", cards: [...counts].map(([id, count]) => ({ id, count })) };
}

export type Place = "hand" | "combat" | "support" | "coin" | "action" | "side" | "treasury" | "void" | "forbidden" | "field";

export interface Side {
  readonly hand?: readonly string[];
  readonly combat?: readonly string[];
  readonly support?: readonly string[];
  readonly coin?: readonly string[];
  readonly action?: readonly string[];
  readonly side?: readonly string[];
  readonly treasury?: readonly string[];
  readonly void?: readonly string[];
  readonly forbidden?: readonly string[];
  readonly field?: readonly string[];
  readonly faceDown?: readonly string[];
  readonly energy?: number;
  readonly maxEnergy?: number;
  readonly resolve?: number;
}

export interface Built {
  readonly state: WardomState;
  /** Instance ids by player and def id, in placement order. */
  readonly ids: (p: PlayerId, def: string, n?: number) => string;
}

/**
 * A state in `player`'s Main Stage (round `round`, `first` acting first) with the given cards
 * placed; every other card of each player is in their deck (hand emptied first).
 */
export function build(p0: Side, p1: Side, opts: { readonly cards?: readonly Card[]; readonly active?: PlayerId; readonly first?: PlayerId; readonly round?: number; readonly options?: Partial<EngineOptions>; readonly extra?: readonly [readonly string[], readonly string[]]; readonly dice?: "seeded" | "external" } = {}): Built {
  const start = assertOk(
    ruleset.setup({
      seed: 1,
      dice: opts.dice ?? "seeded",
      decks: [deckWith(opts.extra?.[0], opts.cards), deckWith(opts.extra?.[1], opts.cards)],
      cards: [...sampleCards, ...(opts.cards ?? [])],
      options: opts.options ?? {},
    }),
  );
  const zw = new ZoneWriter(start.zones, [0, 1]);
  const zones = zw.map;
  const placed = new Map<string, string[]>();
  const units: Record<string, UnitState> = {};
  const sides = [p0, p1];
  for (const p of [0, 1] as const) {
    for (const id of (zones.zones[`p${p}/hand`]?.cards ?? []).slice()) assertOk(zw.move(id, `p${p}/deck`, { position: "bottom" }));
  }
  for (const p of [0, 1] as const) {
    const side = sides[p] ?? {};
    const places: Place[] = ["hand", "combat", "support", "coin", "action", "side", "treasury", "void", "forbidden", "field"];
    for (const place of places) {
      for (const def of side[place] ?? []) {
        const free = (zones.zones[`p${p}/deck`]?.cards ?? []).find((id) => start.cards[id]?.def === def);
        if (free === undefined) throw new Error(`no free ${def} for player ${p}`);
        const down = side.faceDown?.includes(def) ?? false;
        const to = place === "field" ? "field" : `p${p}/${place}`;
        assertOk(zw.move(free, to, { faceDown: place === "coin" ? true : down }));
        const key = `${p}/${def}`;
        placed.set(key, [...(placed.get(key) ?? []), free]);
        const card = [...sampleCards, ...(opts.cards ?? [])].find((c) => c.id === def);
        if ((place === "combat" || place === "support" || place === "side") && card?.type === "unit") units[free] = freshUnit(card);
      }
    }
  }
  const active = opts.active ?? 0;
  const first = opts.first ?? 0;
  const players = [0, 1].map((p) => {
    const s = sides[p] ?? {};
    const max = s.maxEnergy ?? 5;
    return { resolve: s.resolve ?? 20, energy: { available: s.energy ?? max, max } };
  });
  const state: WardomState = {
    ...start,
    zones: zw.finish(),
    units,
    clock: clockAt(opts.round ?? 1, first, active, "main"),
    jobs: [{ kind: "main" }],
    decision: { kind: "main", player: active },
    players: [players[0] ?? start.players[0], players[1] ?? start.players[1]],
  };
  const ids = (p: PlayerId, def: string, n = 0): string => {
    const id = placed.get(`${p}/${def}`)?.[n];
    if (id === undefined) throw new Error(`${def} was not placed for player ${p}`);
    return id;
  };
  return { state, ids };
}

/**
 * The clock of a Wardom match in `round`, where `first` acts first: in `active`'s turn for a
 * player's stage (Start, Resource, Main), or after both turns for Battle and End & Routing.
 */
export function clockAt(round: number, first: PlayerId, active: PlayerId, phase: "start" | "resource" | "main" | "battle" | "end"): Clock {
  const both = phase === "battle" || phase === "end";
  const second = active !== first || both;
  const before = round - 1;
  const turnsBegun = [before, before];
  const turnsEnded = [before, before];
  turnsBegun[first] = before + 1;
  if (second) {
    turnsEnded[first] = before + 1;
    turnsBegun[first === 0 ? 1 : 0] = before + 1;
    if (both) turnsEnded[first === 0 ? 1 : 0] = before + 1;
  }
  const turn = 2 * before + (second ? 2 : 1);
  return { players: [0, 1], turn, active: both ? (first === 0 ? 1 : 0) : active, phase, turnsBegun, turnsEnded, roundsEnded: before };
}

/** Applies an action that must be legal; returns the next state and its events. */
export function act(state: WardomState, player: PlayerId, action: WardomAction): { state: WardomState; events: readonly GameEvent[] } {
  const step = assertOk(ruleset.apply(state, player, action));
  return { state: step.state, events: step.events };
}

/**
 * The listed pick of `player` that takes exactly the cards `ids` (in any order): a pick names each
 * card by its place, so a test that knows the ids finds the action that names their places.
 */
export function pick(state: WardomState, player: PlayerId, ids: readonly string[]): WardomAction {
  const want = [...ids].sort().join(",");
  const at = (zone: string, index: number): string => state.zones.zones[zone]?.cards[index] ?? "";
  const found = ruleset.legalActions(state, player).find((a) => a.type === "pick" && a.cards.map((c) => at(c.zone, c.index)).sort().join(",") === want);
  if (found === undefined) throw new Error(`player ${player} has no listed pick of ${want || "nothing"}`);
  return found;
}

/** Whether an action is listed as legal. */
export function isLegal(state: WardomState, player: PlayerId, action: WardomAction): boolean {
  const key = JSON.stringify(action);
  return ruleset.legalActions(state, player).some((a) => JSON.stringify(a) === key);
}

/** The cards in one of a player's zones. */
export function zone(state: WardomState, p: PlayerId, name: string): readonly string[] {
  return state.zones.zones[`p${p}/${name}`]?.cards ?? [];
}

/** Turns a card face up or down in place. */
export function facing(state: WardomState, id: string, down: boolean): WardomState {
  const zw = new ZoneWriter(state.zones, [0, 1]);
  assertOk(zw.setFaceDown(id, down));
  return { ...state, zones: zw.finish() };
}

/** Events of a type, typed by it: a name the engine does not emit fails to compile. */
export function eventsOf<T extends WardomMatchEvent["type"]>(events: readonly GameEvent[], type: T): Extract<WardomMatchEvent, { readonly type: T }>[] {
  return events.filter((e): e is Extract<WardomMatchEvent, { readonly type: T }> => e.type === type);
}

/** Passes (or ends Main) for whoever must act until `stop` holds or the match ends; returns the state and all events. */
export function runUntil(state: WardomState, stop: (s: WardomState) => boolean, choose: (s: WardomState, p: PlayerId) => WardomAction | undefined = () => undefined, limit = 200): { state: WardomState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && !stop(s) && s.outcome === null; i++) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const pref = choose(s, p) ?? legal.find((a) => a.type === "pass" || a.type === "end" || a.type === "stop-routing" || a.type === "decline-upkeep") ?? legal[0];
    if (pref === undefined) throw new Error("no legal action");
    const r = act(s, p, pref);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * A choice for {@link runUntil} that plays an effect out: keeps every trigger, pays upkeep,
 * picks as many cards as it may, and places and pays the first way offered (else `undefined`,
 * and runUntil passes or ends the stage).
 */
export function keepAll(s: WardomState, p: PlayerId): WardomAction | undefined {
  const legal = ruleset.legalActions(s, p);
  const first = (type: WardomAction["type"]): WardomAction | undefined => legal.find((a) => a.type === type);
  const picks = legal.filter((a) => a.type === "pick");
  return first("add-trigger") ?? first("pay-upkeep") ?? picks[picks.length - 1] ?? first("place") ?? first("pay");
}
