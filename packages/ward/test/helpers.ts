// Scenario builders for the engine tests: a state put together card by card, and helpers that
// apply actions and answer physical-dice requests with forced faces.
import { expect } from "vitest";
import { createZoneMap, type CardInstance, type GameEvent, type PlayerId, type Rng } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import {
  DEFAULT_OPTIONS,
  ruleset,
  sampleCardSet,
  type Card,
  type CreatureStatus,
  type DeckList,
  type MagicStatus,
  type PlayerState,
  type WardAction,
  type WardOptions,
  type WardState,
} from "../src/index.js";

export interface MagicSpec {
  readonly def: string;
  /** Index into the owner's creatures ("primary" or "limited:0") of either side: "p0:primary". */
  readonly host?: string;
}

export interface SideSpec {
  readonly hand?: readonly string[];
  readonly deck?: readonly string[];
  readonly primary?: string | null;
  readonly primaryHp?: number;
  readonly limited?: readonly string[];
  readonly magic?: readonly MagicSpec[];
  readonly cemetery?: readonly string[];
  readonly cemeteryAdjustment?: number;
  readonly fielded?: boolean;
}

export interface ScenarioSpec {
  readonly p0?: SideSpec;
  readonly p1?: SideSpec;
  readonly active?: PlayerId;
  readonly phase?: "summon" | "combat" | "magic";
  readonly cycle?: number;
  readonly options?: Partial<WardOptions>;
  readonly dice?: "seeded" | "external";
  readonly extraCards?: readonly Card[];
}

/** Builds a state directly: zones filled from the spec, the active player's decision open. */
export function scenario(spec: ScenarioSpec): WardState {
  const defs: Record<string, Card> = {};
  for (const c of sampleCardSet.cards) defs[c.id] = c;
  for (const c of spec.extraCards ?? []) defs[c.id] = c;
  const cards: Record<string, CardInstance> = {};
  const placement: Record<string, string[]> = {};
  const creatures: Record<string, CreatureStatus> = {};
  const magics: Record<string, MagicStatus> = {};
  let n = 0;
  const make = (def: string, owner: PlayerId): string => {
    if (defs[def] === undefined) throw new Error(`unknown card ${def}`);
    const id = `c${n++}`;
    cards[id] = { def, owner };
    return id;
  };
  const players: PlayerState[] = [];
  const hosts: { magic: string; host: string }[] = [];
  const named: Record<string, string> = {};
  for (const p of [0, 1] as const) {
    const side = (p === 0 ? spec.p0 : spec.p1) ?? {};
    const put = (zone: string, ids: string[]): void => {
      placement[`p${p}/${zone}`] = ids;
    };
    put("hand", (side.hand ?? []).map((d) => make(d, p)));
    put("deck", (side.deck ?? []).map((d) => make(d, p)));
    put("cemetery", (side.cemetery ?? []).map((d) => make(d, p)));
    const status = (def: string, limited: boolean, hp?: number): CreatureStatus => {
      const c = defs[def];
      const base = c?.kind === "creature" ? c.hp : (c?.hybrid?.hp ?? 1);
      return { hp: hp ?? base, limited, effectsNegated: false, anchor: null, onAnchorEnd: "cemetery", grants: [], overTime: [], enteredAt: 0, fired: [], battled: false };
    };
    if (side.primary !== undefined && side.primary !== null) {
      const id = make(side.primary, p);
      put("primary", [id]);
      creatures[id] = status(side.primary, false, side.primaryHp);
      named[`p${p}:primary`] = id;
    }
    const lim = (side.limited ?? []).map((d, i) => {
      const id = make(d, p);
      creatures[id] = status(d, true);
      named[`p${p}:limited:${i}`] = id;
      return id;
    });
    put("limited", lim);
    const mags = (side.magic ?? []).map((m) => {
      const id = make(m.def, p);
      magics[id] = { controller: p, host: null, expiry: null };
      if (m.host !== undefined) hosts.push({ magic: id, host: m.host });
      return id;
    });
    put("magic", mags);
    players.push({
      fielded: side.fielded ?? (side.primary !== undefined && side.primary !== null),
      normalSummonUsed: false,
      killedOwn: false,
      replacementIsNormal: false,
      mulliganUsed: true,
      cemeteryAdjustment: side.cemeteryAdjustment ?? 0,
      uncounted: [],
      roll: null,
    });
  }
  for (const h of hosts) {
    const host = named[h.host];
    const m = magics[h.magic];
    if (host === undefined || m === undefined) throw new Error(`no host ${h.host}`);
    magics[h.magic] = { controller: m.controller, host, expiry: null };
  }
  const defsUsed: Record<string, Card> = {};
  for (const c of Object.values(cards)) {
    const d = defs[c.def];
    if (d !== undefined) defsUsed[c.def] = d;
  }
  const zoneDefs = [];
  for (const p of [0, 1] as const) {
    zoneDefs.push(
      { id: `p${p}/deck`, owner: p, visibility: "hidden" as const },
      { id: `p${p}/hand`, owner: p, visibility: "owner" as const },
      { id: `p${p}/primary`, owner: p, visibility: "public" as const, capacity: 1 },
      { id: `p${p}/limited`, owner: p, visibility: "public" as const, capacity: 4 },
      { id: `p${p}/magic`, owner: p, visibility: "public" as const },
      { id: `p${p}/cemetery`, owner: p, visibility: "public" as const },
    );
  }
  zoneDefs.push({ id: "chain", visibility: "public" as const });
  const zones = assertOk(createZoneMap(zoneDefs, placement));
  const active: PlayerId = spec.active ?? 0;
  const cycle = spec.cycle ?? 2;
  const ended = [cycle - 1, cycle - 1];
  if (active === 1) ended[0] = cycle;
  const begun = ended.slice();
  begun[active] = (begun[active] ?? 0) + 1;
  const phase = spec.phase ?? "summon";
  const [p0, p1] = players;
  if (p0 === undefined || p1 === undefined) throw new Error("players");
  return {
    game: "ward",
    version: 3,
    // The scenarios were written for the engine passing a window when the player has no answer.
    options: { ...DEFAULT_OPTIONS, autoPass: "no-answer", ...spec.options },
    clock: { players: [0, 1], turn: (begun[0] ?? 0) + (begun[1] ?? 0), active, phase, turnsBegun: begun, turnsEnded: ended },
    cards,
    defs: defsUsed,
    zones,
    decklists: "hidden",
    creatures,
    magics,
    players: [p0, p1],
    decision: { kind: phase === "combat" ? "combat" : "main", player: active },
    stack: null,
    jobs: [],
    combatOver: false,
    replaceFirst: null,
    outcome: null,
    rng: [1, 2, 3, 4],
    dice: spec.dice ?? "external",
    chance: null,
  };
}

