import type { Deck } from "./deck.js";
import { deepFreeze } from "@rulesmith/core";

const twice = (ids: readonly string[]): string[] => ids.flatMap((id) => [id, id]);

/**
 * Starter deck "Ember Vanguard": Pyra, Flame Guardian with fire Minions, Ignar the Ember King,
 * 24 main-deck cards and a 20-card Attack Deck, all from the illustrative sample set.
 *
 * Implements G-DECK-1..4 (legal by construction; tested).
 *
 * @example
 * ```ts
 * import { emberVanguardDeck } from "@rulesmith/guardians";
 * emberVanguardDeck.attack.length; // 20
 * ```
 */
export const emberVanguardDeck: Deck = /* @__PURE__ */ deepFreeze({
  name: "Ember Vanguard",
  guardian: "pyra-flame-guardian",
  main: twice([
    "ember-imp",
    "cinder-hound",
    "flame-adept",
    "magma-brute",
    "venom-stalker",
    "iron-footman",
    "shade-lurker",
    "ignar-ember-king",
    "rally-the-party",
    "trial-of-flame",
    "ember-wall",
    "stone-bulwark",
  ]),
  attack: twice([
    "fireball",
    "flame-lash",
    "inferno",
    "searing-strike",
    "blaze-rush",
    "second-wind",
    "poison-cloud",
    "shadow-bolt",
    "heavy-blow",
    "quick-strike",
  ]),
});

/**
 * Starter deck "Frostward Host": Glacius, Frost Guardian with frost and flying Minions,
 * Halvard the Rime King, 24 main-deck cards and a 20-card Attack Deck, all from the
 * illustrative sample set.
 *
 * Implements G-DECK-1..4 (legal by construction; tested).
 *
 * @example
 * ```ts
 * import { frostwardHostDeck } from "@rulesmith/guardians";
 * frostwardHostDeck.guardian; // "glacius-frost-guardian"
 * ```
 */
export const frostwardHostDeck: Deck = /* @__PURE__ */ deepFreeze({
  name: "Frostward Host",
  guardian: "glacius-frost-guardian",
  main: twice([
    "frost-sprite",
    "snow-archer",
    "glacier-sentinel",
    "ice-wyrmling",
    "dawn-acolyte",
    "mind-weaver",
    "storm-hawk",
    "halvard-rime-king",
    "hold-the-line",
    "the-great-hunt",
    "ice-wall",
    "stone-bulwark",
  ]),
  attack: twice([
    "frostbolt",
    "glacial-prison",
    "blizzard",
    "holy-light",
    "arcane-missiles",
    "piercing-arrow",
    "mind-blast",
    "tailwind",
    "healing-wind",
    "quick-strike",
  ]),
});

/**
 * Both starter decks, for a match that needs no other input. Every starter deck is frozen all
 * the way down (copy one to change it: `{ ...deck, main: [...deck.main, "ember-imp"] }`), so a
 * `setup` from it does not check it again once it was found legal.
 *
 * @example
 * ```ts
 * import { starterDecks } from "@rulesmith/guardians";
 * starterDecks.map((d) => d.name); // ["Ember Vanguard", "Frostward Host"]
 * ```
 */
export const starterDecks: readonly [Deck, Deck] = /* @__PURE__ */ deepFreeze<[Deck, Deck]>([emberVanguardDeck, frostwardHostDeck]);
