/**
 * Ward's own events, one interface each, and their union {@link WardEvent}.
 *
 * Conventions shared by every event here:
 * - A card is named by its instance id (`"c12"`), never by its definition id, except in
 *   {@link HandRevealedEvent}, whose cards are shuffled away at once. Ward's events name only
 *   cards that are public at one end of the step (on the field, in a cemetery, on the chain), so
 *   the engine kit's event view, which removes the ids of cards a viewer could identify at
 *   neither end, leaves them in.
 * - Players are seats (`0`, `1`).
 * - `rule` is the rules-matrix ID the event reports, where one rule does.
 *
 * Core's own events (card moves and reveals, rolls, the chain's stack events, phase changes,
 * the end of the match) are not repeated here; {@link WardMatchEvent} adds them for a client that
 * reads every event of a match.
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
import type { Ability, DamageType, Duration } from "../cards/effects.js";
import type { Critical } from "../rules/hit.js";
import type { EntryCost, EntryPayload } from "./types.js";

// ---- Setup and the first player --------------------------------------------------------------

/**
 * Both players rolled the same face in a roll-off that a tie does not settle, so both roll again:
 * the first-player roll and the Speed roll-off (W-AMB-19), or the roll-off for a simultaneous
 * loss under the option `simultaneousLoss: "roll-off"` (W-AMB-5). It comes after the tied
 * round's `dice-rolled` events and before the reroll, so that a table rolling real dice is told
 * why it is asked for the same roll again.
 *
 * @example
 * ```ts
 * import type { RollTiedEvent } from "@rulesmith/ward";
 * const e: RollTiedEvent = { type: "roll-tied", purpose: "first-player roll", players: [0, 1], faces: [3, 3], rule: "W-AMB-19" };
 * ```
 */
export interface RollTiedEvent extends GameEvent {
  /** Always `"roll-tied"`. */
  readonly type: "roll-tied";
  /** The roll that tied: the kind of roll, as its `dice-rolled` events begin (a Speed roll-off's name its creatures too: `"speed roll-off of Grizzly Bear against The Hero"`). */
  readonly purpose: "first-player roll" | "speed roll-off" | "simultaneous-loss roll-off";
  /** Who rolled, in the order they rolled (for the Speed roll-off, the attacker's player first). */
  readonly players: readonly [PlayerId, PlayerId];
  /** Each player's die, in the order of `players`. */
  readonly faces: readonly [number, number];
  /** `"W-AMB-19"` for the first-player roll and the Speed roll-off, `"W-AMB-5"` for the simultaneous-loss roll-off. */
  readonly rule: "W-AMB-19" | "W-AMB-5";
}

/**
 * The first-player roll is settled and a player chooses who goes first: the lower die chooses
 * (W-QS.3-2, W-7.1.1-1), or the higher one under the option `firstPlayerChooser: "higher"`
 * (W-AMB-1); equal dice are rolled again (W-AMB-19). The dice are core `dice-rolled` events.
 *
 * @example
 * ```ts
 * import type { ChooserEvent } from "@rulesmith/ward";
 * const e: ChooserEvent = { type: "chooser", player: 1, rule: "W-QS.3-2" };
 * ```
 */
export interface ChooserEvent extends GameEvent {
  /** Always `"chooser"`. */
  readonly type: "chooser";
  /** The player who chooses to go first or second. */
  readonly player: PlayerId;
  /** `"W-QS.3-2"` when the lower roll chooses (the default), `"W-AMB-1"` when the higher one does. */
  readonly rule: "W-QS.3-2" | "W-AMB-1";
}

/**
 * The first player is chosen, and turn one begins (W-QS.3-2).
 *
 * @example
 * ```ts
 * import type { FirstPlayerEvent } from "@rulesmith/ward";
 * const e: FirstPlayerEvent = { type: "first-player", player: 0, rule: "W-QS.3-2" };
 * ```
 */
