/**
 * Runs `publint --strict` and `attw --pack` on every publishable package. Run after `pnpm build`.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { publishablePackages } from "./packages.js";

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

// Packages that clients bundle must not import Node built-ins, so that they bundle for the
// browser without polyfills (the command-line tool is the one Node-only package).
const NODE_IMPORT = /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](?:node:[\w/]+|fs|path|os|child_process|worker_threads|crypto|url|util|stream|events)["']/;
for (const pkg of publishablePackages(root)) {
  if (pkg.name === "@rulesmith/cli") continue;
  const dist = join(pkg.dir, "dist");
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => /\.(c?js)$/.test(f));
  const offenders = files.filter((f) => NODE_IMPORT.test(readFileSync(join(dist, f), "utf8")));
  process.stdout.write(`\n== ${pkg.name}: no Node built-ins in ${files.length} built files\n`);
  if (offenders.length > 0) {
    failed++;
    process.stdout.write(`FAILED: ${pkg.name} imports Node built-ins in ${offenders.join(", ")}\n`);
  }
}

if (failed > 0) {
  process.stderr.write(`\n${failed} package check(s) failed.\n`);
  process.exit(1);
}
process.stdout.write("\nAll package checks passed.\n");
