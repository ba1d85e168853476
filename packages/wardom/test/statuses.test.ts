import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  activeStatus,
  addStatus,
  applyEndStageLoss,
  applyRampage,
  canBeFrozen,
  canReceiveStatus,
  cleanseStats,
  effectDestruction,
  effectiveStats,
  effectsActive,
  endStageLoss,
  guardianSubstitutes,
  isUnaffectedByEffects,
  type StatusGrant,
  type UnitStats,
} from "../src/index.js";

const zero = { combat: 0, support: 0 };
function stats(combat: number, support: number): UnitStats {
  return { base: { combat, support }, permanent: zero, added: zero };
}

describe("statuses in play", () => {
  it("D-STATUS-1 a status on a set Unit has no effect until flipped", () => {
    expect(activeStatus({ faceUp: false, statuses: [{ status: "stealth" }] }, "stealth")).toBeUndefined();
    expect(activeStatus({ faceUp: true, statuses: [{ status: "stealth" }] }, "stealth")).toEqual({ status: "stealth" });
  });

  it("D-ST.Frozen-2 statuses cannot be added to a Frozen Unit", () => {
    const r = canReceiveStatus({ faceUp: true, statuses: [{ status: "frozen" }] }, { status: "weaken", x: 1 });
    expect(r.ok ? "" : r.error.code).toBe("status/frozen");
  });

  it("D-ST.Pure-2 D-STATUS-2 no status can be applied while Pure", () => {
    const r = addStatus({ faceUp: true, statuses: [{ status: "pure" }] }, { status: "poison", x: 1 });
    expect(r.ok ? "" : r.error.code).toBe("status/pure");
  });

  it("D-ST.Pure-1 D-AMB-44 becoming Pure clears the other statuses; Pure stays", () => {
    expect(addStatus({ faceUp: true, statuses: [{ status: "weaken", x: 2 }, { status: "stealth" }] }, { status: "pure" })).toEqual({ ok: true, value: [{ status: "pure" }] });
  });

  it("a status already held is replaced by the new instance", () => {
    expect(addStatus({ faceUp: true, statuses: [{ status: "weaken", x: 1 }, { status: "ward" }] }, { status: "weaken", x: 3 })).toEqual({
      ok: true,
      value: [{ status: "ward" }, { status: "weaken", x: 3 }],
    });
  });

  it("D-ST.Frozen-1 D-ST.Frozen-3 a face-up Frozen Unit is unaffected by effects and its continuous effects stop", () => {
    const frozen = { faceUp: true, statuses: [{ status: "frozen" }] as StatusGrant[] };
    expect(isUnaffectedByEffects(frozen)).toBe(true);
    expect(effectsActive(frozen, "continuous")).toBe(false);
    expect(effectsActive(frozen, "triggered")).toBe(true);
  });

  it("D-ST.Silenced-1 D-ST.Silenced-2 D-AMB-30 a Silenced Unit's effects are off; its stats and statuses stay", () => {
    const silenced = { faceUp: true, statuses: [{ status: "silenced" }, { status: "shielded" }] as StatusGrant[] };
    expect(effectsActive(silenced, "triggered")).toBe(false);
    expect(effectsActive(silenced, "activated")).toBe(false);
    expect(activeStatus(silenced, "shielded")).toEqual({ status: "shielded" });
    expect(effectiveStats(stats(4, 2))).toEqual({ combat: 4, support: 2 });
  });

  it("D-ST.FrozenTouch-1 D-AMB-27 only a face-up Unit that is not Pure and not Frozen can be frozen", () => {
    expect(canBeFrozen({ faceUp: true, statuses: [] })).toBe(true);
    expect(canBeFrozen({ faceUp: true, statuses: [{ status: "pure" }] })).toBe(false);
    expect(canBeFrozen({ faceUp: true, statuses: [{ status: "frozen" }] })).toBe(false);
    expect(canBeFrozen({ faceUp: false, statuses: [] })).toBe(false);
  });
});

