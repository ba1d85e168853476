import * as v from "valibot";
import { described, MAX_CARD_NUMBER, wholeNumber } from "./schema-helpers.js";

/**
 * The ten creature types printed on Ward creatures, in the spelling card files use.
 *
 * Implements W-5.2.1.2-1.
 *
 * @example
 * ```ts
 * import { CREATURE_TYPES } from "@rulesmith/ward";
 * CREATURE_TYPES.includes("dinosaur"); // true
 * ```
 */
export const CREATURE_TYPES = /* @__PURE__ */ Object.freeze(["beast", "bug", "cosmic", "demon", "dragon", "elemental", "humanoid", "dinosaur", "undead", "mechanical"] as const);

/**
 * One of the {@link CREATURE_TYPES}.
 *
 * @example
 * ```ts
 * import type { CreatureType } from "@rulesmith/ward";
 * const t: CreatureType = "beast";
 * ```
 */
export type CreatureType = (typeof CREATURE_TYPES)[number];

/**
 * The four kinds of damage of rule 10.4.1.
 *
 * Implements W-10.4.1-1..5.
 *
 * @example
 * ```ts
 * import type { DamageType } from "@rulesmith/ward";
 * const t: DamageType = "damage-over-time";
 * ```
 */
export type DamageType = "attack" | "damage-over-time" | "instant" | "percentage";

/**
 * Which creatures an effect acts on. `"self"` is the creature that carries the effect (for an
 * Equip, the equipped creature; a magic that is no Equip has none, and the card format refuses
 * it there); `"battle-opponent"` is the creature it is battling, so it stands only in a `hits`
 * or `targeted-in-battle` triggered effect (rule 10.1); `"chosen-creature"` is any one creature
 * the player picks when the card is played (or, in a triggered effect, when it runs).
 *
 * @example
 * ```ts
 * import type { EffectTarget } from "@rulesmith/ward";
 * const t: EffectTarget = "opponent-primary";
 * ```
 */
export type EffectTarget =
  | "self"
  | "own-primary"
  | "opponent-primary"
  | "battle-opponent"
  | "chosen-creature"
  | "own-creatures"
  | "opponent-creatures"
  | "all-creatures";

/**
 * Whose cards or side an effect looks at, from the point of view of the card's controller.
 *
 * @example
 * ```ts
 * import type { Side } from "@rulesmith/ward";
 * const s: Side = "opponent";
 * ```
 */
export type Side = "own" | "opponent" | "any";

/**
 * How long a granted ability, an Equip or a Field magic lasts.
 *
 * - `while-on-field`: as long as the card stays on the field (Infinite, Equip, Field default);
 *   for a `grant`, as long as the card whose effect gave it does (a magic that goes to the
 *   cemetery as it resolves gives no such grant).
 * - `this-turn`: until the end of the current turn (W-AMB-51, Backstab).
 * - `turn-cycles`: ends at the start of the controller's turn `count` cycles later, before
 *   the draw (W-9.2.3-1, Ghost Form).
 * - `permanent`: never ends while the creature stays on the field.
 *
 * @example
 * ```ts
 * import type { Duration } from "@rulesmith/ward";
 * const ghostForm: Duration = { kind: "turn-cycles", count: 2 };
 * ```
 */
export type Duration =
  | {
      /** Which kind: "while-on-field". */
      readonly kind: "while-on-field";
    }
  | {
      /** Which kind: "this-turn". */
      readonly kind: "this-turn";
    }
  | {
      /** Which kind: "turn-cycles". */
      readonly kind: "turn-cycles";
      /** Number of turn cycles. */
      readonly count: number;
    }
  | {
      /** Which kind: "permanent". */
      readonly kind: "permanent";
    };

/**
 * When a conditional ability applies, looked at from the creature that carries it.
 *
 * - `hits-first`: it rolled first in this battle and that Hit Roll hit (W-AMB-54, Assassin).
 * - `target-has-tag`: the creature it is battling carries an art tag such as `holds-weapon`
 *   (W-5.2.1.3-1, Ent Tree).
 * - `target-is-type` / `target-named`: the creature it is battling has that type or name.
 *
 * @example
 * ```ts
 * import type { Condition } from "@rulesmith/ward";
 * const entTree: Condition = { kind: "target-has-tag", tag: "holds-weapon" };
 * ```
 */
export type Condition =
  | {
      /** Which kind: "always". */
      readonly kind: "always";
    }
  | {
      /** Which kind: "hits-first". */
      readonly kind: "hits-first";
    }
  | {
      /** Which kind: "target-has-tag". */
      readonly kind: "target-has-tag";
      /** The art tag, such as `"holds-weapon"`. */
      readonly tag: string;
    }
  | {
      /** Which kind: "target-is-type". */
      readonly kind: "target-is-type";
      /** The creature type. */
      readonly creatureType: CreatureType;
    }
  | {
      /** Which kind: "target-named". */
      readonly kind: "target-named";
      /** The card name (case-insensitive). */
      readonly name: string;
    };

/**
 * Which creature cards a summon effect may pick.
 *
 * @example
 * ```ts
 * import type { CreatureFilter } from "@rulesmith/ward";
 * const f: CreatureFilter = { kind: "type", creatureType: "bug" };
 * ```
 */
