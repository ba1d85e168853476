/**
 * The ```ts and ```tsx code blocks of a Markdown page: what docs/examples.test.ts compiles and
 * runs against the workspace, and scripts/smoke-tarballs.ts against the installed tarballs. A
 * block whose fence says ```ts ignore (or ```tsx ignore) is left out (only for fragments that
 * cannot run on their own). docs/examples.test.ts also runs the ```ts blocks of the TSDoc
 * `@example`s of the packages' sources ({@link exampleBlocks}); for those, the "page" below is
 * the source file, and a block's page lines are its lines in that file.
 *
 * What a block prints, and the values of its statements, are checked against the comments that
 * show them.
 *
 * **Prints.** A trailing `// ...` comment on the line where a `console.log(...)` call ends (for a
 * call on one line, its line) is that call's expected output. The same goes for
 * `console.info(...)`, `console.debug(...)`, `console.warn(...)` and `console.error(...)`
 * ({@link PRINT_METHODS}), which print their arguments as `console.log` does (`warn` and `error`
 * on stderr): everything below said of `console.log` holds for them, and a message names the
 * method of the line. {@link blockModule} rewrites each such call into one that reports the page
 * line where the call ends and its arguments to a hook (see {@link PRINT_HOOK}; without the hook
 * it is the `console` method itself); the hook formats the arguments with node's `util.format`,
 * as `console.log` prints them, and {@link outputProblems} compares the prints with the comments:
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
 * - Every `console.log(...)` call needs an expected output: a line where one ends with no
 *   trailing comment (or only a directive) fails, so that nothing a block prints goes
 *   unchecked; its message says so more pointedly when the next line is a `// ...` comment of
 *   its own, an output written on the wrong line. For output that differs from run to run or
 *   from machine to machine, write `...` just where it varies (`// slowest call ... ms`), or,
 *   when nothing of it can be written down, {@link NOT_CHECKED} with the reason after ` — `:
 *   `// not checked — a timing`. A call that only shows how a callback is written, and never
 *   runs, is better written without `console.log`.
 * - A line with an expected output whose `console.log` never ran (in a callback never called,
 *   behind an `if` not taken) fails: make the line run, or move the comment to a line of its own
 *   above it, which marks it as not checked.
 * - A `console.log(...)` call over several lines takes its expected output from the line where
 *   it ends (after the closing parenthesis); a trailing comment on the line where it starts
 *   fails, as it would be ambiguous (comments on the lines in between are prose, about the
 *   arguments).
 * - Comments that start with `@ts-`, `eslint-` or `prettier-` are directives, not outputs (nor
 *   values).
 * - The calls seen are `console.log(...)`, `console["log"](...)` and the same on
 *   `globalThis.console`, and so for `info`, `debug`, `warn` and `error`. Other forms
 *   (`console.log?.(...)`, a `console.log` passed or stored under another name) are not seen,
 *   and a trailing comment on a line that names `console` and one of these methods in such a
 *   form (`(console.log)(x)`, `console.log.call(...)`, `list.forEach(console.warn)`) fails, so
 *   that no expected output goes unchecked.
 * - `console.table(...)` fails wherever it is called, with a comment or without: the table it
 *   draws cannot be written on one line of a comment. Print the rows with `console.log`, their
 *   output on the line, instead. (Other `console` methods, such as `console.dir`, are not
 *   prints the check knows: a trailing comment after one is its value, `undefined`.)
 *
 * **Values.** On any other line, a trailing `// ...` comment right after a statement, on the line
 * where the statement ends, is the statement's expected value ({@link expectedValues}) when the
 * statement is
 *
 * - an expression statement, nested or not: its value. For a call, what it returns (`undefined`
 *   for a function that returns nothing: `close(); // undefined`, or the comment goes above);
 *   for an assignment (`s = next(s);`, `n += 1;`), the value assigned; for `await p;`, what `p`
 *   resolves to. `criticalOf([6, 6, 5]); // null`, `if (r.ok) r.value.length; // 3`.
 * - a declaration of one variable by name, with `const`, `let` or `var`: the variable's value
 *   after it. `const face = rng.die(6); // 6`. A trailing comment after a destructuring
 *   declaration (`const [a] = list;`), a declaration of several variables, a `declare`, or a
 *   declaration that is the whole body of an `if` or a loop without braces fails, as the check
 *   cannot name its value (or, for the last, could not tell whether it ran).
 *
 * Every other trailing comment (after an `import`, a function declaration, `if (...) {`, a
 * `return`, a closing `}`) is prose, as is every comment on a line of its own; a prose comment
 * after such a statement goes on a line of its own above it, or after ` — ` behind the real
 * value: `// { ok: true, ... } — entry 2, answers 1`. A trailing comment on the first line of
 * such a statement over several lines fails, as for a `console.log(...)` call.
 *
 * {@link blockModule} rewrites each statement with an expected value so that it hands its value
 * and the page line where it ends to a second hook ({@link VALUE_HOOK}; without the hook nothing
 * happens): `expr; // v` becomes `__docValue(line, (expr)); // v`, and `const x = expr; // v`
 * becomes `const x = expr; __docValue(line, x); // v`, on the same line. The runner records the
 * value at once (scripts/doc-values.ts's `valuePrint`: a later line that changes the value does
 * not count), as text, node's `util.inspect(value, { depth: null, breakLength: Infinity,
 * compact: true })` (strings in single quotes, `{ ok: true, value: [ 1, 2 ] }`), and as a shape.
 * A value matches its comment's expected part (cut at ` — ` and whitespace normalised as above)
 * when
 *
 * - the expected part is a literal ({@link valueLiteral}) that matches the value: a number
 *   (negative, `NaN`, `Infinity`, a bigint `10n`) equal to it (`-0` is not `0`); a number
 *   written with `...` right after its digits (`0.83...`), one whose printed form is those
 *   digits and more digits (not rounded: 0.8372 is `0.83...`, never `0.84...`; `1...` is 1 or
 *   1.5, never 10); a string in single, double or back quotes,
 *   equal to it with whitespace normalised and `...` in it for any text; `true`, `false`,
 *   `null`, `undefined`, the same; an array, item by item, as many as written, or more after a
 *   trailing `...` item (`[1, 0, ...]`); an object with bare, quoted or numeric keys, whose own
 *   enumerable keys are exactly those written with matching values, or include them when the
 *   object has a `...` entry (`{ id: 1, ... }`). Another object (a class instance, an error)
 *   counts as an object of its own enumerable keys; a `Map`, a `Set`, a `Date`, a function, and
 *   an object met again inside itself, are matched by their text only. The literal route keeps
 *   types apart: `2` never matches the string `"2"`, and a string value is always written in
 *   quotes. A comment that reads as a literal is matched only so (its `...` entries alone
 *   allow more keys or items), unless the value has a part matched by text only; or
 * - the expected part is not a literal (or the value has such a part), and the text matches it
 *   by the rules for prints above (`...` for any text included): `Set(2) { 'hp', 'name' }`,
 *   `[Function: rate]`, `Map(1) { 'a' => 1 }`.
 *
 * A line that runs more than once (in a loop) matches when every value it had matches (the
 * failure names the run); one that never ran fails, as for prints. A value that is a Promise
 * (any thenable) never matches: the check does not wait for it, as waiting would change what
 * the block does, so write `await` before the expression (or put the comment on a line of its
 * own).
 *
 * A failure names the page and line, what was printed or the value, and what the comment says.
 */
