// The command line's conventions: exit statuses, output files checked before any work, data
// keys JavaScript gives a meaning, byte-order marks, worker counts, short quotes of long values,
// and one way to run the command in the repository.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PassThrough, Readable, Writable } from "node:stream";
import { diceDuel } from "@rulesmith/core/examples";
import { forestAmbushDeck } from "@rulesmith/ward";
import { beforeAll, describe, expect, it } from "vitest";
import { diceDuelModule } from "../src/dice-duel-module.js";
import type { GameModule } from "../src/game-module.js";
import { parseJsonText } from "../src/json-file.js";
import { runCli } from "../src/program.js";
import { buildRegistry } from "../src/registry.js";
import { outputPathProblem, writeOutputFile } from "../src/output-path.js";
import { quotedPath, shownPath } from "../src/user-input.js";
import { collect, parsed, repoRoot, rulesmith, rulesmithHere, type Run } from "./helpers.js";

/** Whether every directory from the root down to `path` lets other users pass (o+x). */
function othersCanEnter(path: string): boolean {
  for (let p = path; ; p = dirname(p)) {
    if ((statSync(p).mode & 0o001) === 0) return false;
    if (dirname(p) === p) return true;
  }
}

/** A stack trace line, as `bin.ts` would print for a bug. */
const stackLine = /^\s+at .+:\d+:\d+\)?$/m;

function noStackTrace(r: Run): void {
  expect(r.stderr).not.toMatch(stackLine);
  expect(r.stderr).not.toContain("unexpected error");
}

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-conv-"));
});

const games = "Games: ward, wardom, guardians, dice-duel.";

