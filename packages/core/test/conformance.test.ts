import { describe, expect, it } from "vitest";
import { CoreErrorCode, ruleError } from "../src/errors.js";
import { redactEvents } from "../src/events.js";
import { err, ok } from "../src/result.js";
import type { Ruleset } from "../src/ruleset.js";
import { CHECK_NAMES, checkRuleset, checkTitle, deepFreeze, type CheckName, type CheckOptions, type CheckReport } from "../src/testing/index.js";
import { findLeak } from "../src/testing/checks.js";
import { firstDifference } from "../src/testing/failure.js";
import { determinizePeeks, leaksHand, mutatesInput, omitsMove } from "./fixtures/broken.js";
import { cardConfig, cardDuelDecksAnyway, cardDuelIgnoresCards, cardDuelOnlySets, cardDuelSeedsByName, cardDuelSilentOnDecks, cardDuelSound, DUEL_CARDS, type CardDuelConfig } from "./fixtures/card-config.js";
import { diceDuel, type DuelAction, type DuelConfig, type DuelState, type DuelView } from "../src/examples/dice-duel.js";

type Duel = Ruleset<DuelState, DuelAction, DuelConfig, DuelView>;

const config = (seed: number): DuelConfig => ({ seed, dice: seed % 2 === 0 ? "seeded" : "external" });

