import { clipMessage, readCardPool, ruleError, thrownText, valueKind, type RuleError } from "@rulesmith/core";
import type { Card, CardSet } from "./cards.js";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "../rules/options.js";

/**
 * A deck list by card id: the Guardian (declared with the deck, starting in its slot), the
 * main deck (Minions, Kings, Quests, Barriers) and the Attack Deck (Attack Cards).
 *
 * @example
 * ```ts
 * import type { Deck } from "@rulesmith/guardians";
 * const d: Deck = { name: "mine", guardian: "pyra-flame-guardian", main: [], attack: [] };
 * ```
 */
export interface Deck {
  /** Name of the deck, for people. */
  readonly name: string;
  /** Card id of the deck's one Guardian, which starts in the Guardian slot and is not part of the main deck by default (G-DECK-3, G-MAT-2, G-AMB-16). */
  readonly guardian: string;
  /** Card ids of the main deck, one entry per copy: 20–60 Minions, Kings, Quests and Barriers, at most 2 per name (G-DECK-1, G-DECK-2, G-MAT-7). */
  readonly main: readonly string[];
  /** Card ids of the Attack Deck, one entry per copy: exactly 20 Attack Cards (G-DECK-4, G-MAT-5, G-AMB-17). */
  readonly attack: readonly string[];
}

/**
 * The result of {@link validateDeck}: every error (the deck is illegal) and every warning
 * (legal but likely unplayable), each a `RuleError` with a rule ID.
 *
 * @example
 * ```ts
 * import type { DeckReport } from "@rulesmith/guardians";
 * function summary(r: DeckReport) { return r.legal ? "legal" : r.errors.map((e) => e.message).join("; "); }
 * ```
 */
export interface DeckReport {
  /** `true` when there are no errors (warnings do not count). */
  readonly legal: boolean;
  /** Every broken deck rule, each with its code, message and rule ID; empty for a legal deck. */
  readonly errors: readonly RuleError[];
  /** Problems that leave the deck legal but likely unplayable, such as no level-1 creature. */
  readonly warnings: readonly RuleError[];
}

/** Main deck size limits. */
const MAIN_MIN = 20;
const MAIN_MAX = 60;
/** Attack Deck size. */
const ATTACK_SIZE = 20;
/** Copies of one card per deck. */
const MAX_COPIES = 2;

/** The most card ids the main list or the attack list may hold: a legal deck has at most 61 and 20. */
const MAX_LIST = 1_000;
/** The most cards the card pool may hold. */
const MAX_CARDS = 10_000;
/** The longest card id or key read from a deck. */
const MAX_ID = 10_000;
/** The most unknown keys of a deck reported one by one. */
const MAX_KEY_ERRORS = 10;

const KINDS: ReadonlySet<string> = new Set(["guardian", "minion", "king", "attack", "quest", "barrier"]);

/** What {@link validateDeck} reads of a card, read once from the card pool. */
interface CardView {
  readonly id: string;
  readonly name: string;
  readonly kind: Card["kind"];
  /** A Minion's or King's level, else 0. */
  readonly level: number;
  /** A King's Sneak count, else 0. */
  readonly sneakMinions: number;
  /** A Guardian's Damage Type, or the Damage Type of an Attack Card's Type Damage line; else `null`. */
  readonly damageType: string | null;
}

/** The deck options {@link validateDeck} reads. */
type DeckOptions = Pick<GuardiansOptions, "guardianCountsInMainDeck" | "attackDeckCopyLimit" | "maxPlaceableMinionLevel">;

