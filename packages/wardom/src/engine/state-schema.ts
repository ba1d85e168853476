// What a saved Wardom state must be: the valibot schema of Wardom's own fields (the engine kit
// checks its own: cards, zones, chance), which zone may hold which card, and the invariants
// that tie the fields together.
import * as v from "valibot";
import { canIdentify, canonicalJson, currentRound, isTurnInProgress, locate, parseClock, parseStackState, stackMoves, stackNext, err, ok, ruleError, CoreErrorCode, type Clock, type JsonValue, type PlayerId, type Result, type StackState, type StateReport, type Zone } from "@rulesmith/core";
import { StatusGrantSchema } from "../cards/card-schema.js";
import { parseCard } from "../cards/parse-cards.js";
import type { Card } from "../cards/cards.js";
import { STAGES } from "../rules/danger.js";
import { ENERGY_CAP } from "../rules/limits.js";
import { END_STAGE_ORDER } from "../rules/round.js";
import { DEFAULT_ENGINE_OPTIONS, type DecisionData, type EngineOptions, type EntryPayload, type Phase, type PricedAction, type StageJobKind, type WardomState } from "./types.js";
import { isStageRest } from "./stages.js";
import { parseOptions } from "./config.js";
import { legalFor } from "./actions.js";
import { abilityOf, guardiansFor, pickSource, placementsFor } from "./effects.js";
import { ORDINARY, cardsIn, lineUnits, resolvingOf, zid } from "./work.js";
import type { Currency } from "../cards/vocabulary.js";

