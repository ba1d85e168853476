import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { GameEvent } from "./events.js";
import { canonicalJson, excerpt, hashJson, isPlainJson, plainJsonProblem, type JsonValue } from "./json.js";
import { isRecord, isSeat, own } from "./json-read.js";
import { clipMessage, thrownText } from "./outside-data.js";
import type { PlayerId } from "./player.js";
import { err, ok, type Result } from "./result.js";
import type { Outcome, Ruleset } from "./ruleset.js";

/**
 * The `format` field of every match record.
 * @example
 * ```ts
 * import { MATCH_RECORD_FORMAT } from "@rulesmith/core";
 * MATCH_RECORD_FORMAT; // "rulesmith/match"
 * ```
 */
export const MATCH_RECORD_FORMAT = "rulesmith/match";

/**
 * The match-record format version this version of `@rulesmith/core` writes and reads.
 * @example
 * ```ts
 * import { MATCH_RECORD_VERSION } from "@rulesmith/core";
 * MATCH_RECORD_VERSION; // 1
 * ```
 */
export const MATCH_RECORD_VERSION = 1;

/**
 * One recorded action: who acted and what they did.
 * @example
 * ```ts
 * import type { RecordedAction } from "@rulesmith/core";
 * const a: RecordedAction = { player: 0, action: { type: "strike" } };
 * ```
 */
export interface RecordedAction {
  /** Who acted. */
  readonly player: PlayerId;
  /** What they did. */
  readonly action: JsonValue;
}

/**
 * How a recorded match ended: the hash of the final state ({@link hashJson}) and the outcome,
 * or `null` when the match was stopped before it ended.
 * @example
 * ```ts
 * import type { RecordFinal } from "@rulesmith/core";
 * const f: RecordFinal = { stateHash: "1a2b3c4d", outcome: { winners: [0], losers: [1], reason: "HP reached 0" } };
 * ```
 */
export interface RecordFinal {
  /** {@link hashJson} of the final state. */
  readonly stateHash: string;
  /** The outcome, or `null` for a match that did not end. */
  readonly outcome: Outcome | null;
}

/**
 * A match as JSON: the game and its rules version, the config it started from (seed, decks,
 * options), a hash of that config, every action in order and, once finished, a hash of the
 * final state and the outcome. {@link replay} rebuilds the match from it.
 *
 * @example
 * ```ts
 * import type { MatchRecord } from "@rulesmith/core";
 * const r: MatchRecord = {
 *   format: "rulesmith/match", version: 1, game: "dice-duel", gameVersion: 1,
 *   config: { seed: 7 }, configHash: "0c1b2e4f", actions: [{ player: 0, action: { type: "keep" } }],
 * };
 * ```
 */
export interface MatchRecord {
  /** Always {@link MATCH_RECORD_FORMAT}. */
  readonly format: typeof MATCH_RECORD_FORMAT;
  /** The record format version, {@link MATCH_RECORD_VERSION}. */
  readonly version: typeof MATCH_RECORD_VERSION;
  /** The ruleset's `id`. */
  readonly game: string;
  /** The ruleset's `version` when the match was played. */
  readonly gameVersion: number;
  /** The config given to `setup`. */
  readonly config: JsonValue;
  /** {@link hashJson} of the config, to notice a changed config. */
  readonly configHash: string;
  /** Every action, in order. */
  readonly actions: readonly RecordedAction[];
  /** How the match ended, once the record is finished. */
  readonly final?: RecordFinal;
}

/**
 * One step of a replay: the recorded action and the events it produced.
 * @example
 * ```ts
 * import type { ReplayStep } from "@rulesmith/core";
 * function log(s: ReplayStep) { return `${s.player}: ${s.events.map((e) => e.type).join(", ")}`; }
 * ```
 */
export interface ReplayStep {
  /** Who acted. */
  readonly player: PlayerId;
  /** The recorded action. */
  readonly action: JsonValue;
  /** The events it produced. */
  readonly events: readonly GameEvent[];
}

