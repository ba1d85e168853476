import { defineConfig } from "tsup";
import { libraryBuild } from "../../tsup.base.js";

// Three entries: the controller (platform-neutral, for browsers and Node), the Node worker-thread
// runner (the one file that imports a Node built-in) and the browser Web Worker runner.
const base = libraryBuild({ index: "src/index.ts", "node-worker": "src/node-worker.ts", "web-worker": "src/web-worker.ts" });
export default defineConfig({ ...base, external: ["node:worker_threads"] });
