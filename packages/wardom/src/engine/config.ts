/**
 * The engine's config: options with the matrix's defaults, validation of the whole config
 * (every problem at once), the starting state (D-SETUP-1..2, D-RES-1..3) and the demo config.
 */
import { configCardSet, CoreErrorCode, createClock, createZoneMap, dealCardIds, DEFAULT_DECKLISTS, err, excerpt, FrozenMemo, isRecord, ok, own, problemsError, problemsOf, Rng, seedRng, shuffled, type DiceMode, type JsonValue, type PlayerId, type Result, type ZoneDef } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { DeckList } from "../cards/deck.js";
import { parseCardSet } from "../cards/parse-cards.js";
import { sampleCards } from "../cards/sample-cards.js";
import { starterDecks } from "../cards/starter-decks.js";
import { validateDeck } from "../cards/deck.js";
import { startingEnergy } from "../rules/energy.js";
import { ACTION_ZONE_LIMIT, SIDE_ZONE_LIMIT, STARTING_HAND, STARTING_RESOLVE } from "../rules/limits.js";
import { DEFAULT_ENGINE_OPTIONS, type EngineOptions, type WardomConfig, type WardomState } from "./types.js";
import { FIELD, ZONE_NAMES, zid } from "./work.js";

const CHOICES: Readonly<Record<string, readonly (string | boolean)[]>> = {
  totals: ["by-position", "all-stats"],
  destroyCompare: ["position-stat", "combat", "support"],
  tenacityCompare: ["winner-combat-total", "highest-unit-combat"],
  trWagerBan: ["all-tr-units", "marked-only"],
  allowResolveToZeroPayment: [true, false],
  fieldReplacement: ["cost-gte", "cost-gt", "free"],
  dangerDelay: ["same-stage-next-round", "next-round-start"],
  cleanseRemovesPermanent: [true, false],
  routing: ["optional", "all-mandatory"],
  winnerWager: ["stays", "returns-to-hand"],
  wagerVisibility: ["face-down", "face-up"],
  trRepeatFromSideZone: [true, false],
  deckoutLoses: [false, true],
  equipUsesActionSlot: [false, true],
  comebackLimit: ["once-per-round", "unlimited"],
  silenceDisablesStatuses: [false, true],
  simultaneousLoss: ["draw", "first-player-loses"],
  autoPass: ["public", "no-answer"],
};


/**
 * Checks rule options from outside: every key known, every value allowed; missing keys take
 * the defaults.
 *
 * Implements no rule: it reads and checks rule options from outside data.
 *
 * @param value - The options (any subset), or undefined.
 * @returns The full options, or a `config/invalid` error listing every problem.
 * @example
 * ```ts
 * import { parseOptions } from "@rulesmith/wardom";
 * parseOptions({ routing: "all-mandatory" }).ok; // true
 * parseOptions({ routing: "sometimes" }).ok;     // false
 * ```
 */
export function parseOptions(value: unknown): Result<EngineOptions> {
  if (value === undefined) return ok(DEFAULT_ENGINE_OPTIONS);
  if (!isRecord(value)) return err(problemsError(CoreErrorCode.BadConfig, "The options have", ["the options are an object of option fields"]));
  const problems: string[] = [];
  const out: Record<string, unknown> = { ...DEFAULT_ENGINE_OPTIONS };
  for (const k of Object.keys(value)) {
    if (k !== "maxRounds" && !Object.hasOwn(CHOICES, k)) {
      // An unknown option is named, not read.
      problems.push(`unknown option ${excerpt(k)}`);
      continue;
    }
    const v = own(value, k);
    if (k === "maxRounds") {
      if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 1000) out[k] = v;
      else problems.push("maxRounds is a whole number from 1 to 1000");
      continue;
    }
    const allowed = Object.hasOwn(CHOICES, k) ? CHOICES[k] : undefined;
    if (allowed === undefined) problems.push(`unknown option ${excerpt(k)}`);
    else if ((typeof v === "string" || typeof v === "boolean") && allowed.includes(v)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    else problems.push(`option ${k} is one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}`);
  }
  if (problems.length > 0) return err(problemsError(CoreErrorCode.BadConfig, "The options have", problems));
  return ok(buildOptions(out));
}

