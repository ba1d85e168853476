// What a roll of real dice asks for, in words shown to every player and spectator: the Unit it is
// for by name while everyone may identify it, never a card id; which of Corruption's two dice is
// which; a tied first-player roll said before the reroll; and the board says who must roll.
import { describe, expect, it } from "vitest";
import type { GameEvent, PlayerId } from "@rulesmith/core";
import { assertOk, randomStates } from "@rulesmith/core/testing";
import { lineUnitWords } from "../src/engine/battle.js";
import { demoConfig, describeEvent, describeView, ruleset, sampleCards, type DeckList, type WardomState } from "../src/index.js";
import { act, build, eventsOf, facing } from "./helpers.js";

const head = (s: WardomState, viewer: PlayerId | "spectator"): string => describeView(ruleset.view(s, viewer), viewer)[0] ?? "";

/** Answers every pending roll with the faces given, one list per roll; returns the state and every event. */
function answer(s: WardomState, ...faces: number[][]): { state: WardomState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const f of faces) {
    const c = state.chance;
    if (c === null) throw new Error("no roll is pending");
    const step = act(state, c.request.player ?? c.player, { type: "faces", faces: f });
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

describe("Wardom's roll requests name the Unit they are for", () => {
  it("D-ST.Corruption-1 D-AMB-28 the Corruption request names its Unit and says the first die is Combat, the second Support", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["chaos-spawn"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"] }, { active: 1, first: 0, dice: "external" });
    const paused = act(b.state, 1, { type: "end" });
    expect(paused.state.chance?.request).toEqual({ kind: "dice", count: 2, sides: 6, purpose: "Corruption of Chaos Spawn (first die Combat, second die Support)", player: 0, read: "each" });
    expect(ruleset.pending(paused.state)?.prompt).toBe("Roll 2d6 for the Corruption of Chaos Spawn (first die Combat, second die Support)");
    expect(ruleset.pending(paused.state)?.details).toMatchObject({ read: "each" });
    const requested = paused.events.filter((e) => e.type === "chance-requested");
    expect(JSON.stringify(requested)).not.toContain(b.ids(0, "chaos-spawn"));
    const done = answer(paused.state, [2, 6]);
    expect(eventsOf(done.events, "corruption")[0]).toMatchObject({ card: b.ids(0, "chaos-spawn"), combat: 2, support: 6 });
    // The roll's record says its dice are read one by one, so a client shows no total.
    expect(eventsOf(done.events, "dice-rolled")[0]).toMatchObject({ faces: [2, 6], read: "each" });
  });

  it("D-ST.FrozenTouch-1 the Frozen Touch request names its Unit, and the board says who rolls", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["frost-warden"] }, { coin: ["ironwood-spearman"], combat: ["mountain-ogre"] }, { active: 1, first: 0, dice: "external" });
    const paused = act(b.state, 1, { type: "end" }).state;
    expect(paused.chance?.request.purpose).toBe("Frozen Touch of Frost Warden");
    expect(head(paused, 0)).toMatch(/\. Waiting for you to roll 1d6 for the Frozen Touch of Frost Warden\.$/);
    expect(head(paused, 1)).toMatch(/\. Waiting for Player 0 to roll 1d6 for the Frozen Touch of Frost Warden\.$/);
    expect(head(paused, "spectator")).toMatch(/\. Waiting for Player 0 to roll 1d6 for the Frozen Touch of Frost Warden\.$/);
  });

  it("D-ST.Corruption-1 two Corruption Units of one name are told apart by position, and by place within a position", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["chaos-spawn"], support: ["chaos-spawn", "chaos-spawn"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"] }, {
      active: 1,
      first: 0,
      dice: "external",
      extra: [["chaos-spawn", "chaos-spawn"], []],
    });
    let s = act(b.state, 1, { type: "end" }).state;
    const asked: (string | undefined)[] = [];
    for (let i = 0; i < 3 && s.chance !== null; i++) {
      asked.push(s.chance.request.purpose);
      s = answer(s, [1, 1]).state;
      // Each Corruption trigger resolves after both players pass on it.
      for (let k = 0; k < 10 && s.chance === null && s.decision?.kind === "sequence"; k++) s = act(s, s.decision.player, { type: "pass" }).state;
    }
    // The triggers resolve newest first: the Support Units', then the Combat Unit's.
    expect(asked).toEqual([
      "Corruption of the second Chaos Spawn in Support (first die Combat, second die Support)",
      "Corruption of the first Chaos Spawn in Support (first die Combat, second die Support)",
      "Corruption of Chaos Spawn in Combat (first die Combat, second die Support)",
    ]);
  });

  it("a face-down Unit is described, not named, and a face-down namesake is not counted", () => {
    const b = build({ combat: ["chaos-spawn"], support: ["chaos-spawn"] }, {}, { extra: [["chaos-spawn"], []] });
    const [inCombat, inSupport] = [b.ids(0, "chaos-spawn", 0), b.ids(0, "chaos-spawn", 1)];
    expect(lineUnitWords(b.state, inCombat)).toBe("Chaos Spawn in Combat");
    const down = facing(b.state, inSupport, true);
    expect(lineUnitWords(down, inSupport)).toBe("a face-down Unit in Support");
    expect(lineUnitWords(down, inCombat)).toBe("Chaos Spawn");
  });

  it("no roll request of a random match with physical dice names a card id or a card no spectator may identify", () => {
    const cfg = demoConfig(5);
    // Corruption Units in both decks (the second has Frost Wardens already), so that their rolls come up.
    const swap: Readonly<Record<string, string>> = { "ember-squire": "chaos-spawn", "river-sprite": "chaos-spawn" };
    const deck = (d: DeckList): DeckList => ({ ...d, cards: d.cards.map((c) => ({ ...c, id: swap[c.id] ?? c.id })) });
    const decks = [deck(cfg.decks[0]), deck(cfg.decks[1])] as const;
    const names = new Set(sampleCards.map((c) => c.name));
    let checked = 0;
    for (const seed of [5, 6, 7]) {
      for (const { state: s } of randomStates(ruleset, { ...cfg, decks, dice: "external" as const }, seed, 600)) {
        const purpose = s.chance?.request.purpose;
        if (purpose === undefined) continue;
        expect(purpose).not.toMatch(/\bc\d+\b/);
        const hidden = new Set(ruleset.secrets(s, "spectator").hiddenCards);
        const seen = new Set(Object.keys(s.cards).filter((id) => !hidden.has(id)).map((id) => sampleCards.find((c) => c.id === s.cards[id]?.def)?.name));
        const named = [...names].filter((name) => purpose.includes(name));
        expect({ purpose, unseen: named.filter((name) => !seen.has(name)) }).toEqual({ purpose, unseen: [] });
        if (/^(Corruption|Frozen Touch) of /.test(purpose)) checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe("Wardom's tied first-player roll is told before the reroll", () => {
  it("D-FIRST-2 tied totals are rerolled, and a roll-tied event with words says so between the rounds", () => {
    const start = assertOk(ruleset.setup({ ...demoConfig(3), dice: "external" }));
    const rolled = act(start, 0, { type: "roll" });
    const r = answer(rolled.state, [3, 4], [5, 2]);
    // Player 0's dice, the request for player 1's; player 1's dice, the tie, the request for the reroll.
    expect(r.events.map((e) => e.type)).toEqual(["dice-rolled", "chance-requested", "dice-rolled", "roll-tied", "chance-requested"]);
    const tie = eventsOf(r.events, "roll-tied");
    expect(tie).toEqual([{ type: "roll-tied", purpose: "first-player roll", players: [0, 1], totals: [7, 7], rule: "D-FIRST-2" }]);
    expect(describeEvent(tie[0] ?? { type: "roll-tied" })).toBe("The first-player roll is a tie, 7 against 7: both players roll again.");
    const done = answer(r.state, [6, 6], [1, 2]);
    expect(eventsOf(done.events, "first-roll-won")).toMatchObject([{ player: 0 }]);
    expect(eventsOf(done.events, "roll-tied")).toEqual([]);
  });

  it("D-FIRST-2 with seeded dice a tie is told the same way, and the dice rolled are only the rounds themselves", () => {
    let found = 0;
    for (let seed = 1; seed <= 60 && found < 2; seed++) {
      const step = assertOk(ruleset.apply(assertOk(ruleset.setup(demoConfig(seed))), 0, { type: "roll" }));
      const ties = eventsOf(step.events, "roll-tied");
      if (ties.length === 0) continue;
      found++;
      const rolls = eventsOf(step.events, "dice-rolled");
      expect(rolls.length).toBe(2 * (ties.length + 1));
      for (const [i, t] of ties.entries()) {
        const [a, b] = [rolls[2 * i]?.faces ?? [], rolls[2 * i + 1]?.faces ?? []];
        expect(t.totals).toEqual([a.reduce((x, y) => x + y, 0), b.reduce((x, y) => x + y, 0)]);
        const second = rolls[2 * i + 1];
        expect(second === undefined ? -1 : step.events.indexOf(t)).toBe(second === undefined ? 0 : step.events.indexOf(second) + 1);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
