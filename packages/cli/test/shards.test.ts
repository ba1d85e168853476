// Past one machine: a simulation in shards (`simulate --shard i/n`) merged (`merge`) is the same
// simulation as one run, digest and tables included; and every way of getting the shards wrong
// is refused with a sentence.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { forestAmbushDeck, ironWorksDeck } from "@rulesmith/ward";
import { beforeAll, describe, expect, it } from "vitest";
import { mergeShards, parseShard, parseSimulationSetup, parseSimulationShard, shardRange, simulateShard, type SimulationShard } from "../src/shards.js";
import { simulate, simulationReport } from "../src/simulate.js";
import { quotedPath } from "../src/user-input.js";
import { parsed, rulesmith, rulesmithHere } from "./helpers.js";

let dir = "";
let deckA = "";
let deckB = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-shards-"));
  deckA = join(dir, "forest-ambush.json");
  deckB = join(dir, "iron-works.json");
  await writeFile(deckA, JSON.stringify(forestAmbushDeck));
  await writeFile(deckB, JSON.stringify(ironWorksDeck));
});

/** A report's JSON without its `timing`, the one part that changes from run to run. */
async function reportWithoutTiming(file: string): Promise<string> {
  const value = parsed(await readFile(file, "utf8"));
  expect(value).toHaveProperty("timing");
  if (typeof value === "object" && value !== null) Reflect.deleteProperty(value, "timing");
  return JSON.stringify(value, null, 2);
}

describe("shards: i/n and their match numbers", () => {
  it("reads i/n, numbered from 0, and refuses what is not a shard", () => {
    expect(assertOk(parseShard("0/4"))).toEqual({ index: 0, count: 4 });
    expect(assertOk(parseShard(" 3 / 4 "))).toEqual({ index: 3, count: 4 });
    expect(assertErr(parseShard("4/4")).message).toBe("There is no shard 4 of 4: shards are numbered from 0 to 3.");
    for (const bad of ["1", "1/0", "-1/4", "a/b", "1/4/2", "", "1.5/4"]) expect(parseShard(bad).ok).toBe(false);
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 })])("the shards' ranges cut 0..games into contiguous pieces, each match in exactly one", (games, count) => {
    let next = 0;
    const sizes: number[] = [];
    // Every shard of small splits; the first, a middle and the last two of big ones.
    const picks = count <= 64 ? Array.from({ length: count }, (_, i) => i) : [0, 1, Math.floor(count / 2), count - 2, count - 1];
    for (const index of picks) {
      const r = shardRange(games, { index, count });
      if (picks.length === count) expect(r.from).toBe(next);
      expect(r.to).toBeGreaterThanOrEqual(r.from);
      next = r.to;
      sizes.push(r.to - r.from);
    }
    expect(shardRange(games, { index: count - 1, count }).to).toBe(games);
    expect(shardRange(games, { index: 0, count }).from).toBe(0);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });
});

