import {
  err,
  forOwnerTurns,
  isExpired,
  ok,
  ruleError,
  ticksBetween,
  turnsEndedBy,
  turnsRemaining,
  HEADS,
  TAILS,
  type Chance,
  type Clock,
  type PlayerId,
  type Result,
} from "@rulesmith/core";
import type { ConditionName, DamageType } from "../cards/elements.js";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "./options.js";

/**
 * How long a Poison lasts: a core `"owner-turns"` duration (`forOwnerTurns`) of its owner's
 * turns, as many as the d6 rolled for it (`count`), ending when the owner has ended `target`
 * turns on the clock. Whether it has run out is core's `isExpired`, not a counter.
 *
 * @example
 * ```ts
 * import type { PoisonDuration } from "@rulesmith/guardians";
 * // Poisoned with a 3 while player 0 had ended 1 turn: it ends when their 4th turn ends.
 * const p: PoisonDuration = { kind: "owner-turns", owner: 0, count: 3, target: 4 };
 * ```
 */
export interface PoisonDuration {
  /** Always `"owner-turns"`: a core duration of its owner's turns. */
  readonly kind: "owner-turns";
  /** The poisoned card's owner, whose turns are counted. */
  readonly owner: PlayerId;
  /** How many of the owner's turns, the d6 rolled for it (1 to 6). */
  readonly count: number;
  /** It expires when the owner has ended this many turns on the clock (core's `isExpired`). */
  readonly target: number;
}

/**
 * The Special Conditions on one card in play, as independent flags that may coexist
 * (G-AMB-29). A fixed shape, so that transitions copy it cheaply.
 *
 * - `poison`: how long Poison lasts, as a core duration on the clock; `null` means not
 *   Poisoned (G-POI-1).
 * - `paralyzedAtTurnStart`: it was already Paralyzed when its owner's latest turn began (G-PAR-2).
 * - `flying` / `grounded`: it has Flying; once attacked it is grounded for the rest of the duel (G-CATCH-5).
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS, type Conditions } from "@rulesmith/guardians";
 * const c: Conditions = { ...NO_CONDITIONS, burned: true };
 * ```
 */
export interface Conditions {
  /**
   * Poison: a core `"owner-turns"` duration of as many of its owner's turns as the d6 rolled
   * (1–6); `null` means not Poisoned. It deals 1 damage in between turns and is removed in the
   * in-between step in which core's `isExpired` says it has run out, so a card in play never
   * keeps an expired one (G-POI-1, G-POI-2, G-AMB-23).
   */
  readonly poison: PoisonDuration | null;
  /** Paralyzed: cannot attack or retreat (G-PAR-1). */
  readonly paralyzed: boolean;
  /** It was already Paralyzed when its owner's latest turn began, so Paralysis ends at the next in-between step after that turn (G-PAR-2, G-AMB-24). */
  readonly paralyzedAtTurnStart: boolean;
  /** Confused: flips a coin before each attack, tails hits itself (G-CONF-1, G-CONF-2); lasts until cured by default (G-AMB-25). */
  readonly confused: boolean;
  /** Burned: in between turns a tails flip deals 2 damage (G-BURN-1, G-BURN-2); a Frost attacker cures it (G-CATCH-4). */
  readonly burned: boolean;
  /** Asleep: cannot attack or retreat; wakes on heads in between turns or when attacked (G-SLEEP-1, G-SLEEP-2, G-CATCH-2). */
  readonly asleep: boolean;
  /** Rushed: may attack only the opposing Guardian, directly; falls Asleep at its controller's End Phase (G-RUSH-1, G-RUSH-2, G-AMB-27). */
  readonly rushed: boolean;
  /** Has Flying: only flying, Ranged or Arcane attackers reach it, unless `grounded` (G-FLY-1). */
  readonly flying: boolean;
  /** Was attacked while Flying and cannot fly for the rest of the duel (G-CATCH-5). */
  readonly grounded: boolean;
  /** Frozen: cannot attack, retreat or use abilities; thaws on heads in between turns or when a Fire creature attacks it (G-FROZ-1, G-FROZ-2, G-CATCH-3, G-AMB-28). */
  readonly frozen: boolean;
}

/**
 * No conditions at all (a Guardian always has these, G-CATCH-6).
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS } from "@rulesmith/guardians";
 * NO_CONDITIONS.frozen; // false
 * ```
 */
export const NO_CONDITIONS: Conditions = /* @__PURE__ */ Object.freeze({
  poison: null,
  paralyzed: false,
  paralyzedAtTurnStart: false,
  confused: false,
  burned: false,
  asleep: false,
  rushed: false,
  flying: false,
  grounded: false,
  frozen: false,
});

/**
 * A Minion, King or Guardian in play as the condition rules see it: its kind, printed HP,
 * damage carried and conditions.
 *
 * @example
 * ```ts
 * import { NO_CONDITIONS, type CreatureStatus } from "@rulesmith/guardians";
 * const s: CreatureStatus = { kind: "minion", hp: 4, damage: 0, conditions: NO_CONDITIONS };
 * ```
 */
