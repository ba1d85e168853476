// parseState's words for what a game's state schema refuses: a server that loads a saved state
// after a deploy, or a corrupted one, gets a sentence it can pass on, not the schema library's.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { referenceDuelGame, type ReferenceDuelState } from "../src/examples/index.js";
import { defineGame } from "../src/kit.js";
import type { StandardSchemaV1 } from "../src/standard-schema.js";

const seat = v.picklist([0, 1]);
const schema = v.strictObject({
  game: v.literal("reference-duel"),
  version: v.literal(2),
  cards: v.unknown(),
  defs: v.unknown(),
  zones: v.unknown(),
  decklists: v.unknown(),
  rng: v.unknown(),
  dice: v.unknown(),
  chance: v.unknown(),
  hp: v.tuple([v.number(), v.number()]),
  turn: seat,
  outcome: v.unknown(),
}) as unknown as StandardSchemaV1<unknown, ReferenceDuelState>;

// The reference duel with a `version` field and a valibot schema for its own fields.
const versioned = defineGame({
  ...referenceDuelGame,
  setup: (config: unknown) => {
    const r = referenceDuelGame.setup(config as never);
    return r.ok ? { ok: true as const, value: { ...r.value, version: 2 } } : r;
  },
  schema,
});

function saved(): Record<string, unknown> {
  const s = versioned.setup({ seed: 1 });
  if (!s.ok) throw new Error(s.error.message);
  return JSON.parse(JSON.stringify(s.value)) as Record<string, unknown>;
}

/** Keys refused on their own (kit.test.ts) or that are the kit's (physicalRolls), not "not a field". */
const FORBIDDEN = ["__proto__", "constructor", "prototype", "physicalRolls"];

function refusal(value: unknown): string {
  const r = versioned.parseState(value);
  if (r.ok) throw new Error("accepted");
  expect(r.error.code).toBe("state/invalid");
  return r.error.message;
}

describe("parseState words what a state schema refuses", () => {
  test.prop([fc.integer({ min: 0, max: 99 }).filter((n) => n !== 2)])("a state of another version says it was saved by another release, and what to do", (version) => {
    expect(refusal({ ...saved(), version })).toBe(
      `Not a valid reference-duel state: $.version is ${version}: saved by another release of the reference-duel engine, which this one (version 2) cannot load; load it with that release, or replay the match's record.`,
    );
  });

  test.prop([fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !Object.hasOwn(saved(), k) && !FORBIDDEN.includes(k))])(
    "a field no state has, a missing field and a value of the wrong type are words, not the schema library's",
    (key) => {
      expect(refusal({ ...saved(), [key]: 1 })).toBe(`Not a valid reference-duel state: $.${key} is not a field of a reference-duel state.`);
    },
  );

  it("a missing field, a wrong type, and the generator state at its own path with one full stop", () => {
    const { turn: _turn, ...rest } = saved();
    expect(refusal(rest)).toBe("Not a valid reference-duel state: $.turn is missing.");
    expect(refusal({ ...saved(), hp: "x" })).toBe('Not a valid reference-duel state: $.hp is "x", not a list.');
    expect(refusal({ ...saved(), rng: [1, 2] })).toBe("Not a valid reference-duel state: $.rng is not a generator state (a list of four whole numbers from 0 to 2^32 - 1).");
  });
});
