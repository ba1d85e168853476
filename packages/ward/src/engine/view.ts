// What each viewer may know: views, secrets and determinization.
import { chanceAnswerer, redactZone, Rng, shuffled, type ChanceRequest, type Clock, type Outcome, type PlayerId, type RngState, type Secrets, type StackState, type Viewer, type ZoneView } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import { chooseOptions } from "./legal.js";
import type { CardInstance, CreatureStatus, MagicStatus, PendingDecision, PlayerState, WardOptions, WardState } from "./types.js";
import { cemeteryTotalOf, zid } from "./work.js";

/**
 * A player's or a spectator's view of a Ward match: hands and decks of others as counts
 * (`null` cards), no generator state, a pending roll shown only as its request.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) ruleset.view(s.value, 1).zones["p0/hand"]?.count; // 0
 * ```
 */
export interface WardView {
  /** Who looks. */
  readonly viewer: Viewer;
  /** The options in force. */
  readonly options: WardOptions;
  /** Dice mode. */
  readonly dice: "seeded" | "external";
  /** The clock. */
  readonly clock: Clock;
  /** Every zone as the viewer sees it. */
  readonly zones: Readonly<Record<string, ZoneView>>;
  /** The card instances the viewer may identify. */
  readonly cards: Readonly<Record<string, CardInstance>>;
  /** The card definitions in the match. */
  readonly defs: Readonly<Record<string, Card>>;
  /** Creatures on the field. */
  readonly creatures: Readonly<Record<string, CreatureStatus>>;
  /** Magics on the field. */
  readonly magics: Readonly<Record<string, MagicStatus>>;
  /** Both players' bookkeeping. */
  readonly players: readonly PlayerState[];
  /** Cemetery HP of each player (W-4.3.2-1: cemeteries are public). */
  readonly cemeteryHp: readonly number[];
  /** The pending decision; the options of a choice show only to the chooser. */
  readonly decision: (PendingDecision & { readonly options?: readonly (string | null)[] }) | null;
  /** The open chain. */
  readonly stack: StackState | null;
  /** A pending physical roll: who enters the faces, and what was asked. */
  readonly chance: {
    /** The player who enters the faces (the request's player, else the one whose action paused). */
    readonly player: PlayerId;
    /** The roll awaited: how many dice, how many sides, and what for. */
    readonly request: ChanceRequest;
    /** Faces already entered for the paused action, one list per earlier roll, in order. */
    readonly supplied: readonly (readonly number[])[];
  } | null;
  /** The outcome, or `null`. */
  readonly outcome: Outcome | null;
}

/** @internal The instance ids a viewer may not identify. */
export function hiddenFrom(s: WardState, viewer: Viewer): string[] {
  const out: string[] = [];
  for (const p of [0, 1] as const) {
    for (const c of s.zones[zid(p, "deck")]?.cards ?? []) out.push(c);
    if (viewer !== p) for (const c of s.zones[zid(p, "hand")]?.cards ?? []) out.push(c);
  }
  return out;
}

/**
 * @internal The view of a state (see {@link WardView}).
 */
export function viewOf(s: WardState, viewer: Viewer): WardView {
  const zones: Record<string, ZoneView> = {};
  const cards: Record<string, CardInstance> = {};
  for (const key of Object.keys(s.zones)) {
    const z = s.zones[key];
    if (z === undefined) continue;
    const v = redactZone(z, viewer);
    zones[key] = v;
    for (const c of v.cards) {
      if (c === null) continue;
      const inst = s.cards[c];
      if (inst !== undefined) cards[c] = inst;
    }
  }
  let decision: WardView["decision"] = s.decision;
  if (s.decision?.kind === "choose" && s.decision.player === viewer) {
    const opts = chooseOptions(s).map((o) => (cards[o] === undefined ? null : o));
    decision = { kind: "choose", player: s.decision.player, purpose: s.decision.purpose, options: opts };
  }
  const c = s.chance;
  return {
    viewer,
    options: s.options,
    dice: s.dice,
    clock: s.clock,
    zones,
    cards,
    defs: s.defs,
    creatures: s.creatures,
    magics: s.magics,
    players: s.players,
    cemeteryHp: [cemeteryTotalOf(s, 0), cemeteryTotalOf(s, 1)],
    decision,
    stack: s.stack,
    chance: c === null ? null : { player: chanceAnswerer(c), request: c.request, supplied: c.supplied },
    outcome: s.outcome,
  };
}

/** Orders instance ids ("c2" before "c10"), so that a re-deal does not depend on the hidden order. */
function byId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** @internal What a viewer must not learn: hidden instance ids and the generator state. */
export function secretsOf(s: WardState, viewer: Viewer): Secrets {
  return { hiddenCards: hiddenFrom(s, viewer), rng: s.rng };
}

/**
 * @internal Re-deals every card hidden from `player` among the places hidden from them, each
 * owner's cards among that owner's hidden places, and replaces the generator.
 */
export function determinizeState(s: WardState, player: PlayerId, rng: RngState): WardState {
  const r = new Rng(rng);
  let zones = s.zones;
  // A paused action (physical dice) is run again once the faces are in: the cards it names stay put.
  const fixed = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === "string") fixed.add(v);
    else if (Array.isArray(v)) for (const x of v as unknown[]) collect(x);
    else if (typeof v === "object" && v !== null) for (const x of Object.values(v)) collect(x);
  };
  if (s.chance !== null) collect(s.chance.action);
  const redeal = (list: readonly string[], pool: string[]): string[] => list.map((c) => (fixed.has(c) ? c : (pool.shift() ?? c)));
  for (const p of [0, 1] as const) {
    const deckId = zid(p, "deck");
    const handId = zid(p, "hand");
    const deck = zones[deckId];
    const hand = zones[handId];
    if (deck === undefined || hand === undefined) continue;
    if (p === player) {
      const pool = shuffled(r, deck.cards.filter((c) => !fixed.has(c)).sort(byId));
      zones = { ...zones, [deckId]: { id: deck.id, owner: deck.owner, capacity: deck.capacity, visibility: deck.visibility, cards: redeal(deck.cards, pool), faceDown: deck.faceDown } };
    } else {
      const pool = shuffled(r, hand.cards.concat(deck.cards).filter((c) => !fixed.has(c)).sort(byId));
      const h = redeal(hand.cards, pool);
      const d = redeal(deck.cards, pool);
      zones = {
        ...zones,
        [handId]: { id: hand.id, owner: hand.owner, capacity: hand.capacity, visibility: hand.visibility, cards: h, faceDown: hand.faceDown.filter((x) => h.includes(x)) },
        [deckId]: { id: deck.id, owner: deck.owner, capacity: deck.capacity, visibility: deck.visibility, cards: d, faceDown: d.slice() },
      };
    }
  }
  const fresh: RngState = [r.nextU32(), r.nextU32(), r.nextU32(), r.nextU32()];
  return { ...s, zones, rng: fresh };
}
