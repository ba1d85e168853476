import { describe, expect, it } from "vitest";
import { isDeepFrozen, locate, Rng, seedRng } from "@rulesmith/core";
import fc from "fast-check";
import { assertErr, assertOk, randomStates } from "@rulesmith/core/testing";
import { demoConfig, parseOptions, ruleset, sampleCards, starterDecks, type Resolving, type WardomConfig, type WardomState } from "../src/index.js";
import { resolvingOf } from "../src/engine/work.js";
import { act, build, pick } from "./helpers.js";
import { jsonCopy, demoMatches, reach, refusal, savedStateProperties } from "../../core/test/support/mutated-states.js";

/** The first state, over random matches of seeds 1 to `seeds` (600 steps each at most), that `wanted` accepts. */
function firstReached(seeds: number, wanted: (s: WardomState) => boolean): WardomState | undefined {
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = new Rng(seedRng(seed));
    let s = assertOk(ruleset.setup(demoConfig(seed)));
    for (let i = 0; i < 600 && s.outcome === null; i++) {
      if (wanted(s)) return s;
      const p = ruleset.activePlayers(s)[0] ?? 0;
      const list = ruleset.legalActions(s, p);
      const action = list[rng.int(list.length)];
      if (action === undefined) break;
      s = assertOk(ruleset.apply(s, p, action)).state;
    }
  }
  return undefined;
}

/** The state with `r` as the effect being resolved, in place of the first job (the effect's). */
function resolvingAs(s: WardomState, r: Resolving): WardomState {
  return { ...s, jobs: [r, ...s.jobs.slice(1)] };
}

