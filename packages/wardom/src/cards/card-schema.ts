/**
 * The runtime schema (valibot) of the Wardom card format described by the types in `cards.ts`.
 * `scripts/generate-json-schema.ts` writes the JSON Schemas in `card-json-schema.generated.ts`
 * from these schemas, descriptions included; after a change here run
 * `pnpm --filter @rulesmith/wardom schema` (the build and test/cards.test.ts fail until then).
 */
import * as v from "valibot";
import { RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS } from "@rulesmith/core";
import type { Card, CardAbility, CardFilter, CardSet, Choice, Condition, Effect, StatusGrant, Timing } from "./cards.js";
import { CARD_TYPES, CURRENCIES, PLAIN_STATUS_NAMES, STATUS_NAMES, ZONES } from "./vocabulary.js";
import { CHOICE_ZONES, PICK_REASONS, PICK_ZONES, anyReason, type ChoiceKind, type ChoiceZone, type PickZone } from "./pick-zones.js";

/**
 * The largest number card data may hold, and the most negative a stat change may be: far
 * beyond any printed card, small enough that sums of them stay exact and finite.
 */
const MAX_CARD_NUMBER = 10_000;

const int = (text: string) => v.pipe(v.number(), v.integer(), v.minValue(-MAX_CARD_NUMBER), v.maxValue(MAX_CARD_NUMBER), v.description(text));
const nat = (text: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CARD_NUMBER), v.description(text));
const pos = (text: string) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CARD_NUMBER), v.description(text));
const text = (description: string) => v.pipe(v.string(), v.minLength(1), v.description(description));
const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));

const zone = described(v.picklist(ZONES), "A zone: deck, hand, combat, support, coin (Wager/Coin Zone), action, side, field, treasury, void or forbidden.");
const zoneList = described(v.pipe(v.array(zone), v.minLength(1)), "One or more zones.");
const statusName = described(v.picklist(STATUS_NAMES), "One of the 18 statuses.");
const side = described(v.picklist(["you", "opponent", "any"]), "Whose cards: yours, the opponent's, or either.");
const playerRef = described(v.picklist(["you", "opponent", "each"]), "Which player is affected.");
const duration = described(
  v.picklist(["this-battle", "this-round", "next-round", "permanent"]),
  "How long the change lasts: this battle, to the end of this round, to the end of the next round, or permanently.",
);

/**
 * Schema of a {@link StatusGrant}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { StatusGrantSchema } from "@rulesmith/wardom";
 * v.is(StatusGrantSchema, { status: "weaken", x: 2 }); // true
 * ```
 */
export const StatusGrantSchema: v.GenericSchema<unknown, StatusGrant> = described(
  v.variant("status", [
    described(v.strictObject({ status: described(v.picklist(PLAIN_STATUS_NAMES), "A status without a number.") }), "A status without a number."),
    described(
      v.strictObject({ status: described(v.literal("weaken"), "Weaken(X): loses X Combat at each End Stage."), x: pos("X, the Combat lost at each End Stage.") }),
      "Weaken(X).",
    ),
    described(
      v.strictObject({ status: described(v.literal("poison"), "Poison(X): loses X Support at each End Stage."), x: pos("X, the Support lost at each End Stage.") }),
      "Poison(X).",
    ),
    described(
      v.strictObject({
        status: described(v.literal("tenacity"), "Tenacity(X): withstands battle destruction by a Combat of X or lower."),
        x: nat("X, the highest Combat this Unit withstands."),
      }),
      "Tenacity(X).",
    ),
    described(
      v.strictObject({
        status: described(v.literal("comeback"), "Comeback(X/Y): comes back from the void as an X/Y Unit after being destroyed."),
        combat: nat("X, the Combat it comes back with."),
        support: nat("Y, the Support it comes back with."),
      }),
      "Comeback(X/Y).",
    ),
  ]),
  "A status as printed or granted; numbered statuses carry their numbers.",
);

/**
 * Schema of a {@link CardFilter}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { CardFilterSchema } from "@rulesmith/wardom";
 * v.is(CardFilterSchema, { types: ["unit"], maxLevel: 2 }); // true
 * ```
 */
