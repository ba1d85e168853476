/**
 * Wardom's own events, one interface each, and their union {@link WardomEvent}.
 *
 * Conventions shared by every event here:
 * - A card is named by its instance id (`"c12"`), never by its definition id. A field that names
 *   a card is `string | null`: the engine always writes the id, and the engine kit's event view
 *   turns it into `null` for a viewer who can identify the card at neither end of the step (a
 *   Unit set face down from the hand, a wager placed face down).
 * - An optional card field (`target?`, `frozen?`, `source?`) is left out when there is no such
 *   card; `null` then means only "there is one, and this viewer may not know which".
 * - Players are seats (`0`, `1`); positions are `"combat"` and `"support"`.
 * - `rule` is the rules-matrix ID the event reports, where one rule does.
 *
 * Core's own events (card moves, reveals, rolls, the stack, the clock, the end of the match) are
 * not repeated here; {@link WardomMatchEvent} adds them for a client that reads every event of a
 * match.
 */
import type {
  CardMovedEvent,
  CardsRevealedEvent,
  ChanceRequestedEvent,
  DiceRolledEvent,
  GameEvent,
  GameOverEvent,
  PhaseChangedEvent,
  PlayerId,
  StackEvent,
} from "@rulesmith/core";
import type { StatusGrant } from "../cards/cards.js";
import type { Position, StatusName } from "../cards/vocabulary.js";
import type { BattleTotals } from "../rules/battle.js";

/**
 * Both players rolled the same total in the first-player roll, so both roll again (D-FIRST-2).
 * It comes after the tied round's `dice-rolled` events and before the reroll, so that a table
 * rolling real dice is told why it is asked for the same roll again.
 *
 * @example
 * ```ts
 * import type { RollTiedEvent } from "@rulesmith/wardom";
 * const e: RollTiedEvent = { type: "roll-tied", purpose: "first-player roll", players: [0, 1], totals: [7, 7], rule: "D-FIRST-2" };
 * ```
 */
export interface RollTiedEvent extends GameEvent {
  /** Always `"roll-tied"`. */
  readonly type: "roll-tied";
  /** The roll that tied, as its `dice-rolled` events name it. */
  readonly purpose: "first-player roll";
  /** Who rolled, in the order they rolled. */
  readonly players: readonly [PlayerId, PlayerId];
  /** Each player's total, in the order of `players`. */
  readonly totals: readonly [number, number];
  /** The rule reported. */
  readonly rule: "D-FIRST-2";
}

/**
 * A player rolled the higher total in the first-player roll and will choose who acts first
 * (D-FIRST-1, D-FIRST-2). The rolls themselves are core `dice-rolled` events.
 *
 * @example
 * ```ts
 * import type { FirstRollWonEvent } from "@rulesmith/wardom";
 * const e: FirstRollWonEvent = { type: "first-roll-won", player: 1, rule: "D-FIRST-1" };
 * ```
 */