/**
 * What {@link replay} rebuilds: the final state, every step with its events, and the outcome.
 * @typeParam S - The game state.
 * @example
 * ```ts
 * import type { Replayed } from "@rulesmith/core";
 * function steps<S>(r: Replayed<S>) { return r.steps.length; }
 * ```
 */
export interface Replayed<S> {
  /** The state after the last action. */
  readonly state: S;
  /** Every replayed step. */
  readonly steps: readonly ReplayStep[];
  /** How the match ended, or `undefined` if it did not. */
  readonly outcome: Outcome | undefined;
}

interface Fail {
  ok: false;
  error: RuleError;
}

/** A value from the record for a message: a short excerpt of JSON, never the whole of a long one, or the kind of what is not JSON. */
function show(v: unknown): string {
  return isPlainJson(v) ? excerpt(v, 60) : typeof v;
}

/** A key from the record for a message or a path: cut to 40 characters. */
function shownKey(k: string): string {
  return clipMessage(k, 40);
}

/** Another part's message (the ruleset's) inside one of ours: cut so that ours stays short. */
function inner(message: string): string {
  return clipMessage(message, 200);
}

function badRecord(message: string, field: string): Fail {
  return err(ruleError(CoreErrorCode.BadRecord, message, { details: { field } }));
}

function copyOutcome(o: Outcome): Outcome {
  const winners = o.winners.slice();
  const losers = o.losers.slice();
  return o.rule === undefined ? { winners, losers, reason: o.reason } : { winners, losers, reason: o.reason, rule: o.rule };
}

/**
 * Starts a match record for a ruleset and a config, with no actions yet.
 *
 * @param ruleset - The game (its `id`, a non-empty string, and `version`, a whole number from
 *   0, are recorded).
 * @param config - The config given to `setup`; it must be plain JSON.
 * @returns The record, or a `config/invalid` error naming where the config is not JSON, or
 *   saying that `ruleset` has no such `id` and `version` (then no record could be read back).
 * @example
 * ```ts
 * import { createRecord } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const rec = createRecord(diceDuel, { seed: 7 });
 * if (rec.ok) console.log(rec.value.game, rec.value.configHash, rec.value.actions); // dice-duel 7a04abc1 []
 * ```
 */
export function createRecord(ruleset: { readonly id: string; readonly version: number }, config: unknown): Result<MatchRecord> {
  const named = rulesetName(ruleset);
  if (!named.ok) return named;
  if (!isPlainJson(config)) {
    return err(
      ruleError(CoreErrorCode.BadConfig, `A config must be plain JSON to be recorded (${plainJsonProblem(config) ?? ""}).`),
    );
  }
  return ok({
    format: MATCH_RECORD_FORMAT,
    version: MATCH_RECORD_VERSION,
    game: named.value.id,
    gameVersion: named.value.version,
    config,
    configHash: hashJson(config),
    actions: [],
  });
}

/** The id and version a record names its game by, read from a ruleset given by a caller without types, which may be anything. */
function rulesetName(ruleset: unknown): Result<{ readonly id: string; readonly version: number }> {
  let id: unknown;
  let version: unknown;
  try {
    id = typeof ruleset === "object" && ruleset !== null ? Reflect.get(ruleset, "id") : undefined;
    version = typeof ruleset === "object" && ruleset !== null ? Reflect.get(ruleset, "version") : undefined;
  } catch (e) {
    return err(ruleError(CoreErrorCode.BadConfig, `A record needs a ruleset whose id and version can be read (${thrownText(e)}).`));
  }
  if (typeof id !== "string" || id === "" || typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    return err(
      ruleError(CoreErrorCode.BadConfig, `A record needs a ruleset with a non-empty string id and a whole-number version, not ${excerpt(ruleset, 60)}.`),
    );
  }
  return ok({ id, version });
}

