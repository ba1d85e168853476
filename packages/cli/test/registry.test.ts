import { fc, test } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel } from "@rulesmith/core/examples";
import { describe, expect, it } from "vitest";
import { availableBots, coreRandomBot, packageBot, parseBot, parseBotList } from "../src/bots.js";
import { buildRegistry, findCardTools, findGame, gameFromNamespace, isPlayable, isRuleset, loadRegistry } from "../src/registry.js";

const deckReport = { legal: false, errors: [{ code: "deck/size", message: "A deck has 30 cards.", rule: "X-1" }, { code: "deck/unknown-card", message: "No card zz.", details: { id: "zz" } }], warnings: [{ code: "deck/mix", message: "Add magics.", details: { path: ".cards[0]" } }] };

describe("reading game packages", () => {
  it("a package without ruleset and demoConfig is unplayable, with its card tools and what it lacks", () => {
    const entry = gameFromNamespace("fake", "Fake", { validateDeck: () => deckReport, sampleCards: [] });
    expect(isPlayable(entry)).toBe(false);
    expect(entry).toMatchObject({ id: "fake", missing: ["ruleset", "demoConfig"] });
    expect(entry.validateDeck).toBeTypeOf("function");
    expect(entry.parseCardSet).toBeUndefined();
  });

  it("a package appears as a game as soon as it exports ruleset and demoConfig", () => {
    const entry = gameFromNamespace("fake", "Fake", { ruleset: diceDuel, demoConfig: (seed: number) => ({ seed }), evaluate: () => 0.5 });
    expect(isPlayable(entry)).toBe(true);
    const game = assertOk(findGame(buildRegistry([{ id: "fake", name: "Fake", ns: { ruleset: diceDuel, demoConfig: (seed: number) => ({ seed }) } }]), "fake"));
    expect(game.ruleset).toBe(diceDuel);
    expect(game.demoConfig(3, { dice: "external" })).toEqual({ seed: 3, dice: "external" });
  });

  it("something that only looks like a ruleset is not one", () => {
    expect(isRuleset(diceDuel)).toBe(true);
    expect(isRuleset({ ...diceDuel, apply: 1 })).toBe(false);
    expect(isRuleset(null)).toBe(false);
    const entry = gameFromNamespace("fake", "Fake", { ruleset: { id: "fake" }, demoConfig: () => ({}) });
    expect(entry).toMatchObject({ missing: ["ruleset"] });
  });

  it("reads a game's deck report as problems with card and field, errors first", () => {
    const entry = gameFromNamespace("fake", "Fake", { validateDeck: () => deckReport, sampleCards: [] });
    const report = entry.validateDeck?.({ name: "d", cards: [] });
    expect(report).toEqual({
      valid: false,
      problems: [
        { severity: "error", code: "deck/size", message: "A deck has 30 cards.", card: null, field: null, rule: "X-1" },
        { severity: "error", code: "deck/unknown-card", message: "No card zz.", card: "zz", field: null, rule: null },
        { severity: "warning", code: "deck/mix", message: "Add magics.", card: null, field: "cards[0]", rule: null },
      ],
    });
  });

  it("a deck checker that throws or a deck that is not an object gives a problem, not a crash", () => {
    const entry = gameFromNamespace("fake", "Fake", {
      validateDeck: () => {
        throw new Error("boom");
      },
      sampleCards: [],
    });
    expect(entry.validateDeck?.({})).toMatchObject({ valid: false, problems: [{ code: "internal/error" }] });
    expect(entry.validateDeck?.([])).toMatchObject({ valid: false, problems: [{ code: "deck/malformed" }] });
  });

  it("reads a card label that names no card, (set) or (card) as Ward, Wardom and Guardians give it, as no card", () => {
    const error = { code: "cards/invalid", message: "2 problems", problems: [{ card: "(set)", path: "name", message: "No name." }, { card: "(card)", path: "", message: "Not a card." }] };
    const entry = gameFromNamespace("fake", "Fake", { parseCardSet: () => ({ ok: false, error }) });
    expect(entry.parseCardSet?.({}).problems.map((p) => [p.card, p.field, p.code])).toEqual([
      [null, "name", "cards/invalid"],
      [null, null, "cards/invalid"],
    ]);
  });

  it("reads every problem of a game's card-set parser with card and field", () => {
    const error = { code: "cards/invalid", message: "2 problems", problems: [{ card: "bear", path: "hp", message: "HP is a number." }, { cardId: null, cardName: null, index: 3, path: "cards[3].kind", message: "Unknown kind.", code: "card/invalid" }] };
    const entry = gameFromNamespace("fake", "Fake", { parseCardSet: () => ({ ok: false, error }) });
    expect(entry.parseCardSet?.({})).toEqual({
      valid: false,
      problems: [
        { severity: "error", code: "cards/invalid", message: "HP is a number.", card: "bear", field: "hp", rule: null },
        { severity: "error", code: "card/invalid", message: "Unknown kind.", card: "#3", field: "cards[3].kind", rule: null },
      ],
    });
  });

  it("the default registry has the dice duel and every game package, playable or validate-only", async () => {
    const registry = await loadRegistry();
    const ids = [...registry.games.map((g) => g.id), ...registry.unplayable.map((g) => g.id)];
    expect(ids).toEqual(expect.arrayContaining(["ward", "wardom", "guardians", "dice-duel"]));
    expect(assertOk(findGame(registry, "dice-duel")).example).toBe(true);
    expect(assertOk(findCardTools(registry, "ward")).validateDeck).toBeTypeOf("function");
    expect(assertErr(findGame(registry, "chess")).code).toBe("game/unknown");
  });

  it("Wardom's events are worded by the describeEvent its package exports", async () => {
    const registry = await loadRegistry();
    const wardom = assertOk(findGame(registry, "wardom"));
    const battle = { type: "battle", winner: 0, totals: [{ combat: 7, support: 2, battle: 9 }, { combat: 3, support: 3, battle: 6 }], damage: 4, piercing: false, rule: "D-BTL-4" };
    expect(wardom.describeEvent?.(battle)).toBe("Player 0 wins the battle 9 to 6.");
    expect(wardom.describeEvent?.({ type: "unit-recruited", player: 1, card: null, position: "support", faceDown: true })).toBe("Player 1 sets a Unit face down in Support.");
  });

  it("a game without a ruleset yet is named with what it lacks", () => {
    const registry = buildRegistry([{ id: "later", name: "Later", ns: { validateDeck: () => deckReport } }]);
    const e = assertErr(findGame(registry, "later"));
    expect(e.code).toBe("game/not-playable");
    expect(e.message).toBe("Later cannot be played yet: its package does not export ruleset and demoConfig.");
  });
});

