/**
 * The packed-tarball smoke test: packs every publishable package, installs the tarballs into a
 * fresh project outside the workspace (no workspace links), and imports every entry point from
 * ESM and from CommonJS. This is what catches a broken `exports` map before a user does.
 * Run after `pnpm build`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { publishablePackages } from "./packages.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "rulesmith-smoke-"));
const tarballs = join(work, "tarballs");
const project = join(work, "project");
const keep = process.argv.includes("--keep");

function run(cmd: string, args: readonly string[], cwd: string): string {
  return execFileSync(cmd, [...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

try {
  const packages = publishablePackages(root);
  execFileSync("mkdir", ["-p", tarballs, project]);
  for (const pkg of packages) run("pnpm", ["pack", "--pack-destination", tarballs], pkg.dir);
  const files = readdirSync(tarballs).filter((f) => f.endsWith(".tgz"));
  process.stdout.write(`packed: ${files.join(", ")}\n`);

  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "rulesmith-smoke", private: true, version: "0.0.0" }, null, 2));
  run(
    "npm",
    // fast-check is the optional peer dependency of @rulesmith/core/testing: a user of the kit installs it.
    ["install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel=error", ...files.map((f) => join(tarballs, f)), "fast-check@^4"],
    project,
  );

  const specifiers = packages.flatMap((p) => p.entryPoints);
  // What each entry point must do once installed, beyond loading with some exports.
  const behaviour: Readonly<Record<string, string>> = {
    "@rulesmith/core": "m.seedRng(1)[0] === 2459862799 && m.ok(1).ok === true",
    "@rulesmith/core/testing": "m.diceDuel.setup({ seed: 1 }).ok === true",
    "@rulesmith/core/examples": "m.referenceDuel.setup({ seed: 1 }).ok === true && m.referenceDuel.legalActions(m.referenceDuel.setup({ seed: 1 }).value, 0).length === 2",
    "@rulesmith/ward": "m.ruleset.setup(m.demoConfig(1)).ok === true",
    "@rulesmith/wardom": "m.ruleset.setup(m.demoConfig(1)).ok === true",
    "@rulesmith/guardians": "m.ruleset.setup(m.demoConfig(1)).ok === true",
    "@rulesmith/bots": "typeof m.mctsBot === 'function' && typeof m.randomBot === 'function'",
  };
  const check = (s: string, m: string): string =>
    `if (Object.keys(${m}).length === 0) throw new Error(${JSON.stringify(`${s} has no exports`)});\n` +
    (behaviour[s] === undefined ? "" : `{ const m = ${m}; if (!(${behaviour[s]})) throw new Error(${JSON.stringify(`${s} misbehaves`)}); }\n`);
  const esm = specifiers
    .map((s, i) => `import * as m${i} from ${JSON.stringify(s)};\n${check(s, `m${i}`)}console.log("esm ok:", ${JSON.stringify(s)}, Object.keys(m${i}).length, "exports");`)
    .join("\n");
  const cjs = specifiers
    .map((s, i) => `const c${i} = require(${JSON.stringify(s)});\n${check(s, `c${i}`)}console.log("cjs ok:", ${JSON.stringify(s)}, Object.keys(c${i}).length, "exports");`)
    .join("\n");
  // Every package must get @rulesmith/* from the tarballs, never a copy from the registry.
  const nested = packages.filter((p) => existsSync(join(project, "node_modules", p.name, "node_modules", "@rulesmith")));
  if (nested.length > 0) throw new Error(`${nested.map((p) => p.name).join(", ")} installed a @rulesmith dependency that is not the packed tarball`);
  writeFileSync(join(project, "smoke.mjs"), esm);
  writeFileSync(join(project, "smoke.cjs"), cjs);
  process.stdout.write(run("node", ["smoke.mjs"], project));
  process.stdout.write(run("node", ["smoke.cjs"], project));
  // The installed command plays a match.
  const demo = run(join(project, "node_modules", ".bin", "rulesmith"), ["demo", "--game", "guardians", "--seed", "1", "--bots", "greedy,random"], project);
  if (!/^Winner: |is a draw/m.test(demo)) throw new Error(`rulesmith demo printed no result:\n${demo.slice(-2000)}`);
  process.stdout.write(`rulesmith demo ok: ${demo.split("\n").filter((l) => l.startsWith("Winner: ")).join(" ")}\n`);
  process.stdout.write(`Tarball smoke test passed for ${packages.length} packages (${specifiers.length} entry points, ESM and CommonJS).\n`);
} catch (e) {
  const error = e as { stdout?: string; stderr?: string; message?: string };
  process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}${error.message ?? ""}\nTarball smoke test FAILED.\n`);
  process.exitCode = 1;
} finally {
  if (keep) process.stdout.write(`kept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}
