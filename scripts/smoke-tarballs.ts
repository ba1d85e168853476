/**
 * The packed-tarball smoke test: packs every publishable package and installs the tarballs into
 * a fresh project outside the workspace (no workspace links). First without fast-check, as a
 * plain `npm install` leaves it: every entry point but `@rulesmith/core/testing` imports from
 * ESM and CommonJS, `@rulesmith/core/testing` stops with its clear message, the code of the
 * README and of every guide (docs/*.md) type-checks against the installed types and runs
 * unchanged, printing what the comments on its `console.log` lines say and with the values the
 * comments on its other statements say (the rules are in scripts/doc-blocks.ts; each value is
 * recorded by scripts/doc-values.ts, compiled next to the blocks), and the installed command
 * plays a match. Then with fast-check: every entry point imports from ESM and CommonJS, with the
 * same exports in both. This is what catches a broken `exports` map, or a guide that only works
 * inside the workspace, before a user does.
 *
 * Last, a newcomer's walk through docs/getting-started.md in another empty folder: every shell
 * command of the page, as written (`npm install @rulesmith/...` installs the packed tarballs of
 * the packages it names, with their @rulesmith dependencies, and nothing else of the workspace),
 * and each of its code blocks saved as `example.ts` and run with `npx tsx example.ts`, in the
 * page's order. `npx rulesmith play ward ...` is played to the end with answers piped in, one of
 * them an undo, and the record it saves must replay. A command the walk does not know how to run
 * fails the test, so every command the page shows is run here.
 * Run after `pnpm build`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { FAST_CHECK_MISSING } from "../packages/core/src/testing/fast-check-missing.js";
import { blockModule, codeBlocks, outputProblems, PRINT_HOOK, VALUE_HOOK, type CodeBlock, type Print } from "./doc-blocks.js";
import { knownProblem } from "./known-unchecked.js";
import { publishablePackages, type WorkspacePackage } from "./packages.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "rulesmith-smoke-"));
const tarballs = join(work, "tarballs");
const project = join(work, "project");
const keep = process.argv.includes("--keep");
/** The pages whose code a user runs after installing the packages the page names, without fast-check: the README and every guide. */
const guides = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
];
/** The page a newcomer follows command by command in an empty folder (see {@link walkThrough}). */
const walkthrough = "docs/getting-started.md";
/** The one entry point that needs fast-check (the optional peer dependency of @rulesmith/core). */
const needsFastCheck = "@rulesmith/core/testing";

