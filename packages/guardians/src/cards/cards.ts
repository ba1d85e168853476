import * as v from "valibot";
import { clipMessage, dataPathText, RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS, err, issueSentence, ok, cardDataSummary, ruleError, schemaFieldNames, screenData, thrownText, type Result, type RuleError } from "@rulesmith/core";
import { CREATURE_CLASSES, DAMAGE_TYPES, type CreatureClass, type DamageType } from "./elements.js";
import {
  abilitySchema,
  attackEffectSchema,
  barrierEffectSchema,
  guardianAbilitySchema,
  questRequirementSchema,
  rewardEffectSchema,
  type Ability,
  type Effect,
  type QuestRequirement,
} from "./effects.js";

/**
 * Fields every card has. Cards with the same `name` are the same card for copy limits
 * (G-CARD-1); `id` tells printings apart. `illustrative: true` marks invented sample data.
 *
 * @example
 * ```ts
 * import type { CardCommon } from "@rulesmith/guardians";
 * const c: CardCommon = { id: "ember-imp", name: "Ember Imp", illustrative: true };
 * ```
 */
export interface CardCommon {
  /** Unique id of this printing in its card set: lower-case words joined by hyphens, such as `"ember-imp"`; decks list cards by it. */
  readonly id: string;
  /** Card name, at least one character; cards with the same name are the same card for copy limits (G-CARD-1, G-AMB-43). */
  readonly name: string;
  /** `true` for invented sample data that the rule text does not print; absent for real cards. */
  readonly illustrative?: boolean;
  /** The printed text-box wording, for people only: the rules act on the structured fields, never on this (G-CARD-2). */
  readonly text?: string;
}

/**
 * A Guardian: the leader of the party. No ATK, level or Retreat Cost (G-GUARD-4, G-GUARD-7).
 *
 * Implements G-GUARD-1..7, G-MAT-2.
 *
 * @example
 * ```ts
 * import type { GuardianCard } from "@rulesmith/guardians";
 * const g: GuardianCard = { kind: "guardian", id: "g", name: "G", damageType: "fire", class: "mage", hp: 30, abilities: [] };
 * ```
 */
export interface GuardianCard extends CardCommon {
  /** `"guardian"`: the party leader, one per deck, starting in the Guardian slot (G-GUARD-1, G-MAT-2). */
  readonly kind: "guardian";
  /** Damage Type shown by the card's colour (G-GUARD-2); Type Damage of an Attack Card is added when it matches (G-ATKC-3, G-AMB-12). */
  readonly damageType: DamageType;
  /** Class (G-GUARD-3, G-CLASS-1); no rule reads it, card effects may. */
  readonly class: CreatureClass;
  /** Printed health, a whole number ≥ 1: when its damage reaches this, its player is out (G-GUARD-5, G-WIN-3). */
  readonly hp: number;
  /** Abilities in its text box, in printed order (G-GUARD-6). */
  readonly abilities: readonly Ability[];
}

/**
 * A Minion: a basic creature with a level (stars), ATK, HP and Retreat Cost.
 *
 * Implements G-MIN-1..10.
 *
 * @example
 * ```ts
 * import type { MinionCard } from "@rulesmith/guardians";
 * const m: MinionCard = { kind: "minion", id: "m", name: "M", level: 1, damageType: "melee", class: "warrior", atk: 2, hp: 3, retreatCost: 1, abilities: [] };
 * ```
 */
