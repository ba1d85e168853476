// A heuristic score of a Ward state, for bots.
import type { PlayerId } from "@rulesmith/core";
import type { WardState } from "./types.js";
import { cemeteryTotalOf, primaryOf, zid } from "./queries.js";

/**
 * A heuristic score of a state for `player`, in [-1, 1], for bots: a won match is 1, a lost
 * one -1, a draw 0; otherwise the distance of both cemeteries to the threshold, the primaries'
 * HP and the cards in hand.
 *
 * Implements no rule: it is a heuristic for bots.
 *
 * @param s - The state.
 * @param player - Whose score.
 * @returns A number from -1 to 1.
 * @example
 * ```ts
 * import { demoConfig, evaluate, ruleset } from "@rulesmith/ward";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) evaluate(s.value, 0); // 0 — at the start
 * ```
 */
export function evaluate(s: WardState, player: PlayerId): number {
  const me: PlayerId = player === 1 ? 1 : 0;
  const foe: PlayerId = me === 0 ? 1 : 0;
  if (s.outcome !== null) return s.outcome.winners.includes(me) ? 1 : s.outcome.losers.includes(me) ? (s.outcome.winners.length === 0 ? 0 : -1) : 0;
  const th = s.options.cemeteryThreshold;
  const cem = (cemeteryTotalOf(s, foe) - cemeteryTotalOf(s, me)) / th;
  const hpOf = (p: PlayerId): number => {
    const c = primaryOf(s, p);
    const st = c === null ? undefined : s.creatures[c];
    return st === undefined ? 0 : st.hp / 100;
  };
  const hand = ((s.zones.zones[zid(me, "hand")]?.cards.length ?? 0) - (s.zones.zones[zid(foe, "hand")]?.cards.length ?? 0)) / 8;
  const score = 0.6 * cem + 0.3 * Math.tanh(hpOf(me) - hpOf(foe)) + 0.1 * Math.tanh(hand);
  return score > 0.99 ? 0.99 : score < -0.99 ? -0.99 : score;
}