function buildOptions(o: Record<string, unknown>): EngineOptions {
  const d = DEFAULT_ENGINE_OPTIONS;
  const pick = <K extends keyof EngineOptions>(k: K): EngineOptions[K] => {
    const v = o[k];
    return (CHOICES[k]?.includes(v as string) === true || (k === "maxRounds" && typeof v === "number") ? v : d[k]) as EngineOptions[K];
  };
  return {
    totals: pick("totals"),
    destroyCompare: pick("destroyCompare"),
    tenacityCompare: pick("tenacityCompare"),
    trWagerBan: pick("trWagerBan"),
    allowResolveToZeroPayment: pick("allowResolveToZeroPayment"),
    fieldReplacement: pick("fieldReplacement"),
    dangerDelay: pick("dangerDelay"),
    cleanseRemovesPermanent: pick("cleanseRemovesPermanent"),
    routing: pick("routing"),
    winnerWager: pick("winnerWager"),
    wagerVisibility: pick("wagerVisibility"),
    trRepeatFromSideZone: pick("trRepeatFromSideZone"),
    deckoutLoses: pick("deckoutLoses"),
    equipUsesActionSlot: pick("equipUsesActionSlot"),
    comebackLimit: pick("comebackLimit"),
    silenceDisablesStatuses: pick("silenceDisablesStatuses"),
    simultaneousLoss: pick("simultaneousLoss"),
    autoPass: pick("autoPass"),
    maxRounds: pick("maxRounds"),
  };
}

/**
 * A ready config: the seed, seeded dice, the two starter decks over the sample cards and the
 * default options.
 *
 * Implements no rule: it is a demo helper that builds a ready config.
 *
 * @param seed - The seed.
 * @returns The config.
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/wardom";
 * ruleset.setup(demoConfig(42)).ok; // true
 * ```
 */
export function demoConfig(seed: number): WardomConfig {
  return { seed, dice: "seeded", decks: [starterDecks[0], starterDecks[1]], options: {} };
}

/**
 * The zones of a match, per player and shared.
 * @internal
 */
/**
 * Every zone of a Wardom match (D-ZONE-1..5): per player `p0/deck` (hidden), `p0/hand` (its
 * owner's), and the public `combat`, `support`, `coin`, `action`, `side`, `treasury`, `void`,
 * `forbidden`, and the engine's `equip`, `stack` and `reveal` (face-down cards there are their
 * owner's alone); the shared `field`.
 * @internal
 * @example
 * ```ts
 * LAYOUT.length; // 27
 * ```
 */
export const LAYOUT: readonly ZoneDef[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ zoneDefs());

function zoneDefs(): ZoneDef[] {
  const out: ZoneDef[] = [];
  for (const p of [0, 1] as const) {
    for (const name of ZONE_NAMES) {
      const visibility = name === "deck" ? "hidden" : name === "hand" ? "owner" : "public";
      const capacity = name === "side" ? SIDE_ZONE_LIMIT : name === "action" ? ACTION_ZONE_LIMIT : null;
      out.push({ id: zid(p, name), owner: p, visibility, capacity });
    }
  }
  out.push({ id: FIELD, owner: null, visibility: "public", capacity: 1 });
  return out;
}

/**
 * Decks found legal, by deck and card list, when both are frozen all the way down (the starter
 * decks and sample cards are): nothing in them can change, so a match set up from them again (a
 * simulation sets up thousands; the check was about 3% of a random playout) need not check them
 * again.
 */
const legalDecks = new FrozenMemo<true>();

function knownLegal(deck: unknown, cards: readonly Card[]): boolean {
  return legalDecks.recall([deck, cards]) === true;
}

function rememberLegal(deck: unknown, cards: readonly Card[]): void {
  legalDecks.remember([deck, cards], true);
}

