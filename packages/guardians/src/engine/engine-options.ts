import { CoreErrorCode, err, excerpt, ok, problemsError, type Result, type RuleError } from "@rulesmith/core";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "../rules/options.js";

/**
 * Every rule option of a match: the math layer's {@link GuardiansOptions} plus the options
 * only the match engine reads. Options are plain JSON in the config (`config.options`); any
 * field left out takes its default ({@link DEFAULT_GAME_OPTIONS}).
 *
 * @example
 * ```ts
 * import { DEFAULT_GAME_OPTIONS, type GameOptions } from "@rulesmith/guardians";
 * const o: GameOptions = { ...DEFAULT_GAME_OPTIONS, players: 4 };
 * ```
 */
export interface GameOptions extends GuardiansOptions {
  /** G-AMB-3: number of players, 2 (default) or a free-for-all of 3 or 4. */
  readonly players: number;
  /** G-AMB-4: a coin flip (a die with 3-4 players) whose winner chooses who goes first, or a random first player. */
  readonly firstPlayer: "coin-flip-choose" | "random";
  /** G-AMB-5: the one-Place limit is lifted on the shared first turn ("unlimited", default) or kept ("one"). */
  readonly setupTurnPlaceLimit: "unlimited" | "one";
  /** G-AMB-6: a King's Sneak (and the retreat Sneak) uses the one Place per turn. Default false. */
  readonly sneakCountsAsPlace: boolean;
  /** G-AMB-7: Barriers share the one Place per turn (default) or are placed without limit. */
  readonly barrierPlace: "shares-place-limit" | "unlimited";
  /** G-AMB-13: the two Attack Cards not chosen go to the Discard Pile (default) or under the Attack Deck. */
  readonly unselectedAttackCards: "discard" | "bottom-of-attack-deck";
  /** G-AMB-33: a creature cannot attack on the turn it entered play. Default false. */
  readonly summoningSickness: boolean;
  /** G-AMB-34: the most cards in hand at the end of your End Phase, or null for no limit (default). */
  readonly maxHand: number | null;
  /** G-AMB-36: a Quest's Turn Count runs down on the turn it is placed too. Default true. */
  readonly questCountIncludesPlacementTurn: boolean;
  /** G-AMB-40: when every remaining Guardian falls at once the match is a draw (default), or the active player wins. */
  readonly simultaneousDefeat: "draw" | "active-player-wins";
  /** G-AMB-44: an extra Action or Battle Phase from a card renews the once-per-turn limits. Default false. */
  readonly extraPhaseResetsLimits: boolean;
  /** Engine ambiguity G-ENG-1: each activated ability of a card once per turn (default) or without limit. */
  readonly activatedAbilities: "once-per-ability-per-turn" | "unlimited";
  /** Time-out: after this many turns (the shared first turn counts one per player) the match is a draw. Default 400. */
  readonly maxTurns: number;
}

/**
 * The defaults of every {@link GameOptions} field: the matrix's proposed defaults.
 *
 * Implements the defaults of G-AMB-1..46 that are options (see the README's table).
 *
 * @example
 * ```ts
 * import { DEFAULT_GAME_OPTIONS } from "@rulesmith/guardians";
 * DEFAULT_GAME_OPTIONS.players; // 2
 * ```
 */
export const DEFAULT_GAME_OPTIONS: GameOptions = /* @__PURE__ */ Object.freeze({
  ...DEFAULT_OPTIONS,
  players: 2,
  firstPlayer: "coin-flip-choose",
  setupTurnPlaceLimit: "unlimited",
  sneakCountsAsPlace: false,
  barrierPlace: "shares-place-limit",
  unselectedAttackCards: "discard",
  summoningSickness: false,
  maxHand: null,
  questCountIncludesPlacementTurn: true,
  simultaneousDefeat: "draw",
  extraPhaseResetsLimits: false,
  activatedAbilities: "once-per-ability-per-turn",
  maxTurns: 400,
});

type Kind = { readonly kind: "bool" } | { readonly kind: "enum"; readonly values: readonly string[] } | { readonly kind: "int"; readonly min: number; readonly max: number; readonly nullable: boolean };

