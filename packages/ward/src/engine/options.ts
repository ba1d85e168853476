import { configCardSet, CoreErrorCode, DEFAULT_DECKLISTS, err, excerpt, FrozenMemo, ok, problemsError, problemsOf, ruleError, type DecklistVisibility, type Result, type RuleError } from "@rulesmith/core";
import { parseCardSet, type Card, type CardSet } from "../cards/cards.js";
import { validateDeck, type DeckList } from "../cards/deck.js";
import { sampleCardSet } from "../cards/sample-cards.js";
import { starterDecks } from "../cards/starter-decks.js";
import type { WardConfig, WardOptions } from "./types.js";

/**
 * The default options: the proposed defaults of the rules matrix's ambiguity register
 * (section 6), with a finite Time Out of 100 turn cycles so that every match ends.
 *
 * @example
 * ```ts
 * import { DEFAULT_OPTIONS } from "@rulesmith/ward";
 * DEFAULT_OPTIONS.cemeteryThreshold; // 300
 * ```
 */
export const DEFAULT_OPTIONS: WardOptions = /* @__PURE__ */ Object.freeze({
  cemeteryThreshold: 300,
  cemeteryLossMode: "auto",
  simultaneousLoss: "draw",
  firstPlayerChooser: "lower",
  handLimitCheck: "after-draw",
  countDiscardedCreatures: true,
  reshuffleLoopCap: 100,
  allowTargetLimitedSummons: false,
  limitedSummonBattle: "additional",
  magicCapScope: "infinite-only",
  criticalHitAlwaysHits: false,
  pctRounding: "floor",
  dotEndsWithSource: true,
  dotStackScope: "any",
  hotStacking: true,
  maxTurnCycles: 100,
  autoPass: "empty-hand",
  format: "casual",
  banned: /* @__PURE__ */ Object.freeze([]),
  limited: /* @__PURE__ */ Object.freeze([]),
});

const own = (o: object, k: string): unknown => (Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined);
const isObj = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);

function pick<T extends string>(raw: object, key: string, values: readonly T[], fallback: T, problems: string[]): T {
  const v = own(raw, key);
  if (v === undefined) return fallback;
  for (const x of values) if (x === v) return x;
  problems.push(`options.${key} is one of ${values.map((x) => `"${x}"`).join(", ")}`);
  return fallback;
}
function bool(raw: object, key: string, fallback: boolean, problems: string[]): boolean {
  const v = own(raw, key);
  if (v === undefined) return fallback;
  if (typeof v === "boolean") return v;
  problems.push(`options.${key} is true or false`);
  return fallback;
}
function int(raw: object, key: string, min: number, max: number, fallback: number, problems: string[]): number {
  const v = own(raw, key);
  if (v === undefined) return fallback;
  if (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max) return v;
  problems.push(`options.${key} is a whole number from ${min} to ${max}`);
  return fallback;
}
function names(raw: object, key: string, problems: string[]): readonly string[] {
  const v = own(raw, key);
  if (v === undefined) return [];
  if (Array.isArray(v) && (v as unknown[]).every((x) => typeof x === "string")) return (v as string[]).slice();
  problems.push(`options.${key} is a list of card names or ids`);
  return [];
}

const OPTION_KEYS = Object.keys(DEFAULT_OPTIONS);

/**
 * Reads options from outside data: every missing option takes its default; every problem is
 * listed.
 *
 * Implements no rule: it reads and checks options from outside data.
 *
 * @param value - `undefined` or an object of options.
 * @returns The full options, or a `config/invalid` error listing every problem in `details.problems`.
 * @example
 * ```ts
 * import { parseOptions } from "@rulesmith/ward";
 * const r = parseOptions({ cemeteryThreshold: 150 });
 * if (r.ok) r.value.cemeteryThreshold; // 150
 * ```
 */
