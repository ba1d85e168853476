import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { Rng, seedRng, type GameEvent, type Viewer } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import {
  describeEvent,
  demoConfig,
  emberVanguardDeck,
  ruleset,
  type Deck,
  type GuardiansAction,
  type GuardiansConfig,
  type GuardiansEvent,
  type GuardiansMatchEvent,
  type GuardiansState,
} from "@rulesmith/guardians";
import { ABILITY_DECKS, ABILITY_POOL, card, guardian, scenario } from "./helpers.js";

/** Core events that describeEvent leaves to a client's own words (the CLI's formatEvent words each one). */
const CLIENT_WORDED: ReadonlySet<string> = new Set<GuardiansMatchEvent["type"]>(["dice-rolled", "chance-requested", "phase-changed", "game-over"]);

/** The fields of each of Guardians' own events, as the union declares them (every one is required). */
const FIELDS: Readonly<Record<GuardiansEvent["type"], readonly string[]>> = {
  "roll-tied": ["purpose", "players", "faces", "rule"],
  "toss-won": ["player", "by", "rule"],
  "first-player": ["player", "chosenBy", "rule"],
  placed: ["player", "card", "rule"],
  sneaked: ["player", "card", "rule"],
  tribute: ["card", "rule"],
  retreated: ["player", "card", "milled", "rule"],
  ability: ["card", "ability", "target", "rule"],
  attack: ["player", "attacker", "target", "atk", "prevented", "rule"],
  "confused-self-hit": ["card", "amount", "rule"],
  catch: ["card", "attackerType", "lost", "rule"],
  "guardian-battle": ["player", "attacker", "target", "rule"],
  "attack-card-chosen": ["player", "card", "base", "typeDamage", "prevented", "damage", "rule"],
  "attack-deck-reshuffled": ["player", "cards", "rule"],
  damage: ["card", "amount", "damage", "source"],
  healed: ["card", "amount", "damage"],
  condition: ["card", "condition"],
  "condition-ignored": ["card", "condition", "rule"],
  cured: ["card", "rule"],
  "atk-changed": ["card", "amount"],
  "rush-ends": ["card", "rule"],
  "extra-phases": ["phases", "rule"],
  destroyed: ["card", "owner"],
  "quest-completed": ["player", "card", "rule"],
  "quest-expired": ["player", "card", "rule"],
  discarded: ["player", "card", "rule"],
  "player-out": ["player", "reason", "rule"],
  "opponent-chosen": ["player", "opponent", "card", "rule"],
  "creature-chosen": ["player", "creature", "card", "rule"],
  "zone-shuffled": ["zone"],
};
const OWN: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(FIELDS));
const CORE_TYPES: ReadonlySet<string> = new Set<GuardiansMatchEvent["type"]>(["card-moved", ...(CLIENT_WORDED as ReadonlySet<GuardiansMatchEvent["type"]>)]);

/**
 * What describeEvent's fallback would look like: `undefined` (a client then lists the raw
 * fields), or a sentence with a field dump in it: JSON, `undefined`/`null`/`NaN`, a raw zone id, an
 * event type, a missing seat ("a player") or a missing number ("?").
 */