export interface MinionCard extends CardCommon {
  /** `"minion"`: a basic creature, Placed from hand onto one of the five creature slots (G-MIN-1, G-TERM-1). */
  readonly kind: "minion";
  /** Level in stars, a whole number ≥ 1; a level-n Minion needs n − 1 Minions sent to the Discard Pile to be Placed (G-MIN-2..5, G-AMB-1). */
  readonly level: number;
  /** Damage Type (G-MIN-6); decides the catches it causes and whether it can reach a flier (G-CATCH-1, G-FLY-1). */
  readonly damageType: DamageType;
  /** Class (G-MIN-7, G-CLASS-1); no rule reads it, card effects may. */
  readonly class: CreatureClass;
  /** Printed ATK, a whole number ≥ 0: the damage it deals in battle (G-MIN-8). */
  readonly atk: number;
  /** Printed health, a whole number ≥ 1: damage at or above it destroys the Minion (G-MIN-9). */
  readonly hp: number;
  /** Retreat Cost, a whole number ≥ 0: cards milled from the top of the main deck to retreat it (G-MIN-10, G-RET-1). */
  readonly retreatCost: number;
  /** Abilities in its text box, in printed order. */
  readonly abilities: readonly Ability[];
}

/**
 * A King: one rank above Minions; Sneaked by sending `sneakMinions` Minions of its own level.
 *
 * Implements G-KING-1..7.
 *
 * @example
 * ```ts
 * import type { KingCard } from "@rulesmith/guardians";
 * const k: KingCard = { kind: "king", id: "k", name: "K", level: 2, sneakMinions: 2, damageType: "holy", class: "paladin", atk: 5, hp: 7, retreatCost: 2, abilities: [] };
 * ```
 */
export interface KingCard extends CardCommon {
  /** `"king"`: a creature one rank above Minions, Sneaked rather than Placed (G-KING-1, G-KING-7). */
  readonly kind: "king";
  /** Level in stars, a whole number ≥ 1; the Minions sent to Sneak it must be of this level (G-KING-2, G-KING-3). */
  readonly level: number;
  /** How many Minions of the King's level are sent to the Discard Pile to Sneak it, a whole number ≥ 0 (G-KING-3, G-KING-4). */
  readonly sneakMinions: number;
  /** Damage Type (G-KING-5); decides the catches it causes and whether it can reach a flier (G-CATCH-1, G-FLY-1). */
  readonly damageType: DamageType;
  /** Class (G-KING-5, G-CLASS-1); no rule reads it, card effects may. */
  readonly class: CreatureClass;
  /** Printed ATK, a whole number ≥ 0: the damage it deals in battle (G-KING-5). */
  readonly atk: number;
  /** Printed health, a whole number ≥ 1: damage at or above it destroys the King (G-KING-6). */
  readonly hp: number;
  /** Retreat Cost, a whole number ≥ 0: cards milled from the top of the main deck to retreat it (G-KING-5, G-RET-1). */
  readonly retreatCost: number;
  /** Abilities in its text box, in printed order (G-KING-5). */
  readonly abilities: readonly Ability[];
}

/**
 * The Type Damage line of an Attack Card: extra damage for a Damage Type (G-ATKC-3).
 *
 * @example
 * ```ts
 * import type { TypeDamage } from "@rulesmith/guardians";
 * const t: TypeDamage = { damageType: "fire", amount: 3 };
 * ```
 */
export interface TypeDamage {
  /** The Damage Type named on the card; the bonus applies when the attacking Guardian has it (G-AMB-12, option `typeDamage`). */
  readonly damageType: DamageType;
  /** Extra damage added to the Base Damage, a whole number ≥ 0. */
  readonly amount: number;
}

/**
 * An Attack Card, drawn in a Guardian battle: Base Damage, an optional Type Damage line, effects.
 *
 * Implements G-ATKC-1..4, G-MAT-5.
 *
 * @example
 * ```ts
 * import type { AttackCard } from "@rulesmith/guardians";
 * const a: AttackCard = { kind: "attack", id: "a", name: "A", baseDamage: 3, typeDamage: { damageType: "fire", amount: 2 }, effects: [] };
 * ```
 */
