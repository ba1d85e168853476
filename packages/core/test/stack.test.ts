import { describe, expect, expectTypeOf, it } from "vitest";
import {
  addTrigger,
  createStack,
  declineTrigger,
  negateEntry,
  stackNext,
  openStack,
  openPriorityWindow,
  parseStackState,
  stackPass,
  pushEntry,
  queueTrigger,
  stackResolved,
  stackRespond,
  stackMoves,
  type StackEntry,
  type StackEvent,
  type StackNext,
  type StackPolicy,
  type StackState,
} from "../src/stack.js";
import type { GameEvent } from "../src/events.js";
import type { JsonValue } from "../src/json.js";
import { isPlainJson } from "../src/json.js";
import { CoreErrorCode, ruleError } from "../src/errors.js";
import { err, ok, type Result } from "../src/result.js";
import { assertErr, assertOk } from "../src/testing/results.js";

// The two policies the games use, with the rule IDs each attaches to refusals.
const ONCE: StackPolicy = {
  kind: "once-per-entry",
  resolve: "whole-chain",
  ruleIds: { respondOnce: "W-14.4.3-1", ownEntry: "W-AMB-37", priority: "W-AMB-37", mandatoryTrigger: "W-AMB-37" },
};
const ALT: StackPolicy = {
  kind: "alternating",
  resolve: "whole-chain",
  ruleIds: { priority: "D-SEQ-3", mandatoryTrigger: "D-SEQ-5" },
};

/** Resolves everything the stack asks for (no new entries), and returns the ids in order. */
function resolveAll(stack: StackState, onResolve?: (s: StackState, id: number) => StackState): { order: number[]; stack: StackState } {
  const order: number[] = [];
  let s = stack;
  for (let n = stackNext(s); n.kind === "resolve"; n = stackNext(s)) {
    order.push(n.entry.id);
    if (onResolve !== undefined) s = onResolve(s, n.entry.id);
    s = assertOk(stackResolved(s, n.entry.id), `resolving ${n.entry.id}`);
  }
  return { order, stack: s };
}

function open(policy: StackPolicy, players: readonly number[], controller: number, payload: JsonValue, cost?: JsonValue): StackState {
  return assertOk(openStack(policy, players, cost === undefined ? { controller, payload } : { controller, payload, cost }), "openStack");
}

describe("stack: once-per-entry policy", () => {
  it("W-14.2.1-1 a new entry opens a window: the other player may answer it", () => {
    const s = open(ONCE, [0, 1], 0, "enters");
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 1, entry: s.entries[0] });
    expect(stackMoves(s, 1)).toEqual({ pass: true, respondTo: 1, addTriggers: [], declineTriggers: [] });
    expect(stackMoves(s, 0)).toEqual({ pass: false, respondTo: null, addTriggers: [], declineTriggers: [] });
  });

  it("W-AMB-37 a player may not respond to their own entry", () => {
    const s = open(ONCE, [0, 1], 0, "play");
    const e = assertErr(stackRespond(s, 0, "my second response"));
    expect(e.code).toBe(CoreErrorCode.StackIllegal);
    expect(e.rule).toBe("W-AMB-37");
    expect(e.message).toContain("own entry 1");
    expect(assertErr(stackPass(s, 0)).rule).toBe("W-AMB-37");
  });

  it("W-14.1.1-1 entries resolve in reverse order of play, then the chain ends", () => {
    let s = open(ONCE, [0, 1], 0, "first");
    s = assertOk(stackRespond(s, 1, "second"));
    s = assertOk(stackRespond(s, 0, "third"));
    s = assertOk(stackPass(s, 1));
    const events: StackEvent[] = [];
    let order: number[] = [];
    for (let n = stackNext(s); n.kind === "resolve"; n = stackNext(s)) {
      order = [...order, n.entry.id];
      s = assertOk(stackResolved(s, n.entry.id, events));
    }
    expect(order).toEqual([3, 2, 1]);
    expect(stackNext(s)).toEqual({ kind: "closed" });
    expect(events.map((e) => e.type)).toEqual(["stack-entry-resolved", "stack-entry-resolved", "stack-entry-resolved", "stack-closed"]);
  });

  it("W-14.4.1-1 one entry per response: a second response to the same entry is refused (W-EX-14)", () => {
    // P0 opens entry 1, P1 answers it with 2, P0 answers 2 with one entry (3).
    let s = open(ONCE, [0, 1], 0, "boost");
    s = assertOk(stackRespond(s, 1, "negate a play"));
    s = assertOk(stackRespond(s, 0, "first answer"));
    const e = assertErr(stackRespond(s, 0, "second answer to entry 2"));
    expect(e.code).toBe(CoreErrorCode.StackIllegal);
    expect(e.rule).toBe("W-14.4.3-1");
    expect(e.message).toContain("already answered entry 2");
    expect(s.entries.map((x) => [x.id, x.respondsTo])).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
    ]);
  });

  it("W-14.4.3-1 a player who responded to an entry may never answer it again (three players)", () => {
    let s = open(ONCE, [0, 1, 2], 0, "play"); // window on 1: player 1, then 2
    s = assertOk(stackRespond(s, 1, "answer 1")); // entry 2; player 1 is done with entry 1
    s = assertOk(stackPass(s, 2)); // on entry 2
    s = assertOk(stackPass(s, 0)); // on entry 2
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 2, entry: s.entries[0] }); // back to entry 1
    const e = assertErr(stackRespond(s, 1, "another answer to 1"));
    expect(e.rule).toBe("W-14.4.3-1");
    expect(e.message).toContain("already responded to entry 1");
    s = assertOk(stackPass(s, 2));
    expect(resolveAll(s).order).toEqual([2, 1]);
  });

  it("W-14.4.3-2 after a negated response and the chain's end, nobody may respond to that action again (W-EX-15)", () => {
    // P1 acts (1); P0 answers to negate it (2); P1 negates that (3); P0 passes on 3; the chain ends.
    let s = open(ONCE, [0, 1], 1, "act");
    s = assertOk(stackRespond(s, 0, { negates: 1 }));
    s = assertOk(stackRespond(s, 1, { negates: 2 }));
    expect(stackMoves(s, 0).respondTo).toBe(3); // P0 may answer the newer entry 3, never entry 1 again
    s = assertOk(stackPass(s, 0));
    const { order, stack } = resolveAll(s, (st, id) => (id === 3 ? assertOk(negateEntry(st, 2)) : st));
    expect(order).toEqual([3, 2, 1]);
    expect(stackNext(stack)).toEqual({ kind: "closed" });
    expect(assertErr(stackRespond(stack, 0, { negates: 1 })).message).toContain("No window is open");
  });

  it("W-AMB-36 answering the opponent's newer entry is a new link and is allowed", () => {
    let s = open(ONCE, [0, 1], 0, "play");
    s = assertOk(stackRespond(s, 1, "answer 1"));
    s = assertOk(stackRespond(s, 0, "answer 2"));
    s = assertOk(stackRespond(s, 1, "answer 3"));
    expect(s.entries.map((x) => x.controller)).toEqual([0, 1, 0, 1]);
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 0, entry: s.entries[3] });
  });

  it("W-14.3.2-1 a negation of a negation resolves first, so the first entry resolves un-negated (W-EX-13)", () => {
    let s = open(ONCE, [0, 1], 0, { boost: 1 });
    s = assertOk(stackRespond(s, 1, { negates: 1 }));
    s = assertOk(stackRespond(s, 0, { negates: 2 }));
    s = assertOk(stackPass(s, 1));
    const seen: { id: number; negated: boolean }[] = [];
    let n = stackNext(s);
    while (n.kind === "resolve") {
      seen.push({ id: n.entry.id, negated: n.entry.negated });
      if (n.entry.id === 3) s = assertOk(negateEntry(s, 2));
      s = assertOk(stackResolved(s, n.entry.id));
      n = stackNext(s);
    }
    expect(seen).toEqual([
      { id: 3, negated: false },
      { id: 2, negated: true },
      { id: 1, negated: false },
    ]);
  });

  it("W-6.2.2-2 a negated entry's cost is never paid; an un-negated one's is (W-EX-5)", () => {
    // P1 opens an entry with a deferred cost (10 damage to itself); P0 negates it.
    let s = open(ONCE, [0, 1], 1, { costly: true }, { selfDamage: 10 });
    s = assertOk(stackRespond(s, 0, { negates: 1 }));
    s = assertOk(stackPass(s, 1));
    const tree = stackNext(s);
    expect(tree).toMatchObject({ kind: "resolve", entry: { id: 2 }, payCost: false });
    s = assertOk(negateEntry(s, 1));
    s = assertOk(stackResolved(s, 2));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 1, negated: true, cost: { selfDamage: 10 } }, payCost: false });

    let t = open(ONCE, [0, 1], 1, { costly: true }, { selfDamage: 10 });
    t = assertOk(stackPass(t, 0));
    expect(stackNext(t)).toMatchObject({ kind: "resolve", entry: { id: 1, negated: false }, payCost: true });
  });

  it("W-18.27-1 a negated entry opens no window", () => {
    let s = open(ONCE, [0, 1], 0, "entering effect");
    s = assertOk(negateEntry(s, 1));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 1, negated: true } });
  });

  it("W-14.2.2-1 an entry pushed while another resolves gets its own window, then the chain resumes (W-EX-10 shape)", () => {
    let s = open(ONCE, [0, 1], 0, "enters");
    s = assertOk(stackRespond(s, 1, "answer"));
    s = assertOk(stackPass(s, 0));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 2 } });
    s = assertOk(pushEntry(s, { controller: 1, payload: "created by 2" })); // entry 3 goes above 2
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 2 } });
    s = assertOk(stackResolved(s, 2));
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 0, entry: s.entries[1] });
    s = assertOk(stackPass(s, 0));
    expect(resolveAll(s).order).toEqual([3, 1]);
  });

  it("one-at-a-time: after each resolution the players who passed on the new top may answer it again", () => {
    const policy: StackPolicy = { kind: "once-per-entry", resolve: "one-at-a-time" };
    let s = open(policy, [0, 1, 2], 0, "play");
    s = assertOk(stackPass(s, 1)); // P1 passes on 1
    s = assertOk(stackRespond(s, 2, "answer")); // P2 responds to 1 with 2
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackResolved(s, 2));
    // Entry 1 is the top again: P1 (who passed) may answer it; P2 (who responded) may not.
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 1, entry: s.entries[0] });
    s = assertOk(stackPass(s, 1));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 1 } });
  });
});

