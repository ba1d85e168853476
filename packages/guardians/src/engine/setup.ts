import {
  slotOf,
  configCardSet,
  CoreErrorCode,
  createClock,
  createZoneMap,
  DEFAULT_DECKLISTS,
  err,
  FrozenMemo,
  isDeepFrozen,
  ok,
  Rng,
  problemsError,
  problemsOf,
  seedRng,
  shuffled,
  type CardInstance,
  type DecklistVisibility,
  type DiceMode,
  type Result,
  type ZoneDef,
} from "@rulesmith/core";
import { parseCardSet, type Card } from "../cards/cards.js";
import { validateDeck, type Deck } from "../cards/deck.js";
import { DEFAULT_GAME_OPTIONS, parseOptions, type GameOptions } from "./engine-options.js";
import { NO_CONDITIONS } from "../rules/conditions.js";
import { sampleCards } from "../cards/sample-cards.js";
import { starterDecks } from "../cards/starter-decks.js";
import { STATE_VERSION, zoneId, type GuardiansConfig, type GuardiansState, type PlayerState, type Unit, type ZoneName } from "./state.js";
import { NONE_USED } from "./work.js";
import { CREATURE_SLOTS } from "../rules/summon.js";
import { ROW_SLOTS } from "./legal.js";

/**
 * A ready config with the starter decks: two players by default, or 3-4 (free-for-all,
 * G-AMB-3) with the two starter decks alternating.
 *
 * @param seed - The seed.
 * @param players - Number of players (2 to 4). Any other value gives a config that `setup`
 *   refuses, naming the `players` option (at most 4 decks are dealt for it).
 * @returns The config.
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * ruleset.setup(demoConfig(42)).ok; // true
 * ruleset.setup(demoConfig(42, 7)).ok; // false — config/invalid: 2 to 4 players
 * ```
 */
export function demoConfig(seed: number, players = 2): GuardiansConfig {
  const decks: Deck[] = [];
  // Bounded: an out-of-range count (Infinity, 1e9) is setup's to refuse, not a loop's to run.
  const dealt = Math.min(typeof players === "number" ? players : 0, 4);
  for (let i = 0; i < dealt; i++) decks.push(starterDecks[i % 2] ?? starterDecks[0]);
  return players === 2 ? { seed, decks } : { seed, decks, options: { players } };
}

/** A deck that validateDeck accepted, read field by field (a deeply frozen one as it is). */
function deckOf(raw: unknown): Deck | null {
  if (typeof raw !== "object" || raw === null) return null;
  if (isDeepFrozen(raw)) return raw as Deck;
  const name: unknown = Reflect.get(raw, "name");
  const guardian: unknown = Reflect.get(raw, "guardian");
  const main: unknown = Reflect.get(raw, "main");
  const attack: unknown = Reflect.get(raw, "attack");
  const list = (x: unknown): string[] | null => (Array.isArray(x) && x.every((y) => typeof y === "string") ? x.slice() : null);
  const m = list(main);
  const a = list(attack);
  if (typeof name !== "string" || typeof guardian !== "string" || m === null || a === null) return null;
  return { name, guardian, main: m, attack: a };
}

/**
 * Decks found legal, by deck, card pool and the deck options read: only decks and pools frozen
 * all the way down (the starter decks, the sample set), which cannot change after the check.
 * A bot or a simulation sets up thousands of matches from the same decks; checking each deck
 * again every time was a third of `setup`.
 */
const legalDecks = new FrozenMemo<true>();

function deckOptionsKey(o: GameOptions): string {
  return `${String(o.guardianCountsInMainDeck)} ${String(o.attackDeckCopyLimit)} ${o.maxPlaceableMinionLevel}`;
}

/** Whether a deeply frozen deck was found legal with this pool and these options before. */
function knownLegal(raw: unknown, pool: readonly Card[], options: GameOptions): boolean {
  return legalDecks.recall([raw, pool], deckOptionsKey(options)) === true;
}

function rememberLegal(raw: unknown, pool: readonly Card[], options: GameOptions): void {
  legalDecks.remember([raw, pool], true, deckOptionsKey(options));
}

/** A Guardian's unit at the start of the match (shared: states are never written in place). */
const GUARDIAN_UNIT: Unit = /* @__PURE__ */ Object.freeze({ damage: 0, conditions: NO_CONDITIONS, attacked: false, usedAbilities: NONE_USED, enteredTurn: 0, atkMod: 0, counter: 0 });

/** The card pool by card id, kept for a pool frozen all the way down (the sample set). */
const poolIndexes = new FrozenMemo<ReadonlyMap<string, Card>>();