export const CardFilterSchema: v.GenericSchema<unknown, CardFilter> = described(
  v.strictObject({
    types: v.exactOptional(described(v.pipe(v.array(v.picklist(CARD_TYPES)), v.minLength(1)), "Card types that match.")),
    name: v.exactOptional(text("The exact card name that matches.")),
    element: v.exactOptional(text("The Unit element that matches.")),
    unitType: v.exactOptional(text("A Unit type the card must have.")),
    status: v.exactOptional(statusName),
    maxLevel: v.exactOptional(nat("The highest Unit level that matches.")),
    maxCost: v.exactOptional(nat("The highest printed cost that matches.")),
  }),
  "Which cards match; every field narrows the match.",
);
// Every field of a filter is optional, and valibot takes a list for an object with no fields
// given: a filter written as [] is refused here, as the JSON Schema's "type": "object" refuses it.
/** @internal A filter as a card gives it: {@link CardFilterSchema}, and not a list (the JSON Schema generator writes it as that definition). */
export const filterObject: v.GenericSchema<unknown, CardFilter> = v.pipe(
  v.unknown(),
  v.check((x) => !Array.isArray(x), "A filter is an object, not a list."),
  CardFilterSchema,
);

const filter = v.exactOptional(filterObject);

/**
 * The schema of a choice that picks from `zones`: any other zone is refused with the sentence
 * `why` (pick-zones.ts), so the JSON Schema lists the zones too.
 */
function choiceFrom<const Z extends readonly PickZone[]>(zones: Z, why: string, zonesText: string): v.GenericSchema<unknown, Choice<Z[number]>> {
  return described(
    v.strictObject({
      mode: described(v.picklist(["target", "select"]), "\"target\" when the text says target (Stealth stops it); \"select\" when it selects or chooses."),
      count: pos("How many cards are picked."),
      upTo: v.exactOptional(described(v.boolean(), "True when fewer cards may be picked (\"up to\").")),
      side: side,
      zones: described(v.pipe(v.array(described(v.picklist(zones, why), `A zone: ${zones.join(", ")}.`)), v.minLength(1)), zonesText),
      filter,
    }),
    "How an effect picks cards: by targeting or by selecting.",
  );
}

/**
 * Schema of a {@link Choice}: any zone but the deck. Each effect kind's own choice picks from the
 * zones {@link CHOICE_ZONES} gives it, fewer for most kinds, and its effect's schema says so.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { ChoiceSchema } from "@rulesmith/wardom";
 * v.is(ChoiceSchema, { mode: "select", count: 1, side: "any", zones: ["combat"] }); // true
 * v.is(ChoiceSchema, { mode: "select", count: 1, side: "you", zones: ["deck"] });   // false — a search takes cards from a deck
 * ```
 */
export const ChoiceSchema: v.GenericSchema<unknown, Choice> = choiceFrom(PICK_ZONES, anyReason("an effect"), "One or more zones the cards may be in: any zone but the deck (a hand is only ever the controller's own).");

/** The schema of the choice of an effect kind: the zones {@link CHOICE_ZONES} gives it. */
function kindChoice<K extends ChoiceKind>(kind: K, zonesText: string): v.GenericSchema<unknown, Choice<ChoiceZone<K>>> {
  return choiceFrom(CHOICE_ZONES[kind], PICK_REASONS[kind].why, zonesText);
}

/** The choice of the effects that change a Unit's stats or statuses: one schema, `$defs/UnitChoice`. */
const unitChoice = kindChoice("cleanse", "Where the Units may be: the line or the Side Zone, where a Unit keeps what an effect gives it.");
const destroyChoice = kindChoice("destroy", "Where the destroyed cards may be: the field, the cards in play (D-KW.Destroy-1).");
const forbidChoice = kindChoice("forbid", "Where the forbidden cards may be: any zone but the deck and the Forbidden Zone (D-KW.Forbid-1).");
const returnChoice = kindChoice("return-to-hand", "Where the returned cards may be: any zone but the deck and a hand.");
const setChoice = kindChoice("set", "Where the set cards may be: the line, or a face-up Cycle Action's slot (D-KW.Set-1..3).");
const flipChoice = kindChoice("flip", "Where the set Units flipped may be: the line (D-KW.Set-2).");

