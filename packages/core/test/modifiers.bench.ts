import { bench, describe } from "vitest";
import { computeStat, type Modifier, type StatRules } from "../src/modifiers.js";

// A typical battle total: two buffs, a debuff, two multipliers, capped and floored.
const mods: readonly Modifier[] = [
  { kind: "add", value: 5, source: "sword" },
  { kind: "multiply", factor: 3, source: "assassin" },
  { kind: "add", value: -2, source: "curse" },
  { kind: "multiply", factor: 1.5, source: "rage" },
  { kind: "add", value: 3 },
];
const rules: StatRules = { min: 0, max: 999, rounding: "floor" };

// What a game would write by hand for this one stat, knowing its modifiers in advance.
function handWritten(base: number): number {
  let v = base + 5 - 2 + 3;
  v = Math.floor(v * 3);
  v = Math.floor(v * 1.5);
  return v < 0 ? 0 : v > 999 ? 999 : v;
}

let sink = 0;

describe("computeStat", () => {
  bench("computeStat (5 modifiers, clamp, floor)", () => {
    for (let b = 0; b < 1000; b++) sink += computeStat(b, mods, rules);
  });

  bench("baseline: hand-written inline arithmetic", () => {
    for (let b = 0; b < 1000; b++) sink += handWritten(b);
  });

  bench("baseline: hand-written generic loop over the same list", () => {
    for (let b = 0; b < 1000; b++) {
      let added = 0;
      for (const m of mods) if (m.kind === "add") added += m.value;
      let v = b + added;
      for (const m of mods) if (m.kind === "multiply") v = Math.floor(v * m.factor);
      sink += v < 0 ? 0 : v > 999 ? 999 : v;
    }
  });
});

export { sink };