describe("exit statuses: 2 for a usage error, 1 for a failed run", () => {
  it("an unknown game is a usage error in every command that names one (the binary prints no stack trace)", async () => {
    const r = await rulesmith(["demo", "--game", "chess"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: There is no game "chess". ${games}\n`);
    noStackTrace(r);
    for (const args of [["play", "chess"], ["simulate", "chess", "--games", "2", "--bots", "random", "--workers", "0"], ["validate", "chess", "deck", "x.json"]]) {
      const here = await rulesmithHere(args);
      expect({ args, code: here.code, stderr: here.stderr }).toEqual({ args, code: 2, stderr: `error: There is no game "chess". ${games}\n` });
    }
  });

  it("an unknown bot, a seat the game does not have and an unknown option are usage errors", async () => {
    const bot = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--bots", "random,wizard"]);
    expect(bot).toEqual({ code: 2, stdout: "", stderr: 'error: There is no bot "wizard". Bots: random, greedy, mcts.\n' });
    const seat = await rulesmithHere(["play", "dice-duel", "--seat", "5", "--seed", "1"]);
    expect(seat.code).toBe(2);
    expect(seat.stderr).toBe("error: There is no seat 5 in Dice duel (example game); the seats are 0, 1.\n");
    const option = await rulesmithHere(["demo", "--colour"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("error: unknown option '--colour'");
  });

  it("a bot option's number is read in plain decimal only: 0x10, 1e3, a padded or empty value are usage errors that quote the option and value", async () => {
    const hex = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--bots", "mcts:iterations=0x10,greedy"]);
    expect(hex).toEqual({
      code: 2,
      stdout: "",
      stderr: 'error: The option "iterations" has the value "0x10", which is not a plain decimal number: write digits, with a minus sign or a fraction if need be (such as 200, -1 or 0.25).\n',
    });
    const empty = await rulesmithHere(["simulate", "dice-duel", "--games", "2", "--workers", "0", "--bots", "greedy,mcts:iterations="]);
    expect(empty).toEqual({ code: 2, stdout: "", stderr: 'error: The option "iterations" has no value ("iterations="): write key=value, such as iterations=200 or iterations=true.\n' });
    for (const value of ["1e3", " 12", "0b11"]) {
      const r = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--bots", `mcts:iterations=${value},greedy`]);
      expect({ value, code: r.code, stderr: r.stderr }).toEqual({ value, code: 2, stderr: expect.stringContaining(`has the value ${JSON.stringify(value)}, which is not a plain decimal number`) as unknown });
    }
    // A plain number goes on to the bot's own range check; true and false stay booleans.
    const zero = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--bots", "mcts:iterations=0,greedy"]);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain("iterations is a whole number from 1 to");
    const fine = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--bots", "mcts:iterations=12:halving=true,greedy"]);
    expect({ code: fine.code, stderr: fine.stderr }).toEqual({ code: 0, stderr: "" });
  });

  it("a file that cannot be read, and a record that does not replay, are failures of the run: status 1", async () => {
    const missing = await rulesmithHere(["replay", "no-such-record.json"]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: 'error: Cannot read "no-such-record.json": there is no such file. [file/unreadable]\n' });
    const notJson = join(dir, "not-json.json");
    await writeFile(notJson, "{oops");
    const bad = await rulesmithHere(["validate", "ward", "cards", notJson]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(`  error   ${quotedPath(notJson)} is not valid JSON: `);
    // The parser quotes the text around the error; a line break in it stays on the error's one line.
    const broken = join(dir, "line-break.json");
    await writeFile(broken, "garbage{\n");
    const replayed = await rulesmithHere(["replay", broken]);
    expect(replayed.code).toBe(1);
    expect(replayed.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(replayed.stderr).toContain('"garbage{\\n"');
    const deck = join(dir, "deck.json");
    await writeFile(deck, JSON.stringify(forestAmbushDeck));
    const cards = await rulesmithHere(["validate", "ward", "deck", deck, "--cards", "no-such-cards.json"]);
    expect(cards).toEqual({ code: 1, stdout: "", stderr: 'error: Cannot read "no-such-cards.json": there is no such file.\n' });
  });
  it("a file that cannot be read is said to be so, with why, never to be an invalid deck: validate as replay, merge, --decks and --cards", async () => {
    const gone = join(dir, "missing.json");
    const cannot = `Cannot read ${quotedPath(gone)}: there is no such file.`;
    for (const kind of ["deck", "cards"]) {
      expect(await rulesmithHere(["validate", "ward", kind, gone])).toEqual({ code: 1, stdout: "", stderr: `error: ${cannot}\n` });
    }
    expect(await rulesmithHere(["validate", "ward", "deck", dir])).toEqual({ code: 1, stdout: "", stderr: `error: Cannot read ${quotedPath(dir)}: it is a directory.\n` });
    // With --json the answer stays a report, the problem's code saying the file could not be read.
    const json = await rulesmithHere(["validate", "ward", "deck", gone, "--json"]);
    expect(json.code).toBe(1);
    expect(parsed(json.stdout)).toMatchObject({ file: gone, valid: false, errors: 1, problems: [{ code: "file/unreadable", message: cannot }] });
    // A file that is read but is not JSON is still an invalid file, listed as such.
    const notJson = join(dir, "read-but-broken.json");
    await writeFile(notJson, "{oops");
    expect((await rulesmithHere(["validate", "ward", "deck", notJson])).stdout).toMatch(/is not a valid Ward deck: 1 error, 0 warnings\.\n {2}error {3}".*" is not valid JSON: /);
    // The other commands that read a file of the user's say the same sentence.
    expect((await rulesmithHere(["replay", gone])).stderr).toBe(`error: ${cannot} [file/unreadable]\n`);
    expect((await rulesmithHere(["merge", gone])).stderr).toBe(`error: ${cannot}\n`);
    expect((await rulesmithHere(["demo", "--game", "ward", "--cards", gone])).stderr).toBe(`error: ${cannot}\n`);
    const decks = await rulesmithHere(["simulate", "ward", "--games", "2", "--bots", "random", "--workers", "0", "--decks", `${gone},${gone}`]);
    expect(decks).toEqual({ code: 1, stdout: "", stderr: `error: 2 of 2 decks cannot be played:\n  ${cannot}\n  ${cannot}\n` });
  });
  it("a reader that stops early (| head -1) does not turn a failing run into a success: the status stays 1", async () => {
    // Far more output than a pipe holds, so that the command is still writing when the reader goes.
    const deck = join(dir, "many-problems.json");
    await writeFile(deck, JSON.stringify({ ...forestAmbushDeck, cards: Array.from({ length: 3000 }, (_, i) => ({ id: `no-such-card-${i}`, count: 1 })) }));
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "packages/cli/src/bin.ts"), "validate", "ward", "deck", deck], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let first = "";
    let stderr = "";
    child.stdout.once("data", (d: Buffer) => {
      first = d.toString("utf8");
      child.stdout.destroy();
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", resolve);
    });
    expect(first).toMatch(/^.*many-problems\.json is not a valid Ward deck: 3001 errors, /);
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
  });

  it("a reader that stops early while play is still playing (| head -1): the match stops at its next write, status 141, instead of going on for nobody", { timeout: 90_000 }, async () => {
    // Four players, three MCTS bots: played to its end, the match takes minutes (some 4 on a 2-core machine); each bot decision about a second.
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "packages/cli/src/bin.ts"), "play", "guardians", "--players", "4", "--bot", "mcts:iterations=5000", "--seed", "1"], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    // Answers for as long as it asks (`yes 1 | rulesmith play ...`).
    child.stdin.on("error", () => {
      // The command ends before reading every answer.
    });
    child.stdin.end("1\n".repeat(100_000));
    let first = "";
    let closedAt = 0;
    let stderr = "";
    child.stdout.once("data", (d: Buffer) => {
      first = d.toString("utf8");
      closedAt = performance.now();
      child.stdout.destroy();
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const deadline = setTimeout(() => child.kill("SIGKILL"), 60_000);
    const code = await new Promise<number | string | null>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (c, signal) => {
        resolve(c ?? signal);
      });
    });
    clearTimeout(deadline);
    expect(first).toMatch(/^Guardians of the Elements: you are player 0; /);
    expect({ code, stderr }).toEqual({ code: 141, stderr: "" });
    // At most a bot decision or two after the reader went, not the rest of the match.
    expect(performance.now() - closedAt).toBeLessThan(30_000);
  });

  it("demo stops before its next match once stdout is broken, with status 141 (the binary ignores the broken pipe itself)", async () => {
    const duel = diceDuelModule(diceDuel);
    let played = 0;
    const counted = (id: string): GameModule => ({
      ...duel,
      id,
      demoConfig: (seed, options) => {
        played++;
        return duel.demoConfig(seed, options);
      },
    });
    // Two games, so that demo without --game plays two matches.
    const registry = buildRegistry([], [counted("duel-a"), counted("duel-b")]);
    // A pipe whose reader went away after the first line: every write from then on fails with EPIPE.
    let lines = 0;
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString("utf8").split("\n").length - 1;
        done(lines > 1 ? Object.assign(new Error("write EPIPE"), { code: "EPIPE" }) : null);
      },
    });
    stdout.on("error", () => {
      // As bin.ts: a broken pipe is not an error of the command.
    });
    const stderr = new PassThrough();
    const status = await runCli(["demo", "--seed", "7"], { stdin: Readable.from([]), stdout, stderr, env: { NO_COLOR: "1" } }, registry);
    expect({ status, played }).toEqual({ status: 141, played: 1 });
    // A stdout that stays open plays both.
    played = 0;
    expect((await rulesmithHere(["demo", "--seed", "7"], "", registry)).code).toBe(0);
    expect(played).toBe(2);
  });

  it("a match cut by --max-steps did not end: status 1 and a sentence on stderr, in demo as in play; the play-by-play so far stays", async () => {
    const demo = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--max-steps", "3"]);
    expect(demo.code).toBe(1);
    expect(demo.stderr).toBe("error: Dice duel (example game): The match did not end within 3 actions.\n");
    expect(demo.stdout).toMatch(/^== Dice duel \(example game\): seed 1, /);
    expect(demo.stdout).toContain("-- Turn 1: Player 0, play phase --\nPlayer 0 plays charm c1: +2 to the next strike.\n");
    expect(demo.stdout).not.toContain("No result");
    const json = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--max-steps", "3", "--json"]);
    expect(json.code).toBe(1);
    expect(json.stderr).toBe(demo.stderr);
    expect(parsed(json.stdout)).toMatchObject({ matches: [{ game: "dice-duel", outcome: null, actions: 3 }] });
    const play = await rulesmithHere(["play", "dice-duel", "--seed", "1", "--max-steps", "3"], "1\n".repeat(20));
    expect(play.code).toBe(1);
    expect(play.stderr).toBe("error: The match did not end within 3 actions.\n");
    // With --record, play saves the match so far, as demo does and as play does when the input ends.
    const record = join(dir, "max-steps.json");
    const saved = await rulesmithHere(["play", "dice-duel", "--seed", "1", "--max-steps", "3", "--record", record], "1\n".repeat(20));
    expect(saved.code).toBe(1);
    expect(saved.stdout).toContain(`The match so far (3 actions) is saved to ${record}`);
    const replayed = await rulesmithHere(["replay", record]);
    expect(replayed.code).toBe(0);
  });
});

describe("output files are checked before any work starts", () => {
  it("a --record file in a missing directory: status 2 and a sentence, before any match (no stack trace, nothing written)", async () => {
    const r = await rulesmith(["demo", "--seed", "1", "--record", "rulesmith-no-such-dir/match.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('error: Cannot write --record "rulesmith-no-such-dir/match.json": the directory "rulesmith-no-such-dir" does not exist.\n');
    expect(r.stdout).toBe("");
    noStackTrace(r);
    expect(existsSync(join(repoRoot, "rulesmith-no-such-dir"))).toBe(false);
  });

  it("a directory given as the file: demo, play and simulate refuse it before playing", async () => {
    const demo = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--record", "."]);
    expect(demo).toEqual({ code: 2, stdout: "", stderr: 'error: Cannot write --record ".": it is a directory; give a file name.\n' });
    // play would ask for an answer first if it started the match: here stdin has none.
    const play = await rulesmithHere(["play", "dice-duel", "--seed", "1", "--record", dir]);
    expect(play).toEqual({ code: 2, stdout: "", stderr: `error: Cannot write --record ${quotedPath(dir)}: it is a directory; give a file name.\n` });
    const simulate = await rulesmithHere(["simulate", "dice-duel", "--games", "3", "--bots", "random", "--workers", "0", "--json", "."]);
    expect(simulate).toEqual({ code: 2, stdout: "", stderr: 'error: Cannot write --json ".": it is a directory; give a file name.\n' });
    const slash = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--record", "out/"]);
    expect(slash).toEqual({ code: 2, stdout: "", stderr: 'error: Cannot write --record "out/": it names a directory; give a file name.\n' });
  });

  it("a path through a file: status 2, naming the part that is not a directory", async () => {
    const file = join(dir, "plain.txt");
    await writeFile(file, "x");
    const r = await rulesmithHere(["simulate", "dice-duel", "--games", "3", "--bots", "random", "--workers", "0", "--json", join(file, "out.json")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: Cannot write --json ${quotedPath(join(file, "out.json"))}: ${quotedPath(file)} is not a directory.\n`);
  });

  // As root the command runs as nobody, for whom the directory is locked; nobody must then be
  // able to reach the checkout (not so in a clone under a private temporary directory).
  const root = process.getuid?.() === 0;
  it.skipIf(root && !othersCanEnter(repoRoot))("a directory without write permission: status 2 before any match, no stack trace", async () => {
    const locked = join(dir, "locked");
    await mkdir(locked);
    await chmod(dir, 0o755);
    await chmod(locked, 0o555);
    const target = join(locked, "match.json");
    const r = await rulesmith(["demo", "--game", "dice-duel", "--seed", "1", "--record", target], "", { HOME: dir }, root ? { uid: 65534, gid: 65534 } : undefined);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: Cannot write --record ${quotedPath(target)}: permission denied in the directory ${quotedPath(locked)}.\n`);
    expect(r.stdout).toBe("");
    noStackTrace(r);
    expect(await readdir(locked)).toEqual([]);
  });

  it("an existing file or a new file in an existing directory can be written", async () => {
    const file = join(dir, "exists.json");
    await writeFile(file, "{}");
    expect(await outputPathProblem(file, "--record")).toBeUndefined();
    expect(await outputPathProblem(join(dir, "new.json"), "--record")).toBeUndefined();
    expect(await outputPathProblem("", "--record")).toBe("--record needs a file name.");
  });

  it("a write that fails after all (after the check) is a sentence, not a thrown error", async () => {
    expect(await writeOutputFile(dir, "--record", "{}")).toBe(`Could not write --record ${quotedPath(dir)}: it is a directory.`);
  });
});

describe("__proto__ and constructor keys are reported with their path, never dropped", () => {
  it("a card file with a __proto__ key is not valid (JSON.parse keeps it; a copy would lose it)", async () => {
    const file = join(dir, "proto-cards.json");
    await writeFile(file, '{"name":"x","cards":[],"__proto__":{"polluted":true}}');
    const r = await rulesmith(["validate", "ward", "cards", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("is not a valid Ward card set: 1 error, 0 warnings.\n");
    expect(r.stdout).toContain('  error   field $.__proto__: The key "__proto__" is not allowed in rulesmith data: JavaScript gives it a special meaning. [json/forbidden-key]\n');
    noStackTrace(r);
  });

  it("a deck with a constructor key lists it with its path, and the other problems too", async () => {
    const deck = { ...forestAmbushDeck, cards: forestAmbushDeck.cards.map((c, i) => (i === 1 ? { ...c, constructor: {} } : c)) };
    const file = join(dir, "constructor-deck.json");
    await writeFile(file, JSON.stringify(deck));
    const r = await rulesmithHere(["validate", "ward", "deck", file, "--json"]);
    expect(r.code).toBe(1);
    expect(parsed(r.stdout)).toMatchObject({
      valid: false,
      errors: 1,
      problems: [{ severity: "error", code: "json/forbidden-key", field: "$.cards[1].constructor", message: 'The key "constructor" is not allowed in rulesmith data: JavaScript gives it a special meaning.' }],
    });
    // Without the key the same deck is valid: the key is the only problem.
    await writeFile(file, JSON.stringify(forestAmbushDeck));
    expect((await rulesmithHere(["validate", "ward", "deck", file])).code).toBe(0);
  });

  it("a card set given with --cards is checked for the keys too", async () => {
    const deck = join(dir, "deck-for-cards.json");
    await writeFile(deck, JSON.stringify(forestAmbushDeck));
    const cards = join(dir, "proto-card-set.json");
    await writeFile(cards, '{"name":"x","cards":[{"__proto__":{}}]}');
    const r = await rulesmithHere(["validate", "ward", "deck", deck, "--cards", cards]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`  error   field $.cards[0].__proto__: In ${quotedPath(cards)}: The key "__proto__" is not allowed in rulesmith data: JavaScript gives it a special meaning. [json/forbidden-key]\n`);
  });

  it("a match record with such keys does not replay, with the path of the first", async () => {
    const good = join(dir, "good-record.json");
    const made = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "3", "--record", good]);
    expect(made.code).toBe(0);
    const text = await readFile(good, "utf8");
    const file = join(dir, "proto-record.json");
    await writeFile(file, text.replace("{", '{"__proto__":{"x":1},').replace('"config": {', '"config": {"constructor":1,'));
    const r = await rulesmithHere(["replay", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `error: ${file} does not replay: The key "__proto__" is not allowed in rulesmith data: JavaScript gives it a special meaning (and the file has 1 more such key). (at $.__proto__) [json/forbidden-key]\n`,
    );
  });

  it("keys are found at any depth, in document order, and taken out of the value handed on", () => {
    let deep = '{"__proto__":0}';
    for (let i = 0; i < 10_000; i++) deep = `[${deep}]`;
    const r = parseJsonText(`{"a":{"constructor":1,"b":[1,{"__proto__":{}}]},"c":${deep}}`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.forbidden.map((k) => k.path)).toEqual(["$.a.constructor", "$.a.b[1].__proto__", "$.c[0][0][0][0][0]…[0].__proto__"]);
    expect(r.value.value).toMatchObject({ a: { b: [1, {}] } });
    const a: unknown = typeof r.value.value === "object" && r.value.value !== null ? Reflect.get(r.value.value, "a") : undefined;
    expect(a).toBeTypeOf("object");
    expect(typeof a === "object" && a !== null && Object.hasOwn(a, "constructor")).toBe(false);
  });

  it("a prototype key is refused too, as core's screening refuses it in card files and deck lists", () => {
    const r = parseJsonText('{"name":"Mine","cards":[{"id":"x","count":1,"prototype":{}}]}');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.forbidden).toEqual([{ key: "prototype", path: "$.cards[0].prototype" }]);
    expect(r.value.value).toEqual({ name: "Mine", cards: [{ id: "x", count: 1 }] });
  });

  it("a number too large (1e400, which JSON.parse reads as Infinity) is named with its path and as written", async () => {
    const r = parseJsonText('{"name":"Mine","a\\"b":[1e400],"cards":[{"id":"x","count":1},{"id":"y","hp":2,"hp":-12e999}]}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("json/number-too-large");
    expect(r.error.message).toBe('`a"b[0]` is 1e400, too large a number: numbers in rulesmith data are at most about 1.8e308 in size.');
    expect(r.error.details).toEqual({ field: '$["a\\"b"][0]' });
    // The last of a repeated key is the one JSON.parse keeps, and the one named.
    const repeated = parseJsonText('{"cards":[{"id":"x"},{"hp":2,"hp":-12e999}]}');
    expect(!repeated.ok && repeated.error.message).toBe("`cards[1].hp` is -12e999, too large a number: numbers in rulesmith data are at most about 1.8e308 in size.");
    const file = join(dir, "too-large.json");
    await writeFile(file, '{"name":"Mine","cards":[{"id":"x","count":1e400}]}');
    const v = await rulesmithHere(["validate", "ward", "deck", file]);
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(/error {3}In ".*too-large\.json", `cards\[0\]\.count` is 1e400, too large a number/);
    expect(v.stdout).not.toContain("Infinity");
  });

  it("a file larger than core's screening limits for card data is read whole", () => {
    const many = JSON.stringify({ actions: Array.from({ length: 60_000 }, (_, i) => ({ i })) });
    const r = parseJsonText(many);
    expect(r.ok && r.value.forbidden.length === 0 && JSON.stringify(r.value.value) === many).toBe(true);
  });
});

describe("a byte-order mark at the start of a JSON file is accepted", () => {
  it("for a card file and a match record", async () => {
    const cards = join(dir, "bom-cards.json");
    await writeFile(cards, '\uFEFF{"name":"x","cards":[]}');
    const v = await rulesmithHere(["validate", "ward", "cards", cards]);
    expect(v.code).toBe(0);
    // The headline shows the path as every path is shown, cut in the middle when long.
    expect(v.stdout).toBe(`${shownPath(cards)} is a valid Ward card set (0 errors, 0 warnings).\n`);
    const record = join(dir, "bom-record.json");
    const made = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "3", "--record", record]);
    expect(made.code).toBe(0);
    await writeFile(record, `\uFEFF${await readFile(record, "utf8")}`);
    const r = await rulesmithHere(["replay", record]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("The record replays");
  });
});

