import { defineConfig } from "tsup";
import { libraryBuild } from "../../tsup.base.js";

// One entry: the hooks. React is a peer dependency, so tsup leaves it out of the bundle.
export default defineConfig(libraryBuild({ index: "src/index.ts" }));
