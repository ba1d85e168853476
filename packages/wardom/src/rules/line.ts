/**
 * Room on the line and in the Side and Action Zones.
 */
import { ACTION_ZONE_LIMIT, SIDE_ZONE_LIMIT } from "./limits.js";

/**
 * How many Units a line position (Combat or Support) may hold: one, plus the room that
 * Additional Recruit effects give.
 *
 * Implements D-ZONE-6, D-KW.AdditionalRecruit-1, D-TRUE-5.
 *
 * @param additional - Extra Units permitted by Additional Recruit effects (default 0).
 * @returns The capacity.
 * @example
 * ```ts
 * import { positionCapacity } from "@rulesmith/wardom";
 * positionCapacity();  // 1
 * positionCapacity(1); // 2
 * ```
 */
export function positionCapacity(additional = 0): number {
  return 1 + (Number.isInteger(additional) && additional > 0 ? additional : 0);
}

/**
 * Whether one more card fits: in a line position (capacity from {@link positionCapacity}), the
 * Side Zone (3 Units) or the Action Zone (3 cards).
 *
 * Implements D-ZONE-2, D-ZONE-4, D-ZONE-6, D-LIMIT-1, D-LIMIT-2, D-KW.AdditionalRecruit-1.
 *
 * @param zone - `"combat"`, `"support"`, `"side"` or `"action"`.
 * @param count - Cards there now.
 * @param additional - For a line position, extra room from Additional Recruit (default 0).
 * @returns `true` when one more fits.
 * @example
 * ```ts
 * import { hasRoom } from "@rulesmith/wardom";
 * hasRoom("side", 3);       // false
 * hasRoom("combat", 1);     // false
 * hasRoom("combat", 1, 1);  // true
 * ```
 */
export function hasRoom(zone: "combat" | "support" | "side" | "action", count: number, additional = 0): boolean {
  const cap = zone === "side" ? SIDE_ZONE_LIMIT : zone === "action" ? ACTION_ZONE_LIMIT : positionCapacity(additional);
  return count < cap;
}
