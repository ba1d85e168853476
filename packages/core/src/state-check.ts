// parseState for rulesets built with the engine kit: bounded plain-JSON check, the game's
// schema, the kit's invariants (cards, zones, chance fields), the game's invariants; every
// problem listed.
import { parseChanceHost, parsePhysicalRolls, type PendingChance } from "./chance-host.js";
import { CoreErrorCode, ruleError } from "./errors.js";
import { excerpt, plainJsonProblem, type JsonValue } from "./json.js";
import { isRecord, own } from "./json-read.js";
import type { KitState } from "./kit-state.js";
import type { PlayerId } from "./player.js";
import { err, ok, type Result } from "./result.js";
import { shown, words, type SchemaIssueLike } from "./schema-issues.js";
import type { StandardSchemaIssue, StandardSchemaV1 } from "./standard-schema.js";
import type { HoldsHook } from "./visibility.js";
import { parseRngState } from "./rng.js";
import { FORBIDDEN_KEYS } from "./outside-data.js";
import { locate, parseZoneMap } from "./zone-map.js";
import type { ZoneDef } from "./zones.js";

/**
 * One problem found in a saved state: where (a path such as `$.players[1].hp`) and what.
 *
 * @example
 * ```ts
 * import type { StateProblem } from "@rulesmith/core";
 * const p: StateProblem = { path: "$.players[1].hp", message: "is -7, not a whole number from 0 to 100" };
 * ```
 */
export interface StateProblem {
  /** Where, from the root `$`. */
  readonly path: string;
  /** What is wrong, for a person; quotes at most a short excerpt of the value. */
  readonly message: string;
}

/** The most problems one parseState lists; past it the list ends with a note. */
const MAX_PROBLEMS = 50;

/**
 * Collects the problems of a state for `parseState`, with helpers for the checks every game
 * needs: whole numbers in a range, references to existing ids. A game's `invariants` hook gets
 * one and reports into it; it never throws.
 *
 * @example
 * ```ts
 * import { StateReport } from "@rulesmith/core";
 * const report = new StateReport();
 * report.int("$.hp", -7, 0, 60);
 * report.ref("$.target", "c99", { c1: {} }, "card");
 * report.problems.length; // 2
 * ```
 */
export class StateReport {
  /** The problems so far, at most 50 (then one last "and more"). */
  readonly problems: StateProblem[] = [];

  /**
   * Reports a problem.
   *
   * @param path - Where (`$.players[1].hp`).
   * @param message - What is wrong.
   */
  add(path: string, message: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ path, message });
    else if (this.problems.length === MAX_PROBLEMS) this.problems.push({ path: "$", message: "and more problems (only the first 50 are listed)" });
  }

  /**
   * Checks that a value is a whole number from `min` to `max`; reports it otherwise.
   *
   * @param path - Where the value is.
   * @param value - The value.
   * @param min - The least allowed.
   * @param max - The most allowed.
   * @returns `true` when it is.
   */
  int(path: string, value: unknown, min: number, max: number): value is number {
    if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return true;
    this.add(path, `is ${excerpt(value)}, not a whole number from ${min} to ${max}`);
    return false;
  }

  /**
   * Checks that an id names an entry of a table; reports it otherwise.
   *
   * @param path - Where the id is.
   * @param id - The id.
   * @param table - The table it must be a key of.
   * @param what - What the table holds, for the message (`"card"`).
   * @returns `true` when it does.
   */
  ref(path: string, id: unknown, table: object, what: string): id is string {
    if (typeof id === "string" && Object.hasOwn(table, id)) return true;
    this.add(path, `is ${excerpt(id)}, which names no ${what}`);
    return false;
  }

  /**
   * Checks a condition; reports `message` at `path` when it does not hold.
   *
   * @param ok - The condition.
   * @param path - Where.
   * @param message - What is wrong when it does not hold.
   * @returns `ok`.
   */
  check(ok: boolean, path: string, message: string): boolean {
    if (!ok) this.add(path, message);
    return ok;
  }
}

