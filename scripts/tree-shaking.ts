/**
 * Bundles one rules-math function of each game alone, as a client's bundler would, and checks
 * that it stays small: importing `hitRoll` from `@rulesmith/ward` must not pull in the sample
 * cards, the card schemas or the match engine. Uses esbuild (minified, ES module, browser
 * platform) on the built packages, as a client installs them (`dist`, never the sources the
 * repository's tsconfig paths point at), so run `pnpm build` first.
 *
 *   pnpm exec tsx scripts/tree-shaking.ts          print the sizes; exit 1 over the limit
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The most a single rules-math import may bundle to, minified (issue: 5 KB). */
export const LIMIT_BYTES = 5 * 1024;

/** One import per game: a rules-math function a client may want alone. */
export const PROBES: readonly { readonly game: string; readonly name: string }[] = [
  { game: "ward", name: "hitRoll" },
  { game: "wardom", name: "battleTotals" },
  { game: "guardians", name: "takeDamage" },
];

// The CLI depends on every game, so its node_modules resolve every package as an installed one.
const RESOLVE_DIR = fileURLToPath(new URL("../packages/cli", import.meta.url));

/**
 * The minified size of a bundle that imports one name from a package and uses it.
 *
 * @param game - The game package (`"ward"`).
 * @param name - The export.
 * @returns The size in bytes.
 */
export async function bundleSize(game: string, name: string): Promise<number> {
  const out = await build({
    stdin: { contents: `import { ${name} } from "@rulesmith/${game}";\nexport const used = ${name};\n`, resolveDir: RESOLVE_DIR, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    // No tsconfig: the repository's `paths` map @rulesmith/* to the sources, which a client
    // never gets (esbuild reads them from the tsconfig it finds above RESOLVE_DIR otherwise).
    tsconfigRaw: {},
    metafile: true,
  });
  const fromSources = Object.keys(out.metafile.inputs).filter((f) => /(^|\/)packages\/[^/]+\/src\//.test(f));
  if (fromSources.length > 0) throw new Error(`the bundle of ${name} read sources, not the built package: ${fromSources.slice(0, 3).join(", ")}`);
  return out.outputFiles.reduce((n, f) => n + f.contents.byteLength, 0);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  let over = 0;
  for (const { game, name } of PROBES) {
    const size = await bundleSize(game, name);
    const ok = size <= LIMIT_BYTES;
    if (!ok) over++;
    console.log(`${ok ? "ok  " : "OVER"} import { ${name} } from "@rulesmith/${game}": ${(size / 1024).toFixed(1)} KB minified (limit ${LIMIT_BYTES / 1024} KB)`);
  }
  process.exit(over === 0 ? 0 : 1);
}
