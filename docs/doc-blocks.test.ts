/**
 * The rules by which docs/examples.test.ts checks what a code block prints against the comments
 * that show it (scripts/doc-blocks.ts): what a comment's expected output is, and which comments
 * are expected outputs.
 */
import { describe, expect, it } from "vitest";
import { blockModule, expectedOutputs, outputMatches, outputProblems, type CodeBlock } from "../scripts/doc-blocks.js";

describe("outputMatches", () => {
  it("matches a comment that is exactly the print", () => {
    expect(outputMatches("[ 0 ]", "[ 0 ]")).toBe(true);
    expect(outputMatches("Alice, Bob, Carol", "Alice, Bob, Carol")).toBe(true);
    expect(outputMatches("[ 0 ]", "[ 1 ]")).toBe(false);
    expect(outputMatches("[ 0 ]", "")).toBe(false);
  });

  it("counts each run of whitespace as one space and ignores it at the ends", () => {
    expect(outputMatches("{\n  type: 'start',\n  seat: 0\n}", "{ type: 'start', seat: 0 }")).toBe(true);
    expect(outputMatches("  a\tb  ", "a   b")).toBe(true);
    expect(outputMatches("a b", "ab")).toBe(false);
  });

  it("takes `...` and `…` for any text, none included", () => {
    expect(outputMatches("[ 'c37', 'c58', 'c12' ]", "[ 'c37', 'c58', ... ]")).toBe(true);
    expect(outputMatches("ab", "a...b")).toBe(true);
    expect(outputMatches("0.83812", "0.838…")).toBe(true);
    expect(outputMatches("{ estimate: 0.51, low: 0.41, high: 0.6 }", "{ estimate: 0.5..., low: 0.4..., high: 0.6 }")).toBe(true);
    // Only where it stands: the text around it must still match.
    expect(outputMatches("{ estimate: 0.51, low: 0.41, high: 0.7 }", "{ estimate: 0.5..., low: 0.4..., high: 0.6 }")).toBe(false);
    // The other characters of a regular expression are literal.
    expect(outputMatches("a.b (c)", "a.b (c)")).toBe(true);
    expect(outputMatches("axb (c)", "a.b (c)")).toBe(false);
  });

  it("leaves out an explanation after the first ` — `", () => {
    expect(outputMatches("[ 0 ]", "[ 0 ] — who may answer now")).toBe(true);
    expect(outputMatches("false", "false — with a message saying why")).toBe(true);
    expect(outputMatches("false", "false — the first — and only")).toBe(true);
    expect(outputMatches("[ 0 ]", "[ 0 ]   —\twho may answer now")).toBe(true);
    // The explanation is not part of the output, and the output must still be all of the print.
    expect(outputMatches("[ 0 ] — who may answer now", "[ 0 ] — who may answer now")).toBe(false);
    expect(outputMatches("[ 0, 1 ]", "[ 0 — the first seat")).toBe(false);
    // An em dash without the spaces is text.
    expect(outputMatches("1—2", "1—2")).toBe(true);
    expect(outputMatches("1", "1—2")).toBe(false);
    // An output with ` — ` in it is written with `...` there.
    expect(outputMatches("Ward — a duel", "Ward...a duel — the game's title")).toBe(true);
  });

  it("no longer takes `: `, `, ` or ` (` for the start of an explanation", () => {
    expect(outputMatches("Alice", "Alice, Bob, Carol")).toBe(false);
    expect(outputMatches("Player 0 rolls", "Player 0 rolls: 6")).toBe(false);
    expect(outputMatches("[ 0 ]", "[ 0 ] (who may answer now)")).toBe(false);
    expect(outputMatches("false", "false, with a message saying why")).toBe(false);
  });

  it("does not let `...` swallow the rest of the comment", () => {
    expect(outputMatches("{ estimate: 1, low: 0.838, high: 0.2 }", "{ estimate: 1, low: 0.838..., high: 1 }: the win rate")).toBe(false);
    expect(outputMatches("{ estimate: 1, low: 0.838, high: 0.2 }", "{ estimate: 1, low: 0.838..., high: 1 } — the win rate")).toBe(false);
    expect(outputMatches("{ estimate: 1, low: 0.8381, high: 1 }", "{ estimate: 1, low: 0.838..., high: 1 } — the win rate")).toBe(true);
  });
});

