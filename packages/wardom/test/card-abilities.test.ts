// Every ability a card may hold either runs where its card and zone label say, or is refused
// when the card is parsed, with a sentence saying why: continuous abilities, activated
// abilities off the line (Treasury, Void, Side Zone, attached Equips), an Action's own ability.
import { describe, expect, it } from "vitest";
import type { PlayerId } from "@rulesmith/core";
import { parseCard, parseCardSet, ruleset, type Card, type CardAbility, type WardomState } from "../src/index.js";
import { act, build, isLegal, keepAll, pick, runUntil, zone } from "./helpers.js";

const unit = { type: "unit", cost: 1, illustrative: true, combat: 1, support: 1, level: 1, element: "Earth", unitTypes: [], statuses: [] } as const;
const room = (position: "combat" | "support" = "combat") => ({ kind: "additional-recruit", position, count: 1 }) as const;
const continuous = { kind: "continuous" } as const;
const activated = { kind: "activated" } as const;
const draw = { kind: "draw", player: "you", count: 1 } as const;

function problems(value: unknown): { path: string; message: string; rule?: string }[] {
  const r = parseCard(value);
  return r.ok ? [] : r.error.problems.map((p) => (p.rule === undefined ? { path: p.path, message: p.message } : { path: p.path, message: p.message, rule: p.rule }));
}

const field = (abilities: readonly unknown[]) => ({ type: "field", id: "f", name: "F", cost: 1, illustrative: true, upkeep: 0, abilities });

