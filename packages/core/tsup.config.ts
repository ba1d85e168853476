import { defineConfig } from "tsup";
import { moduleBuild } from "../../tsup.base.js";

const entry = { index: "src/index.ts", "testing/index": "src/testing/index.ts", "examples/index": "src/examples/index.ts" };

// @rulesmith/core/testing's code is built from src/testing/entry.ts (dist/testing/entry.js in
// ESM), which loads the kit and says clearly when fast-check is missing; its types come from
// src/testing/index.ts.
export default defineConfig(moduleBuild({ ...entry, "testing/index": "src/testing/entry.ts" }, entry));
