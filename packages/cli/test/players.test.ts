// Matches of 3 and 4 players: --players for the games that seat more than two, one bot per seat
// (or one bot in every seat), a person in any seat of `play`, and simulation tables for n seats.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameModule } from "../src/game-module.js";
import { matchWords, playerCount, playersFor, seatBotList, seatRange, seatsInWords } from "../src/seats.js";
import { seatBots, type MatchSummary } from "../src/sim-match.js";
import { simulationReport } from "../src/simulate.js";
import { parsed, rulesmithHere } from "./helpers.js";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-players-"));
});

/** A field of a parsed JSON object, for guarded reads. */
function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

describe("seat ranges and bot lists", () => {
  const guardians = { name: "Guardians of the Elements", seats: { min: 2, max: 4 } };
  const ward: Pick<GameModule, "name" | "seats"> = { name: "Ward" };

  it("a game without seats seats exactly two; --players is checked against the range, the fewest by default", () => {
    expect(seatRange(ward)).toEqual({ min: 2, max: 2 });
    expect(seatsInWords(ward)).toBe("exactly 2 players");
    expect(seatsInWords(guardians)).toBe("2 to 4 players");
    expect(assertOk(playerCount(guardians, undefined))).toBe(2);
    expect(assertOk(playerCount(guardians, 4))).toBe(4);
    expect(assertErr(playerCount(guardians, 5))).toMatchObject({ code: "players/range", message: "Guardians of the Elements seats 2 to 4 players; --players 5 is not possible." });
    expect(assertErr(playerCount(ward, 3)).message).toBe("Ward seats exactly 2 players; --players 3 is not possible.");
    expect(assertErr(playerCount(guardians, 2.5)).code).toBe("players/range");
  });

  it("a single bot sits in every seat; a list of two or more must name exactly one bot per seat", () => {
    const seats = { option: "--bots", seats: 3, match: matchWords(guardians, 3) };
    expect(assertOk(seatBotList(["random"], seats))).toEqual(["random", "random", "random"]);
    expect(assertOk(seatBotList(["mcts", "greedy", "random"], seats))).toEqual(["mcts", "greedy", "random"]);
    expect(assertErr(seatBotList(["greedy", "random"], seats))).toMatchObject({
      code: "bots/count",
      message: "--bots names 2 bots for 3 seats (Guardians of the Elements, 3 players): name one bot per seat, 3 comma-separated, or a single bot for every seat.",
    });
    expect(assertErr(seatBotList(["a", "b", "c", "d"], seats)).code).toBe("bots/count");
    expect(assertErr(seatBotList([], seats)).code).toBe("bots/count");
    const others = { option: "--bot", seats: 1, match: matchWords(ward, 2), others: true };
    expect(assertErr(seatBotList(["greedy", "random"], others)).message).toBe(
      "--bot names 2 bots for the 1 seat besides yours (Ward, 2 players): name one bot per other seat, 1 comma-separated, or a single bot for every other seat.",
    );
  });

  it("without --players, two or more bots listed give the number of players; a single bot does not", () => {
    expect(assertOk(playersFor(guardians, undefined, 3, "--bots"))).toBe(3);
    expect(assertOk(playersFor(guardians, undefined, 4, "--bots"))).toBe(4);
    expect(assertOk(playersFor(guardians, undefined, 1, "--bots"))).toBe(2);
    expect(assertOk(playersFor(guardians, undefined, 0, "--bots"))).toBe(2);
    // --players wins; a list that does not fit it is seatBotList's to refuse.
    expect(assertOk(playersFor(guardians, 4, 2, "--bots"))).toBe(4);
    expect(assertErr(playersFor(guardians, 5, 1, "--bots")).message).toBe("Guardians of the Elements seats 2 to 4 players; --players 5 is not possible.");
    expect(assertErr(playersFor(guardians, undefined, 5, "--bots"))).toMatchObject({
      code: "players/range",
      message: "--bots names 5 bots, but Guardians of the Elements seats 2 to 4 players: name one bot per seat, or a single bot for every seat.",
      details: { players: 5, min: 2, max: 4 },
    });
    expect(assertErr(playersFor(ward, undefined, 3, "--bots")).code).toBe("players/range");
    // play's --bot names the seats besides the person's: two bots make three players.
    expect(assertOk(playersFor(guardians, undefined, 2, "--bot", 1))).toBe(3);
    expect(assertOk(playersFor(guardians, undefined, 1, "--bot", 1))).toBe(2);
    expect(assertErr(playersFor(ward, undefined, 2, "--bot", 1)).message).toBe(
      "--bot names 2 bots for the seats besides yours, 3 players in all, but Ward seats exactly 2 players: name one bot per other seat, or a single bot for every other seat.",
    );
  });

  it("a number of players or bots that is not a number is refused, quoted, never thrown on", () => {
    for (const [players, shown] of [
      [Object.create(null) as unknown, "{}"],
      [Symbol("p"), "Symbol(p)"],
      ["3", '"3"'],
      [Number.NaN, "NaN"],
    ] as const) {
      expect(assertErr(playerCount(guardians, players as never))).toMatchObject({ code: "players/range", message: `Guardians of the Elements seats 2 to 4 players; --players ${shown} is not possible.` });
      expect(assertErr(playersFor(guardians, players as never, 1, "--bots")).code).toBe("players/range");
    }
    for (const listed of [Number.NaN, -1, 2.5, Symbol("n"), Object.create(null) as unknown]) {
      expect(assertErr(playersFor(guardians, undefined, listed as never, "--bots")).code).toBe("bots/count");
      expect(assertErr(playersFor(guardians, undefined, 2, "--bot", listed as never)).code).toBe("bots/count");
    }
  });

  it("bots that are not a list, or seats no match has, are refused before any seat is filled", () => {
    const seats = { option: "--bots", seats: 3, match: matchWords(guardians, 3) };
    expect(assertErr(seatBotList(null as never, seats)).code).toBe("bots/count");
    // A billion seats would be a billion entries: refused, like a fraction or a symbol.
    for (const n of [1e9, 0, 2.5, Symbol("n")]) expect(assertErr(seatBotList(["random"], { ...seats, seats: n as never })).code).toBe("bots/count");
  });

  it("with one bot per seat, every bot sits in every seat once per cycle of matches", () => {
    expect([0, 1, 2, 3].map((i) => seatBots(i, 4, 4))).toEqual([
      [0, 1, 2, 3],
      [1, 2, 3, 0],
      [2, 3, 0, 1],
      [3, 0, 1, 2],
    ]);
  });

  it("a report for 3 seats has a line per seat and a fair share of one third", () => {
    const m = (index: number, winners: number[]): MatchSummary => ({ index, seed: index, seats: seatBots(index, 3, 3), winners, steps: 10, finished: true, ms: 1, error: null });
    const r = assertOk(simulationReport("g", ["a", "b", "c"], 0, 100, [m(0, [0]), m(1, [2]), m(2, [0])], 0, 1, 3));
    expect(r.players).toBe(3);
    expect(r.seats.map((s) => s.wins)).toEqual([2, 0, 1]);
    // Seat 0 holds bot a, then b, then c; seat 2 holds c, then a, then b: a won matches 0 and 1, c match 2.
    expect(r.standings.map((s) => [s.wins, s.losses, s.matches])).toEqual([
      [2, 1, 3],
      [0, 3, 3],
      [1, 2, 3],
    ]);
    expect(r.firstSeat.advantage).toBeCloseTo(2 / 3 - 1 / 3);
    // Without matches the seats still show, from the number of players.
    expect(assertOk(simulationReport("g", ["a"], 0, 100, [], 0, 0, 4)).seats).toHaveLength(4);
  });
});

