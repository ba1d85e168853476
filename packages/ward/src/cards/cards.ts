import * as v from "valibot";
import { dataPathText, err, RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS, issueSentence, ok, own, cardDataSummary, ruleError, schemaFieldNames, screenData, type DataProblem, type Result, type RuleError } from "@rulesmith/core";
import { crossFieldProblems, MAGIC_RULES_JSON } from "./card-rules.js";
import { abilitySchema, costSchema, creatureEffectSchema, creatureTypeSchema, durationSchema, effectSchema, triggerSchema } from "./effects.js";
import type { Ability, Cost, CreatureType, Duration, Effect, Trigger } from "./effects.js";
import { described, wholeNumber } from "./schema-helpers.js";

/**
 * Card rarities (rule 5.2.1.4). Rarity has no gameplay effect.
 *
 * Implements W-5.2.1.4-1.
 *
 * @example
 * ```ts
 * import { RARITIES } from "@rulesmith/ward";
 * RARITIES[0]; // "common"
 * ```
 */
export const RARITIES = /* @__PURE__ */ Object.freeze(["common", "uncommon", "rare", "epic", "legendary", "mythic", "promo"] as const);

/**
 * One of the {@link RARITIES}.
 *
 * @example
 * ```ts
 * import type { Rarity } from "@rulesmith/ward";
 * const r: Rarity = "epic";
 * ```
 */
export type Rarity = (typeof RARITIES)[number];

/**
 * The fields every Ward card has.
 *
 * - `id` is the stable key card files and decks use (`"ent-tree"`); `name` is the printed name,
 *   which copy limits and effects refer to (W-3.2.1-1, W-5.2.1.1-1).
 * - `illustrative` is `true` when stats or text were invented because the rulebook gives none.
 *
 * @example
 * ```ts
 * import type { CardBase } from "@rulesmith/ward";
 * const b: Pick<CardBase, "id" | "name"> = { id: "fog", name: "Fog" };
 * ```
 */
export interface CardBase {
  /** Stable id used by card files and decks, such as `"ent-tree"`. */
  readonly id: string;
  /** The printed name; copy limits and effects refer to it. */
  readonly name: string;
  /** Rarity (no gameplay effect). */
  readonly rarity: Rarity;
  /** The release set (card generation). */
  readonly generation: number;
  /** Rules text as a person reads it. */
  readonly text: string;
  /** The card's effects as data. */
  readonly effects: readonly Effect[];
  /** `true` when stats or text were invented because the rulebook gives none. */
  readonly illustrative: boolean;
}

/**
 * A creature card (tan frame, rule 5).
 *
 * - `armorLevel` is the base AL, 1 to 12; it sets the sacrifices needed (W-8.2.1-1).
 * - `attackDice` is the number of d6 rolled for Attack Damage; `modifier` is added to Hit and
 *   Attack Damage rolls (W-5.2.1.6-1, W-5.2.1.10-1).
 * - `tags` encode facts shown in the artwork that effects read, such as `"holds-weapon"`
 *   (W-5.2.1.3-1).
 * - `summonRequirements` are extra conditions to normal summon it; they are not creature
 *   effects and are not negated with them (W-8.3.1-1, W-8.3.1-2).
 *
 * @example
 * ```ts
 * import type { CreatureCard } from "@rulesmith/ward";
 * const bearWolf: CreatureCard = {
 *   kind: "creature", id: "bear-wolf", name: "Bear Wolf", rarity: "common", generation: 1, text: "",
 *   creatureType: "beast", attackName: "Maul", attackDice: 2, modifier: 1, armorLevel: 6, speed: 4, hp: 40,
 *   tags: [], effects: [], summonRequirements: [], biography: "", illustrative: true,
 * };
 * ```
 */
