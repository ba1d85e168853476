import { canonicalJson } from "./json.js";

/**
 * A canonical text key of an action, so that two actions that mean the same thing get the same
 * key: object keys in any order, and the lists under `sets` (sacrifices, payments, picks: sets
 * of cards) in any order. The engine kit matches an incoming action to a listed one by it.
 *
 * @remarks
 * An action with only a `type` field keys as `"#" + type`, without building JSON: the
 * common case in a search stays cheap. Lists under a `sets` name are sorted at any depth of
 * the action's top level only (`{ type, sacrifices: [...] }`), which is where games put them.
 *
 * @param action - Any value (plain JSON in practice).
 * @param sets - The field names whose lists are sets.
 * @returns The key; equal keys mean the same action.
 * @example
 * ```ts
 * import { actionKey } from "@rulesmith/core";
 * const sets = ["sacrifices"];
 * actionKey({ type: "summon", card: "c1", sacrifices: ["c3", "c2"] }, sets) ===
 *   actionKey({ sacrifices: ["c2", "c3"], card: "c1", type: "summon" }, sets); // true
 * actionKey({ type: "pass" }, sets); // "#pass"
 * ```
 */
export function actionKey(action: unknown, sets: readonly string[]): string {
  if (typeof action !== "object" || action === null || Array.isArray(action)) return canonicalJson(action);
  const keys = Object.keys(action);
  if (keys.length === 1 && keys[0] === "type") {
    const t: unknown = (action as { readonly type?: unknown }).type;
    if (typeof t === "string") return `#${t}`;
  }
  if (sets.length === 0) return canonicalJson(action);
  let copy: Record<string, unknown> | undefined;
  for (const name of sets) {
    if (!Object.hasOwn(action, name)) continue;
    const list: unknown = (action as Record<string, unknown>)[name];
    if (!Array.isArray(list) || list.length < 2) continue;
    copy ??= ownCopy(action);
    Object.defineProperty(copy, name, { value: (list as unknown[]).map((v) => canonicalJson(v)).sort(), enumerable: true, writable: true, configurable: true });
  }
  return canonicalJson(copy ?? action);
}

/** A shallow copy that keeps a `__proto__` own key as a key (assignment would set the prototype). */
function ownCopy(o: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) Object.defineProperty(out, k, { value: (o as Record<string, unknown>)[k], enumerable: true, writable: true, configurable: true });
  return out;
}

/**
 * The first listed action whose {@link actionKey} equals the key of `action`, or `undefined`:
 * the engine kit's match of an incoming action against the legal list. The same answer as
 * comparing keys, found without building them in the usual case: each listed action is compared
 * with `action` part by part (`type` first), and only an action with parts the comparison cannot
 * vouch for (`undefined`, a number that is not finite, a long string, a class instance, a hole,
 * anything that throws when read) is matched by its key.
 *
 * @remarks
 * Measured in a random Guardians playout: building the canonical key of the incoming action and
 * of each listed one until a match cost as much as the rest of `apply`.
 *
 * @param list - The legal actions, plain JSON made by the game.
 * @param action - Any value.
 * @param sets - The field names whose lists are sets.
 * @returns The listed action, or `undefined` when none matches.
 * @internal
 * @example
 * ```ts
 * findListed([{ type: "pass" }, { type: "swap", cards: ["c1", "c2"] }], { cards: ["c2", "c1"], type: "swap" }, ["cards"]); // the second
 * ```
 */
export function findListed<A>(list: readonly A[], action: unknown, sets: readonly string[]): A | undefined {
  try {
    let decided = true;
    if (isPlain(action)) {
      for (const listed of list) {
        const same = sameAction(listed, action, sets);
        if (same === true) return listed;
        if (same === undefined) {
          decided = false;
          break;
        }
      }
      if (decided) return undefined;
    }
  } catch {
    // Something could not be read: the keys decide.
  }
  const key = actionKey(action, sets);
  for (const listed of list) if (actionKey(listed, sets) === key) return listed;
  return undefined;
}

