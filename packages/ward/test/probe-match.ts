// The harness of the mutation tests cards-have-effect.test.ts and card-actions-have-effect.test.ts
// (issue 13, DESIGN "Cards as data": a field the card format accepts runs, or is refused). It
// lists what the valibot schemas allow (effect kinds, targets, triggers, magic shapes, ...), so a
// new kind is covered, or fails for want of a sample, without an edit here; it builds a small
// "probe" card, gives it to a match through the config's `cards`, plays a fixed script from a
// constructed position with it, and compares with the same script played with the card without
// the effect looked at.
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { GameEvent, PlayerId } from "@rulesmith/core";
import { abilitySchema, actionSchema, creatureAbilitySchema, creatureTriggerSchema, durationSchema, triggeredActionSchema, triggerSchema } from "../src/cards/effects.js";
import { magicCardSchema } from "../src/cards/cards.js";
import { parseCard, ruleset, type Card, type WardAction, type WardState } from "../src/index.js";
import { scenario, type SideSpec } from "./helpers.js";
import { cardErrors } from "./json-schema-check.js";

// ---- What the schemas list -------------------------------------------------------------------

/** The `kind` literals of a valibot variant (nested variants flattened). */
function kindsOf(schema: unknown): string[] {
  const options = field(schema, "options");
  if (!Array.isArray(options)) throw new Error("not a variant");
  return options.flatMap((o: unknown) => (field(o, "type") === "variant" ? kindsOf(o) : [String(field(field(field(o, "entries"), "kind"), "literal"))]));
}

/** The option of a variant whose `kind` is `kind`. */
function optionOf(schema: unknown, kind: string): unknown {
  const options = field(schema, "options");
  if (!Array.isArray(options)) throw new Error("not a variant");
  for (const o of options) {
    if (field(o, "type") === "variant") {
      const inner = kindsOf(o).includes(kind) ? optionOf(o, kind) : undefined;
      if (inner !== undefined) return inner;
    } else if (field(field(field(o, "entries"), "kind"), "literal") === kind) return o;
  }
  return undefined;
}

/** The values a picklist allows (through an optional or an array of a picklist). */
function picks(schema: unknown): string[] {
  const inner = field(schema, "wrapped") ?? field(schema, "item") ?? schema;
  const options = field(inner, "options");
  if (!Array.isArray(options)) throw new Error("not a picklist");
  return options.map(String);
}

function field(o: unknown, k: string): unknown {
  return typeof o === "object" && o !== null ? (Reflect.get(o, k) as unknown) : undefined;
}

const entry = (schema: unknown, kind: string, name: string): unknown => field(field(optionOf(schema, kind), "entries"), name);

export const ACTION_KINDS = kindsOf(actionSchema);
export const TRIGGERED_ACTION_KINDS = kindsOf(triggeredActionSchema);
const TARGETS = picks(entry(triggeredActionSchema, "damage", "target"));
export const TRIGGERS = kindsOf(creatureTriggerSchema);
export const ABILITY_KINDS = kindsOf(abilitySchema);
export const CREATURE_ABILITY_KINDS = kindsOf(creatureAbilitySchema);
export const DURATIONS = kindsOf(durationSchema);
const STATS = picks(entry(abilitySchema, "stat-modifier", "stat"));
const CONDITIONS = kindsOf(entry(abilitySchema, "damage-multiplier", "condition"));
const DAMAGE_TYPES = picks(entry(abilitySchema, "damage-immunity", "damageTypes"));
const UNAFFECTED_BY = picks(entry(abilitySchema, "unaffected", "by"));
const FROMS = picks(entry(abilitySchema, "unaffected", "from"));
export const SIDES = picks(entry(abilitySchema, "negate-creature-effects", "side"));
export const COSTS = kindsOf(entry(abilitySchema, "magic-play-cost", "cost"));
const SUMMON_FROM = picks(entry(actionSchema, "summon", "from"));
const SUMMON_AS = picks(entry(actionSchema, "summon", "as"));
export const NEGATE_WHAT = picks(entry(actionSchema, "negate", "what"));
export const LIGHTNING_EVENTS = kindsOf(triggerSchema);
export const BYS = picks(field(field(optionOf(triggerSchema, "magic-played"), "entries"), "by"));
const MAGIC_ENTRIES = field(magicCardSchema, "entries");
const MAGIC_TYPES = picks(field(MAGIC_ENTRIES, "magicType"));
const SUB_TYPES = picks(field(MAGIC_ENTRIES, "subType"));

