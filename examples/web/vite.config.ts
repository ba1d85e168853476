import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The example imports the packages by name, so Vite resolves them through node_modules to
// their published entry points (the built `dist/` of each package), exactly as a user's app
// would. Build the packages first: `pnpm build` at the repository root. The bot worker
// (src/bot-worker.ts) is bundled as an ES module worker of its own.
export default defineConfig({
  plugins: [react()],
  // The three games, their sample cards and card schemas make a page of about 800 KB (230 KB gzipped).
  build: { target: "es2022", outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  worker: { format: "es" },
  preview: { host: "127.0.0.1" },
});
