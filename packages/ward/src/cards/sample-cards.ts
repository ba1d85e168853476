import { deepFreeze } from "@rulesmith/core";
import type { Card, CardSet, CreatureCard, MagicCard } from "./cards.js";

type CreatureInput = Omit<CreatureCard, "kind" | "generation" | "tags" | "effects" | "summonRequirements" | "biography" | "illustrative"> &
  Partial<Pick<CreatureCard, "tags" | "effects" | "summonRequirements" | "biography">>;

type MagicInput = Omit<MagicCard, "kind" | "generation" | "equipTo" | "fieldScope" | "duration" | "playableWhen" | "costs" | "hybrid" | "illustrative"> &
  Partial<Pick<MagicCard, "equipTo" | "fieldScope" | "duration" | "playableWhen" | "costs" | "hybrid">>;

function creature(c: CreatureInput): CreatureCard {
  return {
    kind: "creature",
    id: c.id,
    name: c.name,
    rarity: c.rarity,
    generation: 1,
    text: c.text,
    creatureType: c.creatureType,
    attackName: c.attackName,
    attackDice: c.attackDice,
    modifier: c.modifier,
    armorLevel: c.armorLevel,
    speed: c.speed,
    hp: c.hp,
    tags: c.tags ?? [],
    effects: c.effects ?? [],
    summonRequirements: c.summonRequirements ?? [],
    biography: c.biography ?? "",
    illustrative: true,
  };
}

function magic(m: MagicInput): MagicCard {
  return {
    kind: "magic",
    id: m.id,
    name: m.name,
    rarity: m.rarity,
    generation: 1,
    text: m.text,
    magicType: m.magicType,
    subType: m.subType,
    equipTo: m.equipTo ?? "any",
    fieldScope: m.fieldScope ?? "any",
    duration: m.duration ?? { kind: "while-on-field" },
    playableWhen: m.playableWhen ?? [],
    costs: m.costs ?? [],
    effects: m.effects,
    hybrid: m.hybrid ?? null,
    illustrative: true,
  };
}

