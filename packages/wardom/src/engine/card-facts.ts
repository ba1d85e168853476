/**
 * What the engine asks of a card definition on every step (does it trigger on this event, where
 * are its activated abilities offered, does it give room on the line), found once per
 * definition and kept; and of a match's definitions together (which places any card's
 * activated abilities or room can come from), found once per match.
 */
import type { Card, Condition, Timing } from "../cards/cards.js";
import { abilityZones, playsItsAbility, type AbilityZone } from "../cards/ability-rules.js";

/** The events a triggered ability can name (`Timing`'s `event`). @internal */
export type TriggerEvent = Extract<Timing, { readonly kind: "triggered" }>["event"];

/**
 * The room one continuous ability gives the line while it applies (D-KW.AdditionalRecruit-1).
 * @internal
 */
export interface Room {
  /** Where its card must be for it to apply: its zone label, else where the card is in play. */
  readonly where: readonly AbilityZone[];
  /** Extra Units the Combat position may hold. */
  readonly combat: number;
  /** Extra Units the Support position may hold. */
  readonly support: number;
  /** Its condition, checked for the player whose line it is; `undefined` for none. */
  readonly condition: Condition | undefined;
  /** A Field Rule: it gives both players room, not only the Field's controller (D-FIELD-4). */
  readonly rule: boolean;
}

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
  /**
   * Where its activated abilities are offered (the `"ability"` action): each one's zone label,
   * else where the card is in play. Empty for an Ability, Bolt or Danger Action, whose activated
   * ability is what playing or activating the card does.
   */
  readonly activatedIn: ReadonlySet<AbilityZone>;
  /** Its continuous Additional Recruit abilities, or `null` for none (D-KW.AdditionalRecruit-1). */
  readonly rooms: readonly Room[] | null;
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
 * factsOf(defOf(state, "c3")!).activatedIn.size; // 0 for a Unit without an activated ability
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
  const activatedIn = new Set<AbilityZone>();
  const rooms: Room[] = [];
  for (const a of card.abilities) {
    if (a.timing.kind === "triggered") triggers.add(a.timing.event);
    else if (a.timing.kind === "activated") {
      if (!playsItsAbility(card.type)) for (const z of abilityZones(card, a)) activatedIn.add(z);
    } else {
      let combat = 0;
      let support = 0;
      for (const e of a.effects) {
        if (e.kind !== "additional-recruit") continue;
        if (e.position === "combat") combat += e.count;
        else support += e.count;
      }
      if (combat > 0 || support > 0) rooms.push(Object.freeze({ where: abilityZones(card, a), combat, support, condition: a.condition, rule: a.rule === true && card.type === "field" }));
    }
  }
  return Object.freeze({ triggers, activatedIn, rooms: rooms.length === 0 ? null : Object.freeze(rooms) });
}

/**
 * What a match's card definitions hold together: the places some card's activated abilities
 * are offered in, and those some card's room can come from. The engine looks only there.
 * @internal
 */
export interface PoolFacts {
  /** The union of every definition's {@link CardFacts.activatedIn}. */
  readonly activatedIn: ReadonlySet<AbilityZone>;
  /** Every place some definition's {@link Room} applies in. */
  readonly roomIn: ReadonlySet<AbilityZone>;
}

// A match's definitions are one object shared by its every state.
const POOLS = new WeakMap<object, PoolFacts>();

/**
 * The {@link PoolFacts} of a match's definitions, found on the first call and kept with them.
 * @param defs - The match's definitions (`state.defs`).
 * @returns Their facts.
 * @internal
 * @example
 * ```ts
 * poolFactsOf(state.defs).activatedIn.has("void"); // false with the sample cards
 * ```
 */
export function poolFactsOf(defs: Readonly<Record<string, Card>>): PoolFacts {
  let facts = POOLS.get(defs);
  if (facts === undefined) {
    const activatedIn = new Set<AbilityZone>();
    const roomIn = new Set<AbilityZone>();
    for (const key in defs) {
      const def = defs[key];
      if (def === undefined) continue;
      const f = factsOf(def);
      for (const z of f.activatedIn) activatedIn.add(z);
      for (const r of f.rooms ?? []) for (const z of r.where) roomIn.add(z);
    }
    facts = Object.freeze({ activatedIn, roomIn });
    POOLS.set(defs, facts);
  }
  return facts;
}
