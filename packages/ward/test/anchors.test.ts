// Anchors and the magics that make them: an anchored creature stays on the field while the card
// that anchors it does (12.2, 18.12, 4.3.3). A Standard or Lightning magic with sub-type None goes
// to the cemetery as it resolves (6.5.1, 6.5.3), so the card format refuses an anchored summon in
// one; the engine never leaves an anchor naming a card off the field.
import { describe, expect, it } from "vitest";
import { parseCard, ruleset, type Card, type MagicCard, type WardState } from "../src/index.js";
import { act, eventsOf, id, scenario } from "./helpers.js";
import { cardErrors } from "./json-schema-check.js";

const summon = (more: object): object => ({ kind: "summon", from: ["cemetery"], as: "primary", count: 1, filter: { kind: "any" }, anchored: true, ...more });
const lightning = { magicType: "lightning", playableWhen: [{ kind: "magic-played", by: "opponent" }] };
const magicWith = (shape: object, effect: object): object => ({ kind: "magic", id: "call", name: "Call", magicType: "standard", subType: "none", ...shape, effects: [effect] });
const hybrid = { creatureType: "bug", attackName: "Sting", attackDice: 1, modifier: 0, armorLevel: 3, speed: 2, hp: 10, countsInCemetery: false };

/** The problems parseCard finds with a card, and whether the JSON Schema refuses it too. */
function verdict(card: object): { problems: { path: string; message: string }[]; schemaRefuses: boolean } {
  const r = parseCard(card);
  return { problems: r.ok ? [] : r.error.problems.map((p) => ({ path: p.path, message: p.message })), schemaRefuses: cardErrors(card).length > 0 };
}

/** Every creature on the field whose anchor is not on the field (as a creature or a magic). */
function danglingAnchors(s: WardState): string[] {
  return Object.keys(s.creatures).filter((c) => {
    const a = s.creatures[c]?.anchor ?? null;
    return a !== null && s.creatures[a] === undefined && s.magics[a] === undefined;
  });
}

