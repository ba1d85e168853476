import type { ChanceHost, Clock, Duration as CoreDuration, FacesAction, Outcome, PlayerId, StackState, Zones } from "@rulesmith/core";
import type { Card, CardSet } from "../cards.js";
import type { DeckList } from "../deck.js";
import type { Ability, Action } from "../effects.js";
import type { OverTimeEffect } from "../over-time.js";
import type { PercentRounding } from "../damage.js";

/**
 * The match options, one per configurable ambiguity of the rules matrix (section 6). Plain
 * JSON; {@link WardConfig.options} may give any subset, the rest take their defaults
 * (see `DEFAULT_OPTIONS`).
 *
 * @example
 * ```ts
 * import type { WardOptions } from "@rulesmith/ward";
 * const o: Partial<WardOptions> = { cemeteryThreshold: 150, firstPlayerChooser: "higher" };
 * ```
 */
export interface WardOptions {
  /** Cemetery HP at which a player loses (W-4.2.1-1). Default 300. */
  readonly cemeteryThreshold: number;
  /** `"auto"`: the loss applies at once (W-4.1.2-1); `"callout"`: the opponent must call it out (W-4.1.3-1, W-AMB-4). */
  readonly cemeteryLossMode: "auto" | "callout";
  /** Both players reach the threshold together (W-AMB-5). */
  readonly simultaneousLoss: "draw" | "active-player-loses" | "roll-off";
  /** Which roll chooses who goes first (W-AMB-1). */
  readonly firstPlayerChooser: "lower" | "higher";
  /** When the hand limit is checked (W-AMB-3). */
  readonly handLimitCheck: "after-draw" | "before-draw";
  /** Whether creatures discarded from hand count toward cemetery HP (W-AMB-7). */
  readonly countDiscardedCreatures: boolean;
  /** Most forced reshuffles before Creature Out (W-AMB-9). */
  readonly reshuffleLoopCap: number;
  /** Whether Limited Summons may be battle targets (W-AMB-16). */
  readonly allowTargetLimitedSummons: boolean;
  /** Whether Limited Summons battle besides the primary or instead of it (W-AMB-17). */
  readonly limitedSummonBattle: "additional" | "instead-of-primary";
  /** Which magics count toward the cap of 5 (W-AMB-26). */
  readonly magicCapScope: "infinite-only" | "all-lingering";
  /** Rounding of percentage damage (W-AMB-29). */
  readonly pctRounding: PercentRounding;
  /** Whether a DOT ends when its source leaves the field (W-AMB-30). */
  readonly dotEndsWithSource: boolean;
  /** DOT stacking scope (W-AMB-31). */
  readonly dotStackScope: "any" | "same-source";
  /** Whether HOTs stack (W-AMB-31). */
  readonly hotStacking: boolean;
  /** Time Out after this many turn cycles (W-15.1-4, W-AMB-43), or `null` for none. Default 100. */
  readonly maxTurnCycles: number | null;
  /** Deck format (W-3.2.2-1, W-18.5-1, W-18.23-1). */
  readonly format: "casual" | "official";
  /** Banned list (names or ids) for official play. */
  readonly banned: readonly string[];
  /** Limited list (names or ids) for official play. */
  readonly limited: readonly string[];
}

/**
 * What {@link ruleset}`.setup` takes: a seed, two deck lists, optionally the card set (default
 * the sample cards), the dice mode and options.
 *
 * @example
 * ```ts
 * import { starterDecks, type WardConfig } from "@rulesmith/ward";
 * const c: WardConfig = { seed: 1, decks: [starterDecks[0], starterDecks[1]], dice: "external" };
 * ```
 */
export interface WardConfig {
  /** Seed of the generator. */
  readonly seed: number | string;
  /** Player 0's and player 1's deck lists. */
  readonly decks: readonly [DeckList, DeckList];
  /** The card set the decks draw on (default: the sample cards). */
  readonly cards?: CardSet;
  /** `"seeded"` (default) or `"external"` (physical dice). */
  readonly dice?: "seeded" | "external";
  /** Options; missing ones take their defaults. */
  readonly options?: Partial<WardOptions>;
}

/**
 * One card instance: its opaque id, its definition id and its owner.
 *
 * @example
 * ```ts
 * import type { CardInstance } from "@rulesmith/ward";
 * const c: CardInstance = { id: "c7", def: "fog", owner: 1 };
 * ```
 */
export interface CardInstance {
  /** Opaque instance id. */
  readonly id: string;
  /** Card definition id. */
  readonly def: string;
  /** Owner (original owner, W-17.8-1). */
  readonly owner: PlayerId;
}