export interface CreatureStatus {
  /** What the card is; a `"guardian"` is unaffected by Special Conditions (G-CATCH-6). */
  readonly kind: "minion" | "king" | "guardian";
  /** Printed HP. */
  readonly hp: number;
  /** Damage carried, a whole number ≥ 0 (G-WIN-2). */
  readonly damage: number;
  /** Its Special Conditions. */
  readonly conditions: Conditions;
}

/**
 * How to apply a condition: Poison needs the face of the six-sided die rolled for it, whose
 * turns it counts and the clock now, to make its duration (G-POI-1).
 *
 * @example
 * ```ts
 * import { createClock } from "@rulesmith/core";
 * import type { ConditionApplication } from "@rulesmith/guardians";
 * const clock = createClock([0, 1], 0, "setup");
 * if (clock.ok) {
 *   const a: ConditionApplication = { condition: "poisoned", die: 4, owner: 1, clock: clock.value };
 * }
 * const b: ConditionApplication = { condition: "asleep" };
 * ```
 */
export type ConditionApplication =
  | {
      /** `"poisoned"`: Poison, which needs its die. */
      readonly condition: "poisoned";
      /** The face of the six-sided die rolled, 1–6: the owner's turns it stays Poisoned (G-POI-1). */
      readonly die: number;
      /** The poisoned card's owner, whose turns are counted. */
      readonly owner: PlayerId;
      /** The clock now; the owner's turns that end from now on count, the one in progress included. */
      readonly clock: Clock;
    }
  | {
      /** Any other Special Condition; it needs no roll. */
      readonly condition: Exclude<ConditionName, "poisoned">;
    };

/**
 * A coin face: 1 is heads, 2 is tails (core's `HEADS` / `TAILS`).
 *
 * @example
 * ```ts
 * import { TAILS } from "@rulesmith/core";
 * import type { CoinFace } from "@rulesmith/guardians";
 * const f: CoinFace = TAILS;
 * ```
 */
export type CoinFace = 1 | 2;

function conditions(
  c: Conditions,
  poison: PoisonDuration | null,
  paralyzed: boolean,
  paralyzedAtTurnStart: boolean,
  confused: boolean,
  burned: boolean,
  asleep: boolean,
  rushed: boolean,
  flying: boolean,
  grounded: boolean,
  frozen: boolean,
): Conditions {
  if (
    c.poison === poison &&
    c.paralyzed === paralyzed &&
    c.paralyzedAtTurnStart === paralyzedAtTurnStart &&
    c.confused === confused &&
    c.burned === burned &&
    c.asleep === asleep &&
    c.rushed === rushed &&
    c.flying === flying &&
    c.grounded === grounded &&
    c.frozen === frozen
  ) {
    return c;
  }
  return { poison, paralyzed, paralyzedAtTurnStart, confused, burned, asleep, rushed, flying, grounded, frozen };
}

function withConditions(s: CreatureStatus, c: Conditions, damage: number): CreatureStatus {
  if (c === s.conditions && damage === s.damage) return s;
  return { kind: s.kind, hp: s.hp, damage, conditions: c };
}

/**
 * Whether a card currently has a condition (`flying` counts only while not grounded).
 *
 * Implements G-COND-1, G-CATCH-5.
 *
 * @param c - The conditions.
 * @param name - The condition.
 * @returns `true` when it has it.
 * @example
 * ```ts
 * import { hasCondition, NO_CONDITIONS } from "@rulesmith/guardians";
 * hasCondition({ ...NO_CONDITIONS, poison: { kind: "owner-turns", owner: 0, count: 2, target: 3 } }, "poisoned"); // true
 * ```
 */
export function hasCondition(c: Conditions, name: ConditionName): boolean {
  switch (name) {
    case "poisoned":
      return c.poison !== null;
    case "paralyzed":
      return c.paralyzed;
    case "confused":
      return c.confused;
    case "burned":
      return c.burned;
    case "asleep":
      return c.asleep;
    case "rushed":
      return c.rushed;
    case "flying":
      return c.flying && !c.grounded;
    case "frozen":
      return c.frozen;
    default: {
      const never: never = name;
      return never;
    }
  }
}

/**
 * The conditions a card currently has, in {@link CONDITION_NAMES} order.
 *
 * Implements G-COND-1, G-CATCH-5 (a grounded card is no longer Flying).
 *
 * @param c - The conditions.
 * @returns Their names.
 * @example
 * ```ts
 * import { activeConditions, NO_CONDITIONS } from "@rulesmith/guardians";
 * activeConditions({ ...NO_CONDITIONS, asleep: true }); // ["asleep"]
 * ```
 */