describe("whole run = shards merged", () => {
  it("3 shards played by the command and merged give the single run's JSON exactly (timing aside), deck against deck", async () => {
    const common = ["simulate", "ward", "--games", "12", "--decks", `${deckA},${deckB}`, "--bots", "random", "--seed", "5", "--max-steps", "4000"];
    const whole = join(dir, "whole.json");
    const single = await rulesmithHere([...common, "--workers", "0", "--json", whole]);
    expect(single.code).toBe(0);
    const files: string[] = [];
    // One shard on worker threads from a child process, as on another machine; two here.
    for (const index of [2, 0, 1]) {
      const file = join(dir, `shard-${index}.json`);
      files.push(file);
      const args = [...common, "--shard", `${index}/3`, "--json", file];
      const r = index === 2 ? await rulesmith([...args, "--workers", "1"]) : await rulesmithHere([...args, "--workers", "0"]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
      expect(r.stdout).toContain(`shard ${index}/3: matches ${index * 4} to ${index * 4 + 3} of 12. Merge the 3 shard files with rulesmith merge for the whole report.\n`);
    }
    const merged = join(dir, "merged.json");
    const m = await rulesmithHere(["merge", ...files, "--json", merged]);
    expect({ code: m.code, stderr: m.stderr }).toEqual({ code: 0, stderr: "" });
    expect(await reportWithoutTiming(merged)).toBe(await reportWithoutTiming(whole));
    // The tables are the same too, apart from the timing lines.
    const table = (text: string): string[] => text.split("\n").filter((l) => !/matches\/s\)$|^time per match|^JSON written|^merged /.test(l));
    expect(table(m.stdout)).toEqual(table(single.stdout));
    expect(m.stdout).toMatch(/^merged 3 shards from 3 files\n/);
    expect(m.stdout).toContain("1. Forest Ambush (random)");
  });

  it("4 shards merged equal one run, digest included, with the starter decks and several bots (library)", async () => {
    const options = { game: "guardians", bots: ["greedy:samples=1", "random"], games: 10, seed: 3, workers: 0 };
    const whole = assertOk(await simulate(options));
    const shards: SimulationShard[] = [];
    for (const index of [3, 1, 0, 2]) shards.push(assertOk(await simulateShard({ ...options, shard: { index, count: 4 } })));
    // Through JSON, as files and queue results travel.
    const merged = assertOk(mergeShards(shards.map((s) => assertOk(parseSimulationShard(JSON.parse(JSON.stringify(s)))))));
    expect(merged.digest).toBe(whole.digest);
    expect({ ...merged, timing: null }).toEqual({ ...whole, timing: null });
    expect(merged.timing.workers).toBe(0);
  });

  it("a shard's own table says its digest is of its matches only, not equal to a whole run's", async () => {
    const base = ["simulate", "dice-duel", "--games", "6", "--bots", "random", "--seed", "4", "--workers", "0"];
    const shard = await rulesmithHere([...base, "--shard", "1/2", "--json", join(dir, "digest-shard.json")]);
    expect(shard.code).toBe(0);
    const whole = await rulesmithHere(base);
    const digestLine = (text: string): string => text.split("\n").find((l) => l.startsWith("digest ")) ?? "";
    // the shard played matches 3 to 5: its digest differs from the run of the same options
    expect(digestLine(shard.stdout)).not.toBe(digestLine(whole.stdout));
    expect(digestLine(shard.stdout)).toMatch(/^digest [0-9a-f]{8} \(of this shard's matches only; rulesmith merge of the 2 shards gives the whole simulation's digest\)$/);
    expect(digestLine(whole.stdout)).toContain("whatever the workers or shards");
  });

  it("more shards than matches: the extra shards are empty and still merge", async () => {
    const options = { game: "dice-duel", bots: ["random"], games: 2, seed: 1, workers: 0 };
    const shards: SimulationShard[] = [];
    for (let index = 0; index < 5; index++) shards.push(assertOk(await simulateShard({ ...options, shard: { index, count: 5 } })));
    expect(shards.map((s) => s.matches.length)).toEqual([0, 0, 1, 0, 1]);
    expect(assertOk(mergeShards(shards)).digest).toBe(assertOk(await simulate(options)).digest);
  });
});

