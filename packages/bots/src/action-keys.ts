// Internal: how a search tree tells actions apart across the worlds it samples.
import { canIdentify, type PlayerId, type ZoneMap } from "@rulesmith/core";

/** The key of an action in a search tree: actions with equal keys share one child. @internal */
export type ActionKey<S, A> = (state: S, action: A) => string;

/** The part of an engine-kit state the card grouping reads (see core's `KitState`). */
interface CardTable {
  readonly cards: Readonly<Record<string, { readonly def: string }>>;
  readonly zones: ZoneMap;
}

function isCardTable(state: unknown): state is CardTable {
  if (typeof state !== "object" || state === null) return false;
  const { cards, zones } = state as { cards?: unknown; zones?: unknown };
  if (typeof cards !== "object" || cards === null || typeof zones !== "object" || zones === null) return false;
  const z = zones as { zones?: unknown; index?: unknown; where?: unknown };
  return typeof z.zones === "object" && z.zones !== null && typeof z.index === "object" && z.index !== null && Array.isArray(z.where);
}

/** An action's own JSON text: two actions are the same child when they are the same JSON. @internal */
export function jsonKey(_state: unknown, action: unknown): string {
  return JSON.stringify(action);
}

/**
 * Keys that name cards by what they are where the card's identity carries no information:
 * a card `searcher` cannot identify in the real match (an opponent's hand, a face-down card,
 * the searcher's own deck) is re-dealt with a new id in every sampled world, so "play card
 * c41" means a different card in each; and copies of one definition in a hand are
 * interchangeable. Such card ids become their definition; cards in public view keep their
 * ids, since two copies there may differ (damage, position, counters).
 *
 * Works on states of core's engine kit (`cards` and `zones`); for any other state the key is
 * the action's JSON. With `real` (keys of the real state's actions, at the root), a card the
 * searcher cannot identify is keyed by nothing at all, so the key says nothing hidden. @internal
 */
export function cardKey<S, A>(searcher: PlayerId, real = false): ActionKey<S, A> {
  return (state: S, action: A): string => {
    if (!isCardTable(state)) return JSON.stringify(action);
    const { cards, zones } = state;
    return JSON.stringify(action, (_field, value: unknown) => {
      if (typeof value !== "string" || !Object.hasOwn(cards, value)) return value;
      const slot = zones.index[value];
      const zone = slot === undefined ? undefined : zones.zones[zones.where[slot] ?? ""];
      const known = canIdentify(zones, value, searcher);
      if (zone?.visibility === "public" && known) return value;
      // In the real state a card the searcher cannot identify must not give its definition away.
      if (real && !known) return "\u0001";
      return `\u0000${cards[value]?.def ?? value}`;
    });
  };
}

/** The group of an action in a search tree, or `null` when it is a group of its own. @internal */
export type GroupKey<S, A> = (state: S, action: A) => string | null;

/**
 * Move groups (Childs, Brodeur and Kocsis 2008): an action whose fields include lists or
 * objects (a payment, the cards discarded or sacrificed to pay, tributes, the cards picked) is
 * grouped with every action that differs from it only in those fields, so the search first
 * chooses what to do (play this card on that target) and then how (which payment). Without
 * it, every way to pay is a sibling of every other action and a search spreads its iterations
 * over them all. The group's key is the action's key with those fields left out; actions with
 * only plain fields are not grouped (`null`). @internal
 */
export function fieldGroups<S, A>(keyOf: ActionKey<S, A>): GroupKey<S, A> {
  return (state: S, action: A): string | null => {
    if (typeof action !== "object" || action === null || Array.isArray(action)) return null;
    let plain: Record<string, unknown> | null = null;
    for (const field in action) {
      const v: unknown = (action as Record<string, unknown>)[field];
      if (typeof v === "object" && v !== null) {
        if (plain === null) {
          plain = {};
          for (const f in action) {
            const w: unknown = (action as Record<string, unknown>)[f];
            if (typeof w !== "object" || w === null) plain[f] = w;
          }
        }
      }
    }
    return plain === null ? null : `\u0002${keyOf(state, plain as A)}`;
  };
}
