// Past one machine: a simulation split into shards of match numbers, each shard played anywhere
// (another machine, a Kubernetes pod, a CI job, a queue worker), and the shard results merged
// into the report a single run would have given. Matches are pure functions of the ruleset, the
// config, the bots and the seed, so a shard needs nothing but the simulation's setup.
import { canonicalJson, err, excerpt, isList, isPlainJson, isRecord, ok, own, ruleError, type Result } from "@rulesmith/core";
import type { CustomCards } from "./custom-cards.js";
import type { SimulationDeck } from "./decks.js";
import { unknownOption } from "./option-keys.js";
import { MAX_PLAYERS } from "./seats.js";
import type { MatchSummary } from "./sim-match.js";
import { checkMatchSummary, seatRotationProblem, summaryFit } from "./summary-check.js";
import { customCardsOf, playRange, prepareSimulation, preparedReport, reportOf, SIMULATE_OPTION_KEYS, type PreparedSimulation, type SimulateOptions, type SimulationReport } from "./simulate.js";
import type { MatchRange } from "./worker-pool.js";
import { QUOTE_MAX } from "./user-input.js";

/**
 * One shard of a simulation: shard `index` of `count`, numbered from 0 (as Kubernetes numbers
 * the pods of an Indexed Job in `JOB_COMPLETION_INDEX`).
 *
 * @example
 * ```ts
 * import type { ShardSpec } from "@rulesmith/cli";
 * const third: ShardSpec = { index: 2, count: 4 };
 * ```
 */
export interface ShardSpec {
  /** Which shard, from 0 to `count - 1`. */
  readonly index: number;
  /** How many shards the simulation is split into. */
  readonly count: number;
}

/** The most shards a simulation may be split into. */
const MAX_SHARDS = 100_000;

/**
 * Reads a shard as written on the command line: `i/n`, shard `i` (from 0) of `n`.
 *
 * @param text - Such as `"0/4"`.
 * @returns The shard, or `shard/syntax` with a sentence.
 * @example
 * ```ts
 * import { parseShard } from "@rulesmith/cli";
 * parseShard("2/4"); // { ok: true, value: { index: 2, count: 4 } }
 * parseShard("4/4").ok; // false — shards are numbered from 0 to 3
 * ```
 */
export function parseShard(text: string): Result<ShardSpec> {
  const m = typeof text === "string" ? /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text) : null;
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (m === null || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || count > MAX_SHARDS) {
    return err(ruleError("shard/syntax", `A shard is written i/n: shard i of n shards, with n from 1 to ${MAX_SHARDS} and i from 0 to n - 1 (such as 0/4), not ${excerpt(text, QUOTE_MAX)}.`));
  }
  if (index >= count) return err(ruleError("shard/syntax", `There is no shard ${index} of ${count}: shards are numbered from 0 to ${count - 1}.`));
  return ok({ index, count });
}

/**
 * The match numbers of a shard: the matches are cut into `count` contiguous ranges of nearly
 * equal size, shard `index` taking `floor(index * games / count)` (included) to
 * `floor((index + 1) * games / count)` (excluded). With more shards than matches some shards
 * are empty.
 *
 * @param games - Matches in the whole simulation.
 * @param shard - The shard.
 * @returns The range.
 * @example
 * ```ts
 * import { shardRange } from "@rulesmith/cli";
 * shardRange(10, { index: 0, count: 3 }); // { from: 0, to: 3 }
 * shardRange(10, { index: 2, count: 3 }); // { from: 6, to: 10 }
 * ```
 */
export function shardRange(games: number, shard: ShardSpec): MatchRange {
  // Exact for any games up to 10^7 and count up to 10^5: the products stay far below 2^53.
  return { from: Math.floor((shard.index * games) / shard.count), to: Math.floor(((shard.index + 1) * games) / shard.count) };
}

/**
 * A range of matches in words: `"match 3"`, `"matches 3 to 5"`, or `"no matches"` for an empty one.
 *
 * @internal
 * @param range - The match numbers (`to` excluded).
 * @returns The words.
 * @example
 * ```ts
 * matchRangeText({ from: 0, to: 3 }); // "matches 0 to 2"
 * matchRangeText({ from: 4, to: 5 }); // "match 4"
 * ```
 */
