import type { ChanceHost, Clock, DiceMode, FacesAction, Outcome, PlayerId, Zones } from "@rulesmith/core";
import type { Card } from "./cards.js";
import type { Conditions } from "./conditions.js";
import type { Deck } from "./deck.js";
import type { GameOptions } from "./engine-options.js";

/**
 * The format version of {@link GameState} (stored in states and match records).
 *
 * @example
 * ```ts
 * import { STATE_VERSION } from "@rulesmith/guardians";
 * STATE_VERSION; // 1
 * ```
 */
export const STATE_VERSION = 1;

/**
 * One card instance: an opaque id (`"c12"`), the card definition it is a copy of, and its owner.
 *
 * @example
 * ```ts
 * import type { CardInstance } from "@rulesmith/guardians";
 * const c: CardInstance = { id: "c0", def: "ember-imp", owner: 0 };
 * ```
 */
export interface CardInstance {
  readonly id: string;
  readonly def: string;
  readonly owner: PlayerId;
}

/**
 * What a card in play carries besides its printed data: damage (permanent until healed,
 * G-WIN-2), Special Conditions, whether it attacked or used its ability this turn, the turn it
 * entered play, an ATK change until the end of the turn, and a counter (a Quest's turns left).
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS, type Unit } from "@rulesmith/guardians";
 * const u: Unit = { damage: 0, conditions: NO_CONDITIONS, attacked: false, usedAbility: false, enteredTurn: 1, atkMod: 0, counter: 0 };
 * ```
 */
export interface Unit {
  readonly damage: number;
  readonly conditions: Conditions;
  readonly attacked: boolean;
  readonly usedAbility: boolean;
  readonly enteredTurn: number;
  readonly atkMod: number;
  readonly counter: number;
}

/**
 * Per-player match data: out of the game (and why), and whether the hand is set aside for a
 * Guardian battle (G-GBTL-1).
 *
 * @example
 * ```ts
 * import type { PlayerState } from "@rulesmith/guardians";
 * const p: PlayerState = { out: false, outReason: null, handAside: false };
 * ```
 */
export interface PlayerState {
  readonly out: boolean;
  readonly outReason: string | null;
  readonly handAside: boolean;
}

/**
 * A phase of a turn: `"action"`, `"battle"` or `"end"` (the Start Phase and the in-between
 * step run by themselves).
 *
 * @example
 * ```ts
 * import type { TurnPhase } from "@rulesmith/guardians";
 * const p: TurnPhase = "battle";
 * ```
 */
export type TurnPhase = "action" | "battle" | "end" | "extra-action" | "extra-battle";

/**
 * What the active player has done this turn (once-per-turn limits) and the phases still to
 * come (extra phases from cards are inserted here, G-GOLD-2).
 *
 * @example
 * ```ts
 * import type { TurnState } from "@rulesmith/guardians";
 * const t: TurnState = { setup: false, placed: false, retreated: false, guardianBattled: false, phaseKingAttacked: false, phaseGuardianBattled: false, defeated: 0, remaining: ["battle", "end"] };
 * ```
 */
export interface TurnState {
  /** The shared first turn (G-FIRST-1..3): no Draw Step and no Battle Phase. */
  readonly setup: boolean;
  readonly placed: boolean;
  readonly retreated: boolean;
  readonly guardianBattled: boolean;
  /** A King attacked in this Battle Phase (Chain of Command order of attackers, G-AMB-10). */
  readonly phaseKingAttacked: boolean;
  /** The Guardian battled in this Battle Phase. */
  readonly phaseGuardianBattled: boolean;
  /** Opposing creatures destroyed this turn (Quest requirement). */
  readonly defeated: number;
  readonly remaining: readonly TurnPhase[];
}

/**
 * What the match waits for (besides a physical roll, which is `state.chance`):
 *
 * - `start`: player 0 starts the match (shuffles, opening hands, first-player roll).
 * - `choose-first`: the winner of the toss chooses who takes the first turn (G-AMB-4).
 * - `action` / `battle`: the active player acts in that phase.
 * - `choose-attack`: the active player picks one of the three Attack Cards drawn (G-GBTL-1).
 * - `discard`: the player discards down to the hand limit (option `maxHand`).
 *
 * @example
 * ```ts
 * import type { PendingDecision } from "@rulesmith/guardians";
 * const d: PendingDecision = { kind: "battle", player: 0, target: null };
 * ```
 */
export interface PendingDecision {
  readonly kind: "start" | "choose-first" | "action" | "battle" | "choose-attack" | "discard";
  readonly player: PlayerId;
  /** For `choose-attack`: the Guardian attacked. */
  readonly target: string | null;
}