describe("stats", () => {
  it("D-ST.Weaken-1 Weaken(2) on Combat 5: 3 after one End Stage, 1 after two", () => {
    const w = { faceUp: true, statuses: [{ status: "weaken", x: 2 }] as StatusGrant[] };
    const once = applyEndStageLoss(stats(5, 3), w);
    expect(effectiveStats(once).combat).toBe(3);
    expect(effectiveStats(applyEndStageLoss(once, w)).combat).toBe(1);
  });

  it("D-ST.Poison-1 Poison(1) on Support 4 makes 3", () => {
    const p = { faceUp: true, statuses: [{ status: "poison", x: 1 }] as StatusGrant[] };
    expect(effectiveStats(applyEndStageLoss(stats(2, 4), p))).toEqual({ combat: 2, support: 3 });
    expect(endStageLoss(p)).toEqual({ combat: 0, support: 1 });
  });

  it("D-ST.Weaken-1 the loss is permanent: it stays when Weaken is removed", () => {
    const weakened = applyEndStageLoss(stats(5, 3), { faceUp: true, statuses: [{ status: "weaken", x: 2 }] });
    expect(effectiveStats(applyEndStageLoss(weakened, { faceUp: true, statuses: [] })).combat).toBe(3);
  });

  it("D-KW.Cleanse-1 D-AMB-20 Cleanse returns a weakened and buffed Unit to printed stats (permanent too by default)", () => {
    const s: UnitStats = { base: { combat: 5, support: 3 }, permanent: { combat: -4, support: 0 }, added: { combat: 2, support: 1 } };
    expect(effectiveStats(cleanseStats(s))).toEqual({ combat: 5, support: 3 });
    expect(effectiveStats(cleanseStats(s, { cleanseRemovesPermanent: false }))).toEqual({ combat: 1, support: 3 });
  });

  it("D-ST.Corruption-1 D-AMB-28 Corruption dice replace the base for the battle; changes apply on top", () => {
    const s: UnitStats = { base: { combat: 0, support: 0 }, permanent: zero, added: { combat: 1, support: 0 } };
    expect(effectiveStats(s, { combat: 2, support: 6 })).toEqual({ combat: 3, support: 6 });
  });

  it("D-EQUIP-1 D-KW.Equip-1 an Equip's +2 Combat counts while attached", () => {
    expect(effectiveStats({ base: { combat: 3, support: 1 }, permanent: zero, added: { combat: 2, support: 0 } }).combat).toBe(5);
  });

  it("D-ST.Rampage-1 Rampage gains 1 Combat permanently", () => {
    expect(effectiveStats(applyRampage(stats(4, 0))).combat).toBe(5);
  });

  const arbStatuses = fc.array(
    fc.oneof(fc.record({ status: fc.constant("weaken" as const), x: fc.integer({ min: 1, max: 9 }) }), fc.record({ status: fc.constant("poison" as const), x: fc.integer({ min: 1, max: 9 }) })),
    { maxLength: 2 },
  );

  test.prop([fc.nat({ max: 12 }), fc.nat({ max: 12 }), arbStatuses, fc.nat({ max: 10 }), fc.integer({ min: -5, max: 5 })])(
    "D-AMB-21 effective stats never go below 0, however many End Stages of Weaken and Poison pass",
    (c, s, statuses, stages, added) => {
      let st: UnitStats = { base: { combat: c, support: s }, permanent: zero, added: { combat: added, support: added } };
      for (let i = 0; i < stages; i++) {
        const before = effectiveStats(st);
        st = applyEndStageLoss(st, { faceUp: true, statuses });
        const now = effectiveStats(st);
        expect(now.combat).toBeGreaterThanOrEqual(0);
        expect(now.support).toBeGreaterThanOrEqual(0);
        expect(now.combat).toBeLessThanOrEqual(before.combat);
        expect(now.support).toBeLessThanOrEqual(before.support);
      }
    },
  );
});

describe("destruction by effects", () => {
  it("D-ST.Stability-1 a Stability Unit is not destroyed by a card effect", () => {
    expect(effectDestruction({ id: "u", faceUp: true, statuses: [{ status: "stability" }] })).toEqual({ kind: "unaffected", reason: "stability" });
  });

  it("D-ST.Shielded-2 Shielded does not stop effect destruction", () => {
    expect(effectDestruction({ id: "u", faceUp: true, statuses: [{ status: "shielded" }] })).toEqual({ kind: "destroyed" });
  });

  it("D-ST.Frozen-1 a destroy effect on a face-up Frozen Unit has no effect", () => {
    expect(effectDestruction({ id: "u", faceUp: true, statuses: [{ status: "frozen" }] })).toEqual({ kind: "unaffected", reason: "frozen" });
  });

  it("D-ST.LastWill-1 Last-Will survives the first effect destruction this turn", () => {
    const u = { id: "u", faceUp: true, statuses: [{ status: "last-will" }] as StatusGrant[] };
    expect(effectDestruction(u)).toEqual({ kind: "survives", reason: "last-will" });
    expect(effectDestruction(u, true)).toEqual({ kind: "destroyed" });
  });

  it("D-KW.Destroy-1 an unprotected Unit is destroyed", () => {
    expect(effectDestruction({ id: "u", faceUp: true, statuses: [] })).toEqual({ kind: "destroyed" });
  });

  it("D-ST.Guardian-1 a face-up friendly Guardian may be destroyed in place of a Ward Unit", () => {
    expect(guardianSubstitutes({ id: "w", faceUp: true, statuses: [{ status: "ward" }] }, [{ id: "g", faceUp: true, statuses: [{ status: "guardian" }] }])).toEqual(["g"]);
  });

  it("D-ST.Guardian-2 a face-down Guardian, or the Unit itself, cannot stand in", () => {
    const both = { id: "wg", faceUp: true, statuses: [{ status: "ward" }, { status: "guardian" }] as StatusGrant[] };
    expect(guardianSubstitutes({ id: "w", faceUp: true, statuses: [{ status: "ward" }] }, [{ id: "g", faceUp: false, statuses: [{ status: "guardian" }] }])).toEqual([]);
    expect(guardianSubstitutes(both, [both])).toEqual([]);
  });

  it("D-ST.Ward-1 a Unit without Ward gets no Guardian protection", () => {
    expect(guardianSubstitutes({ id: "x", faceUp: true, statuses: [] }, [{ id: "g", faceUp: true, statuses: [{ status: "guardian" }] }])).toEqual([]);
  });

  it("D-AMB-31 a Guardian that the effect could not destroy (Stability, Frozen) cannot stand in", () => {
    const ward = { id: "w", faceUp: true, statuses: [{ status: "ward" }] as StatusGrant[] };
    expect(guardianSubstitutes(ward, [{ id: "g1", faceUp: true, statuses: [{ status: "guardian" }, { status: "stability" }] }])).toEqual([]);
    expect(guardianSubstitutes(ward, [{ id: "g2", faceUp: true, statuses: [{ status: "guardian" }, { status: "frozen" }] }])).toEqual([]);
  });
});