/** A card id or name for a message: at most 80 characters. */
function shown(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 79)}…`;
}

/** An own data property, read by its descriptor so that no getter runs; may throw only for a proxy whose trap throws. */
function own(value: object, key: string): { readonly value: unknown } | "getter" | undefined {
  const d = Object.getOwnPropertyDescriptor(value, key);
  if (d === undefined) return undefined;
  return "value" in d ? { value: d.value as unknown } : "getter";
}

function isPlainObject(value: unknown): value is object {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks a deck against a card pool and reports every problem at once. Errors: the shape;
 * unknown card ids; the Guardian slot must hold a Guardian and the main deck none (exactly
 * one Guardian); the main deck holds only Minions, Kings, Quests and Barriers and has 20 to
 * 60 cards (the Guardian not counted unless `guardianCountsInMainDeck`); the Attack Deck
 * holds exactly 20 Attack Cards; at most 2 copies of a card (by name) per deck (the Attack
 * Deck too unless `attackDeckCopyLimit` is off). Warnings: no level-1 creature (nothing to
 * Place free, no retreat), Minions above the placeable level, Kings whose Sneak the deck
 * cannot pay, no Attack Card whose Type Damage matches the Guardian.
 *
 * Error codes: `deck/malformed` (the deck is not a plain object `{ name, guardian, main,
 * attack }` with string ids, or a list holds more than 1,000 ids), `deck/unknown-card`,
 * `deck/guardian`, `deck/main-kind`, `deck/attack-kind`, `deck/main-size`, `deck/attack-size`,
 * `deck/copies`, `deck/bad-cards` (the card pool is not a {@link CardSet} or a list of at most
 * 10,000 cards, or some of its entries are not cards), `deck/bad-options` (the options are not
 * a plain object, or an option it reads has the wrong type), `deck/unreadable` (a getter or
 * proxy threw while the arguments were read).
 *
 * Implements G-DECK-1..4, G-DECK-3, G-MAT-2, G-MAT-5, G-MAT-7, G-CARD-1, G-MIN-3, G-KING-3,
 * G-RET-4, G-AMB-1, G-AMB-12, G-AMB-16, G-AMB-17.
 *
 * @remarks
 * It never throws, whatever its arguments, and a call takes well under 100 ms on any input:
 * the deck is read by its own data properties (no getter runs), lists past the limits are
 * refused before they are walked, and messages are at most 300 characters long. Of each card
 * in the pool it reads only `id`, `name`, `kind`, `level`, `sneakMinions`, `damageType` and
 * `typeDamage.damageType`, and of the options only `guardianCountsInMainDeck`,
 * `attackDeckCopyLimit` and `maxPlaceableMinionLevel` (an absent one takes its default, other
 * keys are not looked at); check card data from outside with {@link parseCardSet} first.
 *
 * @param deck - The deck (anything, e.g. parsed JSON).
 * @param cards - The card pool, a {@link CardSet} or a list of cards.
 * @param options - Rule options.
 * @returns Errors and warnings; `legal` is true when there are no errors.
 * @example
 * ```ts
 * import { validateDeck, emberVanguardDeck, sampleCardSet, starterDecks } from "@rulesmith/guardians";
 * validateDeck(starterDecks[0], sampleCardSet).legal; // true
 * validateDeck(null, sampleCardSet).errors.map((e) => e.code); // ["deck/malformed"]
 * validateDeck(emberVanguardDeck, null as never).errors[0]?.code; // "deck/bad-cards"
 * validateDeck({ name: "x", guardian: "pyra-flame-guardian", main: "ember-imp", attack: [] }, sampleCardSet).errors[0]?.message;
 * // "The deck needs a main list of card ids: main is not a list."
 * ```
 */
export function validateDeck(deck: unknown, cards: CardSet | readonly Card[], options: GuardiansOptions = DEFAULT_OPTIONS): DeckReport {
  try {
    return checkDeck(deck, cards, options);
  } catch (e) {
    const message = clipMessage(`The deck, its card pool or its options could not be read: reading them threw ${thrownText(e)}.`);
    return { legal: false, errors: [ruleError("deck/unreadable", message)], warnings: [] };
  }
}

function checkDeck(deck: unknown, cards: unknown, optionsGiven: unknown): DeckReport {
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const options = readOptions(optionsGiven, errors);
  const byId = readPool(cards, errors);

  if (!isPlainObject(deck)) {
    const what = typeof deck !== "object" || deck === null || Array.isArray(deck) ? "" : `, not ${valueKind(deck)}`;
    errors.push(ruleError("deck/malformed", clipMessage(`A deck is an object { name, guardian, main, attack }${what}.`)));
    return { legal: false, errors, warnings };
  }
  const keys = Object.keys(deck).filter((key) => key !== "name" && key !== "guardian" && key !== "main" && key !== "attack");
  for (const key of keys.slice(0, MAX_KEY_ERRORS)) {
    errors.push(ruleError("deck/malformed", clipMessage(`Unknown key ${shown(key)} in the deck.`), { details: { key: shown(key) } }));
  }
  if (keys.length > MAX_KEY_ERRORS) errors.push(ruleError("deck/malformed", `The deck has ${keys.length - MAX_KEY_ERRORS} more unknown keys.`));
  const name = own(deck, "name");
  if (typeof name !== "object" || typeof name.value !== "string") errors.push(ruleError("deck/malformed", "The deck needs a name (a string)."));
  const guardianField = own(deck, "guardian");
  const guardianId = typeof guardianField === "object" && typeof guardianField.value === "string" && guardianField.value.length <= MAX_ID ? guardianField.value : null;
  if (guardianId === null) errors.push(ruleError("deck/malformed", "The deck needs a guardian card id.", { rule: "G-DECK-3" }));
  const main = idList(own(deck, "main"), "main", "G-DECK-1", errors);
  const attack = idList(own(deck, "attack"), "attack", "G-DECK-4", errors);

  let guardian: CardView | undefined;
  if (guardianId !== null) {
    guardian = byId.get(guardianId);
    if (guardian === undefined) {
      errors.push(ruleError("deck/unknown-card", clipMessage(`Unknown card ${shown(guardianId)} in the Guardian slot.`), { details: { id: shown(guardianId) } }));
    } else if (guardian.kind !== "guardian") {
      errors.push(ruleError("deck/guardian", clipMessage(`${shown(guardian.name)} is not a Guardian.`), { rule: "G-DECK-3", details: { id: shown(guardianId) } }));
    }
  }

  const mainCards: CardView[] = [];
  if (main !== null) {
    let guardiansInMain = 0;
    for (let i = 0; i < main.length; i++) {
      const id = main[i] ?? "";
      const c = byId.get(id);
      if (c === undefined) {
        errors.push(ruleError("deck/unknown-card", clipMessage(`Unknown card ${shown(id)} at main[${i}].`), { details: { id: shown(id), index: i } }));
        continue;
      }
      mainCards.push(c);
      if (c.kind === "guardian") guardiansInMain++;
      else if (c.kind === "attack") {
        errors.push(ruleError("deck/main-kind", clipMessage(`${shown(c.name)} is an Attack Card; it belongs in the Attack Deck.`), { rule: "G-MAT-7", details: { id: shown(id), index: i } }));
      }
    }
    if (guardiansInMain > 0) {
      errors.push(
        ruleError("deck/guardian", `A deck has exactly one Guardian, in the Guardian slot; the main deck holds ${guardiansInMain} more.`, {
          rule: "G-DECK-3",
          details: { extra: guardiansInMain },
        }),
      );
    }
    const counted = main.length + (options.guardianCountsInMainDeck ? 1 : 0);
    if (counted < MAIN_MIN || counted > MAIN_MAX) {
      errors.push(
        ruleError("deck/main-size", `The main deck holds ${MAIN_MIN} to ${MAIN_MAX} cards, not ${counted}.`, {
          rule: "G-DECK-1",
          details: { size: counted, min: MAIN_MIN, max: MAIN_MAX },
        }),
      );
    }
    copyErrors(mainCards, "main deck", "G-DECK-2", errors);
  }

  const attackCards: CardView[] = [];
  if (attack !== null) {
    for (let i = 0; i < attack.length; i++) {
      const id = attack[i] ?? "";
      const c = byId.get(id);
      if (c === undefined) {
        errors.push(ruleError("deck/unknown-card", clipMessage(`Unknown card ${shown(id)} at attack[${i}].`), { details: { id: shown(id), index: i } }));
        continue;
      }
      attackCards.push(c);
      if (c.kind !== "attack") {
        errors.push(ruleError("deck/attack-kind", clipMessage(`${shown(c.name)} is not an Attack Card.`), { rule: "G-MAT-5", details: { id: shown(id), index: i } }));
      }
    }
    if (attack.length !== ATTACK_SIZE) {
      errors.push(
        ruleError("deck/attack-size", `The Attack Deck holds exactly ${ATTACK_SIZE} cards, not ${attack.length}.`, {
          rule: "G-DECK-4",
          details: { size: attack.length, required: ATTACK_SIZE },
        }),
      );
    }
    if (options.attackDeckCopyLimit) copyErrors(attackCards, "Attack Deck", "G-AMB-17", errors);
  }

  if (main !== null) mainWarnings(mainCards, options, warnings);
  if (guardian?.kind === "guardian" && guardian.damageType !== null && attack !== null) {
    const type = guardian.damageType;
    if (!attackCards.some((c) => c.kind === "attack" && c.damageType === type)) {
      warnings.push(
        ruleError("deck/no-type-damage", clipMessage(`No Attack Card adds Type Damage for ${shown(guardian.name)}'s type (${shown(type)}).`), { rule: "G-AMB-12" }),
      );
    }
  }
  return { legal: errors.length === 0, errors, warnings };
}

