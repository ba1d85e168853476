import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { beginTurn, createClock, endTurn, HEADS, runWithChance, seedRng, TAILS, turnsEndedBy, type Clock } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import {
  activeConditions,
  afterAttacked,
  applyCondition,
  betweenTurns,
  betweenTurnsFlips,
  betweenTurnsWithChance,
  canAttack,
  CONDITION_NAMES,
  DAMAGE_TYPES,
  endPhase,
  guardiansOptions,
  hasCondition,
  leavePlay,
  NO_CONDITIONS,
  poisonTurnsLeft,
  poisonWithChance,
  resolveConfusion,
  startOwnerTurn,
  type ConditionApplication,
  type ConditionName,
  type Conditions,
  type CreatureStatus,
  type DamageType,
  type TurnEnd,
} from "@rulesmith/guardians";

const fresh: CreatureStatus = { kind: "minion", hp: 5, damage: 0, conditions: NO_CONDITIONS };
/** The creature's owner; player 1 is the opponent. */
const OWNER = 0;
/** Core's clock for a two-player table, moved turn by turn; the in-between step reads it. */
class Table {
  clock: Clock = assertOk(createClock([0, 1], OWNER, "setup"));
  /** Begins a turn of the owner (true) or the opponent (false). */
  begin(owner: boolean): this {
    this.clock = assertOk(beginTurn(this.clock, "action", owner ? OWNER : 1));
    return this;
  }
  /** Ends the turn in progress: the clocks around the end, as the in-between step gets them. */
  end(): TurnEnd {
    const before = this.clock;
    this.clock = assertOk(endTurn(before));
    return { owner: OWNER, before, after: this.clock };
  }
  /** A whole turn of the owner (true) or the opponent (false). */
  turn(owner: boolean): TurnEnd {
    return this.begin(owner).end();
  }
  /** Poison with this die on the owner's creature, now. */
  poison(die: number): ConditionApplication {
    return { condition: "poisoned", die, owner: OWNER, clock: this.clock };
  }
}
const withC = (c: Partial<Conditions>, s: CreatureStatus = fresh): CreatureStatus => ({ ...s, conditions: { ...s.conditions, ...c } });
function apply(s: CreatureStatus, a: ConditionApplication, o = guardiansOptions()): CreatureStatus {
  const r = applyCondition(s, a, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.status;
}
function between(s: CreatureStatus, end: TurnEnd, coins: number[] = [], o = guardiansOptions()): CreatureStatus {
  const r = betweenTurns(s, end, coins, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.status;
}
const application = (name: ConditionName, t: Table, die = 3): ConditionApplication => (name === "poisoned" ? t.poison(die) : { condition: name });

describe("special conditions", () => {
  it("G-COND-1 there are eight Special Conditions", () => {
    expect(CONDITION_NAMES).toHaveLength(8);
  });

  it("G-CATCH-6 applying Poison to a Guardian has no effect", () => {
    const g: CreatureStatus = { kind: "guardian", hp: 30, damage: 0, conditions: NO_CONDITIONS };
    const r = applyCondition(g, new Table().poison(4));
    expect(r).toEqual({ ok: true, value: { status: g, applied: false } });
  });

  it("G-POI-1 a die of 3 poisons for the owner's next 3 turns", () => {
    const t = new Table().begin(false); // poisoned in the opponent's turn
    let s = apply(fresh, t.poison(3));
    expect(s.conditions.poison).toEqual({ kind: "owner-turns", owner: OWNER, count: 3, target: 3 });
    expect(poisonTurnsLeft(s.conditions, t.clock)).toBe(3);
    s = between(s, t.end()); // the opponent's turn ends
    expect(hasCondition(s.conditions, "poisoned")).toBe(true);
    for (let turn = 1; turn <= 3; turn++) {
      expect(hasCondition(s.conditions, "poisoned")).toBe(true);
      s = between(s, t.turn(true));
      if (turn < 3) s = between(s, t.turn(false));
    }
    expect(hasCondition(s.conditions, "poisoned")).toBe(false);
  });

  it("G-POI-1 poisoned in its owner's own turn, that turn counts as the first", () => {
    const t = new Table().begin(true);
    let s = apply(fresh, t.poison(1));
    expect(poisonTurnsLeft(s.conditions, t.clock)).toBe(1);
    s = between(s, t.end());
    expect(hasCondition(s.conditions, "poisoned")).toBe(false);
  });

  it("G-POI-1 G-POI-2 the Poison's duration on the clock decides, not a count of the steps the card saw", () => {
    // Poisoned with a 3 before the owner's first turn; the owner has ended one turn since, so
    // 2 are left, whatever the die was.
    const t = new Table();
    t.turn(true);
    t.turn(false);
    let s = withC({ poison: { kind: "owner-turns", owner: OWNER, count: 3, target: 3 } });
    expect(poisonTurnsLeft(s.conditions, t.clock)).toBe(2);
    s = between(s, t.turn(true));
    expect(s.damage).toBe(1);
    s = between(s, t.turn(false));
    expect(hasCondition(s.conditions, "poisoned")).toBe(true);
    s = between(s, t.turn(true)); // the owner has ended 3 turns: the duration's target
    expect(s.damage).toBe(3);
    expect(hasCondition(s.conditions, "poisoned")).toBe(false);
    expect(between(s, t.turn(false)).damage).toBe(3);
    // The same Poison once the owner has reached its target (a count of steps would still hurt): nothing, and it goes.
    expect(turnsEndedBy(t.clock, OWNER)).toBe(3);
    const late = between(withC({ poison: { kind: "owner-turns", owner: OWNER, count: 3, target: 3 } }), t.turn(true));
    expect([late.damage, late.conditions.poison]).toEqual([0, null]);
  });

  it("G-POI-1 the die must be a d6 face", () => {
    for (const die of [0, 7, 2.5]) {
      const r = applyCondition(fresh, new Table().poison(die));
      expect(r.ok ? null : r.error.rule).toBe("G-POI-1");
    }
  });

  it("G-POI-2 G-AMB-23 a Poisoned creature with HP 5 has 4 left after an in-between step, after every turn by default", () => {
    const t = new Table();
    const s = apply(fresh, t.poison(2));
    const opponent = new Table().turn(false);
    const own = new Table().turn(true);
    expect(between(s, opponent).damage).toBe(1);
    expect(between(s, opponent, [], guardiansOptions({ poisonDamageTiming: "owner-turns-only" })).damage).toBe(0);
    expect(between(s, own, [], guardiansOptions({ poisonDamageTiming: "owner-turns-only" })).damage).toBe(1);
  });

  it("G-AMB-23 re-poisoning replaces the duration", () => {
    const t = new Table().begin(false);
    const s = apply(apply(fresh, t.poison(6)), t.poison(2));
    expect(s.conditions.poison?.count).toBe(2);
    expect(poisonTurnsLeft(s.conditions, t.clock)).toBe(2);
  });

  it("G-PAR-1 a Paralyzed creature cannot attack", () => {
    expect(canAttack(apply(fresh, { condition: "paralyzed" }).conditions)).toBe(false);
  });

  it("G-PAR-2 G-AMB-24 paralyzed in the opponent's turn: still paralyzed through its own turn, removed after it", () => {
    let s = apply(fresh, { condition: "paralyzed" });
    const t = new Table();
    s = between(s, t.turn(false));
    expect(s.conditions.paralyzed).toBe(true);
    s = startOwnerTurn(s);
    expect(canAttack(s.conditions)).toBe(false);
    s = between(s, t.turn(true));
    expect(s.conditions.paralyzed).toBe(false);
  });

  it("G-PAR-2 paralyzed during its own turn: lasts through its next turn too", () => {
    const t = new Table();
    let s = startOwnerTurn(fresh);
    s = apply(s, { condition: "paralyzed" });
    s = between(s, t.turn(true));
    expect(s.conditions.paralyzed).toBe(true);
    s = startOwnerTurn(between(s, t.turn(false)));
    s = between(s, t.turn(true));
    expect(s.conditions.paralyzed).toBe(false);
  });

  it("G-CONF-1 G-CONF-2 G-AMB-32 a Confused attacker on tails takes its ATK and the attack ends; heads attacks normally", () => {
    const s = apply(fresh, { condition: "confused" });
    expect(resolveConfusion(s, 3, TAILS)).toEqual({ ok: true, value: { proceeds: false, status: { ...s, damage: 3 } } });
    expect(resolveConfusion(s, 3, HEADS)).toEqual({ ok: true, value: { proceeds: true, status: s } });
    expect(resolveConfusion(s, 3, null).ok).toBe(false);
    expect(resolveConfusion(fresh, 3, null)).toEqual({ ok: true, value: { proceeds: true, status: fresh } });
  });

  it("G-AMB-25 Confused lasts across turns unless the option clears it", () => {
    const s = apply(fresh, { condition: "confused" });
    expect(between(s, new Table().turn(true)).conditions.confused).toBe(true);
    expect(between(s, new Table().turn(true), [], guardiansOptions({ confusedClearsBetweenTurns: true })).conditions.confused).toBe(false);
  });

  it("G-BURN-1 G-BURN-2 G-AMB-26 Burned: tails 2 damage, heads none, and it stays Burned", () => {
    const s = apply(fresh, { condition: "burned" });
    expect(betweenTurnsFlips(s)).toEqual(["burn"]);
    const own = new Table().turn(true);
    expect(between(s, own, [TAILS]).damage).toBe(2);
    expect(between(s, own, [HEADS]).damage).toBe(0);
    expect(between(s, own, [HEADS]).conditions.burned).toBe(true);
  });

  it("G-SLEEP-1 G-SLEEP-2 Asleep: cannot attack; heads wakes, tails stays asleep", () => {
    const s = apply(fresh, { condition: "asleep" });
    expect(canAttack(s.conditions)).toBe(false);
    const opponent = new Table().turn(false);
    expect(between(s, opponent, [HEADS]).conditions.asleep).toBe(false);
    expect(between(s, opponent, [TAILS]).conditions.asleep).toBe(true);
  });

  it("G-FROZ-1 G-FROZ-2 Frozen: cannot attack; heads thaws, tails stays frozen", () => {
    const s = apply(fresh, { condition: "frozen" });
    expect(canAttack(s.conditions)).toBe(false);
    const opponent = new Table().turn(false);
    expect(between(s, opponent, [HEADS]).conditions.frozen).toBe(false);
    expect(between(s, opponent, [TAILS]).conditions.frozen).toBe(true);
  });

  it("G-AMB-22 flips go burn, sleep, frozen in that order, and the count must fit", () => {
    const s = withC({ burned: true, asleep: true, frozen: true });
    expect(betweenTurnsFlips(s)).toEqual(["burn", "sleep", "frozen"]);
    const opponent = new Table().turn(false);
    const after = between(s, opponent, [TAILS, HEADS, TAILS]);
    expect(after.damage).toBe(2);
    expect(after.conditions.asleep).toBe(false);
    expect(after.conditions.frozen).toBe(true);
    expect(betweenTurns(s, opponent, [TAILS]).ok).toBe(false);
    expect(betweenTurns(s, opponent, [TAILS, 3, 1]).ok).toBe(false);
  });

  it("G-RUSH-2 G-AMB-27 a Rushed creature falls Asleep at the End Phase and loses Rush", () => {
    const s = endPhase(apply(fresh, { condition: "rushed" }));
    expect(activeConditions(s.conditions)).toEqual(["asleep"]);
  });

  it("G-CATCH-1 G-AMB-30 a Holy attack heals every condition (Flying is grounded by the attack itself)", () => {
    const all = withC({ poison: { kind: "owner-turns", owner: OWNER, count: 4, target: 4 }, paralyzed: true, confused: true, burned: true, asleep: true, rushed: true, flying: true, frozen: true });
    const s = afterAttacked(all, "holy");
    expect(activeConditions(s.conditions)).toEqual([]);
    expect(s.conditions.grounded).toBe(true);
  });

  it("G-CATCH-2 any attack wakes a sleeper", () => {
    expect(afterAttacked(withC({ asleep: true }), "melee").conditions.asleep).toBe(false);
  });

  it("G-CATCH-3 a Fire attack thaws a Frozen creature; others do not", () => {
    expect(afterAttacked(withC({ frozen: true }), "fire").conditions.frozen).toBe(false);
    expect(afterAttacked(withC({ frozen: true }), "frost").conditions.frozen).toBe(true);
  });

  it("G-CATCH-4 a Frost attack cools a burn; others do not", () => {
    expect(afterAttacked(withC({ burned: true }), "frost").conditions.burned).toBe(false);
    expect(afterAttacked(withC({ burned: true }), "fire").conditions.burned).toBe(true);
  });

  it("G-CATCH-5 G-FLY-1 an attacked flier is grounded for the rest of the duel", () => {
    const s = afterAttacked(apply(fresh, { condition: "flying" }), "ranged");
    expect(hasCondition(s.conditions, "flying")).toBe(false);
    const again = applyCondition(s, { condition: "flying" });
    expect(again.ok && again.value.applied).toBe(false);
  });

  it("G-AMB-46 leaving play clears damage, conditions and grounding", () => {
    expect(leavePlay(withC({ grounded: true, burned: true }, { ...fresh, damage: 3 }))).toEqual(fresh);
  });

  it("G-AMB-29 conditions coexist by default; exclusive rotation conditions replace each other by option", () => {
    const s = apply(apply(fresh, { condition: "asleep" }), { condition: "paralyzed" });
    expect(activeConditions(s.conditions)).toEqual(["paralyzed", "asleep"]);
    const o = guardiansOptions({ exclusiveRotationConditions: true });
    const x = apply(apply(apply(fresh, { condition: "burned" }, o), { condition: "asleep" }, o), { condition: "confused" }, o);
    expect(activeConditions(x.conditions)).toEqual(["confused", "burned"]);
  });

  it("G-POI-1 poisonWithChance rolls the d6 with a core Chance, seeded or physical", () => {
    const t = new Table().begin(false);
    const at = { owner: OWNER, clock: t.clock };
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[5]] }, (c) => poisonWithChance(fresh, c, 1, at));
    expect(run.done && run.value.ok && run.value.value.status.conditions.poison).toEqual({ kind: "owner-turns", owner: OWNER, count: 5, target: 5 });
    const seeded = runWithChance({ mode: "seeded", rng: seedRng(7), supplied: [] }, (c) => poisonWithChance(fresh, c, 1, at));
    expect(seeded.done && seeded.value.ok && poisonTurnsLeft(seeded.value.value.status.conditions, t.clock)).toBeGreaterThanOrEqual(1);
  });

  it("G-POI-1 G-AMB-22 poisonWithChance and betweenTurnsWithChance name the card when given its words, as the engine's own requests do", () => {
    const t = new Table().begin(false);
    const poisoned = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => poisonWithChance(fresh, c, 1, { owner: OWNER, clock: t.clock }, undefined, "Player 0's Ember Imp"));
    expect(poisoned.done ? null : poisoned.request).toEqual({ kind: "dice", count: 1, sides: 6, purpose: "poison duration of Player 0's Ember Imp", player: 1 });
    const unnamed = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => poisonWithChance(fresh, c, 1, { owner: OWNER, clock: t.clock }));
    expect(unnamed.done ? null : unnamed.request.purpose).toBe("poison duration");
    const s = withC({ burned: true, asleep: true, frozen: true });
    const own = new Table().turn(true);
    const flips = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[TAILS], [TAILS], [TAILS]] }, (c) => betweenTurnsWithChance(s, own, c, undefined, "the second Ember Imp"));
    expect(flips.rolls.map((r) => r.purpose)).toEqual([
      "burn damage of the second Ember Imp (tails: 2 damage)",
      "wake-up check of the second Ember Imp (heads: it wakes up)",
      "thaw check of the second Ember Imp (heads: it thaws)",
    ]);
    const plain = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[TAILS], [TAILS], [TAILS]] }, (c) => betweenTurnsWithChance(s, own, c));
    expect(plain.rolls.map((r) => r.purpose)).toEqual(["burn damage (tails: 2 damage)", "wake-up check (heads: it wakes up)", "thaw check (heads: it thaws)"]);
    expect(flips.done && plain.done && flips.value).toEqual(plain.done && plain.value);
  });

  it("G-AMB-22 betweenTurnsWithChance asks for exactly the flips needed, in order", () => {
    const s = withC({ burned: true, asleep: true });
    const own = new Table().turn(true);
    const first = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => betweenTurnsWithChance(s, own, c));
    expect(first.done).toBe(false);
    expect(first.done ? null : first.request.player).toBe(OWNER);
    const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[TAILS], [HEADS]] }, (c) => betweenTurnsWithChance(s, own, c));
    expect(run.done && run.value.ok && run.value.value.status).toEqual({ ...withC({ burned: true }), damage: 2 });
  });
});