export function activeConditions(c: Conditions): ConditionName[] {
  const out: ConditionName[] = [];
  if (c.poison !== null) out.push("poisoned");
  if (c.paralyzed) out.push("paralyzed");
  if (c.confused) out.push("confused");
  if (c.burned) out.push("burned");
  if (c.asleep) out.push("asleep");
  if (c.rushed) out.push("rushed");
  if (c.flying && !c.grounded) out.push("flying");
  if (c.frozen) out.push("frozen");
  return out;
}

/**
 * Whether a card has no condition that the turn's steps act on: no Poison, Paralysis, Confusion,
 * Burn, Sleep, Rush or Frozen (Flying and the grounded mark are left alone by them). For such a
 * card {@link startOwnerTurn}, {@link endPhase} and {@link betweenTurns} change nothing, so the
 * engine skips them.
 *
 * Implements G-TURN-10 (nothing to do in between turns), G-AMB-22.
 *
 * @param c - The conditions.
 * @returns `true` when none of those is set.
 * @internal
 * @example
 * ```ts
 * isCalm(NO_CONDITIONS); // true
 * ```
 */
export function isCalm(c: Conditions): boolean {
  return c === NO_CONDITIONS || (c.poison === null && !c.paralyzed && !c.paralyzedAtTurnStart && !c.confused && !c.burned && !c.asleep && !c.rushed && !c.frozen);
}

/**
 * Puts a Special Condition on a card. A Guardian is unaffected: it comes back unchanged with
 * `applied: false`. A grounded card cannot gain Flying again. Poison becomes a core
 * `"owner-turns"` duration of `die` of the owner's turns (`forOwnerTurns`), counting the
 * owner's turn in progress if it is theirs now; re-poisoning replaces it with one from the new
 * die (no stacking). With `exclusiveRotationConditions`, a new Paralyzed, Asleep, Confused or
 * Frozen replaces the others of those four.
 *
 * Implements G-COND-1, G-POI-1, G-PAR-1, G-CONF-1, G-BURN-1, G-SLEEP-1, G-RUSH-1, G-FLY-1,
 * G-FROZ-1, G-CATCH-5, G-CATCH-6, G-AMB-23, G-AMB-29.
 *
 * @param status - The card in play.
 * @param application - The condition (and for Poison the d6 face rolled, the owner and the clock).
 * @param options - Rule options (reads `exclusiveRotationConditions`).
 * @returns The new status and whether the condition took hold, or `condition/bad-die` /
 *   `condition/unknown` for malformed input (`player/unknown` for a Poison owner the clock
 *   does not seat).
 * @example
 * ```ts
 * import { createClock, turnsRemaining } from "@rulesmith/core";
 * import { applyCondition, NO_CONDITIONS } from "@rulesmith/guardians";
 * const clock = createClock([0, 1], 0, "setup");
 * if (clock.ok) {
 *   const r = applyCondition({ kind: "minion", hp: 4, damage: 0, conditions: NO_CONDITIONS }, { condition: "poisoned", die: 3, owner: 1, clock: clock.value });
 *   const poison = r.ok ? r.value.status.conditions.poison : null;
 *   if (poison !== null) turnsRemaining(poison, clock.value); // 3
 * }
 * ```
 */
export function applyCondition(
  status: CreatureStatus,
  application: ConditionApplication,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): Result<{
  /** The card after the attempt; unchanged when the condition did not take hold. */
  readonly status: CreatureStatus;
  /** Whether the condition took hold: `false` for a Guardian (G-CATCH-6) or Flying on a grounded card (G-CATCH-5). */
  readonly applied: boolean;
}> {
  const c = status.conditions;
  const name: string = application.condition;
  if (application.condition === "poisoned") {
    const die = application.die;
    if (!Number.isInteger(die) || die < 1 || die > 6) {
      return err(ruleError("condition/bad-die", `Poison lasts for the face of a six-sided die (1 to 6), not ${String(die)}.`, { rule: "G-POI-1" }));
    }
  } else if (
    name !== "paralyzed" &&
    name !== "confused" &&
    name !== "burned" &&
    name !== "asleep" &&
    name !== "rushed" &&
    name !== "flying" &&
    name !== "frozen"
  ) {
    return err(ruleError("condition/unknown", `${name} is not a Special Condition.`, { rule: "G-COND-1" }));
  }
  if (status.kind === "guardian") return ok({ status, applied: false });
  let poison = c.poison;
  if (application.condition === "poisoned") {
    const made = forOwnerTurns(application.owner, application.die, application.clock, { includeCurrentTurn: true });
    if (!made.ok) return made;
    if (made.value.kind === "owner-turns") poison = made.value;
  }
  const exclusive = options.exclusiveRotationConditions;
  let paralyzed = c.paralyzed;
  let paralyzedAtTurnStart = c.paralyzedAtTurnStart;
  let confused = c.confused;
  let asleep = c.asleep;
  let frozen = c.frozen;
  const rotate = (): void => {
    if (exclusive) {
      paralyzed = false;
      paralyzedAtTurnStart = false;
      confused = false;
      asleep = false;
      frozen = false;
    }
  };
  let next: Conditions;
  switch (application.condition) {
    case "poisoned":
      next = conditions(c, poison, c.paralyzed, c.paralyzedAtTurnStart, c.confused, c.burned, c.asleep, c.rushed, c.flying, c.grounded, c.frozen);
      break;
    case "paralyzed":
      rotate();
      if (!c.paralyzed) paralyzedAtTurnStart = false;
      next = conditions(c, c.poison, true, paralyzedAtTurnStart, confused, c.burned, asleep, c.rushed, c.flying, c.grounded, frozen);
      break;
    case "confused":
      rotate();
      next = conditions(c, c.poison, paralyzed, paralyzedAtTurnStart, true, c.burned, asleep, c.rushed, c.flying, c.grounded, frozen);
      break;
    case "asleep":
      rotate();
      next = conditions(c, c.poison, paralyzed, paralyzedAtTurnStart, confused, c.burned, true, c.rushed, c.flying, c.grounded, frozen);
      break;
    case "frozen":
      rotate();
      next = conditions(c, c.poison, paralyzed, paralyzedAtTurnStart, confused, c.burned, asleep, c.rushed, c.flying, c.grounded, true);
      break;
    case "burned":
      next = conditions(c, c.poison, c.paralyzed, c.paralyzedAtTurnStart, c.confused, true, c.asleep, c.rushed, c.flying, c.grounded, c.frozen);
      break;
    case "rushed":
      next = conditions(c, c.poison, c.paralyzed, c.paralyzedAtTurnStart, c.confused, c.burned, c.asleep, true, c.flying, c.grounded, c.frozen);
      break;
    case "flying":
      if (c.grounded) return ok({ status, applied: false });
      next = conditions(c, c.poison, c.paralyzed, c.paralyzedAtTurnStart, c.confused, c.burned, c.asleep, c.rushed, true, false, c.frozen);
      break;
    default: {
      const never: never = application;
      return never;
    }
  }
  return ok({ status: withConditions(status, next, status.damage), applied: true });
}