/**
 * Schema of a {@link Condition}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { ConditionSchema } from "@rulesmith/wardom";
 * v.is(ConditionSchema, { kind: "round-at-least", round: 3 }); // true
 * ```
 */
export const ConditionSchema: v.GenericSchema<unknown, Condition> = described(
  v.variant("kind", [
    described(
      v.strictObject({
        kind: v.literal("resolve-at-most"),
        player: described(v.picklist(["you", "opponent"]), "Whose resolve."),
        amount: nat("The highest resolve that meets the condition."),
      }),
      "A player's resolve is at most an amount.",
    ),
    described(
      v.strictObject({
        kind: v.literal("resolve-at-least"),
        player: described(v.picklist(["you", "opponent"]), "Whose resolve."),
        amount: nat("The lowest resolve that meets the condition."),
      }),
      "A player's resolve is at least an amount.",
    ),
    described(
      v.strictObject({ kind: v.literal("controls"), side, atLeast: pos("How many matching cards must be on the line."), filter }),
      "A side controls at least some matching cards on its line.",
    ),
    described(
      v.strictObject({ kind: v.literal("cards-in-zone"), side, zone, atLeast: pos("How many matching cards the zone must hold."), filter }),
      "A zone holds at least some matching cards.",
    ),
    described(
      v.strictObject({ kind: v.literal("last-battle"), result: described(v.picklist(["won", "lost", "tie"]), "The result of your last battle.") }),
      "Your last battle had this result.",
    ),
    described(v.strictObject({ kind: v.literal("round-at-least"), round: pos("The earliest round.") }), "The round number is at least this."),
  ]),
  "A condition that must hold.",
);

/**
 * Schema of an {@link Effect}: the effect vocabulary.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { EffectSchema } from "@rulesmith/wardom";
 * v.is(EffectSchema, { kind: "burn", player: "opponent", count: 2 }); // true
 * ```
 */
