import * as v from "valibot";
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import { CREATURE_CLASSES, DAMAGE_TYPES, type CreatureClass, type DamageType } from "./elements.js";
import { abilitySchema, effectSchema, questRequirementSchema, type Ability, type Effect, type QuestRequirement } from "./effects.js";

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
  readonly id: string;
  readonly name: string;
  readonly illustrative?: boolean;
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
  readonly kind: "guardian";
  readonly damageType: DamageType;
  readonly class: CreatureClass;
  readonly hp: number;
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
  readonly kind: "minion";
  readonly level: number;
  readonly damageType: DamageType;
  readonly class: CreatureClass;
  readonly atk: number;
  readonly hp: number;
  readonly retreatCost: number;
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
  readonly kind: "king";
  readonly level: number;
  readonly sneakMinions: number;
  readonly damageType: DamageType;
  readonly class: CreatureClass;
  readonly atk: number;
  readonly hp: number;
  readonly retreatCost: number;
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
  readonly damageType: DamageType;
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
  readonly kind: "attack";
  readonly baseDamage: number;
  readonly typeDamage?: TypeDamage;
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
  readonly kind: "quest";
  readonly turnCount: number;
  readonly requirement: QuestRequirement;
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
  readonly kind: "barrier";
  readonly hp: number;
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
  readonly name: string;
  readonly cards: readonly Card[];
}

const id = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "An id is lower-case letters and digits joined by single hyphens."),
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
const hp = v.pipe(v.number(), v.integer(), v.minValue(1), v.description("Printed HP: damage it can take."));
const atk = v.pipe(v.number(), v.integer(), v.minValue(0), v.description("ATK: damage dealt in battle."));
const level = v.pipe(v.number(), v.integer(), v.minValue(1), v.description("Level: number of stars."));
const retreatCost = v.pipe(v.number(), v.integer(), v.minValue(0), v.description("Retreat Cost: cards milled from the deck to retreat."));
const abilities = v.pipe(v.array(abilitySchema), v.description("Abilities in the text box."));
const effects = (what: string) => v.pipe(v.array(effectSchema), v.description(what));

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
export const cardSchema = v.pipe(
  v.variant("kind", [
    v.pipe(
      v.strictObject({ kind: v.literal("guardian"), ...common, damageType, class: creatureClass, hp, abilities }),
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
        baseDamage: v.pipe(v.number(), v.integer(), v.minValue(0), v.description("Base Damage, dealt whatever the Guardian's type.")),
        typeDamage: v.exactOptional(
          v.pipe(
            v.strictObject({
              damageType,
              amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.description("Extra damage for that type.")),
            }),
            v.description("Type Damage: extra damage for a Damage Type."),
          ),
        ),
        effects: effects("Further effects when used in a Guardian battle."),
      }),
      v.description("An Attack Card, used by a Guardian in battle."),
    ),
    v.pipe(
      v.strictObject({
        kind: v.literal("quest"),
        ...common,
        turnCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.description("Turn Count: how many of your turns it stays active.")),
        requirement: questRequirementSchema,
        reward: effects("The reward gained at your End Phase when the requirement is met."),
      }),
      v.description("A Quest: a goal checked at your End Phases."),
    ),
    v.pipe(
      v.strictObject({ kind: v.literal("barrier"), ...common, hp, effects: effects("Effects while the Barrier stands.") }),
      v.description("A Barrier: a defence with HP that shields your creatures."),
    ),
  ]),
  v.description("A Guardians of the Elements card, tagged by kind."),
);

/**
 * One problem found in card data: which card (index, id and name as far as known), where
 * (a path such as `cards[2].abilities[0].effects[0].amount`) and what.
 *
 * @example
 * ```ts
 * import type { CardProblem } from "@rulesmith/guardians";
 * const p: CardProblem = { code: "card/invalid", message: "hp: expected >= 1", index: 0, cardId: "x", cardName: "X", path: "cards[0].hp" };
 * ```
 */
export interface CardProblem {
  readonly code: "card/invalid" | "card/forbidden-key" | "card/duplicate-id" | "card-set/invalid";
  readonly message: string;
  readonly index: number | null;
  readonly cardId: string | null;
  readonly cardName: string | null;
  readonly path: string;
}

/**
 * Every problem found in a card set, returned together by {@link parseCardSet}.
 *
 * @example
 * ```ts
 * import { parseCardSet } from "@rulesmith/guardians";
 * const r = parseCardSet({ name: "x", cards: [{}] });
 * if (!r.ok) console.log(r.error.code, r.error.problems.map((p) => p.path));
 * // "card-set/invalid" ["cards[0].kind"]
 * ```
 */
export interface CardProblems {
  readonly code: "card-set/invalid";
  readonly message: string;
  readonly problems: readonly CardProblem[];
}

const FORBIDDEN_KEYS: readonly string[] = ["__proto__", "constructor", "prototype"];

function formatPath(prefix: string, keys: readonly unknown[]): string {
  let out = prefix;
  for (const k of keys) {
    if (typeof k === "number") out += `[${k}]`;
    else out += out === "" ? String(k) : `.${String(k)}`;
  }
  return out;
}