function run(cmd: string, args: readonly string[], cwd: string): string {
  return execFileSync(cmd, [...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
function npmInstall(specs: readonly string[]): void {
  run("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel=error", ...specs], project);
}

/**
 * The ESM and the CommonJS script that import each entry point, run `behaviour` on it and write
 * its export names to keys.<format>.json.
 */
function importScripts(specifiers: readonly string[], behaviour: Readonly<Record<string, string>>): { esm: string; cjs: string } {
  const check = (s: string, m: string): string =>
    `if (Object.keys(${m}).length === 0) throw new Error(${JSON.stringify(`${s} has no exports`)});\n` +
    (behaviour[s] === undefined ? "" : `{ const m = ${m}; if (!(${behaviour[s]})) throw new Error(${JSON.stringify(`${s} misbehaves`)}); }\n`) +
    `keys[${JSON.stringify(s)}] = Object.keys(${m}).sort();\n`;
  const esm = specifiers
    .map((s, i) => `import * as m${i} from ${JSON.stringify(s)};\n${check(s, `m${i}`)}console.log("esm ok:", ${JSON.stringify(s)}, Object.keys(m${i}).length, "exports");`)
    .join("\n");
  const cjs = specifiers
    .map((s, i) => `const c${i} = require(${JSON.stringify(s)});\n${check(s, `c${i}`)}console.log("cjs ok:", ${JSON.stringify(s)}, Object.keys(c${i}).length, "exports");`)
    .join("\n");
  return {
    esm: `import { writeFileSync } from "node:fs";\nconst keys = {};\n${esm}\nwriteFileSync("keys.esm.json", JSON.stringify(keys));\n`,
    cjs: `const { writeFileSync } = require("node:fs");\nconst keys = {};\n${cjs}\nwriteFileSync("keys.cjs.json", JSON.stringify(keys));\n`,
  };
}

/**
 * The node script that runs one compiled guide block (`node run-block.mjs <block.mjs> <prints.json>`):
 * it sets the print hook of scripts/doc-blocks.ts, so that each `console.log` call of the block
 * prints as `console.log` would (`util.format`) and is recorded with its page line, and the value
 * hook, so that the value of each statement with a value comment is recorded as
 * docs/examples.test.ts records it (scripts/doc-values.ts, compiled to doc-values.mjs beside this
 * script), imports the block, and writes the prints and values as JSON when the process exits.
 */
const RUN_BLOCK = `import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import { valuePrint } from "./doc-values.mjs";
const [file, out] = process.argv.slice(2);
const prints = [];
globalThis[${JSON.stringify(PRINT_HOOK)}] = (source, line, args) => {
  const text = format(...args);
  prints.push({ line, text });
  process.stdout.write(text + "\\n");
};
globalThis[${JSON.stringify(VALUE_HOOK)}] = (source, line, value) => {
  prints.push(valuePrint(line, value));
};
process.on("exit", () => writeFileSync(out, JSON.stringify(prints)));
await import(pathToFileURL(file).href);
`;

/**
 * Writes the ```ts blocks of the guides into the project as modules of their own, type-checks
 * them against the installed packages' types (the repository's compiler settings, without its
 * source paths, with the DOM library for `console`), compiles them to .mjs and runs each with
 * node, checking what it prints against the comments of its `console.log` lines, and the
 * values of its statements against theirs. Returns one line per block.
 */
function runGuides(): string[] {
  const dir = join(project, "guides");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(project, "run-block.mjs"), RUN_BLOCK);
  // How a value is recorded, as docs/examples.test.ts records it: the one file of the check that imports nothing but node's.
  const values = ts.transpileModule(readFileSync(join(root, "scripts", "doc-values.ts"), "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  writeFileSync(join(project, "doc-values.mjs"), values.outputText);
  const files: { source: string; line: number; file: string; block: CodeBlock }[] = [];
  for (const source of guides) {
    for (const block of codeBlocks(readFileSync(join(root, source), "utf8"))) {
      const file = join(dir, `${source.replace(/[/.]/g, "_")}_${block.line}.mts`);
      writeFileSync(file, blockModule(source, block));
      files.push({ source, line: block.line, file, block });
    }
  }
  const base = ts.readConfigFile(join(root, "tsconfig.base.json"), (p) => ts.sys.readFile(p));
  const { paths: _paths, ...compilerOptions } = (base.config as { compilerOptions: Record<string, unknown> }).compilerOptions;
  const parsed = ts.parseJsonConfigFileContent({ compilerOptions: { ...compilerOptions, lib: ["ES2022", "DOM"], types: [], declaration: false, sourceMap: false } }, ts.sys, project);
  const program = ts.createProgram(
    files.map((f) => f.file),
    parsed.options,
  );
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file === undefined || d.start === undefined ? "" : `${relative(project, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line - 1} `;
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
  if (problems.length > 0) throw new Error(`the guides' code does not compile against the installed packages:\n${problems.join("\n")}`);
  const emitted = program.emit();
  if (emitted.emitSkipped) throw new Error("the guides' code was not emitted");
  return files.map(({ source, line, file, block }) => {
    const printsFile = file.replace(/\.mts$/, ".prints.json");
    let out: string;
    try {
      out = run("node", ["run-block.mjs", file.replace(/\.mts$/, ".mjs"), printsFile], project);
    } catch (e) {
      const error = e as { stdout?: string; stderr?: string };
      throw new Error(`${source}:${line} fails from the installed packages:\n${error.stdout ?? ""}${error.stderr ?? ""}`);
    }
    // Known console.log lines without expected output are let pass for now (scripts/known-unchecked.ts).
    const problems = outputProblems(source, block, JSON.parse(readFileSync(printsFile, "utf8")) as Print[]).filter((p) => !knownProblem(root, p));
    if (problems.length > 0) throw new Error(`${source}:${line} prints, or has values, other than its comments say, from the installed packages:\n${problems.join("\n")}`);
    return `guide ok: ${source}:${line} (${out.split("\n").filter((l) => l !== "").length} lines of output, as its comments say)`;
  });
}

/** The ```sh and ```ts blocks of a Markdown page, in order. */
function pageBlocks(markdown: string): { kind: "sh" | "ts"; line: number; code: string }[] {
  const out: { kind: "sh" | "ts"; line: number; code: string }[] = [];
  const fence = /^```(sh|ts)([^\n]*)\n([\s\S]*?)^```/gm;
  for (let m = fence.exec(markdown); m !== null; m = fence.exec(markdown)) {
    if ((m[2] ?? "").includes("ignore")) continue;
    out.push({ kind: m[1] === "sh" ? "sh" : "ts", line: markdown.slice(0, m.index).split("\n").length, code: m[3] ?? "" });
  }
  return out;
}

/** The tarball of each package named, and of every @rulesmith package it depends on, in the end. */
function tarballsFor(names: readonly string[], packages: readonly WorkspacePackage[]): string[] {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const wanted = new Set<string>();
  const add = (name: string): void => {
    const pkg = byName.get(name);
    if (pkg === undefined) throw new Error(`${walkthrough} installs ${name}, which is not a publishable package of the workspace`);
    if (wanted.has(name)) return;
    wanted.add(name);
    const manifest = JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(manifest.dependencies ?? {})) if (dep.startsWith("@rulesmith/")) add(dep);
  };
  for (const name of names) add(name);
  return [...wanted].map((name) => {
    const pkg = byName.get(name);
    return join(tarballs, `${name.slice(1).replace("/", "-")}-${pkg?.version ?? ""}.tgz`);
  });
}

/**
 * Answers for `rulesmith play` on a pipe: the first choice twice, then an undo, over and over.
 * The page's command has no seed, so the match differs every run, and an undo is refused when
 * dice were rolled or a card revealed since the person's last decision; with an undo every
 * seventh answer a short match could see every one refused (one seed of six tried took 1 of
 * 10), with one every third answer eight seeds tried took 3 to 12 each.
 */
const PLAY_ANSWERS = `${Array.from({ length: 3000 }, (_, i) => (i % 3 === 2 ? "u" : "1")).join("\n")}\n`;

/**
 * A newcomer's walk through the getting-started page in an empty folder: each shell command as
 * written and each code block run with `npx tsx example.ts`, in the page's order. Returns one
 * line per command or block.
 */
function walkThrough(packages: readonly WorkspacePackage[]): string[] {
  const dir = join(work, "newcomer");
  mkdirSync(dir, { recursive: true });
  const page = readFileSync(join(root, walkthrough), "utf8");
  if (!page.includes("`npx tsx example.ts`")) throw new Error(`${walkthrough} no longer says to run each example with \`npx tsx example.ts\`; update the walk in scripts/smoke-tarballs.ts`);
  const done: string[] = [];
  const failed = (what: string, e: unknown): Error => {
    const error = e as { stdout?: string; stderr?: string; message?: string };
    return new Error(`${walkthrough}: ${what} fails for a newcomer:\n${error.stdout ?? ""}${error.stderr ?? ""}${error.stdout === undefined ? (error.message ?? "") : ""}`);
  };
  // The page's examples, run with tsx where the page's installs leave the folder: the first as
  // the page says (saved as example.ts, `npx tsx example.ts`), the others of a run of blocks in one
  // tsx process (one module each, imported in order), which saves a start of tsx per block.
  let examples: { line: number; code: string }[] = [];
  const runExamples = (): void => {
    if (examples.length === 0) return;
    const [first, ...rest] = examples;
    examples = [];
    if (first !== undefined && !existsSync(join(dir, "example.ts"))) {
      writeFileSync(join(dir, "example.ts"), first.code);
      try {
        run("npx", ["tsx", "example.ts"], dir);
      } catch (e) {
        throw failed(`the example at line ${first.line} (npx tsx example.ts)`, e);
      }
      done.push(`walk ok: npx tsx example.ts (${walkthrough}:${first.line})`);
    } else if (first !== undefined) {
      rest.unshift(first);
    }
    if (rest.length === 0) return;
    for (const b of rest) writeFileSync(join(dir, `example-${b.line}.ts`), `export {};\n${b.code}`);
    writeFileSync(join(dir, "examples.ts"), rest.map((b) => `import "./example-${b.line}.ts";\n`).join(""));
    try {
      run("npx", ["tsx", "examples.ts"], dir);
    } catch (e) {
      throw failed(`an example of lines ${rest.map((b) => b.line).join(", ")} (npx tsx)`, e);
    }
    done.push(`walk ok: npx tsx on the examples at lines ${rest.map((b) => b.line).join(", ")} (${walkthrough})`);
  };
  for (const block of pageBlocks(page)) {
    if (block.kind === "ts") {
      examples.push(block);
      continue;
    }
    runExamples();
    for (const command of block.code.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"))) {
      const [tool = "", ...args] = command.split(/\s+/);
      try {
        if (tool === "npm" && args[0] === "init") {
          run("npm", args, dir);
        } else if (tool === "npm" && args[0] === "install") {
          const names = args.slice(1).filter((a) => a.startsWith("@rulesmith/"));
          const rest = args.slice(1).filter((a) => !a.startsWith("@rulesmith/"));
          run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...rest, ...tarballsFor(names, packages)], dir);
          const nested = packages.filter((p) => existsSync(join(dir, "node_modules", p.name, "node_modules", "@rulesmith")));
          if (nested.length > 0) throw new Error(`${nested.map((p) => p.name).join(", ")} installed a @rulesmith dependency that is not the packed tarball`);
        } else if (tool === "npx" && args[0] === "rulesmith" && args[1] === "play") {
          const out = execFileSync("npx", args, { cwd: dir, encoding: "utf8", input: PLAY_ANSWERS, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } });
          if (!out.includes("Undone: back to your last decision.")) throw new Error(`no undo was taken:\n${out.slice(-3000)}`);
          if (!/^Winner: .+ \[[WDG]-[\w.-]+\]\nsee https:\/\/\S+#[wdg]-[\w-]+$|^Result: a draw/m.test(out)) throw new Error(`no result with its rule and address:\n${out.slice(-3000)}`);
          const record = args[args.indexOf("--record") + 1];
          if (args.includes("--record") && (record === undefined || !out.includes(`Match record saved to ${record}.`))) throw new Error(`the record was not saved:\n${out.slice(-3000)}`);
          const choices = out.split("Your choice (").length - 1;
          done.push(`walk ok: ${command} (${choices} answers, one undo at least; ${out.split("\n").find((l) => l.startsWith("Winner: ") || l.startsWith("Result: ")) ?? ""})`);
          continue;
        } else if (tool === "npx" && args[0] === "rulesmith") {
          const out = run("npx", args, dir);
          if (args[1] === "replay" && !out.includes("The record replays")) throw new Error(`the record does not replay:\n${out.slice(-3000)}`);
        } else {
          throw new Error(`it shows \`${command}\`, which the walk in scripts/smoke-tarballs.ts does not know how to run: teach it, so that every command of the page is run`);
        }
      } catch (e) {
        throw failed(`\`${command}\` (line ${block.line})`, e);
      }
      done.push(`walk ok: ${command}`);
    }
  }
  runExamples();
  return done;
}

