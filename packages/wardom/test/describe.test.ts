// describeEvent: one sentence per Wardom event, on hand-built events; one group words real steps as each seat sees them.
import { fc, test } from "@fast-check/vitest";
import type { GameEvent } from "@rulesmith/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import { assertOk } from "@rulesmith/core/testing";
import { describeEvent } from "../src/engine/describe.js";
import type {
  BattleEvent,
  CardDestroyedEvent,
  CoinedEvent,
  ResolveDamageEvent,
  UnitRecruitedEvent,
  WardomEvent,
} from "../src/engine/events.js";
import { ruleset } from "../src/index.js";
import { build } from "./helpers.js";

const WARDOM_TYPES = [
  "roll-tied",
  "first-roll-won",
  "first-player-chosen",
  "cost-paid",
  "upkeep-declined",
  "upkeep-unpaid",
  "unit-recruited",
  "true-recruited",
  "action-played",
  "action-activated",
  "ability-activated",
  "treasure-entered",
  "wager-placed",
  "flipped",
  "set",
  "corruption",
  "frozen-touch",
  "battle",
  "damage",
  "destroyed",
  "last-will",
  "last-will-ends",
  "rampage",
  "coined",
  "comeback",
  "loyalty",
  "status-added",
  "status-refused",
  "status-removed",
  "cleansed",
  "stats-changed",
  "stats-swapped",
  "destroy-prevented",
  "guardian-substitutes",
  "deck-shuffled",
  "end-stage-loss",
  "discarded",
  "routed",
] as const satisfies readonly WardomEvent["type"][];

const CORE_TYPES = ["card-moved", "cards-revealed", "stack-entry-added", "stack-trigger-queued", "stack-trigger-declined", "stack-entry-resolved"] as const;

/** The sentence for an event typed as Wardom's own, so a test cannot build a shape the union does not have. */
function say(e: WardomEvent): string | undefined {
  return describeEvent(e);
}

describe("describeEvent: the battle in four sentences", () => {
  it("D-BTL-4 D-BTL-6 D-BTL-8 D-BTL-10 a won battle reads as the issue writes it", () => {
    const battle: BattleEvent = {
      type: "battle",
      winner: 0,
      totals: [
        { combat: 7, support: 2, battle: 9 },
        { combat: 3, support: 3, battle: 6 },
      ],
      damage: 4,
      piercing: false,
      rule: "D-BTL-4",
    };
    const damage: ResolveDamageEvent = { type: "damage", player: 1, amount: 4, resolve: 16, cause: "battle", rule: "D-BTL-6" };
    const destroyed: CardDestroyedEvent = { type: "destroyed", card: "c12", owner: 1, cause: "battle", rule: "D-BTL-8" };
    const coined: CoinedEvent = { type: "coined", player: 0, card: null, cause: "battle", rule: "D-BTL-10" };
    expect([battle, damage, destroyed, coined].map(say)).toEqual([
      "Player 0 wins the battle 9 to 6.",
      "Player 1 takes 4 resolve damage.",
      "c12 is destroyed.",
      "Player 0 coins the wager.",
    ]);
  });

  it("D-BTL-4 the totals are by seat, whoever acts first", () => {
    const e: BattleEvent = {
      type: "battle",
      winner: 1,
      totals: [
        { combat: 3, support: 3, battle: 6 },
        { combat: 7, support: 2, battle: 9 },
      ],
      damage: 4,
      piercing: false,
      rule: "D-BTL-4",
    };
    expect(say(e)).toBe("Player 1 wins the battle 9 to 6.");
  });

  it("D-BTL-7 D-ST.Piercing-1 a win with Piercing says so", () => {
    const e: BattleEvent = {
      type: "battle",
      winner: 0,
      totals: [
        { combat: 7, support: 0, battle: 7 },
        { combat: 1, support: 4, battle: 5 },
      ],
      damage: 7,
      piercing: true,
      rule: "D-BTL-4",
    };
    expect(say(e)).toBe("Player 0 wins the battle 7 to 5 with Piercing.");
  });

  it("D-BTL-6 a win that deals no resolve damage says so", () => {
    const e: BattleEvent = {
      type: "battle",
      winner: 0,
      totals: [
        { combat: 3, support: 5, battle: 8 },
        { combat: 0, support: 6, battle: 6 },
      ],
      damage: 0,
      piercing: false,
      rule: "D-BTL-4",
    };
    expect(say(e)).toBe("Player 0 wins the battle 8 to 6 but deals no resolve damage.");
  });

  it("D-BTL-5 a tie: no damage, no wager", () => {
    const e: BattleEvent = {
      type: "battle",
      winner: null,
      totals: [
        { combat: 4, support: 3, battle: 7 },
        { combat: 7, support: 0, battle: 7 },
      ],
      damage: 0,
      piercing: false,
      rule: "D-BTL-5",
    };
    expect(say(e)).toBe("The battle is tied 7 to 7, so no one takes resolve damage or coins a wager.");
  });
});

