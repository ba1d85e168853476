// Reading cards out of a view built by core's engine kit: the same in every game.
import type { CardInstance, ZoneView } from "@rulesmith/core";

/** The part of a kit view that names cards. */
export interface CardsOfView<F> {
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly defs: Readonly<Record<string, F>>;
}

/** The definition of a card the viewer may identify, or `undefined`. */
export function defOf<F>(view: CardsOfView<F>, id: string | null): F | undefined {
  if (id === null || !Object.hasOwn(view.cards, id)) return undefined;
  const inst = view.cards[id];
  return inst !== undefined && Object.hasOwn(view.defs, inst.def) ? view.defs[inst.def] : undefined;
}

/** A zone of the view, if the game has it. */
export function zoneOf(view: { readonly zones: Readonly<Record<string, ZoneView>> }, id: string): ZoneView | undefined {
  return Object.hasOwn(view.zones, id) ? view.zones[id] : undefined;
}

/** "+2", "-1", "+0". */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** "infinite" as "Infinite": a word of card data as a label. */
export function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
