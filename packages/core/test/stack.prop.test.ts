import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  addTrigger,
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
  type StackPolicy,
  type StackState,
} from "../src/stack.js";
import { canonicalJson, isPlainJson, type JsonValue } from "../src/json.js";
import { CoreErrorCode } from "../src/errors.js";
import type { Result } from "../src/result.js";
import { Rng, seedRng } from "../src/rng.js";
import { assertOk } from "../src/testing/results.js";

/** Freezes a value and everything in it, so that any write by the code under test throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

interface Scenario {
  readonly kind: StackPolicy["kind"];
  readonly resolve: StackPolicy["resolve"];
  readonly players: readonly number[];
  readonly responses: readonly number[];
  readonly triggers: number;
  readonly pushes: number;
  /** Open a priority window with nothing on it instead of a stack with one entry (alternating only). */
  readonly window: boolean;
  readonly seed: number;
}

const arbScenario: fc.Arbitrary<Scenario> = fc.record({
  kind: fc.constantFrom("once-per-entry" as const, "alternating" as const),
  resolve: fc.constantFrom("whole-chain" as const, "one-at-a-time" as const),
  players: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 4 }),
  responses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
  triggers: fc.integer({ min: 0, max: 4 }),
  pushes: fc.integer({ min: 0, max: 2 }),
  window: fc.boolean(),
  seed: fc.integer(),
});

function negatesOf(payload: JsonValue): number | null {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  const t = (payload as Readonly<Record<string, JsonValue>>)["negates"];
  return typeof t === "number" ? t : null;
}

/** Every player's moves agree with what the operations accept (soundness and completeness). */
function checkMovesMatchOperations(s: StackState): void {
  for (const q of s.players) {
    const m = stackMoves(s, q);
    expect(stackPass(s, q).ok).toBe(m.pass);
    // A player may respond exactly when they may pass; in an open priority window with nothing
    // on the stack the response answers nothing (respondTo null).
    const r = stackRespond(s, q, "probe");
    expect(r.ok).toBe(m.pass);
    if (!m.pass) expect(m.respondTo).toBeNull();
    if (r.ok) expect(r.value.entries[r.value.entries.length - 1]?.respondsTo).toBe(m.respondTo);
    for (const t of s.queued) {
      expect(addTrigger(s, q, t.id).ok).toBe(m.addTriggers.includes(t.id));
      expect(declineTrigger(s, q, t.id).ok).toBe(m.declineTriggers.includes(t.id));
    }
    if (s.queued.some((t) => t.controller === q && !t.optional)) {
      expect(stackPass(s, q).ok).toBe(false);
    }
  }
  const canPush = (s.entries.length === 0 && s.priorityWindow !== true) || s.resolving !== null;
  const first = s.players[0] ?? 0;
  expect(pushEntry(s, { controller: first, payload: "probe" }).ok).toBe(canPush);
}