describe("stack: alternating policy", () => {
  it("D-AMB-33 the player who did not add the latest entry gets priority; D-SEQ-3 priority alternates", () => {
    let s = open(ALT, [0, 1], 0, "fast");
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 1 });
    const e = assertErr(stackRespond(s, 0, "out of turn"));
    expect(e.rule).toBe("D-SEQ-3");
    expect(e.message).toContain("Player 1 holds priority");
    s = assertOk(stackRespond(s, 1, "answer"));
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 0 });
    s = assertOk(stackPass(s, 0));
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 1 });
  });

  it("D-SEQ-4 the stack resolves only when every player passes in a row", () => {
    let s = open(ALT, [0, 1], 0, "a");
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackRespond(s, 0, "b")); // breaks the run of passes
    s = assertOk(stackPass(s, 1));
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 0 });
    s = assertOk(stackPass(s, 0));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 2 } });
  });

  it("D-SEQ-1 last added, first resolved: three entries resolve 3, 2, 1", () => {
    let s = open(ALT, [0, 1], 0, "1");
    s = assertOk(stackRespond(s, 1, "2"));
    s = assertOk(stackRespond(s, 0, "3"));
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackPass(s, 0));
    const { order, stack } = resolveAll(s);
    expect(order).toEqual([3, 2, 1]);
    expect(stackNext(stack)).toEqual({ kind: "closed" });
  });

  it("D-SEQ-5 a mandatory trigger must be added: its controller may not pass, respond or decline it", () => {
    let s = open(ALT, [0, 1], 0, "fast");
    s = assertOk(queueTrigger(s, 1, "must", false));
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 1, entry: null });
    expect(stackMoves(s, 1)).toEqual({ pass: false, respondTo: null, addTriggers: [2], declineTriggers: [] });
    const p = assertErr(stackPass(s, 1));
    expect(p.rule).toBe("D-SEQ-5");
    expect(p.message).toContain("trigger 2 is mandatory");
    expect(assertErr(stackRespond(s, 1, "x")).rule).toBe("D-SEQ-5");
    expect(assertErr(declineTrigger(s, 1, 2)).rule).toBe("D-SEQ-5");
    s = assertOk(addTrigger(s, 1, 2));
    expect(s.entries.map((e) => e.id)).toEqual([1, 2]);
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 0 });
  });

  it("D-SEQ-5 an optional trigger may be declined, and then priority is where it was", () => {
    let s = open(ALT, [0, 1], 0, "fast");
    s = assertOk(queueTrigger(s, 1, "you can", true));
    expect(stackMoves(s, 1).declineTriggers).toEqual([2]);
    s = assertOk(declineTrigger(s, 1, 2));
    expect(s.entries.length).toBe(1);
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 1, entry: { id: 1 } });
  });

  it("D-SEQ-2 a trigger opens a window on a closed stack", () => {
    let s = assertOk(createStack(ALT, [0, 1]));
    expect(stackNext(s)).toEqual({ kind: "closed" });
    s = assertOk(queueTrigger(s, 0, "at start of stage", false));
    s = assertOk(addTrigger(s, 0, 1));
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 1, entry: { id: 1, respondsTo: null } });
  });

  it("D-AMB-49 the first seat adds all its triggers first, so the second seat's resolve first", () => {
    let s = assertOk(createStack(ALT, [0, 1]));
    s = assertOk(queueTrigger(s, 1, "p1 trigger", false)); // id 1
    s = assertOk(queueTrigger(s, 0, "p0 trigger a", false)); // id 2
    s = assertOk(queueTrigger(s, 0, "p0 trigger b", true)); // id 3
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 0, entry: null });
    expect(assertErr(addTrigger(s, 1, 1)).message).toContain("Player 0 places their queued triggers first");
    s = assertOk(addTrigger(s, 0, 3)); // a player orders their own
    s = assertOk(addTrigger(s, 0, 2));
    s = assertOk(addTrigger(s, 1, 1));
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 0 });
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackPass(s, 1));
    expect(resolveAll(s).order).toEqual([1, 2, 3]);
  });

  it("D-SEQ-5 triggers queued while an entry resolves are placed before the chain goes on", () => {
    let s = open(ALT, [0, 1], 0, "a");
    s = assertOk(stackRespond(s, 1, "b"));
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackPass(s, 1));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 2 } });
    s = assertOk(queueTrigger(s, 0, "when b resolves", false)); // id 3
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 2 } }); // finish 2 first
    expect(assertErr(addTrigger(s, 0, 3)).message).toContain("resolving");
    s = assertOk(stackResolved(s, 2));
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 0, entry: null });
    s = assertOk(addTrigger(s, 0, 3));
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackPass(s, 0));
    expect(resolveAll(s).order).toEqual([3, 1]);
  });

  it("D-SEQ-4 declining every trigger queued during resolution lets the whole chain go on resolving", () => {
    let s = open(ALT, [0, 1], 0, "a");
    s = assertOk(stackRespond(s, 1, "b"));
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackPass(s, 1));
    s = assertOk(queueTrigger(s, 1, "may", true)); // id 3
    s = assertOk(stackResolved(s, 2));
    s = assertOk(declineTrigger(s, 1, 3));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: 1 } });
  });

  it("one-at-a-time: priority reopens after each resolution, to the player after the new top's controller", () => {
    const policy: StackPolicy = { kind: "alternating", resolve: "one-at-a-time" };
    let s = open(policy, [0, 1, 2], 0, "a");
    s = assertOk(stackRespond(s, 1, "b"));
    s = assertOk(stackPass(s, 2));
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackResolved(s, 2));
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 1, entry: { id: 1 } });
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackPass(s, 2));
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackResolved(s, 1));
    expect(stackNext(s)).toEqual({ kind: "closed" });
  });
});