import ts from "typescript";
import { valuePrint, type ValueShape } from "./doc-values.js";

export type { ValueShape } from "./doc-values.js";

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
 * `(source, line, args) => void`, with the page's path, the page line where the print call
 * (`console.log`, `console.warn`, ...: {@link PRINT_METHODS}) ends and the call's arguments. The runner sets it, formats `args` with `util.format` and
 * passes the prints of a block to {@link outputProblems}.
 */
export const PRINT_HOOK = "__rulesmithDocPrint";

/** The signature of the {@link PRINT_HOOK} function. */
export type PrintHook = (source: string, line: number, args: unknown[]) => void;

/**
 * The name of the global function a block module hands the value of each statement with an
 * expected value to ({@link expectedValues}), when it is set: `(source, line, value) => void`,
 * with the page's path, the page line where the statement ends and the value. The runner sets
 * it and records the value at once with scripts/doc-values.ts's `valuePrint`, then passes the
 * records with the prints to {@link outputProblems}.
 */
export const VALUE_HOOK = "__rulesmithDocValue";

/** The signature of the {@link VALUE_HOOK} function. */
export type ValueHook = (source: string, line: number, value: unknown) => void;

/** What one print call of a block (`console.log`, ...) printed, or the value one statement had. */
export interface Print {
  /** The page line where the call or the statement ends (its line, for one on one line), from 1. */
  readonly line: number;
  /** The text: for a call as `console.log` prints it (`util.format` of its arguments), for a value scripts/doc-values.ts's `valueText`. */
  readonly text: string;
  /** For a statement's value, its shape (scripts/doc-values.ts's `valuePrint` gives both); absent for a print. */
  readonly value?: ValueShape;
}

