import { describe, expect, it } from "vitest";
// The card modules directly, not src/index.ts, so these tests need none of the engine.
import { CREATURE_TYPES } from "../src/cards/effects.js";
import { RARITIES, parseCard, parseCardSet, type Card } from "../src/cards/cards.js";
import { sampleCard, sampleCardSet } from "../src/cards/sample-cards.js";
import { reservedCardIdTest } from "../../core/test/support/reserved-card-ids.js";

const bearWolf = {
  kind: "creature",
  id: "bear-wolf",
  name: "Bear Wolf",
  creatureType: "beast",
  attackName: "Maul",
  attackDice: 2,
  modifier: 1,
  armorLevel: 5,
  speed: 4,
  hp: 40,
};

const NAMED_CARDS = [
  "Ent Tree",
  "The Hero",
  "Assassin",
  "Backstab",
  "Mysterious Door",
  "Haunted Tree",
  "Fog",
  "Grizzly Bear",
  "Bear Wolf",
  "Revival Priest",
  "Behemoth",
  "Lead Boots",
  "Evil Queen",
  "Hive Lord",
  "Mind Sap",
  "Old Logging Road",
  "Ghost Form",
  "Steam Armor",
  "Battle Axe",
  "Melody of the Deep",
  "Abominable Deerman",
  "Steam Rex",
  "Iron Range",
  "Future Warrior",
  "Bunnysaurus",
];

function byId(id: string): Card {
  const c = sampleCard(id);
  if (c === undefined) throw new Error(`no sample card ${id}`);
  return c;
}

