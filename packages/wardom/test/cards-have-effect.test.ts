// Mutation-style: every effect kind, trigger event and zone label the card format accepts either
// changes something when its card is in play, compared with the same card without it, or is
// refused when the card is parsed (issue 14: nothing the format accepts is silently ignored).
// The kinds, events and labels are read from the valibot schemas, so a new one is covered here
// (and fails until it has a scenario below).
import { describe, expect, it } from "vitest";
import type { GameEvent } from "@rulesmith/core";
import { CHOICE_ZONES, CardAbilitySchema, EffectSchema, TimingSchema, parseCard, ruleset, type Card, type CardAbility, type Effect, type PickZone, type WardomAction, type WardomState } from "../src/index.js";
import { CARD_TYPES, ZONES, type CardType, type Zone } from "../src/cards/vocabulary.js";
import { act, build, facing, keepAll, runUntil, type Side } from "./helpers.js";

// --- What the schemas accept, read from them -------------------------------------------------

/** The schema under `v.pipe(schema, v.description(...))` wrappers. */
function inner(schema: unknown): Record<string, unknown> {
  let s = schema as Record<string, unknown>;
  while (s["type"] !== "variant" && s["type"] !== "strict_object" && s["type"] !== "picklist" && Array.isArray(s["pipe"])) s = (s["pipe"] as unknown[])[0] as Record<string, unknown>;
  return s;
}
const variantOptions = (schema: unknown): Record<string, unknown>[] => (inner(schema)["options"] as unknown[]).map(inner);
const entry = (object: Record<string, unknown>, key: string): Record<string, unknown> => inner((object["entries"] as Record<string, unknown>)[key]);
const literal = (object: Record<string, unknown>, key: string): string => entry(object, key)["literal"] as string;

const EFFECT_KINDS: readonly string[] = variantOptions(EffectSchema).map((o) => literal(o, "kind"));
const TIMING_KINDS: readonly string[] = variantOptions(TimingSchema).map((o) => literal(o, "kind"));
const triggered = variantOptions(TimingSchema).find((o) => literal(o, "kind") === "triggered");
const EVENTS: readonly string[] = triggered === undefined ? [] : (entry(triggered, "event")["options"] as string[]);
/** The zone labels: `zone` of an ability is `v.exactOptional(picklist)`, whose schema is `wrapped`. */
const LABELS = inner(entry(inner(CardAbilitySchema), "zone")["wrapped"])["options"] as readonly Zone[];

// --- Building and playing -------------------------------------------------------------------

const MARK = 3;
/** What every probe ability does first: its controller gains 3 resolve, so that it is seen to run. */
const marker: Effect = { kind: "gain-resolve", player: "you", amount: MARK };
const brute: Card = { type: "unit", id: "brute", name: "Brute", cost: 1, illustrative: true, combat: 9, support: 9, level: 1, element: "Earth", unitTypes: [], statuses: [], abilities: [] };
const shade: Card = { type: "unit", id: "shade", name: "Shade", cost: 1, illustrative: true, combat: 1, support: 1, level: 1, element: "Shadow", unitTypes: [], statuses: [{ status: "stealth" }], abilities: [] };

const SHAPES: Readonly<Record<CardType, object>> = {
  unit: { combat: 1, support: 1, level: 1, element: "Earth", unitTypes: [], statuses: [] },
  ability: {},
  bolt: {},
  cycle: {},
  danger: { condition: { kind: "round-at-least", round: 1 }, payWith: ["energy"] },
  equip: { grants: { combat: 0, support: 0, statuses: [] } },
  field: { upkeep: 0 },
  treasure: { requirement: { kind: "round-at-least", round: 1 } },
};

/** The probe card of a type with these abilities, parsed (or the parser's refusal). */
function probe(type: CardType, abilities: readonly CardAbility[]): ReturnType<typeof parseCard> {
  return parseCard({ type, id: "probe", name: "Probe", cost: 0, illustrative: true, ...SHAPES[type], abilities });
}

interface Run {
  readonly state: WardomState;
  readonly events: readonly GameEvent[];
}

/** Plays `action` for player 0 (if any), then plays on, keeping every trigger, until `until` holds or the match ends. */
function play(start: WardomState, action: WardomAction | undefined, until: (s: WardomState) => boolean): Run {
  const first = action === undefined ? { state: start, events: [] } : act(start, 0, action);
  const rest = runUntil(first.state, until, keepAll, 500);
  return { state: rest.state, events: [...first.events, ...rest.events] };
}

