// The number of a pending roll of real dice: a faces answer that names it is taken for that roll
// only, so that the same answer sent twice (a double tap, a network retry) is never scored as the
// next roll, even one of the same dice (a reroll after a tie, a damage roll after a hit roll).
import { describe, expect, it } from "vitest";
import { chanceActions, chanceRollNumber } from "../src/chance-host.js";
import { CoreErrorCode } from "../src/errors.js";
import { canonicalJson } from "../src/json.js";
import { defineGame } from "../src/kit.js";
import { deepFreeze } from "../src/frozen.js";
import { referenceDuel, referenceDuelGame, type ReferenceDuelState } from "../src/examples/index.js";
import { assertErr, assertOk } from "../src/testing/results.js";
import type { GameEvent } from "../src/events.js";

/**
 * The reference duel, but every attack first rolls 2d6 off until the two dice differ: a tie is
 * rolled again, with the same dice, by the same player. Then the reference duel's hit roll (2d6,
 * the same dice once more) and damage roll.
 */
const rollOff = defineGame({
  ...referenceDuelGame,
  perform(w, player, action) {
    for (let i = 0; i < 100; i++) {
      const [a = 0, b = 1] = w.chance.roll(2, 6, "roll-off", player);
      if (a !== b) break;
    }
    return referenceDuelGame.perform(w, player, action);
  },
});

function external(): ReferenceDuelState {
  return deepFreeze(assertOk(rollOff.setup({ seed: 1, dice: "external" })));
}

function rolls(events: readonly GameEvent[]): unknown[] {
  return events.filter((e) => e.type === "chance-requested").map((e) => e["roll"]);
}

/** Player 0 attacks and ties the roll-off with double threes: the match waits for the reroll (roll 2), 2d6 again. */
function afterTie(): { tie: ReferenceDuelState; first: ReferenceDuelState } {
  const asked = assertOk(rollOff.apply(external(), 0, { type: "attack" }));
  expect(rolls(asked.events)).toEqual([1]);
  const first = deepFreeze(asked.state);
  const tied = assertOk(rollOff.apply(first, 0, { type: "faces", faces: [3, 3], roll: 1 } as never));
  expect(rolls(tied.events)).toEqual([2]);
  return { tie: deepFreeze(tied.state), first };
}

