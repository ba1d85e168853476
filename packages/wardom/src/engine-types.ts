/**
 * The match engine's data: state, actions, config, options and view, all plain JSON.
 */
import type { ChanceHost, DiceMode, FacesAction, Outcome, PlayerId, StackState, Zones } from "@rulesmith/core";
import type { Card, StatusGrant } from "./cards.js";
import type { DeckList } from "./deck.js";
import type { Energy } from "./energy.js";
import type { Moment } from "./danger.js";
import type { StatLine } from "./stats.js";
import type { WardomOptions } from "./options.js";

/**
 * Every rule option of the engine: the math options plus the engine's own, each the matrix's
 * default unless the config says otherwise (section 6 of the matrix).
 *
 * Implements D-AMB-3..D-AMB-36 (the configurable ones), see the README's options table.
 *
 * @example
 * ```ts
 * import { DEFAULT_ENGINE_OPTIONS } from "@rulesmith/wardom";
 * const o = { ...DEFAULT_ENGINE_OPTIONS, routing: "all-mandatory" as const };
 * ```
 */
export interface EngineOptions extends WardomOptions {
  /** D-AMB-5. */
  readonly routing: "optional" | "all-mandatory";
  /** D-AMB-6. */
  readonly winnerWager: "stays" | "returns-to-hand";
  /** D-AMB-7. */
  readonly wagerVisibility: "face-down" | "face-up";
  /** D-AMB-9. */
  readonly trRepeatFromSideZone: boolean;
  /** D-AMB-10. */
  readonly deckoutLoses: boolean;
  /** D-AMB-16. */
  readonly equipUsesActionSlot: boolean;
  /** D-AMB-26. */
  readonly comebackLimit: "once-per-round" | "unlimited";
  /** D-AMB-30. */
  readonly silenceDisablesStatuses: boolean;
  /** D-AMB-36. */
  readonly simultaneousLoss: "draw" | "first-player-loses";
  /** The last round played; after its End Stage the match is a draw (keeps random matches finite). */
  readonly maxRounds: number;
}

/**
 * The engine's defaults: the matrix's proposed defaults and a generous round cap of 60.
 *
 * @example
 * ```ts
 * import { DEFAULT_ENGINE_OPTIONS } from "@rulesmith/wardom";
 * DEFAULT_ENGINE_OPTIONS.routing; // "optional"
 * ```
 */
export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  totals: "by-position",
  destroyCompare: "position-stat",
  tenacityCompare: "winner-combat-total",
  trWagerBan: "all-tr-units",
  allowResolveToZeroPayment: true,
  fieldReplacement: "cost-gte",
  dangerDelay: "same-stage-next-round",
  cleanseRemovesPermanent: true,
  routing: "optional",
  winnerWager: "stays",
  wagerVisibility: "face-down",
  trRepeatFromSideZone: true,
  deckoutLoses: false,
  equipUsesActionSlot: false,
  comebackLimit: "once-per-round",
  silenceDisablesStatuses: false,
  simultaneousLoss: "draw",
  maxRounds: 60,
};

/**
 * What `setup` takes: a seed, the dice mode, the two decks (deck lists over a card set, the
 * sample set by default) and options (any subset; the rest are defaults).
 *
 * @example
 * ```ts
 * import { demoConfig } from "@rulesmith/wardom";
 * const c = demoConfig(7); // { seed: 7, dice: "seeded", decks: [...], cards: undefined, options: {} }
 * ```
 */
export interface GameConfig {
  readonly seed: number | string;
  readonly dice?: DiceMode;
  readonly decks: readonly [DeckList, DeckList];
  readonly cards?: readonly Card[];
  readonly options?: Partial<EngineOptions>;
}

/**
 * One card instance: opaque id, its definition id and its owner.
 *
 * @example
 * ```ts
 * import type { CardInstance } from "@rulesmith/wardom";
 * const c: CardInstance = { id: "c0", def: "ember-squire", owner: 0 };
 * ```
 */
export interface CardInstance {
  readonly id: string;
  readonly def: string;
  readonly owner: PlayerId;
}

/**
 * A status a Unit holds: the grant and when it ends (`until`: the round at whose End Stage it
 * goes, or `null` for as long as the Unit stays).
 *
 * @example
 * ```ts
 * import type { HeldStatus } from "@rulesmith/wardom";
 * const s: HeldStatus = { grant: { status: "frozen" }, until: 3 };
 * ```
 */
export interface HeldStatus {
  readonly grant: StatusGrant;
  readonly until: number | null;
}

