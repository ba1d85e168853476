import { deepFreeze } from "@rulesmith/core";
import type { DeckList } from "./deck.js";

/**
 * "Forest Ambush": a legal 30-card starter deck of the sample cards (10 creatures, 20 magics)
 * built around Assassin, Grizzly Bear and Backstab. Illustrative, like the sample cards.
 *
 * @example
 * ```ts
 * import { forestAmbushDeck, sampleCardSet, validateDeck } from "@rulesmith/ward";
 * validateDeck(forestAmbushDeck, sampleCardSet).legal; // true
 * ```
 */
export const forestAmbushDeck: DeckList = /* @__PURE__ */ deepFreeze({
  name: "Forest Ambush",
  cards: [
    { id: "bear-wolf", count: 3 },
    { id: "grizzly-bear", count: 2 },
    { id: "assassin", count: 2 },
    { id: "fog", count: 2 },
    { id: "ent-tree", count: 1 },
    { id: "backstab", count: 2 },
    { id: "battle-axe", count: 2 },
    { id: "haunted-tree", count: 3 },
    { id: "healing-spring", count: 3 },
    { id: "fireball", count: 3 },
    { id: "ghost-form", count: 2 },
    { id: "eagle-eye", count: 2 },
    { id: "halving-curse", count: 2 },
    { id: "revival-priest", count: 1 },
  ],
});

/**
 * "Iron Works": a legal 30-card starter deck of the sample cards (10 creatures, 20 magics)
 * built around Steam Rex, Field magics and negation. Illustrative, like the sample cards.
 *
 * @example
 * ```ts
 * import { ironWorksDeck, sampleCardSet, validateDeck } from "@rulesmith/ward";
 * validateDeck(ironWorksDeck, sampleCardSet).legal; // true
 * ```
 */
export const ironWorksDeck: DeckList = /* @__PURE__ */ deepFreeze({
  name: "Iron Works",
  cards: [
    { id: "bunnysaurus", count: 3 },
    { id: "hawk-archer", count: 2 },
    { id: "cave-beetle", count: 2 },
    { id: "the-hero", count: 2 },
    { id: "steam-rex", count: 1 },
    { id: "steam-armor", count: 2 },
    { id: "lead-boots", count: 2 },
    { id: "iron-range", count: 1 },
    { id: "old-logging-road", count: 1 },
    { id: "melody-of-the-deep", count: 3 },
    { id: "mind-sap", count: 2 },
    { id: "evil-queen", count: 2 },
    { id: "stone-skin", count: 2 },
    { id: "mysterious-door", count: 2 },
    { id: "regrowth", count: 3 },
  ],
});

/**
 * Both starter decks, for a match that needs no other input.
 *
 * @example
 * ```ts
 * import { starterDecks } from "@rulesmith/ward";
 * starterDecks.map((d) => d.name); // ["Forest Ambush", "Iron Works"]
 * ```
 */
export const starterDecks: readonly [DeckList, DeckList] = /* @__PURE__ */ deepFreeze<readonly [DeckList, DeckList]>([forestAmbushDeck, ironWorksDeck]);