export interface CreatureCard extends CardBase {
  /** Which kind of card: a creature. */
  readonly kind: "creature";
  /** The creature type. */
  readonly creatureType: CreatureType;
  /** The name of its attack (a label). */
  readonly attackName: string;
  /** Number of d6 rolled for Attack Damage. */
  readonly attackDice: number;
  /** Added to Hit Rolls and Attack Damage Rolls. */
  readonly modifier: number;
  /** Base Armor Level, 1 to 12. */
  readonly armorLevel: number;
  /** Speed: the higher rolls first in battle. */
  readonly speed: number;
  /** Printed (base) Health Points. */
  readonly hp: number;
  /** Facts shown in the artwork that effects read, such as `"holds-weapon"`. */
  readonly tags: readonly string[];
  /** Extra conditions to normal summon it (not creature effects). */
  readonly summonRequirements: readonly SummonRequirement[];
  /** Flavor text. */
  readonly biography: string;
}

/**
 * An extra condition for normal summoning a creature (rule 8.3.1).
 *
 * @example
 * ```ts
 * import type { SummonRequirement } from "@rulesmith/ward";
 * const r: SummonRequirement = { kind: "controls-type", creatureType: "bug" };
 * ```
 */
export type SummonRequirement =
  | {
      /** Which kind: your cemetery HP must be at least `amount`. */
      readonly kind: "cemetery-hp-at-least";
      /** The least cemetery HP. */
      readonly amount: number;
    }
  | {
      /** Which kind: you must control a creature of `creatureType`. */
      readonly kind: "controls-type";
      /** The creature type. */
      readonly creatureType: CreatureType;
    }
  | {
      /** Which kind: a magic named `name` must be on your side of the field. */
      readonly kind: "magic-on-field";
      /** The magic's name. */
      readonly name: string;
    };

/**
 * The creature side of a Hybrid magic: a magic that also acts as a creature while on the field
 * (rule 6.2.4). `countsInCemetery` is `false` unless the card says otherwise (W-6.2.4-2).
 *
 * @example
 * ```ts
 * import type { HybridStats } from "@rulesmith/ward";
 * const h: HybridStats = { creatureType: "beast", attackName: "Antler Rush", attackDice: 1, modifier: 1, armorLevel: 5, speed: 3, hp: 30, countsInCemetery: false };
 * ```
 */
export interface HybridStats {
  /** The creature type. */
  readonly creatureType: CreatureType;
  /** The name of its attack. */
  readonly attackName: string;
  /** Number of d6 rolled for Attack Damage. */
  readonly attackDice: number;
  /** Added to Hit Rolls and Attack Damage Rolls. */
  readonly modifier: number;
  /** Armor Level, 1 to 12. */
  readonly armorLevel: number;
  /** Speed. */
  readonly speed: number;
  /** Health Points. */
  readonly hp: number;
  /** Whether its HP counts toward cemetery HP. */
  readonly countsInCemetery: boolean;
}

/**
 * Magic types (rule 6.5): Standard (single use), Infinite (stays, at most five per side),
 * Lightning (playable at almost any time when its condition is met).
 *
 * @example
 * ```ts
 * import type { MagicType } from "@rulesmith/ward";
 * const t: MagicType = "lightning";
 * ```
 */
export type MagicType = "standard" | "infinite" | "lightning";

/**
 * Magic sub-types (rule 6.4): Field (several creatures or areas), Equip (one creature), None
 * (targets, then is discarded).
 *
 * @example
 * ```ts
 * import type { MagicSubType } from "@rulesmith/ward";
 * const s: MagicSubType = "equip";
 * ```
 */
export type MagicSubType = "field" | "equip" | "none";