describe("anchors end when their card leaves the field", () => {
  it("W-12.2-1 W-18.12-1 W-6.5.1-1 W-6.5.3-2 W-4.3.3-1 a Standard or Lightning magic with sub-type None anchors no summon: parseCard refuses it in a sentence, and the JSON Schema agrees", () => {
    for (const shape of [{}, lightning]) {
      const anchored = verdict(magicWith(shape, summon({})));
      expect(anchored.problems).toEqual([{ path: "effects[0].anchored", message: expect.stringContaining("so the creature would leave the field as soon as it came") as unknown }]);
      expect(anchored.problems[0]?.message).toMatch(/rule 12\.2.*rule 18\.12.*goes to the cemetery as it resolves \(rule 6\.5\.1, rule 6\.5\.3\).*make the magic Infinite/);
      expect(anchored.schemaRefuses).toBe(true);
      // A Limited Summon needs an anchor (13.3.2) and such a magic has none to give: one sentence says both.
      const limited = verdict(magicWith(shape, summon({ as: "limited", anchored: false })));
      expect(limited.problems).toEqual([{ path: "effects[0].anchored", message: expect.stringContaining("rule 13.3.2") as unknown }]);
      expect(limited.problems[0]?.message).toContain("This magic cannot be one: it goes to the cemetery as it resolves");
      expect(limited.schemaRefuses).toBe(true);
      // One creature as primary, unanchored, stays as any primary does.
      expect(verdict(magicWith(shape, summon({ anchored: false })))).toEqual({ problems: [], schemaRefuses: false });
    }
    // A magic that stays holds what it anchors (Revival Priest); a Hybrid stays as a creature.
    expect(verdict(magicWith({ magicType: "infinite" }, summon({ as: "limited" })))).toEqual({ problems: [], schemaRefuses: false });
    expect(verdict(magicWith({ hybrid }, summon({ as: "limited" })))).toEqual({ problems: [], schemaRefuses: false });
  });

  it("W-12.2-1 W-4.3.3-1 W-AMB-33 a creature anchored by a card already gone from the field leaves it at once, to where its anchor ending sends it", () => {
    // A Standard magic with an anchored summon, as the card format no longer gives it (the
    // scenario takes its cards unparsed): the magic is in the cemetery by the time it summons.
    const call: MagicCard = {
      kind: "magic", id: "call", name: "Call", rarity: "common", generation: 1, text: "", magicType: "standard", subType: "none", equipTo: "any", fieldScope: "any",
      duration: { kind: "while-on-field" }, playableWhen: [], costs: [], hybrid: null, illustrative: true,
      effects: [{ kind: "summon", from: ["hand"], as: "limited", count: 1, filter: { kind: "any" }, anchored: true, onAnchorEnd: "hand" }],
    };
    const s = scenario({ extraCards: [call], p0: { primary: "bear-wolf", hand: ["call", "fog"] }, p1: { primary: "grizzly-bear" } });
    const fog = id(s, 0, "hand", "fog");
    const r = act(s, 0, { type: "play", card: id(s, 0, "hand", "call"), target: fog, discards: [] });
    expect(eventsOf(r.events, "summoned")).toEqual([expect.objectContaining({ card: fog, as: "limited" })]);
    expect(eventsOf(r.events, "anchor-ended")).toEqual([expect.objectContaining({ card: fog, to: "hand" })]);
    expect(r.state.zones.zones["p0/limited"]?.cards).toEqual([]);
    expect(r.state.zones.zones["p0/hand"]?.cards).toContain(fog);
    expect(danglingAnchors(r.state)).toEqual([]);
  });

  it("W-13.3.1-1 W-12.2-1 W-6.2.4-1 a Hybrid anchors what it summons while it stays as a creature; if its summon takes the last Limited Summon slot, it goes to the cemetery and the creature with it", () => {
    const parsed = parseCard({ ...magicWith({ id: "bug-queen", name: "Bug Queen", hybrid }, summon({ from: ["hand"], as: "limited" })) });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const queen: Card = parsed.value;
    const start = (limited: number): WardState =>
      scenario({ extraCards: [queen], p0: { primary: "bear-wolf", limited: Array<string>(limited).fill("cave-beetle"), hand: ["bug-queen", "fog"] }, p1: { primary: "grizzly-bear" } });
    const playQueen = (s: WardState): ReturnType<typeof act> => act(s, 0, { type: "play", card: id(s, 0, "hand", "bug-queen"), target: id(s, 0, "hand", "fog"), discards: [] });

    // Room for both: Fog comes as a Limited Summon anchored by Bug Queen, which stays as one too.
    const roomy = start(2);
    const both = playQueen(roomy);
    const [bugQueen, fog] = [id(roomy, 0, "hand", "bug-queen"), id(roomy, 0, "hand", "fog")];
    expect(both.state.zones.zones["p0/limited"]?.cards).toEqual(expect.arrayContaining([bugQueen, fog]));
    expect(both.state.creatures[fog]?.anchor).toBe(bugQueen);
    expect(ruleset.parseState(JSON.parse(JSON.stringify(both.state))).ok).toBe(true);

    // Three Limited Summons: Fog takes the fourth slot, Bug Queen finds none (it used to throw).
    const full = start(3);
    const gone = playQueen(full);
    expect(gone.state.zones.zones["p0/limited"]?.cards).toHaveLength(3);
    expect(gone.state.zones.zones["p0/cemetery"]?.cards).toEqual(expect.arrayContaining([bugQueen, fog]));
    expect(eventsOf(gone.events, "anchor-ended")).toEqual([expect.objectContaining({ card: fog, to: "cemetery" })]);
    expect(danglingAnchors(gone.state)).toEqual([]);
    expect(ruleset.parseState(JSON.parse(JSON.stringify(gone.state))).ok).toBe(true);
  });
});