export function matchRangeText(range: MatchRange): string {
  const { from, to } = range;
  return to - from > 1 ? `matches ${from} to ${to - 1}` : to - from === 1 ? `match ${from}` : "no matches";
}

/**
 * Everything a match of a simulation depends on, and so everything a shard needs: the game,
 * the bots (as their labels), the players, the decks, the number of matches, the seed and the
 * step limit. Two shards merge only when their setups are equal.
 *
 * @example
 * ```ts
 * import type { SimulationSetup } from "@rulesmith/cli";
 * const setup: SimulationSetup = { game: "ward", bots: ["greedy"], players: 2, games: 1000, seed: 1, maxSteps: 10000 };
 * ```
 */
export interface SimulationSetup {
  /** The game id. */
  readonly game: string;
  /** The bots' labels, in list order. */
  readonly bots: readonly string[];
  /** Players in every match. */
  readonly players: number;
  /** Matches in the whole simulation (all shards together). */
  readonly games: number;
  /** The simulation seed: match `i` uses game seed `seed + i`. */
  readonly seed: number;
  /** The step limit of a match. */
  readonly maxSteps: number;
  /** Deck against deck: the decks, with their deck lists. */
  readonly decks?: readonly SimulationDeck[];
  /** Cards of your own, added to the game's sample cards in every match (`--cards`). */
  readonly cards?: CustomCards;
}

/**
 * What one shard found: the simulation's setup, which shard it is and which matches it
 * played, one summary per match, its timing, and the shard's own report (of its matches alone,
 * for reading; {@link mergeShards} recomputes the whole from the matches).
 *
 * @example
 * ```ts
 * import type { SimulationShard } from "@rulesmith/cli";
 * const line = (s: SimulationShard) => `shard ${s.shard.index}/${s.shard.count}: matches ${s.shard.from} to ${s.shard.to - 1}`;
 * ```
 */
export interface SimulationShard {
  /** Always `"rulesmith-simulation-shard"`: what the file holds. */
  readonly format: "rulesmith-simulation-shard";
  /** The format's version: 1. */
  readonly version: 1;
  /** The simulation. */
  readonly setup: SimulationSetup;
  /** Which shard, and its match numbers (`from` included, `to` excluded). */
  readonly shard: ShardSpec & MatchRange;
  /** One summary per match, in match order. */
  readonly matches: readonly MatchSummary[];
  /** How it ran. */
  readonly timing: {
    /** Worker threads started (0: in one thread, or no matches to play). */
    readonly workers: number;
    /** Wall-clock milliseconds. */
    readonly wallMs: number;
  };
  /** The shard's own report, of its matches alone. */
  readonly report: SimulationReport;
}

/**
 * What {@link simulateShard} takes: the options of {@link simulate} and the shard to play.
 *
 * @example
 * ```ts
 * import type { ShardOptions } from "@rulesmith/cli";
 * const options: ShardOptions = { game: "ward", bots: ["greedy"], games: 100000, seed: 1, shard: { index: 7, count: 100 } };
 * ```
 */
export interface ShardOptions extends SimulateOptions {
  /** The shard. */
  readonly shard: ShardSpec;
}

/** The keys of {@link ShardOptions}: those of `simulate`, and `shard`. */
const SHARD_OPTION_KEYS: readonly string[] = [...SIMULATE_OPTION_KEYS, "shard"];

/**
 * Plays one shard of a simulation: the matches {@link shardRange} gives it, exactly as a whole
 * run plays them (match `i` is the same match wherever it is played).
 *
 * @param options - The options of {@link simulate}, and the shard.
 * @returns The shard result, to write as JSON and merge with {@link mergeShards}; or the errors
 *   of {@link simulate} (an unknown option key, a throwing `onProgress`, ...), or `shard/syntax`
 *   for a shard that does not exist (or is not `{ index, count }`). Its `timing.workers` is the
 *   worker threads started (none for a shard without matches).
 * @example
 * ```ts
 * import { simulateShard } from "@rulesmith/cli";
 * const r = await simulateShard({ game: "dice-duel", bots: ["random"], games: 9, workers: 0, shard: { index: 1, count: 3 } });
 * if (r.ok) r.value.matches.map((m) => m.index); // [3, 4, 5]
 * ```
 */