export interface FirstRollWonEvent extends GameEvent {
  /** Always `"first-roll-won"`. */
  readonly type: "first-roll-won";
  /** The player who rolled higher and chooses. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "D-FIRST-1";
}

/**
 * The winner of the first-player roll chose to act first or second (D-FIRST-1).
 *
 * @example
 * ```ts
 * import type { FirstPlayerChosenEvent } from "@rulesmith/wardom";
 * const e: FirstPlayerChosenEvent = { type: "first-player-chosen", chooser: 1, first: 0, rule: "D-FIRST-1" };
 * ```
 */
export interface FirstPlayerChosenEvent extends GameEvent {
  /** Always `"first-player-chosen"`. */
  readonly type: "first-player-chosen";
  /** The player who chose. */
  readonly chooser: PlayerId;
  /** The player who acts first in round one. */
  readonly first: PlayerId;
  /** The rule reported. */
  readonly rule: "D-FIRST-1";
}

/**
 * A player paid a cost: energy, resolve where the card allows it, and Treasury cards, which go to
 * the Forbidden Zone and give no change (D-TIMING-2, D-DANGER-3, D-TREAS-2, D-TREAS-3). One event
 * per payment, whatever it was paid with, before what it pays for; a cost of 0 has none.
 *
 * @example
 * ```ts
 * import type { CostPaidEvent } from "@rulesmith/wardom";
 * const e: CostPaidEvent = { type: "cost-paid", player: 0, purpose: "card", card: "c21", energy: 2, resolve: 0, treasury: ["c31"] };
 * const upkeep: CostPaidEvent = { type: "cost-paid", player: 1, purpose: "upkeep", card: "c40", energy: 1, resolve: 0, treasury: [] };
 * ```
 */
export interface CostPaidEvent extends GameEvent {
  /** Always `"cost-paid"`. */
  readonly type: "cost-paid";
  /** The player who paid. */
  readonly player: PlayerId;
  /**
   * What the payment is for: `"card"` a card played, recruited or activated; `"ability"` an
   * ability of `card`; `"upkeep"` the upkeep of the Field `card` (D-RSRC-4).
   */
  readonly purpose: "card" | "ability" | "upkeep";
  /** The card paid for, or whose ability or upkeep was paid; `null` for a card the viewer may not identify (a Unit set face down). */
  readonly card: string | null;
  /** Energy spent, from 0. */
  readonly energy: number;
  /** Resolve paid, from 0. */
  readonly resolve: number;
  /** The Treasury cards spent (now in the Forbidden Zone), in the order paid. */
  readonly treasury: readonly (string | null)[];
}

/**
 * A player declined the upkeep of their Field, which went to the void (D-RSRC-4, D-FIELD-3).
 *
 * @example
 * ```ts
 * import type { UpkeepDeclinedEvent } from "@rulesmith/wardom";
 * const e: UpkeepDeclinedEvent = { type: "upkeep-declined", player: 0, card: "c40", rule: "D-RSRC-4" };
 * ```
 */
export interface UpkeepDeclinedEvent extends GameEvent {
  /** Always `"upkeep-declined"`. */
  readonly type: "upkeep-declined";
  /** The Field's controller. */
  readonly player: PlayerId;
  /** The Field. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-RSRC-4";
}

/**
 * A player could not pay the upkeep of their Field, which went to the void (D-FIELD-3).
 *
 * @example
 * ```ts
 * import type { UpkeepUnpaidEvent } from "@rulesmith/wardom";
 * const e: UpkeepUnpaidEvent = { type: "upkeep-unpaid", player: 1, card: "c40", rule: "D-FIELD-3" };
 * ```
 */
export interface UpkeepUnpaidEvent extends GameEvent {
  /** Always `"upkeep-unpaid"`. */
  readonly type: "upkeep-unpaid";
  /** The Field's controller. */
  readonly player: PlayerId;
  /** The Field. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-FIELD-3";
}

/**
 * A Unit was recruited to a line position, face up or set face down (D-KW.Recruit-1,
 * D-KW.Recruit-2, D-UNIT-2, D-AMB-35). A True Recruit is this event followed by
 * {@link TrueRecruitedEvent}.
 *
 * @example
 * ```ts
 * import type { UnitRecruitedEvent } from "@rulesmith/wardom";
 * const set: UnitRecruitedEvent = { type: "unit-recruited", player: 1, card: null, position: "support", faceDown: true };
 * ```
 */
export interface UnitRecruitedEvent extends GameEvent {
  /** Always `"unit-recruited"`. */
  readonly type: "unit-recruited";
  /** The recruiting player. */
  readonly player: PlayerId;
  /** The Unit; the engine writes the id even when it is set, and the opponent's view gets `null`. */
  readonly card: string | null;
  /** The position it entered. */
  readonly position: Position;
  /** `true` when it was set face down. */
  readonly faceDown: boolean;
}

/**
 * A Unit was True Recruited, and that copy is marked for the rest of the game (D-TRUE-8,
 * D-TRUE-9, D-KW.TrueRecruit-2).
 *
 * @example
 * ```ts
 * import type { TrueRecruitedEvent } from "@rulesmith/wardom";
 * const e: TrueRecruitedEvent = { type: "true-recruited", player: 0, card: "c7", rule: "D-TRUE-9" };
 * ```
 */
export interface TrueRecruitedEvent extends GameEvent {
  /** Always `"true-recruited"`. */
  readonly type: "true-recruited";
  /** The recruiting player. */
  readonly player: PlayerId;
  /** The marked copy. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-TRUE-9";
}

/**
 * A player played a card from the hand: an Action, a Field or an Equip (D-MAIN-1, D-BOLT-1,
 * D-EQUIP-1, D-FIELD-1).
 *
 * @example
 * ```ts
 * import type { ActionPlayedEvent } from "@rulesmith/wardom";
 * const bolt: ActionPlayedEvent = { type: "action-played", player: 0, card: "c21" };
 * const equip: ActionPlayedEvent = { type: "action-played", player: 0, card: "c22", target: "c3" };
 * ```
 */
export interface ActionPlayedEvent extends GameEvent {
  /** Always `"action-played"`. */
  readonly type: "action-played";
  /** The player. */
  readonly player: PlayerId;
  /** The card played. */
  readonly card: string | null;
  /** The Unit an Equip is attached to; left out for a card without a target. */
  readonly target?: string | null;
}

/**
 * A player activated a set Action, or a face-up Cycle Action (D-KW.Set-3, D-BOLT-2, D-DANGER-1,
 * D-CYCLE-1).
 *
 * @example
 * ```ts
 * import type { ActionActivatedEvent } from "@rulesmith/wardom";
 * const e: ActionActivatedEvent = { type: "action-activated", player: 1, card: "c50" };
 * ```
 */
export interface ActionActivatedEvent extends GameEvent {
  /** Always `"action-activated"`. */
  readonly type: "action-activated";
  /** The player. */
  readonly player: PlayerId;
  /** The card activated. */
  readonly card: string | null;
  /** The Unit an Equip is attached to; left out for a card without a target. */
  readonly target?: string | null;
}

/**
 * A player activated an ability of a card (D-MAIN-1, D-ABIL-1, D-TIMING-1).
 *
 * @example
 * ```ts
 * import type { AbilityActivatedEvent } from "@rulesmith/wardom";
 * const e: AbilityActivatedEvent = { type: "ability-activated", player: 0, card: "c3", index: 1 };
 * ```
 */
export interface AbilityActivatedEvent extends GameEvent {
  /** Always `"ability-activated"`. */
  readonly type: "ability-activated";
  /** The player. */
  readonly player: PlayerId;
  /** The card with the ability. */
  readonly card: string | null;
  /** The index of the ability in the card's `abilities`. */
  readonly index: number;
}

/**
 * A Treasure whose requirement is met entered its owner's Treasury (D-TREASURE-1, D-TREASURE-2).
 *
 * @example
 * ```ts
 * import type { TreasureEnteredEvent } from "@rulesmith/wardom";
 * const e: TreasureEnteredEvent = { type: "treasure-entered", player: 0, card: "c33", rule: "D-TREASURE-1" };
 * ```
 */
export interface TreasureEnteredEvent extends GameEvent {
  /** Always `"treasure-entered"`. */
  readonly type: "treasure-entered";
  /** The owner. */
  readonly player: PlayerId;
  /** The Treasure. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-TREASURE-1";
}

/**
 * A player placed a card in their Coin Zone as the wager, for free (D-WAGER-2, D-MAIN-2,
 * D-AMB-7).
 *
 * @example
 * ```ts
 * import type { WagerPlacedEvent } from "@rulesmith/wardom";
 * const e: WagerPlacedEvent = { type: "wager-placed", player: 0, card: null, faceDown: true, rule: "D-WAGER-2" };
 * ```
 */
export interface WagerPlacedEvent extends GameEvent {
  /** Always `"wager-placed"`. */
  readonly type: "wager-placed";
  /** The player. */
  readonly player: PlayerId;
  /** The wager; `null` for the opponent while it lies face down. */
  readonly card: string | null;
  /** `true` when it lies face down (the `wagerVisibility` option). */
  readonly faceDown: boolean;
  /** The rule reported. */
  readonly rule: "D-WAGER-2";
}

/**
 * A set card turned face up: in Reveal, first player's Units first (D-BTL-2, D-KW.Set-2), or by
 * an effect.
 *
 * @example
 * ```ts
 * import type { FlippedEvent } from "@rulesmith/wardom";
 * const e: FlippedEvent = { type: "flipped", card: "c9", player: 1, cause: "reveal", rule: "D-BTL-2" };
 * ```
 */
export interface FlippedEvent extends GameEvent {
  /** Always `"flipped"`. */
  readonly type: "flipped";
  /** The card. */
  readonly card: string | null;
  /** Its controller. */
  readonly player: PlayerId;
  /** `"reveal"` in the Battle Stage's Reveal, `"effect"` by a card effect. */
  readonly cause: "reveal" | "effect";
  /** The rule reported, for a flip in Reveal. */
  readonly rule?: "D-BTL-2";
}

/**
 * An effect set a card face down (D-KW.Set-1).
 *
 * @example
 * ```ts
 * import type { CardSetEvent } from "@rulesmith/wardom";
 * const e: CardSetEvent = { type: "set", card: "c9", rule: "D-KW.Set-1" };
 * ```
 */
export interface CardSetEvent extends GameEvent {
  /** Always `"set"`. */
  readonly type: "set";
  /** The card. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-KW.Set-1";
}

/**
 * Corruption's two dice became a Unit's Combat and Support for this battle (D-ST.Corruption-1,
 * D-AMB-28). The roll itself is a core `dice-rolled` event.
 *
 * @example
 * ```ts
 * import type { CorruptionEvent } from "@rulesmith/wardom";
 * const e: CorruptionEvent = { type: "corruption", card: "c5", combat: 2, support: 6, rule: "D-ST.Corruption-1" };
 * ```
 */
export interface CorruptionEvent extends GameEvent {
  /** Always `"corruption"`. */
  readonly type: "corruption";
  /** The Unit with Corruption. */
  readonly card: string | null;
  /** Its Combat for this battle (the first die). */
  readonly combat: number;
  /** Its Support for this battle (the second die). */
  readonly support: number;
  /** The rule reported. */
  readonly rule: "D-ST.Corruption-1";
}

/**
 * Frozen Touch rolled its die at the start of battle: on 4 to 6 it freezes an eligible opposing
 * front-line Unit until the end of the next round (D-ST.FrozenTouch-1, D-AMB-2, D-AMB-27).
 *
 * @example
 * ```ts
 * import type { FrozenTouchEvent } from "@rulesmith/wardom";
 * const hit: FrozenTouchEvent = { type: "frozen-touch", card: "c5", face: 5, freezes: true, frozen: "c9", rule: "D-ST.FrozenTouch-1" };
 * const miss: FrozenTouchEvent = { type: "frozen-touch", card: "c5", face: 2, freezes: false, rule: "D-ST.FrozenTouch-1" };
 * ```
 */
export interface FrozenTouchEvent extends GameEvent {
  /** Always `"frozen-touch"`. */
  readonly type: "frozen-touch";
  /** The Unit with Frozen Touch. */
  readonly card: string | null;
  /** The face rolled, 1 to 6. */
  readonly face: number;
  /** `true` when the face freezes (4 to 6), whether or not a Unit could be frozen. */
  readonly freezes: boolean;
  /** The Unit frozen; left out when none was. */
  readonly frozen?: string | null;
  /** The rule reported. */
  readonly rule: "D-ST.FrozenTouch-1";
}

/**
 * The battle calculation: each side's totals, and the winner with the higher Battle total, or a
 * tie (D-BTL-3, D-BTL-4, D-BTL-5, D-BTL-6, D-BTL-7). The resolve damage, destruction and coined
 * wager that follow are their own events.
 *
 * @example
 * ```ts
 * import type { BattleEvent } from "@rulesmith/wardom";
 * const e: BattleEvent = {
 *   type: "battle",
 *   winner: 0,
 *   totals: [{ combat: 7, support: 2, battle: 9 }, { combat: 3, support: 3, battle: 6 }],
 *   damage: 4,
 *   piercing: false,
 *   rule: "D-BTL-4",
 * };
 * ```
 */
export interface BattleEvent extends GameEvent {
  /** Always `"battle"`. */
  readonly type: "battle";
  /** The player with the higher Battle total, or `null` on a tie. */
  readonly winner: PlayerId | null;
  /** Each player's totals, by seat: `totals[0]` is player 0's, whoever acts first. */
  readonly totals: readonly [BattleTotals, BattleTotals];
  /** The resolve damage the loser takes (D-BTL-6); 0 on a tie. */
  readonly damage: number;
  /** Whether the winner's Piercing ignored the loser's Support (D-BTL-7). */
  readonly piercing: boolean;
  /** `"D-BTL-4"` when someone wins, `"D-BTL-5"` on a tie. */
  readonly rule: "D-BTL-4" | "D-BTL-5";
}

/**
 * A player took resolve damage, from losing a battle or from an effect (D-BTL-6, D-WIN-2). It
 * uses core's shared `"damage"` name, so a client animates damage alike in every game.
 *
 * @example
 * ```ts
 * import type { ResolveDamageEvent } from "@rulesmith/wardom";
 * const e: ResolveDamageEvent = { type: "damage", player: 1, amount: 4, resolve: 16, cause: "battle", rule: "D-BTL-6" };
 * ```
 */
export interface ResolveDamageEvent extends GameEvent {
  /** Always `"damage"`. */
  readonly type: "damage";
  /** The player who took it. */
  readonly player: PlayerId;
  /** How much, from 1. */
  readonly amount: number;
  /** The player's resolve after it, from 0. */
  readonly resolve: number;
  /** `"battle"` for the battle's resolve damage, `"effect"` for a card effect. */
  readonly cause: "battle" | "effect";
  /** The card whose effect dealt it; left out for battle damage. */
  readonly source?: string | null;
  /** The rule reported, for battle damage. */
  readonly rule?: "D-BTL-6";
}

/**
 * A card was destroyed and went to its owner's void: by battle (D-BTL-8, D-BTL-11), by an effect
 * (D-KW.Destroy-1), when its Last-Will ran out (D-ST.LastWill-2), or, with the
 * `routing: "all-mandatory"` option, when its owner's Side Zone had no room for it (D-AMB-5).
 * Comeback or Loyalty may follow. The Equips that go to the void with a destroyed Unit
 * (D-KW.Equip-2) have only their `card-moved` events. It uses core's shared `"destroyed"` name.
 *
 * @example
 * ```ts
 * import type { CardDestroyedEvent } from "@rulesmith/wardom";
 * const e: CardDestroyedEvent = { type: "destroyed", card: "c12", owner: 1, cause: "battle", rule: "D-BTL-8" };
 * ```
 */
export interface CardDestroyedEvent extends GameEvent {
  /** Always `"destroyed"`. */
  readonly type: "destroyed";
  /** The card. */
  readonly card: string | null;
  /** Its owner, whose void it went to. */
  readonly owner: PlayerId;
  /** What destroyed it: the battle, a card effect, the end of its Last-Will, or mandatory routing with a full Side Zone. */
  readonly cause: "battle" | "effect" | "last-will" | "routing";
  /** The card whose effect destroyed it; left out unless `cause` is `"effect"`. */
  readonly by?: string | null;
  /** The rule reported: `"D-BTL-8"`, `"D-KW.Destroy-1"`, `"D-ST.LastWill-2"` or `"D-AMB-5"`, by `cause`; `"D-KW.Equip-2"` for an Equip destroyed with its Unit. */
  readonly rule: "D-BTL-8" | "D-KW.Destroy-1" | "D-ST.LastWill-2" | "D-AMB-5" | "D-KW.Equip-2";
}

/**
 * A Unit that would be destroyed survives with Last-Will until the End Stage (D-ST.LastWill-1).
 *
 * @example
 * ```ts
 * import type { LastWillEvent } from "@rulesmith/wardom";
 * const e: LastWillEvent = { type: "last-will", card: "c12", rule: "D-ST.LastWill-1" };
 * ```
 */
export interface LastWillEvent extends GameEvent {
  /** Always `"last-will"`. */
  readonly type: "last-will";
  /** The Unit. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-ST.LastWill-1";
}

/**
 * A Unit's Last-Will ran out in the End Stage; its destruction follows (D-ST.LastWill-2,
 * D-AMB-45).
 *
 * @example
 * ```ts
 * import type { LastWillEndsEvent } from "@rulesmith/wardom";
 * const e: LastWillEndsEvent = { type: "last-will-ends", card: "c12", rule: "D-ST.LastWill-2" };
 * ```
 */
export interface LastWillEndsEvent extends GameEvent {
  /** Always `"last-will-ends"`. */
  readonly type: "last-will-ends";
  /** The Unit. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-ST.LastWill-2";
}

/**
 * A Rampage Unit in the winner's Combat position destroyed a Unit in battle and permanently gains
 * 1 Combat (D-ST.Rampage-1, D-AMB-23).
 *
 * @example
 * ```ts
 * import type { RampageEvent } from "@rulesmith/wardom";
 * const e: RampageEvent = { type: "rampage", card: "c4", rule: "D-ST.Rampage-1" };
 * ```
 */
export interface RampageEvent extends GameEvent {
  /** Always `"rampage"`. */
  readonly type: "rampage";
  /** The Rampage Unit. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-ST.Rampage-1";
}

/**
 * A card was coined into a player's Treasury: the loser's wager, by the battle's winner (D-BTL-10,
 * D-KW.Coined-1), or a card by an effect (D-KW.Coined-1).
 *
 * @example
 * ```ts
 * import type { CoinedEvent } from "@rulesmith/wardom";
 * const e: CoinedEvent = { type: "coined", player: 0, card: "c44", cause: "battle", rule: "D-BTL-10" };
 * ```
 */
export interface CoinedEvent extends GameEvent {
  /** Always `"coined"`. */
  readonly type: "coined";
  /** The player whose Treasury the card went to. */
  readonly player: PlayerId;
  /** The card coined. */
  readonly card: string | null;
  /** `"battle"` for the loser's wager, `"effect"` for a card effect. */
  readonly cause: "battle" | "effect";
  /** The rule reported. */
  readonly rule: "D-BTL-10" | "D-KW.Coined-1";
}

/**
 * A destroyed Comeback(X/Y) Unit returned from the void to an open position as an X/Y Unit
 * (D-ST.Comeback-1, D-AMB-25, D-AMB-26).
 *
 * @example
 * ```ts
 * import type { ComebackEvent } from "@rulesmith/wardom";
 * const e: ComebackEvent = { type: "comeback", card: "c8", player: 0, position: "combat", combat: 3, support: 2, rule: "D-ST.Comeback-1" };
 * ```
 */
export interface ComebackEvent extends GameEvent {
  /** Always `"comeback"`. */
  readonly type: "comeback";
  /** The Unit. */
  readonly card: string | null;
  /** Its owner. */
  readonly player: PlayerId;
  /** The position it returned to. */
  readonly position: Position;
  /** X, its Combat now. */
  readonly combat: number;
  /** Y, its Support now. */
  readonly support: number;
  /** The rule reported. */
  readonly rule: "D-ST.Comeback-1";
}

/**
 * A destroyed Loyalty Unit returned from the void to its owner's hand (D-ST.Loyalty-1,
 * D-ST.Loyalty-2).
 *
 * @example
 * ```ts
 * import type { LoyaltyEvent } from "@rulesmith/wardom";
 * const e: LoyaltyEvent = { type: "loyalty", card: "c8", player: 0, rule: "D-ST.Loyalty-1" };
 * ```
 */
export interface LoyaltyEvent extends GameEvent {
  /** Always `"loyalty"`. */
  readonly type: "loyalty";
  /** The Unit. */
  readonly card: string | null;
  /** Its owner. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "D-ST.Loyalty-1";
}

/**
 * A Unit gained a status (D-STATUS-1, D-ST.Pure-1 when the status is Pure).
 *
 * @example
 * ```ts
 * import type { StatusAddedEvent } from "@rulesmith/wardom";
 * const e: StatusAddedEvent = { type: "status-added", card: "c9", grant: { status: "weaken", x: 2 }, until: null };
 * ```
 */
export interface StatusAddedEvent extends GameEvent {
  /** Always `"status-added"`. */
  readonly type: "status-added";
  /** The Unit. */
  readonly card: string | null;
  /** The status, with its numbers (`Weaken(2)` is `{ status: "weaken", x: 2 }`). */
  readonly grant: StatusGrant;
  /** The round at whose end it ends, or `null` when it lasts. */
  readonly until: number | null;
}

/**
 * A status could not be given: a Frozen or a Pure Unit refuses new statuses (D-ST.Frozen-2,
 * D-ST.Pure-2).
 *
 * @example
 * ```ts
 * import type { StatusRefusedEvent } from "@rulesmith/wardom";
 * const e: StatusRefusedEvent = { type: "status-refused", card: "c9", grant: { status: "stealth" }, reason: "pure", rule: "D-ST.Pure-2" };
 * ```
 */
export interface StatusRefusedEvent extends GameEvent {
  /** Always `"status-refused"`. */
  readonly type: "status-refused";
  /** The Unit. */
  readonly card: string | null;
  /** The status refused. */
  readonly grant: StatusGrant;
  /** Why: the Unit is Frozen or Pure. */
  readonly reason: "frozen" | "pure";
  /** The rule reported. */
  readonly rule: "D-ST.Frozen-2" | "D-ST.Pure-2";
}

/**
 * An effect removed a status from a Unit.
 *
 * Reports no rule of its own: the card's text decides (D-RULING-1).
 *
 * @example
 * ```ts
 * import type { StatusRemovedEvent } from "@rulesmith/wardom";
 * const e: StatusRemovedEvent = { type: "status-removed", card: "c9", status: "weaken" };
 * ```
 */
export interface StatusRemovedEvent extends GameEvent {
  /** Always `"status-removed"`. */
  readonly type: "status-removed";
  /** The Unit. */
  readonly card: string | null;
  /** The status removed. */
  readonly status: StatusName;
}

/**
 * Cleanse removed a Unit's statuses and stat changes (D-KW.Cleanse-1, D-STATUS-2, D-AMB-20).
 *
 * @example
 * ```ts
 * import type { CleansedEvent } from "@rulesmith/wardom";
 * const e: CleansedEvent = { type: "cleansed", card: "c9", rule: "D-KW.Cleanse-1" };
 * ```
 */
export interface CleansedEvent extends GameEvent {
  /** Always `"cleansed"`. */
  readonly type: "cleansed";
  /** The Unit. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-KW.Cleanse-1";
}

/**
 * An effect changed a Unit's Combat and Support (D-EQUIP-1, D-RULING-1).
 *
 * @example
 * ```ts
 * import type { StatsChangedEvent } from "@rulesmith/wardom";
 * const e: StatsChangedEvent = { type: "stats-changed", card: "c3", combat: 2, support: -1 };
 * ```
 */
export interface StatsChangedEvent extends GameEvent {
  /** Always `"stats-changed"`. */
  readonly type: "stats-changed";
  /** The Unit. */
  readonly card: string | null;
  /** The change to its Combat (negative for a loss). */
  readonly combat: number;
  /** The change to its Support (negative for a loss). */
  readonly support: number;
}

/**
 * An effect swapped a Unit's Combat and Support (D-RULING-1).
 *
 * @example
 * ```ts
 * import type { StatsSwappedEvent } from "@rulesmith/wardom";
 * const e: StatsSwappedEvent = { type: "stats-swapped", card: "c3" };
 * ```
 */
export interface StatsSwappedEvent extends GameEvent {
  /** Always `"stats-swapped"`. */
  readonly type: "stats-swapped";
  /** The Unit. */
  readonly card: string | null;
}

/**
 * A destroy effect did nothing: the Unit has Stability, or is Frozen and so unaffected by
 * effects (D-ST.Stability-1, D-ST.Frozen-1).
 *
 * @example
 * ```ts
 * import type { DestroyPreventedEvent } from "@rulesmith/wardom";
 * const e: DestroyPreventedEvent = { type: "destroy-prevented", card: "c9", reason: "stability", rule: "D-ST.Stability-1" };
 * ```
 */
export interface DestroyPreventedEvent extends GameEvent {
  /** Always `"destroy-prevented"`. */
  readonly type: "destroy-prevented";
  /** The Unit. */
  readonly card: string | null;
  /** What kept it on the field. */
  readonly reason: "stability" | "frozen";
  /** The rule reported. */
  readonly rule: "D-ST.Stability-1" | "D-ST.Frozen-1";
}

/**
 * A face-up Guardian was destroyed in place of a friendly Ward Unit (D-ST.Guardian-1,
 * D-ST.Guardian-2, D-ST.Ward-1); the Guardian's destruction follows.
 *
 * @example
 * ```ts
 * import type { GuardianSubstitutesEvent } from "@rulesmith/wardom";
 * const e: GuardianSubstitutesEvent = { type: "guardian-substitutes", guardian: "c5", protected: "c3", rule: "D-ST.Guardian-1" };
 * ```
 */
export interface GuardianSubstitutesEvent extends GameEvent {
  /** Always `"guardian-substitutes"`. */
  readonly type: "guardian-substitutes";
  /** The Guardian destroyed instead. */
  readonly guardian: string | null;
  /** The Ward Unit it protected. */
  readonly protected: string | null;
  /** The rule reported. */
  readonly rule: "D-ST.Guardian-1";
}

/**
 * A player's deck was shuffled after a search (D-KW.Search-2).
 *
 * @example
 * ```ts
 * import type { DeckShuffledEvent } from "@rulesmith/wardom";
 * const e: DeckShuffledEvent = { type: "deck-shuffled", player: 0, rule: "D-KW.Search-2" };
 * ```
 */
export interface DeckShuffledEvent extends GameEvent {
  /** Always `"deck-shuffled"`. */
  readonly type: "deck-shuffled";
  /** The deck's owner. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "D-KW.Search-2";
}

/**
 * At the End Stage, Weaken(X) took X Combat and Poison(X) took X Support from a Unit, for good
 * (D-ST.Weaken-1, D-ST.Poison-1, D-AMB-21).
 *
 * @example
 * ```ts
 * import type { EndStageLossEvent } from "@rulesmith/wardom";
 * const e: EndStageLossEvent = { type: "end-stage-loss", card: "c3", combat: 2, support: 0, rule: "D-ST.Weaken-1" };
 * ```
 */
export interface EndStageLossEvent extends GameEvent {
  /** Always `"end-stage-loss"`. */
  readonly type: "end-stage-loss";
  /** The Unit. */
  readonly card: string | null;
  /** Combat lost to Weaken, from 0. */
  readonly combat: number;
  /** Support lost to Poison, from 0. */
  readonly support: number;
  /** `"D-ST.Weaken-1"` when Combat was lost, else `"D-ST.Poison-1"`. */
  readonly rule: "D-ST.Weaken-1" | "D-ST.Poison-1";
}

/**
 * A player discarded a card down to the hand limit at the End Stage (D-END-5, D-LIMIT-3,
 * D-AMB-19).
 *
 * @example
 * ```ts
 * import type { DiscardedEvent } from "@rulesmith/wardom";
 * const e: DiscardedEvent = { type: "discarded", player: 0, card: "c17", rule: "D-END-5" };
 * ```
 */
export interface DiscardedEvent extends GameEvent {
  /** Always `"discarded"`. */
  readonly type: "discarded";
  /** The player. */
  readonly player: PlayerId;
  /** The card, now in the void. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-END-5";
}

/**
 * A player routed a Unit from the line to their Side Zone (D-END-2, D-LIMIT-1, D-AMB-5).
 *
 * @example
 * ```ts
 * import type { RoutedEvent } from "@rulesmith/wardom";
 * const e: RoutedEvent = { type: "routed", player: 0, card: "c3", rule: "D-END-2" };
 * ```
 */
export interface RoutedEvent extends GameEvent {
  /** Always `"routed"`. */
  readonly type: "routed";
  /** The player. */
  readonly player: PlayerId;
  /** The Unit. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "D-END-2";
}

/**
 * Every event of Wardom's own, told apart by `type`: `e.type === "battle"` narrows `e` to
 * {@link BattleEvent}.
 *
 * @example
 * ```ts
 * import type { WardomEvent } from "@rulesmith/wardom";
 * function loser(e: WardomEvent): number | null {
 *   return e.type === "battle" && e.winner !== null ? 1 - e.winner : null;
 * }
 * ```
 */
export type WardomEvent =
  | RollTiedEvent
  | FirstRollWonEvent
  | FirstPlayerChosenEvent
  | CostPaidEvent
  | UpkeepDeclinedEvent
  | UpkeepUnpaidEvent
  | UnitRecruitedEvent
  | TrueRecruitedEvent
  | ActionPlayedEvent
  | ActionActivatedEvent
  | AbilityActivatedEvent
  | TreasureEnteredEvent
  | WagerPlacedEvent
  | FlippedEvent
  | CardSetEvent
  | CorruptionEvent
  | FrozenTouchEvent
  | BattleEvent
  | ResolveDamageEvent
  | CardDestroyedEvent
  | LastWillEvent
  | LastWillEndsEvent
  | RampageEvent
  | CoinedEvent
  | ComebackEvent
  | LoyaltyEvent
  | StatusAddedEvent
  | StatusRefusedEvent
  | StatusRemovedEvent
  | CleansedEvent
  | StatsChangedEvent
  | StatsSwappedEvent
  | DestroyPreventedEvent
  | GuardianSubstitutesEvent
  | DeckShuffledEvent
  | EndStageLossEvent
  | DiscardedEvent
  | RoutedEvent;

/**
 * Every event a Wardom match can return: Wardom's own and the core events it uses (card moves and
 * reveals, rolls and real-dice requests, the sequence's stack events, stage changes, the end of
 * the match).
 *
 * @example
 * ```ts
 * import type { WardomMatchEvent } from "@rulesmith/wardom";
 * function faces(e: WardomMatchEvent): readonly number[] {
 *   return e.type === "dice-rolled" ? e.faces : [];
 * }
 * ```
 */
export type WardomMatchEvent =
  | WardomEvent
  | CardMovedEvent
  | CardsRevealedEvent
  | DiceRolledEvent
  | ChanceRequestedEvent
  | PhaseChangedEvent
  | GameOverEvent
  | StackEvent;