const RAW = /undefined|null|NaN|\[object|[{}[\]"?]|\bp\d+\/|\ba player\b|\b[a-z]+-[a-z]+(?:-[a-z]+)*\b/;

function checkLine(e: GameEvent, viewer: Viewer | "all"): void {
  const line = describeEvent(e);
  if (CLIENT_WORDED.has(e.type)) {
    expect({ type: e.type, line }).toEqual({ type: e.type, line: undefined });
    return;
  }
  expect({ type: e.type, line }).toEqual({ type: e.type, line: expect.stringMatching(/^(?:[A-Z]|c\d+ ).*[.]$/) as unknown });
  expect({ event: e, line }).not.toEqual({ event: e, line: expect.stringMatching(RAW) as unknown });
  // With nothing redacted, every card has its id.
  if (viewer === "all") expect({ event: e, line }).not.toEqual({ event: e, line: expect.stringMatching(/hidden/) as unknown });
}

const VISIBILITY: ReadonlySet<string> = new Set(["visibleTo", "publicForm"]);

function checkShape(e: GameEvent): void {
  expect(OWN.has(e.type) || CORE_TYPES.has(e.type)).toBe(true);
  const fields = OWN.get(e.type);
  // `visibleTo` and `publicForm` are the kit's, on an event that names a card some seats may not
  // see (an Attack Card chosen while a physical roll is pending is its owner's alone), not the event's own fields.
  if (fields !== undefined) expect({ type: e.type, fields: Object.keys(e).filter((k) => k !== "type" && !VISIBILITY.has(k)).sort() }).toEqual({ type: e.type, fields: fields.slice().sort() });
}

interface Walk {
  readonly seed: number;
  readonly players: 2 | 4;
  readonly external: boolean;
  readonly abilities: boolean;
}

/** A random match (random legal choices, random faces for physical dice); each step's events, unredacted and as every seat and a spectator see them. */
function walk(m: Walk, onEvents: (events: readonly GameEvent[], viewer: Viewer | "all") => void): number {
  const decks: Deck[] | undefined = m.abilities ? Array.from({ length: m.players }, (_, i) => ABILITY_DECKS[i % 2] ?? emberVanguardDeck) : undefined;
  const base = demoConfig(m.seed, m.players);
  const config: GuardiansConfig = { ...base, dice: m.external ? "external" : "seeded", ...(decks === undefined ? {} : { decks, cards: ABILITY_POOL }) };
  let s: GuardiansState = assertOk(ruleset.setup(config));
  const rng = new Rng(seedRng(m.seed + 1));
  const viewers: Viewer[] = [...Array.from({ length: m.players }, (_, p) => p), "spectator"];
  let steps = 0;
  for (; steps < 4000 && ruleset.outcome(s) === undefined; steps++) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const action: GuardiansAction | undefined = legal[rng.int(legal.length)];
    if (action === undefined) throw new Error("no legal action");
    const step = assertOk(ruleset.apply(s, p, action));
    onEvents(step.events, "all");
    for (const v of viewers) onEvents(ruleset.viewEvents(step.events, v, { before: s, after: step.state }), v);
    s = step.state;
  }
  expect(ruleset.outcome(s)).toBeDefined();
  return steps;
}

const walkArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  players: fc.constantFrom<2 | 4>(2, 4),
  external: fc.boolean(),
  abilities: fc.boolean(),
});