export function parseOptions(value: unknown): Result<WardOptions> {
  if (value === undefined) return ok(DEFAULT_OPTIONS);
  if (!isObj(value)) return err(problemsError(CoreErrorCode.BadConfig, "The options have", ["the options are an object of option fields"]));
  const problems: string[] = [];
  for (const k of Object.keys(value)) if (!OPTION_KEYS.includes(k)) problems.push(`unknown option ${excerpt(k)}`);
  const d = DEFAULT_OPTIONS;
  const maxRaw = own(value, "maxTurnCycles");
  let maxTurnCycles = d.maxTurnCycles;
  if (maxRaw === null) maxTurnCycles = null;
  else if (maxRaw !== undefined) maxTurnCycles = int(value, "maxTurnCycles", 1, 10_000, 100, problems);
  const options: WardOptions = {
    cemeteryThreshold: int(value, "cemeteryThreshold", 1, 1_000_000, d.cemeteryThreshold, problems),
    cemeteryLossMode: pick(value, "cemeteryLossMode", ["auto", "callout"], d.cemeteryLossMode, problems),
    simultaneousLoss: pick(value, "simultaneousLoss", ["draw", "active-player-loses", "roll-off"], d.simultaneousLoss, problems),
    firstPlayerChooser: pick(value, "firstPlayerChooser", ["lower", "higher"], d.firstPlayerChooser, problems),
    handLimitCheck: pick(value, "handLimitCheck", ["after-draw", "before-draw"], d.handLimitCheck, problems),
    countDiscardedCreatures: bool(value, "countDiscardedCreatures", d.countDiscardedCreatures, problems),
    reshuffleLoopCap: int(value, "reshuffleLoopCap", 1, 10_000, d.reshuffleLoopCap, problems),
    allowTargetLimitedSummons: bool(value, "allowTargetLimitedSummons", d.allowTargetLimitedSummons, problems),
    limitedSummonBattle: pick(value, "limitedSummonBattle", ["additional", "instead-of-primary"], d.limitedSummonBattle, problems),
    magicCapScope: pick(value, "magicCapScope", ["infinite-only", "all-lingering"], d.magicCapScope, problems),
    criticalHitAlwaysHits: bool(value, "criticalHitAlwaysHits", d.criticalHitAlwaysHits, problems),
    pctRounding: pick(value, "pctRounding", ["floor", "ceil", "half-up"], d.pctRounding, problems),
    dotEndsWithSource: bool(value, "dotEndsWithSource", d.dotEndsWithSource, problems),
    dotStackScope: pick(value, "dotStackScope", ["any", "same-source"], d.dotStackScope, problems),
    hotStacking: bool(value, "hotStacking", d.hotStacking, problems),
    maxTurnCycles,
    autoPass: pick(value, "autoPass", ["empty-hand", "no-answer"], d.autoPass, problems),
    format: pick(value, "format", ["casual", "official"], d.format, problems),
    banned: names(value, "banned", problems),
    limited: names(value, "limited", problems),
  };
  if (problems.length > 0) {
    return err(problemsError(CoreErrorCode.BadConfig, "The options have", problems));
  }
  return ok(options);
}

/**
 * A config checked and read: the options, the card set, both decks as card lists, dice mode
 * and seed.
 *
 * @example
 * ```ts
 * import { parseConfig, demoConfig } from "@rulesmith/ward";
 * const r = parseConfig(demoConfig(1));
 * if (r.ok) r.value.decks[0].length; // 30
 * ```
 */
export interface ParsedConfig {
  /** The seed. */
  readonly seed: number | string;
  /** The dice mode. */
  readonly dice: "seeded" | "external";
  /** Whether the decklists are known to both players. */
  readonly decklists: DecklistVisibility;
  /** The options. */
  readonly options: WardOptions;
  /** The card definitions by id. */
  readonly defs: Readonly<Record<string, Card>>;
  /** Each player's deck as definition ids, in list order. */
  readonly decks: readonly [readonly string[], readonly string[]];
}

/**
 * Decks found legal, by deck and card set, when both are frozen all the way down (the starter
 * decks and sample cards are): nothing in them can change, so a match set up from them again
 * (a simulation sets up thousands) need not check them again. Casual play only: the official
 * format's lists make the answer depend on more than the two.
 */
const legalDecks = new FrozenMemo<readonly string[]>();

function knownLegal(deck: unknown, set: CardSet, opts: WardOptions): readonly string[] | undefined {
  return opts.format === "casual" ? legalDecks.recall([deck, set]) : undefined;
}

function remember(deck: unknown, set: CardSet, opts: WardOptions, cards: readonly string[]): void {
  if (opts.format === "casual") legalDecks.remember([deck, set], Object.freeze(cards.slice()));
}

/** A card set's cards by id, kept for a set frozen all the way down (the sample cards). */
const setIndexes = new FrozenMemo<ReadonlyMap<string, Card>>();

function cardsById(set: CardSet): ReadonlyMap<string, Card> {
  const known = setIndexes.recall([set]);
  if (known !== undefined) return known;
  const byId = new Map<string, Card>();
  for (const c of set.cards) byId.set(c.id, c);
  setIndexes.remember([set], byId);
  return byId;
}

function expand(deck: DeckList): string[] {
  const out: string[] = [];
  for (const e of deck.cards) for (let i = 0; i < e.count; i++) out.push(e.id);
  return out;
}

