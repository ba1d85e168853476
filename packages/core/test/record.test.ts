import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { CoreErrorCode, ruleError } from "../src/errors.js";
import { canonicalJson, hashJson, type JsonValue } from "../src/json.js";
import { playMatch, randomChooser } from "../src/match.js";
import {
  appendAction,
  appendActions,
  createRecord,
  finishRecord,
  MATCH_RECORD_FORMAT,
  MATCH_RECORD_VERSION,
  parseRecord,
  replay,
  type MatchRecord,
} from "../src/record.js";
import { err } from "../src/result.js";
import { assertErr, assertOk } from "../src/testing/results.js";
import { diceDuel } from "../src/examples/dice-duel.js";

function played(seed: number, dice: "seeded" | "external" = "seeded"): { record: MatchRecord; text: string; final: unknown } {
  const m = assertOk(playMatch(diceDuel, { seed, dice }, randomChooser(seed)));
  return { record: m.record, text: JSON.stringify(m.record), final: m.state };
}

interface Editable {
  format?: unknown;
  version?: unknown;
  game?: unknown;
  gameVersion?: unknown;
  config?: unknown;
  configHash?: unknown;
  actions?: unknown;
  final?: unknown;
  comment?: unknown;
}

function edit(record: MatchRecord, change: (r: Editable) => void): unknown {
  const copy = JSON.parse(JSON.stringify(record)) as Editable;
  change(copy);
  return copy;
}

describe("building a record", () => {
  it("starts with the game, its version, the config and the config's hash", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 7 }));
    expect(rec).toEqual({
      format: MATCH_RECORD_FORMAT,
      version: MATCH_RECORD_VERSION,
      game: "dice-duel",
      gameVersion: 1,
      config: { seed: 7 },
      configHash: hashJson({ seed: 7 }),
      actions: [],
    });
  });

  it("refuses a config that is not plain JSON", () => {
    const e = assertErr(createRecord(diceDuel, { seed: 7, when: new Date(0) }));
    expect(e.code).toBe(CoreErrorCode.BadConfig);
    expect(e.message).toContain("$.when is not a plain object");
  });

  it("appends actions without changing the given record", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 7 }));
    const one = assertOk(appendAction(rec, 0, { type: "keep" }));
    const two = assertOk(appendActions(one, [{ player: 1, action: { type: "redraw" } }]));
    expect(rec.actions).toEqual([]);
    expect(one.actions).toEqual([{ player: 0, action: { type: "keep" } }]);
    expect(two.actions).toHaveLength(2);
  });

  it("refuses to record an action that is not JSON or a player that is not a seat", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 7 }));
    expect(assertErr(appendAction(rec, 0, { type: "keep", at: undefined })).code).toBe(CoreErrorCode.MalformedAction);
    expect(assertErr(appendAction(rec, -1, { type: "keep" })).code).toBe(CoreErrorCode.UnknownPlayer);
  });

  it("refuses a player past the safe integers, which no match seats, quoting it", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 7 }));
    const e = assertErr(appendAction(rec, 1e300, {}));
    expect(e.code).toBe(CoreErrorCode.UnknownPlayer);
    expect(e.message).toBe("1e+300 is not a seat number (a whole number from 0).");
    expect(assertErr(appendAction(rec, Object.create(null) as number, {})).message).toBe("{} is not a seat number (a whole number from 0).");
    expect(assertErr(appendActions(rec, [null] as unknown as { player: number; action: unknown }[])).code).toBe(CoreErrorCode.MalformedAction);
  });

  it("refuses a ruleset that is not one, since parseRecord could not read the record back", () => {
    for (const notRuleset of [0, null, {}, { id: "", version: 1 }, { id: "dice-duel", version: "1" }, { id: "dice-duel", version: 1.5 }, { id: 7, version: 1 }]) {
      const e = assertErr(createRecord(notRuleset as unknown as { id: string; version: number }, { seed: 1 }));
      expect(e.code).toBe(CoreErrorCode.BadConfig);
      expect(e.message).toMatch(/^A record needs a ruleset with a non-empty string id and a whole-number version, not /);
    }
    expect(assertErr(createRecord(0 as unknown as { id: string; version: number }, { seed: 1 })).message).toBe(
      "A record needs a ruleset with a non-empty string id and a whole-number version, not 0.",
    );
  });

  it("seals a record with the final state's hash and outcome, and drops the seal on append", () => {
    const m = assertOk(playMatch(diceDuel, { seed: 3 }, randomChooser(3)));
    const sealed = finishRecord(m.record, diceDuel, m.state);
    expect(sealed.final?.stateHash).toBe(hashJson(m.state));
    expect(sealed.final?.outcome).toEqual(diceDuel.outcome(m.state));
    expect(assertOk(appendAction(sealed, 0, { type: "end" })).final).toBeUndefined();
    const start = assertOk(diceDuel.setup({ seed: 3 }));
    expect(finishRecord(m.record, diceDuel, start).final?.outcome).toBeNull();
  });

  it("keeps the rule of an outcome that has one", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 1 }));
    const ruled = { outcome: () => ({ winners: [0], losers: [1], reason: "r", rule: "X-1" }) };
    expect(finishRecord(rec, ruled, null).final?.outcome).toEqual({ winners: [0], losers: [1], reason: "r", rule: "X-1" });
  });
});

