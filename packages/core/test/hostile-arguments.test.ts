// What a caller passes that the types do not allow: core's public functions that take a value
// from a caller (a count, a player, an id, a phase, a payload, options) never throw on it and
// never echo it at length. Each refusal is a RuleError whose message quotes at most a short
// excerpt (DESIGN, "Bad input"): `${value}` threw on a value with no prototype or a symbol,
// printed "[object Object]", and JSON.stringify threw on a cycle or a 100,000-level array.
import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { validateFaces, type ChanceRequest } from "../src/chance.js";
import { parseChanceHost } from "../src/chance-host.js";
import { beginTurn, createClock, parseClock, type Clock } from "../src/clock.js";
import { forOwnerTurns, forPhaseEnds, forRounds, forTurnCycles, parseDuration, untilEndOfNextTurn, untilEndOfPhase } from "../src/durations.js";
import { CoreErrorCode } from "../src/errors.js";
import { deepFreeze } from "../src/frozen.js";
import { excerpt, plainJsonProblem, type JsonValue } from "../src/json.js";
import { appendAction, appendActions, createRecord, parseRecord } from "../src/record.js";
import type { Result } from "../src/result.js";
import { Rng, seedRng } from "../src/rng.js";
import {
  addTrigger,
  createStack,
  declineTrigger,
  negateEntry,
  openPriorityWindow,
  openStack,
  parseStackState,
  pushEntry,
  queueTrigger,
  stackMoves,
  stackNext,
  stackPass,
  stackResolved,
  stackRespond,
  type StackPolicy,
  type StackState,
} from "../src/stack.js";
import { assertErr, assertOk } from "../src/testing/results.js";
import { createZones, drawCards, moveCard, moveCards, parseZones, revealCards, searchZone, setFaceDown, shuffleZone, zoneOf, type Zones } from "../src/zones.js";
import { anyOutsideValue } from "./support/outside-values.js";

/** The longest message a refusal may have: a sentence and a short excerpt or two. */
const MAX_MESSAGE = 400;

const cyclic: unknown[] = [1];
cyclic.push(cyclic);
let deep: unknown = 0;
for (let i = 0; i < 100_000; i++) deep = [deep];
const big = "x".repeat(1_000_000);

/** Any value fast-check makes, and the ones that broke messages and JSON.stringify. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  anyOutsideValue,
  fc.constantFrom<unknown>(Object.create(null), Symbol("s"), {}, cyclic, deep, big, [big], { [big]: big }, Number.NaN, Number.POSITIVE_INFINITY, 1e300, -1, 0.5, 2 ** 32 + 1),
);

const ALT: StackPolicy = { kind: "alternating", resolve: "whole-chain" };
const ruleset = { id: "toy", version: 1 };
const request: ChanceRequest = { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 };

/** The clock, zones, stacks and record the calls work on: valid, and frozen, so that a call that changed them would throw. */
const clock: Clock = deepFreeze(assertOk(beginTurn(assertOk(createClock([0, 1], 0, "setup", { trackPhases: ["combat"], rounds: "explicit" })), "combat")));
/** A clock before the first turn, so that beginTurn gets as far as the phase and the player. */
const unbegun: Clock = deepFreeze(assertOk(createClock([0, 1], 0, "setup")));
const zones: Zones = deepFreeze(
  assertOk(
    createZones(
      [
        { id: "pile", owner: 0, visibility: "hidden" },
        { id: "hand", owner: 0, visibility: "owner", capacity: 5 },
        { id: "field", visibility: "public" },
      ],
      { pile: ["a", "b", "c"], hand: ["h1"], field: ["f1"] },
    ),
  ),
);
const closed: StackState = deepFreeze(assertOk(createStack(ALT, [0, 1])));
const open: StackState = deepFreeze(assertOk(openStack(ALT, [0, 1], { controller: 0, payload: "a" })));
const queued: StackState = deepFreeze(assertOk(queueTrigger(closed, 0, "t", true)));
const resolving: StackState = deepFreeze(assertOk(stackPass(assertOk(stackPass(open, 1)), 0)));
const record = deepFreeze(assertOk(createRecord(ruleset, { seed: 1 })));

