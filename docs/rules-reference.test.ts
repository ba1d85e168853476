/**
 * The rules reference (`docs/rules/*.md`, written by `scripts/rules-reference.ts`): the check
 * that CI runs as `pnpm rules:check` passes, and the parts it is built from (the anchor, the
 * annotation scanner, the test-title scanner, the ID parser) do what the pages promise.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RULES_REFERENCE_BASE } from "@rulesmith/core";
import { describe, expect, it } from "vitest";
import {
  checkReference,
  expandCitation,
  findCitations,
  firstDifference,
  parseMatrix,
  readmeOptions,
  ruleAnchor,
  ruleLink,
  scanCode,
  scanTests,
} from "../scripts/rules-reference.js";

describe("rules reference", () => {
  it("is up to date: every cited ID is on its page, every ID on a page is implemented, tested or not modelled", () => {
    expect(checkReference().map((p) => `${p.file}${p.line === undefined ? "" : `:${p.line}`}: ${p.message}`)).toEqual([]);
  });
});

describe("where a user finds the rules reference", () => {
  it("each game's README, its page on npm, links to its rules reference page at the address core's ruleUrl uses", () => {
    for (const game of ["ward", "wardom", "guardians"]) {
      const readme = readFileSync(fileURLToPath(new URL(`../packages/${game}/README.md`, import.meta.url)), "utf8");
      expect(readme, `packages/${game}/README.md`).toContain(`](${RULES_REFERENCE_BASE}${game}.md)`);
    }
  });
});

describe("ruleAnchor", () => {
  it("is the ID in lower case with dots as dashes", () => {
    expect(ruleAnchor("W-QS.2-1")).toBe("w-qs-2-1");
    expect(ruleAnchor("W-10.3.2-1")).toBe("w-10-3-2-1");
    expect(ruleAnchor("D-ST.FrozenTouch-1")).toBe("d-st-frozentouch-1");
    expect(ruleAnchor("G-AMB-46")).toBe("g-amb-46");
  });

  it("links an ID to its game's page", () => {
    expect(ruleLink("W-QS.2-1")).toBe("docs/rules/ward.md#w-qs-2-1");
    expect(ruleLink("D-BTL-4")).toBe("docs/rules/wardom.md#d-btl-4");
    expect(ruleLink("G-POI-1")).toBe("docs/rules/guardians.md#g-poi-1");
    expect(ruleLink("X-1-1")).toBeUndefined();
  });
});

describe("findCitations", () => {
  it("reads single IDs, ranges, lists and wildcards", () => {
    const ids = (text: string, lists = false): string[][] => findCitations(text, lists).map((c) => [...c.ids]);
    expect(ids("see W-QS.7-3 and D-ST.LastWill-2.")).toEqual([["W-QS.7-3"], ["D-ST.LastWill-2"]]);
    expect(ids("G-DECK-1..4")).toEqual([["G-DECK-1", "G-DECK-2", "G-DECK-3", "G-DECK-4"]]);
    expect(ids("W-QS.7-3..5")).toEqual([["W-QS.7-3", "W-QS.7-4", "W-QS.7-5"]]);
    expect(ids("D-BTL-3 to D-BTL-5")).toEqual([["D-BTL-3", "D-BTL-4", "D-BTL-5"]]);
    expect(ids("G-AMB-1, 2, 8.", true)).toEqual([["G-AMB-1", "G-AMB-2", "G-AMB-8"]]);
    expect(ids("G-AMB-1, 2, 8.")).toEqual([["G-AMB-1"]]);
    expect(ids("UTF-8, XW-1-2, W-1")).toEqual([]);
    const [wild] = findCitations("the card format of W-5.2.1-*");
    expect(wild?.wildcard).toEqual({ prefix: "W", section: "5.2.1" });
  });

  it("expands ranges across topics and wildcards in matrix order", () => {
    const order = ["D-ABIL-1", "D-ABIL-2", "D-BOLT-1", "D-TREASURE-1", "D-TREASURE-2", "D-TARGET-1"];
    const [span] = findCitations("D-ABIL-1 to D-TREASURE-2");
    expect(span && expandCitation(span, order)).toEqual(["D-ABIL-1", "D-ABIL-2", "D-BOLT-1", "D-TREASURE-1", "D-TREASURE-2"]);
    const ward = ["W-5.2.1.1-1", "W-5.2.1.10-1", "W-5.2.2-1", "W-5.3.1-1"];
    const [wild] = findCitations("W-5.2.1-*");
    expect(wild && expandCitation(wild, ward)).toEqual(["W-5.2.1.1-1", "W-5.2.1.10-1"]);
    const [all] = findCitations("the rules matrix G-*");
    expect(all && expandCitation(all, ["G-WIN-1"])).toEqual([]);
  });
});

describe("scanCode", () => {
  const sample = [
    "/**",
    " * Rolls to hit.",
    " *",
    " * Implements W-QS.7-3..5, W-AMB-61 and the cap of",
    " * W-17.1-1.",
    " *",
    " * @example",
    ' * ruleError("x", "y", { rule: "W-1-1" });',
    " */",
    "export function hitRoll(dice: number[]): number {",
    "  // not a literal: \"W-9.9-9\"",
    "  return dice.length;",
    "}",
    "",
    "/** Implements no rule: it is a parser. */",
    "export const parse = (x: string): string => x;",
    "",
    "export class Engine {",
    "  /** Implements G-POI-1. */",
    "  tick(): void {}",
    "",
    "  lose(): { rule: string } {",
    "    const re = /\"/;",
    '    return { rule: re.test("") ? "W-4.1.1-1" : `W-AMB-5` };',
    "  }",
    "}",
    "",
    "function settle(): string {",
    '  const message = `cemetery ${"W-2.1.1-1"} full`;',
    "  return message;",
    "}",
  ].join("\n");

  it("credits Implements sentences to the next declaration and rule literals to the enclosing one", () => {
    const sites = scanCode(sample, "packages/ward/src/sample.ts").map((s) => ({
      symbol: s.symbol,
      via: s.via,
      ids: s.citations.flatMap((c) => c.ids),
    }));
    expect(sites).toEqual([
      { symbol: "hitRoll", via: "annotation", ids: ["W-QS.7-3", "W-QS.7-4", "W-QS.7-5", "W-AMB-61", "W-17.1-1"] },
      { symbol: "Engine.tick", via: "annotation", ids: ["G-POI-1"] },
      { symbol: "Engine.lose", via: "literal", ids: ["W-4.1.1-1"] },
      { symbol: "Engine.lose", via: "literal", ids: ["W-AMB-5"] },
      { symbol: "settle", via: "literal", ids: ["W-2.1.1-1"] },
    ]);
  });
});