describe("saved states, options and views", () => {
  it("D-ZONE-5 parseState refuses a state that lost a card (conservation) or is not a Wardom state", () => {
    const s = assertOk(ruleset.setup(demoConfig(3)));
    const lost = JSON.parse(JSON.stringify(s)) as typeof s;
    const hand = lost.zones.zones["p0/hand"];
    if (hand === undefined) throw new Error("no hand");
    const broken = { ...lost, zones: { ...lost.zones, zones: { ...lost.zones.zones, "p0/hand": { ...hand, cards: hand.cards.slice(1) } } } };
    expect(assertErr(ruleset.parseState(broken)).code).toBe("state/invalid");
    expect(assertErr(ruleset.parseState({ version: 1 })).code).toBe("state/invalid");
    expect(assertErr(ruleset.parseState("x")).code).toBe("state/invalid");
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s))))).toEqual(s);
  });

  it("D-ZONE-5 parseState refuses a pick that the resolving effect does not ask for (a search's card swapped in: it would move a Unit in play to a hand)", () => {
    // Random matches until a pick for an effect that is not a search is pending (the conformance
    // kit's fuzzing found this by swapping the resolving card for Scout's Report).
    const found = firstReached(200, (s) => {
      const d = s.decision;
      return d?.kind === "pick" && d.purpose === "effect" && resolvingOf(s) !== null && d.options.some((o) => locate(s.zones, o)?.endsWith("/deck") !== true);
    });
    if (found === undefined) throw new Error("no pending effect pick in 200 random matches");
    const before = found;
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(before)))).decision).toEqual(before.decision);
    const scout = Object.keys(before.cards).find((c) => before.cards[c]?.def === "scouts-report");
    const r = resolvingOf(before);
    if (scout === undefined || r === null) throw new Error("no Scout's Report in the match");
    const swapped = resolvingAs(before, { ...r, source: scout, ability: 0, effect: 0 });
    const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify(swapped))));
    expect(e.code).toBe("state/invalid");
    expect(e.message).toMatch(/pick the resolving effect asks for|zone the resolving effect does not pick from/);
  });

  it("D-KW.Recruit-2 parseState refuses a place decision for another Unit than the resolving recruit effect picked, or with other placements (the fuzzing swapped the picked card: placing it moved a non-Unit onto the line)", () => {
    const found = firstReached(300, (s) => s.decision?.kind === "place" && s.chance === null);
    const r = found === undefined ? null : resolvingOf(found);
    if (found?.decision?.kind !== "place" || r === null) throw new Error("no pending place decision in 300 random matches");
    const before = found;
    const d = found.decision;
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(before)))).decision).toEqual(d);
    // Another card as the picked one: an Action in the same player's hand, or any other card.
    const other = Object.keys(before.cards).find((c) => c !== d.card && before.defs[before.cards[c]?.def ?? ""]?.type !== "unit") ?? "";
    const refused = (state: unknown): string => {
      const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify(state))));
      expect(e.code).toBe("state/invalid");
      return e.message;
    };
    expect(refused(resolvingAs(before, { ...r, targets: [other] }))).toMatch(/resolving recruit effect picked/);
    expect(refused({ ...resolvingAs(before, { ...r, targets: [other] }), decision: { ...d, card: other } })).toMatch(/resolving recruit effect picked/);
    expect(refused(resolvingAs(before, { ...r, targets: ["c9999"] }))).toMatch(/names a card that does not exist/);
    // A payment its player cannot make.
    const first = d.options[0];
    if (first === undefined) throw new Error("a place decision without options");
    // The picked Unit itself paid as a Treasury card: it is not in its player's Treasury.
    const broke = { position: first.position, payment: { energy: first.payment.energy, resolve: first.payment.resolve, treasury: [d.card] } };
    expect(refused({ ...before, decision: { ...d, options: [broke] } })).toMatch(/payment its player cannot make/);
    // Which Unit it is stays hidden from the opponent, but that it is a Unit does not: every
    // world the opponent's determinize deals keeps a Unit there, and is a valid state.
    const viewer = d.player === 0 ? 1 : 0;
    expect(new Set(ruleset.secrets(before, viewer).hiddenCards).has(d.card)).toBe(true);
    for (let k = 1; k <= 20; k++) {
      const world = ruleset.determinize(before, viewer, seedRng(k));
      const parsed = assertOk(ruleset.parseState(JSON.parse(JSON.stringify(world))));
      const card = parsed.decision?.kind === "place" ? parsed.decision.card : "";
      expect(parsed.defs[parsed.cards[card]?.def ?? ""]?.type).toBe("unit");
    }
  });

  it("D-BOLT-1 D-BOLT-2 a Bolt without an activated ability is never offered, from hand or set (a saved state whose Hunter's Bolt had no abilities made a broken sequence)", () => {
    const offers = (s: WardomState, card: string): boolean =>
      ruleset.activePlayers(s).some((p) => ruleset.legalActions(s, p).some((a) => (a.type === "play" || a.type === "activate") && s.cards[a.card]?.def === card));
    let offered = 0;
    let stillOffered = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = new Rng(seedRng(seed));
      let s = assertOk(ruleset.setup(demoConfig(seed)));
      for (let i = 0; i < 400 && s.outcome === null; i++) {
        if (offers(s, "hunters-bolt")) {
          offered++;
          const bolt = s.defs["hunters-bolt"];
          if (bolt === undefined) throw new Error("the demo decks hold Hunter's Bolt");
          const stripped = assertOk(ruleset.parseState(JSON.parse(JSON.stringify({ ...s, defs: { ...s.defs, "hunters-bolt": { ...bolt, abilities: [] } } }))));
          if (offers(stripped, "hunters-bolt")) stillOffered++;
        }
        const p = ruleset.activePlayers(s)[0] ?? 0;
        const list = ruleset.legalActions(s, p);
        const action = list[rng.int(list.length)];
        if (action === undefined) break;
        s = assertOk(ruleset.apply(s, p, action)).state;
      }
    }
    // The printed card is offered, from hand in a window and set in the Action Zone; stripped
    // of its ability, never.
    expect(offered).toBeGreaterThan(5);
    expect(stillOffered).toBe(0);
  });

  it("D-AMB-3 parseOptions takes any subset with the register's defaults and lists every bad value", () => {
    expect(assertOk(parseOptions({ routing: "all-mandatory" })).routing).toBe("all-mandatory");
    expect(assertOk(parseOptions(undefined)).totals).toBe("by-position");
    const e = assertErr(parseOptions({ routing: "sometimes", nope: 1, maxRounds: 0 }));
    expect(e.details).toMatchObject({ problems: [expect.stringContaining("routing"), expect.stringContaining("nope"), expect.stringContaining("maxRounds")] });
  });

  it("an unknown option is named without being read, and setup refuses options whose reading throws as config/invalid", () => {
    const trap = (key: string): object => Object.defineProperty({}, key, { enumerable: true, get: () => { throw new Error("boom"); } });
    expect(assertErr(parseOptions(trap("nope"))).message).toBe('The options have a problem: unknown option "nope".');
    expect(assertErr(ruleset.setup({ ...demoConfig(1), options: trap("maxRounds") })).code).toBe("config/invalid");
  });

  it("D-KW.Set-3 views hide the other hand, every deck and the generator", () => {
    const s = assertOk(ruleset.setup(demoConfig(3)));
    const v = ruleset.view(s, 0);
    expect(v.zones["p1/hand"]?.cards).toEqual([null, null, null, null, null]);
    expect(v.zones["p1/hand"]?.count).toBe(5);
    expect(v.zones["p0/hand"]?.cards.every((c) => c !== null)).toBe(true);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
    const spectator = ruleset.view(s, "spectator");
    expect([...(spectator.zones["p0/hand"]?.cards ?? []), ...(spectator.zones["p1/hand"]?.cards ?? [])].every((c) => c === null)).toBe(true);
  });

  it("D-SETUP-1 a malformed or illegal action is refused with a stable code", () => {
    const s = assertOk(ruleset.setup(demoConfig(3)));
    expect(assertErr(ruleset.apply(s, 0, { type: "dance" } as never)).code).toBe("action/malformed");
    expect(assertErr(ruleset.apply(s, 0, { type: "end" })).code).toBe("action/illegal");
    expect(assertErr(ruleset.apply(s, 1, { type: "roll" })).code).toBe("action/not-your-turn");
    expect(assertErr(ruleset.apply(s, 2, { type: "roll" })).code).toBe("player/unknown");
  });

  it("an action with a field too many or too few is refused as malformed, naming the field, as in Ward and Guardians (it was action/illegal, \"not legal now\")", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(300), fc.nat(), (seed, limit, pick) => {
        const seen = randomStates(ruleset, demoConfig(seed), seed, limit + 1);
        const at = seen[seen.length - 1];
        fc.pre(at !== undefined);
        const list = ruleset.legalActions(at.state, at.player);
        const action = list[pick % list.length];
        fc.pre(action !== undefined && action.type !== "faces");
        const extra = assertErr(ruleset.apply(at.state, at.player, { ...action, note: 1 } as never));
        expect(extra.code).toBe("action/malformed");
        expect(extra.message).toContain('no field "note"');
        const [field] = Object.keys(action).filter((k) => k !== "type");
        if (field === undefined) return;
        const fewer = assertErr(ruleset.apply(at.state, at.player, Object.fromEntries(Object.entries(action).filter(([k]) => k !== field)) as never));
        expect(fewer.code).toBe("action/malformed");
        expect(fewer.message).toContain(`needs the field "${field}"`);
      }),
      { numRuns: 60 },
    );
  });

  it("D-KW.Set-3 D-AMB-7 determinize re-deals the opponent's hidden cards (hand, deck, face-down wager) and keeps the view", () => {
    const b = build({ hand: ["ember-squire"] }, { coin: ["mountain-ogre"], hand: ["hush", "river-sprite"], action: ["doom-bolt"], faceDown: ["doom-bolt"] });
    const d = ruleset.determinize(b.state, 0, [1, 2, 3, 4]);
    expect(ruleset.view(d, 0)).toEqual(ruleset.view(b.state, 0));
    const wager = d.zones.zones["p1/coin"]?.cards[0] ?? "";
    expect(d.zones.zones["p1/coin"]?.faceDown).toEqual([wager]);
    const set = d.zones.zones["p1/action"]?.cards[0] ?? "";
    expect(["ability", "bolt", "danger", "cycle", "equip"]).toContain(d.defs[d.cards[set]?.def ?? ""]?.type);
    expect(d.zones.zones["p0/hand"]?.cards).toEqual(b.state.zones.zones["p0/hand"]?.cards);
  });
});

