import { bench, describe } from "vitest";
import { Rng, seedRng } from "@rulesmith/core";
import { demoConfig, resolveBattle, ruleset, type FormationUnit, type WardomState } from "../src/index.js";

const first: readonly FormationUnit[] = [
  { id: "a", position: "combat", faceUp: true, combat: 5, support: 1, statuses: [] },
  { id: "b", position: "support", faceUp: true, combat: 1, support: 4, statuses: [{ status: "piercing" }] },
];
const second: readonly FormationUnit[] = [
  { id: "c", position: "combat", faceUp: true, combat: 3, support: 2, statuses: [{ status: "tenacity", x: 2 }] },
  { id: "d", position: "support", faceUp: true, combat: 2, support: 3, statuses: [] },
];

/** Hand-written baseline of the same battle calculation: totals, winner, Piercing, damage and the front-line check (Shielded, Tenacity), inline. */
function baseline(a: readonly FormationUnit[], b: readonly FormationUnit[]): number {
  let ac = 0;
  let as = 0;
  let bc = 0;
  let bs = 0;
  for (const u of a) {
    if (!u.faceUp) continue;
    if (u.position === "combat") ac += u.combat;
    else as += u.support;
  }
  for (const u of b) {
    if (!u.faceUp) continue;
    if (u.position === "combat") bc += u.combat;
    else bs += u.support;
  }
  if (ac + as === bc + bs) return 0;
  const aWins = ac + as > bc + bs;
  const win = aWins ? a : b;
  const lose = aWins ? b : a;
  let piercing = false;
  for (const u of win) if (u.faceUp) for (const st of u.statuses) if (st.status === "piercing") piercing = true;
  const wc = aWins ? ac : bc;
  const damage = piercing ? wc : Math.max(0, wc - (aWins ? bs : as));
  let destroyed = 0;
  for (const u of lose) {
    if (u.position !== "combat" || !(wc > u.combat)) continue;
    let safe = false;
    for (const st of u.statuses) if (st.status === "shielded" || (st.status === "tenacity" && wc <= st.x)) safe = true;
    if (!safe) destroyed++;
  }
  return damage + destroyed * 100;
}

let sink = 0;

function randomMatch(seed: number): number {
  const start = ruleset.setup(demoConfig(seed));
  if (!start.ok) return 0;
  let s: WardomState = start.value;
  const r = new Rng(seedRng(seed));
  let actions = 0;
  while (s.outcome === null && actions < 6000) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const a = legal[r.int(legal.length)];
    if (a === undefined) break;
    const step = ruleset.apply(s, p, a);
    if (!step.ok) break;
    s = step.value.state;
    actions++;
  }
  return actions;
}

describe("battle calculation", () => {
  bench("baseline: hand-written battle calculation", () => {
    sink += baseline(first, second);
  });
  bench("resolveBattle", () => {
    sink += resolveBattle(first, second).damage;
  });
});

let seed = 0;
describe("random full matches", () => {
  bench(
    "one random match (legalActions + apply every step)",
    () => {
      sink += randomMatch(seed++);
    },
    { time: 3000 },
  );
});

export { sink };
