/**
 * Energy: a player's available and maximum energy, always whole numbers from 0 to 10.
 */
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import { ENERGY_CAP, STARTING_ENERGY } from "./limits.js";

/**
 * A player's energy: `available` to spend now and the current `max` it refills to.
 * Invariant: `0 <= available <= max <= 10` after any function of this module.
 *
 * @example
 * ```ts
 * import type { Energy } from "@rulesmith/wardom";
 * const e: Energy = { available: 3, max: 6 };
 * ```
 */
export interface Energy {
  /** Energy that can be spent now, from 0 to `max`; refilled to `max` in the Resource Stage (D-RSRC-1, D-ENERGY-1). */
  readonly available: number;
  /** Maximum energy: 5 at the start, +1 each End & Routing stage, at most 10 (D-RES-3, D-END-3, D-ENERGY-2). */
  readonly max: number;
}

function clampInt(n: number, lo: number, hi: number): number {
  if (!Number.isFinite(n)) return lo;
  const i = Math.trunc(n);
  return i < lo ? lo : i > hi ? hi : i;
}

/**
 * The energy each player starts with: 5 maximum and 5 available.
 *
 * Implements D-RES-3.
 *
 * @returns `{ available: 5, max: 5 }`.
 * @example
 * ```ts
 * import { startingEnergy } from "@rulesmith/wardom";
 * startingEnergy(); // { available: 5, max: 5 }
 * ```
 */
export function startingEnergy(): Energy {
  return { available: STARTING_ENERGY, max: STARTING_ENERGY };
}

/**
 * The maximum energy in a given round: 5 in round 1, one more each round, never above 10.
 *
 * Implements D-ENERGY-2.
 *
 * @param round - The round number, from 1 (lower or non-numbers count as 1).
 * @returns `min(5 + (round - 1), 10)`.
 * @example
 * ```ts
 * import { maxEnergyForRound } from "@rulesmith/wardom";
 * maxEnergyForRound(1); // 5
 * maxEnergyForRound(6); // 10
 * maxEnergyForRound(9); // 10
 * ```
 */
export function maxEnergyForRound(round: number): number {
  const r = clampInt(round, 1, Number.MAX_SAFE_INTEGER);
  return Math.min(STARTING_ENERGY + (r - 1), ENERGY_CAP);
}

/**
 * Refills available energy to the current maximum (unspent energy does not add on).
 *
 * Implements D-RSRC-1, D-ENERGY-1.
 *
 * @param energy - The energy now.
 * @returns Energy with `available` equal to `max`.
 * @example
 * ```ts
 * import { refillEnergy } from "@rulesmith/wardom";
 * refillEnergy({ available: 1, max: 6 }); // { available: 6, max: 6 }
 * ```
 */
export function refillEnergy(energy: Energy): Energy {
  const max = clampInt(energy.max, 0, ENERGY_CAP);
  return { available: max, max };
}

/**
 * Raises maximum energy by 1, never above 10 (End & Routing Stage). Available energy is kept.
 *
 * Implements D-END-3, D-ENERGY-2.
 *
 * @param energy - The energy now.
 * @returns Energy with `max + 1`, capped at 10.
 * @example
 * ```ts
 * import { raiseMaxEnergy } from "@rulesmith/wardom";
 * raiseMaxEnergy({ available: 0, max: 5 });  // { available: 0, max: 6 }
 * raiseMaxEnergy({ available: 0, max: 10 }); // { available: 0, max: 10 }
 * ```
 */
export function raiseMaxEnergy(energy: Energy): Energy {
  const max = clampInt(energy.max + 1, 0, ENERGY_CAP);
  return { available: clampInt(energy.available, 0, max), max };
}

/**
 * Spends energy for a cost.
 *
 * Implements D-KW.Recruit-2 (energy part of paying a cost).
 *
 * @param energy - The energy now.
 * @param amount - A whole number from 0.
 * @returns The energy left, or `energy/bad-amount` / `energy/not-enough`.
 * @example
 * ```ts
 * import { spendEnergy } from "@rulesmith/wardom";
 * spendEnergy({ available: 5, max: 5 }, 3); // { ok: true, value: { available: 2, max: 5 } }
 * spendEnergy({ available: 2, max: 5 }, 3).ok; // false
 * ```
 */
export function spendEnergy(energy: Energy, amount: number): Result<Energy> {
  if (!Number.isInteger(amount) || amount < 0) {
    return err(ruleError("energy/bad-amount", `An energy amount is a whole number from 0, not ${amount}.`, { details: { amount } }));
  }
  if (amount > energy.available) {
    return err(
      ruleError("energy/not-enough", `You have ${energy.available} energy, not ${amount}.`, {
        rule: "D-KW.Recruit-2",
        details: { available: energy.available, amount },
      }),
    );
  }
  return ok({ available: energy.available - amount, max: energy.max });
}

/**
 * Gains energy from an effect, never above the current maximum.
 *
 * Implements D-ENERGY-2 (the maximum stays at most 10); keeping gained energy within the current
 * maximum is this package's reading (see remarks).
 *
 * @remarks The rule text does not say whether gained energy may exceed the maximum; this package
 * caps it at the maximum so that available energy stays within 0..10.
 *
 * @param energy - The energy now.
 * @param amount - Energy gained (negative or non-numbers count as 0).
 * @returns The energy after gaining.
 * @example
 * ```ts
 * import { gainEnergy } from "@rulesmith/wardom";
 * gainEnergy({ available: 4, max: 6 }, 5); // { available: 6, max: 6 }
 * ```
 */
export function gainEnergy(energy: Energy, amount: number): Energy {
  const max = clampInt(energy.max, 0, ENERGY_CAP);
  const add = clampInt(amount, 0, ENERGY_CAP);
  return { available: clampInt(energy.available + add, 0, max), max };
}