describe("records with 1 MB values: every message quotes a short excerpt", () => {
  const big = "x".repeat(1_000_000);

  it("parseRecord: a 1 MB format, version, game or field name", () => {
    const { record } = played(5);
    const messages = [
      assertErr(parseRecord(edit(record, (r) => (r.format = big)))).message,
      assertErr(parseRecord(edit(record, (r) => (r.version = big)))).message,
      assertErr(parseRecord(edit(record, (r) => Object.assign(r, { [big]: 1 })))).message,
      assertErr(parseRecord(edit(record, (r) => (r.game = big)), diceDuel)).message,
    ];
    for (const m of messages) expect(m.length).toBeLessThan(200);
    expect(messages[0]).toBe(`This is not a rulesmith match record: its format is "${"x".repeat(57)}…", not "rulesmith/match".`);
  });

  it("replay: a record of a 1 MB game, and a record whose action is 1 MB", () => {
    const { record } = played(5);
    const game = assertErr(replay(diceDuel, edit(record, (r) => (r.game = big))));
    expect(game.code).toBe(CoreErrorCode.RecordGame);
    expect(game.message.length).toBeLessThan(200);
    const action = assertErr(replay(diceDuel, edit(record, (r) => ((r.actions as { player: number; action: JsonValue }[])[0] = { player: 0, action: big }))));
    expect(action.code).toBe(CoreErrorCode.ReplayRejected);
    expect(action.message.length).toBeLessThan(400);
    expect(action.message).toMatch(/^Action 1 of \d+ \(player 0: "x+…\) was refused: /);
  });

  it("parseRecord never throws, even on a record whose getter throws", () => {
    const { record } = played(5);
    const trap = Object.defineProperty(JSON.parse(JSON.stringify(record)) as object, "actions", {
      enumerable: true,
      get(): never {
        throw new Error("no actions here");
      },
    });
    const e = assertErr(parseRecord(trap));
    expect(e.code).toBe(CoreErrorCode.BadRecord);
    expect(e.message).toBe('A match record is plain JSON data; this one could not be read ("no actions here").');
  });
});

describe("replay", () => {
  it("rebuilds the exact final state of a recorded match, with every step's events", () => {
    const { text, final, record } = played(11);
    const r = assertOk(replay(diceDuel, JSON.parse(text)));
    expect(canonicalJson(r.state)).toBe(canonicalJson(final));
    expect(r.steps).toHaveLength(record.actions.length);
    expect(r.steps[0]?.events.length).toBeGreaterThan(0);
    expect(r.outcome).toEqual(record.final?.outcome);
  });

  it("replays a match with physical dice", () => {
    const { text, final } = played(12, "external");
    expect(canonicalJson(assertOk(replay(diceDuel, JSON.parse(text))).state)).toBe(canonicalJson(final));
  });

  it("replays an unfinished record without checking an ending", () => {
    const rec = assertOk(appendAction(assertOk(createRecord(diceDuel, { seed: 2 })), 0, { type: "keep" }));
    const r = assertOk(replay(diceDuel, rec));
    expect(r.outcome).toBeUndefined();
    expect(r.state.sides[0].ready).toBe(true);
  });

  test.prop([fc.nat(), fc.nat()], { numRuns: 30 })("a random match's record replays to an identical state", (seed, choices) => {
    const m = assertOk(playMatch(diceDuel, { seed, dice: seed % 2 === 0 ? "seeded" : "external" }, randomChooser(choices)));
    const r = assertOk(replay(diceDuel, JSON.parse(JSON.stringify(m.record))));
    expect(canonicalJson(r.state)).toBe(canonicalJson(m.state));
  });

  it("notices a config changed after the match was recorded", () => {
    const { record } = played(5);
    const e = assertErr(replay(diceDuel, edit(record, (r) => (r.config = { seed: 6 }))));
    expect(e.code).toBe(CoreErrorCode.BadRecord);
    expect(e.message).toMatch(/the config was changed after the match was recorded/i);
  });

  it("refuses a record of another format version", () => {
    const { record } = played(5);
    const e = assertErr(replay(diceDuel, edit(record, (r) => (r.version = 2))));
    expect(e.code).toBe(CoreErrorCode.RecordVersion);
    expect(e.message).toContain("format version 2");
    expect(assertErr(replay(diceDuel, edit(record, (r) => (r.format = "chess/pgn")))).code).toBe(CoreErrorCode.RecordVersion);
  });

  it("refuses a record of another game or rules version", () => {
    const { record } = played(5);
    const e = assertErr(replay(diceDuel, edit(record, (r) => (r.game = "ward"))));
    expect(e.code).toBe(CoreErrorCode.RecordGame);
    expect(e.message).toBe('This record is of the game "ward", not "dice-duel".');
    expect(assertErr(replay(diceDuel, edit(record, (r) => (r.gameVersion = 9)))).code).toBe(CoreErrorCode.RecordVersion);
  });

  it("reports which recorded action was refused, by whom and why", () => {
    const { record } = played(5);
    const tampered = edit(record, (r) => {
      const actions = r.actions as { player: number; action: JsonValue }[];
      actions[3] = { player: 1, action: { type: "play", card: "c99" } };
    });
    const e = assertErr(replay(diceDuel, tampered));
    expect(e.code).toBe(CoreErrorCode.ReplayRejected);
    expect(e.details).toEqual({ index: 3, player: 1, action: { type: "play", card: "c99" } });
    expect(e.message).toMatch(/^Action 4 of \d+ \(player 1: \{"card":"c99","type":"play"\}\) was refused: /);
  });

  it("notices a replay that ends in another state or with another outcome", () => {
    const { record } = played(5);
    const hash = assertErr(replay(diceDuel, edit(record, (r) => (r.final = { ...record.final, stateHash: "00000000" }))));
    expect(hash.code).toBe(CoreErrorCode.ReplayMismatch);
    const outcome = assertErr(replay(diceDuel, edit(record, (r) => (r.final = { ...record.final, outcome: null }))));
    expect(outcome.code).toBe(CoreErrorCode.ReplayMismatch);
    expect(outcome.message).toContain("another outcome");
  });

  it("reports a recorded config that setup refuses", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 1, dice: "loaded" }));
    const e = assertErr(replay(diceDuel, rec));
    expect(e.code).toBe(CoreErrorCode.BadRecord);
    expect(e.message).toContain("does not start a match");
  });

  it("reports a ruleset that throws as an internal error instead of throwing", () => {
    const rec = assertOk(createRecord(diceDuel, { seed: 1 }));
    const throwing = {
      ...diceDuel,
      setup: (): never => {
        throw new Error("bad setup");
      },
    };
    expect(assertErr(replay(throwing, rec)).code).toBe(CoreErrorCode.Internal);
    const refusing = { ...diceDuel, setup: () => err(ruleError("x", "no")) };
    expect(assertErr(replay(refusing, rec)).code).toBe(CoreErrorCode.BadRecord);
  });
});

