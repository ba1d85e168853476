// The default game registry, built by reading each game package's exports at run time, so a
// game shows up as soon as its package exports what a command needs.
import { guardiansPackage } from "@rulesmith/guardians";
import { wardPackage } from "@rulesmith/ward";
import { wardomPackage } from "@rulesmith/wardom";
import { err, excerpt, isList, isRecord, ok, own, ruleError, thrownText, type AnyRuleset, type GameEvent, type GamePackage as GamePackageContract, type PlayerId, type Result, type Viewer } from "@rulesmith/core";
import { diceDuelModule } from "./dice-duel-module.js";
import type { CardTools, DemoOptions, GameModule, GameRegistry, UnplayableGame, ValidationReport } from "./game-module.js";
import { exported, isFunction } from "./json-read.js";
import { QUOTE_MAX, someNames } from "./user-input.js";
import { cardProblems, deckReportProblems } from "./validation.js";

const RULESET_METHODS: readonly string[] = ["setup", "players", "activePlayers", "pending", "legalActions", "apply", "outcome", "view"];
const SAMPLE_CARD_EXPORTS: readonly string[] = ["sampleCardSet", "SAMPLE_CARD_SET", "sampleCards", "SAMPLE_CARDS"];

/**
 * Tells whether a value implements the core `Ruleset` contract: a string `id`, a number
 * `version` and the methods every ruleset has.
 *
 * @param value - Anything, such as an export of a game package.
 * @returns `true` for a ruleset.
 * @example
 * ```ts
 * import { isRuleset } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * isRuleset(diceDuel); // true
 * isRuleset({ id: "x" }); // false
 * ```
 */
export function isRuleset(value: unknown): value is AnyRuleset {
  if (!isRecord(value)) return false;
  if (typeof own(value, "id") !== "string" || typeof own(value, "version") !== "number") return false;
  return RULESET_METHODS.every((m) => isFunction(own(value, m)));
}

function invalid(code: string, message: string): ValidationReport {
  return { valid: false, problems: [{ severity: "error", code, message, card: null, field: null, rule: null }] };
}

function thrown(e: unknown): string {
  return e instanceof Error ? e.message : thrownText(e);
}

function cardList(value: unknown): readonly unknown[] | undefined {
  if (isList(value)) return value;
  const cards = own(value, "cards");
  return isList(cards) ? cards : undefined;
}

function sampleCardsOf(ns: object): readonly unknown[] | undefined {
  for (const name of SAMPLE_CARD_EXPORTS) {
    const list = cardList(exported(ns, name));
    if (list !== undefined) return list;
  }
  return undefined;
}

function cardSetParser(fn: (...args: readonly unknown[]) => unknown): (value: unknown) => Result<readonly unknown[], ValidationReport> {
  return (value) => {
    try {
      const r = fn(value);
      if (own(r, "ok") === true) {
        const list = cardList(own(r, "value"));
        return list === undefined ? err(invalid("cards/invalid", "The game accepted the card set but returned no card list.")) : ok(list);
      }
      return err(cardProblems(own(r, "error")));
    } catch (e) {
      return err(invalid("internal/error", `The game's parseCardSet threw (a bug): ${thrown(e)}`));
    }
  };
}

function cardToolsOf(id: string, name: string, ns: object): CardTools {
  const parseFn = exported(ns, "parseCardSet");
  const validateFn = exported(ns, "validateDeck");
  const parse = isFunction(parseFn) ? cardSetParser(parseFn) : undefined;
  const samples = sampleCardsOf(ns);
  const tools: { -readonly [K in keyof CardTools]: CardTools[K] } = { id, name, ...(samples === undefined ? {} : { sampleCards: samples }) };
  if (parse !== undefined) {
    tools.parseCardSet = (value) => {
      const r = parse(value);
      return r.ok ? { valid: true, problems: [] } : r.error;
    };
  }
  if (isFunction(validateFn)) {
    tools.validateDeck = (deck, cards) => {
      let list = samples;
      if (cards !== undefined) {
        if (parse === undefined) {
          list = cardList(cards);
          if (list === undefined) return invalid("cards/invalid", "The card file is not a card set { name, cards }.");
        } else {
          const r = parse(cards);
          if (!r.ok) return r.error;
          list = r.value;
        }
      }
      if (list === undefined) return invalid("cards/missing", `${name} ships no sample cards to check a deck against; give a card file.`);
      if (!isRecord(deck)) return invalid("deck/malformed", "A deck is a JSON object.");
      try {
        return deckReportProblems(validateFn(deck, list)) ?? invalid("internal/error", "The game's validateDeck returned something that is not a deck report.");
      } catch (e) {
        return invalid("internal/error", `The game's validateDeck threw (a bug): ${thrown(e)}`);
      }
    };
  }
  return tools;
}