export const EffectSchema: v.GenericSchema<unknown, Effect> = described(
  v.variant("kind", [
    described(v.strictObject({ kind: v.literal("resolve-damage"), player: playerRef, amount: pos("Resolve lost.") }), "Deal resolve damage."),
    described(v.strictObject({ kind: v.literal("gain-resolve"), player: playerRef, amount: pos("Resolve gained.") }), "Gain resolve."),
    described(v.strictObject({ kind: v.literal("gain-energy"), amount: pos("Energy gained, never above the maximum.") }), "Gain energy."),
    described(v.strictObject({ kind: v.literal("draw"), player: playerRef, count: pos("Cards drawn.") }), "Draw cards."),
    described(
      v.strictObject({
        kind: v.literal("modify-stats"),
        choice: unitChoice,
        combat: int("Combat added (negative to remove)."),
        support: int("Support added (negative to remove)."),
        duration,
      }),
      "Add to or take from Combat and Support.",
    ),
    described(v.strictObject({ kind: v.literal("swap-stats"), choice: unitChoice, duration }), "Swap a Unit's Combat and Support."),
    described(
      v.strictObject({ kind: v.literal("add-status"), choice: unitChoice, status: StatusGrantSchema, duration }),
      "Give a status (Frozen and Pure Units refuse it).",
    ),
    described(v.strictObject({ kind: v.literal("remove-status"), choice: unitChoice, status: statusName }), "Remove a status."),
    described(v.strictObject({ kind: v.literal("cleanse"), choice: unitChoice }), "Cleanse: remove all statuses and added stat changes."),
    described(v.strictObject({ kind: v.literal("destroy"), choice: destroyChoice }), "Destroy: send from the field to the owner's void unless protected or replaced."),
    described(v.strictObject({ kind: v.literal("forbid"), choice: forbidChoice }), "Forbid: move to the Forbidden Zone."),
    described(v.strictObject({ kind: v.literal("return-to-hand"), choice: returnChoice }), "Return to its owner's hand."),
    described(v.strictObject({ kind: v.literal("set"), choice: setChoice }), "Set: turn face-down."),
    described(v.strictObject({ kind: v.literal("flip"), choice: flipChoice }), "Flip: turn a set Unit face-up."),
    described(v.strictObject({ kind: v.literal("coin"), choice: ChoiceSchema }), "Coin: move into your Treasury, worth its printed cost."),
    described(
      v.strictObject({
        kind: v.literal("recruit"),
        from: zoneList,
        filter,
        position: described(v.picklist(["combat", "support", "any"]), "Where the Unit goes."),
        faceDown: described(v.boolean(), "True to recruit it set (face-down)."),
        free: described(v.boolean(), "True when its cost is not paid."),
      }),
      "Recruit a Unit.",
    ),
    described(
      v.strictObject({
        kind: v.literal("additional-recruit"),
        position: described(v.picklist(["combat", "support"]), "The position that may hold more Units."),
        count: pos("How many Units beyond the normal single Unit."),
      }),
      "Additional Recruit: allow more than one Unit in a position.",
    ),
    described(
      v.strictObject({ kind: v.literal("search"), zone, filter, count: pos("Cards taken."), to: zone }),
      "Search a zone for matching cards and move them (a searched deck is shuffled).",
    ),
    described(
      v.strictObject({
        kind: v.literal("seek"),
        count: pos("X, the cards revealed from the top of the deck."),
        filter,
        take: pos("Matching cards used at most."),
        to: zone,
        rest: described(v.picklist(["top", "bottom", "void"]), "Where the other revealed cards go, in revealed order."),
      }),
      "Seek X.",
    ),
    described(v.strictObject({ kind: v.literal("burn"), player: playerRef, count: pos("X, cards sent from the top of the deck to the void.") }), "Burn X."),
    described(
      v.strictObject({ kind: v.literal("pitch"), player: playerRef, filter, count: pos("Cards sent from the deck to the void.") }),
      "Pitch: send a named card from the deck to the void.",
    ),
    described(v.strictObject({ kind: v.literal("recover"), filter, count: pos("Cards moved from your void to your hand.") }), "Recover."),
  ]),
  "One thing an effect does.",
);

/**
 * Schema of a {@link Timing}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { TimingSchema } from "@rulesmith/wardom";
 * v.is(TimingSchema, { kind: "continuous" }); // true
 * ```
 */
export const TimingSchema: v.GenericSchema<unknown, Timing> = described(
  v.variant("kind", [
    described(v.strictObject({ kind: v.literal("activated") }), "Activated by its controller (normally in their Main Stage)."),
    described(v.strictObject({ kind: v.literal("continuous") }), "Applies all the time while in its zone."),
    described(
      v.strictObject({
        kind: v.literal("triggered"),
        event: described(
          v.picklist([
            "recruited",
            "placed",
            "flipped",
            "destroyed",
            "start-stage",
            "resource-stage",
            "start-of-battle",
            "battle-won",
            "battle-lost",
            "end-stage",
            "coined",
          ]),
          "The event that triggers it.",
        ),
      }),
      "Triggered by an event.",
    ),
  ]),
  "When the ability works.",
);

const currencies = described(v.pipe(v.array(v.picklist(CURRENCIES)), v.minLength(1)), "What the cost may be paid with.");

/**
 * Schema of a {@link CardAbility}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { CardAbilitySchema } from "@rulesmith/wardom";
 * v.is(CardAbilitySchema, { timing: { kind: "activated" }, effects: [{ kind: "draw", player: "you", count: 1 }] }); // true
 * ```
 */