describe("continuous abilities", () => {
  it("D-TIMING-1 a continuous ability holding anything but additional-recruit is refused, saying why (a Field's stat aura with a select choice would never apply)", () => {
    const aura = { timing: continuous, effects: [{ kind: "modify-stats", choice: { mode: "select", count: 1, side: "you", zones: ["combat"] }, combat: 2, support: 0, duration: "permanent" }] };
    expect(problems(field([aura]))).toEqual([
      {
        path: "abilities.0.effects.0.kind",
        message:
          'the field `abilities.0.effects.0.kind` is "modify-stats", which a continuous ability cannot hold: only "additional-recruit" stands while its card is in play; "modify-stats" happens once, when an ability resolves. Put it in a triggered or activated ability',
        rule: "D-TIMING-1",
      },
    ]);
    // Every other effect kind too, each where it is.
    const once: unknown[] = [draw, { kind: "gain-energy", amount: 1 }, { kind: "burn", player: "opponent", count: 1 }, { kind: "recover", count: 1 }];
    expect(problems(field([{ timing: continuous, effects: [room(), ...once] }])).map((p) => p.path)).toEqual([1, 2, 3, 4].map((j) => `abilities.0.effects.${j}.kind`));
  });

  it("D-KW.AdditionalRecruit-1 additional-recruit outside a continuous ability is refused: it would do nothing there", () => {
    expect(problems(field([{ timing: activated, effects: [room()] }]))).toEqual([
      {
        path: "abilities.0.effects.0.kind",
        message: 'the field `abilities.0.effects.0.kind` is "additional-recruit", which works only in a continuous ability: it gives room on the line while its card is in play, and in an activated ability it would do nothing',
        rule: "D-KW.AdditionalRecruit-1",
      },
    ]);
    expect(problems({ ...unit, id: "u", name: "U", abilities: [{ timing: { kind: "triggered", event: "recruited" }, effects: [room()] }] }).map((p) => p.path)).toEqual(["abilities.0.effects.0.kind"]);
  });

  it("D-TIMING-1 D-TIMING-2 a continuous ability is never activated, triggered or declined, and applies only where its card is in play", () => {
    const bolt = { type: "bolt", id: "b", name: "B", cost: 1, illustrative: true, abilities: [{ timing: continuous, effects: [room()] }] };
    expect(problems(bolt)).toEqual([
      {
        path: "abilities.0.timing.kind",
        message: 'the field `abilities.0.timing.kind` is "continuous", but a Bolt Action is never face up in play (it resolves and goes to the void, or waits face down in its slot), so a continuous ability on it would never apply',
        rule: "D-TIMING-1",
      },
    ]);
    const extras = { timing: continuous, cost: { amount: 1, payWith: ["energy"] }, swift: true, optional: true, perRound: 1, effects: [room()] };
    expect(problems(field([extras])).map((p) => p.path)).toEqual(["abilities.0.cost", "abilities.0.swift", "abilities.0.optional", "abilities.0.perRound"]);
    // swift: false and optional: false say nothing, and are accepted.
    expect(problems(field([{ timing: continuous, swift: false, optional: false, effects: [room()] }]))).toEqual([]);
    expect(problems({ ...unit, id: "u", name: "U", abilities: [{ timing: continuous, zone: "void", effects: [room()] }] })).toEqual([
      { path: "abilities.0.zone", message: 'the field `abilities.0.zone` is "void", but a continuous ability applies while its card is in play, and a Unit is in play in "combat" or "support"', rule: "D-TIMING-1" },
    ]);
    const equip = { type: "equip", id: "e", name: "E", cost: 1, illustrative: true, grants: { combat: 0, support: 0 }, abilities: [{ timing: continuous, zone: "support", effects: [room()] }] };
    expect(problems(equip)[0]?.message).toContain("an Equip is in play while it is attached to a Unit, which no zone label names: leave out the label");
  });

  const rooms: Card[] = [
    { type: "field", id: "wide-plains", name: "Wide Plains", cost: 0, illustrative: true, upkeep: 0, abilities: [{ timing: continuous, effects: [room()] }] },
    { type: "field", id: "open-marches", name: "Open Marches", cost: 0, illustrative: true, upkeep: 0, abilities: [{ timing: continuous, rule: true, effects: [room()] }] },
    { type: "field", id: "last-stand", name: "Last Stand", cost: 0, illustrative: true, upkeep: 0, abilities: [{ timing: continuous, condition: { kind: "resolve-at-most", player: "you", amount: 10 }, effects: [room()] }] },
    { type: "treasure", id: "war-chest", name: "War Chest", cost: 2, illustrative: true, requirement: { kind: "round-at-least", round: 1 }, abilities: [{ timing: continuous, effects: [room()] }] },
    { type: "equip", id: "muster-banner", name: "Muster Banner", cost: 0, illustrative: true, grants: { combat: 0, support: 0, statuses: [] }, abilities: [{ timing: continuous, effects: [room()] }] },
    { ...unit, id: "rear-captain", name: "Rear Captain", abilities: [{ timing: continuous, zone: "support", effects: [room()] }] },
  ];
  const second = (s: WardomState, p: PlayerId, card: string) => isLegal(s, p, { type: "recruit", card, position: "combat", faceDown: false });

  it("D-KW.AdditionalRecruit-1 D-FIELD-4 a Field's room is its controller's; a Field Rule's is both players'", () => {
    const own = build({ field: ["wide-plains"], combat: ["ember-squire"], hand: ["river-sprite"] }, { combat: ["ember-squire"], hand: ["river-sprite"] }, { cards: rooms });
    expect(second(own.state, 0, own.ids(0, "river-sprite"))).toBe(true);
    const theirs = build({ combat: ["ember-squire"], hand: ["river-sprite"] }, { field: ["wide-plains"], combat: ["ember-squire"] }, { cards: rooms });
    expect(second(theirs.state, 0, theirs.ids(0, "river-sprite"))).toBe(false);
    const rule = build({ combat: ["ember-squire"], hand: ["river-sprite"] }, { field: ["open-marches"], combat: ["ember-squire"] }, { cards: rooms });
    expect(second(rule.state, 0, rule.ids(0, "river-sprite"))).toBe(true);
  });

  it("D-KW.AdditionalRecruit-1 a continuous ability's condition is checked for the player whose line it is", () => {
    const high = build({ field: ["last-stand"], combat: ["ember-squire"], hand: ["river-sprite"], resolve: 20 }, {}, { cards: rooms });
    expect(second(high.state, 0, high.ids(0, "river-sprite"))).toBe(false);
    const low = build({ field: ["last-stand"], combat: ["ember-squire"], hand: ["river-sprite"], resolve: 10 }, {}, { cards: rooms });
    expect(second(low.state, 0, low.ids(0, "river-sprite"))).toBe(true);
  });

  it("D-KW.AdditionalRecruit-1 D-TREASURE-1 D-EQUIP-1 a Treasure gives room from its Treasury and an Equip while it is attached", () => {
    const chest = build({ treasury: ["war-chest"], combat: ["ember-squire"], hand: ["river-sprite"] }, {}, { cards: rooms });
    expect(second(chest.state, 0, chest.ids(0, "river-sprite"))).toBe(true);
    const inHand = build({ hand: ["war-chest", "river-sprite"], combat: ["ember-squire"] }, {}, { cards: rooms });
    expect(second(inHand.state, 0, inHand.ids(0, "river-sprite"))).toBe(false);
    const b = build({ hand: ["muster-banner", "river-sprite"], combat: ["ember-squire"] }, {}, { cards: rooms });
    expect(second(b.state, 0, b.ids(0, "river-sprite"))).toBe(false);
    const s = act(b.state, 0, { type: "play", card: b.ids(0, "muster-banner"), target: b.ids(0, "ember-squire") }).state;
    expect(zone(s, 0, "equip")).toEqual([b.ids(0, "muster-banner")]);
    expect(second(s, 0, b.ids(0, "river-sprite"))).toBe(true);
  });

  it("D-TIMING-1 D-ST.Frozen-3 a Unit's room applies in its labelled position only, and not while it is Frozen", () => {
    const back = build({ support: ["rear-captain"], combat: ["ember-squire"], hand: ["river-sprite"] }, {}, { cards: rooms });
    expect(second(back.state, 0, back.ids(0, "river-sprite"))).toBe(true);
    const front = build({ combat: ["rear-captain"], hand: ["river-sprite"] }, {}, { cards: rooms });
    expect(second(front.state, 0, front.ids(0, "river-sprite"))).toBe(false);
    const captain = back.ids(0, "rear-captain");
    const u = back.state.units[captain];
    if (u === undefined) throw new Error("no unit state");
    const frozen: WardomState = { ...back.state, units: { ...back.state.units, [captain]: { ...u, statuses: [{ grant: { status: "frozen" }, until: null }] } } };
    expect(second(frozen, 0, back.ids(0, "river-sprite"))).toBe(false);
  });
});

