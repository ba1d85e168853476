// Issue 13, DESIGN "Cards as data": every lasting ability, trigger, Lightning condition, duration
// and magic field Ward's card format accepts changes a match, or the parser refuses it with a
// sentence (and the JSON Schema agrees). A mutation test: the harness (probe-match.ts) builds a
// small card with each, from the lists of the valibot schemas, plays it through a fixed script
// from a constructed position (the cards given through the match config's `cards`), and compares
// with the same card without it. Actions in every place are in card-actions-have-effect.test.ts.
import { describe, expect, it } from "vitest";
import {
  accepted,
  ABILITY_KINDS,
  ABILITY_SAMPLES,
  BYS,
  compare,
  COSTS,
  CREATURE_ABILITY_KINDS,
  creatureProbe,
  differs,
  DURATIONS,
  Findings,
  LIGHTNING_EVENTS,
  magicProbe,
  more,
  NEGATE_WHAT,
  refusal,
  SHAPES,
  SIDES,
  TRIGGER_SAMPLES,
  TRIGGERS,
  verdictOf,
  WITNESS,
  witnessed,
  type Json,
  type Probe,
  type Run,
  type Strip,
} from "./probe-match.js";

describe("every lasting ability in every place it may stand applies, or is refused", () => {
  // Where an ability stands, and the same card without it. A granted ability is compared with
  // the grant's own events and records left out, so that only what the ability does counts.
  const grant = (ability: Json): Json => ({ kind: "grant", target: "own-primary", duration: { kind: "permanent" }, abilities: [ability] });
  const holders: { name: string; card: (a: Json) => Json; bare: Json; strip: Strip }[] = [
    { name: "a creature's effects", card: (a) => creatureProbe([a]), bare: creatureProbe([]), strip: "none" },
    { name: "a grant of a creature's \"summoned\" effect", card: (a) => creatureProbe([{ kind: "triggered", on: { kind: "summoned" }, actions: [grant(a)] }]), bare: creatureProbe([]), strip: "grants" },
    { name: "a grant of a standard none magic", card: (a) => magicProbe("standard", "none", false, [grant(a)]), bare: magicProbe("standard", "none", false, []), strip: "grants" },
    // A Field gives a creature ability to player 0's creatures only, so that it shows against
    // Brute's (a Speed both sides gain changes no order); fieldScope itself is looked at below.
    ...SHAPES.map((sh) => {
      const scope = (a: Json): Json => (sh.sub === "field" && CREATURE_ABILITY_KINDS.includes(String(a["kind"])) ? { fieldScope: "own" } : {});
      return { name: `a ${sh.name}'s effects`, card: (a: Json) => ({ ...magicProbe(sh.t, sh.sub, sh.hybrid, [a]), ...scope(a) }), bare: magicProbe(sh.t, sh.sub, sh.hybrid, []), strip: "none" as const };
    }),
  ];

  it("every ability kind has samples, each accepted somewhere", () => {
    expect(ABILITY_KINDS.filter((k) => ABILITY_SAMPLES[k] === undefined)).toEqual([]);
    const samples = ABILITY_KINDS.flatMap((k) => ABILITY_SAMPLES[k]?.() ?? []);
    expect(samples.filter((x) => !holders.some((h) => accepted(h.card(x.ability)))).map((x) => x.ability)).toEqual([]);
  });

  for (const h of holders) {
    it(`in ${h.name}`, () => {
      const f = new Findings();
      for (const kind of ABILITY_KINDS) {
        for (const sample of ABILITY_SAMPLES[kind]?.() ?? []) {
          f.add(`${JSON.stringify(sample.ability)} in ${h.name}`, verdictOf(h.card(sample.ability), h.bare, differs, { fast: sample.fast === true }, h.strip));
        }
      }
      expect(f.noOps).toEqual([]);
    });
  }
});