/** What a run did, without the card definitions (which differ between the two probes by design). */
const did = (r: Run): string => JSON.stringify({ players: r.state.players, zones: r.state.zones.zones, units: r.state.units, events: r.events });

const backToMain = (s: WardomState): boolean => s.decision?.kind === "main" && s.decision.player === 0;
const nextRound = (s: WardomState): boolean => backToMain(s) && (s.clock.roundsEnded ?? 0) >= 1;

// --- Effects --------------------------------------------------------------------------------

const opp = <Z extends PickZone>(zones: Z[]) => ({ mode: "select", count: 1, side: "opponent", zones }) as const;
/** One use of each effect kind, with a board where it has something to act on. */
const EFFECTS: Readonly<Record<Effect["kind"], Effect>> = {
  "resolve-damage": { kind: "resolve-damage", player: "opponent", amount: 2 },
  "gain-resolve": { kind: "gain-resolve", player: "opponent", amount: 2 },
  "gain-energy": { kind: "gain-energy", amount: 2 },
  draw: { kind: "draw", player: "you", count: 1 },
  "modify-stats": { kind: "modify-stats", choice: opp(["combat"]), combat: 1, support: 0, duration: "this-round" },
  "swap-stats": { kind: "swap-stats", choice: opp(["combat"]), duration: "this-round" },
  "add-status": { kind: "add-status", choice: opp(["combat"]), status: { status: "weaken", x: 1 }, duration: "permanent" },
  "remove-status": { kind: "remove-status", choice: opp(["support"]), status: "stealth" },
  cleanse: { kind: "cleanse", choice: opp(["support"]) },
  destroy: { kind: "destroy", choice: opp(["combat"]) },
  forbid: { kind: "forbid", choice: opp(["combat"]) },
  "return-to-hand": { kind: "return-to-hand", choice: opp(["combat"]) },
  set: { kind: "set", choice: opp(["combat"]) },
  flip: { kind: "flip", choice: { mode: "target", count: 1, side: "any", zones: ["support"] } },
  coin: { kind: "coin", choice: opp(["combat"]) },
  recruit: { kind: "recruit", from: ["hand"], position: "any", faceDown: false, free: true },
  "additional-recruit": { kind: "additional-recruit", position: "combat", count: 1 },
  search: { kind: "search", zone: "deck", filter: { types: ["unit"] }, count: 1, to: "hand" },
  seek: { kind: "seek", count: 3, take: 1, to: "hand", rest: "bottom" },
  burn: { kind: "burn", player: "opponent", count: 2 },
  pitch: { kind: "pitch", player: "opponent", filter: { name: "Ember Squire" }, count: 1 },
  recover: { kind: "recover", count: 1 },
};

/** Player 0 with the probe in Combat and room in Support; player 1 with a Unit in Combat and a set Stealth Unit in Support. */
const P0: Side = { combat: ["probe"], hand: ["river-sprite"], void: ["shieldmaiden"], coin: ["ironwood-spearman"], energy: 2 };
const P1: Side = { combat: ["mountain-ogre"], support: ["shade"], faceDown: ["shade"], coin: ["ironwood-spearman"] };
/** The same with player 1's Stealth Unit face up, for the effects that need a status to take away. */
const P1_UP: Side = { combat: ["mountain-ogre"], support: ["shade"], coin: ["ironwood-spearman"] };

function activateProbe(effects: readonly Effect[], p1: Side): Run {
  const card = probe("unit", [{ timing: { kind: "activated" }, effects }]);
  if (!card.ok) throw new Error(card.error.message);
  const b = build(P0, p1, { cards: [card.value, brute, shade] });
  return play(b.state, { type: "ability", card: b.ids(0, "probe"), index: 0 }, backToMain);
}