function checkState(s: StackState): void {
  expect(isPlainJson(s)).toBe(true);
  const copy: unknown = JSON.parse(JSON.stringify(s));
  expect(copy).toEqual(s);
  expect(assertOk(parseStackState(copy), "parsing a saved stack")).toEqual(s);
  const ids = s.entries.map((e) => e.id).concat(s.queued.map((t) => t.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toBeLessThan(s.nextId);
  if (s.policy.kind === "once-per-entry") {
    for (const e of s.entries) {
      const answered = e.respondsTo === null ? undefined : s.entries.find((x) => x.id === e.respondsTo);
      if (answered !== undefined) expect(answered.controller).not.toBe(e.controller);
    }
  }
}

/** Runs one random game against the stack; returns how many steps it took to close. */
function drive(sc: Scenario): { steps: number; bound: number } {
  const rng = new Rng(seedRng(sc.seed));
  const pick = <T>(xs: readonly T[]): T => {
    const x = xs[rng.int(xs.length)];
    if (x === undefined) throw new Error("pick from an empty list");
    return x;
  };
  const policy: StackPolicy = deepFreeze({ kind: sc.kind, resolve: sc.resolve });
  const players = deepFreeze(sc.players.slice());
  const n = players.length;
  const pool = new Map<number, number>(players.map((p, i) => [p, sc.responses[i] ?? 0]));
  let triggerBudget = sc.triggers;
  let pushBudget = sc.pushes;
  const totalResponses = players.reduce((t, p) => t + (pool.get(p) ?? 0), 0);
  // Entries ever made: the opener, one per response in the pools, one per trigger, one per push.
  const entriesEver = 1 + totalResponses + sc.triggers + sc.pushes;
  // Each entry is added once, resolved once; a trigger may be declined; between two of those
  // events at most n passes per entry (once-per-entry: each player answers each entry at most
  // once per time it is the top again, which needs a resolution).
  const bound = 2 * entriesEver + sc.triggers + n * (entriesEver + 1) * (entriesEver + 2) + 10;

  const step = (s: StackState, op: (st: StackState) => Result<StackState>): StackState => {
    const before = canonicalJson(s);
    const r = op(deepFreeze(s));
    expect(canonicalJson(s)).toBe(before);
    const out = assertOk(r, "a legal stack move");
    checkState(out);
    return deepFreeze(out);
  };

  const responded = new Set<string>();
  // A model of each policy, kept by the driver: consecutive passes (alternating) and who has
  // answered which entry, and how (once-per-entry).
  let run = 0;
  const answers = new Map<number, Map<number, boolean>>();
  const answer = (entry: number, player: number, byResponse: boolean): void => {
    const m = answers.get(entry) ?? new Map<number, boolean>();
    m.set(player, byResponse);
    answers.set(entry, m);
  };
  const seatAfter = (p: number): number => players[(players.indexOf(p) + 1) % n] ?? p;
  const everyoneAnswered = (st: StackState): boolean =>
    st.entries.every((e) => e.negated || players.every((q) => q === e.controller || answers.get(e.id)?.has(q) === true));
  /** After a player's move: the model says who acts next, or that resolution starts. */
  const checkModel = (st: StackState, mover: number, moved: "pass" | "respond" | "add"): void => {
    const after = stackNext(st);
    if (st.queued.length > 0) return; // triggers are placed first
    if (st.policy.kind === "alternating") {
      // In a priority window with nothing on the stack, every player passing in a row closes it.
      if (moved === "pass") expect(after.kind === (st.entries.length === 0 ? "closed" : "resolve")).toBe(run === n);
      if (after.kind === "awaiting") expect(after.player).toBe(seatAfter(mover));
    } else {
      if (after.kind === "resolve") expect(everyoneAnswered(st)).toBe(true);
      if (after.kind === "awaiting" && after.entry !== null) {
        expect(after.player).not.toBe(after.entry.controller);
        expect(answers.get(after.entry.id)?.has(after.player) ?? false).toBe(false);
      }
    }
  };
  const windowed = sc.window && sc.kind === "alternating";
  let s = deepFreeze(
    assertOk(
      windowed
        ? openPriorityWindow(policy, players)
        : openStack(policy, players, deepFreeze({ controller: pick(players), payload: { n: 0 }, cost: rng.int(2) === 0 ? { pay: 1 } : null })),
    ),
  );
  checkState(s);
  let steps = 0;
  for (let now = stackNext(s); now.kind !== "closed"; now = stackNext(s)) {
    steps++;
    if (steps > bound) break;
    checkMovesMatchOperations(s);
    if (now.kind === "resolve") {
      const entry = now.entry;
      expect(entry).toBe(s.entries[s.entries.length - 1]); // newest first
      expect(now.payCost).toBe(entry.cost !== null && !entry.negated);
      const target = negatesOf(entry.payload);
      if (!entry.negated && target !== null && s.entries.some((e) => e.id === target)) s = step(s, (st) => negateEntry(st, target));
      while (triggerBudget > 0 && rng.int(3) === 0) {
        triggerBudget--;
        const controller = pick(players);
        const optional = rng.int(2) === 0;
        s = step(s, (st) => queueTrigger(st, controller, { from: entry.id }, optional));
      }
      if (pushBudget > 0 && rng.int(4) === 0) {
        pushBudget--;
        const controller = pick(players);
        s = step(s, (st) => pushEntry(st, { controller, payload: { pushedBy: entry.id } }));
        run = 0;
      }
      s = step(s, (st) => stackResolved(st, entry.id));
      run = 0;
      answers.delete(entry.id);
      const top = s.entries[s.entries.length - 1];
      if (sc.resolve === "one-at-a-time" && top !== undefined) {
        const m = answers.get(top.id);
        if (m !== undefined) for (const [q, byResponse] of [...m]) if (!byResponse) m.delete(q);
      }
      if (sc.kind === "once-per-entry" && s.queued.length === 0 && stackNext(s).kind === "resolve") expect(everyoneAnswered(s)).toBe(true);
      // A priority window emptied by a resolution reopens: the first seat holds priority, no passes counted.
      if (windowed && s.entries.length === 0 && s.queued.length === 0) expect([stackNext(s), s.passes]).toEqual([{ kind: "awaiting", player: players[0], entry: null }, 0]);
      continue;
    }
    const p = now.player;
    const m = stackMoves(s, p);
    for (const q of players) {
      if (q !== p) expect(stackMoves(s, q)).toEqual({ pass: false, respondTo: null, addTriggers: [], declineTriggers: [] });
    }
    // Never stuck: whoever must act has a legal move (an empty priority window: pass or add an entry).
    if (now.entry === null) expect(m.addTriggers.length > 0 || (windowed && s.entries.length === 0 && m.pass)).toBe(true);
    else expect(m.pass).toBe(true);

    type Move = { kind: "pass" } | { kind: "respond"; to: number | null } | { kind: "add" | "decline"; id: number } | { kind: "queue" };
    const moves: Move[] = [];
    if (m.pass) moves.push({ kind: "pass" });
    if (m.pass && (pool.get(p) ?? 0) > 0) moves.push({ kind: "respond", to: m.respondTo });
    for (const id of m.addTriggers) moves.push({ kind: "add", id });
    for (const id of m.declineTriggers) moves.push({ kind: "decline", id });
    if (triggerBudget > 0 && rng.int(4) === 0) moves.push({ kind: "queue" });
    const move = pick(moves);
    switch (move.kind) {
      case "pass":
        expect(s.queued.some((t) => t.controller === p && !t.optional)).toBe(false);
        if (now.entry !== null) answer(now.entry.id, p, false);
        s = step(s, (st) => stackPass(st, p));
        run++;
        checkModel(s, p, "pass");
        break;
      case "respond": {
        const to = move.to;
        expect(to === null).toBe(windowed && s.entries.length === 0);
        const answered = s.entries.find((e) => e.id === to);
        if (s.policy.kind === "once-per-entry") {
          expect(answered?.controller).not.toBe(p);
          expect(responded.has(`${move.to}:${p}`)).toBe(false);
        }
        responded.add(`${move.to}:${p}`);
        pool.set(p, (pool.get(p) ?? 0) - 1);
        const payload: JsonValue = rng.int(2) === 0 && to !== null ? { negates: to } : { plain: steps };
        const cost = rng.int(3) === 0 ? { pay: steps } : undefined;
        s = step(s, (st) => stackRespond(st, p, deepFreeze(payload), cost));
        if (to !== null) answer(to, p, true);
        run = 0;
        checkModel(s, p, "respond");
        break;
      }
      case "add":
        s = step(s, (st) => addTrigger(st, p, move.id));
        run = 0;
        checkModel(s, p, "add");
        break;
      case "decline":
        s = step(s, (st) => declineTrigger(st, p, move.id));
        break;
      case "queue": {
        triggerBudget--;
        const controller = pick(players);
        const optional = rng.int(2) === 0;
        s = step(s, (st) => queueTrigger(st, controller, { queuedAt: steps }, optional));
        break;
      }
      default: {
        const never: never = move;
        throw new Error(`unknown move ${JSON.stringify(never)}`);
      }
    }
  }
  expect(stackNext(s)).toEqual({ kind: "closed" });
  expect(s.entries).toEqual([]);
  expect(s.queued).toEqual([]);
  expect(s.priorityWindow).toBeUndefined();
  return { steps, bound };
}

describe("stack properties", () => {
  test.prop([arbScenario])(
    "random legal play under any policy always closes within the bound, never answers its own entry under once-per-entry, never passes over a mandatory trigger, never mutates its input",
    (sc) => {
      const { steps, bound } = drive(sc);
      expect(steps).toBeLessThanOrEqual(bound);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Saved states under hostile edits
// ---------------------------------------------------------------------------------------------

interface Walk {
  readonly kind: StackPolicy["kind"];
  readonly resolve: StackPolicy["resolve"];
  readonly players: readonly number[];
  readonly steps: number;
  /** Start from a priority window with nothing on it (alternating only). */
  readonly window: boolean;
  readonly seed: number;
}

const arbWalk: fc.Arbitrary<Walk> = fc.record({
  kind: fc.constantFrom("once-per-entry" as const, "alternating" as const),
  resolve: fc.constantFrom("whole-chain" as const, "one-at-a-time" as const),
  players: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 4 }),
  steps: fc.integer({ min: 0, max: 25 }),
  window: fc.boolean(),
  seed: fc.integer(),
});

/** A stack reached by `steps` random legal moves (responses, passes, triggers, pushes, negations, resolutions). */
function walk(w: Walk): StackState {
  const rng = new Rng(seedRng(w.seed));
  const pick = <T>(xs: readonly T[]): T | undefined => xs[rng.int(Math.max(1, xs.length))];
  const payload = (i: number): JsonValue => [{ n: i, tags: ["a", i] }, "text", i, null, [true, [i]]][rng.int(5)] ?? null;
  const who = (): number => pick(w.players) ?? 0;
  const policy: StackPolicy = { kind: w.kind, resolve: w.resolve };
  let s = assertOk(
    w.window && w.kind === "alternating" ? openPriorityWindow(policy, w.players) : openStack(policy, w.players, { controller: who(), payload: payload(0), cost: { pay: 1 } }),
  );
  for (let i = 1; i <= w.steps; i++) {
    const n = stackNext(s);
    if (n.kind === "closed") break;
    const options: ((st: StackState) => Result<StackState>)[] = [(st) => queueTrigger(st, who(), payload(i), rng.int(2) === 0)];
    if (n.kind === "resolve") {
      options.push((st) => stackResolved(st, n.entry.id));
      options.push((st) => pushEntry(st, { controller: who(), payload: payload(i) }));
      const other = pick(s.entries);
      if (other !== undefined) options.push((st) => negateEntry(st, other.id));
    } else {
      const m = stackMoves(s, n.player);
      if (m.pass) options.push((st) => stackPass(st, n.player));
      if (m.pass) options.push((st) => stackRespond(st, n.player, payload(i), rng.int(3) === 0 ? { pay: i } : undefined));
      for (const id of m.addTriggers) options.push((st) => addTrigger(st, n.player, id));
      for (const id of m.declineTriggers) options.push((st) => declineTrigger(st, n.player, id));
    }
    const op = pick(options);
    if (op !== undefined) s = assertOk(op(s), "a legal move of the walk");
  }
  return s;
}

/** Every place in a JSON value, as a list of keys from the root. */
function pathsOf(value: unknown): (string | number)[][] {
  const out: (string | number)[][] = [[]];
  const go = (v: unknown, at: (string | number)[]): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        out.push([...at, i]);
        go(x, [...at, i]);
      });
    } else if (typeof v === "object" && v !== null) {
      for (const [k, x] of Object.entries(v)) {
        out.push([...at, k]);
        go(x, [...at, k]);
      }
    }
  };
  go(value, []);
  return out;
}

