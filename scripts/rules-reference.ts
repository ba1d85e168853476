/**
 * Writes and checks the rules reference: one page per game, `docs/rules/<game>.md`, with every
 * rule ID of the game's rules matrix in matrix order and, for each ID, a one-line statement of
 * the rule, the functions that implement it, the tests that check it and the option that
 * changes it.
 *
 *     tsx scripts/rules-reference.ts           # write the pages (pnpm rules:write)
 *     tsx scripts/rules-reference.ts --check   # fail if a page is stale or an ID is wrong (pnpm rules:check)
 *
 * Where each column comes from:
 * - the IDs in matrix order, the matrix's sections and its option names:
 *   `scripts/rules-statements/<game>.matrix.json`. Writing copies them from the rules matrix
 *   (`<game>-matrix.md`) in `../shared/rules/` beside the repository when that folder is there;
 *   the check never needs it (CI does not have it), and compares the copy with the matrix only
 *   when the folder happens to be there.
 * - the statements, the "not modelled" list with reasons, the package's own extra IDs and the
 *   allow-list of cited IDs no rule has: `scripts/rules-statements/<game>.ts`, written by hand.
 * - "Implemented by": the `Implements …` sentences of the doc comments in `packages/<any>/src`
 *   (the symbol declared right after the comment), and string literals that are exactly a rule
 *   ID in code, such as `rule: "W-QS.3-2"` in an error or event (the top-level symbol, or the
 *   class method, the literal sits in). The ID's first letter says the game (W Ward, D Wardom,
 *   G Guardians), so core's annotations of a game's rules count for that game.
 * - "Tested by": the titles of `it`, `test` and `describe` calls in `packages/<any>/test`.
 * - "Option": the "Options" table of the package README (option → rule IDs), else the option
 *   the matrix proposes.
 *
 * The check fails when a checked-in page differs from what would be written, when code, tests
 * or docs cite an ID that is not on its game's page (and not on the allow-list), when an ID on a
 * page is neither implemented nor tested nor listed as not modelled with a reason, and when the
 * statements files are incomplete.
 */
import { ruleAnchor } from "@rulesmith/core";

export { ruleAnchor };
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameStatements } from "./rules-statements/types.js";
import { guardians } from "./rules-statements/guardians.js";
import { ward } from "./rules-statements/ward.js";
import { wardom } from "./rules-statements/wardom.js";

// ---------------------------------------------------------------------------------------------
// Games

/** One game of the reference. */
export interface GameSpec {
  /** The page name: `docs/rules/<key>.md`, and `scripts/rules-statements/<key>.*`. */
  readonly key: string;
  /** The game's full name. */
  readonly title: string;
  /** The npm package. */
  readonly packageName: string;
  /** The package folder, relative to the repository root. */
  readonly packageDir: string;
  /** The first letter of the game's rule IDs. */
  readonly prefix: "W" | "D" | "G";
  /** The rules matrix file in the shared rules folder. */
  readonly matrixFile: string;
  /** The rule text file in the shared rules folder. */
  readonly textFile: string;
  /** What the rule text is, in a few words. */
  readonly textSource: string;
  /** The hand-written statements. */
  readonly statements: GameStatements;
}

/** The three games, in the order of the index page. */
export const GAMES: readonly GameSpec[] = [
  {
    key: "ward",
    title: "Ward: Trading Card Game",
    packageName: "@rulesmith/ward",
    packageDir: "packages/ward",
    prefix: "W",
    matrixFile: "ward-matrix.md",
    textFile: "ward-rulebook.txt",
    textSource: "the RulesPal page \"Ward: Trading Card Game Rulebook\" (Quick Start and Advanced Rules §1–§18)",
    statements: ward,
  },
  {
    key: "wardom",
    title: "Wardom: Sword and Shield",
    packageName: "@rulesmith/wardom",
    packageDir: "packages/wardom",
    prefix: "D",
    matrixFile: "wardom-matrix.md",
    textFile: "wardom-sword-and-shield.txt",
    textSource: "the learn-to-play page \"Learn Wardom: Sword and Shield\"",
    statements: wardom,
  },
  {
    key: "guardians",
    title: "Guardians of the Elements",
    packageName: "@rulesmith/guardians",
    packageDir: "packages/guardians",
    prefix: "G",
    matrixFile: "guardians-matrix.md",
    textFile: "guardians-of-the-elements.txt",
    textSource: "the fan-made draft \"Rules for 'Guardians of the Elements'\"",
    statements: guardians,
  },
];

/** The repository root (this file is in `scripts/`). */
export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Where the rule texts and matrices live, relative to the repository root (outside it). */
export const SHARED_RULES_DIR = join("..", "shared", "rules");

/** How many tests are listed per ID before "and N more". */
const MAX_TESTS = 5;
/** How many implementing symbols are listed per ID before "and N more". */
const MAX_SYMBOLS = 8;

// ---------------------------------------------------------------------------------------------
// Rule IDs in text

/**
 * The page and anchor of a rule ID, relative to the repository root, such as
 * `docs/rules/ward.md#w-qs-2-1`; `undefined` for an ID of no game.
 *
 * @param id - A rule ID.
 * @returns The path with its anchor, or `undefined`.
 */
export function ruleLink(id: string): string | undefined {
  const game = gameOfId(id);
  return game === undefined ? undefined : `docs/rules/${game.key}.md#${ruleAnchor(id)}`;
}

/**
 * The game an ID belongs to, by its first letter.
 *
 * @param id - A rule ID.
 * @returns The game, or `undefined`.
 */
export function gameOfId(id: string): GameSpec | undefined {
  return GAMES.find((g) => id.startsWith(`${g.prefix}-`));
}

