import { existsSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fc, test } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { describe, expect, it } from "vitest";
import { reportLines, simulateStatus } from "../src/commands/simulate.js";
import { mergeShards, simulateShard } from "../src/shards.js";
import { seatBots, type MatchSummary } from "../src/sim-match.js";
import { hasTimeBudget, simulate, simulationReport } from "../src/simulate.js";
import { runOnWorkers, withinCores, workersOverCores, workerThreads } from "../src/worker-pool.js";
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
    // No more threads than cores: a 1-core machine plays on one.
    expect(two.timing.workers).toBe(Math.min(2, availableParallelism()));
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
    const args = ["simulate", "dice-duel", "--games", "2", "--bots", "mcts:timeMs=3:trees=1,random", "--workers", "0"];
    const text = await rulesmithHere(args);
    expect({ code: text.code, stderr: text.stderr }).toEqual({ code: 0, stderr: "" });
    expect(text.stdout).toMatch(/^digest [0-9a-f]{8} \(timeMs budgets are not reproducible: runs with the same seed may differ\)$/m);
    expect(text.stdout).not.toContain("whatever the workers or shards");
    const json = await rulesmithHere([...args, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ bots: ["mcts:timeMs=3:trees=1", "random"], reproducible: false });
    const plain = await rulesmithHere(["simulate", "dice-duel", "--games", "2", "--bots", "random", "--workers", "0", "--json"]);
    expect(parsed(plain.stdout)).toMatchObject({ reproducible: true });
    // Merged shards of such a run say so too.
    const options = { game: "dice-duel", bots: ["mcts:timeMs=1:trees=1", "random"], games: 2, workers: 0 };
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

  it("runOnWorkers: an onMatch that throws stops the run with simulate/callback (as simulate and simulateOnQueue do), and does not end the process", async () => {
    let calls = 0;
    const r = await runOnWorkers(setup, 40, 2, () => {
      calls++;
      throw new Error("a broken progress bar");
    });
    expect(assertErr(r)).toEqual({
      code: "simulate/callback",
      message: "The caller's onMatch callback threw: a broken progress bar. The simulation stopped there, and its worker threads were ended: nothing of it is left running.",
    });
    // Nothing a worker sends after the failure is read: the callback is not called again.
    expect(calls).toBe(1);
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
  });

  it("an onProgress that throws stops the simulation with simulate/callback, in this thread and on workers, and nothing is left running", async () => {
    let calls = 0;
    const broken = (): void => {
      calls++;
      throw new Error("a broken progress bar.");
    };
    const here = await simulate({ game: "dice-duel", bots: ["random"], games: 50, workers: 0, onProgress: broken });
    expect(assertErr(here)).toEqual({ code: "simulate/callback", message: "The caller's onProgress callback threw: a broken progress bar. The simulation stopped there: nothing of it is left running." });
    expect(calls).toBe(1);
    // On worker threads: the result comes once they have stopped, so the process has no more
    // threads than before (Linux: one entry per thread in /proc/self/task).
    const threads = (): number => (existsSync("/proc/self/task") ? readdirSync("/proc/self/task").length : 0);
    // The count once threads of earlier tests (if any were still stopping) are gone: the same for 0.25 s.
    let before = threads();
    for (let same = 0, tries = 0; same < 5 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = threads();
      same = now === before ? same + 1 : 0;
      before = now;
    }
    calls = 0;
    const threaded = await simulate({ game: "dice-duel", bots: ["random"], games: 400, workers: 2, onProgress: broken });
    expect(assertErr(threaded)).toEqual({
      code: "simulate/callback",
      message: "The caller's onProgress callback threw: a broken progress bar. The simulation stopped there, and its worker threads were ended: nothing of it is left running.",
    });
    expect(calls).toBe(1);
    expect(threads()).toBe(before);
    // A shard stops the same way; a throw that is not an Error is described.
    const shard = await simulateShard({
      game: "dice-duel",
      bots: ["random"],
      games: 6,
      workers: 0,
      shard: { index: 0, count: 2 },
      onProgress: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a caller may throw
        throw Symbol("gone");
      },
    });
    expect(assertErr(shard).code).toBe("simulate/callback");
    // The command's status for it: a failure of the run (1), not a usage error.
    expect(simulateStatus(assertErr(shard))).toBe(1);
  });

  it("more workers than cores or matches: only as many threads as both allow are started, and the report says how many", async () => {
    const cores = availableParallelism();
    const many = assertOk(await simulate({ game: "dice-duel", bots: ["random"], games: 3, workers: 64 }));
    expect(many.timing.workers).toBe(Math.min(3, cores));
    expect(assertOk(await simulate({ game: "dice-duel", bots: ["random"], games: 1, workers: 2 })).timing.workers).toBe(1);
    expect([workerThreads(256, 10_000), workerThreads(4, 0), workerThreads(0, 10), withinCores(256)]).toEqual([Math.min(256, cores), 0, 0, cores]);
    // A shard without matches starts none; the merged report sums what the shards started.
    const options = { game: "dice-duel", bots: ["random"], games: 1, workers: 64 };
    const empty = assertOk(await simulateShard({ ...options, shard: { index: 0, count: 2 } }));
    const full = assertOk(await simulateShard({ ...options, shard: { index: 1, count: 2 } }));
    expect([empty.timing.workers, empty.report.timing.workers, full.timing.workers]).toEqual([0, 0, 1]);
    expect(assertOk(mergeShards([empty, full])).timing.workers).toBe(1);
    // The warning of the commands comes from the same place.
    expect(workersOverCores(cores + 3)).toBe(`--workers ${cores + 3} is more than the ${cores} core${cores === 1 ? "" : "s"} of this machine; using ${cores} worker${cores === 1 ? "" : "s"}.`);
    expect(workersOverCores(cores)).toBeUndefined();
  });

  it("an option key simulate or simulateShard does not take is refused, naming it and the option it most likely meant", async () => {
    const base = { game: "dice-duel", bots: ["random"], games: 2, workers: 0 };
    expect(assertErr(await simulate({ ...base, gmaes: 3 } as never))).toEqual({
      code: "simulate/options",
      message: 'simulate has no option "gmaes" (did you mean "games"?); its options are game, bots, players, decks, cards, games, seed, workers, maxSteps, onProgress and registry.',
    });
    expect(assertErr(await simulate({ ...base, MaxStep: 3 } as never)).message).toContain('has no option "MaxStep" (did you mean "maxSteps"?)');
    expect(assertErr(await simulate({ ...base, colour: undefined } as never)).message).toMatch(/^simulate has no option "colour"; its options are /);
    const long: Record<string, unknown> = { ...base, ["x".repeat(5000)]: 1 };
    expect(assertErr(await simulate(long as never)).message).toMatch(/^simulate has no option "x{30,40}…"; /);
    expect(assertErr(await simulateShard({ ...base, shard: { index: 0, count: 1 }, shards: 2 } as never))).toEqual({
      code: "simulate/options",
      message: 'simulateShard has no option "shards" (did you mean "shard"?); its options are game, bots, players, decks, cards, games, seed, workers, maxSteps, onProgress, registry and shard.',
    });
    // Every key SimulateOptions has is taken.
    const all: Record<string, unknown> = { ...base, players: 2, seed: 1, maxSteps: 100, onProgress: () => undefined, registry: undefined, decks: undefined, cards: undefined };
    expect(assertOk(await simulate(all as never)).games).toBe(2);
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
    expect(assertErr(report({ matches: [m, { index: 1 }] })).message).toBe("matches[1] is not a match summary { index, seed, seats, winners, steps, finished, ms, error }: {index:1}.");
    expect(assertOk(report({})).seats).toHaveLength(2);
  });

  it("simulationReport refuses a match no simulation of these bots and players plays, saying why", () => {
    const m: MatchSummary = { index: 0, seed: 0, seats: [0, 1], winners: [1], steps: 5, finished: true, ms: 1, error: null };
    const why = (over: Partial<MatchSummary>, players: number | undefined = 2, decks?: { name: string; list: unknown }[]): string =>
      assertErr(simulationReport("g", ["a", "b"], 0, 100, [m, { ...m, index: 1, seed: 1, ...over }], 0, 1, players, decks)).message;
    expect(why({ winners: [9] })).toBe("matches[1] cannot be a match of this simulation: winner 9 is not one of its 2 seats.");
    expect(why({ seats: [0, 7] })).toBe("matches[1] cannot be a match of this simulation: seat 1 holds bot position 7, but the bot list has 2 bots (positions 0 to 1).");
    expect(why({ seats: [0, 2] }, 2, [{ name: "x", list: {} }, { name: "y", list: {} }])).toContain("seat 1 holds deck position 2, but the deck list has 2 decks");
    expect(why({ seats: [0, 1, 0] })).toBe("matches[1] cannot be a match of this simulation: it seats 3 players, not the simulation's 2.");
    expect(why({ seats: [0] })).toContain("it seats 1 player, not the simulation's 2");
    expect(why({ winners: [1, 1] })).toContain("winner 1 is listed twice");
    expect(why({ winners: [0, 1, 0] })).toContain("it lists 3 winners for 2 seats");
    expect(why({ steps: -4 })).toContain("its steps, -4, are not a whole number from 0 to the step limit (100)");
    expect(why({ steps: 101 })).toContain("its steps, 101, are not a whole number from 0 to the step limit (100)");
    expect(why({ ms: Number.NaN })).toContain("its time, NaN, is not a number of milliseconds from 0");
    expect(why({ index: -1 })).toContain("its index, -1, is not a match number");
    expect(why({ finished: false })).toBe("matches[1] cannot be a match of this simulation: it did not finish but lists 1 winner (1).");
    expect(why({ error: "boom", winners: [] })).toBe("matches[1] cannot be a match of this simulation: it failed (its error is set) but says it finished.");
    expect(why({ error: "boom", winners: [], finished: false, seats: [0] })).toContain("it seats 1 player, not the simulation's 2 (a failed match seats them all, or none)");
    // Without players, a match seats at most 1000, each seat's position still within the bot list.
    expect(why({ seats: [0, 5] }, undefined)).toContain("seat 1 holds bot position 5");
    // What simulations do give is taken: a failed match seated nobody (or everyone), a draw, an unfinished match.
    const failed = { ...m, index: 1, seed: 1, seats: [], winners: [], steps: 0, finished: false, error: "The game refused the config." };
    const taken = [m, failed, { ...failed, index: 2, seed: 2, seats: [1, 0] }, { ...m, index: 3, seed: 3, winners: [] }, { ...m, index: 4, seed: 4, winners: [], finished: false, steps: 100 }];
    expect(assertOk(simulationReport("g", ["a", "b"], 0, 100, taken, 0, 1, 2))).toMatchObject({ finished: 2, unfinished: 1, failed: 2 });
  });
});
