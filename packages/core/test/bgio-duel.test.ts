import { describe, expect, it } from "vitest";
import type { State } from "boardgame.io";
import { bgioDuelGame, bgioHp, bgioInitialState, bgioPlayout, bgioWinner, measure } from "../bench/bgio-duel.js";

/** Every state of one playout, the initial one first. */
function statesOf(seed: number): State[] {
  const states: State[] = [];
  bgioPlayout(seed, (s) => states.push(s));
  return states;
}

const SEEDS = Array.from({ length: 50 }, (_, i) => i + 1);

describe("the boardgame.io reference duel (bench yardstick)", () => {
  it("runs boardgame.io in production mode, without an undo stack", () => {
    expect(process.env["NODE_ENV"]).toBe("production");
    expect(bgioDuelGame.disableUndo).toBe(true);
    const start = bgioInitialState(1);
    expect(bgioHp(start)).toEqual([60, 60]);
    expect(start.ctx.currentPlayer).toBe("0");
    expect(start._undo).toEqual([]);
  });

  it.each(SEEDS)("seed %i: a playout ends with exactly one winner, the other player at 0 HP or less", (seed) => {
    const states = statesOf(seed);
    const last = states.at(-1);
    if (last === undefined) throw new Error("no states");
    const winner = bgioWinner(last);
    expect(winner === "0" || winner === "1").toBe(true);
    const loser = winner === "0" ? 1 : 0;
    expect(bgioHp(last)[loser]).toBeLessThanOrEqual(0);
    expect(bgioHp(last)[loser === 0 ? 1 : 0]).toBeGreaterThan(0);
    expect(states.slice(0, -1).every((s) => bgioWinner(s) === undefined)).toBe(true);
  });

  it.each(SEEDS)("seed %i: players alternate one move per turn, player 0 first", (seed) => {
    const states = statesOf(seed);
    const movers = states.slice(0, -1).map((s) => s.ctx.currentPlayer);
    expect(movers).toEqual(movers.map((_, i) => (i % 2 === 0 ? "0" : "1")));
  });

  it("applies between 2 and 200 moves", () => {
    const moves = SEEDS.map((seed) => bgioPlayout(seed));
    expect(Math.min(...moves)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...moves)).toBeLessThanOrEqual(200);
  });

  it("is deterministic for a seed, and different seeds give different games", () => {
    const hp = (seed: number): number[][] => statesOf(seed).map((s) => [...bgioHp(s)]);
    expect(hp(7)).toEqual(hp(7));
    expect(bgioPlayout(7)).toBe(bgioPlayout(7));
    expect(new Set(SEEDS.map((seed) => JSON.stringify(hp(seed)))).size).toBeGreaterThan(40);
  });

  it("every move changes exactly one player's HP by an amount the dice allow, or misses", () => {
    // attack: 3d6+1 in 4..19, heavy: 5d6+1 in 6..31, double sixes double that (up to 62);
    // double ones: 1d6 to the attacker.
    for (const seed of SEEDS.slice(0, 10)) {
      const states = statesOf(seed);
      for (let i = 1; i < states.length; i++) {
        const [before, after] = [states[i - 1], states[i]];
        if (before === undefined || after === undefined) throw new Error("no state");
        const [mover, other] = before.ctx.currentPlayer === "0" ? ([0, 1] as const) : ([1, 0] as const);
        const lostByMover = bgioHp(before)[mover] - bgioHp(after)[mover];
        const lostByOther = bgioHp(before)[other] - bgioHp(after)[other];
        expect(lostByMover === 0 || lostByOther === 0).toBe(true);
        expect(lostByMover).toBeGreaterThanOrEqual(0);
        expect(lostByMover).toBeLessThanOrEqual(6);
        expect(lostByOther === 0 || (lostByOther >= 4 && lostByOther <= 62)).toBe(true);
      }
    }
  });

  it("measure counts the actions and playouts of a timed run", () => {
    const seen: number[] = [];
    const m = measure((seed) => {
      seen.push(seed);
      return bgioPlayout(seed);
    }, 50);
    expect(m.playouts).toBeGreaterThan(0);
    expect(m.actions).toBeGreaterThanOrEqual(2 * m.playouts);
    expect(m.ms).toBeGreaterThanOrEqual(50);
    expect(m.actionsPerSecond).toBeCloseTo((m.actions / m.ms) * 1000);
    expect(seen.slice(-m.playouts)).toEqual(Array.from({ length: m.playouts }, (_, i) => i + 1));
  });
});