export const CardAbilitySchema: v.GenericSchema<unknown, CardAbility> = described(
  v.strictObject({
    timing: TimingSchema,
    zone: v.exactOptional(described(v.picklist(ZONES), "The parenthetical zone label: where the card must be for this to work.")),
    cost: v.exactOptional(
      described(v.strictObject({ amount: nat("The amount."), payWith: currencies }), "A cost written before a colon, paid before the effect resolves."),
    ),
    optional: v.exactOptional(described(v.boolean(), "True for \"you can\" effects, which may be declined.")),
    swift: v.exactOptional(described(v.boolean(), "True for Swift: it can join a response sequence.")),
    rule: v.exactOptional(described(v.boolean(), "True for Field text marked Rule: it affects both players.")),
    perRound: v.exactOptional(pos("How many times per round it can be used.")),
    condition: v.exactOptional(ConditionSchema),
    effects: described(v.pipe(v.array(EffectSchema), v.minLength(1)), "What it does, in order."),
    text: v.exactOptional(text("The printed wording.")),
  }),
  "One printed ability.",
);

/** @internal What an id is made of, in words: in the schema's message for a bad id and in `parseCard`'s sentence. */
export const ID_WORDS = 'lower-case letters, digits and dashes, starting with a letter or digit, such as "ember-squire"';

const base = {
  id: described(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9-]*$/, `An id is ${ID_WORDS}.`),
      v.notValues(RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS),
    ),
    "A stable id: lowercase letters, digits and dashes.",
  ),
  name: text("The printed name; copies are counted by name."),
  cost: nat("The printed numerical cost: what it costs, and its coin value when coined (a Treasure's coin value)."),
  illustrative: described(v.boolean(), "True when the data was invented for illustration rather than printed."),
  text: v.exactOptional(text("The printed rules text.")),
  abilities: v.exactOptional(described(v.array(CardAbilitySchema), "The printed abilities."), []),
};

const statuses = described(v.array(StatusGrantSchema), "Statuses.");

/**
 * Schema of a {@link Card}: a variant on `type`. Every number in a card is a whole number of
 * at most 10,000 (a stat change at least -10,000), far beyond any printed card.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { CardSchema } from "@rulesmith/wardom";
 * v.is(CardSchema, { type: "field", id: "f", name: "F", cost: 2, illustrative: true, upkeep: 1 }); // true
 * ```
 */
export const CardSchema: v.GenericSchema<unknown, Card> = described(
  v.variant("type", [
    described(
      v.strictObject({
        type: v.literal("unit"),
        ...base,
        combat: nat("Printed Combat."),
        support: nat("Printed Support."),
        level: nat("Level."),
        element: text("Element."),
        unitTypes: v.exactOptional(described(v.array(text("A type.")), "Types, such as Human or Dragon."), []),
        statuses: v.exactOptional(statuses, []),
        trueRecruit: v.exactOptional(
          described(
            v.strictObject({
              requirements: v.exactOptional(described(v.array(ConditionSchema), "Checked before any card moves."), []),
              steps: described(
                v.pipe(
                  v.array(
                    described(
                      v.strictObject({ count: pos("How many cards."), from: zone, to: zone, filter }),
                      "Move matching cards of yours from one zone to another.",
                    ),
                  ),
                  v.minLength(1),
                ),
                "The written procedure, paid in order.",
              ),
            }),
            "The True Recruit procedure; energy and Treasury cannot replace it.",
          ),
        ),
      }),
      "A Unit.",
    ),
    described(
      v.strictObject({ type: described(v.picklist(["ability", "bolt", "cycle"]), "Ability, Bolt or Cycle Action."), ...base }),
      "An Ability, Bolt or Cycle Action.",
    ),
    described(v.strictObject({ type: v.literal("danger"), ...base, condition: ConditionSchema, payWith: currencies }), "A Danger Action."),
    described(
      v.strictObject({
        type: v.literal("equip"),
        ...base,
        grants: described(
          v.strictObject({ combat: int("Combat added while attached."), support: int("Support added while attached."), statuses: v.exactOptional(statuses, []) }),
          "What it grants while attached.",
        ),
        equipTo: filter,
      }),
      "An Equip Action.",
    ),
    described(v.strictObject({ type: v.literal("field"), ...base, upkeep: nat("Upkeep paid in each Resource Stage, or the Field goes to the void.") }), "A Field."),
    described(v.strictObject({ type: v.literal("treasure"), ...base, requirement: ConditionSchema }), "A Treasure; its cost is the coin value gained."),
  ]),
  "A Wardom card.",
);

