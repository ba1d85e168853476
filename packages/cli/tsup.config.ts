import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
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
