// Text from a file (a deck's name, a card id, a path, a match record's card names) reaches the
// terminal one way: control characters escaped, long values cut; JSON output keeps it as it is.
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isRecord, playMatch, randomChooser, type GameEvent } from "@rulesmith/core";
import { diceDuel } from "@rulesmith/core/examples";
import { demoConfig, forestAmbushDeck, ironWorksDeck, ruleset, sampleCardSet, wardPackage } from "@rulesmith/ward";
import { beforeAll, describe, expect, it } from "vitest";
import { diceDuelModule } from "../src/dice-duel-module.js";
import type { DemoOptions } from "../src/game-module.js";
import { outcomeLine } from "../src/play-by-play.js";
import { buildRegistry, gameFromPackage } from "../src/registry.js";
import { quoted, quotedPath, shownPath, shownText } from "../src/user-input.js";
import { parsed, rulesmithHere } from "./helpers.js";

/** Whether a text holds a C0 control other than the line break that ends each line, DEL or a C1 control. */
function hasRawControl(text: string): boolean {
  return Array.from(text).some((ch) => {
    const code = ch.charCodeAt(0);
    return (code <= 0x1f && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
  });
}

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-text-"));
});

describe("one way to show outside text on a terminal", () => {
  it("escapes C0, DEL and C1 controls and cuts long text, never inside an escape or a surrogate pair", () => {
    expect(shownText("Evil\u001b[31m\nFAKE LINE")).toBe("Evil\\u001b[31m\\nFAKE LINE");
    expect(shownText("a\u007fb\u009bc\td\r")).toBe("a\\u007fb\\u009bc\\td\\r");
    expect(shownText("x".repeat(100))).toBe(`${"x".repeat(39)}…`);
    expect(shownText(`${"x".repeat(36)}\u001b[2J`)).toBe(`${"x".repeat(36)}…`);
    expect(shownText("😀".repeat(30))).toBe(`${"😀".repeat(19)}…`);
    expect(shownText("y".repeat(5000), Infinity)).toHaveLength(5000);
    expect(shownPath(`/home/someone/${"deep/".repeat(20)}match.json`)).toBe("/home/someone…/deep/deep/deep/match.json");
    expect(shownPath("decks/forest.json")).toBe("decks/forest.json");
    // Quoted values are escaped the same way, C1 and DEL included (JSON.stringify leaves those).
    expect(quoted("\u009b2J\u007f")).toBe('"\\u009b2J\\u007f"');
    expect(quotedPath("a\u0085b.json")).toBe('"a\\u0085b.json"');
  });
});

describe("simulate: deck names", () => {
  it("a name with an escape sequence and a line break is shown escaped, in the header and the table; --json keeps it", async () => {
    const evil = join(dir, "escname.json");
    const forest = join(dir, "forest.json");
    const name = "Evil\u001b[31m\nFAKE LINE\u009b2J";
    await writeFile(evil, JSON.stringify({ ...forestAmbushDeck, name }));
    await writeFile(forest, JSON.stringify(forestAmbushDeck));
    const args = ["simulate", "ward", "--decks", `${evil},${forest}`, "--games", "2", "--bots", "random", "--workers", "0"];
    const r = await rulesmithHere(args);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(hasRawControl(r.stdout)).toBe(false);
    expect(r.stdout).not.toMatch(/^FAKE LINE/m);
    const shown = "Evil\\u001b[31m\\nFAKE LINE\\u009b2J";
    expect(r.stdout).toMatch(new RegExp(`^deck against deck, seats alternated: 1\\. ${shown.replace(/[[\\]/g, "\\$&")} \\([0-9a-f]{8}\\) vs 2\\. Forest Ambush`, "m"));
    expect(r.stdout).toContain(`\n1. ${shown} (random)  `);
    const json = await rulesmithHere([...args, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ decks: [{ name }, { name: "Forest Ambush" }], standings: [{ deck: name }, { deck: "Forest Ambush" }] });
  });

  it("a long name is cut to 40 characters, and the table stays aligned", async () => {
    const long = join(dir, "long.json");
    const iron = join(dir, "iron.json");
    await writeFile(long, JSON.stringify({ ...forestAmbushDeck, name: "L".repeat(500) }));
    await writeFile(iron, JSON.stringify(ironWorksDeck));
    const r = await rulesmithHere(["simulate", "ward", "--decks", `${long},${iron}`, "--games", "2", "--bots", "random", "--workers", "0"]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("L".repeat(40));
    expect(r.stdout).toContain(`1. ${"L".repeat(39)}… (random)  `);
    // The interval column starts at one place in the header and in every row.
    const rows = r.stdout.split("\n").filter((l) => /^(deck {2}|\d\. )/.test(l));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((l) => (l.startsWith("deck") ? l.indexOf("95% CI") : l.indexOf("["))))).toEqual(new Set([rows[0]?.indexOf("95% CI")]));
  });
});