/**
 * Builds a game's entry from its package's exports: playable when the package exports a
 * `ruleset` and a `demoConfig(seed)`, with `evaluate`, `validateDeck`, `parseCardSet` and
 * `describeEvent` picked up when present; otherwise an {@link UnplayableGame} that still has
 * whatever card tools the package exports. A board and words for actions are not probed for:
 * they come from a game-package object ({@link gameFromPackage}), and a game built here gets
 * the generic renderings.
 *
 * @remarks
 * Every export is checked with a type guard before use and every call into the package is
 * guarded, so a package that is half written gives an unplayable entry or a clear problem,
 * never a crash. `validateDeck` is called with the deck and the game's sample cards (the
 * first of the exports `sampleCardSet`, `SAMPLE_CARD_SET`, `sampleCards`, `SAMPLE_CARDS`
 * that holds a card list), or the cards of a card file read with the game's `parseCardSet`.
 * Such a game seats two players (it has no `seats`); a game package object
 * ({@link gameFromPackage}) says how many it seats.
 *
 * @param id - The game id for the command line.
 * @param name - The game's name for people.
 * @param ns - The package's module namespace (`import * as ward from "@rulesmith/ward"`).
 * @returns The playable game or the unplayable entry; tell them apart with {@link isPlayable}.
 * @example
 * ```ts
 * import { gameFromNamespace, isPlayable } from "@rulesmith/cli";
 * import * as guardians from "@rulesmith/guardians";
 * const g = gameFromNamespace("guardians", "Guardians of the Elements", guardians);
 * if (isPlayable(g)) console.log(g.ruleset.id); // guardians
 * ```
 */
export function gameFromNamespace(id: string, name: string, ns: object): GameModule | UnplayableGame {
  const tools = cardToolsOf(id, name, ns);
  const ruleset = exported(ns, "ruleset");
  const demo = exported(ns, "demoConfig");
  const missing: string[] = [];
  if (!isRuleset(ruleset)) missing.push("ruleset");
  if (!isFunction(demo)) missing.push("demoConfig");
  if (!isRuleset(ruleset) || !isFunction(demo)) return { ...tools, missing };
  const game: { -readonly [K in keyof GameModule]: GameModule[K] } = {
    ...tools,
    ruleset,
    demoConfig: (seed: number, options?: DemoOptions) => {
      const config = demo(seed);
      return options?.dice !== undefined && isRecord(config) ? { ...config, dice: options.dice } : config;
    },
  };
  const evaluate = exported(ns, "evaluate");
  if (isFunction(evaluate)) {
    game.evaluate = (state: unknown, player: PlayerId) => {
      const v = evaluate(state, player);
      return typeof v === "number" && Number.isFinite(v) ? v : 0;
    };
  }
  const describe = exported(ns, "describeEvent");
  if (isFunction(describe)) {
    game.describeEvent = (event: GameEvent) => {
      const line = describe(event);
      return typeof line === "string" ? line : undefined;
    };
  }
  return game;
}

/**
 * A game's entry from core's game-package contract (`wardPackage`, `wardomPackage`,
 * `guardiansPackage`): everything is read from the object's typed fields, nothing is probed or
 * guessed, including how many players it seats (`seats`, which `--players` is checked
 * against, and `demoConfig`'s `players`) and its terminal board and action words (the optional
 * `describeView` and `describeAction`; without them `play` uses the generic renderings). Calls
 * into the package are still guarded, so a bug in it is a clear problem, or the generic
 * rendering, not a crash.
 *
 * @param pkg - The game package object.
 * @returns The game module.
 * @example
 * ```ts
 * import { gameFromPackage } from "@rulesmith/cli";
 * import { wardPackage } from "@rulesmith/ward";
 * gameFromPackage(wardPackage).name; // "Ward"
 * gameFromPackage(wardPackage).seats; // { min: 2, max: 2 }
 * ```
 */
