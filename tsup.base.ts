import type { Options } from "tsup";

/**
 * The build of every library package: ESM + CommonJS + `.d.ts` from the given entry points,
 * platform-neutral (no Node built-ins, so it bundles for browsers), with types built against
 * `tsconfig.build.json` (no source paths into sibling packages).
 */
export function libraryBuild(entry: Record<string, string>): Options {
  return {
    entry,
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    sourcemap: false,
    target: "es2022",
    platform: "neutral",
    tsconfig: "tsconfig.build.json",
  };
}

/**
 * The build of a package a client bundles in part (a game: one rules-math function without the
 * engine): its ES modules are built one file per source file (`dist/index.js` and a file for
 * every module it imports, as in `src`), not one bundle, so that a bundler, told by the
 * package's `"sideEffects": false`, leaves out every module the client's imports do not reach.
 * Inside one bundled file it could leave out only what it can prove unused, and the games' card
 * schemas, sample cards and engine are built by calls at module level, which it keeps. The
 * CommonJS build (`require`, where nothing is left out) stays one bundle, and the `.d.ts` of
 * the entry point one file.
 *
 * @param entry - The entry point, `src/index.ts`.
 * @returns The three builds (modules, CommonJS bundle, declarations), cleaning `dist` first.
 */
export function moduleBuild(entry: string): Options[] {
  const common: Options = { sourcemap: false, target: "es2022", platform: "neutral", tsconfig: "tsconfig.build.json" };
  return [
    { ...common, entry: ["src/**/*.ts"], format: ["esm"], bundle: false, dts: false, clean: true },
    { ...common, entry: { index: entry }, format: ["cjs"], dts: false, clean: false },
    { ...common, entry: { index: entry }, format: ["esm", "cjs"], dts: { only: true }, clean: false },
  ];
}
