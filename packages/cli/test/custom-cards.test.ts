// `--cards FILE`: cards of your own added to the game's sample cards, for validate, demo, play
// and simulate (shards and queue jobs carry them).
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { own } from "@rulesmith/core";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { ironWorksDeck, sampleCardSet } from "@rulesmith/ward";
import { wardomPackage } from "@rulesmith/wardom";
import { beforeAll, describe, expect, it } from "vitest";
import { checkCustomCards } from "../src/custom-cards.js";
import { parseShardJob, runId } from "../src/queue.js";
import { findGame, loadRegistry } from "../src/registry.js";
import { parseSimulationSetup, setupOf } from "../src/shards.js";
import { prepareSimulation, simulate } from "../src/simulate.js";
import { quotedPath } from "../src/user-input.js";
import { parsed, rulesmithHere } from "./helpers.js";

let dir = "";
let cards = "";
let deck = "";

const tinyBug = {
  kind: "creature",
  id: "tiny-bug",
  name: "Tiny Bug",
  creatureType: "bug",
  attackName: "Nibble",
  attackDice: 1,
  modifier: 0,
  armorLevel: 3,
  speed: 2,
  hp: 10,
  text: "A small bug.",
};
/** Iron Works with Tiny Bug in place of Cave Beetle: sample cards and a card of one's own. */
const bugDeck = { name: "Bugs", cards: ironWorksDeck.cards.map((e) => (e.id === "cave-beetle" ? { id: "tiny-bug", count: e.count } : e)) };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-cards-"));
  cards = join(dir, "my-cards.json");
  deck = join(dir, "bugs.json");
  await writeFile(cards, JSON.stringify({ name: "Bugs", cards: [tinyBug] }));
  await writeFile(deck, JSON.stringify(bugDeck));
});

