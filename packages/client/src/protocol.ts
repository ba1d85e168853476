// The bot protocol: what a controller sends a bot runner (a task) and what comes back (an
// action), the same in-process and across a worker boundary.
import { CoreErrorCode, err, excerpt, isPlainJson, isRecord, ok, own, ruleError, type JsonValue, type PlayerId, type Result } from "@rulesmith/core";
import { buildBot, parseBotSpec, type BotSpec, type ClientGame } from "./bot-spec.js";
import { ClientErrorCode } from "./errors.js";

/**
 * The `protocol` field of every message between a controller's runner and a bot worker.
 *
 * @example
 * ```ts
 * import { BOT_PROTOCOL } from "@rulesmith/client";
 * BOT_PROTOCOL; // "rulesmith/bot"
 * ```
 */
export const BOT_PROTOCOL = "rulesmith/bot";

/**
 * The version of the bot protocol; a worker answers only requests of its own version.
 *
 * @example
 * ```ts
 * import { BOT_PROTOCOL_VERSION } from "@rulesmith/client";
 * BOT_PROTOCOL_VERSION; // 1
 * ```
 */
export const BOT_PROTOCOL_VERSION = 1;

/**
 * One bot decision to make: everything a runner needs, as plain JSON, so that it can be sent to
 * a worker. The answer depends on nothing else: the same task always gives the same action
 * (unless the spec asks for a time budget, `timeMs`).
 *
 * @example
 * ```ts
 * import type { BotTask } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * const task: BotTask | undefined = start.ok
 *   ? { game: referenceDuel.id, bot: { kind: "random" }, seed: "7:0:0", state: start.value, player: 0 }
 *   : undefined;
 * ```
 */
export interface BotTask {
  /** The ruleset's `id` (`"guardians"`): the worker picks the game it serves with this id. */
  readonly game: string;
  /** Which bot decides. */
  readonly bot: BotSpec;
  /** The seed of this decision (the controller's seed, the seat and the position in the match). */
  readonly seed: string;
  /** The full state, plain JSON (the bot itself looks only at what `player` may see); checked by {@link runBotTask}. */
  readonly state: unknown;
  /** The seat to decide for. */
  readonly player: PlayerId;
}

/**
 * A request to a bot worker: decide `task`, answer with the same `id`.
 *
 * @example
 * ```ts
 * import type { BotRequest } from "@rulesmith/client";
 * const r: BotRequest = { protocol: "rulesmith/bot", version: 1, type: "decide", id: 1, task: { game: "ward", bot: { kind: "random" }, seed: "0:0:3", state: {}, player: 0 } };
 * ```
 */
export interface BotRequest {
  /** Always {@link BOT_PROTOCOL}. */
  readonly protocol: typeof BOT_PROTOCOL;
  /** Always {@link BOT_PROTOCOL_VERSION}. */
  readonly version: typeof BOT_PROTOCOL_VERSION;
  /** Always `"decide"`. */
  readonly type: "decide";
  /** Chosen by the runner; the reply carries it back. */
  readonly id: number;
  /** The decision. */
  readonly task: BotTask;
}

/**
 * A bot worker's answer: the action chosen, or why there is none.
 *
 * @example
 * ```ts
 * import type { BotReply } from "@rulesmith/client";
 * const r: BotReply = { protocol: "rulesmith/bot", version: 1, type: "decided", id: 1, result: { ok: true, value: { type: "pass" } } };
 * ```
 */
export interface BotReply {
  /** Always {@link BOT_PROTOCOL}. */
  readonly protocol: typeof BOT_PROTOCOL;
  /** Always {@link BOT_PROTOCOL_VERSION}. */
  readonly version: typeof BOT_PROTOCOL_VERSION;
  /** Always `"decided"`. */
  readonly type: "decided";
  /** The request's id. */
  readonly id: number;
  /** The action (plain JSON), or a RuleError. */
  readonly result: Result<JsonValue>;
}

