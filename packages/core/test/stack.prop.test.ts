import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  addTrigger,
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
  type StackPolicy,
  type StackState,
} from "../src/stack.js";
import { canonicalJson, isPlainJson, type JsonValue } from "../src/json.js";
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
  readonly seed: number;
}

const arbScenario: fc.Arbitrary<Scenario> = fc.record({
  kind: fc.constantFrom("once-per-entry" as const, "alternating" as const),
  resolve: fc.constantFrom("whole-chain" as const, "one-at-a-time" as const),
  players: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 4 }),
  responses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
  triggers: fc.integer({ min: 0, max: 4 }),
  pushes: fc.integer({ min: 0, max: 2 }),
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
    const r = stackRespond(s, q, "probe");
    expect(r.ok).toBe(m.respondTo !== null);
    if (r.ok) expect(r.value.entries[r.value.entries.length - 1]?.respondsTo).toBe(m.respondTo);
    for (const t of s.queued) {
      expect(addTrigger(s, q, t.id).ok).toBe(m.addTriggers.includes(t.id));
      expect(declineTrigger(s, q, t.id).ok).toBe(m.declineTriggers.includes(t.id));
    }
    if (s.queued.some((t) => t.controller === q && !t.optional)) {
      expect(stackPass(s, q).ok).toBe(false);
    }
  }
  const canPush = s.entries.length === 0 || s.resolving !== null;
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
      if (moved === "pass") expect(after.kind === "resolve").toBe(run === n);
      if (after.kind === "awaiting") expect(after.player).toBe(seatAfter(mover));
    } else {
      if (after.kind === "resolve") expect(everyoneAnswered(st)).toBe(true);
      if (after.kind === "awaiting" && after.entry !== null) {
        expect(after.player).not.toBe(after.entry.controller);
        expect(answers.get(after.entry.id)?.has(after.player) ?? false).toBe(false);
      }
    }
  };
  let s = deepFreeze(
    assertOk(
      openStack(policy, players, deepFreeze({ controller: pick(players), payload: { n: 0 }, cost: rng.int(2) === 0 ? { pay: 1 } : null })),
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
      continue;
    }
    const p = now.player;
    const m = stackMoves(s, p);
    for (const q of players) {
      if (q !== p) expect(stackMoves(s, q)).toEqual({ pass: false, respondTo: null, addTriggers: [], declineTriggers: [] });
    }
    // Never stuck: whoever must act has a legal move.
    if (now.entry === null) expect(m.addTriggers.length).toBeGreaterThan(0);
    else expect(m.pass).toBe(true);

    type Move = { kind: "pass" } | { kind: "respond"; to: number } | { kind: "add" | "decline"; id: number } | { kind: "queue" };
    const moves: Move[] = [];
    if (m.pass) moves.push({ kind: "pass" });
    if (m.respondTo !== null && (pool.get(p) ?? 0) > 0) moves.push({ kind: "respond", to: m.respondTo });
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
        const answered = s.entries.find((e) => e.id === move.to);
        if (s.policy.kind === "once-per-entry") {
          expect(answered?.controller).not.toBe(p);
          expect(responded.has(`${move.to}:${p}`)).toBe(false);
        }
        responded.add(`${move.to}:${p}`);
        pool.set(p, (pool.get(p) ?? 0) - 1);
        const payload: JsonValue = rng.int(2) === 0 ? { negates: move.to } : { plain: steps };
        const cost = rng.int(3) === 0 ? { pay: steps } : undefined;
        s = step(s, (st) => stackRespond(st, p, deepFreeze(payload), cost));
        answer(move.to, p, true);
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
