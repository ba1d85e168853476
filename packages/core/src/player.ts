/**
 * A player, by seat: 0 for the first seat, 1 for the second, and so on.
 *
 * @example
 * ```ts
 * import type { PlayerId } from "@rulesmith/core";
 * const me: PlayerId = 0;
 * ```
 */
export type PlayerId = number;

/**
 * Who looks at a state: a player, or a spectator who sees only what is public.
 *
 * @example
 * ```ts
 * import type { Viewer } from "@rulesmith/core";
 * const v: Viewer = "spectator";
 * ```
 */
export type Viewer = PlayerId | "spectator";
