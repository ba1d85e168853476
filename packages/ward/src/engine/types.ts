import type { Clock, Decision, DecklistVisibility, Duration as CoreDuration, FacesAction, KitState, Outcome, PlayerId, StackState } from "@rulesmith/core";
import type { Card, CardSet } from "../cards/cards.js";
import type { DeckList } from "../cards/deck.js";
import type { Ability, Action } from "../cards/effects.js";
import type { OverTimeEffect } from "../rules/over-time.js";
import type { PercentRounding } from "../rules/damage.js";

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
  /** Whether a Critical Hit (all sixes) hits whatever the defender's AL; `false` (default): it must still meet the AL, and only a Critical Miss is automatic (W-AMB-61, W-10.3.2-1). */
  readonly criticalHitAlwaysHits: boolean;
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
  /**
   * When the engine passes a response window for a player (W-14.4.1-1). `"empty-hand"`
   * (default): only when their hand is empty, so the opponent never learns whether they held
   * an answer; `"no-answer"`: whenever they hold no legal answer (fewer decisions, for
   * simulations where nobody is deceived, but the opponent can tell).
   */
  readonly autoPass: "empty-hand" | "no-answer";
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
  /**
   * The cards the decks draw on (default: the sample cards): a card set `{ name, cards }`, as
   * `parseCardSet` reads a card file, or a plain list of cards, as the other games take it.
   */
  readonly cards?: CardSet | readonly Card[];
  /** `"seeded"` (default) or `"external"` (physical dice). */
  readonly dice?: "seeded" | "external";
  /** Whether each player knows the other's decklist: `"hidden"` (default) or `"open"`. */
  readonly decklists?: DecklistVisibility;
  /** Options; missing ones take their defaults. */
  readonly options?: Partial<WardOptions>;
}

/**
 * When a magic on the field is discarded: at the end of turn `turn` (`"this-turn"`), or on a
 * core duration (`"turn-cycles"`, W-9.2.3-1). A granted ability ends the same ways, or when the
 * card that gave it leaves the field (see {@link GrantExpiry}).
 *
 * @example
 * ```ts
 * import type { ClockExpiry } from "@rulesmith/ward";
 * const e: ClockExpiry = { kind: "end-of-turn", turn: 4 };
 * ```
 */
export type ClockExpiry =
  | {
      /** `"end-of-turn"`: ends when turn `turn` ends (a "this turn" effect such as Backstab, W-AMB-51). */
      readonly kind: "end-of-turn";
      /** The turn number (the clock's `turn`, counting every player's turns) at whose end it ends. */
      readonly turn: number;
    }
  | {
      /** `"clock"`: ends when the core duration expires, checked at the start of each turn before the draw (W-9.2.3-1). */
      readonly kind: "clock";
      /** The core duration: `turn-cycles` anchored on the player whose turn it was (W-9.2.3-1, W-AMB-28), or `permanent`. */
      readonly duration: CoreDuration;
    };

/**
 * When a granted ability ends: at the end of turn `turn` (`"this-turn"`), on a core duration
 * (`"turn-cycles"`, or `permanent`: never while the creature stays), or when the card whose
 * effect gave it leaves the field (`"while-on-field"`).
 *
 * @example
 * ```ts
 * import type { GrantExpiry } from "@rulesmith/ward";
 * const e: GrantExpiry = { kind: "while-on-field", card: "c12" };
 * ```
 */
