/**
 * The rules by which docs/examples.test.ts checks what a code block prints, and the values of its
 * statements, against the comments that show them (scripts/doc-blocks.ts): what a comment's
 * expected output or value is, which comments are expected outputs or values, and how a value
 * matches its comment (as node prints it, or as a literal).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blockModule, expectedOutputs, expectedValues, outputMatches, outputProblems, PRINT_HOOK, VALUE_HOOK, valueLiteral, valueMatches, type CodeBlock, type Print } from "../scripts/doc-blocks.js";
import { valuePrint, valueShape, valueText } from "../scripts/doc-values.js";

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
    expect(blockModule("page.md", b)).toContain('__docPrint(14, "log", ');
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
    const b = block(['console["log"](1); // 1', "globalThis.console.log(2); // 2", 'globalThis.console["log"](3); // 3', "console.dir(4); // not seen"].join("\n"));
    expect(expectedOutputs(b).map((o) => o.line)).toEqual([11, 12, 13]);
    const module = blockModule("page.md", b);
    expect(module).toContain('__docPrint(11, "log", 1)');
    expect(module).toContain('__docPrint(12, "log", 2)');
    expect(module).toContain('__docPrint(13, "log", 3)');
    expect(module).toContain("console.dir(4)");
  });

  it("holds console.info, console.debug, console.warn and console.error to the rules of console.log, naming the method", () => {
    const b = block(
      ["console.info(1); // 1", 'console["warn"]("careful"); // careful', "globalThis.console.error(new Error(\"x\").message); // y", "console.debug(4);", "console.warn(", "  5,", "); // 5", "if (Math.random() > 2) console.error(6); // 6", "console.info( // 7", "  7,", ");"].join("\n"),
    );
    expect(expectedOutputs(b).map((o) => o.line)).toEqual([11, 12, 13, 17, 18]);
    const module = blockModule("page.md", b);
    expect(module).toContain('__docPrint(11, "info", 1)');
    expect(module).toContain('__docPrint(12, "warn", "careful")');
    expect(module).toContain('__docPrint(13, "error", new Error');
    expect(module).toContain('__docPrint(14, "debug", 4)');
    const prints = [
      { line: 11, text: "1" },
      { line: 12, text: "careful" },
      { line: 13, text: "x" },
      { line: 14, text: "4" },
      { line: 17, text: "5" },
      { line: 21, text: "7" },
    ];
    expect(outputProblems("page.md", b, prints)).toEqual([
      'page.md:13: printed "x", but the comment says "y"',
      "page.md:14: console.debug has no expected output, so what it prints is not checked (write it in a trailing // comment on this line, or, for output that differs from run to run, // not checked — why)",
      'page.md:18: console.error never ran, but the comment says "6" (make the line run, or move the comment to a line of its own above it)',
      'page.md:19: the comment "7" is on the first line of a console.info call over several lines (write the expected output on the line where the call ends, or the comment on a line of its own)',
    ]);
  });

  it("refuses console.table, with or without a comment, as a table is not compared with a comment", () => {
    const b = block(["console.table([{ a: 1 }]); // a table", "console.table([{ a: 1 }]);", 'globalThis.console["table"]([]);', "const rows = [{ a: 1 }]; // [{ a: 1 }]"].join("\n"));
    expect(expectedOutputs(b)).toEqual([]);
    expect(expectedValues(b)).toEqual([{ line: 14, comment: "[{ a: 1 }]" }]);
    const why = "console.table prints a table, which the check cannot compare with a comment (print the rows with console.log instead, its output in a trailing // comment on its line)";
    expect(outputProblems("page.md", b, [valuePrint(14, [{ a: 1 }])])).toEqual([`page.md:11: ${why}`, `page.md:12: ${why}`, `page.md:13: ${why}`]);
  });

  it("prints to the console the method names when no hook is set", async () => {
    const dir = mkdtempSync(join(tmpdir(), "doc-prints-"));
    try {
      const file = join(dir, "block.ts");
      writeFileSync(file, blockModule("page.md", block(["console.warn(1); // 1", "console.log(2); // 2"].join("\n"))));
      const seen: string[] = [];
      const warn = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => seen.push(`warn ${args.join(" ")}`));
      const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => seen.push(`log ${args.join(" ")}`));
      try {
        await import(pathToFileURL(file).href);
      } finally {
        warn.mockRestore();
        log.mockRestore();
      }
      expect(seen).toEqual(["warn 1", "log 2"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails a line whose console.log never ran", () => {
    const b = block("if (Math.random() > 2) console.log(1); // 1");
    expect(outputProblems("page.md", b, [])).toEqual([
      'page.md:11: console.log never ran, but the comment says "1" (make the line run, or move the comment to a line of its own above it)',
    ]);
  });

  it("fails a comment after a console.log (or info, warn, ...) it does not read as a call, so no expected output goes unchecked", () => {
    const b = block(["(console.log)(1); // 2", "console.log.call(null, 1); // 2", "[1].forEach(console.log); // 2", "[1].forEach(console.warn); // 2", "console.dir(1); // undefined"].join("\n"));
    expect(expectedOutputs(b)).toEqual([]);
    // console.dir is not a print the check sees: its line is an expression statement, whose comment is its value.
    expect(expectedValues(b)).toEqual([{ line: 15, comment: "undefined" }]);
    const problems = outputProblems("page.md", b, [valuePrint(15, undefined)]);
    expect(problems.map((p) => p.slice(0, 60))).toEqual(
      [
        ["page.md:11", "log"],
        ["page.md:12", "log"],
        ["page.md:13", "log"],
        ["page.md:14", "warn"],
      ].map(([at, method]) => `${at ?? ""}: the comment "2" follows a console.${method ?? ""} the check does not`.slice(0, 60)),
    );
  });

  it("fails a console.log with no expected output on its line, pointedly when the next line is a comment that reads like one", () => {
    const b = block(["console.log(1);", "// 1", "console.log(2); // eslint-disable-line", "console.log(", "  3,", ");", "  // 3 — on the line after the call's end", "console.log(4);", "", "// prose after a blank line"].join("\n"));
    const prints = [11, 13, 16, 18].map((line, i) => ({ line, text: String(i + 1) }));
    expect(outputProblems("page.md", b, prints)).toEqual([
      'page.md:11: console.log has no expected output on its line, and the comment on the next line, "1", reads like one but is not checked (move the output to the end of this line, and prose above the call)',
      "page.md:13: console.log has no expected output, so what it prints is not checked (write it in a trailing // comment on this line, or, for output that differs from run to run, // not checked — why)",
      'page.md:16: console.log has no expected output on its line, and the comment on the next line, "3 — on the line after the call\'s end", reads like one but is not checked (move the output to the end of this line, and prose above the call)',
      "page.md:18: console.log has no expected output, so what it prints is not checked (write it in a trailing // comment on this line, or, for output that differs from run to run, // not checked — why)",
    ]);
  });

  it("skips a console.log marked `// not checked — why`, and nothing else", () => {
    const b = block(["console.log(performance.now()); // not checked — a timing", "console.log(1); // not checked, it says", "console.log(2); // not checked"].join("\n"));
    expect(expectedOutputs(b)).toEqual([{ line: 12, comment: "not checked, it says" }]);
    expect(outputProblems("page.md", b, [{ line: 11, text: "12.5" }, { line: 12, text: "1" }, { line: 13, text: "2" }])).toEqual(['page.md:12: printed "1", but the comment says "not checked, it says"']);
  });

  it("keeps every line on its line when a call is split after console", () => {
    const b = block(["console", "  .log(1); // 1", "const after = 2;"].join("\n"));
    const module = blockModule("page.md", b).split("\n");
    const at = (text: string): number => module.findIndex((l) => l.includes(text));
    // The block starts on page line 11 (its fence on line 10): each code line keeps its offset in the module.
    expect(at("const after = 2;") - at("__docPrint(")).toBe(2);
  });
});

describe("valueMatches: a value against its comment", () => {
  it("matches a literal: numbers, strings in either quotes, true, false, null, undefined", () => {
    expect(valueMatches(null, "null")).toBe(true);
    expect(valueMatches(true, "true")).toBe(true);
    expect(valueMatches(false, "true")).toBe(false);
    expect(valueMatches(2, "2")).toBe(true);
    expect(valueMatches(-2.5, "-2.5")).toBe(true);
    expect(valueMatches(2, "3")).toBe(false);
    expect(valueMatches(NaN, "NaN")).toBe(true);
    expect(valueMatches(-Infinity, "-Infinity")).toBe(true);
    expect(valueMatches(Infinity, "-Infinity")).toBe(false);
    expect(valueMatches(undefined, "undefined")).toBe(true);
    expect(valueMatches(null, "undefined")).toBe(false);
    expect(valueMatches(undefined, "null")).toBe(false);
    expect(valueMatches(10n, "10n")).toBe(true);
    expect(valueMatches("Ember", '"Ember"')).toBe(true);
    expect(valueMatches("Ember", "'Ember'")).toBe(true);
    expect(valueMatches('say "hi"', '"say \\"hi\\""')).toBe(true);
    expect(valueMatches("Ember", '"Embers"')).toBe(false);
  });

  it("keeps strings, numbers and booleans apart, and a string needs its quotes", () => {
    expect(valueMatches("2", "2")).toBe(false);
    expect(valueMatches(2, '"2"')).toBe(false);
    expect(valueMatches("true", "true")).toBe(false);
    expect(valueMatches(0, "false")).toBe(false);
    expect(valueMatches("Ember", "Ember")).toBe(false);
  });

  it("matches arrays item by item, with more items only after a trailing `...`", () => {
    expect(valueMatches([1, 0], "[1, 0]")).toBe(true);
    expect(valueMatches([1, 0], "[0, 1]")).toBe(false);
    expect(valueMatches([1, 0, 2], "[1, 0]")).toBe(false);
    expect(valueMatches([1], "[1, 0]")).toBe(false);
    expect(valueMatches([1, 0, 2], "[1, 0, ...]")).toBe(true);
    expect(valueMatches([1, 0], "[1, 0, ...]")).toBe(true);
    expect(valueMatches([2, 0, 2], "[1, ...]")).toBe(false);
    expect(valueMatches([], "[]")).toBe(true);
    expect(valueMatches({}, "[]")).toBe(false);
    expect(valueMatches(["Ember Vanguard", "Frostward Host"], '["Ember Vanguard", "Frostward Host"]')).toBe(true);
  });

  it("matches objects by the keys written: exactly those, or more after a `...` entry", () => {
    expect(valueMatches({ ok: true, value: 3 }, "{ ok: true, value: 3 }")).toBe(true);
    expect(valueMatches({ ok: true, value: 3 }, "{ value: 3, ok: true }")).toBe(true);
    expect(valueMatches({ ok: true, value: 3 }, '{ "ok": true, \'value\': 3 }')).toBe(true);
    expect(valueMatches({ ok: true, value: 3 }, "{ ok: true }")).toBe(false);
    expect(valueMatches({ ok: true, value: 3 }, "{ ok: true, ... }")).toBe(true);
    expect(valueMatches({ ok: true, value: 3 }, "{ ok: true, value: 4, ... }")).toBe(false);
    expect(valueMatches({ ok: true }, "{ ok: true, value: undefined, ... }")).toBe(false);
    expect(valueMatches({ ok: true, value: undefined }, "{ ok: true, value: undefined }")).toBe(true);
    expect(valueMatches({ 1: "a" }, '{ 1: "a" }')).toBe(true);
    const awaiting = { kind: "awaiting", player: 1, entry: { id: 1, controller: 0, payload: "x" } };
    expect(valueMatches(awaiting, '{ kind: "awaiting", player: 1, entry: { id: 1, ... } }')).toBe(true);
    expect(valueMatches(awaiting, '{ kind: "awaiting", player: 1, entry: { id: 2, ... } }')).toBe(false);
    expect(valueMatches(awaiting, '{ kind: "awaiting", player: 1, entry: { id: 1 } }')).toBe(false);
    expect(valueMatches([1], "{ 0: 1 }")).toBe(false);
    expect(valueMatches(null, "{}")).toBe(false);
  });

  it("reads any other object by its own enumerable keys, and no Map, Set or function as an object", () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
      get sum(): number {
        return this.x + this.y;
      }
    }
    expect(valueMatches(new Point(1, 2), "{ x: 1, y: 2 }")).toBe(true);
    expect(valueMatches(new Point(1, 2), "{ x: 1, y: 2, sum: 3 }")).toBe(false);
    expect(valueMatches(Object.assign(Object.create(null) as object, { a: 1 }), "{ a: 1 }")).toBe(true);
    expect(valueMatches(new Map(), "{}")).toBe(false);
    expect(valueMatches(new Set(["a"]), '["a"]')).toBe(false);
    expect(valueMatches(() => 1, "{}")).toBe(false);
    // A value that refers to itself is read up to there.
    const loop: { self?: unknown; a: number } = { a: 1 };
    loop.self = loop;
    expect(valueMatches(loop, "{ a: 1, ... }")).toBe(true);
    expect(valueMatches(loop, "{ a: 1, self: { a: 1, ... } }")).toBe(false);
  });

  it("matches a comment that reads as a literal only as a literal: text after `...` is no way around exact keys and items", () => {
    expect(valueMatches({ a: 1, b: 2, c: 3 }, "{ a: 1, b: 2... }")).toBe(false);
    expect(valueMatches({ a: 1, b: 2, c: 3 }, "{ a: 1, b: 2, ... }")).toBe(true);
    expect(valueMatches([1, 2, 3], "[ 1, 2... ]")).toBe(false);
    expect(valueMatches(["Ember Vanguard", "Frostward Host"], "[ 'Ember...' ]")).toBe(false);
    expect(valueMatches(["Ember Vanguard", "Frostward Host"], "[ 'Ember...', ... ]")).toBe(true);
    expect(valueMatches({ ok: true, value: { estimate: 0.5, low: 0.2365, runs: 40 } }, "{ ok: true, value: { estimate: 0.5, low: 0.2365... } }")).toBe(false);
    expect(valueMatches(10n, "1...")).toBe(false);
    expect(valueMatches(-0, "0")).toBe(false);
    expect(valueMatches(-0, "-0")).toBe(true);
    expect(valueMatches(10, "1...")).toBe(false);
    expect(valueMatches(1e21, "1...")).toBe(false);
    expect(valueMatches(1.5, "1...")).toBe(true);
    // A Map is read by its text, in a literal-looking comment too.
    expect(valueMatches({ m: new Map([["a", 1]]) }, "{ m: Map(1) { 'a' => 1 } }")).toBe(true);
  });

  it("takes a number written with `...` after its digits for one whose printed form starts with them", () => {
    expect(valueMatches(0.8372, "0.83...")).toBe(true);
    expect(valueMatches(0.8372, "0.83…")).toBe(true);
    expect(valueMatches(0.83, "0.83...")).toBe(true);
    expect(valueMatches(-0.51, "-0.5...")).toBe(true);
    expect(valueMatches(0.51, "-0.5...")).toBe(false);
    // The digits written are the start of the number, not the number rounded.
    expect(valueMatches(0.8372, "0.84...")).toBe(false);
    expect(valueMatches(0.236593, "0.2366...")).toBe(false);
    expect(valueMatches("0.8372", "0.83...")).toBe(false);
    expect(valueMatches({ ok: true, value: { estimate: 0.5, low: 0.236593, high: 0.763406 } }, "{ ok: true, value: { estimate: 0.5, low: 0.2365..., high: 0.7634... } }")).toBe(true);
  });

  it("takes `...` in a string for any text, and counts each run of whitespace as one space", () => {
    expect(valueMatches("Player 1 draws 5 cards.", '"Player 1 ..."')).toBe(true);
    expect(valueMatches("Player 1 draws 5 cards.", '"Player 2 ..."')).toBe(false);
    expect(valueMatches("a  b\nc", '"a b c"')).toBe(true);
  });

  it("matches what node prints for the value (util.inspect on one line), as a console.log comment does", () => {
    expect(valueText({ ok: true, value: [1, "a"] })).toBe("{ ok: true, value: [ 1, 'a' ] }");
    expect(valueMatches([1, 0], "[ 1, 0 ]")).toBe(true);
    expect(valueMatches({ a: "x" }, "{ a: 'x' }")).toBe(true);
    expect(valueMatches("Ember", "'Ember'")).toBe(true);
    expect(valueMatches(new Set(["hp", "name"]), "Set(2) { 'hp', 'name' }")).toBe(true);
    expect(valueMatches(new Set(["hp", "name"]), 'Set { "hp", "name" }')).toBe(false);
    expect(valueMatches(function named(): number { return 1; }, "[Function: named]")).toBe(true);
    expect(valueMatches({ ok: true, value: { state: { turn: 3 }, events: [] } }, "{ ok: true, value: { state: ..., events: [...] } }")).toBe(true);
    expect(valueMatches({ ok: false }, "{ ok: true, value: ... }")).toBe(false);
  });

  it("leaves out an explanation after ` — `, and nothing else starts one", () => {
    expect(valueMatches(false, "false — two players need two decks")).toBe(true);
    expect(valueMatches(true, "false — two players need two decks")).toBe(false);
    expect(valueMatches(false, "false: two players need two decks")).toBe(false);
    expect(valueMatches(false, "false, two players need two decks")).toBe(false);
    expect(valueMatches(2, "2 (nobody has played yet)")).toBe(false);
    expect(valueMatches({ ok: true, value: 2 }, "{ ok: true, value: 2 } — one bot sits everywhere")).toBe(true);
  });

  it("never matches prose", () => {
    for (const prose of ["looks one action ahead", "Result<State>", "ok, or an error", "two starter decks, seeded dice"]) {
      expect(valueLiteral(prose)).toBeUndefined();
      expect(valueMatches(undefined, prose)).toBe(false);
      expect(valueMatches({ ok: true, value: 1 }, prose)).toBe(false);
    }
  });

  it("never matches a Promise: a line whose value is one is written with `await`", () => {
    expect(valueMatches(Promise.resolve(1), "1")).toBe(false);
    expect(valueMatches(Promise.resolve(1), "Promise { 1 }")).toBe(false);
    expect(valueMatches({ then: () => undefined }, "{ then: ... }")).toBe(false);
    expect(valueShape(Promise.resolve(1))).toEqual({ kind: "promise" });
  });

  it("takes the value when the statement runs, not after a later line changed it", () => {
    const list = [1];
    const recorded = valuePrint(12, list);
    list.push(2);
    expect(outputProblems("page.md", block("list; // [1]"), [{ ...recorded, line: 11 }])).toEqual([]);
    expect(recorded.text).toBe("[ 1 ]");
  });
});

describe("valueLiteral", () => {
  it("reads JSON and JavaScript literals, with `...` for more items, more keys or more digits", () => {
    expect(valueLiteral('[1, "a", { b: null }]')).toEqual({
      kind: "array",
      more: false,
      items: [
        { kind: "number", value: 1 },
        { kind: "string", value: "a" },
        { kind: "object", more: false, entries: [["b", { kind: "null" }]] },
      ],
    });
    expect(valueLiteral("[1, ...]")).toEqual({ kind: "array", more: true, items: [{ kind: "number", value: 1 }] });
    expect(valueLiteral("{ ..., a: 1 }")).toEqual({ kind: "object", more: true, entries: [["a", { kind: "number", value: 1 }]] });
    expect(valueLiteral("0.83...")).toEqual({ kind: "digits", text: "0.83" });
    expect(valueLiteral("-0.5...")).toEqual({ kind: "digits", text: "-0.5" });
    // `...` inside a string is text to match, not a spread.
    expect(valueLiteral('"wait..."')).toEqual({ kind: "string", value: "wait..." });
  });

  it("is undefined for what is not a literal of those", () => {
    for (const text of ["", "entry 1", "{ a: 1 b: 2 }", "[1, ..., 3]", "[1, , 2]", "{ ...dot }", "{ a }", "`a${1}`", "f(1)", "a.b", "x", "1 + 1", "[1]; 2", "{ [k]: 1 }", "new Map()"]) {
      expect(valueLiteral(text)).toBeUndefined();
    }
  });
});

describe("which comments are expected values", () => {
  it("takes the trailing comment of an expression statement, an assignment and a declaration of one variable", () => {
    const b = block(["f(1); // 1", "x = 2; // 2", "const y = 3; // 3", "let z = 4 // 4", "if (ok) g(); // 5", "for (const i of [1]) h(i); // 6"].join("\n"));
    expect(expectedValues(b)).toEqual([
      { line: 11, comment: "1" },
      { line: 12, comment: "2" },
      { line: 13, comment: "3" },
      { line: 14, comment: "4" },
      { line: 15, comment: "5" },
      { line: 16, comment: "6" },
    ]);
    expect(expectedOutputs(b)).toEqual([]);
  });

  it("leaves comments on other statements, on lines of their own and directives as prose", () => {
    const b = block(['import { a } from "a"; // the a', "// f(1) is 1", "function f(n: number) { return n; } // prose", "if (a) { // prose", "  f(1);", "} // prose", "f(2); // @ts-expect-error", "f(3); // eslint-disable-line", "f(4); //"].join("\n"));
    expect(expectedValues(b)).toEqual([]);
    expect(outputProblems("page.md", b, [])).toEqual([]);
  });

  it("leaves a line where a console.log call ends to the console.log rules", () => {
    const b = block(["console.log(1); // 1", "[1].forEach((n) => console.log(n)); // 1", "const x = console.log(2); // 2"].join("\n"));
    expect(expectedValues(b)).toEqual([]);
    expect(expectedOutputs(b).map((o) => o.line)).toEqual([11, 12, 13]);
  });

  it("takes a statement over several lines from the line where it ends, and fails a comment on its first line", () => {
    const b = block(["const list = [", "  1, // the first", "  2,", "]; // [1, 2]", "f({ // { a: 1 }", "  a: 1,", "});"].join("\n"));
    expect(expectedValues(b)).toEqual([{ line: 14, comment: "[1, 2]" }]);
    expect(outputProblems("page.md", b, [valuePrint(14, [1, 2])])).toEqual([
      'page.md:15: the comment "{ a: 1 }" is on the first line of a statement over several lines (write the expected value on the line where the statement ends, or the comment on a line of its own)',
    ]);
  });

  it("fails a comment after a declaration whose value it cannot name", () => {
    const b = block(["const [a] = [1]; // 1", "const { b } = { b: 2 }; // 2", "let c = 1, d = 2; // 2", "declare const e: number; // 5"].join("\n"));
    expect(expectedValues(b)).toEqual([]);
    expect(outputProblems("page.md", b, []).map((p) => p.slice(0, 40))).toEqual(["page.md:11", "page.md:12", "page.md:13", "page.md:14"].map((at) => `${at}: the comment "${at.endsWith("11") ? 1 : at.endsWith("14") ? 5 : 2}" follows a declaration`.slice(0, 40)));
  });

  it("fails a comment after a declaration that is the whole body of an if or a loop, where a report after it would run either way", () => {
    const b = block(["if (no) var x = 1; // 1", "for (const i of [1, 2]) var last = i; // 2", "{ var y = 3; } // 3", "if (yes) { var z = 4; // 4", "}"].join("\n"));
    expect(expectedValues(b).map((v) => v.line)).toEqual([14]);
    expect(outputProblems("page.md", b, [valuePrint(14, 4)]).map((p) => p.split(" whose ")[0])).toEqual([
      'page.md:11: the comment "1" follows a declaration',
      'page.md:12: the comment "2" follows a declaration',
    ]);
  });

  it("fails a value that is not the comment's, or a statement that never ran, naming the run in a loop", () => {
    const b = block(["f(1); // 1", "if (no) f(2); // 2", "for (const i of [1, 2]) f(i); // 1", "wait(); // 3"].join("\n"));
    const prints: Print[] = [valuePrint(11, 2), valuePrint(13, 1), valuePrint(13, 2), valuePrint(14, Promise.resolve(3))];
    expect(outputProblems("page.md", b, prints)).toEqual([
      'page.md:11: the value is "2", but the comment says "1"',
      'page.md:12: the statement never ran, but the comment says its value is "2" (make the line run, or move the comment to a line of its own above it)',
      'page.md:13: the value is "2" (run 2 of 2), but the comment says "1"',
      'page.md:14: the value is a Promise, but the comment says "3" (write `await` before the expression, or the comment on a line of its own)',
    ]);
    expect(outputProblems("page.md", b, [valuePrint(11, 1), valuePrint(12, 2), valuePrint(13, 1), valuePrint(13, 1), valuePrint(14, 3)])).toEqual([]);
  });

  it("does not take a print of a console.log for a value, nor a value for a print", () => {
    const b = block(["f(1); // 1", "console.log(1); // 1"].join("\n"));
    expect(outputProblems("page.md", b, [{ line: 11, text: "1" }, valuePrint(12, 1)]).map((p) => p.slice(0, 30))).toEqual(["page.md:11: the statement neve", "page.md:12: console.log never "]);
  });

  it("rewrites each such statement to hand its value to the hook, each line on its line", () => {
    const b = block(["f(1); // 1", "x = 2; // 2", "const y = 3; // 3", "let z = 4 // 4", "f(", "  console.log(5),", "); // 6", "const after = 7;"].join("\n"));
    const module = blockModule("page.md", b);
    expect(module).toContain("__docValue(11, (f(1))); // 1");
    expect(module).toContain("__docValue(12, (x = 2)); // 2");
    expect(module).toContain("const y = 3; __docValue(13, y); // 3");
    expect(module).toContain("let z = 4; __docValue(14, z); // 4");
    expect(module).toContain('__docValue(17, (f(\n  __docPrint(16, "log", 5),\n))); // 6');
    const lines = module.split("\n");
    expect(lines.findIndex((l) => l.includes("const after = 7;")) - lines.findIndex((l) => l.includes("__docValue(11"))).toBe(7);
  });
});

describe("a block's values, run", () => {
  const dir = mkdtempSync(join(tmpdir(), "doc-values-"));
  const prints: Print[] = [];
  beforeAll(() => {
    (globalThis as Record<string, unknown>)[VALUE_HOOK] = (_source: string, line: number, value: unknown) => prints.push(valuePrint(line, value));
    (globalThis as Record<string, unknown>)[PRINT_HOOK] = (_source: string, line: number, args: unknown[]) => prints.push({ line, text: args.join(" ") });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, VALUE_HOOK);
    Reflect.deleteProperty(globalThis, PRINT_HOOK);
    rmSync(dir, { recursive: true, force: true });
  });

  it("checks each value where the statement ran, and fails what the comments get wrong", async () => {
    const code = [
      "const list: number[] = []; // []",
      "list.push(1); // 1",
      "list; // [1]",
      "let total = 0; // 0",
      "for (const n of [1, 2]) total += n; // 1",
      "const half = (n: number): number => {",
      "  return n / 2;",
      "};",
      "half(3); // 1.5",
      "[2].map((n) => {",
      "  half(n); // 1",
      "  return n;",
      "}); // [2]",
      "if (list.length > 5) half(1); // 0.5",
      "Promise.resolve(1); // 1",
      "await Promise.resolve(1); // 1",
      "console.log(half(4)); // 2",
      "list.push(2); // 1 — wrong: push returns the new length",
    ].join("\n");
    const b = block(code);
    const file = join(dir, "block.ts");
    writeFileSync(file, blockModule("page.md", b));
    await import(pathToFileURL(file).href);
    expect(outputProblems("page.md", b, prints)).toEqual([
      'page.md:15: the value is "3" (run 2 of 2), but the comment says "1"',
      'page.md:24: the statement never ran, but the comment says its value is "0.5" (make the line run, or move the comment to a line of its own above it)',
      'page.md:25: the value is a Promise, but the comment says "1" (write `await` before the expression, or the comment on a line of its own)',
      'page.md:28: the value is "2", but the comment says "1 — wrong: push returns the new length"',
    ]);
  });
});