/**
 * Whether a card may attack now as far as conditions go: not Paralyzed, Asleep or Frozen.
 * (A Guardian has no conditions; turn limits are the engine's.)
 *
 * Implements G-PAR-1, G-SLEEP-1, G-FROZ-1, G-AMB-28.
 *
 * @param c - The conditions.
 * @returns `true` when conditions allow an attack.
 * @example
 * ```ts
 * import { canAttack, NO_CONDITIONS } from "@rulesmith/guardians";
 * canAttack({ ...NO_CONDITIONS, asleep: true }); // false
 * ```
 */
export function canAttack(c: Conditions): boolean {
  return !c.paralyzed && !c.asleep && !c.frozen;
}

/**
 * Whether a card's conditions allow it to retreat: not Paralyzed, Asleep or Frozen.
 *
 * Implements G-RET-5, G-AMB-28.
 *
 * @param c - The conditions.
 * @returns `true` when conditions allow a retreat.
 * @example
 * ```ts
 * import { conditionsAllowRetreat, NO_CONDITIONS } from "@rulesmith/guardians";
 * conditionsAllowRetreat({ ...NO_CONDITIONS, paralyzed: true }); // false
 * ```
 */
export function conditionsAllowRetreat(c: Conditions): boolean {
  return !c.paralyzed && !c.asleep && !c.frozen;
}

/**
 * At the start of its owner's turn, remember whether the card is Paralyzed then, so that
 * Paralysis ends at the in-between step after that turn.
 *
 * Implements G-PAR-2, G-AMB-24.
 *
 * @param status - The card in play.
 * @returns The status with `paralyzedAtTurnStart` set.
 * @example
 * ```ts
 * import { startOwnerTurn, NO_CONDITIONS } from "@rulesmith/guardians";
 * startOwnerTurn({ kind: "king", hp: 6, damage: 0, conditions: { ...NO_CONDITIONS, paralyzed: true } }).conditions.paralyzedAtTurnStart; // true
 * ```
 */
export function startOwnerTurn(status: CreatureStatus): CreatureStatus {
  const c = status.conditions;
  return withConditions(
    status,
    conditions(c, c.poison, c.paralyzed, c.paralyzed, c.confused, c.burned, c.asleep, c.rushed, c.flying, c.grounded, c.frozen),
    status.damage,
  );
}

/**
 * At its controller's End Phase a Rushed card falls Asleep and loses Rush.
 *
 * Implements G-RUSH-2, G-AMB-27.
 *
 * @param status - The card in play.
 * @returns The status after the End Phase.
 * @example
 * ```ts
 * import { endPhase, NO_CONDITIONS } from "@rulesmith/guardians";
 * endPhase({ kind: "minion", hp: 3, damage: 0, conditions: { ...NO_CONDITIONS, rushed: true } }).conditions.asleep; // true
 * ```
 */
export function endPhase(status: CreatureStatus): CreatureStatus {
  const c = status.conditions;
  if (!c.rushed) return status;
  return withConditions(
    status,
    conditions(c, c.poison, c.paralyzed, c.paralyzedAtTurnStart, c.confused, c.burned, true, false, c.flying, c.grounded, c.frozen),
    status.damage,
  );
}