export async function simulateShard(options: ShardOptions): Promise<Result<SimulationShard>> {
  if (!isRecord(options)) return err(ruleError("simulate/options", `The options are an object { game, bots, games, shard, ... }, not ${excerpt(options)}.`));
  const unknown = unknownOption(options, SHARD_OPTION_KEYS, "simulateShard");
  if (unknown !== undefined) return err(ruleError("simulate/options", unknown));
  const shard = own(options, "shard");
  const index = own(shard, "index");
  const count = own(shard, "count");
  if (!isInt(index, 0) || !isInt(count, 1, MAX_SHARDS) || index >= count) {
    return err(ruleError("shard/syntax", `There is no shard ${excerpt(index)} of ${excerpt(count)}: a shard is { index, count }, numbered from 0 to count - 1, with count from 1 to ${MAX_SHARDS}.`));
  }
  const prepared = await prepareSimulation(options);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const range = shardRange(p.games, { index, count });
  const played = await playRange(p, range);
  if (!played.ok) return played;
  return ok({
    format: "rulesmith-simulation-shard",
    version: 1,
    setup: setupOf(p),
    shard: { index, count, ...range },
    matches: played.value.matches,
    timing: { workers: played.value.workers, wallMs: played.value.wallMs },
    report: preparedReport(p, played.value.matches, played.value.workers, played.value.wallMs),
  });
}

/**
 * The setup of a prepared simulation.
 *
 * @internal
 * @param p - The prepared simulation.
 * @returns Its setup.
 * @example
 * ```ts
 * const setup = setupOf(prepared);
 * ```
 */
export function setupOf(p: PreparedSimulation): SimulationSetup {
  return {
    game: p.id,
    bots: p.labels.slice(),
    players: p.players,
    games: p.games,
    seed: p.seed,
    maxSteps: p.maxSteps,
    ...(p.decks === undefined ? {} : { decks: p.decks.map((d) => ({ name: d.name, list: d.list })) }),
    ...(p.cards === undefined ? {} : { cards: p.cards }),
  };
}

/**
 * The options of {@link simulate} that play a setup's simulation.
 *
 * @param setup - The setup (from a shard file or a queue job).
 * @returns The options (add `workers`, `onProgress`, `shard` as needed).
 * @example
 * ```ts
 * import { setupOptions } from "@rulesmith/cli";
 * setupOptions({ game: "ward", bots: ["greedy"], players: 2, games: 100, seed: 1, maxSteps: 10000 }).games; // 100
 * ```
 */
export function setupOptions(setup: SimulationSetup): SimulateOptions {
  return {
    game: setup.game,
    bots: setup.bots,
    players: setup.players,
    games: setup.games,
    seed: setup.seed,
    maxSteps: setup.maxSteps,
    ...(setup.decks === undefined ? {} : { decks: setup.decks }),
    ...(setup.cards === undefined ? {} : { cards: setup.cards }),
  };
}

function isInt(v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
}

/**
 * Reads a simulation setup from JSON (a shard file, a queue job).
 *
 * @remarks
 * `bots` lists one bot per player or a single bot, each a non-empty string (a list with holes
 * is refused); `players` is at most 1000; `decks`, when given, lists one deck per player.
 *
 * @param value - The parsed JSON.
 * @returns The setup, or `shard/invalid` naming the first field that is wrong.
 * @example
 * ```ts
 * import { parseSimulationSetup } from "@rulesmith/cli";
 * parseSimulationSetup({ game: "ward", bots: ["greedy"], players: 2, games: 100, seed: 1, maxSteps: 10000 }).ok; // true
 * ```
 */