const MAX_ID = 64;
const BIG = 1_000_000;
const id = v.pipe(v.string(), v.maxLength(MAX_ID));
const seat = v.picklist([0, 1] as const);
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** A list of at most `max` items, its length checked before its items (a huge wrong list costs one check). */
function list<T>(item: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x) && x.length <= max, `is not a list of at most ${max} items`),
    v.array(item),
  );
}
/** A table (a plain object, not a list) of at most `max` entries, its size checked before its entries. */
function table<T>(entry: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, Record<string, T>> {
  return v.pipe(
    v.custom<Record<string, unknown>>((x) => typeof x === "object" && x !== null && !Array.isArray(x) && Object.keys(x).length <= max, `is not a table of at most ${max} entries`),
    v.record(id, entry),
  );
}

const OPTION_KEYS = Object.keys(DEFAULT_ENGINE_OPTIONS);
/** The clock's phases in a Wardom match: the first-player roll, then the stages (D-ROUND-1). */
const PHASES: readonly string[] = ["first-roll", ...STAGES];
/** The stages of a player's own clock turn; Battle and End & Routing run with no turn in progress (D-ROUND-2). */
const TURN_STAGES: readonly string[] = ["start", "resource", "main"];
const MAX_ROUND = 1000;
/** The part of a stage that asks each of these decisions, and stays first in `jobs` while it waits. */
const ASKED_BY: Readonly<Partial<Record<string, StageJobKind>>> = { main: "main", discard: "discard-to-8", route: "routing" };

/**
 * The stages that ask each decision, and the rule, read from where the engine makes it: the
 * first-player roll and the choice of order before the first round (flow.ts `stepPhase`,
 * `firstRoll`), a Field's upkeep in the Resource Stage, the Main decision in the Main Stage, the
 * battle window and the front-line pick in the Battle Stage (battle.ts), the discard to 8 and the
 * routing in End & Routing; the stack (sequences, triggers) and the effect being resolved (picks,
 * places) in any stage of a round. A payment is asked where the decision it pays from is.
 */
const ASKED_IN: Readonly<Record<Exclude<DecisionData["kind"], "pay" | "pick">, { readonly stages: readonly Phase[]; readonly rule: string }>> = {
  "first-roll": { stages: ["first-roll"], rule: "D-FIRST-1" },
  "choose-order": { stages: ["first-roll"], rule: "D-FIRST-1" },
  upkeep: { stages: ["resource"], rule: "D-FIELD-3" },
  main: { stages: ["main"], rule: "D-MAIN-1" },
  sequence: { stages: STAGES, rule: "D-ROUND-1" },
  trigger: { stages: STAGES, rule: "D-ROUND-1" },
  "battle-window": { stages: ["battle"], rule: "D-BTL-2" },
  discard: { stages: ["end"], rule: "D-END-5" },
  route: { stages: ["end"], rule: "D-END-2" },
  place: { stages: STAGES, rule: "D-ROUND-1" },
};
/** A front-line pick is the battle's winner's (battle.ts); any other pick is the resolving effect's, in any stage. */
const PICK_IN = { "front-line": { stages: ["battle"], rule: "D-BTL-2" }, other: { stages: STAGES, rule: "D-ROUND-1" } } as const;
/** The decisions asked of the player whose clock turn it is (their own stage). */
const TURN_PLAYER: readonly DecisionData["kind"][] = ["upkeep", "main"];

/** Where a decision may be asked: its kind's stages, or for a payment those of the decision it pays from. */
function askedIn(d: DecisionData): { readonly kind: string; readonly stages: readonly Phase[]; readonly rule: string } {
  if (d.kind === "pay") return { kind: `pay (from ${d.from})`, ...ASKED_IN[d.from] };
  if (d.kind === "pick") return { kind: `pick (${d.purpose})`, ...(d.purpose === "front-line" ? PICK_IN["front-line"] : PICK_IN.other) };
  return { kind: d.kind, ...ASKED_IN[d.kind] };
}

/** A consistent core clock for seats 0 and 1, with explicit rounds, in a Wardom phase, at most round 1000. */
function wardomClock(x: unknown): x is Clock {
  const c = parseClock(x, { players: 2 });
  return c.ok && c.value.roundsEnded !== undefined && c.value.roundsEnded < MAX_ROUND && c.value.phaseEnds === undefined && PHASES.includes(c.value.phase) && canonicalJson(c.value) === canonicalJson(x);
}

function fullOptions(x: unknown): x is EngineOptions {
  return typeof x === "object" && x !== null && !Array.isArray(x) && Object.keys(x).length === OPTION_KEYS.length && OPTION_KEYS.every((k) => Object.hasOwn(x, k)) && parseOptions(x).ok;
}

/** A card as `parseCard` returns it: valid, and with every field present (no default left to fill). */
function exactCard(x: unknown): x is Card {
  const c = parseCard(x);
  return c.ok && canonicalJson(c.value) === canonicalJson(x);
}

const statLine = v.strictObject({ combat: int(-BIG, BIG), support: int(-BIG, BIG) });
const until = v.nullable(int(0, BIG));

const unitState = v.strictObject({
  statuses: list(v.strictObject({ grant: StatusGrantSchema, until }), 256),
  base: v.nullable(statLine),
  permanent: statLine,
  mods: list(v.strictObject({ combat: int(-BIG, BIG), support: int(-BIG, BIG), until, battle: v.boolean() }), 1024),
  swapUntil: until,
  corruption: v.nullable(v.strictObject({ combat: int(1, 6), support: int(1, 6) })),
  lastWill: v.picklist(["ready", "pending", "spent"]),
  comebackRound: int(0, BIG),
});

const playerState = v.strictObject({
  resolve: int(0, BIG),
  energy: v.strictObject({ available: int(0, ENERGY_CAP), max: int(0, ENERGY_CAP) }),
});

const payment = v.strictObject({ energy: int(0, ENERGY_CAP), resolve: int(0, BIG), treasury: list(id, 1_000) });
const placement = v.strictObject({ position: v.picklist(["combat", "support"]), payment });

const position = v.picklist(["combat", "support"]);
const pricedAction = v.variant("type", [
  v.strictObject({ type: v.literal("recruit"), card: id, position, faceDown: v.boolean() }),
  v.strictObject({ type: v.picklist(["play", "activate"]), card: id, target: v.nullable(id) }),
  v.strictObject({ type: v.literal("ability"), card: id, index: int(0, 64) }),
  v.strictObject({ type: v.literal("pay-upkeep") }),
]);

const decision = v.variant("kind", [
  v.strictObject({ kind: v.picklist(["first-roll", "choose-order", "upkeep", "main", "sequence", "trigger", "battle-window", "discard", "route"]), player: seat }),
  v.strictObject({
    kind: v.literal("pay"),
    player: seat,
    amount: int(1, BIG),
    payWith: list(v.picklist(["energy", "resolve", "treasury"]), 3),
    action: pricedAction,
    from: v.picklist(["main", "upkeep", "sequence", "battle-window"]),
  }),
  v.strictObject({ kind: v.literal("pick"), player: seat, purpose: v.picklist(["effect", "guardian", "front-line", "search"]), options: list(id, 10_000), min: int(0, 10_000), max: int(0, 10_000) }),
  v.strictObject({ kind: v.literal("place"), player: seat, card: id, options: list(placement, 1_000) }),
]);

/** Pending work: a part of the stage, or the effect being resolved (first, at most one: see the invariants). */
const job = v.variant("kind", [
  v.strictObject({ kind: v.picklist(["start-triggers", "refill-and-draw", "upkeep", "resource-triggers", "main", "reveal", "battle-window", "battle-calc", ...END_STAGE_ORDER.filter((k) => k !== "routing")]) }),
  v.strictObject({ kind: v.literal("routing"), routed: list(seat, 2) }),
  v.strictObject({
    kind: v.literal("effect"),
    entry: v.nullable(int(0, BIG)),
    source: id,
    ability: int(0, 64),
    you: seat,
    played: v.boolean(),
    effect: int(0, 64),
    targets: v.nullable(list(id, 10_000)),
    placement: v.optional(placement),
  }),
]);

const battle = v.strictObject({ round: int(1, 1000), winner: v.nullable(seat), damage: int(0, BIG), destroyed: v.nullable(id) });

const payloadSchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("ability"), source: id, ability: int(0, 64), you: seat, played: v.boolean() }),
  v.strictObject({ kind: v.literal("status"), source: id, status: v.picklist(["frozen-touch", "corruption"]), you: seat }),
]);