/** A trailing comment on the line where a print call (`console.log(...)`, ...) ends: what the line is expected to print. */
export interface ExpectedOutput {
  /** The page line, from 1. */
  readonly line: number;
  /** The comment's text, without `//` and surrounding whitespace. */
  readonly comment: string;
}

interface Scan {
  /**
   * Each print call (`console.log(...)`, `console.info(...)`, ...; see {@link PRINT_METHODS}):
   * its method, where its callee (`console.log`) starts and its arguments start in the code,
   * and the page lines where the call starts and ends.
   */
  readonly calls: readonly PrintCall[];
  readonly expected: readonly ExpectedOutput[];
  /** Trailing comments on the first line of a print call over several lines. */
  readonly misplaced: readonly ExpectedOutput[];
  /**
   * Each page line where a print call ends with no trailing comment (none, or only a
   * directive): nothing it prints is checked, so refused. `method` is the call's, for the
   * message; `next` is the comment on the line right after, when that line is a `// ...`
   * comment of its own: an output written on the wrong line.
   */
  readonly unchecked: readonly { readonly line: number; readonly method: PrintMethod; readonly next: string | undefined }[];
  /** Trailing comments on a line that mentions `console` and a print method in a form not read as a call, such as `(console.log)(x)`: not checked, so refused. */
  readonly unread: readonly (ExpectedOutput & { readonly method: string })[];
  /** Each page line where a `console.table(...)` call ends: a table is not compared with a comment, so refused. */
  readonly tables: readonly number[];
  /** Each statement with an expected value (see {@link expectedValues}), and what {@link blockModule} inserts into the code to hand its value to the hook. */
  readonly values: readonly (ExpectedOutput & { readonly inserts: readonly Insert[] })[];
  /** Trailing comments on the first line of a statement over several lines that could have an expected value. */
  readonly valueMisplaced: readonly ExpectedOutput[];
  /** Trailing comments after a declaration whose value the check cannot name: a destructuring one, one of several variables, a `declare`. */
  readonly unnamed: readonly ExpectedOutput[];
}

/** Text {@link blockModule} puts at a position of a block's code. */
interface Insert {
  readonly at: number;
  readonly text: string;
}

/**
 * The `console` methods whose calls are checked as prints: each prints its arguments as
 * `util.format` formats them (`warn` and `error` on stderr), so each line that calls one takes
 * its expected output in a trailing comment.
 */
export const PRINT_METHODS = ["log", "info", "debug", "warn", "error"] as const;

/** A method of {@link PRINT_METHODS}. */
export type PrintMethod = (typeof PRINT_METHODS)[number];

/** One print call of a block, as {@link scan} finds it. */
interface PrintCall {
  readonly method: PrintMethod;
  /** Where its callee starts in the code. */
  readonly start: number;
  /** Where its arguments start in the code (just after the opening parenthesis). */
  readonly end: number;
  readonly startLine: number;
  readonly line: number;
}

const isPrintMethod = (name: string): name is PrintMethod => (PRINT_METHODS as readonly string[]).includes(name);

/** The method of the print call that starts or ends on a page line, for a message about the line. */
const methodAt = (calls: readonly PrintCall[], line: number): PrintMethod => calls.find((c) => c.line === line || c.startLine === line)?.method ?? "log";

/**
 * The method of a call of `console`, written `.name` or `["name"]`, on `console` or
 * `globalThis.console`, when it is a print ({@link PRINT_METHODS}) or `table`; else `undefined`.
 */
function consoleMethod(callee: ts.Expression): PrintMethod | "table" | undefined {
  let object: ts.Expression;
  let name: string;
  if (ts.isPropertyAccessExpression(callee)) [object, name] = [callee.expression, callee.name.text];
  else if (ts.isElementAccessExpression(callee) && ts.isStringLiteralLike(callee.argumentExpression)) [object, name] = [callee.expression, callee.argumentExpression.text];
  else return undefined;
  const onConsole = ts.isIdentifier(object)
    ? object.text === "console"
    : ts.isPropertyAccessExpression(object) && object.name.text === "console" && ts.isIdentifier(object.expression) && object.expression.text === "globalThis";
  if (!onConsole) return undefined;
  return name === "table" || isPrintMethod(name) ? name : undefined;
}

