/**
 * The Wardom heuristic for search bots: the match's value for one player, with the battle of
 * the round played out in advance.
 */
import { currentRound, type PlayerId } from "@rulesmith/core";
import type { StatusGrant } from "../cards/cards.js";
import type { Position } from "../cards/vocabulary.js";
import type { StatLine } from "../rules/stats.js";
import type { WardomState } from "./types.js";
import { firstPlayerOf } from "../rules/round.js";
import { resolveBattle, type FormationUnit } from "../rules/battle.js";
import { coinValue } from "../rules/treasury.js";
import { isLegalWager } from "../rules/wager.js";
import { cardsIn, defOf, linePosition, statsOf, statusesOf, unitOf, zid } from "./work.js";
import { ruleset } from "./game.js";

// Every term is counted in resolve points, then squashed into (-1, 1).
/** A card in hand, on the line, in the Side Zone or in the Action Zone. */
const CARD = 1;
/** A set Action that is not a Bolt or a Danger: it could as well have stayed in hand, where it could be wagered. */
const SET_CARD = 0.9;
/** A card in the Coin Zone: still yours while you keep winning, and it spares the next wager. */
const WAGER_CARD = 0.5;
/** One point of coin value in the Treasury. */
const COIN = 0.4;
/** A Unit that would fill an empty position next round counts this share of its stat. */
const RESERVE = 0.6;
/** Battles beyond this round's: how many the current lines are worth. */
const FUTURE = 1;
/** What winning a battle is worth beyond the damage: the loser wagers again and the winner coins. */
const WIN_BONUS = CARD + 2 * COIN;
/** A Unit destroyed in battle. */
const DESTROYED = CARD + 1;
/** How sharply the odds of a future battle follow the difference of Battle totals. */
const ODDS_SCALE = 3;
/** The value of a match that is lost unless something changes (short of -1, a match really lost). */
const LOST = 0.95;
/** Resolve points at which the value is one half. */
const SCALE = 30;

/** The phases before the round's Battle calculation. */

/** What the round's battle will do if nothing changes before it. */
interface Projection {
  readonly winner: PlayerId | null;
  readonly damage: number;
  readonly destroyed: string | null;
}

/** A position's total in a future battle, and what destroying its front line takes. */
interface Side {
  readonly combat: number;
  readonly support: number;
  readonly piercing: boolean;
  /** The stat the winner's Combat must exceed to destroy the front-line Unit (Infinity when none can be). */
  readonly front: number;
}

function amount(grant: StatusGrant, name: "weaken" | "poison"): number {
  return grant.status === name ? grant.x : 0;
}

/**
 * A Unit on a line as the heuristic reads it. Both the projected battle and the battles after
 * it read every line Unit's stats and statuses: read once per call, they are not worked out
 * (with the Equips found) twice.
 */
interface LineUnit {
  readonly id: string;
  /** As `linePosition` gives it: `null` for a Unit on a line of a player who does not own it. */
  readonly position: Position | null;
  readonly stats: StatLine;
  readonly statuses: readonly StatusGrant[];
  readonly lastWillReady: boolean;
}

/** A player's line Units, Combat position first (the order of `lineUnits`). */
function lineOf(state: WardomState, p: PlayerId): LineUnit[] {
  const out: LineUnit[] = [];
  for (const zone of LINE_ZONES) {
    for (const id of cardsIn(state, zid(p, zone))) {
      out.push({ id, position: linePosition(state, id), stats: statsOf(state, id), statuses: statusesOf(state, id), lastWillReady: unitOf(state, id).lastWill === "ready" });
    }
  }
  return out;
}

const LINE_ZONES = ["combat", "support"] as const;