/** The longest string the part-by-part comparison vouches for (the key cuts nothing this short). */
const SHORT = 1_000;
/** The deepest nesting the part-by-part comparison walks. */
const DEEP = 32;

function isPlain(v: unknown): v is Readonly<Record<string, unknown>> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether two actions have the same key: `true`, `false`, or `undefined` when the comparison
 * cannot vouch for the answer (then the keys decide).
 */
function sameAction(listed: unknown, action: Readonly<Record<string, unknown>>, sets: readonly string[]): boolean | undefined {
  if (!isPlain(listed)) return undefined;
  const lt = listed["type"];
  const at = Object.hasOwn(action, "type") ? action["type"] : undefined;
  // Different types: different keys (both texts hold their "type" member as it is).
  if (typeof lt === "string" && typeof at === "string" && lt !== at && Object.hasOwn(listed, "type")) return false;
  const keys = Object.keys(listed);
  if (Object.keys(action).length !== keys.length) return undefined;
  for (const k of keys) {
    if (!Object.hasOwn(action, k)) return undefined;
    const v = listed[k];
    const x = action[k];
    const same = sets.includes(k) && Array.isArray(v) && Array.isArray(x) && v.length >= 2 && x.length >= 2 ? sameSet(v, x) : samePart(v, x, 1);
    if (same !== true) return same;
  }
  return true;
}

/** Lists under a `sets` name: the same strings, each as often, in any order; other items undecided. */
function sameSet(v: readonly unknown[], x: readonly unknown[]): boolean | undefined {
  if (v.length !== x.length) return false;
  const used: boolean[] = [];
  for (let i = 0; i < v.length; i++) {
    const s = v[i];
    if (typeof s !== "string" || !(i in x)) return undefined;
    const t = x[i];
    if (typeof t !== "string" || t.length > SHORT) return undefined;
  }
  for (const s of v) {
    let found = false;
    for (let j = 0; j < x.length; j++) {
      if (used[j] !== true && x[j] === s) {
        used[j] = true;
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** One part: `v` from the listed action (plain JSON), `x` from the caller. */
function samePart(v: unknown, x: unknown, depth: number): boolean | undefined {
  switch (typeof x) {
    case "string":
      if (x.length > SHORT) return undefined;
      return typeof v === "string" ? v === x : isJsonScalarOrObject(v) ? false : undefined;
    case "number":
      if (!Number.isFinite(x)) return undefined;
      return typeof v === "number" && Number.isFinite(v) ? v === x : isJsonScalarOrObject(v) ? false : undefined;
    case "boolean":
      return typeof v === "boolean" ? v === x : isJsonScalarOrObject(v) ? false : undefined;
    case "object": {
      if (x === null) return v === null ? true : isJsonScalarOrObject(v) ? false : undefined;
      // A part that is an object may be written as "null" by the key (a cycle): never vouch against null.
      if (v === null || depth > DEEP) return undefined;
      if (typeof v !== "object") return isJsonScalarOrObject(v) ? false : undefined;
      if (Array.isArray(x)) {
        if (!Array.isArray(v)) return false;
        if (v.length !== x.length) return false;
        for (let i = 0; i < v.length; i++) {
          if (!(i in x)) return undefined;
          const same = samePart(v[i], x[i], depth + 1);
          if (same !== true) return same;
        }
        return true;
      }
      if (!isPlain(x)) return undefined;
      if (Array.isArray(v)) return false;
      if (!isPlain(v)) return undefined;
      const keys = Object.keys(v);
      if (Object.keys(x).length !== keys.length) return undefined;
      for (const k of keys) {
        if (!Object.hasOwn(x, k)) return undefined;
        const same = samePart(v[k], x[k], depth + 1);
        if (same !== true) return same;
      }
      return true;
    }
    default:
      return undefined;
  }
}

/** A listed part of a JSON kind the comparison knows (a listed action is plain JSON made by the game). */
function isJsonScalarOrObject(v: unknown): boolean {
  return v === null || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v)) || typeof v === "object";
}