describe("shards that do not merge", () => {
  const options = { game: "dice-duel", bots: ["random"], games: 6, seed: 2, workers: 0 };
  async function split(count: number, seed = 2): Promise<SimulationShard[]> {
    const out: SimulationShard[] = [];
    for (let index = 0; index < count; index++) out.push(assertOk(await simulateShard({ ...options, seed, shard: { index, count } })));
    return out;
  }

  it("a missing shard, shards of another simulation or split, and a shard given twice with other matches", async () => {
    const [a, b, c] = await split(3);
    if (a === undefined || b === undefined || c === undefined) throw new Error("three shards");
    expect(assertErr(mergeShards([a, c])).message).toBe("Shard 1 of 3 is missing: every shard from 0 to 2 is needed.");
    const [other] = await split(3, 9);
    if (other === undefined) throw new Error("a shard");
    expect(assertErr(mergeShards([a, b, c, other], ["a.json", "b.json", "c.json", "d.json"])).message).toBe("d.json is a shard of another simulation than a.json: their seed differs.");
    const [half] = await split(2);
    if (half === undefined) throw new Error("a shard");
    expect(assertErr(mergeShards([a, half])).code).toBe("shard/mismatch");
    // The same shard twice is counted once; a copy with other results is refused.
    expect(assertOk(mergeShards([a, b, b, c])).games).toBe(6);
    const forged = { ...b, matches: b.matches.map((m, i) => (i === 0 ? { ...m, steps: m.steps + 1 } : m)) };
    expect(assertErr(mergeShards([a, b, forged, c])).message).toContain("are both shard 1/3 but played different matches");
    expect(assertErr(mergeShards([])).code).toBe("shard/missing");
  });

  it("a shard whose seats do not follow the seat rotation of its match numbers is refused, naming the file and the match", async () => {
    const two = { game: "dice-duel", bots: ["greedy", "random"], games: 6, seed: 2, workers: 0 };
    const [a, b] = [assertOk(await simulateShard({ ...two, shard: { index: 0, count: 2 } })), assertOk(await simulateShard({ ...two, shard: { index: 1, count: 2 } }))];
    // Match 4 seats bot 0 then bot 1 (seat s holds (s + 4) mod 2); the forged file has them the other way round.
    expect(b.matches[1]?.seats).toEqual([0, 1]);
    const swapped = { ...b, matches: b.matches.map((m, i) => (i === 1 ? { ...m, seats: [1, 0] } : m)) };
    const why = "b.json is not a shard result: matches[1] (match 4) cannot be a match of this simulation: its seats hold bot positions 1, 0, but the bots rotate: seat s of match 4 holds position (s + 4) mod 2, so 0, 1.";
    expect(assertErr(mergeShards([a, swapped], ["a.json", "b.json"]))).toEqual({ code: "shard/invalid", message: why });
    const files = [join(dir, "rotation-0.json"), join(dir, "rotation-1.json")];
    await writeFile(files[0] ?? "", JSON.stringify(a));
    await writeFile(files[1] ?? "", JSON.stringify(swapped));
    expect(await rulesmithHere(["merge", ...files])).toEqual({ code: 1, stdout: "", stderr: `error: ${why.replace("b.json", quotedPath(files[1] ?? ""))}\n` });
    // Every seat the same bot, in a match where the bots should alternate, is refused too.
    const same = { ...b, matches: b.matches.map((m, i) => (i === 0 ? { ...m, seats: [1, 1], winners: [] } : m)) };
    expect(assertErr(mergeShards([a, same])).message).toContain("matches[0] (match 3) cannot be a match of this simulation: its seats hold bot positions 1, 1, but the bots rotate: seat s of match 3 holds position (s + 3) mod 2, so 1, 0.");
    // Three players, one bot per seat: the bots rotate through the seats.
    const three = assertOk(await simulateShard({ game: "guardians", bots: ["random", "random", "random"], players: 3, games: 3, seed: 1, workers: 0, maxSteps: 50, shard: { index: 0, count: 1 } }));
    expect(three.matches.map((m) => m.seats)).toEqual([[0, 1, 2], [1, 2, 0], [2, 0, 1]]);
    expect(assertOk(mergeShards([three])).games).toBe(3);
    const turned = { ...three, matches: three.matches.map((m, i) => (i === 2 ? { ...m, seats: [0, 1, 2], winners: [] } : m)) };
    expect(assertErr(mergeShards([turned])).message).toContain("matches[2] (match 2) cannot be a match of this simulation: its seats hold bot positions 0, 1, 2, but the bots rotate: seat s of match 2 holds position (s + 2) mod 3, so 2, 0, 1.");
  });

  it("merge: exit 1 for a file that is no shard, cannot be read, or lacks a shard; exit 2 for a --json file that cannot be written", async () => {
    const shards = await split(2);
    const files = await Promise.all(
      shards.map(async (s, i) => {
        const f = join(dir, `small-${i}.json`);
        await writeFile(f, JSON.stringify(s));
        return f;
      }),
    );
    const [first] = files;
    if (first === undefined) throw new Error("a file");
    expect((await rulesmithHere(["merge", ...files])).code).toBe(0);
    const missing = await rulesmithHere(["merge", first]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: "error: Shard 1 of 2 is missing: every shard from 0 to 1 is needed.\n" });
    const notShard = join(dir, "not-a-shard.json");
    await writeFile(notShard, JSON.stringify({ game: "ward" }));
    expect(await rulesmithHere(["merge", notShard])).toEqual({
      code: 1,
      stdout: "",
      stderr: `error: ${quotedPath(notShard)} is not a shard result: It is not a shard result ("format": "rulesmith-simulation-shard"); write one with rulesmith simulate --shard i/n --json FILE.\n`,
    });
    const cut = join(dir, "cut-shard.json");
    await writeFile(cut, (await readFile(first, "utf8")).replace(/"steps":\d+/, '"steps":"many"'));
    expect((await rulesmithHere(["merge", cut])).stderr).toBe(`error: ${quotedPath(cut)} is not a shard result: matches[0] is not the summary of match 0.\n`);
    expect(await rulesmithHere(["merge", "no-such-shard.json"])).toEqual({ code: 1, stdout: "", stderr: 'error: Cannot read "no-such-shard.json": there is no such file.\n' });
    expect(await rulesmithHere(["merge", ...files, "--json", dir])).toEqual({ code: 2, stdout: "", stderr: `error: Cannot write --json ${quotedPath(dir)}: it is a directory; give a file name.\n` });
    const json = await rulesmithHere(["merge", ...files, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ game: "dice-duel", games: 6, seed: 2 });
    // --json=FILE naming one of the shards (by another spelling too) would write the report over it
    const before = await readFile(first, "utf8");
    for (const target of [first, `${dir}/./${basename(first)}`]) {
      expect(await rulesmithHere(["merge", ...files, `--json=${target}`])).toEqual({
        code: 2,
        stdout: "",
        stderr: `error: --json ${quotedPath(target)} is one of the shard files to merge, ${quotedPath(first)}: the report would be written over it. Give another file.\n`,
      });
    }
    expect(await readFile(first, "utf8")).toBe(before);
  });

  it("simulate: a bad --shard, --shard without --json, and options that do not go together are usage errors (exit 2)", async () => {
    const base = ["simulate", "dice-duel", "--games", "4", "--bots", "random", "--workers", "0"];
    expect(await rulesmithHere([...base, "--shard", "4/4", "--json"])).toEqual({ code: 2, stdout: "", stderr: "error: --shard: There is no shard 4 of 4: shards are numbered from 0 to 3.\n" });
    expect((await rulesmithHere([...base, "--shard", "x", "--json"])).stderr).toMatch(/^error: --shard: A shard is written i\/n: /);
    expect(await rulesmithHere([...base, "--shard", "0/2"])).toEqual({ code: 2, stdout: "", stderr: "error: --shard needs --json FILE (or --json for stdout): the shard's result is for rulesmith merge.\n" });
    expect((await rulesmithHere([...base, "--shard", "0/2", "--json", "--queue", "redis://127.0.0.1:1"])).stderr).toMatch(/^error: --shard and --queue do not go together/);
    expect(await rulesmithHere([...base, "--shards", "3"])).toEqual({ code: 2, stdout: "", stderr: "error: --shards needs --queue (to play one shard here, use --shard i/n).\n" });
    expect((await rulesmithHere([...base, "--queue", "localhost:6379"])).stderr).toMatch(/^error: --queue takes a Redis address such as redis:\/\/127\.0\.0\.1:6379/);
    const shard = await rulesmithHere([...base, "--shard", "1/2", "--json"]);
    expect(shard.code).toBe(0);
    expect(parsed(shard.stdout)).toMatchObject({ format: "rulesmith-simulation-shard", version: 1, shard: { index: 1, count: 2, from: 2, to: 4 } });
  });
});

