/**
 * The Wardom card format as TypeScript types: eight card types, statuses as data, and an effect
 * vocabulary (a discriminated union on `kind`). The runtime schema is in `card-schema.ts`.
 */
import type { CardType, Currency, PlainStatusName, Position, StatusName, Zone } from "./vocabulary.js";
import type { ChoiceZone, PickZone } from "./pick-zones.js";

/**
 * A status as printed on a card or granted by an effect. The numbered statuses carry their
 * numbers: Weaken(X), Poison(X), Tenacity(X), Comeback(X/Y).
 *
 * Implements D-STATUS-3 (all 18 statuses are expressible).
 *
 * @example
 * ```ts
 * import type { StatusGrant } from "@rulesmith/wardom";
 * const s: StatusGrant[] = [{ status: "weaken", x: 2 }, { status: "comeback", combat: 1, support: 1 }, { status: "stealth" }];
 * ```
 */
export type StatusGrant =
  | {
      /** One of the 14 statuses without a number, such as `"stealth"` or `"pure"` (D-STATUS-3). */
      readonly status: PlainStatusName;
    }
  | {
      /** `"weaken"`: Weaken(X), the Unit loses X Combat at each End Stage (D-ST.Weaken-1). */
      readonly status: "weaken";
      /** X, the Combat lost at each End Stage; an integer of at least 1. */
      readonly x: number;
    }
  | {
      /** `"poison"`: Poison(X), the Unit loses X Support at each End Stage (D-ST.Poison-1). */
      readonly status: "poison";
      /** X, the Support lost at each End Stage; an integer of at least 1. */
      readonly x: number;
    }
  | {
      /** `"tenacity"`: Tenacity(X), the Unit withstands battle destruction by a Combat of X or lower (D-ST.Tenacity-1). */
      readonly status: "tenacity";
      /** X, the highest winning Combat the Unit withstands; an integer of at least 0. */
      readonly x: number;
    }
  | {
      /** `"comeback"`: Comeback(X/Y), after being destroyed the Unit is recruited back from the void as an X/Y Unit (D-ST.Comeback-1). */
      readonly status: "comeback";
      /** X, the Combat the Unit comes back with; an integer of at least 0. */
      readonly combat: number;
      /** Y, the Support the Unit comes back with; an integer of at least 0. */
      readonly support: number;
    };

/**
 * Which cards an effect may pick; every field narrows the match and all are optional.
 *
 * @example
 * ```ts
 * import type { CardFilter } from "@rulesmith/wardom";
 * const f: CardFilter = { types: ["unit"], element: "Fire", maxLevel: 3 };
 * ```
 */
export interface CardFilter {
  /** Card types that match (at least one); absent: any type. */
  readonly types?: readonly CardType[];
  /** The exact printed name that matches. */
  readonly name?: string;
  /** The Unit element that matches, such as `"Fire"`; only Units match when set. */
  readonly element?: string;
  /** A Unit type the card must have, such as `"Human"`; only Units match when set. */
  readonly unitType?: string;
  /** A status the card must have: its current statuses where known (in play), else its printed ones. */
  readonly status?: StatusName;
  /** The highest Unit level that matches (inclusive); only Units match when set. */
  readonly maxLevel?: number;
  /** The highest printed cost that matches (inclusive). */
  readonly maxCost?: number;
}

/**
 * Whose cards: the card's controller's, the opponent's, or either.
 *
 * @example
 * ```ts
 * import type { Side } from "@rulesmith/wardom";
 * const s: Side = "opponent";
 * ```
 */
export type Side = "you" | "opponent" | "any";

/**
 * Which player an effect affects.
 *
 * @example
 * ```ts
 * import type { PlayerRef } from "@rulesmith/wardom";
 * const p: PlayerRef = "each";
 * ```
 */
export type PlayerRef = "you" | "opponent" | "each";

/**
 * How an effect picks cards. `"target"` is targeting (the text says "target"; Stealth stops it);
 * `"select"` is selecting or choosing without that word (Stealth does not stop it). `Z` is the
 * zones the effect may pick from: any zone but the deck ({@link PickZone}), and for each effect
 * kind the zones of {@link CHOICE_ZONES} ({@link ChoiceZone}). Card data never names the deck;
 * the rules math ({@link canTarget}) takes `Choice<Zone>` for a Pitch's pick of a deck card
 * (D-AMB-43).
 *
 * Implements D-TARGET-1, D-TARGET-2, D-TARGET-3.
 *
 * @typeParam Z - The zones the effect may pick from.
 * @example
 * ```ts
 * import type { Choice } from "@rulesmith/wardom";
 * const target1Unit: Choice = { mode: "target", count: 1, side: "any", zones: ["combat", "support"], filter: { types: ["unit"] } };
 * ```
 */