/** What the kit's parseState needs from a game. @internal */
export interface StateCheckSpec<S, D> {
  readonly id: string;
  readonly schema: StandardSchemaV1<unknown, S> | undefined;
  readonly seats: (state: S) => readonly PlayerId[];
  readonly holds: HoldsHook<D, S> | undefined;
  readonly invariants: ((state: S, report: StateReport) => void) | undefined;
  /** The zones the state must have (ids, owners, capacities, visibility), when the game says. */
  readonly layout: ((state: S) => readonly ZoneDef[]) | undefined;
  /** What `outcome` and `decision` make of the state, to check their shape. */
  readonly outcome: (state: S) => unknown;
  readonly decision: (state: S) => unknown;
  /**
   * The roll a paused state's action makes (the kit replays it): the pause to keep (the state's
   * own, or the same dice in this version's words), or why it is not that roll.
   */
  readonly pause: (state: S) => PendingChance | string;
}

const BAD_IDS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

function pathOf(issuePath: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined): string {
  let p = "$";
  for (const seg of issuePath ?? []) {
    const k = typeof seg === "object" ? seg.key : seg;
    p += typeof k === "number" ? `[${k}]` : `.${String(k)}`;
    if (p.length > 120) return `${p.slice(0, 117)}…`;
  }
  return p;
}

/**
 * A schema's problem as the rest of a sentence after its path, for a person: the library's own
 * words ("Invalid type: Expected 3 but received 2") turned into "is 2, not 3", a field no state
 * has into "is not a field of a ward state", and a `version` another release wrote into what to
 * do with the state. A message the schema's author wrote (not starting with "Invalid ") is kept.
 */
function issueText(issue: StandardSchemaIssue & SchemaIssueLike, path: string, id: string): string {
  if (!issue.message.startsWith("Invalid ")) return issue.message;
  if (issue.type === "strict_object" && issue.expected === "never") return `is not a field of a ${id} state`;
  if (issue.kind !== "schema" || typeof issue.expected !== "string" || issue.expected === "") return issue.message;
  if (issue.received === "undefined") return "is missing";
  if (path === "$.version" && /^\d+$/.test(issue.expected) && /^\d+$/.test(issue.received ?? "")) {
    return `is ${issue.received}: saved by another release of the ${id} engine, which this one (version ${issue.expected}) cannot load; load it with that release, or replay the match's record`;
  }
  return `is ${shown(issue.received)}, not ${words(issue.expected)}`;
}

/** The kit's own invariants of the fields it owns. @internal */
function kitInvariants<S extends KitState, D>(state: S, spec: StateCheckSpec<S, D>, report: StateReport): void {
  const host = parseChanceHost(state);
  if (!host.ok) {
    if (!parseRngState(own(state, "rng")).ok) report.add("$.rng", "is not a generator state (a list of four whole numbers from 0 to 2^32 - 1)");
    else report.add("$", host.error.message);
  }
  const decklists: unknown = state.decklists;
  if (decklists !== "open" && decklists !== "hidden") report.add("$.decklists", `is ${excerpt(decklists)}, not "open" or "hidden"`);
  if (!isRecord(state.defs)) report.add("$.defs", "is not a table of card definitions");
  if (!isRecord(state.cards)) {
    report.add("$.cards", "is not a table of card instances");
    return;
  }
  let seats: readonly PlayerId[] = [];
  try {
    seats = spec.seats(state);
  } catch {
    report.add("$", "the seats cannot be read");
  }
  const zones = parseZoneMap(state.zones);
  if (!zones.ok) {
    const details: unknown = zones.error.details;
    const list = own(details, "problems");
    if (Array.isArray(list)) {
      for (const p of list as unknown[]) {
        const path = own(p, "path");
        const message = own(p, "message");
        if (typeof path === "string" && typeof message === "string") report.add(`$.zones${path.replace(/^\$/, "")}`, message);
      }
    } else report.add("$.zones", zones.error.message);
  }
  const map = zones.ok ? zones.value : undefined;
  for (const id of Object.keys(state.cards)) {
    const path = `$.cards.${id.length > 24 ? `${id.slice(0, 24)}…` : id}`;
    if (BAD_IDS.has(id) || !/^[\w-]{1,64}$/.test(id)) report.add(path, "is not a card id (letters, digits, _ and -, at most 64)");
    const c: unknown = state.cards[id];
    if (!isRecord(c) || Object.keys(c).length !== 2) {
      report.add(path, "is not { def, owner }");
      continue;
    }
    if (isRecord(state.defs)) report.ref(`${path}.def`, own(c, "def"), state.defs, "card definition");
    const owner = own(c, "owner");
    if (typeof owner !== "number" || !seats.includes(owner)) report.add(`${path}.owner`, `is ${excerpt(owner)}, not a seat of the match`);
    if (map === undefined) continue;
    const zid = locate(map, id);
    if (zid === undefined) {
      report.add(path, "is in no zone (every card is in exactly one zone)");
      continue;
    }
    const zone = zones.ok ? zones.value.zones[zid] : undefined;
    if (zone === undefined || typeof owner !== "number") continue;
    const def = isRecord(state.defs) ? (own(state.defs, String(own(c, "def"))) as D | undefined) : undefined;
    if (spec.holds !== undefined) {
      if (def !== undefined && !spec.holds(zone, def, owner)) report.add(path, `is in zone ${zone.id}, which may not hold it`);
    } else if (zone.owner !== null && zone.owner !== owner) {
      report.add(path, `belongs to player ${owner} but is in zone ${zone.id} of player ${zone.owner}`);
    }
  }
  if (map !== undefined) for (const id of Object.keys(map.index)) if (!Object.hasOwn(state.cards, id)) report.add(`$.zones.index.${id.slice(0, 24)}`, "names a card that is not in the card table");
  if (spec.layout !== undefined && zones.ok) checkLayout(zones.value.zones, spec.layout(state), report);
}