const arbName = fc.constantFrom(...CONDITION_NAMES);
const arbType = fc.constantFrom(...DAMAGE_TYPES);
type Op =
  | { op: "apply"; name: ConditionName; die: number }
  | { op: "between"; owner: boolean; coins: number[] }
  | { op: "start" }
  | { op: "end" }
  | { op: "attacked"; type: DamageType }
  | { op: "confusion"; atk: number; coin: number };
const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("apply" as const), name: arbName, die: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ op: fc.constant("between" as const), owner: fc.boolean(), coins: fc.array(fc.constantFrom(HEADS, TAILS), { minLength: 3, maxLength: 3 }) }),
  fc.record({ op: fc.constant("start" as const) }),
  fc.record({ op: fc.constant("end" as const) }),
  fc.record({ op: fc.constant("attacked" as const), type: arbType }),
  fc.record({ op: fc.constant("confusion" as const), atk: fc.integer({ min: 0, max: 9 }), coin: fc.constantFrom(HEADS, TAILS) }),
);
function step(s: CreatureStatus, op: Op, t: Table): CreatureStatus {
  switch (op.op) {
    case "apply": {
      const r = applyCondition(s, application(op.name, t, op.die));
      return r.ok ? r.value.status : s;
    }
    case "between": {
      const r = betweenTurns(s, t.turn(op.owner), op.coins.slice(0, betweenTurnsFlips(s).length));
      return r.ok ? r.value.status : s;
    }
    case "start":
      return startOwnerTurn(s);
    case "end":
      return endPhase(s);
    case "attacked":
      return afterAttacked(s, op.type);
    case "confusion": {
      const r = resolveConfusion(s, op.atk, s.kind !== "guardian" && s.conditions.confused ? op.coin : null);
      return r.ok ? r.value.status : s;
    }
  }
}
function deepFreeze<T>(v: T): T {
  if (typeof v === "object" && v !== null) {
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
    Object.freeze(v);
  }
  return v;
}

