import { defineConfig } from "tsup";

export default defineConfig({
  entry: { "index": "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: false,
  target: "es2022",
  platform: "neutral",
  tsconfig: "tsconfig.build.json",
});