export interface Choice<Z extends Zone = PickZone> {
  /**
   * `"target"` when the text says "target", so a face-up Stealth card cannot be picked
   * (D-TARGET-1, D-TARGET-2); `"select"` when it selects or chooses, which Stealth does not stop
   * (D-TARGET-3).
   */
  readonly mode: "target" | "select";
  /** How many cards are picked; an integer of at least 1. */
  readonly count: number;
  /** `true` when fewer cards, even none, may be picked ("up to"); absent or `false`: exactly `count`, or every legal card if there are fewer. */
  readonly upTo?: boolean;
  /** Whose cards may be picked, seen from the effect's controller. */
  readonly side: Side;
  /** The zones the picked cards may be in (at least one); a hand is only ever the controller's own. */
  readonly zones: readonly Z[];
  /** What the picked cards must match; absent: any card. */
  readonly filter?: CardFilter;
}

/**
 * How long a change lasts: this battle, until the end of this round, until the end of the next
 * round, or permanently.
 *
 * @example
 * ```ts
 * import type { Duration } from "@rulesmith/wardom";
 * const d: Duration = "this-round";
 * ```
 */
export type Duration = "this-battle" | "this-round" | "next-round" | "permanent";

/**
 * A condition: of a Danger Action (D-DANGER-2), a Treasure's requirement (D-TREASURE-1), a True
 * Recruit requirement (D-TRUE-6) or an ability.
 *
 * @example
 * ```ts
 * import type { Condition } from "@rulesmith/wardom";
 * const c: Condition = { kind: "cards-in-zone", side: "you", zone: "void", atLeast: 3, filter: { types: ["unit"] } };
 * ```
 */
export type Condition =
  | {
      /** `"resolve-at-most"`: holds while a player's resolve is at most `amount`. */
      readonly kind: "resolve-at-most";
      /** Whose resolve, seen from the card's controller. */
      readonly player: "you" | "opponent";
      /** The highest resolve that meets the condition (inclusive); an integer of at least 0. */
      readonly amount: number;
    }
  | {
      /** `"resolve-at-least"`: holds while a player's resolve is at least `amount`. */
      readonly kind: "resolve-at-least";
      /** Whose resolve, seen from the card's controller. */
      readonly player: "you" | "opponent";
      /** The lowest resolve that meets the condition (inclusive); an integer of at least 0. */
      readonly amount: number;
    }
  | {
      /** `"controls"`: holds while a side has at least `atLeast` matching cards on its line (Combat and Support positions). */
      readonly kind: "controls";
      /** Whose line is counted, seen from the card's controller; `"any"` counts both lines. */
      readonly side: Side;
      /** How many matching cards are needed; an integer of at least 1. */
      readonly atLeast: number;
      /** What the counted cards must match; absent: any card. */
      readonly filter?: CardFilter;
    }
  | {
      /** `"cards-in-zone"`: holds while a zone holds at least `atLeast` matching cards. */
      readonly kind: "cards-in-zone";
      /** Whose zone is counted, seen from the card's controller; `"any"` counts both players' zones. */
      readonly side: Side;
      /** The zone that is counted. */
      readonly zone: Zone;
      /** How many matching cards are needed; an integer of at least 1. */
      readonly atLeast: number;
      /** What the counted cards must match; absent: any card. */
      readonly filter?: CardFilter;
    }
  | {
      /** `"last-battle"`: holds when the controller's last battle had this result (never before the first battle). */
      readonly kind: "last-battle";
      /** The result the controller's last battle must have had; `"tie"` is a tied Battle total (D-BTL-5). */
      readonly result: "won" | "lost" | "tie";
    }
  | {
      /** `"round-at-least"`: holds from round `round` on. */
      readonly kind: "round-at-least";
      /** The earliest round (round one is 1); an integer of at least 1. */
      readonly round: number;
    };

