// describeEvent: one sentence per Ward event, on hand-built events and on real steps; one group
// walks random matches as each seat and a spectator see them and finds no event without words.
import { fc, test } from "@fast-check/vitest";
import { Rng, seedRng, type GameEvent, type PlayerId, type Viewer } from "@rulesmith/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  demoConfig,
  describeEvent,
  ruleset,
  type GrantedEvent,
  type SpeedRollOffEvent,
  type WardAction,
  type WardConfig,
  type WardEvent,
  type WardMatchEvent,
  type WardState,
} from "../src/index.js";
import { act, eventsOf, id, randomDeck, scenario } from "./helpers.js";

const WARD_TYPES = [
  "roll-tied",
  "chooser",
  "first-player",
  "drew",
  "discarded",
  "mulligan",
  "forced-reshuffle",
  "hand-revealed",
  "drew-until-creature",
  "sacrificed",
  "summoned",
  "promoted",
  "kill-own",
  "killed",
  "anchor-ended",
  "magic-played",
  "magic-resolved",
  "negated",
  "effects-negated",
  "attack-negated",
  "fizzled",
  "magic-destroyed",
  "expired",
  "battle-declared",
  "speed-roll-off",
  "battle-order",
  "attack",
  "battle-ended",
  "damage",
  "damage-prevented",
  "healed",
  "dot-applied",
  "hot-applied",
  "dot-not-stacked",
  "over-time-tick",
  "granted",
  "cemetery-adjusted",
  "cost-paid",
  "called-out",
] as const satisfies readonly WardEvent["type"][];

/** Core events Ward words itself: the chain's entries carry Ward's payloads, and the end of the match. */
const CORE_WORDED = ["stack-entry-added", "stack-entry-resolved", "game-over"] as const satisfies readonly WardMatchEvent["type"][];

/** Core events left to a client's generic wording (the CLI's), which reads them well. */
const CLIENT_WORDED = ["card-moved", "cards-revealed", "dice-rolled", "chance-requested", "phase-changed", "stack-passed", "stack-closed", "stack-entry-negated", "stack-trigger-queued", "stack-trigger-declined"] as const satisfies readonly WardMatchEvent["type"][];

/** The sentence for an event typed as one of Ward's, so a test cannot build a shape the union does not have. */
function say(e: WardMatchEvent): string | undefined {
  return describeEvent(e);
}

/**
 * What the old wording did for an event it had no words for: nothing (`undefined`, so a client
 * printed the fields), or a field dumped as JSON. A sentence of prose has neither, and no field
 * name (`turnCycles`, `damageType`) in it.
 */
