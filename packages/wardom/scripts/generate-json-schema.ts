/**
 * Writes `src/cards/card-json-schema.generated.ts` (the JSON Schemas `cardJsonSchema` and
 * `cardSetJsonSchema`) from the valibot card schemas.
 *
 *     tsx scripts/generate-json-schema.ts          write the file if it changed
 *     tsx scripts/generate-json-schema.ts --check  exit 1 if the file on disk is stale
 *
 * `pnpm --filter @rulesmith/wardom schema` runs the first form. `pnpm build` runs the second
 * before tsup, so that a build never ships (or silently rewrites) a stale file; the test suite
 * runs the same check in-process (test/cards.test.ts).
 */
import { GENERATED_PATH, staleness, writeGeneratedModule } from "./card-json-schema.js";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--check");
if (unknown.length > 0) {
  process.stderr.write(`generate-json-schema: unknown argument ${unknown.join(" ")} (only --check)\n`);
  process.exit(2);
}

if (args.includes("--check")) {
  const problem = staleness();
  if (problem !== null) {
    process.stderr.write(`generate-json-schema --check: ${problem}\n`);
    process.exit(1);
  }
  process.stdout.write(`${GENERATED_PATH} is up to date.\n`);
} else {
  process.stdout.write(writeGeneratedModule() ? `wrote ${GENERATED_PATH}\n` : `${GENERATED_PATH} is up to date.\n`);
}
