import { fc, test } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { describe, expect, it } from "vitest";
import { seatBots, type MatchSummary } from "../src/sim-match.js";
import { simulate, simulationReport } from "../src/simulate.js";

describe("simulate (in this thread)", () => {
  it("is deterministic for a seed and adds up", async () => {
    const options = { game: "dice-duel", bots: ["random", "random"], games: 150, seed: 9, workers: 0 } as const;
    const a = assertOk(await simulate(options));
    const b = assertOk(await simulate(options));
    expect(a.digest).toBe(b.digest);
    expect(a.standings).toEqual(b.standings);
    expect(a.finished + a.unfinished + a.failed).toBe(150);
    for (const s of a.standings) expect(s.wins + s.losses + s.draws).toBeLessThanOrEqual(s.matches);
    expect(a.standings.map((s) => s.matches)).toEqual([150, 150]);
    expect(a.seats.reduce((n, s) => n + s.wins, 0)).toBe(a.firstSeat.decided);
  });

  it("on worker threads started from TypeScript source, gives what one thread gives", async () => {
    const options = { game: "dice-duel", bots: ["random", "random"], games: 80, seed: 4 } as const;
    const here = assertOk(await simulate({ ...options, workers: 0 }));
    const two = assertOk(await simulate({ ...options, workers: 2 }));
    expect(two.timing.workers).toBe(2);
    expect({ ...two, timing: null }).toEqual({ ...here, timing: null });
  });

  it("another seed gives other matches", async () => {
    const a = assertOk(await simulate({ game: "dice-duel", bots: ["random", "random"], games: 50, seed: 1, workers: 0 }));
    const b = assertOk(await simulate({ game: "dice-duel", bots: ["random", "random"], games: 50, seed: 2, workers: 0 }));
    expect(a.digest).not.toBe(b.digest);
  });

  it("refuses bad options with a clear error", async () => {
    expect(assertErr(await simulate({ game: "dice-duel", bots: ["random"], games: 0, workers: 0 })).code).toBe("simulate/options");
    expect(assertErr(await simulate({ game: "dice-duel", bots: ["random"], games: 5, workers: -1 })).code).toBe("simulate/options");
    expect(assertErr(await simulate({ game: "nope", bots: ["random"], games: 5, workers: 0 })).code).toBe("game/unknown");
    expect(assertErr(await simulate({ game: "dice-duel", bots: ["random:x=1"], games: 5, workers: 0 })).code).toMatch(/^bots\//);
  });
});

describe("seating and the report", () => {
  test.prop([fc.nat(10_000), fc.integer({ min: 1, max: 6 })])("every match seats the bots in a rotation, each bot once per cycle", (index, seats) => {
    const s = seatBots(index, seats, seats);
    expect([...s].sort((x, y) => x - y)).toEqual(Array.from({ length: seats }, (_, i) => i));
    expect(seatBots(index + 1, seats, seats)).toEqual(s.map((b) => (b + 1) % seats));
  });

  it("counts wins, losses and draws per bot and per seat", () => {
    const m = (index: number, seats: number[], winners: number[], finished = true): MatchSummary => ({ index, seed: index, seats, winners, steps: 10 + index, finished, ms: 1, error: null });
    const r = simulationReport("g", ["a", "b"], 0, 100, [m(0, [0, 1], [0]), m(1, [1, 0], [0]), m(2, [0, 1], []), m(3, [1, 0], [], false)], 2, 10);
    expect(r.standings.map((s) => [s.wins, s.losses, s.draws])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
    expect(r.seats.map((s) => s.wins)).toEqual([2, 0]);
    expect(r.firstSeat).toMatchObject({ decided: 2, wins: 2, advantage: 0.5 });
    expect(r).toMatchObject({ finished: 3, unfinished: 1, failed: 0, length: { count: 3, mean: 11 } });
  });
});