describe("describeEvent: first player, costs and the Field", () => {
  it("D-FIRST-1 the higher roll chooses", () => {
    expect(say({ type: "first-roll-won", player: 1, rule: "D-FIRST-1" })).toBe("Player 1 wins the first-player roll and chooses who acts first.");
  });

  it("D-FIRST-1 the chooser acts first or second", () => {
    expect(say({ type: "first-player-chosen", chooser: 1, first: 1, rule: "D-FIRST-1" })).toBe("Player 1 chooses to act first.");
    expect(say({ type: "first-player-chosen", chooser: 1, first: 0, rule: "D-FIRST-1" })).toBe("Player 1 chooses to act second, so Player 0 acts first.");
  });

  it("D-TREAS-2 D-TREAS-3 D-DANGER-3 a payment lists energy, resolve and the Treasury cards spent", () => {
    const forC3 = { type: "cost-paid", purpose: "card", card: "c3" } as const;
    expect(say({ ...forC3, player: 0, energy: 3, resolve: 0, treasury: [] })).toBe("Player 0 pays 3 energy for c3.");
    expect(say({ ...forC3, player: 0, energy: 2, resolve: 1, treasury: ["c31", "c32"] })).toBe("Player 0 pays 2 energy and 1 resolve, and spends c31 and c32 from the Treasury for c3.");
    expect(say({ ...forC3, player: 0, energy: 1, resolve: 0, treasury: ["c31"] })).toBe("Player 0 pays 1 energy and spends c31 from the Treasury for c3.");
    expect(say({ ...forC3, player: 1, energy: 0, resolve: 0, treasury: [null, null] })).toBe("Player 1 spends 2 cards from the Treasury for c3.");
    expect(say({ ...forC3, player: 1, energy: 0, resolve: 0, treasury: ["c31", null] })).toBe("Player 1 spends c31 and a card from the Treasury for c3.");
  });

  it("D-TIMING-2 D-RSRC-4 a payment says what it pays for: a card, an ability, an upkeep", () => {
    expect(say({ type: "cost-paid", player: 1, purpose: "card", card: null, energy: 3, resolve: 0, treasury: [] })).toBe("Player 1 pays 3 energy for a card.");
    expect(say({ type: "cost-paid", player: 0, purpose: "ability", card: "c40", energy: 1, resolve: 0, treasury: [] })).toBe("Player 0 pays 1 energy for an ability of c40.");
    expect(say({ type: "cost-paid", player: 1, purpose: "upkeep", card: "c43", energy: 1, resolve: 0, treasury: [] })).toBe("Player 1 pays 1 energy for the upkeep of c43.");
  });

  it("D-RSRC-4 declining the upkeep sends the Field to the void", () => {
    expect(say({ type: "upkeep-declined", player: 0, card: "c40", rule: "D-RSRC-4" })).toBe("Player 0 declines the upkeep of c40, and it goes to the void.");
    expect(say({ type: "upkeep-declined", player: 0, card: null, rule: "D-RSRC-4" })).toBe("Player 0 declines the upkeep of the Field, and it goes to the void.");
  });

  it("D-FIELD-3 an unpaid upkeep sends the Field to the void", () => {
    expect(say({ type: "upkeep-unpaid", player: 1, card: "c40", rule: "D-FIELD-3" })).toBe("Player 1 cannot pay the upkeep of c40, and it goes to the void.");
    expect(say({ type: "upkeep-unpaid", player: 1, card: null, rule: "D-FIELD-3" })).toBe("Player 1 cannot pay the upkeep of the Field, and it goes to the void.");
  });
});

