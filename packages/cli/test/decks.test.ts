// Balance testing: `simulate <game> --decks a.json,b.json` plays deck against deck, seats
// alternated, for every game (Guardians with 3 and 4 decks too), and refuses bad deck files
// with a sentence: status 1 for a file that is not a valid deck, 2 for a usage error. `demo`
// and `play` take the same `--decks`, one deck per seat, read and refused the same way.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { starterDecks } from "@rulesmith/guardians";
import { forestAmbushDeck, ironWorksDeck, wardPackage } from "@rulesmith/ward";
import { emberVanguardDeck, frostBastionDeck, wardomPackage } from "@rulesmith/wardom";
import { beforeAll, describe, expect, it } from "vitest";
import { ruleError } from "@rulesmith/core";
import { checkDecks, deckConfig, decksErrorText } from "../src/decks.js";
import { ruleSeeLine } from "../src/rule-link.js";
import { findGame, loadRegistry } from "../src/registry.js";
import { simulateShard } from "../src/shards.js";
import { quotedPath } from "../src/user-input.js";
import { parsed, rulesmithHere, type Run } from "./helpers.js";

let dir = "";
const files: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-decks-"));
  const decks: Record<string, unknown> = {
    "ward-a": forestAmbushDeck,
    "ward-b": ironWorksDeck,
    "wardom-a": emberVanguardDeck,
    "wardom-b": frostBastionDeck,
    "guardians-a": starterDecks[0],
    "guardians-b": starterDecks[1],
  };
  for (const [name, deck] of Object.entries(decks)) {
    files[name] = join(dir, `${name}.json`);
    await writeFile(join(dir, `${name}.json`), JSON.stringify(deck));
  }
});

const f = (name: string): string => files[name] ?? name;

interface Standing {
  readonly deck: string;
  readonly bot: string;
  readonly matches: number;
}

function standings(value: unknown): Standing[] {
  const list: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "standings") : undefined;
  if (!Array.isArray(list)) throw new Error("no standings");
  return list.map((s: unknown) => {
    const deck: unknown = typeof s === "object" && s !== null ? Reflect.get(s, "deck") : undefined;
    const bot: unknown = typeof s === "object" && s !== null ? Reflect.get(s, "bot") : undefined;
    const matches: unknown = typeof s === "object" && s !== null ? Reflect.get(s, "matches") : undefined;
    return { deck: String(deck), bot: String(bot), matches: Number(matches) };
  });
}