export function parseSimulationSetup(value: unknown): Result<SimulationSetup> {
  const bad = (field: string, what: string): Result<SimulationSetup> => err(ruleError("shard/invalid", `setup.${field} is ${what}.`, { details: { field: `setup.${field}` } }));
  if (!isRecord(value)) return err(ruleError("shard/invalid", "setup is an object { game, bots, players, games, seed, maxSteps, decks?, cards? }."));
  const game = own(value, "game");
  const bots = own(value, "bots");
  const players = own(value, "players");
  const games = own(value, "games");
  const seed = own(value, "seed");
  const maxSteps = own(value, "maxSteps");
  const decks = own(value, "decks");
  const cards = own(value, "cards");
  if (typeof game !== "string" || game === "") return bad("game", "a game id");
  if (!isInt(players, 1, MAX_PLAYERS)) return bad("players", `a whole number from 1 to ${MAX_PLAYERS}`);
  // One bot per seat, or a single bot in every seat: never more bots than players. The length
  // is checked before any item, so that a huge (or sparse) list costs nothing.
  if (!isList(bots) || bots.length === 0 || bots.length > players) return bad("bots", `a list of 1 to ${players} bots (one per player, or a single bot), each written as text such as "random"`);
  const names: string[] = [];
  for (let i = 0; i < bots.length; i++) {
    // A hole reads as undefined: refused as the string it is not.
    const b = own(bots, String(i));
    if (typeof b !== "string" || b.trim() === "") return bad(`bots[${i}]`, `a bot written as text such as "random", not ${excerpt(b)}`);
    names.push(b);
  }
  if (!isInt(games, 1, 10_000_000)) return bad("games", "a whole number from 1 to 10000000");
  if (!isInt(seed, Number.MIN_SAFE_INTEGER)) return bad("seed", "a whole number");
  if (!isInt(maxSteps, 1)) return bad("maxSteps", "a whole number from 1");
  const custom = cards === undefined ? undefined : customCardsOf(cards);
  if (custom === null) return bad("cards", "the cards of your own { name, cards }, the cards as plain JSON");
  const setup = { game, bots: names, players, games, seed, maxSteps, ...(custom === undefined ? {} : { cards: custom }) };
  if (decks === undefined) return ok(setup);
  if (!isList(decks) || decks.length !== players) return bad("decks", `a list of ${players} decks { name, list }, one per player`);
  const read: SimulationDeck[] = [];
  for (const [i, d] of decks.entries()) {
    const name = own(d, "name");
    const list = own(d, "list");
    if (typeof name !== "string" || list === undefined || !isPlainJson(list)) return bad(`decks[${i}]`, "a deck { name, list } with its deck list as plain JSON");
    read.push({ name, list });
  }
  return ok({ ...setup, decks: read });
}

/**
 * Reads a shard result from JSON (a file written by `rulesmith simulate --shard i/n --json`, or
 * a queue job's result): its format, setup, shard and one match summary for each of the
 * shard's match numbers, in order.
 *
 * @remarks
 * Each summary is checked as {@link simulationReport} checks one: a match of this simulation
 * (as many seats as its players, or none for a failed match; each seat's position within its
 * bot or deck list; winners among the seats, each once; `steps` from 0 to its step limit; no
 * winners for a match that did not finish; a failed match not finished). So a shard holds
 * nothing that `simulationReport` would refuse, and what {@link mergeShards} reports adds up.
 * A shard's summaries are also checked against their match numbers: the seed (`seed + index`)
 * and who sat where, which the seat rotation gives (`seatBots`: seat `s` of match `i` holds
 * position `(s + i) mod` the bots or decks).
 *
 * @param value - The parsed JSON.
 * @returns The shard, or `shard/invalid` saying what is wrong (for a summary: its place in
 *   `matches`, its match number and why it cannot be a match of this simulation).
 * @example
 * ```ts
 * import { parseSimulationShard, simulateShard } from "@rulesmith/cli";
 * import { jsonRoundTrip } from "@rulesmith/core";
 * const r = await simulateShard({ game: "dice-duel", bots: ["random"], games: 4, workers: 0, shard: { index: 0, count: 2 } });
 * if (r.ok) parseSimulationShard(jsonRoundTrip(r.value)).ok; // true
 * ```
 */