export interface AttackCard extends CardCommon {
  /** `"attack"`: a card of the Attack Deck, drawn three at a time in a Guardian battle (G-MAT-5, G-GBTL-1). */
  readonly kind: "attack";
  /** Base Damage, a whole number ≥ 0, dealt whatever the Guardian's Damage Type (G-ATKC-2). */
  readonly baseDamage: number;
  /** The Type Damage line, if the card has one (G-ATKC-3). */
  readonly typeDamage?: TypeDamage;
  /** Further effects of its text box, run in order after the damage when the card is chosen (G-ATKC-4). */
  readonly effects: readonly Effect[];
}

/**
 * A Quest: a requirement checked at each of your End Phases, a reward, and a Turn Count.
 *
 * Implements G-QUEST-1..4.
 *
 * @example
 * ```ts
 * import type { QuestCard } from "@rulesmith/guardians";
 * const q: QuestCard = { kind: "quest", id: "q", name: "Q", turnCount: 3, requirement: { kind: "defeated-this-turn", count: 1 }, reward: [{ kind: "draw", count: 1 }] };
 * ```
 */
export interface QuestCard extends CardCommon {
  /** `"quest"`: a face-up goal Placed into the Quest and Barrier row (G-QUEST-1, G-QUEST-5, G-MAT-6). */
  readonly kind: "quest";
  /** Turn Count, a whole number ≥ 1: how many of its owner's turns it stays active before going to the Discard Pile (G-QUEST-4; whether the turn it is Placed counts: G-AMB-36). */
  readonly turnCount: number;
  /** What must hold at its owner's End Phase for the reward (G-QUEST-3). */
  readonly requirement: QuestRequirement;
  /** Effects run, in order, at each of its owner's End Phases where the requirement is met (G-QUEST-2, G-AMB-37). */
  readonly reward: readonly Effect[];
}

/**
 * A Barrier: a defence with HP; while one stands, creatures cannot be attacked (G-COC-2).
 *
 * Implements G-BAR-1, G-BAR-2.
 *
 * @example
 * ```ts
 * import type { BarrierCard } from "@rulesmith/guardians";
 * const b: BarrierCard = { kind: "barrier", id: "b", name: "B", hp: 6, effects: [] };
 * ```
 */
export interface BarrierCard extends CardCommon {
  /** `"barrier"`: a defence Placed into the Quest and Barrier row; while one stands, its owner's creatures cannot be attacked (G-MAT-6, G-COC-2, G-AMB-7). */
  readonly kind: "barrier";
  /** Printed health, a whole number ≥ 1: damage at or above it destroys the Barrier (G-BAR-2). */
  readonly hp: number;
  /**
   * Effects in force while it stands (G-BAR-1): standing effects only ({@link barrierEffectSchema}),
   * a `prevent-damage` shield on the attacks on its controller's side and `modify-atk` changes
   * to the ATK of its targets, read whenever the engine needs them.
   */
  readonly effects: readonly Effect[];
}

/**
 * Any card, tagged by `kind`.
 *
 * @example
 * ```ts
 * import type { Card } from "@rulesmith/guardians";
 * function isCreature(c: Card) { return c.kind === "minion" || c.kind === "king"; }
 * ```
 */
export type Card = GuardianCard | MinionCard | KingCard | AttackCard | QuestCard | BarrierCard;

/**
 * A card's kind.
 *
 * @example
 * ```ts
 * import type { CardKind } from "@rulesmith/guardians";
 * const k: CardKind = "barrier";
 * ```
 */
export type CardKind = Card["kind"];

/**
 * A named list of cards, as loaded from a card file.
 *
 * @example
 * ```ts
 * import type { CardSet } from "@rulesmith/guardians";
 * const s: CardSet = { name: "empty", cards: [] };
 * ```
 */
export interface CardSet {
  /** Name of the set, non-empty, for people and error messages. */
  readonly name: string;
  /** The cards, in file order; their ids are unique within the set. */
  readonly cards: readonly Card[];
}

