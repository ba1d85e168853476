import { bench, describe } from "vitest";
import { battleTotals, resolveBattle, type FormationUnit } from "../src/index.js";

const first: readonly FormationUnit[] = [
  { id: "a", position: "combat", faceUp: true, combat: 5, support: 1, statuses: [] },
  { id: "b", position: "support", faceUp: true, combat: 1, support: 4, statuses: [{ status: "piercing" }] },
];
const second: readonly FormationUnit[] = [
  { id: "c", position: "combat", faceUp: true, combat: 3, support: 2, statuses: [{ status: "tenacity", x: 2 }] },
  { id: "d", position: "support", faceUp: true, combat: 2, support: 3, statuses: [] },
  { id: "e", position: "support", faceUp: false, combat: 9, support: 9, statuses: [] },
];

/** The hand-written baseline: the by-position totals in one inline loop, nothing else. */
function baselineTotals(formation: readonly FormationUnit[]): number {
  let c = 0;
  let s = 0;
  for (const u of formation) {
    if (!u.faceUp) continue;
    if (u.position === "combat") c += u.combat > 0 ? u.combat : 0;
    else s += u.support > 0 ? u.support : 0;
  }
  return c * 1000 + s;
}

let sink = 0;

describe("battle totals", () => {
  bench("baseline: hand-written inline totals", () => {
    sink += baselineTotals(first) + baselineTotals(second);
  });
  bench("battleTotals", () => {
    sink += battleTotals(first).battle + battleTotals(second).battle;
  });
});

describe("whole battle calculation", () => {
  bench("baseline: inline totals, winner and damage", () => {
    const a = baselineTotals(first);
    const b = baselineTotals(second);
    const ab = Math.floor(a / 1000) + (a % 1000);
    const bb = Math.floor(b / 1000) + (b % 1000);
    sink += ab > bb ? Math.max(0, Math.floor(a / 1000) - (b % 1000)) : 0;
  });
  bench("resolveBattle", () => {
    sink += resolveBattle(first, second).damage;
  });
});

export { sink };