/** The round's battle as the engine will fight it with the lines as they stand (`lines[p]`, see {@link lineOf}): set Units flip first. */
function project(state: WardomState, lines: readonly [readonly LineUnit[], readonly LineUnit[]]): Projection {
  const first = firstPlayerOf(state.clock);
  const second: PlayerId = first === 0 ? 1 : 0;
  const used: string[] = [];
  const formation = (p: PlayerId): FormationUnit[] => {
    const out: FormationUnit[] = [];
    for (const u of p === 0 ? lines[0] : lines[1]) {
      if (!u.lastWillReady) used.push(u.id);
      out.push({ id: u.id, position: u.position ?? "combat", faceUp: true, combat: u.stats.combat, support: u.stats.support, statuses: u.statuses });
    }
    return out;
  };
  const res = resolveBattle(formation(first), formation(second), { lastWillUsed: used }, state.options);
  if (res.winner === null) return { winner: null, damage: 0, destroyed: null };
  let destroyed: string | null = null;
  let best = -1;
  for (const f of res.frontLine) {
    if (f.outcome.kind !== "destroyed" && f.outcome.reason !== "last-will") continue;
    const s = statsIn(lines, f.id) ?? statsOf(state, f.id);
    if (s.combat + s.support > best) {
      best = s.combat + s.support;
      destroyed = f.id;
    }
  }
  return { winner: res.winner === 0 ? first : second, damage: res.damage, destroyed };
}

/** The stats read for a line Unit, if it is one. */
function statsIn(lines: readonly (readonly LineUnit[])[], id: string): StatLine | undefined {
  for (const line of lines) for (const u of line) if (u.id === id) return u.stats;
  return undefined;
}

/**
 * A side's line for the battles after this one: each position's Units (without the Unit this
 * battle destroys, after one End Stage of Weaken and Poison), or, for an empty position, a
 * share of the best Unit in hand or Side Zone that could fill it.
 */
function sideOf(state: WardomState, p: PlayerId, line: readonly LineUnit[], destroyed: string | null): Side {
  let combat = 0;
  let support = 0;
  let piercing = false;
  let front = Infinity;
  let combatUnits = 0;
  let supportUnits = 0;
  let supportFront = Infinity;
  for (const u of line) {
    if (u.id === destroyed) continue;
    const s = u.stats;
    let weaken = 0;
    let poison = 0;
    let shielded = false;
    for (const g of u.statuses) {
      weaken += amount(g, "weaken");
      poison += amount(g, "poison");
      if (g.status === "piercing") piercing = true;
      if (g.status === "shielded") shielded = true;
    }
    const c = Math.max(0, s.combat - weaken);
    const sp = Math.max(0, s.support - poison);
    if (u.position === "combat") {
      combat += c;
      combatUnits++;
      if (!shielded) front = Math.min(front, c);
    } else {
      support += sp;
      supportUnits++;
      if (!shielded) supportFront = Math.min(supportFront, sp);
    }
  }
  if (combatUnits === 0 || supportUnits === 0) {
    // The best reserve Units for the empty positions, one Unit for one position.
    let bestC = 0;
    let bestS = 0;
    let bestCId = "";
    let secondS = 0;
    let bestSId = "";
    let secondC = 0;
    for (const zone of ["hand", "side"] as const) {
      for (const id of cardsIn(state, zid(p, zone))) {
        const d = defOf(state, id);
        if (d?.type !== "unit" || d.trueRecruit !== undefined) continue;
        if (d.combat > bestC) {
          secondC = bestC;
          bestC = d.combat;
          bestCId = id;
        } else if (d.combat > secondC) secondC = d.combat;
        if (d.support > bestS) {
          secondS = bestS;
          bestS = d.support;
          bestSId = id;
        } else if (d.support > secondS) secondS = d.support;
      }
    }
    if (combatUnits === 0 && supportUnits === 0 && bestCId === bestSId && bestCId !== "") {
      // One Unit is best for both: give it where the pair adds up to more.
      if (bestC + secondS >= secondC + bestS) bestS = secondS;
      else bestC = secondC;
    }
    if (combatUnits === 0) {
      combat = RESERVE * bestC;
      front = bestC > 0 ? combat : supportFront;
    }
    if (supportUnits === 0) support = RESERVE * bestS;
  }
  return { combat, support, piercing, front };
}