/** One ID: a letter, a topic or section (dotted parts), and a number. */
const ID_SOURCE = String.raw`[WDG]-[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*-\d+`;
/** A rule ID, a range (`X-1..4`, `X-1..X-4`, `X-1 to Y-2`) or a list (`X-1, 2, 8`). */
const CITATION = new RegExp(
  String.raw`(?<![A-Za-z0-9_.-])(${ID_SOURCE})(?![A-Za-z0-9])` +
    String.raw`(?:(\.\.|\s+to\s+)(${ID_SOURCE}|\d+)(?![A-Za-z0-9]))?` +
    String.raw`((?:,\s*\d+(?![\dA-Za-z-]|\.\d))*)`,
  "g",
);
/** A wildcard such as `W-5.2.1-*`, `W-QS.*` or `G-*`. */
const WILDCARD = /(?<![A-Za-z0-9_.-])([WDG])-((?:[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)?)[-.]?\*/g;

/** A rule ID or a group of IDs as a text writes it. */
export interface Citation {
  /** The text as written. */
  readonly raw: string;
  /** The IDs it names (a range expanded, as far as it can be without the matrix order). */
  readonly ids: readonly string[];
  /** Offset of the citation in the text. */
  readonly index: number;
  /** For a range between two full IDs: both ends, to expand in matrix order. */
  readonly span?: readonly [string, string];
  /** For a wildcard: the letter and the section prefix (empty for every ID of the game). */
  readonly wildcard?: { readonly prefix: string; readonly section: string };
}

/**
 * The rule IDs a text cites: single IDs, ranges (`G-DECK-1..4`, `D-AMB-3..D-AMB-36`,
 * `D-BTL-3 to D-BTL-11`), lists with bare numbers (`G-AMB-1, 2, 8` when `lists` is set) and
 * wildcards (`W-5.2.1-*`).
 *
 * @param text - Any text.
 * @param lists - Whether `X-1, 2, 8` names X-2 and X-8 too (only in `Implements` sentences,
 *   where a bare number after a comma cannot be anything else).
 * @returns The citations in text order.
 */
export function findCitations(text: string, lists = false): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(CITATION)) {
    const first = m[1] ?? "";
    const sep0 = m[2];
    const second = m[3];
    const listText = m[4] ?? "";
    const head = first.slice(0, first.lastIndexOf("-") + 1);
    const n0 = Number(first.slice(head.length));
    const ids: string[] = [first];
    let span: readonly [string, string] | undefined;
    if (sep0 !== undefined && second !== undefined) {
      if (/^\d+$/.test(second)) {
        const n1 = Number(second);
        for (let k = n0 + 1; k <= n1 && k - n0 <= 500; k++) ids.push(`${head}${k}`);
      } else {
        span = [first, second];
        const head1 = second.slice(0, second.lastIndexOf("-") + 1);
        if (head1 === head) {
          const n1 = Number(second.slice(head.length));
          for (let k = n0 + 1; k <= n1 && k - n0 <= 500; k++) ids.push(`${head}${k}`);
        } else {
          ids.push(second);
        }
      }
    }
    const raw = lists ? m[0] : m[0].slice(0, m[0].length - listText.length);
    if (lists && listText !== "") {
      for (const n of listText.match(/\d+/g) ?? []) ids.push(`${head}${n}`);
    }
    out.push({ raw, ids, index: m.index, ...(span === undefined ? {} : { span }) });
  }
  for (const m of text.matchAll(WILDCARD)) {
    out.push({ raw: m[0], ids: [], index: m.index, wildcard: { prefix: m[1] ?? "", section: m[2] ?? "" } });
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * Expands a citation against a game's IDs in matrix order: a range between two full IDs of
 * different topics takes every ID between them in matrix order; a wildcard takes every ID of
 * its section (`W-5.2.1-*` and `W-5.2.1.*`: W-5.2.1-n and W-5.2.1.x-n). A bare `G-*` takes none
 * (it points at the whole matrix, not at a rule).
 *
 * @param c - The citation.
 * @param order - The known IDs of the citation's game, in matrix order (extra IDs after).
 * @returns The IDs, known or not.
 */
export function expandCitation(c: Citation, order: readonly string[]): string[] {
  if (c.wildcard !== undefined) {
    const { prefix, section } = c.wildcard;
    if (section === "") return [];
    return order.filter((id) => {
      const sec = id.slice(prefix.length + 1, id.lastIndexOf("-"));
      return id.startsWith(`${prefix}-`) && (sec === section || sec.startsWith(`${section}.`));
    });
  }
  if (c.span !== undefined && c.ids.length === 2) {
    const i = order.indexOf(c.span[0]);
    const j = order.indexOf(c.span[1]);
    if (i >= 0 && j >= i) return order.slice(i, j + 1);
  }
  return [...c.ids];
}

// ---------------------------------------------------------------------------------------------
// A small TypeScript lexer: comments, string literals, and the code with both blanked out

/** A comment or string literal of a source file. */
export interface Span {
  /** Offset of the first character (the `/` or the quote). */
  readonly start: number;
  /** Offset after the last character. */
  readonly end: number;
  /** The comment's text, or the string's content (raw: escapes and `${…}` kept as written). */
  readonly text: string;
}

/** A source file split into code, comments and strings. */
export interface Lexed {
  /** The source with comments and string contents replaced by spaces (offsets and lines kept). */
  readonly code: string;
  /** Every comment. */
  readonly comments: readonly Span[];
  /** Every string and template literal (a template split at `${…}` counts as one). */
  readonly strings: readonly Span[];
}

/**
 * Splits TypeScript source into comments, string literals and code, well enough to read
 * annotations and test titles: regular expression literals are recognised by the character
 * before the slash, and `${…}` in templates may nest.
 *
 * @param src - The source text.
 * @returns The parts.
 */
export function lexSource(src: string): Lexed {
  const code = src.split("");
  const comments: Span[] = [];
  const strings: Span[] = [];
  const n = src.length;
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to && k < n; k++) if (code[k] !== "\n") code[k] = " ";
  };
  /** Brace depth at which each open `${` substitution started. */
  const substitutions: number[] = [];
  /** Start offset of each template literal not yet closed. */
  const templates: number[] = [];
  let depth = 0;
  let last = "";
  /** Reads template text from `from` to the closing backtick or the next `${`; returns where code resumes. */
  const templateChunk = (from: number): number => {
    let k = from;
    while (k < n) {
      const ch = src[k];
      if (ch === "\\") {
        k += 2;
      } else if (ch === "`") {
        blank(from, k);
        const start = templates.pop() ?? from - 1;
        strings.push({ start, end: k + 1, text: src.slice(start + 1, k) });
        return k + 1;
      } else if (ch === "$" && src[k + 1] === "{") {
        blank(from, k);
        substitutions.push(depth);
        depth++;
        return k + 2;
      } else {
        k++;
      }
    }
    blank(from, n);
    return n;
  };
  let i = 0;
  while (i < n) {
    const ch = src[i] ?? "";
    const next = src[i + 1] ?? "";
    if (ch === "/" && (next === "/" || next === "*")) {
      const close = next === "/" ? src.indexOf("\n", i) : src.indexOf("*/", i + 2);
      const stop = close === -1 ? n : next === "/" ? close : close + 2;
      comments.push({ start: i, end: stop, text: src.slice(i, stop) });
      blank(i, stop);
      i = stop;
    } else if (ch === "'" || ch === '"') {
      let k = i + 1;
      while (k < n && src[k] !== ch && src[k] !== "\n") k += src[k] === "\\" ? 2 : 1;
      strings.push({ start: i, end: k + 1, text: src.slice(i + 1, k) });
      blank(i + 1, k);
      i = k + 1;
      last = "a";
    } else if (ch === "`") {
      templates.push(i);
      i = templateChunk(i + 1);
      last = "a";
    } else if (ch === "}" && substitutions.length > 0 && substitutions[substitutions.length - 1] === depth - 1) {
      substitutions.pop();
      depth--;
      i = templateChunk(i + 1);
      last = "a";
    } else if (ch === "/" && (last === "" || "(,=:[!&|?{};+-*%<>~^".includes(last) || (last === "a" && REGEX_AFTER.test(src.slice(Math.max(0, i - 12), i))))) {
      // a regular expression literal: skip to its closing slash
      let k = i + 1;
      let inClass = false;
      while (k < n && src[k] !== "\n") {
        const c = src[k];
        if (c === "\\") {
          k += 2;
          continue;
        }
        if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        k++;
      }
      blank(i + 1, k);
      i = k + 1;
      last = "a";
    } else {
      if (ch === "{") depth++;
      else if (ch === "}") depth--;
      if (!/\s/.test(ch)) last = /[\w$)\]]/.test(ch) ? "a" : ch;
      i++;
    }
  }
  strings.sort((a, b) => a.start - b.start);
  return { code: code.join(""), comments, strings };
}
/** Keywords after which a slash starts a regular expression, not a division. */
const REGEX_AFTER = /(?:^|[^\w$.])(?:return|typeof|case|in|of|void|delete|throw|yield|await|else|do)\s*$/;