describe("activated abilities off the line", () => {
  const cards: Card[] = [
    { type: "treasure", id: "wishing-coin", name: "Wishing Coin", cost: 1, illustrative: true, requirement: { kind: "round-at-least", round: 1 }, abilities: [{ timing: activated, zone: "treasury", perRound: 1, effects: [draw] }] },
    { type: "treasure", id: "lucky-charm", name: "Lucky Charm", cost: 1, illustrative: true, requirement: { kind: "round-at-least", round: 1 }, abilities: [{ timing: activated, effects: [draw] }] },
    { ...unit, id: "restless-shade", name: "Restless Shade", abilities: [{ timing: activated, zone: "void", cost: { amount: 1, payWith: ["energy"] }, effects: [{ kind: "gain-resolve", player: "you", amount: 2 }] }] },
    { ...unit, id: "scout-rider", name: "Scout Rider", abilities: [{ timing: activated, zone: "side", effects: [draw] }] },
    { type: "equip", id: "signal-horn", name: "Signal Horn", cost: 0, illustrative: true, grants: { combat: 0, support: 0, statuses: [] }, abilities: [{ timing: activated, perRound: 1, effects: [draw] }] },
  ];
  const offered = (s: WardomState, card: string): boolean => ruleset.legalActions(s, 0).some((a) => a.type === "ability" && a.card === card);

  it("D-TIMING-1 D-TREASURE-1 a Treasure's ability is offered from its owner's Treasury, labelled or not, and runs within its limit", () => {
    const b = build({ treasury: ["wishing-coin", "lucky-charm"] }, {}, { cards });
    const coin = b.ids(0, "wishing-coin");
    expect(offered(b.state, coin)).toBe(true);
    expect(offered(b.state, b.ids(0, "lucky-charm"))).toBe(true);
    const hand = zone(b.state, 0, "hand").length;
    const s = act(b.state, 0, { type: "ability", card: coin, index: 0 }).state;
    expect(zone(s, 0, "hand")).toHaveLength(hand + 1);
    expect(offered(s, coin)).toBe(false);
    // In the hand, nothing is offered: the card is not in its Treasury.
    const inHand = build({ hand: ["wishing-coin"] }, {}, { cards });
    expect(offered(inHand.state, inHand.ids(0, "wishing-coin"))).toBe(false);
  });

  it("D-TIMING-1 D-TIMING-2 a Unit's void ability is offered from the void only, paying its cost; a side one from the Side Zone", () => {
    const dead = build({ void: ["restless-shade"], energy: 1 }, {}, { cards });
    const shade = dead.ids(0, "restless-shade");
    expect(offered(dead.state, shade)).toBe(true);
    const s = act(dead.state, 0, { type: "ability", card: shade, index: 0 }).state;
    expect(s.players[0].resolve).toBe(22);
    expect(s.players[0].energy.available).toBe(0);
    const broke = build({ void: ["restless-shade"], energy: 0 }, {}, { cards });
    expect(offered(broke.state, broke.ids(0, "restless-shade"))).toBe(false);
    const alive = build({ combat: ["restless-shade"] }, {}, { cards });
    expect(offered(alive.state, alive.ids(0, "restless-shade"))).toBe(false);
    const routed = build({ side: ["scout-rider"] }, {}, { cards });
    expect(offered(routed.state, routed.ids(0, "scout-rider"))).toBe(true);
    // The opponent's void is theirs to use, not this player's.
    const theirs = build({}, { void: ["restless-shade"] }, { cards });
    expect(offered(theirs.state, theirs.ids(1, "restless-shade"))).toBe(false);
  });

  it("D-EQUIP-1 D-TIMING-1 an Equip's unlabelled ability is offered while it is attached", () => {
    const b = build({ hand: ["signal-horn"], combat: ["ember-squire"] }, {}, { cards });
    const horn = b.ids(0, "signal-horn");
    expect(offered(b.state, horn)).toBe(false);
    let s = act(b.state, 0, { type: "play", card: horn, target: b.ids(0, "ember-squire") }).state;
    expect(offered(s, horn)).toBe(true);
    s = act(s, 0, { type: "ability", card: horn, index: 0 }).state;
    expect(offered(s, horn)).toBe(false);
  });

  it("D-TIMING-1 an activated ability labelled with a zone its card never lies face up in for everyone is refused, saying why", () => {
    const onUnit = (zoneLabel: string) => problems({ ...unit, id: "u", name: "U", abilities: [{ timing: activated, zone: zoneLabel, effects: [draw] }] });
    expect(onUnit("hand")).toEqual([
      {
        path: "abilities.0.zone",
        message: 'the field `abilities.0.zone` is "hand", but the hand is hidden, so no ability is activated there; a Unit\'s activated ability can be labelled "combat", "support", "side", "void", "forbidden" or "treasury"',
        rule: "D-TIMING-1",
      },
    ]);
    expect(onUnit("coin")[0]?.message).toContain("a wager is not in play, so no ability is activated there");
    expect(onUnit("action")[0]?.message).toContain("a Unit is never face up there");
    expect(onUnit("void")).toEqual([]);
    expect(problems(field([{ timing: activated, zone: "combat", effects: [draw] }]))[0]?.path).toBe("abilities.0.zone");
    // The engine's zone of attached Equips is no label: an unlabelled Equip ability already means it.
    const equip = { type: "equip", id: "e", name: "E", cost: 1, illustrative: true, grants: { combat: 0, support: 0 }, abilities: [{ timing: activated, zone: "equip", effects: [draw] }] };
    expect(problems(equip)).toEqual([
      { path: "abilities.0.zone", message: 'the field `abilities.0.zone` is "equip", which is no zone label: an Equip\'s abilities without a label work while it is attached to a Unit, so leave the label out' },
    ]);
  });
});