/** Every call, given three hostile values. Most return a Result; a few return a plain answer, which only must not throw. */
const calls: readonly (readonly [string, (a: unknown, b: unknown, c: unknown) => unknown])[] = [
  ["createClock", (a, b, c) => createClock(a as number[], b as number, c as string, a as object)],
  ["beginTurn", (a, b) => beginTurn(unbegun, a as string, b as number)],
  ["forTurnCycles", (a) => forTurnCycles(a as number, clock)],
  ["forRounds", (a) => forRounds(a as number, clock)],
  ["forOwnerTurns", (a, b, c) => forOwnerTurns(a as number, b as number, clock, c as object)],
  ["forPhaseEnds", (a, b, c) => forPhaseEnds(a as string, b as number, clock, c as object)],
  ["forPhaseEnds of a seat", (a) => forPhaseEnds("combat", 1, clock, { player: a as number })],
  ["untilEndOfNextTurn", (a) => untilEndOfNextTurn(a as number, clock)],
  ["untilEndOfPhase", (a, b) => untilEndOfPhase(a as string, clock, b as object)],
  ["parseDuration", (a) => parseDuration(a)],
  ["parseClock", (a, b) => parseClock(a, b as object)],
  ["createZones", (a, b) => createZones(a as never, b as never)],
  ["parseZones", (a) => parseZones(a)],
  ["moveCard", (a, b, c) => moveCard(zones, a as string, b as string, c as object)],
  ["moveCard to a zone", (a) => moveCard(zones, "a", "hand", { position: a as number, faceDown: a as boolean })],
  ["moveCards", (a, b, c) => moveCards(zones, a as string[], b as string, c as object)],
  ["moveCards of hostile ids", (a, b) => moveCards(zones, [a as string, b as string, "a"], "field")],
  ["drawCards", (a, b, c) => drawCards(zones, a as string, b as string, c as number, a as object)],
  ["drawCards a count", (a) => drawCards(zones, "pile", "hand", a as number)],
  ["searchZone", (a, b) => searchZone(zones, a as string, b as () => boolean)],
  ["shuffleZone", (a) => shuffleZone(zones, a as string, new Rng(seedRng(1)))],
  ["setFaceDown", (a, b) => setFaceDown(zones, a as string, b as boolean)],
  ["setFaceDown a facing", (a) => setFaceDown(zones, "f1", a as boolean)],
  ["revealCards", (a, b) => revealCards(zones, a as string[], b as number[])],
  ["zoneOf", (a) => zoneOf(zones, a as string)],
  ["createStack", (a, b) => createStack(a as StackPolicy, b as number[])],
  ["openStack", (a, b, c) => openStack(a as StackPolicy, b as number[], c as never)],
  ["openStack with a hostile entry", (a, b, c) => openStack(ALT, [0, 1], { controller: a as number, payload: b as JsonValue, cost: c as JsonValue })],
  ["openPriorityWindow", (a, b) => openPriorityWindow(a as StackPolicy, b as number[])],
  ["pushEntry", (a) => pushEntry(closed, a as never)],
  ["pushEntry of a hostile payload", (a, b) => pushEntry(closed, { controller: 0, payload: a as JsonValue, cost: b as JsonValue })],
  ["stackRespond", (a, b, c) => stackRespond(open, a as number, b as JsonValue, c as JsonValue)],
  ["stackRespond of a hostile payload", (a, b) => stackRespond(open, 1, a as JsonValue, b as JsonValue)],
  ["stackPass", (a) => stackPass(open, a as number)],
  ["queueTrigger", (a, b, c) => queueTrigger(closed, a as number, b as JsonValue, c as boolean)],
  ["queueTrigger of a hostile payload", (a, b) => queueTrigger(closed, 0, a as JsonValue, b as boolean)],
  ["addTrigger", (a, b) => addTrigger(queued, a as number, b as number)],
  ["declineTrigger", (a, b) => declineTrigger(queued, a as number, b as number)],
  ["negateEntry", (a) => negateEntry(open, a as number)],
  ["stackResolved", (a) => stackResolved(resolving, a as number)],
  ["stackResolved, none resolving", (a) => stackResolved(open, a as number)],
  ["stackMoves", (a) => stackMoves(open, a as number)],
  ["stackNext", () => stackNext(open)],
  ["parseStackState", (a) => parseStackState(a)],
  ["createRecord", (a, b) => createRecord(a as typeof ruleset, b)],
  ["appendAction", (a, b) => appendAction(record, a as number, b)],
  ["appendActions", (a) => appendActions(record, a as never)],
  ["parseRecord", (a) => parseRecord(a, ruleset)],
  ["validateFaces", (a) => validateFaces(request, a)],
  ["parseChanceHost", (a) => parseChanceHost(a)],
];