/** The instance id of the first card with this definition in a zone of a player. */
export function id(s: WardState, p: PlayerId, zone: string, def: string, nth = 0): string {
  const list = s.zones.zones[`p${p}/${zone}`]?.cards ?? [];
  let k = 0;
  for (const c of list) {
    if (s.cards[c]?.def === def) {
      if (k === nth) return c;
      k++;
    }
  }
  throw new Error(`no ${def} in p${p}/${zone}`);
}

/** The definition ids in a zone. */
export function defsIn(s: WardState, zone: string): string[] {
  return (s.zones.zones[zone]?.cards ?? []).map((c) => s.cards[c]?.def ?? "?");
}

export interface Played {
  readonly state: WardState;
  readonly events: GameEvent[];
}

/**
 * Applies an action, then answers every physical-dice request with the next faces from the
 * queue (in order). Fails the test when an action is refused or faces run out.
 */
export function act(s: WardState, player: PlayerId, action: WardAction, faces: number[][] = []): Played {
  const events: GameEvent[] = [];
  const r = ruleset.apply(s, player, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  let state = r.value.state;
  for (const e of r.value.events) events.push(e);
  const queue = faces.slice();
  while (state.chance !== null) {
    const f = queue.shift();
    if (f === undefined) throw new Error(`dice requested but no faces left: ${JSON.stringify(state.chance.request)}`);
    const who = state.chance.request.player ?? state.chance.player;
    const r2 = ruleset.apply(state, who, { type: "faces", faces: f });
    if (!r2.ok) throw new Error(`faces ${JSON.stringify(f)} refused: ${r2.error.message}`);
    state = r2.value.state;
    for (const e of r2.value.events) events.push(e);
  }
  expect(queue, "every forced face used").toEqual([]);
  return { state, events };
}

/** Events of a type. */
export function eventsOf(events: readonly GameEvent[], type: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const e of events) if (e.type === type) out.push({ ...e });
  return out;
}

/** Passes the rest of the active player's turn: to combat, end combat, end turn. */
export function passTurn(s: WardState): Played {
  const p = s.clock.active;
  const events: GameEvent[] = [];
  let state = s;
  const step = (a: WardAction): void => {
    // A response window the opponent holds cards for (autoPass "empty-hand") is passed first.
    while (state.decision?.kind === "respond") {
      const r = act(state, state.decision.player, { type: "pass" });
      state = r.state;
      events.push(...r.events);
    }
    const r = act(state, p, a);
    state = r.state;
    events.push(...r.events);
  };
  if (state.clock.phase === "summon") step({ type: "next" });
  if (state.clock.phase === "combat") step({ type: "next" });
  step({ type: "end-turn" });
  return { state, events };
}

/** HP of a creature on the field. */
export function hp(s: WardState, card: string): number | undefined {
  return s.creatures[card]?.hp;
}

/** A random legal deck of the sample cards: 30 cards, at most 3 of each, 10 creatures. */
export function randomDeck(rng: Rng, name: string): DeckList {
  const counts = new Map<string, number>();
  const creatures = sampleCardSet.cards.filter((c) => c.kind === "creature").map((c) => c.id);
  const magics = sampleCardSet.cards.filter((c) => c.kind === "magic").map((c) => c.id);
  const add = (pool: readonly string[], n: number): void => {
    for (let i = 0; i < n; ) {
      const id = pool[rng.int(pool.length)] ?? "";
      if ((counts.get(id) ?? 0) < 3) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
        i++;
      }
    }
  };
  add(creatures, 10);
  add(magics, 20);
  return { name, cards: [...counts].map(([id, count]) => ({ id, count })) };
}