describe("validate <game> deck --cards adds the file's cards to the sample cards", () => {
  it("a deck of sample cards and cards of the file is valid; without --cards it is not", async () => {
    const r = await rulesmithHere(["validate", "ward", "deck", deck, "--cards", cards]);
    expect(r.stdout).toContain("is a valid Ward deck");
    expect(r.code).toBe(0);
    const without = await rulesmithHere(["validate", "ward", "deck", deck]);
    expect(without.code).toBe(1);
    expect(without.stdout).toContain("[deck/unknown-card]");
  });

  it("a plain list of cards is taken as a set", async () => {
    const list = join(dir, "list.json");
    await writeFile(list, JSON.stringify([tinyBug]));
    expect((await rulesmithHere(["validate", "ward", "deck", deck, "--cards", list])).code).toBe(0);
  });

  it("a card named like a sample card is named by its place in the file and its id, with the sample card it clashes with, not by its place in the pool", async () => {
    const named = join(dir, "named.json");
    // Ward counts copies by name in any case (W-3.2.1-1): "bear wolf" is Bear Wolf.
    await writeFile(named, JSON.stringify({ name: "Named", cards: [tinyBug, { ...tinyBug, id: "my-wolf", name: "bear wolf" }] }));
    const r = await rulesmithHere(["validate", "ward", "deck", deck, "--cards", named]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `card \`my-wolf\`, field name: Card #1 of ${quotedPath(named)}: Duplicate name: Ward's sample card "bear-wolf" has the same name (copies are counted by name, rule 3.2.1). [cards/invalid]`,
    );
    expect(r.stdout).not.toMatch(/#\d\d/);
    const demo = await rulesmithHere(["demo", "--game", "ward", "--cards", named]);
    expect(demo.code).toBe(1);
    expect(demo.stderr).toContain(`Card #1 of ${quotedPath(named)}: Duplicate name: Ward's sample card "bear-wolf" has the same name`);
    // Wardom names the card in quotes; the library calls the cards "the cards".
    const shieldmaiden = wardomPackage.sampleCards.find((c) => c.id === "shieldmaiden");
    const wardom = assertOk(findGame(await loadRegistry(), "wardom"));
    const refused = assertErr(checkCustomCards(wardom, [{ ...shieldmaiden, id: "my-maiden" }], "The cards"));
    expect(refused.details).toMatchObject({
      problems: [
        {
          card: "my-maiden",
          field: "name",
          rule: "D-AMB-48",
          message: 'Card #0 of the cards: Duplicate name "Shieldmaiden" (also Wardom: Sword and Shield\'s sample card "shieldmaiden"); copies are counted by name (D-AMB-48).',
        },
      ],
    });
  });

  it("every place in the pool a game's message names is rewritten, and quoted text is left as it is", () => {
    const samples = [{ id: "s0", name: "Zero" }, { id: "s1", name: "One" }];
    const problem = (message: string) => ({ severity: "error" as const, code: "cards/invalid", message, card: "mine-1", field: "name", rule: null });
    const stub = {
      id: "stub",
      name: "Stub",
      sampleCards: samples,
      // The file alone is valid; with the sample cards, the game names places in the pool.
      parseCardSet: (set: unknown) => {
        const pool = own(set, "cards");
        return Array.isArray(pool) && pool.length > 2
          ? { valid: false, problems: [problem('Name "Odd card #1" is card #1\'s; cards[3] repeats cards[0]. Card #2 too.')] }
          : { valid: true, problems: [] };
      },
    };
    const refused = assertErr(checkCustomCards(stub, [{ id: "mine-0" }, { id: "mine-1" }], '"mine.json"'));
    expect(own(refused.details, "problems")).toEqual([
      problem('Card #1 of "mine.json": Name "Odd card #1" is Stub\'s sample card "s1"\'s; card #1 of "mine.json" repeats Stub\'s sample card "s0". Card #0 of "mine.json" too.'),
    ]);
  });

  it("a card with a sample card's id is an error naming the id", async () => {
    const clash = join(dir, "clash.json");
    await writeFile(clash, JSON.stringify({ name: "Clash", cards: [tinyBug, { ...tinyBug, id: "bear-wolf", name: "Other Wolf" }] }));
    const r = await rulesmithHere(["validate", "ward", "deck", deck, "--cards", clash]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("card `bear-wolf`, field id: The id \"bear-wolf\" is the id of one of Ward's sample cards; --cards adds cards to the sample cards, so give this card an id of its own. [cards/sample-id]");
  });
});

describe("demo, play and simulate take --cards", () => {
  it("demo plays on the sample cards and the file's, and its record keeps them", async () => {
    const record = join(dir, "demo.json");
    const r = await rulesmithHere(["demo", "--game", "ward", "--seed", "3", "--cards", cards, "--record", record]);
    expect(r.code).toBe(0);
    const saved: unknown = JSON.parse(await readFile(record, "utf8"));
    const pool = own(own(own(saved, "config"), "cards"), "cards");
    expect(Array.isArray(pool) ? pool.length : 0).toBe(sampleCardSet.cards.length + 1);
    expect(JSON.stringify(pool)).toContain('"tiny-bug"');
    expect((await rulesmithHere(["replay", record])).code).toBe(0);
  });

  it("a card file with errors lists them as validate does (card, field, rule), exit status 1, and nothing is played", async () => {
    const broken = join(dir, "broken.json");
    await writeFile(broken, JSON.stringify({ name: "Broken", cards: [{ ...tinyBug, hp: undefined }, { ...tinyBug, id: "ent-tree", name: "Ent" }] }));
    for (const args of [
      ["demo", "--game", "ward", "--seed", "3"],
      ["play", "ward", "--seed", "3"],
      ["simulate", "ward", "--games", "2", "--bots", "random", "--workers", "0"],
    ]) {
      const r = await rulesmithHere([...args, "--cards", broken], "1\n");
      expect({ command: args[0], code: r.code, stdout: r.stdout }).toEqual({ command: args[0], code: 1, stdout: "" });
      expect(r.stderr).toMatch(/^error: ".*broken\.json" is not a valid Ward card set \(1 error\)\.\n {2}error {3}card `tiny-bug`: the field `hp` is missing \[cards\/invalid\]\n$/);
    }
    const clash = await rulesmithHere(["demo", "--game", "ward", "--cards", join(dir, "clash.json")]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('a card with the id of a Ward sample card: "bear-wolf".');
  });

  it("--cards without --decks warns that the starter decks hold none of its cards; with --decks it does not", async () => {
    const warning = `warning: --cards ${quotedPath(cards)} without --decks: the starter decks hold none of its cards, so they are checked but not played; give --decks with decks that use them.\n`;
    for (const args of [
      ["demo", "--game", "ward", "--seed", "3", "--max-steps", "5"],
      ["play", "ward", "--seed", "3"],
      ["simulate", "ward", "--games", "1", "--bots", "random", "--workers", "0", "--max-steps", "5"],
    ]) {
      const r = await rulesmithHere([...args, "--cards", cards], "1\n");
      expect({ command: args[0], warned: r.stderr.startsWith(warning) }).toEqual({ command: args[0], warned: true });
    }
    const iron = join(dir, "iron.json");
    await writeFile(iron, JSON.stringify(ironWorksDeck));
    const withDecks = await rulesmithHere(["simulate", "ward", "--games", "1", "--bots", "random", "--workers", "0", "--max-steps", "5", "--decks", `${deck},${iron}`, "--cards", cards]);
    expect({ code: withDecks.code, stderr: withDecks.stderr }).toEqual({ code: 0, stderr: "" });
  });

  it("--cards is a usage error without --game in demo, and for a game without cards", async () => {
    expect((await rulesmithHere(["demo", "--cards", cards])).code).toBe(2);
    const duel = await rulesmithHere(["play", "dice-duel", "--cards", cards]);
    expect(duel.code).toBe(2);
    expect(duel.stderr).toContain("has no card format, so it takes no --cards.");
  });

  it("simulate --decks checks the decks against the sample cards and the file's, and the digest covers the cards", async () => {
    const iron = join(dir, "iron.json");
    await writeFile(iron, JSON.stringify(ironWorksDeck));
    const refused = await rulesmithHere(["simulate", "ward", "--games", "2", "--bots", "random", "--workers", "0", "--decks", `${deck},${iron}`]);
    expect(refused.code).toBe(1);
    const r = await rulesmithHere(["simulate", "ward", "--games", "2", "--bots", "random", "--workers", "0", "--decks", `${deck},${iron}`, "--cards", cards, "--json"]);
    expect(r.code).toBe(0);
    const report = parsed(r.stdout);
    expect(report).toMatchObject({ failed: 0, finished: 2, cards: { name: "Bugs", count: 1 } });
    const plain = parsed((await rulesmithHere(["simulate", "ward", "--games", "2", "--bots", "random", "--workers", "0", "--json"])).stdout);
    const withCards = parsed((await rulesmithHere(["simulate", "ward", "--games", "2", "--bots", "random", "--workers", "0", "--json", "--cards", cards])).stdout);
    // The same matches (the new card is in no deck), a different simulation: the digests differ.
    expect(own(withCards, "digest")).not.toBe(own(plain, "digest"));
  });

  it("demo and play --decks play a deck of the file's cards with --cards, the record keeps both and replays; without --cards the deck is refused", async () => {
    const iron = join(dir, "iron.json");
    await writeFile(iron, JSON.stringify(ironWorksDeck));
    const answers = Array<string>(3000).fill("1").join("\n");
    for (const command of [
      ["demo", "--game", "ward"],
      ["play", "ward"],
    ]) {
      const record = join(dir, `${command[0] ?? ""}-bugs.json`);
      const r = await rulesmithHere([...command, "--seed", "3", "--decks", `${deck},${iron}`, "--cards", cards, "--record", record], answers);
      expect({ command: command[0], code: r.code, stderr: r.stderr }).toEqual({ command: command[0], code: 0, stderr: "" });
      const config = own(parsed(await readFile(record, "utf8")), "config");
      expect(own(config, "decks")).toEqual([bugDeck, ironWorksDeck]);
      expect(JSON.stringify(own(own(config, "cards"), "cards"))).toContain('"tiny-bug"');
      expect((await rulesmithHere(["replay", record])).code).toBe(0);
      const refused = await rulesmithHere([...command, "--seed", "3", "--decks", `${deck},${iron}`], answers);
      expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 1, stdout: "" });
      expect(refused.stderr).toMatch(/^error: ".*bugs\.json" is not a valid Ward deck \(1 error\): .*\[deck\/unknown-card\]/);
    }
  });

  it("shards carry the cards: they merge to the whole run's digest, and merge refuses shards of other cards", async () => {
    const args = ["simulate", "ward", "--games", "4", "--bots", "random", "--workers", "0", "--seed", "5"];
    const [s0, s1, other] = [join(dir, "s0.json"), join(dir, "s1.json"), join(dir, "s1-plain.json")];
    expect((await rulesmithHere([...args, "--cards", cards, "--shard", "0/2", "--json", s0])).code).toBe(0);
    expect((await rulesmithHere([...args, "--cards", cards, "--shard", "1/2", "--json", s1])).code).toBe(0);
    expect((await rulesmithHere([...args, "--shard", "1/2", "--json", other])).code).toBe(0);
    const whole = parsed((await rulesmithHere([...args, "--cards", cards, "--json"])).stdout);
    const merged = parsed((await rulesmithHere(["merge", s0, s1, "--json"])).stdout);
    expect(own(merged, "digest")).toBe(own(whole, "digest"));
    const refused = await rulesmithHere(["merge", s0, other]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("their cards differ");
  });
});

describe("the library: simulate's cards, and the setup a queue job carries", () => {
  it("simulate refuses cards with a sample card's id, naming it", async () => {
    const r = await simulate({ game: "ward", bots: ["random"], games: 1, workers: 0, cards: [{ ...tinyBug, id: "fog" }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("cards/invalid");
    expect(r.error.message).toContain('"fog"');
  });

  it("the setup of a shard or queue job holds the cards, read back the same, and the run id depends on them", async () => {
    const prepared = await prepareSimulation({ game: "ward", bots: ["random"], games: 4, workers: 0, cards: { name: "Bugs", cards: [tinyBug] } });
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    const setup = setupOf(prepared.value);
    expect(setup.cards).toEqual({ name: "Bugs", cards: [tinyBug] });
    const job = parseShardJob(JSON.parse(JSON.stringify({ run: "r", version: "1", setup, shard: { index: 0, count: 2 } })));
    expect(job.ok && job.value.setup.cards).toEqual({ name: "Bugs", cards: [tinyBug] });
    const { cards: _, ...plain } = setup;
    expect(runId("1", setup, 2)).not.toBe(runId("1", plain, 2));
    expect(parseSimulationSetup({ ...setup, cards: "nope" }).ok).toBe(false);
  });
});
