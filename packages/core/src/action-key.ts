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