/**
 * What starts the trailing comment of a `console.log(...)` call whose output cannot be written
 * down, as it differs from run to run or machine to machine (a timing): `// not checked — a
 * timing`, the reason after ` — `. Its output is not checked; use it for nothing else.
 */
export const NOT_CHECKED = "not checked";

const isNotChecked = (comment: string): boolean => comment === NOT_CHECKED || comment.startsWith(`${NOT_CHECKED} — `);

/** Comments that are directives to a tool, never an output or a value. */
const isDirective = (comment: string): boolean => /^(@ts-|eslint-|prettier-)/.test(comment);

/**
 * A statement that may have an expected value: an expression statement, or a variable
 * statement. `inserts` is empty for a declaration whose value the check cannot name.
 */
interface ValueStatement {
  readonly startLine: number;
  readonly line: number;
  /** The trailing comment right after the statement, on the line where it ends. */
  readonly comment: string | undefined;
  readonly inserts: readonly Insert[];
}

function scan(block: CodeBlock): Scan {
  const file = ts.createSourceFile(`block.${block.lang}`, block.code, ts.ScriptTarget.Latest, true, block.lang === "tsx" ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const pageLine = (pos: number): number => block.line + 1 + file.getLineAndCharacterOfPosition(pos).line;
  const calls: PrintCall[] = [];
  const tables: number[] = [];
  const statements: ValueStatement[] = [];
  const comments = new Map<number, string>();
  const trailing = (pos: number): string | undefined => {
    const range = ts.getTrailingCommentRanges(block.code, pos)?.[0];
    return range?.kind === ts.SyntaxKind.SingleLineCommentTrivia ? block.code.slice(range.pos + 2, range.end).trim() : undefined;
  };
  const visit = (node: ts.Node): void => {
    const method = ts.isCallExpression(node) && node.questionDotToken === undefined && node.typeArguments === undefined ? consoleMethod(node.expression) : undefined;
    if (method === "table") tables.push(pageLine(node.end));
    else if (method !== undefined && ts.isCallExpression(node)) {
      // node.arguments.pos is just after the opening parenthesis.
      calls.push({ method, start: node.expression.getStart(file), end: node.arguments.pos, startLine: pageLine(node.getStart(file)), line: pageLine(node.end) });
    }
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node)) {
      const line = pageLine(node.end);
      let inserts: Insert[] = [];
      if (ts.isExpressionStatement(node)) {
        inserts = [
          { at: node.expression.getStart(file), text: `__docValue(${line}, (` },
          { at: node.expression.end, text: "))" },
        ];
      } else {
        const [only, ...others] = node.declarationList.declarations;
        const declared = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword) !== true;
        // A declaration that is the whole body of an `if` or a loop (`if (c) var x = 1;`): a
        // report after it would run whether or not the body does, so its comment is refused.
        const inBlock = ts.isBlock(node.parent) || ts.isSourceFile(node.parent) || ts.isCaseOrDefaultClause(node.parent) || ts.isModuleBlock(node.parent);
        if (only !== undefined && others.length === 0 && ts.isIdentifier(only.name) && declared && inBlock) {
          const semicolon = block.code[node.end - 1] === ";" ? " " : "; ";
          inserts = [{ at: node.end, text: `${semicolon}__docValue(${line}, ${only.name.text});` }];
        }
      }
      statements.push({ startLine: pageLine(node.getStart(file)), line, comment: trailing(node.end), inserts });
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
    .filter(([, comment]) => comment !== "" && !isDirective(comment))
    .map(([line, comment]) => ({ line, comment }))
    .sort((a, b) => a.line - b.line);
  const codeLines = block.code.split("\n");
  // The print method a line names beside `console`, when it does (`(console.log)(x)`, `list.forEach(console.info)`).
  const mentioned = (line: number): string | undefined => /\bconsole\b[\s\S]*\b(log|info|debug|warn|error|table)\b/.exec(codeLines[line - block.line - 1] ?? "")?.[1];
  const tableLines = new Set(tables);
  const unread = outputs.flatMap((o) => {
    const method = ends.has(o.line) || starts.has(o.line) || tableLines.has(o.line) ? undefined : mentioned(o.line);
    return method === undefined ? [] : [{ ...o, method }];
  });
  // A line that prints, or is refused for a print, is left to the print rules.
  const logLines = new Set([...ends, ...starts, ...tables, ...unread.map((o) => o.line)]);
  const commented = statements.filter((s) => s.comment !== undefined && s.comment !== "" && !isDirective(s.comment) && !logLines.has(s.line));
  const values = commented.filter((s) => s.inserts.length > 0).map((s) => ({ line: s.line, comment: s.comment ?? "", inserts: s.inserts }));
  const unnamed = commented.filter((s) => s.inserts.length === 0).map((s) => ({ line: s.line, comment: s.comment ?? "" }));
  const taken = new Set([...logLines, ...commented.map((s) => s.line)]);
  const firstLines = new Set(statements.filter((s) => s.startLine !== s.line).map((s) => s.startLine));
  const commentLines = new Set(outputs.map((o) => o.line));
  // A call with a comment on its first line is refused for that comment (misplaced) alone.
  const unchecked = [...new Set(calls.filter((c) => !commentLines.has(c.line) && !commentLines.has(c.startLine)).map((c) => c.line))]
    .sort((a, b) => a - b)
    .map((line) => {
      const next = /^\s*\/\/(.*)$/.exec(codeLines[line - block.line] ?? "")?.[1]?.trim();
      return { line, method: methodAt(calls, line), next: next === undefined || next === "" || isDirective(next) ? undefined : next };
    });
  return {
    calls,
    expected: outputs.filter((o) => ends.has(o.line) && !starts.has(o.line) && !isNotChecked(o.comment)),
    unchecked,
    misplaced: outputs.filter((o) => starts.has(o.line)),
    unread,
    tables: [...tableLines].sort((a, b) => a - b),
    values,
    valueMisplaced: outputs.filter((o) => firstLines.has(o.line) && !taken.has(o.line)),
    unnamed,
  };
}