describe("play-by-play", () => {
  // The example: an Attack Card chosen while a physical roll is pending (its event limits who sees it), found by a run of this property.
  test.prop([walkArb], { numRuns: 10, examples: [[{ seed: 149433, players: 4, external: true, abilities: false }]] })("describeEvent words every event of random matches (2 and 4 players) as a sentence, never a raw field dump", (m) => {
    const seen = new Set<string>();
    walk(m, (events, viewer) => {
      for (const e of events) {
        seen.add(e.type);
        if (viewer === "all") checkShape(e);
        checkLine(e, viewer);
      }
    });
    expect(seen.has("zone-shuffled") && seen.has("card-moved")).toBe(true);
  });

  it("words one example of every Guardians event", () => {
    const examples: { readonly [K in GuardiansEvent["type"]]: readonly [Extract<GuardiansEvent, { readonly type: K }>, string] } = {
      "roll-tied": [
        { type: "roll-tied", purpose: "first-player roll", players: [0, 1, 2], faces: [5, 2, 5], rule: "G-ENG-8" },
        "The roll for the first player is a tie at 5 between Player 0 and Player 2: they roll again.",
      ],
      "toss-won": [{ type: "toss-won", player: 1, by: "coin", rule: "G-AMB-4" }, "Player 1 wins the coin toss and chooses who goes first."],
      "first-player": [{ type: "first-player", player: 0, chosenBy: 1, rule: "G-AMB-4" }, "Player 1 chooses Player 0 to go first."],
      placed: [{ type: "placed", player: 0, card: "c28", rule: "G-TERM-1" }, "Player 0 places c28."],
      sneaked: [{ type: "sneaked", player: 0, card: "c50", rule: "G-KING-3" }, "Player 0 Sneaks c50 onto the field."],
      tribute: [{ type: "tribute", card: "c28", rule: "G-MIN-4" }, "c28 is sent to the Discard Pile as a tribute."],
      retreated: [{ type: "retreated", player: 0, card: "c50", milled: 2, rule: "G-RET-1" }, "Player 0 retreats c50 to the hand, milling 2 cards from the deck."],
      ability: [{ type: "ability", card: "c12", ability: 0, target: "c40", rule: "G-TURN-6" }, "c12 uses its ability on c40."],
      attack: [{ type: "attack", player: 0, attacker: "c3", target: "c40", atk: 3, prevented: 1, rule: "G-BTL-1" }, "c3 attacks c40 with 3 ATK, 1 of it prevented by Barriers."],
      "confused-self-hit": [{ type: "confused-self-hit", card: "c3", amount: 2, rule: "G-CONF-2" }, "c3 is Confused and hits itself for 2 damage instead."],
      catch: [{ type: "catch", card: "c40", attackerType: "fire", lost: ["asleep", "frozen"], rule: "G-CATCH-2" }, "The Fire attack on c40 wakes it up and thaws it."],
      "guardian-battle": [
        { type: "guardian-battle", player: 0, attacker: "c41", target: "c72", rule: "G-GBTL-1" },
        "Player 0's Guardian c41 battles c72: three Attack Cards are drawn and the hand is set aside.",
      ],
      "attack-card-chosen": [
        { type: "attack-card-chosen", player: 1, card: "c9", base: 3, typeDamage: 2, prevented: 1, damage: 4, rule: "G-ATKC-1" },
        "Player 1 chooses the Attack Card c9: 3 Base Damage + 2 Type Damage \u2212 1 prevented by Barriers = 4 damage.",
      ],
      "attack-deck-reshuffled": [{ type: "attack-deck-reshuffled", player: 1, cards: 18, rule: "G-DECK-5" }, "Player 1 shuffles 18 Attack Cards from the Discard Pile back into the Attack Deck."],
      damage: [{ type: "damage", card: "c40", amount: 1, damage: 2, source: "poison" }, "c40 takes 1 damage from Poison (2 damage in all)."],
      healed: [{ type: "healed", card: "c41", amount: 1, damage: 4 }, "c41 heals 1 damage (4 damage left)."],
      condition: [{ type: "condition", card: "c40", condition: "asleep" }, "c40 is Asleep."],
      "condition-ignored": [{ type: "condition-ignored", card: "c41", condition: "poisoned", rule: "G-CATCH-6" }, "c41 is a Guardian and cannot be Poisoned."],
      cured: [{ type: "cured", card: "c40", rule: "G-COND-1" }, "c40 is cured of its Special Conditions."],
      "atk-changed": [{ type: "atk-changed", card: "c3", amount: -1 }, "c3 gets \u22121 ATK this turn."],
      "rush-ends": [{ type: "rush-ends", card: "c3", rule: "G-RUSH-2" }, "c3 is no longer Rushed."],
      "extra-phases": [{ type: "extra-phases", phases: ["battle", "action"], rule: "G-GOLD-2" }, "An extra Battle Phase and an extra Action Phase will follow."],
      destroyed: [{ type: "destroyed", card: "c23", owner: 1 }, "c23 is destroyed and goes to Player 1's Discard Pile."],
      "quest-completed": [{ type: "quest-completed", player: 1, card: "c21", rule: "G-QUEST-2" }, "Player 1 meets the requirement of the Quest c21 and gets its reward; the Quest stays in play until its Turn Count runs out."],
      "quest-expired": [{ type: "quest-expired", player: 1, card: "c21", rule: "G-QUEST-4" }, "The Quest c21 runs out and goes to the Discard Pile."],
      discarded: [{ type: "discarded", player: 0, card: "c9", rule: "G-AMB-34" }, "Player 0 discards c9 down to the hand limit."],
      "player-out": [{ type: "player-out", player: 2, reason: "its Guardian took fatal damage", rule: "G-WIN-3" }, "Player 2 is out of the game: its Guardian took fatal damage."],
      "opponent-chosen": [{ type: "opponent-chosen", player: 0, opponent: 2, card: "c12", rule: "G-AMB-3" }, "Player 0 chooses Player 2 as the opponent for c12."],
      "creature-chosen": [{ type: "creature-chosen", player: 0, creature: "c40", card: "c12", rule: "G-ENG-9" }, "Player 0 chooses c40 as the creature for c12."],
      "zone-shuffled": [{ type: "zone-shuffled", zone: "p1/deck" }, "Player 1 shuffles their deck."],
    };
    for (const [event, line] of Object.values(examples)) {
      checkShape(event);
      expect(describeEvent(event)).toBe(line);
    }
  });

  it("G-AMB-4 G-ENG-8 the toss is a coin with two players and a d6 roll-off with three or four, and its words say which", () => {
    for (const [n, line] of [
      [2, "wins the coin toss and chooses who goes first."],
      [3, "rolls highest and chooses who goes first."],
      [4, "rolls highest and chooses who goes first."],
    ] as const) {
      const step = assertOk(ruleset.apply(assertOk(ruleset.setup(demoConfig(7, n))), 0, { type: "start" }));
      const won = step.events.find((e) => e.type === "toss-won");
      expect(won).toMatchObject({ by: n === 2 ? "coin" : "dice" });
      expect(describeEvent(won ?? { type: "none" })).toMatch(new RegExp(`^Player \\d ${line.replace(".", "\\.")}$`));
    }
    // An event from an older release, without `by`, could be either.
    expect(describeEvent({ type: "toss-won", player: 2, rule: "G-AMB-4" })).toBe("Player 2 wins the right to choose who goes first.");
  });

  it("words core's card moves with the zones in words, and leaves rolls, phases and the end to the client", () => {
    expect(describeEvent({ type: "card-moved", card: "c46", from: "p0/deck", to: "p0/hand" })).toBe("Player 0 draws c46.");
    expect(describeEvent({ type: "card-moved", card: null, from: "p1/deck", to: "p1/hand" })).toBe("Player 1 draws a card.");
    expect(describeEvent({ type: "card-moved", card: null, from: "p1/attack", to: "p1/drawn" })).toBe("Player 1 draws an Attack Card.");
    expect(describeEvent({ type: "card-moved", card: "c28", from: "p0/hand", to: "p0/field" })).toBe("c28 moves from Player 0's hand to their field.");
    expect(describeEvent({ type: "card-moved", card: "c61", from: "p0/drawn", to: "p0/discard" })).toBe("c61 moves from Player 0's drawn Attack Cards to their Discard Pile.");
    expect(describeEvent({ type: "zone-shuffled", zone: "p0/attack" })).toBe("Player 0 shuffles their Attack Deck.");
    expect(describeEvent({ type: "phase-changed", turn: 3, active: 0, phase: "battle" })).toBeUndefined();
    expect(describeEvent({ type: "game-over", winners: [1], losers: [0], reason: "player 1 is the last player standing", rule: "G-WIN-5" })).toBeUndefined();
    expect(describeEvent({ type: "not-guardians" })).toBeUndefined();
  });

  it("leaves out a missing or ill-typed field instead of writing it raw, and never throws", () => {
    expect(describeEvent({ type: "damage", card: "c4" })).toBe("c4 takes damage.");
    expect(describeEvent({ type: "attack-card-chosen", player: 1, card: null })).toBe("Player 1 chooses the Attack Card a hidden card.");
    expect(describeEvent({ type: "placed", player: "zero", card: { id: "c1" } })).toBe("A player places a hidden card.");
    expect(describeEvent({ type: "zone-shuffled" })).toBe("A deck is shuffled.");
    expect(describeEvent({ type: "catch", card: "c4", attackerType: "holy" })).toBe("The Holy attack on c4 heals its Special Conditions.");
  });

  it("a Guardian battle's and an attack's damage is explained from its parts", () => {
    expect(describeEvent({ type: "attack-card-chosen", player: 1, card: "c9", base: 3, typeDamage: 2, prevented: 1, damage: 4 })).toBe(
      "Player 1 chooses the Attack Card c9: 3 Base Damage + 2 Type Damage \u2212 1 prevented by Barriers = 4 damage.",
    );
    expect(describeEvent({ type: "attack", player: 0, attacker: "c3", target: "c40", atk: 3, prevented: 1 })).toBe("c3 attacks c40 with 3 ATK, 1 of it prevented by Barriers.");
    expect(describeEvent({ type: "damage", card: "c40", amount: 1, damage: 2, source: "poison" })).toBe("c40 takes 1 damage from Poison (2 damage in all).");
  });
});

