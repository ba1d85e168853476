import { bench, describe } from "vitest";
import { canonicalJson, isPlainJson } from "../src/json.js";
import { recursiveCanonicalJson, recursivePlainJsonProblem } from "./fixtures/recursive-json.js";

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

let sink = 0;

describe(`isPlainJson on ${N.toLocaleString("en")} summon actions`, () => {
  bench("baseline: hand-written check for this one shape", () => {
    for (let i = 0; i < N; i++) if (isSummonAction(action)) sink++;
  });

  bench("core isPlainJson (iterative, limits, any shape)", () => {
    for (let i = 0; i < N; i++) if (isPlainJson(action)) sink++;
  });

  bench("the recursive check it replaced", () => {
    for (let i = 0; i < N; i++) if (recursivePlainJsonProblem(action, "$", new Set()) === undefined) sink++;
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
