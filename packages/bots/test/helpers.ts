// Test helpers: an evaluation for the dice duel, a dice duel whose determinize depends only on
// the view, a ruleset wrapper that counts calls, and a tiny perfect-information game (Nim).
import { err, ok, ruleError, Rng, seedRng, type PlayerId, type Result, type Ruleset, type Step, type Viewer } from "@rulesmith/core";
import { diceDuel, type DuelAction, type DuelConfig, type DuelSide, type DuelState, type DuelView } from "@rulesmith/core/examples";
import { assertOk } from "@rulesmith/core/testing";

/** HP lead of `player` over the opponent, scaled to [-1, 1]. */
export function duelEvaluate(s: DuelState, player: PlayerId): number {
  const me = s.sides[player === 0 ? 0 : 1];
  const foe = s.sides[player === 0 ? 1 : 0];
  return (me.hp - foe.hp) / 20;
}

function withCards(x: DuelSide, hand: readonly string[], deck: readonly string[]): DuelSide {
  return { hp: x.hp, hand, deck, played: x.played, bonus: x.bonus, ready: x.ready };
}

/**
 * The dice duel with a determinize that depends only on what `player` sees: the hidden cards
 * are first put back in sorted order, then re-dealt by the duel's own determinize. Two
 * states with the same view then give the same determinizations, so a fair bot with the same
 * seed must decide the same on both.
 */
export const fairDuel: Ruleset<DuelState, DuelAction, DuelConfig, DuelView> = {
  ...diceDuel,
  determinize(s: DuelState, player: PlayerId, rng): DuelState {
    const [a, b] = s.sides;
    const hidden = [...(player === 0 ? [] : a.hand), ...a.deck, ...(player === 1 ? [] : b.hand), ...b.deck].sort();
    let at = 0;
    const take = (n: number): string[] => hidden.slice(at, (at += n));
    const redeal = (x: DuelSide, p: PlayerId): DuelSide => withCards(x, p === player ? x.hand : take(x.hand.length), take(x.deck.length));
    const canonical: DuelState = { ...s, sides: [redeal(a, 0), redeal(b, 1)], rng: [1, 2, 3, 4] };
    return diceDuel.determinize ? diceDuel.determinize(canonical, player, rng) : canonical;
  },
};

/** Call counters of a {@link counted} ruleset. */
export interface Counts {
  apply: number;
  determinize: number;
}

/** Wraps a ruleset so that its `apply` and `determinize` calls are counted. */
export function counted<S, A, C, V>(rules: Ruleset<S, A, C, V>): { rules: Ruleset<S, A, C, V>; counts: Counts } {
  const counts: Counts = { apply: 0, determinize: 0 };
  const determinize = rules.determinize?.bind(rules);
  const wrapped: Ruleset<S, A, C, V> = {
    ...rules,
    apply(state: S, player: PlayerId, action: A): Result<Step<S>> {
      counts.apply++;
      return rules.apply(state, player, action);
    },
  };
  if (determinize !== undefined) {
    wrapped.determinize = (state: S, player: PlayerId, rng) => {
      counts.determinize++;
      return determinize(state, player, rng);
    };
  }
  return { rules: wrapped, counts };
}

/** Plays `steps` random actions of a dice duel from its start (stopping before it ends). */
export function duelPosition(config: DuelConfig, steps: number, seed: number): DuelState {
  let s = assertOk(diceDuel.setup(config));
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < steps; i++) {
    const p = diceDuel.activePlayers(s)[0];
    if (p === undefined) break;
    const legal = diceDuel.legalActions(s, p);
    const next = assertOk(diceDuel.apply(s, p, legal[rng.int(legal.length)] ?? { type: "end" })).state;
    if (diceDuel.outcome(next) !== undefined) break;
    s = next;
  }
  return s;
}

/** Nim: take 1 to 3 from a pile, whoever takes the last one wins. No hidden information, no dice. */
export interface NimState {
  readonly pile: number;
  readonly toMove: PlayerId;
  readonly winner: PlayerId | null;
}
/** A Nim action. */
export interface NimAction {
  readonly take: number;
}

/** Nim as a ruleset, without `determinize`: config is the starting pile. */
export const nim: Ruleset<NimState, NimAction, { readonly pile: number }> = {
  id: "nim",
  version: 1,
  setup: (c) => (Number.isInteger(c.pile) && c.pile > 0 ? ok({ pile: c.pile, toMove: 0, winner: null }) : err(ruleError("config/invalid", "bad pile"))),
  players: () => [0, 1],
  activePlayers: (s) => (s.winner === null ? [s.toMove] : []),
  pending: (s) => (s.winner === null ? { kind: "take", players: [s.toMove], prompt: "Take 1 to 3." } : undefined),
  legalActions: (s, p) => {
    if (s.winner !== null || p !== s.toMove) return [];
    const out: NimAction[] = [];
    for (let t = 1; t <= 3 && t <= s.pile; t++) out.push({ take: t });
    return out;
  },
  apply: (s, p, a) => {
    if (s.winner !== null || p !== s.toMove || !Number.isInteger(a.take) || a.take < 1 || a.take > 3 || a.take > s.pile) {
      return err(ruleError("action/illegal", "not legal"));
    }
    const pile = s.pile - a.take;
    return ok({ state: { pile, toMove: s.toMove === 0 ? 1 : 0, winner: pile === 0 ? p : null }, events: [] });
  },
  outcome: (s) => (s.winner === null ? undefined : { winners: [s.winner], losers: [s.winner === 0 ? 1 : 0], reason: "took the last" }),
  view: (s, _viewer: Viewer) => s,
};