describe("an Ability, Bolt or Danger Action's own ability", () => {
  it("D-ABIL-1 a second activated ability is refused, as playing the card runs its first only; written as one ability, both effects run in order", () => {
    const twoStep = {
      type: "ability",
      id: "two-step",
      name: "Two Step",
      cost: 0,
      illustrative: true,
      abilities: [
        { timing: activated, effects: [{ kind: "gain-resolve", player: "you", amount: 1 }] },
        { timing: activated, effects: [{ kind: "burn", player: "opponent", count: 2 }] },
      ],
    };
    expect(problems(twoStep)).toEqual([
      {
        path: "abilities.1.timing.kind",
        message:
          'the field `abilities.1.timing.kind` is "activated", but playing or activating an Ability Action runs one activated ability, its first (`abilities.0`): put every effect in that ability\'s "effects", in order; this one would never run',
        rule: "D-ABIL-1",
      },
    ]);
    // Written as one ability, both effects run, in order.
    const one: Card = { type: "ability", id: "two-step", name: "Two Step", cost: 0, illustrative: true, abilities: [{ timing: activated, effects: [{ kind: "gain-resolve", player: "you", amount: 1 }, { kind: "burn", player: "opponent", count: 2 }] }] };
    expect(parseCard(one).ok).toBe(true);
    const b = build({ hand: ["two-step"] }, {}, { cards: [one] });
    const deck = zone(b.state, 1, "deck").length;
    const s = act(b.state, 0, { type: "play", card: b.ids(0, "two-step"), target: null }).state;
    expect(s.players[0].resolve).toBe(21);
    expect(zone(s, 1, "deck")).toHaveLength(deck - 2);
  });

  it("D-TIMING-1 D-TIMING-2 its activated ability takes no zone label, cost or per-round limit: the card's printed cost is what it costs", () => {
    const bolt = (extra: Partial<CardAbility>) => problems({ type: "bolt", id: "b", name: "B", cost: 1, illustrative: true, abilities: [{ timing: activated, swift: true, effects: [draw], ...extra }] });
    expect(bolt({ zone: "void" })[0]?.message).toBe("the field `abilities.0.zone`: a Bolt Action's activated ability is what playing or activating the card does, from the hand or its Action slot, so a zone label does not apply");
    expect(bolt({ cost: { amount: 1, payWith: ["energy"] } })[0]?.message).toBe('the field `abilities.0.cost`: the card\'s printed "cost" is what playing or activating a Bolt Action costs; a cost on its ability would never be paid');
    expect(bolt({ perRound: 1 })[0]?.path).toBe("abilities.0.perRound");
    // Triggered abilities beside it are the card's own business (a Bolt may be wagered and coined).
    expect(problems({ type: "bolt", id: "b", name: "B", cost: 1, illustrative: true, abilities: [{ timing: activated, effects: [draw] }, { timing: { kind: "triggered", event: "coined" }, effects: [draw] }] })).toEqual([]);
  });

  it("D-ABIL-1 D-DANGER-2 its ability's condition is checked when it is played or activated", () => {
    const rally: Card = {
      type: "ability",
      id: "desperate-rally",
      name: "Desperate Rally",
      cost: 0,
      illustrative: true,
      abilities: [{ timing: activated, condition: { kind: "resolve-at-most", player: "you", amount: 10 }, effects: [{ kind: "gain-resolve", player: "you", amount: 3 }] }],
    };
    const high = build({ hand: ["desperate-rally"], resolve: 20 }, {}, { cards: [rally] });
    expect(isLegal(high.state, 0, { type: "play", card: high.ids(0, "desperate-rally"), target: null })).toBe(false);
    const low = build({ hand: ["desperate-rally"], resolve: 10 }, {}, { cards: [rally] });
    expect(act(low.state, 0, { type: "play", card: low.ids(0, "desperate-rally"), target: null }).state.players[0].resolve).toBe(13);
  });
});