export type GrantExpiry =
  | ClockExpiry
  | {
      /** `"while-on-field"`: ends when `card` leaves the field (a grant of a magic or creature that stays, with duration "while-on-field"). */
      readonly kind: "while-on-field";
      /** The card whose effect gave it: a magic on the field or a creature on the field. */
      readonly card: string;
    };

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
  readonly expiry: ClockExpiry | null;
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
  | {
      /** `"start"`: the match is set up; the `start` action rolls for the first player (W-QS.3-2). */
      readonly kind: "start";
      /** The player who starts the match (always player 0). */
      readonly player: PlayerId;
    }
  | {
      /** `"choose-order"`: the first-player roll is made; its chooser goes first or second (W-QS.3-2, W-AMB-1). */
      readonly kind: "choose-order";
      /** The player the roll lets choose (the lower roll by default, W-AMB-1). */
      readonly player: PlayerId;
    }
  | {
      /** `"discard"`: the active player holds more than 8 cards and discards one (W-9.1-3, W-QS.5-3, W-AMB-3). */
      readonly kind: "discard";
      /** The active player, who discards. */
      readonly player: PlayerId;
    }
  | {
      /** `"main"`: the active player's turn in the Summoning & Magic Phase (summon, magics, kill-own, mulligan) or the 2nd Magic Phase (magics, end turn) (W-9.1-5, W-9.1-7). */
      readonly kind: "main";
      /** The active player. */
      readonly player: PlayerId;
    }
  | {
      /** `"combat"`: the active player may declare a battle or end the Combat Phase (W-QS.5-7, W-10.2-1). */
      readonly kind: "combat";
      /** The active player. */
      readonly player: PlayerId;
    }
  | {
      /** `"respond"`: a chain entry awaits answers; the player may add a Lightning card or pass (W-14.1.1-1, W-AMB-37). */
      readonly kind: "respond";
      /** The player who may answer (never the controller of the newest entry, W-AMB-37). */
      readonly player: PlayerId;
      /** Id of the chain entry (core `StackEntry.id`) the player would answer. */
      readonly entry: number;
    }
  | {
      /** `"promote"`: the player's primary is gone and they pick which of their Limited Summons becomes primary (W-13.3.6-1). */
      readonly kind: "promote";
      /** The player who lost their primary. */
      readonly player: PlayerId;
    }
  | {
      /** `"replace"`: the player's primary is gone and they must summon a replacement now; nothing else may happen meanwhile (W-QS.4-2, W-7.2.1-1). */
      readonly kind: "replace";
      /** The player who lost their primary. */
      readonly player: PlayerId;
    }
  | {
      /** `"choose"`: an effect needs a pick: the creature card to summon, the magic to destroy, the creature a `chosen-creature` effect acts on (a triggered effect's, or a magic's picks left for after the chain). */
      readonly kind: "choose";
      /** The controller of the effect, who picks. */
      readonly player: PlayerId;
      /** What is picked, in words. */
      readonly purpose: ChoosePurpose;
    };

/**
 * What a `choose` decision picks, in words: a creature card to summon, a magic on the field to
 * destroy, or the creature on the field a `chosen-creature` effect acts on.
 *
 * @example
 * ```ts
 * import type { ChoosePurpose } from "@rulesmith/ward";
 * const p: ChoosePurpose = "the magic card to destroy";
 * ```
 */
export type ChoosePurpose = "the creature to summon" | "the magic card to destroy" | "the creature the effect acts on";

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
      /** `"battle"`: a declared battle, run one roller at a time; each attack goes on the chain first so it can be answered (W-10.2-1..6, W-14.4.3-1). */
      readonly kind: "battle";
      /** Instance id of the creature whose player declared the battle. */
      readonly attacker: string;
      /** Instance id of the creature it targets. */
      readonly defender: string;
      /** The two creatures in rolling order, faster first (W-QS.7-1, W-QS.7-2); empty until Speed is settled. */
      readonly order: readonly string[];
      /** Position in `order` of the creature rolling now (0 or 1); 2 when both have rolled (W-10.2-5). */
      readonly index: number;
      /** Whether the current roller's attack is already on the chain (the next step moves on to the other creature). */
      readonly opened: boolean;
    }
  | {
      /** `"actions"`: the remaining actions of a triggered effect (when summoned, when it hits, when targeted, turn start, delayed, W-18.1-1), or of a magic whose picks wait until the chain has resolved (a deck search, several cards), run front first. */
      readonly kind: "actions";
      /** Instance id of the card whose effect it is. */
      readonly source: string;
      /** The player whose effect it is: "own" and "opponent" are read from their side, and they make any pick. */
      readonly controller: PlayerId;
      /** Whether a magic or a creature effect runs (creatures unaffected by that kind ignore it, W-16.1.1-3). */
      readonly origin: "magic" | "creature";
      /** Instance id of the creature the target `"self"` means, or `null`. */
      readonly self: string | null;
      /** Instance id of the creature the target `"battle-opponent"` means (its foe in the battle), or `null`. */
      readonly opponent: string | null;
      /** The actions still to run, in order; the first runs next (an action that picks `count` cards stays first, its `count` lowered, until each is picked). */
      readonly actions: readonly Action[];
      /** The creature the effect's `chosen-creature` actions act on, once its first such action had it picked; `null` before. */
      readonly target: string | null;
      /** The option the controller picked for the first action (a `"choose"` decision), or `null` before a pick. */
      readonly chosen: string | null;
    }
  | {
      /** `"summoned"`: a primary's activation window passed unnegated, so its "when summoned" effects are queued now (W-14.2.1-1). */
      readonly kind: "summoned";
      /** Instance id of the summoned creature. */
      readonly card: string;
    }
  | {
      /** `"end-combat"`: ends the Combat Phase: the DOTs and HOTs the active player applied tick (W-11.1-1, W-AMB-32), then the 2nd Magic Phase begins. */
      readonly kind: "end-combat";
    };