/**
 * A temporary stat change: `until` is the round it ends in; `battle` ends it after this battle.
 *
 * @example
 * ```ts
 * import type { StatMod } from "@rulesmith/wardom";
 * const m: StatMod = { combat: -2, support: 0, until: 1, battle: true };
 * ```
 */
export interface StatMod {
  readonly combat: number;
  readonly support: number;
  readonly until: number | null;
  readonly battle: boolean;
}

/**
 * The state of a Unit on the line or in the Side Zone: statuses, base override (Comeback X/Y),
 * permanent changes (Weaken, Poison, Rampage), temporary changes, a stat swap, Corruption's
 * battle stats, Last-Will and Comeback bookkeeping.
 *
 * @example
 * ```ts
 * import type { UnitState } from "@rulesmith/wardom";
 * const u: UnitState = { statuses: [], base: null, permanent: { combat: 0, support: 0 }, mods: [], swapUntil: null, corruption: null, lastWill: "ready", comebackRound: 0 };
 * ```
 */
export interface UnitState {
  readonly statuses: readonly HeldStatus[];
  readonly base: StatLine | null;
  readonly permanent: StatLine;
  readonly mods: readonly StatMod[];
  readonly swapUntil: number | null;
  readonly corruption: StatLine | null;
  readonly lastWill: "ready" | "pending" | "spent";
  readonly comebackRound: number;
}

/**
 * One player's counters: resolve and energy.
 *
 * @example
 * ```ts
 * import type { PlayerState } from "@rulesmith/wardom";
 * const p: PlayerState = { resolve: 20, energy: { available: 5, max: 5 } };
 * ```
 */
export interface PlayerState {
  readonly resolve: number;
  readonly energy: Energy;
}

/**
 * What is being resolved now: an ability of `source` (index `ability`) for player `you`,
 * from stack entry `entry` (or `null` when it resolves without a window), at effect `effect`,
 * with the cards picked for it (`targets`, `null` until picked). `played` is true when the
 * source is an Action card being played (it leaves for the void afterwards unless it stays).
 *
 * @example
 * ```ts
 * import type { Resolving } from "@rulesmith/wardom";
 * const r: Resolving = { entry: 1, source: "c4", ability: 0, you: 0, played: true, effect: 0, targets: null };
 * ```
 */
export interface Resolving {
  readonly entry: number | null;
  readonly source: string;
  readonly ability: number;
  readonly you: PlayerId;
  readonly played: boolean;
  readonly effect: number;
  readonly targets: readonly string[] | null;
}

/**
 * A stack entry's payload: an ability of a card, or a status trigger (Frozen Touch, Corruption).
 *
 * @example
 * ```ts
 * import type { EntryPayload } from "@rulesmith/wardom";
 * const e: EntryPayload = { kind: "status", source: "c9", status: "frozen-touch", you: 1 };
 * ```
 */
export type EntryPayload =
  | { readonly kind: "ability"; readonly source: string; readonly ability: number; readonly you: PlayerId; readonly played: boolean }
  | { readonly kind: "status"; readonly source: string; readonly status: "frozen-touch" | "corruption"; readonly you: PlayerId };

/**
 * The pending decision as data: whose it is and what kind; `pick` also lists its options.
 *
 * @example
 * ```ts
 * import type { DecisionData } from "@rulesmith/wardom";
 * const d: DecisionData = { kind: "main", player: 0 };
 * ```
 */
export type DecisionData =
  | { readonly kind: "first-roll"; readonly player: PlayerId }
  | { readonly kind: "choose-order"; readonly player: PlayerId }
  | { readonly kind: "upkeep"; readonly player: PlayerId }
  | { readonly kind: "main"; readonly player: PlayerId }
  | { readonly kind: "sequence"; readonly player: PlayerId }
  | { readonly kind: "trigger"; readonly player: PlayerId }
  | { readonly kind: "battle-window"; readonly player: PlayerId }
  | {
      readonly kind: "pick";
      readonly player: PlayerId;
      readonly purpose: "effect" | "guardian" | "front-line" | "search";
      readonly options: readonly string[];
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: "discard"; readonly player: PlayerId }
  | { readonly kind: "route"; readonly player: PlayerId };

/**
 * Where the round is: the engine's step within the eight ordered steps (D-ROUND-2).
 *
 * @example
 * ```ts
 * import type { Phase } from "@rulesmith/wardom";
 * const p: Phase = "main";
 * ```
 */