describe("stack: priority windows with nothing on the stack", () => {
  const window = (players: readonly number[] = [0, 1]): StackState => assertOk(openPriorityWindow(ALT, players), "openPriorityWindow");

  it("D-SEQ-3 D-BTL-2 a priority window opens with nothing on the stack, the first seat holding priority: it may add an entry or pass", () => {
    const s = window([1, 0]);
    expect(s).toMatchObject({ entries: [], queued: [], priority: 1, window: null, passes: 0, priorityWindow: true });
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 1, entry: null });
    expect(stackMoves(s, 1)).toEqual({ pass: true, respondTo: null, addTriggers: [], declineTriggers: [] });
    expect(stackMoves(s, 0)).toEqual({ pass: false, respondTo: null, addTriggers: [], declineTriggers: [] });
    const e = assertErr(stackPass(s, 0));
    expect(e.rule).toBe("D-SEQ-3");
    expect(e.message).toContain("Player 1 holds priority");
  });

  it("D-SEQ-4 every player passing in a row with nothing on the stack closes the window", () => {
    const events: StackEvent[] = [];
    let s = window([0, 1, 2]);
    s = assertOk(stackPass(s, 0, events));
    s = assertOk(stackPass(s, 1, events));
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 2, entry: null });
    expect(s.passes).toBe(2);
    s = assertOk(stackPass(s, 2, events));
    expect(stackNext(s)).toEqual({ kind: "closed" });
    expect(s.priorityWindow).toBeUndefined();
    expect(events).toEqual([
      { type: "stack-passed", player: 0, entry: null },
      { type: "stack-passed", player: 1, entry: null },
      { type: "stack-passed", player: 2, entry: null },
      { type: "stack-closed" },
    ]);
    expect(assertErr(stackPass(s, 0)).message).toContain("No window is open");
  });

  it("D-SEQ-2 D-SEQ-1 D-AMB-33 an entry added in the window answers nothing, resolves as a sequence does, and the window reopens with the first seat holding priority", () => {
    const events: StackEvent[] = [];
    let s = window();
    s = assertOk(stackPass(s, 0));
    s = assertOk(stackRespond(s, 1, "swift", undefined, events));
    expect(s.entries).toEqual([{ id: 1, controller: 1, payload: "swift", negated: false, respondsTo: null, cost: null }]);
    expect(stackNext(s)).toMatchObject({ kind: "awaiting", player: 0, entry: { id: 1 } });
    s = assertOk(stackRespond(s, 0, "answer"));
    s = assertOk(stackPass(s, 1));
    s = assertOk(stackPass(s, 0));
    const { order, stack } = resolveAll(s);
    expect(order).toEqual([2, 1]);
    // Open again: the pass before the entry no longer counts, and nothing closed.
    expect(stack).toMatchObject({ entries: [], priority: 0, passes: 0, priorityWindow: true });
    expect(stackNext(stack)).toEqual({ kind: "awaiting", player: 0, entry: null });
    expect(events.map((e) => e.type)).toEqual(["stack-entry-added"]);
    const closing: StackEvent[] = [];
    const shut = assertOk(stackPass(assertOk(stackPass(stack, 0, closing)), 1, closing));
    expect(stackNext(shut)).toEqual({ kind: "closed" });
    expect(closing.map((e) => e.type)).toEqual(["stack-passed", "stack-passed", "stack-closed"]);
  });

  it("D-SEQ-5 D-AMB-49 triggers queued in the window are placed first; declining them all leaves the window where it was", () => {
    let s = window();
    s = assertOk(stackPass(s, 0));
    s = assertOk(queueTrigger(s, 0, "you can gain 1", true));
    expect(stackNext(s)).toEqual({ kind: "awaiting", player: 0, entry: null });
    expect(stackMoves(s, 0)).toEqual({ pass: false, respondTo: null, addTriggers: [1], declineTriggers: [1] });
    expect(stackPass(s, 1).ok).toBe(false);
    const declined = assertOk(declineTrigger(s, 0, 1));
    expect(declined).toMatchObject({ priority: 1, passes: 1, priorityWindow: true });
    const added = assertOk(addTrigger(s, 0, 1));
    expect(stackNext(added)).toMatchObject({ kind: "awaiting", player: 1, entry: { id: 1 } });
  });

  it("refuses a push into an open window, a window under once-per-entry, and bad seats", () => {
    const s = window();
    const e = assertErr(pushEntry(s, { controller: 1, payload: "jump the queue" }));
    expect(e.code).toBe(CoreErrorCode.StackIllegal);
    expect(e.rule).toBe("D-SEQ-3");
    expect(e.message).toContain("player 0 holds priority");
    expect(assertErr(openPriorityWindow(ONCE, [0, 1])).message).toContain('"alternating"');
    expect(assertErr(openPriorityWindow(ALT, [])).code).toBe(CoreErrorCode.StackIllegal);
    expect(assertErr(openPriorityWindow(ALT, [0, 0])).code).toBe(CoreErrorCode.StackIllegal);
  });

  it("a saved window parses back; one that every player passed, that nobody holds, or that is flagged under once-per-entry or with a non-boolean is refused", () => {
    const s = window();
    const saved = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
    expect(assertOk(parseStackState(saved(s)))).toEqual(s);
    const one = assertOk(stackPass(s, 0));
    expect(assertOk(parseStackState(saved(one)))).toEqual(one);
    const bad = (x: unknown): string => {
      const e = assertErr(parseStackState(saved(x)));
      expect(e.code).toBe(CoreErrorCode.BadState);
      return e.message;
    };
    bad({ ...s, passes: 2 });
    bad({ ...s, priority: null });
    expect(bad({ ...s, priorityWindow: "yes" })).toContain("priorityWindow");
    expect(bad({ ...s, policy: ONCE })).toContain("alternating");
    // Without the flag the same stack is an empty one, which nobody holds.
    bad({ ...s, priorityWindow: false });
    // false is the same as left out.
    const closed = assertOk(createStack(ALT, [0, 1]));
    expect(assertOk(parseStackState({ ...(saved(closed) as object), priorityWindow: false }))).toEqual(closed);
  });
});

