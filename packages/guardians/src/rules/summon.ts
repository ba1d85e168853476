import { err, ok, ruleError, type Result, type RuleError } from "@rulesmith/core";
import { DEFAULT_OPTIONS, type GuardiansOptions } from "./options.js";

/**
 * How many Minion or King slots a side has on the mat.
 *
 * Implements G-MAT-3.
 *
 * @example
 * ```ts
 * import { CREATURE_SLOTS } from "@rulesmith/guardians";
 * CREATURE_SLOTS; // 5
 * ```
 */
export const CREATURE_SLOTS = 5;

/**
 * A card offered to pay a Place or Sneak cost: its kind, level and where it is.
 *
 * @example
 * ```ts
 * import type { Tribute } from "@rulesmith/guardians";
 * const t: Tribute = { kind: "minion", level: 2, zone: "field" };
 * ```
 */
export interface Tribute {
  /** `"minion"` or `"king"`; only Minions can be sent (G-AMB-41). */
  readonly kind: "minion" | "king";
  /** Its level; a King's Sneak needs Minions of the King's level (G-KING-3). */
  readonly level: number;
  /** Where it is now; option `tributeSource` says which zones may pay (G-AMB-2), and field tributes free a slot (G-AMB-42). */
  readonly zone: "field" | "hand";
}

function levelProblem(level: number, rule: string): RuleError | null {
  if (!Number.isInteger(level) || level < 1) {
    return ruleError("place/bad-level", `A level is a whole number of stars, at least 1, not ${String(level)}.`, { rule });
  }
  return null;
}

function sourceAllowed(t: Tribute, options: GuardiansOptions): boolean {
  return options.tributeSource === "either" || options.tributeSource === t.zone;
}

function roomProblem(creaturesOnField: number, fromField: number, rule: string): RuleError | null {
  if (creaturesOnField - fromField + 1 > CREATURE_SLOTS) {
    return ruleError("place/no-slot", `All ${CREATURE_SLOTS} creature slots are taken.`, {
      rule,
      details: { creaturesOnField, freedByTributes: fromField },
    });
  }
  return null;
}

/**
 * How many Minions must be sent to the Discard Pile to Place a Minion of a level: level 1
 * none, level 2 one, level 3 two. Higher levels cannot be Placed (only put into play by
 * effects) unless `maxPlaceableMinionLevel` allows them, at level − 1 Minions.
 *
 * Implements G-MIN-3, G-MIN-4, G-MIN-5, G-AMB-1.
 *
 * @param level - The Minion's level (stars).
 * @param options - Rule options (reads `maxPlaceableMinionLevel`).
 * @returns The number of Minions to send, or `place/level-too-high` / `place/bad-level`.
 * @example
 * ```ts
 * import { sacrificesRequired } from "@rulesmith/guardians";
 * sacrificesRequired(3); // { ok: true, value: 2 }
 * sacrificesRequired(4).ok; // false
 * ```
 */
export function sacrificesRequired(level: number, options: GuardiansOptions = DEFAULT_OPTIONS): Result<number> {
  const bad = levelProblem(level, "G-MIN-2");
  if (bad !== null) return err(bad);
  if (level > options.maxPlaceableMinionLevel) {
    return err(
      ruleError("place/level-too-high", `A level ${level} Minion cannot be Placed; the highest level that can is ${options.maxPlaceableMinionLevel}.`, {
        rule: "G-AMB-1",
        details: { level, max: options.maxPlaceableMinionLevel },
      }),
    );
  }
  return ok(level - 1);
}

/**
 * Checks a Minion Place: the right number of Minions sent (Kings do not count), from the
 * allowed zone, and a free creature slot once the tributes from the field have left.
 *
 * Implements G-MIN-3, G-MIN-4, G-MIN-5, G-MAT-3, G-TERM-1, G-AMB-1, G-AMB-2, G-AMB-41, G-AMB-42.
 *
 * @param level - The Minion's level.
 * @param tributes - The cards chosen to send to the Discard Pile.
 * @param creaturesOnField - Minions and Kings on the placing player's field now.
 * @param options - Rule options.
 * @returns `null` when legal, or the first problem.
 * @example
 * ```ts
 * import { checkPlace } from "@rulesmith/guardians";
 * checkPlace(2, [{ kind: "minion", level: 1, zone: "field" }], 3).ok; // true
 * checkPlace(2, [{ kind: "king", level: 1, zone: "field" }], 3).ok;   // false — only Minions
 * ```
 */
export function checkPlace(
  level: number,
  tributes: readonly Tribute[],
  creaturesOnField: number,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): Result<null> {
  const need = sacrificesRequired(level, options);
  if (!need.ok) return need;
  if (tributes.length !== need.value) {
    return err(
      ruleError("place/tributes", `A level ${level} Minion needs ${need.value} Minion${need.value === 1 ? "" : "s"} sent to the Discard Pile, not ${tributes.length}.`, {
        rule: level === 2 ? "G-MIN-4" : level === 3 ? "G-MIN-5" : "G-MIN-3",
        details: { required: need.value, given: tributes.length },
      }),
    );
  }
  let fromField = 0;
  for (const t of tributes) {
    if (t.kind !== "minion") return err(ruleError("place/tribute-kind", "Only Minions can be sent to Place a Minion.", { rule: "G-AMB-41" }));
    if (!sourceAllowed(t, options)) {
      return err(ruleError("place/tribute-zone", `Tributes must come from your ${options.tributeSource}.`, { rule: "G-AMB-2" }));
    }
    if (t.zone === "field") fromField++;
  }
  const room = roomProblem(creaturesOnField, fromField, "G-MAT-3");
  return room === null ? ok(null) : err(room);
}

