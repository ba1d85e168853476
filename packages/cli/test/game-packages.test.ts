// Core's game-package contract, kept by each game: the same things under the same names, one
// problem shape, an option table that matches the defaults, and checks that never throw.
import { describe, expect, it } from "vitest";
import type { GameEvent, GamePackage, Result, RuleError } from "@rulesmith/core";
import { playMatch, randomChooser } from "@rulesmith/core";
import * as guardians from "@rulesmith/guardians";
import { DEFAULT_GAME_OPTIONS, guardiansPackage } from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import { DEFAULT_OPTIONS as WARD_DEFAULTS, wardPackage } from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";
import { DEFAULT_ENGINE_OPTIONS, wardomPackage } from "@rulesmith/wardom";

const cases: readonly { readonly pkg: GamePackage; readonly defaults: object }[] = [
  { pkg: wardPackage, defaults: WARD_DEFAULTS },
  { pkg: wardomPackage, defaults: DEFAULT_ENGINE_OPTIONS },
  { pkg: guardiansPackage, defaults: DEFAULT_GAME_OPTIONS },
];

describe.each(cases)("the game package of $pkg.id", ({ pkg, defaults }) => {
  it("names the game, its seats and its ruleset, whose id is the package's", () => {
    expect(pkg.ruleset.id).toBe(pkg.id);
    expect(pkg.seats.min).toBeGreaterThanOrEqual(2);
    expect(pkg.seats.max).toBeGreaterThanOrEqual(pkg.seats.min);
  });

  it("refuses a bad config in the same words and shape as the other games: a counted sentence, every problem in details.problems", () => {
    for (const [config, lead] of [
      [null, "The config has a problem: "],
      [42, "The config has a problem: "],
      [{ seed: 1, options: { bogus: 1 } }, "The config has 2 problems: "],
    ] as const) {
      const r = pkg.ruleset.setup(config);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe("config/invalid");
      expect(r.error.message.startsWith(lead)).toBe(true);
      const problems = (r.error.details as { problems?: unknown } | undefined)?.problems;
      expect(Array.isArray(problems) && problems.length > 0 && problems.every((p) => typeof p === "string")).toBe(true);
    }
    // The same bad options get the same words in every game, each problem listed on its own.
    for (const [options, message, problems] of [
      [{ bogus: 1 }, 'The config has a problem: unknown option "bogus".', ['unknown option "bogus"']],
      [5, "The config has a problem: the options are an object of option fields.", ["the options are an object of option fields"]],
    ] as const) {
      const r = pkg.ruleset.setup({ ...(pkg.demoConfig(1) as object), options });
      expect(r.ok ? "" : r.error.message).toBe(message);
      expect(r.ok ? [] : (r.error.details as { problems: unknown }).problems).toEqual(problems);
    }
    // A bad seed too.
    const { seed: _seed, ...unseeded } = pkg.demoConfig(1) as { seed: unknown };
    const noSeed = pkg.ruleset.setup({ ...unseeded, seed: [] });
    expect(noSeed.ok ? "" : noSeed.error.message).toBe("The config has a problem: the seed is a number or a string.");
    // A long option name is quoted as a short excerpt, the same in every game.
    const long = pkg.ruleset.setup({ ...(pkg.demoConfig(1) as object), options: { ["x".repeat(10_000)]: 1 } });
    expect(long.ok ? "" : long.error.message).toMatch(/^The config has a problem: unknown option "x+…"\.$/);
    expect(long.ok ? 0 : long.error.message.length).toBeLessThan(100);
  });

  it("refuses the states of the other games in apply, applyIndex and parseState, saying whose state it is", () => {
    const rules = pkg.ruleset as typeof pkg.ruleset & { applyIndex(state: unknown, player: number, index: number): Result<unknown> };
    const said = (r: Result<unknown> | undefined): string => (r === undefined ? "no answer" : r.ok ? "accepted" : `${r.error.code} ${r.error.message}`);
    for (const other of cases.map((c) => c.pkg).filter((o) => o.id !== pkg.id)) {
      // States from the whole of a match of the other game, not only its first.
      const states: unknown[] = [];
      const played = playMatch(other.ruleset, other.demoConfig(3), randomChooser(3), { maxSteps: 40, onStep: (info) => states.push(info.step.state) });
      expect(played.ok || states.length === 40).toBe(true);
      for (const state of states.filter((_, i) => i % 8 === 0)) {
        const player = other.ruleset.activePlayers(state)[0] ?? 0;
        const listed: unknown = other.ruleset.legalActions(state, player)[0] ?? { type: "pass" };
        const refusal = `state/invalid This is a ${other.id} match state, not a ${pkg.id} one: pass it to the ${other.id} engine.`;
        expect(said(rules.apply(state, player, listed))).toBe(refusal);
        expect(said(rules.applyIndex(state, player, 0))).toBe(refusal);
        expect(said(rules.parseState?.(JSON.parse(JSON.stringify(state))))).toBe(`state/invalid Not a valid ${pkg.id} state: $.game is "${other.id}": this is a state of another game, not ${pkg.id}.`);
      }
    }
  });

  it("lists every option once, with the default the engine uses", () => {
    expect(pkg.options.map((o) => o.name).sort()).toEqual(Object.keys(defaults).sort());
    for (const o of pkg.options) expect(o.default).toEqual(Reflect.get(defaults, o.name));
  });

  it("plays a whole match from its demo configuration, seeded and with physical dice; every event it describes is a sentence", () => {
    for (const dice of ["seeded", "external"] as const) {
      const events: GameEvent[] = [];
      const played = playMatch(pkg.ruleset, pkg.demoConfig(7, { dice }), randomChooser(7), { maxSteps: 5000, onStep: (info) => events.push(...info.step.events) });
      expect(played.ok && pkg.ruleset.outcome(played.value.state)).toBeDefined();
      expect(events.length).toBeGreaterThan(0);
      const lines = events.map((e) => pkg.describeEvent(e)).filter((l) => l !== undefined);
      expect(lines.every((l) => /\S/.test(l))).toBe(true);
    }
  });

  it("finds its starter decks legal, against its sample cards and against its sample cards given as a card file", () => {
    for (const deck of pkg.starterDecks) expect(pkg.checkDeck(deck)).toEqual({ valid: true, problems: expect.any(Array) as unknown });
    expect(pkg.checkCardSet({ name: "samples", cards: pkg.sampleCards }).valid).toBe(true);
    expect(pkg.checkDeck(pkg.starterDecks[0], { name: "samples", cards: pkg.sampleCards }).valid).toBe(true);
  });

  it("reports a bad deck, a bad card file and any argument in the one problem shape, without throwing", () => {
    for (const bad of [null, 42, "deck", [], {}, { name: "x" }, { cards: [{ id: 1 }] }]) {
      const deck = pkg.checkDeck(bad);
      expect(deck.valid).toBe(false);
      expect(deck.problems.length).toBeGreaterThan(0);
      const file = pkg.checkCardSet(bad);
      expect(file.valid).toBe(false);
      for (const p of [...deck.problems, ...file.problems]) {
        expect(["error", "warning"]).toContain(p.severity);
        expect(p.code).toMatch(/\S/);
        expect(p.message).toMatch(/\S/);
        expect(p.card === null || typeof p.card === "string").toBe(true);
        expect(p.field === null || typeof p.field === "string").toBe(true);
      }
    }
    const badCard = pkg.checkCardSet({ name: "one bad card", cards: [{ ...(pkg.sampleCards[0] as object), id: "bad-card", colour: "red" }] });
    expect(badCard.valid).toBe(false);
    expect(badCard.problems.some((p) => p.card === "bad-card")).toBe(true);
  });

  it("words a card file's problems alike in every game: the card by its id, the field inside the card, a sentence; the set's own problems name no card", () => {
    const card = { ...(pkg.sampleCards[0] as object), id: "bad-card", flavour: "sweet" };
    const report = pkg.checkCardSet({ name: "one bad card", cards: [card] });
    expect(report.problems).toContainEqual(expect.objectContaining({ severity: "error", card: "bad-card", field: "flavour", message: expect.stringMatching(/^unknown field `flavour`/) as unknown }));
    for (const notASet of [[card], null]) {
      expect(pkg.checkCardSet(notASet).problems).toEqual([expect.objectContaining({ card: null, field: null, message: "A card set is an object { name, cards }." })]);
    }
    const noName = pkg.checkCardSet({ cards: [] });
    expect(noName.valid).toBe(false);
    for (const p of noName.problems) expect(p.card).toBeNull();
  });

  it("has a card JSON Schema", () => {
    expect(Object.keys(pkg.cardJsonSchema).length).toBeGreaterThan(0);
  });
});

