/**
 * Bundles single imports from the packages alone, as a client's bundler would, and checks that
 * each stays under its limit: importing `hitRoll` from `@rulesmith/ward` must not pull in the
 * sample cards, the card schemas or the match engine, nor `Rng` from `@rulesmith/core` the
 * stack and the engine kit. Uses esbuild (minified, ES module, browser platform) on the built
 * packages, as a client installs them (`dist`, never the sources the repository's tsconfig paths
 * point at), so run `pnpm build` first.
 *
 *   pnpm exec tsx scripts/tree-shaking.ts          print the sizes; exit 1 over a limit
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** One import a client may make alone, and the most it may bundle to, minified. */
export interface Probe {
  /** The package, without its scope (`"ward"`). */
  readonly pkg: string;
  /** The export. */
  readonly name: string;
  /** The limit in bytes: about a quarter above the size measured when it was set. */
  readonly limit: number;
}

const KB = 1024;

/**
 * The imports checked. The games' rules-math functions (issue: 5 KB each); core's seeded dice
 * and error helpers; the bots, each without the others; the client's formatting and bot specs
 * without the controller, and the controller itself (it builds any bot a seat names, so it
 * carries all three); react's hooks. Sizes when the limits were set: README "Bundle size".
 */
export const PROBES: readonly Probe[] = [
  { pkg: "ward", name: "hitRoll", limit: 5 * KB },
  { pkg: "wardom", name: "battleTotals", limit: 5 * KB },
  { pkg: "guardians", name: "takeDamage", limit: 5 * KB },
  { pkg: "core", name: "Rng", limit: 4 * KB },
  { pkg: "core", name: "rollDice", limit: 4 * KB },
  { pkg: "core", name: "ruleError", limit: 0.5 * KB },
  { pkg: "core", name: "problemsOf", limit: 0.5 * KB },
  { pkg: "bots", name: "randomBot", limit: 12 * KB },
  { pkg: "bots", name: "greedyBot", limit: 14 * KB },
  { pkg: "bots", name: "mctsBot", limit: 36 * KB },
  { pkg: "client", name: "formatEvent", limit: 9.5 * KB },
  { pkg: "client", name: "parseBotSpec", limit: 3 * KB },
  { pkg: "client", name: "createMatch", limit: 78 * KB },
  { pkg: "react", name: "useView", limit: 1 * KB },
  { pkg: "react", name: "useMatch", limit: 78 * KB },
];

/**
 * The folder each import is resolved from, whose node_modules hold the package as an installed
 * one: the CLI depends on every package but react, and react on what it needs.
 */
function resolveDir(pkg: string): string {
  return fileURLToPath(new URL(`../packages/${pkg === "react" ? "react" : "cli"}`, import.meta.url));
}

/**
 * The minified size of a bundle that imports one name from a package and uses it. React, a peer
 * dependency that a client's page bundles anyway, is left out of the count.
 *
 * @param pkg - The package, without its scope (`"ward"`).
 * @param name - The export.
 * @returns The size in bytes.
 */
export async function bundleSize(pkg: string, name: string): Promise<number> {
  const out = await build({
    stdin: { contents: `import { ${name} } from "@rulesmith/${pkg}";\nexport const used = ${name};\n`, resolveDir: resolveDir(pkg), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    external: ["react"],
    // No tsconfig: the repository's `paths` map @rulesmith/* to the sources, which a client
    // never gets (esbuild reads them from the tsconfig it finds above the resolve folder otherwise).
    tsconfigRaw: {},
    metafile: true,
  });
  const fromSources = Object.keys(out.metafile.inputs).filter((f) => /(^|\/)packages\/[^/]+\/src\//.test(f));
  if (fromSources.length > 0) throw new Error(`the bundle of ${name} read sources, not the built package: ${fromSources.slice(0, 3).join(", ")}`);
  return out.outputFiles.reduce((n, f) => n + f.contents.byteLength, 0);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  let over = 0;
  for (const { pkg, name, limit } of PROBES) {
    const size = await bundleSize(pkg, name);
    const ok = size <= limit;
    if (!ok) over++;
    console.log(`${ok ? "ok  " : "OVER"} import { ${name} } from "@rulesmith/${pkg}": ${(size / KB).toFixed(1)} KB minified (limit ${limit / KB} KB)`);
  }
  process.exit(over === 0 ? 0 : 1);
}
