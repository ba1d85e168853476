/**
 * The Wardom card format as TypeScript types: eight card types, statuses as data, and an effect
 * vocabulary (a discriminated union on `kind`). The runtime schema is in `card-schema.ts`.
 */
import type { CardType, Currency, PlainStatusName, Position, StatusName, Zone } from "./vocabulary.js";

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
  | { readonly status: PlainStatusName }
  | { readonly status: "weaken"; readonly x: number }
  | { readonly status: "poison"; readonly x: number }
  | { readonly status: "tenacity"; readonly x: number }
  | { readonly status: "comeback"; readonly combat: number; readonly support: number };

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
  readonly types?: readonly CardType[];
  readonly name?: string;
  readonly element?: string;
  readonly unitType?: string;
  readonly status?: StatusName;
  readonly maxLevel?: number;
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
 * `"select"` is selecting or choosing without that word (Stealth does not stop it).
 *
 * Implements D-TARGET-1, D-TARGET-2, D-TARGET-3.
 *
 * @example
 * ```ts
 * import type { Choice } from "@rulesmith/wardom";
 * const target1Unit: Choice = { mode: "target", count: 1, side: "any", zones: ["combat", "support"], filter: { types: ["unit"] } };
 * ```
 */
export interface Choice {
  readonly mode: "target" | "select";
  readonly count: number;
  readonly upTo?: boolean;
  readonly side: Side;
  readonly zones: readonly Zone[];
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
  | { readonly kind: "resolve-at-most"; readonly player: "you" | "opponent"; readonly amount: number }
  | { readonly kind: "resolve-at-least"; readonly player: "you" | "opponent"; readonly amount: number }
  | { readonly kind: "controls"; readonly side: Side; readonly atLeast: number; readonly filter?: CardFilter }
  | { readonly kind: "cards-in-zone"; readonly side: Side; readonly zone: Zone; readonly atLeast: number; readonly filter?: CardFilter }
  | { readonly kind: "last-battle"; readonly result: "won" | "lost" | "tie" }
  | { readonly kind: "round-at-least"; readonly round: number };

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
  | { readonly kind: "resolve-damage"; readonly player: PlayerRef; readonly amount: number }
  | { readonly kind: "gain-resolve"; readonly player: PlayerRef; readonly amount: number }
  | { readonly kind: "gain-energy"; readonly amount: number }
  | { readonly kind: "draw"; readonly player: PlayerRef; readonly count: number }
  | { readonly kind: "modify-stats"; readonly choice: Choice; readonly combat: number; readonly support: number; readonly duration: Duration }
  | { readonly kind: "swap-stats"; readonly choice: Choice; readonly duration: Duration }
  | { readonly kind: "add-status"; readonly choice: Choice; readonly status: StatusGrant; readonly duration: Duration }
  | { readonly kind: "remove-status"; readonly choice: Choice; readonly status: StatusName }
  | { readonly kind: "cleanse"; readonly choice: Choice }
  | { readonly kind: "destroy"; readonly choice: Choice }
  | { readonly kind: "forbid"; readonly choice: Choice }
  | { readonly kind: "return-to-hand"; readonly choice: Choice }
  | { readonly kind: "set"; readonly choice: Choice }
  | { readonly kind: "flip"; readonly choice: Choice }
  | { readonly kind: "coin"; readonly choice: Choice }
  | {
      readonly kind: "recruit";
      readonly from: readonly Zone[];
      readonly filter?: CardFilter;
      readonly position: Position | "any";
      readonly faceDown: boolean;
      readonly free: boolean;
    }
  | { readonly kind: "additional-recruit"; readonly position: Position; readonly count: number }
  | { readonly kind: "search"; readonly zone: Zone; readonly filter?: CardFilter; readonly count: number; readonly to: Zone }
  | {
      readonly kind: "seek";
      readonly count: number;
      readonly filter?: CardFilter;
      readonly take: number;
      readonly to: Zone;
      readonly rest: "top" | "bottom" | "void";
    }
  | { readonly kind: "burn"; readonly player: PlayerRef; readonly count: number }
  | { readonly kind: "pitch"; readonly player: PlayerRef; readonly filter?: CardFilter; readonly count: number }
  | { readonly kind: "recover"; readonly filter?: CardFilter; readonly count: number };

/**
 * When an ability works: activated (by its controller, normally in their Main Stage), continuous
 * (while it is in the labelled zone), or triggered by an event.
 *
 * @example
 * ```ts
 * import type { Timing } from "@rulesmith/wardom";
 * const t: Timing = { kind: "triggered", event: "start-of-battle" };
 * ```
 */
export type Timing =
  | { readonly kind: "activated" }
  | { readonly kind: "continuous" }
  | {
      readonly kind: "triggered";
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
  readonly amount: number;
  readonly payWith: readonly Currency[];
}

/**
 * One printed ability of a card: when it works, where (the parenthetical zone label), its cost,
 * whether it is optional ("you can"), Swift, a Field "Rule", limited per round, its condition
 * and what it does.
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
  readonly timing: Timing;
  readonly zone?: Zone;
  readonly cost?: Cost;
  readonly optional?: boolean;
  readonly swift?: boolean;
  readonly rule?: boolean;
  readonly perRound?: number;
  readonly condition?: Condition;
  readonly effects: readonly Effect[];
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
  readonly count: number;
  readonly from: Zone;
  readonly to: Zone;
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
  readonly requirements: readonly Condition[];
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
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly illustrative: boolean;
  readonly text?: string;
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
  readonly type: "unit";
  readonly combat: number;
  readonly support: number;
  readonly level: number;
  readonly element: string;
  readonly unitTypes: readonly string[];
  readonly statuses: readonly StatusGrant[];
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
  readonly type: "danger";
  readonly condition: Condition;
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
  readonly type: "equip";
  readonly grants: { readonly combat: number; readonly support: number; readonly statuses: readonly StatusGrant[] };
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
  readonly type: "field";
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
  readonly type: "treasure";
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
  readonly name: string;
  readonly cards: readonly Card[];
}