describe("rulesmith demo with --players", () => {
  it("plays Guardians with 4 players, one bot per seat, and records a 4-player config", async () => {
    const record = join(dir, "four.json");
    const r = await rulesmithHere(["demo", "--game", "guardians", "--seed", "3", "--players", "4", "--bots", "mcts:iterations=20,greedy,random,random", "--record", record]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("== Guardians of the Elements: seed 3, player 0 mcts:iterations=20 vs player 1 greedy vs player 2 random vs player 3 random ==");
    expect(r.stdout).toMatch(/^Winner: Player [0-3] \((mcts:iterations=20|greedy|random)\), because .+$/m);
    const config = field(parsed(await readFile(record, "utf8")), "config");
    expect(field(config, "decks")).toHaveLength(4);
    const replayed = await rulesmithHere(["replay", record]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("The record replays");
  });

  it("a single bot sits in every seat, and the JSON lists one bot per seat", async () => {
    const r = await rulesmithHere(["demo", "--game", "guardians", "--seed", "5", "--players", "3", "--bots", "random", "--json"]);
    expect(r.code).toBe(0);
    const [match] = (field(parsed(r.stdout), "matches") as unknown[] | undefined) ?? [];
    expect(field(match, "bots")).toEqual(["random", "random", "random"]);
  });

  it("a bot list that does not name one bot per seat is a usage error, before any match", async () => {
    const short = await rulesmithHere(["demo", "--game", "guardians", "--seed", "1", "--players", "4", "--bots", "greedy,random"]);
    expect(short).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: --bots names 2 bots for 4 seats (Guardians of the Elements, 4 players): name one bot per seat, 4 comma-separated, or a single bot for every seat.\n",
    });
    // Once silently cut to the first two: now refused for a 2-player game too.
    const long = await rulesmithHere(["demo", "--game", "ward", "--seed", "1", "--bots", "greedy,random,random"]);
    expect(long.code).toBe(2);
    expect(long.stderr).toBe("error: --bots names 3 bots, but Ward seats exactly 2 players: name one bot per seat, or a single bot for every seat.\n");
    // Without --game every game plays: the message names the games that seat that many.
    const every = await rulesmithHere(["demo", "--seed", "1", "--bots", "greedy,random,random"]);
    expect(every.stderr).toBe("error: --bots names 3 bots, but Ward seats exactly 2 players: name one bot per seat, or a single bot for every seat. Give --game with a game that seats 3: guardians.\n");
  });

  it("refuses --players 3 for Ward and Wardom, and a number no game seats", async () => {
    expect(await rulesmithHere(["demo", "--game", "ward", "--players", "3"])).toEqual({ code: 2, stdout: "", stderr: "error: Ward seats exactly 2 players; --players 3 is not possible.\n" });
    const wardom = await rulesmithHere(["demo", "--game", "wardom", "--players", "3"]);
    expect(wardom.code).toBe(2);
    expect(wardom.stderr).toBe("error: Wardom: Sword and Shield seats exactly 2 players; --players 3 is not possible.\n");
    // Without --game every game plays, so --players must suit them all; the message names those that fit.
    const every = await rulesmithHere(["demo", "--players", "3"]);
    expect(every).toEqual({ code: 2, stdout: "", stderr: "error: Ward seats exactly 2 players; --players 3 is not possible. Give --game with a game that seats 3: guardians.\n" });
    const five = await rulesmithHere(["demo", "--game", "guardians", "--players", "5"]);
    expect(five.stderr).toBe("error: Guardians of the Elements seats 2 to 4 players; --players 5 is not possible.\n");
    const zero = await rulesmithHere(["demo", "--game", "guardians", "--players", "0"]);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain("option '--players <n>' argument '0' is invalid.");
  });

  it("shows --players in the help", async () => {
    const r = await rulesmithHere(["demo", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("--players <n>");
    expect(r.stdout).toMatch(/guardians 2 to 4\s+players/);
  });
});

describe("rulesmith simulate with --players", () => {
  it("simulates Guardians with 3 players: a line per bot and per seat, the same on a worker as in this thread", async () => {
    const args = ["simulate", "guardians", "--players", "3", "--games", "3", "--bots", "greedy,random,random", "--seed", "2"];
    const file = join(dir, "three.sim.json");
    const table = await rulesmithHere([...args, "--workers", "0", "--json", file]);
    expect(table.stderr).toBe("");
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^guardians, 3 players: 3 matches, seed 2, in one thread, /);
    for (const bot of ["1. greedy", "2. random", "3. random"]) expect(table.stdout).toMatch(new RegExp(`^${bot.replace(".", "\\.")}\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\.\\d%`, "m"));
    for (const seat of [0, 1, 2]) expect(table.stdout).toMatch(new RegExp(`^  seat ${seat}: \\d+ wins?, `, "m"));
    expect(table.stdout).not.toContain("seat 3:");
    expect(table.stdout).toContain("over a fair share of 33.3%");
    const here = parsed(await readFile(file, "utf8"));
    const worker = parsed((await rulesmithHere([...args, "--workers", "1", "--json"])).stdout);
    expect(here).toMatchObject({ game: "guardians", players: 3, games: 3, bots: ["greedy", "random", "random"], failed: 0 });
    const standings = field(here, "standings");
    expect(Array.isArray(standings) && standings.map((s) => field(s, "matches"))).toEqual([3, 3, 3]);
    expect(field(here, "seats")).toHaveLength(3);
    expect({ ...(worker as object), timing: null }).toEqual({ ...(here as object), timing: null });
  });

  it("without --players, a list of 3 bots plays 3 players, the same as --players 3", async () => {
    const args = ["simulate", "guardians", "--games", "3", "--bots", "greedy,random,random", "--workers", "0", "--json"];
    const counted = parsed((await rulesmithHere(args)).stdout);
    const asked = parsed((await rulesmithHere([...args, "--players", "3"])).stdout);
    expect(field(counted, "players")).toBe(3);
    expect({ ...(counted as object), timing: null }).toEqual({ ...(asked as object), timing: null });
    const five = await rulesmithHere(["simulate", "guardians", "--games", "2", "--bots", "random,random,random,random,random", "--workers", "0"]);
    expect(five).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: --bots names 5 bots, but Guardians of the Elements seats 2 to 4 players: name one bot per seat, or a single bot for every seat.\n",
    });
  });

  it("a bot list that does not name one bot per seat, and --players 3 for Ward, are usage errors", async () => {
    const count = await rulesmithHere(["simulate", "guardians", "--players", "3", "--games", "2", "--bots", "greedy,random", "--workers", "0"]);
    expect(count).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: --bots names 2 bots for 3 seats (Guardians of the Elements, 3 players): name one bot per seat, 3 comma-separated, or a single bot for every seat.\n",
    });
    const ward = await rulesmithHere(["simulate", "ward", "--players", "3", "--games", "2", "--bots", "random", "--workers", "0"]);
    expect(ward).toEqual({ code: 2, stdout: "", stderr: "error: Ward seats exactly 2 players; --players 3 is not possible.\n" });
  });
});