/** `root` with the value at `path` replaced by `replace(old)`; copies along the path only. */
function replaced(root: unknown, path: readonly (string | number)[], replace: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(root);
  if (Array.isArray(root)) {
    const copy: unknown[] = root.slice();
    copy[Number(head)] = replaced(copy[Number(head)], rest, replace);
    return copy;
  }
  const obj = root as Readonly<Record<string, unknown>>;
  return { ...obj, [head]: replaced(obj[String(head)], rest, replace) };
}

const DEEP: unknown = (() => {
  let v: unknown = 0;
  for (let i = 0; i < 100_000; i++) v = [v];
  return v;
})();
const HUGE: readonly number[] = Object.freeze(new Array<number>(1_000_001).fill(0));

/** The hostile values a node may be replaced by. */
const MUTATIONS: readonly { readonly name: string; readonly apply: (old: unknown) => unknown }[] = [
  { name: "an empty array", apply: () => [] },
  { name: "an array holding the node", apply: (old) => [old] },
  { name: "an array of its fields", apply: (old) => (typeof old === "object" && old !== null ? (Object.values(old) as unknown[]) : [old, old]) },
  { name: "NaN", apply: () => Number.NaN },
  { name: "-1", apply: () => -1 },
  { name: "1e300", apply: () => 1e300 },
  { name: "a deep nest", apply: () => DEEP },
  { name: "a huge array", apply: () => HUGE },
  { name: "null", apply: () => null },
  { name: "0", apply: () => 0 },
  { name: "a string", apply: () => "1" },
  { name: "one more", apply: (old) => (typeof old === "number" ? old + 1 : 1) },
  { name: "one less", apply: (old) => (typeof old === "number" ? old - 1 : 2) },
  { name: "the opposite", apply: (old) => (typeof old === "boolean" ? !old : true) },
  { name: "an empty object", apply: () => ({}) },
];