/**
 * The whole state of a match, as one plain-JSON object.
 *
 * - `defs`: the card definitions used, by id; `cards`: the card instances by opaque id.
 * - `zones`: core zones, per player `p<n>/guardian`, `field` (5), `row` (Quests and
 *   Barriers, 5), `discard`, `attack` (Attack Deck), `deck`, `hand`, `drawn` (the three Attack
 *   Cards of a Guardian battle).
 * - `units`: the status of every card in play (Guardian, field, row), by instance id.
 * - `rng`, `dice`, `chance`: core's chance host.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) s.value.players.length; // 2
 * ```
 */
export interface GameState extends ChanceHost {
  readonly version: number;
  readonly options: GameOptions;
  readonly defs: Readonly<Record<string, Card>>;
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly zones: Zones;
  readonly units: Readonly<Record<string, Unit>>;
  readonly players: readonly PlayerState[];
  readonly clock: Clock;
  readonly first: PlayerId;
  readonly turn: TurnState;
  readonly decision: PendingDecision | null;
  readonly outcome: Outcome | null;
}

/**
 * A match config: the seed, one deck per player, the card pool (default the sample set),
 * the dice mode and the options.
 *
 * @example
 * ```ts
 * import { STARTER_DECKS, type GameConfig } from "@rulesmith/guardians";
 * const c: GameConfig = { seed: 7, decks: STARTER_DECKS, dice: "seeded", options: { players: 2 } };
 * ```
 */
export interface GameConfig {
  readonly seed: number | string;
  readonly decks: readonly Deck[];
  readonly cards?: readonly Card[];
  readonly dice?: DiceMode;
  readonly options?: Partial<GameOptions>;
}

/**
 * Every action, a discriminated union on `type`:
 *
 * - `start`, `choose-first { player }`;
 * - Action Phase: `place { card, tributes }` (Minion, Quest, Barrier), `sneak { card, tributes }`
 *   (King), `retreat { card, replacement, tributes }`, `ability { card, target }`;
 * - Battle Phase: `attack { attacker, target }`, `guardian-battle { target }`;
 * - `choose-attack { card, target }` (target: the chosen creature of the card's effect, or null);
 * - `discard { card }`; `end-phase` ends the Action or Battle Phase;
 * - core's `faces` answers a physical roll.
 *
 * @example
 * ```ts
 * import type { GameAction } from "@rulesmith/guardians";
 * const a: GameAction = { type: "attack", attacker: "c3", target: "c40" };
 * ```
 */
export type GameAction =
  | { readonly type: "start" }
  | { readonly type: "choose-first"; readonly player: PlayerId }
  | { readonly type: "place"; readonly card: string; readonly tributes: readonly string[] }
  | { readonly type: "sneak"; readonly card: string; readonly tributes: readonly string[] }
  | { readonly type: "retreat"; readonly card: string; readonly replacement: string; readonly tributes: readonly string[] }
  | { readonly type: "ability"; readonly card: string; readonly target: string | null }
  | { readonly type: "attack"; readonly attacker: string; readonly target: string }
  | { readonly type: "guardian-battle"; readonly target: string }
  | { readonly type: "choose-attack"; readonly card: string; readonly target: string | null }
  | { readonly type: "discard"; readonly card: string }
  | { readonly type: "end-phase" }
  | FacesAction;

/**
 * Zone id of a player's zone.
 *
 * @param player - The seat.
 * @param zone - The zone name.
 * @returns The id, such as `"p0/hand"`.
 * @example
 * ```ts
 * import { zoneId } from "@rulesmith/guardians";
 * zoneId(1, "field"); // "p1/field"
 * ```
 */
export function zoneId(player: PlayerId, zone: ZoneName): string {
  return `p${player}/${zone}`;
}

/**
 * The names of a player's zones (G-MAT-1..7, plus hand and the drawn Attack Cards).
 *
 * @example
 * ```ts
 * import { ZONE_NAMES } from "@rulesmith/guardians";
 * ZONE_NAMES.length; // 8
 * ```
 */
export const ZONE_NAMES = ["guardian", "field", "row", "discard", "attack", "deck", "hand", "drawn"] as const;

/**
 * One of {@link ZONE_NAMES}.
 *
 * @example
 * ```ts
 * import type { ZoneName } from "@rulesmith/guardians";
 * const z: ZoneName = "row";
 * ```
 */
export type ZoneName = (typeof ZONE_NAMES)[number];
