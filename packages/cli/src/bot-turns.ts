// What the bots did between two of a person's decisions, in a few lines: each bot's actions in
// the game's words, then what happened, as the play-by-play tells it.
import { isList, isRecord, own, type PlayerId } from "@rulesmith/core";
import { learnCardNames } from "./card-names.js";
import type { Colors } from "./colors.js";
import { actionText } from "./describe-data.js";
import type { GameModule } from "./game-module.js";
import { playByPlay, type PlayByPlayOptions, type PlayStep, type StepStates } from "./play-by-play.js";
import { shownText } from "./user-input.js";

/**
 * One step a bot took, with its action in words ({@link botActionWords}), for
 * {@link botTurnLines}.
 *
 * @example
 * ```ts
 * import type { BotStep } from "@rulesmith/cli";
 * const step: BotStep = { player: 1, action: { type: "end-turn" }, events: [], words: "End your turn" };
 * ```
 */
export interface BotStep extends PlayStep {
  /** The action in words, without a final full stop. */
  readonly words: string;
}

/** Every string inside an action (card ids among them), to at most a few levels deep. @internal */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === "string") out.push(value);
  else if (depth < 4 && isList(value)) for (const v of value) strings(v, out, depth + 1);
  else if (depth < 4 && isRecord(value)) for (const key of Object.keys(value)) strings(own(value, key), out, depth + 1);
  return out;
}

const THIRD_PERSON: Readonly<Record<string, string>> = { you: "they", your: "their", yours: "theirs", yourself: "themselves" };

/**
 * Words the game wrote for the bot, as its choice, told about the bot: "your" becomes "their"
 * ("End their turn", "Kill their own primary Cave Beetle"), and the viewer's seat becomes
 * "your" ("Play Lead Boots on your Bear Wolf"). @internal
 */