function parseDeck(v: unknown, i: number, problems: string[]): DeckList | undefined {
  if (!isRecord(v)) {
    problems.push(`deck ${i} is not a deck list`);
    return undefined;
  }
  const name = own(v, "name");
  const cards = own(v, "cards");
  if (typeof name !== "string" || !Array.isArray(cards)) {
    problems.push(`deck ${i} needs a name and a cards list`);
    return undefined;
  }
  const list: { id: string; count: number }[] = [];
  for (const e of cards as unknown[]) {
    const id = isRecord(e) ? own(e, "id") : undefined;
    const count = isRecord(e) ? own(e, "count") : undefined;
    if (typeof id !== "string" || typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 60) {
      problems.push(`deck ${i} has an entry that is not { id, count }`);
      return undefined;
    }
    list.push({ id, count });
  }
  return { name, cards: list };
}

/**
 * A config checked by {@link parseConfig}: every field present and valid, both decks legal
 * with the card data.
 *
 * @example
 * ```ts
 * import { demoConfig, parseConfig, type ParsedConfig } from "@rulesmith/wardom";
 * const parsed = parseConfig(demoConfig(1));
 * const c: ParsedConfig | undefined = parsed.ok ? parsed.value : undefined;
 * c?.decks[0].name; // "Ember Vanguard"
 * ```
 */
export interface ParsedConfig {
  /** The seed. */
  readonly seed: number | string;
  /** The dice mode. */
  readonly dice: DiceMode;
  /** Whether the decklists are known to both players. */
  readonly decklists: "open" | "hidden";
  /** The rule options, defaults filled in. */
  readonly options: EngineOptions;
  /** The card data the decks refer to (the sample cards unless the config gave its own). */
  readonly cards: readonly Card[];
  /** Player 0's deck and player 1's. */
  readonly decks: readonly [DeckList, DeckList];
}

/**
 * Validates a {@link WardomConfig} from outside: its fields, the seed, dice mode, decklist
 * visibility, options, card data and both decks against the deck rules (D-SETUP-1, D-DECK-1,
 * D-DECK-2). Every problem is reported at once: `details.problems` lists them as sentences,
 * and `details.decks` the deck problems with their codes and rules.
 *
 * @param config - Anything.
 * @returns The parsed config, or a `config/invalid` error.
 * @example
 * ```ts
 * import { parseConfig } from "@rulesmith/wardom";
 * parseConfig({ seed: 1 }).ok; // false — two decks are needed
 * ```
 */
export function parseConfig(config: unknown): Result<ParsedConfig> {
  const c = config;
  if (!isRecord(c)) return err(problemsError(CoreErrorCode.BadConfig, "The config has", ["a Wardom config is an object { seed, decks, cards?, dice?, decklists?, options? }"], { decks: [] }));
  const problems: string[] = [];
  const details: JsonValue[] = [];
  for (const k of Object.keys(c)) if (!["seed", "dice", "decks", "cards", "decklists", "options"].includes(k)) problems.push(`unknown config field "${k}"`);
  const decklists = own(c, "decklists") ?? DEFAULT_DECKLISTS;
  if (decklists !== "open" && decklists !== "hidden") problems.push('decklists is "open" or "hidden"');
  const seed = own(c, "seed");
  if (typeof seed !== "string" && !(typeof seed === "number" && Number.isFinite(seed))) problems.push("the seed is a number or a string");
  const rawDice = own(c, "dice") ?? "seeded";
  if (rawDice !== "seeded" && rawDice !== "external") problems.push('dice are "seeded" or "external"');
  const options = parseOptions(own(c, "options"));
  if (!options.ok) problems.push(...problemsOf(options.error));
  let cards: readonly Card[] = sampleCards;
  const rawCards = own(c, "cards");
  let cardsOk = true;
  if (rawCards !== undefined) {
    // A card set `{ name, cards }`, as a card file holds it, or a plain list of cards (core's configCardSet).
    const parsed = parseCardSet(configCardSet(rawCards));
    if (parsed.ok) cards = parsed.value.cards;
    else {
      problems.push(`card data: ${parsed.error.message}`);
      cardsOk = false;
    }
  }
  const rawDecks = own(c, "decks");
  const decks: DeckList[] = [];
  if (!Array.isArray(rawDecks) || rawDecks.length !== 2) problems.push("there are exactly two decks, one per player (D-SETUP-1)");
  else if (!cardsOk) {
    // Checked against cards that could not be read, every deck line would be one more "no card
    // has the id" beside the card problems that cause it.
    problems.push("the decks are checked once the card data is fixed");
  } else {
    (rawDecks as unknown[]).forEach((d, i) => {
      const deck = parseDeck(d, i, problems);
      if (deck === undefined) return;
      if (!knownLegal(d, cards)) {
        const report = validateDeck(deck, cards);
        for (const e of report.errors) {
          problems.push(`deck ${i}: ${e.message}`);
          details.push({ deck: i, code: e.code, rule: e.rule ?? null, message: e.message });
        }
        if (report.errors.length === 0) rememberLegal(d, cards);
      }
      decks.push(deck);
    });
  }
  const [d0, d1] = decks;
  if (problems.length > 0 || !options.ok || d0 === undefined || d1 === undefined || (typeof seed !== "string" && typeof seed !== "number")) {
    return err(problemsError(CoreErrorCode.BadConfig, "The config has", problems, { decks: details }));
  }
  return ok({
    seed,
    dice: rawDice === "external" ? "external" : "seeded",
    decklists: decklists === "open" ? "open" : "hidden",
    options: options.value,
    cards,
    decks: [d0, d1],
  });
}

