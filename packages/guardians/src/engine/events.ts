/**
 * Guardians' own events, one interface each, and their union {@link GuardiansEvent}.
 *
 * Conventions shared by every event here:
 * - A card is named by its instance id (`"c12"`), never by its definition id. A field that names
 *   a card is `string | null`: the engine always writes the id, and the engine kit's event view
 *   (`ruleset.viewEvents`) turns it into `null` for a viewer who can identify the card at
 *   neither end of the step.
 * - Players are seats (`0` to `3`).
 * - `rule` is the rules-matrix ID the event reports, where one rule does.
 *
 * Core's own events (card moves, rolls and real-dice requests, phases, the end of the match) are
 * not repeated here; {@link GuardiansMatchEvent} adds them for a client that reads every event of
 * a match.
 */
import type { CardMovedEvent, ChanceRequestedEvent, DiceRolledEvent, GameEvent, GameOverEvent, PhaseChangedEvent, PlayerId } from "@rulesmith/core";
import type { ExtraPhase } from "../cards/effects.js";
import type { ConditionName, DamageType } from "../cards/elements.js";

/**
 * With three or four players, the highest die of the first-player roll was rolled by more than
 * one player, so those players roll again (G-ENG-8). It comes after the tied round's
 * `dice-rolled` events and before the reroll, so that a table rolling real dice is told why some
 * of them are asked to roll again.
 *
 * @example
 * ```ts
 * import type { RollTiedEvent } from "@rulesmith/guardians";
 * // Players 0 and 2 rolled 5, player 1 rolled 2: players 0 and 2 roll again.
 * const e: RollTiedEvent = { type: "roll-tied", purpose: "first-player roll", players: [0, 1, 2], faces: [5, 2, 5], rule: "G-ENG-8" };
 * ```
 */
export interface RollTiedEvent extends GameEvent {
  /** Always `"roll-tied"`. */
  readonly type: "roll-tied";
  /** The roll that tied. */
  readonly purpose: "first-player roll";
  /** Who rolled in this round, in the order they rolled (after a tie, only those tied). */
  readonly players: readonly PlayerId[];
  /** Each player's die, in the order of `players`; those with the highest roll again. */
  readonly faces: readonly number[];
  /** The rule reported. */
  readonly rule: "G-ENG-8";
}

/**
 * A player won the toss for the first player (a coin with two players; with three or four, the
 * highest die when each player rolls one, G-ENG-8) and will choose who takes the first turn
 * (G-AMB-4, with the default `firstPlayer: "coin-flip-choose"`). The toss and the dice
 * themselves are core `dice-rolled` events.
 *
 * @example
 * ```ts
 * import type { TossWonEvent } from "@rulesmith/guardians";
 * const e: TossWonEvent = { type: "toss-won", player: 1, by: "dice", rule: "G-AMB-4" };
 * ```
 */
export interface TossWonEvent extends GameEvent {
  /** Always `"toss-won"`. */
  readonly type: "toss-won";
  /** The player who won the toss. */
  readonly player: PlayerId;
  /**
   * How it was won: `"coin"`, the coin toss of two players, or `"dice"`, the d6 roll-off of three
   * or four (G-ENG-8). Events from releases before this field say neither (`describeEvent` then
   * words it for both).
   */
  readonly by: "coin" | "dice";
  /** The rule reported. */
  readonly rule: "G-AMB-4";
}

/**
 * The first player is decided: chosen by the toss winner, or by the toss itself with
 * `firstPlayer: "random"` (G-AMB-4).
 *
 * @example
 * ```ts
 * import type { FirstPlayerEvent } from "@rulesmith/guardians";
 * const e: FirstPlayerEvent = { type: "first-player", player: 0, chosenBy: 1, rule: "G-AMB-4" };
 * ```
 */
