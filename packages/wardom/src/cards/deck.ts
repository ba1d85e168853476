/**
 * Deck validation: every problem at once as errors, advice as warnings, each with its rule ID.
 */
import { ruleError, type RuleError } from "@rulesmith/core";
import type { Card } from "./cards.js";
import { DECK_MAX, DECK_MIN, MAX_COPIES } from "../rules/limits.js";
import { isLegalWager } from "../rules/wager.js";

/**
 * A deck list: card ids (of a card set) with counts.
 *
 * @example
 * ```ts
 * import type { DeckList } from "@rulesmith/wardom";
 * const d: DeckList = { name: "Mine", cards: [{ id: "ember-squire", count: 4 }] };
 * ```
 */
export interface DeckList {
  /** The deck's name, shown to people; no rule uses it. */
  readonly name: string;
  /** The entries of the deck: 40 to 60 cards in all (D-DECK-1). */
  readonly cards: readonly {
    /** Card definition id, from the card set the deck is checked against. */
    readonly id: string;
    /** Copies of that card, a whole number from 1; at most 4 per card name (D-DECK-2, D-AMB-48). */
    readonly count: number;
  }[];
}

/**
 * The result of {@link validateDeck}: `legal` when there are no errors; `size` is the number of
 * cards counted; `errors` make the deck illegal; `warnings` are advice.
 *
 * @example
 * ```ts
 * import type { DeckReport } from "@rulesmith/wardom";
 * function show(r: DeckReport) { return r.legal ? "legal" : r.errors.map((e) => e.message).join("\n"); }
 * ```
 */
export interface DeckReport {
  /** `true` when `errors` is empty: the deck may be played. */
  readonly legal: boolean;
  /** Cards counted: the sum of the counts of the well-formed entries, unknown ids included. */
  readonly size: number;
  /** Every problem that makes the deck illegal (`deck/...` codes, with rule IDs where a rule is broken). */
  readonly errors: readonly RuleError[];
  /** Advice that does not make the deck illegal (few Units, few wagers, illustrative cards, repeated entries). */
  readonly warnings: readonly RuleError[];
}

/**
 * Options of deck validation: the size range and copy limit (defaults 40, 60 and 4) and the
 * fewest Units below which a warning is given (default 12).
 *
 * @example
 * ```ts
 * import type { DeckOptions } from "@rulesmith/wardom";
 * const o: DeckOptions = { minUnits: 15 };
 * ```
 */
export interface DeckOptions {
  /** Fewest cards in a deck; default 40 (D-DECK-1). */
  readonly minSize?: number;
  /** Most cards in a deck; default 60 (D-DECK-1). */
  readonly maxSize?: number;
  /** Most copies of one card, counted by name; default 4 (D-DECK-2, D-AMB-48). */
  readonly maxCopies?: number;
  /** Fewest Units before a `deck/few-units` warning is given; default 12 (advice, not a rule). */
  readonly minUnits?: number;
}

/**
 * Validates a deck against a card list and reports every problem at once.
 *
 * Errors: `deck/bad-entry` (a count that is not a whole number from 1, or a malformed entry),
 * `deck/unknown-card`, `deck/size` (D-DECK-1: 40 to 60 cards), `deck/copies` (D-DECK-2: at most 4
 * copies of a card, counted by name, D-AMB-48).
 * Warnings: `deck/repeated-entry` (the same id listed twice; counts are added), `deck/few-units`
 * (fewer Units than `minUnits`), `deck/few-wagers` (fewer than 8 cards that can be wagered, D-WIN-3),
 * `deck/illustrative` (the deck uses illustrative cards, not published card text, D-RULING-2).
 *
 * Implements D-DECK-1, D-DECK-2, D-AMB-48, D-WAGER-3.
 *
 * @param deck - The deck list (checked even if malformed).
 * @param cards - The cards the ids refer to.
 * @param options - Size range, copy limit, Unit advice threshold.
 * @returns The report.
 * @example
 * ```ts
 * import { validateDeck, sampleCards, starterDecks } from "@rulesmith/wardom";
 * validateDeck(starterDecks[0], sampleCards).legal; // true
 * validateDeck({ name: "Tiny", cards: [{ id: "ember-squire", count: 5 }] }, sampleCards).errors.map((e) => e.code);
 * // ["deck/size", "deck/copies"]
 * ```
 */