describe("deck against deck, every game", () => {
  it.each([
    ["ward", "Forest Ambush", "Iron Works"],
    ["wardom", emberVanguardDeck.name, frostBastionDeck.name],
    ["guardians", starterDecks[0].name, starterDecks[1].name],
  ])("%s: two decks, one bot each, a matchup table and JSON", async (game, nameA, nameB) => {
    const args = ["simulate", game, "--games", "2", "--decks", `${f(`${game}-a`)},${f(`${game}-b`)}`, "--bots", "greedy:samples=1,random", "--workers", "0", "--seed", "2"];
    const json = join(dir, `${game}-report.json`);
    const r = await rulesmithHere([...args, "--json", json]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(new RegExp(`^deck against deck, seats alternated: 1\\. ${nameA} \\([0-9a-f]{8}\\) vs 2\\. ${nameB} \\([0-9a-f]{8}\\)$`, "m"));
    expect(r.stdout).toMatch(/^deck {2,}wins {2}losses {3}draws {2}win rate {2}95% CI$/m);
    expect(r.stdout).toMatch(new RegExp(`^1\\. ${nameA} \\(greedy:samples=1\\) +\\d+ +\\d+ +\\d+ +\\d+\\.\\d% +\\[`, "m"));
    expect(r.stdout).toMatch(new RegExp(`^2\\. ${nameB} \\(random\\) +\\d+`, "m"));
    expect(r.stdout).toMatch(/^first seat \(player 0\): won \d+ of \d+ decided matches/m);
    expect(r.stdout).toMatch(/^match length: mean /m);
    const report = parsed(await readFile(json, "utf8"));
    expect(report).toMatchObject({ game, players: 2, games: 2, decks: [{ position: 0, name: nameA }, { position: 1, name: nameB }] });
    expect(standings(report)).toEqual([
      { deck: nameA, bot: "greedy:samples=1", matches: 2 },
      { deck: nameB, bot: "random", matches: 2 },
    ]);
  });

  it("guardians: 3 and 4 decks, the number of players taken from the decks (or --players)", async () => {
    const a = f("guardians-a");
    const b = f("guardians-b");
    const three = await rulesmithHere(["simulate", "guardians", "--games", "3", "--decks", `${a},${b},${a}`, "--bots", "random", "--workers", "0", "--json"]);
    expect(three.code).toBe(0);
    expect(parsed(three.stdout)).toMatchObject({ players: 3, games: 3, seats: [{ seat: 0 }, { seat: 1 }, { seat: 2 }] });
    expect(standings(parsed(three.stdout)).map((s) => [s.deck, s.matches])).toEqual([
      [starterDecks[0].name, 3],
      [starterDecks[1].name, 3],
      [starterDecks[0].name, 3],
    ]);
    const four = await rulesmithHere(["simulate", "guardians", "--players", "4", "--games", "4", "--decks", `${a},${b},${b},${a}`, "--bots", "random", "--workers", "0", "--json"]);
    expect(four.code).toBe(0);
    expect(parsed(four.stdout)).toMatchObject({ players: 4, games: 4, failed: 0 });
    expect(standings(parsed(four.stdout))).toHaveLength(4);
  });

  it("the decks rotate seats every match, each deck playing from every seat equally often, with its own bot", async () => {
    const shard = assertOk(
      await simulateShard({
        game: "guardians",
        bots: ["random", "greedy:samples=1", "random"],
        games: 6,
        workers: 0,
        decks: [0, 1, 0].map((i) => ({ name: `d${i}`, list: starterDecks[i] })),
        shard: { index: 0, count: 1 },
      }),
    );
    expect(shard.matches.map((m) => m.seats)).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
    expect(shard.report.standings.map((s) => s.bot)).toEqual(["random", "greedy:samples=1", "random"]);
    const ward = assertOk(findGame(await loadRegistry(), "ward"));
    const config = assertOk(deckConfig(ward, 7, [ironWorksDeck, forestAmbushDeck]));
    expect(config).toMatchObject({ seed: 7, decks: [ironWorksDeck, forestAmbushDeck] });
    expect(ward.ruleset.setup(config).ok).toBe(true);
  });

  it("the game packages' demoConfig plays the decks given (core's DemoConfigOptions.decks)", () => {
    const ward = wardPackage.demoConfig(3, { decks: [ironWorksDeck, forestAmbushDeck] });
    expect(ward.decks).toEqual([ironWorksDeck, forestAmbushDeck]);
    expect(wardPackage.ruleset.setup(ward).ok).toBe(true);
    const wardom = wardomPackage.demoConfig(3, { decks: [frostBastionDeck, emberVanguardDeck], dice: "seeded" });
    expect(wardom.decks).toEqual([frostBastionDeck, emberVanguardDeck]);
    expect(wardomPackage.ruleset.setup(wardom).ok).toBe(true);
    // A bad list is handed on, and setup refuses it.
    expect(wardPackage.ruleset.setup(wardPackage.demoConfig(3, { decks: [ironWorksDeck] })).ok).toBe(false);
  });
});

describe("deck files that cannot be played", () => {
  const sim = (game: string, decks: string, extra: readonly string[] = []): Promise<Run> =>
    rulesmithHere(["simulate", game, "--games", "2", "--decks", decks, "--bots", "random", "--workers", "0", ...extra]);

  it("a deck of another game, a file that is not JSON or has a __proto__ key, a missing file: status 1, naming the file", async () => {
    const wrong = await sim("ward", `${f("ward-a")},${f("guardians-a")}`);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe("");
    expect(wrong.stderr).toMatch(new RegExp(`^error: ${quotedPath(f("guardians-a")).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} is not a valid Ward deck \\(\\d+ errors?\\): .*\\[deck/malformed\\]`));
    const notJson = join(dir, "broken.json");
    await writeFile(notJson, "{oops");
    expect((await sim("ward", `${f("ward-a")},${notJson}`)).stderr).toMatch(/^error: ".*broken\.json" is not valid JSON: /);
    const proto = join(dir, "proto.json");
    await writeFile(proto, JSON.stringify(forestAmbushDeck).replace("{", '{"__proto__":{"x":1},'));
    const p = await sim("ward", `${proto},${f("ward-b")}`);
    expect(p.code).toBe(1);
    expect(p.stderr).toContain('is not a valid Ward deck: The key "__proto__" is not allowed in rulesmith data');
    expect(await sim("ward", `${f("ward-a")},no-such-deck.json`)).toEqual({ code: 1, stdout: "", stderr: 'error: Cannot read "no-such-deck.json": there is no such file.\n' });
  });

  it("every deck file that cannot be played is named with its problems, in one error, in text and with --json: status 1", async () => {
    const wolves = join(dir, "nine-wolves.json");
    await writeFile(wolves, JSON.stringify({ name: "Nine wolves", cards: [{ id: "bear-wolf", count: 9 }] }));
    const broken = join(dir, "not-json.json");
    await writeFile(broken, "{oops");
    const missing = join(dir, "no-such-deck.json");
    const files = `${wolves},${f("ward-a")},${broken},${missing}`;
    const text = await sim("guardians", files);
    expect({ code: text.code, stdout: text.stdout }).toEqual({ code: 1, stdout: "" });
    // One error: how many decks on its first line, then one deck a line, indented, in the order given.
    const [line = "", ...decks] = text.stderr.split("\n").filter((l) => l !== "");
    expect(line).toBe("error: 4 of 4 decks cannot be played:");
    expect(decks).toHaveLength(4);
    for (const [i, [file, words]] of [
      [wolves, "is not a valid Guardians of the Elements deck (4 errors): "],
      [f("ward-a"), "is not a valid Guardians of the Elements deck (4 errors): "],
      [broken, "is not valid JSON: "],
    ].entries()) {
      expect(decks[i]).toMatch(/^ {2}\S/);
      expect(decks[i]).toContain(`  ${quotedPath(file ?? "")} ${words ?? ""}`);
    }
    expect(decks[0]).toContain("The deck needs a guardian card id. [deck/malformed, G-DECK-3]");
    expect(decks[3]).toBe(`  Cannot read ${quotedPath(missing)}: there is no such file.`);
    const json = await sim("guardians", files, ["--json"]);
    expect({ code: json.code, stderr: json.stderr }).toEqual({ code: 1, stderr: "" });
    const problem = { severity: "error", code: expect.any(String) as unknown, message: expect.any(String) as unknown };
    expect(parsed(json.stdout)).toMatchObject({
      ok: false,
      error: {
        code: "decks/invalid",
        details: {
          deck: 0,
          decks: [
            { deck: 0, file: wolves, code: "decks/invalid", problems: [problem, problem, problem, problem] },
            { deck: 1, file: f("ward-a"), code: "decks/invalid", problems: [problem, problem, problem, problem] },
            { deck: 2, file: broken, code: "decks/invalid", problems: [{ ...problem, code: "json/parse" }] },
            { deck: 3, file: missing, code: "file/unreadable", problems: [{ ...problem, code: "file/unreadable", message: `Cannot read ${quotedPath(missing)}: there is no such file.` }] },
          ],
        },
      },
    });
    // Two files that cannot be read: file/unreadable, still status 1; the library says the same.
    const unreadable = await sim("ward", `${missing},${join(dir, "also-missing.json")}`);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/^error: 2 of 2 decks cannot be played:\n {2}Cannot read ".*no-such-deck\.json": there is no such file\.\n {2}Cannot read ".*also-missing\.json": there is no such file\.\n$/);
    // The address of the first problem's rule goes under the first deck, whose problem it is.
    const ruled = ruleError("decks/invalid", "2 of 3 decks cannot be played: A [W-QS.3-2]. B.", { rule: "W-QS.3-2", details: { deck: 0, decks: [{ message: "A [W-QS.3-2]" }, { message: "B\u001b[2J" }] } });
    expect(decksErrorText(ruled, 3)).toBe(`2 of 3 decks cannot be played:\n  A [W-QS.3-2].\n    ${ruleSeeLine("W-QS.3-2") ?? ""}\n  B\\u001b[2J.`);
    const ward = assertOk(findGame(await loadRegistry(), "ward"));
    const checked = assertErr(checkDecks(ward, [{ name: "Nine", list: { name: "Nine", cards: [{ id: "bear-wolf", count: 9 }] } }, { name: "Iron", list: ironWorksDeck }, { name: "Empty", list: { name: "Empty", cards: [] } }]));
    expect(checked.code).toBe("decks/invalid");
    expect(checked.message).toMatch(/^2 of 3 decks cannot be played: Deck 1 \("Nine"\) is not a valid Ward deck \(2 errors\): .+\. Deck 3 \("Empty"\) is not a valid Ward deck \(1 error\): /);
    expect(checked.details).toMatchObject({ deck: 0, decks: [{ deck: 0, code: "decks/invalid" }, { deck: 2, code: "decks/invalid" }] });
  });

  it("the wrong number of decks, a game without decks, an unknown game, no files: status 2", async () => {
    expect(await sim("ward", f("ward-a"))).toEqual({ code: 2, stdout: "", stderr: "error: 1 deck for Ward, which seats exactly 2 players: name one deck per seat.\n" });
    expect(await sim("ward", `${f("ward-a")},${f("ward-b")},${f("ward-a")}`)).toMatchObject({ code: 2 });
    expect(await sim("guardians", `${f("guardians-a")},${f("guardians-b")}`, ["--players", "3"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: 2 decks for 3 seats (Guardians of the Elements, 3 players): name one deck per seat.\n",
    });
    expect(await sim("dice-duel", `${f("ward-a")},${f("ward-b")}`)).toEqual({ code: 2, stdout: "", stderr: "error: Dice duel (example game) has no deck check, so it cannot play deck against deck.\n" });
    expect((await sim("chess", f("ward-a"))).code).toBe(2);
    expect(await sim("ward", ",")).toEqual({ code: 2, stdout: "", stderr: "error: --decks names the deck files, comma-separated: one per seat.\n" });
  });

  it("an empty entry in --decks is refused as in --bots (status 2), not skipped, which would shift every later deck a seat", async () => {
    const a = f("ward-a");
    const b = f("ward-b");
    for (const list of [`${a},,${b}`, `,${a},${b}`, `${a},${b},`]) {
      const r = await sim("ward", list);
      expect(r).toEqual({ code: 2, stdout: "", stderr: expect.stringMatching(/^error: --decks ".*" has an empty entry \(two commas in a row, or one at an end\): name a deck file in each place\.\n$/) as unknown });
    }
  });

  it("a deck nested far past 32 levels: the reason validate gives, not 'not plain JSON data'", async () => {
    const deep = join(dir, "deep.json");
    await writeFile(deep, `${"[".repeat(100_000)}0${"]".repeat(100_000)}`);
    const r = await sim("ward", `${deep},${f("ward-b")}`);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 1, stdout: "" });
    expect(r.stderr).toContain(`error: ${quotedPath(deep)} is not a valid Ward deck (1 error): `);
    expect(r.stderr).toContain("The deck list is nested more than 32 levels deep here. [deck/malformed]");
    expect(r.stderr).not.toContain("plain JSON");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    const checked = await rulesmithHere(["validate", "ward", "deck", deep]);
    expect(checked.stdout).toContain("The deck list is nested more than 32 levels deep here. [deck/malformed]");
  });

  it("the library refuses decks with the same codes", async () => {
    const ward = { game: "ward", bots: ["random"], games: 2, workers: 0 };
    expect(assertErr(await simulateShard({ ...ward, decks: [{ name: "x", list: { name: "x", cards: [] } }, { name: "b", list: ironWorksDeck }], shard: { index: 0, count: 1 } })).code).toBe("decks/invalid");
    expect(assertErr(await simulateShard({ ...ward, decks: [], shard: { index: 0, count: 1 } })).code).toBe("decks/count");
  });
});

