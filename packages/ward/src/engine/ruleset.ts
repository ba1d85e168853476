// The Ward Ruleset: setup, the contract functions, saved-state validation and the bot heuristic.
import {
  allCards,
  applyWithChance,
  chanceAnswerer,
  chanceDecision,
  CoreErrorCode,
  createClock,
  createZones,
  err,
  ok,
  parseChanceHost,
  parseClock,
  parseStackState,
  parseZones,
  redactEvents,
  ruleError,
  Rng,
  seedRng,
  shuffled,
  type Decision,
  type GameEvent,
  type Outcome,
  type PlayerId,
  type Result,
  type Ruleset,
  type Viewer,
  type ZoneDef,
} from "@rulesmith/core";
import { parseCard, type Card } from "../cards/cards.js";
import { parseConfig, parseOptions } from "./options.js";
import { legalActions } from "./legal.js";
import { transition } from "./transition.js";
import type { CardInstance, CreatureStatus, Job, MagicStatus, PendingDecision, PlayerState, WardAction, WardConfig, WardState } from "./types.js";
import { determinizeState, secretsOf, viewOf, type WardView } from "./view.js";
import { cemeteryTotalOf, primaryOf, statsOf, zid } from "./work.js";
import type { CreatureStats } from "../rules/stats.js";

function zoneDefs(): ZoneDef[] {
  const out: ZoneDef[] = [];
  for (const p of [0, 1] as const) {
    out.push(
      { id: zid(p, "deck"), owner: p, visibility: "hidden" },
      { id: zid(p, "hand"), owner: p, visibility: "owner" },
      { id: zid(p, "primary"), owner: p, visibility: "public", capacity: 1 },
      { id: zid(p, "limited"), owner: p, visibility: "public", capacity: 4 },
      { id: zid(p, "magic"), owner: p, visibility: "public" },
      { id: zid(p, "cemetery"), owner: p, visibility: "public" },
    );
  }
  out.push({ id: "chain", visibility: "public" });
  return out;
}

function freshPlayer(): PlayerState {
  return { fielded: false, normalSummonUsed: false, killedOwn: false, replacementIsNormal: false, mulliganUsed: false, cemeteryAdjustment: 0, uncounted: [], roll: null };
}

/**
 * Starts a match from a {@link WardConfig}: checks it (decks, card data, options; every problem
 * at once), gives every card an opaque instance id, shuffles both decks (W-QS.3-1) and waits
 * for the first `start` action, which rolls for the first player (W-QS.3-2). Nothing is rolled
 * here, so physical dice work from the first roll.
 *
 * @param config - The config.
 * @returns The starting state, or a `config/invalid` error.
 * @example
 * ```ts
 * import { demoConfig, setupMatch } from "@rulesmith/ward";
 * const s = setupMatch(demoConfig(7));
 * if (s.ok) s.value.decision; // { kind: "start", player: 0 }
 * ```
 */
export function setupMatch(config: WardConfig): Result<WardState> {
  const parsed = parseConfig(config);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  const rng = new Rng(seedRng(c.seed));
  const entries: { def: string; owner: PlayerId }[] = [];
  for (const p of [0, 1] as const) for (const def of c.decks[p]) entries.push({ def, owner: p });
  const order = shuffled(rng, entries.map((_, i) => i));
  const cards: Record<string, CardInstance> = {};
  const decks: [string[], string[]] = [[], []];
  order.forEach((entryIndex, n) => {
    const e = entries[entryIndex];
    if (e === undefined) return;
    const id = `c${n}`;
    cards[id] = { id, def: e.def, owner: e.owner };
    decks[e.owner === 0 ? 0 : 1].push(id);
  });
  const zones = createZones(zoneDefs(), { [zid(0, "deck")]: shuffled(rng, decks[0]), [zid(1, "deck")]: shuffled(rng, decks[1]) });
  if (!zones.ok) return zones;
  const clock = createClock([0, 1], 0, "setup");
  if (!clock.ok) return clock;
  return ok({
    version: 1,
    options: c.options,
    clock: clock.value,
    cards,
    defs: c.defs,
    zones: zones.value,
    creatures: {},
    magics: {},
    players: [freshPlayer(), freshPlayer()],
    decision: { kind: "start", player: 0 },
    stack: null,
    jobs: [],
    combatOver: false,
    outcome: null,
    rng: rng.state(),
    dice: c.dice,
    chance: null,
  });
}

