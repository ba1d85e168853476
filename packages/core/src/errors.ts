import type { JsonValue } from "./json.js";

/**
 * Why an action, a deck, a card file or a saved state was refused.
 *
 * - `code` is stable across versions: match on it, not on the message.
 * - `message` is written for a person.
 * - `rule` is the rule ID where one applies (`"W-10.3.2-1"`).
 * - `details` holds JSON data a client may show (the offending card, the allowed range).
 *
 * @example
 * ```ts
 * import { ruleError, type RuleError } from "@rulesmith/core";
 * const e: RuleError = ruleError("summon/phase", "You can summon only in the Summoning phase.", { rule: "W-QS.5-9" });
 * ```
 */
export interface RuleError {
  /** Stable machine-readable code (`"zone/full"`, see {@link CoreErrorCode}); match on this, not on the message. */
  readonly code: string;
  /** What went wrong, in a sentence written for a person; its wording may change between versions. */
  readonly message: string;
  /** The rule ID the refusal enforces (`"W-10.3.2-1"`), when one applies. */
  readonly rule?: string;
  /** JSON data a client may show or act on (the offending card, the allowed range). */
  readonly details?: JsonValue;
}

/**
 * Builds a {@link RuleError}, leaving out `rule` and `details` when not given.
 *
 * @param code - A stable machine-readable code, such as `"action/illegal"`.
 * @param message - A sentence a person understands.
 * @param extra - Optional rule ID and JSON details.
 * @returns The error.
 * @example
 * ```ts
 * import { ruleError } from "@rulesmith/core";
 * ruleError("dice/range", "A d6 shows 1 to 6, not 7.", { details: { face: 7 } });
 * ```
 */
export function ruleError(code: string, message: string, extra?: { readonly rule?: string | undefined; readonly details?: JsonValue | undefined }): RuleError {
  const e: { code: string; message: string; rule?: string; details?: JsonValue } = { code, message };
  if (extra?.rule !== undefined) e.rule = extra.rule;
  if (extra?.details !== undefined) e.details = extra.details;
  return e;
}

/**
 * Joins problems into one sentence after a lead-in: each problem's own closing full stop is
 * dropped, the problems are joined with `"; "`, and one full stop ends the whole. Problems are
 * often sentences of their own (the message of a nested check), so joining them by hand ends
 * in `".."`.
 *
 * @param lead - The start of the sentence, up to and including its colon and space (`"The config has 2 problems: "`, see {@link problemCount}), or `""`.
 * @param problems - The problems, each a sentence or a clause.
 * @returns The sentence.
 * @example
 * ```ts
 * import { problemSentence } from "@rulesmith/core";
 * problemSentence("The config has 2 problems: ", ["The seed is a number.", "decks is a list"]);
 * // "The config has 2 problems: The seed is a number; decks is a list."
 * ```
 */
export function problemSentence(lead: string, problems: readonly string[]): string {
  let body = "";
  for (const p of problems) {
    // An ellipsis ("...") is kept: only a single closing full stop goes.
    const part = p.endsWith(".") && !p.endsWith("..") ? p.slice(0, -1) : p;
    body += body === "" ? part : `; ${part}`;
  }
  return `${lead}${body}.`;
}

/**
 * The problems a refusal lists: the strings of its `details.problems`, or else its message as
 * the one problem. A check that folds a nested check's refusal into its own list of problems
 * (a config's options) takes them from here, so each stays a problem of its own.
 *
 * @param error - The refusal.
 * @returns The problems, at least one.
 * @example
 * ```ts
 * import { problemsOf, ruleError } from "@rulesmith/core";
 * problemsOf(ruleError("config/invalid", "Two problems.", { details: { problems: ["a", "b"] } })); // ["a", "b"]
 * problemsOf(ruleError("config/invalid", "The options are an object.")); // ["The options are an object."]
 * ```
 */
export function problemsOf(error: RuleError): string[] {
  const details: unknown = error.details;
  const list: unknown = typeof details === "object" && details !== null && !Array.isArray(details) && Object.hasOwn(details, "problems") ? Reflect.get(details, "problems") : undefined;
  if (Array.isArray(list) && list.length > 0 && list.every((p) => typeof p === "string")) return list.slice();
  return [error.message];
}

