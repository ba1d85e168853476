// What a saved Ward state must be: the valibot schema of Ward's own fields (the engine kit
// checks its own: cards, zones, chance), which zone may hold which card, and the invariants
// that tie the fields together.
import * as v from "valibot";
import { canonicalJson, isTurnInProgress, locate, parseClock, parseDuration, parseStackState, stackNext, err, ok, ruleError, CoreErrorCode, type Clock, type Duration, type JsonValue, type PlayerId, type Result, type StackState, type StateReport, type Zone } from "@rulesmith/core";
import { parseCard, type Card } from "../cards/cards.js";
import { abilitySchema, actionSchema } from "../cards/effects.js";
import { MAX_HAND_SIZE } from "../rules/limits.js";
import { DEFAULT_OPTIONS, parseOptions } from "./options.js";
import { legalActions } from "./legal.js";
import { cardsIn, primaryOf, printedStats, zid } from "./queries.js";
import type { EntryCost, EntryPayload, PendingDecision, WardOptions, WardState } from "./types.js";

const MAX_ID = 64;
const BIG = 1_000_000;
const id = v.pipe(v.string(), v.maxLength(MAX_ID));
const seat = v.picklist([0, 1] as const);
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/**
 * A list of at most `max` items, its length checked before its items: a list of 200,000 wrong
 * items then costs one check, not 200,000 issues.
 */
function list<T>(item: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x) && x.length <= max, `is not a list of at most ${max} items`),
    v.array(item),
  );
}
const ids = (max: number) => list(id, max);

/** A table (a plain object, not a list) of at most `max` entries, its size checked before its entries. */
function table<T>(entry: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, Record<string, T>> {
  return v.pipe(
    v.custom<Record<string, unknown>>((x) => typeof x === "object" && x !== null && !Array.isArray(x) && Object.keys(x).length <= max, `is not a table of at most ${max} entries`),
    v.record(id, entry),
  );
}

const OPTION_KEYS = Object.keys(DEFAULT_OPTIONS);

/** The decisions a chain, an effect or the field rule asks for, in any phase of a turn (`advance` in flow.ts). */
const ANY_TIME = ["respond", "choose", "promote", "replace"] as const;

/**
 * What each phase of the clock may wait for, read from where the engine makes each decision:
 * `start` and `choose-order` before the first turn (setup.ts, perform.ts); a discard in the Draw
 * Phase (hand checked before the draw) or after it; `main` in the Summoning/Magic and 2nd Magic
 * Phases, `combat` in the Combat Phase (flow.ts, W-QS.5-1); the End Turn phase is passed
 * through within one step and never waits (W-QS.5-10). Every phase but the setup is inside a
 * turn.
 */
const PHASE_WAITS: Readonly<Record<string, { readonly turn: boolean; readonly decisions: readonly PendingDecision["kind"][]; readonly rule: string }>> = {
  setup: { turn: false, decisions: ["start", "choose-order"], rule: "W-QS.3-2" },
  draw: { turn: true, decisions: ["discard", ...ANY_TIME], rule: "W-9.1-3" },
  discard: { turn: true, decisions: ["discard", ...ANY_TIME], rule: "W-9.1-3" },
  summon: { turn: true, decisions: ["main", ...ANY_TIME], rule: "W-QS.5-4" },
  combat: { turn: true, decisions: ["combat", ...ANY_TIME], rule: "W-QS.5-7" },
  magic: { turn: true, decisions: ["main", ...ANY_TIME], rule: "W-QS.5-9" },
  end: { turn: true, decisions: [], rule: "W-QS.5-10" },
};
const PHASES: readonly string[] = Object.keys(PHASE_WAITS);

function fullOptions(x: unknown): x is WardOptions {
  return typeof x === "object" && x !== null && !Array.isArray(x) && Object.keys(x).length === OPTION_KEYS.length && OPTION_KEYS.every((k) => Object.hasOwn(x, k)) && parseOptions(x).ok;
}

/** A card as `parseCard` returns it: valid, and with every field present (no default left to fill). */
function exactCard(x: unknown): x is Card {
  const c = parseCard(x);
  return c.ok && canonicalJson(c.value) === canonicalJson(x);
}

function wardClock(x: unknown): x is Clock {
  const c = parseClock(x, { players: 2 });
  return c.ok && PHASES.includes(c.value.phase);
}

const coreDuration = v.custom<Duration>((x) => parseDuration(x).ok, "is not a core duration");

const clockExpiries = [v.strictObject({ kind: v.literal("end-of-turn"), turn: int(0, BIG) }), v.strictObject({ kind: v.literal("clock"), duration: coreDuration })] as const;
const clockExpiry = v.variant("kind", clockExpiries);
const grantExpiry = v.variant("kind", [...clockExpiries, v.strictObject({ kind: v.literal("while-on-field"), card: id })]);

const creatureStatus = v.strictObject({
  hp: int(1, BIG),
  limited: v.boolean(),
  effectsNegated: v.boolean(),
  anchor: v.nullable(id),
  onAnchorEnd: v.picklist(["cemetery", "hand", "deck"]),
  grants: list(v.strictObject({ abilities: list(abilitySchema, 64), expiry: grantExpiry, from: seat, source: v.picklist(["magic", "creature"]) }), 256),
  overTime: list(v.strictObject({ kind: v.picklist(["dot", "hot"]), amount: int(0, BIG), ticksLeft: int(1, 10_000), applier: seat, combatOf: seat, source: id }), 256),
  enteredAt: int(0, BIG),
  fired: list(int(0, 1000), 1000),
  battled: v.boolean(),
});

const magicStatus = v.strictObject({ controller: seat, host: v.nullable(id), expiry: v.nullable(clockExpiry) });

const playerState = v.strictObject({
  fielded: v.boolean(),
  normalSummonUsed: v.boolean(),
  killedOwn: v.boolean(),
  replacementIsNormal: v.boolean(),
  mulliganUsed: v.boolean(),
  cemeteryAdjustment: int(-BIG, BIG),
  uncounted: ids(10_000),
  roll: v.nullable(int(1, 6)),
});

const decision = v.variant("kind", [
  v.strictObject({ kind: v.picklist(["start", "choose-order", "discard", "main", "combat", "promote", "replace"]), player: seat }),
  v.strictObject({ kind: v.literal("respond"), player: seat, entry: int(0, BIG) }),
  v.strictObject({ kind: v.literal("choose"), player: seat, purpose: v.picklist(["the creature to summon", "the magic card to destroy", "the creature the effect acts on"]) }),
]);

const job = v.variant("kind", [
  v.strictObject({ kind: v.literal("battle"), attacker: id, defender: id, order: ids(2), index: int(0, 2), opened: v.boolean() }),
  v.strictObject({
    kind: v.literal("actions"),
    source: id,
    controller: seat,
    origin: v.picklist(["magic", "creature"]),
    self: v.nullable(id),
    opponent: v.nullable(id),
    actions: list(actionSchema, 64),
    target: v.nullable(id),
    chosen: v.nullable(id),
  }),
  v.strictObject({ kind: v.literal("summoned"), card: id }),
  v.strictObject({ kind: v.literal("end-combat") }),
]);

const payloadSchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("magic"), card: id, target: v.nullable(id) }),
  v.strictObject({ kind: v.literal("summon"), card: id }),
  v.strictObject({ kind: v.literal("attack"), attacker: id, defender: id, first: v.boolean() }),
]);
const costSchema = v.strictObject({ selfDamage: int(0, BIG), discards: ids(64) });

