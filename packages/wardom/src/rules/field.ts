/**
 * Field replacement and upkeep.
 */
import { DEFAULT_OPTIONS, type WardomOptions } from "../engine/options.js";

/**
 * Whether a new Field may replace the one in play under the replacement-cost rule. The rule is
 * not defined by the text; by default the new Field's printed cost must be at least the current
 * one's.
 *
 * Implements D-FIELD-2, D-AMB-11.
 *
 * @param newCost - The new Field's printed cost.
 * @param currentCost - The current Field's printed cost, or `null` when no Field is in play.
 * @param options - `fieldReplacement` (default `"cost-gte"`).
 * @returns `true` when it may be played.
 * @example
 * ```ts
 * import { canReplaceField } from "@rulesmith/wardom";
 * canReplaceField(3, 3);    // true
 * canReplaceField(2, 3);    // false
 * canReplaceField(0, null); // true
 * ```
 */
export function canReplaceField(newCost: number, currentCost: number | null, options: Pick<WardomOptions, "fieldReplacement"> = DEFAULT_OPTIONS): boolean {
  if (currentCost === null) return true;
  switch (options.fieldReplacement) {
    case "cost-gte":
      return newCost >= currentCost;
    case "cost-gt":
      return newCost > currentCost;
    case "free":
      return true;
    default: {
      const never: never = options.fieldReplacement;
      return never;
    }
  }
}