function validator<T>(schema: v.GenericSchema<unknown, T>, what: string): (value: JsonValue, path: string) => Result<T> {
  return (value, path) => {
    const r = v.safeParse(schema, value);
    return r.success ? ok(r.output) : err(ruleError(CoreErrorCode.BadState, `${path} is not ${what}`));
  };
}
const parsePayload = validator(payloadSchema as v.GenericSchema<unknown, EntryPayload>, "a Wardom sequence entry");
const parseNoCost = validator(v.null(), "a Wardom sequence cost (none)");

function wardomStack(x: unknown): x is StackState {
  return parseStackState(x, parsePayload, parseNoCost).ok;
}

/**
 * @internal The valibot schema of a Wardom state's own fields; the kit checks `cards`, `zones`,
 * `rng`, `dice` and `chance` itself.
 */
export const stateSchema = v.strictObject({
  game: v.literal("wardom"),
  version: v.literal(7),
  options: v.custom<EngineOptions>(fullOptions, "is not a full set of Wardom options"),
  clock: v.custom<Clock>(wardomClock, "is not a Wardom clock (seats 0 and 1, explicit rounds, a Wardom stage as its phase)"),
  jobs: list(job, 8),
  cards: table(v.unknown(), 10_000),
  defs: table(v.custom<Card>(exactCard, "is not a valid Wardom card with every field given"), 10_000),
  zones: v.unknown(),
  decklists: v.picklist(["open", "hidden"]),
  players: v.tuple([playerState, playerState]),
  units: table(unitState, 10_000),
  marked: list(id, 10_000),
  attached: table(id, 10_000),
  setAt: table(v.strictObject({ round: int(1, 1000), stage: v.picklist(STAGES) }), 10_000),
  setCosts: table(int(0, BIG), 64),
  uses: table(int(0, BIG), 10_000),
  battle: v.nullable(battle),
  decision: v.nullable(decision),
  stack: v.nullable(v.custom<StackState>(wardomStack, "is not a Wardom sequence")),
  outcome: v.unknown(),
  rng: v.unknown(),
  dice: v.unknown(),
  chance: v.unknown(),
}) as unknown as v.GenericSchema<unknown, WardomState>;