try {
  const packages = publishablePackages(root);
  mkdirSync(tarballs, { recursive: true });
  mkdirSync(project, { recursive: true });
  for (const pkg of packages) run("pnpm", ["pack", "--pack-destination", tarballs], pkg.dir);
  const files = readdirSync(tarballs).filter((f) => f.endsWith(".tgz"));
  process.stdout.write(`packed: ${files.join(", ")}\n`);

  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "rulesmith-smoke", private: true, version: "0.0.0" }, null, 2));
  // A plain install: fast-check, the optional peer dependency of @rulesmith/core/testing, is not there.
  npmInstall(files.map((f) => join(tarballs, f)));
  if (existsSync(join(project, "node_modules", "fast-check"))) throw new Error("fast-check was installed although nothing asked for it");
  // Every package must get @rulesmith/* from the tarballs, never a copy from the registry.
  const nested = packages.filter((p) => existsSync(join(project, "node_modules", p.name, "node_modules", "@rulesmith")));
  if (nested.length > 0) throw new Error(`${nested.map((p) => p.name).join(", ")} installed a @rulesmith dependency that is not the packed tarball`);

  const specifiers = packages.flatMap((p) => p.entryPoints);
  // What each entry point must do once installed, beyond loading with some exports.
  const behaviour: Readonly<Record<string, string>> = {
    "@rulesmith/core": "m.seedRng(1)[0] === 2459862799 && m.ok(1).ok === true",
    "@rulesmith/core/testing": "m.diceDuel.setup({ seed: 1 }).ok === true && typeof m.checkRuleset === 'function'",
    "@rulesmith/core/examples":
      "m.referenceDuel.setup({ seed: 1 }).ok === true && m.referenceDuel.legalActions(m.referenceDuel.setup({ seed: 1 }).value, 0).length === 2 && m.diceDuel.setup({ seed: 1 }).ok === true",
    "@rulesmith/ward": "m.ruleset.setup(m.demoConfig(1)).ok === true",
    "@rulesmith/wardom": "m.ruleset.setup(m.demoConfig(1)).ok === true",
    "@rulesmith/guardians": "m.ruleset.setup(m.demoConfig(1)).ok === true",
    "@rulesmith/bots": "typeof m.mctsBot === 'function' && typeof m.randomBot === 'function'",
    "@rulesmith/client": "typeof m.createMatch === 'function' && m.BOT_PROTOCOL === 'rulesmith/bot'",
    "@rulesmith/client/node-worker": "typeof m.nodeWorkerRunner === 'function' && m.serveNodeWorker([]).ok === false",
    "@rulesmith/client/web-worker": "typeof m.webWorkerRunner === 'function' && m.serveWebWorker([]).ok === false",
    "@rulesmith/react": "typeof m.useMatch === 'function' && typeof m.useView === 'function' && typeof m.useUndo === 'function'",
  };

  // Without fast-check: every other entry point loads, and @rulesmith/core/testing says what is missing.
  const optional = specifiers.filter((s) => s !== needsFastCheck);
  const plain = importScripts(optional, behaviour);
  const expect = `if (e?.message !== ${JSON.stringify(FAST_CHECK_MISSING)}) throw new Error("${needsFastCheck} without fast-check: " + (e?.stack ?? e));`;
  writeFileSync(
    join(project, "no-fast-check.mjs"),
    `${plain.esm}try { await import(${JSON.stringify(needsFastCheck)}); throw new Error("${needsFastCheck} loaded without fast-check"); } catch (e) { ${expect} }\nconsole.log("esm ok: ${needsFastCheck} says: " + ${JSON.stringify(FAST_CHECK_MISSING)});\n`,
  );
  writeFileSync(
    join(project, "no-fast-check.cjs"),
    `${plain.cjs}try { require(${JSON.stringify(needsFastCheck)}); throw new Error("${needsFastCheck} loaded without fast-check"); } catch (e) { ${expect} }\nconsole.log("cjs ok: ${needsFastCheck} says: " + ${JSON.stringify(FAST_CHECK_MISSING)});\n`,
  );
  process.stdout.write("without fast-check:\n");
  process.stdout.write(run("node", ["no-fast-check.mjs"], project));
  process.stdout.write(run("node", ["no-fast-check.cjs"], project));
  for (const line of runGuides()) process.stdout.write(`${line}\n`);
  // The installed command plays a match, and needs no fast-check either.
  const demo = run(join(project, "node_modules", ".bin", "rulesmith"), ["demo", "--game", "guardians", "--seed", "1", "--bots", "greedy,random"], project);
  if (!/^Winner: |is a draw/m.test(demo)) throw new Error(`rulesmith demo printed no result:\n${demo.slice(-2000)}`);
  process.stdout.write(`rulesmith demo ok: ${demo.split("\n").filter((l) => l.startsWith("Winner: ")).join(" ")}\n`);

  // With fast-check, as a user of the conformance kit installs it: every entry point, the same exports from ESM and CommonJS.
  npmInstall(["fast-check@^4"]);
  process.stdout.write("with fast-check:\n");
  const all = importScripts(specifiers, behaviour);
  writeFileSync(join(project, "smoke.mjs"), all.esm);
  writeFileSync(join(project, "smoke.cjs"), all.cjs);
  process.stdout.write(run("node", ["smoke.mjs"], project));
  process.stdout.write(run("node", ["smoke.cjs"], project));
  const keys = (format: string): Record<string, string[]> => JSON.parse(readFileSync(join(project, `keys.${format}.json`), "utf8")) as Record<string, string[]>;
  const [esmKeys, cjsKeys] = [keys("esm"), keys("cjs")];
  const differ = specifiers.filter((s) => JSON.stringify(esmKeys[s]) !== JSON.stringify(cjsKeys[s]));
  if (differ.length > 0) throw new Error(`ESM and CommonJS export different names from ${differ.map((s) => `${s} (ESM: ${String(esmKeys[s])}; CJS: ${String(cjsKeys[s])})`).join(", ")}`);

  process.stdout.write(`a newcomer's walk through ${walkthrough}, in an empty folder:\n`);
  for (const line of walkThrough(packages)) process.stdout.write(`${line}\n`);
  process.stdout.write(
    `Tarball smoke test passed for ${packages.length} packages (${specifiers.length} entry points, ESM and CommonJS, the same exports in both; ${guides.join(", ")} from the tarballs alone; every command of ${walkthrough} as written).\n`,
  );
} catch (e) {
  const error = e as { stdout?: string; stderr?: string; message?: string };
  process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}${error.message ?? ""}\nTarball smoke test FAILED.\n`);
  process.exitCode = 1;
} finally {
  if (keep) process.stdout.write(`kept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}
