/**
 * Runs `publint --strict` and `attw --pack` on every publishable package, packs each with
 * `pnpm pack` (what `pnpm publish` uploads) and checks the tarball is complete, and checks the
 * packages clients bundle import no Node built-ins, and checks the pending changesets name
 * packages of the workspace with a bump a 0.x package may take. Run after `pnpm build`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { basename, join, posix } from "node:path";
import { manifestFiles, publishablePackages } from "./packages.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string): string => join(root, "node_modules", ".bin", name);
let failed = 0;

for (const pkg of publishablePackages(root)) {
  for (const [label, cmd, args] of [
    ["publint --strict", bin("publint"), ["--strict"]],
    ["attw --pack", bin("attw"), ["--pack", ".", "--format", "table-flipped"]],
  ] as const) {
    process.stdout.write(`\n== ${pkg.name}: ${label}\n`);
    try {
      const out = execFileSync(cmd, [...args], { cwd: pkg.dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      process.stdout.write(out);
    } catch (e) {
      failed++;
      const error = e as { stdout?: string; stderr?: string };
      process.stdout.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
      process.stdout.write(`FAILED: ${label} on ${pkg.name}\n`);
    }
  }
}

// Every tarball holds what a user needs: package.json, README.md and LICENSE, and every file its
// (packed) package.json names in exports, main, module, types and bin. `pnpm pack` is what
// `pnpm publish` uploads (workspace: ranges rewritten, publishConfig applied), and it runs
// offline; `pnpm publish -r --dry-run` asks the registry and hangs without a network.
const REPOSITORY_URL = "git+https://github.com/rulesmith/rulesmith.git";
/** Whether a manifest path (a file, a folder ending in `/`, or an exports pattern with `*`) covers a packed file. */
const namedBy = (path: string, file: string): boolean =>
  path.includes("*")
    ? new RegExp(`^${path.split("*").map((part) => part.replace(/[.+?^$()|[\]{}\\]/g, "\\$&")).join(".+")}$`).test(file)
    : path.endsWith("/")
      ? file.startsWith(path)
      : file === path;
