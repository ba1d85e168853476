import type { DamageType } from "../cards/elements.js";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "./options.js";

/**
 * An opposing Minion or King as the targeting rules see it. `flying` means it flies now
 * (has Flying and is not grounded); `frozen` means it is Frozen.
 *
 * @example
 * ```ts
 * import type { TargetCreature } from "@rulesmith/guardians";
 * const t: TargetCreature = { id: "m1", kind: "minion", flying: false, frozen: false };
 * ```
 */
export interface TargetCreature {
  /** Its id, returned in {@link AttackTarget.id} when it can be attacked. */
  readonly id: string;
  /** `"minion"` or `"king"`: its rank in the Chain of Command (G-COC-1, G-COC-3). */
  readonly kind: "minion" | "king";
  /** It flies now, so only a flying, Ranged or Arcane attacker can reach it (G-FLY-1); it still protects higher ranks. */
  readonly flying: boolean;
  /** It is Frozen: by default it protects no one and can still be attacked (G-AMB-11, G-AMB-28). */
  readonly frozen: boolean;
}

/**
 * The defending player's side of a small board description: its Guardian, its Minions and
 * Kings, and its Barriers.
 *
 * @example
 * ```ts
 * import type { DefendingSide } from "@rulesmith/guardians";
 * const d: DefendingSide = { guardianId: "g2", creatures: [], barrierIds: ["wall"] };
 * ```
 */
export interface DefendingSide {
  /** Id of the defending Guardian. */
  readonly guardianId: string;
  /** Its Minions and Kings on the field, in board order. */
  readonly creatures: readonly TargetCreature[];
  /** Ids of its Barriers in play; any one blocks attacks on its creatures (G-COC-2). */
  readonly barrierIds: readonly string[];
}

/**
 * The attacking card: a Minion, a King or a Guardian (with its Attack Card), its Damage Type,
 * whether it flies now and whether it is Rushed.
 *
 * @example
 * ```ts
 * import type { Attacker } from "@rulesmith/guardians";
 * const a: Attacker = { kind: "minion", damageType: "ranged", flying: false, rushed: false };
 * ```
 */
export interface Attacker {
  /** What attacks: a `"minion"` or `"king"` follows the Chain of Command; a `"guardian"` attacks only the Guardian (G-GBTL-2). */
  readonly kind: "minion" | "king" | "guardian";
  /** Its Damage Type; Ranged and Arcane reach fliers (G-FLY-1). */
  readonly damageType: DamageType;
  /** It flies now (has Flying and is not grounded), so it reaches fliers (G-FLY-1). */
  readonly flying: boolean;
  /** It is Rushed, so it must attack the Guardian directly (G-RUSH-1, G-AMB-27). */
  readonly rushed: boolean;
}

/**
 * A legal target of an attack.
 *
 * @example
 * ```ts
 * import type { AttackTarget } from "@rulesmith/guardians";
 * const t: AttackTarget = { kind: "guardian", id: "g2" };
 * ```
 */
export interface AttackTarget {
  /** What the target is: an opposing Minion, King, Guardian or Barrier (G-AMB-39). */
  readonly kind: "minion" | "king" | "guardian" | "barrier";
  /** Its id, as given in the {@link DefendingSide}. */
  readonly id: string;
}

/**
 * Whether an attacker may attack a Flying target: only if it has Flying itself or is of the
 * Ranged or Arcane Damage Type.
 *
 * Implements G-FLY-1.
 *
 * @param attacker - The attacker's Damage Type and whether it flies.
 * @returns `true` when it can reach a flier.
 * @example
 * ```ts
 * import { canReachFlying } from "@rulesmith/guardians";
 * canReachFlying({ damageType: "melee", flying: false }); // false
 * canReachFlying({ damageType: "arcane", flying: false }); // true
 * ```
 */
export function canReachFlying(attacker: { readonly damageType: DamageType; readonly flying: boolean }): boolean {
  return attacker.flying || attacker.damageType === "ranged" || attacker.damageType === "arcane";
}

/**
 * Every legal target for one attack, in a fixed order (Barriers, then creatures in board
 * order, then the Guardian). Conditions that stop the attacker from attacking at all
 * (Paralyzed, Asleep, Frozen: {@link canAttack}) and once-per-turn limits are checked
 * elsewhere.
 *
 * - A Guardian attacks only the opposing Guardian (G-GBTL-2). By default it ignores Minions
 *   and Kings (`guardianIgnoresChain`) but is stopped by a Barrier (`barrierBlocksGuardian`).
 * - A Rushed creature attacks only the Guardian, directly: it ignores Minions and Kings and,
 *   by default, Barriers (`rushBypassesBarrier`).
 * - Otherwise: while the opponent controls a Barrier only Barriers can be attacked; else a
 *   King only while no Minion protects it, the Guardian only while no Minion or King does.
 *   A Frozen creature does not protect (`frozenBlocksChain`) and can be attacked
 *   (`frozenAttackable`). A flier protects even when this attacker cannot reach it.
 * - A flying target needs an attacker with Flying, Ranged or Arcane.
 *
 * Implements G-BTL-1, G-BTL-2, G-BTL-7, G-GBTL-2, G-COC-1..5, G-RUSH-1, G-FLY-1, G-AMB-9,
 * G-AMB-11, G-AMB-27, G-AMB-28, G-AMB-39.
 *
 * @param attacker - The attacking card.
 * @param defender - The defending side.
 * @param options - Rule options.
 * @returns The legal targets, possibly none.
 * @example
 * ```ts
 * import { legalAttackTargets } from "@rulesmith/guardians";
 * legalAttackTargets(
 *   { kind: "minion", damageType: "melee", flying: false, rushed: false },
 *   { guardianId: "g2", creatures: [{ id: "k", kind: "king", flying: false, frozen: false }], barrierIds: [] },
 * ); // [{ kind: "king", id: "k" }]
 * ```
 */
