/**
 * The ```ts and ```tsx code blocks of a Markdown page: what docs/examples.test.ts compiles and
 * runs against the workspace, and scripts/smoke-tarballs.ts against the installed tarballs. A
 * block whose fence says ```ts ignore (or ```tsx ignore) is left out (only for fragments that
 * cannot run on their own). docs/examples.test.ts also runs the ```ts blocks of the TSDoc
 * `@example`s of the packages' sources ({@link exampleBlocks}); for those, the "page" below is
 * the source file, and a block's page lines are its lines in that file.
 *
 * What a block prints is checked against the comments that show it. A trailing `// ...` comment
 * on the line where a `console.log(...)` call ends (for a call on one line, its line) is that
 * call's expected output; every other comment (one on a line of its own, or on a line where no
 * `console.log(...)` call ends) is prose and is not checked. {@link blockModule} rewrites each
 * `console.log(...)` call into one that reports the page line where the call ends and its
 * arguments to a hook (see {@link PRINT_HOOK}; without the hook it is `console.log` itself); the
 * hook formats the arguments with node's `util.format`, as `console.log` prints them, and
 * {@link outputProblems} compares the prints with the comments:
 *
 * - The expected output is the whole comment, unless the comment contains ` — ` (a space, an em
 *   dash, a space): then the output is the part before the first ` — `, and the rest explains it
 *   and is not checked: `// [ 0 ] — who may answer now`, `// false — with a message saying why`.
 *   No other text (`: `, `, `, ` (`) separates an explanation: `// Alice, Bob` expects
 *   `Alice, Bob`, not `Alice`. (An output that itself contains ` — ` can only be written with
 *   `...` in that place.)
 * - Whitespace is normalised on both sides: each run of spaces and newlines counts as one space,
 *   and leading and trailing whitespace is ignored (so a value node prints over several lines
 *   is written on one).
 * - `...` (or `…`) in the expected output matches any text, none included:
 *   `// [ 'c37', 'c58', ... ]`, `// { estimate: 0.5..., low: 0.4... }`. Use it for the part that
 *   varies only; it cannot reach into the explanation, which is cut off first.
 * - When a line prints more than once (in a loop), its prints are joined with newlines, in
 *   order, and compared as one text: `// [ 3, 6 ] [ 1, 2 ]`.
 * - A line with an expected output whose `console.log` never ran (in a callback never called,
 *   behind an `if` not taken) fails: make the line run, or move the comment to a line of its own
 *   above it, which marks it as not checked.
 * - A `console.log(...)` call over several lines takes its expected output from the line where
 *   it ends (after the closing parenthesis); a trailing comment on the line where it starts
 *   fails, as it would be ambiguous (comments on the lines in between are prose, about the
 *   arguments).
 * - Comments that start with `@ts-`, `eslint-` or `prettier-` are directives, not outputs.
 * - The calls seen are `console.log(...)`, `console["log"](...)` and the same on
 *   `globalThis.console`. Other prints (`console.info`, `console.table`, `console.log?.(...)`,
 *   a `console.log` passed or stored under another name) are not seen, and a trailing comment
 *   on a line that names `console` and `log` in such a form (`(console.log)(x)`,
 *   `console.log.call(...)`, `list.forEach(console.log)`) fails, so that no expected output
 *   goes unchecked. On other lines a trailing comment is prose.
 *
 * A failure names the page and line, what was printed and what the comment says.
 */
import ts from "typescript";

/** One ```ts or ```tsx block of a page. */
export interface CodeBlock {
  /** The line of the opening fence, from 1. */
  readonly line: number;
  /** The code between the fences. */
  readonly code: string;
  /** `"tsx"` for a block with JSX (compiled with React's automatic runtime), else `"ts"`. */
  readonly lang: "ts" | "tsx";
}

/**
 * Every ```ts and ```tsx block of a Markdown text that is not marked `ignore`, in order.
 * @param markdown - The page.
 * @returns The blocks.
 */
export function codeBlocks(markdown: string): CodeBlock[] {
  const out: CodeBlock[] = [];
  const fence = /^```(tsx?)([^\n]*)\n([\s\S]*?)^```/gm;
  for (let m = fence.exec(markdown); m !== null; m = fence.exec(markdown)) {
    if ((m[2] ?? "").includes("ignore")) continue;
    out.push({ line: markdown.slice(0, m.index).split("\n").length, code: m[3] ?? "", lang: m[1] === "tsx" ? "tsx" : "ts" });
  }
  return out;
}

/**
 * Every ```ts block of the TSDoc `@example`s of a TypeScript source file, in order: the code
 * between the fences, each line without its leading `*` (and the one space after it), and the
 * file line of the opening fence, so that a block line's page line is its line in the file. A
 * doc comment tagged `@internal` is left out (it is not in the API reference).
 * @param text - The source file.
 * @returns The blocks.
 */