const PROMPTS: Readonly<Record<PendingDecision["kind"], [string, string]>> = {
  start: ["Roll for who goes first (each player rolls one die).", "W-QS.3-2"],
  "choose-order": ["You rolled to choose: go first or second?", "W-QS.3-2"],
  discard: ["Discard down to 8 cards.", "W-9.1-3"],
  main: ["Summon, play magics, or move on.", "W-9.1-1"],
  combat: ["Declare a battle, or end the Combat Phase.", "W-QS.5-7"],
  respond: ["Respond with one Lightning card, or pass.", "W-14.4.1-1"],
  promote: ["Your primary is gone: choose the Limited Summon that becomes your primary.", "W-13.3.6-1"],
  replace: ["Your primary is gone: summon a replacement now (no magic meanwhile).", "W-QS.4-2"],
  choose: ["Choose for the card effect.", "W-QS.8-1"],
};

function pending(s: WardState): Decision | undefined {
  if (s.outcome !== null) return undefined;
  const chance = chanceDecision(s);
  if (chance !== undefined) return chance;
  const d = s.decision;
  if (d === null) return undefined;
  const [prompt, rule] = PROMPTS[d.kind];
  const text = d.kind === "choose" ? `Choose ${d.purpose}.` : d.kind === "main" && s.clock.phase === "magic" ? "Play magics, or end your turn." : prompt;
  return { kind: d.kind, players: [d.player], prompt: text, rule };
}

function activePlayers(s: WardState): readonly PlayerId[] {
  if (s.outcome !== null) return [];
  if (s.chance !== null) return [chanceAnswerer(s.chance)];
  return s.decision === null ? [] : [s.decision.player];
}

function apply(s: WardState, player: PlayerId, action: WardAction): Result<{ readonly state: WardState; readonly events: readonly GameEvent[] }> {
  if (s.outcome !== null) return err(ruleError(CoreErrorCode.GameOver, "The match is over."));
  if (player !== 0 && player !== 1) return err(ruleError(CoreErrorCode.UnknownPlayer, `There is no player ${String(player)} in a Ward match (players 0 and 1).`));
  return applyWithChance(s, player, action, transition);
}

const isObj = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);
const get = (o: object, k: string): unknown => (Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined);
const isSeat = (v: unknown): v is PlayerId => v === 0 || v === 1;
const STATE_KEYS = ["version", "options", "clock", "cards", "defs", "zones", "creatures", "magics", "players", "decision", "stack", "jobs", "combatOver", "outcome", "rng", "dice", "chance"];
const DECISION_KINDS: readonly string[] = Object.keys(PROMPTS);
const JOB_KINDS: readonly string[] = ["battle", "actions", "summoned", "end-combat"];

function bad(why: string): { ok: false; error: ReturnType<typeof ruleError> } {
  return err(ruleError(CoreErrorCode.BadState, `Not a valid Ward state: ${why}.`));
}

function parsePlayer(v: unknown): PlayerState | undefined {
  if (!isObj(v)) return undefined;
  const b = (k: string): boolean | undefined => {
    const x = get(v, k);
    return typeof x === "boolean" ? x : undefined;
  };
  const fielded = b("fielded");
  const normalSummonUsed = b("normalSummonUsed");
  const killedOwn = b("killedOwn");
  const replacementIsNormal = b("replacementIsNormal");
  const mulliganUsed = b("mulliganUsed");
  const adj = get(v, "cemeteryAdjustment");
  const uncounted = get(v, "uncounted");
  const roll = get(v, "roll");
  if (fielded === undefined || normalSummonUsed === undefined || killedOwn === undefined || replacementIsNormal === undefined || mulliganUsed === undefined) return undefined;
  if (typeof adj !== "number" || !Number.isInteger(adj) || !Array.isArray(uncounted) || !(uncounted as unknown[]).every((x) => typeof x === "string")) return undefined;
  if (!(roll === null || (typeof roll === "number" && Number.isInteger(roll)))) return undefined;
  return { fielded, normalSummonUsed, killedOwn, replacementIsNormal, mulliganUsed, cemeteryAdjustment: adj, uncounted: (uncounted as string[]).slice(), roll };
}