/** The value to `me` of one future battle between two lines: odds of winning times what it brings. */
function futureBattle(mine: Side, theirs: Side, myResolve: number, theirResolve: number): number {
  const diff = mine.combat + mine.support - (theirs.combat + theirs.support);
  const odds = 0.5 + 0.5 * Math.tanh(diff / ODDS_SCALE);
  const dealt = Math.min(theirResolve, Math.max(0, mine.piercing ? mine.combat : mine.combat - theirs.support));
  const taken = Math.min(myResolve, Math.max(0, theirs.piercing ? theirs.combat : theirs.combat - mine.support));
  const win = dealt + WIN_BONUS + (mine.combat > theirs.front ? DESTROYED : 0);
  const loss = taken + WIN_BONUS + (theirs.combat > mine.front ? DESTROYED : 0);
  return odds * win - (1 - odds) * loss;
}

/** Cards, wager and Treasury of a side in resolve points, without the Unit and wager the coming battle takes. */
function material(state: WardomState, p: PlayerId, line: readonly LineUnit[], destroyed: string | null, wagerLost: boolean): number {
  let cards = cardsIn(state, zid(p, "hand")).length + cardsIn(state, zid(p, "side")).length;
  const action = state.zones.zones[zid(p, "action")];
  if (action !== undefined) {
    for (const id of action.cards) {
      const type = defOf(state, id)?.type;
      cards += action.faceDown.includes(id) && type !== "bolt" && type !== "danger" ? SET_CARD : 1;
    }
  }
  for (const u of line) if (u.id !== destroyed) cards++;
  let coins = 0;
  for (const id of cardsIn(state, zid(p, "treasury"))) {
    const d = defOf(state, id);
    if (d !== undefined) coins += coinValue(d);
  }
  const wager = wagerLost ? 0 : cardsIn(state, zid(p, "coin")).length;
  return CARD * cards + WAGER_CARD * wager + COIN * coins;
}

/**
 * Whether `p` is in its Main Stage with no wager placed and no card in hand it could wager:
 * ending the stage then loses the match (D-MAIN-2, D-WIN-3).
 */
function stranded(state: WardomState, p: PlayerId): boolean {
  if (state.clock.phase !== "main" || state.clock.active !== p) return false;
  if (cardsIn(state, zid(p, "coin")).length > 0) return false;
  for (const id of cardsIn(state, zid(p, "hand"))) {
    const card = defOf(state, id);
    if (card !== undefined && isLegalWager({ card, trueRecruited: state.marked.includes(id) }, state.options)) return false;
  }
  return true;
}

function wagerValue(state: WardomState, p: PlayerId): number {
  let v = 0;
  for (const id of cardsIn(state, zid(p, "coin"))) {
    const d = defOf(state, id);
    if (d !== undefined) v += coinValue(d);
  }
  return v;
}

/** The payment's step is read for its state alone: no events are made (see the kit's `applyIndex`). */
const STATE_ONLY = { events: false } as const;

