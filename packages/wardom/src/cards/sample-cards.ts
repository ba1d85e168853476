/**
 * The sample card set. The rule text names one card, Chaggai, Joker of Old, and gives no data for
 * it except that its effect selects a card without saying "target". Every other card here is
 * invented so that every card type, status and keyword appears at least once. ALL card data in
 * this file (names, costs, stats, effects) is illustrative (`illustrative: true`), not printed.
 */
import { deepFreeze } from "@rulesmith/core";
import type { Card, CardSet, Choice } from "./cards.js";

const LINE = ["combat", "support"] as const;

function unitChoice(mode: Choice["mode"], side: Choice["side"]): Choice<(typeof LINE)[number]> {
  return { mode, count: 1, side, zones: LINE, filter: { types: ["unit"] } };
}

/**
 * The sample cards, every one illustrative. Covers all 8 card types, all 18 statuses (see
 * {@link cardStatuses}) and all 15 keywords (see {@link cardKeywords}); includes Chaggai, Joker
 * of Old (D-EX-1) and a "target 1 Unit" card, Hunter's Bolt (D-EX-2).
 *
 * @example
 * ```ts
 * import { sampleCards } from "@rulesmith/wardom";
 * sampleCards.every((c) => c.illustrative); // true
 * ```
 */
// Frozen all the way down: a match set up from these cards may keep what it read of them (core
// isDeepFrozen), such as a starter deck found legal with them.
export const sampleCards: readonly Card[] = /* @__PURE__ */ deepFreeze([
  // The one card the rule text names. Only "selects without saying target" is from the text.
  {
    type: "unit",
    id: "chaggai-joker-of-old",
    name: "Chaggai, Joker of Old",
    cost: 3,
    illustrative: true,
    combat: 3,
    support: 2,
    level: 3,
    element: "Shadow",
    unitTypes: ["Trickster"],
    statuses: [],
    abilities: [
      {
        timing: { kind: "activated" },
        cost: { amount: 1, payWith: ["energy", "treasury"] },
        perRound: 1,
        effects: [{ kind: "swap-stats", choice: unitChoice("select", "any"), duration: "this-round" }],
        text: "Once per round, pay 1: select 1 Unit on the field; swap its Combat and Support until the end of the round.",
      },
    ],
  },
  // Vanilla Units.
  { type: "unit", id: "ember-squire", name: "Ember Squire", cost: 1, illustrative: true, combat: 2, support: 1, level: 1, element: "Fire", unitTypes: ["Human"], statuses: [], abilities: [] },
  { type: "unit", id: "ironwood-spearman", name: "Ironwood Spearman", cost: 2, illustrative: true, combat: 3, support: 1, level: 2, element: "Earth", unitTypes: ["Human"], statuses: [], abilities: [] },
  { type: "unit", id: "shieldmaiden", name: "Shieldmaiden", cost: 2, illustrative: true, combat: 1, support: 3, level: 2, element: "Earth", unitTypes: ["Human"], statuses: [], abilities: [] },
  { type: "unit", id: "mountain-ogre", name: "Mountain Ogre", cost: 4, illustrative: true, combat: 5, support: 2, level: 3, element: "Earth", unitTypes: ["Giant"], statuses: [], abilities: [] },
  { type: "unit", id: "river-sprite", name: "River Sprite", cost: 1, illustrative: true, combat: 1, support: 2, level: 1, element: "Water", unitTypes: ["Spirit"], statuses: [], abilities: [] },
  // One Unit per status (where a Unit carries it).
  { type: "unit", id: "veiled-assassin", name: "Veiled Assassin", cost: 3, illustrative: true, combat: 4, support: 1, level: 2, element: "Shadow", unitTypes: ["Human"], statuses: [{ status: "stealth" }], abilities: [] },
  { type: "unit", id: "stonewall-sentinel", name: "Stonewall Sentinel", cost: 3, illustrative: true, combat: 2, support: 4, level: 2, element: "Earth", unitTypes: ["Golem"], statuses: [{ status: "stability" }], abilities: [] },
  { type: "unit", id: "oathbound-guardian", name: "Oathbound Guardian", cost: 3, illustrative: true, combat: 2, support: 3, level: 2, element: "Light", unitTypes: ["Human"], statuses: [{ status: "guardian" }], abilities: [] },
  { type: "unit", id: "warded-acolyte", name: "Warded Acolyte", cost: 2, illustrative: true, combat: 1, support: 3, level: 1, element: "Light", unitTypes: ["Human"], statuses: [{ status: "ward" }], abilities: [] },
  { type: "unit", id: "loyal-hound", name: "Loyal Hound", cost: 2, illustrative: true, combat: 3, support: 1, level: 1, element: "Earth", unitTypes: ["Beast"], statuses: [{ status: "loyalty" }], abilities: [] },
  {
    type: "unit",
    id: "venom-spitter",
    name: "Venom Spitter",
    cost: 2,
    illustrative: true,
    combat: 2,
    support: 2,
    level: 1,
    element: "Water",
    unitTypes: ["Beast"],
    statuses: [],
    abilities: [
      {
        timing: { kind: "triggered", event: "recruited" },
        optional: true,
        effects: [{ kind: "add-status", choice: unitChoice("target", "opponent"), status: { status: "poison", x: 1 }, duration: "permanent" }],
        text: "When recruited, you can target 1 opposing Unit: it gains Poison(1).",
      },
    ],
  },
  { type: "unit", id: "ashen-phoenix", name: "Ashen Phoenix", cost: 4, illustrative: true, combat: 4, support: 2, level: 3, element: "Fire", unitTypes: ["Bird"], statuses: [{ status: "comeback", combat: 2, support: 1 }], abilities: [] },
  { type: "unit", id: "iron-bulwark", name: "Iron Bulwark", cost: 4, illustrative: true, combat: 1, support: 5, level: 3, element: "Earth", unitTypes: ["Golem"], statuses: [{ status: "tenacity", x: 6 }], abilities: [] },
  { type: "unit", id: "frost-warden", name: "Frost Warden", cost: 3, illustrative: true, combat: 3, support: 2, level: 2, element: "Water", unitTypes: ["Spirit"], statuses: [{ status: "frozen-touch" }], abilities: [] },
  { type: "unit", id: "chaos-spawn", name: "Chaos Spawn", cost: 2, illustrative: true, combat: 0, support: 0, level: 2, element: "Shadow", unitTypes: ["Fiend"], statuses: [{ status: "corruption" }], abilities: [] },
  { type: "unit", id: "dying-knight", name: "Dying Knight", cost: 3, illustrative: true, combat: 4, support: 2, level: 2, element: "Light", unitTypes: ["Human"], statuses: [{ status: "last-will" }], abilities: [] },
  { type: "unit", id: "red-berserker", name: "Red Berserker", cost: 3, illustrative: true, combat: 4, support: 0, level: 2, element: "Fire", unitTypes: ["Human"], statuses: [{ status: "rampage" }], abilities: [] },
  { type: "unit", id: "dawn-lancer", name: "Dawn Lancer", cost: 4, illustrative: true, combat: 4, support: 1, level: 3, element: "Light", unitTypes: ["Human"], statuses: [{ status: "piercing" }], abilities: [] },
  { type: "unit", id: "saint-of-cinders", name: "Saint of Cinders", cost: 3, illustrative: true, combat: 2, support: 3, level: 2, element: "Fire", unitTypes: ["Human"], statuses: [{ status: "pure" }], abilities: [] },
  // Units with keyword effects.
  {
    type: "unit",
    id: "grave-robber",
    name: "Grave Robber",
    cost: 2,
    illustrative: true,
    combat: 2,
    support: 1,
    level: 1,
    element: "Shadow",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [
      {
        timing: { kind: "triggered", event: "recruited" },
        effects: [{ kind: "pitch", player: "you", filter: { types: ["unit"] }, count: 1 }],
        text: "When recruited, Pitch 1 Unit from your deck.",
      },
    ],
  },
  {
    type: "unit",
    id: "gravedigger",
    name: "Gravedigger",
    cost: 2,
    illustrative: true,
    combat: 1,
    support: 2,
    level: 1,
    element: "Earth",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [
      {
        timing: { kind: "activated" },
        zone: "support",
        cost: { amount: 2, payWith: ["energy", "treasury"] },
        perRound: 1,
        effects: [{ kind: "recover", filter: { types: ["unit"] }, count: 1 }],
        text: "(Support) Once per round, pay 2: Recover 1 Unit.",
      },
    ],
  },
  {
    type: "unit",
    id: "ancient-colossus",
    name: "Ancient Colossus",
    cost: 0,
    illustrative: true,
    combat: 7,
    support: 4,
    level: 5,
    element: "Earth",
    unitTypes: ["Giant"],
    statuses: [],
    trueRecruit: {
      requirements: [{ kind: "cards-in-zone", side: "you", zone: "void", atLeast: 2, filter: { types: ["unit"] } }],
      steps: [{ count: 2, from: "void", to: "forbidden", filter: { types: ["unit"] } }],
    },
    abilities: [],
    text: "True Recruit: Forbid 2 Units from your void.",
  },
  // Units with the other triggers: destroyed, placed (after Comeback), battle won or lost, coined.
  {
    type: "unit",
    id: "fallen-herald",
    name: "Fallen Herald",
    cost: 2,
    illustrative: true,
    combat: 2,
    support: 1,
    level: 1,
    element: "Light",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [
      {
        timing: { kind: "triggered", event: "destroyed" },
        effects: [{ kind: "recruit", from: ["hand"], filter: { types: ["unit"], maxLevel: 1 }, position: "any", faceDown: false, free: false }],
        text: "When destroyed, recruit 1 Unit of level 1 from your hand, paying its cost.",
      },
    ],
  },
  {
    type: "unit",
    id: "cinder-revenant",
    name: "Cinder Revenant",
    cost: 3,
    illustrative: true,
    combat: 3,
    support: 1,
    level: 2,
    element: "Fire",
    unitTypes: ["Spirit"],
    statuses: [{ status: "comeback", combat: 1, support: 1 }],
    abilities: [{ timing: { kind: "triggered", event: "placed" }, effects: [{ kind: "resolve-damage", player: "opponent", amount: 1 }], text: "When placed, your opponent takes 1 resolve damage." }],
  },
  {
    type: "unit",
    id: "war-drummer",
    name: "War Drummer",
    cost: 2,
    illustrative: true,
    combat: 1,
    support: 2,
    level: 1,
    element: "Earth",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [
      { timing: { kind: "triggered", event: "battle-won" }, effects: [{ kind: "gain-resolve", player: "you", amount: 1 }], text: "When your side wins the battle, gain 1 resolve." },
      { timing: { kind: "triggered", event: "battle-lost" }, effects: [{ kind: "draw", player: "you", count: 1 }], text: "When your side loses the battle, draw 1 card." },
    ],
  },
  {
    type: "unit",
    id: "pawned-sellsword",
    name: "Pawned Sellsword",
    cost: 3,
    illustrative: true,
    combat: 3,
    support: 1,
    level: 2,
    element: "Shadow",
    unitTypes: ["Human"],
    statuses: [],
    abilities: [{ timing: { kind: "triggered", event: "coined" }, effects: [{ kind: "draw", player: "you", count: 2 }], text: "When coined, its owner draws 2 cards." }],
  },
  // Actions.
  {
    type: "bolt",
    id: "hunters-bolt",
    name: "Hunter's Bolt",
    cost: 1,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        swift: true,
        effects: [{ kind: "modify-stats", choice: unitChoice("target", "any"), combat: -2, support: 0, duration: "this-battle" }],
        text: "Swift. Target 1 Unit: it loses 2 Combat this battle.",
      },
    ],
  },
  {
    type: "bolt",
    id: "doom-bolt",
    name: "Doom Bolt",
    cost: 4,
    illustrative: true,
    abilities: [
      { timing: { kind: "activated" }, swift: true, effects: [{ kind: "destroy", choice: unitChoice("target", "opponent") }], text: "Swift. Destroy target opposing Unit." },
    ],
  },
  {
    type: "bolt",
    id: "glacial-prison",
    name: "Glacial Prison",
    cost: 2,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        swift: true,
        effects: [{ kind: "add-status", choice: unitChoice("target", "opponent"), status: { status: "frozen" }, duration: "next-round" }],
        text: "Swift. Target 1 opposing Unit: it is Frozen until the end of the next round.",
      },
    ],
  },
  {
    type: "bolt",
    id: "ambush-order",
    name: "Ambush Order",
    cost: 1,
    illustrative: true,
    abilities: [{ timing: { kind: "activated" }, swift: true, effects: [{ kind: "set", choice: unitChoice("select", "you") }], text: "Swift. Select 1 of your Units: Set it." }],
  },
  {
    type: "ability",
    id: "withering-curse",
    name: "Withering Curse",
    cost: 2,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        effects: [{ kind: "add-status", choice: unitChoice("target", "opponent"), status: { status: "weaken", x: 2 }, duration: "permanent" }],
        text: "Target 1 opposing Unit: it gains Weaken(2).",
      },
    ],
  },
  {
    type: "ability",
    id: "hush",
    name: "Hush",
    cost: 1,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        effects: [{ kind: "add-status", choice: unitChoice("target", "any"), status: { status: "silenced" }, duration: "this-round" }],
        text: "Target 1 Unit: it is Silenced until the end of the round.",
      },
    ],
  },
  {
    type: "ability",
    id: "call-to-arms",
    name: "Call to Arms",
    cost: 2,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        effects: [{ kind: "recruit", from: ["hand", "side"], filter: { types: ["unit"], maxLevel: 2 }, position: "any", faceDown: false, free: true }],
        text: "Recruit 1 Unit of level 2 or lower from your hand or Side Zone without paying its cost.",
      },
    ],
  },
  {
    type: "ability",
    id: "scouts-report",
    name: "Scout's Report",
    cost: 1,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        effects: [{ kind: "search", zone: "deck", filter: { types: ["unit"], maxLevel: 2 }, count: 1, to: "hand" }],
        text: "Search your deck for 1 Unit of level 2 or lower and put it into your hand.",
      },
    ],
  },
  {
    type: "ability",
    id: "purifying-rain",
    name: "Purifying Rain",
    cost: 2,
    illustrative: true,
    abilities: [{ timing: { kind: "activated" }, effects: [{ kind: "cleanse", choice: unitChoice("select", "any") }], text: "Select 1 Unit: Cleanse it." }],
  },
  {
    type: "ability",
    id: "banishing-seal",
    name: "Banishing Seal",
    cost: 1,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        effects: [{ kind: "forbid", choice: { mode: "target", count: 2, upTo: true, side: "opponent", zones: ["void"] } }],
        text: "Target up to 2 cards in your opponent's void: Forbid them.",
      },
    ],
  },
  {
    type: "danger",
    id: "pyre-of-memories",
    name: "Pyre of Memories",
    cost: 3,
    illustrative: true,
    condition: { kind: "resolve-at-most", player: "you", amount: 10 },
    payWith: ["energy", "treasury", "resolve"],
    abilities: [
      {
        timing: { kind: "activated" },
        effects: [
          { kind: "burn", player: "opponent", count: 3 },
          { kind: "resolve-damage", player: "opponent", amount: 3 },
        ],
        text: "Activate only while your resolve is 10 or lower; pay with energy, Treasury or resolve. Your opponent Burns 3 and takes 3 resolve damage.",
      },
    ],
  },
  {
    type: "cycle",
    id: "shield-wall",
    name: "Shield Wall",
    cost: 3,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "continuous" },
        effects: [{ kind: "additional-recruit", position: "support", count: 1 }],
        text: "Your Support position can hold 1 additional Unit (Additional Recruit).",
      },
    ],
  },
  {
    type: "cycle",
    id: "hoarders-vault",
    name: "Hoarder's Vault",
    cost: 2,
    illustrative: true,
    abilities: [
      {
        timing: { kind: "activated" },
        perRound: 1,
        effects: [{ kind: "coin", choice: { mode: "select", count: 1, side: "you", zones: ["hand"] } }],
        text: "Once per round: select 1 card in your hand and coin it into your Treasury.",
      },
    ],
  },
  {
    type: "equip",
    id: "tower-shield",
    name: "Tower Shield",
    cost: 2,
    illustrative: true,
    grants: { combat: 0, support: 1, statuses: [{ status: "shielded" }] },
    equipTo: { types: ["unit"] },
    abilities: [],
    text: "Equip: +1 Support and Shielded.",
  },
  {
    type: "equip",
    id: "lance-of-dawn",
    name: "Lance of Dawn",
    cost: 3,
    illustrative: true,
    grants: { combat: 2, support: 0, statuses: [{ status: "piercing" }] },
    equipTo: { types: ["unit"] },
    abilities: [],
    text: "Equip: +2 Combat and Piercing.",
  },
  {
    type: "equip",
    id: "mourning-banner",
    name: "Mourning Banner",
    cost: 1,
    illustrative: true,
    grants: { combat: 1, support: 0, statuses: [] },
    equipTo: { types: ["unit"] },
    abilities: [{ timing: { kind: "triggered", event: "destroyed" }, effects: [{ kind: "draw", player: "you", count: 1 }], text: "When destroyed, draw 1 card." }],
    text: "Equip: +1 Combat. When destroyed, draw 1 card.",
  },
  // Field and Treasure.
  {
    type: "field",
    id: "oracle-pool",
    name: "Oracle Pool",
    cost: 3,
    illustrative: true,
    upkeep: 1,
    abilities: [
      {
        timing: { kind: "triggered", event: "resource-stage" },
        rule: true,
        optional: true,
        effects: [{ kind: "seek", count: 3, filter: { types: ["unit"] }, take: 1, to: "hand", rest: "bottom" }],
        text: "Rule: in each player's Resource Stage, that player can Seek 3: put 1 Unit among them into their hand, the rest on the bottom.",
      },
    ],
  },
  {
    type: "treasure",
    id: "gilded-idol",
    name: "Gilded Idol",
    cost: 4,
    illustrative: true,
    requirement: { kind: "cards-in-zone", side: "you", zone: "void", atLeast: 3 },
    abilities: [],
    text: "Requirement: 3 or more cards in your void. Coin value 4.",
  },
]);

/**
 * The sample set as a {@link CardSet}; it validates with {@link parseCardSet}. Illustrative.
 *
 * @example
 * ```ts
 * import { parseCardSet, sampleCardSet } from "@rulesmith/wardom";
 * parseCardSet(sampleCardSet).ok; // true
 * ```
 */
export const sampleCardSet: CardSet = /* @__PURE__ */ deepFreeze({ name: "Wardom sample set (illustrative)", cards: sampleCards });