/**
 * One thing an effect does. The kinds cover the keyword actions (recruit, additional recruit,
 * set/flip, search, seek, burn, pitch, recover, cleanse, destroy, forbid, coin) and the common
 * changes (resolve, energy, draw, stats, statuses).
 *
 * Implements D-KW-0 (every keyword is expressible) with {@link CardAbility.swift} for Swift,
 * Equip cards for Equip and {@link UnitCard.trueRecruit} for True Recruit.
 *
 * @example
 * ```ts
 * import type { Effect } from "@rulesmith/wardom";
 * const e: Effect = { kind: "burn", player: "opponent", count: 2 };
 * ```
 */
export type Effect =
  | {
      /** `"resolve-damage"`: the player(s) lose `amount` resolve; at 0 or less they lose the game (D-WIN-2, D-AMB-38). */
      readonly kind: "resolve-damage";
      /** Who takes the damage, seen from the effect's controller; `"each"` hits both at once (D-AMB-36). */
      readonly player: PlayerRef;
      /** Resolve lost; an integer of at least 1. */
      readonly amount: number;
    }
  | {
      /** `"gain-resolve"`: the player(s) gain `amount` resolve (no maximum). */
      readonly kind: "gain-resolve";
      /** Who gains, seen from the effect's controller. */
      readonly player: PlayerRef;
      /** Resolve gained; an integer of at least 1. */
      readonly amount: number;
    }
  | {
      /** `"gain-energy"`: the effect's controller gains available energy, never above their maximum (D-ENERGY-2). */
      readonly kind: "gain-energy";
      /** Energy gained; an integer of at least 1. */
      readonly amount: number;
    }
  | {
      /** `"draw"`: the player(s) draw cards from their deck. */
      readonly kind: "draw";
      /** Who draws, seen from the effect's controller. */
      readonly player: PlayerRef;
      /** Cards each player draws; an integer of at least 1 (an empty deck: D-AMB-10). */
      readonly count: number;
    }
  | {
      /** `"modify-stats"`: adds to or takes from the Combat and Support of the chosen Units for `duration`. */
      readonly kind: "modify-stats";
      /** Which Units change. */
      readonly choice: Choice<ChoiceZone<"modify-stats">>;
      /** Combat added, negative to take some away; an integer. */
      readonly combat: number;
      /** Support added, negative to take some away; an integer. */
      readonly support: number;
      /** How long the change lasts. */
      readonly duration: Duration;
    }
  | {
      /** `"swap-stats"`: the chosen Units' Combat and Support change places for `duration`. */
      readonly kind: "swap-stats";
      /** Which Units swap their stats. */
      readonly choice: Choice<ChoiceZone<"swap-stats">>;
      /** How long the swap lasts. */
      readonly duration: Duration;
    }
  | {
      /** `"add-status"`: gives the chosen Units a status, which Frozen and Pure Units refuse (D-ST.Frozen-2, D-ST.Pure-2). */
      readonly kind: "add-status";
      /** Which Units get the status. */
      readonly choice: Choice<ChoiceZone<"add-status">>;
      /** The status given, with its numbers. */
      readonly status: StatusGrant;
      /** How long the status stays. */
      readonly duration: Duration;
    }
  | {
      /** `"remove-status"`: removes one status from the chosen Units. */
      readonly kind: "remove-status";
      /** Which Units lose the status. */
      readonly choice: Choice<ChoiceZone<"remove-status">>;
      /** The status removed, whatever its numbers. */
      readonly status: StatusName;
    }
  | {
      /** `"cleanse"`: removes all statuses and all added stat increases or decreases from the chosen Units (D-KW.Cleanse-1). */
      readonly kind: "cleanse";
      /** Which Units are cleansed. */
      readonly choice: Choice<ChoiceZone<"cleanse">>;
    }
  | {
      /** `"destroy"`: sends the chosen cards from the field (a Unit on the line, a face-up Cycle Action, the Field) to their owner's void unless a protection or replacement changes that (D-KW.Destroy-1). */
      readonly kind: "destroy";
      /** Which cards are destroyed. */
      readonly choice: Choice<ChoiceZone<"destroy">>;
    }
  | {
      /** `"forbid"`: moves the chosen cards, from wherever they are, to their owner's Forbidden Zone (D-KW.Forbid-1). */
      readonly kind: "forbid";
      /** Which cards are forbidden. */
      readonly choice: Choice<ChoiceZone<"forbid">>;
    }
  | {
      /** `"return-to-hand"`: returns the chosen cards to their owner's hand. */
      readonly kind: "return-to-hand";
      /** Which cards return. */
      readonly choice: Choice<ChoiceZone<"return-to-hand">>;
    }
  | {
      /** `"set"`: turns the chosen cards face-down: a Unit on the line, to flip at Reveal, or a face-up Cycle Action in its slot (D-KW.Set-1..3). */
      readonly kind: "set";
      /** Which cards are set. */
      readonly choice: Choice<ChoiceZone<"set">>;
    }
  | {
      /** `"flip"`: turns the chosen set Units on the line face-up, firing their "flipped" triggers (D-KW.Set-2). */
      readonly kind: "flip";
      /** Which cards are flipped. */
      readonly choice: Choice<ChoiceZone<"flip">>;
    }
  | {
      /** `"coin"`: moves the chosen cards into the controller's Treasury, each worth its printed cost (D-KW.Coined-1). */
      readonly kind: "coin";
      /** Which cards are coined. */
      readonly choice: Choice;
    }
  | {
      /** `"recruit"`: the controller recruits one matching Unit onto an open line position (D-KW.Recruit-1); True Recruit Units cannot be picked (D-TRUE-1). */
      readonly kind: "recruit";
      /** The controller's zones the Unit may come from (at least one). */
      readonly from: readonly Zone[];
      /** What the Unit must match; absent: any Unit that can be recruited normally. */
      readonly filter?: CardFilter;
      /** The position it goes to, or `"any"` for the first open one; nothing happens when that position is full. */
      readonly position: Position | "any";
      /** `true` to recruit it set (face-down), so its "recruited" and "placed" triggers do not fire. */
      readonly faceDown: boolean;
      /**
       * `true` when the text recruits it without paying its cost ("for free"); `false`: the
       * Unit's cost is paid with energy and Treasury cards, and only Units the player can pay
       * for are offered (D-KW.Recruit-2).
       */
      readonly free: boolean;
    }
  | {
      /**
       * `"additional-recruit"`: while this continuous ability applies, a position may hold more
       * Units than its normal one (D-KW.AdditionalRecruit-1). It is the one effect a continuous
       * ability may hold, and it may be held only there (`parseCard` refuses it elsewhere).
       */
      readonly kind: "additional-recruit";
      /** The position that gets the extra room. */
      readonly position: Position;
      /** How many Units beyond the normal single Unit; an integer of at least 1. */
      readonly count: number;
    }
  | {
      /** `"search"`: the controller looks through one of their zones for matching cards and moves them; a searched deck is shuffled (D-KW.Search-1, D-KW.Search-2). */
      readonly kind: "search";
      /** The controller's zone that is searched. */
      readonly zone: Zone;
      /** What the taken cards must match; absent: any card. */
      readonly filter?: CardFilter;
      /** How many cards are taken; an integer of at least 1. */
      readonly count: number;
      /** The controller's zone the taken cards go to. */
      readonly to: Zone;
    }
  | {
      /** `"seek"`: Seek X, reveals the top `count` cards of the controller's deck, moves `take` matching ones and puts the rest away (D-KW.Seek-1). */
      readonly kind: "seek";
      /** X, the cards revealed from the top of the deck (fewer if the deck is shorter, D-AMB-42); an integer of at least 1. */
      readonly count: number;
      /** What the used cards must match; absent: any card. */
      readonly filter?: CardFilter;
      /** How many revealed matching cards are used (all of them if fewer match); an integer of at least 1. */
      readonly take: number;
      /** The controller's zone the used cards go to. */
      readonly to: Zone;
      /** Where the other revealed cards go, in revealed order: the top or bottom of the deck, or the void (D-AMB-42). */
      readonly rest: "top" | "bottom" | "void";
    }
  | {
      /** `"burn"`: Burn X, sends the top `count` cards of the player(s)' deck to the void one at a time (D-KW.Burn-1). */
      readonly kind: "burn";
      /** Whose deck burns, seen from the effect's controller. */
      readonly player: PlayerRef;
      /** X, the cards burned (fewer if the deck is shorter, D-AMB-42); an integer of at least 1. */
      readonly count: number;
    }
  | {
      /** `"pitch"`: sends matching cards directly from the player(s)' deck to the void; Stealth never matters there (D-KW.Pitch-1, D-AMB-43). */
      readonly kind: "pitch";
      /** Whose deck, seen from the effect's controller. */
      readonly player: PlayerRef;
      /** What the pitched cards must match, usually a `name`; absent: any card. */
      readonly filter?: CardFilter;
      /** How many matching cards are pitched at most; an integer of at least 1. */
      readonly count: number;
    }
  | {
      /** `"recover"`: moves matching cards from the controller's void to their hand (D-KW.Recover-1). */
      readonly kind: "recover";
      /** What the recovered cards must match; absent: any card. */
      readonly filter?: CardFilter;
      /** How many cards are recovered; an integer of at least 1. */
      readonly count: number;
    };