function validator<T>(schema: v.GenericSchema<unknown, T>, what: string): (value: JsonValue, path: string) => Result<T> {
  return (value, path) => {
    const r = v.safeParse(schema, value);
    return r.success ? ok(r.output) : err(ruleError(CoreErrorCode.BadState, `${path} is not ${what}`));
  };
}
const parsePayload = validator(payloadSchema as v.GenericSchema<unknown, EntryPayload>, "a Ward chain entry");
const parseCost = validator(costSchema as v.GenericSchema<unknown, EntryCost>, "a Ward cost");

function wardStack(x: unknown): x is StackState<EntryPayload, EntryCost> {
  return parseStackState(x, parsePayload, parseCost).ok;
}

/**
 * @internal The valibot schema of a Ward state's own fields; the kit checks `cards`, `zones`,
 * `rng`, `dice` and `chance` itself.
 */
export const stateSchema = v.strictObject({
  game: v.literal("ward"),
  version: v.literal(3),
  options: v.custom<WardOptions>(fullOptions, "is not a full set of Ward options"),
  clock: v.custom<Clock>(wardClock, "is not a Ward clock (players 0 and 1, a Ward phase)"),
  cards: table(v.unknown(), 10_000),
  defs: table(v.custom<Card>(exactCard, "is not a valid Ward card with every field given"), 10_000),
  zones: v.unknown(),
  decklists: v.picklist(["open", "hidden"]),
  creatures: table(creatureStatus, 64),
  magics: table(magicStatus, 64),
  players: v.tuple([playerState, playerState]),
  decision: v.nullable(decision),
  stack: v.nullable(v.custom<StackState<EntryPayload, EntryCost>>(wardStack, "is not a Ward chain")),
  jobs: list(job, 1000),
  combatOver: v.boolean(),
  replaceFirst: v.nullable(seat),
  outcome: v.unknown(),
  rng: v.unknown(),
  dice: v.unknown(),
  chance: v.unknown(),
}) as unknown as v.GenericSchema<unknown, WardState>;

