import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  battleDestruction,
  battleTotals,
  battleWinner,
  formationHasPiercing,
  frontLineUnits,
  rampageGainers,
  relevantStat,
  resolveBattle,
  resolveDamage,
  type FormationUnit,
  type StatusGrant,
} from "../src/index.js";

function unit(id: string, position: "combat" | "support", combat: number, support: number, statuses: StatusGrant[] = [], faceUp = true): FormationUnit {
  return { id, position, faceUp, combat, support, statuses };
}

describe("battle totals", () => {
  it("D-BTL-3 Combat 4 + Support 3 makes Battle 7", () => {
    expect(battleTotals([unit("a", "combat", 4, 1), unit("b", "support", 2, 3)])).toEqual({ combat: 4, support: 3, battle: 7 });
  });

  it("D-BTL-3 only face-up Units count", () => {
    expect(battleTotals([unit("a", "combat", 4, 1), unit("b", "support", 2, 3, [], false)])).toEqual({ combat: 4, support: 0, battle: 4 });
  });

  it("D-AMB-3 with all-stats every face-up Unit adds both stats", () => {
    expect(battleTotals([unit("a", "combat", 4, 1), unit("b", "support", 2, 3)], { totals: "all-stats" })).toEqual({ combat: 6, support: 4, battle: 10 });
  });

  it("D-AMB-46 an empty formation totals 0", () => {
    expect(battleTotals([])).toEqual({ combat: 0, support: 0, battle: 0 });
  });

  it("D-AMB-21 negative stats count as 0", () => {
    expect(battleTotals([unit("a", "combat", -3, 0)]).combat).toBe(0);
  });
});

describe("winner and resolve damage", () => {
  it("D-BTL-4 9 beats 7", () => {
    expect(battleWinner({ combat: 5, support: 4, battle: 9 }, { combat: 4, support: 3, battle: 7 })).toBe(0);
    expect(battleWinner({ combat: 4, support: 3, battle: 7 }, { combat: 5, support: 4, battle: 9 })).toBe(1);
  });

  it("D-BTL-5 a 7-7 tie has no winner, deals nothing, claims nothing and destroys nothing (D-AMB-47)", () => {
    const r = resolveBattle([unit("a", "combat", 7, 0)], [unit("b", "combat", 4, 0), unit("c", "support", 0, 3)]);
    expect(r).toEqual({ totals: [{ combat: 7, support: 0, battle: 7 }, { combat: 4, support: 3, battle: 7 }], winner: null, damage: 0, piercing: false, frontLine: [], coinsWager: false });
  });

  it("D-BTL-6 winner Combat 6, loser Support 4: 2 damage; Combat 3 vs Support 5: 0", () => {
    expect(resolveDamage(6, 4, false)).toBe(2);
    expect(resolveDamage(3, 5, false)).toBe(0);
  });

  it("D-BTL-7 D-ST.Piercing-1 Piercing ignores the loser's Support: 6 vs 4 deals 6; 7 vs 4 deals 7", () => {
    expect(resolveDamage(6, 4, true)).toBe(6);
    expect(resolveDamage(7, 4, true)).toBe(7);
  });

  it("D-AMB-24 Piercing counts if any face-up Unit of the winning side has it", () => {
    expect(formationHasPiercing([unit("a", "combat", 1, 1), unit("b", "support", 1, 1, [{ status: "piercing" }])])).toBe(true);
    expect(formationHasPiercing([unit("a", "combat", 1, 1, [{ status: "piercing" }], false)])).toBe(false);
    const r = resolveBattle(
      [unit("a", "combat", 7, 0), unit("p", "support", 0, 1, [{ status: "piercing" }])],
      [unit("b", "combat", 2, 0), unit("c", "support", 0, 4)],
    );
    expect(r.winner).toBe(0);
    expect(r.piercing).toBe(true);
    expect(r.damage).toBe(7);
  });

  test.prop([fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.boolean()])("D-BTL-6 resolve damage is never negative", (c, s, p) => {
    const d = resolveDamage(c, s, p);
    expect(d).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(d)).toBe(true);
  });

  const arbUnit = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    position: fc.constantFrom("combat" as const, "support" as const),
    faceUp: fc.boolean(),
    combat: fc.integer({ min: -3, max: 12 }),
    support: fc.integer({ min: -3, max: 12 }),
    statuses: fc.array(fc.constantFrom<StatusGrant>({ status: "piercing" }, { status: "shielded" }, { status: "tenacity", x: 5 }, { status: "last-will" }, { status: "stability" }), { maxLength: 2 }),
  });
  const arbFormation = fc.array(arbUnit, { maxLength: 4 });

  test.prop([arbFormation, arbFormation, fc.constantFrom("by-position" as const, "all-stats" as const)])(
    "D-BTL-4..10 the battle result is consistent: damage never negative, ties do nothing, winners coin",
    (a, b, totals) => {
      const r = resolveBattle(a, b, {}, { totals, destroyCompare: "position-stat", tenacityCompare: "winner-combat-total" });
      expect(r.damage).toBeGreaterThanOrEqual(0);
      for (const t of r.totals) expect(t.battle).toBe(t.combat + t.support);
      if (r.winner === null) {
        expect(r.totals[0].battle).toBe(r.totals[1].battle);
        expect(r.damage).toBe(0);
        expect(r.coinsWager).toBe(false);
        expect(r.frontLine).toEqual([]);
      } else {
        const w = r.totals[r.winner];
        const l = r.totals[r.winner === 0 ? 1 : 0];
        expect(w.battle).toBeGreaterThan(l.battle);
        expect(r.coinsWager).toBe(true);
        expect(r.damage).toBeLessThanOrEqual(w.combat);
      }
    },
  );
});

