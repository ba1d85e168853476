/**
 * Every ```ts (and ```tsx, with JSX) code block in the guides (docs/*.md), in the READMEs listed
 * below, and in the TSDoc `@example`s of the packages listed below is compiled with the
 * repository's TypeScript settings and then run, so the docs cannot drift from the code. A block
 * whose fence says ```ts ignore is skipped (use it only for fragments that cannot run on their
 * own, such as a config file).
 *
 * In all of them, what each `console.log(` call (and `console.info(`, `console.debug(`,
 * `console.warn(`, `console.error(`) prints must match the trailing `// ...` comment on the line
 * where the call ends (the whole comment, or the part before ` — `); such a call with no such
 * comment fails (`// not checked — why` for output that differs from run to run), and so does
 * every `console.table(` (a table cannot be written in a comment),
 * and the value of each expression statement (`criticalOf([6, 6, 5]); // null`) and of each
 * declared variable (`const face = rng.die(6); // 6`) with a trailing comment on the line where
 * it ends must match that comment, as node prints the value or as a JavaScript literal; prose
 * goes on a line of its own. The rules are in scripts/doc-blocks.ts (scripts/doc-values.ts
 * records a value), and their tests in docs/doc-blocks.test.ts. A failure names the page or
 * source file and its line.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blockModule, blockPageLine, codeBlocks, exampleBlocks, outputProblems, PRINT_HOOK, VALUE_HOOK, type CodeBlock, type Print, type PrintHook, type ValueHook } from "../scripts/doc-blocks.js";
import { valuePrint } from "../scripts/doc-values.js";
import { codeAt, knownProblem, knownUnchecked } from "../scripts/known-unchecked.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "docs", ".examples");
const sources = [
  "README.md",
  "packages/core/README.md",
  "packages/bots/README.md",
  "packages/guardians/README.md",
  "packages/ward/README.md",
  "packages/wardom/README.md",
  "packages/cli/README.md",
  "packages/client/README.md",
  "packages/react/README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/**
 * Packages whose TSDoc examples are all compiled and run. `RULESMITH_TSDOC=ward,cli` narrows
 * the run to those packages' examples (and skips the guides), for working on one package.
 */
const only = process.env["RULESMITH_TSDOC"];
const tsdocPackages = only === undefined ? ["core", "bots", "ward", "wardom", "guardians", "cli", "client", "react"] : only.split(",");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f))
    .sort();
}

interface Block {
  /** The page or source file the block comes from. */
  readonly source: string;
  /** The line of its opening fence there, from 1. */
  readonly line: number;
  /** The module it is written to (scripts/doc-blocks.ts's `blockModule`). */
  readonly file: string;
  readonly block: CodeBlock;
}

/** Where a package's TSDoc and README examples are written: inside the package, so its dependencies (react for @rulesmith/react) resolve. */
const packageOutDir = (pkg: string): string => join(root, "packages", pkg, ".examples");
const outDirs = [outDir, ...tsdocPackages.map(packageOutDir)];

/** The folder a page's blocks are written to: its package's for a package README, else docs/.examples. */
function blockDir(source: string): string {
  const pkg = /^packages\/([^/]+)\/README\.md$/.exec(source)?.[1];
  return pkg !== undefined && tsdocPackages.includes(pkg) ? packageOutDir(pkg) : outDir;
}

function extract(): Block[] {
  for (const dir of outDirs) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const blocks: Block[] = [];
  for (const source of only === undefined ? sources : []) {
    for (const block of codeBlocks(readFileSync(join(root, source), "utf8"))) {
      const file = join(blockDir(source), `${source.replace(/[/.]/g, "_")}_${block.line}.${block.lang}`);
      writeFileSync(file, blockModule(source, block));
      blocks.push({ source, line: block.line, file, block });
    }
  }
  for (const pkg of tsdocPackages) {
    for (const path of sourceFiles(join(root, "packages", pkg, "src"))) {
      const source = relative(root, path);
      // Each block's line is its fence's line in the source file, so prints and failures name file lines.
      for (const block of exampleBlocks(readFileSync(path, "utf8"))) {
        const file = join(packageOutDir(pkg), `${source.replace(/[/.]/g, "_")}_${block.line}.ts`);
        writeFileSync(file, blockModule(source, block));
        blocks.push({ source, line: block.line, file, block });
      }
    }
  }
  return blocks;
}

const blocks = extract();

/** A problem to let pass for now: scripts/known-unchecked.ts. */
const known = (problem: string): boolean => knownProblem(root, problem);

/**
 * What the blocks printed, and the values of their statements with a value comment, by page or
 * source file: each `console.log` call and each such statement of a block reports here
 * (scripts/doc-blocks.ts); a value is recorded when the statement runs (scripts/doc-values.ts).
 */
const prints = new Map<string, Print[]>();
const record = (source: string, print: Print): void => {
  const list = prints.get(source) ?? [];
  list.push(print);
  prints.set(source, list);
};
const hook: PrintHook = (source, line, args) => {
  record(source, { line, text: format(...args) });
};
const valueHook: ValueHook = (source, line, value) => {
  record(source, valuePrint(line, value));
};

beforeAll(() => {
  (globalThis as Record<string, unknown>)[PRINT_HOOK] = hook;
  (globalThis as Record<string, unknown>)[VALUE_HOOK] = valueHook;
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, PRINT_HOOK);
  Reflect.deleteProperty(globalThis, VALUE_HOOK);
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe("code in the docs", () => {
  it("every block compiles with the repository's TypeScript settings", () => {
    const configPath = join(root, "tsconfig.json");
    const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const program = ts.createProgram(
      blocks.map((b) => b.file),
      { ...parsed.options, noEmit: true, jsx: ts.JsxEmit.ReactJSX },
    );
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => outDirs.some((dir) => d.file?.fileName.startsWith(dir) === true))
      .map((d) => {
        const file = d.file;
        const block = blocks.find((b) => b.file === file?.fileName);
        const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
        if (file === undefined || block === undefined) return `${relative(root, file?.fileName ?? "")} ${text}`;
        const where = d.start === undefined ? block.line : blockPageLine(block.block, file.getLineAndCharacterOfPosition(d.start).line);
        return `${block.source}:${where} ${text}`;
      });
    expect(problems).toEqual([]);
    // One type-check of every block (about 1,000, the React types among them): measured 60 s at
    // load average 5 to 8 and 75 s at 12 on the 2-core machine.
  }, 180_000);

  it.each(blocks.map((b) => [`${b.source}:${b.line}`, b] as const))("%s runs", async (_name, block) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await expect(import(pathToFileURL(block.file).href)).resolves.toBeDefined();
      // A print from a callback the block's work calls back later still counts.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      log.mockRestore();
    }
    const problems = outputProblems(block.source, block.block, prints.get(block.source) ?? []).filter((p) => !known(p));
    expect(problems).toEqual([]);
  });

  it("lets pass only the known lines without expected output that are still refused", () => {
    const stale = knownUnchecked.filter((k) => {
      const refused = blocks
        .filter((b) => b.source === k.source)
        .flatMap((b) => outputProblems(b.source, b.block, []))
        .filter(known)
        .some((p) => codeAt(root, k.source, Number(/:(\d+):/.exec(p)?.[1])) === k.code);
      // Only a page this run reads can be judged (RULESMITH_TSDOC leaves some out).
      return blocks.some((b) => b.source === k.source) && !refused;
    });
    expect(stale, "no longer refused: remove them from knownUnchecked").toEqual([]);
  });
});