function poolIndex(pool: readonly Card[]): ReadonlyMap<string, Card> {
  const known = poolIndexes.recall([pool]);
  if (known !== undefined) return known;
  const byId = new Map<string, Card>();
  for (const card of pool) byId.set(card.id, card);
  poolIndexes.remember([pool], byId);
  return byId;
}

/** Every card of the decks in deck order (Guardian, main deck, Attack Deck, player by player), and the definitions used. */
interface Dealt {
  readonly owners: readonly number[];
  readonly defIds: readonly string[];
  readonly zoneOf: readonly ZoneName[];
  /** Shared by every match dealt from the same decks and pool: a state's `defs` is never written. */
  readonly defs: Readonly<Record<string, Card>>;
}

// The last decks dealt, when every deck and the pool are frozen all the way down (the starter
// decks and the sample set): a bot or simulation sets up thousands of matches from them.
let lastDealt: { readonly decks: readonly Deck[]; readonly pool: readonly Card[]; readonly dealt: Dealt } | undefined;

function dealt(decks: readonly Deck[], pool: readonly Card[]): Dealt {
  const last = lastDealt;
  if (last?.pool === pool && last.decks.length === decks.length && last.decks.every((d, i) => d === decks[i])) return last.dealt;
  const byId = poolIndex(pool);
  const owners: number[] = [];
  const defIds: string[] = [];
  const zoneOf: ZoneName[] = [];
  const defs: Record<string, Card> = {};
  const add = (p: number, id: string, zone: ZoneName): void => {
    owners.push(p);
    defIds.push(id);
    zoneOf.push(zone);
    const card = byId.get(id);
    if (card !== undefined && !Object.hasOwn(defs, id)) defs[id] = card;
  };
  for (let p = 0; p < decks.length; p++) {
    const deck = decks[p];
    if (deck === undefined) continue;
    add(p, deck.guardian, "guardian");
    for (const id of deck.main) add(p, id, "deck");
    for (const id of deck.attack) add(p, id, "attack");
  }
  const out: Dealt = { owners, defIds, zoneOf, defs };
  if (isDeepFrozen(pool) && decks.every((d) => isDeepFrozen(d))) lastDealt = { decks: decks.slice(), pool, dealt: out };
  return out;
}