describe("parseRecord", () => {
  const { record } = played(8);

  it("accepts a record and returns a fresh copy", () => {
    const parsed = assertOk(parseRecord(JSON.parse(JSON.stringify(record))));
    expect(parsed).toEqual(record);
    const open = assertOk(parseRecord(edit(record, (r) => delete r.final)));
    expect(open.final).toBeUndefined();
    const ruled = assertOk(parseRecord(edit(record, (r) => (r.final = { stateHash: "0123abcd", outcome: { winners: [], losers: [], reason: "r", rule: "R-1" } }))));
    expect(ruled.final?.outcome?.rule).toBe("R-1");
  });

  it.each<[string, (r: Editable) => void, string]>([
    ["an unknown field", (r) => (r.comment = "hi"), "$.comment"],
    ["no game", (r) => (r.game = ""), "$.game"],
    ["a fractional game version", (r) => (r.gameVersion = 1.5), "$.gameVersion"],
    ["a config that is not JSON", (r) => delete r.config, "$.config"],
    ["a bad config hash", (r) => (r.configHash = "xyz"), "$.configHash"],
    ["actions that are not a list", (r) => (r.actions = {}), "$.actions"],
    ["an action that is not an object", (r) => (r.actions = [1]), "$.actions[0]"],
    ["an action with another field", (r) => (r.actions = [{ player: 0, action: null, at: 1 }]), "$.actions[0].at"],
    ["an action without a seat", (r) => (r.actions = [{ player: "me", action: null }]), "$.actions[0].player"],
    ["an action that is missing", (r) => (r.actions = [{ player: 0 }]), "$.actions[0].action"],
    ["a final part that is not an object", (r) => (r.final = 1), "$.final"],
    ["a final part with another field", (r) => (r.final = { stateHash: "0123abcd", outcome: null, at: 1 }), "$.final.at"],
    ["a bad state hash", (r) => (r.final = { stateHash: "0123", outcome: null }), "$.final.stateHash"],
    ["a final part without an outcome", (r) => (r.final = { stateHash: "0123abcd" }), "$.final.outcome"],
    ["an outcome that is not an object", (r) => (r.final = { stateHash: "0123abcd", outcome: "won" }), "$.final.outcome"],
    ["an outcome with another field", (r) => (r.final = { stateHash: "0123abcd", outcome: { winners: [], losers: [], reason: "r", x: 1 } }), "$.final.outcome.x"],
    ["winners that are not seats", (r) => (r.final = { stateHash: "0123abcd", outcome: { winners: [-1], losers: [], reason: "r" } }), "$.final.outcome.winners"],
    ["losers that are not a list", (r) => (r.final = { stateHash: "0123abcd", outcome: { winners: [], losers: 1, reason: "r" } }), "$.final.outcome.losers"],
    ["an outcome without a reason", (r) => (r.final = { stateHash: "0123abcd", outcome: { winners: [], losers: [] } }), "$.final.outcome.reason"],
    ["an outcome with a bad rule", (r) => (r.final = { stateHash: "0123abcd", outcome: { winners: [], losers: [], reason: "r", rule: 1 } }), "$.final.outcome.rule"],
  ])("refuses %s, naming the field", (_what, change, field) => {
    const e = assertErr(parseRecord(edit(record, change)));
    expect(e.code).toBe(CoreErrorCode.BadRecord);
    expect(e.details).toEqual({ field });
  });

  it("refuses what is not a record object", () => {
    expect(assertErr(parseRecord([record])).code).toBe(CoreErrorCode.BadRecord);
    expect(assertErr(parseRecord(null)).code).toBe(CoreErrorCode.BadRecord);
    expect(assertErr(parseRecord({ format: MATCH_RECORD_FORMAT, version: () => 1 })).message).toContain("format version function");
  });

  it("refuses a record, an action or a final part whose fields come only from a prototype, where the same fields as own fields are accepted", () => {
    const fields = JSON.parse(JSON.stringify(record)) as Editable;
    assertOk(parseRecord({ ...fields }));
    expect(assertErr(parseRecord(Object.create(fields) as object)).code).toBe(CoreErrorCode.RecordVersion);
    const { format, version, ...rest } = fields;
    const e = assertErr(parseRecord(Object.assign(Object.create(rest) as object, { format, version })));
    expect(e.code).toBe(CoreErrorCode.BadRecord);
    expect(e.details).toEqual({ field: "$.game" });
    const inherited = edit(record, (r) => (r.actions = [Object.create({ player: 0, action: { type: "keep" } }) as object]));
    expect(assertErr(parseRecord(inherited)).details).toEqual({ field: "$.actions[0].player" });
    const final = edit(record, (r) => (r.final = Object.create({ stateHash: "0123abcd", outcome: null }) as object));
    expect(assertErr(parseRecord(final)).details).toEqual({ field: "$.final.stateHash" });
    assertOk(parseRecord(edit(record, (r) => (r.actions = [{ player: 0, action: { type: "keep" } }]))));
    assertOk(parseRecord(edit(record, (r) => (r.final = { stateHash: "0123abcd", outcome: null }))));
  });
});