// ---- Samples of each kind ---------------------------------------------------------------------

export type Json = Record<string, unknown>;

/** One sample of an action of each kind, acting on `target` where it has one. */
export const ACTION_SAMPLES: Record<string, (target: string) => Json[]> = {
  damage: (target) => [{ kind: "damage", amount: 6, target }],
  "percentage-damage": (target) => [{ kind: "percentage-damage", percent: 50, target }],
  heal: (target) => [{ kind: "heal", amount: 5, target }],
  "damage-over-time": (target) => [{ kind: "damage-over-time", damage: 3, turnCycles: 2, target }],
  "heal-over-time": (target) => [{ kind: "heal-over-time", amount: 3, turnCycles: 2, target }],
  "destroy-magic": () => SIDES.map((side) => ({ kind: "destroy-magic", count: 1, side })),
  summon: () =>
    SUMMON_FROM.flatMap((from) =>
      // Anchored or not, but a Limited Summon always is (rule 13.3.2).
      SUMMON_AS.flatMap((as) => (as === "limited" ? [true] : [true, false]).map((anchored) => ({ kind: "summon", from: [from], as, count: 1, filter: { kind: "any" }, anchored, onAnchorEnd: "cemetery" }))),
    ),
  draw: () => [{ kind: "draw", count: 1 }],
  grant: (target) => [{ kind: "grant", target, duration: { kind: "this-turn" }, abilities: [{ kind: "stat-modifier", stat: "speed", amount: 5 }] }],
  "cemetery-adjustment": () => ["own", "opponent"].map((player) => ({ kind: "cemetery-adjustment", amount: -20, player })),
  negate: () => NEGATE_WHAT.map((what) => ({ kind: "negate", what: [what] })),
};

/** The events that show an action ran: one of them must appear with the effect that does not without it. */
export const WITNESS: Record<string, readonly string[]> = {
  damage: ["damage", "damage-prevented"],
  "percentage-damage": ["damage", "damage-prevented"],
  heal: ["healed"],
  "damage-over-time": ["dot-applied", "dot-not-stacked"],
  "heal-over-time": ["hot-applied"],
  "destroy-magic": ["magic-destroyed"],
  summon: ["summoned"],
  draw: ["drew"],
  grant: ["granted"],
  "cemetery-adjustment": ["cemetery-adjusted"],
  negate: ["negated", "attack-negated", "effects-negated"],
};

/** Samples of each lasting ability, with what the script needs to show it (`fast`: player 0's creatures outrun Brute, so they roll first). */
interface AbilitySample {
  readonly ability: Json;
  readonly fast?: boolean;
}

export const ABILITY_SAMPLES: Record<string, () => AbilitySample[]> = {
  "stat-modifier": () => STATS.map((stat) => ({ ability: { kind: "stat-modifier", stat, amount: stat === "hp" ? 10 : 3 } })),
  "damage-multiplier": () =>
    CONDITIONS.map((kind) => ({
      ability: { kind: "damage-multiplier", factor: 3, condition: { kind, ...CONDITION_FIELDS[kind] } },
      fast: kind === "hits-first",
    })),
  "battle-first": () => [{ ability: { kind: "battle-first" } }],
  unaffected: () => UNAFFECTED_BY.flatMap((by) => FROMS.map((from) => ({ ability: { kind: "unaffected", by: [by], from } }))),
  "damage-immunity": () => DAMAGE_TYPES.flatMap((t) => FROMS.map((from) => ({ ability: { kind: "damage-immunity", damageTypes: [t], from } }))),
  "cannot-be-removed": () => [{ ability: { kind: "cannot-be-removed" } }],
  "negate-creature-effects": () => SIDES.map((side) => ({ ability: { kind: "negate-creature-effects", side } })),
  "magic-play-cost": () =>
    COSTS.flatMap((cost) =>
      SIDES.map((players) => ({ ability: { kind: "magic-play-cost", cost: cost === "self-damage" ? { kind: cost, amount: 2, target: "own-primary" } : { kind: cost, count: 1 }, players } })),
    ),
};

/** The fields of each condition, chosen so that the opponent's creature (Brute) meets it. */
const CONDITION_FIELDS: Record<string, Json> = {
  always: {},
  "hits-first": {},
  "target-has-tag": { tag: "holds-weapon" },
  "target-is-type": { creatureType: "demon" },
  "target-named": { name: "Brute" },
};