/**
 * When an ability works: activated (by its controller, normally in their Main Stage), continuous
 * (while it is in the labelled zone), or triggered by an event.
 *
 * `parseCard` refuses the abilities the engine would not run (each with a sentence saying why):
 * see {@link CardAbility}.
 *
 * @example
 * ```ts
 * import type { Timing } from "@rulesmith/wardom";
 * const t: Timing = { kind: "triggered", event: "start-of-battle" };
 * ```
 */
export type Timing =
  | {
      /**
       * `"activated"`: its controller activates it, normally in their Main Stage, or in a
       * sequence when it is Swift (D-ABIL-1, D-KW.Swift-1), while the card is face up where its
       * zone label says (else where the card is in play). On an Ability, Bolt or Danger Action it
       * is what playing or activating the card does: such a card has at most one.
       */
      readonly kind: "activated";
    }
  | {
      /**
       * `"continuous"`: it applies all the time while the card is face up in its labelled zone,
       * else where the card is in play (D-TIMING-1). It may hold only `"additional-recruit"`:
       * every other effect happens once, when an ability resolves, and cannot stand.
       */
      readonly kind: "continuous";
    }
  | {
      /** `"triggered"`: it is added to a sequence when `event` happens (mandatory unless optional, D-SEQ-2, D-SEQ-5). */
      readonly kind: "triggered";
      /**
       * The event: the card is `"recruited"` or `"placed"` on the line (Comeback recruits too),
       * `"flipped"` face-up, `"destroyed"` (by battle or an effect; looked at in the zone it was
       * destroyed from, D-TIMING-1), or `"coined"` (it acts for the card's owner); its
       * controller's `"start-stage"`, `"resource-stage"` or `"end-stage"` begins; the battle
       * starts (`"start-of-battle"`, after Reveal); or its side wins or loses the battle
       * (`"battle-won"`, `"battle-lost"`: its Units on the line when the battle is decided; none
       * on a tie).
       */
      readonly event:
        | "recruited"
        | "placed"
        | "flipped"
        | "destroyed"
        | "start-stage"
        | "resource-stage"
        | "start-of-battle"
        | "battle-won"
        | "battle-lost"
        | "end-stage"
        | "coined";
    };