/**
 * Adds actions to the end of a record, returning a new record (the given one is not changed).
 * Adding to a finished record drops its `final` part.
 *
 * @param record - The record so far.
 * @param entries - The actions to add, in order; each action must be plain JSON, and each
 *   player a seat number (see {@link isSeat}).
 * @returns The longer record, or an `action/malformed` error for an action that is not JSON,
 *   or a `player/unknown` error for a player that is not a seat number. On an error nothing is
 *   added.
 * @example
 * ```ts
 * import { appendActions, createRecord } from "@rulesmith/core";
 * import { assertOk } from "@rulesmith/core/testing";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const rec = assertOk(createRecord(diceDuel, { seed: 7 }));
 * const longer = appendActions(rec, [{ player: 0, action: { type: "keep" } }, { player: 1, action: { type: "keep" } }]);
 * ```
 */
export function appendActions(record: MatchRecord, entries: readonly { readonly player: PlayerId; readonly action: unknown }[]): Result<MatchRecord> {
  const list: unknown = entries; // checked: a caller without types may pass anything
  if (!Array.isArray(list)) return err(ruleError(CoreErrorCode.MalformedAction, `The actions to record are a list of { player, action }, not ${excerpt(list)}.`));
  const actions = record.actions.slice();
  for (const e of list as unknown[]) {
    if (!isRecord(e)) return err(ruleError(CoreErrorCode.MalformedAction, `An action to record is a { player, action } object, not ${excerpt(e)}.`));
    const player = own(e, "player");
    const action = own(e, "action");
    if (!isPlainJson(action)) {
      return err(
        ruleError(CoreErrorCode.MalformedAction, `Only plain JSON actions can be recorded (${plainJsonProblem(action) ?? ""}).`),
      );
    }
    if (!isSeat(player)) return err(ruleError(CoreErrorCode.UnknownPlayer, `${excerpt(player)} is not a seat number (a whole number from 0).`));
    actions.push({ player, action });
  }
  return ok({
    format: record.format,
    version: record.version,
    game: record.game,
    gameVersion: record.gameVersion,
    config: record.config,
    configHash: record.configHash,
    actions,
  });
}

/**
 * Adds one action to the end of a record (see {@link appendActions}, which is faster for
 * many).
 *
 * @param record - The record so far.
 * @param player - Who acted: a seat number, a whole number from 0 (see {@link isSeat}).
 * @param action - What they did; plain JSON.
 * @returns The longer record, or an error for an action that is not JSON (`action/malformed`)
 *   or a player that is not a seat number (`player/unknown`, for `-1`, `1.5` or `1e300`).
 * @example
 * ```ts
 * import { appendAction, createRecord } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const rec = createRecord(diceDuel, { seed: 7 });
 * const next = rec.ok ? appendAction(rec.value, 0, { type: "keep" }) : rec;
 * ```
 */
export function appendAction(record: MatchRecord, player: PlayerId, action: unknown): Result<MatchRecord> {
  return appendActions(record, [{ player, action }]);
}

/**
 * Seals a record with the hash of the final state and the outcome (`null` if the match did
 * not end), so that {@link replay} can tell whether it ends in the same place.
 *
 * @param record - The record with every action.
 * @param ruleset - The game, for its `outcome`.
 * @param finalState - The state after the last action.
 * @returns A new record with `final` set.
 * @example
 * ```ts
 * import { finishRecord, playMatch, randomChooser } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const m = playMatch(diceDuel, { seed: 3 }, randomChooser(3));
 * // playMatch finishes its record already; finishRecord seals any record with a final state:
 * const sealed = m.ok ? finishRecord(m.value.record, diceDuel, m.value.state) : undefined;
 * ```
 */
export function finishRecord<S>(record: MatchRecord, ruleset: Pick<Ruleset<S, unknown>, "outcome">, finalState: S): MatchRecord {
  const outcome = ruleset.outcome(finalState);
  return {
    format: record.format,
    version: record.version,
    game: record.game,
    gameVersion: record.gameVersion,
    config: record.config,
    configHash: record.configHash,
    actions: record.actions,
    final: { stateHash: hashJson(finalState), outcome: outcome === undefined ? null : copyOutcome(outcome) },
  };
}

const RECORD_KEYS: readonly string[] = ["format", "version", "game", "gameVersion", "config", "configHash", "actions", "final"];
const HASH = /^[0-9a-f]{8}$/;