describe("the effect being resolved is pending work (the first job)", () => {
  const refused = (state: unknown): string => {
    const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify(state))));
    expect(e.code).toBe("state/invalid");
    return e.message;
  };

  it("D-SEQ-4 D-KW.Recruit-1 an Action played at once resolves as the first job, in front of the Main Stage's part, until its last effect is done", () => {
    const b = build({ hand: ["call-to-arms", "ember-squire"] }, {});
    const call = b.ids(0, "call-to-arms");
    const squire = b.ids(0, "ember-squire");
    let s = act(b.state, 0, { type: "play", card: call, target: null }).state;
    expect(s.jobs).toEqual([{ kind: "effect", entry: null, source: call, ability: 0, you: 0, played: true, effect: 0, targets: null }, { kind: "main" }]);
    expect(s.decision).toMatchObject({ kind: "pick", purpose: "effect", player: 0 });
    s = act(s, 0, pick(s, 0, [squire])).state;
    expect(s.decision?.kind).toBe("place");
    expect(resolvingOf(s)).toEqual({ kind: "effect", entry: null, source: call, ability: 0, you: 0, played: true, effect: 0, targets: [squire] });
    s = act(s, 0, { type: "place", position: "support", payment: { energy: 0, resolve: 0, treasury: [] } }).state;
    expect(s.jobs).toEqual([{ kind: "main" }]);
    expect(resolvingOf(s)).toBeNull();
    expect(s.decision).toEqual({ kind: "main", player: 0 });
  });

  it("D-SETUP-2 D-SEQ-4 a match in the middle of a sequence entry's effect (a pick pending) round-trips through parseState and plays on the same", () => {
    const found = firstReached(300, (s) => s.decision?.kind === "pick" && s.chance === null && (resolvingOf(s)?.entry ?? null) !== null);
    const r = found === undefined ? null : resolvingOf(found);
    if (found === undefined || r === null) throw new Error("no pick pending in a sequence entry's effect in 300 random matches");
    // The effect is first; the stage's part it interrupts is behind it, and the entry is on the stack.
    expect(found.jobs.slice(1).some((j) => j.kind === "effect")).toBe(false);
    expect(found.stack?.entries.some((e) => e.id === r.entry)).toBe(true);
    const parsed = assertOk(ruleset.parseState(JSON.parse(JSON.stringify(found))));
    expect(parsed).toEqual(found);
    const p = ruleset.activePlayers(found)[0] ?? 0;
    const action = ruleset.legalActions(found, p)[0];
    if (action === undefined) throw new Error("a pick with nothing to pick");
    expect(assertOk(ruleset.apply(parsed, p, action))).toEqual(assertOk(ruleset.apply(found, p, action)));
  });

  it("D-BTL-2 D-SEQ-4 a Swift effect resolving in the battle window is first in jobs with the battle calculation behind it, and the state parses back", () => {
    const found = firstReached(300, (s) => s.stack?.priorityWindow === true && s.chance === null && resolvingOf(s) !== null);
    if (found === undefined) throw new Error("no effect resolving in a battle window in 300 random matches");
    expect(found.jobs.slice(1)).toEqual([{ kind: "battle-calc" }]);
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(found))))).toEqual(found);
    // The window is open only while the battle calculation waits: behind the effect, not before it.
    refused({ ...found, jobs: [found.jobs[0]] });
  });

  it("D-SETUP-2 D-SEQ-4 parseState refuses an effect job that is not first, two effect jobs, or one naming a card or ability that does not exist", () => {
    const b = build({ hand: ["call-to-arms", "ember-squire"] }, {});
    const mid = act(b.state, 0, { type: "play", card: b.ids(0, "call-to-arms"), target: null }).state;
    const r = resolvingOf(mid);
    if (r === null) throw new Error("Call to Arms resolves at once");
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(mid))))).toEqual(mid);
    // Behind the stage's part, or twice.
    expect(refused({ ...mid, jobs: [{ kind: "main" }, r] })).toMatch(/not first in jobs/);
    expect(refused({ ...mid, jobs: [r, r, { kind: "main" }] })).toMatch(/not first in jobs/);
    // A source card, an ability or a target that does not exist.
    expect(refused(resolvingAs(mid, { ...r, source: "c9999" }))).toMatch(/names a card or ability that does not exist/);
    expect(refused(resolvingAs(mid, { ...r, ability: 7 }))).toMatch(/names a card or ability that does not exist/);
    expect(refused(resolvingAs(mid, { ...r, targets: ["c9999"] }))).toMatch(/names a card that does not exist/);
    // Not the shape of an effect job.
    expect(refused(resolvingAs(mid, { ...r, kind: "resolving" } as unknown as Resolving))).toMatch(/jobs/);
    const { kind: _kind, ...bare } = r;
    refused({ ...mid, jobs: [bare, { kind: "main" }] });
    // Without its effect job, the pick is one no effect asks for.
    expect(refused({ ...mid, jobs: [{ kind: "main" }] })).toMatch(/pick the resolving effect asks for/);
    // No effect resolves before the first round.
    const start = assertOk(ruleset.setup(demoConfig(3)));
    const able = Object.keys(start.cards).find((c) => (start.defs[start.cards[c]?.def ?? ""]?.abilities.length ?? 0) > 0);
    expect(refused({ ...start, jobs: [{ ...r, source: able, you: 0 }] })).toMatch(/before the first round/);
  });
});