/**
 * Who acts and what resolves are what the policy says they are for these entries, triggers and
 * answers: a model of each policy written apart from the stack's own code.
 */
function checkDerivedFields(s: StackState): void {
  const n = s.players.length;
  const top = s.entries[s.entries.length - 1];
  if (s.policy.kind === "once-per-entry") expect(s.passes).toBe(0);
  else expect(s.answered).toEqual([]);
  if (s.resolving !== null) {
    expect(s.priority).toBeNull();
    expect(s.window).toBeNull();
    return;
  }
  if (top === undefined && s.priorityWindow === true) {
    // An open priority window with nothing on it: a seat holds priority; it would have closed had every player passed.
    expect(s.policy.kind).toBe("alternating");
    expect(s.window).toBeNull();
    expect(s.priority).not.toBeNull();
    if (s.queued.length === 0) expect(s.passes).toBeLessThan(n);
    return;
  }
  if (top === undefined) {
    expect([s.priority, s.window]).toEqual([null, null]);
    if (s.queued.length === 0) expect([s.passes, s.answered.length]).toEqual([0, 0]);
    return;
  }
  if (s.policy.kind === "alternating") {
    if (s.passes >= n) {
      expect([s.priority, s.window]).toEqual([null, null]);
      expect(s.queued.length).toBeGreaterThan(0); // else the top would be resolving
    } else {
      expect(s.priority).not.toBeNull();
      expect(s.window).toBe(top.id);
    }
    return;
  }
  let open: { entry: number; player: number } | null = null;
  for (const e of [...s.entries].reverse()) {
    if (e.negated) continue;
    const seat = s.players.indexOf(e.controller);
    for (let k = 1; k < n && open === null; k++) {
      const p = s.players[(seat + k) % n] ?? -1;
      if (!s.answered.some((a) => a.entry === e.id && a.player === p)) open = { entry: e.id, player: p };
    }
    if (open !== null) break;
  }
  if (open === null) {
    expect([s.priority, s.window]).toEqual([null, null]);
    expect(s.queued.length).toBeGreaterThan(0); // else the top would be resolving
  } else {
    expect([s.priority, s.window]).toEqual([open.player, open.entry]);
  }
}