function parseSeats(v: unknown, field: string): Result<PlayerId[]> {
  if (!Array.isArray(v)) return badRecord(`${field} is a list of seat numbers.`, field);
  const out: PlayerId[] = [];
  for (const p of v as unknown[]) {
    if (!isSeat(p)) return badRecord(`${field} is a list of seat numbers.`, field);
    out.push(p);
  }
  return ok(out);
}

function parseOutcome(v: unknown): Result<Outcome | null> {
  const field = "$.final.outcome";
  if (v === null) return ok(null);
  if (!isRecord(v)) return badRecord("The recorded outcome is an object or null.", field);
  for (const k of Object.keys(v)) {
    if (k !== "winners" && k !== "losers" && k !== "reason" && k !== "rule") {
      return badRecord(`A recorded outcome has no field ${show(k)}.`, `${field}.${shownKey(k)}`);
    }
  }
  const winners = parseSeats(own(v, "winners"), `${field}.winners`);
  if (!winners.ok) return winners;
  const losers = parseSeats(own(v, "losers"), `${field}.losers`);
  if (!losers.ok) return losers;
  const reason = own(v, "reason");
  if (typeof reason !== "string") return badRecord("The recorded outcome has a reason in words.", `${field}.reason`);
  const rule = own(v, "rule");
  if (rule === undefined) return ok({ winners: winners.value, losers: losers.value, reason });
  if (typeof rule !== "string") return badRecord("The recorded outcome's rule is a rule ID.", `${field}.rule`);
  return ok({ winners: winners.value, losers: losers.value, reason, rule });
}

function parseFinal(v: unknown): Result<RecordFinal> {
  if (!isRecord(v)) return badRecord("The final part of a record is an object.", "$.final");
  for (const k of Object.keys(v)) {
    if (k !== "stateHash" && k !== "outcome") return badRecord(`The final part of a record has no field ${show(k)}.`, `$.final.${shownKey(k)}`);
  }
  const stateHash = own(v, "stateHash");
  if (typeof stateHash !== "string" || !HASH.test(stateHash)) {
    return badRecord("The final state hash is 8 hex digits.", "$.final.stateHash");
  }
  if (!Object.hasOwn(v, "outcome")) return badRecord("The final part of a record has an outcome (or null).", "$.final.outcome");
  const outcome = parseOutcome(own(v, "outcome"));
  if (!outcome.ok) return outcome;
  return ok({ stateHash, outcome: outcome.value });
}

function parseActions(v: unknown): Result<RecordedAction[]> {
  if (!Array.isArray(v)) return badRecord("A record's actions are a list.", "$.actions");
  const out: RecordedAction[] = [];
  const list = v as unknown[];
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    const field = `$.actions[${i}]`;
    if (!isRecord(item)) return badRecord(`Recorded action ${i + 1} is not an object.`, field);
    for (const k of Object.keys(item)) {
      if (k !== "player" && k !== "action") return badRecord(`Recorded action ${i + 1} has an unknown field ${show(k)}.`, `${field}.${shownKey(k)}`);
    }
    const player = own(item, "player");
    if (!isSeat(player)) return badRecord(`Recorded action ${i + 1} has no valid player seat.`, `${field}.player`);
    const action = own(item, "action");
    if (!isPlainJson(action)) return badRecord(`Recorded action ${i + 1} is not plain JSON.`, `${field}.action`);
    out.push({ player, action });
  }
  return ok(out);
}

/**
 * Reads a match record from outside (a file, a network message), checking every field.
 * Given a ruleset, it also checks that the record is for that game and rules version.
 *
 * @remarks
 * It never throws: a value whose getters throw is refused as unreadable, and messages quote at
 * most a short excerpt of a value or key from the record.
 *
 * @param value - Parsed JSON, untrusted.
 * @param ruleset - Optionally, the game the record must be for.
 * @returns A fresh, checked record, or an error: `record/version` for another format or
 *   version, `record/game` for another game, `record/invalid` for anything else, with the
 *   offending field in `details.field`.
 * @example
 * ```ts
 * import { parseJson, parseRecord } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * // e.g. read from a file
 * const fileText = '{"format":"rulesmith/match","version":1}';
 * const text = parseJson(fileText);
 * const rec = text.ok ? parseRecord(text.value, diceDuel) : undefined;
 * ```
 */
