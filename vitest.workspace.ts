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

/** Source aliases so that tests run against `src/`, never against a stale build. */
export const sourceAliases: Record<string, string> = {
  "@rulesmith/core/testing": join(packagesDir, "core/src/testing/index.ts"),
  "@rulesmith/core": join(packagesDir, "core/src/index.ts"),
  "@rulesmith/ward": join(packagesDir, "ward/src/index.ts"),
  "@rulesmith/wardom": join(packagesDir, "wardom/src/index.ts"),
  "@rulesmith/guardians": join(packagesDir, "guardians/src/index.ts"),
  "@rulesmith/bots": join(packagesDir, "bots/src/index.ts"),
  "@rulesmith/cli": join(packagesDir, "cli/src/index.ts"),
};

function packageName(dir: string): string {
  const parsed: unknown = JSON.parse(readFileSync(join(packagesDir, dir, "package.json"), "utf8"));
  if (typeof parsed === "object" && parsed !== null && "name" in parsed && typeof parsed.name === "string") {
    return parsed.name;
  }
  throw new Error(`packages/${dir}/package.json has no name`);
}

const packageProjects: TestProjectInlineConfiguration[] = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, "package.json")))
  .map((entry) => entry.name)
  .sort()
  .map((dir) => ({
    resolve: { alias: sourceAliases },
    test: {
      name: packageName(dir),
      root: join(packagesDir, dir),
      include: ["test/**/*.test.ts"],
      benchmark: { include: ["test/**/*.bench.ts"] },
      testTimeout: 60_000,
    },
  }));

/** The guides' code blocks, compiled and run (docs/examples.test.ts). */
const docsProject: TestProjectInlineConfiguration = {
  resolve: { alias: sourceAliases },
  test: { name: "docs", root, include: ["docs/*.test.ts"], testTimeout: 60_000 },
};

export const projects: TestProjectInlineConfiguration[] = [...packageProjects, docsProject];

export default projects;
