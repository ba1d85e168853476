import type { PlayerId, Viewer } from "../player.js";
import type { Secrets } from "../ruleset.js";

/**
 * What {@link checkCardWords} and {@link withHiddenSwapped} need of a ruleset: its views, what
 * each viewer may not know, and the kit's exchange of two hidden cards' definitions (a
 * ruleset built by `defineGame` has all three).
 *
 * @typeParam S - The game state.
 * @typeParam V - The view.
 * @example
 * ```ts
 * import type { CardWordsRuleset } from "@rulesmith/core/testing";
 * import { charmDuel, type CharmDuelState } from "@rulesmith/core/examples";
 * const rules: CardWordsRuleset<CharmDuelState, ReturnType<typeof charmDuel.view>> = charmDuel;
 * ```
 */
export interface CardWordsRuleset<S, V> {
  /**
   * The view of a seat.
   * @param state - A state of the match.
   * @param viewer - The seat.
   * @returns What that seat may know.
   */
  view(state: S, viewer: PlayerId): V;
  /**
   * What a viewer may not know; only `hiddenCards` is read.
   * @param state - A state of the match.
   * @param viewer - Who views it.
   * @returns At least the ids of the cards hidden from the viewer.
   */
  secrets(state: S, viewer: Viewer): Pick<Secrets, "hiddenCards">;
  /**
   * Exchanges the definitions of two cards hidden from the viewer.
   * @param state - A state of the match.
   * @param viewer - Who may know neither card.
   * @param a - One card's id.
   * @param b - The other card's id.
   * @returns The changed state, or `undefined` where the pair cannot be exchanged.
   */
  swapHidden(state: S, viewer: Viewer, a: string, b: string): S | undefined;
}

/**
 * What {@link checkCardWords} reads of a state: the card table, instance id to definition id
 * (in a view, the cards the viewer may identify).
 *
 * @example
 * ```ts
 * import type { CardTable } from "@rulesmith/core/testing";
 * const t: CardTable = { cards: { c0: { def: "fog" } } };
 * ```
 */
export interface CardTable {
  /** The card instances, by id. */
  readonly cards: Readonly<
    Record<
      string,
      {
        /** The id of the card's definition. */
        readonly def: string;
      }
    >
  >;
}

/**
 * What {@link checkCardWords} reads of a view: the cards the viewer may identify and their
 * definitions' names.
 *
 * @example
 * ```ts
 * import type { CardWordsView } from "@rulesmith/core/testing";
 * const v: CardWordsView = { cards: { c0: { def: "fog" } }, defs: { fog: { name: "Fog" } } };
 * ```
 */
export interface CardWordsView extends CardTable {
  /** The definitions of those cards, by id. */
  readonly defs: Readonly<
    Record<
      string,
      {
        /** The card's name, which its words begin with. */
        readonly name: string;
      }
    >
  >;
}

/**
 * What {@link checkCardWords} looked at: enough to assert that the match gave it something to
 * check.
 *
 * @example
 * ```ts
 * import type { CardWordsReport } from "@rulesmith/core/testing";
 * const enough = (r: CardWordsReport) => r.named > 100 && r.swaps > 10;
 * ```
 */
export interface CardWordsReport {
  /** Cards the viewer could identify, worded and checked, over all the states. */
  readonly named: number;
  /** States in which two cards hidden from the viewer were exchanged and every card worded again. */
  readonly swaps: number;
}

/**
 * A state with the definitions of two cards hidden from `viewer` exchanged: the first pair of
 * hidden cards with different definitions that the ruleset's `swapHidden` accepts. A view, a
 * board text or any words for that viewer must not change (they cannot know which is which).
 *
 * @typeParam S - The game state.
 * @param ruleset - The ruleset (built by `defineGame`, or with the same `secrets` and `swapHidden`).
 * @param state - A state of a match.
 * @param viewer - Who may not know the two cards.
 * @returns The changed state, or `undefined` when no two cards hidden from the viewer differ.
 * @example
 * ```ts
 * import { withHiddenSwapped } from "@rulesmith/core/testing";
 * import { charmDuel } from "@rulesmith/core/examples";
 * const start = charmDuel.setup({ seed: 1 });
 * const other = start.ok ? withHiddenSwapped(charmDuel, start.value, 0) : undefined;
 * // charmDuel.view(other, 0) equals charmDuel.view(start.value, 0)
 * ```
 */