describe("every effect kind changes something in play", () => {
  it("the table below has one use of each effect kind the schema accepts", () => {
    expect(Object.keys(EFFECTS).sort()).toEqual([...EFFECT_KINDS].sort());
  });

  it.each(EFFECT_KINDS.filter((k) => k !== "additional-recruit"))("D-TIMING-1 %s, in an activated ability, does more than the same ability without it", (kind) => {
    const effect = EFFECTS[kind as Effect["kind"]];
    const p1 = kind === "remove-status" || kind === "cleanse" ? P1_UP : P1;
    const base = activateProbe([marker], p1);
    const withIt = activateProbe([marker, effect], p1);
    expect(base.state.players[0].resolve).toBe(20 + MARK);
    expect(did(withIt)).not.toBe(did(base));
  });

  it("D-KW.AdditionalRecruit-1 additional-recruit, in a continuous ability, lets a second Unit into its position", () => {
    const second = (abilities: readonly CardAbility[]): boolean => {
      const card = probe("unit", abilities);
      if (!card.ok) throw new Error(card.error.message);
      const b = build({ combat: ["probe"], hand: ["river-sprite"] }, {}, { cards: [card.value] });
      return ruleset.legalActions(b.state, 0).some((a) => a.type === "recruit" && a.position === "combat");
    };
    expect(second([])).toBe(false);
    expect(second([{ timing: { kind: "continuous" }, effects: [EFFECTS["additional-recruit"]] }])).toBe(true);
  });
});

// --- The zones a choice picks from ----------------------------------------------------------

/** Each effect kind with a `choice`, with the zones its `choice.zones` accepts, read from the schema. */
const CHOICE_CASES: readonly { readonly kind: Effect["kind"]; readonly zones: readonly Zone[] }[] = variantOptions(EffectSchema)
  .filter((o) => Object.hasOwn(o["entries"] as object, "choice"))
  .map((o) => ({ kind: literal(o, "kind") as Effect["kind"], zones: inner(inner(entry(entry(o, "choice"), "zones"))["item"])["options"] as Zone[] }));

/** The card that lies in each zone to be picked: player 1's (player 0's own for a hand). */
const AT: Readonly<Record<Zone, string>> = {
  deck: "river-sprite", hand: "river-sprite", combat: "shade", support: "shade", coin: "shade", action: "hoarders-vault", side: "shade", field: "oracle-pool", treasury: "river-sprite", void: "river-sprite", forbidden: "river-sprite",
};

/** Player 0's probe picks the one card in `zone` (player 1's, or player 0's own hand) with `effect`: the run, with and without it. */
function pickIn(effect: Effect, zone: Zone): { readonly with: Run; readonly without: Run } {
  const kind = effect.kind;
  const faceDown = kind === "flip";
  const p1: Side = { ...(zone === "hand" ? {} : { [zone]: [AT[zone]] }), ...(zone === "coin" ? {} : { coin: ["ironwood-spearman"] }), faceDown: faceDown ? [AT[zone]] : [] };
  const run = (effects: readonly Effect[]): Run => {
    const card = probe("unit", [{ timing: { kind: "activated" }, effects }]);
    if (!card.ok) throw new Error(card.error.message);
    // A wager is picked only face up: with face-down wagers (the default) no effect sees one.
    const b = build(P0, p1, { cards: [card.value, brute, shade], ...(zone === "coin" ? { options: { wagerVisibility: "face-up" } } : {}) });
    const state = zone === "coin" ? facing(b.state, b.ids(1, AT.coin), false) : b.state;
    return play(state, { type: "ability", card: b.ids(0, "probe"), index: 0 }, backToMain);
  };
  return { with: run([marker, effect]), without: run([marker]) };
}