export function validateDeck(deck: DeckList, cards: readonly Card[], options: DeckOptions = {}): DeckReport {
  const minSize = options.minSize ?? DECK_MIN;
  const maxSize = options.maxSize ?? DECK_MAX;
  const maxCopies = options.maxCopies ?? MAX_COPIES;
  const minUnits = options.minUnits ?? 12;
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const byId = new Map<string, Card>();
  for (const c of cards) byId.set(c.id, c);
  const entries: unknown = deck.cards;
  const list: readonly unknown[] = Array.isArray(entries) ? entries : [];
  if (!Array.isArray(entries)) errors.push(ruleError("deck/bad-entry", "A deck list needs a cards array.", { details: { field: "cards" } }));
  const byName = new Map<string, number>();
  const seenIds = new Set<string>();
  let size = 0;
  let units = 0;
  let wagers = 0;
  let illustrative = 0;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    const id: unknown = typeof entry === "object" && entry !== null && "id" in entry ? entry.id : undefined;
    const count: unknown = typeof entry === "object" && entry !== null && "count" in entry ? entry.count : undefined;
    if (typeof id !== "string") {
      errors.push(ruleError("deck/bad-entry", `Entry ${i} has no card id.`, { details: { index: i } }));
      continue;
    }
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1) {
      errors.push(ruleError("deck/bad-entry", `Entry ${i} (${id}) needs a count that is a whole number from 1.`, { details: { index: i, id } }));
      continue;
    }
    if (seenIds.has(id)) warnings.push(ruleError("deck/repeated-entry", `${id} is listed more than once; the counts are added.`, { rule: "D-DECK-2", details: { id } }));
    seenIds.add(id);
    const card = byId.get(id);
    size += count;
    if (card === undefined) {
      errors.push(ruleError("deck/unknown-card", `No card has the id ${id}.`, { details: { index: i, id } }));
      continue;
    }
    byName.set(card.name, (byName.get(card.name) ?? 0) + count);
    if (card.type === "unit") units += count;
    if (isLegalWager({ card, trueRecruited: false })) wagers += count;
    if (card.illustrative) illustrative += count;
  }
  if (size < minSize || size > maxSize) {
    errors.push(
      ruleError("deck/size", `A deck has ${minSize} to ${maxSize} cards; this one has ${size}.`, {
        rule: "D-DECK-1",
        details: { size, min: minSize, max: maxSize },
      }),
    );
  }
  for (const [name, copies] of byName) {
    if (copies > maxCopies) {
      errors.push(
        ruleError("deck/copies", `A deck may hold at most ${maxCopies} copies of ${name}; this one has ${copies}.`, {
          rule: "D-DECK-2",
          details: { name, copies, max: maxCopies },
        }),
      );
    }
  }
  if (units < minUnits) {
    warnings.push(ruleError("deck/few-units", `The deck has ${units} Units; ${minUnits} or more keep the line filled.`, { rule: "D-UNIT-1", details: { units } }));
  }
  if (wagers < 8) {
    warnings.push(
      ruleError("deck/few-wagers", `Only ${wagers} cards can be wagered; a player who cannot wager loses.`, { rule: "D-WIN-3", details: { wagers } }),
    );
  }
  if (illustrative > 0) {
    warnings.push(
      ruleError("deck/illustrative", `${illustrative} cards of the deck are illustrative (invented), not printed cards.`, { rule: "D-RULING-2", details: { illustrative } }),
    );
  }
  return { legal: errors.length === 0, size, errors, warnings };
}