export function parseSimulationShard(value: unknown): Result<SimulationShard> {
  const bad = (message: string): Result<SimulationShard> => err(ruleError("shard/invalid", message));
  if (own(value, "format") !== "rulesmith-simulation-shard") return bad('It is not a shard result ("format": "rulesmith-simulation-shard"); write one with rulesmith simulate --shard i/n --json FILE.');
  if (own(value, "version") !== 1) return bad(`It is a shard result of version ${excerpt(own(value, "version"))}, which this rulesmith does not read (it reads version 1).`);
  const setup = parseSimulationSetup(own(value, "setup"));
  if (!setup.ok) return setup;
  const shard = own(value, "shard");
  const index = own(shard, "index");
  const count = own(shard, "count");
  if (!isInt(count, 1, MAX_SHARDS) || !isInt(index, 0, count - 1)) return bad("shard is { index, count, from, to } with 0 <= index < count.");
  const range = shardRange(setup.value.games, { index, count });
  if (own(shard, "from") !== range.from || own(shard, "to") !== range.to) {
    return bad(`Shard ${index}/${count} of ${setup.value.games} matches holds matches ${range.from} to ${range.to - 1}, not what the file says.`);
  }
  const raw = own(value, "matches");
  if (!isList(raw) || raw.length !== range.to - range.from) return bad(`Shard ${index}/${count} must hold ${range.to - range.from} matches (${range.from} to ${range.to - 1}).`);
  const matches: MatchSummary[] = [];
  // Each summary is checked as simulationReport checks one (checkMatchSummary): a match this
  // simulation could have played, so that the merged report counts nothing no simulation has.
  const { bots, players, decks, maxSteps } = setup.value;
  const fit = summaryFit(bots, decks, players, maxSteps);
  for (let k = 0; k < raw.length; k++) {
    const number = range.from + k;
    const match = checkMatchSummary(own(raw, String(k)), fit);
    if (typeof match === "string") return bad(`matches[${k}] (match ${number}) cannot be a match of this simulation: ${match}.`);
    if (match?.index !== number || match.seed !== setup.value.seed + match.index) return bad(`matches[${k}] is not the summary of match ${number}.`);
    // Who sat where follows from the match number (seatBots), as the standings count it.
    const rotation = seatRotationProblem(match, fit);
    if (rotation !== undefined) return bad(`matches[${k}] (match ${number}) cannot be a match of this simulation: ${rotation}.`);
    matches.push(match);
  }
  const timing = own(value, "timing");
  const workers = own(timing, "workers");
  const wallMs = own(timing, "wallMs");
  const report = own(value, "report");
  if (!isInt(workers, 0) || typeof wallMs !== "number" || !Number.isFinite(wallMs) || wallMs < 0) return bad("timing is { workers, wallMs }.");
  if (!isRecord(report)) return bad("report is the shard's report (an object).");
  const shardRecord = { index, count, ...range };
  // Read and checked above: the report is built without copying the matches again.
  const { game, seed, cards } = setup.value;
  const shardReport = reportOf({ game, bots, seed, maxSteps, matches, workers, wallMs, players, decks, cards });
  return ok({ format: "rulesmith-simulation-shard", version: 1, setup: setup.value, shard: shardRecord, matches, timing: { workers, wallMs }, report: shardReport });
}

/** The match summaries of a shard without their times: what must agree when a shard is given twice. */
function outcomes(s: SimulationShard): string {
  return canonicalJson(s.matches.map((m) => [m.index, m.seed, m.seats, m.winners, m.steps, m.finished, m.error]));
}

/** "their seed differs", "their bots differ": a field of two setups that differs, as words. */
function differs(field: string): string {
  return `their ${field} ${field.endsWith("s") ? "differ" : "differs"}`;
}

/** The first field in which two setups differ, for a message. */
function firstDifference(a: SimulationSetup, b: SimulationSetup): string {
  for (const key of ["game", "bots", "players", "games", "seed", "maxSteps", "decks", "cards"] as const) {
    if (canonicalJson(a[key] ?? null) !== canonicalJson(b[key] ?? null)) return key;
  }
  return "setup";
}

/**
 * Merges shard results into the report of the whole simulation: the same report, digest
 * included, as a single run of all its matches (only `timing` differs: `workers` is the sum of
 * the shards' workers, `wallMs` the longest shard's wall-clock time, as if they ran side by
 * side).
 *
 * @remarks
 * Every shard of the split must be there once, all of one simulation (the same setup and the
 * same number of shards). A shard given twice is taken once when both copies played the same
 * matches (as they do, being the same pure functions of the setup), and refused otherwise; so
 * no match is ever counted twice.
 *
 * @param shards - The shard results, in any order.
 * @param names - What to call each shard in a message (its file); `shard i/n` by default.
 * @returns The report, or `shard/invalid` (something that is not a shard result, read as
 *   {@link parseSimulationShard} reads one), `shard/mismatch` (shards of different simulations
 *   or splits, or two different results for one shard) or `shard/missing` (naming the shards
 *   not given).
 * @example
 * ```ts
 * import { mergeShards, simulate, simulateShard } from "@rulesmith/cli";
 * const options = { game: "dice-duel", bots: ["random"], games: 10, seed: 3, workers: 0 };
 * const shards = [];
 * for (let index = 0; index < 3; index++) {
 *   const s = await simulateShard({ ...options, shard: { index, count: 3 } });
 *   if (s.ok) shards.push(s.value);
 * }
 * const merged = mergeShards(shards);
 * const whole = await simulate(options);
 * if (merged.ok && whole.ok) merged.value.digest === whole.value.digest; // true
 * ```
 */