describe("bots on the command line", () => {
  it("offers random, and greedy and mcts when @rulesmith/bots exports them", () => {
    const ids = availableBots().map((b) => b.id);
    expect(ids[0]).toBe("random");
  });

  it("reads options written name:key=value", () => {
    const bot = assertOk(parseBot("random:steps=3:fast=true:style=calm", availableBots()));
    expect(bot.params).toEqual({ steps: 3, fast: true, style: "calm" });
    expect(assertErr(parseBot("random:oops", availableBots())).code).toBe("bots/options");
    expect(assertErr(parseBot("random:__proto__=1", availableBots()))).toMatchObject({ code: "bots/options", message: '"__proto__" cannot be a bot option.' });
    expect(assertErr(parseBotList("", availableBots())).code).toBe("bots/unknown");
  });

  it("reads a number only in plain decimal, and refuses a value Number would read otherwise, or none, quoting the option and value", () => {
    const read = (value: string): unknown => assertOk(parseBot(`mcts:iterations=${value}`, availableBots())).params["iterations"];
    expect([read("12"), read("-3"), read("0.25"), read("-1.5"), read("true"), read("false"), read("greedy")]).toEqual([12, -3, 0.25, -1.5, true, false, "greedy"]);
    for (const value of ["0x10", "1e3", " 12", "12 ", "0b11", "0o7", "+5", "5.", ".5", "Infinity", "-Infinity"]) {
      const e = assertErr(parseBot(`mcts:iterations=${value}:trees=2`, availableBots()));
      expect(e.code).toBe("bots/options");
      expect(e.message).toBe(`The option "iterations" has the value ${JSON.stringify(value)}, which is not a plain decimal number: write digits, with a minus sign or a fraction if need be (such as 200, -1 or 0.25).`);
    }
    for (const text of ["mcts:iterations=", "mcts:iterations= :trees=2"]) {
      const e = assertErr(parseBot(text, availableBots()));
      expect(e.code).toBe("bots/options");
      expect(e.message).toMatch(/^The option "iterations" has no value \("iterations= ?"\): write key=value, such as iterations=200 or iterations=true\.$/);
    }
    // The list reads each bot the same way; whatever the bot's own check says comes later.
    expect(assertErr(parseBotList("mcts:iterations=0x10,greedy", availableBots())).code).toBe("bots/options");
    expect(assertOk(parseBotList("mcts:iterations=0,greedy", availableBots()))[0]?.params).toEqual({ iterations: 0 });
  });

  it("refuses what the tool sets itself (seed, evaluate), an option given twice, and an empty entry in a list", () => {
    expect(assertErr(parseBot("greedy:seed=3", availableBots())).message).toBe('A bot\'s seed comes from --seed (each seat gets its own); "seed=3" cannot set it.');
    expect(assertErr(parseBot("greedy:evaluate=1", availableBots())).message).toBe('A bot\'s evaluate is the game\'s own heuristic; "evaluate=1" cannot set it.');
    expect(assertErr(parseBot("greedy:samples=2:samples=3", availableBots())).message).toBe('The option "samples" is given twice in "greedy:samples=2:samples=3".');
    for (const list of ["greedy,", ",greedy", "greedy,,random"]) {
      expect(assertErr(parseBotList(list, availableBots()))).toMatchObject({ code: "bots/unknown", message: expect.stringContaining("has an empty entry") as unknown });
    }
    expect(assertOk(parseBotList("greedy, random", availableBots())).map((b) => b.spec.id)).toEqual(["greedy", "random"]);
  });

  it("a bot starts from the game's own options for it, and what the command line writes wins", () => {
    const seen: unknown[] = [];
    const spy = packageBot(
      "spy",
      "Records its options.",
      (_ruleset, options) => {
        seen.push(options);
        return { ok: true, value: { choose: () => ({ ok: true, value: 0 }) } };
      },
      true,
    );
    const evaluate = (): number => 0;
    const game = {
      id: "dice-duel",
      name: "Dice duel",
      ruleset: diceDuel,
      demoConfig: (s: number) => ({ seed: s }),
      evaluate,
      botOptions: { spy: { iterations: 7, playoutCap: 2, seed: 99, evaluate: "x" }, other: { iterations: 1 } },
    };
    assertOk(spy.create(game, 5, { iterations: 9 }));
    expect(seen[0]).toEqual({ iterations: 9, playoutCap: 2, seed: 5, evaluate });
    // Without the game's options, only the command line's.
    const { botOptions: _unused, ...plain } = game;
    assertOk(spy.create(plain, 5, {}));
    expect(seen[1]).toEqual({ seed: 5, evaluate });
  });

  it("an MCTS budget written on the command line replaces the game's whole budget (mcts:timeMs=5 drops the game's iterations)", () => {
    const seen: unknown[] = [];
    const mcts = packageBot(
      "mcts",
      "Records its options.",
      (_ruleset, options) => {
        seen.push(options);
        return { ok: true, value: { choose: () => ({ ok: true, value: 0 }) } };
      },
      false,
    );
    const game = { id: "dice-duel", name: "Dice duel", ruleset: diceDuel, demoConfig: (s: number) => ({ seed: s }), botOptions: { mcts: { iterations: 7, playoutCap: 2 } } };
    assertOk(mcts.create(game, 5, { timeMs: 5 }));
    expect(seen[0]).toEqual({ timeMs: 5, playoutCap: 2, seed: 5 });
    assertOk(mcts.create(game, 5, { exploration: 1 }));
    expect(seen[1]).toEqual({ iterations: 7, playoutCap: 2, exploration: 1, seed: 5 });
  });

  test.prop([fc.integer({ min: 0, max: 1000 })], { numRuns: 20 })("the random bot always picks a legal action, the same one for the same seed", (seed) => {
    const game = { id: "dice-duel", name: "Dice duel", ruleset: diceDuel, demoConfig: (s: number) => ({ seed: s }) };
    const spec = assertOk(parseBot("random", availableBots())).spec;
    const state = assertOk(diceDuel.setup({ seed }));
    const legal = diceDuel.legalActions(state, 0);
    const a = assertOk(spec.create(game, seed, {}))(state, 0, legal);
    const b = assertOk(spec.create(game, seed, {}))(state, 0, legal);
    expect(legal).toContainEqual(a);
    expect(b).toEqual(a);
  });
});

