import { defineConfig } from "vite";

// The example imports the packages by name, so Vite resolves them through node_modules to
// their published entry points (the built `dist/` of each package), exactly as a user's app
// would. Build the packages first: `pnpm build` at the repository root.
export default defineConfig({
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  preview: { host: "127.0.0.1" },
});
