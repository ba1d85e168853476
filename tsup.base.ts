import type { Options } from "tsup";

/**
 * The build of a library package that a client's bundler need not split (bots, client, react,
 * cli): ESM + CommonJS + `.d.ts` from the given entry points, one bundle each with shared chunks,
 * platform-neutral (no Node built-ins, so it bundles for browsers), with types built against
 * `tsconfig.build.json` (no source paths into sibling packages). Within one ES module file a
 * bundler leaves out what it can prove unused, which for bots, client and react is as much as
 * {@link moduleBuild} would (measured by `scripts/tree-shaking.ts`, README "Bundle size").
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
 * engine; core: the seeded dice without the stack and the engine kit): its ES modules are built
 * one file per source file (`dist/index.js` and a file for every module it imports, as in
 * `src`), not one bundle, so that a bundler, told by the package's `"sideEffects": false`, leaves
 * out every module the client's imports do not reach. Inside one bundled file it could leave out
 * only what it can prove unused, and it keeps every call and property read at module level that
 * no `@__PURE__` comment marks (a game's card schemas, a constant copied from another module's
 * object). The CommonJS build (`require`, where nothing is left out) stays one bundle per entry
 * point, and the `.d.ts` of each entry point one file, with shared declaration chunks.
 *
 * @param entry - The entry points of the CommonJS bundles, by output name
 *   (`{ index: "src/index.ts" }`). The ES modules are every file of `src`, each under its own
 *   name (`src/testing/entry.ts` becomes `dist/testing/entry.js`).
 * @param types - The entry points of the declarations, when one differs from its code (core's
 *   `testing/index`, whose code is `src/testing/entry.ts`); `entry` by default.
 * @returns The three builds (modules, CommonJS bundles, declarations), cleaning `dist` first.
 */
export function moduleBuild(entry: Record<string, string>, types: Record<string, string> = entry): Options[] {
  const common: Options = { sourcemap: false, target: "es2022", platform: "neutral", tsconfig: "tsconfig.build.json" };
  return [
    { ...common, entry: ["src/**/*.ts"], format: ["esm"], bundle: false, dts: false, clean: true },
    { ...common, entry, format: ["cjs"], dts: false, clean: false },
    { ...common, entry: types, format: ["esm", "cjs"], dts: { only: true }, clean: false },
  ];
}