/**
 * What a King's Sneak costs: `minions` Minions, each of the King's own `level`, sent to the
 * Discard Pile (the requirement printed at the top of its text box).
 *
 * Implements G-KING-3, G-KING-4.
 *
 * @param king - The King's level and printed Minion count.
 * @returns The level and count of Minions required.
 * @example
 * ```ts
 * import { sneakCost } from "@rulesmith/guardians";
 * sneakCost({ level: 2, sneakMinions: 2 }); // { level: 2, minions: 2 }
 * ```
 */
export function sneakCost(king: { readonly level: number; readonly sneakMinions: number }): {
  /** The level every Minion sent must have: the King's own level. */
  readonly level: number;
  /** How many Minions must be sent to the Discard Pile. */
  readonly minions: number;
} {
  return { level: king.level, minions: king.sneakMinions };
}

/**
 * Checks a chosen set of tributes for a King's Sneak: exactly the printed number, all
 * Minions of the King's level, from the allowed zone, leaving a free slot.
 *
 * Implements G-KING-3, G-KING-7, G-TERM-2, G-AMB-2, G-AMB-41, G-AMB-42.
 *
 * @param king - The King's level and printed Minion count.
 * @param tributes - The cards chosen.
 * @param creaturesOnField - Minions and Kings on the player's field now.
 * @param options - Rule options (reads `tributeSource`).
 * @returns `null` when legal, or the first problem.
 * @example
 * ```ts
 * import { checkSneak } from "@rulesmith/guardians";
 * const king = { level: 2, sneakMinions: 2 };
 * checkSneak(king, [{ kind: "minion", level: 2, zone: "field" }, { kind: "minion", level: 2, zone: "field" }], 2).ok; // true
 * checkSneak(king, [{ kind: "minion", level: 1, zone: "field" }, { kind: "minion", level: 2, zone: "field" }], 2).ok; // false
 * ```
 */
export function checkSneak(
  king: { readonly level: number; readonly sneakMinions: number },
  tributes: readonly Tribute[],
  creaturesOnField: number,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): Result<null> {
  const bad = levelProblem(king.level, "G-KING-2");
  if (bad !== null) return err(bad);
  const cost = sneakCost(king);
  if (tributes.length !== cost.minions) {
    return err(
      ruleError("sneak/tributes", `This King needs ${cost.minions} level ${cost.level} Minion${cost.minions === 1 ? "" : "s"} sent, not ${tributes.length}.`, {
        rule: "G-KING-3",
        details: { required: cost.minions, level: cost.level, given: tributes.length },
      }),
    );
  }
  let fromField = 0;
  for (const t of tributes) {
    if (t.kind !== "minion") return err(ruleError("sneak/tribute-kind", "Only Minions can be sent to Sneak a King.", { rule: "G-AMB-41" }));
    if (t.level !== cost.level) {
      return err(ruleError("sneak/tribute-level", `A level ${cost.level} King needs Minions of level ${cost.level}, not ${t.level}.`, { rule: "G-KING-3" }));
    }
    if (!sourceAllowed(t, options)) {
      return err(ruleError("sneak/tribute-zone", `Tributes must come from your ${options.tributeSource}.`, { rule: "G-AMB-2" }));
    }
    if (t.zone === "field") fromField++;
  }
  const room = roomProblem(creaturesOnField, fromField, "G-MAT-3");
  return room === null ? ok(null) : err(room);
}

/**
 * Whether a King can be Sneaked at all from the cards available: enough Minions of its level
 * in the allowed zone(s), with a free slot after they leave.
 *
 * Implements G-KING-3, G-AMB-2, G-AMB-41, G-AMB-42.
 *
 * @param king - The King's level and printed Minion count.
 * @param available - The cards that could be sent (field and/or hand).
 * @param creaturesOnField - Minions and Kings on the player's field now.
 * @param options - Rule options (reads `tributeSource`).
 * @returns `true` when some choice of tributes makes the Sneak legal.
 * @example
 * ```ts
 * import { canSneak } from "@rulesmith/guardians";
 * canSneak({ level: 1, sneakMinions: 1 }, [{ kind: "minion", level: 1, zone: "field" }], 1); // true
 * ```
 */
export function canSneak(
  king: { readonly level: number; readonly sneakMinions: number },
  available: readonly Tribute[],
  creaturesOnField: number,
  options: GuardiansOptions = DEFAULT_OPTIONS,
): boolean {
  if (levelProblem(king.level, "G-KING-2") !== null) return false;
  let field = 0;
  let hand = 0;
  for (const t of available) {
    if (t.kind !== "minion" || t.level !== king.level || !sourceAllowed(t, options)) continue;
    if (t.zone === "field") field++;
    else hand++;
  }
  const need = king.sneakMinions;
  if (field + hand < need) return false;
  const fromField = field < need ? field : need;
  return creaturesOnField - fromField + 1 <= CREATURE_SLOTS;
}