export function exampleBlocks(text: string): CodeBlock[] {
  const out: CodeBlock[] = [];
  const comment = /\/\*\*([\s\S]*?)\*\//g;
  for (let c = comment.exec(text); c !== null; c = comment.exec(text)) {
    const body = c[1] ?? "";
    if (body.includes("@internal")) continue;
    const bodyStart = c.index + "/**".length;
    const example = /@example[^\n]*\n(?:[ \t]*\*[^\n]*\n)*?[ \t]*\*[ \t]*```ts\n([\s\S]*?)\n[ \t]*\*[ \t]*```/g;
    for (let m = example.exec(body); m !== null; m = example.exec(body)) {
      const code = (m[1] ?? "")
        .split("\n")
        .map((l) => l.replace(/^[ \t]*\* ?/, ""))
        .join("\n");
      const fence = bodyStart + m.index + m[0].indexOf("```ts\n");
      out.push({ line: text.slice(0, fence).split("\n").length, code, lang: "ts" });
    }
  }
  return out;
}

/**
 * The name of the global function a block module hands its prints to, when it is set:
 * `(source, line, args) => void`, with the page's path, the page line where the `console.log`
 * call ends and the call's arguments. The runner sets it, formats `args` with `util.format` and
 * passes the prints of a block to {@link outputProblems}.
 */
export const PRINT_HOOK = "__rulesmithDocPrint";

/** The signature of the {@link PRINT_HOOK} function. */
export type PrintHook = (source: string, line: number, args: unknown[]) => void;

/** What one `console.log` call of a block printed. */
export interface Print {
  /** The page line where the call ends (its line, for a call on one line), from 1. */
  readonly line: number;
  /** The text, as `console.log` prints it (`util.format` of its arguments). */
  readonly text: string;
}

/** A trailing comment on the line where a `console.log(...)` call ends: what the line is expected to print. */
export interface ExpectedOutput {
  /** The page line, from 1. */
  readonly line: number;
  /** The comment's text, without `//` and surrounding whitespace. */
  readonly comment: string;
}

interface Scan {
  /**
   * Each `console.log(...)` call: where its callee (`console.log`) starts and its arguments
   * start in the code, and the page lines where the call starts and ends.
   */
  readonly calls: readonly { readonly start: number; readonly end: number; readonly startLine: number; readonly line: number }[];
  readonly expected: readonly ExpectedOutput[];
  /** Trailing comments on the first line of a `console.log(...)` call over several lines. */
  readonly misplaced: readonly ExpectedOutput[];
  /** Trailing comments on a line that mentions `console` and `log` in a form not read as a call, such as `(console.log)(x)`: not checked, so refused. */
  readonly unread: readonly ExpectedOutput[];
}

/** `log`, written `.log` or `["log"]`, on `console` or `globalThis.console`. */
function isConsoleLog(callee: ts.Expression): boolean {
  let object: ts.Expression;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === "log") object = callee.expression;
  else if (ts.isElementAccessExpression(callee) && ts.isStringLiteralLike(callee.argumentExpression) && callee.argumentExpression.text === "log") object = callee.expression;
  else return false;
  if (ts.isIdentifier(object)) return object.text === "console";
  return ts.isPropertyAccessExpression(object) && object.name.text === "console" && ts.isIdentifier(object.expression) && object.expression.text === "globalThis";
}

function scan(block: CodeBlock): Scan {
  const file = ts.createSourceFile(`block.${block.lang}`, block.code, ts.ScriptTarget.Latest, true, block.lang === "tsx" ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const pageLine = (pos: number): number => block.line + 1 + file.getLineAndCharacterOfPosition(pos).line;
  const calls: { start: number; end: number; startLine: number; line: number }[] = [];
  const comments = new Map<number, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isConsoleLog(node.expression) && node.questionDotToken === undefined && node.typeArguments === undefined) {
      // node.arguments.pos is just after the opening parenthesis.
      calls.push({ start: node.expression.getStart(file), end: node.arguments.pos, startLine: pageLine(node.getStart(file)), line: pageLine(node.end) });
    }
    // Every comment that follows a token on the same line is a trailing comment of that token.
    for (const range of ts.getTrailingCommentRanges(block.code, node.end) ?? []) {
      if (range.kind !== ts.SyntaxKind.SingleLineCommentTrivia) continue;
      comments.set(pageLine(range.pos), block.code.slice(range.pos + 2, range.end).trim());
    }
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  const ends = new Set(calls.map((c) => c.line));
  const starts = new Set(calls.filter((c) => c.startLine !== c.line).map((c) => c.startLine));
  const outputs = [...comments]
    .filter(([, comment]) => comment !== "" && !/^(@ts-|eslint-|prettier-)/.test(comment))
    .map(([line, comment]) => ({ line, comment }))
    .sort((a, b) => a.line - b.line);
  const codeLines = block.code.split("\n");
  const mentionsLog = (line: number): boolean => /\bconsole\b[\s\S]*\blog\b/.test(codeLines[line - block.line - 1] ?? "");
  return {
    calls,
    expected: outputs.filter((o) => ends.has(o.line) && !starts.has(o.line)),
    misplaced: outputs.filter((o) => starts.has(o.line)),
    unread: outputs.filter((o) => !ends.has(o.line) && !starts.has(o.line) && mentionsLog(o.line)),
  };
}

