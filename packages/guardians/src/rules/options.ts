/**
 * The rule options that the math layer reads, named after the matrix's option register
 * (G-AMB-n) in camelCase. Build one with {@link guardiansOptions}; pass the same object to
 * every call.
 *
 * @remarks
 * The defaults are the matrix's proposed defaults ({@link DEFAULT_OPTIONS}). Options that only
 * the match engine reads (first player, setup turn, hand size, ...) are not here yet.
 *
 * @example
 * ```ts
 * import { guardiansOptions, type GuardiansOptions } from "@rulesmith/guardians";
 * const o: GuardiansOptions = guardiansOptions({ barrierBlocksGuardian: false });
 * ```
 */
export interface GuardiansOptions {
  /** G-AMB-1: highest Minion level that may be Placed (level n costs n - 1 Minions). Default 3. */
  readonly maxPlaceableMinionLevel: number;
  /** G-AMB-2: where the Minions sent for a Place or a Sneak come from. Default "field". */
  readonly tributeSource: "field" | "hand" | "either";
  /** G-AMB-8: whether the attacked creature deals its ATK back to the attacker. Default false. */
  readonly retaliation: boolean;
  /** G-AMB-9: Guardian attacks ignore the opponent's Minions and Kings. Default true. */
  readonly guardianIgnoresChain: boolean;
  /** G-AMB-9: a Barrier also blocks Guardian attacks. Default true. */
  readonly barrierBlocksGuardian: boolean;
  /** G-AMB-10: all Minion attacks come before any King attack, the Guardian last. Default true. */
  readonly enforceAttackerOrder: boolean;
  /** G-AMB-11: a Frozen creature still protects higher ranks. Default false. */
  readonly frozenBlocksChain: boolean;
  /** G-AMB-12: Type Damage is added only when the Guardian's type matches ("match-attacker") or always. */
  readonly typeDamage: "match-attacker" | "always";
  /** G-AMB-16: the Guardian counts toward the 20-60 main deck. Default false. */
  readonly guardianCountsInMainDeck: boolean;
  /** G-AMB-17: the 2-copy limit also applies to the Attack Deck. Default true. */
  readonly attackDeckCopyLimit: boolean;
  /** G-AMB-20: the retreated level-1 creature may itself be the one Sneaked back. Default false. */
  readonly retreatSameCard: boolean;
  /** G-AMB-23: Poison deals its damage at every in-between step, or only after its owner's turns. */
  readonly poisonDamageTiming: "every-between" | "owner-turns-only";
  /** G-AMB-25: Confused ends at the in-between step. Default false. */
  readonly confusedClearsBetweenTurns: boolean;
  /** G-AMB-27: a Rushed creature's attack on the Guardian passes Barriers. Default true. */
  readonly rushBypassesBarrier: boolean;
  /** G-AMB-28: a Frozen creature can be attacked. Default true. */
  readonly frozenAttackable: boolean;
  /** G-AMB-29: a new rotation condition (Paralyzed, Asleep, Confused, Frozen) replaces the others. Default false. */
  readonly exclusiveRotationConditions: boolean;
}

/**
 * The matrix's proposed defaults for every {@link GuardiansOptions} field.
 *
 * Implements the defaults of G-AMB-1, 2, 8, 9, 10, 11, 12, 16, 17, 20, 23, 25, 27, 28, 29.
 *
 * @example
 * ```ts
 * import { DEFAULT_OPTIONS } from "@rulesmith/guardians";
 * DEFAULT_OPTIONS.maxPlaceableMinionLevel; // 3
 * ```
 */
export const DEFAULT_OPTIONS: GuardiansOptions = /* @__PURE__ */ Object.freeze({
  maxPlaceableMinionLevel: 3,
  tributeSource: "field",
  retaliation: false,
  guardianIgnoresChain: true,
  barrierBlocksGuardian: true,
  enforceAttackerOrder: true,
  frozenBlocksChain: false,
  typeDamage: "match-attacker",
  guardianCountsInMainDeck: false,
  attackDeckCopyLimit: true,
  retreatSameCard: false,
  poisonDamageTiming: "every-between",
  confusedClearsBetweenTurns: false,
  rushBypassesBarrier: true,
  frozenAttackable: true,
  exclusiveRotationConditions: false,
});

/**
 * Builds a full options object from the defaults and the fields given.
 *
 * Implements no rule: it builds options from their defaults.
 *
 * @param overrides - The options to change.
 * @returns The options, with defaults for the fields not given.
 * @example
 * ```ts
 * import { guardiansOptions } from "@rulesmith/guardians";
 * guardiansOptions({ typeDamage: "always" }).typeDamage; // "always"
 * ```
 */
export function guardiansOptions(overrides: Partial<GuardiansOptions> = {}): GuardiansOptions {
  return { ...DEFAULT_OPTIONS, ...overrides };
}