/** 0 to n - 1. */
function indices(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** The card ids c0 to c(n - 1), made once per n: the same strings in every match. */
const CARD_IDS: string[][] = [];
function cardIds(n: number): readonly string[] {
  let ids = CARD_IDS[n];
  if (ids === undefined && n <= 10_000) {
    ids = [];
    for (let k = 0; k < n; k++) ids.push(`c${k}`);
    CARD_IDS[n] = ids;
  }
  return ids ?? indices(n).map((k) => `c${k}`);
}

/** A card instance, shared by every match that has one of that definition and owner (instances never change). */
const INSTANCES = new Map<string, CardInstance[]>();
function instance(def: string, owner: number): CardInstance {
  let byOwner = INSTANCES.get(def);
  if (byOwner === undefined) {
    byOwner = [];
    if (INSTANCES.size < 10_000) INSTANCES.set(def, byOwner);
  }
  return (byOwner[owner] ??= Object.freeze({ def, owner }));
}

const LAYOUTS: (readonly ZoneDef[])[] = [];
/**
 * The zone layout of a player count ({@link zoneLayout}), made once and frozen.
 *
 * @param players - The number of players.
 * @returns The zone definitions.
 * @internal
 * @example
 * ```ts
 * layoutOf(2).length; // 16
 * ```
 */
export function layoutOf(players: number): readonly ZoneDef[] {
  return (LAYOUTS[players] ??= Object.freeze(zoneLayout(players)));
}

const CONFIG_KEYS = ["seed", "decks", "cards", "dice", "decklists", "options"];

/**
 * The zones of a match of `players` players (G-MAT-1..7, plus the hand and the drawn Attack
 * Cards): every state of the match has exactly these.
 *
 * @param players - The number of players.
 * @returns The zone definitions, player by player.
 * @internal
 * @example
 * ```ts
 * zoneLayout(2).length; // 16
 * ```
 */
export function zoneLayout(players: number): ZoneDef[] {
  const out: ZoneDef[] = [];
  for (let p = 0; p < players; p++) out.push(...zoneDefs(p));
  return out;
}

function zoneDefs(p: number): ZoneDef[] {
  return [
    { id: zoneId(p, "guardian"), owner: p, visibility: "public", capacity: 1 },
    { id: zoneId(p, "field"), owner: p, visibility: "public", capacity: CREATURE_SLOTS },
    { id: zoneId(p, "row"), owner: p, visibility: "public", capacity: ROW_SLOTS },
    { id: zoneId(p, "discard"), owner: p, visibility: "public" },
    { id: zoneId(p, "attack"), owner: p, visibility: "hidden" },
    { id: zoneId(p, "deck"), owner: p, visibility: "hidden" },
    { id: zoneId(p, "hand"), owner: p, visibility: "owner" },
    { id: zoneId(p, "drawn"), owner: p, visibility: "owner", capacity: 3 },
  ];
}

/**
 * A config after validation: the seed, the legal decks, the card pool, the dice mode and the
 * full options.
 *
 * @example
 * ```ts
 * import { demoConfig, parseConfig } from "@rulesmith/guardians";
 * const c = parseConfig(demoConfig(1));
 * if (c.ok) c.value.options.players; // 2
 * ```
 */
export interface ParsedConfig {
  /** Seed of the generator, a finite number or a string. */
  readonly seed: number | string;
  /** One legal deck per player, in seat order (checked by {@link validateDeck}). */
  readonly decks: readonly Deck[];
  /** The validated card pool: the config's cards, or the sample set when it gave none. */
  readonly cards: readonly Card[];
  /** Where dice come from: `"seeded"` (the default) or `"external"`. */
  readonly dice: DiceMode;
  /** Whether players know each other's decklists: `"hidden"` (the default) or `"open"`. */
  readonly decklists: DecklistVisibility;
  /** Every rule option, defaults filled in for those the config left out. */
  readonly options: GameOptions;
}

/**
 * Validates a config from outside: its fields, the options (defaults for those left out), the
 * card pool (default the sample set) and each deck against the deck rules. Every problem is
 * reported at once in `details.problems`.
 *
 * Implements G-DECK-1..4, G-AMB-3, G-AMB-16, G-AMB-17.
 *
 * @param config - The config (unchecked).
 * @returns The parsed config, or `config/invalid`.
 * @example
 * ```ts
 * import { parseConfig, starterDecks } from "@rulesmith/guardians";
 * parseConfig({ seed: 1, decks: starterDecks }).ok; // true
 * parseConfig({ seed: 1, decks: [starterDecks[0]] }).ok; // false — two players need two decks
 * ```
 */
export function parseConfig(config: unknown): Result<ParsedConfig> {
  const c = config;
  const problems: string[] = [];
  const fail = (): Result<ParsedConfig> =>
    err(problemsError(CoreErrorCode.BadConfig, "The config has", problems));
  if (typeof c !== "object" || c === null || Array.isArray(c)) {
    problems.push("a config is an object { seed, decks, cards?, dice?, decklists?, options? }");
    return fail();
  }
  for (const k of Object.keys(c)) if (!CONFIG_KEYS.includes(k)) problems.push(`unknown config field "${k}"`);
  const seed: unknown = Reflect.get(c, "seed");
  if (typeof seed !== "string" && !(typeof seed === "number" && Number.isFinite(seed))) problems.push("the seed is a number or a string");
  const diceRaw: unknown = Object.hasOwn(c, "dice") ? Reflect.get(c, "dice") : "seeded";
  if (diceRaw !== "seeded" && diceRaw !== "external") problems.push('dice is "seeded" or "external"');
  const dice: DiceMode = diceRaw === "external" ? "external" : "seeded";
  const decklistsRaw: unknown = Object.hasOwn(c, "decklists") ? Reflect.get(c, "decklists") : DEFAULT_DECKLISTS;
  if (decklistsRaw !== "open" && decklistsRaw !== "hidden") problems.push('decklists is "open" or "hidden"');
  const decklists: DecklistVisibility = decklistsRaw === "open" ? "open" : "hidden";
  const opts = parseOptions(Object.hasOwn(c, "options") ? Reflect.get(c, "options") : undefined);
  if (!opts.ok) problems.push(...problemsOf(opts.error));
  let pool: readonly Card[] = sampleCards;
  let cardsOk = true;
  if (Object.hasOwn(c, "cards")) {
    const cardsRaw: unknown = Reflect.get(c, "cards");
    // A card set `{ name, cards }`, as a card file holds it, or a plain list of cards (core's configCardSet).
    const set = parseCardSet(configCardSet(cardsRaw));
    if (set.ok) pool = set.value.cards;
    else {
      cardsOk = false;
      for (const p of set.error.problems) problems.push(p.card === "(set)" ? `cards: ${p.message}` : `cards: ${p.card}: ${p.message}`);
    }
  }
  const decksRaw: unknown = Reflect.get(c, "decks");
  const players = opts.ok ? opts.value.players : 2;
  // A bad players option is the problem itself: the deck count is not also blamed on a count that was never read.
  const playersRead = opts.ok || !problemsOf(opts.error).some((p) => p.startsWith("players "));
  if (!Array.isArray(decksRaw)) problems.push("decks is a list with one deck per player");
  else if (playersRead && decksRaw.length !== players) problems.push(`there are ${players} players (option players), so decks holds ${players} decks, not ${decksRaw.length}`);
  const options = opts.ok ? opts.value : DEFAULT_GAME_OPTIONS;
  const decks: Deck[] = [];
  // Checked against cards that could not be read, every deck line would be one more "no card has
  // the id" beside the card problems that cause it.
  if (Array.isArray(decksRaw) && !cardsOk) problems.push("the decks are checked once the card data is fixed");
  else if (Array.isArray(decksRaw)) {
    decksRaw.forEach((raw: unknown, i) => {
      if (knownLegal(raw, pool, options)) {
        decks.push(raw as Deck);
        return;
      }
      const report = validateDeck(raw, pool, options);
      for (const e of report.errors) problems.push(`deck ${i}: ${e.rule === undefined ? e.message : `${e.message.replace(/\.$/, "")} (${e.rule})`}`);
      const deck = report.legal ? deckOf(raw) : null;
      if (deck !== null) decks.push(deck);
      if (report.legal) rememberLegal(raw, pool, options);
    });
  }
  if (problems.length > 0 || (typeof seed !== "string" && typeof seed !== "number")) return fail();
  return ok({ seed, decks, cards: pool, dice, decklists, options });
}

/**
 * Validates a config ({@link parseConfig}) and builds the starting state. Nothing random
 * happens here except the seeded assignment of opaque card ids; the first action (`start`)
 * shuffles, deals and rolls for the first player, so physical dice work from the start.
 *
 * Implements G-DECK-1..4, G-MAT-1..7, G-AMB-3, G-AMB-16, G-AMB-17.
 *
 * @param config - The config (unchecked).
 * @returns The state, or `config/invalid`.
 * @example
 * ```ts
 * import { demoConfig, setupMatch } from "@rulesmith/guardians";
 * setupMatch(demoConfig(1)).ok; // true
 * ```
 */
export function setupMatch(config: GuardiansConfig): Result<GuardiansState> {
  const parsed = parseConfig(config);
  if (!parsed.ok) return parsed;
  const { seed, decks, options, dice, decklists } = parsed.value;
  const players = options.players;
  const { owners, defIds, zoneOf, defs } = dealt(decks, parsed.value.cards);
  const rng = new Rng(seedRng(seed));
  const n = defIds.length;
  const numbers = shuffled(rng, indices(n));
  // The instance table is written in id order (c0, c1, ...), the same order in every match:
  // written in the dealt order, each match made objects of new shapes, twice as slow to build.
  const byNumber = new Array<CardInstance>(n);
  const placement: Record<string, string[]> = {};
  for (let p = 0; p < players; p++) {
    placement[zoneId(p, "guardian")] = [];
    placement[zoneId(p, "deck")] = [];
    placement[zoneId(p, "attack")] = [];
  }
  const ids = cardIds(n);
  for (let i = 0; i < n; i++) {
    const k = numbers[i] ?? i;
    const def = defIds[i] ?? "";
    const owner = owners[i] ?? 0;
    byNumber[k] = instance(def, owner);
    placement[zoneId(owner, zoneOf[i] ?? "deck")]?.push(ids[k] ?? `c${k}`);
  }
  const cards: Record<string, CardInstance> = {};
  for (let k = 0; k < n; k++) cards[ids[k] ?? `c${k}`] = byNumber[k] ?? instance("", 0);
  const zones = createZoneMap(layoutOf(players), placement);
  if (!zones.ok) return zones;
  // Every Guardian starts in play; every other card starts with no status.
  const units: (Unit | null)[] = new Array<Unit | null>(n).fill(null);
  for (let p = 0; p < players; p++) {
    for (const id of zones.value.zones[zoneId(p, "guardian")]?.cards ?? []) units[slotOf(zones.value, id)] = GUARDIAN_UNIT;
  }
  const seats: number[] = [];
  for (let p = 0; p < players; p++) seats.push(p);
  const clock = createClock(seats, 0, "setup");
  if (!clock.ok) return clock;
  const ps: PlayerState[] = seats.map(() => ({ out: false, outReason: null, handAside: false }));
  return ok({
    game: "guardians",
    version: STATE_VERSION,
    options,
    defs,
    cards,
    zones: zones.value,
    decklists,
    units,
    players: ps,
    clock: clock.value,
    first: 0,
    turn: { setup: true, placed: false, retreated: false, guardianBattled: false, phaseKingAttacked: false, phaseGuardianBattled: false, defeated: 0, remaining: [] },
    decision: { kind: "start", player: 0, target: null },
    resume: null,
    outcome: null,
    rng: rng.state(),
    dice,
    chance: null,
  });
}