/**
 * A magic card (blue frame, rule 6).
 *
 * - `magicType` × `subType` are independent (W-AMB-56): an Equip or Field magic stays on the
 *   field for `duration` whatever its type.
 * - `playableWhen` lists the events a Lightning magic may answer (W-6.5.3-1); empty for others.
 * - `costs` are paid before the card resolves and not at all if it is negated (W-6.2.2-1..2).
 * - `equipTo` says whose creatures an Equip may go on (W-6.6.1-1).
 * - `fieldScope` says whose creatures a Field magic's abilities cover (W-6.4.1-1).
 * - `hybrid` is set for Hybrid magics (W-6.2.4-1), otherwise `null`.
 * - In `effects`, abilities apply to the equipped creature (Equip) or to every creature in
 *   `fieldScope` (Field) while the card is on the field; actions run when it resolves.
 *
 * @example
 * ```ts
 * import type { MagicCard } from "@rulesmith/ward";
 * const leadBoots: MagicCard = {
 *   kind: "magic", id: "lead-boots", name: "Lead Boots", rarity: "rare", generation: 1, text: "",
 *   magicType: "infinite", subType: "equip", equipTo: "any", fieldScope: "any", duration: { kind: "while-on-field" },
 *   playableWhen: [], costs: [], effects: [{ kind: "cannot-be-removed" }], hybrid: null, illustrative: true,
 * };
 * ```
 */
export interface MagicCard extends CardBase {
  /** Which kind of card: a magic. */
  readonly kind: "magic";
  /** Standard, Infinite or Lightning. */
  readonly magicType: MagicType;
  /** Field, Equip or None. */
  readonly subType: MagicSubType;
  /** Whose creatures an Equip may go on. */
  readonly equipTo: "own" | "opponent" | "any";
  /** Whose creatures a Field magic covers. */
  readonly fieldScope: "own" | "opponent" | "any";
  /** How long an Equip or Field magic stays on the field. */
  readonly duration: Duration;
  /** Events a Lightning magic may answer; empty for other magics. */
  readonly playableWhen: readonly Trigger[];
  /** Costs paid before it resolves (none if it is negated). */
  readonly costs: readonly Cost[];
  /** The creature side of a Hybrid magic, or `null`. */
  readonly hybrid: HybridStats | null;
}

/**
 * A Ward card: a {@link CreatureCard} or a {@link MagicCard}, told apart by `kind`.
 *
 * @example
 * ```ts
 * import type { Card } from "@rulesmith/ward";
 * function hpOf(c: Card): number { return c.kind === "creature" ? c.hp : (c.hybrid?.hp ?? 0); }
 * ```
 */
export type Card = CreatureCard | MagicCard;

/**
 * A named list of cards, as a card file holds it. Ids and names are unique within a set.
 *
 * @example
 * ```ts
 * import type { CardSet } from "@rulesmith/ward";
 * const empty: CardSet = { name: "empty", cards: [] };
 * ```
 */
export interface CardSet {
  /** The name of the set. */
  readonly name: string;
  /** The cards. */
  readonly cards: readonly Card[];
}

/**
 * One thing wrong with card data: which card (`card` is its id, else its name, else
 * `#index`), where (`path`, such as `effects[0].factor`) and what.
 *
 * @example
 * ```ts
 * import type { CardProblem } from "@rulesmith/ward";
 * const p: CardProblem = { card: "assassin", path: "armorLevel", message: "Invalid value: Expected <=12 but received 13" };
 * ```
 */
export interface CardProblem {
  /** The card: its id, else its name, else `#index`. */
  readonly card: string;
  /** The field path inside the card, such as `effects[0].factor`. */
  readonly path: string;
  /** What is wrong. */
  readonly message: string;
}

/**
 * The error {@link parseCardSet} and {@link parseCard} return: a `cards/invalid` rule error
 * that lists every problem found, each naming the card and the field.
 *
 * @example
 * ```ts
 * import { parseCard } from "@rulesmith/ward";
 * const r = parseCard({ kind: "creature" });
 * if (!r.ok) console.log(r.error.problems.length, r.error.problems[0]); // 9 { card: '(card)', path: 'id', message: 'the field `id` is missing' }
 * ```
 */
export interface CardProblems extends RuleError {
  /** Always `"cards/invalid"`. */
  readonly code: "cards/invalid";
  /** Every problem found; the same as plain JSON in `details.problems`. */
  readonly problems: readonly CardProblem[];
}

