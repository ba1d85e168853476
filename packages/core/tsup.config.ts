import { defineConfig } from "tsup";
import { libraryBuild } from "../../tsup.base.js";

export default defineConfig(libraryBuild({ index: "src/index.ts", "testing/index": "src/testing/index.ts", "examples/index": "src/examples/index.ts" }));
