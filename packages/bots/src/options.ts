// Internal: validation of bot options, which may come from code or from JSON (the CLI).
import { clipMessage, err, excerpt, ruleError, type PlayerId, type RngState, type RuleError, type Ruleset } from "@rulesmith/core";
import { BotErrorCode } from "./bot.js";

/** Reads the fields of an options object, collecting every problem. @internal */
export class OptionReader {
  /** Every problem found so far, in reading order. */
  readonly problems: string[] = [];
  private readonly source: object;

  /** Starts reading `options` (`undefined` is no options), noting every key not in `allowed`. */
  constructor(options: unknown, allowed: readonly string[]) {
    if (options === undefined) {
      this.source = {};
      return;
    }
    if (typeof options !== "object" || options === null || Array.isArray(options)) {
      this.problems.push("the options are not an object");
      this.source = {};
      return;
    }
    this.source = options;
    let keys: readonly string[];
    try {
      keys = Object.keys(options);
    } catch (e) {
      this.problems.push(`the options could not be read (${thrownText(e)})`);
      this.source = {};
      return;
    }
    for (const key of keys) {
      if (!allowed.includes(key)) this.problems.push(`unknown option ${excerpt(key)} (known: ${allowed.join(", ")})`);
    }
  }

  /** Each option's value, read once: a getter runs once, and one that throws is a problem, not an exception. */
  private readonly values = new Map<string, unknown>();

  private get(key: string): unknown {
    if (this.values.has(key)) return this.values.get(key);
    let v: unknown;
    try {
      v = Object.hasOwn(this.source, key) ? Reflect.get(this.source, key) : undefined;
    } catch (e) {
      this.problems.push(`${key} could not be read (${thrownText(e)})`);
      v = undefined;
    }
    this.values.set(key, v);
    return v;
  }

  /** Whether the option is present (and not `undefined`). */
  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** The `seed` option (default 0). */
  seed(): number | string {
    const v = this.get("seed");
    if (v === undefined) return 0;
    if (typeof v === "string" || (typeof v === "number" && Number.isFinite(v))) return v;
    this.problems.push("seed is a finite number or a string");
    return 0;
  }

  /** The `name` option, a non-empty string. */
  name(fallback: string): string {
    const v = this.get("name");
    if (v === undefined) return fallback;
    if (typeof v === "string" && v.length > 0) return v;
    this.problems.push("name is a non-empty string");
    return fallback;
  }

  /** A whole-number option within [min, max]. */
  int(key: string, min: number, max: number, fallback: number): number {
    const v = this.get(key);
    if (v === undefined) return fallback;
    if (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max) return v;
    this.problems.push(`${key} is a whole number from ${min} to ${max}`);
    return fallback;
  }

  /** A finite number option within [min, max]. */
  num(key: string, min: number, max: number, fallback: number): number {
    const v = this.get(key);
    if (v === undefined) return fallback;
    if (typeof v === "number" && Number.isFinite(v) && v >= min && v <= max) return v;
    this.problems.push(`${key} is a number from ${min} to ${max}`);
    return fallback;
  }

  /** A string option that is one of `values`. */
  oneOf<T extends string>(key: string, values: readonly T[], fallback: T): T {
    const v = this.get(key);
    if (v === undefined) return fallback;
    const found = values.find((x) => x === v);
    if (found !== undefined) return found;
    this.problems.push(`${key} is one of ${values.map((x) => `"${x}"`).join(", ")}`);
    return fallback;
  }

  /** A finite number option within [min, max], or `false` for off (`null`). */
  numOrOff(key: string, min: number, max: number, fallback: number | null): number | null {
    const v = this.get(key);
    if (v === undefined) return fallback;
    if (v === false) return null;
    if (typeof v === "number" && Number.isFinite(v) && v >= min && v <= max) return v;
    this.problems.push(`${key} is false or a number from ${min} to ${max}`);
    return fallback;
  }

  /** A boolean option. */
  bool(key: string, fallback: boolean): boolean {
    const v = this.get(key);
    if (v === undefined) return fallback;
    if (typeof v === "boolean") return v;
    this.problems.push(`${key} is true or false`);
    return fallback;
  }

  /** Checks that the option, if present, is a function (the caller reads it typed). */
  checkFunction(key: string): void {
    const v = this.get(key);
    if (v !== undefined && typeof v !== "function") this.problems.push(`${key} is a function`);
  }