/** @internal Which zone may hold a card: its owner's zones (or the chain); creatures and Hybrids on the field, magics in the magic row. */
export function holds(zone: Zone, def: Card, owner: PlayerId): boolean {
  if (zone.id === "chain") return def.kind === "magic";
  if (zone.owner !== owner) return false;
  // A Hybrid on the field is a creature; promoted, it is a primary (W-6.2.4-1, W-13.3.6-1).
  if (zone.id === zid(owner, "primary") || zone.id === zid(owner, "limited")) return def.kind === "creature" || def.hybrid !== null;
  if (zone.id === zid(owner, "magic")) return def.kind === "magic";
  return true;
}

/** The most HP a creature could have now or after modifiers end: its printed HP plus every HP bonus any card of the match gives. */
function hpBound(s: WardState, card: string, bonus: number): number {
  const c = s.cards[card];
  const def = c === undefined ? undefined : s.defs[c.def];
  return (printedStats(def)?.hp ?? 0) + bonus;
}

function hpBonus(s: WardState): number {
  let bonus = 0;
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x as unknown[]) walk(y);
    else if (typeof x === "object" && x !== null) {
      const o = x as Record<string, unknown>;
      if (o["kind"] === "stat-modifier" && o["stat"] === "hp" && typeof o["amount"] === "number" && o["amount"] > 0) bonus += o["amount"];
      for (const k of Object.keys(o)) walk(o[k]);
    }
  };
  for (const k of Object.keys(s.defs)) walk(s.defs[k]?.effects);
  for (const k of Object.keys(s.creatures)) walk(s.creatures[k]?.grants);
  return bonus;
}

/**
 * @internal Ward's invariants over a state that passed the schema and the kit's checks: the
 * statuses match the field, every reference names a card where it must be, counters are in
 * range, and the decision is one the state can be waiting for.
 */