/** The line (1-based) of an offset. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let k = text.indexOf("\n"); k !== -1 && k < offset; k = text.indexOf("\n", k + 1)) line++;
  return line;
}

// ---------------------------------------------------------------------------------------------
// Annotations and rule literals in code

/** Where an ID is implemented. */
export interface CodeSite {
  /** The file, relative to the repository root, with `/`. */
  readonly file: string;
  /** The symbol: a function, constant, class, type, or `Class.method`. */
  readonly symbol: string;
  /** How the code names the ID: an `Implements` sentence or a string literal. */
  readonly via: "annotation" | "literal";
  /** The line of the annotation or literal. */
  readonly line: number;
}

/** A code site before its IDs are expanded against the matrix order. */
export interface RawCodeSite extends CodeSite {
  /** The citations of the annotation, or the literal's ID. */
  readonly citations: readonly Citation[];
}

const DECLARATIONS: readonly RegExp[] = [
  /^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/,
  /^\s*(?:export\s+)?(?:declare\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)/,
  /^\s*(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/,
];
const MEMBER = /^\s*(?:(?:public|private|protected|static|readonly|abstract|override|declare|async|get|set)\s+)*\*?\s*(?:["']([^"']+)["']|([A-Za-z_$][\w$]*))\??\s*[(:<=!]/;
const CONTROL = new Set(["if", "for", "while", "switch", "catch", "return", "case", "default", "else", "do", "try", "throw", "new", "typeof", "await", "yield"]);

/** The name declared on a line of code, if any. */
function declaredName(line: string, members: boolean): string | undefined {
  for (const re of DECLARATIONS) {
    const m = re.exec(line);
    if (m?.[1] !== undefined) return m[1];
  }
  if (members) {
    const m = MEMBER.exec(line);
    const name = m?.[1] ?? m?.[2];
    if (name !== undefined && !CONTROL.has(name)) return name;
  }
  return undefined;
}

/**
 * The symbol that encloses an offset: the nearest top-level declaration before it and, inside a
 * class, the nearest method, as `Class.method`.
 */
function enclosingSymbol(lines: readonly string[], lineIndex: number): string {
  let method: string | undefined;
  for (let k = lineIndex; k >= 0; k--) {
    const line = lines[k] ?? "";
    if (line.trim() === "") continue;
    const top = /^\S/.test(line);
    if (!top) {
      if (method === undefined && /^ {2}\S/.test(line)) {
        const name = declaredName(line, true);
        if (name !== undefined && /^\s*(?:(?:public|private|protected|static|async|get|set|override)\s+)*[A-Za-z_$][\w$]*\s*[(<]/.test(line)) method = name;
      }
      continue;
    }
    const name = declaredName(line, false);
    if (name === undefined) continue;
    const isClass = /\bclass\s/.test(line);
    return isClass && method !== undefined ? `${name}.${method}` : name;
  }
  return "(module)";
}

/**
 * The symbol a doc comment documents: the first declaration after it (a function, constant,
 * class, type, member or method), or the enclosing symbol when nothing is declared there.
 */
function documentedSymbol(lines: readonly string[], lineIndex: number): string {
  for (let k = lineIndex; k < lines.length; k++) {
    const line = lines[k] ?? "";
    if (line.trim() === "" || /^\s*@/.test(line)) continue;
    const name = declaredName(line, true);
    if (name === undefined) break;
    if (/^\s/.test(line) && !/^\s*(?:export|function|const|let|var|class|interface|type|enum)\b/.test(line)) {
      const outer = enclosingSymbol(lines, k - 1);
      return outer === "(module)" ? name : `${outer.split(".")[0] ?? outer}.${name}`;
    }
    return name;
  }
  return enclosingSymbol(lines, lineIndex);
}

/**
 * The text of each `Implements …` sentence of a comment: from "Implements" to the end of its
 * paragraph (a blank comment line, a block tag such as `@param`, or the end of the comment).
 * "Implements no rule" has no IDs and is skipped by the caller's ID search.
 *
 * @param comment - The comment as written, with its `/**`, `*` and `//`.
 * @returns The sentences.
 */
export function implementsSentences(comment: string): string[] {
  const body = comment
    .replace(/^\/\*\*?|\*\/$/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(?:\/\/+|\*)?\s?/, ""));
  const out: string[] = [];
  let current: string[] | undefined;
  for (const line of body) {
    const at = line.search(/\bImplements\b/);
    if (current !== undefined && (line.trim() === "" || /^\s*@/.test(line))) {
      out.push(current.join(" "));
      current = undefined;
    }
    if (at >= 0) {
      if (current !== undefined) out.push(current.join(" "));
      current = [line.slice(at)];
    } else if (current !== undefined) {
      current.push(line);
    }
  }
  if (current !== undefined) out.push(current.join(" "));
  return out;
}

/**
 * Finds where a source file implements rule IDs: every `Implements …` sentence of its comments
 * (credited to the symbol the comment documents) and every string literal in code that is
 * exactly one rule ID (credited to the symbol it sits in). Comments are never searched for
 * literals, so the IDs in an `@example` do not count.
 *
 * @param src - The source text.
 * @param file - The file's path, relative to the repository root.
 * @returns The sites, with their citations not yet expanded against the matrix order.
 */
export function scanCode(src: string, file: string): RawCodeSite[] {
  const lexed = lexSource(src);
  const lines = lexed.code.split("\n");
  const out: RawCodeSite[] = [];
  for (const c of lexed.comments) {
    for (const sentence of implementsSentences(c.text)) {
      const citations = findCitations(sentence, true);
      if (citations.length === 0) continue;
      const endLine = lineOf(src, c.end);
      out.push({ file, symbol: documentedSymbol(lines, endLine), via: "annotation", line: lineOf(src, c.start), citations });
    }
  }
  const exact = new RegExp(`^${ID_SOURCE}$`);
  for (const s of lexed.strings) {
    if (!exact.test(s.text)) continue;
    const line = lineOf(src, s.start);
    out.push({
      file,
      symbol: enclosingSymbol(lines, line - 1),
      via: "literal",
      line,
      citations: [{ raw: s.text, ids: [s.text], index: 0 }],
    });
  }
  return out.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------------------------
// Test titles

/** A test (or a `describe` block) whose title cites rule IDs. */
export interface TestSite {
  /** The test file, relative to the repository root, with `/`. */
  readonly file: string;
  /** The title as written (a template's `${…}` kept). */
  readonly title: string;
  /** The line of the title. */
  readonly line: number;
}

/** The offset of the `(` that opens the group whose `)` is at `close`, in blanked code. */
function matchingOpen(code: string, close: number): number {
  let level = 0;
  for (let k = close; k >= 0; k--) {
    const ch = code[k];
    if (ch === ")" || ch === "]" || ch === "}") level++;
    else if (ch === "(" || ch === "[" || ch === "{") {
      level--;
      if (level === 0) return k;
    }
  }
  return -1;
}

const TEST_CALLEE = /(?:^|[^\w$.])(?:it|test|describe|bench|suite)(?:\.(?:only|skip|todo|concurrent|sequential|fails|runIf|skipIf|each|prop|for))*\s*$/;
const TEST_FACTORY = /(?:^|[^\w$.])(?:it|test|describe|suite)(?:\.(?:only|skip|concurrent|sequential|fails))*\.(?:each|prop|for|runIf|skipIf)\s*$/;

/**
 * The titles of the tests in a test file: the first argument of `it`, `test` and `describe`
 * calls (with `.only`, `.skip`, … and with factories such as `it.each(rows)(…)` and
 * `test.prop([arb])(…)`), when it is a string or template literal.
 *
 * @param src - The test file's text.
 * @param file - The file's path, relative to the repository root.
 * @returns The titles in file order.
 */
export function scanTests(src: string, file: string): TestSite[] {
  const lexed = lexSource(src);
  const code = lexed.code;
  const out: TestSite[] = [];
  for (const s of lexed.strings) {
    let k = s.start - 1;
    while (k >= 0 && /\s/.test(code[k] ?? "")) k--;
    if (code[k] !== "(") continue;
    let j = k - 1;
    while (j >= 0 && /\s/.test(code[j] ?? "")) j--;
    const before = code.slice(Math.max(0, j - 80), j + 1);
    let isTest = TEST_CALLEE.test(before);
    if (!isTest && code[j] === ")") {
      const open = matchingOpen(code, j);
      if (open > 0) isTest = TEST_FACTORY.test(code.slice(Math.max(0, open - 80), open));
    }
    if (isTest) out.push({ file, title: s.text, line: lineOf(src, s.start) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Files

const toPosix = (p: string): string => p.split(sep).join("/");

/** Every file under a folder (no `node_modules`, `dist` or dot folders) whose name passes a test. */
function walk(root: string, dir: string, keep: (name: string) => boolean): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "dist" || entry.name === "test-results") continue;
    const rel = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(root, rel, keep));
    else if (keep(entry.name)) out.push(toPosix(rel));
  }
  return out.sort();
}

/** The package folders (`packages/<name>`). */
function packageDirs(root: string): string[] {
  const dir = join(root, "packages");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, "package.json")))
    .map((e) => `packages/${e.name}`)
    .sort();
}

