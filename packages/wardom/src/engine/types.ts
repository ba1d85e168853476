/**
 * The match engine's data: state, actions, config, options and view, all plain JSON.
 */
import type { Clock, DecklistVisibility, DiceMode, FacesAction, KitState, Outcome, PlayerId, StackState } from "@rulesmith/core";
import type { Card, CardSet, StatusGrant } from "../cards/cards.js";
import type { Currency, Position } from "../cards/vocabulary.js";
import type { DeckList } from "../cards/deck.js";
import type { Energy } from "../rules/energy.js";
import type { Payment } from "../rules/treasury.js";
import type { Moment, Stage } from "../rules/danger.js";
import type { EndStagePart } from "../rules/round.js";
import type { StatLine } from "../rules/stats.js";
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
  /**
   * What routing in End & Routing means (D-END-2, settles D-AMB-5). Default `"optional"`: each
   * player, winner first, may move any of their line Units to their Side Zone while it has room
   * (at most 3, D-LIMIT-1); `"all-mandatory"`: every line Unit moves there, and those that do not
   * fit are destroyed.
   */
  readonly routing: "optional" | "all-mandatory";
  /**
   * What happens to the battle winner's own wager (settles D-AMB-6). Default `"stays"`: it stays
   * in their Coin Zone and keeps satisfying the wager rule (D-WAGER-1); `"returns-to-hand"`: it
   * goes back to their hand after the battle. Wagers stay on a tie either way.
   */
  readonly winnerWager: "stays" | "returns-to-hand";
  /**
   * How a wager lies in the Coin Zone (settles D-AMB-7). Default `"face-down"`: hidden from the
   * opponent until it is coined; `"face-up"`: visible to both.
   */
  readonly wagerVisibility: "face-down" | "face-up";
  /**
   * Whether a copy already marked True Recruited may be True Recruited again from the Side Zone
   * (D-TRUE-3, settles D-AMB-9). Default `true`; with `false` every True Recruit starts in the hand.
   */
  readonly trRepeatFromSideZone: boolean;
  /**
   * Whether a player who must draw from an empty deck loses (settles D-AMB-10). Default `false`:
   * they draw as many cards as there are, with no loss.
   */
  readonly deckoutLoses: boolean;
  /**
   * Whether an Equip attached to a Unit occupies one of the three Action slots (D-ZONE-2,
   * D-LIMIT-2, settles D-AMB-16). Default `false`: only set Actions and face-up Cycle Actions do.
   */
  readonly equipUsesActionSlot: boolean;
  /**
   * How often Comeback can bring the same copy back (D-ST.Comeback-1, settles D-AMB-26). Default
   * `"once-per-round"`: at most once per copy per round; `"unlimited"`: every time it is destroyed.
   */
  readonly comebackLimit: "once-per-round" | "unlimited";
  /**
   * Whether Silenced also turns off the Unit's other statuses (D-ST.Silenced-1, settles D-AMB-30).
   * Default `false`: Silenced turns off only its text effects; with `true` Silenced is the only
   * status that still counts on it.
   */
  readonly silenceDisablesStatuses: boolean;
  /**
   * Who loses when both players reach 0 resolve at the same moment (D-WIN-2, settles D-AMB-36).
   * Default `"draw"`: nobody wins; `"first-player-loses"`: the player acting first this round loses.
   */
  readonly simultaneousLoss: "draw" | "first-player-loses";
  /**
   * The last round played, a whole number from 1 to 1000 (default 60); after its End & Routing
   * stage the match ends as a draw. An engine limit, not a rule: it keeps random matches finite.
   */
  readonly maxRounds: number;
  /**
   * When a player is passed for in a response window (a sequence's priority, the battle window).
   * Default `"public"`: only when what everyone sees rules out a Swift play (no card in hand in
   * the Resource and Main Stages, no face-down Action, no usable Swift ability on a face-up card),
   * so the opponent learns nothing from the pass; `"no-answer"`: whenever the player has no legal
   * Swift play, which is faster for bots but tells the opponent the hand and set cards hold none.
   */
  readonly autoPass: "public" | "no-answer";
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
export const DEFAULT_ENGINE_OPTIONS: EngineOptions = /* @__PURE__ */ Object.freeze({
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
  autoPass: "public",
});