const block = (code: string): CodeBlock => ({ line: 10, code, lang: "ts" });

describe("which comments are expected outputs", () => {
  it("takes the trailing comment on the line of a call on one line, and no other", () => {
    const b = block(["// prose", "console.log(1); // 1", "const x = 2; // prose too", "console.log(x);", "console.log(x); // @ts-expect-error"].join("\n"));
    expect(expectedOutputs(b)).toEqual([{ line: 12, comment: "1" }]);
  });

  it("takes the comment on the line where a call over several lines ends", () => {
    const b = block(["console.log(", "  1, // the first", "  2,", "); // 1 2"].join("\n"));
    expect(expectedOutputs(b)).toEqual([{ line: 14, comment: "1 2" }]);
    expect(blockModule("page.md", b)).toContain("__docPrint(14, ");
    expect(outputProblems("page.md", b, [{ line: 14, text: "1 2" }])).toEqual([]);
    expect(outputProblems("page.md", b, [{ line: 14, text: "1 3" }])).toEqual(['page.md:14: printed "1 3", but the comment says "1 2"']);
  });

  it("fails a comment on the first line of a call over several lines", () => {
    const b = block(["console.log( // 1 2", "  1,", "  2,", ");"].join("\n"));
    expect(expectedOutputs(b)).toEqual([]);
    expect(outputProblems("page.md", b, [{ line: 14, text: "1 2" }])).toEqual([
      'page.md:11: the comment "1 2" is on the first line of a console.log call over several lines (write the expected output on the line where the call ends, or the comment on a line of its own)',
    ]);
  });

  it('sees console["log"] and globalThis.console.log', () => {
    const b = block(['console["log"](1); // 1', "globalThis.console.log(2); // 2", 'globalThis.console["log"](3); // 3', "console.info(4); // not seen"].join("\n"));
    expect(expectedOutputs(b).map((o) => o.line)).toEqual([11, 12, 13]);
    const module = blockModule("page.md", b);
    expect(module).toContain("__docPrint(11, 1)");
    expect(module).toContain("__docPrint(12, 2)");
    expect(module).toContain("__docPrint(13, 3)");
    expect(module).toContain("console.info(4)");
  });

  it("fails a line whose console.log never ran", () => {
    const b = block("if (Math.random() > 2) console.log(1); // 1");
    expect(outputProblems("page.md", b, [])).toEqual([
      'page.md:11: console.log never ran, but the comment says "1" (make the line run, or move the comment to a line of its own above it)',
    ]);
  });

  it("fails a comment after a console.log it does not read as a call, so no expected output goes unchecked", () => {
    const b = block(["(console.log)(1); // 2", "console.log.call(null, 1); // 2", "[1].forEach(console.log); // 2", "console.info(1); // prose, not checked"].join("\n"));
    expect(expectedOutputs(b)).toEqual([]);
    expect(outputProblems("page.md", b, []).map((p) => p.slice(0, 60))).toEqual(["page.md:11", "page.md:12", "page.md:13"].map((at) => `${at}: the comment "2" follows a console.log the check does not`.slice(0, 60)));
  });

  it("keeps every line on its line when a call is split after console", () => {
    const b = block(["console", "  .log(1); // 1", "const after = 2;"].join("\n"));
    const module = blockModule("page.md", b).split("\n");
    const at = (text: string): number => module.findIndex((l) => l.includes(text));
    // The block starts on page line 11 (its fence on line 10): each code line keeps its offset in the module.
    expect(at("const after = 2;") - at("__docPrint(")).toBe(2);
  });
});