/** What the three games' card parsers share when they refuse card data: a rule error whose problems each name the card, the path and what is wrong. */
type SharedCardProblems = RuleError & { readonly code: "cards/invalid"; readonly problems: readonly { readonly card: string; readonly path: string; readonly message: string }[] };
interface CardParsers {
  readonly game: string;
  readonly parseCard: (value: unknown) => Result<unknown, SharedCardProblems>;
  readonly parseCardSet: (value: unknown) => Result<unknown, SharedCardProblems>;
  readonly sample: unknown;
}
// Typed as CardParsers, so that a game whose error stops fitting the shared shape fails to compile.
const parsers: readonly CardParsers[] = [
  { game: "ward", parseCard: ward.parseCard, parseCardSet: ward.parseCardSet, sample: wardPackage.sampleCards[0] },
  { game: "wardom", parseCard: wardom.parseCard, parseCardSet: wardom.parseCardSet, sample: wardomPackage.sampleCards[0] },
  { game: "guardians", parseCard: guardians.parseCard, parseCardSet: guardians.parseCardSet, sample: guardiansPackage.sampleCards[0] },
];

describe.each(parsers)("the card parsers of $game", ({ parseCard, parseCardSet, sample }) => {
  it("refuse bad card data alike: a cards/invalid rule error with a sentence, every problem with card, path and message", () => {
    const bad = { ...(sample as object), id: "bad-card", flavour: "sweet" };
    for (const r of [parseCardSet({ name: "one bad card", cards: [bad] }), parseCardSet({ cards: [] }), parseCardSet(null), parseCard(bad), parseCard(null)]) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe("cards/invalid");
      expect(r.error.message).toMatch(/^The card data has (a problem|\d+ problems): \S.*\.$/);
      expect(r.error.problems.length).toBeGreaterThan(0);
      // The same problems in details.problems, as plain JSON, for a client that gets only code, message and details.
      const listed = (r.error.details as { problems?: unknown } | undefined)?.problems;
      expect(listed).toEqual(r.error.problems.map((p) => expect.objectContaining({ card: p.card, path: p.path, message: p.message }) as unknown));
      expect(JSON.parse(JSON.stringify(listed))).toEqual(listed);
      for (const p of r.error.problems) {
        expect(p.card).toMatch(/\S/);
        expect(typeof p.path).toBe("string");
        expect(p.message).toMatch(/\S/);
      }
    }
    for (const r of [parseCardSet({ name: "one bad card", cards: [bad] }), parseCard(bad)]) {
      expect(r.ok ? [] : r.error.problems).toContainEqual(expect.objectContaining({ card: "bad-card", message: expect.stringMatching(/flavour/) as unknown }));
    }
    // The same words in every game: the card by its label, then the problem.
    const one = parseCard(bad);
    expect(one.ok ? "" : one.error.message).toMatch(/^The card data has a problem: bad-card: .*flavour.*\.$/);
    const notASet = parseCardSet(null);
    expect(notASet.ok ? "" : notASet.error.message).toBe("The card data has a problem: A card set is an object { name, cards }.");
    expect(notASet.ok ? [] : notASet.error.problems).toEqual([expect.objectContaining({ card: "(set)", path: "", message: "A card set is an object { name, cards }." })]);
  });
});