describe("a faces answer names the roll it answers", () => {
  it("numbers every roll of the match: in the pending decision, the chance-requested event and the listed answers", () => {
    const { tie, first } = afterTie();
    expect(chanceRollNumber(first)).toBe(1);
    expect(chanceRollNumber(tie)).toBe(2);
    expect(rollOff.pending(tie)?.details).toEqual({ kind: "dice", count: 2, sides: 6, purpose: "roll-off", player: 0, roll: 2 });
    expect(rollOff.view(tie, "spectator").pending?.details).toMatchObject({ roll: 2 });
    const listed = rollOff.legalActions(tie, 0);
    expect(listed).toHaveLength(36);
    expect(listed[0]).toEqual({ type: "faces", faces: [1, 1], roll: 2 });
    expect(listed.every((a) => (a as { roll?: number }).roll === 2)).toBe(true);
    expect(chanceRollNumber(assertOk(rollOff.setup({ seed: 1, dice: "external" })))).toBeUndefined();
  });

  it("refuses a double-tapped answer after a tie with chance/stale-answer, and changes nothing", () => {
    const { tie } = afterTie();
    const before = canonicalJson(tie);
    // The same answer again: roll 1's double threes, sent twice. Before, it was scored as the reroll.
    const again = assertErr(rollOff.apply(tie, 0, { type: "faces", faces: [3, 3], roll: 1 } as never));
    expect(again.code).toBe(CoreErrorCode.StaleAnswer);
    expect(again.code).toBe("chance/stale-answer");
    expect(again.message).toBe(
      "These faces answer roll 1, but the match now waits for roll 2 (roll 2d6 for the roll-off): an answer sent twice or late is not taken for another roll, and nothing changed.",
    );
    expect(again.details).toEqual({ answered: 1, roll: 2 });
    expect(canonicalJson(tie)).toBe(before);
    // Whoever sends it, and whatever its faces: it answers a roll that is no longer asked.
    expect(assertErr(rollOff.apply(tie, 1, { type: "faces", faces: [3, 3], roll: 1 } as never)).code).toBe(CoreErrorCode.StaleAnswer);
    expect(assertErr(rollOff.apply(tie, 0, { type: "faces", faces: [9], roll: 3 } as never)).code).toBe(CoreErrorCode.StaleAnswer);
    expect(canonicalJson(tie)).toBe(before);
  });

  it("takes the answer that names the pending roll, and an answer that names none, as before", () => {
    const { tie } = afterTie();
    const rerolled = assertOk(rollOff.apply(tie, 0, { type: "faces", faces: [2, 5], roll: 2 } as never));
    // The roll-off is over; the hit roll (2d6 again) is roll 3.
    expect(rolls(rerolled.events)).toEqual([3]);
    expect(rollOff.pending(rerolled.state)?.prompt).toBe("Roll 2d6 for the attack's hit roll");
    // The reroll's answer, sent twice, is not taken for the hit roll of the same dice.
    expect(assertErr(rollOff.apply(rerolled.state, 0, { type: "faces", faces: [2, 5], roll: 2 } as never)).code).toBe(CoreErrorCode.StaleAnswer);
    // Without a roll number the answer is taken for the roll pending, whatever it is.
    const hit = assertOk(rollOff.apply(rerolled.state, 0, { type: "faces", faces: [5, 4] } as never));
    expect(rolls(hit.events)).toEqual([4]);
    const plain = assertOk(rollOff.apply(tie, 0, { type: "faces", faces: [2, 5] } as never));
    expect(canonicalJson(plain)).toBe(canonicalJson(rerolled));
  });

  it("counts the rolls across actions: a late copy of the last answer of one action is not taken for the next action's roll", () => {
    const { tie } = afterTie();
    let s = assertOk(rollOff.apply(tie, 0, { type: "faces", faces: [2, 5], roll: 2 } as never)).state;
    s = assertOk(rollOff.apply(s, 0, { type: "faces", faces: [5, 4], roll: 3 } as never)).state;
    const done = assertOk(rollOff.apply(s, 0, { type: "faces", faces: [1, 2, 3], roll: 4 } as never));
    s = done.state;
    expect(s.chance).toBeNull();
    expect(s.physicalRolls).toBe(4);
    expect(s.hp).toEqual([60, 53]);
    // Its copy, with no roll pending.
    const late = assertErr(rollOff.apply(s, 0, { type: "faces", faces: [1, 2, 3], roll: 4 } as never));
    expect(late.code).toBe(CoreErrorCode.StaleAnswer);
    expect(late.message).toBe("These faces answer roll 4, but no roll is waiting for faces now: an answer sent twice or late is not taken for another roll, and nothing changed.");
    // A plain faces answer with nothing pending is refused as before.
    expect(assertErr(rollOff.apply(s, 0, { type: "faces", faces: [1, 2, 3] } as never)).message).toBe("No roll is waiting for faces now.");
    // Player 1's attack asks for roll 5: a late copy of roll 4 (or of any earlier roll) is refused.
    const next = assertOk(rollOff.apply(s, 1, { type: "attack" }));
    expect(rolls(next.events)).toEqual([5]);
    expect(assertErr(rollOff.apply(next.state, 1, { type: "faces", faces: [4, 6], roll: 1 } as never)).code).toBe(CoreErrorCode.StaleAnswer);
    expect(assertOk(rollOff.apply(next.state, 1, { type: "faces", faces: [4, 6], roll: 5 } as never)).state.chance?.supplied).toEqual([[4, 6]]);
  });

  it("accepts exactly the listed answers and the same answers without their roll number: a listed answer applied twice is refused", () => {
    const { tie } = afterTie();
    const listed = rollOff.legalActions(tie, 0);
    for (const [i, a] of listed.entries()) {
      const byIndex = assertOk(rollOff.applyIndex(tie, 0, i));
      const byAction = assertOk(rollOff.apply(tie, 0, a));
      const { roll: _roll, ...short } = a as unknown as { type: "faces"; faces: number[]; roll: number };
      const byShort = assertOk(rollOff.apply(tie, 0, short as never));
      expect(canonicalJson(byAction)).toBe(canonicalJson(byIndex));
      expect(canonicalJson(byShort)).toBe(canonicalJson(byIndex));
      // Sent twice: refused once the match has moved on (a new roll, or none).
      const twice = rollOff.apply(byAction.state, 0, a);
      expect(twice.ok ? "accepted" : twice.error.code).toBe(CoreErrorCode.StaleAnswer);
    }
  });

  it("refuses a roll number that is not one, and any other field, as malformed", () => {
    const { tie } = afterTie();
    for (const roll of [0, -2, 1.5, "2", null, Number.MAX_SAFE_INTEGER + 1]) {
      const e = assertErr(rollOff.apply(tie, 0, { type: "faces", faces: [2, 5], roll } as never));
      expect(e.code).toBe(CoreErrorCode.MalformedAction);
    }
    expect(assertErr(rollOff.apply(tie, 0, { type: "faces", faces: [2, 5], roll: 2, note: "x" } as never)).message).toBe(
      'A faces answer has the fields "type" and "faces", and optionally "roll" (the number of the roll it answers).',
    );
  });

  it("keeps no count with seeded dice: a seeded match's states never have it", () => {
    let s = assertOk(referenceDuel.setup({ seed: 3 }));
    for (let i = 0; i < 40 && referenceDuel.outcome(s) === undefined; i++) {
      s = assertOk(referenceDuel.applyIndex(s, referenceDuel.activePlayers(s)[0] ?? 0, i % 2)).state;
      expect(Object.hasOwn(s, "physicalRolls")).toBe(false);
    }
  });

  it("keeps the count in a saved state: a state loaded from JSON numbers its rolls as the one saved", () => {
    const { tie } = afterTie();
    let s = assertOk(rollOff.apply(tie, 0, { type: "faces", faces: [2, 5] } as never)).state;
    s = assertOk(rollOff.apply(s, 0, { type: "faces", faces: [1, 1] } as never)).state;
    s = assertOk(rollOff.apply(s, 0, { type: "faces", faces: [4] } as never)).state;
    expect(s.physicalRolls).toBe(4);
    const asked = assertOk(rollOff.apply(s, 1, { type: "attack" })).state;
    const loaded = assertOk(rollOff.parseState(JSON.parse(JSON.stringify(asked))));
    expect(canonicalJson(loaded)).toBe(canonicalJson(asked));
    expect(chanceRollNumber(loaded)).toBe(5);
    expect(chanceActions(loaded, 1)[0]).toEqual({ type: "faces", faces: [1, 1], roll: 5 });
    // A count that is not a whole number from 1, or one in a seeded match, is refused.
    for (const bad of [0, -1, 2.5, "4", null]) {
      expect(assertErr(rollOff.parseState({ ...JSON.parse(JSON.stringify(asked)), physicalRolls: bad })).code).toBe(CoreErrorCode.BadState);
    }
    const seeded = assertOk(rollOff.setup({ seed: 1 }));
    const refused = assertErr(rollOff.parseState({ ...seeded, physicalRolls: 3 }));
    expect(refused.message).toContain("Only a match with external dice counts rolls of real dice (physicalRolls).");
  });
});