const id = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "An id is lower-case letters and digits joined by single hyphens."),
  v.notValues(RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS),
  v.description("Unique id of this printing: lower-case words joined by hyphens."),
);
const common = {
  id,
  name: v.pipe(v.string(), v.minLength(1), v.description("Card name; same name means same card (G-CARD-1).")),
  illustrative: v.exactOptional(v.pipe(v.boolean(), v.description("True for invented sample data the rules do not print."))),
  text: v.exactOptional(v.pipe(v.string(), v.description("Printed text box wording, for people."))),
};
const damageType = v.pipe(v.picklist(DAMAGE_TYPES), v.description("Damage Type (G-TYPE-1)."));
const creatureClass = v.pipe(v.picklist(CREATURE_CLASSES), v.description("Class (G-CLASS-1)."));
/** The largest HP, ATK or damage a card may print: numbers stay small, so sums of them stay exact. */
const STAT_MAX = 999;
const hp = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(STAT_MAX), v.description("Printed HP: damage it can take."));
const atk = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(STAT_MAX), v.description("ATK: damage dealt in battle."));
const level = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99), v.description("Level: number of stars."));
const retreatCost = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99), v.description("Retreat Cost: cards milled from the deck to retreat."));
const abilities = v.pipe(v.array(abilitySchema), v.description("Abilities in the text box."));
const guardianAbilities = v.pipe(v.array(guardianAbilitySchema), v.description("Abilities in the text box."));

/**
 * The valibot schema of a {@link Card}. {@link cardJsonSchema} is its JSON Schema.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { cardSchema } from "@rulesmith/guardians";
 * v.is(cardSchema, { kind: "barrier", id: "b", name: "B", hp: 6, effects: [] }); // true
 * ```
 */
export const cardSchema: v.GenericSchema<unknown, Card> = v.pipe(
  v.variant("kind", [
    v.pipe(
      v.strictObject({ kind: v.literal("guardian"), ...common, damageType, class: creatureClass, hp, abilities: guardianAbilities }),
      v.description("A Guardian: the party leader; fights with Attack Cards."),
    ),
    v.pipe(
      v.strictObject({ kind: v.literal("minion"), ...common, level, damageType, class: creatureClass, atk, hp, retreatCost, abilities }),
      v.description("A Minion: a basic creature."),
    ),
    v.pipe(
      v.strictObject({
        kind: v.literal("king"),
        ...common,
        level,
        sneakMinions: v.pipe(
          v.number(),
          v.integer(),
          v.minValue(0),
          v.maxValue(99),
          v.description("How many Minions of the King's level are sent to the Discard Pile to Sneak it."),
        ),
        damageType,
        class: creatureClass,
        atk,
        hp,
        retreatCost,
        abilities,
      }),
      v.description("A King: a creature one rank above Minions, Sneaked not Placed."),
    ),
    v.pipe(
      v.strictObject({
        kind: v.literal("attack"),
        ...common,
        baseDamage: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(STAT_MAX), v.description("Base Damage, dealt whatever the Guardian's type.")),
        typeDamage: v.exactOptional(
          v.pipe(
            v.strictObject({
              damageType,
              amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(STAT_MAX), v.description("Extra damage for that type.")),
            }),
            v.description("Type Damage: extra damage for a Damage Type."),
          ),
        ),
        effects: v.pipe(v.array(attackEffectSchema), v.description("Further effects when used in a Guardian battle.")),
      }),
      v.description("An Attack Card, used by a Guardian in battle."),
    ),
    v.pipe(
      v.strictObject({
        kind: v.literal("quest"),
        ...common,
        turnCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99), v.description("Turn Count: how many of your turns it stays active.")),
        requirement: questRequirementSchema,
        reward: v.pipe(v.array(rewardEffectSchema), v.description("The reward gained at your End Phase when the requirement is met.")),
      }),
      v.description("A Quest: a goal checked at your End Phases."),
    ),
    v.pipe(
      v.strictObject({
        kind: v.literal("barrier"),
        ...common,
        hp,
        effects: v.pipe(v.array(barrierEffectSchema), v.description("Effects in force while the Barrier stands (standing effects only).")),
      }),
      v.description("A Barrier: a defence with HP that shields your creatures."),
    ),
  ]),
  v.description("A Guardians of the Elements card, tagged by kind."),
);

