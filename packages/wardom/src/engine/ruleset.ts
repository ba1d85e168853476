/**
 * The Wardom match engine as a core `Ruleset`: setup, decisions, legal actions, apply (through
 * core's chance host), views, secrets, determinize and saved-state parsing (the heuristic is in evaluate.ts).
 */
import {
  CoreErrorCode,
  Rng,
  allCards,
  applyWithChance,
  canonicalJson,
  chanceActions,
  chanceAnswerer,
  chanceDecision,
  err,
  isPlainJson,
  ok,
  parseChanceHost,
  parseStackState,
  parseZones,
  ruleError,
  Chance,
  shuffled,
  zoneOf,
  type Decision,
  type GameEvent,
  type PlayerId,
  type Result,
  type RngState,
  type Ruleset,
  type Secrets,
  type Step,
  type TransitionContext,
  type Viewer,
  type Zones,
} from "@rulesmith/core";
import { parseCard } from "../cards/parse-cards.js";
import { sampleCards } from "../cards/sample-cards.js";
import type { Card } from "../cards/cards.js";
import { isLegalWager } from "../rules/wager.js";
import { STATUS_NAMES } from "../cards/vocabulary.js";
import { STAGES } from "../rules/danger.js";
import { ACTION_NAMES, type DecisionData, type UnitState, type GameAction, type GameConfig, type GameState } from "./types.js";
import { parseOptions, setupMatch } from "./config.js";
import { FIELD, ZONE_NAMES, cardsIn, draft, finish, freshUnit, lineUnits, statsOf, zid, holder, type Work, type ZoneName } from "./work.js";
import { legalFor, perform } from "./actions.js";
import { advance, firstRoll } from "./flow.js";

const isObj = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A read-only working view of a state for legal-action queries (no chance use).
 * @internal
 */
function readWork(s: GameState): Work {
  return draft(s, new Chance("seeded", s.rng, []), []);
}

function legalActions(s: GameState, player: PlayerId): readonly GameAction[] {
  if (s.outcome !== null) return [];
  if (s.chance !== null) return chanceActions(s, player);
  return legalFor(readWork(s), player);
}

function transition(s: GameState, player: PlayerId, action: unknown, ctx: TransitionContext): Result<GameState> {
  if (!isObj(action) || typeof Reflect.get(action, "type") !== "string") {
    return err(ruleError(CoreErrorCode.MalformedAction, 'A Wardom action is an object with a "type".'));
  }
  const type = String(Reflect.get(action, "type"));
  if (!ACTION_NAMES.includes(type)) return err(ruleError(CoreErrorCode.MalformedAction, `"${type}" is not a Wardom action.`));
  const w = draft(s, ctx.chance, ctx.events);
  const d = s.decision;
  if (d?.player !== player) {
    return err(ruleError(CoreErrorCode.NotYourTurn, d === null ? "Nobody may act now." : `Player ${d.player} must act now (${d.kind}).`));
  }
  const key = canonicalJson(action);
  const legal = legalFor(w, player);
  const found = legal.find((a) => canonicalJson(a) === key);
  if (found === undefined) {
    return err(ruleError(CoreErrorCode.IllegalAction, `That ${type} action is not legal now (${d.kind}).`, { rule: ruleFor(d) }));
  }
  if (found.type === "roll") {
    w.decision = null;
    firstRoll(w);
  } else perform(w, player, found);
  advance(w);
  const next = finish(s, w);
  redactPersistentSecrets(s, next, ctx.events);
  return ok(next);
}

const CARD_ID = /^c\d+$/;

function mentions(v: unknown, hidden: ReadonlySet<string>): boolean {
  if (typeof v === "string") return CARD_ID.test(v) && hidden.has(v);
  if (Array.isArray(v)) return (v as unknown[]).some((x) => mentions(x, hidden));
  if (isObj(v)) return Object.values(v).some((x) => mentions(x, hidden));
  return false;
}