/**
 * "a problem" or "N problems", for the lead-in of a {@link problemSentence}: the games word a
 * bad config as `The config has ${problemCount(n)}: ...`.
 *
 * @param count - How many problems.
 * @returns The words.
 * @example
 * ```ts
 * import { problemCount, problemSentence } from "@rulesmith/core";
 * const problems = ["the seed is a number", "decks is a list of two deck lists"];
 * problemSentence(`The config has ${problemCount(problems.length)}: `, problems);
 * // "The config has 2 problems: the seed is a number; decks is a list of two deck lists."
 * ```
 */
export function problemCount(count: number): string {
  return count === 1 ? "a problem" : `${count} problems`;
}

/**
 * A refusal that lists its problems, worded alike in every game: the message is
 * `${subject} a problem: ...` or `${subject} N problems: ...` (a {@link problemSentence}), and
 * `details.problems` holds the problems, beside any other details given.
 *
 * @param code - The stable code, such as `"config/invalid"`.
 * @param subject - What has the problems, with its verb: `"The config has"`, `"The options have"`.
 * @param problems - The problems, each a sentence or a clause; at least one.
 * @param details - More JSON details, kept beside `problems`.
 * @returns The error.
 * @example
 * ```ts
 * import { problemsError } from "@rulesmith/core";
 * const e = problemsError("config/invalid", "The config has", ["the seed is a number", "decks is a list"]);
 * console.log(e.message); // The config has 2 problems: the seed is a number; decks is a list.
 * ```
 */
export function problemsError(code: string, subject: string, problems: readonly string[], details?: Readonly<Record<string, JsonValue>>): RuleError {
  return ruleError(code, problemSentence(`${subject} ${problemCount(problems.length)}: `, problems), { details: { ...details, problems: problems.slice() } });
}

/**
 * The stable error codes that `@rulesmith/core` itself produces. Game packages add their own,
 * prefixed with their topic (`"summon/..."`, `"deck/..."`).
 *
 * @example
 * ```ts
 * import { CoreErrorCode } from "@rulesmith/core";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const start = diceDuel.setup({ seed: 1 });
 * const r = start.ok ? diceDuel.apply(start.value, 0, { type: "strike" }) : start;
 * if (!r.ok && r.error.code === CoreErrorCode.IllegalAction) console.log(r.error.message); // First keep or redraw your hand.
 * ```
 */
export const CoreErrorCode = {
  /** The action is not one of the legal actions now. */
  IllegalAction: "action/illegal",
  /** The action is not even shaped like an action of this game. */
  MalformedAction: "action/malformed",
  /** The player may not act now. */
  NotYourTurn: "action/not-your-turn",
  /** The match is over; nothing more can be applied. */
  GameOver: "action/game-over",
  /** A player id that is not in this match. */
  UnknownPlayer: "player/unknown",
  /** Dice faces given for a physical roll do not fit the request. */
  BadFaces: "chance/bad-faces",
  /**
   * A faces answer names a roll other than the one pending (or one when none is): most often the
   * same answer sent twice. Nothing changed; a client may drop it.
   */
  StaleAnswer: "chance/stale-answer",
  /** A zone would hold more cards than its capacity. */
  ZoneFull: "zone/full",
  /** A card is not where it was expected. */
  CardNotFound: "zone/card-not-found",
  /** A zone id that does not exist. */
  UnknownZone: "zone/unknown",
  /** Asked to draw more cards than a zone holds. */
  ZoneEmpty: "zone/empty",
  /** A bad position or count, a card listed twice, or cards from several zones where one is needed. */
  ZoneBadArgument: "zone/bad-argument",
  /** A new turn cannot begin before the current one has ended. */
  TurnInProgress: "clock/turn-in-progress",
  /** No turn is in progress to end. */
  NoTurn: "clock/no-turn",
  /** A stack move that the policy does not allow. */
  StackIllegal: "stack/illegal",
  /** A config that setup cannot use. */
  BadConfig: "config/invalid",
  /** A saved state that is not valid for this game. */
  BadState: "state/invalid",
  /** A match record that cannot be read or does not replay. */
  BadRecord: "record/invalid",
  /** A match record of another format version. */
  RecordVersion: "record/version",
  /** A match record for another game. */
  RecordGame: "record/game",
  /** A recorded action that the ruleset refused during replay. */
  ReplayRejected: "record/rejected",
  /** A replay that ended in another state or outcome than the record says. */
  ReplayMismatch: "record/mismatch",
  /** A function was given an argument of the wrong kind (a chooser that is not a function, options that are not an object); the message names it. */
  BadArgument: "argument/invalid",
  /** An internal error caught at the public boundary; a bug, reported instead of thrown. */
  Internal: "internal/error",
} as const;