describe("condition laws", () => {
  test.prop([fc.array(arbOp, { maxLength: 30 })])("G-CATCH-6 a Guardian never carries a condition", (ops) => {
    let g: CreatureStatus = { kind: "guardian", hp: 30, damage: 0, conditions: NO_CONDITIONS };
    const t = new Table();
    for (const op of ops) g = step(g, op, t);
    expect(g.conditions).toEqual(NO_CONDITIONS);
    expect(g.damage).toBe(0);
  });

  test.prop([fc.array(arbOp, { maxLength: 30 })])("transitions never mutate their input, keep damage ≥ 0 and stay plain JSON", (ops) => {
    let s: CreatureStatus = deepFreeze(fresh);
    const t = new Table();
    for (const op of ops) {
      const next = step(s, op, t);
      expect(next.damage).toBeGreaterThanOrEqual(s.damage);
      s = deepFreeze(next);
    }
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  test.prop([fc.integer({ min: 1, max: 6 }), fc.boolean()])(
    "G-POI-1 G-AMB-23 Poison ends exactly after `die` of its owner's turns, dealing 1 per in-between step",
    (die, opponentFirst) => {
      const t = new Table();
      let s = apply(fresh, t.poison(die));
      let ownerTurns = 0;
      let steps = 0;
      let owner = !opponentFirst;
      while (hasCondition(s.conditions, "poisoned")) {
        expect(poisonTurnsLeft(s.conditions, t.clock)).toBe(die - ownerTurns);
        s = between(s, t.turn(owner));
        steps++;
        if (owner) ownerTurns++;
        owner = !owner;
        expect(steps).toBeLessThan(20);
      }
      expect(ownerTurns).toBe(die);
      expect(s.damage).toBe(steps);
    },
  );

  test.prop([fc.array(fc.constantFrom(HEADS, TAILS), { minLength: 1, maxLength: 12 }), fc.constantFrom("asleep" as const, "frozen" as const)])(
    "G-SLEEP-2 G-FROZ-2 Asleep and Frozen end at the first heads and not before",
    (coins, name) => {
      let s = apply(fresh, { condition: name });
      const firstHeads = coins.indexOf(HEADS);
      const t = new Table();
      for (let i = 0; i < coins.length && hasCondition(s.conditions, name); i++) {
        s = between(s, t.turn(i % 2 === 0), [coins[i] ?? TAILS]);
        expect(hasCondition(s.conditions, name)).toBe(firstHeads === -1 || i < firstHeads);
      }
      expect(hasCondition(s.conditions, name)).toBe(firstHeads === -1);
    },
  );

  test.prop([fc.boolean()])("G-PAR-2 Paralysis ends at the first in-between step after a whole turn of its owner", (duringOwnTurn) => {
    let s = apply(duringOwnTurn ? startOwnerTurn(fresh) : fresh, { condition: "paralyzed" });
    let owner = duringOwnTurn;
    let ownerEnds = 0;
    const t = new Table();
    while (s.conditions.paralyzed) {
      s = between(s, t.turn(owner));
      if (owner) ownerEnds++;
      owner = !owner;
      if (owner) s = startOwnerTurn(s);
      expect(ownerEnds).toBeLessThan(4);
    }
    expect(ownerEnds).toBe(duringOwnTurn ? 2 : 1);
  });

  test.prop([fc.boolean()])("G-RUSH-2 Rush always ends at the End Phase", (asleepBefore) => {
    const s = endPhase(apply(asleepBefore ? withC({ asleep: true }) : fresh, { condition: "rushed" }));
    expect(s.conditions.rushed).toBe(false);
    expect(s.conditions.asleep).toBe(true);
  });
});