function isId(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

function thrown(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/**
 * Makes one bot decision: finds the game by id, builds the bot from its spec and the task's
 * seed, validates the state (with the ruleset's `parseState`, when it has one) and asks the bot.
 * What a runner (in-process or in a worker) does with every task.
 *
 * @param games - The games this runner serves.
 * @param task - The decision (from outside: every field is checked).
 * @returns The action, or an error: `client/options` (unknown game, bad spec), the ruleset's
 *   `state/invalid`, a bot's `bots/...` code, or `internal/error`. Never throws.
 * @example
 * ```ts
 * import { runBotTask } from "@rulesmith/client";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) {
 *   const action = runBotTask([{ ruleset: referenceDuel }], { game: "reference-duel", bot: { kind: "random" }, seed: "s", state: start.value, player: 0 });
 *   console.log(action); // { ok: true, value: { type: 'attack' } }
 * }
 * ```
 */
export function runBotTask(games: readonly ClientGame[], task: unknown): Result<JsonValue> {
  try {
    const checked = parseBotTask(task);
    if (!checked.ok) return checked;
    const t = checked.value;
    const game = games.find((g) => g.ruleset.id === t.game);
    if (game === undefined) {
      return err(ruleError(ClientErrorCode.BadOptions, `This runner serves no game ${excerpt(t.game)} (it serves ${games.map((g) => `"${g.ruleset.id}"`).join(", ") || "none"}).`));
    }
    const parse = game.ruleset.parseState?.bind(game.ruleset);
    const state = parse === undefined ? ok<unknown>(t.state) : parse(t.state);
    if (!state.ok) return state;
    const bot = buildBot(game, t.bot, t.seed);
    if (!bot.ok) return bot;
    const chosen = bot.value.choose(state.value, t.player);
    if (!chosen.ok) return chosen;
    const action: unknown = chosen.value;
    if (!isPlainJson(action)) return err(ruleError(CoreErrorCode.Internal, "The bot chose an action that is not plain JSON (a bug)."));
    return ok(action);
  } catch (e) {
    return err(ruleError(CoreErrorCode.Internal, `The bot threw (a bug): ${thrown(e)}`));
  }
}

function parseBotTask(value: unknown): Result<BotTask> {
  const bad = (message: string): Result<BotTask> => err(ruleError(ClientErrorCode.BadOptions, message));
  if (!isRecord(value)) return bad("A bot task is an object { game, bot, seed, state, player }.");
  const game = own(value, "game");
  const seed = own(value, "seed");
  const player = own(value, "player");
  const state = own(value, "state");
  if (typeof game !== "string") return bad("A bot task names its game by the ruleset's id.");
  if (typeof seed !== "string") return bad("A bot task's seed is a string.");
  if (!isId(player)) return bad("A bot task's player is a seat number.");
  if (!isPlainJson(state)) return bad("A bot task's state is plain JSON.");
  const bot = parseBotSpec(own(value, "bot"));
  if (!bot.ok) return bot;
  return ok({ game, bot: bot.value, seed, state, player });
}

/**
 * Reads a message a bot worker received.
 *
 * @param value - The message data.
 * @returns The request, or a `client/options` error.
 * @example
 * ```ts
 * import { parseBotRequest } from "@rulesmith/client";
 * parseBotRequest({ protocol: "rulesmith/bot", version: 1, type: "decide", id: 1, task: null }).ok; // true — the task is checked when run
 * ```
 */
export function parseBotRequest(value: unknown): Result<{
  /** The request's id, for the reply. */
  readonly id: number;
  /** The task, not yet checked ({@link runBotTask} checks it). */
  readonly task: unknown;
}> {
  const id = own(value, "id");
  if (!isRecord(value) || own(value, "protocol") !== BOT_PROTOCOL || own(value, "type") !== "decide" || !isId(id)) {
    return err(ruleError(ClientErrorCode.BadOptions, `Not a ${BOT_PROTOCOL} request.`));
  }
  const version = own(value, "version");
  if (version !== BOT_PROTOCOL_VERSION) {
    return err(ruleError(ClientErrorCode.BadOptions, `This worker speaks ${BOT_PROTOCOL} version ${BOT_PROTOCOL_VERSION}, not ${excerpt(version)}.`));
  }
  return ok({ id, task: own(value, "task") });
}

/**
 * Reads a message a runner received from its worker.
 *
 * @param value - The message data.
 * @returns The id and the result, or a `client/bot-failed` error.
 * @example
 * ```ts
 * import { parseBotReply } from "@rulesmith/client";
 * parseBotReply({ protocol: "rulesmith/bot", version: 1, type: "decided", id: 3, result: { ok: true, value: 1 } });
 * ```
 */
export function parseBotReply(value: unknown): Result<{
  /** The id of the request answered. */
  readonly id: number;
  /** The action chosen, or the worker's error. */
  readonly result: Result<JsonValue>;
}> {
  const bad = err(ruleError(ClientErrorCode.BotFailed, `The bot worker sent something that is not a ${BOT_PROTOCOL} reply.`));
  const id = own(value, "id");
  if (!isRecord(value) || own(value, "protocol") !== BOT_PROTOCOL || own(value, "version") !== BOT_PROTOCOL_VERSION || own(value, "type") !== "decided" || !isId(id)) return bad;
  const result = own(value, "result");
  const outcome = own(result, "ok");
  if (!isRecord(result)) return bad;
  if (outcome === true) {
    const action = own(result, "value");
    return isPlainJson(action) ? ok({ id, result: ok(action) }) : bad;
  }
  const e = own(result, "error");
  const code = own(e, "code");
  const message = own(e, "message");
  if (outcome !== false || !isRecord(e) || typeof code !== "string" || typeof message !== "string") return bad;
  return ok({ id, result: err(ruleError(code, message)) });
}

/**
 * Builds the request message for a task (what a runner posts to its worker).
 *
 * @param id - The request id.
 * @param task - The decision.
 * @returns The message.
 * @example
 * ```ts
 * import { botRequest } from "@rulesmith/client";
 * const msg = botRequest(1, { game: "ward", bot: { kind: "random" }, seed: "0:0:0", state: {}, player: 0 });
 * ```
 */
export function botRequest(id: number, task: BotTask): BotRequest {
  return { protocol: BOT_PROTOCOL, version: BOT_PROTOCOL_VERSION, type: "decide", id, task };
}

/**
 * Builds the reply message for a result (what a worker posts back).
 *
 * @param id - The request id.
 * @param result - The action or the error.
 * @returns The message.
 * @example
 * ```ts
 * import { botReply } from "@rulesmith/client";
 * import { ok } from "@rulesmith/core";
 * const msg = botReply(1, ok({ type: "pass" }));
 * ```
 */
export function botReply(id: number, result: Result<JsonValue>): BotReply {
  return { protocol: BOT_PROTOCOL, version: BOT_PROTOCOL_VERSION, type: "decided", id, result };
}