/**
 * The expected outputs of a block: each trailing comment on the line where a print call
 * (`console.log(...)`, `console.info(...)`, ...: {@link PRINT_METHODS}) ends.
 * @param block - The block.
 * @returns The expected outputs, by page line.
 */
export function expectedOutputs(block: CodeBlock): ExpectedOutput[] {
  return [...scan(block).expected];
}

/**
 * The expected values of a block: each trailing comment right after an expression statement
 * or a declaration of one variable, on the line where it ends, unless a print call
 * (`console.log(...)`, ...) ends on that line (its comment is then the call's output) or the
 * line is refused for a print the check does not read, or for a `console.table`.
 * @param block - The block.
 * @returns The expected values, by page line.
 */
export function expectedValues(block: CodeBlock): ExpectedOutput[] {
  return scan(block).values.map(({ line, comment }) => ({ line, comment }));
}

/**
 * A block as a module file of its own: a comment naming where it comes from, and `export {}`
 * so that its names stay its own even when it imports nothing. Each `console.log(` call (and
 * `console.info(`, ...: {@link PRINT_METHODS}) becomes a call of a local function that hands the
 * page's path, the page line where the call ends and its arguments to the {@link PRINT_HOOK}
 * function when it is set, else to that `console` method. Each statement with an expected
 * value ({@link expectedValues}) hands its value, with the page line where it ends, to the
 * {@link VALUE_HOOK} function when it is set: `expr;` becomes
 * `__docValue(line, (expr));`, and `const x = expr;` is followed by `__docValue(line, x);` on
 * the same line. The file has as many lines before the block's code as before (two, four with
 * JSX), and each line of code stays on its line.
 * @param source - The page's path, for the comment and the prints.
 * @param block - The block.
 * @returns The file's text.
 */