export type CreatureFilter =
  | {
      /** Which kind: "any". */
      readonly kind: "any";
    }
  | {
      /** Which kind: "type". */
      readonly kind: "type";
      /** The creature type. */
      readonly creatureType: CreatureType;
    }
  | {
      /** Which kind: "name". */
      readonly kind: "name";
      /** The card name (case-insensitive). */
      readonly name: string;
    }
  | {
      /** Which kind: "max-armor-level". */
      readonly kind: "max-armor-level";
      /** The highest base Armor Level allowed. */
      readonly armorLevel: number;
    };

/**
 * What starts a creature's triggered effect ({@link TriggeredEffect} `on`): only the events
 * the match engine runs.
 *
 * - `summoned`: this creature entered the field (after its activation window, W-14.2.1-1).
 * - `hits`: this creature's Hit Roll hit (Grizzly Bear).
 * - `after-turn-cycles`: `count` turn cycles after the card came to the field (W-18.1-1).
 * - `turn-start`: the start of a turn of the given side.
 * - `targeted-in-battle`: this creature was declared as the target of a battle (W-18.1-1).
 *
 * The card schema refuses any other `on` (`magic-played`, `creature-summoned`, `attack-roll`,
 * `primary-killed`): the engine would never run such an effect.
 *
 * @example
 * ```ts
 * import { parseCard, type CreatureTrigger } from "@rulesmith/ward";
 * const on: CreatureTrigger = { kind: "after-turn-cycles", count: 2 };
 * const card = {
 *   kind: "creature", id: "late-bloomer", name: "Late Bloomer", creatureType: "elemental", attackName: "Bloom",
 *   attackDice: 1, modifier: 0, armorLevel: 3, speed: 2, hp: 20,
 *   effects: [{ kind: "triggered", on, actions: [{ kind: "heal", amount: 10, target: "self" }] }],
 * };
 * console.log(parseCard(card).ok); // true
 * console.log(parseCard({ ...card, effects: [{ kind: "triggered", on: { kind: "magic-played", by: "opponent" }, actions: [{ kind: "draw", count: 1 }] }] }).ok); // false
 * ```
 */
export type CreatureTrigger =
  | {
      /** Which kind: "summoned". */
      readonly kind: "summoned";
    }
  | {
      /** Which kind: "hits". */
      readonly kind: "hits";
    }
  | {
      /** Which kind: "after-turn-cycles". */
      readonly kind: "after-turn-cycles";
      /** Number of turn cycles. */
      readonly count: number;
    }
  | {
      /** Which kind: "turn-start". */
      readonly kind: "turn-start";
      /** Whose side, seen from the card's controller. */
      readonly side: Side;
    }
  | {
      /** Which kind: "targeted-in-battle". */
      readonly kind: "targeted-in-battle";
    };

/**
 * An event a Lightning magic may answer: one entry of a magic card's `playableWhen`
 * (W-6.5.3-1, W-AMB-27). Each is an event the engine opens a response window on, so a
 * Lightning can be played whenever its condition is met:
 *
 * - `magic-played`: a Magic card is played by the given side (Haunted Tree);
 * - `creature-summoned`: a creature is summoned as a primary by the given side (Mind Sap), with
 *   or without effects of its own;
 * - `attack-roll`: an Attack Damage Roll is about to be made by the given side (Melody of the
 *   Deep).
 *
 * `by` is `"opponent"` or `"any"`: a player never answers their own card, summon or attack
 * (rule 14.4.1, W-AMB-37), so a Lightning played on "own" events would never be played. The card
 * schema refuses any other condition and `by: "own"`: the engine would never offer such a card.
 *
 * @example
 * ```ts
 * import type { Trigger } from "@rulesmith/ward";
 * const t: Trigger = { kind: "magic-played", by: "opponent" };
 * ```
 */
export type Trigger =
  | {
      /** Which kind: "magic-played". */
      readonly kind: "magic-played";
      /** Whose action it answers, seen from the card's controller: never "own" (W-AMB-37). */
      readonly by: "opponent" | "any";
    }
  | {
      /** Which kind: "creature-summoned". */
      readonly kind: "creature-summoned";
      /** Whose action it answers, seen from the card's controller: never "own" (W-AMB-37). */
      readonly by: "opponent" | "any";
    }
  | {
      /** Which kind: "attack-roll". */
      readonly kind: "attack-roll";
      /** Whose action it answers, seen from the card's controller: never "own" (W-AMB-37). */
      readonly by: "opponent" | "any";
    };

/**
 * A price paid to play or activate a card (W-6.2.2-1), or required by a Field rule such as
 * Old Logging Road (W-14.2.4-1). A prevented cost counts as paid (W-14.2.4-2).
 *
 * @example
 * ```ts
 * import type { Cost } from "@rulesmith/ward";
 * const mysteriousDoor: Cost = { kind: "self-damage", amount: 10, target: "own-primary" };
 * ```
 */
export type Cost =
  | {
      /** Which kind: "self-damage". */
      readonly kind: "self-damage";
      /** HP of damage. */
      readonly amount: number;
      /** The creature that takes it: your primary. */
      readonly target: "own-primary";
    }
  | {
      /** Which kind: "discard". */
      readonly kind: "discard";
      /** How many cards. */
      readonly count: number;
    };

/**
 * The stats an ability can change. `hitBonus` adds to Hit Rolls only, `damageBonus` to Attack
 * Damage only; `modifier` adds to both (W-5.2.1.10-1); `hitDice` is the number of Hit dice
 * (2 at base, W-10.2-3); `hp` raises or lowers the healing cap (W-AMB-50).
 *
 * @example
 * ```ts
 * import type { Stat } from "@rulesmith/ward";
 * const s: Stat = "armorLevel";
 * ```
 */
