/**
 * Statuses on Units in play: which are active, adding one (Frozen and Pure refuse), Pure's clear.
 */
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import type { StatusGrant } from "../cards/cards.js";
import type { StatusName } from "../cards/vocabulary.js";

/**
 * The part of a Unit in play that status rules look at: face-up or set, and its statuses.
 *
 * @example
 * ```ts
 * import type { StatusHolder } from "@rulesmith/wardom";
 * const u: StatusHolder = { faceUp: true, statuses: [{ status: "stealth" }] };
 * ```
 */
export interface StatusHolder {
  /** `false` for a set Unit: its statuses do not apply until it is flipped (D-STATUS-1). */
  readonly faceUp: boolean;
  /** Its statuses, each with its numbers (Weaken X, Comeback X/Y, ...). */
  readonly statuses: readonly StatusGrant[];
}

/**
 * The active instance of a status on a Unit: statuses apply only to face-up Units.
 *
 * Implements D-STATUS-1.
 *
 * @param unit - The Unit.
 * @param name - The status.
 * @returns The status (with its numbers), or `undefined` if absent or the Unit is set.
 * @example
 * ```ts
 * import { activeStatus } from "@rulesmith/wardom";
 * activeStatus({ faceUp: true, statuses: [{ status: "weaken", x: 2 }] }, "weaken"); // { status: "weaken", x: 2 }
 * activeStatus({ faceUp: false, statuses: [{ status: "stealth" }] }, "stealth");     // undefined
 * ```
 */
export function activeStatus(unit: StatusHolder, name: StatusName): StatusGrant | undefined {
  if (!unit.faceUp) return undefined;
  for (const s of unit.statuses) if (s.status === name) return s;
  return undefined;
}

/**
 * Tells whether a status is active on a Unit (present and the Unit face-up).
 *
 * Implements D-STATUS-1.
 *
 * @param unit - The Unit.
 * @param name - The status.
 * @returns `true` when active.
 * @example
 * ```ts
 * import { hasStatus } from "@rulesmith/wardom";
 * hasStatus({ faceUp: true, statuses: [{ status: "shielded" }] }, "shielded"); // true
 * ```
 */
export function hasStatus(unit: StatusHolder, name: StatusName): boolean {
  return activeStatus(unit, name) !== undefined;
}

/**
 * Checks whether a status can be added to a Unit: not while it is Frozen (D-ST.Frozen-2) and not
 * while it is Pure (D-ST.Pure-2). Both checks look at the statuses it holds, face-up or not.
 *
 * Implements D-ST.Frozen-2, D-ST.Pure-2, D-STATUS-2.
 *
 * @param unit - The Unit.
 * @param status - The status to add.
 * @returns `ok(true)` or `status/frozen` / `status/pure`.
 * @example
 * ```ts
 * import { canReceiveStatus } from "@rulesmith/wardom";
 * canReceiveStatus({ faceUp: true, statuses: [{ status: "pure" }] }, { status: "poison", x: 1 }).ok; // false
 * ```
 */
export function canReceiveStatus(unit: StatusHolder, status: StatusGrant): Result<true> {
  for (const s of unit.statuses) {
    if (s.status === "frozen") {
      return err(ruleError("status/frozen", `A Frozen Unit cannot be given ${status.status}.`, { rule: "D-ST.Frozen-2" }));
    }
    if (s.status === "pure") {
      return err(ruleError("status/pure", `A Pure Unit cannot be given ${status.status}.`, { rule: "D-ST.Pure-2" }));
    }
  }
  return ok(true);
}

/**
 * Adds a status to a Unit's statuses. A status the Unit already has is replaced by the new
 * instance (one instance per status). Becoming Pure clears every other status; Pure itself stays.
 *
 * @remarks The rule text does not say whether a status stacks (two Weaken(1)); this package keeps
 * one instance per status, the newest.
 *
 * Implements D-ST.Pure-1, D-AMB-44, D-ST.Frozen-2, D-ST.Pure-2.
 *
 * @param unit - The Unit.
 * @param status - The status to add.
 * @returns The new status list, or the refusal of {@link canReceiveStatus}.
 * @example
 * ```ts
 * import { addStatus } from "@rulesmith/wardom";
 * addStatus({ faceUp: true, statuses: [{ status: "weaken", x: 1 }] }, { status: "pure" }); // { ok: true, value: [{ status: "pure" }] }
 * ```
 */
export function addStatus(unit: StatusHolder, status: StatusGrant): Result<readonly StatusGrant[]> {
  const can = canReceiveStatus(unit, status);
  if (!can.ok) return can;
  if (status.status === "pure") return ok([status]);
  const out: StatusGrant[] = [];
  for (const s of unit.statuses) if (s.status !== status.status) out.push(s);
  out.push(status);
  return ok(out);
}

/**
 * Tells whether a Unit is unaffected by card effects: a face-up Frozen Unit is.
 * Battle is not a card effect, so a Frozen Unit still counts and can be destroyed in battle (D-AMB-29).
 *
 * Implements D-ST.Frozen-1, D-AMB-29.
 *
 * @param unit - The Unit.
 * @returns `true` when card effects do not affect it.
 * @example
 * ```ts
 * import { isUnaffectedByEffects } from "@rulesmith/wardom";
 * isUnaffectedByEffects({ faceUp: true, statuses: [{ status: "frozen" }] }); // true
 * ```
 */
export function isUnaffectedByEffects(unit: StatusHolder): boolean {
  return hasStatus(unit, "frozen");
}

/**
 * Tells whether a Unit's own effects work: not while it is Silenced (D-ST.Silenced-1) and not its
 * continuous effects while it is Frozen (D-ST.Frozen-3). Its statuses and printed stats are not
 * effects and stay (D-ST.Silenced-2, D-AMB-30).
 *
 * Implements D-ST.Silenced-1, D-ST.Silenced-2, D-ST.Frozen-3, D-AMB-30, D-AMB-35 (a set Unit's effects are off).
 *
 * @param unit - The Unit.
 * @param timing - The kind of effect: `"continuous"`, `"triggered"` or `"activated"`.
 * @returns `true` when that effect of the Unit works now.
 * @example
 * ```ts
 * import { effectsActive } from "@rulesmith/wardom";
 * effectsActive({ faceUp: true, statuses: [{ status: "silenced" }] }, "triggered"); // false
 * effectsActive({ faceUp: true, statuses: [{ status: "frozen" }] }, "continuous");  // false
 * ```
 */
export function effectsActive(unit: StatusHolder, timing: "continuous" | "triggered" | "activated"): boolean {
  if (!unit.faceUp) return false;
  if (hasStatus(unit, "silenced")) return false;
  if (timing === "continuous" && hasStatus(unit, "frozen")) return false;
  return true;
}

/**
 * Whether Frozen Touch can freeze a Unit: a face-up opposing front-line Unit that is not Pure and
 * not already Frozen.
 *
 * Implements D-ST.FrozenTouch-1, D-AMB-27.
 *
 * @param unit - The opposing front-line Unit.
 * @returns `true` when it can be frozen.
 * @example
 * ```ts
 * import { canBeFrozen } from "@rulesmith/wardom";
 * canBeFrozen({ faceUp: true, statuses: [{ status: "pure" }] }); // false
 * ```
 */
export function canBeFrozen(unit: StatusHolder): boolean {
  return unit.faceUp && canReceiveStatus(unit, { status: "frozen" }).ok;
}