export function blockModule(source: string, block: CodeBlock): string {
  // JSX compiles to React's automatic runtime whatever the bundler's default (the pragmas).
  const jsx = block.lang === "tsx" ? "/** @jsxRuntime automatic */\n/** @jsxImportSource react */\n" : "";
  const { calls, values } = scan(block);
  // Replacements of `console.log(` (and the other prints) and insertions, applied from the end of the code; at one
  // position a replacement goes first (so that what is inserted there ends up before it), then
  // the insertions, the last found first (so that they end up in the order found).
  const edits = [
    ...calls.map((call) => ({ at: call.start, end: call.end, text: `__docPrint(${call.line}, "${call.method}", ` })),
    ...values.flatMap((v) => v.inserts).map((insert) => ({ ...insert, end: insert.at })),
  ].map((edit, order) => ({ ...edit, order }));
  edits.sort((a, b) => b.at - a.at || b.end - a.end || b.order - a.order);
  let code = block.code;
  for (const edit of edits) {
    // Keep the newlines of what is replaced (`console\n  .log(`), so every line stays on its line.
    const newlines = "\n".repeat(code.slice(edit.at, edit.end).split("\n").length - 1);
    code = `${code.slice(0, edit.at)}${edit.text}${newlines}${code.slice(edit.end)}`;
  }
  const print =
    calls.length === 0
      ? ""
      : ` const __docPrint = (line: number, method: "${PRINT_METHODS.join('" | "')}", ...args: unknown[]): void => { const hook = (globalThis as unknown as { ${PRINT_HOOK}?: (source: string, line: number, args: unknown[]) => void }).${PRINT_HOOK}; if (hook === undefined) console[method](...args); else hook(${JSON.stringify(source)}, line, args); };`;
  const value =
    values.length === 0
      ? ""
      : ` const __docValue = (line: number, value: unknown): void => { (globalThis as unknown as { ${VALUE_HOOK}?: (source: string, line: number, value: unknown) => void }).${VALUE_HOOK}?.(${JSON.stringify(source)}, line, value); };`;
  return `${jsx}// From ${source}, line ${block.line}.\nexport {};${print}${value}\n${code}`;
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

/**
 * A value comment's expected part read as a literal: what {@link valueLiteral} makes of it.
 * `digits` is a number written with `...` after its digits (`0.83...`): a number whose printed
 * form starts with them. `more` is an array whose last item is `...`, or an object with a `...`
 * entry: more items or keys are allowed.
 */
export type Literal =
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "digits"; readonly text: string }
  | { readonly kind: "bigint"; readonly text: string }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "null" }
  | { readonly kind: "undefined" }
  | { readonly kind: "array"; readonly items: readonly Literal[]; readonly more: boolean }
  | { readonly kind: "object"; readonly entries: readonly (readonly [string, Literal])[]; readonly more: boolean };

/** What `...` becomes before a literal is parsed: a call for digits, a spread for more items or keys. */
const DIGITS = "__docDigits";
const MORE = "__docMore";

function literalOf(node: ts.Expression): Literal | undefined {
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  if (ts.isNumericLiteral(node)) return { kind: "number", value: Number(node.text) };
  if (ts.isBigIntLiteral(node)) return { kind: "bigint", text: node.text.slice(0, -1) };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { kind: "string", value: node.text };
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return { kind: "boolean", value: node.kind === ts.SyntaxKind.TrueKeyword };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { kind: "null" };
  if (ts.isIdentifier(node)) {
    if (node.text === "undefined") return { kind: "undefined" };
    if (node.text === "NaN" || node.text === "Infinity") return { kind: "number", value: Number(node.text) };
    return undefined;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === DIGITS) {
    const [text] = node.arguments;
    return text !== undefined && ts.isStringLiteral(text) ? { kind: "digits", text: text.text } : undefined;
  }
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const operand = literalOf(node.operand);
    if (operand?.kind === "number") return { kind: "number", value: -operand.value };
    if (operand?.kind === "digits") return { kind: "digits", text: `-${operand.text}` };
    return undefined;
  }
  const isMore = (e: ts.Node): boolean => (ts.isSpreadElement(e) || ts.isSpreadAssignment(e)) && ts.isIdentifier(e.expression) && e.expression.text === MORE;
  if (ts.isArrayLiteralExpression(node)) {
    const elements = [...node.elements];
    const last = elements.at(-1);
    const more = last !== undefined && isMore(last);
    if (more) elements.pop();
    const items = elements.map((e) => (ts.isSpreadElement(e) || ts.isOmittedExpression(e) ? undefined : literalOf(e)));
    return items.every((i) => i !== undefined) ? { kind: "array", items, more } : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const properties = node.properties.filter((p) => !isMore(p));
    const entries = properties.map((p): readonly [string, Literal] | undefined => {
      if (!ts.isPropertyAssignment(p)) return undefined;
      const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : ts.isNumericLiteral(p.name) ? String(Number(p.name.text)) : undefined;
      const value = literalOf(p.initializer);
      return key === undefined || value === undefined ? undefined : [key, value];
    });
    return entries.every((e) => e !== undefined) ? { kind: "object", entries, more: properties.length < node.properties.length } : undefined;
  }
  return undefined;
}

/**
 * A value comment's expected text read as a JavaScript literal, or `undefined` when it is not
 * one: a number (negative, `NaN`, `Infinity`, `0.83...` for one whose printed form starts with
 * `0.83`), a bigint, a string in single or double quotes (or backquotes, without `${`), `true`,
 * `false`, `null`, `undefined`, an array of literals whose last item may be `...`, an object
 * literal with bare, quoted or numeric keys and literal values, with `...` entries anywhere.
 * `…` counts as `...`.
 * @param text - The expected text (see {@link expectedText}).
 * @returns The literal, or `undefined`.
 */