/**
 * Which coin flips the in-between step needs for a card, in the order they are used:
 * `"burn"` (Burned), `"sleep"` (Asleep), `"frozen"` (Frozen).
 *
 * Implements G-BURN-2, G-SLEEP-2, G-FROZ-2, G-AMB-22.
 *
 * @param status - The card in play.
 * @returns The flips to make, possibly none.
 * @example
 * ```ts
 * import { betweenTurnsFlips, NO_CONDITIONS } from "@rulesmith/guardians";
 * betweenTurnsFlips({ kind: "minion", hp: 3, damage: 0, conditions: { ...NO_CONDITIONS, burned: true, frozen: true } }); // ["burn", "frozen"]
 * ```
 */
export function betweenTurnsFlips(status: CreatureStatus): ("burn" | "sleep" | "frozen")[] {
  const out: ("burn" | "sleep" | "frozen")[] = [];
  if (status.kind === "guardian") return out;
  const c = status.conditions;
  if (c.burned) out.push("burn");
  if (c.asleep) out.push("sleep");
  if (c.frozen) out.push("frozen");
  return out;
}

/**
 * What an in-between coin is for, in the words a table flipping a real coin is shown: the
 * condition, the card it is for when given, and what the face decides (`"burn damage of Ember
 * Imp (tails: 2 damage)"`, `"wake-up check (heads: it wakes up)"`). The engine and
 * {@link betweenTurnsWithChance} both word their flips with it.
 * @param flip - A flip of {@link betweenTurnsFlips}.
 * @param card - The card in words every player may read, or `undefined` to name none.
 * @returns The purpose.
 * @internal
 */
export function flipPurpose(flip: "burn" | "sleep" | "frozen", card: string | undefined): string {
  const of = card === undefined ? "" : ` of ${card}`;
  switch (flip) {
    case "burn":
      return `burn damage${of} (tails: 2 damage)`;
    case "sleep":
      return `wake-up check${of} (heads: it wakes up)`;
    case "frozen":
      return `thaw check${of} (heads: it thaws)`;
    default: {
      const never: never = flip;
      return never;
    }
  }
}

/**
 * What the Poison die is for (G-POI-1), in the words a table rolling a real die is shown:
 * `"poison duration of Ember Imp"`, or `"poison duration"` when no card is given.
 * @param card - The poisoned card in words every player may read, or `undefined`.
 * @returns The purpose.
 * @internal
 */
export function poisonPurpose(card: string | undefined): string {
  return card === undefined ? "poison duration" : `poison duration of ${card}`;
}

/**
 * The turn end an in-between step follows, as one card sees it: whose card it is and core's
 * clock just before and just after the turn ended (`endTurn`). From the two clocks the step
 * knows whether the turn was its owner's and whether its Poison still runs.
 *
 * @example
 * ```ts
 * import { createClock, beginTurn, endTurn } from "@rulesmith/core";
 * import type { TurnEnd } from "@rulesmith/guardians";
 * const c = createClock([0, 1], 0, "setup");
 * const before = c.ok ? beginTurn(c.value, "action") : c;
 * const after = before.ok ? endTurn(before.value) : before;
 * if (before.ok && after.ok) {
 *   // player 0's own turn ended
 *   const end: TurnEnd = { owner: 0, before: before.value, after: after.value };
 * }
 * ```
 */
export interface TurnEnd {
  /** The card's owner. */
  readonly owner: PlayerId;
  /** The clock just before the turn ended. */
  readonly before: Clock;
  /** The clock just after the turn ended. */
  readonly after: Clock;
}

/**
 * What the in-between step did to one card.
 *
 * @example
 * ```ts
 * import type { BetweenTurnsResult } from "@rulesmith/guardians";
 * function hurt(r: BetweenTurnsResult) { return r.poisonDamage + r.burnDamage; }
 * ```
 */
export interface BetweenTurnsResult {
  /** The card after the step: new damage and conditions. */
  readonly status: CreatureStatus;
  /** Poison damage dealt in this step: 1 or 0 (G-POI-2, G-AMB-23). */
  readonly poisonDamage: number;
  /** Burn damage dealt in this step: 2 on tails, else 0 (G-BURN-2). */
  readonly burnDamage: number;
}