// Frozen here, not only through sampleCardSet: sampleCard reads this list directly.
const cards: readonly Card[] = /* @__PURE__ */ deepFreeze([
  // ---- Creatures named by the rulebook (stats invented: the text gives none) ----
  creature({
    id: "ent-tree",
    name: "Ent Tree",
    rarity: "epic",
    text: "Inflicts 2x Attack Damage to any creature holding a weapon. Unaffected by Magic and creature effects.",
    creatureType: "elemental",
    attackName: "Root Crush",
    attackDice: 2,
    modifier: 3,
    armorLevel: 10,
    speed: 2,
    hp: 90,
    effects: [
      { kind: "damage-multiplier", factor: 2, condition: { kind: "target-has-tag", tag: "holds-weapon" } },
      { kind: "unaffected", by: ["magic", "creature"], from: "any" },
    ],
  }),
  creature({
    id: "the-hero",
    name: "The Hero",
    rarity: "rare",
    text: "The Hero holds a sword.",
    creatureType: "humanoid",
    attackName: "Sword Strike",
    attackDice: 2,
    modifier: 3,
    armorLevel: 7,
    speed: 5,
    hp: 60,
    tags: ["holds-weapon"],
  }),
  creature({
    id: "assassin",
    name: "Assassin",
    rarity: "epic",
    text: "Inflicts 3x Attack Damage if it hits first during a battle.",
    creatureType: "humanoid",
    attackName: "Shadow Blade",
    attackDice: 1,
    modifier: 3,
    armorLevel: 6,
    speed: 7,
    hp: 35,
    tags: ["holds-weapon"],
    effects: [{ kind: "damage-multiplier", factor: 3, condition: { kind: "hits-first" } }],
  }),
  creature({
    id: "fog",
    name: "Fog",
    rarity: "uncommon",
    text: "Unaffected by your opponent's Magic card effects.",
    creatureType: "elemental",
    attackName: "Smother",
    attackDice: 1,
    modifier: 2,
    armorLevel: 5,
    speed: 4,
    hp: 30,
    effects: [{ kind: "unaffected", by: ["magic"], from: "opponent" }],
  }),
  creature({
    id: "grizzly-bear",
    name: "Grizzly Bear",
    rarity: "common",
    text: "When Grizzly Bear hits, inflict 10 HP damage once per turn cycle, for 2 turn cycles. DOTs cannot stack.",
    creatureType: "beast",
    attackName: "Rending Claws",
    attackDice: 2,
    modifier: 2,
    armorLevel: 6,
    speed: 3,
    hp: 50,
    effects: [{ kind: "triggered", on: { kind: "hits" }, actions: [{ kind: "damage-over-time", damage: 10, turnCycles: 2, target: "battle-opponent" }] }],
  }),
  creature({
    id: "bear-wolf",
    name: "Bear Wolf",
    rarity: "common",
    text: "",
    creatureType: "beast",
    attackName: "Maul",
    attackDice: 2,
    modifier: 1,
    armorLevel: 5,
    speed: 4,
    hp: 40,
  }),
  creature({
    id: "behemoth",
    name: "Behemoth",
    rarity: "legendary",
    text: "",
    creatureType: "beast",
    attackName: "Earthshaker",
    attackDice: 3,
    modifier: 5,
    armorLevel: 12,
    speed: 1,
    hp: 120,
  }),
  creature({
    id: "hive-lord",
    name: "Hive Lord",
    rarity: "rare",
    text: "When Hive Lord is summoned, destroy one Magic card on the field.",
    creatureType: "bug",
    attackName: "Sting Swarm",
    attackDice: 2,
    modifier: 3,
    armorLevel: 8,
    speed: 4,
    hp: 70,
    effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "destroy-magic", count: 1, side: "any" }] }],
  }),
  creature({
    id: "steam-rex",
    name: "Steam Rex",
    rarity: "legendary",
    text: "Unaffected by Magic and creature effects.",
    creatureType: "mechanical",
    attackName: "Boiler Bite",
    attackDice: 3,
    modifier: 3,
    armorLevel: 11,
    speed: 3,
    hp: 100,
    effects: [{ kind: "unaffected", by: ["magic", "creature"], from: "any" }],
  }),
  creature({
    id: "future-warrior",
    name: "Future Warrior",
    rarity: "rare",
    text: "Two turn cycles after Future Warrior comes to the field, it gains +3 Modifier and +1 Attack die.",
    creatureType: "humanoid",
    attackName: "Time Slash",
    attackDice: 2,
    modifier: 1,
    armorLevel: 6,
    speed: 5,
    hp: 40,
    tags: ["holds-weapon"],
    effects: [
      {
        kind: "triggered",
        on: { kind: "after-turn-cycles", count: 2 },
        actions: [
          {
            kind: "grant",
            target: "self",
            duration: { kind: "permanent" },
            abilities: [
              { kind: "stat-modifier", stat: "modifier", amount: 3 },
              { kind: "stat-modifier", stat: "attackDice", amount: 1 },
            ],
          },
        ],
      },
    ],
  }),
  creature({
    id: "bunnysaurus",
    name: "Bunnysaurus",
    rarity: "uncommon",
    text: "When Bunnysaurus is targeted in battle, it gains +3 SPD this turn.",
    creatureType: "dinosaur",
    attackName: "Hop Stomp",
    attackDice: 1,
    modifier: 1,
    armorLevel: 4,
    speed: 6,
    hp: 25,
    effects: [
      {
        kind: "triggered",
        on: { kind: "targeted-in-battle" },
        actions: [{ kind: "grant", target: "self", duration: { kind: "this-turn" }, abilities: [{ kind: "stat-modifier", stat: "speed", amount: 3 }] }],
      },
    ],
  }),
  // ---- Invented creatures for coverage (Limited Summons and anchors, summon requirements, Hit dice) ----
  creature({
    id: "swarm-caller",
    name: "Swarm Caller",
    rarity: "rare",
    text: "When summoned, Limited Summon one Bug from your deck; Swarm Caller anchors it, and it goes to the cemetery when the anchor ends.",
    creatureType: "bug",
    attackName: "Drone Call",
    attackDice: 2,
    modifier: 2,
    armorLevel: 7,
    speed: 3,
    hp: 45,
    effects: [
      {
        kind: "triggered",
        on: { kind: "summoned" },
        actions: [{ kind: "summon", from: ["deck"], as: "limited", count: 1, filter: { kind: "type", creatureType: "bug" }, anchored: true, onAnchorEnd: "cemetery" }],
      },
    ],
  }),
  creature({
    id: "cave-beetle",
    name: "Cave Beetle",
    rarity: "common",
    text: "",
    creatureType: "bug",
    attackName: "Pinch",
    attackDice: 1,
    modifier: 1,
    armorLevel: 3,
    speed: 2,
    hp: 20,
  }),
  creature({
    id: "grave-knight",
    name: "Grave Knight",
    rarity: "epic",
    text: "Summon requirement: your cemetery has at least 100 HP.",
    creatureType: "undead",
    attackName: "Cursed Lance",
    attackDice: 3,
    modifier: 2,
    armorLevel: 9,
    speed: 3,
    hp: 80,
    tags: ["holds-weapon"],
    summonRequirements: [{ kind: "cemetery-hp-at-least", amount: 100 }],
  }),
  creature({
    id: "hawk-archer",
    name: "Hawk Archer",
    rarity: "uncommon",
    text: "Hawk Archer rolls 3 Hit dice.",
    creatureType: "humanoid",
    attackName: "Volley",
    attackDice: 1,
    modifier: 2,
    armorLevel: 5,
    speed: 5,
    hp: 30,
    tags: ["holds-weapon"],
    effects: [{ kind: "stat-modifier", stat: "hitDice", amount: 1 }],
  }),

  // ---- Magics named by the rulebook ----
  magic({
    id: "backstab",
    name: "Backstab",
    rarity: "rare",
    text: "Your primary creature battles first and inflicts 3x Attack Damage this turn.",
    magicType: "standard",
    subType: "none",
    effects: [
      {
        kind: "grant",
        target: "own-primary",
        duration: { kind: "this-turn" },
        abilities: [{ kind: "battle-first" }, { kind: "damage-multiplier", factor: 3, condition: { kind: "always" } }],
      },
    ],
  }),
  magic({
    id: "mysterious-door",
    name: "Mysterious Door",
    rarity: "uncommon",
    text: "Cost: inflict 10 HP damage to your primary creature. Draw 2 cards.",
    magicType: "standard",
    subType: "none",
    costs: [{ kind: "self-damage", amount: 10, target: "own-primary" }],
    effects: [{ kind: "draw", count: 2 }],
  }),
  magic({
    id: "haunted-tree",
    name: "Haunted Tree",
    rarity: "uncommon",
    text: "Lightning: negate a Magic card when it is played.",
    magicType: "lightning",
    subType: "none",
    playableWhen: [{ kind: "magic-played", by: "opponent" }],
    effects: [{ kind: "negate", what: ["magic"] }],
  }),
  magic({
    id: "revival-priest",
    name: "Revival Priest",
    rarity: "epic",
    text: "Return a creature from your cemetery to the field as your primary creature. Revival Priest anchors it; when Revival Priest leaves the field, the creature returns to the cemetery.",
    magicType: "infinite",
    subType: "none",
    effects: [{ kind: "summon", from: ["cemetery"], as: "primary", count: 1, filter: { kind: "any" }, anchored: true, onAnchorEnd: "cemetery" }],
  }),
  magic({
    id: "lead-boots",
    name: "Lead Boots",
    rarity: "rare",
    text: "Equip: the equipped creature cannot be removed from the field.",
    magicType: "infinite",
    subType: "equip",
    effects: [{ kind: "cannot-be-removed" }],
  }),
  magic({
    id: "evil-queen",
    name: "Evil Queen",
    rarity: "rare",
    text: "Destroy 1 Magic card on the field.",
    magicType: "standard",
    subType: "none",
    effects: [{ kind: "destroy-magic", count: 1, side: "any" }],
  }),
  magic({
    id: "mind-sap",
    name: "Mind Sap",
    rarity: "rare",
    text: "Lightning: when your opponent summons a creature, negate its creature effects.",
    magicType: "lightning",
    subType: "none",
    playableWhen: [{ kind: "creature-summoned", by: "opponent" }],
    effects: [{ kind: "negate", what: ["creature-effects"] }],
  }),
  magic({
    id: "old-logging-road",
    name: "Old Logging Road",
    rarity: "uncommon",
    text: "Field: to play a Magic card, a player must first inflict 5 HP damage to their primary creature.",
    magicType: "infinite",
    subType: "field",
    effects: [{ kind: "magic-play-cost", cost: { kind: "self-damage", amount: 5, target: "own-primary" }, players: "any" }],
  }),
  magic({
    id: "ghost-form",
    name: "Ghost Form",
    rarity: "rare",
    text: "Equip to your creature: it is immune to damage for 2 turn cycles.",
    magicType: "standard",
    subType: "equip",
    equipTo: "own",
    duration: { kind: "turn-cycles", count: 2 },
    effects: [{ kind: "damage-immunity", damageTypes: ["attack", "damage-over-time", "instant", "percentage"], from: "any" }],
  }),
  magic({
    id: "steam-armor",
    name: "Steam Armor",
    rarity: "uncommon",
    text: "Equip to your creature: +2 AL, and it takes no damage from your opponent's effects outside battle.",
    magicType: "infinite",
    subType: "equip",
    equipTo: "own",
    effects: [
      { kind: "stat-modifier", stat: "armorLevel", amount: 2 },
      { kind: "damage-immunity", damageTypes: ["instant", "percentage", "damage-over-time"], from: "opponent" },
    ],
  }),
  magic({
    id: "battle-axe",
    name: "Battle Axe",
    rarity: "common",
    text: "Equip: +2 Modifier and +1 Attack die.",
    magicType: "infinite",
    subType: "equip",
    effects: [
      { kind: "stat-modifier", stat: "modifier", amount: 2 },
      { kind: "stat-modifier", stat: "attackDice", amount: 1 },
    ],
  }),
  magic({
    id: "melody-of-the-deep",
    name: "Melody of the Deep",
    rarity: "rare",
    text: "Lightning: negate a Magic card being played, or negate an attack.",
    magicType: "lightning",
    subType: "none",
    playableWhen: [
      { kind: "magic-played", by: "opponent" },
      { kind: "attack-roll", by: "opponent" },
    ],
    effects: [{ kind: "negate", what: ["magic", "attack"] }],
  }),
  magic({
    id: "iron-range",
    name: "Iron Range",
    rarity: "epic",
    text: "Field: negate all creature effects on the field.",
    magicType: "infinite",
    subType: "field",
    effects: [{ kind: "negate-creature-effects", side: "any" }],
  }),
  magic({
    id: "abominable-deerman",
    name: "Abominable Deerman",
    rarity: "epic",
    text: "Lightning Hybrid: negate a Magic card being played; then Abominable Deerman stays on the field as a creature. Its HP does not count in the cemetery.",
    magicType: "lightning",
    subType: "none",
    playableWhen: [{ kind: "magic-played", by: "opponent" }],
    effects: [{ kind: "negate", what: ["magic"] }],
    hybrid: { creatureType: "beast", attackName: "Antler Rush", attackDice: 2, modifier: 2, armorLevel: 6, speed: 4, hp: 45, countsInCemetery: false },
  }),

  // ---- Invented magics for coverage (percentage damage, healing, HOT, instant damage, AL cap, cemetery adjustment, Hit bonuses) ----
  magic({
    id: "halving-curse",
    name: "Halving Curse",
    rarity: "rare",
    text: "Reduce your opponent's primary creature's current HP by half (this is damage).",
    magicType: "standard",
    subType: "none",
    effects: [{ kind: "percentage-damage", percent: 50, target: "opponent-primary" }],
  }),
  magic({
    id: "healing-spring",
    name: "Healing Spring",
    rarity: "common",
    text: "Heal your primary creature 20 HP (never above its printed HP).",
    magicType: "standard",
    subType: "none",
    effects: [{ kind: "heal", amount: 20, target: "own-primary" }],
  }),
  magic({
    id: "regrowth",
    name: "Regrowth",
    rarity: "common",
    text: "Heal your primary creature 10 HP once per turn cycle, for 3 turn cycles.",
    magicType: "standard",
    subType: "none",
    effects: [{ kind: "heal-over-time", amount: 10, turnCycles: 3, target: "own-primary" }],
  }),
  magic({
    id: "fireball",
    name: "Fireball",
    rarity: "common",
    text: "Inflict 15 HP damage to your opponent's primary creature.",
    magicType: "standard",
    subType: "none",
    effects: [{ kind: "damage", amount: 15, target: "opponent-primary" }],
  }),
  magic({
    id: "stone-skin",
    name: "Stone Skin",
    rarity: "uncommon",
    text: "Field: your creatures get +3 AL (AL never above 12).",
    magicType: "infinite",
    subType: "field",
    fieldScope: "own",
    effects: [{ kind: "stat-modifier", stat: "armorLevel", amount: 3 }],
  }),
  magic({
    id: "grave-robbing",
    name: "Grave Robbing",
    rarity: "rare",
    text: "Your cemetery HP goes down by 30 (it may go below 0).",
    magicType: "standard",
    subType: "none",
    effects: [{ kind: "cemetery-adjustment", amount: -30, player: "own" }],
  }),
  magic({
    id: "eagle-eye",
    name: "Eagle Eye",
    rarity: "common",
    text: "This turn your primary creature gets +2 to Hit Rolls and rolls one more Hit die.",
    magicType: "standard",
    subType: "none",
    effects: [
      {
        kind: "grant",
        target: "own-primary",
        duration: { kind: "this-turn" },
        abilities: [
          { kind: "stat-modifier", stat: "hitBonus", amount: 2 },
          { kind: "stat-modifier", stat: "hitDice", amount: 1 },
        ],
      },
    ],
  }),
]);