/** The zones are exactly the game's: same ids, owners, capacities and visibility. */
function checkLayout(zones: Readonly<Record<string, { readonly owner: PlayerId | null; readonly capacity: number | null; readonly visibility: string }>>, defs: readonly ZoneDef[], report: StateReport): void {
  const want = new Set<string>();
  for (const d of defs) {
    want.add(d.id);
    const z = zones[d.id];
    if (z === undefined) {
      report.add(`$.zones.zones["${d.id}"]`, "is missing");
      continue;
    }
    if (z.owner !== (d.owner ?? null) || z.capacity !== (d.capacity ?? null) || z.visibility !== d.visibility) {
      report.add(`$.zones.zones["${d.id}"]`, `is not owned by ${String(d.owner ?? null)} with capacity ${String(d.capacity ?? null)} and visibility ${d.visibility}`);
    }
  }
  for (const id of Object.keys(zones)) if (!want.has(id)) report.add(`$.zones.zones["${id.slice(0, 24)}"]`, "is not a zone of this game");
}

function isSeatList(v: unknown, seats: readonly PlayerId[]): v is PlayerId[] {
  return Array.isArray(v) && new Set(v).size === v.length && (v as unknown[]).every((p) => typeof p === "number" && seats.includes(p));
}

/**
 * What the game reads from the state must be well formed: the outcome, the decision, a paused
 * roll. Returns the pause to keep when it is the state's roll in other words (a state saved by an
 * older version), else `undefined`.
 */
function derivedInvariants<S extends KitState, D>(state: S, spec: StateCheckSpec<S, D>, report: StateReport): PendingChance | undefined {
  const seats = spec.seats(state);
  const o = spec.outcome(state);
  if (o !== null) {
    const winners = own(o, "winners");
    const losers = own(o, "losers");
    const rule = own(o, "rule");
    const good =
      isRecord(o) &&
      Object.keys(o).every((k) => k === "winners" || k === "losers" || k === "reason" || k === "rule") &&
      isSeatList(winners, seats) &&
      isSeatList(losers, seats) &&
      !winners.some((p) => losers.includes(p)) &&
      typeof own(o, "reason") === "string" &&
      (rule === undefined || typeof rule === "string");
    if (!good) report.add("$", "the outcome is not { winners, losers, reason, rule? } with distinct seats");
    return undefined;
  }
  const d = spec.decision(state);
  const players = own(d, "players");
  const good = d === null || (isRecord(d) && typeof own(d, "kind") === "string" && typeof own(d, "prompt") === "string" && isSeatList(players, seats) && players.length > 0);
  if (!good) report.add("$", "the match is not over, but it waits for no well-formed decision");
  if (state.chance === null) return undefined;
  const pause = spec.pause(state);
  if (typeof pause === "string") {
    report.add("$.chance", `is not the roll its action asks for: ${pause} (a state saved while paused by an older version of the game, which no longer pauses there, cannot be loaded)`);
    return undefined;
  }
  return pause === state.chance ? undefined : pause;
}