/**
 * The in-between-turns step for one card, with the coin faces already flipped (one per entry
 * of {@link betweenTurnsFlips}, in that order). In order: Poison deals 1 damage if it had not run
 * out before the turn ended (core's `isExpired` on the clock before), or with
 * `poisonDamageTiming: "owner-turns-only"` only when one of its owner's counted turns has just
 * ended (core's `ticksBetween`); Burned flips, tails deals 2; Asleep flips, heads wakes; Frozen
 * flips, heads thaws; Paralysis ends if the owner's turn just ended and it was Paralyzed since
 * that turn began; Poison is removed once `isExpired` says its duration has run out on the
 * clock after. Confused ends too with `confusedClearsBetweenTurns`. A Guardian is unaffected.
 *
 * Implements G-TURN-10, G-POI-1, G-POI-2, G-PAR-2, G-BURN-2, G-SLEEP-2, G-FROZ-2, G-CATCH-6,
 * G-AMB-22, G-AMB-23, G-AMB-24, G-AMB-25.
 *
 * @param status - The card in play.
 * @param turn - The card's owner and the clock before and after the turn ended.
 * @param coins - The coin faces (1 heads, 2 tails), one per needed flip.
 * @param options - Rule options (reads `poisonDamageTiming`, `confusedClearsBetweenTurns`).
 * @returns The new status and the damage dealt, or `condition/coins` when the faces do not fit.
 * @example
 * ```ts
 * import { betweenTurns, NO_CONDITIONS } from "@rulesmith/guardians";
 * import { beginTurn, createClock, endTurn, TAILS } from "@rulesmith/core";
 * const c = createClock([0, 1], 0, "setup");
 * const before = c.ok ? beginTurn(c.value, "action") : c;
 * const after = before.ok ? endTurn(before.value) : before;
 * const s = { kind: "minion", hp: 5, damage: 0, conditions: { ...NO_CONDITIONS, burned: true } } as const;
 * if (before.ok && after.ok) {
 *   const r = betweenTurns(s, { owner: 0, before: before.value, after: after.value }, [TAILS]);
 *   if (r.ok) r.value.status.damage; // 2
 * }
 * ```
 */
export function betweenTurns(
  status: CreatureStatus,
  turn: TurnEnd,
  coins: readonly number[],
  options: GuardiansOptions = DEFAULT_OPTIONS,
): Result<BetweenTurnsResult> {
  const c = status.conditions;
  const needed = status.kind === "guardian" ? 0 : (c.burned ? 1 : 0) + (c.asleep ? 1 : 0) + (c.frozen ? 1 : 0);
  if (coins.length !== needed) {
    return err(
      ruleError("condition/coins", `The in-between step needs ${needed} coin flip${needed === 1 ? "" : "s"} for this card, got ${coins.length}.`, {
        rule: "G-AMB-22",
        details: { expected: needed, got: coins.length },
      }),
    );
  }
  for (const f of coins) {
    if (f !== HEADS && f !== TAILS) {
      return err(ruleError("condition/coins", `A coin shows 1 (heads) or 2 (tails), not ${String(f)}.`, { rule: "G-AMB-22" }));
    }
  }
  if (status.kind === "guardian") return ok({ status, poisonDamage: 0, burnDamage: 0 });
  let i = 0;
  let damage = status.damage;
  let poisonDamage = 0;
  let burnDamage = 0;
  const ownerTurnEnded = turnsEndedBy(turn.after, turn.owner) > turnsEndedBy(turn.before, turn.owner);
  let poison = c.poison;
  if (poison !== null) {
    const hurts = options.poisonDamageTiming === "every-between" ? !isExpired(poison, turn.before) : ticksBetween(poison, turn.before, turn.after) > 0;
    if (hurts) poisonDamage = 1;
  }
  let asleep = c.asleep;
  let frozen = c.frozen;
  if (c.burned && coins[i++] === TAILS) burnDamage = 2;
  if (c.asleep && coins[i++] === HEADS) asleep = false;
  if (c.frozen && coins[i++] === HEADS) frozen = false;
  let paralyzed = c.paralyzed;
  let paralyzedAtTurnStart = c.paralyzedAtTurnStart;
  if (ownerTurnEnded && paralyzed && paralyzedAtTurnStart) {
    paralyzed = false;
    paralyzedAtTurnStart = false;
  }
  if (poison !== null && isExpired(poison, turn.after)) poison = null;
  const confused = c.confused && !options.confusedClearsBetweenTurns;
  damage += poisonDamage + burnDamage;
  const next = conditions(c, poison, paralyzed, paralyzedAtTurnStart, confused, c.burned, asleep, c.rushed, c.flying, c.grounded, frozen);
  return ok({ status: withConditions(status, next, damage), poisonDamage, burnDamage });
}