describe("describeEvent: recruiting and playing cards", () => {
  it("D-KW.Recruit-1 D-AMB-35 a Unit recruited face up or set face down", () => {
    const set: UnitRecruitedEvent = { type: "unit-recruited", player: 1, card: null, position: "support", faceDown: true };
    expect(say(set)).toBe("Player 1 sets a Unit face down in Support.");
    expect(say({ ...set, card: "c14" })).toBe("Player 1 sets c14 face down in Support.");
    expect(say({ type: "unit-recruited", player: 0, card: "c3", position: "combat", faceDown: false })).toBe("Player 0 recruits c3 in Combat.");
    expect(say({ type: "unit-recruited", player: 0, card: null, position: "combat", faceDown: false })).toBe("Player 0 recruits a Unit in Combat.");
  });

  it("D-TRUE-9 a True Recruited copy is marked", () => {
    expect(say({ type: "true-recruited", player: 0, card: "c7", rule: "D-TRUE-9" })).toBe("Player 0 True Recruits c7, and that copy is marked for the rest of the game.");
    expect(say({ type: "true-recruited", player: 0, card: null, rule: "D-TRUE-9" })).toBe("Player 0 True Recruits a Unit, and that copy is marked for the rest of the game.");
  });

  it("D-MAIN-1 D-EQUIP-1 a card played, with the Unit an Equip goes on", () => {
    expect(say({ type: "action-played", player: 0, card: "c21" })).toBe("Player 0 plays c21.");
    expect(say({ type: "action-played", player: 0, card: "c22", target: "c3" })).toBe("Player 0 plays c22 on c3.");
    expect(say({ type: "action-played", player: 0, card: null, target: null })).toBe("Player 0 plays a card on a Unit.");
  });

  it("D-BOLT-2 D-CYCLE-1 a set or Cycle Action activated", () => {
    expect(say({ type: "action-activated", player: 1, card: "c50" })).toBe("Player 1 activates c50.");
    expect(say({ type: "action-activated", player: 1, card: "c51", target: "c9" })).toBe("Player 1 activates c51 on c9.");
    expect(say({ type: "action-activated", player: 1, card: null })).toBe("Player 1 activates a card.");
  });

  it("D-ABIL-1 an ability activated", () => {
    expect(say({ type: "ability-activated", player: 0, card: "c3", index: 1 })).toBe("Player 0 activates an ability of c3.");
    expect(say({ type: "ability-activated", player: 0, card: null, index: 0 })).toBe("Player 0 activates an ability of a card.");
  });

  it("D-TREASURE-1 a Treasure enters the Treasury", () => {
    expect(say({ type: "treasure-entered", player: 0, card: "c33", rule: "D-TREASURE-1" })).toBe("Player 0 puts c33 into their Treasury.");
    expect(say({ type: "treasure-entered", player: 0, card: null, rule: "D-TREASURE-1" })).toBe("Player 0 puts a Treasure into their Treasury.");
  });

  it("D-WAGER-2 a wager placed face down or face up", () => {
    expect(say({ type: "wager-placed", player: 0, card: null, faceDown: true, rule: "D-WAGER-2" })).toBe("Player 0 places a card face down as a wager.");
    expect(say({ type: "wager-placed", player: 0, card: "c44", faceDown: true, rule: "D-WAGER-2" })).toBe("Player 0 places c44 face down as a wager.");
    expect(say({ type: "wager-placed", player: 0, card: "c44", faceDown: false, rule: "D-WAGER-2" })).toBe("Player 0 places c44 as a wager.");
    expect(say({ type: "wager-placed", player: 0, card: null, faceDown: false, rule: "D-WAGER-2" })).toBe("Player 0 places a card as a wager.");
  });
});