  /** A function option (its value as read once), or `undefined` when absent or not a function (see {@link checkFunction}). */
  fn(key: string): ((...args: never[]) => unknown) | undefined {
    const v = this.get(key);
    return typeof v === "function" ? (v as (...args: never[]) => unknown) : undefined;
  }

  /** The option's value as read once (`undefined` when absent or unreadable), for a caller that checks it itself. */
  value(key: string): unknown {
    return this.get(key);
  }

  /** The `bots/options` error for what was collected, or `undefined` when all is well. */
  error(what: string): { ok: false; error: RuleError } | undefined {
    if (this.problems.length === 0) return undefined;
    return err(
      ruleError(BotErrorCode.BadOptions, `Bad ${what} options: ${this.problems.join("; ")}.`, { details: { problems: this.problems.slice() } }),
    );
  }
}

/** What every bot and match function calls on a ruleset. */
const RULESET_METHODS = ["setup", "players", "activePlayers", "legalActions", "apply", "outcome"] as const;

/**
 * `bots/options` when `ruleset` is not a ruleset (a caller's mistake that would otherwise throw
 * a TypeError out of the bot), or `undefined`.
 * @internal
 */
export function rulesetError(ruleset: unknown, what: string): { ok: false; error: RuleError } | undefined {
  const missing = RULESET_METHODS.filter((m) => typeof field(ruleset, m) !== "function");
  if (missing.length === 0) return undefined;
  return err(
    ruleError(BotErrorCode.BadOptions, `The ${what} needs a rulesmith ruleset (an object with ${RULESET_METHODS.join(", ")}), not ${excerpt(ruleset)}.`, {
      details: { missing: missing.slice() },
    }),
  );
}

/**
 * The first entry of a bot list that is not a bot (an object with a `choose` function), as a
 * problem for a message, or `undefined` when every entry is one.
 * @internal
 */
export function notABot(bots: readonly unknown[]): string | undefined {
  for (let i = 0; i < bots.length; i++) {
    const b = bots[i];
    if (typeof field(b, "choose") !== "function") {
      return `bots[${i}] is not a bot (an object with a choose function): ${excerpt(b)}`;
    }
  }
  return undefined;
}

/** Whether a ruleset (or a bot) has a method `key`: a field that is a function, read without throwing. @internal */
export function hasMethod(value: unknown, key: string): boolean {
  return typeof field(value, key) === "function";
}

/** A field of a ruleset or a bot, or `undefined` when it is not an object or the field cannot be read (a getter that throws). */
function field(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  try {
    const v: unknown = Reflect.get(value, key);
    return v;
  } catch {
    return undefined;
  }
}

/**
 * The ruleset's `determinize`, bound to it, for a searching bot: `undefined` when it has none
 * (or when `perfect`, where it is not used), or `bots/options` when it has one that is not a
 * function (a caller's mistake that would otherwise throw a TypeError out of the factory).
 * @internal
 */
export function determinizeOf<S, A>(
  ruleset: Ruleset<S, A>,
  perfect: boolean,
  what: string,
): { ok: true; value: ((state: S, player: PlayerId, rng: RngState) => S) | undefined } | { ok: false; error: RuleError } {
  const d = field(ruleset, "determinize");
  if (perfect || d === undefined) return { ok: true, value: undefined };
  if (typeof d !== "function") {
    return err(ruleError(BotErrorCode.BadOptions, `The ${what} needs the ruleset's determinize to be a function, not ${excerpt(d)}.`, { details: { problems: ["determinize is a function"] } }));
  }
  const determinize = d as (this: unknown, state: S, player: PlayerId, rng: RngState) => S;
  return { ok: true, value: (state, player, rng) => determinize.call(ruleset, state, player, rng) };
}

/** What a thrown value says, for a problem: its message, cut short. @internal */
export function thrownText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${clipMessage(e.message, 80)}` : excerpt(e);
}

/** The ruleset's `id` for a message, whatever it is (a ruleset's id is a string; anything else is quoted readably). */
export function rulesetName(ruleset: unknown): string {
  const id = field(ruleset, "id");
  return typeof id === "string" ? clipMessage(id, 60) : excerpt(id);
}
