/**
 * Writes `src/cards/card-json-schema.generated.ts` (the JSON Schemas `cardJsonSchema` and
 * `cardSetJsonSchema`) from the valibot card schemas.
 *
 *     tsx scripts/generate-json-schema.ts          write the file if it changed
 *     tsx scripts/generate-json-schema.ts --check  exit 1 if the file on disk is stale
 *
 * `pnpm --filter @rulesmith/ward schema` runs the first form. `pnpm build` runs the second
 * before tsup, so that a build never ships (or silently rewrites) a stale file; the test suite
 * runs the same check in-process (test/json-schema.test.ts).
 */
import { runGenerator } from "../../../scripts/json-schema-module.js";
import { JSON_SCHEMA_MODULE } from "./card-json-schema.js";

process.exitCode = runGenerator(JSON_SCHEMA_MODULE, process.argv.slice(2));