describe("parseCard", () => {
  it("W-5.1-1 accepts a creature and fills every default", () => {
    const r = parseCard(bearWolf);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ kind: "creature", rarity: "common", generation: 1, text: "", tags: [], effects: [], summonRequirements: [], biography: "", illustrative: false });
  });

  it("W-6.1-1 accepts a magic and fills every default", () => {
    const r = parseCard({ kind: "magic", id: "fireball", name: "Fireball", magicType: "standard", subType: "none", effects: [{ kind: "damage", amount: 15, target: "opponent-primary" }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ equipTo: "any", fieldScope: "any", duration: { kind: "while-on-field" }, playableWhen: [], costs: [], hybrid: null });
  });

  it("W-5.2.1.2-1 creature types are exactly the ten printed types", () => {
    expect([...CREATURE_TYPES].sort()).toEqual(["beast", "bug", "cosmic", "demon", "dinosaur", "dragon", "elemental", "humanoid", "mechanical", "undead"]);
    expect(parseCard({ ...bearWolf, creatureType: "plant" }).ok).toBe(false);
  });

  it("W-5.2.1.4-1 rarity is one of the seven rarities", () => {
    expect(RARITIES).toEqual(["common", "uncommon", "rare", "epic", "legendary", "mythic", "promo"]);
    expect(parseCard({ ...bearWolf, rarity: "mythic" }).ok).toBe(true);
    expect(parseCard({ ...bearWolf, rarity: "ultra" }).ok).toBe(false);
  });

  it("W-5.2.1.7-1 a printed Armor Level is 1 to 12", () => {
    expect(parseCard({ ...bearWolf, armorLevel: 12 }).ok).toBe(true);
    expect(parseCard({ ...bearWolf, armorLevel: 13 }).ok).toBe(false);
    expect(parseCard({ ...bearWolf, armorLevel: 0 }).ok).toBe(false);
  });

  it("W-18.17-1 Speed has no maximum", () => {
    expect(parseCard({ ...bearWolf, speed: 99 }).ok).toBe(true);
  });

  it("W-6.3.1.4-1 W-6.3.1.6-1 magic sub-types are field/equip/none and types standard/infinite/lightning", () => {
    const base = { kind: "magic", id: "m", name: "M", effects: [] };
    for (const subType of ["field", "equip", "none"]) expect(parseCard({ ...base, magicType: "standard", subType }).ok).toBe(true);
    for (const magicType of ["standard", "infinite"]) expect(parseCard({ ...base, magicType, subType: "none" }).ok).toBe(true);
    expect(parseCard({ ...base, magicType: "hybrid", subType: "none" }).ok).toBe(false);
    expect(parseCard({ ...base, magicType: "standard", subType: "aura" }).ok).toBe(false);
  });

  it("W-6.5.3-1 a Lightning magic must say when it may be played", () => {
    const r = parseCard({ kind: "magic", id: "zap", name: "Zap", magicType: "lightning", subType: "none", effects: [] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toEqual([{ card: "zap", path: "playableWhen", message: expect.stringContaining("Lightning") as unknown }]);
  });

  it("W-13.3.2-1 a Limited Summon effect must be anchored", () => {
    const r = parseCard({
      ...bearWolf,
      effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "summon", from: ["deck"], as: "limited", count: 1, filter: { kind: "any" }, anchored: false, onAnchorEnd: "cemetery" }] }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems[0]?.path).toBe("effects[0].actions[0].anchored");
  });

  it("W-13.3.2-1 a summon of several creatures must be anchored: all but the first are Limited Summons", () => {
    const summon = { kind: "summon", from: ["cemetery"], as: "primary", count: 2, filter: { kind: "any" }, anchored: false, onAnchorEnd: "cemetery" };
    const magic = { kind: "magic", id: "mass-raise", name: "Mass Raise", magicType: "infinite", subType: "none" };
    const r = parseCard({ ...magic, effects: [summon] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toEqual([{ card: "mass-raise", path: "effects[0].anchored", message: expect.stringContaining("rule 13.3.2") as unknown }]);
    expect(parseCard({ ...magic, effects: [{ ...summon, anchored: true }] }).ok).toBe(true);
    expect(parseCard({ ...magic, effects: [{ ...summon, count: 1 }] }).ok).toBe(true);
  });

  it("W-14.2.1-1 W-18.1-1 a creature's one-shot action must say when it runs: it goes in a triggered effect", () => {
    const r = parseCard({ ...bearWolf, effects: [{ kind: "damage", amount: 7, target: "opponent-primary" }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toHaveLength(1);
    expect(r.error.problems[0]).toMatchObject({ card: "bear-wolf", path: "effects[0].kind" });
    expect(r.error.problems[0]?.message).toContain(`A creature's "damage" must say when it happens: put it in a triggered effect`);
    const wrapped = { kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "damage", amount: 7, target: "opponent-primary" }] };
    expect(parseCard({ ...bearWolf, effects: [wrapped] }).ok).toBe(true);
  });

  it("W-6.4.1-1 W-14.2.4-1 a creature holds no Field-magic ability, in its effects or in a grant", () => {
    const nef = { kind: "negate-creature-effects", side: "any" };
    const cost = { kind: "magic-play-cost", cost: { kind: "discard", count: 1 }, players: "any" };
    for (const [effects, path] of [
      [[nef], "effects[0].kind"],
      [[cost], "effects[0].kind"],
      [[{ kind: "triggered", on: { kind: "hits" }, actions: [{ kind: "grant", target: "self", duration: { kind: "this-turn" }, abilities: [cost] }] }], "effects[0].actions[0].abilities[0].kind"],
    ] as const) {
      const r = parseCard({ ...bearWolf, effects });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.problems).toHaveLength(1);
      expect(r.error.problems[0]?.path).toBe(path);
      expect(r.error.problems[0]?.message).toMatch(/works only as (a Field magic's ability|the ability of a magic on the field)/);
    }
  });

  it("W-18.27-1 W-6.5.3-1 only a Lightning magic negates: no negate in a triggered effect or another magic", () => {
    const negate = { kind: "negate", what: ["magic"] };
    const problems = (data: unknown) => {
      const r = parseCard(data);
      return r.ok ? [] : r.error.problems;
    };
    const trig = problems({ ...bearWolf, effects: [{ kind: "triggered", on: { kind: "targeted-in-battle" }, actions: [negate] }] });
    expect(trig).toHaveLength(1);
    expect(trig[0]?.message).toContain("A triggered effect answers nothing, so it cannot negate");
    const std = problems({ kind: "magic", id: "hush", name: "Hush", magicType: "standard", subType: "none", effects: [negate] });
    expect(std).toEqual([{ card: "hush", path: "effects[0]", message: expect.stringContaining("Only a Lightning magic negates") as unknown }]);
  });

  it("W-6.5.1-1 W-6.5.2-1 W-AMB-56 a magic holds only what runs for its type and sub-type", () => {
    const magic = (magicType: string, subType: string, effects: unknown[], more: object = {}): unknown => ({ kind: "magic", id: "m", name: "M", magicType, subType, effects, ...more });
    const stat = { kind: "stat-modifier", stat: "armorLevel", amount: 1 };
    const cost = { kind: "magic-play-cost", cost: { kind: "discard", count: 1 }, players: "opponent" };
    const draw = { kind: "triggered", on: { kind: "turn-start", side: "own" }, actions: [{ kind: "draw", count: 1 }] };
    const hits = { kind: "triggered", on: { kind: "hits" }, actions: [{ kind: "draw", count: 1 }] };
    const deer = { creatureType: "beast", attackName: "Gore", attackDice: 1, modifier: 0, armorLevel: 4, speed: 2, hp: 20 };
    const refused: [unknown, string, RegExp][] = [
      [magic("standard", "none", [stat]), "effects[0]", /goes to the cemetery as it resolves .* a lasting "stat-modifier"/],
      [magic("standard", "none", [cost]), "effects[0]", /its "magic-play-cost" would never apply/],
      [magic("standard", "none", [draw]), "effects[0]", /a triggered effect on it would never apply/],
      [magic("infinite", "none", [stat]), "effects[0]", /attached to no creature/],
      [magic("infinite", "equip", [{ kind: "negate-creature-effects", side: "any" }]), "effects[0]", /Only a Field magic negates creature effects/],
      [magic("infinite", "field", [hits]), "effects[0].on", /only at the start of a turn/],
      [magic("infinite", "none", [], { hybrid: deer }), "hybrid", /stays as a magic/],
      [magic("lightning", "equip", [], { playableWhen: [{ kind: "magic-played", by: "any" }] }), "subType", /cannot be an Equip/],
    ];
    for (const [data, path, message] of refused) {
      const r = parseCard(data);
      const problems = r.ok ? [] : r.error.problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]?.path).toBe(path);
      expect(problems[0]?.message).toMatch(message);
    }
    const accepted = [
      magic("infinite", "none", [draw, cost]),
      magic("standard", "equip", [stat, draw, cost]),
      magic("infinite", "field", [stat, draw, cost, { kind: "negate-creature-effects", side: "opponent" }]),
      magic("standard", "none", [{ kind: "damage", amount: 5, target: "chosen-creature" }, stat, hits], { hybrid: deer }),
    ];
    for (const data of accepted) expect(parseCard(data)).toMatchObject({ ok: true });
  });

  it("W-10.1-1 W-10.2-1 battle-opponent names a creature only in a \"hits\" or \"targeted-in-battle\" effect: elsewhere it is refused, naming the card, the field and why", () => {
    const hit = (on: object): unknown => ({ ...bearWolf, effects: [{ kind: "triggered", on, actions: [{ kind: "damage", amount: 5, target: "battle-opponent" }] }] });
    for (const on of [{ kind: "hits" }, { kind: "targeted-in-battle" }]) expect(parseCard(hit(on)).ok).toBe(true);
    for (const on of [{ kind: "summoned" }, { kind: "turn-start", side: "own" }, { kind: "after-turn-cycles", count: 1 }]) {
      const r = parseCard(hit(on));
      expect(r.ok ? [] : r.error.problems).toEqual([
        { card: "bear-wolf", path: "effects[0].actions[0].target", message: expect.stringContaining(`"battle-opponent" is the creature this one battles, and a "${on.kind}" effect runs outside any battle (rule 10.1)`) as unknown },
      ]);
    }
    // In a magic's effects, whatever its type: a magic is no creature and battles nothing.
    for (const [magicType, more] of [["standard", {}], ["infinite", {}], ["lightning", { playableWhen: [{ kind: "attack-roll", by: "opponent" }] }]] as const) {
      const r = parseCard({ kind: "magic", id: "jab", name: "Jab", magicType, subType: "none", effects: [{ kind: "damage", amount: 5, target: "battle-opponent" }], ...more });
      expect(r.ok ? [] : r.error.problems).toEqual([{ card: "jab", path: "effects[0].target", message: expect.stringContaining("a magic's effects are no creature's and run outside any battle") as unknown }]);
    }
  });

  it("W-6.4.2-1 a magic's \"self\" is the creature it is equipped to: an Equip's effects may name it, no other magic's", () => {
    const heal = { kind: "heal", amount: 5, target: "self" };
    const turn = { kind: "triggered", on: { kind: "turn-start", side: "own" }, actions: [heal] };
    expect(parseCard({ kind: "magic", id: "salve", name: "Salve", magicType: "infinite", subType: "equip", effects: [heal, turn] }).ok).toBe(true);
    const field = parseCard({ kind: "magic", id: "salve", name: "Salve", magicType: "infinite", subType: "field", effects: [heal, turn] });
    const self = expect.stringContaining(`A magic's "self" is the creature it is equipped to (rule 6.4.2), and this Infinite magic with subType "field" is equipped to none`) as unknown;
    expect(field.ok ? [] : field.error.problems).toEqual([
      { card: "salve", path: "effects[0].target", message: self },
      { card: "salve", path: "effects[1].actions[0].target", message: self },
    ]);
    // A Hybrid's own triggered effects are its creature side's: there "self" is the Hybrid.
    const deer = { creatureType: "beast", attackName: "Gore", attackDice: 1, modifier: 0, armorLevel: 4, speed: 2, hp: 20 };
    const hybrid = { kind: "magic", id: "stag", name: "Stag", magicType: "standard", subType: "none", hybrid: deer };
    expect(parseCard({ ...hybrid, effects: [{ kind: "triggered", on: { kind: "hits" }, actions: [heal] }] }).ok).toBe(true);
    const plain = parseCard({ ...hybrid, effects: [heal] });
    expect(plain.ok ? "" : plain.error.problems[0]?.message).toContain("its Hybrid creature side comes to the field only once these effects have run");
  });

  it("W-6.2.4-1 W-14.2.1-1 a Hybrid magic comes to the field as a Limited Summon, with no summon window: a \"summoned\" effect on it is refused", () => {
    const deer = { creatureType: "beast", attackName: "Gore", attackDice: 1, modifier: 0, armorLevel: 4, speed: 2, hp: 20 };
    const r = parseCard({ kind: "magic", id: "stag", name: "Stag", magicType: "standard", subType: "none", hybrid: deer, effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [{ kind: "draw", count: 1 }] }] });
    expect(r.ok ? [] : r.error.problems).toEqual([{ card: "stag", path: "effects[0].on", message: expect.stringContaining('so its "summoned" effect would never run') as unknown }]);
  });

  it("W-7.2.1-1 W-18.19-1 a triggered effect runs while its player has a primary: its summon as primary is anchored (and comes as a Limited Summon) or refused", () => {
    const summon = (anchored: boolean): object => ({ kind: "summon", from: ["cemetery"], as: "primary", count: 1, filter: { kind: "any" }, anchored });
    const priest = (anchored: boolean): unknown => ({ ...bearWolf, effects: [{ kind: "triggered", on: { kind: "summoned" }, actions: [summon(anchored)] }] });
    expect(parseCard(priest(true)).ok).toBe(true);
    const r = parseCard(priest(false));
    expect(r.ok ? [] : r.error.problems).toEqual([{ card: "bear-wolf", path: "effects[0].actions[0].anchored", message: expect.stringContaining("would find the primary slot taken and summon nothing") as unknown }]);
    // A magic's summon as primary runs when its player has none yet (their first turn).
    expect(parseCard({ kind: "magic", id: "call", name: "Call", magicType: "standard", subType: "none", effects: [summon(false)] }).ok).toBe(true);
  });

  it("W-12.2-1 only an anchored summon has an anchor to end: onAnchorEnd is left out of an unanchored one (it defaults to the cemetery)", () => {
    const call = (anchored: boolean, more: object): unknown => ({ kind: "magic", id: "call", name: "Call", magicType: "infinite", subType: "none", effects: [{ kind: "summon", from: ["cemetery"], as: "primary", count: 1, filter: { kind: "any" }, anchored, ...more }] });
    const plain = parseCard(call(false, {}));
    expect(plain.ok && plain.value.effects[0]).toMatchObject({ onAnchorEnd: "cemetery" });
    expect(parseCard(call(true, { onAnchorEnd: "hand" })).ok).toBe(true);
    const r = parseCard(call(false, { onAnchorEnd: "hand" }));
    expect(r.ok ? [] : r.error.problems).toEqual([{ card: "call", path: "effects[0].onAnchorEnd", message: expect.stringContaining('onAnchorEnd "hand" of this one would never apply') as unknown }]);
  });

  it("W-16.1.1-1 W-16.1.1-2 W-16.1.5-1 an Equip or Field magic gives no \"unaffected\" by Magic effects, which would undo it; by creature effects it may", () => {
    for (const subType of ["equip", "field"]) {
      const card = (by: string[]): unknown => ({ kind: "magic", id: "ward", name: "Ward", magicType: "infinite", subType, effects: [{ kind: "unaffected", by, from: "opponent" }] });
      expect(parseCard(card(["creature"])).ok).toBe(true);
      const r = parseCard(card(["magic", "creature"]));
      expect(r.ok ? [] : r.error.problems).toEqual([{ card: "ward", path: "effects[0].by", message: expect.stringContaining("cannot be equipped and receives no Field effect (rule 16.1.1, rule 16.1.5)") as unknown }]);
    }
  });

  it("W-6.4.2-1 W-6.4.1-1 W-6.5.1-1 equipTo, fieldScope and duration are refused where they would never apply", () => {
    const magic = (magicType: string, subType: string, effects: unknown[], more: object): unknown => ({ kind: "magic", id: "m", name: "M", magicType, subType, effects, ...more });
    const stat = { kind: "stat-modifier", stat: "armorLevel", amount: 1 };
    const draw = { kind: "draw", count: 1 };
    const refused: [unknown, string, string][] = [
      [magic("infinite", "field", [stat], { equipTo: "own" }), "equipTo", 'Only an Equip goes on a creature (rule 6.4.2), so equipTo "own" of an Infinite magic with subType "field" would never apply'],
      [magic("infinite", "equip", [stat], { fieldScope: "own" }), "fieldScope", "Only a Field magic covers creatures (rule 6.4.1)"],
      [magic("infinite", "field", [draw], { fieldScope: "own" }), "fieldScope", "and this one has no creature ability"],
      [magic("standard", "none", [draw], { duration: { kind: "turn-cycles", count: 2 } }), "duration", 'goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), so its duration "turn-cycles" would never apply'],
      [magic("standard", "none", [{ kind: "grant", target: "own-primary", duration: { kind: "while-on-field" }, abilities: [stat] }], {}), "effects[0].duration", "so the abilities would end at once"],
    ];
    for (const [data, path, message] of refused) {
      const r = parseCard(data);
      expect(r.ok ? [] : r.error.problems).toEqual([{ card: "m", path, message: expect.stringContaining(message) as unknown }]);
    }
    const accepted = [
      magic("infinite", "equip", [stat], { equipTo: "opponent" }),
      magic("infinite", "field", [stat], { fieldScope: "own" }),
      magic("standard", "equip", [stat], { duration: { kind: "turn-cycles", count: 2 } }),
      magic("infinite", "none", [{ kind: "grant", target: "own-primary", duration: { kind: "while-on-field" }, abilities: [stat] }], {}),
    ];
    for (const data of accepted) expect(parseCard(data)).toMatchObject({ ok: true });
  });

  reservedCardIdTest(parseCard, bearWolf);

  it("a bad id is refused in words, with the id it could be", () => {
    const r = parseCard({ ...bearWolf, id: "Tiny Bug" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toEqual([{ card: "Tiny Bug", path: "id", message: 'the field `id`: An id is lowercase letters, digits and dashes, starting with a letter or a digit: "tiny-bug" would do.' }]);
    const odd = parseCard({ ...bearWolf, id: "!!!" });
    expect(odd.ok ? [] : odd.error.problems.map((p) => p.message)).toEqual(['the field `id`: An id is lowercase letters, digits and dashes, starting with a letter or a digit, such as "tiny-bug".']);
  });

  it("W-18.1-1 a creature's triggered effect starts only on an event the engine runs", () => {
    const drawOne = [{ kind: "draw", count: 1 }];
    const runs = [{ kind: "summoned" }, { kind: "hits" }, { kind: "after-turn-cycles", count: 2 }, { kind: "turn-start", side: "own" }, { kind: "targeted-in-battle" }];
    for (const on of runs) expect(parseCard({ ...bearWolf, effects: [{ kind: "triggered", on, actions: drawOne }] }).ok).toBe(true);
    const lightningOnly = [{ kind: "magic-played", by: "opponent" }, { kind: "creature-summoned", by: "any" }, { kind: "attack-roll", by: "own" }];
    for (const on of [...lightningOnly, { kind: "primary-killed", side: "own" }]) {
      const r = parseCard({ ...bearWolf, effects: [{ kind: "triggered", on, actions: drawOne }] });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.problems).toHaveLength(1);
      expect(r.error.problems[0]).toMatchObject({ card: "bear-wolf", path: "effects[0].on.kind" });
      const message = r.error.problems[0]?.message ?? "";
      expect(message).toContain(`A triggered effect cannot start on "${on.kind}"`);
      expect(message).toContain("summoned, hits, after-turn-cycles, turn-start or targeted-in-battle");
      expect(message.includes("playableWhen (rule 6.5.3)")).toBe(on.kind !== "primary-killed");
    }
  });

  it("W-18.1-1 a triggered effect in a card set is refused the same way, naming the card", () => {
    const r = parseCardSet({ name: "s", cards: [{ ...bearWolf, effects: [{ kind: "triggered", on: { kind: "magic-played", by: "opponent" }, actions: [{ kind: "draw", count: 1 }] }] }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map((p) => `${p.card}:${p.path}`)).toEqual(["bear-wolf:effects[0].on.kind"]);
    expect(r.error.message).toContain('cannot start on "magic-played"');
  });

  it("an unknown trigger kind is named, with the kinds the engine runs", () => {
    const r = parseCard({ ...bearWolf, effects: [{ kind: "triggered", on: { kind: "sunrise" }, actions: [{ kind: "draw", count: 1 }] }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toEqual([{ card: "bear-wolf", path: "effects[0].on.kind", message: expect.stringMatching(/^the field `effects\[0\]\.on\.kind` is "sunrise", not one of .*"targeted-in-battle"/) as unknown }]);
  });

  it("W-6.5.3-1 W-AMB-52 a Lightning magic's playableWhen still takes magic-played, creature-summoned and attack-roll", () => {
    const zap = { kind: "magic", id: "zap", name: "Zap", magicType: "lightning", subType: "none", effects: [{ kind: "draw", count: 1 }] };
    const when = [{ kind: "magic-played", by: "opponent" }, { kind: "creature-summoned", by: "any" }, { kind: "attack-roll", by: "opponent" }];
    for (const w of when) {
      const r = parseCard({ ...zap, playableWhen: [w] });
      expect(r.ok && r.value.kind === "magic" && r.value.playableWhen).toEqual([w]);
    }
    expect(parseCard({ ...zap, playableWhen: when, effects: [{ kind: "negate", what: ["magic", "creature-effects", "attack"] }] }).ok).toBe(true);
  });

  it("W-AMB-37 W-14.4.1-1 a Lightning magic is never played on its own player's card, summon or attack: by \"own\" is refused", () => {
    const zap = { kind: "magic", id: "zap", name: "Zap", magicType: "lightning", subType: "none", effects: [{ kind: "draw", count: 1 }] };
    for (const kind of ["magic-played", "creature-summoned", "attack-roll"]) {
      const r = parseCard({ ...zap, playableWhen: [{ kind, by: "own" }] });
      expect(r.ok ? [] : r.error.problems).toEqual([{ card: "zap", path: "playableWhen[0].by", message: expect.stringContaining("A player never answers their own card, summon or attack (rule 14.4.1, W-AMB-37)") as unknown }]);
    }
  });

  it("W-18.27-1 W-6.5.3-1 a Lightning negates only what it answers: each thing its negate names needs the condition that answers it", () => {
    const melody = (what: string[], when: string[]): unknown => ({
      kind: "magic", id: "melody", name: "Melody", magicType: "lightning", subType: "none",
      playableWhen: when.map((kind) => ({ kind, by: "opponent" })), effects: [{ kind: "negate", what }],
    });
    expect(parseCard(melody(["magic", "attack"], ["magic-played", "attack-roll"])).ok).toBe(true);
    const r = parseCard(melody(["magic", "attack"], ["magic-played"]));
    expect(r.ok ? [] : r.error.problems).toEqual([
      { card: "melody", path: "effects[0].what", message: expect.stringContaining('it answers an attack only when played on "attack-roll": this one\'s playableWhen names no "attack-roll"') as unknown },
    ]);
    const mind = parseCard(melody(["creature-effects"], ["magic-played"]));
    expect(mind.ok ? [] : mind.error.problems.map((p) => p.path)).toEqual(["effects[0].what"]);
  });

  it("reports every problem at once, naming the card and the field path", () => {
    const r = parseCard({ ...bearWolf, armorLevel: 13, hp: 0, speed: -1, effects: [{ kind: "damage-multiplier", factor: 0, condition: { kind: "always" } }], extra: 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("cards/invalid");
    const paths = r.error.problems.map((p) => p.path).sort();
    expect(paths).toEqual(["armorLevel", "effects[0].factor", "extra", "hp", "speed"]);
    expect(r.error.problems.every((p) => p.card === "bear-wolf")).toBe(true);
  });

  it("names a card without an id by its name", () => {
    const r = parseCard({ kind: "creature", name: "Nameless One" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems[0]?.card).toBe("Nameless One");
    expect(r.error.problems.map((p) => p.path)).toContain("id");
  });

  it("refuses __proto__, constructor and prototype keys anywhere", () => {
    const poisoned: unknown = JSON.parse('{"kind":"creature","id":"x","__proto__":{"hp":1},"effects":[{"constructor":1}]}');
    const r = parseCard(poisoned);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map((p) => p.path).sort()).toEqual(["__proto__", "effects[0].constructor"]);
  });

  it("never throws on odd input", () => {
    for (const bad of [null, undefined, 3, "card", [], [1], { kind: 1 }, { kind: "creature", effects: "x" }]) {
      expect(parseCard(bad).ok).toBe(false);
    }
  });
});

describe("parseCardSet", () => {
  it("the sample card set validates and round-trips through JSON unchanged", () => {
    const r = parseCardSet(JSON.parse(JSON.stringify(sampleCardSet)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(sampleCardSet);
  });

  it("a card file may say where its JSON Schema is ($schema); the parsed set leaves it out", () => {
    const r = parseCardSet({ $schema: "./ward-cards.schema.json", name: "My set", cards: [bearWolf] });
    expect(r.ok ? Object.keys(r.value) : r.error.problems).toEqual(["name", "cards"]);
    expect(parseCardSet({ $schema: 3, name: "My set", cards: [] }).ok).toBe(false);
  });

  it("the sample set holds every card the rules matrix names, all marked illustrative", () => {
    const names = sampleCardSet.cards.map((c) => c.name);
    for (const n of NAMED_CARDS) expect(names).toContain(n);
    expect(sampleCardSet.cards.every((c) => c.illustrative)).toBe(true);
    expect(sampleCardSet.cards).toHaveLength(36);
  });

  it("reports problems of several cards at once, each with its card and path", () => {
    const r = parseCardSet({
      name: "broken",
      cards: [
        { ...bearWolf, hp: -5 },
        { ...bearWolf, id: "bear-wolf", name: "Other" },
        { kind: "magic", id: "bad-magic", name: "Bad", magicType: "standard", subType: "none", effects: [{ kind: "heal", amount: 0, target: "nobody" }] },
        { kind: "creature", name: "Idless" },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const got = r.error.problems.map((p) => `${p.card}:${p.path}`);
    expect(got).toContain("bear-wolf:hp");
    expect(got).toContain("bad-magic:effects[0].amount");
    expect(got).toContain("bad-magic:effects[0].target");
    expect(got).toContain("Idless:id");
  });

  it("W-3.2.1-1 rejects duplicate ids and duplicate names (copies are counted by name)", () => {
    const r = parseCardSet({ name: "dups", cards: [bearWolf, bearWolf, { ...bearWolf, id: "bear-wolf-2" }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map((p) => `${p.card}:${p.path}`)).toEqual(["bear-wolf:id", "bear-wolf:name", "bear-wolf-2:name"]);
  });

  it("W-3.2.1-1 reports repeated ids and names together with the other problems of the set, not only once they are fixed", () => {
    const r = parseCardSet({ name: "dups", cards: [{ ...bearWolf, colour: "red" }, bearWolf] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map((p) => `${p.card}:${p.path}`)).toEqual(["bear-wolf:colour", "bear-wolf:id", "bear-wolf:name"]);
  });

  it("refuses forbidden keys inside a card of a set and names that card", () => {
    const r = parseCardSet(JSON.parse('{"name":"s","cards":[{"id":"a","kind":"creature","__proto__":{}}]}'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toEqual([{ card: "a", path: "__proto__", message: "This key is not allowed in card data." }]);
  });

  it("rejects what is not a card set, saying what a card set is", () => {
    for (const notASet of [[], [{ name: "x" }], null, "cards", 3]) {
      const r = parseCardSet(notASet);
      expect(r.ok ? [] : r.error.problems).toEqual([{ card: "(set)", path: "", message: "A card set is an object { name, cards }." }]);
    }
    expect(parseCardSet({ name: "x" }).ok).toBe(false);
  });
});

describe("card data from outside is read once, as plain values (core's screenData)", () => {
  const throwingGetter = (): unknown =>
    Object.defineProperty({ ...bearWolf }, "hp", {
      enumerable: true,
      get: (): never => {
        throw new Error("getter boom");
      },
    });
  /** A card whose `hp` reads 40 the first time and -5 after: a walker that reads twice lets the schema see -5. */
  const fickle = (): { readonly card: unknown; readonly reads: () => number } => {
    let reads = 0;
    const card = Object.defineProperty({ ...bearWolf }, "hp", { enumerable: true, get: () => (reads++ === 0 ? 40 : -5) });
    return { card, reads: () => reads };
  };
  const throwingProxy = (): unknown => {
    const boom = (): never => {
      throw new Error("trap boom");
    };
    return new Proxy({}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom });
  };
  const revoked = (): unknown => {
    const r = Proxy.revocable({ ...bearWolf }, {});
    r.revoke();
    return r.proxy;
  };

  it("a getter is refused without being run, in a card and in a card of a set", () => {
    const r = parseCard(throwingGetter());
    expect(r.ok ? [] : r.error.problems).toEqual([{ card: "bear-wolf", path: "hp", message: '"hp" is a getter or setter; card data holds plain values.' }]);
    const { card, reads } = fickle();
    expect(parseCard(card).ok).toBe(false);
    const set = parseCardSet({ name: "s", cards: [bearWolf, card] });
    expect(set.ok ? [] : set.error.problems.map((p) => `${p.card} ${p.path}`)).toEqual(["bear-wolf hp"]);
    expect(reads()).toBe(0);
  });

  it("a proxy whose traps throw, or a revoked one, is a cards/invalid problem, not a throw", () => {
    for (const hostile of [throwingProxy(), revoked()]) {
      const one = parseCard(hostile);
      expect(one.ok ? "" : one.error.problems[0]?.message).toMatch(/^Card data could not be read: reading it threw /);
      expect(parseCardSet(hostile).ok).toBe(false);
      const inSet = parseCardSet({ name: "s", cards: [hostile] });
      expect(inSet.ok ? [] : inSet.error.problems.map((p) => p.card)).toEqual(["#0"]);
    }
  });

  it("what is not plain JSON or is past the limits is named", () => {
    const messages = (value: unknown): string => {
      const r = parseCardSet({ name: "s", cards: [value] });
      return r.ok ? "" : r.error.problems.map((p) => p.message).join("\n");
    };
    const cyclic: Record<string, unknown> = { ...bearWolf };
    cyclic["effects"] = [cyclic];
    expect(messages(cyclic)).toContain("a cycle");
    expect(messages({ ...bearWolf, hp: Number.NaN })).toContain("NaN is not a JSON number");
    expect(messages({ ...bearWolf, effects: new Map() })).toContain("This is a Map, not a plain object");
    expect(messages({ ...bearWolf, name: "x".repeat(20_000) })).toContain("at most 10,000 characters");
    const r = parseCardSet({ name: "s", cards: new Array<unknown>(60_000).fill(bearWolf) });
    expect(r.ok ? [] : r.error.problems).toEqual([{ card: "(set)", path: "", message: "Card data holds at most 50,000 values; this holds more." }]);
  });
});

describe("named cards are expressible as data", () => {
  it("W-5.2.1.3.1-1 W-AMB-39 Ent Tree: 2x against weapon holders and unaffected by effects", () => {
    expect(byId("ent-tree").effects).toEqual([
      { kind: "damage-multiplier", factor: 2, condition: { kind: "target-has-tag", tag: "holds-weapon" } },
      { kind: "unaffected", by: ["magic", "creature"], from: "any" },
    ]);
    const hero = byId("the-hero");
    expect(hero.kind === "creature" && hero.tags).toEqual(["holds-weapon"]);
  });

  it("W-6.2.2-3 Mysterious Door has a self-damage cost of 10", () => {
    const door = byId("mysterious-door");
    expect(door.kind === "magic" && door.costs).toEqual([{ kind: "self-damage", amount: 10, target: "own-primary" }]);
  });

  it("W-12.3-3 Revival Priest anchors the creature it returns; Lead Boots keeps a creature on the field", () => {
    expect(byId("revival-priest").effects[0]).toMatchObject({ kind: "summon", from: ["cemetery"], as: "primary", anchored: true, onAnchorEnd: "cemetery" });
    expect(byId("lead-boots").effects).toEqual([{ kind: "cannot-be-removed" }]);
    expect(byId("evil-queen").effects).toEqual([{ kind: "destroy-magic", count: 1, side: "any" }]);
  });

  it("W-9.2.3.2-1 Ghost Form is an Equip that lasts 2 turn cycles", () => {
    const g = byId("ghost-form");
    expect(g.kind === "magic" && g.subType === "equip" && g.duration).toEqual({ kind: "turn-cycles", count: 2 });
  });

  it("W-11.3.1-1 Grizzly Bear applies a 10 HP DOT for 2 turn cycles when it hits", () => {
    expect(byId("grizzly-bear").effects).toEqual([
      { kind: "triggered", on: { kind: "hits" }, actions: [{ kind: "damage-over-time", damage: 10, turnCycles: 2, target: "battle-opponent" }] },
    ]);
  });

  it("W-14.2.4-1 Old Logging Road is a Field rule that puts a 5 HP self-damage cost on every Magic", () => {
    expect(byId("old-logging-road").effects).toEqual([{ kind: "magic-play-cost", cost: { kind: "self-damage", amount: 5, target: "own-primary" }, players: "any" }]);
  });

  it("W-16.1.3-1 Steam Rex is unaffected; Iron Range negates creature effects; Mind Sap negates them in the summon window", () => {
    expect(byId("steam-rex").effects).toEqual([{ kind: "unaffected", by: ["magic", "creature"], from: "any" }]);
    expect(byId("iron-range").effects).toEqual([{ kind: "negate-creature-effects", side: "any" }]);
    const sap = byId("mind-sap");
    expect(sap.kind === "magic" && sap.playableWhen).toEqual([{ kind: "creature-summoned", by: "opponent" }]);
  });

  it("W-6.2.3-3 Fog is unaffected by the opponent's Magic only; Backstab grants battle-first and 3x", () => {
    expect(byId("fog").effects).toEqual([{ kind: "unaffected", by: ["magic"], from: "opponent" }]);
    expect(byId("backstab").effects[0]).toMatchObject({ kind: "grant", abilities: [{ kind: "battle-first" }, { kind: "damage-multiplier", factor: 3 }] });
  });

  it("W-AMB-40 Melody of the Deep negates a Magic or an attack", () => {
    expect(byId("melody-of-the-deep").effects).toEqual([{ kind: "negate", what: ["magic", "attack"] }]);
  });

  it("W-6.2.4-1 a Hybrid magic carries creature stats (Abominable Deerman)", () => {
    const d = byId("abominable-deerman");
    expect(d.kind === "magic" && d.hybrid?.countsInCemetery).toBe(false);
  });

  it("W-18.1-1 Future Warrior and Bunnysaurus activate later, on a time or event", () => {
    expect(byId("future-warrior").effects[0]).toMatchObject({ kind: "triggered", on: { kind: "after-turn-cycles", count: 2 } });
    expect(byId("bunnysaurus").effects[0]).toMatchObject({ kind: "triggered", on: { kind: "targeted-in-battle" } });
  });

  it("W-8.3.1-1 summon requirements are data apart from effects (Grave Knight)", () => {
    const k = byId("grave-knight");
    expect(k.kind === "creature" && k.summonRequirements).toEqual([{ kind: "cemetery-hp-at-least", amount: 100 }]);
    expect(k.effects).toEqual([]);
  });

  it("W-13.1-2 Limited Summons come from card effects, anchored (Swarm Caller)", () => {
    expect(byId("swarm-caller").effects[0]).toMatchObject({ kind: "triggered", actions: [{ kind: "summon", as: "limited", anchored: true }] });
  });
});