describe("validate: card ids, messages and the file's path", () => {
  it("a card id that would clear the screen is escaped and cut to 40 characters; --json keeps it", async () => {
    const id = `\u001b[2J${"x".repeat(80)}`;
    const file = join(dir, "escid.json");
    await writeFile(file, JSON.stringify({ ...forestAmbushDeck, cards: [{ id, count: 2 }, ...forestAmbushDeck.cards] }));
    const r = await rulesmithHere(["validate", "ward", "deck", file]);
    expect(r.code).toBe(1);
    expect(hasRawControl(r.stdout)).toBe(false);
    expect(r.stdout).toContain(`  error   card \`\\u001b[2J${"x".repeat(30)}…\`: The deck lists "\\u001b[2J${"x".repeat(80)}", which is not in the card set. [deck/unknown-card]\n`);
    const json = await rulesmithHere(["validate", "ward", "deck", file, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ problems: [{ code: "deck/unknown-card", card: id }, { code: "deck/size" }] });
  });

  it("the headline's path: a line break escaped, a long path cut in the middle; the hint's command quotes it for a shell", async () => {
    const broken = join(dir, "bad\nline.json");
    await writeFile(broken, JSON.stringify({ name: "x", cards: [{ id: "bear-wolf", count: 3 }] }));
    const r = await rulesmithHere(["validate", "ward", "cards", broken]);
    expect(r.code).toBe(1);
    const [headline = ""] = r.stdout.split("\n");
    expect(headline).toMatch(/bad\\nline\.json is not a valid Ward card set: \d+ errors?, /);
    expect(r.stdout).toContain(`check it with \`rulesmith validate ward deck $'${broken.replace("\n", "\\n")}'\`.`);
    const deep = join(dir, "d".repeat(60));
    const long = join(deep, "my-deck.json");
    await mkdir(deep);
    await writeFile(long, "{}");
    const cut = await rulesmithHere(["validate", "ward", "deck", long]);
    const [first = ""] = cut.stdout.split("\n");
    expect(shownPath(long)).toHaveLength(40);
    expect(shownPath(long)).toMatch(/^.{13}…d+\/my-deck\.json$/);
    expect(first.startsWith(`${shownPath(long)} is not a valid Ward deck: `)).toBe(true);
    const json = await rulesmithHere(["validate", "ward", "cards", broken, "--json"]);
    expect(parsed(json.stdout)).toMatchObject({ file: broken });
  });
});

