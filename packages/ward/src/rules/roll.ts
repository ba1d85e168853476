import type { Chance, PlayerId } from "@rulesmith/core";
import { attackDamage, criticalMissSelfDamage } from "./damage.js";
import { hitRoll, type HitRollResult } from "./hit.js";
import { rollOffWinner } from "./speed.js";
import type { CreatureStats } from "./stats.js";

/**
 * The outcome of one creature's turn to roll in a battle (steps 3 and 4 of rule 10.2): its Hit
 * Roll, and then either its Attack Damage or, on a Critical Miss, the damage it deals itself.
 *
 * @example
 * ```ts
 * import type { AttackOutcome } from "@rulesmith/ward";
 * function log(o: AttackOutcome) { return o.hit.hit ? `hit for ${o.damage}` : `missed, took ${o.selfDamage}`; }
 * ```
 */
export interface AttackOutcome {
  /** The Hit dice rolled. */
  readonly hitFaces: readonly number[];
  /** The Hit Roll's result. */
  readonly hit: HitRollResult;
  /** The Attack dice rolled (none on a miss). */
  readonly damageFaces: readonly number[];
  /** Damage dealt to the target. */
  readonly damage: number;
  /** The self-damage die on a Critical Miss, else `null`. */
  readonly selfDamageFace: number | null;
  /** Damage the roller deals itself (Critical Miss). */
  readonly selfDamage: number;
}

/**
 * Rolls one creature's Hit Roll and, on a hit, its Attack Damage; on a Critical Miss it rolls
 * one die of flat self-damage instead. The dice come from the {@link Chance} passed in, so
 * seeded dice, forced dice in tests and physical dice (external mode) all run the same code.
 *
 * A Critical Hit (all sixes) must still meet or beat the target's AL by default (W-AMB-61);
 * pass `criticalHitAlwaysHits: true` for the reading where it always hits.
 *
 * Implements W-10.2-3, W-10.2-4, W-QS.7-3..7, W-10.3.1-1, W-10.3.2-1, W-10.3.3-1, W-AMB-61.
 *
 * @param chance - Where the dice come from.
 * @param player - Who rolls (for the roll record).
 * @param attacker - The rolling creature's effective stats (Hit dice, Attack dice, Modifier,
 *   bonuses).
 * @param multipliers - The Attack Damage multipliers in order (see {@link damageMultipliers}).
 * @param targetArmorLevel - The target's effective Armor Level.
 * @param criticalHitAlwaysHits - Whether all sixes hit whatever the AL; `false` (default):
 *   they must reach it like any Hit Roll (W-AMB-61). See {@link HitRollInput}.
 * @param names - The rolling creature and its target in words every player may read, for the
 *   rolls' purposes, which a table rolling real dice is shown (`"hit roll of Grizzly Bear against
 *   The Hero"`, `"attack damage roll of ..."`, `"critical miss self-damage of Grizzly Bear"`);
 *   without it the purposes name no creature (`"hit roll"`). Never pass the name of a card some
 *   player may not identify.
 * @returns What was rolled and the damage dealt to the target and to the roller.
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * import { rollAttack } from "@rulesmith/ward";
 * const stats = { armorLevel: 8, speed: 5, modifier: 2, attackDice: 2, hitDice: 2, hp: 60, hitBonus: 0, damageBonus: 0 };
 * // Physical dice: the faces people rolled, one list per request.
 * const run = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[3, 4], [5, 2]] },
 *   (chance) => rollAttack(chance, 0, stats, [], 9));
 * if (run.done) console.log(run.value.damage); // 9 — hit with 3 + 4 + 2 = 9, damage 5 + 2 + 2
 * // All sixes with Modifier -1 against AL 12: 11 misses by default, hits (and doubles) when automatic.
 * const weak = { ...stats, modifier: -1 };
 * const miss = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[6, 6]] }, (chance) => rollAttack(chance, 0, weak, [], 12));
 * if (miss.done) console.log(miss.value.hit.hit); // false
 * const auto = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[6, 6], [5, 2]] },
 *   (chance) => rollAttack(chance, 0, weak, [], 12, true));
 * if (auto.done) console.log(auto.value.damage); // 12 — (5 + 2 - 1) x2
 * // The purposes people are shown name the creatures when given.
 * const named = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] },
 *   (chance) => rollAttack(chance, 0, stats, [], 9, false, { roller: "Grizzly Bear", target: "The Hero" }));
 * if (!named.done) console.log(named.request.purpose); // hit roll of Grizzly Bear against The Hero
 * ```
 */
