import { describe, expect, it } from "vitest";
import { act, build, eventsOf, isLegal, pick, runUntil } from "./helpers.js";

describe("worked examples", () => {
  it("D-EX-1 D-TARGET-4 D-TARGET-3 D-ST.Stealth-2 Chaggai, Joker of Old selects a Stealth Unit (no word 'target')", () => {
    const b = build({ combat: ["chaggai-joker-of-old"] }, { combat: ["veiled-assassin"] });
    const chaggai = b.ids(0, "chaggai-joker-of-old");
    const stealth = b.ids(1, "veiled-assassin");
    const r = act(b.state, 0, { type: "ability", card: chaggai, index: 0 });
    // Chaggai's effect selects 1 Unit on the field: both Units (the Stealth one too) are offered.
    expect(r.state.decision).toMatchObject({ kind: "pick", purpose: "effect", options: [chaggai, stealth] });
    const done = act(r.state, 0, pick(r.state, 0, [stealth]));
    // The effect applies to the Stealth Unit: its Combat 4 and Support 1 are swapped.
    expect(eventsOf(done.events, "stats-swapped")).toEqual([{ type: "stats-swapped", card: stealth }]);
    expect(done.state.units[stealth]?.swapUntil).toBe(1);
  });

  it("D-EX-2 D-TARGET-5 D-TARGET-2 D-ST.Stealth-1 'target 1 Unit' cannot target a Stealth Unit; alone it has no legal target", () => {
    const b = build({ hand: ["hunters-bolt"], combat: ["ember-squire"] }, { combat: ["veiled-assassin"] });
    const bolt = b.ids(0, "hunters-bolt");
    const squire = b.ids(0, "ember-squire");
    // With another Unit on the field, only that one is a legal target (a single option is taken at once).
    const first = act(b.state, 0, { type: "play", card: bolt, target: null });
    const played = runUntil(first.state, (s) => s.decision?.kind === "main");
    expect([...first.events, ...played.events].filter((e) => e.type === "stats-changed")).toEqual([{ type: "stats-changed", card: squire, combat: -2, support: 0 }]);
    // Alone on the field, the Stealth Unit is no legal target: the effect does nothing.
    const alone = build({ hand: ["hunters-bolt"] }, { combat: ["veiled-assassin"] });
    const r = act(alone.state, 0, { type: "play", card: alone.ids(0, "hunters-bolt"), target: null });
    expect(r.state.decision?.kind).toBe("main");
    expect(eventsOf(r.events, "stats-changed")).toEqual([]);
    expect(r.state.units[alone.ids(1, "veiled-assassin")]?.mods).toEqual([]);
    expect(isLegal(b.state, 0, { type: "play", card: bolt, target: null })).toBe(true);
  });
});