/** The card ids of the deck's `main` or `attack` list, or `null` (with an error) when it is not a list of at most {@link MAX_LIST} ids. */
function idList(field: { readonly value: unknown } | "getter" | undefined, key: "main" | "attack", rule: string, errors: RuleError[]): string[] | null {
  const needs = `The deck needs ${key === "main" ? "a main" : "an attack"} list of card ids`;
  const refuse = (why: string | null): null => {
    errors.push(ruleError("deck/malformed", why === null ? `${needs}.` : clipMessage(`${needs}: ${why}.`), { rule }));
    return null;
  };
  if (field === undefined) return refuse(null);
  if (field === "getter") return refuse(`${key} is a getter; a deck holds plain values`);
  const value = field.value;
  if (!Array.isArray(value)) return refuse(`${key} is not a list`);
  const list: readonly unknown[] = value;
  if (list.length > MAX_LIST) return refuse(`${key} holds ${list.length.toLocaleString("en")} entries; at most ${MAX_LIST.toLocaleString("en")}`);
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = own(list, String(i));
    if (typeof item !== "object" || typeof item.value !== "string") return refuse(`${key}[${i}] is not a card id (a string)`);
    if (item.value.length > MAX_ID) return refuse(`${key}[${i}] is ${item.value.length.toLocaleString("en")} characters long; a card id holds at most ${MAX_ID.toLocaleString("en")}`);
    out.push(item.value);
  }
  return out;
}