describe("shards and setups from anywhere: refused with a Result, never thrown on", () => {
  const setup = { game: "ward", bots: ["random"], players: 2, games: 10, seed: 1, maxSteps: 10_000 };

  it("a setup's bots with holes, not text, or more than the players are refused; a sparse list of 10^7 at once", () => {
    // eslint-disable-next-line no-sparse-arrays -- the holes are the point
    expect(assertErr(parseSimulationSetup({ ...setup, bots: [, ,] }))).toMatchObject({ code: "shard/invalid", details: { field: "setup.bots[0]" } });
    expect(assertErr(parseSimulationSetup({ ...setup, bots: ["random", 5] }))).toMatchObject({ code: "shard/invalid", details: { field: "setup.bots[1]" } });
    expect(assertErr(parseSimulationSetup({ ...setup, bots: ["random", ""] })).code).toBe("shard/invalid");
    expect(assertErr(parseSimulationSetup({ ...setup, bots: ["random", "random", "random"] }))).toMatchObject({ code: "shard/invalid", details: { field: "setup.bots" } });
    expect(assertErr(parseSimulationSetup({ ...setup, bots: new Array(10_000_000) }))).toMatchObject({ code: "shard/invalid", details: { field: "setup.bots" } });
    expect(assertErr(parseSimulationSetup({ ...setup, decks: [{ name: "a", list: {} }] }))).toMatchObject({ code: "shard/invalid", details: { field: "setup.decks" } });
    expect(assertOk(parseSimulationSetup({ ...setup, bots: ["random", "greedy"] })).bots).toEqual(["random", "greedy"]);
  });

  it("a shard that is not text, a shard file of another kind of version, and shard options that are not objects", async () => {
    for (const text of [Object.create(null) as unknown, Symbol("0/1"), null, 3]) expect(assertErr(parseShard(text as never)).code).toBe("shard/syntax");
    const file = { format: "rulesmith-simulation-shard", version: 2n };
    expect(assertErr(parseSimulationShard(file)).message).toBe("It is a shard result of version 2n, which this rulesmith does not read (it reads version 1).");
    expect(assertErr(await simulateShard(0 as never)).code).toBe("simulate/options");
    for (const shard of [null, {}, { index: 0, count: Symbol("n") }, { index: -1, count: 2 }]) {
      expect(assertErr(await simulateShard({ game: "dice-duel", bots: ["random"], games: 2, workers: 0, shard: shard as never })).code).toBe("shard/syntax");
    }
  });

  it("merging something that is not a list of shard results", async () => {
    expect(assertErr(mergeShards(null as never)).code).toBe("shard/invalid");
    expect(assertErr(mergeShards([null] as never)).message).toBe('shards[0] is not a shard result: It is not a shard result ("format": "rulesmith-simulation-shard"); write one with rulesmith simulate --shard i/n --json FILE.');
    const a = assertOk(await simulateShard({ game: "dice-duel", bots: ["random"], games: 2, seed: 1, workers: 0, shard: { index: 0, count: 1 } }));
    const broken = { ...a, matches: [null, ...a.matches.slice(1)] };
    expect(assertErr(mergeShards([broken] as never, ["a.json"])).message).toBe("a.json is not a shard result: matches[0] is not the summary of match 0.");
    // eslint-disable-next-line no-sparse-arrays -- a hole where a shard should be
    expect(assertErr(mergeShards([a, , a] as never)).code).toBe("shard/invalid");
    expect(assertErr(mergeShards([a], 5 as never)).code).toBe("shard/invalid");
    expect(assertOk(mergeShards([a], ["a.json"])).games).toBe(2);
  });

  it("a shard holding a summary simulationReport refuses is refused, naming the shard, the match and why", async () => {
    const options = { game: "dice-duel", bots: ["random", "random"], games: 6, seed: 2, workers: 0 };
    const shards: SimulationShard[] = [];
    for (let index = 0; index < 3; index++) shards.push(assertOk(await simulateShard({ ...options, shard: { index, count: 3 } })));
    const [a, b, c] = shards;
    if (a === undefined || b === undefined || c === undefined) throw new Error("three shards");
    const names = ["a.json", "b.json", "c.json"];
    // The second match of shard 1 (match 3), changed as a file from anywhere could be.
    const changed = (over: Record<string, unknown>): SimulationShard => ({ ...b, matches: b.matches.map((m, i) => (i === 1 ? { ...m, ...over } : m)) });
    const cases: [Record<string, unknown>, string][] = [
      [{ winners: [9] }, "winner 9 is not one of its 2 seats"],
      [{ seats: [0, 7] }, "seat 1 holds bot position 7, but the bot list has 2 bots (positions 0 to 1)"],
      [{ seats: [0, 1, 1] }, "it seats 3 players, not the simulation's 2"],
      [{ steps: -4 }, "its steps, -4, are not a whole number from 0 to the step limit (10000)"],
      [{ steps: 10_001 }, "its steps, 10001, are not a whole number from 0 to the step limit (10000)"],
      [{ finished: false, winners: [0] }, "it did not finish but lists 1 winner (0)"],
      [{ error: "boom", finished: true }, "it failed (its error is set) but says it finished"],
      [{ winners: [0, 0] }, "winner 0 is listed twice"],
    ];
    for (const [over, why] of cases) {
      const shard = changed(over);
      expect(assertErr(mergeShards([a, shard, c], names))).toEqual({ code: "shard/invalid", message: `b.json is not a shard result: matches[1] (match 3) cannot be a match of this simulation: ${why}.` });
      // The same summaries are what simulationReport refuses: nothing one refuses, the other merges.
      const all = [...a.matches, ...shard.matches, ...c.matches];
      expect(assertErr(simulationReport("dice-duel", ["random", "random"], 2, 10_000, all, 0, 0, 2)).message).toBe(`matches[3] cannot be a match of this simulation: ${why}.`);
    }
    // A match that failed before anyone was seated, as playSimMatch reports one, merges.
    const failed = changed({ seats: [], winners: [], steps: 0, finished: false, error: "The game refused its demo config: no." });
    expect(assertOk(mergeShards([a, failed, c]))).toMatchObject({ games: 6, failed: 1 });
  });
});