export type Stat = "armorLevel" | "speed" | "modifier" | "attackDice" | "hitDice" | "hp" | "hitBonus" | "damageBonus";

/**
 * A lasting ability: printed on a creature, given by an Equip to its creature, by a Field magic
 * to the creatures it covers, or granted for a while by a {@link Action | grant}.
 *
 * - `stat-modifier`: adds `amount` to a stat (AL still never above 12, W-17.1-1).
 * - `damage-multiplier`: multiplies this creature's final Attack Damage when `condition`
 *   holds (W-5.3.1-1, W-5.3.2-1).
 * - `battle-first`: this creature rolls first in its battles (Backstab; two such creatures
 *   roll off, W-10.2-2).
 * - `unaffected`: ignores Magic and/or creature effects, from anyone or from the opponent
 *   only (W-16.1.1-1..4; Steam Rex, Ent Tree, Fog). An Equip or Field magic gives it by
 *   creature effects only: by Magic effects it would undo the magic (W-16.1.1-1, W-16.1.1-2).
 * - `damage-immunity`: takes no damage of the listed types (Ghost Form, Steam Armor).
 * - `cannot-be-removed`: cannot be removed from the field: its player may neither sacrifice it
 *   nor kill it (W-13.3.5-1 names those removals); a battle still kills it, and the end of its
 *   anchor still takes it (W-12.3-1, Lead Boots).
 * - `negate-creature-effects`: creature effects on that side are negated (Iron Range).
 * - `magic-play-cost`: players on that side must pay `cost` to play a Magic (Old Logging Road).
 *
 * @example
 * ```ts
 * import type { Ability } from "@rulesmith/ward";
 * const assassin: Ability = { kind: "damage-multiplier", factor: 3, condition: { kind: "hits-first" } };
 * ```
 */
export type Ability =
  | {
      /** Which kind: "stat-modifier". */
      readonly kind: "stat-modifier";
      /** The stat that changes. */
      readonly stat: Stat;
      /** The signed change to the stat. */
      readonly amount: number;
    }
  | {
      /** Which kind: "damage-multiplier". */
      readonly kind: "damage-multiplier";
      /** The multiplier (3 for 3x). */
      readonly factor: number;
      /** When it applies. */
      readonly condition: Condition;
    }
  | {
      /** Which kind: "battle-first". */
      readonly kind: "battle-first";
    }
  | {
      /** Which kind: "unaffected". */
      readonly kind: "unaffected";
      /** Which effects it ignores: Magic, creature, or both. */
      readonly by: readonly ("magic" | "creature")[];
      /** Whose effects or damage it ignores: anyone's, or the opponent's only. */
      readonly from: "any" | "opponent";
    }
  | {
      /** Which kind: "damage-immunity". */
      readonly kind: "damage-immunity";
      /** The damage types it stops. */
      readonly damageTypes: readonly DamageType[];
      /** Whose effects or damage it ignores: anyone's, or the opponent's only. */
      readonly from: "any" | "opponent";
    }
  | {
      /** Which kind: "cannot-be-removed". */
      readonly kind: "cannot-be-removed";
    }
  | {
      /** Which kind: "negate-creature-effects". */
      readonly kind: "negate-creature-effects";
      /** Whose side, seen from the card's controller. */
      readonly side: Side;
    }
  | {
      /** Which kind: "magic-play-cost". */
      readonly kind: "magic-play-cost";
      /** The cost to pay. */
      readonly cost: Cost;
      /** Which players must pay it. */
      readonly players: Side;
    };

/**
 * Something that happens once, when a magic resolves or a trigger fires.
 *
 * - `damage`: instant damage (W-10.4.1-4). `percentage-damage`: a percentage of CURRENT HP,
 *   as whole-number damage (W-10.4.1-5, W-17.6-1).
 * - `heal`: never above the printed HP (W-18.18-1).
 * - `damage-over-time` / `heal-over-time`: once per turn cycle for `turnCycles` cycles
 *   (W-11.1-1, W-11.2-1).
 * - `destroy-magic`: destroys magics on the field (Evil Queen, Hive Lord).
 * - `negate`: negates the card or attack this one responds to (Haunted Tree, Mind Sap,
 *   Melody of the Deep).
 * - `summon`: puts creatures on the field as primary or as Limited Summons; `anchored` makes
 *   this card their anchoring effect, and `onAnchorEnd` says where they go when it ends: when
 *   the card leaves the field (W-12.2-1, W-13.3.2-1; Revival Priest). A Standard or Lightning
 *   magic with sub-type None (no Hybrid) goes to the cemetery as it resolves, so it anchors none.
 * - `draw`: draws cards. `grant`: gives abilities for a while (Backstab).
 * - `cemetery-adjustment`: a signed change to a player's cemetery HP (W-17.3-1, W-AMB-8).
 *
 * @example
 * ```ts
 * import type { Action } from "@rulesmith/ward";
 * const dot: Action = { kind: "damage-over-time", damage: 10, turnCycles: 2, target: "battle-opponent" };
 * ```
 */