export function stateInvariants(s: WardState, report: StateReport): void {
  const onField = new Set<string>();
  for (const p of [0, 1] as const) {
    for (const c of cardsIn(s, p, "primary")) onField.add(c);
    for (const c of cardsIn(s, p, "limited")) onField.add(c);
  }
  const bonus = hpBonus(s);
  for (const k of Object.keys(s.defs)) report.check(s.defs[k]?.id === k, `$.defs.${k.slice(0, 24)}`, "is stored under another card's id");
  for (const c of onField) report.check(Object.hasOwn(s.creatures, c), `$.creatures`, `has no status for ${c}, a creature on the field`);
  for (const k of Object.keys(s.creatures)) {
    const path = `$.creatures.${k.slice(0, 24)}`;
    const st = s.creatures[k];
    if (st === undefined) continue;
    if (!report.check(onField.has(k), path, "is not a creature on the field")) continue;
    const owner = s.cards[k]?.owner ?? 0;
    report.check(st.limited === (locate(s.zones, k) === zid(owner, "limited")), `${path}.limited`, "does not match its zone");
    report.int(`${path}.hp`, st.hp, 1, Math.max(1, hpBound(s, k, bonus)));
    if (st.anchor !== null) report.check(onField.has(st.anchor) || Object.hasOwn(s.magics, st.anchor), `${path}.anchor`, "names no card on the field");
    report.int(`${path}.enteredAt`, st.enteredAt, 0, s.clock.turnsBegun[owner] ?? 0);
    const def = s.defs[s.cards[k]?.def ?? ""];
    for (const i of st.fired) report.check(i < (def?.effects.length ?? 0), `${path}.fired`, `names effect ${i}, which its card does not have`);
    for (const e of st.overTime) report.check(Object.hasOwn(s.cards, e.source), `${path}.overTime`, "names a source that is no card");
    for (const g of st.grants) {
      if (g.expiry.kind === "end-of-turn") report.check(g.expiry.turn >= s.clock.turn, `${path}.grants`, "holds a grant that should have ended");
      // A "while-on-field" grant ends as the card that gave it leaves the field.
      if (g.expiry.kind === "while-on-field") report.check(onField.has(g.expiry.card) || Object.hasOwn(s.magics, g.expiry.card), `${path}.grants`, "holds a grant whose card has left the field");
    }
  }
  const magicRow = new Set<string>();
  for (const p of [0, 1] as const) for (const c of cardsIn(s, p, "magic")) magicRow.add(c);
  for (const c of magicRow) report.check(Object.hasOwn(s.magics, c), "$.magics", `has no status for ${c}, a magic on the field`);
  for (const k of Object.keys(s.magics)) {
    const path = `$.magics.${k.slice(0, 24)}`;
    const st = s.magics[k];
    if (st === undefined || !report.check(magicRow.has(k), path, "is not a magic on the field")) continue;
    report.check(locate(s.zones, k) === zid(st.controller, "magic"), `${path}.controller`, "is not the player whose magic row holds it");
    const def = s.defs[s.cards[k]?.def ?? ""];
    if (def?.kind === "magic" && def.subType === "equip") report.check(st.host !== null && onField.has(st.host), `${path}.host`, "is not a creature on the field");
    else report.check(st.host === null, `${path}.host`, "is set for a magic that is no Equip");
  }
  for (const p of [0, 1] as const) {
    const ps = s.players[p];
    const path = `$.players[${p}]`;
    for (const c of ps.uncounted) report.check(locate(s.zones, c) === zid(p, "cemetery"), `${path}.uncounted`, `names ${c.slice(0, 24)}, which is not in their cemetery`);
    report.check(new Set(ps.uncounted).size === ps.uncounted.length, `${path}.uncounted`, "names a card twice");
    if (primaryOf(s, p) !== null) report.check(ps.fielded, `${path}.fielded`, "is false while they have a primary");
    const deck = s.zones.zones[zid(p, "deck")];
    if (deck !== undefined) report.check(deck.faceDown.length === deck.cards.length, `$.zones.zones["${zid(p, "deck")}"]`, "has face-up cards");
    for (const z of ["hand", "primary", "limited", "magic", "cemetery"] as const) {
      report.check((s.zones.zones[zid(p, z)]?.faceDown.length ?? 0) === 0, `$.zones.zones["${zid(p, z)}"]`, "has face-down cards");
    }
  }
  // Ward reveals a hand to all (W-AMB-46, W-7.2.3-1), and the cards a search finds in a deck to its owner.
  for (const c of Object.keys(s.zones.revealed)) {
    const owner = s.cards[c]?.owner ?? 0;
    const where = locate(s.zones, c);
    const to = s.zones.revealed[c] ?? [];
    report.check(where === zid(owner, "hand") || (where === zid(owner, "deck") && to.length === 1 && to[0] === owner), "$.zones.revealed", `records a reveal of ${c.slice(0, 24)} that Ward never makes`);
  }
  if (s.replaceFirst !== null) report.check(primaryOf(s, s.replaceFirst) === null, "$.replaceFirst", "names a player who has a primary");
  checkChain(s, onField, report);
  checkJobs(s, report);
  checkDecision(s, report);
}

function checkChain(s: WardState, onField: ReadonlySet<string>, report: StateReport): void {
  const chain = s.zones.zones["chain"]?.cards ?? [];
  const st = s.stack;
  if (st === null) {
    report.check(chain.length === 0, "$.zones.zones.chain", "holds cards while no chain is open");
    return;
  }
  const inChain = new Set(chain);
  const named = new Set<string>();
  st.entries.forEach((e, i) => {
    const path = `$.stack.entries[${i}]`;
    const pl = e.payload;
    if (pl.kind === "magic") {
      named.add(pl.card);
      if (s.cards[pl.card]?.owner !== e.controller) report.add(`${path}.payload.card`, "is not a card of the entry's controller");
    } else if (pl.kind === "summon") report.check(Object.hasOwn(s.cards, pl.card), `${path}.payload.card`, "names no card");
    else {
      report.check(onField.has(pl.attacker) || Object.hasOwn(s.cards, pl.attacker), `${path}.payload.attacker`, "names no card");
      report.check(onField.has(pl.defender) || Object.hasOwn(s.cards, pl.defender), `${path}.payload.defender`, "names no card");
    }
    if (e.cost !== null) for (const c of e.cost.discards) report.check(Object.hasOwn(s.cards, c), `${path}.cost.discards`, "names no card");
  });
  for (const c of chain) report.check(named.has(c), "$.zones.zones.chain", `holds ${c.slice(0, 24)}, which no chain entry names`);
  for (const e of st.entries) if (e.payload.kind === "magic" && !e.negated && st.resolving === null) report.check(inChain.has(e.payload.card), "$.stack", `names ${e.payload.card.slice(0, 24)}, which is not on the chain`);
  try {
    stackNext(st);
  } catch {
    report.add("$.stack", "cannot be resolved");
  }
}