/** One sample `on` of each trigger kind, and every variant of it. */
export const TRIGGER_SAMPLES: Record<string, () => Json[]> = {
  summoned: () => [{ kind: "summoned" }],
  hits: () => [{ kind: "hits" }],
  "after-turn-cycles": () => [1, 2].map((count) => ({ kind: "after-turn-cycles", count })),
  "turn-start": () => SIDES.map((side) => ({ kind: "turn-start", side })),
  "targeted-in-battle": () => [{ kind: "targeted-in-battle" }],
};

// ---- The world the probe card is played in ----------------------------------------------------

const creature = (id: string, name: string, more: Json = {}): Json => ({
  kind: "creature", id, name, creatureType: "beast", attackName: "Strike", attackDice: 1, modifier: 0, armorLevel: 6, speed: 3, hp: 40, ...more,
});
const magic = (id: string, name: string, effects: Json[], more: Json = {}): Json => ({ kind: "magic", id, name, magicType: "standard", subType: "none", effects, ...more });

/** The cards every scripted match uses beside the probe. */
const WORLD: readonly Json[] = [
  // Player 0's primary when the probe is a magic; its own ability shows a negation of its effects.
  creature("anvil", "Anvil", { effects: [{ kind: "stat-modifier", stat: "damageBonus", amount: 1 }] }),
  // Player 1's primary: the probe's opponent, with a creature effect of the opponent's.
  creature("brute", "Brute", { creatureType: "demon", speed: 4, tags: ["holds-weapon"], effects: [{ kind: "triggered", on: { kind: "hits" }, actions: [{ kind: "damage", amount: 2, target: "battle-opponent" }] }] }),
  creature("pup", "Pup", { creatureType: "bug", armorLevel: 2, speed: 1, hp: 10 }),
  magic("zap", "Zap", [{ kind: "damage", amount: 4, target: "opponent-primary" }]),
  magic("halve", "Halve", [{ kind: "percentage-damage", percent: 50, target: "opponent-primary" }]),
  magic("rot", "Rot", [{ kind: "damage-over-time", damage: 3, turnCycles: 2, target: "opponent-primary" }]),
  magic("ping", "Ping", [{ kind: "draw", count: 1 }]),
  magic("mend", "Mend", [{ kind: "heal", amount: 100, target: "own-primary" }]),
  magic("queen", "Queen", [{ kind: "destroy-magic", count: 1, side: "opponent" }]),
  magic("totem", "Totem", [], { magicType: "infinite" }),
  magic("idol", "Idol", [], { magicType: "infinite" }),
];

/** What a probe is and where it starts. */
export interface Probe {
  /** The probe card's data; its id is "probe". */
  readonly card: Json;
  /** Player 0's creatures outrun Brute (for "hits first"). */
  readonly fast?: boolean;
  /** Player 1 destroys a magic of player 0's on their turn (Queen), so that a magic's departure shows. */
  readonly queen?: boolean;
  /** A magic probe is played before player 0 has a primary (see {@link early}); the run without the effect keeps the probe's world. */
  readonly early?: boolean;
}

/** Whether a magic probe is played while player 0 has no primary yet: when it summons one. */
function early(card: Json): boolean {
  const effects = card["effects"];
  return card["kind"] === "magic" && Array.isArray(effects) && effects.some((e: unknown) => field(e, "kind") === "summon" && field(e, "as") === "primary");
}

/** The card list, as a config's `cards` gives it; the definitions come back from `setup`. */
function defsThroughConfig(cards: readonly Json[]): Card[] {
  // Two legal decks of 30 (three copies of ten cards each) that hold every card, with fillers.
  const fillers = Array.from({ length: 20 - cards.length }, (_, i) => creature(`filler-${i}`, `Filler ${i}`));
  const ids = [...cards, ...fillers].map((c) => String(c["id"]));
  const deck = (part: readonly string[], name: string): { name: string; cards: { id: string; count: number }[] } => ({ name, cards: part.map((id) => ({ id, count: 3 })) });
  const r = ruleset.setup({ seed: 1, decks: [deck(ids.slice(0, 10), "first"), deck(ids.slice(10, 20), "second")], cards: [...cards, ...fillers] as never });
  if (!r.ok) throw new Error(`the config refused the cards: ${r.error.message}`);
  return Object.values(r.value.defs);
}

/**
 * The match state the script starts from, in turn cycle 2. Player 0 holds the probe and acts
 * first, with no primary yet: a creature probe is summoned as it (Anvil when it cannot be); a
 * magic probe is played once Anvil is (or before, when it summons a primary itself; a Lightning that does is played in
 * answer on player 1's turn, which then comes first). A Hybrid's creature side shows once it is
 * the primary: player 0 starts with a weak Anvil, which player 1 kills, and the Hybrid is promoted.
 */