const isTs = (name: string): boolean => /\.(?:ts|tsx|mts|cts)$/.test(name) && !name.endsWith(".d.ts");

/** The source files scanned for annotations and rule literals. */
export function sourceFiles(root: string): string[] {
  return packageDirs(root).flatMap((p) => walk(root, `${p}/src`, isTs));
}

/** The test files scanned for titles. */
export function testFiles(root: string): string[] {
  return packageDirs(root).flatMap((p) => walk(root, `${p}/test`, (n) => /\.test\.(?:ts|tsx|mts)$/.test(n)));
}

/**
 * Every file whose rule IDs must exist: the packages' sources, tests, benches and scripts, the
 * package READMEs, the root README and CONTRIBUTING, the guides (`docs/*.md`, not the generated
 * rules pages) and the examples. `scripts/` is left out (the statements files cite every ID by
 * definition), and so are the tests in `docs/` (their samples are made up).
 */
export function citingFiles(root: string): string[] {
  const files = new Set<string>();
  for (const p of packageDirs(root)) {
    for (const sub of ["src", "test", "bench", "scripts", "examples"]) for (const f of walk(root, `${p}/${sub}`, isTs)) files.add(f);
    for (const f of ["README.md", "CHANGELOG.md"]) if (existsSync(join(root, p, f))) files.add(`${p}/${f}`);
  }
  for (const f of ["README.md", "CONTRIBUTING.md"]) if (existsSync(join(root, f))) files.add(f);
  if (existsSync(join(root, "docs"))) {
    for (const e of readdirSync(join(root, "docs"), { withFileTypes: true })) if (e.isFile() && e.name.endsWith(".md")) files.add(`docs/${e.name}`);
  }
  for (const f of walk(root, "examples", (n) => isTs(n) || n.endsWith(".md"))) files.add(f);
  return [...files].sort();
}

// ---------------------------------------------------------------------------------------------
// The matrix copy

/** What the reference keeps of a rules matrix: its sections, IDs in order, and option names. */
export interface MatrixCopy {
  /** The matrix file it was copied from. */
  readonly source: string;
  /** The sections in matrix order, each with its IDs in matrix order. */
  readonly sections: readonly { readonly title: string; readonly ids: readonly string[] }[];
  /** The options the matrix proposes, by ID (snake_case, as the matrix writes them). */
  readonly options: Readonly<Record<string, readonly string[]>>;
}

/**
 * Reads a rules matrix: every table row whose first cell is one of the game's IDs (the rules
 * rows, the worked examples and the ambiguity register), under the heading it sits in, and the
 * option names of the register's "Config?" column and of the options summary table.
 *
 * @param text - The matrix (Markdown).
 * @param prefix - The game's ID letter.
 * @param source - The matrix file name, kept in the copy.
 * @returns The copy.
 */
export function parseMatrix(text: string, prefix: string, source: string): MatrixCopy {
  const sections: { title: string; ids: string[] }[] = [];
  const options: Record<string, string[]> = {};
  const addOption = (id: string, name: string): void => {
    const list = (options[id] ??= []);
    if (!list.includes(name)) list.push(name);
  };
  const rowId = new RegExp(`^\\|\\s*(${prefix}-[A-Za-z0-9]+(?:\\.[A-Za-z0-9]+)*-\\d+)\\s*\\|`);
  let title = "";
  let inOptions = false;
  const seen = new Set<string>();
  const optionRows: { names: string[]; from: string }[] = [];
  for (const line of text.split("\n")) {
    const heading = /^#{2,4}\s+(.*)$/.exec(line);
    if (heading !== null) {
      title = (heading[1] ?? "").trim();
      inOptions = /option/i.test(title);
      continue;
    }
    const m = rowId.exec(line);
    if (m?.[1] !== undefined) {
      const id = m[1];
      if (seen.has(id)) throw new Error(`${source}: ${id} is in the matrix twice`);
      seen.add(id);
      let section = sections[sections.length - 1];
      if (section?.title !== title) {
        section = { title, ids: [] };
        sections.push(section);
      }
      section.ids.push(id);
      if (/-AMB-\d+$/.test(id)) {
        const cells = line.split("|").map((c) => c.trim());
        const config = cells[cells.length - 2] ?? "";
        if (/^(?:yes|optional)/i.test(config) || /`[a-z][a-z0-9_]*\s*=/.test(config)) {
          for (const o of config.matchAll(/`([a-z][a-z0-9_]*)(?:\s*=[^`]*)?`/g)) if (o[1]?.includes("_")) addOption(id, o[1]);
        }
      }
      continue;
    }
    if (inOptions && line.startsWith("| `")) {
      const cells = line.split("|").map((c) => c.trim());
      const names = [...(cells[1] ?? "").matchAll(/`([a-z][a-z0-9_]*)`/g)].map((o) => o[1] ?? "");
      optionRows.push({ names, from: cells[cells.length - 2] ?? "" });
    }
  }
  const order = sections.flatMap((s) => s.ids);
  for (const row of optionRows) {
    const ids = new Set<string>();
    for (const part of row.from.split(/[,;]/).map((p) => p.trim())) {
      if (new RegExp(`^${prefix}-`).test(part)) ids.add(part);
      else if (/^\d+(?:\.\d+)*$/.test(part)) for (const id of order) if (id.slice(2, id.lastIndexOf("-")) === part) ids.add(id);
    }
    for (const id of ids) for (const name of row.names) addOption(id, name);
  }
  const sorted: Record<string, string[]> = {};
  for (const id of order) {
    const list = options[id];
    if (list !== undefined) sorted[id] = list;
  }
  return { source, sections, options: sorted };
}

/** The checked-in matrix copy's path, relative to the repository root. */
export const matrixCopyPath = (game: GameSpec): string => `scripts/rules-statements/${game.key}.matrix.json`;