/** A parsed stack is valid: plain JSON, a fixed point of save-and-parse, its derived fields right, and it runs to closed by legal moves alone. */
function checkValidStack(s: StackState): void {
  expect(isPlainJson(s)).toBe(true);
  checkDerivedFields(s);
  const again = assertOk(parseStackState(JSON.parse(JSON.stringify(s))), "parsing the parsed stack again");
  expect(canonicalJson(again)).toBe(canonicalJson(s));
  checkMovesMatchOperations(s);
  const size = s.entries.length + s.queued.length;
  const bound = 2 * size + (size + 1) * (size + 1) * s.players.length + 10;
  let steps = 0;
  let st = s;
  for (let n = stackNext(st); n.kind !== "closed"; n = stackNext(st)) {
    steps++;
    expect(steps).toBeLessThanOrEqual(bound);
    if (n.kind === "resolve") {
      st = assertOk(stackResolved(st, n.entry.id), "resolving what stackNext names");
    } else if (n.entry === null && !stackMoves(st, n.player).pass) {
      const id = stackMoves(st, n.player).addTriggers[0];
      expect(id).toBeDefined();
      st = assertOk(addTrigger(st, n.player, id ?? -1), "adding a trigger stackMoves offers");
    } else {
      st = assertOk(stackPass(st, n.player), "passing when stackNext awaits a player");
    }
  }
  expect(st.entries).toEqual([]);
  expect(st.queued).toEqual([]);
  expect(st.priorityWindow).toBeUndefined();
}

describe("stack saved-state properties", () => {
  test.prop([arbWalk])("every reachable stack survives save and parse unchanged, and is valid", (w) => {
    const s = walk(w);
    expect(assertOk(parseStackState(JSON.parse(JSON.stringify(s))))).toEqual(s);
    checkValidStack(s);
  });

  // Half the time a node anywhere; half the time one of the fields that say who acts, which a
  // node chosen anywhere rarely is.
  const arbWhere = fc.oneof(
    fc.nat().map((i) => ({ anywhere: i })),
    fc.constantFrom("priority", "window", "passes", "resolving", "nextId", "answered", "priorityWindow").map((key) => ({ key })),
  );

  test.prop([arbWalk, arbWhere, fc.nat({ max: MUTATIONS.length - 1 })], { numRuns: 300 })(
    "replacing any node of a saved stack by an array, NaN, -1, 1e300, a deep nest or a huge array is refused with state/invalid or parses to a valid stack, and never throws",
    (w, where, which) => {
      const saved: unknown = JSON.parse(JSON.stringify(walk(w)));
      const paths = pathsOf(saved);
      const path = "key" in where ? [where.key] : (paths[where.anywhere % paths.length] ?? []);
      const mutation = MUTATIONS[which];
      if (mutation === undefined) throw new Error("no such mutation");
      const hostile = replaced(saved, path, mutation.apply);
      const r = parseStackState(hostile);
      if (r.ok) checkValidStack(r.value);
      else expect(r.error.code).toBe(CoreErrorCode.BadState);
    },
  );
});