export function parseRecord(value: unknown, ruleset?: { readonly id: string; readonly version: number }): Result<MatchRecord> {
  try {
    return readRecord(value, ruleset);
  } catch (e) {
    // Only a value that is not plain data (a getter or a proxy that throws) gets here.
    return badRecord(`A match record is plain JSON data; this one could not be read (${thrownText(e)}).`, "$");
  }
}

function readRecord(value: unknown, ruleset: { readonly id: string; readonly version: number } | undefined): Result<MatchRecord> {
  if (!isRecord(value)) return badRecord("A match record is a JSON object.", "$");
  const format = own(value, "format");
  if (format !== MATCH_RECORD_FORMAT) {
    return err(
      ruleError(CoreErrorCode.RecordVersion, format === undefined ? `This is not a rulesmith match record: it has no "format" field (a record has format "${MATCH_RECORD_FORMAT}").` : `This is not a rulesmith match record: its format is ${show(format)}, not "${MATCH_RECORD_FORMAT}".`, {
        details: { field: "$.format" },
      }),
    );
  }
  const version = own(value, "version");
  if (version !== MATCH_RECORD_VERSION) {
    return err(
      ruleError(
        CoreErrorCode.RecordVersion,
        `This match record has format version ${show(version)}; this version of @rulesmith/core reads version ${MATCH_RECORD_VERSION}.`,
        { details: { field: "$.version" } },
      ),
    );
  }
  for (const k of Object.keys(value)) {
    if (!RECORD_KEYS.includes(k)) return badRecord(`A match record has no field ${show(k)}.`, `$.${shownKey(k)}`);
  }
  const game = own(value, "game");
  if (typeof game !== "string" || game === "") return badRecord("A match record names its game.", "$.game");
  if (ruleset !== undefined && game !== ruleset.id) {
    return err(
      ruleError(CoreErrorCode.RecordGame, `This record is of the game ${show(game)}, not ${show(ruleset.id)}.`, { details: { field: "$.game" } }),
    );
  }
  const gameVersion = own(value, "gameVersion");
  if (typeof gameVersion !== "number" || !Number.isInteger(gameVersion) || gameVersion < 0) return badRecord("A match record's game version is a whole number.", "$.gameVersion");
  if (ruleset !== undefined && gameVersion !== ruleset.version) {
    return err(
      ruleError(
        CoreErrorCode.RecordVersion,
        `This record was made with version ${gameVersion} of the ${show(game)} rules; these are version ${show(ruleset.version)}.`,
        { details: { field: "$.gameVersion" } },
      ),
    );
  }
  const config = own(value, "config");
  if (!isPlainJson(config)) return badRecord("A match record holds its config as plain JSON.", "$.config");
  const configHash = own(value, "configHash");
  if (typeof configHash !== "string" || !HASH.test(configHash)) {
    return badRecord("A match record's config hash is 8 hex digits.", "$.configHash");
  }
  const actions = parseActions(own(value, "actions"));
  if (!actions.ok) return actions;
  const base = { format: MATCH_RECORD_FORMAT, version: MATCH_RECORD_VERSION, game, gameVersion, config, configHash, actions: actions.value } as const;
  if (!Object.hasOwn(value, "final")) return ok(base);
  const final = parseFinal(own(value, "final"));
  if (!final.ok) return final;
  return ok({ ...base, final: final.value });
}