function isResult(value: unknown): value is Result<unknown> {
  return typeof value === "object" && value !== null && "ok" in value && typeof value.ok === "boolean";
}

describe("hostile arguments to core's public functions", () => {
  test.prop([hostile, hostile, hostile])(
    "no call throws, and every refusal is a RuleError with a stable code, a message under 400 characters and plain JSON details",
    (a, b, c) => {
      const problems: string[] = [];
      for (const [name, call] of calls) {
        let out: unknown;
        try {
          out = call(a, b, c);
        } catch (e) {
          problems.push(`${name} threw ${excerpt(e, 200)}`);
          continue;
        }
        if (!isResult(out) || out.ok) continue;
        const e = out.error;
        if (!/^[a-z]+\/[a-z-]+$/.test(e.code)) problems.push(`${name}: the code ${excerpt(e.code)} is not a stable code`);
        if (e.message.length >= MAX_MESSAGE) problems.push(`${name}: a message of ${e.message.length} characters: ${e.message.slice(0, 200)}`);
        const notJson = plainJsonProblem(e);
        if (notJson !== undefined) problems.push(`${name}: the error is not plain JSON: ${notJson}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ["a value with no prototype", Object.create(null) as unknown, "{}"],
    ["an empty object", {}, "{}"],
    ["a symbol", Symbol("count"), "Symbol(count)"],
    ["a 1 MB string", big, `"${"x".repeat(37)}…"`],
  ])("quote %s as a short excerpt, never [object Object]", (_what, value, shown) => {
    expect(assertErr(forTurnCycles(value as number, clock)).message).toBe(`A number of turn cycles must be a whole number of at least 1, not ${shown}.`);
    expect(assertErr(forRounds(value as number, clock)).message).toBe(`A number of rounds must be a whole number of at least 1, not ${shown}.`);
    expect(assertErr(untilEndOfNextTurn(value as number, clock)).message).toBe(`Player ${shown} is not seated in this match.`);
    expect(assertErr(forOwnerTurns(value as number, 1, clock)).code).toBe(CoreErrorCode.UnknownPlayer);
    expect(assertErr(forPhaseEnds(value as string, 1, clock)).message).toBe(`The clock does not count the ends of phase ${shown}; create it with trackPhases.`);
    expect(assertErr(beginTurn(unbegun, "draw", value as number)).message).toBe(`Player ${shown} is not seated in this match (seats: 0, 1).`);
    expect(assertErr(createClock([0, value as number], 0, "setup")).message).toBe(`Players are seat numbers (whole numbers from 0); got ${shown}.`);
    expect(assertErr(stackPass(open, value as number)).message).toBe(`Player ${shown} is not at this stack (players: 0, 1).`);
    expect(assertErr(negateEntry(open, value as number)).message).toBe(`No entry ${shown} is on the stack (entries: 1).`);
    expect(assertErr(addTrigger(queued, 0, value as number)).message).toBe(`No trigger ${shown} is queued (queued: 1).`);
    expect(assertErr(stackResolved(resolving, value as number)).message).toBe(`Entry 1 is resolving, not entry ${shown}.`);
    expect(assertErr(appendAction(record, value as number, {})).message).toBe(`${shown} is not a seat number (a whole number from 0).`);
  });

  it("refuses a phase that is not a string when a clock is made or a turn begins, so that every clock is one parseClock reads back", () => {
    expect(assertErr(createClock([0, 1], 0, 7 as unknown as string)).message).toBe("A phase is named by a string, not 7.");
    expect(assertErr(beginTurn(unbegun, null as unknown as string)).message).toBe("A phase is named by a string, not null.");
    expect(assertErr(createClock([0, 1e300], 0, "setup")).code).toBe(CoreErrorCode.BadConfig);
  });

  it("parseClock and parseDuration refuse a value whose getter throws, as not plain JSON, instead of throwing", () => {
    const trap = {
      get players(): never {
        throw new Error("boom");
      },
    };
    expect(assertErr(parseClock(trap)).message).toBe('Not a valid clock: it is not plain JSON data: $ could not be read (Error("boom")).');
    expect(assertErr(parseDuration(trap)).message).toBe('Not a valid duration: it is not plain JSON data: $ could not be read (Error("boom")).');
    expect(assertErr(parseDuration({ kind: big })).message.length).toBeLessThan(100);
  });
});
