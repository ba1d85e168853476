// `rulesmith validate`: every problem of a deck or card file at once.
import { readFile } from "node:fs/promises";
import { parseJson } from "@rulesmith/core";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import type { GameRegistry, ValidationProblem, ValidationReport } from "../game-module.js";
import { findCardTools } from "../registry.js";

/**
 * The options of `rulesmith validate`.
 *
 * @internal
 * @example
 * ```ts
 * const options: ValidateCommandOptions = { game: "ward", kind: "deck", file: "deck.json", json: false };
 * ```
 */
export interface ValidateCommandOptions {
  readonly game: string;
  readonly kind: string;
  readonly file: string;
  readonly cards?: string;
  readonly json: boolean;
  readonly color?: boolean;
}

type Loaded = { ok: true; value: unknown } | { ok: false; message: string };

async function loadJson(file: string): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    return { ok: false, message: `Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parsed = parseJson(text);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message: `${file} is not JSON: ${parsed.error.message}` };
}

/**
 * One problem as a line: severity, card, field, message, code and rule.
 *
 * @internal
 * @param p - The problem.
 * @returns Such as `"error   card bear-wolf, field cards[0].count: ... [deck/copies, W-3.2.1-1]"`.
 * @example
 * ```ts
 * problemText({ severity: "error", code: "deck/size", message: "A deck has 30 cards.", card: null, field: null, rule: null });
 * ```
 */
export function problemText(p: ValidationProblem): string {
  const where: string[] = [];
  if (p.card !== null) where.push(`card ${p.card}`);
  if (p.field !== null && p.field !== "") where.push(`field ${p.field}`);
  const tags = p.rule === null ? p.code : `${p.code}, ${p.rule}`;
  return `${where.length > 0 ? `${where.join(", ")}: ` : ""}${p.message} [${tags}]`;
}

/**
 * Runs `rulesmith validate <game> deck|cards <file>`: lists every problem, naming card and
 * field; exit status 1 when the file is invalid, 2 when it cannot be checked at all.
 *
 * @internal
 * @param io - Streams.
 * @param registry - Games.
 * @param options - Parsed options.
 * @returns The exit status.
 * @example
 * ```ts
 * const status = await validateCommand(io, await loadRegistry(), { game: "ward", kind: "deck", file: "deck.json", json: false });
 * ```
 */
export async function validateCommand(io: CliIo, registry: GameRegistry, options: ValidateCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const c = out.c;
  const tools = findCardTools(registry, options.game);
  if (!tools.ok) {
    out.error(tools.error.message);
    return 2;
  }
  if (options.kind !== "deck" && options.kind !== "cards") {
    out.error(`Validate a "deck" or "cards", not "${options.kind}".`);
    return 2;
  }
  const file = await loadJson(options.file);
  let report: ValidationReport;
  if (!file.ok) {
    report = { valid: false, problems: [{ severity: "error", code: "file/invalid", message: file.message, card: null, field: null, rule: null }] };
  } else if (options.kind === "deck") {
    const check = tools.value.validateDeck;
    if (check === undefined) {
      out.error(`${tools.value.name} has no deck checker yet (its package does not export validateDeck).`);
      return 2;
    }
    let cards: unknown = undefined;
    if (options.cards !== undefined) {
      const loaded = await loadJson(options.cards);
      if (!loaded.ok) {
        out.error(loaded.message);
        return 2;
      }
      cards = loaded.value;
    }
    report = check(file.value, cards);
  } else {
    const check = tools.value.parseCardSet;
    if (check === undefined) {
      out.error(`${tools.value.name} has no card checker yet (its package does not export parseCardSet).`);
      return 2;
    }
    report = check(file.value);
  }
  const errors = report.problems.filter((p) => p.severity === "error").length;
  const warnings = report.problems.length - errors;
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ game: tools.value.id, kind: options.kind, file: options.file, valid: report.valid, errors, warnings, problems: report.problems }, null, 2)}\n`);
    return report.valid ? 0 : 1;
  }
  const what = options.kind === "deck" ? `${tools.value.name} deck` : `${tools.value.name} card set`;
  const counts = `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  out.line(report.valid ? c.green(`${options.file} is a valid ${what} (${counts}).`) : c.red(c.bold(`${options.file} is not a valid ${what}: ${counts}.`)));
  for (const p of report.problems) {
    const tag = p.severity === "error" ? c.red("error  ") : c.yellow("warning");
    out.line(`  ${tag} ${problemText(p)}`);
  }
  return report.valid ? 0 : 1;
}