describe("describeEvent: Reveal and start-of-battle statuses", () => {
  it("D-BTL-2 a set Unit flips in Reveal, or by an effect", () => {
    expect(say({ type: "flipped", card: "c9", player: 1, cause: "reveal", rule: "D-BTL-2" })).toBe("Player 1 flips c9 face up.");
    expect(say({ type: "flipped", card: "c9", player: 1, cause: "effect" })).toBe("c9 is flipped face up.");
    expect(say({ type: "flipped", card: null, player: 1, cause: "effect" })).toBe("A card is flipped face up.");
  });

  it("D-KW.Set-1 an effect sets a card face down", () => {
    expect(say({ type: "set", card: "c9", rule: "D-KW.Set-1" })).toBe("c9 is set face down.");
    expect(say({ type: "set", card: null, rule: "D-KW.Set-1" })).toBe("A card is set face down.");
  });

  it("D-ST.Corruption-1 the two dice become Combat and Support", () => {
    expect(say({ type: "corruption", card: "c5", combat: 2, support: 6, rule: "D-ST.Corruption-1" })).toBe("Corruption gives c5 2 Combat and 6 Support for this battle.");
    expect(say({ type: "corruption", card: null, combat: 2, support: 6, rule: "D-ST.Corruption-1" })).toBe("Corruption gives a Unit 2 Combat and 6 Support for this battle.");
  });

  it("D-ST.FrozenTouch-1 a roll that freezes, finds nothing to freeze, or misses", () => {
    expect(say({ type: "frozen-touch", card: "c5", face: 5, freezes: true, frozen: "c9", rule: "D-ST.FrozenTouch-1" })).toBe("The Frozen Touch of c5 rolls 5: c9 is Frozen.");
    expect(say({ type: "frozen-touch", card: "c5", face: 6, freezes: true, rule: "D-ST.FrozenTouch-1" })).toBe("The Frozen Touch of c5 rolls 6, but no opposing front-line Unit can be frozen.");
    expect(say({ type: "frozen-touch", card: "c5", face: 2, freezes: false, rule: "D-ST.FrozenTouch-1" })).toBe("The Frozen Touch of c5 rolls 2: nothing is frozen.");
    expect(say({ type: "frozen-touch", card: null, face: 4, freezes: true, frozen: null, rule: "D-ST.FrozenTouch-1" })).toBe("The Frozen Touch of a Unit rolls 4: a Unit is Frozen.");
  });
});

