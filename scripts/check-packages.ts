/**
 * Runs `publint --strict` and `attw --pack` on every publishable package. Run after `pnpm build`.
 */
import { execFileSync } from "node:child_process";
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

if (failed > 0) {
  process.stderr.write(`\n${failed} package check(s) failed.\n`);
  process.exit(1);
}
process.stdout.write("\nAll package checks passed.\n");
