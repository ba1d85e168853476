/**
 * What the engine asks of a card definition on every step (does it trigger on this event, has it
 * an activated ability, does it give room on the line), found once per definition and kept.
 */
import type { Card, Timing } from "../cards/cards.js";
import type { Position } from "../cards/vocabulary.js";

/** The events a triggered ability can name (`Timing`'s `event`). @internal */
export type TriggerEvent = Extract<Timing, { readonly kind: "triggered" }>["event"];

/**
 * Facts about one card definition that depend on nothing else.
 * @internal
 * @example
 * ```ts
 * factsOf(card).triggers.has("recruited"); // true for a Unit with a "When recruited" ability
 * ```
 */
export interface CardFacts {
  /** The events some triggered ability of the card names. */
  readonly triggers: ReadonlySet<TriggerEvent>;
  /** Whether the card has an activated ability. */
  readonly activated: boolean;
  /** Room its continuous Additional Recruit effects give each position, or `null` for none (D-KW.AdditionalRecruit-1). */
  readonly extraRoom: Readonly<Record<Position, number>> | null;
}

// Card definitions are immutable plain data (parsed once, shared by every state of a match).
const FACTS = new WeakMap<Card, CardFacts>();

/**
 * The {@link CardFacts} of a definition, found on the first call and kept with it.
 * @param card - The definition.
 * @returns Its facts.
 * @internal
 * @example
 * ```ts
 * factsOf(defOf(state, "c3")!).activated; // false for a Unit without an activated ability
 * ```
 */
export function factsOf(card: Card): CardFacts {
  let facts = FACTS.get(card);
  if (facts === undefined) {
    facts = find(card);
    FACTS.set(card, facts);
  }
  return facts;
}

function find(card: Card): CardFacts {
  const triggers = new Set<TriggerEvent>();
  let activated = false;
  let combat = 0;
  let support = 0;
  for (const a of card.abilities) {
    if (a.timing.kind === "triggered") triggers.add(a.timing.event);
    else if (a.timing.kind === "activated") activated = true;
    else {
      for (const e of a.effects) {
        if (e.kind !== "additional-recruit") continue;
        if (e.position === "combat") combat += e.count;
        else support += e.count;
      }
    }
  }
  const extraRoom = combat === 0 && support === 0 ? null : Object.freeze({ combat, support });
  return Object.freeze({ triggers, activated, extraRoom });
}