// ---------------------------------------------------------------------------------------------
// Schemas

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** The id a bad one could be, when there is a clear one: "Tiny Bug" could be "tiny-bug". */
function idSuggestion(input: unknown): string | undefined {
  if (typeof input !== "string" || input.length > 80) return undefined;
  const fixed = input.toLowerCase().trim().replace(/[\s_]+/g, "-").replace(/[^a-z0-9-]/g, "").replace(/^-+/, "");
  return ID_PATTERN.test(fixed) ? fixed : undefined;
}

const idSchema = described(
  v.pipe(
    v.string(),
    v.regex(ID_PATTERN, (issue) => {
      const better = idSuggestion(issue.input);
      const head = "An id is lowercase letters, digits and dashes, starting with a letter or a digit";
      return better === undefined ? `${head}, such as "tiny-bug".` : `${head}: "${better}" would do.`;
    }),
    v.notValues(RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS),
  ),
  "Stable card id: lowercase letters, digits and dashes.",
);
const nameSchema = described(v.pipe(v.string(), v.minLength(1), v.maxLength(80)), "The printed card name; copy limits count by name.");
const raritySchema = described(v.optional(v.picklist(RARITIES), "common"), "Card rarity (no gameplay effect).");
const generationSchema = described(v.optional(wholeNumber(1, undefined, "Card generation (release set)."), 1), "Card generation (release set).");
const textSchema = described(v.optional(v.string(), ""), "Rules text as a person reads it.");
const effectsSchema = described(v.optional(v.array(effectSchema), []), "The card's effects as data.");
const creatureEffectsSchema = described(v.optional(v.array(creatureEffectSchema), []), "The creature's effects as data: lasting abilities and triggered effects.");
const illustrativeSchema = described(v.optional(v.boolean(), false), "True when stats or text were invented because the rulebook gives none.");
const attackDiceSchema = wholeNumber(0, 20, "Number of d6 rolled for Attack Damage.");
const modifierSchema = described(v.pipe(v.number(), v.integer(), v.minValue(-20), v.maxValue(40)), "Added to Hit and Attack Damage rolls.");
const armorLevelSchema = wholeNumber(1, 12, "Base Armor Level, 1 to 12.");
const speedSchema = wholeNumber(0, undefined, "Speed; higher rolls first in battle.");
const hpSchema = wholeNumber(1, undefined, "Printed (base) Health Points.");

const summonRequirementSchema = described(
  v.variant("kind", [
    described(
      v.strictObject({ kind: described(v.literal("cemetery-hp-at-least"), "Needs cemetery HP."), amount: wholeNumber(1, undefined, "Least cemetery HP.") }),
      "Your cemetery HP must be at least this.",
    ),
    described(
      v.strictObject({ kind: described(v.literal("controls-type"), "Needs a creature type on your field."), creatureType: creatureTypeSchema }),
      "You must control a creature of this type.",
    ),
    described(
      v.strictObject({ kind: described(v.literal("magic-on-field"), "Needs a magic on your field."), name: described(v.pipe(v.string(), v.minLength(1)), "The magic's name.") }),
      "A magic with this name must be on your side of the field.",
    ),
  ]),
  "An extra summon requirement (rule 8.3.1); not a creature effect.",
);

/**
 * Schema of a {@link CreatureCard}, one option of {@link cardSchema}.
 *
 * @internal
 */
export const creatureCardSchema = described(
  v.strictObject({
    kind: described(v.literal("creature"), "A creature card (tan)."),
    id: idSchema,
    name: nameSchema,
    rarity: raritySchema,
    generation: generationSchema,
    text: textSchema,
    creatureType: creatureTypeSchema,
    attackName: described(v.pipe(v.string(), v.minLength(1)), "The name of the creature's attack."),
    attackDice: attackDiceSchema,
    modifier: modifierSchema,
    armorLevel: armorLevelSchema,
    speed: speedSchema,
    hp: hpSchema,
    tags: described(v.optional(v.array(described(v.pipe(v.string(), v.minLength(1)), "An art tag.")), []), "Facts shown in the artwork, such as holds-weapon."),
    effects: creatureEffectsSchema,
    summonRequirements: described(v.optional(v.array(summonRequirementSchema), []), "Extra summon requirements."),
    biography: described(v.optional(v.string(), ""), "Flavor text."),
    illustrative: illustrativeSchema,
  }),
  "A creature card.",
);