/** The first forbidden own key of an object, if any. */
function forbiddenOwnKey(v: object): string | undefined {
  // The keys of outside data a schema would drop or turn into a prototype (outside-data.ts).
  for (const k of FORBIDDEN_KEYS) if (Object.hasOwn(v, k)) return k;
  return undefined;
}

/** Where a forbidden own key (see {@link FORBIDDEN_KEYS}) is, and which, if anywhere. */
function forbiddenKey(value: unknown): { readonly path: string; readonly key: string } | undefined {
  // A fast pass first, over objects only and with no paths: a state of 200,000 numbers costs
  // one type check each. The path is built only when there is a key to report.
  if (!hasForbiddenKey(value)) return undefined;
  const stack: { v: unknown; path: string }[] = [{ v: value, path: "$" }];
  while (stack.length > 0) {
    const top = stack.pop();
    if (top === undefined) break;
    const v = top.v;
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      const list = v as unknown[];
      for (let i = 0; i < list.length; i++) {
        const x = list[i];
        if (typeof x === "object" && x !== null) stack.push({ v: x, path: top.path.length > 120 ? top.path : `${top.path}[${i}]` });
      }
      continue;
    }
    const key = forbiddenOwnKey(v);
    if (key !== undefined) return { path: top.path, key };
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (typeof x === "object" && x !== null) stack.push({ v: x, path: top.path.length > 120 ? top.path : `${top.path}.${k.slice(0, 24)}` });
    }
  }
  return undefined;
}

function hasForbiddenKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v as unknown[]) if (typeof x === "object" && x !== null) stack.push(x);
      continue;
    }
    if (forbiddenOwnKey(v) !== undefined) return true;
    const o = v as Record<string, unknown>;
    for (const k in o) {
      const x = o[k];
      if (typeof x === "object" && x !== null) stack.push(x);
    }
  }
  return false;
}

/**
 * The most entries each of the kit's tables may hold in a saved state (`cards`, `defs`,
 * `zones.zones`, `zones.index`): far above any match of the three games (a few hundred cards),
 * and low enough that the schema's walk of a table stays a few milliseconds. A larger table is
 * refused before the schema reads it.
 */
const MAX_TABLE_ENTRIES = 5_000;

/** An own data property of an object, without running a getter (the value is not yet known to be plain JSON). */
function dataField(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  const d = Object.getOwnPropertyDescriptor(value, key);
  return d !== undefined && "value" in d ? d.value : undefined;
}

/** A kit table of a value not yet known to be a state that holds too many entries, with where it is. */
function oversizedTable(value: unknown): StateProblem | undefined {
  const zones = dataField(value, "zones");
  const tables: [string, unknown][] = [
    ["$.cards", dataField(value, "cards")],
    ["$.defs", dataField(value, "defs")],
    ["$.zones.zones", dataField(zones, "zones")],
    ["$.zones.index", dataField(zones, "index")],
  ];
  for (const [path, table] of tables) {
    if (typeof table !== "object" || table === null || Array.isArray(table)) continue;
    let n = 0;
    for (const k in table) if (Object.hasOwn(table, k) && ++n > MAX_TABLE_ENTRIES) break;
    if (n > MAX_TABLE_ENTRIES) return { path, message: `holds more than ${MAX_TABLE_ENTRIES.toLocaleString("en")} entries, more than any match has` };
  }
  return undefined;
}

/**
 * The most values (objects, lists and scalars) a saved state may hold in all. A state of the three
 * games holds under 2,000 (Ward 1,400 and Wardom 1,700 at most over 20 matches each); the room
 * above is for card definitions of custom cards. Walking 200,000 values takes tens of
 * milliseconds, the whole of the time a refusal may take.
 */
