/**
 * The hidden-information and saved-state figures of the README: core's conformance checks
 * "views" (no hidden id in any view or redacted event, for both seats and the spectator),
 * "determinize-hidden" (determinize depends only on the player's view) and "parse-state"
 * (corrupted saved states: refused, or accepted and played on; none over 100 ms), over many
 * random Ward matches with seeded and with physical dice. A failure throws with the seed to
 * replay it.
 *
 *   pnpm exec tsx packages/ward/bench/hidden.ts [matches] [seeded|external]
 */
import { checkRuleset } from "@rulesmith/core/testing";
import { demoConfig, ruleset } from "../src/index.js";

const matches = Number(process.argv[2] ?? "1000");
const only = process.argv[3];
const began = performance.now();
for (const dice of ["seeded", "external"] as const) {
  if (only !== undefined && only !== dice) continue;
  const config = (seed: number) => ({ ...demoConfig(seed), dice });
  const t0 = performance.now();
  const hidden = checkRuleset(ruleset, { config, matches, only: ["views", "determinize-hidden"] });
  const t1 = performance.now();
  console.log(`${dice} dice: "views" and "determinize-hidden" passed over ${hidden.matches} matches each (${hidden.steps.toLocaleString("en-US")} actions) in ${Math.round((t1 - t0) / 1000)} s`);
  const fuzz = checkRuleset(ruleset, { config, matches, only: ["parse-state"], parseStateMs: 100 });
  const f = fuzz.fuzz;
  console.log(
    `${dice} dice: "parse-state" passed over ${fuzz.matches} matches: ${f?.tried.toLocaleString("en-US")} corrupted states, ${f?.refused.toLocaleString("en-US")} refused, ${f?.accepted.toLocaleString("en-US")} accepted and played on without a broken contract, slowest call ${f?.slowestMs.toFixed(1)} ms (in ${Math.round((performance.now() - t1) / 1000)} s)`,
  );
}
console.log(`total ${Math.round((performance.now() - began) / 1000)} s`);