export function legalAttackTargets(
  attacker: Attacker,
  defender: DefendingSide,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): AttackTarget[] {
  const out: AttackTarget[] = [];
  const hasBarrier = defender.barrierIds.length > 0;
  const creatures = defender.creatures;
  const frozenBlocks = options.frozenBlocksChain;
  let minionBlocks = false;
  let kingBlocks = false;
  for (const c of creatures) {
    if (c.frozen && !frozenBlocks) continue;
    if (c.kind === "minion") minionBlocks = true;
    else kingBlocks = true;
  }
  if (attacker.kind === "guardian") {
    if (hasBarrier && options.barrierBlocksGuardian) return out;
    if (!options.guardianIgnoresChain && (minionBlocks || kingBlocks)) return out;
    out.push({ kind: "guardian", id: defender.guardianId });
    return out;
  }
  if (attacker.rushed) {
    if (hasBarrier && !options.rushBypassesBarrier) return out;
    out.push({ kind: "guardian", id: defender.guardianId });
    return out;
  }
  if (hasBarrier) {
    for (const id of defender.barrierIds) out.push({ kind: "barrier", id });
    return out;
  }
  const reach = canReachFlying(attacker);
  const frozenOk = options.frozenAttackable;
  for (const c of creatures) {
    if (c.frozen && !frozenOk) continue;
    if (c.flying && !reach) continue;
    if (c.kind === "king" && minionBlocks) continue;
    out.push({ kind: c.kind, id: c.id });
  }
  if (!minionBlocks && !kingBlocks) out.push({ kind: "guardian", id: defender.guardianId });
  return out;
}

/**
 * Whether one attack is legal: {@link legalAttackTargets} contains the target id.
 *
 * Implements the same rules as {@link legalAttackTargets}: G-BTL-1, G-BTL-2, G-BTL-7, G-GBTL-2,
 * G-COC-1, G-COC-2, G-COC-3, G-COC-4, G-COC-5, G-RUSH-1, G-FLY-1, G-AMB-9, G-AMB-11, G-AMB-27,
 * G-AMB-28, G-AMB-39.
 *
 * @param attacker - The attacking card.
 * @param defender - The defending side.
 * @param targetId - The chosen target's id.
 * @param options - Rule options.
 * @returns `true` when the target is legal.
 * @example
 * ```ts
 * import { isLegalAttack } from "@rulesmith/guardians";
 * isLegalAttack({ kind: "guardian", damageType: "fire", flying: false, rushed: false },
 *   { guardianId: "g2", creatures: [], barrierIds: ["wall"] }, "g2"); // false — the Barrier blocks
 * ```
 */
export function isLegalAttack(attacker: Attacker, defender: DefendingSide, targetId: string, options: GuardiansOptions = DEFAULT_OPTIONS): boolean {
  for (const t of legalAttackTargets(attacker, defender, options)) if (t.id === targetId) return true;
  return false;
}

/**
 * The Chain of Command for your attackers: with `enforceAttackerOrder`, no Minion attacks
 * after a King has attacked, and no Minion or King attacks after the Guardian battle. The
 * Guardian battle itself is once per turn.
 *
 * Implements G-COC-1, G-TURN-7, G-GBTL-3, G-AMB-10.
 *
 * @param attackerKind - Who wants to attack now.
 * @param progress - What already happened this Battle Phase.
 * @param options - Rule options (reads `enforceAttackerOrder`).
 * @returns `true` when this kind of attacker may attack now.
 * @example
 * ```ts
 * import { attackOrderAllows } from "@rulesmith/guardians";
 * attackOrderAllows("minion", { kingAttacked: true, guardianBattled: false }); // false
 * ```
 */
export function attackOrderAllows(
  attackerKind: "minion" | "king" | "guardian",
  progress: { readonly kingAttacked: boolean; readonly guardianBattled: boolean },
  options: GuardiansOptions = DEFAULT_OPTIONS,
): boolean {
  if (progress.guardianBattled) return false;
  if (!options.enforceAttackerOrder) return true;
  return attackerKind !== "minion" || !progress.kingAttacked;
}