/** Reads a checked-in matrix copy, or `undefined` when it is missing or malformed. */
export function readMatrixCopy(root: string, game: GameSpec): MatrixCopy | undefined {
  const path = join(root, matrixCopyPath(game));
  if (!existsSync(path)) return undefined;
  const data: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof data !== "object" || data === null) return undefined;
  const { source, sections, options } = data as Partial<Record<keyof MatrixCopy, unknown>>;
  if (typeof source !== "string" || !Array.isArray(sections) || typeof options !== "object" || options === null) return undefined;
  return data as MatrixCopy;
}

/** The matrix copy as it is written to disk. */
export const formatMatrixCopy = (copy: MatrixCopy): string =>
  `${JSON.stringify(
    {
      source: copy.source,
      sections: copy.sections.map((s) => ({ title: s.title, ids: s.ids })),
      options: copy.options,
    },
    null,
    2,
  ).replace(/\[\n\s+("[^"]*"(?:,\n\s+"[^"]*")*)\n\s+\]/g, (_all, items: string) => `[${items.replace(/,\n\s+/g, ", ")}]`)}\n`;

// ---------------------------------------------------------------------------------------------
// Options from the package README

/** An option of the package README's "Options" table. */
export interface ReadmeOption {
  /** The option names of the row, as written (one or more). */
  readonly names: readonly string[];
  /** The default cell, as written (Markdown). */
  readonly defaults: string;
}

/**
 * Reads the first table under the README's `## Options` heading: the option names of the first
 * cell, the default of the second, and the rule IDs of the last.
 *
 * @param readme - The package README.
 * @returns The options by rule ID.
 */