describe("a paused state saved before roll numbers (and by an older version of the game)", () => {
  const start = assertOk(referenceDuel.setup({ seed: 1, dice: "external" }));
  /** A paused state as saved before this change: no physicalRolls; paused at the damage roll of player 0's attack, whose hit roll (5, 4) is in. */
  function oldSave(request: Record<string, unknown>, shown: number): unknown {
    return {
      game: "reference-duel",
      cards: {},
      defs: {},
      zones: JSON.parse(JSON.stringify(start.zones)) as unknown,
      decklists: "hidden",
      rng: start.rng,
      dice: "external",
      chance: { player: 0, action: { type: "attack" }, supplied: [[5, 4]], request, shown },
      hp: [60, 60],
      turn: 0,
      outcome: null,
    };
  }
  const damage = { kind: "dice", count: 3, sides: 6, purpose: "attack's damage", player: 0 };

  it("loads, counts its rolls from its own supplied faces, and takes answers with or without the number", () => {
    const loaded = assertOk(referenceDuel.parseState(oldSave(damage, 1)));
    expect(Object.hasOwn(loaded, "physicalRolls")).toBe(false);
    expect(chanceRollNumber(loaded)).toBe(2);
    expect(referenceDuel.pending(loaded)?.details).toMatchObject({ roll: 2 });
    expect(assertErr(referenceDuel.apply(loaded, 0, { type: "faces", faces: [1, 2, 3], roll: 1 } as never)).code).toBe(CoreErrorCode.StaleAnswer);
    const named = assertOk(referenceDuel.apply(loaded, 0, { type: "faces", faces: [1, 2, 3], roll: 2 } as never));
    const plain = assertOk(referenceDuel.apply(loaded, 0, { type: "faces", faces: [1, 2, 3] } as never));
    expect(canonicalJson(named)).toBe(canonicalJson(plain));
    expect(named.state.hp).toEqual([60, 53]);
    expect(named.state.physicalRolls).toBe(2);
  });

  it("loads a roll worded otherwise by an older version (the same dice for the same player), with this version's words", () => {
    const loaded = assertOk(referenceDuel.parseState(oldSave({ ...damage, purpose: "damage" }, 0)));
    expect(loaded.chance?.request.purpose).toBe("attack's damage");
    expect(loaded.chance?.shown).toBe(1);
    expect(referenceDuel.pending(loaded)?.prompt).toBe("Roll 3d6 for the attack's damage");
    const done = assertOk(referenceDuel.apply(loaded, 0, { type: "faces", faces: [1, 2, 3], roll: 2 } as never));
    expect(done.events.map((e) => e.type)).toEqual(["dice-rolled", "damage"]);
    // A state this version made loads as it is.
    const made = assertOk(referenceDuel.apply(assertOk(referenceDuel.apply(start, 0, { type: "attack" })).state, 0, { type: "faces", faces: [5, 4] } as never)).state;
    expect(assertOk(referenceDuel.parseState(JSON.parse(JSON.stringify(made))))).toEqual(made);
  });

  it("refuses a pause its action no longer makes with a state/invalid error that says why and that an older save may be the cause", () => {
    const e = assertErr(referenceDuel.parseState(oldSave({ ...damage, count: 4 }, 1)));
    expect(e.code).toBe(CoreErrorCode.BadState);
    expect(e.message).toBe(
      "Not a valid reference-duel state: $.chance is not the roll its action asks for: replayed with the faces supplied, its action asks for 3d6 for the attack's damage, rolled by player 0, not 4d6 for the attack's damage, rolled by player 0 (a state saved while paused by an older version of the game, which no longer pauses there, cannot be loaded).",
    );
  });
});
