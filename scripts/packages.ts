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

/** A file a package's manifest names, and the field that names it (for error messages). */
export interface ManifestFile {
  readonly field: string;
  /** The path inside the package, without a leading `./`; may hold `*` (an exports pattern). */
  readonly path: string;
}

/**
 * The files a package.json names in `exports`, `main`, `module`, `types`, `typings` and `bin`:
 * what a tarball must hold for every entry point to resolve. `base` is the folder of the
 * manifest inside the package ("" for the package's own package.json), so that a nested
 * package.json (e.g. `testing/package.json` pointing at `../dist/...`) resolves from there.
 */
export function manifestFiles(manifest: Readonly<Record<string, unknown>>, base = ""): ManifestFile[] {
  const out: ManifestFile[] = [];
  const add = (field: string, value: unknown): void => {
    if (typeof value === "string") {
      out.push({ field, path: normalize(base === "" ? value : `${base}/${value}`) });
    } else if (Array.isArray(value)) {
      value.forEach((v: unknown, i) => {
        add(`${field}[${i}]`, v);
      });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, v] of Object.entries(value)) add(`${field}[${JSON.stringify(key)}]`, v);
    }
    // null (an excluded subpath) and anything else name no file.
  };
  for (const field of ["main", "module", "types", "typings", "exports", "bin"]) add(field, manifest[field]);
  return out;
}

/** `./a/../b/c` → `b/c`: a relative path inside the package, as a tarball lists it. */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/") + (path.endsWith("/") ? "/" : "");
}