/**
 * A cost written before a colon (D-TIMING-2): an amount and what it may be paid with.
 *
 * @example
 * ```ts
 * import type { Cost } from "@rulesmith/wardom";
 * const c: Cost = { amount: 2, payWith: ["energy", "treasury"] };
 * ```
 */
export interface Cost {
  /** The amount to pay; an integer of at least 0. */
  readonly amount: number;
  /** What it may be paid with, any mix of these (at least one); resolve only where the card says so (D-AMB-13). */
  readonly payWith: readonly Currency[];
}

/**
 * One printed ability of a card: when it works, where (the parenthetical zone label), its cost,
 * whether it is optional ("you can"), Swift, a Field "Rule", limited per round, its condition
 * and what it does.
 *
 * Where it works: its zone label, else where its card is in play: a Unit on the line (Combat
 * or Support), a Cycle face up in its Action slot, an Equip attached to a Unit, a Field in the
 * Field Zone, a Treasure in its player's Treasury. An activated ability may also be labelled
 * with another zone where its card lies face up for everyone to see: the Void, the Forbidden
 * Zone, a Treasury, and for a Unit the Side Zone. There is no label for "attached": an Equip's
 * unlabelled abilities work there.
 *
 * `parseCard` refuses, with a sentence saying why, what the engine would not run: a continuous
 * ability with any effect but `additional-recruit`, or on an Ability, Bolt or Danger Action, or
 * with a cost, Swift, "you can", a per-round limit or a label where its card is not in play;
 * `additional-recruit` outside a continuous ability; a second activated ability on an Ability,
 * Bolt or Danger Action, or a label, cost or per-round limit on its one (the card's printed
 * cost is what playing it costs); an activated ability labelled `deck`, `hand`, `coin` or a
 * zone its card is never in face up; a triggered ability with a cost or a per-round limit, or
 * waiting for an event its card never sees (the stage and battle events and `recruited`,
 * `placed` and `flipped` happen to Units on the line; `resource-stage` to them and the Field);
 * and `rule` anywhere but on a Field's continuous ability or `resource-stage` trigger.
 *
 * Implements D-TIMING-1, D-TIMING-2, D-SEQ-5, D-KW.Swift-1, D-FIELD-4, D-CYCLE-1.
 *
 * @example
 * ```ts
 * import type { CardAbility } from "@rulesmith/wardom";
 * const a: CardAbility = {
 *   timing: { kind: "activated" }, zone: "support", cost: { amount: 1, payWith: ["energy"] },
 *   effects: [{ kind: "draw", player: "you", count: 1 }],
 * };
 * ```
 */
