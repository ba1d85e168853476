// `rulesmith replay`: checks a match record by replaying it, and prints the play-by-play.
import { readFile } from "node:fs/promises";
import { parseJson, parseRecord, replay, type RuleError } from "@rulesmith/core";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import type { GameRegistry } from "../game-module.js";
import { own } from "../json-read.js";
import { outcomeLine, playByPlay } from "../play-by-play.js";
import { findGame } from "../registry.js";
import { learnCardNames } from "../card-names.js";

/**
 * The options of `rulesmith replay`.
 *
 * @internal
 * @example
 * ```ts
 * const options: ReplayCommandOptions = { file: "match.json", reveal: false, verbose: false, json: false };
 * ```
 */
export interface ReplayCommandOptions {
  readonly file: string;
  readonly reveal: boolean;
  readonly verbose: boolean;
  readonly json: boolean;
  readonly color?: boolean;
}

/**
 * Where in a record a replay failed, in words: the field, or the action number.
 *
 * @internal
 * @param error - The replay's error.
 * @returns Such as `" (at $.configHash)"` or `" (at action 3)"`, or `""`.
 * @example
 * ```ts
 * whereText({ code: "record/rejected", message: "...", details: { index: 2 } }); // " (at action 3)"
 * ```
 */
export function whereText(error: RuleError): string {
  const field = own(error.details, "field");
  const index = own(error.details, "index");
  if (typeof index === "number") return ` (at action ${index + 1}, $.actions[${index}])`;
  if (typeof field === "string") return ` (at ${field})`;
  return "";
}

/**
 * Runs `rulesmith replay`: reads a match record, replays it with the game's rules, and prints
 * the play-by-play, or why it does not replay (exit status 1).
 *
 * @internal
 * @param io - Streams.
 * @param registry - Games.
 * @param options - Parsed options.
 * @returns The exit status.
 * @example
 * ```ts
 * const status = await replayCommand(io, await loadRegistry(), { file: "match.json", reveal: false, verbose: false, json: false });
 * ```
 */
export async function replayCommand(io: CliIo, registry: GameRegistry, options: ReplayCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const c = out.c;
  const fail = (error: RuleError): number => {
    if (options.json) io.stdout.write(`${JSON.stringify({ file: options.file, ok: false, error }, null, 2)}\n`);
    else out.error(`${options.file} does not replay: ${error.message}${whereText(error)} [${error.code}]`);
    return 1;
  };
  let text: string;
  try {
    text = await readFile(options.file, "utf8");
  } catch (e) {
    return fail({ code: "file/unreadable", message: `Cannot read the file: ${e instanceof Error ? e.message : String(e)}` });
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return fail(parsed.error);
  const record = parseRecord(parsed.value);
  if (!record.ok) return fail(record.error);
  const game = findGame(registry, record.value.game);
  if (!game.ok) return fail(game.error);
  const replayed = replay(game.value.ruleset, parsed.value);
  if (!replayed.ok) return fail(replayed.error);
  const r = replayed.value;
  const viewer = options.reveal ? "all" : "spectator";
  const finished = record.value.final !== undefined;
  // Names of the cards the reader could see at the end (a record keeps no states in between).
  const names = new Map<string, string>();
  for (const v of options.reveal ? game.value.ruleset.players(r.state) : ["spectator" as const]) learnCardNames(game.value.ruleset.view(r.state, v), names);
  const cardName = (id: string): string | undefined => names.get(id);
  if (options.json) {
    const doc = {
      file: options.file,
      ok: true,
      game: game.value.id,
      actions: r.steps.length,
      finished,
      outcome: r.outcome ?? null,
      lines: playByPlay(game.value, r.steps, viewer, output(io, false).c, { verbose: options.verbose, cardName }),
    };
    io.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
    return 0;
  }
  out.line(c.bold(`== Replay of ${options.file}: ${game.value.name}, ${r.steps.length} actions ==`));
  for (const line of playByPlay(game.value, r.steps, viewer, c, { verbose: options.verbose, cardName })) out.line(line);
  out.line(c.green(c.bold(outcomeLine(r.outcome))));
  out.line(
    finished
      ? c.green("The record replays: every action is legal and the match ends in the recorded state and outcome.")
      : c.yellow("The record replays: every action is legal (the record is not finished, so there is no final state to compare)."),
  );
  return 0;
}