/**
 * What `setup` takes: a seed, the dice mode, the two decks (deck lists over a card set, the
 * sample set by default) and options (any subset; the rest are defaults).
 *
 * @example
 * ```ts
 * import { demoConfig } from "@rulesmith/wardom";
 * const c = demoConfig(7); // { seed: 7, dice: "seeded", decks: [...], options: {} }
 * ```
 */
export interface WardomConfig {
  /** Seed of the match's generator: it orders the shuffled decks and rolls the dice in `"seeded"` mode. */
  readonly seed: number | string;
  /** Where dice faces come from: `"seeded"` (default) rolls with the generator; `"external"` waits for physical dice faces. */
  readonly dice?: DiceMode;
  /** The two deck lists, player 0's then player 1's (D-SETUP-1); each must be legal (D-DECK-1, D-DECK-2). */
  readonly decks: readonly [DeckList, DeckList];
  /**
   * The card definitions the deck lists name, checked at setup; the sample cards when absent. A
   * plain list of cards, or a card set `{ name, cards }` as a card file holds it.
   */
  readonly cards?: readonly Card[] | CardSet;
  /** Rule options to change (any subset of {@link EngineOptions}); the others take their defaults. */
  readonly options?: Partial<EngineOptions>;
  /** Whether both players may see each other's decklist: `"hidden"` (default) or `"open"` (the kit's one match option for it). */
  readonly decklists?: DecklistVisibility;
}

/**
 * One card instance: its definition id and its owner (the kit's card table, keyed by the
 * opaque instance id `"c0"`, `"c1"`, ...).
 *
 * @example
 * ```ts
 * import type { CardInstance } from "@rulesmith/wardom";
 * const c: CardInstance = { def: "ember-squire", owner: 0 };
 * ```
 */
export interface CardInstance {
  /** Id of its card definition, a key of {@link WardomState.defs}. */
  readonly def: string;
  /** The player whose deck it came from; it goes to this player's void when destroyed (D-KW.Destroy-1). */
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
  /** The status with its numbers (Weaken X, Comeback X/Y, ...). */
  readonly grant: StatusGrant;
  /**
   * The round at whose End & Routing stage the status ends, or `null` while the Unit stays in play
   * (printed statuses, permanent grants). Frozen Touch's Frozen lasts to the next round (D-AMB-2).
   */
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
  /** Change to Combat, positive or negative (the effective stat is floored at 0, D-AMB-21). */
  readonly combat: number;
  /** Change to Support, positive or negative (the effective stat is floored at 0, D-AMB-21). */
  readonly support: number;
  /** The round at whose End & Routing stage the change ends, or `null` for a change that lasts until Cleanse (D-KW.Cleanse-1). */
  readonly until: number | null;
  /** `true` for a "this battle" change: it ends as soon as this round's battle is over. */
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
  /** Its statuses: the printed ones and those given by effects, one instance per status (Equip statuses are not stored here). */
  readonly statuses: readonly HeldStatus[];
  /** Stats that replace the printed ones after Comeback(X/Y) brought it back as X/Y (D-ST.Comeback-1), or `null` for the printed stats. */
  readonly base: StatLine | null;
  /** Permanent changes: Weaken and Poison losses (D-ST.Weaken-1, D-ST.Poison-1) and Rampage gains (D-ST.Rampage-1); Cleanse may remove them (D-AMB-20). */
  readonly permanent: StatLine;
  /** Temporary changes from effects, each with its end; Cleanse removes them (D-KW.Cleanse-1). */
  readonly mods: readonly StatMod[];
  /** While its Combat and Support are swapped, the round at whose End & Routing stage the swap ends; `null` when not swapped. */
  readonly swapUntil: number | null;
  /** This battle's Corruption dice, first die Combat, second Support, replacing the base stats (D-ST.Corruption-1, D-AMB-28); `null` outside it. */
  readonly corruption: StatLine | null;
  /**
   * Last-Will this round (D-ST.LastWill-1..2): `"ready"` not used yet; `"pending"` it saved the Unit,
   * which is destroyed in the End & Routing stage; `"spent"` used, back to `"ready"` at the end of the round.
   */
  readonly lastWill: "ready" | "pending" | "spent";
  /** The round in which Comeback last brought this copy back, 0 if never; with `comebackLimit: "once-per-round"` it cannot come back again that round (D-AMB-26). */
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
  /** Resolve left: 20 at the start (D-RES-1); at 0 or less the player loses (D-WIN-2, D-AMB-38). */
  readonly resolve: number;
  /** Available and maximum energy: 5/5 at the start (D-RES-3), refilled each Resource Stage, max +1 each round up to 10 (D-ENERGY-1, D-ENERGY-2). */
  readonly energy: Energy;
}