export interface CardAbility {
  /** When it works: activated, continuous or triggered. */
  readonly timing: Timing;
  /** The parenthetical zone label: the ability works only while the card is in this zone (D-TIMING-1); absent: where the card is in play (an Equip: while attached). */
  readonly zone?: Zone;
  /** The cost written before a colon, paid before the effects resolve (D-TIMING-2); absent: free. Only an activated ability of a card other than an Ability, Bolt or Danger Action has one. */
  readonly cost?: Cost;
  /** `true` for a "you can" ability, which may be declined; absent or `false`: mandatory (D-SEQ-5). */
  readonly optional?: boolean;
  /** `true` for Swift: it can join a response sequence in its timing window (D-KW.Swift-1). */
  readonly swift?: boolean;
  /** `true` for Field text marked "Rule", which affects both players whoever controls the Field (D-FIELD-4): a continuous Rule gives both players its room, a triggered one triggers for each. */
  readonly rule?: boolean;
  /** How many times per round it can be activated, an integer of at least 1 (such as a Cycle Action's printed limit, D-CYCLE-1); absent: no limit. Only an activated ability of a card other than an Ability, Bolt or Danger Action has one. */
  readonly perRound?: number;
  /** A condition that must hold for it to work (checked when it would trigger or be activated, and all the time for a continuous one); absent: none. */
  readonly condition?: Condition;
  /** What it does, in order (at least one effect). */
  readonly effects: readonly Effect[];
  /** The printed wording, for display; rules read the structured fields only. */
  readonly text?: string;
}

/**
 * One step of a True Recruit procedure: move `count` matching cards of yours from one zone to
 * another.
 *
 * Implements D-TRUE-7.
 *
 * @example
 * ```ts
 * import type { TrueRecruitStep } from "@rulesmith/wardom";
 * const s: TrueRecruitStep = { count: 2, from: "void", to: "forbidden", filter: { types: ["unit"] } };
 * ```
 */
export interface TrueRecruitStep {
  /** How many cards must be moved, exactly; an integer of at least 1. */
  readonly count: number;
  /** The zone of yours the cards come from. */
  readonly from: Zone;
  /** The zone of yours the cards go to. */
  readonly to: Zone;
  /** What the moved cards must match; absent: any card. */
  readonly filter?: CardFilter;
}

/**
 * The written True Recruit procedure of a Unit: requirements checked first, then steps paid.
 *
 * Implements D-TRUE-1, D-TRUE-6, D-TRUE-7.
 *
 * @example
 * ```ts
 * import type { TrueRecruit } from "@rulesmith/wardom";
 * const tr: TrueRecruit = { requirements: [], steps: [{ count: 1, from: "side", to: "void" }] };
 * ```
 */
export interface TrueRecruit {
  /** Conditions that must all hold before any card moves (D-TRUE-6); may be empty. */
  readonly requirements: readonly Condition[];
  /** The written procedure, paid in order by moving cards; energy and Treasury cannot replace it (D-TRUE-7). At least one step. */
  readonly steps: readonly TrueRecruitStep[];
}