function scrub(v: unknown, hidden: ReadonlySet<string>): unknown {
  if (typeof v === "string") return CARD_ID.test(v) && hidden.has(v) ? null : v;
  if (Array.isArray(v)) return (v as unknown[]).map((x) => scrub(x, hidden));
  if (isObj(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) Object.defineProperty(out, k, { value: scrub(x, hidden), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

/**
 * Events name cards as they were at the moment (a flipped Unit, a revealed card); when such a
 * card is hidden from a viewer both before and after the whole action (a revealed Unit that
 * went back to its owner's hand), the event is given to that viewer without the card id.
 * @internal
 */
function redactPersistentSecrets(before: GameState, after: GameState, events: GameEvent[]): void {
  const secret = (v: Viewer): Set<string> => {
    const a = new Set(hiddenFrom(after, v));
    return new Set(hiddenFrom(before, v).filter((id) => a.has(id)));
  };
  const spectator = secret("spectator");
  const perPlayer = [secret(0), secret(1)];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e === undefined || e.visibleTo !== undefined) continue;
    const blind = [0, 1].filter((p) => mentions(e, perPlayer[p] ?? spectator));
    if (blind.length === 0 && !mentions(e, spectator)) continue;
    const all = new Set([...spectator, ...(perPlayer[0] ?? []), ...(perPlayer[1] ?? [])]);
    const publicForm = scrub(e, all) as GameEvent;
    events[i] = { ...e, visibleTo: [0, 1].filter((p) => !blind.includes(p)), publicForm };
  }
}

function ruleFor(d: DecisionData): string {
  switch (d.kind) {
    case "first-roll":
    case "choose-order":
      return "D-FIRST-1";
    case "upkeep":
      return "D-RSRC-4";
    case "main":
      return "D-MAIN-1";
    case "sequence":
    case "trigger":
      return "D-SEQ-3";
    case "battle-window":
      return "D-BTL-2";
    case "pick":
      return d.purpose === "guardian" ? "D-ST.Guardian-1" : d.purpose === "front-line" ? "D-AMB-4" : "D-TARGET-1";
    case "discard":
      return "D-END-5";
    case "route":
      return "D-END-2";
    default: {
      const never: never = d;
      return never;
    }
  }
}

function prompt(d: DecisionData): string {
  switch (d.kind) {
    case "first-roll":
      return "Roll two dice each to decide who chooses to act first (the higher total chooses; ties reroll).";
    case "choose-order":
      return "You won the roll: act first or second this round?";
    case "upkeep":
      return "Pay the Field's upkeep, or send it to the void.";
    case "main":
      return "Main Stage: recruit, play or set Actions, play a Field, activate effects, wager, or end the stage.";
    case "sequence":
      return "A sequence is open: add a Swift effect, or pass.";
    case "trigger":
      return "Add or decline your optional triggered effects.";
    case "battle-window":
      return "Battle: use a Swift effect before the totals are compared, or pass.";
    case "pick":
      return d.purpose === "guardian"
        ? "A Unit with Ward would be destroyed: destroy a Guardian in its place, or not."
        : d.purpose === "front-line"
          ? "Choose the front-line Unit your battle destroys."
          : `Choose ${d.min === d.max ? String(d.max) : `${d.min} to ${d.max}`} for the effect.`;
    case "discard":
      return "Discard down to 8 cards.";
    case "route":
      return "Route Units from your line to your Side Zone, or stop.";
    default: {
      const never: never = d;
      return never;
    }
  }
}

function pending(s: GameState): Decision | undefined {
  if (s.outcome !== null) return undefined;
  const c = chanceDecision(s);
  if (c !== undefined) return c;
  const d = s.decision;
  if (d === null) return undefined;
  return { kind: d.kind, players: [d.player], prompt: prompt(d), rule: ruleFor(d) };
}

function activePlayers(s: GameState): readonly PlayerId[] {
  if (s.outcome !== null) return [];
  if (s.chance !== null) return [chanceAnswerer(s.chance)];
  return s.decision === null ? [] : [s.decision.player];
}

function apply(s: GameState, player: PlayerId, action: GameAction): Result<Step<GameState>> {
  if (s.outcome !== null) return err(ruleError(CoreErrorCode.GameOver, "The match is over."));
  if (player !== 0 && player !== 1) return err(ruleError(CoreErrorCode.UnknownPlayer, `There is no player ${String(player)} in Wardom.`));
  return applyWithChance(s, player, action, transition);
}

// ------------------------------------------------------------------------------ views

/**
 * Every card id `viewer` may not identify: all decks, the other hand, the other's face-down cards.
 * @internal
 */
function hiddenFrom(s: GameState, viewer: Viewer): string[] {
  const out: string[] = [];
  for (const p of [0, 1] as const) {
    for (const name of ZONE_NAMES) {
      const z = s.zones[zid(p, name)];
      if (z === undefined) continue;
      if (name === "deck") out.push(...z.cards);
      else if (name === "hand") {
        if (viewer !== p) out.push(...z.cards);
      } else if (viewer !== p) out.push(...z.faceDown);
    }
  }
  return out;
}

/**
 * A visible card: id, definition id and whether it lies face down (own face-down cards).
 * @example
 * ```ts
 * import { demoConfig, ruleset, type CardView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * const hand: readonly CardView[] = start.ok ? (ruleset.view(start.value, 0).sides[0]?.hand ?? []) : [];
 * console.log(hand[0]); // { id: "c24", def: "chaggai-joker-of-old", faceDown: false }
 * ```
 */
export interface CardView {
  /** Instance id of the card. */
  readonly id: string;
  /** Id of its card definition, a key of {@link GameView.defs}. */
  readonly def: string;
  /** `true` when it lies face down (set); only its owner sees such a card, others get `null` in its place. */
  readonly faceDown: boolean;
}

/**
 * A Unit as a viewer sees it on the line or in the Side Zone.
 * @example
 * ```ts
 * import { demoConfig, ruleset, type GameAction, type GameState, type UnitView } from "@rulesmith/wardom";
 * const actions: GameAction[] = [
 *   { type: "roll" },
 *   { type: "go-first" },
 *   { type: "recruit", card: "c24", position: "combat", faceDown: false },
 * ];
 * const start = ruleset.setup(demoConfig(1));
 * let state: GameState | undefined = start.ok ? start.value : undefined;
 * for (const action of actions) {
 *   const step = state === undefined ? undefined : ruleset.apply(state, 0, action);
 *   state = step?.ok === true ? step.value.state : undefined;
 * }
 * const units: readonly UnitView[] = state === undefined ? [] : (ruleset.view(state, 0).sides[0]?.units ?? []);
 * console.log(units); // [{ id: "c24", combat: 3, support: 2, statuses: [], equips: [], trueRecruited: false }]
 * ```
 */
export interface UnitView {
  /** Instance id of the Unit. */
  readonly id: string;
  /** Its effective Combat now: every change, Equip bonus, swap and Corruption roll applied, at least 0. */
  readonly combat: number;
  /** Its effective Support now, computed like `combat`. */
  readonly support: number;
  /** Names of the statuses it holds, its own and its Equips' (they apply only while face-up, D-STATUS-1). */
  readonly statuses: readonly string[];
  /** Instance ids of the Equips attached to it (D-EQUIP-1). */
  readonly equips: readonly string[];
  /** Whether this copy is marked True Recruited (D-TRUE-9). */
  readonly trueRecruited: boolean;
}

/**
 * What one player's side looks like to a viewer.
 * @example
 * ```ts
 * import { demoConfig, ruleset, type SideView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * const other: SideView | undefined = start.ok ? ruleset.view(start.value, 0).sides[1] : undefined;
 * console.log(other?.resolve, other?.handSize, other?.hand); // 20 5 null (the hand is hidden from player 0)
 * ```
 */
export interface SideView {
  /** The player's resolve (D-RES-1, D-WIN-2). */
  readonly resolve: number;
  /** The player's energy (D-ENERGY-1, D-ENERGY-2). */
  readonly energy: {
    /** Energy that can be spent now. */
    readonly available: number;
    /** Maximum energy, up to 10. */
    readonly max: number;
  };
  /** Cards in the hand, which everyone may count. */
  readonly handSize: number;
  /** Cards in the deck; no one sees their order. */
  readonly deckSize: number;
  /** The hand, for its owner only; `null` for every other viewer. */
  readonly hand: readonly CardView[] | null;
  /**
   * The player's other zones by name (`combat`, `support`, `coin`, `action`, `side`, `treasury`,
   * `void`, `forbidden`, `equip`, `stack`, `reveal`); a card the viewer may not see, such as the
   * opponent's set cards and face-down wager, is `null` (D-KW.Set-3).
   */
  readonly zones: Readonly<Record<string, readonly (CardView | null)[]>>;
  /** The Units on the line and in the Side Zone that the viewer may see, line first. */
  readonly units: readonly UnitView[];
}

/**
 * What a viewer may know (D-KW.Set-3): own hand, counts of the other hand and every deck,
 * face-down cards as null to others, no generator state; a pending roll shows only its request.
 * @example
 * ```ts
 * import { demoConfig, ruleset, type GameView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) {
 *   const v: GameView = ruleset.view(start.value, 0);
 *   console.log(v.phase, v.sides[0]?.hand?.length, v.sides[1]?.hand); // "first-roll" 5 null
 * }
 * ```
 */
export interface GameView {
  /** Who the view is for: player 0, player 1 or `"spectator"`. */
  readonly viewer: Viewer;
  /** The round number, from 1. */
  readonly round: number;
  /** The player acting first this round (D-ROUND-2, D-END-4). */
  readonly first: PlayerId;
  /** The engine's step in the round (a {@link Phase}). */
  readonly phase: string;
  /** Where dice faces come from: `"seeded"` or `"external"`. */
  readonly dice: string;
  /** Player 0's side, then player 1's, as the viewer sees them. */
  readonly sides: readonly SideView[];
  /** The shared Field Zone: the Field in play, if any (D-ZONE-3). */
  readonly field: readonly CardView[];
  /** The decision waiting for a player, or `null`. */
  readonly decision: {
    /** The decision's kind (see {@link DecisionData}). */
    readonly kind: string;
    /** The player who must decide. */
    readonly player: PlayerId;
    /** For a pick, the ids that may be picked, shown to the picking player only; otherwise `null`. */
    readonly options: readonly string[] | null;
  } | null;
  /** The entries of the open sequence, oldest first (D-SEQ-1); empty when none is open. */
  readonly stack: readonly {
    /** The entry's id on the sequence. */
    readonly id: number;
    /** The player who added it. */
    readonly controller: PlayerId;
    /** Instance id of its source card, or `null` when the viewer may not see that card. */
    readonly source: string | null;
  }[];
  /** The latest battle (the destroyed Unit's id hidden if the viewer may not see it), or `null` before the first. */
  readonly battle: GameState["battle"];
  /** The roll waiting for physical dice faces, or `null`. */
  readonly chance: {
    /** The player who must enter the faces. */
    readonly player: PlayerId;
    /** What is rolled and why: dice count, sides and purpose. */
    readonly request: NonNullable<GameState["chance"]>["request"];
  } | null;
  /** How the match ended, or `null` while it goes on. */
  readonly outcome: GameState["outcome"];
  /** The definitions of the cards the viewer can see, by card definition id. */
  readonly defs: Readonly<Record<string, Card>>;
}

function cardView(s: GameState, id: string, faceDown: boolean): CardView {
  return { id, def: s.cards[id]?.def ?? "", faceDown };
}

function view(s: GameState, viewer: Viewer): GameView {
  const hidden = new Set(hiddenFrom(s, viewer));
  const w = readWork(s);
  const shownDefs: Record<string, Card> = {};
  const see = (id: string, down: boolean): CardView | null => {
    if (hidden.has(id)) return null;
    const v = cardView(s, id, down);
    const def = s.defs[v.def];
    if (def !== undefined) shownDefs[v.def] = def;
    return v;
  };
  const sides: SideView[] = [0, 1].map((p) => {
    const zones: Record<string, (CardView | null)[]> = {};
    for (const name of ZONE_NAMES) {
      if (name === "deck" || name === "hand") continue;
      const z = s.zones[zid(p, name)];
      zones[name] = z === undefined ? [] : z.cards.map((id) => see(id, z.faceDown.includes(id)));
    }
    const handIds = cardsIn(s.zones, zid(p, "hand"));
    const hand = viewer === p ? handIds.map((id) => see(id, false)).filter((x): x is CardView => x !== null) : null;
    const units: UnitView[] = [];
    for (const id of [...lineUnits(s, p), ...cardsIn(s.zones, zid(p, "side"))]) {
      if (hidden.has(id)) continue;
      const st = statsOf(w, id);
      const equips = Object.entries(s.attached)
        .filter(([, u]) => u === id)
        .map(([e]) => e);
      units.push({ id, combat: st.combat, support: st.support, statuses: holder(w, id).statuses.map((g) => g.status), equips, trueRecruited: s.marked.includes(id) });
    }
    const ps = s.players[p === 0 ? 0 : 1];
    return { resolve: ps.resolve, energy: { available: ps.energy.available, max: ps.energy.max }, handSize: handIds.length, deckSize: cardsIn(s.zones, zid(p, "deck")).length, hand, zones, units };
  });
  const field = cardsIn(s.zones, FIELD)
    .map((id) => see(id, false))
    .filter((x): x is CardView => x !== null);
  const d = s.decision;
  const decision = d === null ? null : { kind: d.kind, player: d.player, options: d.kind === "pick" && viewer === d.player ? d.options.slice() : null };
  const stack = (s.stack?.entries ?? []).map((e) => {
    const src: unknown = isObj(e.payload) ? Reflect.get(e.payload, "source") : null;
    return { id: e.id, controller: e.controller, source: typeof src === "string" && !hidden.has(src) ? src : null };
  });
  const c = s.chance;
  return {
    viewer,
    round: s.round,
    first: s.first,
    phase: s.phase,
    dice: s.dice,
    sides,
    field,
    decision,
    stack,
    battle: s.battle === null ? null : { ...s.battle, destroyed: s.battle.destroyed !== null && hidden.has(s.battle.destroyed) ? null : s.battle.destroyed },
    chance: c === null ? null : { player: chanceAnswerer(c), request: c.request },
    outcome: s.outcome,
    defs: shownDefs,
  };
}

function secrets(s: GameState, viewer: Viewer): Secrets {
  return { hiddenCards: hiddenFrom(s, viewer), rng: s.rng };
}

/**
 * Re-deals what `player` cannot see: their own deck order, and the opponent's hand, deck and
 * face-down cards (set Units, set Actions, the wager) together, into the same places and counts,
 * each face-down place taking a card that could lie there. The hidden ids are sorted before
 * dealing, so the result depends only on what `player` sees and on `rngState`.
 * While the opponent has a pending pick or an action waits for dice faces, only decks are re-dealt.
 * @internal
 */
function determinize(s: GameState, player: PlayerId, rngState: RngState): GameState {
  const rng = new Rng(rngState);
  let zones: Zones = s.zones;
  const put = (id: string, cards: readonly string[], faceDown?: readonly string[]): void => {
    const z = zones[id];
    if (z === undefined) return;
    zones = { ...zones, [id]: { id: z.id, owner: z.owner, capacity: z.capacity, visibility: z.visibility, cards, faceDown: z.visibility === "hidden" ? cards.slice() : (faceDown ?? z.faceDown) } };
  };
  const me = player === 1 ? 1 : 0;
  const foe = me === 0 ? 1 : 0;
  const sorted = (ids: readonly string[]): string[] => ids.slice().sort();
  put(zid(me, "deck"), shuffled(rng, sorted(cardsIn(zones, zid(me, "deck")))));
  const hand = cardsIn(zones, zid(foe, "hand"));
  const deck = cardsIn(zones, zid(foe, "deck"));
  if ((s.decision?.player === foe && s.decision.kind === "pick") || s.chance !== null) {
    // A pending choice of the opponent, or an action paused for dice, may name cards of their hand
    // or face-down cards: only the deck order is re-dealt then.
    put(zid(foe, "deck"), shuffled(rng, sorted(deck)));
    return { ...s, zones, rng: rng.state() };
  }
  // The opponent's face-down cards on the board join the pool and are re-dealt to the same places,
  // each place taking a card that could lie there (a Unit on the line, an Action in a slot, a legal wager).
  const places: { readonly zone: string; readonly old: string }[] = [];
  for (const name of ["combat", "support", "action", "coin"] as const) {
    const z = zones[zid(foe, name)];
    if (z === undefined) continue;
    for (const id of z.cards) if (z.faceDown.includes(id)) places.push({ zone: name, old: id });
  }
  let pool = sorted([...hand, ...deck, ...places.map((x) => x.old)]);
  const fits = (zone: string, id: string): boolean => {
    const def = s.defs[s.cards[id]?.def ?? ""];
    if (def === undefined) return false;
    if (zone === "combat" || zone === "support") return def.type === "unit" && def.trueRecruit === undefined && !s.marked.includes(id);
    if (zone === "action") return def.type !== "unit" && def.type !== "field" && def.type !== "treasure";
    return isLegalWager({ card: def, trueRecruited: s.marked.includes(id) }, s.options);
  };
  const rename: Record<string, string> = {};
  for (const place of places) {
    const options = pool.filter((id) => fits(place.zone, id));
    const pick = options.length === 0 ? place.old : (options[rng.int(options.length)] ?? place.old);
    rename[place.old] = pick;
    pool = pool.filter((id) => id !== pick);
  }
  for (const name of ["combat", "support", "action", "coin"] as const) {
    const z = zones[zid(foe, name)];
    if (z === undefined || z.faceDown.length === 0) continue;
    put(zid(foe, name), z.cards.map((id) => rename[id] ?? id), z.faceDown.map((id) => rename[id] ?? id));
  }
  const rest = shuffled(rng, pool);
  put(zid(foe, "hand"), rest.slice(0, hand.length));
  put(zid(foe, "deck"), rest.slice(hand.length));
  if (places.length === 0) return { ...s, zones, rng: rng.state() };
  // Per-card state follows the place: a set Action keeps when it was set; a face-down Unit is fresh.
  const units: Record<string, UnitState> = {};
  const moved = new Set(places.map((x) => x.old));
  for (const [id, u] of Object.entries(s.units)) if (!moved.has(id)) units[id] = u;
  const setAt: Record<string, GameState["setAt"][string]> = {};
  for (const [id, m] of Object.entries(s.setAt)) if (!moved.has(id)) setAt[id] = m;
  const attached: Record<string, string> = {};
  for (const [e, u] of Object.entries(s.attached)) attached[e] = rename[u] ?? u;
  for (const place of places) {
    const now = rename[place.old] ?? place.old;
    const def = s.defs[s.cards[now]?.def ?? ""];
    if (place.zone === "combat" || place.zone === "support") units[now] = freshUnit(def?.type === "unit" ? def : undefined);
    const at = s.setAt[place.old];
    if (at !== undefined) setAt[now] = at;
  }
  return { ...s, zones, units, setAt, attached, rng: rng.state() };
}

// ------------------------------------------------------------------------------ saved states

const STATE_KEYS = [
  "version",
  "options",
  "round",
  "first",
  "half",
  "phase",
  "cards",
  "defs",
  "zones",
  "players",
  "units",
  "marked",
  "attached",
  "setAt",
  "uses",
  "windowPassed",
  "routed",
  "battle",
  "resolving",
  "decision",
  "stack",
  "outcome",
  "rng",
  "dice",
  "chance",
];

/**
 * The sample cards by id with their canonical JSON: a saved definition equal to one is valid without re-parsing.
 * @internal
 */
const KNOWN_CARDS: ReadonlyMap<string, { readonly card: Card; readonly json: string }> = new Map(sampleCards.map((c) => [c.id, { card: c, json: canonicalJson(c) }]));

const PHASES = ["first-roll", "start", "resource", "upkeep", "resource-triggers", "main", "reveal", "battle-window", "battle-calc", "end", "end-last-will", "discard", "route", "end-final", "over"];

function parseState(value: unknown): Result<GameState> {
  const bad = (why: string): Result<GameState> => err(ruleError(CoreErrorCode.BadState, `Not a valid Wardom state: ${why}.`));
  if (!isObj(value)) return bad("not an object");
  if (!isPlainJson(value)) return bad("not plain JSON");
  const keys = Object.keys(value);
  if (keys.length !== STATE_KEYS.length || !STATE_KEYS.every((k) => Object.hasOwn(value, k))) return bad(`the fields are ${STATE_KEYS.join(", ")}`);
  const v = (k: string): unknown => Reflect.get(value, k) as unknown;
  if (v("version") !== 1) return bad("version is not 1");
  const host = parseChanceHost(value);
  if (!host.ok) return host;
  const options = parseOptions(v("options"));
  if (!options.ok) return bad("bad options");
  const zones = parseZones(v("zones"));
  if (!zones.ok) return zones;
  const expected = [...ZONE_NAMES.map((n: ZoneName) => zid(0, n)), ...ZONE_NAMES.map((n: ZoneName) => zid(1, n)), FIELD];
  if (Object.keys(zones.value).length !== expected.length || !expected.every((z) => Object.hasOwn(zones.value, z))) return bad("the zones are not Wardom's");
  const rawDefs = v("defs");
  if (!isObj(rawDefs)) return bad("defs is not a table");
  const defs: Record<string, Card> = {};
  for (const [id, d] of Object.entries(rawDefs)) {
    const known = KNOWN_CARDS.get(id);
    const card = known?.json === canonicalJson(d) ? known.card : undefined;
    if (card !== undefined) {
      defs[id] = card;
      continue;
    }
    const c = parseCard(d);
    if (!c.ok || c.value.id !== id) return bad(`card definition ${id} is not valid`);
    defs[id] = c.value;
  }
  const rawCards = v("cards");
  if (!isObj(rawCards)) return bad("cards is not a table");
  const cards: Record<string, { id: string; def: string; owner: PlayerId }> = {};
  for (const [id, c] of Object.entries(rawCards)) {
    if (!isObj(c)) return bad(`card ${id} is not an instance`);
    const def: unknown = Reflect.get(c, "def");
    const owner: unknown = Reflect.get(c, "owner");
    if (Reflect.get(c, "id") !== id || typeof def !== "string" || !Object.hasOwn(defs, def) || (owner !== 0 && owner !== 1) || Object.keys(c).length !== 3) {
      return bad(`card ${id} is not a valid instance`);
    }
    cards[id] = { id, def, owner };
  }
  const inZones = allCards(zones.value).sort();
  const ids = Object.keys(cards).sort();
  if (inZones.length !== ids.length || inZones.some((id, i) => id !== ids[i])) return bad("the cards in the zones are not the card table (conservation)");
  for (const id of ids) {
    const z = zoneOf(zones.value, id);
    const own = cards[id]?.owner;
    if (z !== undefined && z !== FIELD && own !== undefined && !z.startsWith(`p${own}.`)) {
      const name = z.slice(3);
      if (name !== "treasury" && name !== "void" && name !== "forbidden") return bad(`card ${id} is in another player's ${name}`);
    }
  }
  const stackRaw = v("stack");
  if (stackRaw !== null) {
    const st = parseStackState(stackRaw);
    if (!st.ok) return st;
  }
  const round = v("round");
  const first = v("first");
  const half = v("half");
  const phase = v("phase");
  if (typeof round !== "number" || !Number.isInteger(round) || round < 1) return bad("round is not a whole number from 1");
  if ((first !== 0 && first !== 1) || (half !== 0 && half !== 1)) return bad("first or half is not 0 or 1");
  if (typeof phase !== "string" || !PHASES.includes(phase)) return bad("unknown phase");
  const players = v("players");
  if (!Array.isArray(players) || players.length !== 2) return bad("there are not two players");
  for (const p of players as unknown[]) {
    if (!isObj(p)) return bad("a player is not an object");
    const r: unknown = Reflect.get(p, "resolve");
    const e: unknown = Reflect.get(p, "energy");
    if (typeof r !== "number" || !isObj(e)) return bad("a player's resolve or energy is missing");
    const a: unknown = Reflect.get(e, "available");
    const m: unknown = Reflect.get(e, "max");
    if (typeof a !== "number" || typeof m !== "number" || a < 0 || m > 10 || a > m) return bad("a player's energy is out of range");
  }
  const problem = detailProblem(v, (id) => Object.hasOwn(cards, id));
  if (problem !== undefined) return bad(problem);
  // The remaining fields were checked for shape above; the state is JSON, so a structured copy is safe.
  const copy: unknown = JSON.parse(JSON.stringify(value));
  if (!isObj(copy)) return bad("not an object");
  const state = copy as GameState;
  return ok({ ...state, options: options.value, zones: zones.value, defs, cards, rng: host.value.rng, dice: host.value.dice, chance: host.value.chance });
}

const num = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
const int = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);
const seat = (x: unknown): boolean => x === 0 || x === 1;
const field = (o: object, k: string): unknown => (Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined);
const statLine = (x: unknown): boolean => isObj(x) && num(field(x, "combat")) && num(field(x, "support"));
const STATUS_SET: readonly string[] = STATUS_NAMES;
const DECISION_KINDS = ["first-roll", "choose-order", "upkeep", "main", "sequence", "trigger", "battle-window", "pick", "discard", "route"];
const STAGE_SET: readonly string[] = STAGES;

function unitProblem(u: unknown): boolean {
  if (!isObj(u)) return true;
  const statuses = field(u, "statuses");
  const mods = field(u, "mods");
  if (!Array.isArray(statuses) || !Array.isArray(mods)) return true;
  for (const h of statuses as unknown[]) {
    if (!isObj(h)) return true;
    const grant = field(h, "grant");
    const until = field(h, "until");
    if (!isObj(grant) || !STATUS_SET.includes(String(field(grant, "status"))) || !(until === null || int(until))) return true;
  }
  for (const m of mods as unknown[]) {
    if (!isObj(m) || !num(field(m, "combat")) || !num(field(m, "support")) || typeof field(m, "battle") !== "boolean") return true;
    const until = field(m, "until");
    if (!(until === null || int(until))) return true;
  }
  const base = field(u, "base");
  const corruption = field(u, "corruption");
  const swap = field(u, "swapUntil");
  return (
    !(base === null || statLine(base)) ||
    !statLine(field(u, "permanent")) ||
    !(corruption === null || statLine(corruption)) ||
    !(swap === null || int(swap)) ||
    !["ready", "pending", "spent"].includes(String(field(u, "lastWill"))) ||
    !int(field(u, "comebackRound"))
  );
}

/**
 * What is wrong with the engine's bookkeeping fields of a saved state, if anything.
 * @internal
 */
function detailProblem(v: (k: string) => unknown, known: (id: string) => boolean): string | undefined {
  const units = v("units");
  if (!isObj(units)) return "units is not a table";
  for (const [id, u] of Object.entries(units)) if (!known(id) || unitProblem(u)) return `the state of Unit ${id} is not valid`;
  const attached = v("attached");
  if (!isObj(attached) || !Object.entries(attached).every(([e, u]) => known(e) && typeof u === "string" && known(u))) return "attached is not a table of card ids";
  const setAt = v("setAt");
  if (!isObj(setAt) || !Object.entries(setAt).every(([id, m]) => known(id) && isObj(m) && int(field(m, "round")) && STAGE_SET.includes(String(field(m, "stage"))))) {
    return "setAt is not a table of moments";
  }
  const uses = v("uses");
  if (!isObj(uses) || !Object.values(uses).every(int)) return "uses is not a table of counts";
  const marked = v("marked");
  if (!Array.isArray(marked) || !(marked as unknown[]).every((id) => typeof id === "string" && known(id))) return "marked is not a list of card ids";
  for (const k of ["windowPassed", "routed"]) {
    const list = v(k);
    if (!Array.isArray(list) || !(list as unknown[]).every(seat)) return `${k} is not a list of players`;
  }
  const battle = v("battle");
  if (battle !== null) {
    if (!isObj(battle) || !int(field(battle, "round")) || !(field(battle, "winner") === null || seat(field(battle, "winner"))) || !num(field(battle, "damage"))) return "bad battle";
    const d = field(battle, "destroyed");
    if (!(d === null || (typeof d === "string" && known(d)))) return "bad battle";
  }
  const r = v("resolving");
  if (r !== null) {
    if (!isObj(r) || typeof field(r, "source") !== "string" || !known(String(field(r, "source"))) || !int(field(r, "ability")) || !seat(field(r, "you"))) return "bad resolving";
    const entry = field(r, "entry");
    const targets = field(r, "targets");
    if (!(entry === null || int(entry)) || typeof field(r, "played") !== "boolean" || !int(field(r, "effect"))) return "bad resolving";
    if (!(targets === null || (Array.isArray(targets) && (targets as unknown[]).every((t) => typeof t === "string")))) return "bad resolving";
  }
  const d = v("decision");
  if (d !== null) {
    if (!isObj(d) || !DECISION_KINDS.includes(String(field(d, "kind"))) || !seat(field(d, "player"))) return "bad decision";
    if (field(d, "kind") === "pick") {
      const options = field(d, "options");
      if (!Array.isArray(options) || !(options as unknown[]).every((o) => typeof o === "string") || !int(field(d, "min")) || !int(field(d, "max"))) return "bad pick decision";
      if (!["effect", "guardian", "front-line", "search"].includes(String(field(d, "purpose")))) return "bad pick decision";
    }
  }
  const o = v("outcome");
  if (o !== null) {
    if (!isObj(o) || !Array.isArray(field(o, "winners")) || !Array.isArray(field(o, "losers")) || typeof field(o, "reason") !== "string") return "bad outcome";
  }
  return undefined;
}

/**
 * The Wardom match engine (D-SETUP-1 .. D-WIN-3): two players, the round of eight ordered
 * steps, battles, wagers, sequences, statuses and keywords, on top of the rules math.
 *
 * @example
 * ```ts
 * import { ruleset, demoConfig } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) ruleset.legalActions(start.value, 0); // [{ type: "roll" }]
 * ```
 */
export const ruleset: Ruleset<GameState, GameAction, GameConfig, GameView> = {
  id: "wardom",
  version: 1,
  setup: setupMatch,
  players: () => [0, 1],
  activePlayers,
  pending,
  legalActions,
  apply,
  outcome: (s) => s.outcome ?? undefined,
  view,
  determinize,
  secrets,
  parseState,
};
