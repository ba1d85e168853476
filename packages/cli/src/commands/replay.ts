// `rulesmith replay`: checks a match record by replaying it, and prints the play-by-play.
import { own, parseRecord, replay, type AnyRuleset, type ReplayStep, type RuleError } from "@rulesmith/core";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import type { GameRegistry } from "../game-module.js";
import { outcomeLine, playByPlay, type PlayStep } from "../play-by-play.js";
import { findGame } from "../registry.js";
import { learnCardNames } from "../card-names.js";
import { forbiddenKeyError, readJsonFile } from "../json-file.js";
import { ruleSeeLine, withRuleLink } from "../rule-link.js";
import { shownText } from "../user-input.js";

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
 * The replayed steps with the states before and after each, played again from the recorded
 * config (the replay has checked that every action is legal); `visit` sees every state in order.
 * Steps are returned without states if the game refuses them this time (it should not).
 *
 * @internal
 * @param rules - The game's rules.
 * @param config - The recorded config.
 * @param steps - The steps {@link replay} gave.
 * @param visit - Called with the start and with the state after each step.
 * @returns The steps for {@link playByPlay}.
 * @example
 * ```ts
 * const steps = stepsWithStates(game.ruleset, record.config, replayed.steps, () => {});
 * ```
 */
export function stepsWithStates(rules: AnyRuleset, config: unknown, steps: readonly ReplayStep[], visit: (state: unknown) => void): PlayStep[] {
  const start = rules.setup(config);
  if (!start.ok) return [...steps];
  let state: unknown = start.value;
  visit(state);
  const out: PlayStep[] = [];
  for (const [i, step] of steps.entries()) {
    const next = rules.apply(state, step.player, step.action);
    if (!next.ok) return [...out, ...steps.slice(i)];
    out.push({ ...step, around: { before: state, after: next.value.state } });
    state = next.value.state;
    visit(state);
  }
  return out;
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
    // The message may quote the record (a card id of an action it refuses): shown on one line, escaped.
    else out.error(withRuleLink(shownText(`${options.file} does not replay: ${error.message}${whereText(error)} [${error.code}]`, Infinity), error.rule));
    return 1;
  };
  const read = await readJsonFile(options.file);
  if (!read.ok) {
    // The file could not be read at all: say so, without "does not replay".
    if (options.json) io.stdout.write(`${JSON.stringify({ file: options.file, ok: false, error: read.error }, null, 2)}\n`);
    else out.error(`${read.error.message} [${read.error.code}]`);
    return 1;
  }
  // A match record is refused on its first forbidden key, which the libraries would refuse too.
  const [first, ...others] = read.value.forbidden;
  if (first !== undefined) return fail(forbiddenKeyError(first, others.length));
  const data = read.value.value;
  const record = parseRecord(data);
  if (!record.ok) return fail(record.error);
  const game = findGame(registry, record.value.game);
  if (!game.ok) return fail(game.error);
  const replayed = replay(game.value.ruleset, data);
  if (!replayed.ok) return fail(replayed.error);
  const r = replayed.value;
  const viewer = options.reveal ? "all" : "spectator";
  const finished = record.value.final !== undefined;
  // A record keeps no states in between: the steps are played again for the states around each
  // one (a game on the engine kit hides the ids of cards the reader could not see by them), and
  // the names of the cards the reader could see at some point are learned on the way.
  const names = new Map<string, string>();
  const rules = game.value.ruleset;
  const viewers = options.reveal ? rules.players(r.state) : ["spectator" as const];
  const steps = stepsWithStates(rules, record.value.config, r.steps, (state) => {
    for (const v of viewers) learnCardNames(rules.view(state, v), names);
  });
  const cardName = (id: string): string | undefined => names.get(id);
  if (options.json) {
    const doc = {
      file: options.file,
      ok: true,
      game: game.value.id,
      actions: r.steps.length,
      finished,
      ended: r.outcome !== undefined,
      outcome: r.outcome ?? null,
      lines: playByPlay(game.value, steps, viewer, output(io, false).c, { verbose: options.verbose, cardName, raw: true }),
    };
    io.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
    return 0;
  }
  // What the record holds (card names in its config, the words of its events) is escaped by the
  // play-by-play and the outcome line: nothing from the file moves the cursor or changes colours.
  out.line(c.bold(`== Replay of ${shownText(options.file, Infinity)}: ${game.value.name}, ${r.steps.length} actions ==`));
  for (const line of playByPlay(game.value, steps, viewer, c, { verbose: options.verbose, cardName })) out.line(line);
  out.line(c.green(c.bold(outcomeLine(r.outcome))));
  const see = ruleSeeLine(r.outcome?.rule);
  if (see !== undefined) out.line(c.dim(see));
  // A record saved before the match ended (--max-steps, the input ending, Ctrl-C) keeps a final
  // state with no outcome: the replay checks that state, but the match does not end.
  out.line(
    finished
      ? r.outcome !== undefined
        ? c.green("The record replays: every action is legal and the match ends in the recorded state and outcome.")
        : c.yellow("The record replays: every action is legal and the match stops in the recorded state; it had not ended, so there is no result.")
      : r.outcome !== undefined
        ? c.yellow("The record replays: every action is legal and the match ends, but the record keeps no final state and outcome to compare with.")
        : c.yellow("The record replays: every action is legal (the match had not ended, so there is no final state to compare)."),
  );
  return 0;
}