/**
 * The valibot schema of a {@link CardSet}, a card file `{ name, cards }`: a non-empty name and
 * a list of cards that each fit {@link cardSchema}, and no other key. {@link cardSetJsonSchema}
 * is its JSON Schema.
 *
 * @remarks
 * {@link parseCardSet} checks this schema and more: unique card ids, no `__proto__`,
 * `constructor` or `prototype` key anywhere, plain JSON only, and its size limits.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { cardSetSchema } from "@rulesmith/guardians";
 * v.is(cardSetSchema, { name: "Walls", cards: [{ kind: "barrier", id: "b", name: "B", hp: 6, effects: [] }] }); // true
 * v.is(cardSetSchema, { name: "", cards: [] }); // false — the name is empty
 * ```
 */
export const cardSetSchema: v.GenericSchema<unknown, CardSet> = v.pipe(
  v.strictObject({
    $schema: v.pipe(v.optional(v.string()), v.description("Where an editor finds this file's JSON Schema, such as ./guardians-cards.schema.json (cardSetJsonSchema saved to a file); the parser ignores it.")),
    name: v.pipe(v.string(), v.minLength(1), v.description("Name of the set, for people and error messages.")),
    cards: v.pipe(v.array(cardSchema), v.description("The cards, in file order; their ids must be unique within the set.")),
  }),
  v.description("A Guardians of the Elements card file: a named list of cards."),
);

/**
 * One problem found in card data: which card (`card`, a label, plus its index, id and name as
 * far as known), where (a path such as `cards[2].abilities[0].effects[0].amount`) and what.
 * Ward's and Wardom's card problems have `card`, `path` and `message` too.
 *
 * @example
 * ```ts
 * import type { CardProblem } from "@rulesmith/guardians";
 * const p: CardProblem = {
 *   card: "ember-imp", path: "cards[0].hp", message: "`hp` is at least 1, not 0",
 *   code: "cards/invalid", index: 0, cardId: "ember-imp", cardName: "Ember Imp",
 * };
 * ```
 */
export interface CardProblem {
  /**
   * The card concerned, for people: its id, else its name, else `#index` (its position in the
   * set's `cards`), at most 80 characters; `"(card)"` for a single card ({@link parseCard}) with
   * neither, `"(set)"` for a problem of the set itself.
   */
  readonly card: string;
  /** Where the problem is, such as `cards[2].abilities[0].effects[0].amount` (from the set) or `hp` (from a single card); `""` for the whole value. */
  readonly path: string;
  /** A sentence for people, naming the field; at most 300 characters. */
  readonly message: string;
  /**
   * What kind of problem: `"cards/forbidden-key"` a key `__proto__`, `constructor` or
   * `prototype` appears; `"cards/duplicate-id"` an earlier card of the set has the same id;
   * `"cards/invalid"` anything else (a field breaks the card schema, the data is not plain JSON
   * or is past the size limits, the set itself is malformed, or it could not be read).
   * Whether a problem is the set's own is told by `card` (`"(set)"`), not by the code.
   */
  readonly code: "cards/invalid" | "cards/forbidden-key" | "cards/duplicate-id";
  /** Position of the card in the set's `cards`, or `null` for a single card or a problem of the set itself. */
  readonly index: number | null;
  /** The card's `id` if it has a string one, else `null`. */
  readonly cardId: string | null;
  /** The card's `name` if it has a string one, else `null`. */
  readonly cardName: string | null;
}

