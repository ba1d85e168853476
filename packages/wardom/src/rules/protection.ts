/**
 * Destruction by card effects: Stability, Frozen, Last-Will, and Guardian standing in for a Ward
 * Unit.
 */
import type { StatusHolder } from "./statuses.js";
import { hasStatus, isUnaffectedByEffects } from "./statuses.js";

/**
 * A Unit as destruction rules see it: an id, face-up or set, and its statuses.
 *
 * @example
 * ```ts
 * import type { FieldUnit } from "@rulesmith/wardom";
 * const u: FieldUnit = { id: "u1", faceUp: true, statuses: [{ status: "ward" }] };
 * ```
 */
export interface FieldUnit extends StatusHolder {
  /** The Unit's id (the engine passes instance ids). */
  readonly id: string;
}

/**
 * What a destroy effect does to a Unit.
 * - `destroyed`: it goes to its owner's void (then Comeback/Loyalty may apply).
 * - `unaffected` with `reason` `"stability"` or `"frozen"`: nothing happens.
 * - `survives` with `reason` `"last-will"`: it survives until the End Stage, then is destroyed.
 *
 * @example
 * ```ts
 * import type { EffectDestruction } from "@rulesmith/wardom";
 * const d: EffectDestruction = { kind: "unaffected", reason: "stability" };
 * ```
 */
export type EffectDestruction =
  | {
      /** `"destroyed"`: the effect destroys the Unit (D-KW.Destroy-1). */
      readonly kind: "destroyed";
    }
  | {
      /** `"unaffected"`: nothing happens to the Unit. */
      readonly kind: "unaffected";
      /** Why: `"stability"` (D-ST.Stability-1) or `"frozen"`, unaffected by card effects (D-ST.Frozen-1). */
      readonly reason: "stability" | "frozen";
    }
  | {
      /** `"survives"`: the Unit stays for now. */
      readonly kind: "survives";
      /** Why: `"last-will"`, it survives until the End Stage, then is destroyed (D-ST.LastWill-1..2). */
      readonly reason: "last-will";
    };

/**
 * Decides what a destroy effect does to a Unit: a face-up Frozen Unit is unaffected by card
 * effects, a Stability Unit cannot be destroyed by card effects, Last-Will saves it the first
 * time this turn; Shielded does not help against effects. (Guardian substitution is offered
 * separately, see {@link guardianSubstitutes}.)
 *
 * Implements D-ST.Stability-1, D-ST.Frozen-1, D-ST.Shielded-2, D-ST.LastWill-1, D-KW.Destroy-1.
 *
 * @param unit - The Unit an effect would destroy.
 * @param lastWillUsed - Whether its Last-Will was already used this turn.
 * @returns The outcome.
 * @example
 * ```ts
 * import { effectDestruction } from "@rulesmith/wardom";
 * effectDestruction({ id: "u", faceUp: true, statuses: [{ status: "stability" }] }); // { kind: "unaffected", reason: "stability" }
 * effectDestruction({ id: "u", faceUp: true, statuses: [{ status: "shielded" }] });  // { kind: "destroyed" }
 * ```
 */
export function effectDestruction(unit: FieldUnit, lastWillUsed = false): EffectDestruction {
  if (isUnaffectedByEffects(unit)) return { kind: "unaffected", reason: "frozen" };
  if (hasStatus(unit, "stability")) return { kind: "unaffected", reason: "stability" };
  if (hasStatus(unit, "last-will") && !lastWillUsed) return { kind: "survives", reason: "last-will" };
  return { kind: "destroyed" };
}

/**
 * The friendly Guardians that may be destroyed instead of a Ward Unit that an effect would
 * destroy: face-up Guardians other than the protected Unit, that the effect could destroy
 * (not Stability, not Frozen). Only for destruction by effects, never battle; the protected Unit
 * must have Ward. The controller may decline.
 *
 * Implements D-ST.Guardian-1, D-ST.Guardian-2, D-ST.Ward-1, D-BTL-11, D-AMB-31.
 *
 * @param protectedUnit - The Unit an effect would destroy.
 * @param friends - The other Units of the same controller on the field.
 * @returns The Guardians that may stand in (ids, in the given order).
 * @example
 * ```ts
 * import { guardianSubstitutes } from "@rulesmith/wardom";
 * guardianSubstitutes(
 *   { id: "w", faceUp: true, statuses: [{ status: "ward" }] },
 *   [{ id: "g", faceUp: true, statuses: [{ status: "guardian" }] }],
 * ); // ["g"]
 * ```
 */
export function guardianSubstitutes(protectedUnit: FieldUnit, friends: readonly FieldUnit[]): readonly string[] {
  if (!hasStatus(protectedUnit, "ward")) return [];
  const out: string[] = [];
  for (const g of friends) {
    if (g.id === protectedUnit.id || !hasStatus(g, "guardian")) continue;
    if (effectDestruction(g, true).kind !== "destroyed") continue;
    out.push(g.id);
  }
  return out;
}
