// The messages between the simulation's main thread and its workers, with guards to read them.
import { isList, isRecord, isSeat, own, type PlayerId } from "@rulesmith/core";
import type { MatchSummary } from "./sim-match.js";

/**
 * What a worker is told when it starts: the game, the bots as written, the simulation seed,
 * the step limit and the number of players.
 *
 * @example
 * ```ts
 * import type { WorkerSetup } from "@rulesmith/cli";
 * const setup: WorkerSetup = { game: "guardians", bots: ["greedy", "random", "random"], seed: 1, maxSteps: 10000, players: 3 };
 * ```
 */
export interface WorkerSetup {
  /** The game id, looked up in the default registry. */
  readonly game: string;
  /** The bots as written on the command line (`"random"`, `"mcts:iterations=200"`), in bot-list order. */
  readonly bots: readonly string[];
  /** The simulation seed: match `i` uses game seed `seed + i`. */
  readonly seed: number;
  /** The step limit of a match: a match still running after that many actions counts as unfinished. */
  readonly maxSteps: number;
  /** How many players each match seats (checked against the game's seats by the main thread); the game's demo default when absent. */
  readonly players?: number;
  /** Deck against deck: one deck list per seat (checked by the main thread), which rotate with the bots; the starter decks when absent. */
  readonly decks?: readonly unknown[];
  /** The card pool of every match (the config's `cards`: the sample cards and `--cards`'), checked by the main thread; the sample cards when absent. */
  readonly cards?: unknown;
}

/**
 * A message to a worker: play matches `from` (included) to `to` (excluded), or stop.
 *
 * @internal
 * @example
 * ```ts
 * const m: ToWorker = { type: "run", from: 0, to: 25 };
 * ```
 */
export type ToWorker = { readonly type: "run"; readonly from: number; readonly to: number } | { readonly type: "stop" };

/**
 * A message from a worker: ready for work, one match played, a batch done, or it could not start.
 *
 * @internal
 * @example
 * ```ts
 * const m: FromWorker = { type: "idle" };
 * ```
 */
export type FromWorker =
  | { readonly type: "ready" }
  | { readonly type: "match"; readonly match: MatchSummary }
  | { readonly type: "idle" }
  | { readonly type: "failed"; readonly message: string };

function isInt(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v);
}

function seatList(v: unknown): PlayerId[] | undefined {
  if (!isList(v)) return undefined;
  const out: PlayerId[] = [];
  for (const x of v) {
    if (!isSeat(x)) return undefined;
    out.push(x);
  }
  return out;
}

/**
 * Reads a worker's setup.
 *
 * @internal
 * @param value - The `workerData` received.
 * @returns The setup, or `undefined` when it is not one.
 * @example
 * ```ts
 * parseWorkerSetup({ game: "dice-duel", bots: ["random"], seed: 1, maxSteps: 100 });
 * parseWorkerSetup({ game: "guardians", bots: ["random"], seed: 1, maxSteps: 100, players: 4 });
 * parseWorkerSetup({ game: "ward", bots: ["greedy"], seed: 1, maxSteps: 100, decks: [deckA, deckB] });
 * ```
 */
export function parseWorkerSetup(value: unknown): WorkerSetup | undefined {
  const game = own(value, "game");
  const bots = own(value, "bots");
  const seed = own(value, "seed");
  const maxSteps = own(value, "maxSteps");
  const players = own(value, "players");
  const decks = own(value, "decks");
  const cards = own(value, "cards");
  if (typeof game !== "string" || !isList(bots) || !isInt(seed) || !isInt(maxSteps)) return undefined;
  if (players !== undefined && (!isInt(players) || players < 1)) return undefined;
  if (decks !== undefined && !isList(decks)) return undefined;
  const names: string[] = [];
  for (const b of bots) {
    if (typeof b !== "string") return undefined;
    names.push(b);
  }
  return { game, bots: names, seed, maxSteps, ...(players === undefined ? {} : { players }), ...(decks === undefined ? {} : { decks: decks.slice() }), ...(cards === undefined ? {} : { cards }) };
}

/**
 * Reads a message sent to a worker.
 *
 * @internal
 * @param value - The message.
 * @returns The message, or `undefined` when it is not one.
 * @example
 * ```ts
 * parseToWorker({ type: "stop" }); // { type: "stop" }
 * ```
 */
export function parseToWorker(value: unknown): ToWorker | undefined {
  const type = own(value, "type");
  if (type === "stop") return { type };
  const from = own(value, "from");
  const to = own(value, "to");
  return type === "run" && isInt(from) && isInt(to) ? { type, from, to } : undefined;
}

/**
 * Reads one match summary (from a worker, a shard file or a queue job's result).
 *
 * @internal
 * @param v - The value.
 * @returns The summary, or `undefined` when it is not one.
 * @example
 * ```ts
 * parseMatchSummary({ index: 0, seed: 1, seats: [0, 1], winners: [1], steps: 42, finished: true, ms: 3.2, error: null });
 * ```
 */
export function parseMatchSummary(v: unknown): MatchSummary | undefined {
  if (!isRecord(v)) return undefined;
  const index = own(v, "index");
  const seed = own(v, "seed");
  const seats = seatList(own(v, "seats"));
  const winners = seatList(own(v, "winners"));
  const steps = own(v, "steps");
  const finished = own(v, "finished");
  const ms = own(v, "ms");
  const error = own(v, "error");
  if (!isInt(index) || !isInt(seed) || seats === undefined || winners === undefined || !isInt(steps)) return undefined;
  if (typeof finished !== "boolean" || typeof ms !== "number" || (error !== null && typeof error !== "string")) return undefined;
  return { index, seed, seats, winners, steps, finished, ms, error };
}

/**
 * Reads a message from a worker.
 *
 * @internal
 * @param value - The message.
 * @returns The message, or `undefined` when it is not one.
 * @example
 * ```ts
 * parseFromWorker({ type: "ready" }); // { type: "ready" }
 * ```
 */
export function parseFromWorker(value: unknown): FromWorker | undefined {
  const type = own(value, "type");
  switch (type) {
    case "ready":
    case "idle":
      return { type };
    case "failed": {
      const message = own(value, "message");
      return typeof message === "string" ? { type, message } : undefined;
    }
    case "match": {
      const match = parseMatchSummary(own(value, "match"));
      return match === undefined ? undefined : { type, match };
    }
    default:
      return undefined;
  }
}