describe("replay, demo and play: text from a match record", () => {
  it("replay: card names from the record's config are shown escaped in the play-by-play; --json keeps them", async () => {
    // Every card of the set named with an escape sequence and a bell, as a record's config may hold them.
    const cards = { ...sampleCardSet, cards: sampleCardSet.cards.map((c) => ({ ...c, name: `Evil\u001b[31m${c.name}\u0007` })) };
    const played = playMatch(ruleset, { ...demoConfig(3), cards }, randomChooser(5), { maxSteps: 400 });
    if (!played.ok) throw new Error(played.error.message);
    const file = join(dir, "evil-names.json");
    await writeFile(file, JSON.stringify(played.value.record));
    const r = await rulesmithHere(["replay", file]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(hasRawControl(r.stdout)).toBe(false);
    expect(r.stdout).toMatch(/ Evil\\u001b\[31m[A-Z][\w ]+\\u0007 \(c\d+\)/);
    expect(r.stdout).toContain("The record replays");
    const json = await rulesmithHere(["replay", file, "--json"]);
    const lines: unknown = Reflect.get(Object(parsed(json.stdout)), "lines");
    expect(Array.isArray(lines) && lines.some((l) => typeof l === "string" && l.includes(" Evil\u001b[31m") && l.includes("\u0007 (c"))).toBe(true);
  });

  it("replay: a refused action's card id and the record's path are shown escaped in the error", async () => {
    const record = join(dir, "duel.json");
    expect((await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "1", "--record", record])).code).toBe(0);
    const value = parsed(await readFile(record, "utf8"));
    const actions: unknown = Reflect.get(Object(value), "actions");
    if (!Array.isArray(actions)) throw new Error("no actions");
    // Action 3 is player 0's first play: the id is refused as no charm in their hand, and quoted.
    const changed = typeof value === "object" && value !== null ? { ...value, final: undefined, actions: actions.map((a: unknown, i) => (i === 2 ? { player: 0, action: { type: "play", card: "zz\u001b[2J\u0007" } } : a)) } : {};
    const file = join(dir, "bell\u0007.json");
    await writeFile(file, JSON.stringify(changed));
    const r = await rulesmithHere(["replay", file]);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 1, stdout: "" });
    expect(hasRawControl(r.stderr)).toBe(false);
    expect(r.stderr).toBe(`error: ${join(dir, "bell\\u0007.json")} does not replay: Action 3 of ${actions.length} (player 0: {"card":"zz\\u001b[2J\\u0007","type":"play"}) was refused: zz\\u001b[2J\\u0007 is not a charm in your hand. [action/illegal] (at action 3, $.actions[2]) [record/rejected]\n`);
  });

  it("demo and play: the play-by-play and the record's path are shown escaped; demo's --json keeps the words", async () => {
    const duel = diceDuelModule(diceDuel);
    const loud = { ...duel, describeEvent: (e: GameEvent) => (e.type === "damage" ? `Ouch\u001b[31m\u0007 (${String(e["player"])})` : duel.describeEvent?.(e)) };
    const registry = buildRegistry([], [loud]);
    const demo = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "7"], "", registry);
    expect(demo.code).toBe(0);
    expect(hasRawControl(demo.stdout)).toBe(false);
    expect(demo.stdout).toContain("\nOuch\\u001b[31m\\u0007 (1)\n");
    const json = await rulesmithHere(["demo", "--game", "dice-duel", "--seed", "7", "--json"], "", registry);
    expect(json.stdout).toContain(JSON.stringify("Ouch\u001b[31m\u0007 (1)"));
    // The result line is escaped too, whatever the game's reason says.
    expect(outcomeLine({ winners: [1], losers: [0], reason: "Evil\u001b[2J\u0007 fell" })).toBe("Winner: Player 1, because Evil\\u001b[2J\\u0007 fell.");
    const record = join(dir, "play\u0007.json");
    const play = await rulesmithHere(["play", "dice-duel", "--seed", "1", "--max-steps", "3", "--record", record], "1\n".repeat(20));
    expect(play.code).toBe(1);
    expect(hasRawControl(play.stdout)).toBe(false);
    expect(play.stdout).toContain(`The match so far (3 actions) is saved to ${join(dir, "play\\u0007.json")}; it replays to where it stopped.`);
  });
});

describe("play: words from the game package", () => {
  it("a card set whose names hold escape sequences: the board, the actions and the bot's summary show them escaped", async () => {
    // Every card named with a colour change and a bell, as a custom card file may name them.
    const cards = { ...sampleCardSet, cards: sampleCardSet.cards.map((c) => ({ ...c, name: `Evil\u001b[31m${c.name}\u0007` })) };
    const ward = gameFromPackage(wardPackage);
    const demo = (seed: number, options?: DemoOptions): unknown => {
      const config = ward.demoConfig(seed, options);
      return isRecord(config) ? { ...config, cards } : config;
    };
    const evil = { ...ward, demoConfig: demo };
    const r = await rulesmithHere(["play", "ward", "--seed", "1"], "1\n".repeat(9), buildRegistry([], [evil]));
    expect(r.stderr).toBe("error: The input ended before the match did.\n");
    expect(hasRawControl(r.stdout)).toBe(false);
    // The board and the actions name the cards, escaped.
    expect(r.stdout).toMatch(/^ {2}.*Evil\\u001b\[31mBear Wolf\\u0007: creature, HP 40/m);
    expect(r.stdout).toMatch(/^ {3}\d\. Summon Evil\\u001b\[31m[A-Z][\w ]+\\u0007 \(AL/m);
    // The bot's turn in words, from the game's describeAction: escaped too.
    expect(r.stdout).toMatch(/^Player 1 \(random\) played \d actions?: .*Evil\\u001b\[31m[A-Z][\w ]+\\u0007/m);
  });
});
