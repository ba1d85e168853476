import { describe, expect, it } from "vitest";
import {
  addTrigger,
  createStack,
  declineTrigger,
  negateEntry,
  stackNext,
  openStack,
  parseStackState,
  stackPass,
  pushEntry,
  queueTrigger,
  stackResolved,
  stackRespond,
  stackMoves,
  type StackEvent,
  type StackPolicy,
  type StackState,
} from "../src/stack.js";
import type { GameEvent } from "../src/events.js";
import type { JsonValue } from "../src/json.js";
import { isPlainJson } from "../src/json.js";
import { CoreErrorCode } from "../src/errors.js";
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
});