/**
 * When a granted ability ends: at the end of turn `turn` (`"this-turn"`), on a core duration,
 * or never while the creature stays.
 *
 * @example
 * ```ts
 * import type { GrantExpiry } from "@rulesmith/ward";
 * const e: GrantExpiry = { kind: "end-of-turn", turn: 4 };
 * ```
 */
export type GrantExpiry =
  | { readonly kind: "end-of-turn"; readonly turn: number }
  | { readonly kind: "clock"; readonly duration: CoreDuration };

/**
 * Abilities given to a creature for a while by an effect (Backstab, Eagle Eye, Future Warrior).
 *
 * @example
 * ```ts
 * import type { Grant } from "@rulesmith/ward";
 * const g: Grant = { abilities: [{ kind: "battle-first" }], expiry: { kind: "end-of-turn", turn: 3 }, from: 0, source: "magic" };
 * ```
 */
export interface Grant {
  /** The abilities. */
  readonly abilities: readonly Ability[];
  /** When they end. */
  readonly expiry: GrantExpiry;
  /** The player whose effect granted them. */
  readonly from: PlayerId;
  /** Whether a Magic or a creature effect granted them. */
  readonly source: "magic" | "creature";
}

/**
 * The state of a creature on the field (primary or Limited Summon).
 *
 * @example
 * ```ts
 * import type { CreatureStatus } from "@rulesmith/ward";
 * const s: Pick<CreatureStatus, "hp" | "limited"> = { hp: 40, limited: false };
 * ```
 */
export interface CreatureStatus {
  /** Current HP (W-QS.1-3). */
  readonly hp: number;
  /** Whether it is a Limited Summon (W-13.1-1). */
  readonly limited: boolean;
  /** Whether its printed effects were negated as it entered (W-14.2.1-2, W-16.1.3-1). */
  readonly effectsNegated: boolean;
  /** The card whose effect anchors it, or `null` (W-12.1-1). */
  readonly anchor: string | null;
  /** Where it goes when its anchor ends (W-12.2-1). */
  readonly onAnchorEnd: "cemetery" | "hand" | "deck";
  /** Abilities granted for a while. */
  readonly grants: readonly Grant[];
  /** DOTs and HOTs on it (W-11.1-1). */
  readonly overTime: readonly OverTimeEffect[];
  /** Turns its controller had begun when it entered (delayed triggers, W-18.1-1). */
  readonly enteredAt: number;
  /** Indices of its printed delayed effects that have fired. */
  readonly fired: readonly number[];
  /** Whether it has started a battle this Combat Phase. */
  readonly battled: boolean;
}

/**
 * The state of a magic on the field.
 *
 * @example
 * ```ts
 * import type { MagicStatus } from "@rulesmith/ward";
 * const m: MagicStatus = { controller: 0, host: "c4", expiry: null };
 * ```
 */
export interface MagicStatus {
  /** The player who played it (its slot is on their side, W-6.6.1.1-1). */
  readonly controller: PlayerId;
  /** The creature an Equip is attached to, or `null`. */
  readonly host: string | null;
  /** When it is discarded (turn-cycle durations, W-9.2.3-1), or `null`. */
  readonly expiry: GrantExpiry | null;
}

/**
 * One player's bookkeeping.
 *
 * @example
 * ```ts
 * import type { PlayerState } from "@rulesmith/ward";
 * const p: Pick<PlayerState, "fielded" | "mulliganUsed"> = { fielded: false, mulliganUsed: false };
 * ```
 */
export interface PlayerState {
  /** Whether they have had a primary on the field (the field rule applies from then on, W-AMB-12). */
  readonly fielded: boolean;
  /** Whether they used their normal summon this turn (W-QS.5-5). */
  readonly normalSummonUsed: boolean;
  /** Whether they killed their own creature this turn (W-8.4.2.1-1). */
  readonly killedOwn: boolean;
  /** Whether the replacement now due counts as their normal summon (after kill-own, W-8.4.2-1). */
  readonly replacementIsNormal: boolean;
  /** Whether the once-only mulligan was used or lost (W-17.9-1, W-17.9-2). */
  readonly mulliganUsed: boolean;
  /** Signed cemetery HP adjustment (W-17.3-1, W-AMB-8). */
  readonly cemeteryAdjustment: number;
  /** Cemetery cards that do not count (creatures discarded when `countDiscardedCreatures` is off). */
  readonly uncounted: readonly string[];
  /** Their first-player roll, or `null`. */
  readonly roll: number | null;
}

/**
 * A pending choice, as data. `kind` tells what answers `legalActions` lists.
 *
 * @example
 * ```ts
 * import type { PendingDecision } from "@rulesmith/ward";
 * const d: PendingDecision = { kind: "main", player: 0 };
 * ```
 */