function describeThrown(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${inner(e.message)}` : thrownText(e);
}

/**
 * Plays a recorded match again and checks that it ends where the record says.
 *
 * The record is read with {@link parseRecord}; the config must still have the recorded hash
 * (`record/invalid`: "the config was changed after the match was recorded"); every action is
 * applied in order (a refused one gives `record/rejected` with `details: { index, player,
 * action }` and the ruleset's own message); and if the record is finished, the final state
 * hash and outcome must match (`record/mismatch`).
 *
 * @param ruleset - The game.
 * @param record - A record from outside (parsed JSON), untrusted.
 * @returns The final state, every step with its events and the outcome, or why the record
 *   does not replay. Never throws: an exception in the ruleset comes back as `internal/error`.
 * @example
 * ```ts
 * import { playMatch, randomChooser, replay } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const played = playMatch(diceDuel, { seed: 5 }, randomChooser(5));
 * if (!played.ok) throw new Error(played.error.message);
 * const savedText = JSON.stringify(played.value.record);
 * const r = replay(diceDuel, JSON.parse(savedText));
 * if (r.ok) console.log(r.value.outcome?.reason, r.value.steps.length); // player 1 was reduced to 0 HP 9
 *
 * // an edited record: its first action is not legal where it stands
 * const edited = JSON.parse(savedText) as { actions: { action: unknown }[] };
 * if (edited.actions[0] !== undefined) edited.actions[0].action = { type: "strike" };
 * const refused = replay(diceDuel, edited);
 * if (!refused.ok) console.log(refused.error.code, refused.error.message); // record/rejected Action 1 of 9 (player 0: {"type":"strike"}) was refused: First keep or redraw your hand. [action/illegal]
 * ```
 */
export function replay<S, A, C>(ruleset: Ruleset<S, A, C>, record: unknown): Result<Replayed<S>> {
  // Recorded configs and actions are untrusted JSON: setup and apply validate what they get.
  const rules: Ruleset<S, unknown> = ruleset;
  try {
    const parsed = parseRecord(record, ruleset);
    if (!parsed.ok) return parsed;
    const rec = parsed.value;
    const hash = hashJson(rec.config);
    if (hash !== rec.configHash) {
      return err(
        ruleError(CoreErrorCode.BadRecord, `The config was changed after the match was recorded (its hash is ${hash}, the record says ${rec.configHash}).`, {
          details: { field: "$.configHash", expected: rec.configHash, actual: hash },
        }),
      );
    }
    const start = rules.setup(rec.config);
    if (!start.ok) {
      return err(
        ruleError(CoreErrorCode.BadRecord, `The recorded config does not start a match: ${inner(start.error.message)}`, {
          details: { field: "$.config", code: start.error.code },
        }),
      );
    }
    let state = start.value;
    const total = rec.actions.length;
    const steps: ReplayStep[] = new Array<ReplayStep>(total);
    for (let i = 0; i < total; i++) {
      const entry = rec.actions[i] ?? { player: -1, action: null };
      const step = rules.apply(state, entry.player, entry.action);
      if (!step.ok) {
        return err(
          ruleError(
            CoreErrorCode.ReplayRejected,
            `Action ${i + 1} of ${total} (player ${entry.player}: ${clipMessage(canonicalJson(entry.action), 80)}) was refused: ${inner(step.error.message)} [${clipMessage(step.error.code, 60)}]`,
            { rule: step.error.rule, details: { index: i, player: entry.player, action: entry.action } },
          ),
        );
      }
      steps[i] = { player: entry.player, action: entry.action, events: step.value.events };
      state = step.value.state;
    }
    const outcome = rules.outcome(state);
    if (rec.final !== undefined) {
      const stateHash = hashJson(state);
      if (stateHash !== rec.final.stateHash) {
        return err(
          ruleError(CoreErrorCode.ReplayMismatch, `The replay ended in another state than the record says (hash ${stateHash}, recorded ${rec.final.stateHash}).`, {
            details: { expected: rec.final.stateHash, actual: stateHash },
          }),
        );
      }
      const got = outcome === undefined ? null : copyOutcome(outcome);
      if (canonicalJson(got) !== canonicalJson(rec.final.outcome)) {
        return err(
          ruleError(
            CoreErrorCode.ReplayMismatch,
            `The replay ended with another outcome than the record says (${clipMessage(canonicalJson(got), 120)}, recorded ${clipMessage(canonicalJson(rec.final.outcome), 120)}).`,
          ),
        );
      }
    }
    return ok({ state, steps, outcome });
  } catch (e) {
    return err(ruleError(CoreErrorCode.Internal, `The ruleset threw during the replay (a bug): ${describeThrown(e)}`));
  }
}
