import { chanceAnswerer, Rng, shuffled, type ChanceRequest, type DiceMode, type Outcome, type PlayerId, type RngState, type Secrets, type Viewer, type Zone } from "@rulesmith/core";
import type { Card } from "./cards.js";
import { NO_CONDITIONS } from "./conditions.js";
import type { GameOptions } from "./engine-options.js";
import { zoneId, type GuardiansState, type PendingDecision, type TurnState, type Unit, type ZoneName } from "./state.js";

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
  /** Opaque instance id of the card. */
  readonly id: string;
  /** Id of its card definition, a key of {@link GameView.defs}. */
  readonly def: string;
  /** Its damage, conditions and per-turn marks; all public. */
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
  /** Opaque instance id of the card. */
  readonly id: string;
  /** Id of its card definition, a key of {@link GameView.defs}. */
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
  /** The seat of this player. */
  readonly seat: PlayerId;
  /** The player is out of the game (G-WIN-3, G-WIN-4). */
  readonly out: boolean;
  /** Why the player is out, for people; `null` while in the game. */
  readonly outReason: string | null;
  /** The hand is set aside during this player's Guardian battle (G-GBTL-1). */
  readonly handAside: boolean;
  /** The Guardian in its slot (G-MAT-2), or `null` if the slot is empty. */
  readonly guardian: UnitView | null;
  /** Minions and Kings on the five creature slots, in the order they entered play (G-MAT-3). */
  readonly field: readonly UnitView[];
  /** Quests and Barriers on the five row slots, in the order they entered play (G-MAT-6). */
  readonly row: readonly UnitView[];
  /** The Discard Pile, face up, top first (G-MAT-4). */
  readonly discard: readonly CardRef[];
  /** The hand for its owner; `null` for everybody else. */
  readonly hand: readonly CardRef[] | null;
  /** Number of cards in hand, seen by all. */
  readonly handCount: number;
  /** Number of cards left in the main deck (G-MAT-7). */
  readonly deckCount: number;
  /** Number of cards left in the Attack Deck (G-MAT-5). */
  readonly attackDeckCount: number;
  /** The Attack Cards drawn for a Guardian battle, for their owner; `null` for everybody else (G-GBTL-1). */
  readonly drawn: readonly CardRef[] | null;
  /** Number of Attack Cards drawn and not yet resolved, seen by all (0 outside a Guardian battle). */
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
  /** Who this view is for: a seat or `"spectator"`. */
  readonly viewer: Viewer;
  /** Format version of the state, {@link STATE_VERSION}. */
  readonly version: number;
  /** The match's rule options, all filled in. */
  readonly options: GameOptions;
  /** Where dice come from: `"seeded"` or `"external"` (physical dice). */
  readonly dice: DiceMode;
  /** The clock's turn number. */
  readonly turn: number;
  /** The seat whose turn it is. */
  readonly active: PlayerId;
  /** The current phase: `"setup"`, `"start"`, `"action"`, `"battle"`, `"end"` or `"between"` (the in-between step, G-TURN-10). */
  readonly phase: string;
  /** The seat that takes the first turn (G-AMB-4). */
  readonly first: PlayerId;
  /** What the active player has done this turn and the phases still to come. */
  readonly turnState: TurnState;
  /** What the match waits for; `null` once it is over. */
  readonly decision: PendingDecision | null;
  /** The physical roll the match waits for (dice `"external"`), or `null`. */
  readonly chance: {
    /** The seat that must answer the roll. */
    readonly player: PlayerId;
    /** What to roll and why. */
    readonly request: ChanceRequest;
  } | null;
  /** Winners, losers and why, once the match is over; `null` while it runs. */
  readonly outcome: Outcome | null;
  /** The card definitions the match uses, by card id (public information). */
  readonly defs: Readonly<Record<string, Card>>;
  /** Every player's side, indexed by seat. */
  readonly players: readonly PlayerView[];
}

function ids(s: GuardiansState, p: PlayerId, z: ZoneName): readonly string[] {
  return s.zones[zoneId(p, z)]?.cards ?? [];
}

/**
 * The view of a match for a player or a spectator.
 *
 * Implements no rule: it is the view function of the `Ruleset` contract (what a viewer may see).
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
export function view(s: GuardiansState, viewer: Viewer): GameView {
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
function hiddenZones(s: GuardiansState, viewer: Viewer): string[] {
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
 * Implements no rule: it is the secrets function of the `Ruleset` contract (what a viewer must not
 * learn).
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
export function secrets(s: GuardiansState, viewer: Viewer): Secrets {
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
 * Implements no rule: it is the determinize function of the `Ruleset` contract, for bots that
 * search over hidden information.
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
export function determinize(s: GuardiansState, player: PlayerId, rng: RngState): GuardiansState {
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