/**
 * The whole state of a Ward match: the engine kit's fields (`cards`, `defs`, `zones`,
 * `decklists`, `rng`, `dice`, `chance`) and Ward's own; plain JSON with a fixed shape.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) console.log(s.value.decision); // { kind: 'start', player: 0 }
 * ```
 */
export interface WardState extends KitState<Card> {
  /** Whose state this is: always `"ward"`; the engine refuses another game's state (`state/invalid`). */
  readonly game: "ward";
  /** State format version. */
  readonly version: 3;
  /** The options in force. */
  readonly options: WardOptions;
  /** Turn, phase and turn cycles (core clock; phases "setup", "draw", "discard", "summon", "combat", "magic", "end"; it counts the ends of each player's Combat Phase). */
  readonly clock: Clock;
  /** Creatures on the field, by instance id. */
  readonly creatures: Readonly<Record<string, CreatureStatus>>;
  /** Magics on the field, by instance id. */
  readonly magics: Readonly<Record<string, MagicStatus>>;
  /** Both players' bookkeeping. */
  readonly players: readonly [PlayerState, PlayerState];
  /** The pending decision, or `null` when the match is over. */
  readonly decision: PendingDecision | null;
  /** The open chain (core stack, policy once-per-entry), or `null`. */
  readonly stack: StackState<EntryPayload, EntryCost> | null;
  /** Work to do before the next choice. */
  readonly jobs: readonly Job[];
  /** Whether the Combat Phase must end now (a primary was killed in it, W-QS.5-8). */
  readonly combatOver: boolean;
  /** The player who replaces their primary first, set while one card's effect has removed every primary (W-14.4.4-1); `null` otherwise (the active player first). */
  readonly replaceFirst: PlayerId | null;
  /** How the match ended, or `null`. */
  readonly outcome: Outcome | null;
}

/**
 * What a Ward match waits for, as the kit reports it (`ruleset.pending`): the kind of
 * {@link PendingDecision}, the player who answers, a prompt and the rule ID.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset, type WardDecision } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * const d = s.ok ? (ruleset.pending(s.value) as WardDecision | undefined) : undefined;
 * console.log(d?.kind); // start
 * ```
 */
