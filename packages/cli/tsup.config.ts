import { defineConfig } from "tsup";

export default defineConfig([
  {
    // The queue (BullMQ) is an entry point of its own, so that importing the rest never loads it.
    entry: { index: "src/index.ts", queue: "src/queue.ts" },
    format: ["esm", "cjs"],
    // The CommonJS build gets an import.meta.url of its own (from __filename), so moduleUrl()
    // reads the same in both formats and esbuild has no empty import.meta to warn about.
    shims: true,
    dts: true,
    clean: true,
    sourcemap: false,
    target: "node20",
    platform: "node",
    tsconfig: "tsconfig.build.json",
  },
  {
    entry: { bin: "src/bin.ts", worker: "src/worker.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: false,
    target: "node20",
    platform: "node",
    tsconfig: "tsconfig.build.json",
    banner: { js: "#!/usr/bin/env node" },
  },
]);
