import type { ChanceHost } from "./chance-host.js";
import type { PlayerId } from "./player.js";
import type { ZoneMap } from "./zone-map.js";

/**
 * Whether players know each other's decklists: `"open"`, every view lists the definition of
 * every card in the match; `"hidden"` (the default in every game), a view lists only the
 * definitions of cards the viewer owns or can identify now. The option has this name and these
 * values in every game's config.
 *
 * @example
 * ```ts
 * import type { DecklistVisibility } from "@rulesmith/core";
 * const tournament: DecklistVisibility = "open";
 * ```
 */
export type DecklistVisibility = "open" | "hidden";

/**
 * The default {@link DecklistVisibility}: `"hidden"`.
 *
 * @example
 * ```ts
 * import { DEFAULT_DECKLISTS } from "@rulesmith/core";
 * const decklists = DEFAULT_DECKLISTS; // "hidden"
 * ```
 */
export const DEFAULT_DECKLISTS: DecklistVisibility = "hidden";

/**
 * One card of a match: which definition it is and who owns it. The instance id is its key in
 * {@link KitState.cards}; deal ids that say nothing of the card (see {@link dealCardIds}), since
 * ids of hidden cards stay in the state.
 *
 * @example
 * ```ts
 * import type { CardInstance } from "@rulesmith/core";
 * const c: CardInstance = { def: "fog", owner: 1 };
 * ```
 */
export interface CardInstance {
  /** The key of the card's definition in {@link KitState.defs}. */
  readonly def: string;
  /** The player who owns the card. */
  readonly owner: PlayerId;
}

/**
 * The fields the engine kit owns in every game state: the game's id, the cards and their
 * definitions, the zones with their index, the decklist option, and the chance fields. A game's state extends it
 * with its own fields. What is in a view, what `determinize` re-deals and what `parseState`
 * checks of cards is derived from these fields alone.
 *
 * @typeParam D - A card definition (the game's card data).
 * @example
 * ```ts
 * import type { KitState } from "@rulesmith/core";
 * interface DuelState extends KitState<never> { readonly hp: readonly [number, number] }
 * ```
 */
export interface KitState<D = unknown> extends ChanceHost {
  /**
   * The id of the game whose state this is (its ruleset's `id`, such as `"ward"`). The kit
   * refuses a state of another game with `state/invalid`, in `apply`, `applyIndex` and
   * `parseState`: the states of two games built on the kit share its tables, and one given to
   * the other game's engine would otherwise be read as a garbled match.
   */
  readonly game: string;
  /** Every card instance of the match, by instance id. */
  readonly cards: Readonly<Record<string, CardInstance>>;
  /** The card definitions the instances refer to, by definition id. */
  readonly defs: Readonly<Record<string, D>>;
  /** Every zone, where each card is, and who has been shown what. */
  readonly zones: ZoneMap;
  /** Whether players know each other's decklists. */
  readonly decklists: DecklistVisibility;
}
