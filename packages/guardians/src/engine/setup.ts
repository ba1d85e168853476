import {
  slotOf,
  CoreErrorCode,
  createClock,
  createZoneMap,
  DEFAULT_DECKLISTS,
  err,
  ok,
  Rng,
  ruleError,
  seedRng,
  shuffled,
  type CardInstance,
  type DecklistVisibility,
  type DiceMode,
  type JsonValue,
  type Result,
  type ZoneDef,
} from "@rulesmith/core";
import { parseCardSet, type Card } from "../cards/cards.js";
import { validateDeck, type Deck } from "../cards/deck.js";
import { DEFAULT_GAME_OPTIONS, parseOptions, type GameOptions } from "./engine-options.js";
import { NO_CONDITIONS } from "../rules/conditions.js";
import { SAMPLE_CARDS } from "../cards/sample-cards.js";
import { STARTER_DECKS } from "../cards/starter-decks.js";
import { STATE_VERSION, zoneId, type GuardiansConfig, type GuardiansState, type PlayerState, type Unit } from "./state.js";
import { CREATURE_SLOTS } from "../rules/summon.js";
import { ROW_SLOTS } from "./legal.js";

/**
 * A ready config with the starter decks: two players by default, or 3-4 (free-for-all,
 * G-AMB-3) with the two starter decks alternating.
 *
 * @param seed - The seed.
 * @param players - Number of players (2 to 4).
 * @returns The config.
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/guardians";
 * ruleset.setup(demoConfig(42)).ok; // true
 * ```
 */
export function demoConfig(seed: number, players = 2): GuardiansConfig {
  const decks: Deck[] = [];
  for (let i = 0; i < players; i++) decks.push(STARTER_DECKS[i % 2] ?? STARTER_DECKS[0]);
  return players === 2 ? { seed, decks } : { seed, decks, options: { players } };
}

/** A deck that validateDeck accepted, read field by field. */
function deckOf(raw: unknown): Deck | null {
  if (typeof raw !== "object" || raw === null) return null;
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
 * import { parseConfig, STARTER_DECKS } from "@rulesmith/guardians";
 * parseConfig({ seed: 1, decks: STARTER_DECKS }).ok; // true
 * parseConfig({ seed: 1, decks: [STARTER_DECKS[0]] }).ok; // false: two players need two decks
 * ```
 */
export function parseConfig(config: unknown): Result<ParsedConfig> {
  const c = config;
  const problems: string[] = [];
  const fail = (): Result<ParsedConfig> =>
    err(ruleError(CoreErrorCode.BadConfig, `The config is not valid: ${problems.join("; ")}.`, { details: { problems: problems.slice() as JsonValue } }));
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
  if (!opts.ok) {
    const d: unknown = opts.error.details;
    const list: unknown = typeof d === "object" && d !== null && !Array.isArray(d) ? Reflect.get(d, "problems") : undefined;
    if (Array.isArray(list)) for (const x of list as unknown[]) problems.push(String(x));
    else problems.push(opts.error.message);
  }
  let pool: readonly Card[] = SAMPLE_CARDS;
  if (Object.hasOwn(c, "cards")) {
    const cardsRaw: unknown = Reflect.get(c, "cards");
    const set = parseCardSet({ name: "config cards", cards: cardsRaw });
    if (set.ok) pool = set.value.cards;
    else for (const p of set.error.problems) problems.push(`cards: ${p.message}`);
  }
  const decksRaw: unknown = Reflect.get(c, "decks");
  const players = opts.ok ? opts.value.players : 2;
  if (!Array.isArray(decksRaw)) problems.push("decks is a list with one deck per player");
  else if (decksRaw.length !== players) problems.push(`there are ${players} players (option players), so decks holds ${players} decks, not ${decksRaw.length}`);
  const options = opts.ok ? opts.value : DEFAULT_GAME_OPTIONS;
  const decks: Deck[] = [];
  if (Array.isArray(decksRaw)) {
    decksRaw.forEach((raw: unknown, i) => {
      const report = validateDeck(raw, pool, options);
      for (const e of report.errors) problems.push(`deck ${i}: ${e.message}${e.rule === undefined ? "" : ` (${e.rule})`}`);
      const deck = report.legal ? deckOf(raw) : null;
      if (deck !== null) decks.push(deck);
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
 * import { demoConfig, setup } from "@rulesmith/guardians";
 * setup(demoConfig(1)).ok; // true
 * ```
 */
export function setup(config: GuardiansConfig): Result<GuardiansState> {
  const parsed = parseConfig(config);
  if (!parsed.ok) return parsed;
  const { seed, decks, options, dice, decklists } = parsed.value;
  const pool = parsed.value.cards;
  const players = options.players;
  const byId = new Map<string, Card>();
  for (const card of pool) byId.set(card.id, card);
  const defs: Record<string, Card> = {};
  const rng = new Rng(seedRng(seed));
  const lists: { p: number; zone: "guardian" | "deck" | "attack"; def: string }[] = [];
  decks.forEach((deck, p) => {
    lists.push({ p, zone: "guardian", def: deck.guardian });
    for (const id of deck.main) lists.push({ p, zone: "deck", def: id });
    for (const id of deck.attack) lists.push({ p, zone: "attack", def: id });
  });
  const numbers = shuffled(
    rng,
    lists.map((_, i) => i),
  );
  const cards: Record<string, CardInstance> = {};
  const placement: Record<string, string[]> = {};
  const zoneDefsAll: ZoneDef[] = [];
  for (let p = 0; p < players; p++) {
    zoneDefsAll.push(...zoneDefs(p));
    placement[zoneId(p, "guardian")] = [];
    placement[zoneId(p, "deck")] = [];
    placement[zoneId(p, "attack")] = [];
  }
  lists.forEach((entry, i) => {
    const id = `c${numbers[i] ?? i}`;
    cards[id] = { def: entry.def, owner: entry.p };
    const def = byId.get(entry.def);
    if (def !== undefined) defs[entry.def] = def;
    placement[zoneId(entry.p, entry.zone)]?.push(id);
  });
  const zones = createZoneMap(zoneDefsAll, placement);
  if (!zones.ok) return zones;
  // Every Guardian starts in play; every other card starts with no status.
  const units: (Unit | null)[] = new Array<Unit | null>(Object.keys(cards).length).fill(null);
  for (let p = 0; p < players; p++) {
    for (const id of zones.value.zones[zoneId(p, "guardian")]?.cards ?? []) {
      units[slotOf(zones.value, id)] = { damage: 0, conditions: NO_CONDITIONS, attacked: false, usedAbilities: [], enteredTurn: 0, atkMod: 0, counter: 0 };
    }
  }
  const seats: number[] = [];
  for (let p = 0; p < players; p++) seats.push(p);
  const clock = createClock(seats, 0, "setup");
  if (!clock.ok) return clock;
  const ps: PlayerState[] = seats.map(() => ({ out: false, outReason: null, handAside: false }));
  return ok({
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
