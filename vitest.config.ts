import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace.js";

export default defineConfig({
  test: {
    projects,
    coverage: {
      provider: "v8",
      include: ["packages/*/src/**/*.ts"],
      exclude: ["**/*.d.ts"],
      reporter: ["text-summary", "html"],
      thresholds: {
        "packages/core/src/**": { lines: 95 },
      },
    },
  },
});