export type Phase =
  | "first-roll"
  | "start"
  | "resource"
  | "upkeep"
  | "resource-triggers"
  | "main"
  | "reveal"
  | "battle-window"
  | "battle-calc"
  | "end"
  | "end-last-will"
  | "discard"
  | "route"
  | "end-final"
  | "over";

/**
 * The result of the round's battle, kept for the End Stage and for conditions.
 *
 * @example
 * ```ts
 * import type { BattleRecord } from "@rulesmith/wardom";
 * const b: BattleRecord = { round: 1, winner: 0, damage: 3, destroyed: null };
 * ```
 */
export interface BattleRecord {
  readonly round: number;
  readonly winner: PlayerId | null;
  readonly damage: number;
  readonly destroyed: string | null;
}

/**
 * The whole match state (plain JSON, one fixed shape).
 *
 * @example
 * ```ts
 * import { ruleset, demoConfig } from "@rulesmith/wardom";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) console.log(s.value.round, s.value.phase); // 1 "first-roll"
 * ```
 */
export interface GameState extends ChanceHost {
  readonly version: 1;
  readonly options: EngineOptions;
  readonly round: number;
  readonly first: PlayerId;
  /** 0 while the first player takes Start, Resource and Main; 1 for the second player. */
  readonly half: 0 | 1;
  readonly phase: Phase;
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly defs: Readonly<Record<string, Card>>;
  readonly zones: Zones;
  readonly players: readonly [PlayerState, PlayerState];
  readonly units: Readonly<Record<string, UnitState>>;
  /** Instance ids of True Recruited copies (D-TRUE-9). */
  readonly marked: readonly string[];
  /** Equip id -> Unit id. */
  readonly attached: Readonly<Record<string, string>>;
  /** When each set Action was set (for Danger, D-DANGER-1). */
  readonly setAt: Readonly<Record<string, Moment>>;
  /** Ability uses this round, by "card/index". */
  readonly uses: Readonly<Record<string, number>>;
  /** Players who have passed the battle window this battle. */
  readonly windowPassed: readonly PlayerId[];
  /** Players done routing this round. */
  readonly routed: readonly PlayerId[];
  readonly battle: BattleRecord | null;
  readonly resolving: Resolving | null;
  readonly decision: DecisionData | null;
  readonly stack: StackState | null;
  readonly outcome: Outcome | null;
}

/**
 * Every action a player can take, as plain JSON.
 *
 * @example
 * ```ts
 * import type { GameAction } from "@rulesmith/wardom";
 * const a: GameAction = { type: "recruit", card: "c3", position: "combat", faceDown: false };
 * ```
 */
export type GameAction =
  | { readonly type: "roll" }
  | { readonly type: "go-first" }
  | { readonly type: "go-second" }
  | { readonly type: "pay-upkeep" }
  | { readonly type: "decline-upkeep" }
  | { readonly type: "recruit"; readonly card: string; readonly position: "combat" | "support"; readonly faceDown: boolean }
  | { readonly type: "true-recruit"; readonly card: string; readonly position: "combat" | "support"; readonly paid: readonly (readonly string[])[] }
  | { readonly type: "play"; readonly card: string; readonly target: string | null }
  | { readonly type: "set"; readonly card: string }
  | { readonly type: "activate"; readonly card: string; readonly target: string | null }
  | { readonly type: "ability"; readonly card: string; readonly index: number }
  | { readonly type: "treasure"; readonly card: string }
  | { readonly type: "wager"; readonly card: string }
  | { readonly type: "end" }
  | { readonly type: "pass" }
  | { readonly type: "add-trigger"; readonly trigger: number }
  | { readonly type: "decline-trigger"; readonly trigger: number }
  | { readonly type: "pick"; readonly cards: readonly string[] }
  | { readonly type: "discard"; readonly card: string }
  | { readonly type: "route"; readonly card: string }
  | { readonly type: "stop-routing" }
  | FacesAction;

/**
 * The action types of the game (without core's "faces").
 * @internal
 * @example
 * ```ts
 * ACTION_NAMES.includes("recruit"); // true
 * ```
 */
export const ACTION_NAMES: readonly string[] = [
  "roll",
  "go-first",
  "go-second",
  "pay-upkeep",
  "decline-upkeep",
  "recruit",
  "true-recruit",
  "play",
  "set",
  "activate",
  "ability",
  "treasure",
  "wager",
  "end",
  "pass",
  "add-trigger",
  "decline-trigger",
  "pick",
  "discard",
  "route",
  "stop-routing",
];