describe("setup's deck check (D-DECK-1)", () => {
  it("checks a deck again at every setup unless it and the cards are frozen all the way down: a changed copy is refused", () => {
    expect(isDeepFrozen(starterDecks[0]) && isDeepFrozen(sampleCards)).toBe(true);
    // The frozen starter decks, set up twice: legal both times (the second from memory).
    assertOk(ruleset.setup(demoConfig(1)));
    assertOk(ruleset.setup(demoConfig(2)));
    // A copy that can change is legal, then changed to 9 copies of one card: refused.
    const copy = { name: starterDecks[0].name, cards: starterDecks[0].cards.map((e) => ({ id: e.id, count: e.count })) };
    const config: WardomConfig = { seed: 3, decks: [copy, starterDecks[1]] };
    assertOk(ruleset.setup(config));
    const first = copy.cards[0];
    if (first === undefined) throw new Error("empty deck");
    first.count = 9;
    expect(assertErr(ruleset.setup(config)).message).toMatch(/deck 0/);
  });
});

const STAGE_NAMES = ["first-roll", "start", "resource", "main", "battle", "end"];
const DECISION_KINDS = ["first-roll", "choose-order", "upkeep", "main", "sequence", "trigger", "battle-window", "discard", "route", "pay", "pick", "place"];

describe("a saved state's decision is one its stage asks", () => {
  it("D-FIRST-1 D-ROUND-2 a choice of order in the Main Stage or in End & Routing is refused (it is asked before the first round)", () => {
    for (const [steps, kind, stage] of [
      [8, "main", "main"],
      [12, "route", "end"],
    ] as const) {
      const s = reach(ruleset, demoConfig(1), steps);
      expect(s.decision?.kind).toBe(kind);
      const d = s.decision ?? { kind: "main", player: 0 };
      expect(refusal(ruleset, { ...jsonCopy(s), decision: { ...d, kind: "choose-order" } })).toContainEqual({
        path: "$.decision",
        message: `is a choose-order decision, which the ${stage} stage never asks (only first-roll, D-FIRST-1)`,
      });
    }
  });

  savedStateProperties(ruleset, { ...demoMatches(demoConfig), kinds: DECISION_KINDS, phases: STAGE_NAMES, rule: "D-ROUND-2" }, { accepted: 6, changed: 2 });
});