const SPEC: Readonly<Record<keyof GameOptions, Kind>> = {
  maxPlaceableMinionLevel: { kind: "int", min: 1, max: 99, nullable: false },
  tributeSource: { kind: "enum", values: ["field", "hand", "either"] },
  retaliation: { kind: "bool" },
  guardianIgnoresChain: { kind: "bool" },
  barrierBlocksGuardian: { kind: "bool" },
  enforceAttackerOrder: { kind: "bool" },
  frozenBlocksChain: { kind: "bool" },
  typeDamage: { kind: "enum", values: ["match-attacker", "always"] },
  guardianCountsInMainDeck: { kind: "bool" },
  attackDeckCopyLimit: { kind: "bool" },
  retreatSameCard: { kind: "bool" },
  poisonDamageTiming: { kind: "enum", values: ["every-between", "owner-turns-only"] },
  confusedClearsBetweenTurns: { kind: "bool" },
  rushBypassesBarrier: { kind: "bool" },
  frozenAttackable: { kind: "bool" },
  exclusiveRotationConditions: { kind: "bool" },
  players: { kind: "int", min: 2, max: 4, nullable: false },
  firstPlayer: { kind: "enum", values: ["coin-flip-choose", "random"] },
  setupTurnPlaceLimit: { kind: "enum", values: ["unlimited", "one"] },
  sneakCountsAsPlace: { kind: "bool" },
  barrierPlace: { kind: "enum", values: ["shares-place-limit", "unlimited"] },
  unselectedAttackCards: { kind: "enum", values: ["discard", "bottom-of-attack-deck"] },
  summoningSickness: { kind: "bool" },
  maxHand: { kind: "int", min: 1, max: 99, nullable: true },
  questCountIncludesPlacementTurn: { kind: "bool" },
  simultaneousDefeat: { kind: "enum", values: ["draw", "active-player-wins"] },
  extraPhaseResetsLimits: { kind: "bool" },
  activatedAbilities: { kind: "enum", values: ["once-per-ability-per-turn", "unlimited"] },
  maxTurns: { kind: "int", min: 1, max: 10000, nullable: false },
};

/**
 * The names of every option, in a fixed order.
 *
 * @example
 * ```ts
 * import { GAME_OPTION_NAMES } from "@rulesmith/guardians";
 * GAME_OPTION_NAMES.includes("players"); // true
 * ```
 */
export const GAME_OPTION_NAMES: readonly (keyof GameOptions)[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.keys(SPEC) as (keyof GameOptions)[]);

function problem(key: string, value: unknown, k: Kind): string | null {
  switch (k.kind) {
    case "bool":
      return typeof value === "boolean" ? null : `${key} is true or false`;
    case "enum":
      return typeof value === "string" && k.values.includes(value) ? null : `${key} is one of ${k.values.map((s) => `"${s}"`).join(", ")}`;
    case "int":
      if (value === null && k.nullable) return null;
      return typeof value === "number" && Number.isInteger(value) && value >= k.min && value <= k.max
        ? null
        : `${key} is a whole number from ${k.min} to ${k.max}${k.nullable ? " or null" : ""}`;
    default: {
      const never: never = k;
      return never;
    }
  }
}

/**
 * Validates options from outside (plain JSON): unknown keys and bad values are all reported
 * at once; missing keys take their defaults.
 *
 * Implements no rule: it reads and checks options from outside data.
 *
 * @param value - An object of option fields, or `undefined` for all defaults.
 * @returns The full options, or a `config/invalid` error whose `details.problems` lists every problem.
 * @example
 * ```ts
 * import { parseOptions } from "@rulesmith/guardians";
 * parseOptions({ players: 4 }).ok; // true
 * parseOptions({ players: 9 }).ok; // false
 * ```
 */
export function parseOptions(value: unknown): Result<GameOptions> {
  if (value === undefined) return ok(DEFAULT_GAME_OPTIONS);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return err(optionsError(["the options are an object of option fields"]));
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const key of GAME_OPTION_NAMES) out[key] = DEFAULT_GAME_OPTIONS[key];
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(SPEC, key)) {
      problems.push(`unknown option ${excerpt(key)}`);
      continue;
    }
    const k = SPEC[key as keyof GameOptions];
    const v: unknown = Reflect.get(value, key);
    const p = problem(key, v, k);
    if (p !== null) problems.push(p);
    else out[key] = v;
  }
  if (problems.length > 0) return err(optionsError(problems));
  return ok(out as unknown as GameOptions);
}

function optionsError(problems: readonly string[]): RuleError {
  return problemsError(CoreErrorCode.BadConfig, "The options have", problems);
}
