import { ruleError, type RuleError } from "@rulesmith/core";
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

function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const out: string[] = [];
  for (const v of value as unknown[]) {
    if (typeof v !== "string") return null;
    out.push(v);
  }
  return out;
}

function own(record: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? (record as Record<string, unknown>)[key] : undefined;
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
 * Implements G-DECK-1..4, G-DECK-3, G-MAT-2, G-MAT-5, G-MAT-7, G-CARD-1, G-MIN-3, G-KING-3,
 * G-RET-4, G-AMB-1, G-AMB-12, G-AMB-16, G-AMB-17.
 *
 * @param deck - The deck (anything, e.g. parsed JSON).
 * @param cards - The card pool, a {@link CardSet} or a list of cards.
 * @param options - Rule options.
 * @returns Errors and warnings; `legal` is true when there are no errors.
 * @example
 * ```ts
 * import { validateDeck, SAMPLE_CARD_SET, STARTER_DECKS } from "@rulesmith/guardians";
 * validateDeck(STARTER_DECKS[0], SAMPLE_CARD_SET).legal; // true
 * ```
 */
export function validateDeck(deck: unknown, cards: CardSet | readonly Card[], options: GuardiansOptions = DEFAULT_OPTIONS): DeckReport {
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const list: readonly Card[] = "cards" in cards ? cards.cards : cards;
  const byId = new Map<string, Card>();
  for (const c of list) byId.set(c.id, c);

  if (typeof deck !== "object" || deck === null || Array.isArray(deck)) {
    errors.push(ruleError("deck/malformed", "A deck is an object { name, guardian, main, attack }."));
    return { legal: false, errors, warnings };
  }
  for (const key of Object.keys(deck)) {
    if (key !== "name" && key !== "guardian" && key !== "main" && key !== "attack") {
      errors.push(ruleError("deck/malformed", `Unknown key ${key} in the deck.`, { details: { key } }));
    }
  }
  const name = own(deck, "name");
  if (typeof name !== "string") errors.push(ruleError("deck/malformed", "The deck needs a name (a string)."));
  const guardianId = own(deck, "guardian");
  const main = stringList(own(deck, "main"));
  const attack = stringList(own(deck, "attack"));
  if (typeof guardianId !== "string") errors.push(ruleError("deck/malformed", "The deck needs a guardian card id.", { rule: "G-DECK-3" }));
  if (main === null) errors.push(ruleError("deck/malformed", "The deck needs a main list of card ids.", { rule: "G-DECK-1" }));
  if (attack === null) errors.push(ruleError("deck/malformed", "The deck needs an attack list of card ids.", { rule: "G-DECK-4" }));

  let guardian: Card | undefined;
  if (typeof guardianId === "string") {
    guardian = byId.get(guardianId);
    if (guardian === undefined) {
      errors.push(ruleError("deck/unknown-card", `Unknown card ${guardianId} in the Guardian slot.`, { details: { id: guardianId } }));
    } else if (guardian.kind !== "guardian") {
      errors.push(ruleError("deck/guardian", `${guardian.name} is not a Guardian.`, { rule: "G-DECK-3", details: { id: guardianId } }));
    }
  }

  const mainCards: Card[] = [];
  if (main !== null) {
    let guardiansInMain = 0;
    for (let i = 0; i < main.length; i++) {
      const id = main[i] ?? "";
      const c = byId.get(id);
      if (c === undefined) {
        errors.push(ruleError("deck/unknown-card", `Unknown card ${id} at main[${i}].`, { details: { id, index: i } }));
        continue;
      }
      mainCards.push(c);
      if (c.kind === "guardian") guardiansInMain++;
      else if (c.kind === "attack") {
        errors.push(ruleError("deck/main-kind", `${c.name} is an Attack Card; it belongs in the Attack Deck.`, { rule: "G-MAT-7", details: { id, index: i } }));
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

  const attackCards: Card[] = [];
  if (attack !== null) {
    for (let i = 0; i < attack.length; i++) {
      const id = attack[i] ?? "";
      const c = byId.get(id);
      if (c === undefined) {
        errors.push(ruleError("deck/unknown-card", `Unknown card ${id} at attack[${i}].`, { details: { id, index: i } }));
        continue;
      }
      attackCards.push(c);
      if (c.kind !== "attack") {
        errors.push(ruleError("deck/attack-kind", `${c.name} is not an Attack Card.`, { rule: "G-MAT-5", details: { id, index: i } }));
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
  if (guardian?.kind === "guardian" && attack !== null) {
    const type = guardian.damageType;
    if (!attackCards.some((c) => c.kind === "attack" && c.typeDamage?.damageType === type)) {
      warnings.push(
        ruleError("deck/no-type-damage", `No Attack Card adds Type Damage for ${guardian.name}'s type (${type}).`, { rule: "G-AMB-12" }),
      );
    }
  }
  return { legal: errors.length === 0, errors, warnings };
}

function copyErrors(cards: readonly Card[], where: string, rule: string, errors: RuleError[]): void {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  for (const [name, n] of counts) {
    if (n > MAX_COPIES) {
      errors.push(
        ruleError("deck/copies", `The ${where} holds ${n} copies of ${name}; at most ${MAX_COPIES} are allowed.`, {
          rule,
          details: { name, copies: n, max: MAX_COPIES },
        }),
      );
    }
  }
}

function mainWarnings(cards: readonly Card[], options: GuardiansOptions, warnings: RuleError[]): void {
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
        ruleError("deck/unplaceable", `${c.name} is level ${c.level}; Minions above level ${options.maxPlaceableMinionLevel} cannot be Placed.`, {
          rule: "G-AMB-1",
          details: { id: c.id },
        }),
      );
    }
    if (c.kind === "king" && (minionsByLevel.get(c.level) ?? 0) < c.sneakMinions) {
      warnings.push(
        ruleError("deck/unsneakable", `${c.name} needs ${c.sneakMinions} level ${c.level} Minions, but the deck has ${minionsByLevel.get(c.level) ?? 0}.`, {
          rule: "G-KING-3",
          details: { id: c.id },
        }),
      );
    }
  }
}