function forbiddenKeyPaths(value: unknown, path: string, out: string[], depth: number): void {
  if (typeof value !== "object" || value === null || depth > 64) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) forbiddenKeyPaths(value[i] as unknown, `${path}[${i}]`, out, depth + 1);
    return;
  }
  for (const key of Object.keys(value)) {
    const p = path === "" ? key : `${path}.${key}`;
    if (FORBIDDEN_KEYS.includes(key)) out.push(p);
    else forbiddenKeyPaths((value as Record<string, unknown>)[key], p, out, depth + 1);
  }
}

function field(value: unknown, key: string): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  if (!Object.prototype.hasOwnProperty.call(value, key)) return null;
  const f = (value as Record<string, unknown>)[key];
  return typeof f === "string" ? f : null;
}

function issueMessage(issue: v.BaseIssue<unknown>): string {
  return issue.message;
}

function cardProblems(value: unknown, index: number | null, prefix: string): { card: Card | null; problems: CardProblem[] } {
  const cardId = field(value, "id");
  const cardName = field(value, "name");
  const who = cardId ?? cardName ?? (index === null ? "card" : `card #${index}`);
  const problems: CardProblem[] = [];
  const bad: string[] = [];
  forbiddenKeyPaths(value, prefix, bad, 0);
  for (const p of bad) {
    problems.push({ code: "card/forbidden-key", message: `${who}: the key at ${p} is not allowed in card data.`, index, cardId, cardName, path: p });
  }
  const parsed = v.safeParse(cardSchema, value, { abortEarly: false });
  if (parsed.success) {
    if (problems.length > 0) return { card: null, problems };
    const card: Card = parsed.output;
    return { card, problems };
  }
  for (const issue of parsed.issues) {
    const keys = (issue.path ?? []).map((item) => item.key);
    const path = formatPath(prefix, keys);
    if (bad.some((b) => path === b || path.startsWith(`${b}.`) || path.startsWith(`${b}[`))) continue;
    problems.push({ code: "card/invalid", message: `${who}: ${path === prefix ? "card" : path}: ${issueMessage(issue)}`, index, cardId, cardName, path });
  }
  return { card: null, problems };
}

/**
 * Validates one card from outside data.
 *
 * @param value - Anything (parsed JSON).
 * @returns The card, or a `card/invalid` error whose `details.problems` lists every problem
 *   with its field path.
 * @example
 * ```ts
 * import { parseCard } from "@rulesmith/guardians";
 * parseCard({ kind: "barrier", id: "wall", name: "Wall", hp: 5, effects: [] }).ok; // true
 * parseCard({ kind: "barrier", id: "wall", name: "Wall", hp: 0, effects: [] }).ok; // false
 * ```
 */
export function parseCard(value: unknown): Result<Card> {
  const { card, problems } = cardProblems(value, null, "");
  if (card !== null) return ok(card);
  return err(
    ruleError("card/invalid", problems.map((p) => p.message).join("\n"), {
      details: { problems: problems.map((p) => ({ code: p.code, path: p.path, message: p.message })) },
    }),
  );
}

/**
 * Validates a card set (`{ name, cards: [...] }`) and reports EVERY problem at once, each
 * naming the card (index, id, name) and the field path. Card ids must be unique.
 *
 * @param value - Anything (parsed JSON).
 * @returns The card set, or all problems.
 * @example
 * ```ts
 * import { parseCardSet, SAMPLE_CARD_SET } from "@rulesmith/guardians";
 * parseCardSet(SAMPLE_CARD_SET).ok; // true
 * ```
 */
export function parseCardSet(value: unknown): Result<CardSet, CardProblems> {
  const problems: CardProblem[] = [];
  const top = (message: string, path: string): void => {
    problems.push({ code: "card-set/invalid", message, index: null, cardId: null, cardName: null, path });
  };
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    top("A card set is an object { name, cards }.", "");
    return err({ code: "card-set/invalid", message: "1 problem in the card set.", problems });
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (FORBIDDEN_KEYS.includes(key)) problems.push({ code: "card/forbidden-key", message: `The key ${key} is not allowed in card data.`, index: null, cardId: null, cardName: null, path: key });
    else if (key !== "name" && key !== "cards") top(`Unknown key ${key} in the card set.`, key);
  }
  const name = record["name"];
  if (typeof name !== "string" || name.length === 0) top("The card set needs a non-empty name.", "name");
  const list = record["cards"];
  const cards: Card[] = [];
  if (!Array.isArray(list)) {
    top("The card set needs a cards array.", "cards");
  } else {
    const seen = new Map<string, number>();
    for (let i = 0; i < list.length; i++) {
      const raw: unknown = list[i];
      const r = cardProblems(raw, i, `cards[${i}]`);
      for (const p of r.problems) problems.push(p);
      if (r.card !== null) cards.push(r.card);
      const cid = field(raw, "id");
      if (cid !== null) {
        const first = seen.get(cid);
        if (first === undefined) seen.set(cid, i);
        else {
          problems.push({
            code: "card/duplicate-id",
            message: `${cid}: cards[${i}] has the same id as cards[${first}].`,
            index: i,
            cardId: cid,
            cardName: field(raw, "name"),
            path: `cards[${i}].id`,
          });
        }
      }
    }
  }
  if (problems.length > 0 || typeof name !== "string") {
    const n = problems.length;
    return err({ code: "card-set/invalid", message: `${n} problem${n === 1 ? "" : "s"} in the card set.`, problems });
  }
  return ok({ name, cards });
}