describe("describeEvent: damage, destruction and what follows", () => {
  it("D-BTL-6 resolve damage from battle or from a card", () => {
    expect(say({ type: "damage", player: 1, amount: 4, resolve: 16, cause: "battle", rule: "D-BTL-6" })).toBe("Player 1 takes 4 resolve damage.");
    expect(say({ type: "damage", player: 0, amount: 2, resolve: 18, cause: "effect", source: "c21" })).toBe("Player 0 takes 2 resolve damage from c21.");
    expect(say({ type: "damage", player: 0, amount: 2, resolve: 18, cause: "effect", source: null })).toBe("Player 0 takes 2 resolve damage from a card.");
  });

  it("D-BTL-8 D-KW.Destroy-1 D-ST.LastWill-2 a card destroyed by battle, by an effect, or when Last-Will ends", () => {
    expect(say({ type: "destroyed", card: "c12", owner: 1, cause: "battle", rule: "D-BTL-8" })).toBe("c12 is destroyed.");
    expect(say({ type: "destroyed", card: "c12", owner: 1, cause: "effect", rule: "D-KW.Destroy-1" })).toBe("c12 is destroyed by an effect.");
    expect(say({ type: "destroyed", card: "c12", owner: 1, cause: "effect", by: "c21", rule: "D-KW.Destroy-1" })).toBe("c12 is destroyed by c21.");
    expect(say({ type: "destroyed", card: "c12", owner: 1, cause: "last-will", rule: "D-ST.LastWill-2" })).toBe("c12 is destroyed.");
    expect(say({ type: "destroyed", card: null, owner: 1, cause: "battle", rule: "D-BTL-8" })).toBe("A card is destroyed.");
  });

  it("D-AMB-5 a Unit with no room in the Side Zone under mandatory routing", () => {
    expect(say({ type: "destroyed", card: "c3", owner: 0, cause: "routing", rule: "D-AMB-5" })).toBe("c3 finds no room in the Side Zone and is destroyed.");
  });

  it("D-ST.LastWill-1 a Unit survives until the End Stage", () => {
    expect(say({ type: "last-will", card: "c12", rule: "D-ST.LastWill-1" })).toBe("c12 survives with Last-Will until the End Stage.");
    expect(say({ type: "last-will", card: null, rule: "D-ST.LastWill-1" })).toBe("A Unit survives with Last-Will until the End Stage.");
  });

  it("D-ST.LastWill-2 Last-Will runs out at the End Stage", () => {
    expect(say({ type: "last-will-ends", card: "c12", rule: "D-ST.LastWill-2" })).toBe("The Last-Will of c12 runs out.");
    expect(say({ type: "last-will-ends", card: null, rule: "D-ST.LastWill-2" })).toBe("The Last-Will of a Unit runs out.");
  });

  it("D-ST.Rampage-1 a Rampage Unit grows", () => {
    expect(say({ type: "rampage", card: "c4", rule: "D-ST.Rampage-1" })).toBe("Rampage: c4 permanently gains 1 Combat.");
    expect(say({ type: "rampage", card: null, rule: "D-ST.Rampage-1" })).toBe("Rampage: a Unit permanently gains 1 Combat.");
  });

  it("D-BTL-10 D-KW.Coined-1 the loser's wager, or a card by an effect, is coined", () => {
    expect(say({ type: "coined", player: 0, card: "c44", cause: "battle", rule: "D-BTL-10" })).toBe("Player 0 coins the wager, c44.");
    expect(say({ type: "coined", player: 0, card: null, cause: "battle", rule: "D-BTL-10" })).toBe("Player 0 coins the wager.");
    expect(say({ type: "coined", player: 1, card: "c9", cause: "effect", rule: "D-KW.Coined-1" })).toBe("Player 1 coins c9 into their Treasury.");
    expect(say({ type: "coined", player: 1, card: null, cause: "effect", rule: "D-KW.Coined-1" })).toBe("Player 1 coins a card into their Treasury.");
  });

  it("D-ST.Comeback-1 a Unit comes back from the void as X/Y", () => {
    expect(say({ type: "comeback", card: "c8", player: 0, position: "combat", combat: 3, support: 2, rule: "D-ST.Comeback-1" })).toBe(
      "Comeback: c8 returns from the void in Combat as a 3/2 Unit.",
    );
    expect(say({ type: "comeback", card: null, player: 0, position: "support", combat: 0, support: 1, rule: "D-ST.Comeback-1" })).toBe(
      "Comeback: a Unit returns from the void in Support as a 0/1 Unit.",
    );
  });

  it("D-ST.Loyalty-1 a Unit returns to its owner's hand", () => {
    expect(say({ type: "loyalty", card: "c8", player: 0, rule: "D-ST.Loyalty-1" })).toBe("Loyalty: c8 returns to Player 0's hand.");
    expect(say({ type: "loyalty", card: null, player: 0, rule: "D-ST.Loyalty-1" })).toBe("Loyalty: a Unit returns to Player 0's hand.");
  });

  it("D-ST.Stability-1 D-ST.Frozen-1 a destroy effect that does nothing", () => {
    expect(say({ type: "destroy-prevented", card: "c9", reason: "stability", rule: "D-ST.Stability-1" })).toBe("Stability keeps c9 from being destroyed.");
    expect(say({ type: "destroy-prevented", card: "c9", reason: "frozen", rule: "D-ST.Frozen-1" })).toBe("c9 is Frozen, so the effect cannot destroy it.");
    expect(say({ type: "destroy-prevented", card: null, reason: "frozen", rule: "D-ST.Frozen-1" })).toBe("A Unit is Frozen, so the effect cannot destroy it.");
  });

  it("D-ST.Guardian-1 a Guardian is destroyed in place of a Ward Unit", () => {
    expect(say({ type: "guardian-substitutes", guardian: "c5", protected: "c3", rule: "D-ST.Guardian-1" })).toBe("Guardian c5 protects c3 and is destroyed instead.");
    expect(say({ type: "guardian-substitutes", guardian: null, protected: null, rule: "D-ST.Guardian-1" })).toBe("A Guardian protects a Ward Unit and is destroyed instead.");
  });
});