/**
 * Validates a config ({@link parseConfig}) and builds the starting state: decks shuffled
 * (seeded), five cards each, 20 resolve, 5/5 energy, and the first-player roll waiting (it runs
 * on the first action, so physical dice work).
 *
 * Implements D-SETUP-1, D-DECK-1, D-DECK-2 (through `validateDeck`), D-RES-1, D-RES-2, D-RES-3,
 * D-ZONE-1, D-ZONE-2, D-ZONE-3, D-ZONE-4, D-ZONE-5, D-START-2.
 *
 * @param config - The config (from outside).
 * @returns The state, or a `config/invalid` error with every problem in `details`.
 * @example
 * ```ts
 * import { setupMatch, demoConfig } from "@rulesmith/wardom";
 * const s = setupMatch(demoConfig(3));
 * if (s.ok) s.value.players[0].resolve; // 20
 * ```
 */
export function setupMatch(config: WardomConfig): Result<WardomState> {
  const parsed = parseConfig(config);
  if (!parsed.ok) return parsed;
  const { seed, dice, decklists, options, cards, decks } = parsed.value;
  const [d0, d1] = decks;
  const defs: Record<string, Card> = {};
  for (const card of cards) defs[card.id] = card;
  const rng = new Rng(seedRng(seed));
  const used: Record<string, Card> = {};
  const entries: { def: string; owner: PlayerId }[] = [];
  [d0, d1].forEach((deck, owner) => {
    for (const e of deck.cards) {
      const def = defs[e.id];
      if (def === undefined) continue;
      used[def.id] = def;
      for (let k = 0; k < e.count; k++) entries.push({ def: e.id, owner });
    }
  });
  // Instance ids say nothing about the card: they are dealt in a seeded random order.
  const dealt = dealCardIds(rng, entries);
  const placement: Record<string, string[]> = {};
  for (const owner of [0, 1] as const) {
    const order = shuffled(rng, dealt.byOwner[owner] ?? []);
    placement[zid(owner, "hand")] = order.slice(0, STARTING_HAND);
    placement[zid(owner, "deck")] = order.slice(STARTING_HAND);
  }
  const zones = createZoneMap(LAYOUT, placement);
  if (!zones.ok) return zones;
  // Before the roll is decided nobody's turn has begun; the chosen player begins round 1 (D-FIRST-1).
  const clock = createClock([0, 1], 0, "first-roll", { rounds: "explicit" });
  if (!clock.ok) return clock;
  return ok({
    game: "wardom",
    version: 7,
    options,
    clock: clock.value,
    jobs: [],
    cards: dealt.cards,
    defs: used,
    zones: zones.value,
    decklists,
    players: [
      { resolve: STARTING_RESOLVE, energy: startingEnergy() },
      { resolve: STARTING_RESOLVE, energy: startingEnergy() },
    ],
    units: {},
    marked: [],
    attached: {},
    setAt: {},
    setCosts: {},
    uses: {},
    battle: null,
    decision: { kind: "first-roll", player: 0 },
    stack: null,
    outcome: null,
    rng: rng.state(),
    dice,
    chance: null,
  });
}