export type Action =
  | {
      /** Which kind: "damage". */
      readonly kind: "damage";
      /** HP of damage. */
      readonly amount: number;
      /** Which creatures it acts on. */
      readonly target: EffectTarget;
    }
  | {
      /** Which kind: "percentage-damage". */
      readonly kind: "percentage-damage";
      /** Percent of the creature's current HP, 1 to 100. */
      readonly percent: number;
      /** Which creatures it acts on. */
      readonly target: EffectTarget;
    }
  | {
      /** Which kind: "heal". */
      readonly kind: "heal";
      /** HP healed. */
      readonly amount: number;
      /** Which creatures it acts on. */
      readonly target: EffectTarget;
    }
  | {
      /** Which kind: "damage-over-time". */
      readonly kind: "damage-over-time";
      /** HP of damage per tick. */
      readonly damage: number;
      /** Number of ticks (one per turn cycle). */
      readonly turnCycles: number;
      /** Which creatures it acts on. */
      readonly target: EffectTarget;
    }
  | {
      /** Which kind: "heal-over-time". */
      readonly kind: "heal-over-time";
      /** HP healed per tick. */
      readonly amount: number;
      /** Number of ticks (one per turn cycle). */
      readonly turnCycles: number;
      /** Which creatures it acts on. */
      readonly target: EffectTarget;
    }
  | {
      /** Which kind: "destroy-magic". */
      readonly kind: "destroy-magic";
      /** How many cards or creatures. */
      readonly count: number;
      /** Whose magics may be picked. */
      readonly side: Side;
    }
  | {
      /** Which kind: "negate". */
      readonly kind: "negate";
      /** What it can negate. */
      readonly what: readonly ("magic" | "creature-effects" | "attack")[];
    }
  | {
      /** Which kind: "summon". */
      readonly kind: "summon";
      /** Where the creatures come from. */
      readonly from: readonly ("hand" | "deck" | "cemetery")[];
      /** As the primary creature or as Limited Summons. */
      readonly as: "primary" | "limited";
      /** How many creatures. */
      readonly count: number;
      /** Which creature cards may be picked. */
      readonly filter: CreatureFilter;
      /** Whether this card is their anchoring effect (rule 12): they leave the field when it does. */
      readonly anchored: boolean;
      /** Where they go when the anchor ends. */
      readonly onAnchorEnd: "cemetery" | "hand" | "deck";
    }
  | {
      /** Which kind: "draw". */
      readonly kind: "draw";
      /** How many cards or creatures. */
      readonly count: number;
    }
  | {
      /** Which kind: "grant". */
      readonly kind: "grant";
      /** Which creatures it acts on. */
      readonly target: EffectTarget;
      /** How long the abilities last. */
      readonly duration: Duration;
      /** The abilities given. */
      readonly abilities: readonly Ability[];
    }
  | {
      /** Which kind: "cemetery-adjustment". */
      readonly kind: "cemetery-adjustment";
      /** Signed change to cemetery HP (may make it negative). */
      readonly amount: number;
      /** Whose cemetery. */
      readonly player: "own" | "opponent";
    };

/**
 * A triggered effect: when `on` happens, the `actions` run in order. `on` is a
 * {@link CreatureTrigger}, an event the engine runs (W-18.1-1).
 *
 * @example
 * ```ts
 * import type { TriggeredEffect } from "@rulesmith/ward";
 * const grizzly: TriggeredEffect = {
 *   kind: "triggered",
 *   on: { kind: "hits" },
 *   actions: [{ kind: "damage-over-time", damage: 10, turnCycles: 2, target: "battle-opponent" }],
 * };
 * ```
 */
export interface TriggeredEffect {
  /** Which kind: "triggered". */
  readonly kind: "triggered";
  /** What starts it: one of the events the engine runs. */
  readonly on: CreatureTrigger;
  /** What happens, in order. */
  readonly actions: readonly Action[];
}

/**
 * One entry of a card's effect list: a lasting {@link Ability}, a one-shot {@link Action}
 * (run when a magic resolves) or a {@link TriggeredEffect}. Discriminated on `kind`.
 *
 * @example
 * ```ts
 * import type { Effect } from "@rulesmith/ward";
 * const effects: Effect[] = [
 *   { kind: "damage-multiplier", factor: 2, condition: { kind: "target-has-tag", tag: "holds-weapon" } },
 *   { kind: "unaffected", by: ["magic", "creature"], from: "any" },
 * ];
 * ```
 */
export type Effect = Ability | Action | TriggeredEffect;

// ---------------------------------------------------------------------------------------------
// Schemas (valibot). Every object and property carries a description for the JSON Schema.