/**
 * The effect being resolved now, kept as pending work: the job of kind `"effect"` at the front of
 * {@link WardomState.jobs} while it resolves (there is at most one, and the part of the stage it
 * interrupts stays behind it). It is an ability of `source` (index `ability`) for player `you`,
 * from stack entry `entry` (or `null` when it resolves without a window), at effect `effect`,
 * with the cards picked for it (`targets`, `null` until picked). `played` is true when the
 * source is an Action card being played (it leaves for the void afterwards unless it stays).
 * The job is dropped once the ability's last effect is done.
 *
 * @example
 * ```ts
 * import type { Resolving } from "@rulesmith/wardom";
 * const r: Resolving = { kind: "effect", entry: 1, source: "c4", ability: 0, you: 0, played: true, effect: 0, targets: null };
 * // While it resolves in a Main Stage: state.jobs is [r, { kind: "main" }].
 * ```
 */
export interface Resolving {
  /** `"effect"`: the job of an effect being resolved (D-SEQ-4, D-TARGET-1). */
  readonly kind: "effect";
  /** Id of the sequence entry being resolved (D-SEQ-4), or `null` for an effect that resolves at once without a window. */
  readonly entry: number | null;
  /** Instance id of the card whose ability resolves. */
  readonly source: string;
  /** Index of the ability in the card's `abilities`. */
  readonly ability: number;
  /** The player the effect acts for ("you" in its text). */
  readonly you: PlayerId;
  /** `true` when the source is an Action card being played: it goes to the void when done, unless it stays (Cycle) (D-ABIL-2). */
  readonly played: boolean;
  /** Index of the effect of the ability being applied now; the effects apply in order. */
  readonly effect: number;
  /** Instance ids of the cards picked for the current effect, or `null` until they are picked. */
  readonly targets: readonly string[] | null;
  /** For a recruit effect, where the picked Unit goes and how its cost is paid, once the player chose (a `"place"` decision). */
  readonly placement?: Placement;
}

/**
 * Where a Unit a recruit effect picked goes, and how its cost is paid.
 *
 * @example
 * ```ts
 * import type { Placement } from "@rulesmith/wardom";
 * const p: Placement = { position: "support", payment: { energy: 2, resolve: 0, treasury: [] } };
 * ```
 */
export interface Placement {
  /** The open line position (D-ZONE-6). */
  readonly position: Position;
  /** The payment; all zero for a `free` recruit (D-KW.Recruit-2, D-TREAS-2). */
  readonly payment: Payment;
}

/**
 * One card a `"pick"` action picks, named by where it lies as the picking player's view shows it:
 * `view.zones[zone].cards[index]` is the slot, and `card` is what the view shows there, the
 * instance id, or `null` for a card the player may not identify (an opposing set Unit a flip or
 * the battle's destruction picks). So a client can tell two face-down cards apart by their places
 * (the set Unit in Combat, the one in Support) without the pick naming what either of them is.
 *
 * @example
 * ```ts
 * import type { PickedCard } from "@rulesmith/wardom";
 * // the opposing set Unit in Support, which player 0's view shows as null
 * const setInSupport: PickedCard = { zone: "p1/support", index: 0, card: null };
 * ```
 */