function parseOutcome(v: unknown): Outcome | null | undefined {
  if (v === null) return null;
  if (!isObj(v)) return undefined;
  const winners = get(v, "winners");
  const losers = get(v, "losers");
  const reason = get(v, "reason");
  const rule = get(v, "rule");
  const seats = (x: unknown): x is PlayerId[] => Array.isArray(x) && (x as unknown[]).every(isSeat);
  if (!seats(winners) || !seats(losers) || typeof reason !== "string") return undefined;
  return typeof rule === "string" ? { winners: winners.slice(), losers: losers.slice(), reason, rule } : { winners: winners.slice(), losers: losers.slice(), reason };
}

/**
 * Validates a saved state before use: shape, versions, options, card data, zones and card
 * conservation (every instance in exactly one zone, no card created or lost), field statuses
 * matching the field, the chain and the pending roll.
 *
 * Implements no rule: it validates saved data before use.
 *
 * @param value - Anything (for example `JSON.parse` of a saved game).
 * @returns The state, or a `state/invalid` error naming the first problem.
 * @example
 * ```ts
 * import { demoConfig, parseWardState, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) parseWardState(JSON.parse(JSON.stringify(s.value))).ok; // true
 * ```
 */
export function parseWardState(value: unknown): Result<WardState> {
  try {
    if (!isObj(value)) return bad("not an object");
    const keys = Object.keys(value);
    if (keys.length !== STATE_KEYS.length || !STATE_KEYS.every((k) => Object.hasOwn(value, k))) return bad(`the fields are ${STATE_KEYS.join(", ")}`);
    if (get(value, "version") !== 1) return bad("version is 1");
    const options = parseOptions(get(value, "options"));
    if (!options.ok) return bad(`options: ${options.error.message}`);
    const host = parseChanceHost(value);
    if (!host.ok) return host;
    const clock = parseClock(get(value, "clock"));
    if (!clock.ok) return clock;
    const defsRaw = get(value, "defs");
    if (!isObj(defsRaw)) return bad("defs is a table");
    const defs: Record<string, Card> = {};
    for (const [k, raw] of Object.entries(defsRaw)) {
      const c = parseCard(raw);
      if (!c.ok || c.value.id !== k) return bad(`card definition ${k} is invalid`);
      defs[k] = c.value;
    }
    const cardsRaw = get(value, "cards");
    if (!isObj(cardsRaw)) return bad("cards is a table");
    const cards: Record<string, CardInstance> = {};
    for (const [k, raw] of Object.entries(cardsRaw)) {
      if (!isObj(raw)) return bad(`card ${k} is not an object`);
      const id = get(raw, "id");
      const def = get(raw, "def");
      const owner = get(raw, "owner");
      if (id !== k || typeof def !== "string" || !Object.hasOwn(defs, def) || !isSeat(owner) || Object.keys(raw).length !== 3) return bad(`card ${k} is not { id, def, owner } of a known definition`);
      cards[k] = { id: k, def, owner };
    }
    const zones = parseZones(get(value, "zones"));
    if (!zones.ok) return zones;
    const expected = zoneDefs().map((d) => d.id);
    if (Object.keys(zones.value).length !== expected.length || !expected.every((z) => Object.hasOwn(zones.value, z))) return bad(`the zones are ${expected.join(", ")}`);
    const placed = allCards(zones.value);
    if (placed.length !== Object.keys(cards).length || !placed.every((c) => Object.hasOwn(cards, c))) return bad("card conservation: every card instance must be in exactly one zone");
    const creaturesRaw = get(value, "creatures");
    const magicsRaw = get(value, "magics");
    if (!isObj(creaturesRaw) || !isObj(magicsRaw)) return bad("creatures and magics are tables");
    const onField: string[] = [];
    for (const p of [0, 1] as const) for (const z of ["primary", "limited"] as const) for (const c of zones.value[zid(p, z)]?.cards ?? []) onField.push(c);
    const creatureKeys = Object.keys(creaturesRaw);
    if (creatureKeys.length !== onField.length || !onField.every((c) => Object.hasOwn(creaturesRaw, c))) return bad("creature statuses must match the creatures on the field");
    const creatures: Record<string, CreatureStatus> = {};
    for (const k of creatureKeys) {
      const st = get(creaturesRaw, k);
      if (!isObj(st) || typeof get(st, "hp") !== "number" || typeof get(st, "limited") !== "boolean" || !Array.isArray(get(st, "grants")) || !Array.isArray(get(st, "overTime"))) return bad(`creature ${k} has a bad status`);
      creatures[k] = st as CreatureStatus;
    }
    const magicField: string[] = [];
    for (const p of [0, 1] as const) for (const c of zones.value[zid(p, "magic")]?.cards ?? []) magicField.push(c);
    const magicKeys = Object.keys(magicsRaw);
    if (magicKeys.length !== magicField.length || !magicField.every((c) => Object.hasOwn(magicsRaw, c))) return bad("magic statuses must match the magics on the field");
    const magics: Record<string, MagicStatus> = {};
    for (const k of magicKeys) {
      const st = get(magicsRaw, k);
      if (!isObj(st) || !isSeat(get(st, "controller"))) return bad(`magic ${k} has a bad status`);
      magics[k] = st as MagicStatus;
    }
    const playersRaw = get(value, "players");
    if (!Array.isArray(playersRaw) || playersRaw.length !== 2) return bad("players holds two players");
    const p0 = parsePlayer((playersRaw as unknown[])[0]);
    const p1 = parsePlayer((playersRaw as unknown[])[1]);
    if (p0 === undefined || p1 === undefined) return bad("a player's bookkeeping is malformed");
    const decisionRaw = get(value, "decision");
    if (!(decisionRaw === null || (isObj(decisionRaw) && typeof get(decisionRaw, "kind") === "string" && DECISION_KINDS.includes(get(decisionRaw, "kind") as string) && isSeat(get(decisionRaw, "player"))))) return bad("decision is null or a known decision");
    const stackRaw = get(value, "stack");
    let stack: WardState["stack"] = null;
    if (stackRaw !== null) {
      const st = parseStackState(stackRaw);
      if (!st.ok) return st;
      stack = st.value;
    }
    const jobsRaw = get(value, "jobs");
    if (!Array.isArray(jobsRaw) || !(jobsRaw as unknown[]).every((j) => isObj(j) && JOB_KINDS.includes(String(get(j, "kind"))))) return bad("jobs is a list of known jobs");
    const combatOver = get(value, "combatOver");
    if (typeof combatOver !== "boolean") return bad("combatOver is true or false");
    const outcome = parseOutcome(get(value, "outcome"));
    if (outcome === undefined) return bad("outcome is null or { winners, losers, reason }");
    const copy = JSON.parse(JSON.stringify({ creatures, magics, decision: decisionRaw, jobs: jobsRaw })) as { creatures: Record<string, CreatureStatus>; magics: Record<string, MagicStatus>; decision: PendingDecision | null; jobs: Job[] };
    return ok({
      version: 1,
      options: options.value,
      clock: clock.value,
      cards,
      defs,
      zones: zones.value,
      creatures: copy.creatures,
      magics: copy.magics,
      players: [p0, p1],
      decision: copy.decision,
      stack,
      jobs: copy.jobs,
      combatOver,
      outcome,
      rng: host.value.rng,
      dice: host.value.dice,
      chance: host.value.chance,
    });
  } catch {
    return bad("it could not be read");
  }
}