/**
 * Schema of a {@link CreatureType}. Used by the card schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const creatureTypeSchema = described(v.picklist(CREATURE_TYPES), "A creature type (rule 5.2.1.2).");
const sideSchema = described(v.picklist(["own", "opponent", "any"]), "Whose side, seen from the card's controller.");
const targetSchema = described(
  v.picklist(["self", "own-primary", "opponent-primary", "battle-opponent", "chosen-creature", "own-creatures", "opponent-creatures", "all-creatures"]),
  "Which creatures the effect acts on.",
);
const damageTypeSchema = described(v.picklist(["attack", "damage-over-time", "instant", "percentage"]), "A damage type (rule 10.4.1).");
const countSchema = wholeNumber(1, undefined, "How many (at least 1).");

/**
 * Schema of a {@link Duration}. Used by the card schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const durationSchema = described(
  v.variant("kind", [
    described(v.strictObject({ kind: described(v.literal("while-on-field"), "Lasts while the card is on the field.") }), "While the card stays on the field."),
    described(v.strictObject({ kind: described(v.literal("this-turn"), "Lasts until the end of this turn.") }), "Until the end of the current turn."),
    described(
      v.strictObject({
        kind: described(v.literal("turn-cycles"), "Lasts a number of turn cycles (rule 9.2.3)."),
        count: wholeNumber(1, undefined, "Number of turn cycles."),
      }),
      "Ends at the start of the controller's turn this many cycles later, before the draw.",
    ),
    described(v.strictObject({ kind: described(v.literal("permanent"), "Never ends on its own.") }), "Never ends while the creature stays on the field."),
  ]),
  "How long it lasts.",
);

const conditionSchema = described(
  v.variant("kind", [
    described(v.strictObject({ kind: described(v.literal("always"), "Always applies.") }), "No condition."),
    described(v.strictObject({ kind: described(v.literal("hits-first"), "Applies when this creature rolled first and hit.") }), "This creature hit first in the battle."),
    described(
      v.strictObject({
        kind: described(v.literal("target-has-tag"), "Applies against creatures with an art tag."),
        tag: described(v.pipe(v.string(), v.minLength(1)), "The art tag, such as holds-weapon."),
      }),
      "The opposing creature carries this tag.",
    ),
    described(
      v.strictObject({ kind: described(v.literal("target-is-type"), "Applies against one creature type."), creatureType: creatureTypeSchema }),
      "The opposing creature has this type.",
    ),
    described(
      v.strictObject({
        kind: described(v.literal("target-named"), "Applies against one named creature."),
        name: described(v.pipe(v.string(), v.minLength(1)), "The creature's name."),
      }),
      "The opposing creature has this name.",
    ),
  ]),
  "When the ability applies.",
);

const filterSchema = described(
  v.variant("kind", [
    described(v.strictObject({ kind: described(v.literal("any"), "Any creature card.") }), "Any creature."),
    described(v.strictObject({ kind: described(v.literal("type"), "Creatures of one type."), creatureType: creatureTypeSchema }), "Creatures of one type."),
    described(
      v.strictObject({ kind: described(v.literal("name"), "Creatures of one name."), name: described(v.pipe(v.string(), v.minLength(1)), "The name.") }),
      "Creatures with one name.",
    ),
    described(
      v.strictObject({ kind: described(v.literal("max-armor-level"), "Creatures up to a base AL."), armorLevel: wholeNumber(1, 12, "The highest base AL allowed.") }),
      "Creatures whose base AL is at most this.",
    ),
  ]),
  "Which creature cards may be picked.",
);

const bySchema = described(
  v.picklist(["opponent", "any"], (issue) =>
    issue.input === "own"
      ? `A player never answers their own card, summon or attack (rule 14.4.1, W-AMB-37), so a Lightning played on "own" ones would never be played: use "opponent" (or "any").`
      : issue.message,
  ),
  "Whose action it responds to: the opponent's (\"any\" says the same, since a player never answers their own, W-AMB-37).",
);

const creatureTriggerOptions = [
  described(v.strictObject({ kind: described(v.literal("summoned"), "This creature entered the field.") }), "When this creature is summoned."),
  described(v.strictObject({ kind: described(v.literal("hits"), "This creature's Hit Roll hit.") }), "When this creature hits."),
  described(
    v.strictObject({ kind: described(v.literal("after-turn-cycles"), "Some turn cycles after coming to the field."), count: wholeNumber(1, undefined, "Number of turn cycles.") }),
    "A delayed activation (rule 18.1).",
  ),
  described(v.strictObject({ kind: described(v.literal("turn-start"), "The start of a turn."), side: sideSchema }), "At the start of a turn of that side."),
  described(v.strictObject({ kind: described(v.literal("targeted-in-battle"), "Declared as a battle target.") }), "When this creature is targeted in battle."),
] as const;

const CREATURE_TRIGGER_KINDS: readonly string[] = creatureTriggerOptions.map((o) => o.entries.kind.literal);

// The Trigger kinds a triggered effect may not use (the engine never runs them there), and
// what to say about each.
const LIGHTNING_ONLY = "belongs in a Lightning magic's playableWhen (rule 6.5.3)";
const NOT_CREATURE_TRIGGERS: ReadonlyMap<unknown, string | null> = new Map([
  ["magic-played", LIGHTNING_ONLY],
  ["creature-summoned", LIGHTNING_ONLY],
  ["attack-roll", LIGHTNING_ONLY],
  ["primary-killed", null],
]);

function creatureTriggerMessage(issue: v.VariantIssue): string {
  const kind: unknown = issue.path?.[0]?.key === "kind" ? issue.input : undefined;
  const why = NOT_CREATURE_TRIGGERS.get(kind);
  if (why === undefined) return issue.message;
  const kinds = `${CREATURE_TRIGGER_KINDS.slice(0, -1).join(", ")} or ${CREATURE_TRIGGER_KINDS.at(-1) ?? ""}`;
  const head = `A triggered effect cannot start on "${String(kind)}": Ward runs triggered effects only on ${kinds}`;
  return why === null ? `${head}.` : `${head}; "${String(kind)}" ${why}.`;
}

/**
 * Schema of a {@link CreatureTrigger}, the `on` of a triggered effect. Used by the card schemas
 * and `cardSchemaDefinitions`. It refuses the Lightning-only kinds with a message that says so.
 *
 * @internal
 */