export interface PickedCard {
  /** The zone id it lies in, a key of the view's `zones` (`"p1/support"`, `"p0/void"`, `"field"`). */
  readonly zone: string;
  /** Its index in that zone's `cards` in the view (0 first). */
  readonly index: number;
  /** Its instance id, or `null` where the picking player's view shows `null` (they may not identify it). */
  readonly card: string | null;
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
  | {
      /** `"ability"`: a card's triggered or activated ability, or a played Action's effect. */
      readonly kind: "ability";
      /** Instance id of the card with the ability. */
      readonly source: string;
      /** Index of the ability in the card's `abilities`. */
      readonly ability: number;
      /** The player the effect acts for. */
      readonly you: PlayerId;
      /** `true` when the source is an Action card being played (it leaves for the void afterwards unless it stays). */
      readonly played: boolean;
    }
  | {
      /** `"status"`: a start-of-battle status trigger (D-AMB-27, D-AMB-49). */
      readonly kind: "status";
      /** Instance id of the Unit with the status. */
      readonly source: string;
      /** Which trigger: a Frozen Touch roll (D-ST.FrozenTouch-1) or the Corruption dice (D-ST.Corruption-1). */
      readonly status: "frozen-touch" | "corruption";
      /** The Unit's controller, who rolls. */
      readonly you: PlayerId;
    };

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
  | {
      /** `"first-roll"`: start the first-player roll, both players' two dice (D-FIRST-1, D-FIRST-2). */
      readonly kind: "first-roll";
      /** The player who triggers the roll (player 0). */
      readonly player: PlayerId;
    }
  | {
      /** `"choose-order"`: the roll's winner chooses to act first or second (D-FIRST-1). */
      readonly kind: "choose-order";
      /** The player who won the roll. */
      readonly player: PlayerId;
    }
  | {
      /** `"upkeep"`: pay the Field's upkeep or send it to the void (D-RSRC-4, D-FIELD-3). */
      readonly kind: "upkeep";
      /** The Field's controller, in their Resource Stage (D-AMB-12). */
      readonly player: PlayerId;
    }
  | {
      /** `"main"`: the player's Main Stage actions, ending with a wager in place (D-MAIN-1, D-MAIN-2). */
      readonly kind: "main";
      /** The player whose Main Stage it is. */
      readonly player: PlayerId;
    }
  | {
      /** `"sequence"`: a sequence is open; add a Swift effect or pass (D-SEQ-3, D-KW.Swift-1). */
      readonly kind: "sequence";
      /** The player with priority (D-AMB-33). */
      readonly player: PlayerId;
    }
  | {
      /** `"trigger"`: add or decline optional "you can" triggered effects (D-SEQ-5). */
      readonly kind: "trigger";
      /** The controller of the optional triggers. */
      readonly player: PlayerId;
    }
  | {
      /**
       * `"battle-window"`: after Reveal, use a Swift effect before the totals are compared, or
       * pass (D-BTL-2): core's priority window with nothing on the stack. A Swift play starts a
       * sequence; the window closes when both players pass in a row with nothing on it.
       */
      readonly kind: "battle-window";
      /** The player with priority: the first player first, and again after each sequence resolves. */
      readonly player: PlayerId;
    }
  | {
      /** `"place"`: where a Unit a recruit effect picked goes and how its cost is paid (D-KW.Recruit-1, D-KW.Recruit-2, D-TREAS-2). */
      readonly kind: "place";
      /** The effect's controller. */
      readonly player: PlayerId;
      /** Instance id of the Unit. */
      readonly card: string;
      /** Every open position with every distinct payment. */
      readonly options: readonly Placement[];
    }
  | {
      /**
       * `"pay"`: how to pay for an action just chosen whose cost can be paid more than one way
       * (D-TREAS-2, D-AMB-13, D-DANGER-3); answered by a `"pay"` action.
       */
      readonly kind: "pay";
      /** The payer. */
      readonly player: PlayerId;
      /** The cost. */
      readonly amount: number;
      /** What may pay it. */
      readonly payWith: readonly Currency[];
      /** The action it pays for, as it was listed: it is done once paid. */
      readonly action: PricedAction;
      /** The decision the action was chosen in (a Swift play in a sequence responds to it). */
      readonly from: "main" | "upkeep" | "sequence" | "battle-window";
    }
  | {
      /** `"pick"`: choose cards from `options`. */
      readonly kind: "pick";
      /** The player who picks: the effect's controller, the Ward Unit's controller (`"guardian"`) or the battle winner (`"front-line"`). */
      readonly player: PlayerId;
      /**
       * Why: `"effect"` the cards an effect targets or selects (D-TARGET-1); `"guardian"` a Guardian
       * destroyed in place of a Ward Unit, or none (D-ST.Guardian-1); `"front-line"` the loser's
       * front-line Unit the battle destroys (D-AMB-4); `"search"` the cards a Search finds (D-KW.Search-1).
       */
      readonly purpose: "effect" | "guardian" | "front-line" | "search";
      /**
       * The instance ids that may be picked (for a Search of the deck, the matching cards, shown to
       * the searcher). State only: no view shows them, and the picking player's `pick` actions name
       * each by its place, with its id only where they may identify it ({@link PickedCard}).
       */
      readonly options: readonly string[];
      /** Fewest cards to pick (0 when the pick may be declined). */
      readonly min: number;
      /** Most cards to pick. */
      readonly max: number;
    }
  | {
      /** `"discard"`: discard one card, until the hand holds 8 (D-END-5, D-LIMIT-3). */
      readonly kind: "discard";
      /** The player holding more than 8 cards, first player before second. */
      readonly player: PlayerId;
    }
  | {
      /** `"route"`: move line Units to the Side Zone, or stop (D-END-2, D-AMB-5). */
      readonly kind: "route";
      /** The player routing, the battle winner first. */
      readonly player: PlayerId;
    };

/**
 * The phase of a Wardom match's clock ({@link WardomState.clock}): `"first-roll"` before the
 * first round (the first-player roll, D-FIRST-1), then the stage the round is in (D-ROUND-1).
 *
 * @example
 * ```ts
 * import type { Phase } from "@rulesmith/wardom";
 * const p: Phase = "main";
 * ```
 */
export type Phase = "first-roll" | Stage;

/**
 * One piece of work the engine still has to run (pending work as data, run front first): a part
 * of the current stage, or the effect being resolved. Each stage is a fixed list of parts, and
 * End & Routing's is {@link END_STAGE_ORDER}. A part that waits for players (the Main Stage,
 * discarding, routing) stays first in the list until it is done; routing keeps who has finished
 * routing. The battle window is core's: its part opens a priority window on the stack
 * (`openPriorityWindow`) and is done, and the battle is calculated once that window has closed.
 * While an effect resolves (played at once, or a sequence entry resolving), its
 * {@link Resolving} job (`kind: "effect"`) stands in front of the stage's parts: at most one,
 * always first, run before the stack and the stage go on.
 *
 * - Start: `"start-triggers"` (D-START-1).
 * - Resource: `"refill-and-draw"` (D-RSRC-1..2), `"upkeep"` (D-FIELD-3), `"resource-triggers"` (D-RSRC-5).
 * - Main: `"main"` (the player's choices until they end it, D-MAIN-1).
 * - Battle: `"reveal"`, `"battle-window"`, `"battle-calc"` (D-BTL-1..9).
 * - End & Routing: the parts of {@link END_STAGE_ORDER} (D-AMB-18).
 * - Any stage: `"effect"`, the effect being resolved ({@link Resolving}), in front of the others.
 *
 * @example
 * ```ts
 * import type { StageJob } from "@rulesmith/wardom";
 * // player 0 has routed, player 1 routes next
 * const j: StageJob = { kind: "routing", routed: [0] };
 * ```
 */
export type StageJob =
  | {
      /** A part that keeps nothing while it runs. */
      readonly kind: Exclude<StageJobKind, "routing">;
    }
  | {
      /** `"routing"`: each player, the battle winner first, routes Units to their Side Zone (D-END-2, D-AMB-5). */
      readonly kind: "routing";
      /** The players done routing (in the order they finished). */
      readonly routed: readonly PlayerId[];
    }
  | Resolving;

/**
 * The name of a part of a stage: the `kind` of a {@link StageJob} other than the effect being
 * resolved (`"effect"`, which is no part of a stage).
 *
 * @example
 * ```ts
 * import type { StageJobKind } from "@rulesmith/wardom";
 * const k: StageJobKind = "reveal";
 * ```
 */
export type StageJobKind = "start-triggers" | "refill-and-draw" | "upkeep" | "resource-triggers" | "main" | "reveal" | "battle-window" | "battle-calc" | EndStagePart;

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
  /** The round of the battle. */
  readonly round: number;
  /** The player with the higher Battle total (D-BTL-4), or `null` on a tie (D-BTL-5). */
  readonly winner: PlayerId | null;
  /** Resolve damage dealt to the loser (D-BTL-6, D-BTL-7); 0 on a tie. */
  readonly damage: number;
  /** Instance id of the front-line Unit the battle destroyed (D-BTL-8), or `null` when none was (or Last-Will saved it). */
  readonly destroyed: string | null;
}