export function valueLiteral(text: string): Literal | undefined {
  if (!literals.has(text)) literals.set(text, readLiteral(text));
  return literals.get(text);
}

/** The literals read, by text: a line in a loop is compared once per run. */
const literals = new Map<string, Literal | undefined>();

function readLiteral(text: string): Literal | undefined {
  // Outside the strings, `0.83...` becomes __docDigits("0.83") and another `...` a spread of __docMore.
  const code = text
    .replace(/…/g, "...")
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/(?<![\w$.])(\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)\.\.\./g, `${DIGITS}("$1")`).replace(/\.\.\.(?=\s*(?:[,\]}]|$))/g, `...${MORE}`),
    )
    .join("");
  const wrapped = `(${code}\n)`;
  if (ts.transpileModule(wrapped, { reportDiagnostics: true }).diagnostics?.length !== 0) return undefined;
  const [statement, ...others] = ts.createSourceFile("literal.ts", wrapped, ts.ScriptTarget.Latest, true).statements;
  if (statement === undefined || others.length > 0 || !ts.isExpressionStatement(statement)) return undefined;
  return literalOf(statement.expression);
}

/** Whether a literal matches a value's shape, by the rules in this file's header. */
function literalMatches(literal: Literal, shape: ValueShape): boolean {
  switch (literal.kind) {
    case "number":
      // Object.is: NaN matches NaN, and -0 is not 0 (node prints -0).
      return shape.kind === "number" && Object.is(Number(shape.text), literal.value);
    case "digits": {
      // `0.83...` is 0.83 followed by more digits; `1...` is 1 or 1 and a fraction, not 10 or 1e+21.
      if (shape.kind !== "number" || !shape.text.startsWith(literal.text)) return false;
      const rest = shape.text.slice(literal.text.length);
      return literal.text.includes(".") ? /^\d*$/.test(rest) : /^(\.\d*)?$/.test(rest);
    }
    case "bigint":
      return shape.kind === "bigint" && shape.text === literal.text;
    case "string":
      return shape.kind === "string" && outputMatches(shape.value, literal.value);
    case "boolean":
      return shape.kind === "boolean" && shape.value === literal.value;
    case "null":
    case "undefined":
      return shape.kind === literal.kind;
    case "array":
      return (
        shape.kind === "array" &&
        (literal.more ? shape.items.length >= literal.items.length : shape.items.length === literal.items.length) &&
        literal.items.every((item, i) => {
          const actual = shape.items[i];
          return actual !== undefined && literalMatches(item, actual);
        })
      );
    case "object": {
      if (shape.kind !== "object") return false;
      const actual = new Map(shape.entries);
      const keys = new Set(literal.entries.map(([key]) => key));
      return (
        (literal.more || actual.size === keys.size) &&
        literal.entries.every(([key, item]) => {
          const value = actual.get(key);
          return value !== undefined && literalMatches(item, value);
        })
      );
    }
  }
}

/**
 * Whether a statement's value, as recorded ({@link Print} with a `value`), matches its comment,
 * by the rules in this file's header: its text matches the comment as a print would, or the
 * comment's expected text is a literal ({@link valueLiteral}) that matches the value's shape. A
 * Promise never matches.
 * @param print - The recorded value.
 * @param comment - The comment's text.
 * @returns `true` when they match.
 */
export function recordedValueMatches(print: Print, comment: string): boolean {
  if (print.value === undefined || print.value.kind === "promise") return false;
  // A comment that reads as a literal is matched as one, so that its `...` entries alone allow
  // more keys or items: by text, `...` would match any text, `, c: 3` included. A value with a
  // part the literal route cannot see into (a Map, a Date, a function) is matched by text.
  const literal = valueLiteral(expectedText(comment));
  if (literal !== undefined) {
    if (literalMatches(literal, print.value)) return true;
    if (!hasOpaquePart(print.value)) return false;
  }
  return outputMatches(print.text, comment);
}

/** Whether a recorded value has a part recorded by its text only (a Map, a Set, a Date, a function, a cycle). */
function hasOpaquePart(shape: ValueShape): boolean {
  switch (shape.kind) {
    case "other":
      return true;
    case "array":
      return shape.items.some(hasOpaquePart);
    case "object":
      return shape.entries.some(([, item]) => hasOpaquePart(item));
    default:
      return false;
  }
}