/**
 * The expected outputs of a block: each trailing comment on the line where a `console.log(...)`
 * call ends.
 * @param block - The block.
 * @returns The expected outputs, by page line.
 */
export function expectedOutputs(block: CodeBlock): ExpectedOutput[] {
  return [...scan(block).expected];
}

/**
 * A block as a module file of its own: a comment naming where it comes from, and `export {}`
 * so that its names stay its own even when it imports nothing. Each `console.log(` call becomes
 * a call of a local function that hands the page's path, the page line where the call ends and
 * its arguments to the {@link PRINT_HOOK} function when it is set, else to `console.log`. The
 * file has as many lines before the block's code as before (two, four with JSX), and each line
 * of code stays on its line.
 * @param source - The page's path, for the comment and the prints.
 * @param block - The block.
 * @returns The file's text.
 */
export function blockModule(source: string, block: CodeBlock): string {
  // JSX compiles to React's automatic runtime whatever the bundler's default (the pragmas).
  const jsx = block.lang === "tsx" ? "/** @jsxRuntime automatic */\n/** @jsxImportSource react */\n" : "";
  const { calls } = scan(block);
  let code = block.code;
  for (const call of [...calls].sort((a, b) => b.start - a.start)) {
    // Keep the newlines of what is replaced (`console\n  .log(`), so every line stays on its line.
    const newlines = "\n".repeat(code.slice(call.start, call.end).split("\n").length - 1);
    code = `${code.slice(0, call.start)}__docPrint(${call.line}, ${newlines}${code.slice(call.end)}`;
  }
  const print =
    calls.length === 0
      ? ""
      : ` const __docPrint = (line: number, ...args: unknown[]): void => { const hook = (globalThis as unknown as { ${PRINT_HOOK}?: (source: string, line: number, args: unknown[]) => void }).${PRINT_HOOK}; if (hook === undefined) console.log(...args); else hook(${JSON.stringify(source)}, line, args); };`;
  return `${jsx}// From ${source}, line ${block.line}.\nexport {};${print}\n${code}`;
}

/**
 * The page line of a line of a {@link blockModule} file, for messages about the file (a
 * compiler's, say). The lines before the block's code give the line of the opening fence.
 * @param block - The block the file was written from.
 * @param moduleLine - The line in the file, from 0.
 * @returns The page line, from 1.
 */
export function blockPageLine(block: CodeBlock, moduleLine: number): number {
  const header = block.lang === "tsx" ? 4 : 2;
  return moduleLine < header ? block.line : block.line + 1 + moduleLine - header;
}

const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();

/** What separates the output from an explanation in a comment: a space, an em dash, a space. */
export const EXPLANATION_MARKER = " — ";

/**
 * The part of a comment that is the expected output, whitespace normalised: the whole comment,
 * or the part before its first {@link EXPLANATION_MARKER}.
 * @param comment - The comment's text.
 * @returns The expected output.
 */
export function expectedText(comment: string): string {
  const text = normalise(comment);
  const marker = text.indexOf(EXPLANATION_MARKER);
  return marker === -1 ? text : text.slice(0, marker).trim();
}

/**
 * Whether what a line printed matches its comment, by the rules in this file's header.
 * @param printed - What the line printed (its prints joined with newlines).
 * @param comment - The comment's text.
 * @returns `true` when they match.
 */
export function outputMatches(printed: string, comment: string): boolean {
  const pattern = expectedText(comment)
    .split(/\.\.\.|…/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]*");
  return new RegExp(`^${pattern}$`).test(normalise(printed));
}

const shown = (text: string): string => JSON.stringify(text.length > 2000 ? `${text.slice(0, 2000)}...` : text);

/**
 * What is wrong with a block's prints against its expected outputs: one message per line that
 * printed something else than its comment says, or whose `console.log` never ran, and one per
 * trailing comment on the first line of a `console.log` call over several lines.
 * @param source - The page's path, for the messages.
 * @param block - The block.
 * @param prints - What the block printed, with the page line of each call.
 * @returns The problems, empty when every expected output was printed.
 */
export function outputProblems(source: string, block: CodeBlock, prints: readonly Print[]): string[] {
  const problems: string[] = [];
  const { expected, misplaced, unread } = scan(block);
  for (const { line, comment } of unread) {
    problems.push(`${source}:${line}: the comment ${shown(comment)} follows a console.log the check does not read as a call (write console.log(...) itself, or put the comment on a line of its own)`);
  }
  for (const { line, comment } of misplaced) {
    problems.push(`${source}:${line}: the comment ${shown(comment)} is on the first line of a console.log call over several lines (write the expected output on the line where the call ends, or the comment on a line of its own)`);
  }
  for (const { line, comment } of expected) {
    const texts = prints.filter((p) => p.line === line).map((p) => p.text);
    if (texts.length === 0) {
      problems.push(`${source}:${line}: console.log never ran, but the comment says ${shown(comment)} (make the line run, or move the comment to a line of its own above it)`);
    } else if (!outputMatches(texts.join("\n"), comment)) {
      problems.push(`${source}:${line}: printed ${shown(normalise(texts.join("\n")))}, but the comment says ${shown(comment)}`);
    }
  }
  return problems;
}
