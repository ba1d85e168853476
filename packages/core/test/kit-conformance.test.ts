import { describe, expect, it } from "vitest";
import { charmDuel, referenceDuel, type CharmDuelConfig, type CharmDuelState } from "@rulesmith/core/examples";
import { CHECK_NAMES, checkRuleset, checkTitle, type CheckName, type CheckOptions, type CheckReport } from "@rulesmith/core/testing";
import { isPlainJson } from "../src/json.js";
import { ok } from "../src/result.js";
import type { AnyRuleset } from "../src/ruleset.js";
import { determinizePeeks, fastPathOffByOne, leakingPrompt, parseStateAcceptsNaN } from "./fixtures/broken-kit.js";

type Charms = typeof charmDuel;

const seeded = (seed: number): CharmDuelConfig => ({ seed });
const external = (seed: number): CharmDuelConfig => ({ seed, dice: "external" });
const KIT_CHECKS: readonly CheckName[] = ["fast-path", "determinize-hidden", "parse-state"];
/** Every check but "config-cards": the example games' configs carry no cards. */
const ALL_BUT_CARDS = CHECK_NAMES.filter((n) => n !== "config-cards");

/** Runs checkRuleset on a charm duel that must fail, and returns the failure message. */
function failure(rules: Charms, options: Partial<CheckOptions<CharmDuelState, CharmDuelConfig>> = {}): string {
  try {
    checkRuleset(rules, { config: seeded, matches: 20, ...options });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error(`checkRuleset passed for "${rules.id}", but it should have failed`);
}

/** The head of a failure message for one check, as checkRuleset writes it. */
const failed = (name: CheckName, id: string): RegExp => new RegExp(`rulesmith conformance: "${checkTitle(name)}" failed for ruleset "${id}" at step \\d+: `);

function expectFuzzed(report: CheckReport): void {
  const fuzz = report.fuzz;
  expect(fuzz).toBeDefined();
  expect(fuzz?.tried).toBeGreaterThan(report.matches * 40);
  expect((fuzz?.refused ?? 0) + (fuzz?.accepted ?? 0)).toBe(fuzz?.tried);
  expect(fuzz?.refused).toBeGreaterThan(0);
  expect(fuzz?.slowestMs).toBeLessThan(250);
}

describe("checkRuleset on the kit's example games", () => {
  it.each([
    ["seeded", { seed: 1 }],
    ["external", { seed: 1, dice: "external" as const }],
  ])("the reference duel passes every check, including the kit's (%s dice)", (_dice, base) => {
    const report = checkRuleset(referenceDuel, { config: (seed) => ({ ...base, seed }), matches: 20 });
    expect(report.checks).toEqual(ALL_BUT_CARDS);
    expect(report.skipped).toEqual(["config-cards"]);
    expectFuzzed(report);
  });

  it.each([
    ["seeded", seeded],
    ["external", external],
  ])("the charm duel passes every check, including the kit's (%s dice)", (_dice, config) => {
    const report = checkRuleset(charmDuel, { config, matches: 20 });
    expect(report.checks).toEqual(ALL_BUT_CARDS);
    expect(report.skipped).toEqual(["config-cards"]);
    expectFuzzed(report);
  });

  it("the charm duel passes the kit's checks with open decklists", () => {
    const report = checkRuleset(charmDuel, { config: (seed) => ({ seed, decklists: "open" as const }), matches: 10, only: KIT_CHECKS });
    expect(report.checks).toEqual(KIT_CHECKS);
  });

  it.each([
    ["reference duel, seeded", referenceDuel, { seed: 1 }],
    ["reference duel, external", referenceDuel, { seed: 1, dice: "external" as const }],
    ["charm duel, seeded", charmDuel, { seed: 1 }],
    ["charm duel, external", charmDuel, { seed: 1, dice: "external" as const }],
  ])("a sound parseState passes the fuzzing, and the report counts it (%s)", (_name, rules: AnyRuleset, base) => {
    const report = checkRuleset(rules, { config: (seed: number) => ({ ...base, seed }), matches: 15, only: ["parse-state"] });
    expect(report.checks).toEqual(["parse-state"]);
    expectFuzzed(report);
  });

  it("skips each kit check for a ruleset without the method it checks", () => {
    // The kit's methods do not use `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { applyIndex: _a, swapHidden: _s, parseState: _p, ...plain } = charmDuel;
    const report = checkRuleset(plain, { config: seeded, matches: 3, only: KIT_CHECKS });
    expect(report.checks).toEqual([]);
    expect(report.skipped).toEqual(CHECK_NAMES);
    expect(report.fuzz).toBeUndefined();
  });
});

describe("checkRuleset catches the deliberately broken kit games", () => {
  it("a prompt that names a face-down card: the view depends on a hidden card (a full run: \"views\" alone does not see it)", () => {
    const message = failure(leakingPrompt, {});
    expect(message).toMatch(failed("views", "charm-duel-leaking-prompt"));
    expect(message).toMatch(/view\(state, ("spectator"|[01])\) depends on a card hidden from ("spectator"|[01]): with the definitions of c\d+ and c\d+, both hidden from .*, exchanged .*the view differs at \$\.pending\.prompt/);
    expect(message).toMatch(/\(found while checking "determinize depends only on the player's view"\)/);
  });

  it("a determinize that keeps the opponent's real hand while the opponent must answer", () => {
    const message = failure(determinizePeeks, { only: ["determinize", "determinize-hidden"] });
    expect(message).toMatch(failed("determinize-hidden", "charm-duel-determinize-peeks"));
    expect(message).toMatch(/determinize\(state, ([01]), rng\) depends on what player \1 cannot see: with the definitions of c\d+ and c\d+, both hidden from \1, exchanged/);
    expect(message).toMatch(/only: \["determinize-hidden"\]/);
  });

  it("a parseState that accepts NaN in hp", () => {
    const message = failure(parseStateAcceptsNaN, { only: ["json", "parse-state"] });
    expect(message).toMatch(failed("parse-state", "charm-duel-nan-hp"));
    expect(message).toMatch(/parseState accepted the state with NaN at \$\.hp\[[01]\] \(the state after step \d+\), which is not plain JSON/);
  });

  it("a step that says revealed: false after which a viewer sees a card hidden from them before (undo could go back past it)", () => {
    const hush = (r: ReturnType<Charms["apply"]>): typeof r => (r.ok ? ok({ ...r.value, revealed: false }) : r);
    const quiet: Charms = {
      ...charmDuel,
      id: "charm-duel-quiet-reveals",
      apply: (state, player, action) => hush(charmDuel.apply(state, player, action)),
      applyIndex: (state, player, index) => hush(charmDuel.applyIndex(state, player, index)),
    };
    const message = failure(quiet, { only: ["views"] });
    expect(message).toMatch(failed("views", "charm-duel-quiet-reveals"));
    expect(message).toMatch(/apply\(state, [01], .*\) says revealed: false, but after it the view of ("spectator"|[01]) shows the hidden card "c\d+" at \$\..*, which was hidden from them before: an undo back past this step would let them act on it/);
  });

  it("an applyIndex that applies the next listed action for a swap", () => {
    const message = failure(fastPathOffByOne, { only: ["fast-path"] });
    expect(message).toMatch(failed("fast-path", "charm-duel-fast-path-off-by-one"));
    expect(message).toMatch(/applyIndex\(state, [01], \d+\) gave another state than apply\(state, [01], \{"cards":\["c\d+","c\d+"\],"type":"swap"\}\) \(item \d+ of legalActions\)/);
  });
});

describe("each kit check names what broke", () => {
  it("fast-path: an index outside the list, thrown on or accepted", () => {
    const throwing: Charms = {
      ...charmDuel,
      id: "throwing-index",
      applyIndex: (s, p, i) => {
        if (!Number.isInteger(i)) throw new RangeError(`bad index ${i}`);
        return charmDuel.applyIndex(s, p, i);
      },
    };
    expect(failure(throwing, { only: ["fast-path"] })).toMatch(/applyIndex\(state, [01], 0\.5\) threw RangeError: bad index 0\.5/);
    const wrapping: Charms = { ...charmDuel, id: "wrapping-index", applyIndex: (s, p, i) => charmDuel.applyIndex(s, p, i < 0 ? 0 : i) };
    expect(failure(wrapping, { only: ["fast-path"] })).toMatch(/applyIndex\(state, [01], -1\) accepted, but legalActions\(state, [01]\) has \d+ actions: it must be refused with an error/);
    const flagless: Charms = {
      ...charmDuel,
      id: "flagless",
      applyIndex: (s, p, i) => {
        const r = charmDuel.applyIndex(s, p, i);
        return r.ok ? ok({ state: r.value.state, events: r.value.events, revealed: false, random: r.value.random ?? false }) : r;
      },
    };
    expect(failure(flagless, { only: ["fast-path"] })).toMatch(/says revealed: false, but apply\(.*\) says revealed: true/);
  });

  it("fast-path: a step without events that differs from the full step, or keeps some of its events", () => {
    // Without events, this one forgets to put the played charms in the discard pile.
    const careless: Charms = {
      ...charmDuel,
      id: "careless-quiet",
      applyIndex: (s, p, i, options) => {
        const r = charmDuel.applyIndex(s, p, i, options);
        return r.ok && options?.events === false ? ok({ ...r.value, state: s }) : r;
      },
    };
    expect(failure(careless, { only: ["fast-path"] })).toMatch(/applyIndex\(state, [01], \d+, \{ events: false \}\) gave another state than apply\(state, [01], .*\) \(item \d+ of legalActions\) \(first difference at \$\./);
    const halfQuiet: Charms = {
      ...charmDuel,
      id: "half-quiet",
      applyIndex: (s, p, i, options) => {
        const r = charmDuel.applyIndex(s, p, i);
        return r.ok && options?.events === false ? ok({ ...r.value, events: r.value.events.slice(1) }) : r;
      },
    };
    expect(failure(halfQuiet, { only: ["fast-path"] })).toMatch(/applyIndex\(state, [01], \d+, \{ events: false \}\) gave events that are neither none nor those of apply/);
  });

  it("determinize-hidden: a pending decision that depends on a hidden card", () => {
    const telling: Charms = {
      ...charmDuel,
      id: "telling",
      pending: (s) => {
        const d = charmDuel.pending(s);
        const top = s.zones.zones["p0/deck"]?.cards[0];
        return d === undefined || top === undefined ? d : { ...d, prompt: `${d.prompt} (${s.cards[top]?.def ?? "?"} is on top of player 0's deck)` };
      },
    };
    expect(failure(telling, { only: ["determinize-hidden"] })).toMatch(
      /"views and events hide what is secret" failed .*: (view\(state, .*\) depends on a card hidden from .*the view differs at \$\.pending|pending\(state\), which every viewer sees, depends on a card hidden from)/,
    );
  });

  it("determinize-hidden: a legal list that depends on a hidden card, with no hidden card named", () => {
    // The bug: "strike" is offered only while the top card of the player's own deck (face down to
    // them) is not a Blaze, so the list tells them what they are about to draw.
    const peeking: Charms = {
      ...charmDuel,
      id: "peeking-list",
      legalActions: (s, p) => {
        const list = charmDuel.legalActions(s, p);
        const top = s.zones.zones[`p${p}/deck`]?.cards[0];
        const blaze = top !== undefined && s.cards[top]?.def === "blaze";
        return blaze && list.length > 1 ? list.filter((a) => a.type !== "strike") : list;
      },
    };
    expect(failure(peeking, { only: ["determinize-hidden"] })).toMatch(
      /"views and events hide what is secret" failed .*: legalActions\(state, ([01])\) depends on a card hidden from player \1: with the definitions of c\d+ and c\d+, both hidden from \1, exchanged .*the list differs at \$/,
    );
  });

  it("determinize-hidden: a refusal that words a hidden card by what it is", () => {
    // The bug: the refusal of an action naming a card says what that card is, also when the
    // player cannot see it ("c7 (a Blaze) is not in your hand").
    const telling: Charms = {
      ...charmDuel,
      id: "telling-refusal",
      apply: (s, p, a) => {
        const r = charmDuel.apply(s, p, a);
        const given: unknown = a; // anything a client sent
        const card: unknown = typeof given === "object" && given !== null ? Reflect.get(given, "card") : undefined;
        const def = typeof card === "string" ? s.cards[card]?.def : undefined;
        return r.ok || def === undefined ? r : { ok: false, error: { ...r.error, message: `${card as string} (a ${def}) is not yours to play.` } };
      },
    };
    expect(failure(telling, { only: ["determinize-hidden"] })).toMatch(
      /"views and events hide what is secret" failed .*: apply\(state, ([01]), \{.*\}\) answers player \1 according to a card hidden from them: with the definitions of c\d+ and c\d+, both hidden from \1, exchanged .*, it answers .* instead of /,
    );
  });

  it("parse-state: throws, slow calls, other codes and accepted states the game cannot play", () => {
    const throwing: Charms = {
      ...charmDuel,
      id: "throwing-parse",
      parseState: (v) => {
        const zones: unknown = typeof v === "object" && v !== null ? Reflect.get(v, "zones") : undefined;
        if (Array.isArray(zones)) throw new TypeError("zones.zones is not iterable");
        return charmDuel.parseState(v);
      },
    };
    expect(failure(throwing, { only: ["parse-state"] })).toMatch(/parseState threw TypeError: zones\.zones is not iterable on the state with .* at \$\.zones \(the state after step \d+\)/);
    const slow: Charms = {
      ...charmDuel,
      id: "slow-parse",
      parseState: (v) => {
        const until = performance.now() + 3;
        while (performance.now() < until) {
          // Busy: a parseState that is too slow.
        }
        return charmDuel.parseState(v);
      },
    };
    expect(failure(slow, { only: ["parse-state"], matches: 2, parseStateMs: 1 })).toMatch(/parseState took \d+ ms \(more than parseStateMs, 1 ms, in each of 6 calls\) on the state with/);
    const coded: Charms = { ...charmDuel, id: "coded", parseState: (v) => (isPlainJson(v) ? charmDuel.parseState(v) : charmDuel.setup({ seed: Number.NaN })) };
    expect(failure(coded, { only: ["parse-state"] })).toMatch(/parseState refused the state with .* with the code "config\/invalid", not "state\/invalid"/);
    // Any small plain JSON: the game then meets states it cannot play. (Not large ones: the
    // swaps of a hand of 200,000 cards would not fit in memory.)
    const trusting: Charms = { ...charmDuel, id: "trusting", parseState: (v) => (isPlainJson(v, { maxNodes: 5000 }) ? ok(v as unknown as CharmDuelState) : charmDuel.parseState(v)) };
    expect(failure(trusting, { only: ["parse-state"] })).toMatch(/parseState accepted the state with .*, but .*(threw|returned \[internal\/error\]|made a state that parseState refuses|not plain JSON|the match is not over)|parseState accepted the state with a key "__proto__" added .* is never let through/);
  });
});