/** Runs the kit on a ruleset that must fail, and returns the failure message. */
function failure(rules: Duel, options: Partial<CheckOptions<DuelState, DuelConfig>> = {}): string {
  try {
    checkRuleset(rules, { config, matches: 20, ...options });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error(`checkRuleset passed for "${rules.id}", but it should have failed`);
}

/** A variant of the dice duel with some functions replaced (deliberately broken ones). */
function variant(id: string, changes: Partial<Duel>): Duel {
  return { ...diceDuel, ...changes, id };
}

const isObj = (a: unknown): boolean => typeof a === "object" && a !== null;

const title = (name: Parameters<typeof checkTitle>[0]): RegExp => new RegExp(`"${checkTitle(name)}" failed for ruleset`);

describe("checkRuleset on the dice duel", () => {
  it("passes every check over 200 random matches with seeded and physical dice, and skips the kit's own", () => {
    const report = checkRuleset(diceDuel, { config, matches: 200 });
    expect(report.ruleset).toBe("dice-duel");
    // Not built with defineGame: no applyIndex and no swapHidden; no cards in its config.
    const kitOnly: readonly CheckName[] = ["fast-path", "determinize-hidden", "config-cards"];
    expect(report.checks).toEqual(CHECK_NAMES.filter((n) => !kitOnly.includes(n)));
    expect(report.skipped).toEqual(kitOnly);
    expect(report.matches).toBe(200);
    expect(report.steps).toBeGreaterThan(200 * report.checks.length);
    // It has a parseState, so the fuzzing ran: every corrupted state refused or played on.
    expect(report.fuzz?.tried).toBeGreaterThan(200 * 40);
    expect((report.fuzz?.refused ?? 0) + (report.fuzz?.accepted ?? 0)).toBe(report.fuzz?.tried);
  });

  it("skips what it is told to, and determinize for a ruleset without it", () => {
    // The methods of the dice duel do not use `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { determinize: _d, ...noDeterminize } = diceDuel;
    const report = checkRuleset(noDeterminize, { config, matches: 5, skip: ["legal-complete"] });
    expect(report.skipped).toEqual(["legal-complete", "determinize", "fast-path", "determinize-hidden", "config-cards"]);
    expect(checkRuleset(diceDuel, { config, matches: 5, only: ["json"] }).checks).toEqual(["json"]);
  });
});

describe("checkRuleset catches the deliberately broken dice duels", () => {
  it("an apply that mutates its input", () => {
    const message = failure(mutatesInput);
    expect(message).toMatch(/rulesmith conformance: "apply never mutates its input" failed for ruleset "dice-duel-mutates-input" at step \d+: apply\(state, [01], \{"card":"c\d+","type":"play"\}\)/);
    expect(message).toMatch(/changed the input state at \$\.sides\[[01]\]\.hand/);
    expect(message).toMatch(/\(seed -?\d+, replay with \{ seed: -?\d+, path: "[\d:]+", only: \["immutability"\] \}\)/);
  });

  it("a view that leaks the opponent's hand", () => {
    expect(failure(leaksHand)).toMatch(/"views and events hide what is secret" failed for ruleset "dice-duel-leaks-hand" at step \d+: view\(state, [01]\) shows the hidden card "c\d+" at \$\.peek\[\d\]/);
  });

  it("a legalActions that omits a move", () => {
    expect(failure(omitsMove)).toMatch(
      /"every accepted action is listed" failed for ruleset "dice-duel-omits-move" at step \d+: apply\(state, [01], \{"type":"strike"\}\) accepted the action, but legalActions\(state, [01]\) does not list it/,
    );
  });

  it("a determinize that depends on hidden cards", () => {
    expect(failure(determinizePeeks, { only: ["determinize"] })).toMatch(
      /failed for ruleset "dice-duel-determinize-peeks" at step \d+: determinize\(state, [01], rng\) depends on what player [01] cannot see/,
    );
  });

  it("replays a reported failure from its seed and path", () => {
    const message = failure(leaksHand, { only: ["views"] });
    const seed = Number(/replay with \{ seed: (-?\d+)/.exec(message)?.[1]);
    const path = /path: "([\d:]+)"/.exec(message)?.[1] ?? "";
    expect(failure(leaksHand, { only: ["views"], seed, path })).toContain(`path: "${path}"`);
  });
});

describe("each check names what broke", () => {
  let calls = 0;

  it("determinism: setup that differs between calls", () => {
    const rules = variant("drifting", { setup: (c) => diceDuel.setup({ ...c, seed: calls++ }) });
    expect(failure(rules, { only: ["determinism"] })).toMatch(/"the same config and choices give the same match" failed .* at step 0: setup\(config\(\d+\)\) gave two different states/);
  });

  it("determinism: apply with hidden memory", () => {
    const seen = new WeakSet();
    const rules = variant("memory", {
      apply: (s, p, a) => {
        const first = !seen.has(s);
        seen.add(s);
        return diceDuel.apply(first ? s : { ...s, turnLimit: s.turnLimit + 1 }, p, a);
      },
    });
    expect(failure(rules, { only: ["determinism"] })).toMatch(/to the same state object twice gave different results/);
    const events = variant("noisy", { apply: (s, p, a) => {
      const r = diceDuel.apply(s, p, a);
      return r.ok ? ok({ state: r.value.state, events: [{ type: "note", n: calls++ }] }) : r;
    } });
    expect(failure(events, { only: ["determinism"] })).toMatch(/gave different events in two runs/);
    const states = variant("counting", { apply: (s, p, a) => {
      const r = diceDuel.apply(s, p, a);
      return r.ok ? ok({ state: { ...r.value.state, turnLimit: 100 + (calls++ % 50) }, events: r.value.events }) : r;
    } });
    expect(failure(states, { only: ["determinism"] })).toMatch(title("determinism"));
  });

  it("replay: a config that cannot be recorded, and a setup that changes", () => {
    const lenient = variant("lenient", { setup: (c) => diceDuel.setup({ seed: c.seed }) });
    const dated = (seed: number): DuelConfig => Object.assign({ seed }, { when: new Date(0) });
    expect(failure(lenient, { only: ["replay"], config: dated })).toMatch(/"a match record replays to the same final state" failed .*: the config cannot be recorded/);
    const drifting = variant("drifting", { setup: (c) => diceDuel.setup({ ...c, seed: calls++ }) });
    expect(failure(drifting, { only: ["replay"] })).toMatch(/replaying the match record failed|ended in another state/);
  });

  it("json: states, events and parseState", () => {
    const undef = variant("undef", { setup: (c) => {
      const r = diceDuel.setup(c);
      return r.ok ? ok(Object.assign({ note: undefined }, r.value)) : r;
    } });
    expect(failure(undef, { only: ["json"] })).toMatch(/"every state is plain JSON and survives a round trip" failed .* at step 0: the state is not plain JSON: \$\.note is undefined/);
    const refusing = variant("refusing", { parseState: () => err(ruleError(CoreErrorCode.BadState, "no")) });
    expect(failure(refusing, { only: ["json"] })).toMatch(/parseState refused a state the ruleset made itself/);
    const other = variant("other", { parseState: () => diceDuel.setup({ seed: "other" }) });
    expect(failure(other, { only: ["json"] })).toMatch(/parseState\(state\) returned another state/);
    // The same state with its fields in another order: stored again, another text (Guardians' did this).
    const reordered = variant("reordered", { parseState: (x) => {
      const r = diceDuel.parseState?.(x) ?? err(ruleError(CoreErrorCode.BadState, "no parseState"));
      return r.ok ? ok(Object.fromEntries(Object.entries(r.value).reverse()) as typeof r.value) : r;
    } });
    expect(failure(reordered, { only: ["json"] })).toMatch(/parseState\(state\) returned the state as another JSON text \(its fields in another order\).*\(\$: \w+, /);
    const mapEvents = variant("map-events", { apply: (s, p, a) => {
      const r = diceDuel.apply(s, p, a);
      return r.ok ? ok({ state: r.value.state, events: [{ type: "note", data: new Map() }] }) : r;
    } });
    expect(failure(mapEvents, { only: ["json"] })).toMatch(/the events of apply\(.*\) are not plain JSON/);
    const badList = variant("bad-list", { legalActions: (s, p) => diceDuel.legalActions(s, p).map((a) => Object.assign({ at: Number.NaN }, a)) });
    expect(failure(badList, { only: ["json"] })).toMatch(/legalActions\(state, [01]\) is not plain JSON/);
  });

  it("immutability: reads that write, and writes under a shallow freeze", () => {
    const writer = variant("writer", { legalActions: (s, p) => {
      (s.sides as unknown as unknown[]).reverse();
      (s.sides as unknown as unknown[]).reverse();
      return diceDuel.legalActions(s, p);
    } });
    expect(failure(writer, { only: ["immutability"] })).toMatch(/legalActions\(state, [01]\) threw on a deep-frozen state/);
    const shallow = variant("shallow", {
      setup: (c) => {
        const r = diceDuel.setup(c);
        return r.ok ? ok(Object.freeze({ ...r.value, sides: Object.freeze<DuelState["sides"]>([r.value.sides[0], r.value.sides[1]]) })) : r;
      },
      apply: (s, p, a) => {
        const r = diceDuel.apply(s, p, a);
        if (r.ok) (s.sides[0] as { hp: number }).hp -= 1;
        return r;
      },
    });
    // The kit freezes through a freeze that stops at the top, so the write throws, and the unfrozen copy shows where it wrote.
    expect(failure(shallow, { only: ["immutability"] })).toMatch(
      /at step 0: apply\(state, [01], .*\) failed on a deep-frozen input state \(it threw TypeError: .*\); on an unfrozen copy it changed the input state at \$\.sides\[0\]\.hp/,
    );
    const internal = variant("internal", { apply: (s, p, a) => (p === 0 && s.phase === "play" ? err(ruleError(CoreErrorCode.Internal, "caught a TypeError")) : diceDuel.apply(s, p, a)) });
    expect(failure(internal, { only: ["immutability"] })).toMatch(/failed on a deep-frozen input state \(it returned \[internal\/error\] caught a TypeError\)/);
  });

  it("legal-sound: refused listed actions, and players who may not act", () => {
    const extra = variant("extra", { legalActions: (s, p) => [...diceDuel.legalActions(s, p), ...(s.phase === "mulligan" ? [{ type: "end" } as const] : [])] });
    expect(failure(extra, { only: ["legal-sound"] })).toMatch(/"every listed action is accepted" failed .*: legalActions\(state, [01]\) lists \{"type":"end"\}, but apply refused it: \[action\/illegal\]/);
    const anyone = variant("anyone", { legalActions: (s, p) => diceDuel.legalActions(s, s.phase === "play" ? s.active : p) });
    expect(failure(anyone, { only: ["legal-sound"] })).toMatch(/player [01] is not in activePlayers \(\[[01]\]\), but legalActions\(state, [01]\) lists/);
    const impostor = variant("impostor", { apply: (s, p, a) => diceDuel.apply(s, s.phase === "play" && s.chance === null ? s.active : p, a) });
    expect(failure(impostor, { only: ["legal-sound"] })).toMatch(/player [01] may not act now \(activePlayers is \[[01]\]\), but apply\(state, [01], .*\) accepted it/);
    const empty = variant("empty", { legalActions: (s, p) => (s.phase === "play" ? [] : diceDuel.legalActions(s, p)) });
    expect(failure(empty, { only: ["legal-sound"] })).toMatch(/activePlayers lists player 0, but legalActions\(state, 0\) is empty/);
  });

  it("legal-complete: a secret move found through extraActions", () => {
    const cheat = variant("cheat", {
      apply: (s, p, a) => ((a as { type?: unknown } | null)?.type === "cheat" && diceDuel.activePlayers(s).includes(p) ? ok({ state: s, events: [] }) : diceDuel.apply(s, p, a)),
    });
    expect(checkRuleset(cheat, { config, matches: 5, only: ["legal-complete"] }).checks).toEqual(["legal-complete"]);
    expect(failure(cheat, { only: ["legal-complete"], extraActions: () => [{ type: "cheat" }] })).toMatch(/apply\(state, [01], \{"type":"cheat"\}\) accepted the action/);
  });

  it("apply-total: throws, non-results, bad errors, internal errors and accepted junk", () => {
    const typeOf = (a: unknown): unknown => (a as { type: unknown }).type;
    const throws = variant("throws", { apply: (s, p, a) => (typeOf(a) === "x" ? err(ruleError("x", "x")) : diceDuel.apply(s, p, a)) });
    expect(failure(throws, { only: ["apply-total"] })).toMatch(/"apply never throws on any input" failed .*: apply\(state, .*\) threw TypeError/);
    const undef = variant("undef", { apply: (s, p, a) => (isObj(a) ? diceDuel.apply(s, p, a) : (undefined as unknown as ReturnType<Duel["apply"]>)) });
    expect(failure(undef, { only: ["apply-total"] })).toMatch(/returned undefined, which is not a Result/);
    const numeric = variant("numeric", { apply: (s, p, a) => (isObj(a) ? diceDuel.apply(s, p, a) : err({ code: 1 as unknown as string, message: "x" })) });
    expect(failure(numeric, { only: ["apply-total"] })).toMatch(/returned an error without a string code and message/);
    const internal = variant("internal", { apply: (s, p, a) => (isObj(a) ? diceDuel.apply(s, p, a) : err(ruleError(CoreErrorCode.Internal, "boom"))) });
    expect(failure(internal, { only: ["apply-total"] })).toMatch(/returned \[internal\/error\] boom: the ruleset threw inside/);
    const lax = variant("lax", { apply: (s, p, a) => (isObj(a) ? diceDuel.apply(s, p, a) : ok({ state: s, events: [] })) });
    expect(failure(lax, { only: ["apply-total"] })).toMatch(/"every accepted action is listed" failed .*accepted the action, but legalActions\(state, .*\) does not list it \(found while checking "apply never throws on any input"\)/);
    const parse = variant("parse", { parseState: (v) => ((v as { sides: unknown[] }).sides.length === 2 ? diceDuel.setup({ seed: 1 }) : err(ruleError("x", "x"))) });
    expect(failure(parse, { only: ["apply-total"] })).toMatch(/parseState\(.*\) threw TypeError/);
    const scribble = variant("scribble", {
      apply: (s, p, a) => {
        if (!isObj(a)) (s as { turn: number }).turn = 99;
        return diceDuel.apply(s, p, a);
      },
    });
    expect(failure(scribble, { only: ["apply-total"] })).toMatch(/"apply never mutates its input" failed .*changed the input state at \$\.turn/);
  });

  it("views: the generator, keys, events, non-JSON views, and a missing secrets", () => {
    const rng = variant("rng-view", { view: (s, v) => ({ ...diceDuel.view(s, v), debug: { seed: [...s.rng] } }) });
    expect(failure(rng, { only: ["views"] })).toMatch(/view\(state, .*\) shows the generator state \(all four numbers of secrets\(\)\.rng, at \$\.debug\.seed\[0\]/);
    const keyed = variant("keyed", { view: (s, v) => ({ ...diceDuel.view(s, v), counts: Object.fromEntries(s.sides[1].deck.map((id) => [id, 1])) }) });
    expect(failure(keyed, { only: ["views"] })).toMatch(/shows the hidden card "c\d+" as a key at \$\.counts/);
    const worded = variant("worded", { view: (s, v) => ({ ...diceDuel.view(s, v), note: `Player 1 draws ${s.sides[1].deck[0] ?? "nothing"} next.` }) });
    expect(failure(worded, { only: ["views"] })).toMatch(/view\(state, (0|"spectator")\) shows the hidden card "c\d+" in the text "Player 1 draws c\d+ next\." at \$\.note/);
    const prompting = variant("prompting", {
      pending: (s) => {
        const d = diceDuel.pending(s);
        return d === undefined ? d : { ...d, prompt: `${d.prompt} (player 0 holds ${s.sides[0].hand.join(", ")})` };
      },
    });
    expect(failure(prompting, { only: ["views"] })).toMatch(/pending\(state\), which every viewer sees, shows the hidden card "c\d+" in the text ".*\(player 0 holds c\d+/);
    // A legal list the client offers its seat, naming the card that seat draws next.
    const offering = variant("offering", {
      legalActions: (s, p) => diceDuel.legalActions(s, p).map((a) => ({ ...a, next: s.sides[p === 1 ? 1 : 0].deck[0] ?? null })),
    });
    expect(failure(offering, { only: ["views"] })).toMatch(/legalActions\(state, [01]\) shows the hidden card "c\d+" at \$\[\d+\]\.next/);
    const dated = variant("dated", { view: (s, v) => ({ ...diceDuel.view(s, v), at: new Date(0) }) });
    expect(failure(dated, { only: ["views"] })).toMatch(/view\(state, .*\) is not plain JSON/);
    const loud = variant("loud", { viewEvents: (events) => events.map(({ visibleTo: _v, publicForm: _p, ...rest }) => rest) });
    expect(failure(loud, { only: ["views"] })).toMatch(/the events of apply\(state, [01], .*\), as viewEvents\(events, [01]\) gives them without the states around the step, shows the hidden card "c\d+" at \$\[\d+\]\.(card|hand)/);
    // Safe on the events alone, loud when given the states.
    const loudAround = variant("loud-around", {
      viewEvents: (events, v, around) => (around === undefined ? redactEvents(events, v) : events.map(({ visibleTo: _v, publicForm: _p, ...rest }) => rest)),
    });
    expect(failure(loudAround, { only: ["views"] })).toMatch(/the events of apply\(state, [01], .*\) as [01] sees them shows the hidden card "c\d+" at \$\[\d+\]\.(card|hand)/);
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { secrets: _s, ...noSecrets } = diceDuel;
    expect(failure(noSecrets, { only: ["views"] })).toMatch(/the ruleset has no secrets\(state, viewer\), .*skip "views"/);
  });

  it("determinize: a visible difference, non-JSON, a changed input, and a state that does not play", () => {
    const det = (s: DuelState, p: number, r: readonly [number, number, number, number]): DuelState => diceDuel.determinize?.(s, p, r) ?? s;
    const peeking = variant("peeking", { determinize: (s, p, r) => {
      const d = det(s, p, r);
      return { ...d, sides: [{ ...d.sides[0], hp: d.sides[0].hp - 1 }, d.sides[1]] };
    } });
    expect(failure(peeking, { only: ["determinize"] })).toMatch(/"determinize keeps the player's view" failed .*: view\(determinize\(state, [01]\), [01]\) differs from view\(state, [01]\) at \$\.sides\[0\]\.hp/);
    const undef = variant("undef-det", { determinize: (s, p, r) => Object.assign({ x: undefined }, det(s, p, r)) });
    expect(failure(undef, { only: ["determinize"] })).toMatch(/determinize\(state, [01]\) is not plain JSON/);
    const scribble = variant("scribble-det", { determinize: (s, p, r) => {
      (s as { turn: number }).turn += 1;
      return det(s, p, r);
    } });
    expect(failure(scribble, { only: ["determinize"] })).toMatch(/determinize changed its input state at \$\.turn/);
    const marked = (s: DuelState): boolean => Object.hasOwn(s, "fake");
    const fake = variant("fake", {
      determinize: (s, p, r) => Object.assign({ fake: true }, det(s, p, r)),
      apply: (s, p, a) => (marked(s) ? err(ruleError("x", "a fake state")) : diceDuel.apply(s, p, a)),
    });
    expect(failure(fake, { only: ["determinize"] })).toMatch(/after determinize\(state, [01]\), apply refused the listed action .* of player [01]: \[x\] a fake state/);
    const stuck = variant("stuck", { ...fake, apply: (s, p, a) => diceDuel.apply(s, p, a), legalActions: (s, p) => (marked(s) ? [] : diceDuel.legalActions(s, p)) });
    expect(failure(stuck, { only: ["determinize"] })).toMatch(/after determinize\(state, [01]\), player [01] may act but has no legal action/);
  });

  it("termination: endless matches, and matches that are over but still ask", () => {
    expect(failure(diceDuel, { only: ["termination"], maxSteps: 3 })).toMatch(/"every match ends" failed .* at step 3: the match did not end within 3 steps \(it still waits for \{/);
    const lingering = variant("lingering", { activePlayers: (s) => (s.phase === "over" ? [0] : diceDuel.activePlayers(s)) });
    expect(failure(lingering, { only: ["termination"] })).toMatch(/the match is over, but activePlayers still lists \[0\]/);
    const asking = variant("asking", { pending: (s) => diceDuel.pending(s) ?? { kind: "rematch", players: [], prompt: "Again?" } });
    expect(failure(asking, { only: ["termination"] })).toMatch(/the match is over, but pending still returns/);
    const frozen = variant("frozen", { activePlayers: (s) => (s.phase === "play" ? [] : diceDuel.activePlayers(s)) });
    expect(failure(frozen, { only: ["termination"] })).toMatch(/the match has no outcome, but activePlayers is empty/);
  });

  it("any check: a refused config, and a ruleset that throws", () => {
    expect(failure(diceDuel, { only: ["termination"], config: () => ({ seed: 1, turnLimit: -1 }) })).toMatch(/setup\(config\(\d+\)\) refused the config \{"seed":1,"turnLimit":-1\}: \[config\/invalid\]/);
    const throwing = variant("throwing", { pending: () => {
      throw new RangeError("no decision");
    } });
    expect(failure(throwing, { only: ["termination"] })).toMatch(/"every match ends" failed for ruleset "throwing": the ruleset threw RangeError: no decision/);
    const ending = variant("ending", { apply: (s, p, a) => {
      if (a.type === "end") throw new Error("no end");
      return diceDuel.apply(s, p, a);
    } });
    const found = /\(found while checking "every match ends"\)/;
    expect(failure(ending, { only: ["termination"] })).toMatch(/"apply never throws on any input" failed .*: apply\(state, [01], \{"type":"end"\}\) threw Error: no end/);
    expect(failure(ending, { only: ["termination"] })).toMatch(found);
    const refusing = variant("refusing", { apply: (s, p, a) => (a.type === "end" ? err(ruleError("nope", "Not today.")) : diceDuel.apply(s, p, a)) });
    expect(failure(refusing, { only: ["termination"] })).toMatch(/"every listed action is accepted" failed .*lists \{"type":"end"\}, but apply refused it: \[nope\] Not today\./);
  });
});

describe("kit helpers", () => {
  it("deepFreeze freezes everything reachable", () => {
    const v = deepFreeze({ a: [{ b: 1 }], c: { d: "x" } });
    expect(Object.isFrozen(v.a[0])).toBe(true);
    expect(Object.isFrozen(v.c)).toBe(true);
    expect(deepFreeze(3)).toBe(3);
  });

  it("firstDifference names the first path where two values differ", () => {
    expect(firstDifference({ a: [1, 2] }, { a: [1, 3] })).toBe("$.a[1]");
    expect(firstDifference({ a: [1] }, { a: { 0: 1 } })).toBe("$.a");
    expect(firstDifference({ a: 1 }, { a: 1, b: 2 })).toBe("$.b");
    expect(firstDifference([1], [1])).toBeUndefined();
  });

  it("findLeak finds hidden cards and generator numbers, also inside text", () => {
    expect(findLeak({ x: ["c1"] }, new Set(["c1"]), [])).toBe('shows the hidden card "c1" at $.x[0]');
    // A hidden id as a whole word of longer text is a leak; as part of a longer word it is not.
    expect(findLeak({ prompt: "Frozen Touch of c55" }, new Set(["c55"]), [])).toBe('shows the hidden card "c55" in the text "Frozen Touch of c55" at $.prompt');
    expect(findLeak({ prompt: "Discard c55, then draw." }, new Set(["c55"]), [])).toMatch(/shows the hidden card "c55" in the text/);
    expect(findLeak({ prompt: "Frozen Touch of c550" }, new Set(["c55"]), [])).toBeUndefined();
    expect(findLeak({ prompt: "xc55" }, new Set(["c55"]), [])).toBeUndefined();
    expect(findLeak({ "count of c55": 1 }, new Set(["c55"]), [])).toBe('shows the hidden card "c55" in the key "count of c55" at $');
    expect(findLeak({ s: "1,2,3,4" }, new Set(), [[1, 2, 3, 4]])).toMatch(/shows the generator state/);
    expect(findLeak({ s: [1, 2, 3] }, new Set(), [[1, 2, 3, 4]])).toBeUndefined();
  });
});

describe("config-cards: a config's cards as a list or a set, and bad cards reported once", () => {
  type CardRules = Ruleset<DuelState, DuelAction, CardDuelConfig, DuelView>;
  const run = (rules: CardRules, options: Partial<CheckOptions<DuelState, CardDuelConfig>> = {}): CheckReport =>
    checkRuleset(rules, { config: cardConfig, matches: 20, cards: DUEL_CARDS, only: ["config-cards"], ...options });
  const cardsFailure = (rules: CardRules, options: Partial<CheckOptions<DuelState, CardDuelConfig>> = {}): string => {
    try {
      run(rules, options);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
    throw new Error(`checkRuleset passed for "${rules.id}", but it should have failed`);
  };

  it("passes a ruleset that reads its config's cards with configCardSet, and skips without the cards option", () => {
    expect(run(cardDuelSound).checks).toEqual(["config-cards"]);
    const { cards: _cards, ...noCards } = { config: cardConfig, matches: 5, cards: DUEL_CARDS };
    expect(checkRuleset(cardDuelSound, noCards).skipped).toEqual(["fast-path", "determinize-hidden", "config-cards"]);
  });

  it("a config that takes only a card set, and a match that depends on how the cards came", () => {
    expect(cardsFailure(cardDuelOnlySets)).toMatch(/"a config's cards may be a list or a set, and bad ones are reported once" failed for ruleset "card-duel-only-sets": setup refused the config with its cards as a plain list: \[config\/invalid\]/);
    expect(cardsFailure(cardDuelSeedsByName)).toMatch(/the cards as a card set gave another match than the same cards as a plain list \(first difference at \$\.\w+/);
  });

  it("decks checked against cards that could not be read, a refusal silent about the decks, and bad cards accepted", () => {
    expect(cardsFailure(cardDuelDecksAnyway)).toMatch(/with card \d of the list replaced by .+, as a plain list, setup checked the decks against the cards it could not read: its refusal lists 6 problems that it does not list without the decks \(\["deck 0: no card has the id ember"/);
    expect(cardsFailure(cardDuelSilentOnDecks)).toMatch(/setup's refusal says nothing about the decks it did not check/);
    expect(cardsFailure(cardDuelIgnoresCards)).toMatch(/with card \d of the list replaced by .+, as a plain list, setup accepted the config/);
  });

  it("a config without decks, an empty cards option, and a setup that throws", () => {
    expect(cardsFailure(cardDuelSound, { config: (seed) => ({ seed }) })).toMatch(/config\(\d+\) is not an object with decks/);
    expect(cardsFailure(cardDuelSound, { cards: [] })).toMatch(/the cards option is empty/);
    const throwing: CardRules = { ...cardDuelSound, id: "card-duel-throws", setup: (c) => (Array.isArray(c.cards) ? cardDuelSound.setup(c) : ((): never => { throw new TypeError("not a list"); })()) };
    expect(cardsFailure(throwing)).toMatch(/setup threw with the cards as a card set: TypeError: not a list/);
  });
});
