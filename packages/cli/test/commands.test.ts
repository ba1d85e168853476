import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { own } from "@rulesmith/core";
import { parsed, rulesmith } from "./helpers.js";
import { forestAmbushDeck, sampleCardSet } from "@rulesmith/ward";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-cli-"));
});

function without(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
}

describe("rulesmith demo", () => {
  it("prints a play-by-play of a bot-vs-bot match ending with the winner line", async () => {
    const r = await rulesmith(["demo", "--game", "dice-duel", "--seed", "7"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("== Dice duel (example game): seed 7");
    expect(r.stdout).toMatch(/rolls 2d6 for the strike: \d \+ \d = \d+\./);
    expect(r.stdout).toMatch(/^(Winner: Player \d \(random\), because .+|Result: a draw, because .+)$/m);
    expect(r.stdout).not.toContain("\u001b[");
  });

  it("prints JSON with the record and the lines for scripts", async () => {
    const r = await rulesmith(["demo", "--game", "dice-duel", "--seed", "7", "--json"]);
    expect(r.code).toBe(0);
    const doc = parsed(r.stdout);
    expect(doc).toMatchObject({ matches: [{ game: "dice-duel", seed: 7, record: { format: "rulesmith/match", game: "dice-duel" } }] });
  });

  it("colours the output when FORCE_COLOR asks for it, even on a pipe", async () => {
    const r = await rulesmith(["demo", "--game", "dice-duel", "--seed", "7"], "", { NO_COLOR: "", FORCE_COLOR: "1" });
    expect(r.stdout).toContain("\u001b[");
  });

  it("help for a command that does not exist says so, with exit status 2", async () => {
    expect(await rulesmith(["help", "nope"])).toEqual({ code: 2, stdout: "", stderr: "error: unknown command 'nope' (commands: demo, play, simulate, merge, worker, replay, validate)\n" });
    const known = await rulesmith(["help", "demo"]);
    expect(known.code).toBe(0);
    expect(known.stdout).toMatch(/^Usage: rulesmith demo /);
  });

  it("names the games on offer for an unknown game, with exit status 2 (a usage error)", async () => {
    const r = await rulesmith(["demo", "--game", "chess"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('There is no game "chess". Games: ');
  });

  it("bot options a bot refuses, and --record without --game, are usage errors (status 2), said once before any match", async () => {
    const one = await rulesmith(["demo", "--game", "dice-duel", "--seed", "1", "--bots", "mcts:iterations=-1"]);
    expect(one).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: Cannot make the mcts bot for Dice duel (example game): Bad MCTS bot options: iterations is a whole number from 1 to 10000000.\n",
    });
    // A record holds one match: without --game (a match per game), --record is refused before any match.
    const records = await rulesmith(["demo", "--seed", "1", "--record", join(dir, "all.json")]);
    expect(records).toEqual({ code: 2, stdout: "", stderr: "error: --record saves one match, and without --game demo plays 3 (one per game): give --game, such as --game ward.\n" });
    // Seeds are 32 bits in core: 2^32 would play as seed 0, so it is refused.
    const big = await rulesmith(["demo", "--game", "ward", "--seed", "4294967296"]);
    expect(big.code).toBe(2);
    expect(big.stderr).toContain("Expected a whole number from 0 to 4294967295.");
    const wrap = await rulesmith(["simulate", "ward", "--games", "10", "--bots", "random", "--seed", "4294967290", "--workers", "0"]);
    expect(wrap).toEqual({ code: 2, stdout: "", stderr: "error: The seeds of the matches (4294967290 to 4294967299) are whole numbers from 0 to 4294967295.\n" });
    // Without --game every game would play: the error is still said once.
    const every = await rulesmith(["demo", "--seed", "1", "--bots", "greedy:nope=1"]);
    expect(every.code).toBe(2);
    expect(every.stdout).toBe("");
    expect(every.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("rulesmith play", () => {
  it("explains a bad answer, asks the same question again, and plays to the end", async () => {
    const answers = ["x", ...Array<string>(300).fill("1")].join("\n");
    const r = await rulesmith(["play", "dice-duel", "--seed", "11"], answers);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Your view:");
    expect(r.stdout).toContain("   1. Keep this hand");
    expect(r.stdout).toContain(
      'Your choice (1-2): x\nNot accepted: "x" is not one of the choices; type a number from 1 to 2.\nYour choice (1-2): 1\n',
    );
    expect(r.stdout).toMatch(/^(Winner: .+|Result: a draw, .+)$/m);
  });

  it("undo goes back to the player's last decision, never past a step that rolled dice or revealed a card, and the record leaves the undone action out", async () => {
    const record = join(dir, "undo.json");
    // Roll for first (dice), summon Fog (a card revealed), end the phase, undo, undo again, then play Eagle Eye.
    const r = await rulesmith(["play", "ward", "--seed", "3", "--bot", "random", "--record", record], ["1", "1", "4", "u", "u", "1"].join("\n"));
    expect(r.stdout).toContain("   u. Undo: back to your last decision");
    expect(r.stdout).toContain("Undone: back to your last decision.");
    // Back at the Summoning & Magic Phase, the summon of Fog cannot be undone: it revealed Fog.
    expect(r.stdout).toContain("Not accepted: There is nothing to undo: undo goes back to your last decision, never past dice rolled or a card revealed.");
    const saved = parsed(await readFile(record, "utf8"));
    const actions = typeof saved === "object" && saved !== null && "actions" in saved && Array.isArray(saved.actions) ? (saved.actions as { action: { type: string } }[]) : [];
    expect(actions.map((a) => a.action.type)).not.toContain("next");
    expect(actions.map((a) => a.action.type).slice(-1)).toEqual(["play"]);
    const replay = await rulesmith(["replay", record]);
    expect(replay.code).toBe(0);
  });

  it("offers no undo in a game whose ruleset does not say which steps rolled or revealed (the dice duel): each step is taken to", async () => {
    // Keep the hand, play a card: the bot's turn rolls dice; before this, undo went back past them.
    const r = await rulesmith(["play", "dice-duel", "--seed", "11"], ["1", "4", "u"].join("\n"));
    expect(r.stdout).not.toContain("u. Undo");
    expect(r.stdout).not.toContain("Undone");
    expect(r.stdout).toMatch(/Not accepted: /);
  });

  it("with --dice external asks for a coin as heads or tails, and takes the words or the face numbers", async () => {
    for (const [typed, shown] of [["heads", "heads"], ["T", "T"], ["2", "2"]] as const) {
      const r = await rulesmith(["play", "guardians", "--seed", "1", "--dice", "external"], `1\n${typed}\n`);
      expect(r.stdout).toContain(`Flip a coin for the first-player toss (heads: Player 0, tails: Player 1). Enter heads or tails: ${shown}`);
      expect(r.stdout).not.toContain("Not accepted");
    }
    const wrong = await rulesmith(["play", "guardians", "--seed", "1", "--dice", "external"], "1\nsideways\nheads\n");
    expect(wrong.stdout).toContain('Not accepted: "sideways" is not heads, tails or a face number; enter heads or tails (or 1 for heads, 2 for tails), like: heads');
  });

  it("with --dice external asks for the faces of every roll, refuses impossible faces, and records a match that replays", async () => {
    const record = join(dir, "external.json");
    // Keep, play a charm, strike, then impossible faces; after that alternating answers fit any
    // order of prompts: "1" answers a choice, "3 4" a roll of 2d6.
    const answers = ["1", "1", "1", "7 1", ...Array<string>(200).fill("1\n3 4")].join("\n");
    const r = await rulesmith(["play", "dice-duel", "--seed", "11", "--dice", "external", "--record", record], answers);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Dice: real dice at the table.");
    expect(r.stdout).toMatch(/Roll 2d6 for the strike\. Enter the faces: 7 1\nNot accepted: 7 is not a possible face/);
    expect(r.stdout).toContain("3 + 4 = 7 (real dice).");
    const replayed = await rulesmith(["replay", record]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("The record replays");
    // Each answer names the roll it was asked for (core's details.roll), 1, 2, 3, ... in order,
    // so that a stale answer is refused (chance/stale-answer).
    const saved: unknown = JSON.parse(await readFile(record, "utf8"));
    const actions = own(saved, "actions");
    const faces = (Array.isArray(actions) ? actions : []).map((a) => own(a, "action")).filter((a) => own(a, "type") === "faces");
    expect(faces.length).toBeGreaterThan(1);
    expect(faces.map((a) => own(a, "roll"))).toEqual(faces.map((_, i) => i + 1));
  });

  it("stops with a clear error when the input ends before the match", async () => {
    const r = await rulesmith(["play", "dice-duel", "--seed", "11"], "1\n");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("The input ended before the match did.");
  });

  it("writes the match so far to --record when the input ends first, and that record replays to where it stopped", async () => {
    const file = join(dir, "unfinished.json");
    const r = await rulesmith(["play", "dice-duel", "--seed", "11", "--record", file], "1\n");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("The input ended before the match did.");
    expect(r.stdout).toContain(`The match so far (2 actions) is saved to ${file}; it replays to where it stopped.`);
    const replayed = await rulesmith(["replay", file]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("No result: the match stopped before it ended.");
    // the record keeps the state it stopped in (no outcome): the replay must not say the match ends
    expect(replayed.stdout).toContain("The record replays: every action is legal and the match stops in the recorded state; it had not ended, so there is no result.");
    expect(replayed.stdout).not.toContain("the match ends in the recorded state and outcome");
  });
});

describe("rulesmith simulate", () => {
  it("gives identical results with 1 and 2 workers (matches sharded by seed)", async () => {
    const args = ["simulate", "dice-duel", "--games", "400", "--bots", "random,random", "--seed", "5", "--json"];
    const [one, two] = await Promise.all([rulesmith([...args, "--workers", "1"]), rulesmith([...args, "--workers", "2"])]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const a = parsed(one.stdout);
    const b = parsed(two.stdout);
    expect(a).toMatchObject({ game: "dice-duel", games: 400, timing: { workers: 1 } });
    // --workers is capped at the core count (with a warning), so a 1-core machine uses one.
    expect(b).toMatchObject({ timing: { workers: Math.min(2, availableParallelism()) } });
    expect(without(b, "timing")).toEqual(without(a, "timing"));
  });

  it("prints win rates with 95% intervals, the first-seat advantage and match length", async () => {
    const out = join(dir, "sim.json");
    const r = await rulesmith(["simulate", "dice-duel", "--games", "200", "--bots", "random,random", "--workers", "0", "--json", out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/1\. random\s+\d+\s+\d+\s+\d+\s+\d+\.\d%\s+\[\d+\.\d%, \d+\.\d%\]/);
    expect(r.stdout).toContain("first seat (player 0): won ");
    expect(r.stdout).toMatch(/match length: mean \d+\.\d actions, sd \d+\.\d/);
    expect(r.stdout).toMatch(/time per match: mean \d+\.\d+ ms/);
    expect(parsed(await readFile(out, "utf8"))).toMatchObject({ games: 200, bots: ["random", "random"] });
  });

  it("refuses an unknown bot with the list of bots, exit status 2 (a usage error)", async () => {
    const r = await rulesmith(["simulate", "dice-duel", "--games", "5", "--bots", "random,wizard", "--workers", "0"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('There is no bot "wizard". Bots: random');
  });
});

describe("rulesmith replay", () => {
  let good = "";
  beforeAll(async () => {
    good = join(dir, "good.json");
    const r = await rulesmith(["demo", "--game", "dice-duel", "--seed", "3", "--record", good]);
    if (r.code !== 0) throw new Error(`demo --record failed: ${r.stderr}`);
  });

  async function variant(name: string, change: (record: Record<string, unknown>) => void): Promise<string> {
    const value = parsed(await readFile(good, "utf8"));
    const record: Record<string, unknown> = typeof value === "object" && value !== null ? { ...value } : {};
    change(record);
    const file = join(dir, name);
    await writeFile(file, JSON.stringify(record));
    return file;
  }

  it("replays a good record and prints its play-by-play", async () => {
    const r = await rulesmith(["replay", good]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("== Replay of ");
    expect(r.stdout).toMatch(/^Winner: Player \d, because .+$|^Result: a draw/m);
    expect(r.stdout).toContain("The record replays: every action is legal and the match ends in the recorded state and outcome.");
  });

  it("a record that demo saved at --max-steps replays to where it stopped, and says the match had not ended", async () => {
    const file = join(dir, "stopped.json");
    const demo = await rulesmith(["demo", "--game", "dice-duel", "--seed", "3", "--max-steps", "3", "--record", file]);
    expect(demo.code).toBe(1);
    const text = await rulesmith(["replay", file]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("The record replays: every action is legal and the match stops in the recorded state; it had not ended, so there is no result.");
    expect(text.stdout).not.toContain("the match ends in the recorded state and outcome");
    expect(parsed((await rulesmith(["replay", file, "--json"])).stdout)).toMatchObject({ ok: true, finished: true, ended: false, outcome: null });
  });

  it("a record of an ended match that keeps no final state says the match ends with nothing to compare, in text and JSON", async () => {
    const file = await variant("no-final.json", (r) => {
      delete r["final"];
    });
    const text = await rulesmith(["replay", file]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("The record replays: every action is legal and the match ends, but the record keeps no final state and outcome to compare with.");
    const json = await rulesmith(["replay", file, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ ok: true, finished: false, ended: true });
    expect(parsed((await rulesmith(["replay", good, "--json"])).stdout)).toMatchObject({ ok: true, finished: true, ended: true });
  });

  it("says where and why a record whose config was changed does not replay, exit status 1", async () => {
    const file = await variant("tampered.json", (r) => {
      r["config"] = { seed: 4 };
    });
    const r = await rulesmith(["replay", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("does not replay: The config was changed after the match was recorded");
    expect(r.stderr).toContain("(at $.configHash) [record/invalid]");
  });

  it("says where and why a record of another format version does not replay, exit status 1", async () => {
    const file = await variant("v99.json", (r) => {
      r["version"] = 99;
    });
    const r = await rulesmith(["replay", file, "--json"]);
    expect(r.code).toBe(1);
    expect(parsed(r.stdout)).toMatchObject({ ok: false, error: { code: "record/version", details: { field: "$.version" } } });
  });

  it("names the action that is refused in a record with an illegal action", async () => {
    const file = await variant("illegal.json", (r) => {
      r["actions"] = [{ player: 0, action: { type: "strike" } }];
      r["final"] = undefined;
    });
    const r = await rulesmith(["replay", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("(at action 1, $.actions[0]) [record/rejected]");
  });
});

describe("rulesmith demo and replay of Ward (a game on the engine kit)", () => {
  it("names the cards a spectator sees, and a replay hides the cards drawn into hands unless it reveals", async () => {
    const record = join(dir, "ward.json");
    const demo = await rulesmith(["demo", "--game", "ward", "--seed", "2", "--bots", "greedy,random", "--record", record]);
    expect(demo.code).toBe(0);
    expect(demo.stdout).toMatch(/^Player \d summons [A-Z][\w ]+ \(c\d+\) as the primary creature\.$/m);
    const spectator = await rulesmith(["replay", record]);
    expect(spectator.code).toBe(0);
    expect(spectator.stdout).toContain("A hidden card moves from Player 1's deck to their hand.");
    expect(spectator.stdout).not.toMatch(/^Card .+ moves from Player \d's deck to their hand\.$/m);
    expect(spectator.stdout).toContain("The record replays");
    const revealed = await rulesmith(["replay", record, "--reveal"]);
    expect(revealed.stdout).toMatch(/^Card [A-Z][\w ]+ \(c\d+\) moves from Player 1's deck to their hand\.$/m);
  });
});

describe("rulesmith validate", () => {
  it("lists every problem of a deck at once, with card and field, exit status 1", async () => {
    const file = join(dir, "bad-deck.json");
    await writeFile(file, JSON.stringify({ name: "Broken", cards: [{ id: "bear-wolf", count: 9 }, { id: "no-such-card", count: 2 }] }));
    const r = await rulesmith(["validate", "ward", "deck", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("is not a valid Ward deck: 3 errors");
    expect(r.stdout).toContain("card `no-such-card`:");
    expect(r.stdout).toContain("[deck/unknown-card]");
    expect(r.stdout).toContain("[deck/size");
    expect(r.stdout).toContain("[deck/copies");
  });

  it("words each card problem as a sentence naming the card and the field", async () => {
    const file = join(dir, "misspelt-cards.json");
    const bear = { kind: "creature", id: "bear-wolf", name: "Bear Wolf", attackName: "Maul", attackDice: 2, modifier: 1, armorLevel: 6, speed: 4, hp: 40, colour: "red" };
    await writeFile(file, JSON.stringify({ name: "Set", cards: [bear] }));
    const r = await rulesmith(["validate", "ward", "cards", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("card `bear-wolf`: the field `creatureType` is missing [cards/invalid]");
    expect(r.stdout).toMatch(/card `bear-wolf`: unknown field `colour`/);
  });

  it("lists every problem of a card file with card and field, as JSON for scripts", async () => {
    const file = join(dir, "bad-cards.json");
    await writeFile(file, JSON.stringify({ name: "Set", cards: [{ id: "Bad Id", name: "" }, { kind: "creature" }] }));
    const r = await rulesmith(["validate", "ward", "cards", file, "--json"]);
    expect(r.code).toBe(1);
    const doc = parsed(r.stdout);
    expect(doc).toMatchObject({ game: "ward", kind: "cards", valid: false });
    const problems = typeof doc === "object" && doc !== null && "problems" in doc && Array.isArray(doc.problems) ? doc.problems : [];
    expect(problems.length).toBeGreaterThan(2);
    expect(problems).toContainEqual(expect.objectContaining({ card: "#1", field: "id" }));
  });

  it("a deck list checked as cards, or a card set checked as a deck, gets a hint naming the right command", async () => {
    const deck = join(dir, "deck-as-cards.json");
    await writeFile(deck, JSON.stringify({ name: "Deck", cards: [{ id: "bear-wolf", count: 3 }, { id: "fog", count: 2 }] }));
    const asCards = await rulesmith(["validate", "ward", "cards", deck]);
    expect(asCards.code).toBe(1);
    expect(asCards.stdout).toContain(`hint: It looks like a deck list (each card an id and a count): check it with \`rulesmith validate ward deck ${deck}\`.`);
    const json = parsed((await rulesmith(["validate", "ward", "cards", deck, "--json"])).stdout);
    expect(json).toMatchObject({ valid: false });
    expect(Reflect.get(json as object, "hint")).toContain("validate ward deck");

    const set = join(dir, "set as deck.json");
    const bear = { kind: "creature", id: "bear-wolf", name: "Bear Wolf" };
    await writeFile(set, JSON.stringify({ name: "Set", cards: [bear] }));
    const asDeck = await rulesmith(["validate", "ward", "deck", set]);
    expect(asDeck.code).toBe(1);
    // The path has a space: the command quotes it for a shell.
    expect(asDeck.stdout).toContain(`hint: It looks like a card set (card definitions, not counts): check it with \`rulesmith validate ward cards '${set}'\``);

    // A file of the right kind with problems of its own gets no hint.
    const broken = join(dir, "broken-deck.json");
    await writeFile(broken, JSON.stringify({ name: "Broken", cards: [{ id: "bear-wolf", count: 9 }] }));
    const plain = await rulesmith(["validate", "ward", "deck", broken, "--json"]);
    expect(plain.code).toBe(1);
    expect(parsed(plain.stdout)).not.toHaveProperty("hint");
    expect((await rulesmith(["validate", "ward", "deck", broken])).stdout).not.toContain("hint:");
  });

  it("a broken --cards set is reported as the card set's problems, not the deck's; --cards with a cards check is a usage error", async () => {
    const deck = join(dir, "good-deck.json");
    await writeFile(deck, JSON.stringify({ name: "Deck", cards: [{ id: "bear-wolf", count: 3 }] }));
    const set = join(dir, "broken-set.json");
    await writeFile(set, JSON.stringify({ name: "Set", cards: [{ kind: "creature", id: "x" }] }));
    const r = await rulesmith(["validate", "ward", "deck", deck, "--cards", set]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${deck.replaceAll("/", "\\/")} cannot be checked: its card set .*broken-set\\.json is not a valid Ward card set: \\d+ errors`));
    expect(r.stdout).toContain("card `x`: the field `name` is missing [cards/invalid]");
    expect(r.stdout).not.toContain("deck/");
    const json = parsed((await rulesmith(["validate", "ward", "deck", deck, "--cards", set, "--json"])).stdout);
    expect(json).toMatchObject({ valid: false, cardSet: { file: set, valid: false } });
    const misuse = await rulesmith(["validate", "ward", "cards", set, "--cards", set]);
    expect(misuse.code).toBe(2);
    expect(misuse.stderr).toContain("--cards gives the card set a deck is checked against");
  });

  it("a --cards set with a __proto__ key is a broken card set, and a --cards file that cannot be read is reported as JSON with --json", async () => {
    const deck = join(dir, "starter-deck.json");
    await writeFile(deck, JSON.stringify(forestAmbushDeck));
    const set = join(dir, "proto-set.json");
    const sample = JSON.stringify(sampleCardSet);
    await writeFile(set, sample.replace('"cards":[{', '"cards":[{"__proto__":{"hp":5},'));
    const r = await rulesmith(["validate", "ward", "deck", deck, "--cards", set]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/cannot be checked: its card set .*proto-set\.json is not a valid Ward card set/);
    expect(parsed((await rulesmith(["validate", "ward", "deck", deck, "--cards", set, "--json"])).stdout)).toMatchObject({ valid: false, cardSet: { valid: false } });
    const missing = await rulesmith(["validate", "ward", "deck", deck, "--cards", join(dir, "no-such-set.json"), "--json"]);
    expect(missing.code).toBe(1);
    expect(parsed(missing.stdout)).toMatchObject({ valid: false, cardSet: { valid: false }, problems: [{ severity: "error" }] });
  });

  it("accepts a valid card file with exit status 0", async () => {
    const file = join(dir, "good-cards.json");
    await writeFile(file, JSON.stringify({ name: "x", cards: [] }));
    const r = await rulesmith(["validate", "ward", "cards", file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("is a valid Ward card set");
  });
});