export interface FirstPlayerEvent extends GameEvent {
  /** Always `"first-player"`. */
  readonly type: "first-player";
  /** The player who takes the first turn. */
  readonly player: PlayerId;
  /** The toss winner who chose, or `null` when the toss decided directly. */
  readonly chosenBy: PlayerId | null;
  /** The rule reported. */
  readonly rule: "G-AMB-4";
}

/**
 * A player Placed a card from their hand: a Minion onto the field (G-TERM-1), a Quest
 * (G-QUEST-5) or a Barrier (G-AMB-7) onto the row. Tributes it needed are `tribute` events just
 * before.
 *
 * @example
 * ```ts
 * import type { PlacedEvent } from "@rulesmith/guardians";
 * const e: PlacedEvent = { type: "placed", player: 0, card: "c28", rule: "G-TERM-1" };
 * ```
 */
export interface PlacedEvent extends GameEvent {
  /** Always `"placed"`. */
  readonly type: "placed";
  /** The player who Placed it. */
  readonly player: PlayerId;
  /** The card Placed. */
  readonly card: string | null;
  /** `"G-TERM-1"` for a Minion, `"G-QUEST-5"` for a Quest, `"G-AMB-7"` for a Barrier. */
  readonly rule: "G-TERM-1" | "G-QUEST-5" | "G-AMB-7";
}

/**
 * A player Sneaked a King onto the field (G-KING-3), or the replacement of a retreat
 * (G-RET-3).
 *
 * @example
 * ```ts
 * import type { SneakedEvent } from "@rulesmith/guardians";
 * const e: SneakedEvent = { type: "sneaked", player: 0, card: "c50", rule: "G-KING-3" };
 * ```
 */
export interface SneakedEvent extends GameEvent {
  /** Always `"sneaked"`. */
  readonly type: "sneaked";
  /** The player who Sneaked it. */
  readonly player: PlayerId;
  /** The card Sneaked. */
  readonly card: string | null;
  /** `"G-KING-3"` for a Sneak action, `"G-RET-3"` for a retreat's replacement. */
  readonly rule: "G-KING-3" | "G-RET-3";
}

/**
 * A card went from the field to its owner's Discard Pile as a tribute for a Place or a Sneak
 * (G-MIN-4).
 *
 * @example
 * ```ts
 * import type { TributeEvent } from "@rulesmith/guardians";
 * const e: TributeEvent = { type: "tribute", card: "c28", rule: "G-MIN-4" };
 * ```
 */