const license = readFileSync(join(root, "LICENSE"), "utf8");
const packDir = mkdtempSync(join(tmpdir(), "rulesmith-pack-"));
try {
  for (const pkg of publishablePackages(root)) {
    const dest = mkdtempSync(join(packDir, "p-"));
    const problems: string[] = [];
    let listed: string[] = [];
    let namedCount = 0;
    try {
      execFileSync("pnpm", ["pack", "--pack-destination", dest], { cwd: pkg.dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      const [tarball, ...others] = readdirSync(dest).filter((f) => f.endsWith(".tgz"));
      if (tarball === undefined || others.length > 0) throw new Error(`pnpm pack wrote ${others.length + (tarball === undefined ? 0 : 1)} tarballs, not one`);
      const tgz = join(dest, tarball);
      listed = execFileSync("tar", ["-tzf", tgz], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
        .split("\n")
        .filter((l) => l !== "" && !l.endsWith("/"))
        .map((l) => l.replace(/^package\//, ""));
      const has = new Set(listed);
      const packedJson = (path: string): Record<string, unknown> => {
        const parsed: unknown = JSON.parse(execFileSync("tar", ["-xzOf", tgz, `package/${path}`], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`${path} in the tarball is not a JSON object`);
        return parsed as Record<string, unknown>;
      };
      for (const required of ["package.json", "README.md", "LICENSE"]) {
        if (!has.has(required)) problems.push(`${required} is missing`);
      }
      if (has.has("LICENSE") && execFileSync("tar", ["-xzOf", tgz, "package/LICENSE"], { encoding: "utf8" }) !== license) {
        problems.push("LICENSE differs from the repository's LICENSE (copy the root LICENSE into the package)");
      }
      const manifest = has.has("package.json") ? packedJson("package.json") : {};
      // Nested package.json files (e.g. core's testing/package.json, for resolvers without
      // exports support) name files too, relative to their own folder.
      const nested = listed.filter((f) => f !== "package.json" && posix.basename(f) === "package.json");
      const named = [
        ...manifestFiles(manifest),
        ...nested.flatMap((f) => manifestFiles(packedJson(f), posix.dirname(f)).map((m) => ({ ...m, field: `${f} ${m.field}` }))),
      ];
      namedCount = named.length;
      for (const { field, path } of named) {
        if (!listed.some((f) => namedBy(path, f))) problems.push(`${field} names ${path}, which is not in the tarball`);
      }
      const repository = manifest["repository"] as { directory?: unknown; url?: unknown } | undefined;
      const directory = `packages/${basename(pkg.dir)}`;
      if (repository?.url !== REPOSITORY_URL || repository.directory !== directory) {
        problems.push(`repository must be { "type": "git", "url": "${REPOSITORY_URL}", "directory": "${directory}" }`);
      }
      for (const field of ["license", "homepage", "bugs", "author"]) {
        if (manifest[field] === undefined) problems.push(`package.json has no ${field}`);
      }
    } catch (e) {
      const error = e as { stdout?: string; stderr?: string; message?: string };
      problems.push(`could not pack or read the tarball: ${error.stderr ?? ""}${error.stdout ?? ""}${error.message ?? ""}`);
    }
    process.stdout.write(`\n== ${pkg.name}: tarball of ${listed.length} files, checked for package.json, README.md, LICENSE and ${namedCount} paths its manifests name\n`);
    if (problems.length > 0) {
      failed++;
      process.stdout.write(`FAILED: the ${pkg.name} tarball:\n${problems.map((p) => `  - ${p}\n`).join("")}`);
    }
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
}

// Packages that clients bundle must not import Node built-ins, so that they bundle for the
// browser without polyfills (the command-line tool is the one Node-only package).
const NODE_IMPORT = /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](?:node:[\w/]+|fs|path|os|child_process|worker_threads|crypto|url|util|stream|events)["']/;
// The Node worker-thread runner of @rulesmith/client is Node-only by design (its own entry point,
// never imported by the controller), so its files are left out.
const NODE_ONLY_FILES: Readonly<Record<string, RegExp>> = { "@rulesmith/client": /^node-worker\.c?js$/ };
for (const pkg of publishablePackages(root)) {
  if (pkg.name === "@rulesmith/cli") continue;
  const dist = join(pkg.dir, "dist");
  const nodeOnly = NODE_ONLY_FILES[pkg.name];
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => /\.(c?js)$/.test(f) && nodeOnly?.test(f) !== true);
  const offenders = files.filter((f) => NODE_IMPORT.test(readFileSync(join(dist, f), "utf8")));
  process.stdout.write(`\n== ${pkg.name}: no Node built-ins in ${files.length} built files\n`);
  if (offenders.length > 0) {
    failed++;
    process.stdout.write(`FAILED: ${pkg.name} imports Node built-ins in ${offenders.join(", ")}\n`);
  }
}

// The release the pending changesets make: each names a package of the workspace and a bump, and
// before 1.0 a breaking change is a minor bump (0.x: `pnpm changeset version` would turn a
// "major" into 1.0.0, beside packages released as 0.x).
{
  const versions = new Map(publishablePackages(root).map((p) => [p.name, p.version]));
  const dir = join(root, ".changeset");
  const problems: string[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith(".md") && f !== "README.md");
  for (const file of files) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), "utf8"))?.[1];
    if (front === undefined) {
      problems.push(`${file}: no front matter naming the packages and their bumps`);
      continue;
    }
    for (const line of front.split("\n").filter((l) => l.trim() !== "")) {
      const m = /^\s*["']?(@rulesmith\/[\w-]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (m === null) {
        problems.push(`${file}: cannot read "${line.trim()}" (expected "@rulesmith/<name>": major, minor or patch)`);
        continue;
      }
      const [, name = "", bump] = m;
      const version = versions.get(name);
      if (version === undefined) problems.push(`${file}: ${name} is not a publishable package of the workspace`);
      else if (bump === "major" && version.startsWith("0.")) problems.push(`${file}: ${name} is at ${version}, so a major bump would publish 1.0.0; before 1.0 a breaking change is a minor bump`);
    }
  }
  process.stdout.write(`\n== the release the ${files.length} pending changesets make\n`);
  if (problems.length > 0) {
    failed++;
    process.stdout.write(`FAILED: the pending changesets:\n${problems.map((p) => `  - ${p}\n`).join("")}`);
  }
}

if (failed > 0) {
  process.stderr.write(`\n${failed} package check(s) failed.\n`);
  process.exit(1);
}
process.stdout.write("\nAll package checks passed.\n");