const LINE = new Set(["combat", "support"]);

/**
 * @internal Which zone may hold a card: its owner's zones, the Treasury, Void and Forbidden Zone
 * of either player (a coined card goes to the coining player's Treasury), the shared Field Zone
 * for Fields; Units on the line and in the Side Zone; no Unit in an Action slot.
 */
export function holds(zone: Zone, def: Card, owner: PlayerId, place?: { readonly state: WardomState; readonly card: string }): boolean {
  // A face-down Unit set by paying its cost: only a Unit of that cost that can be recruited face
  // down (not a True Recruit one, D-TRUE-4) fits its place (D-AMB-35).
  const paid = place === undefined ? undefined : place.state.setCosts[place.card];
  if (paid !== undefined && (def.type !== "unit" || def.cost !== paid || def.trueRecruit !== undefined)) return false;
  // The card a recruit effect picked, waiting for where it goes: a Unit, as everyone knows (which
  // one, and so its cost, only its controller may know).
  const d = place?.state.decision;
  if (d?.kind === "place" && d.card === place?.card && def.type !== "unit") return false;
  if (zone.id === "field") return def.type === "field";
  const slash = zone.id.indexOf("/");
  const name = zone.id.slice(slash + 1);
  if (zone.owner !== owner && name !== "treasury" && name !== "void" && name !== "forbidden") return false;
  if (LINE.has(name) || name === "side") return def.type === "unit";
  if (name === "action") return def.type !== "unit" && def.type !== "field" && def.type !== "treasure";
  if (name === "equip") return def.type === "equip";
  return true;
}

/** What a priced action costs and what may pay it: its card's cost, its ability's, or the Field's upkeep. */
function costOf(s: WardomState, a: PricedAction): { readonly amount: number; readonly payWith: readonly Currency[] } | undefined {
  if (a.type === "pay-upkeep") {
    const f = cardsIn(s, "field")[0];
    const d = f === undefined ? undefined : s.defs[s.cards[f]?.def ?? ""];
    return d?.type === "field" ? { amount: d.upkeep, payWith: ORDINARY } : undefined;
  }
  const d = s.defs[s.cards[a.card]?.def ?? ""];
  if (d === undefined) return undefined;
  if (a.type === "ability") return d.abilities[a.index]?.cost;
  return { amount: d.cost, payWith: d.type === "danger" ? d.payWith : ORDINARY };
}

