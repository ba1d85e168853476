// The battle response window (D-BTL-2) is core's priority window on the stack, the same
// mechanism as sequences (D-SEQ-1..5): the first player holds priority first, a Swift play starts
// a sequence that resolves as sequences do, and the battle is calculated once both players have
// passed in a row with nothing on the stack.
import { describe, expect, it } from "vitest";
import { stackNext, type GameEvent } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { describeAction, ruleset, type EngineOptions, type WardomState } from "../src/index.js";
import { act, build, runUntil } from "./helpers.js";

const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

/** Player 1 ends Main with a Hunter's Bolt set on each side (player 0 acts first): the battle window opens. */
function atWindow(options: Partial<EngineOptions> = {}, p0Action = "hunters-bolt") {
  const b = build(
    { coin: ["ironwood-spearman"], combat: ["ember-squire"], action: [p0Action], faceDown: [p0Action] },
    { coin: ["ironwood-spearman"], combat: ["river-sprite"], action: ["hunters-bolt"], faceDown: ["hunters-bolt"] },
    { active: 1, first: 0, options },
  );
  return { b, ended: act(b.state, 1, { type: "end" }) };
}

function refused(s: unknown): string {
  const e = assertErr(ruleset.parseState(JSON.parse(JSON.stringify(s))));
  expect(e.code).toBe("state/invalid");
  return e.message;
}

describe("the battle window is core's priority window", () => {
  it("D-BTL-2 D-AMB-33 the window opens on the stack with nothing on it, the first player holding priority; the battle waits", () => {
    const { ended } = atWindow();
    const s = ended.state;
    expect(s.decision).toEqual({ kind: "battle-window", player: 0 });
    expect(s.jobs).toEqual([{ kind: "battle-calc" }]);
    expect(s.stack).toMatchObject({ priorityWindow: true, entries: [], queued: [], priority: 0, passes: 0, players: [0, 1] });
    expect(s.stack === null ? undefined : stackNext(s.stack)).toEqual({ kind: "awaiting", player: 0, entry: null });
    expect(types(ended.events)).not.toContain("battle");
  });

  it("D-BTL-2 D-SEQ-4 a pass in the window is worded as what it is: the battle waits for both players to pass in a row", () => {
    const { ended } = atWindow();
    const words = describeAction({ type: "pass" }, ruleset.view(ended.state, 0));
    expect(words).toBe("Pass: play nothing before the battle (it is fought once both players pass in a row)");
  });

  it("D-BTL-2 D-SEQ-4 a pass gives priority to the other player; both passing in a row with nothing on the stack closes the window, then the battle is calculated", () => {
    const { ended } = atWindow();
    const one = act(ended.state, 0, { type: "pass" });
    expect(one.state.decision).toEqual({ kind: "battle-window", player: 1 });
    expect(one.state.stack).toMatchObject({ priorityWindow: true, entries: [], priority: 1, passes: 1 });
    expect(types(one.events)).toEqual(["stack-passed"]);
    const two = act(one.state, 1, { type: "pass" });
    const t = types(two.events);
    expect(t.slice(0, 2)).toEqual(["stack-passed", "stack-closed"]);
    expect(t.indexOf("battle")).toBeGreaterThan(t.indexOf("stack-closed"));
    expect(two.state.stack).toBeNull();
  });

  it("D-BTL-2 D-KW.Swift-1 D-SEQ-1 D-AMB-33 a Swift play in the window starts a sequence; once it resolves the window reopens with the first player holding priority, and both must pass again", () => {
    const { b, ended } = atWindow();
    const passed = act(ended.state, 0, { type: "pass" }).state;
    const bolt = b.ids(1, "hunters-bolt");
    const played = act(passed, 1, { type: "activate", card: bolt, target: null });
    // The play is the first entry of a sequence; the player who did not add it holds priority (D-AMB-33).
    expect(played.state.stack).toMatchObject({ priorityWindow: true, entries: [{ id: 1, controller: 1, respondsTo: null }], priority: 0, passes: 0 });
    expect(played.state.decision).toEqual({ kind: "sequence", player: 0 });
    // Both pass on the sequence (a target is picked as it resolves); the window is open again.
    const back = runUntil(played.state, (s) => s.decision?.kind === "battle-window" || s.battle !== null);
    expect(types(back.events)).toContain("stack-entry-resolved");
    expect(types(back.events)).not.toContain("battle");
    expect(back.state.decision).toEqual({ kind: "battle-window", player: 0 });
    expect(back.state.stack).toMatchObject({ priorityWindow: true, entries: [], priority: 0, passes: 0 });
    // Player 0's pass before the play no longer counts: they pass again, then player 1 (nothing left
    // to answer with, so passed for), and the battle is calculated.
    const done = act(back.state, 0, { type: "pass" });
    expect(types(done.events)).toEqual(expect.arrayContaining(["stack-passed", "stack-closed", "battle"]));
    expect(done.state.stack).toBeNull();
  });

  it("D-SEQ-3 D-BTL-2 autoPass: public asks a player whose set card might answer, whatever it is; no-answer passes for one with no Swift play", () => {
    // A set Ability card cannot answer in Battle, but the opponent cannot see that it is not a Bolt.
    const pub = atWindow({ autoPass: "public" }, "withering-curse").ended;
    expect(pub.state.decision).toEqual({ kind: "battle-window", player: 0 });
    const bolt = atWindow({ autoPass: "public" }).ended;
    expect(bolt.state.decision).toEqual({ kind: "battle-window", player: 0 });
    // With no-answer, player 0 is passed for; player 1 holds a set Bolt and is asked.
    const none = atWindow({ autoPass: "no-answer" }, "withering-curse").ended;
    expect(none.state.decision).toEqual({ kind: "battle-window", player: 1 });
    expect(none.state.stack).toMatchObject({ priorityWindow: true, priority: 1, passes: 1 });
    expect(types(none.events)).toContain("stack-passed");
  });

  it("D-BTL-2 a window nobody can answer is passed for by both and closes at once", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["ember-squire"] }, { coin: ["ironwood-spearman"], combat: ["river-sprite"] }, { active: 1, first: 0 });
    const ended = act(b.state, 1, { type: "end" });
    const t = types(ended.events);
    expect(t.filter((x) => x === "stack-passed")).toHaveLength(2);
    expect(t.indexOf("battle")).toBeGreaterThan(t.indexOf("stack-closed"));
    expect(ended.state.stack).toBeNull();
  });
});