describe("triggered abilities and Rules the engine never runs", () => {
  it("D-TIMING-1 D-TIMING-2 a trigger with a cost or a per-round limit, or one waiting for an event its card never sees, is refused", () => {
    const onUnit = (a: unknown) => problems({ ...unit, id: "u", name: "U", abilities: [a] });
    expect(onUnit({ timing: { kind: "triggered", event: "recruited" }, cost: { amount: 1, payWith: ["energy"] }, perRound: 1, effects: [draw] }).map((p) => p.path)).toEqual(["abilities.0.cost", "abilities.0.perRound"]);
    expect(onUnit({ timing: { kind: "triggered", event: "start-stage" }, zone: "void", effects: [draw] })).toEqual([
      { path: "abilities.0.zone", message: 'the field `abilities.0.zone` is "void", but "start-stage" triggers on a Unit in "combat" or "support" only, so it would never trigger', rule: "D-TIMING-1" },
    ]);
    // "destroyed" is looked at where the card was: any place on the field where it can be destroyed (D-KW.Destroy-1).
    expect(onUnit({ timing: { kind: "triggered", event: "destroyed" }, zone: "support", effects: [draw] })).toEqual([]);
    const cycle = { type: "cycle", id: "c", name: "C", cost: 1, illustrative: true, abilities: [{ timing: { kind: "triggered", event: "start-stage" }, effects: [draw] }] };
    expect(problems(cycle)).toEqual([
      { path: "abilities.0.timing.event", message: 'the field `abilities.0.timing.event` is "start-stage", which the engine looks for on Units on the line only, so it would never trigger on a Cycle Action', rule: "D-TIMING-1" },
    ]);
    expect(problems(field([{ timing: { kind: "triggered", event: "resource-stage" }, rule: true, effects: [draw] }]))).toEqual([]);
    expect(problems(field([{ timing: { kind: "triggered", event: "end-stage" }, effects: [draw] }]))[0]?.path).toBe("abilities.0.timing.event");
  });

  it("D-FIELD-4 Rule text is Field text; a Rule activated ability, or a Rule trigger on another event than resource-stage, is refused", () => {
    expect(problems({ ...unit, id: "u", name: "U", abilities: [{ timing: { kind: "triggered", event: "recruited" }, rule: true, effects: [draw] }] })).toEqual([
      { path: "abilities.0.rule", message: "the field `abilities.0.rule`: Rule text is Field text that applies to both players (D-FIELD-4); a Unit has none", rule: "D-FIELD-4" },
    ]);
    expect(problems(field([{ timing: activated, rule: true, effects: [draw] }]))[0]?.path).toBe("abilities.0.rule");
    expect(problems(field([{ timing: { kind: "triggered", event: "destroyed" }, rule: true, effects: [draw] }]))[0]?.message).toBe(
      'the field `abilities.0.rule`: a Field\'s Rule trigger fires for each player on "resource-stage" only; on "destroyed" it fires once, for the Field\'s controller, so it would not be a Rule',
    );
  });

  it("D-UNIT-1 a card set names each refused ability by card and path from the set", () => {
    const r = parseCardSet({ name: "s", cards: [field([{ timing: continuous, effects: [draw] }])] });
    expect(r.ok ? [] : r.error.problems.map((p) => [p.card, p.index, p.path])).toEqual([["f", 0, "cards.0.abilities.0.effects.0.kind"]]);
  });
});

describe("readable words for a bad type or id", () => {
  it("D-UNIT-1 a type that is none of the eight, or missing, is one sentence listing them", () => {
    const types = 'a card\'s type is one of "unit", "ability", "bolt", "danger", "cycle", "equip", "field" or "treasure"';
    expect(problems({ type: "monster", id: "x", name: "X", cost: 1, illustrative: true })).toEqual([{ path: "type", message: `the field \`type\` is "monster": ${types}` }]);
    expect(problems({ id: "x", name: "X", cost: 1, illustrative: true })).toEqual([{ path: "type", message: `the field \`type\` is missing: ${types}` }]);
  });

  it("D-UNIT-1 an id that is not lower-case letters, digits and dashes is said in words, not as a regular expression", () => {
    expect(problems({ ...field([]), id: "Tiny Bug" })).toEqual([
      { path: "id", message: 'the field `id` is "Tiny Bug", not an id: an id is lower-case letters, digits and dashes, starting with a letter or digit, such as "ember-squire"' },
    ]);
  });
});