/**
 * Whether a value matches a value comment: {@link recordedValueMatches} of the value recorded
 * as the runner records it.
 * @param value - The value.
 * @param comment - The comment's text.
 * @returns `true` when they match.
 */
export function valueMatches(value: unknown, comment: string): boolean {
  return recordedValueMatches(valuePrint(0, value), comment);
}

const shown = (text: string, limit = 2000): string => JSON.stringify(text.length > limit ? `${text.slice(0, limit)}...` : text);

/**
 * What is wrong with a block's prints and values against its comments: one message per line
 * that printed something else than its comment says, or whose print call (`console.log`, ...)
 * never ran, or that calls `console.table`, one per trailing comment on the first line of a print
 * call over several lines, and the same for values: one per statement whose value does not match its comment (or is a Promise), or
 * that never ran, one per comment on the first line of a statement over several lines, and one
 * per comment after a declaration whose value the check cannot name.
 * @param source - The page's path, for the messages.
 * @param block - The block.
 * @param prints - What the block printed, with the page line of each call, and the values of its statements ({@link Print} with a `value`).
 * @returns The problems, empty when every expected output was printed and every expected value taken.
 */
export function outputProblems(source: string, block: CodeBlock, prints: readonly Print[]): string[] {
  const problems: { line: number; text: string }[] = [];
  const add = (line: number, text: string): void => {
    problems.push({ line, text: `${source}:${line}: ${text}` });
  };
  const { calls, expected, unchecked, misplaced, unread, tables, values, valueMisplaced, unnamed } = scan(block);
  for (const { line, method, next } of unchecked) {
    add(
      line,
      next === undefined
        ? `console.${method} has no expected output, so what it prints is not checked (write it in a trailing // comment on this line, or, for output that differs from run to run, // ${NOT_CHECKED} — why)`
        : `console.${method} has no expected output on its line, and the comment on the next line, ${shown(next)}, reads like one but is not checked (move the output to the end of this line, and prose above the call)`,
    );
  }
  const table = "console.table prints a table, which the check cannot compare with a comment (print the rows with console.log instead, its output in a trailing // comment on its line)";
  for (const line of tables) add(line, table);
  for (const { line, comment, method } of unread) {
    add(line, method === "table" ? table : `the comment ${shown(comment)} follows a console.${method} the check does not read as a call (write console.${method}(...) itself, or put the comment on a line of its own)`);
  }
  for (const { line, comment } of misplaced) {
    add(line, `the comment ${shown(comment)} is on the first line of a console.${methodAt(calls, line)} call over several lines (write the expected output on the line where the call ends, or the comment on a line of its own)`);
  }
  for (const { line, comment } of expected) {
    const texts = prints.filter((p) => p.line === line && p.value === undefined).map((p) => p.text);
    if (texts.length === 0) {
      add(line, `console.${methodAt(calls, line)} never ran, but the comment says ${shown(comment)} (make the line run, or move the comment to a line of its own above it)`);
    } else if (!outputMatches(texts.join("\n"), comment)) {
      add(line, `printed ${shown(normalise(texts.join("\n")))}, but the comment says ${shown(comment)}`);
    }
  }
  for (const { line, comment } of valueMisplaced) {
    add(line, `the comment ${shown(comment)} is on the first line of a statement over several lines (write the expected value on the line where the statement ends, or the comment on a line of its own)`);
  }
  for (const { line, comment } of unnamed) {
    add(line, `the comment ${shown(comment)} follows a declaration whose value the check cannot name (declare one variable by name, in a block, or put the comment on a line of its own)`);
  }
  for (const { line, comment } of values) {
    const taken = prints.filter((p) => p.line === line && p.value !== undefined);
    const wrong = taken.find((p) => !recordedValueMatches(p, comment));
    if (taken.length === 0) {
      add(line, `the statement never ran, but the comment says its value is ${shown(comment)} (make the line run, or move the comment to a line of its own above it)`);
    } else if (wrong?.value?.kind === "promise") {
      add(line, `the value is a Promise, but the comment says ${shown(comment)} (write \`await\` before the expression, or the comment on a line of its own)`);
    } else if (wrong !== undefined) {
      const which = taken.length === 1 ? "" : ` (run ${taken.indexOf(wrong) + 1} of ${taken.length})`;
      add(line, `the value is ${shown(normalise(wrong.text), 500)}${which}, but the comment says ${shown(comment)}`);
    }
  }
  return problems.sort((a, b) => a.line - b.line).map((p) => p.text);
}