describe("saved states with the battle window", () => {
  const { ended } = atWindow();
  const s: WardomState = ended.state;
  const stack = s.stack;
  if (stack === null) throw new Error("the window is not open");

  it("D-SETUP-2 a state in the battle window parses back to itself", () => {
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(s))))).toEqual(s);
    const one = act(s, 0, { type: "pass" }).state;
    expect(assertOk(ruleset.parseState(JSON.parse(JSON.stringify(one))))).toEqual(one);
  });

  it("D-BTL-2 parseState refuses the old shape of the window's part (a passed list)", () => {
    expect(refused({ ...s, jobs: [{ kind: "battle-window", passed: [0] }, { kind: "battle-calc" }], stack: null, decision: { kind: "battle-window", player: 1 } })).toMatch(/jobs/);
    refused({ ...s, jobs: [{ kind: "battle-window", passed: [] }, { kind: "battle-calc" }] });
  });

  it("D-BTL-2 D-SEQ-3 parseState refuses a battle-window decision the open window is not waiting for", () => {
    // No window open.
    expect(refused({ ...s, stack: null })).toMatch(/battle-window decision/);
    // The other player asked while player 0 holds priority (the old list could name the asked player as passed).
    expect(refused({ ...s, decision: { kind: "battle-window", player: 1 } })).toMatch(/battle-window decision/);
    // Both players have passed with nothing on the stack: the window is closed, nobody is asked.
    refused({ ...s, stack: { ...stack, passes: 2 } });
    refused({ ...s, stack: { ...stack, priority: null } });
    // A plain sequence stack (no priority window) with nothing on it is closed.
    const { priorityWindow: _w, ...plain } = stack;
    refused({ ...s, stack: plain });
    // A sequence decision while the window has nothing on the stack.
    expect(refused({ ...s, decision: { kind: "sequence", player: 0 } })).toMatch(/sequence decision/);
  });

  it("D-BTL-2 parseState refuses a battle window open outside its place: before Reveal, or outside the Battle Stage", () => {
    expect(refused({ ...s, jobs: [{ kind: "battle-window" }, { kind: "battle-calc" }] })).toMatch(/priorityWindow/);
    const main = build({ hand: ["ember-squire"] }, {}, { active: 0 }).state;
    expect(refused({ ...main, stack })).toMatch(/priorityWindow/);
  });
});
