/**
 * The fixed numbers of Wardom: deck size and copies, starting resources, energy, zone and hand
 * limits.
 */

/**
 * The fewest cards a deck may hold. Implements D-DECK-1.
 *
 * @example
 * ```ts
 * import { DECK_MIN } from "@rulesmith/wardom";
 * DECK_MIN; // 40
 * ```
 */
export const DECK_MIN = 40;

/**
 * The most cards a deck may hold. Implements D-DECK-1.
 *
 * @example
 * ```ts
 * import { DECK_MAX } from "@rulesmith/wardom";
 * DECK_MAX; // 60
 * ```
 */
export const DECK_MAX = 60;

/**
 * The most copies of one card (by name) in a deck. Implements D-DECK-2.
 *
 * @example
 * ```ts
 * import { MAX_COPIES } from "@rulesmith/wardom";
 * MAX_COPIES; // 4
 * ```
 */
export const MAX_COPIES = 4;

/**
 * Resolve at the start of the game. Implements D-RES-1.
 *
 * @example
 * ```ts
 * import { STARTING_RESOLVE } from "@rulesmith/wardom";
 * STARTING_RESOLVE; // 20
 * ```
 */
export const STARTING_RESOLVE = 20;

/**
 * Cards drawn in setup, and the hand size the Resource Stage draws up to. Implements D-RES-2, D-RSRC-2.
 *
 * @example
 * ```ts
 * import { STARTING_HAND } from "@rulesmith/wardom";
 * STARTING_HAND; // 5
 * ```
 */
export const STARTING_HAND = 5;

/**
 * Maximum (and available) energy at the start of the game. Implements D-RES-3, D-ENERGY-2.
 *
 * @example
 * ```ts
 * import { STARTING_ENERGY } from "@rulesmith/wardom";
 * STARTING_ENERGY; // 5
 * ```
 */
export const STARTING_ENERGY = 5;

/**
 * The cap of maximum energy. Implements D-ENERGY-2, D-END-3.
 *
 * @example
 * ```ts
 * import { ENERGY_CAP } from "@rulesmith/wardom";
 * ENERGY_CAP; // 10
 * ```
 */
export const ENERGY_CAP = 10;

/**
 * The most Units in a Side Zone. Implements D-ZONE-4, D-LIMIT-1.
 *
 * @example
 * ```ts
 * import { SIDE_ZONE_LIMIT } from "@rulesmith/wardom";
 * SIDE_ZONE_LIMIT; // 3
 * ```
 */
export const SIDE_ZONE_LIMIT = 3;

/**
 * The most cards in an Action Zone. Implements D-ZONE-2, D-LIMIT-2.
 *
 * @example
 * ```ts
 * import { ACTION_ZONE_LIMIT } from "@rulesmith/wardom";
 * ACTION_ZONE_LIMIT; // 3
 * ```
 */
export const ACTION_ZONE_LIMIT = 3;

/**
 * The hand size each player discards down to at End Stage. Implements D-END-5, D-LIMIT-3.
 *
 * @example
 * ```ts
 * import { HAND_LIMIT } from "@rulesmith/wardom";
 * HAND_LIMIT; // 8
 * ```
 */
export const HAND_LIMIT = 8;