export function mergeShards(shards: readonly SimulationShard[], names?: readonly string[]): Result<SimulationReport> {
  if (!isList(shards)) return err(ruleError("shard/invalid", `Give the shard results to merge as a list, not ${excerpt(shards)}.`));
  if (names !== undefined && !isList(names)) return err(ruleError("shard/invalid", `The shards' names are a list of strings, not ${excerpt(names)}.`));
  const given = (i: number): string | undefined => {
    const n = names?.[i];
    return typeof n === "string" ? n : undefined;
  };
  // Every shard is read as a shard file is (they may come from anywhere): only what is read is merged.
  const read: SimulationShard[] = [];
  for (let i = 0; i < shards.length; i++) {
    const shard = parseSimulationShard(own(shards, String(i)));
    if (!shard.ok) return err(ruleError("shard/invalid", `${given(i) ?? `shards[${i}]`} is not a shard result: ${shard.error.message}`));
    read.push(shard.value);
  }
  const [first] = read;
  if (first === undefined) return err(ruleError("shard/missing", "Give at least one shard result to merge."));
  const name = (i: number): string => given(i) ?? `shard ${read[i]?.shard.index ?? i}/${read[i]?.shard.count ?? first.shard.count}`;
  const setupText = canonicalJson(first.setup);
  const count = first.shard.count;
  const byIndex = new Map<number, { shard: SimulationShard; at: number }>();
  for (const [i, s] of read.entries()) {
    if (canonicalJson(s.setup) !== setupText) {
      return err(ruleError("shard/mismatch", `${name(i)} is a shard of another simulation than ${name(0)}: ${differs(firstDifference(first.setup, s.setup))}.`));
    }
    if (s.shard.count !== count) return err(ruleError("shard/mismatch", `${name(i)} is shard ${s.shard.index} of ${s.shard.count}, ${name(0)} of ${count}: merge the shards of one split.`));
    const seen = byIndex.get(s.shard.index);
    if (seen === undefined) {
      byIndex.set(s.shard.index, { shard: s, at: i });
    } else if (outcomes(seen.shard) !== outcomes(s)) {
      return err(ruleError("shard/mismatch", `${name(seen.at)} and ${name(i)} are both shard ${s.shard.index}/${count} but played different matches (was the rulesmith version or a game package different?).`));
    }
  }
  const missing: number[] = [];
  for (let k = 0; k < count; k++) if (!byIndex.has(k)) missing.push(k);
  if (missing.length > 0) {
    const listed = missing.length > 10 ? `${missing.slice(0, 10).join(", ")} and ${missing.length - 10} more` : missing.join(", ");
    return err(ruleError("shard/missing", `Shard${missing.length === 1 ? "" : "s"} ${listed} of ${count} ${missing.length === 1 ? "is" : "are"} missing: every shard from 0 to ${count - 1} is needed.`, { details: { missing } }));
  }
  const matches: MatchSummary[] = [];
  let workers = 0;
  let wallMs = 0;
  for (let k = 0; k < count; k++) {
    const s = byIndex.get(k)?.shard;
    if (s === undefined) continue;
    for (const m of s.matches) matches.push(m);
    workers += s.timing.workers;
    wallMs = Math.max(wallMs, s.timing.wallMs);
  }
  // Every shard was read by parseSimulationShard: the report is built without copying the matches again.
  const { game, bots, seed, maxSteps, players, decks, cards } = first.setup;
  return ok(reportOf({ game, bots, seed, maxSteps, matches, workers, wallMs, players, decks, cards }));
}
