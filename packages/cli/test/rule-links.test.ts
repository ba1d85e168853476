// Every rule ID the tool prints with an error, a problem or a result comes with the address of
// its entry in the rules reference (core's ruleUrl), so a person can look it up.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ruleError } from "@rulesmith/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ruleErrorText, ruleSeeLine, withRuleLink } from "../src/rule-link.js";
import { parsed, rulesmithHere } from "./helpers.js";

const WARD = "https://github.com/rulesmith/rulesmith/blob/main/docs/rules/ward.md";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-links-"));
});

describe("rule links", () => {
  it("a rule ID of the three games gets a see line with its rules reference entry; anything else gets none", () => {
    expect(ruleSeeLine("W-QS.3-2")).toBe(`see ${WARD}#w-qs-3-2`);
    expect(ruleSeeLine("D-BTL-4")).toBe("see https://github.com/rulesmith/rulesmith/blob/main/docs/rules/wardom.md#d-btl-4");
    for (const none of [undefined, null, "", "deck/size", "DD-1"]) expect(ruleSeeLine(none)).toBeUndefined();
  });

  it("an error's message gets its rule in brackets, once, and the address on the next line", () => {
    expect(withRuleLink("No.", "W-QS.5-9")).toBe(`No. [W-QS.5-9]\n  see ${WARD}#w-qs-5-9`);
    expect(withRuleLink("No. [deck/size, W-QS.9-1]", "W-QS.9-1")).toBe(`No. [deck/size, W-QS.9-1]\n  see ${WARD}#w-qs-9-1`);
    expect(withRuleLink("No, by W-QS.5-9.", "W-QS.5-9")).toBe(`No, by W-QS.5-9.\n  see ${WARD}#w-qs-5-9`);
    // A longer ID that begins with the rule's is another rule (written in two parts, so the rules check does not cite it).
    const longer = ["W-QS.5-9", "0"].join("");
    expect(withRuleLink(`No, by ${longer}.`, "W-QS.5-9")).toBe(`No, by ${longer}. [W-QS.5-9]\n  see ${WARD}#w-qs-5-9`);
    expect(withRuleLink("No.", undefined)).toBe("No.");
    expect(ruleErrorText(ruleError("summon/phase", "Not now.", { rule: "W-QS.5-9" }), "Refused: ")).toBe(`Refused: Not now. [W-QS.5-9]\n  see ${WARD}#w-qs-5-9`);
    expect(ruleErrorText(ruleError("game/unknown", "There is no game."))).toBe("There is no game.");
  });
});

describe("the commands print rule links", () => {
  it("rulesmith validate: under each problem with a rule, where the rule is explained", async () => {
    const deck = join(dir, "nine-wolves.json");
    await writeFile(deck, JSON.stringify({ name: "nine wolves", cards: [{ id: "bear-wolf", count: 9 }] }));
    const r = await rulesmithHere(["validate", "ward", "deck", deck]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`[deck/copies, W-3.2.1-1]\n          see ${WARD}#w-3-2-1-1\n`);
    expect(r.stdout).toContain(`[deck/size, W-QS.9-1]\n          see ${WARD}#w-qs-9-1\n`);
  });

  it("rulesmith simulate: a deck the game refuses names the rule of its first problem, with the address", async () => {
    const deck = join(dir, "nine-wolves.json");
    const r = await rulesmithHere(["simulate", "ward", "--decks", `${deck},${deck}`, "--bots", "random", "--games", "1", "--workers", "0"]);
    expect(r.code).toBe(1);
    // One deck per line, the rule's address under the first deck (indented with it).
    expect(r.stderr).toContain(`\n    see ${WARD}#w-qs-9-1\n`);
  });

  it("rulesmith demo and replay: the result's rule, with the address; a refused action's rule too", async () => {
    const record = join(dir, "ward.json");
    const demo = await rulesmithHere(["demo", "--game", "ward", "--seed", "2", "--bots", "random", "--record", record]);
    expect(demo.code).toBe(0);
    expect(demo.stdout).toMatch(/^Winner: .+ \[(W-[\w.-]+)\]\nsee https:\/\/github\.com\/rulesmith\/rulesmith\/blob\/main\/docs\/rules\/ward\.md#w-[\w-]+\n/m);
    const good = await rulesmithHere(["replay", record]);
    expect(good.stdout).toMatch(/^Winner: .+\nsee https:\/\/.+\/ward\.md#w-/m);
    // A summon where the match waits for the first player's roll: refused by a rule.
    const value = parsed(await readFile(record, "utf8"));
    const changed = typeof value === "object" && value !== null ? { ...value, final: undefined, actions: [{ player: 0, action: { type: "summon", card: "c1", sacrifices: [] } }] } : {};
    const bad = join(dir, "ward-illegal.json");
    await writeFile(bad, JSON.stringify(changed));
    const refused = await rulesmithHere(["replay", bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/does not replay: .+ \[record\/rejected\] \[W-[\w.-]+\]\n {2}see https:\/\/.+\/ward\.md#w-[\w-]+\n$/);
  });
});