export const creatureTriggerSchema = described(
  v.variant("kind", creatureTriggerOptions, creatureTriggerMessage),
  "What starts it: summoned, hits, after-turn-cycles, turn-start or targeted-in-battle.",
);

/**
 * Schema of a {@link Trigger}, one entry of a magic's `playableWhen`. Used by the card schemas
 * and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const triggerSchema = described(
  v.variant("kind", [
    described(v.strictObject({ kind: described(v.literal("magic-played"), "A Magic card is played."), by: bySchema }), "When a Magic card is played."),
    described(v.strictObject({ kind: described(v.literal("creature-summoned"), "A creature is summoned."), by: bySchema }), "When a creature is summoned."),
    described(v.strictObject({ kind: described(v.literal("attack-roll"), "An Attack Damage Roll is made."), by: bySchema }), "When an attack is rolled."),
  ]),
  "An event a Lightning magic may answer (rule 6.5.3).",
);

/**
 * Schema of a {@link Cost}. Used by the card schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const costSchema = described(
  v.variant("kind", [
    described(
      v.strictObject({
        kind: described(v.literal("self-damage"), "Damage to your own creature."),
        amount: wholeNumber(1, undefined, "HP of damage."),
        target: described(v.literal("own-primary"), "Your primary creature."),
      }),
      "Inflict damage to your own primary creature.",
    ),
    described(v.strictObject({ kind: described(v.literal("discard"), "Discard cards from hand."), count: countSchema }), "Discard cards from your hand."),
  ]),
  "A cost paid before the card is played or activated (rule 6.2.2).",
);

const statSchema = described(
  v.picklist(["armorLevel", "speed", "modifier", "attackDice", "hitDice", "hp", "hitBonus", "damageBonus"]),
  "The stat that changes.",
);

const creatureAbilitySchemas = [
  described(
    v.strictObject({
      kind: described(v.literal("stat-modifier"), "Changes a stat."),
      stat: statSchema,
      amount: described(v.pipe(v.number(), v.integer(), v.minValue(-MAX_CARD_NUMBER), v.maxValue(MAX_CARD_NUMBER)), "Signed change to the stat."),
    }),
    "Adds to or subtracts from a stat.",
  ),
  described(
    v.strictObject({
      kind: described(v.literal("damage-multiplier"), "Multiplies final Attack Damage."),
      factor: described(v.pipe(v.number(), v.gtValue(0), v.maxValue(100)), "The multiplier (3 for 3x)."),
      condition: conditionSchema,
    }),
    "Multiplies this creature's Attack Damage after dice, Modifier and buffs (rule 5.3).",
  ),
  described(v.strictObject({ kind: described(v.literal("battle-first"), "Rolls first in battle.") }), "This creature battles first."),
  described(
    v.strictObject({
      kind: described(v.literal("unaffected"), "Ignores effects."),
      by: described(v.pipe(v.array(described(v.picklist(["magic", "creature"]), "A source kind.")), v.minLength(1)), "Which effects it ignores."),
      from: described(v.picklist(["any", "opponent"]), "Whose effects it ignores."),
    }),
    "Unaffected by Magic and/or creature effects (rule 16.1).",
  ),
  described(
    v.strictObject({
      kind: described(v.literal("damage-immunity"), "Takes no damage."),
      damageTypes: described(v.pipe(v.array(damageTypeSchema), v.minLength(1)), "The damage types it ignores."),
      from: described(v.picklist(["any", "opponent"]), "Whose damage it ignores."),
    }),
    "Immune to some damage.",
  ),
  described(v.strictObject({ kind: described(v.literal("cannot-be-removed"), "Stays on the field.") }), "Cannot be removed from the field, except when its anchor ends (rule 12.3)."),
] as const;

function creatureAbilityMessage(issue: v.VariantIssue): string {
  const kind: unknown = issue.path?.[0]?.key === "kind" ? issue.input : undefined;
  if (kind === "negate-creature-effects") return `"negate-creature-effects" works only as a Field magic's ability (Iron Range, rule 6.4.1): on a creature it would negate nothing.`;
  if (kind === "magic-play-cost") return `"magic-play-cost" works only as the ability of a magic on the field (Old Logging Road, rule 14.2.4): on a creature it would cost nothing.`;
  return issue.message;
}

/**
 * Schema of the abilities a creature can hold: its own, an Equip's and those a `grant` gives
 * (every {@link Ability} but `negate-creature-effects` and `magic-play-cost`, which only a magic
 * on the field runs). Used by the card schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const creatureAbilitySchema = described(
  v.variant("kind", creatureAbilitySchemas, creatureAbilityMessage),
  "A lasting ability of a creature: stat-modifier, damage-multiplier, battle-first, unaffected, damage-immunity or cannot-be-removed.",
);

/**
 * Schema of an {@link Ability}: a creature's, or one that only a magic on the field runs
 * (`negate-creature-effects`, `magic-play-cost`). Used by the card schemas and
 * `cardSchemaDefinitions`.
 *
 * @internal
 */
export const abilitySchema = described(
  v.variant("kind", [
    creatureAbilitySchema,
  described(v.strictObject({ kind: described(v.literal("negate-creature-effects"), "Negates creature effects."), side: sideSchema }), "Negates creature effects on that side."),
  described(
    v.strictObject({ kind: described(v.literal("magic-play-cost"), "A cost on playing Magic cards."), cost: costSchema, players: sideSchema }),
    "Players on that side must pay the cost to play a Magic card (rule 14.2.4).",
  ),
  ]),
  "A lasting ability.",
);

