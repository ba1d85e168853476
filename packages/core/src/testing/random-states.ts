import type { PlayerId } from "../player.js";
import type { Ruleset } from "../ruleset.js";
import { randomChooser } from "../match.js";
import { assertOk } from "./results.js";

/**
 * One state of a played match and the player to act in it, as {@link randomStates} lists them.
 *
 * @typeParam S - State.
 * @example
 * ```ts
 * import type { DuelState } from "@rulesmith/core/examples";
 * import type { StateToAct } from "@rulesmith/core/testing";
 * const first = (seen: readonly StateToAct<DuelState>[]) => seen[0]?.player;
 * ```
 */
export interface StateToAct<S> {
  /** The state. */
  readonly state: S;
  /** The first of its active players. */
  readonly player: PlayerId;
}

/**
 * Plays a seeded random match from `config` and returns its states, each with the player to
 * act: the situations a test of views, prompts or action words walks through. It stops at
 * `limit` states or when the match ends (the ended state is not included). The same arguments
 * give the same states. Throws (it is for tests) when `setup` or `apply` fails.
 *
 * @typeParam S - State. @typeParam A - Action. @typeParam C - Config.
 * @param ruleset - The game.
 * @param config - Its setup config.
 * @param seed - The random player's seed.
 * @param limit - The most states to return.
 * @returns The states in the order they were reached, starting with the set-up state.
 * @example
 * ```ts
 * import { diceDuel } from "@rulesmith/core/examples";
 * import { randomStates } from "@rulesmith/core/testing";
 * const seen = randomStates(diceDuel, { seed: 1 }, 1, 20);
 * seen[0]?.player; // 0 — the player to act first
 * ```
 */
export function randomStates<S, A, C>(ruleset: Ruleset<S, A, C>, config: C, seed: number, limit: number): StateToAct<S>[] {
  let s = assertOk(ruleset.setup(config), "setup");
  const choose = randomChooser(seed);
  const out: StateToAct<S>[] = [];
  for (let i = 0; i < limit && ruleset.outcome(s) === undefined; i++) {
    const player = ruleset.activePlayers(s)[0];
    if (player === undefined) break;
    out.push({ state: s, player });
    s = assertOk(ruleset.apply(s, player, choose(s, player, ruleset.legalActions(s, player))), "a random action").state;
  }
  return out;
}
