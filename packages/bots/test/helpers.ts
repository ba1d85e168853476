// Test helpers: an evaluation for the dice duel, a dice duel whose determinize depends only on
// the view, a ruleset wrapper that counts calls, and a tiny perfect-information game (Nim).
import { err, ok, ruleError, Rng, seedRng, type PlayerId, type Result, type RngState, type Ruleset, type Step, type Viewer } from "@rulesmith/core";
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

/** Wraps a ruleset so that its `apply` (and the kit's `applyIndex`) and `determinize` calls are counted. */
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
  const fast = (rules as { applyIndex?: (state: S, player: PlayerId, index: number) => Result<Step<S>> }).applyIndex;
  if (fast !== undefined) {
    Object.assign(wrapped, {
      applyIndex(state: S, player: PlayerId, index: number): Result<Step<S>> {
        counts.apply++;
        return fast.call(rules, state, player, index);
      },
    });
  }
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

/** Two digits: the player to act picks a digit, then another; the match ends after both players' two picks, the larger number wins. */
export interface DigitsState {
  readonly picks: readonly number[];
  /** Whether the next step rolls a die that nobody chooses (a step flagged random). */
  readonly noisy: boolean;
}

/** A digit, with a `payment` that changes nothing (ways to pay, for move groups). */
export interface DigitsAction {
  readonly digit: number;
  readonly payment?: { readonly coins: number };
}

/**
 * A perfect-information game where each player decides twice in a row (picks 0-9 twice; the
 * larger two-digit number wins), so a kept tree can follow a player's own step. Each digit
 * can be paid 3 ways that change nothing. Steps are flagged `random: false` and `revealed:
 * false`, unless `noisy`, when every step is flagged random.
 */
export const digits: Ruleset<DigitsState, DigitsAction, { readonly noisy?: boolean }> = {
  id: "digits",
  version: 1,
  setup: (c) => ok({ picks: [], noisy: c.noisy === true }),
  players: () => [0, 1],
  activePlayers: (s) => (s.picks.length >= 4 ? [] : [s.picks.length < 2 ? 0 : 1]),
  pending: (s) => (s.picks.length >= 4 ? undefined : { kind: "digit", players: [s.picks.length < 2 ? 0 : 1], prompt: "Pick a digit." }),
  legalActions: (s, p) => {
    if (s.picks.length >= 4 || p !== (s.picks.length < 2 ? 0 : 1)) return [];
    const out: DigitsAction[] = [];
    for (let d = 0; d < 10; d++) for (let coins = 0; coins < 3; coins++) out.push({ digit: d, payment: { coins } });
    return out;
  },
  apply: (s, p, a) => {
    if (s.picks.length >= 4 || p !== (s.picks.length < 2 ? 0 : 1) || !Number.isInteger(a.digit) || a.digit < 0 || a.digit > 9) return err(ruleError("action/illegal", "not legal"));
    return ok({ state: { picks: [...s.picks, a.digit], noisy: s.noisy }, events: [], random: s.noisy, revealed: false });
  },
  outcome: (s) => {
    if (s.picks.length < 4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = s.picks;
    const x = a * 10 + b;
    const y = c * 10 + d;
    if (x === y) return { winners: [], losers: [], reason: "equal" };
    return x > y ? { winners: [0], losers: [1], reason: "larger" } : { winners: [1], losers: [0], reason: "larger" };
  },
  view: (s, _viewer: Viewer) => s,
};

/** Player `p`'s two-digit number so far, scaled to [-1, 1] against the other's. */
export function digitsEvaluate(s: DigitsState, p: PlayerId): number {
  const mine = p === 0 ? s.picks.slice(0, 2) : s.picks.slice(2, 4);
  const theirs = p === 0 ? s.picks.slice(2, 4) : s.picks.slice(0, 2);
  const value = (xs: readonly number[]): number => (xs[0] ?? 0) * 10 + (xs[1] ?? 0);
  return (value(mine) - value(theirs)) / 99;
}

/** The state of the bets game. */
export interface BetState {
  readonly rng: RngState;
  readonly result: "win" | "lose" | "draw" | null;
}
/** A bet. */
export interface BetAction {
  readonly bet: "low" | "middle" | "none";
}

/**
 * One decision on a seeded d6: bet "low" (wins on 1-2), bet "middle" (wins on 3-4), or no bet
 * (a draw). Each bet wins a third of the time, so not betting (worth 0.5) is best; but in
 * every world with a fixed die one of the three is certain to be best.
 */
export const bets: Ruleset<BetState, BetAction, { readonly seed: number }> = {
  id: "bets",
  version: 1,
  setup: (c) => ok({ rng: seedRng(c.seed), result: null }),
  players: () => [0],
  activePlayers: (s) => (s.result === null ? [0] : []),
  pending: (s) => (s.result === null ? { kind: "bet", players: [0], prompt: "Bet." } : undefined),
  legalActions: (s, p) => (p !== 0 || s.result !== null ? [] : [{ bet: "low" }, { bet: "middle" }, { bet: "none" }]),
  apply: (s, p, a) => {
    if (p !== 0 || s.result !== null) return err(ruleError("action/illegal", "Not now."));
    if (a.bet === "none") return ok({ state: { rng: s.rng, result: "draw" }, events: [] });
    const rng = new Rng(s.rng);
    const die = rng.die(6);
    const win = a.bet === "low" ? die <= 2 : die === 3 || die === 4;
    return ok({ state: { rng: rng.state(), result: win ? "win" : "lose" }, events: [] });
  },
  outcome: (s) => {
    if (s.result === null) return undefined;
    if (s.result === "win") return { winners: [0], losers: [], reason: "won the bet" };
    return s.result === "lose" ? { winners: [], losers: [0], reason: "lost the bet" } : { winners: [], losers: [], reason: "no bet" };
  },
  view: (s: BetState, _viewer: Viewer) => ({ result: s.result }),
  determinize: (s, _player, rng) => ({ rng, result: s.result }),
};