/**
 * Why card data was refused, by {@link parseCard} or {@link parseCardSet}: a `RuleError` with
 * code `"cards/invalid"` (as Ward's and Wardom's) that lists every problem found, not only the
 * first. Its `details` hold the same problems as JSON.
 *
 * @example
 * ```ts
 * import { parseCardSet } from "@rulesmith/guardians";
 * const r = parseCardSet({ name: "x", cards: [{}] });
 * if (!r.ok) console.log(r.error.code, r.error.problems.map((p) => `${p.card} ${p.path}`)); // cards/invalid [ '#0 cards[0].kind' ]
 * ```
 */
export interface CardProblems extends RuleError {
  /** Always `"cards/invalid"`: the card data does not fit the card format. */
  readonly code: "cards/invalid";
  /** Every problem found, at least one, in the order found; the same as plain JSON in `details.problems`. */
  readonly problems: readonly CardProblem[];
}

/** How {@link parseCard} and {@link parseCardSet} name card data in the messages of core's `screenData`. */
const CARD_DATA = { what: "card data" } as const;
/** The longest error message: the problems that fit are listed in it, the rest counted. */
const MAX_MESSAGE = 300;
/** The longest card label. */
const MAX_LABEL = 80;

/** A step of a path into card data: an object key or an array index. */
type Key = string | number;

/** Who a problem of the set itself concerns. */
const SET: Pick<CardProblem, "card" | "index" | "cardId" | "cardName"> = { card: "(set)", index: null, cardId: null, cardName: null };

function unreadable(e: unknown): string {
  return clipMessage(`Card data could not be read: reading it threw ${thrownText(e)}.`);
}

/** A string field of a value that core's `screenData` copied, else `null`. */
function field(value: unknown, key: string): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  if (!Object.prototype.hasOwnProperty.call(value, key)) return null;
  const f = (value as Record<string, unknown>)[key];
  return typeof f === "string" ? f : null;
}

/** Who a problem of the card `raw` (at `index` in the set, or `null` for a single card) concerns: its label, index, id and name. */
function cardOf(raw: unknown, index: number | null): Pick<CardProblem, "card" | "index" | "cardId" | "cardName"> {
  const cardId = field(raw, "id");
  const cardName = field(raw, "name");
  const who = cardId !== null && cardId !== "" ? cardId : cardName !== null && cardName !== "" ? cardName : index === null ? "(card)" : `#${index}`;
  return { card: clipMessage(who, MAX_LABEL), index, cardId, cardName };
}

/** The `cards/invalid` error of {@link parseCard} and {@link parseCardSet}, as Ward builds its own: core's `ruleError` plus the problems. */
function cardsError(problems: readonly CardProblem[]): CardProblems {
  const base = ruleError("cards/invalid", cardDataSummary(problems, MAX_MESSAGE), {
    // In details.problems, as every refusal that lists problems has them (plain JSON, for a client that gets only code, message and details).
    details: { problems: problems.map((p) => ({ card: p.card, path: p.path, message: p.message, code: p.code, index: p.index, cardId: p.cardId, cardName: p.cardName })) },
  });
  return { ...base, code: "cards/invalid", problems };
}

// The field names a card may use, for the "did you mean" hint of a misspelt one (made once).
let knownFields: Set<string> | undefined;

/**
 * The problems of one card that core's `screenData` copied: the forbidden keys it found in it
 * (paths from the card) and what the card schema says of the copy.
 */