/** The events of one action that must be accepted. */
function events(s: GuardiansState, a: GuardiansAction): readonly GuardiansMatchEvent[] {
  return assertOk(ruleset.apply(s, s.clock.active, a)).events;
}

describe("catch events", () => {
  it("G-CATCH-1 a Holy attack's catch event lists every condition it healed", () => {
    const s = scenario({ sides: [{ field: ["dawn-acolyte"] }, { field: ["glacier-sentinel"], conditions: { 0: { burned: true, confused: true } } }], phase: "battle" });
    const t = card(s, 1, "field", "glacier-sentinel");
    const caught = events(s, { type: "attack", attacker: card(s, 0, "field", "dawn-acolyte"), target: t }).filter((e) => e.type === "catch");
    expect(caught).toEqual([{ type: "catch", card: t, attackerType: "holy", lost: ["confused", "burned"], rule: "G-CATCH-1" }]);
    expect(caught.map((e) => describeEvent(e))).toEqual([`The Holy attack on ${t} heals it of Confused and Burned.`]);
  });

  it("G-CATCH-2 G-CATCH-3 G-CATCH-4 a catch event names the first catch that applied: woken and thawed by Fire, a Burn cured by Frost", () => {
    const s = scenario({
      sides: [{ field: ["cinder-hound", "frost-sprite"] }, { field: ["glacier-sentinel", "glacier-sentinel"], conditions: { 0: { asleep: true, frozen: true }, 1: { burned: true } } }],
      phase: "battle",
    });
    const [a, b] = [card(s, 1, "field", "glacier-sentinel", 0), card(s, 1, "field", "glacier-sentinel", 1)];
    const fire = events(s, { type: "attack", attacker: card(s, 0, "field", "cinder-hound"), target: a }).filter((e) => e.type === "catch");
    expect(fire).toEqual([{ type: "catch", card: a, attackerType: "fire", lost: ["asleep", "frozen"], rule: "G-CATCH-2" }]);
    expect(describeEvent(fire[0] ?? { type: "none" })).toBe(`The Fire attack on ${a} wakes it up and thaws it.`);
    const frost = events(s, { type: "attack", attacker: card(s, 0, "field", "frost-sprite"), target: b }).filter((e) => e.type === "catch");
    expect(frost).toEqual([{ type: "catch", card: b, attackerType: "frost", lost: ["burned"], rule: "G-CATCH-4" }]);
    expect(describeEvent(frost[0] ?? { type: "none" })).toBe(`The Frost attack on ${b} cures its Burn.`);
    const thawOnly = scenario({ sides: [{ field: ["cinder-hound"] }, { field: ["glacier-sentinel"], conditions: { 0: { frozen: true } } }], phase: "battle" });
    const c = card(thawOnly, 1, "field", "glacier-sentinel");
    expect(events(thawOnly, { type: "attack", attacker: card(thawOnly, 0, "field", "cinder-hound"), target: c }).filter((e) => e.type === "catch")).toEqual([
      { type: "catch", card: c, attackerType: "fire", lost: ["frozen"], rule: "G-CATCH-3" },
    ]);
  });

  it("G-CATCH-5 G-FLY-1 a flier that survives an attack is grounded, and the catch event says so", () => {
    const s = scenario({ sides: [{ field: ["snow-archer"] }, { field: ["glacier-sentinel"], conditions: { 0: { flying: true } } }], phase: "battle" });
    const t = card(s, 1, "field", "glacier-sentinel");
    const caught = events(s, { type: "attack", attacker: card(s, 0, "field", "snow-archer"), target: t }).filter((e) => e.type === "catch");
    expect(caught).toEqual([{ type: "catch", card: t, attackerType: "ranged", lost: ["flying"], rule: "G-CATCH-5" }]);
    expect(describeEvent(caught[0] ?? { type: "none" })).toBe(`The Ranged attack on ${t} grounds it for the rest of the duel.`);
  });

  it("G-CATCH-6 an attack on a Guardian has no catch event", () => {
    const s = scenario({ sides: [{ field: ["dawn-acolyte"] }, {}], phase: "battle" });
    expect(events(s, { type: "attack", attacker: card(s, 0, "field", "dawn-acolyte"), target: guardian(s, 1) }).some((e) => e.type === "catch")).toBe(false);
  });
});