describe("flip, coined and search destinations (issue 14)", () => {
  const flipper = (choice: object): unknown => ({ ...unit, id: "flipper", name: "Flipper", abilities: [{ timing: activated, effects: [{ kind: "flip", choice }] }] });
  const hidden: Card = { ...unit, id: "lurker", name: "Lurker", statuses: [{ status: "stealth" }], abilities: [{ timing: { kind: "triggered", event: "flipped" }, effects: [{ kind: "gain-resolve", player: "you", amount: 2 }] }] };

  it("D-KW.Set-2 D-STATUS-1 a flip effect turns a set Unit face up, the opponent's too (its Stealth is off while it is set), and its Flipped trigger fires", () => {
    const parsed = parseCard(flipper({ mode: "target", count: 1, side: "opponent", zones: ["combat", "support"] }));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const b = build({ combat: ["flipper"] }, { combat: ["ember-squire"], support: ["lurker"], faceDown: ["lurker"] }, { cards: [parsed.value, hidden] });
    const lurker = b.ids(1, "lurker");
    const step = act(b.state, 0, { type: "ability", card: b.ids(0, "flipper"), index: 0 });
    // The set Lurker was the one card to pick (the face-up Ember Squire is not offered), so the flip resolved at once.
    expect(step.events).toContainEqual({ type: "flipped", card: lurker, player: 1, cause: "effect" });
    expect(step.state.zones.zones["p1/support"]?.faceDown).toEqual([]);
    // The Lurker's "flipped" trigger is its owner's: player 1 gains 2 resolve once it resolves.
    const s = runUntil(step.state, (x) => x.decision?.kind === "main", keepAll).state;
    expect(s.players[1].resolve).toBe(22);
  });

  it("D-KW.Set-2 D-KW.Set-3 a flip picking outside the line, or by a filter, is refused, saying why", () => {
    // The card schema refuses each zone a flip does not pick from, so the JSON Schema says it too.
    const why = 'but flipping turns a set Unit face up (D-KW.Set-2): a set Action stays hidden until its activation window (D-KW.Set-3) and no rule flips any other card, so a flip picks from "combat" or "support"';
    expect(problems(flipper({ mode: "select", count: 1, side: "you", zones: ["support", "action", "coin"] }))).toEqual([
      { path: "abilities.0.effects.0.choice.zones.1", message: `the field \`abilities.0.effects.0.choice.zones.1\` is "action", ${why}`, rule: "D-KW.Set-2" },
      { path: "abilities.0.effects.0.choice.zones.2", message: `the field \`abilities.0.effects.0.choice.zones.2\` is "coin", ${why}`, rule: "D-KW.Set-2" },
    ]);
    expect(problems(flipper({ mode: "select", count: 1, side: "opponent", zones: ["combat"], filter: { name: "Ember Squire" } }))).toEqual([
      {
        path: "abilities.0.effects.0.choice.filter",
        message: "the field `abilities.0.effects.0.choice.filter` is given, but a flip picks set Units, which are hidden: a filter on what they are would tell which set card is which, so a flip takes none",
        rule: "D-KW.Set-3",
      },
    ]);
  });

  it("D-KW.Coined-1 D-BTL-10 a coined trigger labelled Treasury fires when its card is coined into the winner's Treasury, for its owner", () => {
    const pawn: Card = { ...unit, id: "pawn", name: "Pawn", abilities: [{ timing: { kind: "triggered", event: "coined" }, zone: "treasury", effects: [{ kind: "gain-resolve", player: "you", amount: 2 }] }] };
    const brute: Card = { ...unit, id: "brute", name: "Brute", combat: 9, support: 9, abilities: [] };
    const b = build({ combat: ["brute"], coin: ["ember-squire"] }, { coin: ["pawn"] }, { cards: [pawn, brute] });
    const p = b.ids(1, "pawn");
    const coined = runUntil(b.state, (x) => zone(x, 0, "treasury").includes(p), keepAll);
    expect(coined.events).toContainEqual({ type: "coined", player: 0, card: p, cause: "battle", rule: "D-BTL-10" });
    // Its owner, player 1, gains 2 resolve once the trigger resolves: 2 more than the same match with a Pawn that has none.
    const plain = build({ combat: ["brute"], coin: ["ember-squire"] }, { coin: ["pawn"] }, { cards: [{ ...pawn, abilities: [] }, brute] });
    const back = (x: WardomState): boolean => x.decision?.kind === "main";
    const s = runUntil(coined.state, back, keepAll).state;
    const plainCoined = runUntil(plain.state, (x) => zone(x, 0, "treasury").includes(plain.ids(1, "pawn")), keepAll).state;
    const before = runUntil(plainCoined, back, keepAll).state.players[1].resolve;
    expect(s.players[1].resolve).toBe(before + 2);
    expect(problems({ ...pawn, abilities: [{ ...pawn.abilities[0], zone: "void" }] })).toEqual([
      {
        path: "abilities.0.zone",
        message: 'the field `abilities.0.zone` is "void", but a card is coined into a Treasury (D-KW.Coined-1), so "coined" triggers there only: label it "treasury" or leave out the label',
        rule: "D-KW.Coined-1",
      },
    ]);
  });

  it("D-TIMING-1 D-KW.Destroy-1 a destroyed trigger on a card never destroyed, or labelled with a zone off the field, is refused", () => {
    const onType = (type: string, zone: string | undefined, extra: object = {}): string[] =>
      problems({ type, id: "d", name: "D", cost: 1, illustrative: true, ...extra, abilities: [{ timing: { kind: "triggered", event: "destroyed" }, ...(zone === undefined ? {} : { zone }), effects: [draw] }] }).map((p) => p.message);
    const unitData = { combat: 1, support: 1, level: 1, element: "Earth" };
    // A Bolt is never face up on the field, so nothing destroys it, labelled or not.
    const never = 'the field `abilities.0.timing.event` is "destroyed", but a Bolt Action is never destroyed: a card is destroyed on the field (D-KW.Destroy-1), where a destroy effect picks a Unit on the line, a face-up Cycle Action or the Field, and a Bolt Action is never face up there, so it would never trigger';
    expect(onType("bolt", "combat")).toEqual([never]);
    expect(onType("bolt", undefined)).toEqual([never]);
    expect(onType("treasure", undefined, { requirement: { kind: "round-at-least", round: 1 } })).toHaveLength(1);
    // A Unit is destroyed on the line only: not in its void, the Side Zone or a deck.
    expect(onType("unit", "void", unitData)).toEqual([
      'the field `abilities.0.zone` is "void", but a card is destroyed on the field (D-KW.Destroy-1), and a Unit is never destroyed in "void"; label it "combat" or "support", or leave out the label',
    ]);
    for (const zone of ["deck", "coin", "side", "hand", "treasury", "forbidden"]) expect(onType("unit", zone, unitData)).toHaveLength(1);
    for (const zone of ["combat", "support", undefined]) expect(onType("unit", zone, unitData)).toEqual([]);
    expect(onType("cycle", "action")).toEqual([]);
    expect(onType("field", "field", { upkeep: 0 })).toEqual([]);
    // An Equip is destroyed with its Unit, attached (D-KW.Equip-2): unlabelled only.
    const equip = { grants: { combat: 0, support: 0 } };
    expect(onType("equip", undefined, equip)).toEqual([]);
    expect(onType("equip", "void", equip)[0]).toContain("an Equip is destroyed only with its Unit (D-KW.Equip-2)");
  });

  it("D-KW.Search-1 D-KW.Seek-1 a search or seek moving cards where no rule gives a move a meaning, or where they already are, is refused", () => {
    const onUnit = (effect: object) => problems({ ...unit, id: "u", name: "U", abilities: [{ timing: activated, effects: [effect] }] });
    expect(onUnit({ kind: "search", zone: "deck", count: 1, to: "combat" })).toEqual([
      {
        path: "abilities.0.effects.0.to",
        message: 'the field `abilities.0.effects.0.to` is "combat", but a Unit enters the line by being recruited (a "recruit" effect), which a search does not do; a search moves cards to "hand", "deck", "void" or "forbidden"',
        rule: "D-KW.Search-1",
      },
    ]);
    expect(onUnit({ kind: "seek", count: 3, take: 1, to: "treasury", rest: "bottom" })[0]).toMatchObject({ path: "abilities.0.effects.0.to", rule: "D-KW.Seek-1" });
    expect(onUnit({ kind: "search", zone: "void", count: 1, to: "void" })[0]?.message).toBe('the field `abilities.0.effects.0.to` is "void", the zone the search looks through, so the cards it finds would not move');
    for (const to of ["coin", "action", "side", "field", "support"]) expect(onUnit({ kind: "search", zone: "deck", count: 1, to })).toHaveLength(1);
    for (const to of ["hand", "void", "forbidden"]) expect(onUnit({ kind: "search", zone: "deck", count: 1, to })).toEqual([]);
    expect(onUnit({ kind: "search", zone: "void", count: 1, to: "deck" })).toEqual([]);
    expect(onUnit({ kind: "seek", count: 2, take: 1, to: "void", rest: "top" })).toEqual([]);
  });
});