describe("stack: bad input", () => {
  it("refuses a bad policy or seating with a clear stack/illegal error", () => {
    const bad: unknown = { kind: "sometimes", resolve: "whole-chain" };
    const e = assertErr(createStack(bad as StackPolicy, [0, 1]));
    expect(e.code).toBe(CoreErrorCode.StackIllegal);
    expect(e.message).toContain('"sometimes"');
    expect(assertErr(createStack({ kind: "alternating", resolve: "later" } as unknown as StackPolicy, [0, 1])).message).toContain("resolve");
    expect(assertErr(createStack({ kind: "alternating", resolve: "whole-chain", ruleIds: { nope: "x" } } as unknown as StackPolicy, [0])).message).toContain('"nope"');
    expect(assertErr(createStack(ALT, [])).message).toContain("at least one player");
    expect(assertErr(createStack(ALT, [0, 0])).message).toContain("seated twice");
    expect(assertErr(createStack(ALT, [0, -1])).message).toContain("not a player id");
  });

  it("refuses a policy or seating that contains itself or is nested 100,000 levels deep, quoting a short excerpt, instead of throwing", () => {
    const cyclic: unknown[] = [1];
    cyclic.push(cyclic);
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    for (const odd of [cyclic, deep]) {
      const kind = assertErr(createStack({ kind: odd, resolve: "whole-chain" } as unknown as StackPolicy, [0, 1]));
      expect(kind.code).toBe(CoreErrorCode.StackIllegal);
      expect(kind.message.length).toBeLessThan(120);
      expect(assertErr(createStack(ALT, [odd] as unknown as number[])).code).toBe(CoreErrorCode.StackIllegal);
      expect(assertErr(openStack(ALT, odd as number[], { controller: 0, payload: null })).code).toBe(CoreErrorCode.StackIllegal);
      expect(assertErr(openPriorityWindow({ kind: "alternating", resolve: odd } as unknown as StackPolicy, [0, 1])).code).toBe(CoreErrorCode.StackIllegal);
    }
    expect(assertErr(createStack(ALT, [0, cyclic] as unknown as number[])).message).toBe("[1,[1,[1,[1,[1,[1,[1,[1,[…]]]]]]]]] is not a player id (a seat number from 0).");
  });

  it("refuses a payload or cost that is not plain JSON data, which the saved stack could not hold, naming where", () => {
    const cyclic: Record<string, unknown> = { card: "c1" };
    cyclic["self"] = cyclic;
    let deep: JsonValue = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const payloadCycle = assertErr(openStack(ALT, [0, 1], { controller: 0, payload: cyclic as JsonValue }));
    expect(payloadCycle.code).toBe(CoreErrorCode.StackIllegal);
    expect(payloadCycle.message).toBe("The entry's payload must be plain JSON data (the stack is saved with the game), where $ is the entry's payload: $.self is a cycle.");
    const payloadDeep = assertErr(openStack(ALT, [0, 1], { controller: 0, payload: deep }));
    expect(payloadDeep.message).toContain("is nested deeper than 100 levels");
    expect(payloadDeep.message.length).toBeLessThan(300);
    expect(assertErr(openStack(ALT, [0, 1], { controller: 0, payload: "x", cost: { pay: undefined } as unknown as JsonValue })).message).toContain("where $ is the entry's cost: $.pay is undefined");
    const s = open(ALT, [0, 1], 0, "a");
    expect(assertErr(stackRespond(s, 1, cyclic as JsonValue)).message).toContain("where $ is the response's payload: $.self is a cycle");
    expect(assertErr(stackRespond(s, 1, "b", (() => 1) as unknown as JsonValue)).message).toContain("where $ is the response's cost: $ is a function");
    expect(assertErr(queueTrigger(s, 1, deep, true)).message).toContain("where $ is the trigger's payload");
    expect(assertErr(pushEntry(assertOk(createStack(ALT, [0, 1])), { controller: 0, payload: new Map() as unknown as JsonValue })).code).toBe(CoreErrorCode.StackIllegal);
    // Exactly 100 levels is what a saved stack holds, so it goes on.
    let hundred: JsonValue = 0;
    for (let i = 0; i < 100; i++) hundred = [hundred];
    assertOk(openStack(ALT, [0, 1], { controller: 0, payload: hundred }));
  });

  it("refuses an entry that is not an object and a trigger that is neither optional nor mandatory", () => {
    expect(assertErr(pushEntry(assertOk(createStack(ALT, [0, 1])), null as unknown as { controller: number; payload: JsonValue })).message).toBe(
      "An entry is an object with a controller and a payload, not null.",
    );
    expect(assertErr(queueTrigger(assertOk(createStack(ALT, [0, 1])), 0, "t", "yes" as unknown as boolean)).message).toBe('A trigger is optional (true) or mandatory (false), not "yes".');
  });

  it("refuses unknown players with player/unknown", () => {
    const s = open(ALT, [0, 1], 0, "a");
    expect(assertErr(stackRespond(s, 5, "x")).code).toBe(CoreErrorCode.UnknownPlayer);
    expect(assertErr(stackPass(s, 5)).code).toBe(CoreErrorCode.UnknownPlayer);
    expect(assertErr(queueTrigger(s, 7, "x", true)).code).toBe(CoreErrorCode.UnknownPlayer);
    expect(assertErr(openStack(ALT, [0, 1], { controller: 2, payload: null })).code).toBe(CoreErrorCode.UnknownPlayer);
  });

  it("refuses pushing a non-response while players are answering, and acting while an entry resolves", () => {
    let s = open(ONCE, [0, 1], 0, "a");
    expect(assertErr(pushEntry(s, { controller: 1, payload: "b" })).message).toContain("Players are answering entry 1");
    s = assertOk(stackPass(s, 1));
    expect(assertErr(stackRespond(s, 1, "late")).message).toContain("Entry 1 is resolving");
    expect(assertErr(stackPass(s, 1)).message).toContain("Entry 1 is resolving");
    expect(stackMoves(s, 1)).toEqual({ pass: false, respondTo: null, addTriggers: [], declineTriggers: [] });
  });

  it("refuses reporting the wrong entry resolved, or any when none is resolving", () => {
    const s = open(ONCE, [0, 1], 0, "a");
    expect(assertErr(stackResolved(s, 1)).message).toContain("No entry is resolving");
    const r = assertOk(stackPass(s, 1));
    expect(assertErr(stackResolved(r, 9)).message).toContain("Entry 1 is resolving, not entry 9");
  });

  it("refuses unknown triggers and triggers of another player; negating an unknown entry", () => {
    let s = assertOk(createStack(ALT, [0, 1]));
    s = assertOk(queueTrigger(s, 0, "t", true));
    expect(assertErr(addTrigger(s, 0, 99)).message).toContain("No trigger 99");
    expect(assertErr(declineTrigger(s, 1, 1)).message).toContain("player 0's");
    expect(assertErr(negateEntry(s, 42)).message).toContain("No entry 42");
    expect(assertErr(stackPass(assertOk(createStack(ALT, [0, 1])), 0)).message).toContain("No window is open");
  });

  it("negating an entry twice changes nothing the second time", () => {
    const s = assertOk(negateEntry(open(ONCE, [0, 1], 0, "a"), 1));
    const events: StackEvent[] = [];
    expect(assertOk(negateEntry(s, 1, events))).toBe(s);
    expect(events).toEqual([]);
  });
});