describe("every trigger, with every variant, starts its effect, or is refused", () => {
  const draw = [{ kind: "draw", count: 1 }];
  const drew = (c: { with: Run; without: Run }): boolean => more(witnessed(c.with.events, ["drew"]), witnessed(c.without.events, ["drew"]));
  const holders: { name: string; card: (on: Json) => Json; bare: Json }[] = [
    { name: "a creature", card: (on) => creatureProbe([{ kind: "triggered", on, actions: draw }]), bare: creatureProbe([]) },
    ...SHAPES.map((sh) => ({ name: `a ${sh.name}`, card: (on: Json) => magicProbe(sh.t, sh.sub, sh.hybrid, [{ kind: "triggered", on, actions: draw }]), bare: magicProbe(sh.t, sh.sub, sh.hybrid, []) })),
  ];
  it("every trigger sample is accepted somewhere", () => {
    const samples = TRIGGERS.flatMap((t) => TRIGGER_SAMPLES[t]?.() ?? []);
    expect(samples.filter((on) => !holders.some((h) => accepted(h.card(on))))).toEqual([]);
  });

  for (const h of holders) {
    it(`on ${h.name}`, () => {
      const f = new Findings();
      for (const t of TRIGGERS) for (const on of TRIGGER_SAMPLES[t]?.() ?? []) f.add(`${JSON.stringify(on)} on ${h.name}`, verdictOf(h.card(on), h.bare, drew));
      expect(f.noOps).toEqual([]);
    });
  }
});

describe("every condition a Lightning magic may name lets it be played, and every negation negates, or is refused", () => {
  const lightning = (when: Json[], effects: Json[]): Json => ({ kind: "magic", id: "probe", name: "Probe", magicType: "lightning", subType: "none", playableWhen: when, effects });
  it("each event, by each side", () => {
    const f = new Findings();
    for (const kind of LIGHTNING_EVENTS) {
      for (const by of BYS) {
        const card = lightning([{ kind, by }], [{ kind: "draw", count: 1 }]);
        f.add(JSON.stringify(card["playableWhen"]), verdictOf(card, card, (c) => c.with.probeUsed));
      }
    }
    expect(f.noOps).toEqual([]);
  });

  it("each thing negated, on each event", () => {
    const f = new Findings();
    const witness = WITNESS["negate"] ?? [];
    for (const kind of LIGHTNING_EVENTS) {
      for (const what of NEGATE_WHAT) {
        const when = [{ kind, by: "opponent" }];
        f.add(`negate ${what} on ${kind}`, verdictOf(lightning(when, [{ kind: "negate", what: [what] }]), lightning(when, []), (c) => more(witnessed(c.with.events, witness), witnessed(c.without.events, witness))));
      }
    }
    expect(f.noOps).toEqual([]);
  });
});