/** @internal Wardom's invariants: references to cards that exist, counters in range, a decision the state can be waiting for. */
export function stateInvariants(s: WardomState, report: StateReport): void {
  const known = (c: string): boolean => Object.hasOwn(s.cards, c);
  for (const k of Object.keys(s.defs)) report.check(s.defs[k]?.id === k, `$.defs.${k.slice(0, 24)}`, "is stored under another card's id");
  const round = currentRound(s.clock);
  report.check(round <= s.options.maxRounds, "$.clock.roundsEnded", "is past the match's last round (maxRounds)");
  // Two clock turns a round, the first player's then the second's: Start, Resource and Main in a
  // turn, Battle and End & Routing after both (D-ROUND-2); the first-player roll before any turn.
  const c = s.clock;
  const begun = c.turn - 2 * (round - 1);
  const inTurn = isTurnInProgress(c);
  report.check(Math.min(c.turnsBegun[0] ?? 0, c.turnsBegun[1] ?? 0) === Math.floor(c.turn / 2), "$.clock.turnsBegun", "is not one turn per player per round");
  if (c.phase === "first-roll") report.check(c.turn === 0 && round === 1, "$.clock.phase", "is the first-player roll after a turn has begun");
  else if (TURN_STAGES.includes(c.phase)) report.check(inTurn && (begun === 1 || begun === 2), "$.clock.phase", "is a player's stage with no turn of this round in progress");
  else report.check(!inTurn && begun === 2, "$.clock.phase", "is a stage for both players before both players' turns of the round have ended");
  // The effect being resolved is pending work too: at most one, first in `jobs`, in front of the
  // parts of the stage it interrupts; never before the first round.
  const r = resolvingOf(s);
  for (let i = r === null ? 0 : 1; i < s.jobs.length; i++) report.check(s.jobs[i]?.kind !== "effect", `$.jobs[${i}]`, "is an effect being resolved that is not first in jobs (there is at most one, in front of the stage's parts)");
  if (r !== null) report.check(c.phase !== "first-roll", "$.jobs[0]", "is an effect being resolved before the first round");
  const parts = r === null ? s.jobs : s.jobs.slice(1);
  report.check(isStageRest(c.phase as Phase, parts), "$.jobs", "are not the last parts of the current stage, in order");
  for (const p of [0, 1] as const) {
    const ps = s.players[p];
    report.check(ps.energy.available <= ps.energy.max, `$.players[${p}].energy`, "has more energy available than its maximum");
    report.check(ps.energy.max >= 5, `$.players[${p}].energy.max`, "is below the starting maximum of 5 (D-RES-3)");
    if (s.outcome === null) report.check(ps.resolve > 0, `$.players[${p}].resolve`, "is 0 while the match goes on (D-WIN-2)");
  }
  const inPlay = new Set<string>();
  for (const p of [0, 1] as const) {
    for (const c of lineUnits(s, p)) inPlay.add(c);
    for (const c of cardsIn(s, zid(p, "side"))) inPlay.add(c);
  }
  for (const k of Object.keys(s.units)) report.check(known(k), `$.units.${k.slice(0, 24)}`, "is the state of a card that does not exist");
  for (const c of s.marked) report.check(known(c), "$.marked", `names ${c.slice(0, 24)}, which does not exist`);
  report.check(new Set(s.marked).size === s.marked.length, "$.marked", "names a card twice");
  for (const [e, u] of Object.entries(s.attached)) {
    report.check(locate(s.zones, e) === zid(s.cards[e]?.owner ?? 0, "equip"), `$.attached.${e.slice(0, 24)}`, "is not an Equip in its owner's equip zone");
    report.check(inPlay.has(u), `$.attached.${e.slice(0, 24)}`, `is attached to ${u.slice(0, 24)}, which is not a Unit in play`);
  }
  for (const k of Object.keys(s.setAt)) report.check(known(k), `$.setAt.${k.slice(0, 24)}`, "is the moment of a card that does not exist");
  // A face-down recruit waiting for its payment shows its cost from the hand.
  const d0 = s.decision;
  const paying = d0?.kind === "pay" && d0.action.type === "recruit" && d0.action.faceDown ? d0.action.card : undefined;
  for (const k of Object.keys(s.setCosts)) {
    const z = locate(s.zones, k);
    const onLine = z !== undefined && /^p[01]\/(combat|support)$/.test(z) && s.zones.zones[z]?.faceDown.includes(k) === true;
    report.check(known(k) && (onLine || k === paying), `$.setCosts.${k.slice(0, 24)}`, "is the cost of a card that is not a face-down Unit on the line");
  }
  for (const j of s.jobs) {
    if (j.kind === "routing") report.check(new Set(j.routed).size === j.routed.length, `$.jobs`, "name a player twice as done with routing");
  }
  // The battle window is core's priority window: its part of the Battle Stage opens it and is
  // done, and the battle is calculated once it has closed (D-BTL-2).
  const st = s.stack;
  if (st?.priorityWindow === true) {
    report.check(c.phase === "battle" && parts[0]?.kind === "battle-calc", "$.stack.priorityWindow", "is a battle window open outside the Battle Stage, or before Reveal or after the battle calculation");
  }
  const d1 = s.decision;
  const asked = d1 === null ? undefined : d1.kind === "pay" ? d1.from : d1.kind;
  if (d1 !== null && s.outcome === null && (asked === "sequence" || asked === "trigger" || asked === "battle-window")) {
    // A stack decision (or a payment for a play chosen in one) is asked of the player the stack
    // waits for: a sequence on its open entry, triggers before anything else, the battle window
    // with nothing on the stack.
    const n = st === null ? undefined : stackNext(st);
    const waits = n?.kind === "awaiting" && n.player === d1.player ? n : undefined;
    const onEntry = waits !== undefined && waits.entry !== null;
    const emptyWindow = waits?.entry === null && st !== null && stackMoves(st, d1.player).pass;
    const placing = waits?.entry === null && !emptyWindow;
    const fits = asked === "sequence" ? onEntry : asked === "battle-window" ? emptyWindow : placing;
    report.check(fits, "$.decision", `is a ${asked} decision the stack is not waiting for from that player`);
  }
  if (s.battle !== null) {
    report.check(s.battle.round <= round, "$.battle.round", "is after the current round");
    if (s.battle.destroyed !== null) report.check(known(s.battle.destroyed), "$.battle.destroyed", "names a card that does not exist");
  }
  if (r !== null) {
    report.check(known(r.source) && (s.defs[s.cards[r.source]?.def ?? ""]?.abilities.length ?? 0) > r.ability, "$.jobs[0]", "names a card or ability that does not exist");
    report.check((r.targets ?? []).every(known), "$.jobs[0].targets", "names a card that does not exist");
  }
  if (s.outcome === null) {
    // The match waits for a player or dice in every stage; before the roll is decided, only for the roll.
    if (c.phase === "first-roll") report.check(s.decision === null || s.decision.kind === "first-roll" || s.decision.kind === "choose-order", "$.decision", "is not the first-player roll before the first round");
    // A decision that a part of the stage asks stays with that part until it is done (no effect
    // is being resolved in front of it).
    // The stages that ask each decision (ASKED_IN), and whose turn it is for a stage of one player.
    if (s.decision !== null) {
      const at = askedIn(s.decision);
      report.check(at.stages.includes(c.phase as Phase), "$.decision", `is a ${at.kind} decision, which the ${c.phase} stage never asks (only ${at.stages.join(", ")}, ${at.rule})`);
      if (TURN_PLAYER.includes(s.decision.kind)) report.check(s.decision.player === c.active, "$.decision.player", `is not the player whose ${c.phase} stage it is (D-ROUND-2)`);
    }
    const asker = s.decision === null ? undefined : ASKED_BY[s.decision.kind];
    if (asker !== undefined) report.check(s.jobs[0]?.kind === asker, "$.jobs", `do not start with "${asker}", the part of the stage that asks for this decision`);
    const d = s.decision;
    if (d === null) report.check(s.chance !== null, "$.decision", "is empty while the match goes on");
    else if (d.kind === "pay") {
      // The action it pays for is one its player could choose where it was chosen, and costs what it says.
      const before: WardomState = { ...s, decision: { kind: d.from, player: d.player } };
      const key = canonicalJson(d.action);
      report.check(legalFor(before, d.player).some((a) => canonicalJson(a) === key), "$.decision.action", "is not an action its player could choose there");
      const cost = costOf(s, d.action);
      report.check(d.amount === cost?.amount && canonicalJson(d.payWith) === canonicalJson(cost.payWith), "$.decision.amount", "is not what the action costs");
      // What everyone saw when it was chosen: the card itself, or for a face-down recruit its cost.
      const a = d.action;
      if (a.type !== "ability" && a.type !== "pay-upkeep") {
        const shown = a.type === "recruit" && a.faceDown ? s.setCosts[a.card] === d.amount || canIdentify(s.zones, a.card, d.player === 0 ? 1 : 0) : canIdentify(s.zones, a.card, d.player === 0 ? 1 : 0);
        report.check(shown, "$.decision.action", "pays for a card its opponent was not shown");
      }
      if (s.chance === null) report.check(legalFor(s, d.player).length > 1, "$.decision", "offers fewer than two ways to pay");
    } else if (d.kind === "pick") {
      report.check(d.min <= d.max && d.max <= d.options.length, "$.decision", "asks for more picks than it offers");
      if (d.purpose === "effect" || d.purpose === "search") {
        // A pick for an effect is asked of the resolving effect's controller, from the zones that effect draws from.
        const from = r?.targets !== null ? undefined : pickSource(s, r);
        report.check(from !== undefined && r?.you === d.player && from.purpose === d.purpose, "$.decision", "is not a pick the resolving effect asks for");
        if (from !== undefined) report.check(d.options.every((o) => from.zones.includes(locate(s.zones, o) ?? "")), "$.decision.options", "offers a card from a zone the resolving effect does not pick from");
      }
      if (d.purpose === "guardian") {
        // A Guardian may take the place of the Unit a destroy effect names (D-ST.Guardian-1): asked of that Unit's owner, offering that Unit's Guardians.
        const first = r?.targets?.[0];
        report.check(first !== undefined && known(first) && s.cards[first]?.owner === d.player, "$.decision", "is not a Guardian pick for the Unit the resolving effect destroys");
        if (first !== undefined && known(first)) report.check(canonicalJson(d.options) === canonicalJson(guardiansFor(s, first)), "$.decision.options", "are not the Guardians that may take that Unit's place");
      }
      if (s.chance === null) report.check(legalFor(s, d.player).length > 0, "$.decision", "offers nothing to do");
    } else if (d.kind === "place") {
      // Where the Unit a recruit effect picked goes, and how it is paid: asked of the effect's controller, for the Unit it picked, from the zones it recruits from, with every placement open.
      const e = r === null ? undefined : abilityOf(s, r.source, r.ability)?.effects[r.effect];
      const from = r === null ? undefined : pickSource(s, { ...r, targets: null });
      const fits = r !== null && e?.kind === "recruit" && r.placement === undefined && r.you === d.player && r.targets?.length === 1 && r.targets[0] === d.card;
      report.check(fits && from !== undefined && from.zones.includes(locate(s.zones, d.card) ?? "") && s.defs[s.cards[d.card]?.def ?? ""]?.type === "unit", "$.decision", "is not where to put the Unit the resolving recruit effect picked");
      // Which positions are open is public; the payments follow the Unit's cost, which another
      // card of the same owner hidden with it could have (a state may swap the two).
      const open = fits ? new Set(placementsFor(s, d.player, d.card, { ...e, free: true }).map((o) => o.position)) : undefined;
      if (open !== undefined) report.check(d.options.every((o) => open.has(o.position)), "$.decision.options", "offer a position the recruit effect does not allow or that is not open");
      const funds = d.player === 0 ? s.players[0] : s.players[1];
      const treasury = cardsIn(s, zid(d.player, "treasury"));
      const affordable = (o: { readonly payment: { readonly energy: number; readonly resolve: number; readonly treasury: readonly string[] } }): boolean =>
        o.payment.energy <= funds.energy.available && o.payment.resolve <= funds.resolve && new Set(o.payment.treasury).size === o.payment.treasury.length && o.payment.treasury.every((c) => treasury.includes(c));
      report.check(d.options.every(affordable), "$.decision.options", "offer a payment its player cannot make (energy, resolve or Treasury cards they do not have)");
      if (s.chance === null) report.check(legalFor(s, d.player).length > 0, "$.decision", "offers nothing to do");
    } else if (s.chance === null) report.check(legalFor(s, d.player).length > 0, "$.decision", "offers nothing to do");
  } else report.check(s.decision === null, "$.decision", "is pending after the match ended");
}