describe("every zone a choice accepts is one its effect picks from", () => {
  it("the schema lists a choice for 11 effect kinds, none of them naming the deck", () => {
    expect(CHOICE_CASES.map((c) => c.kind).sort()).toEqual(Object.keys(CHOICE_ZONES).sort());
    for (const c of CHOICE_CASES) expect([c.kind, c.zones]).toEqual([c.kind, CHOICE_ZONES[c.kind as keyof typeof CHOICE_ZONES]]);
    expect(CHOICE_CASES.filter((c) => c.zones.includes("deck"))).toEqual([]);
  });

  const cases = CHOICE_CASES.flatMap((c) => c.zones.map((zone) => [`${c.kind} from ${zone}`, c.kind, zone] as const));
  it.each(cases)("D-KW.Destroy-1 D-KW.Forbid-1 D-KW.Set-1 D-KW.Set-2 %s changes the match", (_, kind, zone) => {
    const choice = { mode: "select", count: 1, side: zone === "hand" ? "you" : "opponent", zones: [zone] } as const;
    const base = EFFECTS[kind];
    const effect = { ...base, choice } as Effect;
    const r = pickIn(effect, zone);
    expect(did(r.with)).not.toBe(did(r.without));
  });

  const refused = CHOICE_CASES.flatMap((c) => ZONES.filter((z) => !c.zones.includes(z)).map((zone) => [`${c.kind} from ${zone}`, c.kind, zone] as const));
  it.each(refused)("D-KW.Destroy-1 D-KW.Forbid-1 D-KW.Set-1 D-KW.Set-2 %s is refused, saying why", (_, kind, zone) => {
    const effect = { ...EFFECTS[kind], choice: { mode: "select", count: 1, side: "any", zones: [zone] } };
    const r = parseCard({ type: "unit", id: "probe", name: "Probe", cost: 0, illustrative: true, ...SHAPES.unit, abilities: [{ timing: { kind: "activated" }, effects: [effect] }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toHaveLength(1);
    expect(r.error.problems[0]?.path).toBe("abilities.0.effects.0.choice.zones.0");
    expect(r.error.problems[0]?.message).toMatch(new RegExp(`^the field \`abilities\\.0\\.effects\\.0\\.choice\\.zones\\.0\` is "${zone}", but .+ picks from "`));
  });
});

// --- Triggers -------------------------------------------------------------------------------

/**
 * A scenario for a trigger event: where the probe lies (by its zone label, else where its type
 * is in play) and what happens, run once with the probe's trigger and once without.
 */
type Scenario = (card: Card, label: Zone | undefined) => Run | "no scenario";

const linePlace = (label: Zone | undefined): "combat" | "support" => (label === "support" ? "support" : "combat");

/** The probe on player 0's line; player 1 has `foe` (nothing: player 0 wins the battle; a Brute: player 0 loses). */
function roundWith(card: Card, label: Zone | undefined, foe: "none" | "brute", faceDown = false): Run {
  const place = linePlace(label);
  const p0: Side = { [place]: ["probe"], coin: ["ember-squire"], faceDown: faceDown ? ["probe"] : [] };
  const p1: Side = { ...(foe === "brute" ? { combat: ["brute"] } : {}), coin: ["river-sprite"] };
  const b = build(p0, p1, { cards: [card, brute] });
  return play(b.state, undefined, nextRound);
}

const onLineRound = (foe: "none" | "brute"): Scenario => (card, label) => (card.type === "unit" ? roundWith(card, label, foe) : card.type === "field" ? fieldRound(card) : "no scenario");

function fieldRound(card: Card): Run {
  const b = build({ field: ["probe"], coin: ["ember-squire"] }, { coin: ["river-sprite"] }, { cards: [card] });
  return play(b.state, undefined, nextRound);
}

/** Where a card of a type lies face up when it has no label: its place in play, else (an Action never face up in play) its owner's void. */
const HOME: Readonly<Record<CardType, Zone | undefined>> = { unit: "combat", ability: "void", bolt: "void", danger: "void", cycle: "action", equip: undefined, field: "field", treasure: "treasury" };

const SCENARIOS: Readonly<Record<string, Scenario>> = {
  recruited: (card, label) => recruitProbe(card, label),
  placed: (card, label) => recruitProbe(card, label),
  flipped: (card, label) => roundWith(card, label, "none", true),
  "start-stage": onLineRound("none"),
  "resource-stage": onLineRound("none"),
  "start-of-battle": onLineRound("none"),
  "battle-won": onLineRound("none"),
  "battle-lost": onLineRound("brute"),
  "end-stage": onLineRound("none"),
  destroyed: (card, label) => destroyProbe(card, label),
  coined: (card) => {
    // The probe is player 1's wager; player 0 wins the battle and coins it into player 0's Treasury (D-BTL-10).
    const b = build({ combat: ["brute"], coin: ["ember-squire"] }, { coin: ["probe"] }, { cards: [card, brute] });
    return play(b.state, undefined, nextRound);
  },
};

function recruitProbe(card: Card, label: Zone | undefined): Run {
  const b = build({ hand: ["probe"] }, {}, { cards: [card] });
  return play(b.state, { type: "recruit", card: b.ids(0, "probe"), position: linePlace(label), faceDown: false }, backToMain);
}

/** A Unit of player 0 that destroys the probe where it lies, by an effect naming that zone. */
function destroyProbe(card: Card, label: Zone | undefined): Run | "no scenario" {
  const where = label ?? HOME[card.type];
  if (card.type === "equip" && label === undefined) {
    // An attached Equip is destroyed with its Unit (D-KW.Equip-2).
    const b = build({ combat: ["ember-squire"], support: ["breaker"], hand: ["probe"] }, {}, { cards: [card, breakerOf("combat", "Ember Squire")] });
    const s = play(b.state, { type: "play", card: b.ids(0, "probe"), target: b.ids(0, "ember-squire") }, backToMain).state;
    return play(s, { type: "ability", card: b.ids(0, "breaker"), index: 0 }, backToMain);
  }
  // A card is destroyed on the field only (D-KW.Destroy-1): the parser refuses a label elsewhere.
  const onField = CHOICE_ZONES.destroy.find((z) => z === where);
  if (onField === undefined) return "no scenario";
  const breaker = breakerOf(onField, "Probe");
  const p0: Side = onField === "combat" ? { support: ["breaker"], combat: ["probe"] } : { combat: ["breaker"], [onField]: ["probe"] };
  const b = build(p0, {}, { cards: [card, breaker] });
  return play(b.state, { type: "ability", card: b.ids(0, "breaker"), index: 0 }, backToMain);
}

function breakerOf(where: (typeof CHOICE_ZONES.destroy)[number], name: string): Card {
  return {
    type: "unit", id: "breaker", name: "Breaker", cost: 0, illustrative: true, combat: 1, support: 1, level: 1, element: "Earth", unitTypes: [], statuses: [],
    abilities: [{ timing: { kind: "activated" }, effects: [{ kind: "destroy", choice: { mode: "select", count: 1, side: "you", zones: [where], filter: { name } } }] }],
  };
}

interface TriggerCase {
  readonly type: CardType;
  readonly event: string;
  readonly label: Zone | undefined;
}

const TRIGGER_CASES: readonly TriggerCase[] = EVENTS.flatMap((event) =>
  CARD_TYPES.flatMap((type) =>
    [undefined, ...LABELS].map((label) => ({ type, event, label })).filter(({ label }) => {
      const a = { timing: { kind: "triggered", event }, effects: [marker], ...(label === undefined ? {} : { zone: label }) } as CardAbility;
      return probe(type, [a]).ok;
    }),
  ),
);

describe("every trigger event and zone label the parser accepts fires", () => {
  it("the schema's lists are read: 3 timings, 11 events, 11 zone labels; each event has a scenario", () => {
    expect(TIMING_KINDS).toEqual(["activated", "continuous", "triggered"]);
    expect(EVENTS).toHaveLength(11);
    expect(LABELS).toHaveLength(11);
    expect(Object.keys(SCENARIOS).sort()).toEqual([...EVENTS].sort());
  });

  it.each(TRIGGER_CASES.map((c) => [`${c.event} on ${c.type}${c.label === undefined ? "" : ` labelled ${c.label}`}`, c] as const))("D-TIMING-1 %s changes the match", (_, c) => {
    const a = { timing: { kind: "triggered", event: c.event }, effects: [marker], ...(c.label === undefined ? {} : { zone: c.label }) } as CardAbility;
    const withIt = probe(c.type, [a]);
    const without = probe(c.type, []);
    if (!withIt.ok || !without.ok) throw new Error("the probe was refused");
    const scenario = SCENARIOS[c.event];
    if (scenario === undefined) throw new Error(`no scenario for ${c.event}`);
    const runWith = scenario(withIt.value, c.label);
    const runWithout = scenario(without.value, c.label);
    // No way to get the card there face up: the parser should refuse the label (none is a known gap today).
    if (runWith === "no scenario" || runWithout === "no scenario") throw new Error(`${c.event} on ${c.type} labelled ${String(c.label)}: accepted, but nothing gets it there`);
    expect(did(runWith)).not.toBe(did(runWithout));
  });
});

// --- Activated and continuous labels --------------------------------------------------------

interface PlaceCase {
  readonly type: CardType;
  readonly timing: "activated" | "continuous";
  readonly label: Zone | undefined;
}

const PLACE_CASES: readonly PlaceCase[] = (["activated", "continuous"] as const).flatMap((timing) =>
  CARD_TYPES.flatMap((type) =>
    [undefined, ...LABELS].map((label) => ({ type, timing, label })).filter(({ label }) => {
      const effects = timing === "continuous" ? [EFFECTS["additional-recruit"]] : [marker];
      return probe(type, [{ timing: { kind: timing }, effects, ...(label === undefined ? {} : { zone: label }) }]).ok;
    }),
  ),
);

/** The probe placed where its ability works, and the action that uses it (or, for a continuous one, the state to look at). */
function placed(card: Card, label: Zone | undefined): { state: WardomState; use: WardomAction | undefined } | "no scenario" {
  const host: Side = { combat: ["ember-squire"], hand: ["river-sprite"], coin: ["shieldmaiden"] };
  if (card.type === "ability" || card.type === "bolt") {
    const b = build({ ...host, hand: ["probe", "river-sprite"] }, {}, { cards: [card] });
    return { state: b.state, use: { type: "play", card: b.ids(0, "probe"), target: null } };
  }
  if (card.type === "danger") {
    // Set in round 1, activated a round later (D-DANGER-1).
    const b = build({ ...host, action: ["probe"], faceDown: ["probe"] }, {}, { cards: [card], round: 2 });
    return { state: { ...b.state, setAt: { ...b.state.setAt, [b.ids(0, "probe")]: { round: 1, stage: "main" as const } } }, use: { type: "activate", card: b.ids(0, "probe"), target: null } };
  }
  if (card.type === "equip" && label === undefined) {
    const b = build({ ...host, hand: ["probe", "river-sprite"] }, {}, { cards: [card] });
    const s = play(b.state, { type: "play", card: b.ids(0, "probe"), target: b.ids(0, "ember-squire") }, backToMain).state;
    return { state: s, use: { type: "ability", card: b.ids(0, "probe"), index: 0 } };
  }
  const where = label ?? HOME[card.type];
  if (where === undefined || where === "deck" || where === "hand" || where === "coin") return "no scenario";
  const side: Side = where === "combat" ? { ...host, combat: ["probe"] } : { ...host, [where]: ["probe"] };
  const b = build(side, {}, { cards: [card] });
  return { state: b.state, use: { type: "ability", card: b.ids(0, "probe"), index: 0 } };
}

const probeFor = (c: PlaceCase): Card => {
  const effects = c.timing === "continuous" ? [EFFECTS["additional-recruit"]] : [marker];
  const parsed = probe(c.type, [{ timing: { kind: c.timing }, effects, ...(c.label === undefined ? {} : { zone: c.label }) }]);
  if (!parsed.ok) throw new Error("the probe was refused");
  return parsed.value;
};
const placedOrThrow = (card: Card, c: PlaceCase): { state: WardomState; use: WardomAction | undefined } => {
  const at = placed(card, c.label);
  if (at === "no scenario") throw new Error(`accepted, but nothing gets a ${c.type} to ${String(c.label)} face up`);
  return at;
};
const caseName = (c: PlaceCase): string => `${c.timing} on ${c.type}${c.label === undefined ? "" : ` labelled ${c.label}`}`;

describe("every activated and continuous ability the parser accepts works where its label says", () => {
  it.each(PLACE_CASES.filter((c) => c.timing === "activated").map((c) => [caseName(c), c] as const))("D-TIMING-1 %s is offered there and runs", (_, c) => {
    const at = placedOrThrow(probeFor(c), c);
    if (at.use === undefined) throw new Error("no action");
    const r = play(at.state, at.use, backToMain);
    expect(r.state.players[0].resolve).toBe(at.state.players[0].resolve + MARK);
  });

  it.each(PLACE_CASES.filter((c) => c.timing === "continuous").map((c) => [caseName(c), c] as const))("D-KW.AdditionalRecruit-1 %s gives room for a second Unit in Combat", (_, c) => {
    // Combat holds the probe or the host Ember Squire; the same card without the ability gives no room.
    const without = probe(c.type, []);
    if (!without.ok) throw new Error("the bare probe was refused");
    const room = (s: WardomState): boolean => ruleset.legalActions(s, 0).some((a) => a.type === "recruit" && a.position === "combat");
    expect([room(placedOrThrow(without.value, c).state), room(placedOrThrow(probeFor(c), c).state)]).toEqual([false, true]);
  });
});