/**
 * What every card has. `cost` is the printed numerical cost: what recruiting or playing costs,
 * the coin value when it is coined (D-KW.Coined-1), and for a Treasure its coin value
 * (D-TREASURE-2). `illustrative` is `true` for cards whose data this package invented.
 *
 * @example
 * ```ts
 * import type { CardBase } from "@rulesmith/wardom";
 * const b: CardBase = { id: "x", name: "X", cost: 1, illustrative: true, abilities: [] };
 * ```
 */
export interface CardBase {
  /** A stable id, unique in its card set: lowercase letters, digits and dashes, such as `"ember-squire"`. */
  readonly id: string;
  /** The printed name; copies in a deck are counted by name (D-DECK-2, D-AMB-48). */
  readonly name: string;
  /**
   * The printed numerical cost, an integer of at least 0: what recruiting or playing costs,
   * its coin value when coined (D-KW.Coined-1), and for a Treasure the coin value it gives
   * (D-TREASURE-2).
   */
  readonly cost: number;
  /** `true` when this package invented the card's data for illustration; `false` for printed cards. */
  readonly illustrative: boolean;
  /** The printed rules text, for display; rules read {@link CardBase.abilities}. */
  readonly text?: string;
  /** The printed abilities, in printed order; empty for a card with none. */
  readonly abilities: readonly CardAbility[];
}

/**
 * A Unit: Combat and Support stats, level, element, types, printed statuses and, for a True
 * Recruit Unit, its procedure.
 *
 * Implements D-UNIT-1.
 *
 * @example
 * ```ts
 * import type { UnitCard } from "@rulesmith/wardom";
 * const u: UnitCard = {
 *   type: "unit", id: "squire", name: "Squire", cost: 1, illustrative: true, abilities: [],
 *   combat: 2, support: 1, level: 1, element: "Earth", unitTypes: ["Human"], statuses: [],
 * };
 * ```
 */
export interface UnitCard extends CardBase {
  /** `"unit"`: a Unit, recruited onto the line (D-UNIT-1). */
  readonly type: "unit";
  /** Printed Combat, an integer of at least 0; it counts toward the Combat total (D-BTL-3; which Units count: D-AMB-3). */
  readonly combat: number;
  /** Printed Support, an integer of at least 0; it counts toward the Support total (D-BTL-3; which Units count: D-AMB-3). */
  readonly support: number;
  /** Printed level, an integer of at least 0; only card text uses it (D-AMB-39). */
  readonly level: number;
  /** Printed element, such as `"Fire"`; only card text uses it (D-AMB-39). */
  readonly element: string;
  /** Printed Unit types, such as `"Human"` or `"Dragon"`; only card text uses them (D-AMB-39). */
  readonly unitTypes: readonly string[];
  /** Printed statuses, active while the Unit is face-up (D-STATUS-1). */
  readonly statuses: readonly StatusGrant[];
  /** The True Recruit procedure, present only on a True Recruit Unit: it is recruited only by this procedure and is never a legal wager (D-TRUE-1, D-WAGER-3, D-AMB-8). */
  readonly trueRecruit?: TrueRecruit;
}

/**
 * An Ability, Bolt or Cycle Action: its abilities say what it does.
 *
 * Implements D-ABIL-1, D-BOLT-1, D-CYCLE-1.
 *
 * @example
 * ```ts
 * import type { PlainActionCard } from "@rulesmith/wardom";
 * const a: PlainActionCard = { type: "bolt", id: "b", name: "B", cost: 1, illustrative: true, abilities: [] };
 * ```
 */
export interface PlainActionCard extends CardBase {
  /**
   * `"ability"`: played in your own Main Stage, then to the void (D-ABIL-1, D-ABIL-2);
   * `"bolt"`: can respond in a sequence, or be activated from a set slot in any stage
   * (D-BOLT-1, D-BOLT-2); `"cycle"`: stays face-up in an Action slot and keeps working within
   * its printed limits (D-CYCLE-1).
   */
  readonly type: "ability" | "bolt" | "cycle";
}

