import { bench, describe } from "vitest";
import { legalAttackTargets, type Attacker, type AttackTarget, type DefendingSide } from "@rulesmith/guardians";

// The hottest math function: a bot asks for the legal targets of every attacker at every step.
const attacker: Attacker = { kind: "minion", damageType: "melee", flying: false, rushed: false };
const boards: DefendingSide[] = [
  { guardianId: "g", creatures: [], barrierIds: [] },
  { guardianId: "g", creatures: [{ id: "m1", kind: "minion", flying: false, frozen: false }, { id: "k1", kind: "king", flying: false, frozen: false }], barrierIds: [] },
  { guardianId: "g", creatures: [{ id: "m1", kind: "minion", flying: true, frozen: false }, { id: "m2", kind: "minion", flying: false, frozen: true }], barrierIds: [] },
  { guardianId: "g", creatures: [{ id: "k1", kind: "king", flying: false, frozen: false }], barrierIds: ["b1"] },
];

/** Hand-written baseline: the default rules for a grounded non-Rushed Melee Minion, no options read. */
function baseline(d: DefendingSide): AttackTarget[] {
  const out: AttackTarget[] = [];
  if (d.barrierIds.length > 0) {
    for (const id of d.barrierIds) out.push({ kind: "barrier", id });
    return out;
  }
  let minion = false;
  let any = false;
  for (const c of d.creatures) {
    if (c.frozen) continue;
    any = true;
    if (c.kind === "minion") minion = true;
  }
  for (const c of d.creatures) {
    if (c.flying || (c.kind === "king" && minion)) continue;
    out.push({ kind: c.kind, id: c.id });
  }
  if (!any) out.push({ kind: "guardian", id: d.guardianId });
  return out;
}

let sink = 0;
describe("legal attack targets over 4 boards", () => {
  bench("legalAttackTargets", () => {
    for (const b of boards) sink += legalAttackTargets(attacker, b).length;
  });
  bench("hand-written baseline", () => {
    for (const b of boards) sink += baseline(b).length;
  });
});
export { sink };
