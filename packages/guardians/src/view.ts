import { chanceAnswerer, Rng, shuffled, type ChanceRequest, type DiceMode, type Outcome, type PlayerId, type RngState, type Secrets, type Viewer, type Zone } from "@rulesmith/core";
import type { Card } from "./cards.js";
import { NO_CONDITIONS } from "./conditions.js";
import type { GameOptions } from "./engine-options.js";
import { zoneId, type GameState, type PendingDecision, type TurnState, type Unit, type ZoneName } from "./state.js";

/**
 * A card in play as everybody sees it: instance id, definition id and status.
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS, type UnitView } from "@rulesmith/guardians";
 * const u: UnitView = { id: "c4", def: "ember-imp", unit: { damage: 1, conditions: NO_CONDITIONS, attacked: false, usedAbility: false, enteredTurn: 3, atkMod: 0, counter: 0 } };
 * ```
 */
export interface UnitView {
  readonly id: string;
  readonly def: string;
  readonly unit: Unit;
}

/**
 * A card a viewer may identify, out of play: instance id and definition id.
 *
 * @example
 * ```ts
 * import type { CardRef } from "@rulesmith/guardians";
 * const c: CardRef = { id: "c9", def: "fireball" };
 * ```
 */
export interface CardRef {
  readonly id: string;
  readonly def: string;
}

/**
 * One player's side as a viewer sees it: the mat face up, the hand and the drawn Attack
 * Cards only for their owner (else `null`), every deck as a count.
 *
 * @example
 * ```ts
 * import type { PlayerView } from "@rulesmith/guardians";
 * function cardsLeft(p: PlayerView) { return p.deckCount + p.handCount; }
 * ```
 */