export function gameFromPackage(pkg: GamePackageContract): GameModule {
  const guarded = (what: string, run: () => ValidationReport): ValidationReport => {
    try {
      return run();
    } catch (e) {
      return invalid("internal/error", `The game's ${what} threw (a bug): ${thrown(e)}`);
    }
  };
  return {
    id: pkg.id,
    name: pkg.name,
    ruleset: pkg.ruleset,
    seats: { min: pkg.seats.min, max: pkg.seats.max },
    demoConfig: (seed: number, options?: DemoOptions) =>
      pkg.demoConfig(seed, {
        ...(options?.dice === undefined ? {} : { dice: options.dice }),
        ...(options?.players === undefined ? {} : { players: options.players }),
      }),
    validateDeck: (deck, cards) => guarded("checkDeck", () => sorted(pkg.checkDeck(deck, cards))),
    parseCardSet: (value) => guarded("checkCardSet", () => sorted(pkg.checkCardSet(value))),
    sampleCards: pkg.sampleCards,
    evaluate: (state: unknown, player: PlayerId) => {
      const v = pkg.evaluate(state, player);
      return Number.isFinite(v) ? v : 0;
    },
    describeEvent: (event: GameEvent) => pkg.describeEvent(event),
    ...(pkg.botOptions === undefined ? {} : { botOptions: pkg.botOptions }),
    ...boardWords(pkg),
  };
}

/**
 * The package's board and action words, when it has them, guarded: a bug in them (a throw, a
 * value of the wrong type) gives the generic rendering instead of a crash.
 */
function boardWords(pkg: GamePackageContract): Pick<GameModule, "describeView" | "describeAction"> {
  const out: { -readonly [K in "describeView" | "describeAction"]?: GameModule[K] } = {};
  const view = pkg.describeView?.bind(pkg);
  const action = pkg.describeAction?.bind(pkg);
  if (view !== undefined) {
    out.describeView = (v: unknown, viewer: Viewer) => {
      try {
        const lines: unknown = view(v, viewer);
        return isList(lines) && lines.every((l) => typeof l === "string") ? lines : undefined;
      } catch {
        return undefined;
      }
    };
  }
  if (action !== undefined) {
    out.describeAction = (a: unknown, v: unknown) => {
      try {
        const text: unknown = action(a, v);
        return typeof text === "string" && text !== "" ? text : undefined;
      } catch {
        return undefined;
      }
    };
  }
  return out;
}

/** Errors first, as every report the tool prints. */
function sorted(report: ValidationReport): ValidationReport {
  const errors = report.problems.filter((p) => p.severity === "error");
  if (errors.length === 0 || errors.length === report.problems.length) return report;
  return { valid: report.valid, problems: [...errors, ...report.problems.filter((p) => p.severity !== "error")] };
}

/**
 * Tells a playable game from an entry that only has card tools.
 *
 * @param entry - An entry from {@link gameFromNamespace}.
 * @returns `true` when the entry has a ruleset.
 * @example
 * ```ts
 * import { gameFromNamespace, isPlayable } from "@rulesmith/cli";
 * import * as ward from "@rulesmith/ward";
 * isPlayable(gameFromNamespace("ward", "Ward", ward));
 * ```
 */
export function isPlayable(entry: GameModule | UnplayableGame): entry is GameModule {
  return "ruleset" in entry;
}

/**
 * A game package to read: the id and name to give it, and its module namespace.
 *
 * @example
 * ```ts
 * import type { GamePackage } from "@rulesmith/cli";
 * import * as ward from "@rulesmith/ward";
 * const p: GamePackage = { id: "ward", name: "Ward", ns: ward };
 * ```
 */
export interface GamePackage {
  /** The game id for the command line. */
  readonly id: string;
  /** The game's name. */
  readonly name: string;
  /** The package's module namespace. */
  readonly ns: object;
}

/**
 * Builds a registry from game packages (and ready-made game modules, such as the dice duel).
 *
 * @param packages - The packages to read with {@link gameFromNamespace}.
 * @param extra - Game modules to add as they are.
 * @returns The registry.
 * @example
 * ```ts
 * import { buildRegistry } from "@rulesmith/cli";
 * import * as guardians from "@rulesmith/guardians";
 * const registry = buildRegistry([{ id: "guardians", name: "Guardians of the Elements", ns: guardians }]);
 * ```
 */