/**
 * Schema of a {@link CardSet}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { CardSetSchema } from "@rulesmith/wardom";
 * v.is(CardSetSchema, { name: "Empty", cards: [] }); // true
 * ```
 */
export const CardSetSchema: v.GenericSchema<unknown, CardSet> = described(
  v.strictObject({
    $schema: described(v.optional(v.string()), "Where an editor finds this file's JSON Schema, such as ./wardom-cards.schema.json (cardSetJsonSchema saved to a file); the parser ignores it."),
    name: text("The set's name."),
    cards: described(v.array(CardSchema), "The cards."),
  }),
  "A named set of Wardom cards.",
);

/**
 * The named parts of the card schema that the JSON Schemas put under `$defs` (so that they
 * are written once and referenced with `$ref`).
 *
 * @example
 * ```ts
 * import { toJsonSchema } from "@valibot/to-json-schema";
 * import { CardSchema, cardSchemaDefinitions } from "@rulesmith/wardom";
 * const schema = toJsonSchema(CardSchema, { definitions: cardSchemaDefinitions, typeMode: "output" });
 * ```
 */
export const cardSchemaDefinitions: {
  /** {@link StatusGrantSchema}, written once as `$defs/StatusGrant`. */
  readonly StatusGrant: v.GenericSchema<unknown, StatusGrant>;
  /** {@link CardFilterSchema}, written once as `$defs/CardFilter`. */
  readonly CardFilter: v.GenericSchema<unknown, CardFilter>;
  /** {@link ChoiceSchema}, written once as `$defs/Choice`. */
  readonly Choice: v.GenericSchema<unknown, Choice>;
  /** The choice of `modify-stats`, `swap-stats`, `add-status`, `remove-status` and `cleanse` (`CHOICE_ZONES`), written once as `$defs/UnitChoice`. */
  readonly UnitChoice: v.GenericSchema<unknown, Choice<ChoiceZone<"cleanse">>>;
  /** The choice of `destroy`, written once as `$defs/DestroyChoice`. */
  readonly DestroyChoice: v.GenericSchema<unknown, Choice<ChoiceZone<"destroy">>>;
  /** The choice of `forbid`, written once as `$defs/ForbidChoice`. */
  readonly ForbidChoice: v.GenericSchema<unknown, Choice<ChoiceZone<"forbid">>>;
  /** The choice of `return-to-hand`, written once as `$defs/ReturnChoice`. */
  readonly ReturnChoice: v.GenericSchema<unknown, Choice<ChoiceZone<"return-to-hand">>>;
  /** The choice of `set`, written once as `$defs/SetChoice`. */
  readonly SetChoice: v.GenericSchema<unknown, Choice<ChoiceZone<"set">>>;
  /** The choice of `flip`, written once as `$defs/FlipChoice`. */
  readonly FlipChoice: v.GenericSchema<unknown, Choice<ChoiceZone<"flip">>>;
  /** {@link ConditionSchema}, written once as `$defs/Condition`. */
  readonly Condition: v.GenericSchema<unknown, Condition>;
  /** {@link EffectSchema}, written once as `$defs/Effect`. */
  readonly Effect: v.GenericSchema<unknown, Effect>;
  /** {@link TimingSchema}, written once as `$defs/Timing`. */
  readonly Timing: v.GenericSchema<unknown, Timing>;
  /** {@link CardAbilitySchema}, written once as `$defs/CardAbility`. */
  readonly CardAbility: v.GenericSchema<unknown, CardAbility>;
} = /* @__PURE__ */ Object.freeze({
  StatusGrant: StatusGrantSchema,
  CardFilter: CardFilterSchema,
  Choice: ChoiceSchema,
  UnitChoice: unitChoice,
  DestroyChoice: destroyChoice,
  ForbidChoice: forbidChoice,
  ReturnChoice: returnChoice,
  SetChoice: setChoice,
  FlipChoice: flipChoice,
  Condition: ConditionSchema,
  Effect: EffectSchema,
  Timing: TimingSchema,
  CardAbility: CardAbilitySchema,
});