/** A field of a parsed JSON value, for guarded reads. */
function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

/** The deck lists of a match record's config, as saved. */
async function recordedDecks(record: string): Promise<unknown> {
  return field(field(parsed(await readFile(record, "utf8")), "config"), "decks");
}

/** Enough answers ("1", the first choice, each time) to play a whole match. */
const answers = Array<string>(3000).fill("1").join("\n");

describe("demo and play take --decks, one deck per seat, as simulate does", () => {
  it.each([
    ["ward", forestAmbushDeck, ironWorksDeck],
    ["wardom", emberVanguardDeck, frostBastionDeck],
    ["guardians", starterDecks[0], starterDecks[1]],
  ] as const)("%s: demo plays the decks in seat order, names them, records them, and the record replays", async (game, a, b) => {
    const record = join(dir, `${game}-demo.json`);
    const r = await rulesmithHere(["demo", "--game", game, "--seed", "2", "--decks", `${f(`${game}-b`)},${f(`${game}-a`)}`, "--record", record]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(r.stdout.split("\n")[0]).toMatch(new RegExp(`^== .+: seed 2, player 0 random \\(${b.name}\\) vs player 1 random \\(${a.name}\\) ==$`));
    expect(await recordedDecks(record)).toEqual([b, a]);
    expect((await rulesmithHere(["replay", record])).code).toBe(0);
    const json = await rulesmithHere(["demo", "--game", game, "--seed", "2", "--decks", `${f(`${game}-b`)},${f(`${game}-a`)}`, "--json"]);
    expect(json.code).toBe(0);
    const [match] = (field(parsed(json.stdout), "matches") as unknown[] | undefined) ?? [];
    expect(field(match, "decks")).toEqual([b.name, a.name]);
    expect(field(field(field(match, "record"), "config"), "decks")).toEqual([b, a]);
  });

  it.each(["ward", "wardom", "guardians"])("%s: play deals the person the deck at their seat and the bot the other, and the record replays", async (game) => {
    const record = join(dir, `${game}-play.json`);
    const r = await rulesmithHere(["play", game, "--seat", "1", "--seed", "4", "--decks", `${f(`${game}-a`)},${f(`${game}-b`)}`, "--record", record], answers);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    const a = parsed(await readFile(f(`${game}-a`), "utf8"));
    const b = parsed(await readFile(f(`${game}-b`), "utf8"));
    expect(r.stdout.split("\n")[1]).toBe(`Decks: ${String(field(a, "name"))} for Player 0 (random), ${String(field(b, "name"))} for Player 1 (you).`);
    expect(await recordedDecks(record)).toEqual([a, b]);
    expect((await rulesmithHere(["replay", record])).code).toBe(0);
  });

  it("guardians: 3 decks make 3 players without --players, and --players 4 takes 4 decks, in demo and play", async () => {
    const a = f("guardians-a");
    const b = f("guardians-b");
    const demo = await rulesmithHere(["demo", "--game", "guardians", "--seed", "3", "--decks", `${a},${b},${a}`, "--bots", "greedy:samples=1,random,random", "--json"]);
    expect(demo.code).toBe(0);
    const [match] = (field(parsed(demo.stdout), "matches") as unknown[] | undefined) ?? [];
    expect(field(match, "decks")).toEqual([starterDecks[0].name, starterDecks[1].name, starterDecks[0].name]);
    expect(field(field(field(match, "record"), "config"), "decks")).toEqual([starterDecks[0], starterDecks[1], starterDecks[0]]);
    const record = join(dir, "guardians-play-3.json");
    const three = await rulesmithHere(["play", "guardians", "--seat", "2", "--seed", "5", "--bot", "greedy:samples=1,random", "--decks", `${a},${b},${b}`, "--record", record], answers);
    expect({ code: three.code, stderr: three.stderr }).toEqual({ code: 0, stderr: "" });
    expect(three.stdout).toContain("Guardians of the Elements: you are player 2; Player 0 (greedy:samples=1), Player 1 (random) against you. Seed 5.");
    expect(await recordedDecks(record)).toEqual([starterDecks[0], starterDecks[1], starterDecks[1]]);
    expect((await rulesmithHere(["replay", record])).code).toBe(0);
    const four = await rulesmithHere(["demo", "--game", "guardians", "--seed", "3", "--players", "4", "--decks", `${a},${b},${b},${a}`, "--json"]);
    expect(four.code).toBe(0);
    const [fourMatch] = (field(parsed(four.stdout), "matches") as unknown[] | undefined) ?? [];
    expect(field(fourMatch, "bots")).toEqual(["random", "random", "random", "random"]);
    expect(field(fourMatch, "decks")).toHaveLength(4);
  });

  it("the wrong number of decks, an empty entry, a game without decks, --decks without --game: the usage errors of simulate, status 2", async () => {
    for (const command of [
      ["demo", "--game", "ward"],
      ["play", "ward"],
    ]) {
      const run = (decks: string, extra: readonly string[] = []): Promise<Run> => rulesmithHere([...command, "--seed", "1", "--decks", decks, ...extra], "1\n");
      expect(await run(f("ward-a"))).toEqual({ code: 2, stdout: "", stderr: "error: 1 deck for Ward, which seats exactly 2 players: name one deck per seat.\n" });
      expect(await run(`${f("ward-a")},${f("ward-b")},${f("ward-a")}`)).toEqual({ code: 2, stdout: "", stderr: "error: 3 decks for Ward, which seats exactly 2 players: name one deck per seat.\n" });
      expect(await run(",")).toEqual({ code: 2, stdout: "", stderr: "error: --decks names the deck files, comma-separated: one per seat.\n" });
      expect(await run(`${f("ward-a")},,${f("ward-b")}`)).toEqual({
        code: 2,
        stdout: "",
        stderr: expect.stringMatching(/^error: --decks ".*" has an empty entry \(two commas in a row, or one at an end\): name a deck file in each place\.\n$/) as unknown,
      });
    }
    const guardians = { code: 2, stdout: "", stderr: "error: 2 decks for 3 seats (Guardians of the Elements, 3 players): name one deck per seat.\n" };
    expect(await rulesmithHere(["demo", "--game", "guardians", "--players", "3", "--decks", `${f("guardians-a")},${f("guardians-b")}`])).toEqual(guardians);
    expect(await rulesmithHere(["play", "guardians", "--players", "3", "--decks", `${f("guardians-a")},${f("guardians-b")}`])).toEqual(guardians);
    const duel = { code: 2, stdout: "", stderr: "error: Dice duel (example game) has no deck check, so it cannot play deck against deck.\n" };
    expect(await rulesmithHere(["demo", "--game", "dice-duel", "--decks", `${f("ward-a")},${f("ward-b")}`])).toEqual(duel);
    expect(await rulesmithHere(["play", "dice-duel", "--decks", `${f("ward-a")},${f("ward-b")}`])).toEqual(duel);
    expect(await rulesmithHere(["demo", "--decks", `${f("ward-a")},${f("ward-b")}`])).toEqual({ code: 2, stdout: "", stderr: "error: --decks holds the decks of one game: give --game too.\n" });
    // The decks set the seats: a seat past them is refused, saying how many decks have it.
    expect((await rulesmithHere(["play", "guardians", "--seat", "2", "--decks", `${f("guardians-a")},${f("guardians-b")}`])).stderr).toBe(
      "error: There is no seat 2 in Guardians of the Elements with 2 players; the seats are 0, 1 (3 or more decks have a seat 2).\n",
    );
    // One bot per other seat: two bots for the one seat two decks leave besides yours are refused.
    expect((await rulesmithHere(["play", "guardians", "--bot", "greedy,random", "--decks", `${f("guardians-a")},${f("guardians-b")}`])).stderr).toBe(
      "error: --bot names 2 bots for the 1 seat besides yours (Guardians of the Elements, 2 players): name one bot per other seat, 1 comma-separated, or a single bot for every other seat.\n",
    );
  });

  it("deck files that cannot be played: status 1, every file named with its problems, in the words simulate uses, and nothing is played", async () => {
    const missing = join(dir, "no-such-deck.json");
    for (const command of [
      ["demo", "--game", "ward"],
      ["play", "ward"],
    ]) {
      const r = await rulesmithHere([...command, "--seed", "1", "--decks", `${f("guardians-a")},${missing}`], "1\n");
      const sim = await rulesmithHere(["simulate", "ward", "--games", "1", "--bots", "random", "--workers", "0", "--decks", `${f("guardians-a")},${missing}`]);
      expect({ command: command[0], code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ command: command[0], code: 1, stdout: "", stderr: sim.stderr });
      expect(r.stderr).toMatch(/^error: 2 of 2 decks cannot be played:\n {2}".*guardians-a\.json" is not a valid Ward deck \(\d+ errors?\): .*\[deck\/malformed\]\.\n {2}Cannot read ".*no-such-deck\.json": there is no such file\.\n$/);
    }
  });

  it("shows --decks in the help of demo and play", async () => {
    for (const command of ["demo", "play"]) {
      const r = await rulesmithHere([command, "--help"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("--decks <files>");
      expect(r.stdout).toMatch(/one per\s+seat\s+in\s+seat\s+order/);
    }
  });
});