/**
 * The sample card set: every card the Ward rulebook names (Ent Tree, The Hero, Assassin,
 * Backstab, Mysterious Door, Haunted Tree, Fog, Grizzly Bear, Bear Wolf, Revival Priest,
 * Behemoth, Lead Boots, Evil Queen, Hive Lord, Mind Sap, Old Logging Road, Ghost Form,
 * Steam Armor, Battle Axe, Melody of the Deep, Abominable Deerman, Steam Rex, Iron Range,
 * Future Warrior, Bunnysaurus) plus invented cards that cover Limited Summons, summon
 * requirements, extra Hit dice, percentage damage, healing, HOT, instant damage, the AL cap
 * and cemetery adjustments.
 *
 * Every card is **illustrative** (`illustrative: true`): the rulebook gives no stats for any
 * card and describes only part of some effects, so stats, kinds (where the text does not say)
 * and missing effects are invented, following the inferences in the rules matrix (W-AMB-39,
 * W-AMB-40, W-AMB-41, W-AMB-51).
 *
 * @example
 * ```ts
 * import { parseCardSet, sampleCardSet } from "@rulesmith/ward";
 * parseCardSet(sampleCardSet).ok; // true
 * sampleCardSet.cards.length;     // 36
 * ```
 */
// Frozen all the way down: a match set up from these cards may keep what it read of them (see core isDeepFrozen).
export const sampleCardSet: CardSet = /* @__PURE__ */ deepFreeze({ name: "Ward sample cards (illustrative)", cards });

/**
 * The cards of {@link sampleCardSet} as a list, as Wardom's and Guardians' `sampleCards` are.
 *
 * @example
 * ```ts
 * import { sampleCards } from "@rulesmith/ward";
 * sampleCards.find((c) => c.id === "assassin")?.name; // "Assassin"
 * ```
 */
export const sampleCards: readonly Card[] = sampleCardSet.cards;

/**
 * Looks up a sample card by id.
 *
 * Implements no rule: it is a lookup in the illustrative sample cards.
 *
 * @param id - A card id such as `"assassin"`.
 * @returns The card, or `undefined` when no sample card has that id.
 * @example
 * ```ts
 * import { sampleCard } from "@rulesmith/ward";
 * sampleCard("ghost-form")?.kind; // "magic"
 * ```
 */
export function sampleCard(id: string): Card | undefined {
  for (const c of cards) if (c.id === id) return c;
  return undefined;
}
