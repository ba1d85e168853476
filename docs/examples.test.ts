/**
 * Every ```ts (and ```tsx, with JSX) code block in the guides (docs/*.md), in the READMEs listed
 * below, and in the TSDoc `@example`s of the packages listed below is compiled with the
 * repository's TypeScript settings and then run, so the docs cannot drift from the code. A block
 * whose fence says ```ts ignore is skipped (use it only for fragments that cannot run on their
 * own, such as a config file).
 *
 * In the guides and READMEs, what each `console.log(` call prints must match the trailing
 * `// ...` comment on its line, when it has one; the rules are in scripts/doc-blocks.ts.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blockModule, codeBlocks, outputProblems, PRINT_HOOK, type CodeBlock, type Print, type PrintHook } from "../scripts/doc-blocks.js";

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
  readonly source: string;
  readonly line: number;
  readonly file: string;
  /** A guide's or README's block, whose prints are checked against its comments; none for a TSDoc example. */
  readonly block?: CodeBlock;
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
      const text = readFileSync(path, "utf8");
      const source = relative(root, path);
      const comment = /\/\*\*([\s\S]*?)\*\//g;
      for (let c = comment.exec(text); c !== null; c = comment.exec(text)) {
        const body = c[1] ?? "";
        const example = /@example[^\n]*\n(?:[ \t]*\*[^\n]*\n)*?[ \t]*\*[ \t]*```ts\n([\s\S]*?)\n[ \t]*\*[ \t]*```/g;
        if (body.includes("@internal")) continue;
        for (let m = example.exec(body); m !== null; m = example.exec(body)) {
          const code = (m[1] ?? "")
            .split("\n")
            .map((l) => l.replace(/^[ \t]*\* ?/, ""))
            .join("\n");
          const line = text.slice(0, c.index).split("\n").length;
          const file = join(packageOutDir(pkg), `${source.replace(/[/.]/g, "_")}_${line}_${m.index}.ts`);
          writeFileSync(file, `// From ${source}, the TSDoc at line ${line}.\nexport {};\n${code}\n`);
          blocks.push({ source, line, file });
        }
      }
    }
  }
  return blocks;
}

const blocks = extract();

/** What the guides' blocks printed, by page: each `console.log` call of a block reports here (scripts/doc-blocks.ts). */
const prints = new Map<string, Print[]>();
const hook: PrintHook = (source, line, args) => {
  const list = prints.get(source) ?? [];
  list.push({ line, text: format(...args) });
  prints.set(source, list);
};

beforeAll(() => {
  (globalThis as Record<string, unknown>)[PRINT_HOOK] = hook;
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, PRINT_HOOK);
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
        const where = file === undefined || d.start === undefined ? "" : `:${file.getLineAndCharacterOfPosition(d.start).line - 1}`;
        return `${relative(root, file?.fileName ?? "")}${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
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
    const problems = block.block === undefined ? [] : outputProblems(block.source, block.block, prints.get(block.source) ?? []);
    expect(problems).toEqual([]);
  });
});
