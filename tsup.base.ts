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