describe("every duration, sub-field and magic field the format accepts changes the match, or is refused", () => {
  const speed = { kind: "stat-modifier", stat: "speed", amount: 5 };
  const duration = (kind: string): Json => (kind === "turn-cycles" ? { kind, count: 1 } : { kind });

  /**
   * Whether every two durations play differently in at least one of these places: a duration the
   * engine ignored would play like another. Pairs that mean the same are named in `same`.
   */
  function durationsDiffer(places: readonly { name: string; card: (d: Json) => Json; probe?: Omit<Probe, "card"> }[], same: readonly (readonly [string, string])[]): string[] {
    const alike: string[] = [];
    const digests = places.map((pl) =>
      DURATIONS.map((d) => {
        const card = pl.card(duration(d));
        return refusal(card) === null ? compare({ ...pl.probe, card }, card).with.digest : null;
      }),
    );
    for (let i = 0; i < DURATIONS.length; i++) {
      for (let j = i + 1; j < DURATIONS.length; j++) {
        const [a, b] = [DURATIONS[i] ?? "", DURATIONS[j] ?? ""];
        if (same.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) continue;
        const both = digests.filter((row) => row[i] !== null && row[j] !== null);
        if (both.length > 0 && both.every((row) => row[i] === row[j])) alike.push(`${a} and ${b}`);
      }
    }
    return alike;
  }

  it("a grant's duration: from a creature, a magic that leaves as it resolves, and a magic that stays until the opponent destroys it", () => {
    const g = (d: Json): Json => ({ kind: "grant", target: "own-primary", duration: d, abilities: [speed] });
    const places = [
      { name: "a creature", card: (d: Json) => creatureProbe([{ kind: "triggered", on: { kind: "summoned" }, actions: [g(d)] }]) },
      { name: "a standard none magic", card: (d: Json) => magicProbe("standard", "none", false, [g(d)]) },
      { name: "an infinite none magic", card: (d: Json) => magicProbe("infinite", "none", false, [g(d)]), probe: { queen: true } },
    ];
    expect(durationsDiffer(places, [])).toEqual([]);
  });

  it("a magic's duration, in every shape", () => {
    const places = SHAPES.map((sh) => ({ name: sh.name, card: (d: Json) => ({ ...magicProbe(sh.t, sh.sub, sh.hybrid, [speed]), ...(sh.sub === "field" ? { fieldScope: "own" } : {}), duration: d }) }));
    // A magic on the field stays until destroyed either way: "permanent" is another word for the default.
    expect(durationsDiffer(places, [["while-on-field", "permanent"]])).toEqual([]);
    // A magic that goes as it resolves takes no duration but the default.
    for (const sh of SHAPES.filter((x) => x.t !== "infinite" && x.sub === "none")) {
      for (const d of DURATIONS.filter((x) => x !== "while-on-field")) expect(refusal({ ...magicProbe(sh.t, sh.sub, sh.hybrid, []), duration: duration(d) })).not.toBeNull();
    }
  });

  it("equipTo and fieldScope, in every shape, with and without an ability for the creatures", () => {
    const f = new Findings();
    const armor = { kind: "stat-modifier", stat: "armorLevel", amount: 3 };
    for (const sh of SHAPES) {
      for (const effects of [[armor], [{ kind: "draw", count: 1 }]]) {
        for (const key of ["equipTo", "fieldScope"]) {
          for (const side of SIDES.filter((x) => x !== "any")) {
            const card = { ...magicProbe(sh.t, sh.sub, sh.hybrid, effects), [key]: side };
            f.add(`${key} ${side} of a ${sh.name} with ${JSON.stringify(effects)}`, verdictOf(card, magicProbe(sh.t, sh.sub, sh.hybrid, effects), differs));
          }
        }
      }
    }
    expect(f.noOps).toEqual([]);
  });

  it("where a summoned creature goes when its anchor ends, anchored or not", () => {
    const f = new Findings();
    for (const anchored of [true, false]) {
      for (const end of ["hand", "deck"]) {
        const summonOf = (to: string): Json => magicProbe("infinite", "none", false, [{ kind: "summon", from: ["cemetery"], as: anchored ? "limited" : "primary", count: 1, filter: { kind: "any" }, anchored, onAnchorEnd: to }]);
        f.add(`onAnchorEnd ${end}, anchored ${String(anchored)}`, verdictOf(summonOf(end), summonOf("cemetery"), differs, { queen: true }));
      }
    }
    expect(f.noOps).toEqual([]);
  });

  it("a magic's costs and a creature's summon requirements", () => {
    const f = new Findings();
    const costs = COSTS.map((kind) => (kind === "self-damage" ? { kind, amount: 2, target: "own-primary" } : { kind, count: 1 }));
    for (const cost of costs) f.add(`cost ${JSON.stringify(cost)}`, verdictOf({ ...magicProbe("standard", "none", false, [{ kind: "draw", count: 1 }]), costs: [cost] }, magicProbe("standard", "none", false, [{ kind: "draw", count: 1 }]), differs));
    const unmet = [{ kind: "cemetery-hp-at-least", amount: 1000 }, { kind: "controls-type", creatureType: "dragon" }, { kind: "magic-on-field", name: "Nothing Here" }];
    for (const req of unmet) f.add(`requirement ${JSON.stringify(req)}`, verdictOf({ ...creatureProbe([]), summonRequirements: [req] }, creatureProbe([]), differs));
    expect(f.noOps).toEqual([]);
  });
});
