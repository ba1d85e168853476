// Generic words for a game's actions and views, used when the game gives none of its own.
import { canonicalJson, excerpt, isList, isRecord, thrownText } from "@rulesmith/core";

/** Top-level parts of a view that are the match's settings or card texts, not the state of play. @internal */
const SETTINGS_KEYS: readonly string[] = ["options", "defs", "version", "viewer", "rng"];

/** The key of the game's own part in a view built by the engine kit (`KitView.game`). @internal */
const GAME_PART = "game";

/** Parts of a view nested deeper than this are written `…`: a view from anywhere may be of any depth. @internal */
const MAX_DEPTH = 32;

/** How a field defined by a getter is written: the getter is not run. @internal */
const GETTER = "(a getter, not read)";

/** How a part that holds itself (a cycle) is written where it comes back. @internal */
const CYCLE = "(a cycle: a part that holds this one)";

/** A field read as data: an own value, or a marker for a getter (which is not run). @internal */
const getter: unique symbol = Symbol("getter");

/**
 * An object's own field, read without running a getter: its value, `undefined` when there is
 * none, or {@link getter} when a getter defines it. @internal
 */
function field(value: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(value, key);
  if (d === undefined) return undefined;
  return "value" in d ? d.value : getter;
}

function scalar(v: unknown): string | undefined {
  if (v === null) return "-";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v === getter) return GETTER;
  return undefined;
}

/** A value that is not a scalar, for a line: an object or list as JSON, anything else (`undefined`, a function, a bigint, a symbol) described. @internal */
function other(v: unknown): string {
  return typeof v === "object" && v !== null ? canonicalJson(v) : excerpt(v);
}

/** Card names that can be read: a map (anything with a `get` function), else none. @internal */
function namesOf(names: unknown): ReadonlyMap<string, string> | undefined {
  if (typeof names !== "object" || names === null) return undefined;
  return typeof (names as { get?: unknown }).get === "function" ? (names as ReadonlyMap<string, string>) : undefined;
}

function cardLabel(id: string, names?: ReadonlyMap<string, string>): string {
  const name: unknown = names?.get(id);
  return typeof name !== "string" || name === id ? id : `${name} (${id})`;
}

/**
 * Words for an action: its `type`, then its other fields as `key=value`, cards the reader
 * knows written with their names.
 *
 * @remarks
 * It never throws: a field defined by a getter is not read (it is written as such), a value
 * that is not JSON is described, and an action that cannot be read at all (a proxy whose
 * traps throw) is written as far as it could be read.
 *
 * @param action - An action (any JSON).
 * @param names - Card names the reader knows (instance id to name), if any.
 * @returns Such as `"attack attacker=Bear Wolf (c41) target=c51"`.
 * @example
 * ```ts
 * import { actionText } from "@rulesmith/cli";
 * actionText({ type: "play", card: "c3" }); // "play card=c3"
 * ```
 */
export function actionText(action: unknown, names?: ReadonlyMap<string, string>): string {
  try {
    const known = namesOf(names);
    if (!isRecord(action)) return scalar(action) ?? other(action);
    const type = field(action, "type");
    const parts: string[] = typeof type === "string" ? [type] : [];
    for (const key of Object.keys(action)) {
      if (key === "type") continue;
      const v = field(action, key);
      if (typeof v === "string") parts.push(`${key}=${cardLabel(v, known)}`);
      else if (isList(v) && v.every((x) => typeof x === "string")) parts.push(`${key}=[${v.map((x) => cardLabel(x, known)).join(", ")}]`);
      else parts.push(`${key}=${scalar(v) ?? other(v)}`);
    }
    return parts.join(" ");
  } catch {
    return excerpt(action, 200);
  }
}

/** The notable facts inside a card instance: non-zero numbers, true flags and text, as `path value`. @internal */
function facts(value: unknown, path: string, out: string[], depth: number): void {
  if (depth > 3 || out.length > 12) return;
  if (typeof value === "number") {
    if (value !== 0) out.push(`${path} ${value}`);
  } else if (value === true) {
    out.push(path);
  } else if (typeof value === "string") {
    out.push(`${path} ${value}`);
  } else if (isList(value)) {
    if (value.length > 0 && value.every((v) => typeof v === "string" || typeof v === "number")) out.push(`${path} ${value.join(", ")}`);
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) facts(field(value, key), path === "" ? key : `${path}.${key}`, out, depth + 1);
  }
}