const hybridSchema = described(
  v.strictObject({
    creatureType: creatureTypeSchema,
    attackName: described(v.pipe(v.string(), v.minLength(1)), "The name of its attack."),
    attackDice: attackDiceSchema,
    modifier: modifierSchema,
    armorLevel: armorLevelSchema,
    speed: speedSchema,
    hp: hpSchema,
    countsInCemetery: described(v.optional(v.boolean(), false), "Whether its HP counts toward cemetery HP (rule 6.2.4)."),
  }),
  "The creature side of a Hybrid magic.",
);

/**
 * Schema of a {@link MagicCard}, one option of {@link cardSchema}.
 *
 * @internal
 */
export const magicCardSchema = v.pipe(
  v.strictObject({
    kind: described(v.literal("magic"), "A magic card (blue)."),
    id: idSchema,
    name: nameSchema,
    rarity: raritySchema,
    generation: generationSchema,
    text: textSchema,
    magicType: described(v.picklist(["standard", "infinite", "lightning"]), "Magic type (rule 6.5)."),
    subType: described(v.picklist(["field", "equip", "none"]), "Magic sub-type (rule 6.4)."),
    equipTo: described(v.optional(v.picklist(["own", "opponent", "any"]), "any"), "Whose creatures an Equip may go on."),
    fieldScope: described(v.optional(v.picklist(["own", "opponent", "any"]), "any"), "Whose creatures a Field magic covers."),
    duration: described(v.optional(durationSchema, { kind: "while-on-field" }), "How long an Equip or Field magic stays."),
    playableWhen: described(v.optional(v.array(triggerSchema), []), "Events a Lightning magic may answer."),
    costs: described(v.optional(v.array(costSchema), []), "Play or activation costs (rule 6.2.2)."),
    effects: effectsSchema,
    hybrid: described(v.optional(v.nullable(hybridSchema), null), "Creature stats of a Hybrid magic, or null."),
    illustrative: illustrativeSchema,
  }),
  v.description("A magic card."),
  // What its type and sub-type allow in its other fields, as JSON Schema; parseCard checks the
  // same rules (card-rules.ts).
  v.metadata({ allOf: MAGIC_RULES_JSON }),
);

/**
 * The valibot schema of one card. It fills defaults (`rarity`, `generation`, `text`,
 * `effects`, `tags`, ...) so that a parsed card always has every field.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { cardSchema } from "@rulesmith/ward";
 * v.is(cardSchema, { kind: "magic" }); // false
 * ```
 */
export const cardSchema: v.GenericSchema<unknown, Card> = described(v.variant("kind", [creatureCardSchema, magicCardSchema]), "A Ward card.");

/**
 * The valibot schema of a card file: `{ name, cards }`.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { cardSetSchema } from "@rulesmith/ward";
 * v.is(cardSetSchema, { name: "empty", cards: [] }); // true
 * ```
 */
export const cardSetSchema: v.GenericSchema<unknown, CardSet> = described(
  v.strictObject({
    $schema: described(v.optional(v.string()), "Where an editor finds this file's JSON Schema, such as ./ward-cards.schema.json (cardSetJsonSchema saved to a file); the parser ignores it."),
    name: described(v.pipe(v.string(), v.minLength(1)), "The name of the card set."),
    cards: described(v.array(cardSchema), "The cards."),
  }),
  "A Ward card set (card file).",
);

// Compile-time checks: what the schemas produce is a Card and a CardSet (the annotations of
// cardSchema and cardSetSchema above), and an Ability.
const _schemaOutputIsAbility: (a: v.InferOutput<typeof abilitySchema>) => Ability = (a) => a;

