/**
 * What happens after a Unit is destroyed: Comeback, then Loyalty, else it stays in the void.
 */
import type { StatusGrant } from "../cards/cards.js";
import type { StatLine } from "./stats.js";
import type { Position } from "../cards/vocabulary.js";

/**
 * Where a destroyed Unit ends up.
 * - `comeback`: recruited again from the void with the Comeback stats, into one of `positions`.
 * - `hand`: returned to its owner's hand by Loyalty.
 * - `void`: it stays in the void.
 *
 * @example
 * ```ts
 * import type { AfterDestruction } from "@rulesmith/wardom";
 * const a: AfterDestruction = { kind: "comeback", stats: { combat: 2, support: 1 }, positions: ["support"] };
 * ```
 */
export type AfterDestruction =
  | {
      /** `"comeback"`: Comeback(X/Y) recruits it again from the void (D-ST.Comeback-1). */
      readonly kind: "comeback";
      /** Its stats after coming back: X Combat and Y Support. */
      readonly stats: StatLine;
      /** The open line positions it may come back into, Combat first; never empty. */
      readonly positions: readonly Position[];
    }
  | {
      /** `"hand"`: Loyalty returns it to its owner's hand (D-ST.Loyalty-1). */
      readonly kind: "hand";
    }
  | {
      /** `"void"`: it stays in the void: no Comeback applies (none, already used, or no open position, D-ST.Comeback-2) and no Loyalty. */
      readonly kind: "void";
    };

/**
 * Decides what happens to a Unit destroyed and sent to the void. Comeback(X/Y) applies first: the
 * Unit comes back as X/Y into an open Combat or Support position; if no position is open (or its
 * Comeback was already used this round) it stays in the void, and then Loyalty returns it to its
 * owner's hand. The statuses looked at are those it had when destroyed (while face-up).
 *
 * Implements D-ST.Comeback-1, D-ST.Comeback-2, D-ST.Loyalty-1, D-ST.Loyalty-2, D-AMB-25, D-AMB-26.
 *
 * @param unit - Its statuses and whether it was face-up when destroyed.
 * @param open - The open line positions of its owner.
 * @param comebackUsedThisRound - Whether this copy's Comeback already applied this round (default false).
 * @returns Where it goes.
 * @example
 * ```ts
 * import { afterDestruction } from "@rulesmith/wardom";
 * afterDestruction({ faceUp: true, statuses: [{ status: "comeback", combat: 2, support: 1 }] }, ["support"]);
 * // { kind: "comeback", stats: { combat: 2, support: 1 }, positions: ["support"] }
 * afterDestruction({ faceUp: true, statuses: [{ status: "comeback", combat: 2, support: 1 }, { status: "loyalty" }] }, []);
 * // { kind: "hand" }
 * ```
 */
export function afterDestruction(
  unit: { readonly faceUp: boolean; readonly statuses: readonly StatusGrant[] },
  open: readonly Position[],
  comebackUsedThisRound = false,
): AfterDestruction {
  if (!unit.faceUp) return { kind: "void" };
  let comeback: StatLine | undefined;
  let loyalty = false;
  for (const s of unit.statuses) {
    if (s.status === "comeback") comeback = { combat: s.combat, support: s.support };
    else if (s.status === "loyalty") loyalty = true;
  }
  if (comeback !== undefined && !comebackUsedThisRound && open.length > 0) return { kind: "comeback", stats: comeback, positions: open };
  return loyalty ? { kind: "hand" } : { kind: "void" };
}