export function rollAttack(
  chance: Chance,
  player: PlayerId,
  attacker: CreatureStats,
  multipliers: readonly number[],
  targetArmorLevel: number,
  criticalHitAlwaysHits = false,
  names?: {
    /** The rolling creature, as every player may name it. */
    readonly roller: string;
    /** Its target, as every player may name it. */
    readonly target: string;
  },
): AttackOutcome {
  const against = names === undefined ? "" : ` of ${names.roller} against ${names.target}`;
  const hitFaces = chance.roll(attacker.hitDice, 6, `hit roll${against}`, player);
  const hit = hitRoll({ faces: hitFaces, modifier: attacker.modifier, bonus: attacker.hitBonus, criticalHitAlwaysHits }, targetArmorLevel);
  if (hit.critical === "miss") {
    const face = chance.die(6, names === undefined ? "critical miss self-damage" : `critical miss self-damage of ${names.roller}`, player);
    return { hitFaces, hit, damageFaces: [], damage: 0, selfDamageFace: face, selfDamage: criticalMissSelfDamage(face) };
  }
  if (!hit.hit) return { hitFaces, hit, damageFaces: [], damage: 0, selfDamageFace: null, selfDamage: 0 };
  const damageFaces = attacker.attackDice > 0 ? chance.roll(attacker.attackDice, 6, `attack damage roll${against}`, player) : [];
  const damage = attackDamage({
    faces: damageFaces,
    modifier: attacker.modifier,
    bonus: attacker.damageBonus,
    multipliers,
    critical: hit.critical === "hit",
  });
  return { hitFaces, hit, damageFaces, damage, selfDamageFace: null, selfDamage: 0 };
}

/**
 * The result of a Speed roll-off: who goes first and every round of dice rolled.
 *
 * @example
 * ```ts
 * import type { SpeedRollOff } from "@rulesmith/ward";
 * const r: SpeedRollOff = { first: "b", rounds: [[3, 3], [2, 5]] };
 * ```
 */
export interface SpeedRollOff {
  /** `"a"` or `"b"`: the creature that rolls first. */
  readonly first: "a" | "b";
  /** The pairs of dice rolled, `[a's die, b's die]`, in order. */
  readonly rounds: readonly (readonly [number, number])[];
}

/**
 * Rolls a Speed roll-off for one battle: each player rolls one die, higher goes first, equal
 * dice roll again (W-AMB-19). Redone for every tied battle.
 *
 * Implements W-QS.7-2, W-10.2-2, W-18.17-1, W-AMB-19.
 *
 * @param chance - Where the dice come from.
 * @param players - The players of creature `a` and creature `b`.
 * @param maxRounds - Safety cap on rerolls (default 100); after it, `a` goes first.
 * @param onTie - Called after each tied round that is rolled again (not the last one of the cap),
 *   before the dice are rolled again, with the two faces (the engine reports the tie with a `roll-tied` event, so that a table rolling real
 *   dice is told why it rolls again).
 * @param names - The two creatures in words every player may read, for the rolls' purposes,
 *   which a table rolling real dice is shown: for each die, its creature (`roller`) and the one
 *   it battles (`target`), as {@link rollAttack} takes them (creature `a`'s die first). Each die
 *   then asks for the `"speed roll-off of Grizzly Bear against The Hero"`; without it the
 *   purpose is `"speed roll-off"`. Never pass the name of a card some player may not identify.
 * @returns Who goes first and every round rolled.
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * import { rollSpeedOff } from "@rulesmith/ward";
 * const run = runWithChance({ mode: "seeded", rng: seedRng(3), supplied: [] }, (c) => rollSpeedOff(c, [0, 1]));
 * if (run.done) console.log(run.value.first); // a — creature a's player goes first
 * // With physical dice, each player is asked for their creature's die.
 * const names = [{ roller: "Bear Wolf", target: "Fog" }, { roller: "Fog", target: "Bear Wolf" }] as const;
 * const asked = runWithChance({ mode: "external", rng: seedRng(3), supplied: [[4]] }, (c) => rollSpeedOff(c, [0, 1], 100, undefined, names));
 * if (!asked.done) console.log(asked.request.purpose); // speed roll-off of Fog against Bear Wolf
 * ```
 */
export function rollSpeedOff(
  chance: Chance,
  players: readonly [PlayerId, PlayerId],
  maxRounds = 100,
  onTie?: (faces: readonly [number, number]) => void,
  names?: readonly [
    {
      /** Creature `a`, as every player may name it. */
      readonly roller: string;
      /** Creature `b`, as every player may name it from `a`'s side. */
      readonly target: string;
    },
    {
      /** Creature `b`, as every player may name it. */
      readonly roller: string;
      /** Creature `a`, as every player may name it from `b`'s side. */
      readonly target: string;
    },
  ],
): SpeedRollOff {
  const rounds: [number, number][] = [];
  const purposeA = names === undefined ? "speed roll-off" : `speed roll-off of ${names[0].roller} against ${names[0].target}`;
  const purposeB = names === undefined ? "speed roll-off" : `speed roll-off of ${names[1].roller} against ${names[1].target}`;
  for (let i = 0; i < maxRounds; i++) {
    const fa = chance.die(6, purposeA, players[0]);
    const fb = chance.die(6, purposeB, players[1]);
    rounds.push([fa, fb]);
    const w = rollOffWinner(fa, fb);
    if (w !== "reroll") return { first: w, rounds };
    if (i + 1 < maxRounds) onTie?.([fa, fb]);
  }
  return { first: "a", rounds };
}