/**
 * {@link betweenTurns} with the flips made by a core `Chance` (seeded or physical coins).
 *
 * Implements G-TURN-10, G-POI-1, G-POI-2, G-PAR-2, G-BURN-2, G-SLEEP-2, G-FROZ-2, G-CATCH-6,
 * G-AMB-22, G-AMB-23, G-AMB-24, G-AMB-25, as {@link betweenTurns} does, with each coin flipped by
 * the card's owner.
 *
 * Each flip's purpose, which a table flipping a real coin is shown, says what it is for and what
 * the face decides, as the engine's own flips do: `"wake-up check of Ember Imp (heads: it wakes
 * up)"` when `card` is given, `"wake-up check (heads: it wakes up)"` without it.
 *
 * @param status - The card in play.
 * @param turn - The card's owner (who flips) and the clock before and after the turn ended.
 * @param chance - The chance source.
 * @param options - Rule options.
 * @param card - The card in words every player may read (its name, `"the second Ember Imp"`), for
 *   the purposes of the flips; never the name of a card some player may not identify.
 * @returns As {@link betweenTurns}.
 * @example
 * ```ts
 * import { beginTurn, createClock, endTurn, runWithChance, seedRng } from "@rulesmith/core";
 * import { betweenTurnsWithChance, NO_CONDITIONS } from "@rulesmith/guardians";
 * const c = createClock([0, 1], 0, "setup");
 * const before = c.ok ? beginTurn(c.value, "action") : c;
 * const after = before.ok ? endTurn(before.value) : before;
 * const s = { kind: "minion", hp: 5, damage: 0, conditions: { ...NO_CONDITIONS, asleep: true } } as const;
 * if (before.ok && after.ok) {
 *   const turn = { owner: 0, before: before.value, after: after.value };
 *   const run = runWithChance({ mode: "seeded", rng: seedRng(1), supplied: [] }, (ch) => betweenTurnsWithChance(s, turn, ch, undefined, "Ember Imp"));
 *   // Seed 1 flips tails for the wake-up check, so the Minion sleeps on.
 *   if (run.done && run.value.ok) console.log(run.rolls[0]?.purpose, run.value.value.status.conditions.asleep); // wake-up check of Ember Imp (heads: it wakes up) true
 * }
 * ```
 */
export function betweenTurnsWithChance(
  status: CreatureStatus,
  turn: TurnEnd,
  chance: Chance,
  options: GuardiansOptions = DEFAULT_OPTIONS,
  card?: string,
): Result<BetweenTurnsResult> {
  const flips = betweenTurnsFlips(status);
  const coins: number[] = [];
  for (const f of flips) coins.push(chance.coin(flipPurpose(f, card), turn.owner) ? HEADS : TAILS);
  return betweenTurns(status, turn, coins, options);
}

/**
 * How many more of its owner's turns a card's Poison lasts: the ends of the owner's turns still
 * to come before it runs out, the turn in progress included (core's `turnsRemaining` on its
 * duration); 0 when the card is not Poisoned or its Poison has run out.
 *
 * Implements G-POI-1.
 *
 * @param c - The card's conditions.
 * @param clock - The clock now.
 * @returns The turns left, 0 to 6.
 * @example
 * ```ts
 * import { createClock } from "@rulesmith/core";
 * import { poisonTurnsLeft, NO_CONDITIONS } from "@rulesmith/guardians";
 * const c = createClock([0, 1], 0, "setup");
 * if (c.ok) poisonTurnsLeft({ ...NO_CONDITIONS, poison: { kind: "owner-turns", owner: 1, count: 2, target: 2 } }, c.value); // 2
 * ```
 */
export function poisonTurnsLeft(c: Conditions, clock: Clock): number {
  return c.poison === null ? 0 : (turnsRemaining(c.poison, clock) ?? 0);
}

/**
 * {@link applyCondition} for Poison with the d6 rolled by a core `Chance`.
 *
 * Implements G-POI-1.
 *
 * @param status - The card in play.
 * @param chance - The chance source.
 * @param roller - Who rolls.
 * @param at - The poisoned card's owner and the clock now, for the duration.
 * @param options - Rule options.
 * @param card - The poisoned card in words every player may read (`"Player 1's Ember Imp"`), for
 *   the die's purpose, which a table rolling a real die is shown (`"poison duration of Player 1's
 *   Ember Imp"`, as the engine's own die says it); without it the purpose is `"poison duration"`.
 *   Never the name of a card some player may not identify.
 * @returns As {@link applyCondition}.
 * @example
 * ```ts
 * import { createClock, runWithChance, seedRng } from "@rulesmith/core";
 * import { poisonWithChance, NO_CONDITIONS } from "@rulesmith/guardians";
 * const clock = createClock([0, 1], 0, "setup");
 * if (clock.ok) {
 *   const run = runWithChance({ mode: "seeded", rng: seedRng(1), supplied: [] }, (c) =>
 *     poisonWithChance({ kind: "minion", hp: 5, damage: 0, conditions: NO_CONDITIONS }, c, 0, { owner: 1, clock: clock.value }, undefined, "Player 1's Ember Imp"));
 *   // Seed 1 rolls a 6: poisoned for 6 of player 1's turns.
 *   if (run.done && run.value.ok) console.log(run.value.value.applied, run.value.value.status.conditions.poison?.count); // true 6
 *   console.log(run.rolls[0]?.purpose); // poison duration of Player 1's Ember Imp
 * }
 * ```
 */