const amountField = (text: string): v.GenericSchema<number> => wholeNumber(1, undefined, text);

/**
 * Whether a summon effect must be the anchoring effect of what it summons: Limited Summons rely
 * on an anchoring effect to stay on the field (rule 13.3.2), and a summon of several creatures
 * makes every one but the first a Limited Summon. `parseCard` refuses such a summon with
 * `anchored: false`; the JSON Schema says the same with `if`/`then`.
 *
 * @internal
 */
export function summonNeedsAnchor(a: { readonly as: "primary" | "limited"; readonly count: number }): boolean {
  return a.as === "limited" || a.count > 1;
}

/** The JSON Schema form of {@link summonNeedsAnchor}. */
const SUMMON_ANCHOR_JSON = [
  {
    description: "Limited Summons rely on an anchoring effect (rule 13.3.2): a summon as limited is anchored.",
    if: { properties: { as: { const: "limited" } }, required: ["as"] },
    then: { properties: { anchored: { const: true } } },
  },
  {
    description: "A summon of several creatures makes Limited Summons, which rely on an anchoring effect (rule 13.3.2): it is anchored.",
    if: { properties: { count: { minimum: 2 } }, required: ["count"] },
    then: { properties: { anchored: { const: true } } },
  },
  {
    description: "Only an anchored summon has an anchor to end (rule 12.2): an unanchored one leaves onAnchorEnd out (or cemetery, the default).",
    if: { properties: { anchored: { const: false } }, required: ["anchored"] },
    then: { properties: { onAnchorEnd: { const: "cemetery" } } },
  },
];

const effectActionSchemas = [
  described(v.strictObject({ kind: described(v.literal("damage"), "Instant damage."), amount: amountField("HP of damage."), target: targetSchema }), "Instant damage (rule 10.4.1)."),
  described(
    v.strictObject({
      kind: described(v.literal("percentage-damage"), "Percentage damage."),
      percent: wholeNumber(1, 100, "Percent of current HP."),
      target: targetSchema,
    }),
    "Removes a percentage of current HP, as whole-number damage (rule 17.6).",
  ),
  described(v.strictObject({ kind: described(v.literal("heal"), "Healing."), amount: amountField("HP healed."), target: targetSchema }), "Heals, never above printed HP (rule 18.18)."),
  described(
    v.strictObject({
      kind: described(v.literal("damage-over-time"), "Damage over time."),
      damage: amountField("HP of damage per tick."),
      turnCycles: wholeNumber(1, undefined, "Number of turn cycles (ticks)."),
      target: targetSchema,
    }),
    "Damage once per turn cycle for some turn cycles (rule 11).",
  ),
  described(
    v.strictObject({
      kind: described(v.literal("heal-over-time"), "Healing over time."),
      amount: amountField("HP healed per tick."),
      turnCycles: wholeNumber(1, undefined, "Number of turn cycles (ticks)."),
      target: targetSchema,
    }),
    "Healing once per turn cycle for some turn cycles (rule 11).",
  ),
  described(
    v.strictObject({ kind: described(v.literal("destroy-magic"), "Destroys magics."), count: countSchema, side: sideSchema }),
    "Destroys Magic cards on the field.",
  ),
  v.pipe(
    v.strictObject({
      kind: described(v.literal("summon"), "Summons creatures."),
      from: described(v.pipe(v.array(described(v.picklist(["hand", "deck", "cemetery"]), "A zone.")), v.minLength(1)), "Where the creatures come from."),
      as: described(v.picklist(["primary", "limited"]), "As the primary creature or as Limited Summons (rule 13)."),
      count: countSchema,
      filter: filterSchema,
      anchored: described(v.boolean(), "Whether this card is the anchoring effect of the summoned creatures (rule 12): they leave the field when it does, so a Standard or Lightning magic with sub-type None (no Hybrid), which goes to the cemetery as it resolves, anchors none."),
      onAnchorEnd: described(v.optional(v.picklist(["cemetery", "hand", "deck"]), "cemetery"), "Where they go when the anchor ends (an anchored summon only; default cemetery)."),
    }),
    v.description("Summons creatures by card effect."),
    // The JSON Schema's words for the check parseCard makes (see summonNeedsAnchor).
    v.metadata({ allOf: SUMMON_ANCHOR_JSON }),
  ),
  described(v.strictObject({ kind: described(v.literal("draw"), "Draws cards."), count: countSchema }), "Draws cards."),
  described(
    v.strictObject({
      kind: described(v.literal("grant"), "Grants abilities."),
      target: targetSchema,
      duration: durationSchema,
      abilities: described(v.pipe(v.array(creatureAbilitySchema), v.minLength(1)), "The abilities granted."),
    }),
    "Gives abilities to creatures for a while.",
  ),
  described(
    v.strictObject({
      kind: described(v.literal("cemetery-adjustment"), "Changes cemetery HP."),
      amount: described(v.pipe(v.number(), v.integer(), v.minValue(-MAX_CARD_NUMBER), v.maxValue(MAX_CARD_NUMBER)), "Signed change to cemetery HP."),
      player: described(v.picklist(["own", "opponent"]), "Whose cemetery."),
    }),
    "A signed adjustment to a player's cemetery HP (rule 17.3).",
  ),
] as const;

