// Where the rule behind a message is explained: a "see <address>" line after any error, problem
// or result the tool prints with a rule ID, from core's ruleUrl (the rules reference pages).
import { ruleUrl, type RuleError } from "@rulesmith/core";
import { shownText } from "./user-input.js";

/**
 * The line that tells a reader where a rule is explained: `"see <address>"` with the rule's
 * entry in its game's rules reference ({@link ruleUrl} of `@rulesmith/core`).
 *
 * @param rule - A rule ID (`"W-QS.3-2"`), or nothing.
 * @returns The line, or `undefined` when there is no rule or it is not a rule ID of the three
 *   games (an example game's IDs, a code such as `"deck/size"`).
 * @example
 * ```ts
 * import { ruleSeeLine } from "@rulesmith/cli";
 * ruleSeeLine("W-QS.3-2"); // "see https://github.com/rulesmith/rulesmith/blob/main/docs/rules/ward.md#w-qs-3-2"
 * ruleSeeLine(null); // undefined
 * ```
 */
export function ruleSeeLine(rule: string | null | undefined): string | undefined {
  const url = rule === null || rule === undefined ? undefined : ruleUrl(rule);
  return url === undefined ? undefined : `see ${url}`;
}

/**
 * A message with the rule it enforces and where that rule is explained: the rule ID in brackets
 * after the message (unless the message names it already), then, on the next line, indented,
 * `see <address>` ({@link ruleSeeLine}). A message without a rule comes back as it is.
 *
 * @param message - The message, one sentence.
 * @param rule - The rule ID of the error it comes from (a {@link RuleError}'s `rule`), or nothing.
 * @returns The text to print.
 * @example
 * ```ts
 * import { withRuleLink } from "@rulesmith/cli";
 * withRuleLink("You can summon only in the Summoning phase.", "W-QS.5-9");
 * // "You can summon only in the Summoning phase. [W-QS.5-9]\n  see https://github.com/rulesmith/rulesmith/blob/main/docs/rules/ward.md#w-qs-5-9"
 * ```
 */
export function withRuleLink(message: string, rule: string | null | undefined): string {
  if (rule === null || rule === undefined || rule === "") return message;
  const named = message
    .split(/[\s[\](),;:]+/)
    .map((word) => word.replace(/\.+$/, ""))
    .includes(rule);
  const tagged = named ? message : `${message} [${rule}]`;
  const see = ruleSeeLine(rule);
  return see === undefined ? tagged : `${tagged}\n  ${see}`;
}

/**
 * A {@link RuleError} as the tool prints it: its message, with its rule and the rule's address
 * when it has one ({@link withRuleLink}), after an optional lead-in. A control character in the
 * message (a line break or an escape sequence quoted from a file) is written as an escape
 * (`\n`, `\u001b`), so that the message stays one line on the terminal.
 *
 * @param error - The error.
 * @param lead - Words in front of the message (`"Ward refused the match config: "`).
 * @returns The text to print.
 * @example
 * ```ts
 * import { ruleError } from "@rulesmith/core";
 * import { ruleErrorText } from "@rulesmith/cli";
 * ruleErrorText(ruleError("summon/phase", "You can summon only in the Summoning phase.", { rule: "W-QS.5-9" }), "Refused: ");
 * // "Refused: You can summon only in the Summoning phase. [W-QS.5-9]\n  see https://…/ward.md#w-qs-5-9"
 * ```
 */
export function ruleErrorText(error: RuleError, lead = ""): string {
  return withRuleLink(shownText(`${lead}${error.message}`, Infinity), error.rule);
}