export interface TributeEvent extends GameEvent {
  /** Always `"tribute"`. */
  readonly type: "tribute";
  /** The card sent. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-MIN-4";
}

/**
 * A player retreated a creature to their hand, milling its Retreat Cost from the top of their
 * deck (G-RET-1); the replacement's `sneaked` event follows.
 *
 * @example
 * ```ts
 * import type { RetreatedEvent } from "@rulesmith/guardians";
 * const e: RetreatedEvent = { type: "retreated", player: 0, card: "c50", milled: 2, rule: "G-RET-1" };
 * ```
 */
export interface RetreatedEvent extends GameEvent {
  /** Always `"retreated"`. */
  readonly type: "retreated";
  /** The player who retreated it. */
  readonly player: PlayerId;
  /** The creature retreated. */
  readonly card: string | null;
  /** How many cards the Retreat Cost milled from the deck to the Discard Pile, from 0. */
  readonly milled: number;
  /** The rule reported. */
  readonly rule: "G-RET-1";
}

/**
 * A card used one of its activated abilities (G-TURN-6); its effects' events follow.
 *
 * @example
 * ```ts
 * import type { AbilityUsedEvent } from "@rulesmith/guardians";
 * const e: AbilityUsedEvent = { type: "ability", card: "c12", ability: 0, target: "c40", rule: "G-TURN-6" };
 * ```
 */
export interface AbilityUsedEvent extends GameEvent {
  /** Always `"ability"`. */
  readonly type: "ability";
  /** The card whose ability it is. */
  readonly card: string | null;
  /** The ability's index in the card's `abilities`. */
  readonly ability: number;
  /** The creature chosen for a `chosen-creature` effect, or `null` when the ability chooses none. */
  readonly target: string | null;
  /** The rule reported. */
  readonly rule: "G-TURN-6";
}

/**
 * A Minion or King attacked (G-BTL-1). The damage is the `damage` events that follow; `atk`
 * and `prevented` are the parts of the total, for a play-by-play.
 *
 * @example
 * ```ts
 * import type { AttackEvent } from "@rulesmith/guardians";
 * const e: AttackEvent = { type: "attack", player: 0, attacker: "c3", target: "c40", atk: 3, prevented: 1, rule: "G-BTL-1" };
 * ```
 */
export interface AttackEvent extends GameEvent {
  /** Always `"attack"`. */
  readonly type: "attack";
  /** The attacking player. */
  readonly player: PlayerId;
  /** The attacking creature. */
  readonly attacker: string | null;
  /** The creature or Guardian attacked. */
  readonly target: string | null;
  /** The attacker's ATK now, with this turn's changes. */
  readonly atk: number;
  /** The damage the Barriers and shields of the target's side prevent, from 0. */
  readonly prevented: number;
  /** The rule reported. */
  readonly rule: "G-BTL-1";
}

/**
 * A Confused attacker flipped tails and hit itself instead (G-CONF-2).
 *
 * @example
 * ```ts
 * import type { ConfusedSelfHitEvent } from "@rulesmith/guardians";
 * const e: ConfusedSelfHitEvent = { type: "confused-self-hit", card: "c3", amount: 2, rule: "G-CONF-2" };
 * ```
 */
export interface ConfusedSelfHitEvent extends GameEvent {
  /** Always `"confused-self-hit"`. */
  readonly type: "confused-self-hit";
  /** The Confused attacker. */
  readonly card: string | null;
  /** The damage it dealt itself, from 0. */
  readonly amount: number;
  /** The rule reported. */
  readonly rule: "G-CONF-2";
}

/**
 * Being attacked (and surviving) changed a creature's Special Conditions, by the attacker's
 * Damage Type: a Holy attack heals every condition (G-CATCH-1), any attack wakes a sleeper
 * (G-CATCH-2) and grounds a flier for the rest of the duel (G-CATCH-5), a Fire attack thaws
 * (G-CATCH-3) and a Frost attack cures a Burn (G-CATCH-4).
 *
 * @example
 * ```ts
 * import type { CatchEvent } from "@rulesmith/guardians";
 * const e: CatchEvent = { type: "catch", card: "c40", attackerType: "fire", lost: ["asleep", "frozen"], rule: "G-CATCH-2" };
 * ```
 */
export interface CatchEvent extends GameEvent {
  /** Always `"catch"`. */
  readonly type: "catch";
  /** The creature attacked. */
  readonly card: string | null;
  /** The attacker's Damage Type. */
  readonly attackerType: DamageType;
  /** The conditions it lost, in the order of `CONDITION_NAMES`; `"flying"` means it is grounded for the rest of the duel. */
  readonly lost: readonly ConditionName[];
  /** The first catch that applied: `"G-CATCH-1"` for a Holy attack, else `"G-CATCH-2"` (woken), `"G-CATCH-3"` (thawed), `"G-CATCH-4"` (Burn cured) or `"G-CATCH-5"` (grounded). */
  readonly rule: "G-CATCH-1" | "G-CATCH-2" | "G-CATCH-3" | "G-CATCH-4" | "G-CATCH-5";
}

/**
 * A player's Guardian battles (G-GBTL-1): three Attack Cards are drawn (core `card-moved`
 * events to the `drawn` zone) and the hand is set aside until the player chooses one.
 *
 * @example
 * ```ts
 * import type { GuardianBattleEvent } from "@rulesmith/guardians";
 * const e: GuardianBattleEvent = { type: "guardian-battle", player: 0, attacker: "c41", target: "c72", rule: "G-GBTL-1" };
 * ```
 */
export interface GuardianBattleEvent extends GameEvent {
  /** Always `"guardian-battle"`. */
  readonly type: "guardian-battle";
  /** The player whose Guardian battles. */
  readonly player: PlayerId;
  /** The player's Guardian. */
  readonly attacker: string | null;
  /** The creature or Guardian it battles. */
  readonly target: string | null;
  /** The rule reported. */
  readonly rule: "G-GBTL-1";
}

/**
 * A player chose one of the three Attack Cards drawn for a Guardian battle (G-ATKC-1), with the
 * parts of its damage: Base Damage, then Type Damage (G-ATKC-2, G-ATKC-3), less what Barriers
 * prevent. The `damage` event of the target follows.
 *
 * @example
 * ```ts
 * import type { AttackCardChosenEvent } from "@rulesmith/guardians";
 * const e: AttackCardChosenEvent = { type: "attack-card-chosen", player: 0, card: "c12", base: 3, typeDamage: 2, prevented: 1, damage: 4, rule: "G-ATKC-1" };
 * ```
 */
export interface AttackCardChosenEvent extends GameEvent {
  /** Always `"attack-card-chosen"`. */
  readonly type: "attack-card-chosen";
  /** The player who chose. */
  readonly player: PlayerId;
  /** The Attack Card chosen. */
  readonly card: string | null;
  /** The card's Base Damage. */
  readonly base: number;
  /** The Type Damage the Guardian adds for its Damage Type (0 when none applies). */
  readonly typeDamage: number;
  /** The damage the Barriers and shields of the target's side prevent, from 0. */
  readonly prevented: number;
  /** The damage dealt: Base plus Type Damage less what is prevented, never below 0. */
  readonly damage: number;
  /** The rule reported. */
  readonly rule: "G-ATKC-1";
}

/**
 * A player's Attack Deck ran out, and the Attack Cards of their Discard Pile were shuffled back
 * into it (G-DECK-5); the `zone-shuffled` event of the Attack Deck comes just before.
 *
 * @example
 * ```ts
 * import type { AttackDeckReshuffledEvent } from "@rulesmith/guardians";
 * const e: AttackDeckReshuffledEvent = { type: "attack-deck-reshuffled", player: 1, cards: 18, rule: "G-DECK-5" };
 * ```
 */
export interface AttackDeckReshuffledEvent extends GameEvent {
  /** Always `"attack-deck-reshuffled"`. */
  readonly type: "attack-deck-reshuffled";
  /** The Attack Deck's owner. */
  readonly player: PlayerId;
  /** How many Attack Cards went back, from 1. */
  readonly cards: number;
  /** The rule reported. */
  readonly rule: "G-DECK-5";
}

/**
 * A card in play took damage: from an attack, a Guardian battle, a card effect, Poison or a
 * Burn. It uses core's shared `"damage"` name, so a client animates damage alike in every game.
 *
 * @example
 * ```ts
 * import type { CardDamagedEvent } from "@rulesmith/guardians";
 * const e: CardDamagedEvent = { type: "damage", card: "c40", amount: 3, damage: 5, source: "c3" };
 * ```
 */
export interface CardDamagedEvent extends GameEvent {
  /** Always `"damage"`. */
  readonly type: "damage";
  /** The card that took it. */
  readonly card: string | null;
  /** How much, after what Barriers prevented, from 1. */
  readonly amount: number;
  /** The card's damage in all after it (it is destroyed at its HP). */
  readonly damage: number;
  /** What dealt it: the attacking card or the card whose effect it is (its id, `null` for a viewer who may not identify it), `"poison"`, `"burn"`, or `"effect"` for an effect with no card of its own. */
  readonly source: string | null;
}

/**
 * A card in play was healed.
 *
 * @example
 * ```ts
 * import type { HealedEvent } from "@rulesmith/guardians";
 * const e: HealedEvent = { type: "healed", card: "c41", amount: 1, damage: 4 };
 * ```
 */
export interface HealedEvent extends GameEvent {
  /** Always `"healed"`. */
  readonly type: "healed";
  /** The card healed. */
  readonly card: string | null;
  /** The damage removed, from 1. */
  readonly amount: number;
  /** The card's damage left after it. */
  readonly damage: number;
}

/**
 * A card effect put a Special Condition on a creature (a Poison's length is rolled on a core
 * `dice-rolled` event just before).
 *
 * @example
 * ```ts
 * import type { ConditionInflictedEvent } from "@rulesmith/guardians";
 * const e: ConditionInflictedEvent = { type: "condition", card: "c40", condition: "asleep" };
 * ```
 */
export interface ConditionInflictedEvent extends GameEvent {
  /** Always `"condition"`. */
  readonly type: "condition";
  /** The creature. */
  readonly card: string | null;
  /** The condition it has now. */
  readonly condition: ConditionName;
}

/**
 * A card effect tried to put a Special Condition on a Guardian, which cannot have one
 * (G-CATCH-6).
 *
 * @example
 * ```ts
 * import type { ConditionIgnoredEvent } from "@rulesmith/guardians";
 * const e: ConditionIgnoredEvent = { type: "condition-ignored", card: "c41", condition: "poisoned", rule: "G-CATCH-6" };
 * ```
 */
export interface ConditionIgnoredEvent extends GameEvent {
  /** Always `"condition-ignored"`. */
  readonly type: "condition-ignored";
  /** The Guardian. */
  readonly card: string | null;
  /** The condition it did not get. */
  readonly condition: ConditionName;
  /** The rule reported. */
  readonly rule: "G-CATCH-6";
}

/**
 * A card effect cured a creature of every Special Condition, Flying included (G-COND-1).
 *
 * @example
 * ```ts
 * import type { CuredEvent } from "@rulesmith/guardians";
 * const e: CuredEvent = { type: "cured", card: "c40", rule: "G-COND-1" };
 * ```
 */
export interface CuredEvent extends GameEvent {
  /** Always `"cured"`. */
  readonly type: "cured";
  /** The creature. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-COND-1";
}

/**
 * A card effect changed a creature's ATK until the end of the turn.
 *
 * @example
 * ```ts
 * import type { AtkChangedEvent } from "@rulesmith/guardians";
 * const e: AtkChangedEvent = { type: "atk-changed", card: "c3", amount: 1 };
 * ```
 */
export interface AtkChangedEvent extends GameEvent {
  /** Always `"atk-changed"`. */
  readonly type: "atk-changed";
  /** The creature. */
  readonly card: string | null;
  /** The change, positive or negative. */
  readonly amount: number;
}

/**
 * A Rushed creature is no longer Rushed at its controller's End Phase (G-RUSH-2).
 *
 * @example
 * ```ts
 * import type { RushEndsEvent } from "@rulesmith/guardians";
 * const e: RushEndsEvent = { type: "rush-ends", card: "c3", rule: "G-RUSH-2" };
 * ```
 */
export interface RushEndsEvent extends GameEvent {
  /** Always `"rush-ends"`. */
  readonly type: "rush-ends";
  /** The creature. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-RUSH-2";
}

/**
 * A card effect added phases to the turn, played after the current one (G-GOLD-2).
 *
 * @example
 * ```ts
 * import type { ExtraPhasesEvent } from "@rulesmith/guardians";
 * const e: ExtraPhasesEvent = { type: "extra-phases", phases: ["battle", "action"], rule: "G-GOLD-2" };
 * ```
 */
export interface ExtraPhasesEvent extends GameEvent {
  /** Always `"extra-phases"`. */
  readonly type: "extra-phases";
  /** The phases added, in the order they are played. */
  readonly phases: readonly ExtraPhase[];
  /** The rule reported. */
  readonly rule: "G-GOLD-2";
}

/**
 * A card in play took fatal damage and went to its owner's Discard Pile (G-MIN-9, G-KING-6,
 * G-BAR-2). It uses core's shared `"destroyed"` name.
 *
 * @example
 * ```ts
 * import type { CardDestroyedEvent } from "@rulesmith/guardians";
 * const e: CardDestroyedEvent = { type: "destroyed", card: "c23", owner: 1 };
 * ```
 */
export interface CardDestroyedEvent extends GameEvent {
  /** Always `"destroyed"`. */
  readonly type: "destroyed";
  /** The card. */
  readonly card: string | null;
  /** Its owner, whose Discard Pile it went to. */
  readonly owner: PlayerId;
}

/**
 * A Quest's requirement was met at its controller's End Phase, and its reward follows
 * (G-QUEST-2). The Quest stays in the row: it pays again at each of its controller's End Phases
 * where the requirement is met, until its Turn Count runs out (G-AMB-37, then a
 * {@link QuestExpiredEvent}).
 *
 * @example
 * ```ts
 * import type { QuestCompletedEvent } from "@rulesmith/guardians";
 * const e: QuestCompletedEvent = { type: "quest-completed", player: 1, card: "c21", rule: "G-QUEST-2" };
 * ```
 */
export interface QuestCompletedEvent extends GameEvent {
  /** Always `"quest-completed"`. */
  readonly type: "quest-completed";
  /** The Quest's controller. */
  readonly player: PlayerId;
  /** The Quest. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-QUEST-2";
}

/**
 * A Quest's Turn Count ran out, and it went to the Discard Pile (G-QUEST-4).
 *
 * @example
 * ```ts
 * import type { QuestExpiredEvent } from "@rulesmith/guardians";
 * const e: QuestExpiredEvent = { type: "quest-expired", player: 1, card: "c21", rule: "G-QUEST-4" };
 * ```
 */
export interface QuestExpiredEvent extends GameEvent {
  /** Always `"quest-expired"`. */
  readonly type: "quest-expired";
  /** The Quest's controller. */
  readonly player: PlayerId;
  /** The Quest. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-QUEST-4";
}

/**
 * A player over the hand limit at the end of their turn discarded a card (G-AMB-34).
 *
 * @example
 * ```ts
 * import type { DiscardedEvent } from "@rulesmith/guardians";
 * const e: DiscardedEvent = { type: "discarded", player: 0, card: "c9", rule: "G-AMB-34" };
 * ```
 */
export interface DiscardedEvent extends GameEvent {
  /** Always `"discarded"`. */
  readonly type: "discarded";
  /** The player. */
  readonly player: PlayerId;
  /** The card discarded. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-AMB-34";
}

/**
 * A player is out of the game: their Guardian took fatal damage (G-WIN-3) or they could not
 * draw (G-WIN-4). Their cards stay where they are, out of play.
 *
 * @example
 * ```ts
 * import type { PlayerOutEvent } from "@rulesmith/guardians";
 * const e: PlayerOutEvent = { type: "player-out", player: 0, reason: "it could not draw a card", rule: "G-WIN-4" };
 * ```
 */
export interface PlayerOutEvent extends GameEvent {
  /** Always `"player-out"`. */
  readonly type: "player-out";
  /** The player. */
  readonly player: PlayerId;
  /** Why, for people, after "the player is out:" (`"its Guardian took fatal damage"`). */
  readonly reason: string;
  /** `"G-WIN-3"` for a fallen Guardian, `"G-WIN-4"` for a player who could not draw. */
  readonly rule: "G-WIN-3" | "G-WIN-4";
}

/**
 * With three or four players, a player chose which opponent an effect on "an opponent" of their
 * card acts on (G-AMB-3).
 *
 * @example
 * ```ts
 * import type { OpponentChosenEvent } from "@rulesmith/guardians";
 * const e: OpponentChosenEvent = { type: "opponent-chosen", player: 0, opponent: 2, card: "c12", rule: "G-AMB-3" };
 * ```
 */
export interface OpponentChosenEvent extends GameEvent {
  /** Always `"opponent-chosen"`. */
  readonly type: "opponent-chosen";
  /** The player who chose. */
  readonly player: PlayerId;
  /** The opponent chosen. */
  readonly opponent: PlayerId;
  /** The card whose effect acts on that opponent. */
  readonly card: string | null;
  /** The rule reported. */
  readonly rule: "G-AMB-3";
}

/**
 * A player chose the creature an effect on "a creature" (`chosen-creature`) of their enters-play
 * or end-phase ability or Quest reward acts on (G-ENG-9).
 *
 * @example
 * ```ts
 * import type { CreatureChosenEvent } from "@rulesmith/guardians";
 * const e: CreatureChosenEvent = { type: "creature-chosen", player: 0, creature: "c40", card: "c12", rule: "G-ENG-9" };
 * ```
 */
export interface CreatureChosenEvent extends GameEvent {
  /** Always `"creature-chosen"`. */
  readonly type: "creature-chosen";
  /** The player who chose. */
  readonly player: PlayerId;
  /** The Minion or King chosen. */
  readonly creature: string;
  /** The card whose effect acts on it (a creature, a Guardian or a Quest). */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "G-ENG-9";
}

/**
 * A zone was shuffled: each deck and Attack Deck at the start (G-FIRST-1), and an Attack Deck
 * refilled from the Discard Pile (G-DECK-5).
 *
 * @example
 * ```ts
 * import type { ZoneShuffledEvent } from "@rulesmith/guardians";
 * const e: ZoneShuffledEvent = { type: "zone-shuffled", zone: "p0/deck" };
 * ```
 */
export interface ZoneShuffledEvent extends GameEvent {
  /** Always `"zone-shuffled"`. */
  readonly type: "zone-shuffled";
  /** The zone's id: `"p0/deck"` or `"p0/attack"` (see `zoneId`). */
  readonly zone: string;
}

/**
 * Every event of Guardians' own, told apart by `type`: `e.type === "attack-card-chosen"`
 * narrows `e` to {@link AttackCardChosenEvent}.
 *
 * @example
 * ```ts
 * import type { GuardiansEvent } from "@rulesmith/guardians";
 * function damageDealt(e: GuardiansEvent): number {
 *   return e.type === "damage" ? e.amount : 0;
 * }
 * ```
 */
export type GuardiansEvent =
  | RollTiedEvent
  | TossWonEvent
  | FirstPlayerEvent
  | PlacedEvent
  | SneakedEvent
  | TributeEvent
  | RetreatedEvent
  | AbilityUsedEvent
  | AttackEvent
  | ConfusedSelfHitEvent
  | CatchEvent
  | GuardianBattleEvent
  | AttackCardChosenEvent
  | AttackDeckReshuffledEvent
  | CardDamagedEvent
  | HealedEvent
  | ConditionInflictedEvent
  | ConditionIgnoredEvent
  | CuredEvent
  | AtkChangedEvent
  | RushEndsEvent
  | ExtraPhasesEvent
  | CardDestroyedEvent
  | QuestCompletedEvent
  | QuestExpiredEvent
  | DiscardedEvent
  | PlayerOutEvent
  | OpponentChosenEvent
  | CreatureChosenEvent
  | ZoneShuffledEvent;

/**
 * Every event a Guardians match can return: Guardians' own ({@link GuardiansEvent}) and the
 * core events it uses (card moves, coin flips and die rolls, real-dice requests, phase changes,
 * the end of the match). `ruleset.apply` returns these.
 *
 * @example
 * ```ts
 * import type { GuardiansMatchEvent } from "@rulesmith/guardians";
 * function faces(e: GuardiansMatchEvent): readonly number[] {
 *   return e.type === "dice-rolled" ? e.faces : [];
 * }
 * ```
 */
export type GuardiansMatchEvent = GuardiansEvent | CardMovedEvent | DiceRolledEvent | ChanceRequestedEvent | PhaseChangedEvent | GameOverEvent;