export interface FirstPlayerEvent extends GameEvent {
  /** Always `"first-player"`. */
  readonly type: "first-player";
  /** The player who takes the first turn. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-QS.3-2";
}

// ---- Hands and decks -------------------------------------------------------------------------

/**
 * A player drew: in their Draw Phase, five cards on their first turn (W-7.1.2-1) and one on every
 * other (W-QS.5-2), or by a card's `draw` effect (Mysterious Door), which names the card as
 * `source`. An empty deck draws what is left and is no loss (W-17.4-1). The cards themselves
 * move in core `card-moved` events, which name them to their owner only.
 *
 * @example
 * ```ts
 * import type { DrewEvent } from "@rulesmith/ward";
 * const e: DrewEvent = { type: "drew", player: 1, count: 5, rule: "W-7.1.2-1" };
 * const door: DrewEvent = { type: "drew", player: 0, count: 2, source: "c21", rule: "W-QS.8-1" };
 * ```
 */
export interface DrewEvent extends GameEvent {
  /** Always `"drew"`. */
  readonly type: "drew";
  /** The player who drew. */
  readonly player: PlayerId;
  /** How many cards were drawn, from 0 (an empty deck). */
  readonly count: number;
  /** Instance id of the card whose effect drew (a magic resolving, or a creature or magic on the field); absent for the Draw Phase. */
  readonly source?: string;
  /**
   * `"W-7.1.2-1"` for the opening draw of five, `"W-QS.5-2"` for the draw of one, `"W-QS.8-1"` for
   * a magic's effect, `"W-18.1-1"` for a creature's triggered effect.
   */
  readonly rule: "W-7.1.2-1" | "W-QS.5-2" | "W-QS.8-1" | "W-18.1-1";
}

/**
 * A player discarded a card down to the hand limit of eight, to their cemetery (W-9.1-3,
 * W-AMB-53).
 *
 * @example
 * ```ts
 * import type { DiscardedEvent } from "@rulesmith/ward";
 * const e: DiscardedEvent = { type: "discarded", player: 0, card: "c17", rule: "W-9.1-3" };
 * ```
 */
export interface DiscardedEvent extends GameEvent {
  /** Always `"discarded"`. */
  readonly type: "discarded";
  /** The player who discarded. */
  readonly player: PlayerId;
  /** The card discarded, now in the cemetery. */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "W-9.1-3";
}

/**
 * A player took their once-per-match mulligan: the hand is shuffled into the deck and as many
 * cards are drawn, unseen by the opponent (W-17.9-1).
 *
 * @example
 * ```ts
 * import type { MulliganEvent } from "@rulesmith/ward";
 * const e: MulliganEvent = { type: "mulligan", player: 1, rule: "W-17.9-1" };
 * ```
 */
export interface MulliganEvent extends GameEvent {
  /** Always `"mulligan"`. */
  readonly type: "mulligan";
  /** The player who took it. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-17.9-1";
}

/**
 * A player with no creature they can summon must reveal their hand, shuffle it into the deck and
 * draw as many cards, until they can summon one (W-QS.4-4, W-7.2.2-1). A
 * {@link HandRevealedEvent} follows with what the hand held.
 *
 * @example
 * ```ts
 * import type { ForcedReshuffleEvent } from "@rulesmith/ward";
 * const e: ForcedReshuffleEvent = { type: "forced-reshuffle", player: 0, rule: "W-7.2.2-1" };
 * ```
 */
export interface ForcedReshuffleEvent extends GameEvent {
  /** Always `"forced-reshuffle"`. */
  readonly type: "forced-reshuffle";
  /** The player who reshuffles. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-7.2.2-1";
}

/**
 * A hand was shown to both players: before a forced reshuffle, and the last hand drawn when the
 * reshuffle limit makes the player lose (W-AMB-46, W-AMB-9).
 *
 * @example
 * ```ts
 * import type { HandRevealedEvent } from "@rulesmith/ward";
 * const e: HandRevealedEvent = { type: "hand-revealed", player: 0, cards: ["fog", "lead-boots"], names: ["Fog", "Lead Boots"], rule: "W-AMB-46" };
 * ```
 */
export interface HandRevealedEvent extends GameEvent {
  /** Always `"hand-revealed"`. */
  readonly type: "hand-revealed";
  /** Whose hand. */
  readonly player: PlayerId;
  /** The definition ids of the cards shown (`"fog"`), in hand order: the cards are shuffled into the deck at once, so their instance ids would tell where they went. */
  readonly cards: readonly string[];
  /** The cards' names (`"Fog"`), in the same order. */
  readonly names: readonly string[];
  /** The rule reported. */
  readonly rule: "W-AMB-46";
}

/**
 * A player whose hand was empty when a creature was due drew one card at a time, each shown to
 * both players, until they held a creature they could summon; the cards not needed for it go
 * back into the deck (W-7.2.3-1, W-AMB-10).
 *
 * @example
 * ```ts
 * import type { DrewUntilCreatureEvent } from "@rulesmith/ward";
 * const e: DrewUntilCreatureEvent = { type: "drew-until-creature", player: 0, count: 3, rule: "W-7.2.3-1" };
 * ```
 */
export interface DrewUntilCreatureEvent extends GameEvent {
  /** Always `"drew-until-creature"`. */
  readonly type: "drew-until-creature";
  /** The player who drew. */
  readonly player: PlayerId;
  /** How many cards were drawn, from 0 (an empty deck). */
  readonly count: number;
  /** The rule reported. */
  readonly rule: "W-7.2.3-1";
}

// ---- Creatures entering and leaving ----------------------------------------------------------

/**
 * A creature was sacrificed to summon another, from the field or the hand, to its owner's
 * cemetery, where its HP counts (W-QS.6-4, W-8.2.2-1).
 *
 * @example
 * ```ts
 * import type { SacrificedEvent } from "@rulesmith/ward";
 * const e: SacrificedEvent = { type: "sacrificed", card: "c58", player: 1, rule: "W-8.2.2-1" };
 * ```
 */
export interface SacrificedEvent extends GameEvent {
  /** Always `"sacrificed"`. */
  readonly type: "sacrificed";
  /** The creature sacrificed. */
  readonly card: string;
  /** The player who sacrificed it. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-8.2.2-1";
}

/**
 * A creature entered the field: as the primary creature (a summon, or a replacement), or as a
 * Limited Summon put there by an effect or a Hybrid magic. A primary that meets an active
 * negation enters without its effects (W-16.1.3-1).
 *
 * @example
 * ```ts
 * import type { SummonedEvent } from "@rulesmith/ward";
 * const e: SummonedEvent = { type: "summoned", card: "c37", player: 1, as: "primary", negated: false };
 * ```
 */
export interface SummonedEvent extends GameEvent {
  /** Always `"summoned"`. */
  readonly type: "summoned";
  /** The creature. */
  readonly card: string;
  /** Whose field it entered. */
  readonly player: PlayerId;
  /** `"primary"` for the primary creature, `"limited"` for a Limited Summon. */
  readonly as: "primary" | "limited";
  /** `true` when it entered with its effects negated. */
  readonly negated: boolean;
}

/**
 * A Limited Summon became its player's primary creature after the primary was killed, and
 * regained its effects (W-13.3.6-1).
 *
 * @example
 * ```ts
 * import type { PromotedEvent } from "@rulesmith/ward";
 * const e: PromotedEvent = { type: "promoted", card: "c8", player: 0, rule: "W-13.3.6-1" };
 * ```
 */
export interface PromotedEvent extends GameEvent {
  /** Always `"promoted"`. */
  readonly type: "promoted";
  /** The creature promoted. */
  readonly card: string;
  /** Its player. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-13.3.6-1";
}

/**
 * A player killed their own primary creature in their Summon Phase (W-8.4.1-1). A
 * {@link KilledEvent} follows.
 *
 * @example
 * ```ts
 * import type { KillOwnEvent } from "@rulesmith/ward";
 * const e: KillOwnEvent = { type: "kill-own", card: "c3", player: 0, rule: "W-8.4.1-1" };
 * ```
 */
export interface KillOwnEvent extends GameEvent {
  /** Always `"kill-own"`. */
  readonly type: "kill-own";
  /** The primary creature killed. */
  readonly card: string;
  /** Its player. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-8.4.1-1";
}

/**
 * A creature was killed (its HP reached 0, or its player killed it) and went to its owner's
 * cemetery (W-QS.7-8, W-18.13-1).
 *
 * @example
 * ```ts
 * import type { KilledEvent } from "@rulesmith/ward";
 * const e: KilledEvent = { type: "killed", card: "c57", player: 1, primary: true };
 * ```
 */
export interface KilledEvent extends GameEvent {
  /** Always `"killed"`. */
  readonly type: "killed";
  /** The creature. */
  readonly card: string;
  /** Its owner. */
  readonly player: PlayerId;
  /** `true` when it was its player's primary creature. */
  readonly primary: boolean;
}

/**
 * A creature anchored by another card left the field because its anchor ended (W-12.2-1).
 *
 * @example
 * ```ts
 * import type { AnchorEndedEvent } from "@rulesmith/ward";
 * const e: AnchorEndedEvent = { type: "anchor-ended", card: "c14", to: "cemetery" };
 * ```
 */
export interface AnchorEndedEvent extends GameEvent {
  /** Always `"anchor-ended"`. */
  readonly type: "anchor-ended";
  /** The anchored creature. */
  readonly card: string;
  /** Where it went, as its card says: its owner's cemetery, hand, or the bottom of the deck. */
  readonly to: "cemetery" | "hand" | "deck";
}

// ---- Magic and the chain ---------------------------------------------------------------------

/**
 * A player played a magic from the hand onto the chain: on their own turn (W-6.2.1-1), or as an
 * answer to the chain (W-14.1.1-1).
 *
 * @example
 * ```ts
 * import type { MagicPlayedEvent } from "@rulesmith/ward";
 * const e: MagicPlayedEvent = { type: "magic-played", card: "c21", player: 0, target: "c3", rule: "W-6.2.1-1" };
 * const answer: MagicPlayedEvent = { type: "magic-played", card: "c44", player: 1, target: null, response: true, rule: "W-14.1.1-1" };
 * ```
 */
export interface MagicPlayedEvent extends GameEvent {
  /** Always `"magic-played"`. */
  readonly type: "magic-played";
  /** The magic. */
  readonly card: string;
  /** The player who played it. */
  readonly player: PlayerId;
  /** The creature it was played on (an Equip's host, a chosen creature), or `null`. */
  readonly target: string | null;
  /** `true` when it answers the chain; left out otherwise. */
  readonly response?: true;
  /** `"W-6.2.1-1"` for a magic played, `"W-14.1.1-1"` for an answer. */
  readonly rule: "W-6.2.1-1" | "W-14.1.1-1";
}

/**
 * A magic resolved: an Equip, a Field or an Infinite stays on the field (W-QS.8-2), anything
 * else goes to the cemetery, or a Hybrid stays as a Limited Summon.
 *
 * @example
 * ```ts
 * import type { MagicResolvedEvent } from "@rulesmith/ward";
 * const e: MagicResolvedEvent = { type: "magic-resolved", card: "c21", stays: true };
 * ```
 */
export interface MagicResolvedEvent extends GameEvent {
  /** Always `"magic-resolved"`. */
  readonly type: "magic-resolved";
  /** The magic. */
  readonly card: string;
  /** `true` when it stays on the field as a magic. */
  readonly stays: boolean;
}

/**
 * A magic was negated on the chain: it does nothing, its cost is not paid and it goes to the
 * cemetery (W-6.2.2-2).
 *
 * @example
 * ```ts
 * import type { NegatedEvent } from "@rulesmith/ward";
 * const e: NegatedEvent = { type: "negated", card: "c21", rule: "W-6.2.2-2" };
 * ```
 */
export interface NegatedEvent extends GameEvent {
  /** Always `"negated"`. */
  readonly type: "negated";
  /** The magic. */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "W-6.2.2-2";
}

/**
 * A summon was answered with a negation: the creature stays without its effects (W-14.2.1-2).
 *
 * @example
 * ```ts
 * import type { EffectsNegatedEvent } from "@rulesmith/ward";
 * const e: EffectsNegatedEvent = { type: "effects-negated", card: "c37", rule: "W-14.2.1-2" };
 * ```
 */
export interface EffectsNegatedEvent extends GameEvent {
  /** Always `"effects-negated"`. */
  readonly type: "effects-negated";
  /** The creature. */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "W-14.2.1-2";
}

/**
 * An attack was answered with a negation: the creature does not roll it (W-14.4.3-1).
 *
 * @example
 * ```ts
 * import type { AttackNegatedEvent } from "@rulesmith/ward";
 * const e: AttackNegatedEvent = { type: "attack-negated", card: "c3", rule: "W-14.4.3-1" };
 * ```
 */
export interface AttackNegatedEvent extends GameEvent {
  /** Always `"attack-negated"`. */
  readonly type: "attack-negated";
  /** The creature whose attack was negated. */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "W-14.4.3-1";
}

/**
 * A magic could not resolve completely (its target left, or became unaffected) and went to the
 * cemetery with no part applied (W-6.2.3-1).
 *
 * @example
 * ```ts
 * import type { FizzledEvent } from "@rulesmith/ward";
 * const e: FizzledEvent = { type: "fizzled", card: "c21", rule: "W-6.2.3-1" };
 * ```
 */
export interface FizzledEvent extends GameEvent {
  /** Always `"fizzled"`. */
  readonly type: "fizzled";
  /** The magic. */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "W-6.2.3-1";
}

/**
 * A magic on the field was destroyed and went to its owner's cemetery (W-17.8-1, W-6.6.1.1-2).
 *
 * @example
 * ```ts
 * import type { MagicDestroyedEvent } from "@rulesmith/ward";
 * const e: MagicDestroyedEvent = { type: "magic-destroyed", card: "c22" };
 * ```
 */
export interface MagicDestroyedEvent extends GameEvent {
  /** Always `"magic-destroyed"`. */
  readonly type: "magic-destroyed";
  /** The magic. */
  readonly card: string;
}

/**
 * A magic that lasts some turn cycles ran out at the start of a turn (W-9.2.3-1). A
 * {@link MagicDestroyedEvent} follows as it leaves the field.
 *
 * @example
 * ```ts
 * import type { ExpiredEvent } from "@rulesmith/ward";
 * const e: ExpiredEvent = { type: "expired", card: "c22", rule: "W-9.2.3-1" };
 * ```
 */
export interface ExpiredEvent extends GameEvent {
  /** Always `"expired"`. */
  readonly type: "expired";
  /** The magic. */
  readonly card: string;
  /** The rule reported. */
  readonly rule: "W-9.2.3-1";
}

// ---- Battles ---------------------------------------------------------------------------------

/**
 * A player declared a battle: which of their creatures battles which opposing creature
 * (W-10.2-1).
 *
 * @example
 * ```ts
 * import type { BattleDeclaredEvent } from "@rulesmith/ward";
 * const e: BattleDeclaredEvent = { type: "battle-declared", attacker: "c3", target: "c57", rule: "W-10.2-1" };
 * ```
 */
export interface BattleDeclaredEvent extends GameEvent {
  /** Always `"battle-declared"`. */
  readonly type: "battle-declared";
  /** The creature that battles. */
  readonly attacker: string;
  /** The creature it battles. */
  readonly target: string;
  /** The rule reported. */
  readonly rule: "W-10.2-1";
}

/**
 * The two creatures of a battle could not be ordered by Speed (equal Speed, or both battle
 * first), so their players rolled one die each, again on equal dice, and the higher die goes
 * first (W-QS.7-2, W-10.2-2, W-AMB-19, W-AMB-20). A {@link BattleOrderEvent} follows.
 *
 * @example
 * ```ts
 * import type { SpeedRollOffEvent } from "@rulesmith/ward";
 * const e: SpeedRollOffEvent = {
 *   type: "speed-roll-off",
 *   attacker: "c3",
 *   defender: "c57",
 *   players: [0, 1],
 *   rounds: [[4, 4], [1, 4]],
 *   rule: "W-QS.7-2",
 * };
 * ```
 */
export interface SpeedRollOffEvent extends GameEvent {
  /** Always `"speed-roll-off"`. */
  readonly type: "speed-roll-off";
  /** The creature that declared the battle. */
  readonly attacker: string;
  /** The creature it battles. */
  readonly defender: string;
  /** Who rolled: the attacker's player, then the defender's. */
  readonly players: readonly [PlayerId, PlayerId];
  /** Every round rolled, in order: the attacker's player's die, then the defender's player's. Only the last round is not a tie. */
  readonly rounds: readonly (readonly [number, number])[];
  /** The rule reported. */
  readonly rule: "W-QS.7-2";
}

/**
 * The order of a battle: which creature rolls first, by Speed, a battle-first effect or the
 * roll-off (W-QS.7-1).
 *
 * @example
 * ```ts
 * import type { BattleOrderEvent } from "@rulesmith/ward";
 * const e: BattleOrderEvent = { type: "battle-order", first: "c57", second: "c3", rule: "W-QS.7-1" };
 * ```
 */
export interface BattleOrderEvent extends GameEvent {
  /** Always `"battle-order"`. */
  readonly type: "battle-order";
  /** The creature that rolls first. */
  readonly first: string;
  /** The creature that rolls second. */
  readonly second: string;
  /** The rule reported. */
  readonly rule: "W-QS.7-1";
}

/**
 * One creature's turn to roll in a battle: its Hit Roll against the target's Armor Level and,
 * on a hit, its Attack Damage (W-10.2-3, W-10.2-4), with criticals (W-10.3.1-1, W-10.3.2-1) and
 * multipliers (W-5.3.1-1). A Critical Miss rolls one die of damage to the attacker instead;
 * the damage itself is a {@link CreatureDamageEvent}.
 *
 * @example
 * ```ts
 * import type { AttackEvent } from "@rulesmith/ward";
 * const e: AttackEvent = {
 *   type: "attack", attacker: "c6", target: "c9",
 *   hitFaces: [6, 4], hitModifier: 5, hitTotal: 15, armorLevel: 7, hit: true, critical: null,
 *   damageFaces: [4, 3], damageModifier: 5, multipliers: [3], damage: 36,
 * };
 * ```
 */
export interface AttackEvent extends GameEvent {
  /** Always `"attack"`. */
  readonly type: "attack";
  /** The creature rolling. */
  readonly attacker: string;
  /** The creature it attacks. */
  readonly target: string;
  /** The Hit dice rolled. */
  readonly hitFaces: readonly number[];
  /** What was added to the Hit dice: the Modifier and any Hit Roll bonus. */
  readonly hitModifier: number;
  /** The Hit Roll total. */
  readonly hitTotal: number;
  /** The target's effective Armor Level, which the total must meet or beat. */
  readonly armorLevel: number;
  /** Whether it hit. */
  readonly hit: boolean;
  /** `"hit"` for all sixes, `"miss"` for all ones, else `null`. */
  readonly critical: Critical;
  /** The Attack dice rolled: none on a miss. */
  readonly damageFaces: readonly number[];
  /** What was added to the Attack dice: the Modifier and any damage bonus. */
  readonly damageModifier: number;
  /** The Attack Damage multipliers applied, in order (`[3]` for ×3). */
  readonly multipliers: readonly number[];
  /** The Attack Damage dealt to the target, 0 on a miss. */
  readonly damage: number;
}

/**
 * A battle is over: both creatures have rolled (W-10.2-5, W-10.2-6), or one of them left the
 * field, or the Combat Phase had to end, before it was.
 *
 * @example
 * ```ts
 * import type { BattleEndedEvent } from "@rulesmith/ward";
 * const e: BattleEndedEvent = { type: "battle-ended", attacker: "c3", defender: "c57" };
 * ```
 */
export interface BattleEndedEvent extends GameEvent {
  /** Always `"battle-ended"`. */
  readonly type: "battle-ended";
  /** The creature that declared the battle. */
  readonly attacker: string;
  /** The creature it battled. */
  readonly defender: string;
}

// ---- Damage, healing and effects -------------------------------------------------------------

/**
 * A creature took damage, of one of Ward's damage types, and has `hp` left; at 0 a
 * {@link KilledEvent} follows (W-QS.7-8). The same `type` and `amount` as core's `DamageEvent`.
 *
 * @example
 * ```ts
 * import type { CreatureDamageEvent } from "@rulesmith/ward";
 * const e: CreatureDamageEvent = { type: "damage", card: "c4", amount: 15, damageType: "instant", hp: 25 };
 * ```
 */
export interface CreatureDamageEvent extends GameEvent {
  /** Always `"damage"`. */
  readonly type: "damage";
  /** The creature. */
  readonly card: string;
  /** The damage dealt: no more than the HP it had. */
  readonly amount: number;
  /** What kind of damage. */
  readonly damageType: DamageType;
  /** Its HP now. */
  readonly hp: number;
}

/**
 * A creature's immunity stopped damage of that type (Ghost Form, Steam Armor): it took none
 * (W-EX-18).
 *
 * @example
 * ```ts
 * import type { DamagePreventedEvent } from "@rulesmith/ward";
 * const e: DamagePreventedEvent = { type: "damage-prevented", card: "c4", amount: 15, damageType: "attack" };
 * ```
 */
export interface DamagePreventedEvent extends GameEvent {
  /** Always `"damage-prevented"`. */
  readonly type: "damage-prevented";
  /** The creature. */
  readonly card: string;
  /** The damage it would have taken. */
  readonly amount: number;
  /** The damage type stopped. */
  readonly damageType: DamageType;
}

/**
 * A creature was healed, never above its HP (W-18.18-1).
 *
 * @example
 * ```ts
 * import type { HealedEvent } from "@rulesmith/ward";
 * const e: HealedEvent = { type: "healed", card: "c4", amount: 10, hp: 50 };
 * ```
 */
export interface HealedEvent extends GameEvent {
  /** Always `"healed"`. */
  readonly type: "healed";
  /** The creature. */
  readonly card: string;
  /** The HP it regained: 0 at full HP. */
  readonly amount: number;
  /** Its HP now. */
  readonly hp: number;
}

/**
 * Damage over time (a DOT) took hold on a creature: it ticks once per turn cycle, at the end of a
 * Combat Phase (W-11.1-1, W-11.2-1, W-AMB-32).
 *
 * @example
 * ```ts
 * import type { DotAppliedEvent } from "@rulesmith/ward";
 * const e: DotAppliedEvent = { type: "dot-applied", card: "c57", amount: 10, turnCycles: 2 };
 * ```
 */
export interface DotAppliedEvent extends GameEvent {
  /** Always `"dot-applied"`. */
  readonly type: "dot-applied";
  /** The creature. */
  readonly card: string;
  /** The damage of each tick. */
  readonly amount: number;
  /** For how many turn cycles it ticks. */
  readonly turnCycles: number;
}

/**
 * Healing over time (a HOT) took hold on a creature: it ticks once per turn cycle, at the end of a
 * Combat Phase (W-11.1-1, W-AMB-32).
 *
 * @example
 * ```ts
 * import type { HotAppliedEvent } from "@rulesmith/ward";
 * const e: HotAppliedEvent = { type: "hot-applied", card: "c3", amount: 5, turnCycles: 3 };
 * ```
 */
export interface HotAppliedEvent extends GameEvent {
  /** Always `"hot-applied"`. */
  readonly type: "hot-applied";
  /** The creature. */
  readonly card: string;
  /** The healing of each tick. */
  readonly amount: number;
  /** For how many turn cycles it ticks. */
  readonly turnCycles: number;
}

/**
 * A new DOT did not take hold because the creature already suffers one: DOTs do not stack
 * (W-11.3-1); by default any DOT blocks a new one, under the option `dotStackScope:
 * "same-source"` only one from the same card does (W-AMB-31).
 *
 * @example
 * ```ts
 * import type { DotNotStackedEvent } from "@rulesmith/ward";
 * const e: DotNotStackedEvent = { type: "dot-not-stacked", card: "c57", source: "c12", rule: "W-11.3-1" };
 * ```
 */
export interface DotNotStackedEvent extends GameEvent {
  /** Always `"dot-not-stacked"`. */
  readonly type: "dot-not-stacked";
  /** The creature. */
  readonly card: string;
  /** The card whose effect would have applied the new DOT. */
  readonly source: string;
  /** The rule reported. */
  readonly rule: "W-11.3-1";
}

/**
 * A creature's DOTs and HOTs ticked at the end of a Combat Phase: the damage and healing of this
 * tick together (W-11.1-1, W-11.2-1, W-AMB-32). At 0 HP a {@link KilledEvent} follows.
 *
 * @example
 * ```ts
 * import type { OverTimeTickEvent } from "@rulesmith/ward";
 * const e: OverTimeTickEvent = { type: "over-time-tick", card: "c57", damage: 10, healing: 0, hp: 30 };
 * ```
 */
export interface OverTimeTickEvent extends GameEvent {
  /** Always `"over-time-tick"`. */
  readonly type: "over-time-tick";
  /** The creature. */
  readonly card: string;
  /** The damage over time taken: 0 when the creature takes none (immune, a Limited Summon, or turn cycle 1). */
  readonly damage: number;
  /** The healing over time regained. */
  readonly healing: number;
  /** Its HP now. */
  readonly hp: number;
}

/**
 * A card's effect gave a creature abilities for a while: a stat change, a damage multiplier,
 * battling first, an immunity (W-QS.8-1).
 *
 * @example
 * ```ts
 * import type { GrantedEvent } from "@rulesmith/ward";
 * const e: GrantedEvent = {
 *   type: "granted",
 *   card: "c3",
 *   source: "c20",
 *   abilities: [{ kind: "battle-first" }, { kind: "damage-multiplier", factor: 3, condition: { kind: "always" } }],
 *   duration: { kind: "this-turn" },
 * };
 * ```
 */
export interface GrantedEvent extends GameEvent {
  /** Always `"granted"`. */
  readonly type: "granted";
  /** The creature that gains them. */
  readonly card: string;
  /** The card whose effect grants them (the creature itself for its own trigger). */
  readonly source: string;
  /** The abilities, as the card data writes them. */
  readonly abilities: readonly Ability[];
  /** How long they last. */
  readonly duration: Duration;
}

/**
 * A card's effect changed a player's cemetery HP by a fixed amount, up or down, which the loss
 * check counts (W-AMB-8).
 *
 * @example
 * ```ts
 * import type { CemeteryAdjustedEvent } from "@rulesmith/ward";
 * const e: CemeteryAdjustedEvent = { type: "cemetery-adjusted", player: 1, amount: -20 };
 * ```
 */
export interface CemeteryAdjustedEvent extends GameEvent {
  /** Always `"cemetery-adjusted"`. */
  readonly type: "cemetery-adjusted";
  /** Whose cemetery. */
  readonly player: PlayerId;
  /** The signed change. */
  readonly amount: number;
}

/**
 * A player paid a magic's cost of damage to their own primary creature; an immune primary takes
 * none, and the cost still counts as paid (W-14.2.4-2). The damage itself is a
 * {@link CreatureDamageEvent}.
 *
 * @example
 * ```ts
 * import type { CostPaidEvent } from "@rulesmith/ward";
 * const e: CostPaidEvent = { type: "cost-paid", player: 0, selfDamage: 10 };
 * ```
 */
export interface CostPaidEvent extends GameEvent {
  /** Always `"cost-paid"`. */
  readonly type: "cost-paid";
  /** The player who paid. */
  readonly player: PlayerId;
  /** The damage the cost deals their primary: 0 when it is immune. */
  readonly selfDamage: number;
}

/**
 * A player called out the opponent's cemetery at 300 HP or more, and the opponent loses
 * (W-4.1.3-1, W-15.1-2).
 *
 * @example
 * ```ts
 * import type { CalledOutEvent } from "@rulesmith/ward";
 * const e: CalledOutEvent = { type: "called-out", player: 0, rule: "W-4.1.3-1" };
 * ```
 */
export interface CalledOutEvent extends GameEvent {
  /** Always `"called-out"`. */
  readonly type: "called-out";
  /** The player who called out. */
  readonly player: PlayerId;
  /** The rule reported. */
  readonly rule: "W-4.1.3-1";
}

// ---- The unions ------------------------------------------------------------------------------

/**
 * Every event of Ward's own, told apart by `type`: `e.type === "attack"` narrows `e` to
 * {@link AttackEvent}.
 *
 * @example
 * ```ts
 * import type { WardEvent } from "@rulesmith/ward";
 * function damageTaken(e: WardEvent): number {
 *   return e.type === "damage" ? e.amount : 0;
 * }
 * ```
 */
export type WardEvent =
  | RollTiedEvent
  | ChooserEvent
  | FirstPlayerEvent
  | DrewEvent
  | DiscardedEvent
  | MulliganEvent
  | ForcedReshuffleEvent
  | HandRevealedEvent
  | DrewUntilCreatureEvent
  | SacrificedEvent
  | SummonedEvent
  | PromotedEvent
  | KillOwnEvent
  | KilledEvent
  | AnchorEndedEvent
  | MagicPlayedEvent
  | MagicResolvedEvent
  | NegatedEvent
  | EffectsNegatedEvent
  | AttackNegatedEvent
  | FizzledEvent
  | MagicDestroyedEvent
  | ExpiredEvent
  | BattleDeclaredEvent
  | SpeedRollOffEvent
  | BattleOrderEvent
  | AttackEvent
  | BattleEndedEvent
  | CreatureDamageEvent
  | DamagePreventedEvent
  | HealedEvent
  | DotAppliedEvent
  | HotAppliedEvent
  | DotNotStackedEvent
  | OverTimeTickEvent
  | GrantedEvent
  | CemeteryAdjustedEvent
  | CostPaidEvent
  | CalledOutEvent;

/**
 * Every event a Ward match can return: Ward's own ({@link WardEvent}) and the core events its
 * steps carry: card moves and reveals, rolls and real-dice requests, the chain's stack events
 * (with Ward's {@link EntryPayload} and {@link EntryCost}), phase changes and the end of the
 * match. `ruleset.apply` returns these.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset, type WardMatchEvent } from "@rulesmith/ward";
 * function faces(e: WardMatchEvent): readonly number[] {
 *   return e.type === "dice-rolled" ? e.faces : [];
 * }
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) {
 *   const step = ruleset.apply(start.value, 0, { type: "start" });
 *   if (step.ok) console.log(step.value.events.flatMap(faces)); // [ 6, 1 ] — the two first-player dice (more after a tie)
 * }
 * ```
 */
export type WardMatchEvent =
  | WardEvent
  | CardMovedEvent
  | CardsRevealedEvent
  | DiceRolledEvent
  | ChanceRequestedEvent
  | PhaseChangedEvent
  | GameOverEvent
  | StackEvent<EntryPayload, EntryCost>;
