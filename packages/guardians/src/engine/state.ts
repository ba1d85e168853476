import type { Clock, DecklistVisibility, DiceMode, FacesAction, KitState, Outcome, PlayerId } from "@rulesmith/core";
import type { Card, CardSet } from "../cards/cards.js";
import type { Effect } from "../cards/effects.js";
import type { Conditions } from "../rules/conditions.js";
import type { Deck } from "../cards/deck.js";
import type { GameOptions } from "./engine-options.js";

/**
 * The format version of {@link GuardiansState} (stored in every state). Version 4 keeps Poison
 * as a core duration (`Conditions.poison`) instead of a count of turns (`poisonTurns`); states of
 * version 3 are refused by `parseState`. Match records carry the rules version instead
 * (`ruleset.version`, 6), which changed without the state format when the 3- and 4-player
 * first-player roll did (G-ENG-8).
 *
 * @example
 * ```ts
 * import { STATE_VERSION } from "@rulesmith/guardians";
 * STATE_VERSION; // 5
 * ```
 */
export const STATE_VERSION = 5;

/**
 * What a card in play carries besides its printed data: damage (permanent until healed,
 * G-WIN-2), Special Conditions, whether it attacked and which activated abilities it used this
 * turn, the turn it entered play, an ATK change until the end of the turn, and a counter (a
 * Quest's turns left). Standing effects (static abilities, Barriers) are not kept here: they are
 * read from the cards in play whenever an ATK or an attack's damage is needed.
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS, type Unit } from "@rulesmith/guardians";
 * const u: Unit = { damage: 0, conditions: NO_CONDITIONS, attacked: false, usedAbilities: [], enteredTurn: 1, atkMod: 0, counter: 0 };
 * ```
 */
