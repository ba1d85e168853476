// Internal to the conformance kit: not exported from @rulesmith/core/testing.
import { isRecord } from "../json-read.js";
import type { Rng } from "../rng.js";

/** Adds every string found in a JSON value (object keys too) to `into`, up to `cap` in all. @internal */
export function collectStrings(value: unknown, into: Set<string>, cap: number): void {
  if (into.size >= cap) return;
  if (typeof value === "string") {
    into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value as readonly unknown[]) collectStrings(v, into, cap);
  } else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (into.size < cap) into.add(k);
      collectStrings(v, into, cap);
    }
  }
}

function withKey(o: object, key: string, value: unknown): object {
  return Object.fromEntries([...Object.entries(o).filter(([k]) => k !== key), [key, value]]);
}

/**
 * Near misses of a listed action, for the completeness check: numbers one up and one down,
 * strings swapped with strings seen elsewhere, booleans flipped, fields dropped and added,
 * arrays shortened and lengthened, at every depth (up to 4).
 * @internal
 */
export function mutations(value: unknown, strings: readonly string[], rng: Rng, depth = 0): unknown[] {
  const out: unknown[] = [];
  if (typeof value === "number") {
    out.push(value + 1, value - 1);
  } else if (typeof value === "string") {
    for (let i = 0; i < 3 && strings.length > 0; i++) {
      const s = strings[rng.int(strings.length)];
      if (s !== undefined && s !== value) out.push(s);
    }
  } else if (typeof value === "boolean") {
    out.push(!value);
  } else if (Array.isArray(value)) {
    const list: readonly unknown[] = value;
    if (list.length > 0) out.push(list.slice(0, -1), list.slice(1), [...list, list[list.length - 1]]);
    if (depth < 4) {
      for (let i = 0; i < list.length; i++) {
        for (const v of mutations(list[i], strings, rng, depth + 1)) {
          const copy = list.slice();
          copy[i] = v;
          out.push(copy);
        }
      }
    }
  } else if (isRecord(value)) {
    const keys = Object.keys(value);
    for (const k of keys) out.push(Object.fromEntries(Object.entries(value).filter(([key]) => key !== k)));
    out.push(withKey(value, "extra", 0));
    if (depth < 4) {
      for (const k of keys) {
        const field: unknown = Reflect.get(value, k);
        for (const v of mutations(field, strings, rng, depth + 1)) out.push(withKey(value, k, v));
      }
    }
  }
  return out;
}