export type PendingDecision =
  | { readonly kind: "start"; readonly player: PlayerId }
  | { readonly kind: "choose-order"; readonly player: PlayerId }
  | { readonly kind: "discard"; readonly player: PlayerId }
  | { readonly kind: "main"; readonly player: PlayerId }
  | { readonly kind: "combat"; readonly player: PlayerId }
  | { readonly kind: "respond"; readonly player: PlayerId; readonly entry: number }
  | { readonly kind: "promote"; readonly player: PlayerId }
  | { readonly kind: "replace"; readonly player: PlayerId }
  | { readonly kind: "choose"; readonly player: PlayerId; readonly purpose: string };

/**
 * Work the engine still has to do before the next player choice (a battle half-way, a
 * triggered effect, the end of the Combat Phase). Plain JSON; run in order.
 *
 * @example
 * ```ts
 * import type { Job } from "@rulesmith/ward";
 * const j: Job = { kind: "end-combat" };
 * ```
 */
export type Job =
  | {
      readonly kind: "battle";
      readonly attacker: string;
      readonly defender: string;
      readonly order: readonly string[];
      readonly index: number;
      readonly opened: boolean;
    }
  | {
      readonly kind: "actions";
      readonly source: string;
      readonly controller: PlayerId;
      readonly origin: "magic" | "creature";
      readonly self: string | null;
      readonly opponent: string | null;
      readonly actions: readonly Action[];
      readonly target: string | null;
      readonly chosen: string | null;
    }
  | { readonly kind: "summoned"; readonly card: string }
  | { readonly kind: "end-combat" };

/**
 * The whole state of a Ward match: plain JSON with a fixed shape.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) console.log(s.value.decision); // { kind: "start", player: 0 }
 * ```
 */
export interface WardState extends ChanceHost {
  /** State format version. */
  readonly version: 1;
  /** The options in force. */
  readonly options: WardOptions;
  /** Turn, phase and turn cycles (core clock; phases "setup", "draw", "summon", "combat", "magic", "end"). */
  readonly clock: Clock;
  /** Card instances by id. */
  readonly cards: Readonly<Record<string, CardInstance>>;
  /** Card definitions used, by definition id. */
  readonly defs: Readonly<Record<string, Card>>;
  /** Every zone (core zones): `p<n>/deck`, `/hand`, `/primary`, `/limited`, `/magic`, `/cemetery`, and `chain`. */
  readonly zones: Zones;
  /** Creatures on the field, by instance id. */
  readonly creatures: Readonly<Record<string, CreatureStatus>>;
  /** Magics on the field, by instance id. */
  readonly magics: Readonly<Record<string, MagicStatus>>;
  /** Both players' bookkeeping. */
  readonly players: readonly [PlayerState, PlayerState];
  /** The pending decision, or `null` when the match is over. */
  readonly decision: PendingDecision | null;
  /** The open chain (core stack, policy once-per-entry), or `null`. */
  readonly stack: StackState | null;
  /** Work to do before the next choice. */
  readonly jobs: readonly Job[];
  /** Whether the Combat Phase must end now (a primary was killed in it, W-QS.5-8). */
  readonly combatOver: boolean;
  /** How the match ended, or `null`. */
  readonly outcome: Outcome | null;
}

/**
 * Every action of a Ward match. Discriminated on `type`; plain JSON.
 *
 * @example
 * ```ts
 * import type { WardAction } from "@rulesmith/ward";
 * const a: WardAction = { type: "summon", card: "c3", sacrifices: [] };
 * ```
 */
export type WardAction =
  | { readonly type: "start" }
  | { readonly type: "go-first" }
  | { readonly type: "go-second" }
  | { readonly type: "discard"; readonly card: string }
  | { readonly type: "mulligan" }
  | { readonly type: "summon"; readonly card: string; readonly sacrifices: readonly string[] }
  | { readonly type: "play"; readonly card: string; readonly target: string | null }
  | { readonly type: "kill-own" }
  | { readonly type: "battle"; readonly attacker: string; readonly target: string }
  | { readonly type: "next" }
  | { readonly type: "end-turn" }
  | { readonly type: "pass" }
  | { readonly type: "respond"; readonly card: string }
  | { readonly type: "promote"; readonly card: string }
  | { readonly type: "choose"; readonly option: string }
  | { readonly type: "call-out" }
  | { readonly type: "reshuffle" }
  | FacesAction;

/** @internal Payload of a chain entry. */
export type EntryPayload =
  | { readonly kind: "magic"; readonly card: string; readonly target: string | null }
  | { readonly kind: "summon"; readonly card: string }
  | { readonly kind: "attack"; readonly attacker: string; readonly defender: string; readonly first: boolean };