function rawDump(line: string | undefined): string | undefined {
  if (line === undefined) return "no words (a client prints the fields)";
  if (/[{}[\]"]/.test(line)) return "JSON in the sentence";
  if (/\b(undefined|null|NaN|true|false)\b|\[object /.test(line)) return "a raw value in the sentence";
  const camel = /\b[a-z]+[A-Z][A-Za-z]*\b/.exec(line.replace("criticalHitAlwaysHits", ""));
  if (camel !== null) return `the field name ${camel[0]}`;
  if (!/^[A-Za-z].*[A-Za-z0-9)]\.$/.test(line)) return "not a sentence";
  return undefined;
}

/** Applies an action, then answers each physical-dice request with the next faces given, or with 2s once they run out. */
function step(s: WardState, player: PlayerId, action: WardAction, faces: number[][] = []): { state: WardState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const first = ruleset.apply(s, player, action);
  if (!first.ok) throw new Error(first.error.message);
  let state = first.value.state;
  events.push(...first.value.events);
  const queue = faces.slice();
  while (state.chance !== null) {
    const request = state.chance.request;
    const f = queue.shift() ?? Array<number>(request.count).fill(2);
    const r = ruleset.apply(state, request.player ?? state.chance.player, { type: "faces", faces: f });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

function lineOf(events: readonly GameEvent[], type: string): string | undefined {
  const e = events.find((x) => x.type === type);
  return e === undefined ? undefined : describeEvent(e);
}

describe("describeEvent: the events that printed as field lists", () => {
  it("W-QS.7-2 W-10.2-2 W-AMB-19 a Speed roll-off says who rolled what, round by round, and who goes first", () => {
    const rollOff: SpeedRollOffEvent = { type: "speed-roll-off", attacker: "c3", defender: "c57", players: [0, 1], rounds: [[4, 4], [1, 4]], rule: "W-QS.7-2" };
    expect(say(rollOff)).toBe("Player 0 and Player 1 roll for speed: 4 against 4, then 1 against 4; Player 1 goes first.");
    expect(say({ ...rollOff, players: [1, 0], rounds: [[5, 2]] })).toBe("Player 1 and Player 0 roll for speed: 5 against 2; Player 1 goes first.");
    expect(say({ ...rollOff, rounds: [[3, 3], [2, 2], [6, 1]] })).toBe("Player 0 and Player 1 roll for speed: 3 against 3, 2 against 2, then 6 against 1; Player 0 goes first.");
  });

  it("W-QS.7-2 W-QS.7-1 two creatures of equal Speed: the engine's roll-off reads as the players' dice, then who attacks first", () => {
    // Bear Wolf against Bear Wolf, Speed 4 each: 4 against 4 is rolled again, then 1 against 4.
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "bear-wolf" }, phase: "combat" });
    const mine = id(s, 0, "primary", "bear-wolf");
    const theirs = id(s, 1, "primary", "bear-wolf");
    const r = step(s, 0, { type: "battle", attacker: mine, target: theirs }, [[4], [4], [1], [4]]);
    expect(eventsOf(r.events, "speed-roll-off")).toEqual([{ type: "speed-roll-off", attacker: mine, defender: theirs, players: [0, 1], rounds: [[4, 4], [1, 4]], rule: "W-QS.7-2" }]);
    expect(lineOf(r.events, "speed-roll-off")).toBe("Player 0 and Player 1 roll for speed: 4 against 4, then 1 against 4; Player 1 goes first.");
    expect(lineOf(r.events, "battle-order")).toBe(`${theirs} attacks first.`);
  });

  it("W-7.2.3-1 W-AMB-10 drawing until a creature from an empty hand says why and how many cards were drawn", () => {
    expect(say({ type: "drew-until-creature", player: 0, count: 3, rule: "W-7.2.3-1" })).toBe(
      "Player 0 has an empty hand, so they draw one card at a time, shown to both players, until they can summon a creature: 3 cards drawn.",
    );
    expect(say({ type: "drew-until-creature", player: 1, count: 1, rule: "W-7.2.3-1" })).toMatch(/: 1 card drawn\.$/);
    expect(say({ type: "drew-until-creature", player: 1, count: 0, rule: "W-7.2.3-1" })).toBe("Player 1 has an empty hand and must draw until they can summon a creature, but their deck is empty.");
    // The rulebook case: a killed primary, an empty hand, and The Hero, Fireball, The Hero on top of the deck.
    const s = scenario({ active: 1, p0: { primary: "bear-wolf", primaryHp: 10, hand: [], deck: ["the-hero", "fireball", "the-hero"] }, p1: { primary: "grizzly-bear", hand: ["fireball"] } });
    const r = act(s, 1, { type: "play", card: id(s, 1, "hand", "fireball"), target: null, discards: [] });
    expect(lineOf(r.events, "drew-until-creature")).toMatch(/^Player 0 has an empty hand, .*: 3 cards drawn\.$/);
  });

  it("W-10.2-5 W-10.2-6 the end of a battle names both creatures", () => {
    expect(say({ type: "battle-ended", attacker: "c3", defender: "c57" })).toBe("The battle of c3 against c57 is over.");
    const s = scenario({ p0: { primary: "bear-wolf" }, p1: { primary: "grizzly-bear" }, phase: "combat" });
    const wolf = id(s, 0, "primary", "bear-wolf");
    const bear = id(s, 1, "primary", "grizzly-bear");
    const r = step(s, 0, { type: "battle", attacker: wolf, target: bear });
    expect(lineOf(r.events, "battle-ended")).toBe(`The battle of ${wolf} against ${bear} is over.`);
  });

  it("W-QS.8-1 a granted ability says what it gives, to which creature, from which card and for how long", () => {
    const backstab: GrantedEvent = {
      type: "granted",
      card: "c3",
      source: "c20",
      abilities: [{ kind: "battle-first" }, { kind: "damage-multiplier", factor: 3, condition: { kind: "always" } }],
      duration: { kind: "this-turn" },
    };
    expect(say(backstab)).toBe("c20 gives c3 the right to battle first and ×3 Attack Damage until the end of the turn.");
    expect(say({ ...backstab, source: "c3", abilities: [{ kind: "stat-modifier", stat: "speed", amount: 3 }] })).toBe("c3 gains +3 Speed until the end of the turn.");
    expect(
      say({
        ...backstab,
        abilities: [
          { kind: "stat-modifier", stat: "modifier", amount: 3 },
          { kind: "stat-modifier", stat: "attackDice", amount: 1 },
        ],
        duration: { kind: "permanent" },
      }),
    ).toBe("c20 gives c3 +3 Modifier and +1 Attack die for good.");
    expect(
      say({
        ...backstab,
        abilities: [
          { kind: "damage-immunity", damageTypes: ["attack", "damage-over-time"], from: "opponent" },
          { kind: "unaffected", by: ["magic"], from: "any" },
          { kind: "damage-multiplier", factor: 2, condition: { kind: "hits-first" } },
        ],
        duration: { kind: "turn-cycles", count: 2 },
      }),
    ).toBe("c20 gives c3 immunity to attack damage and damage over time from the opponent, immunity to Magic effects and ×2 Attack Damage when it hits first for 2 turn cycles.");
    // Backstab played by the engine: the event names its card, the creature, the abilities and how long.
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["backstab"] }, p1: { primary: "grizzly-bear" } });
    const card = id(s, 0, "hand", "backstab");
    const wolf = id(s, 0, "primary", "bear-wolf");
    const r = act(s, 0, { type: "play", card, target: null, discards: [] });
    expect(lineOf(r.events, "granted")).toBe(`${card} gives ${wolf} the right to battle first and ×3 Attack Damage until the end of the turn.`);
  });

  it("W-11.3-1 W-AMB-31 a DOT that does not stack says that the creature already suffers one, and from which card the new one came", () => {
    expect(say({ type: "dot-not-stacked", card: "c57", source: "c12", rule: "W-11.3-1" })).toBe(
      "c57 already suffers damage over time, and DOTs do not stack: the new damage over time from c12 is not applied.",
    );
    // Grizzly Bear's DOT on Bear Wolf, and Grizzly Bear hits it again on the next turn (W-EX-8).
    const deck = ["cave-beetle", "cave-beetle", "cave-beetle"];
    const s = scenario({ p0: { primary: "grizzly-bear", deck }, p1: { primary: "bear-wolf", deck }, phase: "combat" });
    const bear = id(s, 0, "primary", "grizzly-bear");
    const wolf = id(s, 1, "primary", "bear-wolf");
    let r = act(s, 0, { type: "battle", attacker: bear, target: wolf }, [[1, 2], [3, 3], [1, 1]]);
    expect(lineOf(r.events, "dot-applied")).toBe(`${wolf} suffers 10 damage over time for 2 turn cycles.`);
    r = act(r.state, 0, { type: "next" });
    expect(lineOf(r.events, "over-time-tick")).toBe(`${wolf} takes 10 damage over time (HP 26).`);
    r = act(r.state, 0, { type: "end-turn" });
    r = act(r.state, 1, { type: "next" });
    r = act(r.state, 1, { type: "battle", attacker: wolf, target: bear }, [[1, 2], [3, 3], [1, 1]]);
    expect(lineOf(r.events, "dot-not-stacked")).toBe(`${wolf} already suffers damage over time, and DOTs do not stack: the new damage over time from ${bear} is not applied.`);
  });
});

