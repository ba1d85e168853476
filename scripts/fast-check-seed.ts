/**
 * Vitest setup for every project: under CI, every fast-check property (the conformance kit's
 * included) starts from one fixed seed, so that a CI run is the run a developer can repeat.
 * Elsewhere the seeds stay random, so each local run explores new cases. `RULESMITH_FC_SEED`
 * picks the seed in either place, e.g. to repeat a CI run or try another fixed one.
 */
import fc from "fast-check";

const CI_SEED = 20_261_201;
const given = process.env["RULESMITH_FC_SEED"];
const seed = given !== undefined && given !== "" ? Number(given) : process.env["CI"] ? CI_SEED : undefined;
if (seed !== undefined && Number.isInteger(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
