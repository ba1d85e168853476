import { defineConfig } from "tsup";
import { moduleBuild } from "../../tsup.base.js";

export default defineConfig(moduleBuild({ index: "src/index.ts" }));