describe("describeEvent: the other events in words", () => {
  it("W-QS.4-4 W-7.2.2-1 W-AMB-46 a forced reshuffle says why, and the hand it shows is named card by card", () => {
    expect(say({ type: "hand-revealed", player: 0, cards: ["fog", "lead-boots"], names: ["Fog", "Lead Boots"], rule: "W-AMB-46" })).toBe("Player 0 reveals their hand: Fog and Lead Boots.");
    const s = scenario({ p0: { primary: "bear-wolf", hand: ["fireball", "fireball", "healing-spring"], deck: ["cave-beetle", "regrowth", "regrowth"] }, p1: { primary: "fog" } });
    const r = act(s, 0, { type: "kill-own" });
    expect(lineOf(r.events, "forced-reshuffle")).toBe("Player 0 has no creature they can summon, so they reveal their hand, shuffle it into their deck and draw as many cards.");
    expect(lineOf(r.events, "hand-revealed")).toBe("Player 0 reveals their hand: Fireball, Fireball and Healing Spring.");
    const seen = ruleset.viewEvents(r.events, 1, { before: s, after: r.state }).filter((e) => e.type === "hand-revealed");
    expect(seen.map((e) => describeEvent(e))).toEqual(["Player 0 reveals their hand: Fireball, Fireball and Healing Spring."]);
  });

  it("W-QS.5-2 W-7.1.2-1 W-17.4-1 a draw counts the cards, and an empty deck draws none without a loss", () => {
    expect(say({ type: "drew", player: 1, count: 5, rule: "W-7.1.2-1" })).toBe("Player 1 draws 5 cards.");
    expect(say({ type: "drew", player: 0, count: 1, rule: "W-QS.5-2" })).toBe("Player 0 draws a card.");
    expect(say({ type: "drew", player: 0, count: 0, rule: "W-QS.5-2" })).toBe("Player 0 draws no card: their deck is empty.");
    expect(say({ type: "drew", player: 0, count: 2, source: "c21", rule: "W-QS.8-1" })).toBe("Player 0 draws 2 cards by the effect of c21.");
  });

  it("W-11.1-1 W-11.2-1 a tick of damage and healing over time gives both amounts and the HP left", () => {
    expect(say({ type: "over-time-tick", card: "c4", damage: 10, healing: 5, hp: 35 })).toBe("c4 takes 10 damage over time and heals 5 over time (HP 35).");
    expect(say({ type: "over-time-tick", card: "c4", damage: 0, healing: 5, hp: 45 })).toBe("c4 heals 5 over time (HP 45).");
    expect(say({ type: "over-time-tick", card: "c4", damage: 0, healing: 0, hp: 30 })).toBe("Over time, c4 takes no damage and heals nothing (HP 30).");
    expect(say({ type: "hot-applied", card: "c3", amount: 5, turnCycles: 1 })).toBe("c3 heals 5 over time for 1 turn cycle.");
  });

  it("W-14.2.4-2 a self-damage cost says what it cost, and that an immune primary pays it without damage", () => {
    expect(say({ type: "cost-paid", player: 0, selfDamage: 10 })).toBe("Player 0 pays the cost: 10 damage to their primary creature.");
    expect(say({ type: "cost-paid", player: 1, selfDamage: 0 })).toBe("Player 1 pays the cost: their primary creature is immune, so it takes no damage and the cost counts as paid.");
  });

  it("W-6.2.1-1 W-14.1.1-1 W-6.2.2-2 a magic played names its target; the chain's entries are named by what they are", () => {
    expect(say({ type: "magic-played", card: "c21", player: 0, target: "c3", rule: "W-6.2.1-1" })).toBe("Player 0 plays c21 on c3.");
    expect(say({ type: "magic-played", card: "c44", player: 1, target: null, response: true, rule: "W-14.1.1-1" })).toBe("Player 1 plays c44 in response.");
    expect(say({ type: "negated", card: "c21", rule: "W-6.2.2-2" })).toBe("c21 is negated: it does nothing, its cost is not paid, and it goes to the cemetery.");
    const magic = { id: 1, controller: 0, payload: { kind: "magic", card: "c21", target: null }, cost: null, respondsTo: null, negated: false } as const;
    const attack = { ...magic, id: 2, payload: { kind: "attack", attacker: "c57", defender: "c3", first: false } } as const;
    expect(say({ type: "stack-entry-added", entry: magic, by: "push" })).toBe("c21 goes on the chain.");
    expect(say({ type: "stack-entry-added", entry: { ...magic, payload: { kind: "summon", card: "c37" } }, by: "push" })).toBe("The summon of c37 goes on the chain, and it may be answered.");
    expect(say({ type: "stack-entry-added", entry: attack, by: "push" })).toBe("The return attack of c57 on c3 goes on the chain.");
    expect(say({ type: "stack-entry-added", entry: { ...magic, id: 3, respondsTo: 1 }, by: "response" })).toBe("c21 goes on the chain as an answer.");
    expect(say({ type: "stack-entry-resolved", entry: { ...attack, negated: true } })).toBe("The chain is done with the return attack of c57 on c3, which was negated.");
    expect(say({ type: "stack-entry-resolved", entry: magic })).toBe("The chain has resolved c21.");
  });

  it("W-12.2-1 W-9.2.3-1 W-AMB-8 W-4.1.1-1 an anchor ending, a magic running out, a cemetery changed and the end of the match", () => {
    expect(say({ type: "anchor-ended", card: "c14", to: "hand" })).toBe("c14 loses its anchor and returns to its owner's hand.");
    expect(say({ type: "anchor-ended", card: "c14", to: "deck" })).toBe("c14 loses its anchor and goes to the bottom of its owner's deck.");
    expect(say({ type: "expired", card: "c22", rule: "W-9.2.3-1" })).toBe("The turn cycles of c22 are over, and it leaves the field.");
    expect(say({ type: "cemetery-adjusted", player: 1, amount: -20 })).toBe("Player 1's cemetery HP goes down by 20.");
    expect(say({ type: "cemetery-adjusted", player: 0, amount: 30 })).toBe("Player 0's cemetery HP goes up by 30.");
    expect(say({ type: "game-over", winners: [1], losers: [0], reason: "cemetery HP reached 300", rule: "W-4.1.1-1" })).toBe("Player 1 wins: cemetery HP reached 300.");
    expect(say({ type: "game-over", winners: [], losers: [0, 1], reason: "both cemeteries reached 300: a draw", rule: "W-AMB-5" })).toBe("Game over: both cemeteries reached 300: a draw.");
  });

  it("W-10.2-3 W-10.3.2-1 an attack explains its totals, and a hidden card reads as one", () => {
    const base = { type: "attack", attacker: "c6", target: "c9", hitFaces: [6, 4], hitModifier: 5, hitTotal: 15, armorLevel: 7, hit: true, critical: null, damageFaces: [4, 3], damageModifier: 5, multipliers: [3], damage: 36 } as const;
    expect(say(base)).toBe("c6's Hit Roll 6 + 4, +5 = 15 against AL 7: a hit; Attack Roll 4 + 3, +5, ×3 = 36 damage.");
    expect(say({ ...base, hitFaces: [1, 1], hitTotal: 7, hit: false, critical: "miss", damageFaces: [], multipliers: [], damage: 0 })).toBe("c6's Hit Roll 1 + 1, +5 = 7 against AL 7: a Critical Miss, a miss whatever the AL.");
    expect(describeEvent({ type: "killed", card: null, player: 1, primary: false })).toBe("A hidden card is killed and goes to the cemetery.");
  });
});