export interface PlayerView {
  readonly seat: PlayerId;
  readonly out: boolean;
  readonly outReason: string | null;
  readonly handAside: boolean;
  readonly guardian: UnitView | null;
  readonly field: readonly UnitView[];
  readonly row: readonly UnitView[];
  readonly discard: readonly CardRef[];
  readonly hand: readonly CardRef[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly attackDeckCount: number;
  readonly drawn: readonly CardRef[] | null;
  readonly drawnCount: number;
}

/**
 * What a viewer may know of a match (no hidden card ids, no deck order, no generator state).
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) ruleset.view(s.value, 0).players[1]?.hand; // null
 * ```
 */
export interface GameView {
  readonly viewer: Viewer;
  readonly version: number;
  readonly options: GameOptions;
  readonly dice: DiceMode;
  readonly turn: number;
  readonly active: PlayerId;
  readonly phase: string;
  readonly first: PlayerId;
  readonly turnState: TurnState;
  readonly decision: PendingDecision | null;
  readonly chance: { readonly player: PlayerId; readonly request: ChanceRequest } | null;
  readonly outcome: Outcome | null;
  readonly defs: Readonly<Record<string, Card>>;
  readonly players: readonly PlayerView[];
}

function ids(s: GameState, p: PlayerId, z: ZoneName): readonly string[] {
  return s.zones[zoneId(p, z)]?.cards ?? [];
}

/**
 * The view of a match for a player or a spectator.
 *
 * @param s - The state.
 * @param viewer - A seat or `"spectator"`.
 * @returns The view.
 * @example
 * ```ts
 * import { demoConfig, ruleset, view } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) view(s.value, "spectator").players.length; // 2
 * ```
 */
export function view(s: GameState, viewer: Viewer): GameView {
  const ref = (id: string): CardRef => ({ id, def: s.cards[id]?.def ?? "" });
  const unitView = (id: string): UnitView => {
    const u = s.units[id];
    return { id, def: s.cards[id]?.def ?? "", unit: u ?? { damage: 0, conditions: NO_CONDITIONS, attacked: false, usedAbility: false, enteredTurn: 0, atkMod: 0, counter: 0 } };
  };
  const players: PlayerView[] = s.players.map((x, p) => {
    const mine = viewer === p;
    const g = ids(s, p, "guardian")[0];
    const hand = ids(s, p, "hand");
    const drawn = ids(s, p, "drawn");
    return {
      seat: p,
      out: x.out,
      outReason: x.outReason,
      handAside: x.handAside,
      guardian: g === undefined ? null : unitView(g),
      field: ids(s, p, "field").map(unitView),
      row: ids(s, p, "row").map(unitView),
      discard: ids(s, p, "discard").map(ref),
      hand: mine ? hand.map(ref) : null,
      handCount: hand.length,
      deckCount: ids(s, p, "deck").length,
      attackDeckCount: ids(s, p, "attack").length,
      drawn: mine ? drawn.map(ref) : null,
      drawnCount: drawn.length,
    };
  });
  const c = s.chance;
  return {
    viewer,
    version: s.version,
    options: s.options,
    dice: s.dice,
    turn: s.clock.turn,
    active: s.clock.active,
    phase: s.clock.phase,
    first: s.first,
    turnState: s.turn,
    decision: s.decision,
    chance: c === null ? null : { player: chanceAnswerer(c), request: c.request },
    outcome: s.outcome,
    defs: s.defs,
    players,
  };
}

/**
 * The zones whose cards a viewer may not identify: every main deck and Attack Deck, and the
 * hands and drawn Attack Cards of everybody else.
 */
function hiddenZones(s: GameState, viewer: Viewer): string[] {
  const out: string[] = [];
  for (let p = 0; p < s.players.length; p++) {
    out.push(zoneId(p, "deck"), zoneId(p, "attack"));
    if (viewer !== p) out.push(zoneId(p, "hand"), zoneId(p, "drawn"));
  }
  return out;
}

/**
 * What a viewer must not learn: the ids of every card in a hidden place, and the generator.
 *
 * @param s - The state.
 * @param viewer - A seat or `"spectator"`.
 * @returns The secrets.
 * @example
 * ```ts
 * import { demoConfig, ruleset, secrets } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) secrets(s.value, 0).hiddenCards.length > 0; // true
 * ```
 */
export function secrets(s: GameState, viewer: Viewer): Secrets {
  const hiddenCards: string[] = [];
  for (const z of hiddenZones(s, viewer)) for (const id of s.zones[z]?.cards ?? []) hiddenCards.push(id);
  return { hiddenCards, rng: s.rng };
}

/**
 * A state that `player` cannot tell from `s`: the cards hidden from them are re-dealt at
 * random into the same hidden places (same zones and counts), each owner's main-deck cards
 * among that owner's hidden main-deck places and Attack Cards among their hidden Attack Card
 * places, and the generator is replaced by one derived from `rng`.
 *
 * @param s - The state.
 * @param player - Whose knowledge to keep.
 * @param rng - Fresh generator state.
 * @returns The determinized state.
 * @example
 * ```ts
 * import { demoConfig, determinize, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) {
 *   const guess = determinize(s.value, 0, [1, 2, 3, 4]);
 *   // Player 1's deck is hidden from player 0: same size, re-dealt order.
 *   console.log(guess.zones["p1/deck"]?.cards.length === s.value.zones["p1/deck"]?.cards.length); // true
 * }
 * ```
 */
export function determinize(s: GameState, player: PlayerId, rng: RngState): GameState {
  const r = new Rng(rng);
  const zones: Record<string, Zone> = { ...s.zones };
  // A transition paused for physical dice replays its action: keep the cards it may name.
  const paused = s.chance === null ? -1 : s.chance.player;
  for (let p = 0; p < s.players.length; p++) {
    const groups: ZoneName[][] = [["deck"], ["attack"]];
    if (p !== player && p !== paused) {
      groups[0]?.push("hand");
      groups[1]?.push("drawn");
    }
    for (const group of groups) {
      const pool: string[] = [];
      for (const z of group) for (const id of ids(s, p, z)) pool.push(id);
      if (pool.length < 2) continue;
      // Sorted first, so that the result depends only on what the player can see.
      const dealt = shuffled(r, pool.sort());
      let at = 0;
      for (const z of group) {
        const zone = s.zones[zoneId(p, z)];
        if (zone === undefined) continue;
        const cards = dealt.slice(at, at + zone.cards.length);
        const faceDown: string[] = [];
        for (let i = 0; i < zone.cards.length; i++) if (zone.faceDown.includes(zone.cards[i] ?? "")) faceDown.push(cards[i] ?? "");
        at += zone.cards.length;
        zones[zone.id] = { id: zone.id, owner: zone.owner, capacity: zone.capacity, visibility: zone.visibility, cards, faceDown };
      }
    }
  }
  return { ...s, zones, rng: r.state() };
}