export function buildRegistry(packages: readonly GamePackage[], extra: readonly GameModule[] = []): GameRegistry {
  const games: GameModule[] = [];
  const unplayable: UnplayableGame[] = [];
  for (const p of packages) {
    const entry = gameFromNamespace(p.id, p.name, p.ns);
    if (isPlayable(entry)) games.push(entry);
    else unplayable.push(entry);
  }
  games.push(...extra);
  return { games, unplayable };
}

/**
 * The default registry: Ward, Wardom and Guardians from their game-package objects
 * ({@link gameFromPackage}), and the dice duel
 * from `@rulesmith/core/examples` as the example game `"dice-duel"`.
 *
 * @remarks The dice duel is loaded lazily and left out if `@rulesmith/core/examples` cannot
 * be loaded.
 * @returns The registry.
 * @example
 * ```ts
 * import { loadRegistry } from "@rulesmith/cli";
 * const { games } = await loadRegistry();
 * ```
 */
export async function loadRegistry(): Promise<GameRegistry> {
  const extra: GameModule[] = [];
  try {
    const examples: object = await import("@rulesmith/core/examples");
    const duel = exported(examples, "diceDuel");
    if (isRuleset(duel)) extra.push(diceDuelModule(duel));
  } catch {
    // No dice duel without @rulesmith/core/examples; the real games do not need it.
  }
  return buildRegistry([], [gameFromPackage(wardPackage), gameFromPackage(wardomPackage), gameFromPackage(guardiansPackage), ...extra]);
}

function known(registry: GameRegistry): string {
  const ids = [...registry.games.map((g) => own(g, "id")), ...registry.unplayable.map((g) => own(g, "id"))];
  return someNames(ids);
}

/** The registry, when it is one: an object with a list of games and a list of unplayable games. */
function registryProblem(registry: unknown): Result<never> | undefined {
  if (isRecord(registry) && isList(own(registry, "games")) && isList(own(registry, "unplayable"))) return undefined;
  return err(ruleError("registry/invalid", `A game registry is { games, unplayable } (from loadRegistry or buildRegistry), not ${excerpt(registry)}.`));
}

/** The game `id` names in a registry's list, or `undefined`. */
function withId<T>(list: readonly T[], id: unknown): T | undefined {
  for (let i = 0; i < list.length; i++) {
    const g = own(list, String(i));
    if (own(g, "id") === id) return g as T;
  }
  return undefined;
}

function unknownGame(registry: GameRegistry, id: unknown): Result<never> {
  return err(ruleError("game/unknown", `There is no game ${excerpt(id, QUOTE_MAX)}. Games: ${known(registry)}.`, { details: { game: typeof id === "string" ? id : excerpt(id) } }));
}

/**
 * Finds a playable game by id.
 *
 * @param registry - The registry.
 * @param id - The game id.
 * @returns The game, or `game/unknown` (no such game) or `game/not-playable` (its package
 *   does not export a ruleset yet, naming what it lacks), or `registry/invalid` for a
 *   registry that is not one.
 * @example
 * ```ts
 * import { findGame, loadRegistry } from "@rulesmith/cli";
 * const game = findGame(await loadRegistry(), "dice-duel");
 * ```
 */
export function findGame(registry: GameRegistry, id: string): Result<GameModule> {
  const problem = registryProblem(registry);
  if (problem !== undefined) return problem;
  const game = withId(registry.games, id);
  if (game !== undefined) return ok(game);
  const partial = withId(registry.unplayable, id);
  if (partial !== undefined) {
    return err(
      ruleError("game/not-playable", `${partial.name} cannot be played yet: its package does not export ${partial.missing.join(" and ")}.`, {
        details: { game: id, missing: [...partial.missing] },
      }),
    );
  }
  return unknownGame(registry, id);
}

/**
 * Finds a game's card tools by id, playable or not.
 *
 * @param registry - The registry.
 * @param id - The game id.
 * @returns The card tools, or `game/unknown`, or `registry/invalid` for a registry that is not one.
 * @example
 * ```ts
 * import { findCardTools, loadRegistry } from "@rulesmith/cli";
 * const tools = findCardTools(await loadRegistry(), "ward");
 * ```
 */
export function findCardTools(registry: GameRegistry, id: string): Result<CardTools> {
  const problem = registryProblem(registry);
  if (problem !== undefined) return problem;
  const tools = withId<CardTools>(registry.games, id) ?? withId<CardTools>(registry.unplayable, id);
  if (tools !== undefined) return ok(tools);
  return unknownGame(registry, id);
}
