import { fc, test } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { describe, expect, it } from "vitest";
import { reportLines } from "../src/commands/simulate.js";
import { mergeShards, simulateShard } from "../src/shards.js";
import { seatBots, type MatchSummary } from "../src/sim-match.js";
import { hasTimeBudget, simulate, simulationReport } from "../src/simulate.js";
import { runOnWorkers } from "../src/worker-pool.js";
import { parsed, rulesmithHere } from "./helpers.js";

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
    const r = assertOk(simulationReport("g", ["a", "b"], 0, 100, [m(0, [0, 1], [0]), m(1, [1, 0], [0]), m(2, [0, 1], []), m(3, [1, 0], [], false)], 2, 10));
    expect(r.standings.map((s) => [s.wins, s.losses, s.draws])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
    expect(r.seats.map((s) => s.wins)).toEqual([2, 0]);
    expect(r.firstSeat).toMatchObject({ decided: 2, wins: 2, advantage: 0.5 });
    expect(r).toMatchObject({ finished: 3, unfinished: 1, failed: 0, length: { count: 3, mean: 11 } });
  });
});

describe("the table says what it counts", () => {
  const m = (index: number, finished: boolean, winners: number[] = []): MatchSummary => ({ index, seed: index, seats: [0, 1], winners, steps: 3, finished, ms: 1, error: null });

  it("every match at the step limit: one match (not '1 matches'), no finished matches, no decided ones, and a note on the win rates", async () => {
    const r = await rulesmithHere(["simulate", "dice-duel", "--games", "1", "--bots", "random", "--max-steps", "1", "--workers", "0"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/^dice-duel, 2 players: 1 match, seed 1, in one thread, /);
    expect(r.stdout).not.toMatch(/(?<![\d.])1 matches\b/);
    expect(r.stdout).toContain("\nmatch length: no finished matches\n");
    // Not "mean 0.0" for the match length (a time per match may well read "mean 0.04 ms").
    expect(r.stdout).not.toMatch(/match length:[^\n]*mean 0\.0\b/);
    expect(r.stdout).toContain("\nfirst seat (player 0): no decided matches\n");
    expect(r.stdout).toContain("\n(win rate: wins over all matches played, the 1 match that did not finish counted as not won)\n");
  });

  it("no note when every match finished; the note counts unfinished and failed matches; a one-worker, one-match report in the singular", () => {
    const done = assertOk(simulationReport("g", ["a", "b"], 0, 100, [m(0, true, [0]), m(1, true, [1])], 1, 10));
    const lines = reportLines(done);
    expect(lines.some((l) => l.startsWith("(win rate"))).toBe(false);
    expect(lines[0]).toMatch(/^g, 2 players: 2 matches, seed 0, 1 worker, /);
    expect(lines).toContain("first seat (player 0): won 1 of 2 decided matches, 50.0% [9.5%, 90.5%], advantage +0.0 points over a fair share of 50.0%");
    const failed: MatchSummary = { ...m(2, false), error: "boom" };
    const mixed = reportLines(assertOk(simulationReport("g", ["a", "b"], 0, 100, [m(0, true, [0]), m(1, false), failed], 0, 10)));
    expect(mixed).toContain("(win rate: wins over all matches played, the 2 matches that did not finish counted as not won)");
    expect(mixed).toContain("first seat (player 0): won 1 of 1 decided match, 100.0% [20.7%, 100.0%], advantage +50.0 points over a fair share of 50.0%");
  });

  it("a bot with a timeMs budget: the digest line says runs may differ, the JSON says reproducible: false (the option is not refused)", async () => {
    expect([hasTimeBudget("mcts:timeMs=3"), hasTimeBudget(" mcts:iterations=5:timeMs=1 "), hasTimeBudget("mcts:iterations=5"), hasTimeBudget("random"), hasTimeBudget("mcts:timeMsx=1")]).toEqual([true, true, false, false, false]);
    const args = ["simulate", "dice-duel", "--games", "2", "--bots", "mcts:timeMs=3:determinizations=1,random", "--workers", "0"];
    const text = await rulesmithHere(args);
    expect({ code: text.code, stderr: text.stderr }).toEqual({ code: 0, stderr: "" });
    expect(text.stdout).toMatch(/^digest [0-9a-f]{8} \(timeMs budgets are not reproducible: runs with the same seed may differ\)$/m);
    expect(text.stdout).not.toContain("whatever the workers or shards");
    const json = await rulesmithHere([...args, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ bots: ["mcts:timeMs=3:determinizations=1", "random"], reproducible: false });
    const plain = await rulesmithHere(["simulate", "dice-duel", "--games", "2", "--bots", "random", "--workers", "0", "--json"]);
    expect(parsed(plain.stdout)).toMatchObject({ reproducible: true });
    // Merged shards of such a run say so too.
    const options = { game: "dice-duel", bots: ["mcts:timeMs=1:determinizations=1", "random"], games: 2, workers: 0 };
    const shards = [assertOk(await simulateShard({ ...options, shard: { index: 0, count: 2 } })), assertOk(await simulateShard({ ...options, shard: { index: 1, count: 2 } }))];
    const merged = assertOk(mergeShards(shards));
    expect(merged.reproducible).toBe(false);
    expect(reportLines(merged).at(-1)).toMatch(/\(timeMs budgets are not reproducible: runs with the same seed may differ\)$/);
  });
});

describe("bad arguments: a Result, never a throw, a hang or a crash", () => {
  const setup = { game: "dice-duel", bots: ["random", "random"], seed: 1, maxSteps: 10_000 };

  it("runOnWorkers refuses bad arguments before starting any worker", async () => {
    expect(assertErr(await runOnWorkers(setup, 4, 1, 0 as never))).toMatchObject({ code: "simulate/options", message: "onMatch is a function, not 0." });
    for (const workers of [undefined, Number.NaN, "x", {}, [], 0, 257, 1.5]) {
      expect(assertErr(await runOnWorkers(setup, 4, workers as never)).code).toBe("simulate/options");
    }
    for (const games of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e8, null, { from: 0, to: Number.POSITIVE_INFINITY }, { from: 5, to: 2 }, { from: -1, to: 2 }]) {
      expect(assertErr(await runOnWorkers(setup, games as never, 1)).code).toBe("simulate/options");
    }
    for (const bad of [null, {}, { ...setup, bots: "random" }, { ...setup, maxSteps: 0 }, { ...setup, seed: 1e300 }]) {
      expect(assertErr(await runOnWorkers(bad as never, 4, 1)).code).toBe("simulate/options");
    }
  });

  it("runOnWorkers: an onMatch that throws does not stop the matches, nor end the process", async () => {
    let calls = 0;
    const r = await runOnWorkers(setup, 4, 1, () => {
      calls++;
      throw new Error("a broken progress bar");
    });
    expect(assertOk(r).map((m) => m.index)).toEqual([0, 1, 2, 3]);
    expect(calls).toBe(4);
  });

  it("simulate refuses options that are not an object, bots that are not a list of text, and an onProgress that is not a function", async () => {
    expect(assertErr(await simulate(null as never)).code).toBe("simulate/options");
    // eslint-disable-next-line no-sparse-arrays -- the holes are the point
    for (const bots of ["random", null, [, ,], [1], new Array(1001).fill("random")]) {
      expect(assertErr(await simulate({ game: "dice-duel", bots: bots as never, games: 2, workers: 0 })).code).toBe("simulate/options");
    }
    expect(assertErr(await simulate({ game: "dice-duel", bots: ["random"], games: 2, workers: 0, onProgress: 5 as never })).code).toBe("simulate/options");
    expect(assertErr(await simulate({ game: "dice-duel", bots: ["random"], games: 2, workers: 0, decks: "x" as never })).code).toBe("simulate/options");
    expect(assertErr(await simulate({ game: Symbol("g") as never, bots: ["random"], games: 2, workers: 0 })).code).toBe("game/unknown");
    // A progress callback that throws is its own failure: the simulation goes on.
    const r = await simulate({
      game: "dice-duel",
      bots: ["random"],
      games: 3,
      workers: 0,
      onProgress: () => {
        throw new Error("a broken progress bar");
      },
    });
    expect(assertOk(r).games).toBe(3);
  });

  it("simulationReport refuses what no simulation has, at once", () => {
    const m: MatchSummary = { index: 0, seed: 0, seats: [0, 1], winners: [1], steps: 5, finished: true, ms: 1, error: null };
    const report = (over: Readonly<Record<string, unknown>>) => {
      const a: Record<string, unknown> = { bots: ["a", "b"], seed: 0, maxSteps: 100, matches: [m], workers: 0, wallMs: 1, players: 2, decks: undefined, ...over };
      return simulationReport("g", a["bots"] as never, a["seed"] as never, a["maxSteps"] as never, a["matches"] as never, a["workers"] as never, a["wallMs"] as never, a["players"] as never, a["decks"] as never);
    };
    // A million players took a second; more, for ever: refused before any seat is counted.
    for (const players of [1e6, 1001, 0, 2.5, "2", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(assertErr(report({ players })).code).toBe("simulate/options");
    }
    // eslint-disable-next-line no-sparse-arrays -- the holes are the point
    for (const bots of [[], [, ,], [1], "ab"]) expect(assertErr(report({ bots })).code).toBe("simulate/options");
    for (const matches of [null, [null], [{ ...m, seats: new Array(1001).fill(0) }], [{ ...m, winners: [5] }]]) expect(assertErr(report({ matches })).code).toBe("simulate/options");
    for (const [key, value] of [["seed", Number.NaN], ["maxSteps", 0], ["workers", -1], ["wallMs", Number.POSITIVE_INFINITY], ["decks", [{ list: {} }]]] as const) {
      expect(assertErr(report({ [key]: value })).code).toBe("simulate/options");
    }
    expect(assertErr(report({ matches: [m, { index: 1 }] })).message).toBe("matches[1] is not a match summary { index, seed, seats, winners, steps, finished, ms, error } of at most 1000 seats: {index:1}.");
    expect(assertOk(report({})).seats).toHaveLength(2);
  });
});