/**
 * Validates a {@link WardConfig} from outside: seed, dice mode, options, card set and both
 * decks against the deck rules (W-QS.1-1, W-QS.9-1, W-QS.9-3, W-3.2.2-1). Every problem is
 * reported at once, as sentences in the error's `details.problems`.
 *
 * @param config - Anything.
 * @returns The parsed config, or a `config/invalid` error.
 * @example
 * ```ts
 * import { parseConfig } from "@rulesmith/ward";
 * parseConfig({ seed: 1 }).ok; // false — two decks are needed
 * ```
 */
export function parseConfig(config: unknown): Result<ParsedConfig> {
  if (!isObj(config)) return err(problemsError(CoreErrorCode.BadConfig, "The config has", ["a Ward config is an object { seed, decks, cards?, dice?, decklists?, options? }"]));
  const problems: (string | RuleError)[] = [];
  for (const k of Object.keys(config)) if (!["seed", "decks", "cards", "dice", "decklists", "options"].includes(k)) problems.push(`unknown config field "${k}"`);
  const seed = own(config, "seed");
  if (!(typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed)))) problems.push("the seed is a number or a string");
  const dice = own(config, "dice") ?? "seeded";
  if (dice !== "seeded" && dice !== "external") problems.push('dice is "seeded" or "external"');
  const decklists = own(config, "decklists") ?? DEFAULT_DECKLISTS;
  if (decklists !== "open" && decklists !== "hidden") problems.push('decklists is "open" or "hidden"');
  const options = parseOptions(own(config, "options"));
  if (!options.ok) problems.push(...problemsOf(options.error));
  const cardsRaw = own(config, "cards");
  let set: CardSet = sampleCardSet;
  let cardsOk = true;
  if (cardsRaw !== undefined) {
    // A card set `{ name, cards }`, as a card file holds it, or a plain list of cards (core's configCardSet).
    const parsed = parseCardSet(configCardSet(cardsRaw));
    if (parsed.ok) set = parsed.value;
    else {
      problems.push(parsed.error);
      cardsOk = false;
    }
  }
  const decksRaw = own(config, "decks");
  const decks: (readonly string[])[] = [];
  if (!Array.isArray(decksRaw) || decksRaw.length !== 2) {
    problems.push("decks is a list of two deck lists");
  } else if (!cardsOk) {
    // Checked against cards that could not be read, every deck line would be one more "no card
    // has the id" beside the card problems that cause it.
    problems.push("the decks are checked once the card data is fixed");
  } else {
    const opts = options.ok ? options.value : DEFAULT_OPTIONS;
    (decksRaw as unknown[]).forEach((d, i) => {
      const known = knownLegal(d, set, opts);
      if (known !== undefined) {
        decks.push(known);
        return;
      }
      const report = validateDeck(d, set, { format: opts.format, banned: opts.banned, limited: opts.limited });
      for (const e of report.errors) problems.push(ruleError(e.code, `Player ${i}'s deck: ${e.message}`, e.rule === undefined ? {} : { rule: e.rule }));
      if (report.legal && isObj(d)) {
        const cards = expand(d as DeckList);
        remember(d, set, opts, cards);
        decks.push(cards);
      }
    });
  }
  if (problems.length > 0 || !options.ok || decks.length !== 2) {
    const texts = problems.map((p) => (typeof p === "string" ? p : p.message));
    return err(problemsError(CoreErrorCode.BadConfig, "The config has", texts));
  }
  const byId = cardsById(set);
  const defs: Record<string, Card> = {};
  for (const deck of decks) {
    for (const id of deck) {
      const c = byId.get(id);
      if (c !== undefined && !Object.hasOwn(defs, id)) defs[id] = c;
    }
  }
  const d0 = decks[0] ?? [];
  const d1 = decks[1] ?? [];
  return ok({
    seed: typeof seed === "string" || typeof seed === "number" ? seed : 0,
    dice: dice === "external" ? "external" : "seeded",
    decklists: decklists === "open" ? "open" : "hidden",
    options: options.value,
    defs,
    decks: [d0, d1],
  });
}

/**
 * A ready config: the two starter decks (Forest Ambush for player 0, Iron Works for player
 * 1), seeded dice, default options.
 *
 * Implements no rule: it is a demo helper that builds a ready config.
 *
 * @param seed - The seed.
 * @returns The config.
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * ruleset.setup(demoConfig(42)).ok; // true
 * ```
 */
export function demoConfig(seed: number): WardConfig {
  return { seed, decks: [starterDecks[0], starterDecks[1]] };
}