/**
 * A heuristic value of a state for `player`, from -1 (lost) to 1 (won): the round's battle
 * played out in advance on the lines as they stand, then resolve, the odds and stakes of the
 * battles after it, cards, the wager at risk and the Treasury.
 *
 * Scores ahead of time what the battle rules D-BTL-3..10 will do (totals by position, winner,
 * damage, Piercing, front-line destruction, the coined wager), the wager rules D-MAIN-2 and
 * D-WIN-3, and routing (D-END-2).
 *
 * @remarks
 * - Why: a one-ply search sees only the next action, but a Main Stage's recruits, positions and
 *   wager pay off at the Battle Stage after both players have acted. So while the round's battle
 *   is still to come it is fought here (set Units count, as they flip first) and its damage,
 *   coined wager and destroyed Unit are booked; the value is the same just before and just
 *   after the battle. A battle that would end the match scores 0.95 (or -0.95).
 * - Units count by position (`totals: "by-position"`, D-AMB-3): a Combat-position Unit adds its
 *   Combat, a Support-position Unit its Support.
 * - Later battles are valued from the odds of the line totals. There an empty position counts
 *   60% of the best Unit in hand or Side Zone that could fill it, so routing a weak Unit to make
 *   room for a stronger one scores higher than keeping it.
 * - A card is worth the same in hand, on the line, in the Side Zone or in the Action Zone (a set
 *   Action that is not a Bolt or Danger a little less), so recruiting costs only energy. A
 *   wagered card counts half, and if the battle is lost its coin value goes to the opponent:
 *   the cheapest card is the best wager.
 * - A state waiting for a payment (a `"pay"` decision) is valued as the state after it, paid
 *   the first listed way: a one-ply search then sees what recruiting or playing the card does.
 * - A player in its Main Stage with no wager placed and no legal wager left in hand scores
 *   -0.95: ending the stage loses the match (D-WIN-3).
 * - What one seat gains the other loses: `evaluate(s, 0)` is `-evaluate(s, 1)` up to rounding.
 * - It reads the whole state, hands and set cards included (bots call it on determinized
 *   states) and searches nothing: a few passes over the line, hand, Side Zone, Action Zone,
 *   Coin Zone and Treasury (and one step, the payment, for a state waiting for it).
 *
 * @param state - The state.
 * @param player - The player whose view is scored.
 * @returns 1 if `player` has won, -1 if lost, 0 for a draw; otherwise a value strictly between
 *   -1 and 1, higher when `player` stands better.
 * @example
 * ```ts
 * import { evaluate, ruleset, demoConfig } from "@rulesmith/wardom";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) console.log(evaluate(s.value, 0).toFixed(3), evaluate(s.value, 1).toFixed(3)); // -0.029 0.029 — the hands dealt favour seat 1 a little
 * ```
 */
export function evaluate(state: WardomState, player: PlayerId): number {
  const o = state.outcome;
  if (o !== null) return o.winners.includes(player) ? 1 : o.losers.includes(player) ? -1 : 0;
  // An action waiting for its payment has not happened yet (the Unit is still in hand): it is
  // valued as done, paid the first way its pay decision lists (the best, as choosePayment ranks).
  if (state.decision?.kind === "pay" && state.chance === null) {
    const paid = ruleset.applyIndex(state, state.decision.player, 0, STATE_ONLY);
    if (paid.ok && paid.value.state.decision?.kind !== "pay") return evaluate(paid.value.state, player);
  }
  const me = player === 1 ? 1 : 0;
  const foe = me === 0 ? 1 : 0;
  if (stranded(state, me)) return -LOST;
  if (stranded(state, foe)) return LOST;
  let myResolve = state.players[me].resolve;
  let foeResolve = state.players[foe].resolve;
  let winner: PlayerId | null = null;
  let destroyed: string | null = null;
  let coined = 0;
  // Before this round's battle: any stage but End & Routing, and no battle fought this round yet.
  const lines: [LineUnit[], LineUnit[]] = [lineOf(state, 0), lineOf(state, 1)];
  if (state.clock.phase !== "end" && state.battle?.round !== currentRound(state.clock)) {
    const p = project(state, lines);
    winner = p.winner;
    destroyed = p.destroyed;
    if (winner === me) {
      foeResolve -= p.damage;
      coined = COIN * wagerValue(state, foe);
    } else if (winner === foe) {
      myResolve -= p.damage;
      coined = -COIN * wagerValue(state, me);
    }
    if (myResolve <= 0 || foeResolve <= 0) return myResolve > 0 ? LOST : foeResolve > 0 ? -LOST : 0;
  }
  const mine = sideOf(state, me, lines[me], destroyed);
  const theirs = sideOf(state, foe, lines[foe], destroyed);
  const x =
    myResolve -
    foeResolve +
    coined +
    material(state, me, lines[me], destroyed, winner === foe) -
    material(state, foe, lines[foe], destroyed, winner === me) +
    FUTURE * futureBattle(mine, theirs, myResolve, foeResolve);
  return x / (Math.abs(x) + SCALE);
}
