import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import {
  attackOrderAllows,
  DAMAGE_TYPES,
  guardiansOptions,
  isLegalAttack,
  legalAttackTargets,
  type Attacker,
  type DefendingSide,
  type GuardiansOptions,
  type TargetCreature,
} from "@rulesmith/guardians";

const melee: Attacker = { kind: "minion", damageType: "melee", flying: false, rushed: false };
const ranged: Attacker = { ...melee, damageType: "ranged" };
const guardian: Attacker = { kind: "guardian", damageType: "fire", flying: false, rushed: false };
const minion = (id: string, extra: Partial<TargetCreature> = {}): TargetCreature => ({ id, kind: "minion", flying: false, frozen: false, ...extra });
const king = (id: string, extra: Partial<TargetCreature> = {}): TargetCreature => ({ id, kind: "king", flying: false, frozen: false, ...extra });
const side = (creatures: TargetCreature[], barrierIds: string[] = []): DefendingSide => ({ guardianId: "g", creatures, barrierIds });
const ids = (a: Attacker, d: DefendingSide, o?: GuardiansOptions) => legalAttackTargets(a, d, o).map((t) => t.id);

describe("Chain of Command and Barriers", () => {
  it("G-BTL-2 with no creatures on the field a Minion can attack the Guardian", () => {
    expect(ids(melee, side([]))).toEqual(["g"]);
  });

  it("G-COC-3 a King cannot be attacked while a Minion is present", () => {
    expect(ids(melee, side([minion("m"), king("k")]))).toEqual(["m"]);
    expect(ids(melee, side([king("k")]))).toEqual(["k"]);
  });

  it("G-COC-4 G-COC-5 the Guardian cannot be attacked by creatures while a Minion or King is present", () => {
    expect(ids(melee, side([king("k")]))).not.toContain("g");
    expect(ids(melee, side([minion("m")]))).not.toContain("g");
  });

  it("G-COC-2 G-AMB-39 while a Barrier stands only Barriers can be attacked", () => {
    expect(legalAttackTargets(melee, side([minion("m")], ["b1", "b2"]))).toEqual([
      { kind: "barrier", id: "b1" },
      { kind: "barrier", id: "b2" },
    ]);
  });

  it("G-GBTL-2 G-AMB-9 a Guardian attacks only the Guardian, ignoring Minions and Kings by default", () => {
    expect(ids(guardian, side([minion("m"), king("k")]))).toEqual(["g"]);
    expect(ids(guardian, side([minion("m")]), guardiansOptions({ guardianIgnoresChain: false }))).toEqual([]);
  });

  it("G-AMB-9 a Barrier blocks the Guardian by default; the option lets it through", () => {
    expect(ids(guardian, side([], ["b"]))).toEqual([]);
    expect(ids(guardian, side([], ["b"]), guardiansOptions({ barrierBlocksGuardian: false }))).toEqual(["g"]);
  });

  it("G-RUSH-1 G-AMB-27 a Rushed creature attacks the Guardian directly, past creatures and (by default) Barriers", () => {
    const rushed = { ...melee, rushed: true };
    expect(ids(rushed, side([minion("m"), king("k")], ["b"]))).toEqual(["g"]);
    expect(ids(rushed, side([], ["b"]), guardiansOptions({ rushBypassesBarrier: false }))).toEqual([]);
  });

  it("G-FLY-1 only Flying, Ranged or Arcane attackers may attack a flier", () => {
    const d = side([minion("bird", { flying: true })]);
    expect(ids(melee, d)).toEqual([]);
    expect(ids(ranged, d)).toEqual(["bird"]);
    expect(ids({ ...melee, damageType: "arcane" }, d)).toEqual(["bird"]);
    expect(ids({ ...melee, flying: true }, d)).toEqual(["bird"]);
  });

  it("G-AMB-11 a flier still protects the King behind it", () => {
    expect(ids(melee, side([minion("bird", { flying: true }), king("k")]))).toEqual([]);
  });

  it("G-AMB-11 G-AMB-28 a Frozen Minion protects nothing but can be attacked; options change both", () => {
    const d = side([minion("ice", { frozen: true }), king("k")]);
    expect(ids(melee, d)).toEqual(["ice", "k"]);
    expect(ids(melee, d, guardiansOptions({ frozenBlocksChain: true }))).toEqual(["ice"]);
    expect(ids(melee, d, guardiansOptions({ frozenAttackable: false }))).toEqual(["k"]);
    expect(ids(melee, side([minion("ice", { frozen: true })]))).toEqual(["ice", "g"]);
  });

  it("isLegalAttack agrees with the list", () => {
    expect(isLegalAttack(melee, side([minion("m"), king("k")]), "m")).toBe(true);
    expect(isLegalAttack(melee, side([minion("m"), king("k")]), "k")).toBe(false);
  });

  it("G-COC-1 G-AMB-10 G-GBTL-3 attacker order: Minions before Kings, nothing after the Guardian battle", () => {
    expect(attackOrderAllows("minion", { kingAttacked: false, guardianBattled: false })).toBe(true);
    expect(attackOrderAllows("minion", { kingAttacked: true, guardianBattled: false })).toBe(false);
    expect(attackOrderAllows("king", { kingAttacked: true, guardianBattled: false })).toBe(true);
    expect(attackOrderAllows("guardian", { kingAttacked: true, guardianBattled: true })).toBe(false);
    expect(attackOrderAllows("minion", { kingAttacked: true, guardianBattled: false }, guardiansOptions({ enforceAttackerOrder: false }))).toBe(true);
  });
});