describe("describeEvent: statuses and stats", () => {
  it("D-STATUS-1 a status gained, with its numbers and when it ends", () => {
    expect(say({ type: "status-added", card: "c9", grant: { status: "weaken", x: 2 }, until: null })).toBe("c9 gains Weaken(2).");
    expect(say({ type: "status-added", card: "c9", grant: { status: "frozen" }, until: 3 })).toBe("c9 gains Frozen until the end of round 3.");
    expect(say({ type: "status-added", card: "c9", grant: { status: "comeback", combat: 3, support: 2 }, until: null })).toBe("c9 gains Comeback(3/2).");
    expect(say({ type: "status-added", card: null, grant: { status: "frozen-touch" }, until: null })).toBe("A Unit gains Frozen Touch.");
  });

  it("D-ST.Frozen-2 D-ST.Pure-2 a status refused", () => {
    expect(say({ type: "status-refused", card: "c9", grant: { status: "poison", x: 1 }, reason: "frozen", rule: "D-ST.Frozen-2" })).toBe("c9 cannot gain Poison(1): it is Frozen.");
    expect(say({ type: "status-refused", card: null, grant: { status: "stealth" }, reason: "pure", rule: "D-ST.Pure-2" })).toBe("A Unit cannot gain Stealth: it is Pure.");
  });

  it("D-RULING-1 a status removed by an effect", () => {
    expect(say({ type: "status-removed", card: "c9", status: "last-will" })).toBe("c9 loses Last-Will.");
    expect(say({ type: "status-removed", card: null, status: "weaken" })).toBe("A Unit loses Weaken.");
  });

  it("D-KW.Cleanse-1 Cleanse removes statuses and stat changes", () => {
    expect(say({ type: "cleansed", card: "c9", rule: "D-KW.Cleanse-1" })).toBe("c9 is cleansed of its statuses and stat changes.");
    expect(say({ type: "cleansed", card: null, rule: "D-KW.Cleanse-1" })).toBe("A Unit is cleansed of its statuses and stat changes.");
  });

  it("D-RULING-1 stats changed by an effect, with their signs", () => {
    expect(say({ type: "stats-changed", card: "c3", combat: 2, support: -1 })).toBe("c3 gets +2 Combat and -1 Support.");
    expect(say({ type: "stats-changed", card: "c3", combat: 0, support: 3 })).toBe("c3 gets +3 Support.");
    expect(say({ type: "stats-changed", card: "c3", combat: 0, support: 0 })).toBe("The stats of c3 do not change.");
    expect(say({ type: "stats-changed", card: null, combat: -2, support: 0 })).toBe("A Unit gets -2 Combat.");
  });

  it("D-RULING-1 Combat and Support swapped", () => {
    expect(say({ type: "stats-swapped", card: "c3" })).toBe("c3 swaps its Combat and Support.");
    expect(say({ type: "stats-swapped", card: null })).toBe("A Unit swaps its Combat and Support.");
  });

  it("D-ST.Weaken-1 D-ST.Poison-1 End Stage losses", () => {
    expect(say({ type: "end-stage-loss", card: "c3", combat: 2, support: 0, rule: "D-ST.Weaken-1" })).toBe("c3 permanently loses 2 Combat to Weaken.");
    expect(say({ type: "end-stage-loss", card: "c3", combat: 2, support: 1, rule: "D-ST.Weaken-1" })).toBe("c3 permanently loses 2 Combat to Weaken and 1 Support to Poison.");
    expect(say({ type: "end-stage-loss", card: null, combat: 0, support: 1, rule: "D-ST.Poison-1" })).toBe("A Unit permanently loses 1 Support to Poison.");
  });
});

describe("describeEvent: searching and End & Routing", () => {
  it("D-KW.Search-2 the deck is shuffled after a search", () => {
    expect(say({ type: "deck-shuffled", player: 0, rule: "D-KW.Search-2" })).toBe("Player 0 shuffles their deck.");
  });

  it("D-END-5 a card discarded down to the hand limit", () => {
    expect(say({ type: "discarded", player: 0, card: "c17", rule: "D-END-5" })).toBe("Player 0 discards c17.");
    expect(say({ type: "discarded", player: 0, card: null, rule: "D-END-5" })).toBe("Player 0 discards a card.");
  });

  it("D-END-2 a Unit routed to the Side Zone", () => {
    expect(say({ type: "routed", player: 0, card: "c3", rule: "D-END-2" })).toBe("Player 0 routes c3 to the Side Zone.");
    expect(say({ type: "routed", player: 0, card: null, rule: "D-END-2" })).toBe("Player 0 routes a Unit to the Side Zone.");
  });
});