function aboutTheBot(words: string, viewer: PlayerId): string {
  return words
    .replace(/\b([Yy])(ou|our|ours|ourself)\b/g, (word: string, y: string) => {
      const other = THIRD_PERSON[word.toLowerCase()] ?? word;
      return y === "Y" ? other.charAt(0).toUpperCase() + other.slice(1) : other;
    })
    // The viewer is compared with the seat written, never put into a pattern: any viewer is safe.
    .replace(/\bPlayer (\d+)'s\b/g, (whole: string, seat: string) => (Number(seat) === viewer ? "your" : whole));
}

/**
 * A bot's action in words for a person who watches it. The words are the game's
 * `describeAction` with the bot's own view (the choice as the bot saw it), told about the bot:
 * "your" becomes "their" and the viewer's cards are "your" ("Play Lead Boots on your Bear Wolf
 * (HP 40/40)", "End their turn"). When the action names a card the bot could identify but
 * `viewer` can identify neither before nor after the step (a card discarded face down), the
 * words come from `viewer`'s own view instead, which calls it "a hidden card": the summary never
 * tells more than the viewer may know. A game without `describeAction` gets the generic wording
 * ({@link actionText}) with the card names the viewer knows.
 *
 * @param game - The game.
 * @param action - The bot's action.
 * @param player - The bot's seat.
 * @param viewer - Who reads the words (the person at the table).
 * @param around - The states before and after the step.
 * @returns The words, without a final full stop.
 * @example
 * ```ts
 * import { botActionWords, diceDuelModule } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const game = diceDuelModule(diceDuel);
 * const start = diceDuel.setup({ seed: 7 });
 * if (!start.ok) throw new Error(start.error.message);
 * const action = { type: "keep" } as const;
 * const step = diceDuel.apply(start.value, 0, action);
 * if (step.ok) botActionWords(game, action, 0, 1, { before: start.value, after: step.value.state }); // "Keep this hand"
 * ```
 */
export function botActionWords(game: GameModule, action: unknown, player: PlayerId, viewer: PlayerId, around: StepStates): string {
  const rules = game.ruleset;
  const before: unknown = rules.view(around.before, viewer);
  const seen = learnCardNames(rules.view(around.after, viewer), learnCardNames(before, new Map<string, string>()));
  const mine: unknown = rules.view(around.before, player);
  const known = learnCardNames(mine, new Map<string, string>());
  const tells = strings(action).some((s) => known.has(s) && !seen.has(s));
  if (tells) return game.describeAction?.(action, before) ?? actionText(action, seen);
  const words = game.describeAction?.(action, mine);
  return words === undefined ? actionText(action, seen) : aboutTheBot(words, viewer);
}

/** Equal words in a row written once, with a count: `"Pass (×3)"`. @internal */
function wordsList(steps: readonly BotStep[]): string {
  const parts: { words: string; count: number }[] = [];
  for (const s of steps) {
    const last = parts[parts.length - 1];
    if (last?.words === s.words) last.count++;
    else parts.push({ words: s.words, count: 1 });
  }
  return parts.map((p) => (p.count > 1 ? `${p.words} (×${p.count})` : p.words)).join("; ");
}

/**
 * Core's events that a summary leaves out unless `verbose` is set, because the game's own events
 * and the actions' words tell the same: cards moving between zones ("plays Fireball", "is killed
 * and goes to the cemetery", "draws 1") and entries going on and off the stack. @internal
 */
const SUMMARY_SKIPS: readonly string[] = ["card-moved", "stack-entry-added", "stack-entry-resolved"];

/**
 * What the bots did since the person's last decision, in a few lines: for each run of steps by
 * one bot, a line naming the bot and its actions in words (`"Player 1 (random) played 3 actions:
 * Mulligan: shuffle their hand into the deck and draw as many (once per match); Play Lead Boots
 * on your Bear Wolf (HP 40/40); Summon Cave Beetle (AL 3, HP 20), sacrificing nothing."`), then
 * what happened, as {@link playByPlay} tells it to `viewer`, indented by two spaces. Equal actions
 * in a row are written once with a count (`"Pass: let the chain resolve without answering
 * (×3)"`).
 *
 * @remarks
 * Unless `verbose` is set, the summary also leaves out the core events the game's own events
 * already tell: cards moving between zones and entries added to and resolved from the stack.
 * The lines are for a terminal: control characters in them (in a card's name, say) are written
 * as escapes, unless `raw` is set, as {@link playByPlay} writes them.
 *
 * @param game - The game.
 * @param steps - The bots' steps in order, each with its words ({@link botActionWords}).
 * @param viewer - Who reads it: the events are redacted for this seat.
 * @param colors - Colour functions.
 * @param options - How to name seats and cards; whether to keep every line.
 * @returns The lines; none for no steps.
 * @example
 * ```ts
 * import { botTurnLines, colorsFor, diceDuelModule } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const game = diceDuelModule(diceDuel);
 * const lines = botTurnLines(game, [{ player: 1, action: { type: "end" }, events: [], words: "End the turn" }], 0, colorsFor(process.stdout, process.env));
 * // ["Player 1 played 1 action: End the turn."]
 * ```
 */
export function botTurnLines(game: GameModule, steps: readonly BotStep[], viewer: PlayerId, colors: Colors, options?: PlayByPlayOptions): string[] {
  const name = options?.playerName ?? ((p: PlayerId) => `Player ${p}`);
  const lines: string[] = [];
  let from = 0;
  while (from < steps.length) {
    const player = steps[from]?.player;
    let to = from;
    while (to < steps.length && steps[to]?.player === player) to++;
    const run = steps.slice(from, to);
    if (player !== undefined) {
      const head = `${name(player)} played ${run.length} action${run.length === 1 ? "" : "s"}: ${wordsList(run)}.`;
      lines.push(colors.bold(options?.raw === true ? head : shownText(head, Infinity)));
      const told = options?.verbose === true ? run : run.map((s) => ({ ...s, events: s.events.filter((e) => !SUMMARY_SKIPS.includes(e.type)) }));
      for (const line of playByPlay(game, told, viewer, colors, options)) lines.push(`  ${line}`);
    }
    from = to;
  }
  return lines;
}
