import { describe, expect, it } from "vitest";
import { checkRuleset, type CheckName } from "@rulesmith/core/testing";
import { demoConfig, ruleset, sampleCards, starterDecks, type Card, type WardomConfig } from "../src/index.js";

const MATCHES = Number(process.env["RULESMITH_MATCHES"] ?? "6");

// Wardom is on the engine kit: every check runs with seeded and with physical dice, "fast-path",
// "determinize-hidden" and "parse-state" included. (A face-down recruit's cost, which everyone
// sees paid, D-AMB-35, is public: `holds` keeps such a place to Units of that cost. Response
// windows ask a player by what everyone sees, `autoPass: "public"`.) "config-cards" runs with the
// cards each config plays with.
const SKIP: readonly CheckName[] = [];

/** Generous: every listed action of every step is checked, and a match is about 190 steps. */
const TIMEOUT = Math.max(180_000, MATCHES * 20_000);

function externalConfig(seed: number): WardomConfig {
  return { ...demoConfig(seed), dice: "external" };
}

const unit = { type: "unit", cost: 1, illustrative: true, combat: 1, support: 1, level: 1, element: "Earth", unitTypes: [], statuses: [] } as const;
const draw = { kind: "draw", player: "you", count: 1 } as const;

/** Cards whose abilities work off the line: from a Treasury, the Void, the Side Zone, an attached Equip, and continuous room from a Treasure, a Field Rule and a labelled Unit. */
const offTheLine: readonly Card[] = [
  { type: "treasure", id: "wishing-coin", name: "Wishing Coin", cost: 1, illustrative: true, requirement: { kind: "round-at-least", round: 1 }, abilities: [{ timing: { kind: "activated" }, perRound: 1, swift: true, effects: [draw] }] },
  { type: "treasure", id: "war-chest", name: "War Chest", cost: 2, illustrative: true, requirement: { kind: "round-at-least", round: 2 }, abilities: [{ timing: { kind: "continuous" }, effects: [{ kind: "additional-recruit", position: "combat", count: 1 }] }] },
  { ...unit, id: "restless-shade", name: "Restless Shade", abilities: [{ timing: { kind: "activated" }, zone: "void", cost: { amount: 1, payWith: ["energy", "treasury"] }, effects: [{ kind: "gain-resolve", player: "you", amount: 1 }] }] },
  { ...unit, id: "scout-rider", name: "Scout Rider", abilities: [{ timing: { kind: "activated" }, zone: "side", perRound: 1, effects: [draw] }] },
  { type: "equip", id: "signal-horn", name: "Signal Horn", cost: 1, illustrative: true, grants: { combat: 1, support: 0, statuses: [] }, abilities: [{ timing: { kind: "activated" }, perRound: 1, swift: true, effects: [draw] }] },
  { type: "field", id: "open-marches", name: "Open Marches", cost: 1, illustrative: true, upkeep: 0, abilities: [{ timing: { kind: "continuous" }, rule: true, effects: [{ kind: "additional-recruit", position: "support", count: 1 }] }] },
  { ...unit, id: "rear-captain", name: "Rear Captain", abilities: [{ timing: { kind: "continuous" }, zone: "support", effects: [{ kind: "additional-recruit", position: "combat", count: 1 }] }] },
];

function offTheLineConfig(seed: number): WardomConfig {
  const more = offTheLine.map((c) => ({ id: c.id, count: 2 }));
  return {
    ...demoConfig(seed),
    cards: [...sampleCards, ...offTheLine],
    decks: [
      { name: "A", cards: [...starterDecks[0].cards, ...more] },
      { name: "B", cards: [...starterDecks[1].cards.filter((e) => e.id !== "oracle-pool"), ...more] },
    ],
  };
}

describe("conformance", () => {
  it("D-SETUP-1 the ruleset passes the core conformance kit (seeded dice)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: demoConfig, matches: MATCHES, maxSteps: 4000, cards: sampleCards });
    expect(report.skipped).toEqual(SKIP);
  }, TIMEOUT);
  it("D-FIRST-1 the ruleset passes the core conformance kit (physical dice)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: externalConfig, matches: Math.max(2, Math.floor(MATCHES / 2)), maxSteps: 4000 });
    expect(report.checks.length).toBeGreaterThan(5);
  }, TIMEOUT);
  it("D-TIMING-1 the ruleset passes the core conformance kit with abilities that work off the line (Treasury, Void, Side Zone, attached Equips, continuous room)", () => {
    const report = checkRuleset(ruleset, { skip: SKIP, config: offTheLineConfig, matches: Math.max(1, Math.floor(MATCHES / 6)), maxSteps: 4000, cards: [...sampleCards, ...offTheLine] });
    expect(report.skipped).toEqual(SKIP);
  }, TIMEOUT);
});