function startState(probe: Probe, defs: readonly Card[]): WardState {
  const probeDef = defs.find((d) => d.id === "probe");
  const hybrid = probeDef?.kind === "magic" && probeDef.hybrid !== null;
  const lightningFirst = probeDef?.kind === "magic" && probeDef.magicType === "lightning" && probe.early === true;
  const p0: SideSpec = {
    hand: ["probe", "pup", ...(hybrid ? [] : ["anvil"]), "mend"],
    deck: ["pup", "pup", "pup", "pup", "pup", "pup"],
    cemetery: ["pup"],
    limited: ["pup"],
    // With Queen, the probe is player 0's only magic, so that Queen destroys it.
    magic: probe.queen === true ? [] : [{ def: "totem" }],
    ...(hybrid ? { primary: "anvil", primaryHp: 9 } : { primary: null, fielded: false }),
  };
  const p1: SideSpec = {
    primary: "brute",
    hand: ["ping", "zap", "halve", "rot", "brute", "pup", ...(probe.queen === true ? ["queen"] : [])],
    deck: ["pup", "pup", "pup", "pup", "pup", "pup"],
    magic: [{ def: "idol" }],
  };
  // "fast": player 0's creatures (the probe, its Hybrid side, Anvil) outrun Brute.
  const faster = (d: Card): Card => (d.kind === "creature" ? { ...d, speed: 6 } : d.hybrid === null ? d : { ...d, hybrid: { ...d.hybrid, speed: 6 } });
  const cards = probe.fast === true ? defs.map((d) => (d.id === "probe" || d.id === "anvil" ? faster(d) : d)) : defs;
  return scenario({ extraCards: cards, p0, p1, dice: "external", active: lightningFirst ? 1 : 0 });
}

// ---- The script ---------------------------------------------------------------------------------

/** What a player tries, in order, on one of their turns; each intent is used once. */
type Intent = (a: WardAction, s: WardState) => boolean;

const defIs = (s: WardState, card: string, def: string): boolean => s.cards[card]?.def === def;
const summon = (def: string): Intent => (a, s) => a.type === "summon" && defIs(s, a.card, def);
const play = (def: string): Intent => (a, s) => a.type === "play" && defIs(s, a.card, def);
const battle: Intent = (a, s) => a.type === "battle" && s.zones.zones[`p${s.clock.active}/primary`]?.cards[0] === a.attacker;
const killOwn: Intent = (a) => a.type === "kill-own";

/** Each player's plan, turn by turn. */
function plan(probe: Probe): [Intent[][], Intent[][]] {
  const queen = probe.queen === true ? [play("queen")] : [];
  const first = probe.early === true ? [play("probe"), summon("anvil")] : [summon("probe"), summon("anvil"), play("probe")];
  return [
    [[...first, battle], [play("mend"), battle], [battle]],
    [[killOwn, play("ping"), ...queen, play("zap"), play("halve"), play("rot"), battle], [battle], [battle]],
  ];
}

/** The faces a table rolls: by the kind of roll, so that both runs roll alike whatever they ask. */
function faces(s: WardState): number[] {
  const req = s.chance?.request;
  if (req === undefined) return [];
  const face = req.purpose.startsWith("hit roll") ? 4 : req.purpose.startsWith("attack damage") ? 3 : req.purpose.startsWith("speed roll-off") ? (req.player === 0 ? 5 : 2) : 3;
  return Array<number>(req.count).fill(face);
}

/** One scripted match: a digest of every step (the action, the actions offered, the events, the state without the definitions) and the events. */
export interface Run {
  readonly digest: string;
  readonly events: readonly GameEvent[];
  /** Whether the probe card was played, summoned or answered with. */
  readonly probeUsed: boolean;
}

/** What of a step is compared: the grants, and the events that only report them, are left out when the ability inside a grant is what is looked at. */
export type Strip = "none" | "grants";

function normalState(s: WardState, strip: Strip): unknown {
  const { defs: _defs, ...rest } = s;
  if (strip === "none") return rest;
  const creatures: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.creatures)) creatures[k] = { ...v, grants: [] };
  return { ...rest, creatures };
}