describe("describeEvent: core events in Wardom's words", () => {
  it("D-ZONE-5 a card move names the zones, not their ids", () => {
    expect(describeEvent({ type: "card-moved", card: null, from: "p0/deck", to: "p0/hand" })).toBe("A card moves from Player 0's deck to their hand.");
    expect(describeEvent({ type: "card-moved", card: "c44", from: "p1/coin", to: "p0/treasury" })).toBe("c44 moves from Player 1's Coin Zone to Player 0's Treasury.");
    expect(describeEvent({ type: "card-moved", card: "c40", from: "field", to: "p0/void" })).toBe("c40 moves from the Field Zone to Player 0's void.");
    expect(describeEvent({ type: "card-moved", card: "c31", from: "p0/treasury", to: "p0/forbidden" })).toBe("c31 moves from Player 0's Treasury to their Forbidden Zone.");
    expect(describeEvent({ type: "card-moved", card: "c2", from: "p1/deck", to: "p1/deck" })).toBe("c2 moves within Player 1's deck.");
  });

  it("D-ZONE-5 today's dotted zone ids read the same", () => {
    expect(describeEvent({ type: "card-moved", card: "c3", from: "p0.hand", to: "p0.side" })).toBe("c3 moves from Player 0's hand to their Side Zone.");
  });

  it("D-KW.Seek-1 cards revealed, some hidden from the reader", () => {
    expect(describeEvent({ type: "cards-revealed", zone: "p0/reveal", cards: ["c4", "c5"], to: "all" })).toBe("c4 and c5 in Player 0's reveal zone are revealed to everyone.");
    expect(describeEvent({ type: "cards-revealed", zone: "p1/hand", cards: [null, null], to: [0] })).toBe("2 cards in Player 1's hand are revealed to Player 0.");
    expect(describeEvent({ type: "cards-revealed", zone: "p1/hand", cards: [null], to: [0] })).toBe("A card in Player 1's hand is revealed to Player 0.");
  });

  const ability = { kind: "ability", source: "c3", ability: 0, you: 0, played: false };
  const bolt = { kind: "ability", source: "c21", ability: 0, you: 1, played: true };
  const touch = { kind: "status", source: "c5", status: "frozen-touch", you: 1 };

  it("D-SEQ-2 D-SEQ-3 an entry goes on the sequence, or answers one", () => {
    const entry = { id: 1, controller: 0, payload: ability, negated: false, respondsTo: null, cost: null };
    expect(describeEvent({ type: "stack-entry-added", entry, by: "push" })).toBe("An ability of c3 goes on the sequence.");
    expect(describeEvent({ type: "stack-entry-added", entry: { ...entry, id: 2, controller: 1, payload: bolt, respondsTo: 1 }, by: "response" })).toBe("Player 1 responds with c21.");
    expect(describeEvent({ type: "stack-entry-added", entry: { ...entry, payload: touch }, by: "trigger" })).toBe("The Frozen Touch of c5 goes on the sequence.");
  });

  it("D-SEQ-5 a trigger is queued, mandatory or optional, or declined", () => {
    expect(describeEvent({ type: "stack-trigger-queued", trigger: { id: 3, controller: 1, payload: touch, optional: false } })).toBe("The Frozen Touch of c5 triggers.");
    expect(describeEvent({ type: "stack-trigger-queued", trigger: { id: 4, controller: 0, payload: ability, optional: true } })).toBe("Player 0 may add an ability of c3 to the sequence.");
    expect(describeEvent({ type: "stack-trigger-declined", trigger: { id: 4, controller: 0, payload: ability, optional: true } })).toBe("Player 0 declines an ability of c3.");
  });

  it("D-SEQ-4 an entry resolves, or is negated and does nothing", () => {
    const entry = { id: 1, controller: 1, payload: { kind: "status", source: null, status: "corruption", you: 1 }, negated: false, respondsTo: null, cost: null };
    expect(describeEvent({ type: "stack-entry-resolved", entry })).toBe("The Corruption of a Unit resolves.");
    expect(describeEvent({ type: "stack-entry-resolved", entry: { ...entry, payload: bolt, negated: true } })).toBe("c21 is negated and does nothing.");
  });

  it("leaves to the CLI the core events it already words well, and stack payloads that are not Wardom's", () => {
    const left: GameEvent[] = [
      { type: "dice-rolled", kind: "dice", count: 1, sides: 6, purpose: "Frozen Touch", player: 1, faces: [5], source: "seeded" },
      { type: "chance-requested", request: { kind: "dice", count: 2, sides: 6, purpose: "first-player roll", player: 0 } },
      { type: "game-over", winners: [1], losers: [0], reason: "player 0 reached 0 resolve", rule: "D-WIN-2" },
      { type: "stack-passed", player: 0, entry: 1 },
      { type: "stack-closed" },
      { type: "stack-entry-negated", entry: 1 },
      { type: "note", text: "hello" },
      { type: "stack-entry-resolved", entry: { id: 1, controller: 0, payload: { kind: "summon" }, negated: false, respondsTo: null, cost: null } },
      { type: "hand-redrawn", player: 0 },
    ];
    expect(left.map((e) => describeEvent(e))).toEqual(left.map(() => undefined));
  });
});