/**
 * The whole match state (plain JSON, one fixed shape).
 *
 * @example
 * ```ts
 * import { ruleset, demoConfig } from "@rulesmith/wardom";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) console.log(s.value.clock.phase); // first-roll
 * ```
 */
export interface WardomState extends KitState<Card> {
  /** Whose state this is: always `"wardom"`; the engine refuses another game's state (`state/invalid`). */
  readonly game: "wardom";
  /** The version of this state format, for saved states. */
  readonly version: 7;
  /** Every rule option of the match, defaults filled in. */
  readonly options: EngineOptions;
  /**
   * Rounds, turns and stages: core's clock, seats 0 and 1, with explicit rounds. Each player's
   * Start, Resource and Main Stages are one clock turn of that player; Battle and End & Routing
   * run after the second player's turn has ended, with no turn in progress (D-ROUND-2). The
   * phase is a {@link Phase}; the round is `currentRound(clock)`; who acts first this round is
   * `firstPlayerOf(clock)`.
   */
  readonly clock: Clock;
  /**
   * The work still to run, front first (see {@link StageJob}): the parts of the current stage,
   * and in front of them, while an effect resolves, that effect ({@link Resolving}, at most one).
   */
  readonly jobs: readonly StageJob[];
  /** Every card instance of the match, by instance id. */
  readonly cards: Readonly<Record<string, CardInstance>>;
  /** The definitions of the cards in the decks, by card definition id. */
  readonly defs: Readonly<Record<string, Card>>;
  /** Whether each player may see the other's decklist (the kit's match option; `"hidden"` by default). */
  readonly decklists: DecklistVisibility;
  /** Resolve and energy of player 0 and player 1. */
  readonly players: readonly [PlayerState, PlayerState];
  /** The state of the Units in play, by instance id; a Unit without an entry has a fresh state with its printed statuses. */
  readonly units: Readonly<Record<string, UnitState>>;
  /** Instance ids of True Recruited copies (D-TRUE-9). */
  readonly marked: readonly string[];
  /** Equip id -> Unit id. */
  readonly attached: Readonly<Record<string, string>>;
  /** When each set Action was set (for Danger, D-DANGER-1). */
  readonly setAt: Readonly<Record<string, Moment>>;
  /**
   * The cost paid for each face-down Unit on the line, by instance id (D-AMB-35: its cost is paid
   * when it is set). Public: everyone saw the energy spent; `determinize` deals only Units of that
   * cost to such a place.
   */
  readonly setCosts: Readonly<Record<string, number>>;
  /** Ability uses this round, by "card/index". */
  readonly uses: Readonly<Record<string, number>>;
  /** The latest battle (this round's once fought), or `null` before the first battle. */
  readonly battle: BattleRecord | null;
  /** The decision waiting for a player (while `chance` waits for dice faces, the one whose action rolled), or `null` once the match is over. */
  readonly decision: DecisionData | null;
  /** The open sequence (D-SEQ-1..5), or `null` when none is open. */
  readonly stack: StackState | null;
  /** How the match ended (winners, losers, reason, rule ID), or `null` while it goes on. */
  readonly outcome: Outcome | null;
}

