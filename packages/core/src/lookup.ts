// Fast lookups by card id in tables that never change once made: a match's card table and its
// zone index. Measured in V8 (Node 20): reading a plain object with a key that varies, as
// `cards[id]` does, costs about 30 ns once the object has 80 keys in its fast layout (the
// engine searches the object's key list), 10 ns for a Map and 3 ns for a list by position.
import type { CardInstance, KitState } from "./kit-state.js";
import type { PlayerId } from "./player.js";

/** What one card id leads to: its instance, definition and owner. */
interface CardEntry<F> {
  readonly def: F | undefined;
  readonly owner: PlayerId;
}

/**
 * The entries of one card table with one definition table, made once. The last pair asked for
 * is checked first (a match reads the same tables step after step); other pairs (a bot's
 * determinized worlds, other matches) are kept while their tables live.
 */
class CardTableCache<F> {
  private lastCards: object | undefined = undefined;
  private lastDefs: object | undefined = undefined;
  private lastEntries = new Map<string, CardEntry<F>>();
  private readonly byCards = new WeakMap<object, { readonly defs: object; readonly entries: Map<string, CardEntry<F>> }>();

  entries(cards: Readonly<Record<string, CardInstance>>, defs: Readonly<Record<string, F>>): Map<string, CardEntry<F>> {
    if (cards === this.lastCards && defs === this.lastDefs) return this.lastEntries;
    let found = this.byCards.get(cards);
    if (found?.defs !== defs) {
      const entries = new Map<string, CardEntry<F>>();
      for (const id of Object.keys(cards)) {
        const c = cards[id];
        if (c === undefined) continue;
        entries.set(id, { def: Object.hasOwn(defs, c.def) ? defs[c.def] : undefined, owner: c.owner });
      }
      found = { defs, entries };
      this.byCards.set(cards, found);
    }
    this.lastCards = cards;
    this.lastDefs = defs;
    this.lastEntries = found.entries;
    return found.entries;
  }
}

const cache = /* @__PURE__ */ new CardTableCache<unknown>();

/**
 * The definition of a card instance of a kit state: `state.defs[state.cards[id].def]`, read
 * from a Map made once per card table (a match shares one card table between all its states).
 *
 * @remarks
 * For speed in a game's hot paths. It relies on what the kit guarantees: a state's `cards` and
 * `defs` tables are never changed once made (a transition copies what it writes, and nothing
 * writes these two). Do not call it on tables you are still filling.
 *
 * @typeParam F - A card definition.
 * @param state - A kit state (or a transition's working state).
 * @param id - A card instance id.
 * @returns Its definition, or `undefined` for an unknown id (or a definition missing from
 *   `defs`).
 * @example
 * ```ts
 * import { cardDef } from "@rulesmith/core";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) cardDef(start.value, "nope"); // undefined — the duel has no cards
 * ```
 */
export function cardDef<F>(state: KitState<F>, id: string): F | undefined {
  return (cache as CardTableCache<F>).entries(state.cards, state.defs).get(id)?.def;
}

/**
 * The owner of a card instance of a kit state: `state.cards[id].owner`, read from the same Map
 * as {@link cardDef}.
 *
 * @param state - A kit state (or a transition's working state).
 * @param id - A card instance id.
 * @returns Its owner, or `undefined` for an unknown id.
 * @example
 * ```ts
 * import { cardOwner } from "@rulesmith/core";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) cardOwner(start.value, "nope"); // undefined
 * ```
 */
export function cardOwner(state: KitState, id: string): PlayerId | undefined {
  return cache.entries(state.cards, state.defs).get(id)?.owner;
}

let lastIndex: object | undefined;
let lastSlots = new Map<string, number>();
const slotsByIndex = new WeakMap<object, Map<string, number>>();

/**
 * @internal A zone index (card id to slot) as a Map, made once per index object: every state of
 * a match shares one index, which is never written.
 */
export function slotsOf(index: Readonly<Record<string, number>>): Map<string, number> {
  if (index === lastIndex) return lastSlots;
  let slots = slotsByIndex.get(index);
  if (slots === undefined) {
    slots = new Map();
    for (const id of Object.keys(index)) {
      const slot = index[id];
      if (typeof slot === "number") slots.set(id, slot);
    }
    slotsByIndex.set(index, slots);
  }
  lastIndex = index;
  lastSlots = slots;
  return slots;
}