export function readmeOptions(readme: string): Map<string, ReadmeOption[]> {
  const out = new Map<string, ReadmeOption[]>();
  const lines = readme.split("\n");
  const start = lines.findIndex((l) => /^##\s+Options\b/.test(l));
  if (start === -1) return out;
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(line)) break;
    if (!line.startsWith("|")) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line.split("|").slice(1, -1).map((c) => c.trim());
    const names = [...(cells[0] ?? "").matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((m) => m[1] ?? "");
    if (names.length === 0) continue;
    const option = { names, defaults: cells[1] ?? "" };
    for (const c of findCitations(cells[cells.length - 1] ?? "")) {
      for (const id of c.ids) {
        const list = out.get(id) ?? [];
        list.push(option);
        out.set(id, list);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The model

/** Everything the page says about one ID. */
export interface IdEntry {
  /** The ID. */
  readonly id: string;
  /** The one-line statement ("" when missing). */
  readonly statement: string;
  /** Where the code implements it. */
  readonly code: readonly CodeSite[];
  /** The tests that name it. */
  readonly tests: readonly TestSite[];
  /** The package options that change it (README). */
  readonly options: readonly ReadmeOption[];
  /** The options the matrix proposes (snake_case). */
  readonly matrixOptions: readonly string[];
  /** Why it is not modelled, if it is listed so. */
  readonly notModelled: string | undefined;
  /** Why no code or test names it yet, if it is on the `awaitingAnnotation` list. */
  readonly awaiting: string | undefined;
}

/** One game's page model. */
export interface GameModel {
  /** The game. */
  readonly game: GameSpec;
  /** The matrix copy used. */
  readonly matrix: MatrixCopy;
  /** The matrix sections with their entries. */
  readonly sections: readonly { readonly title: string; readonly entries: readonly IdEntry[] }[];
  /** The package's own extra IDs. */
  readonly extras: readonly IdEntry[];
}

/** A problem the check reports. */
export interface Problem {
  /** The file the problem is in or about, relative to the repository root. */
  readonly file: string;
  /** The line, when known. */
  readonly line?: number;
  /** What is wrong, in a sentence. */
  readonly message: string;
}

/** The scan of the repository: code sites, test sites and citations by file. */
interface Scan {
  readonly code: readonly RawCodeSite[];
  readonly tests: readonly (TestSite & { readonly citations: readonly Citation[] })[];
  readonly citing: readonly { readonly file: string; readonly text: string }[];
}

function scanRepo(root: string): Scan {
  const code = sourceFiles(root).flatMap((f) => scanCode(readFileSync(join(root, f), "utf8"), f));
  const tests = testFiles(root).flatMap((f) =>
    scanTests(readFileSync(join(root, f), "utf8"), f)
      .map((t) => ({ ...t, citations: findCitations(t.title) }))
      .filter((t) => t.citations.length > 0),
  );
  const citing = citingFiles(root).map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
  return { code, tests, citing };
}

/** The known IDs of a game in page order: matrix IDs, then the package's extra IDs. */
const knownOrder = (game: GameSpec, matrix: MatrixCopy): string[] => [...matrix.sections.flatMap((s) => s.ids), ...Object.keys(game.statements.extraIds)];

function buildModel(game: GameSpec, matrix: MatrixCopy, scan: Scan, root: string): GameModel {
  const order = knownOrder(game, matrix);
  const known = new Set(order);
  const codeById = new Map<string, CodeSite[]>();
  for (const site of scan.code) {
    for (const c of site.citations) {
      for (const id of expandCitation(c, order)) {
        if (!known.has(id)) continue;
        const list = codeById.get(id) ?? [];
        if (!list.some((s) => s.file === site.file && s.symbol === site.symbol)) list.push({ file: site.file, symbol: site.symbol, via: site.via, line: site.line });
        codeById.set(id, list);
      }
    }
  }
  const testsById = new Map<string, TestSite[]>();
  for (const t of scan.tests) {
    const ids = new Set(t.citations.flatMap((c) => expandCitation(c, order)));
    for (const id of ids) {
      if (!known.has(id)) continue;
      const list = testsById.get(id) ?? [];
      list.push({ file: t.file, title: t.title, line: t.line });
      testsById.set(id, list);
    }
  }
  const readmePath = join(root, game.packageDir, "README.md");
  const options = existsSync(readmePath) ? readmeOptions(readFileSync(readmePath, "utf8")) : new Map<string, ReadmeOption[]>();
  const entry = (id: string, statement: string | undefined): IdEntry => ({
    id,
    statement: statement ?? "",
    code: codeById.get(id) ?? [],
    tests: testsById.get(id) ?? [],
    options: options.get(id) ?? [],
    matrixOptions: matrix.options[id] ?? [],
    notModelled: game.statements.notModelled[id],
    awaiting: game.statements.awaitingAnnotation[id]?.reason,
  });
  return {
    game,
    matrix,
    sections: matrix.sections.map((s) => ({ title: s.title, entries: s.ids.map((id) => entry(id, game.statements.statements[id])) })),
    extras: Object.entries(game.statements.extraIds).map(([id, text]) => entry(id, text)),
  };
}

// ---------------------------------------------------------------------------------------------
// The page

/** An inline code span that holds any text (backticks in it included). */
function codeSpan(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const fence = "`".repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text.replace(/\s+/g, " ")}${pad}${fence}`;
}

/** A path relative to `docs/rules/`, for a link from a page. */
const fromPage = (file: string): string => `../../${file}`;
/** A file's name without `packages/`: `ward/src/rules/hit.ts`. */
const shortPath = (file: string): string => file.replace(/^packages\//, "");

function renderCode(sites: readonly CodeSite[]): string {
  const byFile = new Map<string, string[]>();
  for (const s of sites.slice(0, MAX_SYMBOLS)) {
    const list = byFile.get(s.file) ?? [];
    if (!list.includes(s.symbol)) list.push(s.symbol);
    byFile.set(s.file, list);
  }
  const parts = [...byFile].map(([file, symbols]) => `[${shortPath(file)}](${fromPage(file)}) ${symbols.map((s) => codeSpan(s)).join(", ")}`);
  const more = sites.length - MAX_SYMBOLS;
  return parts.join("; ") + (more > 0 ? `; and ${more} more` : "");
}

function renderTests(tests: readonly TestSite[]): string {
  const shown = tests.slice(0, MAX_TESTS);
  const byFile = new Map<string, string[]>();
  for (const t of shown) {
    const list = byFile.get(t.file) ?? [];
    list.push(t.title);
    byFile.set(t.file, list);
  }
  const parts = [...byFile].map(([file, titles]) => `[${shortPath(file)}](${fromPage(file)}) › ${titles.map((t) => codeSpan(t)).join(", ")}`);
  const more = tests.length - MAX_TESTS;
  return parts.join("; ") + (more > 0 ? `; and ${more} more` : "");
}

function renderOption(e: IdEntry, game: GameSpec): string | undefined {
  if (e.options.length > 0) {
    const parts = e.options.map((o) => `${o.names.map((n) => codeSpan(n)).join(", ")} (default ${o.defaults})`);
    return `${parts.join("; ")}; see the [options table](${fromPage(`${game.packageDir}/README.md`)}#options)`;
  }
  if (e.matrixOptions.length > 0) {
    return `none in this package; the matrix proposes ${e.matrixOptions.map((n) => codeSpan(n)).join(", ")}`;
  }
  return undefined;
}

function renderEntry(e: IdEntry, game: GameSpec): string[] {
  const lines = [`### <a id="${ruleAnchor(e.id)}"></a>${e.id}`, "", e.statement === "" ? "*(no statement yet)*" : e.statement, ""];
  if (e.code.length > 0) lines.push(`- Implemented by: ${renderCode(e.code)}`);
  if (e.tests.length > 0) lines.push(`- Tested by: ${renderTests(e.tests)}`);
  const option = renderOption(e, game);
  if (option !== undefined) lines.push(`- Option: ${option}`);
  if (e.notModelled !== undefined) lines.push(`- Not modelled: ${e.notModelled}`);
  if (e.awaiting !== undefined) lines.push(`- Awaiting an annotation: ${e.awaiting}`);
  if (e.code.length === 0 && e.tests.length === 0 && e.notModelled === undefined && e.awaiting === undefined) lines.push("- Not implemented, not tested, and not listed as not modelled.");
  if (lines[lines.length - 1] !== "") lines.push("");
  return lines;
}

/** Counts for the top of a page and for the report. */
export interface Counts {
  /** IDs on the page (matrix and extra). */
  readonly ids: number;
  /** IDs with at least one code site. */
  readonly implemented: number;
  /** IDs with at least one test. */
  readonly tested: number;
  /** IDs listed as not modelled. */
  readonly notModelled: number;
  /** IDs cited but on no page, allowed by the allow-list. */
  readonly allowListed: number;
}

/**
 * Counts a game model's IDs.
 *
 * @param model - The model.
 * @returns The counts.
 */
export function countModel(model: GameModel): Counts {
  const all = [...model.sections.flatMap((s) => s.entries), ...model.extras];
  return {
    ids: all.length,
    implemented: all.filter((e) => e.code.length > 0).length,
    tested: all.filter((e) => e.tests.length > 0).length,
    notModelled: all.filter((e) => e.notModelled !== undefined).length,
    allowListed: Object.keys(model.game.statements.citedNotInMatrix).length,
  };
}

/**
 * Renders a game's page.
 *
 * @param model - The game model.
 * @returns The page (Markdown).
 */
export function renderPage(model: GameModel): string {
  const { game } = model;
  const counts = countModel(model);
  const matrixIds = model.sections.reduce((n, s) => n + s.entries.length, 0);
  const first = model.sections[0]?.entries[0]?.id ?? `${game.prefix}-1-1`;
  const out: string[] = [
    `# ${game.title}: rules reference`,
    "",
    `<!-- Generated by scripts/rules-reference.ts (pnpm rules:write). Do not edit by hand: pnpm rules:check (part of pnpm verify) fails when this page differs from what the script writes. -->`,
    "",
    `Every rule ID that \`${game.packageName}\` uses, in the order of the game's rules matrix, with a`,
    "one-line statement of the rule, the code that implements it, the tests that check it, and the",
    "option that changes it. Error messages (`RuleError.rule`), events, decisions, outcomes and the",
    "API docs name rules by these IDs.",
    "",
    "## How to read this page",
    "",
    `- **The IDs.** ${game.statements.idScheme}`,
    `- **Finding an ID.** Search the page (Ctrl-F) for the ID as printed, such as \`${first}\`. Every ID has an anchor: the ID in lower case with each dot replaced by a dash, so \`${first}\` is [\`${game.key}.md#${ruleAnchor(first)}\`](#${ruleAnchor(first)}).`,
    `- **The rule text.** The statements here are short paraphrases. The full text is ${game.textSource}, kept as \`${game.textFile}\` with its rules matrix \`${game.matrixFile}\` in the project's shared rules folder (\`${toPosix(SHARED_RULES_DIR)}/\` beside the repository, not in it).`,
    `- **Implemented by** lists the symbols whose doc comment says \`Implements ${first}\` and the code that carries the ID as a string (\`rule: "${first}"\` in an error, event or decision). **Tested by** lists tests whose title names the ID (at most ${MAX_TESTS}). **Option** is the package option that changes the rule ([options table](${fromPage(`${game.packageDir}/README.md`)}#options)).`,
    `- **How it is made.** \`pnpm rules:write\` (\`scripts/rules-reference.ts\`) writes this page from the statements in [\`scripts/rules-statements/${game.key}.ts\`](${fromPage(`scripts/rules-statements/${game.key}.ts`)}), the ID list copied from the matrix into [\`scripts/rules-statements/${game.key}.matrix.json\`](${fromPage(matrixCopyPath(game))}), the code's annotations and the test names. **Do not edit this page by hand**: to change a statement or a "not modelled" reason, edit the statements file and run \`pnpm rules:write\`; after renaming a test or changing an annotation, run \`pnpm rules:write\` too. \`pnpm rules:check\` (in \`pnpm verify\` and the tests) fails while the page is out of date.`,
    "",
    `${counts.ids} IDs (${matrixIds} from the matrix${model.extras.length > 0 ? `, ${model.extras.length} of the package's own` : ""}): ${counts.implemented} implemented in code, ${counts.tested} tested by name, ${counts.notModelled} not modelled.`,
    "",
    "## Contents",
    "",
  ];
  const sectionTitles = [
    ...model.sections.map((s) => s.title),
    ...(model.extras.length > 0 ? ["Engine decisions the matrix does not cover"] : []),
    ...(counts.allowListed > 0 ? ["IDs cited in the code that no rule has"] : []),
  ];
  sectionTitles.forEach((t, i) => out.push(`- [${t}](#section-${i + 1})`));
  out.push("");
  model.sections.forEach((s, i) => {
    out.push(`## <a id="section-${i + 1}"></a>${s.title}`, "");
    for (const e of s.entries) out.push(...renderEntry(e, game));
  });
  let next = model.sections.length + 1;
  if (model.extras.length > 0) {
    out.push(`## <a id="section-${next}"></a>Engine decisions the matrix does not cover`, "", "IDs the package defines for choices the rule text and the matrix leave open (see the package README).", "");
    for (const e of model.extras) out.push(...renderEntry(e, game));
    next++;
  }
  if (counts.allowListed > 0) {
    out.push(`## <a id="section-${next}"></a>IDs cited in the code that no rule has`, "", "These IDs appear in the code, tests or docs but are not rule IDs of the matrix; they are to be fixed where they are cited.", "");
    for (const [id, entry] of Object.entries(game.statements.citedNotInMatrix)) {
      out.push(`- <a id="${ruleAnchor(id)}"></a>\`${id}\`, cited in ${entry.where}: ${entry.reason}`);
    }
    out.push("");
  }
  while (out[out.length - 1] === "") out.pop();
  return `${out.join("\n")}\n`;
}

/**
 * Renders the index page, `docs/rules/README.md`.
 *
 * @param models - The game models.
 * @returns The page (Markdown).
 */
export function renderIndex(models: readonly GameModel[]): string {
  const lines = [
    "# Rules reference",
    "",
    "<!-- Generated by scripts/rules-reference.ts (pnpm rules:write). Do not edit by hand. -->",
    "",
    "Each game has a page with every rule ID its package uses: a one-line statement of the rule,",
    "the functions that implement it, the tests that check it, and the option that changes it.",
    "An ID in an error message, an event or the API docs (`W-QS.3-2`, `D-BTL-4`, `G-POI-1`) is",
    "on the page of its game, which the first letter names:",
    "",
    "| ID | game | page | IDs | implemented | tested | not modelled |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const m of models) {
    const c = countModel(m);
    lines.push(`| \`${m.game.prefix}-…\` | ${m.game.title} (\`${m.game.packageName}\`) | [${m.game.key}.md](${m.game.key}.md) | ${c.ids} | ${c.implemented} | ${c.tested} | ${c.notModelled} |`);
  }
  lines.push(
    "",
    "To link to an ID, use its anchor: the ID in lower case with each dot replaced by a dash, such as",
    "[`ward.md#w-qs-3-2`](ward.md#w-qs-3-2) for `W-QS.3-2` or",
    "[`wardom.md#d-st-frozentouch-1`](wardom.md#d-st-frozentouch-1) for `D-ST.FrozenTouch-1`.",
    "",
    "The pages are written by `pnpm rules:write` (`scripts/rules-reference.ts`) and checked in CI by",
    "`pnpm rules:check`, which fails when a page is out of date, when the code, tests or docs cite an",
    "ID that is not on its page, or when an ID is neither implemented, nor tested, nor listed as not",
    "modelled with a reason.",
  );
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Check

/** The result of building the reference: the pages to write and the problems found. */
export interface Reference {
  /** The game models. */
  readonly models: readonly GameModel[];
  /** The pages by path relative to the repository root. */
  readonly pages: ReadonlyMap<string, string>;
  /** Problems with the statements, the citations or the IDs (not page differences). */
  readonly problems: readonly Problem[];
}

/**
 * Builds every page in memory from the checked-in statements and matrix copies, the code and
 * the tests, and lists what is wrong with the IDs.
 *
 * @param root - The repository root.
 * @param matrices - Matrix copies to use instead of the checked-in ones (when writing from the
 *   shared rules folder).
 * @returns The pages and the problems.
 */
export function buildReference(root: string = REPO_ROOT, matrices?: ReadonlyMap<string, MatrixCopy>): Reference {
  const problems: Problem[] = [];
  const scan = scanRepo(root);
  const models: GameModel[] = [];
  const known = new Map<string, { readonly order: readonly string[]; readonly set: ReadonlySet<string> }>();
  for (const game of GAMES) {
    const matrix = matrices?.get(game.key) ?? readMatrixCopy(root, game);
    if (matrix === undefined) {
      problems.push({ file: matrixCopyPath(game), message: `missing or malformed; run pnpm rules:write where ${toPosix(SHARED_RULES_DIR)}/${game.matrixFile} is present` });
      continue;
    }
    const model = buildModel(game, matrix, scan, root);
    models.push(model);
    const order = knownOrder(game, matrix);
    known.set(game.prefix, { order, set: new Set(order) });
    const statementsFile = `scripts/rules-statements/${game.key}.ts`;
    const matrixIds = new Set(matrix.sections.flatMap((s) => s.ids));
    const anchors = new Map<string, string>();
    for (const id of [...order, ...Object.keys(game.statements.citedNotInMatrix)]) {
      const other = anchors.get(ruleAnchor(id));
      if (other !== undefined) problems.push({ file: statementsFile, message: `${id} and ${other} have the same anchor #${ruleAnchor(id)}` });
      anchors.set(ruleAnchor(id), id);
    }
    for (const id of matrixIds) {
      const text = game.statements.statements[id];
      if (text === undefined || text.trim() === "") problems.push({ file: statementsFile, message: `${id} has no statement` });
      else if (text.includes("\n")) problems.push({ file: statementsFile, message: `${id}: a statement is one line` });
    }
    for (const id of Object.keys(game.statements.statements)) {
      if (!matrixIds.has(id)) problems.push({ file: statementsFile, message: `${id} has a statement but is not in the matrix (${matrix.source})` });
    }
    for (const [id, reason] of Object.entries(game.statements.notModelled)) {
      if (!matrixIds.has(id) && game.statements.extraIds[id] === undefined) problems.push({ file: statementsFile, message: `${id} is listed as not modelled but is not in the matrix` });
      if (reason.trim() === "") problems.push({ file: statementsFile, message: `${id} is listed as not modelled without a reason` });
    }
    for (const id of Object.keys(game.statements.extraIds)) {
      if (matrixIds.has(id)) problems.push({ file: statementsFile, message: `${id} is an extra ID but the matrix has it` });
    }
    for (const [id, entry] of Object.entries(game.statements.citedNotInMatrix)) {
      if (matrixIds.has(id) || game.statements.extraIds[id] !== undefined) problems.push({ file: statementsFile, message: `${id} is on the allow-list but is a rule ID of the page` });
      if (entry.reason.trim() === "") problems.push({ file: statementsFile, message: `${id} is on the allow-list without a reason` });
    }
    for (const e of [...model.sections.flatMap((s) => s.entries), ...model.extras]) {
      if (e.code.length === 0 && e.tests.length === 0 && e.notModelled === undefined && e.awaiting === undefined) {
        problems.push({ file: statementsFile, message: `${e.id} is neither implemented (no annotation or rule literal), nor tested (no test name), nor listed as not modelled with a reason` });
      }
      if (e.awaiting !== undefined && (e.code.length > 0 || e.tests.length > 0)) {
        problems.push({ file: statementsFile, message: `${e.id} is on the awaitingAnnotation list but the code or a test names it now; remove it from the list` });
      }
    }
    for (const [id, entry] of Object.entries(game.statements.awaitingAnnotation)) {
      if (!known.get(game.prefix)?.set.has(id)) problems.push({ file: statementsFile, message: `${id} is on the awaitingAnnotation list but is not on the page` });
      if (entry.reason.trim() === "") problems.push({ file: statementsFile, message: `${id} is on the awaitingAnnotation list without a reason` });
    }
  }
  // Every cited ID must be on its game's page, or on the allow-list.
  const cited = new Map<string, Set<string>>();
  for (const { file, text } of scan.citing) {
    for (const c of findCitations(text)) {
      const prefix = c.wildcard?.prefix ?? c.ids[0]?.slice(0, 1) ?? "";
      const game = GAMES.find((g) => g.prefix === prefix);
      const k = known.get(prefix);
      if (game === undefined || k === undefined) continue;
      const line = lineOf(text, c.index);
      if (c.wildcard !== undefined) {
        if (c.wildcard.section !== "" && expandCitation(c, k.order).length === 0) problems.push({ file, line, message: `${c.raw} matches no ID of ${game.title}` });
        continue;
      }
      const ends = c.span ?? [c.ids[0] ?? "", c.ids[c.ids.length - 1] ?? ""];
      for (const id of new Set([...ends, ...c.ids])) {
        if (id === "") continue;
        if (!k.set.has(id)) {
          const allowed = game.statements.citedNotInMatrix[id];
          if (allowed === undefined) problems.push({ file, line, message: `${id} is cited but is not an ID of ${game.title} (not on docs/rules/${game.key}.md); fix the ID, or add it to the allow-list in scripts/rules-statements/${game.key}.ts` });
          const where = cited.get(id) ?? new Set<string>();
          where.add(file);
          cited.set(id, where);
        }
      }
    }
  }
  for (const game of GAMES) {
    for (const id of Object.keys(game.statements.citedNotInMatrix)) {
      if (!cited.has(id)) problems.push({ file: `scripts/rules-statements/${game.key}.ts`, message: `${id} is on the allow-list but nothing cites it any more; remove it` });
    }
  }
  const seenProblems = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.file}:${p.line ?? ""}:${p.message}`;
    if (seenProblems.has(key)) return false;
    seenProblems.add(key);
    return true;
  });
  const pages = new Map<string, string>();
  for (const m of models) pages.set(`docs/rules/${m.game.key}.md`, renderPage(m));
  if (models.length === GAMES.length) pages.set("docs/rules/README.md", renderIndex(models));
  return { models, pages, problems: unique };
}

/**
 * The first line where two texts differ.
 *
 * @param expected - The text the script writes.
 * @param actual - The text on disk.
 * @returns The 1-based line and both lines, or `undefined` when they are equal.
 */
export function firstDifference(expected: string, actual: string): { line: number; expected: string; actual: string } | undefined {
  if (expected === actual) return undefined;
  const a = expected.split("\n");
  const b = actual.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return { line: i + 1, expected: a[i] ?? "(end of file)", actual: b[i] ?? "(end of file)" };
  }
  return { line: a.length, expected: "", actual: "" };
}

/**
 * Everything `--check` reports: the problems of {@link buildReference}, every checked-in page
 * that differs from what would be written (with its first differing line), and, when the shared
 * rules folder is present, every matrix copy that differs from its matrix.
 *
 * @param root - The repository root.
 * @returns The problems; empty when all is well.
 */
export function checkReference(root: string = REPO_ROOT): Problem[] {
  const ref = buildReference(root);
  const problems = [...ref.problems];
  for (const [path, expected] of ref.pages) {
    const abs = join(root, path);
    if (!existsSync(abs)) {
      problems.push({ file: path, message: "missing; run pnpm rules:write" });
      continue;
    }
    const diff = firstDifference(expected, readFileSync(abs, "utf8"));
    if (diff !== undefined) {
      problems.push({
        file: path,
        line: diff.line,
        message: `differs from what the script writes (run pnpm rules:write); first difference at line ${diff.line}:\n  expected: ${diff.expected}\n  found:    ${diff.actual}`,
      });
    }
  }
  for (const [key, copy] of readSharedMatrices(root)) {
    const game = GAMES.find((g) => g.key === key);
    if (game === undefined) continue;
    const path = matrixCopyPath(game);
    const abs = join(root, path);
    const onDisk = existsSync(abs) ? readFileSync(abs, "utf8") : "";
    const diff = firstDifference(formatMatrixCopy(copy), onDisk);
    if (diff !== undefined) problems.push({ file: path, line: diff.line, message: `differs from ${toPosix(SHARED_RULES_DIR)}/${game.matrixFile} (the matrix changed; run pnpm rules:write)` });
  }
  return problems;
}

/**
 * The matrices of the shared rules folder beside the repository, parsed, for the games whose
 * matrix is there (none on a machine without the folder, such as CI).
 *
 * @param root - The repository root.
 * @returns The copies by game key.
 */
export function readSharedMatrices(root: string = REPO_ROOT): Map<string, MatrixCopy> {
  const out = new Map<string, MatrixCopy>();
  const dir = resolve(root, SHARED_RULES_DIR);
  for (const game of GAMES) {
    const path = join(dir, game.matrixFile);
    if (existsSync(path)) out.set(game.key, parseMatrix(readFileSync(path, "utf8"), game.prefix, game.matrixFile));
  }
  return out;
}

/**
 * Writes the matrix copies (when the shared rules folder is there) and every page.
 *
 * @param root - The repository root.
 * @returns The problems that remain (the pages are written anyway).
 */
export function writeReference(root: string = REPO_ROOT): { written: string[]; problems: readonly Problem[]; models: readonly GameModel[] } {
  const shared = readSharedMatrices(root);
  const written: string[] = [];
  for (const [key, copy] of shared) {
    const game = GAMES.find((g) => g.key === key);
    if (game === undefined) continue;
    const path = matrixCopyPath(game);
    const text = formatMatrixCopy(copy);
    const abs = join(root, path);
    if (!existsSync(abs) || readFileSync(abs, "utf8") !== text) {
      writeFileSync(abs, text);
      written.push(path);
    }
  }
  const ref = buildReference(root, shared);
  for (const [path, text] of ref.pages) {
    const abs = join(root, path);
    mkdirSync(dirname(abs), { recursive: true });
    if (!existsSync(abs) || readFileSync(abs, "utf8") !== text) {
      writeFileSync(abs, text);
      written.push(path);
    }
  }
  return { written, problems: ref.problems, models: ref.models };
}

const formatProblem = (p: Problem): string => `${p.file}${p.line === undefined ? "" : `:${p.line}`}: ${p.message}`;

function main(argv: readonly string[]): number {
  const check = argv.includes("--check");
  const unknown = argv.filter((a) => a !== "--check");
  if (unknown.length > 0) {
    process.stderr.write(`rules-reference: unknown argument ${unknown.join(" ")}\nusage: tsx scripts/rules-reference.ts [--check]\n`);
    return 2;
  }
  if (check) {
    const problems = checkReference(REPO_ROOT);
    if (problems.length === 0) {
      const { models } = buildReference(REPO_ROOT);
      for (const m of models) {
        const c = countModel(m);
        process.stdout.write(`rules:check ${m.game.key}: ${c.ids} IDs, ${c.implemented} implemented, ${c.tested} tested, ${c.notModelled} not modelled, ${c.allowListed} allow-listed\n`);
      }
      process.stdout.write("rules:check: the rules reference is up to date\n");
      return 0;
    }
    process.stderr.write(`rules:check: ${problems.length} problem${problems.length === 1 ? "" : "s"}\n`);
    for (const p of problems) process.stderr.write(`${formatProblem(p)}\n`);
    return 1;
  }
  const { written, problems, models } = writeReference(REPO_ROOT);
  for (const f of written) process.stdout.write(`wrote ${f}\n`);
  if (written.length === 0) process.stdout.write("rules:write: nothing changed\n");
  for (const m of models) {
    const c = countModel(m);
    process.stdout.write(`${m.game.key}: ${c.ids} IDs, ${c.implemented} implemented, ${c.tested} tested, ${c.notModelled} not modelled, ${c.allowListed} allow-listed\n`);
  }
  if (problems.length > 0) {
    process.stderr.write(`rules:write: ${problems.length} problem${problems.length === 1 ? "" : "s"}\n`);
    for (const p of problems) process.stderr.write(`${formatProblem(p)}\n`);
    return 1;
  }
  return 0;
}

const invoked = process.argv[1];
if (invoked !== undefined && resolve(invoked) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
