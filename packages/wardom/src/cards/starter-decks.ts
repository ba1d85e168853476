/**
 * Two legal starter decks built from the (illustrative) sample cards.
 */
import { deepFreeze } from "@rulesmith/core";
import type { DeckList } from "./deck.js";

/**
 * "Ember Vanguard": an attacking deck of Fire and Earth Units with Piercing and Rampage, 40 cards.
 * Illustrative, like the sample cards.
 *
 * @example
 * ```ts
 * import { emberVanguardDeck, sampleCards, validateDeck } from "@rulesmith/wardom";
 * validateDeck(emberVanguardDeck, sampleCards).legal; // true
 * ```
 */
export const emberVanguardDeck: DeckList = /* @__PURE__ */ deepFreeze({
  name: "Ember Vanguard",
  cards: [
    { id: "ember-squire", count: 4 },
    { id: "ironwood-spearman", count: 4 },
    { id: "mountain-ogre", count: 3 },
    { id: "red-berserker", count: 3 },
    { id: "dawn-lancer", count: 2 },
    { id: "ashen-phoenix", count: 2 },
    { id: "loyal-hound", count: 3 },
    { id: "veiled-assassin", count: 2 },
    { id: "chaggai-joker-of-old", count: 2 },
    { id: "grave-robber", count: 2 },
    { id: "hunters-bolt", count: 3 },
    { id: "doom-bolt", count: 2 },
    { id: "withering-curse", count: 2 },
    { id: "call-to-arms", count: 2 },
    { id: "lance-of-dawn", count: 2 },
    { id: "pyre-of-memories", count: 1 },
    { id: "gilded-idol", count: 1 },
  ],
});

/**
 * "Frost Bastion": a defending deck of Water and Light Units with Guardian, Ward, Tenacity and
 * Frozen Touch, 40 cards. Illustrative, like the sample cards.
 *
 * @example
 * ```ts
 * import { frostBastionDeck, sampleCards, validateDeck } from "@rulesmith/wardom";
 * validateDeck(frostBastionDeck, sampleCards).legal; // true
 * ```
 */
export const frostBastionDeck: DeckList = /* @__PURE__ */ deepFreeze({
  name: "Frost Bastion",
  cards: [
    { id: "river-sprite", count: 4 },
    { id: "shieldmaiden", count: 4 },
    { id: "oathbound-guardian", count: 2 },
    { id: "warded-acolyte", count: 3 },
    { id: "iron-bulwark", count: 2 },
    { id: "frost-warden", count: 3 },
    { id: "stonewall-sentinel", count: 2 },
    { id: "venom-spitter", count: 2 },
    { id: "saint-of-cinders", count: 1 },
    { id: "gravedigger", count: 2 },
    { id: "ancient-colossus", count: 1 },
    { id: "glacial-prison", count: 2 },
    { id: "hush", count: 2 },
    { id: "purifying-rain", count: 1 },
    { id: "tower-shield", count: 3 },
    { id: "shield-wall", count: 1 },
    { id: "oracle-pool", count: 2 },
    { id: "hoarders-vault", count: 1 },
    { id: "scouts-report", count: 2 },
  ],
});

/**
 * Both starter decks, for a demo match: `[emberVanguardDeck, frostBastionDeck]`.
 *
 * @example
 * ```ts
 * import { starterDecks } from "@rulesmith/wardom";
 * starterDecks.map((d) => d.name); // ["Ember Vanguard", "Frost Bastion"]
 * ```
 */
export const starterDecks: readonly [DeckList, DeckList] = /* @__PURE__ */ deepFreeze([emberVanguardDeck, frostBastionDeck]);