/**
 * A heuristic score of a state for `player`, in [-1, 1], for bots: a won match is 1, a lost
 * one -1, a draw 0; otherwise the distance of both cemeteries to the threshold, the primaries'
 * HP and the cards in hand.
 *
 * Implements no rule: it is a heuristic for bots.
 *
 * @param s - The state.
 * @param player - Whose score.
 * @returns A number from -1 to 1.
 * @example
 * ```ts
 * import { demoConfig, evaluate, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) evaluate(s.value, 0); // 0 at the start
 * ```
 */
export function evaluate(s: WardState, player: PlayerId): number {
  const me: PlayerId = player === 1 ? 1 : 0;
  const foe: PlayerId = me === 0 ? 1 : 0;
  if (s.outcome !== null) return s.outcome.winners.includes(me) ? 1 : s.outcome.losers.includes(me) ? (s.outcome.winners.length === 0 ? 0 : -1) : 0;
  const th = s.options.cemeteryThreshold;
  const cem = (cemeteryTotalOf(s, foe) - cemeteryTotalOf(s, me)) / th;
  const hpOf = (p: PlayerId): number => {
    const c = primaryOf(s, p);
    const st = c === null ? undefined : s.creatures[c];
    return st === undefined ? 0 : st.hp / 100;
  };
  const hand = ((s.zones[zid(me, "hand")]?.cards.length ?? 0) - (s.zones[zid(foe, "hand")]?.cards.length ?? 0)) / 8;
  const score = 0.6 * cem + 0.3 * Math.tanh(hpOf(me) - hpOf(foe)) + 0.1 * Math.tanh(hand);
  return score > 0.99 ? 0.99 : score < -0.99 ? -0.99 : score;
}