describe("scanTests", () => {
  it("reads the titles of it, test and describe calls, factories included", () => {
    const sample = [
      'describe("battle", () => {',
      '  it("W-QS.7-1 the faster creature rolls first", () => {});',
      "  it.each([1, 2])('G-POI-1 poison lasts %s turns', () => {});",
      "  test.prop([fc.nat()], { numRuns: 5 })(`D-BTL-6 damage is never negative`, () => {});",
      "  it(",
      '    "D-BTL-4 the higher total wins",',
      "    () => {},",
      "  );",
      '  expect(it("not a call of the title")).toBe(1);',
      '  helper("W-1-1 not a test");',
      "});",
    ].join("\n");
    expect(scanTests(sample, "packages/x/test/a.test.ts").map((t) => [t.line, t.title])).toEqual([
      [1, "battle"],
      [2, "W-QS.7-1 the faster creature rolls first"],
      [3, "G-POI-1 poison lasts %s turns"],
      [4, "D-BTL-6 damage is never negative"],
      [6, "D-BTL-4 the higher total wins"],
      [9, "not a call of the title"],
    ]);
  });
});

describe("the matrix copy and the options", () => {
  it("keeps the IDs in matrix order with their sections and options", () => {
    const matrix = [
      "## 1. Rules matrix",
      "### 1.1 Winning",
      "| ID | Rule | Source | Test | Notes |",
      "|---|---|---|---|---|",
      "| W-4.2.1-1 | The threshold may be changed. | 4.2.1 | x | — |",
      "| W-4.1.1-1 | 300 loses. | 4.1.1 | x | — |",
      "## 4. Ambiguity register",
      "| ID | Issue | Default | Config? |",
      "|---|---|---|---|",
      "| W-AMB-4 | Loss timing. | Auto. | Yes: `cemetery_loss_mode = auto / callout`. |",
      "| W-AMB-5 | Both lose. | Draw. | No. |",
      "## 6. Engine configuration options (summary)",
      "| Option | Default | Values | From |",
      "|---|---|---|---|",
      "| `cemetery_threshold` | 300 | integer | 4.2.1 |",
    ].join("\n");
    expect(parseMatrix(matrix, "W", "m.md")).toEqual({
      source: "m.md",
      sections: [
        { title: "1.1 Winning", ids: ["W-4.2.1-1", "W-4.1.1-1"] },
        { title: "4. Ambiguity register", ids: ["W-AMB-4", "W-AMB-5"] },
      ],
      options: { "W-4.2.1-1": ["cemetery_threshold"], "W-AMB-4": ["cemetery_loss_mode"] },
    });
  });

  it("reads the README's options table by rule ID", () => {
    const readme = ["## Options", "", "| option | default | values | ambiguity |", "|---|---|---|---|", "| `maxTurnCycles` | 100 | whole number | W-AMB-43, W-15.1-4 |", "", "## Next"].join("\n");
    const options = readmeOptions(readme);
    expect(options.get("W-15.1-4")).toEqual([{ names: ["maxTurnCycles"], defaults: "100" }]);
    expect([...options.keys()]).toEqual(["W-AMB-43", "W-15.1-4"]);
  });

  it("names the first differing line", () => {
    expect(firstDifference("a\nb\nc\n", "a\nb\nc\n")).toBeUndefined();
    expect(firstDifference("a\nb\nc\n", "a\nB\nc\n")).toEqual({ line: 2, expected: "b", actual: "B" });
  });
});