describe("worker counts are capped at the core count", () => {
  it("more workers than cores: a warning saying what was asked and what is used", async () => {
    const cores = availableParallelism();
    const asked = cores + 3;
    const r = await rulesmithHere(["simulate", "dice-duel", "--games", "2", "--bots", "random", "--workers", String(asked), "--json"]);
    expect(r.code).toBe(0);
    const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
    expect(r.stderr).toBe(`warning: --workers ${asked} is more than the ${plural(cores, "core")} of this machine; using ${plural(cores, "worker")}.\n`);
    // No more threads than cores, nor than the 2 matches: the report says how many were started.
    expect(parsed(r.stdout)).toMatchObject({ games: 2, timing: { workers: Math.min(cores, 2) } });
  });

  it("with --queue the queue's workers decide: no worker-count line, only the note that --workers has no effect", async () => {
    const r = await rulesmithHere(["simulate", "dice-duel", "--games", "2", "--bots", "random", "--queue", "redis://127.0.0.1:1", "--workers", String(availableParallelism() + 3)]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain("using");
    expect(r.stderr).not.toContain("cores of this machine");
    expect(r.stderr.split("\n")[0]).toBe("warning: --workers has no effect with --queue: each rulesmith worker process sets its own.");
  });

  it("no warning within the core count", async () => {
    const r = await rulesmithHere(["simulate", "dice-duel", "--games", "2", "--bots", "random", "--workers", "0", "--json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
  });
});

describe("a long bad value is quoted as a short excerpt", () => {
  const long = "x".repeat(500);
  const cut = `"${"x".repeat(37)}…"`;

  it("in the tool's own messages: a game, a bot, an answer", async () => {
    const game = await rulesmithHere(["demo", "--game", long]);
    expect(game.stderr).toBe(`error: There is no game ${cut}. ${games}\n`);
    const bot = await rulesmithHere(["demo", "--game", "dice-duel", "--bots", long]);
    expect(bot.stderr).toBe(`error: There is no bot ${cut}. Bots: random, greedy, mcts.\n`);
    const answer = await rulesmithHere(["play", "dice-duel", "--seed", "11"], `${long}\n`);
    expect(answer.stdout).toContain(`Not accepted: ${cut} is not one of the choices; type a number from 1 to 2.\n`);
  });

  it("in the argument parser's messages", async () => {
    const r = await rulesmithHere(["demo", "--seed", "9".repeat(500)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: option '--seed <n>' argument '${"9".repeat(37)}…' is invalid. Expected a whole number from 0 to 4294967295.\n`);
  });

  it("a long path keeps its end, where the file name is", async () => {
    const path = `/home/someone/${"deep/".repeat(20)}match.json`;
    expect(quotedPath(path)).toBe('"/home/someon…deep/deep/deep/match.json"');
    expect(quotedPath(path)).toHaveLength(40);
    const r = await rulesmithHere(["demo", "--game", "dice-duel", "--record", path]);
    expect(r.stderr).toBe('error: Cannot write --record "/home/someon…deep/deep/deep/match.json": the directory "/home/someon…/deep/deep/deep/deep/deep" does not exist.\n');
  });
  it("in --shard, --queue and a bot option's name: a 10,000-character value gives a short message that still names the option", async () => {
    const huge = "x".repeat(10_000);
    const base = ["simulate", "dice-duel", "--games", "2", "--workers", "0"];
    const shard = await rulesmithHere([...base, "--bots", "random", "--shard", huge, "--json"]);
    expect(shard.stderr).toMatch(/^error: --shard: A shard is written i\/n: /);
    const queue = await rulesmithHere([...base, "--bots", "random", "--queue", huge]);
    expect(queue.stderr).toMatch(/^error: --queue takes a Redis address /);
    const worker = await rulesmithHere(["worker", "--queue", huge]);
    expect(worker.stderr).toBe(queue.stderr);
    const unknown = await rulesmithHere([...base, "--bots", `greedy:${huge}=1`]);
    expect(unknown.stderr).toContain(`unknown option ${cut} (known: `);
    const twice = await rulesmithHere([...base, "--bots", `random,mcts:${huge}=1:${huge}=2`]);
    expect(twice.stderr).toBe(`error: The option ${cut} is given twice in "mcts:${"x".repeat(32)}…".\n`);
    for (const r of [shard, queue, worker, unknown, twice]) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(cut);
      expect(r.stderr.length).toBeLessThan(300);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    }
    // The MCTS bot lists its many options after an unknown one: the message is as long as for a short name.
    const mcts = await rulesmithHere([...base, "--bots", `mcts:${huge}=1`]);
    const short = await rulesmithHere([...base, "--bots", "mcts:nope=1"]);
    expect(short.stderr).toContain('unknown option "nope"');
    expect(mcts).toEqual({ ...short, stderr: short.stderr.replace('"nope"', cut) });
  });
});

describe("--json [file] does not take the word meant as the command's argument", () => {
  const run = ["--games", "1", "--bots", "random", "--workers", "0", "--max-steps", "40"];

  it("simulate --json <game>: a game's id right after --json, with no other game given, is the game, and the JSON goes to stdout", async () => {
    for (const game of ["dice-duel", "ward", "wardom", "guardians"]) {
      const r = await rulesmithHere(["simulate", "--json", game, ...run]);
      expect({ game, code: r.code, stderr: r.stderr }).toEqual({ game, code: 0, stderr: "" });
      expect(parsed(r.stdout)).toMatchObject({ game, games: 1 });
    }
    // A word that is no game stays the file, and the game is missing, as are --json=ward and --json ./ward.
    for (const json of [["--json", "out.json"], ["--json=ward"], ["--json", "./ward"]]) {
      expect(await rulesmithHere(["simulate", ...json, ...run])).toEqual({ code: 2, stdout: "", stderr: "error: missing required argument 'game'\n" });
    }
    expect((await rulesmithHere(["help", "simulate"])).stdout).toMatch(/^Usage: rulesmith simulate \[options\] <game>\n/);
    // demo, replay and validate take --json without a value: the next word is never taken.
    const demo = await rulesmithHere(["demo", "--json", "--game", "dice-duel", "--seed", "1"]);
    expect(demo.code).toBe(0);
    expect(parsed(demo.stdout)).toMatchObject({ matches: [{ game: "dice-duel" }] });
  });

  it("--json=ward, --json ./ward, and --json ward after the game write a file named so", async () => {
    const here = await mkdtemp(join(dir, "literal-"));
    const cwd = process.cwd();
    process.chdir(here);
    try {
      for (const [args, file] of [
        [["simulate", "--json=ward", "dice-duel", ...run], "ward"],
        [["simulate", "--json", "./wardom", "dice-duel", ...run], "wardom"],
        [["simulate", "dice-duel", "--json", "guardians", ...run], "guardians"],
      ] as const) {
        const r = await rulesmithHere(args);
        expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: "" });
        expect(r.stdout).toContain(`JSON written to `);
        expect(parsed(await readFile(join(here, file), "utf8"))).toMatchObject({ game: "dice-duel", games: 1 });
      }
    } finally {
      process.chdir(cwd);
    }
  });

  it("merge --json <shard file>: a shard result right after --json is a file to merge, never the output that would replace it", async () => {
    const shardArgs = ["simulate", "dice-duel", "--games", "2", "--bots", "random", "--workers", "0"];
    const [first, second, whole] = ["json-shard-0.json", "json-shard-1.json", "json-shard-whole.json"].map((f) => join(dir, f));
    if (first === undefined || second === undefined || whole === undefined) throw new Error("three files");
    for (const [shard, file] of [["0/2", first], ["1/2", second], ["0/1", whole]] as const) {
      expect((await rulesmithHere([...shardArgs, "--shard", shard, "--json", file])).code).toBe(0);
    }
    const kept = await readFile(first, "utf8");
    const r = await rulesmithHere(["merge", "--json", first, second]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(parsed(r.stdout)).toMatchObject({ game: "dice-duel", games: 2 });
    expect(await readFile(first, "utf8")).toBe(kept);
    const one = await rulesmithHere(["merge", "--json", whole]);
    expect(one.code).toBe(0);
    expect(parsed(one.stdout)).toMatchObject({ game: "dice-duel", games: 2 });
    // A file that is not a shard result (a report of an earlier merge) is the output, replaced.
    const report = join(dir, "json-report.json");
    await writeFile(report, "{}");
    const table = await rulesmithHere(["merge", "--json", report, first, second]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(`JSON written to ${report}.`);
    expect(parsed(await readFile(report, "utf8"))).toMatchObject({ game: "dice-duel", games: 2 });
    // --json=FILE always names the output file: here shard 0 is then missing from the files.
    expect(await rulesmithHere(["merge", `--json=${first}`, second])).toEqual({ code: 1, stdout: "", stderr: "error: Shard 0 of 2 is missing: every shard from 0 to 1 is needed.\n" });
    expect(await readFile(first, "utf8")).toBe(kept);
    expect(await rulesmithHere(["merge", "--json"])).toEqual({ code: 2, stdout: "", stderr: "error: missing required argument 'files'\n" });
    expect((await rulesmithHere(["help", "merge"])).stdout).toMatch(/^Usage: rulesmith merge \[options\] <files\.\.\.>\n/);
  });
});

describe("one way to run the command in the repository: pnpm rulesmith", () => {
  function pnpm(args: readonly string[]): Promise<Run> {
    return collect(spawn("pnpm", ["--silent", ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] }));
  }

  it("pnpm rulesmith runs the command from source, with its exit status", async () => {
    const ok = await pnpm(["rulesmith", "demo", "--game", "dice-duel", "--seed", "7"]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^== Dice duel \(example game\): seed 7, /);
    const usage = await pnpm(["rulesmith", "demo", "--game", "chess"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain(`error: There is no game "chess". ${games}\n`);
  });

  it("the READMEs and guides show no other way to run it from the repository", async () => {
    const docs = ["README.md", "packages/cli/README.md", ...(await readdir(join(repoRoot, "docs"))).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
    const other = /pnpm exec rulesmith|pnpm exec tsx packages\/cli|tsx packages\/cli\/src\/bin\.ts|node (--import tsx )?packages\/cli\/(src|dist)\/bin|npx tsx packages\/cli/;
    for (const doc of docs) {
      const lines = (await readFile(join(repoRoot, doc), "utf8")).split("\n");
      expect(lines.filter((l) => other.test(l)).map((l) => `${doc}: ${l}`)).toEqual([]);
    }
    const cli = await readFile(join(repoRoot, "packages/cli/README.md"), "utf8");
    expect(cli).toContain("pnpm rulesmith ");
    expect(cli).toContain("npx rulesmith ");
  });
});