/**
 * The Ward: Trading Card Game ruleset: the whole `Ruleset` contract of `@rulesmith/core` for a
 * two-player match, with physical dice (`dice: "external"`) for every roll.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(3));
 * if (!s.ok) throw new Error(s.error.message);
 * let state = s.value;
 * while (ruleset.outcome(state) === undefined) {
 *   const p = ruleset.activePlayers(state)[0] ?? 0;
 *   const a = ruleset.legalActions(state, p)[0];
 *   if (a === undefined) break;
 *   const r = ruleset.apply(state, p, a);
 *   if (!r.ok) throw new Error(r.error.message);
 *   state = r.value.state;
 * }
 * ```
 */
export const ruleset: Ruleset<WardState, WardAction, WardConfig, WardView> = {
  id: "ward",
  version: 1,
  setup: setupMatch,
  players: () => [0, 1],
  activePlayers,
  pending,
  legalActions,
  apply,
  outcome: (s) => s.outcome ?? undefined,
  view: (s: WardState, viewer: Viewer) => viewOf(s, viewer),
  viewEvents: (events, viewer) => redactEvents(events, viewer),
  determinize: determinizeState,
  secrets: secretsOf,
  parseState: parseWardState,
};

/**
 * The effective stats of a creature on the field now: printed stats with its Equips, Field
 * magics and grants applied, AL never above 12 (W-QS.6-5, W-17.1-1), or `undefined` when the
 * card is not a creature on the field.
 *
 * @param s - The state.
 * @param card - The instance id.
 * @returns The stats, or `undefined`.
 * @example
 * ```ts
 * import { creatureStats, demoConfig, ruleset } from "@rulesmith/ward";
 * const start = ruleset.setup(demoConfig(1));
 * // undefined until c3 is a creature on the field; then its AL, 12 at most
 * if (start.ok) console.log(creatureStats(start.value, "c3")?.armorLevel);
 * ```
 */
export function creatureStats(s: WardState, card: string): CreatureStats | undefined {
  return s.creatures[card] === undefined ? undefined : statsOf(s, card);
}