/** A card instance on one line: `{ id, def, ... }`, or `{ def, ... }` as the entry `key` of a record keyed by instance id. @internal */
function instanceLine(value: object, names?: ReadonlyMap<string, string>, key?: string): string | undefined {
  const ownId = field(value, "id");
  const id = ownId === undefined ? key : ownId;
  const def = field(value, "def");
  if (typeof id !== "string" || typeof def !== "string") return undefined;
  const known: unknown = names?.get(id);
  const label = typeof known === "string" ? known : def;
  const out: string[] = [];
  for (const key of Object.keys(value)) {
    if (key !== "id" && key !== "def") facts(field(value, key), key, out, 1);
  }
  return `${label} (${id})${out.length > 0 ? `: ${out.join(", ")}` : ""}`;
}

/** Where {@link render} is: the lines so far, the card names, and the lists and objects it is inside (for cycles). @internal */
interface Rendering {
  readonly lines: string[];
  readonly names: ReadonlyMap<string, string> | undefined;
  readonly open: Set<object>;
}

/**
 * Writes `value` as lines; `key` is its key in the record that holds it, `settings` whether to
 * leave the settings keys out of it, `depth` how many lists and records it is inside. @internal
 */
function render(r: Rendering, value: unknown, indent: string, label: string, depth: number, key?: string, settings = false): void {
  const { lines, names } = r;
  const s = scalar(value);
  if (s !== undefined) {
    lines.push(`${indent}${label}${s}`);
    return;
  }
  if (typeof value === "object" && value !== null) {
    if (depth >= MAX_DEPTH) {
      lines.push(`${indent}${label}…`);
      return;
    }
    if (r.open.has(value)) {
      lines.push(`${indent}${label}${CYCLE}`);
      return;
    }
  }
  if (isList(value)) {
    if (value.length === 0) {
      lines.push(`${indent}${label}none`);
      return;
    }
    const flat = value.map(scalar);
    if (flat.every((x) => x !== undefined)) {
      lines.push(`${indent}${label}${value.map((v) => (typeof v === "string" ? cardLabel(v, names) : (scalar(v) ?? ""))).join(", ")}`);
      return;
    }
    lines.push(`${indent}${label.trimEnd()}`);
    r.open.add(value);
    value.forEach((item, i) => {
      render(r, item, `${indent}  `, isRecord(item) && instanceLine(item, names) !== undefined ? "- " : `[${i}] `, depth + 1);
    });
    r.open.delete(value);
    return;
  }
  if (isRecord(value)) {
    const instance = instanceLine(value, names, key);
    if (instance !== undefined) {
      lines.push(`${indent}${label}${instance}`);
      return;
    }
    if (label !== "") lines.push(`${indent}${label.trimEnd()}`);
    const inner = label === "" ? indent : `${indent}  `;
    const top = label === "" && indent === "";
    r.open.add(value);
    for (const k of Object.keys(value)) {
      if (settings && SETTINGS_KEYS.includes(k)) continue;
      // The engine kit's view keeps the game's own part, its options among it, under `game`.
      render(r, field(value, k), inner, `${k}: `, depth + 1, k, top && settings && k === GAME_PART);
    }
    r.open.delete(value);
    return;
  }
  lines.push(`${indent}${label}${other(value)}`);
}

/**
 * A view (any JSON) as indented `key: value` lines: lists of plain values on one line, `null`
 * as `-`, a card instance (`{ id, def, ... }`, or an entry `id: { def, ... }` of a record
 * keyed by instance id, as the engine kit's `cards`) on one line with its name and notable
 * facts, and the match's settings and card texts (top-level `options`, `defs`, `version`,
 * `viewer`, and the same keys inside the engine kit's top-level `game` part) left out.
 *
 * @remarks
 * It never throws, whatever the view: parts nested more than 32 deep are written `…`, a part
 * that holds itself (a cycle) is written as such where it comes back, a field defined by a
 * getter is not read, a value that is not JSON is described, and a view that stops being
 * readable (a proxy whose traps throw) ends with a line saying so.
 *
 * @param view - A player's view.
 * @param names - Card names the reader knows (instance id to name), if any.
 * @returns The lines.
 * @example
 * ```ts
 * import { viewLines } from "@rulesmith/cli";
 * viewLines({ turn: 3, hand: ["c1", "c2"], foe: { hand: null } }); // ["turn: 3", "hand: c1, c2", "foe:", "  hand: -"]
 * ```
 */
export function viewLines(view: unknown, names?: ReadonlyMap<string, string>): string[] {
  const lines: string[] = [];
  try {
    render({ lines, names: namesOf(names), open: new Set() }, view, "", "", 0, undefined, true);
  } catch (e) {
    lines.push(`(the rest of the view cannot be read: ${thrownText(e)})`);
  }
  return lines;
}

// Legal actions as grouped choices: shared by every client, from @rulesmith/client.
export type { ActionChoice } from "@rulesmith/client";
export { actionChoices } from "@rulesmith/client";