export function poisonWithChance(
  status: CreatureStatus,
  chance: Chance,
  roller: PlayerId,
  at: {
    /** The poisoned card's owner, whose turns are counted. */
    readonly owner: PlayerId;
    /** The clock now. */
    readonly clock: Clock;
  },
  options: GuardiansOptions = DEFAULT_OPTIONS,
  card?: string,
): Result<{
  /** The card after the attempt; unchanged when the condition did not take hold. */
  readonly status: CreatureStatus;
  /** Whether the condition took hold: `false` for a Guardian (G-CATCH-6) or Flying on a grounded card (G-CATCH-5). */
  readonly applied: boolean;
}> {
  if (status.kind === "guardian") return ok({ status, applied: false });
  return applyCondition(status, { condition: "poisoned", die: chance.die(6, poisonPurpose(card), roller), owner: at.owner, clock: at.clock }, options);
}

/**
 * Before a Confused card attacks, its controller flips a coin: heads the attack goes on;
 * tails the card takes the damage it was going to deal (its ATK) and the attack ends. A card
 * that is not Confused needs no coin (pass `null`).
 *
 * Implements G-CONF-1, G-CONF-2, G-AMB-32.
 *
 * @param status - The attacker.
 * @param atk - Its current ATK.
 * @param coin - The coin face (1 heads, 2 tails), or `null` when not Confused.
 * @returns Whether the attack proceeds and the attacker's new status, or `condition/coins`.
 * @example
 * ```ts
 * import { resolveConfusion, NO_CONDITIONS } from "@rulesmith/guardians";
 * import { TAILS } from "@rulesmith/core";
 * const r = resolveConfusion({ kind: "minion", hp: 5, damage: 0, conditions: { ...NO_CONDITIONS, confused: true } }, 3, TAILS);
 * if (r.ok) r.value.status.damage; // 3
 * ```
 */
export function resolveConfusion(
  status: CreatureStatus,
  atk: number,
  coin: number | null,
): Result<{
  /** `true` when the attack goes on (heads, or not Confused); `false` when it ends with no further effect (G-CONF-2). */
  readonly proceeds: boolean;
  /** The attacker afterwards: on tails it carries its ATK as extra damage (G-AMB-32). */
  readonly status: CreatureStatus;
}> {
  if (status.kind === "guardian" || !status.conditions.confused) {
    if (coin !== null) return err(ruleError("condition/coins", "Only a Confused creature flips a coin before attacking.", { rule: "G-CONF-1" }));
    return ok({ proceeds: true, status });
  }
  if (coin !== HEADS && coin !== TAILS) {
    return err(ruleError("condition/coins", "A Confused creature needs a coin flip (1 heads, 2 tails) before attacking.", { rule: "G-CONF-1" }));
  }
  if (coin === HEADS) return ok({ proceeds: true, status });
  const self = atk > 0 ? Math.floor(atk) : 0;
  return ok({ proceeds: false, status: withConditions(status, status.conditions, status.damage + self) });
}

/**
 * The catches, applied to a card that survived an attack by a creature of the given Damage
 * Type: Holy heals every condition except Flying; any attack wakes a sleeper and grounds a
 * flier for the rest of the duel; Fire thaws; Frost cools a burn.
 *
 * Implements G-CATCH-1, G-CATCH-2, G-CATCH-3, G-CATCH-4, G-CATCH-5, G-AMB-30, G-AMB-31.
 *
 * @param target - The attacked card.
 * @param attackerType - The attacking creature's Damage Type.
 * @returns The card's status after the catches.
 * @example
 * ```ts
 * import { afterAttacked, NO_CONDITIONS } from "@rulesmith/guardians";
 * afterAttacked({ kind: "minion", hp: 5, damage: 1, conditions: { ...NO_CONDITIONS, frozen: true } }, "fire").conditions.frozen; // false
 * ```
 */
export function afterAttacked(target: CreatureStatus, attackerType: DamageType): CreatureStatus {
  if (target.kind === "guardian") return target;
  const c = target.conditions;
  const holy = attackerType === "holy";
  const flying = false;
  const grounded = c.grounded || c.flying;
  const next = holy
    ? conditions(c, null, false, false, false, false, false, false, flying, grounded, false)
    : conditions(
        c,
        c.poison,
        c.paralyzed,
        c.paralyzedAtTurnStart,
        c.confused,
        c.burned && attackerType !== "frost",
        false,
        c.rushed,
        flying,
        grounded,
        c.frozen && attackerType !== "fire",
      );
  return withConditions(target, next, target.damage);
}

/**
 * A card that leaves play (retreat to hand, destroyed) loses all damage and conditions,
 * grounded included.
 *
 * Implements G-RET-2, G-AMB-46.
 *
 * @param status - The card as it was in play.
 * @returns Its status as a fresh card.
 * @example
 * ```ts
 * import { leavePlay, NO_CONDITIONS } from "@rulesmith/guardians";
 * leavePlay({ kind: "minion", hp: 5, damage: 3, conditions: { ...NO_CONDITIONS, burned: true } }).damage; // 0
 * ```
 */
export function leavePlay(status: CreatureStatus): CreatureStatus {
  return { kind: status.kind, hp: status.hp, damage: 0, conditions: NO_CONDITIONS };
}