describe("rulesmith play with --players", () => {
  it("seats the person in seat 2 of 3, the bots in the other seats in order, and records a match that replays", async () => {
    const record = join(dir, "three.json");
    const answers = Array<string>(3000).fill("1").join("\n");
    const r = await rulesmithHere(["play", "guardians", "--players", "3", "--seat", "2", "--seed", "5", "--bot", "greedy,random", "--record", record], answers);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Guardians of the Elements: you are player 2; Player 0 (greedy), Player 1 (random) against you. Seed 5.");
    expect(r.stdout).toContain("Your view:");
    expect(r.stdout).toMatch(/^Winner: Player [0-2] \((you|greedy|random)\), because .+$/m);
    const replayed = await rulesmithHere(["replay", record]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("The record replays");
  });

  it("without --players, two bots in --bot make a 3-player match", async () => {
    const answers = Array<string>(3000).fill("1").join("\n");
    const r = await rulesmithHere(["play", "guardians", "--seat", "2", "--seed", "5", "--bot", "greedy,random"], answers);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Guardians of the Elements: you are player 2; Player 0 (greedy), Player 1 (random) against you. Seed 5.");
    const ward = await rulesmithHere(["play", "ward", "--bot", "greedy,random", "--seed", "1"]);
    expect(ward.code).toBe(2);
    expect(ward.stderr).toBe("error: --bot names 2 bots for the seats besides yours, 3 players in all, but Ward seats exactly 2 players: name one bot per other seat, or a single bot for every other seat.\n");
  });

  it("refuses a seat the match does not have, saying which seats there are", async () => {
    const three = await rulesmithHere(["play", "guardians", "--players", "3", "--seat", "3", "--seed", "1"]);
    expect(three).toEqual({ code: 2, stdout: "", stderr: "error: There is no seat 3 in Guardians of the Elements with 3 players; the seats are 0, 1, 2 (--players 4 has a seat 3).\n" });
    const two = await rulesmithHere(["play", "guardians", "--seat", "2", "--seed", "1"]);
    expect(two.stderr).toBe("error: There is no seat 2 in Guardians of the Elements with 2 players; the seats are 0, 1 (--players 3 or more has a seat 2).\n");
    const four = await rulesmithHere(["play", "guardians", "--players", "4", "--seat", "4", "--seed", "1"]);
    expect(four.stderr).toBe("error: There is no seat 4 in Guardians of the Elements with 4 players; the seats are 0, 1, 2, 3.\n");
  });

  it("a --bot list must name one bot per other seat; --players 3 for Ward is refused", async () => {
    const bots = await rulesmithHere(["play", "guardians", "--players", "4", "--bot", "greedy,random", "--seed", "1"]);
    expect(bots).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: --bot names 2 bots for the 3 seats besides yours (Guardians of the Elements, 4 players): name one bot per other seat, 3 comma-separated, or a single bot for every other seat.\n",
    });
    const ward = await rulesmithHere(["play", "ward", "--players", "3", "--seed", "1"]);
    expect(ward).toEqual({ code: 2, stdout: "", stderr: "error: Ward seats exactly 2 players; --players 3 is not possible.\n" });
  });
});
