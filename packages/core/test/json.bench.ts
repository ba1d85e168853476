import { bench, describe } from "vitest";
import { canonicalJson, isPlainJson } from "../src/json.js";

const N = 10_000;

/** A typical action, as a client sends it on every move. */
const action: unknown = { type: "summon", card: "c12", sacrifices: ["c3", "c4"] };

/** The hand-written baseline: the check a game would write for exactly this action shape. */
function isSummonAction(a: unknown): boolean {
  if (typeof a !== "object" || a === null || Array.isArray(a)) return false;
  const proto: unknown = Object.getPrototypeOf(a);
  if (proto !== Object.prototype && proto !== null) return false;
  if (!("type" in a) || !("card" in a) || !("sacrifices" in a)) return false;
  if (typeof a.type !== "string" || typeof a.card !== "string" || !Array.isArray(a.sacrifices)) return false;
  const sacrifices: readonly unknown[] = a.sacrifices;
  for (const s of sacrifices) if (typeof s !== "string") return false;
  return Object.keys(a).length === 3;
}

/** The recursive check that `plainJsonProblem` replaced, kept here to show what changed. */
function recursiveProblem(value: unknown, path: string, seen: Set<object>): string | undefined {
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      return Number.isFinite(value) ? undefined : `${path} is ${String(value)}`;
    case "undefined":
      return `${path} is undefined`;
    case "object": {
      if (value === null) return undefined;
      if (seen.has(value)) return `${path} is a cycle`;
      seen.add(value);
      try {
        if (Array.isArray(value)) {
          const items: readonly unknown[] = value;
          for (let i = 0; i < items.length; i++) {
            if (!(i in items)) return `${path}[${i}] is a hole`;
            const p = recursiveProblem(items[i], `${path}[${i}]`, seen);
            if (p !== undefined) return p;
          }
          return undefined;
        }
        const proto: unknown = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
        for (const key of Object.keys(value)) {
          const p = recursiveProblem(Reflect.get(value, key), `${path}.${key}`, seen);
          if (p !== undefined) return p;
        }
        return undefined;
      } finally {
        seen.delete(value);
      }
    }
    default:
      return `${path} is a ${typeof value}`;
  }
}

/** The recursive `canonicalJson` that the iterative one replaced. */
function recursiveCanonicalJson(value: unknown): string {
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    return `[${items.map((v) => recursiveCanonicalJson(v)).join(",")}]`;
  }
  const keys = Object.keys(value)
    .filter((k) => Reflect.get(value, k) !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${recursiveCanonicalJson(Reflect.get(value, k))}`).join(",")}}`;
}

let sink = 0;

describe(`isPlainJson on ${N.toLocaleString("en")} summon actions`, () => {
  bench("baseline: hand-written check for this one shape", () => {
    for (let i = 0; i < N; i++) if (isSummonAction(action)) sink++;
  });

  bench("core isPlainJson (iterative, limits, any shape)", () => {
    for (let i = 0; i < N; i++) if (isPlainJson(action)) sink++;
  });

  bench("the recursive check it replaced", () => {
    for (let i = 0; i < N; i++) if (recursiveProblem(action, "$", new Set()) === undefined) sink++;
  });
});

describe(`canonicalJson on ${N.toLocaleString("en")} summon actions`, () => {
  bench("core canonicalJson (iterative)", () => {
    for (let i = 0; i < N; i++) sink += canonicalJson(action).length;
  });

  bench("the recursive canonicalJson it replaced", () => {
    for (let i = 0; i < N; i++) sink += recursiveCanonicalJson(action).length;
  });
});

export { sink };