describe("describeEvent: every event of random matches, as each seat and a spectator see it", () => {
  function configFor(seed: number, dice: "seeded" | "external", decks: "starter" | "random"): WardConfig {
    if (decks === "starter") return { ...demoConfig(seed), dice };
    const rng = new Rng(seedRng(seed + 31));
    return { seed, dice, decks: [randomDeck(rng, "a"), randomDeck(rng, "b")] };
  }

  it("gives every Ward event and chain entry a sentence, never no words or a field dump", () => {
    const known = new Set<string>([...WARD_TYPES, ...CORE_WORDED, ...CLIENT_WORDED]);
    const clientWorded = new Set<string>(CLIENT_WORDED);
    const seen = new Set<string>();
    const problems: string[] = [];
    const viewers: readonly Viewer[] = [0, 1, "spectator"];
    for (let seed = 1; seed <= 10; seed++) {
      for (const dice of ["seeded", "external"] as const) {
        for (const decks of ["starter", "random"] as const) {
          const start = ruleset.setup(configFor(seed, dice, decks));
          if (!start.ok) throw new Error(start.error.message);
          let state = start.value;
          const rng = new Rng(seedRng(seed * 13 + (dice === "seeded" ? 1 : 2) + (decks === "starter" ? 0 : 7)));
          for (let n = 0; n < 3000 && ruleset.outcome(state) === undefined; n++) {
            const active = ruleset.activePlayers(state);
            const p: PlayerId = active[rng.int(active.length)] ?? 0;
            const legal = ruleset.legalActions(state, p);
            const a = legal[rng.int(legal.length)];
            if (a === undefined) throw new Error(`no legal action for ${p}`);
            const r = ruleset.apply(state, p, a);
            if (!r.ok) throw new Error(r.error.message);
            const around = { before: state, after: r.value.state };
            for (const viewer of viewers) {
              for (const e of ruleset.viewEvents(r.value.events, viewer, around)) {
                seen.add(e.type);
                if (!known.has(e.type)) problems.push(`an event type no union names: ${e.type}`);
                if (clientWorded.has(e.type)) continue;
                const line = describeEvent(e);
                const why = rawDump(line);
                if (why !== undefined && problems.length < 20) problems.push(`${why}: ${line ?? ""} for ${JSON.stringify(e)}`);
              }
            }
            state = r.value.state;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk is meaningful: most of Ward's own events came up (the rare ones have their own tests above).
    expect(WARD_TYPES.filter((t) => seen.has(t)).length).toBeGreaterThanOrEqual(25);
    expect(seen.has("stack-entry-added") && seen.has("stack-entry-resolved") && seen.has("game-over")).toBe(true);
  });
});

describe("describeEvent: every type, and malformed events", () => {
  it("lists every Ward event type once, and gives each a sentence; the client words the rest of core's events", () => {
    expectTypeOf<Exclude<WardEvent["type"], (typeof WARD_TYPES)[number]>>().toBeNever();
    expect(new Set(WARD_TYPES).size).toBe(WARD_TYPES.length);
    // Even with no fields at all; a chain entry needs a Ward payload to be worded (tested above).
    for (const type of [...WARD_TYPES, "game-over"]) expect({ type, line: describeEvent({ type }) }).toEqual({ type, line: expect.stringMatching(/\S/) as unknown });
    for (const type of CLIENT_WORDED) expect({ type, line: describeEvent({ type }) }).toEqual({ type, line: undefined });
  });

  it("W-QS.7-2 says what is there when fields are missing or of the wrong type", () => {
    expect(describeEvent({ type: "speed-roll-off" })).toBe("The players roll for speed.");
    expect(describeEvent({ type: "speed-roll-off", players: "both", rounds: [[4, 4], [1, 4]] })).toBe("The players roll for speed: 4 against 4, then 1 against 4.");
    expect(describeEvent({ type: "granted", card: "c3", source: 7, abilities: "strong" })).toBe("c3 gains new abilities.");
    expect(describeEvent({ type: "drew", player: "one", count: Number.NaN })).toBe("A player draws.");
    expect(describeEvent({ type: "damage", card: 4, amount: "lots" })).toBe("A hidden card takes damage.");
    expect(describeEvent({ type: "stack-entry-added", entry: { payload: { kind: "spell" } } })).toBeUndefined();
    expect(describeEvent({ type: "fog" })).toBeUndefined();
  });

  const value = fc.anything({ maxDepth: 3, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withSparseArray: true });
  const nested = fc.oneof(
    value,
    fc.array(fc.oneof(value, fc.tuple(value, value), fc.record({ kind: value, stat: value, amount: value, factor: value, condition: value }, { requiredKeys: [] })), { maxLength: 3 }),
    fc.record({ payload: fc.oneof(value, fc.record({ kind: fc.constantFrom("magic", "summon", "attack", "other"), card: value, attacker: value, defender: value, first: value }, { requiredKeys: [] })), negated: value }, { requiredKeys: [] }),
  );
  const KEYS = [
    "player", "card", "count", "cards", "names", "as", "negated", "primary", "to", "target", "response", "stays", "attacker", "defender", "players", "rounds",
    "first", "second", "hitFaces", "hitModifier", "hitTotal", "armorLevel", "hit", "critical", "damageFaces", "damageModifier", "multipliers", "damage",
    "amount", "damageType", "hp", "turnCycles", "healing", "source", "abilities", "duration", "selfDamage", "entry", "by", "winners", "reason", "rule",
  ];
  const eventArb = fc
    .record({ type: fc.constantFrom(...WARD_TYPES, ...CORE_WORDED, ...CLIENT_WORDED), fields: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string().filter((k) => k !== "__proto__")), nested, { maxKeys: 8 }) })
    .map(({ type, fields }): GameEvent => ({ ...fields, type }));

  test.prop([eventArb])("never throws on any object with a known type, and gives a sentence or nothing", (e) => {
    const line = describeEvent(e);
    expect(line === undefined || (typeof line === "string" && line.length > 0)).toBe(true);
  });
});