const MAX_STATE_VALUES = 200_000;

/**
 * The kit's parseState: total (never throws), bounded (depth and size limits checked before
 * anything walks the value), every problem listed. @internal
 */
export function checkState<S extends KitState, D>(value: unknown, spec: StateCheckSpec<S, D>): Result<S> {
  try {
    // A table too large is named before anything walks the whole value.
    const oversized = oversizedTable(value);
    if (oversized !== undefined) return refuse(spec.id, [oversized]);
    const problem = plainJsonProblem(value, { maxDepth: 64, maxNodes: MAX_STATE_VALUES });
    if (problem !== undefined) return refuse(spec.id, [{ path: "$", message: `is not plain JSON data: ${problem}` }]);
    if (!isRecord(value)) return refuse(spec.id, [{ path: "$", message: `is ${excerpt(value)}, not an object` }]);
    const forbidden = forbiddenKey(value);
    if (forbidden !== undefined) {
      const why = forbidden.key === "__proto__" ? "it could set a prototype" : "a table read through a schema would lose it";
      return refuse(spec.id, [{ path: forbidden.path, message: `has a "${forbidden.key}" key, which is refused (${why})` }]);
    }
    // Another game's state would fail the schema on many fields at once: say what it is instead.
    const tag = own(value, "game");
    if (tag !== spec.id) {
      const message = typeof tag === "string" ? `is ${excerpt(tag)}: this is a state of another game, not ${spec.id}` : `is ${excerpt(tag)}, not "${spec.id}"`;
      return refuse(spec.id, [{ path: "$.game", message }]);
    }
    // The count of rolls of real dice is the kit's own optional field: the game's schema and
    // invariants never see it, and it is put back on the state returned.
    const rolls = parsePhysicalRolls(value);
    if (!rolls.ok) return refuse(spec.id, [{ path: "$.physicalRolls", message: rolls.error.message }]);
    const input: object = rolls.value === undefined ? value : withoutRolls(value);
    let state = input as unknown as S;
    if (spec.schema !== undefined) {
      const result = spec.schema["~standard"].validate(input);
      if (result instanceof Promise) return refuse(spec.id, [{ path: "$", message: "the state schema is asynchronous; the engine kit needs a synchronous one" }]);
      if (result.issues !== undefined) {
        return refuse(
          spec.id,
          result.issues.slice(0, MAX_PROBLEMS).map((i) => {
            const path = pathOf(i.path);
            const message = issueText(i, path, spec.id);
            return { path, message: message.length > 200 ? `${message.slice(0, 199)}…` : message };
          }),
        );
      }
      state = result.value;
    }
    const report = new StateReport();
    kitInvariants(state, spec, report);
    if (report.problems.length === 0 && spec.invariants !== undefined) spec.invariants(state, report);
    const pause = report.problems.length === 0 ? derivedInvariants(state, spec, report) : undefined;
    if (report.problems.length > 0) return refuse(spec.id, report.problems);
    if (pause !== undefined) state = { ...state, chance: pause };
    if (rolls.value !== undefined) state = { ...state, physicalRolls: rolls.value };
    return ok(state);
  } catch (e) {
    return refuse(spec.id, [{ path: "$", message: `could not be read (${e instanceof Error ? e.name : "error"})` }]);
  }
}

/** A shallow copy of a state's root without its `physicalRolls` field. */
function withoutRolls(value: object): object {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) {
    if (k !== "physicalRolls") Object.defineProperty(out, k, { value: own(value, k), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function refuse(id: string, problems: readonly StateProblem[]): { ok: false; error: ReturnType<typeof ruleError> } {
  const first = problems
    .slice(0, 3)
    .map((p) => `${p.path} ${p.message.endsWith(".") ? p.message.slice(0, -1) : p.message}`)
    .join("; ");
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : "";
  const details: JsonValue = { problems: problems.map((p) => ({ path: p.path, message: p.message })) };
  return err(ruleError(CoreErrorCode.BadState, `Not a valid ${id} state: ${first}${more}.`, { details }));
}