describe("bad arguments to the registry and bot readers: a Result, never a throw, and short messages", () => {
  const game = { id: "dice-duel", name: "Dice duel", ruleset: diceDuel, demoConfig: (s: number) => ({ seed: s }) };

  it("a registry or game id that is not one is refused with a Result", async () => {
    for (const registry of [null, 5, {}, { games: [], unplayable: 5 }]) {
      expect(assertErr(findGame(registry as never, "ward")).code).toBe("registry/invalid");
      expect(assertErr(findCardTools(registry as never, "ward")).code).toBe("registry/invalid");
    }
    const registry = await loadRegistry();
    for (const id of [null, Object.create(null) as unknown, Symbol("ward"), 7]) {
      expect(assertErr(findGame(registry, id as never))).toMatchObject({ code: "game/unknown", message: expect.stringMatching(/^There is no game .+\. Games: ward, /) as unknown });
    }
  });

  it("a bot or bot list that is not text, and bots on offer that are not a list, are refused with a Result", () => {
    for (const text of [null, undefined, 5, Object.create(null) as unknown, Symbol("random")]) {
      expect(assertErr(parseBot(text as never, availableBots())).code).toBe("bots/unknown");
      expect(assertErr(parseBotList(text as never, availableBots())).code).toBe("bots/unknown");
    }
    for (const specs of [null, {}, [null], [undefined, ...availableBots()]]) {
      expect(assertErr(parseBot("random", specs as never)).code).toBe("bots/unknown");
    }
  });

  it("an unknown bot among 100,000 on offer names the first ten and counts the rest", () => {
    const specs = Array.from({ length: 100_000 }, (_, i) => ({
      id: `bot${i}`,
      description: "",
      create: () => {
        throw new Error("never made");
      },
    }));
    const e = assertErr(parseBotList("nope", specs));
    expect(e.code).toBe("bots/unknown");
    expect(e.message).toBe('There is no bot "nope". Bots: bot0, bot1, bot2, bot3, bot4, bot5, bot6, bot7, bot8, bot9 and 99990 more.');
  });

  it("a bot's options that are not an object are refused, and a bot's long refusal is cut", () => {
    const greedy = availableBots().find((b) => b.id === "greedy");
    if (greedy === undefined) throw new Error("greedy is on offer");
    const list = assertErr(greedy.create(game, 1, new Array(100_000).fill("x") as never));
    expect(list.code).toBe("bots/options");
    expect(list.message.length).toBeLessThan(200);
    for (const params of [null, 5, "x"]) expect(assertErr(greedy.create(game, 1, params as never)).code).toBe("bots/options");
    expect(assertErr(coreRandomBot.create(game, 1, null as never)).code).toBe("bots/options");
    // 100,000 options the bot does not know: its refusal lists them all; the message keeps its start.
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`o${i}`, 1]));
    const refused = assertErr(greedy.create(game, 1, many));
    expect(refused.code).toBe("bots/failed");
    expect(refused.message).toMatch(/^Cannot make the greedy bot for Dice duel: /);
    expect(refused.message.length).toBeLessThanOrEqual(1100);
  });
});
