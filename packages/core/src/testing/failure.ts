// Internal to the conformance kit: not exported from @rulesmith/core/testing.
import * as fc from "fast-check";
import { canonicalJson, isPlainJson } from "../json.js";
import { checkTitle, type CheckName } from "./names.js";

/** A conformance property that does not hold: which check, where, and what happened. @internal */
export class ConformanceFailure extends Error {
  constructor(
    readonly check: CheckName,
    readonly detail: string,
    readonly step: number | undefined,
  ) {
    super(`"${checkTitle(check)}" failed${step === undefined ? "" : ` at step ${step}`}: ${detail}`);
    this.name = "ConformanceFailure";
  }
}

/** Any value as short readable text: canonical JSON when it is JSON, else fast-check's form. @internal */
export function show(value: unknown): string {
  const text = isPlainJson(value) ? canonicalJson(value) : fc.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

/** An exception as text. @internal */
export function thrownText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : show(e);
}

/** The first path where two JSON values differ, like `$.sides[0].hp`, or undefined if equal. @internal */
export function firstDifference(a: unknown, b: unknown, path = "$"): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return canonicalJson(a) === canonicalJson(b) ? undefined : path;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return path;
    const list: readonly unknown[] = a;
    const other: readonly unknown[] = b;
    for (let i = 0; i < Math.max(list.length, other.length); i++) {
      const d = firstDifference(list[i], other[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of [...keys].sort()) {
    const d = firstDifference(Reflect.get(a, k), Reflect.get(b, k), `${path}.${k}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

/**
 * Where two JSON values first differ and what each holds there, as text for a failure message:
 * `$[30]: {"type":"game-over",...} against (nothing)`. @internal
 */
export function differenceText(a: unknown, b: unknown): string {
  const path = firstDifference(a, b);
  if (path === undefined) return "nowhere";
  return `${path}: ${showAt(a, path)} against ${showAt(b, path)}`;
}

function showAt(value: unknown, path: string): string {
  let here: unknown = value;
  for (const m of path.slice(1).matchAll(/\[(\d+)\]|\.([^.[]+)/g)) {
    if (typeof here !== "object" || here === null) return "(nothing)";
    here = m[1] !== undefined ? (Array.isArray(here) ? (here as unknown[])[Number(m[1])] : undefined) : Reflect.get(here, m[2] ?? "");
  }
  return here === undefined ? "(nothing)" : show(here);
}