/**
 * A Danger Action: its condition must hold to activate it, and its cost may be paid with the
 * listed currencies (resolve included where printed).
 *
 * Implements D-DANGER-2, D-DANGER-3.
 *
 * @example
 * ```ts
 * import type { DangerCard } from "@rulesmith/wardom";
 * const d: DangerCard = {
 *   type: "danger", id: "d", name: "D", cost: 3, illustrative: true, abilities: [],
 *   condition: { kind: "last-battle", result: "lost" }, payWith: ["energy", "resolve"],
 * };
 * ```
 */
export interface DangerCard extends CardBase {
  /** `"danger"`: a Danger Action, set for a full round before it can be activated (D-DANGER-1). */
  readonly type: "danger";
  /** The condition that must hold to activate it (D-DANGER-2). */
  readonly condition: Condition;
  /** What its cost may be paid with, any mix of these (at least one), resolve included where printed (D-DANGER-3). */
  readonly payWith: readonly Currency[];
}

/**
 * An Equip Action: the stat bonuses and statuses it grants while attached, and which Units it
 * may attach to.
 *
 * Implements D-EQUIP-1, D-KW.Equip-1.
 *
 * @example
 * ```ts
 * import type { EquipCard } from "@rulesmith/wardom";
 * const e: EquipCard = {
 *   type: "equip", id: "e", name: "E", cost: 2, illustrative: true, abilities: [],
 *   grants: { combat: 2, support: 0, statuses: [{ status: "piercing" }] },
 * };
 * ```
 */
export interface EquipCard extends CardBase {
  /** `"equip"`: an Equip Action, attached to a Unit and destroyed with it (D-EQUIP-1, D-KW.Equip-2). */
  readonly type: "equip";
  /** What the equipped Unit gets while the Equip is attached (D-KW.Equip-1). */
  readonly grants: {
    /** Combat added while attached, negative to take some away; an integer. */
    readonly combat: number;
    /** Support added while attached, negative to take some away; an integer. */
    readonly support: number;
    /** Statuses the Unit has while the Equip is attached. */
    readonly statuses: readonly StatusGrant[];
  };
  /** Which Units it may attach to; absent: any Unit. */
  readonly equipTo?: CardFilter;
}

/**
 * A Field: its upkeep, paid in the Resource Stage (D-FIELD-3); abilities marked `rule` affect
 * both players (D-FIELD-4).
 *
 * @example
 * ```ts
 * import type { FieldCard } from "@rulesmith/wardom";
 * const f: FieldCard = { type: "field", id: "f", name: "F", cost: 3, illustrative: true, abilities: [], upkeep: 1 };
 * ```
 */
export interface FieldCard extends CardBase {
  /** `"field"`: a Field, in the Field Zone both players share (D-FIELD-1). */
  readonly type: "field";
  /** Upkeep its controller pays in each of their Resource Stages, or the Field goes to the void (D-FIELD-3, D-AMB-12); an integer of at least 0. */
  readonly upkeep: number;
}

/**
 * A Treasure: enters the Treasury when its requirement is met; its `cost` is the coin value
 * gained, not a cost paid (D-TREASURE-2).
 *
 * @example
 * ```ts
 * import type { TreasureCard } from "@rulesmith/wardom";
 * const t: TreasureCard = {
 *   type: "treasure", id: "t", name: "T", cost: 3, illustrative: true, abilities: [],
 *   requirement: { kind: "round-at-least", round: 3 },
 * };
 * ```
 */
export interface TreasureCard extends CardBase {
  /** `"treasure"`: a Treasure, moved into your Treasury instead of being played (D-TREASURE-1, D-AMB-41). */
  readonly type: "treasure";
  /** The condition that must hold for the Treasure to enter the Treasury (D-TREASURE-1). */
  readonly requirement: Condition;
}

/**
 * Any Wardom card.
 *
 * @example
 * ```ts
 * import type { Card } from "@rulesmith/wardom";
 * function isUnit(c: Card) { return c.type === "unit"; }
 * ```
 */
export type Card = UnitCard | PlainActionCard | DangerCard | EquipCard | FieldCard | TreasureCard;

/**
 * A named set of cards, as a card file holds it.
 *
 * @example
 * ```ts
 * import type { CardSet } from "@rulesmith/wardom";
 * const empty: CardSet = { name: "Empty", cards: [] };
 * ```
 */
export interface CardSet {
  /** The set's name, non-empty. */
  readonly name: string;
  /** The cards, each id and each name at most once. */
  readonly cards: readonly Card[];
}