describe("front-line destruction", () => {
  it("D-BTL-8 destroyed only when the winner's Combat is strictly greater: 6 vs 5 destroyed, 6 vs 6 survives", () => {
    expect(battleDestruction(unit("u", "combat", 5, 1), 6)).toEqual({ kind: "destroyed" });
    expect(battleDestruction(unit("u", "combat", 6, 1), 6)).toEqual({ kind: "survives", reason: "not-exceeded" });
  });

  it("D-AMB-4 the front line is the Combat position, else the Support position; the relevant stat is the position's", () => {
    expect(frontLineUnits([unit("c", "combat", 1, 9), unit("s", "support", 9, 1)]).map((u) => u.id)).toEqual(["c"]);
    expect(frontLineUnits([unit("s", "support", 9, 1)]).map((u) => u.id)).toEqual(["s"]);
    expect(relevantStat(unit("s", "support", 9, 1))).toBe(1);
    expect(relevantStat(unit("s", "support", 9, 1), { destroyCompare: "combat" })).toBe(9);
    expect(relevantStat(unit("c", "combat", 2, 7), { destroyCompare: "support" })).toBe(7);
  });

  it("D-BTL-9 with two eligible Units the winner picks one; at most one is destroyed", () => {
    const r = resolveBattle([unit("a", "combat", 6, 0), unit("x", "support", 0, 5)], [unit("b1", "combat", 2, 0), unit("b2", "combat", 3, 0)]);
    expect(r.frontLine.map((f) => f.id)).toEqual(["b1", "b2"]);
    expect(r.frontLine.every((f) => f.outcome.kind === "destroyed")).toBe(true);
  });

  it("D-BTL-10 the winner coins the loser's wager", () => {
    expect(resolveBattle([unit("a", "combat", 3, 0)], []).coinsWager).toBe(true);
  });

  it("D-BTL-11 D-ST.Stability-2 a Stability Unit is still destroyed by battle", () => {
    expect(battleDestruction(unit("u", "combat", 2, 0, [{ status: "stability" }]), 6)).toEqual({ kind: "destroyed" });
  });

  it("D-BTL-11 Guardian and Ward do not protect against battle", () => {
    expect(battleDestruction(unit("u", "combat", 2, 0, [{ status: "ward" }, { status: "guardian" }]), 6)).toEqual({ kind: "destroyed" });
  });

  it("D-ST.Shielded-1 a Shielded Unit survives battle", () => {
    expect(battleDestruction(unit("u", "combat", 2, 0, [{ status: "shielded" }]), 9)).toEqual({ kind: "survives", reason: "shielded" });
  });

  it("D-ST.Tenacity-1 Tenacity(5) withstands Combat 5 and is destroyed by 6", () => {
    const u = unit("u", "combat", 1, 0, [{ status: "tenacity", x: 5 }]);
    expect(battleDestruction(u, 5)).toEqual({ kind: "survives", reason: "tenacity" });
    expect(battleDestruction(u, 6)).toEqual({ kind: "destroyed" });
  });

  it("D-AMB-22 tenacity can compare the winner's highest single Combat instead", () => {
    const r = resolveBattle(
      [unit("a", "combat", 4, 0), unit("b", "combat", 4, 0)],
      [unit("t", "combat", 1, 0, [{ status: "tenacity", x: 5 }])],
      {},
      { totals: "by-position", destroyCompare: "position-stat", tenacityCompare: "highest-unit-combat" },
    );
    expect(r.frontLine).toEqual([{ id: "t", outcome: { kind: "survives", reason: "tenacity" } }]);
    const d = resolveBattle([unit("a", "combat", 4, 0), unit("b", "combat", 4, 0)], [unit("t", "combat", 1, 0, [{ status: "tenacity", x: 5 }])]);
    expect(d.frontLine).toEqual([{ id: "t", outcome: { kind: "destroyed" } }]);
  });

  it("D-ST.LastWill-1 Last-Will survives the first destruction this turn, not the second", () => {
    const u = unit("u", "combat", 1, 0, [{ status: "last-will" }]);
    expect(battleDestruction(u, 6)).toEqual({ kind: "survives", reason: "last-will" });
    expect(battleDestruction(u, 6, { lastWillUsed: true })).toEqual({ kind: "destroyed" });
    expect(resolveBattle([unit("a", "combat", 6, 0)], [u], { lastWillUsed: ["u"] }).frontLine[0]?.outcome).toEqual({ kind: "destroyed" });
  });

  it("D-STATUS-1 a set Unit's Shielded does not apply", () => {
    expect(battleDestruction(unit("u", "combat", 1, 0, [{ status: "shielded" }], false), 6)).toEqual({ kind: "destroyed" });
  });

  it("D-AMB-46 a loser without Units has nothing to destroy", () => {
    expect(resolveBattle([unit("a", "combat", 3, 0)], []).frontLine).toEqual([]);
  });

  it("D-ST.Rampage-1 D-AMB-23 face-up Rampage Units in the Combat position gain when the battle destroys", () => {
    const f = [unit("r", "combat", 3, 0, [{ status: "rampage" }]), unit("s", "support", 0, 3, [{ status: "rampage" }]), unit("d", "combat", 3, 0, [{ status: "rampage" }], false)];
    expect(rampageGainers(f, true)).toEqual(["r"]);
    expect(rampageGainers(f, false)).toEqual([]);
  });
});