const arbCreature = fc.record({
  id: fc.constantFrom("a", "b", "c", "d", "e"),
  kind: fc.constantFrom("minion" as const, "king" as const),
  flying: fc.boolean(),
  frozen: fc.boolean(),
});
const arbSide = fc.record({
  guardianId: fc.constant("g"),
  creatures: fc.uniqueArray(arbCreature, { maxLength: 5, selector: (c) => c.id }),
  barrierIds: fc.array(fc.constantFrom("b1", "b2"), { maxLength: 2 }),
});
const arbAttacker = fc.record({
  kind: fc.constantFrom("minion" as const, "king" as const, "guardian" as const),
  damageType: fc.constantFrom(...DAMAGE_TYPES),
  flying: fc.boolean(),
  rushed: fc.boolean(),
});
/** An attacker that may target creatures: a Minion or a King that is not Rushed. */
const arbCreatureAttacker = fc.record({
  kind: fc.constantFrom("minion" as const, "king" as const),
  damageType: fc.constantFrom(...DAMAGE_TYPES),
  flying: fc.boolean(),
  rushed: fc.constant(false),
});
/** A side with no Barrier and at least one flier, so that fliers can be targets at all. */
const arbOpenSideWithFlier = fc.record({
  guardianId: fc.constant("g"),
  creatures: fc.uniqueArray(arbCreature, { minLength: 1, maxLength: 5, selector: (c) => c.id }).map((cs) => cs.map((c, i) => (i === 0 ? { ...c, flying: true } : c))),
  barrierIds: fc.constant<string[]>([]),
});
const arbOptions = fc
  .record({
    guardianIgnoresChain: fc.boolean(),
    barrierBlocksGuardian: fc.boolean(),
    frozenBlocksChain: fc.boolean(),
    frozenAttackable: fc.boolean(),
    rushBypassesBarrier: fc.boolean(),
  })
  .map((o) => guardiansOptions(o));

describe("targeting laws", () => {
  test.prop([arbAttacker, arbSide, arbOptions])(
    "G-COC-2..5 no attack breaks the Chain of Command or passes a Barrier unless an option allows it",
    (a, d, o) => {
      const blocking = d.creatures.filter((c) => !c.frozen || o.frozenBlocksChain);
      const minionBlocks = blocking.some((c) => c.kind === "minion");
      const anyBlocks = blocking.length > 0;
      const barrier = d.barrierIds.length > 0;
      for (const t of legalAttackTargets(a, d, o)) {
        if (a.kind === "guardian") {
          expect(t.kind).toBe("guardian");
          if (barrier) expect(o.barrierBlocksGuardian).toBe(false);
          if (anyBlocks) expect(o.guardianIgnoresChain).toBe(true);
        } else if (a.rushed) {
          expect(t.kind).toBe("guardian");
          if (barrier) expect(o.rushBypassesBarrier).toBe(true);
        } else {
          if (barrier) expect(t.kind).toBe("barrier");
          if (t.kind === "king") expect(minionBlocks).toBe(false);
          if (t.kind === "guardian") expect(anyBlocks).toBe(false);
        }
      }
    },
  );

  test.prop([fc.oneof({ weight: 1, arbitrary: arbAttacker }, { weight: 3, arbitrary: arbCreatureAttacker }), fc.oneof({ weight: 1, arbitrary: arbSide }, { weight: 3, arbitrary: arbOpenSideWithFlier }), arbOptions])(
    "G-FLY-1 a flying target is only ever reached by Flying, Ranged or Arcane",
    (a, d, o) => {
      const reach = a.flying || a.damageType === "ranged" || a.damageType === "arcane";
      for (const t of legalAttackTargets(a, d, o)) {
        const c = d.creatures.find((x) => x.id === t.id);
        if (c?.flying === true) expect(reach).toBe(true);
      }
    },
  );

  test.prop([arbAttacker, arbSide])("a side with nothing on it always leaves the Guardian attackable", (a, d) => {
    const empty = { ...d, creatures: [], barrierIds: [] };
    expect(ids(a, empty)).toEqual(["g"]);
  });
});
