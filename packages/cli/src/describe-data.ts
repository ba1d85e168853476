// Generic words for a game's actions and views, used when the game gives none of its own.
import { canonicalJson, isList, isRecord, own } from "@rulesmith/core";

/** Top-level parts of a view that are the match's settings or card texts, not the state of play. @internal */
const SETTINGS_KEYS: readonly string[] = ["options", "defs", "version", "viewer", "rng"];

/** The key of the game's own part in a view built by the engine kit (`KitView.game`). @internal */
const GAME_PART = "game";

function scalar(v: unknown): string | undefined {
  if (v === null) return "-";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return undefined;
}

function cardLabel(id: string, names?: ReadonlyMap<string, string>): string {
  const name = names?.get(id);
  return name === undefined || name === id ? id : `${name} (${id})`;
}

/**
 * Words for an action: its `type`, then its other fields as `key=value`, cards the reader
 * knows written with their names.
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
  if (!isRecord(action)) return scalar(action) ?? canonicalJson(action);
  const type = own(action, "type");
  const parts: string[] = typeof type === "string" ? [type] : [];
  for (const key of Object.keys(action)) {
    if (key === "type") continue;
    const v = own(action, key);
    if (typeof v === "string") parts.push(`${key}=${cardLabel(v, names)}`);
    else if (isList(v) && v.every((x) => typeof x === "string")) parts.push(`${key}=[${v.map((x) => cardLabel(x, names)).join(", ")}]`);
    else parts.push(`${key}=${scalar(v) ?? canonicalJson(v)}`);
  }
  return parts.join(" ");
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
    for (const key of Object.keys(value)) facts(own(value, key), path === "" ? key : `${path}.${key}`, out, depth + 1);
  }
}

/** A card instance on one line: `{ id, def, ... }`, or `{ def, ... }` as the entry `key` of a record keyed by instance id. @internal */
function instanceLine(value: object, names?: ReadonlyMap<string, string>, key?: string): string | undefined {
  const ownId = own(value, "id");
  const id = ownId === undefined ? key : ownId;
  const def = own(value, "def");
  if (typeof id !== "string" || typeof def !== "string") return undefined;
  const label = names?.get(id) ?? def;
  const out: string[] = [];
  for (const key of Object.keys(value)) {
    if (key !== "id" && key !== "def") facts(own(value, key), key, out, 1);
  }
  return `${label} (${id})${out.length > 0 ? `: ${out.join(", ")}` : ""}`;
}

/** Writes `value` as lines; `key` is its key in the record that holds it, `settings` whether to leave the settings keys out of it. @internal */
function render(value: unknown, indent: string, lines: string[], label: string, names?: ReadonlyMap<string, string>, key?: string, settings = false): void {
  const s = scalar(value);
  if (s !== undefined) {
    lines.push(`${indent}${label}${s}`);
    return;
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
    value.forEach((item, i) => {
      render(item, `${indent}  `, lines, isRecord(item) && instanceLine(item, names) !== undefined ? "- " : `[${i}] `, names);
    });
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
    for (const k of Object.keys(value)) {
      if (settings && SETTINGS_KEYS.includes(k)) continue;
      // The engine kit's view keeps the game's own part, its options among it, under `game`.
      render(own(value, k), inner, lines, `${k}: `, names, k, top && settings && k === GAME_PART);
    }
    return;
  }
  lines.push(`${indent}${label}${canonicalJson(value)}`);
}

/**
 * A view (any JSON) as indented `key: value` lines: lists of plain values on one line, `null`
 * as `-`, a card instance (`{ id, def, ... }`, or an entry `id: { def, ... }` of a record
 * keyed by instance id, as the engine kit's `cards`) on one line with its name and notable
 * facts, and the match's settings and card texts (top-level `options`, `defs`, `version`,
 * `viewer`, and the same keys inside the engine kit's top-level `game` part) left out.
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
  render(view, "", lines, "", names, undefined, true);
  return lines;
}

// Legal actions as grouped choices: shared by every client, from @rulesmith/client.
export type { ActionChoice } from "@rulesmith/client";
export { actionChoices } from "@rulesmith/client";
