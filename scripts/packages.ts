/**
 * The publishable packages of the workspace: every `packages/*` whose package.json is not private.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export interface WorkspacePackage {
  readonly dir: string;
  readonly name: string;
  readonly version: string;
  /** Subpath exports other than "." and "./package.json", as import specifiers. */
  readonly entryPoints: readonly string[];
}

function readJson(path: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`${path} is not a JSON object`);
  return parsed as Record<string, unknown>;
}

export function publishablePackages(root: string): WorkspacePackage[] {
  const packagesDir = join(root, "packages");
  const out: WorkspacePackage[] = [];
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const manifestPath = join(packagesDir, entry.name, "package.json");
    if (!entry.isDirectory() || !existsSync(manifestPath)) continue;
    const manifest = readJson(manifestPath);
    if (manifest["private"] === true) continue;
    const name = String(manifest["name"]);
    const exportsField = manifest["exports"];
    const subpaths = typeof exportsField === "object" && exportsField !== null ? Object.keys(exportsField) : ["."];
    out.push({
      dir: join(packagesDir, entry.name),
      name,
      version: String(manifest["version"]),
      entryPoints: subpaths.filter((s) => s !== "./package.json").map((s) => (s === "." ? name : `${name}/${s.slice(2)}`)),
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