describe("describeEvent: the engine's events as each seat sees them", () => {
  it("D-KW.Recruit-2 D-AMB-35 a face-down recruit names the Unit to its owner and reads \"a Unit\" to the opponent", () => {
    const b = build({ hand: ["mountain-ogre"] }, {});
    const ogre = b.ids(0, "mountain-ogre");
    const r = assertOk(ruleset.apply(b.state, 0, { type: "recruit", card: ogre, position: "support", faceDown: true }));
    const around = { before: b.state, after: r.state };
    const line = (viewer: 0 | 1) => ruleset.viewEvents(r.events, viewer, around).filter((e) => e.type === "unit-recruited").map((e) => describeEvent(e));
    expect(line(0)).toEqual([`Player 0 sets ${ogre} face down in Support.`]);
    expect(line(1)).toEqual(["Player 0 sets a Unit face down in Support."]);
  });

  it("D-WAGER-2 D-AMB-7 a face-down wager reads \"a card\" to the opponent", () => {
    const b = build({ hand: ["ember-squire"] }, {});
    const squire = b.ids(0, "ember-squire");
    const r = assertOk(ruleset.apply(b.state, 0, { type: "wager", card: squire }));
    const around = { before: b.state, after: r.state };
    const line = (viewer: 0 | 1) => ruleset.viewEvents(r.events, viewer, around).filter((e) => e.type === "wager-placed").map((e) => describeEvent(e));
    expect(line(0)).toEqual([`Player 0 places ${squire} face down as a wager.`]);
    expect(line(1)).toEqual(["Player 0 places a card face down as a wager."]);
  });
});

describe("describeEvent: malformed events", () => {
  it("D-BTL-4 says what is there when fields are missing or of the wrong type", () => {
    expect(describeEvent({ type: "battle" })).toBe("The battle is fought.");
    expect(describeEvent({ type: "battle", winner: 0, totals: "9 to 6" })).toBe("Player 0 wins the battle.");
    expect(describeEvent({ type: "damage", player: "one", amount: Number.NaN })).toBe("A player takes resolve damage.");
    expect(describeEvent({ type: "unit-recruited", card: 7, position: "flank" })).toBe("A player recruits a Unit on the line.");
    expect(describeEvent({ type: "status-added", card: "c9", grant: { status: "hush" } })).toBe("c9 gains a status.");
    expect(describeEvent({ type: "card-moved", card: "c3" })).toBe("c3 moves.");
    expect(describeEvent({ type: "cards-revealed", cards: 3, to: "nobody" })).toBe("Cards are revealed to some players.");
  });

  it("lists every Wardom event type once", () => {
    expectTypeOf<Exclude<WardomEvent["type"], (typeof WARDOM_TYPES)[number]>>().toBeNever();
    expect(new Set(WARDOM_TYPES).size).toBe(WARDOM_TYPES.length);
  });

  const value = fc.anything({ maxDepth: 3, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withSparseArray: true });
  const nested = fc.oneof(
    value,
    fc.array(fc.record({ battle: value, combat: value, support: value }, { requiredKeys: [] }), { maxLength: 3 }),
    fc.record(
      {
        controller: value,
        optional: value,
        negated: value,
        payload: fc.oneof(value, fc.record({ kind: fc.constantFrom("ability", "status", "other"), source: value, status: value, played: value }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    ),
  );
  const KEYS = [
    "player", "card", "chooser", "first", "energy", "resolve", "treasury", "position", "faceDown", "target", "index", "cause", "rule", "combat", "support",
    "face", "freezes", "frozen", "winner", "totals", "damage", "piercing", "amount", "source", "owner", "by", "grant", "status", "until", "reason",
    "guardian", "protected", "from", "to", "zone", "cards", "entry", "trigger", "purpose",
  ];
  const eventArb = fc
    .record({ type: fc.constantFrom(...WARDOM_TYPES, ...CORE_TYPES), fields: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string().filter((k) => k !== "__proto__")), nested, { maxKeys: 8 }) })
    .map(({ type, fields }): GameEvent => ({ ...fields, type }));

  test.prop([eventArb])("never throws on any object with a known type, and gives a sentence or nothing", (e) => {
    const line = describeEvent(e);
    if (line !== undefined) expect(line.length).toBeGreaterThan(0);
    expect(line === undefined || typeof line === "string").toBe(true);
  });
});
