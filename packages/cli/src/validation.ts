// Turning each game's own deck reports and card-problem lists into one ValidationReport shape.
import { isList, isRecord, own } from "@rulesmith/core";
import type { ValidationProblem, ValidationReport } from "./game-module.js";

function text(value: unknown): string | null {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number") return String(value);
  return null;
}

function fieldPath(value: unknown): string | null {
  const path = text(value);
  return path === null ? null : path.replace(/^\./, "");
}

function sortProblems(problems: ValidationProblem[]): ValidationReport {
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.filter((p) => p.severity === "warning");
  return { valid: errors.length === 0, problems: [...errors, ...warnings] };
}

function fromRuleError(e: unknown, severity: "error" | "warning"): ValidationProblem {
  const details = own(e, "details");
  const card = text(own(details, "card")) ?? text(own(details, "id")) ?? text(own(details, "name"));
  const field = fieldPath(own(details, "path")) ?? fieldPath(own(details, "field")) ?? fieldPath(own(details, "key"));
  return {
    severity,
    code: text(own(e, "code")) ?? "invalid",
    message: text(own(e, "message")) ?? "This is not valid.",
    card,
    field,
    rule: text(own(e, "rule")),
  };
}

/**
 * Reads a game's deck report (`{ legal, errors, warnings }`, errors and warnings being rule
 * errors whose `details` may name the card and field) as a {@link ValidationReport}.
 *
 * @param report - What a game's `validateDeck` returned.
 * @returns The report, or `undefined` when the value is not shaped like a deck report.
 * @example
 * ```ts
 * import { deckReportProblems } from "@rulesmith/cli";
 * deckReportProblems({ legal: false, errors: [{ code: "deck/size", message: "A deck has 30 cards." }], warnings: [] });
 * // { valid: false, problems: [{ severity: "error", code: "deck/size", ... }] }
 * ```
 */
export function deckReportProblems(report: unknown): ValidationReport | undefined {
  const errors = own(report, "errors");
  const warnings = own(report, "warnings");
  if (!isList(errors) || !isList(warnings)) return undefined;
  const problems: ValidationProblem[] = [];
  for (const e of errors) problems.push(fromRuleError(e, "error"));
  for (const w of warnings) problems.push(fromRuleError(w, "warning"));
  const legal = own(report, "legal");
  const sorted = sortProblems(problems);
  return legal === false && sorted.valid ? { valid: false, problems: sorted.problems } : sorted;
}

/**
 * Reads the error a game's `parseCardSet` returned (a rule error with a `problems` list, each
 * naming the card and the field by `path`) as a {@link ValidationReport}. Ward, Wardom and
 * Guardians name the card by `card` (`"(set)"` for the set itself); a third-party game may name
 * it by `cardId`, `cardName` or `index` instead, and a problem's own `code` wins over the
 * error's.
 *
 * @param error - The failure of a game's `parseCardSet`.
 * @returns The report (always invalid).
 * @example
 * ```ts
 * import { cardProblems } from "@rulesmith/cli";
 * cardProblems({ code: "cards/invalid", message: "1 problem", problems: [{ card: "bear-wolf", path: "hp", message: "HP is a number." }] });
 * ```
 */
export function cardProblems(error: unknown): ValidationReport {
  const list = own(error, "problems");
  const code = text(own(error, "code")) ?? "cards/invalid";
  const problems: ValidationProblem[] = [];
  if (isList(list)) {
    for (const p of list) {
      const index = own(p, "index");
      const card = text(own(p, "card")) ?? text(own(p, "cardId")) ?? text(own(p, "cardName")) ?? (typeof index === "number" ? `#${index}` : null);
      problems.push({
        severity: "error",
        code: text(own(p, "code")) ?? code,
        message: text(own(p, "message")) ?? "This is not valid.",
        card: card === "(set)" || card === "(card)" ? null : card,
        field: fieldPath(own(p, "path")),
        rule: text(own(p, "rule")),
      });
    }
  }
  if (problems.length === 0) problems.push(fromRuleError(isRecord(error) ? error : {}, "error"));
  return { valid: false, problems };
}