function checkJobs(s: WardState, report: StateReport): void {
  s.jobs.forEach((j, i) => {
    const path = `$.jobs[${i}]`;
    const known = (c: string | null, what: string): void => {
      if (c !== null) report.check(Object.hasOwn(s.cards, c), `${path}.${what}`, "names no card");
    };
    switch (j.kind) {
      case "battle":
        known(j.attacker, "attacker");
        known(j.defender, "defender");
        report.check(j.order.length === 0 || (j.order.length === 2 && j.order.includes(j.attacker) && j.order.includes(j.defender)), `${path}.order`, "is not the two creatures of the battle");
        report.check(j.order.length > 0 || (j.index === 0 && !j.opened), `${path}.index`, "is set before the order is");
        break;
      case "actions":
        known(j.source, "source");
        known(j.self, "self");
        known(j.opponent, "opponent");
        known(j.target, "target");
        known(j.chosen, "chosen");
        break;
      case "summoned":
        known(j.card, "card");
        break;
      case "end-combat":
        report.check(s.clock.phase === "combat", path, "ends a Combat Phase outside one");
        break;
    }
  });
}

/**
 * The clock's phase, the turn in progress and the decision agree ({@link PHASE_WAITS}): a turn is
 * in progress in every phase but the setup, which comes before the first turn (W-QS.3-2), and
 * the decision is one that phase waits for.
 */
function checkPhase(s: WardState, report: StateReport): void {
  const c = s.clock;
  const waits = PHASE_WAITS[c.phase];
  if (waits === undefined) return;
  if (waits.turn) report.check(isTurnInProgress(c), "$.clock", `is in the ${c.phase} phase with no turn in progress (every phase but the setup is a phase of the active player's turn, W-QS.5-1)`);
  else report.check(c.turn === 0, "$.clock", "is in the setup after a turn has begun (the setup comes before the first turn, W-QS.3-2)");
  const d = s.decision;
  if (d === null || s.outcome !== null || waits.decisions.includes(d.kind)) return;
  const may = waits.decisions.length === 0 ? "no decision: the engine ends the turn and begins the next within one step" : `only ${waits.decisions.join(", ")}`;
  report.add("$.decision", `is ${d.kind}, which the ${c.phase} phase never waits for (it waits for ${may}, ${waits.rule})`);
}

/** The decision must be one this state can wait for: its player, its phase, what it needs. */
function checkDecision(s: WardState, report: StateReport): void {
  checkPhase(s, report);
  const d = s.decision;
  const o: unknown = s.outcome;
  if (o !== null) {
    report.check(d === null && s.jobs.length === 0, "$.decision", "is set, but the match is over");
    return;
  }
  if (d === null) {
    report.add("$.decision", "is null, but the match is not over");
    return;
  }
  const phase = s.clock.phase;
  const active = s.clock.active;
  const path = "$.decision";
  const need = (ok: boolean, why: string): boolean => report.check(ok, path, why);
  switch (d.kind) {
    case "discard":
      need((phase === "draw" || phase === "discard") && d.player === active && cardsIn(s, d.player, "hand").length > MAX_HAND_SIZE, "is a discard with no hand over the limit");
      break;
    case "main":
      need((phase === "summon" || phase === "magic") && d.player === active && s.stack === null && s.jobs.length === 0, "is a main decision outside the active player's magic phases");
      break;
    case "combat":
      need(phase === "combat" && d.player === active && s.stack === null && s.jobs.length === 0, "is a combat decision outside the active player's Combat Phase");
      break;
    case "respond": {
      const st = s.stack;
      if (st === null) {
        need(false, "waits for a response with no chain");
        break;
      }
      const next = stackNext(st);
      need(next.kind === "awaiting" && next.player === d.player && (next.entry?.id ?? -1) === d.entry, "is not the response the chain waits for");
      break;
    }
    case "promote":
      need(primaryOf(s, d.player) === null && cardsIn(s, d.player, "limited").length > 1, "is a promotion with no two Limited Summons to pick from");
      break;
    case "replace":
      need(primaryOf(s, d.player) === null && s.players[d.player === 1 ? 1 : 0].fielded, "is a replacement while the player has a primary");
      break;
    case "choose": {
      const j = s.jobs[0];
      need(j?.kind === "actions" && j.controller === d.player, "is a choice with no effect waiting for it");
      break;
    }
  }
  if (s.chance === null && report.problems.length === 0) {
    let listed = 0;
    try {
      listed = legalActions(s, d.player).length;
    } catch {
      listed = -1;
    }
    report.check(listed > 0, path, "leaves the player nothing to do");
  }
}
