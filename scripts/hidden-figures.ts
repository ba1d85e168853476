/**
 * The hidden-information and saved-state figures of a game's README: core's conformance checks
 * "views" (no hidden id in any view, pending decision or redacted event, for every seat and the
 * spectator), "determinize-hidden" (determinize, the player's legal actions and what apply
 * answers them for refused actions depend only on the player's view) and
 * "parse-state" (corrupted saved states: refused, or accepted and played on within the
 * contract; none over 100 ms), over many random matches of the game's demo configuration, with
 * seeded and with physical dice. A failure throws with the seed to replay it.
 *
 *   pnpm exec tsx scripts/hidden-figures.ts <ward|wardom|guardians> [matches] [seeded|external|both] [players] [minutes]
 *
 * `players` (Guardians: 2 to 4) seats that many players; by default the game's demo count (`-`
 * for the default when `minutes` follows). With `minutes`, the checks run in batches of
 * `matches` matches (fast-check seeds 1, 2, 3, ...: other matches in each batch) for each dice
 * mode until that many minutes have passed (a batch begun in time runs to its end), and the
 * totals are printed: as many matches as fit in a time budget.
 *
 * Two environment variables serve long runs on a machine doing other work:
 * `HIDDEN_PARSE_MS` (default 100) is the most one `parseState` call may take, which other work
 * running beside it can push over 100 ms; `HIDDEN_FIRST_BATCH` (default 1) is the first batch's
 * seed, to go on from where an earlier run stopped.
 *
 * `HIDDEN_ONLY=1` runs "views" and "determinize-hidden" alone, without "parse-state": about half
 * the time per match, for a run after a change to the hidden-information checks alone.
 */
import { checkRuleset } from "@rulesmith/core/testing";
import type { AnyRuleset, DiceMode } from "@rulesmith/core";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";

interface Game {
  readonly ruleset: AnyRuleset;
  readonly config: (seed: number, dice: DiceMode, players: number | undefined) => unknown;
}

const GAMES: Readonly<Record<string, Game>> = {
  ward: { ruleset: ward.ruleset, config: (seed, dice) => ({ ...ward.demoConfig(seed), dice }) },
  wardom: { ruleset: wardom.ruleset, config: (seed, dice) => ({ ...wardom.demoConfig(seed), dice }) },
  guardians: { ruleset: guardians.ruleset, config: (seed, dice, players) => ({ ...guardians.demoConfig(seed, players), dice }) },
};

const [name = "", count = "1000", only = "both", seats, minutes] = process.argv.slice(2);
const players = seats === undefined || seats === "-" ? undefined : Number(seats);
const budgetMs = minutes === undefined ? undefined : Number(minutes) * 60_000;
const found = GAMES[name];
if (found === undefined) {
  console.error(`usage: tsx scripts/hidden-figures.ts <${Object.keys(GAMES).join("|")}> [matches] [seeded|external|both] [players]`);
  process.exit(2);
}
const game = found;
const matches = Number(count);
const parseStateMs = Number(process.env["HIDDEN_PARSE_MS"] ?? "100");
const firstBatch = Number(process.env["HIDDEN_FIRST_BATCH"] ?? "1");
const hiddenOnly = process.env["HIDDEN_ONLY"] === "1";
const began = performance.now();
const label = players === undefined ? name : `${name} (${players} players)`;
for (const dice of ["seeded", "external"] as const) {
  if (only !== "both" && only !== dice) continue;
  const config = (seed: number): unknown => game.config(seed, dice, players);
  if (budgetMs !== undefined) {
    inBatches(dice, config, budgetMs);
    continue;
  }
  const t0 = performance.now();
  const hidden = checkRuleset(game.ruleset, { config, matches, only: ["views", "determinize-hidden"] });
  const t1 = performance.now();
  console.log(`${label}, ${dice} dice: "views" and "determinize-hidden" passed over ${hidden.matches} matches each (${hidden.steps.toLocaleString("en-US")} actions) in ${Math.round((t1 - t0) / 1000)} s`);
  if (hiddenOnly) continue;
  const fuzz = checkRuleset(game.ruleset, { config, matches, only: ["parse-state"], parseStateMs });
  const f = fuzz.fuzz;
  console.log(
    `${label}, ${dice} dice: "parse-state" passed over ${fuzz.matches} matches: ${f?.tried.toLocaleString("en-US")} corrupted states, ${f?.refused.toLocaleString("en-US")} refused, ${f?.accepted.toLocaleString("en-US")} accepted and played on without a broken contract, slowest call ${f?.slowestMs.toFixed(1)} ms (in ${Math.round((performance.now() - t1) / 1000)} s)`,
  );
}

/** Batches of `matches` matches (views and determinize, then parse-state, fast-check seeds 1, 2, ...) until the budget has passed; prints each batch and the totals. */
function inBatches(dice: string, config: (seed: number) => unknown, budget: number): void {
  const start = performance.now();
  const sum = { hidden: 0, steps: 0, fuzzed: 0, tried: 0, refused: 0, accepted: 0, slowest: 0, hiddenMs: 0, fuzzMs: 0 };
  for (let seed = firstBatch; performance.now() - start < budget; seed++) {
    const t0 = performance.now();
    const hidden = checkRuleset(game.ruleset, { config, matches, seed, only: ["views", "determinize-hidden"] });
    const t1 = performance.now();
    const f = hiddenOnly ? undefined : checkRuleset(game.ruleset, { config, matches, seed, only: ["parse-state"], parseStateMs }).fuzz;
    const t2 = performance.now();
    sum.hidden += hidden.matches;
    sum.steps += hidden.steps;
    if (f !== undefined) sum.fuzzed += matches;
    sum.tried += f?.tried ?? 0;
    sum.refused += f?.refused ?? 0;
    sum.accepted += f?.accepted ?? 0;
    sum.slowest = Math.max(sum.slowest, f?.slowestMs ?? 0);
    sum.hiddenMs += t1 - t0;
    sum.fuzzMs += t2 - t1;
    const fuzzed = f === undefined ? "parse-state not run" : `${f.tried} corrupted states, slowest parseState ${f.slowestMs.toFixed(1)} ms`;
    console.log(`${label}, ${dice} dice, batch ${seed} (seed ${seed}): ${hidden.matches} matches passed "views" and "determinize-hidden" (${hidden.steps.toLocaleString("en-US")} actions), ${fuzzed}; ${Math.round((t2 - start) / 1000)} s so far`);
  }
  const n = (x: number): string => x.toLocaleString("en-US");
  console.log(`${label}, ${dice} dice: "views" and "determinize-hidden" passed over ${n(sum.hidden)} matches each (${n(sum.steps)} actions) in ${Math.round(sum.hiddenMs / 1000)} s`);
  if (hiddenOnly) return;
  console.log(
    `${label}, ${dice} dice: "parse-state" passed over ${n(sum.fuzzed)} matches: ${n(sum.tried)} corrupted states, ${n(sum.refused)} refused, ${n(sum.accepted)} accepted and played on without a broken contract, slowest call ${sum.slowest.toFixed(1)} ms (in ${Math.round(sum.fuzzMs / 1000)} s)`,
  );
}
console.log(`total ${Math.round((performance.now() - began) / 1000)} s`);