const negateSchema = described(
    v.strictObject({
      kind: described(v.literal("negate"), "Negates what it responds to."),
      what: described(
        v.pipe(v.array(described(v.picklist(["magic", "creature-effects", "attack"]), "A thing it can negate.")), v.minLength(1)),
        "What it can negate.",
      ),
    }),
    "Negates the card, creature effect or attack it responds to (rule 18.27).",
  );


const NEGATE_ONLY_IN_LIGHTNING = `"negate" works only in a Lightning magic's effects: it negates the card, creature effect or attack that magic answers (rule 6.5.3, rule 18.27)`;

function triggeredActionMessage(issue: v.VariantIssue): string {
  const kind: unknown = issue.path?.[0]?.key === "kind" ? issue.input : undefined;
  return kind === "negate" ? `A triggered effect answers nothing, so it cannot negate: ${NEGATE_ONLY_IN_LIGHTNING}.` : issue.message;
}

/**
 * Schema of an action of a triggered effect: every {@link Action} but `negate`, which only a
 * Lightning magic answering a chain entry runs. Used by the card schemas and
 * `cardSchemaDefinitions`.
 *
 * @internal
 */
export const triggeredActionSchema = described(v.variant("kind", effectActionSchemas, triggeredActionMessage), "A one-shot action of a triggered effect (any action but negate).");

/**
 * Schema of an {@link Action}: one a triggered effect may run, or `negate`. Used by the card
 * schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const actionSchema = described(v.variant("kind", [triggeredActionSchema, negateSchema]), "A one-shot action.");

/**
 * The triggers whose effects run in a battle: a creature's "hits" and "targeted-in-battle"
 * effects. Only there does `battle-opponent`, the creature it battles, name a creature (rule
 * 10.1); `parseCard` refuses it anywhere else (card-rules.ts), and so does the JSON Schema.
 *
 * @internal
 */
export const BATTLE_TRIGGERS: readonly string[] = /* @__PURE__ */ Object.freeze(["hits", "targeted-in-battle"]);

/** The JSON Schema form of the rules on a triggered effect's actions that card-rules.ts checks. */
const TRIGGERED_JSON = [
  {
    description: 'Only a "hits" or "targeted-in-battle" effect runs in a battle (rule 10.1): in any other, no action targets "battle-opponent".',
    if: { properties: { on: { properties: { kind: { not: { enum: BATTLE_TRIGGERS } } }, required: ["kind"] } }, required: ["on"] },
    then: { properties: { actions: { items: { not: { properties: { target: { const: "battle-opponent" } }, required: ["target"] } } } } },
  },
  {
    description: "A triggered effect runs while its player has a primary creature (rule 7.2.1): a summon in it as primary is anchored, so that it can come as a Limited Summon (rule 18.19).",
    properties: { actions: { items: { not: { properties: { kind: { const: "summon" }, as: { const: "primary" }, anchored: { const: false } }, required: ["kind", "as", "anchored"] } } } },
  },
];

const triggeredSchema = v.pipe(
  v.strictObject({
    kind: described(v.literal("triggered"), "A triggered effect."),
    on: creatureTriggerSchema,
    actions: described(v.pipe(v.array(triggeredActionSchema), v.minLength(1)), "What happens, in order."),
  }),
  v.description("When the trigger happens, the actions run."),
  // The JSON Schema's words for the checks parseCard makes (card-rules.ts).
  v.metadata({ allOf: TRIGGERED_JSON }),
);

/**
 * Schema of an {@link Effect} of a magic card. Which kinds a magic may hold also depends on its
 * type and sub-type: the card schema checks that (see `magicEffectRules`). Used by the card
 * schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const effectSchema = described(v.variant("kind", [abilitySchema, actionSchema, triggeredSchema]), "One effect of a magic card: an ability, an action or a triggered effect.");

const ACTION_KINDS: readonly unknown[] = [...effectActionSchemas.map((o) => o.entries.kind.literal), negateSchema.entries.kind.literal];

function creatureEffectMessage(issue: v.VariantIssue): string {
  const kind: unknown = issue.path?.[0]?.key === "kind" ? issue.input : undefined;
  if (ACTION_KINDS.includes(kind)) {
    return `A creature's "${String(kind)}" must say when it happens: put it in a triggered effect, such as { "kind": "triggered", "on": { "kind": "summoned" }, "actions": [...] } to run it when the creature is summoned (rule 14.2.1, rule 18.1).`;
  }
  return creatureAbilityMessage(issue);
}

/**
 * Schema of an effect of a creature card: a lasting ability of its own or a triggered effect.
 * A one-shot action must say when it runs, so it goes inside a triggered effect (`on` summoned,
 * hits, ...). Used by the card schemas and `cardSchemaDefinitions`.
 *
 * @internal
 */
export const creatureEffectSchema = described(
  v.variant("kind", [creatureAbilitySchema, triggeredSchema], creatureEffectMessage),
  "One effect of a creature card: a lasting ability, or a triggered effect whose actions run when its event happens.",
);

// Compile-time checks: the trigger schemas produce exactly the trigger types.
const _creatureTriggerOutput: (t: v.InferOutput<typeof creatureTriggerSchema>) => CreatureTrigger = (t) => t;
const _creatureTriggerInput: (t: CreatureTrigger) => v.InferOutput<typeof creatureTriggerSchema> = (t) => t;
const _triggerOutput: (t: v.InferOutput<typeof triggerSchema>) => Trigger = (t) => t;
const _triggerInput: (t: Trigger) => v.InferOutput<typeof triggerSchema> = (t) => t;
