/**
 * The one place that lists the test projects: one project per package, named
 * after the package, and one for the code in the guides ("docs"). Every package under `packages/` is picked up from its
 * `package.json`, and every `test/**\/*.test.ts` in it runs with no other edit.
 *
 * Vitest 4 no longer reads this file by itself; `vitest.config.ts` imports it
 * into `test.projects`.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import type { TestProjectInlineConfiguration } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const packagesDir = join(root, "packages");
const examplesDir = join(root, "examples");
/** Fixes fast-check's seed under CI (scripts/fast-check-seed.ts). */
const seedSetup = join(root, "scripts/fast-check-seed.ts");

/** Source aliases so that tests run against `src/`, never against a stale build. */
export const sourceAliases: Record<string, string> = {
  "@rulesmith/core/testing": join(packagesDir, "core/src/testing/index.ts"),
  "@rulesmith/core/examples": join(packagesDir, "core/src/examples/index.ts"),
  "@rulesmith/core": join(packagesDir, "core/src/index.ts"),
  "@rulesmith/ward": join(packagesDir, "ward/src/index.ts"),
  "@rulesmith/wardom": join(packagesDir, "wardom/src/index.ts"),
  "@rulesmith/guardians": join(packagesDir, "guardians/src/index.ts"),
  "@rulesmith/bots": join(packagesDir, "bots/src/index.ts"),
  "@rulesmith/client/node-worker": join(packagesDir, "client/src/node-worker.ts"),
  "@rulesmith/client/web-worker": join(packagesDir, "client/src/web-worker.ts"),
  "@rulesmith/client": join(packagesDir, "client/src/index.ts"),
  "@rulesmith/react": join(packagesDir, "react/src/index.ts"),
  "@rulesmith/cli/queue": join(packagesDir, "cli/src/queue.ts"),
  "@rulesmith/cli": join(packagesDir, "cli/src/index.ts"),
};

function packageName(path: string): string {
  const parsed: unknown = JSON.parse(readFileSync(join(path, "package.json"), "utf8"));
  if (typeof parsed === "object" && parsed !== null && "name" in parsed && typeof parsed.name === "string") {
    return parsed.name;
  }
  throw new Error(`${path}/package.json has no name`);
}

function projectsIn(dir: string, timeout: number): TestProjectInlineConfiguration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "package.json")))
    .map((entry) => join(dir, entry.name))
    .sort()
    .map((path) => ({
      resolve: { alias: sourceAliases },
      test: {
        name: packageName(path),
        root: path,
        include: ["test/**/*.test.ts"],
        benchmark: { include: ["test/**/*.bench.ts"] },
        testTimeout: timeout,
        hookTimeout: timeout,
        setupFiles: [seedSetup],
      },
    }));
}

/** One project per package, and one per example app (examples/*: the browser tests). */
const packageProjects = [...projectsIn(packagesDir, 60_000), ...projectsIn(examplesDir, 300_000)];

/** The guides' code blocks, compiled and run (docs/examples.test.ts). */
const docsProject: TestProjectInlineConfiguration = {
  resolve: { alias: sourceAliases },
  test: { name: "docs", root, include: ["docs/*.test.ts"], testTimeout: 60_000, setupFiles: [seedSetup] },
};

export const projects: TestProjectInlineConfiguration[] = [...packageProjects, docsProject];

export default projects;