/**
 * Every action a player can take, as plain JSON.
 *
 * @example
 * ```ts
 * import type { WardomAction } from "@rulesmith/wardom";
 * const a: WardomAction = { type: "recruit", card: "c3", position: "combat", faceDown: false };
 * ```
 */
export type WardomAction =
  | {
      /** `"roll"`: roll both players' two dice for the first player (D-FIRST-1, D-FIRST-2). */
      readonly type: "roll";
    }
  | {
      /** `"go-first"`: the roll's winner acts first this round (D-FIRST-1). */
      readonly type: "go-first";
    }
  | {
      /** `"go-second"`: the roll's winner acts second this round (D-FIRST-1). */
      readonly type: "go-second";
    }
  | {
      /**
       * `"pay-upkeep"`: pay the Field's upkeep with energy and/or Treasury (D-FIELD-3, D-AMB-12);
       * how is a `"pay"` decision when there is more than one way.
       */
      readonly type: "pay-upkeep";
    }
  | {
      /** `"decline-upkeep"`: do not pay; the Field goes to its owner's void (D-RSRC-4). */
      readonly type: "decline-upkeep";
    }
  | {
      /**
       * `"recruit"`: recruit a Unit from hand or Side Zone, paying its cost (D-KW.Recruit-2,
       * D-UNIT-2); how is a `"pay"` decision when there is more than one way.
       */
      readonly type: "recruit";
      /** Instance id of the Unit. */
      readonly card: string;
      /** The open line position it goes to (D-ZONE-6). */
      readonly position: "combat" | "support";
      /** `true` to set it face-down; it flips at Reveal (D-KW.Set-2, D-AMB-35). */
      readonly faceDown: boolean;
    }
  | {
      /** `"true-recruit"`: True Recruit a Unit face-up by its written procedure instead of a cost (D-TRUE-1..8). */
      readonly type: "true-recruit";
      /** Instance id of the True Recruit Unit (in hand, or a marked copy in the Side Zone, D-AMB-9). */
      readonly card: string;
      /** The open line position it goes to (D-TRUE-5). */
      readonly position: "combat" | "support";
      /** For each step of the procedure in order, the instance ids of the cards it moves (D-TRUE-7). */
      readonly paid: readonly (readonly string[])[];
    }
  | {
      /**
       * `"play"`: play a card from hand, paying its cost: an Ability or Bolt Action's effect, a
       * Cycle Action, an Equip, a Field; how is a `"pay"` decision when there is more than one way.
       */
      readonly type: "play";
      /** Instance id of the card in hand. */
      readonly card: string;
      /** For an Equip, the Unit it attaches to (D-KW.Equip-1); otherwise `null` (effects pick their cards as they resolve). */
      readonly target: string | null;
    }
  | {
      /** `"set"`: set an Action from hand face-down in a free Action slot (D-KW.Set-1, D-ZONE-2). */
      readonly type: "set";
      /** Instance id of the Action card in hand. */
      readonly card: string;
    }
  | {
      /**
       * `"activate"`: activate a set Action, paying its cost (D-BOLT-2, D-DANGER-1..3,
       * D-CYCLE-1); how is a `"pay"` decision when there is more than one way.
       */
      readonly type: "activate";
      /** Instance id of the set Action. */
      readonly card: string;
      /** For an Equip, the Unit it attaches to; otherwise `null`. */
      readonly target: string | null;
    }
  | {
      /**
       * `"ability"`: use an activated ability of one of your face-up cards where the ability's
       * zone label says it works, else where the card is in play (a line Unit, a Cycle Action,
       * your Field, an attached Equip, a Treasure in your Treasury; with a label, a card in your
       * Side Zone, Treasury, Void or Forbidden Zone too), paying its cost; how is a `"pay"`
       * decision when there is more than one way.
       */
      readonly type: "ability";
      /** Instance id of the card. */
      readonly card: string;
      /** Index of the ability in the card's `abilities`. */
      readonly index: number;
    }
  | {
      /** `"treasure"`: move a Treasure whose requirement is met from hand to the Treasury, for free (D-TREASURE-1, D-AMB-41). */
      readonly type: "treasure";
      /** Instance id of the Treasure in hand. */
      readonly card: string;
    }
  | {
      /** `"wager"`: place a legal wager from hand in the empty Coin Zone, at no cost (D-WAGER-1..3). */
      readonly type: "wager";
      /** Instance id of the card in hand. */
      readonly card: string;
    }
  | {
      /** `"end"`: end the Main Stage; without a wager in the Coin Zone the player loses (D-MAIN-2, D-WIN-3). */
      readonly type: "end";
    }
  | {
      /** `"pass"`: pass priority in a sequence (D-SEQ-3) or pass the battle window. */
      readonly type: "pass";
    }
  | {
      /** `"add-trigger"`: add one of your queued optional triggers to the sequence (D-SEQ-5). */
      readonly type: "add-trigger";
      /** The id of the queued trigger on the sequence. */
      readonly trigger: number;
    }
  | {
      /** `"decline-trigger"`: decline one of your optional "you can" triggers (D-SEQ-5). */
      readonly type: "decline-trigger";
      /** The id of the queued trigger on the sequence. */
      readonly trigger: number;
    }
  | {
      /** `"place"`: answer a place decision with one of its options. */
      readonly type: "place";
      /** The open line position. */
      readonly position: Position;
      /** How the cost is paid. */
      readonly payment: Payment;
    }
  | {
      /**
       * `"pay"`: answer a pay decision with one of the distinct ways to pay its cost (energy,
       * resolve where the cost allows it, Treasury cards; D-TREAS-2, D-AMB-13).
       */
      readonly type: "pay";
      /** How the cost is paid. */
      readonly payment: Payment;
    }
  | {
      /**
       * `"pick"`: answer a pick decision. Each card is named by its place in the picking player's
       * view and by its id only where they may identify it ({@link PickedCard}); `legalActions`
       * lists every combination. An older pick naming ids alone (`cards: ["c3"]`) is refused
       * with `action/malformed`, saying the form to use.
       */
      readonly type: "pick";
      /** The cards chosen from the decision's options, between its `min` and `max` of them, in any order. */
      readonly cards: readonly PickedCard[];
    }
  | {
      /** `"discard"`: discard a card from hand to the void while over 8 cards (D-END-5, D-AMB-19). */
      readonly type: "discard";
      /** Instance id of the card in hand. */
      readonly card: string;
    }
  | {
      /** `"route"`: move a line Unit to your Side Zone (D-END-2, D-AMB-5). */
      readonly type: "route";
      /** Instance id of the Unit on your line. */
      readonly card: string;
    }
  | {
      /** `"stop-routing"`: route no more Units this round. */
      readonly type: "stop-routing";
    }
  | FacesAction;

/**
 * An action that costs something and is listed once, however its cost can be paid: when there is
 * more than one way, a `"pay"` decision follows it.
 *
 * @example
 * ```ts
 * import type { PricedAction } from "@rulesmith/wardom";
 * const a: PricedAction = { type: "ability", card: "c9", index: 0 };
 * ```
 */
export type PricedAction = Extract<
  WardomAction,
  {
    /** The action types that cost something: a recruit, a card played or activated, a Unit's ability, the upkeep. */
    readonly type: "recruit" | "play" | "activate" | "ability" | "pay-upkeep";
  }
>;