// ---------------------------------------------------------------------------------------------
// Parsing

/** How the parsers name card data in the messages of core's `screenData`. */
const CARD_DATA = { what: "card data" } as const;

/**
 * A screening problem's message as Ward words it: a forbidden key gets the sentence Ward has
 * always given (its path is beside it), every other problem core's sentence.
 */
function screenMessage(p: DataProblem): string {
  return p.forbidden ? "This key is not allowed in card data." : p.message;
}

function field(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  for (const [k, child] of Object.entries(value)) {
    if (k === key) {
      const out: unknown = child;
      return out;
    }
  }
  return undefined;
}

function rawCard(value: unknown, index: number): unknown {
  const cards = field(value, "cards");
  if (!Array.isArray(cards)) return undefined;
  const out: unknown = cards[index];
  return out;
}

// The field names a card may use, for the "did you mean" hint of a misspelt one (made once).
let knownFields: Set<string> | undefined;
/** One schema problem in words ("the field `hp` is missing"), its path counted from `skip`. */
function issueWords(issue: v.BaseIssue<unknown>, skip: number): string {
  knownFields ??= schemaFieldNames(cardSetSchema);
  return issueSentence(issue, pathText(issue.path, skip), knownFields);
}

function pathText(path: readonly { readonly key: unknown }[] | undefined, skip: number): string {
  return path === undefined ? "" : dataPathText(path.slice(skip).map((item) => item.key));
}

function cardLabel(raw: unknown, index: number | undefined): string {
  const id = field(raw, "id");
  if (typeof id === "string" && id !== "") return id;
  const name = field(raw, "name");
  if (typeof name === "string" && name !== "") return name;
  return index === undefined ? "(card)" : `#${index}`;
}

function problems(list: readonly CardProblem[]): CardProblems {
  // Worded as in every game (core's cardDataSummary): the problems that fit, the rest counted.
  const base = ruleError("cards/invalid", cardDataSummary(list), {
    // In details.problems, as every refusal that lists problems has them (plain JSON, for a client that gets only code, message and details).
    details: { problems: list.map((p) => ({ card: p.card, path: p.path, message: p.message })) },
  });
  return { ...base, code: "cards/invalid", problems: list };
}

function semanticProblems(card: Card, label: string, out: CardProblem[]): void {
  for (const p of crossFieldProblems(card)) out.push({ card: label, path: p.path, message: p.message });
}

/**
 * Validates one card from outside data (a JSON file, a network message) and fills its
 * defaults. Every problem is reported at once, and keys `__proto__`, `constructor` and
 * `prototype` are refused anywhere in the value.
 *
 * Implements the card format of W-5.2.1-* and W-6.3.1-1 (creature and magic elements).
 *
 * @param value - Anything.
 * @returns The card, or a `cards/invalid` error listing every problem with its field path.
 * @example
 * ```ts
 * import { parseCard } from "@rulesmith/ward";
 * const r = parseCard({
 *   kind: "creature", id: "bear-wolf", name: "Bear Wolf", creatureType: "beast", attackName: "Maul",
 *   attackDice: 2, modifier: 1, armorLevel: 6, speed: 4, hp: 40,
 * });
 * if (r.ok) console.log(r.value.effects); // []
 * ```
 */
export function parseCard(value: unknown): Result<Card, CardProblems> {
  // The schema reads the plain copy, never the value itself: no getter or proxy trap runs again.
  const screened = screenData(value, CARD_DATA);
  const copy = screened.copy;
  const label = cardLabel(copy, undefined);
  const out: CardProblem[] = [];
  for (const p of screened.problems) out.push({ card: label, path: dataPathText(p.path), message: screenMessage(p) });
  if (out.length > 0) return err(problems(out));
  const parsed = v.safeParse(cardSchema, copy, { abortEarly: false });
  if (!parsed.success) {
    for (const issue of parsed.issues) out.push({ card: label, path: pathText(issue.path, 0), message: issueWords(issue, 0) });
    return err(problems(out));
  }
  semanticProblems(parsed.output, label, out);
  return out.length > 0 ? err(problems(out)) : ok(parsed.output);
}