describe("stack: events and data", () => {
  it("appends its events to a game's GameEvent list", () => {
    const events: GameEvent[] = [];
    let s = assertOk(openStack(ALT, [0, 1], { controller: 0, payload: "a" }, events));
    s = assertOk(stackRespond(s, 1, "b", { pay: 1 }, events));
    s = assertOk(queueTrigger(s, 0, "t", true, events));
    s = assertOk(declineTrigger(s, 0, 3, events));
    s = assertOk(stackPass(s, 0, events));
    s = assertOk(stackPass(s, 1, events));
    s = assertOk(negateEntry(s, 1, events));
    s = assertOk(stackResolved(s, 2, events));
    s = assertOk(stackResolved(s, 1, events));
    expect(stackNext(s)).toEqual({ kind: "closed" });
    expect(events.map((e) => e.type)).toEqual([
      "stack-entry-added",
      "stack-entry-added",
      "stack-trigger-queued",
      "stack-trigger-declined",
      "stack-passed",
      "stack-passed",
      "stack-entry-negated",
      "stack-entry-resolved",
      "stack-entry-resolved",
      "stack-closed",
    ]);
  });

  it("every state is plain JSON that survives a round trip", () => {
    let s = open(ONCE, [0, 1], 0, { source: "x", n: [1, 2] }, { cost: 3 });
    s = assertOk(stackRespond(s, 1, null));
    s = assertOk(queueTrigger(s, 0, "t", false));
    expect(isPlainJson(s)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("stack: saved states", () => {
  const saved = (): Record<string, unknown> => {
    let s = open(ONCE, [0, 1, 2], 0, { source: "a" }, { pay: 2 });
    s = assertOk(stackRespond(s, 1, "b"));
    s = assertOk(queueTrigger(s, 2, "t", true));
    const copy: unknown = JSON.parse(JSON.stringify(s));
    return copy as Record<string, unknown>;
  };

  it("parses a saved stack back to an equal state", () => {
    const s = saved();
    expect(assertOk(parseStackState(s))).toEqual(s);
  });

  it("refuses corrupted saved stacks with state/invalid and the first problem", () => {
    const cases: [string, (s: Record<string, unknown>) => unknown][] = [
      ["A stack state is an object", () => 3],
      ["kind", (s) => ({ ...s, policy: { kind: "x", resolve: "whole-chain" } })],
      ["seated twice", (s) => ({ ...s, players: [0, 0] })],
      ["entries is a list", (s) => ({ ...s, entries: {} })],
      ["entries[0].controller", (s) => ({ ...s, entries: [{ id: 1, controller: 9, payload: 1, negated: false, respondsTo: null, cost: null }] })],
      ["entries[0].payload", (s) => ({ ...s, entries: [{ id: 1, controller: 0, payload: undefined, negated: false, respondsTo: null, cost: null }] })],
      ["not below it", (s) => ({ ...s, entries: [{ id: 1, controller: 0, payload: 1, negated: false, respondsTo: 2, cost: null }] })],
      ["queued[0].optional", (s) => ({ ...s, queued: [{ id: 3, controller: 2, payload: "t", optional: "yes" }] })],
      ["id twice", (s) => ({ ...s, queued: [{ id: 2, controller: 2, payload: "t", optional: true }] })],
      ["answered[0].entry", (s) => ({ ...s, answered: [{ entry: 7, player: 1, responded: true }] })],
      ["nextId", (s) => ({ ...s, nextId: 2 })],
      ["passes", (s) => ({ ...s, passes: 9 })],
      ["do not fit", (s) => ({ ...s, priority: 1 })],
      ["do not fit", (s) => ({ ...s, window: 1 })],
    ];
    for (const [problem, corrupt] of cases) {
      const e = assertErr(parseStackState(corrupt(saved())), problem);
      expect(e.code).toBe(CoreErrorCode.BadState);
      expect(e.message).toContain(problem);
    }
  });

  it("refuses a saved stack whose fields come only from a prototype (of the state, its policy, an entry, a trigger or an answer), where the same fields as own fields are accepted", () => {
    const inherit = (o: unknown): unknown => Object.create(o as object) as unknown;
    const s = saved();
    const list = (key: string): unknown[] => s[key] as unknown[];
    const cases: [string, () => unknown][] = [
      ["A stack policy is an object", () => inherit(s)],
      ["A stack policy's kind", () => ({ ...s, policy: inherit(s["policy"]) })],
      ["entries[0].id", () => ({ ...s, entries: list("entries").map(inherit) })],
      ["queued[0].id", () => ({ ...s, queued: list("queued").map(inherit) })],
      ["answered[0].entry", () => ({ ...s, answered: list("answered").map(inherit) })],
    ];
    for (const [problem, make] of cases) {
      const e = assertErr(parseStackState(make()), problem);
      expect(e.code).toBe(CoreErrorCode.BadState);
      expect(e.message).toContain(problem);
    }
    const copy = (o: unknown): unknown => ({ ...(o as object) });
    const copied = { ...s, policy: copy(s["policy"]), entries: list("entries").map(copy), queued: list("queued").map(copy), answered: list("answered").map(copy) };
    expect(list("answered")).toHaveLength(1);
    expect(assertOk(parseStackState(copied))).toEqual(s);
  });
});

describe("stack: typed payloads", () => {
  interface Play {
    readonly card: string;
  }
  interface Cost {
    readonly selfDamage: number;
  }
  const typedOpen = (): StackState<Play, Cost> =>
    assertOk(openStack<Play, Cost>(ONCE, [0, 1], { controller: 0, payload: { card: "c1" }, cost: { selfDamage: 10 } }));

  it("stackNext on a StackState<{ card: string }> gives entries whose payload is { card: string }", () => {
    const s = assertOk(pushEntry(assertOk(createStack<{ card: string }>(ALT, [0, 1])), { controller: 0, payload: { card: "c7" } }));
    expectTypeOf(s).toEqualTypeOf<StackState<{ card: string }>>();
    const n = stackNext(s);
    expectTypeOf(n).toEqualTypeOf<StackNext<{ card: string }>>();
    expectTypeOf<Extract<StackNext<{ card: string }>, { kind: "resolve" }>["entry"]["payload"]>().toEqualTypeOf<{ card: string }>();
    expect(n.kind).toBe("awaiting");
    if (n.kind !== "awaiting" || n.entry === null) throw new Error("expected a window on entry 1");
    expectTypeOf(n.entry.payload).toEqualTypeOf<{ card: string }>();
    expect(n.entry.payload.card).toBe("c7");
    const r = resolveAll(assertOk(stackPass(assertOk(stackPass(s, 1)), 0)));
    expect(r.order).toEqual([1]);
  });

  it("the payload and cost types flow through every operation, event and trigger", () => {
    const events: StackEvent<Play, Cost>[] = [];
    let s = typedOpen();
    s = assertOk(stackRespond(s, 1, { card: "c2" }, { selfDamage: 5 }, events));
    s = assertOk(queueTrigger(s, 0, { card: "c3" }, false, events));
    expectTypeOf(s.queued[0]?.payload).toEqualTypeOf<Play | undefined>();
    s = assertOk(addTrigger(s, 0, 3, events));
    s = assertOk(negateEntry(s, 2, events));
    s = assertOk(stackPass(s, 1, events));
    const n = stackNext(s);
    if (n.kind !== "resolve") throw new Error("expected entry 3 to resolve");
    expectTypeOf(n.entry).toEqualTypeOf<StackEntry<Play, Cost>>();
    expectTypeOf(n.entry.cost).toEqualTypeOf<Cost | null>();
    expect(n.entry.payload.card).toBe("c3");
    s = assertOk(stackResolved(s, 3, events));
    const added = events.flatMap((e) => (e.type === "stack-entry-added" ? [e.entry.payload.card] : []));
    expect(added).toEqual(["c2", "c3"]);
    expect(s.entries.map((e) => e.cost?.selfDamage ?? null)).toEqual([10, 5]);
  });

  it("a typed stack refuses payloads and costs of other types at compile time; the defaults stay any JSON", () => {
    const s = typedOpen();
    // @ts-expect-error a payload of another shape
    expect(stackRespond(s, 1, { spell: 3 }).ok).toBe(true);
    // @ts-expect-error a cost of another shape
    expect(stackRespond(s, 1, { card: "c2" }, { gold: 1 }).ok).toBe(true);
    // @ts-expect-error a trigger payload of another shape
    expect(queueTrigger(s, 0, "t", true).ok).toBe(true);
    // Not inferred from the first payload: an untyped stack takes any JSON afterwards.
    const untyped = openStack(ONCE, [0, 1], { controller: 0, payload: "x" });
    expectTypeOf(untyped).toEqualTypeOf<Result<StackState>>();
    expect(stackRespond(assertOk(untyped), 1, { other: [1, 2] }).ok).toBe(true);
    // Code that reads any stack, whatever its payload types, takes a StackState<unknown, unknown>.
    const any: StackState<unknown, unknown> = s;
    expect(stackMoves(any, 1).respondTo).toBe(1);
  });

  it("parseStackState with a payload validator types the payloads and keeps what the validator returns", () => {
    const saved: unknown = JSON.parse(JSON.stringify(assertOk(stackRespond(typedOpen(), 1, { card: "c2" }))));
    const seen: string[] = [];
    const parsePlay = (v: JsonValue, path: string): Result<Play> => {
      seen.push(path);
      if (typeof v === "object" && v !== null && !Array.isArray(v)) {
        const card = (v as Readonly<Record<string, JsonValue>>)["card"];
        if (typeof card === "string") return ok({ card: card.toUpperCase() });
      }
      return err(ruleError("play/invalid", "not a play", { rule: "X-1", details: { got: v } }));
    };
    const parsed = parseStackState(saved, parsePlay);
    expectTypeOf(parsed).toEqualTypeOf<Result<StackState<Play>>>();
    const s = assertOk(parsed);
    expect(seen).toEqual(["entries[0].payload", "entries[1].payload"]);
    expect(s.entries.map((e) => e.payload.card)).toEqual(["C1", "C2"]);
    expectTypeOf(parseStackState(saved)).toEqualTypeOf<Result<StackState>>();
  });

  it("parseStackState reports a validator's refusal as state/invalid at the payload's path, keeping its rule and details", () => {
    let s = assertOk(openStack(ONCE, [0, 1], { controller: 0, payload: { card: "c1" } }));
    s = assertOk(stackRespond(s, 1, { spell: 3 }));
    const parsePlay = (v: unknown, _path: string): Result<Play> => {
      if (typeof v === "object" && v !== null && "card" in v && typeof v.card === "string") return ok({ card: v.card });
      return err(ruleError("play/invalid", "not a play", { rule: "X-1", details: { got: 1 } }));
    };
    const e = assertErr(parseStackState(JSON.parse(JSON.stringify(s)), parsePlay));
    expect(e.code).toBe(CoreErrorCode.BadState);
    expect(e.message).toBe("entries[1].payload: not a play");
    expect(e.rule).toBe("X-1");
    expect(e.details).toEqual({ path: "entries[1].payload", code: "play/invalid", details: { got: 1 } });
  });

  it("parseStackState runs the cost validator on non-null costs only, and reports one that throws without throwing", () => {
    let s = assertOk(openStack(ONCE, [0, 1], { controller: 0, payload: "a", cost: { selfDamage: 3 } }));
    s = assertOk(stackRespond(s, 1, "b"));
    const saved: unknown = JSON.parse(JSON.stringify(s));
    const paths: string[] = [];
    const anyJson = (v: JsonValue): Result<JsonValue> => ok(v);
    const parseCost = (v: JsonValue, path: string): Result<Cost> => {
      paths.push(path);
      if (typeof v === "object" && v !== null && !Array.isArray(v)) {
        const n = (v as Readonly<Record<string, JsonValue>>)["selfDamage"];
        if (typeof n === "number") return ok({ selfDamage: n });
      }
      return err(ruleError("cost/invalid", "not a cost"));
    };
    const parsed = parseStackState(saved, anyJson, parseCost);
    expectTypeOf(parsed).toEqualTypeOf<Result<StackState<JsonValue, Cost>>>();
    expect(assertOk(parsed).entries.map((e) => e.cost)).toEqual([{ selfDamage: 3 }, null]);
    expect(paths).toEqual(["entries[0].cost"]);
    const throwing = (): Result<Cost> => {
      throw new Error("boom");
    };
    const e = assertErr(parseStackState(saved, anyJson, throwing));
    expect(e.code).toBe(CoreErrorCode.BadState);
    expect(e.message).toBe("entries[0].cost: the game's validator threw: boom");
  });

  it("parseStackState checks payloads are plain JSON before the validator sees them", () => {
    const saved = JSON.parse(JSON.stringify(typedOpen())) as { entries: { payload: unknown }[] };
    const first = saved.entries[0];
    if (first === undefined) throw new Error("no entry");
    first.payload = { card: Number.NaN };
    let called = false;
    const e = assertErr(
      parseStackState(saved, (v) => {
        called = true;
        return ok(v);
      }),
    );
    expect(called).toBe(false);
    expect(e.message).toBe("entries[0].payload is not plain JSON: entries[0].payload.card is NaN.");
  });
});

describe("stack: hostile saved states", () => {
  /** Once-per-entry, three seats: entries 1 (seat 0) and 2 (seat 1, answering 1), trigger 3 (seat 2) queued. */
  const saved = (): Record<string, unknown> => {
    let s = open(ONCE, [0, 1, 2], 0, { source: "a" }, { pay: 2 });
    s = assertOk(stackRespond(s, 1, "b"));
    s = assertOk(queueTrigger(s, 2, "t", true));
    return JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  };
  /** Alternating, two seats, entries 1 and 2, player 0 to act. */
  const savedAlt = (): Record<string, unknown> => {
    let s = open(ALT, [0, 1], 0, "a");
    s = assertOk(stackRespond(s, 1, "b"));
    return JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  };
  const entry = (id: number, controller: number, respondsTo: number | null = null): Record<string, unknown> => ({
    id,
    controller,
    payload: "x",
    negated: false,
    respondsTo,
    cost: null,
  });
  const nest = (depth: number): unknown => {
    let v: unknown = 0;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  const expectRefused = (value: unknown, problem: string): void => {
    const e = assertErr(parseStackState(value), problem);
    expect(e.code).toBe(CoreErrorCode.BadState);
    expect(e.message).toContain(problem);
  };

  it("refuses an entry, trigger or answer replaced by an array", () => {
    expectRefused({ ...saved(), entries: [[1, 0, "x", false, null, null]] }, "entries[0] is not an entry object");
    expectRefused({ ...saved(), queued: [[3, 2, "t", true]] }, "queued[0] is not a trigger object");
    expectRefused({ ...saved(), answered: [[1, 1, true]] }, "answered[0] is not an answer object");
    expectRefused([saved()], "A stack state is an object");
    expectRefused({ ...saved(), policy: ["once-per-entry", "whole-chain"] }, "A stack policy is an object");
  });

  it("refuses ids that are not integers from 1", () => {
    for (const id of [1.5, Number.NaN, -1, 0, 1e300, "1", null, [1]]) {
      expectRefused({ ...saved(), entries: [{ ...entry(1, 0), id }] }, "entries[0].id is not an entry id");
      expectRefused({ ...saved(), queued: [{ id, controller: 2, payload: "t", optional: true }] }, "queued[0].id is not a trigger id");
      expectRefused({ ...saved(), answered: [{ entry: id, player: 1, responded: true }] }, "answered[0].entry is not an entry on the stack");
      expectRefused({ ...saved(), nextId: id }, "nextId is not above every id in use");
    }
  });

  it("refuses an id used twice, by two entries or by an entry and a trigger", () => {
    expectRefused({ ...saved(), entries: [entry(1, 0), entry(1, 1)], answered: [] }, "entries[1].id 1 is used twice");
    expectRefused({ ...saved(), queued: [{ id: 1, controller: 2, payload: "t", optional: true }] }, "queued[0].id 1 is used twice");
  });

  it("refuses window and resolving that point to no entry on the stack", () => {
    expectRefused({ ...saved(), window: 3 }, "window is neither null nor an entry on the stack");
    expectRefused({ ...saved(), window: 99 }, "window is neither null nor an entry on the stack");
    expectRefused({ ...saved(), resolving: 99 }, "resolving is neither null nor an entry on the stack");
    expectRefused({ ...saved(), resolving: Number.NaN }, "resolving is neither null nor an entry on the stack");
  });

  it("refuses a priority that is not a seated player", () => {
    for (const priority of [7, -1, Number.NaN, 0.5, "0", [0]]) expectRefused({ ...saved(), priority }, "priority is neither null nor a seated player");
  });

  it("refuses passes out of range, and any passes under once-per-entry", () => {
    for (const passes of [-1, 1.5, 3, Number.NaN, 1e300, "0"]) expectRefused({ ...savedAlt(), passes }, "passes is a count from 0 to 2");
    expectRefused({ ...saved(), passes: 1 }, "passes is 0 under the once-per-entry policy");
  });

  it("refuses a nextId that is not above every id in use", () => {
    expectRefused({ ...saved(), nextId: 3 }, "nextId is not above every id in use");
    expectRefused({ ...saved(), nextId: 1 }, "nextId is not above every id in use");
    expect(parseStackState({ ...saved(), nextId: 4 }).ok).toBe(true);
    expect(parseStackState({ ...saved(), nextId: 40 }).ok).toBe(true);
  });

  it("W-AMB-37 refuses answers the policy never makes: under alternating, by an entry's controller, twice, or a response to one's own entry", () => {
    expectRefused({ ...savedAlt(), answered: [{ entry: 1, player: 1, responded: true }] }, "answered is empty under the alternating policy");
    expectRefused({ ...saved(), answered: [{ entry: 1, player: 0, responded: false }] }, "answered[0]: player 0 answers their own entry 1");
    const twice = [
      { entry: 1, player: 1, responded: true },
      { entry: 1, player: 1, responded: false },
    ];
    expectRefused({ ...saved(), answered: twice }, "answered[1]: player 1 answers entry 1 twice");
    expectRefused({ ...saved(), entries: [entry(1, 0), entry(2, 0, 1)], answered: [] }, "entries[1] answers its controller's own entry 1");
    // Under alternating a player may answer their own entry after the others passed (D-SEQ-3).
    const alt = savedAlt();
    expect(parseStackState({ ...alt, entries: [entry(1, 0), entry(2, 0, 1)], priority: 1 }).ok).toBe(true);
  });

  it("refuses payloads nested deeper than 100 levels, and cycles, without overflowing the call stack", () => {
    const at = (payload: unknown): Record<string, unknown> => {
      const s = saved();
      const entries = s["entries"] as Record<string, unknown>[];
      return { ...s, entries: entries.map((e, i) => (i === 0 ? { ...e, payload } : e)) };
    };
    expect(parseStackState(at(nest(100))).ok).toBe(true);
    expectRefused(at(nest(101)), "entries[0].payload is not plain JSON: entries[0].payload");
    expectRefused(at(nest(101)), "nests deeper than 100 levels");
    expectRefused(at(nest(1_000_000)), "nests deeper than 100 levels");
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = cyclic;
    expectRefused(at(cyclic), "entries[0].payload.self.self");
    const costCycle: unknown[] = [];
    costCycle.push(costCycle);
    const s = saved();
    const entries = s["entries"] as Record<string, unknown>[];
    expectRefused({ ...s, entries: entries.map((e, i) => (i === 0 ? { ...e, cost: costCycle } : e)) }, "entries[0].cost is not plain JSON (null for none)");
  });

  it("refuses huge lists and payloads before reading them", () => {
    const t = Date.now();
    const huge = new Array<unknown>(5_000_000);
    expectRefused({ ...saved(), entries: huge }, "too large");
    expectRefused({ ...saved(), answered: huge }, "too large");
    const s = saved();
    const entries = s["entries"] as Record<string, unknown>[];
    const big = new Array<number>(1_000_001).fill(0);
    expectRefused({ ...s, entries: entries.map((e, i) => (i === 0 ? { ...e, payload: big } : e)) }, "entries[0].payload is too large");
    const sparse = [1];
    sparse[10] = 2;
    expectRefused({ ...s, entries: entries.map((e, i) => (i === 0 ? { ...e, payload: sparse } : e)) }, "entries[0].payload[1] is a hole");
    expect(Date.now() - t).toBeLessThan(5000);
  });

  it("parses a large valid state in time that grows with its size, and stackNext on it is fast too", () => {
    const n = 100_000;
    const entries = Array.from({ length: n }, (_, i) => entry(i + 1, i % 2, i === 0 ? null : i));
    const answered = Array.from({ length: n }, (_, i) => ({ entry: i + 1, player: (i + 1) % 2, responded: i < n - 1 }));
    const value = { ...saved(), players: [0, 1], entries, queued: [], answered, priority: null, window: null, passes: 0, resolving: n, nextId: n + 1 };
    const t = Date.now();
    const s = assertOk(parseStackState(value));
    expect(stackNext(s)).toMatchObject({ kind: "resolve", entry: { id: n } });
    // Many seats, many triggers, all of the last seat's: finding who places triggers first is linear too.
    const seats = Array.from({ length: 50_000 }, (_, i) => i);
    const queued = Array.from({ length: 50_000 }, (_, i) => ({ id: i + 1, controller: 49_999, payload: i, optional: true }));
    const crowd = assertOk(
      parseStackState({ ...saved(), players: seats, entries: [], queued, answered: [], priority: null, window: null, passes: 0, resolving: null, nextId: 50_001 }),
    );
    expect(stackNext(crowd)).toEqual({ kind: "awaiting", player: 49_999, entry: null });
    expect(Date.now() - t).toBeLessThan(5000);
  });

  it("refuses objects whose getters throw instead of throwing", () => {
    const s = saved();
    const hostile = Object.defineProperty({ ...s }, "entries", {
      enumerable: true,
      get(): never {
        throw new Error("no");
      },
    });
    expectRefused(hostile, "A stack state could not be read: no");
  });

  it("refuses payloads that are not plain JSON, naming where", () => {
    const s = saved();
    const entries = s["entries"] as Record<string, unknown>[];
    const withPayload = (payload: unknown): unknown => ({ ...s, entries: entries.map((e, i) => (i === 0 ? { ...e, payload } : e)) });
    expectRefused(withPayload({ a: [1, undefined] }), "entries[0].payload.a[1] is undefined");
    expectRefused(withPayload({ a: Infinity }), "entries[0].payload.a is Infinity");
    expectRefused(withPayload(new Map()), "entries[0].payload is not a plain object");
    expectRefused(withPayload(() => 1), "entries[0].payload is a function");
    expectRefused({ ...s, queued: [{ id: 3, controller: 2, payload: 10n, optional: true }] }, "queued[0].payload is a bigint");
  });
});