describe("where destroy, forbid and set pick (D-KW.Destroy-1, D-KW.Forbid-1, D-KW.Set-1..3)", () => {
  const picker = (effect: object): unknown => ({ ...unit, id: "picker", name: "Picker", abilities: [{ timing: activated, effects: [effect] }] });
  const parsed = (effect: object): Card => {
    const r = parseCard(picker(effect));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const use = (b: { state: WardomState; ids: (p: PlayerId, def: string) => string }): WardomState => act(b.state, 0, { type: "ability", card: b.ids(0, "picker"), index: 0 }).state;

  it("D-KW.Destroy-1 a destroy naming your own void is refused: Destroy sends a card from the field", () => {
    expect(problems(picker({ kind: "destroy", choice: { mode: "select", count: 1, side: "you", zones: ["combat", "void"] } }))).toEqual([
      {
        path: "abilities.0.effects.0.choice.zones.1",
        message:
          'the field `abilities.0.effects.0.choice.zones.1` is "void", but Destroy sends a card from the field to its owner\'s void (D-KW.Destroy-1): a Unit on the line, a face-up Cycle Action or the Field, so a destroy picks from "combat", "support", "action" or "field"',
        rule: "D-KW.Destroy-1",
      },
    ]);
    for (const z of ["hand", "coin", "side", "treasury", "forbidden", "deck"]) expect(problems(picker({ kind: "destroy", choice: { mode: "select", count: 1, side: "any", zones: [z] } }))[0]?.rule).toBe("D-KW.Destroy-1");
  });

  it("D-KW.Destroy-1 a destroy on the field takes a face-up Cycle Action from its slot and a Field from the Field Zone, to their owner's void", () => {
    const card = parsed({ kind: "destroy", choice: { mode: "select", count: 2, side: "opponent", zones: ["action", "field"] } });
    const b = build({ combat: ["picker"] }, { action: ["hoarders-vault"], field: ["oracle-pool"] }, { cards: [card] });
    const s = use(b);
    expect(zone(s, 1, "void")).toEqual(expect.arrayContaining([b.ids(1, "hoarders-vault"), b.ids(1, "oracle-pool")]));
    expect(s.zones.zones["field"]?.cards).toEqual([]);
  });

  it("D-KW.Forbid-1 a forbid takes a card from wherever it is (a hand, the void, the Side Zone) to the Forbidden Zone, and never names that zone", () => {
    const card = parsed({ kind: "forbid", choice: { mode: "select", count: 2, side: "opponent", zones: ["void", "side"] } });
    const b = build({ combat: ["picker"] }, { void: ["river-sprite"], side: ["ember-squire"] }, { cards: [card] });
    expect(zone(use(b), 1, "forbidden")).toEqual(expect.arrayContaining([b.ids(1, "river-sprite"), b.ids(1, "ember-squire")]));
    const own = build({ combat: ["picker"], hand: ["river-sprite"] }, {}, { cards: [parsed({ kind: "forbid", choice: { mode: "select", count: 1, side: "you", zones: ["hand"] } })] });
    // A choice from a hand is always asked (the opponent cannot see how many cards there were).
    const asked = use(own);
    expect(zone(act(asked, 0, pick(asked, 0, [own.ids(0, "river-sprite")])).state, 0, "forbidden")).toEqual([own.ids(0, "river-sprite")]);
    expect(problems(picker({ kind: "forbid", choice: { mode: "select", count: 1, side: "any", zones: ["forbidden"] } }))[0]).toMatchObject({
      message:
        'the field `abilities.0.effects.0.choice.zones.0` is "forbidden", but Forbid moves a card to the Forbidden Zone (D-KW.Forbid-1), so it never picks one already there; it picks from "hand", "combat", "support", "coin", "action", "side", "field", "treasury" or "void"',
      rule: "D-KW.Forbid-1",
    });
  });

  it("D-KW.Set-1 D-KW.Set-3 a set turns a face-up Cycle Action face down in its slot, and its owner may activate it again; a set naming the void is refused", () => {
    const card = parsed({ kind: "set", choice: { mode: "select", count: 1, side: "opponent", zones: ["action"] } });
    const b = build({ combat: ["picker"] }, { action: ["hoarders-vault"] }, { cards: [card] });
    const vault = b.ids(1, "hoarders-vault");
    const s = use(b);
    expect(s.zones.zones["p1/action"]?.faceDown).toEqual([vault]);
    // In player 1's Main Stage, the set Cycle is activated again by paying its cost (D-CYCLE-1).
    const theirs: WardomState = { ...s, decision: { kind: "main", player: 1 } };
    expect(isLegal(theirs, 1, { type: "activate", card: vault, target: null })).toBe(true);
    expect(problems(picker({ kind: "set", choice: { mode: "select", count: 1, side: "you", zones: ["void"] } }))[0]).toMatchObject({ path: "abilities.0.effects.0.choice.zones.0", rule: "D-KW.Set-1" });
  });

  it("a choice naming the opponent's hand is refused: it is hidden, so no effect picks from it", () => {
    expect(problems(picker({ kind: "coin", choice: { mode: "select", count: 1, side: "opponent", zones: ["hand"] } }))).toEqual([
      {
        path: "abilities.0.effects.0.choice.zones",
        message: 'the field `abilities.0.effects.0.choice.zones` holds "hand" with `side` "opponent", but the opponent\'s hand is hidden from you, so no effect picks from it (with `side` "any", the hand picked from is your own)',
      },
    ]);
    expect(problems(picker({ kind: "coin", choice: { mode: "select", count: 1, side: "any", zones: ["hand"] } }))).toEqual([]);
  });
});