function cardProblems(value: unknown, index: number | null, prefix: readonly Key[], forbidden: readonly (readonly Key[])[]): { card: Card | null; problems: CardProblem[] } {
  const who = cardOf(value, index);
  const problems: CardProblem[] = [];
  for (const keys of forbidden) {
    const p = dataPathText([...prefix, ...keys]);
    problems.push({ ...who, path: p, message: clipMessage(`the key at ${p} is not allowed in card data`), code: "cards/forbidden-key" });
  }
  const parsed = v.safeParse(cardSchema, value, { abortEarly: false });
  if (parsed.success) {
    if (problems.length > 0) return { card: null, problems };
    const card: Card = parsed.output;
    return { card, problems };
  }
  for (const issue of parsed.issues) {
    const keys = (issue.path ?? []).map((item) => item.key);
    const path = dataPathText([...prefix, ...keys]);
    knownFields ??= schemaFieldNames(cardSchema);
    problems.push({ ...who, path, message: clipMessage(issueSentence(issue, dataPathText(keys), knownFields)), code: "cards/invalid" });
  }
  return { card: null, problems };
}

/**
 * Validates one card from outside data.
 *
 * Implements no rule: it is a parser that checks card data from outside.
 *
 * @remarks
 * It never throws, whatever the value. Besides {@link cardSchema} it refuses, each as a
 * problem: keys named `__proto__`, `constructor` or `prototype` anywhere (`cards/forbidden-key`),
 * a value that is not plain JSON (`undefined`, a function, `NaN`, a class instance, a cycle, a
 * getter), one nested more than 32 levels deep or holding more than 50,000 values, a string or
 * key longer than 10,000 characters, and a value whose proxy traps throw. So a call takes well
 * under 100 ms on any input. Each problem's message, and the error's, is at most 300
 * characters long.
 *
 * @param value - Anything (parsed JSON).
 * @returns The card, or a `cards/invalid` error ({@link CardProblems}) whose `problems` list
 *   every problem with the card and its field path.
 * @example
 * ```ts
 * import { parseCard } from "@rulesmith/guardians";
 * parseCard({ kind: "barrier", id: "wall", name: "Wall", hp: 5, effects: [] }).ok; // true
 * parseCard({ kind: "barrier", id: "wall", name: "Wall", hp: 0, effects: [] }).ok; // false
 * const r = parseCard(null);
 * if (!r.ok) console.log(r.error.code, r.error.problems[0]?.card); // cards/invalid (card)
 * ```
 */
export function parseCard(value: unknown): Result<Card, CardProblems> {
  try {
    const screened = screenData(value, CARD_DATA);
    const broken = screened.problems.filter((p) => !p.forbidden);
    if (broken.length > 0) {
      const who = cardOf(screened.copy, null);
      return err(
        cardsError(
          broken.map((p) => {
            const path = dataPathText(p.path);
            return { ...who, path, message: clipMessage(path === "" ? p.message : `${path}: ${p.message}`), code: "cards/invalid" };
          }),
        ),
      );
    }
    const forbidden = screened.problems.map((p) => p.path);
    const { card, problems } = cardProblems(screened.copy, null, [], forbidden);
    return card !== null ? ok(card) : err(cardsError(problems));
  } catch (e) {
    return err(cardsError([{ card: "(card)", path: "", message: unreadable(e), code: "cards/invalid", index: null, cardId: null, cardName: null }]));
  }
}

/**
 * Validates a card set (`{ name, cards: [...] }`) and reports EVERY problem at once, each
 * naming the card (`card`, and its index, id and name) and the field path. Card ids must be
 * unique.
 *
 * Implements no rule: it is a parser that checks card data from outside.
 *
 * @remarks
 * It never throws, whatever the value. It checks {@link cardSetSchema} (whose JSON Schema is
 * {@link cardSetJsonSchema}) and, as {@link parseCard} does, refuses forbidden keys, data that
 * is not plain JSON and data past the limits (32 levels, 50,000 values in the whole set,
 * 10,000 characters in a string or key); it also refuses duplicate card ids
 * (`cards/duplicate-id`). So a call takes well under 100 ms on any input.
 *
 * @param value - Anything (parsed JSON).
 * @returns The card set, or a `cards/invalid` error ({@link CardProblems}) listing every problem.
 * @example
 * ```ts
 * import { parseCardSet, sampleCardSet } from "@rulesmith/guardians";
 * parseCardSet(sampleCardSet).ok; // true
 * const r = parseCardSet({ name: "deep", cards: [[[[]]]] });
 * if (!r.ok) console.log(r.error.problems.map((p) => p.path)); // [ 'cards[0].kind' ]
 * ```
 */