function play1(start: WardState, probe: Probe, strip: Strip): Run {
  const h = createHash("sha256");
  const events: GameEvent[] = [];
  const plans = plan(probe);
  // Three turns each.
  const begun = [start.clock.turnsBegun[0] ?? 0, start.clock.turnsBegun[1] ?? 0];
  const turnOf = (s: WardState, p: 0 | 1): number => (s.clock.turnsBegun[p] ?? 0) - (begun[p] ?? 0) + (p === start.clock.active ? 0 : -1);
  let s = start;
  let probeUsed = false;
  for (let step = 0; step < 600 && s.outcome === null && turnOf(s, s.clock.active === 1 ? 1 : 0) < 3; step++) {
    let player: PlayerId;
    let action: WardAction;
    let index = -1;
    if (s.chance !== null) {
      player = s.chance.request.player ?? s.chance.player;
      action = { type: "faces", faces: faces(s) };
    } else {
      const d = s.decision;
      if (d === null) throw new Error("no decision");
      player = d.player;
      const legal = ruleset.legalActions(s, player);
      h.update(JSON.stringify(legal));
      const probeAction = legal.find((a) => (a.type === "respond" || a.type === "promote") && defIs(s, a.card, "probe"));
      const active = s.clock.active === 1 ? 1 : 0;
      const intents = player === active ? (plans[active][turnOf(s, active)] ?? []) : [];
      let chosen: WardAction | undefined;
      if (d.kind === "respond") chosen = probeAction ?? legal.find((a) => a.type === "pass");
      else if (d.kind === "promote") chosen = probeAction ?? legal[0];
      else if (d.kind === "main" || d.kind === "combat") {
        for (let i = 0; i < intents.length && chosen === undefined; i++) {
          const intent = intents[i];
          const hit = intent === undefined ? undefined : legal.find((a) => intent(a, s));
          if (hit !== undefined) {
            chosen = hit;
            intents.splice(i, 1);
          }
        }
        chosen ??= legal.find((a) => a.type === "next") ?? legal.find((a) => a.type === "end-turn");
      } else chosen = legal[0];
      if (chosen === undefined) throw new Error(`nothing to do at ${JSON.stringify(d)}`);
      action = chosen;
      index = legal.indexOf(chosen);
    }
    if ((action.type === "play" || action.type === "summon" || action.type === "respond") && defIs(s, action.card, "probe")) probeUsed = true;
    // The listed action by its index (the fast path bots use), a roll's faces by value.
    const r = index >= 0 ? ruleset.applyIndex(s, player, index) : ruleset.apply(s, player, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
    s = r.value.state;
    const kept = strip === "grants" ? r.value.events.filter((e) => e.type !== "granted") : r.value.events;
    events.push(...kept);
    h.update(JSON.stringify(action));
    h.update(JSON.stringify(kept));
    h.update(JSON.stringify(normalState(s, strip)));
  }
  return { digest: h.digest("hex"), events, probeUsed };
}

const baselines = new Map<string, Run>();

/** The scripted match of a probe, and of the same probe without the effect looked at (`bare`). */
export function compare(probe: Probe, bare: Json, strip: Strip = "none"): { with: Run; without: Run } {
  const world: Probe = { ...probe, early: probe.early ?? early(probe.card) };
  const withRun = play1(startState(world, defsThroughConfig([...WORLD, probe.card])), world, strip);
  const key = JSON.stringify([bare, world.fast, world.queen, world.early, strip]);
  let without = baselines.get(key);
  if (without === undefined) {
    const bareProbe: Probe = { ...world, card: bare };
    without = play1(startState(bareProbe, defsThroughConfig([...WORLD, bare])), bareProbe, strip);
    baselines.set(key, without);
  }
  return { with: withRun, without };
}

/** How many events of these types a run has, as JSON (so that the same event twice counts twice). */
export function witnessed(events: readonly GameEvent[], types: readonly string[]): string[] {
  return events.filter((e) => types.includes(e.type)).map((e) => JSON.stringify(e));
}

/** Whether `a` holds an event `b` does not (counting repeats). */
export function more(a: readonly string[], b: readonly string[]): boolean {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  for (const x of a) {
    const n = left.get(x) ?? 0;
    if (n === 0) return true;
    left.set(x, n - 1);
  }
  return false;
}

// ---- Where effects stand -----------------------------------------------------------------------

/** A magic probe of one shape (type, sub-type, Hybrid or not) with these effects. */
export function magicProbe(magicType: string, subType: string, hybrid: boolean, effects: Json[]): Json {
  return {
    kind: "magic", id: "probe", name: "Probe", magicType, subType, effects,
    ...(magicType === "lightning" ? { playableWhen: [{ kind: "magic-played", by: "opponent" }] } : {}),
    ...(hybrid ? { hybrid: { creatureType: "beast", attackName: "Gore", attackDice: 1, modifier: 0, armorLevel: 6, speed: 3, hp: 40 } } : {}),
  };
}

export const creatureProbe = (effects: Json[]): Json => creature("probe", "Probe", { effects });

export const SHAPES = MAGIC_TYPES.flatMap((t) => SUB_TYPES.flatMap((sub) => [false, true].map((hybrid) => ({ t, sub, hybrid, name: `${t} ${sub}${hybrid ? " Hybrid" : ""} magic` }))));

/** Every place an action may stand: a creature's triggered effect on each trigger, a magic's effects, a magic's triggered effect. */
export interface Place {
  readonly name: string;
  readonly card: (action: Json) => Json;
  readonly bare: Json;
}

export function places(): Place[] {
  const out: Place[] = [];
  for (const t of TRIGGERS) {
    const on = TRIGGER_SAMPLES[t]?.()[0];
    if (on === undefined) continue;
    out.push({ name: `a creature's "${t}" effect`, card: (a) => creatureProbe([{ kind: "triggered", on, actions: [a] }]), bare: creatureProbe([]) });
  }
  for (const sh of SHAPES) {
    out.push({ name: `a ${sh.name}'s effects`, card: (a) => magicProbe(sh.t, sh.sub, sh.hybrid, [a]), bare: magicProbe(sh.t, sh.sub, sh.hybrid, []) });
    for (const t of TRIGGERS) {
      const on = TRIGGER_SAMPLES[t]?.()[0];
      if (on === undefined) continue;
      out.push({ name: `a ${sh.name}'s "${t}" effect`, card: (a) => magicProbe(sh.t, sh.sub, sh.hybrid, [{ kind: "triggered", on, actions: [a] }]), bare: magicProbe(sh.t, sh.sub, sh.hybrid, []) });
    }
  }
  return out;
}

/** Every action sample, with the target it acts on in its name. */
export function actionSamples(): { name: string; kind: string; action: Json }[] {
  const out: { name: string; kind: string; action: Json }[] = [];
  for (const kind of ACTION_KINDS) {
    const sample = ACTION_SAMPLES[kind];
    if (sample === undefined) continue;
    const hasTarget = field(optionOf(actionSchema, kind), "entries") !== undefined && "target" in (field(optionOf(actionSchema, kind), "entries") as object);
    for (const target of hasTarget ? TARGETS : [""]) for (const action of sample(target)) out.push({ name: JSON.stringify(action), kind, action });
  }
  return out;
}

/** The verdict on one card: refused by the parser (with the JSON Schema agreeing), or it did something. */
export type Verdict = "refused" | "runs" | "no-op";

/**
 * Whether parseCard accepts a card. Each sample must be accepted somewhere: a sample refused
 * everywhere (a new kind's fields left out) would make its test pass without playing it.
 */
export function accepted(card: Json): boolean {
  return parseCard(card).ok;
}

export function refusal(card: Json): string | null {
  const r = parseCard(card);
  // The JSON Schema an editor checks a card file with refuses exactly what parseCard refuses.
  expect({ card, schemaAccepts: cardErrors(card).length === 0 }).toEqual({ card, schemaAccepts: r.ok });
  if (r.ok) return null;
  for (const p of r.error.problems) {
    expect(p.card).toBe("probe");
    expect(p.message.length).toBeGreaterThan(20);
  }
  return r.error.problems.map((p) => `${p.path}: ${p.message}`).join("; ");
}

/**
 * The cards of one test that were accepted and changed nothing. A test expects none: a new one
 * is a field the engine ignores, to refuse in card-rules.ts or to make run. (One that cannot be
 * fixed at once would be listed in the test as a known gap, with a comment, and expected to stay
 * a no-op until fixed.)
 */
export class Findings {
  readonly noOps: string[] = [];
  add(name: string, verdict: Verdict): void {
    if (verdict === "no-op") this.noOps.push(name);
  }
}

export function verdictOf(card: Json, bare: Json, shows: (c: { with: Run; without: Run }) => boolean, probe: Omit<Probe, "card"> = {}, strip: Strip = "none"): Verdict {
  if (refusal(card) !== null) return "refused";
  const c = compare({ ...probe, card }, bare, strip);
  return shows(c) ? "runs" : "no-op";
}

export const differs = (c: { with: Run; without: Run }): boolean => c.with.digest !== c.without.digest;

