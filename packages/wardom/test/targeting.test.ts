import { describe, expect, it } from "vitest";
import { canTarget, legalPicks, matchesFilter, sampleCards, type Candidate, type Card, type Choice } from "../src/index.js";

function card(id: string): Card {
  const c = sampleCards.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no sample card ${id}`);
  return c;
}

const assassin: Candidate = { id: "opp-assassin", card: card("veiled-assassin"), zone: "combat", side: "opponent", faceUp: true, statuses: [{ status: "stealth" }] };
const squire: Candidate = { id: "opp-squire", card: card("ember-squire"), zone: "support", side: "opponent", faceUp: true, statuses: [] };

function firstChoice(id: string): Choice {
  for (const a of card(id).abilities) for (const e of a.effects) if ("choice" in e) return e.choice;
  throw new Error(`no choice on ${id}`);
}

describe("targeting versus selecting", () => {
  it("D-EX-1 D-TARGET-4 Chaggai, Joker of Old selects without saying target, so it can select a Stealth Unit", () => {
    const chaggai = firstChoice("chaggai-joker-of-old");
    expect(chaggai.mode).toBe("select");
    expect(canTarget(assassin, chaggai)).toBe(true);
    expect(legalPicks([assassin], chaggai)).toEqual(["opp-assassin"]);
  });

  it("D-EX-2 D-TARGET-5 D-TARGET-1 D-TARGET-2 \"target 1 Unit\" cannot target a Stealth Unit; if it is the only Unit there is no legal target", () => {
    const bolt = firstChoice("hunters-bolt");
    expect(bolt.mode).toBe("target");
    expect(canTarget(assassin, bolt)).toBe(false);
    expect(legalPicks([assassin], bolt)).toEqual([]);
    expect(legalPicks([assassin, squire], bolt)).toEqual(["opp-squire"]);
  });

  it("D-TARGET-3 D-ST.Stealth-2 selecting still obeys every other restriction", () => {
    const onlyYours: Choice = { mode: "select", count: 1, side: "you", zones: ["combat", "support"], filter: { types: ["unit"] } };
    expect(canTarget(assassin, onlyYours)).toBe(false);
    const onlyFire: Choice = { mode: "select", count: 1, side: "any", zones: ["combat"], filter: { element: "Fire" } };
    expect(canTarget(assassin, onlyFire)).toBe(false);
    expect(canTarget(squire, onlyFire)).toBe(false);
  });

  it("D-AMB-32 D-ST.Stealth-1 Stealth stops its own controller's targeting too", () => {
    const mine: Candidate = { ...assassin, side: "you" };
    expect(canTarget(mine, { mode: "target", count: 1, side: "you", zones: ["combat"] })).toBe(false);
  });

  it("D-STATUS-1 a set Stealth Unit can be targeted (statuses apply face-up only)", () => {
    expect(canTarget({ ...assassin, faceUp: false }, firstChoice("hunters-bolt"))).toBe(true);
  });

  it("D-AMB-43 Stealth never matters in the deck (Pitch names a deck card)", () => {
    expect(canTarget({ ...assassin, zone: "deck" }, { mode: "target", count: 1, side: "opponent", zones: ["deck"] })).toBe(true);
  });

  it("matchesFilter checks type, name, element, unit type, level, cost and status", () => {
    const c = card("frost-warden");
    expect(matchesFilter(c, { types: ["unit"], element: "Water", unitType: "Spirit", maxLevel: 2, maxCost: 3, status: "frozen-touch", name: "Frost Warden" })).toBe(true);
    expect(matchesFilter(c, { maxLevel: 1 })).toBe(false);
    expect(matchesFilter(card("doom-bolt"), { element: "Fire" })).toBe(false);
    expect(matchesFilter(c, { status: "stealth" })).toBe(false);
  });
});