/**
 * Validates a whole card file `{ name, cards }`: every card as {@link parseCard} does, plus
 * unique ids and unique names across the set. Every problem is reported at once, each naming
 * the card (id, else name, else `#index`) and the field path inside it.
 *
 * Implements no rule: it is a parser that checks card data from outside.
 *
 * @param value - Anything.
 * @returns The card set with defaults filled, or a `cards/invalid` error.
 * @example
 * ```ts
 * import { parseCardSet, sampleCardSet } from "@rulesmith/ward";
 * parseCardSet(sampleCardSet).ok; // true
 * parseCardSet({ name: "x", cards: [{ kind: "creature", id: "a" }] }); // { ok: false, error: { code: "cards/invalid", ... } } — listing each missing field of "a"
 * ```
 */
export function parseCardSet(value: unknown): Result<CardSet, CardProblems> {
  // A list, null or any other non-object is not a set with problems in its fields, as Wardom and Guardians say too.
  const notASet = (): Result<CardSet, CardProblems> => err(problems([{ card: "(set)", path: "", message: "A card set is an object { name, cards }." }]));
  if (typeof value !== "object" || value === null) return notASet();
  // Everything below reads the plain copy, never the value itself: no getter or proxy trap runs
  // again (a revoked proxy throws even on Array.isArray, so that too is asked of the copy).
  const screened = screenData(value, CARD_DATA);
  const set = screened.copy;
  if (Array.isArray(set)) return notASet();
  const out: CardProblem[] = [];
  for (const p of screened.problems) {
    const index = p.path[0] === "cards" ? p.path[1] : undefined;
    if (typeof index === "number") out.push({ card: cardLabel(rawCard(set, index), index), path: dataPathText(p.path.slice(2)), message: screenMessage(p) });
    else out.push({ card: "(set)", path: dataPathText(p.path), message: screenMessage(p) });
  }
  if (out.length > 0) return err(problems(out));
  const parsed = v.safeParse(cardSetSchema, set, { abortEarly: false });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = issue.path;
      const first = path?.[0]?.key;
      const index = path?.[1]?.key;
      if (first === "cards" && typeof index === "number") {
        out.push({ card: cardLabel(rawCard(set, index), index), path: pathText(path, 2), message: issueWords(issue, 2) });
      } else {
        out.push({ card: "(set)", path: pathText(path, 0), message: issueWords(issue, 0) });
      }
    }
    // Every problem at once: repeated ids and names too, among the cards that have them.
    duplicateProblems(own(set, "cards"), out);
    return err(problems(out));
  }
  for (const card of parsed.output.cards) semanticProblems(card, card.id, out);
  duplicateProblems(parsed.output.cards, out);
  // The set without its `$schema`, which only tells an editor where the JSON Schema is.
  return out.length > 0 ? err(problems(out)) : ok({ name: parsed.output.name, cards: parsed.output.cards });
}

/** Reports each card whose string `id`, or `name` in any case, an earlier card of the list has (W-3.2.1-1 counts copies by name). */
function duplicateProblems(cards: unknown, out: CardProblem[]): void {
  if (!Array.isArray(cards)) return;
  const list: readonly unknown[] = cards;
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  list.forEach((card, i) => {
    const id = own(card, "id");
    const name = own(card, "name");
    if (typeof id !== "string") return;
    const idAt = ids.get(id);
    if (idAt !== undefined) out.push({ card: id, path: "id", message: `Duplicate id: card #${idAt} has the same id.` });
    else ids.set(id, i);
    if (typeof name !== "string") return;
    const key = name.toLowerCase();
    const nameAt = names.get(key);
    if (nameAt !== undefined) out.push({ card: id, path: "name", message: `Duplicate name: card #${nameAt} has the same name (copies are counted by name, rule 3.2.1).` });
    else names.set(key, i);
  });
}