export function withHiddenSwapped<S extends CardTable>(ruleset: Pick<CardWordsRuleset<S, unknown>, "secrets" | "swapHidden">, state: S, viewer: Viewer): S | undefined {
  const hidden = ruleset.secrets(state, viewer).hiddenCards;
  for (const a of hidden) {
    for (const b of hidden) {
      if (state.cards[a]?.def === state.cards[b]?.def) continue;
      const swapped = ruleset.swapHidden(state, viewer, a, b);
      if (swapped !== undefined) return swapped;
    }
  }
  return undefined;
}

/** Text that a sentence for people should never hold: a value printed raw. */
const RAW = /undefined|\[object/;
/** Problems listed in the error at the most. */
const SHOWN = 10;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Checks a game's words for single cards (its `describeCard`) through the states of a match:
 * every card the viewer may identify is worded with its name first; every other card is
 * worded `"a hidden card"`; no wording holds a card id of the match or a raw value
 * (`undefined`, `[object ...]`); and where two cards hidden from the viewer can be exchanged
 * ({@link withHiddenSwapped}), the words for every card stay the same.
 *
 * @remarks
 * It throws rather than returning problems, so that no caller can forget to look; assert on
 * the report that the states gave it enough to check (a short match, or one where nothing is
 * ever hidden, checks little).
 *
 * @typeParam S - The game state.
 * @typeParam V - The view ({@link CardWordsView}).
 * @param ruleset - The ruleset (built by `defineGame`).
 * @param describeCard - The game's words for one card, as a viewer sees it.
 * @param states - States of a match, each with the seat that views it.
 * @returns How many cards were named and how many states had hidden cards exchanged.
 * @throws Error listing the first problems found: the state's position in `states`, the
 *   viewer, the card and its words.
 * @example
 * ```ts
 * import { checkCardWords } from "@rulesmith/core/testing";
 * import { charmDuel } from "@rulesmith/core/examples";
 * const describeCard = (view: ReturnType<typeof charmDuel.view>, card: string): string => {
 *   const def = view.cards[card]?.def;
 *   return def === undefined ? "a hidden card" : `${view.defs[def]?.name ?? "?"} (a charm)`;
 * };
 * const start = charmDuel.setup({ seed: 1 });
 * if (start.ok) {
 *   const report = checkCardWords(charmDuel, describeCard, [{ state: start.value, player: 0 }]);
 *   console.log(report.named, report.swaps); // 3 1 — the three charms in hand, one exchange
 * }
 * ```
 */
export function checkCardWords<S extends CardTable, V extends CardWordsView>(
  ruleset: CardWordsRuleset<S, V>,
  describeCard: (view: V, card: string) => string,
  states: Iterable<{ readonly state: S; readonly player: PlayerId }>,
): CardWordsReport {
  const problems: string[] = [];
  let named = 0;
  let swaps = 0;
  let index = 0;
  for (const { state, player } of states) {
    const at = `state ${index}, player ${player}`;
    const view = ruleset.view(state, player);
    const all = Object.keys(state.cards);
    const ids = all.length === 0 ? undefined : new RegExp(`(?<![\\w-])(?:${all.map(escapeRegExp).join("|")})(?![\\w-])`);
    const words = all.map((c) => describeCard(view, c));
    all.forEach((card, i) => {
      const text = words[i] ?? "";
      const inst = Object.hasOwn(view.cards, card) ? view.cards[card] : undefined;
      if (inst === undefined) {
        if (text !== "a hidden card") problems.push(`${at}: card ${card}, hidden from the viewer, is worded "${text}", not "a hidden card"`);
        return;
      }
      named++;
      const name = Object.hasOwn(view.defs, inst.def) ? (view.defs[inst.def]?.name ?? "?") : "?";
      if (!text.startsWith(name)) problems.push(`${at}: card ${card} is worded "${text}", which does not start with its name "${name}"`);
      const raw = RAW.exec(text) ?? ids?.exec(text);
      if (raw != null) problems.push(`${at}: card ${card} is worded "${text}", which holds "${raw[0]}"`);
    });
    const other = withHiddenSwapped(ruleset, state, player);
    if (other !== undefined) {
      swaps++;
      const otherView = ruleset.view(other, player);
      all.forEach((card, i) => {
        const text = describeCard(otherView, card);
        if (text !== words[i]) problems.push(`${at}: card ${card} is worded "${text}" once two cards hidden from the viewer are exchanged, "${words[i] ?? ""}" before`);
      });
    }
    index++;
  }
  if (problems.length > 0) {
    const more = problems.length > SHOWN ? `\n... and ${problems.length - SHOWN} more` : "";
    throw new Error(`checkCardWords: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the words for cards:\n${problems.slice(0, SHOWN).join("\n")}${more}`);
  }
  return { named, swaps };
}