export interface Unit {
  /** Damage carried, a whole number ≥ 0, permanent until healed (G-WIN-2); fatal at or above the printed HP (G-MIN-9, G-WIN-3). */
  readonly damage: number;
  /** Its Special Conditions; always none on a Guardian (G-CATCH-6), a Quest or a Barrier. */
  readonly conditions: Conditions;
  /** This Minion or King has attacked this turn (once per turn, G-BTL-5); cleared at the End Phase. */
  readonly attacked: boolean;
  /**
   * The activated abilities used this turn, as their positions in the card's `abilities`, in
   * ascending order without repeats: each is used once per turn by default (option
   * `activatedAbilities`, G-ENG-1); cleared at the End Phase.
   */
  readonly usedAbilities: readonly number[];
  /** The clock's turn number when it entered play (0 for a Guardian); read by `summoningSickness` (G-AMB-33) and Quest counting (G-AMB-36). */
  readonly enteredTurn: number;
  /** ATK change from `modify-atk` effects, may be negative; reset to 0 at the End Phase. */
  readonly atkMod: number;
  /** For a Quest: how many of its owner's turns it stays active, counting down from its Turn Count (G-QUEST-4); 0 for other cards. */
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
  /** The player is out of the game: their Guardian took fatal damage (G-WIN-3) or they could not draw (G-WIN-4). */
  readonly out: boolean;
  /** Why the player is out, for people (such as `"it could not draw a card"`); `null` while in the game. */
  readonly outReason: string | null;
  /** The hand is set face down and cannot be used while their Guardian battles (G-GBTL-1, G-AMB-15). */
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
  /**
   * The one Place of the turn is used (G-TURN-4, G-QUEST-5); a Sneak uses it only with
   * `sneakCountsAsPlace` (G-AMB-6), a Barrier not with `barrierPlace: "unlimited"` (G-AMB-7).
   */
  readonly placed: boolean;
  /** The one retreat of the turn is used (G-TURN-5). */
  readonly retreated: boolean;
  /** The Guardian has battled this turn (once per turn, G-GBTL-3). */
  readonly guardianBattled: boolean;
  /** A King attacked in this Battle Phase (Chain of Command order of attackers, G-AMB-10). */
  readonly phaseKingAttacked: boolean;
  /** The Guardian battled in this Battle Phase. */
  readonly phaseGuardianBattled: boolean;
  /** Opposing creatures destroyed this turn (Quest requirement). */
  readonly defeated: number;
  /** The phases still to come this turn, in order; extra phases from cards are put in front (G-GOLD-2, G-EX-1). */
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
 * - `choose-opponent`: with 3 or 4 players, the active player chooses which opponent the
 *   effects of an ability or Quest reward act on ("the opposing Guardian", "all opposing
 *   creatures") outside an attack; the work still to do waits in {@link GuardiansState.resume}.
 * - `choose-creature`: the active player chooses the creature an enters-play or end-phase
 *   ability or a Quest reward acts on ("a creature", `chosen-creature`) while two or more are
 *   in play (G-ENG-9); the work still to do waits in {@link GuardiansState.resume}.
 *
 * @example
 * ```ts
 * import type { PendingDecision } from "@rulesmith/guardians";
 * const d: PendingDecision = { kind: "battle", player: 0, target: null };
 * ```
 */
export interface PendingDecision {
  /** Which decision is awaited, one of the kinds listed above; it decides which actions are legal. */
  readonly kind: "start" | "choose-first" | "action" | "battle" | "choose-attack" | "discard" | "choose-opponent" | "choose-creature";
  /** The seat that must act now; actions of other players are rejected. */
  readonly player: PlayerId;
  /** For `choose-attack`: the Guardian attacked. */
  readonly target: string | null;
}

/**
 * The effects of one ability or Quest reward still to run while the match waits for a
 * `choose-opponent` or `choose-creature` decision, and the card they belong to.
 *
 * @example
 * ```ts
 * import type { EffectRun } from "@rulesmith/guardians";
 * const r: EffectRun = { card: "c7", effects: [{ kind: "damage", amount: 2, target: "opponent-guardian" }], chosen: null };
 * ```
 */
export interface EffectRun {
  /** Instance id of the card the effects belong to (their `self`: the creature, Guardian or Quest in play); a run whose card has left play is skipped. */
  readonly card: string;
  /** The effects, in order: the whole list of one ability or of a Quest's reward. */
  readonly effects: readonly Effect[];
  /** Instance id of the creature chosen for their `chosen-creature` effects (an activated ability's target, or the answer to a `choose-creature` decision), or `null` (not chosen yet, or no creature was in play to choose). */
  readonly chosen: string | null;
}

/**
 * Where the match goes on once the waiting effect runs are done:
 *
 * - `action`: back to the Action Phase (the runs came from a Place, Sneak, retreat or ability);
 * - `quest`: the End Phase counts down the Quest `quest` (its reward ran), then checks the
 *   Quests `quests` in order, then goes on with the rest of the End Phase;
 * - `end-phase`: the End Phase goes on after its end-phase abilities.
 *
 * @example
 * ```ts
 * import type { ResumePoint } from "@rulesmith/guardians";
 * const r: ResumePoint = { step: "quest", quest: "c12", quests: ["c13"] };
 * ```
 */
export type ResumePoint =
  | {
      /** `"action"`: the Action Phase goes on. */
      readonly step: "action";
    }
  | {
      /** `"quest"`: the End Phase goes on with the Quest's countdown. */
      readonly step: "quest";
      /** Instance id of the Quest whose reward ran: its Turn Count is counted down next (G-QUEST-4). */
      readonly quest: string;
      /** Instance ids of the Quests of the row still to check this End Phase, in row order (G-QUEST-2). */
      readonly quests: readonly string[];
    }
  | {
      /** `"end-phase"`: the End Phase goes on after the end-phase abilities. */
      readonly step: "end-phase";
    };

/**
 * The work a transition stopped in the middle of to ask a `choose-opponent` or
 * `choose-creature` decision, as plain data: the effect runs still to do (the first waits for
 * the choice), and where the match goes on after them.
 *
 * @example
 * ```ts
 * import type { Resume } from "@rulesmith/guardians";
 * const r: Resume = { controller: 0, runs: [{ card: "c7", effects: [{ kind: "damage", amount: 2, target: "opponent-guardian" }], chosen: null }], then: { step: "action" } };
 * ```
 */
export interface Resume {
  /** The player whose effects they are, who chooses the opponent: always the active player. */
  readonly controller: PlayerId;
  /** The effect runs still to do, in order, at least one; the first acts on the opponent or creature chosen, and each later one that needs a choice asks again. */
  readonly runs: readonly EffectRun[];
  /** Where the match goes on after the last run. */
  readonly then: ResumePoint;
}

/**
 * The whole state of a match, as one plain-JSON object.
 *
 * - The engine kit's fields (`KitState`): `defs` (the card definitions used, by id), `cards`
 *   (the card instances `{ def, owner }` by opaque id), `zones` (core's zone map: per player
 *   `p<n>/guardian`, `field` (5), `row` (Quests and Barriers, 5), `discard`, `attack` (Attack
 *   Deck), `deck`, `hand`, `drawn` (the three Attack Cards of a Guardian battle)), `decklists`,
 *   and the chance fields `rng`, `dice`, `chance`.
 * - `units`: the status of every card in play (Guardian, field, row), by instance id.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) s.value.players.length; // 2
 * ```
 */
export interface GuardiansState extends KitState<Card> {
  /** Whose state this is: always `"guardians"`; the engine refuses another game's state (`state/invalid`). */
  readonly game: "guardians";
  /** Format version of this state, {@link STATE_VERSION}. */
  readonly version: number;
  /** The rule options of the match, every one filled in (defaults for those the config left out). */
  readonly options: GameOptions;
  /**
   * Status of every card in play (Guardian, field, row), by the card's slot in the zone map
   * (core's `slotOf`), `null` for a card not in play; a card that leaves play loses its status,
   * so damage and conditions clear (G-AMB-46). Read it with `unitIn` or `unitOf`. A list by
   * slot, not a table by card id: a step copies it, and a table whose keys come and go as cards
   * enter and leave play copied at some 4 µs a step (9% of a random playout).
   */
  readonly units: readonly (Unit | null)[];
  /** Per-player data, indexed by seat. */
  readonly players: readonly PlayerState[];
  /** Core turn clock: turn number, active player and phase (`"setup"`, `"start"`, `"action"`, `"battle"`, `"end"`, `"between"`). */
  readonly clock: Clock;
  /** The seat that takes the first turn (G-FIRST-4, G-AMB-4); 0 until the toss for it. */
  readonly first: PlayerId;
  /** What the active player has done this turn and the phases still to come. */
  readonly turn: TurnState;
  /** What the match waits for; `null` once it is over. */
  readonly decision: PendingDecision | null;
  /** The work waiting for a `choose-opponent` or `choose-creature` decision (set exactly while one is pending), else `null`. */
  readonly resume: Resume | null;
  /** Winners, losers and why, once the match is over (G-WIN-5); `null` while it runs. */
  readonly outcome: Outcome | null;
}

/**
 * A match config: the seed, one deck per player, the card pool (default the sample set),
 * the dice mode and the options.
 *
 * @example
 * ```ts
 * import { starterDecks, type GuardiansConfig } from "@rulesmith/guardians";
 * const c: GuardiansConfig = { seed: 7, decks: starterDecks, dice: "seeded", options: { players: 2 } };
 * ```
 */
export interface GuardiansConfig {
  /** Seed of the generator: the same seed, decks and actions replay the same match. */
  readonly seed: number | string;
  /** One deck per player, in seat order; there must be as many as option `players`. */
  readonly decks: readonly Deck[];
  /**
   * The card pool the decks' card ids refer to; default {@link sampleCards}. A plain list of
   * cards, or a card set `{ name, cards }` as a card file holds it.
   */
  readonly cards?: readonly Card[] | CardSet;
  /** `"seeded"` (default): the generator rolls; `"external"`: players answer each roll with physical dice. */
  readonly dice?: DiceMode;
  /** Whether players know each other's decklists: `"hidden"` (default), a view lists only the definitions of cards the viewer owns or can identify; `"open"`, every card's. */
  readonly decklists?: DecklistVisibility;
  /** The rule options to change; the others keep their defaults ({@link DEFAULT_GAME_OPTIONS}). */
  readonly options?: Partial<GameOptions>;
}

/**
 * Every action, a discriminated union on `type`:
 *
 * - `start`, `choose-first { player }`;
 * - Action Phase: `place { card, tributes }` (Minion, Quest, Barrier), `sneak { card, tributes }`
 *   (King), `retreat { card, replacement, tributes }`, `ability { card, ability, target }`;
 * - Battle Phase: `attack { attacker, target }`, `guardian-battle { target }`;
 * - `choose-attack { card, target }` (target: the chosen creature of the card's effect, or null);
 * - `discard { card }`; `end-phase` ends the Action or Battle Phase;
 * - `choose-opponent { player }` answers a `choose-opponent` decision, `choose-creature { target }` a `choose-creature` one;
 * - core's `faces` answers a physical roll.
 *
 * @example
 * ```ts
 * import type { GuardiansAction } from "@rulesmith/guardians";
 * const a: GuardiansAction = { type: "attack", attacker: "c3", target: "c40" };
 * ```
 */
export type GuardiansAction =
  | {
      /** `"start"`: shuffles both decks, deals the opening hands and tosses for the first player (G-FIRST-1, G-AMB-4). */
      readonly type: "start";
    }
  | {
      /** `"choose-first"`: the winner of the toss names who takes the first turn (G-AMB-4). */
      readonly type: "choose-first";
      /** The seat that takes the first turn. */
      readonly player: PlayerId;
    }
  | {
      /** `"place"`: Places a Minion, Quest or Barrier from hand, the one Place of the turn (G-TURN-4, G-TERM-1). */
      readonly type: "place";
      /** Instance id of the card in hand. */
      readonly card: string;
      /** Instance ids of the Minions sent to the Discard Pile for a level-2 or level-3 Minion (G-MIN-4, G-MIN-5); empty otherwise. */
      readonly tributes: readonly string[];
    }
  | {
      /** `"sneak"`: Sneaks a King from hand onto the field (G-KING-3, G-KING-7). */
      readonly type: "sneak";
      /** Instance id of the King in hand. */
      readonly card: string;
      /** Instance ids of the Minions of the King's level sent to the Discard Pile, as many as it asks (G-KING-3). */
      readonly tributes: readonly string[];
    }
  | {
      /** `"retreat"`: returns a creature to hand, mills its Retreat Cost and Sneaks a level-1 creature in its place (G-RET-1..4). */
      readonly type: "retreat";
      /** Instance id of the Minion or King on the field that retreats. */
      readonly card: string;
      /** Instance id of the level-1 Minion or King from hand Sneaked in its place (G-RET-3); the retreating card itself only with `retreatSameCard` (G-AMB-20). */
      readonly replacement: string;
      /** Instance ids of the Minions sent for the replacement's Sneak if it is a King (G-AMB-21); else empty. */
      readonly tributes: readonly string[];
    }
  | {
      /** `"ability"`: uses one of a card's `activated` abilities in the Action Phase (G-TURN-6); each once per turn by default (G-ENG-1). */
      readonly type: "ability";
      /** Instance id of the Minion, King or Guardian in play whose ability is used. */
      readonly card: string;
      /** Position of the ability in the card's `abilities` (its text box, from 0); it must be an `activated` one. */
      readonly ability: number;
      /** Instance id of the creature chosen for its `chosen-creature` effects, or `null` when it has none. */
      readonly target: string | null;
    }
  | {
      /** `"attack"`: a Minion or King battles (G-BTL-1); the target must be legal under the Chain of Command (G-COC-1..5). */
      readonly type: "attack";
      /** Instance id of the attacking Minion or King. */
      readonly attacker: string;
      /** Instance id of the opposing Minion, King, Barrier or Guardian attacked. */
      readonly target: string;
    }
  | {
      /** `"guardian-battle"`: sets the hand aside and draws three Attack Cards (G-GBTL-1). */
      readonly type: "guardian-battle";
      /** Instance id of the opposing Guardian attacked (G-GBTL-2). */
      readonly target: string;
    }
  | {
      /** `"choose-attack"`: selects one of the three drawn Attack Cards and resolves the Guardian battle (G-GBTL-1, G-ATKC-1). */
      readonly type: "choose-attack";
      /** Instance id of the chosen Attack Card. */
      readonly card: string;
      /** Instance id of the creature chosen for the card's `chosen-creature` effects, or `null` when it has none. */
      readonly target: string | null;
    }
  | {
      /** `"discard"`: discards a card from hand at the end of the turn, down to option `maxHand` (G-AMB-34). */
      readonly type: "discard";
      /** Instance id of the card in hand. */
      readonly card: string;
    }
  | {
      /** `"end-phase"`: ends the current Action or Battle Phase and goes on to the next phase. */
      readonly type: "end-phase";
    }
  | {
      /** `"choose-opponent"`: names the opponent the waiting effects act on (3 or 4 players, G-AMB-3). */
      readonly type: "choose-opponent";
      /** The seat of a living opponent of the active player. */
      readonly player: PlayerId;
    }
  | {
      /** `"choose-creature"`: names the creature the waiting effect on "a creature" acts on (G-ENG-9). */
      readonly type: "choose-creature";
      /** Instance id of a Minion or King in play, on any living player's field. */
      readonly target: string;
    }
  | FacesAction;

/**
 * Zone id of a player's zone.
 *
 * Implements no rule: it builds a zone id.
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
  // The rules look zones up on every step: the same string each time is cheaper to hash than a
  // new one built by concatenation.
  return ZONE_IDS[player]?.[zone] ?? `p${player}/${zone}`;
}

const seatZoneIds = (p: number): Readonly<Record<ZoneName, string>> => ({
  guardian: `p${p}/guardian`,
  field: `p${p}/field`,
  row: `p${p}/row`,
  discard: `p${p}/discard`,
  attack: `p${p}/attack`,
  deck: `p${p}/deck`,
  hand: `p${p}/hand`,
  drawn: `p${p}/drawn`,
});
const ZONE_IDS: readonly Readonly<Record<ZoneName, string>>[] = [seatZoneIds(0), seatZoneIds(1), seatZoneIds(2), seatZoneIds(3)];

/**
 * The names of a player's zones (G-MAT-1..7, plus hand and the drawn Attack Cards).
 *
 * @example
 * ```ts
 * import { ZONE_NAMES } from "@rulesmith/guardians";
 * ZONE_NAMES.length; // 8
 * ```
 */
export const ZONE_NAMES = /* @__PURE__ */ Object.freeze(["guardian", "field", "row", "discard", "attack", "deck", "hand", "drawn"] as const);

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