/** The options validateDeck reads, with their defaults; a `deck/bad-options` error for each that cannot be used. */
function readOptions(options: unknown, errors: RuleError[]): DeckOptions {
  const out: { -readonly [K in keyof DeckOptions]: DeckOptions[K] } = {
    guardianCountsInMainDeck: DEFAULT_OPTIONS.guardianCountsInMainDeck,
    attackDeckCopyLimit: DEFAULT_OPTIONS.attackDeckCopyLimit,
    maxPlaceableMinionLevel: DEFAULT_OPTIONS.maxPlaceableMinionLevel,
  };
  if (options === undefined) return out;
  if (!isPlainObject(options)) {
    errors.push(ruleError("deck/bad-options", clipMessage(`The options are a plain object such as guardiansOptions() returns, not ${valueKind(options)}.`)));
    return out;
  }
  const read = (key: keyof DeckOptions, ok: (v: unknown) => boolean, what: string): unknown => {
    const field = own(options, key);
    if (field === undefined || (field !== "getter" && field.value === undefined)) return undefined;
    if (field === "getter" || !ok(field.value)) {
      const got = field === "getter" ? "a getter" : valueKind(field.value);
      errors.push(ruleError("deck/bad-options", clipMessage(`The option ${key} is ${what}, not ${got}.`), { details: { option: key } }));
      return undefined;
    }
    return field.value;
  };
  const isBoolean = (v: unknown): boolean => typeof v === "boolean";
  const counts = read("guardianCountsInMainDeck", isBoolean, "true or false");
  if (typeof counts === "boolean") out.guardianCountsInMainDeck = counts;
  const limit = read("attackDeckCopyLimit", isBoolean, "true or false");
  if (typeof limit === "boolean") out.attackDeckCopyLimit = limit;
  const level = read("maxPlaceableMinionLevel", (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0, "a whole number from 0");
  if (typeof level === "number") out.maxPlaceableMinionLevel = level;
  return out;
}

/**
 * The card pool by id, read by core's {@link readCardPool}: a {@link CardSet} or a list of at
 * most {@link MAX_CARDS} cards; what is not shaped like a card is left out and reported once
 * as `deck/bad-cards`.
 */
function readPool(cards: unknown, errors: RuleError[]): ReadonlyMap<string, CardView> {
  const pool = readCardPool(cards, cardView, MAX_CARDS);
  if (pool.problem !== undefined) errors.push(pool.problem);
  return pool.byId;
}

/** Thrown by `get` in {@link cardView} at a getter, so that the card counts as not shaped like a card. */
const GETTER = new Error("a card field is a getter");

/** What validateDeck reads of `items[i]`, or `null` when it is not shaped like a card or cannot be read. */
function cardView(items: readonly unknown[], i: number): CardView | null {
  try {
    const item = own(items, String(i));
    if (typeof item !== "object") return null;
    const card = item.value;
    if (typeof card !== "object" || card === null || Array.isArray(card)) return null;
    const get = (key: string): unknown => {
      const f = own(card, key);
      if (f === "getter") throw GETTER;
      return f?.value;
    };
    const id = get("id");
    const name = get("name");
    const kind = get("kind");
    if (typeof id !== "string" || typeof name !== "string" || typeof kind !== "string" || !KINDS.has(kind)) return null;
    const k = kind as Card["kind"];
    let level = 0;
    let sneakMinions = 0;
    let damageType: string | null = null;
    if (k === "minion" || k === "king") {
      const l = get("level");
      if (typeof l !== "number" || !Number.isFinite(l)) return null;
      level = l;
    }
    if (k === "king") {
      const s = get("sneakMinions");
      if (typeof s !== "number" || !Number.isFinite(s)) return null;
      sneakMinions = s;
    }
    if (k === "guardian") {
      const t = get("damageType");
      if (typeof t !== "string") return null;
      damageType = t;
    }
    if (k === "attack") {
      const td = get("typeDamage");
      if (td !== undefined) {
        if (typeof td !== "object" || td === null || Array.isArray(td)) return null;
        const f = own(td, "damageType");
        if (typeof f !== "object" || typeof f.value !== "string") return null;
        damageType = f.value;
      }
    }
    return { id, name, kind: k, level, sneakMinions, damageType };
  } catch {
    return null;
  }
}

function copyErrors(cards: readonly CardView[], where: string, rule: string, errors: RuleError[]): void {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  for (const [name, n] of counts) {
    if (n > MAX_COPIES) {
      errors.push(
        ruleError("deck/copies", clipMessage(`The ${where} holds ${n} copies of ${shown(name)}; at most ${MAX_COPIES} are allowed.`), {
          rule,
          details: { name: shown(name), copies: n, max: MAX_COPIES },
        }),
      );
    }
  }
}

function mainWarnings(cards: readonly CardView[], options: DeckOptions, warnings: RuleError[]): void {
  let levelOne = 0;
  const minionsByLevel = new Map<number, number>();
  const seen = new Set<string>();
  for (const c of cards) {
    if (c.kind === "minion") {
      minionsByLevel.set(c.level, (minionsByLevel.get(c.level) ?? 0) + 1);
      if (c.level === 1) levelOne++;
    } else if (c.kind === "king" && c.level === 1) levelOne++;
  }
  if (levelOne === 0 && cards.length > 0) {
    warnings.push(ruleError("deck/no-level-one", "No level 1 Minion or King: nothing can be Placed without tributes and no creature can retreat.", { rule: "G-RET-4" }));
  }
  for (const c of cards) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    if (c.kind === "minion" && c.level > options.maxPlaceableMinionLevel) {
      warnings.push(
        ruleError("deck/unplaceable", clipMessage(`${shown(c.name)} is level ${c.level}; Minions above level ${options.maxPlaceableMinionLevel} cannot be Placed.`), {
          rule: "G-AMB-1",
          details: { id: shown(c.id) },
        }),
      );
    }
    if (c.kind === "king" && (minionsByLevel.get(c.level) ?? 0) < c.sneakMinions) {
      warnings.push(
        ruleError("deck/unsneakable", clipMessage(`${shown(c.name)} needs ${c.sneakMinions} level ${c.level} Minions, but the deck has ${minionsByLevel.get(c.level) ?? 0}.`), {
          rule: "G-KING-3",
          details: { id: shown(c.id) },
        }),
      );
    }
  }
}