export interface WardDecision extends Decision {
  /** The kind of the pending decision. */
  readonly kind: PendingDecision["kind"];
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
  | {
      /** `"start"`: both players roll a die for the first player, ties rerolled (W-QS.3-2, W-AMB-19). */
      readonly type: "start";
    }
  | {
      /** `"go-first"`: the roll's chooser takes the first turn (W-QS.3-2). */
      readonly type: "go-first";
    }
  | {
      /** `"go-second"`: the roll's chooser lets the opponent take the first turn (W-QS.3-2). */
      readonly type: "go-second";
    }
  | {
      /** `"discard"`: discards one hand card toward the hand limit of 8 (W-9.1-3); it goes to the cemetery (W-AMB-53). */
      readonly type: "discard";
      /** Instance id of the hand card to discard. */
      readonly card: string;
    }
  | {
      /** `"mulligan"`: the once-only mulligan: shuffles the hand into the deck and redraws as many (W-17.9-1, W-17.9-3). */
      readonly type: "mulligan";
    }
  | {
      /** `"summon"`: summons a creature from hand as primary, a normal summon or a replacement (W-8.1-1, W-7.2.1-1). */
      readonly type: "summon";
      /** Instance id of the creature card in hand. */
      readonly card: string;
      /** Instance ids of the sacrificed creatures (hand or own primary, never Limited Summons): none for AL 1–6, one for AL 7–11, two for AL 12 (W-8.2.1-2, W-13.2.3-1). */
      readonly sacrifices: readonly string[];
    }
  | {
      /** `"play"`: plays a non-Lightning magic from hand in a magic phase (W-6.2.1-1, W-6.2.1-4). */
      readonly type: "play";
      /** Instance id of the magic card in hand. */
      readonly card: string;
      /** Instance id the card needs: the Equip's host, the creature it affects, the magic it destroys or the creature it summons; `null` when it needs none. */
      readonly target: string | null;
      /** The hand cards a discard cost takes, chosen by the player (a set: any order); empty when the card has no discard cost (W-14.2.4-1). */
      readonly discards: readonly string[];
    }
  | {
      /** `"kill-own"`: kills your own primary in the Summoning & Magic Phase, once per turn (W-8.4.1-1, W-8.4.2.1-1, W-AMB-35). */
      readonly type: "kill-own";
    }
  | {
      /** `"battle"`: declares a battle in the Combat Phase (W-10.2-1). */
      readonly type: "battle";
      /** Instance id of your creature that battles: the primary or a Limited Summon that has not battled this phase (W-AMB-17). */
      readonly attacker: string;
      /** Instance id of the opposing creature it targets: the primary (or a Limited Summon with `allowTargetLimitedSummons`, W-AMB-16). */
      readonly target: string;
    }
  | {
      /** `"next"`: ends the Summoning & Magic Phase (on to Combat) or the Combat Phase (on to the 2nd Magic Phase) (W-QS.5-1). */
      readonly type: "next";
    }
  | {
      /** `"end-turn"`: ends the turn from the 2nd Magic Phase; the opponent's turn begins (W-QS.5-10). */
      readonly type: "end-turn";
    }
  | {
      /** `"pass"`: answers the chain entry with nothing (W-AMB-37), or skips a `"choose"` that has no option. */
      readonly type: "pass";
    }
  | {
      /** `"respond"`: answers the chain entry with a Lightning card from hand (W-6.5.3-1, W-14.4.1-1). */
      readonly type: "respond";
      /** Instance id of the Lightning magic in hand. */
      readonly card: string;
      /** The hand cards a discard cost takes, chosen by the player (a set: any order); empty when the card has no discard cost (W-14.2.4-1). */
      readonly discards: readonly string[];
    }
  | {
      /** `"promote"`: makes one of your Limited Summons the new primary (W-13.3.6-1). */
      readonly type: "promote";
      /** Instance id of the Limited Summon. */
      readonly card: string;
    }
  | {
      /** `"choose"`: answers a `"choose"` decision of a triggered effect. */
      readonly type: "choose";
      /** Instance id picked: the creature to summon or the magic to destroy. */
      readonly option: string;
    }
  | {
      /** `"call-out"`: in callout mode, calls out the opponent's cemetery at or over the threshold; the opponent loses (W-4.1.3-1, W-4.1.4-1). */
      readonly type: "call-out";
    }
  | {
      /** `"reshuffle"`: with no playable creature, reveals the hand, shuffles it in and redraws (from an empty hand: draws one at a time), or loses by Creature Out (W-QS.4-4, W-7.2.2-1, W-7.2.3-1, W-7.2.4-1). */
      readonly type: "reshuffle";
    }
  | FacesAction;

/**
 * What a chain entry is: a magic played (with the target chosen when it was played), a
 * primary's summon window (W-14.2.1-1), or one creature's attack (W-14.4.3-1).
 *
 * @example
 * ```ts
 * import type { EntryPayload } from "@rulesmith/ward";
 * const p: EntryPayload = { kind: "attack", attacker: "c3", defender: "c9", first: true };
 * ```
 */
export type EntryPayload =
  | {
      /** `"magic"`: a magic card played or answering. */
      readonly kind: "magic";
      /** Its instance id (in the `chain` zone). */
      readonly card: string;
      /** The target chosen when it was played, or `null`. */
      readonly target: string | null;
    }
  | {
      /** `"summon"`: a primary's activation window. */
      readonly kind: "summon";
      /** The summoned creature. */
      readonly card: string;
    }
  | {
      /** `"attack"`: one creature's Hit and Attack rolls. */
      readonly kind: "attack";
      /** The creature rolling. */
      readonly attacker: string;
      /** The creature it attacks. */
      readonly defender: string;
      /** Whether it rolls first in the battle. */
      readonly first: boolean;
    };

/**
 * What playing a magic still costs when its entry resolves (W-14.2.4-1, W-6.2.2-1): self-damage
 * to the primary, and the hand cards the player chose to discard when playing it. A negated
 * entry's cost is never paid (W-14.4.3-1).
 *
 * @example
 * ```ts
 * import type { EntryCost } from "@rulesmith/ward";
 * const c: EntryCost = { selfDamage: 10, discards: ["c12"] };
 * ```
 */
export interface EntryCost {
  /** Self-damage to the primary. */
  readonly selfDamage: number;
  /** The hand cards to discard, chosen by the player. */
  readonly discards: readonly string[];
}