export function parseCardSet(value: unknown): Result<CardSet, CardProblems> {
  try {
    return readCardSet(value);
  } catch (e) {
    return err(cardsError([{ ...SET, path: "", message: unreadable(e), code: "cards/invalid" }]));
  }
}

function readCardSet(value: unknown): Result<CardSet, CardProblems> {
  const problems: CardProblem[] = [];
  const top = (message: string, path: string): void => {
    problems.push({ ...SET, path, message: clipMessage(message), code: "cards/invalid" });
  };
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    top("A card set is an object { name, cards }.", "");
    return err(cardsError(problems));
  }
  const screened = screenData(value, CARD_DATA);
  const copy = screened.copy;
  const list: unknown = typeof copy === "object" && copy !== null ? (copy as Record<string, unknown>)["cards"] : undefined;
  /** The card a problem at `keys` (from the set) is in, if it is in one. */
  const cardAt = (keys: readonly Key[]): number | null => (keys[0] === "cards" && typeof keys[1] === "number" ? keys[1] : null);
  const broken = screened.problems.filter((p) => !p.forbidden);
  if (broken.length > 0) {
    for (const p of broken) {
      const index = cardAt(p.path);
      const path = dataPathText(p.path);
      if (index === null) {
        top(path === "" ? p.message : `${path}: ${p.message}`, path);
        continue;
      }
      const raw: unknown = Array.isArray(list) ? list[index] : undefined;
      const inCard = dataPathText(p.path.slice(2));
      problems.push({ ...cardOf(raw, index), path, message: clipMessage(inCard === "" ? p.message : `${inCard}: ${p.message}`), code: "cards/invalid" });
    }
    return err(cardsError(problems));
  }
  const forbiddenIn = new Map<number, (readonly Key[])[]>();
  for (const p of screened.problems) {
    const index = cardAt(p.path);
    if (index === null) {
      const path = dataPathText(p.path);
      problems.push({ ...SET, path, message: clipMessage(`The key ${path} is not allowed in card data.`), code: "cards/forbidden-key" });
    } else {
      const inCard = forbiddenIn.get(index) ?? [];
      inCard.push(p.path.slice(2));
      forbiddenIn.set(index, inCard);
    }
  }
  const record = copy as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    // `$schema` only tells an editor where the JSON Schema is; the set read leaves it out.
    if (key === "$schema") {
      if (typeof record[key] !== "string") top("The set's $schema is the address of its JSON Schema, a string.", key);
    } else if (key !== "name" && key !== "cards") top(`Unknown key ${key} in the card set.`, key);
  }
  const name = record["name"];
  if (typeof name !== "string" || name.length === 0) top("The card set needs a non-empty name.", "name");
  const cards: Card[] = [];
  if (!Array.isArray(list)) {
    top("The card set needs a cards array.", "cards");
  } else {
    const seen = new Map<string, number>();
    for (let i = 0; i < list.length; i++) {
      const raw: unknown = list[i];
      const r = cardProblems(raw, i, ["cards", i], forbiddenIn.get(i) ?? []);
      for (const p of r.problems) problems.push(p);
      if (r.card !== null) cards.push(r.card);
      const cid = field(raw, "id");
      if (cid !== null) {
        const first = seen.get(cid);
        if (first === undefined) seen.set(cid, i);
        else problems.push({ ...cardOf(raw, i), path: `cards[${i}].id`, message: `cards[${i}] has the same id as cards[${first}].`, code: "cards/duplicate-id" });
      }
    }
  }
  if (problems.length > 0 || typeof name !== "string") return err(cardsError(problems));
  return ok({ name, cards });
}
